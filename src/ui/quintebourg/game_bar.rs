use leptos::prelude::*;

use quintebourg::{calendar, public};

use crate::i18n::{Key, Lang};
use crate::ui::home_screen::weekday_name;
use crate::ui::quintebourg::invocation_overlay::InvokeButton;
use crate::ui::quintebourg::store::{QbPhase, QbScreen, QbStore};
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::game_bar::BarFrame;
use crate::ui::widgets::undo_redo::LeaveUnsaved;

/// Where the game is, in words: "Setup", "Night 2 · Tuesday", "Day 3 · Wednesday", "Game
/// over".
pub fn phase_text(game: &quintebourg::Game, lang: Lang) -> String {
    let state = game.state();
    match QbPhase::of(&state.phase) {
        QbPhase::Empty | QbPhase::Setup => Key::QbStageSetup.get(lang).to_string(),
        QbPhase::Over => Key::QbStageOver.get(lang).to_string(),
        QbPhase::Night(n) => format!(
            "{} · {}",
            Key::QbStageNight.fill(lang, &[&n.to_string()]),
            weekday_name(calendar::weekday_of_night(state, n), lang)
        ),
        QbPhase::Day(n) => format!(
            "{} · {}",
            Key::QbStageDay.fill(lang, &[&n.to_string()]),
            weekday_name(calendar::day_weekday(state, n), lang)
        ),
    }
}

/// The bar at the top of every Quinte-bourg game screen: home, the screen's title and where
/// the game is, undo, redo and the history.
#[component]
pub fn QbGameBar(#[prop(into)] title: Signal<String>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let phase = Memo::new(move |_| {
        let lang = store.lang();
        store.phase.track();
        store.game.with_untracked(|g| phase_text(g, lang))
    });
    let can_undo = Memo::new(move |_| store.game.with(|g| g.can_undo()));
    let can_redo = Memo::new(move |_| store.game.with(|g| g.can_redo()));
    let on_history = move || store.ui.with(|ui| ui.screen == QbScreen::History);
    // A game held only in memory (storage full) is never left without a word: it can be
    // saved as a game file first.
    let leaving = RwSignal::new(false);
    let export = move |_: ()| {
        let day = file_transfer::today();
        let (name, text) = store
            .game
            .with_untracked(|g| (public::file_name(g, &day), public::export_json(g)));
        let _ = file_transfer::download(&name, &text, "application/json");
    };

    view! {
        <BarFrame
            lang=store.lang
            title=title
            phase=phase
            home=move |_| {
                if store.saves.saving.get_untracked() {
                    store.close_game();
                } else {
                    leaving.set(true);
                }
            }
            can_undo=can_undo
            can_redo=can_redo
            on_history=Signal::derive(on_history)
            undo=move |_| store.undo()
            redo=move |_| store.redo()
            history=move |_| store.go(QbScreen::History)
        >
            <InvokeButton />
        </BarFrame>
        <LeaveUnsaved
            lang=store.lang
            open=leaving
            export=export
            leave=move |_| store.close_game()
        />
    }
}
