use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::i18n::{Key, Lang};
use crate::persist::{LoadError, Problem};

use crate::ui::store::{Store, View};

/// A link to the raw text as a file (a Blob URL), so the Storyteller can keep it. A value that
/// is not valid Unicode (a lone surrogate) would be altered by the file's UTF-8: it is given
/// as its exact UTF-16 code units instead (little-endian, after a byte-order mark).
fn blob_url(err: &LoadError) -> Option<String> {
    let options = web_sys::BlobPropertyBag::new();
    let part: JsValue = match &err.units {
        Some(units) => {
            options.set_type("text/plain;charset=utf-16le");
            let bytes: Vec<u8> = std::iter::once(0xFEFF_u16)
                .chain(units.iter().copied())
                .flat_map(u16::to_le_bytes)
                .collect();
            web_sys::js_sys::Uint8Array::from(bytes.as_slice()).into()
        }
        None => {
            options.set_type("application/json");
            JsValue::from_str(&err.raw)
        }
    };
    let parts = web_sys::js_sys::Array::of1(&part);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Blood on the Clocktower's page: the recovery screen of its store.
#[component]
pub fn RecoveryScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let Some(err) = store.view.with_untracked(|v| match v {
        View::Recovery(e) => Some(e.clone()),
        _ => None,
    }) else {
        return ().into_any();
    };
    view! {
        <RecoveryOf
            err=err
            lang=store.lang
            set_aside=Callback::new(move |e: LoadError| store.set_aside(&e))
            discard=Callback::new(move |e: LoadError| store.discard(&e))
        />
    }
    .into_any()
}

/// Shown when stored data cannot be read (garbled, or written by a newer Grimoire): it says
/// so, offers the raw data as a download, and changes nothing until the game master chooses to
/// set it aside (kept under another key) or to delete it (after a confirmation). Both games'
/// pages show it, each with its own store's actions.
#[component]
pub fn RecoveryOf(
    err: LoadError,
    lang: RwSignal<Lang>,
    /// Keep the data under another key and go on.
    set_aside: Callback<LoadError>,
    /// Delete the data for good (after the confirmation on screen).
    discard: Callback<LoadError>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    let err = StoredValue::new(err);
    let url = err.with_value(blob_url).unwrap_or_default();
    let file = err.with_value(|e: &LoadError| match e.units {
        Some(_) => format!("{}.utf16le.txt", e.key),
        None => format!("{}.json", e.key),
    });
    let confirm = RwSignal::new(false);
    let message = move || {
        let lang = lang.get();
        err.with_value(|e| match &e.problem {
            Problem::Unreadable(_) => Key::RecoveryUnreadable.fill(lang, &[&e.key]),
            Problem::Future(v) => Key::RecoveryFuture.fill(lang, &[&e.key, &v.to_string()]),
        })
    };
    let detail = move || {
        err.with_value(|e| match &e.problem {
            Problem::Unreadable(why) => why.clone(),
            Problem::Future(v) => format!("schema {v}"),
        })
    };
    let raw_preview = move || {
        err.with_value(|e| {
            let mut s: String = e.raw.chars().take(600).collect();
            if e.raw.chars().count() > 600 {
                s.push('…');
            }
            s
        })
    };

    view! {
        <main class="screen recovery" data-testid="recovery">
            <h1>{move || t(Key::RecoveryTitle)}</h1>
            <p data-testid="recovery-message">{message}</p>
            <details>
                <summary>{move || t(Key::RecoveryDetail)}</summary>
                <p class="muted">{detail}</p>
                <pre class="recovery__raw">{raw_preview}</pre>
            </details>
            <a class="button button--primary" href=url download=file data-testid="download-data">
                {move || t(Key::DownloadData)}
            </a>
            <button class="button" data-testid="set-aside" on:click=move |_| set_aside.run(err.get_value())>
                {move || t(Key::SetAside)}
            </button>
            <p class="muted">{move || t(Key::SetAsideHelp)}</p>
            <Show
                when=move || confirm.get()
                fallback=move || {
                    view! {
                        <button class="button button--danger" data-testid="discard" on:click=move |_| confirm.set(true)>
                            {move || t(Key::DiscardData)}
                        </button>
                    }
                }
            >
                <div class="confirm" role="alertdialog" aria-label=move || t(Key::DiscardQuestion)>
                    <p>{move || t(Key::DiscardQuestion)}</p>
                    <div class="row">
                        <button class="button button--danger" data-testid="confirm-discard" on:click=move |_| discard.run(err.get_value())>
                            {move || t(Key::YesDelete)}
                        </button>
                        <button class="button" on:click=move |_| confirm.set(false)>
                            {move || t(Key::Cancel)}
                        </button>
                    </div>
                </div>
            </Show>
        </main>
    }
    .into_any()
}
