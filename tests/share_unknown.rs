//! A script naming characters the rules do not know, end to end: the import keeps them as
//! plain tokens and lists them, they wake where the script's `_meta` night order puts them,
//! the setup can seat them (never drawn at random), and the game survives the game link and
//! the game file with them.

use grimoire::engine::character::{self, Team};
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::game::{Game, GameConfig};
use grimoire::engine::night::{self, StepKind};
use grimoire::engine::seat::PlayerId;
use grimoire::engine::setup;
use grimoire::engine::BotcGame;
use grimoire::engine::Lang;
use grimoire::share;

/// A script of official characters, one the rules do not know listed by id alone
/// (`lantern_keeper`, placed by `_meta` between the Poisoner and the Washerwoman), one given
/// as an object with a team and reminders but no name nor ability (`the_moth`, an Outsider:
/// not a full definition), and a misspelt official id (`fortune_telller`).
const SCRIPT: &str = r#"[
  {"id": "_meta", "name": "Inconnus", "author": "Clara",
   "firstNight": ["dusk", "poisoner", "lantern_keeper", "washerwoman", "chef", "dawn"],
   "otherNight": ["poisoner", "imp", "lantern_keeper", "dawn"]},
  "washerwoman", "chef", "empath", "monk", "fortune_telller", "poisoner", "imp",
  "lantern_keeper",
  {"id": "the_moth", "team": "outsider", "reminders": ["Dusty"]}
]"#;

fn imported() -> share::ImportedScript {
    share::parse_script(SCRIPT).expect("a script with unknown ids still imports")
}

fn game() -> Game {
    let mut g = Game::new(GameConfig {
        seed: 4,
        name: "Inconnus".into(),
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

const PICK: [&str; 7] = [
    "washerwoman",
    "lanternkeeper",
    "chef",
    "empath",
    "monk",
    "poisoner",
    "imp",
];

fn seated() -> Game {
    let mut g = game();
    let assignments = PICK
        .iter()
        .enumerate()
        .map(|(i, c)| Assignment {
            player: PlayerId(i as u32),
            character: c.to_string(),
            shown: None,
            alignment: None,
        })
        .collect();
    g.apply(Command::AssignCharacters { assignments }).unwrap();
    g
}

#[test]
fn unknown_ids_are_kept_and_listed() {
    let s = imported();
    assert_eq!(
        s.unknown,
        vec!["fortune_telller", "lantern_keeper", "the_moth"]
    );
    assert_eq!(
        share::unknown_list(&s.unknown, Lang::En),
        "fortune_telller, lantern_keeper, the_moth"
    );
    assert_eq!(s.script.all().len(), 9, "every character is kept");
    let lantern = s.script.character("lanternkeeper").unwrap();
    assert!(lantern.is_unknown());
    assert_eq!(lantern.name.get(Lang::En), "lantern_keeper");
    assert_eq!(lantern.team, Team::Townsfolk);
    assert_eq!(lantern.ability, character::UNKNOWN_ABILITY);
    let moth = s.script.character("themoth").unwrap();
    assert_eq!(
        (moth.name.get(Lang::Fr), moth.team),
        ("the_moth", Team::Outsider)
    );
    assert!(moth.reminder("Dusty").is_some());
    assert!(moth.is_unknown());
    assert_eq!((moth.first_night, moth.other_night), (None, None));
    // The misspelt id is a plain token too, under the id as written.
    assert_eq!(
        s.script.character("fortunetelller").unwrap().name.en(),
        "fortune_telller"
    );
    // Official characters are not marked.
    assert!(!s.script.character("chef").unwrap().is_unknown());
}

#[test]
fn unknown_characters_are_never_drawn_but_may_be_seated() {
    let g = game();
    for n in 0..50 {
        let draw = g.suggest_characters_nth(n);
        assert!(
            draw.iter().all(|a| !g
                .state()
                .script
                .character(&a.character)
                .unwrap()
                .is_unknown()),
            "draw {n}: {draw:?}"
        );
    }
    let g = seated();
    // 7 players: 5 Townsfolk (the Lantern Keeper, a Townsfolk by default, among them).
    assert!(setup::check_state(g.state()).is_empty());
    // The Moth counts as the Outsider its object says it is: one too many for 7 players.
    let mut with_moth: Vec<Assignment> = PICK
        .iter()
        .enumerate()
        .map(|(i, c)| Assignment {
            player: PlayerId(i as u32),
            character: c.to_string(),
            shown: None,
            alignment: None,
        })
        .collect();
    with_moth[4].character = "themoth".into();
    let warnings = setup::check_pick(&g.state().script, &with_moth);
    assert!(!warnings.is_empty(), "one Outsider too many: {warnings:?}");
    assert_eq!(
        g.state().seats[1].def().unwrap().name.en(),
        "lantern_keeper"
    );
}

#[test]
fn an_unknown_character_wakes_where_the_meta_night_order_says() {
    let mut g = seated();
    g.apply(Command::StartGame).unwrap();
    let order = |g: &Game| -> Vec<String> {
        night::sheet(g.state())
            .iter()
            .filter(|s| s.kind == StepKind::Character)
            .filter_map(|s| s.character.clone())
            .collect()
    };
    assert_eq!(
        order(&g),
        ["poisoner", "lanternkeeper", "washerwoman", "chef", "empath"]
    );
    let sheet = night::sheet(g.state());
    let step = sheet
        .iter()
        .find(|s| s.character.as_deref() == Some("lanternkeeper"))
        .unwrap();
    assert_eq!(step.player, Some(PlayerId(1)));
    assert_eq!(step.prompt, Some(character::UNKNOWN_PROMPT));
    assert_eq!(step.info, None);
    g.apply(Command::EndNight).unwrap();
    g.apply(Command::EndDay).unwrap();
    // Other nights: after the Demon (the Imp), before the Empath.
    let other = order(&g);
    let at = |id: &str| other.iter().position(|c| c == id);
    assert!(at("imp") < at("lanternkeeper"), "{other:?}");
    assert!(at("lanternkeeper") < at("empath"), "{other:?}");
}

#[test]
fn unknown_characters_survive_the_link_and_the_file() {
    let mut g = seated();
    g.apply(Command::StartGame).unwrap();
    let link = share::encode_game(&g);
    let back = share::decode_game(&link).unwrap();
    assert_eq!(back.state(), g.state());
    assert_eq!(share::encode_game(&back), link);
    assert_eq!(back.state().script.unknown().len(), 3);
    assert!(back
        .state()
        .script
        .character("lanternkeeper")
        .unwrap()
        .is_unknown());

    let file = share::export_json(&g);
    assert!(file.contains("\"unknown\":true"), "the save marks them");
    let from_file = share::import_json(&file).unwrap();
    assert_eq!(from_file.state(), g.state());
    assert!(night::sheet(from_file.state())
        .iter()
        .any(|s| s.character.as_deref() == Some("lanternkeeper")));
}
