use leptos::prelude::*;

use crate::i18n::Key;

use crate::engine::jinx;
use crate::ui::botc::characters::team_name;
use crate::ui::botc::jinxes::{self, JinxList};
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::BackCloses;

/// The ability summary of a character (from the table, in the current language), over
/// whatever screen asked for it.
#[component]
pub fn CharacterInfo() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    move || {
        store.info.get().and_then(|c| store.character(c)).map(|def| {
            let lang = move || store.lang();
            // The character's jinxes with the script's characters and those in play, the ones
            // of this game first.
            let jinx_lines = Signal::derive(move || {
                store.game.with(|g| {
                    let state = g.state();
                    let in_play = jinx::in_play_ids(state);
                    let mut ids: Vec<&str> = state.script.all().iter().map(|d| d.id).collect();
                    for c in &in_play {
                        if !ids.contains(c) {
                            ids.push(c);
                        }
                    }
                    let mut chosen = in_play.clone();
                    // Before characters are handed out, the script's pairs are this game's.
                    if in_play.is_empty() {
                        chosen = ids.clone();
                    }
                    jinxes::lines(jinx::of(&state.script, def.id, &ids), &chosen)
                })
            });
            let has_jinxes = move || jinx_lines.with(|l| !l.is_empty());
            view! {
                <BackCloses close=move |_| store.info.set(None) />
                <div class="scrim scrim--top" on:click=move |_| store.info.set(None) aria-hidden="true"></div>
                <section class="info" role="dialog" aria-modal="true" aria-label=move || def.name.get(lang()) data-testid="character-info">
                    <header class="sheet__head">
                        <TokenArt character=Signal::derive(move || Some(def)) class="token-art--small" />
                        <div class="sheet__title">
                            <h2>{move || def.name.get(lang())}</h2>
                            <span class="muted">
                                {move || team_name(def.team, lang())}
                                {move || def.edition.map(|e| format!(" · {}", e.name().get(lang())))}
                            </span>
                        </div>
                        <button class="icon-button" data-testid="info-close" aria-label=move || t(Key::Close) on:click=move |_| store.info.set(None)>
                            "✕"
                        </button>
                    </header>
                    <h3>{move || t(Key::Ability)}</h3>
                    <p class="info__ability" data-testid="ability-text">{move || def.ability.get(lang())}</p>
                    <Show when=move || !def.reminders.is_empty()>
                        <h3>{move || t(Key::ReminderTokens)}</h3>
                        <p>{move || def.reminders.iter().map(|r| r.text.get(lang())).collect::<Vec<_>>().join(" · ")}</p>
                    </Show>
                    <Show when=has_jinxes>
                        <h3>{move || t(Key::Jinxes)}</h3>
                        <JinxList lines=jinx_lines testid="info-jinxes" />
                    </Show>
                </section>
            }
        })
    }
}

/// The round "i" button beside a character list: opens the ability summary of the character
/// the list holds (hidden while it holds none), so an ability is one tap away wherever a
/// character is chosen.
#[component]
pub fn InfoButton(
    /// The character id the list holds ("" for none).
    #[prop(into)]
    character: Signal<String>,
    #[prop(optional, into)] testid: String,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let def = move || character.with(|c| store.character(c));
    view! {
        <Show when=move || def().is_some()>
            <button
                class="icon-button icon-button--info"
                data-testid=testid.clone()
                aria-label=move || {
                    Key::AbilityOf.fill(store.lang(), &[def().map(|d| d.name.get(store.lang())).unwrap_or_default()])
                }
                on:click=move |_| store.info.set(def().map(|d| d.id))
            >
                "i"
            </button>
        </Show>
    }
}
