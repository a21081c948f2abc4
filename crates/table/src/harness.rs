//! The checks every scenario step gets, whatever the game (a recorded game replayed as a test):
//! the command survives a JSON round trip, a refused command leaves the game as it was, an
//! accepted one is undone to the state before it and redone to the same state again, and at
//! the end the whole game saves and loads back to the same state. A game's scenario runner
//! reads its own files and checks its own expectations around these.

use crate::game::Game;
use crate::ruleset::Ruleset;

/// What went wrong in a step, in words; empty when every check held.
pub type Problems = Vec<String>;

/// Applies `cmd` to `game` with the step checks; problems are added to `problems`. Returns what
/// the game answered.
pub fn step<R: Ruleset>(
    game: &mut Game<R>,
    cmd: R::Command,
    problems: &mut Problems,
) -> Result<Vec<R::Event>, R::Error> {
    match serde_json::to_value(&cmd).map(serde_json::from_value::<R::Command>) {
        Ok(Ok(back)) if back == cmd => {}
        _ => problems.push(format!(
            "the command does not survive a JSON round trip: {cmd:?}"
        )),
    }
    let before = game.state().clone();
    let log = game.log().len();
    match game.apply(cmd) {
        Err(e) => {
            if game.state() != &before || game.log().len() != log {
                problems.push("a refused command changed the game".into());
            }
            Err(e)
        }
        Ok(events) => {
            let after = game.state().clone();
            if !game.undo() || game.state() != &before {
                problems.push("undo did not restore the previous state".into());
            }
            if !game.redo() || game.state() != &after {
                problems.push("redo did not give the same state".into());
            }
            Ok(events)
        }
    }
}

/// `expected` is contained in `actual`, as the scenario files' expectations are matched:
/// objects by key (keys not written are not checked), arrays element by element with the same
/// length, anything else equal.
pub fn subset(expected: &serde_json::Value, actual: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => e
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|x| subset(v, x))),
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| subset(x, y))
        }
        _ => expected == actual,
    }
}

/// The whole game saves and loads back to the same state, log and redo stack.
pub fn save_and_load<R: Ruleset>(game: &Game<R>) -> Result<(), String> {
    let saved = serde_json::to_string(game).map_err(|e| e.to_string())?;
    let back: Game<R> = serde_json::from_str(&saved).map_err(|e| e.to_string())?;
    if back.state() != game.state() || back.log() != game.log() {
        return Err("the saved game does not load back to the same state".into());
    }
    if back.redo_stack() != game.redo_stack() {
        return Err("the saved game does not load back with the same redo stack".into());
    }
    Ok(())
}
