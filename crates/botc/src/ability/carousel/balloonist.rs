//! Balloonist (Townsfolk, outside the base editions). Character ability text: each night, he
//! learns a player whose character type is not the type of the player he was shown the time
//! before; on the first night, any player. (His setup, no change or one more Outsider, is in
//! the table: `SetupEffect::Outsiders`.)
//!
//! The previous player is the one the Storyteller actually showed him: the last information
//! recorded for him as the Balloonist on an earlier night (`GameState::told`, one player
//! pointed at), whatever the sheet suggested then. With nothing recorded, any player is true.
//! Their type is the character they have now.
//!
//! Which player is the Storyteller's choice: the sheet suggests the first other player
//! clockwise of another type, leaving out Travellers and players who may register as another
//! type (002: the Recluse, the Spy). 001: drunk or poisoned (or with the Vortox), a player of
//! the same type as last time is suggested (none on a first night: any player is true then).
//! Information given is judged by its type ([`Ability::judges`]), so any player of another type
//! is true and one who may register as another type is true by registration (002).

use crate::ability::prelude::*;

use super::{plain_others, pointed};

const ID: &str = "balloonist";

pub const ABILITY: Ability = Ability {
    id: ID,
    learns: Some(learns),
    false_answer: same_type,
    judges: Some(judge),
    ..Ability::PLAIN
};

/// The player the Balloonist was last shown, on an earlier night than tonight's.
pub fn last_shown(state: &GameState, balloonist: PlayerId) -> Option<PlayerId> {
    let tonight = Some(state.phase).filter(|p| p.is_night());
    state
        .told
        .iter()
        .rev()
        .filter(|t| t.player == balloonist && t.character == ID && t.phase.is_night())
        .filter(|t| Some(t.phase) != tonight)
        .find_map(|t| match &t.info {
            Info::Players { players } if players.len() == 1 => Some(players[0]),
            _ => None,
        })
}

/// The type of the player last shown, when there is one.
fn last_type(state: &GameState, balloonist: PlayerId) -> Option<(PlayerId, Option<Team>)> {
    let p = last_shown(state, balloonist)?;
    Some((p, state.seat(p).and_then(|s| s.team())))
}

/// The first other player clockwise of another type than last time (any, the first time).
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let last = last_type(state, seat.id);
    plain_others(state, seat)
        .into_iter()
        .find(|s| last.is_none_or(|(_, team)| s.team() != team))
        .map(|s| pointed(state, vec![s.id]))
        .unwrap_or(NightInfo::Nothing)
}

/// 001: a player of the same type as last time, another one where there is one.
fn same_type(state: &GameState, seat: &Seat, _truth: &NightInfo) -> Option<NightInfo> {
    let (prev, team) = last_type(state, seat.id)?;
    let same: Vec<_> = plain_others(state, seat)
        .into_iter()
        .filter(|s| s.team() == team)
        .collect();
    let p = same.iter().find(|s| s.id != prev).or(same.first())?.id;
    Some(pointed(state, vec![p]))
}

/// One player of another type than last time is true; one who may register as another type
/// (002) is true by registration; any player is true the first time.
fn judge(state: &GameState, step: &NightStep, _chosen: &[PlayerId], info: &Info) -> Verdict {
    let (Some(balloonist), Info::Players { players }) = (step.player, info) else {
        return Verdict::Unknown;
    };
    let [shown] = players.as_slice() else {
        return Verdict::False;
    };
    let Some((_, team)) = last_type(state, balloonist) else {
        return Verdict::True;
    };
    let Some(seat) = state.seat(*shown) else {
        return Verdict::Unknown;
    };
    if seat.team() != team {
        Verdict::True
    } else if learn::may_register_as(state, seat)
        .iter()
        .any(|t| Some(*t) != team)
    {
        Verdict::Registration
    } else {
        Verdict::False
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::info::Info;
    use crate::night::{sheet, NightInfo};
    use crate::test_util::{next_night, P};

    const CHARS: [&str; 7] = [
        "imp",
        "poisoner",
        "balloonist",
        "chef",
        "recluse",
        "empath",
        "butler",
    ];

    fn step(g: &crate::game::Game) -> (Option<NightInfo>, Option<NightInfo>, bool) {
        let s = sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("balloonist"))
            .unwrap();
        (s.info, s.false_info, s.impaired)
    }

    fn show(g: &mut crate::game::Game, p: u32) {
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "balloonist".into(),
            chosen: Vec::new(),
            info: Info::Players {
                players: vec![P(p)],
            },
        })
        .unwrap();
    }

    /// The first night, any player: the first other one clockwise (the Recluse, who may
    /// register otherwise, is passed over elsewhere; here the Chef comes first).
    #[test]
    fn the_first_night_any_player() {
        let g = custom_game(&CHARS);
        let (info, false_info, _) = step(&g);
        assert_eq!(
            info,
            Some(NightInfo::Players {
                players: vec![P(3)]
            })
        );
        assert_eq!(false_info, None);
    }

    /// Shown the Chef (a Townsfolk), the next night's suggestion is not a Townsfolk: the Butler
    /// (an Outsider), the Recluse being left out as he may register as another type.
    #[test]
    fn another_type_than_the_player_shown() {
        let mut g = custom_game(&CHARS);
        show(&mut g, 3);
        next_night(&mut g);
        let (info, _, _) = step(&g);
        assert_eq!(
            info,
            Some(NightInfo::Players {
                players: vec![P(6)]
            })
        );
    }

    /// What was shown counts, not what was suggested: shown the Imp, a non-Demon next.
    #[test]
    fn what_was_shown_counts() {
        let mut g = custom_game(&CHARS);
        show(&mut g, 0);
        next_night(&mut g);
        let (info, _, _) = step(&g);
        assert_eq!(
            info,
            Some(NightInfo::Players {
                players: vec![P(3)]
            })
        );
    }

    /// 001: poisoned, a player of the same type as last time is suggested, another one than
    /// last time's.
    #[test]
    fn poisoned_same_type() {
        let mut g = custom_game(&CHARS);
        show(&mut g, 3);
        next_night(&mut g);
        crate::test_util::poison(&mut g, P(2));
        let (_, false_info, impaired) = step(&g);
        assert!(impaired);
        assert_eq!(
            false_info,
            Some(NightInfo::Players {
                players: vec![P(5)]
            })
        );
    }
}
