//! Every action of the MJ is one [`Command`]; a game is the log of its commands. Commands
//! serialise as JSON with a `"type"` tag, e.g. `{"type":"sandman","by":3,"target":5}`.

use serde::{Deserialize, Serialize};

use crate::model::*;
use crate::options::Options;
use crate::state::{RaptorAt, SessionKind};

/// One player at setup: name and the two cards (004 L25).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    pub card: CampCard,
    pub specialty: Specialty,
    /// The personal conditions the MJ gave a villager variant card (004 L103–120).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub personal: Vec<Personal>,
    /// The physical card, e.g. "7♦" (004 L63).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card_label: Option<String>,
    /// Starting coins other than the one of 004 L179 (a game carried on from paper, or a
    /// variant); absent: one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coins: Option<u32>,
}

/// An office in play and its first holder (004 L166; `TABLE.md` §1.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfficeSetup {
    pub office: Office,
    #[serde(default)]
    pub holder: Option<PlayerId>,
}

/// The whole setup, given in one command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The weekday of day 1 (§11: default Monday).
    #[serde(default = "monday")]
    pub start: Weekday,
    pub players: Vec<PlayerSetup>,
    /// Spare empty houses beyond one per player (`TABLE.md` §1.1).
    #[serde(default)]
    pub spare_houses: u8,
    /// The village map's edges; absent: a ring in seat order, spare houses unconnected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edges: Option<Vec<(HouseId, HouseId)>>,
    #[serde(default)]
    pub offices: Vec<OfficeSetup>,
    #[serde(default)]
    pub options: Options,
    /// The MJ accepts the setup warnings (they never block once accepted).
    #[serde(default)]
    pub accept_warnings: bool,
    /// Marriages already made when the game starts (a game carried on from paper, 004 L191):
    /// pairs of seats, each player married once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marriages: Vec<(PlayerId, PlayerId)>,
    /// A night's step that needs a decision (the Reptilians' huddle) is passed only once it is
    /// recorded or skipped on purpose (`skip_step`). Off in games set up before this check, so
    /// that their logs replay as they were played.
    #[serde(default, skip_serializing_if = "is_false")]
    pub night_decisions: bool,
}

impl PlayerSetup {
    /// A player with a camp card and a specialty, nothing else (no personal condition, no card
    /// label, the usual starting coin).
    pub fn new(name: &str, card: CampCard, specialty: Specialty) -> PlayerSetup {
        PlayerSetup {
            name: name.to_string(),
            card,
            specialty,
            personal: vec![],
            card_label: None,
            coins: None,
        }
    }
}

impl Setup {
    /// These players alone, for tests and benchmarks: day 1 a Monday, no spare house, the ring
    /// in seat order, no office, the default options, no marriage, the warnings accepted, and
    /// the night's decision check off (as in games set up before it).
    pub fn quick(players: Vec<PlayerSetup>) -> Setup {
        Setup {
            start: Weekday::Mon,
            players,
            spare_houses: 0,
            edges: None,
            offices: vec![],
            options: Options::default(),
            accept_warnings: true,
            marriages: vec![],
            night_decisions: false,
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn monday() -> Weekday {
    Weekday::Mon
}

/// A ghost's or a Reptilian's vote for a house.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseVote {
    pub voter: PlayerId,
    pub house: HouseId,
}

/// A coin gift (the Burglar's loot handed on at once, 004 L127).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gift {
    pub to: PlayerId,
    pub coins: u32,
}

/// A ballot of a session: the voter and whom they name (`None`: no one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ballot {
    pub voter: PlayerId,
    #[serde(default)]
    pub target: Option<PlayerId>,
}

/// The Engineer's tool (004 L121–124).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "tool")]
pub enum EngineerTool {
    Stalker { target: PlayerId },
    Revealer { target: PlayerId },
}

/// What a dead player chooses (004 L196–216).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "choice")]
pub enum DeathChoice {
    Ghost,
    Spirit,
    /// Passes the specialty to a living heir, who drops one of two if he holds two.
    Legacy {
        heir: PlayerId,
        #[serde(default)]
        drop: Option<Specialty>,
    },
}

/// A reply to one of the Showman's guesses (004 L111).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShowReply {
    Ok,
    Error,
    BigError,
}

/// One guess of the Show and the player's reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShowGuess {
    pub player: PlayerId,
    /// The card guessed; none when the guess names a camp with no card (the Lovers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<CampCard>,
    /// The camp guessed when it is not the card's (e.g. the Lovers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub camp: Option<Camp>,
    pub reply: ShowReply,
}

/// An invoked power (004 L9–10) and its target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "power")]
pub enum Invocation {
    RadiantConversion {
        target: PlayerId,
    },
    Resurrection {
        target: PlayerId,
    },
    Reptilicide {
        target: PlayerId,
    },
    Bite {
        target: PlayerId,
    },
    BlackConversion {
        target: PlayerId,
    },
    Assassinate {
        target: PlayerId,
    },
    /// The Prosecutor's paid investigation (004 L156).
    Investigate {
        target: PlayerId,
    },
    Show {
        guesses: Vec<ShowGuess>,
    },
}

/// An action of the MJ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    // ---- Setup ----
    /// Deal the cards, draw the village, place the offices and choose the options.
    Setup { setup: Setup },
    /// The MJ as Cupid picks the two Lovers before the first night (004 L66).
    Lovers { a: PlayerId, b: PlayerId },
    /// Setup is over: night 1 begins.
    Start,

    // ---- The night (004 L219–238) ----
    /// Step 1: the ghosts' house to protect; the Chief's pick when they disagree (L148, L221).
    Militia {
        votes: Vec<HouseVote>,
        #[serde(default)]
        chief_pick: Option<HouseId>,
    },
    /// Step 2: the Reptilians' huddle (L87–88, L187, L222).
    Huddle { votes: Vec<HouseVote> },
    /// Step 3: the Lovers choose which of their houses (L68, L223).
    LoversHouse { house: HouseId },
    /// Step 4: the Sandman's target sleeps heavily (L129, L224).
    Sandman { by: PlayerId, target: PlayerId },
    /// Step 5: the Reporter turns a seat neighbour's card (L125, L225).
    Reporter {
        by: PlayerId,
        target: PlayerId,
        #[serde(default = "camp_card")]
        card: CardKind,
    },
    /// Step 6: the Burglar's larceny (L127, L226).
    Burglar {
        by: PlayerId,
        house: HouseId,
        #[serde(default)]
        gifts: Vec<Gift>,
    },
    /// Step 7: the Psychopath's kidnap (L130, L227).
    Psychopath { by: PlayerId, target: PlayerId },
    /// Step 7a: the Artist's Sculpture (L132).
    Sculpture { by: PlayerId, target: PlayerId },
    /// Step 7a: the Artist's Caricature (L133).
    Caricature { by: PlayerId, target: PlayerId },
    /// Step 8: Eris's Quarrel; `house` is the first named's choice (L134, L228).
    Quarrel {
        by: PlayerId,
        first: PlayerId,
        second: PlayerId,
        house: HouseId,
    },
    /// Step 8a: Freyja's Matchmaker (L136).
    Matchmaker {
        by: PlayerId,
        first: PlayerId,
        second: PlayerId,
        house: HouseId,
    },
    /// Step 9: the Brain names `a`, then Pinky names `b`; their offices are swapped (L84–85).
    MiceSwap {
        brain: PlayerId,
        pinky: PlayerId,
        a: PlayerId,
        b: PlayerId,
    },
    /// Step 9: Freyja's Adoration (L137).
    Adoration { by: PlayerId, target: PlayerId },
    /// Step 9: Eris's Prank (L135).
    Prank { by: PlayerId, clockwise: bool },
    /// Step 10: a musician charms a new person (L97–99, L230).
    Charm { by: PlayerId, target: PlayerId },
    /// Step 11: Laura's house for the night (L131, L231).
    Squat { by: PlayerId, house: HouseId },
    /// Step 13: the Raptor Trainer places his raptor (L126, L233).
    Raptor { by: PlayerId, at: RaptorAt },
    /// The MJ's decision on where a player spends the night, over the priority table.
    Place { player: PlayerId, house: HouseId },
    /// Step 14: the attack (L183–190, L234). `victims` is what the MJ confirms: the one
    /// occupant, or the seeded draw among several ([`crate::QbGame::suggest_attack`]).
    Attack { victims: Vec<PlayerId> },
    /// Step 15: dawn (L235).
    Dawn,
    /// Step 16: the Engineer (L121–124, L236).
    Engineer {
        by: PlayerId,
        #[serde(flatten)]
        tool: EngineerTool,
    },
    /// Step 17 (L24, L194, L237; option): the couples' check — who the MJ taps.
    CouplesCheck,
    /// Step 18 (L217–218, L238): the village dream (ghosts) or nightmare (spirits), 2 nights a
    /// week each.
    Dream {
        #[serde(default)]
        nightmare: bool,
    },
    /// The night ends; the morning begins (Scrutineer rotation, L147).
    EndNight,
    /// The MJ passes a step of tonight on purpose without its decision (the huddle not held,
    /// the attack not carried out), with the reason, which the history shows.
    SkipStep {
        step: crate::state::NightStep,
        reason: String,
    },

    // ---- Deaths (004 L195–216) ----
    /// A dead player's choice and the card they turn over.
    DeathChoice {
        player: PlayerId,
        #[serde(flatten)]
        choice: DeathChoice,
        #[serde(default = "camp_card")]
        reveal: CardKind,
    },
    /// The Notary gives a dead single player's coins (L157).
    Bequest { dead: PlayerId, to: PlayerId },
    /// A death of the MJ's own, by night or by day (L4: the MJ keeps everyone's state of
    /// health): a player who leaves the table, a ruling. Charged to nobody; the death is then
    /// handled as any other.
    MjKill {
        player: PlayerId,
        /// The MJ's words on why (kept in the log).
        #[serde(default, skip_serializing_if = "String::is_empty")]
        note: String,
    },

    // ---- The day ----
    /// A coin gift (L179–180).
    Give {
        from: PlayerId,
        to: PlayerId,
        coins: u32,
    },
    /// A player moves into a house with no living owner (L132, L192).
    Move { player: PlayerId, house: HouseId },
    /// A player without office applies for a vacant optional office (L167).
    Apply { player: PlayerId, office: Office },
    /// The MJ adds a spare house to the village (`TABLE.md` §1.1: for marriages and moves, L192,
    /// L132).
    AddHouse {
        name: String,
        #[serde(default)]
        neighbours: Vec<HouseId>,
    },
    /// The MJ links or unlinks two houses (A-18: the map is the MJ's call).
    SetNeighbours {
        a: HouseId,
        b: HouseId,
        linked: bool,
    },
    /// The Scrutineer (or the MJ) names a holder for a vacant office (L143–146, L167).
    Appoint { office: Office, to: PlayerId },
    /// The MJ withdraws an office from play (L166).
    Withdraw { office: Office },
    /// The morning camera report (L155, L170–175).
    Camera { house: HouseId },
    /// The admired player swaps offices with anyone (L137).
    AdorationSwap { with: PlayerId },
    /// A marriage (L168–169, L191–193); `fee` goes to the priest.
    Marry {
        a: PlayerId,
        b: PlayerId,
        #[serde(default)]
        fee: u32,
        #[serde(default)]
        forced: bool,
        #[serde(default)]
        witnesses: Vec<PlayerId>,
        house_a: HouseId,
        house_b: HouseId,
        /// The priest who marries them (L168–169): either priest in office for a marriage by
        /// consent, the forcing priest for a forced one. None: the Capitalist Priest when in
        /// office, else the forcing priest.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        officiant: Option<PlayerId>,
    },
    /// The President's choice of session (L149, L152–154).
    Session { kind: SessionKind },
    /// A law proposal and the Senator's answer (L158–165).
    Law {
        proposer: PlayerId,
        #[serde(default)]
        text: String,
        voters: Vec<PlayerId>,
        accepted: bool,
    },
    /// A proposer passes their turn at the law of the day (L159: proposed "dans cet ordre").
    PassLaw { proposer: PlayerId },
    /// A normal session's votes (L150–151).
    Vote {
        ballots: Vec<Ballot>,
        #[serde(default = "yes")]
        clockwise: bool,
        #[serde(default)]
        tie_pick: Option<PlayerId>,
    },
    /// A Purge's votes; `prosecutor_order` breaks ties (L153–154).
    Purge {
        ballots: Vec<Ballot>,
        #[serde(default)]
        prosecutor_order: Vec<PlayerId>,
    },
    /// The tribunal of one accused: every living player votes (L154).
    Tribunal {
        accused: PlayerId,
        execute: Vec<PlayerId>,
        spare: Vec<PlayerId>,
    },
    /// The Executioner's one pardon (L178).
    Pardon { player: PlayerId },
    /// The execution of a condemned player.
    Execute { player: PlayerId },
    /// A Collector takes 1 coin at the end of the day (L176–177).
    Collect { by: PlayerId, from: PlayerId },
    /// The day ends: the richest is noted (L182); night n+1 begins.
    EndDay,

    // ---- Any time ----
    /// An invoked power (L9–10).
    Invoke {
        by: PlayerId,
        #[serde(flatten)]
        invocation: Invocation,
    },
    /// The MJ plays on past the end the engine proposes (004 L59–62 let the table go on): its
    /// reasons are not proposed again until a new one holds.
    PlayOn,
    /// The MJ confirms the end the engine proposes (or declares it).
    EndGame {
        /// The MJ's own list of winners, when it differs from the engine's (an override).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        winners: Option<Vec<PlayerId>>,
    },
    /// The MJ overrules the rules: the command applies without its rule checks (the facts of
    /// the game — who exists, who is dead, coins owned — are still checked).
    Override {
        command: Box<Command>,
        reason: String,
    },
}

fn camp_card() -> CardKind {
    CardKind::Camp
}

fn yes() -> bool {
    true
}
