//! The durable journal: a copy in IndexedDB of every write the app makes to its games, so that
//! a browser killed without warning loses no move.
//!
//! localStorage stays the games' home (`crate::persist`): the app and its tests read it, and it
//! is read synchronously at start. But Chromium writes localStorage to disk only 5 s after a
//! session's first change and then at most once a minute; a killed browser (a phone that kills
//! a backgrounded app, a flat battery, a crash) loses everything saved in between. An
//! IndexedDB transaction committed with `durability: "strict"` is on disk when it completes.
//!
//! What the journal holds: one record per localStorage key it covers (`grimoire.index` and
//! each `grimoire.game.<id>`), written with every change of that key: the key, the exact text
//! written to localStorage (none for a deleted game), the write's `seq` ([`next_seq`]: every
//! write of the app is numbered in order, and the text carries its number, so a stored value
//! and its record can be put in order), and the time. A game's record therefore holds its
//! whole command log and redo stack: every command, undo, redo, rename and deletion is
//! journalled by the record written with it, and recovery needs no replay logic of its own.
//!
//! Bounded: one record per saved game plus the list, each overwritten by the next write. A
//! deleted game's record (its tombstone, which deletes it again at start should localStorage
//! have lost the deletion) is dropped a day after the deletion: no event tells when
//! localStorage reaches disk, but a running browser writes it within a minute, so a day is
//! far beyond it. A live game's record goes with the game.
//!
//! On start ([`open`]), a record newer than the value in localStorage (a higher `seq`, or no
//! value at all) is written back to localStorage before the app reads it, and the moves it
//! brings back are counted for a one-time notice. A value in localStorage that does not parse
//! is left alone (the recovery screen shows it; nothing is overwritten without the
//! Storyteller's say). A record is written back only once it parses and, for a game, replays
//! through its rules on this page ([`reads_on_page`]): a newer record that does not is never
//! written over what localStorage holds; both are kept, and the recovery screen shows them
//! ([`take_damaged`]). A game of the other page's rules is left in the journal for that page
//! ([`deferred`]).
//!
//! The writes of one command (the game and the list) go in one `readwrite` transaction with
//! strict durability, begun and sent in the same task as the command (the put requests go out
//! at once); the screen never waits for it to commit. IndexedDB runs transactions on the same
//! store in the order they were created, so a later change can never be overwritten by an
//! earlier one.
//!
//! The IndexedDB calls themselves are a small JavaScript module, `journal.js`, bound here with
//! `wasm_bindgen(module)` (Trunk ships it beside the app's script). The first version went
//! through the `indexed_db_futures` crate (0.6, chosen as the maintained crate that can open a
//! transaction with its `durability` option); measured at 4× CPU throttling, a tap's journal
//! work through it took 1.7 to 2.5 ms of main thread (a future, closures, and JS objects built
//! property by property for every transaction) against 1.0 to 1.5 ms through the module, whose
//! floor is IndexedDB's own (see the figures in `docs/performance.md`). The module also starts opening the
//! database when the page loads it, while the WebAssembly is still downloading and compiling,
//! rather than after the app has started.
//!
//! If IndexedDB cannot be opened (private browsing in some browsers, storage disabled), the
//! app works as before on localStorage alone and says that durability is reduced.

pub mod merge;

use std::cell::{Cell, RefCell};

use wasm_bindgen::prelude::*;
use web_sys::js_sys::{Array, Promise, Reflect};

/// The database's name (also in `journal.js`).
pub const DB_NAME: &str = "grimoire-journal";
/// How long a deleted game's record is kept, in milliseconds (a day).
pub const TOMBSTONE_KEEP_MS: f64 = 24.0 * 3600.0 * 1000.0;

#[wasm_bindgen(module = "/src/journal/journal.js")]
extern "C" {
    /// Every record, or a string saying why IndexedDB cannot be used.
    #[wasm_bindgen(js_name = journalOpen)]
    fn js_open() -> Promise;
    /// Writes one record in this task's strict transaction; false when the journal is off or
    /// the browser refused it.
    #[wasm_bindgen(js_name = journalPut)]
    fn js_put(key: &str, seq: f64, text: Option<&str>, time: f64) -> bool;
    /// Removes one record, in this task's transaction.
    #[wasm_bindgen(js_name = journalDelete)]
    fn js_delete(key: &str);
    /// Adds main-thread milliseconds to the journal's count (`window.grimoireJournal.spent`).
    #[wasm_bindgen(js_name = journalSpent)]
    fn js_spent(ms: f64);
}

thread_local! {
    /// True once the journal is open; false: the app runs on localStorage alone.
    static OPEN: Cell<bool> = const { Cell::new(false) };
    /// The last write's number.
    static SEQ: Cell<u64> = const { Cell::new(0) };
    /// Newer records found at start that do not read, for the recovery screen.
    static DAMAGED: RefCell<Vec<merge::Damaged>> = const { RefCell::new(Vec::new()) };
    /// Keys whose newer record waits for the page of its game's rules.
    static DEFERRED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The first newer record found at start that does not read, as the recovery screen shows
/// it: never written back, kept in the journal until the game master sets it aside or deletes
/// it ([`drop_copy`]).
pub fn next_damaged() -> Option<crate::persist::LoadError> {
    DAMAGED.with(|d| {
        d.borrow().first().map(|d| crate::persist::LoadError {
            key: d.key.clone(),
            raw: d.text.clone(),
            problem: crate::persist::Problem::NewerCopy(d.why.clone()),
            units: None,
        })
    })
}

/// True when the journal holds a newer copy of `key` that this page left for the page of its
/// game (what localStorage holds under it is then behind).
pub fn deferred(key: &str) -> bool {
    DEFERRED.with(|d| d.borrow().iter().any(|k| k == key))
}

/// Removes the journal's copy of `key` (a damaged copy set aside or deleted from the recovery
/// screen); what localStorage holds under it stays.
pub fn drop_copy(key: &str) {
    DAMAGED.with(|d| d.borrow_mut().retain(|d| d.key != key));
    remove(&[key.to_string()]);
}

/// Whether a record's text reads on the page of the rules `own` (empty: the home page, which
/// carries no rules): the list of games when it parses; a game of `own`'s rules when `replay`
/// reads it (parsed and replayed through the rules); a game of other rules is left to its page,
/// and a text that names no game at all does not read.
pub fn reads_on_page(
    key: &str,
    text: &str,
    own: &str,
    replay: impl Fn(&str, &str) -> Result<(), crate::persist::LoadError>,
) -> merge::Reads {
    use crate::persist;
    let verdict = |result: Result<(), persist::LoadError>| match result {
        Ok(()) => merge::Reads::Yes,
        Err(err) => merge::Reads::No(match err.problem {
            persist::Problem::Unreadable(why) | persist::Problem::NewerCopy(why) => why,
            persist::Problem::Future(v) => format!("written by a newer version (schema {v})"),
        }),
    };
    if key == persist::INDEX_KEY {
        return verdict(persist::parse::<persist::Index>(key, text).map(|_| ()));
    }
    if !key.starts_with(persist::GAME_PREFIX) {
        return merge::Reads::Yes;
    }
    match persist::stored_ruleset(text) {
        None => merge::Reads::No(match serde_json::from_str::<serde_json::Value>(text) {
            Err(err) => err.to_string(),
            Ok(_) => "no game in it".into(),
        }),
        Some(ruleset) if !own.is_empty() && ruleset == own => verdict(replay(key, text)),
        Some(_) => merge::Reads::Unknown,
    }
}

/// The number of the next write: more than any write before it in this session or found in
/// storage at start, and at least the clock's milliseconds, so that it goes on growing from one
/// session to the next.
pub fn next_seq() -> u64 {
    let now = web_sys::js_sys::Date::now() as u64;
    SEQ.with(|seq| {
        let next = (seq.get() + 1).max(now);
        seq.set(next);
        next
    })
}

/// Makes every later [`next_seq`] greater than `seq` (one found in storage).
pub fn saw_seq(seq: u64) {
    SEQ.with(|cell| cell.set(cell.get().max(seq)));
}

/// What the start-up found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Startup {
    /// False when IndexedDB could not be opened: the app runs on localStorage alone.
    pub journal: bool,
    /// Moves the journal brought back into localStorage (0: nothing was missing).
    pub recovered: u64,
    /// True when something could not be written back (storage full): the journal keeps it.
    pub restore_failed: bool,
}

/// Opens the journal and writes back into localStorage what it lacks and what `reads` (see
/// [`reads_on_page`]) says reads (see the module's documentation); to be awaited before the app
/// reads storage.
pub async fn start(reads: impl Fn(&str, &str) -> merge::Reads) -> Startup {
    start_or_wait(|key, text| Some(reads(key, text)), async {}).await
}

/// [`start`], with a `reads` that may not be able to tell yet (`None`: the code that reads a
/// game has not come): when the plan needs such an answer, `ready` is awaited and the plan made
/// again; otherwise the start does not wait for it.
pub async fn start_or_wait(
    reads: impl Fn(&str, &str) -> Option<merge::Reads>,
    ready: impl std::future::Future<Output = ()>,
) -> Startup {
    let records = match open().await {
        Ok(records) => records,
        Err(err) => {
            warn(&format!("journal: IndexedDB is not available: {err}"));
            return Startup::default();
        }
    };
    let held = |key: &str| match crate::persist::read_raw(key) {
        None => merge::Held::Absent,
        Some(text) => match crate::persist::stored_seq(&text) {
            Some(seq) => {
                saw_seq(seq);
                merge::Held::Value { seq, text }
            }
            None => merge::Held::Unreadable,
        },
    };
    for record in &records {
        saw_seq(record.seq);
    }
    let unsure = std::cell::Cell::new(false);
    let mut plan = merge::plan(
        &records,
        held,
        |key, text| {
            reads(key, text).unwrap_or_else(|| {
                unsure.set(true);
                merge::Reads::Unknown
            })
        },
        web_sys::js_sys::Date::now(),
    );
    if unsure.get() {
        ready.await;
        plan = merge::plan(
            &records,
            held,
            |key, text| reads(key, text).unwrap_or(merge::Reads::Unknown),
            web_sys::js_sys::Date::now(),
        );
    }
    let mut restore_failed = false;
    for fix in &plan.fixes {
        match fix {
            merge::Fix::Write { key, text } => {
                if crate::persist::write_raw(key, text).is_err() {
                    restore_failed = true;
                    // Storage is full: the page reads the journal's newer copy instead, and
                    // builds on it, so the journal's moves are never written over.
                    let seq = crate::persist::stored_seq(text).unwrap_or(0);
                    crate::persist::hold(key, seq, text);
                }
            }
            merge::Fix::Remove { key } => crate::persist::remove(key),
        }
    }
    remove(&plan.trim);
    DAMAGED.with(|d| *d.borrow_mut() = plan.damaged);
    DEFERRED.with(|d| *d.borrow_mut() = plan.deferred);
    Startup {
        journal: true,
        recovered: if restore_failed { 0 } else { plan.moves },
        restore_failed,
    }
}

/// One record of the journal.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The localStorage key it copies.
    pub key: String,
    /// The write's number ([`next_seq`]), also written in the text.
    pub seq: u64,
    /// The text written to localStorage; `None` when the key was removed (a deleted game).
    pub text: Option<String>,
    /// When it was written, in milliseconds since 1970.
    pub time: f64,
}

/// Opens the journal (begun by `journal.js` as the page loaded) and reads every record. `Err`
/// with the browser's reason when IndexedDB is unavailable; the journal then stays off for the
/// session (every write is a no-op).
async fn open() -> Result<Vec<Record>, String> {
    let found = wasm_bindgen_futures::JsFuture::from(js_open())
        .await
        .map_err(|e| format!("{e:?}"))?;
    if let Some(reason) = found.as_string() {
        return Err(reason);
    }
    OPEN.with(|open| open.set(true));
    Ok(Array::from(&found)
        .iter()
        .filter_map(|value| from_js(&value))
        .collect())
}

/// True when the journal is open.
pub fn available() -> bool {
    OPEN.with(Cell::get)
}

/// Writes records in this task's strict transaction: the requests are sent now, the commit
/// completes later without anyone waiting for it. Does nothing when the journal is unavailable.
pub fn write(records: &[Record]) {
    if !available() {
        return;
    }
    let t0 = clock();
    for record in records {
        js_put(
            &record.key,
            record.seq as f64,
            record.text.as_deref(),
            record.time,
        );
    }
    js_spent(clock() - t0);
}

/// `performance.now()`, in milliseconds (the `Performance` object is looked up once: each
/// lookup crosses to JavaScript twice, and this runs twice a tap).
fn clock() -> f64 {
    thread_local! {
        static PERFORMANCE: Option<web_sys::Performance> =
            web_sys::window().and_then(|w| w.performance());
    }
    PERFORMANCE.with(|p| p.as_ref().map_or(0.0, |p| p.now()))
}

/// Removes records (trimming at start), in one transaction.
pub fn remove(keys: &[String]) {
    if !available() {
        return;
    }
    for key in keys {
        js_delete(key);
    }
}

fn warn(message: &str) {
    web_sys::console::warn_1(&message.into());
}

fn from_js(value: &JsValue) -> Option<Record> {
    let get = |name: &str| Reflect::get(value, &name.into()).ok();
    Some(Record {
        key: get("key")?.as_string()?,
        seq: get("seq")?.as_f64()? as u64,
        text: get("text").and_then(|v| v.as_string()),
        time: get("time").and_then(|v| v.as_f64()).unwrap_or(0.0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::command::Command;
    use crate::engine::game::{Game, GameConfig};
    use crate::persist::{self, StoredGame, UiState};
    use merge::Reads;

    fn botc(key: &str, text: &str) -> Reads {
        reads_on_page(key, text, "botc", |k, t| {
            persist::parse::<StoredGame>(k, t).map(|_| ())
        })
    }

    /// A record reads when it parses and replays on its own game's page; a game of the other
    /// rules waits for its page, and the home page (no rules) checks only the list.
    #[test]
    fn a_record_reads_only_when_it_parses_and_replays_here() {
        let mut game = Game::new(GameConfig {
            seed: 4,
            name: String::new(),
        });
        for name in ["A", "B", "C", "D", "E"] {
            game.apply(Command::AddPlayer { name: name.into() })
                .unwrap();
        }
        let text = persist::game_text(&game, &UiState::default(), 9).unwrap();
        assert_eq!(botc("grimoire.game.a", &text), Reads::Yes);
        // Starting with no characters handed out: the rules refuse it on replay.
        let refused = text.replacen(r#""log":["#, r#""log":[{"type":"start_game"},"#, 1);
        assert_ne!(refused, text);
        assert!(matches!(botc("grimoire.game.a", &refused), Reads::No(_)));
        assert!(matches!(
            botc("grimoire.game.a", "{\"schema\":2,"),
            Reads::No(_)
        ));
        assert!(matches!(
            botc("grimoire.game.a", "{\"schema\":2}"),
            Reads::No(_)
        ));
        let qb = quintebourg::Game::new(quintebourg::QbConfig::default());
        let qb = persist::game_text(&qb, &serde_json::json!({}), 3).unwrap();
        assert_eq!(botc("grimoire.game.q", &qb), Reads::Unknown);
        let index = serde_json::to_string(&persist::Index::default()).unwrap();
        assert_eq!(botc(persist::INDEX_KEY, &index), Reads::Yes);
        assert!(matches!(botc(persist::INDEX_KEY, "[1]"), Reads::No(_)));
        let home = |key: &str, text: &str| reads_on_page(key, text, "", |_, _| Ok(()));
        assert_eq!(home("grimoire.game.a", &refused), Reads::Unknown);
        assert_eq!(home(persist::INDEX_KEY, &index), Reads::Yes);
    }
}
