//! A player's card link (`c1.`): what one player is shown, opened on that player's own phone.
//!
//! The Storyteller (or game master) shows a QR code instead of the phone; the player's phone
//! opens the home page with the card in the address's fragment (never sent to a server) and
//! shows it read-only. The card carries its words already written, in both languages, so the
//! page that shows it needs neither game's rules nor texts: the reader picks the language.
//!
//! It holds ONLY what the card shows: the player's own name, the character (or cards) they
//! believe they are with its text, and any night information shown to them. The game's
//! builders (`grimoire::player_card`) decide what that is; nothing else of the game (no seat
//! list, no other player's character, no game id) has a place in the format.
//!
//! ```text
//! c1. base64url( zlib( body ) )
//! body:
//!   string ruleset        the game's ruleset id ("botc", "quintebourg")
//!   string player         the player's own name ("" for none)
//!   varint faces          1..=MAX_FACES
//!     words title         the face's title
//!     varint lines        0..=MAX_LINES
//!       byte kind         0 a character or card, 1 a player pointed at, 2 a big word or number
//!       words name
//!       words detail      its type, camp… ("" for none)
//!       words text        its ability or what it does ("" for none)
//! words:  string en, string fr
//! string: varint length (bytes), then UTF-8
//! varint: unsigned LEB128, at most 4 bytes here
//! ```

use std::fmt;

use crate::envelope::{self, EnvelopeError};
use crate::Lang;

/// The kind letter of card links.
pub const LETTER: char = 'c';
/// The version written now.
pub const VERSION: u32 = 1;
/// The versions this build reads.
pub const READABLE: [u32; 1] = [1];
/// At most this many faces on one card.
pub const MAX_FACES: usize = 8;
/// At most this many lines on one face.
pub const MAX_LINES: usize = 20;
/// At most this many bytes in one text (a long ability, a Storyteller's sentence).
pub const MAX_TEXT: usize = 1200;

/// A text in both languages of the app.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Words {
    pub en: String,
    pub fr: String,
}

impl Words {
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> Self {
        Words {
            en: en.into(),
            fr: fr.into(),
        }
    }

    /// The same text in both languages (a player's name, a number).
    pub fn same(text: impl Into<String>) -> Self {
        let text = text.into();
        Words {
            en: text.clone(),
            fr: text,
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.en.is_empty() && self.fr.is_empty()
    }
}

/// What a line of a face shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    /// A character or a card, with its type and its text.
    Character,
    /// A player pointed at.
    Player,
    /// A big word, number or sentence.
    Big,
}

/// One line of a face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub kind: LineKind,
    pub name: Words,
    pub detail: Words,
    pub text: Words,
}

impl Line {
    pub fn character(name: Words, detail: Words, text: Words) -> Self {
        Line {
            kind: LineKind::Character,
            name,
            detail,
            text,
        }
    }

    pub fn player(name: &str) -> Self {
        Line {
            kind: LineKind::Player,
            name: Words::same(name),
            detail: Words::default(),
            text: Words::default(),
        }
    }

    pub fn big(text: Words) -> Self {
        Line {
            kind: LineKind::Big,
            name: text,
            detail: Words::default(),
            text: Words::default(),
        }
    }
}

/// One face of the card: a title ("You are", "These are your Minions") and what it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Face {
    pub title: Words,
    pub lines: Vec<Line>,
}

/// What one player is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerCard {
    /// The game's ruleset id.
    pub ruleset: String,
    /// The player's own name ("" for none).
    pub player: String,
    pub faces: Vec<Face>,
}

/// Why a card link cannot be shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    /// The envelope is damaged, too long, or not a link.
    Envelope(EnvelopeError),
    /// A link, but of another kind (a game, a town square…).
    OtherKind,
    /// The data ends early.
    Truncated,
    /// A value the format does not allow (`what`).
    Malformed(&'static str),
    /// Bytes after the end.
    TrailingBytes,
}

impl From<EnvelopeError> for CardError {
    fn from(e: EnvelopeError) -> Self {
        CardError::Envelope(e)
    }
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardError::Envelope(e) => write!(f, "{e}"),
            CardError::OtherKind => write!(f, "a link of another kind"),
            CardError::Truncated => write!(f, "truncated"),
            CardError::Malformed(what) => write!(f, "malformed {what}"),
            CardError::TrailingBytes => write!(f, "bytes after the end"),
        }
    }
}

impl std::error::Error for CardError {}

impl CardError {
    /// What went wrong, for the player holding the phone, in plain words.
    pub fn message(&self, lang: Lang) -> String {
        let m = |en: &str, fr: &str| match lang {
            Lang::En => en.to_string(),
            Lang::Fr => fr.to_string(),
        };
        let damaged = m(
            "This card is damaged: it was cut or changed on the way. Ask for its QR code again.",
            "Cette carte est abîmée : elle a été coupée ou modifiée en chemin. Demandez qu'on vous montre à nouveau son code QR.",
        );
        match self {
            CardError::Envelope(EnvelopeError::Empty | EnvelopeError::NotALink) => m(
                "This is not a player's card.",
                "Ce n'est pas une carte de joueur.",
            ),
            CardError::Envelope(EnvelopeError::UnsupportedVersion { .. }) => m(
                "This card was made by a newer version of Grimoire: update the app to read it.",
                "Cette carte vient d'une version plus récente de Grimoire : mettez l'application à jour pour la lire.",
            ),
            CardError::Envelope(EnvelopeError::TooLong { .. } | EnvelopeError::TooLarge { .. }) => m(
                "This is too large to be a player's card.",
                "C'est trop gros pour être une carte de joueur.",
            ),
            CardError::OtherKind => m(
                "This is a Grimoire link, but not a player's card.",
                "C'est un lien Grimoire, mais pas une carte de joueur.",
            ),
            CardError::Envelope(EnvelopeError::BadEncoding | EnvelopeError::BadCompression)
            | CardError::Truncated
            | CardError::Malformed(_)
            | CardError::TrailingBytes => damaged,
        }
    }
}

/// The link's payload (`c1.…`), to put after `#`.
pub fn encode(card: &PlayerCard) -> String {
    envelope::pack(LETTER, VERSION, &bytes(card))
}

/// Whether `text` (a URL, a `#fragment` or a payload) is a card link, whatever its version.
pub fn is_card_link(text: &str) -> bool {
    envelope::prefix_of(text, &[LETTER]).is_ok()
}

/// Reads a card link (a whole URL, a `#fragment` or the bare payload). `other_letters` are the
/// kind letters of the app's other links, so that one of them is told apart from garbage.
pub fn decode(text: &str, other_letters: &[char]) -> Result<PlayerCard, CardError> {
    let mut letters = vec![LETTER];
    letters.extend(other_letters.iter().copied().filter(|c| *c != LETTER));
    let (_, body) =
        envelope::unpack(text, LETTER, &READABLE, &letters)?.map_err(|_| CardError::OtherKind)?;
    from_bytes(&body)
}

/// The body of a card, unpacked.
pub fn bytes(card: &PlayerCard) -> Vec<u8> {
    let mut out = Vec::new();
    put_str(&mut out, &card.ruleset);
    put_str(&mut out, &card.player);
    put_varint(&mut out, card.faces.len() as u32);
    for face in &card.faces {
        put_words(&mut out, &face.title);
        put_varint(&mut out, face.lines.len() as u32);
        for line in &face.lines {
            out.push(match line.kind {
                LineKind::Character => 0,
                LineKind::Player => 1,
                LineKind::Big => 2,
            });
            put_words(&mut out, &line.name);
            put_words(&mut out, &line.detail);
            put_words(&mut out, &line.text);
        }
    }
    out
}

/// Reads the body of a card.
pub fn from_bytes(data: &[u8]) -> Result<PlayerCard, CardError> {
    let mut r = Reader { data, at: 0 };
    let ruleset = r.str()?;
    if ruleset.is_empty() || ruleset.len() > 40 {
        return Err(CardError::Malformed("ruleset"));
    }
    let player = r.str()?;
    let count = r.varint()? as usize;
    if count == 0 || count > MAX_FACES {
        return Err(CardError::Malformed("faces"));
    }
    let mut faces = Vec::with_capacity(count);
    for _ in 0..count {
        let title = r.words()?;
        let n = r.varint()? as usize;
        if n > MAX_LINES {
            return Err(CardError::Malformed("lines"));
        }
        let mut lines = Vec::with_capacity(n);
        for _ in 0..n {
            let kind = match r.byte()? {
                0 => LineKind::Character,
                1 => LineKind::Player,
                2 => LineKind::Big,
                _ => return Err(CardError::Malformed("line")),
            };
            lines.push(Line {
                kind,
                name: r.words()?,
                detail: r.words()?,
                text: r.words()?,
            });
        }
        faces.push(Face { title, lines });
    }
    if r.at != data.len() {
        return Err(CardError::TrailingBytes);
    }
    Ok(PlayerCard {
        ruleset,
        player,
        faces,
    })
}

fn put_varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// Writes a string, cut to [`MAX_TEXT`] bytes at a character boundary.
fn put_str(out: &mut Vec<u8>, s: &str) {
    let mut end = s.len().min(MAX_TEXT);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    put_varint(out, end as u32);
    out.extend_from_slice(&s.as_bytes()[..end]);
}

fn put_words(out: &mut Vec<u8>, w: &Words) {
    put_str(out, &w.en);
    put_str(out, &w.fr);
}

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, CardError> {
        let b = *self.data.get(self.at).ok_or(CardError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    fn varint(&mut self) -> Result<u32, CardError> {
        let mut v: u32 = 0;
        for i in 0..4 {
            let b = self.byte()?;
            v |= u32::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(CardError::Malformed("number"))
    }

    fn str(&mut self) -> Result<String, CardError> {
        let len = self.varint()? as usize;
        if len > MAX_TEXT {
            return Err(CardError::Malformed("text"));
        }
        let end = self.at.checked_add(len).ok_or(CardError::Truncated)?;
        let slice = self.data.get(self.at..end).ok_or(CardError::Truncated)?;
        self.at = end;
        String::from_utf8(slice.to_vec()).map_err(|_| CardError::Malformed("text"))
    }

    fn words(&mut self) -> Result<Words, CardError> {
        Ok(Words {
            en: self.str()?,
            fr: self.str()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fuzz::{link_input, Links};
    use crate::rng::Rng;

    fn sample() -> PlayerCard {
        PlayerCard {
            ruleset: "botc".into(),
            player: "Zoé".into(),
            faces: vec![
                Face {
                    title: Words::new("You are", "Vous êtes"),
                    lines: vec![Line::character(
                        Words::new("Chef", "Cuisinier"),
                        Words::new("Townsfolk", "Villageois"),
                        Words::new(
                            "You start knowing how many pairs of evil players there are.",
                            "Vous savez combien de paires de joueurs maléfiques sont assis côte à côte.",
                        ),
                    )],
                },
                Face {
                    title: Words::new("These players", "Ces joueurs"),
                    lines: vec![Line::player("Ana"), Line::big(Words::same("2"))],
                },
            ],
        }
    }

    #[test]
    fn a_card_round_trips_through_its_link() {
        let card = sample();
        let payload = encode(&card);
        assert!(payload.starts_with("c1."));
        let url = envelope::link("https://example.org/grimoire/botc.html", &payload);
        assert_eq!(decode(&url, &['g', 't']), Ok(card.clone()));
        assert_eq!(decode(&payload, &[]), Ok(card));
        assert!(is_card_link(&url));
        assert!(is_card_link("c7.AAAA"));
        assert!(!is_card_link("g2.AAAA"));
    }

    #[test]
    fn broken_and_hostile_card_links_say_so_in_plain_words() {
        let good = encode(&sample());
        let cases: Vec<(String, CardError)> = vec![
            ("".into(), CardError::Envelope(EnvelopeError::Empty)),
            ("hello".into(), CardError::Envelope(EnvelopeError::NotALink)),
            (envelope::pack('g', 2, b"x"), CardError::OtherKind),
            (
                "c9.AAAA".into(),
                CardError::Envelope(EnvelopeError::UnsupportedVersion {
                    prefix: "c9.".into(),
                }),
            ),
            (
                {
                    // One character changed while copying: the checksum catches it.
                    let mut b = good.clone().into_bytes();
                    let i = b.len() - 10;
                    b[i] = if b[i] == b'A' { b'B' } else { b'A' };
                    String::from_utf8(b).unwrap()
                },
                CardError::Envelope(EnvelopeError::BadCompression),
            ),
            (
                envelope::pack('c', 1, &[4, b'b', b'o', b't', b'c', 0, 1]),
                CardError::Truncated,
            ),
            (
                envelope::pack('c', 1, &[4, b'b', b'o', b't', b'c', 0, 0]),
                CardError::Malformed("faces"),
            ),
            (
                envelope::pack('c', 1, &[4, b'b', b'o', b't', b'c', 0, 1, 0, 0, 1, 9]),
                CardError::Malformed("line"),
            ),
            (
                envelope::pack('c', 1, &[4, b'b', b'o', b't', b'c', 0, 1, 0, 0, 0, 7]),
                CardError::TrailingBytes,
            ),
            (
                envelope::pack('c', 1, &[4, b'b', b'o', b't', b'c', 2, 0xff, 0xfe]),
                CardError::Malformed("text"),
            ),
            (
                envelope::pack('c', 1, &[0xff, 0xff, 0xff, 0xff, 0x7f]),
                CardError::Malformed("number"),
            ),
            (
                envelope::pack('c', 1, &[0xff, 0xff, 0x03]),
                CardError::Malformed("text"),
            ),
        ];
        for (input, expected) in cases {
            let got = decode(&input, &['g', 't', 'q', 'v']);
            assert_eq!(got, Err(expected.clone()), "{input}");
            for lang in [Lang::En, Lang::Fr] {
                let message = expected.message(lang);
                assert!(message.ends_with('.') && message.len() > 20, "{message}");
                assert!(!message.contains("base64") && !message.contains("zlib"));
            }
        }
        assert_eq!(
            CardError::OtherKind.message(Lang::Fr),
            "C'est un lien Grimoire, mais pas une carte de joueur."
        );
    }

    #[test]
    fn texts_are_cut_at_a_character_boundary() {
        let mut card = sample();
        card.faces[0].lines[0].text = Words::same("é".repeat(MAX_TEXT));
        let back = decode(&encode(&card), &[]).unwrap();
        let text = &back.faces[0].lines[0].text.en;
        assert!(text.len() <= MAX_TEXT && text.chars().all(|c| c == 'é'));
    }

    /// Arbitrary and mutated card links: every one returns, some mutated bodies still read.
    #[test]
    fn fuzzed_card_links_never_panic() {
        let card = sample();
        let mut other = sample();
        other.ruleset = "quintebourg".into();
        other.faces.truncate(1);
        let links = vec![encode(&card), encode(&other)];
        let payloads = vec![bytes(&card), bytes(&other)];
        let kind = Links {
            prefix: "c1.",
            links: &links,
            payloads: &payloads,
            text_payloads: false,
        };
        let mut rng = Rng::new(39);
        let (mut accepted, mut refused) = (0, 0);
        for _ in 0..20_000 {
            let input = link_input(&mut rng, &kind, |b| envelope::pack(LETTER, VERSION, b));
            match decode(&input, &['g', 't', 'q', 'v']) {
                Ok(_) => accepted += 1,
                Err(e) => {
                    assert!(!e.message(Lang::En).is_empty());
                    refused += 1;
                }
            }
        }
        assert!(accepted > 0 && refused > 0, "{accepted} / {refused}");
    }
}
