//! Spirit of Ivory (Fabled). Character ability text, in our words: there is never more than one
//! evil player beyond the usual number.
//!
//! Automated: the setup check warns when the characters and alignments handed out make more
//! than one evil player beyond the count table's Minions and Demons (an evil Traveller or a
//! player given the evil alignment counts). The victory is unchanged; a player turning evil
//! later (the "No More Evil" reminder) is the Storyteller's to stop.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "spiritofivory",
    wakes: Wakes::Never,
    most_extra_evil: Some(1),
    ..Ability::PLAIN
};
