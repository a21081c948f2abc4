//! Apprentice (Bad Moon Rising, Traveller). Character ability text: on their first night, they
//! gain a Townsfolk ability if good, or a Minion ability if evil.
//!
//! The Storyteller names the character (the act's `guess`, no player chosen), among the
//! script's Townsfolk for a good Apprentice, its Minions for an evil one. As the Philosopher's
//! choice does, the player then has that character (marked "Is The Apprentice"), wakes and
//! acts as its definition says from now on, tonight included when its place comes later; their
//! alignment and their place as a Traveller (exile) are kept.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "apprentice",
    choice: Some(Choice {
        guess: true,
        ..Choice::of(0, Then::Acts)
    }),
    acts: Some(gain),
    says: Some([
        "{by} (Apprentice) gains the ability of{targets}",
        "{by} (Apprenti) gagne la capacité de{targets}",
    ]),
    ..Ability::PLAIN
};

/// The global reminder on the player who is really the Apprentice.
pub const IS_THE_APPRENTICE: &str = "Is The Apprentice";

fn gain(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?.clone();
    require_night(state, act)?;
    let def = named_character(state, act, ABILITY.id)?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        let team = if seat.is_evil() {
            Team::Minion
        } else {
            Team::Townsfolk
        };
        if def.team != team {
            return Err(RuleError::NamedNotAllowed {
                character: ABILITY.id.into(),
                named: def.id.into(),
            });
        }
    }
    record_choice(state, by, ABILITY.id, Vec::new());
    let events = vec![change_character(state, by, def.id)];
    // The Storyteller chose it and showed it: no "You are" step.
    state.changes.pop();
    reminder::place(state, by, ABILITY.id, IS_THE_APPRENTICE);
    Ok(events)
}
