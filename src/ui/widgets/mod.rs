//! Widgets any game's screens share: the game bar (undo, redo, history), picking players on
//! the board, notices, the update banner, the screen kept awake, files and the clipboard, the
//! interface language, the timers' countdown, a player's card as a QR code.

pub(crate) mod back_button;
pub(crate) mod card_qr;
pub(crate) mod close_button;
pub(crate) mod countdown;
pub(crate) mod cover;
pub(crate) mod file_transfer;
pub(crate) mod game_bar;
pub(crate) mod history_view;
pub(crate) mod hold_button;
pub(crate) mod language;
pub(crate) mod link_panel;
pub(crate) mod notice_bar;
pub(crate) mod pick;
pub(crate) mod undo_redo;
pub(crate) mod update_banner;
pub(crate) mod wake_lock;
