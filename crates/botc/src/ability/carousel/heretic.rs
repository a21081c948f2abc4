//! Heretic (carousel, Outsider). Character ability text: whoever wins loses and whoever loses
//! wins, even once the Heretic is dead.
//!
//! - The engine works out the win as the rules and the other abilities say (002: an ability's
//!   win beats a rule's, good wins ties), then turns it around while the Heretic's ability
//!   works ([`crate::victory::turned_around`]): the win offered to the Storyteller, and the one
//!   kept when the game ends, is the other team's, for the same reason; the victory screen
//!   says the Heretic turned it.
//! - Dead, the Heretic keeps the ability (the character's flags: it works even when dead).
//! - 001: drunk or poisoned, the ability does nothing: the win stands as the rules say.
//! - A win the Storyteller declares in their own words is theirs: it is not turned.
//! - The jinxes "never in play together" (the Baron, the Godfather, the Lleech, the Pit-Hag, the
//!   Spy and the Widow) are setup rules: the check warns (`SetupWarning::NeverTogether`), the
//!   draw never draws both ([`crate::jinx::never_together`]); the Boffin's is the Boffin's.
//! - The Heretic does not wake.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "heretic",
    turns_win_around: true,
    ..Ability::PLAIN
};

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::test_util::P;
    use crate::victory::{check, Win, WinReason};

    /// The Demon dies: evil wins, for that reason; the win kept at the end is the same.
    #[test]
    fn the_demon_dies_and_evil_wins() {
        let mut g = custom_game(&["imp", "poisoner", "heretic", "chef", "empath"]);
        g.apply(Command::Die {
            player: P(0),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        let turned = Win {
            winner: Alignment::Evil,
            reason: WinReason::DemonDead,
        };
        assert_eq!(check(g.state()), Some(turned));
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        assert_eq!(g.state().win, Some(turned));
    }

    /// A win the Storyteller declares for good stays good's.
    #[test]
    fn a_declared_win_is_not_turned() {
        let mut g = custom_game(&["imp", "poisoner", "heretic", "chef", "empath"]);
        g.apply(Command::EndGame {
            winner: Alignment::Good,
            reason: None,
        })
        .unwrap();
        assert_eq!(
            g.state().win,
            Some(Win {
                winner: Alignment::Good,
                reason: WinReason::Declared,
            })
        );
    }
}
