//! Riot (carousel, Demon). Character ability text: on the third day, the Minions become Riot
//! too, and every nominee dies but at once nominates a living player; this must happen.
//!
//! - It wakes at its place with its prompt (the day token) and chooses nothing: the Demons'
//!   plain attack is not offered; it kills no one at night.
//! - When the third day begins, while a living Riot's ability works, every Minion becomes a
//!   Riot (the grimoire follows at once, [`Ability::refresh`]): a Demon each, so good wins
//!   only once every Riot is dead (002).
//! - On the third day, each nomination (002: one at a time) is no vote: the nominee dies at
//!   once by the Riot's ability, through the one kill path ([`Ability::on_nominate`]; the
//!   Tea Lady, the Fool… may keep them alive), and the nomination closes. The next nomination
//!   is the nominee's, dead or not, even if they nominated earlier today; in strict mode anyone
//!   else's is refused, as is a dead player nominated ([`Rules::nominations`]). An override
//!   records anything.
//! - 001: a drunk or poisoned Riot (or a dead one) does none of this: the Minions stay
//!   Minions, nominations are voted as usual.
//! - Whether the riot goes on ("this must happen") is the Storyteller's; with the Mayor's
//!   jinx, the Mayor may stop it ([`crate::ability::tb::mayor`]).
//! - Jinxes (official jinx list, [`crate::jinx`]), shared with the Leviathan
//!   ([`super::leviathan`]): the nightly pick of a good player (the Banshee, the Farmer, the
//!   Sage, the Ravenkeeper); a Riot nominating a player the Monk, the Innkeeper or the
//!   Exorcist protected last night, or the Soldier, who is executed or nominated in the riot: good
//!   wins; the King learns once anyone is dead; the grandchild executed: evil wins.

use crate::ability::prelude::*;

pub const ID: &str = "riot";
/// The day of the riot.
const RIOT_DAY: u32 = 3;

pub const ABILITY: Ability = Ability {
    id: ID,
    refresh: Some(minions_become_riot),
    on_nominate: Some(nominee_dies),
    choice_now: Some(super::leviathan::pick_choice),
    acts: Some(super::leviathan::pick),
    says: Some([
        "{by} ({character}) picks {targets}",
        "{by} ({character}) choisit {targets}",
    ]),
    rules: Rules {
        nominations: Some(nominations),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Is the riot under way now (a living Riot's working ability, on the third day)?
pub fn underway(state: &GameState) -> bool {
    state
        .seats
        .iter()
        .any(|s| s.is(ID) && riot_now(state, s.id))
}

/// Is it the riot now, by `holder`'s ability (alive, working, on the third day)?
fn riot_now(state: &GameState, holder: PlayerId) -> bool {
    state.phase == Phase::Day(RIOT_DAY)
        && state.seat(holder).is_some_and(|s| s.alive)
        && ability_works(state, holder)
}

/// The Riot whose ability runs the riot: the first in seat order (each nomination is
/// answered once, however many Riots there are).
fn leads(state: &GameState, holder: PlayerId) -> bool {
    state
        .seats
        .iter()
        .find(|s| s.is(ID) && riot_now(state, s.id))
        .is_some_and(|s| s.id == holder)
}

/// On the third day, every Minion becomes a Riot.
fn minions_become_riot(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    if !riot_now(state, holder) {
        return Vec::new();
    }
    let minions: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.team() == Some(Team::Minion))
        .map(|s| s.id)
        .collect();
    minions
        .into_iter()
        .map(|m| change_character(state, m, ID))
        .collect()
}

/// On the third day, the nominee dies at once; there is no vote.
fn nominee_dies(
    state: &mut GameState,
    holder: PlayerId,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Vec<Event> {
    if !leads(state, holder) {
        return Vec::new();
    }
    state.day.open = false;
    // The jinxes with the Monk, the Soldier, the Innkeeper, the Exorcist: a Riot nominating
    // a player protected from the Demon, good wins.
    if let Some(win) = protected_nominee_win(state, nominator, nominee) {
        state.ability_wins.push(win);
    }
    kill(state, nominee, DeathCause::Demon)
}

/// On the third day, after a nominee died, only they nominate next (dead or not, even if they
/// nominated earlier today), and only a living player.
fn nominations(
    state: &GameState,
    holder: PlayerId,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Nominating {
    if !leads(state, holder) {
        return Nominating::Usual;
    }
    if !state.seat(nominee).is_some_and(|s| s.alive) {
        return Nominating::Refused(RuleError::ForbiddenBy {
            character: ID.into(),
            reason: [
                "during the riot, only a living player may be nominated.",
                "pendant l'émeute, seul un joueur vivant peut être nommé.",
            ],
        });
    }
    match state.day.nominations.last() {
        None => Nominating::Usual,
        Some(last) if last.nominee == nominator => Nominating::Storyteller,
        Some(_) => Nominating::Refused(RuleError::ForbiddenBy {
            character: ID.into(),
            reason: [
                "during the riot, the last nominee nominates next.",
                "pendant l'émeute, le dernier joueur nommé nomme le suivant.",
            ],
        }),
    }
}
