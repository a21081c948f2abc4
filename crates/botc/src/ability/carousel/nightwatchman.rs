//! Nightwatchman (carousel, Townsfolk). Character ability text, in our words: once in the game,
//! at night, the Nightwatchman picks a player, who is then told who the Nightwatchman is.
//!
//! The pick is optional (kept for a later night, the player wakes only while it is unused) and
//! spends the ability ("No Ability"). While the ability works, the Storyteller then wakes the
//! player picked and shows them the Nightwatchman pointed at with the Nightwatchman's token (the
//! step's card). 001: a drunk or poisoned Nightwatchman's pick is spent and tells no one
//! anything (no card), as is the pick of a player who only believes they are the Nightwatchman
//! (the Drunk, the Marionette). The pick names another player (picking oneself tells nothing).

use crate::ability::prelude::*;

pub const ID: &str = "nightwatchman";
const NO_ABILITY: &str = "No Ability";

pub const ABILITY: Ability = Ability {
    id: ID,
    once: true,
    choice: Some(Choice {
        among: Among::Others,
        optional: true,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(pick),
    says: Some([
        "{by} (Nightwatchman) chooses {targets}, who learns who the Nightwatchman is",
        "{by} (Veilleur de Nuit) choisit {targets}, qui apprend qui est le Veilleur de Nuit",
    ]),
    cards: Some(cards),
    ..Ability::PLAIN
};

fn pick(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let seat = state.require(by)?;
    if act.strict && seat.ability_used {
        return Err(RuleError::AbilityAlreadyUsed {
            name: seat.name.clone(),
            character: ID.into(),
        });
    }
    let worked = record_choice(state, by, ID, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, ID, NO_ABILITY);
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    }
    Ok(events)
}

/// Once the pick is recorded tonight and worked: the player picked is shown the Nightwatchman.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(by) = step.player else {
        return Vec::new();
    };
    state
        .choices
        .iter()
        .rev()
        .filter(|c| c.phase == state.phase && c.by == by && c.character == ID && c.worked)
        .find_map(|c| c.targets.first())
        .map(|_| {
            vec![Card::PlayerIs {
                player: by,
                character: ID.into(),
            }]
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "imp",
                "widow",
                "nightwatchman",
                "noble",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// Once per game: a second pick is refused, and the Nightwatchman no longer wakes.
    #[test]
    fn once_per_game() {
        let mut g = game();
        g.apply(Command::act("nightwatchman", P(2), P(3))).unwrap();
        next_night(&mut g);
        let err = g
            .apply(Command::act("nightwatchman", P(2), P(4)))
            .unwrap_err();
        assert_eq!(err.code(), "AbilityAlreadyUsed");
        assert!(!crate::night::sheet(g.state())
            .iter()
            .any(|s| s.character.as_deref() == Some("nightwatchman")));
    }
}
