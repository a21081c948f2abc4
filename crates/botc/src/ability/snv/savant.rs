//! Savant (Sects & Violets, Townsfolk). Character ability text: each day, he may visit the
//! Storyteller in private and learn two things, one true and one false.
//!
//! By day, the Storyteller records the two statements in their own words as the information
//! given to the Savant ([`crate::command::Command::GiveInfo`] with
//! [`Info::Statements`](crate::info::Info::Statements)); each is shown on a card of its own
//! ([`crate::card::for_info`]). The engine cannot judge words: which one is true is the
//! Storyteller's. 001: drunk or poisoned, both may be false; with the Vortox (a Townsfolk's
//! information is false), both must be.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "savant",
    wakes: Wakes::Never,
    told_by_day: Some(ToldByDay::Statements(2)),
    ..Ability::PLAIN
};
