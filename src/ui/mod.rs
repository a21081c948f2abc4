//! The Leptos screens. Each component is named after what the Storyteller sees.

mod app;
mod home_screen;
mod update_banner;

pub use app::App;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
