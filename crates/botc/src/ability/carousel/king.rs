//! King (carousel, Townsfolk). Character ability text: the Demon knows who the King is; each
//! night, once the dead are as many as the living or more, the King learns the character of a
//! living player.
//!
//! The first night, the Demon is told: with the Demon info (002: 7 or more players) its step
//! ends by pointing at the King with the King's token; with fewer players, the King's own step
//! comes, the Storyteller's alone, where the Demon is woken and shown the same. On later
//! nights the King wakes only when the dead equal or outnumber the living (every seat counts,
//! Travellers too; a player who only registers as dead, the Zombuul, counts as dead), and the
//! sheet suggests the character of a living player he was not shown yet, clockwise from him
//! (their real character: a registration, the Spy's or the Recluse's, is the Storyteller's
//! call). 001: drunk or poisoned, the King may learn a false character (one not in play is
//! suggested), and a King impaired on the first night is not shown to the Demon.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): with such a
//! Demon in play, the King wakes after the first night once anyone is dead, not only once the
//! dead are as many as the living ([`demon_jinx`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "king",
    wakes: Wakes::If(wakes),
    learns: Some(learns),
    false_answer: not_in_play,
    cards: Some(cards),
    changes_evil_info: Some(shown_to_demon),
    ..Ability::PLAIN
};

/// Are the dead as many as the living, or more?
pub fn dead_outnumber(state: &GameState) -> bool {
    let dead = state.seats.iter().filter(|s| !s.alive).count();
    dead >= state.seats.len() - dead
}

/// The first night, his own step only when there is no Demon info to tell the Demon; later,
/// when the dead equal or outnumber the living (with a jinxed Demon, once anyone is dead).
fn wakes(state: &GameState, _king: &Seat, night: u32) -> bool {
    if night == 1 {
        !evil_team_learns(state)
    } else {
        dead_outnumber(state) || (demon_jinx(state) && state.seats.iter().any(|s| !s.alive))
    }
}

/// A Demon in play whose jinx with the King is in force (the Leviathan's, the Riot's: one
/// dead player is enough for the King to learn).
pub fn demon_jinx(state: &GameState) -> bool {
    state
        .seats
        .iter()
        .any(|s| s.team() == Some(Team::Demon) && jinx::active(state, ABILITY.id, s.character_id()))
}

/// The characters the King was shown so far.
fn shown_before(state: &GameState, king: PlayerId) -> Vec<String> {
    state
        .told
        .iter()
        .filter(|t| t.player == king && t.character == "king")
        .flat_map(|t| match &t.info {
            Info::Characters { characters } => characters.clone(),
            Info::Character { character } => vec![character.clone()],
            _ => Vec::new(),
        })
        .collect()
}

/// Nothing for the King the first night (the Demon is told); later, the character of a
/// living player, the first clockwise from him he was not shown yet.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    if night_of(state) == Some(1) {
        return NightInfo::Nothing;
    }
    let n = state.seats.len();
    let start = state.index_of(seat.id).unwrap_or(0);
    let living: Vec<&Seat> = (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.alive && s.character.is_some())
        .collect();
    let before = shown_before(state, seat.id);
    let pick = living
        .iter()
        .find(|s| !before.iter().any(|c| c == s.character_id()))
        .or(living.first());
    match pick {
        Some(s) => NightInfo::Characters {
            characters: vec![s.character_id().to_string()],
        },
        None => NightInfo::Nothing,
    }
}

/// 001: a character of the same type that is not in play.
fn not_in_play(state: &GameState, _king: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    let NightInfo::Characters { characters } = truth else {
        return None;
    };
    let team = characters
        .first()
        .and_then(|c| state.character(c))
        .map_or(Team::Townsfolk, |d| d.team);
    let wrong = learn::not_in_play(state, team, None)
        .or_else(|| learn::not_in_play(state, Team::Townsfolk, None))?;
    Some(NightInfo::Characters {
        characters: vec![wrong],
    })
}

/// The first night (his own step): the King pointed at with his token, for the Demon. Later,
/// the character learnt.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(king) = step.player else {
        return Vec::new();
    };
    if night_of(state) == Some(1) {
        if step.impaired {
            return Vec::new();
        }
        return vec![Card::PlayerIs {
            player: king,
            character: "king".into(),
        }];
    }
    match &step.info {
        Some(NightInfo::Characters { characters }) => characters
            .iter()
            .map(|c| Card::Character {
                character: c.clone(),
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The Demon info ends with the King pointed at.
fn shown_to_demon(_state: &GameState, king: &Seat, info: &mut NightInfo) {
    if let NightInfo::DemonInfo { known, .. } = info {
        known.push(Known {
            player: king.id,
            character: "king".into(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::test_util::*;

    /// Dead as many as the living: 3 of 6 is enough, 2 of 6 is not.
    #[test]
    fn the_dead_must_equal_or_outnumber_the_living() {
        let mut g = tb_game(&["imp", "poisoner", "king", "chef", "empath", "monk"]);
        let die = |g: &mut crate::game::Game, p| {
            g.apply(Command::Die {
                player: P(p),
                cause: DeathCause::Storyteller,
            })
            .unwrap();
        };
        die(&mut g, 3);
        die(&mut g, 4);
        assert!(!dead_outnumber(g.state()));
        die(&mut g, 5);
        assert!(dead_outnumber(g.state()));
    }

    /// A character he was shown is not suggested again while another living one is left.
    #[test]
    fn a_new_character_each_night() {
        let mut g = tb_game(&["imp", "poisoner", "king", "chef", "empath", "monk"]);
        let seat = g.state().seat(P(2)).unwrap().clone();
        next_night(&mut g);
        assert_eq!(
            learns(g.state(), &seat),
            NightInfo::Characters {
                characters: vec!["chef".into()]
            }
        );
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "king".into(),
            chosen: Vec::new(),
            info: Info::Characters {
                characters: vec!["chef".into()],
            },
        })
        .unwrap();
        assert_eq!(
            learns(g.state(), &seat),
            NightInfo::Characters {
                characters: vec!["empath".into()]
            }
        );
    }
}
