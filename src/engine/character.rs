//! The character table's types: every character of every edition is one [`CharacterDef`] row.
//!
//! Facts (ids, teams, night order, reminder tokens, setup changes) follow the official data;
//! ability summaries and night prompts are written in our own words, in English and French.

use serde::{Deserialize, Serialize};

/// A piece of text in both languages of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub fr: &'static str,
}

impl Text {
    /// The text in the given language.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

/// The two languages the Storyteller can use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

/// The published editions (scripts) a character belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    #[serde(rename = "tb")]
    TroubleBrewing,
    #[serde(rename = "bmr")]
    BadMoonRising,
    #[serde(rename = "snv")]
    SectsAndViolets,
}

impl Edition {
    pub const ALL: [Edition; 3] = [
        Edition::TroubleBrewing,
        Edition::BadMoonRising,
        Edition::SectsAndViolets,
    ];

    /// The official script id.
    pub fn id(self) -> &'static str {
        match self {
            Edition::TroubleBrewing => "tb",
            Edition::BadMoonRising => "bmr",
            Edition::SectsAndViolets => "snv",
        }
    }

    pub fn name(self) -> Text {
        match self {
            Edition::TroubleBrewing => Text {
                en: "Trouble Brewing",
                fr: "Trouble Brewing",
            },
            Edition::BadMoonRising => Text {
                en: "Bad Moon Rising",
                fr: "Bad Moon Rising",
            },
            Edition::SectsAndViolets => Text {
                en: "Sects & Violets",
                fr: "Sects & Violets",
            },
        }
    }
}

/// A character type (002: Townsfolk and Outsiders are good, Minions and Demons are evil;
/// Travellers may be either; Fabled belong to the Storyteller).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Team {
    Townsfolk,
    Outsider,
    Minion,
    Demon,
    Traveller,
    Fabled,
}

impl Team {
    /// The alignment a character of this type starts with, if the type fixes it.
    /// Travellers get theirs from the Storyteller; Fabled have none.
    pub fn default_alignment(self) -> Option<Alignment> {
        match self {
            Team::Townsfolk | Team::Outsider => Some(Alignment::Good),
            Team::Minion | Team::Demon => Some(Alignment::Evil),
            Team::Traveller | Team::Fabled => None,
        }
    }
}

/// Good or evil (001: a player's alignment is independent of their character).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Alignment {
    Good,
    Evil,
}

/// What a character's [bracketed] ability text changes at setup (002: setup-modifying characters).
/// It applies only when the game is set up (000/003: bracket text has no effect mid-game).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupEffect {
    /// The number of Outsiders changes by one of these amounts, Townsfolk by the opposite
    /// (Baron: `[2]`, Godfather: `[-1, 1]`, Fang Gu: `[1]`, Vigormortis: `[-1]`, Balloonist: `[0, 1]`).
    Outsiders(&'static [i8]),
    /// The number of Minions changes by this amount, Townsfolk by the opposite.
    Minions(i8),
    /// The character's token is not put in the bag; its player is shown a token of this team
    /// instead and believes it (Drunk: a Townsfolk; Lunatic: a Demon; Marionette: a Townsfolk).
    NotInBag { shown_as: Team },
    /// The character's player must sit next to the Demon (Marionette).
    NeighboursDemon,
    /// A setup change the engine does not automate yet; the Storyteller applies it by hand and the
    /// setup screen shows the character's ability text as a reminder.
    Manual,
}

/// Who makes the choice when a character acts at night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Chooser {
    /// The character does not choose anything.
    #[default]
    Nobody,
    /// The player wakes and points at players or characters.
    Player,
    /// The Storyteller decides (for example which players a Washerwoman learns about).
    Storyteller,
}

/// When and how a character's ability can still work (000/003: abilities after death).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    /// The ability keeps working while its player is dead (Saint's loss, Sweetheart, ...).
    pub works_when_dead: bool,
    /// The ability triggers on the player's own death (Ravenkeeper, Sage, Klutz, Sweetheart).
    pub triggers_on_death: bool,
    /// The ability can be used once per game (Slayer, Virgin, Courtier, ...).
    pub once_per_game: bool,
    /// Who makes the choice at night.
    pub chooser: Chooser,
}

/// One reminder token a character puts in the grimoire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reminder {
    /// The official English token text, e.g. "Poisoned"; unique within its character.
    pub id: &'static str,
    pub text: Text,
    /// Global reminders are placed even when the character is not in play (e.g. Drunk's "Drunk"
    /// is not global; the official data's `remindersGlobal`).
    pub global: bool,
}

/// One row of the character table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CharacterDef {
    /// The official id, e.g. `washerwoman`, `scarletwoman`, `fortuneteller`.
    pub id: &'static str,
    pub name: Text,
    /// `None` for the Fabled, which belong to no edition.
    pub edition: Option<Edition>,
    pub team: Team,
    /// Position in the official first-night order (lower wakes earlier); `None`: does not wake.
    pub first_night: Option<u16>,
    /// Position in the official other-nights order; `None`: does not wake.
    pub other_night: Option<u16>,
    /// What the Storyteller does when this character wakes on the first night, in our words.
    pub first_night_prompt: Option<Text>,
    /// What the Storyteller does when this character wakes on other nights, in our words.
    pub other_night_prompt: Option<Text>,
    pub reminders: &'static [Reminder],
    /// The setup changes of the character's [bracketed] text; empty when it has none.
    pub setup: &'static [SetupEffect],
    pub flags: Flags,
    /// The ability in our own words (never the official text).
    pub ability: Text,
}

impl CharacterDef {
    /// True when the character has [bracketed] setup text.
    pub fn modifies_setup(&self) -> bool {
        !self.setup.is_empty()
    }

    /// The reminder with this id, if the character has it.
    pub fn reminder(&self, id: &str) -> Option<&'static Reminder> {
        self.reminders.iter().find(|r| r.id == id)
    }
}

/// Every character known to Grimoire, in table order.
pub fn all() -> &'static [CharacterDef] {
    super::data::CHARACTERS
}

/// The character with this official id.
pub fn by_id(id: &str) -> Option<&'static CharacterDef> {
    all().iter().find(|c| c.id == id)
}

/// The characters of one edition (Travellers included), in table order.
pub fn of_edition(edition: Edition) -> impl Iterator<Item = &'static CharacterDef> {
    all().iter().filter(move |c| c.edition == Some(edition))
}
