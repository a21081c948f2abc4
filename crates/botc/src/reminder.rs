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
