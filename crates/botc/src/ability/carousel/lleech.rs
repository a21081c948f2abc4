//! Lleech (carousel, Demon). Character ability text: each night but the first, it chooses a
//! player, who dies; it starts by choosing a player, who is poisoned (its host); it dies if
//! and only if the host is dead.
//!
//! - The host is the first player the Lleech chose as the Lleech (its first night's choice, or
//!   a later one for a player who became the Lleech since): that choice poisons, the later
//!   ones attack through the Demon's one kill path. The poison has no end of its own
//!   (`Duration::Permanent`), so it lasts while the Lleech keeps a working ability (000/003).
//! - While the host lives, nothing kills the Lleech (execution included), as long as its
//!   ability works ([`Ability::keeps_alive`]); a drunk or poisoned Lleech can die (001).
//! - When the host dies, the Lleech dies too, if its ability works then (001).
//! - Jinx (the Mastermind): when the host dies by execution while the Mastermind lives, the
//!   Lleech does not die but has no ability for the rest of the game ([`survives_without_ability`]):
//!   not a drunkenness (nothing sobers it up, no false information), an ability gone
//!   ([`Ability::removes_ability`], asked of the Lleech itself), whatever becomes of the
//!   Mastermind. Its nightly attacks then kill no one and nothing keeps it alive: it is still the
//!   Demon, so the game goes on (good has not won) until it dies; executed then, the Mastermind's
//!   own rule applies as to any Demon executed (one more day, if the Mastermind still has a
//!   working ability). The host's death is not the Demon's, so the Mastermind gives no extra day
//!   for it.
//! - Jinx (the Slayer): the Slayer's shot at the host of a living Lleech kills the host, as it
//!   would the Demon ([`slayer_kills_host`], asked by the Slayer's shot); the Lleech then dies
//!   with them.

use crate::ability::prelude::*;

const ID: &str = "lleech";

pub const ABILITY: Ability = Ability {
    id: ID,
    choice: Some(Choice {
        when: When::Night,
        really: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(feed),
    learns: Some(info),
    keeps_alive: Some(host_keeps_alive),
    removes_ability: Some(lost_to_jinx),
    on_death: Some(OnDeath {
        order: 2,
        then: dies_with_host,
    }),
    ..Ability::PLAIN
};

/// The Lleech's host: the player its first choice as the Lleech named.
pub fn host(state: &GameState, lleech: PlayerId) -> Option<PlayerId> {
    state
        .choices
        .iter()
        .find(|c| c.by == lleech && c.character == ID)
        .and_then(|c| c.targets.first().copied())
}

/// The jinx partner that keeps the Lleech alive, without ability, when the host is executed.
const MASTERMIND: &str = "mastermind";

/// Jinx (the Mastermind): a living Mastermind, the jinx in force.
fn mastermind_lives(state: &GameState) -> bool {
    jinx::active(state, ID, MASTERMIND) && state.seats.iter().any(|s| s.is(MASTERMIND) && s.alive)
}

/// The Lleech survives its executed host but has no ability from now on (the jinx's rule, not
/// an ability that could end): recorded as a choice of the Lleech made by day, naming the host,
/// that did not work (the Lleech's own choices are made at night).
fn survives_without_ability(state: &mut GameState, holder: PlayerId, host: PlayerId) -> Reaction {
    state.choices.push(Chosen {
        by: holder,
        character: ID.into(),
        targets: vec![host],
        phase: state.phase,
        worked: false,
    });
    Reaction {
        events: vec![Event::NoEffect {
            player: holder,
            reason: NoEffect::KeptAlive,
        }],
        triggers: vec![],
    }
}

/// Jinx (the Mastermind): the Lleech lost its ability when its host was executed
/// ([`survives_without_ability`]).
pub fn lost_ability(state: &GameState, lleech: PlayerId) -> bool {
    state
        .choices
        .iter()
        .any(|c| c.by == lleech && c.character == ID && c.phase.is_day() && !c.worked)
}

/// The holder's own ability is gone under the Mastermind's jinx.
fn lost_to_jinx(state: &GameState, holder: PlayerId, seat: &Seat) -> bool {
    seat.id == holder && seat.is(ID) && lost_ability(state, holder)
}

/// Jinx (the Slayer): `target` is the host of a living Lleech, with the jinx in force, so the
/// Slayer's shot kills them.
pub fn slayer_kills_host(state: &GameState, target: PlayerId) -> bool {
    state.seats.iter().any(|s| {
        s.is(ID)
            && s.alive
            && host(state, s.id) == Some(target)
            && jinx::active(state, ID, "slayer")
    })
}

/// Before the host is chosen there is nothing to work out; then what the attack would do.
fn info(state: &GameState, seat: &Seat) -> NightInfo {
    if host(state, seat.id).is_none() {
        NightInfo::Nothing
    } else {
        learn::attack(state, seat)
    }
}

fn feed(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    // Who, whom and when: checked by the dispatch from the choice (`Choice::check_act`).
    let (by, target) = (act.player()?, act.target()?);
    if host(state, by).is_none() {
        return Ok(place_status(
            state,
            by,
            target,
            StatusKind::Poisoned,
            Duration::Permanent,
        ));
    }
    learn::demon_attack(state, act)
}

/// The Lleech cannot die while its host lives.
fn host_keeps_alive(state: &GameState, holder: PlayerId, target: PlayerId, _: &DeathCause) -> bool {
    target == holder && host(state, holder).is_some_and(|h| really_alive(state, h))
}

/// The host died: the Lleech dies too, unless its ability does not work now (001) or another
/// ability keeps it alive (000).
fn dies_with_host(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if host(state, holder) != Some(died.player)
        || died.player == holder
        || !really_alive(state, holder)
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    if died.cause == DeathCause::Execution && mastermind_lives(state) {
        return survives_without_ability(state, holder, died.player);
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
