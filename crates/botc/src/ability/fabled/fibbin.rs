//! Fibbin (Fabled). Character ability text, in our words: a single time in the game, one good
//! player may be told false information.
//!
//! Automated: while the Fibbin is unused, the night sheet suggests a false answer for every
//! good player who learns something (as for a drunk player, the truth first); the first false
//! answer given to a good player whose ability works spends it (recorded as the Fibbin's use
//! by that player), and the suggestion goes. The "No Ability" reminder is offered.

use crate::ability::prelude::*;

pub const ID: &str = "fibbin";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    may_falsify: Some(may_falsify),
    ..Ability::PLAIN
};

fn may_falsify(state: &GameState, seat: &Seat) -> bool {
    seat.is_good() && !super::used_by(state, ID, None)
}
