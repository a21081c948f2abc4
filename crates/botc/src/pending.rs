//! Decisions the game waits for: the engine suggests, the Storyteller decides.
//!
//! A [`Pending`] lists the commands that would settle it; applying any of them (or
//! `DismissPending`) removes it. Nothing here changes the game on its own.

use serde::{Deserialize, Serialize};

use super::character::Alignment;
use super::command::Command;
use super::seat::PlayerId;
use super::victory::WinReason;

/// Why the Storyteller's decision is needed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PendingKind {
    /// Mayor: "if you die at night, another player might die instead" — the Storyteller picks
    /// who dies (the Mayor included).
    MayorBounce { mayor: PlayerId, demon: PlayerId },
    /// Imp: the Imp killed itself; a living Minion becomes the Imp.
    StarPass { demon: PlayerId },
    /// A player may register as something else (Recluse, Spy); the Storyteller decides whether
    /// the ability sees them that way.
    Registration { player: PlayerId, character: String },
    /// 002: a team has won; the game ends only when the Storyteller confirms.
    GameOver {
        winner: Alignment,
        reason: WinReason,
    },
}

/// A decision waiting for the Storyteller, with the commands that would settle it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// What is to decide.
    pub kind: PendingKind,
    /// Commands that settle it; the first is the engine's suggestion.
    pub suggestions: Vec<Command>,
}
