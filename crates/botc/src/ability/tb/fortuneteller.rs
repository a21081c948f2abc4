//! Fortune Teller (Trouble Brewing, Townsfolk). 000: each night she chooses two players and
//! learns whether either is the Demon; a good player (the red herring) registers as the Demon
//! to her.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "fortuneteller",
    choice: Some(Choice::of(2, Then::Answer)),
    learns: Some(|state, _| demon_check(state)),
    answers: Some(answer),
    acts: Some(set_red_herring),
    says: Some([
        "{targets} is the Fortune Teller's red herring",
        "{targets} est le leurre de la Voyante",
    ]),
    red_herring: true,
    ..Ability::PLAIN
};

/// The Storyteller chooses the red herring, a good player (000: "un joueur bon"), at setup or
/// later; the Fortune Teller herself does not act this way.
fn set_red_herring(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() {
        return Err(RuleError::CannotAct {
            character: "fortuneteller".into(),
        });
    }
    let player = act.target()?;
    let s = state.require(player)?;
    if act.strict && s.is_evil() {
        return Err(RuleError::RedHerringEvil {
            name: s.name.clone(),
        });
    }
    state.red_herring = Some(player);
    Ok(vec![])
}

/// Fortune Teller: who registers as the Demon (the Demon and the red herring; the Recluse may).
pub fn demon_check(state: &GameState) -> NightInfo {
    let mut yes: Vec<PlayerId> = state.of_team(Team::Demon).iter().map(|s| s.id).collect();
    if let Some(r) = state.red_herring {
        if !yes.contains(&r) {
            yes.push(r);
        }
    }
    let maybe = state
        .seats
        .iter()
        .filter(|s| !yes.contains(&s.id) && learn::may_register_as(state, s).contains(&Team::Demon))
        .map(|s| s.id)
        .collect();
    NightInfo::DemonCheck { yes, maybe }
}

/// Fortune Teller: the answer for two chosen players: `Some(true)` yes, `Some(false)` no,
/// `None` when it is the Storyteller's call (a player may register as the Demon).
pub fn fortune_teller_answer(state: &GameState, a: PlayerId, b: PlayerId) -> Option<bool> {
    let NightInfo::DemonCheck { yes, maybe } = demon_check(state) else {
        unreachable!()
    };
    if yes.contains(&a) || yes.contains(&b) {
        Some(true)
    } else if maybe.contains(&a) || maybe.contains(&b) {
        None
    } else {
        Some(false)
    }
}

/// Yes if either chosen player registers as the Demon (the red herring does); the Storyteller's
/// call when one only may (the Recluse); the false suggestion is the other answer.
fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 2)?;
    let truth = fortune_teller_answer(state, chosen[0], chosen[1]);
    let yes = truth.unwrap_or(false);
    Ok(Answer {
        truth: Some(Info::YesNo { yes }),
        storyteller_call: truth.is_none(),
        impaired: step.impaired,
        false_info: step.impaired.then_some(Info::YesNo { yes: !yes }),
    })
}
