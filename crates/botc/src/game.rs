//! A Blood on the Clocktower game: [`Botc`], the ruleset the table runs, and [`BotcGame`], the
//! suggestions of its setup.
//!
//! A game is a [`table::Game`] of [`Botc`]: its configuration plus the append-only log of the
//! Storyteller's commands, saved with the ruleset's id `"botc"` and version [`LOG_VERSION`]
//! (`docs/log-format.md`). Saves written before games carried their ruleset are read as
//! Blood on the Clocktower games.

use serde::{Deserialize, Serialize};
use table::{Lang, Ruleset};

use super::apply;
use super::command::{Assignment, Command};
use super::error::RuleError;
use super::event::Event;
use super::phase::Phase;
use super::setup;
use super::state::GameState;

pub use table::game::CHECKPOINT_EVERY;

/// The version of the saved-game format written by this engine. Version 2: `end_day` executes
/// the player about to die (002), and rules added since version 1 refuse what version 1
/// accepted (Bad Moon Rising and Sects & Violets with fewer than 7 players; a star pass to a
/// player who is not a living Minion). Logs of version 1 are upgraded ([`upgrade_v1`]) so that
/// they replay as they were played. Version 3: the six commands of single characters
/// (`poison`, `protect`, `choose_master`, `demon_kill`, `slay`, `set_red_herring`) became the
/// one command of a character's ability, `act`; older logs are read through
/// [`crate::legacy`]. Version 4: a Demon the Exorcist keeps asleep is refused its choice, and
/// a Philosopher keeps their character with the ability gained; a command of an older log that
/// these rules refuse is kept as an override ([`keep_refused_as_override`]).
pub const LOG_VERSION: u32 = 4;

/// The reason recorded with a command of a log of version 3 or older that today's rules refuse.
pub const V3_REASON: &str = "recorded under the rules of log version 3";

/// A log written under older rules, replayed as it was played: a command refused only by the
/// rules of version 4 (a choice of a Demon the Exorcist keeps asleep; a command naming a
/// character the player no longer has since the Philosopher keeps theirs) is kept as the
/// Storyteller's override ([`V3_REASON`]) when an override accepts it. Any other refusal is
/// left as it is: the replay reports it. A log of today's rules is returned unchanged.
pub fn keep_refused_as_override(mut log: Vec<Command>) -> Vec<Command> {
    // Replayed whole, as loading does (a copy per command would be quadratic on long logs);
    // each command refused by these rules is overridden and the replay starts again, a bounded
    // number of times.
    for _ in 0..MAX_KEPT_AS_OVERRIDE {
        let Err(RuleError::CorruptLog { index, source }) = replay(&log) else {
            return log;
        };
        let since = matches!(
            *source,
            RuleError::HeldAsleep { .. } | RuleError::NotCharacter { .. }
        );
        match log.get(index) {
            Some(cmd) if since && !matches!(cmd, Command::Override { .. }) => {
                log[index] = Command::Override {
                    command: Box::new(cmd.clone()),
                    reason: V3_REASON.into(),
                };
            }
            _ => return log,
        }
    }
    log
}

/// The most commands of one older log kept as overrides ([`keep_refused_as_override`]).
const MAX_KEPT_AS_OVERRIDE: usize = 64;

/// The reason recorded with a command of a version-1 log that today's rules refuse.
pub const V1_REASON: &str = "recorded under the rules of log version 1";

/// A log of version 1 in today's form, so that it replays as it did: a day that ended with a
/// player about to die ended with no execution (`end_day_no_execution`), and a command that a
/// rule added since refuses (a Bad Moon Rising or Sects & Violets game of 5 or 6 players, a
/// star pass to a player who is not a living Minion) is kept as the Storyteller's override
/// ([`V1_REASON`]). Any other refusal is left as it is: the replay reports it.
pub fn upgrade_v1(log: Vec<Command>) -> Vec<Command> {
    let mut state = GameState::default();
    let mut out = Vec::with_capacity(log.len());
    for cmd in log {
        let spares = state.day.block.is_some() && state.day.executed.is_none();
        let cmd = match cmd {
            Command::EndDay if spares => Command::EndDayNoExecution,
            Command::Override { command, reason } if *command == Command::EndDay && spares => {
                Command::Override {
                    command: Box::new(Command::EndDayNoExecution),
                    reason,
                }
            }
            other => other,
        };
        // Only the refusals of rules added since version 1 are overridden.
        let refused_since = match apply::apply(&mut state.clone(), &cmd) {
            Err(RuleError::WrongPlayerCount { count, .. }) => count >= 5,
            Err(RuleError::StarPassNotMinion { .. }) => true,
            _ => false,
        };
        let cmd = if refused_since {
            let forced = Command::Override {
                command: Box::new(cmd.clone()),
                reason: V1_REASON.into(),
            };
            if apply::apply(&mut state.clone(), &forced).is_ok() {
                forced
            } else {
                cmd
            }
        } else {
            cmd
        };
        let _ = apply::apply(&mut state, &cmd);
        out.push(cmd);
    }
    out
}

/// What a game is set up with before its first command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct GameConfig {
    /// Seed of the suggestion helpers (random draw, bluffs): the same seed gives the same
    /// suggestions. The log holds the results, so replay never needs it.
    pub seed: u64,
    /// A name for the game (e.g. the date or the group).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
}

/// The rules of Blood on the Clocktower, as the table runs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Botc;

/// What the saved-games list shows of a Blood on the Clocktower game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// The edition's id (`tb`, `bmr`, `snv`), a custom script's name, or `custom`.
    pub script: String,
    /// Players seated.
    pub players: usize,
    pub phase: Phase,
}

impl Ruleset for Botc {
    const ID: &'static str = "botc";
    const LOG_VERSION: u32 = LOG_VERSION;
    const READS_UNLABELLED: bool = true;
    type Config = GameConfig;
    type Command = Command;
    type State = GameState;
    type Event = Event;
    type Error = RuleError;
    type Summary = Summary;

    fn apply(state: &mut GameState, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        apply::apply(state, cmd)
    }

    fn describe(state: &GameState, cmd: &Command, lang: Lang) -> String {
        cmd.describe(state, lang)
    }

    fn summary(_config: &GameConfig, state: &GameState) -> Summary {
        let script = match &state.script {
            super::script::Script::Edition { edition } => edition.id().to_string(),
            super::script::Script::Custom { name, .. } => {
                name.clone().unwrap_or_else(|| "custom".to_string())
            }
        };
        Summary {
            script,
            players: state.seats.len(),
            phase: state.phase,
        }
    }

    fn seed(config: &GameConfig) -> u64 {
        config.seed
    }

    fn corrupt_log(index: usize, error: RuleError) -> RuleError {
        RuleError::CorruptLog {
            index,
            source: Box::new(error),
        }
    }

    fn unsupported_version(version: u32) -> RuleError {
        RuleError::UnsupportedVersion { version }
    }

    fn upgrade(version: u32, log: Vec<serde_json::Value>) -> Result<Vec<Command>, String> {
        // Versions 1 and 2 wrote the commands of single characters (read as `act` today);
        // what changed from 1 to 2 is what some commands do.
        match version {
            1 => Ok(keep_refused_as_override(upgrade_v1(
                crate::legacy::read_log(log)?,
            ))),
            2 | 3 => Ok(keep_refused_as_override(crate::legacy::read_log(log)?)),
            _ => Err(format!("log version {version}")),
        }
    }
}

/// A game of Blood on the Clocktower in progress.
pub type Game = table::Game<Botc>;

/// Folds the log into a state (the first refused command is reported).
pub fn replay(log: &[Command]) -> Result<GameState, RuleError> {
    table::replay::<Botc>(log)
}

/// What a Blood on the Clocktower game offers besides the table's log, undo and redo.
pub trait BotcGame {
    /// The current phase.
    fn phase(&self) -> Phase;

    /// True when `cmd` would be accepted as `Override { command: cmd, reason }` now (002: the
    /// Storyteller may overrule the rules, not the facts of the grimoire). Exact for every
    /// command, where [`RuleError::can_override`] judges from the refusal alone. Nothing
    /// changes.
    fn can_override(&self, cmd: &Command) -> bool;

    /// 002: a legal random draw for the seated players, to accept with `AssignCharacters`.
    fn suggest_characters(&self) -> Vec<Assignment>;

    /// 002: the `n`th legal random draw for the seated players ("draw again"), to accept with
    /// `AssignCharacters`. Draw 0 is [`BotcGame::suggest_characters`]; each `n` gives its own
    /// draw, the same for the same seed, log length and `n` on every device.
    fn suggest_characters_nth(&self, n: u64) -> Vec<Assignment>;

    /// 002: three bluffs for the Demon, to accept with `SetBluffs`.
    fn suggest_bluffs(&self) -> Vec<String>;

    /// Fortune Teller: a random good player as the red herring, to accept with
    /// `SetRedHerring`.
    fn suggest_red_herring(&self) -> Option<super::seat::PlayerId>;

    /// True when a character in play has a red herring to choose at setup (the Fortune
    /// Teller's, from its definition).
    fn wants_red_herring(&self) -> bool;
}

/// The player's character has a red herring (the Fortune Teller).
fn has_red_herring(seat: &super::seat::Seat) -> bool {
    crate::ability::of(seat.ability_id()).is_some_and(|a| a.red_herring)
}

impl BotcGame for Game {
    fn wants_red_herring(&self) -> bool {
        self.state().seats.iter().any(has_red_herring)
    }

    fn phase(&self) -> Phase {
        self.state().phase
    }

    fn can_override(&self, cmd: &Command) -> bool {
        self.accepts(&Command::Override {
            command: Box::new(cmd.clone()),
            reason: String::new(),
        })
    }

    fn suggest_characters(&self) -> Vec<Assignment> {
        self.suggest_characters_nth(0)
    }

    fn suggest_characters_nth(&self, n: u64) -> Vec<Assignment> {
        let seats: Vec<_> = self.state().seats.iter().map(|s| s.id).collect();
        let state = self.state();
        // The Gardener: the Storyteller hands every character out; no draw is suggested.
        if setup::hand_picked(state) {
            return Vec::new();
        }
        let fabled: Vec<_> = state
            .fabled
            .iter()
            .filter_map(|f| state.character(f))
            .collect();
        setup::random_draw_with_fabled(&state.script, &seats, &fabled, &mut self.rng_nth(n))
    }

    fn suggest_bluffs(&self) -> Vec<String> {
        setup::suggest_bluffs(self.state(), &mut self.rng())
    }

    fn suggest_red_herring(&self) -> Option<super::seat::PlayerId> {
        let good: Vec<_> = self
            .state()
            .seats
            .iter()
            .filter(|s| s.is_good() && !has_red_herring(s))
            .map(|s| s.id)
            .collect();
        self.rng().pick(&good).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::death::DeathCause;
    use crate::test_util::*;

    /// Undo replays the log minus the last command; redo puts it back.
    #[test]
    fn undo_redo_round_trip() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let before = g.state().clone();
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        let after = g.state().clone();
        assert!(g.undo());
        assert_eq!(g.state(), &before);
        assert!(g.can_redo());
        assert!(g.redo());
        assert_eq!(g.state(), &after);
        assert!(!g.can_redo());
    }

    /// The history names players as they were called when each command was applied.
    #[test]
    fn history_uses_names_of_the_time() {
        let mut g = Game::new(GameConfig::default());
        g.apply(Command::AddPlayer { name: "Eve".into() }).unwrap();
        g.apply(Command::RenamePlayer {
            player: P(0),
            name: "Evelyn".into(),
        })
        .unwrap();
        let h = g.history(crate::Lang::En);
        assert_eq!(
            h,
            vec![
                "Eve joins the circle".to_string(),
                "Eve is renamed Evelyn".to_string()
            ]
        );
        let fr = g.history(crate::Lang::Fr);
        assert_eq!(fr[1], "Eve s'appelle désormais Evelyn");
    }

    /// A refused command leaves the game unchanged (001: a dead player cannot die again).
    #[test]
    fn refused_command_changes_nothing() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        let before = g.state().clone();
        let len = g.log().len();
        let err = g
            .apply(Command::Die {
                player: P(2),
                cause: DeathCause::Storyteller,
            })
            .unwrap_err();
        assert_eq!(err.code(), "AlreadyDead");
        assert!(err.message(crate::Lang::Fr).contains("déjà mort"));
        assert_eq!(g.state(), &before);
        assert_eq!(g.log().len(), len);
    }

    /// The saved game is the config and the log, with a version; loading replays it.
    #[test]
    fn save_and_load() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        let json = serde_json::to_string(&g).unwrap();
        assert!(json.starts_with(r#"{"ruleset":"botc","version":4,"#));
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back.state(), g.state());
        let bad = json.replace(r#""version":4"#, r#""version":9"#);
        assert!(serde_json::from_str::<Game>(&bad).is_err());
        // A save written before games carried their ruleset is a Blood on the Clocktower game;
        // a save of another game is refused.
        let unlabelled = json.replace(r#""ruleset":"botc","#, "");
        let old: Game = serde_json::from_str(&unlabelled).unwrap();
        assert_eq!(old.state(), g.state());
        let other = json.replace(r#""ruleset":"botc""#, r#""ruleset":"quintebourg""#);
        assert!(serde_json::from_str::<Game>(&other).is_err());
    }

    /// A save of log version 3 in which the Storyteller recorded an attack for a Demon the
    /// Exorcist had chosen (accepted then) opens: the attack is kept as an override, with the
    /// death it caused; today the same attack is refused.
    #[test]
    fn a_version_3_save_with_an_attack_of_a_sleeping_demon_opens() {
        let mut g = bmr_game(&[
            "po",
            "assassin",
            "chambermaid",
            "grandmother",
            "exorcist",
            "sailor",
            "gambler",
        ]);
        next_night(&mut g);
        g.apply(Command::act("exorcist", P(4), P(0))).unwrap();
        let attack = Command::act("po", P(0), P(2));
        assert_eq!(g.apply(attack.clone()).unwrap_err().code(), "HeldAsleep");
        let mut log = g.log().to_vec();
        log.push(attack);
        let json = serde_json::json!({
            "ruleset": "botc",
            "version": 3,
            "config": g.config(),
            "log": log,
        });
        let old: Game = serde_json::from_value(json).unwrap();
        assert!(!old.state().seat(P(2)).unwrap().alive);
        assert!(matches!(
            old.log().last(),
            Some(Command::Override { reason, .. }) if reason == V3_REASON
        ));
    }

    /// `RuleError::can_override` is true exactly when an `Override` of the refused command is
    /// accepted (002: the Storyteller overrules the rules, not the facts of the grimoire).
    #[test]
    fn can_override_matches_override() {
        let overridden = |g: &Game, cmd: &Command| {
            g.clone()
                .apply(Command::Override {
                    command: Box::new(cmd.clone()),
                    reason: "ruling".into(),
                })
                .is_ok()
        };
        let mut setup = Game::new(GameConfig::default());
        for n in ["A", "B", "C", "D"] {
            setup.apply(Command::AddPlayer { name: n.into() }).unwrap();
        }
        let mut setup5 = setup.clone();
        setup5
            .apply(Command::AddPlayer { name: "E".into() })
            .unwrap();
        let assign = |chars: &[&str]| Command::AssignCharacters {
            assignments: chars
                .iter()
                .enumerate()
                .map(|(i, c)| Assignment {
                    player: P(i as u32),
                    character: c.to_string(),
                    shown: None,
                    alignment: None,
                })
                .collect(),
        };
        let night = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let mut day = night.clone();
        day.apply(Command::EndNight).unwrap();
        day.apply(Command::Die {
            player: P(6),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        day.apply(Command::Nominate {
            nominator: P(6),
            nominee: P(5),
        })
        .unwrap_err();
        let mut voting = day.clone();
        voting
            .apply(Command::Nominate {
                nominator: P(0),
                nominee: P(2),
            })
            .unwrap();
        let mut voted = voting.clone();
        voted.apply(Command::Vote { voters: vec![P(6)] }).unwrap();
        let cases: Vec<(&Game, Command)> = vec![
            (&setup, Command::StartGame),
            (&setup5, Command::StartGame),
            (&setup5, assign(&["imp", "imp", "chef", "chef", "chef"])),
            (&setup, Command::AddPlayer { name: " ".into() }),
            (&setup, Command::AddPlayer { name: "A".into() }),
            (&setup, Command::RemovePlayer { player: P(9) }),
            (
                &setup,
                Command::MovePlayer {
                    player: P(0),
                    seat: 7,
                },
            ),
            (&setup, Command::EndNight),
            (&night, Command::act("monk", P(4), P(2))),
            (&night, Command::act("poisoner", P(2), P(3))),
            (&night, Command::act("imp", P(0), P(3))),
            (&night, Command::red_herring(P(1))),
            (
                &night,
                Command::SetBluffs {
                    bluffs: vec!["chef".into()],
                },
            ),
            (&night, Command::GoToStep { step: 99 }),
            (
                &night,
                Command::Nominate {
                    nominator: P(0),
                    nominee: P(1),
                },
            ),
            (
                &night,
                Command::Die {
                    player: P(42),
                    cause: DeathCause::Storyteller,
                },
            ),
            (&night, Command::Revive { player: P(2) }),
            (&night, Command::DismissPending { index: 9 }),
            (
                &night,
                Command::ChangeCharacter {
                    player: P(2),
                    character: "nobody".into(),
                },
            ),
            (
                &night,
                Command::Override {
                    command: Box::new(Command::Revive { player: P(42) }),
                    reason: "twice".into(),
                },
            ),
            (
                &day,
                Command::Nominate {
                    nominator: P(6),
                    nominee: P(5),
                },
            ),
            (
                &day,
                Command::Execute {
                    player: P(3),
                    survives: false,
                },
            ),
            (
                &day,
                Command::Die {
                    player: P(6),
                    cause: DeathCause::Storyteller,
                },
            ),
            (
                &day,
                Command::SetBluffs {
                    bluffs: vec!["chef".into(), "monk".into(), "mayor".into()],
                },
            ),
            (&day, Command::Vote { voters: vec![P(1)] }),
            (&day, Command::CloseVote),
            (
                &voting,
                Command::Nominate {
                    nominator: P(1),
                    nominee: P(3),
                },
            ),
            (&voting, Command::EndDay),
            (
                &voting,
                Command::Vote {
                    voters: vec![P(1), P(1)],
                },
            ),
            (
                &voted,
                Command::Nominate {
                    nominator: P(0),
                    nominee: P(3),
                },
            ),
            (
                &voted,
                Command::Nominate {
                    nominator: P(1),
                    nominee: P(2),
                },
            ),
            (
                &voted,
                Command::Nominate {
                    nominator: P(1),
                    nominee: P(2),
                },
            ),
            (&voted, Command::Vote { voters: vec![P(6)] }),
        ];
        let mut overridable = 0;
        for (g, cmd) in &cases {
            let err = (*g).clone().apply(cmd.clone()).unwrap_err();
            let ok = overridden(g, cmd);
            assert_eq!(err.can_override(), ok, "{cmd:?}: {err:?}");
            assert_eq!(g.can_override(cmd), ok, "{cmd:?}");
            overridable += usize::from(ok);
        }
        assert!(overridable >= 8 && overridable < cases.len());
        // While a vote is open, the refusal alone cannot tell an execution (overruled: the
        // Spy registering to the Virgin) from a second nomination (never).
        let mut second = voting.clone();
        second
            .apply(Command::Vote {
                voters: vec![P(1), P(3), P(4), P(5)],
            })
            .unwrap();
        second
            .apply(Command::Nominate {
                nominator: P(1),
                nominee: P(3),
            })
            .unwrap();
        let execute = Command::Execute {
            player: P(2),
            survives: false,
        };
        let err = second.clone().apply(execute.clone()).unwrap_err();
        assert_eq!(err.code(), "NominationOpen");
        assert!(!err.can_override());
        assert!(second.can_override(&execute));
        assert!(overridden(&second, &execute));
    }

    /// The redo stack is saved with the game (an optional `redo` list) and comes back on load;
    /// a game without one saves exactly as before.
    #[test]
    fn save_and_load_keeps_redo() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let plain = serde_json::to_string(&g).unwrap();
        assert!(!plain.contains("redo"));
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert!(g.undo());
        assert!(g.undo());
        let json = serde_json::to_string(&g).unwrap();
        assert!(json.contains(r#""redo":[{"type":"end_night"}"#));
        let mut back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back.redo_stack(), g.redo_stack());
        assert_eq!(back.log(), g.log());
        assert!(back.redo() && back.redo());
        assert_eq!(back.phase(), crate::Phase::Day(1));
        // An old save without the field loads with an empty redo stack.
        let old: Game = serde_json::from_str(&plain).unwrap();
        assert!(!old.can_redo());
        let restored = Game::from_log(g.config().clone(), g.log().to_vec())
            .unwrap()
            .with_redo(g.redo_stack().to_vec());
        assert_eq!(restored.redo_stack().len(), 2);
    }

    /// 002: the Storyteller gives a dead player's vote token back or takes it away by hand,
    /// in any phase of play (not during setup, where nobody is dead).
    #[test]
    fn set_ghost_vote_by_hand() {
        let mut setup = Game::new(GameConfig::default());
        setup
            .apply(Command::AddPlayer { name: "Eve".into() })
            .unwrap();
        let cmd = |held| Command::SetGhostVote { player: P(0), held };
        assert_eq!(setup.apply(cmd(false)).unwrap_err().code(), "WrongPhase");
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(cmd(false)).unwrap();
        assert!(!g.state().seat(P(0)).unwrap().ghost_vote);
        g.apply(cmd(true)).unwrap();
        assert!(g.state().seat(P(0)).unwrap().ghost_vote);
        let fr = g.history(crate::Lang::Fr);
        assert_eq!(fr[fr.len() - 2], "P0 perd son jeton de vote");
        assert_eq!(fr[fr.len() - 1], "P0 récupère son jeton de vote");
        let json = serde_json::to_string(&cmd(true)).unwrap();
        assert_eq!(json, r#"{"type":"set_ghost_vote","player":0,"held":true}"#);
    }

    /// The notes are folded into the state per player, in order; undo takes one back.
    #[test]
    fn notes_in_the_state() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let note = |player: Option<u32>, text: &str| Command::Note {
            player: player.map(P),
            text: text.into(),
        };
        g.apply(note(Some(2), "told 1 pair (poisoned)")).unwrap();
        g.apply(note(None, "quiet night")).unwrap();
        g.apply(note(Some(3), "empath: 0")).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(note(Some(2), "claims Chef")).unwrap();
        let s = g.state();
        assert_eq!(s.notes(P(2)), vec!["told 1 pair (poisoned)", "claims Chef"]);
        assert_eq!(s.notes(P(3)), vec!["empath: 0"]);
        assert_eq!(s.game_notes(), vec!["quiet night"]);
        assert!(s.notes(P(4)).is_empty());
        assert_eq!(s.notes[3].phase, crate::Phase::Day(1));
        assert!(g.apply(note(Some(42), "nobody")).is_err());
        assert!(g.undo());
        assert_eq!(g.state().notes(P(2)), vec!["told 1 pair (poisoned)"]);
    }

    /// 002: "draw again" gives another legal draw at the same point of the log; draw 0 is the
    /// usual suggestion, and each draw is the same every time it is asked for.
    #[test]
    fn draw_again() {
        let mut g = Game::new(GameConfig {
            seed: 247, // tests/scenarios/game_seven_players_full.json
            name: String::new(),
        });
        for i in 0..7 {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        let first = g.suggest_characters();
        assert_eq!(g.suggest_characters_nth(0), first);
        let second = g.suggest_characters_nth(1);
        assert_ne!(second, first);
        assert_eq!(g.suggest_characters_nth(1), second);
        let draws: Vec<_> = (0..8).map(|n| g.suggest_characters_nth(n)).collect();
        for (n, draw) in draws.iter().enumerate() {
            let mut h = g.clone();
            h.apply(Command::AssignCharacters {
                assignments: draw.clone(),
            })
            .unwrap_or_else(|e| panic!("draw {n} is not legal: {e:?}"));
            h.apply(Command::StartGame).unwrap();
        }
        let distinct = draws
            .iter()
            .enumerate()
            .filter(|(i, d)| !draws[..*i].contains(d))
            .count();
        assert!(distinct >= 6, "{distinct} distinct draws of 8");
    }

    /// 000/003: becoming a new character gives a fresh once-per-game use; 001: alignment stays.
    #[test]
    fn new_character_gets_its_ability() {
        let mut g = tb_game(&[
            "imp", "poisoner", "slayer", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::act("slayer", P(2), P(3))).unwrap();
        assert!(g.state().seat(P(2)).unwrap().ability_used);
        g.apply(Command::ChangeCharacter {
            player: P(2),
            character: "virgin".into(),
        })
        .unwrap();
        let s = g.state().seat(P(2)).unwrap();
        assert!(!s.ability_used);
        assert_eq!(s.alignment, Some(crate::Alignment::Good));
    }

    /// Logs of version 1 replay as they were played: a day that ended with a player about to
    /// die ended with no execution, and a 6-player Bad Moon Rising game started then still
    /// opens (as the Storyteller's override of the 7-player rule, 002) — from a save, a `g1.`
    /// link and a version-1 file alike. Today's `end_day` executes the player instead.
    #[test]
    fn version_one_logs_replay_as_they_were_played() {
        use crate::character::Edition;
        use crate::script::Script;
        use crate::share::{codec, game_link, import_json};
        let mut log: Vec<Command> = (0..6)
            .map(|i| Command::AddPlayer {
                name: format!("P{i}"),
            })
            .collect();
        log.push(Command::ChooseScript {
            script: Script::Edition {
                edition: Edition::BadMoonRising,
            },
        });
        let chars = [
            "zombuul",
            "godfather",
            "grandmother",
            "gambler",
            "chambermaid",
            "exorcist",
        ];
        log.push(Command::Override {
            command: Box::new(Command::AssignCharacters {
                assignments: chars
                    .iter()
                    .enumerate()
                    .map(|(i, c)| Assignment {
                        player: P(i as u32),
                        character: c.to_string(),
                        shown: None,
                        alignment: None,
                    })
                    .collect(),
            }),
            reason: "test".into(),
        });
        log.push(Command::StartGame);
        log.push(Command::EndNight);
        log.push(Command::Nominate {
            nominator: P(2),
            nominee: P(3),
        });
        log.push(Command::Vote {
            voters: vec![P(0), P(1), P(2), P(4)],
        });
        log.push(Command::EndDay);
        // Today's rules refuse the start, and would execute the nominee at dusk.
        assert!(matches!(
            replay(&log),
            Err(RuleError::CorruptLog { index: 8, .. })
        ));
        let config = GameConfig::default();
        let v1 = format!(
            r#"{{"version":1,"config":{{"seed":0}},"log":{}}}"#,
            serde_json::to_string(&log).unwrap()
        );
        let saved: Game = serde_json::from_str(&v1).unwrap();
        let link = codec::pack_version(
            codec::LinkKind::Game,
            1,
            &game_link::game_bytes(&config, &log),
        );
        let linked = game_link::decode_game(&link).unwrap();
        let filed = import_json(&v1).unwrap();
        for g in [&saved, &linked, &filed] {
            assert_eq!(g.phase(), Phase::Night(2));
            assert!(g.state().seat(P(3)).unwrap().alive, "no execution at dusk");
            assert!(g.state().executions.is_empty());
            assert_eq!(
                g.log()[8],
                Command::Override {
                    command: Box::new(Command::StartGame),
                    reason: V1_REASON.into(),
                }
            );
            assert_eq!(g.log()[12], Command::EndDayNoExecution);
        }
        // Saved again, it is a version-2 log that reads back the same.
        let again: Game = serde_json::from_str(&serde_json::to_string(&saved).unwrap()).unwrap();
        assert_eq!(again.state(), saved.state());
        // Today, the same day's end executes the player about to die.
        let mut today = Game::from_log(config, saved.log()[..12].to_vec()).unwrap();
        today.apply(Command::EndDay).unwrap();
        assert!(!today.state().seat(P(3)).unwrap().alive);
    }

    /// 000 (Fortune Teller: one good player reads as the Demon to her): the red herring is
    /// asked for only with a Fortune Teller in play (from her definition), is good, and is
    /// never the Fortune Teller herself.
    #[test]
    fn a_red_herring_only_with_a_fortune_teller() {
        let with = tb_game(&["imp", "poisoner", "fortuneteller", "chef", "empath"]);
        assert!(with.wants_red_herring());
        let herring = with.suggest_red_herring().unwrap();
        assert_ne!(herring, P(2));
        assert!(with.state().seat(herring).unwrap().is_good());
        let drunk = tb_game(&["imp", "poisoner", "drunk:fortuneteller", "chef", "empath"]);
        assert!(!drunk.wants_red_herring(), "the Drunk only believes it");
        assert!(!tb_game(&["imp", "poisoner", "saint", "chef", "empath"]).wants_red_herring());
    }
}
