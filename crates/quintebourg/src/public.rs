//! Sharing a game of Quinte-bourg with no server: the game link (`q1.`: the whole game, for
//! the MJ's other phone), the public view of the village (`v1.`: what every player may see)
//! and the game file. Links use the table's envelope ([`table::envelope`]), so they look like
//! Blood on the Clocktower's (`g2.`, `t2.`) but with letters of their own: each page knows
//! which links are its game's.
//!
//! [`public_village`] is the one pure function that draws the line between the MJ's secrets
//! and what the table knows: names, seats, life states, offices, houses, marriages and, when
//! the MJ makes fortunes public, coins. Camps, cards, specialties, personal conditions, the
//! Lovers, charms, budgets and anything about the night stay out; the link holds only its
//! result.

use serde::{Deserialize, Serialize};
use table::envelope::{self, EnvelopeError};

use crate::calendar;
use crate::game::Game;
use crate::model::{Office, PlayerId, Weekday};
use crate::state::{Life, Phase, State};

/// The kind letters of Quinte-bourg's links: the game (`q`) and the public village (`v`).
pub const LETTERS: [char; 2] = ['q', 'v'];
/// The version of the game link written now.
pub const GAME_VERSION: u32 = 1;
/// The version of the public village link written now.
pub const VILLAGE_VERSION: u32 = 1;

/// What a Quinte-bourg link carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    Game,
    Village,
}

impl LinkKind {
    fn letter(self) -> char {
        match self {
            LinkKind::Game => 'q',
            LinkKind::Village => 'v',
        }
    }
}

/// Why a link or file could not be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The envelope is damaged or not one of ours.
    Envelope(EnvelopeError),
    /// A link of the other kind than the one expected.
    WrongKind,
    /// The contents do not read as a game (or a village), or the game does not replay.
    Unreadable(String),
}

impl LinkError {
    /// The message in English or French, in plain words: the parser's own text (kept in
    /// [`LinkError::Unreadable`] for those who debug) is never shown.
    pub fn message(&self, lang: table::Lang) -> String {
        let fr = lang == table::Lang::Fr;
        let m = |en: &str, f: &str| if fr { f.to_string() } else { en.to_string() };
        let damaged = m(
            "This link is damaged: ask for it again, copied whole.",
            "Ce lien est abîmé : demandez-le à nouveau, copié en entier.",
        );
        match self {
            LinkError::Envelope(e) => match e {
                EnvelopeError::Empty | EnvelopeError::NotALink => m(
                    "This is not a Quinte-bourg link or file.",
                    "Ce n'est ni un lien ni un fichier de Quinte-bourg.",
                ),
                EnvelopeError::TooLong { .. } | EnvelopeError::TooLarge { .. } => m(
                    "This link or file is too large to be a game of this app.",
                    "Ce lien ou ce fichier est trop gros pour être une partie de cette app.",
                ),
                EnvelopeError::UnsupportedVersion { .. } => m(
                    "This link was made by a newer version of the app: update the app to open it.",
                    "Ce lien vient d'une version plus récente de l'app : mettez l'app à jour pour l'ouvrir.",
                ),
                EnvelopeError::BadEncoding | EnvelopeError::BadCompression => damaged,
            },
            LinkError::WrongKind => m(
                "This link is of another kind.",
                "Ce lien est d'une autre sorte.",
            ),
            LinkError::Unreadable(why) if why.contains("another kind") => m(
                "This is a game of another kind, not Quinte-bourg.",
                "C'est une partie d'un autre jeu, pas de Quinte-bourg.",
            ),
            LinkError::Unreadable(why) if why.contains("does not read") => m(
                "This game was saved by a newer version of the app: update the app to open it.",
                "Cette partie a été enregistrée par une version plus récente de l'app : mettez l'app à jour pour l'ouvrir.",
            ),
            LinkError::Unreadable(_) => m(
                "This game cannot be read: the link or file is damaged, or its moves no longer follow the rules.",
                "Cette partie ne se lit pas : le lien ou le fichier est abîmé, ou ses coups ne suivent plus les règles.",
            ),
        }
    }
}

impl From<EnvelopeError> for LinkError {
    fn from(e: EnvelopeError) -> Self {
        LinkError::Envelope(e)
    }
}

/// The kind of a Quinte-bourg link (a whole URL, a `#fragment` or the bare payload), or
/// `None` when the text is no Quinte-bourg link (a Blood on the Clocktower link, `seed=42`…).
pub fn kind_of(text: &str) -> Option<LinkKind> {
    match envelope::prefix_of(text, &LETTERS) {
        Ok(('q', _)) => Some(LinkKind::Game),
        Ok(('v', _)) => Some(LinkKind::Village),
        _ => None,
    }
}

fn unpack(text: &str, kind: LinkKind, readable: &[u32]) -> Result<Vec<u8>, LinkError> {
    match envelope::unpack(text, kind.letter(), readable, &LETTERS)? {
        Ok((_, bytes)) => Ok(bytes),
        Err(_) => Err(LinkError::WrongKind),
    }
}

/// The game (its configuration and log, without the redo stack) as a `q1.` payload.
pub fn encode_game(game: &Game) -> String {
    let bare =
        Game::from_log(game.config().clone(), game.log().to_vec()).unwrap_or_else(|_| game.clone());
    let bytes = serde_json::to_vec(&bare).unwrap_or_default();
    envelope::pack('q', GAME_VERSION, &bytes)
}

/// A game from a `q1.` link, replayed through the rules before it is accepted.
pub fn decode_game(text: &str) -> Result<Game, LinkError> {
    let bytes = unpack(text, LinkKind::Game, &[1])?;
    serde_json::from_slice::<Game>(&bytes).map_err(|e| LinkError::Unreadable(e.to_string()))
}

/// The game as the text of a JSON file.
pub fn export_json(game: &Game) -> String {
    serde_json::to_string_pretty(game).unwrap_or_default()
}

/// A game from a file's text, replayed through the rules.
pub fn import_json(text: &str) -> Result<Game, LinkError> {
    let text = envelope::json_text(text)?;
    serde_json::from_str::<Game>(text).map_err(|e| LinkError::Unreadable(e.to_string()))
}

/// The name of a game's file: its name (or "quinte-bourg") and the date.
pub fn file_name(game: &Game, date: &str) -> String {
    let name: String = game
        .config()
        .name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let name = name.trim_matches('-');
    let name = if name.is_empty() {
        "quinte-bourg"
    } else {
        name
    };
    format!("{name}-{date}.json")
}

/// Where the game is, as the village knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", content = "n", rename_all = "snake_case")]
pub enum PublicPhase {
    Setup,
    Night(u16),
    Day(u16),
    Over,
}

/// A player's life as everyone sees it (the choice of ghost, spirit or legacy is made in
/// front of the table, L196).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PublicLife {
    Alive,
    Dead,
    Ghost,
    Spirit,
    Legacy,
}

/// One villager as the table sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub name: String,
    pub life: PublicLife,
    /// Offices held (public: they are named and swapped in front of the village).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offices: Vec<Office>,
    /// The house the player lives in (by its name).
    pub house: String,
    /// The spouse's seat (marriages are public, L191).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spouse: Option<PlayerId>,
    /// Coins, only when the MJ shares fortunes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coins: Option<u32>,
}

/// The public view of the village.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicVillage {
    pub name: String,
    pub phase: PublicPhase,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weekday: Option<Weekday>,
    /// The players in seat order.
    pub players: Vec<PublicPlayer>,
    /// Coins out of play, when fortunes are shared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_play: Option<u32>,
}

impl PublicVillage {
    pub fn alive_count(&self) -> usize {
        self.players
            .iter()
            .filter(|p| p.life == PublicLife::Alive)
            .count()
    }
}

/// What every player may see of `st`: names, seats, life states, offices, houses, marriages,
/// and coins when `coins` is set. Deaths of the night in progress are announced at dawn, so a
/// player who died tonight is still shown alive until the morning.
pub fn public_village(st: &State, name: &str, coins: bool) -> PublicVillage {
    let died_tonight: Vec<PlayerId> = match &st.phase {
        Phase::Night(n) => st.deaths.iter().skip(n.deaths_at_dusk).copied().collect(),
        _ => Vec::new(),
    };
    let players = st
        .ids()
        .map(|p| {
            let x = &st.players[p as usize];
            let life = if died_tonight.contains(&p) {
                PublicLife::Alive
            } else {
                match x.life {
                    Life::Alive => PublicLife::Alive,
                    Life::Dead => PublicLife::Dead,
                    Life::Ghost => PublicLife::Ghost,
                    Life::Spirit => PublicLife::Spirit,
                    Life::Legacy => PublicLife::Legacy,
                }
            };
            PublicPlayer {
                name: x.name.clone(),
                life,
                offices: st.offices_of(p),
                house: st.house_name(x.house),
                spouse: x.spouse,
                coins: coins.then_some(x.coins),
            }
        })
        .collect();
    let (phase, weekday) = match &st.phase {
        Phase::Empty | Phase::Setup => (PublicPhase::Setup, None),
        Phase::Night(n) => (
            PublicPhase::Night(n.n),
            Some(calendar::weekday_of_night(st, n.n)),
        ),
        Phase::Day(d) => (PublicPhase::Day(d.n), Some(calendar::day_weekday(st, d.n))),
        Phase::Over => (PublicPhase::Over, None),
    };
    PublicVillage {
        name: name.to_string(),
        phase,
        weekday,
        players,
        out_of_play: coins.then_some(st.out_of_play),
    }
}

/// The public village as a `v1.` payload.
pub fn encode_village(v: &PublicVillage) -> String {
    envelope::pack(
        'v',
        VILLAGE_VERSION,
        &serde_json::to_vec(v).unwrap_or_default(),
    )
}

/// The public village of a `v1.` link (at most 20 players).
pub fn decode_village(text: &str) -> Result<PublicVillage, LinkError> {
    let bytes = unpack(text, LinkKind::Village, &[1])?;
    let v: PublicVillage =
        serde_json::from_slice(&bytes).map_err(|e| LinkError::Unreadable(e.to_string()))?;
    if v.players.len() > 20 {
        return Err(LinkError::Unreadable("more than 20 players".into()));
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Command, OfficeSetup, PlayerSetup, Setup};
    use crate::game::QbConfig;
    use crate::model::{CampCard, Specialty};

    fn game() -> Game {
        let cards = [
            (CampCard::Alpha, Specialty::Sandman),
            (CampCard::Seth, Specialty::Burglar),
            (CampCard::Scheherazade, Specialty::Eris),
            (CampCard::Brain, Specialty::Freyja),
            (CampCard::Pinky, Specialty::Artist),
            (CampCard::Martyr, Specialty::Reporter),
            (CampCard::Orpheus, Specialty::Psychopath),
            (CampCard::Greedy, Specialty::Laura),
            (CampCard::VillagerB, Specialty::Engineer),
            (CampCard::Black, Specialty::Assassin),
        ];
        let names = [
            "Ana", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo",
        ];
        let players = names
            .iter()
            .zip(cards)
            .map(|(n, (card, specialty))| PlayerSetup {
                name: n.to_string(),
                card,
                specialty,
                personal: card.personal_options().iter().take(1).copied().collect(),
                card_label: Some("7♦".into()),
                coins: None,
            })
            .collect();
        let setup = Setup {
            start: Weekday::Mon,
            players,
            spare_houses: 1,
            edges: None,
            offices: vec![
                OfficeSetup {
                    office: Office::President,
                    holder: Some(2),
                },
                OfficeSetup {
                    office: Office::Senator,
                    holder: Some(3),
                },
            ],
            options: Default::default(),
            accept_warnings: true,
            night_decisions: false,
            marriages: vec![],
        };
        let mut g = Game::new(QbConfig {
            seed: 7,
            name: "Mardi gras".into(),
        });
        for c in [
            Command::Setup { setup },
            Command::Lovers { a: 4, b: 8 },
            Command::Start,
            Command::EndNight,
        ] {
            g.apply(c).unwrap();
        }
        g
    }

    /// The public view's payload names no card, camp, specialty, personal condition, label,
    /// Lover or power, in any language or as the engine's identifiers.
    #[test]
    fn the_public_village_carries_no_secret() {
        let g = game();
        for coins in [false, true] {
            let v = public_village(g.state(), &g.config().name, coins);
            let link = encode_village(&v);
            let bytes = unpack(&link, LinkKind::Village, &[1]).unwrap();
            let text = String::from_utf8(bytes).unwrap().to_lowercase();
            for secret in [
                "alpha",
                "seth",
                "scheherazade",
                "brain",
                "pinky",
                "martyr",
                "orpheus",
                "greedy",
                "villager",
                "black",
                "sandman",
                "burglar",
                "eris",
                "freyja",
                "artist",
                "reporter",
                "psychopath",
                "laura",
                "engineer",
                "assassin",
                "reptil",
                "idealist",
                "mice",
                "lover",
                "camp",
                "card",
                "specialt",
                "personal",
                "maniac",
                "7♦",
                "charm",
                "uses",
                "revealed",
                "once",
                "cortex",
                "minus",
                "shéhérazade",
                "amoureux",
            ] {
                assert!(!text.contains(secret), "{secret} in {text}");
            }
            assert!(
                text.contains("\"ana\"") && text.contains("president"),
                "{text}"
            );
            assert_eq!(text.contains("\"coins\""), coins, "{text}");
            assert_eq!(decode_village(&link).unwrap(), v);
        }
    }

    /// The game link round-trips the log and the name; a village link is not a game link.
    #[test]
    fn the_game_link_and_file_round_trip() {
        let g = game();
        let link = encode_game(&g);
        assert!(link.starts_with("q1."));
        let back = decode_game(&format!("https://x.example/quintebourg.html#{link}")).unwrap();
        assert_eq!(back.log(), g.log());
        assert_eq!(back.config().name, "Mardi gras");
        assert_eq!(back.state(), g.state());
        let file = export_json(&g);
        assert_eq!(import_json(&file).unwrap().state(), g.state());
        assert_eq!(kind_of(&link), Some(LinkKind::Game));
        let v = encode_village(&public_village(g.state(), "", false));
        assert_eq!(kind_of(&v), Some(LinkKind::Village));
        assert_eq!(decode_game(&v).unwrap_err(), LinkError::WrongKind);
        assert_eq!(kind_of("g2.AAAA"), None);
        assert_eq!(kind_of("seed=42"), None);
        assert!(import_json("{}").is_err());
        assert_eq!(file_name(&g, "2026-11-24"), "mardi-gras-2026-11-24.json");
    }

    /// A death of the night in progress is announced at dawn, not before.
    #[test]
    fn tonight_s_dead_look_alive_until_dawn() {
        let mut g = game();
        // Day 1 → night 2; the Reptilians attack Bob's house.
        g.apply(Command::EndDay).unwrap();
        let mut st = g.state().clone();
        st.players[1].life = Life::Dead;
        st.deaths.push(1);
        let v = public_village(&st, "", false);
        assert_eq!(v.players[1].life, PublicLife::Alive);
        assert_eq!(v.phase, PublicPhase::Night(2));
    }

    /// A bad link or file is refused in plain words in the page's language, never with the
    /// parser's text (base64, zlib, serde's "line 1 column 2").
    #[test]
    fn bad_links_and_files_are_refused_in_plain_words() {
        let fr = table::Lang::Fr;
        let bad_base64 = decode_game("q1.@@@@").unwrap_err().message(fr);
        let not_json = import_json("{\"ruleset\": \"quintebourg\", \"log\": 5")
            .unwrap_err()
            .message(fr);
        let missing = import_json("{\"ruleset\": \"quintebourg\"}")
            .unwrap_err()
            .message(fr);
        let truncated = decode_game(&encode_game(&game())[..40])
            .unwrap_err()
            .message(fr);
        for text in [&bad_base64, &not_json, &missing, &truncated] {
            for bad in [
                "base64",
                "zlib",
                "line ",
                "column",
                "missing field",
                "expected",
                "invalid",
                "EOF",
            ] {
                assert!(!text.contains(bad), "{text:?} shows {bad:?}");
            }
            assert!(
                text.starts_with("Ce") || text.starts_with("C'est"),
                "{text:?} is French"
            );
        }
        assert_eq!(
            bad_base64,
            "Ce lien est abîmé : demandez-le à nouveau, copié en entier."
        );
    }

    /// A long game's file opens again even when it is larger than a link may be: the file of a
    /// long game, re-indented by an editor (four spaces), is over 64 KB; a 40 MB file is refused
    /// as too large, before it is parsed.
    #[test]
    fn a_long_game_file_over_64_kb_opens_again() {
        let g = (0..8)
            .map(|seed| crate::sample::random_game(seed, 3_000))
            .max_by_key(|g| g.log().len())
            .unwrap();
        let mut text = Vec::new();
        let indent = serde_json::ser::PrettyFormatter::with_indent(b"    ");
        let mut ser = serde_json::Serializer::with_formatter(&mut text, indent);
        serde::Serialize::serialize(&g, &mut ser).unwrap();
        let text = String::from_utf8(text).unwrap();
        assert!(text.len() > 64 * 1024, "{} bytes", text.len());
        let back = import_json(&text).unwrap();
        assert_eq!(back.state(), g.state());
        let huge = " ".repeat(40 << 20);
        let en = import_json(&huge).unwrap_err().message(table::Lang::En);
        assert_eq!(
            en,
            "This link or file is too large to be a game of this app."
        );
    }
}
