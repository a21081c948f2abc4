//! Village Idiot (Townsfolk, outside the base editions). Character ability text: each night, he
//! picks a player and learns their alignment. [Up to two more Village Idiots may be in play; if
//! there is more than one, one of them is drunk.]
//!
//! His choice leads to an answer: a thumb up for good, down for evil ([`Info::Alignment`]),
//! from the chosen player's real alignment. 002: a player who may register otherwise (the
//! Recluse as evil, the Spy as good) makes it the Storyteller's call, the other answer as legal.
//! 001: drunk or poisoned, the other alignment is suggested as the false answer.
//!
//! Setup (`SetupEffect::Copies` in the table): the draw may add one or two more Village Idiots
//! in place of other Townsfolk. With more than one in play, one of them is drunk for the whole
//! game: a drunk status of the Storyteller's, placed once the game has begun on the first
//! Village Idiot in seat order when none carries one ([`Ability::refresh`]; the draw seats its
//! characters at random, so that one is a random one). The Storyteller picks another with the
//! act of the character with no player (the Village Idiot named becomes the drunk one, the
//! others sober), at setup or later, or moves the status by hand. The same holds when a second
//! Village Idiot comes into play later (the Pit-Hag's jinx: the drunk one may then change). A
//! drunk Village Idiot who becomes another character keeps the status until the Storyteller
//! removes it: a Storyteller's status does not say which rule placed it.

use crate::ability::prelude::*;

const ID: &str = "villageidiot";

pub const ABILITY: Ability = Ability {
    id: ID,
    choice: Some(Choice::of(1, Then::Answer)),
    answers: Some(answer),
    acts: Some(drunk_one),
    says: Some([
        "{targets} is the drunk Village Idiot",
        "{targets} est l'Idiot du Village ivre",
    ]),
    refresh: Some(one_drunk),
    ..Ability::PLAIN
};

/// The chosen player's alignment; the Storyteller's call when they may register otherwise
/// (002); the other alignment when he is drunk or poisoned (001).
fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 1)?;
    let seat = state.require(chosen[0])?;
    let evil = seat.is_evil();
    let shown = |evil: bool| Info::Alignment {
        alignment: Some(if evil {
            Alignment::Evil
        } else {
            Alignment::Good
        }),
    };
    Ok(Answer {
        truth: Some(shown(evil)),
        storyteller_call: !learn::may_register_as(state, seat).is_empty(),
        impaired: step.impaired,
        false_info: step.impaired.then(|| shown(!evil)),
    })
}

/// Is this status the drunkenness of the extra Village Idiots (the Storyteller's drunk status
/// on a Village Idiot)?
fn rule_drunk(state: &GameState, status: &Status) -> bool {
    status.kind == StatusKind::Drunk
        && status.source == Source::Storyteller
        && state.seat(status.target).is_some_and(|s| s.is(ID))
}

/// The Storyteller's drunk status on `target`, for the whole game.
fn make_drunk(state: &mut GameState, target: PlayerId) -> Vec<Event> {
    vec![place_by_storyteller(
        state,
        target,
        StatusKind::Drunk,
        Duration::Permanent,
    )]
}

/// The Storyteller names the drunk Village Idiot: that one becomes drunk, the others sober.
fn drunk_one(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() {
        return Err(RuleError::CannotAct {
            character: ID.into(),
        });
    }
    let target = act.target()?;
    let seat = state.require(target)?;
    if act.strict && !seat.is(ID) {
        return Err(RuleError::NotCharacter {
            name: seat.name.clone(),
            expected: ID.into(),
        });
    }
    let mut events = Vec::new();
    let others: Vec<PlayerId> = state
        .statuses
        .iter()
        .filter(|s| s.target != target && rule_drunk(state, s))
        .map(|s| s.target)
        .collect();
    let before = state.statuses.len();
    state.statuses.retain(|s| {
        !(others.contains(&s.target)
            && s.kind == StatusKind::Drunk
            && s.source == Source::Storyteller)
    });
    if state.statuses.len() != before {
        for p in others {
            events.push(Event::StatusEnded {
                player: p,
                kind: StatusKind::Drunk,
            });
        }
    }
    if !state
        .statuses
        .iter()
        .any(|s| s.target == target && rule_drunk(state, s))
    {
        events.extend(make_drunk(state, target));
    }
    Ok(events)
}

/// Jinx (the Pit-Hag): a new Village Idiot came into play; the Storyteller may pick which one is
/// drunk (the first suggestion keeps the one drunk now, else the newcomer).
pub fn offer_drunk_one(state: &mut GameState, newcomer: PlayerId) -> Vec<Event> {
    let drunk_now = state
        .statuses
        .iter()
        .find(|s| rule_drunk(state, s))
        .map(|s| s.target);
    let mut idiots: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is(ID))
        .map(|s| s.id)
        .collect();
    let first = drunk_now.unwrap_or(newcomer);
    idiots.retain(|p| *p != first);
    idiots.insert(0, first);
    vec![learn::offer_decision(
        state,
        newcomer,
        ID,
        idiots
            .into_iter()
            .map(|p| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![p],
                guess: None,
            })
            .collect(),
    )]
}

/// With more than one Village Idiot in play, one is drunk: the first in seat order, unless one
/// already is (the Storyteller's pick).
fn one_drunk(state: &mut GameState, _holder: PlayerId) -> Vec<Event> {
    if !state.phase.in_play() {
        return Vec::new();
    }
    let idiots: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is(ID))
        .map(|s| s.id)
        .collect();
    if idiots.len() < 2 || state.statuses.iter().any(|s| rule_drunk(state, s)) {
        return Vec::new();
    }
    make_drunk(state, idiots[0])
}
