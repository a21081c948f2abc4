//! Sentinel (Fabled). Character ability text, in our words: there may be one Outsider more, or
//! one fewer, than the count table says.
//!
//! Automated at setup, from the character's setup change (`SetupEffect::Outsiders` of -1, 0 or
//! +1, in `data/fabled.rs`), while the Storyteller has it in play: the setup check accepts the
//! Outsiders one more or one fewer, and the bag's suggested draw picks one of the three counts
//! (after the Minions' and the Demon's own changes, never below none). Nothing happens during
//! the game.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "sentinel",
    wakes: Wakes::Never,
    ..Ability::PLAIN
};
