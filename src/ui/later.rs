//! The screens of a game under way (the board with its nights and days, the bag, the history,
//! the game's record, a card held up to a player), which the setup screens never need.
//!
//! The page's binary (`main.rs`) hands them to [`crate::ui::mount`] as [`LaterScreens`]: built
//! with the `split` feature (`scripts/build-split.sh`), each is a `#[lazy]` split point whose
//! code lands in a WebAssembly chunk of its own, fetched while the Storyteller types the names;
//! built otherwise (Trunk, the tests), each is an ordinary function in the one WebAssembly.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;

/// A screen on its way: ready at once when its code is loaded.
pub type ScreenFuture = Pin<Box<dyn Future<Output = AnyView> + Send>>;

/// The later screens, each loaded on first use, and a way to fetch them all ahead.
#[derive(Clone, Copy)]
pub struct LaterScreens {
    pub board: fn() -> ScreenFuture,
    pub bag: fn() -> ScreenFuture,
    pub history: fn() -> ScreenFuture,
    pub record: fn() -> ScreenFuture,
    pub info_card: fn() -> ScreenFuture,
    /// Fetches every later screen's code in the background (once: later calls do nothing).
    pub preload: fn(),
}

impl LaterScreens {
    /// Every screen straight away, in the one WebAssembly (no split).
    pub const fn direct() -> Self {
        fn now(view: fn() -> AnyView) -> ScreenFuture {
            Box::pin(std::future::ready(view()))
        }
        Self {
            board: || now(board),
            bag: || now(bag),
            history: || now(history),
            record: || now(record),
            info_card: || now(info_card),
            preload: || {},
        }
    }
}

/// Shows a later screen: nothing until its code is there (a moment on the first use, on a slow
/// link), then the screen.
pub fn show(load: fn() -> ScreenFuture) -> AnyView {
    view! { <Suspense fallback=|| ()>{Suspend::new(load())}</Suspense> }.into_any()
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
