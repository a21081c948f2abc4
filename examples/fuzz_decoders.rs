//! Fuzzes every decoder of both games (`grimoire::share` for Blood on the Clocktower,
//! `quintebourg::fuzz` for Quinte-bourg) with arbitrary and mutated input and prints the counts
//! and times: `cargo run --release --example fuzz_decoders -- 1000000 [seed] [botc|qb|card]`
//! (`card`: the players' card links of both games).
//!
//! A panic stops the run (the release profile aborts on panic) after printing the decoder's
//! name and the input that caused it, also written to `target/fuzz-crash.txt`, so that it can
//! be turned into a test.

use std::cell::RefCell;
use std::time::Instant;

use grimoire::engine::rng::Rng;
use grimoire::share::fuzz::{self, Corpus, Decoder};
use quintebourg::fuzz as qb;
use table::player_card as card;

thread_local! {
    /// The input being decoded, for the panic hook.
    static CURRENT: RefCell<(&'static str, String)> = const { RefCell::new(("", String::new())) };
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(42);
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        CURRENT.with(|c| {
            let (decoder, input) = &*c.borrow();
            let _ = std::fs::write("target/fuzz-crash.txt", input);
            eprintln!("PANIC in the {decoder} decoder on input {input:?}");
        });
        default_hook(info);
    }));
    let only = args.next();
    let wanted = |game: &str| only.as_deref().is_none_or(|o| o == game);
    println!("{count} inputs per decoder, seed {seed}");
    println!(
        "{:<18} {:>10} {:>10} {:>10} {:>8} {:>10} {:>16}",
        "decoder", "inputs", "accepted", "refused", "time s", "inputs/s", "slowest ms (B)"
    );
    let start = Instant::now();
    let mut total = 0;
    if wanted("botc") {
        let corpus = Corpus::new(false);
        for (i, decoder) in Decoder::ALL.into_iter().enumerate() {
            let seed = seed.wrapping_add(i as u64);
            total += one_decoder(
                decoder.name(),
                count,
                seed,
                |rng| fuzz::input(decoder, &corpus, rng),
                |input| decoder.run(input),
            );
        }
    }
    if wanted("qb") {
        let corpus = qb::Corpus::new(false);
        for (i, decoder) in qb::Decoder::ALL.into_iter().enumerate() {
            let seed = seed.wrapping_add(100 + i as u64);
            total += one_decoder(
                decoder.name(),
                count,
                seed,
                |rng| qb::input(decoder, &corpus, rng),
                |input| decoder.run(input),
            );
        }
    }
    if wanted("card") {
        let (links, payloads) = card_corpus();
        let kind = table::fuzz::Links {
            prefix: "c1.",
            links: &links,
            payloads: &payloads,
            text_payloads: false,
        };
        total += one_decoder(
            "player's card",
            count,
            seed.wrapping_add(200),
            |rng| {
                table::fuzz::link_input(rng, &kind, |b| {
                    table::envelope::pack(card::LETTER, card::VERSION, b)
                })
            },
            |input| card::decode(input, &['g', 't', 'q', 'v']).is_ok(),
        );
    }
    println!(
        "{total} inputs in {:.1} s, no panic",
        start.elapsed().as_secs_f64()
    );
    println!("\nHand-made hostile inputs:");
    let botc = fuzz::crafted(20).into_iter().map(|(name, d, input)| {
        (
            name.to_string(),
            d.name(),
            input,
            Box::new(move |i: &str| d.run(i)) as Box<dyn Fn(&str) -> bool>,
        )
    });
    let quinte = qb::crafted().into_iter().map(|(name, d, input)| {
        (
            name,
            d.name(),
            input,
            Box::new(move |i: &str| d.run(i)) as Box<dyn Fn(&str) -> bool>,
        )
    });
    for (name, decoder, input, run) in botc
        .filter(|_| wanted("botc"))
        .chain(quinte.filter(|_| wanted("qb")))
    {
        CURRENT.with(|c| *c.borrow_mut() = (decoder, input.clone()));
        let t = Instant::now();
        let accepted = run(&input);
        println!(
            "  {name} ({} B, {decoder}): {} in {:.1} ms",
            input.len(),
            if accepted { "accepted" } else { "refused" },
            t.elapsed().as_secs_f64() * 1e3
        );
    }
}

/// Feeds `count` inputs drawn by `draw` to `run` (true when the decoder accepted one), prints
/// one line of counts and times, and returns the number of inputs.
fn one_decoder(
    name: &'static str,
    count: u64,
    seed: u64,
    mut draw: impl FnMut(&mut Rng) -> String,
    run: impl Fn(&str) -> bool,
) -> u64 {
    let mut rng = Rng::new(seed);
    let (mut accepted, mut refused) = (0u64, 0u64);
    let (mut slowest, mut slowest_len) = (0f64, 0usize);
    let t = Instant::now();
    for _ in 0..count {
        let input = draw(&mut rng);
        CURRENT.with(|c| *c.borrow_mut() = (name, input.clone()));
        let one = Instant::now();
        let ok = run(&input);
        let took = one.elapsed().as_secs_f64() * 1e3;
        if ok {
            accepted += 1;
        } else {
            refused += 1;
        }
        if took > slowest {
            slowest = took;
            slowest_len = input.len();
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{:<18} {:>10} {:>10} {:>10} {:>8.1} {:>10.0} {:>9.2} ({})",
        name,
        accepted + refused,
        accepted,
        refused,
        secs,
        count as f64 / secs,
        slowest,
        slowest_len
    );
    accepted + refused
}

/// Players' card links of both games, and their bodies: every player's bag card of realistic
/// Blood on the Clocktower games, a Demon's night card, and Quinte-bourg reveals.
fn card_corpus() -> (Vec<String>, Vec<Vec<u8>>) {
    let mut cards = Vec::new();
    for seed in 0..4u64 {
        let g = grimoire::share::sample::realistic_game(7 + 3 * seed as usize, 1, seed);
        let state = g.state();
        cards.extend(
            state
                .seats
                .iter()
                .filter_map(|s| grimoire::player_card::botc_bag(state, s.id)),
        );
        let night = grimoire::engine::night::sheet(state);
        for step in night {
            let shown = grimoire::engine::card::for_step(state, &step);
            if !shown.is_empty() {
                cards.push(grimoire::player_card::botc_info(state, &shown));
            }
        }
        let qb = quintebourg::sample::random_game(seed, 0);
        cards.extend(
            (0..qb.state().players.len())
                .filter_map(|p| grimoire::player_card::qb_reveal(qb.state(), p as _)),
        );
    }
    (
        cards.iter().map(card::encode).collect(),
        cards.iter().map(card::bytes).collect(),
    )
}
