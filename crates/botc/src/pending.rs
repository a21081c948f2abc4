//! Decisions the game waits for: the engine suggests, the Storyteller decides.
//!
//! A [`Pending`] lists the commands that would settle it; applying any of them (or
//! `DismissPending`) removes it. Nothing here changes the game on its own.

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Lang, Team};
use super::command::Command;
use super::seat::PlayerId;
use super::state::GameState;
use super::victory::WinReason;

/// Why the Storyteller's decision is needed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PendingKind {
    /// Mayor: "if you die at night, another player might die instead" — the Storyteller picks
    /// who dies (the Mayor included).
    MayorBounce { mayor: PlayerId, demon: PlayerId },
    /// Imp: the Imp killed itself; a living Minion becomes the Imp. The ability does not say
    /// "choose", so the Storyteller picks which (000: "c'est le Conteur qui décide"); a pass to
    /// anyone else is refused (`StarPassNotMinion`) unless overridden.
    StarPass { demon: PlayerId },
    /// A player may register as something else (Recluse, Spy); the Storyteller decides whether
    /// the ability sees them that way.
    Registration { player: PlayerId, character: String },
    /// A character's ability leaves a choice to the Storyteller (which of the Innkeeper's two
    /// players is drunk): `player` has `character`; the suggestions are the choices.
    Chooses { player: PlayerId, character: String },
    /// 002 ("Voyageurs"): the Traveller is exiled: they die (the first suggestion) or, if the
    /// Storyteller says so, leave the game alive (the second).
    Exile { traveller: PlayerId },
    /// 002: a team has won; the game ends only when the Storyteller confirms.
    GameOver {
        winner: Alignment,
        reason: WinReason,
    },
}

impl PendingKind {
    /// What is to decide, in a few words, for the history ("the exile of Zoé").
    pub fn describe(&self, state: &GameState, lang: Lang) -> String {
        let p = |id: &PlayerId| state.name(*id);
        let c = |id: &str| state.character_name(id, lang);
        let en = lang == Lang::En;
        match self {
            PendingKind::MayorBounce { mayor, .. } if en => {
                format!("who dies instead of the Mayor {}", p(mayor))
            }
            PendingKind::MayorBounce { mayor, .. } => {
                format!("qui meurt à la place du Maire {}", p(mayor))
            }
            PendingKind::StarPass { demon } if en => {
                format!("which Minion becomes the Imp after {}", p(demon))
            }
            PendingKind::StarPass { demon } => {
                format!("quel Sbire devient l'Imp après {}", p(demon))
            }
            PendingKind::Registration { player, character } if en => {
                format!("whether {} registers as the {}", p(player), c(character))
            }
            PendingKind::Registration { player, character } => {
                format!("si {} s'enregistre comme {}", p(player), c(character))
            }
            PendingKind::Chooses { player, character } if en => {
                format!(
                    "the Storyteller's choice for {} ({})",
                    p(player),
                    c(character)
                )
            }
            PendingKind::Chooses { player, character } => {
                format!("le choix du Conteur pour {} ({})", p(player), c(character))
            }
            PendingKind::Exile { traveller } if en => format!("the exile of {}", p(traveller)),
            PendingKind::Exile { traveller } => {
                format!("l'exil {}", crate::command::de(&p(traveller)))
            }
            PendingKind::GameOver { winner, .. } => match (winner, en) {
                (Alignment::Good, true) => "the win of the good team".into(),
                (Alignment::Evil, true) => "the win of the evil team".into(),
                (Alignment::Good, false) => "la victoire du Bien".into(),
                (Alignment::Evil, false) => "la victoire du Mal".into(),
            },
        }
    }
}

/// A decision waiting for the Storyteller, with the commands that would settle it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// What is to decide.
    pub kind: PendingKind,
    /// Commands that settle it; the first is the engine's suggestion.
    pub suggestions: Vec<Command>,
}

/// The Imp's star pass waiting for the Storyteller, if any: the dead Demon and its character
/// (the one a living Minion is to become).
pub fn star_pass(state: &GameState) -> Option<(PlayerId, String)> {
    state.pending.iter().find_map(|p| match p.kind {
        PendingKind::StarPass { demon } => state
            .seat(demon)
            .map(|s| (demon, s.character_id().to_string())),
        _ => None,
    })
}

/// Imp: "a Minion becomes the Imp" — the players the star pass may go to: the living Minions.
pub fn star_pass_candidates(state: &GameState) -> Vec<PlayerId> {
    state
        .seats
        .iter()
        .filter(|s| s.alive && s.team() == Some(Team::Minion))
        .map(|s| s.id)
        .collect()
}
