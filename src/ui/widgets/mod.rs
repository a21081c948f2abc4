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

/// Whether the `<details>` element an event (its `toggle`) came from is open: a list or a form
/// behind a summary is built only while it is open, so the screen around it builds and repaints
/// without it.
pub(crate) fn details_open(ev: &web_sys::Event) -> bool {
    ev.target()
        .and_then(|t| web_sys::js_sys::Reflect::get(&t, &"open".into()).ok())
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}
