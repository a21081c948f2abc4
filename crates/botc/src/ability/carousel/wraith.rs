//! Wraith (carousel, Minion). Character ability text: the Wraith may keep their eyes open at
//! night, and is woken whenever other evil players are.
//!
//! Nothing to work out: the Wraith's own place on the sheet is the Storyteller's reminder (the
//! player is not woken for it, [`Ability::storyteller_step`]). While the Wraith lives with a
//! working ability, every step where other evil players wake (the Minion info, the Demon info,
//! an evil player's own step) carries a note to wake the Wraith too
//! ([`Ability::wakes_with_evil`], [`crate::ability::wake_notes`]). 001: a drunk or poisoned
//! Wraith has no ability: no note (the Storyteller still may wake them, to hide it). The
//! Wraith's eyes are the player's business; the jinxes with the Alchemist, the Magician and
//! the Plague Doctor are shown as text for the Storyteller.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "wraith",
    storyteller_step: true,
    wakes_with_evil: Some(Text::new(
        "Wake the Wraith too: they may watch with their eyes open.",
        "Réveillez aussi le Spectre : il peut regarder les yeux ouverts.",
    )),
    ..Ability::PLAIN
};

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::ability::wake_notes;
    use crate::command::Command;
    use crate::night::{sheet, StepKind};
    use crate::test_util::P;

    /// The note shows on the evil team's steps (the Minion info, the Demon info, the
    /// Poisoner's), not on a good player's nor on the Wraith's own; a poisoned Wraith gets none.
    #[test]
    fn the_wraith_wakes_with_the_evil_team() {
        let mut g = custom_game(&[
            "imp", "wraith", "chef", "empath", "monk", "soldier", "poisoner",
        ]);
        let noted = |g: &crate::game::Game| -> Vec<String> {
            sheet(g.state())
                .iter()
                .filter(|s| !wake_notes(g.state(), s).is_empty())
                .map(|s| match s.kind {
                    StepKind::Character => s.character.clone().unwrap_or_default(),
                    k => format!("{k:?}"),
                })
                .collect()
        };
        assert_eq!(noted(&g), ["MinionInfo", "DemonInfo", "poisoner"]);
        g.apply(Command::act("poisoner", P(6), P(1))).unwrap();
        assert!(noted(&g).is_empty());
    }
}
