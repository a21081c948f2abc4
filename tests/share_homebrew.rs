//! Custom scripts with homebrew characters, end to end: the script tool's JSON is read, the
//! homebrew character is drawn and assigned like any other, wakes at its place on the night
//! sheet with the script's own prompt, puts its reminders in the grimoire, and the whole
//! script (name, author, definitions) survives the game link and the game file.

use grimoire::engine::character::{self, HomebrewDef, Team};
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::game::{Game, GameConfig};
use grimoire::engine::night::{self, StepKind};
use grimoire::engine::script::Script;
use grimoire::engine::seat::PlayerId;
use grimoire::engine::setup;
use grimoire::engine::warning::SetupWarning;
use grimoire::engine::BotcGame;
use grimoire::engine::Lang;
use grimoire::share::{self, GamePreview, ShareError};

/// A Trouble Brewing–like script with one homebrew Townsfolk that wakes on the first night
/// between the Chef (official position of `chef`) and the Empath, and one homebrew Minion
/// that never wakes.
const SCRIPT: &str = r#"[
  {"id": "_meta", "name": "Lanternes", "author": "Clara", "logo": "https://example.org/logo.png"},
  "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller", "monk",
  "butler", "saint", "poisoner", "spy", "imp",
  {"id": "lamp_lighter", "name": "Lamplighter", "team": "townsfolk",
   "ability": "Each night, learn whether a lamp is lit.",
   "firstNight": FIRST, "otherNight": 0,
   "firstNightReminder": "Show the Lamplighter a lit or unlit lamp.",
   "reminders": ["Lit", "Unlit"], "remindersGlobal": ["Lamp"], "setup": false,
   "image": "https://example.org/never-fetched.png"},
  {"id": "shade", "name": "Shade", "team": "minion", "ability": "You are hard to see. [+1 Outsider]",
   "setup": true}
]"#;

fn chef_position() -> u16 {
    character::official("chef").unwrap().first_night.unwrap()
}

fn script_text() -> String {
    // Right after the Chef on the official scale, so before the Empath.
    SCRIPT.replace("FIRST", &chef_position().to_string())
}

fn imported() -> share::ImportedScript {
    share::parse_script(&script_text()).expect("the script reads")
}

/// Seven players, the script chosen.
fn game_with_script(seed: u64) -> Game {
    let mut g = Game::new(GameConfig {
        seed,
        name: "Soirée".into(),
    });
    for name in ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"] {
        g.apply(Command::AddPlayer { name: name.into() }).unwrap();
    }
    g.apply(Command::ChooseScript {
        script: imported().script,
    })
    .unwrap();
    g
}

/// A legal pick for 7 players with the imported script: 5 Townsfolk (the homebrew Lamplighter
/// among them), 0 Outsiders, 1 Minion (the homebrew Shade), 1 Demon.
const LEGAL_PICK: [&str; 7] = [
    "lamplighter",
    "chef",
    "empath",
    "washerwoman",
    "monk",
    "shade",
    "imp",
];

/// One character per seat, in seat order.
fn assignments(chars: &[&str]) -> Vec<Assignment> {
    chars
        .iter()
        .enumerate()
        .map(|(i, c)| Assignment {
            player: PlayerId(i as u32),
            character: c.to_string(),
            shown: None,
            alignment: None,
        })
        .collect()
}

fn assign(g: &mut Game, chars: &[&str]) {
    let assignments = assignments(chars);
    g.apply(Command::AssignCharacters { assignments }).unwrap();
}

#[test]
fn the_script_carries_its_name_author_and_homebrew_definitions() {
    let s = imported();
    assert_eq!(s.name.as_deref(), Some("Lanternes"));
    assert_eq!(s.author.as_deref(), Some("Clara"));
    let Script::Custom {
        characters,
        name,
        author,
        homebrew,
        ..
    } = &s.script
    else {
        panic!("a custom script");
    };
    assert_eq!(characters.len(), 14);
    assert_eq!(name.as_deref(), Some("Lanternes"));
    assert_eq!(author.as_deref(), Some("Clara"));
    assert_eq!(homebrew.len(), 2);
    assert_eq!(homebrew[0].id, "lamplighter");
    assert_eq!(homebrew[0].team, Team::Townsfolk);
    assert_eq!(homebrew[1].team, Team::Minion);
    assert!(homebrew[1].setup);
    // Drawable characters: 12 official + 2 homebrew.
    assert_eq!(s.script.characters().len(), 14);
    let lamp = s.script.character("lamplighter").unwrap();
    assert_eq!(lamp.name.get(Lang::Fr), "Lamplighter");
    assert_eq!(
        lamp.ability.get(Lang::En),
        "Each night, learn whether a lamp is lit."
    );
    assert!(!lamp.modifies_setup());
    assert!(s.script.character("shade").unwrap().modifies_setup());
    // Images are never kept.
    assert!(!serde_json::to_string(&s.script)
        .unwrap()
        .contains("example.org"));
}

#[test]
fn a_homebrew_character_is_assigned_and_counted_by_its_team() {
    let mut g = game_with_script(3);
    // 7 players: 5 Townsfolk, 0 Outsiders, 1 Minion, 1 Demon. The homebrew Lamplighter counts
    // as a Townsfolk and the homebrew Shade as the Minion: the pick is legal.
    let picks = assignments(&LEGAL_PICK);
    assert_eq!(
        setup::check_pick(&g.state().script, &picks),
        Vec::<SetupWarning>::new()
    );
    // Without the homebrew Minion (six Townsfolk, no Minion) the count is wrong.
    let mut wrong = picks.clone();
    wrong[5].character = "librarian".into();
    assert!(!setup::check_pick(&g.state().script, &wrong).is_empty());

    assign(&mut g, &LEGAL_PICK);
    let seat = &g.state().seats[0];
    assert_eq!(seat.character.as_deref(), Some("lamplighter"));
    assert_eq!(seat.def().unwrap().team, Team::Townsfolk);
    assert_eq!(
        seat.alignment,
        Some(grimoire::engine::character::Alignment::Good)
    );
    assert_eq!(
        g.state().seats[5].alignment,
        Some(grimoire::engine::character::Alignment::Evil)
    );
    // The reminder tokens of the homebrew character are in the grimoire's list.
    let tokens = setup::reminder_tokens(g.state());
    assert!(tokens
        .iter()
        .any(|(c, r)| *c == "lamplighter" && r.id == "Lit"));
    assert!(tokens
        .iter()
        .any(|(c, r)| *c == "lamplighter" && r.id == "Lamp" && r.text.en() == "Lamp"));
}

#[test]
fn the_homebrew_character_wakes_at_its_place_on_the_first_night() {
    let mut g = game_with_script(3);
    assign(
        &mut g,
        &[
            "empath",
            "chef",
            "lamplighter",
            "washerwoman",
            "monk",
            "poisoner",
            "imp",
        ],
    );
    g.apply(Command::StartGame).unwrap();
    let sheet = night::sheet(g.state());
    let order: Vec<&str> = sheet
        .iter()
        .filter(|s| s.kind == StepKind::Character)
        .filter_map(|s| s.character.as_deref())
        .collect();
    // Same number as the Chef: it comes with the Chef, before the Empath (by seat after that).
    let chef = order.iter().position(|c| *c == "chef").unwrap();
    let lamp = order.iter().position(|c| *c == "lamplighter").unwrap();
    let empath = order.iter().position(|c| *c == "empath").unwrap();
    let washer = order.iter().position(|c| *c == "washerwoman").unwrap();
    let poisoner = order.iter().position(|c| *c == "poisoner").unwrap();
    assert!(poisoner < washer && washer < chef, "{order:?}");
    assert_eq!(lamp, chef + 1, "{order:?}");
    assert!(lamp < empath, "{order:?}");
    let step = sheet
        .iter()
        .find(|s| s.character.as_deref() == Some("lamplighter"))
        .unwrap();
    assert_eq!(step.player, Some(PlayerId(2)));
    assert_eq!(
        step.prompt.map(|p| p.get(Lang::Fr)),
        Some("Show the Lamplighter a lit or unlit lamp.")
    );
    // No worked-out answer: the Storyteller decides.
    assert_eq!(step.info, None);
    // otherNight 0: it does not wake on other nights.
    g.apply(Command::EndNight).unwrap();
    g.apply(Command::EndDay).unwrap();
    assert!(!night::sheet(g.state())
        .iter()
        .any(|s| s.character.as_deref() == Some("lamplighter")));
}

#[test]
fn a_later_homebrew_number_interleaves_with_the_official_order() {
    let empath = character::official("empath").unwrap().first_night.unwrap();
    // Its own id, so that the test says what it means (each game reads its own script).
    let text = SCRIPT
        .replace("FIRST", &(empath + 1).to_string())
        .replace("lamp_lighter", "late_lamp");
    let script = share::parse_script(&text).unwrap().script;
    let mut g = Game::new(GameConfig::default());
    for i in 0..7 {
        g.apply(Command::AddPlayer {
            name: format!("P{i}"),
        })
        .unwrap();
    }
    g.apply(Command::ChooseScript { script }).unwrap();
    assign(
        &mut g,
        &[
            "latelamp",
            "fortuneteller",
            "empath",
            "chef",
            "monk",
            "poisoner",
            "imp",
        ],
    );
    g.apply(Command::StartGame).unwrap();
    let order: Vec<String> = night::sheet(g.state())
        .iter()
        .filter(|s| s.kind == StepKind::Character)
        .filter_map(|s| s.character.clone())
        .collect();
    assert_eq!(
        order,
        ["poisoner", "chef", "empath", "latelamp", "fortuneteller"],
        "the Fortune Teller comes after position {}",
        empath + 1
    );
}

#[test]
fn the_engine_draws_homebrew_characters_by_team() {
    let g = game_with_script(11);
    let mut saw_lamp = false;
    let mut saw_shade = false;
    for n in 0..200 {
        let draw = g.suggest_characters_nth(n);
        assert_eq!(draw.len(), 7);
        assert_eq!(
            setup::check_pick(&g.state().script, &draw),
            Vec::<SetupWarning>::new(),
            "draw {n}: {draw:?}"
        );
        let team_of = |id: &str| g.state().script.character(id).unwrap().team;
        for a in &draw {
            match a.character.as_str() {
                "lamplighter" => {
                    saw_lamp = true;
                    assert_eq!(team_of(&a.character), Team::Townsfolk);
                }
                "shade" => saw_shade = true,
                _ => {}
            }
        }
        let minions = draw
            .iter()
            .filter(|a| team_of(&a.character) == Team::Minion)
            .count();
        assert_eq!(minions, 1, "draw {n}");
    }
    assert!(saw_lamp && saw_shade, "both homebrew characters are drawn");
    // Deterministic: the same game draws the same.
    assert_eq!(
        g.suggest_characters_nth(5),
        game_with_script(11).suggest_characters_nth(5)
    );
}

/// The whole game, homebrew included, through a link and a file, as another phone would
/// open it: the definitions come from the payload, not from this phone's memory.
#[test]
fn homebrew_survives_the_link_and_the_file() {
    let mut g = game_with_script(3);
    assign(&mut g, &LEGAL_PICK);
    g.apply(Command::StartGame).unwrap();
    let link = share::encode_game(&g);
    let back = share::decode_game(&link).unwrap();
    assert_eq!(back.state(), g.state());
    assert_eq!(back.log(), g.log());
    assert_eq!(back.state().script.homebrew().len(), 2);
    assert_eq!(back.state().script.author(), Some("Clara"));
    assert_eq!(share::encode_game(&back), link);

    let file = share::export_json(&g);
    assert!(file.contains("\"homebrew\""));
    assert!(file.contains("Lanternes"));
    let from_file = share::import_json(&file).unwrap();
    assert_eq!(from_file.state(), g.state());

    let preview = GamePreview::of(&back, Lang::Fr);
    assert_eq!(preview.script, "Lanternes");
    let sheet = night::sheet(back.state());
    assert!(sheet
        .iter()
        .any(|s| s.character.as_deref() == Some("lamplighter")));
}

#[test]
fn a_log_written_before_homebrew_still_loads() {
    let old = r#"{"kind":"custom","characters":["chef","imp"]}"#;
    let script: Script = serde_json::from_str(old).unwrap();
    assert_eq!(script, Script::custom(vec!["chef".into(), "imp".into()]));
    assert_eq!(script.name(Lang::En), None);
    // And an ids-only custom script is written the same way as before.
    assert_eq!(serde_json::to_string(&script).unwrap(), old);
}

#[test]
fn oversized_homebrew_text_is_bounded_on_every_way_in() {
    let huge = "é".repeat(10_000);
    let json = format!(
        r#"{{"kind":"custom","characters":["big"],"homebrew":[{{"id":"big","name":"{huge}",
        "team":"demon","ability":"{huge}","reminders":["{huge}","b","b"]}}]}}"#
    );
    let script: Script = serde_json::from_str(&json).unwrap();
    let h = &script.homebrew()[0];
    assert_eq!(h.name.chars().count(), character::MAX_HOMEBREW_NAME);
    assert_eq!(h.ability.chars().count(), character::MAX_HOMEBREW_TEXT);
    assert_eq!(h.reminders.len(), 2);
    // Through a link, too.
    let mut g = Game::new(GameConfig::default());
    g.apply(Command::ChooseScript {
        script: Script::Custom {
            characters: vec!["big".into()],
            name: None,
            author: None,
            homebrew: vec![HomebrewDef {
                id: "big".into(),
                name: huge.clone(),
                team: Team::Demon,
                ability: huge.clone(),
                first_night: None,
                other_night: None,
                first_night_reminder: huge.clone(),
                other_night_reminder: String::new(),
                reminders: Vec::new(),
                reminders_global: Vec::new(),
                setup: false,
                unknown: false,
            }],
            jinxes: Vec::new(),
        },
    })
    .unwrap();
    let back = share::decode_game(&share::encode_game(&g)).unwrap();
    let h = &back.state().script.homebrew()[0];
    assert_eq!(h.name.chars().count(), character::MAX_HOMEBREW_NAME);
    assert_eq!(
        h.first_night_reminder.chars().count(),
        character::MAX_HOMEBREW_TEXT
    );
}

#[test]
fn a_homebrew_id_never_replaces_an_official_character() {
    // Built by hand (not through the import, which refuses it): the official row still wins.
    let script = Script::Custom {
        characters: vec!["chef".into()],
        name: None,
        author: None,
        homebrew: vec![HomebrewDef {
            id: "chef".into(),
            name: "Fake Chef".into(),
            team: Team::Demon,
            ability: String::new(),
            first_night: None,
            other_night: None,
            first_night_reminder: String::new(),
            other_night_reminder: String::new(),
            reminders: Vec::new(),
            reminders_global: Vec::new(),
            setup: false,
            unknown: false,
        }],
        jinxes: Vec::new(),
    };
    let mut g = Game::new(GameConfig::default());
    g.apply(Command::ChooseScript {
        script: script.clone(),
    })
    .unwrap();
    assert_eq!(character::official("chef").unwrap().team, Team::Townsfolk);
    assert_eq!(script.character("chef").unwrap().team, Team::Townsfolk);
    // A link carrying such a definition is refused.
    assert!(matches!(
        share::decode_game(&share::encode_game(&g)),
        Err(ShareError::Malformed { what: "homebrew" })
    ));
}

#[test]
fn import_errors_are_clear() {
    let e =
        share::parse_script(r#"[{"id": "imp", "name": "Imp 2", "team": "demon"}]"#).unwrap_err();
    assert!(
        e.message(Lang::En).contains("official Imp"),
        "{}",
        e.message(Lang::En)
    );
    assert!(e.message(Lang::Fr).contains("Imp"));
}

/// Each distinct definition becomes one row, once: replaying or reopening a game allocates
/// nothing new, and two definitions of the same id stay two rows.
#[test]
fn homebrew_rows_are_interned_once_per_definition() {
    let s = imported();
    let def = s.homebrew[0].clone();
    assert!(std::ptr::eq(def.row(), def.clone().row()));
    assert!(std::ptr::eq(
        s.script.character("lamplighter").unwrap(),
        share::parse_script(&script_text())
            .unwrap()
            .script
            .character("lamplighter")
            .unwrap()
    ));
    let mut other = def.clone();
    other.ability = "Another text.".into();
    assert!(!std::ptr::eq(def.row(), other.row()));
    assert_eq!(other.row().ability.en(), "Another text.");
    // A game replayed from its log finds the same row by id.
    let g = game_with_script(1);
    let again = Game::from_log(g.config().clone(), g.log().to_vec()).unwrap();
    assert!(std::ptr::eq(
        g.state().character("lamplighter").unwrap(),
        again.state().script.character("lamplighter").unwrap()
    ));
}

/// A homebrew character belongs to its game: two games that define the same id differently,
/// open side by side (a link previewed while a game is open), each see their own definition,
/// whichever was replayed last.
#[test]
fn two_games_keep_their_own_homebrew_characters() {
    let townsfolk = game_with_script(1);
    let demon_text = script_text().replace(
        r#""name": "Lamplighter", "team": "townsfolk""#,
        r#""name": "Lamplighter", "team": "demon""#,
    );
    assert_ne!(
        demon_text,
        script_text(),
        "the script names the Lamplighter a Townsfolk"
    );
    let script = share::parse_script(&demon_text).unwrap().script;
    let mut demon = Game::new(GameConfig::default());
    demon.apply(Command::ChooseScript { script }).unwrap();
    let team = |g: &Game| g.state().character("lamplighter").map(|d| d.team);
    assert_eq!(team(&demon), Some(Team::Demon));
    assert_eq!(team(&townsfolk), Some(Team::Townsfolk));
    // Replaying the first game again changes nothing for the second, and the reverse.
    let again = Game::from_log(townsfolk.config().clone(), townsfolk.log().to_vec()).unwrap();
    assert_eq!(team(&demon), Some(Team::Demon));
    assert_eq!(team(&again), Some(Team::Townsfolk));
    // An official id is never a homebrew one.
    assert!(character::official("lamplighter").is_none());
}

/// A script with its own jinxes (the script tool's `jinxes` field of a character object): a
/// homebrew character's jinx with an official one, a script's own words for an official pair,
/// and a jinx naming a character the script does not have (dropped).
const JINXED_SCRIPT: &str = r#"[
  {"id": "_meta", "name": "Nuits jinxées", "author": "Clara"},
  "imp", "scarletwoman", "fanggu", "chef", "empath", "monk", "washerwoman", "klutz",
  {"id": "lamp_lighter", "name": "Lamplighter", "team": "townsfolk",
   "ability": "Each night, learn whether a lamp is lit.",
   "jinxes": [
     {"id": "imp", "reason": "If the Imp kills the Lamplighter, every lamp goes out."},
     {"id": "vortox", "reason": "Not on this script: dropped."}
   ]},
  {"id": "scarlet_woman", "jinx": [{"id": "fang_gu", "reason": "Our table's own words."}]}
]"#;

#[test]
fn homebrew_jinxes_are_read_kept_and_shown() {
    use grimoire::engine::jinx;
    let s = share::parse_script(JINXED_SCRIPT).expect("the script reads");
    assert_eq!(s.jinxes.len(), 2, "the Vortox is not on the script");
    assert_eq!(s.script.jinxes(), s.jinxes.as_slice());
    assert_eq!(
        (s.jinxes[0].a.as_str(), s.jinxes[0].b.as_str()),
        ("lamplighter", "imp")
    );
    assert_eq!(s.jinxes[1].a, "scarletwoman");
    assert_eq!(s.jinxes[1].b, "fanggu");
    // Shown like the official ones: the script's words replace ours for its pair.
    let shown = jinx::on_script(&s.script);
    assert_eq!(shown.len(), 2);
    let fang = shown
        .iter()
        .find(|j| j.partner("fanggu") == "scarletwoman")
        .unwrap();
    assert_eq!(fang.text(Lang::Fr), "Our table's own words.");
    assert!(fang.from_script());
    let lamp = shown
        .iter()
        .find(|j| j.partner("imp") == "lamplighter")
        .unwrap();
    assert_eq!(
        lamp.text(Lang::En),
        "If the Imp kills the Lamplighter, every lamp goes out."
    );
    assert_eq!(
        jinx::name(&s.script, "lamplighter", Lang::Fr),
        "Lamplighter"
    );

    // Kept with the game: the log, the link and the file carry them.
    let mut g = Game::new(GameConfig {
        seed: 5,
        name: "Jinx".into(),
    });
    for name in ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"] {
        g.apply(Command::AddPlayer { name: name.into() }).unwrap();
    }
    g.apply(Command::ChooseScript {
        script: s.script.clone(),
    })
    .unwrap();
    assign(
        &mut g,
        &[
            "imp",
            "scarletwoman",
            "lamplighter",
            "chef",
            "empath",
            "monk",
            "washerwoman",
        ],
    );
    let in_play = jinx::in_play(g.state());
    assert_eq!(
        in_play.len(),
        1,
        "only the Lamplighter & Imp pair is in play"
    );
    assert!(jinx::active(g.state(), "imp", "lamplighter"));
    let link = share::encode_game(&g);
    let back = share::decode_game(&link).unwrap();
    assert_eq!(back.state().script.jinxes(), s.jinxes.as_slice());
    assert_eq!(back.state(), g.state());
    assert_eq!(share::encode_game(&back), link);
    let file = share::export_json(&g);
    let from_file = share::import_json(&file).unwrap();
    assert_eq!(from_file.state().script.jinxes(), s.jinxes.as_slice());
}
