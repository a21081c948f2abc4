//! Slayer (Trouble Brewing, Townsfolk). 000: once per game, by day, he publicly chooses a player; if it is the
//! Demon, they die. His shot is worked out by the day (`crate::day`).

use crate::ability::Ability;

pub const ABILITY: Ability = Ability {
    id: "slayer",
    day_shot: true,
    ..Ability::PLAIN
};
