//! Alchemist (carousel, Townsfolk). Character ability text, in our words: the Alchemist has the
//! ability of a Minion that is not in play; when they use it, the Storyteller may ask them to
//! choose again.
//!
//! Which Minion is the Storyteller's pick: as the first night begins, a decision offers each
//! Minion of the script not in play (its suggestions are the Storyteller's act naming the
//! Alchemist and the Minion). The act gives the Alchemist that ability, as the Philosopher
//! gains one ([`Gained`]: they stay the Alchemist, marked "Is The Alchemist"), held since the
//! setup: from the first night on they wake and act as that Minion at its place, and every
//! other ability still sees an Alchemist (a good Townsfolk). The Alchemist's own step shows
//! the Minion's token (the step's card). 001: while drunk or poisoned, the Minion ability has
//! no effect (the gained ability's own definition asks whether it works). Strict: the act names
//! the Alchemist and a Minion not in play, once.
//!
//! Jinxes (rules of the game once both are on the script): the Marionette, Spy, Widow and
//! Wraith may be the Alchemist's only while one is in play, and the Mastermind only while none
//! is; with any of these the Alchemist holds no ability at all (the pick is recorded, "Is The
//! Alchemist" placed, and the step shows the token of the Minion in play). The Organ Grinder
//! may be the Alchemist's only while one is in play, and they hold its ability. The Summoner
//! ("[No Demon]") may be the Alchemist's only in a game set up with no Demon (the setup check
//! accepts the Alchemist with no Demon while the Summoner is on the script and not picked), and
//! then no other Minion may; what the Alchemist then does as the Summoner is the Summoner's
//! ([`carousel::summoner`]: no bluffs, the Demon named only, evil wins if they die before). The
//! offer follows these rules and strict mode refuses the others.
//!
//! Left to the Storyteller: asking for another choice (they may refuse a choice by hand or
//! override it); with the Spy, Widow or Wraith, the living Alchemist's public guess after an
//! execution and the Demon's pick it forces; with the Organ Grinder, making both drunk while
//! neither is otherwise drunk or poisoned; the Boffin jinx (shown as text).

use crate::ability::prelude::*;

pub const ID: &str = "alchemist";
/// The global reminder on the player who is really the Alchemist.
pub const IS_THE_ALCHEMIST: &str = "Is The Alchemist";

pub const ABILITY: Ability = Ability {
    id: ID,
    acts: Some(gains),
    says_for_storyteller: Some([
        "The Alchemist {targets} has the ability of the Minion named",
        "L'Alchimiste {targets} a la capacité du Sbire nommé",
    ]),
    when_phase_starts: Some(offer_minions),
    cards: Some(cards),
    ..Ability::PLAIN
};

/// The Minions a jinx with the Alchemist says are in play when the Alchemist would hold their
/// ability: the Alchemist may be given one only while it is in play, and then holds none.
const HOLDS_NONE_IN_PLAY: &[&str] = &["marionette", "spy", "widow", "wraith"];

/// The Minions a jinx with the Alchemist says are in play when the Alchemist holds their
/// ability: the Alchemist may be given one only while it is in play, and holds it.
const HOLDS_IN_PLAY: &[&str] = &["organgrinder"];

/// The Minions a jinx with the Alchemist says are not in play when the Alchemist would hold
/// their ability: the Alchemist then holds none.
const HOLDS_NONE: &[&str] = &["mastermind"];

/// Is `minion` in one of these jinx lists, its jinx with the Alchemist a rule of this game?
fn jinxed(state: &GameState, list: &[&str], minion: &str) -> bool {
    list.contains(&minion) && jinx::scripted(state, ID, minion)
}

const SUMMONER: &str = "summoner";

/// Official jinx Alchemist & Summoner ("[No Demon]"): the game was set up with no Demon for the
/// Alchemist to hold the Summoner's ability: no player is a Demon, the Summoner is on the
/// script and not in play, and no other character explains a game without a Demon (a Demon
/// no one holds on the script, no evil team, a Summoner).
fn set_up_to_summon(state: &GameState) -> bool {
    let explains = |setup: &[SetupEffect]| {
        setup.iter().any(|e| {
            matches!(
                e,
                SetupEffect::HeldByNoOne | SetupEffect::NoEvil | SetupEffect::NoDemon
            )
        })
    };
    jinx::scripted(state, ID, SUMMONER)
        && !state.in_play(SUMMONER)
        && !state.seats.iter().any(|s| s.team() == Some(Team::Demon))
        && !state
            .seats
            .iter()
            .filter_map(|s| s.def())
            .any(|d| explains(d.setup))
        && !state
            .script
            .characters()
            .into_iter()
            .any(|d| d.team == Team::Demon && explains(d.setup))
}

/// May the Alchemist be given `minion` (a Minion): one not in play, or one in play that a
/// jinx requires; never one a jinx requires in play while it is not. With the Summoner's
/// jinx, the Summoner exactly when the game was set up for it ([`set_up_to_summon`]).
fn may_hold(state: &GameState, minion: &str) -> bool {
    if jinx::scripted(state, ID, SUMMONER) {
        let summons = set_up_to_summon(state);
        if minion == SUMMONER || summons {
            return minion == SUMMONER && summons;
        }
    }
    let required =
        jinxed(state, HOLDS_NONE_IN_PLAY, minion) || jinxed(state, HOLDS_IN_PLAY, minion);
    state.in_play(minion) == required
}

/// With `minion` named, the Alchemist holds no ability (a jinx).
pub fn holds_none(state: &GameState, minion: &str) -> bool {
    jinxed(state, HOLDS_NONE_IN_PLAY, minion) || jinxed(state, HOLDS_NONE, minion)
}

/// The Minions the Alchemist may be given: those of the script not in play, as the jinxes
/// allow (and those in play a jinx requires).
pub fn minions_not_in_play(state: &GameState) -> Vec<&'static str> {
    state
        .script
        .characters()
        .into_iter()
        .filter(|d| d.team == Team::Minion && may_hold(state, d.id))
        .map(|d| d.id)
        .collect()
}

/// The Alchemist has been given their Minion (or none, by a jinx).
fn given(state: &GameState, seat: &Seat) -> bool {
    seat.gained.is_some()
        || state
            .reminders
            .iter()
            .any(|r| r.player == seat.id && r.character == ID && r.reminder == IS_THE_ALCHEMIST)
}

/// As the first night begins, the Storyteller's pick of the Minion.
fn offer_minions(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let fresh = state
        .seat(holder)
        .is_some_and(|s| s.is(ID) && !given(state, s));
    let minions = minions_not_in_play(state);
    if state.phase != Phase::FirstNight || !fresh || minions.is_empty() {
        return Vec::new();
    }
    vec![learn::offer_decision(
        state,
        holder,
        ID,
        minions
            .into_iter()
            .map(|m| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![holder],
                guess: Some(m.into()),
            })
            .collect(),
    )]
}

/// The Storyteller gives the Alchemist the Minion's ability.
fn gains(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let holder = act.target()?;
    let minion = named_character(state, act, ID)?;
    let seat = state.require(holder)?;
    if act.strict {
        if !seat.is(ID) {
            return Err(RuleError::NotCharacter {
                name: seat.name.clone(),
                expected: ID.into(),
            });
        }
        if given(state, seat) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ID.into(),
            });
        }
        if minion.team != Team::Minion || !may_hold(state, minion.id) {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: minion.id.into(),
            });
        }
    }
    if holds_none(state, minion.id) {
        // A jinx: no ability; the record names the players who have that Minion.
        let players = state
            .seats
            .iter()
            .filter(|s| s.is(minion.id))
            .map(|s| s.id)
            .collect();
        state.choices.push(Chosen {
            by: holder,
            character: ID.into(),
            targets: players,
            phase: state.phase,
            worked: true,
        });
        reminder::place(state, holder, ID, IS_THE_ALCHEMIST);
        return Ok(Vec::new());
    }
    let phase = state.phase;
    let seat = state.seat_mut(holder).expect("checked");
    // Held since the setup: tonight at its place, wherever the night has got to.
    seat.gained = Some(Gained {
        character: minion.id.to_string(),
        phase,
        night_position: Some(0),
    });
    seat.ability_used = false;
    reminder::place(state, holder, ID, IS_THE_ALCHEMIST);
    Ok(Vec::new())
}

/// The Alchemist is shown the Minion's token (with a jinx that leaves them none, the token of
/// the Minion in play).
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(seat) = step.player.and_then(|p| state.seat(p)) else {
        return Vec::new();
    };
    let minion = seat.gained_id().map(str::to_string).or_else(|| {
        let record = state
            .choices
            .iter()
            .find(|c| c.by == seat.id && c.character == ID)?;
        let first = state.seat(*record.targets.first()?)?;
        Some(first.character_id().to_string())
    });
    minion
        .map(|character| vec![Card::Character { character }])
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::command::{Assignment, Command};
    use crate::game::{Game, GameConfig};
    use crate::script::Script;
    use crate::test_util::*;

    /// A game of a script with these characters, the first `seated` of them seated in order,
    /// in its first night.
    fn game(chars: &[&str], seated: usize) -> Game {
        let mut g = Game::new(GameConfig {
            seed: 1,
            name: String::new(),
        });
        for i in 0..seated {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        g.apply(Command::ChooseScript {
            script: Script::custom(chars.iter().map(|c| c.to_string()).collect()),
        })
        .unwrap();
        let assignments = chars[..seated]
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: P(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect();
        g.apply(Command::AssignCharacters { assignments }).unwrap();
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// Official jinx Alchemist & Summoner ("[No Demon]"): set up with no Demon (the setup check
    /// accepts it), the Alchemist is offered the Summoner only; with a Demon in play, every
    /// Minion not in play but the Summoner.
    #[test]
    fn the_summoner_only_in_a_game_set_up_without_a_demon() {
        let chars = [
            "alchemist",
            "poisoner",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
            "imp",
            "summoner",
            "scarletwoman",
            "virgin",
            "slayer",
            "ravenkeeper",
        ];
        let no_demon = game(&chars, 7);
        assert_eq!(
            super::minions_not_in_play(no_demon.state()),
            vec!["summoner"]
        );
        let mut with_demon = chars;
        with_demon.swap(6, 7);
        let with_demon = game(&with_demon, 7);
        assert_eq!(
            super::minions_not_in_play(with_demon.state()),
            vec!["scarletwoman"]
        );
    }
}
