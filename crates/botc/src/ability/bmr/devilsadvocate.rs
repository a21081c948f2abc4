//! Devil's Advocate (Bad Moon Rising, Minion). Each night he chooses a living player, not the
//! one he chose last night; if that player is executed tomorrow, they do not die (character
//! ability text). The one kill path asks him at the execution ([`crate::death::keeper`]), only
//! while his ability works (000: the effect ends with the ability; 001: a choice made drunk
//! or poisoned protects nobody, even once sober again). The chosen player gets the "Survives
//! Execution" reminder until his next choice.

use crate::ability::prelude::*;

const CHOICE: Choice = Choice {
    among: Among::Alive,
    fresh: true,
    when: When::Night,
    ..Choice::of(1, Then::Acts)
};

const REMINDER: &str = "Survives Execution";

pub const ABILITY: Ability = Ability {
    id: "devilsadvocate",
    choice: Some(CHOICE),
    acts: Some(defend),
    says: Some(["{by} defends {targets}", "{by} défend {targets}"]),
    keeps_alive: Some(survives_execution),
    ..Ability::PLAIN
};

fn defend(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let works = record_choice(state, by, "devilsadvocate", vec![target]);
    state
        .reminders
        .retain(|r| !(r.character == "devilsadvocate" && r.reminder == REMINDER));
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    state.reminders.push(PlacedReminder {
        player: target,
        character: "devilsadvocate".into(),
        reminder: REMINDER.into(),
    });
    Ok(Vec::new())
}

/// Executed today, chosen last night (the night before this day) by this Devil's Advocate
/// while his ability worked.
fn survives_execution(
    state: &GameState,
    holder: PlayerId,
    target: PlayerId,
    cause: &DeathCause,
) -> bool {
    let Some(day) = state.phase.day_number() else {
        return false;
    };
    let last_night = if day == 1 {
        Phase::FirstNight
    } else {
        Phase::Night(day)
    };
    *cause == DeathCause::Execution
        && state.choices.iter().any(|c| {
            c.by == holder
                && c.character == "devilsadvocate"
                && c.phase == last_night
                && c.worked
                && c.targets.contains(&target)
        })
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::seat::PlayerId as P;
    use crate::test_util::*;

    /// Not the same player two nights in a row; a dead player cannot be chosen.
    #[test]
    fn fresh_living_choice() {
        let mut g = bmr_game(&[
            "po",
            "devilsadvocate",
            "chambermaid",
            "fool",
            "exorcist",
            "gambler",
            "sailor",
        ]);
        g.apply(Command::act("devilsadvocate", P(1), P(2))).unwrap();
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(3),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        for (p, code) in [(2, "ChoiceNotAllowed"), (3, "ChoiceNotAllowed")] {
            assert_eq!(
                g.apply(Command::act("devilsadvocate", P(1), P(p)))
                    .unwrap_err()
                    .code(),
                code
            );
        }
        g.apply(Command::act("devilsadvocate", P(1), P(4))).unwrap();
    }
}
