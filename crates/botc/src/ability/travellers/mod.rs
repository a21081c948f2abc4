//! The Travellers of the three editions (issue 17): one file per character.

pub mod apprentice;
pub mod barista;
pub mod beggar;
pub mod bishop;
pub mod bonecollector;
pub mod bureaucrat;
pub mod butcher;
pub mod deviant;
pub mod gunslinger;
pub mod harlot;
pub mod judge;
pub mod matron;
pub mod scapegoat;
pub mod thief;
pub mod voudon;

use crate::ability::prelude::*;

/// A public act by day is recorded by day only, by the player with the character (strict).
pub(crate) fn require_day(state: &GameState, act: &Act, id: &str) -> Result<(), RuleError> {
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: official(id).map_or("act", |d| d.id),
            phase: state.phase,
        });
    }
    if act.strict {
        is_character(state, act.player()?, id)?;
    }
    Ok(())
}

/// A public pick by day (the Gunslinger's shot, the Gnome's kill, the Gangster's neighbour):
/// recorded by day by the character's player ([`require_day`]); in strict mode, `allowed` must
/// hold (the character's own rule: its use today, whom it may pick); the pick is recorded
/// ([`record_choice`]). `Ok(None)` when the ability works and its effect follows; else the
/// events saying it had none (001: drunk or poisoned).
pub(crate) fn day_pick(
    state: &mut GameState,
    act: &Act,
    id: &str,
    (by, target): (PlayerId, PlayerId),
    allowed: impl FnOnce(&GameState) -> bool,
) -> Result<Option<Vec<Event>>, RuleError> {
    state.require(by)?;
    require_day(state, act, id)?;
    if act.strict && !allowed(state) {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(target),
            character: id.into(),
        });
    }
    if !record_choice(state, by, id, vec![target]) {
        return Ok(Some(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]));
    }
    Ok(None)
}

/// The night's choice that changes a vote tomorrow (the Bureaucrat, the Thief): `by` chooses
/// another player; the character's reminder moves to them. The choice is checked before
/// ([`Choice::check_act`]: at night, by the character, not themself).
pub(crate) fn mark_voter(
    state: &mut GameState,
    act: &Act,
    id: &str,
    reminder: &str,
) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let worked = record_choice(state, by, id, vec![target]);
    reminder::remove_all(state, id, reminder);
    reminder::place(state, target, id, reminder);
    Ok(if worked {
        Vec::new()
    } else {
        vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]
    })
}

/// The weight the holder's choice as `id` in this cycle's night gives `voter`, if chosen
/// (and the ability worked then).
pub(crate) fn marked_weight(
    state: &GameState,
    holder: PlayerId,
    voter: PlayerId,
    id: &str,
    weight: i32,
) -> Option<i32> {
    rules::chosen_this_cycle(state, holder, id)
        .last()
        .filter(|(targets, worked)| *worked && targets.contains(&voter))
        .map(|_| weight)
}
