//! Tinker (Bad Moon Rising, Outsider). Character ability text: the Tinker might die at any
//! time. The ability does not say "choose", so the Storyteller decides when (000: "Si une
//! capacité ne mentionne pas « choisissez », c'est le Conteur qui décide"). The screens offer
//! it from the definition ([`Ability::dies_any_time`]) on the seat and at the Tinker's step.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "tinker",
    dies_any_time: true,
    acts: Some(dies),
    says: Some(["{targets} dies (Tinker)", "{targets} meurt (Inventeur)"]),
    ..Ability::PLAIN
};

/// The Tinker dies now, by day or by night, through the one kill path (an ability that keeps
/// players alive still may). 001: a drunk or poisoned Tinker has no ability, so it cannot kill
/// them.
fn dies(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let tinker = act.target()?;
    let seat = state.require(tinker)?;
    if let Some(by) = act.by {
        state.require(by)?;
    }
    if act.strict {
        if !state.phase.in_play() {
            return Err(RuleError::WrongPhase {
                action: "tinker",
                phase: state.phase,
            });
        }
        // The real Tinker only: nobody believes they are the Tinker.
        if !seat.is("tinker") && seat.gained_id() != Some("tinker") {
            return Err(RuleError::NotCharacter {
                name: seat.name.clone(),
                expected: "tinker".into(),
            });
        }
    }
    if !ability_works(state, tinker) && state.seat(tinker).is_some_and(|s| s.alive) {
        return Ok(vec![Event::NoEffect {
            player: tinker,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(kill(state, tinker, DeathCause::Storyteller))
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::event::{Event, NoEffect};
    use crate::test_util::*;

    fn bmr_game(chars: &[&str]) -> crate::game::Game {
        let mut g = setup_game(Some(crate::character::Edition::BadMoonRising), chars);
        g.apply(Command::StartGame).unwrap();
        g
    }

    fn tinker_dies() -> Command {
        Command::act("tinker", P(2), P(2))
    }

    /// The definition says the Tinker may die at any time; his death by day goes through the
    /// kill path.
    #[test]
    fn the_tinker_dies_when_the_storyteller_says() {
        assert!(crate::ability::of("tinker").is_some_and(|a| a.dies_any_time));
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "tinker",
            "chambermaid",
            "exorcist",
            "sailor",
            "gossip",
        ]);
        to_day(&mut g);
        let ev = g.apply(tinker_dies()).unwrap();
        assert!(matches!(ev[0], Event::Died { player, .. } if player == P(2)));
        assert!(!g.state().seat(P(2)).unwrap().alive);
        // Someone else is not the Tinker.
        assert_eq!(
            g.apply(Command::act("tinker", P(3), P(3)))
                .unwrap_err()
                .code(),
            "NotCharacter"
        );
    }

    /// 001: a poisoned Tinker has no ability: he does not die by it.
    #[test]
    fn a_poisoned_tinker_lives() {
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "tinker",
            "chambermaid",
            "exorcist",
            "sailor",
            "gossip",
        ]);
        crate::test_util::poison(&mut g, P(2));
        let ev = g.apply(tinker_dies()).unwrap();
        assert_eq!(
            ev,
            vec![Event::NoEffect {
                player: P(2),
                reason: NoEffect::Impaired
            }]
        );
        assert!(g.state().seat(P(2)).unwrap().alive);
    }
}
