//! The night, step by step: tonight's sheet from the engine (002: the sheet is a guide), the
//! step the Storyteller is on, and a way to move to the next step or jump to any other.
//!
//! The current step lives in the game itself (the engine's night cursor), so a reload or an
//! undo comes back to the same step.

use leptos::prelude::*;

use crate::engine::command::Command;
use crate::engine::night::{NightStep, StepKind};
use crate::engine::state::GameState;
use crate::i18n::{Key, Lang};
use crate::ui::settled::settled;

use crate::ui::botc::card_composer::ShowCardButton;
use crate::ui::botc::night_step::NightStepView;
use crate::ui::store::Store;

/// A short title for a step: what it is and who wakes.
pub fn step_title(step: &NightStep, state: &GameState, lang: Lang) -> String {
    // A Fabled's step has no player: the Storyteller's own.
    let who = step
        .player
        .map(|p| state.name(p))
        .unwrap_or_else(|| Key::FabledStep.get(lang).to_string());
    let character = step
        .character
        .as_deref()
        .map(|c| state.character_name(c, lang))
        .unwrap_or_default();
    match step.kind {
        StepKind::Dusk => Key::Dusk.get(lang).to_string(),
        StepKind::MinionInfo => Key::MinionInfo.get(lang).to_string(),
        StepKind::DemonInfo => Key::DemonInfo.get(lang).to_string(),
        StepKind::Dawn => Key::Dawn.get(lang).to_string(),
        StepKind::Character => format!("{character} · {who}"),
        StepKind::YouAre => Key::YouAreStep.fill(lang, &[&who, &character]),
    }
}

/// Tonight's sheet with the current step open.
#[component]
pub fn NightScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    // The sheet is worked out once per command; steps compare equal when nothing changed, so
    // the list below is not rebuilt on taps that leave it alone.
    let sheet = store.night_sheet;
    let at = store.night_step;
    let go = move |step: usize| {
        store.send(Command::GoToStep { step });
    };
    let titles = settled(move || {
        let lang = store.lang();
        store.game.with(|g| {
            sheet.with(|s| {
                s.iter()
                    .map(|step| (step_title(step, g.state(), lang), step.done))
                    .collect::<Vec<_>>()
            })
        })
    });
    let list = move || {
        let here = at.get();
        titles
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, (title, done))| {
                let class = match (i == here, done) {
                    (true, _) => "night-list__step night-list__step--here",
                    (false, true) => "night-list__step night-list__step--done",
                    _ => "night-list__step",
                };
                view! {
                    <li>
                        <button
                            class=class
                            data-testid="night-step-link"
                            aria-current=(i == here).then_some("step")
                            on:click=move |_| {
                                if i != at.get_untracked() {
                                    go(i);
                                }
                            }
                        >
                            <span class="night-list__tick" aria-hidden="true">{if done { "✓" } else { "" }}</span>
                            {title}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };

    view! {
        <section class="phase-panel night-panel" data-testid="night-panel">
            <NightStepView />
            <div class="row card-tools">
                <ShowCardButton />
            </div>
            <details class="night-list">
                <summary>{move || t(Key::TonightsSheet)}</summary>
                <ol class="night-list__steps">{list}</ol>
            </details>
        </section>
    }
}
