//! Dawn (002): who died tonight, and nothing about how. The Storyteller reads it out.

use leptos::prelude::*;

use crate::engine::event::Event;
use crate::engine::{ability, night};
use crate::i18n::Key;

use crate::ui::store::Store;

/// Who died last night, shown at the start of the day until the Storyteller has read it out.
#[component]
pub fn DawnScreen(on_done: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let died = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            night::dawn(st)
                .into_iter()
                .map(|p| st.name(p))
                .collect::<Vec<_>>()
        })
    });
    // Who everyone learns of too (the Banshee killed by the Demon): "Ada is the Banshee."
    let announced = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            ability::announced_at_dawn(st)
                .into_iter()
                .filter_map(|e| match e {
                    Event::CharacterAnnounced { player, character } => {
                        Some(Key::DawnPlayerIs.fill(
                            lang,
                            &[&st.name(player), &st.character_name(&character, lang)],
                        ))
                    }
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="dawn" data-testid="dawn" aria-live="polite">
            <h2 class="dawn__title">{move || t(Key::Dawn)}</h2>
            <p class="muted">{move || t(Key::DawnReadOut)}</p>
            <Show
                when=move || !died.with(|d| d.is_empty())
                fallback=move || view! { <p class="dawn__none" data-testid="dawn-none">{move || t(Key::NobodyDied)}</p> }
            >
                <p class="dawn__lead">{move || t(Key::DiedLastNight)}</p>
                <ul class="dawn__list">
                    {move || died.get().into_iter().map(|n| view! { <li data-testid="dawn-died">{n}</li> }).collect_view()}
                </ul>
            </Show>
            {move || announced.get().into_iter().map(|line| view! {
                <p class="dawn__announced" data-testid="dawn-announced">{line}</p>
            }).collect_view()}
            <button class="button button--primary" data-testid="dawn-done" on:click=move |_| on_done.run(())>
                {move || t(Key::DawnDone)}
            </button>
        </section>
    }
}
