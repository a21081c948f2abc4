//! Scapegoat (Trouble Brewing, Traveller). Character ability text: if a player of their
//! alignment is executed, the Scapegoat might be executed instead.
//!
//! "Might": the Storyteller decides ([`crate::day`]): the execution waits, with the executed
//! player's death as the first suggestion and the Scapegoat's as the second.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "scapegoat",
    rules: Rules {
        takes_execution: Some(takes),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// A living Scapegoat of the executed player's alignment.
fn takes(state: &GameState, holder: PlayerId, executed: PlayerId) -> bool {
    match (state.seat(holder), state.seat(executed)) {
        (Some(h), Some(x)) => h.alive && h.is_evil() == x.is_evil(),
        _ => false,
    }
}
