//! What a command made happen, for the screens to announce (public or to the MJ only).

use serde::{Deserialize, Serialize};

use crate::model::*;

/// How someone died.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    Attack,
    Execution,
    Assassination,
    Bite,
    Reptilicide,
    Sacrifice,
    Shame,
    Grief,
    Mj,
}

/// The occupancy the camera reports (004 L155: vide / 1 occupant / plusieurs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupancy {
    Empty,
    One,
    Several,
}

/// Why an attack failed or did not happen (004 L182–187; `TABLE.md` §2 step 14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoVictim {
    NoTarget,
    NoAttacker,
    Festival,
    Militia,
    Richest,
    Empty,
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Warning {
        warning: crate::setup::Warning,
    },
    NightBegins {
        n: u16,
        festival: bool,
    },
    DayBegins {
        n: u16,
        festival: bool,
    },
    MilitiaProtects {
        house: HouseId,
    },
    Target {
        house: Option<HouseId>,
    },
    /// The MJ passed a step of the night on purpose without its decision (`skip_step`).
    StepSkipped {
        step: crate::state::NightStep,
        reason: String,
    },
    FallsAsleep {
        player: PlayerId,
    },
    CardShown {
        player: PlayerId,
        to: PlayerId,
        card: CardKind,
    },
    Theft {
        from: PlayerId,
        to: PlayerId,
        coins: u32,
    },
    Coins {
        from: PlayerId,
        to: PlayerId,
        coins: u32,
    },
    OutOfPlay {
        from: PlayerId,
        coins: u32,
    },
    Charmed {
        by: PlayerId,
        player: PlayerId,
    },
    OfficesChanged,
    Illegal {
        office: Office,
        player: PlayerId,
    },
    RaptorAnswer {
        by: PlayerId,
        reptilian: bool,
    },
    AttackFails {
        house: Option<HouseId>,
        why: NoVictim,
    },
    Dies {
        player: PlayerId,
        cause: Cause,
    },
    Revived {
        player: PlayerId,
    },
    Inherits {
        spouse: PlayerId,
        dead: PlayerId,
        coins: u32,
    },
    Estate {
        dead: PlayerId,
        coins: u32,
    },
    Resigns {
        player: PlayerId,
        office: Office,
    },
    Vacant {
        office: Office,
    },
    /// The morning announcement (`TABLE.md` §3): who died in the night and which Lovers came
    /// back to life (L69, a public scene).
    Morning {
        died: Vec<PlayerId>,
        revived: Vec<PlayerId>,
    },
    /// The MJ changed the village map.
    MapChanged,
    /// L97: each morning the MJ calls the charmed to raise a hand (they raise it as they like);
    /// the true list, for the MJ only.
    CharmedCall {
        players: Vec<PlayerId>,
    },
    /// L142: fewer players than mandatory offices: this one stays vacant.
    NotRefilled {
        office: Office,
    },
    Appointed {
        office: Office,
        player: PlayerId,
    },
    StalkerAnswer {
        by: PlayerId,
        at_home: bool,
    },
    RevealerAnswer {
        by: PlayerId,
        card: CampCard,
    },
    CameraReport {
        house: HouseId,
        occupancy: Occupancy,
    },
    MustMove {
        player: PlayerId,
    },
    Admired {
        player: PlayerId,
    },
    Condemned {
        player: PlayerId,
    },
    Accused {
        players: Vec<PlayerId>,
    },
    Spared {
        player: PlayerId,
    },
    Pardoned {
        player: PlayerId,
    },
    Married {
        a: PlayerId,
        b: PlayerId,
        /// The priest who married them (L168–169); none: two witnesses (L191).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        officiant: Option<PlayerId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        witnesses: Vec<PlayerId>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        forced: bool,
    },
    Conversion,
    /// The MJ plays on past a proposed end.
    PlayOn,
    NothingHappens,
    Investigated {
        target: PlayerId,
    },
    ShowResult {
        errors: u32,
        big: bool,
        won: bool,
        died: bool,
    },
    Ghost {
        player: PlayerId,
    },
    Legacy {
        player: PlayerId,
        heir: PlayerId,
        specialty: Specialty,
    },
    Richest {
        player: Option<PlayerId>,
    },
    /// The MJ taps these spouses: they spent most of the night at home (L194).
    Tap {
        couple: (PlayerId, PlayerId),
        home: Vec<PlayerId>,
    },
    /// Five seconds of mime for the ghosts (dream) or the spirits (nightmare), no pointing at a
    /// living player (L217–218).
    Dream {
        nightmare: bool,
        dreamers: Vec<PlayerId>,
    },
    Applied {
        player: PlayerId,
        office: Office,
    },
    StopProposed,
    GameOver,
}
