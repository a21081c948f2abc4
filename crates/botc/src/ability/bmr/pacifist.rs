//! Pacifist (Bad Moon Rising, Townsfolk). A good player who is executed might not die
//! (character ability text): the ability does not say "choose", so the Storyteller decides
//! (000: "Si une capacité ne mentionne pas « choisissez », c'est le Conteur qui décide"). The
//! execution ([`crate::day::execute`]) then waits for a pending decision: the player dies, or
//! survives. Only while the Pacifist's ability works (001); an evil player executed dies as
//! usual.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "pacifist",
    may_spare_executed: Some(good_player),
    ..Ability::PLAIN
};

fn good_player(state: &GameState, _holder: PlayerId, executed: PlayerId) -> bool {
    state.seat(executed).is_some_and(|s| s.is_good())
}
