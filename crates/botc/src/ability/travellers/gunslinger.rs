//! Gunslinger (Trouble Brewing, Traveller). Character ability text: each day, after the first
//! vote has been tallied, they may choose a player who voted in it: that player dies.
//!
//! A public act by day ([`crate::ability::rules::ByDay`]): once a day, naming a living player
//! among the voters of today's first counted vote.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gunslinger",
    acts: Some(shoot),
    says: Some([
        "{by} (Gunslinger) shoots {targets}",
        "{by} (Vengeur) abat {targets}",
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

/// The voters of today's first counted vote.
fn first_voters(state: &GameState) -> Option<&[PlayerId]> {
    state
        .day
        .nominations
        .iter()
        .find_map(|n| n.voters.as_deref())
}

/// Alive, a vote counted today, not shot yet today.
fn now(state: &GameState, holder: PlayerId) -> bool {
    let shot = state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase);
    state.seat(holder).is_some_and(|s| s.alive) && first_voters(state).is_some() && !shot
}

fn may_choose(state: &GameState, _: PlayerId, target: PlayerId) -> bool {
    first_voters(state).is_some_and(|v| v.contains(&target))
        && state.seat(target).is_some_and(|s| s.alive)
}

fn shoot(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(target)?;
    let allowed = |s: &GameState| now(s, by) && may_choose(s, by, target);
    if let Some(none) = super::day_pick(state, act, ABILITY.id, (by, target), allowed)? {
        return Ok(none);
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}
