//! Property test: random command sequences (legal or not) from our seeded generator, many
//! seeds. Checks that nothing panics, that a refused command changes nothing, that undo after
//! apply restores the state exactly and redo gives it back, and that replaying the log (and
//! loading the saved game) equals the state built command by command.

use grimoire::engine::character::{self, Alignment, Edition, Lang, Team};
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::death::DeathCause;
use grimoire::engine::game::{replay, Game, GameConfig};
use grimoire::engine::info::Info;
use grimoire::engine::rng::Rng;
use grimoire::engine::script::Script;
use grimoire::engine::status::{Duration, StatusKind};
use grimoire::engine::BotcGame;
use grimoire::engine::{card, day, night, setup, victory, vote, PlayerId};

fn random_player(rng: &mut Rng, g: &Game) -> PlayerId {
    let seats = &g.state().seats;
    seats[rng.below(seats.len())].id
}

fn some_character(rng: &mut Rng, edition: Edition) -> String {
    let all: Vec<_> = character::of_edition(edition)
        .filter(|d| d.team != Team::Traveller)
        .collect();
    rng.pick(&all).unwrap().id.to_string()
}

fn random_command(rng: &mut Rng, g: &Game, edition: Edition) -> Command {
    let st = g.state();
    // Answer a pending decision sometimes, as the Storyteller would.
    if !st.pending.is_empty() && rng.chance(1, 3) {
        let p = &st.pending[rng.below(st.pending.len())];
        if let Some(c) = rng.pick(&p.suggestions) {
            return c.clone();
        }
    }
    let a = random_player(rng, g);
    let b = random_player(rng, g);
    let common = |rng: &mut Rng| -> Command {
        match rng.below(9) {
            0 => Command::Die {
                player: a,
                cause: DeathCause::Storyteller,
            },
            1 => Command::Revive { player: a },
            2 => Command::SetStatus {
                target: a,
                kind: [
                    StatusKind::Drunk,
                    StatusKind::Poisoned,
                    StatusKind::Safe,
                    StatusKind::Mad,
                ][rng.below(4)],
                source: if rng.chance(1, 2) { Some(b) } else { None },
                duration: [
                    Duration::UntilDawn,
                    Duration::UntilDusk,
                    Duration::Permanent,
                ][rng.below(3)],
                about: None,
            },
            3 => Command::RemoveStatus {
                target: a,
                kind: StatusKind::Poisoned,
            },
            4 => Command::ChangeCharacter {
                player: a,
                character: some_character(rng, edition),
            },
            5 => Command::ChangeAlignment {
                player: a,
                alignment: if rng.chance(1, 2) {
                    Alignment::Good
                } else {
                    Alignment::Evil
                },
            },
            6 => Command::DismissPending {
                index: rng.below(3),
            },
            7 => Command::Note {
                player: Some(a),
                text: "note".into(),
            },
            _ => Command::SpendAbility { player: a },
        }
    };
    if st.phase.is_night() {
        match rng.below(14) {
            12 | 13 => {
                // Record the current step's answer, true or false, as the Storyteller would.
                let sheet = night::sheet(st);
                let step = &sheet[st.night_step.min(sheet.len() - 1)];
                let chosen = vec![a, b][..rng.below(3)].to_vec();
                let info = night::answer(st, step, &chosen)
                    .ok()
                    .and_then(|x| {
                        if rng.chance(1, 2) {
                            x.truth
                        } else {
                            x.false_info
                        }
                    })
                    .unwrap_or(Info::Number {
                        value: rng.below(3) as u32,
                    });
                Command::GiveInfo {
                    player: step.player.unwrap_or(a),
                    character: step
                        .character
                        .clone()
                        .unwrap_or_else(|| some_character(rng, edition)),
                    chosen,
                    info,
                }
            }
            0 | 1 => Command::EndNight,
            2 => Command::act("poisoner", a, b),
            3 => Command::act("monk", a, b),
            4 => Command::act("butler", a, b),
            5 | 6 => {
                let demon = st
                    .seats
                    .iter()
                    .find(|s| s.team() == Some(Team::Demon))
                    .map(|s| s.id)
                    .unwrap_or(a);
                Command::act("imp", demon, b)
            }
            7 => Command::GoToStep {
                step: rng.below(night::sheet(st).len() + 1),
            },
            8 => Command::Override {
                command: Box::new(Command::act("monk", a, a)),
                reason: "test".into(),
            },
            _ => common(rng),
        }
    } else if st.phase.is_day() {
        match rng.below(16) {
            12..=14 => match vote::walk(st).and_then(|w| w.next) {
                Some(next) if rng.chance(3, 4) => Command::Hand {
                    voter: next,
                    raised: rng.chance(1, 2),
                },
                _ => Command::Hand {
                    voter: a,
                    raised: rng.chance(1, 2),
                },
            },
            15 => Command::CloseVote,
            0 => Command::EndDay,
            1..=3 => Command::Nominate {
                nominator: a,
                nominee: b,
            },
            4..=6 => {
                let voters = st
                    .seats
                    .iter()
                    .filter(|_| rng.chance(1, 2))
                    .map(|s| s.id)
                    .collect();
                Command::Vote { voters }
            }
            7 => Command::Execute {
                player: day::about_to_die(st).unwrap_or(a),
                survives: rng.chance(1, 8),
            },
            8 => Command::act("slayer", a, b),
            9 => Command::Override {
                command: Box::new(Command::Execute {
                    player: a,
                    survives: false,
                }),
                reason: "test".into(),
            },
            _ => common(rng),
        }
    } else {
        Command::EndGame {
            winner: Alignment::Good,
            reason: None,
        }
    }
}

fn new_game(rng: &mut Rng, edition: Edition) -> Game {
    let mut g = Game::new(GameConfig {
        seed: rng.next_u64(),
        name: String::new(),
    });
    g.apply(Command::ChooseScript {
        script: Script::Edition { edition },
    })
    .unwrap();
    let n = 5 + rng.below(16);
    for i in 0..n {
        g.apply(Command::AddPlayer {
            name: format!("Player {i}"),
        })
        .unwrap();
    }
    let mut assignments = g.suggest_characters();
    let travellers: Vec<_> = character::of_edition(edition)
        .filter(|d| d.team == Team::Traveller)
        .collect();
    for s in g.state().seats.iter().skip(15) {
        let t = if travellers.is_empty() {
            "scapegoat"
        } else {
            rng.pick(&travellers).unwrap().id
        };
        assignments.push(Assignment {
            player: s.id,
            character: t.into(),
            shown: None,
            alignment: Some(Alignment::Good),
        });
    }
    g.apply(Command::Override {
        command: Box::new(Command::AssignCharacters { assignments }),
        reason: "draw".into(),
    })
    .unwrap();
    let bluffs = g.suggest_bluffs();
    g.apply(Command::SetBluffs { bluffs }).unwrap();
    // 002: 7 players or more for every edition but Trouble Brewing; a smaller circle starts
    // by the Storyteller's override.
    if n < setup::min_players(&g.state().script) {
        g.apply(Command::Override {
            command: Box::new(Command::StartGame),
            reason: "a small circle".into(),
        })
        .unwrap();
    } else {
        g.apply(Command::StartGame).unwrap();
    }
    g
}

#[test]
fn random_games_keep_their_invariants() {
    let mut applied = 0;
    let mut accepted = std::collections::HashMap::new();
    for seed in 0..200u64 {
        let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9) + 11);
        let edition = Edition::ALL[(seed % 3) as usize];
        let mut g = new_game(&mut rng, edition);
        assert!(setup::check_pick(&g.state().script, &[])
            .contains(&grimoire::engine::warning::SetupWarning::NoDemon));
        for _ in 0..120 {
            let cmd = random_command(&mut rng, &g, edition);
            let before = g.state().clone();
            let log_len = g.log().len();
            let _ = cmd.describe(&before, Lang::Fr);
            match g.apply(cmd.clone()) {
                Err(e) => {
                    assert_eq!(g.state(), &before, "refused {cmd:?} changed the state");
                    assert_eq!(g.log().len(), log_len);
                    let _ = (e.message(Lang::En), e.message(Lang::Fr));
                }
                Ok(_) => {
                    applied += 1;
                    *accepted.entry(cmd.name()).or_insert(0) += 1;
                    let after = g.state().clone();
                    assert!(g.undo());
                    assert_eq!(g.state(), &before, "undo of {cmd:?} (seed {seed})");
                    assert!(g.redo());
                    assert_eq!(g.state(), &after, "redo of {cmd:?} (seed {seed})");
                    let json = serde_json::to_value(&cmd).unwrap();
                    assert_eq!(serde_json::from_value::<Command>(json).unwrap(), cmd);
                }
            }
            for step in night::sheet(g.state()) {
                let _ = card::for_step(g.state(), &step);
            }
            if let Some(w) = vote::walk(g.state()) {
                // The walk ends with the nominee, and the count is the raised hands.
                assert_eq!(w.order.last().map(|e| e.player), Some(w.nominee));
                let up = w
                    .order
                    .iter()
                    .filter(|e| e.hand == vote::HandState::Up)
                    .count();
                assert_eq!(up as u32, w.votes);
            }
            if g.phase().is_night() {
                // The cursor names a step of tonight's sheet.
                assert!(g.state().night_step < night::sheet(g.state()).len());
            }
            let _ = victory::check(g.state());
            if matches!(g.phase(), grimoire::engine::Phase::Ended(_)) {
                break;
            }
        }
        assert_eq!(
            &replay(g.log()).unwrap(),
            g.state(),
            "replay differs (seed {seed})"
        );
        let saved = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&saved).unwrap();
        assert_eq!(back.state(), g.state());
    }
    assert!(applied > 1000, "only {applied} commands were accepted");
    for name in ["hand", "close_vote", "give_info", "go_to_step", "vote"] {
        let n = accepted.get(name).copied().unwrap_or(0);
        assert!(n > 20, "only {n} {name} accepted: {accepted:?}");
    }
}
