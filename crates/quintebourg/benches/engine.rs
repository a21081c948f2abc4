//! Timings of the Quinte-bourg engine (plain `std::time`, no bench crate): replaying the log of a
//! 16-player game over two weeks, applying one command, and resolving one night (who is where and
//! the attack plan). Run with `cargo bench -p grimoire-quintebourg`.

use std::time::Instant;

use quintebourg::command::*;
use quintebourg::game::{Game, QbConfig, QbGame};
use quintebourg::model::*;
use quintebourg::state::Life;

const CARDS: [CampCard; 16] = [
    CampCard::Alpha,
    CampCard::Reptilian,
    CampCard::Seth,
    CampCard::Black,
    CampCard::Scheherazade,
    CampCard::Prophet,
    CampCard::Mouse,
    CampCard::Brain,
    CampCard::Pinky,
    CampCard::Orpheus,
    CampCard::Siren,
    CampCard::Villager,
    CampCard::Greedy,
    CampCard::VillagerA,
    CampCard::VillagerD,
    CampCard::Martyr,
];

const SPECIALTIES: [Specialty; 16] = [
    Specialty::Sandman,
    Specialty::Psychopath,
    Specialty::Burglar,
    Specialty::Reporter,
    Specialty::Eris,
    Specialty::Freyja,
    Specialty::Artist,
    Specialty::Laura,
    Specialty::Engineer,
    Specialty::RaptorTrainer,
    Specialty::Assassin,
    Specialty::None,
    Specialty::None,
    Specialty::None,
    Specialty::None,
    Specialty::None,
];

/// A 16-player game played for two weeks: every night a huddle, a sleeper, a fight, charms, the
/// attack, death choices; every day gifts, a normal session and its execution.
fn two_weeks() -> Game {
    let mut g = Game::new(QbConfig {
        seed: 2026,
        name: String::new(),
    });
    let players = (0..16)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            card: CARDS[i],
            specialty: SPECIALTIES[i],
            personal: vec![],
            card_label: None,
            coins: None,
        })
        .collect();
    let offices = [
        Office::Scrutineer,
        Office::MilitiaChief,
        Office::President,
        Office::Prosecutor,
        Office::Notary,
        Office::Senator,
        Office::CameraOdd,
        Office::CollectorEven,
        Office::Executioner,
    ]
    .iter()
    .enumerate()
    .map(|(i, o)| OfficeSetup {
        office: *o,
        holder: (*o != Office::MilitiaChief).then_some(i as u8 + 3),
    })
    .collect();
    let setup = Setup {
        start: Weekday::Mon,
        players,
        spare_houses: 2,
        edges: None,
        offices,
        options: Default::default(),
        accept_warnings: true,
        night_decisions: false,
        marriages: vec![],
    };
    g.apply(Command::Setup { setup }).unwrap();
    g.apply(Command::Lovers { a: 11, b: 13 }).unwrap();
    g.apply(Command::Start).unwrap();
    for night in 0..14u8 {
        let st = g.state().clone();
        let living = st.living();
        let reptiles: Vec<u8> = living
            .iter()
            .copied()
            .filter(|p| st.players[*p as usize].is_reptilian())
            .collect();
        let prey: Vec<u8> = living
            .iter()
            .copied()
            .filter(|p| !st.players[*p as usize].is_reptilian())
            .collect();
        let ghosts: Vec<u8> = st
            .ids()
            .filter(|p| st.players[*p as usize].life == Life::Ghost)
            .collect();
        if let Some(h) = st.houses.iter().position(|_| true) {
            let house = ((night as usize * 5 + h) % 16) as u8;
            let _ = g.apply(Command::Militia {
                votes: ghosts
                    .iter()
                    .map(|v| HouseVote { voter: *v, house })
                    .collect(),
                chief_pick: Some(house),
            });
        }
        if let Some(t) = prey.get(night as usize % prey.len().max(1)) {
            let house = st.players[*t as usize].house;
            let _ = g.apply(Command::Huddle {
                votes: reptiles
                    .iter()
                    .map(|v| HouseVote { voter: *v, house })
                    .collect(),
            });
        }
        let _ = g.apply(Command::LoversHouse { house: 11 });
        let _ = g.apply(Command::Sandman {
            by: 0,
            target: living[night as usize % living.len()],
        });
        let _ = g.apply(Command::Quarrel {
            by: 4,
            first: 12,
            second: 14,
            house: 12,
        });
        let _ = g.apply(Command::Charm {
            by: 9,
            target: living[(night as usize * 3) % living.len()],
        });
        let _ = g.apply(Command::Squat { by: 7, house: 16 });
        let attack = g.suggest_attack();
        g.apply(attack).unwrap();
        let _ = g.apply(Command::Engineer {
            by: 8,
            tool: EngineerTool::Stalker { target: 0 },
        });
        g.apply(Command::EndNight).unwrap();
        let dead: Vec<u8> = g
            .state()
            .ids()
            .filter(|p| g.state().players[*p as usize].life == Life::Dead)
            .collect();
        for p in dead {
            let _ = g.apply(Command::DeathChoice {
                player: p,
                choice: DeathChoice::Ghost,
                reveal: CardKind::Camp,
            });
        }
        let st = g.state().clone();
        let living = st.living();
        for w in living.windows(2).take(3) {
            let _ = g.apply(Command::Give {
                from: w[0],
                to: w[1],
                coins: 1,
            });
        }
        if let Some(pr) = st.holder(Office::President).filter(|p| st.alive(*p)) {
            let target = *living.last().unwrap();
            let mut ballots = vec![Ballot {
                voter: pr,
                target: Some(target),
            }];
            ballots.extend(living.iter().filter(|v| **v != pr).map(|v| Ballot {
                voter: *v,
                target: Some(target),
            }));
            if g.apply(Command::Vote {
                ballots,
                clockwise: true,
                tie_pick: None,
            })
            .is_ok()
            {
                let _ = g.apply(Command::Execute { player: target });
            }
        }
        if g.apply(Command::EndDay).is_err() {
            break;
        }
    }
    g
}

fn time<T>(label: &str, runs: u32, mut f: impl FnMut() -> T) {
    let start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(f());
    }
    let each = start.elapsed() / runs;
    println!("{label}: {each:?} per run ({runs} runs)");
}

fn main() {
    let g = two_weeks();
    println!(
        "a 16-player game over {} nights: {} commands",
        g.state().night_n,
        g.log().len()
    );
    time("replay of the whole log", 50, || {
        table::replay::<quintebourg::Quintebourg>(g.log()).unwrap()
    });
    time("apply one command (a gift)", 2000, || {
        let mut s = g.state().clone();
        let living = s.living();
        let _ = <quintebourg::Quintebourg as table::Ruleset>::apply(
            &mut s,
            &Command::Give {
                from: living[0],
                to: living[1],
                coins: 1,
            },
        );
        s
    });
    let mut night = g.clone();
    let _ = night.apply(Command::EndDay);
    let _ = night.apply(Command::Sandman { by: 0, target: 5 });
    time(
        "resolve one night (who is where + the attack)",
        2000,
        || (night.whereabouts(), night.attack_plan()),
    );
}
