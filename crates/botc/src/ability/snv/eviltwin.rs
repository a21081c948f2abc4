//! Evil Twin (Sects & Violets, Minion). Character ability text: the Evil Twin and a player of
//! the other team (the good twin, the Storyteller's choice) know each other; if the good twin
//! is executed, evil wins; good cannot win while both twins are alive.
//!
//! The pair is recorded on the first night: the Storyteller shows the Evil Twin their twin (the
//! step's answer suggests a good player; `GiveInfo` marks them with the "Twin" reminder), or
//! records the choice directly as [`Command::Act`](crate::command::Command::Act) with no `by`.
//! The step's cards show each twin the other. While the ability works: good's wins are
//! forbidden while both live ([`Ability::blocks_win`]; 002: an ability's rule beats the game's,
//! "sans cette règle, des rôles … comme le jumeau maléfique, ne pourraient pas fonctionner"),
//! and the good twin's death by execution gives evil the win.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "eviltwin",
    wakes: Wakes::If(|_, _, night| night == 1),
    acts: Some(pair),
    says: Some([
        "{targets} is the Evil Twin's good twin",
        "{targets} est le jumeau bon du Jumeau Maléfique",
    ]),
    learns: Some(learns),
    false_answer: |_, _, _| None,
    on_told: Some(mark_twin),
    cards: Some(cards),
    blocks_win: Some(blocks),
    on_death: Some(OnDeath {
        order: 3,
        then: twin_executed,
    }),
    ..Ability::PLAIN
};

/// The official reminder by the good twin.
const TWIN: &str = "Twin";

/// The good twin: the player marked "Twin".
pub fn twin(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == "eviltwin" && r.reminder == TWIN)
        .map(|r| r.player)
}

/// The good players who may be the twin, clockwise from the Evil Twin.
fn good_players<'a>(state: &'a GameState, seat: &Seat) -> Vec<&'a Seat> {
    let n = state.seats.len();
    let start = state.index_of(seat.id).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.is_good() && !s.traveller && s.character.is_some())
        .collect()
}

/// The twin and their character: the one recorded, else the first good player clockwise
/// (the Storyteller's choice: every good player is a candidate).
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let good = good_players(state, seat);
    let candidates = good
        .iter()
        .map(|s| Candidate {
            player: s.id,
            character: s.character.clone(),
            may_register_as: None,
        })
        .collect();
    let chosen = twin(state)
        .and_then(|t| state.seat(t))
        .or(good.first().copied());
    NightInfo::Pair {
        character: chosen.and_then(|s| s.character.clone()),
        players: chosen.map(|s| vec![s.id]).unwrap_or_default(),
        candidates,
    }
}

/// The player shown to the Evil Twin is the good twin.
fn mark_twin(state: &mut GameState, _player: PlayerId, info: &Info) -> Vec<Event> {
    if let Info::Pair { players, .. } = info {
        if let Some(t) = players.first() {
            reminder::remove_all(state, "eviltwin", TWIN);
            reminder::place(state, *t, "eviltwin", TWIN);
        }
    }
    Vec::new()
}

/// The Storyteller records the good twin (strict: a good player other than the Evil Twin).
fn pair(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() {
        return Err(RuleError::CannotAct {
            character: "eviltwin".into(),
        });
    }
    let target = act.target()?;
    let t = state.require(target)?;
    if act.strict && (!t.is_good() || t.is("eviltwin")) {
        return Err(RuleError::ChoiceNotAllowed {
            name: t.name.clone(),
            character: "eviltwin".into(),
        });
    }
    reminder::remove_all(state, "eviltwin", TWIN);
    reminder::place(state, target, "eviltwin", TWIN);
    Ok(Vec::new())
}

/// Each twin is shown the other: the good twin (recorded, else the one suggested) and their
/// character to the Evil Twin, the Evil Twin and their token to the good twin.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let suggested = match &step.info {
        Some(NightInfo::Pair { players, .. }) => players.first().copied(),
        _ => None,
    };
    let (Some(me), Some(t)) = (step.player, twin(state).or(suggested)) else {
        return Vec::new();
    };
    let Some(good) = state.seat(t).and_then(|s| s.character.clone()) else {
        return Vec::new();
    };
    vec![
        Card::PlayerIs {
            player: t,
            character: good,
        },
        Card::PlayerIs {
            player: me,
            character: "eviltwin".into(),
        },
    ]
}

/// Good cannot win while both twins are alive.
fn blocks(state: &GameState, holder: PlayerId, win: &Win) -> bool {
    let alive = |p: PlayerId| state.seat(p).is_some_and(|s| s.alive || s.lives_on);
    win.winner == Alignment::Good && alive(holder) && twin(state).is_some_and(alive)
}

/// The good twin dies by execution while the ability works: evil wins.
fn twin_executed(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.cause == DeathCause::Execution
        && twin(state) == Some(died.player)
        && ability_works(state, holder)
    {
        state.ability_wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::EvilTwin,
        });
    }
    Reaction::default()
}

#[cfg(test)]
mod tests {
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::test_util::*;
    use crate::victory::{conditions, Win, WinReason};

    /// With the Demon dead and the two twins the last alive, good's win is set aside (both twins
    /// live); evil's two-alive win is not, and it is the one left.
    #[test]
    fn only_goods_wins_are_blocked() {
        let mut g = snv_game(&[
            "fanggu",
            "eviltwin",
            "sage",
            "clockmaker",
            "dreamer",
            "oracle",
            "mutant",
        ]);
        g.apply(Command::Act {
            character: "eviltwin".into(),
            by: None,
            targets: vec![P(2)],
            guess: None,
        })
        .unwrap();
        for p in [0, 3, 4, 5, 6] {
            g.apply(Command::Die {
                player: P(p),
                cause: DeathCause::Storyteller,
            })
            .unwrap();
        }
        assert_eq!(
            conditions(g.state()),
            vec![Win {
                winner: Alignment::Evil,
                reason: WinReason::TwoAlive
            }]
        );
    }
}
