//! Duchess (Fabled). Character ability text, in our words: each day, up to three players may
//! visit the Duchess; each night but the first, every visitor learns how many visitors are
//! evil, and one of them is told a wrong number.
//!
//! By day, the Storyteller records the visitors (the Duchess's act with no `by`, one to three
//! players at a time, offered on every seat: [`Ability::storyteller_marks`]): each gets
//! "Visitor"; strict mode refuses a fourth visitor, a visitor twice, and the act with no
//! Duchess in play or at night. At night, the same act names the visitor who gets the false
//! number: their "Visitor" becomes "False Info" (strict: a visitor, only one).
//!
//! The step (the Storyteller's, each night but the first) answers for each visitor in turn
//! (the visitor is the step's chosen player, told with [`Command::GiveInfo`] as the Duchess):
//! the true count of evil visitors, worked out from the grimoire, and for the visitor marked
//! "False Info" a false one suggested (the answer flagged as impaired, so a true number told
//! them reads as such). The visitors' marks go at dawn, for the next day's visit.

use crate::ability::prelude::*;

pub const ID: &str = "duchess";

/// The official reminders.
pub const VISITOR: &str = "Visitor";
pub const FALSE_INFO: &str = "False Info";

/// Character ability text: "up to 3 players".
pub const MOST_VISITORS: usize = 3;

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_step: true,
    storyteller_marks: true,
    choice: Some(Choice {
        among: Among::Anyone,
        ..Choice::of(1, Then::Answer)
    }),
    acts: Some(act),
    says_for_storyteller: Some([
        "{targets} visit the Duchess",
        "{targets} rendent visite à la Duchesse",
    ]),
    answers: Some(answer),
    at_phase_start: Some(clear_at_dawn),
    ..Ability::PLAIN
};

/// Today's (or last day's) visitors, the one marked "False Info" included.
fn visitors(state: &GameState) -> Vec<PlayerId> {
    state
        .reminders
        .iter()
        .filter(|r| r.character == ID && (r.reminder == VISITOR || r.reminder == FALSE_INFO))
        .map(|r| r.player)
        .collect()
}

fn marked(state: &GameState, player: PlayerId, reminder: &str) -> bool {
    state
        .reminders
        .iter()
        .any(|r| r.character == ID && r.player == player && r.reminder == reminder)
}

fn refuse(state: &GameState, player: PlayerId) -> RuleError {
    RuleError::ChoiceNotAllowed {
        name: state.name(player),
        character: ID.into(),
    }
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        super::require_in_play(state, ID)?;
    }
    if state.phase.is_day() {
        let before = visitors(state);
        if act.strict {
            if let Some(t) = act.targets.iter().enumerate().find_map(|(i, t)| {
                (before.contains(t) || act.targets[..i].contains(t)).then_some(*t)
            }) {
                return Err(refuse(state, t));
            }
            if act.targets.is_empty() || before.len() + act.targets.len() > MOST_VISITORS {
                return Err(RuleError::WrongChoiceCount {
                    character: ID.into(),
                    needed: MOST_VISITORS - before.len(),
                    got: act.targets.len(),
                });
            }
        }
        for t in act.targets {
            reminder::place(state, *t, ID, VISITOR);
        }
        return Ok(Vec::new());
    }
    // At night: the visitor told the false number.
    let target = act.target()?;
    if act.strict && (!marked(state, target, VISITOR) || !visitors_false(state).is_empty()) {
        return Err(refuse(state, target));
    }
    state
        .reminders
        .retain(|r| !(r.character == ID && r.player == target && r.reminder == VISITOR));
    reminder::place(state, target, ID, FALSE_INFO);
    Ok(Vec::new())
}

/// The visitors marked "False Info".
fn visitors_false(state: &GameState) -> Vec<PlayerId> {
    visitors(state)
        .into_iter()
        .filter(|p| marked(state, *p, FALSE_INFO))
        .collect()
}

/// The answer to one visitor: the evil visitors counted, false for the one marked so.
fn answer(state: &GameState, _: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count_of(chosen)?;
    let visitor = chosen[0];
    let all = visitors(state);
    if !all.contains(&visitor) {
        return Err(refuse(state, visitor));
    }
    let evil = all
        .iter()
        .filter(|p| state.seat(**p).is_some_and(|s| s.is_evil()))
        .count() as u32;
    let lied_to = marked(state, visitor, FALSE_INFO);
    let wrong = if evil == 0 { 1 } else { evil - 1 };
    Ok(Answer {
        truth: Some(Info::Number { value: evil }),
        storyteller_call: false,
        impaired: lied_to,
        false_info: lied_to.then_some(Info::Number { value: wrong }),
    })
}

fn chosen_count_of(chosen: &[PlayerId]) -> Result<(), RuleError> {
    if chosen.len() == 1 {
        Ok(())
    } else {
        Err(RuleError::WrongChoiceCount {
            character: ID.into(),
            needed: 1,
            got: chosen.len(),
        })
    }
}

/// At dawn, the visits are over: the marks go for the next day's visitors.
fn clear_at_dawn(state: &mut GameState) -> Vec<Event> {
    if state.phase.is_day() {
        reminder::remove_all(state, ID, VISITOR);
        reminder::remove_all(state, ID, FALSE_INFO);
    }
    Vec::new()
}
