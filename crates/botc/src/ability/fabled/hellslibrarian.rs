//! Hell's Librarian (Fabled). Character ability text, in our words: whoever speaks when the
//! Storyteller has asked for silence may have something bad happen to them.
//!
//! Our rule: by day, the Storyteller marks a player who broke the silence (the Hell's
//! Librarian's act with no `by`, offered on every seat: [`Ability::storyteller_marks`]), which
//! places the "Something Bad" reminder. When the night begins, each marked player leaves a
//! decision for the Storyteller, and the reminder goes: the player dies, or is drunk until
//! dusk (setting it aside: nothing happens).

use crate::ability::prelude::*;

pub const ID: &str = "hellslibrarian";
pub const REMINDER: &str = "Something Bad";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_marks: true,
    acts: Some(act),
    at_phase_start: Some(at_night),
    says: Some([
        "{targets} broke the silence (Hell's Librarian)",
        "{targets} a rompu le silence (Archiviste de l'Enfer)",
    ]),
    ..Ability::PLAIN
};

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    if act.strict {
        super::require_in_play(state, ID)?;
    }
    reminder::place(state, target, ID, REMINDER);
    Ok(Vec::new())
}

/// At nightfall, each marked player's fate is the Storyteller's decision.
fn at_night(state: &mut GameState) -> Vec<Event> {
    if !state.phase.is_night() {
        return Vec::new();
    }
    let marked: Vec<_> = state
        .reminders
        .iter()
        .filter(|r| r.character == ID && r.reminder == REMINDER)
        .map(|r| r.player)
        .collect();
    reminder::remove_all(state, ID, REMINDER);
    let mut events = Vec::new();
    for player in marked {
        events.push(learn::offer_decision(
            state,
            player,
            ID,
            vec![
                Command::Die {
                    player,
                    cause: DeathCause::Storyteller,
                },
                Command::SetStatus {
                    target: player,
                    kind: StatusKind::Drunk,
                    source: None,
                    duration: Duration::UntilDusk,
                    about: None,
                },
            ],
        ));
    }
    events
}
