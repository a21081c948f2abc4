//! What a game's rules provide to the table: the [`Ruleset`] trait.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::lang::Lang;

/// The rules of one game, as the table sees them: a state, the commands that change it, and
/// how a log written by an older version is read. A game is then a [`crate::Game`] of it.
///
/// `apply` must leave the state untouched when it refuses a command (the table applies each
/// command to a copy), and must give the same result every time for the same state and command:
/// the state is never saved, only the log, and it is rebuilt by applying the log again.
pub trait Ruleset: Sized + 'static {
    /// The id written in every save and link (`"botc"`, `"quintebourg"`).
    const ID: &'static str;
    /// The version of the command format this build writes in saves.
    const LOG_VERSION: u32;
    /// True for the one ruleset whose games were saved before saves carried an id: a save or
    /// link with no id is read as a game of this ruleset.
    const READS_UNLABELLED: bool = false;

    /// What a game is set up with before its first command (a seed for suggestions, a name).
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One action of the Storyteller or game master, as written in the log.
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Everything the rules know at one point of the game: the fold of the log.
    type State: Clone + Debug + PartialEq + Default;
    /// What a command made happen, for the screens to announce.
    type Event;
    /// Why a command was refused.
    type Error: std::error::Error;
    /// One line of the saved-games list.
    type Summary;

    /// Checks `cmd` against the rules and applies it to `state`.
    fn apply(state: &mut Self::State, cmd: &Self::Command)
        -> Result<Vec<Self::Event>, Self::Error>;

    /// `cmd` in plain words, with the names it has in `state` (the state before it applies).
    fn describe(state: &Self::State, cmd: &Self::Command, lang: Lang) -> String;

    /// What the saved-games list shows of a game.
    fn summary(config: &Self::Config, state: &Self::State) -> Self::Summary;

    /// The seed of the game's suggestions.
    fn seed(config: &Self::Config) -> u64;

    /// The error for a log whose command number `index` (from 0) is refused.
    fn corrupt_log(index: usize, error: Self::Error) -> Self::Error;

    /// The error for a save written in a command format this build does not read.
    fn unsupported_version(version: u32) -> Self::Error;

    /// A log written in format `version` (older than [`Ruleset::LOG_VERSION`]), in today's
    /// form, so that it replays as it did when it was written. The whole log is given at once:
    /// a command may need what came before it. By default the format has not changed.
    fn upgrade(version: u32, log: Vec<serde_json::Value>) -> Result<Vec<Self::Command>, String> {
        let _ = version;
        log.into_iter()
            .enumerate()
            .map(|(i, c)| serde_json::from_value(c).map_err(|e| format!("command {i}: {e}")))
            .collect()
    }
}
