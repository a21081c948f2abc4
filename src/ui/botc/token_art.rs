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
        let two = character
            .get()
            .is_some_and(|d| name_layout(d.name.get(lang.get())).0.len() > 1);
        let two = if two { " token-art--two-lines" } else { "" };
        format!("token-art token-art--{}{two} {class}", team_class(team))
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
        let (lines, fit) = name_layout(name);
        let style = (fit < 1.0).then(|| format!("--fit: {fit:.2}"));
        let text = match lines.as_slice() {
            [a, b] => view! {
                <span class="token-art__line">{*a}</span>
                " "
                <span class="token-art__line">{*b}</span>
            }
            .into_any(),
            _ => name.into_any(),
        };
        view! {
            {picture}
            <span class="token-art__name" style=style>{text}</span>
        }
        .into_any()
    };
    view! {
        <span class=classes aria-hidden="true">
            {art}
        </span>
    }
}

/// How a token writes a name, whole: on one line, or on two split at the space that balances
/// them when it is longer than a line holds, and the scale of its font that keeps the longest
/// line on the parchment (never under 0.6: a longer word runs onto the ring, still whole).
fn name_layout(name: &str) -> (Vec<&str>, f32) {
    /// Characters a line holds at the full size.
    const LINE: usize = 7;
    let len = |s: &str| s.chars().count();
    let split = name
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|&i| len(&name[..i]).max(len(&name[i + 1..])));
    let lines = match split {
        Some(i) if len(name) > LINE => vec![&name[..i], &name[i + 1..]],
        _ => vec![name],
    };
    let longest = lines.iter().map(|l| len(l)).max().unwrap_or(0).max(1);
    (lines, (LINE as f32 / longest as f32).clamp(0.6, 1.0))
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

#[cfg(test)]
mod tests {
    use super::name_layout;

    /// A long name is never cut: a name of several words goes on two balanced lines, a long
    /// word is written smaller, a short name as it is.
    #[test]
    fn long_names_wrap_or_shrink() {
        assert_eq!(name_layout("Imp"), (vec!["Imp"], 1.0));
        assert_eq!(name_layout("Big Wig"), (vec!["Big Wig"], 1.0));
        assert_eq!(
            name_layout("Deus ex Fiasco"),
            (vec!["Deus ex", "Fiasco"], 1.0)
        );
        assert_eq!(name_layout("Lord of Typhon").0, ["Lord of", "Typhon"]);
        assert_eq!(name_layout("Hell's Librarian").0, ["Hell's", "Librarian"]);
        assert_eq!(name_layout("Avocat du Diable").0, ["Avocat", "du Diable"]);
        let (lines, fit) = name_layout("Médecin de la Peste");
        assert_eq!(lines, ["Médecin de", "la Peste"]);
        assert!(fit < 1.0);
        let (lines, fit) = name_layout("Washerwoman");
        assert_eq!(lines, ["Washerwoman"]);
        assert!((0.6..1.0).contains(&fit), "{fit}");
        assert_eq!(name_layout("Nightwatchman").1, 0.6);
    }
}
