//! Doomsayer (Fabled). Character ability text, in our words: while four or more players live,
//! each living player may, once in the game, publicly call for a player of their own
//! alignment to die; the Storyteller picks who.
//!
//! How it is recorded: by day, the call is the Doomsayer's act with the caller as `by` and no
//! target (the day panel offers it, [`Ability::called_by_day`]). Strict: the Doomsayer is in
//! play, it is day, the caller is alive, four or more players live, and the caller has not
//! called it before. The call leaves a decision: every living player of the caller's
//! alignment (the caller included) is a suggestion, each a death by the Storyteller's hand.

use crate::ability::prelude::*;

pub const ID: &str = "doomsayer";

/// Character ability text: "4 or more players live".
pub const MIN_ALIVE: usize = 4;

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    called_by_day: Some(0),
    acts: Some(act),
    says: Some([
        "{by} calls on the Doomsayer",
        "{by} invoque le Prêcheur de l'Apocalypse",
    ]),
    ..Ability::PLAIN
};

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let caller = state.require(by)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        if !caller.alive {
            return Err(RuleError::AlreadyDead { name: caller.name });
        }
        if state.alive_count() < MIN_ALIVE {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
        if super::used_by(state, ID, Some(by)) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: caller.name,
                character: ID.into(),
            });
        }
    }
    super::record(state, ID, by, Vec::new());
    let good = caller.is_good();
    let suggestions = state
        .seats
        .iter()
        .filter(|s| s.alive && s.is_good() == good)
        .map(|s| Command::Die {
            player: s.id,
            cause: DeathCause::Storyteller,
        })
        .collect();
    Ok(vec![learn::offer_decision(state, by, ID, suggestions)])
}
