//! The Leptos screens. Each component is named after what the Storyteller sees; they all read
//! the game from the one [`store::Store`] and change it only by sending engine commands.

mod app;
mod bag_screen;
mod card_composer;
mod character_info;
mod characters;
mod dawn_screen;
mod day_screen;
mod file_transfer;
mod game_bar;
mod grimoire_board;
mod history_view;
mod home_screen;
mod info_card;
mod link_import;
mod night_screen;
mod night_step;
mod nomination_panel;
mod notice_bar;
mod phase_panel;
mod pick;
mod recovery_screen;
mod script_import;
mod seat_sheet;
mod seat_token;
mod setup_characters;
mod setup_players;
mod setup_review;
mod share_screen;
mod spy_grimoire;
pub mod store;
mod token_art;
mod town_square_screen;
mod update_banner;
mod victory_screen;
mod vote_counter;
mod wake_lock;

pub use app::App;

/// Mounts the app on the page's body.
pub fn mount() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
