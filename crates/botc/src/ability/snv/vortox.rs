//! Vortox (Sects & Violets, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; Townsfolk abilities yield false information; each day, if no
//! one is executed, evil wins.
//!
//! The attack goes through the one kill path, as every Demon's. While its ability works (alive,
//! sober and healthy), the information of every Townsfolk whose own ability works must be
//! false ([`crate::abnormal::false_required`]): the sheet suggests a false answer, and a true
//! one given is refused in strict mode (an override records the Storyteller's choice). A drunk
//! or poisoned Townsfolk has no working ability to turn false: they may be told the truth.
//! A day that ends with no execution is an evil win ([`crate::victory::no_execution_win`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "vortox",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(learn::demon_attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    forces_false: Some(forces_false),
    evil_wins_without_execution: true,
    ..Ability::PLAIN
};

/// A living Vortox whose ability works turns every working Townsfolk's information false.
fn forces_false(state: &GameState, vortox: PlayerId, told: &Seat) -> bool {
    state.seat(vortox).is_some_and(|v| v.alive)
        && ability_works(state, vortox)
        && working_townsfolk(state, told)
}
