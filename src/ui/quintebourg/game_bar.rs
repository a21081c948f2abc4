use leptos::prelude::*;

use quintebourg::calendar;

use crate::i18n::{Key, Lang};
use crate::ui::home_screen::weekday_name;
use crate::ui::quintebourg::invocation_overlay::InvokeButton;
use crate::ui::quintebourg::store::{QbPhase, QbScreen, QbStore};

/// Where the game is, in words: "Setup", "Night 2 · Tuesday", "Day 3 · Wednesday", "Game
/// over".
pub fn phase_text(game: &quintebourg::Game, lang: Lang) -> String {
    let state = game.state();
    match QbPhase::of(&state.phase) {
        QbPhase::Empty | QbPhase::Setup => Key::QbStageSetup.get(lang).to_string(),
        QbPhase::Over => Key::QbStageOver.get(lang).to_string(),
        QbPhase::Night(n) => format!(
            "{} · {}",
            Key::QbStageNight.fill(lang, &[&n.to_string()]),
            weekday_name(calendar::weekday_of_night(state, n), lang)
        ),
        QbPhase::Day(n) => format!(
            "{} · {}",
            Key::QbStageDay.fill(lang, &[&n.to_string()]),
            weekday_name(calendar::day_weekday(state, n), lang)
        ),
    }
}

/// The bar at the top of every Quinte-bourg game screen: home, the screen's title and where
/// the game is, undo, redo and the history.
#[component]
pub fn QbGameBar(#[prop(into)] title: Signal<String>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let phase = Memo::new(move |_| {
        let lang = store.lang();
        store.phase.track();
        store.game.with_untracked(|g| phase_text(g, lang))
    });
    let can_undo = Memo::new(move |_| store.game.with(|g| g.can_undo()));
    let can_redo = Memo::new(move |_| store.game.with(|g| g.can_redo()));
    let on_history = move || store.ui.with(|ui| ui.screen == QbScreen::History);
    // A game held only in memory (storage full) is never left without a word.
    let leaving = RwSignal::new(false);

    view! {
        <header class="bar">
            <button
                class="icon-button"
                data-testid="home"
                aria-label=move || t(Key::Home)
                title=move || t(Key::Home)
                on:click=move |_| {
                    if store.saves.saving.get_untracked() {
                        store.close_game();
                    } else {
                        leaving.set(true);
                    }
                }
            >
                "⌂"
            </button>
            <div class="bar__title">
                <h1>{move || title.get()}</h1>
                <span class="bar__phase" data-testid="phase">{phase}</span>
            </div>
            <InvokeButton />
            <button
                class="icon-button"
                data-testid="undo"
                aria-label=move || t(Key::Undo)
                title=move || t(Key::Undo)
                disabled=move || !can_undo.get()
                on:click=move |_| store.undo()
            >
                "↶"
            </button>
            <button
                class="icon-button"
                data-testid="redo"
                aria-label=move || t(Key::Redo)
                title=move || t(Key::Redo)
                disabled=move || !can_redo.get()
                on:click=move |_| store.redo()
            >
                "↷"
            </button>
            <button
                class="icon-button"
                data-testid="history"
                aria-label=move || t(Key::History)
                title=move || t(Key::History)
                aria-pressed=move || on_history().to_string()
                on:click=move |_| store.go(QbScreen::History)
            >
                "☰"
            </button>
        </header>
        <Show when=move || leaving.get()>
            <div class="confirm" role="alertdialog" aria-label=move || t(Key::UnsavedLeaveQuestion) data-testid="unsaved-leave">
                <p>{move || t(Key::UnsavedLeaveQuestion)}</p>
                <div class="row">
                    <button
                        class="button button--danger"
                        data-testid="unsaved-leave-anyway"
                        on:click=move |_| {
                            leaving.set(false);
                            store.close_game();
                        }
                    >
                        {move || t(Key::LeaveAnyway)}
                    </button>
                    <button class="button" data-testid="unsaved-stay" on:click=move |_| leaving.set(false)>
                        {move || t(Key::StayInGame)}
                    </button>
                </div>
            </div>
        </Show>
    }
}
