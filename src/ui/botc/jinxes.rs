//! Jinxes on screen: the pairs and their rules as the engine lists them ([`crate::engine::jinx`]),
//! the official ones in our words and a custom script's own as its author wrote them. The screens
//! show texts only; what a jinx changes lives in the engine.

use leptos::prelude::*;

use crate::engine::jinx::{self, Jinx};
use crate::i18n::Key;
use crate::ui::store::Store;

/// One line of a jinx list: the jinx, and whether both of its characters are in this game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JinxLine {
    pub jinx: Jinx,
    pub in_game: bool,
}

/// A list of jinxes: "A & B — rule", marked when both characters are in this game and when the
/// rule is the script's own; nothing when the list is empty.
#[component]
pub fn JinxList(
    /// The lines to show.
    #[prop(into)]
    lines: Signal<Vec<JinxLine>>,
    #[prop(into)] testid: String,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let rows = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let script = &g.state().script;
            lines
                .get()
                .into_iter()
                .map(|l| {
                    let pair = Key::JinxPair.fill(
                        lang,
                        &[
                            &jinx::name(script, &l.jinx.a, lang),
                            &jinx::name(script, &l.jinx.b, lang),
                        ],
                    );
                    let text = l.jinx.text(lang).to_string();
                    let mark = match (l.in_game, l.jinx.from_script()) {
                        (true, true) => format!(
                            " ({}, {})",
                            Key::JinxInGame.get(lang),
                            Key::JinxFromScript.get(lang)
                        ),
                        (true, false) => format!(" ({})", Key::JinxInGame.get(lang)),
                        (false, true) => format!(" ({})", Key::JinxFromScript.get(lang)),
                        (false, false) => String::new(),
                    };
                    view! {
                        <li class="jinx" class:jinx--in-game=l.in_game data-testid="jinx">
                            <strong>{pair}</strong>
                            <span class="muted">{mark}</span>
                            " — "
                            {text}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! { <ul class="plain-list jinx-list" data-testid=testid>{rows}</ul> }
}

/// The note under a jinx list: when the Djinn is in play, every player knows the jinxes
/// (character ability text, Djinn); otherwise the Storyteller's reminder.
#[component]
pub fn JinxNote() -> impl IntoView {
    let store = expect_context::<Store>();
    let public = move || store.game.with(|g| jinx::public(g.state()));
    view! {
        <p class="muted" data-testid="jinx-note">
            {move || if public() { store.t(Key::JinxesPublic) } else { store.t(Key::JinxesHelp) }}
        </p>
    }
}

/// Lines for `jinxes`, in the game when both characters are among `chosen`.
pub fn lines(jinxes: Vec<Jinx>, chosen: &[&str]) -> Vec<JinxLine> {
    let mut out: Vec<JinxLine> = jinxes
        .into_iter()
        .map(|j| JinxLine {
            in_game: chosen.contains(&j.a.as_str()) && chosen.contains(&j.b.as_str()),
            jinx: j,
        })
        .collect();
    // Those of this game first.
    out.sort_by_key(|l| !l.in_game);
    out
}
