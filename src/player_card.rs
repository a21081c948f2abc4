//! What one player's card link holds (`table::player_card`, `c1.`), built from a game: the
//! character they believe they are with its ability, a night card shown to them, or a
//! Quinte-bourg player's two cards — in both languages, so the player's phone shows it in
//! theirs. Each builder reads only what that player is shown (the bag's character, the card's
//! own contents): no seat list, no other player's character, no game id.
//!
//! Pure Rust with no web crate: tested natively (`tests/player_card.rs`).

use table::player_card::{Face, Line, PlayerCard, Words};

use crate::engine::card::Card;
use crate::engine::character::{Alignment, Team, Text};
use crate::engine::seat::PlayerId;
use crate::engine::state::GameState;
use crate::i18n::Key;

/// Blood on the Clocktower's ruleset id.
const BOTC: &str = <crate::engine::Botc as table::Ruleset>::ID;

fn key(k: Key) -> Words {
    let (en, fr) = k.pair();
    Words::new(en, fr)
}

fn text(t: Text) -> Words {
    Words::new(t.en(), t.fr())
}

/// A character of the game's script: its name, its type, and its ability when `ability`.
fn character(state: &GameState, id: &str, ability: bool) -> Line {
    match state.character(id) {
        Some(def) => Line::character(
            text(def.name),
            key(Key::of_team(def.team)),
            if ability {
                text(def.ability)
            } else {
                Words::default()
            },
        ),
        // Not known to this game: its id, as the Storyteller's own card shows it.
        None => Line::character(Words::same(id), Words::default(), Words::default()),
    }
}

/// The bag's card of `player`: "You are" the character they believe they are (the Drunk's
/// Townsfolk, the Lunatic's Demon, as the engine decides), its type and its ability. `None`
/// while the player has no character. With the Tor in play, a card that says they do not know.
pub fn botc_bag(state: &GameState, player: PlayerId) -> Option<PlayerCard> {
    let seat = state.seat(player)?;
    let believed = seat.believed_character()?;
    // The Tor: a player (not a Traveller) is told nothing of their character, on this card as
    // in the bag.
    if crate::engine::setup::characters_secret(state) && !seat.traveller {
        return Some(PlayerCard {
            ruleset: BOTC.to_string(),
            player: seat.name.clone(),
            faces: vec![Face {
                title: Words::default(),
                lines: vec![Line::big(key(Key::BagSecret))],
            }],
        });
    }
    let mut line = character(state, believed, true);
    // A Traveller's alignment is the Storyteller's to tell (the bag shows it beside the type).
    if state.character(believed).map(|d| d.team) == Some(Team::Traveller) {
        let side = key(match seat.alignment {
            Some(Alignment::Evil) => Key::Evil,
            _ => Key::Good,
        });
        line.detail = Words::new(
            format!("{} · {}", line.detail.en, side.en),
            format!("{} · {}", line.detail.fr, side.fr),
        );
    }
    Some(PlayerCard {
        ruleset: BOTC.to_string(),
        player: seat.name.clone(),
        faces: vec![Face {
            title: key(Key::BagYouAre),
            lines: vec![line],
        }],
    })
}

/// The title of a card, as the card screen shows it.
pub fn card_title(card: &Card) -> Key {
    match card {
        Card::ThisIsTheDemon { .. } => Key::CardThisIsTheDemon,
        Card::TheseAreYourMinions { .. } => Key::CardYourMinions,
        Card::NotInPlay { .. } => Key::CardNotInPlay,
        Card::YouAre { .. } => Key::CardYouAre,
        Card::SelectedYou { .. } => Key::CardSelectedYou,
        Card::HasAbility { .. } => Key::CardHasAbility,
        Card::UsedAbilityToday => Key::CardUsedAbility,
        Card::Number { .. } => Key::CardNumber,
        Card::YesNo { .. } => Key::CardYesNo,
        Card::Character { .. } => Key::CardCharacter,
        Card::Players { .. } => Key::CardPlayers,
        Card::PlayerIs { .. } => Key::CardPlayerIs,
        Card::Characters { .. } => Key::CardCharacters,
        Card::Text { .. } => Key::CardText,
        Card::Direction { .. } => Key::CardDirection,
        Card::Alignment { .. } => Key::CardAlignment,
        Card::Died { players } if players.is_empty() => Key::CardDawn,
        Card::Died { .. } => Key::CardDied,
        Card::Executed { .. } => Key::CardExecuted,
        Card::NothingHappens => Key::CardSlayer,
    }
}

/// The cards held up to one player at night (the Demon's Minions and bluffs, a Minion's
/// Demon, a number, a nod…), as the card screen shows them: the players pointed at by name,
/// the characters by name and type (a "You are" card's new character with its ability too).
/// Nothing the cards do not show.
pub fn botc_info(state: &GameState, cards: &[Card]) -> PlayerCard {
    let players = |ids: &[PlayerId]| -> Vec<Line> {
        ids.iter().map(|p| Line::player(&state.name(*p))).collect()
    };
    let characters =
        |ids: &[String]| -> Vec<Line> { ids.iter().map(|c| character(state, c, false)).collect() };
    let faces = cards
        .iter()
        .map(|card| {
            let lines = match card {
                Card::ThisIsTheDemon { player } | Card::Executed { player } => players(&[*player]),
                Card::TheseAreYourMinions { players: ids }
                | Card::Players { players: ids }
                | Card::Died { players: ids } => players(ids),
                Card::NotInPlay { characters: ids } | Card::Characters { characters: ids } => {
                    characters(ids)
                }
                Card::YouAre {
                    character: c,
                    alignment,
                } => {
                    let mut lines: Vec<Line> =
                        c.iter().map(|c| character(state, c, true)).collect();
                    if let Some(a) = alignment {
                        lines.push(Line::big(key(match a {
                            Alignment::Good => Key::Good,
                            Alignment::Evil => Key::Evil,
                        })));
                    }
                    lines
                }
                Card::SelectedYou { character: c }
                | Card::Character { character: c }
                | Card::HasAbility { character: c } => {
                    vec![character(state, c, false)]
                }
                Card::PlayerIs {
                    player,
                    character: c,
                } => {
                    let mut lines = players(&[*player]);
                    lines.push(character(state, c, false));
                    lines
                }
                Card::Number { value } => vec![Line::big(Words::same(value.to_string()))],
                Card::YesNo { yes } => vec![Line::big(key(if *yes { Key::Yes } else { Key::No }))],
                Card::Text { text } => vec![Line::big(Words::same(text.clone()))],
                Card::Direction { clockwise } => vec![Line::big(key(if *clockwise {
                    Key::Clockwise
                } else {
                    Key::Anticlockwise
                }))],
                Card::Alignment { alignment } => vec![Line::big(key(match alignment {
                    Some(Alignment::Good) => Key::Good,
                    Some(Alignment::Evil) => Key::Evil,
                    None => Key::Neither,
                }))],
                Card::UsedAbilityToday => Vec::new(),
                Card::NothingHappens => vec![Line::big(key(Key::NothingHappens))],
            };
            let lines = match card {
                Card::Died { players } if players.is_empty() => {
                    vec![Line::big(key(Key::NobodyDied))]
                }
                _ => lines,
            };
            Face {
                title: key(card_title(card)),
                lines,
            }
        })
        .take(table::player_card::MAX_FACES)
        .collect();
    PlayerCard {
        ruleset: BOTC.to_string(),
        player: String::new(),
        faces,
    }
}

/// A Quinte-bourg player's two cards, as the reveal shows them: the camp card (its label, its
/// camps, what it does, the personal conditions the game master gave it) and the specialty.
pub fn qb_reveal(
    state: &quintebourg::state::State,
    player: quintebourg::model::PlayerId,
) -> Option<PlayerCard> {
    use quintebourg::card_text;
    use quintebourg::model::Specialty;
    use quintebourg::names::title_of;
    use table::Lang::{En, Fr};

    let me = state.player(player)?;
    let both = |f: &dyn Fn(table::Lang) -> String| Words::new(f(En), f(Fr));
    let qtext = |t: card_text::Text| Words::new(t.en, t.fr);
    let card = me.card;
    let camps = both(&|lang| {
        let camps = me
            .camps
            .iter()
            .map(|c| title_of(c, lang))
            .collect::<Vec<_>>()
            .join(" · ");
        match &me.card_label {
            Some(label) if !label.is_empty() => format!("{label} · {camps}"),
            _ => camps,
        }
    });
    let mut camp_lines = vec![Line::character(
        both(&|lang| title_of(&card, lang)),
        camps,
        qtext(card_text::card(card)),
    )];
    for p in &me.personal {
        camp_lines.push(Line::character(
            both(&|lang| title_of(p, lang)),
            key(Key::QbPersonal),
            qtext(card_text::personal(*p)),
        ));
    }
    let specialty = me
        .specialties
        .first()
        .map(|h| h.role)
        .unwrap_or(Specialty::None);
    Some(PlayerCard {
        ruleset: <quintebourg::Quintebourg as table::Ruleset>::ID.to_string(),
        player: me.name.clone(),
        faces: vec![
            Face {
                title: key(Key::QbCampCard),
                lines: camp_lines,
            },
            Face {
                title: key(Key::QbSpecialty),
                lines: vec![Line::character(
                    both(&|lang| title_of(&specialty, lang)),
                    Words::default(),
                    qtext(card_text::specialty(specialty)),
                )],
            },
        ],
    })
}

/// The address of a card: the app's home page (`base` is any of the app's pages, whose file
/// name is dropped) with the card in the fragment.
pub fn link(base: &str, card: &PlayerCard) -> String {
    let base = base.split('#').next().unwrap_or("");
    let dir = match base.rfind('/') {
        Some(i) if base[i + 1..].ends_with(".html") => &base[..=i],
        _ => base,
    };
    table::envelope::link(dir, &table::player_card::encode(card))
}
