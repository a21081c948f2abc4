//! The screens the players' screen never needs: those of a game under way (the board with its
//! nights and days, the bag, the history, the game's record, a card held up to a player, the
//! cover), the setup's later steps, a character's summary, the dialogs of a link, the town
//! square and the handout a link opens, and the recovery screen.
//!
//! The page's binary (`main.rs`) hands them to [`crate::ui::mount`] as [`LaterScreens`]: built
//! with the `split` feature (`scripts/build-split.sh`), each is a `#[lazy]` split point whose
//! code lands in a WebAssembly chunk of its own, fetched while the Storyteller types the names;
//! built otherwise (Trunk, the tests), each is an ordinary function in the one WebAssembly.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll, Waker};

use leptos::prelude::*;

use crate::i18n::{Key, Lang};

use crate::share::town_square::TownSquare;
use crate::share::Handout;

/// A screen's code on its way: the function that builds the screen, once its chunk is there,
/// or [`Unloaded`] when the chunk could not be fetched (offline before it was kept, a server
/// gone). Only the code is loaded asynchronously; the screen itself is built synchronously,
/// under the owner of whoever shows it, exactly as an ordinary component (a screen built inside
/// a future under `<Suspense>` outlived its reactive values when the next screen replaced it).
pub type Load<F> = Pin<Box<dyn Future<Output = Result<F, Unloaded>> + Send>>;

/// A screen's code that could not be fetched. Nothing is lost: the game is in storage, and the
/// next try fetches the code afresh (a failed fetch is not remembered).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unloaded;

impl From<leptos::wasm_split::SplitLoaderError> for Unloaded {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        Unloaded
    }
}

/// A screen's split point: the load of the function that builds it.
pub type Screen = fn() -> Load<fn() -> AnyView>;

/// A screen's split point, for a screen built from a value (what a link opened).
pub type ScreenOf<T> = fn() -> Load<fn(T) -> AnyView>;

/// The later screens, each loaded on first use, and a way to fetch them all ahead.
#[derive(Clone, Copy)]
pub struct LaterScreens {
    pub board: Screen,
    pub bag: Screen,
    pub history: Screen,
    pub record: Screen,
    pub info_card: Screen,
    pub cover: Screen,
    pub setup_characters: Screen,
    pub setup_review: Screen,
    pub recovery: Screen,
    pub character_info: Screen,
    pub link_import: Screen,
    pub town_square: ScreenOf<TownSquare>,
    pub handout: ScreenOf<Handout>,
    /// The Share sheet (links, QR codes, the game's file), from the game bar.
    pub share_sheet: ScreenOf<Callback<()>>,
    /// Fetches every later screen's code in the background (once: later calls do nothing).
    pub preload: fn(),
    /// The rules' entry points ([`crate::ui::rules`]).
    pub rules: fn() -> Load<crate::ui::rules::Rules>,
    /// Quinte-bourg's app, the whole of its page (`quintebourg.html`, or the home page once
    /// its new game starts there): it starts its journal and mounts its screens
    /// ([`crate::ui::mount_quintebourg`]).
    pub quintebourg: fn() -> Load<fn()>,
}

impl LaterScreens {
    /// Every screen straight away, in the one WebAssembly (no split).
    pub const fn direct() -> Self {
        fn now<F: Send + 'static>(f: F) -> Load<F> {
            Box::pin(std::future::ready(Ok(f)))
        }
        Self {
            board: || now(board as fn() -> AnyView),
            bag: || now(bag as fn() -> AnyView),
            history: || now(history as fn() -> AnyView),
            record: || now(record as fn() -> AnyView),
            info_card: || now(info_card as fn() -> AnyView),
            cover: || now(cover as fn() -> AnyView),
            setup_characters: || now(setup_characters as fn() -> AnyView),
            setup_review: || now(setup_review as fn() -> AnyView),
            recovery: || now(recovery as fn() -> AnyView),
            character_info: || now(character_info as fn() -> AnyView),
            link_import: || now(link_import as fn() -> AnyView),
            town_square: || now(town_square as fn(TownSquare) -> AnyView),
            handout: || now(handout_screen as fn(Handout) -> AnyView),
            share_sheet: || now(share_sheet as fn(Callback<()>) -> AnyView),
            preload: || {},
            rules: || now(crate::ui::rules::Rules::DIRECT),
            quintebourg: || now(crate::ui::mount_quintebourg as fn()),
        }
    }
}

/// Shows a later screen: at once when its code is there (loaded ahead, or no split), else
/// "Loading…" until it comes (a moment, on a slow link). When the code cannot be fetched, the
/// screen says so in plain words with a "Try again" button, instead of stopping the page.
pub fn show<F>(
    screen: fn() -> Load<F>,
    build: impl Fn(F) -> AnyView + Send + Sync + 'static,
) -> AnyView
where
    F: Copy + Send + Sync + 'static,
{
    let mut load = screen();
    let mut cx = Context::from_waker(Waker::noop());
    if let Poll::Ready(Ok(f)) = load.as_mut().poll(&mut cx) {
        mark_first_screen();
        return build(f);
    }
    let state = RwSignal::new(Coming::Loading);
    let fetch = move |load: Load<F>| {
        state.set(Coming::Loading);
        leptos::task::spawn_local(async move {
            state.try_set(match load.await {
                Ok(f) => Coming::Ready(f),
                Err(Unloaded) => Coming::Failed,
            });
        });
    };
    fetch(load);
    let lang = use_context::<RwSignal<Lang>>();
    let text = move |key: Key| key.get(lang.map_or(Lang::En, |l| l.get()));
    (move || match state.get() {
        Coming::Ready(f) => {
            mark_first_screen();
            build(f)
        }
        Coming::Loading => {
            view! { <p class="later-loading" role="status">{text(Key::ScreenLoading)}</p> }
                .into_any()
        }
        Coming::Failed => view! {
            <div class="later-loading later-failed" role="alert">
                <p>{text(Key::ScreenLoadFailed)}</p>
                <button class="btn" on:click=move |_| fetch(screen())>{text(Key::TryAgain)}</button>
            </div>
        }
        .into_any(),
    })
    .into_any()
}

/// Marks "grimoire-interactive" at the next frame, the first time a page's first screen is built
/// (later calls do nothing): the moment the start-up benchmarks time a start to. A later
/// screen's code may still be on its way when the app is mounted ("Loading…" on the page), so
/// the page's screen (`app.rs`) calls this when it builds a screen of its own, and [`show`] when
/// it builds a later one, not before.
pub fn mark_first_screen() {
    thread_local!(static MARKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if MARKED.with(|m| m.replace(true)) {
        return;
    }
    request_animation_frame(|| {
        if let Some(perf) = window().performance() {
            let _ = perf.mark("grimoire-interactive");
        }
    });
}

/// Where a later screen's code is.
#[derive(Clone, Copy)]
enum Coming<F> {
    Loading,
    Ready(F),
    Failed,
}

// The screens themselves, plain functions so that the binary can wrap each in a split point.

/// The board, with tonight's steps or the day above it.
pub fn board() -> AnyView {
    view! { <crate::ui::botc::grimoire_board::GrimoireBoard /> }.into_any()
}

/// The bag: handing the characters out.
pub fn bag() -> AnyView {
    view! { <crate::ui::botc::bag_screen::BagScreen /> }.into_any()
}

/// The history of the game's commands.
pub fn history() -> AnyView {
    view! { <crate::ui::widgets::history_view::HistoryView /> }.into_any()
}

/// The record of the game.
pub fn record() -> AnyView {
    view! { <crate::ui::botc::game_record::GameRecordScreen /> }.into_any()
}

/// A card held up to a player.
pub fn info_card() -> AnyView {
    view! { <crate::ui::botc::info_card::InfoCard /> }.into_any()
}

/// The cover over the grimoire by day, with the day's timer.
pub fn cover() -> AnyView {
    use crate::ui::botc::day_timer::DayTimerOnCover;
    use crate::ui::widgets::cover::CoverScreen;
    view! { <CoverScreen><DayTimerOnCover /></CoverScreen> }.into_any()
}

/// The setup's second step: the characters.
pub fn setup_characters() -> AnyView {
    view! { <crate::ui::botc::setup_characters::SetupCharacters /> }.into_any()
}

/// The setup's last step: the review.
pub fn setup_review() -> AnyView {
    view! { <crate::ui::botc::setup_review::SetupReview /> }.into_any()
}

/// What the start could not read, and what to do about it.
pub fn recovery() -> AnyView {
    view! { <crate::ui::recovery_screen::RecoveryScreen /> }.into_any()
}

/// A character's summary over the screen.
pub fn character_info() -> AnyView {
    view! { <crate::ui::botc::character_info::CharacterInfo /> }.into_any()
}

/// The dialogs of a game link (add the game, or why the link is broken).
pub fn link_import() -> AnyView {
    view! { <crate::ui::botc::link_import::LinkImport /> }.into_any()
}

/// The public town square a link opens.
pub fn town_square(square: TownSquare) -> AnyView {
    view! { <crate::ui::botc::town_square_screen::TownSquareScreen square=square /> }.into_any()
}

/// The Share sheet, closed by `on_close`.
pub fn share_sheet(on_close: Callback<()>) -> AnyView {
    view! { <crate::ui::botc::share_screen::ShareSheet on_close=on_close /> }.into_any()
}

/// The players' handout a link opens.
pub fn handout_screen(handout: Handout) -> AnyView {
    view! { <crate::ui::botc::handout_screen::HandoutScreen handout=handout /> }.into_any()
}

/// Turns on the page's style sheets for the screens after its first (`<link
/// data-later="style" disabled>` in the page: `style/game.css`, and Quinte-bourg's own,
/// day and night on its page). A disabled style sheet is not fetched, so the home page and a
/// new game's first screen, which need none of them, wait for none; the browser fetches them
/// now, while that first screen is up. The home page names Quinte-bourg's too, as
/// `data-later="quintebourg"`: they are turned on only once the page is that game's (`<html
/// data-game="quintebourg">`, set when its new game starts in the home page's place). Called
/// when a game starts in the home page's place (`ui::start_here`), a player's card opens on the
/// home page, and Quinte-bourg's page starts (at once for a game under way, once its first
/// screen is painted for a new one). Idempotent.
pub fn enable_styles() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let quintebourg = document
        .document_element()
        .and_then(|h| h.get_attribute("data-game"))
        .is_some_and(|g| g == <::quintebourg::Quintebourg as table::Ruleset>::ID);
    let selector = if quintebourg {
        r#"link[data-later="style"], link[data-later="quintebourg"]"#
    } else {
        r#"link[data-later="style"]"#
    };
    while let Some(link) = document.query_selector(selector).ok().flatten() {
        let _ = link.remove_attribute("data-later");
        let _ = link.remove_attribute("disabled");
    }
}
