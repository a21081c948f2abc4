use leptos::prelude::*;

use crate::i18n::{Key, Lang};
use crate::persist::Screen;

use crate::ui::later::{self, LaterScreens};
use crate::ui::settled::settled;
use crate::ui::store::Store;
use crate::ui::widgets::undo_redo::{LeaveUnsaved, UndoRedoHistory};

/// The bar at the top of every game screen: home, the screen's title and the phase, undo,
/// redo, the history and sharing (the board's cover button is on the board itself:
/// [`CoverButton`]).
#[component]
pub fn GameBar(#[prop(into)] title: Signal<String>) -> impl IntoView {
    let store = expect_context::<Store>();
    let screens = expect_context::<LaterScreens>();
    let t = move |key: Key| store.t(key);
    // Settled (crate::ui::settled): most commands change none of these, so the bar is not
    // woken.
    let phase = move || store.phase.get().label(store.lang());
    let can_undo = settled(move || store.game.with(|g| g.can_undo()));
    let can_redo = settled(move || store.game.with(|g| g.can_redo()));
    let on_history = move || store.ui.with(|ui| ui.screen == Screen::History);
    let sharing = RwSignal::new(false);
    let leaving = RwSignal::new(false);
    let export = move |_: ()| store.download_file();

    view! {
        <BarFrame
            lang=store.lang
            title=title
            phase=Signal::derive(phase)
            home=move |_| {
                // A game held only in memory (storage full) is never dropped silently.
                if store.saving.get_untracked() {
                    store.close_game();
                } else {
                    leaving.set(true);
                }
            }
            can_undo=can_undo
            can_redo=can_redo
            on_history=Signal::derive(on_history)
            undo=move |_| store.undo()
            redo=move |_| store.redo()
            history=move |_| store.go(Screen::History)
            after=Box::new(move || {
                view! {
                    <button
                        class="icon-button"
                        data-testid="share"
                        aria-label=move || t(Key::Share)
                        title=move || t(Key::Share)
                        aria-pressed=move || sharing.get().to_string()
                        on:click=move |_| sharing.set(true)
                    >
                        "⤴"
                    </button>
                }
                .into_any()
            })
        />
        <Show when=move || sharing.get()>
            {move || {
                let on_close = Callback::new(move |_| sharing.set(false));
                later::show(screens.share_sheet, move |build| build(on_close))
            }}
        </Show>
        <LeaveUnsaved
            lang=store.lang
            open=leaving
            export=export
            leave=move |_| store.close_game()
        />
    }
}

/// The bar's frame, the same in both games: home, the title and where the game is, what
/// `children` adds (Quinte-bourg's invocation button), undo, redo, the history, and what `after`
/// adds (Blood on the Clocktower's sharing). Quinte-bourg's new game draws it before its store
/// exists (`ui::quintebourg::setup_first`).
#[component]
#[allow(clippy::too_many_arguments)]
pub fn BarFrame(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] title: Signal<String>,
    #[prop(into)] phase: Signal<String>,
    #[prop(into)] home: Callback<()>,
    #[prop(into)] can_undo: Signal<bool>,
    #[prop(into)] can_redo: Signal<bool>,
    #[prop(into)] on_history: Signal<bool>,
    #[prop(into)] undo: Callback<()>,
    #[prop(into)] redo: Callback<()>,
    #[prop(into)] history: Callback<()>,
    #[prop(optional)] children: Option<Children>,
    #[prop(optional)] after: Option<Children>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    view! {
        <header class="bar">
            <button
                class="icon-button"
                data-testid="home"
                aria-label=move || t(Key::Home)
                title=move || t(Key::Home)
                on:click=move |_| home.run(())
            >
                "⌂"
            </button>
            <div class="bar__title">
                <h1>{move || title.get()}</h1>
                <span class="bar__phase" data-testid="phase">{move || phase.get()}</span>
            </div>
            {children.map(|c| c())}
            <UndoRedoHistory
                lang=lang
                can_undo=can_undo
                can_redo=can_redo
                on_history=on_history
                undo=undo
                redo=redo
                history=history
            />
            {after.map(|c| c())}
        </header>
    }
}

/// The cover, one tap away in the board's top-left corner, which the oval of seats leaves
/// empty (the bar has no room left for a sixth button at 360 px). On the board itself, so
/// that nothing above it (the screen-awake warning, a notice) can push the bar over it.
#[component]
pub fn CoverButton() -> impl IntoView {
    let store = expect_context::<Store>();
    let cover = expect_context::<crate::ui::widgets::cover::Cover>();
    view! {
        <button
            class="icon-button cover-button"
            data-testid="cover"
            aria-label=move || store.t(Key::Cover)
            title=move || store.t(Key::Cover)
            on:click=move |_| cover.0.set(true)
        >
            "◐"
        </button>
    }
}
