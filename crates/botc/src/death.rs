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
}

use super::character::Team;
use super::command::Command;
use super::error::RuleError;
use super::event::{Event, NoEffect};
use super::pending::{Pending, PendingKind};
use super::state::{Choice, GameState};
use super::status::{ability_works, is_safe};

/// The player dies now; returns what happened, including the Scarlet Woman taking over and
/// the Imp's star-pass suggestion. The caller has checked that the player is alive (001: a dead
/// player cannot die again).
pub(super) fn die(state: &mut GameState, player: PlayerId, cause: DeathCause) -> Vec<Event> {
    let alive_before = state
        .seats
        .iter()
        .filter(|s| s.alive && !s.traveller)
        .count();
    let night_position = if state.phase.is_night() {
        super::night::current_position(state)
    } else {
        None
    };
    let seat = state.seat_mut(player).expect("checked by the caller");
    seat.alive = false;
    let demon = (seat.team() == Some(Team::Demon)).then(|| seat.character_id().to_string());
    state.deaths.push(Death {
        player,
        cause: cause.clone(),
        phase: state.phase,
        night_position,
    });
    let mut events = vec![Event::Died {
        player,
        cause: cause.clone(),
    }];
    if let Some(demon) = demon {
        events.extend(demon_died(
            state,
            player,
            &demon,
            alive_before,
            cause == DeathCause::Demon,
        ));
    }
    events
}

/// What follows a Demon's death: the Scarlet Woman (5 or more alive, ability working) becomes
/// the Demon at once; otherwise an Imp that killed itself passes the Demon to a living Minion,
/// chosen by the Storyteller.
fn demon_died(
    state: &mut GameState,
    demon_player: PlayerId,
    demon: &str,
    alive_before: usize,
    by_demon: bool,
) -> Vec<Event> {
    let mut events = Vec::new();
    let others_alive = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
    if others_alive {
        return events;
    }
    let sw = state
        .seats
        .iter()
        .find(|s| s.alive && s.is("scarletwoman"))
        .map(|s| s.id)
        .filter(|id| ability_works(state, *id));
    // Scarlet Woman: "if there are 5 or more players alive & the Demon dies, you become the
    // Demon" — counted as the Demon dies, so the Demon is among the 5 (Travellers excluded).
    if let Some(sw) = sw.filter(|_| alive_before >= 5) {
        events.push(change_character(state, sw, demon));
        events.push(Event::ScarletWomanTakesOver {
            player: sw,
            demon: demon.to_string(),
        });
        return events;
    }
    // Imp: "if you kill yourself this way, a Minion becomes the Imp".
    if by_demon
        && demon == "imp"
        && state
            .choices
            .last()
            .is_some_and(|c| c.by == demon_player && c.targets == [demon_player])
    {
        let minions: Vec<PlayerId> = state
            .seats
            .iter()
            .filter(|s| s.alive && s.team() == Some(Team::Minion))
            .map(|s| s.id)
            .collect();
        if !minions.is_empty() {
            let kind = PendingKind::StarPass {
                demon: demon_player,
            };
            events.push(Event::PendingAdded { kind: kind.clone() });
            state.pending.push(Pending {
                kind,
                suggestions: minions
                    .into_iter()
                    .map(|m| Command::ChangeCharacter {
                        player: m,
                        character: demon.to_string(),
                    })
                    .collect(),
            });
        }
    }
    events
}

/// 000/003: the player becomes a new character at once: the new ability works now, a
/// once-per-game use is available again, the old ability's effects end (the epoch changes);
/// 001: the alignment stays.
pub(super) fn change_character(state: &mut GameState, player: PlayerId, to: &str) -> Event {
    let phase = state.phase;
    let seat = state.seat_mut(player).expect("checked by the caller");
    let from = seat.character_id().to_string();
    seat.character = Some(to.to_string());
    seat.shown = None;
    seat.epoch += 1;
    seat.ability_used = false;
    state.changes.push(CharacterChange {
        player,
        from: from.clone(),
        to: to.to_string(),
        phase,
    });
    Event::CharacterChanged {
        player,
        from,
        to: to.to_string(),
    }
}

/// The Demon attacks `target` at night (Imp: "each night*, choose a player: they die").
///
/// 001: a drunk or poisoned Demon kills nobody; a dead target does not die again. Soldier and
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
    }
    let works = ability_works(state, demon) && d.alive;
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
    let t = state.seat(target).unwrap().clone();
    if !t.alive {
        return Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::AlreadyDead,
        }]);
    }
    if target == demon {
        return Ok(die(state, target, DeathCause::Demon));
    }
    if t.is("soldier") && ability_works(state, target) {
        return Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::Soldier,
        }]);
    }
    if is_safe(state, target) {
        return Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::Protected,
        }]);
    }
    if t.is("mayor") && ability_works(state, target) {
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
        return Ok(vec![Event::PendingAdded { kind }]);
    }
    Ok(die(state, target, DeathCause::Demon))
}
