//! Monk (Trouble Brewing, Townsfolk). 000: each night but the first, he chooses another player,
//! who is safe from the Demon tonight.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "monk",
    choice: Some(Choice {
        among: Among::Others,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(protect),
    says: Some(["{by} protects {targets}", "{by} protège {targets}"]),
    ..Ability::PLAIN
};

/// 000: "sauf le premier soir", "un joueur (pas lui-même)", safe until dawn.
fn protect(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "monk")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "monk".into(),
            });
        }
        if by == target {
            return Err(RuleError::CannotChooseSelf {
                name: state.name(by),
                character: "monk".into(),
            });
        }
    }
    Ok(place_status(
        state,
        by,
        target,
        StatusKind::Safe,
        Duration::UntilDawn,
    ))
}
