//! The one place the screens hold the game.
//!
//! The game is an engine [`Game`] in one signal. Screens never change it themselves: they call
//! [`Store::send`] with a command, which the engine checks and applies; the result is written to
//! storage *before* the signal tells the screens, so what the Storyteller sees done is saved.
//! A refused command shows the engine's message and changes nothing.

use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::character::Lang;
use crate::engine::command::Command;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::game::{Game, GameConfig};
use crate::engine::night::{self, NightStep};
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::journal::{self, Record, Startup};
use crate::persist::{self, GameSummary, Index, LoadError, SaveError, Screen, UiState};

/// A message at the top of the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// The engine refused a command; `retry` is the command the Storyteller may force with an
    /// override (002: the Storyteller may overrule), when the rules allow one.
    Refused {
        message: String,
        retry: Option<Command>,
    },
    /// Storage is full: the game goes on in memory only.
    StorageFull,
    /// Storage failed for another reason.
    StorageFailed(String),
    /// At start, the journal brought back this many moves that localStorage had lost.
    Recovered(u64),
    /// IndexedDB is unavailable (private browsing): the game is saved as before, but a move
    /// made just before the browser is killed may be lost.
    JournalOff,
    /// A saved game's line whose data is gone from storage (its id).
    GameMissing(String),
    /// Unreadable data could not be set aside (storage full, or the copy would not be exact):
    /// it stays where it is.
    SetAsideFailed(String),
}

/// Which part of the app is showing.
#[derive(Debug, Clone, PartialEq)]
pub enum View {
    Home,
    /// A game is open; its screen is in [`Store::ui`].
    Game,
    /// Stored data could not be read.
    Recovery(LoadError),
}

/// Every signal of the app, provided once by context from `app.rs`. `Copy`, so components
/// capture it freely.
#[derive(Clone, Copy)]
pub struct Store {
    pub lang: RwSignal<Lang>,
    pub view: RwSignal<View>,
    /// The open game (an empty game while none is open).
    pub game: RwSignal<Game>,
    /// The game's phase: wakes its readers only when the phase changes.
    pub phase: Memo<Phase>,
    /// Tonight's sheet ([`night::sheet`]), worked out once per command for every screen that
    /// shows it.
    pub night_sheet: Memo<Vec<NightStep>>,
    /// The open game's storage id.
    pub game_id: RwSignal<Option<String>>,
    /// What the open game's screens remember (saved with it).
    pub ui: RwSignal<UiState>,
    /// The saved-games list.
    pub index: RwSignal<Index>,
    pub notice: RwSignal<Option<Notice>>,
    /// The character whose ability summary is showing, if any.
    pub info: RwSignal<Option<&'static str>>,
    /// False once a write failed for lack of space, until one succeeds again.
    pub saving: RwSignal<bool>,
}

/// Milliseconds since 1970.
pub fn now() -> f64 {
    web_sys::js_sys::Date::now()
}

impl Store {
    /// Reads storage and decides the first screen: the game left open, the home screen, or the
    /// recovery screen if something stored cannot be read. `startup` is what the journal did
    /// before (said once: moves it brought back, or that it is unavailable).
    pub fn load(lang: RwSignal<Lang>, startup: Startup) -> Store {
        let game = RwSignal::new(Game::new(GameConfig::default()));
        let store = Store {
            lang,
            view: RwSignal::new(View::Home),
            game,
            phase: Memo::new(move |_| game.with(|g| g.phase())),
            night_sheet: Memo::new(move |_| game.with(|g| night::sheet(g.state()))),
            game_id: RwSignal::new(None),
            ui: RwSignal::new(UiState::default()),
            index: RwSignal::new(Index::default()),
            notice: RwSignal::new(None),
            info: RwSignal::new(None),
            saving: RwSignal::new(true),
        };
        match persist::load_index() {
            Err(err) => store.view.set(View::Recovery(err)),
            Ok(index) => {
                let open = index.open.clone();
                store.index.set(index);
                if let Some(id) = open {
                    store.open_game(&id);
                }
            }
        }
        if startup.restore_failed {
            store.notice.set(Some(Notice::StorageFull));
        } else if startup.recovered > 0 {
            store.notice.set(Some(Notice::Recovered(startup.recovered)));
        } else if !startup.journal {
            store.notice.set(Some(Notice::JournalOff));
        }
        store
    }

    /// A piece of interface text in the current language (tracked).
    pub fn t(&self, key: Key) -> &'static str {
        key.get(self.lang.get())
    }

    /// Every seat's player and name, in seat order (tracked).
    pub fn player_names(&self) -> Vec<(PlayerId, String)> {
        self.game.with(|g| {
            g.state()
                .seats
                .iter()
                .map(|s| (s.id, s.name.clone()))
                .collect()
        })
    }

    /// The character with this id in the open game: an official row, or a homebrew one of its
    /// script (not tracked: a screen that shows it tracks the game already).
    pub fn character(&self, id: &str) -> Option<&'static crate::engine::character::CharacterDef> {
        self.game.with_untracked(|g| g.state().character(id))
    }

    /// A character's name in `lang` in the open game (a homebrew one's from its script).
    pub fn character_name(&self, id: &str, lang: Lang) -> String {
        self.game
            .with_untracked(|g| g.state().character_name(id, lang))
    }

    /// The current language (tracked).
    pub fn lang(&self) -> Lang {
        self.lang.get()
    }

    /// Applies a command through the engine, saves, then shows it. Returns the events, or
    /// `None` when the engine refused (its message is shown).
    pub fn send(&self, cmd: Command) -> Option<Vec<Event>> {
        let mut result: Result<Vec<Event>, RuleError> = Ok(Vec::new());
        // Applied without notifying: the screens hear about it only after the save below.
        self.game
            .update_untracked(|g| result = g.apply(cmd.clone()));
        match result {
            Ok(events) => {
                self.clear_notice();
                self.save();
                self.game.notify();
                Some(events)
            }
            Err(err) => {
                // The engine knows exactly which refusals the Storyteller may overrule.
                let allowed = self.game.with_untracked(|g| g.can_override(&cmd));
                let retry = allowed.then_some(cmd);
                self.notice.set(Some(Notice::Refused {
                    message: err.message(self.lang.get_untracked()),
                    retry,
                }));
                None
            }
        }
    }

    /// Forces a refused command with the engine's override, the reason recorded in the log.
    pub fn send_override(&self, cmd: Command) -> Option<Vec<Event>> {
        let reason = Key::OverrideReason
            .get(self.lang.get_untracked())
            .to_string();
        self.send(Command::Override {
            command: Box::new(cmd),
            reason,
        })
    }

    /// Takes back the last decision: the moves to the next night step after it ("Next step")
    /// go with it, so the screen lands where the decision was made, without it.
    pub fn undo(&self) {
        self.change(undo_decision);
    }

    /// Puts back what the last [`Store::undo`] took back: the command, and the moves to the
    /// next step that followed it.
    pub fn redo(&self) {
        self.change(redo_decision);
    }

    /// Takes back every command after the first `len` of the log (the history's "back to
    /// here"); redo brings them back one decision at a time.
    pub fn undo_to(&self, len: usize) {
        self.change(|g| {
            let mut done = false;
            while g.log().len() > len && g.undo() {
                done = true;
            }
            done
        });
    }

    /// Runs an undo or redo on the game; saves and shows the result when it changed anything.
    fn change(&self, f: impl FnOnce(&mut Game) -> bool) {
        let mut done = false;
        self.game.update_untracked(|g| done = f(g));
        if done {
            self.clear_notice();
            self.save();
            self.game.notify();
        }
    }

    /// Names a saved game (the open one or another). The name is part of the game's
    /// configuration, not a command: naming is not a decision of the game, so it is not in
    /// the history and undo does not take it back. The game is rebuilt from its log with the
    /// new configuration and saved.
    pub fn rename_game(&self, id: &str, name: &str) {
        let name = name.trim().to_string();
        let rename = |g: &Game| -> Option<Game> {
            let config = GameConfig {
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
        let Ok(Some(stored)) = persist::load_game(id) else {
            return;
        };
        let (game, ui) = persist::restore(stored);
        let Some(renamed) = rename(&game) else {
            return;
        };
        let (mut result, record) = write_game(id, &renamed, &ui);
        let updated = self.index.with_untracked(|index| {
            index
                .games
                .iter()
                .find(|g| g.id == id)
                .map_or_else(now, |g| g.updated)
        });
        self.index.update_untracked(|index| {
            if let Some(line) = index.games.iter_mut().find(|g| g.id == id) {
                *line = persist::summary(id, &renamed, updated);
            }
        });
        result = result.and(self.write_index(record.into_iter().collect(), true));
        self.index.notify();
        self.report(result);
    }

    /// Shows another screen of the open game (saved, so a reload returns to it).
    pub fn go(&self, screen: Screen) {
        self.ui.update_untracked(|ui| ui.screen = screen);
        self.save();
        self.ui.notify();
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Changes what the screens remember (bag, draft) and saves it.
    pub fn update_ui(&self, f: impl FnOnce(&mut UiState)) {
        self.ui.update_untracked(f);
        self.save();
        self.ui.notify();
    }

    /// Hides the message at the top, if one shows (without waking its readers otherwise).
    fn clear_notice(&self) {
        if self.notice.with_untracked(Option::is_some) {
            self.notice.set(None);
        }
    }

    /// Writes the open game and the list of games (its line for this game holds the time of
    /// the last change, so both are written every time). A full storage is reported and the
    /// game goes on in memory. The screens reading the list are woken only when what it shows
    /// (script, players, phase, the open game) changed.
    pub fn save(&self) {
        let Some(id) = self.game_id.get_untracked() else {
            return;
        };
        let (result, record) = self
            .game
            .with_untracked(|g| self.ui.with_untracked(|ui| write_game(&id, g, ui)));
        let summary = self
            .game
            .with_untracked(|g| persist::summary(&id, g, now()));
        let shown_alike = self.index.with_untracked(|index| {
            index.open.as_deref() == Some(id.as_str())
                && index.games.first().is_some_and(|first| {
                    GameSummary {
                        updated: summary.updated,
                        ..first.clone()
                    } == summary
                })
        });
        self.index.update_untracked(|index| {
            index.touch(summary);
            index.open = Some(id.clone());
        });
        // The list is journalled with the game even when the game could not be written (the
        // journal then holds the only copy), but not written over a game that failed. When
        // only its time changed, the journal's copy of the list is left as it was: the game's
        // record holds the move, and one record a tap halves the journal's work (a list a
        // little behind in time is all a start could bring back).
        let records: Vec<Record> = record.into_iter().collect();
        let result = match result {
            Ok(()) => self.write_index(records, !shown_alike),
            Err(err) => {
                let _ = self.journal_index(records, true);
                Err(err)
            }
        };
        if !shown_alike {
            self.index.notify();
        }
        self.report(result);
    }

    /// Writes the list of games (numbered as a new write) to localStorage, and to the journal
    /// with `records` (written with it) in one transaction.
    fn write_index(&self, records: Vec<Record>, with_list: bool) -> Result<(), SaveError> {
        let text = self.journal_index(records, with_list)?;
        persist::write_raw(persist::INDEX_KEY, &text)
    }

    /// Numbers the list as a new write and journals `records`, and the list with them when
    /// `with_list`; returns the list's text.
    fn journal_index(
        &self,
        mut records: Vec<Record>,
        with_list: bool,
    ) -> Result<String, SaveError> {
        let seq = journal::next_seq();
        self.index.update_untracked(|index| index.seq = seq);
        let text = self.index.with_untracked(persist::index_text);
        if let (true, Ok(text)) = (with_list, &text) {
            records.push(Record {
                key: persist::INDEX_KEY.to_string(),
                seq,
                text: Some(text.clone()),
                time: now(),
            });
        }
        journal::write(&records);
        text
    }

    fn report(&self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => {
                if !self.saving.get_untracked() {
                    self.saving.set(true);
                    self.notice.set(None);
                }
            }
            Err(SaveError::Full) => {
                self.saving.set(false);
                self.notice.set(Some(Notice::StorageFull));
            }
            Err(SaveError::Other(msg)) => {
                self.saving.set(false);
                self.notice.set(Some(Notice::StorageFailed(msg)));
            }
        }
    }

    /// Starts a new game and shows its first setup screen. The seed of the random draw comes
    /// from `#seed=<number>` in the address when present (repeatable games), else the clock.
    pub fn new_game(&self) {
        let seed = seed_from_hash(&location_hash().unwrap_or_default())
            .unwrap_or_else(|| (now() as u64) ^ ((web_sys::js_sys::Math::random() * 1e9) as u64));
        let id = format!("g{}", now() as u64);
        self.game.set(Game::new(GameConfig {
            seed,
            name: String::new(),
        }));
        self.ui.set(UiState::default());
        self.game_id.set(Some(id));
        self.notice.set(None);
        self.save();
        self.view.set(View::Game);
    }

    /// Opens a saved game on the screen it was left on.
    pub fn open_game(&self, id: &str) {
        match persist::load_game(id) {
            Ok(Some(stored)) => {
                let (game, mut ui) = persist::restore(stored);
                ui.screen = screen_for_phase(ui.screen, &game.phase());
                self.game.set(game);
                self.ui.set(ui);
                self.game_id.set(Some(id.to_string()));
                self.notice.set(None);
                self.view.set(View::Game);
                // Remember it as the open game (not written again when it already is: a start
                // that reopens the game left open writes nothing).
                if self
                    .index
                    .with_untracked(|index| index.open.as_deref() != Some(id))
                {
                    self.index
                        .update_untracked(|index| index.open = Some(id.to_string()));
                    let result = self.write_index(Vec::new(), true);
                    self.report(result);
                }
            }
            Ok(None) => {
                // Listed, but its data is gone: said, with a way to remove the line.
                self.view.set(View::Home);
                self.notice.set(Some(Notice::GameMissing(id.to_string())));
            }
            Err(err) => self.view.set(View::Recovery(err)),
        }
    }

    /// Back to the home screen (the game stays saved).
    pub fn close_game(&self) {
        self.game_id.set(None);
        self.info.set(None);
        self.notice.set(None);
        self.index.update_untracked(|index| index.open = None);
        let result = self.write_index(Vec::new(), true);
        self.index.notify();
        self.report(result);
        self.view.set(View::Home);
    }

    /// Deletes a saved game (the home screen asks for confirmation first).
    pub fn delete_game(&self, id: &str) {
        let key = persist::game_key(id);
        persist::remove(&key);
        self.index.update_untracked(|index| {
            index.games.retain(|g| g.id != id);
            if index.open.as_deref() == Some(id) {
                index.open = None;
            }
        });
        // The deletion is journalled too: should localStorage lose it, the next start deletes
        // the game again.
        let tombstone = Record {
            key,
            seq: journal::next_seq(),
            text: None,
            time: now(),
        };
        let result = self.write_index(vec![tombstone], true);
        self.index.notify();
        self.report(result);
    }

    /// Recovery: the unreadable data is copied aside, the original key removed, and the app goes
    /// on (a list of games that could not be read is rebuilt from the games themselves).
    pub fn set_aside(&self, err: &LoadError) {
        match persist::set_aside(err, now()) {
            Ok(_) => self.forget(err),
            // Not the in-game "storage full" message: the data stays where it is, and the
            // recovery screen stays up with its download.
            Err(e) => {
                let why = match e {
                    SaveError::Full => Key::StorageIsFull
                        .get(self.lang.get_untracked())
                        .to_string(),
                    SaveError::Other(msg) => msg,
                };
                self.notice.set(Some(Notice::SetAsideFailed(why)));
            }
        }
    }

    /// Recovery: delete the unreadable data for good (after a confirmation on screen).
    pub fn discard(&self, err: &LoadError) {
        persist::remove(&err.key);
        self.forget(err);
    }

    /// After unreadable data was set aside or deleted: a lost list of games is rebuilt from
    /// the games themselves; a lost game leaves the list. Then the home screen.
    fn forget(&self, err: &LoadError) {
        if err.key == persist::INDEX_KEY {
            let index = Index {
                games: persist::scan_games(now()),
                ..Index::default()
            };
            self.index.set(index);
            let result = self.write_index(Vec::new(), true);
            self.report(result);
        } else {
            let id = err
                .key
                .strip_prefix(persist::GAME_PREFIX)
                .unwrap_or_default()
                .to_string();
            self.delete_game(&id);
        }
        self.view.set(View::Home);
    }
}

/// Writes one game to localStorage as a new write ([`journal::next_seq`]); returns the result
/// and the game's journal record (none when it could not be put into text).
fn write_game(id: &str, game: &Game, ui: &UiState) -> (Result<(), SaveError>, Option<Record>) {
    let seq = journal::next_seq();
    match persist::game_text(game, ui, seq) {
        Err(err) => (Err(err), None),
        Ok(text) => {
            let key = persist::game_key(id);
            let result = persist::write_raw(&key, &text);
            let record = Record {
                key,
                seq,
                text: Some(text),
                time: now(),
            };
            (result, Some(record))
        }
    }
}

/// The screen to open a game on: the saved one, unless it belongs to the setup and the game
/// has started (the board and the bag serve every phase), when it is the board.
pub fn screen_for_phase(screen: Screen, phase: &Phase) -> Screen {
    let setup_only = matches!(
        screen,
        Screen::SetupPlayers | Screen::SetupCharacters | Screen::SetupReview
    );
    if setup_only && *phase != Phase::Setup {
        Screen::Board
    } else {
        screen
    }
}

/// A command that only moves tonight's sheet to another step: no decision of the game.
fn is_navigation(cmd: &Command) -> bool {
    matches!(cmd, Command::GoToStep { .. })
}

/// Takes back the moves to another step at the end of the log, then the command before them.
/// True when anything was taken back.
pub fn undo_decision(game: &mut Game) -> bool {
    let mut done = false;
    while game.log().last().is_some_and(is_navigation) && game.undo() {
        done = true;
    }
    game.undo() || done
}

/// Puts back one command, then the moves to another step that followed it.
pub fn redo_decision(game: &mut Game) -> bool {
    if !game.redo() {
        return false;
    }
    while game.redo_stack().last().is_some_and(is_navigation) && game.redo() {}
    true
}

/// The seed in an address fragment like `seed=42` (or `a=1&seed=42`).
pub fn seed_from_hash(hash: &str) -> Option<u64> {
    hash.trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix("seed="))
        .and_then(|s| s.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seven-player game on its first night, moved twice to the next step after a decision.
    fn night_with_moves() -> (Game, usize) {
        let mut g = Game::new(GameConfig {
            seed: 247,
            name: String::new(),
        });
        for name in ["A", "B", "C", "D", "E", "F", "G"] {
            g.apply(Command::AddPlayer { name: name.into() }).unwrap();
        }
        let draw = g.suggest_characters();
        g.apply(Command::AssignCharacters { assignments: draw })
            .unwrap();
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::GoToStep { step: 1 }).unwrap();
        let decision = g.log().len();
        g.apply(Command::Note {
            player: Some(PlayerId(0)),
            text: "watch".into(),
        })
        .unwrap();
        g.apply(Command::GoToStep { step: 2 }).unwrap();
        g.apply(Command::GoToStep { step: 3 }).unwrap();
        (g, decision)
    }

    #[test]
    fn undo_skips_the_moves_to_the_next_step_and_takes_back_the_decision() {
        let (mut g, decision) = night_with_moves();
        let full = g.log().to_vec();
        assert!(undo_decision(&mut g));
        assert_eq!(
            g.log().len(),
            decision,
            "the note and both moves are taken back"
        );
        assert!(matches!(
            g.log().last(),
            Some(Command::GoToStep { step: 1 })
        ));
        assert!(redo_decision(&mut g));
        assert_eq!(
            g.log(),
            full.as_slice(),
            "redo puts back the note and the moves"
        );
        assert!(!g.can_redo());
    }

    #[test]
    fn a_setup_screen_saved_in_a_started_game_opens_the_board() {
        assert_eq!(
            screen_for_phase(Screen::SetupCharacters, &Phase::FirstNight),
            Screen::Board
        );
        assert_eq!(
            screen_for_phase(Screen::SetupReview, &Phase::Day(2)),
            Screen::Board
        );
        assert_eq!(screen_for_phase(Screen::Bag, &Phase::Night(2)), Screen::Bag);
        assert_eq!(
            screen_for_phase(Screen::History, &Phase::Day(1)),
            Screen::History
        );
        assert_eq!(
            screen_for_phase(Screen::SetupCharacters, &Phase::Setup),
            Screen::SetupCharacters
        );
    }

    #[test]
    fn seed_comes_from_the_fragment() {
        assert_eq!(seed_from_hash("seed=42"), Some(42));
        assert_eq!(seed_from_hash("#x=1&seed=7"), Some(7));
        assert_eq!(seed_from_hash("seed=abc"), None);
        assert_eq!(seed_from_hash(""), None);
    }
}
