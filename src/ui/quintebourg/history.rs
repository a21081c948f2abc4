use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::store::{QbPhase, QbScreen, QbStore};
use crate::ui::widgets::history_view::HistoryList;

/// The log of a Quinte-bourg game in plain words (`Game::history`), with "back to here" on
/// every line (the shared [`HistoryList`]).
#[component]
pub fn QbHistory() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let lines = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| g.history(lang))
    });
    let redo_count = Signal::derive(move || store.game.with(|g| g.redo_stack().len()));
    // Back to the screen of where the game is (the reveal once the setup is sent).
    let back = Callback::new(move |_| {
        let screen = match store.phase.get_untracked() {
            QbPhase::Setup => QbScreen::Reveal,
            _ => QbScreen::Setup,
        };
        store.go(screen);
    });
    view! {
        <QbGameBar title=Signal::derive(move || store.t(Key::HistoryTitle).to_string()) />
        <HistoryList
            lines=lines
            redo_count=redo_count
            on_back=back
            on_back_to=Callback::new(move |len| store.undo_to(len))
        />
    }
}
