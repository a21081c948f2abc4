//! The Share sheet of a Quinte-bourg game: the public view of the village (for the players,
//! coins only when the MJ says fortunes are public), which it opens on, or the game link
//! (everything, for the MJ's other phone), shown only after a warning and a second tap; each
//! with its QR code and a Share or Copy button; the game as a JSON file, exported or imported.
//! The pieces are Blood on the Clocktower's (the table's envelope and QR code, the browser's
//! file and clipboard calls in `widgets::file_transfer`).

use leptos::prelude::*;

use quintebourg::public;

use crate::i18n::Key;
use crate::ui::quintebourg::public_view::QbArrivals;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::widgets::back_button::close_on_back;
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::link_panel::{FilesPart, LinkPanel};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Which {
    Village,
    Game,
}

#[component]
pub fn QbShareSheet(#[prop(into)] on_close: Callback<()>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let which = RwSignal::new(Which::Village);
    let revealed = RwSignal::new(false);
    let coins = RwSignal::new(false);
    let file_error = RwSignal::new(None::<String>);
    close_on_back(move || on_close.run(()));
    let base = file_transfer::app_base();
    let link = Memo::new(move |_| {
        let payload = match which.get() {
            Which::Game if !revealed.get() => return None,
            Which::Game => store.game.with(public::encode_game),
            Which::Village => store.game.with(|g| {
                public::encode_village(&public::public_village(
                    g.state(),
                    &g.config().name,
                    coins.get(),
                ))
            }),
        };
        Some(table::envelope::link(&base, &payload))
    });
    let export = move |_: ()| {
        let (name, text) = store.game.with_untracked(|g| {
            (
                public::file_name(g, &file_transfer::today()),
                public::export_json(g),
            )
        });
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
        <section class="sheet share-sheet" role="dialog" aria-modal="true" aria-labelledby="qb-share-title" data-testid="share-sheet">
            <header class="sheet__head">
                <h2 id="qb-share-title" class="share-sheet__title">{move || t(Key::ShareTitle)}</h2>
                <button class="icon-button" data-testid="share-close" aria-label=move || t(Key::Close) title=move || t(Key::Close) on:click=move |_| on_close.run(())>
                    "✕"
                </button>
            </header>
            <div class="segmented" role="group" aria-label=move || t(Key::Share)>
                {tab(Which::Village, Key::QbPublicLink, "share-village-tab")}
                {tab(Which::Game, Key::GameLink, "share-game-tab")}
            </div>
            <p class="muted">
                {move || match which.get() {
                    Which::Village => t(Key::QbPublicLinkHelp),
                    Which::Game => t(Key::GameLinkHelp),
                }}
            </p>
            <Show when=move || which.get() == Which::Village>
                <label class="check">
                    <input type="checkbox" data-testid="share-coins" prop:checked=move || coins.get() on:change=move |ev| coins.set(event_target_checked(&ev)) />
                    <span>{move || t(Key::QbCoinsPublic)}</span>
                </label>
            </Show>
            <LinkPanel
                lang=store.lang
                link=link
                secret=Signal::derive(move || which.get() == Which::Game)
                revealed=revealed
                label=Signal::derive(move || match which.get() {
                    Which::Game => t(Key::GameLink),
                    Which::Village => t(Key::QbPublicLink),
                })
            />
            <FilesPart lang=store.lang export=export error=file_error>
                <QbImportFileButton error=file_error before=on_close />
            </FilesPart>
        </section>
    }
}

/// Import a game file: it is read and shown in the "add this game?" dialog (nothing is stored
/// before the MJ chooses).
#[component]
pub fn QbImportFileButton(
    error: RwSignal<Option<String>>,
    #[prop(optional, into)] before: Option<Callback<()>>,
) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let arrivals = expect_context::<QbArrivals>();
    let import = move |ev: leptos::ev::Event| {
        error.set(None);
        file_transfer::read_picked_file(&ev, move |result| match result {
            Ok(text) => {
                if let Some(before) = before {
                    before.run(());
                }
                let lang = store.lang.get_untracked();
                arrivals.file(
                    store,
                    public::import_json(&text).map_err(|e| e.message(lang)),
                );
            }
            Err(key) => error.set(Some(key.get(store.lang.get_untracked()).to_string())),
        });
    };
    view! {
        <label class="button file-button">
            {move || store.t(Key::ImportFile)}
            <input type="file" class="file-button__input" accept=".json,application/json" data-testid="import-file" on:change=import />
        </label>
    }
}
