//! Dreamer (Sects & Violets, Townsfolk). Character ability text: each night he chooses a
//! player (not himself, not a Traveller) and learns one good and one evil character, one of
//! which is that player's.
//!
//! "Good" and "evil" are the characters' types (Townsfolk and Outsiders are good characters,
//! Minions and Demons evil), whatever the player's alignment. The answer shows two tokens, the
//! good one first: the player's own and, on the other side, a character of the script that is
//! not in play where there is one. 002: a player who may register as another type (the
//! Recluse as a Minion or the Demon, the Spy as a Townsfolk or an Outsider) makes a token of
//! that type the Storyteller's call. 001: drunk or poisoned (and with the Vortox, every night),
//! the suggestion is two tokens neither of which is the player's.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "dreamer",
    choice: Some(Choice {
        among: Among::Others,
        ..Choice::of(1, Then::Answer)
    }),
    answers: Some(answer),
    judges: Some(judge),
    ..Ability::PLAIN
};

/// Is a character of this type good?
fn good(team: Team) -> bool {
    matches!(team, Team::Townsfolk | Team::Outsider)
}

/// A character of the script on the `good` side (or the evil one) other than `except`: one
/// not in play where there is one.
fn decoy(state: &GameState, good_side: bool, except: &[&str]) -> Option<String> {
    let side: Vec<_> = state
        .script
        .characters()
        .into_iter()
        .filter(|d| good(d.team) == good_side && !except.contains(&d.id))
        .collect();
    side.iter()
        .find(|d| !state.in_play(d.id))
        .or(side.first())
        .map(|d| d.id.to_string())
}

/// The two tokens, good first.
fn tokens(good_one: String, evil_one: String) -> Info {
    Info::Characters {
        characters: vec![good_one, evil_one],
    }
}

fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 1)?;
    let seat = state.require(chosen[0])?;
    if seat.traveller {
        return Err(RuleError::ChoiceNotAllowed {
            name: seat.name.clone(),
            character: "dreamer".into(),
        });
    }
    let own = seat.character_id().to_string();
    let own_good = seat.team().is_none_or(good);
    let other = decoy(state, !own_good, &[&own]).unwrap_or_default();
    let truth = if own_good {
        tokens(own.clone(), other)
    } else {
        tokens(other, own.clone())
    };
    let false_info = step
        .impaired
        .then(|| {
            Some(tokens(
                decoy(state, true, &[&own])?,
                decoy(state, false, &[&own])?,
            ))
        })
        .flatten();
    Ok(Answer {
        truth: Some(truth),
        storyteller_call: !learn::may_register_as(state, seat).is_empty(),
        impaired: step.impaired,
        false_info,
    })
}

/// True when one of the two tokens is the chosen player's character; true by a registration
/// when one is of a type the player may register as.
fn judge(state: &GameState, _step: &NightStep, chosen: &[PlayerId], info: &Info) -> Verdict {
    let (Some(seat), Info::Characters { characters }) =
        (chosen.first().and_then(|p| state.seat(*p)), info)
    else {
        return Verdict::Unknown;
    };
    if characters.iter().any(|c| seat.is(c)) {
        return Verdict::True;
    }
    let may = learn::may_register_as(state, seat);
    let registers = characters
        .iter()
        .filter_map(|c| state.character(c))
        .any(|d| may.contains(&d.team));
    if registers {
        Verdict::Registration
    } else {
        Verdict::False
    }
}
