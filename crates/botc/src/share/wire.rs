//! The byte layer of the link formats: LEB128 varints, interned strings and character ids.
//!
//! The reader never trusts a length: every count is checked against the bytes left before
//! anything is allocated, so a hostile payload cannot ask for a huge buffer, and every read
//! past the end is [`ShareError::Truncated`] (see `docs/share-format.md`).

use super::error::ShareError;

/// Character ids in the order the link formats number them. **Append only**: a link written
/// today must read the same tomorrow, so an id keeps its number forever even if the engine's
/// table is reordered. A test checks that every id of the engine's table is listed here; an id
/// that is not (a homebrew character, or one added to the engine later) travels as text.
pub const WIRE_IDS: &[&str] = &[
    // Trouble Brewing
    "washerwoman",
    "librarian",
    "investigator",
    "chef",
    "empath",
    "fortuneteller",
    "undertaker",
    "monk",
    "ravenkeeper",
    "virgin",
    "slayer",
    "soldier",
    "mayor",
    "butler",
    "drunk",
    "recluse",
    "saint",
    "poisoner",
    "spy",
    "scarletwoman",
    "baron",
    "imp",
    // Bad Moon Rising
    "grandmother",
    "sailor",
    "chambermaid",
    "exorcist",
    "innkeeper",
    "gambler",
    "gossip",
    "courtier",
    "professor",
    "minstrel",
    "tealady",
    "pacifist",
    "fool",
    "tinker",
    "moonchild",
    "goon",
    "lunatic",
    "godfather",
    "devilsadvocate",
    "assassin",
    "mastermind",
    "zombuul",
    "pukka",
    "shabaloth",
    "po",
    // Sects & Violets
    "clockmaker",
    "dreamer",
    "snakecharmer",
    "mathematician",
    "flowergirl",
    "towncrier",
    "oracle",
    "savant",
    "seamstress",
    "philosopher",
    "artist",
    "juggler",
    "sage",
    "mutant",
    "sweetheart",
    "barber",
    "klutz",
    "eviltwin",
    "witch",
    "cerenovus",
    "pithag",
    "fanggu",
    "vigormortis",
    "nodashii",
    "vortox",
    // Travellers
    "scapegoat",
    "gunslinger",
    "beggar",
    "bureaucrat",
    "thief",
    "apprentice",
    "matron",
    "judge",
    "bishop",
    "voudon",
    "barista",
    "harlot",
    "butcher",
    "bonecollector",
    "deviant",
    // Fabled
    "doomsayer",
    "angel",
    "buddhist",
    "hellslibrarian",
    "revolutionary",
    "fiddler",
    "toymaker",
    "fibbin",
    "duchess",
    "sentinel",
    "spiritofivory",
    "djinn",
    "stormcatcher",
    "bootlegger",
    "gardener",
    "ferryman",
    "deusexfiasco",
    // Townsfolk and Outsiders outside the base editions
    "steward",
    "knight",
    "noble",
    "shugenja",
    "pixie",
    "bountyhunter",
    "highpriestess",
    "balloonist",
    "general",
    "preacher",
    "villageidiot",
    "king",
    "cultleader",
    "acrobat",
    "lycanthrope",
    "alsaahir",
    "engineer",
    "nightwatchman",
    "huntsman",
    "fisherman",
    "princess",
    "alchemist",
    "cannibal",
    "amnesiac",
    "farmer",
    "choirboy",
    "banshee",
    "magician",
    "poppygrower",
    "atheist",
    "hermit",
    "ogre",
    "golem",
    "plaguedoctor",
    "hatter",
    "politician",
    "zealot",
    "damsel",
    "snitch",
    "heretic",
    "puzzlemaster",
    // Carousel Minions, Demons and Travellers, then the Loric
    "mezepheles",
    "harpy",
    "fearmonger",
    "psychopath",
    "wizard",
    "widow",
    "xaan",
    "marionette",
    "wraith",
    "summoner",
    "goblin",
    "boomdandy",
    "vizier",
    "organgrinder",
    "boffin",
    "yaggababble",
    "lilmonsta",
    "ojo",
    "kazali",
    "legion",
    "lordoftyphon",
    "lleech",
    "alhadikhia",
    "riot",
    "leviathan",
    "cacklejack",
    "gangster",
    "gnome",
    "bigwig",
    "godofug",
    "hindu",
    "knaves",
    "pope",
    "tor",
    "ventriloquist",
    "zenomancer",
];

/// The wire number of a character id (its index in [`WIRE_IDS`]).
pub fn wire_index(id: &str) -> Option<usize> {
    WIRE_IDS.iter().position(|w| *w == id)
}

/// Writes varints and interned strings.
#[derive(Debug, Default)]
pub struct Writer {
    bytes: Vec<u8>,
    strings: Vec<String>,
}

impl Writer {
    /// An empty writer.
    pub fn new() -> Self {
        Writer::default()
    }

    /// The bytes written so far.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// One raw byte.
    pub fn byte(&mut self, b: u8) {
        self.bytes.push(b);
    }

    /// An unsigned LEB128 varint (7 bits a byte, low bits first).
    pub fn varint(&mut self, mut v: u64) {
        loop {
            let b = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(b);
                return;
            }
            self.bytes.push(b | 0x80);
        }
    }

    /// A `usize` as a varint.
    pub fn usize(&mut self, v: usize) {
        self.varint(v as u64);
    }

    /// A string, interned: the first occurrence is written in full (`len << 1`, then UTF-8),
    /// a repeat is written as its table number (`index << 1 | 1`).
    pub fn str(&mut self, s: &str) {
        if !s.is_empty() {
            if let Some(i) = self.strings.iter().position(|x| x == s) {
                self.varint(((i as u64) << 1) | 1);
                return;
            }
            self.strings.push(s.to_string());
        }
        self.varint((s.len() as u64) << 1);
        self.bytes.extend_from_slice(s.as_bytes());
    }

    /// A character id: `index + 1` into [`WIRE_IDS`], or 0 then the id as a string.
    pub fn character(&mut self, id: &str) {
        match wire_index(id) {
            Some(i) => self.usize(i + 1),
            None => {
                self.varint(0);
                self.str(id);
            }
        }
    }
}

/// The most text a payload may decode to, repeats of interned strings included: without it,
/// one long string referred to thousands of times would take hundreds of megabytes.
pub const MAX_TEXT: usize = 256 * 1024;

/// Reads what [`Writer`] wrote, refusing anything out of bounds.
#[derive(Debug)]
pub struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    strings: Vec<String>,
    text_left: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Self {
        Reader {
            bytes,
            pos: 0,
            strings: Vec::new(),
            text_left: MAX_TEXT,
        }
    }

    /// Counts `len` bytes of decoded text against [`MAX_TEXT`].
    fn spend_text(&mut self, len: usize) -> Result<(), ShareError> {
        self.text_left = self
            .text_left
            .checked_sub(len)
            .ok_or(ShareError::TooLarge { max: MAX_TEXT })?;
        Ok(())
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// Fails unless every byte was read (trailing bytes mean a damaged or foreign payload).
    pub fn finish(&self) -> Result<(), ShareError> {
        if self.remaining() == 0 {
            Ok(())
        } else {
            Err(ShareError::TrailingBytes {
                count: self.remaining(),
            })
        }
    }

    /// One raw byte.
    pub fn byte(&mut self) -> Result<u8, ShareError> {
        let b = *self.bytes.get(self.pos).ok_or(ShareError::Truncated)?;
        self.pos += 1;
        Ok(b)
    }

    /// An unsigned LEB128 varint of at most 64 bits.
    pub fn varint(&mut self) -> Result<u64, ShareError> {
        let mut v: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let low = u64::from(b & 0x7f);
            if shift == 63 && low > 1 {
                return Err(ShareError::Malformed { what: "number" });
            }
            v |= low << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(ShareError::Malformed { what: "number" })
    }

    /// A varint that must fit in a `u32`.
    pub fn u32(&mut self) -> Result<u32, ShareError> {
        u32::try_from(self.varint()?).map_err(|_| ShareError::Malformed { what: "number" })
    }

    /// A varint that must fit in a `usize` and be at most `max`.
    pub fn usize_max(&mut self, max: usize) -> Result<usize, ShareError> {
        let v = self.varint()?;
        match usize::try_from(v) {
            Ok(v) if v <= max => Ok(v),
            _ => Err(ShareError::Malformed { what: "number" }),
        }
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    pub fn count(&mut self) -> Result<usize, ShareError> {
        let n = self.varint()?;
        if n > self.remaining() as u64 {
            return Err(ShareError::Truncated);
        }
        Ok(n as usize)
    }

    /// A string written by [`Writer::str`].
    pub fn str(&mut self) -> Result<String, ShareError> {
        let tag = self.varint()?;
        if tag & 1 == 1 {
            let i =
                usize::try_from(tag >> 1).map_err(|_| ShareError::Malformed { what: "text" })?;
            let s = self
                .strings
                .get(i)
                .cloned()
                .ok_or(ShareError::Malformed { what: "text" })?;
            self.spend_text(s.len())?;
            return Ok(s);
        }
        let len = tag >> 1;
        if len > self.remaining() as u64 {
            return Err(ShareError::Truncated);
        }
        let len = len as usize;
        self.spend_text(len)?;
        let raw = &self.bytes[self.pos..self.pos + len];
        self.pos += len;
        let s = std::str::from_utf8(raw)
            .map_err(|_| ShareError::Malformed { what: "text" })?
            .to_string();
        if !s.is_empty() {
            self.strings.push(s.clone());
        }
        Ok(s)
    }

    /// A character id written by [`Writer::character`].
    pub fn character(&mut self) -> Result<String, ShareError> {
        match self.usize_max(WIRE_IDS.len())? {
            0 => self.str(),
            i => Ok(WIRE_IDS[i - 1].to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character;

    /// Every character of the engine's table has a wire number (append new ids at the end of
    /// `WIRE_IDS`, never in the middle).
    #[test]
    fn every_table_id_has_a_wire_number() {
        for def in character::all() {
            assert!(
                wire_index(def.id).is_some(),
                "append {} to WIRE_IDS",
                def.id
            );
        }
        let mut seen = std::collections::HashSet::new();
        for id in WIRE_IDS {
            assert!(seen.insert(id), "{id} twice in WIRE_IDS");
        }
    }

    #[test]
    fn varints_strings_and_ids_round_trip() {
        let mut w = Writer::new();
        for v in [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            w.varint(v);
        }
        w.str("Alex");
        w.str("");
        w.str("Alex");
        w.str("Zoé");
        w.character("imp");
        w.character("homebrew_thing");
        w.character("homebrew_thing");
        let bytes = w.into_bytes();
        let mut r = Reader::new(&bytes);
        for v in [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX] {
            assert_eq!(r.varint().unwrap(), v);
        }
        assert_eq!(r.str().unwrap(), "Alex");
        assert_eq!(r.str().unwrap(), "");
        assert_eq!(r.str().unwrap(), "Alex");
        assert_eq!(r.str().unwrap(), "Zoé");
        assert_eq!(r.character().unwrap(), "imp");
        assert_eq!(r.character().unwrap(), "homebrew_thing");
        assert_eq!(r.character().unwrap(), "homebrew_thing");
        r.finish().unwrap();
    }

    #[test]
    fn hostile_bytes_are_refused() {
        // A varint longer than 64 bits.
        let mut r = Reader::new(&[0xff; 11]);
        assert!(r.varint().is_err());
        // A string longer than what is left.
        let mut r = Reader::new(&[0x7e, b'a']);
        assert_eq!(r.str(), Err(ShareError::Truncated));
        // A back-reference to a string never seen.
        let mut r = Reader::new(&[0x03]);
        assert!(r.str().is_err());
        // Invalid UTF-8.
        let mut r = Reader::new(&[0x02, 0xff]);
        assert!(r.str().is_err());
        // A count larger than the bytes left.
        let mut r = Reader::new(&[0x05, 1, 2]);
        assert_eq!(r.count(), Err(ShareError::Truncated));
    }

    /// One long string repeated by reference cannot blow up into megabytes of text.
    #[test]
    fn repeated_strings_stop_at_the_text_budget() {
        let mut w = Writer::new();
        let long = "x".repeat(30_000);
        for _ in 0..100 {
            w.str(&long);
        }
        let bytes = w.into_bytes();
        assert!(bytes.len() < 31_000);
        let mut r = Reader::new(&bytes);
        let mut result = Ok(String::new());
        for _ in 0..100 {
            result = r.str();
            if result.is_err() {
                break;
            }
        }
        assert_eq!(result, Err(ShareError::TooLarge { max: MAX_TEXT }));
    }
}
