//! Pope (Loric). Character ability text, in our words: some good characters are in play more
//! than once, and may also be among the Demon's bluffs.
//!
//! Automated at setup, while the Storyteller has it in play ([`Ability::good_characters_repeat`]):
//! - the setup check accepts a Townsfolk or an Outsider given to several players, where it
//!   would warn of a duplicate; each copy of an Outsider beyond the first may stand in a
//!   Townsfolk's place, so the Outsider count may be that much higher (a Townsfolk swapped for
//!   a copy of an in-play Outsider);
//! - the bag's suggested draw gives one Townsfolk drawn a second time, in the place of another
//!   Townsfolk drawn, who goes back among the characters not in play (a character that
//!   brings, needs or is needed by another, or that is already in play several times, is left
//!   as it is);
//! - the bluffs' check accepts a good character in play as a bluff.
//!
//! Which characters to double, and whether to give the Demon a doubled one as a bluff, stay the
//! Storyteller's choice. Nothing happens during the game. Our reading of "good" follows our
//! text (Townsfolk and Outsiders); a Minion or Demon given twice is still warned about.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "pope",
    wakes: Wakes::Never,
    good_characters_repeat: true,
    setup_note: Some(Text::new(
        "Pope: you may give a good character to more than one player, and show the Demon \
             a good character in play as a bluff.",
        "Pape : vous pouvez donner un même personnage bon à plusieurs joueurs, et montrer \
             au Démon un personnage bon en jeu comme bluff.",
    )),
    ..Ability::PLAIN
};
