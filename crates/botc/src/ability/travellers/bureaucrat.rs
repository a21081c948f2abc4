//! Bureaucrat (Trouble Brewing, Traveller). Character ability text: each night, they choose a
//! player (not themselves), whose vote counts as 3 votes tomorrow.
//!
//! The choice marks the player "3 Votes"; the vote count and the vote screen ask
//! [`crate::ability::rules::weight`], which asks this definition.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "bureaucrat",
    choice: Some(Choice {
        among: Among::Others,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(choose),
    says: Some([
        "{by} (Bureaucrat): {targets}'s vote counts 3 tomorrow",
        "{by} (Bureaucrate) : le vote de {targets} compte triple demain",
    ]),
    rules: Rules {
        vote_weight: Some(weight),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The reminder on the chosen player.
pub const THREE_VOTES: &str = "3 Votes";

fn choose(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    super::mark_voter(state, act, ABILITY.id, THREE_VOTES)
}

/// Character ability text: "their vote counts as 3 votes tomorrow".
fn weight(state: &GameState, holder: PlayerId, voter: PlayerId) -> Option<i32> {
    super::marked_weight(state, holder, voter, ABILITY.id, 3)
}
