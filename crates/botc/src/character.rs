//! The character table's types: every character of every edition is one [`CharacterDef`] row.
//!
//! Facts (ids, teams, night order, reminder tokens, setup changes) follow the official data;
//! ability summaries and night prompts are written in our own words, in English and French.

use serde::{Deserialize, Serialize};

/// A piece of text in both languages of the app.
///
/// Built with the `external-texts` feature, the character table's longer texts hold only their
/// key, and their words come with the page's rules ([`crate::texts`]); read them with
/// [`Text::get`] (or [`Text::en`], [`Text::fr`]), never by field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    en: &'static str,
    fr: &'static str,
    /// 0 for a text written in the binary; else its key in the texts file.
    key: u64,
}

impl Text {
    /// A text written in the binary.
    pub const fn new(en: &'static str, fr: &'static str) -> Self {
        Text { en, fr, key: 0 }
    }

    /// A text of the character table (`data/`): only its key with `external-texts`.
    #[cfg(feature = "external-texts")]
    pub(crate) const fn table(en: &'static str, fr: &'static str) -> Self {
        Text {
            en: "",
            fr: "",
            key: crate::texts::key_of(en, fr),
        }
    }

    /// A text of the character table (`data/`): written in the binary.
    #[cfg(not(feature = "external-texts"))]
    pub(crate) const fn table(en: &'static str, fr: &'static str) -> Self {
        Text::new(en, fr)
    }

    /// The text in the given language (empty for a text kept out of the binary whose file has
    /// not been installed: the pages install it with the rules, before any screen that shows
    /// such a text).
    pub fn get(&self, lang: Lang) -> &'static str {
        let (en, fr) = if self.key == 0 {
            (self.en, self.fr)
        } else {
            crate::texts::lookup(self.key).unwrap_or(("", ""))
        };
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }

    /// The text in English.
    pub fn en(&self) -> &'static str {
        self.get(Lang::En)
    }

    /// The text in French.
    pub fn fr(&self) -> &'static str {
        self.get(Lang::Fr)
    }
}

/// The two languages the Storyteller can use.
pub use table::Lang;

/// The published editions (scripts) a character belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    #[serde(rename = "tb")]
    TroubleBrewing,
    #[serde(rename = "bmr")]
    BadMoonRising,
    #[serde(rename = "snv")]
    SectsAndViolets,
    /// The official characters outside the three base editions (the publisher's experimental
    /// "carousel"). Not a script of its own: never in [`Edition::ALL`], found on custom scripts.
    #[serde(rename = "carousel")]
    Carousel,
}

impl Edition {
    /// The three base editions, each a script of its own.
    pub const ALL: [Edition; 3] = [
        Edition::TroubleBrewing,
        Edition::BadMoonRising,
        Edition::SectsAndViolets,
    ];

    /// The official script id.
    pub fn id(self) -> &'static str {
        match self {
            Edition::TroubleBrewing => "tb",
            Edition::BadMoonRising => "bmr",
            Edition::SectsAndViolets => "snv",
            Edition::Carousel => "carousel",
        }
    }

    pub fn name(self) -> Text {
        match self {
            Edition::TroubleBrewing => Text::new("Trouble Brewing", "Trouble Brewing"),
            Edition::BadMoonRising => Text::new("Bad Moon Rising", "Bad Moon Rising"),
            Edition::SectsAndViolets => Text::new("Sects & Violets", "Sects & Violets"),
            Edition::Carousel => Text::new("Experimental characters", "Personnages expérimentaux"),
        }
    }
}

/// A character type (002: Townsfolk and Outsiders are good, Minions and Demons are evil;
/// Travellers may be either; Fabled belong to the Storyteller). Loric (the official data's
/// "loric") are Storyteller characters too, public like the Fabled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Team {
    Townsfolk,
    Outsider,
    Minion,
    Demon,
    Traveller,
    Fabled,
    Loric,
}

impl Team {
    /// The alignment a character of this type starts with, if the type fixes it.
    /// Travellers get theirs from the Storyteller; Fabled have none.
    pub fn default_alignment(self) -> Option<Alignment> {
        match self {
            Team::Townsfolk | Team::Outsider => Some(Alignment::Good),
            Team::Minion | Team::Demon => Some(Alignment::Evil),
            Team::Traveller | Team::Fabled | Team::Loric => None,
        }
    }

    /// A Storyteller character (Fabled or Loric): public, held by no player, never drawn.
    pub fn is_storyteller(self) -> bool {
        matches!(self, Team::Fabled | Team::Loric)
    }
}

/// Good or evil (001: a player's alignment is independent of their character).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Alignment {
    Good,
    Evil,
}

/// What a character's [bracketed] ability text changes at setup (002: setup-modifying characters).
/// It applies only when the game is set up (000/003: bracket text has no effect mid-game).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupEffect {
    /// The number of Outsiders changes by one of these amounts, Townsfolk by the opposite
    /// (Baron: `[2]`, Godfather: `[-1, 1]`, Fang Gu: `[1]`, Vigormortis: `[-1]`, Balloonist: `[0, 1]`).
    Outsiders(&'static [i8]),
    /// The number of Minions changes by this amount, Townsfolk by the opposite.
    Minions(i8),
    /// The character's token is not put in the bag; its player is shown a token of this team
    /// instead and believes it (Drunk: a Townsfolk; Lunatic: a Demon; Marionette: a Townsfolk).
    NotInBag { shown_as: Team },
    /// The character's player must sit next to the Demon (Marionette).
    NeighboursDemon,
    /// One Townsfolk other than this character's player is evil (the Bounty Hunter): the
    /// random draw makes one drawn Townsfolk evil (its assignment's alignment), and a pick
    /// with no evil Townsfolk is warned about.
    EvilTownsfolk,
    /// This other character is in play too (Huntsman: "+the Damsel"); the count changes that
    /// come with it are said beside (the Huntsman's `Outsiders(&[0, 1])`: the Damsel replaces an
    /// Outsider, or a Townsfolk).
    Adds(&'static str),
    /// Up to this many more players may have the character too, in place of other Townsfolk
    /// (the Village Idiot: two): the draw may add them, and the setup check allows them. What
    /// the copies change in play (one Village Idiot drunk) is the definition's.
    Copies(u8),
    /// This other Townsfolk is in play too (the Choirboy's King): the bag puts it in, in place
    /// of another Townsfolk (or, without it on the script, leaves the character out), and a
    /// pick without it is warned about.
    Needs(&'static str),
    /// Most players have this character, more than half of them (Legion): the draw gives it
    /// to just over half the players, with no Minions and the rest good; the setup check
    /// allows the copies and counts it instead of the count table's evil players.
    Majority,
    /// No player has the character: its token is not put in the bag (Lil' Monsta, minded by
    /// a Minion). A Demon drawn with it leaves its place to the others (with `Minions(1)`, a
    /// Minion); the setup check counts it in play when no player has a Demon.
    HeldByNoOne,
    /// No evil character is in play (the Atheist): the draw, when it puts the character in,
    /// draws no Demon and no Minions (the good fill every seat), and the setup check allows a
    /// pick with the character and no Demon or Minion.
    NoEvil,
    /// No Demon starts in play (the Summoner, who makes one later): the draw, when it puts the
    /// character in, draws no Demon and one more Townsfolk in its place (and no Minion who
    /// must neighbour the Demon); the setup check allows a pick with the character and no
    /// Demon, and warns about a Demon picked with it.
    NoDemon,
    /// Any number of Outsiders may be in play, whatever the count table and the other
    /// characters' changes say (the Kazali: the Storyteller may add or remove Outsiders; the
    /// Xaan: X Outsiders, X the Storyteller's pick), the Townsfolk filling the other good seats:
    /// the setup check allows any Outsider count, and the draw picks one at random between 1
    /// and the Outsiders the bag can hold, leaving at least one Townsfolk.
    OutsidersAny,
    /// No Minion is in play at setup, Townsfolk take their seats (the Kazali, who makes its
    /// Minions on the first night): the draw draws no Minion, and the setup check expects none
    /// (a Minion in the pick is warned about as a wrong count).
    MinionsAsTownsfolk,
    /// A setup change the engine does not automate yet; the Storyteller applies it by hand and the
    /// setup screen shows the character's ability text as a reminder.
    Manual,
}

/// Who makes the choice when a character acts at night.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Chooser {
    /// The character does not choose anything.
    #[default]
    Nobody,
    /// The player wakes and points at players or characters.
    Player,
    /// The Storyteller decides (for example which players a Washerwoman learns about).
    Storyteller,
}

/// When and how a character's ability can still work (000/003: abilities after death).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Flags {
    /// The ability keeps working while its player is dead (Saint's loss, Sweetheart, ...).
    pub works_when_dead: bool,
    /// The ability triggers on the player's own death (Ravenkeeper, Sage, Klutz, Sweetheart).
    pub triggers_on_death: bool,
    /// The ability can be used once per game (Slayer, Virgin, Courtier, ...).
    pub once_per_game: bool,
    /// Who makes the choice at night.
    pub chooser: Chooser,
}

/// One reminder token a character puts in the grimoire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reminder {
    /// The official English token text, e.g. "Poisoned"; unique within its character.
    pub id: &'static str,
    pub text: Text,
    /// Global reminders are placed even when the character is not in play (e.g. Drunk's "Drunk"
    /// is not global; the official data's `remindersGlobal`).
    pub global: bool,
}

/// One row of the character table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CharacterDef {
    /// The official id, e.g. `washerwoman`, `scarletwoman`, `fortuneteller`.
    pub id: &'static str,
    pub name: Text,
    /// `None` for the Fabled and the Loric, which belong to no edition.
    pub edition: Option<Edition>,
    pub team: Team,
    /// Position in the official first-night order (lower wakes earlier); `None`: does not wake.
    pub first_night: Option<u16>,
    /// Position in the official other-nights order; `None`: does not wake.
    pub other_night: Option<u16>,
    /// What the Storyteller does when this character wakes on the first night, in our words.
    pub first_night_prompt: Option<Text>,
    /// What the Storyteller does when this character wakes on other nights, in our words.
    pub other_night_prompt: Option<Text>,
    pub reminders: &'static [Reminder],
    /// The setup changes of the character's [bracketed] text; empty when it has none.
    pub setup: &'static [SetupEffect],
    pub flags: Flags,
    /// The ability in our own words (never the official text).
    pub ability: Text,
}

impl CharacterDef {
    /// True when the character has [bracketed] setup text.
    pub fn modifies_setup(&self) -> bool {
        !self.setup.is_empty()
    }

    /// The reminder with this id, if the character has it.
    pub fn reminder(&self, id: &str) -> Option<&'static Reminder> {
        self.reminders.iter().find(|r| r.id == id)
    }
}

/// Every character known to Grimoire, in table order.
pub fn all() -> &'static [CharacterDef] {
    super::data::CHARACTERS
}

/// The official row with this id (never a homebrew character).
/// A table from character ids to what they name, for lookups made many times per command: a
/// hash map with a cheap hash of the id's bytes (FNV-1a; the ids are ours, not an attacker's).
/// The first entry of an id wins, as a walk through the list would find it.
pub struct IdIndex<T>(
    std::collections::HashMap<&'static str, T, std::hash::BuildHasherDefault<Fnv>>,
);

impl<T: Copy> IdIndex<T> {
    pub fn new(entries: impl Iterator<Item = (&'static str, T)>) -> Self {
        let mut map = std::collections::HashMap::default();
        for (id, v) in entries {
            map.entry(id).or_insert(v);
        }
        IdIndex(map)
    }

    pub fn get(&self, id: &str) -> Option<T> {
        self.0.get(id).copied()
    }
}

/// FNV-1a, 64 bits.
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl std::hash::Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub fn official(id: &str) -> Option<&'static CharacterDef> {
    // Asked many times per command: an index built once ([`IdIndex`]).
    static INDEX: std::sync::OnceLock<crate::character::IdIndex<&'static CharacterDef>> =
        std::sync::OnceLock::new();
    INDEX
        .get_or_init(|| crate::character::IdIndex::new(all().iter().map(|c| (c.id, c))))
        .get(id)
}

impl CharacterDef {
    /// True for a character defined by a custom script rather than the official table.
    pub fn is_homebrew(&self) -> bool {
        official(self.id).is_none()
    }

    /// True for a character the rules do not know ([`HomebrewDef::unknown`]): a plain token.
    pub fn is_unknown(&self) -> bool {
        self.is_homebrew() && homebrew::is_unknown(self)
    }
}

/// What the table says of a character not known to the rules when its script says nothing.
pub const UNKNOWN_ABILITY: Text = Text::new(
    "Not known to the rules: a plain token. The Storyteller runs this character by hand.",
    "Inconnu des règles : un simple jeton. Le Conteur gère ce rôle à la main.",
);

/// The night prompt of a character not known to the rules that wakes, when its script gives
/// none.
pub const UNKNOWN_PROMPT: Text = Text::new(
    "Not known to the rules: wake this player if their ability acts now and run it by hand.",
    "Inconnu des règles : réveillez ce joueur si sa capacité agit maintenant et \
         appliquez-la à la main.",
);

/// The longest homebrew id, name and reminder token, in characters.
pub const MAX_HOMEBREW_NAME: usize = 60;
/// The longest homebrew ability or night prompt, in characters.
pub const MAX_HOMEBREW_TEXT: usize = 600;
/// The most reminder tokens (and, separately, global reminder tokens) a homebrew character has.
pub const MAX_HOMEBREW_REMINDERS: usize = 12;

/// A homebrew character as a custom script defines it (the official script tool's fields),
/// owned so that it travels with the game: in the log, the game link and the game file.
/// Texts are the script author's and shown as given in both languages. Every text is bounded
/// ([`MAX_HOMEBREW_NAME`], [`MAX_HOMEBREW_TEXT`], [`MAX_HOMEBREW_REMINDERS`]) whichever way the
/// definition arrives: deserialising goes through [`HomebrewDef::bounded`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "HomebrewFields")]
pub struct HomebrewDef {
    /// The id, normalised like the table's (lowercase letters and digits).
    pub id: String,
    pub name: String,
    pub team: Team,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ability: String,
    /// The script tool's `firstNight`: a position on the official night sheet's scale (the
    /// same numbers as [`CharacterDef::first_night`]); `None`: does not wake.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_night: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_night: Option<u16>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub first_night_reminder: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub other_night_reminder: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reminders: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reminders_global: Vec<String>,
    /// The character has [bracketed] setup text (the Storyteller applies it by hand).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub setup: bool,
    /// Not known to the rules: the script names an id Grimoire does not know without defining
    /// it in full (a character added since, a misspelt id, a homebrew id without its text). It
    /// is kept as a plain token, with what the script gives (a name, a team, night positions),
    /// never drawn at random; the Storyteller runs it by hand.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unknown: bool,
}

/// [`HomebrewDef`]'s serialised shape, bounded on the way in.
#[derive(Deserialize)]
struct HomebrewFields {
    id: String,
    name: String,
    team: Team,
    #[serde(default)]
    ability: String,
    #[serde(default)]
    first_night: Option<u16>,
    #[serde(default)]
    other_night: Option<u16>,
    #[serde(default)]
    first_night_reminder: String,
    #[serde(default)]
    other_night_reminder: String,
    #[serde(default)]
    reminders: Vec<String>,
    #[serde(default)]
    reminders_global: Vec<String>,
    #[serde(default)]
    setup: bool,
    #[serde(default)]
    unknown: bool,
}

impl From<HomebrewFields> for HomebrewDef {
    fn from(f: HomebrewFields) -> Self {
        HomebrewDef {
            id: f.id,
            name: f.name,
            team: f.team,
            ability: f.ability,
            first_night: f.first_night,
            other_night: f.other_night,
            first_night_reminder: f.first_night_reminder,
            other_night_reminder: f.other_night_reminder,
            reminders: f.reminders,
            reminders_global: f.reminders_global,
            setup: f.setup,
            unknown: f.unknown,
        }
        .bounded()
    }
}

/// The first `max` characters of `s`, without surrounding blanks.
fn cap(s: &str, max: usize) -> String {
    s.trim()
        .chars()
        .take(max)
        .collect::<String>()
        .trim()
        .to_string()
}

/// A script's name or author (its `_meta`), cut like a homebrew name; `None` when blank.
pub fn script_meta(s: &str) -> Option<String> {
    let s = cap(s, MAX_HOMEBREW_NAME);
    (!s.is_empty()).then_some(s)
}

impl HomebrewDef {
    /// The definition with every text cut to its bound, blank reminders dropped and night
    /// positions of 0 read as "does not wake" (the script tool's convention).
    pub fn bounded(self) -> Self {
        let tokens = |list: Vec<String>| {
            let mut out: Vec<String> = Vec::new();
            for r in list {
                let r = cap(&r, MAX_HOMEBREW_NAME);
                if !r.is_empty() && !out.contains(&r) && out.len() < MAX_HOMEBREW_REMINDERS {
                    out.push(r);
                }
            }
            out
        };
        HomebrewDef {
            id: cap(&self.id, MAX_HOMEBREW_NAME),
            name: cap(&self.name, MAX_HOMEBREW_NAME),
            team: self.team,
            ability: cap(&self.ability, MAX_HOMEBREW_TEXT),
            first_night: self.first_night.filter(|n| *n > 0),
            other_night: self.other_night.filter(|n| *n > 0),
            first_night_reminder: cap(&self.first_night_reminder, MAX_HOMEBREW_TEXT),
            other_night_reminder: cap(&self.other_night_reminder, MAX_HOMEBREW_TEXT),
            reminders: tokens(self.reminders),
            reminders_global: tokens(self.reminders_global),
            setup: self.setup,
            unknown: self.unknown,
        }
    }

    /// The definition as a row of the character table, interned: the same definition always
    /// gives the same `&'static` row ([`homebrew`]).
    pub fn row(&self) -> &'static CharacterDef {
        homebrew::intern(self)
    }
}

/// Homebrew characters as table rows.
///
/// A homebrew character belongs to its game: it is found through the game's script
/// ([`crate::script::Script::character`], [`crate::state::GameState::character`]), never
/// through a shared map, so two games that define the same id differently never see each
/// other's. Its row is interned: each *distinct* definition is leaked once (`Box::leak`,
/// deduplicated by the whole definition, so replaying a log or reopening a game allocates
/// nothing new), which makes a homebrew row a `&'static CharacterDef` like an official one. The
/// interning table is a cache of pure values (the same definition always gives the same row),
/// not a registry: nothing reads it by id.
mod homebrew {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};

    use super::{
        CharacterDef, Flags, HomebrewDef, Reminder, SetupEffect, Text, UNKNOWN_ABILITY,
        UNKNOWN_PROMPT,
    };

    type Interned = HashMap<HomebrewDef, &'static CharacterDef>;

    fn interned() -> &'static Mutex<Interned> {
        static TABLE: OnceLock<Mutex<Interned>> = OnceLock::new();
        TABLE.get_or_init(|| Mutex::new(HashMap::new()))
    }

    fn leak(s: &str) -> &'static str {
        Box::leak(s.to_string().into_boxed_str())
    }

    fn text(s: &str) -> Text {
        let s = leak(s);
        Text::new(s, s)
    }

    fn build(def: &HomebrewDef) -> CharacterDef {
        let mut reminders: Vec<Reminder> = Vec::new();
        for (list, global) in [(&def.reminders, false), (&def.reminders_global, true)] {
            for r in list {
                if reminders.iter().all(|x| x.id != r.as_str()) {
                    reminders.push(Reminder {
                        id: leak(r),
                        text: text(r),
                        global,
                    });
                }
            }
        }
        // A character not known to the rules that wakes gets our prompt when its script gives
        // none, and our words for its ability.
        let prompt = |s: &str, wakes: bool| {
            if !s.is_empty() {
                Some(text(s))
            } else {
                (def.unknown && wakes).then_some(UNKNOWN_PROMPT)
            }
        };
        const MANUAL: &[SetupEffect] = &[SetupEffect::Manual];
        CharacterDef {
            id: leak(&def.id),
            name: text(&def.name),
            edition: None,
            team: def.team,
            first_night: def.first_night,
            other_night: def.other_night,
            first_night_prompt: prompt(&def.first_night_reminder, def.first_night.is_some()),
            other_night_prompt: prompt(&def.other_night_reminder, def.other_night.is_some()),
            reminders: Box::leak(reminders.into_boxed_slice()),
            setup: if def.setup { MANUAL } else { &[] },
            flags: Flags::default(),
            ability: if def.unknown && def.ability.is_empty() {
                UNKNOWN_ABILITY
            } else {
                text(&def.ability)
            },
        }
    }

    /// Is this row that of a definition not known to the rules? (A walk over the game's few
    /// interned rows, by address.)
    pub(super) fn is_unknown(row: &CharacterDef) -> bool {
        let table = interned().lock().unwrap_or_else(|e| e.into_inner());
        table
            .iter()
            .any(|(def, r)| def.unknown && std::ptr::eq(*r, row))
    }

    pub(super) fn intern(def: &HomebrewDef) -> &'static CharacterDef {
        let mut table = interned().lock().unwrap_or_else(|e| e.into_inner());
        if let Some(row) = table.get(def) {
            return row;
        }
        let row: &'static CharacterDef = Box::leak(Box::new(build(def)));
        table.insert(def.clone(), row);
        row
    }
}

/// The characters of one edition (Travellers included), in table order.
pub fn of_edition(edition: Edition) -> impl Iterator<Item = &'static CharacterDef> {
    all().iter().filter(move |c| c.edition == Some(edition))
}
