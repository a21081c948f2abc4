//! Zealot (carousel, Outsider). Character ability text: while five or more players are alive,
//! the Zealot must vote on every nomination.
//!
//! The engine counts the living (Travellers included: they are players) and, while the
//! Zealot's ability works, marks their hand on the vote walk as one that must be raised
//! ([`Ability::must_vote`], [`crate::vote::must_vote`]); in strict mode their hand cannot be
//! counted down (`MustVote`), whether tapped down, passed by a tap further along, left out of
//! a vote recorded at once, or not reached when the vote is closed. The Storyteller's override
//! records a lowered hand all the same (the player broke their rule: what follows is the
//! Storyteller's). A Traveller's exile is not a nomination (002): the Zealot votes as they
//! like. 001: a drunk or poisoned Zealot, or a
//! dead one, is not held to it (they may still believe they are). The jinxes with the
//! Cannibal, Legion and the Vizier are the Storyteller's (shown as text).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "zealot",
    must_vote: Some(|state, _| state.alive_count() >= 5),
    ..Ability::PLAIN
};
