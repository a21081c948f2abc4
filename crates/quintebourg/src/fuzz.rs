//! The fuzzing harness of Quinte-bourg's decoders (the game link `q1.`, the public village link
//! `v1.` and the game file), shared by the web crate's `tests/share_fuzz.rs` (a quick run in
//! every `cargo test`) and `examples/fuzz_decoders.rs` (millions of inputs).
//!
//! Each decoder is fed, from a seeded generator: arbitrary bytes; arbitrary text behind a valid
//! prefix; valid links and files mutated as text; and valid *payloads* (the JSON inside a link)
//! mutated and then packed again, so that they pass the envelope's checks and reach the parser
//! and the replay through the rules. A decoder passes when it returns, `Ok` or `Err`, for every
//! input.

use table::envelope;
use table::fuzz::{json_input, link_input, Links};
use table::Rng;

use crate::game::Game;
use crate::public::{self, public_village};
use crate::sample;

/// The decoders under test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoder {
    /// [`public::decode_game`].
    GameLink,
    /// [`public::decode_village`].
    VillageLink,
    /// [`public::import_json`].
    JsonFile,
}

impl Decoder {
    /// Every decoder.
    pub const ALL: [Decoder; 3] = [Decoder::GameLink, Decoder::VillageLink, Decoder::JsonFile];

    /// The decoder's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Decoder::GameLink => "QB game link",
            Decoder::VillageLink => "QB village link",
            Decoder::JsonFile => "QB game file",
        }
    }

    /// Runs the decoder; true when it accepted the input.
    pub fn run(self, input: &str) -> bool {
        match self {
            Decoder::GameLink => public::decode_game(input).is_ok(),
            Decoder::VillageLink => public::decode_village(input).is_ok(),
            Decoder::JsonFile => public::import_json(input).is_ok(),
        }
    }

    fn letter(self) -> char {
        match self {
            Decoder::VillageLink => 'v',
            _ => 'q',
        }
    }
}

/// Valid inputs to mutate, for each decoder: links, their JSON payloads, and files.
pub struct Corpus {
    games: Vec<String>,
    game_payloads: Vec<Vec<u8>>,
    villages: Vec<String>,
    village_payloads: Vec<Vec<u8>>,
    files: Vec<String>,
}

impl Corpus {
    /// Random games of several lengths, with their links, villages and files; `small` keeps
    /// them short (for debug builds).
    pub fn new(small: bool) -> Self {
        let (count, steps) = if small { (4, 60) } else { (8, 300) };
        let mut c = Corpus {
            games: Vec::new(),
            game_payloads: Vec::new(),
            villages: Vec::new(),
            village_payloads: Vec::new(),
            files: Vec::new(),
        };
        for seed in 0..count {
            let g = sample::random_game(seed, steps * (1 + seed as usize % 3));
            let bare = Game::from_log(g.config().clone(), g.log().to_vec())
                .expect("a played game replays");
            c.game_payloads
                .push(serde_json::to_vec(&bare).unwrap_or_default());
            c.games.push(public::encode_game(&g));
            let village = public_village(g.state(), &g.config().name, seed % 2 == 0);
            c.village_payloads
                .push(serde_json::to_vec(&village).unwrap_or_default());
            c.villages.push(public::encode_village(&village));
            c.files.push(public::export_json(&g));
        }
        c
    }

    /// How many commands the corpus's games hold in all (to report that they go deep).
    pub fn commands(&self) -> usize {
        self.files
            .iter()
            .filter_map(|f| public::import_json(f).ok())
            .map(|g| g.log().len())
            .sum()
    }
}

/// One input for `decoder`, drawn from `rng`.
pub fn input(decoder: Decoder, corpus: &Corpus, rng: &mut Rng) -> String {
    let (links, payloads) = match decoder {
        Decoder::GameLink => (&corpus.games, &corpus.game_payloads),
        Decoder::VillageLink => (&corpus.villages, &corpus.village_payloads),
        Decoder::JsonFile => return json_input(rng, &corpus.files),
    };
    let letter = decoder.letter();
    let links = Links {
        prefix: &format!("{letter}1."),
        links,
        payloads,
        text_payloads: true,
    };
    link_input(rng, &links, |b| envelope::pack(letter, 1, b))
}

/// Hand-made hostile inputs, each with its decoder: a zip bomb, JSON nested 10,000 deep in a
/// link and in a file, the longest of twenty long random games, and a village of 10,000 players.
pub fn crafted() -> Vec<(String, Decoder, String)> {
    let deep = "[".repeat(10_000) + &"]".repeat(10_000);
    let game = (0..20)
        .map(|seed| sample::random_game(seed, 3_000))
        .max_by_key(|g| g.log().len())
        .expect("twenty games");
    let long = format!("the longest random game ({} commands)", game.log().len());
    let mut village = public_village(game.state(), "x", true);
    let one = village.players[0].clone();
    village.players = vec![one; 10_000];
    vec![
        (
            "zip bomb (1 MB of zeros)".to_string(),
            Decoder::GameLink,
            envelope::pack('q', 1, &vec![0u8; 1 << 20]),
        ),
        (
            "JSON nested 10,000 deep in a link".to_string(),
            Decoder::GameLink,
            envelope::pack('q', 1, deep.as_bytes()),
        ),
        (
            "JSON nested 10,000 deep in a file".to_string(),
            Decoder::JsonFile,
            deep,
        ),
        (long, Decoder::JsonFile, public::export_json(&game)),
        (
            "a village of 10,000 players".to_string(),
            Decoder::VillageLink,
            public::encode_village(&village),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_corpus_is_accepted_as_it_is() {
        let c = Corpus::new(true);
        assert!(c.games.iter().all(|l| Decoder::GameLink.run(l)));
        assert!(c.villages.iter().all(|l| Decoder::VillageLink.run(l)));
        assert!(c.files.iter().all(|f| Decoder::JsonFile.run(f)));
        assert!(c.commands() > 40, "only {} commands", c.commands());
    }
}
