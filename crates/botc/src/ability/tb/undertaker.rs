//! Undertaker (Trouble Brewing, Townsfolk). 000: each night after an execution, he learns the
//! character of the player executed today.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "undertaker",
    wakes: Wakes::AfterExecution,
    learns: Some(executed),
    ..Ability::PLAIN
};

/// The player executed today and their character (the Recluse or the Spy may register as
/// another).
fn executed(state: &GameState, _seat: &Seat) -> NightInfo {
    let night = night_of(state).unwrap_or(1);
    let e = state.executions.iter().rev().find(|e| e.day + 1 == night);
    let s = e.and_then(|e| state.seat(e.player));
    NightInfo::Executed {
        player: e.map(|e| e.player),
        character: s.and_then(|s| s.character.clone()),
        may_register_as: s
            .map(|s| learn::may_register_as(state, s))
            .unwrap_or_default(),
    }
}
