//! Imp (Trouble Brewing, Demon). 000: each night but the first, he chooses a player, who dies;
//! if he chooses himself, he dies and a Minion becomes the Imp.

use crate::ability::{learn, Ability};

pub const ABILITY: Ability = Ability {
    id: "imp",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(learn::demon_attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    passes_on_when_self_killed: true,
    ..Ability::PLAIN
};
