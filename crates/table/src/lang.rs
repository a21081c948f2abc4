//! The languages a Storyteller or game master can use.

use serde::{Deserialize, Serialize};

/// The two languages of the interface and of every message the rules give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
}
