//! Games made up for tests, benchmarks and fuzzing: a realistic Trouble Brewing game of a given
//! size and length, and random games of legal commands covering every command type.
//!
//! Every command goes through [`Game::apply`]; a command the rules refuse is simply not kept,
//! so the games are always legal.

use crate::character::{self, Alignment, Edition, HomebrewDef, Team};
use crate::command::{Assignment, Command};
use crate::death::DeathCause;
use crate::game::BotcGame;
use crate::game::{Game, GameConfig};
use crate::info::Info;
use crate::night::{self, StepKind};
use crate::rng::Rng;
use crate::script::Script;
use crate::seat::PlayerId;
use crate::setup;
use crate::status::{Duration, StatusKind};
use crate::vote;

/// First names of the made-up players (short and long, French and English).
pub const NAMES: [&str; 20] = [
    "Alex", "Sarah", "Julien", "Clara", "Mehdi", "Zoé", "Tom", "Léa", "Bruno", "Nina", "Hugo",
    "Inès", "Marc", "Chloé", "Karim", "Eva", "Paul", "Jade", "Yann", "Lucie",
];

/// Applies `cmd`; if the rules refuse it, keeps the game as it was. True when it was kept.
fn try_apply(game: &mut Game, cmd: Command) -> bool {
    game.apply(cmd).is_ok()
}

fn alive(game: &Game) -> Vec<PlayerId> {
    game.state()
        .seats
        .iter()
        .filter(|s| s.alive)
        .map(|s| s.id)
        .collect()
}

fn pick_other(rng: &mut Rng, players: &[PlayerId], not: PlayerId) -> Option<PlayerId> {
    let others: Vec<_> = players.iter().copied().filter(|p| *p != not).collect();
    rng.pick(&others).copied()
}

/// Seats `players` named players, picks the script, accepts the engine's random draw (with
/// Travellers beyond 15 players) — drawn again until the characters in `want` are in play —,
/// the bluffs and the red herring, and starts the game.
fn set_up(game: &mut Game, rng: &mut Rng, players: usize, script: Script, want: &[&str]) {
    for name in NAMES.iter().take(players) {
        try_apply(
            game,
            Command::AddPlayer {
                name: (*name).to_string(),
            },
        );
    }
    try_apply(game, Command::ChooseScript { script });
    let seats: Vec<PlayerId> = game.state().seats.iter().map(|s| s.id).collect();
    let mut assignments = game.suggest_characters();
    for _ in 0..500 {
        if want
            .iter()
            .all(|w| assignments.iter().any(|a| a.character == *w))
        {
            break;
        }
        assignments = setup::random_draw(&game.state().script, &seats, rng);
    }
    let drawn: Vec<PlayerId> = assignments.iter().map(|a| a.player).collect();
    let mut travellers: Vec<&str> = game
        .state()
        .script
        .all()
        .into_iter()
        .filter(|d| d.team == Team::Traveller)
        .map(|d| d.id)
        .collect();
    rng.shuffle(&mut travellers);
    let rest: Vec<PlayerId> = game
        .state()
        .seats
        .iter()
        .map(|s| s.id)
        .filter(|p| !drawn.contains(p))
        .collect();
    for (p, t) in rest.into_iter().zip(travellers) {
        assignments.push(Assignment {
            player: p,
            character: t.to_string(),
            shown: None,
            alignment: Some(if rng.chance(1, 2) {
                Alignment::Good
            } else {
                Alignment::Evil
            }),
        });
    }
    let cmd = Command::AssignCharacters { assignments };
    if !try_apply(game, cmd.clone()) {
        try_apply(
            game,
            Command::Override {
                command: Box::new(cmd),
                reason: "Travellers".into(),
            },
        );
    }
    let bluffs = game.suggest_bluffs();
    try_apply(game, Command::SetBluffs { bluffs });
    if game.state().in_play("fortuneteller") {
        if let Some(p) = game.suggest_red_herring() {
            try_apply(game, Command::red_herring(p));
        }
    }
    try_apply(game, Command::StartGame);
}

/// One night as a Storyteller runs it: each step of the sheet in turn, the Poisoner, Monk,
/// Butler and Imp choosing, the information given to every other waking player, then dawn. The Demon stops killing when 3 players are left, so
/// long games keep going.
fn run_night(game: &mut Game, rng: &mut Rng) {
    let mut step = 1;
    loop {
        let sheet = night::sheet(game.state());
        if step >= sheet.len() {
            break;
        }
        try_apply(game, Command::GoToStep { step });
        let s = &sheet[step];
        step += 1;
        if s.kind != StepKind::Character {
            continue;
        }
        let Some(p) = s.player else { continue };
        let living = alive(game);
        let real = game
            .state()
            .seat(p)
            .and_then(|x| x.character.clone())
            .unwrap_or_default();
        let Some(target) = pick_other(rng, &living, p) else {
            continue;
        };
        let cmd = match real.as_str() {
            "poisoner" => Command::act("poisoner", p, target),
            "monk" => Command::act("monk", p, target),
            "butler" => Command::act("butler", p, target),
            "imp" if living.len() > 3 => Command::act("imp", p, target),
            "imp" => continue,
            // Everyone else who wakes learns something: the answer worked out by the engine
            // (the Fortune Teller and the Ravenkeeper choose first).
            _ => {
                let seats: Vec<PlayerId> = game.state().seats.iter().map(|x| x.id).collect();
                let chosen = match s.character.as_deref() {
                    Some("fortuneteller") => {
                        let a = seats[rng.below(seats.len())];
                        let b = pick_other(rng, &seats, a).unwrap_or(a);
                        vec![a, b]
                    }
                    Some("ravenkeeper") => vec![target],
                    _ => Vec::new(),
                };
                let Ok(answer) = night::answer(game.state(), s, &chosen) else {
                    continue;
                };
                let Some(info) = answer.truth.or(answer.false_info) else {
                    continue;
                };
                Command::GiveInfo {
                    player: p,
                    character: s.character.clone().unwrap_or_default(),
                    chosen,
                    info,
                }
            }
        };
        try_apply(game, cmd);
    }
    try_apply(game, Command::EndNight);
}

/// One day: two or three nominations with their votes (hand by hand in the order the arm
/// passes, then the count),
/// then the execution of whoever is about to die (while more than 3 players live), then dusk.
fn run_day(game: &mut Game, rng: &mut Rng) {
    let nominations = 2 + rng.below(2);
    for i in 0..nominations {
        let living = alive(game);
        let state = game.state();
        let nominators: Vec<_> = living
            .iter()
            .copied()
            .filter(|p| !crate::day::has_nominated(state, *p))
            .collect();
        let Some(&nominator) = rng.pick(&nominators) else {
            break;
        };
        let nominees: Vec<_> = living
            .iter()
            .copied()
            .filter(|p| *p != nominator && !crate::day::was_nominated(state, *p))
            .collect();
        let Some(&nominee) = rng.pick(&nominees) else {
            break;
        };
        if !try_apply(game, Command::Nominate { nominator, nominee }) {
            continue;
        }
        if !game.state().day.open {
            // The Virgin executed the nominator: the day is over.
            break;
        }
        let state = game.state();
        let hands: Vec<_> = vote::order(state, nominee)
            .into_iter()
            .filter(|p| vote::can_vote(state, *p))
            .collect();
        let living_hands = hands
            .iter()
            .filter(|p| state.seat(**p).is_some_and(|s| s.alive))
            .count();
        // The last nomination of the day gathers enough hands to put someone on the block.
        let wanted = if i + 1 == nominations {
            (vote::threshold(state) as usize).max(state.day.highest as usize + 1)
        } else {
            rng.below(living_hands + 1)
        };
        let voters: Vec<_> = hands
            .iter()
            .copied()
            .filter(|p| state.seat(*p).is_some_and(|s| s.alive))
            .filter(|_| rng.chance(3, 4))
            .chain(hands.iter().copied())
            .fold(Vec::new(), |mut acc, p| {
                if acc.len() < wanted && !acc.contains(&p) {
                    acc.push(p);
                }
                acc
            });
        let voters: Vec<_> = hands
            .iter()
            .copied()
            .filter(|p| voters.contains(p))
            .collect();
        // Hand by hand, as the Storyteller's arm goes round, then the count.
        for voter in voters {
            try_apply(
                game,
                Command::Hand {
                    voter,
                    raised: true,
                },
            );
        }
        try_apply(game, Command::CloseVote);
    }
    if alive(game).len() > 3 {
        if let Some(p) = game.state().day.block {
            try_apply(
                game,
                Command::Execute {
                    player: p,
                    survives: false,
                },
            );
        }
    }
    try_apply(game, Command::EndDay);
}

/// A Trouble Brewing game of `players` players (5–20) after the first night and `days` days
/// (each followed by its night), as the app would log it: every step of each night sheet,
/// the Poisoner, Monk, Butler and Imp choosing, the information given to the other waking
/// players, two or three nominations a day with their votes hand by hand, and an execution.
pub fn realistic_game(players: usize, days: u32, seed: u64) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(GameConfig {
        seed,
        name: "Game night".into(),
    });
    set_up(
        &mut game,
        &mut rng,
        players,
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &["poisoner", "monk", "empath", "imp"],
    );
    run_night(&mut game, &mut rng);
    for _ in 0..days {
        run_day(&mut game, &mut rng);
        run_night(&mut game, &mut rng);
    }
    game
}

/// Text for notes and reasons: ASCII, accents, emoji, quotes and the separators of the formats.
fn random_text(rng: &mut Rng) -> String {
    const PARTS: [&str; 12] = [
        "told",
        " the Chef ",
        "1",
        "é",
        "🃏",
        "\"",
        "#",
        "g1.",
        "\n",
        "Empoisonné",
        "",
        "registers as Demon",
    ];
    (0..rng.below(4)).map(|_| PARTS[rng.below(12)]).collect()
}

/// A random game of legal commands: random size (5–20), script (an edition or a custom list
/// with an unknown id), draw, then `steps` random commands of every type — player actions,
/// Storyteller corrections, overrides — of which those the rules accept are kept.
pub fn random_game(seed: u64, steps: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(GameConfig {
        seed: rng.next_u64(),
        name: if rng.chance(1, 2) {
            random_text(&mut rng)
        } else {
            String::new()
        },
    });
    let players = 5 + rng.below(16);
    let script = match rng.below(4) {
        0 => Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        1 => Script::Edition {
            edition: Edition::BadMoonRising,
        },
        2 => Script::Edition {
            edition: Edition::SectsAndViolets,
        },
        _ => {
            let mut ids: Vec<String> = character::all()
                .iter()
                .filter(|d| d.edition.is_some())
                .map(|d| d.id.to_string())
                .collect();
            rng.shuffle(&mut ids);
            ids.truncate(25);
            ids.push("homebrew_hero".into());
            ids.push("lanterne".into());
            Script::Custom {
                characters: ids,
                name: Some("Sample script".into()),
                author: Some("Grimoire".into()),
                homebrew: vec![HomebrewDef {
                    id: "lanterne".into(),
                    name: "Lanterne".into(),
                    team: Team::Townsfolk,
                    ability: "Each night, the Storyteller tells you something true.".into(),
                    first_night: Some(50),
                    other_night: Some(60),
                    first_night_reminder: "Tell them something true.".into(),
                    other_night_reminder: "Tell them something true.".into(),
                    reminders: vec!["Lit".into()],
                    reminders_global: Vec::new(),
                    setup: false,
                    unknown: false,
                }],
                jinxes: Vec::new(),
            }
        }
    };
    // Some setup noise before the draw: renames, moves, a removed player.
    for name in NAMES.iter().take(players + 1) {
        try_apply(
            &mut game,
            Command::AddPlayer {
                name: (*name).to_string(),
            },
        );
    }
    try_apply(
        &mut game,
        Command::RemovePlayer {
            player: PlayerId(rng.below(players + 1) as u32),
        },
    );
    try_apply(
        &mut game,
        Command::MovePlayer {
            player: PlayerId(rng.below(players + 1) as u32),
            seat: rng.below(players),
        },
    );
    // Seat the draw on top of the noise: `set_up` adds no player once the names are taken.
    set_up(&mut game, &mut rng, 0, script, &[]);
    if game.phase() == crate::phase::Phase::Setup {
        let seats: Vec<PlayerId> = game.state().seats.iter().map(|s| s.id).collect();
        let all = game.state().script.all();
        let assignments = seats
            .iter()
            .map(|p| Assignment {
                player: *p,
                character: all[rng.below(all.len())].id.to_string(),
                shown: None,
                alignment: None,
            })
            .collect();
        try_apply(
            &mut game,
            Command::Override {
                command: Box::new(Command::AssignCharacters { assignments }),
                reason: "random".into(),
            },
        );
        try_apply(&mut game, Command::StartGame);
    }
    for _ in 0..steps {
        let cmd = random_command(&game, &mut rng);
        let cmd = if rng.chance(1, 8) {
            Command::Override {
                command: Box::new(cmd),
                reason: random_text(&mut rng),
            }
        } else {
            cmd
        };
        try_apply(&mut game, cmd);
    }
    game
}

/// Any command, with players drawn from the seated ones (and now and then one that is not).
fn random_command(game: &Game, rng: &mut Rng) -> Command {
    let state = game.state();
    let seats: Vec<PlayerId> = state.seats.iter().map(|s| s.id).collect();
    let mut p = || {
        if rng.chance(1, 30) {
            PlayerId(99)
        } else {
            seats[rng.below(seats.len())]
        }
    };
    let (a, b) = (p(), p());
    // Half the time, the player acting is the one whose character acts.
    let mut holder = |id: &str| match state.find(id) {
        Some(s) if rng.chance(1, 2) => s.id,
        _ => a,
    };
    let (poisoner, monk, butler, imp, slayer) = (
        holder("poisoner"),
        holder("monk"),
        holder("butler"),
        holder("imp"),
        holder("slayer"),
    );
    let ids: Vec<&str> = character::all().iter().map(|d| d.id).collect();
    let c = ids[rng.below(ids.len())].to_string();
    let kind = [
        StatusKind::Drunk,
        StatusKind::Poisoned,
        StatusKind::Safe,
        StatusKind::Mad,
    ][rng.below(4)];
    let align = if rng.chance(1, 2) {
        Alignment::Good
    } else {
        Alignment::Evil
    };
    match rng.below(33) {
        0..=2 => Command::EndNight,
        3..=4 => Command::EndDay,
        5 => Command::GoToStep {
            step: rng.below(12),
        },
        6 => Command::act("poisoner", poisoner, b),
        7 => Command::act("monk", monk, b),
        8 => Command::act("butler", butler, b),
        9 if rng.chance(1, 8) => Command::Act {
            character: c,
            by: rng.chance(3, 4).then_some(a),
            targets: [a, b][..rng.below(3)].to_vec(),
            guess: rng.chance(1, 4).then(|| "gambler".to_string()),
        },
        9 => Command::act("imp", imp, b),
        10..=11 => Command::Nominate {
            nominator: a,
            nominee: b,
        },
        12..=13 => {
            let voters = seats.iter().copied().filter(|_| rng.chance(1, 2)).collect();
            Command::Vote { voters }
        }
        14 => Command::Execute {
            player: state.day.block.unwrap_or(a),
            survives: rng.chance(1, 4),
        },
        15 => Command::act("slayer", slayer, b),
        16 => Command::Die {
            player: a,
            cause: [
                DeathCause::Execution,
                DeathCause::Demon,
                DeathCause::Slayer,
                DeathCause::Storyteller,
            ][rng.below(4)]
            .clone(),
        },
        17 => Command::Revive { player: a },
        18 => Command::SetStatus {
            target: a,
            kind,
            source: if rng.chance(1, 2) { Some(b) } else { None },
            duration: [
                Duration::UntilDusk,
                Duration::UntilDawn,
                Duration::Permanent,
                Duration::Dusks(3),
            ][rng.below(4)],
            about: if kind == StatusKind::Mad {
                Some(random_text(rng))
            } else {
                None
            },
        },
        19 => Command::RemoveStatus { target: a, kind },
        20 => Command::ChangeCharacter {
            player: a,
            character: c,
        },
        21 => Command::ChangeAlignment {
            player: a,
            alignment: align,
        },
        22 => Command::SpendAbility { player: a },
        23 => {
            let def = character::official(&c).expect("from the table");
            let reminder = def
                .reminders
                .first()
                .map_or_else(|| random_text(rng), |r| r.id.to_string());
            if rng.chance(1, 2) {
                Command::PlaceReminder {
                    player: a,
                    character: c,
                    reminder,
                }
            } else {
                Command::RemoveReminder {
                    player: a,
                    character: c,
                    reminder,
                }
            }
        }
        24 => Command::Note {
            player: if rng.chance(1, 2) { Some(a) } else { None },
            text: random_text(rng),
        },
        25 if rng.chance(1, 2) => Command::Decide {
            index: rng.below(2),
            pick: rng.below(3),
        },
        25 => Command::DismissPending {
            index: rng.below(2),
        },
        // Rare: nothing but notes and renames is accepted once the game has ended.
        26 if rng.chance(1, 20) => Command::EndGame {
            winner: align,
            reason: None,
        },
        26 => Command::EndNight,
        27 => Command::RenamePlayer {
            player: a,
            name: format!("{}{}", NAMES[rng.below(20)], rng.below(100)),
        },
        28 => Command::red_herring(a),
        29 => Command::Hand {
            voter: a,
            raised: rng.chance(3, 4),
        },
        30 => Command::CloseVote,
        31 => {
            let info = match rng.below(7) {
                0 => Info::Pair {
                    players: vec![a, b],
                    character: c.clone(),
                },
                1 => Info::Number {
                    value: rng.below(4) as u32,
                },
                2 => Info::YesNo {
                    yes: rng.chance(1, 2),
                },
                3 => Info::Character {
                    character: c.clone(),
                },
                4 => Info::Players { players: vec![b] },
                5 => Info::YouAre {
                    character: rng.chance(1, 2).then(|| c.clone()),
                    alignment: rng.chance(1, 2).then_some(align),
                },
                _ => Info::SelectedYou {
                    character: c.clone(),
                },
            };
            let believed = state
                .seat(a)
                .and_then(|s| s.believed_character())
                .unwrap_or("chef")
                .to_string();
            Command::GiveInfo {
                player: a,
                character: if rng.chance(3, 4) { believed } else { c },
                chosen: if rng.chance(1, 2) {
                    vec![b]
                } else {
                    Vec::new()
                },
                info,
            }
        }
        _ => {
            let good: Vec<String> = ids
                .iter()
                .filter(|id| {
                    character::official(id)
                        .is_some_and(|d| matches!(d.team, Team::Townsfolk | Team::Outsider))
                })
                .map(|s| s.to_string())
                .collect();
            let bluffs = (0..3)
                .map(|_| good[rng.below(good.len())].clone())
                .collect();
            Command::SetBluffs { bluffs }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn realistic_games_have_days_nominations_and_deaths() {
        for players in [5, 10, 15, 20] {
            let g = realistic_game(players, 3, 1);
            assert_eq!(g.state().seats.len(), players);
            let log = g.log();
            let count = |name: &str| log.iter().filter(|c| c.name() == name).count();
            let acts = |character: &str| {
                log.iter()
                    .filter(|c| matches!(c, Command::Act { character: x, .. } if x == character))
                    .count()
            };
            assert_eq!(count("end_day"), 3, "{players} players");
            assert!(count("nominate") >= 3, "{players} players");
            assert!(count("close_vote") >= 3);
            assert!(count("hand") >= 3);
            assert!(count("give_info") >= 1);
            assert!(acts("imp") + count("execute") >= 2);
            assert!(acts("poisoner") >= 2);
            assert!(g.state().seats.iter().all(|s| s.character.is_some()));
        }
    }

    #[test]
    fn random_games_are_legal_and_varied() {
        let mut names = std::collections::HashSet::new();
        for seed in 0..40 {
            let g = random_game(seed, 200);
            let replayed = Game::from_log(g.config().clone(), g.log().to_vec()).unwrap();
            assert_eq!(replayed.state(), g.state());
            for c in g.log() {
                names.insert(c.name());
                if let Command::Override { command, .. } = c {
                    names.insert(command.name());
                }
            }
        }
        // Every command type shows up somewhere.
        assert_eq!(names.len(), 32, "{names:?}");
    }
}
