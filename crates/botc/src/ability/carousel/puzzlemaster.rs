//! Puzzlemaster (carousel, Outsider). Character ability text: one player is drunk, and stays
//! so after the Puzzlemaster dies; once per game the Puzzlemaster may guess who it is: right,
//! they learn which player is the Demon; wrong, they learn a false Demon.
//!
//! Setup: the Storyteller picks the drunk player, recorded as the Puzzlemaster's act with no
//! player (`by: None`) naming them, at setup or later; a new pick replaces the last. The drunk
//! status comes from the Puzzlemaster's ability with no end of its own (`Duration::Permanent`):
//! it lasts while the Puzzlemaster keeps the character and a working ability, their death
//! included (the table's `works_when_dead`); 001: while the Puzzlemaster is drunk or poisoned,
//! the player is sober.
//!
//! The guess, by day, is the Puzzlemaster's act naming one player (a character named with it
//! is not read), once per game ("Guess Used"), by a living Puzzlemaster (the ability lasts
//! after death for the drunkenness only). The Storyteller's answer waits as a decision whose
//! suggestion says what to show: right, the Demon; wrong, a player who is not the Demon
//! (several are offered). 001: a Puzzlemaster drunk or poisoned when guessing is wrong by the
//! rule of the guess: the ability does not work, and a false Demon is suggested; the guess is
//! spent all the same.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "puzzlemaster",
    wakes: Wakes::Never,
    once: true,
    acts: Some(act),
    says: Some([
        "{by} (Puzzlemaster) guesses {targets}",
        "{by} (Maître des Puzzles) désigne {targets}",
    ]),
    says_for_storyteller: Some([
        "{targets} is drunk by the Puzzlemaster",
        "{targets} est ivre par le Maître des Puzzles",
    ]),
    guesses_by_day: Some(GuessesByDay {
        most: 1,
        today: |state, pm| state.seat(pm).is_some_and(|s| s.alive && !s.ability_used),
    }),
    ..Ability::PLAIN
};

const ID: &str = "puzzlemaster";
const GUESS_USED: &str = "Guess Used";

/// The player the Puzzlemaster's ability makes drunk (in force or not).
pub fn puzzle_drunk(state: &GameState, pm: PlayerId) -> Option<PlayerId> {
    state
        .statuses
        .iter()
        .rev()
        .find(|s| {
            s.kind == StatusKind::Drunk
                && matches!(&s.source, Source::Player { player, character }
                    if *player == pm && character == ID)
        })
        .map(|s| s.target)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    match act.by {
        None => pick_drunk(state, act),
        Some(_) => guess(state, act),
    }
}

/// The Storyteller's pick: the drunk player, from the Puzzlemaster's ability.
fn pick_drunk(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    let pm = state
        .seats
        .iter()
        .find(|s| s.is(ID))
        .map(|s| s.id)
        .ok_or_else(|| RuleError::CannotAct {
            character: ID.into(),
        })?;
    state.statuses.retain(|s| {
        !(s.kind == StatusKind::Drunk
            && matches!(&s.source, Source::Player { player, character }
                if *player == pm && character == ID))
    });
    Ok(place_status(
        state,
        pm,
        target,
        StatusKind::Drunk,
        Duration::Permanent,
    ))
}

/// The guess by day; the answer waits for the Storyteller.
fn guess(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?;
    let target = act.target()?;
    state.require(target)?;
    if act.strict {
        is_character(state, by, ID)?;
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        if seat.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ID.into(),
            });
        }
        if !seat.alive {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
    }
    let worked = record_choice(state, by, ID, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, ID, GUESS_USED);
    let right = worked && puzzle_drunk(state, by) == Some(target);
    let shown: Vec<PlayerId> = if right {
        state.of_team(Team::Demon).iter().map(|s| s.id).collect()
    } else {
        false_demons(state, by)
    };
    let suggestions = shown
        .into_iter()
        .map(|p| Command::GiveInfo {
            player: by,
            character: ID.into(),
            chosen: vec![target],
            info: Info::Players { players: vec![p] },
        })
        .collect();
    Ok(vec![
        Event::AbilitySpent { player: by },
        learn::offer_decision(state, by, ID, suggestions),
    ])
}

/// Living players who are not the Demon and cannot register as one, clockwise from the
/// Puzzlemaster (three at most).
fn false_demons(state: &GameState, pm: PlayerId) -> Vec<PlayerId> {
    let Some(seat) = state.seat(pm) else {
        return Vec::new();
    };
    // Lil' Monsta's babysitter is the Demon too (asked once).
    let demons = state.of_team(Team::Demon);
    super::plain_others(state, seat)
        .into_iter()
        .filter(|s| s.alive && !demons.iter().any(|d| d.id == s.id))
        .take(3)
        .map(|s| s.id)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::status::is_drunk;
    use crate::test_util::*;

    fn pick(g: &mut crate::game::Game, p: u32) {
        g.apply(Command::Act {
            character: ID.into(),
            by: None,
            targets: vec![P(p)],
            guess: None,
        })
        .unwrap();
    }

    /// The Storyteller's pick is drunk, and stays so once the Puzzlemaster is dead; a new pick
    /// replaces the old one.
    #[test]
    fn the_drunk_outlives_the_puzzlemaster() {
        let mut g = tb_game(&["imp", "poisoner", "puzzlemaster", "chef", "empath"]);
        pick(&mut g, 3);
        assert!(is_drunk(g.state(), P(3)));
        pick(&mut g, 4);
        assert!(!is_drunk(g.state(), P(3)) && is_drunk(g.state(), P(4)));
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        assert!(is_drunk(g.state(), P(4)));
    }
}
