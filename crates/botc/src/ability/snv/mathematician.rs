//! Mathematician (Sects & Violets, Townsfolk). Character ability text: each night he learns
//! how many players' abilities worked abnormally since dawn because of another character's
//! ability.
//!
//! The number is [`crate::abnormal::count_since_dawn`]: choices a drunk or poisoned player made
//! for nothing, information given false to a drunk or poisoned player or because the Vortox
//! requires it, information true only by a registration (002), and the Storyteller's marks —
//! each player once, the Mathematician left out. The Storyteller marks what the engine cannot
//! see (a poisoned Soldier killed by the Demon…) with the Mathematician's act with no player,
//! naming the players whose abilities went wrong. 001: drunk or poisoned, he may be told a
//! false number.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mathematician",
    learns: Some(learns),
    false_answer: false_number,
    acts: Some(mark),
    storyteller_marks: true,
    says: Some([
        "{targets}: ability worked abnormally (Mathematician)",
        "{targets} : capacité anormale (Mathématicien)",
    ]),
    ..Ability::PLAIN
};

/// The count since dawn; the players only his jinxes let him learn about (the Drunk's own
/// failures, the Lunatic's attack gone astray: official jinx list) are counted, and the number
/// without them is true as well (he *might* learn about them).
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let value = count_since_dawn(state, seat.id);
    let jinxed = jinx_only_since_dawn(state)
        .iter()
        .filter(|p| **p != seat.id)
        .count() as u32;
    NightInfo::Number {
        value,
        may_be: if jinxed > 0 {
            vec![value - jinxed]
        } else {
            Vec::new()
        },
    }
}

/// One more than the truth (a count is never below zero).
fn false_number(_: &GameState, _: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    let NightInfo::Number { value, .. } = truth else {
        return None;
    };
    Some(NightInfo::Number {
        value: value + 1,
        may_be: Vec::new(),
    })
}

/// The Storyteller marks the players whose abilities worked abnormally in a way the engine
/// does not see; the Mathematician himself does not act.
fn mark(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() {
        return Err(RuleError::CannotAct {
            character: "mathematician".into(),
        });
    }
    for t in act.targets {
        let s = state.require(*t)?;
        let character = s.character_id().to_string();
        state.abnormal.push(Abnormal {
            player: *t,
            character,
            phase: state.phase,
            why: Why::Storyteller,
        });
    }
    Ok(Vec::new())
}
