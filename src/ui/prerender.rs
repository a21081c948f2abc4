//! A new game's page made ahead: once the home screen is up and a game's files are on the
//! phone, the home page asks the browser to prerender that game's page for a new game
//! (`<game>.html?new`, speculation rules), so that "New game" shows a page already started
//! (its code compiled, its players' screen drawn) instead of starting one from nothing.
//! Browsers without speculation rules ignore the rules and start the page at the tap.
//!
//! A page being prerendered may never be shown: it writes nothing of its own until it is (the
//! new game, the list of games, the page to open from the icon; only that it is made,
//! [`mark_made_ahead`]), and then reads again what the home page or another tab may have
//! changed meanwhile (the list of games, the language). Its
//! start does what any page's start does, as a second tab opening would: the journal puts back
//! into localStorage what it lacks (after the home page's own start, normally nothing).

use web_sys::js_sys::Reflect;
use web_sys::wasm_bindgen::{closure::Closure, JsCast};

/// The address of `page` for a new game, as "New game" goes to it: the home page's fragment
/// (a seed for repeatable games, `#seed=42`) goes along.
pub fn new_game_url(page: &str) -> String {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    format!("{page}?new{hash}")
}

/// Asks the browser to prerender `page` for a new game (one rule set per page, added once).
pub fn prerender_new_game(page: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let id = format!("grimoire-prerender-{page}");
    if document.get_element_by_id(&id).is_some() {
        return;
    }
    let Ok(script) = document.create_element("script") else {
        return;
    };
    script.set_id(&id);
    let _ = script.set_attribute("type", "speculationrules");
    let url = serde_json::to_string(&new_game_url(page)).unwrap_or_default();
    script.set_text_content(Some(&format!(
        r#"{{"prerender":[{{"urls":[{url}],"eagerness":"immediate"}}]}}"#
    )));
    if let Some(head) = document.head() {
        let _ = head.append_child(&script);
    }
}

/// True while this page is being prerendered (not shown yet).
pub fn prerendering() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| Reflect::get(&d, &"prerendering".into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// Runs `then` once the page is shown: now if it is not being prerendered, else when the
/// browser activates it (`prerenderingchange`).
pub fn when_shown(then: impl FnOnce() + 'static) {
    if !prerendering() {
        then();
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    let listener = Closure::once_into_js(then);
    let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
        "prerenderingchange",
        listener.unchecked_ref(),
        &options,
    );
}

/// The localStorage key under which a page made ahead says its players' screen is drawn (the
/// time it was, in milliseconds since 1970): not a saved game's, so no list or other tab reads it.
fn made_ahead_key(page: &str) -> String {
    format!("grimoire.made-ahead.{page}")
}

/// Said by a page being prerendered for a new game once its players' screen is drawn, and taken
/// back once it is shown (the one mark such a page writes before: the home page reads it, in
/// [`made_ahead`]).
pub fn mark_made_ahead(page: &str) {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return;
    };
    // Whole milliseconds, written and read as an integer: the main module then carries no
    // code to print or read a decimal number (about 20 KB brotli).
    let now = web_sys::js_sys::Date::now() as u64;
    let _ = storage.set_item(&made_ahead_key(page), &now.to_string());
    let page = page.to_string();
    when_shown(move || {
        if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
            let _ = storage.remove_item(&made_ahead_key(&page));
        }
    });
}

/// True when `page` was made ahead for a new game since this page was loaded (its mark is
/// newer than this page's start): going there shows it at once. A new game starts in the home
/// page's place otherwise (`ui::start_here`), which is faster than a page started from nothing
/// and slower than one made ahead.
pub fn made_ahead(page: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let since = window.performance().map_or(f64::MAX, |p| p.time_origin());
    window
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(&made_ahead_key(page)).ok().flatten())
        .and_then(|at| at.parse::<u64>().ok())
        .is_some_and(|at| at as f64 >= since.floor())
}
