use leptos::prelude::*;

use crate::engine::character::{Alignment, Edition, Lang};
use crate::engine::phase::Phase;
use crate::i18n::Key;
use crate::persist::{self, GameSummary, QbStage};
use crate::ui::saves::{self, Saves};

/// What the home screen does that depends on the page (each page's app provides it by
/// context): the home screen itself is the same on both pages.
#[derive(Clone, Copy)]
pub struct HomeActions {
    /// The ruleset id of the games this page runs; empty on the home page, which runs none
    /// (and renames any).
    pub here: &'static str,
    /// Starts a new game of this page's kind.
    pub new_game: Callback<()>,
    /// Opens a listed game of this page's kind.
    pub open: Callback<String>,
    /// Renames a listed game of this page's kind: (id, name).
    pub rename: Callback<(String, String)>,
}

impl HomeActions {
    /// Opens a listed game: here when it is this page's kind, else on its game's page, which
    /// opens the game remembered as open. A line whose game is gone from storage is said here,
    /// with the way to remove it, rather than on the other page.
    pub fn open_listed(&self, saves: Saves, id: &str) {
        match saves.ruleset_of(id) {
            Some(ruleset) if ruleset != self.here => {
                if persist::read_raw(&persist::game_key(id)).is_none() {
                    saves
                        .notice
                        .set(Some(saves::Notice::GameMissing(id.to_string())));
                    return;
                }
                saves.remember_open(id);
                saves::go_to_page(saves::page_of(&ruleset));
            }
            _ => self.open.run(id.to_string()),
        }
    }

    /// Starts a new game of `ruleset`: here, in the home page's place (`ui::start_here`), or on
    /// its page (told by `?new` in the address; the address's fragment, a seed for repeatable
    /// games, goes along).
    pub fn new_game_of(&self, ruleset: &'static str) {
        if ruleset == self.here {
            self.new_game.run(());
            return;
        }
        // Either game starts in the home page's place, unless its page is made ahead.
        if crate::ui::start_here(ruleset) {
            return;
        }
        // The address the home page had prerendered (`prerender`), for the browser to show it.
        saves::go_to_page(&crate::ui::prerender::new_game_url(saves::page_of(ruleset)));
    }
}

/// The ruleset id of Blood on the Clocktower.
const BOTC: &str = <crate::engine::Botc as table::Ruleset>::ID;
/// The ruleset id of Quinte-bourg.
const QB: &str = <quintebourg::Quintebourg as table::Ruleset>::ID;

/// The first screen, the same on both pages: new game (which asks which game), continue, the
/// saved games of both games (with a confirmation before deleting one) and the language
/// switch. `children`: what the page adds (importing a file, the characters known).
#[component]
pub fn HomeScreen(#[prop(optional)] children: Option<Children>) -> impl IntoView {
    let store = expect_context::<Saves>();
    let actions = expect_context::<HomeActions>();
    let lang = store.lang;
    let t = move |key: Key| key.get(lang.get());
    let switch = move |_| {
        store.lang.update(|l| {
            *l = match l {
                Lang::En => Lang::Fr,
                Lang::Fr => Lang::En,
            }
        })
    };
    let games = move || store.index.with(|i| i.games.clone());
    let latest = move || store.index.with(|i| i.games.first().map(|g| g.id.clone()));
    let confirm = RwSignal::new(None::<String>);
    // "New game" asks which game first.
    let choosing = RwSignal::new(false);

    view! {
        <main class="home">
            <h1 class="home__title">{move || t(Key::AppName)}</h1>
            <p class="home__tagline">{move || t(Key::Tagline)}</p>
            <Show
                when=move || choosing.get()
                fallback=move || {
                    view! {
                        <button
                            class="button button--primary"
                            data-testid="new-game"
                            on:click=move |_| choosing.set(true)
                        >
                            {move || t(Key::NewGame)}
                        </button>
                    }
                }
            >
                <div class="home__choice" role="group" aria-label=move || t(Key::WhichGame) data-testid="new-game-choice">
                    <p>{move || t(Key::WhichGame)}</p>
                    <button
                        class="button button--primary"
                        data-testid="new-game-botc"
                        on:click=move |_| actions.new_game_of(BOTC)
                    >
                        {move || t(Key::RulesetBotc)}
                    </button>
                    <button
                        class="button button--primary"
                        data-testid="new-game-quintebourg"
                        on:click=move |_| actions.new_game_of(QB)
                    >
                        {move || t(Key::RulesetQuintebourg)}
                    </button>
                    <button class="button" data-testid="new-game-cancel" on:click=move |_| choosing.set(false)>
                        {move || t(Key::Cancel)}
                    </button>
                </div>
            </Show>
            <Show when=move || latest().is_some()>
                <button
                    class="button"
                    data-testid="continue"
                    on:click=move |_| {
                        if let Some(id) = latest() {
                            actions.open_listed(store, &id);
                        }
                    }
                >
                    {move || t(Key::Continue)}
                </button>
            </Show>
            {children.map(|c| c())}
            <section class="home__games" aria-labelledby="saved-games">
                <h2 id="saved-games">{move || t(Key::SavedGames)}</h2>
                <Show when=move || store.index.with(|i| i.games.is_empty())>
                    <p class="muted">{move || t(Key::NoSavedGames)}</p>
                </Show>
                <ul class="game-list">
                    <For
                        each=games
                        key=|g: &GameSummary| (g.id.clone(), g.updated.to_bits(), g.name.clone())
                        children=move |g: GameSummary| view! { <SavedGame game=g confirm=confirm /> }
                    />
                </ul>
            </section>
            <button class="button" data-testid="lang-switch" on:click=switch>
                {move || t(Key::SwitchLanguage)}
            </button>
            <p class="home__lang" data-testid="lang-current">
                {move || Key::LanguageIs.fill(lang.get(), &[t(Key::LanguageName)])}
            </p>
        </main>
    }
}

/// One line of the saved-games list.
#[component]
fn SavedGame(game: GameSummary, confirm: RwSignal<Option<String>>) -> impl IntoView {
    let store = expect_context::<Saves>();
    let actions = expect_context::<HomeActions>();
    let lang = store.lang;
    let t = move |key: Key| key.get(lang.get());
    let id = StoredValue::new(game.id.clone());
    let asking = move || confirm.get().as_deref() == Some(id.get_value().as_str());
    let script = game.script.clone();
    let qb_line = game.quintebourg.clone();
    let is_qb = game.ruleset == QB;
    let script_name = move || {
        if is_qb {
            return t(Key::RulesetQuintebourg).to_string();
        }
        Edition::ALL
            .iter()
            .find(|e| e.id() == script)
            .map(|e| e.name().get(lang.get()).to_string())
            .unwrap_or_else(|| match script.as_str() {
                "custom" => t(Key::CustomScript).to_string(),
                name => name.to_string(),
            })
    };
    // The game a line belongs to, by its ruleset id (an unknown id is shown as it is).
    let ruleset = game.ruleset.clone();
    let ruleset_name = move || match ruleset.as_str() {
        BOTC => t(Key::RulesetBotc).to_string(),
        QB => t(Key::RulesetQuintebourg).to_string(),
        other => other.to_string(),
    };
    // A game's page renames its own games (the other page renames its own); the home page
    // renames any.
    let renamable = actions.here.is_empty() || game.ruleset == actions.here;
    let players = game.players.to_string();
    let name = game.name.clone();
    let current_name = StoredValue::new(name.clone());
    let has_name = !name.is_empty();
    // The name being typed, while the line is being renamed.
    let renaming = RwSignal::new(None::<String>);
    let save_name = move || {
        if let Some(text) = renaming.get_untracked() {
            actions.rename.run((id.get_value(), text));
        }
        renaming.set(None);
    };
    let phase = game.phase;
    // A finished game says who won rather than just "the end of the game".
    let phase_text = move || match &qb_line {
        Some(line) => qb_stage_text(line, lang.get()),
        None if is_qb => t(Key::QbStageSetup).to_string(),
        None => match phase {
            Phase::Ended(Alignment::Good) => t(Key::GoodWon).to_string(),
            Phase::Ended(Alignment::Evil) => t(Key::EvilWon).to_string(),
            _ => phase.label(lang.get()),
        },
    };
    let updated = game.updated;
    let when = move || {
        let date = web_sys::js_sys::Date::new(&updated.into());
        let tag = crate::i18n::date_locale(lang.get());
        let text: String = date
            .to_locale_string(&tag, &web_sys::wasm_bindgen::JsValue::UNDEFINED)
            .into();
        Key::LastChange.fill(lang.get(), &[&text])
    };

    view! {
        <li class="game-list__item" data-testid="saved-game">
            <div class="game-list__text">
                <span class="game-list__ruleset muted" data-testid="saved-game-ruleset">
                    {ruleset_name}
                </span>
                {if has_name {
                    view! {
                        <strong data-testid="saved-game-name">{name.clone()}</strong>
                        <span>{script_name}</span>
                    }
                        .into_any()
                } else {
                    view! { <strong>{script_name}</strong> }.into_any()
                }}
                <span>
                    {move || Key::PlayersCount.fill(lang.get(), &[&players])} " · "
                    <span data-testid="saved-game-phase">{phase_text}</span>
                </span>
                <span class="muted">{when}</span>
            </div>
            <Show when=move || renaming.with(Option::is_some)>
                <form
                    class="row game-list__rename"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        save_name();
                    }
                >
                    <input
                        class="input"
                        type="text"
                        maxlength="60"
                        data-testid="rename-input"
                        aria-label=move || t(Key::GameName)
                        placeholder=move || t(Key::GameNamePlaceholder)
                        prop:value=move || renaming.get().unwrap_or_default()
                        on:input=move |ev| renaming.set(Some(event_target_value(&ev)))
                    />
                    <button class="button button--primary" type="submit" data-testid="rename-save">
                        {move || t(Key::SaveName)}
                    </button>
                    <button class="button" type="button" on:click=move |_| renaming.set(None)>
                        {move || t(Key::Cancel)}
                    </button>
                </form>
            </Show>
            <Show
                when=asking
                fallback=move || {
                    view! {
                        <div class="row">
                            <button
                                class="button"
                                data-testid="open-game"
                                on:click=move |_| actions.open_listed(store, &id.get_value())
                            >
                                {move || t(Key::Open)}
                            </button>
                            <Show when=move || renamable>
                                <button
                                    class="button"
                                    data-testid="rename-game"
                                    on:click=move |_| renaming.set(Some(current_name.get_value()))
                                >
                                    {move || t(Key::Rename)}
                                </button>
                            </Show>
                            <button
                                class="button button--danger"
                                data-testid="delete-game"
                                on:click=move |_| confirm.set(Some(id.get_value()))
                            >
                                {move || t(Key::Delete)}
                            </button>
                        </div>
                    }
                }
            >
                <div class="confirm" role="alertdialog" aria-label=move || t(Key::DeleteGameQuestion)>
                    <p>{move || t(Key::DeleteGameQuestion)}</p>
                    <div class="row">
                        <button
                            class="button button--danger"
                            data-testid="confirm-delete"
                            on:click=move |_| {
                                confirm.set(None);
                                store.delete_game(&id.get_value());
                            }
                        >
                            {move || t(Key::YesDelete)}
                        </button>
                        <button class="button" on:click=move |_| confirm.set(None)>
                            {move || t(Key::Cancel)}
                        </button>
                    </div>
                </div>
            </Show>
        </li>
    }
}

/// Where a Quinte-bourg game is, for its list line: "Setup", "Night 2 · Tuesday", "Day 3 ·
/// Wednesday · 8 alive", "Game over".
fn qb_stage_text(line: &crate::persist::QbLine, lang: Lang) -> String {
    let n = line.n.to_string();
    let day = line.weekday.map(|d| weekday_name(d, lang));
    let head = match line.stage {
        QbStage::Setup => return Key::QbStageSetup.get(lang).to_string(),
        QbStage::Over => return Key::QbStageOver.get(lang).to_string(),
        QbStage::Night => Key::QbStageNight.fill(lang, &[&n]),
        QbStage::Day => Key::QbStageDay.fill(lang, &[&n]),
    };
    let alive = Key::QbAlive.fill(lang, &[&line.alive.to_string()]);
    match day {
        Some(day) => format!("{head} · {day} · {alive}"),
        None => format!("{head} · {alive}"),
    }
}

/// A weekday's name.
pub fn weekday_name(day: quintebourg::model::Weekday, lang: Lang) -> &'static str {
    use quintebourg::model::Weekday::*;
    match day {
        Mon => Key::Monday,
        Tue => Key::Tuesday,
        Wed => Key::Wednesday,
        Thu => Key::Thursday,
        Fri => Key::Friday,
        Sat => Key::Saturday,
        Sun => Key::Sunday,
    }
    .get(lang)
}
