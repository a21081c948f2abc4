//! Amnesiac (Townsfolk, outside the base editions). Character ability text: the player has an
//! ability the Storyteller made up and keeps secret from them; each day they may guess it in
//! private and learn how close the guess is.
//!
//! What the engine automates: the daily guess and its answer. By day, the guess is recorded as
//! the Amnesiac's act with no player (the words of the guess as a note on the player, as the
//! screens record a statement), once a day while they live; then the Storyteller's answer, how
//! close the guess is in their own words, is the information given to them that day
//! ([`ToldByDay::HowCloseToAct`]: [`Command::GiveInfo`] with one statement, one card). 001:
//! drunk or poisoned, the answer may be false; the guess is recorded with whether the ability
//! worked. The engine cannot judge words, so nothing is counted as abnormal unless the
//! Storyteller marks it.
//!
//! What is left to the Storyteller, and why: the secret ability itself. The Storyteller
//! decides it at setup and writes it down as a note on the Amnesiac (kept in the log, shown on
//! the player's sheet); an ability made up in words has no definition the engine could run.
//! The Amnesiac wakes at the place of the official night order (the table's): the prompt
//! reminds the Storyteller to wake them only when their secret ability acts tonight and to run
//! it by hand (information given, statuses, reminders, deaths), or to move on.

use crate::ability::prelude::*;

const ID: &str = "amnesiac";

pub const ABILITY: Ability = Ability {
    id: ID,
    acts: Some(guess),
    says: Some([
        "{by} (Amnesiac) guesses their ability, in private",
        "{by} (Amnésique) devine sa capacité, en privé",
    ]),
    speaks_by_day: true,
    told_by_day: Some(ToldByDay::HowCloseToAct),
    judges: Some(|_, _, _, _| Verdict::Unknown),
    ..Ability::PLAIN
};

/// Today's guess, once a day, by day.
fn guess(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        is_character(state, by, ID)?;
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        let today = state
            .choices
            .iter()
            .any(|c| c.by == by && c.character == ID && c.phase == state.phase);
        if today {
            return Err(RuleError::AlreadyToday {
                name: seat.name.clone(),
                character: ID.into(),
            });
        }
    }
    record_choice(state, by, ID, act.targets.to_vec());
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::info::Info;
    use crate::test_util::P;

    fn guess(g: &mut crate::game::Game) -> Result<Vec<crate::event::Event>, RuleError> {
        g.apply(Command::Act {
            character: "amnesiac".into(),
            by: Some(P(2)),
            targets: Vec::new(),
            guess: None,
        })
    }

    /// One guess a day, by day; answered with the Storyteller's words.
    #[test]
    fn one_guess_a_day() {
        let mut g = custom_game(&["imp", "poisoner", "amnesiac", "chef", "empath"]);
        assert!(matches!(guess(&mut g), Err(RuleError::WrongPhase { .. })));
        g.apply(Command::EndNight).unwrap();
        guess(&mut g).unwrap();
        assert!(matches!(guess(&mut g), Err(RuleError::AlreadyToday { .. })));
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "amnesiac".into(),
            chosen: Vec::new(),
            info: Info::Statements {
                statements: vec!["Warm".into()],
            },
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        guess(&mut g).unwrap();
    }
}
