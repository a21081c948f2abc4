//! Barber (Sects & Violets, Outsider). Character ability text: if he died today or tonight,
//! the Demon may choose two players (not another Demon) tonight, who swap characters.
//!
//! His death, while his ability works, marks him "Haircuts Tonight" (001: a Barber drunk or
//! poisoned as he dies gives no haircut, even if he is sober later). On the night that follows
//! (or the same night, for a death at night) his step comes at his place on the sheet; the
//! Demon is woken and may choose two players (or no one). The act records the Demon's choice
//! on the Barber's step (`by`: the Barber, or the Demon): the two players swap characters and
//! keep their alignments (001), and each is told "You are" (from the changes recorded). The
//! Demon may choose itself; a player with another Demon's character is refused.

use crate::ability::prelude::*;

const CHOICE: Choice = Choice {
    optional: true,
    ..Choice::of(2, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: "barber",
    wakes: Wakes::If(haircuts_tonight),
    choice: Some(CHOICE),
    acts: Some(swap),
    says: Some([
        "The Demon swaps {targets} (Barber)",
        "Le Démon échange {targets} (Barbier)",
    ]),
    on_death: Some(OnDeath {
        order: 2,
        then: died,
    }),
    ..Ability::PLAIN
};

/// The reminder on a Barber whose death gives the Demon its swap.
pub const HAIRCUTS: &str = "Haircuts Tonight";

/// His own death, his ability working: the haircut is due.
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player == holder && ability_works(state, holder) {
        reminder::place(state, holder, ABILITY.id, HAIRCUTS);
    }
    Reaction::default()
}

/// The haircut is due, or was given tonight (the step stays on the sheet, done).
fn haircuts_tonight(state: &GameState, seat: &Seat, night: u32) -> bool {
    let given_tonight = state.phase.night_number() == Some(night)
        && state
            .choices
            .iter()
            .any(|c| c.character == ABILITY.id && c.phase == state.phase);
    given_tonight || due(state, seat, night)
}

/// Marked, and dead today or during `night`.
fn due(state: &GameState, seat: &Seat, night: u32) -> bool {
    let marked = state
        .reminders
        .iter()
        .any(|r| r.player == seat.id && r.character == ABILITY.id && r.reminder == HAIRCUTS);
    let this_night = if night == 1 {
        Phase::FirstNight
    } else {
        Phase::Night(night)
    };
    let today = Phase::Day(night.saturating_sub(1));
    marked
        && state
            .deaths
            .iter()
            .any(|d| d.player == seat.id && (d.phase == this_night || d.phase == today))
}

fn swap(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    for t in act.targets {
        state.require(*t)?;
    }
    require_night(state, act)?;
    let barber = state
        .seats
        .iter()
        .find(|s| {
            (s.is(ABILITY.id) || s.gained_id() == Some(ABILITY.id))
                && due(state, s, state.phase.night_number().unwrap_or(1))
        })
        .map(|s| s.id);
    let demon = act
        .by
        .filter(|b| {
            state
                .seat(*b)
                .is_some_and(|s| s.team() == Some(Team::Demon))
        })
        .or_else(|| {
            state
                .seats
                .iter()
                .find(|s| s.alive && s.team() == Some(Team::Demon))
                .map(|s| s.id)
        });
    if act.strict {
        if barber.is_none() {
            return Err(RuleError::NoActionTonight {
                character: ABILITY.id.into(),
            });
        }
        // The Demon may choose no one.
        if !act.targets.is_empty() && act.targets.len() != 2 {
            return Err(RuleError::WrongChoiceCount {
                character: ABILITY.id.into(),
                needed: 2,
                got: act.targets.len(),
            });
        }
        let other_demon = act.targets.iter().find(|t| {
            Some(**t) != demon
                && state
                    .seat(**t)
                    .is_some_and(|s| s.team() == Some(Team::Demon))
        });
        if let Some(t) = other_demon {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(*t),
                character: ABILITY.id.into(),
            });
        }
        if act.targets.len() == 2 && act.targets[0] == act.targets[1] {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(act.targets[0]),
                character: ABILITY.id.into(),
            });
        }
    }
    if let Some(b) = barber {
        state.choices.push(Chosen {
            by: act.by.unwrap_or(b),
            character: ABILITY.id.into(),
            targets: act.targets.to_vec(),
            phase: state.phase,
            worked: true,
        });
        state
            .reminders
            .retain(|r| !(r.player == b && r.character == ABILITY.id && r.reminder == HAIRCUTS));
    }
    let [a, b] = act.targets else {
        return Ok(Vec::new());
    };
    let (ca, cb) = (
        state.require(*a)?.character_id().to_string(),
        state.require(*b)?.character_id().to_string(),
    );
    Ok(vec![
        change_character(state, *a, &cb),
        change_character(state, *b, &ca),
    ])
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = snv_game(&[
            "vortox", "witch", "barber", "dreamer", "oracle", "sage", "mutant",
        ]);
        g.apply(Command::EndNight).unwrap();
        g
    }

    fn swap(a: u32, b: u32) -> Command {
        Command::Act {
            character: "barber".into(),
            by: Some(P(2)),
            targets: vec![P(a), P(b)],
            guess: None,
        }
    }

    /// Executed today, he gives the Demon a swap tonight: the Demon swaps itself.
    #[test]
    fn the_demon_swaps_itself() {
        let mut g = game();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(swap(0, 3)).unwrap();
        assert!(g.state().seat(P(0)).unwrap().is("dreamer"));
        assert!(g.state().seat(P(3)).unwrap().is("vortox"));
        assert!(g.state().seat(P(3)).unwrap().is_good(), "alignments stay");
    }

    /// No death, no swap; a Barber poisoned as he dies gives none.
    #[test]
    fn no_haircut_without_his_death() {
        let mut g = game();
        g.apply(Command::EndDay).unwrap();
        assert_eq!(g.apply(swap(0, 3)).unwrap_err().code(), "NoActionTonight");
    }
}
