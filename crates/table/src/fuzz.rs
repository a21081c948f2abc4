//! What every game's decoder fuzzing shares: random bytes, mutations of valid inputs, and the
//! alphabets and JSON pieces they draw from. Each game's harness (`botc::share::fuzz`,
//! `quintebourg::fuzz`) builds its corpus and feeds its own decoders with these.

use crate::rng::Rng;

/// The alphabet of links' payloads.
pub const BASE64URL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// Pieces of JSON that parsers have to take apart.
pub const JSON_BITS: [&str; 24] = [
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\"type\"",
    "\"version\"",
    "1",
    "-1",
    "1e999",
    "null",
    "true",
    "\"log\"",
    "\"config\"",
    "\"id\"",
    "\"_meta\"",
    "\"add_player\"",
    "\"override\"",
    "\"command\"",
    "\\u0000",
    "\u{feff}",
    "𝄞",
];

/// Up to `max` random bytes.
pub fn random_bytes(rng: &mut Rng, max: usize) -> Vec<u8> {
    let len = rng.below(max + 1);
    (0..len).map(|_| rng.next_u64() as u8).collect()
}

/// Applies one to four random mutations; `alphabet` limits inserted bytes (e.g. to base64url).
pub fn mutate(rng: &mut Rng, data: &mut Vec<u8>, alphabet: Option<&[u8]>) {
    let pick = |rng: &mut Rng| match alphabet {
        Some(a) => a[rng.below(a.len())],
        None => rng.next_u64() as u8,
    };
    for _ in 0..1 + rng.below(4) {
        let len = data.len();
        match rng.below(8) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                data[i] = pick(rng);
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let n = (1 + rng.below(8)).min(len - i);
                data.drain(i..i + n);
            }
            3 => {
                let i = rng.below(len + 1);
                for _ in 0..1 + rng.below(8) {
                    data.insert(i, pick(rng));
                }
            }
            4 if len > 0 => data.truncate(rng.below(len)),
            5 if len > 0 => {
                let i = rng.below(len);
                let n = (1 + rng.below(32)).min(len - i);
                let chunk = data[i..i + n].to_vec();
                let at = rng.below(len + 1);
                data.splice(at..at, chunk);
            }
            6 if len > 0 => {
                let i = rng.below(len);
                data[i] = [0, 1, 0x7f, 0x80, 0xff, b'"', b'{'][rng.below(7)];
            }
            _ if len > 1 => {
                let (i, j) = (rng.below(len), rng.below(len));
                data.swap(i, j);
            }
            _ => data.push(pick(rng)),
        }
    }
}

/// Valid text mutated as bytes and read back as text (invalid UTF-8 replaced).
pub fn text(bytes: Vec<u8>) -> String {
    String::from_utf8_lossy(&bytes).into_owned()
}

/// One input for a JSON decoder: random bytes, a heap of JSON pieces, or one of `valid`
/// mutated (half the time with ASCII JSON characters only).
pub fn json_input(rng: &mut Rng, valid: &[String]) -> String {
    match rng.below(8) {
        0 => text(random_bytes(rng, 300)),
        1 => (0..rng.below(40))
            .map(|_| JSON_BITS[rng.below(JSON_BITS.len())])
            .collect(),
        _ => {
            let mut b = valid[rng.below(valid.len())].clone().into_bytes();
            let ascii: &[u8] = b"{}[],:\"0123456789abcdefghijklmnopqrstuvwxyz_- ";
            let alphabet = if rng.chance(1, 2) { Some(ascii) } else { None };
            mutate(rng, &mut b, alphabet);
            text(b)
        }
    }
}

/// Valid links of one kind, with their payloads (the bytes inside the envelope), for
/// [`link_input`].
pub struct Links<'a> {
    /// The kind's prefix with its version (`g2.`, `q1.`).
    pub prefix: &'a str,
    /// Valid links.
    pub links: &'a [String],
    /// Their payloads.
    pub payloads: &'a [Vec<u8>],
    /// Whether the payloads are text (JSON): then their mutations draw half the time from
    /// JSON's ASCII characters.
    pub text_payloads: bool,
}

/// One input for a link decoder: random bytes; random base64url behind the prefix; random
/// bytes packed by `pack` (they pass the envelope's checks and reach the payload's parser); a
/// valid link mutated as text; or a valid payload mutated and packed again.
pub fn link_input(rng: &mut Rng, kind: &Links, pack: impl Fn(&[u8]) -> String) -> String {
    match rng.below(8) {
        0 => text(random_bytes(rng, 300)),
        1 => {
            let mut body = random_bytes(rng, 400);
            for b in &mut body {
                *b = BASE64URL[(*b as usize) % 64];
            }
            format!("{}{}", kind.prefix, text(body))
        }
        2 => pack(&random_bytes(rng, 200)),
        3 | 4 => {
            let mut b = kind.links[rng.below(kind.links.len())].clone().into_bytes();
            let alphabet = if rng.chance(3, 4) {
                Some(BASE64URL)
            } else {
                None
            };
            mutate(rng, &mut b, alphabet);
            text(b)
        }
        _ => {
            let mut b = kind.payloads[rng.below(kind.payloads.len())].clone();
            let ascii: &[u8] = b"{}[],:\"0123456789abcdefghijklmnopqrstuvwxyz_- ";
            let alphabet = if kind.text_payloads && rng.chance(1, 2) {
                Some(ascii)
            } else {
                None
            };
            mutate(rng, &mut b, alphabet);
            pack(&b)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutations_change_the_input_and_repeat_with_the_seed() {
        let original = b"q1.ABCDEFGH".to_vec();
        let run = |seed| {
            let mut rng = Rng::new(seed);
            (0..200)
                .map(|_| {
                    let mut b = original.clone();
                    mutate(&mut rng, &mut b, Some(BASE64URL));
                    b
                })
                .collect::<Vec<_>>()
        };
        let changed = run(7).iter().filter(|b| **b != original).count();
        assert!(changed > 150, "only {changed} of 200 mutated");
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }
}
