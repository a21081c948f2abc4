//! Helpers for the unit tests of the engine.

use super::command::{Assignment, Command};
use super::game::{Game, GameConfig};
use super::seat::PlayerId;

/// Player `n` (ids are given in the order players are added).
#[allow(non_snake_case)]
pub fn P(n: u32) -> PlayerId {
    PlayerId(n)
}

/// A Trouble Brewing game in the first night with one player per character, seated in order.
/// `"drunk:chef"` gives the Drunk with the Chef shown. Count warnings are overridden.
pub fn tb_game(chars: &[&str]) -> Game {
    let mut g = setup_game(None, chars);
    g.apply(Command::StartGame).unwrap();
    g
}

/// A game still in setup, with one player per character seated in order and `edition`'s script
/// chosen (`None`: the default one); `"drunk:chef"` gives the Drunk with the Chef shown. Count
/// warnings are overridden.
pub fn setup_game(edition: Option<crate::character::Edition>, chars: &[&str]) -> Game {
    let mut g = Game::new(GameConfig {
        seed: 1,
        name: String::new(),
    });
    for i in 0..chars.len() {
        g.apply(Command::AddPlayer {
            name: format!("P{i}"),
        })
        .unwrap();
    }
    if let Some(edition) = edition {
        g.apply(Command::ChooseScript {
            script: crate::script::Script::Edition { edition },
        })
        .unwrap();
    }
    let assignments = chars
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (character, shown) = match c.split_once(':') {
                Some((a, b)) => (a.to_string(), Some(b.to_string())),
                None => (c.to_string(), None),
            };
            Assignment {
                player: P(i as u32),
                character,
                shown,
                alignment: None,
            }
        })
        .collect();
    g.apply(Command::Override {
        command: Box::new(Command::AssignCharacters { assignments }),
        reason: "test".into(),
    })
    .unwrap();
    g
}

/// Ends the current night.
pub fn to_day(g: &mut Game) {
    g.apply(Command::EndNight).unwrap();
}

/// A Bad Moon Rising game in the first night with one player per character, seated in order.
/// Count warnings are overridden.
pub fn bmr_game(chars: &[&str]) -> Game {
    let mut g = setup_game(Some(crate::character::Edition::BadMoonRising), chars);
    g.apply(Command::StartGame).unwrap();
    g
}

/// Poisons `player` until dusk, as the Storyteller marks it (no source).
pub fn poison(g: &mut Game, player: PlayerId) {
    g.apply(Command::SetStatus {
        target: player,
        kind: crate::status::StatusKind::Poisoned,
        source: None,
        duration: crate::status::Duration::UntilDusk,
        about: None,
    })
    .unwrap();
}

/// From the current night to the next night: dawn, then dusk with no execution.
pub fn next_night(g: &mut Game) {
    g.apply(Command::EndNight).unwrap();
    g.apply(Command::EndDay).unwrap();
}

/// A Sects & Violets game in the first night with one player per character, seated in order.
/// Count warnings are overridden.
pub fn snv_game(chars: &[&str]) -> Game {
    let mut g = setup_game(Some(crate::character::Edition::SectsAndViolets), chars);
    g.apply(Command::StartGame).unwrap();
    g
}
