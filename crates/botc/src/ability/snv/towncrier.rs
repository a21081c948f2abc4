//! Town Crier (Sects & Violets, Townsfolk). Character ability text: each night except the
//! first, the Town Crier learns whether a Minion nominated today.
//!
//! The nominations of each day are kept at its dusk ([`crate::day::PastDay`]); the answer is
//! yes when a player who is a Minion now nominated that day. 001: drunk or poisoned, the other
//! answer is suggested.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "towncrier",
    learns: Some(learns),
    false_answer: |_, _, truth| match truth {
        NightInfo::YesNo { yes } => Some(NightInfo::YesNo { yes: !yes }),
        _ => None,
    },
    ..Ability::PLAIN
};

/// Did a Minion nominate on day `day`?
pub fn minion_nominated(state: &GameState, day: u32) -> bool {
    nominations_of(state, day).iter().any(|n| {
        state
            .seat(n.nominator)
            .is_some_and(|s| s.team() == Some(Team::Minion))
    })
}

/// Tonight's answer: the day that just ended.
fn learns(state: &GameState, _seat: &Seat) -> NightInfo {
    let day = night_of(state).unwrap_or(1).saturating_sub(1);
    NightInfo::YesNo {
        yes: minion_nominated(state, day),
    }
}
