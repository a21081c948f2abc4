//! Legion (carousel, Demon). Character ability text: each night but the first, a player might
//! die; an execution fails when only evil players voted for it; Legion registers as a Minion
//! too. [Most players are Legion.]
//!
//! - Several players have Legion (the bracket; the draw and the setup check,
//!   [`SetupEffect::Majority`]): every one of them is a Demon, so good wins only once every
//!   Legion is dead (002: "les gentils gagnent si le Démon meurt", the victory check asks for
//!   any living Demon).
//! - Each night but the first, one step for the Storyteller alone (the Legion players do not
//!   wake: "a player might die", 000: the ability does not say "choose" for them, so the
//!   Storyteller decides), on the first living Legion's seat: the Storyteller picks a living
//!   player who dies, or moves on. The pick is recorded as Legion's act and goes through the
//!   Demon's one kill path ([`demon_strike`]: the Monk's protection and the Soldier apply).
//! - 001: the ability is Legion's as a whole: the kill has no effect only when no living
//!   Legion's ability works (all drunk or poisoned).
//! - An execution where everyone who raised a hand for the nominee is evil (their alignment,
//!   the vote recording who voted) fails: the player is executed but does not die, kept alive
//!   by a living Legion whose ability works ([`Ability::keeps_alive`]), as the Devil's Advocate
//!   keeps theirs alive. A player put to death without a vote (the Storyteller's override) is
//!   not saved.
//! - Registers as a Minion too ([`Ability::registers_as`]).
//! - The official jinxes: Legion made by the Engineer, the Hatter or the Summoner, every evil
//!   player becomes Legion ([`every_evil_player_becomes_legion`], asked by them); the Magician,
//!   the Politician and the Zealot may register as evil: an execution where every other voter
//!   is evil waits for the Storyteller's decision ([`Ability::may_spare_executed`]); the
//!   Minstrel and the Preacher may learn that a player is Legion: a decision offered
//!   ([`offer_told_legion`]); the Demon info does not point at a Magician
//!   ([`carousel::magician`]). Left to the Storyteller: the Magician waking with Legion, who
//!   is told that a Magician is in play.

use crate::ability::prelude::*;

const ID: &str = "legion";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(first_living_legion),
    choice: Some(Choice {
        among: Among::Alive,
        optional: true,
        when: When::NightAfterFirst,
        really: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(acts),
    says: Some([
        "For Legion, the Storyteller picks {targets} to die",
        "Pour Légion, le Conteur choisit {targets}, qui doit mourir",
    ]),
    registers_as: &[Team::Minion],
    storyteller_step: true,
    keeps_alive: Some(execution_fails),
    may_spare_executed: Some(may_fail),
    ..Ability::PLAIN
};

/// The characters that may register as evil to Legion (official jinxes).
const MAY_REGISTER_EVIL: [&str; 3] = ["magician", "politician", "zealot"];

/// Legion made in play by another ability (official jinxes with the Engineer, the Hatter and
/// the Summoner): every evil player becomes Legion too (a character change each, alignment
/// kept).
pub fn every_evil_player_becomes_legion(state: &mut GameState) -> Vec<Event> {
    let evil: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is_evil() && !s.traveller && !s.is(ID))
        .map(|s| s.id)
        .collect();
    evil.into_iter()
        .map(|p| change_character(state, p, ID))
        .collect()
}

/// The players who really have Legion and are alive.
fn living_legion(state: &GameState) -> impl Iterator<Item = &Seat> {
    state
        .seats
        .iter()
        .filter(move |s| s.is(ID) && really_alive(state, s.id))
}

/// One step a night for all of Legion: on the first living Legion's seat.
fn first_living_legion(state: &GameState, seat: &Seat, _night: u32) -> bool {
    living_legion(state).next().is_some_and(|s| s.id == seat.id)
}

/// Does some living Legion's ability work (001: all of them drunk or poisoned, no effect)?
fn works(state: &GameState) -> bool {
    living_legion(state).any(|s| ability_works(state, s.id))
}

/// The Storyteller's pick: the Demon's attack on that player.
fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let target = act.target()?;
    let worked = works(state);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: vec![target],
        phase: state.phase,
        worked,
    });
    if !worked {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    reminder::place(state, target, ID, "Dead");
    Ok(demon_strike(state, by, target))
}

/// The voters for today's latest nomination of `target` (not an exile), if recorded.
fn voters(state: &GameState, target: PlayerId) -> Option<&Vec<PlayerId>> {
    state
        .day
        .nominations
        .iter()
        .rev()
        .filter(|n| n.nominee == target && !n.exile)
        .find_map(|n| n.voters.as_ref())
}

/// Official jinxes of Legion with the Magician, the Politician and the Zealot: they may
/// register as evil to Legion. When every other voter is evil and one of them voted, whether
/// the execution fails is the Storyteller's call (the execution waits for the decision, as the
/// Pacifist's does).
fn may_fail(state: &GameState, holder: PlayerId, target: PlayerId) -> bool {
    if !really_alive(state, holder) {
        return false;
    }
    let Some(voters) = voters(state, target) else {
        return false;
    };
    let may_register = |s: &Seat| {
        MAY_REGISTER_EVIL
            .iter()
            .any(|c| s.is(c) && jinx::active(state, ID, c))
    };
    let seats: Vec<&Seat> = voters.iter().filter_map(|v| state.seat(*v)).collect();
    seats.iter().any(|s| !s.is_evil() && may_register(s))
        && seats.iter().all(|s| s.is_evil() || may_register(s))
}

/// Official jinxes of Legion with the Minstrel and the Preacher: the Storyteller may tell
/// `player` (with `character`) that `legion` is Legion: a decision, one suggestion.
pub fn offer_told_legion(
    state: &mut GameState,
    player: PlayerId,
    character: &str,
    legion: PlayerId,
) -> Event {
    learn::offer_decision(
        state,
        player,
        character,
        vec![Command::GiveInfo {
            player,
            character: character.into(),
            chosen: Vec::new(),
            info: Info::Pair {
                players: vec![legion],
                character: ID.into(),
            },
        }],
    )
}

/// Only evil players voted for the execution of `target` today: it fails.
fn execution_fails(
    state: &GameState,
    holder: PlayerId,
    target: PlayerId,
    cause: &DeathCause,
) -> bool {
    if *cause != DeathCause::Execution || !really_alive(state, holder) {
        return false;
    }
    let Some(voters) = voters(state, target) else {
        return false;
    };
    !voters.is_empty()
        && voters
            .iter()
            .all(|v| state.seat(*v).is_some_and(|s| s.is_evil()))
}

#[cfg(test)]
mod tests {
    use crate::character::Team;
    use crate::command::Assignment;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::seat::PlayerId;
    use crate::setup::{check_pick, random_draw};
    use crate::warning::SetupWarning;

    fn script() -> Script {
        Script::custom(
            [
                "legion",
                "chef",
                "empath",
                "monk",
                "mayor",
                "soldier",
                "undertaker",
                "washerwoman",
                "recluse",
                "saint",
                "poisoner",
                "spy",
            ]
            .map(String::from)
            .to_vec(),
        )
    }

    /// The draw gives Legion to just over half the players, no Minions, and the pick passes
    /// the setup check.
    #[test]
    fn the_draw_makes_most_players_legion() {
        let script = script();
        for n in [7u32, 10, 12] {
            let seats: Vec<PlayerId> = (0..n).map(PlayerId).collect();
            let draw = random_draw(&script, &seats, &mut Rng::new(u64::from(n)));
            assert_eq!(draw.len(), n as usize);
            let legion = draw.iter().filter(|a| a.character == "legion").count();
            assert_eq!(legion, n as usize / 2 + 1, "{draw:?}");
            assert!(
                !draw.iter().any(|a| crate::character::official(&a.character)
                    .is_some_and(|d| d.team == Team::Minion))
            );
            assert_eq!(check_pick(&script, &draw), Vec::new(), "{draw:?}");
        }
    }

    /// A pick by hand with half the players Legion or fewer is warned about; more than half is
    /// not, however many.
    #[test]
    fn a_pick_with_too_few_legion_is_warned() {
        let script = script();
        let pick = |c: &str, p: u32| Assignment {
            player: PlayerId(p),
            character: c.into(),
            shown: None,
            alignment: None,
        };
        let good = ["chef", "empath", "monk", "mayor", "soldier"];
        let picks = |legion: u32| -> Vec<Assignment> {
            (0..8)
                .map(|p| {
                    if p < legion {
                        pick("legion", p)
                    } else {
                        pick(good[(p - legion) as usize], p)
                    }
                })
                .collect()
        };
        assert!(check_pick(&script, &picks(4)).iter().any(|w| matches!(
            w,
            SetupWarning::WrongCount {
                team: Team::Demon,
                ..
            }
        )));
        assert_eq!(check_pick(&script, &picks(5)), Vec::new());
        assert_eq!(check_pick(&script, &picks(7)), Vec::new());
    }
}
