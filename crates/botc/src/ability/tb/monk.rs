//! Monk (Trouble Brewing, Townsfolk). 000: each night but the first, he chooses another player,
//! who is safe from the Demon tonight.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): if the Demon
//! nominates the player the Monk protected last night and that player is executed (or is
//! nominated in the riot, where the nomination kills), good wins
//! ([`Ability::protects_from_demon`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "monk",
    choice: Some(Choice {
        among: Among::Others,
        when: When::NightAfterFirst,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(protect),
    says: Some(["{by} protects {targets}", "{by} protège {targets}"]),
    protects_from_demon: Some(|state, monk, target| {
        chosen_last_night(state, "monk", monk).contains(&target)
    }),
    ..Ability::PLAIN
};

/// 000: "sauf le premier soir", "un joueur (pas lui-même)", safe until dawn.
fn protect(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    Ok(place_status(
        state,
        by,
        target,
        StatusKind::Safe,
        Duration::UntilDawn,
    ))
}
