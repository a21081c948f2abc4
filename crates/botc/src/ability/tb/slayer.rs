//! Slayer (Trouble Brewing, Townsfolk). 000: once per game, by day, he publicly chooses a
//! player; if it is the Demon, they die. Anyone may claim to be the Slayer: the shot of a
//! player who is not has no effect.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "slayer",
    day_shot: true,
    acts: Some(shoot),
    says: Some([
        "{by} shoots {targets} as the Slayer",
        "{by} tire sur {targets} en tant que Mercenaire",
    ]),
    ..Ability::PLAIN
};

fn shoot(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "slay",
            phase: state.phase,
        });
    }
    day::slay(state, act.player()?, act.target()?)
}
