//! A player and their seat in the circle.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::character::{self, Alignment, CharacterDef, Team};
use super::phase::Phase;

/// A player's stable identity: given when the player is added, never reused in the same game.
/// Seat order is separate (002: players sit in a fixed clockwise order that matters for
/// neighbours), so moving a player during setup keeps their id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One player of the grimoire: who sits there and every state of 001 that belongs to the player.
///
/// 001: states are permanent and independent: alive/dead, character, alignment are separate
/// fields, and changing one keeps the others. Drunkenness and poisoning live in
/// [`super::status::Status`] because each has a source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The player's identity.
    pub id: PlayerId,
    /// The name shown in the grimoire.
    pub name: String,
    /// The character the player really has (official id); `None` until characters are assigned.
    pub character: Option<String>,
    /// The character the player believes they have, when it differs (002: the Drunk is shown a
    /// Townsfolk token and believes it).
    pub shown: Option<String>,
    /// 001: every player is either good or evil, independently of the character.
    pub alignment: Option<Alignment>,
    /// 001: at any moment a player is either alive or dead.
    pub alive: bool,
    /// 002: a dead player keeps one vote for the rest of the game, spent when they vote.
    pub ghost_vote: bool,
    /// A once-per-game ability of the current character has been used (001: even a use while
    /// drunk or poisoned is spent; 000/003: a new character gets its use back).
    pub ability_used: bool,
    /// Counts character changes; an effect remembers the epoch of its source so that it ends
    /// when the source becomes another character (000/003: the old ability's effects end).
    pub epoch: u32,
    /// Dead to the town but really alive (character ability text, Zombuul: "the first time
    /// you die, you live but register as dead"): `alive` is false, so the town square, the
    /// count of the living, nominations and votes treat the player as dead, while the player
    /// still wakes, keeps the game going and can die for real. A real death or a revival ends
    /// it ([`crate::death::really_alive`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lives_on: bool,
    /// 002: Travellers (players beyond 15) are seated but are not part of the count table.
    pub traveller: bool,
    /// The row of a homebrew character, from the game's script (an official character's row
    /// is found by its id). Set with [`Seat::set_character`].
    #[serde(skip)]
    pub homebrew: Option<&'static CharacterDef>,
    /// An ability the player gained while keeping their own character (character ability
    /// text, Philosopher: "gain that ability"): they wake and act as that character, while
    /// every other ability still sees their own. A new character loses it (000/003).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gained: Option<Gained>,
}

/// An ability gained by a player who keeps their character ([`Seat::gained`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gained {
    /// The character whose ability it is.
    pub character: String,
    /// When it was gained.
    pub phase: Phase,
    /// At night: the night-order position of the step being run when it was gained (000/003:
    /// the ability acts tonight if its place comes later).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night_position: Option<u16>,
}

impl Seat {
    /// A new, living player with no character yet.
    pub fn new(id: PlayerId, name: String) -> Self {
        Seat {
            id,
            name,
            character: None,
            shown: None,
            alignment: None,
            alive: true,
            ghost_vote: true,
            ability_used: false,
            epoch: 0,
            lives_on: false,
            traveller: false,
            homebrew: None,
            gained: None,
        }
    }

    /// The row of the player's real character, if assigned and known: an official row, or the
    /// homebrew one of the game's script.
    pub fn def(&self) -> Option<&'static CharacterDef> {
        let id = self.character.as_deref()?;
        character::official(id).or(self.homebrew.filter(|d| d.id == id))
    }

    /// The player's real character becomes `id`; `homebrew` is its row when the game's script
    /// defines it ([`crate::state::GameState::homebrew_row`]).
    pub fn set_character(&mut self, id: &str, homebrew: Option<&'static CharacterDef>) {
        self.character = Some(id.to_string());
        self.homebrew = homebrew;
    }

    /// The player's real character id, or "" when none is assigned.
    pub fn character_id(&self) -> &str {
        self.character.as_deref().unwrap_or("")
    }

    /// The character whose ability the player has and acts by: the one gained
    /// ([`Seat::gained`]), else their own.
    pub fn ability_id(&self) -> &str {
        self.gained_id().unwrap_or(self.character_id())
    }

    /// The character whose ability the player gained, if any ([`Seat::gained`]).
    pub fn gained_id(&self) -> Option<&str> {
        self.gained.as_ref().map(|g| g.character.as_str())
    }

    /// True when the player's real character is `id`.
    pub fn is(&self, id: &str) -> bool {
        self.character.as_deref() == Some(id)
    }

    /// The team of the player's real character.
    pub fn team(&self) -> Option<Team> {
        self.def().map(|d| d.team)
    }

    /// True when the player is good (players without an alignment yet count as good).
    pub fn is_good(&self) -> bool {
        self.alignment != Some(Alignment::Evil)
    }

    /// True when the player is evil.
    pub fn is_evil(&self) -> bool {
        self.alignment == Some(Alignment::Evil)
    }

    /// The character the player believes they are: the shown token if any, else the real one.
    pub fn believed_character(&self) -> Option<&str> {
        self.shown.as_deref().or(self.character.as_deref())
    }
}
