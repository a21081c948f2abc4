//! Ferryman (Fabled). Character ability text, in our words: on the final day, every dead player
//! gets their vote token back.
//!
//! Our rule for "the final day": a day that begins with three players alive or fewer
//! (Travellers aside), since its execution, or the night after it, ends the game. At the
//! start of such a day, every dead player's vote token is given back. A final day the engine
//! cannot see (an ability keeping the game going) is the Storyteller's: the seat sheet gives a
//! token back by hand.

use crate::ability::prelude::*;

pub const ID: &str = "ferryman";

/// At most this many players alive (Travellers aside) when the day begins: the final day.
pub const FINAL_DAY_ALIVE: usize = 3;

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    at_phase_start: Some(at_day),
    ..Ability::PLAIN
};

fn at_day(state: &mut GameState) -> Vec<Event> {
    if !state.phase.is_day() {
        return Vec::new();
    }
    let alive = state
        .seats
        .iter()
        .filter(|s| s.alive && !s.traveller)
        .count();
    if alive > FINAL_DAY_ALIVE {
        return Vec::new();
    }
    for s in state.seats.iter_mut().filter(|s| !s.alive) {
        s.ghost_vote = true;
    }
    Vec::new()
}
