//! Thief (Trouble Brewing, Traveller). Character ability text: each night, they choose a
//! player (not themselves), whose vote counts negatively tomorrow.
//!
//! The choice marks the player "Negative Vote"; the vote count and the vote screen ask
//! [`crate::ability::rules::weight`], which asks this definition.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "thief",
    choice: Some(Choice {
        among: Among::Others,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(choose),
    says: Some([
        "{by} (Thief): {targets}'s vote counts −1 tomorrow",
        "{by} (Voleuse) : le vote de {targets} compte −1 demain",
    ]),
    rules: Rules {
        vote_weight: Some(weight),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The reminder on the chosen player.
pub const NEGATIVE_VOTE: &str = "Negative Vote";

fn choose(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    super::mark_voter(state, act, ABILITY.id, NEGATIVE_VOTE)
}

/// Character ability text: "their vote counts negatively tomorrow".
fn weight(state: &GameState, holder: PlayerId, voter: PlayerId) -> Option<i32> {
    super::marked_weight(state, holder, voter, ABILITY.id, -1)
}
