//! Madness (001, "Folie", Sects & Violets): a player asked to be "mad" about something tries to
//! convince the town it is true; one who breaks it may be executed by the Storyteller, who stays
//! the final judge ("Le Conteur reste le juge final"). Nobody is forced to play their madness,
//! and the Storyteller is never forced to execute.
//!
//! A madness is a state with a character and a duration: a [`StatusKind::Mad`] status names the
//! character the player must be mad about (`about`), lasts as the ability says (its
//! [`crate::status::Duration`]) and ends when its source loses the ability (000/003), like
//! drunkenness. A character may also ask madness of its own holder for the whole game (the
//! Mutant, who must not be mad about being an Outsider): [`MadRule::NotOwnCharacter`].
//!
//! The madness execution: by day, the Storyteller may execute a player who broke their
//! madness, without a nomination. It is the day's one execution (002), recorded in the log as
//! [`Command::Act`] of the character that asked for the madness, with no `by` and the mad
//! player as the target. The engine offers it ([`offers`], and at dawn a pending decision for
//! each madness placed in the night, [`at_dawn`]) and never applies it by itself.

use crate::ability::{self, Act};
use crate::command::Command;
use crate::error::RuleError;
use crate::event::Event;
use crate::pending::{Pending, PendingKind};
use crate::seat::PlayerId;
use crate::state::GameState;
use crate::status::{self, Source, StatusKind};

/// The madness a character's ability asks for ([`crate::ability::Ability::madness`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MadRule {
    /// The players the ability made mad (its [`StatusKind::Mad`] statuses in force) must be mad
    /// about the character the status names (the Cerenovus).
    Chosen,
    /// The holder, while the ability works, must not be mad about being their own character
    /// (the Mutant: "an Outsider").
    NotOwnCharacter,
}

/// One madness a player is under now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Madness {
    /// The mad player.
    pub player: PlayerId,
    /// The character they are mad about.
    pub about: String,
    /// The character whose ability asks for the madness (the one a madness execution is
    /// recorded as); empty for a madness the Storyteller placed by hand.
    pub by: String,
    /// True: they must be mad about it (the Cerenovus); false: they must not be (the Mutant).
    pub must: bool,
}

/// Every madness `player` is under now: the [`StatusKind::Mad`] statuses in force, then what
/// their own character asks ([`MadRule::NotOwnCharacter`], while it works and they live).
pub fn of(state: &GameState, player: PlayerId) -> Vec<Madness> {
    let mut out: Vec<Madness> = status::in_force_list(state)
        .into_iter()
        .filter(|s| s.target == player && s.kind == StatusKind::Mad)
        .map(|s| Madness {
            player,
            about: s.about.clone().unwrap_or_default(),
            by: match &s.source {
                Source::Player { character, .. } => character.clone(),
                Source::Storyteller => String::new(),
            },
            must: true,
        })
        .collect();
    if let Some(seat) = state.seat(player) {
        let own = ability::of(seat.ability_id()).and_then(|a| a.madness);
        if own == Some(MadRule::NotOwnCharacter)
            && seat.alive
            && status::ability_works(state, player)
        {
            out.push(Madness {
                player,
                about: seat.ability_id().to_string(),
                by: seat.ability_id().to_string(),
                must: false,
            });
        }
    }
    out
}

/// The madness execution of `player` for the madness `character` asks for.
pub fn execution(character: &str, player: PlayerId) -> Command {
    Command::Act {
        character: character.to_string(),
        by: None,
        targets: vec![player],
        guess: None,
    }
}

/// The madness executions the Storyteller may apply now: by day, before the day's execution and
/// between votes, one per living mad player and character asking for it. The screens offer
/// these; the engine applies none.
pub fn offers(state: &GameState) -> Vec<Command> {
    if !state.phase.is_day()
        || state.day.executed.is_some()
        || crate::day::open_nomination(state).is_some()
    {
        return Vec::new();
    }
    let mut out = Vec::new();
    for seat in state.seats.iter().filter(|s| s.alive) {
        for m in of(state, seat.id) {
            if ability::of(&m.by).is_some_and(|a| a.madness.is_some()) {
                let c = execution(&m.by, seat.id);
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// 001: "le Conteur peut … décider de l'exécuter": the Storyteller executes the act's target
/// for breaking the madness the act's character asks for, without a nomination. Strict: by
/// day, no vote open, no execution yet today, and the player mad because of that character.
/// Always by day (an override still needs the day: the execution is the day's).
pub fn execute(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "execute",
            phase: state.phase,
        });
    }
    if let Some(n) = crate::day::open_nomination(state) {
        return Err(RuleError::NominationOpen {
            name: state.name(n.nominee),
        });
    }
    if act.strict {
        if let Some(x) = state.day.executed {
            return Err(RuleError::DayOver {
                name: state.name(x),
            });
        }
        if !of(state, target).iter().any(|m| m.by == act.character) {
            return Err(RuleError::NotMad {
                name: seat.name,
                character: act.character.to_string(),
            });
        }
    }
    crate::day::execute(state, false, target, false)
}

/// Is this pending decision a madness execution offered at dawn?
fn is_offer(p: &Pending) -> bool {
    matches!(p.kind, PendingKind::Chooses { .. })
        && !p.suggestions.is_empty()
        && p.suggestions.iter().all(|c| {
            matches!(c, Command::Act { character, by: None, targets, .. }
                if targets.len() == 1
                    && ability::of(character).is_some_and(|a| a.madness == Some(MadRule::Chosen)))
        })
}

/// Dawn: each living player under a madness an ability placed (the Cerenovus's, for today) is
/// offered to the Storyteller as a decision whose one suggestion is the madness execution;
/// never applied by itself (dismiss it, or leave it: it goes at dusk).
pub fn at_dawn(state: &mut GameState) -> Vec<Event> {
    let mut events = Vec::new();
    let living: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.alive)
        .map(|s| s.id)
        .collect();
    for p in living {
        for m in of(state, p) {
            let asks = ability::of(&m.by).and_then(|a| a.madness);
            if asks != Some(MadRule::Chosen) {
                continue;
            }
            let kind = PendingKind::Chooses {
                player: p,
                character: m.by.clone(),
            };
            let suggestion = execution(&m.by, p);
            if state
                .pending
                .iter()
                .any(|x| x.suggestions.contains(&suggestion))
            {
                continue;
            }
            events.push(Event::PendingAdded { kind: kind.clone() });
            state.pending.push(Pending {
                kind,
                suggestions: vec![suggestion],
            });
        }
    }
    events
}

/// Dusk: the madness executions offered today and not taken are gone (the day is over).
pub fn at_dusk(state: &mut GameState) -> Vec<Event> {
    state.pending.retain(|p| !is_offer(p));
    Vec::new()
}
