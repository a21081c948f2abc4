//! Deaths and executions as records of the game (001: execution is not death).

use serde::{Deserialize, Serialize};

use super::phase::Phase;
use super::seat::PlayerId;

/// Why a player died.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathCause {
    /// 002: "le jour, on meurt par exécution".
    Execution,
    /// 002: "la nuit, on meurt à cause des capacités" — the Demon's attack.
    Demon,
    /// The Slayer's shot.
    Slayer,
    /// Any other ability, or a Storyteller decision the engine does not model.
    Storyteller,
}

/// One death, kept for the dawn announcement and the night sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Death {
    /// Who died.
    pub player: PlayerId,
    /// Why.
    pub cause: DeathCause,
    /// When.
    pub phase: Phase,
    /// At night: the night-order position of the step being run when the player died. 002: "Si
    /// un rôle meurt la nuit avant de se réveiller, ce rôle ne se réveillera pas" — a step that
    /// comes later is skipped, a step already run stays on the sheet.
    pub night_position: Option<u16>,
}

/// One execution (001: an execution may leave the player alive, and a dead player can be
/// executed again; either way it is the day's one execution).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Execution {
    /// The day number.
    pub day: u32,
    /// Who was executed.
    pub player: PlayerId,
    /// Whether the execution killed them.
    pub died: bool,
}

/// A character change, kept so the night sheet can remind the Storyteller to tell the player
/// (001: "Quand quelqu'un change de rôle ou d'alignement, le Conteur l'en informe").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterChange {
    /// The player.
    pub player: PlayerId,
    /// The former character.
    pub from: String,
    /// The new character.
    pub to: String,
    /// When it happened.
    pub phase: Phase,
    /// The player's alignment then (a Pit-Hag's evil Goon keeps being evil: official jinx
    /// list, [`crate::ability::bmr::goon`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<super::character::Alignment>,
    /// At night: the night-order position of the step being run when the change happened (the
    /// Snake Charmer's, the Pit-Hag's). The player is told "You are" right after it, and the
    /// new character acts tonight only if its place comes later (000/003).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night_position: Option<u16>,
}

use super::character::Team;
use super::command::Command;
use super::error::RuleError;
use super::event::{Event, NoEffect};
use super::night::KillOutcome;
use super::pending::{Pending, PendingKind};
use super::state::{Choice, GameState};
use super::status::{ability_works, cannot_die, is_safe};
use crate::ability::{self, UnderAttack};

/// The player dies now; returns what happened, including what other rules answer to the death
/// (the Scarlet Woman taking over, the Imp's star-pass suggestion: [`answer_triggers`]). The
/// caller has checked that the player is alive (001: a dead player cannot die again).
pub(super) fn die(state: &mut GameState, player: PlayerId, cause: DeathCause) -> Vec<Event> {
    let (mut events, trigger) = record_death(state, player, cause);
    events.extend(answer_triggers(state, vec![trigger]));
    events
}

/// The player whose ability keeps `target` alive against a death of this cause, if any
/// ([`ability::Ability::keeps_alive`], asked of every seat whose ability works). A protection
/// that costs nothing is asked first: the Fool does not spend his first death, nor the
/// Zombuul register as dead, when the Tea Lady or the Devil's Advocate already keeps them
/// alive (the death does not happen at all).
pub fn kept_alive_by(state: &GameState, target: PlayerId, cause: &DeathCause) -> Option<PlayerId> {
    // One walk over the seats: a protection that costs nothing wins at once; the first one
    // with a cost is kept in case none comes.
    static KEEPS: ability::Holders = ability::Holders::new(|a| a.keeps_alive.is_some());
    let mut costly = None;
    for s in &state.seats {
        let Some(def) = KEEPS.of(s.ability_id()) else {
            continue;
        };
        let Some(keeps) = def.keeps_alive else {
            continue;
        };
        let has_cost = def.kept_alive.is_some();
        if (has_cost && costly.is_some())
            || !(ability_works(state, s.id)
                || def
                    .keeps_alive_without_ability
                    .is_some_and(|anyway| anyway(state, s.id)))
            || !keeps(state, s.id, target, cause)
        {
            continue;
        }
        if !has_cost {
            return Some(s.id);
        }
        costly = Some(s.id);
    }
    costly
}

/// What keeps a player alive against a death: a "cannot die tonight" status in force at night
/// (the Innkeeper's, [`crate::status::StatusKind::CannotDie`]), or a character's ability
/// ([`kept_alive_by`]: the Tea Lady's good neighbours, a sober Sailor, the Fool's first
/// death, the Devil's Advocate's player at the execution, the Zombuul's first death).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keeper {
    /// The player cannot die tonight (a status in force).
    CannotDie,
    /// This player's ability keeps them alive.
    Ability(PlayerId),
}

/// What keeps `target` alive against a death of this cause now, if anything.
pub fn keeper(state: &GameState, target: PlayerId, cause: &DeathCause) -> Option<Keeper> {
    if state.phase.is_night() && cannot_die(state, target) {
        return Some(Keeper::CannotDie);
    }
    // A Fabled's protection (the Storm Catcher's player dies only by execution) is a rule of
    // the game like a status in force.
    if ability::fabled::keeps_alive(state, target, cause) {
        return Some(Keeper::CannotDie);
    }
    kept_alive_by(state, target, cause).map(Keeper::Ability)
}

/// `target` is kept alive by `keeper`: the Storyteller is told, and the keeper's ability does
/// what it does besides ([`ability::Ability::kept_alive`]: the Fool's use is spent, the
/// Zombuul registers as dead).
pub fn kept_alive(
    state: &mut GameState,
    target: PlayerId,
    keeper: Keeper,
    cause: &DeathCause,
) -> Vec<Event> {
    let mut events = vec![Event::NoEffect {
        player: target,
        reason: NoEffect::KeptAlive,
    }];
    if let Keeper::Ability(holder) = keeper {
        let then = state
            .seat(holder)
            .and_then(|s| ability::of(s.ability_id()))
            .and_then(|a| a.kept_alive);
        if let Some(then) = then {
            events.extend(then(state, holder, target, cause));
        }
    }
    events
}

/// Is the player really alive: alive, or dead to the town but living on
/// ([`crate::seat::Seat::lives_on`], the Zombuul after its first death)?
pub fn really_alive(state: &GameState, player: PlayerId) -> bool {
    state.seat(player).is_some_and(|s| s.alive || s.lives_on)
}

/// An ability or an execution kills `target` (not the Demon's attack: [`demon_kill`]): a dead
/// player does not die again (001) and what keeps them alive does ([`keeper`]); otherwise they
/// die, with what answers the death.
pub fn kill(state: &mut GameState, target: PlayerId, cause: DeathCause) -> Vec<Event> {
    if !really_alive(state, target) {
        return vec![Event::NoEffect {
            player: target,
            reason: NoEffect::AlreadyDead,
        }];
    }
    if let Some(k) = keeper(state, target, &cause) {
        return kept_alive(state, target, k, &cause);
    }
    die(state, target, cause)
}

/// An ability kills `target` "even if for some reason they could not" (character ability
/// text, Assassin): nothing keeps them alive — no protection, no "cannot die", no first death
/// survived (the Fool's, the Zombuul's) — but a dead player does not die again (001).
pub fn kill_through(state: &mut GameState, target: PlayerId, cause: DeathCause) -> Vec<Event> {
    if !really_alive(state, target) {
        return vec![Event::NoEffect {
            player: target,
            reason: NoEffect::AlreadyDead,
        }];
    }
    die(state, target, cause)
}

/// The death itself, without what answers it: the seat is dead and the death recorded. A
/// reaction that kills ([`Reaction::triggers`]) uses this and queues the trigger it returns.
pub fn record_death(
    state: &mut GameState,
    player: PlayerId,
    cause: DeathCause,
) -> (Vec<Event>, Trigger) {
    let alive_before = state
        .seats
        .iter()
        .filter(|s| s.alive && !s.traveller)
        .count();
    // 001: an execution's death belongs to its day, even when the Storyteller settles it
    // after dusk (the Pacifist's decision): not tonight's, not announced at dawn.
    let executed_yesterday = match state.phase {
        Phase::Night(n) if cause == DeathCause::Execution => state
            .executions
            .last()
            .filter(|e| e.player == player && e.day + 1 == n && !e.died)
            .map(|e| e.day),
        _ => None,
    };
    let phase = executed_yesterday.map_or(state.phase, Phase::Day);
    let night_position = if phase.is_night() {
        super::night::current_position(state)
    } else {
        None
    };
    if cause == DeathCause::Execution {
        if let Some(e) = state.executions.last_mut().filter(|e| e.player == player) {
            e.died = true;
        }
    }
    let seat = state.seat_mut(player).expect("checked by the caller");
    seat.alive = false;
    // A real death ends a life beyond death (the Zombuul's).
    seat.lives_on = false;
    let character = seat.character_id().to_string();
    let team = seat.team();
    state.deaths.push(Death {
        player,
        cause: cause.clone(),
        phase,
        night_position,
    });
    let events = vec![Event::Died {
        player,
        cause: cause.clone(),
    }];
    let trigger = Trigger::Died(Died {
        player,
        character,
        team,
        cause,
        alive_before,
    });
    (events, trigger)
}

/// Something that happened which other characters' abilities may answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trigger {
    /// A player died.
    Died(Died),
}

/// A death, as the abilities that answer it see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Died {
    /// Who died.
    pub player: PlayerId,
    /// Their character when they died.
    pub character: String,
    /// Its type.
    pub team: Option<Team>,
    /// Why.
    pub cause: DeathCause,
    /// Living players (Travellers aside) just before the death: the Scarlet Woman counts the
    /// Demon among the five.
    pub alive_before: usize,
}

/// What an ability answers to a trigger: what it made happen, and what that in turn triggers
/// (a death it caused, say), queued after the others.
#[derive(Debug, Default)]
pub struct Reaction {
    /// What happened.
    pub events: Vec<Event>,
    /// Triggers to answer next.
    pub triggers: Vec<Trigger>,
}

/// The most triggers answered for one command: a chain longer than this (abilities answering
/// each other without end) stops, and the Storyteller is told (`Event::ChainStopped`).
pub const MAX_TRIGGERS: usize = 64;

/// Answers `queue` in order, one trigger at a time (boardgame.io's flow does the same with its
/// `endIf`): for each, every seat whose ability's definition answers it (a gained ability's,
/// and then also the player's own character's: the Cannibal keeps gaining), in the order the
/// definitions give ([`ability::OnDeath::order`], then seat order), against the state as the
/// earlier answers left it. What an answer triggers joins the end of the queue.
pub fn answer_triggers(state: &mut GameState, queue: Vec<Trigger>) -> Vec<Event> {
    answer_triggers_with(state, queue, |id| ability::of(id)?.on_death)
}

/// [`answer_triggers`] with the definitions' answers found by `on_death` (tests give their own).
fn answer_triggers_with(
    state: &mut GameState,
    queue: Vec<Trigger>,
    on_death: impl Fn(&str) -> Option<ability::OnDeath>,
) -> Vec<Event> {
    let mut queue: std::collections::VecDeque<Trigger> = queue.into();
    let mut events = Vec::new();
    let mut answered = 0;
    while let Some(trigger) = queue.pop_front() {
        if answered == MAX_TRIGGERS {
            events.push(Event::ChainStopped {
                after: MAX_TRIGGERS,
            });
            break;
        }
        answered += 1;
        match &trigger {
            Trigger::Died(died) => {
                // The ability the player has (a gained one included), and their own
                // character's when they gained another's and keep their own rule of gaining
                // (the Cannibal's next executee, the Pixie's).
                let mut hooks: Vec<(u8, PlayerId, ability::OnDeath)> = state
                    .seats
                    .iter()
                    .flat_map(|s| {
                        let own = s
                            .gained_id()
                            .filter(|g| *g != s.character_id())
                            .map(|_| s.character_id());
                        std::iter::once(s.ability_id())
                            .chain(own)
                            .filter_map(&on_death)
                            .map(|hook| (hook.order, s.id, hook))
                            .collect::<Vec<_>>()
                    })
                    .collect();
                // A Fabled (or Loric) in play, held by no one, answers too, with the dead
                // player as the holder (the Hindu's first four dead).
                hooks.extend(
                    state
                        .fabled
                        .iter()
                        .filter_map(|f| on_death(f))
                        .map(|hook| (hook.order, died.player, hook)),
                );
                hooks.sort_by_key(|(order, _, _)| *order);
                for (_, holder, hook) in hooks {
                    let r = (hook.then)(state, holder, died);
                    events.extend(r.events);
                    queue.extend(r.triggers);
                }
            }
        }
    }
    events
}

/// 000/003: the player becomes a new character at once: the new ability works now, a
/// once-per-game use is available again, the old ability's effects end (the epoch changes);
/// 001: the alignment stays.
pub(crate) fn change_character(state: &mut GameState, player: PlayerId, to: &str) -> Event {
    let phase = state.phase;
    let night_position = super::night::current_position(state);
    let row = state.homebrew_row(to);
    let seat = state.seat_mut(player).expect("checked by the caller");
    let from = seat.character_id().to_string();
    let alignment = seat.alignment;
    seat.set_character(to, row);
    seat.shown = None;
    seat.epoch += 1;
    seat.ability_used = false;
    // 000/003: a new character loses every ability of the old one, a gained one too.
    seat.gained = None;
    state.changes.push(CharacterChange {
        player,
        from: from.clone(),
        to: to.to_string(),
        phase,
        alignment,
        night_position,
    });
    Event::CharacterChanged {
        player,
        from,
        to: to.to_string(),
    }
}

/// The Demon attacks `target` at night (Imp: "each night*, choose a player: they die").
///
/// 001: a drunk or poisoned Demon kills nobody; a dead target does not die again; a Demon kept
/// asleep tonight (the Exorcist's) is refused, unless overridden. Soldier and
/// Monk protection keep the target alive; a targeted Mayor is a Storyteller decision (who dies
/// instead); an Imp choosing itself dies and passes the Demon on.
pub(super) fn demon_kill(
    state: &mut GameState,
    strict: bool,
    demon: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let d = state.require(demon)?.clone();
    state.require(target)?;
    if strict {
        let def = d.def();
        if def.map(|x| x.team) != Some(Team::Demon) {
            return Err(RuleError::NotCharacter {
                name: d.name.clone(),
                expected: "imp".into(),
            });
        }
        if state.phase == Phase::FirstNight && def.is_some_and(|x| x.first_night.is_none()) {
            return Err(RuleError::NoActionTonight {
                character: d.character_id().to_string(),
            });
        }
        // Character ability text (Exorcist): the Demon chosen does not wake tonight.
        ability::check_awake(state, demon)?;
        // Jinx (Magician & Wraith): the Wraith named right must be picked tonight.
        if ability::carousel::magician::demon_must_pick(state).is_some_and(|w| w != target) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: d.character_id().to_string(),
            });
        }
        // Jinx (Alchemist & Spy, Widow, Wraith): the Minion named right must be picked tonight.
        ability::carousel::alchemist::check_demon_pick(state, demon, &[target])?;
    }
    let works = ability_works(state, demon) && really_alive(state, demon);
    state.choices.push(Choice {
        by: demon,
        character: d.character_id().to_string(),
        targets: vec![target],
        phase: state.phase,
        worked: works,
    });
    if !works {
        return Ok(vec![Event::NoEffect {
            player: demon,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(demon_strike(state, demon, target))
}

/// The Demon's attack on `target` once the Demon's choice is recorded and its ability works
/// (the Pukka's poison coming due, each of the Shabaloth's and the Po's players), as
/// [`attack_outcome`] says: the one kill path for every Demon.
pub fn demon_strike(state: &mut GameState, demon: PlayerId, target: PlayerId) -> Vec<Event> {
    let no_effect = |reason| {
        vec![Event::NoEffect {
            player: target,
            reason,
        }]
    };
    match attack_outcome(state, demon, target) {
        KillOutcome::AlreadyDead => no_effect(NoEffect::AlreadyDead),
        KillOutcome::Soldier => no_effect(NoEffect::Soldier),
        KillOutcome::Protected => no_effect(NoEffect::Protected),
        KillOutcome::KeptAlive => match keeper(state, target, &DeathCause::Demon) {
            Some(k) => kept_alive(state, target, k, &DeathCause::Demon),
            None => die(state, target, DeathCause::Demon),
        },
        KillOutcome::MayorMayBounce => mayor_bounce(state, demon, target),
        KillOutcome::StarPass | KillOutcome::Dies | KillOutcome::Jumps => {
            die(state, target, DeathCause::Demon)
        }
    }
}

/// What the Demon's attack on `target` does, asking every rule in one place: a dead player
/// does not die again (001); a Demon attacking itself dies (the star pass); then the target's
/// own ability while it works ([`crate::ability::UnderAttack`]: the Soldier is safe), a
/// protection (the Monk's), what keeps the player alive ([`keeper`]: the Innkeeper's "cannot
/// die tonight", the Tea Lady, the Sailor, the Fool), and a redirection the Storyteller decides (the Mayor). The night
/// sheet's preview of an attack and the attack itself both ask this.
pub fn attack_outcome(state: &GameState, demon: PlayerId, target: PlayerId) -> KillOutcome {
    let Some(t) = state.seat(target) else {
        return KillOutcome::Dies;
    };
    if !(t.alive || t.lives_on) {
        return KillOutcome::AlreadyDead;
    }
    if target == demon {
        return KillOutcome::StarPass;
    }
    let own = ability::of(t.ability_id())
        .filter(|_| ability_works(state, target))
        .map_or(UnderAttack::Dies, |a| a.under_attack);
    if own == UnderAttack::Safe {
        return KillOutcome::Soldier;
    }
    if is_safe(state, target) {
        return KillOutcome::Protected;
    }
    // The Innkeeper's "cannot die tonight", the Tea Lady, the Sailor, the Fool… (000).
    if keeper(state, target, &DeathCause::Demon).is_some() {
        return KillOutcome::KeptAlive;
    }
    if own == UnderAttack::MayRedirect {
        return KillOutcome::MayorMayBounce;
    }
    KillOutcome::Dies
}

/// 000 (Mayor): the attack is the Storyteller's decision: the Mayor dies, or another player
/// dies instead.
fn mayor_bounce(state: &mut GameState, demon: PlayerId, target: PlayerId) -> Vec<Event> {
    let kind = PendingKind::MayorBounce {
        mayor: target,
        demon,
    };
    let mut suggestions = vec![Command::Die {
        player: target,
        cause: DeathCause::Demon,
    }];
    suggestions.extend(
        state
            .seats
            .iter()
            .filter(|s| s.alive && s.id != target && s.id != demon)
            .map(|s| Command::Die {
                player: s.id,
                cause: DeathCause::Demon,
            }),
    );
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions,
    });
    vec![Event::PendingAdded { kind }]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::night::{self, NightInfo, StepKind};
    use crate::test_util::*;

    /// Abilities that answer each other without end stop after [`MAX_TRIGGERS`] answers, and
    /// the Storyteller is told; each answer sees the state the earlier ones left.
    #[test]
    fn a_chain_of_triggers_stops() {
        let mut g = tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        let mut state = g.state().clone();
        // A made-up Chef that brings the dead back and kills them again, every time.
        let echo = |state: &mut GameState, _holder: PlayerId, died: &Died| {
            state.seat_mut(died.player).unwrap().alive = true;
            let (events, again) = record_death(state, died.player, DeathCause::Storyteller);
            Reaction {
                events,
                triggers: vec![again],
            }
        };
        let hooks = |id: &str| {
            (id == "chef").then_some(ability::OnDeath {
                order: 0,
                then: echo,
            })
        };
        let (_, first) = record_death(&mut state, P(3), DeathCause::Storyteller);
        let events = answer_triggers_with(&mut state, vec![first], hooks);
        assert_eq!(
            events.last(),
            Some(&Event::ChainStopped {
                after: MAX_TRIGGERS
            })
        );
        let died = events
            .iter()
            .filter(|e| matches!(e, Event::Died { .. }))
            .count();
        assert_eq!(died, MAX_TRIGGERS, "one death per answer");
        assert!(!state.seat(P(3)).unwrap().alive);
        // Without the made-up answer, the same death triggers nothing.
        g.apply(Command::Die {
            player: P(3),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        assert_eq!(g.state().deaths.len(), 1);
    }

    /// The attack previewed on the night sheet is the attack applied: for every target, the
    /// outcome shown at the Demon's step matches what the Demon's choice then does (000:
    /// Soldier safe, Monk's protection, Mayor's redirection, a dead player, the Imp itself).
    #[test]
    fn the_preview_of_an_attack_is_the_attack() {
        let mut g = tb_game(&[
            "imp", "poisoner", "soldier", "mayor", "monk", "chef", "empath", "butler",
        ]);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(6),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("monk", P(4), P(5))).unwrap();
        let step = night::sheet(g.state())
            .into_iter()
            .find(|s| s.kind == StepKind::Character && s.character.as_deref() == Some("imp"))
            .unwrap();
        let Some(NightInfo::Attack { outcomes }) = step.info else {
            panic!("the Imp's step shows the attack")
        };
        let mut seen = Vec::new();
        for (target, shown) in outcomes {
            let mut after: Game = g.clone();
            let events = after.apply(Command::act("imp", P(0), target)).unwrap();
            let done = events.iter().find_map(|e| match e {
                Event::Died { player, .. } if *player == target && target == P(0) => {
                    Some(KillOutcome::StarPass)
                }
                Event::Died { player, .. } if *player == target => Some(KillOutcome::Dies),
                Event::NoEffect { reason, .. } => Some(match reason {
                    NoEffect::AlreadyDead => KillOutcome::AlreadyDead,
                    NoEffect::Soldier => KillOutcome::Soldier,
                    NoEffect::Protected => KillOutcome::Protected,
                    other => panic!("{other:?}"),
                }),
                Event::PendingAdded {
                    kind: PendingKind::MayorBounce { .. },
                } => Some(KillOutcome::MayorMayBounce),
                _ => None,
            });
            assert_eq!(done, Some(shown), "target {target:?}");
            seen.push(shown);
        }
        for o in [
            KillOutcome::StarPass,
            KillOutcome::Soldier,
            KillOutcome::MayorMayBounce,
            KillOutcome::Protected,
            KillOutcome::AlreadyDead,
            KillOutcome::Dies,
        ] {
            assert!(seen.contains(&o), "{o:?} covered");
        }
    }

    /// A poisoned Soldier is not safe: the hook asks only while the ability works (001).
    #[test]
    fn a_poisoned_soldier_dies() {
        let mut g = tb_game(&["imp", "poisoner", "soldier", "chef", "empath"]);
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert_eq!(attack_outcome(g.state(), P(0), P(2)), KillOutcome::Dies);
        let mut h = tb_game(&["imp", "poisoner", "soldier", "chef", "empath"]);
        h.apply(Command::act("poisoner", P(1), P(3))).unwrap();
        assert_eq!(attack_outcome(h.state(), P(0), P(2)), KillOutcome::Soldier);
    }
}
