//! The script: which characters may be in play.

use serde::{Deserialize, Serialize};

use super::character::{self, CharacterDef, Edition, Team};

/// 002 (step 3, "Choisissez un module"): an edition, or a custom list of character ids.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Script {
    /// One of the three base editions.
    Edition { edition: Edition },
    /// A custom script: the listed characters (unknown ids are ignored).
    Custom { characters: Vec<String> },
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
    /// The characters of the script that can be drawn (Travellers and Fabled excluded).
    pub fn characters(&self) -> Vec<&'static CharacterDef> {
        self.all()
            .into_iter()
            .filter(|d| !matches!(d.team, Team::Traveller | Team::Fabled))
            .collect()
    }

    /// Every character of the script, Travellers included.
    pub fn all(&self) -> Vec<&'static CharacterDef> {
        match self {
            Script::Edition { edition } => character::of_edition(*edition).collect(),
            Script::Custom { characters } => characters
                .iter()
                .filter_map(|id| character::by_id(id))
                .collect(),
        }
    }

    /// True when the character is on the script.
    pub fn contains(&self, id: &str) -> bool {
        match self {
            Script::Edition { edition } => {
                character::by_id(id).is_some_and(|d| d.edition == Some(*edition))
            }
            Script::Custom { characters } => characters.iter().any(|c| c == id),
        }
    }
}
