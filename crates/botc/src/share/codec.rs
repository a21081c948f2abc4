//! The links of a Blood on the Clocktower game in the table's envelope
//! ([`table::envelope`]): a game link (`g2.`, and `g1.` as written before links named their
//! game) and the public town square (`t2.`, and `t1.` as written before links named their
//! game).

use table::envelope::{self, EnvelopeError};

use super::error::ShareError;

pub use table::envelope::{link, MAX_FILE, MAX_INPUT, MAX_UNPACKED};

/// What a link carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    /// A whole game for a Storyteller (`g2.`; `g1.` still read).
    Game,
    /// The public town square for players (`t2.`; `t1.` still read).
    TownSquare,
    /// The script as players need it (`h1.`): see [`super::handout`].
    Handout,
}

/// The kind letters of the links this app reads.
pub const LETTERS: [char; 3] = ['g', 't', 'h'];

impl LinkKind {
    /// The format version written now.
    pub fn version(self) -> u32 {
        match self {
            LinkKind::Game => 2,
            LinkKind::TownSquare => 2,
            LinkKind::Handout => 1,
        }
    }

    /// The format versions read.
    fn readable(self) -> &'static [u32] {
        match self {
            LinkKind::Game => &[1, 2],
            LinkKind::TownSquare => &[1, 2],
            LinkKind::Handout => &[1],
        }
    }

    /// The prefix of the current version.
    pub fn prefix(self) -> String {
        format!("{}{}.", self.letter(), self.version())
    }

    /// The kind's name in error messages.
    pub fn label(self) -> &'static str {
        match self {
            LinkKind::Game => "game",
            LinkKind::TownSquare => "town square",
            LinkKind::Handout => "handout",
        }
    }

    fn letter(self) -> char {
        match self {
            LinkKind::Game => 'g',
            LinkKind::TownSquare => 't',
            LinkKind::Handout => 'h',
        }
    }

    fn of_letter(letter: char) -> LinkKind {
        match letter {
            'g' => LinkKind::Game,
            'h' => LinkKind::Handout,
            _ => LinkKind::TownSquare,
        }
    }
}

impl From<EnvelopeError> for ShareError {
    fn from(e: EnvelopeError) -> Self {
        match e {
            EnvelopeError::Empty => ShareError::Empty,
            EnvelopeError::TooLong { len, max } => ShareError::TooLong { len, max },
            EnvelopeError::NotALink => ShareError::NotALink,
            EnvelopeError::UnsupportedVersion { prefix } => {
                ShareError::UnsupportedVersion { prefix }
            }
            EnvelopeError::BadEncoding => ShareError::BadEncoding,
            EnvelopeError::BadCompression => ShareError::BadCompression,
            EnvelopeError::TooLarge { max } => ShareError::TooLarge { max },
        }
    }
}

/// The current prefix + base64url(zlib(`bytes`)).
pub fn pack(kind: LinkKind, bytes: &[u8]) -> String {
    pack_version(kind, kind.version(), bytes)
}

/// A link of format `version` (an older one, for tests and tools that write them).
pub fn pack_version(kind: LinkKind, version: u32, bytes: &[u8]) -> String {
    envelope::pack(kind.letter(), version, bytes)
}

/// The kind of a link, from its prefix (the part after `#` if a whole URL is given).
pub fn kind_of(text: &str) -> Result<LinkKind, ShareError> {
    let (letter, _) = envelope::prefix_of(text, &LETTERS)?;
    Ok(LinkKind::of_letter(letter))
}

/// The format version and bytes of a link of `expected` kind. `text` may be a whole URL, a
/// `#fragment` or the bare payload, with spaces or line breaks from a chat message.
pub fn unpack_versioned(text: &str, expected: LinkKind) -> Result<(u32, Vec<u8>), ShareError> {
    envelope::unpack(text, expected.letter(), expected.readable(), &LETTERS)?.map_err(|found| {
        ShareError::WrongKind {
            expected: expected.label(),
            found: LinkKind::of_letter(found).label(),
        }
    })
}

/// The bytes a link of `expected` kind carries, whatever its version.
pub fn unpack(text: &str, expected: LinkKind) -> Result<Vec<u8>, ShareError> {
    unpack_versioned(text, expected).map(|(_, bytes)| bytes)
}

/// The text of a JSON file or pasted text, checked before parsing: refused when larger than
/// [`MAX_FILE`] or blank; a leading byte-order mark is dropped.
pub(crate) fn json_text(text: &str) -> Result<&str, ShareError> {
    Ok(envelope::json_text(text)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The envelope's refusals keep their meaning in this game's errors, and a link of the
    /// other kind names both.
    #[test]
    fn kinds_and_versions() {
        let g = pack(LinkKind::Game, b"abc");
        assert!(g.starts_with("g2."));
        assert_eq!(kind_of(&g).unwrap(), LinkKind::Game);
        assert_eq!(
            unpack_versioned(&g, LinkKind::Game).unwrap(),
            (2, b"abc".to_vec())
        );
        let old = pack_version(LinkKind::Game, 1, b"abc");
        assert_eq!(
            unpack_versioned(&old, LinkKind::Game).unwrap(),
            (1, b"abc".to_vec())
        );
        let t = pack(LinkKind::TownSquare, b"abc");
        assert!(t.starts_with("t2."));
        assert_eq!(
            unpack(&t, LinkKind::Game),
            Err(ShareError::WrongKind {
                expected: "game",
                found: "town square"
            })
        );
        assert_eq!(
            unpack("g3.AAAA", LinkKind::Game),
            Err(ShareError::UnsupportedVersion {
                prefix: "g3.".into()
            })
        );
        assert_eq!(
            unpack("t3.AAAA", LinkKind::TownSquare),
            Err(ShareError::UnsupportedVersion {
                prefix: "t3.".into()
            })
        );
        assert_eq!(unpack("hello", LinkKind::Game), Err(ShareError::NotALink));
        assert_eq!(unpack("", LinkKind::Game), Err(ShareError::Empty));
        assert_eq!(
            unpack("g1.AAAA", LinkKind::Game),
            Err(ShareError::BadCompression)
        );
        let bomb = pack(LinkKind::Game, &vec![0u8; 10 * MAX_UNPACKED]);
        assert_eq!(
            unpack(&bomb, LinkKind::Game),
            Err(ShareError::TooLarge { max: MAX_UNPACKED })
        );
    }
}
