//! Princess (carousel, Townsfolk). Character ability text, in our words: on the Princess's first
//! day, if she nominated a player and that player was executed, the Demon kills no one the
//! night that follows.
//!
//! Her first day is day 1, or for a player who became the Princess later, the day of (or after
//! the night of) that change. The night after that day, when the player executed then (dying or
//! not, 001: an execution may leave the player alive) was her nominee, the Demon's attack kills
//! no one: the one kill path asks her ability ([`Ability::keeps_alive`], a death by the Demon
//! that night), so the night sheet's preview of the attack says the target is kept alive. Her
//! step (the Storyteller's, she does not wake) is on the sheet that night only, and the Demon
//! carries her "Doesn't Kill" reminder until dawn. Her ability must work at the attack (001: a
//! Princess drunk or poisoned, or dead, that night stops nothing); whether she was sober when
//! the execution happened is the Storyteller's to weigh.
//!
//! Jinxes: the Al-Hadikhia's deaths are the Demon's, so on her night nobody dies to the
//! Al-Hadikhia (its picks go through the same kill path). A Cannibal who nominated the Princess
//! on a day she was executed and died holds her ability from then on: the Demon kills no one
//! that night, whichever day it is ([`cannibal_stops_on`]).
//!
//! Lil' Monsta's kill is the Demon's (its character text, data/carousel_evil.rs: the
//! babysitter "counts as the Demon"; the kill goes through the same path), so on her night it
//! kills no one, and the babysitter carries "Doesn't Kill" ([`GameState::of_team`]).

use crate::ability::prelude::*;

pub const ID: &str = "princess";
const DOESNT_KILL: &str = "Doesn't Kill";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(wakes),
    storyteller_step: true,
    keeps_alive: Some(stops_the_demon),
    refresh: Some(mark_the_demon),
    ..Ability::PLAIN
};

/// The number of the Princess's first day.
fn first_day(state: &GameState, princess: PlayerId) -> u32 {
    state
        .changes
        .iter()
        .rev()
        .find(|c| c.player == princess && c.to == ID)
        .map(|c| match c.phase {
            Phase::Night(n) | Phase::Day(n) => n,
            _ => 1,
        })
        .unwrap_or(1)
}

/// Tonight is night `night`, and on the day before, her first, the player executed was her
/// nominee.
fn stops_on(state: &GameState, princess: PlayerId, night: u32) -> bool {
    if cannibal_stops_on(state, princess, night) {
        return true;
    }
    let day = night.saturating_sub(1);
    if day == 0 || first_day(state, princess) != day {
        return false;
    }
    state.executions.iter().any(|e| {
        e.day == day
            && nominations_of(state, day)
                .iter()
                .any(|n| n.nominator == princess && n.nominee == e.player && !n.exile)
    })
}

/// The jinx partner who gains her ability by nominating her (official jinx list).
const CANNIBAL: &str = "cannibal";

/// Jinx (the Cannibal): the holder is a Cannibal who gained her ability on the day before
/// night `night`, having nominated the player executed that day (the Princess).
fn cannibal_stops_on(state: &GameState, holder: PlayerId, night: u32) -> bool {
    let day = night.saturating_sub(1);
    let gained_that_day = state.seat(holder).is_some_and(|s| {
        s.is(CANNIBAL)
            && s.gained
                .as_ref()
                .is_some_and(|g| g.character == ID && g.phase == Phase::Day(day))
    });
    day > 0
        && gained_that_day
        && jinx::active(state, CANNIBAL, ID)
        && state.executions.iter().any(|e| {
            e.day == day
                && nominations_of(state, day)
                    .iter()
                    .any(|n| n.nominator == holder && n.nominee == e.player && !n.exile)
        })
}

/// Tonight is the night after her first day's execution of her nominee.
fn tonight(state: &GameState, princess: PlayerId) -> bool {
    match state.phase {
        Phase::Night(n) => stops_on(state, princess, n),
        _ => false,
    }
}

fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    stops_on(state, seat.id, night)
}

/// The Demon kills no one tonight.
fn stops_the_demon(
    state: &GameState,
    princess: PlayerId,
    _target: PlayerId,
    cause: &DeathCause,
) -> bool {
    *cause == DeathCause::Demon && tonight(state, princess)
}

/// The living Demons carry "Doesn't Kill" while tonight is her night and her ability works.
fn mark_the_demon(state: &mut GameState, _princess: PlayerId) -> Vec<Event> {
    // Any holder of her ability (a Cannibal who gained it beside the dead Princess).
    let on = state
        .seats
        .iter()
        .any(|s| s.ability_id() == ID && tonight(state, s.id) && ability_works(state, s.id));
    // Lil' Monsta's babysitter is the Demon and carries it too ([`GameState::of_team`]).
    let demons: Vec<PlayerId> = state
        .of_team(Team::Demon)
        .iter()
        .filter(|s| s.alive)
        .map(|s| s.id)
        .collect();
    let marked = |state: &GameState, p: PlayerId| {
        state
            .reminders
            .iter()
            .any(|r| r.player == p && r.character == ID && r.reminder == DOESNT_KILL)
    };
    if on {
        for d in demons {
            if !marked(state, d) {
                reminder::place(state, d, ID, DOESNT_KILL);
            }
        }
    } else if state
        .reminders
        .iter()
        .any(|r| r.character == ID && r.reminder == DOESNT_KILL)
    {
        reminder::remove_all(state, ID, DOESNT_KILL);
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "imp",
                "widow",
                "princess",
                "noble",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        to_day(&mut g);
        g
    }

    fn execute_nominee_of(g: &mut crate::Game, nominator: u32, nominee: u32) {
        g.apply(Command::Nominate {
            nominator: P(nominator),
            nominee: P(nominee),
        })
        .unwrap();
        g.apply(Command::Vote {
            voters: vec![P(2), P(3), P(4), P(5)],
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
    }

    fn attack(g: &mut crate::Game, target: u32) {
        g.apply(Command::act("imp", P(0), P(target))).unwrap();
    }

    /// Her nominee executed on her first day: the Demon kills no one that night, and the Demon
    /// carries "Doesn't Kill" until dawn.
    #[test]
    fn her_nominee_executed_on_her_first_day() {
        let mut g = game();
        execute_nominee_of(&mut g, 2, 1);
        assert!(g
            .state()
            .reminders
            .iter()
            .any(|r| r.player == P(0) && r.reminder == "Doesn't Kill"));
        attack(&mut g, 3);
        assert!(g.state().seat(P(3)).unwrap().alive);
        g.apply(Command::EndNight).unwrap();
        assert!(g
            .state()
            .reminders
            .iter()
            .all(|r| r.character != "princess"));
    }

    /// Someone else's nominee executed: the Demon kills; on her second day, nothing either.
    #[test]
    fn another_nominee_or_another_day() {
        let mut g = game();
        execute_nominee_of(&mut g, 3, 1);
        attack(&mut g, 4);
        assert!(!g.state().seat(P(4)).unwrap().alive);
        g.apply(Command::EndNight).unwrap();
        execute_nominee_of(&mut g, 2, 5);
        attack(&mut g, 6);
        assert!(!g.state().seat(P(6)).unwrap().alive);
    }
}
