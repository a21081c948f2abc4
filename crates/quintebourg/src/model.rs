//! The vocabulary of Quinte-bourg: camps, cards, specialties, offices, personal conditions,
//! powers and long actions (seed 004; the English names follow `RULES.md` §1).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

/// A player, by seat number (0 = first seat, clockwise).
pub type PlayerId = u8;
/// A house, by number (houses 0..n are the players' first houses, then the spare houses).
pub type HouseId = u8;

/// The camps, in dominance order (004 L29, L38–47): the first a player has is their dominant
/// camp.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Camp {
    Lovers,
    Idealists,
    Seth,
    Mice,
    Reptilians,
    Martyr,
    Musicians,
    Villagers,
}

/// The camp card a player is dealt (004 L65–120; names lost in the seed are ours, `RULES.md`
///
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CampCard {
    Reptilian,
    Alpha,
    Black,
    Red,
    Seth,
    SethAlly,
    Scheherazade,
    Prophet,
    Idealist,
    Mouse,
    Pinky,
    Brain,
    Martyr,
    Orpheus,
    Siren,
    Villager,
    Greedy,
    VillagerA,
    VillagerB,
    VillagerC,
    VillagerD,
    VillagerE,
    VillagerF,
}

impl CampCard {
    /// Every camp card, in the order the deal screen lists them.
    pub const ALL: [CampCard; 23] = {
        use CampCard::*;
        [
            Reptilian,
            Alpha,
            Black,
            Red,
            Seth,
            SethAlly,
            Scheherazade,
            Prophet,
            Idealist,
            Mouse,
            Pinky,
            Brain,
            Martyr,
            Orpheus,
            Siren,
            Villager,
            Greedy,
            VillagerA,
            VillagerB,
            VillagerC,
            VillagerD,
            VillagerE,
            VillagerF,
        ]
    };

    /// The camps the card gives. 004 L78: Seth "est également un Reptilien"; L80: his ally
    /// "n'est pas un Reptilien".
    pub fn camps(self) -> BTreeSet<Camp> {
        use CampCard::*;
        let list: &[Camp] = match self {
            Reptilian | Alpha | Black | Red => &[Camp::Reptilians],
            Seth => &[Camp::Seth, Camp::Reptilians],
            SethAlly => &[Camp::Seth],
            Scheherazade | Prophet | Idealist => &[Camp::Idealists],
            Mouse | Pinky | Brain => &[Camp::Mice],
            Martyr => &[Camp::Martyr],
            Orpheus | Siren => &[Camp::Musicians],
            Villager | Greedy | VillagerA | VillagerB | VillagerC | VillagerD | VillagerE
            | VillagerF => &[Camp::Villagers],
        };
        list.iter().copied().collect()
    }

    /// The personal conditions the MJ may give this card (004 L102–120: "sa ou ses conditions
    /// de victoire personnelle, parmi"; the six variant cards A–F as `RULES.md` §2.6 reads them).
    pub fn personal_options(self) -> &'static [Personal] {
        use CampCard::*;
        use Personal as P;
        match self {
            Greedy => &[P::Greedy],
            VillagerA => &[P::Detectives, P::MusicLover],
            VillagerB => &[P::Detectives, P::Maniac],
            VillagerC => &[P::Detectives, P::Showman],
            VillagerD => &[P::Mathematicians, P::Bipartisan],
            VillagerE => &[P::Mathematicians, P::Romantic],
            VillagerF => &[P::Mathematicians, P::FiveOrEight],
            _ => &[],
        }
    }
}

/// The specialty card (004 L121–137).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Specialty {
    Engineer,
    Reporter,
    RaptorTrainer,
    Burglar,
    Assassin,
    Sandman,
    Psychopath,
    Laura,
    Artist,
    Eris,
    Freyja,
    /// A specialty card with no power (for tables that deal fewer powers than players).
    None,
}

impl Specialty {
    /// Every specialty card (the powerless one last).
    pub const ALL: [Specialty; 12] = {
        use Specialty::*;
        [
            Engineer,
            Reporter,
            RaptorTrainer,
            Burglar,
            Assassin,
            Sandman,
            Psychopath,
            Laura,
            Artist,
            Eris,
            Freyja,
            None,
        ]
    };
}

/// Personal win conditions (004 L48–58, L102–120).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Personal {
    Greedy,
    MusicLover,
    Showman,
    Maniac,
    Romantic,
    Bipartisan,
    FiveOrEight,
    Detectives,
    Mathematicians,
}

/// Public offices (004 L138–178).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Office {
    Scrutineer,
    MilitiaChief,
    President,
    Prosecutor,
    Notary,
    Senator,
    Priest,
    ForcingPriest,
    CameraOdd,
    CameraEven,
    CollectorOdd,
    CollectorEven,
    Executioner,
}

impl Office {
    /// 004 L138 vs L166–167: the first six are mandatory, the others optional.
    pub fn mandatory(self) -> bool {
        use Office::*;
        matches!(
            self,
            Scrutineer | MilitiaChief | President | Prosecutor | Notary | Senator
        )
    }
}

/// A power with a use count (weekly budget or once per game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Power {
    Stalker,
    Revealer,
    Peek,
    Raptor,
    Larceny,
    Assassinate,
    Sleep,
    Kidnap,
    Squat,
    Sculpture,
    Caricature,
    Quarrel,
    Prank,
    Matchmaker,
    Adoration,
    OfficeSwap,
    Charm,
    RadiantConversion,
    Resurrection,
    Reptilicide,
    Bite,
    BlackConversion,
    Show,
}

impl Power {
    /// Uses per calendar week, `None` for "every night" powers (004 L121–137, L84–85).
    pub fn weekly_budget(self) -> Option<u8> {
        use Power::*;
        match self {
            Stalker | Revealer => Some(2), // L121: "2 nuits par semaine", one budget for both tools
            Peek => Some(2),               // L125
            Raptor => Some(2),             // L126
            Larceny => Some(2),            // L127
            Kidnap => Some(3),             // L130
            Sculpture => Some(2),          // L132
            Caricature => Some(1),         // L133
            Quarrel => Some(2),            // L134
            Prank => Some(1),              // L135
            Matchmaker => Some(2),         // L136
            Adoration => Some(1),          // L137
            OfficeSwap => Some(3),         // L84–85
            _ => None,
        }
    }

    /// The budget a use counts against (the Engineer's two tools share one, L121–123).
    pub fn budget_key(self) -> Power {
        match self {
            Power::Revealer => Power::Stalker,
            p => p,
        }
    }
}

/// The long actions in priority order (004 L13–23): the first a player has wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LongAction {
    HeavySleep,
    Kidnap,
    Sculpt,
    Fight,
    Copulate,
    SleepTogether,
    Squat,
    Attack,
    Home,
}

/// Days of the week (004 L1–3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Weekday {
    Mon,
    Tue,
    Wed,
    Thu,
    Fri,
    Sat,
    Sun,
}

impl Weekday {
    pub const ALL: [Weekday; 7] = [
        Weekday::Mon,
        Weekday::Tue,
        Weekday::Wed,
        Weekday::Thu,
        Weekday::Fri,
        Weekday::Sat,
        Weekday::Sun,
    ];

    /// 0 for Monday … 6 for Sunday.
    pub fn index(self) -> u16 {
        self as u16
    }
}

/// Which card a player turns over or shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Camp,
    Specialty,
}
