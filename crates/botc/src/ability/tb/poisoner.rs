//! Poisoner (Trouble Brewing, Minion). 000: each night she chooses a player, who is poisoned
//! tonight and tomorrow day.

use crate::ability::{Ability, Choice, Then};
use crate::command::Command;

pub const ABILITY: Ability = Ability {
    id: "poisoner",
    choice: Some(Choice {
        players: 1,
        then: Then::Acts(|by, target| Command::Poison { by, target }),
    }),
    ..Ability::PLAIN
};
