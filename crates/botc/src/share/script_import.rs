//! Custom scripts in the official script tool's JSON format.
//!
//! A script is an array. Each item is a character id (`"washerwoman"`), an object with an id
//! (`{"id": "washerwoman"}`), the `_meta` object (`{"id": "_meta", "name": …, "author": …}`), or
//! a homebrew character defined in full (`{"id": …, "name": …, "team": …, "ability": …}`).
//! Ids in the wild vary (`fortune_teller`, `Fortune-Teller`, `fortuneteller`): they are compared
//! once lowercased and stripped of `_`, `-`, spaces and apostrophes. Images are never fetched:
//! `image` fields are ignored.
//!
//! An id Grimoire does not know never refuses the script: the character is kept as a plain token
//! not known to the rules ([`HomebrewDef::unknown`]), with what the script gives of it (its
//! object's name, team, night numbers and reminders; else its place in the `_meta` night
//! orders), and listed in [`ImportedScript::unknown`] so that the Storyteller is told.

use std::collections::HashSet;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::character::{self, HomebrewDef, Team, MAX_HOMEBREW_NAME};
use crate::data::{FIRST_NIGHT_ORDER, OTHER_NIGHT_ORDER};
use crate::jinx::{ScriptJinx, MAX_SCRIPT_JINXES};
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
    /// The homebrew characters defined in the script (also inside [`Self::script`]), those
    /// not known to the rules included.
    pub homebrew: Vec<HomebrewDef>,
    /// The ids the rules do not know, as the script writes them, in its order: each is kept
    /// as a plain token.
    pub unknown: Vec<String>,
    /// The script's own jinxes between its characters (also inside [`Self::script`]).
    pub jinxes: Vec<ScriptJinx>,
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

/// Reads a script in the official script tool's format. An id neither in the character table
/// nor defined in full in the script is kept as a character not known to the rules and listed
/// in [`ImportedScript::unknown`]; only a text that is not a script at all is refused.
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
    let mut meta_nights: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    let mut ids: Vec<String> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut homebrew: Vec<HomebrewDef> = Vec::new();
    let mut jinxes: Vec<ScriptJinx> = Vec::new();
    // Ids the rules do not know, with the script's object for each (if any), kept for after
    // `_meta` is read (it may come anywhere in the array).
    let mut unknown: Vec<(String, String, Option<&Object>)> = Vec::new();
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
                meta_nights = [meta_order(o, "firstNight"), meta_order(o, "otherNight")];
            }
            continue;
        }
        let id = normalise_id(raw);
        if id.is_empty() {
            return Err(ShareError::BadScriptItem { index });
        }
        if let Some(o) = obj {
            jinxes_of(&id, o, &mut jinxes);
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
                    official: def.name.en().to_string(),
                });
            }
            seen.insert(id.clone());
            ids.push(id);
            continue;
        }
        if id.chars().count() > MAX_HOMEBREW_NAME {
            return Err(ShareError::HomebrewIdTooLong {
                id: raw.chars().take(MAX_HOMEBREW_NAME).collect(),
            });
        }
        seen.insert(id.clone());
        ids.push(id.clone());
        match obj
            .filter(|_| defines)
            .and_then(|o| homebrew_of(raw, &id, o))
        {
            Some(h) => homebrew.push(h),
            // Not defined in full (or with no team the rules know): a plain token.
            None => unknown.push((raw.to_string(), id, obj)),
        }
    }
    if ids.is_empty() {
        return Err(ShareError::EmptyScript);
    }
    // Only jinxes between the script's characters count (the script tool's rule).
    jinxes.retain(|j| seen.contains(&j.a) && seen.contains(&j.b));
    jinxes.truncate(MAX_SCRIPT_JINXES);
    let listed = unknown.iter().map(|(raw, ..)| raw.clone()).collect();
    for (raw, id, obj) in unknown {
        homebrew.push(unknown_of(&raw, &id, obj, &meta_nights));
    }
    // The script's order: the homebrew definitions follow the ids.
    homebrew.sort_by_key(|h| ids.iter().position(|i| *i == h.id));
    Ok(ImportedScript {
        script: Script::Custom {
            characters: ids,
            name: name.clone(),
            author: author.clone(),
            homebrew: homebrew.clone(),
            jinxes: jinxes.clone(),
        },
        name,
        author,
        homebrew,
        unknown: listed,
        jinxes,
    })
}

/// A script item's JSON object.
type Object = Map<String, Value>;

/// A `_meta` night order (the script tool's `firstNight`/`otherNight`: ids in waking order),
/// normalised like the characters' ids.
fn meta_order(o: &Map<String, Value>, key: &str) -> Vec<String> {
    list_field(o, key)
        .iter()
        .map(|id| normalise_id(id))
        .collect()
}

/// The place on the official scale of an id listed in a `_meta` night order: just after the
/// nearest entry before it that the official sheet places (a character or `dusk`,
/// `minioninfo`, `demoninfo`, `dawn`), when the next such entry leaves room; else with that
/// entry (then by seat); with no entry before, just before the next. `None` when the order does
/// not list it.
fn meta_position(order: &[String], id: &str, first: bool) -> Option<u16> {
    let at = order.iter().position(|i| i == id)?;
    let sheet = if first {
        FIRST_NIGHT_ORDER
    } else {
        OTHER_NIGHT_ORDER
    };
    let official = |i: &String| sheet.iter().position(|s| s == i).map(|p| p as u16);
    let before = order[..at].iter().rev().find_map(official);
    let after = order[at + 1..].iter().find_map(official);
    Some(match (before, after) {
        (Some(b), Some(a)) if a > b + 1 => b + 1,
        (Some(b), _) => b.max(1),
        (None, Some(a)) => a.saturating_sub(1).max(1),
        // No entry the sheet places: its rank in the script's own order.
        (None, None) => u16::try_from(at + 1).unwrap_or(u16::MAX),
    })
}

/// A character the rules do not know, as a plain token: the name, team, texts, night numbers
/// and reminders its object gives, else its id as its name, a Townsfolk (a guess the Storyteller
/// may correct by hand) and its place in the `_meta` night orders.
fn unknown_of(
    raw: &str,
    id: &str,
    obj: Option<&Map<String, Value>>,
    meta_nights: &[Vec<String>; 2],
) -> HomebrewDef {
    let empty = Map::new();
    let o = obj.unwrap_or(&empty);
    let name = text_field(o, "name")
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| raw.to_string());
    HomebrewDef {
        id: id.to_string(),
        name,
        team: team_field(o).unwrap_or(Team::Townsfolk),
        ability: text_field(o, "ability").unwrap_or_default(),
        first_night: number_field(o, "firstNight")
            .or_else(|| meta_position(&meta_nights[0], id, true)),
        other_night: number_field(o, "otherNight")
            .or_else(|| meta_position(&meta_nights[1], id, false)),
        first_night_reminder: text_field(o, "firstNightReminder").unwrap_or_default(),
        other_night_reminder: text_field(o, "otherNightReminder").unwrap_or_default(),
        reminders: list_field(o, "reminders"),
        reminders_global: list_field(o, "remindersGlobal"),
        setup: o.get("setup").and_then(Value::as_bool).unwrap_or(false),
        unknown: true,
    }
    .bounded()
}

/// A list of ids not known to the rules for the Storyteller, at most 20 named.
pub fn unknown_list(ids: &[String], lang: character::Lang) -> String {
    // A pasted text that is not a real script could list thousands.
    const SHOWN: usize = 20;
    let mut list = ids
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if ids.len() > SHOWN {
        let more = ids.len() - SHOWN;
        list.push_str(&match lang {
            character::Lang::En => format!(" and {more} more"),
            character::Lang::Fr => format!(" et {more} autres"),
        });
    }
    list
}

/// The script tool's jinxes of a character object: `jinxes` (the script format) or `jinx`
/// (the publisher's jinx list), each `{"id": partner, "reason": words}`. A pair given twice
/// keeps its first words.
fn jinxes_of(id: &str, o: &Map<String, Value>, out: &mut Vec<ScriptJinx>) {
    let lists = ["jinxes", "jinx"]
        .into_iter()
        .filter_map(|k| o.get(k).and_then(Value::as_array));
    for item in lists.flatten() {
        let Some(j) = item.as_object() else {
            continue;
        };
        let partner = text_field(j, "id").map(|p| normalise_id(&p));
        let reason = text_field(j, "reason").unwrap_or_default();
        let Some(jinx) = partner.and_then(|p| ScriptJinx::bounded(id, &p, &reason)) else {
            continue;
        };
        let known = out
            .iter()
            .any(|k| (k.a == jinx.a && k.b == jinx.b) || (k.a == jinx.b && k.b == jinx.a));
        if !known {
            out.push(jinx);
        }
    }
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

/// The object's `team`, when it is one of the seven character types.
fn team_field(o: &Map<String, Value>) -> Option<Team> {
    Some(
        match text_field(o, "team")?.trim().to_lowercase().as_str() {
            "townsfolk" => Team::Townsfolk,
            "outsider" => Team::Outsider,
            "minion" => Team::Minion,
            "demon" => Team::Demon,
            "traveller" | "traveler" => Team::Traveller,
            "fabled" => Team::Fabled,
            "loric" => Team::Loric,
            _ => return None,
        },
    )
}

/// A homebrew character from its object; `None` when its team is not one of the six
/// character types (it is then kept as a character not known to the rules).
fn homebrew_of(raw: &str, id: &str, o: &Map<String, Value>) -> Option<HomebrewDef> {
    let name = text_field(o, "name").unwrap_or_default();
    let team = team_field(o)?;
    Some(
        HomebrewDef {
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
            unknown: false,
        }
        .bounded(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::MAX_FILE;

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
                jinxes: Vec::new(),
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
        assert_eq!(row.name.en(), "La Sorcière");
        assert_eq!(row.name.fr(), "La Sorcière");
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
    fn homebrew_without_a_team_is_kept_and_texts_are_bounded() {
        // No team the rules know: kept as a plain token with the script's name and text.
        for text in [
            r#"[{"id": "odd", "name": "Odd", "ability": "x"}]"#,
            r#"[{"id": "odd", "name": "Odd", "team": "wizard", "ability": "x"}]"#,
        ] {
            let s = parse_script(text).unwrap();
            assert_eq!(s.unknown, vec!["odd".to_string()]);
            let h = &s.homebrew[0];
            assert!(h.unknown);
            assert_eq!((h.name.as_str(), h.ability.as_str()), ("Odd", "x"));
            assert_eq!(h.team, Team::Townsfolk);
        }
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
    fn unknown_ids_are_kept_and_listed_together() {
        let text = r#"["chef", "not_a_role", {"id": "ghost", "name": "Le Fantôme"}, "imp",
            "not_a_role", {"id": "wisp", "team": "minion", "otherNight": 40}]"#;
        let s = parse_script(text).unwrap();
        assert_eq!(s.unknown, vec!["not_a_role", "ghost", "wisp"]);
        assert_eq!(s.official_ids(), vec!["chef", "imp"]);
        let Script::Custom { characters, .. } = &s.script else {
            panic!("a custom script");
        };
        assert_eq!(characters, &["chef", "notarole", "ghost", "imp", "wisp"]);
        // Each a plain token: the object's name, else the id as written; its team if given.
        let row = |id: &str| s.script.character(id).unwrap();
        assert_eq!(row("notarole").name.en(), "not_a_role");
        assert_eq!(row("ghost").name.fr(), "Le Fantôme");
        assert_eq!(row("wisp").team, Team::Minion);
        assert_eq!(row("wisp").other_night, Some(40));
        assert_eq!(
            row("wisp").other_night_prompt,
            Some(character::UNKNOWN_PROMPT)
        );
        assert_eq!(row("ghost").first_night, None);
        assert_eq!(row("ghost").ability, character::UNKNOWN_ABILITY);
        for id in ["notarole", "ghost", "wisp"] {
            assert!(row(id).is_unknown(), "{id}");
        }
        assert!(!row("chef").is_unknown());
        // Never drawn: the Storyteller places them by hand.
        assert_eq!(s.script.characters().len(), 2);
        assert_eq!(s.script.all().len(), 5);
        assert_eq!(s.script.unknown().len(), 3);
        assert_eq!(
            unknown_list(&s.unknown, character::Lang::En),
            "not_a_role, ghost, wisp"
        );
        let many: Vec<String> = (0..50).map(|i| format!("x{i}")).collect();
        assert!(unknown_list(&many, character::Lang::En).ends_with("x19 and 30 more"));
        assert!(unknown_list(&many, character::Lang::Fr).ends_with("x19 et 30 autres"));
    }

    /// `_meta`'s night orders place the characters the rules do not know among the official
    /// ones: just after the nearest earlier character on the official sheet, when the next one
    /// leaves room; else with it.
    #[test]
    fn unknown_ids_take_their_place_from_the_meta_night_orders() {
        let text = r#"[{"id": "_meta", "name": "Nuit",
              "firstNight": ["dusk", "poisoner", "lantern", "washerwoman", "chef", "empath",
                             "moth", "dawn"],
              "otherNight": ["owl", "poisoner", "imp", "empath"]},
            "washerwoman", "chef", "empath", "poisoner", "imp", "lantern", "moth", "owl", "mole"]"#;
        let s = parse_script(text).unwrap();
        let pos = |id: &str| s.script.character(id).unwrap().first_night;
        let other = |id: &str| s.script.character(id).unwrap().other_night;
        let official = |id: &str| character::official(id).unwrap();
        // Between the Poisoner and the Washerwoman there is room: just after the Poisoner.
        let poisoner = official("poisoner").first_night.unwrap();
        assert_eq!(pos("lantern"), Some(poisoner + 1));
        assert!(pos("lantern").unwrap() < official("washerwoman").first_night.unwrap());
        // After the Empath, before dawn: just after the Empath.
        assert_eq!(
            pos("moth"),
            Some(official("empath").first_night.unwrap() + 1)
        );
        // First in the other-nights order: just before the Poisoner.
        assert_eq!(
            other("owl"),
            Some(official("poisoner").other_night.unwrap() - 1)
        );
        // Listed nowhere: does not wake.
        assert_eq!((pos("mole"), other("mole")), (None, None));
        assert_eq!((pos("owl"), other("lantern")), (None, None));
        assert_eq!(s.unknown, vec!["lantern", "moth", "owl", "mole"]);
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
        let big = format!("[\"{}\"]", "a".repeat(MAX_FILE));
        assert!(matches!(
            parse_script(&big),
            Err(ShareError::TooLong { .. })
        ));
    }
}
