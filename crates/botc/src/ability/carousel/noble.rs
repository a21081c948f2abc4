//! Noble (Townsfolk, outside the base editions). Character ability text: on the first night,
//! she learns three players, exactly one of whom is evil.
//!
//! Which three is the Storyteller's choice: the sheet suggests the first evil player and the
//! first two good players clockwise, leaving out players whose alignment can register otherwise
//! (002: the Recluse, the Spy), pointed at in seat order. 001: drunk or poisoned (or with the
//! Vortox), three good players (none evil) are suggested, or two evil and one good when there
//! are not three good players to show.

use crate::ability::prelude::*;

use super::{plain_others, pointed};

pub const ABILITY: Ability = Ability {
    id: "noble",
    learns: Some(|state, seat| three(state, seat, 1).unwrap_or(NightInfo::Nothing)),
    false_answer: |state, seat, _| three(state, seat, 0).or_else(|| three(state, seat, 2)),
    ..Ability::PLAIN
};

/// Three other players, `evil` of them evil, the first of each alignment clockwise.
fn three(state: &GameState, seat: &Seat, evil: usize) -> Option<NightInfo> {
    let others = plain_others(state, seat);
    let of = |is_evil: bool, n: usize| -> Vec<PlayerId> {
        others
            .iter()
            .filter(|s| s.is_evil() == is_evil)
            .take(n)
            .map(|s| s.id)
            .collect()
    };
    let mut players = of(true, evil);
    players.extend(of(false, 3 - evil));
    (players.len() == 3).then(|| pointed(state, players))
}
