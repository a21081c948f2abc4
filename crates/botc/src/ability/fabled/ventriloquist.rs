//! Ventriloquist (Loric). Character ability text, in our words: a player who, during their
//! own nomination, acts convinced that they are a character new to the game may survive an
//! execution that day.
//!
//! How it is recorded: by day, the Storyteller marks a player nominated today who acted so
//! (the Ventriloquist's act with no `by`, offered on every seat: [`Ability::storyteller_marks`]),
//! which places the "Mad" reminder. Strict: the Ventriloquist is in play, it is day, and the
//! player was nominated today. If a marked player is executed that day, the execution waits
//! for the Storyteller ([`Ability::may_spare_executed`]): they die (the first suggestion) or
//! survive (a note). Whether they seemed convinced is the Storyteller's judgement; the marks
//! go when the night begins.

use crate::ability::prelude::*;

pub const ID: &str = "ventriloquist";
/// The official reminder.
pub const MAD: &str = "Mad";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_marks: true,
    acts: Some(act),
    says: Some([
        "{targets} acts convinced of a new character: Mad (Ventriloquist)",
        "{targets} : la conviction d'être un nouveau personnage, marque Fou (Ventriloque)",
    ]),
    may_spare_executed: Some(mad_may_survive),
    at_phase_start: Some(clear_at_night),
    day_note: Some(Text::new(
        "Ventriloquist: a player who acts convinced, during their own nomination, that they \
             are a character new to the game may survive an execution today (mark them Mad).",
        "Ventriloque : un joueur qui se montre convaincu, pendant sa propre nomination, \
             d'être un personnage nouveau dans la partie peut survivre à une exécution \
             aujourd'hui (marquez-le Fou).",
    )),
    ..Ability::PLAIN
};

fn marked(state: &GameState, player: PlayerId) -> bool {
    state
        .reminders
        .iter()
        .any(|r| r.player == player && r.character == ID && r.reminder == MAD)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        let Some(day) = state.phase.day_number() else {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        };
        // During their own nomination: a player nominated today (a Traveller's exile is no
        // nomination, 002).
        let nominated = nominations_of(state, day)
            .iter()
            .any(|n| n.nominee == target && !n.exile);
        if !nominated {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    if !marked(state, target) {
        reminder::place(state, target, ID, MAD);
    }
    Ok(Vec::new())
}

/// Asked with the executed player as the holder (a Fabled is held by no one): a player marked
/// "Mad" today might survive.
fn mad_may_survive(state: &GameState, _: PlayerId, executed: PlayerId) -> bool {
    marked(state, executed)
}

/// The day is over: the marks go.
fn clear_at_night(state: &mut GameState) -> Vec<Event> {
    if state.phase.is_night() {
        reminder::remove_all(state, ID, MAD);
    }
    Vec::new()
}
