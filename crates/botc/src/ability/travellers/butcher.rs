//! Butcher (Sects & Violets, Traveller). Character ability text: each day, after the first
//! execution, they may nominate again.
//!
//! Once today's execution happened, the Butcher (ability working) may nominate a second time:
//! the vote starts afresh (nobody on the block, no count to beat) and may lead to a second
//! execution ([`crate::day`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "butcher",
    rules: Rules {
        nominations: Some(nominations),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

fn nominations(
    state: &GameState,
    holder: PlayerId,
    nominator: PlayerId,
    _: PlayerId,
) -> Nominating {
    let made = state
        .day
        .nominations
        .iter()
        .filter(|n| n.nominator == holder && !n.exile)
        .count();
    if nominator == holder && state.day.executed.is_some() && made < 2 {
        Nominating::Again
    } else {
        Nominating::Usual
    }
}
