//! Toymaker (Fabled). Character ability text, in our words: the Demon may choose not to attack
//! on a night, and has to do so at least once; the evil players get their first-night
//! information as usual, even in a small game.
//!
//! Automated: the Demon's choice is optional while the Toymaker is in play (the Storyteller
//! moves on without a kill; [`super::demon_choice`]); the Minion and Demon info steps are on
//! the first night at any player count (002 gives them from 7 players). The "at least once"
//! stays the Storyteller's: the "Final Night: No Attack" reminder and the night prompt.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "toymaker",
    demon_may_skip: true,
    evil_info_always: true,
    storyteller_step: true,
    ..Ability::PLAIN
};
