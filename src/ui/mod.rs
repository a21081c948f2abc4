//! The Leptos screens. Each component is named after what the Storyteller sees; they all read
//! the game from the one [`store::Store`] and change it only by sending engine commands.
//!
//! - `widgets/`: what any game's screens share (the game bar, picking players, notices…);
//! - `botc/`: the screens of a Blood on the Clocktower game;
//! - here: the app's frame, the store, the home screen and the recovery screen.
//!
//! - `quintebourg/`: the screens of a Quinte-bourg game (its own page, `quintebourg.html`, on
//!   the one WebAssembly: its code in a module of its own in a split build);
//! - `saves`: the saved games and the write path both games' stores share;
//! - `player_card_page`: a player's card on their own phone (`index.html#c1.…`), on the home
//!   page.

mod app;
pub(crate) mod botc;
mod home_page;
mod home_screen;
pub mod later;
mod player_card_page;
pub mod prerender;
pub mod quintebourg;
mod recovery_screen;
pub mod rules;
pub mod saves;
pub mod settled;
pub mod store;
pub(crate) mod widgets;

pub use app::App;

/// Starts the app of the page it is on: the home page (`index.html`, marked `data-home` on its
/// `<html>`), Quinte-bourg's (`quintebourg.html`, marked `data-game="quintebourg"`) or Blood on
/// the Clocktower's (`botc.html`). The three pages run the one WebAssembly of the `grimoire`
/// binary, so a first visit that goes on from the home screen to a new game downloads the
/// framework once (the service worker may also answer the home page's address with a game's
/// page: the mark, not the address, says which it is).
pub fn start(screens: later::LaterScreens) {
    let html = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if html.as_ref().is_some_and(|h| h.has_attribute("data-home")) {
        mount_home(screens);
    } else if html
        .and_then(|h| h.get_attribute("data-game"))
        .is_some_and(|game| game == <::quintebourg::Quintebourg as table::Ruleset>::ID)
    {
        start_quintebourg(screens.quintebourg);
    } else {
        mount(screens);
    }
}

/// Quinte-bourg's page: its app's code (the `qb` module of a split build, fetched with the page)
/// and then the app. A new game's page draws its players' screen first, from this module
/// ([`quintebourg::setup_first`]), and fetches the app's code once it is painted. When the code
/// cannot be fetched, the page says so in plain words, with a button that tries again (nothing
/// is lost: a game is in storage, names typed on the first screen stay on it).
fn start_quintebourg(app: fn() -> later::Load<fn()>) {
    console_error_panic_hook::set_once();
    // `page-launch.js` has already gone on to another page, or a player's card goes to the
    // home page: neither needs Quinte-bourg's code, so it is not fetched.
    if forwarded() || forward_player_card(&widgets::file_transfer::fragment()) {
        return;
    }
    if saves::opened_for_new_game() {
        quintebourg::setup_first::show(app);
        return;
    }
    later::enable_styles();
    wasm_bindgen_futures::spawn_local(async move {
        match app().await {
            Ok(mount) => mount(),
            Err(later::Unloaded) => leptos::mount::mount_to_body(|| {
                use crate::i18n::Key;
                use leptos::prelude::*;
                let lang = crate::ui::widgets::language::stored_language();
                view! {
                    <div class="later-loading later-failed" role="alert" data-testid="page-load-failed">
                        <p>{Key::ScreenLoadFailed.get(lang)}</p>
                        <button class="btn" on:click=|_| {
                            if let Some(w) = web_sys::window() {
                                let _ = w.location().reload();
                            }
                        }>{Key::TryAgain.get(lang)}</button>
                    </div>
                }
            }),
        }
    });
}

/// Mounts Blood on the Clocktower's app on the page's body, once the journal has put back
/// into localStorage what it lacked (`crate::journal::start`).
pub fn mount(screens: later::LaterScreens) {
    console_error_panic_hook::set_once();
    // `page-launch.js` has already gone on to another page.
    if forwarded() {
        return;
    }
    // A Quinte-bourg link (`q1.`, `v1.`) opens on that game's page, whatever game is open here.
    let fragment = widgets::file_transfer::fragment();
    if table::envelope::prefix_of(&fragment, &::quintebourg::public::LETTERS).is_ok() {
        saves::go_to_page(&format!("quintebourg.html#{fragment}"));
        return;
    }
    if forward_player_card(&fragment) {
        return;
    }
    // The page waits for the rules (`rules`) only when it reads a stored game, a link or a file
    // first: they are then fetched at once, beside the journal's start. A new game's players'
    // screen is drawn first, and the rules fetched once it is painted (their compiling would
    // otherwise hold the first screen back).
    let new_game = saves::opened_for_new_game();
    let waits_for_rules = rules::now().is_none() && !new_game;
    if !new_game {
        wasm_bindgen_futures::spawn_local(rules::fetch(screens.rules));
    }
    wasm_bindgen_futures::spawn_local(async move {
        // Marks around the journal's start, for the start-up benchmark.
        let mark = |name: &str| {
            if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
                let _ = perf.mark(name);
            }
        };
        mark("grimoire-journal-open");
        let mut startup = crate::journal::start_or_wait(
            |key, text| {
                // `None` when this page's game must be replayed and the rules have not come.
                let rules = rules::now();
                let unsure = std::cell::Cell::new(false);
                let reads = crate::journal::reads_on_page(
                    key,
                    text,
                    <crate::engine::Botc as table::Ruleset>::ID,
                    |k, t| match rules {
                        Some(rules) => (rules.check_stored)(k, t),
                        None => {
                            unsure.set(true);
                            Ok(())
                        }
                    },
                );
                (!unsure.get()).then_some(reads)
            },
            // A copy of a game to check: the rules are needed now.
            rules::fetch(screens.rules),
        )
        .await;
        if waits_for_rules {
            rules::ready().await;
        }
        saves::take_handed_startup(&mut startup);
        mark("grimoire-journal-ready");
        leptos::mount::mount_to_body(move || {
            use leptos::prelude::*;
            view! { <App startup=startup screens=screens /> }
        });
        if new_game && prerender::prerendering() {
            // Made ahead (`prerender`): the home page may go on to it, and no one waits for a
            // first paint, so the rules come now.
            prerender::mark_made_ahead(saves::page_of(<crate::engine::Botc as table::Ruleset>::ID));
            wasm_bindgen_futures::spawn_local(rules::fetch(screens.rules));
        } else if new_game {
            // A journal check may have fetched them already (`fetch` then does nothing).
            leptos::prelude::request_animation_frame(move || {
                leptos::prelude::set_timeout(
                    move || wasm_bindgen_futures::spawn_local(rules::fetch(screens.rules)),
                    std::time::Duration::ZERO,
                );
            });
        }
    });
}

thread_local! {
    /// The home page's app while it is on the page (its reactive owner), with the later
    /// screens' code, for [`start_here`].
    static HOME: std::cell::RefCell<Option<(leptos::prelude::Owner, later::LaterScreens)>> =
        const { std::cell::RefCell::new(None) };
}

/// "New game" on the home page: the game starts here, in the home page's place, as its page
/// (`botc.html?new`, `quintebourg.html?new`) would start it (the address becomes that page's,
/// so a reload opens the game on its page), without loading a page and its WebAssembly again.
/// The home page runs the main module, which draws both games' players' screens (Quinte-bourg's:
/// [`quintebourg::setup_first`]); what comes after is fetched once that screen is painted, as on
/// the game's page: Blood on the Clocktower's rules, Quinte-bourg's app, the later screens'
/// style (`later::enable_styles`; the players' screens' own style is in `style/main.css`).
/// False when it cannot (not on the home page) or the browser has the game's page made ahead
/// (`prerender::made_ahead`); the caller then goes to the game's page.
pub fn start_here(ruleset: &'static str) -> bool {
    let quintebourg = ruleset == <::quintebourg::Quintebourg as table::Ruleset>::ID;
    if !quintebourg && ruleset != <crate::engine::Botc as table::Ruleset>::ID {
        return false;
    }
    let page = saves::page_of(ruleset);
    // Its page made ahead by the browser is shown faster still.
    if prerender::made_ahead(page) {
        return false;
    }
    let Some((home, screens)) = HOME.with(|h| h.borrow_mut().take()) else {
        return false;
    };
    let url = prerender::new_game_url(page);
    let pushed = web_sys::window()
        .and_then(|w| w.history().ok())
        .is_some_and(|h| {
            h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
                .is_ok()
        });
    if !pushed {
        HOME.with(|h| *h.borrow_mut() = Some((home, screens)));
        return false;
    }
    // After the tap's handler, which belongs to the home page's app.
    wasm_bindgen_futures::spawn_local(async move {
        // The home page's app disposed, and its nodes taken off the page.
        home.cleanup();
        drop(home);
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(body) = document.as_ref().and_then(|d| d.body()) {
            body.set_text_content(None);
        }
        // The page marked as the game's, as its own page is (`quintebourg.html`'s `<html>`
        // and title; its style sheets, which the home page names, are turned on by it).
        if let Some(html) = document.as_ref().and_then(|d| d.document_element()) {
            let _ = html.remove_attribute("data-home");
            let _ = html.set_attribute("data-page", page);
            if quintebourg {
                let _ = html.set_attribute("data-game", ruleset);
            }
        }
        if let (true, Some(document)) = (quintebourg, document) {
            document.set_title(QUINTEBOURG_TITLE);
        }
        reload_on_leaving(page);
        // Its files kept on the phone, as opening its page would have kept them.
        saves::keep_game(ruleset);
        if quintebourg {
            quintebourg::setup_first::show(screens.quintebourg);
        } else {
            later::enable_styles();
            mount(screens);
        }
    });
    true
}

/// Quinte-bourg's page's title (`quintebourg.html`), for its game started in the home page's
/// place.
const QUINTEBOURG_TITLE: &str = "Quinte-bourg · Grimoire";

/// Back from a game started in the home page's place comes to the home page's entry of the
/// history, on this same page: the page is loaded again at that address, which shows the home
/// page as it is now (or goes on to the game left open, as the home page does).
fn reload_on_leaving(page: &'static str) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_pop = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        if let Some(window) = web_sys::window() {
            let path = window.location().pathname().unwrap_or_default();
            if !path.ends_with(page) {
                let _ = window.location().reload();
            }
        }
    });
    let _ = window.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
    on_pop.forget();
}

/// Mounts the home page (`index.html`): a link in the address goes on to its game's page.
pub fn mount_home(screens: later::LaterScreens) {
    console_error_panic_hook::set_once();
    // The page's inline script has already gone on to the game left open.
    if forwarded() {
        return;
    }
    // A player's card: shown read-only, with nothing of the saved games.
    let fragment = widgets::file_transfer::fragment();
    if table::player_card::is_card_link(&fragment) {
        // Its style is the game's (the page's own script asked for it as the page loaded).
        later::enable_styles();
        leptos::mount::mount_to_body(move || {
            use leptos::prelude::*;
            view! { <player_card_page::PlayerCardPage fragment=fragment /> }
        });
        return;
    }
    // A shared link (or one written before the home page had a page of its own, when
    // `index.html` was Blood on the Clocktower's) opens on its game's page; anything else in
    // the fragment (`seed=42`) stays for "New game" to carry along.
    let page = if table::envelope::prefix_of(&fragment, &::quintebourg::public::LETTERS).is_ok() {
        Some(saves::page_of(
            <::quintebourg::Quintebourg as table::Ruleset>::ID,
        ))
    } else if table::envelope::prefix_of(&fragment, &crate::share::codec::LETTERS).is_ok() {
        Some(saves::page_of(<crate::engine::Botc as table::Ruleset>::ID))
    } else {
        None
    };
    if let Some(page) = page {
        saves::forward_to_page(&format!("{page}#{fragment}"));
        return;
    }
    // A link too long to be opened: the home page says so (and stays).
    let too_long = match table::envelope::prefix_of(&fragment, &crate::share::codec::LETTERS) {
        Err(table::envelope::EnvelopeError::TooLong { len, .. }) => Some(len),
        _ => None,
    };
    wasm_bindgen_futures::spawn_local(async move {
        // The home page carries no rules: a game's copy waits for its page, which replays it.
        let startup = crate::journal::start(|key, text| {
            crate::journal::reads_on_page(key, text, "", |_, _| Ok(()))
        })
        .await;
        // Under an owner of its own, which `start_here` drops (with the page's nodes) to take
        // the app away: cheaper than keeping the mount's handle, whose unmounting would bring
        // the code that takes each of its views apart.
        let owner = leptos::prelude::Owner::new();
        owner.with(|| {
            leptos::mount::mount_to_body(move || {
                use leptos::prelude::*;
                view! { <home_page::HomeApp startup=startup too_long=too_long /> }
            })
        });
        HOME.with(|h| *h.borrow_mut() = Some((owner, screens)));
    });
}

/// Mounts Quinte-bourg's app (`quintebourg.html`) on the page's body, once the journal has put
/// back into localStorage what it lacked (`start_quintebourg` has checked the page stays).
pub fn mount_quintebourg() {
    wasm_bindgen_futures::spawn_local(async {
        let mut startup = crate::journal::start(|key, text| {
            crate::journal::reads_on_page(key, text, quintebourg::store::QB_ID, |k, t| {
                crate::persist::parse::<quintebourg::store::QbStored>(k, t).map(|_| ())
            })
        })
        .await;
        saves::take_handed_startup(&mut startup);
        // In place of the first screen, if it is there, once nobody is typing on it.
        quintebourg::setup_first::when_free(Box::new(move || {
            leptos::mount::mount_to_body(move || {
                use leptos::prelude::*;
                view! { <quintebourg::QbApp startup=startup /> }
            });
            quintebourg::setup_first::handed_over();
        }));
    });
}

/// True when the page's first script has already sent the browser to another page
/// (`window.grimoireForwarded`: the home page's inline script, or `web/page-launch.js` on a
/// game's page): the app then does not start, so it reads and writes nothing meanwhile.
fn forwarded() -> bool {
    web_sys::window()
        .and_then(|w| web_sys::js_sys::Reflect::get(&w, &"grimoireForwarded".into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// A player's card opened on a game's page goes to the home page, which shows cards (a phone
/// that never opened a game keeps only the home page offline). True when it went.
fn forward_player_card(fragment: &str) -> bool {
    if !table::player_card::is_card_link(fragment) {
        return false;
    }
    saves::forward_to_page(&format!("{}#{fragment}", saves::HOME_PAGE));
    true
}
