//! Rows to come.

use super::*;

pub(super) const ROWS: &[CharacterDef] = &[];
