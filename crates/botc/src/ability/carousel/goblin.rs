//! Goblin (carousel, Minion). Character ability text: if the Goblin says publicly that they
//! are the Goblin when nominated, and is executed that same day, their team wins.
//!
//! The claim is a public act by day ([`crate::ability::rules::ByDay`] naming no player),
//! recorded as [`Command::Act`] by the Goblin while today's latest nomination is of the Goblin
//! and its vote has not been counted (the claim is made when nominated, before the vote), once
//! a day; the Goblin is marked "Claimed" for the rest of that day. Any player may claim to be
//! the Goblin: the Storyteller records only the real Goblin's claim (another player's claim
//! does nothing).
//!
//! The win: the Goblin executed on a day they claimed, with their ability working at the
//! execution, wins for their team ([`Ability::wins_if_executed`], worked out by the execution
//! with [`crate::victory::executed_win`]; 002: an ability's win beats the game's rules). 001:
//! an execution need not kill ("L'exécution est différente de la mort"): the Goblin executed
//! who survives it wins all the same; a drunk or poisoned Goblin, or a dead one, wins nothing.
//! A claim made on an earlier day does not count.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "goblin",
    acts: Some(claim),
    says: Some([
        "{by} claims to be the Goblin",
        "{by} déclare être le Gobelin",
    ]),
    wins_if_executed: Some(claimed_today),
    refresh: Some(refresh),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now,
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The official reminder on the Goblin who claimed today.
const CLAIMED: &str = "Claimed";

/// The Goblin claimed today.
pub fn claimed_today(state: &GameState, goblin: PlayerId) -> bool {
    state.phase.is_day()
        && state
            .choices
            .iter()
            .any(|c| c.by == goblin && c.character == ABILITY.id && c.phase == state.phase)
}

/// Today's latest nomination is of the Goblin, its vote not counted yet, and no claim yet.
fn now(state: &GameState, holder: PlayerId) -> bool {
    let nominated = state
        .day
        .nominations
        .last()
        .is_some_and(|n| n.nominee == holder && !n.exile && n.voters.is_none());
    state.phase.is_day() && nominated && !claimed_today(state, holder)
}

fn claim(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "goblin",
            phase: state.phase,
        });
    }
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !now(state, by) {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        }
    }
    record_choice(state, by, ABILITY.id, Vec::new());
    reminder::place(state, by, ABILITY.id, CLAIMED);
    Ok(Vec::new())
}

/// The "Claimed" reminder lasts the day of the claim.
fn refresh(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let marked = state
        .reminders
        .iter()
        .any(|r| r.player == holder && r.character == ABILITY.id && r.reminder == CLAIMED);
    if marked && !claimed_today(state, holder) {
        state.reminders.retain(|r| {
            !(r.player == holder && r.character == ABILITY.id && r.reminder == CLAIMED)
        });
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::test_util::*;

    const CAST: &[&str] = &[
        "imp", "goblin", "chef", "empath", "monk", "soldier", "poisoner",
    ];

    fn claim() -> Command {
        Command::Act {
            character: "goblin".into(),
            by: Some(P(1)),
            targets: vec![],
            guess: None,
        }
    }

    /// The claim is refused before the Goblin is nominated, offered once nominated, and its
    /// reminder is gone at dusk.
    #[test]
    fn a_claim_when_nominated_lasts_the_day() {
        let mut g = custom_game(CAST);
        to_day(&mut g);
        assert_eq!(g.apply(claim()).unwrap_err().code(), "CannotAct");
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(1),
        })
        .unwrap();
        assert!(crate::ability::rules::by_day(g.state(), P(1)).is_some());
        g.apply(claim()).unwrap();
        assert!(crate::ability::rules::by_day(g.state(), P(1)).is_none());
        let claimed = |g: &crate::game::Game| {
            g.state()
                .reminders
                .iter()
                .any(|r| r.character == "goblin" && r.reminder == "Claimed")
        };
        assert!(claimed(&g));
        g.apply(Command::Vote { voters: vec![] }).unwrap();
        assert!(claimed(&g));
        g.apply(Command::EndDay).unwrap();
        assert!(!claimed(&g));
    }

    /// 001: executed but alive (the Storyteller's call), the Goblin who claimed still wins.
    #[test]
    fn executed_and_alive_still_wins() {
        use crate::victory::{check, WinReason};
        let mut g = custom_game(CAST);
        to_day(&mut g);
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(1),
        })
        .unwrap();
        g.apply(claim()).unwrap();
        g.apply(Command::Vote {
            voters: vec![P(2), P(3), P(4), P(5)],
        })
        .unwrap();
        g.apply(Command::Execute {
            player: P(1),
            survives: true,
        })
        .unwrap();
        assert!(g.state().seat(P(1)).unwrap().alive);
        assert_eq!(check(g.state()).map(|w| w.reason), Some(WinReason::Goblin));
    }
}
