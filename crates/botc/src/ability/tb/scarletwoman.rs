//! Scarlet Woman (Trouble Brewing, Minion). 000: with five or more players alive, if the Demon
//! dies she becomes the Demon. She wakes only to be told so (the take-over is worked out by
//! the kill path, `crate::death`).

use crate::ability::{Ability, Wakes};

pub const ABILITY: Ability = Ability {
    id: "scarletwoman",
    wakes: Wakes::Never,
    becomes_the_demon: true,
    ..Ability::PLAIN
};
