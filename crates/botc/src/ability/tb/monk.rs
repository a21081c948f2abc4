//! Monk (Trouble Brewing, Townsfolk). 000: each night but the first, he chooses another player,
//! who is safe from the Demon tonight.

use crate::ability::{Ability, Choice, Then};
use crate::command::Command;

pub const ABILITY: Ability = Ability {
    id: "monk",
    choice: Some(Choice {
        players: 1,
        then: Then::Acts(|by, target| Command::Protect { by, target }),
    }),
    ..Ability::PLAIN
};
