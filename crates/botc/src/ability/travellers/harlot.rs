//! Harlot (Sects & Violets, Traveller). Character ability text: each night but the first, they
//! choose a living player; if that player agrees, the Harlot learns their character, and both
//! might die.
//!
//! The choice leads to an answer: the chosen player's character (the Storyteller gives it only
//! if the player agreed). Once given, the deaths wait for the Storyteller: nobody dies (the
//! first suggestion), the chosen player dies, or the Harlot does (settle one, then the other by
//! hand if both die).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "harlot",
    choice: Some(Choice {
        among: Among::AliveOthers,
        ..Choice::of(1, Then::Answer)
    }),
    answers: Some(answer),
    on_told: Some(told),
    ..Ability::PLAIN
};

fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 1)?;
    let seat = state.require(chosen[0])?;
    Ok(Answer {
        truth: Some(Info::Character {
            character: seat.character_id().to_string(),
        }),
        storyteller_call: true,
        impaired: step.impaired,
        false_info: None,
    })
}

/// Character ability text: "if they agree, you learn their character, but you both might die".
fn told(state: &mut GameState, harlot: PlayerId, _: &Info) -> Vec<Event> {
    let Some(partner) = state
        .told
        .last()
        .filter(|t| t.player == harlot)
        .and_then(|t| t.chosen.first().copied())
    else {
        return Vec::new();
    };
    let (h, p) = (state.name(harlot), state.name(partner));
    vec![learn::offer_decision(
        state,
        harlot,
        ABILITY.id,
        vec![
            Command::Note {
                player: Some(harlot),
                text: format!("{h} and {p}: nobody dies / {h} et {p} : personne ne meurt"),
            },
            Command::Die {
                player: partner,
                cause: DeathCause::Storyteller,
            },
            Command::Die {
                player: harlot,
                cause: DeathCause::Storyteller,
            },
        ],
    )]
}
