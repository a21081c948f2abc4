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
//! Left to the Storyteller: the ability gained itself (no player has it, so no definition acts
//! for it) and the jinxes (Baron, Boomdandy, Evil Twin, Fearmonger, Goblin, Marionette, Scarlet
//! Woman, Spy, Wraith: shown as text).

use crate::ability::prelude::*;

pub const ID: &str = "plaguedoctor";
const STORYTELLER_ABILITY: &str = "Storyteller Ability";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(|state, seat, _| !seat.alive && marked(state, seat.id)),
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

/// The Storyteller names the Minion ability gained.
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
    state.choices.push(Chosen {
        by: holder,
        character: ID.into(),
        targets: Vec::new(),
        phase: state.phase,
        worked: true,
    });
    Ok(Vec::new())
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
