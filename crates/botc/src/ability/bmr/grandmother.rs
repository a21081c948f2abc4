//! Grandmother (Bad Moon Rising, Townsfolk). Character ability text: on the first night she
//! learns a good player (the grandchild) and their character; if the Demon kills the grandchild,
//! she dies too.
//!
//! The grandchild is whoever the Storyteller shows her (the "Grandchild" reminder is placed when
//! the information is given, `on_told`); her death follows the grandchild's at once, through the
//! one kill path, so she has no step of her own after the first night.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): with such a
//! Demon in play, the grandchild's death by execution, her ability working, makes evil win
//! ([`WinReason::GrandchildExecuted`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "grandmother",
    // Character ability text: she learns on the first night only.
    wakes: Wakes::If(|_, _, night| night == 1),
    learns: Some(grandchild_info),
    on_told: Some(mark_grandchild),
    on_death: Some(OnDeath {
        order: 2,
        then: dies_too,
    }),
    ..Ability::PLAIN
};

const GRANDCHILD: &str = "Grandchild";

/// A good player other than her and their character (the Storyteller picks; the suggestion is
/// the first good player clockwise from her); every good player is a candidate. The default
/// false answer (001) shows the same player with a good character not in play.
fn grandchild_info(state: &GameState, seat: &Seat) -> NightInfo {
    let n = state.seats.len();
    let start = state.index_of(seat.id).unwrap_or(0);
    let good: Vec<&Seat> = (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.is_good() && !s.traveller && s.character.is_some())
        .collect();
    let candidates = good
        .iter()
        .map(|s| Candidate {
            player: s.id,
            character: s.character.clone(),
            may_register_as: None,
        })
        .collect();
    match good.first() {
        Some(g) => NightInfo::Pair {
            character: g.character.clone(),
            players: vec![g.id],
            candidates,
        },
        None => NightInfo::Pair {
            character: None,
            players: Vec::new(),
            candidates,
        },
    }
}

/// The player she was shown is the grandchild: the reminder moves to them.
fn mark_grandchild(state: &mut GameState, _player: PlayerId, info: &Info) -> Vec<Event> {
    if let Info::Pair { players, .. } = info {
        if let Some(g) = players.first() {
            reminder::remove_all(state, "grandmother", GRANDCHILD);
            reminder::place(state, *g, "grandmother", GRANDCHILD);
        }
    }
    Vec::new()
}

/// The grandchild: the player marked "Grandchild", or else the player she was last shown.
pub fn grandchild(state: &GameState, grandmother: PlayerId) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == "grandmother" && r.reminder == GRANDCHILD)
        .map(|r| r.player)
        .or_else(|| {
            state
                .told
                .iter()
                .rev()
                .filter(|t| t.player == grandmother && t.character == "grandmother")
                .find_map(|t| match &t.info {
                    Info::Pair { players, .. } => players.first().copied(),
                    _ => None,
                })
        })
}

/// A Demon in play whose jinx with the Grandmother is in force (the Leviathan's, the Riot's).
fn demon_jinx(state: &GameState) -> bool {
    state
        .seats
        .iter()
        .any(|s| s.team() == Some(Team::Demon) && jinx::active(state, ABILITY.id, s.character_id()))
}

/// Character ability text: only the Demon's kill of the grandchild takes her (an execution or
/// another ability does not); 001: not while she is drunk, poisoned or dead; 000: an ability
/// that keeps her alive does.
fn dies_too(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    if died.cause == DeathCause::Execution
        && alive
        && grandchild(state, holder) == Some(died.player)
        && ability_works(state, holder)
        && demon_jinx(state)
    {
        state.ability_wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::GrandchildExecuted,
        });
        return Reaction::default();
    }
    if died.cause != DeathCause::Demon
        || !alive
        || grandchild(state, holder) != Some(died.player)
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    let cause = DeathCause::Storyteller;
    if kept_alive_by(state, holder, &cause).is_some() {
        return Reaction {
            events: vec![Event::NoEffect {
                player: holder,
                reason: NoEffect::KeptAlive,
            }],
            triggers: vec![],
        };
    }
    let (events, trigger) = record_death(state, holder, cause);
    Reaction {
        events,
        triggers: vec![trigger],
    }
}
