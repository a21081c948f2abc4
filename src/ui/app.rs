use leptos::prelude::*;

use crate::engine::character::Lang;
use crate::i18n::{html_lang, lang_from_browser};
use crate::persist;

use super::home_screen::HomeScreen;
use super::update_banner::UpdateBanner;

/// The app: holds the interface language in one signal, provided to every screen by context.
#[component]
pub fn App() -> impl IntoView {
    let initial = persist::load_lang().unwrap_or_else(|| {
        let tag = window().navigator().language().unwrap_or_default();
        lang_from_browser(&tag)
    });
    let lang = RwSignal::new(initial);
    provide_context(lang);

    // One effect keeps the saved language and <html lang> in step with the signal.
    Effect::new(move |_| {
        let current: Lang = lang.get();
        if let Err(err) = persist::save_lang(current) {
            leptos::logging::warn!("could not save the language: {err}");
        }
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", html_lang(current));
        }
    });

    view! {
        <UpdateBanner />
        <HomeScreen />
    }
}
