//! What sharing needs from the browser: the address, the Web Share API, the clipboard, a file
//! downloaded or picked. `navigator.share` and `navigator.clipboard` are called through
//! `Reflect`, so no unstable web-sys API is needed; every call fails softly (the caller shows
//! a message) instead of panicking.

use crate::i18n::Key;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Array, Function, Object, Reflect};

/// The address of the app without its fragment (`origin + pathname`), the base of every link.
pub fn app_base() -> String {
    let Some(window) = web_sys::window() else {
        return String::new();
    };
    let location = window.location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The address fragment without `#` (decoded once, as chat apps may escape it).
pub fn fragment() -> String {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    let hash = hash.trim_start_matches('#').to_string();
    web_sys::js_sys::decode_uri_component(&hash)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or(hash)
}

/// Takes the fragment out of the address without reloading or adding a history entry.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let search = window.location().search().unwrap_or_default();
    let url = format!(
        "{}{}",
        window.location().pathname().unwrap_or_default(),
        search
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Calls `ok` or `err` once `promise` settles. A value that is not a promise counts as an error.
pub fn when_settled(
    promise: JsValue,
    ok: impl FnOnce(JsValue) + 'static,
    err: impl FnOnce(JsValue) + 'static,
) {
    let then = Reflect::get(&promise, &"then".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    let Some(then) = then else {
        err(promise);
        return;
    };
    let ok = Closure::once_into_js(ok);
    let err = Closure::once_into_js(err);
    let _ = then.call2(&promise, &ok, &err);
}

/// `navigator[name]` as a function bound to its owner, if the browser has it.
fn method(owner: &JsValue, name: &str) -> Option<Function> {
    Reflect::get(owner, &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
}

fn navigator() -> Option<JsValue> {
    web_sys::window().map(|w| w.navigator().into())
}

/// True when the browser offers the Web Share API.
pub fn can_share() -> bool {
    navigator().is_some_and(|n| method(&n, "share").is_some())
}

/// Opens the phone's share sheet with `url`. `done(true)` once shared, `done(false)` when the
/// browser has no share sheet or it failed (a cancel by the user is not reported as a failure:
/// `done` is not called).
pub fn share(title: &str, url: &str, done: impl FnOnce(bool) + 'static) {
    let Some(nav) = navigator() else {
        return done(false);
    };
    let Some(share) = method(&nav, "share") else {
        return done(false);
    };
    let data = Object::new();
    let _ = Reflect::set(&data, &"title".into(), &title.into());
    let _ = Reflect::set(&data, &"url".into(), &url.into());
    call_then_report(&share, &nav, &data.into(), done, true);
}

/// Copies `text` to the clipboard; `done(true)` when the browser says it is copied.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let clipboard = navigator().and_then(|n| Reflect::get(&n, &"clipboard".into()).ok());
    let Some(clipboard) = clipboard.filter(|c| !c.is_undefined() && !c.is_null()) else {
        return done(false);
    };
    let Some(write) = method(&clipboard, "writeText") else {
        return done(false);
    };
    call_then_report(&write, &clipboard, &text.into(), done, false);
}

/// Calls `f` on `this` with `arg` and reports once whether its promise succeeded. With
/// `quiet_abort`, a refusal named `AbortError` (the user closed the share sheet) reports nothing.
fn call_then_report(
    f: &Function,
    this: &JsValue,
    arg: &JsValue,
    done: impl FnOnce(bool) + 'static,
    quiet_abort: bool,
) {
    let promise = match f.call1(this, arg) {
        Ok(promise) => promise,
        Err(_) => return done(false),
    };
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let on_err = done.clone();
    when_settled(
        promise,
        move |_| {
            if let Some(f) = done.take() {
                f(true)
            }
        },
        move |e| {
            let aborted = Reflect::get(&e, &"name".into())
                .ok()
                .and_then(|n| n.as_string())
                .is_some_and(|n| n == "AbortError");
            if !(quiet_abort && aborted) {
                if let Some(f) = on_err.take() {
                    f(false)
                }
            }
        },
    );
}

/// Saves `text` as a file named `name` through a Blob, an object URL and `<a download>`.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), JsValue> {
    let parts = Array::new();
    parts.push(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let a: web_sys::HtmlElement = document.create_element("a")?.dyn_into()?;
    a.set_attribute("href", &url)?;
    a.set_attribute("download", name)?;
    a.set_attribute("hidden", "")?;
    if let Some(body) = document.body() {
        body.append_child(&a)?;
    }
    a.click();
    a.remove();
    // The download has started; the URL is released a little later.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// Reads the first file picked in an `<input type=file>` as UTF-8 text. `done(Ok(text))`, or
/// `done(Err(key))` with the message to show: nothing picked or the file could not be read
/// ([`Key::FileUnreadable`]), it is larger than any game, script or link Grimoire accepts
/// ([`Key::FileTooLarge`]: refused before it is read), or it is not UTF-8 text
/// ([`Key::FileNotUtf8`]: refused rather than read with its bad bytes replaced).
pub fn read_picked_file(ev: &web_sys::Event, done: impl FnOnce(Result<String, Key>) + 'static) {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
    let Some(input) = input else {
        return done(Err(Key::FileUnreadable));
    };
    let file = input.files().and_then(|files| files.get(0));
    // The same file may be picked again later.
    input.set_value("");
    let Some(file) = file else {
        return done(Err(Key::FileUnreadable));
    };
    if file.size() > table::envelope::MAX_FILE as f64 {
        return done(Err(Key::FileTooLarge));
    }
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let on_err = done.clone();
    when_settled(
        file.array_buffer().into(),
        move |v| {
            if let Some(f) = done.take() {
                let bytes = web_sys::js_sys::Uint8Array::new(&v).to_vec();
                f(String::from_utf8(bytes).map_err(|_| Key::FileNotUtf8))
            }
        },
        move |_| {
            if let Some(f) = on_err.take() {
                f(Err(Key::FileUnreadable))
            }
        },
    );
}

/// Today's date as `2026-11-24`, by the phone's clock and time zone (for file names).
pub(crate) fn today() -> String {
    let d = web_sys::js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}
