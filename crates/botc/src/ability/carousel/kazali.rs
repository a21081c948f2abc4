//! Kazali (carousel, Demon). Character ability text: each night but the first, it chooses a
//! player, who dies; at setup it picks which players are which Minions, and the number of
//! Outsiders may change. The kill is the Demon's plain attack through the one kill path; the
//! first night's step (the Minions it picks) is the Storyteller's, by hand
//! (`SetupEffect::Manual` in the table).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "kazali",
    choice: Some(learn::DEMON_ATTACK),
    choice_now: Some(super::attack_after_first),
    acts: Some(super::kill_after_first),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(super::attack_info_after_first),
    ..Ability::PLAIN
};
