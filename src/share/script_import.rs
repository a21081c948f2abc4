//! Custom scripts in the official script tool's JSON format.
//!
//! A script is an array. Each item is a character id (`"washerwoman"`), an object with an id
//! (`{"id": "washerwoman"}`), the `_meta` object (`{"id": "_meta", "name": …, "author": …}`), or
//! a homebrew character defined in full (`{"id": …, "name": …, "team": …, "ability": …}`).
//! Ids in the wild vary (`fortune_teller`, `Fortune-Teller`, `fortuneteller`): they are compared
//! once lowercased and stripped of `_`, `-`, spaces and apostrophes. Images are never fetched:
//! `image` fields are ignored.

use std::collections::HashSet;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::engine::character::{self, Team};
use crate::engine::script::Script;

use super::codec::json_text;
use super::error::ShareError;

/// A homebrew character carried by a script (owned text from the script; never an image).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Homebrew {
    /// The id, normalised.
    pub id: String,
    /// The name as written in the script.
    pub name: String,
    /// The character type, when the script gives a known one.
    pub team: Option<Team>,
    /// The ability text as written in the script.
    pub ability: String,
    /// Position in the first night (the script tool's number; `None` or 0: does not wake).
    pub first_night: Option<u32>,
    /// Position in other nights.
    pub other_night: Option<u32>,
    /// What the Storyteller does on the first night.
    pub first_night_reminder: String,
    /// What the Storyteller does on other nights.
    pub other_night_reminder: String,
    /// Reminder tokens.
    pub reminders: Vec<String>,
    /// Reminder tokens placed even when the character is not in play.
    pub reminders_global: Vec<String>,
    /// The character has [bracketed] setup text.
    pub setup: bool,
}

/// A script read from the script tool's JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportedScript {
    /// The script's name from `_meta`, if any.
    pub name: Option<String>,
    /// The script's author from `_meta`, if any.
    pub author: Option<String>,
    /// The engine's script: every character id, official then homebrew, in the script's order
    /// (duplicates removed). The engine ignores ids it does not know (the homebrew ones).
    pub script: Script,
    /// The homebrew characters defined in the script.
    pub homebrew: Vec<Homebrew>,
}

impl ImportedScript {
    /// The ids of the script's characters found in the engine's table.
    pub fn official_ids(&self) -> Vec<&str> {
        match &self.script {
            Script::Custom { characters } => characters
                .iter()
                .map(String::as_str)
                .filter(|id| character::by_id(id).is_some())
                .collect(),
            Script::Edition { .. } => Vec::new(),
        }
    }
}

/// An id as the character table writes it: lowercase, without `_`, `-`, spaces or apostrophes.
pub fn normalise_id(id: &str) -> String {
    id.chars()
        .filter(|c| !matches!(c, '_' | '-' | ' ' | '\'' | '’'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Reads a script in the official script tool's format. Unknown ids (neither in the character
/// table nor defined as homebrew in the script) are all listed in one error.
pub fn parse_script(text: &str) -> Result<ImportedScript, ShareError> {
    let text = json_text(text)?;
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let detail = e.to_string();
        let detail = match detail.rfind(" at line ") {
            Some(i) => detail[..i].to_string(),
            None => detail,
        };
        ShareError::Json {
            line: e.line(),
            column: e.column(),
            detail,
        }
    })?;
    let items = value.as_array().ok_or(ShareError::NotAScript)?;
    let mut name = None;
    let mut author = None;
    let mut ids: Vec<String> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut homebrew: Vec<Homebrew> = Vec::new();
    let mut unknown: Vec<String> = Vec::new();
    let mut unknown_seen: HashSet<&str> = HashSet::new();
    for (index, item) in items.iter().enumerate() {
        let (raw, obj) = match item {
            Value::String(s) => (s.as_str(), None),
            Value::Object(o) => match o.get("id").and_then(Value::as_str) {
                Some(id) => (id, Some(o)),
                None => return Err(ShareError::BadScriptItem { index }),
            },
            _ => return Err(ShareError::BadScriptItem { index }),
        };
        if raw == "_meta" {
            if let Some(o) = obj {
                name = text_field(o, "name").filter(|s| !s.is_empty());
                author = text_field(o, "author").filter(|s| !s.is_empty());
            }
            continue;
        }
        let id = normalise_id(raw);
        if id.is_empty() {
            return Err(ShareError::BadScriptItem { index });
        }
        if seen.contains(&id) {
            continue;
        }
        if character::by_id(&id).is_some() {
            seen.insert(id.clone());
            ids.push(id);
        } else if let Some(h) = obj.and_then(|o| homebrew_of(&id, o)) {
            seen.insert(id.clone());
            ids.push(id);
            homebrew.push(h);
        } else if unknown_seen.insert(raw) {
            unknown.push(raw.to_string());
        }
    }
    if !unknown.is_empty() {
        return Err(ShareError::UnknownCharacters { ids: unknown });
    }
    if ids.is_empty() {
        return Err(ShareError::EmptyScript);
    }
    Ok(ImportedScript {
        name,
        author,
        script: Script::Custom { characters: ids },
        homebrew,
    })
}

fn text_field(o: &Map<String, Value>, key: &str) -> Option<String> {
    o.get(key).and_then(Value::as_str).map(str::to_string)
}

fn number_field(o: &Map<String, Value>, key: &str) -> Option<u32> {
    let v = o.get(key)?;
    let n = v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f as u64)
    })?;
    u32::try_from(n).ok().filter(|n| *n > 0)
}

fn list_field(o: &Map<String, Value>, key: &str) -> Vec<String> {
    o.get(key)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// A homebrew character: an object that defines at least a name and a team or an ability.
fn homebrew_of(id: &str, o: &Map<String, Value>) -> Option<Homebrew> {
    let name = text_field(o, "name")?;
    let team_text = text_field(o, "team");
    let ability = text_field(o, "ability");
    if team_text.is_none() && ability.is_none() {
        return None;
    }
    let team = match team_text.as_deref().map(str::to_lowercase).as_deref() {
        Some("townsfolk") => Some(Team::Townsfolk),
        Some("outsider") => Some(Team::Outsider),
        Some("minion") => Some(Team::Minion),
        Some("demon") => Some(Team::Demon),
        Some("traveller") | Some("traveler") => Some(Team::Traveller),
        Some("fabled") => Some(Team::Fabled),
        _ => None,
    };
    Some(Homebrew {
        id: id.to_string(),
        name,
        team,
        ability: ability.unwrap_or_default(),
        first_night: number_field(o, "firstNight"),
        other_night: number_field(o, "otherNight"),
        first_night_reminder: text_field(o, "firstNightReminder").unwrap_or_default(),
        other_night_reminder: text_field(o, "otherNightReminder").unwrap_or_default(),
        reminders: list_field(o, "reminders"),
        reminders_global: list_field(o, "remindersGlobal"),
        setup: o.get("setup").and_then(Value::as_bool).unwrap_or(false),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::MAX_INPUT;

    #[test]
    fn reads_ids_objects_meta_and_odd_spellings() {
        let text = r#"[
            {"id": "_meta", "name": "Les Ivrognes", "author": "Clara", "logo": "https://x/y.png"},
            "washerwoman",
            {"id": "fortune_teller"},
            "Scarlet-Woman",
            "Devil's Advocate",
            "IMP",
            "imp",
            {"id": "Spirit of Ivory"}
        ]"#;
        let s = parse_script(text).unwrap();
        assert_eq!(s.name.as_deref(), Some("Les Ivrognes"));
        assert_eq!(s.author.as_deref(), Some("Clara"));
        assert_eq!(
            s.script,
            Script::Custom {
                characters: vec![
                    "washerwoman".into(),
                    "fortuneteller".into(),
                    "scarletwoman".into(),
                    "devilsadvocate".into(),
                    "imp".into(),
                    "spiritofivory".into()
                ]
            }
        );
        assert!(s.homebrew.is_empty());
        assert_eq!(s.official_ids().len(), 6);
        assert!(s.script.contains("fortuneteller"));
    }

    #[test]
    fn homebrew_characters_are_kept_and_images_ignored() {
        let text = r#"[
            "chef",
            {"id": "la_sorciere", "name": "La Sorcière", "team": "minion",
             "ability": "Each night, choose a player…", "firstNight": 25, "otherNight": 30.0,
             "firstNightReminder": "She points.", "reminders": ["Cursed"],
             "remindersGlobal": [], "setup": false,
             "image": "https://example.org/never-fetched.png"}
        ]"#;
        let s = parse_script(text).unwrap();
        assert_eq!(s.homebrew.len(), 1);
        let h = &s.homebrew[0];
        assert_eq!(h.id, "lasorciere");
        assert_eq!(h.name, "La Sorcière");
        assert_eq!(h.team, Some(Team::Minion));
        assert_eq!(h.first_night, Some(25));
        assert_eq!(h.other_night, Some(30));
        assert_eq!(h.reminders, vec!["Cursed".to_string()]);
        let json = serde_json::to_string(&s).unwrap();
        assert!(!json.contains("never-fetched"));
        // The engine keeps the homebrew id in the list and ignores it for draws.
        assert_eq!(s.script.all().len(), 1);
    }

    #[test]
    fn unknown_ids_are_listed_together() {
        let text = r#"["chef", "not_a_role", {"id": "ghost"}, "imp", "not_a_role"]"#;
        assert_eq!(
            parse_script(text),
            Err(ShareError::UnknownCharacters {
                ids: vec!["not_a_role".into(), "ghost".into()]
            })
        );
    }

    #[test]
    fn bad_scripts_are_refused() {
        assert_eq!(parse_script("  "), Err(ShareError::Empty));
        assert_eq!(
            parse_script(r#"{"id":"chef"}"#),
            Err(ShareError::NotAScript)
        );
        assert_eq!(parse_script("[]"), Err(ShareError::EmptyScript));
        assert_eq!(
            parse_script(r#"[{"id":"_meta","name":"x"}]"#),
            Err(ShareError::EmptyScript)
        );
        assert_eq!(
            parse_script(r#"["chef", 3]"#),
            Err(ShareError::BadScriptItem { index: 1 })
        );
        assert_eq!(
            parse_script(r#"["chef", {"name": "x"}]"#),
            Err(ShareError::BadScriptItem { index: 1 })
        );
        assert_eq!(
            parse_script(r#"["chef", "__"]"#),
            Err(ShareError::BadScriptItem { index: 1 })
        );
        assert!(matches!(
            parse_script("[\"chef\""),
            Err(ShareError::Json { .. })
        ));
        let big = format!("[\"{}\"]", "a".repeat(MAX_INPUT));
        assert!(matches!(
            parse_script(&big),
            Err(ShareError::TooLong { .. })
        ));
    }
}
