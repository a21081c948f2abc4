//! The script: which characters may be in play.

use serde::{Deserialize, Serialize};

use super::character::{self, CharacterDef, Edition, HomebrewDef, Team};
use super::jinx::ScriptJinx;

/// 002 (step 3, "Choisissez un module"): an edition, or a custom list of character ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Script {
    /// One of the three base editions.
    Edition { edition: Edition },
    /// A custom script: the listed characters, its name and author, the homebrew characters it
    /// defines (an id the rules do not know is one, marked [`HomebrewDef::unknown`]; an id with
    /// no definition at all is ignored) and its own jinxes. The last four are optional in the
    /// log, so a log written before they existed still loads.
    Custom {
        characters: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        author: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        homebrew: Vec<HomebrewDef>,
        /// The script's own jinxes (the script tool's `jinxes` of a character object).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        jinxes: Vec<ScriptJinx>,
    },
}

impl Default for Script {
    /// 002 recommends starting with Trouble Brewing.
    fn default() -> Self {
        Script::Edition {
            edition: Edition::TroubleBrewing,
        }
    }
}

impl Script {
    /// The characters of the script that can be drawn (Travellers, Fabled and Loric excluded,
    /// and the characters not known to the rules, which the Storyteller places by hand).
    pub fn characters(&self) -> Vec<&'static CharacterDef> {
        self.all()
            .into_iter()
            .filter(|d| d.team != Team::Traveller && !d.team.is_storyteller())
            .filter(|d| self.homebrew_def(d.id).is_none_or(|h| !h.unknown))
            .collect()
    }

    /// The script's characters not known to the rules (kept as plain tokens), in its order.
    pub fn unknown(&self) -> Vec<&HomebrewDef> {
        self.homebrew().iter().filter(|h| h.unknown).collect()
    }

    /// Every character of the script, Travellers included.
    pub fn all(&self) -> Vec<&'static CharacterDef> {
        match self {
            Script::Edition { edition } => character::of_edition(*edition).collect(),
            Script::Custom { characters, .. } => characters
                .iter()
                .filter_map(|id| self.character(id))
                .collect(),
        }
    }

    /// A custom script of official characters only, with no name.
    pub fn custom(characters: Vec<String>) -> Self {
        Script::Custom {
            characters,
            name: None,
            author: None,
            homebrew: Vec::new(),
            jinxes: Vec::new(),
        }
    }

    /// The character with this id as the script knows it: an official row, else one of the
    /// script's own homebrew characters (never the official id's row replaced).
    pub fn character(&self, id: &str) -> Option<&'static CharacterDef> {
        character::official(id).or_else(|| self.homebrew_def(id).map(HomebrewDef::row))
    }

    /// The script's homebrew definition of this id, unless the id is an official one.
    pub fn homebrew_def(&self, id: &str) -> Option<&HomebrewDef> {
        match self {
            Script::Custom { homebrew, .. } if character::official(id).is_none() => {
                homebrew.iter().find(|h| h.id == id)
            }
            _ => None,
        }
    }

    /// The homebrew characters the script defines.
    pub fn homebrew(&self) -> &[HomebrewDef] {
        match self {
            Script::Custom { homebrew, .. } => homebrew,
            Script::Edition { .. } => &[],
        }
    }

    /// The script's own jinxes (a custom script's `jinxes` fields).
    pub fn jinxes(&self) -> &[ScriptJinx] {
        match self {
            Script::Custom { jinxes, .. } => jinxes,
            Script::Edition { .. } => &[],
        }
    }

    /// The script's own name (an edition's, or the one a custom script gives), if any.
    pub fn name(&self, lang: character::Lang) -> Option<String> {
        match self {
            Script::Edition { edition } => Some(edition.name().get(lang).to_string()),
            Script::Custom { name, .. } => name.clone(),
        }
    }

    /// The custom script's author, if it gives one.
    pub fn author(&self) -> Option<&str> {
        match self {
            Script::Custom { author, .. } => author.as_deref(),
            Script::Edition { .. } => None,
        }
    }

    /// True when the character is on the script.
    pub fn contains(&self, id: &str) -> bool {
        match self {
            Script::Edition { edition } => {
                character::official(id).is_some_and(|d| d.edition == Some(*edition))
            }
            Script::Custom { characters, .. } => characters.iter().any(|c| c == id),
        }
    }
}
