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

use crate::character::{self, HomebrewDef, Team, MAX_HOMEBREW_NAME};
use crate::script::Script;

use super::codec::json_text;
use super::error::ShareError;

/// A script read from the script tool's JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportedScript {
    /// The script's name from `_meta`, if any.
    pub name: Option<String>,
    /// The script's author from `_meta`, if any.
    pub author: Option<String>,
    /// The engine's script: every character id, official then homebrew, in the script's order
    /// (duplicates removed), with the name, the author and the homebrew definitions.
    #[serde(skip)]
    pub script: Script,
    /// The homebrew characters defined in the script (also inside [`Self::script`]).
    pub homebrew: Vec<HomebrewDef>,
}

impl ImportedScript {
    /// The ids of the script's characters found in the engine's official table.
    pub fn official_ids(&self) -> Vec<&str> {
        match &self.script {
            Script::Custom { characters, .. } => characters
                .iter()
                .map(String::as_str)
                .filter(|id| character::official(id).is_some())
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
    let mut homebrew: Vec<HomebrewDef> = Vec::new();
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
                name = meta_field(o, "name");
                author = meta_field(o, "author");
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
        let defines = obj.is_some_and(defines_character);
        if let Some(def) = character::official(&id) {
            // A homebrew character may not take an official id: the table's row would win
            // everywhere and the script's text would silently be lost.
            if defines {
                return Err(ShareError::HomebrewShadowsOfficial {
                    id: raw.to_string(),
                    official: def.name.en.to_string(),
                });
            }
            seen.insert(id.clone());
            ids.push(id);
        } else if let Some(h) = obj.filter(|_| defines).map(|o| homebrew_of(raw, &id, o)) {
            let h = h?;
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
        script: Script::Custom {
            characters: ids,
            name: name.clone(),
            author: author.clone(),
            homebrew: homebrew.clone(),
        },
        name,
        author,
        homebrew,
    })
}

fn text_field(o: &Map<String, Value>, key: &str) -> Option<String> {
    o.get(key).and_then(Value::as_str).map(str::to_string)
}

/// A `_meta` text (name, author), bounded like a homebrew name; `None` when blank.
fn meta_field(o: &Map<String, Value>, key: &str) -> Option<String> {
    character::script_meta(&text_field(o, key)?)
}

/// The script tool's night number: 0 or absent means "does not wake"; larger numbers than the
/// sheet holds are kept as the largest.
fn number_field(o: &Map<String, Value>, key: &str) -> Option<u16> {
    let v = o.get(key)?;
    let n = v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f as u64)
    })?;
    Some(u16::try_from(n).unwrap_or(u16::MAX)).filter(|n| *n > 0)
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

/// An object defines a character (rather than naming an official one) when it gives a name
/// and a team or an ability.
fn defines_character(o: &Map<String, Value>) -> bool {
    o.contains_key("name") && (o.contains_key("team") || o.contains_key("ability"))
}

/// A homebrew character from its object; its team must be one of the six character types.
fn homebrew_of(raw: &str, id: &str, o: &Map<String, Value>) -> Result<HomebrewDef, ShareError> {
    let name = text_field(o, "name").unwrap_or_default();
    let team = match text_field(o, "team")
        .map(|t| t.trim().to_lowercase())
        .as_deref()
    {
        Some("townsfolk") => Team::Townsfolk,
        Some("outsider") => Team::Outsider,
        Some("minion") => Team::Minion,
        Some("demon") => Team::Demon,
        Some("traveller") | Some("traveler") => Team::Traveller,
        Some("fabled") => Team::Fabled,
        Some("loric") => Team::Loric,
        _ => {
            return Err(ShareError::HomebrewWithoutTeam {
                id: raw.to_string(),
            })
        }
    };
    let def = HomebrewDef {
        id: id.to_string(),
        name: if name.trim().is_empty() {
            raw.to_string()
        } else {
            name
        },
        team,
        ability: text_field(o, "ability").unwrap_or_default(),
        first_night: number_field(o, "firstNight"),
        other_night: number_field(o, "otherNight"),
        first_night_reminder: text_field(o, "firstNightReminder").unwrap_or_default(),
        other_night_reminder: text_field(o, "otherNightReminder").unwrap_or_default(),
        reminders: list_field(o, "reminders"),
        reminders_global: list_field(o, "remindersGlobal"),
        setup: o.get("setup").and_then(Value::as_bool).unwrap_or(false),
    }
    .bounded();
    if def.id.len() != id.len() {
        return Err(ShareError::HomebrewIdTooLong {
            id: raw.chars().take(MAX_HOMEBREW_NAME).collect(),
        });
    }
    Ok(def)
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
                ],
                name: Some("Les Ivrognes".into()),
                author: Some("Clara".into()),
                homebrew: Vec::new(),
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
        assert_eq!(h.team, Team::Minion);
        assert_eq!(h.first_night, Some(25));
        assert_eq!(h.other_night, Some(30));
        assert_eq!(h.first_night_reminder, "She points.");
        assert_eq!(h.reminders, vec!["Cursed".to_string()]);
        let json = serde_json::to_string(&s.script).unwrap();
        assert!(!json.contains("never-fetched"));
        // The script carries the definition: the homebrew character is one of its rows.
        let all = s.script.all();
        assert_eq!(all.len(), 2);
        let row = all[1];
        assert_eq!(row.id, "lasorciere");
        assert_eq!(row.team, Team::Minion);
        assert_eq!(row.name.en, "La Sorcière");
        assert_eq!(row.name.fr, "La Sorcière");
        assert!(row.is_homebrew());
        assert!(!all[0].is_homebrew());
        assert_eq!(s.script.characters().len(), 2);
    }

    #[test]
    fn homebrew_may_not_take_an_official_id() {
        let text = r#"["imp", {"id": "Chef", "name": "My Chef", "team": "townsfolk",
            "ability": "Something else."}]"#;
        assert_eq!(
            parse_script(text),
            Err(ShareError::HomebrewShadowsOfficial {
                id: "Chef".into(),
                official: "Chef".into()
            })
        );
        // An official character given as an object with only its id stays official.
        let s = parse_script(r#"["imp", {"id": "chef"}]"#).unwrap();
        assert_eq!(s.official_ids(), vec!["imp", "chef"]);
    }

    #[test]
    fn homebrew_needs_a_team_and_bounded_texts() {
        assert_eq!(
            parse_script(r#"[{"id": "odd", "name": "Odd", "ability": "x"}]"#),
            Err(ShareError::HomebrewWithoutTeam { id: "odd".into() })
        );
        assert_eq!(
            parse_script(r#"[{"id": "odd", "name": "Odd", "team": "wizard"}]"#),
            Err(ShareError::HomebrewWithoutTeam { id: "odd".into() })
        );
        let long_id = "x".repeat(200);
        assert!(matches!(
            parse_script(&format!(
                r#"[{{"id": "{long_id}", "name": "Odd", "team": "demon"}}]"#
            )),
            Err(ShareError::HomebrewIdTooLong { .. })
        ));
        let text = format!(
            r#"[{{"id": "_meta", "name": "{n}"}}, {{"id": "big", "name": "{n}", "team": "demon",
               "ability": "{a}", "firstNight": 1e30, "reminders": [{r}]}}]"#,
            n = "N".repeat(500),
            a = "A".repeat(5000),
            r = (0..100)
                .map(|i| format!("\"r{i}\""))
                .collect::<Vec<_>>()
                .join(",")
        );
        let s = parse_script(&text).unwrap();
        let h = &s.homebrew[0];
        assert_eq!(h.name.chars().count(), character::MAX_HOMEBREW_NAME);
        assert_eq!(h.ability.chars().count(), character::MAX_HOMEBREW_TEXT);
        assert_eq!(h.reminders.len(), character::MAX_HOMEBREW_REMINDERS);
        assert_eq!(h.first_night, Some(u16::MAX));
        assert_eq!(s.name.as_deref().map(|n| n.chars().count()), Some(60));
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
