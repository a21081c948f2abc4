use leptos::prelude::*;

use crate::engine::character::{self, Alignment, Edition, Lang};
use crate::engine::phase::Phase;
use crate::i18n::Key;
use crate::persist::GameSummary;

use crate::ui::botc::share_screen::ImportFileButton;
use crate::ui::store::Store;

/// The first screen: new game, continue, the saved games (with a confirmation before deleting
/// one) and the language switch.
#[component]
pub fn HomeScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let switch = move |_| {
        store.lang.update(|l| {
            *l = match l {
                Lang::En => Lang::Fr,
                Lang::Fr => Lang::En,
            }
        })
    };
    let known = character::all().len();
    let games = move || store.index.with(|i| i.games.clone());
    let latest = move || store.index.with(|i| i.games.first().map(|g| g.id.clone()));
    let confirm = RwSignal::new(None::<String>);
    let file_error = RwSignal::new(None::<String>);

    view! {
        <main class="home">
            <h1 class="home__title">{move || t(Key::AppName)}</h1>
            <p class="home__tagline">{move || t(Key::Tagline)}</p>
            <button class="button button--primary" data-testid="new-game" on:click=move |_| store.new_game()>
                {move || t(Key::NewGame)}
            </button>
            <Show when=move || latest().is_some()>
                <button
                    class="button"
                    data-testid="continue"
                    on:click=move |_| {
                        if let Some(id) = latest() {
                            store.open_game(&id);
                        }
                    }
                >
                    {move || t(Key::Continue)}
                </button>
            </Show>
            <ImportFileButton error=file_error />
            <Show when=move || file_error.get().is_some()>
                <p class="share-sheet__error" role="alert">{move || file_error.get()}</p>
            </Show>
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
            <p class="home__count" data-testid="character-count">
                {known} " " {move || t(Key::CharactersKnown)}
            </p>
            <button class="button" data-testid="lang-switch" on:click=switch>
                {move || t(Key::SwitchLanguage)}
            </button>
            <p class="home__lang" data-testid="lang-current">
                {move || t(Key::Language)} ": " {move || t(Key::LanguageName)}
            </p>
        </main>
    }
}

/// One line of the saved-games list.
#[component]
fn SavedGame(game: GameSummary, confirm: RwSignal<Option<String>>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let id = StoredValue::new(game.id.clone());
    let asking = move || confirm.get().as_deref() == Some(id.get_value().as_str());
    let script = game.script.clone();
    let script_name = move || {
        Edition::ALL
            .iter()
            .find(|e| e.id() == script)
            .map(|e| e.name().get(store.lang()).to_string())
            .unwrap_or_else(|| match script.as_str() {
                "custom" => t(Key::CustomScript).to_string(),
                name => name.to_string(),
            })
    };
    // The game a line belongs to, by its ruleset id (an unknown id is shown as it is).
    let ruleset = game.ruleset.clone();
    let ruleset_name = move || match ruleset.as_str() {
        id if id == <crate::engine::Botc as table::Ruleset>::ID => t(Key::RulesetBotc).to_string(),
        other => other.to_string(),
    };
    let players = game.players.to_string();
    let name = game.name.clone();
    let current_name = StoredValue::new(name.clone());
    let has_name = !name.is_empty();
    // The name being typed, while the line is being renamed.
    let renaming = RwSignal::new(None::<String>);
    let save_name = move || {
        if let Some(text) = renaming.get_untracked() {
            store.rename_game(&id.get_value(), &text);
        }
        renaming.set(None);
    };
    let phase = game.phase;
    // A finished game says who won rather than just "the end of the game".
    let phase_text = move || match phase {
        Phase::Ended(Alignment::Good) => t(Key::GoodWon).to_string(),
        Phase::Ended(Alignment::Evil) => t(Key::EvilWon).to_string(),
        _ => phase.label(store.lang()),
    };
    let updated = game.updated;
    let when = move || {
        let date = web_sys::js_sys::Date::new(&updated.into());
        let tag = crate::i18n::html_lang(store.lang());
        let text: String = date
            .to_locale_string(tag, &web_sys::wasm_bindgen::JsValue::UNDEFINED)
            .into();
        Key::LastChange.fill(store.lang(), &[&text])
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
                    {move || Key::PlayersCount.fill(store.lang(), &[&players])} " · "
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
                            <button class="button" on:click=move |_| store.open_game(&id.get_value())>
                                {move || t(Key::Open)}
                            </button>
                            <button
                                class="button"
                                data-testid="rename-game"
                                on:click=move |_| renaming.set(Some(current_name.get_value()))
                            >
                                {move || t(Key::Rename)}
                            </button>
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
