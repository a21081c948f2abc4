//! Commands of log versions 1 and 2 that are gone: the six commands of single characters
//! (`poison`, `protect`, `choose_master`, `demon_kill`, `slay`, `set_red_herring`), read today
//! as the one command of a character's ability ([`Command::Act`]). The JSON log
//! ([`crate::game`]) and the links ([`crate::share`]) both read them through here.

use serde_json::{json, Map, Value};

use crate::character::{self, Team};
use crate::command::Command;
use crate::seat::PlayerId;

/// The character an old `demon_kill` by `demon` acted as: the player's character as the log
/// before it last set it (the Imp, or another Demon), or the Imp when the log set none or a
/// character known not to be a Demon (an override of the rules: the attack was the Demon's).
pub fn demon_of(log: &[Command], demon: PlayerId) -> String {
    fn set_by(cmd: &Command, demon: PlayerId) -> Option<&str> {
        match cmd {
            Command::ChangeCharacter { player, character } if *player == demon => Some(character),
            Command::AssignCharacters { assignments } => assignments
                .iter()
                .find(|a| a.player == demon)
                .map(|a| a.character.as_str()),
            Command::Override { command, .. } => set_by(command, demon),
            _ => None,
        }
    }
    log.iter()
        .rev()
        .find_map(|c| set_by(c, demon))
        .filter(|c| character::official(c).is_none_or(|d| d.team == Team::Demon))
        .unwrap_or("imp")
        .to_string()
}

/// The character an old command of one character acted as, and its player fields (acting,
/// chosen): `None` for any other command.
fn old_form(kind: &str) -> Option<(&'static str, Option<&'static str>, &'static str)> {
    Some(match kind {
        "poison" => ("poisoner", Some("by"), "target"),
        "protect" => ("monk", Some("by"), "target"),
        "choose_master" => ("butler", Some("butler"), "master"),
        "demon_kill" => ("", Some("demon"), "target"),
        "slay" => ("slayer", Some("slayer"), "target"),
        "set_red_herring" => ("fortuneteller", None, "player"),
        _ => return None,
    })
}

/// One command of log version 1 or 2 in today's JSON form; `log` holds the commands before it,
/// already read. Anything else is given back as it was.
pub fn upgrade_json(log: &[Command], cmd: Value) -> Value {
    let Value::Object(mut map) = cmd else {
        return cmd;
    };
    let kind = map.get("type").and_then(Value::as_str).unwrap_or_default();
    if kind == "override" {
        if let Some(inner) = map.remove("command") {
            map.insert("command".into(), upgrade_json(log, inner));
        }
        return Value::Object(map);
    }
    let Some((character, by_field, target_field)) = old_form(kind) else {
        return Value::Object(map);
    };
    let by = by_field.and_then(|f| map.get(f)).cloned();
    let target = map.get(target_field).cloned().unwrap_or(Value::Null);
    let character = if character.is_empty() {
        match by.as_ref().and_then(Value::as_u64) {
            Some(d) => demon_of(log, PlayerId(d as u32)),
            None => "imp".to_string(),
        }
    } else {
        character.to_string()
    };
    let mut out = Map::new();
    out.insert("type".into(), json!("act"));
    out.insert("character".into(), json!(character));
    if let Some(by) = by {
        out.insert("by".into(), by);
    }
    out.insert("targets".into(), json!([target]));
    Value::Object(out)
}

/// A whole log of version 1 or 2, read command by command into today's commands.
pub fn read_log(log: Vec<Value>) -> Result<Vec<Command>, String> {
    let mut out: Vec<Command> = Vec::with_capacity(log.len());
    for (i, c) in log.into_iter().enumerate() {
        let c = upgrade_json(&out, c);
        out.push(serde_json::from_value(c).map_err(|e| format!("command {i}: {e}"))?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Assignment;

    fn assign(player: u32, character: &str) -> Command {
        Command::AssignCharacters {
            assignments: vec![Assignment {
                player: PlayerId(player),
                character: character.into(),
                shown: None,
                alignment: None,
            }],
        }
    }

    /// Each old command becomes the act of the character it belonged to, with the same players.
    #[test]
    fn old_commands_become_acts() {
        let log = vec![assign(0, "po"), assign(1, "poisoner")];
        let read = |v: Value| serde_json::from_value::<Command>(upgrade_json(&log, v)).unwrap();
        let act = |c: &str, by: Option<u32>, t: u32| Command::Act {
            character: c.into(),
            by: by.map(PlayerId),
            targets: vec![PlayerId(t)],
            guess: None,
        };
        assert_eq!(
            read(json!({"type":"poison","by":1,"target":2})),
            act("poisoner", Some(1), 2)
        );
        assert_eq!(
            read(json!({"type":"protect","by":3,"target":2})),
            act("monk", Some(3), 2)
        );
        assert_eq!(
            read(json!({"type":"choose_master","butler":4,"master":2})),
            act("butler", Some(4), 2)
        );
        assert_eq!(
            read(json!({"type":"slay","slayer":4,"target":0})),
            act("slayer", Some(4), 0)
        );
        assert_eq!(
            read(json!({"type":"set_red_herring","player":3})),
            act("fortuneteller", None, 3)
        );
        // The Demon's attack is its own Demon's: the Po here, the Imp for a Minion overridden.
        assert_eq!(
            read(json!({"type":"demon_kill","demon":0,"target":3})),
            act("po", Some(0), 3)
        );
        assert_eq!(
            read(json!({"type":"demon_kill","demon":1,"target":3})),
            act("imp", Some(1), 3)
        );
        assert_eq!(
            read(
                json!({"type":"override","reason":"r","command":{"type":"poison","by":1,"target":0}})
            ),
            Command::Override {
                command: Box::new(act("poisoner", Some(1), 0)),
                reason: "r".into()
            }
        );
    }

    /// After the star pass, the Minion who became the Imp attacks as the Imp.
    #[test]
    fn the_demon_is_the_latest_character() {
        let log = vec![
            assign(0, "imp"),
            assign(1, "scarletwoman"),
            Command::ChangeCharacter {
                player: PlayerId(1),
                character: "imp".into(),
            },
        ];
        assert_eq!(demon_of(&log, PlayerId(1)), "imp");
        assert_eq!(demon_of(&log[..2], PlayerId(1)), "imp");
        assert_eq!(demon_of(&log, PlayerId(7)), "imp");
    }
}
