//! The Share sheet of a game: the public town-square link (for the players), which it opens
//! on, the players' handout of the script (a link that opens it, to read or print), or the game link (everything, for the Storyteller's other phone or a co-Storyteller),
//! shown only after a warning and a second tap; each with its QR code and a Share or Copy
//! button; the game's name; and the game as a JSON file named after it, exported or imported.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::share;

use crate::ui::botc::link_import::Arrivals;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::close_on_back;
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::link_panel::{FilesPart, LinkPanel};

/// Which link the sheet shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Which {
    Game,
    TownSquare,
    Handout,
}

#[component]
pub fn ShareSheet(#[prop(into)] on_close: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let which = RwSignal::new(Which::TownSquare);
    // The game link is on the page only once the Storyteller asked for it past the warning.
    let revealed = RwSignal::new(false);
    close_on_back(move || on_close.run(()));
    let file_error = RwSignal::new(None::<String>);
    let base = file_transfer::app_base();

    let link = Memo::new(move |_| {
        let payload = match which.get() {
            Which::Game if !revealed.get() => return None,
            Which::Game => store.game.with(share::encode_game),
            Which::TownSquare => store
                .game
                .with(|g| share::encode_town_square(&share::town_square(g.state()))),
            Which::Handout => store
                .game
                .with(|g| share::encode_handout(&share::handout(g.state()))),
        };
        Some(share::link(&base, &payload))
    });
    let help = move || match which.get() {
        Which::Game => t(Key::GameLinkHelp),
        Which::TownSquare => t(Key::TownSquareLinkHelp),
        Which::Handout => t(Key::HandoutLinkHelp),
    };
    let export = move |_: ()| {
        let Some(rules) = crate::ui::rules::now() else {
            return;
        };
        let day = file_transfer::today();
        let (name, text) = store.game.with_untracked(|g| (rules.export_file)(g, &day));
        if file_transfer::download(&name, &text, "application/json").is_err() {
            file_error.set(Some(t(Key::FileUnreadable).to_string()));
        }
    };
    let tab = move |w: Which, key: Key, testid: &'static str| {
        view! {
            <button
                class="button segmented__item"
                data-testid=testid
                aria-pressed=move || (which.get() == w).to_string()
                on:click=move |_| {
                    which.set(w);
                    revealed.set(false);
                }
            >
                {move || t(key)}
            </button>
        }
    };

    view! {
        <div class="scrim" on:click=move |_| on_close.run(())></div>
        <section class="sheet share-sheet" role="dialog" aria-modal="true" aria-labelledby="share-title" data-testid="share-sheet">
            <header class="sheet__head">
                <h2 id="share-title" class="share-sheet__title">{move || t(Key::ShareTitle)}</h2>
                <button
                    class="icon-button"
                    data-testid="share-close"
                    aria-label=move || t(Key::Close)
                    title=move || t(Key::Close)
                    on:click=move |_| on_close.run(())
                >
                    "✕"
                </button>
            </header>
            <div class="segmented" role="group" aria-label=move || t(Key::Share)>
                {tab(Which::TownSquare, Key::TownSquareLink, "share-square-tab")}
                {tab(Which::Handout, Key::HandoutLink, "share-handout-tab")}
                {tab(Which::Game, Key::GameLink, "share-game-tab")}
            </div>
            <p class="muted">{help}</p>
            <LinkPanel
                lang=store.lang
                link=link
                secret=Signal::derive(move || which.get() == Which::Game)
                revealed=revealed
                label=Signal::derive(move || match which.get() {
                    Which::Game => t(Key::GameLink),
                    Which::TownSquare => t(Key::TownSquareLink),
                    Which::Handout => t(Key::HandoutLink),
                })
            />
            <Show when=move || which.get() == Which::Handout>
                <a
                    class="button"
                    target="_blank"
                    rel="noopener"
                    data-testid="handout-open"
                    href=move || link.get().unwrap_or_default()
                >
                    {move || t(Key::HandoutOpen)}
                </a>
            </Show>
            <GameNameField />
            <FilesPart lang=store.lang export=export error=file_error>
                <ImportFileButton error=file_error before=on_close />
            </FilesPart>
        </section>
    }
}

/// Import a game file: the file is read and shown in the "add this game?" dialog (nothing is
/// stored before the Storyteller chooses). `before` runs once a file is read (to close a sheet).
#[component]
pub fn ImportFileButton(
    error: RwSignal<Option<String>>,
    #[prop(optional, into)] before: Option<Callback<()>>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let arrivals = expect_context::<Arrivals>();
    let import = move |ev: leptos::ev::Event| {
        error.set(None);
        file_transfer::read_picked_file(&ev, move |result| match result {
            Ok(text) => {
                if let Some(before) = before {
                    before.run(());
                }
                arrivals.file(store, text);
            }
            Err(key) => error.set(Some(key.get(store.lang.get_untracked()).to_string())),
        });
    };
    view! {
        <label class="button file-button">
            {move || store.t(Key::ImportFile)}
            <input
                type="file"
                class="file-button__input"
                accept=".json,application/json"
                data-testid="import-file"
                on:change=import
            />
        </label>
    }
}

/// The open game's name: shown in the saved-games list and in the name of its files.
#[component]
fn GameNameField() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let saved = move || store.game.with(|g| g.config().name.clone());
    let draft = RwSignal::new(saved());
    let save = move || {
        if let Some(id) = store.game_id.get_untracked() {
            store.rename_game(&id, &draft.get_untracked());
            draft.set(saved());
        }
    };
    view! {
        <form
            class="share-sheet__name"
            on:submit=move |ev| {
                ev.prevent_default();
                save();
            }
        >
            <label class="field">
                <span>{move || t(Key::GameName)}</span>
                <input
                    class="input"
                    type="text"
                    maxlength="60"
                    data-testid="game-name"
                    placeholder=move || t(Key::GameNamePlaceholder)
                    prop:value=move || draft.get()
                    on:input=move |ev| draft.set(event_target_value(&ev))
                />
            </label>
            <button
                class="button"
                type="submit"
                data-testid="game-name-save"
                disabled=move || draft.with(|d| d.trim() == saved().trim())
            >
                {move || t(Key::SaveName)}
            </button>
        </form>
    }
}
