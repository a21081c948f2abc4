//! The envelope of every link, whatever the game: a prefix naming the kind of link and its
//! format version (`g2.`: a letter, a number, a dot), then base64url (no padding) of the
//! zlib-compressed bytes (deflate with an Adler-32 checksum, so a link damaged while copying is
//! noticed instead of decoding into another game). Inputs and unpacked bytes are bounded.

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::Engine;
use miniz_oxide::inflate::TINFLStatus;

/// The largest link accepted, in bytes (64 KB).
pub const MAX_INPUT: usize = 64 * 1024;
/// The largest game file, script or pasted JSON accepted, in bytes (1 MB). Files are not
/// compressed: a long game's file (a Quinte-bourg fortnight is 60 KB or more, re-indented by an
/// editor more still) must open again, while a 40 MB file is refused before it is read.
pub const MAX_FILE: usize = 1024 * 1024;
/// The most bytes a link may unpack to (a real game is a few kilobytes): a bound against
/// "zip bombs".
pub const MAX_UNPACKED: usize = 64 * 1024;

/// Why an envelope could not be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnvelopeError {
    /// Nothing to read.
    Empty,
    /// Longer than [`MAX_INPUT`].
    TooLong { len: usize, max: usize },
    /// No known prefix.
    NotALink,
    /// A known kind in a format version this build does not read (`prefix`, e.g. `g9.`).
    UnsupportedVersion { prefix: String },
    /// Not base64url.
    BadEncoding,
    /// Not zlib, or a checksum that does not match.
    BadCompression,
    /// Unpacks to more than [`MAX_UNPACKED`] bytes.
    TooLarge { max: usize },
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvelopeError::Empty => write!(f, "nothing to read"),
            EnvelopeError::TooLong { len, max } => write!(f, "{len} bytes, more than {max}"),
            EnvelopeError::NotALink => write!(f, "not a link"),
            EnvelopeError::UnsupportedVersion { prefix } => {
                write!(f, "a link of format {prefix} made by another version")
            }
            EnvelopeError::BadEncoding => write!(f, "not base64url"),
            EnvelopeError::BadCompression => write!(f, "damaged compressed data"),
            EnvelopeError::TooLarge { max } => write!(f, "unpacks to more than {max} bytes"),
        }
    }
}

impl std::error::Error for EnvelopeError {}

/// Accepts links with or without `=` padding, so a padded copy still opens.
const LENIENT: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// `letter` + `version` + `.` + base64url(zlib(`bytes`)).
pub fn pack(letter: char, version: u32, bytes: &[u8]) -> String {
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(bytes, 10);
    let mut out = format!("{letter}{version}.");
    URL_SAFE_NO_PAD.encode_string(compressed, &mut out);
    out
}

/// The kind letter and version of a link's prefix (the part after `#` if a whole URL is
/// given), among `letters`.
pub fn prefix_of(text: &str, letters: &[char]) -> Result<(char, u32), EnvelopeError> {
    let payload = fragment(text)?;
    let (letter, version, _) = split_prefix(&payload, letters)?;
    Ok((letter, version))
}

/// The version and bytes of a link of kind `letter`, in one of the `readable` versions.
/// `text` may be a whole URL, a `#fragment` or the bare payload, with spaces or line breaks
/// from a chat message. A link of another kind is reported as `Ok(Err(letter))` so the caller
/// can name both kinds.
pub fn unpack(
    text: &str,
    letter: char,
    readable: &[u32],
    letters: &[char],
) -> Result<Result<(u32, Vec<u8>), char>, EnvelopeError> {
    let payload = fragment(text)?;
    let (found, version, body) = split_prefix(&payload, letters)?;
    if found != letter {
        return Ok(Err(found));
    }
    if !readable.contains(&version) {
        return Err(EnvelopeError::UnsupportedVersion {
            prefix: format!("{found}{version}."),
        });
    }
    let compressed = LENIENT
        .decode(body.as_bytes())
        .map_err(|_| EnvelopeError::BadEncoding)?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&compressed, MAX_UNPACKED)
        .map_err(|e| match e.status {
            TINFLStatus::HasMoreOutput => EnvelopeError::TooLarge { max: MAX_UNPACKED },
            _ => EnvelopeError::BadCompression,
        })?;
    Ok(Ok((version, bytes)))
}

/// Whether a link just made opens again on any phone: no longer than [`MAX_INPUT`], and
/// unpacking to at most [`MAX_UNPACKED`] bytes. A long game can outgrow a link (a Quinte-bourg
/// game of some 1,500 moves does); the sheet that makes it says so and offers the file instead
/// of handing over a link every decoder refuses.
pub fn opens(link: &str) -> Result<(), EnvelopeError> {
    let payload = fragment(link)?;
    let letter = payload.chars().next().ok_or(EnvelopeError::NotALink)?;
    let (_, version) = prefix_of(&payload, &[letter])?;
    unpack(&payload, letter, &[version], &[letter]).map(|_| ())
}

/// `base` (any fragment removed) + `#` + `payload`.
pub fn link(base: &str, payload: &str) -> String {
    let base = base.split('#').next().unwrap_or("");
    format!("{base}#{payload}")
}

/// The text of a JSON file or pasted text, checked before parsing: refused when larger than
/// [`MAX_FILE`] or blank; a leading byte-order mark is dropped.
pub fn json_text(text: &str) -> Result<&str, EnvelopeError> {
    if text.len() > MAX_FILE {
        return Err(EnvelopeError::TooLong {
            len: text.len(),
            max: MAX_FILE,
        });
    }
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(EnvelopeError::Empty);
    }
    Ok(text)
}

/// The payload of a link: after the last `#`, without whitespace.
fn fragment(text: &str) -> Result<String, EnvelopeError> {
    if text.len() > MAX_INPUT {
        return Err(EnvelopeError::TooLong {
            len: text.len(),
            max: MAX_INPUT,
        });
    }
    let after = text.rsplit('#').next().unwrap_or("");
    let payload: String = after.chars().filter(|c| !c.is_whitespace()).collect();
    if payload.is_empty() {
        return Err(EnvelopeError::Empty);
    }
    Ok(payload)
}

/// Splits `g2.` from the body: a known letter, one to four digits, a dot.
fn split_prefix<'a>(
    payload: &'a str,
    letters: &[char],
) -> Result<(char, u32, &'a str), EnvelopeError> {
    let mut chars = payload.chars();
    let letter = chars.next().ok_or(EnvelopeError::NotALink)?;
    if !letters.contains(&letter) {
        return Err(EnvelopeError::NotALink);
    }
    let rest = chars.as_str();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 || rest.as_bytes().get(digits) != Some(&b'.') {
        return Err(EnvelopeError::NotALink);
    }
    let version = rest[..digits]
        .parse()
        .map_err(|_| EnvelopeError::NotALink)?;
    Ok((letter, version, &rest[digits + 1..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const KINDS: [char; 2] = ['g', 't'];

    #[test]
    fn a_link_that_outgrew_the_limits_does_not_open() {
        let small = link("https://x.example/#old", &pack('q', 1, b"a short game"));
        assert_eq!(opens(&small), Ok(()));
        // Random-looking bytes do not compress: over 64 KB of link.
        let mut noise = Vec::new();
        let mut x: u32 = 7;
        for _ in 0..60_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            noise.push((x >> 16) as u8);
        }
        assert!(matches!(
            opens(&pack('q', 1, &noise)),
            Err(EnvelopeError::TooLong { .. })
        ));
        // Repetitive bytes compress into a short link that unpacks past the limit.
        let long = pack('g', 2, &vec![b'a'; MAX_UNPACKED + 1]);
        assert!(long.len() < 1000);
        assert_eq!(
            opens(&long),
            Err(EnvelopeError::TooLarge { max: MAX_UNPACKED })
        );
        assert_eq!(opens(&pack('g', 2, &vec![b'a'; MAX_UNPACKED])), Ok(()));
    }

    fn open(text: &str, readable: &[u32]) -> Result<Result<(u32, Vec<u8>), char>, EnvelopeError> {
        unpack(text, 'g', readable, &KINDS)
    }

    #[test]
    fn pack_unpack_round_trip_and_link_forms() {
        let bytes = b"hello hello hello grimoire".to_vec();
        let p = pack('g', 2, &bytes);
        assert!(p.starts_with("g2."));
        assert!(p[3..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(open(&p, &[1, 2]), Ok(Ok((2, bytes.clone()))));
        let url = link("https://example.org/grimoire/#old", &p);
        assert_eq!(url, format!("https://example.org/grimoire/#{p}"));
        assert_eq!(open(&url, &[2]), Ok(Ok((2, bytes.clone()))));
        let wrapped = format!("  {}\n{}  ", &p[..10], &p[10..]);
        assert_eq!(open(&wrapped, &[2]), Ok(Ok((2, bytes))));
        assert_eq!(prefix_of(&url, &KINDS), Ok(('g', 2)));
    }

    #[test]
    fn bad_envelopes_get_their_own_error() {
        assert_eq!(open(&pack('t', 1, b"abc"), &[1]), Ok(Err('t')));
        assert_eq!(open("", &[1]), Err(EnvelopeError::Empty));
        assert_eq!(open("https://x/#", &[1]), Err(EnvelopeError::Empty));
        for not in ["hello", "g.AAAA", "x1.AAAA", "g12345.AAAA", "g1AAAA"] {
            assert_eq!(open(not, &[1]), Err(EnvelopeError::NotALink), "{not}");
        }
        assert_eq!(
            open("g9.AAAA", &[1, 2]),
            Err(EnvelopeError::UnsupportedVersion {
                prefix: "g9.".into()
            })
        );
        assert_eq!(open("g1.AA*A", &[1]), Err(EnvelopeError::BadEncoding));
        assert_eq!(open("g1.AAAA", &[1]), Err(EnvelopeError::BadCompression));
        let long = "g1.".to_string() + &"A".repeat(MAX_INPUT);
        assert!(matches!(
            open(&long, &[1]),
            Err(EnvelopeError::TooLong { .. })
        ));
        // A flipped character breaks the checksum; a truncated link does not open.
        let good = pack('g', 1, b"some game bytes of a reasonable length");
        let mut bad = good.clone().into_bytes();
        let i = bad.len() - 3;
        bad[i] = if bad[i] == b'A' { b'B' } else { b'A' };
        assert!(open(&String::from_utf8(bad).unwrap(), &[1]).is_err());
        assert!(open(&good[..good.len() - 4], &[1]).is_err());
    }

    #[test]
    fn zip_bombs_stop_at_the_limit() {
        let p = pack('g', 1, &vec![0u8; 10 * MAX_UNPACKED]);
        assert!(p.len() < 2_000);
        assert_eq!(
            open(&p, &[1]),
            Err(EnvelopeError::TooLarge { max: MAX_UNPACKED })
        );
    }

    #[test]
    fn json_text_is_bounded_and_not_blank() {
        assert_eq!(json_text("\u{feff}[1]"), Ok("[1]"));
        assert_eq!(json_text("  \n"), Err(EnvelopeError::Empty));
        assert!(matches!(
            json_text(&" ".repeat(MAX_FILE + 1)),
            Err(EnvelopeError::TooLong { .. })
        ));
    }
}
