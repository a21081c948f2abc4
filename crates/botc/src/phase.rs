//! The phases of a game (002: setup, the first night, then day and night in turn, until a team
//! wins).

use serde::{Deserialize, Serialize};

use super::character::Alignment;

/// Where the game is. 002: "Une fois la première phase de nuit terminée, passez à la phase de
/// jour, puis à nouveau à la phase de nuit."
///
/// Nights and days are numbered from 1: the first night is night 1, followed by day 1, night 2,
/// day 2, and so on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(tag = "phase", content = "number", rename_all = "snake_case")]
pub enum Phase {
    /// Players sit down, the script is chosen and characters are handed out.
    #[default]
    Setup,
    /// Night 1 (002: the first night uses the "first night" side of the night sheet).
    FirstNight,
    /// Day `n`, after night `n`.
    Day(u32),
    /// Night `n` for n ≥ 2 (the "other nights" side of the sheet).
    Night(u32),
    /// The Storyteller declared the winner (002: a team wins, the other loses).
    Ended(Alignment),
}

impl Phase {
    /// True during any night, the first one included.
    pub fn is_night(self) -> bool {
        matches!(self, Phase::FirstNight | Phase::Night(_))
    }

    /// True during a day.
    pub fn is_day(self) -> bool {
        matches!(self, Phase::Day(_))
    }

    /// True once the game has started and before it has ended.
    pub fn in_play(self) -> bool {
        !matches!(self, Phase::Setup | Phase::Ended(_))
    }

    /// The night number (1 for the first night), if it is night.
    pub fn night_number(self) -> Option<u32> {
        match self {
            Phase::FirstNight => Some(1),
            Phase::Night(n) => Some(n),
            _ => None,
        }
    }

    /// The day number, if it is day.
    pub fn day_number(self) -> Option<u32> {
        match self {
            Phase::Day(n) => Some(n),
            _ => None,
        }
    }

    /// A short name of the phase for the Storyteller.
    pub fn label(self, lang: super::character::Lang) -> String {
        use super::character::Lang::*;
        match (self, lang) {
            (Phase::Setup, En) => "setup".into(),
            (Phase::Setup, Fr) => "mise en place".into(),
            (Phase::FirstNight, En) => "the first night".into(),
            (Phase::FirstNight, Fr) => "la première nuit".into(),
            (Phase::Day(n), En) => format!("day {n}"),
            (Phase::Day(n), Fr) => format!("jour {n}"),
            (Phase::Night(n), En) => format!("night {n}"),
            (Phase::Night(n), Fr) => format!("nuit {n}"),
            (Phase::Ended(_), En) => "the end of the game".into(),
            (Phase::Ended(_), Fr) => "la fin de la partie".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_and_json() {
        assert_eq!(Phase::FirstNight.night_number(), Some(1));
        assert!(Phase::Night(2).is_night());
        assert_eq!(Phase::Day(3).day_number(), Some(3));
        assert!(!Phase::Setup.in_play());
        let json = serde_json::to_string(&Phase::Day(2)).unwrap();
        assert_eq!(json, r#"{"phase":"day","number":2}"#);
        let back: Phase = serde_json::from_str(&json).unwrap();
        assert_eq!(back, Phase::Day(2));
    }
}
