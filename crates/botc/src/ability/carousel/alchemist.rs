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
//! The Spy, the Widow, the Wraith: after the day's execution, the living Alchemist who holds
//! none by one of these jinxes may name one living player aloud as that Minion, once that day,
//! a public act by day ([`Rules::by_day`]; strict mode refuses it before an execution, from a
//! dead Alchemist or of a dead player). The guess is public, the answer is not: nothing is
//! announced. If the player named has that Minion, the Demon must pick them that night: as the
//! night begins the Storyteller is offered the Demon's act on that player (a decision, one
//! suggestion per living Demon, dropped at dawn if left), and strict mode refuses a Demon's
//! pick at night that leaves them out ([`check_demon_pick`], a `ForbiddenBy` error; an
//! override passes). A wrong guess does nothing. 001: an Alchemist drunk or poisoned as they
//! name forces nothing.
//!
//! The Organ Grinder: while an Alchemist holds the Organ Grinder's ability, they and the Organ
//! Grinder are both drunk unless one of them is already drunk or poisoned by something else
//! (001: the Organ Grinder's secret vote does not happen, the Alchemist's Organ Grinder
//! ability does nothing). This is worked out whenever asked ([`drunk_together`], asked by
//! [`crate::status::ability_works`] and `is_drunk`), not a token placed and removed: it starts
//! and ends with the condition itself (the Poisoner's poison on either lifts it until dusk). The
//! drunkenness shows as the Storyteller's (a rule of the game); no status token is placed.
//!
//! Left to the Storyteller: asking for another choice (they may refuse a choice by hand or
//! override it); the Boffin jinx (shown as text).

use crate::ability::prelude::*;

pub const ID: &str = "alchemist";
/// The global reminder on the player who is really the Alchemist.
pub const IS_THE_ALCHEMIST: &str = "Is The Alchemist";

pub const ABILITY: Ability = Ability {
    id: ID,
    acts: Some(acts),
    says_for_storyteller: Some([
        "The Alchemist {targets} has the ability of the Minion named",
        "L'Alchimiste {targets} a la capacité du Sbire nommé",
    ]),
    says: Some([
        "{by} (Alchemist) names {targets} aloud as the Minion whose ability they would have held",
        "{by} (Alchimiste) désigne à voix haute {targets} comme le Sbire dont il aurait tenu la \
         capacité",
    ]),
    when_phase_starts: Some(when_phase_starts),
    cards: Some(cards),
    rules: Rules {
        by_day: Some(ByDay {
            players: 1,
            now: may_name_now,
            may_choose: |state, _holder, target| state.seat(target).is_some_and(|s| s.alive),
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The Minions whose jinx with the Alchemist lets a living Alchemist holding no ability name
/// a player aloud as that Minion after each execution.
const NAMED_ALOUD: &[&str] = &["spy", "widow", "wraith"];

const ORGAN_GRINDER: &str = "organgrinder";

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

/// As the first night begins, the pick of the Minion; as a later night begins, the Demon's
/// pick the Alchemist's right guess forces ([`demon_must_pick`]).
fn when_phase_starts(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let mut events = offer_minions(state, holder);
    events.extend(offer_forced_pick(state, holder));
    drop_forced_pick(state, holder);
    events
}

/// As a day begins, the offer of the Demon's forced pick made as last night began is dropped
/// if the Storyteller left it (the night is over).
fn drop_forced_pick(state: &mut GameState, holder: PlayerId) {
    let Phase::Day(day) = state.phase else {
        return;
    };
    let named: Vec<PlayerId> = guesses_on(state, holder, day.saturating_sub(1))
        .filter_map(|c| c.targets.first().copied())
        .collect();
    state.pending.retain(|p| {
        let stale = matches!(&p.kind, PendingKind::Chooses { player, character }
            if matches!(p.suggestions.as_slice(), [Command::Act { character: c, by, targets, guess: None }]
                if c == character && *by == Some(*player) && targets.len() == 1
                    && named.contains(&targets[0])));
        !stale
    });
}

/// The Storyteller's pick of the Minion (no player), or the Alchemist's guess by day.
fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() && state.phase.is_day() {
        name_aloud(state, act)
    } else {
        gains(state, act)
    }
}

/// The Minion the Alchemist would have held and holds none of, if its jinx lets them name a
/// player aloud as it (the Spy, the Widow, the Wraith): the first player the record of the
/// pick names has it.
pub fn minion_named_aloud(state: &GameState, alchemist: PlayerId) -> Option<&'static str> {
    let seat = state.seat(alchemist)?;
    if seat.gained.is_some() {
        return None;
    }
    let record = state
        .choices
        .iter()
        .find(|c| c.by == alchemist && c.character == ID)?;
    let first = state.seat(*record.targets.first()?)?;
    NAMED_ALOUD
        .iter()
        .copied()
        .find(|m| first.is(m) && jinx::active(state, ID, m))
}

/// The guesses the Alchemist made aloud on day `day` (acts by day naming a player).
fn guesses_on(state: &GameState, alchemist: PlayerId, day: u32) -> impl Iterator<Item = &Chosen> {
    state
        .choices
        .iter()
        .filter(move |c| c.by == alchemist && c.character == ID && c.phase == Phase::Day(day))
}

/// Jinx (the Spy, the Widow, the Wraith): today's execution has happened, the Alchemist lives,
/// holds no ability by that jinx, and has not named anyone since.
fn may_name_now(state: &GameState, holder: PlayerId) -> bool {
    let Phase::Day(day) = state.phase else {
        return false;
    };
    state.day.executed.is_some()
        && state.seat(holder).is_some_and(|s| s.alive && s.is(ID))
        && minion_named_aloud(state, holder).is_some()
        && guesses_on(state, holder, day).next().is_none()
}

/// The living Alchemist names a living player aloud as the Minion (recorded with whether the
/// ability worked, 001). Nothing is announced: whether the guess was right is the
/// Storyteller's to know.
fn name_aloud(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    let alive = state.require(target)?.alive;
    if act.strict {
        is_character(state, by, ID)?;
        if !may_name_now(state, by) || !alive {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
    }
    if !record_choice(state, by, ID, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(Vec::new())
}

/// Jinx (the Spy, the Widow, the Wraith): tonight the Demon must pick the living player a
/// living Alchemist named aloud yesterday, with a working ability, when that player has the
/// Minion the Alchemist would have held.
pub fn demon_must_pick(state: &GameState) -> Option<PlayerId> {
    let Phase::Night(n) = state.phase else {
        return None;
    };
    state
        .seats
        .iter()
        .filter(|s| s.is(ID))
        .find_map(|alchemist| {
            let minion = minion_named_aloud(state, alchemist.id)?;
            let guess = guesses_on(state, alchemist.id, n - 1).last()?;
            let named = *guess.targets.first()?;
            (guess.worked && state.seat(named).is_some_and(|s| s.alive && s.is(minion)))
                .then_some(named)
        })
}

/// In strict mode, a Demon's pick tonight that leaves out the player the Alchemist named right
/// is refused ([`demon_must_pick`]). A Demon who picks no one is not refused here.
pub fn check_demon_pick(
    state: &GameState,
    demon: PlayerId,
    targets: &[PlayerId],
) -> Result<(), RuleError> {
    let is_demon = state
        .seat(demon)
        .is_some_and(|s| s.team() == Some(Team::Demon));
    match demon_must_pick(state) {
        Some(named) if is_demon && !targets.is_empty() && !targets.contains(&named) => {
            Err(RuleError::ForbiddenBy {
                character: ID.into(),
                reason: [
                    "the player the Alchemist named right yesterday must be the Demon's pick \
                     tonight.",
                    "le joueur que l'Alchimiste a désigné juste hier doit être le choix du \
                     Démon cette nuit.",
                ],
            })
        }
        _ => Ok(()),
    }
}

/// As a night begins, the Demon's pick the Alchemist's right guess forces, offered to the
/// Storyteller: one suggestion per living Demon, its act on the player named.
fn offer_forced_pick(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let Some(named) = demon_must_pick(state) else {
        return Vec::new();
    };
    if minion_named_aloud(state, holder).is_none() {
        return Vec::new();
    }
    let demons: Vec<(PlayerId, String)> = state
        .seats
        .iter()
        .filter(|s| s.alive && s.team() == Some(Team::Demon))
        .map(|s| (s.id, s.character_id().to_string()))
        .collect();
    demons
        .into_iter()
        .map(|(demon, character)| {
            let pick = Command::Act {
                character: character.clone(),
                by: Some(demon),
                targets: vec![named],
                guess: None,
            };
            learn::offer_decision(state, demon, &character, vec![pick])
        })
        .collect()
}

/// Official jinx Alchemist & Organ Grinder: the players the jinx makes drunk together while
/// none of them is otherwise drunk or poisoned: every Alchemist holding the Organ Grinder's
/// ability and every Organ Grinder; none while no Alchemist holds it or the jinx is not of
/// this game. Worked out when asked ([`crate::status::ability_works`]), never a status token.
pub fn drunk_together(state: &GameState) -> Vec<PlayerId> {
    // Asked each time a player's ability is checked: the seats first (no Alchemist holding
    // the Organ Grinder's ability, the usual case, ends it), the script's jinxes after.
    let holds = |s: &Seat| s.is(ID) && s.gained_id() == Some(ORGAN_GRINDER);
    if !state.seats.iter().any(holds) || !jinx::scripted(state, ID, ORGAN_GRINDER) {
        return Vec::new();
    }
    state
        .seats
        .iter()
        .filter(|s| holds(s) || s.is(ORGAN_GRINDER))
        .map(|s| s.id)
        .collect()
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

    /// Official jinx Alchemist & Organ Grinder: once the Alchemist holds the Organ Grinder's
    /// ability, both are drunk: the votes are no longer secret.
    #[test]
    fn holding_the_organ_grinder_makes_both_drunk() {
        let chars = [
            "imp",
            "organgrinder",
            "alchemist",
            "chef",
            "empath",
            "monk",
            "soldier",
            "poisoner",
        ];
        let mut g = game(&chars, 7);
        let secret = |g: &Game| crate::ability::rules::secret_votes(g.state());
        assert_eq!(secret(&g), Some(P(1)));
        g.apply(Command::Act {
            character: "alchemist".into(),
            by: None,
            targets: vec![P(2)],
            guess: Some("organgrinder".into()),
        })
        .unwrap();
        assert_eq!(secret(&g), None);
        assert!(crate::status::is_drunk(g.state(), P(1)));
        assert!(crate::status::is_drunk(g.state(), P(2)));
        assert!(!crate::status::is_drunk(g.state(), P(0)));
    }
}
