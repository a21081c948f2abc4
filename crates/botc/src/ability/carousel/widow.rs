//! Widow (carousel, Minion). Character ability text: on her first night she looks at the
//! grimoire and chooses a player, who is poisoned; one good player knows a Widow is in play.
//!
//! The poison has no end of its own (`Duration::Permanent`): like every status from a player's
//! ability, it is in force only while the Widow keeps her character and a working ability
//! (000/003), so it ends when she dies or is drunk or poisoned. The good player who learns of
//! her is the Storyteller's pick, told at her step (her prompt; the "Know" reminder).
//!
//! Jinx (the Poppy Grower): while the Poppy Grower lives with a working ability, the Widow does
//! not see the grimoire ([`learn::sees_grimoire`]); she still chooses. Jinx (the Damsel): see
//! [`super::damsel`].

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "widow",
    choice: Some(Choice::of(1, Then::Acts)),
    acts: Some(poison),
    says: Some(["{by} poisons {targets}", "{by} empoisonne {targets}"]),
    learns: Some(learn::grimoire_seen),
    sees_grimoire: true,
    ..Ability::PLAIN
};

/// Character ability text: "on your 1st night", once; the poisoned player stays poisoned.
fn poison(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "widow")?;
        if state.phase != Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "widow".into(),
            });
        }
    }
    Ok(place_status(
        state,
        by,
        target,
        StatusKind::Poisoned,
        Duration::Permanent,
    ))
}
