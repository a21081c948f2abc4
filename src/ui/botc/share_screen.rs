//! The Share sheet of a game: the public town-square link (for the players), which it opens
//! on, or the game link (everything, for the Storyteller's other phone or a co-Storyteller),
//! shown only after a warning and a second tap; each with its QR code and a Share or Copy
//! button; the game's name; and the game as a JSON file named after it, exported or imported.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::share::{self, ShareError};

use crate::ui::botc::link_import::Arrivals;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::close_on_back;
use crate::ui::widgets::file_transfer;

/// Which link the sheet shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Which {
    Game,
    TownSquare,
}

/// What happened to the last copy or share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sent {
    Copied,
    Failed,
}

#[component]
pub fn ShareSheet(#[prop(into)] on_close: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let which = RwSignal::new(Which::TownSquare);
    // The game link is on the page only once the Storyteller asked for it past the warning.
    let revealed = RwSignal::new(false);
    close_on_back(move || on_close.run(()));
    let sent = RwSignal::new(None::<Sent>);
    let file_error = RwSignal::new(None::<String>);
    let base = file_transfer::app_base();

    let link = Memo::new(move |_| {
        let payload = match which.get() {
            Which::Game if !revealed.get() => return None,
            Which::Game => store.game.with(share::encode_game),
            Which::TownSquare => store
                .game
                .with(|g| share::encode_town_square(&share::town_square(g.state()))),
        };
        Some(share::link(&base, &payload))
    });
    let qr =
        Memo::new(move |_| link.with(|l| l.as_deref().map(|l| share::qr_svg(l).map(|q| q.svg))));
    let help = move || match which.get() {
        Which::Game => t(Key::GameLinkHelp),
        Which::TownSquare => t(Key::TownSquareLinkHelp),
    };
    let can_share = file_transfer::can_share();

    let copy = move |_| {
        sent.set(None);
        file_transfer::copy(&link.get_untracked().unwrap_or_default(), move |ok| {
            sent.set(Some(if ok { Sent::Copied } else { Sent::Failed }))
        });
    };
    let share_it = move |_| {
        sent.set(None);
        let title = t(Key::ShareTitle).to_string();
        let url = link.get_untracked().unwrap_or_default();
        let again = url.clone();
        file_transfer::share(&title, &url, move |ok| {
            if !ok {
                // No share sheet after all: copy instead.
                file_transfer::copy(&again, move |ok| {
                    sent.set(Some(if ok { Sent::Copied } else { Sent::Failed }))
                });
            }
        });
    };
    let export = move |_| {
        let day = file_transfer::today();
        let (name, text) = store
            .game
            .with_untracked(|g| (share::dated_file_name(g, &day), share::export_json(g)));
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
                    sent.set(None);
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
                {tab(Which::Game, Key::GameLink, "share-game-tab")}
            </div>
            <p class="muted">{help}</p>
            <Show
                when=move || which.get() == Which::TownSquare || revealed.get()
                fallback=move || {
                    view! {
                        <div class="confirm secret-warning" role="alert" data-testid="secret-warning">
                            <p>{move || t(Key::SecretLinkWarning)}</p>
                            <button
                                class="button button--danger"
                                data-testid="share-reveal-secret"
                                on:click=move |_| revealed.set(true)
                            >
                                {move || t(Key::SecretLinkReveal)}
                            </button>
                        </div>
                    }
                }
            >
                {move || match qr.get().unwrap_or(Err(ShareError::Empty)) {
                    Ok(svg) => view! {
                        <figure class="qr">
                            <div class="qr__code" data-testid="qr" role="img" aria-label=move || t(Key::QrCaption) inner_html=svg></div>
                            <figcaption class="muted">{move || t(Key::QrCaption)}</figcaption>
                        </figure>
                    }
                        .into_any(),
                    Err(ShareError::QrTooLong { .. }) | Err(_) => {
                        view! { <p class="muted" data-testid="qr-too-long">{move || t(Key::QrTooLong)}</p> }.into_any()
                    }
                }}
                <input
                    class="input share-link"
                    type="text"
                    readonly
                    data-testid="share-link"
                    aria-label=move || match which.get() {
                        Which::Game => t(Key::GameLink),
                        Which::TownSquare => t(Key::TownSquareLink),
                    }
                    prop:value=move || link.get().unwrap_or_default()
                    on:focus=move |ev| {
                        if let Some(input) = ev
                            .target()
                            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
                        {
                            input.select();
                        }
                    }
                />
                <p class="muted share-link__length">
                    {move || Key::LinkLength.fill(store.lang(), &[&link.with(|l| l.as_deref().map_or(0, |l| l.chars().count())).to_string()])}
                </p>
                <div class="row share-sheet__buttons">
                    {can_share
                        .then(|| {
                            view! {
                                <button class="button button--primary" data-testid="share-button" on:click=share_it>
                                    {move || t(Key::Share)}
                                </button>
                            }
                        })}
                    <button
                        class=if can_share { "button" } else { "button button--primary" }
                        data-testid="copy-link"
                        on:click=copy
                    >
                        {move || t(Key::CopyLink)}
                    </button>
                </div>
                <p class="share-sheet__status" role="status" data-testid="copy-status">
                    {move || match sent.get() {
                        Some(Sent::Copied) => t(Key::Copied),
                        Some(Sent::Failed) => t(Key::CopyFailed),
                        None => "",
                    }}
                </p>
            </Show>
            <GameNameField />
            <section class="share-sheet__files">
                <h3>{move || t(Key::Files)}</h3>
                <p class="muted">{move || t(Key::FilesHelp)}</p>
                <div class="row">
                    <button class="button" data-testid="export-file" on:click=export>
                        {move || t(Key::ExportFile)}
                    </button>
                    <ImportFileButton error=file_error before=on_close />
                </div>
                <Show when=move || file_error.get().is_some()>
                    <p class="share-sheet__error" role="alert">{move || file_error.get()}</p>
                </Show>
            </section>
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
                arrivals.file(store, share::import_json(&text));
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
