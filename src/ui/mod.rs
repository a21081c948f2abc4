//! The Leptos screens. Each component is named after what the Storyteller sees; they all read
//! the game from the one [`store::Store`] and change it only by sending engine commands.
//!
//! - `widgets/`: what any game's screens share (the game bar, picking players, notices…);
//! - `botc/`: the screens of a Blood on the Clocktower game;
//! - here: the app's frame, the store, the home screen and the recovery screen.
//!
//! Quinte-bourg's screens will be a folder of their own beside `botc/`.

mod app;
pub(crate) mod botc;
mod home_screen;
mod recovery_screen;
pub mod store;
pub(crate) mod widgets;

pub use app::App;

/// Mounts the app on the page's body, once the journal has put back into localStorage what
/// it lacked (`crate::journal::start`).
pub fn mount() {
    console_error_panic_hook::set_once();
    wasm_bindgen_futures::spawn_local(async {
        // Marks around the journal's start, for the start-up benchmark.
        let mark = |name: &str| {
            if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
                let _ = perf.mark(name);
            }
        };
        mark("grimoire-journal-open");
        let startup = crate::journal::start().await;
        mark("grimoire-journal-ready");
        leptos::mount::mount_to_body(move || {
            use leptos::prelude::*;
            view! { <App startup=startup /> }
        });
    });
}
