//! Barista (Sects & Violets, Traveller). Character ability text: each night, until dusk, one
//! player is either sober, healthy and given true information, or has their ability work twice;
//! they learn which.
//!
//! The Storyteller's choice of player is recorded as the Barista's act: that player is sober
//! and healthy until dusk ([`crate::ability::rules::kept_sober`], asked by
//! [`crate::status::ability_works`]) and marked "Sober & Healthy". The other way (acting
//! twice) is the Storyteller's to run: they place the "Acts Twice" reminder instead and wake
//! the player twice.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "barista",
    choice: Some(Choice {
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(serve),
    says: Some([
        "{by} (Barista): {targets} is sober and healthy until dusk",
        "{by} (Barista) : {targets} est sobre et sain jusqu'au crépuscule",
    ]),
    rules: Rules {
        keeps_sober: Some(keeps_sober),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The reminder on the player served.
pub const SOBER: &str = "Sober & Healthy";

fn serve(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let worked = record_choice(state, by, ABILITY.id, vec![target]);
    reminder::remove_all(state, ABILITY.id, SOBER);
    if !worked {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    reminder::place(state, target, ABILITY.id, SOBER);
    Ok(Vec::new())
}

/// The player served tonight, until the next dusk.
fn keeps_sober(state: &GameState, holder: PlayerId, player: PlayerId) -> bool {
    rules::chosen_this_cycle(state, holder, ABILITY.id)
        .last()
        .is_some_and(|(targets, worked)| worked && targets.contains(&player))
}
