//! A game: its configuration plus the append-only log of commands.
//!
//! The state is a fold of the log ([`Game::state`]); undo replays the log without its last
//! command from the nearest kept state (see [`CHECKPOINT_EVERY`]), and redo re-applies it.
//! Saving writes the ruleset's id, its log version, the configuration, the log and — when not
//! empty — the redo stack; loading checks the id, upgrades an older log and replays it.

use std::fmt;

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::lang::Lang;
use crate::rng::Rng;
use crate::ruleset::Ruleset;

/// Every this many commands the game keeps the state the log had folded into, in memory only,
/// so that undo replays at most this many commands from the nearest kept state instead of the
/// whole log (an undo late in a 20-player game otherwise replays hundreds of commands).
pub const CHECKPOINT_EVERY: usize = 16;

/// A game in progress: configuration, log, redo stack and the current state.
pub struct Game<R: Ruleset> {
    config: R::Config,
    log: Vec<R::Command>,
    redo: Vec<R::Command>,
    state: R::State,
    /// `checkpoints[i]` is the fold of the first `(i + 1) * CHECKPOINT_EVERY` commands of the
    /// log: a cache of replay, never saved.
    checkpoints: Vec<R::State>,
}

impl<R: Ruleset> Clone for Game<R> {
    fn clone(&self) -> Self {
        Game {
            config: self.config.clone(),
            log: self.log.clone(),
            redo: self.redo.clone(),
            state: self.state.clone(),
            checkpoints: self.checkpoints.clone(),
        }
    }
}

impl<R: Ruleset> fmt::Debug for Game<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("ruleset", &R::ID)
            .field("config", &self.config)
            .field("log", &self.log)
            .field("redo", &self.redo)
            .field("state", &self.state)
            .finish()
    }
}

impl<R: Ruleset> Game<R> {
    /// A new game with an empty log.
    pub fn new(config: R::Config) -> Self {
        Game {
            config,
            log: Vec::new(),
            redo: Vec::new(),
            state: R::State::default(),
            checkpoints: Vec::new(),
        }
    }

    /// Rebuilds a game from its configuration and log; fails on the first refused command.
    pub fn from_log(config: R::Config, log: Vec<R::Command>) -> Result<Self, R::Error> {
        let mut checkpoints = Vec::new();
        let state = fold::<R>(R::State::default(), &log, 0, Some(&mut checkpoints))?;
        Ok(Game {
            config,
            log,
            redo: Vec::new(),
            state,
            checkpoints,
        })
    }

    /// Checks `cmd` and applies it. On error the game is unchanged; on success the command is
    /// appended to the log, the redo stack is cleared, and the events say what happened.
    pub fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Event>, R::Error> {
        let mut next = self.state.clone();
        let events = R::apply(&mut next, &cmd)?;
        self.state = next;
        self.log.push(cmd);
        self.redo.clear();
        if self.log.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.state.clone());
        }
        Ok(events)
    }

    /// True when `cmd` would be accepted now. Nothing changes.
    pub fn accepts(&self, cmd: &R::Command) -> bool {
        R::apply(&mut self.state.clone(), cmd).is_ok()
    }

    /// Takes back the last command (replaying the rest of the log from the nearest kept
    /// state). False if the log is empty.
    pub fn undo(&mut self) -> bool {
        let Some(cmd) = self.log.pop() else {
            return false;
        };
        self.checkpoints.truncate(self.log.len() / CHECKPOINT_EVERY);
        let done = self.checkpoints.len() * CHECKPOINT_EVERY;
        let base = self.checkpoints.last().cloned().unwrap_or_default();
        self.state = match fold::<R>(base, &self.log[done..], done, None) {
            Ok(state) => state,
            Err(_) => unreachable!("a prefix of an accepted log replays"),
        };
        self.redo.push(cmd);
        true
    }

    /// Re-applies the last undone command. False if there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        let Some(cmd) = self.redo.pop() else {
            return false;
        };
        let redo = std::mem::take(&mut self.redo);
        let ok = self.apply(cmd).is_ok();
        self.redo = redo;
        ok
    }

    /// True when there is a command to undo.
    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    /// True when there is a command to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The undone commands that [`Game::redo`] can put back; the next one is the last.
    pub fn redo_stack(&self) -> &[R::Command] {
        &self.redo
    }

    /// The game with `redo` as its redo stack (the next command to redo last), e.g. restored
    /// from a save. Each command is checked only when it is redone.
    pub fn with_redo(mut self, redo: Vec<R::Command>) -> Self {
        self.redo = redo;
        self
    }

    /// The current state.
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// The commands applied so far, oldest first.
    pub fn log(&self) -> &[R::Command] {
        &self.log
    }

    /// The configuration.
    pub fn config(&self) -> &R::Config {
        &self.config
    }

    /// What the saved-games list shows of this game.
    pub fn summary(&self) -> R::Summary {
        R::summary(&self.config, &self.state)
    }

    /// The log in plain words for the history view, oldest first. Each command is described
    /// with the names it had when it was applied (the log is replayed once).
    pub fn history(&self, lang: Lang) -> Vec<String> {
        let mut state = R::State::default();
        self.log
            .iter()
            .map(|cmd| {
                let line = R::describe(&state, cmd, lang);
                let _ = R::apply(&mut state, cmd);
                line
            })
            .collect()
    }

    /// A generator for suggestions, derived from the seed and the log length so that asking
    /// again after a command gives a fresh suggestion, and the same one on every device.
    pub fn rng(&self) -> Rng {
        Rng::new(
            R::seed(&self.config) ^ (self.log.len() as u64).wrapping_mul(0x2545_F491_4F6C_DD1D),
        )
    }

    /// The generator of the `n`th suggestion at this point of the log ("suggest again");
    /// `n = 0` is [`Game::rng`]. The same seed, log length and `n` give the same generator on
    /// every device.
    pub fn rng_nth(&self, n: u64) -> Rng {
        if n == 0 {
            return self.rng();
        }
        let mut mix = Rng::new(n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        Rng::new(self.rng().next_u64() ^ mix.next_u64())
    }

    /// The number of kept states (a cache of replay; for tests and benchmarks).
    pub fn checkpoints(&self) -> usize {
        self.checkpoints.len()
    }
}

/// Folds the log into a state (the first refused command is reported).
pub fn replay<R: Ruleset>(log: &[R::Command]) -> Result<R::State, R::Error> {
    fold::<R>(R::State::default(), log, 0, None)
}

/// Folds `cmds`, the log from its command number `first` on, into `state`, which must be the
/// fold of the commands before. With `checkpoints`, the state after every
/// [`CHECKPOINT_EVERY`]th command of the log is kept there.
fn fold<R: Ruleset>(
    mut state: R::State,
    cmds: &[R::Command],
    first: usize,
    mut checkpoints: Option<&mut Vec<R::State>>,
) -> Result<R::State, R::Error> {
    for (offset, cmd) in cmds.iter().enumerate() {
        let index = first + offset;
        R::apply(&mut state, cmd).map_err(|e| R::corrupt_log(index, e))?;
        if let Some(kept) = checkpoints.as_deref_mut() {
            if (index + 1).is_multiple_of(CHECKPOINT_EVERY) {
                kept.push(state.clone());
            }
        }
    }
    Ok(state)
}

/// The saved form of a game, borrowed from it: saving after every command writes the log
/// without copying it first.
#[derive(Serialize)]
struct SavedRef<'a, C, K> {
    ruleset: &'static str,
    version: u32,
    config: &'a C,
    log: &'a [K],
    #[serde(skip_serializing_if = "<[K]>::is_empty")]
    redo: &'a [K],
}

impl<R: Ruleset> Serialize for Game<R> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        SavedRef {
            ruleset: R::ID,
            version: R::LOG_VERSION,
            config: &self.config,
            log: &self.log,
            redo: &self.redo,
        }
        .serialize(s)
    }
}

/// The saved form as read: the log is kept as text until the version says how to read it.
#[derive(Deserialize)]
#[serde(bound(deserialize = "C: DeserializeOwned"))]
struct Saved<C> {
    /// Absent in saves written before games carried their ruleset.
    #[serde(default)]
    ruleset: Option<String>,
    version: u32,
    config: C,
    log: Box<serde_json::value::RawValue>,
    /// The undone commands, next to redo last; absent when empty.
    #[serde(default)]
    redo: Option<Box<serde_json::value::RawValue>>,
}

/// A log and its redo stack.
type LogAndRedo<R> = (Vec<<R as Ruleset>::Command>, Vec<<R as Ruleset>::Command>);

/// Reads the log and the redo stack written in format `version`. An older log is upgraded with
/// the commands to redo after it (in the order they would be redone), then split again.
fn read_commands<R: Ruleset>(
    version: u32,
    log: &str,
    redo: Option<&str>,
) -> Result<LogAndRedo<R>, String> {
    if version == R::LOG_VERSION {
        let log = serde_json::from_str(log).map_err(|e| e.to_string())?;
        let redo = match redo {
            Some(raw) => serde_json::from_str(raw).map_err(|e| e.to_string())?,
            None => Vec::new(),
        };
        return Ok((log, redo));
    }
    let mut all: Vec<serde_json::Value> = serde_json::from_str(log).map_err(|e| e.to_string())?;
    let done = all.len();
    if let Some(raw) = redo {
        let mut redo: Vec<serde_json::Value> =
            serde_json::from_str(raw).map_err(|e| e.to_string())?;
        redo.reverse();
        all.extend(redo);
    }
    let mut all = R::upgrade(version, all)?;
    if all.len() < done {
        return Err("the upgrade lost commands".into());
    }
    let mut redo = all.split_off(done);
    redo.reverse();
    Ok((all, redo))
}

/// Why a saved game is not a game of this ruleset.
fn foreign_ruleset_message(found: Option<&str>, expected: &str) -> String {
    match found {
        Some(id) => format!("this is a game of another kind ({id}), not {expected}"),
        None => format!("this save names no game; expected {expected}"),
    }
}

impl<'de, R: Ruleset> Deserialize<'de> for Game<R> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let saved = Saved::<R::Config>::deserialize(d)?;
        match saved.ruleset.as_deref() {
            Some(id) if id == R::ID => {}
            None if R::READS_UNLABELLED => {}
            found => return Err(D::Error::custom(foreign_ruleset_message(found, R::ID))),
        }
        if saved.version > R::LOG_VERSION || saved.version == 0 {
            return Err(D::Error::custom(R::unsupported_version(saved.version)));
        }
        let (log, redo) = read_commands::<R>(
            saved.version,
            saved.log.get(),
            saved.redo.as_ref().map(|r| r.get()),
        )
        .map_err(D::Error::custom)?;
        Game::from_log(saved.config, log)
            .map(|g| g.with_redo(redo))
            .map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// A toy ruleset: a counter that may not go below zero. Format 1 wrote `{"add": n}`;
    /// format 2 writes `{"by": n}`.
    #[derive(Debug)]
    struct Counter;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    struct Step {
        by: i64,
    }

    #[derive(Debug)]
    struct Negative;

    impl fmt::Display for Negative {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "the counter would go below zero")
        }
    }

    impl std::error::Error for Negative {}

    impl Ruleset for Counter {
        const ID: &'static str = "counter";
        const LOG_VERSION: u32 = 2;
        type Config = u64;
        type Command = Step;
        type State = i64;
        type Event = i64;
        type Error = Negative;
        type Summary = i64;

        fn apply(state: &mut i64, cmd: &Step) -> Result<Vec<i64>, Negative> {
            if *state + cmd.by < 0 {
                return Err(Negative);
            }
            *state += cmd.by;
            Ok(vec![*state])
        }

        fn describe(state: &i64, cmd: &Step, _lang: Lang) -> String {
            format!("{state} + {}", cmd.by)
        }

        fn summary(_config: &u64, state: &i64) -> i64 {
            *state
        }

        fn seed(config: &u64) -> u64 {
            *config
        }

        fn corrupt_log(_index: usize, error: Negative) -> Negative {
            error
        }

        fn unsupported_version(_version: u32) -> Negative {
            Negative
        }

        fn upgrade(version: u32, log: Vec<serde_json::Value>) -> Result<Vec<Step>, String> {
            assert_eq!(version, 1);
            log.iter()
                .map(|c| {
                    Ok(Step {
                        by: c["add"].as_i64().ok_or("no add")?,
                    })
                })
                .collect()
        }
    }

    fn step(by: i64) -> Step {
        Step { by }
    }

    /// A refused command leaves the game as it was; an accepted one is logged and clears redo.
    #[test]
    fn refusal_changes_nothing_and_apply_clears_redo() {
        let mut g = Game::<Counter>::new(7);
        g.apply(step(2)).unwrap();
        assert!(g.apply(step(-5)).is_err());
        assert_eq!((*g.state(), g.log().len()), (2, 1));
        assert!(!g.accepts(&step(-3)) && g.accepts(&step(-2)));
        assert!(g.undo());
        assert!(g.can_redo());
        g.apply(step(1)).unwrap();
        assert!(!g.can_redo());
        assert_eq!(g.history(Lang::En), vec!["0 + 1".to_string()]);
    }

    /// Undo from a kept state gives exactly the fold of the shortened log, across several
    /// checkpoints, and keeps doing so after new commands replace undone ones.
    #[test]
    fn undo_from_checkpoints_equals_full_replay() {
        let mut g = Game::<Counter>::new(1);
        let mut n = 0i64;
        let mut next = |g: &mut Game<Counter>| {
            n += 1;
            g.apply(step(if n % 3 == 0 { -1 } else { n % 5 })).unwrap();
        };
        while g.log().len() < 3 * CHECKPOINT_EVERY + 5 {
            next(&mut g);
        }
        let full = g.clone();
        assert_eq!(g.checkpoints(), 3);
        while g.log().len() > CHECKPOINT_EVERY - 3 {
            assert!(g.undo());
            assert_eq!(g.state(), &replay::<Counter>(g.log()).unwrap());
            assert_eq!(g.checkpoints(), g.log().len() / CHECKPOINT_EVERY);
        }
        while g.redo() {}
        assert_eq!((g.state(), g.log()), (full.state(), full.log()));
        for _ in 0..(CHECKPOINT_EVERY + 2) {
            assert!(g.undo());
        }
        for _ in 0..(2 * CHECKPOINT_EVERY) {
            next(&mut g);
        }
        assert_eq!(g.checkpoints(), g.log().len() / CHECKPOINT_EVERY);
        for _ in 0..(CHECKPOINT_EVERY + 1) {
            assert!(g.undo());
            assert_eq!(g.state(), &replay::<Counter>(g.log()).unwrap());
        }
        let read = Game::<Counter>::from_log(*g.config(), g.log().to_vec()).unwrap();
        assert_eq!(read.checkpoints, g.checkpoints);
    }

    /// The save names the ruleset and version, keeps the redo stack, and reads back equal;
    /// a save of another ruleset, of an unknown version or with an unlabelled id is refused;
    /// an older log is upgraded command by command.
    #[test]
    fn saves_carry_the_ruleset_and_older_logs_are_upgraded() {
        let mut g = Game::<Counter>::new(3);
        for by in [1, 2, 3] {
            g.apply(step(by)).unwrap();
        }
        g.undo();
        let text = serde_json::to_string(&g).unwrap();
        assert_eq!(
            text,
            r#"{"ruleset":"counter","version":2,"config":3,"log":[{"by":1},{"by":2}],"redo":[{"by":3}]}"#
        );
        let back: Game<Counter> = serde_json::from_str(&text).unwrap();
        assert_eq!((back.state(), back.redo_stack()), (&3, &[step(3)][..]));

        let old = r#"{"ruleset":"counter","version":1,"config":3,"log":[{"add":4},{"add":-1}],"redo":[{"add":7},{"add":5}]}"#;
        let mut up: Game<Counter> = serde_json::from_str(old).unwrap();
        assert_eq!((up.state(), up.log()), (&3, &[step(4), step(-1)][..]));
        assert_eq!(up.redo_stack(), &[step(7), step(5)][..]);
        assert!(up.redo());
        assert_eq!(
            up.state(),
            &8,
            "the next command to redo is the last of the stack"
        );

        for bad in [
            r#"{"ruleset":"botc","version":2,"config":3,"log":[]}"#,
            r#"{"version":2,"config":3,"log":[]}"#,
            r#"{"ruleset":"counter","version":3,"config":3,"log":[]}"#,
            r#"{"ruleset":"counter","version":2,"config":3,"log":[{"by":-1}]}"#,
        ] {
            assert!(serde_json::from_str::<Game<Counter>>(bad).is_err(), "{bad}");
        }
    }

    /// The same seed and log length give the same suggestions; another `n` another one.
    #[test]
    fn suggestions_follow_the_seed_and_the_log() {
        let mut a = Game::<Counter>::new(42);
        let b = Game::<Counter>::new(42);
        assert_eq!(a.rng().next_u64(), b.rng().next_u64());
        assert_ne!(a.rng_nth(1).next_u64(), b.rng().next_u64());
        assert_eq!(a.rng_nth(1).next_u64(), b.rng_nth(1).next_u64());
        a.apply(step(1)).unwrap();
        assert_ne!(a.rng().next_u64(), b.rng().next_u64());
    }

    /// The scenario harness's checks hold for a well-behaved ruleset: accepted and refused
    /// steps, save and load with and without a redo stack.
    #[test]
    fn the_harness_checks_each_step() {
        let mut g = Game::<Counter>::new(1);
        let mut problems = Vec::new();
        assert!(crate::harness::step(&mut g, step(2), &mut problems).is_ok());
        assert!(crate::harness::step(&mut g, step(-9), &mut problems).is_err());
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(crate::harness::save_and_load(&g), Ok(()));
        let mut g2 = g.clone();
        g2.undo();
        assert!(
            crate::harness::save_and_load(&g2).is_ok(),
            "with a redo stack"
        );
    }
}
