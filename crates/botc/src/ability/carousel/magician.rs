//! Magician (carousel, Townsfolk). Character ability text: the Demon believes the Magician is
//! a Minion, and the Minions believe the Magician is a Demon.
//!
//! The evil team's first-night information shows it (002: 7 or more players): the Minion info
//! points at the Magician among the Demons, the Demon info at the Magician among the Minions,
//! all in seat order so that the cards do not tell which is which. The Magician does not wake:
//! the step of the first night's sheet is left out, the evil team's steps doing it. 001: a
//! drunk or poisoned Magician is not shown. The grimoire jinxes (the Spy, the Widow: the
//! Demon's and the Magician's tokens are taken out of the grimoire they see) are applied where
//! the grimoire is shown ([`learn::grimoire`], [`crate::card::for_spy`]). Jinx (the Vizier): with
//! the Vizier in play, the Magician has no ability (the evil team's information is as usual),
//! and the Vizier cannot have them executed at once ([`super::vizier`]). The other jinxes (the
//! Legion, the Lil' Monsta, the Marionette, the Wraith) stay with the Storyteller.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "magician",
    wakes: Wakes::Never,
    changes_evil_info: Some(mixed_in),
    ..Ability::PLAIN
};

/// The Magician among the Demons at the Minion info, among the Minions at the Demon info.
fn mixed_in(state: &GameState, magician: &Seat, info: &mut NightInfo) {
    if jinx::active(state, ABILITY.id, "vizier") {
        return;
    }
    let list = match info {
        NightInfo::EvilTeam { demons, .. } => demons,
        NightInfo::DemonInfo { minions, .. } => minions,
        _ => return,
    };
    if !list.contains(&magician.id) {
        list.push(magician.id);
        list.sort_by_key(|p| state.index_of(*p));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::*;

    /// Seven players: the Minions see two Demons, the Demon two Minions, in seat order.
    #[test]
    fn the_evil_team_sees_the_magician() {
        let g = tb_game(&[
            "chef", "magician", "imp", "poisoner", "empath", "monk", "soldier",
        ]);
        let steps = sheet(g.state());
        let cards = |kind| {
            let step = steps.iter().find(|s| s.kind == kind).unwrap();
            crate::card::for_step(g.state(), step)
        };
        assert_eq!(
            cards(StepKind::MinionInfo),
            vec![
                Card::ThisIsTheDemon { player: P(1) },
                Card::ThisIsTheDemon { player: P(2) }
            ]
        );
        assert_eq!(
            cards(StepKind::DemonInfo),
            vec![Card::TheseAreYourMinions {
                players: vec![P(1), P(3)]
            }]
        );
    }
}
