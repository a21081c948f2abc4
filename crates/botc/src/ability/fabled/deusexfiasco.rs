//! Deus ex Fiasco (Fabled). Character ability text, in our words: at least once in the game,
//! the Storyteller makes a mistake on purpose, then corrects it and admits it publicly.
//!
//! Automated: a note at the start of each day, and its reminder ("Whoopsie") offered on every
//! seat. The mistake itself is the Storyteller's.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "deusexfiasco",
    day_note: Some(Text::new(
        "Deus ex Fiasco: once this game, make a mistake on purpose, then correct it and own \
             up to it publicly (Whoopsie).",
        "Deus ex Fiasco : une fois dans la partie, faites exprès une erreur, puis corrigez-la \
             et avouez-la publiquement (Oups).",
    )),
    ..Ability::PLAIN
};
