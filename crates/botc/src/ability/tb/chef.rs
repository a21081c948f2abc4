//! Chef (Trouble Brewing, Townsfolk). 000: on the first night he learns how many pairs of
//! evil players sit next to each other.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "chef",
    learns: Some(|state, _| chef_number(state)),
    ..Ability::PLAIN
};

/// Chef: pairs of neighbouring evil players, seats in a circle, dead players included.
pub fn chef_number(state: &GameState) -> NightInfo {
    let ids: Vec<PlayerId> = state.seats.iter().map(|s| s.id).collect();
    let n = ids.len();
    let (value, may_be) = learn::counts_with_registration(state, &ids, |evil| {
        if n < 2 {
            return 0;
        }
        (0..n)
            .filter(|i| evil(ids[*i]) && evil(ids[(i + 1) % n]))
            .count() as u32
    });
    NightInfo::Number { value, may_be }
}
