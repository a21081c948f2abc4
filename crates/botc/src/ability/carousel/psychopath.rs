//! Psychopath (carousel, Minion). Character ability text: each day, before nominations, the
//! Psychopath may publicly choose a player, who dies; if executed, the Psychopath dies only on
//! losing a game of rock-paper-scissors (roshambo) against the player who nominated them.
//!
//! The daily kill is a public act by day ([`crate::ability::rules::ByDay`]), recorded as
//! [`Command::Act`] by the Psychopath naming one living player: once a day, while alive, and
//! only while no nomination has been made today (strict mode refuses it otherwise; an
//! `Override` still records it). The death goes through the one kill path. 001: a drunk or
//! poisoned Psychopath's choice kills no one (recorded, with no effect).
//!
//! The execution: the game of roshambo is played at the table, so the Storyteller records who
//! won. While the ability works and a player nominated the Psychopath today, the execution
//! waits for that decision ([`Ability::may_spare_executed`], as the Pacifist's does): the
//! Psychopath dies (the nominator won, the first suggestion) or survives (the Psychopath won,
//! a note). The Psychopath is executed all the same (001: "L'exécution est différente de la
//! mort"): it is the day's execution. Drunk or poisoned, the Psychopath executed simply dies;
//! so does the Psychopath babysitting Lil' Monsta (official jinx Lil' Monsta & Psychopath).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "psychopath",
    acts: Some(kill_by_day),
    says: Some([
        "{by} (Psychopath) publicly chooses {targets}",
        "{by} (Psychopathe) désigne publiquement {targets}",
    ]),
    may_spare_executed: Some(plays_roshambo),
    rules: Rules {
        by_day: Some(ByDay {
            players: 1,
            now,
            may_choose,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Alive, no nomination yet today, and no player chosen yet today.
fn now(state: &GameState, holder: PlayerId) -> bool {
    let chosen_today = state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase);
    state.phase.is_day()
        && state.seat(holder).is_some_and(|s| s.alive)
        && state.day.nominations.is_empty()
        && !chosen_today
}

/// A living player (the Psychopath included: "a player").
fn may_choose(state: &GameState, _holder: PlayerId, target: PlayerId) -> bool {
    state.seat(target).is_some_and(|s| s.alive)
}

fn kill_by_day(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "psychopath",
            phase: state.phase,
        });
    }
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !(now(state, by) && may_choose(state, by, target)) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ABILITY.id.into(),
            });
        }
    }
    if !record_choice(state, by, ABILITY.id, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}

/// The player who nominated `player` today, if any (the last such nomination, exiles aside).
pub fn nominator(state: &GameState, player: PlayerId) -> Option<PlayerId> {
    state
        .day
        .nominations
        .iter()
        .rev()
        .find(|n| n.nominee == player && !n.exile)
        .map(|n| n.nominator)
}

/// The Psychopath executed after a nomination plays roshambo against the nominator: the
/// Storyteller records whether they die.
fn plays_roshambo(state: &GameState, holder: PlayerId, executed: PlayerId) -> bool {
    holder == executed
        && nominator(state, holder).is_some()
        && !carousel::lilmonsta::babysitter_dies_when_executed(state, holder, ABILITY.id)
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::event::{Event, NoEffect};
    use crate::test_util::*;

    const CAST: &[&str] = &[
        "imp",
        "psychopath",
        "chef",
        "empath",
        "monk",
        "soldier",
        "poisoner",
    ];

    /// The choice is offered before nominations only, once a day.
    #[test]
    fn before_nominations_once_a_day() {
        let mut g = custom_game(CAST);
        to_day(&mut g);
        let by_day = |g: &crate::game::Game| crate::ability::rules::by_day(g.state(), P(1));
        assert!(by_day(&g).is_some());
        g.apply(Command::act("psychopath", P(1), P(2))).unwrap();
        assert!(!g.state().seat(P(2)).unwrap().alive);
        assert!(by_day(&g).is_none());
        assert_eq!(
            g.apply(Command::act("psychopath", P(1), P(3)))
                .unwrap_err()
                .code(),
            "ChoiceNotAllowed"
        );
    }

    /// 001: a poisoned Psychopath's choice kills no one.
    #[test]
    fn a_poisoned_psychopath_kills_no_one() {
        let mut g = custom_game(CAST);
        poison(&mut g, P(1));
        to_day(&mut g);
        let ev = g.apply(Command::act("psychopath", P(1), P(2))).unwrap();
        assert_eq!(
            ev,
            vec![Event::NoEffect {
                player: P(1),
                reason: NoEffect::Impaired
            }]
        );
        assert!(g.state().seat(P(2)).unwrap().alive);
    }
}
