use leptos::prelude::*;

use crate::i18n::{Key, Lang};

/// The game bar's three history buttons, the same in both games: undo, redo and the history
/// (pressed while the history is on screen).
#[component]
pub fn UndoRedoHistory(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] can_undo: Signal<bool>,
    #[prop(into)] can_redo: Signal<bool>,
    #[prop(into)] on_history: Signal<bool>,
    #[prop(into)] undo: Callback<()>,
    #[prop(into)] redo: Callback<()>,
    #[prop(into)] history: Callback<()>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    view! {
        <button
            class="icon-button"
            data-testid="undo"
            aria-label=move || t(Key::Undo)
            title=move || t(Key::Undo)
            disabled=move || !can_undo.get()
            on:click=move |_| undo.run(())
        >
            "↶"
        </button>
        <button
            class="icon-button"
            data-testid="redo"
            aria-label=move || t(Key::Redo)
            title=move || t(Key::Redo)
            disabled=move || !can_redo.get()
            on:click=move |_| redo.run(())
        >
            "↷"
        </button>
        <button
            class="icon-button"
            data-testid="history"
            aria-label=move || t(Key::History)
            title=move || t(Key::History)
            aria-pressed=move || on_history.get().to_string()
            on:click=move |_| history.run(())
        >
            "☰"
        </button>
    }
}

/// The question asked before leaving a game that is held only in memory (storage full): save
/// it as a file, leave anyway, or stay. `open` shows it; each answer closes it.
#[component]
pub fn LeaveUnsaved(
    #[prop(into)] lang: Signal<Lang>,
    open: RwSignal<bool>,
    #[prop(into)] export: Callback<()>,
    #[prop(into)] leave: Callback<()>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    view! {
        <Show when=move || open.get()>
            <div class="confirm" role="alertdialog" aria-label=move || t(Key::UnsavedLeaveQuestion) data-testid="unsaved-leave">
                <p>{move || t(Key::UnsavedLeaveQuestion)}</p>
                <div class="row">
                    <button class="button button--primary" data-testid="unsaved-export" on:click=move |_| export.run(())>
                        {move || t(Key::ExportFile)}
                    </button>
                    <button
                        class="button button--danger"
                        data-testid="unsaved-leave-anyway"
                        on:click=move |_| {
                            open.set(false);
                            leave.run(());
                        }
                    >
                        {move || t(Key::LeaveAnyway)}
                    </button>
                    <button class="button" data-testid="unsaved-stay" on:click=move |_| open.set(false)>
                        {move || t(Key::StayInGame)}
                    </button>
                </div>
            </div>
        </Show>
    }
}
