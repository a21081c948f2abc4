use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::i18n::{Key, Lang};
use crate::persist::Screen;

use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// The log in plain words, oldest first (a removed or renamed player keeps the name they had
/// then); any line can be gone back to, the later ones taken back (and kept for redo) after
/// a confirmation.
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
    let back = move |_: ()| {
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
        <HistoryList
            lines=lines
            redo_count=Signal::derive(redo_count)
            on_back=Callback::new(back)
            on_back_to=Callback::new(move |len| store.undo_to(len))
        >
            // The game's story so far, night or day (the record also opens from the day and
            // the victory).
            <button class="button" data-testid="history-record" on:click=move |_| store.go(Screen::Record)>
                {move || t(Key::OpenGameRecord)}
            </button>
        </HistoryList>
    }
}

/// The log in plain words, oldest first, for either game: any line can be gone back to (the
/// later commands taken back, kept for redo) after a confirmation. The caller draws its game
/// bar above it.
#[component]
pub fn HistoryList(
    /// The log in plain words, oldest first.
    #[prop(into)]
    lines: Signal<Vec<String>>,
    /// How many commands can be redone.
    #[prop(into)]
    redo_count: Signal<usize>,
    /// Back to the game's screen.
    on_back: Callback<()>,
    /// Go back to the log's first `len` commands.
    on_back_to: Callback<usize>,
    /// What the game adds beside the Back button (Blood on the Clocktower: its game record).
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let t = move |key: Key| key.get(lang.get());
    // The line whose "back to here" waits for a confirmation: the log length to go back to.
    let asking = RwSignal::new(None::<usize>);
    view! {
        <main class="screen history">
            <div class="row">
                <button class="button" data-testid="history-back" on:click=move |_| on_back.run(())>
                    {move || t(Key::Back)}
                </button>
                {children.map(|c| c())}
            </div>
            <Show when=move || lines.with(|l| l.is_empty())>
                <p class="muted">{move || t(Key::HistoryEmpty)}</p>
            </Show>
            <ol class="history__list" data-testid="history-list">
                {move || {
                    let count = lines.with(Vec::len);
                    lines
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, line)| {
                            // Every line but the last can be gone back to.
                            let later = count - i - 1;
                            view! {
                                <li class="history__line">
                                    <span class="history__text" data-testid="history-line">{line}</span>
                                    {(later > 0)
                                        .then(|| {
                                            view! {
                                                <button
                                                    class="button history__back-to"
                                                    data-testid="history-back-to"
                                                    on:click=move |_| asking.set(Some(i + 1))
                                                >
                                                    {move || t(Key::HistoryBackTo)}
                                                </button>
                                            }
                                        })}
                                    <Show when=move || asking.get() == Some(i + 1)>
                                        <div class="confirm history__confirm" role="alertdialog" data-testid="history-back-to-confirm">
                                            <p>{move || Key::HistoryBackToQuestion.fill(lang.get(), &[&later.to_string()])}</p>
                                            <div class="row">
                                                <button
                                                    class="button button--danger"
                                                    data-testid="history-back-to-yes"
                                                    on:click=move |_| {
                                                        asking.set(None);
                                                        on_back_to.run(i + 1);
                                                    }
                                                >
                                                    {move || t(Key::HistoryBackToYes)}
                                                </button>
                                                <button class="button" on:click=move |_| asking.set(None)>
                                                    {move || t(Key::Cancel)}
                                                </button>
                                            </div>
                                        </div>
                                    </Show>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <Show when=move || { redo_count.get() > 0 }>
                <p class="muted" data-testid="redo-count">
                    {move || Key::RedoAvailable.fill(lang.get(), &[&redo_count.get().to_string()])}
                </p>
            </Show>
        </main>
    }
}
