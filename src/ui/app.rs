use leptos::prelude::*;

use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::botc::day_timer::DayTimer;
use crate::ui::botc::info_card::CardState;
use crate::ui::botc::link_import::{Arrivals, Incoming};
use crate::ui::botc::setup_players::SetupPlayers;
use crate::ui::botc::share_screen::ImportFileButton;
use crate::ui::home_screen::{HomeActions, HomeScreen};
use crate::ui::later::{self, LaterScreens};
use crate::ui::saves::NoticeHooks;
use crate::ui::store::{Store, View};
use crate::ui::widgets::cover::Cover;
use crate::ui::widgets::language::provide_language;
use crate::ui::widgets::notice_bar::NoticeBar;
use crate::ui::widgets::pick::Pick;
use crate::ui::widgets::update_banner::UpdateBanner;
use crate::ui::widgets::wake_lock::NightTheme;

/// The app: reads storage once, provides the [`Store`] (and the language signal) to every
/// screen by context, and shows the screen the store says.
#[component]
pub fn App(
    /// What the journal found and did at start.
    startup: crate::journal::Startup,
    /// The screens of a game under way (each in a WebAssembly chunk of its own, on the split
    /// build).
    screens: LaterScreens,
) -> impl IntoView {
    // Marks the moment the app's code starts (after the WebAssembly is compiled and
    // instantiated), for the start-up benchmark.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("grimoire-start");
    }
    provide_context(screens);
    let lang = provide_language(|_| {});
    let store = Store::load(lang, startup);
    provide_context(store);
    provide_context(store.saves);
    provide_context(NoticeHooks {
        force: Callback::new(move |_| store.force()),
        export: Some(Callback::new(move |_| store.download_file())),
        again: Callback::new(move |_| store.again()),
        on_board: Signal::derive(move || {
            store.view.with(|v| *v == View::Game) && store.ui.with(|ui| ui.screen == Screen::Board)
        }),
    });
    provide_context(HomeActions {
        here: <crate::engine::Botc as table::Ruleset>::ID,
        new_game: Callback::new(move |_| store.new_game()),
        open: Callback::new(move |id: String| store.open_game(&id)),
        rename: Callback::new(move |(id, name): (String, String)| store.rename_game(&id, &name)),
    });
    // Marks the moment the stored game is read and replayed, for the start-up benchmark.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("grimoire-game-read");
    }
    // Sharing: a game or town-square link in the address.
    let arrivals = Arrivals::provide(store);
    // A file picked on the home page, handed to this page.
    if let Some(text) = crate::ui::saves::take_handed_file() {
        arrivals.file(store, text);
    }
    let square = Memo::new(move |_| match arrivals.0.get() {
        Some(Incoming::TownSquare(square)) => Some(square),
        _ => None,
    });
    let handout = Memo::new(move |_| match arrivals.0.get() {
        Some(Incoming::Handout(handout)) => Some(*handout),
        _ => None,
    });
    // Nights and days: players picked on the board, and the show-to-player card.
    provide_context(Pick::new());
    provide_context(crate::ui::botc::night_step::StepResult::default());
    let card = CardState::new();
    provide_context(card);
    let card_up = Memo::new(move |_| card.shown.with(|c| c.is_some()));
    // The grimoire covered by day.
    let covered = Cover::provide().0;
    // The day's timer: one tick for the page, shown in the day panel and on the cover.
    DayTimer::provide(store);

    // The screen is chosen from two signals only, so a command that changes the game updates
    // the screen in place instead of rebuilding it.
    let screen = Memo::new(move |_| match store.view.get() {
        View::Home => None,
        View::Recovery(_) => Some(None),
        View::Game => Some(Some(store.ui.with(|ui| ui.screen))),
    });
    // On a setup screen, the later screens' code is fetched in the background, so that it is
    // there when the first night starts.
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        let setup = matches!(
            screen.get(),
            Some(Some(
                Screen::SetupPlayers | Screen::SetupCharacters | Screen::SetupReview
            ))
        );
        if setup {
            (screens.preload)();
        }
        setup
    });
    let body = move || match screen.get() {
        // The public town square from a link is the only thing on the page.
        _ if square.with(Option::is_some) => square
            .get()
            .map(|square| later::show(screens.town_square, move |build| build(square.clone())))
            .into_any(),
        // So is the players' handout.
        _ if handout.with(Option::is_some) => handout
            .get()
            .map(|handout| later::show(screens.handout, move |build| build(handout.clone())))
            .into_any(),
        // The cover hides every screen of the game.
        Some(Some(_)) if covered.get() => later::show(screens.cover, |build| build()),
        // A card held up to a player is the only thing on the page.
        Some(Some(_)) if card_up.get() => later::show(screens.info_card, |build| build()),
        // The page's own screens: the start-up benchmarks' mark once built (a later screen's
        // is set by `later::show` when its code is there).
        None => {
            later::mark_first_screen();
            view! { <BotcHome /> }.into_any()
        }
        Some(None) => later::show(screens.recovery, |build| build()),
        Some(Some(Screen::SetupPlayers)) => {
            later::mark_first_screen();
            view! { <SetupPlayers /> }.into_any()
        }
        Some(Some(Screen::SetupCharacters)) => {
            later::show(screens.setup_characters, |build| build())
        }
        Some(Some(Screen::SetupReview)) => later::show(screens.setup_review, |build| build()),
        Some(Some(Screen::Bag)) => later::show(screens.bag, |build| build()),
        Some(Some(Screen::Board)) => later::show(screens.board, |build| build()),
        Some(Some(Screen::History)) => later::show(screens.history, |build| build()),
        Some(Some(Screen::Record)) => later::show(screens.record, |build| build()),
    };

    // A character's summary, and the dialogs of a game link: their code comes when they open.
    let info_open = Memo::new(move |_| store.info.with(Option::is_some));
    let dialog = Memo::new(move |_| {
        arrivals
            .0
            .with(|a| matches!(a, Some(Incoming::Game { .. } | Incoming::Broken(_))))
    });

    view! {
        <UpdateBanner />
        <NoticeBar />
        <NightTheme night=Signal::derive(move || {
            store.view.with(|v| *v == View::Game) && store.phase.get().is_night()
        }) />
        {body}
        {move || info_open.get().then(|| later::show(screens.character_info, |build| build()))}
        {move || dialog.get().then(|| later::show(screens.link_import, |build| build()))}
    }
}

/// The home screen on Blood on the Clocktower's page: importing a game file, and how many
/// characters this build knows.
#[component]
fn BotcHome() -> impl IntoView {
    let store = expect_context::<Store>();
    let file_error = RwSignal::new(None::<String>);
    let known = crate::engine::character::all().len();
    view! {
        <HomeScreen>
            <ImportFileButton error=file_error />
            <Show when=move || file_error.get().is_some()>
                <p class="share-sheet__error" role="alert">{move || file_error.get()}</p>
            </Show>
            <p class="home__count" data-testid="character-count">
                {known} " " {move || store.t(Key::CharactersKnown)}
            </p>
        </HomeScreen>
    }
}
