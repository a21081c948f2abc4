//! Knight (Townsfolk, outside the base editions). Character ability text: on the first night,
//! he learns two players, neither of whom is the Demon.
//!
//! Which two is the Storyteller's choice: the sheet suggests the first two other players
//! clockwise who are not the Demon and cannot register as one (002: the Recluse). 001: drunk or
//! poisoned (or with the Vortox), the Demon and one other player are suggested.
//!
//! Lil' Monsta's babysitter is the Demon (its character text, data/carousel_evil.rs: the
//! Minion minding it "counts as the Demon"; [`GameState::of_team`]): never in the true pair,
//! the Demon of the false one. The Knight wakes after the Minions chose the babysitter.

use crate::ability::prelude::*;

use super::{plain_others, pointed};

pub const ABILITY: Ability = Ability {
    id: "knight",
    learns: Some(learns),
    false_answer: false_pair,
    ..Ability::PLAIN
};

/// The players who are the Demon now, Lil' Monsta's babysitter included (asked once).
fn demons(state: &GameState) -> Vec<PlayerId> {
    state.of_team(Team::Demon).iter().map(|s| s.id).collect()
}

fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let demons = demons(state);
    let two: Vec<_> = plain_others(state, seat)
        .into_iter()
        .filter(|s| !demons.contains(&s.id))
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
    let demons = demons(state);
    let demon = others.iter().find(|s| demons.contains(&s.id))?.id;
    let other = others.iter().find(|s| s.id != demon)?.id;
    Some(pointed(state, vec![demon, other]))
}
