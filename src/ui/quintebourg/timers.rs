//! The night's timers (`TABLE.md` §2): the Lovers' 30-second mime (L67), the 5-second dream
//! (L217–218) and the condemned's 10-second window to invoke (L9). A timer starts on a tap,
//! counts down in whole seconds and says when time is up, with a vibration and a short tone at
//! the voice's volume (the shared countdown, `widgets/countdown.rs`); tapping again restarts it.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::quintebourg::voice::Voice;
use crate::ui::widgets::countdown::{self, Ticker};

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
    let ticker = Ticker::new();
    let begin = move |_: ()| {
        countdown::arm();
        let scale = countdown::timer_scale();
        let end = countdown::end_of(seconds, countdown::now_ms(), scale);
        let volume = move || voice.map(|v| v.0.get_untracked().volume).unwrap_or(1.0);
        ticker.run(end, scale, left, volume);
    };
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
