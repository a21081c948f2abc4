use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// The log in plain words, oldest first (a removed or renamed player keeps the name they had
/// then).
#[component]
pub fn HistoryView() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    // The engine describes each command with the names as they were when it was applied.
    let lines = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| g.history(lang))
    });
    let redo_count = move || store.game.with(|g| crate::persist::redo_stack(g).len());
    let back = move |_| {
        let screen = if store
            .game
            .with_untracked(|g| g.phase() == crate::engine::phase::Phase::Setup)
        {
            if store.game.with_untracked(|g| {
                g.state().seats.iter().all(|s| s.character.is_some()) && !g.state().seats.is_empty()
            }) {
                Screen::SetupReview
            } else {
                Screen::SetupPlayers
            }
        } else {
            Screen::Board
        };
        store.go(screen);
    };

    view! {
        <GameBar title=Signal::derive(move || t(Key::HistoryTitle).to_string()) />
        <main class="screen history">
            <button class="button" data-testid="history-back" on:click=back>
                {move || t(Key::Back)}
            </button>
            <Show when=move || lines.with(|l| l.is_empty())>
                <p class="muted">{move || t(Key::HistoryEmpty)}</p>
            </Show>
            <ol class="history__list" data-testid="history-list">
                {move || lines.get().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ol>
            <Show when=move || { redo_count() > 0 }>
                <p class="muted" data-testid="redo-count">
                    {move || Key::RedoAvailable.fill(store.lang(), &[&redo_count().to_string()])}
                </p>
            </Show>
        </main>
    }
}
