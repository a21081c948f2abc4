//! Gardener (Loric). Character ability text, in our words: the Storyteller deals the
//! characters to the players instead of drawing them from the bag.
//!
//! Automated at setup, while the Storyteller has it in play
//! ([`Ability::characters_hand_picked`]): the engine offers no random draw
//! ([`crate::setup::hand_picked`]: the setup screen hides its draw button, and the suggested
//! draw is empty), so the Storyteller picks each seat's character by hand; the setup check
//! still applies (the usual counts and setup changes). The setup screen and each day say it is
//! in play. Which player gets which character is the Storyteller's choice.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gardener",
    wakes: Wakes::Never,
    characters_hand_picked: true,
    setup_note: Some(Text::new(
        "Gardener: no bag. Choose each player's character yourself; the usual counts still \
             apply.",
        "Jardinier : pas de sac. Choisissez vous-même le personnage de chaque joueur ; les \
             effectifs habituels s'appliquent.",
    )),
    day_note: Some(Text::new(
        "Gardener: the Storyteller chose every player's character.",
        "Jardinier : le Conteur a choisi le personnage de chaque joueur.",
    )),
    ..Ability::PLAIN
};
