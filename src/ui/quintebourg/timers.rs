//! The night's timers (`TABLE.md` §2): the Lovers' 30-second mime (L67), the 5-second dream
//! (L217–218) and the condemned's 10-second window to invoke (L9). A timer starts on a tap,
//! counts down in whole seconds and says when time is up, with a vibration and a short tone
//! (`voice.rs`); tapping again restarts it.
//!
//! Tests do not wait 30 seconds: a page may set `window.grimoireTimerScale` (e.g. `0.01`) before
//! the app starts, and every timer then runs that many times its length.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::js_sys::Reflect;

use crate::i18n::Key;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::quintebourg::voice::{self, Voice};

/// How much faster or slower than real time the timers run (1 unless a test set
/// `window.grimoireTimerScale`).
pub fn timer_scale() -> f64 {
    let win: JsValue = window().into();
    Reflect::get(&win, &"grimoireTimerScale".into())
        .ok()
        .and_then(|v| v.as_f64())
        .filter(|v| *v > 0.0)
        .unwrap_or(1.0)
}

/// Seconds left of a timer of `total` seconds after `elapsed_ms` (at the given scale), rounded
/// up so that the last second shows "1" until it is over.
pub fn seconds_left(total: u32, elapsed_ms: f64, scale: f64) -> u32 {
    let left = total as f64 - elapsed_ms / (1000.0 * scale);
    if left <= 0.0 {
        0
    } else {
        left.ceil() as u32
    }
}

/// A countdown of `seconds`, started and restarted by a tap.
#[component]
pub fn Countdown(
    /// The timer's length in seconds.
    seconds: u32,
    /// What it times ("Lovers' mime").
    #[prop(into)]
    label: Signal<String>,
    /// `data-testid` of the timer.
    testid: &'static str,
    /// Starts at once when shown (the condemned's window opens with the verdict, L9).
    #[prop(optional)]
    autostart: bool,
) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let voice = use_context::<Voice>();
    // None: not started; Some(n): n seconds left.
    let left = RwSignal::new(None::<u32>);
    let handle = StoredValue::new(None::<IntervalHandle>);
    let stop = move || {
        if let Some(h) = handle.try_get_value().flatten() {
            h.clear();
        }
        handle.try_set_value(None);
    };
    let begin = move |_: ()| {
        stop();
        voice::timer_started();
        let scale = timer_scale();
        let t0 = web_sys::js_sys::Date::now();
        left.set(Some(seconds));
        let tick = Duration::from_millis(((100.0 * scale).max(5.0)) as u64);
        let h = set_interval_with_handle(
            move || {
                let n = seconds_left(seconds, web_sys::js_sys::Date::now() - t0, scale);
                left.try_set(Some(n));
                if n == 0 {
                    if let Some(h) = handle.try_get_value().flatten() {
                        h.clear();
                    }
                    // Felt and heard: the game master's eyes are on the table.
                    let volume = voice.map(|v| v.0.get_untracked().volume).unwrap_or(1.0);
                    voice::timer_ended(volume);
                }
            },
            tick,
        )
        .ok();
        handle.set_value(h);
    };
    on_cleanup(stop);
    if autostart {
        begin(());
    }
    let done = move || left.get() == Some(0);
    view! {
        <div class="qb-timer" data-testid=testid data-left=move || left.get().map(|n| n.to_string()).unwrap_or_default()
            data-done=move || done().to_string()>
            <span class="qb-timer__label">{move || label.get()}</span>
            <strong class=move || if done() { "qb-timer__time qb-timer__time--up" } else { "qb-timer__time" } role="timer">
                {move || match left.get() {
                    None => format!("{seconds} s"),
                    Some(0) => store.t(Key::QbTimeUp).to_string(),
                    Some(n) => format!("{n} s"),
                }}
            </strong>
            <button class="button button--small" data-testid=format!("{testid}-start") on:click=move |_| begin(())>
                {move || if left.get().is_some() { store.t(Key::QbTimerRestart) } else { store.t(Key::QbTimerStart) }}
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_countdown_rounds_up_and_follows_its_scale() {
        assert_eq!(seconds_left(30, 0.0, 1.0), 30);
        assert_eq!(seconds_left(30, 100.0, 1.0), 30);
        assert_eq!(seconds_left(30, 1000.0, 1.0), 29);
        assert_eq!(seconds_left(5, 4999.0, 1.0), 1);
        assert_eq!(seconds_left(5, 5000.0, 1.0), 0);
        // A test's scale: 30 seconds in 300 ms.
        assert_eq!(seconds_left(30, 150.0, 0.01), 15);
        assert_eq!(seconds_left(30, 301.0, 0.01), 0);
    }
}
