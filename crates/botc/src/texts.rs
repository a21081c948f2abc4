//! The character table's longer texts (abilities, night prompts, jinxes: about 80 KB in both
//! languages), which a build may keep out of its WebAssembly.
//!
//! With the `external-texts` feature (the split page's build, `scripts/build-split.sh`), each of
//! those texts, written `t(en, fr)` in `data/`, is compiled to its key alone, a hash of its two
//! languages ([`key_of`]); its words come in a file of their own ([`table_file`] writes
//! it from the table's sources, `examples/texts.rs`), which the page fetches with its rules and
//! hands to [`install`]. A page's first screens, which show none of these texts, start without
//! them. Built without the feature (the tests, Trunk's builds), every text is in the binary.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Separates one text from the next in the file.
const RECORD: char = '\u{1e}';
/// Separates a text's key, English and French.
const FIELD: char = '\u{1f}';

/// A text's key: FNV-1a (64 bits) over its English, a separator byte no UTF-8 text holds, and
/// its French; never 0 (0 marks a text written in the binary).
pub const fn key_of(en: &str, fr: &str) -> u64 {
    let hash = fnv(0xcbf2_9ce4_8422_2325, en.as_bytes());
    let hash = fnv(hash, &[0xff]);
    let hash = fnv(hash, fr.as_bytes());
    if hash == 0 {
        1
    } else {
        hash
    }
}

/// FNV-1a (64 bits) of `bytes`, going on from `hash`.
const fn fnv(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    hash
}

/// The texts installed from the file, by key.
static TABLE: OnceLock<HashMap<u64, (&'static str, &'static str)>> = OnceLock::new();

/// Why a texts file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextsError(pub String);

impl std::fmt::Display for TextsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the characters' texts could not be read: {}", self.0)
    }
}

/// Reads a texts file: each text its key in hexadecimal, its English and its French.
fn parse(file: &str) -> Result<HashMap<u64, (String, String)>, TextsError> {
    let mut out = HashMap::new();
    for record in file.split(RECORD).filter(|r| !r.is_empty()) {
        let mut fields = record.split(FIELD);
        let (Some(key), Some(en), Some(fr), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(TextsError(format!(
                "a text without its three parts: {record:.40}"
            )));
        };
        let key = u64::from_str_radix(key, 16)
            .map_err(|_| TextsError(format!("a key that is not a number: {key:.20}")))?;
        if key != key_of(en, fr) {
            return Err(TextsError(format!(
                "a key that does not match its text: {en:.40}"
            )));
        }
        out.insert(key, (en.to_string(), fr.to_string()));
    }
    Ok(out)
}

/// Keeps the texts of `file` for [`crate::character::Text::get`] (once: a second file is read
/// but changes nothing). Returns how many texts it holds.
pub fn install(file: &str) -> Result<usize, TextsError> {
    let texts = parse(file)?;
    let count = texts.len();
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let _ = TABLE.set(
        texts
            .into_iter()
            .map(|(key, (en, fr))| (key, (leak(en), leak(fr))))
            .collect(),
    );
    Ok(count)
}

/// Whether a texts file has been installed.
pub fn installed() -> bool {
    TABLE.get().is_some()
}

/// The text with this key, once installed.
pub(crate) fn lookup(key: u64) -> Option<(&'static str, &'static str)> {
    TABLE.get()?.get(&key).copied()
}

/// The character table's files, where its `t(en, fr)` are written.
const TABLE_SOURCES: &[&str] = &[
    include_str!("data/mod.rs"),
    include_str!("data/tb.rs"),
    include_str!("data/bmr.rs"),
    include_str!("data/snv.rs"),
    include_str!("data/carousel_good.rs"),
    include_str!("data/carousel_evil.rs"),
    include_str!("data/fabled.rs"),
    include_str!("data/travellers.rs"),
    include_str!("data/jinxes.rs"),
];

/// The texts file of this build's character table (`examples/texts.rs` prints it).
pub fn table_file() -> String {
    file_from_sources(TABLE_SOURCES)
}

/// The texts file of every `t(en, fr)` written in `sources` (the character table's files), in
/// the order written, each once.
fn file_from_sources(sources: &[&str]) -> String {
    let mut seen = std::collections::HashSet::new();
    let mut out = String::new();
    for source in sources {
        for (en, fr) in calls_of_t(source) {
            let key = key_of(&en, &fr);
            if seen.insert(key) {
                out.push_str(&format!("{key:x}{FIELD}{en}{FIELD}{fr}{RECORD}"));
            }
        }
    }
    out
}

/// Each `t("…", "…")` of a Rust source, its two string literals read as Rust reads them (the
/// table's strings use no escape but the line continuation, a backslash before a line break
/// and the next line's indent, which is dropped).
fn calls_of_t(source: &str) -> Vec<(String, String)> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(found) = source[at..].find("t(") {
        let start = at + found;
        at = start + 2;
        let word_before = start > 0 && {
            let b = bytes[start - 1];
            b.is_ascii_alphanumeric() || b == b'_'
        };
        if word_before {
            continue;
        }
        let mut rest = &source[at..];
        let Some((en, after)) = literal(rest.trim_start()) else {
            continue;
        };
        rest = after.trim_start();
        let Some(after_comma) = rest.strip_prefix(',') else {
            continue;
        };
        let Some((fr, after)) = literal(after_comma.trim_start()) else {
            continue;
        };
        let after = after.trim_start();
        let after = after.strip_prefix(',').unwrap_or(after).trim_start();
        if after.starts_with(')') {
            out.push((en, fr));
        }
    }
    out
}

/// A string literal at the start of `s`, and what follows it.
fn literal(s: &str) -> Option<(String, &str)> {
    let body = s.strip_prefix('"')?;
    let mut text = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((text, &body[i + 1..])),
            '\\' => match chars.next()?.1 {
                '\n' => {
                    // The continuation: the next line's leading whitespace is not in the text.
                    let rest = &body[i + 2..];
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                '"' => text.push('"'),
                '\\' => text.push('\\'),
                'n' => text.push('\n'),
                '\'' => text.push('\''),
                _ => return None,
            },
            c => text.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_reads_as_rust_reads_it() {
        let src = "t(\n  \"One \\\n   two\",\n  \"Un \\\"deux\\\"\",\n)";
        assert_eq!(
            calls_of_t(src),
            vec![("One two".to_string(), "Un \"deux\"".to_string())]
        );
        // Not a call of `t`: another function's name ending in t, or no literals.
        assert!(calls_of_t("first(\"a\", \"b\")").is_empty());
        assert!(calls_of_t("t(x, \"b\")").is_empty());
    }

    #[test]
    fn a_file_reads_back_and_a_bad_one_is_refused() {
        let file = file_from_sources(&["t(\"Hello\", \"Bonjour\") t(\"Hello\", \"Bonjour\")"]);
        let texts = parse(&file).unwrap();
        assert_eq!(texts.len(), 1);
        assert_eq!(
            texts[&key_of("Hello", "Bonjour")],
            ("Hello".to_string(), "Bonjour".to_string())
        );
        assert!(parse("zz\u{1f}a\u{1f}b\u{1e}").is_err());
        assert!(
            parse("12\u{1f}a\u{1f}b\u{1e}").is_err(),
            "a key not of its text"
        );
        assert!(parse("12\u{1f}a\u{1e}").is_err());
    }

    /// Every text of a character row and of the jinx table is in the file, under its key,
    /// and every `t(…)` written in the table's files was read (built with every text in the
    /// binary, as the tests are).
    #[cfg(not(feature = "external-texts"))]
    #[test]
    fn the_file_holds_every_text_the_table_keeps_out() {
        use crate::character::Text;
        let texts = parse(&table_file()).unwrap();
        let has = |t: &Text, what: &str| {
            assert_eq!(
                texts.get(&key_of(t.en(), t.fr())),
                Some(&(t.en().to_string(), t.fr().to_string())),
                "{what}"
            );
        };
        for c in crate::character::all() {
            has(&c.ability, c.id);
            for prompt in [c.first_night_prompt, c.other_night_prompt]
                .into_iter()
                .flatten()
            {
                has(&prompt, c.id);
            }
        }
        for (a, b, text) in crate::data::jinxes::JINXES {
            has(text, &format!("{a} & {b}"));
        }
        let mut calls = 0;
        for source in TABLE_SOURCES {
            let written = source
                .lines()
                .filter(|l| !l.trim_start().starts_with("//") && !l.contains("fn t("))
                .map(|l| {
                    l.match_indices("t(")
                        .filter(|(i, _)| {
                            *i == 0 || {
                                let b = l.as_bytes()[i - 1];
                                !(b.is_ascii_alphanumeric() || b == b'_')
                            }
                        })
                        .count()
                })
                .sum::<usize>();
            assert_eq!(calls_of_t(source).len(), written, "every t(…) is read");
            calls += written;
        }
        assert!(calls > 400, "the table's texts: {calls}");
        assert!(texts.len() > 400 && texts.len() <= calls);
    }

    /// Built as the split page is: the table's texts are empty until the file is installed,
    /// then each reads as written.
    #[cfg(feature = "external-texts")]
    #[test]
    fn kept_out_texts_read_once_installed() {
        let imp = crate::character::official("imp").unwrap();
        let name = imp.name.en();
        assert_eq!(name, "Imp", "names stay in the binary");
        assert_eq!(imp.ability.en(), "");
        let count = install(&table_file()).unwrap();
        assert!(count > 400);
        assert!(installed());
        for c in crate::character::all() {
            assert!(
                !c.ability.en().is_empty() && !c.ability.fr().is_empty(),
                "{}",
                c.id
            );
        }
        assert!(
            imp.ability.en().contains("kills a player"),
            "{}",
            imp.ability.en()
        );
    }

    #[test]
    fn keys_differ_by_either_language() {
        assert_ne!(key_of("a", "b"), key_of("a", "c"));
        assert_ne!(key_of("ab", ""), key_of("a", "b"));
        assert_ne!(key_of("", ""), 0);
    }
}
