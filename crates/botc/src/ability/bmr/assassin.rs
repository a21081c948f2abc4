//! Assassin (Bad Moon Rising, Minion). Once per game, at night but not the first, he may
//! choose a player, who dies even if something would keep them alive (character ability
//! text): the Monk's and the Innkeeper's protection, the Soldier, the Tea Lady, the Sailor, the
//! Fool's and the Zombuul's first death — [`crate::death::kill_through`]. He may keep the
//! ability for later: the choice is optional, and he wakes only while it is unused. 001: "Si
//! un joueur ivre ou empoisonné tente d'utiliser une capacité « une fois par partie », cette
//! utilisation est perdue" — a drunk or poisoned Assassin kills nobody and his use is spent.

use crate::ability::prelude::*;

const CHOICE: Choice = Choice {
    optional: true,
    ..Choice::of(1, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: "assassin",
    choice: Some(CHOICE),
    once: true,
    acts: Some(strike),
    says: Some(["{by} assassinates {targets}", "{by} assassine {targets}"]),
    ..Ability::PLAIN
};

/// No one chosen: kept for later. One player: the use is spent ("No Ability" on the
/// Assassin) and, if his ability works, the player dies whatever keeps them alive ("Dead").
fn strike(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "assassin")?;
        let used = state.seat(by).is_some_and(|s| s.ability_used);
        if state.phase == Phase::FirstNight || used {
            return Err(RuleError::NoActionTonight {
                character: "assassin".into(),
            });
        }
    }
    if act.targets.is_empty() {
        return Ok(Vec::new());
    }
    let target = act.target()?;
    state.require(target)?;
    let works = ability_works(state, by) && really_alive(state, by);
    state.seat_mut(by).unwrap().ability_used = true;
    state.choices.push(Chosen {
        by,
        character: "assassin".into(),
        targets: vec![target],
        phase: state.phase,
        worked: works,
    });
    state.reminders.push(PlacedReminder {
        player: by,
        character: "assassin".into(),
        reminder: "No Ability".into(),
    });
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !works {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    let died = kill_through(state, target, DeathCause::Storyteller);
    if died.iter().any(|e| matches!(e, Event::Died { .. })) {
        state.reminders.push(PlacedReminder {
            player: target,
            character: "assassin".into(),
            reminder: "Dead".into(),
        });
    }
    events.extend(died);
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::night::sheet;
    use crate::seat::PlayerId as P;
    use crate::test_util::*;

    fn wakes(g: &crate::Game) -> bool {
        sheet(g.state())
            .iter()
            .any(|s| s.character.as_deref() == Some("assassin"))
    }

    /// Not on the first night; kept for later with no one chosen; once used, he wakes no more
    /// (but tonight's step stays), and a second use is refused.
    #[test]
    fn once_per_game_and_optional() {
        let mut g = bmr_game(&[
            "po",
            "assassin",
            "chambermaid",
            "fool",
            "exorcist",
            "gambler",
            "sailor",
        ]);
        assert!(!wakes(&g));
        assert_eq!(
            g.apply(Command::act("assassin", P(1), P(2)))
                .unwrap_err()
                .code(),
            "NoActionTonight"
        );
        next_night(&mut g);
        assert!(wakes(&g));
        g.apply(Command::Act {
            character: "assassin".into(),
            by: Some(P(1)),
            targets: vec![],
            guess: None,
        })
        .unwrap();
        assert!(!g.state().seat(P(1)).unwrap().ability_used);
        next_night(&mut g);
        g.apply(Command::act("assassin", P(1), P(3))).unwrap();
        assert!(
            !g.state().seat(P(3)).unwrap().alive,
            "the Fool's first death does not save him"
        );
        assert!(wakes(&g), "tonight's step stays");
        next_night(&mut g);
        assert!(!wakes(&g));
        assert_eq!(
            g.apply(Command::act("assassin", P(1), P(2)))
                .unwrap_err()
                .code(),
            "NoActionTonight"
        );
    }
}
