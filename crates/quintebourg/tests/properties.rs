//! Properties of random games, driven by the table's seeded generator (no external crate):
//! random commands — legal or not — never panic; a refusal changes nothing; the state replayed
//! from the log equals the state built command by command; undo restores exactly and redo gives
//! the same state; coins are conserved (in hands + waiting for the Notary + out of play = the
//! starting total, 004 L179–181) and the dead keep none.

use quintebourg::command::*;
use quintebourg::game::{Game, QbConfig};
use quintebourg::sample::random_command;
use quintebourg::state::{Phase, State};
use table::Rng;

fn conserved(st: &State) -> bool {
    matches!(st.phase, Phase::Empty | Phase::Setup)
        || st.coins_in_play() + st.out_of_play == st.starting_coins
}

#[test]
fn random_games_keep_the_invariants() {
    let mut accepted_total = 0;
    let (mut deaths, mut nights, mut ended) = (0, 0, 0);
    for seed in 0..60u64 {
        let mut r = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xABCD);
        let mut g = Game::new(QbConfig {
            seed,
            name: String::new(),
        });
        for step in 0..400 {
            let cmd = random_command(&mut r, &g);
            let before = g.state().clone();
            let log_len = g.log().len();
            match g.apply(cmd.clone()) {
                Err(e) => {
                    assert_eq!(
                        g.state(),
                        &before,
                        "seed {seed} step {step}: refusal changed the state"
                    );
                    assert_eq!(g.log().len(), log_len);
                    assert!(!e.message(table::Lang::Fr).is_empty());
                }
                Ok(_) => {
                    accepted_total += 1;
                    let after = g.state().clone();
                    if let Command::Setup { setup } = &cmd {
                        // The starting total is the sum of the coins given (one when not given).
                        let given: u32 = setup.players.iter().map(|p| p.coins.unwrap_or(1)).sum();
                        assert_eq!(after.starting_coins, given, "seed {seed} step {step}");
                        for &(a, b) in &setup.marriages {
                            assert_eq!(after.players[a as usize].spouse, Some(b));
                            assert_eq!(after.players[b as usize].spouse, Some(a));
                        }
                    }
                    assert!(
                        conserved(&after),
                        "seed {seed} step {step}: coins not conserved after {cmd:?}"
                    );
                    assert!(
                        after.players.iter().all(|p| p.alive() || p.coins == 0),
                        "seed {seed} step {step}: a dead player keeps coins after {cmd:?}"
                    );
                    assert!(
                        after
                            .players
                            .iter()
                            .all(|p| !p.alive() || p.specialties.len() <= 2),
                        "seed {seed}: three specialties"
                    );
                    assert!(g.undo());
                    assert_eq!(
                        g.state(),
                        &before,
                        "seed {seed} step {step}: undo of {cmd:?}"
                    );
                    assert!(g.redo());
                    assert_eq!(
                        g.state(),
                        &after,
                        "seed {seed} step {step}: redo of {cmd:?}"
                    );
                }
            }
            if matches!(g.state().phase, Phase::Over) {
                break;
            }
        }
        let replayed = table::replay::<quintebourg::Quintebourg>(g.log()).expect("the log replays");
        assert_eq!(&replayed, g.state(), "seed {seed}: replay differs");
        let saved = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&saved).unwrap();
        assert_eq!(back.state(), g.state(), "seed {seed}: save and load");
        let _ = g.history(table::Lang::Fr);
        deaths += g.state().deaths.len();
        nights = nights.max(g.state().night_n);
        ended += usize::from(matches!(g.state().phase, Phase::Over));
    }
    println!("{accepted_total} accepted, {deaths} deaths, up to night {nights}, {ended} ended");
    assert!(
        accepted_total > 3000,
        "only {accepted_total} commands accepted"
    );
    assert!(
        deaths > 30 && nights >= 4,
        "the random games should go deep"
    );
}
