use leptos::prelude::*;

use crate::engine::character::{self, Lang};
use crate::i18n::Key;

/// The first screen: the app's name and the language switch.
#[component]
pub fn HomeScreen() -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let t = move |key: Key| key.get(lang.get());
    let switch = move |_| {
        lang.update(|l| {
            *l = match l {
                Lang::En => Lang::Fr,
                Lang::Fr => Lang::En,
            }
        })
    };
    let known = character::all().len();

    view! {
        <main class="home">
            <h1 class="home__title">{move || t(Key::AppName)}</h1>
            <p class="home__tagline">{move || t(Key::Tagline)}</p>
            <p class="home__note">{move || t(Key::ComingSoon)}</p>
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
