//! [`Quintebourg`], the ruleset the table runs, and [`QbGame`], the engine's suggestions.

use serde::{Deserialize, Serialize};
use table::{Lang, Ruleset};

use crate::command::Command;
use crate::error::QbError;
use crate::event::Event;
use crate::state::{Phase, State};
use crate::{apply, attack, describe, night};

/// The version of the command format written in saves.
pub const LOG_VERSION: u32 = 1;

/// What a game is set up with before its first command: the seed of the engine's suggestions
/// (the attack's draw among several occupants). The log holds the results.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct QbConfig {
    pub seed: u64,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

/// The rules of Quinte-bourg (seed 004).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quintebourg;

/// One line of the saved-games list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub players: usize,
    pub alive: usize,
    /// The night or day number (0 in setup).
    pub n: u16,
    pub over: bool,
}

impl Ruleset for Quintebourg {
    const ID: &'static str = "quintebourg";
    const LOG_VERSION: u32 = LOG_VERSION;
    type Config = QbConfig;
    type Command = Command;
    type State = State;
    type Event = Event;
    type Error = QbError;
    type Summary = Summary;

    fn apply(state: &mut State, cmd: &Command) -> Result<Vec<Event>, QbError> {
        apply::apply(state, cmd)
    }

    fn describe(state: &State, cmd: &Command, lang: Lang) -> String {
        describe::describe(state, cmd, lang)
    }

    fn summary(_config: &QbConfig, state: &State) -> Summary {
        Summary {
            players: state.players.len(),
            alive: state.living().len(),
            n: state.night_n,
            over: matches!(state.phase, Phase::Over),
        }
    }

    fn seed(config: &QbConfig) -> u64 {
        config.seed
    }

    fn corrupt_log(index: usize, error: QbError) -> QbError {
        QbError::CorruptLog {
            index,
            source: Box::new(error),
        }
    }

    fn unsupported_version(version: u32) -> QbError {
        QbError::UnsupportedVersion { version }
    }
}

/// A game of Quinte-bourg in progress.
pub type Game = table::Game<Quintebourg>;

/// What a Quinte-bourg game offers besides the table's log, undo and redo.
pub trait QbGame {
    /// Who is where tonight, with the reason for every losing claim.
    fn whereabouts(&self) -> Vec<night::Whereabouts>;
    /// Tonight's steps in the seed's order, who wakes, and the skips.
    fn sheet(&self) -> Vec<night::SheetLine>;
    /// The groups to wake at the Cupid step, before the first night.
    fn wake_list(&self) -> Vec<(crate::setup::WakeGroup, Vec<u8>)>;
    /// The attack as the engine works it out now.
    fn attack_plan(&self) -> attack::Plan;
    /// The `attack` command the engine suggests: the only occupants, and a draw from the
    /// game's seeded generator among several. The command carries the draw, so the log replays
    /// identically; the MJ may confirm it or give other victims.
    fn suggest_attack(&self) -> Command;
}

impl QbGame for Game {
    fn whereabouts(&self) -> Vec<night::Whereabouts> {
        night::whereabouts(self.state())
    }

    fn sheet(&self) -> Vec<night::SheetLine> {
        night::sheet(self.state())
    }

    fn wake_list(&self) -> Vec<(crate::setup::WakeGroup, Vec<u8>)> {
        crate::setup::wake_list(self.state())
    }

    fn attack_plan(&self) -> attack::Plan {
        attack::plan(self.state())
    }

    fn suggest_attack(&self) -> Command {
        let mut rng = self.rng();
        Command::Attack {
            victims: attack::suggest(&attack::plan(self.state()), &mut rng),
        }
    }
}
