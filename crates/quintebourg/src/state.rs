//! The state of a game: the fold of its log (`TABLE.md` §10).

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::model::*;
use crate::options::Options;

/// Where a player is between life and death (004 L195–216).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Life {
    #[default]
    Alive,
    /// Dead, the choice of ghost, spirit or legacy not made yet.
    Dead,
    Ghost,
    Spirit,
    Legacy,
}

/// A specialty a player holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub role: Specialty,
    /// Received by legacy (004 L212–213).
    #[serde(default)]
    pub inherited: bool,
    /// The Assassin has traded his equipment for his fortune (004 L128).
    #[serde(default)]
    pub equipped: bool,
}

/// A player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub card: CampCard,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_label: Option<String>,
    pub camps: BTreeSet<Camp>,
    pub personal: Vec<Personal>,
    pub specialties: Vec<Held>,
    pub house: HouseId,
    pub coins: u32,
    pub life: Life,
    pub spouse: Option<PlayerId>,
    pub revealed: BTreeSet<CardKind>,
    /// Once-per-game powers already used.
    pub once_used: BTreeSet<Power>,
    /// Uses of budgeted powers: (power's budget key, calendar week).
    pub uses: Vec<(Power, u16)>,
}

impl Player {
    pub fn alive(&self) -> bool {
        self.life == Life::Alive
    }
    pub fn dominant(&self) -> Option<Camp> {
        self.camps.iter().next().copied()
    }
    pub fn is_reptilian(&self) -> bool {
        self.camps.contains(&Camp::Reptilians)
    }
    pub fn has(&self, s: Specialty) -> bool {
        self.specialties.iter().any(|h| h.role == s)
    }
}

/// A house of the village (`TABLE.md` §1.1: a ring in seat order, editable, spare houses).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct House {
    pub name: String,
    pub neighbours: BTreeSet<HouseId>,
}

/// One claim on where a player spends the night (004 L11–23).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub player: PlayerId,
    pub action: LongAction,
    pub house: HouseId,
    /// Who imposed it (the Sandman, Eris…), when not the player himself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<PlayerId>,
}

/// Where a raptor was placed (004 L126).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RaptorAt {
    House(HouseId),
    Corpse(PlayerId),
}

/// The steps of the night in the seed's table order (004 L219–238), with the Artist, Freyja's
/// Matchmaker and the office effects inserted as `TABLE.md` §2 places them.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "snake_case")]
pub enum NightStep {
    #[default]
    Dusk,
    Militia,
    Huddle,
    Lovers,
    Sandman,
    Reporter,
    Burglar,
    Psychopath,
    Artist,
    Eris,
    Freyja,
    Offices,
    Musicians,
    Laura,
    LoversMeet,
    Raptor,
    Attack,
    Dawn,
    Engineer,
    Couples,
    Dream,
}

/// What the attack did (004 L183–190).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct AttackRecord {
    /// Who was where at the attack (every living player's location).
    pub locations: BTreeMap<PlayerId, HouseId>,
    /// The attackers of each attacked house.
    pub attackers: BTreeMap<HouseId, Vec<PlayerId>>,
    pub victims: Vec<PlayerId>,
    /// The attack as the engine worked it out when it took place (the occupants as they were,
    /// before anyone died), for the screens to show what happened.
    #[serde(default)]
    pub plan: crate::attack::Plan,
}

/// The night in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Night {
    pub n: u16,
    pub step: NightStep,
    /// The night dated Sunday (`TABLE.md` §5).
    pub festival: bool,
    pub militia: Option<HouseId>,
    /// The huddle has spoken (even if there is no target).
    pub huddled: bool,
    pub target: Option<HouseId>,
    pub lovers_house: Option<HouseId>,
    /// Heavy sleepers and the step they fell asleep at (004 L129).
    pub asleep: BTreeMap<PlayerId, NightStep>,
    pub claims: Vec<Claim>,
    /// The MJ's decisions on where a player is (overrides of the priority table).
    pub placed: BTreeMap<PlayerId, HouseId>,
    pub caricatured: Vec<PlayerId>,
    pub sculpted: Vec<PlayerId>,
    pub admired: Option<PlayerId>,
    pub raptors: Vec<(PlayerId, RaptorAt)>,
    /// (player, power) pairs used tonight (one use a night each).
    pub acted: BTreeSet<(PlayerId, Power)>,
    /// Musicians' charms tonight.
    pub charmed_tonight: BTreeSet<PlayerId>,
    pub attack: Option<AttackRecord>,
    /// How many had died before this night (for the morning's announcement).
    pub deaths_at_dusk: usize,
    /// Lovers who came back to life tonight (L69).
    pub revived: Vec<PlayerId>,
    /// The Scrutineer's office already passed on tonight (its holder died or resigned): the
    /// morning does not turn it again (L147).
    #[serde(default)]
    pub scrutineer_moved: bool,
    /// Steps the MJ passed on purpose without their decision, with the reason (`skip_step`).
    #[serde(default)]
    pub skipped: Vec<(NightStep, String)>,
}

/// Kinds of execution session (004 L149–154).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionKind {
    Normal,
    Peace,
    Purge,
}

/// The law of the day (004 L158–165).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Law {
    pub proposer: PlayerId,
    pub text: String,
    pub voters: BTreeSet<PlayerId>,
}

/// The day in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Day {
    pub n: u16,
    pub session: Option<SessionKind>,
    /// The session's votes are in.
    pub voted: bool,
    pub law: Option<Law>,
    pub proposers: BTreeSet<PlayerId>,
    /// Proposers who passed their turn at the law today (004 L159–164, in rank order).
    #[serde(default)]
    pub passed: BTreeSet<PlayerId>,
    /// Condemned players waiting for the Executioner (pardon) or the execution.
    pub condemned: Vec<PlayerId>,
    /// Purge accused still to be tried.
    pub accused: Vec<PlayerId>,
    pub executed: Vec<PlayerId>,
    pub pardoned: Vec<PlayerId>,
    /// The accused the tribunal spared (004 L154).
    #[serde(default)]
    pub spared: Vec<PlayerId>,
    pub collected: BTreeSet<Office>,
    pub camera_done: bool,
    /// Players who must move house today (the Sculpture, 004 L132).
    pub must_move: BTreeSet<PlayerId>,
    /// The admired player (Freyja's Adoration, 004 L137) and whether the swap was used.
    pub admired: Option<PlayerId>,
    pub adoration_used: bool,
    /// Applicants for vacant optional offices today (L167).
    pub applicants: BTreeMap<Office, BTreeSet<PlayerId>>,
    /// The morning rotation waits until the Scrutineer in office has named the night's
    /// successors (`TABLE.md` §3, L143, L147).
    #[serde(default)]
    pub rotation_due: bool,
    /// Who died today, by day, in the order they died (an execution, an invocation, the MJ):
    /// their deaths are handled before night falls (L157, L195).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub died: Vec<PlayerId>,
}

/// The phase of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case", tag = "phase")]
pub enum Phase {
    #[default]
    Empty,
    Setup,
    Night(Night),
    Day(Day),
    Over,
}

/// An office to be filled by the Scrutineer (004 L143–145).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vacancy {
    pub office: Office,
    /// The holder who died or resigned (may not be named again).
    pub outgoing: Option<PlayerId>,
}

/// Why the game stops (004 L59–62).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum StopReason {
    TwoOrFewerAlive,
    RadiantConversion,
    Camp { camp: Camp },
    Personal { personal: Personal },
    Declared,
}

/// Why a player wins.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "by")]
pub enum WinReason {
    Camp {
        camp: Camp,
    },
    Personal {
        personal: Personal,
    },
    /// The MJ's decision over the engine's.
    Mj,
}

/// The end of the game, proposed by the engine and confirmed by the MJ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Outcome {
    pub stop: Vec<StopReason>,
    pub winners: BTreeMap<PlayerId, Vec<WinReason>>,
    /// Greedy villagers who lose because another holds every coin (004 L50).
    pub greedy_losers: Vec<PlayerId>,
    /// For each camp in play that did not win: is its consolation objective met (004 L37)?
    pub consolation: BTreeMap<Camp, bool>,
}

/// Everything the rules know at one point of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct State {
    pub options: Options,
    pub start: Option<Weekday>,
    pub players: Vec<Player>,
    pub houses: Vec<House>,
    /// The offices in play and their holders.
    pub offices: BTreeMap<Office, Option<PlayerId>>,
    pub vacancies: Vec<Vacancy>,
    pub lovers: Option<(PlayerId, PlayerId)>,
    /// Deaths of the Lovers so far (per pair; per Lover when the option says so).
    pub lover_deaths: BTreeMap<PlayerId, u8>,
    /// Who each musician has charmed (004 L97–99).
    pub charmed: BTreeMap<PlayerId, BTreeSet<PlayerId>>,
    pub starting_coins: u32,
    pub out_of_play: u32,
    /// Coins of single dead players waiting for the Notary (004 L157).
    pub estates: BTreeMap<PlayerId, u32>,
    pub richest: Option<PlayerId>,
    pub last_militia: Option<HouseId>,
    /// The number of the last day with a special session.
    pub last_special_day: Option<u16>,
    /// Players in the order they became ghosts.
    pub ghosts: Vec<PlayerId>,
    /// Players in the order they died.
    pub deaths: Vec<PlayerId>,
    /// Martyrs executed in a day session (004 L45).
    pub martyred: Vec<PlayerId>,
    /// A Radiant Conversion stopped the game (004 L62, L73).
    pub radiant_stop: bool,
    /// Showmen whose show succeeded (004 L111).
    pub show_won: Vec<PlayerId>,
    /// The last night's attack, for the morning camera (004 L155, L170–175).
    pub last_attack: Option<AttackRecord>,
    /// Village dreams (false) and nightmares (true) and the calendar week of each (L217–218).
    pub dreams: Vec<(bool, u16)>,
    /// The number of the last night (0 before the first).
    pub night_n: u16,
    pub phase: Phase,
    /// The engine's proposal to stop the game, when a stop rule holds.
    pub proposed_end: Option<Outcome>,
    /// The stop reasons the MJ played on past (`Command::PlayOn`): proposed again only with a
    /// new reason.
    #[serde(default)]
    pub played_on: Vec<StopReason>,
    /// The outcome confirmed by the MJ.
    pub outcome: Option<Outcome>,
    /// The setup's `night_decisions`: a step that needs a decision is not passed without it.
    #[serde(default)]
    pub night_decisions: bool,
}

impl State {
    pub fn player(&self, p: PlayerId) -> Option<&Player> {
        self.players.get(p as usize)
    }
    pub fn by_name(&self, name: &str) -> Option<PlayerId> {
        self.players
            .iter()
            .position(|p| p.name == name)
            .map(|i| i as PlayerId)
    }
    pub fn house_by_name(&self, name: &str) -> Option<HouseId> {
        self.houses
            .iter()
            .position(|h| h.name == name)
            .map(|i| i as HouseId)
    }
    pub fn name(&self, p: PlayerId) -> String {
        self.player(p)
            .map(|x| x.name.clone())
            .unwrap_or_else(|| format!("#{p}"))
    }
    pub fn house_name(&self, h: HouseId) -> String {
        self.houses
            .get(h as usize)
            .map(|x| x.name.clone())
            .unwrap_or_else(|| format!("#{h}"))
    }
    pub fn ids(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.players.len()).map(|i| i as PlayerId)
    }
    pub fn living(&self) -> Vec<PlayerId> {
        self.ids()
            .filter(|&p| self.players[p as usize].alive())
            .collect()
    }
    pub fn alive(&self, p: PlayerId) -> bool {
        self.player(p).is_some_and(|x| x.alive())
    }
    /// The living owner of a house (the player who lives there).
    pub fn owner(&self, h: HouseId) -> Option<PlayerId> {
        self.ids()
            .find(|&p| self.players[p as usize].alive() && self.players[p as usize].house == h)
    }
    /// The offices `p` holds.
    pub fn offices_of(&self, p: PlayerId) -> Vec<Office> {
        self.offices
            .iter()
            .filter(|(_, h)| **h == Some(p))
            .map(|(o, _)| *o)
            .collect()
    }
    pub fn holder(&self, o: Office) -> Option<PlayerId> {
        self.offices.get(&o).copied().flatten()
    }
    pub fn night(&self) -> Option<&Night> {
        match &self.phase {
            Phase::Night(n) => Some(n),
            _ => None,
        }
    }
    pub fn night_mut(&mut self) -> Option<&mut Night> {
        match &mut self.phase {
            Phase::Night(n) => Some(n),
            _ => None,
        }
    }
    pub fn day(&self) -> Option<&Day> {
        match &self.phase {
            Phase::Day(d) => Some(d),
            _ => None,
        }
    }
    pub fn day_mut(&mut self) -> Option<&mut Day> {
        match &mut self.phase {
            Phase::Day(d) => Some(d),
            _ => None,
        }
    }
    /// Coins in players' hands.
    pub fn coins_in_hands(&self) -> u32 {
        self.players.iter().map(|p| p.coins).sum()
    }
    /// Coins still in play: in hands and in estates waiting for the Notary.
    pub fn coins_in_play(&self) -> u32 {
        self.coins_in_hands() + self.estates.values().sum::<u32>()
    }
    /// The living players in seat order starting after `p`, clockwise or not; with the option
    /// "the dead leave the circle" (§11-30) only the living count.
    pub fn circle_from(&self, p: PlayerId, clockwise: bool) -> Vec<PlayerId> {
        let n = self.players.len();
        let mut out = Vec::new();
        for k in 1..n {
            let i = if clockwise {
                (p as usize + k) % n
            } else {
                (p as usize + n - k) % n
            };
            if self.players[i].alive() {
                out.push(i as PlayerId);
            }
        }
        out
    }
    /// The two seat neighbours of `p` (004 L125), the nearest living ones on each side.
    pub fn seat_neighbours(&self, p: PlayerId) -> Vec<PlayerId> {
        let n = self.players.len();
        if self.options.dead_leave_circle {
            let cw = self.circle_from(p, true);
            let mut v: Vec<PlayerId> = cw.first().copied().into_iter().collect();
            if let Some(l) = cw.last() {
                if !v.contains(l) {
                    v.push(*l);
                }
            }
            v
        } else {
            let a = ((p as usize + 1) % n) as PlayerId;
            let b = ((p as usize + n - 1) % n) as PlayerId;
            if a == b {
                vec![a]
            } else {
                vec![a, b]
            }
        }
    }
}
