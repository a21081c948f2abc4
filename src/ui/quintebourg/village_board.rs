use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::store::QbStore;

/// The village board, the day hub: seats with life state, coins, offices, spouse and house
/// (`TABLE.md` §4, §9 screen 14). Shown for every day.
#[component]
pub fn VillageBoard() -> impl IntoView {
    let store = expect_context::<QbStore>();
    view! {
        <QbGameBar title=Signal::derive(move || store.t(Key::QbDayTitle).to_string()) />
        <main class="screen qb-day" data-testid="qb-village-board">
            <p class="muted">{move || store.t(Key::QbVillageBoardSoon)}</p>
        </main>
    }
}
