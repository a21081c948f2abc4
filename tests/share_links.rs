//! Round trips of the share formats over many random legal games, and the promises the import
//! screens rely on: same link for the same game, a typed error for every bad input.

use grimoire::engine::command::Command;
use grimoire::engine::game::{Game, GameConfig};
use grimoire::engine::Lang;
use grimoire::share::{
    self, codec, decode_link, game_link, sample, town_square, GamePreview, LinkKind, ShareError,
    Shared,
};

/// Property: for random games of legal commands, link → game → link is identical, the decoded
/// game's state equals the original's, and so does the JSON file's.
#[test]
fn random_games_round_trip_through_links_and_files() {
    for seed in 0..150 {
        let game = sample::random_game(seed, 120);
        let link = share::encode_game(&game);
        let back = share::decode_game(&link).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(back.config(), game.config(), "seed {seed}");
        assert_eq!(back.log(), game.log(), "seed {seed}");
        assert_eq!(back.state(), game.state(), "seed {seed}");
        assert_eq!(share::encode_game(&back), link, "seed {seed}");

        let file = share::export_json(&game);
        let from_file = share::import_json(&file).unwrap();
        assert_eq!(from_file.state(), game.state(), "seed {seed}");
        assert_eq!(share::encode_game(&from_file), link, "seed {seed}");

        let square = share::town_square(game.state());
        let public = share::encode_town_square(&square);
        assert_eq!(share::decode_town_square(&public).unwrap(), square);
    }
}

/// The 15-player game after 3 days fits the 600-character target.
#[test]
fn link_lengths_meet_the_target() {
    for seed in 0..10 {
        let game = sample::realistic_game(15, 3, seed);
        let link = share::encode_game(&game);
        assert!(link.len() <= 600, "seed {seed}: {} characters", link.len());
    }
}

#[test]
fn decode_link_tells_the_kinds_apart() {
    let game = sample::realistic_game(8, 1, 3);
    let url = share::link("https://grimoire.example/app/", &share::encode_game(&game));
    match decode_link(&url).unwrap() {
        Shared::Game(g) => assert_eq!(g.log(), game.log()),
        Shared::TownSquare(_) | Shared::Handout(_) => panic!("a game link"),
    }
    let public = share::encode_town_square(&town_square::town_square(game.state()));
    assert!(matches!(
        decode_link(&public).unwrap(),
        Shared::TownSquare(_)
    ));
    let handout = share::encode_handout(&share::handout(game.state()));
    match decode_link(&handout).unwrap() {
        Shared::Handout(h) => assert_eq!(h.script, game.state().script),
        _ => panic!("a handout link"),
    }
    assert_eq!(
        decode_link("https://grimoire.example/").err(),
        Some(ShareError::NotALink)
    );
}

#[test]
fn every_bad_link_gets_a_message_in_both_languages() {
    let game = sample::realistic_game(8, 1, 3);
    let link = share::encode_game(&game);
    let illegal = codec::pack(
        LinkKind::Game,
        &game_link::link_bytes(&GameConfig::default(), &[Command::StartGame]),
    );
    let mut other_game = vec![8u8];
    other_game.extend(b"shogi");
    other_game.extend(game_link::game_bytes(&GameConfig::default(), &[]));
    let other_game = codec::pack(LinkKind::Game, &other_game);
    let zip_bomb = codec::pack(LinkKind::Game, &vec![7u8; 1 << 20]);
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "Empty"),
        ("hello".into(), "NotALink"),
        ("g9.AAAA".into(), "UnsupportedVersion"),
        (format!("{link}!"), "BadEncoding"),
        (link[..link.len() / 2].to_string(), "truncated"),
        ("g1.".to_string() + &"A".repeat(70_000), "TooLong"),
        (zip_bomb, "TooLarge"),
        (illegal, "IllegalLog"),
        (other_game, "OtherGame"),
        (
            share::encode_town_square(&town_square::town_square(game.state())),
            "WrongKind",
        ),
    ];
    for (input, what) in cases {
        let err = match share::decode_game(&input) {
            Ok(_) => panic!("{what}: accepted"),
            Err(e) => e,
        };
        let debug = format!("{err:?}");
        match what {
            "truncated" => assert!(
                matches!(
                    err,
                    ShareError::BadCompression | ShareError::Truncated | ShareError::BadEncoding
                ),
                "{debug}"
            ),
            _ => assert!(debug.starts_with(what), "{what}: {debug}"),
        }
        let (en, fr) = (err.message(Lang::En), err.message(Lang::Fr));
        assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{what}");
    }
}

/// The preview shown before importing a shared game.
#[test]
fn preview_of_a_shared_game() {
    let mut game = sample::realistic_game(12, 2, 8);
    game.apply(Command::Note {
        player: None,
        text: "Told the Empath 1".into(),
    })
    .unwrap();
    let back = share::decode_game(&share::encode_game(&game)).unwrap();
    let p = GamePreview::of(&back, Lang::En);
    assert_eq!(p.player_count(), 12);
    assert_eq!(p.script, "Trouble Brewing");
    assert_eq!(p.phase_label, "day 3");
    assert_eq!(p.last_action.as_deref(), Some("Told the Empath 1"));
    assert_eq!(p.name, "Game night");
    let empty = Game::new(GameConfig::default());
    let p = GamePreview::of(&empty, Lang::Fr);
    assert_eq!(p.last_action, None);
    assert_eq!(p.phase_label, "mise en place");
}
