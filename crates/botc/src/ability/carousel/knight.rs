//! Knight (Townsfolk, outside the base editions). Character ability text: on the first night,
//! he learns two players, neither of whom is the Demon.
//!
//! Which two is the Storyteller's choice: the sheet suggests the first two other players
//! clockwise who are not the Demon and cannot register as one (002: the Recluse). 001: drunk or
//! poisoned (or with the Vortox), the Demon and one other player are suggested.

use crate::ability::prelude::*;

use super::{plain_others, pointed};

pub const ABILITY: Ability = Ability {
    id: "knight",
    learns: Some(learns),
    false_answer: false_pair,
    ..Ability::PLAIN
};

fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let two: Vec<_> = plain_others(state, seat)
        .into_iter()
        .filter(|s| s.team() != Some(Team::Demon))
        .take(2)
        .map(|s| s.id)
        .collect();
    if two.len() < 2 {
        return NightInfo::Nothing;
    }
    pointed(state, two)
}

/// 001: the Demon and the first other player clockwise.
fn false_pair(state: &GameState, seat: &Seat, _truth: &NightInfo) -> Option<NightInfo> {
    let others = plain_others(state, seat);
    let demon = others.iter().find(|s| s.team() == Some(Team::Demon))?.id;
    let other = others.iter().find(|s| s.id != demon)?.id;
    Some(pointed(state, vec![demon, other]))
}
