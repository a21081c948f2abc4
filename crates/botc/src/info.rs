//! What the Storyteller tells a waking player, recorded in the log by `GiveInfo`.
//!
//! 001: a drunk or poisoned player may be given false information ("le Conteur peut lui donner
//! une information fausse"), so the log keeps what was actually given — the true answer or
//! the Storyteller's false one — and the history shows it.

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Lang};
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;

/// The content of what a player was shown (each kind maps to the cards of
/// [`super::card::for_info`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Info {
    /// Washerwoman, Librarian, Investigator: one of `players` is the `character`.
    Pair {
        players: Vec<PlayerId>,
        character: String,
    },
    /// A number (Chef, Empath; the Librarian's zero).
    Number { value: u32 },
    /// 002: a nod (yes) or a shake of the head (no) — the Fortune Teller.
    YesNo { yes: bool },
    /// A character token (Undertaker, Ravenkeeper).
    Character { character: String },
    /// One or more players pointed at.
    Players { players: Vec<PlayerId> },
    /// 001: "You are" — the player's new character and/or alignment.
    YouAre {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        character: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alignment: Option<Alignment>,
    },
    /// "This character selected you".
    SelectedYou { character: String },
    /// Several character tokens, one after another (the Godfather's Outsiders in play).
    Characters { characters: Vec<String> },
    /// Statements in the Storyteller's own words, one card each (the Savant's two, one true
    /// and one false).
    Statements { statements: Vec<String> },
    /// A direction around the circle, the Storyteller's arm pointing one way (the Shugenja:
    /// the side of the nearest evil player).
    Direction { clockwise: bool },
    /// An alignment shown with a thumb: up for good, down for evil, sideways for neither
    /// (`None`: the General's "neither team is ahead"). The Village Idiot's chosen player's
    /// alignment, the team the General's Storyteller sees ahead.
    Alignment {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alignment: Option<Alignment>,
    },
    /// "You have this character's ability", with its token: a player told which ability they
    /// hold, though their character stays their own (the Cannibal under its jinxes with the
    /// Butler and the Zealot).
    HasAbility { character: String },
}

impl Info {
    /// The players this information points at (checked to exist when recorded).
    pub fn players(&self) -> &[PlayerId] {
        match self {
            Info::Pair { players, .. } | Info::Players { players } => players,
            _ => &[],
        }
    }

    /// The characters this information shows.
    pub fn characters(&self) -> Vec<&str> {
        match self {
            Info::Pair { character, .. }
            | Info::Character { character }
            | Info::SelectedYou { character }
            | Info::HasAbility { character } => vec![character.as_str()],
            Info::YouAre {
                character: Some(c), ..
            } => vec![c.as_str()],
            Info::Characters { characters } => characters.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        }
    }

    /// The information in plain words for the history view.
    pub fn describe(&self, state: &GameState, lang: Lang) -> String {
        let en = lang == Lang::En;
        let c = |id: &str| state.character_name(id, lang);
        let list = |ps: &[PlayerId]| {
            ps.iter()
                .map(|p| state.name(*p))
                .collect::<Vec<_>>()
                .join(if en { " or " } else { " ou " })
        };
        match self {
            Info::Pair { players, character } => {
                if en {
                    format!("{} is the {}", list(players), c(character))
                } else {
                    format!("{} est {}", list(players), c(character))
                }
            }
            Info::Number { value } => value.to_string(),
            Info::YesNo { yes } => match (yes, en) {
                (true, true) => "yes".into(),
                (false, true) => "no".into(),
                (true, false) => "oui".into(),
                (false, false) => "non".into(),
            },
            Info::Character { character } => c(character),
            Info::Players { players } => players
                .iter()
                .map(|p| state.name(*p))
                .collect::<Vec<_>>()
                .join(", "),
            Info::YouAre {
                character,
                alignment,
            } => {
                let mut parts = Vec::new();
                if let Some(ch) = character {
                    parts.push(c(ch));
                }
                if let Some(a) = alignment {
                    parts.push(
                        match (a, en) {
                            (Alignment::Good, true) => "good",
                            (Alignment::Evil, true) => "evil",
                            (Alignment::Good, false) => "Bien",
                            (Alignment::Evil, false) => "Mal",
                        }
                        .to_string(),
                    );
                }
                if en {
                    format!("you are {}", parts.join(", "))
                } else {
                    format!("vous êtes {}", parts.join(", "))
                }
            }
            Info::Characters { characters } if characters.is_empty() => {
                if en {
                    "no character".into()
                } else {
                    "aucun rôle".into()
                }
            }
            Info::Characters { characters } => characters
                .iter()
                .map(|ch| c(ch))
                .collect::<Vec<_>>()
                .join(", "),
            Info::Statements { statements } => statements
                .iter()
                .map(|t| format!("“{t}”"))
                .collect::<Vec<_>>()
                .join(" / "),
            Info::Direction { clockwise } => direction(*clockwise, lang).to_string(),
            Info::SelectedYou { character } => {
                if en {
                    format!("the {} selected you", c(character))
                } else {
                    format!("{} vous a choisi", c(character))
                }
            }
            Info::HasAbility { character } => {
                if en {
                    format!("you have the {}'s ability", c(character))
                } else {
                    format!("vous avez la capacité de ce rôle : {}", c(character))
                }
            }
            Info::Alignment { alignment } => match (alignment, en) {
                (Some(Alignment::Good), true) => "good".into(),
                (Some(Alignment::Evil), true) => "evil".into(),
                (None, true) => "neither".into(),
                (Some(Alignment::Good), false) => "Bien".into(),
                (Some(Alignment::Evil), false) => "Mal".into(),
                (None, false) => "ni l'un ni l'autre".into(),
            },
        }
    }
}

/// A direction around the circle in words: "clockwise" or "anticlockwise".
pub fn direction(clockwise: bool, lang: Lang) -> &'static str {
    match (clockwise, lang) {
        (true, Lang::En) => "clockwise",
        (false, Lang::En) => "anticlockwise",
        (true, Lang::Fr) => "sens horaire",
        (false, Lang::Fr) => "sens antihoraire",
    }
}

/// One piece of information given, kept in the state for the night sheet (the step is done)
/// and the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Told {
    /// The player told.
    pub player: PlayerId,
    /// The character they woke as (for the Drunk: the one they believe they are).
    pub character: String,
    /// The players they chose first, if their ability chooses (Fortune Teller, Ravenkeeper).
    pub chosen: Vec<PlayerId>,
    /// What they were told.
    pub info: Info,
    /// When.
    pub phase: Phase,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The log form is a tagged object, optional fields left out.
    #[test]
    fn json_shape() {
        let i = Info::YouAre {
            character: Some("imp".into()),
            alignment: None,
        };
        assert_eq!(
            serde_json::to_string(&i).unwrap(),
            r#"{"kind":"you_are","character":"imp"}"#
        );
        let back: Info = serde_json::from_str(r#"{"kind":"number","value":2}"#).unwrap();
        assert_eq!(back, Info::Number { value: 2 });
    }
}
