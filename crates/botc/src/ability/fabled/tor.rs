//! Tor (Loric). Character ability text, in our words: the players do not know their character
//! or their team; each learns them on dying. Nobody draws from the bag: the Storyteller
//! places the characters.
//!
//! Automated while the Storyteller has it in play ([`Ability::characters_kept_secret`]):
//! - setup: the setup screen says to keep the tokens from the players (the Storyteller's own
//!   draw, or picks, go straight into the grimoire), and the bag's screen shows a player (not
//!   a Traveller) that they do not know their character, instead of it
//!   ([`crate::setup::characters_secret`]);
//! - no Minion info and no Demon info (the evil team does not know itself, nor gets bluffs),
//!   whatever the player count or another ability says; the abilities work as usual and their
//!   players still wake at their places;
//! - a player whose character changes while alive is not told (no "You are" step);
//! - its steps at its places on the sheet, the Storyteller's alone (first night: a reminder
//!   that nobody knows their character; other nights: waking the dead);
//! - a "You are" step for each player who died tonight, at its place (or right after the step
//!   that killed them, if later), showing their character and their team, true even if they
//!   were drunk or poisoned;
//! - by day, a note reminding the Storyteller to tell a player executed or killed today, in
//!   private (the engine records that as the Storyteller's own information).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "tor",
    storyteller_step: true,
    characters_kept_secret: true,
    setup_note: Some(Text::new(
        "Tor: do not let the players see their tokens; put the characters in the grimoire \
             yourself.",
        "Tor : ne montrez pas leurs jetons aux joueurs ; placez vous-même les personnages \
             dans le grimoire.",
    )),
    day_note: Some(Text::new(
        "Tor: tell each player who dies today, in private, their character and their team.",
        "Tor : dites en privé à chaque joueur qui meurt aujourd'hui son personnage et son \
             équipe.",
    )),
    ..Ability::PLAIN
};
