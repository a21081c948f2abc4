//! The fuzzing harness of the decoders, shared by `tests/share_fuzz.rs` (a quick run in every
//! `cargo test`) and `examples/fuzz_decoders.rs` (a million inputs or more per decoder).
//!
//! Each decoder is fed, from a seeded generator: arbitrary bytes; arbitrary text behind a valid
//! prefix; valid payloads mutated as text (bits flipped, bytes replaced, ranges cut, inserted or
//! duplicated, truncation); and, for links, valid *binary* payloads mutated and then packed again
//! so that they pass the checksum and reach the binary decoder and the replay. A decoder passes
//! when it returns, `Ok` or `Err`, for every input; the slowest input is reported so that a
//! hang would show.

use std::time::{Duration, Instant};

use crate::rng::Rng;
use table::fuzz::{json_input, link_input, Links};

use super::codec::{self, LinkKind};
use super::{file, game_link, sample, script_import, town_square};

/// The decoders under test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoder {
    /// [`game_link::decode_game`].
    GameLink,
    /// [`town_square::decode_town_square`].
    TownSquareLink,
    /// [`file::import_json`].
    JsonFile,
    /// [`script_import::parse_script`].
    Script,
}

impl Decoder {
    /// Every decoder.
    pub const ALL: [Decoder; 4] = [
        Decoder::GameLink,
        Decoder::TownSquareLink,
        Decoder::JsonFile,
        Decoder::Script,
    ];

    /// The decoder's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Decoder::GameLink => "game link",
            Decoder::TownSquareLink => "town-square link",
            Decoder::JsonFile => "JSON game file",
            Decoder::Script => "script",
        }
    }

    /// Runs the decoder; true when it accepted the input.
    pub fn run(self, input: &str) -> bool {
        match self {
            Decoder::GameLink => game_link::decode_game(input).is_ok(),
            Decoder::TownSquareLink => town_square::decode_town_square(input).is_ok(),
            Decoder::JsonFile => file::import_json(input).is_ok(),
            Decoder::Script => script_import::parse_script(input).is_ok(),
        }
    }
}

/// What one fuzzing run saw.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// Inputs fed.
    pub inputs: u64,
    /// Inputs the decoder accepted.
    pub accepted: u64,
    /// Inputs the decoder refused with an error.
    pub refused: u64,
    /// Total time.
    pub elapsed: Duration,
    /// The slowest single input.
    pub slowest: Duration,
    /// The size of the slowest input, in bytes.
    pub slowest_len: usize,
}

/// Valid inputs to mutate, for each decoder.
pub struct Corpus {
    games: Vec<String>,
    game_bytes: Vec<Vec<u8>>,
    squares: Vec<String>,
    square_bytes: Vec<Vec<u8>>,
    files: Vec<String>,
    scripts: Vec<String>,
}

const SCRIPTS: [&str; 4] = [
    r#"[{"id":"_meta","name":"Les Ivrognes","author":"Clara"},"washerwoman","fortune_teller",{"id":"Scarlet-Woman"},"imp","drunk","poisoner","monk"]"#,
    r#"["chef","empath",{"id":"la_sorciere","name":"La Sorcière","team":"minion","ability":"Each night, choose a player.","firstNight":25,"otherNight":30.5,"reminders":["Cursed"],"remindersGlobal":["X"],"setup":true,"image":"https://example.org/x.png"},"vortox"]"#,
    "[\"clockmaker\",\"dreamer\",\"snakecharmer\",\"mathematician\",\"flowergirl\",\"towncrier\",\"oracle\",\"savant\",\"seamstress\",\"philosopher\",\"artist\",\"juggler\",\"sage\",\"mutant\",\"sweetheart\",\"barber\",\"klutz\",\"eviltwin\",\"witch\",\"cerenovus\",\"pithag\",\"fanggu\",\"vigormortis\",\"nodashii\",\"vortox\"]",
    r#"[{"id":"_meta","name":"x"},{"id":"Devil's Advocate"},"Spirit of Ivory","scapegoat"]"#,
];

impl Corpus {
    /// Games of several sizes and lengths, realistic and random, with their links, town
    /// squares and files; `small` keeps them short (for debug builds).
    pub fn new(small: bool) -> Self {
        let mut games = Vec::new();
        let sizes: &[(usize, u32)] = if small {
            &[(5, 1), (7, 1), (9, 2)]
        } else {
            &[(5, 1), (10, 3), (15, 3), (20, 6)]
        };
        for (i, (players, days)) in sizes.iter().enumerate() {
            games.push(sample::realistic_game(*players, *days, 100 + i as u64));
        }
        for seed in 0..if small { 3 } else { 6 } {
            games.push(sample::random_game(seed, if small { 40 } else { 150 }));
        }
        let mut c = Corpus {
            games: Vec::new(),
            game_bytes: Vec::new(),
            squares: Vec::new(),
            square_bytes: Vec::new(),
            files: Vec::new(),
            scripts: SCRIPTS.iter().map(|s| s.to_string()).collect(),
        };
        for g in &games {
            c.games.push(game_link::encode_game(g));
            c.game_bytes
                .push(game_link::link_bytes(g.config(), g.log()));
            let square = town_square::town_square(g.state());
            c.squares.push(town_square::encode_town_square(&square));
            c.square_bytes.push(town_square::town_square_bytes(&square));
            c.files.push(file::export_json(g));
        }
        c
    }
}

/// One input for `decoder`, drawn from `rng`.
pub fn input(decoder: Decoder, corpus: &Corpus, rng: &mut Rng) -> String {
    match decoder {
        Decoder::GameLink | Decoder::TownSquareLink => {
            let (links, bytes, kind) = if decoder == Decoder::GameLink {
                (&corpus.games, &corpus.game_bytes, LinkKind::Game)
            } else {
                (&corpus.squares, &corpus.square_bytes, LinkKind::TownSquare)
            };
            let prefix = kind.prefix();
            let links = Links {
                prefix: &prefix,
                links,
                payloads: bytes,
                text_payloads: false,
            };
            link_input(rng, &links, |b| codec::pack(kind, b))
        }
        Decoder::JsonFile => json_input(rng, &corpus.files),
        Decoder::Script => json_input(rng, &corpus.scripts),
    }
}

/// Feeds `count` inputs to `decoder` from the generator seeded with `seed`.
pub fn run(decoder: Decoder, corpus: &Corpus, count: u64, seed: u64) -> Report {
    let mut rng = Rng::new(seed);
    let mut report = Report::default();
    let start = Instant::now();
    for _ in 0..count {
        let inp = input(decoder, corpus, &mut rng);
        let t = Instant::now();
        let ok = decoder.run(&inp);
        let took = t.elapsed();
        if took > report.slowest {
            report.slowest = took;
            report.slowest_len = inp.len();
        }
        report.inputs += 1;
        if ok {
            report.accepted += 1;
        } else {
            report.refused += 1;
        }
    }
    report.elapsed = start.elapsed();
    report
}

/// Hand-made hostile inputs, each with its decoder: a zip bomb, a string repeated by reference,
/// the most commands a link may hold, deeply nested JSON, a script of thousands of unknown ids,
/// and a "poison web" — every player poisoned by every later player, which makes the engine's
/// ability check explore every chain of sources (see the note in `docs/share-format.md`).
/// `players` sizes the web (20 in the example; fewer keeps debug tests quick).
pub fn crafted(players: u32) -> Vec<(&'static str, Decoder, String)> {
    use crate::command::{Assignment, Command};
    use crate::game::GameConfig;
    use crate::seat::PlayerId;
    use crate::status::{Duration, StatusKind};

    let mut out = Vec::new();
    out.push((
        "zip bomb (1 MB of zeros)",
        Decoder::GameLink,
        codec::pack_version(LinkKind::Game, 1, &vec![0u8; 1 << 20]),
    ));
    let mut w = super::wire::Writer::new();
    w.varint(0);
    w.str(&"x".repeat(30_000));
    w.varint(10_000);
    for _ in 0..10_000 {
        w.byte(29); // note
        w.varint(0);
        w.varint(1); // the 30,000-byte string again
    }
    out.push((
        "one long string repeated 10,000 times",
        Decoder::GameLink,
        codec::pack_version(LinkKind::Game, 1, &w.into_bytes()),
    ));
    let notes: Vec<Command> = (0..game_link::MAX_COMMANDS)
        .map(|i| Command::Note {
            player: None,
            text: format!("n{}", i % 7),
        })
        .collect();
    out.push((
        "10,000 notes (the most commands allowed)",
        Decoder::GameLink,
        codec::pack_version(
            LinkKind::Game,
            1,
            &game_link::game_bytes(&GameConfig::default(), &notes),
        ),
    ));
    let chars = [
        "imp",
        "poisoner",
        "spy",
        "baron",
        "chef",
        "empath",
        "monk",
        "soldier",
        "mayor",
        "virgin",
        "slayer",
        "washerwoman",
        "librarian",
        "investigator",
        "fortuneteller",
        "undertaker",
        "ravenkeeper",
        "butler",
        "saint",
        "recluse",
    ];
    let n = players.clamp(5, 20);
    let mut log: Vec<Command> = (0..n)
        .map(|i| Command::AddPlayer {
            name: format!("P{i}"),
        })
        .collect();
    log.push(Command::Override {
        command: Box::new(Command::AssignCharacters {
            assignments: (0..n)
                .map(|i| Assignment {
                    player: PlayerId(i),
                    character: chars[i as usize].into(),
                    shown: None,
                    alignment: None,
                })
                .collect(),
        }),
        reason: String::new(),
    });
    log.push(Command::StartGame);
    for i in 0..n {
        for j in i + 1..n {
            log.push(Command::SetStatus {
                target: PlayerId(i),
                kind: StatusKind::Poisoned,
                source: Some(PlayerId(j)),
                duration: Duration::Permanent,
                about: None,
            });
        }
    }
    for _ in 0..5 {
        log.push(Command::SetStatus {
            target: PlayerId(n - 1),
            kind: StatusKind::Drunk,
            source: Some(PlayerId(0)),
            duration: Duration::Permanent,
            about: None,
        });
    }
    out.push((
        "poison web (every player poisoned by every later one)",
        Decoder::GameLink,
        codec::pack_version(
            LinkKind::Game,
            1,
            &game_link::game_bytes(&GameConfig::default(), &log),
        ),
    ));
    out.push((
        "JSON nested 10,000 deep",
        Decoder::JsonFile,
        "[".repeat(10_000) + &"]".repeat(10_000),
    ));
    let unknown: Vec<String> = (0..5_000).map(|i| format!("\"x{i}\"")).collect();
    out.push((
        "script of 5,000 unknown ids",
        Decoder::Script,
        format!("[{}]", unknown.join(",")),
    ));
    out
}
