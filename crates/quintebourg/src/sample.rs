//! Random games for the properties tests and the decoders' fuzzing: a random setup, then
//! random commands, often legal for the phase, sometimes not at all. Pure and seeded: the same
//! seed gives the same game.

use table::Rng;

use crate::command::*;
use crate::game::{Game, QbConfig, QbGame};
use crate::model::*;
use crate::state::{Life, Phase, RaptorAt, SessionKind, State};

const CARDS: &[CampCard] = &[
    CampCard::Alpha,
    CampCard::Reptilian,
    CampCard::Black,
    CampCard::Red,
    CampCard::Seth,
    CampCard::SethAlly,
    CampCard::Scheherazade,
    CampCard::Prophet,
    CampCard::Mouse,
    CampCard::Pinky,
    CampCard::Brain,
    CampCard::Martyr,
    CampCard::Orpheus,
    CampCard::Siren,
    CampCard::Villager,
    CampCard::Greedy,
    CampCard::VillagerA,
    CampCard::VillagerC,
    CampCard::VillagerD,
];

const SPECIALTIES: &[Specialty] = &[
    Specialty::Engineer,
    Specialty::Reporter,
    Specialty::RaptorTrainer,
    Specialty::Burglar,
    Specialty::Assassin,
    Specialty::Sandman,
    Specialty::Psychopath,
    Specialty::Laura,
    Specialty::Artist,
    Specialty::Eris,
    Specialty::Freyja,
    Specialty::None,
];

const OFFICES: &[Office] = &[
    Office::Scrutineer,
    Office::MilitiaChief,
    Office::President,
    Office::Prosecutor,
    Office::Notary,
    Office::Senator,
    Office::Priest,
    Office::ForcingPriest,
    Office::CameraOdd,
    Office::CameraEven,
    Office::CollectorOdd,
    Office::CollectorEven,
    Office::Executioner,
];

fn pick<T: Clone>(r: &mut Rng, xs: &[T]) -> T {
    r.pick(xs).unwrap().clone()
}

/// A random setup: 5 to 16 players, any cards, specialties, offices, marriages and options.
pub fn random_setup(r: &mut Rng) -> Command {
    let n = 5 + r.below(12);
    let players: Vec<PlayerSetup> = (0..n)
        .map(|i| {
            let card = pick(r, CARDS);
            let personal = card
                .personal_options()
                .iter()
                .copied()
                .filter(|_| r.chance(1, 2))
                .collect();
            PlayerSetup {
                name: format!("P{i}"),
                card,
                specialty: pick(r, SPECIALTIES),
                personal,
                card_label: None,
                // Sometimes other starting coins (a game carried on from paper).
                coins: r.chance(1, 3).then(|| r.below(5) as u32),
            }
        })
        .collect();
    // Sometimes marriages already made: disjoint pairs of seats.
    let mut seats: Vec<u8> = (0..n as u8).collect();
    r.shuffle(&mut seats);
    let couples = if r.chance(1, 2) { r.below(3) } else { 0 };
    let marriages = seats
        .chunks(2)
        .take(couples)
        .map(|c| (c[0], c[1]))
        .collect();
    let mut holders: Vec<u8> = (0..n as u8).collect();
    r.shuffle(&mut holders);
    let offices = OFFICES
        .iter()
        .filter(|_| r.chance(3, 4))
        .enumerate()
        .map(|(i, o)| OfficeSetup {
            office: *o,
            holder: if *o == Office::MilitiaChief {
                None
            } else {
                holders.get(i).copied()
            },
        })
        .collect();
    let options = crate::options::Options {
        carnage: r.chance(1, 4),
        lovers_revival_per_pair: r.chance(3, 4),
        couples_check: r.chance(1, 2),
        ..Default::default()
    };
    Command::Setup {
        setup: Setup {
            start: pick(r, &Weekday::ALL),
            players,
            spare_houses: r.below(3) as u8,
            edges: None,
            offices,
            options,
            accept_warnings: true,
            night_decisions: false,
            marriages,
        },
    }
}

/// A random command, often legal for the phase, sometimes not at all.
pub fn random_command(r: &mut Rng, g: &Game) -> Command {
    let st: &State = g.state();
    let n = st.players.len().max(1) as u8;
    let h = st.houses.len().max(1) as u8;
    let p = |r: &mut Rng| r.below(n as usize) as u8;
    let hs = |r: &mut Rng| r.below(h as usize) as u8;
    let alive: Vec<u8> = st.living();
    let a = |r: &mut Rng| {
        if alive.is_empty() {
            0
        } else {
            pick(r, &alive)
        }
    };
    let cmd = match &st.phase {
        Phase::Empty => random_setup(r),
        Phase::Setup => match r.below(4) {
            0 => Command::Lovers { a: p(r), b: p(r) },
            _ => Command::Start,
        },
        Phase::Night(_) => match r.below(28) {
            0 => Command::Militia {
                votes: st
                    .ids()
                    .filter(|x| st.players[*x as usize].life == Life::Ghost)
                    .map(|voter| HouseVote {
                        voter,
                        house: hs(r),
                    })
                    .collect(),
                chief_pick: Some(hs(r)),
            },
            1 | 2 => Command::Huddle {
                votes: alive
                    .iter()
                    .filter(|x| st.players[**x as usize].is_reptilian())
                    .map(|voter| HouseVote {
                        voter: *voter,
                        house: hs(r),
                    })
                    .collect(),
            },
            3 => Command::LoversHouse { house: hs(r) },
            4 => Command::Sandman {
                by: a(r),
                target: a(r),
            },
            5 => Command::Reporter {
                by: a(r),
                target: a(r),
                card: CardKind::Camp,
            },
            6 => Command::Burglar {
                by: a(r),
                house: hs(r),
                gifts: vec![Gift {
                    to: a(r),
                    coins: r.below(2) as u32,
                }],
            },
            7 => Command::Psychopath {
                by: a(r),
                target: a(r),
            },
            8 => Command::Sculpture {
                by: a(r),
                target: a(r),
            },
            9 => Command::Caricature {
                by: a(r),
                target: a(r),
            },
            10 => Command::Quarrel {
                by: a(r),
                first: a(r),
                second: a(r),
                house: hs(r),
            },
            11 => Command::Matchmaker {
                by: a(r),
                first: a(r),
                second: a(r),
                house: hs(r),
            },
            12 => Command::MiceSwap {
                brain: a(r),
                pinky: a(r),
                a: p(r),
                b: p(r),
            },
            13 => Command::Adoration {
                by: a(r),
                target: a(r),
            },
            14 => Command::Prank {
                by: a(r),
                clockwise: r.chance(1, 2),
            },
            15 => Command::Charm {
                by: a(r),
                target: a(r),
            },
            16 => Command::Squat {
                by: a(r),
                house: hs(r),
            },
            17 => Command::Raptor {
                by: a(r),
                at: if r.chance(1, 2) {
                    RaptorAt::House(hs(r))
                } else {
                    RaptorAt::Corpse(p(r))
                },
            },
            18 => Command::Place {
                player: a(r),
                house: hs(r),
            },
            19 | 20 => g.suggest_attack(),
            21 => Command::Engineer {
                by: a(r),
                tool: if r.chance(1, 2) {
                    EngineerTool::Stalker { target: p(r) }
                } else {
                    EngineerTool::Revealer { target: p(r) }
                },
            },
            22 => Command::Dawn,
            23 => Command::CouplesCheck,
            24 => Command::Dream {
                nightmare: r.chance(1, 2),
            },
            _ => Command::EndNight,
        },
        Phase::Day(_) => match r.below(23) {
            0 | 1 => Command::Give {
                from: a(r),
                to: a(r),
                coins: 1 + r.below(2) as u32,
            },
            2 => Command::Move {
                player: a(r),
                house: hs(r),
            },
            3 => Command::Camera { house: hs(r) },
            4 => Command::AdorationSwap { with: p(r) },
            5 => Command::Marry {
                a: a(r),
                b: a(r),
                fee: r.below(3) as u32,
                forced: r.chance(1, 4),
                witnesses: vec![a(r), a(r)],
                house_a: hs(r),
                house_b: hs(r),
                officiant: r.chance(1, 3).then(|| a(r)),
            },
            6 => Command::Session {
                kind: pick(
                    r,
                    &[SessionKind::Normal, SessionKind::Peace, SessionKind::Purge],
                ),
            },
            7 if r.chance(1, 3) => Command::PassLaw { proposer: p(r) },
            7 => Command::Law {
                proposer: p(r),
                text: String::new(),
                voters: alive.iter().copied().filter(|_| r.chance(2, 3)).collect(),
                accepted: r.chance(1, 2),
            },
            8 | 9 => {
                let mut ballots: Vec<Ballot> = alive
                    .iter()
                    .map(|v| Ballot {
                        voter: *v,
                        target: Some(a(r)),
                    })
                    .collect();
                if let Some(pr) = st.holder(Office::President) {
                    if let Some(i) = ballots.iter().position(|b| b.voter == pr) {
                        let b = ballots.remove(i);
                        ballots.insert(0, b);
                    }
                }
                if st.day().and_then(|d| d.session) == Some(SessionKind::Purge) {
                    let mut order = alive.clone();
                    r.shuffle(&mut order);
                    Command::Purge {
                        ballots,
                        prosecutor_order: order,
                    }
                } else {
                    Command::Vote {
                        ballots,
                        clockwise: true,
                        tie_pick: Some(a(r)),
                    }
                }
            }
            10 => {
                let accused = st
                    .day()
                    .and_then(|d| d.accused.first().copied())
                    .unwrap_or(0);
                let (execute, spare): (Vec<u8>, Vec<u8>) =
                    alive.iter().partition(|_| r.chance(1, 2));
                Command::Tribunal {
                    accused,
                    execute,
                    spare,
                }
            }
            11 | 12 => {
                let c = st
                    .day()
                    .and_then(|d| d.condemned.first().copied())
                    .unwrap_or(0);
                if r.chance(1, 3) {
                    Command::Pardon { player: c }
                } else {
                    Command::Execute { player: c }
                }
            }
            13 => Command::Collect {
                by: a(r),
                from: a(r),
            },
            14 => Command::Bequest {
                dead: p(r),
                to: a(r),
            },
            15 => Command::Apply {
                player: a(r),
                office: pick(r, OFFICES),
            },
            16 => Command::SetNeighbours {
                a: hs(r),
                b: hs(r),
                linked: r.chance(1, 2),
            },
            17 if r.chance(1, 4) => Command::AddHouse {
                name: format!("H{}", st.houses.len()),
                neighbours: vec![hs(r)],
            },
            _ => Command::EndDay,
        },
        Phase::Over => Command::EndDay,
    };
    // Any phase: invocations, death choices, appointments, the end.
    match r.below(14) {
        0 => Command::Invoke {
            by: a(r),
            invocation: match r.below(7) {
                0 => Invocation::RadiantConversion { target: a(r) },
                1 => Invocation::Resurrection { target: p(r) },
                2 => Invocation::Reptilicide { target: a(r) },
                3 => Invocation::Bite { target: a(r) },
                4 => Invocation::BlackConversion { target: a(r) },
                5 => Invocation::Assassinate { target: a(r) },
                _ => Invocation::Investigate { target: a(r) },
            },
        },
        1 => {
            let dead: Vec<u8> = st
                .ids()
                .filter(|x| st.players[*x as usize].life == Life::Dead)
                .collect();
            let player = if dead.is_empty() {
                p(r)
            } else {
                pick(r, &dead)
            };
            Command::DeathChoice {
                player,
                choice: match r.below(3) {
                    0 => DeathChoice::Ghost,
                    1 => DeathChoice::Spirit,
                    _ => DeathChoice::Legacy {
                        heir: a(r),
                        drop: Some(pick(r, SPECIALTIES)),
                    },
                },
                reveal: CardKind::Camp,
            }
        }
        2 => Command::Appoint {
            office: pick(r, OFFICES),
            to: p(r),
        },
        3 if r.chance(1, 20) => Command::EndGame {
            winners: r.chance(1, 3).then(|| vec![a(r)]),
        },
        4 if r.chance(1, 3) => Command::Override {
            command: Box::new(cmd),
            reason: "random".into(),
        },
        _ => cmd,
    }
}

/// A game played from a random setup with `steps` random commands (the refused ones dropped),
/// stopping when it is over.
pub fn random_game(seed: u64, steps: usize) -> Game {
    let mut r = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5A5A);
    let mut g = Game::new(QbConfig {
        seed,
        name: format!("Partie {seed}"),
    });
    while g.apply(random_setup(&mut r)).is_err() {}
    for _ in 0..steps {
        let cmd = random_command(&mut r, &g);
        let _ = g.apply(cmd);
        if matches!(g.state().phase, Phase::Over) {
            break;
        }
    }
    g
}
