//! Fuzzes every decoder of `grimoire::share` with arbitrary and mutated input and prints the
//! counts and times: `cargo run --release --example fuzz_decoders -- 1000000 [seed]`.
//!
//! A panic stops the run (the release profile aborts on panic) after printing the decoder's
//! name and the input that caused it, also written to `target/fuzz-crash.txt`, so that it can
//! be turned into a test.

use std::cell::RefCell;
use std::time::Instant;

use grimoire::engine::rng::Rng;
use grimoire::share::fuzz::{self, Corpus, Decoder};

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
    let corpus = Corpus::new(false);
    println!("{count} inputs per decoder, seed {seed}");
    println!(
        "{:<18} {:>10} {:>10} {:>10} {:>8} {:>10} {:>16}",
        "decoder", "inputs", "accepted", "refused", "time s", "inputs/s", "slowest ms (B)"
    );
    let start = Instant::now();
    let mut total = 0;
    for (i, decoder) in Decoder::ALL.into_iter().enumerate() {
        let mut rng = Rng::new(seed.wrapping_add(i as u64));
        let (mut accepted, mut refused) = (0u64, 0u64);
        let (mut slowest, mut slowest_len) = (0f64, 0usize);
        let t = Instant::now();
        for _ in 0..count {
            let input = fuzz::input(decoder, &corpus, &mut rng);
            CURRENT.with(|c| *c.borrow_mut() = (decoder.name(), input.clone()));
            let one = Instant::now();
            if decoder.run(&input) {
                accepted += 1;
            } else {
                refused += 1;
            }
            let took = one.elapsed().as_secs_f64() * 1e3;
            if took > slowest {
                slowest = took;
                slowest_len = input.len();
            }
        }
        let secs = t.elapsed().as_secs_f64();
        total += accepted + refused;
        println!(
            "{:<18} {:>10} {:>10} {:>10} {:>8.1} {:>10.0} {:>9.2} ({})",
            decoder.name(),
            accepted + refused,
            accepted,
            refused,
            secs,
            count as f64 / secs,
            slowest,
            slowest_len
        );
    }
    println!(
        "{total} inputs in {:.1} s, no panic",
        start.elapsed().as_secs_f64()
    );
    println!("\nHand-made hostile inputs:");
    for (name, decoder, input) in fuzz::crafted(20) {
        CURRENT.with(|c| *c.borrow_mut() = (decoder.name(), input.clone()));
        let t = Instant::now();
        let accepted = decoder.run(&input);
        println!(
            "  {name} ({} B, {}): {} in {:.1} ms",
            input.len(),
            decoder.name(),
            if accepted { "accepted" } else { "refused" },
            t.elapsed().as_secs_f64() * 1e3
        );
    }
}
