//! What a command did, returned by `apply` so the screens can say it out loud.
//!
//! Events are not stored: the log of commands is the record, and replaying it gives the same
//! events again.

use serde::{Deserialize, Serialize};

use super::death::DeathCause;
use super::pending::PendingKind;
use super::phase::Phase;
use super::seat::PlayerId;
use super::status::StatusKind;

/// Why an attack or an ability changed nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoEffect {
    /// 001: the acting player is drunk or poisoned ("Un Démon empoisonné ne parvient pas à
    /// tuer"); a once-per-game use is spent all the same.
    Impaired,
    /// 001: "Une joueuse morte ne peut plus mourir à nouveau."
    AlreadyDead,
    /// The Soldier is safe from the Demon.
    Soldier,
    /// Protected tonight (Monk).
    Protected,
    /// The once-per-game ability was already used.
    AlreadyUsed,
    /// The acting player does not have the character they claim (a public claim, e.g. a fake
    /// Slayer shot).
    NotTheCharacter,
    /// The acting player is dead and their ability does not work when dead.
    Dead,
    /// The ability worked but its condition was not met (the Slayer missed).
    Missed,
    /// A character's ability kept the player alive (000: the Tea Lady's neighbours, the
    /// Sailor, the Fool's first death).
    KeptAlive,
}

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The phase changed.
    PhaseChanged { phase: Phase },
    /// 002 (dawn): the players who died tonight — and only that.
    Dawn { died: Vec<PlayerId> },
    /// A player died.
    Died { player: PlayerId, cause: DeathCause },
    /// A player came back to life.
    Revived { player: PlayerId },
    /// An action had no effect.
    NoEffect { player: PlayerId, reason: NoEffect },
    /// A status was placed.
    StatusPlaced {
        player: PlayerId,
        kind: StatusKind,
        inert: bool,
    },
    /// A status ran out (dusk or dawn) or was removed.
    StatusEnded { player: PlayerId, kind: StatusKind },
    /// A once-per-game ability is now used.
    AbilitySpent { player: PlayerId },
    /// A player became another character.
    CharacterChanged {
        player: PlayerId,
        from: String,
        to: String,
    },
    /// The Scarlet Woman became the Demon (automatic rule: 5 or more alive when the Demon died).
    ScarletWomanTakesOver { player: PlayerId, demon: String },
    /// A player changed alignment.
    AlignmentChanged { player: PlayerId },
    /// Abilities kept answering each other: the chain stopped after `after` triggers, and the
    /// Storyteller decides the rest (`crate::death::MAX_TRIGGERS`).
    ChainStopped { after: usize },
    /// A nomination was accepted.
    Nominated {
        nominator: PlayerId,
        nominee: PlayerId,
    },
    /// Virgin: the nominator is executed at once.
    VirginTriggered {
        virgin: PlayerId,
        nominator: PlayerId,
    },
    /// Votes counted. `about_to_die` is who is on the block after this vote.
    VoteCounted {
        nominee: PlayerId,
        votes: u32,
        needed: u32,
        about_to_die: Option<PlayerId>,
        tie: bool,
    },
    /// 002: the Storyteller's arm reached `voter`, hand raised or not; `votes` is the running
    /// count.
    Hand {
        voter: PlayerId,
        raised: bool,
        votes: u32,
    },
    /// Information given to a player was recorded (see `Command::GiveInfo`).
    InfoGiven { player: PlayerId },
    /// The information given is true, and another ability requires it to be false (character
    /// ability text, Vortox: Townsfolk abilities yield false information). It is recorded as
    /// given — the Storyteller decides — and flagged.
    FalseRequired { player: PlayerId },
    /// A ghost vote was spent.
    GhostVoteSpent { player: PlayerId },
    /// A player was executed; `died` is false if they were already dead or survived.
    Executed { player: PlayerId, died: bool },
    /// A decision now waits for the Storyteller.
    PendingAdded { kind: PendingKind },
    /// The game ended.
    GameEnded { winner: super::character::Alignment },
    /// At dawn, everyone is told that this player has this character (the Banshee killed by
    /// the Demon in the night, [`crate::ability::Ability::announced_at_dawn`]).
    CharacterAnnounced { player: PlayerId, character: String },
}
