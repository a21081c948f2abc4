//! Gnome (carousel, Traveller). Character ability text, in our words: everyone knows from the
//! start one player of the Gnome's alignment, the Amigo; the Gnome may kill anyone who
//! nominates that player.
//!
//! The Amigo is the Storyteller's pick: the Gnome's act with no `by`, offered on every seat
//! ([`Ability::storyteller_marks`]), places "Amigo" on the player (one Amigo: a new mark moves
//! the token). Strict mode refuses it with no Gnome in play, or a player not of the Gnome's
//! alignment. The day panel asks the Storyteller to tell everyone who the Amigo is
//! ([`Ability::announces`]) on every day the Gnome is alive.
//!
//! The kill is a public act by day ([`ByDay`]): the living Gnome names a living player who
//! nominated the Amigo today; at most once a day. The death goes through the one kill path
//! (an ability's kill: [`DeathCause::Storyteller`]), so what keeps a player alive still works.
//! 001: a drunk or poisoned Gnome's kill does nothing (recorded, the day's kill spent).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gnome",
    acts: Some(act),
    storyteller_marks: true,
    says: Some([
        "{by} (Gnome) kills {targets}, who nominated the Amigo",
        "{by} (Gnome) tue {targets}, qui a nommé l'Amigo",
    ]),
    says_for_storyteller: Some([
        "{targets} is the Gnome's Amigo",
        "{targets} est l'Amigo du Gnome",
    ]),
    announces: Some(announce),
    rules: Rules {
        by_day: Some(ByDay {
            players: 1,
            now,
            may_choose,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The official reminder on the player everyone knows.
pub const AMIGO: &str = "Amigo";

const TELL_AMIGO: Text = Text::new(
    "Tell everyone who the Gnome's Amigo is (the player marked Amigo).",
    "Dites à tous qui est l'Amigo du Gnome (le joueur marqué Amigo).",
);

/// The player marked Amigo, if any.
fn amigo(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == AMIGO)
        .map(|r| r.player)
}

fn announce(state: &GameState, holder: PlayerId) -> Option<Text> {
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    (alive && amigo(state).is_some()).then_some(TELL_AMIGO)
}

/// Alive, not yet killed today, and someone nominated the Amigo today.
fn now(state: &GameState, holder: PlayerId) -> bool {
    let used = state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase);
    state.phase.is_day()
        && state.seat(holder).is_some_and(|s| s.alive)
        && !used
        && state.seats.iter().any(|s| may_choose(state, holder, s.id))
}

/// A living player who nominated the Amigo today.
fn may_choose(state: &GameState, _: PlayerId, target: PlayerId) -> bool {
    let Some(amigo) = amigo(state) else {
        return false;
    };
    state.seat(target).is_some_and(|s| s.alive)
        && state
            .day
            .nominations
            .iter()
            .any(|n| n.nominee == amigo && n.nominator == target)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    match act.by {
        None => mark(state, act, target),
        Some(by) => kill_nominator(state, act, by, target),
    }
}

/// The Storyteller's pick of the Amigo.
fn mark(state: &mut GameState, act: &Act, target: PlayerId) -> Result<Vec<Event>, RuleError> {
    if act.strict {
        let Some(gnome) = state.seats.iter().find(|s| s.is(ABILITY.id)) else {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        };
        let seat = state.require(target)?;
        if seat.id == gnome.id || seat.is_good() != gnome.is_good() {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name.clone(),
                character: ABILITY.id.into(),
            });
        }
    }
    reminder::remove_all(state, ABILITY.id, AMIGO);
    reminder::place(state, target, ABILITY.id, AMIGO);
    Ok(Vec::new())
}

fn kill_nominator(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let allowed = |s: &GameState| now(s, by) && may_choose(s, by, target);
    if let Some(none) = travellers::day_pick(state, act, ABILITY.id, (by, target), allowed)? {
        return Ok(none);
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}
