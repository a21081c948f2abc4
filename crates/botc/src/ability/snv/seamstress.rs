//! Seamstress (Sects & Violets, Townsfolk). Character ability text: once per game, at night,
//! she may choose two players (not herself) and learn whether they share an alignment.
//!
//! She wakes each night while her ability is unused and may choose no one (the Storyteller
//! moves on). Told the answer ([`crate::command::Command::GiveInfo`] with her two players), her
//! ability is spent ("No Ability" reminder; 001: a use while drunk or poisoned is spent too).
//! 002: a player who may register as the other alignment (the Recluse, the Spy) makes the
//! answer the Storyteller's call. 001: drunk or poisoned (or with the Vortox), the other answer
//! is suggested.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "seamstress",
    once: true,
    choice: Some(Choice {
        among: Among::Others,
        optional: true,
        ..Choice::of(2, Then::Answer)
    }),
    answers: Some(answer),
    on_told: Some(spent),
    ..Ability::PLAIN
};

fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 2)?;
    let a = state.require(chosen[0])?;
    let b = state.require(chosen[1])?;
    let yes = a.is_good() == b.is_good();
    let registers = !learn::may_register_as(state, a).is_empty()
        || !learn::may_register_as(state, b).is_empty();
    Ok(Answer {
        truth: Some(Info::YesNo { yes }),
        storyteller_call: registers,
        impaired: step.impaired,
        false_info: step.impaired.then_some(Info::YesNo { yes: !yes }),
    })
}

/// Told her answer: the ability is spent; her choice is kept so that tonight's step stays on
/// the sheet, done.
fn spent(state: &mut GameState, player: PlayerId, _info: &Info) -> Vec<Event> {
    let chosen = state
        .told
        .last()
        .filter(|t: &&Told| t.player == player)
        .map(|t| t.chosen.clone())
        .unwrap_or_default();
    if chosen.is_empty() {
        // Nothing chosen: nothing used.
        return Vec::new();
    }
    record_choice(state, player, "seamstress", chosen);
    if let Some(s) = state.seat_mut(player) {
        s.ability_used = true;
    }
    reminder::place(state, player, "seamstress", "No Ability");
    vec![Event::AbilitySpent { player }]
}
