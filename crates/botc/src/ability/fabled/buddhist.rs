//! Buddhist (Fabled). Character ability text, in our words: for the first two minutes of each
//! day, the experienced players keep quiet.
//!
//! Automated: its first-night step (announcing who counts as experienced) is the Storyteller's
//! on the sheet, and each day opens with the rule as a note.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "buddhist",
    storyteller_step: true,
    day_note: Some(Text::new(
        "Buddhist: for the first two minutes of the day, the experienced players may not \
             talk.",
        "Bouddhiste : pendant les deux premières minutes du jour, les joueurs expérimentés \
             ne parlent pas.",
    )),
    ..Ability::PLAIN
};
