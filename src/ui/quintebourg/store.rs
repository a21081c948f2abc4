//! The one place Quinte-bourg's screens hold the game: [`QbStore`].
//!
//! The game is an engine [`Game`] in one signal. Screens never change it themselves: they call
//! [`QbStore::send`] with a command, which the engine checks and applies; the result is written
//! to storage and the journal (through the write path both games share, [`Saves`]) *before* the
//! signal tells the screens. A refused command shows the engine's message and changes nothing;
//! when the refusal is a rule the MJ may overrule, the notice offers to force it.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use quintebourg::state::Phase;
use quintebourg::{Command, Event, Game, QbConfig, QbError, Quintebourg};
use table::Ruleset;

use crate::engine::character::Lang;
use crate::i18n::Key;
use crate::journal::{self, Startup};
use crate::persist::{self, SaveError};
use crate::ui::prerender;
use crate::ui::saves::{self, now, Notice, Saves};
use crate::ui::store::seed_from_hash;

use super::setup_draft::DraftPlayer;
use super::setup_first::{Handed, Then};

/// The ruleset id of Quinte-bourg's games.
pub const QB_ID: &str = <Quintebourg as Ruleset>::ID;

/// The screen of a Quinte-bourg game. Saved with the game, so a reload comes back to it; the
/// screen shown also follows the game's phase ([`screen_for_phase`]): a command that starts the
/// night or the day shows its screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum QbScreen {
    /// Players, seats, the deal, the village map, offices, options, the weekday.
    #[default]
    Setup,
    /// Passing the phone round so each player sees their two cards.
    Reveal,
    /// The first night's Cupid step: the groups to wake, the Lovers.
    Cupid,
    /// Tonight's steps (the night runner).
    Night,
    /// The day hub (the village board).
    Day,
    /// The end of the game.
    End,
    /// The log in plain words.
    History,
}

/// The part of the setup on screen ([`QbScreen::Setup`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum SetupStep {
    #[default]
    Players,
    Deal,
    Map,
    Offices,
    Options,
}

/// What Quinte-bourg's screens remember besides the game (saved with it). Every field but the
/// screen has a default, so a field added later reads from older saves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct QbUi {
    pub screen: QbScreen,
    /// The setup's part on screen.
    #[serde(default)]
    pub setup_step: SetupStep,
    /// The setup being prepared, before it is sent as the engine's `Setup` command.
    #[serde(default)]
    pub draft: super::setup_draft::SetupDraft,
    /// Players who have seen their cards in the reveal.
    #[serde(default)]
    pub revealed: Vec<u8>,
    /// The day hub's panel on screen and the vote being taken (saved, so a reload mid-vote
    /// resumes it).
    #[serde(default)]
    pub day: super::day_state::DayUi,
    /// The night runner's step on screen, when the game master moved to it: (night, step, the
    /// log's length then). See [`super::night_runner::current_step`].
    #[serde(default)]
    pub night_at: Option<(u16, quintebourg::state::NightStep, usize)>,
    /// The last day whose morning script the game master closed (the village board shows
    /// after it).
    #[serde(default)]
    pub morning_seen: u16,
    /// Cupid's picks not yet sent as the Lovers (saved at each tap, so a reload keeps them).
    #[serde(default)]
    pub cupid: Vec<u8>,
}

/// One saved Quinte-bourg game as stored under [`persist::game_key`] (the same shape as a
/// Blood on the Clocktower game's: `schema`, `seq`, `game`, `ui`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct QbStored {
    pub schema: u32,
    #[serde(default)]
    pub seq: u64,
    pub game: Game,
    /// Read leniently: screens' memory that no longer reads (a damaged setup draft, a vote
    /// draft of another shape) gives way to the defaults, and the game still opens.
    #[serde(default, deserialize_with = "lenient_ui")]
    pub ui: QbUi,
}

/// [`QbUi`] when it reads, else the defaults.
fn lenient_ui<'de, D: serde::Deserializer<'de>>(d: D) -> Result<QbUi, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    Ok(QbUi::deserialize(value).unwrap_or_default())
}

/// Which part of the page is showing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QbView {
    Home,
    Game,
}

/// Where a game is, for the screens (a copy of the phase without its contents, so that readers
/// wake only when it changes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QbPhase {
    /// No setup sent yet.
    Empty,
    /// Set up, before the first night (the reveal, Cupid).
    Setup,
    Night(u16),
    Day(u16),
    Over,
}

impl QbPhase {
    pub fn of(phase: &Phase) -> QbPhase {
        match phase {
            Phase::Empty => QbPhase::Empty,
            Phase::Setup => QbPhase::Setup,
            Phase::Night(night) => QbPhase::Night(night.n),
            Phase::Day(day) => QbPhase::Day(day.n),
            Phase::Over => QbPhase::Over,
        }
    }
}

/// Every signal of Quinte-bourg's page, provided once by context from `app.rs`. `Copy`, so
/// components capture it freely.
#[derive(Clone, Copy)]
pub struct QbStore {
    pub lang: RwSignal<Lang>,
    /// The saved games and the write path (shared with Blood on the Clocktower's page).
    pub saves: Saves,
    pub view: RwSignal<QbView>,
    /// The open game (an empty game while none is open).
    pub game: RwSignal<Game>,
    /// Where the game is: wakes its readers only when it changes.
    pub phase: Memo<QbPhase>,
    /// The open game's storage id.
    pub game_id: RwSignal<Option<String>>,
    /// What the open game's screens remember (saved with it).
    pub ui: RwSignal<QbUi>,
    /// The command the MJ may force, while its refusal shows.
    pub retry: StoredValue<Option<Command>>,
    /// Stored data this page could not read (the list of games): the recovery screen shows
    /// until the game master sets it aside or deletes it.
    pub recovery: RwSignal<Option<persist::LoadError>>,
    /// The command made on an older version of the game than another tab's, not saved: it
    /// can be made again on the latest ([`QbStore::again`]).
    pub refused: StoredValue<Option<Command>>,
}

impl QbStore {
    /// Reads storage: a newer journal copy that does not read, or a list of games that does
    /// not, opens the recovery screen; else opens the game left open when it is a Quinte-bourg
    /// game, goes to Blood on the Clocktower's page when it is one of those (unless a link for
    /// this page is in the address), else the home screen.
    pub fn load(lang: RwSignal<Lang>, startup: Startup) -> QbStore {
        let game = RwSignal::new(Game::new(QbConfig::default()));
        let store = QbStore {
            lang,
            saves: Saves::new(lang),
            view: RwSignal::new(QbView::Home),
            game,
            phase: Memo::new(move |_| game.with(|g| QbPhase::of(&g.state().phase))),
            game_id: RwSignal::new(None),
            ui: RwSignal::new(QbUi::default()),
            retry: StoredValue::new(None),
            recovery: RwSignal::new(None),
            refused: StoredValue::new(None),
        };
        // A newer copy in the journal that does not read is shown first (what localStorage
        // holds stays as it was until the game master decides).
        if let Some(err) = journal::next_damaged() {
            store.recovery.set(Some(err));
            store.saves.greet(&startup);
            return store;
        }
        if let Err(err) = store.saves.load_index() {
            store.recovery.set(Some(err));
            return store;
        }
        if saves::take_new_game_mark() {
            // The names typed on the page's first screen, and the tap that waits for this app.
            let handed = super::setup_first::take_handed().unwrap_or_default();
            if prerender::prerendering() {
                // Made ahead by the home page: drawn now, written once shown.
                store.draw_new_game();
                store.take_first_screen(&handed);
                store.view.set(QbView::Game);
                prerender::when_shown(move || store.new_game_shown());
            } else {
                store.draw_new_game();
                store.take_first_screen(&handed);
                store.save();
                store.view.set(QbView::Game);
                match handed.then {
                    Some(Then::History) => store.go(QbScreen::History),
                    Some(Then::Home) => store.close_game(),
                    Some(Then::Step(_)) | None => {}
                }
            }
        } else {
            store.open_left_open();
        }
        // Said after the game opens (opening clears the notice): the moves the journal
        // brought back, or that it is unavailable.
        store.saves.greet(&startup);
        // Another tab's change to the open game shows here at once.
        store.saves.listen(move |heard| {
            if store.game_id.get_untracked().as_deref() != Some(heard.id.as_str()) {
                return;
            }
            if heard.deleted {
                store.saves.saving.set(false);
                store
                    .saves
                    .notice
                    .set(Some(Notice::DeletedElsewhere { refused: None }));
            } else {
                store.reload_open();
                store.saves.notice.set(Some(Notice::ChangedElsewhere {
                    refused: None,
                    again: false,
                }));
            }
        });
        store
    }

    /// Opens the game left open: here when it is a Quinte-bourg game, on the other game's page
    /// otherwise, unless a link in the address is for this page (its preview shows here, over
    /// the home screen).
    fn open_left_open(&self) {
        let open = self.saves.index.with_untracked(|i| i.open.clone());
        if let Some(id) = open {
            match self.saves.ruleset_of(&id) {
                Some(ruleset) if ruleset != QB_ID => {
                    if !link_in_address() {
                        saves::go_to_page(saves::page_of(&ruleset))
                    }
                }
                _ => self.open_game(&id),
            }
        }
    }

    /// A piece of interface text in the current language (tracked).
    pub fn t(&self, key: Key) -> &'static str {
        key.get(self.lang.get())
    }

    /// The current language (tracked).
    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// Applies a command through the engine, saves, then shows it. Returns the events, or
    /// `None` when the engine refused (its message is shown, with an override when the MJ may
    /// force it).
    pub fn send(&self, cmd: Command) -> Option<Vec<Event>> {
        let mut result: Result<Vec<Event>, QbError> = Ok(Vec::new());
        // Applied without notifying: the screens hear of it only after the save below.
        self.game
            .update_untracked(|g| result = g.apply(cmd.clone()));
        match result {
            Ok(events) => {
                self.saves.clear_notice();
                let saved = self.save_made(Some(&cmd), None);
                self.game.notify();
                saved.then_some(events)
            }
            Err(err) => {
                let force = err.overridable() && !matches!(cmd, Command::Override { .. });
                self.retry.set_value(force.then_some(cmd));
                self.saves.notice.set(Some(Notice::Refused {
                    message: err.message(self.lang.get_untracked()),
                    force,
                }));
                None
            }
        }
    }

    /// Forces a refused command with the engine's override, `reason` recorded in the log.
    pub fn send_override(&self, cmd: Command, reason: &str) -> Option<Vec<Event>> {
        self.send(Command::Override {
            command: Box::new(cmd),
            reason: reason.to_string(),
        })
    }

    /// Forces the refused command showing (the notice's button), with the standard reason.
    pub fn force(&self) {
        if let Some(cmd) = self.retry.get_value() {
            let reason = Key::OverrideReason.get(self.lang.get_untracked());
            self.send_override(cmd, reason);
        }
    }

    /// Takes back the last command.
    pub fn undo(&self) {
        self.change(|g| g.undo(), Key::Undo);
    }

    /// Puts back the last command taken back.
    pub fn redo(&self) {
        self.change(|g| g.redo(), Key::Redo);
    }

    /// Takes back every command after the first `len` of the log (the history's "back to
    /// here"); redo brings them back one at a time.
    pub fn undo_to(&self, len: usize) {
        self.change(
            |g| {
                let mut done = false;
                while g.log().len() > len && g.undo() {
                    done = true;
                }
                done
            },
            Key::Undo,
        );
    }

    /// Runs an undo or redo (`what` names it); saves and shows the result when it changed
    /// anything.
    fn change(&self, f: impl FnOnce(&mut Game) -> bool, what: Key) {
        let mut done = false;
        self.game.update_untracked(|g| done = f(g));
        if done {
            self.saves.clear_notice();
            self.save_made(None, Some(what));
            self.game.notify();
        }
    }

    /// Makes again, on the game's latest version, the command another tab's change refused.
    pub fn again(&self) {
        if let Some(cmd) = self.refused.get_value() {
            self.refused.set_value(None);
            self.send(cmd);
        }
    }

    /// Downloads the open game as a file.
    pub fn download_file(&self) {
        let day = crate::ui::widgets::file_transfer::today();
        let (name, text) = self.game.with_untracked(|g| {
            (
                quintebourg::public::file_name(g, &day),
                quintebourg::public::export_json(g),
            )
        });
        let _ = crate::ui::widgets::file_transfer::download(&name, &text, "application/json");
    }

    /// Shows the open game's latest stored version (another tab changed it), on the screen
    /// showing here when the game's phase still has it.
    pub fn reload_open(&self) {
        let Some(id) = self.game_id.get_untracked() else {
            return;
        };
        if let Ok(Some(stored)) = persist::load_game::<QbStored>(&id) {
            let here = self.ui.with_untracked(|ui| ui.screen);
            let ui = QbUi {
                screen: screen_for_phase(here, QbPhase::of(&stored.game.state().phase)),
                ..stored.ui
            };
            self.game.set(stored.game);
            self.ui.set(ui);
            self.saves.loaded(&id, stored.seq);
        }
    }

    /// Shows another screen of the open game (saved, so a reload returns to it).
    pub fn go(&self, screen: QbScreen) {
        self.ui.update_untracked(|ui| ui.screen = screen);
        self.save();
        self.ui.notify();
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// The setup draft's names in seat order, read as they change.
    pub fn draft_names(&self) -> Memo<Vec<String>> {
        let ui = self.ui;
        Memo::new(move |_| {
            ui.with(|ui| {
                ui.draft
                    .players
                    .iter()
                    .map(|p| p.name.clone())
                    .collect::<Vec<_>>()
            })
        })
    }

    /// Changes what the screens remember and saves it.
    pub fn update_ui(&self, f: impl FnOnce(&mut QbUi)) {
        self.ui.update_untracked(f);
        self.save();
        self.ui.notify();
    }

    /// Writes the open game and its line of the list (through [`Saves::save_game`]).
    pub fn save(&self) {
        self.save_made(None, None);
    }

    /// [`QbStore::save`], after `made` (a command) or `what` (an undo, a redo). When another
    /// tab changed the game since this tab read it, nothing is written: the latest version
    /// shows instead, and the notice names the move not saved (a command is kept, to be made
    /// again). When another tab deleted it, the game stays on screen, in memory only. False
    /// when the move was not kept.
    fn save_made(&self, made: Option<&Command>, what: Option<Key>) -> bool {
        let Some(id) = self.game_id.get_untracked() else {
            return true;
        };
        let seq = journal::next_seq();
        let text = self
            .game
            .with_untracked(|g| self.ui.with_untracked(|ui| persist::game_text(g, ui, seq)));
        let line = self
            .game
            .with_untracked(|g| persist::qb_summary(&id, g, now()));
        let Err(elsewhere) = self.saves.save_game(&id, seq, text, line) else {
            return true;
        };
        let lang = self.lang.get_untracked();
        let refused = match (made, what) {
            (Some(cmd), _) => Some(
                self.game
                    .with_untracked(|g| quintebourg::describe::describe(g.state(), cmd, lang)),
            ),
            (None, Some(key)) => Some(key.get(lang).to_string()),
            (None, None) => None,
        };
        match elsewhere {
            saves::Elsewhere::Deleted => {
                self.saves.saving.set(false);
                self.saves
                    .notice
                    .set(Some(Notice::DeletedElsewhere { refused }));
                true
            }
            saves::Elsewhere::Changed => {
                self.refused.set_value(made.cloned());
                self.reload_open();
                self.saves.notice.set(Some(Notice::ChangedElsewhere {
                    refused,
                    again: made.is_some(),
                }));
                false
            }
        }
    }

    /// Starts a new game on its setup. The seed of the engine's draws comes from `#seed=<n>`
    /// in the address when present (repeatable games), else the clock.
    pub fn new_game(&self) {
        self.draw_new_game();
        self.save();
        self.view.set(QbView::Game);
    }

    /// The names typed on the page's first screen (in seat order) and the part of the setup it
    /// asked for, into the new game's draft.
    fn take_first_screen(&self, handed: &Handed) {
        self.ui.update(|ui| {
            ui.draft.players = handed
                .names
                .iter()
                .map(|name| DraftPlayer {
                    name: name.clone(),
                    ..DraftPlayer::default()
                })
                .collect();
            ui.draft.tidy();
            if let Some(Then::Step(step)) = handed.then {
                ui.setup_step = step;
            }
        });
    }

    /// A new game on screen, not written yet.
    fn draw_new_game(&self) {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        let seed = seed_from_hash(&hash)
            .unwrap_or_else(|| (now() as u64) ^ ((web_sys::js_sys::Math::random() * 1e9) as u64));
        let id = format!("g{}", now() as u64);
        self.game.set(Game::new(QbConfig {
            seed,
            name: String::new(),
        }));
        self.ui.set(QbUi::default());
        self.game_id.set(Some(id));
        self.saves.notice.set(None);
    }

    /// The new game drawn while the page was prerendered (`prerender`), now shown: written
    /// under an id of this moment, after reading again what the home page or another tab may
    /// have changed since the page was made (the list of games, the language).
    fn new_game_shown(&self) {
        if let Err(err) = self.saves.read_again() {
            self.recovery.set(Some(err));
            return;
        }
        self.game_id.set(Some(format!("g{}", now() as u64)));
        // Written once the page is painted: the tap waits for its screen, not for the write
        // (a name typed before it is written with its own move).
        let store = *self;
        request_animation_frame(move || {
            set_timeout(move || store.save(), std::time::Duration::ZERO);
        });
    }

    /// Opens a saved game on the screen it was left on. A game that cannot be read opens the
    /// recovery screen (its data stays where it is until the game master decides).
    pub fn open_game(&self, id: &str) {
        match persist::load_game::<QbStored>(id) {
            Ok(Some(stored)) => {
                self.saves.loaded(id, stored.seq);
                self.game.set(stored.game);
                self.ui.set(stored.ui);
                self.game_id.set(Some(id.to_string()));
                self.saves.notice.set(None);
                self.view.set(QbView::Game);
                self.saves.remember_open(id);
            }
            Ok(None) => {
                self.view.set(QbView::Home);
                self.saves
                    .notice
                    .set(Some(Notice::GameMissing(id.to_string())));
            }
            Err(err) => {
                self.view.set(QbView::Home);
                self.saves.notice.set(None);
                self.recovery.set(Some(err));
            }
        }
    }

    /// Stores a game that arrived by link or file under `id` (a new id, or the id of the
    /// stored copy it updates) and opens it on the screen of its phase.
    pub fn store_arrived(&self, id: String, game: Game) {
        let before = persist::load_game::<QbStored>(&id)
            .ok()
            .flatten()
            .map(|s| s.ui);
        self.game.set(game);
        self.ui.set(arrived_ui(before));
        self.game_id.set(Some(id.clone()));
        self.saves.notice.set(None);
        self.save();
        self.saves.remember_open(&id);
        self.view.set(QbView::Game);
    }

    /// Recovery: the unreadable list is copied aside (or deleted, after the confirmation on
    /// screen), then rebuilt from the games themselves, and the home screen shows.
    pub fn recover(&self, err: &persist::LoadError, keep: bool) {
        if keep {
            if !self.saves.set_aside(err) {
                return;
            }
        } else if !matches!(err.problem, persist::Problem::NewerCopy(_)) {
            persist::remove(&err.key);
        }
        // The journal's newer copy leaves the journal; the app goes on with what localStorage
        // holds (the next such copy, if any, shows first).
        if matches!(err.problem, persist::Problem::NewerCopy(_)) {
            journal::drop_copy(&err.key);
            self.recovery.set(journal::next_damaged());
            if self.recovery.with_untracked(Option::is_none) {
                match self.saves.load_index() {
                    Err(err) => self.recovery.set(Some(err)),
                    Ok(()) => self.open_left_open(),
                }
            }
            return;
        }
        if err.key == persist::INDEX_KEY {
            let time = now();
            let games = persist::scan_games(time, QB_ID, |id, key, raw| {
                let stored: QbStored = persist::parse(key, raw).ok()?;
                Some(persist::qb_summary(id, &stored.game, time))
            });
            self.saves.rebuild_index(games);
        } else if let Some(id) = err.key.strip_prefix(persist::GAME_PREFIX) {
            self.saves.delete_game(id);
        }
        self.recovery.set(None);
        self.view.set(QbView::Home);
    }

    /// Back to the home page (the game stays saved).
    pub fn close_game(&self) {
        self.game_id.set(None);
        self.saves.forget_open();
        self.view.set(QbView::Home);
        saves::go_home();
    }

    /// Names a saved game (the open one or another): the name is part of the configuration,
    /// not a command, so it is not in the history. The game is rebuilt from its log.
    pub fn rename_game(&self, id: &str, name: &str) {
        let name = name.trim().to_string();
        let rename = |g: &Game| -> Option<Game> {
            let config = QbConfig {
                name: name.clone(),
                ..g.config().clone()
            };
            let redo = g.redo_stack().to_vec();
            Game::from_log(config, g.log().to_vec())
                .ok()
                .map(|g| g.with_redo(redo))
        };
        if self.game_id.get_untracked().as_deref() == Some(id) {
            let Some(renamed) = self.game.with_untracked(rename) else {
                return;
            };
            self.game.update_untracked(|g| *g = renamed);
            self.save();
            self.game.notify();
            return;
        }
        let Ok(Some(stored)) = persist::load_game::<QbStored>(id) else {
            return;
        };
        let Some(renamed) = rename(&stored.game) else {
            return;
        };
        let seq = journal::next_seq();
        let text: Result<String, SaveError> = persist::game_text(&renamed, &stored.ui, seq);
        self.saves.replace_game(id, seq, text, |updated| {
            persist::qb_summary(id, &renamed, updated)
        });
    }
}

/// True when the address holds a Quinte-bourg link (readable or not), or any link too long to
/// open: the page stays to show it rather than going on to the game left open.
fn link_in_address() -> bool {
    use table::envelope::{prefix_of, EnvelopeError};
    let fragment = crate::ui::widgets::file_transfer::fragment();
    ::quintebourg::public::kind_of(&fragment).is_some()
        || matches!(
            prefix_of(&fragment, &::quintebourg::public::LETTERS),
            Err(EnvelopeError::TooLong { .. })
        )
}

/// What the screens remember for a game that arrived by link: nothing for a new copy; for an
/// update of a stored copy, what still holds whatever the other phone did (the mornings already
/// read, who has seen their cards), so the day's morning script does not show again once the
/// game master closed it.
pub fn arrived_ui(before: Option<QbUi>) -> QbUi {
    let before = before.unwrap_or_default();
    QbUi {
        screen: QbScreen::Day,
        revealed: before.revealed,
        morning_seen: before.morning_seen,
        ..QbUi::default()
    }
}

/// The screen to show for the saved one and the game's phase: the history stays wherever the
/// game is; the setup screens until the setup is sent, then the setup, the reveal or Cupid
/// until the first night; otherwise the phase's own screen (the night runner, the day hub,
/// the end).
pub fn screen_for_phase(screen: QbScreen, phase: QbPhase) -> QbScreen {
    match (screen, phase) {
        (QbScreen::History, _) => QbScreen::History,
        // The end the engine proposes, reviewed before the MJ confirms it or plays on.
        (QbScreen::End, QbPhase::Night(_) | QbPhase::Day(_)) => QbScreen::End,
        (_, QbPhase::Empty) => QbScreen::Setup,
        (QbScreen::Setup | QbScreen::Reveal | QbScreen::Cupid, QbPhase::Setup) => screen,
        (_, QbPhase::Setup) => QbScreen::Reveal,
        (_, QbPhase::Night(_)) => QbScreen::Night,
        (_, QbPhase::Day(_)) => QbScreen::Day,
        (_, QbPhase::Over) => QbScreen::End,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screen_follows_the_phase_but_the_history_stays() {
        use QbScreen::*;
        assert_eq!(screen_for_phase(Reveal, QbPhase::Setup), Reveal);
        assert_eq!(screen_for_phase(Cupid, QbPhase::Setup), Cupid);
        assert_eq!(screen_for_phase(Setup, QbPhase::Setup), Setup);
        assert_eq!(screen_for_phase(Night, QbPhase::Setup), Reveal);
        // The setup taken back: its screens again, whatever was showing.
        assert_eq!(screen_for_phase(Reveal, QbPhase::Empty), Setup);
        assert_eq!(screen_for_phase(Cupid, QbPhase::Empty), Setup);
        assert_eq!(screen_for_phase(Cupid, QbPhase::Night(1)), Night);
        assert_eq!(screen_for_phase(Night, QbPhase::Day(1)), Day);
        assert_eq!(screen_for_phase(Day, QbPhase::Night(2)), Night);
        assert_eq!(screen_for_phase(Day, QbPhase::Over), End);
        assert_eq!(screen_for_phase(History, QbPhase::Night(3)), History);
        assert_eq!(screen_for_phase(End, QbPhase::Day(2)), End);
        assert_eq!(screen_for_phase(End, QbPhase::Setup), Reveal);
    }

    #[test]
    fn an_updated_copy_keeps_the_mornings_already_read() {
        let before = QbUi {
            screen: QbScreen::Night,
            revealed: vec![1, 2],
            morning_seen: 2,
            night_at: Some((2, quintebourg::state::NightStep::Attack, 9)),
            ..QbUi::default()
        };
        let ui = arrived_ui(Some(before));
        assert_eq!(ui.morning_seen, 2);
        assert_eq!(ui.revealed, vec![1, 2]);
        assert_eq!(ui.night_at, None, "the other phone's night leads");
        assert_eq!(ui.screen, QbScreen::Day);
        assert_eq!(
            arrived_ui(None),
            QbUi {
                screen: QbScreen::Day,
                ..QbUi::default()
            }
        );
    }

    /// A stored game round-trips with its screen, and its line says Quinte-bourg.
    #[test]
    fn a_stored_game_round_trips_and_names_its_ruleset() {
        let game = Game::new(QbConfig {
            seed: 3,
            name: "Mardi".into(),
        });
        let ui = QbUi {
            screen: QbScreen::Reveal,
            revealed: vec![0, 2],
            ..QbUi::default()
        };
        let text = persist::game_text(&game, &ui, 5).unwrap();
        assert!(
            text.starts_with(r#"{"schema":2,"seq":5,"game":{"ruleset":"quintebourg""#),
            "{text}"
        );
        let back: QbStored = persist::parse("k", &text).unwrap();
        assert_eq!(back.ui, ui);
        assert_eq!(back.game.config().name, "Mardi");
        assert_eq!(persist::stored_ruleset(&text).as_deref(), Some(QB_ID));
        let line = persist::qb_summary("g1", &game, 1.0);
        assert_eq!(line.ruleset, QB_ID);
        let line = serde_json::to_string(&line).unwrap();
        assert!(line.contains(r#""quintebourg":{"stage":"setup""#), "{line}");
        // A Blood on the Clocktower page refuses it as a game of another kind.
        let err = persist::parse::<persist::StoredGame>("k", &text).unwrap_err();
        assert!(
            matches!(err.problem, persist::Problem::Unreadable(ref m) if m.contains("another kind"))
        );
    }

    /// Screens' memory that no longer reads (a damaged setup draft) does not lock the game
    /// away: it opens with the defaults; Cupid's picks are kept with the rest.
    #[test]
    fn a_damaged_ui_gives_way_and_cupid_s_picks_are_kept() {
        let game = Game::new(QbConfig::default());
        let ui = QbUi {
            screen: QbScreen::Cupid,
            cupid: vec![3],
            ..QbUi::default()
        };
        let text = persist::game_text(&game, &ui, 1).unwrap();
        let back: QbStored = persist::parse("k", &text).unwrap();
        assert_eq!(back.ui.cupid, vec![3]);
        let damaged = text.replace(r#""draft":{"#, r#""draft":5,"old":{"#);
        assert_ne!(damaged, text);
        let back: QbStored = persist::parse("k", &damaged).unwrap();
        assert_eq!(back.ui, QbUi::default());
    }
}
