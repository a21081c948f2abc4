//! Voudon (Bad Moon Rising, Traveller). Character ability text: only the Voudon and the dead
//! may vote; they need no vote token to do so, and no majority of half the living is needed.
//!
//! [`crate::vote`] asks [`crate::ability::rules::dead_vote`]: the living others cannot raise a
//! hand, the dead keep their token, and a vote needs only one vote and more than any other
//! today (a tie puts nobody on the block, 002). An exile keeps its own rules.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "voudon",
    rules: Rules {
        dead_vote: true,
        ..Rules::NONE
    },
    ..Ability::PLAIN
};
