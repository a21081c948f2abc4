use leptos::prelude::*;

use crate::i18n::Key;

use crate::ui::store::{Notice, Store};

/// Messages for the Storyteller: a command the rules refused (with the engine's words, and an
/// override when the Storyteller may overrule), or storage trouble.
#[component]
pub fn NoticeBar() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    move || {
        store.notice.get().map(|notice| {
            let (text, retry, kind) = match notice {
                Notice::Refused { message, retry } => (message, retry, "notice notice--refused"),
                Notice::StorageFull => (t(Key::StorageFull).to_string(), None, "notice notice--storage"),
                Notice::StorageFailed(msg) => {
                    (Key::StorageFailed.fill(store.lang(), &[&msg]), None, "notice notice--storage")
                }
            };
            let retry = StoredValue::new(retry);
            view! {
                <div class=kind role="alert" data-testid="notice">
                    <p>{text}</p>
                    <div class="row">
                        <Show when=move || retry.with_value(|r| r.is_some())>
                            <button
                                class="button button--danger"
                                data-testid="force"
                                on:click=move |_| {
                                    if let Some(cmd) = retry.get_value() {
                                        store.send_override(cmd);
                                    }
                                }
                            >
                                {move || t(Key::ForceIt)}
                            </button>
                        </Show>
                        <button class="button" data-testid="dismiss" on:click=move |_| store.notice.set(None)>
                            {move || t(Key::Dismiss)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
