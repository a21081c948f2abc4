//! Juggler (Sects & Violets, Townsfolk). Character ability text: on his first day he may
//! publicly guess the characters of up to five players; that night he learns how many guesses
//! were right.
//!
//! How it is recorded: by day, each guess is his act naming one player and the character
//! guessed (`targets: [player]`, `guess`), up to five on his first day (the day after he
//! became the Juggler, or day 1). A guess that is right as it is made gets the Juggler's
//! "Correct" reminder next to the player guessed. His words may also be recorded as a
//! statement with no player (a note, as the screens do): the Storyteller then places the
//! "Correct" reminders by hand. That night he wakes and learns how many "Correct" reminders
//! there are. 002: a player who may register as another character type (the Recluse, the Spy)
//! leaves the guess to the Storyteller (a reminder placed by hand). 001: drunk or poisoned at
//! night (or with the Vortox), a false number is suggested. Jinx (Cannibal & Juggler): the
//! living Cannibal who gained the ability of a Juggler executed on his first day, having
//! guessed, wakes that night and learns the count.

use crate::ability::prelude::*;

/// Guesses allowed on his first day.
pub const MAX_GUESSES: usize = 5;

pub const ABILITY: Ability = Ability {
    id: "juggler",
    wakes: Wakes::If(juggled_yesterday),
    acts: Some(guess),
    says: Some([
        "{by} (Juggler) guesses {targets}",
        "{by} (Jongleur) fait une supposition sur {targets}",
    ]),
    learns: Some(|state, _| correct_count(state)),
    speaks_by_day: true,
    guesses_by_day: Some(GuessesByDay {
        most: MAX_GUESSES,
        today: |state, juggler| state.phase.day_number() == Some(first_day(state, juggler)),
    }),
    ..Ability::PLAIN
};

/// The Juggler's first day: the day he became the Juggler on (or the day after the night he
/// did), day 1 when he was one from the start.
pub fn first_day(state: &GameState, juggler: PlayerId) -> u32 {
    state
        .changes
        .iter()
        .rev()
        .find(|c| c.player == juggler && c.to == "juggler")
        .map(|c| match c.phase {
            Phase::Day(d) => d,
            Phase::Night(n) => n,
            _ => 1,
        })
        .unwrap_or(1)
}

/// What `juggler` recorded on day `day` as the Juggler (guesses and statements).
fn acts_on(state: &GameState, juggler: PlayerId, day: u32) -> impl Iterator<Item = &Chosen> {
    state
        .choices
        .iter()
        .filter(move |c| c.by == juggler && c.character == "juggler" && c.phase == Phase::Day(day))
}

/// He wakes the night after his first day, if he guessed (or spoke) that day; so does the
/// Cannibal who holds his ability then, by the jinx ([`cannibal_learns`]).
fn juggled_yesterday(state: &GameState, seat: &Seat, night: u32) -> bool {
    let day = night.saturating_sub(1);
    (day == first_day(state, seat.id) && acts_on(state, seat.id, day).next().is_some())
        || cannibal_learns(state, seat, day)
}

/// Jinx (Cannibal & Juggler): a Juggler who guessed on his first day and died by execution
/// that day leaves his count to the living Cannibal, who gained his ability: they wake that
/// night and learn how many guesses were right (his "Correct" reminders).
fn cannibal_learns(state: &GameState, seat: &Seat, day: u32) -> bool {
    let cannibal = carousel::cannibal::ABILITY.id;
    seat.is(cannibal)
        && seat.alive
        && seat.gained_id() == Some(ABILITY.id)
        && jinx::active(state, cannibal, ABILITY.id)
        && state.executions.iter().any(|e| {
            e.day == day
                && e.died
                && state.seat(e.player).is_some_and(|j| j.is(ABILITY.id))
                && first_day(state, e.player) == day
                && acts_on(state, e.player, day).next().is_some()
        })
}

/// How many guesses were right: the Juggler's "Correct" reminders.
fn correct_count(state: &GameState) -> NightInfo {
    let value = state
        .reminders
        .iter()
        .filter(|r| r.character == "juggler" && r.reminder == "Correct")
        .count() as u32;
    NightInfo::Number {
        value,
        may_be: Vec::new(),
    }
}

fn guess(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if let Some(g) = act.guess {
        if state.character(g).is_none() {
            return Err(RuleError::UnknownCharacter { id: g.to_string() });
        }
    }
    let day = state.phase.day_number();
    if act.strict {
        is_character(state, by, "juggler")?;
        let Some(day) = day else {
            return Err(RuleError::WrongPhase {
                action: "juggler",
                phase: state.phase,
            });
        };
        if day != first_day(state, by) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: "juggler".into(),
            });
        }
        if act.targets.len() > 1 {
            return Err(RuleError::WrongChoiceCount {
                character: "juggler".into(),
                needed: 1,
                got: act.targets.len(),
            });
        }
        if !act.targets.is_empty() && act.guess.is_none() {
            return Err(RuleError::GuessNeeded {
                character: "juggler".into(),
            });
        }
        let made = acts_on(state, by, day)
            .filter(|c| !c.targets.is_empty())
            .count();
        if !act.targets.is_empty() && made >= MAX_GUESSES {
            return Err(RuleError::TooManyGuesses {
                name: seat.name.clone(),
                character: "juggler".into(),
                limit: MAX_GUESSES,
            });
        }
    }
    record_choice(state, by, "juggler", act.targets.to_vec());
    if let (Some(g), [t]) = (act.guess, act.targets) {
        let target = state.require(*t)?;
        // Right as it is made; a registration is the Storyteller's call (placed by hand).
        if target.is(g) && learn::may_register_as(state, target).is_empty() {
            reminder::place(state, *t, "juggler", "Correct");
        }
    }
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::test_util::*;

    /// A player who becomes the Juggler at night has the next day as his first day.
    #[test]
    fn first_day_after_becoming_the_juggler() {
        let mut g = snv_game(&[
            "vortox",
            "witch",
            "clockmaker",
            "dreamer",
            "mathematician",
            "oracle",
            "savant",
        ]);
        assert_eq!(first_day(g.state(), P(2)), 1);
        next_night(&mut g);
        g.apply(Command::ChangeCharacter {
            player: P(2),
            character: "juggler".into(),
        })
        .unwrap();
        assert_eq!(first_day(g.state(), P(2)), 2);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Act {
            character: "juggler".into(),
            by: Some(P(2)),
            targets: vec![P(0)],
            guess: Some("vortox".into()),
        })
        .unwrap();
        assert_eq!(
            correct_count(g.state()),
            NightInfo::Number {
                value: 1,
                may_be: vec![]
            }
        );
    }
}
