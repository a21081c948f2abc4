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
//! Storyteller's say).
//!
//! Each write is one `readwrite` transaction with strict durability, built and sent in the same
//! task as the command (the put requests go out at once); the screen never waits for it to
//! commit. IndexedDB runs transactions on the same store in the order they were created, so a
//! later change can never be overwritten by an earlier one.
//!
//! The crate: `indexed_db_futures` (0.6). Of the maintained IndexedDB crates (`rexie`,
//! `indexed_db_futures`, `idb`) it is the one that lets a transaction be opened with its
//! `durability` option (`TransactionOptions::with_durability`), which this journal is for;
//! `idb` (and `rexie`, built on it) open transactions with a mode only, and web-sys has the
//! option behind its unstable-API flag. It uses the same `wasm-bindgen` and `web-sys` as the
//! app and needs no JavaScript of its own.
//!
//! If IndexedDB cannot be opened (private browsing in some browsers, storage disabled), the
//! app works as before on localStorage alone and says that durability is reduced.

pub mod merge;

use std::cell::{Cell, OnceCell};

use indexed_db_futures::database::Database;
use indexed_db_futures::prelude::*;
use indexed_db_futures::transaction::{TransactionDurability, TransactionMode, TransactionOptions};
use wasm_bindgen::JsValue;
use web_sys::js_sys::{Object, Reflect};

/// The database's name.
pub const DB_NAME: &str = "grimoire-journal";
/// Its one object store: records keyed by the localStorage key they copy.
pub const STORE: &str = "journal";
/// How long a deleted game's record is kept, in milliseconds (a day).
pub const TOMBSTONE_KEEP_MS: f64 = 24.0 * 3600.0 * 1000.0;

thread_local! {
    /// The open database, kept for the whole session (leaked once: every write's transaction
    /// borrows it from a task that outlives the caller). `None`: the journal is unavailable.
    static DB: OnceCell<Option<&'static Database>> = const { OnceCell::new() };
    /// Transactions begun and committed, for the durability test and the latency benchmark
    /// (also on `window.grimoireJournal`).
    static BEGUN: Cell<u32> = const { Cell::new(0) };
    static COMMITTED: Cell<u32> = const { Cell::new(0) };
    /// Main-thread milliseconds spent in the journal's writes (beginning them and hearing they
    /// committed), for the benchmark.
    static SPENT: Cell<f64> = const { Cell::new(0.0) };
    /// The last write's number.
    static SEQ: Cell<u64> = const { Cell::new(0) };
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
fn saw_seq(seq: u64) {
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

/// Opens the journal and writes back into localStorage what it lacks (see the module's
/// documentation); to be awaited before the app reads storage.
pub async fn start() -> Startup {
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
    let plan = merge::plan(&records, held, web_sys::js_sys::Date::now());
    let mut restore_failed = false;
    for fix in &plan.fixes {
        match fix {
            merge::Fix::Write { key, text } => {
                if crate::persist::write_raw(key, text).is_err() {
                    restore_failed = true;
                }
            }
            merge::Fix::Remove { key } => crate::persist::remove(key),
        }
    }
    remove(&plan.trim);
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

/// Opens the journal and reads every record. `Err` with the browser's reason when IndexedDB is
/// unavailable; the journal then stays off for the session (every write is a no-op).
async fn open() -> Result<Vec<Record>, String> {
    let result = open_db().await;
    let db = match result {
        Ok(db) => db,
        Err(err) => {
            DB.with(|cell| {
                let _ = cell.set(None);
            });
            return Err(err);
        }
    };
    let db: &'static Database = Box::leak(Box::new(db));
    DB.with(|cell| {
        let _ = cell.set(Some(db));
    });
    publish();
    read_all(db).await.map_err(|e| e.to_string())
}

async fn open_db() -> Result<Database, String> {
    // Some browsers throw at the mere mention of `indexedDB` in private mode.
    let window = web_sys::window().ok_or("no window")?;
    let factory = Reflect::get(&window, &"indexedDB".into()).map_err(|e| format!("{e:?}"))?;
    if factory.is_undefined() || factory.is_null() {
        return Err("IndexedDB is not available".into());
    }
    Database::open(DB_NAME)
        .with_version(1u8)
        .with_on_upgrade_needed(|_event, db| {
            if !db.object_store_names().any(|name| name == STORE) {
                db.create_object_store(STORE).build()?;
            }
            Ok(())
        })
        .await
        .map_err(|e| e.to_string())
}

async fn read_all(db: &Database) -> indexed_db_futures::Result<Vec<Record>> {
    let tx = db.transaction(STORE).build()?;
    let store = tx.object_store(STORE)?;
    let values = store.get_all::<JsValue>().primitive()?.await?;
    let mut out = Vec::new();
    for value in values {
        if let Some(record) = from_js(&value?) {
            out.push(record);
        }
    }
    Ok(out)
}

/// True when the journal is open.
pub fn available() -> bool {
    db().is_some()
}

fn db() -> Option<&'static Database> {
    DB.with(|cell| cell.get().copied().flatten())
}

/// Writes records in one strict transaction: the requests are sent now, the commit completes
/// later without anyone waiting for it. Does nothing when the journal is unavailable.
pub fn write(records: &[Record]) {
    let Some(db) = db() else {
        return;
    };
    let t0 = clock();
    if let Err(err) = begin(db, records, &[]) {
        warn(&format!("journal: could not write: {err}"));
    }
    SPENT.with(|spent| spent.set(spent.get() + clock() - t0));
}

/// Removes records (trimming at start), in one transaction.
pub fn remove(keys: &[String]) {
    let Some(db) = db() else {
        return;
    };
    if keys.is_empty() {
        return;
    }
    if let Err(err) = begin(db, &[], keys) {
        warn(&format!("journal: could not trim: {err}"));
    }
}

fn begin(
    db: &'static Database,
    records: &[Record],
    removed: &[String],
) -> indexed_db_futures::Result<()> {
    let tx = db
        .transaction(STORE)
        .with_mode(TransactionMode::Readwrite)
        .with_options(TransactionOptions::new().with_durability(TransactionDurability::Strict))
        .build()?;
    {
        let store = tx.object_store(STORE)?;
        for record in records {
            // The request goes out when built; the transaction's completion is what counts.
            drop(
                store
                    .put(to_js(record))
                    .with_key(record.key.as_str())
                    .primitive()?,
            );
        }
        for key in removed {
            drop(store.delete(key.as_str()).primitive()?);
        }
    }
    BEGUN.with(|n| n.set(n.get() + 1));
    publish();
    wasm_bindgen_futures::spawn_local(async move {
        match tx.commit().await {
            Ok(()) => {
                let t0 = clock();
                COMMITTED.with(|n| n.set(n.get() + 1));
                publish();
                SPENT.with(|spent| spent.set(spent.get() + clock() - t0));
            }
            Err(err) => warn(&format!("journal: a write did not commit: {err}")),
        }
    });
    Ok(())
}

/// `performance.now()`, in milliseconds.
fn clock() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// `window.grimoireJournal = { begun, committed, at, spent, available }`: how many writes were
/// sent and committed, when the last one committed (`performance.now()`), and the main-thread
/// milliseconds the journal has spent so far, for the tests and the benchmark.
fn publish() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let info = Object::new();
    let _ = Reflect::set(&info, &"begun".into(), &BEGUN.with(Cell::get).into());
    let _ = Reflect::set(
        &info,
        &"committed".into(),
        &COMMITTED.with(Cell::get).into(),
    );
    let at = window.performance().map_or(0.0, |p| p.now());
    let _ = Reflect::set(&info, &"at".into(), &at.into());
    let _ = Reflect::set(&info, &"spent".into(), &SPENT.with(Cell::get).into());
    let _ = Reflect::set(&info, &"available".into(), &available().into());
    let _ = Reflect::set(&window, &"grimoireJournal".into(), &info);
}

fn warn(message: &str) {
    web_sys::console::warn_1(&message.into());
}

fn to_js(record: &Record) -> JsValue {
    let obj = Object::new();
    let _ = Reflect::set(&obj, &"key".into(), &record.key.as_str().into());
    let _ = Reflect::set(&obj, &"seq".into(), &(record.seq as f64).into());
    let text = record
        .text
        .as_deref()
        .map_or(JsValue::NULL, JsValue::from_str);
    let _ = Reflect::set(&obj, &"text".into(), &text);
    let _ = Reflect::set(&obj, &"time".into(), &record.time.into());
    obj.into()
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
