//! The envelope shared by every link: a version prefix, then base64url (no padding) of the
//! zlib-compressed bytes (deflate with an Adler-32 checksum, so a link damaged while copying is
//! noticed instead of decoding into another game).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::Engine;
use miniz_oxide::inflate::TINFLStatus;

use super::error::ShareError;

/// The largest link, file or script accepted, in bytes (64 KB).
pub const MAX_INPUT: usize = 64 * 1024;
/// The most bytes a link may unpack to (a real game is a few kilobytes): a bound against
/// "zip bombs".
pub const MAX_UNPACKED: usize = 64 * 1024;

/// What a link carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    /// A whole game for a Storyteller (`g1.`).
    Game,
    /// The public town square for players (`t1.`).
    TownSquare,
}

impl LinkKind {
    /// The prefix of the current version.
    pub fn prefix(self) -> &'static str {
        match self {
            LinkKind::Game => "g1.",
            LinkKind::TownSquare => "t1.",
        }
    }

    /// The kind's name in error messages.
    pub fn label(self) -> &'static str {
        match self {
            LinkKind::Game => "game",
            LinkKind::TownSquare => "town square",
        }
    }

    fn letter(self) -> char {
        match self {
            LinkKind::Game => 'g',
            LinkKind::TownSquare => 't',
        }
    }
}

/// Accepts links with or without `=` padding, so a padded copy still opens.
const LENIENT: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::URL_SAFE,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// `prefix` + base64url(zlib(`bytes`)).
pub fn pack(kind: LinkKind, bytes: &[u8]) -> String {
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(bytes, 10);
    let mut out = String::from(kind.prefix());
    URL_SAFE_NO_PAD.encode_string(compressed, &mut out);
    out
}

/// The kind of a link, from its prefix (the part after `#` if a whole URL is given).
pub fn kind_of(text: &str) -> Result<LinkKind, ShareError> {
    let payload = fragment(text)?;
    let (kind, _) = split_prefix(&payload)?;
    Ok(kind)
}

/// The bytes a link of `expected` kind carries. `text` may be a whole URL, a `#fragment` or the
/// bare payload, with spaces or line breaks from a chat message.
pub fn unpack(text: &str, expected: LinkKind) -> Result<Vec<u8>, ShareError> {
    let payload = fragment(text)?;
    let (kind, body) = split_prefix(&payload)?;
    if kind != expected {
        return Err(ShareError::WrongKind {
            expected: expected.label(),
            found: kind.label(),
        });
    }
    let compressed = LENIENT
        .decode(body.as_bytes())
        .map_err(|_| ShareError::BadEncoding)?;
    miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&compressed, MAX_UNPACKED).map_err(
        |e| match e.status {
            TINFLStatus::HasMoreOutput => ShareError::TooLarge { max: MAX_UNPACKED },
            _ => ShareError::BadCompression,
        },
    )
}

/// `base` (any fragment removed) + `#` + `payload`.
pub fn link(base: &str, payload: &str) -> String {
    let base = base.split('#').next().unwrap_or("");
    format!("{base}#{payload}")
}

/// The text of a JSON file or pasted text, checked before parsing: refused when larger than
/// [`MAX_INPUT`] or blank; a leading byte-order mark is dropped.
pub(crate) fn json_text(text: &str) -> Result<&str, ShareError> {
    if text.len() > MAX_INPUT {
        return Err(ShareError::TooLong {
            len: text.len(),
            max: MAX_INPUT,
        });
    }
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(ShareError::Empty);
    }
    Ok(text)
}

/// The payload of a link: after the last `#`, without whitespace.
fn fragment(text: &str) -> Result<String, ShareError> {
    if text.len() > MAX_INPUT {
        return Err(ShareError::TooLong {
            len: text.len(),
            max: MAX_INPUT,
        });
    }
    let after = text.rsplit('#').next().unwrap_or("");
    let payload: String = after.chars().filter(|c| !c.is_whitespace()).collect();
    if payload.is_empty() {
        return Err(ShareError::Empty);
    }
    Ok(payload)
}

/// Splits `g1.` / `t1.` from the body; a known letter with another version number is a link
/// from another version of the app.
fn split_prefix(payload: &str) -> Result<(LinkKind, &str), ShareError> {
    for kind in [LinkKind::Game, LinkKind::TownSquare] {
        if let Some(body) = payload.strip_prefix(kind.prefix()) {
            return Ok((kind, body));
        }
        if let Some(rest) = payload.strip_prefix(kind.letter()) {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && digits <= 4 && rest.as_bytes().get(digits) == Some(&b'.') {
                return Err(ShareError::UnsupportedVersion {
                    prefix: payload[..digits + 2].to_string(),
                });
            }
        }
    }
    Err(ShareError::NotALink)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_unpack_round_trip_and_link_forms() {
        let bytes = b"hello hello hello grimoire".to_vec();
        let p = pack(LinkKind::Game, &bytes);
        assert!(p.starts_with("g1."));
        assert!(p[3..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        assert_eq!(unpack(&p, LinkKind::Game).unwrap(), bytes);
        let url = link("https://example.org/grimoire/#old", &p);
        assert_eq!(url, format!("https://example.org/grimoire/#{p}"));
        assert_eq!(unpack(&url, LinkKind::Game).unwrap(), bytes);
        let wrapped = format!("  {}\n{}  ", &p[..10], &p[10..]);
        assert_eq!(unpack(&wrapped, LinkKind::Game).unwrap(), bytes);
        assert_eq!(kind_of(&url).unwrap(), LinkKind::Game);
    }

    #[test]
    fn bad_envelopes_get_their_own_error() {
        let p = pack(LinkKind::TownSquare, b"abc");
        assert_eq!(
            unpack(&p, LinkKind::Game),
            Err(ShareError::WrongKind {
                expected: "game",
                found: "town square"
            })
        );
        assert_eq!(unpack("", LinkKind::Game), Err(ShareError::Empty));
        assert_eq!(
            unpack("https://x/#", LinkKind::Game),
            Err(ShareError::Empty)
        );
        assert_eq!(unpack("hello", LinkKind::Game), Err(ShareError::NotALink));
        assert_eq!(
            unpack("g2.AAAA", LinkKind::Game),
            Err(ShareError::UnsupportedVersion {
                prefix: "g2.".into()
            })
        );
        assert_eq!(
            unpack("g1.AA*A", LinkKind::Game),
            Err(ShareError::BadEncoding)
        );
        assert_eq!(
            unpack("g1.AAAA", LinkKind::Game),
            Err(ShareError::BadCompression)
        );
        let long = "g1.".to_string() + &"A".repeat(MAX_INPUT);
        assert!(matches!(
            unpack(&long, LinkKind::Game),
            Err(ShareError::TooLong { .. })
        ));
        // A flipped character breaks the checksum.
        let good = pack(LinkKind::Game, b"some game bytes of a reasonable length");
        let mut bad = good.clone().into_bytes();
        let i = bad.len() - 3;
        bad[i] = if bad[i] == b'A' { b'B' } else { b'A' };
        let bad = String::from_utf8(bad).unwrap();
        assert!(unpack(&bad, LinkKind::Game).is_err());
        // Truncated.
        assert!(unpack(&good[..good.len() - 4], LinkKind::Game).is_err());
    }

    #[test]
    fn zip_bombs_stop_at_the_limit() {
        let bomb = vec![0u8; 10 * MAX_UNPACKED];
        let p = pack(LinkKind::Game, &bomb);
        assert!(p.len() < 2_000);
        assert_eq!(
            unpack(&p, LinkKind::Game),
            Err(ShareError::TooLarge { max: MAX_UNPACKED })
        );
    }
}
