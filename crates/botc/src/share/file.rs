//! Game files: the readable JSON log of `docs/log-format.md`, one command per line, and its
//! import with the same checks as links (size, version, shape, then a replay through the
//! engine).

use serde::Deserialize;

use crate::command::Command;
use crate::game::{Botc, Game, GameConfig, LOG_VERSION};
use table::Ruleset;

use super::codec::json_text;
use super::error::ShareError;
use super::game_link;

/// The game as a JSON file (`docs/log-format.md`): the engine's own serialisation, laid out
/// with one command per line so that it reads and diffs well.
pub fn export_json(game: &Game) -> String {
    let config = serde_json::to_string(game.config()).expect("a config serialises");
    let mut out = format!(
        "{{\n  \"ruleset\": \"{}\",\n  \"version\": {LOG_VERSION},\n  \"config\": {config},\n  \"log\": [",
        Botc::ID
    );
    for (i, cmd) in game.log().iter().enumerate() {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        out.push_str(&serde_json::to_string(cmd).expect("a command serialises"));
    }
    out.push_str(if game.log().is_empty() {
        "]\n}\n"
    } else {
        "\n  ]\n}\n"
    });
    out
}

/// A file name for the export: the game's name (letters, digits and `-` only) or "grimoire".
pub fn file_name(game: &Game) -> String {
    match slug(&game.config().name) {
        None => "grimoire.json".into(),
        Some(slug) => format!("grimoire-{slug}.json"),
    }
}

/// The export's file name with the day it was written (`2025-11-22`, given by the caller, who
/// knows the clock): `grimoire-<name>-<day>.json`, or `grimoire-<day>.json` for a game without
/// a name.
pub fn dated_file_name(game: &Game, day: &str) -> String {
    let name = slug(&game.config().name);
    let day = slug(day);
    let parts: Vec<&str> = ["grimoire"]
        .into_iter()
        .chain(name.as_deref())
        .chain(day.as_deref())
        .collect();
    format!("{}.json", parts.join("-"))
}

/// Letters and digits of `text`, every other run of characters one `-`; `None` when nothing
/// is left.
fn slug(text: &str) -> Option<String> {
    let slug = text
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    (!slug.is_empty()).then_some(slug)
}

#[derive(Deserialize)]
struct FileGame {
    config: GameConfig,
    log: Vec<Command>,
}

/// A file of an older log version: its commands are read through [`crate::legacy`].
#[derive(Deserialize)]
struct OldFileGame {
    config: GameConfig,
    log: Vec<serde_json::Value>,
}

/// A game from a JSON file: refused when larger than 1 MB, not JSON, of another version, of
/// another shape, or when the rules refuse a command of its log.
pub fn import_json(text: &str) -> Result<Game, ShareError> {
    let text = json_text(text)?;
    let value: serde_json::Value = serde_json::from_str(text).map_err(json_error)?;
    let obj = value.as_object().ok_or(ShareError::NotAGameFile)?;
    let version = obj.get("version").ok_or(ShareError::NotAGameFile)?;
    if !obj.contains_key("config") || !obj.contains_key("log") {
        return Err(ShareError::NotAGameFile);
    }
    // Files written before games carried their ruleset are Blood on the Clocktower games.
    match obj.get("ruleset") {
        None => {}
        Some(serde_json::Value::String(id)) if id == Botc::ID => {}
        Some(serde_json::Value::String(id)) => {
            return Err(ShareError::OtherGame {
                ruleset: id.chars().take(40).collect(),
            })
        }
        Some(_) => return Err(ShareError::NotAGameFile),
    }
    let version = match version.as_u64() {
        Some(v) if (1..=u64::from(LOG_VERSION)).contains(&v) => v,
        Some(v) => return Err(ShareError::UnsupportedFileVersion { version: v }),
        None => return Err(ShareError::NotAGameFile),
    };
    if version < u64::from(LOG_VERSION) {
        // Written under an older log version: upgraded so that it replays as it was played.
        let file: OldFileGame = serde_json::from_str(text).map_err(json_error)?;
        let mut log = Vec::with_capacity(file.log.len());
        for c in file.log {
            let c = crate::legacy::upgrade_json(&log, c);
            log.push(serde_json::from_value::<Command>(c).map_err(json_error)?);
        }
        if version == 1 {
            log = crate::game::upgrade_v1(log);
        }
        return game_link::replay(file.config, crate::game::keep_refused_as_override(log));
    }
    // Parsed again from the text so that an error in a command points at its line.
    let file: FileGame = serde_json::from_str(text).map_err(json_error)?;
    game_link::replay(file.config, file.log)
}

fn json_error(e: serde_json::Error) -> ShareError {
    let detail = e.to_string();
    // serde_json appends " at line L column C"; the position has its own fields.
    let detail = match detail.rfind(" at line ") {
        Some(i) => detail[..i].to_string(),
        None => detail,
    };
    ShareError::Json {
        line: e.line(),
        column: e.column(),
        detail,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::sample;
    use crate::share::MAX_FILE;

    #[test]
    fn the_export_is_named_after_the_game_and_the_day() {
        let mut g = Game::new(GameConfig {
            seed: 1,
            name: "Friday at Sam's / table 2".into(),
        });
        assert_eq!(file_name(&g), "grimoire-Friday-at-Sam-s-table-2.json");
        assert_eq!(
            dated_file_name(&g, "2025-11-22"),
            "grimoire-Friday-at-Sam-s-table-2-2025-11-22.json"
        );
        g = Game::new(GameConfig::default());
        assert_eq!(file_name(&g), "grimoire.json");
        assert_eq!(
            dated_file_name(&g, "2025-11-22"),
            "grimoire-2025-11-22.json"
        );
        assert_eq!(dated_file_name(&g, ""), "grimoire.json");
    }

    #[test]
    fn export_is_the_documented_log_format_and_imports_back() {
        let g = sample::realistic_game(15, 3, 2);
        let text = export_json(&g);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value, serde_json::to_value(&g).unwrap());
        assert!(text.contains("\n    {\"type\":\"add_player\",\"name\":\"Alex\"},\n"));
        let back = import_json(&text).unwrap();
        assert_eq!(back.log(), g.log());
        assert_eq!(back.state(), g.state());
        assert_eq!(export_json(&back), text);
        // The engine's own loader reads it too.
        let engine: Game = serde_json::from_str(&text).unwrap();
        assert_eq!(engine.state(), g.state());
        let empty = Game::new(GameConfig::default());
        assert_eq!(import_json(&export_json(&empty)).unwrap().log().len(), 0);
    }

    #[test]
    fn the_longest_games_fit_in_a_file() {
        let g = sample::realistic_game(20, 6, 2);
        let text = export_json(&g);
        assert!(text.len() < MAX_FILE / 32, "{} bytes", text.len());
    }

    #[test]
    fn bad_files_say_what_is_wrong() {
        assert_eq!(import_json("").err(), Some(ShareError::Empty));
        assert!(matches!(
            import_json("{\"version\": 1,"),
            Err(ShareError::Json { line: 1, .. })
        ));
        assert_eq!(import_json("[1,2]").err(), Some(ShareError::NotAGameFile));
        assert_eq!(
            import_json(r#"{"version":5,"config":{"seed":1},"log":[]}"#).err(),
            Some(ShareError::UnsupportedFileVersion { version: 5 })
        );
        assert!(matches!(
            import_json("{\"version\":4,\"config\":{\"seed\":1},\"log\":[\n{\"type\":\"fly\"}]}"),
            Err(ShareError::Json { line: 2, .. })
        ));
        // An older file's unknown command is refused too (read command by command).
        assert!(matches!(
            import_json("{\"version\":1,\"config\":{\"seed\":1},\"log\":[\n{\"type\":\"fly\"}]}"),
            Err(ShareError::Json { .. })
        ));
        let illegal = r#"{"version":1,"config":{"seed":1},"log":[{"type":"start_game"}]}"#;
        assert!(matches!(
            import_json(illegal),
            Err(ShareError::IllegalLog { index: 0, .. })
        ));
        assert_eq!(
            import_json(r#"{"ruleset":"quintebourg","version":1,"config":{"seed":1},"log":[]}"#)
                .err(),
            Some(ShareError::OtherGame {
                ruleset: "quintebourg".into()
            })
        );
        // Files written before games carried their ruleset still open.
        let unlabelled =
            r#"{"version":1,"config":{"seed":1},"log":[{"type":"add_player","name":"A"}]}"#;
        assert_eq!(import_json(unlabelled).unwrap().state().seats.len(), 1);
        let big = format!("{{\"version\":1,\"pad\":\"{}\"}}", "x".repeat(MAX_FILE));
        assert!(matches!(import_json(&big), Err(ShareError::TooLong { .. })));
        let deep = "[".repeat(5000) + &"]".repeat(5000);
        assert!(matches!(import_json(&deep), Err(ShareError::Json { .. })));
    }
}
