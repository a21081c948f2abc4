//! "Show to player" cards: what the Storyteller holds up to a waking player (002, "Communiquer
//! la nuit": the info cards, a number, a nod or a shake, a character token, a pointed player),
//! and the public announcements of the day.
//!
//! A pure function of the game, like a player view: a card carries only what it shows, never
//! the rest of the grimoire (a Washerwoman's pair does not say which of the two is the
//! character; a Slayer's miss does not say why), so a screen that renders a card cannot leak
//! another player's secret.

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Team};
use super::command::Command;
use super::event::Event;
use super::info::Info;
use super::night::{NightStep, StepKind};
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;

/// One card, shown full screen to one player (or, for the public ones, read out to all).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "snake_case")]
pub enum Card {
    /// 002 (Minion info): the "This is the Demon" card, pointing at the Demon.
    ThisIsTheDemon { player: PlayerId },
    /// 002 (Demon info): the "These are your Minions" card, pointing at each Minion.
    TheseAreYourMinions { players: Vec<PlayerId> },
    /// 002 (Demon info): the "These characters are not in play" card with three good tokens.
    NotInPlay { characters: Vec<String> },
    /// 001: "You are" — a new character and/or alignment.
    YouAre {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        character: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alignment: Option<Alignment>,
    },
    /// "This character selected you", with the character's token.
    SelectedYou { character: String },
    /// "Did you use your ability today?" (the player answers).
    UsedAbilityToday,
    /// 002: a number held up on the fingers.
    Number { value: u32 },
    /// 002: a nod (yes) or a shake of the head (no).
    YesNo { yes: bool },
    /// 002: a character token held close to the player.
    Character { character: String },
    /// 002: one or more players pointed at.
    Players { players: Vec<PlayerId> },
    /// Public: these players died (dawn, a Slayer's hit); empty: nobody died.
    Died { players: Vec<PlayerId> },
    /// Public: this player is executed (the Virgin).
    Executed { player: PlayerId },
    /// Public: nothing happens (a Slayer's shot that kills nobody, whatever the reason).
    NothingHappens,
}

/// 002: "Si c'est la première nuit et que vous jouez avec 7 joueurs ou plus": the Minions
/// and the Demon learn each other only then (Travellers do not count).
pub fn evil_team_learns(state: &GameState) -> bool {
    let first = matches!(state.phase, Phase::Setup | Phase::FirstNight);
    first && state.seats.iter().filter(|s| !s.traveller).count() >= 7
}

/// The cards for a piece of information given to a player.
pub fn for_info(info: &Info) -> Vec<Card> {
    match info {
        Info::Pair { players, character } => vec![
            Card::Character {
                character: character.clone(),
            },
            Card::Players {
                players: players.clone(),
            },
        ],
        Info::Number { value } => vec![Card::Number { value: *value }],
        Info::YesNo { yes } => vec![Card::YesNo { yes: *yes }],
        Info::Character { character } => vec![Card::Character {
            character: character.clone(),
        }],
        Info::Players { players } => vec![Card::Players {
            players: players.clone(),
        }],
        Info::YouAre {
            character,
            alignment,
        } => vec![Card::YouAre {
            character: character.clone(),
            alignment: *alignment,
        }],
        Info::SelectedYou { character } => vec![Card::SelectedYou {
            character: character.clone(),
        }],
    }
}

/// The cards the Storyteller shows at a step of the night sheet, from the true answer.
///
/// Empty when the step shows nothing (dusk, dawn — read out, see [`announcement`] —, a player
/// who only chooses) or when the answer waits for the player's choice (Fortune Teller,
/// Ravenkeeper: see [`super::night::answer`], then [`for_info`]). For a drunk or poisoned
/// player the Storyteller may show [`for_info`] of a false answer instead.
pub fn for_step(state: &GameState, step: &NightStep) -> Vec<Card> {
    match step.kind {
        StepKind::Dusk | StepKind::Dawn => Vec::new(),
        StepKind::MinionInfo => {
            if !evil_team_learns(state) {
                return Vec::new();
            }
            state
                .of_team(Team::Demon)
                .iter()
                .map(|s| Card::ThisIsTheDemon { player: s.id })
                .collect()
        }
        StepKind::DemonInfo => {
            if !evil_team_learns(state) {
                return Vec::new();
            }
            let mut cards = vec![Card::TheseAreYourMinions {
                players: state.of_team(Team::Minion).iter().map(|s| s.id).collect(),
            }];
            if !state.bluffs.is_empty() {
                cards.push(Card::NotInPlay {
                    characters: state.bluffs.clone(),
                });
            }
            cards
        }
        StepKind::YouAre => vec![Card::YouAre {
            character: step.character.clone(),
            alignment: step
                .player
                .and_then(|p| state.seat(p))
                .and_then(|s| s.alignment),
        }],
        StepKind::Character => step
            .info
            .as_ref()
            .and_then(|i| i.to_info())
            .map(|i| for_info(&i))
            .unwrap_or_default(),
    }
}

/// What the Storyteller announces to everyone after a public command, from its events: who
/// died at dawn (002: who died, and nothing about how), the Virgin's nominator executed, a
/// Slayer's shot (someone dies, or nothing happens — never why).
pub fn announcement(cmd: &Command, events: &[Event]) -> Vec<Card> {
    let cmd = match cmd {
        Command::Override { command, .. } => command.as_ref(),
        c => c,
    };
    let died = || -> Vec<PlayerId> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Died { player, .. } => Some(*player),
                _ => None,
            })
            .collect()
    };
    match cmd {
        Command::EndNight => events
            .iter()
            .find_map(|e| match e {
                Event::Dawn { died } => Some(vec![Card::Died {
                    players: died.clone(),
                }]),
                _ => None,
            })
            .unwrap_or_default(),
        Command::Nominate { .. } => events
            .iter()
            .find_map(|e| match e {
                Event::VirginTriggered { nominator, .. } => {
                    Some(vec![Card::Executed { player: *nominator }])
                }
                _ => None,
            })
            .unwrap_or_default(),
        Command::Slay { .. } => {
            let d = died();
            if d.is_empty() {
                vec![Card::NothingHappens]
            } else {
                vec![Card::Died { players: d }]
            }
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::night;
    use crate::engine::test_util::*;

    fn step(g: &crate::engine::Game, kind: StepKind) -> NightStep {
        night::sheet(g.state())
            .into_iter()
            .find(|s| s.kind == kind)
            .unwrap()
    }

    /// 002: with 7 or more players, the Minions are shown "This is the Demon" and the Demon
    /// "These are your Minions" and three characters not in play.
    #[test]
    fn evil_team_cards_with_seven_players() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::Override {
            command: Box::new(Command::SetBluffs {
                bluffs: vec!["washerwoman".into(), "librarian".into(), "butler".into()],
            }),
            reason: "test".into(),
        })
        .unwrap();
        let m = for_step(g.state(), &step(&g, StepKind::MinionInfo));
        assert_eq!(m, vec![Card::ThisIsTheDemon { player: P(0) }]);
        let d = for_step(g.state(), &step(&g, StepKind::DemonInfo));
        assert_eq!(
            d,
            vec![
                Card::TheseAreYourMinions {
                    players: vec![P(1)]
                },
                Card::NotInPlay {
                    characters: vec!["washerwoman".into(), "librarian".into(), "butler".into()]
                }
            ]
        );
    }

    /// 002: with fewer than 7 players there is no Minion or Demon info.
    #[test]
    fn no_evil_team_cards_below_seven() {
        let g = tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        assert!(!evil_team_learns(g.state()));
        assert!(night::sheet(g.state())
            .iter()
            .all(|s| !matches!(s.kind, StepKind::MinionInfo | StepKind::DemonInfo)));
    }

    /// 002: the Washerwoman is shown a token and two players; the card does not say which of
    /// the two has it.
    #[test]
    fn pair_card_shows_only_token_and_players() {
        let g = tb_game(&[
            "imp",
            "poisoner",
            "washerwoman",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        let s = night::sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("washerwoman"))
            .unwrap();
        let cards = for_step(g.state(), &s);
        assert_eq!(cards.len(), 2);
        assert!(matches!(&cards[0], Card::Character { character } if character == "empath"));
        let json = serde_json::to_string(&cards).unwrap();
        assert!(!json.contains("candidates") && !json.contains("imp"));
    }

    /// 002 (dawn): announce who died, and only that; a Slayer's miss says nothing about why.
    #[test]
    fn announcements_say_only_the_outcome() {
        let mut g = tb_game(&[
            "imp", "poisoner", "slayer", "empath", "monk", "soldier", "mayor",
        ]);
        let ev = g.apply(Command::EndNight).unwrap();
        assert_eq!(
            announcement(&Command::EndNight, &ev),
            vec![Card::Died { players: vec![] }]
        );
        let shot = Command::Slay {
            slayer: P(2),
            target: P(1),
        };
        let ev = g.apply(shot.clone()).unwrap();
        assert_eq!(announcement(&shot, &ev), vec![Card::NothingHappens]);
    }
}
