//! Link lengths and codec timings for realistic games: `cargo bench --bench share`.
//!
//! Prints, for 5, 10, 15 and 20 players after 1, 3 and 6 days: the number of commands, the
//! binary and compressed sizes, the length of the game link's fragment (what follows `#`), the
//! QR code of the whole link (version / modules per side / SVG width in CSS pixels), the
//! public town-square fragment, and the median and 95th percentile times to encode and decode
//! (decode includes the replay through the engine).

use std::time::{Duration, Instant};

use grimoire::share::{self, codec, game_link, qr, sample, town_square};

/// The base URL used for the whole-link column and the QR codes.
const BASE: &str = "https://grimoire.example/";

fn percentiles(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort_unstable();
    let median = times[times.len() / 2];
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    (median, p95)
}

fn time<F: FnMut()>(runs: usize, mut f: F) -> (Duration, Duration) {
    f();
    let times = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    percentiles(times)
}

fn us(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e6)
}

fn main() {
    let runs = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(200);
    println!("Game links (base URL {BASE}, {runs} timed runs each)");
    println!(
        "{:>7} {:>4} {:>8} {:>7} {:>7} {:>8} {:>8} {:>11} {:>7} {:>11} {:>11} {:>11} {:>11}",
        "players",
        "days",
        "commands",
        "binary",
        "zlib",
        "fragment",
        "full URL",
        "QR v/mod/px",
        "public",
        "enc med µs",
        "enc p95 µs",
        "dec med µs",
        "dec p95 µs"
    );
    for players in [5, 10, 15, 20] {
        for days in [1, 3, 6] {
            let game = sample::realistic_game(players, days, 20 + players as u64);
            let bytes = game_link::game_bytes(game.config(), game.log());
            let zlib = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10);
            let fragment = share::encode_game(&game);
            let url = codec::link(BASE, &fragment);
            let qr = qr::qr_svg(&url).map_or("-".to_string(), |q| {
                format!("{}/{}/{}", q.version, q.modules, q.size_px)
            });
            let public = town_square::encode_town_square(&town_square::town_square(game.state()));
            let (enc_med, enc_p95) = time(runs, || {
                std::hint::black_box(share::encode_game(std::hint::black_box(&game)));
            });
            let (dec_med, dec_p95) = time(runs, || {
                std::hint::black_box(share::decode_game(std::hint::black_box(&fragment)).ok());
            });
            println!(
                "{:>7} {:>4} {:>8} {:>7} {:>7} {:>8} {:>8} {:>11} {:>7} {:>11} {:>11} {:>11} {:>11}",
                players,
                days,
                game.log().len(),
                bytes.len(),
                zlib.len(),
                fragment.len(),
                url.len(),
                qr,
                public.len(),
                us(enc_med),
                us(enc_p95),
                us(dec_med),
                us(dec_p95)
            );
        }
    }
    let game = sample::realistic_game(20, 6, 40);
    let json = share::export_json(&game);
    let (med, p95) = time(runs, || {
        std::hint::black_box(share::import_json(std::hint::black_box(&json)).ok());
    });
    println!(
        "\nJSON file of 20 players after 6 days: {} bytes; import median {} µs, p95 {} µs",
        json.len(),
        us(med),
        us(p95)
    );
    let url = codec::link(
        BASE,
        &share::encode_game(&sample::realistic_game(15, 3, 35)),
    );
    let (med, p95) = time(runs.min(50), || {
        std::hint::black_box(qr::qr_svg(std::hint::black_box(&url)).ok());
    });
    println!(
        "QR SVG of the 15-player, 3-day link: median {} µs, p95 {} µs",
        us(med),
        us(p95)
    );
}
