use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::store::QbStore;

/// The night runner: tonight's steps in the seed's table order, the current step's input, the
/// timers (`TABLE.md` §2, §9 screens 7–8). Shown for every night.
#[component]
pub fn NightRunner() -> impl IntoView {
    let store = expect_context::<QbStore>();
    view! {
        <QbGameBar title=Signal::derive(move || store.t(Key::QbNightTitle).to_string()) />
        <main class="screen qb-night" data-testid="qb-night-runner">
            <p class="muted">{move || store.t(Key::QbNightRunnerSoon)}</p>
        </main>
    }
}
