//! What Grimoire keeps in the browser's localStorage. Every key the app writes is named here.
//!
//! - `grimoire.lang`: the interface language;
//! - `grimoire.index`: the list of saved games (one summary each) and the game left open;
//! - `grimoire.game.<id>`: one game: the engine's saved form (configuration, command log and
//!   the commands that can be redone) and what the screens were showing;
//! - `grimoire.aside.<time>.<key>`: data that could not be read, set aside by the Storyteller
//!   from the recovery screen instead of being deleted.
//!
//! Every stored game and the list also carry `seq`, the number of the write that wrote them
//! (`crate::journal::next_seq`), so that at start the journal's copy in IndexedDB and the value
//! here can be put in order (`crate::journal`, which writes a newer copy back here).
//!
//! Every stored object carries [`SCHEMA`]. Data that does not parse, or that a newer Grimoire
//! wrote, is reported as a [`LoadError`] holding the raw text: it is never overwritten without
//! the Storyteller's say.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use crate::engine::character::Lang;
use crate::engine::command::{Assignment, Command};
use crate::engine::game::{Botc, Game, Summary};
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use table::Ruleset;

/// Storage key of the interface language.
pub const LANG_KEY: &str = "grimoire.lang";
/// Storage key of the list of saved games.
pub const INDEX_KEY: &str = "grimoire.index";
/// Prefix of the key of one saved game.
pub const GAME_PREFIX: &str = "grimoire.game.";
/// Prefix of the keys of data set aside from the recovery screen.
pub const ASIDE_PREFIX: &str = "grimoire.aside.";
/// The version of the stored format written by this build. Schema 2: each game names its
/// ruleset, in the game itself (`"ruleset"`, written by the core's `Game`) and in its line of
/// the saved-games list. Schema 1 data (no ruleset: Blood on the Clocktower) is still read.
pub const SCHEMA: u32 = 2;

/// The storage key of a game.
pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// The screen a game is showing; saved so that a reload comes back to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Screen {
    /// Players, seats and the script.
    #[default]
    SetupPlayers,
    /// The characters: random draw or by hand.
    SetupCharacters,
    /// Bluffs, red herring and a last look before the game.
    SetupReview,
    /// Passing the phone round so each player sees their character.
    Bag,
    /// The grimoire: the players around the circle.
    Board,
    /// The log in plain words.
    History,
    /// The game record: night by night, each day's votes, the winner; printable.
    Record,
}

/// What the screens of one game remember besides the game itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct UiState {
    /// The screen showing.
    pub screen: Screen,
    /// The players who have already looked into the bag.
    #[serde(default)]
    pub bag_done: Vec<PlayerId>,
    /// What each of them saw (the character they believe they are): a player counts as done
    /// only while that is still what the bag would show, so a new draw sends them back to it.
    /// Saves without it count every player of `bag_done` as done.
    #[serde(default)]
    pub bag_saw: Vec<(PlayerId, String)>,
    /// The characters being picked, before they are handed out (`character` empty: none yet).
    #[serde(default)]
    pub draft: Vec<Assignment>,
    /// How many random draws were asked for (each one gives a new draw from the game's seed).
    #[serde(default)]
    pub draws: u32,
}

/// One saved game as stored under [`game_key`].
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StoredGame {
    pub schema: u32,
    /// The write's place in the order of every write of the app (`crate::journal::next_seq`;
    /// the journal's copy carries it too, so that the newer of the two is known at start). 0
    /// before the journal.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub seq: u64,
    /// The engine's saved form (`docs/log-format.md`), with its redo stack.
    pub game: Game,
    /// Commands undone and not yet redone, the next one to redo last, as earlier builds wrote
    /// them beside the game (the engine now saves them in the game itself). Read, never
    /// written.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo: Vec<Command>,
    #[serde(default)]
    pub ui: UiState,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// The ruleset of a line written before lines named it.
fn botc_ruleset() -> String {
    Botc::ID.to_string()
}

/// A line of the saved-games list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub id: String,
    /// The game's ruleset id (`botc`); absent in schema 1, where every game was one.
    #[serde(default = "botc_ruleset")]
    pub ruleset: String,
    /// The script's id (`tb`, `bmr`, `snv`) or `custom`.
    pub script: String,
    /// The name the Storyteller gave the game (its configuration's), if any.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    pub players: usize,
    /// Where a Blood on the Clocktower game is (`Setup` on the lines of other games, which say
    /// where they are in a field of their own).
    #[serde(default)]
    pub phase: Phase,
    /// Where a Quinte-bourg game is (absent on other games' lines).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quintebourg: Option<QbLine>,
    /// Last change, in milliseconds since 1970.
    pub updated: f64,
}

/// Where a Quinte-bourg game is, for its line of the saved-games list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QbLine {
    pub stage: QbStage,
    /// The number of the night or day (0 in setup).
    pub n: u16,
    /// The weekday of that night or day (none in setup).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weekday: Option<quintebourg::model::Weekday>,
    /// Players alive.
    pub alive: usize,
}

/// The part of a Quinte-bourg game a list line names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QbStage {
    Setup,
    Night,
    Day,
    Over,
}

/// The list of saved games, stored under [`INDEX_KEY`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Index {
    pub schema: u32,
    /// The write's place in the order of every write (see [`StoredGame::seq`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub seq: u64,
    /// Most recently changed first.
    pub games: Vec<GameSummary>,
    /// The game on screen when the app was last used (none: the home screen).
    #[serde(default)]
    pub open: Option<String>,
}

impl Default for Index {
    fn default() -> Self {
        Index {
            schema: SCHEMA,
            games: Vec::new(),
            open: None,
            seq: 0,
        }
    }
}

impl Index {
    /// Puts the game's summary first (replacing its old one).
    pub fn touch(&mut self, summary: GameSummary) {
        self.games.retain(|g| g.id != summary.id);
        self.games.insert(0, summary);
    }
}

/// Why stored data could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// It does not parse, or the game in it is refused by the rules.
    Unreadable(String),
    /// A newer version of Grimoire wrote it.
    Future(u32),
    /// The journal's copy, newer than what localStorage holds under the key, does not read
    /// (why): `raw` is that copy, and localStorage's own value is left as it was.
    NewerCopy(String),
}

/// Stored data that could not be used, with its raw text so that nothing is lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub key: String,
    pub raw: String,
    pub problem: Problem,
    /// The stored value's exact UTF-16 code units when it is not valid Unicode (a lone
    /// surrogate): `raw` is then a copy with U+FFFD in their place, and these are what is
    /// downloaded and set aside.
    pub units: Option<Vec<u16>>,
}

/// Why a write failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// The browser's storage is full (QuotaExceededError).
    Full,
    /// Storage is disabled or failed otherwise.
    Other(String),
}

/// Parses stored text: the schema version is checked first, so that data from a newer build is
/// reported as such rather than as garbage.
pub fn parse<T: for<'de> Deserialize<'de>>(key: &str, raw: &str) -> Result<T, LoadError> {
    let fail = |problem| LoadError {
        key: key.to_string(),
        raw: raw.to_string(),
        problem,
        units: None,
    };
    // Only the version is read first (the rest is skipped, not built into a tree), then the
    // text is read once more into its type: cheaper at start than a tree read twice.
    #[derive(Deserialize)]
    struct Version {
        #[serde(default)]
        schema: Option<serde_json::Value>,
    }
    let version: Version =
        serde_json::from_str(raw).map_err(|e| fail(Problem::Unreadable(e.to_string())))?;
    let schema = version.schema.as_ref().and_then(|s| s.as_u64());
    // (A list rather than an object would pass for a version.)
    let schema = schema.filter(|_| raw.trim_start().starts_with('{'));
    match schema {
        Some(v) if v > SCHEMA as u64 => return Err(fail(Problem::Future(v as u32))),
        Some(_) => {}
        None => return Err(fail(Problem::Unreadable("no schema version".into()))),
    }
    serde_json::from_str(raw).map_err(|e| fail(Problem::Unreadable(e.to_string())))
}

/// The summary of a game for the saved-games list.
pub fn summary(id: &str, game: &Game, updated: f64) -> GameSummary {
    let Summary {
        script,
        players,
        phase,
    } = game.summary();
    GameSummary {
        id: id.to_string(),
        ruleset: Botc::ID.to_string(),
        script,
        name: game.config().name.clone(),
        players,
        phase,
        quintebourg: None,
        updated,
    }
}

/// The line of a Quinte-bourg game in the saved-games list.
pub fn qb_summary(id: &str, game: &quintebourg::Game, updated: f64) -> GameSummary {
    use quintebourg::calendar;
    use quintebourg::state::Phase as QbPhase;
    let state = game.state();
    let (stage, n, weekday) = match &state.phase {
        QbPhase::Empty | QbPhase::Setup => (QbStage::Setup, 0, None),
        QbPhase::Night(night) => (
            QbStage::Night,
            night.n,
            Some(calendar::weekday_of_night(state, night.n)),
        ),
        QbPhase::Day(day) => (
            QbStage::Day,
            day.n,
            Some(calendar::day_weekday(state, day.n)),
        ),
        QbPhase::Over => (QbStage::Over, state.night_n, None),
    };
    GameSummary {
        id: id.to_string(),
        ruleset: <quintebourg::Quintebourg as Ruleset>::ID.to_string(),
        script: String::new(),
        name: game.config().name.clone(),
        players: state.players.len(),
        phase: Phase::Setup,
        quintebourg: Some(QbLine {
            stage,
            n,
            weekday,
            alive: state.living().len(),
        }),
        updated,
    }
}

/// The ruleset id a stored game's text names (`botc` when it names none: saves from before
/// ids), without replaying it.
pub fn stored_ruleset(raw: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Peek {
        game: PeekGame,
    }
    #[derive(Deserialize)]
    struct PeekGame {
        #[serde(default)]
        ruleset: Option<String>,
    }
    let peek: Peek = serde_json::from_str(raw).ok()?;
    Some(peek.game.ruleset.unwrap_or_else(botc_ruleset))
}

/// The line of a stored Blood on the Clocktower game (for [`scan_games`]).
pub fn botc_line(id: &str, key: &str, raw: &str, now: f64) -> Option<GameSummary> {
    let stored: StoredGame = parse(key, raw).ok()?;
    Some(summary(id, &stored.game, now))
}

/// The game and its screens' state from a stored game. The redo stack comes with the game; a
/// save from an earlier build kept it beside the game instead, and it is put back from there
/// (each command is checked only when it is redone).
pub fn restore(stored: StoredGame) -> (Game, UiState) {
    let StoredGame { game, redo, ui, .. } = stored;
    if redo.is_empty() || game.can_redo() {
        return (game, ui);
    }
    (game.with_redo(redo), ui)
}

/// The `seq` of a stored value (a game or the list) this build can read: 0 when written before
/// the journal, `None` when it does not parse or a newer build wrote it.
pub fn stored_seq(raw: &str) -> Option<u64> {
    // This build writes `schema` and `seq` first: read them without parsing the whole game
    // (at start, for every stored game).
    if let Some((schema, seq)) = leading_seq(raw) {
        return (schema <= SCHEMA as u64).then_some(seq);
    }
    #[derive(Deserialize)]
    struct Mark {
        schema: u64,
        #[serde(default)]
        seq: u64,
    }
    let mark: Mark = serde_json::from_str(raw).ok()?;
    (mark.schema <= SCHEMA as u64).then_some(mark.seq)
}

/// `{"schema":N,"seq":M,` at the start of a stored text: `(N, M)`.
fn leading_seq(raw: &str) -> Option<(u64, u64)> {
    let rest = raw.strip_prefix("{\"schema\":")?;
    let end = rest.find(|c: char| !c.is_ascii_digit())?;
    let schema = rest[..end].parse().ok()?;
    let rest = rest[end..].strip_prefix(",\"seq\":")?;
    let end = rest.find(|c: char| !c.is_ascii_digit())?;
    let seq = rest[..end].parse().ok()?;
    rest[end..].starts_with([',', '}']).then_some((schema, seq))
}

/// The commands that can be redone, the next one last.
pub fn redo_stack(game: &Game) -> Vec<Command> {
    game.redo_stack().to_vec()
}

// ---- The browser's storage ----

thread_local! {
    /// The storage object, asked for once (through `gloo-storage`): every command is saved, and
    /// asking the window for it each time costs more than the write of a small game.
    static STORAGE: std::cell::OnceCell<Option<web_sys::Storage>> = const { std::cell::OnceCell::new() };
}

fn storage() -> Option<web_sys::Storage> {
    STORAGE.with(|cell| {
        cell.get_or_init(|| {
            // `LocalStorage::raw` panics when storage is disabled: ask the window first.
            web_sys::window()?.local_storage().ok().flatten()?;
            Some(LocalStorage::raw())
        })
        .clone()
    })
}

thread_local! {
    /// Texts this tab holds for keys whose newest version localStorage lacks, each with its
    /// `seq`: a write storage refused (full), the journal's newer copy storage could not take
    /// back at start, or another tab's change heard before this tab's localStorage shows it.
    /// Read in place of localStorage's older value, so nothing newer is ever built over.
    static HELD: std::cell::RefCell<std::collections::HashMap<String, (u64, String)>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// Holds `text` (the `seq`-th write) for `key` while localStorage cannot (see [`read_raw`]);
/// an older text never replaces a newer one held.
pub fn hold(key: &str, seq: u64, text: &str) {
    HELD.with(|held| {
        let mut held = held.borrow_mut();
        if held.get(key).is_none_or(|(s, _)| *s <= seq) {
            held.insert(key.to_string(), (seq, text.to_string()));
        }
    });
}

/// Forgets what is held for `key` (localStorage has it now, or it was deleted).
pub fn release(key: &str) {
    HELD.with(|held| held.borrow_mut().remove(key));
}

/// True when this tab holds a text for `key` that localStorage lacks.
pub fn is_held(key: &str) -> bool {
    HELD.with(|held| held.borrow().contains_key(key))
}

/// The text localStorage itself holds under a key (never what this tab holds).
pub fn read_stored(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// The `seq` of what localStorage holds under `key`, read from the start of its text without
/// copying the whole game out of the browser (a check before each write): `None` when nothing
/// is stored there, `Some(None)` when this build cannot read it.
pub fn stored_seq_at(key: &str) -> Option<Option<u64>> {
    use web_sys::js_sys::{Function, JsString, Reflect};
    use web_sys::wasm_bindgen::JsCast;
    let store = storage()?;
    let get = Reflect::get(&store, &"getItem".into())
        .ok()?
        .dyn_into::<Function>()
        .ok()?;
    let text = get
        .call1(&store, &key.into())
        .ok()?
        .dyn_into::<JsString>()
        .ok()?;
    let head = String::from(text.slice(0, 64));
    if let Some((schema, seq)) = leading_seq(&head) {
        return Some((schema <= SCHEMA as u64).then_some(seq));
    }
    Some(stored_seq(&String::from(text)))
}

/// The newest text for a key: localStorage's, or the one this tab holds when it is newer
/// ([`hold`]).
pub fn read_raw(key: &str) -> Option<String> {
    let stored = read_stored(key);
    let Some((seq, text)) = HELD.with(|held| held.borrow().get(key).cloned()) else {
        return stored;
    };
    match stored.as_deref().and_then(stored_seq) {
        Some(found) if found >= seq => {
            release(key);
            stored
        }
        _ => Some(text),
    }
}

/// The moves of the game under `key` that only this tab holds (in memory and in the journal),
/// not localStorage: 0 when it holds none.
pub fn moves_not_stored(key: &str) -> u64 {
    let Some((_, text)) = HELD.with(|held| held.borrow().get(key).cloned()) else {
        return 0;
    };
    crate::journal::merge::moves_between(read_stored(key).as_deref(), &text)
}

/// Writes raw text under a key, telling a full storage apart from other failures.
pub fn write_raw(key: &str, value: &str) -> Result<(), SaveError> {
    let Some(store) = storage() else {
        return Err(SaveError::Other("localStorage is not available".into()));
    };
    store.set_item(key, value).map_err(|err| write_error(&err))
}

/// A full storage told apart from other failures of a write.
fn write_error(err: &web_sys::wasm_bindgen::JsValue) -> SaveError {
    let name = web_sys::js_sys::Reflect::get(err, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
        SaveError::Full
    } else {
        SaveError::Other(format!("{name} {err:?}"))
    }
}

/// Removes a key.
pub fn remove(key: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(key);
    }
}

/// Every key in storage starting with `prefix`.
pub fn keys_with(prefix: &str) -> Vec<String> {
    let Some(store) = storage() else {
        return Vec::new();
    };
    let len = store.length().unwrap_or(0);
    (0..len)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// The saved interface language, if any and readable.
pub fn load_lang() -> Option<Lang> {
    storage()?;
    LocalStorage::get(LANG_KEY).ok()
}

/// Saves the interface language. A failure (storage full or disabled) is returned, not hidden.
pub fn save_lang(lang: Lang) -> Result<(), String> {
    if storage().is_none() {
        return Err("localStorage is not available".into());
    }
    LocalStorage::set(LANG_KEY, lang).map_err(|e| e.to_string())
}

/// The list of saved games: empty when there is none yet, an error when it cannot be read.
pub fn load_index() -> Result<Index, LoadError> {
    match read_raw(INDEX_KEY) {
        None => Ok(Index::default()),
        // An older list is written back in this build's schema.
        Some(raw) => parse(INDEX_KEY, &raw)
            .map(|index: Index| Index {
                schema: SCHEMA,
                ..index
            })
            .map_err(with_units),
    }
}

/// The text stored for the list of saved games.
pub fn index_text(index: &Index) -> Result<String, SaveError> {
    serde_json::to_string(index).map_err(|e| SaveError::Other(e.to_string()))
}

/// One saved game (a [`StoredGame`], or another game's stored form); `Ok(None)` when there is
/// none under that id.
pub fn load_game<T: for<'de> Deserialize<'de>>(id: &str) -> Result<Option<T>, LoadError> {
    let key = game_key(id);
    match read_raw(&key) {
        None => Ok(None),
        Some(raw) => parse(&key, &raw).map(Some).map_err(with_units),
    }
}

/// The text stored for one game (the game brings its own redo stack) and what its screens
/// remember, written as the app's `seq`-th write. Any game's: the core's `Game` names its
/// ruleset.
pub fn game_text<G: Serialize, U: Serialize>(
    game: &G,
    ui: &U,
    seq: u64,
) -> Result<String, SaveError> {
    #[derive(Serialize)]
    struct Out<'a, G, U> {
        schema: u32,
        // Second, so that `stored_seq` finds it without parsing the game.
        #[serde(skip_serializing_if = "is_zero")]
        seq: u64,
        game: &'a G,
        ui: &'a U,
    }
    let out = Out {
        schema: SCHEMA,
        game,
        ui,
        seq,
    };
    serde_json::to_string(&out).map_err(|e| SaveError::Other(e.to_string()))
}

/// A stored game's text (of either game, this schema) with its configuration's name set to
/// `name` and numbered as the `seq`-th write; everything else as it was. `None` when the text
/// does not parse, was written by another schema, or holds no configuration.
pub fn renamed_text(raw: &str, name: &str, seq: u64) -> Option<String> {
    let mut stored: serde_json::Value = serde_json::from_str(raw).ok()?;
    if stored.get("schema")?.as_u64()? != u64::from(SCHEMA) {
        return None;
    }
    stored
        .pointer_mut("/game/config")?
        .as_object_mut()?
        .insert("name".into(), name.into());
    game_text(stored.get("game")?, stored.get("ui")?, seq).ok()
}

/// Copies unreadable data to a key of its own (`grimoire.aside.<time>.<key>`), then removes the
/// original. Nothing is deleted if the copy cannot be written, or if it does not read back
/// exactly as the original (a value that is not valid Unicode is copied code unit by code unit).
/// The journal's newer copy ([`Problem::NewerCopy`]) is copied only: localStorage's value under
/// its key is the good one.
pub fn set_aside(err: &LoadError, now: f64) -> Result<String, SaveError> {
    let key = format!("{ASIDE_PREFIX}{}.{}", now as u64, err.key);
    match &err.units {
        Some(units) => {
            let text = web_sys::js_sys::JsString::from_char_code(units);
            write_js(&key, &text)?;
            if exact_units(&key).as_ref() != Some(units) {
                remove(&key);
                return Err(SaveError::Other("the copy is not exact".into()));
            }
        }
        None => write_raw(&key, &err.raw)?,
    }
    if !matches!(err.problem, Problem::NewerCopy(_)) {
        remove(&err.key);
    }
    Ok(key)
}

/// The exact UTF-16 code units stored under a key, when they are not valid Unicode (a lone
/// surrogate, which a Rust `String` cannot hold); `None` otherwise.
pub fn exact_units(key: &str) -> Option<Vec<u16>> {
    use web_sys::wasm_bindgen::JsCast;
    let store = storage()?;
    let get = web_sys::js_sys::Reflect::get(&store, &"getItem".into())
        .ok()?
        .dyn_into::<web_sys::js_sys::Function>()
        .ok()?;
    let value = get.call1(&store, &key.into()).ok()?;
    let text = value.dyn_into::<web_sys::js_sys::JsString>().ok()?;
    // `isWellFormed` where the browser has it (one call), else code unit by code unit.
    let well_formed = web_sys::js_sys::Reflect::get(&text, &"isWellFormed".into())
        .ok()
        .and_then(|f| f.dyn_into::<web_sys::js_sys::Function>().ok())
        .and_then(|f| f.call0(&text).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or_else(|| text.is_valid_utf16());
    (!well_formed).then(|| text.iter().collect())
}

/// Writes a JavaScript string as it is (no trip through UTF-8).
fn write_js(key: &str, text: &web_sys::js_sys::JsString) -> Result<(), SaveError> {
    use web_sys::wasm_bindgen::JsCast;
    let store =
        storage().ok_or_else(|| SaveError::Other("localStorage is not available".into()))?;
    let set = web_sys::js_sys::Reflect::get(&store, &"setItem".into())
        .ok()
        .and_then(|f| f.dyn_into::<web_sys::js_sys::Function>().ok())
        .ok_or_else(|| SaveError::Other("no setItem".into()))?;
    set.call2(&store, &key.into(), text)
        .map(|_| ())
        .map_err(|err| write_error(&err))
}

/// A load error with the stored value's exact code units when it is not valid Unicode.
fn with_units(mut err: LoadError) -> LoadError {
    err.units = exact_units(&err.key);
    err
}

/// The summaries of every readable game in storage, most recent first (to rebuild a list that
/// could not be read). `line` reads a game of the page's own kind (id, key, raw text); a game
/// of another kind gets a line naming its kind only, so that a page never replays (nor
/// carries the rules of) the other game.
pub fn scan_games(
    now: f64,
    own: &str,
    line: impl Fn(&str, &str, &str) -> Option<GameSummary>,
) -> Vec<GameSummary> {
    let mut out: Vec<GameSummary> = keys_with(GAME_PREFIX)
        .into_iter()
        .filter_map(|key| {
            let id = key.strip_prefix(GAME_PREFIX)?.to_string();
            let raw = read_raw(&key)?;
            let ruleset = stored_ruleset(&raw)?;
            if ruleset == own {
                line(&id, &key, &raw)
            } else {
                Some(GameSummary {
                    id,
                    ruleset,
                    script: String::new(),
                    name: String::new(),
                    players: 0,
                    phase: Phase::Setup,
                    quintebourg: None,
                    updated: now,
                })
            }
        })
        .collect();
    out.sort_by(|a, b| a.id.cmp(&b.id).reverse());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::GameConfig;

    fn game_with_players(n: usize) -> Game {
        let mut game = Game::new(GameConfig {
            seed: 7,
            name: String::new(),
        });
        for i in 0..n {
            game.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        game
    }

    #[test]
    fn the_seq_is_read_from_the_start_of_the_text_or_from_the_whole_of_an_older_one() {
        let game = game_with_players(3);
        let text = game_text(&game, &UiState::default(), 1_700_000_000_123).unwrap();
        assert!(text.starts_with("{\"schema\":"), "{text}");
        assert_eq!(leading_seq(&text), Some((SCHEMA as u64, 1_700_000_000_123)));
        assert_eq!(stored_seq(&text), Some(1_700_000_000_123));
        // An older build wrote `seq` last: the whole text is read.
        let older = format!(
            "{{\"schema\":{SCHEMA},\"game\":{},\"seq\":42}}",
            serde_json::to_string(&game).unwrap()
        );
        assert_eq!(leading_seq(&older), None);
        assert_eq!(stored_seq(&older), Some(42));
        // No seq at all (before the journal): 0. A newer schema: not ours to read.
        let none = format!(
            "{{\"schema\":{SCHEMA},\"game\":{}}}",
            serde_json::to_string(&game).unwrap()
        );
        assert_eq!(stored_seq(&none), Some(0));
        assert_eq!(
            stored_seq(&format!("{{\"schema\":{},\"seq\":5,\"x\":1}}", SCHEMA + 1)),
            None
        );
        // A list of games, written the same way.
        let index = Index {
            seq: 9,
            ..Index::default()
        };
        let text = serde_json::to_string(&index).unwrap();
        assert_eq!(leading_seq(&text).map(|(_, seq)| seq), Some(9), "{text}");
    }

    #[test]
    fn a_stored_game_round_trips_with_its_redo_stack() {
        let mut game = game_with_players(6);
        game.undo();
        game.undo();
        let stored = StoredGame {
            schema: SCHEMA,
            redo: redo_stack(&game),
            seq: 0,
            game: game.clone(),
            ui: UiState {
                screen: Screen::Board,
                ..UiState::default()
            },
        };
        let text = serde_json::to_string(&stored).unwrap();
        let back: StoredGame = parse("k", &text).unwrap();
        let (restored, ui) = restore(back);
        assert_eq!(ui.screen, Screen::Board);
        assert_eq!(restored.state(), game.state());
        assert_eq!(restored.log(), game.log());
        assert_eq!(redo_stack(&restored), redo_stack(&game));
        let mut a = restored.clone();
        let mut b = game.clone();
        assert!(a.redo() && b.redo());
        assert_eq!(a.state(), b.state());
    }

    /// The home page names a stored game without its rules: the name changes, the game (log,
    /// redo stack, screen) reads back as it was, numbered as the new write; a Quinte-bourg game
    /// too; an older schema or a text without a game is left alone.
    #[test]
    fn a_stored_game_is_renamed_without_its_rules() {
        let mut game = game_with_players(5);
        game.undo();
        let ui = UiState {
            screen: Screen::SetupCharacters,
            ..UiState::default()
        };
        let raw = game_text(&game, &ui, 4).unwrap();
        let text = renamed_text(&raw, "Vendredi soir", 9).unwrap();
        assert_eq!(stored_seq(&text), Some(9));
        let (renamed, back_ui) = restore(parse("k", &text).unwrap());
        assert_eq!(renamed.config().name, "Vendredi soir");
        assert_eq!(renamed.config().seed, game.config().seed);
        assert_eq!(renamed.log(), game.log());
        assert_eq!(renamed.state(), game.state());
        assert_eq!(redo_stack(&renamed), redo_stack(&game));
        assert_eq!(back_ui.screen, Screen::SetupCharacters);

        let qb = quintebourg::Game::new(quintebourg::QbConfig::default());
        let raw = game_text(&qb, &serde_json::json!({"screen": "setup"}), 1).unwrap();
        let text = renamed_text(&raw, "Semaine 3", 2).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let back: quintebourg::Game = serde_json::from_value(value["game"].clone()).unwrap();
        assert_eq!(back.config().name, "Semaine 3");
        assert_eq!(value["ui"]["screen"], "setup");

        let older = raw.replacen("\"schema\":2", "\"schema\":1", 1);
        assert!(older.contains("\"schema\":1"));
        assert_eq!(renamed_text(&older, "x", 3), None);
        assert_eq!(renamed_text("{\"schema\":2,\"ui\":{}}", "x", 3), None);
        assert_eq!(renamed_text("not json", "x", 3), None);
    }

    /// The redo stack is written once, inside the game; a save from an earlier build that
    /// kept it beside the game gets it back from there.
    #[test]
    fn the_redo_stack_is_saved_in_the_game_and_read_from_older_saves() {
        let mut game = game_with_players(6);
        game.undo();
        game.undo();
        let text = game_text(&game, &UiState::default(), 0).unwrap();
        assert_eq!(text.matches(r#""redo""#).count(), 1, "{text}");
        let (back, _) = restore(parse::<StoredGame>("k", &text).unwrap());
        assert_eq!(back.redo_stack(), game.redo_stack());
        assert_eq!(back.redo_stack().len(), 2);

        // Earlier builds: the game without its redo stack, the stack beside it.
        let old = format!(
            r#"{{"schema":1,"game":{},"redo":{},"ui":{{"screen":"board"}}}}"#,
            serde_json::to_string(
                &Game::from_log(game.config().clone(), game.log().to_vec()).unwrap()
            )
            .unwrap(),
            serde_json::to_string(game.redo_stack()).unwrap()
        );
        let (back, ui) = restore(parse::<StoredGame>("k", &old).unwrap());
        assert_eq!(ui.screen, Screen::Board);
        assert_eq!(back.redo_stack(), game.redo_stack());
        let (mut a, mut b) = (back.clone(), game.clone());
        while b.redo() {
            assert!(a.redo());
            assert_eq!(a.state(), b.state());
        }
        assert!(!a.can_redo());
    }

    #[test]
    fn garbage_and_future_versions_are_reported_with_the_raw_text() {
        let err = parse::<Index>("grimoire.index", "{not json").unwrap_err();
        assert!(matches!(err.problem, Problem::Unreadable(_)));
        assert_eq!(err.raw, "{not json");
        let err = parse::<Index>("grimoire.index", r#"{"schema":99,"games":[]}"#).unwrap_err();
        assert_eq!(err.problem, Problem::Future(99));
        let err = parse::<Index>("grimoire.index", r#"{"games":[]}"#).unwrap_err();
        assert!(matches!(err.problem, Problem::Unreadable(_)));
        let err = parse::<Index>("grimoire.index", "[7]").unwrap_err();
        assert!(matches!(err.problem, Problem::Unreadable(_)));
        let ok = parse::<Index>("grimoire.index", r#"{"schema":1,"games":[]}"#).unwrap();
        assert!(ok.games.is_empty());
    }

    #[test]
    fn a_log_the_rules_refuse_is_unreadable() {
        let text = r#"{"schema":1,"game":{"version":1,"config":{"seed":1},"log":[{"type":"start_game"}]}}"#;
        let err = parse::<StoredGame>("grimoire.game.x", text).unwrap_err();
        assert!(matches!(err.problem, Problem::Unreadable(_)));
    }

    #[test]
    fn touch_puts_the_game_first() {
        let game = game_with_players(5);
        let mut index = Index::default();
        index.touch(summary("a", &game, 1.0));
        index.touch(summary("b", &game, 2.0));
        index.touch(summary("a", &game, 3.0));
        let ids: Vec<_> = index.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(index.games[0].players, 5);
    }

    /// Schema 2: a stored game and its line of the list name the ruleset; schema 1 data, which
    /// named none, is read as Blood on the Clocktower.
    #[test]
    fn schema_two_names_the_ruleset_and_schema_one_still_reads() {
        let game = game_with_players(5);
        let text = game_text(&game, &UiState::default(), 0).unwrap();
        assert!(
            text.starts_with(r#"{"schema":2,"game":{"ruleset":"botc","version":4,"#),
            "{text}"
        );
        let line = summary("a", &game, 1.0);
        assert_eq!((line.ruleset.as_str(), line.players), ("botc", 5));
        let written = serde_json::to_string(&line).unwrap();
        assert!(written.contains(r#""ruleset":"botc""#));
        let old = r#"{"schema":1,"games":[{"id":"a","script":"tb","players":7,"phase":{"phase":"setup"},"updated":1.0}],"open":"a"}"#;
        let index = parse::<Index>(INDEX_KEY, old).unwrap();
        assert_eq!(index.games[0].ruleset, "botc");
        assert_eq!(index.open.as_deref(), Some("a"));
        let old_game = text
            .replace(r#""schema":2"#, r#""schema":1"#)
            .replace(r#""ruleset":"botc","#, "");
        let stored = parse::<StoredGame>("grimoire.game.a", &old_game).unwrap();
        assert_eq!(stored.game.state(), game.state());
        let other = text.replace(r#""ruleset":"botc""#, r#""ruleset":"quintebourg""#);
        let err = parse::<StoredGame>("grimoire.game.a", &other).unwrap_err();
        assert!(matches!(err.problem, Problem::Unreadable(ref m) if m.contains("another kind")));
    }
}
