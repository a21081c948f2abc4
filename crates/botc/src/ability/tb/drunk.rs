//! Drunk (Trouble Brewing, Outsider). 000: he does not know he is the Drunk: he thinks he is a Townsfolk and
//! wakes as that character, his ability not working. Set up as a token not in the bag
//! (`crate::data`).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "drunk",
    ..Ability::PLAIN
};
