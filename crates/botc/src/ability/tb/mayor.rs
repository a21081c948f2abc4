//! Mayor (Trouble Brewing, Townsfolk). 000: with three players alive and no execution, his team wins; if he
//! would die at night, another player might die instead. Worked out by the kill path and the
//! victory check.
//!
//! Jinxes (official jinx list, [`crate::jinx`]):
//! - with the Leviathan: when its last day (day 5) ends with no execution, the Mayor alive with
//!   his ability working and the Leviathan alive, good wins ([`WinReason::MayorLastDay`],
//!   asked as the night after it begins); two abilities' wins at once, good wins (002), so it
//!   beats the Leviathan's;
//! - with the Riot: during the riot, the Mayor may stop it, recorded on his seat by day (his
//!   act naming no one): with only one Riot alive then, good wins, otherwise evil wins
//!   ([`WinReason::RiotStopped`]). 001: a drunk or poisoned Mayor stops nothing.
//!
//! Lil' Monsta: its kill is the babysitter's attack (its character text, data/carousel_evil.rs:
//! the babysitter "counts as the Demon"), so the Mayor it attacks may bounce the death to any
//! living player but the Mayor and the babysitter, as with any Demon. Its last-day jinx is the
//! Leviathan's alone: asked of a seat's own Demon character, Lil' Monsta has none.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mayor",
    under_attack: UnderAttack::MayRedirect,
    wins_with_three_alive: true,
    when_phase_starts: Some(last_day_without_execution),
    acts: Some(stops_the_riot),
    says_naming_no_one: Some([
        "{by} ({character}) stops the riot",
        "{by} ({character}) arrête l'émeute",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now: |state, mayor| riot_jinx(state) && state.seat(mayor).is_some_and(|s| s.alive),
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// A living Demon in play whose jinx with the Mayor is in force and whose last day is `day`
/// (the Leviathan's fifth).
fn last_day_demon(state: &GameState, day: u32) -> bool {
    state.seats.iter().any(|s| {
        s.alive
            && s.team() == Some(Team::Demon)
            && jinx::active(state, ABILITY.id, s.ability_id())
            && of(s.ability_id()).and_then(|a| a.evil_wins_after_day) == Some(day)
    })
}

/// As a night begins: the day before ended with no execution, it was the jinxed Demon's last
/// day, both alive, the Mayor's ability working: good wins.
fn last_day_without_execution(state: &mut GameState, mayor: PlayerId) -> Vec<Event> {
    let Some(day) = state.phase.night_number().map(|n| n - 1) else {
        return Vec::new();
    };
    let executed = state.executions.iter().any(|e| e.day == day);
    let alive = state.seat(mayor).is_some_and(|s| s.alive);
    if day > 0 && !executed && alive && ability_works(state, mayor) && last_day_demon(state, day) {
        state.ability_wins.push(Win {
            winner: Alignment::Good,
            reason: WinReason::MayorLastDay,
        });
    }
    Vec::new()
}

/// The riot is under way today and its jinx with the Mayor is in force.
fn riot_jinx(state: &GameState) -> bool {
    carousel::riot::underway(state) && jinx::active(state, ABILITY.id, carousel::riot::ID)
}

/// The Mayor stops the riot: one Riot alive, good wins; more, evil wins.
fn stops_the_riot(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !riot_jinx(state) || !state.seat(by).is_some_and(|s| s.alive) {
            return Err(RuleError::ForbiddenBy {
                character: carousel::riot::ID.into(),
                reason: [
                    "only a living Mayor stops the riot, while it is under way.",
                    "seul un Maire vivant arrête l'émeute, pendant qu'elle a lieu.",
                ],
            });
        }
        if !act.targets.is_empty() {
            return Err(RuleError::WrongChoiceCount {
                character: ABILITY.id.into(),
                needed: 0,
                got: act.targets.len(),
            });
        }
    }
    if !record_choice(state, by, ABILITY.id, Vec::new()) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    state.day.open = false;
    let riots = state
        .seats
        .iter()
        .filter(|s| s.alive && s.is(carousel::riot::ID))
        .count();
    state.ability_wins.push(Win {
        winner: if riots == 1 {
            Alignment::Good
        } else {
            Alignment::Evil
        },
        reason: WinReason::RiotStopped,
    });
    Ok(Vec::new())
}
