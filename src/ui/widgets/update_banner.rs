use leptos::prelude::*;

use crate::engine::character::Lang;
use crate::i18n::Key;

/// "A new version is ready — reload": shown when the service worker has a new build waiting.
/// `web/sw-register.js` announces it with the `grimoire-update-ready` window event.
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let ready = RwSignal::new(false);
    let handle = window_event_listener_untyped("grimoire-update-ready", move |_| ready.set(true));
    on_cleanup(move || handle.remove());
    let reload = move |_| {
        if let Ok(event) = web_sys::Event::new("grimoire-apply-update") {
            let _ = window().dispatch_event(&event);
        }
    };

    view! {
        <Show when=move || ready.get()>
            <div class="update-banner" role="status">
                <span>{move || Key::UpdateReady.get(lang.get())}</span>
                <button class="button button--small" on:click=reload>
                    {move || Key::Reload.get(lang.get())}
                </button>
            </div>
        </Show>
    }
}
