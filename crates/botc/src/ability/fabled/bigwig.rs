//! Big Wig (Loric). Character ability text, in our words: each nominee picks one player, who
//! alone may speak until the vote; that player must seem convinced that the nominee is good,
//! or they may die.
//!
//! How it is recorded: by day, while a nomination is open, the nominee's pick is the Big Wig's
//! act with the nominee as `by` and the speaker as the target (the nomination panel offers it
//! to the nominee, [`Ability::called_by_nominee`]; the history keeps who spoke for whom). Strict: the Big Wig is in
//! play, it is day, a nomination is open and `by` is its nominee, who picks once. Whether the
//! speaker seemed convinced is the Storyteller's judgement: the pick leaves a decision whose
//! suggestion is the living speaker's death (by the Storyteller's hand); set aside, they live.
//! Each day opens with the rule as a note.

use crate::ability::prelude::*;

pub const ID: &str = "bigwig";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    called_by_day: Some(1),
    called_by_nominee: true,
    acts: Some(act),
    says: Some([
        "{by}, nominated, gives {targets} the floor until the vote (Big Wig)",
        "{by}, en nomination, donne la parole à {targets} jusqu'au vote (Gros Bonnet)",
    ]),
    day_note: Some(Text::new(
        "Big Wig: after each nomination, the nominee picks one player who alone may speak \
             until the vote; that player must seem convinced the nominee is good, or may die.",
        "Gros Bonnet : après chaque nomination, le joueur nommé choisit un joueur qui seul \
             peut parler jusqu'au vote ; celui-ci doit sembler convaincu que le joueur nommé \
             est bon, sinon il peut mourir.",
    )),
    ..Ability::PLAIN
};

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let nominee = state.require(act.player()?)?.clone();
    let speaker = act.target()?;
    state.require(speaker)?;
    if act.strict {
        super::require_in_play(state, ID)?;
        let Some(day) = state.phase.day_number() else {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        };
        // The open nomination is the last of the day, waiting for its vote (a Traveller's
        // exile is no nomination, 002).
        let open = state.day.open
            && nominations_of(state, day)
                .last()
                .is_some_and(|n| n.nominee == nominee.id && !n.exile);
        if !open {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
        let picked = state
            .choices
            .iter()
            .any(|c| c.character == ID && c.by == nominee.id && c.phase == state.phase);
        if picked {
            return Err(RuleError::AbilityAlreadyUsed {
                name: nominee.name,
                character: ID.into(),
            });
        }
    }
    super::record(state, ID, nominee.id, vec![speaker]);
    if !state.seat(speaker).is_some_and(|s| s.alive) {
        return Ok(Vec::new());
    }
    Ok(vec![learn::offer_decision(
        state,
        speaker,
        ID,
        vec![Command::Die {
            player: speaker,
            cause: DeathCause::Storyteller,
        }],
    )])
}
