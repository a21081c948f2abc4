//! The screens of a Quinte-bourg game, on their own page (`quintebourg.html`, the `quintebourg`
//! binary): one component per thing the MJ sees, named after it.
//!
//! Every screen reads the open game from the one [`store::QbStore`] (by context:
//! `expect_context::<QbStore>()`) and changes it only by sending engine commands:
//! - `store.game` (`RwSignal<quintebourg::Game>`): the game; read it with `store.game.with(..)`
//!   and the engine's previews (`QbGame::sheet`, `whereabouts`, `attack_plan`…);
//! - `store.phase` (`Memo<QbPhase>`): setup, night n, day n or over, without the contents;
//! - `store.send(cmd)`: applies, saves, then shows; `None` when refused (the message shows,
//!   with "force it" when the MJ may overrule); `store.send_override(cmd, reason)` forces;
//! - `store.undo()`, `store.redo()`, `store.undo_to(len)`: the log, saved the same way;
//! - `store.ui` / `store.update_ui(..)` / `store.go(QbScreen::..)`: what the screens remember
//!   (saved with the game; add a field with `#[serde(default)]`);
//! - `store.t(Key::..)`, `store.lang()`: interface text; names of cards, offices and powers come
//!   from `quintebourg::names`.
//!
//! A new game's page first shows the setup's players step drawn by the main module
//! ([`setup_first`]), which gives way to the app when its code has come.
//!
//! The screen shown follows the phase ([`store::screen_for_phase`]): the setup screens, the
//! reveal and Cupid before the first night, then the night runner by night, the village board
//! by day, the end.

pub mod app;
pub mod attack_panel;
pub mod calendar_strip;
pub mod card_deal;
pub mod coins_ledger;
pub mod cupid;
pub mod day_state;
pub mod death_sheet;
pub mod end_screen;
pub mod game_bar;
pub mod history;
pub mod invocation_overlay;
pub mod marriage_form;
pub mod morning_script;
pub mod night_parts;
pub mod night_runner;
pub mod night_step;
pub mod offices_panel;
pub mod offices_setup;
pub mod public_view;
pub mod reveal;
pub mod session_panel;
pub mod setup_carry_on;
pub mod setup_draft;
pub mod setup_first;
pub mod setup_players;
pub mod setup_screen;
pub mod share_sheet;
pub mod store;
pub mod timers;
pub mod village_board;
pub mod village_map;
pub mod voice;
pub mod who_is_where;

pub use app::QbApp;
