//! Revolutionary (Fabled). Character ability text, in our words: everyone knows that two
//! neighbouring players are on the same team; a single time, one of them may register as the
//! other team.
//!
//! How it is recorded: the Storyteller marks the two players on any seat (the Revolutionary's
//! act with no `by`, [`Ability::storyteller_marks`]), each getting the "Aligned" reminder.
//! Strict: two at most, neighbours (dead players count as seats), of the same alignment. Each
//! day opens with the rule as a note; the false registration is the Storyteller's ("Register
//! Falsely?" offered).

use crate::ability::prelude::*;

pub const ID: &str = "revolutionary";
pub const REMINDER: &str = "Aligned";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_marks: true,
    acts: Some(act),
    says: Some([
        "{targets}: Aligned (Revolutionary)",
        "{targets} : même alignement (Révolutionnaire)",
    ]),
    day_note: Some(Text::new(
        "Revolutionary: the two Aligned neighbours are on the same team; once in the game, one \
             of them may register as the other team.",
        "Révolutionnaire : les deux voisins marqués Même alignement sont de la même équipe ; \
             une fois dans la partie, l'un d'eux peut être perçu comme de l'autre équipe.",
    )),
    ..Ability::PLAIN
};

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        let marked: Vec<_> = state
            .reminders
            .iter()
            .filter(|r| r.character == ID && r.reminder == REMINDER && r.player != target)
            .filter_map(|r| state.seat(r.player))
            .collect();
        let fits = match marked.as_slice() {
            [] => true,
            [other] => {
                let neighbours = state.neighbour(other.id, true, false) == Some(target)
                    || state.neighbour(other.id, false, false) == Some(target);
                neighbours && other.is_good() == seat.is_good()
            }
            _ => false,
        };
        if !fits {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    reminder::place(state, target, ID, REMINDER);
    Ok(Vec::new())
}
