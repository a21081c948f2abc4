//! Po (Bad Moon Rising, Demon). Each night but the first, he may choose a player, who dies; if
//! he chose no one last night, he chooses three players tonight, who all die (character
//! ability text). The choice changes night to night ([`Ability::choice_now`]): one player or no
//! one, or three after a night of no one. Each kill goes through the Demon's one kill path
//! ([`crate::death::demon_strike`]).
//!
//! "No one" is either recorded (`act` with no players) or left unrecorded (the Storyteller
//! moves on from the Po's step). A recorded "no one" made while the Po was drunk or poisoned
//! charges nothing (001: a use while impaired has no effect, "ni plus tard"); a night of three
//! while drunk or poisoned kills nobody and spends the charge (the Po chose). The "3 Attacks"
//! reminder marks a recorded charge.

use crate::ability::prelude::*;

const ONE: Choice = Choice {
    optional: true,
    ..Choice::of(1, Then::Acts)
};
const THREE: Choice = Choice::of(3, Then::Acts);
const CHARGE: &str = "3 Attacks";

pub const ABILITY: Ability = Ability {
    id: "po",
    choice: Some(ONE),
    choice_now: Some(choice_now),
    acts: Some(attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    ..Ability::PLAIN
};

fn choice_now(state: &GameState, po: PlayerId) -> Option<Choice> {
    Some(if charged(state, po) { THREE } else { ONE })
}

/// The Po chose no one last night (night 2 or later), while his ability worked if recorded.
/// The choices looked at are the ones the player made as their own character: a Lunatic who
/// believes they are the Po chooses as the Po would (character ability text), after their own
/// choice of last night (recorded as the Lunatic's).
pub fn charged(state: &GameState, po: PlayerId) -> bool {
    let Some(tonight) = night_of(state) else {
        return false;
    };
    if tonight < 3 {
        return false;
    }
    let Some(own) = state.seat(po).map(|s| s.character_id().to_string()) else {
        return false;
    };
    let last_night = Phase::Night(tonight - 1);
    match state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == po && c.character == own && c.phase == last_night)
    {
        None => true,
        Some(c) => c.targets.is_empty() && c.worked,
    }
}

fn attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    require_night(state, act)?;
    let choice = choice_now(state, by).unwrap_or(ONE);
    if act.strict {
        is_really(state, by, "po")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "po".into(),
            });
        }
        let n = act.targets.len();
        let fits = n == choice.players || (choice.optional && n == 0);
        if !fits {
            return Err(RuleError::WrongChoiceCount {
                character: "po".into(),
                needed: choice.players,
                got: n,
            });
        }
        choice.check(state, act)?;
    }
    let works = ability_works(state, by) && really_alive(state, by);
    state.choices.push(Chosen {
        by,
        character: "po".into(),
        targets: act.targets.to_vec(),
        phase: state.phase,
        worked: works,
    });
    state
        .reminders
        .retain(|r| !(r.player == by && r.character == "po" && r.reminder == CHARGE));
    if act.targets.is_empty() {
        if works {
            state.reminders.push(PlacedReminder {
                player: by,
                character: "po".into(),
                reminder: CHARGE.into(),
            });
        }
        return Ok(Vec::new());
    }
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let mut events = Vec::new();
    for t in act.targets {
        events.extend(demon_strike(state, by, *t));
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use super::charged;
    use crate::ability::of;
    use crate::command::Command;
    use crate::seat::PlayerId as P;
    use crate::test_util::*;

    fn no_one() -> Command {
        Command::Act {
            character: "po".into(),
            by: Some(P(0)),
            targets: vec![],
            guess: None,
        }
    }

    /// Night 2: one or no one. A recorded no one, or a night moved past without a choice,
    /// charges three for the next night; three chosen then all die.
    #[test]
    fn no_one_then_three() {
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "chambermaid",
            "exorcist",
            "gambler",
            "grandmother",
            "minstrel",
        ]);
        next_night(&mut g);
        assert!(!charged(g.state(), P(0)), "night 2: nothing last night");
        let po = of("po").unwrap();
        assert_eq!(po.choice_for(g.state(), Some(P(0))).unwrap().players, 1);
        g.apply(no_one()).unwrap();
        next_night(&mut g);
        assert_eq!(po.choice_for(g.state(), Some(P(0))).unwrap().players, 3);
        assert_eq!(
            g.apply(Command::act("po", P(0), P(2))).unwrap_err().code(),
            "WrongChoiceCount"
        );
        g.apply(Command::Act {
            character: "po".into(),
            by: Some(P(0)),
            targets: vec![P(2), P(3), P(4)],
            guess: None,
        })
        .unwrap();
        for p in [2, 3, 4] {
            assert!(!g.state().seat(P(p)).unwrap().alive);
        }
        next_night(&mut g);
        assert!(!charged(g.state(), P(0)));
        // Moving past the step without a choice charges too.
        next_night(&mut g);
        assert!(charged(g.state(), P(0)));
    }
}
