//! A button that acts only when held: the deliberate gesture of the Storyteller where a stray
//! tap by a player must do nothing (leaving the bag, uncovering the grimoire). A bar fills
//! while it is held; letting go early cancels. Enter or Space held on a keyboard works too.

use leptos::prelude::*;
use std::time::Duration;

/// How long a hold lasts.
pub const HOLD: Duration = Duration::from_millis(1000);

#[component]
pub fn HoldButton(
    /// The text on the button (tracked).
    #[prop(into)]
    label: Signal<String>,
    /// `data-testid` of the button.
    testid: &'static str,
    /// What a full hold does.
    #[prop(into)]
    on_done: Callback<()>,
    /// Extra classes.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let holding = RwSignal::new(false);
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let cancel = move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        timer.set_value(None);
        holding.set(false);
    };
    let press = move || {
        cancel();
        holding.set(true);
        let handle = set_timeout_with_handle(
            move || {
                timer.set_value(None);
                holding.set(false);
                on_done.run(());
            },
            HOLD,
        )
        .ok();
        timer.set_value(handle);
    };
    on_cleanup(move || {
        if let Some(h) = timer.try_get_value().flatten() {
            h.clear();
        }
    });
    let classes = move || {
        let on = if holding.get() { " hold--on" } else { "" };
        format!("button hold {class}{on}")
    };
    view! {
        <button
            class=classes
            data-testid=testid
            data-holding=move || holding.get().to_string()
            aria-label=move || label.get()
            on:pointerdown=move |_| press()
            on:pointerup=move |_| cancel()
            on:pointerleave=move |_| cancel()
            on:pointercancel=move |_| cancel()
            on:contextmenu=move |ev| ev.prevent_default()
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    if !holding.get_untracked() {
                        press();
                    }
                }
            }
            on:keyup=move |_| cancel()
        >
            <span class="hold__fill" aria-hidden="true"></span>
            <span class="hold__text">{move || label.get()}</span>
        </button>
    }
}
