//! Fiddler (Fabled). Character ability text, in our words: once in the game, the Demon
//! secretly picks a player of the other team; everyone then votes for one of the two, and the
//! team of the one who loses the vote loses the game.
//!
//! How it is recorded: by day, the Demon's pick is the Fiddler's act with the Demon as `by`
//! and the opponent as the target (the day panel offers it, [`Ability::called_by_day`]).
//! Strict: the Fiddler is in play, it is day, `by` is the Demon, the opponent is of the other
//! alignment, and it was not used before in the game. The vote is the town's, by hand: the
//! decision left offers the two endings (the Demon's team wins, or the opponent's); set aside,
//! the game goes on (a tie is the Storyteller's call).

use crate::ability::prelude::*;

pub const ID: &str = "fiddler";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    called_by_day: Some(1),
    acts: Some(act),
    says: Some([
        "{by} (the Demon) calls on the Fiddler against {targets}",
        "{by} (le Démon) invoque le Violoneux contre {targets}",
    ]),
    ..Ability::PLAIN
};

fn alignment(good: bool) -> Alignment {
    if good {
        Alignment::Good
    } else {
        Alignment::Evil
    }
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let demon = state.require(act.player()?)?.clone();
    let target = act.target()?;
    let opponent = state.require(target)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        if demon.team() != Some(Team::Demon) {
            return Err(RuleError::NotCharacter {
                name: demon.name,
                expected: "demon".into(),
            });
        }
        if opponent.is_good() == demon.is_good() {
            return Err(RuleError::ChoiceNotAllowed {
                name: opponent.name,
                character: ID.into(),
            });
        }
        if super::used_by(state, ID, None) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: demon.name,
                character: ID.into(),
            });
        }
    }
    super::record(state, ID, demon.id, vec![target]);
    let ending = |good: bool| Command::EndGame {
        winner: alignment(good),
        reason: None,
    };
    // The opponent lost the vote: the Demon's team wins; the Demon lost: the other team.
    let suggestions = vec![ending(demon.is_good()), ending(opponent.is_good())];
    Ok(vec![learn::offer_decision(
        state,
        demon.id,
        ID,
        suggestions,
    )])
}
