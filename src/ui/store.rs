//! The one place the screens hold the game.
//!
//! The game is an engine [`Game`] in one signal. Screens never change it themselves: they call
//! [`Store::send`] with a command, which the engine checks and applies; the result is written to
//! storage *before* the signal tells the screens, so what the Storyteller sees done is saved.
//! A refused command shows the engine's message and changes nothing.

use crate::engine::game::Botc;
use crate::engine::BotcGame;
use leptos::prelude::*;
use table::Ruleset;

use crate::engine::character::{CharacterDef, Lang};
use crate::engine::command::Command;
use crate::engine::error::RuleError;
use crate::engine::event::Event;
use crate::engine::game::{Game, GameConfig};
use crate::engine::night::NightStep;
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::journal::{self, Startup};
use crate::persist::{self, Index, LoadError, Screen, UiState};
use crate::ui::botc::characters::script_choices;
use crate::ui::prerender;
use crate::ui::rules::{self, Rules};
pub use crate::ui::saves::{now, Notice, Saves};
use crate::ui::settled::{settled, settled_by};

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
    /// The game's phase: wakes its readers only when the phase changes. This and the lists
    /// below are [`settled`] values: worked out once per command, and waking what reads them
    /// only when they change (a memo would wake every view downstream at every command).
    pub phase: ReadSignal<Phase>,
    /// Tonight's sheet ([`night::sheet`]), worked out once per command for every screen that
    /// shows it.
    pub night_sheet: ReadSignal<Vec<NightStep>>,
    /// The current step's place on tonight's sheet.
    pub night_step: ReadSignal<usize>,
    /// Every seat's player and name, in seat order: worked out once per command for every
    /// list of players, and waking them only when a name or a seat changes.
    pub players: ReadSignal<Vec<(PlayerId, String)>>,
    /// The script's characters a player may be given (Travellers included, grouped by type):
    /// worked out once per command for the seat sheet's lists, and waking them only when the
    /// script changes (the same rows of the table are the same characters).
    pub script_characters: ReadSignal<Vec<&'static CharacterDef>>,
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
    /// The saved games and the write path both games share (the same signals as `index`,
    /// `notice`, `saving` and `lang` above).
    pub saves: Saves,
    /// The command the Storyteller may force, while its refusal shows.
    pub retry: StoredValue<Option<Command>>,
    /// The command made on an older version of the game than another tab's, not saved: it
    /// can be made again on the latest ([`Store::again`]).
    pub refused: StoredValue<Option<Command>>,
    /// True once the rules have come ([`rules`]): what reads the engine's results (tonight's
    /// sheet) is worked out again then.
    pub rules_ready: RwSignal<bool>,
}

impl Store {
    /// Reads storage and decides the first screen: the game left open, the home screen, or the
    /// recovery screen if something stored cannot be read. `startup` is what the journal did
    /// before (said once: moves it brought back, or that it is unavailable).
    pub fn load(lang: RwSignal<Lang>, startup: Startup) -> Store {
        let game = RwSignal::new(Game::new(GameConfig::default()));
        let rules_ready = RwSignal::new(rules::now().is_some());
        let saves = Saves::new(lang);
        let store = Store {
            lang,
            view: RwSignal::new(View::Home),
            game,
            phase: settled(move || game.with(|g| g.phase())),
            night_sheet: settled(move || {
                // Tracked: the sheet is worked out again when the rules come.
                rules_ready.track();
                let sheet = rules::now().map(|rules| rules.sheet);
                game.with(|g| sheet.map(|sheet| sheet(g.state())).unwrap_or_default())
            }),
            night_step: settled(move || game.with(|g| g.state().night_step)),
            players: settled(move || {
                game.with(|g| {
                    g.state()
                        .seats
                        .iter()
                        .map(|s| (s.id, s.name.clone()))
                        .collect()
                })
            }),
            script_characters: settled_by(
                move || game.with(|g| script_choices(&g.state().script, true)),
                |a, b| a.len() == b.len() && a.iter().zip(b).all(|(x, y)| std::ptr::eq(*x, *y)),
            ),
            game_id: RwSignal::new(None),
            ui: RwSignal::new(UiState::default()),
            index: saves.index,
            notice: saves.notice,
            info: RwSignal::new(None),
            saving: saves.saving,
            saves,
            retry: StoredValue::new(None),
            refused: StoredValue::new(None),
            rules_ready,
        };
        if !rules_ready.get_untracked() {
            rules::run(move |_| rules_ready.set(true));
        }
        // A newer copy in the journal that does not read is shown first (what localStorage
        // holds stays as it was until the Storyteller decides).
        // "New game" on the other game's page: the game left open is not read (the new one
        // replaces it on screen), so the players' screen needs nothing of the rules.
        let new_game = crate::ui::saves::take_new_game_mark();
        match journal::next_damaged() {
            Some(err) => store.view.set(View::Recovery(err)),
            None if new_game => {
                if let Err(err) = store.saves.load_index() {
                    store.view.set(View::Recovery(err));
                }
            }
            None => store.open_start(),
        }
        saves.greet(&startup);
        // Another tab's change to the open game shows here at once.
        saves.listen(move |heard| {
            if store.game_id.get_untracked().as_deref() != Some(heard.id.as_str()) {
                return;
            }
            if heard.deleted {
                store.saving.set(false);
                store
                    .notice
                    .set(Some(Notice::DeletedElsewhere { refused: None }));
            } else {
                store.reload_open();
                store.notice.set(Some(Notice::ChangedElsewhere {
                    refused: None,
                    again: false,
                }));
            }
        });
        if new_game && !matches!(store.view.get_untracked(), View::Recovery(_)) {
            if prerender::prerendering() {
                // Made ahead by the home page: drawn now, written once shown.
                store.draw_new_game();
                store.view.set(View::Game);
                prerender::when_shown(move || store.new_game_shown());
            } else {
                store.new_game();
            }
        }
        store
    }

    /// Reads the list of games and opens the game left open: here when it is a game of Blood on
    /// the Clocktower, on the other game's page otherwise (unless a link in the address is for
    /// this page). An unreadable list opens the recovery screen.
    fn open_start(&self) {
        match self.saves.load_index() {
            Err(err) => self.view.set(View::Recovery(err)),
            Ok(()) => {
                let open = self.index.with_untracked(|i| i.open.clone());
                if let Some(id) = open {
                    match self.saves.ruleset_of(&id) {
                        // The other game's page opens it, unless a link came for this page:
                        // its preview then shows over the home screen.
                        Some(ruleset) if ruleset != Botc::ID => {
                            if !link_in_address() {
                                crate::ui::saves::go_to_page(crate::ui::saves::page_of(&ruleset));
                            }
                        }
                        _ => self.open_game(&id),
                    }
                }
            }
        }
    }

    /// Forces the refused command showing, if the Storyteller may.
    pub fn force(&self) {
        if let Some(cmd) = self.retry.get_value() {
            self.send_override(cmd);
        }
    }

    /// A piece of interface text in the current language (tracked).
    pub fn t(&self, key: Key) -> &'static str {
        key.get(self.lang.get())
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
    /// Before the rules have come (the first moment of a new game's players' screen), the
    /// command waits for them and is applied then (a refusal shows then): `Some` with no events.
    pub fn send(&self, cmd: Command) -> Option<Vec<Event>> {
        let Some(rules) = rules::now() else {
            let store = *self;
            rules::run(move |rules| {
                store.send_with(rules, cmd);
            });
            return Some(Vec::new());
        };
        self.send_with(rules, cmd)
    }

    fn send_with(&self, rules: Rules, cmd: Command) -> Option<Vec<Event>> {
        let mut result: Result<Vec<Event>, RuleError> = Ok(Vec::new());
        // Applied without notifying: the screens hear about it only after the save below.
        self.game
            .update_untracked(|g| result = (rules.apply)(g, cmd.clone()));
        match result {
            Ok(events) => {
                self.clear_notice();
                let saved = self.save_made(Some(&cmd), None);
                self.game.notify();
                saved.then_some(events)
            }
            Err(err) => {
                // The engine knows exactly which refusals the Storyteller may overrule.
                let allowed = self.game.with_untracked(|g| (rules.can_override)(g, &cmd));
                self.retry.set_value(allowed.then_some(cmd));
                self.notice.set(Some(Notice::Refused {
                    message: (rules.refusal)(&err, self.lang.get_untracked()),
                    force: allowed,
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
        self.change(|rules, g| (rules.undo_decision)(g), Key::Undo);
    }

    /// Puts back what the last [`Store::undo`] took back: the command, and the moves to the
    /// next step that followed it.
    pub fn redo(&self) {
        self.change(|rules, g| (rules.redo_decision)(g), Key::Redo);
    }

    /// Takes back every command after the first `len` of the log (the history's "back to
    /// here"); redo brings them back one decision at a time.
    pub fn undo_to(&self, len: usize) {
        self.change(|rules, g| (rules.undo_to)(g, len), Key::Undo);
    }

    /// Runs an undo or redo on the game (`what` names it); saves and shows the result when it
    /// changed anything. Nothing before the rules have come (nothing was done to take back).
    fn change(&self, f: impl FnOnce(Rules, &mut Game) -> bool, what: Key) {
        let Some(rules) = rules::now() else {
            return;
        };
        let mut done = false;
        self.game.update_untracked(|g| done = f(rules, g));
        if done {
            self.clear_notice();
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
        let Some(rules) = rules::now() else {
            return;
        };
        let day = crate::ui::widgets::file_transfer::today();
        let (name, text) = self.game.with_untracked(|g| (rules.export_file)(g, &day));
        let _ = crate::ui::widgets::file_transfer::download(&name, &text, "application/json");
    }

    /// Shows the open game's latest stored version (another tab changed it), on the screen
    /// showing here when the game's phase still has it.
    pub fn reload_open(&self) {
        let Some(id) = self.game_id.get_untracked() else {
            return;
        };
        let Some(rules) = rules::now() else {
            return;
        };
        if let Ok(Some((game, mut ui, seq))) = (rules.load_game)(&id) {
            let here = self.ui.with_untracked(|ui| ui.screen);
            ui.screen = screen_for_phase(here, &game.phase());
            self.game.set(game);
            self.ui.set(ui);
            self.saves.loaded(&id, seq);
        }
    }

    /// Names a saved game (the open one or another). The name is part of the game's
    /// configuration, not a command: naming is not a decision of the game, so it is not in
    /// the history and undo does not take it back. The game is rebuilt from its log with the
    /// new configuration and saved.
    pub fn rename_game(&self, id: &str, name: &str) {
        let name = name.trim().to_string();
        let Some(rules) = rules::now() else {
            return;
        };
        let rename = |g: &Game| (rules.renamed)(g, &name);
        if self.game_id.get_untracked().as_deref() == Some(id) {
            let Some(renamed) = self.game.with_untracked(rename) else {
                return;
            };
            self.game.update_untracked(|g| *g = renamed);
            self.save();
            self.game.notify();
            return;
        }
        let Ok(Some((game, ui, _))) = (rules.load_game)(id) else {
            return;
        };
        let Some(renamed) = rename(&game) else {
            return;
        };
        let seq = journal::next_seq();
        let text = persist::game_text(&renamed, &ui, seq);
        self.saves.replace_game(id, seq, text, |updated| {
            persist::summary(id, &renamed, updated)
        });
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
        self.saves.clear_notice();
    }

    /// Writes the open game and the list of games (its line for this game holds the time of
    /// the last change, so both are written every time), through the write path both games
    /// share ([`Saves::save_game`]).
    pub fn save(&self) {
        self.save_made(None, None);
    }

    /// [`Store::save`], after `made` (a command) or `what` (an undo, a redo). When another tab
    /// changed the game since this tab read it, nothing is written: the latest version shows
    /// instead, and the notice names the move not saved (a command is kept, to be made again).
    /// When another tab deleted it, the game stays on screen, in memory only. False when the
    /// move was not kept.
    /// The game is written without the rules (a new game is written once its screen is
    /// painted, before they come).
    fn save_made(&self, made: Option<&Command>, what: Option<Key>) -> bool {
        let Some(id) = self.game_id.get_untracked() else {
            return true;
        };
        let seq = journal::next_seq();
        let text = self
            .game
            .with_untracked(|g| self.ui.with_untracked(|ui| persist::game_text(g, ui, seq)));
        let summary = self
            .game
            .with_untracked(|g| persist::summary(&id, g, now()));
        let Err(elsewhere) = self.saves.save_game(&id, seq, text, summary) else {
            return true;
        };
        let lang = self.lang.get_untracked();
        let refused = match (made, what) {
            // A command is applied only with the rules here.
            (Some(cmd), _) => rules::now().map(|rules| {
                self.game
                    .with_untracked(|g| (rules.describe)(cmd, g.state(), lang))
            }),
            (None, Some(key)) => Some(key.get(lang).to_string()),
            (None, None) => None,
        };
        match elsewhere {
            crate::ui::saves::Elsewhere::Deleted => {
                self.saving.set(false);
                self.notice.set(Some(Notice::DeletedElsewhere { refused }));
                true
            }
            crate::ui::saves::Elsewhere::Changed => {
                self.refused.set_value(made.cloned());
                self.reload_open();
                self.notice.set(Some(Notice::ChangedElsewhere {
                    refused,
                    again: made.is_some(),
                }));
                false
            }
        }
    }

    /// Starts a new game and shows its first setup screen. The seed of the random draw comes
    /// from `#seed=<number>` in the address when present (repeatable games), else the clock.
    /// It is written once painted, as the page made ahead writes it: the tap waits for its
    /// screen, not for the write.
    pub fn new_game(&self) {
        self.draw_new_game();
        self.view.set(View::Game);
        self.save_after_paint();
    }

    /// A new game on screen, not written yet.
    fn draw_new_game(&self) {
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
    }

    /// The new game drawn while the page was prerendered (`prerender`), now shown: written
    /// under an id of this moment, after reading again what the home page or another tab may
    /// have changed since the page was made (the list of games, the language).
    fn new_game_shown(&self) {
        if let Err(err) = self.saves.read_again() {
            self.view.set(View::Recovery(err));
            return;
        }
        self.game_id.set(Some(format!("g{}", now() as u64)));
        self.save_after_paint();
    }

    /// Writes the game once the page is painted: the tap waits for its screen, not for the
    /// write (a name typed before it is written with its own move).
    fn save_after_paint(&self) {
        let store = *self;
        request_animation_frame(move || {
            set_timeout(move || store.save(), std::time::Duration::ZERO);
        });
    }

    /// Opens a saved game on the screen it was left on.
    pub fn open_game(&self, id: &str) {
        match (rules::get().load_game)(id) {
            Ok(Some((game, mut ui, seq))) => {
                self.saves.loaded(id, seq);
                ui.screen = screen_for_phase(ui.screen, &game.phase());
                self.game.set(game);
                self.ui.set(ui);
                self.game_id.set(Some(id.to_string()));
                self.notice.set(None);
                self.view.set(View::Game);
                self.saves.remember_open(id);
            }
            Ok(None) => {
                // Listed, but its data is gone: said, with a way to remove the line.
                self.view.set(View::Home);
                self.notice.set(Some(Notice::GameMissing(id.to_string())));
            }
            Err(err) => self.view.set(View::Recovery(err)),
        }
    }

    /// Back to the home page (the game stays saved).
    pub fn close_game(&self) {
        self.game_id.set(None);
        self.info.set(None);
        self.saves.forget_open();
        self.view.set(View::Home);
        crate::ui::saves::go_home();
    }

    /// Deletes a saved game (the home screen asks for confirmation first).
    pub fn delete_game(&self, id: &str) {
        self.saves.delete_game(id);
    }

    /// Opens a listed game: here when it is a game of Blood on the Clocktower, else on the
    /// other game's page (which opens the game remembered as open).
    pub fn open_listed(&self, id: &str) {
        match self.saves.ruleset_of(id) {
            Some(ruleset) if ruleset != Botc::ID => {
                self.saves.remember_open(id);
                crate::ui::saves::go_to_page(crate::ui::saves::page_of(&ruleset));
            }
            _ => self.open_game(id),
        }
    }

    /// Recovery: the unreadable data is copied aside, the original key removed, and the app goes
    /// on (a list of games that could not be read is rebuilt from the games themselves).
    pub fn set_aside(&self, err: &LoadError) {
        if self.saves.set_aside(err) {
            self.forget(err);
        }
    }

    /// Recovery: delete the unreadable data for good (after a confirmation on screen).
    pub fn discard(&self, err: &LoadError) {
        // The journal's newer copy goes from the journal alone (see `forget`).
        if !matches!(err.problem, persist::Problem::NewerCopy(_)) {
            persist::remove(&err.key);
        }
        self.forget(err);
    }

    /// After unreadable data was set aside or deleted: a lost list of games is rebuilt from
    /// the games themselves; a lost game leaves the list. Then the home screen. The journal's
    /// newer copy leaves the journal, and the app goes on with what localStorage holds (the
    /// next such copy, if any, shows first).
    fn forget(&self, err: &LoadError) {
        // What follows may open a game or rebuild the list from the games: with the rules.
        let store = *self;
        let err = err.clone();
        rules::run(move |_| store.forget_now(&err));
    }

    fn forget_now(&self, err: &LoadError) {
        if matches!(err.problem, persist::Problem::NewerCopy(_)) {
            journal::drop_copy(&err.key);
            match journal::next_damaged() {
                Some(next) => self.view.set(View::Recovery(next)),
                None => {
                    self.view.set(View::Home);
                    self.open_start();
                }
            }
            return;
        }
        if err.key == persist::INDEX_KEY {
            let time = now();
            let line = rules::get().stored_line;
            let games =
                persist::scan_games(time, Botc::ID, |id, key, raw| line(id, key, raw, time));
            self.saves.rebuild_index(games);
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

/// True when the address holds a link for this page (a game or town-square link, readable or
/// not): the page stays to show it rather than going on to the game left open.
fn link_in_address() -> bool {
    use crate::share::ShareError;
    let fragment = crate::ui::widgets::file_transfer::fragment();
    !matches!(
        crate::share::codec::kind_of(&fragment),
        Err(ShareError::NotALink) | Err(ShareError::Empty)
    )
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
