//! Ways of working out what a waking player learns, shared by several characters' definitions:
//! how players may register, counts that registration can change, a pair of players one of
//! whom is a character of a type, the whole grimoire, what an attack would do, and a plausible
//! false answer for a drunk or poisoned player.

use crate::character::Team;
use crate::error::RuleError;
use crate::event::Event;
use crate::night::{Candidate, GrimoireEntry, NightInfo};
use crate::seat::{PlayerId, Seat};
use crate::state::GameState;
use crate::status::ability_works;

use super::{Act, Choice, Then};

/// The Demon's choice: one player, attacked at once.
pub const DEMON_ATTACK: Choice = Choice::of(1, Then::Acts);

/// The history's words for a Demon's attack.
pub const DEMON_ATTACK_SAYS: Option<[&str; 2]> =
    Some(["{by} attacks {targets}", "{by} attaque {targets}"]);

/// A Demon made in the night beside another (the Pit-Hag's, and the Summoner's under its
/// jinxes): tonight's deaths are the Storyteller's, a decision offered as `character` of
/// `by`, one suggestion per living player, settled or dismissed, never forced.
pub fn offer_tonights_deaths(state: &mut GameState, by: PlayerId, character: &str) -> Event {
    let suggestions = state
        .seats
        .iter()
        .filter(|s| s.alive)
        .map(|s| crate::command::Command::Die {
            player: s.id,
            cause: crate::death::DeathCause::Storyteller,
        })
        .collect();
    offer_decision(state, by, character, suggestions)
}

/// A decision the ability leaves to the Storyteller: offered as `character` of `player`, with
/// the `suggestions` the Storyteller may pick from, settled or dismissed, never forced. Returns
/// the event that records the offer.
pub fn offer_decision(
    state: &mut GameState,
    player: PlayerId,
    character: &str,
    suggestions: Vec<crate::command::Command>,
) -> Event {
    let kind = crate::pending::PendingKind::Chooses {
        player,
        character: character.into(),
    };
    state.pending.push(crate::pending::Pending {
        kind: kind.clone(),
        suggestions,
    });
    Event::PendingAdded { kind }
}

/// The Demon's attack on the chosen player, through the one kill path (000).
pub fn demon_attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    crate::death::demon_kill(state, act.strict, act.player()?, act.target()?)
}

/// The types a player may register as, besides their own (Recluse: Minion or Demon, and evil;
/// Spy: Townsfolk or Outsider, and good) — only while their ability works.
pub fn may_register_as(state: &GameState, seat: &Seat) -> Vec<Team> {
    if !ability_works(state, seat.id) {
        return Vec::new();
    }
    super::of(seat.ability_id())
        .map(|a| a.registers_as.to_vec())
        .unwrap_or_default()
}

/// How a player may register for evil-counting abilities: (evil for sure, may flip).
fn evil_reading(state: &GameState, seat: &Seat) -> (bool, bool) {
    let flips = !may_register_as(state, seat).is_empty();
    (seat.is_evil(), flips)
}

/// All counts reachable when each registering player may read either way.
pub fn counts_with_registration(
    state: &GameState,
    players: &[PlayerId],
    count: impl Fn(&dyn Fn(PlayerId) -> bool) -> u32,
) -> (u32, Vec<u32>) {
    let flippers: Vec<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| state.seat(*p).is_some_and(|s| evil_reading(state, s).1))
        .collect();
    let base = |p: PlayerId| state.seat(p).is_some_and(|s| s.is_evil());
    let truth = count(&base);
    let mut values = Vec::new();
    for mask in 1u32..(1 << flippers.len().min(8)) {
        let f = |p: PlayerId| match flippers.iter().position(|x| *x == p) {
            Some(k) if mask & (1 << k) != 0 => !base(p),
            _ => base(p),
        };
        let v = count(&f);
        if v != truth && !values.contains(&v) {
            values.push(v);
        }
    }
    values.sort_unstable();
    (truth, values)
}

pub fn pair_info(state: &GameState, waker: &Seat, team: Team) -> NightInfo {
    let mut candidates: Vec<Candidate> = Vec::new();
    for s in state.seats.iter().filter(|s| s.id != waker.id) {
        if s.team() == Some(team) {
            candidates.push(Candidate {
                player: s.id,
                character: s.character.clone(),
                may_register_as: None,
            });
        } else if may_register_as(state, s).contains(&team) {
            candidates.push(Candidate {
                player: s.id,
                character: None,
                may_register_as: Some(team),
            });
        }
    }
    let real = candidates.iter().find(|c| c.character.is_some());
    match real {
        None if team == Team::Outsider && candidates.is_empty() => NightInfo::Zero,
        None => NightInfo::Pair {
            character: None,
            players: Vec::new(),
            candidates,
        },
        Some(c) => {
            let other = state
                .seats
                .iter()
                .map(|s| s.id)
                .find(|p| {
                    *p != c.player
                        && *p != waker.id
                        && state.index_of(*p) > state.index_of(c.player)
                })
                .or_else(|| {
                    state
                        .seats
                        .iter()
                        .map(|s| s.id)
                        .find(|p| *p != c.player && *p != waker.id)
                });
            let mut players = vec![c.player];
            players.extend(other);
            NightInfo::Pair {
                character: c.character.clone(),
                players,
                candidates,
            }
        }
    }
}

/// The grimoire shown to a character that sees it (the Spy, the Widow). 002 (jinxes): with the
/// Magician in play, "Quand l'Espion voit le grimoire, les jetons du démon et du Magicien sont
/// retirés": the Demon's and the Magician's seats are left out, as [`crate::card::for_spy`]
/// does.
pub fn grimoire(state: &GameState) -> NightInfo {
    let jinxed = state.seats.iter().any(|s| {
        super::of(s.character_id()).is_some_and(|a| a.sees_grimoire)
            && crate::jinx::active(state, s.character_id(), "magician")
    });
    NightInfo::Grimoire {
        entries: state
            .seats
            .iter()
            .filter(|s| !(jinxed && (s.team() == Some(Team::Demon) || s.is("magician"))))
            .map(|s| GrimoireEntry {
                player: s.id,
                character: s.character_id().to_string(),
                alive: s.alive,
                drunk: crate::status::is_drunk(state, s.id),
                poisoned: crate::status::is_poisoned(state, s.id),
                may_register_as: may_register_as(state, s),
            })
            .collect(),
    }
}

/// Does the player see the grimoire at their step now? Their character sees it (the Spy, the
/// Widow), unless a jinx hides it: with the Poppy Grower alive and their ability working, the
/// Minion jinxed with them does not see it (official jinx list,
/// [`crate::data::jinxes::POPPY_HIDES_GRIMOIRE`]). The screens show the grimoire only then.
pub fn sees_grimoire(state: &GameState, seat: &Seat) -> bool {
    let id = seat.ability_id();
    if !super::of(id).is_some_and(|a| a.sees_grimoire) {
        return false;
    }
    !crate::jinx::partners(id, &crate::data::jinxes::POPPY_HIDES_GRIMOIRE)
        .iter()
        .any(|holder| {
            crate::jinx::active(state, id, holder)
                && state
                    .seats
                    .iter()
                    .any(|s| s.is(holder) && s.alive && ability_works(state, s.id))
        })
}

/// What a character that sees the grimoire learns: the grimoire ([`grimoire`]), or nothing
/// while a jinx hides it ([`sees_grimoire`]).
pub fn grimoire_seen(state: &GameState, seat: &Seat) -> NightInfo {
    if sees_grimoire(state, seat) {
        grimoire(state)
    } else {
        NightInfo::Nothing
    }
}

pub fn attack(state: &GameState, demon: &Seat) -> NightInfo {
    let outcomes = state
        .seats
        .iter()
        .map(|s| (s.id, crate::death::attack_outcome(state, demon.id, s.id)))
        .collect();
    NightInfo::Attack { outcomes }
}

/// A character of `team` on the script that is not in play (for false information).
pub fn not_in_play(state: &GameState, team: Team, except: Option<&str>) -> Option<String> {
    state
        .script
        .characters()
        .into_iter()
        .find(|d| d.team == team && !state.in_play(d.id) && Some(d.id) != except)
        .map(|d| d.id.to_string())
}

/// The good characters of the script a player could bluff as: not in play, not the token a
/// player believes they are (the Drunk's), and not a character whose player believes they are
/// another (no one would claim it), in the script's order (the Demon's bluffs, 002; the Snitch's
/// for the Minions).
pub fn bluffable(state: &GameState) -> Vec<String> {
    let shown: Vec<&str> = state
        .seats
        .iter()
        .filter_map(|s| s.shown.as_deref())
        .collect();
    state
        .script
        .characters()
        .into_iter()
        .filter(|d| matches!(d.team, Team::Townsfolk | Team::Outsider))
        .filter(|d| {
            !d.setup
                .iter()
                .any(|e| matches!(e, crate::character::SetupEffect::NotInBag { .. }))
        })
        .filter(|d| !state.in_play(d.id) && !shown.contains(&d.id))
        .map(|d| d.id.to_string())
        .collect()
}

/// A plausible false answer for a drunk or poisoned player (001: "le Conteur peut lui donner
/// une information fausse"); the Storyteller may give any other.
pub fn false_answer(state: &GameState, waker: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    match truth {
        NightInfo::Number { value, .. } => Some(NightInfo::Number {
            value: if *value == 0 { 1 } else { value - 1 },
            may_be: Vec::new(),
        }),
        NightInfo::Pair {
            character, players, ..
        } => {
            let team = character
                .as_deref()
                .and_then(|c| state.character(c))
                .map(|d| d.team)
                .unwrap_or(Team::Townsfolk);
            let wrong = not_in_play(state, team, character.as_deref())?;
            Some(NightInfo::Pair {
                character: Some(wrong),
                players: players.clone(),
                candidates: Vec::new(),
            })
        }
        NightInfo::Zero => {
            let wrong = not_in_play(state, Team::Outsider, None)?;
            let players: Vec<PlayerId> = state
                .seats
                .iter()
                .map(|s| s.id)
                .filter(|p| *p != waker.id)
                .take(2)
                .collect();
            Some(NightInfo::Pair {
                character: Some(wrong),
                players,
                candidates: Vec::new(),
            })
        }
        NightInfo::DemonCheck { yes, .. } => {
            // A false world: a good player stands in for the Demon (and the real Demon reads
            // as not), so that a Fortune Teller who stays drunk gets answers that hold
            // together night after night. Nod when either chosen player is in `yes`.
            let n = state.seats.len();
            let start = state.index_of(waker.id)?;
            // Lil' Monsta's babysitter is the Demon too (asked once).
            let demons: Vec<PlayerId> = state.of_team(Team::Demon).iter().map(|s| s.id).collect();
            let fake = (1..n)
                .map(|k| &state.seats[(start + k) % n])
                .find(|s| {
                    !yes.contains(&s.id)
                        && s.is_good()
                        && !demons.contains(&s.id)
                        && may_register_as(state, s).is_empty()
                })?
                .id;
            Some(NightInfo::DemonCheck {
                yes: vec![fake],
                maybe: Vec::new(),
            })
        }
        NightInfo::Executed {
            player: Some(p),
            character: Some(c),
            ..
        } => {
            let team = state
                .character(c)
                .map(|d| d.team)
                .unwrap_or(Team::Townsfolk);
            let other_team = if matches!(team, Team::Townsfolk | Team::Outsider) {
                Team::Minion
            } else {
                Team::Townsfolk
            };
            Some(NightInfo::Executed {
                player: Some(*p),
                character: not_in_play(state, other_team, None),
                may_register_as: Vec::new(),
            })
        }
        _ => None,
    }
}
