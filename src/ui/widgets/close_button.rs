use leptos::prelude::*;

use crate::i18n::{Key, Lang};

/// The ✕ that closes a screen or a sheet, named "Close" in the interface's language.
#[component]
pub fn CloseButton(
    #[prop(into)] lang: Signal<Lang>,
    /// The button's `data-testid`.
    testid: &'static str,
    #[prop(into)] on_close: Callback<()>,
) -> impl IntoView {
    let label = move || Key::Close.get(lang.get());
    view! {
        <button
            class="icon-button"
            data-testid=testid
            aria-label=label
            title=label
            on:click=move |_| on_close.run(())
        >
            "✕"
        </button>
    }
}
