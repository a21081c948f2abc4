//! Steward (Townsfolk, outside the base editions). Character ability text: on the first night,
//! he learns one good player.
//!
//! Which good player is the Storyteller's choice: the sheet suggests the first good player
//! clockwise whose alignment cannot register otherwise (002: the Recluse, the Spy). 001: drunk
//! or poisoned (or with the Vortox), an evil player is suggested.

use crate::ability::prelude::*;

use super::{plain_others, pointed};

pub const ABILITY: Ability = Ability {
    id: "steward",
    learns: Some(learns),
    false_answer: |state, seat, _| one(state, seat, false),
    ..Ability::PLAIN
};

fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    one(state, seat, true).unwrap_or(NightInfo::Nothing)
}

/// The first other player clockwise of this alignment (`good`).
fn one(state: &GameState, seat: &Seat, good: bool) -> Option<NightInfo> {
    let p = plain_others(state, seat)
        .into_iter()
        .find(|s| s.is_good() == good)?
        .id;
    Some(pointed(state, vec![p]))
}
