use leptos::prelude::*;

use crate::engine::character::{CharacterDef, Lang};

use crate::ui::botc::characters::{initials, team_class};

/// Our own token for a character: a disc in the team's colour with the initials of the name in
/// the current language (no official artwork).
#[component]
pub fn TokenArt(
    #[prop(into)] character: Signal<Option<&'static CharacterDef>>,
    /// Extra CSS classes (size).
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let classes = move || {
        let team = character.get().map(|d| d.team);
        format!("token-art token-art--{} {class}", team_class(team))
    };
    let letters = move || {
        character
            .get()
            .map(|d| initials(d.name.get(lang.get())))
            .unwrap_or_else(|| "?".into())
    };
    view! {
        <span class=classes aria-hidden="true">
            <span class="token-art__letters">{letters}</span>
        </span>
    }
}
