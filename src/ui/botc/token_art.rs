use leptos::prelude::*;

use crate::engine::character::{CharacterDef, Lang};

use crate::ui::botc::characters::{initials, team_class};
use crate::ui::botc::glyphs::{self, Glyph};

/// Our own token for a character: a parchment disc in a ring of the team's colour, with the
/// character's glyph (drawn for Grimoire, see [`glyphs`]) and its name in the current language
/// under it. A homebrew character, which has no glyph, shows the initials of its name in a frame
/// picked from its id ([`glyphs::homebrew_frame`]).
#[component]
pub fn TokenArt(
    #[prop(into)] character: Signal<Option<&'static CharacterDef>>,
    /// Extra CSS classes (size).
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    // Redrawn only when the character itself changes, not whenever what the signal is
    // derived from does (a token's whole view, a seat's sheet): the same row of the table
    // is the same character.
    let character = Memo::new_with_compare(
        move |_| character.get(),
        |old, new| match (old, new) {
            (Some(Some(a)), Some(Some(b))) => !std::ptr::eq(*a, *b),
            (Some(None), Some(None)) => false,
            _ => true,
        },
    );
    let classes = move || {
        let team = character.get().map(|d| d.team);
        format!("token-art token-art--{} {class}", team_class(team))
    };
    let art = move || {
        let Some(d) = character.get() else {
            return view! { <span class="token-art__letters">"?"</span> }.into_any();
        };
        let name = d.name.get(lang.get());
        let picture = match (!d.is_homebrew()).then(|| glyphs::glyph(d.id)).flatten() {
            Some(g) => glyph_svg(g, "token-art__glyph").into_any(),
            None => homebrew_mark(d.id, initials(name)).into_any(),
        };
        view! {
            {picture}
            <span class="token-art__name">{name}</span>
        }
        .into_any()
    };
    view! {
        <span class=classes aria-hidden="true">
            {art}
        </span>
    }
}

/// A glyph as inline SVG on its 24×24 grid; the stylesheet sets its colour and stroke.
pub fn glyph_svg(g: Glyph, class: &'static str) -> impl IntoView {
    view! {
        <svg class=format!("glyph {class}") viewBox="0 0 24 24" aria-hidden="true">
            {(!g.line.is_empty()).then(|| view! { <path class="glyph__line" d=g.line></path> })}
            {(!g.fill.is_empty()).then(|| view! { <path class="glyph__fill" d=g.fill></path> })}
        </svg>
    }
}

/// A homebrew character's mark, in the glyph's place: its initials inside its frame.
fn homebrew_mark(id: &str, letters: String) -> impl IntoView {
    view! {
        <svg class="glyph token-art__glyph" viewBox="0 0 24 24" aria-hidden="true">
            <path class="glyph__line" d=glyphs::homebrew_frame(id)></path>
            <text class="token-art__initials" x="12" y="12">{letters}</text>
        </svg>
    }
}
