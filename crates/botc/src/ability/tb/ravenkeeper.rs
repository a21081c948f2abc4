//! Ravenkeeper (Trouble Brewing, Townsfolk). 000: if he dies at night, he wakes, chooses a
//! player and learns their character.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): picked by that
//! Demon at night ([`crate::ability::carousel::leviathan::pick`]), he wakes and uses his
//! ability without dying.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "ravenkeeper",
    wakes: Wakes::If(wakes),
    when_picked_by_demon: Some(|_, _, _| Vec::new()),
    choice: Some(Choice::of(1, Then::Answer)),
    learns: Some(|state, _| learn::grimoire(state)),
    answers: Some(answer),
    ..Ability::PLAIN
};

/// Died tonight (the night is now), or picked tonight by a jinxed Demon.
fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    let died = state.phase.night_number() == Some(night) && state.died_tonight(seat.id).is_some();
    died || carousel::leviathan::picked_tonight(state, seat.id, ABILITY.id, night)
}

/// The chosen player's character; the false suggestion is a character of the other side that
/// is not in play.
fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 1)?;
    let seat = state.require(chosen[0])?;
    let character = seat.character_id().to_string();
    let false_info = if step.impaired {
        let other = match seat.team() {
            Some(Team::Townsfolk | Team::Outsider) => Team::Minion,
            _ => Team::Townsfolk,
        };
        learn::not_in_play(state, other, None).map(|c| Info::Character { character: c })
    } else {
        None
    };
    Ok(Answer {
        truth: Some(Info::Character { character }),
        storyteller_call: !learn::may_register_as(state, seat).is_empty(),
        impaired: step.impaired,
        false_info,
    })
}
