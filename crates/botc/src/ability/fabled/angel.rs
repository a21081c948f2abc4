//! Angel (Fabled). Character ability text, in our words: the Storyteller names players the
//! Angel protects; whoever is most to blame when one of them dies may have something bad
//! happen to them.
//!
//! Automated: its first-night step (announcing who is protected) is the Storyteller's on the
//! sheet, its reminders ("Protected", "Something Bad") are offered on every seat, and each
//! day opens with a note. What the "something bad" is stays the Storyteller's.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "angel",
    storyteller_step: true,
    day_note: Some(Text::new(
        "Angel: if a Protected player dies, the player most to blame may suffer for it \
             (Something Bad).",
        "Ange : si un joueur Protégé meurt, le joueur le plus responsable peut en payer le \
             prix (Quelque chose de grave).",
    )),
    ..Ability::PLAIN
};
