//! Lord of Typhon (carousel, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; the evil players sit in a line with it in the middle, with one
//! Minion more and maybe a different number of Outsiders. The kill is the Demon's plain attack
//! through the one kill path; the extra Minion is counted at setup (`SetupEffect::Minions`), the
//! seating and the first night's step (its neighbours told they are Minions) are the
//! Storyteller's.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "lordoftyphon",
    choice: Some(learn::DEMON_ATTACK),
    choice_now: Some(super::attack_after_first),
    acts: Some(super::kill_after_first),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(super::attack_info_after_first),
    ..Ability::PLAIN
};
