//! Engine benchmark: prints the median and 95th percentile of
//! - replaying a 20-player, 8-day log,
//! - building a night sheet,
//! - applying one command.
//!
//! Run with `cargo bench --bench engine`. It prints numbers; it never fails on a timing.

use std::time::{Duration, Instant};

use grimoire::engine::character::{Alignment, Team};
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::game::{replay, Game, GameConfig, CHECKPOINT_EVERY};
use grimoire::engine::night;
use grimoire::engine::seat::PlayerId;
use grimoire::engine::BotcGame;

fn try_apply(g: &mut Game, c: Command) {
    let _ = g.apply(c);
}

fn walk_the_night(g: &mut Game) {
    let len = night::sheet(g.state()).len();
    for step in 0..len {
        try_apply(g, Command::GoToStep { step });
    }
}

fn first_alive(g: &Game, f: impl Fn(&grimoire::engine::seat::Seat) -> bool) -> Option<PlayerId> {
    g.state()
        .seats
        .iter()
        .find(|s| s.alive && f(s))
        .map(|s| s.id)
}

/// A 20-player game (15 characters and 5 Travellers) played for 8 days and nights, as the
/// Storyteller would log it.
fn build_game() -> Game {
    let mut g = Game::new(GameConfig {
        seed: 2024,
        name: "bench".into(),
    });
    for i in 0..20 {
        g.apply(Command::AddPlayer {
            name: format!("Player {i}"),
        })
        .unwrap();
    }
    let mut assignments = g.suggest_characters();
    for (s, t) in g.state().seats.iter().skip(15).zip([
        "scapegoat",
        "gunslinger",
        "beggar",
        "bureaucrat",
        "thief",
    ]) {
        assignments.push(Assignment {
            player: s.id,
            character: t.into(),
            shown: None,
            alignment: Some(Alignment::Good),
        });
    }
    g.apply(Command::AssignCharacters { assignments }).unwrap();
    let bluffs = g.suggest_bluffs();
    g.apply(Command::SetBluffs { bluffs }).unwrap();
    if let Some(r) = g.suggest_red_herring() {
        g.apply(Command::red_herring(r)).unwrap();
    }
    g.apply(Command::StartGame).unwrap();
    walk_the_night(&mut g);
    g.apply(Command::EndNight).unwrap();
    for _day in 1..=8 {
        let target = first_alive(&g, |s| s.team() != Some(Team::Demon) && !s.traveller);
        let nominator = first_alive(&g, |s| Some(s.id) != target);
        if let (Some(t), Some(n)) = (target, nominator) {
            try_apply(
                &mut g,
                Command::Nominate {
                    nominator: n,
                    nominee: t,
                },
            );
            let voters: Vec<PlayerId> = g
                .state()
                .seats
                .iter()
                .filter(|s| s.alive)
                .map(|s| s.id)
                .collect();
            try_apply(&mut g, Command::Vote { voters });
            try_apply(
                &mut g,
                Command::Execute {
                    player: t,
                    survives: false,
                },
            );
        }
        g.apply(Command::EndDay).unwrap();
        walk_the_night(&mut g);
        let demon = first_alive(&g, |s| s.team() == Some(Team::Demon));
        let victim = first_alive(&g, |s| s.team() == Some(Team::Townsfolk));
        if let (Some(d), Some(v)) = (demon, victim) {
            try_apply(&mut g, Command::act("imp", d, v));
        }
        g.apply(Command::EndNight).unwrap();
    }
    g
}

fn stats(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let median = samples[samples.len() / 2];
    let p95 = samples[(samples.len() * 95 / 100).min(samples.len() - 1)];
    println!(
        "{name:<42} median {:>10.1} µs   p95 {:>10.1} µs   (n = {})",
        median.as_secs_f64() * 1e6,
        p95.as_secs_f64() * 1e6,
        samples.len()
    );
}

fn main() {
    let game = build_game();
    println!(
        "log: {} commands, {} players, phase {:?}",
        game.log().len(),
        game.state().seats.len(),
        game.phase()
    );

    let samples = (0..50)
        .map(|_| {
            let t = Instant::now();
            let s = replay(game.log()).unwrap();
            let d = t.elapsed();
            assert_eq!(&s, game.state());
            d
        })
        .collect();
    stats("replay of the 20-player, 8-day log", samples);

    let mut at_night = game.clone();
    at_night.apply(Command::EndDay).unwrap();
    let samples = (0..2000)
        .map(|_| {
            let t = Instant::now();
            let s = night::sheet(at_night.state());
            let d = t.elapsed();
            std::hint::black_box(s);
            d
        })
        .collect();
    stats("night sheet (night 9, 20 players)", samples);

    let samples = (0..2000)
        .map(|i| {
            let mut g = at_night.clone();
            let cmd = Command::GoToStep { step: i % 3 };
            let t = Instant::now();
            let r = g.apply(cmd);
            let d = t.elapsed();
            std::hint::black_box(r).ok();
            d
        })
        .collect();
    stats("apply one command (go_to_step)", samples);

    // Undo replays from the nearest kept state (every CHECKPOINT_EVERY commands): timed at
    // each of the positions between two kept states.
    let samples = (0..125)
        .flat_map(|_| {
            let mut g = at_night.clone();
            (0..CHECKPOINT_EVERY)
                .map(|_| {
                    let t = Instant::now();
                    g.undo();
                    t.elapsed()
                })
                .collect::<Vec<_>>()
        })
        .collect();
    stats("undo (from the nearest kept state)", samples);
    let samples = (0..50)
        .map(|_| {
            let mut log = at_night.log().to_vec();
            log.pop();
            let t = Instant::now();
            let s = replay(&log).unwrap();
            let d = t.elapsed();
            std::hint::black_box(s);
            d
        })
        .collect();
    stats("  (the whole log minus one replayed instead)", samples);
}
