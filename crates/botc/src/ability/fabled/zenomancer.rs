//! Zenomancer (Loric). Character ability text, in our words: the Storyteller may give players
//! secret goals; a player who reaches theirs learns something true.
//!
//! How it is recorded: the Storyteller gives a goal by marking the player (the Zenomancer's
//! act with no `by`, offered on every seat: [`Ability::storyteller_marks`]), which places a
//! "Goal" reminder (one goal at a time per player, a token each; strict refuses a second); the
//! goal's words are the Storyteller's, written as a note on the player ([`Command::Note`]).
//! When the player reaches it, the Storyteller tells them something true in their own words:
//! [`Command::GiveInfo`] as the Zenomancer, one statement ([`Info::Statements`]), by day or at
//! night; strict mode refuses it for a player with no goal. Telling them takes the "Goal" mark
//! off ([`Ability::on_told`]), and a new goal may be given. What the goals are,
//! whether one is reached and what is true to tell are the Storyteller's: the engine records
//! them and never judges the words.

use crate::ability::prelude::*;

pub const ID: &str = "zenomancer";
/// The official reminder.
pub const GOAL: &str = "Goal";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_marks: true,
    acts: Some(act),
    on_told: Some(goal_reached),
    says: Some([
        "{targets} is given a secret goal (Zenomancer)",
        "{targets} reçoit un objectif secret (Zénomancien)",
    ]),
    ..Ability::PLAIN
};

/// Does the player have a goal not reached yet?
pub fn has_goal(state: &GameState, player: PlayerId) -> bool {
    state
        .reminders
        .iter()
        .any(|r| r.player == player && r.character == ID && r.reminder == GOAL)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if act.strict {
        super::require_in_play(state, ID)?;
        if has_goal(state, target) {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    reminder::place(state, target, ID, GOAL);
    Ok(Vec::new())
}

/// The player reached their goal and was told something true: the "Goal" mark goes.
fn goal_reached(state: &mut GameState, player: PlayerId, _: &Info) -> Vec<Event> {
    state
        .reminders
        .retain(|r| !(r.player == player && r.character == ID && r.reminder == GOAL));
    Vec::new()
}
