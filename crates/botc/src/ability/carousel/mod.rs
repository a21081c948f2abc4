//! The official characters outside the three base editions: one file per character, for those
//! the engine automates (the others are prompt-only: they wake with their prompt from the
//! table and the Storyteller runs them).

pub mod knight;
pub mod noble;
pub mod steward;

use crate::night::NightInfo;
use crate::seat::{PlayerId, Seat};
use crate::state::GameState;

use super::learn;

/// The other players clockwise from `from`, Travellers left out (their alignment is the
/// Storyteller's), whose alignment and type cannot register otherwise (002: the Recluse, the
/// Spy): the players a suggested answer may safely name.
pub(crate) fn plain_others<'a>(state: &'a GameState, from: &'a Seat) -> Vec<&'a Seat> {
    let n = state.seats.len();
    let start = state.index_of(from.id).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| !s.traveller && learn::may_register_as(state, s).is_empty())
        .collect()
}

/// `players` pointed at in seat order (the order must not tell which is which).
pub(crate) fn pointed(state: &GameState, mut players: Vec<PlayerId>) -> NightInfo {
    players.sort_by_key(|p| state.index_of(*p));
    NightInfo::Players { players }
}
