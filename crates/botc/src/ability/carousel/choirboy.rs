//! Choirboy (carousel, Townsfolk). Character ability text: if the Demon kills the King, the
//! Choirboy learns which player is the Demon; the King is in play.
//!
//! He wakes, at his place, only on a night the Demon's attack killed the King
//! (`DeathCause::Demon`: a King executed, or killed by another ability, wakes no one), and the
//! sheet points at the Demon. 001: drunk or poisoned, he may be shown a false Demon (the sheet
//! suggests a player who is not one). Setup (`SetupEffect::Needs` in the table): the bag puts
//! the King in, in place of another Townsfolk, or leaves the Choirboy out when the script has
//! no King; a pick by hand without a King is warned about.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "choirboy",
    wakes: Wakes::If(king_killed_by_demon_tonight),
    learns: Some(|state, _| demons(state)),
    false_answer: false_demon,
    ..Ability::PLAIN
};

/// Did the Demon's attack kill the King tonight?
fn king_killed_by_demon_tonight(state: &GameState, _choirboy: &Seat, night: u32) -> bool {
    if state.phase.night_number() != Some(night) {
        return false;
    }
    state.deaths.iter().any(|d| {
        d.phase == state.phase
            && d.cause == DeathCause::Demon
            && state.seat(d.player).is_some_and(|s| s.is("king"))
    })
}

/// The Demon pointed at.
fn demons(state: &GameState) -> NightInfo {
    NightInfo::Players {
        players: state.of_team(Team::Demon).iter().map(|s| s.id).collect(),
    }
}

/// 001: a player who is not the Demon (Lil' Monsta's babysitter is: [`GameState::of_team`])
/// and cannot register as one, clockwise from him.
fn false_demon(state: &GameState, choirboy: &Seat, _truth: &NightInfo) -> Option<NightInfo> {
    let demons = state.of_team(Team::Demon);
    let fake = super::plain_others(state, choirboy)
        .into_iter()
        .find(|s| !demons.iter().any(|d| d.id == s.id))?;
    Some(NightInfo::Players {
        players: vec![fake.id],
    })
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Assignment;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::warning::SetupWarning;

    fn script(with_king: bool) -> Script {
        let mut characters: Vec<String> = crate::character::of_edition(Edition::TroubleBrewing)
            .filter(|d| d.team != crate::character::Team::Traveller)
            .map(|d| d.id.to_string())
            .collect();
        characters.push("choirboy".into());
        if with_king {
            characters.push("king".into());
        }
        Script::Custom {
            characters,
            name: None,
            author: None,
            homebrew: Vec::new(),
            jinxes: Vec::new(),
        }
    }

    /// The bag: a Choirboy drawn comes with the King; without a King on the script, no
    /// Choirboy. The counts stay legal.
    #[test]
    fn the_bag_brings_the_king() {
        let seats: Vec<_> = (0..9).map(crate::seat::PlayerId).collect();
        let mut found = 0;
        for seed in 0..300 {
            let draw = random_draw(&script(true), &seats, &mut Rng::new(seed));
            if draw.iter().any(|a| a.character == "choirboy") {
                found += 1;
                assert!(draw.iter().any(|a| a.character == "king"), "seed {seed}");
                assert!(check_pick(&script(true), &draw).is_empty(), "seed {seed}");
            }
            let draw = random_draw(&script(false), &seats, &mut Rng::new(seed));
            assert!(
                !draw.iter().any(|a| a.character == "choirboy"),
                "seed {seed}"
            );
        }
        assert!(found > 10, "{found}");
    }

    /// A pick by hand with a Choirboy and no King is warned about.
    #[test]
    fn a_pick_without_the_king_is_warned_about() {
        let pick = |chars: &[&str]| -> Vec<Assignment> {
            chars
                .iter()
                .enumerate()
                .map(|(i, c)| Assignment {
                    player: crate::seat::PlayerId(i as u32),
                    character: c.to_string(),
                    shown: None,
                    alignment: None,
                })
                .collect()
        };
        let without = pick(&[
            "imp", "poisoner", "choirboy", "chef", "empath", "monk", "saint",
        ]);
        assert!(
            check_pick(&script(true), &without).contains(&SetupWarning::Needs {
                id: "choirboy".into(),
                needs: "king".into()
            })
        );
        let with = pick(&[
            "imp", "poisoner", "choirboy", "king", "empath", "monk", "soldier",
        ]);
        assert!(check_pick(&script(true), &with).is_empty());
    }
}
