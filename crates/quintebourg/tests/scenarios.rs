//! Runs the Quinte-bourg scenarios of `crates/quintebourg/scenarios/*.json` and of every
//! directory listed in `GRIMOIRE_SCENARIOS` (colon-separated; only files whose `"ruleset"` is
//! `"quintebourg"`). The format is documented in `docs/quintebourg.md`.
//!
//! Every step goes through `table::harness::step` (JSON round trip, a refusal changes nothing,
//! undo and redo); after every step coins are conserved; every refusal has a message in both
//! languages; at the end the game saves and loads back.

use std::path::{Path, PathBuf};

use quintebourg::command::Command;
use quintebourg::game::{Game, QbConfig, QbGame};
use quintebourg::state::{Life, Phase, State};
use quintebourg::{attack, Event};
use serde_json::{json, Value};
use table::harness::subset;
use table::Lang;

/// Keys whose string values name players.
const PLAYER_KEYS: &[&str] = &[
    "by",
    "target",
    "player",
    "a",
    "b",
    "first",
    "second",
    "brain",
    "pinky",
    "voter",
    "to",
    "from",
    "dead",
    "heir",
    "accused",
    "execute",
    "spare",
    "witnesses",
    "officiant",
    "victims",
    "voters",
    "proposer",
    "tie_pick",
    "prosecutor_order",
    "with",
    "players",
    "corpse",
    "holder",
    "spouse",
    "among",
    "attackers",
    "occupants",
    "home",
    "dreamers",
    "couple",
    "winners",
    "died",
    "revived",
    "marriages",
];

/// Keys whose string values name houses.
const HOUSE_KEYS: &[&str] = &["house", "house_a", "house_b", "chief_pick", "neighbours"];

fn replace(v: &Value, st: &State, key: Option<&str>) -> Value {
    match v {
        Value::String(s) => {
            if key.is_some_and(|k| PLAYER_KEYS.contains(&k)) {
                if let Some(p) = st.by_name(s) {
                    return json!(p);
                }
            }
            if key.is_some_and(|k| HOUSE_KEYS.contains(&k)) {
                if let Some(h) = st.house_by_name(s) {
                    return json!(h);
                }
            }
            v.clone()
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| replace(x, st, key)).collect()),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| (k.clone(), replace(x, st, Some(k.as_str()))))
                .collect(),
        ),
        _ => v.clone(),
    }
}

struct Run {
    file: String,
    failures: Vec<String>,
}

impl Run {
    fn fail(&mut self, step: &str, what: String) {
        self.failures
            .push(format!("{} [{}]: {}", self.file, step, what));
    }
}

/// The setup command from the scenario's shorthand.
fn setup_command(sc: &Value) -> Value {
    let s = &sc["setup"];
    let players: Vec<Value> = s["players"]
        .as_array()
        .expect("setup.players")
        .iter()
        .map(|p| match p {
            Value::Array(a) => {
                let mut o = json!({
                    "name": a[0],
                    "card": a.get(1).cloned().unwrap_or(json!("villager")),
                    "specialty": a.get(2).cloned().unwrap_or(json!("none")),
                });
                if let Some(per) = a.get(3) {
                    o["personal"] = per.clone();
                }
                o
            }
            other => other.clone(),
        })
        .collect();
    let names: Vec<String> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let offices: Vec<Value> = match &s["offices"] {
        Value::Object(o) => o
            .iter()
            .map(|(k, v)| {
                let holder = v
                    .as_str()
                    .and_then(|n| names.iter().position(|x| x == n))
                    .map(|i| json!(i))
                    .unwrap_or(Value::Null);
                json!({"office": k, "holder": holder})
            })
            .collect(),
        Value::Array(a) => a.clone(),
        _ => Vec::new(),
    };
    let mut setup = json!({
        "players": players,
        "offices": offices,
        "accept_warnings": s.get("accept_warnings").cloned().unwrap_or(json!(true)),
    });
    for k in [
        "start",
        "spare_houses",
        "edges",
        "options",
        "night_decisions",
    ] {
        if let Some(v) = s.get(k) {
            setup[k] = v.clone();
        }
    }
    // Marriages made before the game: pairs of names.
    if let Some(Value::Array(m)) = s.get("marriages") {
        let seat = |v: &Value| match v.as_str() {
            Some(n) => json!(names.iter().position(|x| x == n).expect("a married player")),
            None => v.clone(),
        };
        setup["marriages"] = m
            .iter()
            .map(|pair| json!([seat(&pair[0]), seat(&pair[1])]))
            .collect();
    }
    json!({"type": "setup", "setup": setup})
}

fn phase_label(st: &State) -> String {
    match &st.phase {
        Phase::Empty => "empty".into(),
        Phase::Setup => "setup".into(),
        Phase::Night(n) => format!("night {}", n.n),
        Phase::Day(d) => format!("day {}", d.n),
        Phase::Over => "over".into(),
    }
}

fn id(st: &State, name: &str) -> u8 {
    st.by_name(name)
        .unwrap_or_else(|| panic!("unknown player {name}"))
}

fn snake<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).unwrap()
}

fn check(run: &mut Run, step: &str, game: &Game, events: &[Event], expect: &Value) {
    let st = game.state();
    let Some(obj) = expect.as_object() else {
        return;
    };
    let mut fail = |what: String| run.fail(step, what);
    for (key, want) in obj {
        match key.as_str() {
            "phase" => {
                let got = phase_label(st);
                if want.as_str() != Some(got.as_str()) {
                    fail(format!("phase: expected {want}, got {got}"));
                }
            }
            "step" => {
                let got = st.night().map(|n| snake(&n.step)).unwrap_or(Value::Null);
                if &got != want {
                    fail(format!("step: expected {want}, got {got}"));
                }
            }
            "alive" | "dead" => {
                for n in want.as_array().unwrap() {
                    let p = id(st, n.as_str().unwrap());
                    if st.alive(p) != (key == "alive") {
                        fail(format!("{n}: expected {key}"));
                    }
                }
            }
            "life" => {
                for (n, w) in want.as_object().unwrap() {
                    let got = snake(&st.players[id(st, n) as usize].life);
                    if &got != w {
                        fail(format!("life of {n}: expected {w}, got {got}"));
                    }
                }
            }
            "coins" => {
                for (n, w) in want.as_object().unwrap() {
                    let got = st.players[id(st, n) as usize].coins;
                    if Some(got as u64) != w.as_u64() {
                        fail(format!("coins of {n}: expected {w}, got {got}"));
                    }
                }
            }
            "out_of_play" => {
                if Some(st.out_of_play as u64) != want.as_u64() {
                    fail(format!(
                        "out_of_play: expected {want}, got {}",
                        st.out_of_play
                    ));
                }
            }
            "estates" => {
                let got: Value = st
                    .estates
                    .iter()
                    .map(|(p, c)| (st.name(*p), json!(c)))
                    .collect::<serde_json::Map<_, _>>()
                    .into();
                if &got != want {
                    fail(format!("estates: expected {want}, got {got}"));
                }
            }
            "where" | "action" | "at_home" | "lost" => {
                let w = game.whereabouts();
                for (n, e) in want.as_object().unwrap() {
                    let p = id(st, n);
                    let Some(x) = w.iter().find(|x| x.player == p) else {
                        fail(format!("{n} has no whereabouts"));
                        continue;
                    };
                    let got = match key.as_str() {
                        "where" => json!(st.house_name(x.house)),
                        "action" => snake(&x.action),
                        "at_home" => json!(x.at_home),
                        _ => Value::Array(
                            x.lost
                                .iter()
                                .map(|l| json!([snake(&l.action), l.beaten_by.map(|b| snake(&b))]))
                                .collect(),
                        ),
                    };
                    let ok = if key == "lost" {
                        subset(e, &got)
                    } else {
                        &got == e
                    };
                    if !ok {
                        fail(format!("{key} of {n}: expected {e}, got {got}"));
                    }
                }
            }
            "plan" => {
                let got = snake(&game.attack_plan());
                let want = replace(want, st, None);
                if !subset(&want, &got) {
                    fail(format!("plan: expected {want}, got {got}"));
                }
            }
            "skips" => {
                let sheet = game.sheet();
                for (s, w) in want.as_object().unwrap() {
                    let got = sheet
                        .iter()
                        .find(|l| snake(&l.step) == json!(s))
                        .map(|l| snake(&l.skip))
                        .unwrap_or(json!("missing"));
                    if &got != w {
                        fail(format!("skip of step {s}: expected {w}, got {got}"));
                    }
                }
            }
            "wake" => {
                let got: serde_json::Map<String, Value> = game
                    .wake_list()
                    .into_iter()
                    .map(|(g, ps)| {
                        (
                            snake(&g).as_str().unwrap().to_string(),
                            json!(ps.iter().map(|p| st.name(*p)).collect::<Vec<_>>()),
                        )
                    })
                    .collect();
                if &Value::Object(got.clone()) != want {
                    fail(format!("wake: expected {want}, got {got:?}"));
                }
            }
            "target" | "militia" => {
                let n = st.night();
                let got = n
                    .and_then(|n| if key == "target" { n.target } else { n.militia })
                    .map(|h| json!(st.house_name(h)))
                    .unwrap_or(Value::Null);
                if &got != want {
                    fail(format!("{key}: expected {want}, got {got}"));
                }
            }
            "offices" => {
                for (o, w) in want.as_object().unwrap() {
                    let office: quintebourg::model::Office =
                        serde_json::from_value(json!(o)).expect("office");
                    let got = match st.offices.get(&office) {
                        None => json!("out"),
                        Some(None) => Value::Null,
                        Some(Some(p)) => json!(st.name(*p)),
                    };
                    if &got != w {
                        fail(format!("office {o}: expected {w}, got {got}"));
                    }
                }
            }
            "vacancies" => {
                let got: Vec<Value> = st.vacancies.iter().map(|v| snake(&v.office)).collect();
                if &Value::Array(got.clone()) != want {
                    fail(format!("vacancies: expected {want}, got {got:?}"));
                }
            }
            "camps" | "dominant" | "specialties" | "spouse" | "house_of" | "revealed" => {
                for (n, w) in want.as_object().unwrap() {
                    let x = &st.players[id(st, n) as usize];
                    let got = match key.as_str() {
                        "camps" => snake(&x.camps),
                        "dominant" => snake(&x.dominant()),
                        "specialties" => {
                            json!(x
                                .specialties
                                .iter()
                                .map(|h| snake(&h.role))
                                .collect::<Vec<_>>())
                        }
                        "spouse" => x.spouse.map(|s| json!(st.name(s))).unwrap_or(Value::Null),
                        "revealed" => snake(&x.revealed),
                        _ => json!(st.house_name(x.house)),
                    };
                    if &got != w {
                        fail(format!("{key} of {n}: expected {w}, got {got}"));
                    }
                }
            }
            "charmed" => {
                for (n, w) in want.as_object().unwrap() {
                    let got: Vec<Value> = st
                        .charmed
                        .get(&id(st, n))
                        .map(|s| s.iter().map(|p| json!(st.name(*p))).collect())
                        .unwrap_or_default();
                    if &Value::Array(got.clone()) != w {
                        fail(format!("charmed by {n}: expected {w}, got {got:?}"));
                    }
                }
            }
            "condemned" | "accused" | "must_move" => {
                let d = st.day();
                let got: Vec<Value> = match key.as_str() {
                    "condemned" => d.map(|d| d.condemned.clone()).unwrap_or_default(),
                    "accused" => d.map(|d| d.accused.clone()).unwrap_or_default(),
                    _ => d
                        .map(|d| d.must_move.iter().copied().collect())
                        .unwrap_or_default(),
                }
                .iter()
                .map(|p| json!(st.name(*p)))
                .collect();
                if &Value::Array(got.clone()) != want {
                    fail(format!("{key}: expected {want}, got {got:?}"));
                }
            }
            "richest" => {
                let got = st.richest.map(|p| json!(st.name(p))).unwrap_or(Value::Null);
                if &got != want {
                    fail(format!("richest: expected {want}, got {got}"));
                }
            }
            "stop" => {
                let got = st
                    .outcome
                    .as_ref()
                    .or(st.proposed_end.as_ref())
                    .map(|o| snake(&o.stop))
                    .unwrap_or(Value::Null);
                if !subset(want, &got) {
                    fail(format!("stop: expected {want}, got {got}"));
                }
            }
            "winners" => {
                let got: Vec<String> = st
                    .outcome
                    .as_ref()
                    .or(st.proposed_end.as_ref())
                    .map(|o| o.winners.keys().map(|p| st.name(*p)).collect())
                    .unwrap_or_default();
                let mut exp: Vec<String> = want
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap().to_string())
                    .collect();
                let mut g = got.clone();
                exp.sort();
                g.sort();
                if exp != g {
                    fail(format!("winners: expected {exp:?}, got {g:?}"));
                }
            }
            "win_reasons" => {
                let o = st.outcome.as_ref().or(st.proposed_end.as_ref());
                for (n, w) in want.as_object().unwrap() {
                    let got = o
                        .and_then(|o| o.winners.get(&id(st, n)))
                        .map(snake)
                        .unwrap_or(json!([]));
                    if &got != w {
                        fail(format!("win reasons of {n}: expected {w}, got {got}"));
                    }
                }
            }
            "greedy_losers" | "consolation" => {
                let o = st.outcome.as_ref().or(st.proposed_end.as_ref());
                let got = match key.as_str() {
                    "greedy_losers" => json!(o
                        .map(|o| o
                            .greedy_losers
                            .iter()
                            .map(|p| st.name(*p))
                            .collect::<Vec<_>>())
                        .unwrap_or_default()),
                    _ => o.map(|o| snake(&o.consolation)).unwrap_or(Value::Null),
                };
                if &got != want {
                    fail(format!("{key}: expected {want}, got {got}"));
                }
            }
            "events" | "no_events" => {
                let got: Vec<Value> = events.iter().map(snake).collect();
                for e in want.as_array().unwrap() {
                    let e = replace(e, st, None);
                    let found = got.iter().any(|g| subset(&e, g));
                    if found != (key == "events") {
                        fail(format!("{key}: {e} in {got:?}"));
                    }
                }
            }
            "state" => {
                let got = snake(st);
                if !subset(want, &got) {
                    fail(format!("state: expected {want} within the state"));
                }
            }
            "reload" => {
                let saved = serde_json::to_string(game).unwrap();
                let back: Game = serde_json::from_str(&saved).unwrap();
                if back.state() != st {
                    fail("reload: the state differs".into());
                }
            }
            other => fail(format!("unknown expectation {other}")),
        }
    }
}

fn run_file(path: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(path).expect("read scenario");
    let sc: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: bad JSON: {e}", path.display()));
    if sc["ruleset"] != "quintebourg" {
        return None;
    }
    let mut run = Run {
        file: path.file_name().unwrap().to_string_lossy().into_owned(),
        failures: Vec::new(),
    };
    let cites = sc["cites"].as_str().unwrap_or("");
    if !cites.contains("004 L") {
        run.fail(
            "header",
            "\"cites\" must name a seed line (004 L<n>)".into(),
        );
    }
    let mut game = Game::new(QbConfig {
        seed: sc["seed"].as_u64().unwrap_or(1),
        name: String::new(),
    });
    let mut problems = Vec::new();
    if sc.get("setup").is_some() {
        let cmd: Command = serde_json::from_value(setup_command(&sc)).expect("setup command");
        if let Err(e) = table::harness::step(&mut game, cmd, &mut problems) {
            run.fail("setup", format!("refused: {e}"));
            return Some(run.failures);
        }
        if let Some(l) = sc.get("lovers").and_then(|l| l.as_array()) {
            let st = game.state();
            let cmd = Command::Lovers {
                a: id(st, l[0].as_str().unwrap()),
                b: id(st, l[1].as_str().unwrap()),
            };
            if let Err(e) = table::harness::step(&mut game, cmd, &mut problems) {
                run.fail("lovers", format!("refused: {e}"));
            }
        }
        if sc["start"] != json!(false) {
            if let Err(e) = table::harness::step(&mut game, Command::Start, &mut problems) {
                run.fail("start", format!("refused: {e}"));
            }
        }
    }
    let total = game.state().starting_coins;
    // The starting total is the sum of the coins given at setup (one each when not given).
    if let Some(Value::Array(ps)) = sc["setup"].get("players") {
        let given: u64 = ps
            .iter()
            .map(|p| p.get("coins").and_then(Value::as_u64).unwrap_or(1))
            .sum();
        if game.state().phase != Phase::Empty && u64::from(total) != given {
            run.fail(
                "setup",
                format!("starting coins {total}, the setup gives {given}"),
            );
        }
    }
    for (i, step) in sc["steps"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .enumerate()
    {
        let label = match step["note"].as_str() {
            Some(n) => format!("step {i}: {n}"),
            None => format!("step {i}"),
        };
        let cmd: Option<Command> = if let Some(d) = step.get("do") {
            let mut v = replace(d, game.state(), None);
            // set_neighbours names two houses as a and b.
            if d["type"] == "set_neighbours" {
                for k in ["a", "b"] {
                    if let Some(h) = d[k].as_str().and_then(|n| game.state().house_by_name(n)) {
                        v[k] = json!(h);
                    }
                }
            }
            match serde_json::from_value(v.clone()) {
                Ok(c) => Some(c),
                Err(e) => {
                    run.fail(&label, format!("bad command {v}: {e}"));
                    continue;
                }
            }
        } else if step.get("do_suggested").is_some() {
            Some(game.suggest_attack())
        } else {
            None
        };
        let mut events = Vec::new();
        if let Some(cmd) = cmd {
            let before = game.state().clone();
            let described = [Lang::En, Lang::Fr]
                .map(|l| <quintebourg::Quintebourg as table::Ruleset>::describe(&before, &cmd, l));
            if described.iter().any(|d| d.is_empty()) {
                run.fail(&label, "empty description".into());
            }
            match table::harness::step(&mut game, cmd, &mut problems) {
                Ok(ev) => {
                    if let Some(e) = step.get("error") {
                        run.fail(&label, format!("expected refusal {e}, was accepted"));
                    }
                    events = ev;
                }
                Err(e) => {
                    let (en, fr) = (e.message(Lang::En), e.message(Lang::Fr));
                    if en.is_empty() || fr.is_empty() || en == fr {
                        run.fail(&label, format!("refusal without two messages: {e:?}"));
                    }
                    match step.get("error").and_then(|x| x.as_str()) {
                        Some(kind) if kind == e.kind() => {}
                        Some(kind) => run.fail(
                            &label,
                            format!("expected refusal {kind}, got {} ({en})", e.kind()),
                        ),
                        None => run.fail(&label, format!("refused: {} ({en})", e.kind())),
                    }
                }
            }
        }
        for p in problems.drain(..) {
            run.fail(&label, p);
        }
        let st = game.state();
        if !matches!(st.phase, Phase::Empty | Phase::Setup)
            && st.coins_in_play() + st.out_of_play != total
        {
            run.fail(
                &label,
                format!(
                    "coins not conserved: {} in play + {} out != {total}",
                    st.coins_in_play(),
                    st.out_of_play
                ),
            );
        }
        if st
            .players
            .iter()
            .any(|p| p.life != Life::Alive && p.coins > 0)
        {
            run.fail(&label, "a dead player keeps coins (004 L181)".into());
        }
        if let Some(exp) = step.get("expect") {
            check(&mut run, &label, &game, &events, exp);
        }
    }
    if let Err(e) = table::harness::save_and_load(&game) {
        run.fail("save", e);
    }
    let _ = attack::plan(game.state());
    Some(run.failures)
}

fn scenario_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios")];
    if let Ok(extra) = std::env::var("GRIMOIRE_SCENARIOS") {
        dirs.extend(
            extra
                .split(':')
                .filter(|d| !d.is_empty())
                .map(PathBuf::from),
        );
    }
    dirs
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|r| {
            r.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn scenarios() {
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in scenario_dirs() {
        for f in files_in(&dir) {
            if let Some(fails) = run_file(&f) {
                count += 1;
                failures.extend(fails);
            }
        }
    }
    assert!(count > 0, "no scenario ran");
    assert!(
        failures.is_empty(),
        "{} failure(s) in {count} scenarios:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every scenario file is named `004_L<n>_<what>.json` and cites its line.
#[test]
fn scenario_files_are_named_by_seed_line() {
    let dir = &scenario_dirs()[0];
    for f in files_in(dir) {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("004_L"), "{name}");
        let line: String = name[5..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let sc: Value = serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
        assert!(
            sc["cites"]
                .as_str()
                .is_some_and(|c| c.contains(&format!("004 L{line}"))),
            "{name} does not cite 004 L{line}"
        );
    }
}
