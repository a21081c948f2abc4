//! Poisoner (Trouble Brewing, Minion). 000: each night she chooses a player, who is poisoned
//! tonight and tomorrow day.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "poisoner",
    choice: Some(Choice {
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(poison),
    says: Some(["{by} poisons {targets}", "{by} empoisonne {targets}"]),
    ..Ability::PLAIN
};

/// 000: "empoisonné cette nuit et demain pendant la journée": until the next dusk.
fn poison(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    Ok(place_status(
        state,
        by,
        target,
        StatusKind::Poisoned,
        Duration::UntilDusk,
    ))
}
