//! Plague Doctor (carousel, Outsider). Character ability text, in our words: when the Plague
//! Doctor dies, the Storyteller gains the ability of a Minion.
//!
//! The death while the ability works (any cause, the one kill path or the Storyteller's record)
//! marks the Plague Doctor "Storyteller Ability" ([`OnDeath`]) and leaves the Storyteller a
//! decision: which Minion's ability they gain, each Minion of the script offered (its
//! suggestions are the Storyteller's act naming the dead Plague Doctor and the Minion, recorded
//! once). From then on the Plague Doctor's step is on every night's sheet, the Storyteller's
//! (no one wakes for it), with its prompt: the Storyteller uses the Minion ability gained as
//! its own text says, and records what it does as they record anything. 001: a drunk or
//! poisoned Plague Doctor's death gives the Storyteller nothing (no reminder, no decision, no
//! step). Strict: the act names the dead Plague Doctor and a Minion, once.
//!
//! Jinxes (rules of the game once both are on the script: the Minion named need not be in
//! play): when the Minion named is jinxed with the Plague Doctor, the Storyteller does not gain
//! it (no step of theirs) and a second decision follows, its suggestions the act naming the
//! dead Plague Doctor, the player and the character ([`Handed`]):
//! - the Fearmonger, Goblin, Scarlet Woman, Spy, Wraith: a Minion gains that ability (as the
//!   Philosopher gains one: they wake and act as it) and is told so;
//! - the Boomdandy, Evil Twin: a living player who is not the Demon becomes that Minion, evil;
//! - the Marionette: a good neighbour of the Demon becomes the Marionette, evil, still shown
//!   their old character;
//! - the Baron: up to two good players who are not Outsiders each become an Outsider no one
//!   has (the decision is offered again after the first; the Storyteller may set it aside).
//!
//! Strict mode refuses a player or a character these rules do not allow.
//!
//! Left to the Storyteller: the ability gained itself (no player has it, so no definition acts
//! for it); a Minion gained by a Minion replaces, for the engine, the one their own character
//! gives where a single ability is asked (one ability at a time), though they still wake as
//! both; an Evil Twin made so is placed with their twin by hand.

use crate::ability::prelude::*;

pub const ID: &str = "plaguedoctor";
const STORYTELLER_ABILITY: &str = "Storyteller Ability";

/// How a jinx hands on the Minion ability the Storyteller would gain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handed {
    /// A Minion gains it and is told so.
    ToAMinion,
    /// A player becomes that Minion.
    PlayerBecomes,
    /// One of the Demon's good neighbours becomes the Marionette.
    DemonNeighbourBecomes,
    /// Up to two players become Outsiders (the Baron's).
    UpToTwoOutsiders,
}

/// The Minions whose ability a jinx with the Plague Doctor hands on, and how.
const HANDED: &[(&str, Handed)] = &[
    ("fearmonger", Handed::ToAMinion),
    ("goblin", Handed::ToAMinion),
    ("scarletwoman", Handed::ToAMinion),
    ("spy", Handed::ToAMinion),
    ("wraith", Handed::ToAMinion),
    ("boomdandy", Handed::PlayerBecomes),
    ("eviltwin", Handed::PlayerBecomes),
    ("marionette", Handed::DemonNeighbourBecomes),
    ("baron", Handed::UpToTwoOutsiders),
];

/// How the Minion ability `minion` is handed on in this game, when a jinx says so.
pub fn handed(state: &GameState, minion: &str) -> Option<Handed> {
    HANDED
        .iter()
        .find(|(id, _)| *id == minion && jinx::scripted(state, ID, id))
        .map(|(_, how)| *how)
}

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(|state, seat, _| {
        !seat.alive && marked(state, seat.id) && !handed_on(state, seat.id)
    }),
    storyteller_step: true,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    acts: Some(gains),
    says_for_storyteller: Some([
        "The Plague Doctor {targets} is dead: the Storyteller gains the ability of the Minion named",
        "Le Médecin de la Peste {targets} est mort : le Conteur gagne la capacité du Sbire nommé",
    ]),
    ..Ability::PLAIN
};

/// The Plague Doctor's death gave the Storyteller a Minion ability ("Storyteller Ability").
pub fn marked(state: &GameState, holder: PlayerId) -> bool {
    state
        .reminders
        .iter()
        .any(|r| r.player == holder && r.character == ID && r.reminder == STORYTELLER_ABILITY)
}

/// The Minions of the script: the abilities the Storyteller may gain.
pub fn minions(state: &GameState) -> Vec<&'static str> {
    state
        .script
        .characters()
        .into_iter()
        .filter(|d| d.team == Team::Minion)
        .map(|d| d.id)
        .collect()
}

/// Has the Storyteller already named the Minion ability gained from this Plague Doctor?
fn named(state: &GameState, holder: PlayerId) -> bool {
    state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ID)
}

/// The records of this Plague Doctor's ability naming players: the Plague Doctor themself
/// when a jinx hands the ability on, then each player it went to.
fn records(state: &GameState, holder: PlayerId) -> impl Iterator<Item = &Chosen> {
    state
        .choices
        .iter()
        .filter(move |c| c.by == holder && c.character == ID && !c.targets.is_empty())
}

/// A jinx handed the Minion ability on: the Storyteller does not hold it.
fn handed_on(state: &GameState, holder: PlayerId) -> bool {
    records(state, holder).next().is_some()
}

/// The players the Minion ability went to, so far.
fn handed_to(state: &GameState, holder: PlayerId) -> usize {
    records(state, holder)
        .filter(|c| c.targets != [holder])
        .count()
}

/// Who may take the Minion ability `minion` handed on as `how`: (player, character) pairs.
fn takers(state: &GameState, minion: &str, how: Handed) -> Vec<(PlayerId, &'static str)> {
    let Some(def) = state.character(minion) else {
        return Vec::new();
    };
    let living = state.seats.iter().filter(|s| s.alive);
    match how {
        Handed::ToAMinion => living
            .filter(|s| s.team() == Some(Team::Minion))
            .map(|s| (s.id, def.id))
            .collect(),
        Handed::PlayerBecomes => living
            .filter(|s| s.team() != Some(Team::Demon) && !s.is(def.id))
            .map(|s| (s.id, def.id))
            .collect(),
        Handed::DemonNeighbourBecomes => {
            let mut out: Vec<(PlayerId, &'static str)> = Vec::new();
            for demon in state.seats.iter().filter(|s| s.team() == Some(Team::Demon)) {
                for cw in [true, false] {
                    let Some(n) = state.neighbour(demon.id, cw, false) else {
                        continue;
                    };
                    let good = state.seat(n).is_some_and(|s| s.is_good());
                    if good && !out.iter().any(|(p, _)| *p == n) {
                        out.push((n, def.id));
                    }
                }
            }
            out
        }
        Handed::UpToTwoOutsiders => {
            let outsiders = state.not_in_play(Team::Outsider);
            living
                .filter(|s| s.is_good() && s.team() != Some(Team::Outsider))
                .flat_map(|s| outsiders.iter().map(move |o| (s.id, *o)))
                .collect()
        }
    }
}

/// The Storyteller's decision: who takes the Minion ability handed on.
fn offer_takers(state: &mut GameState, holder: PlayerId, minion: &str, how: Handed) -> Vec<Event> {
    let takers = takers(state, minion, how);
    if takers.is_empty() {
        return Vec::new();
    }
    vec![learn::offer_decision(
        state,
        holder,
        ID,
        takers
            .into_iter()
            .map(|(p, c)| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![holder, p],
                guess: Some(match how {
                    // The Baron's jinx names the Outsider the player becomes.
                    Handed::UpToTwoOutsiders => c.into(),
                    _ => minion.into(),
                }),
            })
            .collect(),
    )]
}

/// Died while the ability works: "Storyteller Ability", and the decision of which Minion.
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder || !ability_works(state, holder) || marked(state, holder) {
        return Reaction::default();
    }
    reminder::place(state, holder, ID, STORYTELLER_ABILITY);
    let minions = minions(state);
    if minions.is_empty() {
        return Reaction::default();
    }
    state.pending.push(Pending {
        kind: PendingKind::Chooses {
            player: holder,
            character: ID.into(),
        },
        suggestions: minions
            .into_iter()
            .map(|m| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![holder],
                guess: Some(m.into()),
            })
            .collect(),
    });
    Reaction::default()
}

/// The Storyteller names the Minion ability gained (one player named: the dead Plague
/// Doctor), or who takes it when a jinx hands it on (two: the Plague Doctor and the player).
fn gains(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.targets.len() == 2 {
        return hands_on(state, act);
    }
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
        if seat.alive {
            return Err(RuleError::NotDead {
                name: seat.name.clone(),
            });
        }
        if minion.team != Team::Minion {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: minion.id.into(),
            });
        }
        if named(state, holder) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ID.into(),
            });
        }
    }
    let how = handed(state, minion.id);
    state.choices.push(Chosen {
        by: holder,
        character: ID.into(),
        // Handed on by a jinx: the Plague Doctor named until the player is.
        targets: how.map(|_| vec![holder]).unwrap_or_default(),
        phase: state.phase,
        worked: true,
    });
    Ok(match how {
        Some(how) => offer_takers(state, holder, minion.id, how),
        None => Vec::new(),
    })
}

/// May `player` take `character` from a jinx handing on a Minion ability (strict mode): one of
/// the jinxes of the game offers that pair.
fn jinxed_pick_allows(state: &GameState, player: PlayerId, character: &str) -> bool {
    HANDED.iter().any(|(minion, how)| {
        jinx::scripted(state, ID, minion)
            && takers(state, minion, *how)
                .iter()
                .any(|(p, c)| *p == player && *c == character)
    })
}

/// A jinx hands the Minion ability on: the player named takes it.
fn hands_on(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (holder, player) = (act.targets[0], act.targets[1]);
    let def = named_character(state, act, ID)?;
    state.require(player)?;
    let seat = state.require(holder)?;
    if act.strict {
        if !seat.is(ID) {
            return Err(RuleError::NotCharacter {
                name: seat.name.clone(),
                expected: ID.into(),
            });
        }
        if !handed_on(state, holder) || handed_to(state, holder) >= 2 {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
        if !jinxed_pick_allows(state, player, def.id) {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: def.id.into(),
            });
        }
    }
    let how = handed(state, def.id).unwrap_or(if def.team == Team::Outsider {
        Handed::UpToTwoOutsiders
    } else {
        Handed::PlayerBecomes
    });
    state.choices.push(Chosen {
        by: holder,
        character: ID.into(),
        targets: vec![player],
        phase: state.phase,
        worked: true,
    });
    let mut events = Vec::new();
    match how {
        Handed::ToAMinion => {
            let night_position = current_position(state);
            let phase = state.phase;
            let seat = state.seat_mut(player).expect("checked");
            seat.gained = Some(Gained {
                character: def.id.to_string(),
                phase,
                night_position,
            });
        }
        Handed::PlayerBecomes | Handed::DemonNeighbourBecomes => {
            let was = state.seat(player).map(|s| s.character_id().to_string());
            events.push(change_character(state, player, def.id));
            let seat = state.seat_mut(player).expect("checked");
            if how == Handed::DemonNeighbourBecomes {
                // The Marionette believes they are still their good character.
                seat.shown = was;
            }
            if seat.alignment != Some(Alignment::Evil) {
                seat.alignment = Some(Alignment::Evil);
                events.push(Event::AlignmentChanged { player });
            }
        }
        Handed::UpToTwoOutsiders => {
            events.push(change_character(state, player, def.id));
            if handed_to(state, holder) < 2 {
                let minion = HANDED.iter().find(|(_, h)| *h == how).map(|(m, _)| *m);
                events.extend(offer_takers(state, holder, minion.unwrap_or_default(), how));
            }
        }
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::test_util::*;

    /// The history tells which Minion the Storyteller gained, naming the dead Plague Doctor.
    #[test]
    fn the_history_names_the_minion() {
        let mut g = tb_game(&["imp", "poisoner", "plaguedoctor", "chef", "empath"]);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        let act = Command::Act {
            character: super::ID.into(),
            by: None,
            targets: vec![P(2)],
            guess: Some("spy".into()),
        };
        assert_eq!(
            act.describe(g.state(), crate::character::Lang::En),
            "The Plague Doctor P2 (Spy) is dead: the Storyteller gains the ability of the Minion named"
        );
        g.apply(act).unwrap();
        assert!(super::marked(g.state(), P(2)));
    }
}
