//! Storm Catcher (Loric, first published as a Fabled). Character ability text, in our words: a
//! good character is named at setup; if it is in play, its player can die only by execution,
//! and the evil players learn who has it.
//!
//! How it is recorded: the Storyteller marks the player with the named character (the
//! Storm Catcher's act with no `by`, offered on every seat: [`Ability::storyteller_marks`]),
//! which places the "Stormcaught" reminder (one at a time). While the Storm Catcher is in
//! play, nothing but an execution kills that player: the one kill path asks
//! [`super::keeps_alive`] (the Demon's attack, abilities and the Storyteller's kills through
//! it). Telling the evil players is its first-night step, the Storyteller's on the sheet: its
//! cards show the character and its player once marked (none before).

use crate::ability::prelude::*;

pub const ID: &str = "stormcatcher";
pub const REMINDER: &str = "Stormcaught";

pub const ABILITY: Ability = Ability {
    id: ID,
    storyteller_step: true,
    storyteller_marks: true,
    acts: Some(act),
    keeps_alive: Some(keeps_alive),
    cards: Some(cards),
    says: Some([
        "{targets}: Stormcaught (Storm Catcher)",
        "{targets} : pris dans la tempête (Attrape-Tempête)",
    ]),
    ..Ability::PLAIN
};

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        // A good character is named (character ability text).
        if !matches!(seat.team(), Some(Team::Townsfolk | Team::Outsider)) {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    reminder::remove_all(state, ID, REMINDER);
    reminder::place(state, target, ID, REMINDER);
    Ok(Vec::new())
}

/// The stormcaught player dies only by execution.
fn keeps_alive(state: &GameState, _: PlayerId, target: PlayerId, cause: &DeathCause) -> bool {
    *cause != DeathCause::Execution
        && state
            .reminders
            .iter()
            .any(|r| r.player == target && r.character == ID && r.reminder == REMINDER)
}

/// The cards shown to the evil players at its step: the stormcaught character and its player.
fn cards(state: &GameState, _: &NightStep) -> Vec<Card> {
    let marked = state
        .reminders
        .iter()
        .find(|r| r.character == ID && r.reminder == REMINDER)
        .and_then(|r| state.seat(r.player));
    match marked {
        Some(s) => vec![
            Card::Character {
                character: s.character_id().to_string(),
            },
            Card::Players {
                players: vec![s.id],
            },
        ],
        None => Vec::new(),
    }
}
