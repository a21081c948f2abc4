//! The cover: one tap in the game bar hides the grimoire behind a neutral screen (for the day,
//! when the phone lies on the table or a player leans over); a one-second hold brings it back.
//! While covered, no screen of the game is on the page, and Back does nothing.

use leptos::prelude::*;

use crate::i18n::Key;

use crate::ui::store::Store;
use crate::ui::widgets::back_button::keep_on_back;
use crate::ui::widgets::hold_button::HoldButton;

/// Whether the grimoire is covered, provided once by context from `app.rs`.
#[derive(Clone, Copy)]
pub struct Cover(pub RwSignal<bool>);

impl Cover {
    pub fn provide() -> Cover {
        let cover = Cover(RwSignal::new(false));
        provide_context(cover);
        cover
    }
}

/// The neutral screen over the grimoire, with what the game shows the table on it (a day's
/// timer).
#[component]
pub fn CoverScreen(
    /// What the table may see.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let cover = expect_context::<Cover>();
    let t = move |key: Key| store.t(key);
    keep_on_back();
    view! {
        <main class="cover" data-testid="cover-screen" aria-label=move || t(Key::CoverTitle)>
            <p class="cover__mark" aria-hidden="true">"❖"</p>
            <h1 class="cover__title">{move || t(Key::CoverTitle)}</h1>
            <p class="cover__help">{move || t(Key::CoverHelp)}</p>
            {children.map(|c| c())}
            <HoldButton
                label=Signal::derive(move || t(Key::CoverReturn).to_string())
                testid="cover-return"
                class="cover__return"
                on_done=move |_| cover.0.set(false)
            />
        </main>
    }
}
