//! Shugenja (Townsfolk, outside the base editions). Character ability text: on the first
//! night, she learns whether the nearest evil player sits clockwise or anticlockwise of her;
//! when the nearest evil players on both sides are as near, either answer is true.
//!
//! The distance is counted in seats around the whole circle, dead players and Travellers
//! included (their alignment as the grimoire has it). The sheet works the side out from the
//! players' real alignments ([`Info::Direction`]); a player who may register with the other
//! alignment (002: the Recluse as evil, the Spy as good) can make the other side true too:
//! then it is the Storyteller's call, and that answer is judged true by registration. 001:
//! drunk or poisoned (or with the Vortox), the other side is suggested as the false answer; on
//! a tie no answer is false, so none is suggested.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "shugenja",
    learns: Some(learns),
    false_answer: other_side,
    judges: Some(judge),
    ..Ability::PLAIN
};

/// The sides where the nearest evil player sits, with `evil` saying who is evil: `(clockwise,
/// anticlockwise)`, both true on a tie, neither with no evil player.
fn sides(state: &GameState, seat: &Seat, evil: &dyn Fn(&Seat) -> bool) -> (bool, bool) {
    let n = state.seats.len();
    let Some(start) = state.index_of(seat.id) else {
        return (false, false);
    };
    let distance = |clockwise: bool| {
        (1..n).find(|k| {
            let i = if clockwise {
                (start + k) % n
            } else {
                (start + n - k) % n
            };
            evil(&state.seats[i])
        })
    };
    match (distance(true), distance(false)) {
        (Some(c), Some(a)) => (c <= a, a <= c),
        _ => (false, false),
    }
}

/// The sides every reading of the players who may register otherwise allows (002), at most
/// eight of them: `(clockwise, anticlockwise)`.
fn possible_sides(state: &GameState, seat: &Seat) -> (bool, bool) {
    let flippers: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.id != seat.id && !learn::may_register_as(state, s).is_empty())
        .map(|s| s.id)
        .take(8)
        .collect();
    let (mut cw, mut acw) = (false, false);
    for mask in 0u32..(1 << flippers.len()) {
        let evil = |s: &Seat| match flippers.iter().position(|p| *p == s.id) {
            Some(k) if mask & (1 << k) != 0 => !s.is_evil(),
            _ => s.is_evil(),
        };
        let (c, a) = sides(state, seat, &evil);
        cw |= c;
        acw |= a;
    }
    (cw, acw)
}

/// The side of the nearest evil player by the real alignments: clockwise on a tie, the tie
/// and any registration that makes the other side possible said with it.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let (cw, acw) = sides(state, seat, &|s| s.is_evil());
    if !cw && !acw {
        return NightInfo::Nothing;
    }
    let (may_cw, may_acw) = possible_sides(state, seat);
    NightInfo::Direction {
        clockwise: cw,
        tie: cw && acw,
        may_flip: (!cw && may_cw) || (!acw && may_acw),
    }
}

/// 001: the other side, unless both are true.
fn other_side(_state: &GameState, _seat: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    match truth {
        NightInfo::Direction {
            clockwise,
            tie: false,
            ..
        } => Some(NightInfo::Direction {
            clockwise: !clockwise,
            tie: false,
            may_flip: false,
        }),
        _ => None,
    }
}

/// The side where a nearest evil player sits is true (either, on a tie); the other side is
/// true by registration when a Recluse or a Spy can make it so (002), false otherwise.
fn judge(state: &GameState, step: &NightStep, _chosen: &[PlayerId], info: &Info) -> Verdict {
    let Info::Direction { clockwise } = info else {
        return Verdict::Unknown;
    };
    let Some(seat) = step.player.and_then(|p| state.seat(p)) else {
        return Verdict::Unknown;
    };
    let (cw, acw) = sides(state, seat, &|s| s.is_evil());
    if !cw && !acw {
        return Verdict::Unknown;
    }
    if (*clockwise && cw) || (!*clockwise && acw) {
        return Verdict::True;
    }
    let (may_cw, may_acw) = possible_sides(state, seat);
    if (*clockwise && may_cw) || (!*clockwise && may_acw) {
        Verdict::Registration
    } else {
        Verdict::False
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::abnormal::{judge, Verdict};
    use crate::command::Command;
    use crate::info::Info;
    use crate::night::{sheet, NightInfo};
    use crate::test_util::P;

    fn step(g: &crate::game::Game) -> crate::night::NightStep {
        sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("shugenja"))
            .unwrap()
    }

    /// Character ability text: evil players as near on both sides, either answer is true;
    /// the nearest evil player clockwise, anticlockwise is false.
    #[test]
    fn the_nearer_side_is_true() {
        // P0 imp, P1 chef, P2 empath, P3 shugenja, P4 monk, P5 mayor, P6 poisoner (7 seats):
        // the Imp is three seats anticlockwise, the Poisoner three clockwise: a tie.
        let g = custom_game(&[
            "imp", "chef", "empath", "shugenja", "monk", "mayor", "poisoner",
        ]);
        let s = step(&g);
        assert_eq!(
            s.info,
            Some(NightInfo::Direction {
                clockwise: true,
                tie: true,
                may_flip: false
            })
        );
        for clockwise in [true, false] {
            let v = judge(g.state(), &s, &[], &Info::Direction { clockwise });
            assert_eq!(v, Verdict::True);
        }
        // The Poisoner (P5) two seats clockwise, the Imp three anticlockwise.
        let g = custom_game(&[
            "imp", "chef", "empath", "shugenja", "monk", "poisoner", "mayor",
        ]);
        let s = step(&g);
        assert_eq!(
            s.info,
            Some(NightInfo::Direction {
                clockwise: true,
                tie: false,
                may_flip: false
            })
        );
        let v = judge(g.state(), &s, &[], &Info::Direction { clockwise: false });
        assert_eq!(v, Verdict::False);
    }

    /// 002: a Recluse nearer on the other side may register as evil: the other side is true
    /// by registration.
    #[test]
    fn a_recluse_makes_the_other_side_possible() {
        let mut g = custom_game(&[
            "imp", "chef", "recluse", "shugenja", "monk", "poisoner", "mayor",
        ]);
        let s = step(&g);
        assert_eq!(
            s.info,
            Some(NightInfo::Direction {
                clockwise: true,
                tie: false,
                may_flip: true
            })
        );
        let v = judge(g.state(), &s, &[], &Info::Direction { clockwise: false });
        assert_eq!(v, Verdict::Registration);
        g.apply(Command::GiveInfo {
            player: P(3),
            character: "shugenja".into(),
            chosen: vec![],
            info: Info::Direction { clockwise: false },
        })
        .unwrap();
    }
}
