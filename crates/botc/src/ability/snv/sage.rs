//! Sage (Sects & Violets, Townsfolk). Character ability text: if the Demon kills the Sage, they
//! learn that the Demon is one of two players.
//!
//! The Sage wakes only on the night the Demon killed them (not for an execution nor another
//! ability's kill), at their place on the sheet (000/003: "The Demon kills the Sage… The
//! Storyteller wakes the Sage and resolves the Sage ability" at its place, if not done at
//! once); 000: the ability happens because they die, so it works though they are dead. The
//! answer points at the Demon that killed them and one other living player, in seat order; 001:
//! drunk or poisoned, two players neither of whom is the Demon may be shown.
//!
//! The two players told are judged ([`Ability::judges`]): true when the Demon is one of them.
//! Jinx with the Recluse (official jinx list, [`crate::jinx`]): the Recluse may register as the
//! Demon to the Sage, so a pair with the Recluse in the Demon's place is true by a
//! registration (002) — without the jinx, such a pair is false.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list): picked by that Demon at night
//! ([`crate::ability::carousel::leviathan::pick`]), the Sage wakes and learns, alive, that
//! Demon and another player.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "sage",
    wakes: Wakes::If(killed_by_the_demon),
    learns: Some(learns),
    false_answer: false_pair,
    judges: Some(judge),
    when_picked_by_demon: Some(|_, _, _| Vec::new()),
    ..Ability::PLAIN
};

/// The jinx partner who may register as the Demon to the Sage (official jinx list).
const RECLUSE: &str = "recluse";

/// Two different players, one of them the Demon: true; with the Recluse jinx, one of them the
/// Recluse whose ability works: true by a registration; otherwise false.
fn judge(state: &GameState, step: &NightStep, _: &[PlayerId], info: &Info) -> Verdict {
    let (Info::Players { players }, Some(sage)) = (info, step.player) else {
        return Verdict::Unknown;
    };
    if players.len() != 2 || players[0] == players[1] {
        return Verdict::False;
    }
    let is = |p: &PlayerId, id: &str| state.seat(*p).is_some_and(|s| s.is(id));
    if demon(state, sage).is_some_and(|d| players.contains(&d)) {
        return Verdict::True;
    }
    let recluse = players
        .iter()
        .any(|p| is(p, RECLUSE) && ability_works(state, *p));
    if recluse && jinx::active(state, RECLUSE, ABILITY.id) {
        Verdict::Registration
    } else {
        Verdict::False
    }
}

/// Tonight, the Sage died by the Demon's attack, or a jinxed Demon picked them.
fn killed_by_the_demon(state: &GameState, seat: &Seat, night: u32) -> bool {
    let killed = state.phase.night_number() == Some(night)
        && state
            .died_tonight(seat.id)
            .is_some_and(|d| d.cause == DeathCause::Demon);
    killed || carousel::leviathan::picked_tonight(state, seat.id, ABILITY.id, night)
}

/// The Demon that attacked the Sage tonight, else the first Demon in play.
fn demon(state: &GameState, sage: PlayerId) -> Option<PlayerId> {
    // Who is the Demon (Lil' Monsta's babysitter too), asked once rather than per choice.
    let demons: Vec<PlayerId> = state.of_team(Team::Demon).iter().map(|s| s.id).collect();
    state
        .choices
        .iter()
        .rev()
        .filter(|c| c.phase == state.phase && c.targets.contains(&sage))
        .map(|c| c.by)
        .find(|p| demons.contains(p))
        .or_else(|| demons.first().copied())
}

/// `players` in seat order (the order shown must not tell which is the Demon).
fn in_seat_order(state: &GameState, mut players: Vec<PlayerId>) -> Vec<PlayerId> {
    players.sort_by_key(|p| state.index_of(*p));
    players
}

/// The living players, the Sage and `except` aside, clockwise from the Sage.
fn others(state: &GameState, sage: PlayerId, except: &[PlayerId]) -> Vec<PlayerId> {
    let n = state.seats.len();
    let start = state.index_of(sage).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.alive && !except.contains(&s.id))
        .map(|s| s.id)
        .collect()
}

/// The Demon and the first other living player clockwise from the Sage.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let Some(d) = demon(state, seat.id) else {
        return NightInfo::Nothing;
    };
    let mut players = vec![d];
    players.extend(others(state, seat.id, &[d]).into_iter().take(1));
    NightInfo::Players {
        players: in_seat_order(state, players),
    }
}

/// 001: two living players, neither of them the Demon.
fn false_pair(state: &GameState, seat: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    let NightInfo::Players { .. } = truth else {
        return None;
    };
    let demons: Vec<PlayerId> = state.of_team(Team::Demon).iter().map(|s| s.id).collect();
    let two: Vec<PlayerId> = others(state, seat.id, &demons)
        .into_iter()
        .take(2)
        .collect();
    (two.len() == 2).then(|| NightInfo::Players {
        players: in_seat_order(state, two),
    })
}
