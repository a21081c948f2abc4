//! "Show on their phone": one player's card as a large QR code, full screen, for that player to
//! scan with their own phone (the card opens there, `index.html#c1.…`, read-only and offline),
//! with the link beneath for a phone that reads links better than codes. Nothing of the card
//! is written on this screen: the code and the link hold it.

use leptos::prelude::*;

use crate::i18n::{Key, Lang};
use crate::ui::widgets::back_button::close_on_back;

/// The QR code of `link`, for `name` (the player it is for, if known).
#[component]
pub fn CardQr(
    #[prop(into)] lang: Signal<Lang>,
    link: String,
    #[prop(optional)] name: Option<String>,
    #[prop(into)] on_close: Callback<()>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    close_on_back(move || on_close.run(()));
    let svg = table::qr::qr_svg(&link).map(|q| q.svg).ok();
    let title = Signal::derive(move || match &name {
        Some(n) => Key::CardQrFor.fill(lang.get(), &[n]),
        None => t(Key::ShowOnPhone).to_string(),
    });
    view! {
        <div class="bag-card card-qr" role="dialog" aria-modal="true" aria-label=title data-testid="card-qr">
            <h2 class="card-qr__title" data-testid="card-qr-title">{title}</h2>
            {match svg {
                Some(svg) => view! {
                    <div class="qr__code card-qr__code" data-testid="card-qr-code" role="img" aria-label=move || t(Key::CardQrHelp) inner_html=svg></div>
                }
                    .into_any(),
                None => view! { <p class="muted" data-testid="qr-too-long">{move || t(Key::QrTooLong)}</p> }.into_any(),
            }}
            <p class="muted card-qr__help">{move || t(Key::CardQrHelp)}</p>
            <input
                class="input share-link card-qr__link"
                type="text"
                readonly
                data-testid="card-qr-link"
                aria-label=move || t(Key::CardQrLink)
                prop:value=link
                on:focus=move |ev| {
                    if let Some(input) = ev
                        .target()
                        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
                    {
                        input.select();
                    }
                }
            />
            <button class="button button--primary" data-testid="card-qr-done" on:click=move |_| on_close.run(())>
                {move || t(Key::CardQrDone)}
            </button>
        </div>
    }
}
