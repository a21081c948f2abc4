//! Gambler (Bad Moon Rising, Townsfolk). Character ability text: each night but the first, he
//! chooses a player and guesses their character; a wrong guess kills him.
//!
//! The guess is the act's `guess`. A wrong guess kills him through the one kill path (an ability
//! that keeps him alive does); a player who may register as something else (002: the Recluse,
//! the Spy) makes it the Storyteller's call (a decision whose suggestion is his death; dismissed,
//! he lives). 001: a drunk or poisoned Gambler guesses for nothing.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gambler",
    choice: Some(Choice {
        guess: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(gamble),
    says: Some(["{by} guesses {targets}", "{by} parie sur {targets}"]),
    ..Ability::PLAIN
};

fn gamble(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    if let Some(g) = act.guess {
        if state.character(g).is_none() {
            return Err(RuleError::UnknownCharacter { id: g.to_string() });
        }
    }
    if act.strict {
        is_character(state, by, "gambler")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "gambler".into(),
            });
        }
        if act.guess.is_none() {
            return Err(RuleError::GuessNeeded {
                character: "gambler".into(),
            });
        }
    }
    let worked = record_choice(state, by, "gambler", vec![target]);
    if !worked {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let Some(guess) = act.guess else {
        // The Storyteller recorded the choice without a guess: nothing to judge.
        return Ok(Vec::new());
    };
    let t = state.require(target)?;
    if !learn::may_register_as(state, t).is_empty() {
        return Ok(vec![learn::offer_decision(
            state,
            by,
            "gambler",
            vec![Command::Die {
                player: by,
                cause: DeathCause::Storyteller,
            }],
        )]);
    }
    if t.is(guess) {
        Ok(Vec::new())
    } else {
        Ok(kill(state, by, DeathCause::Storyteller))
    }
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::test_util::*;

    fn night_two(chars: &[&str]) -> crate::Game {
        let mut g = setup_game(Some(Edition::BadMoonRising), chars);
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        g
    }

    fn guess(g: &mut crate::Game, target: u32, character: &str) {
        g.apply(Command::Act {
            character: "gambler".into(),
            by: Some(P(6)),
            targets: vec![P(target)],
            guess: Some(character.into()),
        })
        .unwrap();
    }

    /// The guess is of the real character: the Drunk who believes they are the Sailor is the
    /// Drunk (002: the Drunk does not know they are the Drunk).
    #[test]
    fn the_drunk_is_guessed_as_the_drunk() {
        let chars = [
            "po",
            "assassin",
            "chambermaid",
            "drunk:sailor",
            "exorcist",
            "innkeeper",
            "gambler",
        ];
        let mut g = night_two(&chars);
        guess(&mut g, 3, "drunk");
        assert!(g.state().seat(P(6)).unwrap().alive);
        let mut g = night_two(&chars);
        guess(&mut g, 3, "sailor");
        assert!(!g.state().seat(P(6)).unwrap().alive);
    }
}
