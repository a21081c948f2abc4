//! Reminder tokens placed next to players in the grimoire (002, step 8 and "Rappels").

use serde::{Deserialize, Serialize};

use super::seat::PlayerId;

/// A reminder token next to a player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedReminder {
    /// The player the token sits next to.
    pub player: PlayerId,
    /// The character whose token it is.
    pub character: String,
    /// The token's id (its official English text, e.g. "Master", "Red Herring").
    pub reminder: String,
}

/// Places `character`'s `reminder` next to `player`, once (the engine marks an effect as it
/// starts: the Exorcist's "Chosen", the Grandmother's "Grandchild").
pub(crate) fn place(
    state: &mut super::state::GameState,
    player: PlayerId,
    character: &str,
    reminder: &str,
) {
    let token = PlacedReminder {
        player,
        character: character.to_string(),
        reminder: reminder.to_string(),
    };
    if !state.reminders.contains(&token) {
        state.reminders.push(token);
    }
}

/// Removes every `character`'s `reminder`, whoever it sits next to (the effect it marked has
/// ended).
pub(crate) fn remove_all(state: &mut super::state::GameState, character: &str, reminder: &str) {
    state
        .reminders
        .retain(|r| !(r.character == character && r.reminder == reminder));
}
