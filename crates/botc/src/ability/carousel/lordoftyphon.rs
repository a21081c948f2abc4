//! Lord of Typhon (carousel, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; the evil players sit in a line with it in the middle, with one
//! Minion more and maybe a different number of Outsiders. The kill is the Demon's plain attack
//! through the one kill path.
//!
//! Setup (002: setup-modifying characters): in the table, `SetupEffect::Minions(1)` (one
//! Minion more) and `SetupEffect::OutsidersAny` (any Outsider count: the setup check allows
//! any, the draw picks one at random); here, `evil_seated_in_line`: the draw seats the Minions and
//! the Demon in neighbouring seats from a random first seat (the circle wraps), the Lord of
//! Typhon in the middle, the Minions in their drawn order on each side (a Marionette beside
//! it), the good in the other seats. Our decision: with an even number of evil players it sits
//! one seat after the middle in seat order (one more evil player before it than after); the
//! setup check accepts either seat next to the middle, and warns (`EvilNotInLine`) when the
//! evil players picked (Travellers left out, seat order being the players' order) are not one
//! such line. A Townsfolk made evil at setup (the Bounty Hunter's) is not asked to sit in the
//! line: the line is the Minions' and the Demon's. The first night's step (its neighbours
//! shown they are Minions) is the Storyteller's prompt.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "lordoftyphon",
    choice: Some(learn::DEMON_ATTACK),
    choice_now: Some(super::attack_after_first),
    acts: Some(super::kill_after_first),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(super::attack_info_after_first),
    evil_seated_in_line: true,
    ..Ability::PLAIN
};

#[cfg(test)]
mod tests {
    use crate::character::{official, Edition, Team};
    use crate::command::Assignment;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::*;
    use crate::warning::SetupWarning;

    /// The carousel with the Lord of Typhon as its only Demon.
    fn script() -> Script {
        Script::custom(
            crate::character::of_edition(Edition::Carousel)
                .filter(|d| d.team != Team::Demon || d.id == "lordoftyphon")
                .filter(|d| d.team != Team::Traveller)
                .map(|d| d.id.to_string())
                .collect(),
        )
    }

    fn evil(a: &Assignment) -> bool {
        matches!(
            official(&a.character).unwrap().team,
            Team::Minion | Team::Demon
        )
    }

    /// The draw: the evil players in one line of neighbouring seats, the Lord of Typhon in
    /// its middle (one seat after it with an even number), a Minion on each side, the Minion
    /// more counted, and the pick passes the setup check (a Marionette drawn sits beside it).
    #[test]
    fn the_draw_seats_the_evil_in_a_line_around_it() {
        let mut found = 0;
        let mut marionettes = 0;
        let mut starts = std::collections::BTreeSet::new();
        for players in 7usize..=15 {
            let seats: Vec<_> = (0..players as u32).map(P).collect();
            for seed in 0..60 {
                let mut rng = Rng::new(seed * 977 + players as u64);
                let draw = random_draw(&script(), &seats, &mut rng);
                let Some(at) = draw.iter().position(|a| a.character == "lordoftyphon") else {
                    continue;
                };
                found += 1;
                marionettes += usize::from(draw.iter().any(|a| a.character == "marionette"));
                let n = draw.len();
                assert_eq!(n, players);
                let k = draw.iter().filter(|a| evil(a)).count();
                let base = crate::setup::count_table(players).unwrap();
                assert_eq!(k as u8, base.minions + 2, "{players} seed {seed}: {draw:?}");
                // The line starts `k / 2` seats before it and holds every evil player.
                let start = (at + n - k / 2) % n;
                starts.insert(start);
                for j in 0..n {
                    assert_eq!(
                        evil(&draw[(start + j) % n]),
                        j < k,
                        "{players} seed {seed}: {draw:?}"
                    );
                }
                for side in [(at + 1) % n, (at + n - 1) % n] {
                    assert_eq!(
                        official(&draw[side].character).unwrap().team,
                        Team::Minion,
                        "{players} seed {seed}: {draw:?}"
                    );
                }
                let w = check_pick(&script(), &draw);
                assert!(w.is_empty(), "{players} seed {seed}: {w:?} in {draw:?}");
            }
        }
        assert!(
            found > 20,
            "the Lord of Typhon is drawn now and then: {found}"
        );
        // The Marionette, beside the Demon, is beside it in the line (the check passes).
        assert!(
            marionettes > 0,
            "the Marionette is drawn with it now and then"
        );
        assert!(starts.len() > 3, "the line starts anywhere: {starts:?}");
    }

    fn seated(chars: &[&str]) -> Vec<SetupWarning> {
        check_pick(
            &script(),
            &crate::ability::carousel::tests::hand_pick(chars),
        )
    }

    fn warns(w: &[SetupWarning]) -> bool {
        w.contains(&SetupWarning::EvilNotInLine {
            id: "lordoftyphon".into(),
        })
    }

    /// The check: a line with it in the middle passes (the circle wraps; with four evil
    /// players, either seat next to the middle), a broken line or a Lord of Typhon at an end
    /// is warned about, Travellers are left out, and any Outsider count is accepted.
    #[test]
    fn the_check_wants_the_evil_in_a_line_around_it() {
        // Seven players: one Minion and one more, three evil.
        let legal: [&[&str]; 5] = [
            &[
                "widow",
                "lordoftyphon",
                "goblin",
                "steward",
                "knight",
                "noble",
                "fisherman",
            ],
            // Wrapping round the circle.
            &[
                "lordoftyphon",
                "goblin",
                "steward",
                "knight",
                "noble",
                "fisherman",
                "widow",
            ],
            // No Outsider, or three.
            &[
                "steward",
                "knight",
                "widow",
                "lordoftyphon",
                "goblin",
                "noble",
                "fisherman",
            ],
            &[
                "steward",
                "golem",
                "widow",
                "lordoftyphon",
                "goblin",
                "hatter",
                "damsel",
            ],
            // A Traveller between two evil players is not in the circle.
            &[
                "widow",
                "gangster",
                "lordoftyphon",
                "goblin",
                "steward",
                "knight",
                "noble",
                "fisherman",
            ],
        ];
        for chars in legal {
            assert_eq!(seated(chars), vec![], "{chars:?}");
        }
        // A broken line, and the Lord of Typhon at an end of it.
        let broken: [&[&str]; 3] = [
            &[
                "widow",
                "lordoftyphon",
                "steward",
                "goblin",
                "knight",
                "noble",
                "fisherman",
            ],
            &[
                "lordoftyphon",
                "widow",
                "goblin",
                "steward",
                "knight",
                "noble",
                "fisherman",
            ],
            &[
                "steward",
                "goblin",
                "widow",
                "lordoftyphon",
                "knight",
                "noble",
                "fisherman",
            ],
        ];
        for chars in broken {
            let w = seated(chars);
            assert!(warns(&w), "{chars:?}: {w:?}");
            assert_eq!(w.len(), 1, "{chars:?}: {w:?}");
        }
        // Ten players: two Minions and one more, four evil: it sits on either seat next to
        // the middle, never at an end.
        let ten = |evil: [&'static str; 4]| {
            let mut v: Vec<&str> = evil.to_vec();
            v.extend([
                "steward",
                "knight",
                "noble",
                "fisherman",
                "balloonist",
                "hatter",
            ]);
            v
        };
        assert!(!warns(&seated(&ten([
            "widow",
            "goblin",
            "lordoftyphon",
            "boffin"
        ]))));
        assert!(!warns(&seated(&ten([
            "widow",
            "lordoftyphon",
            "goblin",
            "boffin"
        ]))));
        assert!(warns(&seated(&ten([
            "lordoftyphon",
            "widow",
            "goblin",
            "boffin"
        ]))));
        assert!(warns(&seated(&ten([
            "widow",
            "goblin",
            "boffin",
            "lordoftyphon"
        ]))));
    }
}
