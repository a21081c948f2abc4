//! The interface language every page starts with and keeps: the one saved, else the browser's;
//! saved again at each change and at start (unless what is stored cannot be read: then it is
//! kept until the Storyteller picks one), and `<html lang>` follows it.

use leptos::prelude::*;

use crate::engine::character::Lang;
use crate::i18n::{html_lang, lang_from_browser};
use crate::persist;

/// Reads the language, provides its signal by context to every screen of the page and keeps
/// storage and `<html lang>` in step with it (`also` runs at each change, for what a page adds).
pub fn provide_language(also: impl Fn(Lang) + 'static) -> RwSignal<Lang> {
    let stored = persist::load_lang();
    let damaged = stored.is_none() && persist::read_raw(persist::LANG_KEY).is_some();
    let initial = stored.unwrap_or_else(browser_language);
    let lang = RwSignal::new(initial);
    provide_context(lang);
    Effect::new(move |first_done: Option<()>| {
        let current: Lang = lang.get();
        also(current);
        if first_done.is_some() || !damaged {
            if let Err(err) = persist::save_lang(current) {
                leptos::logging::warn!("could not save the language: {err}");
            }
        }
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", html_lang(current));
        }
    });
    lang
}

/// The language saved, else the browser's, read without providing or saving anything (what a
/// page says before its app has started).
pub fn stored_language() -> Lang {
    persist::load_lang().unwrap_or_else(browser_language)
}

fn browser_language() -> Lang {
    let tag = window().navigator().language().unwrap_or_default();
    lang_from_browser(&tag)
}
