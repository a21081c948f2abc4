//! The character table: one [`CharacterDef`] row per character.
//!
//! Where the facts come from (see `docs/characters.md`):
//! - ids, teams, editions, reminder tokens (`reminders` / `remindersGlobal`) and `setup` flags:
//!   the publisher's `resources/data/roles.json` (repository `ThePandemoniumInstitute/botc-release`);
//! - night order: the same repository's `resources/data/nightsheet.json`, copied below as
//!   [`FIRST_NIGHT_ORDER`] and [`OTHER_NIGHT_ORDER`]; a character's night position is its index in
//!   those lists, looked up at compile time by [`first`] and [`other`];
//! - French names: the seed README's list first, then Pocket Grimoire's French character data.
//!
//! Ability summaries and night prompts are our own words, never the official texts.
//!
//! # How the flags are decided
//! - `chooser` (000/003, "who chooses"): an ability that says "choose" is the player's choice
//!   ([`Chooser::Player`]); an ability that leaves anything open without saying "choose" (which
//!   players are shown, whether a "might" happens, how a registration falls) is decided by the
//!   Storyteller ([`Chooser::Storyteller`]); an ability whose result is fixed by the game state is
//!   [`Chooser::Nobody`].
//! - `triggers_on_death` (000/003, "abilities after death"): the ability does something because
//!   its own player dies; it still resolves although the player is dead (the Ravenkeeper wakes).
//! - `works_when_dead` (000/003, "abilities after death"): the ability, or an effect it set up,
//!   still applies once its player is dead: "even if dead" (Recluse, Spy), "from now on"
//!   (Sweetheart), a consequence judged after the death (the Saint's loss), or a Demon that only
//!   seems dead (Zombuul).
//! - `once_per_game`: the whole ability (or its only optional part) is used up after one use;
//!   the Storyteller marks it with a "No Ability"-style token.
//!
//! Reminder tokens: the official data lists a token once per physical copy (the Mathematician
//! has five "Abnormal"); the table lists each distinct token text once.

use super::character::{CharacterDef, Chooser, Edition, Flags, Reminder, SetupEffect, Team, Text};

mod bmr;
mod carousel_evil;
mod carousel_good;
mod fabled;
pub mod jinxes;
mod snv;
mod tb;
mod travellers;

#[cfg(test)]
mod tests;

/// The official first-night order (`nightsheet.json`, `firstNight`), pseudo-entries included.
/// Characters outside the three base editions appear here too: they keep the numbering official.
pub const FIRST_NIGHT_ORDER: &[&str] = &[
    "dusk",
    "angel",
    "buddhist",
    "toymaker",
    "stormcatcher",
    "wraith",
    "lordoftyphon",
    "kazali",
    "apprentice",
    "barista",
    "bureaucrat",
    "thief",
    "boffin",
    "philosopher",
    "alchemist",
    "poppygrower",
    "yaggababble",
    "magician",
    "tor",
    "minioninfo",
    "snitch",
    "lunatic",
    "summoner",
    "demoninfo",
    "king",
    "sailor",
    "marionette",
    "engineer",
    "preacher",
    "lilmonsta",
    "lleech",
    "xaan",
    "poisoner",
    "widow",
    "courtier",
    "wizard",
    "snakecharmer",
    "godfather",
    "organgrinder",
    "devilsadvocate",
    "eviltwin",
    "witch",
    "cerenovus",
    "fearmonger",
    "harpy",
    "mezepheles",
    "pukka",
    "pixie",
    "huntsman",
    "damsel",
    "amnesiac",
    "washerwoman",
    "librarian",
    "investigator",
    "chef",
    "empath",
    "fortuneteller",
    "butler",
    "grandmother",
    "clockmaker",
    "dreamer",
    "seamstress",
    "steward",
    "knight",
    "noble",
    "balloonist",
    "shugenja",
    "villageidiot",
    "bountyhunter",
    "nightwatchman",
    "cultleader",
    "spy",
    "ogre",
    "highpriestess",
    "general",
    "chambermaid",
    "mathematician",
    "dawn",
    "leviathan",
    "vizier",
];

/// The official other-nights order (`nightsheet.json`, `otherNight`), pseudo-entries included.
pub const OTHER_NIGHT_ORDER: &[&str] = &[
    "dusk",
    "duchess",
    "toymaker",
    "wraith",
    "cacklejack",
    "barista",
    "bureaucrat",
    "thief",
    "harlot",
    "bonecollector",
    "philosopher",
    "poppygrower",
    "sailor",
    "engineer",
    "preacher",
    "xaan",
    "poisoner",
    "courtier",
    "innkeeper",
    "wizard",
    "gambler",
    "acrobat",
    "snakecharmer",
    "monk",
    "organgrinder",
    "devilsadvocate",
    "witch",
    "cerenovus",
    "pithag",
    "fearmonger",
    "harpy",
    "mezepheles",
    "scarletwoman",
    "summoner",
    "lunatic",
    "exorcist",
    "lycanthrope",
    "princess",
    "legion",
    "imp",
    "zombuul",
    "pukka",
    "shabaloth",
    "po",
    "fanggu",
    "nodashii",
    "vortox",
    "lordoftyphon",
    "vigormortis",
    "ojo",
    "alhadikhia",
    "lleech",
    "lilmonsta",
    "yaggababble",
    "kazali",
    "assassin",
    "godfather",
    "gossip",
    "hatter",
    "barber",
    "sweetheart",
    "plaguedoctor",
    "sage",
    "banshee",
    "professor",
    "choirboy",
    "huntsman",
    "damsel",
    "amnesiac",
    "farmer",
    "tinker",
    "moonchild",
    "grandmother",
    "tor",
    "ravenkeeper",
    "empath",
    "fortuneteller",
    "undertaker",
    "dreamer",
    "flowergirl",
    "towncrier",
    "oracle",
    "seamstress",
    "juggler",
    "balloonist",
    "villageidiot",
    "king",
    "bountyhunter",
    "nightwatchman",
    "cultleader",
    "butler",
    "spy",
    "highpriestess",
    "general",
    "chambermaid",
    "mathematician",
    "riot",
    "dawn",
    "leviathan",
];

/// First night: dusk (the night starts; Travellers and Fabled that act at dusk come first).
pub const DUSK: u16 = first("dusk");
/// First night: the Minions learn each other and the Demon (7 or more players, 002).
pub const MINION_INFO_FIRST: u16 = first("minioninfo");
/// First night: the Demon learns its Minions and 3 bluffs (7 or more players, 002).
pub const DEMON_INFO_FIRST: u16 = first("demoninfo");
/// First night: dawn (everyone wakes).
pub const DAWN_FIRST: u16 = first("dawn");
/// Other nights: dusk. Same position as [`DUSK`]: both lists start with it.
pub const DUSK_OTHER: u16 = other("dusk");
/// Other nights: dawn.
pub const DAWN_OTHER: u16 = other("dawn");

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

const fn index_in(order: &[&str], id: &str) -> u16 {
    let mut i = 0;
    while i < order.len() {
        if same(order[i], id) {
            return i as u16;
        }
        i += 1;
    }
    panic!("id missing from the official night order")
}

/// The position of `id` in the official first-night order; fails to compile if absent.
pub const fn first(id: &str) -> u16 {
    index_in(FIRST_NIGHT_ORDER, id)
}

/// The position of `id` in the official other-nights order; fails to compile if absent.
pub const fn other(id: &str) -> u16 {
    index_in(OTHER_NIGHT_ORDER, id)
}

// Small constructors that keep the rows short.

/// A text in English and French: an ability, a night prompt, a jinx (kept out of the
/// WebAssembly with the `external-texts` feature: `crate::texts`).
const fn t(en: &'static str, fr: &'static str) -> Text {
    Text::table(en, fr)
}

/// A character's name in English and French (always in the binary: the first screens name
/// characters before the page's rules have come).
const fn n(en: &'static str, fr: &'static str) -> Text {
    Text::new(en, fr)
}

/// A reminder token placed when its character is in play; `id` is the official English text.
const fn r(id: &'static str, fr: &'static str) -> Reminder {
    Reminder {
        id,
        text: Text::new(id, fr),
        global: false,
    }
}

/// A global reminder token (`remindersGlobal`): available even when its character is not in play.
const fn rg(id: &'static str, fr: &'static str) -> Reminder {
    Reminder {
        id,
        text: Text::new(id, fr),
        global: true,
    }
}

/// No flag set, nobody chooses; rows write `Flags { ..., ..NONE }`.
const NONE: Flags = Flags {
    works_when_dead: false,
    triggers_on_death: false,
    once_per_game: false,
    chooser: Chooser::Nobody,
};

/// Flags with only the chooser set.
const fn by(chooser: Chooser) -> Flags {
    Flags { chooser, ..NONE }
}

const PLAYER: Flags = by(Chooser::Player);
const STORYTELLER: Flags = by(Chooser::Storyteller);

const TB: Option<Edition> = Some(Edition::TroubleBrewing);
const BMR: Option<Edition> = Some(Edition::BadMoonRising);
const SNV: Option<Edition> = Some(Edition::SectsAndViolets);

/// Copies the edition tables into one array, in this order.
const fn join<const N: usize>(parts: &[&[CharacterDef]]) -> [CharacterDef; N] {
    let mut out = [tb::ROWS[0]; N];
    let mut k = 0;
    let mut i = 0;
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            k += 1;
            j += 1;
        }
        i += 1;
    }
    assert!(k == N, "the joined table must hold every row exactly once");
    out
}

const LEN: usize = tb::ROWS.len()
    + bmr::ROWS.len()
    + snv::ROWS.len()
    + travellers::ROWS.len()
    + fabled::ROWS.len()
    + carousel_good::ROWS.len()
    + carousel_evil::ROWS.len();

static ROWS: [CharacterDef; LEN] = join(&[
    tb::ROWS,
    bmr::ROWS,
    snv::ROWS,
    travellers::ROWS,
    fabled::ROWS,
    carousel_good::ROWS,
    carousel_evil::ROWS,
]);

/// Every character: Trouble Brewing, Bad Moon Rising, Sects & Violets, the Travellers of those
/// editions, the Fabled, then every other official character (carousel and Loric).
pub static CHARACTERS: &[CharacterDef] = &ROWS;

// Short names for the row files (they `use super::*`).
use SetupEffect::{NotInBag, Outsiders};
use Team::{Demon, Fabled, Minion, Outsider, Townsfolk, Traveller};
