//! The saved games as both pages see them: the list, the messages at the top and the one write
//! path to storage and the journal. Each game's store ([`crate::ui::store::Store`] for Blood on
//! the Clocktower, `crate::ui::quintebourg::store::QbStore`) puts its game into text and hands
//! it here; what is written, in which order and what is said when storage fails is the same
//! for both games.
//!
//! Every write goes to localStorage and to the journal (IndexedDB) *before* the screens are
//! told, so what the game master sees done is saved.

use leptos::prelude::*;

use crate::engine::character::Lang;
use crate::i18n::Key;
use crate::journal::{self, Record};
use crate::persist::{self, GameSummary, Index, SaveError};

/// A message at the top of the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// The rules refused a command (their words); `force`: the game master may force it with
    /// an override (the store keeps the command to force).
    Refused { message: String, force: bool },
    /// Storage is full: the game goes on in memory (and the journal) only; the number of its
    /// moves localStorage lacks.
    StorageFull(u64),
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
    /// The open game changed in another tab: its latest version now shows. `refused`: the move
    /// made here on the older version, not saved (in words); `again`: it can be made again on
    /// the latest.
    ChangedElsewhere {
        refused: Option<String>,
        again: bool,
    },
    /// The open game was deleted in another tab: only this screen holds it now. `refused`: a
    /// move made here since, not saved.
    DeletedElsewhere { refused: Option<String> },
}

/// Why a write of the open game was refused: another tab changed the game since this tab read
/// it (a newer version is stored), or deleted it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elsewhere {
    Changed,
    Deleted,
}

#[wasm_bindgen::prelude::wasm_bindgen(module = "/src/ui/tabs.js")]
extern "C" {
    #[wasm_bindgen(js_name = tabsPost)]
    fn tabs_post(key: &str, seq: f64, text: Option<&str>);
    #[wasm_bindgen(js_name = tabsListen)]
    fn tabs_listen(
        callback: &wasm_bindgen::closure::Closure<dyn FnMut(String, f64, Option<String>)>,
    );
}

thread_local! {
    /// Per game key: the `seq` of the version this tab last read or wrote, the one its screen
    /// builds on. A write over a newer stored version is refused.
    static BASE: std::cell::RefCell<std::collections::HashMap<String, u64>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
    /// Per game key: the newest write another tab told of, and whether it deleted the game
    /// (heard even when that tab's storage is full).
    static HEARD: std::cell::RefCell<std::collections::HashMap<String, (u64, bool)>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

fn base_of(key: &str) -> Option<u64> {
    BASE.with(|b| b.borrow().get(key).copied())
}

fn set_base(key: &str, seq: u64) {
    BASE.with(|b| b.borrow_mut().insert(key.to_string(), seq));
    // This tab's next write is numbered after the version it builds on (another tab's).
    journal::saw_seq(seq);
}

/// Tells the other tabs that `key` was written as the `seq`-th write (`text` none: deleted).
fn tell_tabs(key: &str, seq: u64, text: Option<&str>) {
    tabs_post(key, seq as f64, text);
}

/// A change another tab made to a stored game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heard {
    /// The game's id.
    pub id: String,
    /// True when the game was deleted.
    pub deleted: bool,
}

/// The signals every page shares (provided by context by each page's app): the language, the
/// list of saved games, the message at the top and whether the last write succeeded.
#[derive(Clone, Copy)]
pub struct Saves {
    pub lang: RwSignal<Lang>,
    /// The saved-games list.
    pub index: RwSignal<Index>,
    pub notice: RwSignal<Option<Notice>>,
    /// False once a write failed for lack of space, until one succeeds again.
    pub saving: RwSignal<bool>,
}

/// What the notice bar does beyond dismissing (each page provides its own by context): force
/// the refused command, and whether the page's board shows (the board then shows the message
/// beside the step it is about, not at the top).
#[derive(Clone, Copy)]
pub struct NoticeHooks {
    pub force: Callback<()>,
    pub on_board: Signal<bool>,
    /// Downloads the open game's file (none on the home page).
    pub export: Option<Callback<()>>,
    /// Makes again, on the latest version, the move another tab's change refused.
    pub again: Callback<()>,
}

/// Milliseconds since 1970.
pub fn now() -> f64 {
    web_sys::js_sys::Date::now()
}

/// Writes one game's text as the `seq`-th write: returns the result and the game's journal
/// record (none when it could not be put into text).
pub fn write_game_text(
    id: &str,
    seq: u64,
    text: Result<String, SaveError>,
) -> (Result<(), SaveError>, Option<Record>) {
    match text {
        Err(err) => (Err(err), None),
        Ok(text) => {
            let key = persist::game_key(id);
            let result = persist::write_raw(&key, &text);
            // What storage could not take is held, and read instead of its older copy.
            match result {
                Ok(()) => persist::release(&key),
                Err(_) => persist::hold(&key, seq, &text),
            }
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

impl Saves {
    pub fn new(lang: RwSignal<Lang>) -> Saves {
        Saves {
            lang,
            index: RwSignal::new(Index::default()),
            notice: RwSignal::new(None),
            saving: RwSignal::new(true),
        }
    }

    /// Reads the list of saved games. An unreadable list is returned as the error, for the
    /// recovery screen.
    pub fn load_index(&self) -> Result<(), persist::LoadError> {
        let index = persist::load_index()?;
        self.index.set(index);
        Ok(())
    }

    /// Reads again what the home page or another tab may have changed while this page was
    /// prerendered (`crate::ui::prerender`): the language (set only when it changed: every text
    /// on the screen reads it) and the list of games (its error, for the recovery screen).
    pub fn read_again(&self) -> Result<(), persist::LoadError> {
        if let Some(lang) = persist::load_lang().filter(|l| *l != self.lang.get_untracked()) {
            self.lang.set(lang);
        }
        self.load_index()
    }

    /// Says once what the journal did at start: moves it brought back, or that it is
    /// unavailable.
    pub fn greet(&self, startup: &journal::Startup) {
        if startup.restore_failed {
            self.saving.set(false);
            self.notice
                .set(Some(Notice::StorageFull(self.moves_not_stored())));
        } else if startup.recovered > 0 {
            self.notice.set(Some(Notice::Recovered(startup.recovered)));
        } else if !startup.journal {
            self.notice.set(Some(Notice::JournalOff));
        }
    }

    /// The ruleset id of a listed game.
    pub fn ruleset_of(&self, id: &str) -> Option<String> {
        self.index.with_untracked(|index| {
            index
                .games
                .iter()
                .find(|g| g.id == id)
                .map(|g| g.ruleset.clone())
        })
    }

    /// Saves the open game: its text (written as the `seq`-th write) and its line, first in
    /// the list and remembered as the open game. The list is written every time (its line holds
    /// the time of the last change). A full storage is reported and the game goes on in
    /// memory. The screens reading the list are woken only when what it shows changed.
    ///
    /// Refused, writing nothing, when another tab changed or deleted the game since this tab
    /// read it ([`Saves::newer_elsewhere`]): an older version is never written over a newer one.
    pub fn save_game(
        &self,
        id: &str,
        seq: u64,
        text: Result<String, SaveError>,
        summary: GameSummary,
    ) -> Result<(), Elsewhere> {
        if let Some(elsewhere) = self.newer_elsewhere(id) {
            return Err(elsewhere);
        }
        self.fresh_index();
        let (result, record) = write_game_text(id, seq, text);
        set_base(&persist::game_key(id), seq);
        // Told once the list is written too (the other tabs read it then).
        let told = record.as_ref().and_then(|r| r.text.clone());
        let shown_alike = self.index.with_untracked(|index| {
            index.open.as_deref() == Some(id)
                && index.games.first().is_some_and(|first| {
                    GameSummary {
                        updated: summary.updated,
                        ..first.clone()
                    } == summary
                })
        });
        self.index.update_untracked(|index| {
            index.touch(summary);
            index.open = Some(id.to_string());
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
        tell_tabs(&persist::game_key(id), seq, told.as_deref());
        self.report(result);
        Ok(())
    }

    /// Whether another tab changed the game `id` since this tab read or wrote it: a newer
    /// version in localStorage or told of by that tab, or the game gone (deleted). `None` for a
    /// game this tab has not read (a new one).
    pub fn newer_elsewhere(&self, id: &str) -> Option<Elsewhere> {
        let key = persist::game_key(id);
        let base = base_of(&key)?;
        if let Some((seq, deleted)) = HEARD.with(|h| h.borrow().get(&key).copied()) {
            if seq > base {
                return Some(if deleted {
                    Elsewhere::Deleted
                } else {
                    Elsewhere::Changed
                });
            }
        }
        match persist::stored_seq_at(&key) {
            // Never stored here, but held in memory (storage full): this tab's own.
            None if persist::is_held(&key) => None,
            None => Some(Elsewhere::Deleted),
            Some(Some(seq)) if seq > base => Some(Elsewhere::Changed),
            Some(_) => None,
        }
    }

    /// Remembers that this tab shows the version of game `id` written as the `seq`-th write
    /// (just read from storage).
    pub fn loaded(&self, id: &str, seq: u64) {
        set_base(&persist::game_key(id), seq);
    }

    /// The list as stored, when another tab wrote it since this tab did: each change to the
    /// list starts from it, so one tab's change never undoes another's (a game renamed or
    /// deleted from the home page in another tab).
    pub fn fresh_index(&self) {
        let ours = self.index.with_untracked(|index| index.seq);
        let Some(raw) = persist::read_raw(persist::INDEX_KEY) else {
            return;
        };
        if persist::stored_seq(&raw).is_some_and(|seq| seq > ours) {
            if let Ok(index) = persist::parse::<Index>(persist::INDEX_KEY, &raw) {
                self.index.set(Index {
                    schema: persist::SCHEMA,
                    ..index
                });
            }
        }
    }

    /// Listens to the changes the app's other tabs make to stored games: the list is read
    /// again, and `on_change` hears of each game changed or deleted (after this tab's copy of
    /// it is the newest: a reload reads it).
    /// Stops when the app that listens leaves the page (the home page's, when a new game starts
    /// in its place: `ui::start_here`); a page listens once at a time, a later call replacing
    /// the earlier (`tabs.js`).
    pub fn listen(&self, on_change: impl Fn(Heard) + 'static) {
        let saves = *self;
        use std::sync::atomic::{AtomicBool, Ordering};
        let alive = std::sync::Arc::new(AtomicBool::new(true));
        let gone = alive.clone();
        on_cleanup(move || gone.store(false, Ordering::Relaxed));
        let callback =
            wasm_bindgen::closure::Closure::<dyn FnMut(String, f64, Option<String>)>::new(
                move |key: String, seq: f64, text: Option<String>| {
                    if !alive.load(Ordering::Relaxed) {
                        return;
                    }
                    let seq = seq as u64;
                    let Some(id) = key.strip_prefix(persist::GAME_PREFIX).map(str::to_string)
                    else {
                        // The list, written by a tab that cannot tell (seen in localStorage).
                        if key == persist::INDEX_KEY {
                            saves.fresh_index();
                            saves.index.notify();
                        }
                        return;
                    };
                    HEARD.with(|h| {
                        let mut h = h.borrow_mut();
                        if h.get(&key).is_none_or(|(s, _)| *s < seq) {
                            h.insert(key.clone(), (seq, text.is_none()));
                        }
                    });
                    match &text {
                        // localStorage may not show it yet (or could not take it): held here.
                        Some(text) => {
                            let stored = persist::stored_seq_at(&key).flatten();
                            if stored.is_none_or(|s| s < seq) {
                                persist::hold(&key, seq, text);
                            }
                        }
                        None => persist::release(&key),
                    }
                    saves.fresh_index();
                    // Games the other tab wrote the list of may be missing from it yet.
                    saves.index.notify();
                    if base_of(&key).is_some_and(|base| base >= seq) {
                        return;
                    }
                    on_change(Heard {
                        id,
                        deleted: text.is_none(),
                    });
                },
            );
        tabs_listen(&callback);
        callback.forget();
    }

    /// The moves of the open game that localStorage lacks (held in memory and the journal).
    pub fn moves_not_stored(&self) -> u64 {
        self.index
            .with_untracked(|index| index.open.clone())
            .map_or(0, |id| persist::moves_not_stored(&persist::game_key(&id)))
    }

    /// Names a saved game of either game from the home page, which carries neither game's
    /// rules: the name is the configuration's (`game.config.name` in the stored text), so only
    /// that changes; the rest is written back as it was read. A game stored by an older
    /// schema, or unreadable, or with a newer copy in the journal that only its page can check,
    /// is left as it is, and the Storyteller is told to open it first (its page reads and saves
    /// it anew).
    pub fn rename_stored(&self, id: &str, name: &str) {
        let name: String = name.trim().chars().take(60).collect();
        let seq = journal::next_seq();
        // A newer copy waiting in the journal for the game's page is not written over.
        let key = persist::game_key(id);
        let text = persist::read_raw(&key)
            .filter(|_| !journal::deferred(&key))
            .and_then(|raw| persist::renamed_text(&raw, &name, seq));
        let Some(text) = text else {
            self.notice.set(Some(Notice::Refused {
                message: Key::RenameOpenFirst
                    .get(self.lang.get_untracked())
                    .to_string(),
                force: false,
            }));
            return;
        };
        let line = self
            .index
            .with_untracked(|index| index.games.iter().find(|g| g.id == id).cloned());
        let Some(line) = line else {
            return;
        };
        self.replace_game(id, seq, Ok(text), move |updated| GameSummary {
            name,
            updated,
            ..line
        });
    }

    /// Writes another game than the open one (renamed from the list) and its new line, in
    /// place.
    pub fn replace_game(
        &self,
        id: &str,
        seq: u64,
        text: Result<String, SaveError>,
        line: impl FnOnce(f64) -> GameSummary,
    ) {
        self.fresh_index();
        let (mut result, record) = write_game_text(id, seq, text);
        let told = record.as_ref().and_then(|r| r.text.clone());
        if base_of(&persist::game_key(id)).is_some() {
            set_base(&persist::game_key(id), seq);
        }
        let updated = self.index.with_untracked(|index| {
            index
                .games
                .iter()
                .find(|g| g.id == id)
                .map_or_else(now, |g| g.updated)
        });
        let summary = line(updated);
        self.index.update_untracked(|index| {
            if let Some(old) = index.games.iter_mut().find(|g| g.id == id) {
                *old = summary;
            }
        });
        result = result.and(self.write_index(record.into_iter().collect(), true));
        tell_tabs(&persist::game_key(id), seq, told.as_deref());
        self.index.notify();
        self.report(result);
    }

    /// Remembers `id` as the open game (not written again when it already is: a start that
    /// reopens the game left open writes nothing).
    pub fn remember_open(&self, id: &str) {
        self.fresh_index();
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

    /// No game open any more (back to the home screen; the game stays saved).
    pub fn forget_open(&self) {
        self.notice.set(None);
        self.fresh_index();
        self.index.update_untracked(|index| index.open = None);
        let result = self.write_index(Vec::new(), true);
        self.index.notify();
        self.report(result);
    }

    /// Deletes a saved game (the home screen asks for confirmation first).
    pub fn delete_game(&self, id: &str) {
        let key = persist::game_key(id);
        persist::remove(&key);
        persist::release(&key);
        self.fresh_index();
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
        let told = (tombstone.key.clone(), tombstone.seq);
        let result = self.write_index(vec![tombstone], true);
        tell_tabs(&told.0, told.1, None);
        self.index.notify();
        self.report(result);
    }

    /// A list of games that could not be read, rebuilt from the games themselves
    /// ([`persist::scan_games`]).
    pub fn rebuild_index(&self, games: Vec<GameSummary>) {
        self.index.set(Index {
            games,
            ..Index::default()
        });
        let result = self.write_index(Vec::new(), true);
        self.report(result);
    }

    /// Recovery: the unreadable data is copied aside and the original key removed. False (and
    /// said) when it could not be: the data stays where it is.
    pub fn set_aside(&self, err: &persist::LoadError) -> bool {
        match persist::set_aside(err, now()) {
            Ok(_) => true,
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
                false
            }
        }
    }

    /// Writes the list of games (numbered as a new write) to localStorage, and to the journal
    /// with `records` (written with it) in one transaction.
    pub fn write_index(&self, records: Vec<Record>, with_list: bool) -> Result<(), SaveError> {
        let open = self.index.with_untracked(|index| index.open.clone());
        remember_launch(match open {
            Some(id) => page_of(&self.ruleset_of(&id).unwrap_or_default()),
            None => "",
        });
        let text = self.journal_index(records, with_list)?;
        let result = persist::write_raw(persist::INDEX_KEY, &text);
        match result {
            Ok(()) => persist::release(persist::INDEX_KEY),
            Err(_) => {
                let seq = self.index.with_untracked(|index| index.seq);
                persist::hold(persist::INDEX_KEY, seq, &text);
            }
        }
        result
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

    /// Says how a write went: a failure stays on screen until a write succeeds again.
    pub fn report(&self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => {
                if !self.saving.get_untracked() {
                    self.saving.set(true);
                    self.notice.set(None);
                }
            }
            Err(SaveError::Full) => {
                self.saving.set(false);
                self.notice
                    .set(Some(Notice::StorageFull(self.moves_not_stored())));
            }
            Err(SaveError::Other(msg)) => {
                self.saving.set(false);
                self.notice.set(Some(Notice::StorageFailed(msg)));
            }
        }
    }

    /// Hides the message at the top, if one shows (without waking its readers otherwise).
    pub fn clear_notice(&self) {
        if self.notice.with_untracked(Option::is_some) {
            self.notice.set(None);
        }
    }
}

/// The home page's address: the saved games of both games, and "New game".
pub const HOME_PAGE: &str = "index.html";

/// The address of the page that runs games of `ruleset` (relative: the app may be served
/// under any path).
pub fn page_of(ruleset: &str) -> &'static str {
    if ruleset == <quintebourg::Quintebourg as table::Ruleset>::ID {
        "quintebourg.html"
    } else {
        "botc.html"
    }
}

/// The cache where the pages tell the service worker which page the app opens on from its
/// icon (the manifest's `start_url`, `./?launch`; `LAUNCH` in `web/sw.template.js`): not a
/// `grimoire-<version>` cache, so a new version keeps it.
const LAUNCH_CACHE: &str = "grimoire.launch";

/// Tells the service worker the page of the game left open (`""`: none, the home page), so
/// that the app opened from its icon starts that page at once instead of the home page
/// forwarding to it. Written when it changes; a cache that was never written stays unwritten
/// until a game is open. The game's page checks the list itself (`web/page-launch.js`), so a
/// record that went stale (a page closed before its write ended) only costs the forward it
/// saves; the home page's list says "none" again.
pub fn remember_launch(page: &'static str) {
    use std::cell::Cell;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::wasm_bindgen::JsCast;
    thread_local! {
        static LAST: Cell<Option<&'static str>> = const { Cell::new(None) };
    }
    if LAST.with(|last| last.replace(Some(page))) == Some(page) {
        return;
    }
    let Some(caches) = web_sys::window().and_then(|w| w.caches().ok()) else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        if page.is_empty() {
            let kept = JsFuture::from(caches.has(LAUNCH_CACHE)).await;
            if !kept.is_ok_and(|k| k.is_truthy()) {
                return;
            }
        }
        let Ok(cache) = JsFuture::from(caches.open(LAUNCH_CACHE)).await else {
            return;
        };
        let cache: web_sys::Cache = cache.unchecked_into();
        // The latest page said, whichever of two writes in flight ends last.
        let page = LAST.with(Cell::get).unwrap_or(page);
        let Ok(response) = web_sys::Response::new_with_opt_str(Some(page)) else {
            return;
        };
        let _ = JsFuture::from(cache.put_with_str("open", &response)).await;
    });
}

/// Asks the service worker to keep a game's files (`KEEP_GAME` in `web/sw.template.js`), as it
/// does when the game's page is first opened: the home page's background fetch, and a game
/// started in the home page's place (`ui::start_here`).
pub fn keep_game(ruleset: &'static str) {
    let Ok(ready) = leptos::prelude::window()
        .navigator()
        .service_worker()
        .ready()
    else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = wasm_bindgen_futures::JsFuture::from(ready).await else {
            return;
        };
        let registration: web_sys::ServiceWorkerRegistration =
            wasm_bindgen::JsCast::unchecked_into(registration);
        if let Some(worker) = registration.active() {
            let message = web_sys::js_sys::Object::new();
            let _ = web_sys::js_sys::Reflect::set(&message, &"type".into(), &"KEEP_GAME".into());
            let _ = web_sys::js_sys::Reflect::set(&message, &"game".into(), &ruleset.into());
            let _ = worker.post_message(&message);
        }
    });
}

/// Goes to another page of the app (the other game's, or the home page).
pub fn go_to_page(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(url);
    }
}

/// Goes to the home page; a seed in the address's fragment (`#seed=42`, for repeatable games)
/// goes along, for the next "New game".
pub fn go_home() {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    if hash.starts_with("#seed=") {
        go_to_page(&format!("{HOME_PAGE}{hash}"));
    } else {
        go_to_page(HOME_PAGE);
    }
}

/// Goes on to another page in this page's place in the history (the home page forwarding to
/// the game left open, or a link to its game's page): Back does not come back here only to be
/// sent on again.
pub fn forward_to_page(url: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace(url);
    }
}

/// True when the page was opened to start a new game (`?new` in its address, set by the home
/// page's or the other page's "New game"); the mark is taken out of the address so that a
/// reload does not start another one.
pub fn take_new_game_mark() -> bool {
    take_address_mark("new")
}

/// The tab's sessionStorage, through which the home page hands things to a game's page.
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

/// The sessionStorage key under which the home page hands what the journal brought back at
/// start to the game's page it forwards to, which says it.
const HANDED_STARTUP_KEY: &str = "grimoire.handed-startup";

/// The home page goes on to the page of the game left open (see [`forward_to_page`]); what its
/// start brought back from the journal goes along, to be said there (the journal has nothing
/// left to bring back when that page starts).
pub fn forward_to_game(url: &str, startup: &journal::Startup) {
    if startup.recovered > 0 || startup.restore_failed {
        if let Some(storage) = session_storage() {
            let text = format!("{} {}", startup.recovered, u8::from(startup.restore_failed));
            let _ = storage.set_item(HANDED_STARTUP_KEY, &text);
        }
    }
    forward_to_page(url);
}

/// Adds to `startup` what the home page's start brought back before forwarding here (taken
/// once).
pub fn take_handed_startup(startup: &mut journal::Startup) {
    let Some(storage) = session_storage() else {
        return;
    };
    let Some(text) = storage.get_item(HANDED_STARTUP_KEY).ok().flatten() else {
        return;
    };
    let _ = storage.remove_item(HANDED_STARTUP_KEY);
    let mut parts = text.split(' ');
    startup.recovered += parts.next().and_then(|n| n.parse().ok()).unwrap_or(0);
    startup.restore_failed |= parts.next() == Some("1");
}

/// The sessionStorage key under which the home page hands a picked file to its game's page.
const HANDED_FILE_KEY: &str = "grimoire.handed-file";

/// The home page hands a picked game file to the page of its game (`?import` in the address;
/// the text waits in sessionStorage, which lives as long as the tab). The page is the one the
/// file names by its ruleset; a file naming none, or unreadable, goes to Blood on the
/// Clocktower's page, whose import says what is wrong with it. False when sessionStorage
/// cannot hold it (the caller says so).
pub fn hand_file(text: &str) -> bool {
    #[derive(serde::Deserialize)]
    struct Peek {
        #[serde(default)]
        ruleset: Option<String>,
    }
    let ruleset = table::envelope::json_text(text)
        .ok()
        .and_then(|t| serde_json::from_str::<Peek>(t).ok())
        .and_then(|p| p.ruleset)
        .unwrap_or_default();
    let stored = session_storage().is_some_and(|s| s.set_item(HANDED_FILE_KEY, text).is_ok());
    if stored {
        go_to_page(&format!("{}?import", page_of(&ruleset)));
    }
    stored
}

/// The file the home page handed to this page (see [`hand_file`]), taken once.
pub fn take_handed_file() -> Option<String> {
    if !take_address_mark("import") {
        return None;
    }
    let storage = session_storage()?;
    let text = storage.get_item(HANDED_FILE_KEY).ok().flatten();
    let _ = storage.remove_item(HANDED_FILE_KEY);
    text
}

/// True when the page was opened for a new game ("New game" on the home page or the other
/// game's page), with nothing else to read first (no file handed over, no link in the address).
pub fn opened_for_new_game() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let search = window.location().search().unwrap_or_default();
    has_mark(&search, "new")
        && !has_mark(&search, "import")
        && matches!(
            crate::share::codec::kind_of(&crate::ui::widgets::file_transfer::fragment()),
            Err(crate::share::ShareError::NotALink) | Err(crate::share::ShareError::Empty)
        )
}

/// True when `mark` is one of the query's parts (`search`: the address's `?…`).
fn has_mark(search: &str, mark: &str) -> bool {
    search.trim_start_matches('?').split('&').any(|p| p == mark)
}

/// True when `mark` is in the address's query; the whole query is then taken out of the
/// address (without a reload or a history entry) so that a reload does not act on it again.
fn take_address_mark(mark: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    if !has_mark(&search, mark) {
        return false;
    }
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &web_sys::wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{hash}")),
        );
    }
    true
}
