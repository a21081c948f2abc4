//! [`Quintebourg`], the ruleset the table runs, and [`QbGame`], the engine's suggestions.

use serde::{Deserialize, Serialize};
use table::{Lang, Ruleset};

use crate::command::Command;
use crate::error::QbError;
use crate::event::Event;
use crate::state::{Phase, State};
use crate::{apply, attack, describe, night};

/// The version of the command format written in saves. Version 2: the rules refuse more than
/// they did (a day that ends over a death not yet handled, an office named without the steps
/// the seed asks for…); a command of a version-1 log that today's rules refuse is kept as the
/// MJ's override ([`keep_refused_as_override`]), so every older save, file and link still opens
/// and replays as it was played.
pub const LOG_VERSION: u32 = 2;

/// The reason recorded with a command of a version-1 log that today's rules refuse.
pub const V1_REASON: &str = "recorded under the rules of log version 1";

/// A log written under older rules, replayed as it was played: a command that today's rules
/// refuse, where an MJ may overrule them, becomes `override { command, reason: V1_REASON }`.
/// A refusal of the facts (an unknown or dead player, coins nobody has) is left as it is, and
/// the replay reports it. One pass, one copy of the state per command.
pub fn keep_refused_as_override(mut log: Vec<Command>) -> Vec<Command> {
    let mut state = State::default();
    for i in 0..log.len() {
        let mut next = state.clone();
        match crate::apply::apply(&mut next, &log[i]) {
            Ok(_) => state = next,
            Err(e) if e.overridable() && !matches!(log[i], Command::Override { .. }) => {
                let kept = Command::Override {
                    command: Box::new(log[i].clone()),
                    reason: V1_REASON.into(),
                };
                let mut next = state.clone();
                if crate::apply::apply(&mut next, &kept).is_err() {
                    return log;
                }
                log[i] = kept;
                state = next;
            }
            Err(_) => return log,
        }
    }
    log
}

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

    fn upgrade(version: u32, log: Vec<serde_json::Value>) -> Result<Vec<Command>, String> {
        let log = log
            .into_iter()
            .enumerate()
            .map(|(i, c)| serde_json::from_value(c).map_err(|e| format!("command {i}: {e}")))
            .collect::<Result<Vec<Command>, String>>()?;
        match version {
            1 => Ok(keep_refused_as_override(log)),
            _ => Err(format!("log version {version}")),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{OfficeSetup, PlayerSetup, Setup};
    use crate::model::{CampCard, Office, Specialty};
    use crate::state::Life;

    fn setup() -> Command {
        let players = ["Ana", "Bob", "Cid", "Dee", "Eli"]
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut p: PlayerSetup = serde_json::from_value(serde_json::json!({
                    "name": n, "card": "villager", "specialty": "none"
                }))
                .unwrap();
                if i == 0 {
                    p.card = CampCard::Alpha;
                }
                p.specialty = Specialty::None;
                p
            })
            .collect();
        let mut setup: Setup = serde_json::from_value(serde_json::json!({
            "start": "mon", "players": [], "spare_houses": 0, "offices": [],
            "accept_warnings": true
        }))
        .unwrap();
        setup.players = players;
        setup.offices = vec![OfficeSetup {
            office: Office::President,
            holder: Some(2),
        }];
        Command::Setup { setup }
    }

    /// The saved form of `log` as a version-1 save wrote it.
    fn v1_save(log: &[Command]) -> serde_json::Value {
        serde_json::json!({
            "ruleset": "quintebourg", "version": 1, "config": {"seed": 3},
            "log": serde_json::to_value(log).unwrap(), "redo": []
        })
    }

    /// A save of log version 1 whose day ended over a death by day not yet handled (accepted
    /// then) opens: the end of the day is kept as the MJ's override, and the game is the one
    /// that was played. Today the same end of day is refused.
    #[test]
    fn a_version_1_save_refused_by_todays_rules_opens() {
        let log = vec![
            setup(),
            Command::Start,
            Command::EndNight,
            Command::MjKill {
                player: 1,
                note: String::new(),
            },
            Command::EndDay,
        ];
        // Today's rules refuse the end of that day: Bob has not chosen yet.
        let mut today = Game::new(QbConfig::default());
        for c in &log[..4] {
            today.apply(c.clone()).unwrap();
        }
        assert!(today.apply(Command::EndDay).is_err());

        let game: Game = serde_json::from_value(v1_save(&log)).expect("a version-1 save opens");
        assert_eq!(game.log().len(), 5);
        match &game.log()[4] {
            Command::Override { command, reason } => {
                assert_eq!(**command, Command::EndDay);
                assert_eq!(reason, V1_REASON);
            }
            other => panic!("the end of the day should be kept as an override, not {other:?}"),
        }
        // The commands today's rules accept are kept as they were.
        assert_eq!(game.log()[..4], log[..4]);
        assert_eq!(game.state().players[1].life, Life::Dead);
        assert!(matches!(game.state().phase, crate::state::Phase::Night(_)));
        // Saved again, it is a version-2 save that opens as it is.
        let json = serde_json::to_string(&game).unwrap();
        assert!(
            json.starts_with(r#"{"ruleset":"quintebourg","version":2,"#),
            "{json}"
        );
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back.state(), game.state());
    }

    /// A refusal of the facts is not turned into an override: the save still reports it.
    #[test]
    fn a_version_1_save_with_a_dead_player_acting_is_still_refused() {
        let log = vec![
            setup(),
            Command::Start,
            Command::EndNight,
            Command::MjKill {
                player: 1,
                note: String::new(),
            },
            Command::MjKill {
                player: 1,
                note: String::new(),
            },
        ];
        assert!(serde_json::from_value::<Game>(v1_save(&log)).is_err());
    }
}
