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
