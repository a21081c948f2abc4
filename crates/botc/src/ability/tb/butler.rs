//! Butler (Trouble Brewing, Outsider). 000: each night he chooses a player (not himself) as
//! his master; tomorrow he may vote only if his master votes too.

use crate::ability::{Ability, Choice, Then};
use crate::command::Command;
use crate::night::NightInfo;

pub const ABILITY: Ability = Ability {
    id: "butler",
    choice: Some(Choice {
        players: 1,
        then: Then::Acts(|butler, master| Command::ChooseMaster { butler, master }),
    }),
    learns: Some(|state, _| NightInfo::Master {
        current: state
            .reminders
            .iter()
            .find(|r| r.character == "butler" && r.reminder == "Master")
            .map(|r| r.player),
    }),
    ..Ability::PLAIN
};
