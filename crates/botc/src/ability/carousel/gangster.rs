//! Gangster (carousel, Traveller). Character ability text, in our words: once a day, the
//! Gangster may kill one of their living neighbours, if that neighbour's other living
//! neighbour agrees.
//!
//! The choice is a public act by day ([`ByDay`]): the living Gangster names one of their two
//! living neighbours (strict mode refuses anyone else, a dead Gangster, and a second kill the
//! same day). The agreement is the Storyteller's record: the act leaves a decision with the
//! agreement first (the Gangster's act with no `by`, naming the victim, whose death goes
//! through the one kill path: [`DeathCause::Storyteller`], so what keeps a player alive still
//! works) and the refusal second (a note: nobody dies, and the Gangster may ask again today).
//! 001: a drunk or poisoned Gangster's choice does nothing (recorded, no decision left).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gangster",
    acts: Some(act),
    says: Some([
        "{by} (Gangster) chooses to kill {targets}",
        "{by} (Gangster) choisit de tuer {targets}",
    ]),
    says_for_storyteller: Some([
        "The other neighbour agrees: the Gangster kills {targets}",
        "L'autre voisin est d'accord : le Gangster tue {targets}",
    ]),
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

/// The Gangster's choices today (whether they worked).
fn today<'a>(state: &'a GameState, holder: PlayerId) -> impl Iterator<Item = &'a Chosen> + 'a {
    state
        .choices
        .iter()
        .filter(move |c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase)
}

/// A player died today of the holder's choice today, or the agreement is still to be said.
fn used_today(state: &GameState, holder: PlayerId) -> bool {
    let waiting = state.pending.iter().any(|p| {
        p.kind
            == PendingKind::Chooses {
                player: holder,
                character: ABILITY.id.into(),
            }
    });
    waiting
        || today(state, holder).any(|c| {
            c.targets.iter().any(|t| {
                state
                    .deaths
                    .iter()
                    .any(|d| d.player == *t && d.phase == state.phase)
            })
        })
}

/// Alive, by day, no kill today yet.
fn now(state: &GameState, holder: PlayerId) -> bool {
    state.phase.is_day()
        && state.seat(holder).is_some_and(|s| s.alive)
        && !used_today(state, holder)
}

/// One of the holder's two living neighbours.
fn may_choose(state: &GameState, holder: PlayerId, target: PlayerId) -> bool {
    target != holder
        && (state.neighbour(holder, true, true) == Some(target)
            || state.neighbour(holder, false, true) == Some(target))
}

/// The victim's other living neighbour, the one who must agree.
fn other_neighbour(state: &GameState, holder: PlayerId, target: PlayerId) -> Option<PlayerId> {
    [true, false]
        .into_iter()
        .filter_map(|cw| state.neighbour(target, cw, true))
        .find(|n| *n != holder && *n != target)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    match act.by {
        Some(by) => choose(state, act, by, target),
        None => agreed(state, act, target),
    }
}

/// The Gangster names a neighbour: the agreement waits for the Storyteller.
fn choose(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let allowed = |s: &GameState| now(s, by) && may_choose(s, by, target);
    if let Some(none) = travellers::day_pick(state, act, ABILITY.id, (by, target), allowed)? {
        return Ok(none);
    }
    let victim = state.name(target);
    let asked = other_neighbour(state, by, target).map_or(String::new(), |n| state.name(n));
    Ok(vec![learn::offer_decision(
        state,
        by,
        ABILITY.id,
        vec![
            Command::Act {
                character: ABILITY.id.into(),
                by: None,
                targets: vec![target],
                guess: None,
            },
            Command::Note {
                player: Some(by),
                text: format!(
                    "{asked} does not agree: {victim} does not die / {asked} n'est pas d'accord : \
                     {victim} ne meurt pas"
                ),
            },
        ],
    )])
}

/// The other neighbour agreed: the victim dies through the kill path.
fn agreed(state: &mut GameState, act: &Act, target: PlayerId) -> Result<Vec<Event>, RuleError> {
    if act.strict {
        let chosen = state.choices.iter().any(|c| {
            c.character == ABILITY.id
                && c.phase == state.phase
                && c.worked
                && c.targets.contains(&target)
        });
        if !state.phase.is_day() || !chosen {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ABILITY.id.into(),
            });
        }
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}
