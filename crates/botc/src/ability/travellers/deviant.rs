//! Deviant (Sects & Violets, Traveller). Character ability text: if they were the funniest
//! today, they cannot die by exile.
//!
//! Who was funny is the Storyteller's judgement: when the Deviant is exiled, the exile waits
//! for the Storyteller as always, with a third way to settle it: the Deviant stays, a note.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "deviant",
    rules: Rules {
        exile_note: Some([
            "the Deviant was the funniest today: not exiled",
            "le Déviant a été le plus drôle aujourd'hui : pas d'exil",
        ]),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};
