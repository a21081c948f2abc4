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

/// Which game (or list) the data under `key` is, as the saved-games list names it: the
/// Storyteller knows a game by its name and players, not by its storage key. None when the
/// key is neither, or the list itself cannot be read.
fn what_it_is(key: &str, lang: Lang) -> Option<String> {
    if key == crate::persist::INDEX_KEY {
        return Some(Key::RecoveryWhatList.get(lang).to_string());
    }
    let id = key.strip_prefix(crate::persist::GAME_PREFIX)?;
    let index = crate::persist::load_index().ok()?;
    let Some(line) = index.games.iter().find(|g| g.id == id) else {
        return Some(Key::RecoveryWhatUnlisted.get(lang).to_string());
    };
    let ruleset = match line.ruleset.as_str() {
        <::quintebourg::Quintebourg as table::Ruleset>::ID => {
            Key::RulesetQuintebourg.get(lang).to_string()
        }
        <crate::engine::Botc as table::Ruleset>::ID => Key::RulesetBotc.get(lang).to_string(),
        other => other.to_string(),
    };
    let players = Key::PlayersCount.fill(lang, &[&line.players.to_string()]);
    let date = web_sys::js_sys::Date::new(&line.updated.into());
    let when: String = date
        .to_locale_string(&crate::i18n::date_locale(lang), &JsValue::UNDEFINED)
        .into();
    let when = Key::LastChange.fill(lang, &[&when]);
    Some(if line.name.is_empty() {
        Key::RecoveryWhatUnnamed.fill(lang, &[&players, &ruleset, &when])
    } else {
        Key::RecoveryWhatGame.fill(lang, &[&line.name, &ruleset, &players, &when])
    })
}

/// Blood on the Clocktower's page: the recovery screen of its store (shown anew for each piece
/// of data in turn).
#[component]
pub fn RecoveryScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    move || {
        let err = store.view.with(|v| match v {
            View::Recovery(e) => Some(e.clone()),
            _ => None,
        })?;
        Some(view! {
            <RecoveryOf
                err=err
                lang=store.lang
                set_aside=Callback::new(move |e: LoadError| store.set_aside(&e))
                discard=Callback::new(move |e: LoadError| store.discard(&e))
            />
        })
    }
}

/// Shown when stored data cannot be read (garbled, or written by a newer Grimoire): it says
/// so, offers the raw data as a download, and changes nothing until the game master chooses to
/// set it aside (kept under another key) or to delete it (after a confirmation). Both games'
/// pages show it, each with its own store's actions. For the journal's newer copy that does
/// not read, it shows both copies: the one saved on this phone, kept, and the newer one.
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
            Problem::NewerCopy(_) => Key::RecoveryNewerCopy.fill(lang, &[&e.key]),
        })
    };
    let detail = move || {
        err.with_value(|e| match &e.problem {
            Problem::Unreadable(why) | Problem::NewerCopy(why) => why.clone(),
            Problem::Future(v) => format!("schema {v}"),
        })
    };
    // The journal's newer copy: what localStorage holds under its key, kept.
    let newer = err.with_value(|e| matches!(e.problem, Problem::NewerCopy(_)));
    let kept = StoredValue::new(
        newer
            .then(|| err.with_value(|e| crate::persist::read_raw(&e.key)))
            .flatten(),
    );
    let kept_url = kept.with_value(|k| {
        k.as_ref()
            .and_then(|raw| {
                err.with_value(|e| {
                    blob_url(&LoadError {
                        raw: raw.clone(),
                        units: None,
                        ..e.clone()
                    })
                })
            })
            .unwrap_or_default()
    });
    let kept_file = err.with_value(|e| format!("{}.saved.json", e.key));
    let copies = move || {
        let lang = lang.get();
        let moves = |text: &str| crate::journal::merge::moves_between(None, text).to_string();
        let is_game = err.with_value(|e| e.key != crate::persist::INDEX_KEY);
        let kept_line = kept.with_value(|k| match k {
            None => Key::RecoveryNoKept.get(lang).to_string(),
            Some(raw) if is_game => Key::RecoveryKeptCopy.fill(lang, &[&moves(raw)]),
            Some(_) => Key::RecoveryKeptList.get(lang).to_string(),
        });
        let newer_line =
            err.with_value(|e| Key::RecoveryNewerDamaged.fill(lang, &[&moves(&e.raw)]));
        (kept_line, newer_line)
    };
    let has_kept = kept.with_value(Option::is_some);
    let what = move || err.with_value(|e| what_it_is(&e.key, lang.get()));
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
            {move || what().map(|text| view! { <p data-testid="recovery-what">{text}</p> })}
            <details>
                <summary>{move || t(Key::RecoveryDetail)}</summary>
                <p class="muted">{detail}</p>
                <pre class="recovery__raw">{raw_preview}</pre>
            </details>
            <Show when=move || newer>
                <ul class="recovery__copies">
                    <li data-testid="recovery-kept">{move || copies().0}</li>
                    <li data-testid="recovery-newer">{move || copies().1}</li>
                </ul>
            </Show>
            <a class="button button--primary" href=url download=file data-testid="download-data">
                {move || t(if newer { Key::DownloadNewer } else { Key::DownloadData })}
            </a>
            <Show when=move || has_kept>
                <a class="button" href=kept_url.clone() download=kept_file.clone() data-testid="download-kept">
                    {move || t(Key::DownloadKept)}
                </a>
            </Show>
            <button class="button" data-testid="set-aside" on:click=move |_| set_aside.run(err.get_value())>
                {move || t(if newer { Key::SetAsideNewer } else { Key::SetAside })}
            </button>
            <p class="muted">{move || t(if newer { Key::SetAsideNewerHelp } else { Key::SetAsideHelp })}</p>
            <Show
                when=move || confirm.get()
                fallback=move || {
                    view! {
                        <button class="button button--danger" data-testid="discard" on:click=move |_| confirm.set(true)>
                            {move || t(if newer { Key::DiscardNewer } else { Key::DiscardData })}
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
