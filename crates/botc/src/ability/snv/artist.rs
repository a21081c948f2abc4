//! Artist (Sects & Violets, Townsfolk). Character ability text: once per game, by day, she
//! privately asks the Storyteller any yes/no question.
//!
//! By day the question is recorded as her act with no player (the words as a note, as the
//! screens do for a statement); her ability is then spent ("No Ability" reminder; 001: also
//! when drunk or poisoned). The Storyteller's answer is the information given to her that day
//! ([`crate::command::Command::GiveInfo`] with a yes or a no). 001: drunk or poisoned, the
//! answer may be false; with the Vortox, it must be (the engine cannot judge the question).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "artist",
    wakes: Wakes::Never,
    once: true,
    acts: Some(ask),
    says: Some([
        "{by} (Artist) asks the Storyteller a question",
        "{by} (Artiste) pose une question au Conteur",
    ]),
    speaks_by_day: true,
    told_by_day: Some(ToldByDay::YesNoToAct),
    ..Ability::PLAIN
};

fn ask(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        is_character(state, by, "artist")?;
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: "artist",
                phase: state.phase,
            });
        }
        if seat.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: "artist".into(),
            });
        }
    }
    // Drunk or poisoned, she is still answered (maybe falsely): her question is recorded
    // with whether her ability worked.
    record_choice(state, by, "artist", act.targets.to_vec());
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, "artist", "No Ability");
    Ok(vec![Event::AbilitySpent { player: by }])
}
