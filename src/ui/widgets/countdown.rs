//! What every game's timers share: the seconds left until an end time, the running tick, the
//! test scale, and the end felt and heard (a vibration and a short tone, `chime.js`).
//! Quinte-bourg's night timers (`quintebourg/timers.rs`) and Blood on the Clocktower's day timer
//! (`botc/day_timer.rs`) both run on it.
//!
//! Tests do not wait minutes: a page may set `window.grimoireTimerScale` (e.g. `0.01`) before
//! the app starts, and every timer then runs that many times its length.

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::js_sys::Reflect;

#[wasm_bindgen(module = "/src/ui/widgets/chime.js")]
extern "C" {
    #[wasm_bindgen(js_name = toneArm)]
    fn js_tone_arm();
    #[wasm_bindgen(js_name = toneArmOnTap)]
    fn js_tone_arm_on_tap();
    #[wasm_bindgen(js_name = timerEnd)]
    fn js_timer_end(volume: f64);
}

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

/// The clock the end times are on (milliseconds since 1970, like `Date.now()`): it goes on
/// across a reload, unlike the page's own clock.
pub fn now_ms() -> f64 {
    web_sys::js_sys::Date::now()
}

/// The end time of a timer of `seconds` started at `now` (at the given scale).
pub fn end_of(seconds: u32, now: f64, scale: f64) -> f64 {
    now + seconds as f64 * 1000.0 * scale
}

/// Seconds left until `end` at `now` (at the given scale), rounded up so that the last second
/// shows "1" until it is over.
pub fn seconds_to(end: f64, now: f64, scale: f64) -> u32 {
    let left = (end - now) / (1000.0 * scale);
    if left <= 0.0 {
        0
    } else {
        left.ceil() as u32
    }
}

/// Made ready on the tap that starts a timer, so its end can sound.
pub fn arm() {
    js_tone_arm();
}

/// Made ready on the page's next tap: a timer found running after a reload had no tap yet.
pub fn arm_on_tap() {
    js_tone_arm_on_tap();
}

/// A timer's end: a vibration and a short tone at `volume` (0 to 1).
pub fn ring(volume: f64) {
    js_timer_end(volume);
}

/// A running countdown's tick, stopped when its owner goes.
#[derive(Clone, Copy)]
pub struct Ticker(StoredValue<Option<IntervalHandle>>);

impl Ticker {
    /// A ticker, stopped with the reactive owner that made it.
    pub fn new() -> Ticker {
        let ticker = Ticker(StoredValue::new(None));
        on_cleanup(move || ticker.stop());
        ticker
    }

    /// Stops the tick (what it wrote stays).
    pub fn stop(self) {
        if let Some(h) = self.0.try_get_value().flatten() {
            h.clear();
        }
        self.0.try_set_value(None);
    }

    /// Counts down to `end` (on [`now_ms`]'s clock, at `scale`): the seconds left go into
    /// `left` at each tick; when they reach 0 the tick stops and the end rings at `volume()`.
    /// An end already past writes 0 and rings nothing (it was missed, e.g. during a reload).
    pub fn run(
        self,
        end: f64,
        scale: f64,
        left: RwSignal<Option<u32>>,
        volume: impl Fn() -> f64 + 'static,
    ) {
        self.stop();
        let n = seconds_to(end, now_ms(), scale);
        left.set(Some(n));
        if n == 0 {
            return;
        }
        let tick = Duration::from_millis(((100.0 * scale).max(5.0)) as u64);
        let handle = set_interval_with_handle(
            move || {
                let n = seconds_to(end, now_ms(), scale);
                left.try_set(Some(n));
                if n == 0 {
                    self.stop();
                    // Felt and heard: the game master's eyes are on the table.
                    ring(volume());
                }
            },
            tick,
        )
        .ok();
        self.0.set_value(handle);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_countdown_rounds_up_and_follows_its_scale() {
        let end = end_of(30, 0.0, 1.0);
        assert_eq!(seconds_to(end, 0.0, 1.0), 30);
        assert_eq!(seconds_to(end, 100.0, 1.0), 30);
        assert_eq!(seconds_to(end, 1000.0, 1.0), 29);
        assert_eq!(seconds_to(end_of(5, 0.0, 1.0), 4999.0, 1.0), 1);
        assert_eq!(seconds_to(end_of(5, 0.0, 1.0), 5000.0, 1.0), 0);
        assert_eq!(seconds_to(end_of(5, 0.0, 1.0), 9000.0, 1.0), 0);
        // A test's scale: 30 seconds in 300 ms.
        let end = end_of(30, 1000.0, 0.01);
        assert_eq!(end, 1300.0);
        assert_eq!(seconds_to(end, 1150.0, 0.01), 15);
        assert_eq!(seconds_to(end, 1301.0, 0.01), 0);
    }
}
