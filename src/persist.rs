//! What Grimoire keeps in the browser's localStorage. Every key the app writes is named here.

use gloo_storage::{LocalStorage, Storage};

use crate::engine::character::Lang;

/// Storage key of the interface language.
pub const LANG_KEY: &str = "grimoire.lang";

/// The saved interface language, if any and readable.
pub fn load_lang() -> Option<Lang> {
    LocalStorage::get(LANG_KEY).ok()
}

/// Saves the interface language. A failure (storage full or disabled) is returned, not hidden.
pub fn save_lang(lang: Lang) -> Result<(), String> {
    LocalStorage::set(LANG_KEY, lang).map_err(|e| e.to_string())
}
