//! Runs the data-driven scenarios of `tests/scenarios/*.json` and of every directory listed in
//! `GRIMOIRE_SCENARIOS` (colon-separated). The format is documented in `docs/scenarios.md`.
//!
//! At every step the runner also checks that the command survives a JSON round trip and that
//! undo then redo gives back the same state.

use std::path::{Path, PathBuf};

use grimoire::engine::ability::tb::fortuneteller;
use grimoire::engine::character::Lang;
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::game::{Game, GameConfig};
use grimoire::engine::legacy;
use grimoire::engine::madness;
use grimoire::engine::night::{self, StepKind};
use grimoire::engine::status::{self, Source, StatusKind};
use grimoire::engine::BotcGame;
use grimoire::engine::{card, day, victory, vote, PlayerId};
use serde_json::{json, Value};
use table::harness::subset;

/// Keys whose string values name players in commands and expectations.
const PLAYER_KEYS: &[&str] = &[
    "player",
    "by",
    "targets",
    "target",
    "demon",
    "nominator",
    "nominee",
    "slayer",
    "butler",
    "master",
    "source",
    "voters",
    "players",
    "yes",
    "maybe",
    "demons",
    "minions",
    "current",
    "about_to_die",
    "virgin",
    "mayor",
    "died",
    "outcomes",
    "next",
    "block",
    "projected_block",
    "voter",
    "chosen",
];

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

fn names_to_ids(v: &Value, game: &Game, key_is_player: bool) -> Value {
    match v {
        Value::String(s) if key_is_player => match game.state().by_name(s) {
            Some(id) => json!(id.0),
            None => v.clone(),
        },
        Value::Array(a) => Value::Array(
            a.iter()
                .map(|x| names_to_ids(x, game, key_is_player))
                .collect(),
        ),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, x)| {
                    (
                        k.clone(),
                        names_to_ids(x, game, key_is_player || PLAYER_KEYS.contains(&k.as_str())),
                    )
                })
                .collect(),
        ),
        _ => v.clone(),
    }
}

fn id(game: &Game, name: &str) -> Option<PlayerId> {
    game.state().by_name(name)
}

fn source_name(game: &Game, s: &Source) -> String {
    match s {
        Source::Storyteller => "storyteller".into(),
        Source::Player { player, .. } => game.state().name(*player),
    }
}

fn step_label(game: &Game, s: &night::NightStep) -> String {
    let who = |p: Option<PlayerId>| p.map(|p| game.state().name(p)).unwrap_or_default();
    match s.kind {
        StepKind::Dusk => "dusk".into(),
        StepKind::MinionInfo => "minion_info".into(),
        StepKind::DemonInfo => "demon_info".into(),
        StepKind::Dawn => "dawn".into(),
        StepKind::Character => format!(
            "{}:{}",
            who(s.player),
            s.character.clone().unwrap_or_default()
        ),
        StepKind::YouAre => format!(
            "you_are {}:{}",
            who(s.player),
            s.character.clone().unwrap_or_default()
        ),
    }
}

fn names(game: &Game, v: &Value) -> Vec<String> {
    let list: Vec<String> = v
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    for n in &list {
        assert!(id(game, n).is_some(), "unknown player {n}");
    }
    list
}

fn find_step(game: &Game, label: &str) -> Option<night::NightStep> {
    night::sheet(game.state())
        .into_iter()
        .find(|s| step_label(game, s) == label)
}

fn check(
    run: &mut Run,
    step: &str,
    game: &Game,
    events: &[grimoire::engine::Event],
    expect: &Value,
) {
    let st = game.state();
    let Some(obj) = expect.as_object() else {
        return;
    };
    for (key, want) in obj {
        match key.as_str() {
            "phase" => {
                let got = st.phase.label(Lang::En);
                if want.as_str() != Some(got.as_str()) {
                    run.fail(step, format!("phase: expected {want}, got {got:?}"));
                }
            }
            "alive" | "dead" => {
                for n in names(game, want) {
                    let alive = st.seat(id(game, &n).unwrap()).unwrap().alive;
                    if alive != (key == "alive") {
                        run.fail(
                            step,
                            format!(
                                "{n}: expected {key}, is {}",
                                if alive { "alive" } else { "dead" }
                            ),
                        );
                    }
                }
            }
            "drunk" | "poisoned" => {
                let kind = if key == "drunk" {
                    StatusKind::Drunk
                } else {
                    StatusKind::Poisoned
                };
                for (n, srcs) in want.as_object().unwrap() {
                    let p = id(game, n).unwrap_or_else(|| panic!("unknown player {n}"));
                    let mut got: Vec<String> = status::sources(st, p, kind)
                        .iter()
                        .map(|s| source_name(game, s))
                        .collect();
                    let mut exp: Vec<String> = srcs
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_str().unwrap().to_string())
                        .collect();
                    got.sort();
                    exp.sort();
                    if got != exp {
                        run.fail(step, format!("{n} {key} by: expected {exp:?}, got {got:?}"));
                    }
                }
            }
            "ability_works" | "ability_broken" => {
                for n in names(game, want) {
                    let w = status::ability_works(st, id(game, &n).unwrap());
                    if w != (key == "ability_works") {
                        run.fail(step, format!("{n}: expected {key}, ability works = {w}"));
                    }
                }
            }
            "wake" => {
                let got: Vec<String> = night::sheet(st)
                    .iter()
                    .map(|s| step_label(game, s))
                    .collect();
                let exp: Vec<String> = want
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|x| x.as_str().unwrap().to_string())
                    .collect();
                if got != exp {
                    run.fail(
                        step,
                        format!("wake list:\n    expected {exp:?}\n    got      {got:?}"),
                    );
                }
            }
            "wake_has" | "wake_lacks" => {
                // Labels that must (or must not) be on tonight's sheet, wherever they are.
                let got: Vec<String> = night::sheet(st)
                    .iter()
                    .map(|s| step_label(game, s))
                    .collect();
                for label in want.as_array().unwrap() {
                    let label = label.as_str().unwrap();
                    if got.iter().any(|g| g == label) != (key == "wake_has") {
                        run.fail(step, format!("{key} {label:?}: the sheet is {got:?}"));
                    }
                }
            }
            "info" | "false_info" | "impaired" => {
                for (label, exp) in want.as_object().unwrap() {
                    let sheet = night::sheet(st);
                    let Some(s) = sheet.iter().find(|s| step_label(game, s) == *label) else {
                        run.fail(step, format!("{key}: no step {label:?} tonight"));
                        continue;
                    };
                    let got = match key.as_str() {
                        "info" => serde_json::to_value(&s.info).unwrap(),
                        "false_info" => serde_json::to_value(&s.false_info).unwrap(),
                        _ => json!(s.impaired),
                    };
                    let exp = names_to_ids(exp, game, false);
                    if !subset(&exp, &got) {
                        run.fail(
                            step,
                            format!("{key} of {label}:\n    expected {exp}\n    got      {got}"),
                        );
                    }
                }
            }
            "fortune_teller" => {
                // [a, b, answer]: answer true/false, or null for "Storyteller's call".
                for case in want.as_array().unwrap() {
                    let c = case.as_array().unwrap();
                    let a = id(game, c[0].as_str().unwrap()).unwrap();
                    let b = id(game, c[1].as_str().unwrap()).unwrap();
                    let got = fortuneteller::fortune_teller_answer(st, a, b);
                    if json!(got) != c[2] {
                        run.fail(step, format!("fortune teller {case}: got {got:?}"));
                    }
                }
            }
            "about_to_die" => {
                let got = day::about_to_die(st).map(|p| st.name(p));
                if json!(got) != *want {
                    run.fail(step, format!("about to die: expected {want}, got {got:?}"));
                }
            }
            "winner" => {
                let got = victory::check(st)
                    .or(st.win)
                    .map(|w| serde_json::to_value(w.winner).unwrap());
                if json!(got) != *want {
                    run.fail(step, format!("winner: expected {want}, got {got:?}"));
                }
            }
            "win_reason" => {
                let got = victory::check(st)
                    .or(st.win)
                    .map(|w| serde_json::to_value(w.reason).unwrap());
                if json!(got) != *want {
                    run.fail(step, format!("win reason: expected {want}, got {got:?}"));
                }
            }
            "pending" => {
                let got: Vec<Value> = st
                    .pending
                    .iter()
                    .map(|p| serde_json::to_value(&p.kind).unwrap()["kind"].clone())
                    .collect();
                if json!(got) != *want {
                    run.fail(step, format!("pending: expected {want}, got {got:?}"));
                }
            }
            "reminders" => {
                // {"Name": ["character:Reminder", …]}: every reminder next to the player.
                for (n, v) in want.as_object().unwrap() {
                    let p = id(game, n).unwrap_or_else(|| panic!("unknown player {n}"));
                    let mut got: Vec<String> = st
                        .reminders
                        .iter()
                        .filter(|r| r.player == p)
                        .map(|r| format!("{}:{}", r.character, r.reminder))
                        .collect();
                    let mut exp: Vec<String> = v
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_str().unwrap().to_string())
                        .collect();
                    got.sort();
                    exp.sort();
                    if got != exp {
                        run.fail(
                            step,
                            format!("{n} reminders: expected {exp:?}, got {got:?}"),
                        );
                    }
                }
            }
            "ghost_vote" => {
                for (n, v) in want.as_object().unwrap() {
                    let got = st.seat(id(game, n).unwrap()).unwrap().ghost_vote;
                    if json!(got) != *v {
                        run.fail(step, format!("{n} ghost vote: expected {v}, got {got}"));
                    }
                }
            }
            "character" => {
                for (n, v) in want.as_object().unwrap() {
                    let got = st.seat(id(game, n).unwrap()).unwrap().character.clone();
                    if json!(got) != *v {
                        run.fail(step, format!("{n} character: expected {v}, got {got:?}"));
                    }
                }
            }
            "alignment" => {
                for (n, v) in want.as_object().unwrap() {
                    let got =
                        serde_json::to_value(st.seat(id(game, n).unwrap()).unwrap().alignment)
                            .unwrap();
                    if got != *v {
                        run.fail(step, format!("{n} alignment: expected {v}, got {got}"));
                    }
                }
            }
            "ability_used" => {
                for (n, v) in want.as_object().unwrap() {
                    let got = st.seat(id(game, n).unwrap()).unwrap().ability_used;
                    if json!(got) != *v {
                        run.fail(step, format!("{n} ability used: expected {v}, got {got}"));
                    }
                }
            }
            "mad" => {
                // {"Name": ["character", …]}: what the player is mad about now (madness).
                for (n, v) in want.as_object().unwrap() {
                    let p = id(game, n).unwrap_or_else(|| panic!("unknown player {n}"));
                    let mut got: Vec<String> =
                        madness::of(st, p).into_iter().map(|m| m.about).collect();
                    let mut exp: Vec<String> = v
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_str().unwrap().to_string())
                        .collect();
                    got.sort();
                    exp.sort();
                    if got != exp {
                        run.fail(
                            step,
                            format!("{n} mad about: expected {exp:?}, got {got:?}"),
                        );
                    }
                }
            }
            "madness_offers" => {
                // ["character:Name", …]: the madness executions offered now, in order.
                let got: Vec<String> = madness::offers(st)
                    .iter()
                    .filter_map(|c| match c {
                        Command::Act {
                            character, targets, ..
                        } => Some(format!("{character}:{}", st.name(targets[0]))),
                        _ => None,
                    })
                    .collect();
                if json!(got) != *want {
                    run.fail(
                        step,
                        format!("madness offers: expected {want}, got {got:?}"),
                    );
                }
            }
            "lives_on" => {
                for (n, v) in want.as_object().unwrap() {
                    let got = st.seat(id(game, n).unwrap()).unwrap().lives_on;
                    if json!(got) != *v {
                        run.fail(step, format!("{n} lives on: expected {v}, got {got}"));
                    }
                }
            }
            "night_step" => {
                if json!(st.night_step) != *want {
                    run.fail(
                        step,
                        format!("night step: expected {want}, got {}", st.night_step),
                    );
                }
            }
            "events" => {
                let got: Vec<Value> = events
                    .iter()
                    .map(|e| serde_json::to_value(e).unwrap())
                    .collect();
                for e in want.as_array().unwrap() {
                    let e = names_to_ids(e, game, false);
                    if !got.iter().any(|g| subset(&e, g)) {
                        run.fail(
                            step,
                            format!("missing event {e}\n    events: {}", json!(got)),
                        );
                    }
                }
            }
            "no_events" => {
                let got: Vec<Value> = events
                    .iter()
                    .map(|e| serde_json::to_value(e).unwrap())
                    .collect();
                for e in want.as_array().unwrap() {
                    let e = names_to_ids(e, game, false);
                    if got.iter().any(|g| subset(&e, g)) {
                        run.fail(step, format!("unexpected event {e}"));
                    }
                }
            }
            "bluffs" => {
                if json!(st.bluffs) != *want {
                    run.fail(
                        step,
                        format!("bluffs: expected {want}, got {:?}", st.bluffs),
                    );
                }
            }
            "describe" => {
                let got = game
                    .log()
                    .last()
                    .map(|c| c.describe(st, Lang::En))
                    .unwrap_or_default();
                if want.as_str() != Some(got.as_str()) {
                    run.fail(step, format!("describe: expected {want}, got {got:?}"));
                }
            }
            "walk" => {
                let got = serde_json::to_value(vote::walk(st)).unwrap();
                let exp = names_to_ids(want, game, false);
                if !subset(&exp, &got) {
                    run.fail(
                        step,
                        format!("vote walk:\n    expected {exp}\n    got      {got}"),
                    );
                }
            }
            "dawn" => {
                let got: Vec<String> = night::dawn(st).iter().map(|p| st.name(*p)).collect();
                if json!(got) != *want {
                    run.fail(step, format!("dawn: expected {want}, got {got:?}"));
                }
            }
            "current_step" => {
                let got = night::current_step(st).map(|s| step_label(game, &s));
                if json!(got) != *want {
                    run.fail(step, format!("current step: expected {want}, got {got:?}"));
                }
            }
            "done" => {
                for (label, exp) in want.as_object().unwrap() {
                    match find_step(game, label) {
                        Some(s) if json!(s.done) == *exp => {}
                        Some(s) => run.fail(
                            step,
                            format!("done of {label}: expected {exp}, got {}", s.done),
                        ),
                        None => run.fail(step, format!("done: no step {label:?} tonight")),
                    }
                }
            }
            "cards" => {
                for (label, exp) in want.as_object().unwrap() {
                    let Some(s) = find_step(game, label) else {
                        run.fail(step, format!("cards: no step {label:?} tonight"));
                        continue;
                    };
                    let got = serde_json::to_value(card::for_step(st, &s)).unwrap();
                    let exp = names_to_ids(exp, game, false);
                    if !subset(&exp, &got) {
                        run.fail(
                            step,
                            format!("cards of {label}:\n    expected {exp}\n    got      {got}"),
                        );
                    }
                }
            }
            "told_cards" => {
                // The cards of the last information given (`give_info`), by day or at night.
                let got = st
                    .told
                    .last()
                    .map(|t| serde_json::to_value(card::for_info(&t.info)).unwrap());
                let exp = names_to_ids(want, game, false);
                if !got.as_ref().is_some_and(|g| subset(&exp, g)) {
                    run.fail(
                        step,
                        format!("told cards:\n    expected {exp}\n    got      {got:?}"),
                    );
                }
            }
            "abnormal" => {
                // The players whose abilities worked abnormally since dawn.
                let got: Vec<String> = grimoire::engine::abnormal::since_dawn(st)
                    .iter()
                    .map(|p| st.name(*p))
                    .collect();
                if json!(got) != *want {
                    run.fail(step, format!("abnormal: expected {want}, got {got:?}"));
                }
            }
            "answer" => {
                // {"label": {"chosen": [names], ...Answer fields}}
                for (label, exp) in want.as_object().unwrap() {
                    let Some(s) = find_step(game, label) else {
                        run.fail(step, format!("answer: no step {label:?} tonight"));
                        continue;
                    };
                    let mut exp = names_to_ids(exp, game, false);
                    let chosen: Vec<PlayerId> = exp
                        .as_object_mut()
                        .unwrap()
                        .remove("chosen")
                        .map(|c| serde_json::from_value(c).unwrap())
                        .unwrap_or_default();
                    let got = match night::answer(st, &s, &chosen) {
                        Ok(a) => serde_json::to_value(a).unwrap(),
                        Err(e) => json!({ "error": e.code() }),
                    };
                    if !subset(&exp, &got) {
                        run.fail(
                            step,
                            format!("answer of {label}:\n    expected {exp}\n    got      {got}"),
                        );
                    }
                }
            }
            "announcement" => {
                let got = game
                    .log()
                    .last()
                    .map(|c| serde_json::to_value(card::announcement(c, events)).unwrap())
                    .unwrap_or(json!([]));
                let exp = names_to_ids(want, game, false);
                if !subset(&exp, &got) {
                    run.fail(
                        step,
                        format!("announcement:\n    expected {exp}\n    got      {got}"),
                    );
                }
            }
            "suggested_characters" => {
                let got: serde_json::Map<String, Value> = game
                    .suggest_characters()
                    .iter()
                    .map(|a| {
                        let c = match &a.shown {
                            Some(s) => format!("{}:{s}", a.character),
                            None => a.character.clone(),
                        };
                        (st.name(a.player), json!(c))
                    })
                    .collect();
                if Value::Object(got.clone()) != *want {
                    run.fail(
                        step,
                        format!("suggested characters: expected {want}, got {got:?}"),
                    );
                }
            }
            "suggested_bluffs" => {
                let got = game.suggest_bluffs();
                if json!(got) != *want {
                    run.fail(
                        step,
                        format!("suggested bluffs: expected {want}, got {got:?}"),
                    );
                }
            }
            "reload" => {
                // The saved game loads back to the same state: the same night step, the same
                // vote walk.
                let saved = serde_json::to_string(game).unwrap();
                match serde_json::from_str::<Game>(&saved) {
                    Ok(back)
                        if back.state() == st
                            && night::current_step(back.state()) == night::current_step(st)
                            && vote::walk(back.state()) == vote::walk(st) => {}
                    _ => run.fail(step, "reload does not give the same game".into()),
                }
            }
            "fabled" => {
                // The Fabled in play, and the public town square shows the same.
                let square = grimoire::engine::share::town_square::town_square(st);
                if json!(st.fabled) != *want || json!(square.fabled) != *want {
                    run.fail(
                        step,
                        format!("fabled: expected {want}, got {:?}", st.fabled),
                    );
                }
            }
            "day_notes_of" => {
                // The notes the day panel shows the Storyteller today: whose they are.
                let got: Vec<&str> = grimoire::engine::ability::fabled::day_notes(st)
                    .into_iter()
                    .map(|(id, _)| id)
                    .collect();
                if json!(got) != *want {
                    run.fail(step, format!("day_notes_of: expected {want}, got {got:?}"));
                }
            }
            "day_notes" | "setup_notes" => {
                // What the Fabled in play say on the day panel (their notes, then what the
                // Storyteller recorded for them) or on the setup screen, in English.
                use grimoire::engine::ability::fabled;
                let got: Vec<String> = if key == "day_notes" {
                    fabled::day_notes(st)
                        .into_iter()
                        .map(|(_, n)| n.en().to_string())
                        .chain(fabled::word_notes(st, Lang::En).into_iter().map(|(_, n)| n))
                        .collect()
                } else {
                    fabled::setup_notes(st)
                        .into_iter()
                        .map(|(_, n)| n.en().to_string())
                        .collect()
                };
                if json!(got) != *want {
                    run.fail(step, format!("{key}: expected {want}, got {got:?}"));
                }
            }
            "seats" => {
                // The circle in seat order (a late Traveller's seat sets their neighbours).
                let got: Vec<&str> = st.seats.iter().map(|s| s.name.as_str()).collect();
                if json!(got) != *want {
                    run.fail(step, format!("seats: expected {want}, got {got:?}"));
                }
            }
            "traveller" => {
                for (n, v) in want.as_object().unwrap() {
                    let got = st.seat(id(game, n).unwrap()).unwrap().traveller;
                    if json!(got) != *v {
                        run.fail(step, format!("{n} traveller: expected {v}, got {got}"));
                    }
                }
            }
            other => run.fail(step, format!("unknown expectation key {other:?}")),
        }
    }
}

fn parse_command(run: &mut Run, step: &str, game: &Game, v: &Value) -> Option<Command> {
    // Steps written in an older command format are read as old logs are (`legacy`).
    let v = legacy::upgrade_json(game.log(), names_to_ids(v, game, false));
    match serde_json::from_value::<Command>(v.clone()) {
        Ok(c) => Some(c),
        Err(e) => {
            run.fail(step, format!("command {v} does not parse: {e}"));
            None
        }
    }
}

fn setup_game(run: &mut Run, doc: &Value) -> Option<Game> {
    let mut game = Game::new(GameConfig {
        seed: doc["seed"].as_u64().unwrap_or(1),
        name: String::new(),
    });
    let mut setup = Vec::new();
    if let Some(script) = doc.get("script") {
        setup.push(Command::ChooseScript {
            script: serde_json::from_value(script.clone()).expect("script"),
        });
    }
    let players = doc["players"].as_array().cloned().unwrap_or_default();
    for p in &players {
        let name = p.as_array().map(|a| a[0].clone()).unwrap_or(p.clone());
        setup.push(Command::AddPlayer {
            name: name.as_str().unwrap().to_string(),
        });
    }
    for c in setup {
        if let Err(e) = game.apply(c) {
            run.fail("setup", e.message(Lang::En));
            return None;
        }
    }
    let assignments: Vec<Assignment> = players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let spec = p.as_array()?.get(1)?.as_str()?;
            let (character, shown) = match spec.split_once(':') {
                Some((a, b)) => (a.to_string(), Some(b.to_string())),
                None => (spec.to_string(), None),
            };
            Some(Assignment {
                player: game.state().seats[i].id,
                character,
                shown,
                alignment: None,
            })
        })
        .collect();
    let mut cmds = Vec::new();
    if !assignments.is_empty() {
        let assign = Command::AssignCharacters { assignments };
        cmds.push(if doc["override_setup"].as_bool().unwrap_or(false) {
            Command::Override {
                command: Box::new(assign),
                reason: "scenario".into(),
            }
        } else {
            assign
        });
    }
    if let Some(b) = doc.get("bluffs") {
        cmds.push(Command::SetBluffs {
            bluffs: serde_json::from_value(b.clone()).unwrap(),
        });
    }
    if let Some(r) = doc.get("red_herring").and_then(|r| r.as_str()) {
        cmds.push(Command::red_herring(
            game.state().by_name(r).expect("red herring"),
        ));
    }
    if doc["start"].as_bool().unwrap_or(true) {
        cmds.push(Command::StartGame);
    }
    for c in cmds {
        if let Err(e) = game.apply(c.clone()) {
            run.fail("setup", format!("{c:?}: {}", e.message(Lang::En)));
            return None;
        }
    }
    Some(game)
}

fn run_file(path: &Path) -> Vec<String> {
    let file = path.display().to_string();
    let mut run = Run {
        file,
        failures: Vec::new(),
    };
    let text = std::fs::read_to_string(path).unwrap();
    let doc: Value = match serde_json::from_str(&text) {
        Ok(d) => d,
        Err(e) => return vec![format!("{}: invalid JSON: {e}", run.file)],
    };
    if doc
        .get("seed_rule")
        .and_then(|s| s.as_str())
        .is_none_or(|s| s.is_empty())
    {
        run.fail("header", "missing \"seed_rule\"".into());
    }
    let Some(mut game) = setup_game(&mut run, &doc) else {
        return run.failures;
    };
    for (i, s) in doc["steps"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .enumerate()
    {
        let label = format!(
            "step {}{}",
            i + 1,
            s.get("note")
                .and_then(|n| n.as_str())
                .map(|n| format!(" — {n}"))
                .unwrap_or_default()
        );
        let mut events = Vec::new();
        if let Some(v) = s.get("do") {
            let Some(cmd) = parse_command(&mut run, &label, &game, v) else {
                break;
            };
            // The core's step checks: JSON round trip, a refusal changes nothing, undo and redo.
            let mut problems = Vec::new();
            let result = table::harness::step(&mut game, cmd.clone(), &mut problems);
            for p in problems {
                run.fail(&label, p);
            }
            match (result, s.get("error").and_then(|e| e.as_str())) {
                (Err(e), Some(code)) => {
                    if e.code() != code {
                        run.fail(
                            &label,
                            format!(
                                "expected error {code}, got {} ({})",
                                e.code(),
                                e.message(Lang::En)
                            ),
                        );
                    }
                    let _ = e.message(Lang::Fr);
                }
                (Err(e), None) => {
                    run.fail(
                        &label,
                        format!("refused: {} ({})", e.code(), e.message(Lang::En)),
                    );
                    break;
                }
                (Ok(_), Some(code)) => {
                    run.fail(
                        &label,
                        format!("expected error {code}, but the command was accepted"),
                    );
                    break;
                }
                (Ok(ev), None) => {
                    events = ev;
                    let _ = cmd.describe(game.state(), Lang::Fr);
                }
            }
        }
        if let Some(e) = s.get("expect") {
            check(&mut run, &label, &game, &events, e);
        }
    }
    // The whole game saves and loads to the same state.
    if let Err(e) = table::harness::save_and_load(&game) {
        run.fail("end", e);
    }
    run.failures
}

fn scenario_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios")];
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

/// True for a Blood on the Clocktower scenario: no `ruleset`, or `"botc"`.
fn is_botc(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    match serde_json::from_str::<Value>(&text) {
        Ok(doc) => doc
            .get("ruleset")
            .and_then(Value::as_str)
            .is_none_or(|r| r == "botc"),
        // A damaged file is run, so that it is reported.
        Err(_) => true,
    }
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read scenario directory {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn scenarios() {
    let mut failures = Vec::new();
    let mut count = 0;
    let mut other_games = 0;
    for dir in scenario_dirs() {
        for f in files_in(&dir) {
            // A folder may hold another game's scenarios (Quinte-bourg's: `"ruleset":
            // "quintebourg"`); that game's own runner reads them.
            if !is_botc(&f) {
                other_games += 1;
                continue;
            }
            count += 1;
            failures.extend(run_file(&f));
        }
    }
    println!("{count} scenario files run ({other_games} of another game left to its runner)");
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The project's own suite holds at least 40 scenarios.
#[test]
fn at_least_forty_scenarios() {
    let n = files_in(&scenario_dirs()[0]).len();
    assert!(n >= 40, "only {n} scenarios in tests/scenarios");
}
