//! Vigormortis (Sects & Violets, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; a Minion it kills keeps their ability, and one of that Minion's
//! Townsfolk neighbours is poisoned. [One fewer Outsider at setup: `SetupEffect::Outsiders` in
//! the table.]
//!
//! The attack goes through the one kill path ([`crate::death::demon_kill`]). When it kills a
//! Minion, the Minion is marked "Has Ability" and keeps their ability while dead
//! ([`Ability::lends_ability`]: worked out as a living player's, and they wake as the living
//! do); which Townsfolk neighbour is poisoned is the Storyteller's pick, suggested (the nearest
//! Townsfolk each way, as the No Dashii's, [`super::nodashii::townsfolk_neighbours`]), as a
//! poison from the Vigormortis with no end of its own. Both are effects of the Demon's ability,
//! so they last only while it works (000/003): its death ends them.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "vigormortis",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    lends_ability: Some(lends),
    ..Ability::PLAIN
};

/// The reminder on a Minion it killed.
pub const HAS_ABILITY: &str = "Has Ability";

/// A dead Minion marked "Has Ability" keeps their ability (while the Vigormortis's works:
/// asked by [`crate::status::ability_works`]).
fn lends(state: &GameState, _holder: PlayerId, seat: &Seat) -> bool {
    seat.team() == Some(Team::Minion)
        && state
            .reminders
            .iter()
            .any(|r| r.player == seat.id && r.character == ABILITY.id && r.reminder == HAS_ABILITY)
}

fn attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let mut events = demon_kill(state, act.strict, by, target)?;
    let killed = events.iter().any(
        |e| matches!(e, Event::Died { player, cause: DeathCause::Demon } if *player == target),
    );
    let minion = state
        .seat(target)
        .is_some_and(|s| s.team() == Some(Team::Minion));
    if !(killed && minion && target != by) {
        return Ok(events);
    }
    reminder::place(state, target, ABILITY.id, HAS_ABILITY);
    let neighbours = super::nodashii::townsfolk_neighbours(state, target, false);
    if neighbours.is_empty() {
        return Ok(events);
    }
    events.push(learn::offer_decision(
        state,
        by,
        ABILITY.id,
        neighbours
            .into_iter()
            .map(|t| Command::SetStatus {
                target: t,
                kind: StatusKind::Poisoned,
                source: Some(by),
                duration: Duration::Permanent,
                about: None,
            })
            .collect(),
    ));
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::status::{ability_works, is_poisoned};
    use crate::test_util::*;

    /// The Poisoner it kills keeps poisoning; the Townsfolk beside her is poisoned once the
    /// Storyteller picks; the Vigormortis's death ends both.
    #[test]
    fn a_killed_minion_keeps_her_ability() {
        let mut g = snv_game(&[
            "vigormortis",
            "clockmaker",
            "witch",
            "dreamer",
            "oracle",
            "sage",
            "mutant",
        ]);
        next_night(&mut g);
        g.apply(Command::act("vigormortis", P(0), P(2))).unwrap();
        let st = g.state();
        assert!(!st.seat(P(2)).unwrap().alive);
        assert!(ability_works(st, P(2)), "the dead Witch keeps her ability");
        assert_eq!(st.pending.len(), 1);
        g.apply(Command::Decide { index: 0, pick: 1 }).unwrap();
        assert!(is_poisoned(g.state(), P(1)));
        g.apply(Command::Die {
            player: P(0),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(!ability_works(g.state(), P(2)));
        assert!(!is_poisoned(g.state(), P(1)));
    }

    /// A loop between the lent ability and the lender (the dead Witch's ability poisons the
    /// Vigormortis that lends it) is worked out without end: the newest question breaks it.
    #[test]
    fn a_lent_ability_loop_terminates() {
        let mut g = snv_game(&[
            "vigormortis",
            "clockmaker",
            "witch",
            "dreamer",
            "oracle",
            "sage",
            "mutant",
        ]);
        next_night(&mut g);
        g.apply(Command::act("vigormortis", P(0), P(2))).unwrap();
        g.apply(Command::Override {
            command: Box::new(Command::SetStatus {
                target: P(0),
                kind: crate::status::StatusKind::Poisoned,
                source: Some(P(2)),
                duration: crate::status::Duration::Permanent,
                about: None,
            }),
            reason: "test".into(),
        })
        .unwrap();
        let _ = ability_works(g.state(), P(0));
        let _ = ability_works(g.state(), P(2));
    }
}
