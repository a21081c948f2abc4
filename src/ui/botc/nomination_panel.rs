//! The open nomination: who nominated whom, and its vote counted hand by hand.

use leptos::prelude::*;

use crate::engine::day;
use crate::i18n::Key;

use crate::ui::botc::vote_counter::VoteCounter;
use crate::ui::store::Store;

/// The nomination waiting for its vote.
#[component]
pub fn NominationPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let title = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            day::open_nomination(st)
                .map(|n| {
                    let key = if n.exile {
                        Key::CallsExile
                    } else {
                        Key::Nominates
                    };
                    key.fill(lang, &[&st.name(n.nominator), &st.name(n.nominee)])
                })
                .unwrap_or_default()
        })
    };
    view! {
        <section class="nomination" data-testid="nomination">
            <h2 class="nomination__title" data-testid="nomination-title">{title}</h2>
            <VoteCounter />
        </section>
    }
}
