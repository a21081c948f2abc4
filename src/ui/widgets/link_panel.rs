//! What both games' Share sheets show of a link: the warning before a secret link is put on
//! the page, its QR code, the link itself (selected on focus) and its length, Share (where the
//! phone has a share sheet) or Copy with what happened; and the files part (export, import).

use leptos::prelude::*;

use crate::i18n::{Key, Lang};
use crate::ui::widgets::file_transfer;

/// What happened to the last copy or share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sent {
    Copied,
    Failed,
}

/// A link to hand over. `link` is `None` while a secret link is still behind its warning
/// (`secret` true and `revealed` false); the warning's button sets `revealed`. `label` names the
/// link for screen readers.
#[component]
pub fn LinkPanel(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] link: Signal<Option<String>>,
    #[prop(into)] secret: Signal<bool>,
    revealed: RwSignal<bool>,
    #[prop(into)] label: Signal<&'static str>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    let sent = RwSignal::new(None::<Sent>);
    // A new link (another tab, a new move) forgets what happened to the last one.
    Effect::new(move |_| {
        link.track();
        sent.set(None);
    });
    let qr = Memo::new(move |_| {
        link.with(|l| {
            l.as_deref()
                .map(|l| table::qr::qr_svg(l).map(|q| q.svg).ok())
        })
    });
    let copy = move |_| {
        sent.set(None);
        file_transfer::copy(&link.get_untracked().unwrap_or_default(), move |ok| {
            sent.set(Some(if ok { Sent::Copied } else { Sent::Failed }))
        });
    };
    let share_it = move |_| {
        sent.set(None);
        let url = link.get_untracked().unwrap_or_default();
        let again = url.clone();
        file_transfer::share(t(Key::ShareTitle), &url, move |ok| {
            if !ok {
                // No share sheet after all: copy instead.
                file_transfer::copy(&again, move |ok| {
                    sent.set(Some(if ok { Sent::Copied } else { Sent::Failed }))
                });
            }
        });
    };
    let can_share = file_transfer::can_share();
    // A link no phone could open again (a game grown past the links' limits) is not handed
    // over: the sheet says so and the file below carries the game.
    let opens = Memo::new(move |_| {
        link.with(|l| {
            l.as_deref()
                .is_none_or(|l| table::envelope::opens(l).is_ok())
        })
    });
    view! {
        <Show
            when=move || opens.get()
            fallback=move || view! {
                <p class="confirm" role="alert" data-testid="link-too-big">{move || t(Key::LinkTooBig)}</p>
            }
        >
        <Show
            when=move || !secret.get() || revealed.get()
            fallback=move || view! {
                <div class="confirm secret-warning" role="alert" data-testid="secret-warning">
                    <p>{move || t(Key::SecretLinkWarning)}</p>
                    <button class="button button--danger" data-testid="share-reveal-secret" on:click=move |_| revealed.set(true)>
                        {move || t(Key::SecretLinkReveal)}
                    </button>
                </div>
            }
        >
            {move || match qr.get().flatten() {
                Some(svg) => view! {
                    <figure class="qr">
                        <div class="qr__code" data-testid="qr" role="img" aria-label=move || t(Key::QrCaption) inner_html=svg></div>
                        <figcaption class="muted">{move || t(Key::QrCaption)}</figcaption>
                    </figure>
                }
                    .into_any(),
                None => view! { <p class="muted" data-testid="qr-too-long">{move || t(Key::QrTooLong)}</p> }.into_any(),
            }}
            <input
                class="input share-link"
                type="text"
                readonly
                data-testid="share-link"
                aria-label=move || label.get()
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
                {move || Key::LinkLength.fill(lang.get(), &[&link.with(|l| l.as_deref().map_or(0, |l| l.chars().count())).to_string()])}
            </p>
            <div class="row share-sheet__buttons">
                {can_share.then(|| view! {
                    <button class="button button--primary" data-testid="share-button" on:click=share_it>{move || t(Key::Share)}</button>
                })}
                <button class=if can_share { "button" } else { "button button--primary" } data-testid="copy-link" on:click=copy>
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
        </Show>
    }
}

/// The files part of a Share sheet: export the game as a file, and the game's own import
/// button (`children`), with the last error.
#[component]
pub fn FilesPart(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] export: Callback<()>,
    error: RwSignal<Option<String>>,
    children: Children,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    view! {
        <section class="share-sheet__files">
            <h3>{move || t(Key::Files)}</h3>
            <p class="muted">{move || t(Key::FilesHelp)}</p>
            <div class="row">
                <button class="button" data-testid="export-file" on:click=move |_| export.run(())>{move || t(Key::ExportFile)}</button>
                {children()}
            </div>
            <Show when=move || error.get().is_some()>
                <p class="share-sheet__error" role="alert">{move || error.get()}</p>
            </Show>
        </section>
    }
}
