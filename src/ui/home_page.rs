//! The app's first page (`index.html`): the saved games of both games, "New game" and opening a
//! game file. It runs Blood on the Clocktower's main WebAssembly (the `grimoire` binary,
//! `ui::start`) without its rules or the screens of a game under way (chunks of their own), so a
//! first visit that goes on to a new game downloads that main module once; each game runs on its
//! own page (`botc.html`, `quintebourg.html`), fetched when the Storyteller opens or starts one
//! of its games.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::home_screen::{HomeActions, HomeScreen};
use crate::ui::prerender;
use crate::ui::saves::{self, NoticeHooks, Saves};
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::language::provide_language;
use crate::ui::widgets::notice_bar::NoticeBar;
use crate::ui::widgets::update_banner::UpdateBanner;

/// The ruleset id of Blood on the Clocktower.
const BOTC: &str = <crate::engine::Botc as table::Ruleset>::ID;

/// The home page's app: reads the list of saved games once and shows it. A game left open
/// goes on at once on its page, as the app reopens where the Storyteller left it; an
/// unreadable list goes to Blood on the Clocktower's page, whose recovery screen shows it.
#[component]
pub fn HomeApp(
    /// What the journal found and did at start.
    startup: crate::journal::Startup,
    /// The length of a link in the address too long to be opened, if one is there.
    too_long: Option<usize>,
) -> impl IntoView {
    // Marks the moment the app's code starts, for the start-up benchmark.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("grimoire-start");
    }
    let lang = provide_language(|_| {});
    let store = Saves::new(lang);
    provide_context(store);
    let forward = match store.load_index() {
        // A link too long to open is said here, before going anywhere.
        _ if too_long.is_some() => None,
        // A copy in the journal that does not read (the list's): that page's recovery screen
        // shows it.
        _ if crate::journal::next_damaged().is_some() => Some(BOTC.to_string()),
        Err(_) => Some(BOTC.to_string()),
        Ok(()) => store
            .index
            .with_untracked(|i| i.open.clone())
            .map(|id| store.ruleset_of(&id).unwrap_or_else(|| BOTC.to_string())),
    };
    let here = forward.is_none();
    match forward {
        Some(ruleset) => saves::forward_to_game(saves::page_of(&ruleset), &startup),
        None => {
            store.greet(&startup);
            // No game is left open: the app opened from its icon starts here.
            saves::remember_launch("");
        }
    }
    if let Some(len) = too_long {
        file_transfer::clear_fragment();
        let kb = len.div_ceil(1024).to_string();
        store.notice.set(Some(saves::Notice::Refused {
            message: Key::LinkTooLong.fill(lang.get_untracked(), &[&kb]),
            force: false,
        }));
    }
    // No command is refused here, and there is no board.
    provide_context(NoticeHooks {
        force: Callback::new(|_| {}),
        on_board: Signal::derive(|| false),
        export: None,
        again: Callback::new(|_| {}),
    });
    // Another tab's changes to the saved games show in the list at once.
    store.listen(|_| {});
    // Every game opens or starts on its own page; any game is renamed here.
    provide_context(HomeActions {
        here: "",
        new_game: Callback::new(|_| {}),
        open: Callback::new(|_| {}),
        rename: Callback::new(move |(id, name): (String, String)| store.rename_stored(&id, &name)),
    });
    // Marks the moment the first screen is on the page, for the start-up benchmark.
    request_animation_frame(|| {
        if let Some(perf) = window().performance() {
            let _ = perf.mark("grimoire-interactive");
        }
    });
    let known = crate::engine::character::all().len();
    // Going on to a game's page (`here` false): nothing is shown meanwhile.
    view! {
        <UpdateBanner />
        <NoticeBar />
        <Show when=move || here fallback=|| view! { <main class="home"></main> }>
        <HomeScreen>
            <OpenFileButton />
            <p class="home__count" data-testid="character-count">
                {known} " " {move || Key::CharactersKnown.get(lang.get())}
            </p>
            <OfflineGames />
        </HomeScreen>
        </Show>
    }
}

/// "Open a file": a game file of either game, handed to its game's page.
#[component]
fn OpenFileButton() -> impl IntoView {
    let store = expect_context::<Saves>();
    let error = RwSignal::new(None::<String>);
    let pick = move |ev: leptos::ev::Event| {
        error.set(None);
        file_transfer::read_picked_file(&ev, move |result| {
            let lang = store.lang.get_untracked();
            match result {
                Ok(text) if saves::hand_file(&text) => {}
                Ok(_) => error.set(Some(Key::FileUnreadable.get(lang).to_string())),
                Err(key) => error.set(Some(key.get(lang).to_string())),
            }
        });
    };
    view! {
        <label class="button file-button">
            {move || Key::ImportFile.get(store.lang.get())}
            <input
                type="file"
                class="file-button__input"
                accept=".json,application/json"
                data-testid="import-file"
                on:change=pick
            />
        </label>
        <Show when=move || error.with(Option::is_some)>
            <p class="share-sheet__error" role="alert">{move || error.get()}</p>
        </Show>
    }
}

/// Which game's page the service worker keeps on this phone. Once the home screen is up, both
/// games are fetched in the background (the game of the latest saved game first), so "New game"
/// waits for no download and a phone that only ever opened this page still has both games when
/// it goes offline at the table. Not on a phone that asks to save data (`navigator.connection
/// .saveData`, or a 2G link): there "Download now" fetches one on request, and a game's files
/// are otherwise kept once its page has been opened. A player's phone that only opens a card
/// never gets here (`player_card_page.rs`). Hidden where the browser has no cache storage.
#[component]
fn OfflineGames() -> impl IntoView {
    const GAMES: [(&str, Key); 2] = [(BOTC, Key::RulesetBotc), (QB, Key::RulesetQuintebourg)];
    let store = expect_context::<Saves>();
    let lang = store.lang;
    // Per game: None while unknown, then whether its page is in the cache.
    let kept = RwSignal::new([None::<bool>; 2]);
    let asked = RwSignal::new([false; 2]);
    let check = move || {
        for (i, (ruleset, _)) in GAMES.iter().enumerate() {
            let page = saves::page_of(ruleset);
            wasm_bindgen_futures::spawn_local(async move {
                let found = in_cache(page).await;
                kept.update(|k| k[i] = found);
            });
        }
    };
    check();
    let keep = move |i: usize| {
        asked.update(|a| a[i] = true);
        saves::keep_game(GAMES[i].0);
        // The worker fetches the files in the background: looked at again until they are
        // there (a minute at most).
        let tries = std::rc::Rc::new(std::cell::Cell::new(0));
        let handle = std::rc::Rc::new(std::cell::Cell::new(None::<IntervalHandle>));
        let slot = handle.clone();
        if let Ok(h) = set_interval_with_handle(
            move || {
                tries.set(tries.get() + 1);
                check();
                // Gone with the home page when a game started in its place: looked at no more.
                let done = kept
                    .try_with_untracked(|k| k[i] == Some(true))
                    .unwrap_or(true);
                if done || tries.get() >= 60 {
                    if let Some(h) = slot.take() {
                        h.clear();
                    }
                }
            },
            std::time::Duration::from_secs(1),
        ) {
            handle.set(Some(h));
        }
    };
    // Both games in the background, once it is known which are missing: the worker fetches
    // them one after the other (`KEEP_GAME` in `web/sw.template.js`).
    let latest_first = store
        .index
        .with_untracked(|i| i.games.first().is_some_and(|g| g.ruleset == QB));
    if fetch_in_background() {
        let started = StoredValue::new(false);
        Effect::new(move |_| {
            let known = kept.get();
            if started.get_value() || known.iter().any(Option::is_none) {
                return;
            }
            started.set_value(true);
            let order = if latest_first { [1, 0] } else { [0, 1] };
            for i in order {
                if known[i] == Some(false) {
                    keep(i);
                }
            }
        });
    }
    // Each game's page made ahead for a new game once its files are here (`prerender`): the
    // latest saved game's at once, the other's half a second later. "New game" goes to a page
    // made ahead once it says it is (`prerender::made_ahead`), and starts the game in this
    // page's place until then (`ui::start_here`).
    let armed = StoredValue::new([false; 2]);
    Effect::new(move |_| {
        let known = kept.get();
        let order = if latest_first { [1, 0] } else { [0, 1] };
        for (rank, i) in order.into_iter().enumerate() {
            if known[i] != Some(true) || armed.get_value()[i] {
                continue;
            }
            armed.update_value(|a| a[i] = true);
            let page = saves::page_of(GAMES[i].0);
            set_timeout(
                move || prerender::prerender_new_game(page),
                std::time::Duration::from_millis(500 * rank as u64),
            );
        }
    });
    let t = move |key: Key| key.get(lang.get());
    view! {
        <Show when=move || kept.with(|k| k.iter().all(Option::is_some))>
            <section class="home__offline" data-testid="offline-games">
                <h2>{move || t(Key::OfflineGames)}</h2>
                <ul>
                    {GAMES
                        .iter()
                        .enumerate()
                        .map(|(i, (ruleset, name))| {
                            let name = *name;
                            let ready = move || kept.with(|k| k[i] == Some(true));
                            view! {
                                <li data-testid=format!("offline-{ruleset}")>
                                    <span>{move || t(name)}</span>
                                    <Show
                                        when=ready
                                        fallback=move || {
                                            view! {
                                                <span class="muted">{move || t(Key::OfflineNotYet)}</span>
                                                <Show
                                                    when=move || asked.with(|a| a[i])
                                                    fallback=move || {
                                                        view! {
                                                            <button
                                                                class="button"
                                                                data-testid="keep-offline"
                                                                on:click=move |_| keep(i)
                                                            >
                                                                {move || t(Key::KeepOffline)}
                                                            </button>
                                                        }
                                                    }
                                                >
                                                    <span class="muted">{move || t(Key::OfflineDownloading)}</span>
                                                </Show>
                                            }
                                        }
                                    >
                                        <strong data-testid="offline-ready">{move || t(Key::OfflineReady)}</strong>
                                    </Show>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
        </Show>
    }
}

/// The ruleset id of Quinte-bourg.
const QB: &str = <::quintebourg::Quintebourg as table::Ruleset>::ID;

/// Whether `page` is in the app's cache; `None` where the browser has no cache storage.
async fn in_cache(page: &str) -> Option<bool> {
    let caches = window().caches().ok()?;
    let found = wasm_bindgen_futures::JsFuture::from(caches.match_with_str(page))
        .await
        .ok()?;
    Some(!found.is_undefined() && !found.is_null())
}

/// Whether the home page fetches the games in the background: not where the phone asks to
/// save data or is on a 2G link (`navigator.connection`, where the browser has it).
fn fetch_in_background() -> bool {
    use web_sys::js_sys::Reflect;
    let Ok(connection) = Reflect::get(&window().navigator(), &"connection".into()) else {
        return true;
    };
    if connection.is_undefined() || connection.is_null() {
        return true;
    }
    let save_data = Reflect::get(&connection, &"saveData".into()).is_ok_and(|v| v.is_truthy());
    let slow = Reflect::get(&connection, &"effectiveType".into())
        .ok()
        .and_then(|v| v.as_string())
        .is_some_and(|t| t.ends_with("2g"));
    !save_data && !slow
}
