use leptos::prelude::*;

use crate::persist;
use crate::ui::home_screen::{HomeActions, HomeScreen};
use crate::ui::quintebourg::cupid::CupidScreen;
use crate::ui::quintebourg::end_screen::EndScreen;
use crate::ui::quintebourg::history::QbHistory;
use crate::ui::quintebourg::invocation_overlay::{InvocationOverlay, InvokeDraft, InvokeOpen};
use crate::ui::quintebourg::morning_script::MorningScript;
use crate::ui::quintebourg::night_parts::{ShowCardScreen, Showing};
use crate::ui::quintebourg::night_runner::NightRunner;
use crate::ui::quintebourg::public_view::{
    PublicVillageScreen, QbArrival, QbArrivals, QbLinkImport,
};
use crate::ui::quintebourg::reveal::RevealScreen;
use crate::ui::quintebourg::setup_screen::SetupScreen;
use crate::ui::quintebourg::share_sheet::QbImportFileButton;
use crate::ui::quintebourg::store::{screen_for_phase, QbPhase, QbScreen, QbStore, QbView, QB_ID};
use crate::ui::quintebourg::village_board::VillageBoard;
use crate::ui::recovery_screen::RecoveryOf;
use crate::ui::saves::NoticeHooks;
use crate::ui::widgets::language::provide_language;
use crate::ui::widgets::notice_bar::NoticeBar;
use crate::ui::widgets::update_banner::UpdateBanner;
use crate::ui::widgets::wake_lock::NightTheme;

/// Quinte-bourg's app: reads storage once, provides the [`QbStore`] (and the language) to
/// every screen by context, and shows the screen of where the game is.
#[component]
pub fn QbApp(
    /// What the journal found and did at start.
    startup: crate::journal::Startup,
) -> impl IntoView {
    let lang = provide_language(crate::ui::quintebourg::night_parts::set_house_lang);
    // The houses' names are read as the store loads, before the effect first runs.
    crate::ui::quintebourg::night_parts::set_house_lang(lang.get_untracked());
    let store = QbStore::load(lang, startup);
    provide_context(store);
    // The voice that reads the night's calls (the app's settings, off by default).
    crate::ui::quintebourg::voice::Voice::provide();
    provide_context(store.saves);
    // The card held up to one player (only it on the page while shown) and the invocation
    // overlay, both reachable from every screen of a game.
    let showing = Showing(RwSignal::new(None));
    provide_context(showing);
    let invoking = InvokeOpen(RwSignal::new(false));
    provide_context(invoking);
    provide_context(InvokeDraft::new());
    provide_context(NoticeHooks {
        force: Callback::new(move |_| store.force()),
        on_board: Signal::derive(|| false),
        export: Some(Callback::new(move |_| store.download_file())),
        again: Callback::new(move |_| store.again()),
    });
    provide_context(HomeActions {
        here: QB_ID,
        new_game: Callback::new(move |_| store.new_game()),
        open: Callback::new(move |id: String| store.open_game(&id)),
        rename: Callback::new(move |(id, name): (String, String)| store.rename_game(&id, &name)),
    });

    // A game or the public village arriving by link (or a file picked on the home screen).
    let arrivals = QbArrivals::provide(store);
    // A file picked on the home page, handed to this page.
    if let Some(text) = crate::ui::saves::take_handed_file() {
        let lang = store.lang.get_untracked();
        arrivals.file(
            store,
            ::quintebourg::public::import_json(&text).map_err(|e| e.message(lang)),
        );
    }
    let import_error = RwSignal::new(None::<String>);

    // The screen comes from the saved one and the phase only, so a command that changes the
    // game updates the screen in place instead of rebuilding it.
    let screen = Memo::new(move |_| match store.view.get() {
        QbView::Home => None,
        QbView::Game => Some(screen_for_phase(
            store.ui.with(|ui| ui.screen),
            store.phase.get(),
        )),
    });
    // The morning script opens each day until the game master closes it.
    let morning = Memo::new(move |_| match store.phase.get() {
        QbPhase::Day(n) => store.ui.with(|ui| ui.morning_seen < n),
        _ => false,
    });
    let body = move || match screen.get() {
        _ if store.recovery.with(Option::is_some) => {
            let err = store
                .recovery
                .get_untracked()
                .unwrap_or_else(|| unreachable!());
            view! {
                <RecoveryOf
                    err=err
                    lang=store.lang
                    set_aside=Callback::new(move |e: persist::LoadError| store.recover(&e, true))
                    discard=Callback::new(move |e: persist::LoadError| store.recover(&e, false))
                />
            }
            .into_any()
        }
        None => view! {
            <HomeScreen>
                <div class="row">
                    <QbImportFileButton error=import_error />
                </div>
                <Show when=move || import_error.get().is_some()>
                    <p class="share-sheet__error" role="alert">{move || import_error.get()}</p>
                </Show>
            </HomeScreen>
        }
        .into_any(),
        Some(QbScreen::Setup) => view! { <SetupScreen /> }.into_any(),
        Some(QbScreen::Reveal) => view! { <RevealScreen /> }.into_any(),
        Some(QbScreen::Cupid) => view! { <CupidScreen /> }.into_any(),
        Some(QbScreen::Night) => view! { <NightRunner /> }.into_any(),
        Some(QbScreen::Day) if morning.get() => view! { <MorningScript /> }.into_any(),
        Some(QbScreen::Day) => view! { <VillageBoard /> }.into_any(),
        Some(QbScreen::End) => view! { <EndScreen /> }.into_any(),
        Some(QbScreen::History) => view! { <QbHistory /> }.into_any(),
    };
    let night = Signal::derive(move || {
        store.view.with(|v| *v == QbView::Game) && matches!(store.phase.get(), QbPhase::Night(_))
    });
    // The reveal is for the players' eyes only: no bar, no notice, nothing else on the page.
    let revealing = Memo::new(move |_| {
        screen.get() == Some(QbScreen::Reveal) || showing.0.with(Option::is_some)
    });
    let shown = move || showing.0.get();
    let in_game = move || store.view.with(|v| *v == QbView::Game);

    // The public view of the village, opened from its link, stands in for the whole page.
    let village = Memo::new(move |_| match arrivals.0.get() {
        Some(QbArrival::Village(v)) => Some(v),
        _ => None,
    });

    view! {
        <UpdateBanner />
        <Show when=move || !revealing.get()>
            <NoticeBar />
        </Show>
        <NightTheme night=night />
        {move || match (village.get(), shown()) {
            (Some(v), _) => view! { <PublicVillageScreen village=v /> }.into_any(),
            (None, Some(card)) => view! {
                <ShowCardScreen card=card on_hide=Callback::new(move |_| showing.0.set(None)) />
            }
            .into_any(),
            (None, None) => view! {
                {body}
                <Show when=move || invoking.0.get() && in_game()>
                    <InvocationOverlay />
                </Show>
            }
            .into_any(),
        }}
        <QbLinkImport />
    }
}
