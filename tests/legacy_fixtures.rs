//! What users already have keeps opening: every stored game, list of games, game link,
//! town-square link and game file of `tests/fixtures/legacy/` (written by the build of commit
//! 459f93c: storage schema 1, log version 1, links `g1.` and `t1.`) is read with today's
//! readers, the way the app reads it, and must show every fact of its `<name>.expect.json`.
//!
//! The folder is walked: each data file must have its expect file, each expect file must name a
//! data file and a kind this test reads, and every fact an expect file lists must be one this
//! test computes (and the other way round), so a fixture or a fact added later cannot go
//! unchecked. Every game read is also saved again in today's format and read back unchanged.

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

use grimoire::engine::game::{Game, LOG_VERSION};
use grimoire::engine::script::Script;
use grimoire::engine::seat::PlayerId;
use grimoire::engine::status;
use grimoire::persist::{self, Index, StoredGame, UiState};
use grimoire::share::{self, Shared, TownSquare};
use serde_json::{json, Value};

/// Fields of an expect file that say what it checks rather than what the fixture shows.
const META: [&str; 3] = ["kind", "file", "written_by"];
/// The ruleset id today's saves carry.
const RULESET: &str = "botc";
const EXPECT_SUFFIX: &str = ".expect.json";

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/legacy")
}

/// One fixture: its expect file and the data file it checks.
struct Fixture {
    /// The expect file's name.
    name: String,
    expect: Value,
    kind: String,
    /// The data file's name and text.
    file: String,
    raw: String,
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Every file of the folder, sorted.
fn files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap_or_else(|e| panic!("{}: {e}", dir().display()))
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// Every fixture of the folder (one per expect file), sorted by name.
fn fixtures() -> Vec<Fixture> {
    let list: Vec<Fixture> = files()
        .into_iter()
        .filter(|n| n.ends_with(EXPECT_SUFFIX))
        .map(|name| {
            let expect: Value = serde_json::from_str(&read(&name))
                .unwrap_or_else(|e| panic!("{name} is not JSON: {e}"));
            let text = |k: &str| {
                expect[k]
                    .as_str()
                    .unwrap_or_else(|| panic!("{name}: no \"{k}\""))
                    .to_string()
            };
            let (kind, file) = (text("kind"), text("file"));
            let raw = read(&file);
            Fixture {
                name,
                expect,
                kind,
                file,
                raw,
            }
        })
        .collect();
    assert!(!list.is_empty(), "no expect file in {}", dir().display());
    list
}

// ---- Facts, as the expect files list them ----

fn names(g: &Game, players: &[PlayerId]) -> Vec<String> {
    players.iter().map(|p| g.state().name(*p)).collect()
}

/// What a loaded game shows: players in seat order, characters, alive flags, ghost votes,
/// phase, log and redo, script, bluffs, red herring, the Butler's master, poisoned players,
/// deaths, executions, nominations, night choices, information given, reminders and notes.
fn game_facts(g: &Game) -> BTreeMap<String, Value> {
    let st = g.state();
    let name = |p: PlayerId| st.name(p);
    let (custom_characters, homebrew) = match &st.script {
        Script::Custom {
            characters,
            homebrew,
            ..
        } => (
            Some(characters.len()),
            homebrew.iter().map(|h| h.id.clone()).collect::<Vec<_>>(),
        ),
        Script::Edition { .. } => (None, Vec::new()),
    };
    let butler_master = st
        .choices
        .iter()
        .rev()
        .find(|c| c.character == "butler")
        .and_then(|c| c.targets.first().copied())
        .map(name);
    let facts = json!({
        "seed": g.config().seed,
        "name": g.config().name,
        // What the list of games shows as the script.
        "script": persist::summary("", g, 0.0).script,
        "script_author": st.script.author(),
        "custom_script_characters": custom_characters,
        "homebrew": homebrew,
        "players": st.seats.len(),
        "names": st.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>(),
        "seats": st.seats.iter().map(|s| json!({
            "id": s.id.0,
            "name": s.name,
            "character": s.character,
            "alive": s.alive,
            "ghost_vote": s.ghost_vote,
        })).collect::<Vec<_>>(),
        "phase": serde_json::to_value(st.phase).unwrap(),
        "log_len": g.log().len(),
        "redo_len": g.redo_stack().len(),
        "redo_types": g.redo_stack().iter().map(|c| c.name()).collect::<Vec<_>>(),
        "night_step": st.night_step,
        "bluffs": st.bluffs,
        "red_herring": st.red_herring.map(name),
        "butler_master": butler_master,
        "poisoned": st.seats.iter()
            .filter(|s| status::is_poisoned(st, s.id))
            .map(|s| s.name.clone())
            .collect::<Vec<_>>(),
        "deaths": st.deaths.iter().map(|d| json!({
            "name": name(d.player),
            "cause": d.cause,
            "phase": d.phase,
        })).collect::<Vec<_>>(),
        "executions": st.executions.iter().map(|e| json!({
            "day": e.day,
            "name": name(e.player),
            "died": e.died,
        })).collect::<Vec<_>>(),
        "nominations_today": st.day.nominations.len(),
        "choices": st.choices.iter().map(|c| json!({
            "by": name(c.by),
            "character": c.character,
            "targets": names(g, &c.targets),
            "phase": c.phase,
            "worked": c.worked,
        })).collect::<Vec<_>>(),
        "told": st.told.len(),
        "reminders": st.reminders.iter()
            .map(|r| json!([name(r.player), r.character, r.reminder]))
            .collect::<Vec<_>>(),
        "notes": st.notes.len(),
    });
    into_map(facts)
}

/// What the screens of a stored game remember.
fn ui_facts(ui: &UiState) -> Value {
    json!({
        "screen": ui.screen,
        "draft": ui.draft.iter().map(|a| json!([a.player.0, a.character])).collect::<Vec<_>>(),
        "draws": ui.draws,
        "bag_done": ui.bag_done.len(),
        "bag_saw": ui.bag_saw.len(),
    })
}

fn town_square_facts(ts: &TownSquare) -> BTreeMap<String, Value> {
    into_map(json!({
        "players": ts.seats.len(),
        "names": ts.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>(),
        "alive_count": ts.alive_count(),
        "town_square": serde_json::to_value(ts).unwrap(),
    }))
}

fn index_facts(index: &Index) -> BTreeMap<String, Value> {
    into_map(json!({
        "schema": index.schema,
        "open": index.open,
        "games": index.games.iter().map(|g| json!({
            "id": g.id,
            "script": g.script,
            "players": g.players,
            "phase": g.phase,
            "updated": g.updated,
        })).collect::<Vec<_>>(),
    }))
}

fn into_map(v: Value) -> BTreeMap<String, Value> {
    match v {
        Value::Object(o) => o.into_iter().collect(),
        _ => unreachable!("facts are an object"),
    }
}

/// The differences between the facts read today and the expected ones, one line each (a fact
/// listed on one side only counts as a difference).
fn compare(name: &str, got: &BTreeMap<String, Value>, expect: &Value) -> Vec<String> {
    let expect: BTreeMap<String, Value> = expect
        .as_object()
        .unwrap_or_else(|| panic!("{name}: not an object"))
        .iter()
        .filter(|(k, _)| !META.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let mut out = Vec::new();
    for (k, e) in &expect {
        match got.get(k) {
            None => out.push(format!("{name}: fact \"{k}\" is listed but not checked")),
            Some(g) if g != e => {
                let (gf, ef) = (flatten(g, k), flatten(e, k));
                for (path, ev) in &ef {
                    match gf.get(path) {
                        Some(gv) if gv == ev => {}
                        gv => out.push(format!("{name}: {path}: expected {ev}, got {gv:?}")),
                    }
                }
                for path in gf.keys().filter(|p| !ef.contains_key(*p)) {
                    out.push(format!("{name}: {path}: {} not expected", gf[path]));
                }
            }
            Some(_) => {}
        }
    }
    for k in got.keys().filter(|k| !expect.contains_key(*k)) {
        out.push(format!(
            "{name}: fact \"{k}\" is missing from the expect file"
        ));
    }
    out
}

/// A JSON value as `path → leaf` (array items by index), for readable differences.
fn flatten(v: &Value, root: &str) -> BTreeMap<String, Value> {
    fn go(v: &Value, path: String, out: &mut BTreeMap<String, Value>) {
        match v {
            Value::Object(o) if !o.is_empty() => {
                for (k, x) in o {
                    go(x, format!("{path}/{k}"), out);
                }
            }
            Value::Array(a) if !a.is_empty() => {
                for (i, x) in a.iter().enumerate() {
                    go(x, format!("{path}/{i}"), out);
                }
            }
            _ => {
                out.insert(path, v.clone());
            }
        }
    }
    let mut out = BTreeMap::new();
    go(v, root.to_string(), &mut out);
    out
}

// ---- Loading, as the app does ----

fn assert_same_game(what: &str, a: &Game, b: &Game) {
    assert_eq!(a.config(), b.config(), "{what}: configuration");
    assert_eq!(a.log(), b.log(), "{what}: log");
    assert_eq!(a.redo_stack(), b.redo_stack(), "{what}: redo stack");
    assert_eq!(a.state(), b.state(), "{what}: state");
}

/// The game saved in today's format (it names its ruleset and today's log version) reads back
/// as the same game, with the same facts.
fn saves_again(what: &str, game: &Game) {
    let text = serde_json::to_string(game).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["ruleset"], json!(RULESET), "{what}: today's save");
    assert_eq!(value["version"], json!(LOG_VERSION), "{what}: today's save");
    let back: Game = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{what}: today's save does not read back: {e}"));
    assert_same_game(&format!("{what}: saved again and read back"), game, &back);
    assert_eq!(
        game_facts(&back),
        game_facts(game),
        "{what}: facts read back"
    );
}

/// Reads one fixture with today's code and returns the differences from its expect file
/// (`expect`, normally the fixture's own). Anything else that does not hold panics.
fn check(fx: &Fixture, expect: &Value) -> Vec<String> {
    let file = fx.file.as_str();
    let got = match fx.kind.as_str() {
        "stored_game" => {
            let key = expect["key"]
                .as_str()
                .unwrap_or_else(|| panic!("{}: no key", fx.name));
            let id = key
                .strip_prefix(persist::GAME_PREFIX)
                .filter(|id| !id.is_empty())
                .unwrap_or_else(|| panic!("{}: {key} is not a game's key", fx.name));
            let raw: Value = serde_json::from_str(&fx.raw).unwrap();
            assert!(
                raw["game"].is_object() && raw["game"].get("ruleset").is_none(),
                "{file}: a save from before games named their ruleset"
            );

            let stored: StoredGame =
                persist::parse(key, &fx.raw).unwrap_or_else(|e| panic!("{file}: {:?}", e.problem));
            let (game, ui) = persist::restore(stored);
            let mut facts = game_facts(&game);
            facts.insert("key".into(), json!(persist::game_key(id)));
            facts.insert("ui".into(), ui_facts(&ui));

            // The undone commands are redone, one by one.
            let mut redone = game.clone();
            while redone.can_redo() {
                assert!(redone.redo(), "{file}: a redo was refused");
            }
            assert_eq!(
                redone.log().len(),
                game.log().len() + game.redo_stack().len(),
                "{file}: redo"
            );

            // Saved again as the app saves (the redo stack inside the game) and reopened.
            let text = persist::game_text(&game, &ui, 1).unwrap();
            let value: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(
                value["schema"],
                json!(persist::SCHEMA),
                "{file}: today's save"
            );
            assert_eq!(
                value["game"]["ruleset"],
                json!(RULESET),
                "{file}: today's save"
            );
            assert!(value.get("redo").is_none(), "{file}: redo beside the game");
            let (back, back_ui) = persist::restore(
                persist::parse::<StoredGame>(key, &text)
                    .unwrap_or_else(|e| panic!("{file}: saved again: {:?}", e.problem)),
            );
            assert_same_game(&format!("{file}: saved again"), &game, &back);
            assert_eq!(back_ui, ui, "{file}: saved again: screens");
            saves_again(file, &game);
            facts
        }
        "game_link" => {
            let game = share::decode_game(&fx.raw).unwrap_or_else(|e| panic!("{file}: {e:?}"));
            match share::decode_link(&fx.raw) {
                Ok(Shared::Game(g)) => assert_same_game(&format!("{file}: decode_link"), &g, &game),
                other => panic!("{file}: decode_link gave {other:?}"),
            }
            // Shared again with today's link format (whatever its version) and opened.
            let again = share::decode_game(&share::encode_game(&game))
                .unwrap_or_else(|e| panic!("{file}: today's link: {e:?}"));
            assert_same_game(&format!("{file}: today's link"), &game, &again);
            saves_again(file, &game);
            game_facts(&game)
        }
        "game_file" => {
            let game = share::import_json(&fx.raw).unwrap_or_else(|e| panic!("{file}: {e:?}"));
            let raw: Value = serde_json::from_str(&fx.raw).unwrap();
            assert!(
                raw.get("ruleset").is_none(),
                "{file}: a file from before games named their ruleset"
            );
            let engine: Game = serde_json::from_str(&fx.raw)
                .unwrap_or_else(|e| panic!("{file}: the engine's reader: {e}"));
            assert_same_game(&format!("{file}: the engine's reader"), &engine, &game);
            let text = share::export_json(&game);
            let value: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(value["ruleset"], json!(RULESET), "{file}: today's file");
            let again =
                share::import_json(&text).unwrap_or_else(|e| panic!("{file}: today's file: {e:?}"));
            assert_same_game(&format!("{file}: today's file"), &game, &again);
            saves_again(file, &game);
            let mut facts = game_facts(&game);
            facts.insert("file_name".into(), json!(share::file_name(&game)));
            facts
        }
        "town_square_link" => {
            let ts = share::decode_town_square(&fx.raw).unwrap_or_else(|e| panic!("{file}: {e:?}"));
            match share::decode_link(&fx.raw) {
                Ok(Shared::TownSquare(t)) => assert_eq!(t, ts, "{file}: decode_link"),
                other => panic!("{file}: decode_link gave {other:?}"),
            }
            let again = share::decode_town_square(&share::encode_town_square(&ts))
                .unwrap_or_else(|e| panic!("{file}: today's link: {e:?}"));
            assert_eq!(again, ts, "{file}: today's link");
            town_square_facts(&ts)
        }
        "index" => {
            let index: Index = persist::parse(persist::INDEX_KEY, &fx.raw)
                .unwrap_or_else(|e| panic!("{file}: {:?}", e.problem));
            let text = serde_json::to_string(&index).unwrap();
            let back: Index = persist::parse(persist::INDEX_KEY, &text)
                .unwrap_or_else(|e| panic!("{file}: saved again: {:?}", e.problem));
            assert_eq!(back, index, "{file}: saved again");
            let mut facts = index_facts(&index);
            facts.insert("key".into(), json!(persist::INDEX_KEY));
            facts
        }
        other => panic!("{}: unknown kind {other}", fx.name),
    };
    compare(&fx.name, &got, expect)
}

// ---- The tests ----

/// Every fixture opens with today's readers and shows every fact its expect file lists; every
/// data file of the folder has been checked.
#[test]
fn every_legacy_fixture_opens_with_the_facts_it_expects() {
    let all = fixtures();
    let mut failures = Vec::new();
    let mut checked = BTreeSet::new();
    for fx in &all {
        match catch_unwind(AssertUnwindSafe(|| check(fx, &fx.expect))) {
            Ok(diffs) if diffs.is_empty() => {
                checked.insert(fx.file.clone());
            }
            Ok(diffs) => failures.extend(diffs),
            Err(_) => failures.push(format!("{}: did not load (see the panic above)", fx.name)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} fixtures differ:\n{}",
        all.len() - checked.len(),
        all.len(),
        failures.join("\n")
    );
    let data: BTreeSet<String> = files()
        .into_iter()
        .filter(|n| !n.ends_with(EXPECT_SUFFIX) && !is_documentation(n))
        .collect();
    assert_eq!(
        checked, data,
        "data files checked against data files present"
    );
}

/// The README and the program that wrote the fixtures (kept as text).
fn is_documentation(name: &str) -> bool {
    name.ends_with(".md") || name.ends_with(".rs.txt")
}

/// Each data file has exactly one expect file, named after it; each expect file checks a data
/// file of the folder, of a kind this test reads.
#[test]
fn every_data_file_has_its_expect_file() {
    let all = fixtures();
    let kinds = [
        "stored_game",
        "index",
        "game_link",
        "town_square_link",
        "game_file",
    ];
    let mut by_file: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for fx in &all {
        assert!(
            kinds.contains(&fx.kind.as_str()),
            "{}: kind {}",
            fx.name,
            fx.kind
        );
        let stem = fx.name.strip_suffix(EXPECT_SUFFIX).unwrap();
        let file_stem = fx
            .file
            .rsplit_once('.')
            .map_or(fx.file.as_str(), |(s, _)| s);
        assert_eq!(stem, file_stem, "{} checks {}", fx.name, fx.file);
        by_file.entry(&fx.file).or_default().push(&fx.name);
    }
    for (file, expects) in &by_file {
        assert_eq!(expects.len(), 1, "{file} is checked by {expects:?}");
    }
    for name in files() {
        if name.ends_with(EXPECT_SUFFIX) || is_documentation(&name) {
            continue;
        }
        assert!(
            by_file.contains_key(name.as_str()),
            "{name} has no {EXPECT_SUFFIX}: add one so that it is checked"
        );
    }
    for kind in kinds {
        assert!(
            all.iter().any(|fx| fx.kind == kind),
            "no fixture of kind {kind}"
        );
    }
}

/// The stored list of games names a stored-game fixture for every game (and the one left
/// open), and each line says what the game itself says once opened.
#[test]
fn the_stored_list_of_games_matches_the_stored_games() {
    let all = fixtures();
    let mut checked = 0;
    for fx in all.iter().filter(|fx| fx.kind == "index") {
        let index: Index = persist::parse(persist::INDEX_KEY, &fx.raw)
            .unwrap_or_else(|e| panic!("{}: {:?}", fx.file, e.problem));
        assert!(!index.games.is_empty(), "{}: no game", fx.file);
        for line in &index.games {
            let key = persist::game_key(&line.id);
            let stored = all
                .iter()
                .find(|s| s.kind == "stored_game" && s.expect["key"] == json!(key))
                .unwrap_or_else(|| panic!("{}: no stored game fixture for {key}", fx.file));
            let (game, _) = persist::restore(
                persist::parse::<StoredGame>(&key, &stored.raw)
                    .unwrap_or_else(|e| panic!("{}: {:?}", stored.file, e.problem)),
            );
            // Lines written before they named their game carry no name (it is filled in at
            // the game's next save); everything else must agree.
            let mut summary = persist::summary(&line.id, &game, line.updated);
            if line.name.is_empty() {
                summary.name.clear();
            }
            assert_eq!(&summary, line, "{}: the line of {}", fx.file, stored.file);
            checked += 1;
        }
        if let Some(open) = &index.open {
            assert!(
                index.games.iter().any(|g| &g.id == open),
                "{}: the open game {open} is not listed",
                fx.file
            );
        }
    }
    assert!(checked > 0, "no list of games among the fixtures");
}

/// The comparison is not blind: a name changed in an expect file, or a fact dropped from it,
/// is reported for every fixture.
#[test]
fn a_changed_or_missing_fact_is_reported() {
    for fx in fixtures() {
        if let Some(first) = fx.expect["names"].get(0).and_then(Value::as_str) {
            let mut changed = fx.expect.clone();
            changed["names"][0] = json!(format!("{first}?"));
            let diffs = check(&fx, &changed);
            assert!(
                diffs.iter().any(|d| d.contains("names/0")),
                "{}: a changed name went unnoticed: {diffs:?}",
                fx.name
            );
        }
        let mut dropped = fx.expect.clone();
        let fact = dropped
            .as_object()
            .unwrap()
            .keys()
            .find(|k| !META.contains(&k.as_str()) && k.as_str() != "key")
            .cloned()
            .unwrap_or_else(|| panic!("{}: no fact", fx.name));
        dropped.as_object_mut().unwrap().remove(&fact);
        let diffs = check(&fx, &dropped);
        assert!(
            diffs.iter().any(|d| d.contains(&format!("\"{fact}\""))),
            "{}: a dropped fact {fact} went unnoticed: {diffs:?}",
            fx.name
        );
    }
}
