//! What the board screen shows above the board, by phase: tonight's step, the day, or the end
//! of the game; and the decisions waiting for the Storyteller (a win to confirm, a Minion to
//! make the Imp, a Mayor's bounce, a registration).

use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::pending::PendingKind;
use crate::engine::phase::Phase;
use crate::i18n::Key;

use crate::ui::botc::day_screen::DayScreen;
use crate::ui::botc::night_screen::NightScreen;
use crate::ui::botc::victory_screen::{DeclareWin, VictoryConfirm, VictoryScreen};
use crate::ui::store::Store;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    None,
    Night,
    Day,
    Ended,
}

/// The panel for the phase the game is in.
#[component]
pub fn PhasePanel() -> impl IntoView {
    let store = expect_context::<Store>();
    // Only the kind of phase picks the panel, so a command inside a night keeps the panel.
    let part = Memo::new(move |_| match store.phase.get() {
        Phase::Setup => Part::None,
        Phase::FirstNight | Phase::Night(_) => Part::Night,
        Phase::Day(_) => Part::Day,
        Phase::Ended(_) => Part::Ended,
    });
    // A new day or night is a new panel (the day's picks and dawn start afresh).
    move || {
        store.phase.track();
        match part.get() {
            Part::None => ().into_any(),
            Part::Night => {
                view! { <PendingPanel /> <VictoryConfirm /> <NightScreen /> <DeclareWin /> }
                    .into_any()
            }
            Part::Day => view! { <PendingPanel /> <VictoryConfirm /> <DayScreen /> <DeclareWin /> }
                .into_any(),
            // A decision the end of the game left (the Politician's), then the result.
            Part::Ended => view! { <PendingPanel /> <VictoryScreen /> }.into_any(),
        }
    }
}

/// Decisions other than a win: what the engine suggests, each as a button, or set aside.
#[component]
pub fn PendingPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let cards = expect_context::<crate::ui::botc::info_card::CardState>();
    let t = move |key: Key| store.t(key);
    let items = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            st.pending
                .iter()
                .enumerate()
                .filter_map(|(i, p)| {
                    let title = match &p.kind {
                        PendingKind::GameOver { .. } => return None,
                        PendingKind::MayorBounce { mayor, .. } => {
                            Key::PendingMayor.fill(lang, &[&st.name(*mayor)])
                        }
                        PendingKind::Exile { traveller } => {
                            Key::PendingExile.fill(lang, &[&st.name(*traveller)])
                        }
                        PendingKind::StarPass { demon } => {
                            Key::PendingStarPass.fill(lang, &[&st.name(*demon)])
                        }
                        PendingKind::Chooses { player, character } => Key::PendingChooses.fill(
                            lang,
                            &[&st.character_name(character, lang), &st.name(*player)],
                        ),
                        PendingKind::Registration { player, character } => Key::PendingRegistration
                            .fill(
                                lang,
                                &[&st.name(*player), &store.character_name(character, lang)],
                            ),
                    };
                    let choices = p
                        .suggestions
                        .iter()
                        .map(|c| c.describe(st, lang))
                        .collect::<Vec<_>>();
                    Some((i, title, choices))
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        items
            .get()
            .into_iter()
            .map(|(index, title, choices)| {
                view! {
                    <section class="pending" role="alert" data-testid="pending">
                        <p class="pending__title">{title}</p>
                        <div class="chips">
                            {choices
                                .into_iter()
                                .enumerate()
                                .map(|(pick, text)| {
                                    let cmd = crate::engine::command::Command::Decide { index, pick };
                                    view! {
                                        <button class="button" data-testid="pending-choice" on:click=move |_| {
                                            if let Some(events) = store.send(cmd.clone()) {
                                                let phase = store.game.with_untracked(|g| g.phase());
                                                cards.announce(crate::engine::card::decision_announcement(phase, &events));
                                            }
                                        }>
                                            {text}
                                        </button>
                                    }
                                })
                                .collect_view()}
                            <button class="button" data-testid="pending-dismiss" on:click=move |_| {
                                store.send(crate::engine::command::Command::DismissPending { index });
                            }>
                                {move || t(Key::SetAsideDecision)}
                            </button>
                        </div>
                    </section>
                }
            })
            .collect_view()
    }
}
