//! Every decoder of `grimoire::share` fed arbitrary and mutated input: it must return (accept or
//! refuse), never panic. About 20,000 inputs per decoder so that `cargo test` stays quick; run
//! `cargo run --release --example fuzz_decoders -- 1000000` for a million or more.

use grimoire::share::fuzz::{self, Corpus, Decoder};

const INPUTS: u64 = 20_000;

fn check(decoder: Decoder, seed: u64) {
    let corpus = Corpus::new(true);
    let r = fuzz::run(decoder, &corpus, INPUTS, seed);
    assert_eq!(r.inputs, INPUTS);
    assert_eq!(r.accepted + r.refused, INPUTS);
    // Some inputs must get past the envelope (mutations that keep the payload legal), or the
    // fuzzer would only be testing the checksum.
    println!(
        "{}: {} inputs, {} accepted, {} refused, {:.2?} in all, slowest {:.2?} ({} bytes)",
        decoder.name(),
        r.inputs,
        r.accepted,
        r.refused,
        r.elapsed,
        r.slowest,
        r.slowest_len
    );
}

#[test]
fn game_links_never_panic() {
    check(Decoder::GameLink, 1);
}

#[test]
fn town_square_links_never_panic() {
    check(Decoder::TownSquareLink, 2);
}

#[test]
fn json_game_files_never_panic() {
    check(Decoder::JsonFile, 3);
}

#[test]
fn scripts_never_panic() {
    check(Decoder::Script, 4);
}

/// Mutations do reach the deeper layers: some mutated binary payloads still decode into a legal
/// game or town square, and some mutated scripts still parse.
#[test]
fn mutations_reach_past_the_envelope() {
    let corpus = Corpus::new(true);
    for decoder in Decoder::ALL {
        // Few mutated town squares decode (about one in a thousand, depending on the corpus's
        // games): up to four batches of 3,000, each with its own seed.
        let (mut accepted, mut refused) = (0, 0);
        for seed in 9..13 {
            let r = fuzz::run(decoder, &corpus, 3_000, seed);
            accepted += r.accepted;
            refused += r.refused;
            if accepted > 0 {
                break;
            }
        }
        assert!(accepted > 0, "{}: nothing accepted", decoder.name());
        assert!(refused > 0, "{}: nothing refused", decoder.name());
    }
}

/// Hand-made hostile inputs return (the example prints their decoding times at full size).
#[test]
fn crafted_hostile_inputs_return() {
    for (name, decoder, input) in fuzz::crafted(12) {
        let t = std::time::Instant::now();
        let accepted = decoder.run(&input);
        println!("{name}: accepted {accepted}, {:.2?}", t.elapsed());
    }
}

/// Quinte-bourg's decoders (game link, village link, game file) get the same: every input
/// returns, some mutated payloads still decode, and the hostile ones return.
#[test]
fn quintebourg_decoders_never_panic() {
    use quintebourg::fuzz as qb;
    let corpus = qb::Corpus::new(true);
    for (i, decoder) in qb::Decoder::ALL.into_iter().enumerate() {
        let mut rng = grimoire::engine::rng::Rng::new(20 + i as u64);
        let (mut accepted, mut refused) = (0, 0);
        for _ in 0..INPUTS / 4 {
            let input = qb::input(decoder, &corpus, &mut rng);
            if decoder.run(&input) {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
        println!("{}: {accepted} accepted, {refused} refused", decoder.name());
        assert!(accepted > 0, "{}: nothing accepted", decoder.name());
        assert!(refused > 0, "{}: nothing refused", decoder.name());
    }
    for (name, decoder, input) in qb::crafted() {
        let t = std::time::Instant::now();
        let accepted = decoder.run(&input);
        println!("{name}: accepted {accepted}, {:.2?}", t.elapsed());
    }
}
