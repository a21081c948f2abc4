//! The night theme and the screen kept awake while a night runs.
//!
//! The Screen Wake Lock API is still behind `web_sys_unstable_apis` in web-sys, so it is
//! called through `Reflect` rather than changing the build flags. A browser that refuses the
//! lock (or has none) is reported on screen; the night goes on.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Function, Reflect};

use crate::i18n::Key;

/// Where the wake lock is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WakeStatus {
    /// Not asked for (daytime).
    Idle,
    /// Asked for, no answer yet.
    Asking,
    /// The screen stays on.
    Held,
    /// The browser refused, or has no wake lock.
    Failed(String),
}

thread_local! {
    /// The lock held (a `WakeLockSentinel`), to release at dawn.
    static SENTINEL: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    /// Whether the lock is wanted now (an answer arriving after dawn is released at once).
    static WANTED: Cell<bool> = const { Cell::new(false) };
}

fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = Reflect::get(target, &method.into())?.dyn_into()?;
    match args {
        [] => f.call0(target),
        [a] => f.call1(target, a),
        [a, b] => f.call2(target, a, b),
        _ => Err("too many arguments".into()),
    }
}

fn message(err: &JsValue) -> String {
    Reflect::get(err, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| err.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

/// Asks for the screen to stay on; `status` says how it went.
pub fn acquire(status: RwSignal<WakeStatus>) {
    WANTED.with(|w| w.set(true));
    if SENTINEL.with(|s| s.borrow().is_some()) {
        status.set(WakeStatus::Held);
        return;
    }
    let navigator: JsValue = window().navigator().into();
    let lock = Reflect::get(&navigator, &"wakeLock".into()).unwrap_or(JsValue::UNDEFINED);
    if lock.is_undefined() || lock.is_null() {
        status.set(WakeStatus::Failed("no Screen Wake Lock API".into()));
        return;
    }
    status.set(WakeStatus::Asking);
    let promise = match call(&lock, "request", &["screen".into()]) {
        Ok(p) => p,
        Err(e) => {
            status.set(WakeStatus::Failed(message(&e)));
            return;
        }
    };
    let ok = wasm_bindgen::closure::Closure::once_into_js(move |sentinel: JsValue| {
        if WANTED.with(|w| w.get()) {
            SENTINEL.with(|s| *s.borrow_mut() = Some(sentinel));
            status.try_set(WakeStatus::Held);
        } else {
            let _ = call(&sentinel, "release", &[]);
        }
    });
    let failed = wasm_bindgen::closure::Closure::once_into_js(move |err: JsValue| {
        status.try_set(WakeStatus::Failed(message(&err)));
    });
    if let Err(e) = call(&promise, "then", &[ok, failed]) {
        status.set(WakeStatus::Failed(message(&e)));
    }
}

/// Lets the screen sleep again.
pub fn release(status: RwSignal<WakeStatus>) {
    WANTED.with(|w| w.set(false));
    if let Some(sentinel) = SENTINEL.with(|s| s.borrow_mut().take()) {
        let _ = call(&sentinel, "release", &[]);
    }
    status.set(WakeStatus::Idle);
}

/// At night: the dark, dim theme on the whole page and the screen kept awake; both end at
/// dawn. The browser drops the lock when the page is hidden, so it is asked for again when
/// the page comes back.
#[component]
pub fn NightTheme(
    /// True while a game's night is on screen (either game's page says when).
    #[prop(into)]
    night: Signal<bool>,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<crate::engine::character::Lang>>();
    let status = RwSignal::new(WakeStatus::Idle);
    Effect::new(move |_| {
        let on = night.get();
        if let Some(root) = document().document_element() {
            if on {
                let _ = root.set_attribute("data-night", "");
            } else {
                let _ = root.remove_attribute("data-night");
            }
        }
        if on {
            acquire(status);
        } else {
            release(status);
        }
    });
    Effect::new(move |_| {
        let s = status.get();
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-wake", mark(&s));
        }
    });
    let visibility = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let doc: JsValue = document().into();
        let visible = Reflect::get(&doc, &"visibilityState".into())
            .ok()
            .and_then(|v| v.as_string())
            .is_some_and(|v| v == "visible");
        if visible && night.get_untracked() {
            // The old lock was released by the browser when the page was hidden.
            SENTINEL.with(|s| s.borrow_mut().take());
            acquire(status);
        }
    });
    on_cleanup(move || visibility.remove());
    move || match status.get() {
        WakeStatus::Failed(why) => Some(view! {
            <p class="wake-note" role="status" data-testid="wake-lock-failed">
                {move || Key::WakeLockFailed.get(lang.get())} " (" {why} ")"
            </p>
        }),
        _ => None,
    }
}

/// Whether the screen is being kept awake, for the tests: `data-wake` on the root element.
pub fn mark(status: &WakeStatus) -> &'static str {
    match status {
        WakeStatus::Idle => "idle",
        WakeStatus::Asking => "asking",
        WakeStatus::Held => "held",
        WakeStatus::Failed(_) => "failed",
    }
}
