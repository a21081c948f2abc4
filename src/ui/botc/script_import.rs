//! Setup: a custom script in the official script tool's JSON, pasted or picked as a file. Its
//! name, author and characters are shown, and the ids the rules do not know (kept as plain
//! tokens) are listed; other mistakes get the reader's message, and the setup uses the script
//! only once it reads.

use leptos::prelude::*;

use crate::engine::command::Command;
use crate::engine::script::Script;
use crate::i18n::Key;
use crate::share::{self, script_import::ImportedScript};

use crate::ui::store::Store;
use crate::ui::widgets::file_transfer;

#[component]
pub fn ScriptImport() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    // What the summary shows comes from the game's script, so it is still there after a
    // reload or on a phone that opened the game's link.
    let custom = Memo::new(move |_| {
        store.game.with(|g| match &g.state().script {
            s @ Script::Custom { .. } => Some(s.clone()),
            Script::Edition { .. } => None,
        })
    });

    let use_script = move |read: Result<ImportedScript, String>| match read {
        Ok(script) => {
            if store
                .send(Command::ChooseScript {
                    script: script.script,
                })
                .is_some()
            {
                error.set(None);
            }
        }
        Err(err) => {
            error.set(Some(err));
        }
    };
    let use_text = move |json: String| {
        crate::ui::rules::run(move |rules| {
            use_script((rules.parse_script)(&json, store.lang.get_untracked()))
        })
    };
    let pick = move |ev: leptos::ev::Event| {
        file_transfer::read_picked_file(&ev, move |result| match result {
            Ok(json) => {
                text.set(json.clone());
                use_text(json);
            }
            Err(key) => error.set(Some(key.get(store.lang.get_untracked()).to_string())),
        });
    };

    let summary = move || {
        let lang = store.lang();
        let script = custom.get()?;
        let name = script
            .name(lang)
            .unwrap_or_else(|| Key::CustomScript.get(lang).to_string());
        let author = script.author().map(|a| Key::ScriptBy.fill(lang, &[a]));
        let official = script.all().iter().filter(|d| !d.is_homebrew()).count();
        let homebrew: Vec<String> = script
            .homebrew()
            .iter()
            .filter(|h| !h.unknown)
            .map(|h| h.name.clone())
            .collect();
        // The ids the rules do not know, by the name the script gives (with the id when it
        // differs), at most 20 named.
        let unknown: Vec<String> = script
            .unknown()
            .iter()
            .map(|h| {
                if share::script_import::normalise_id(&h.name) == h.id {
                    h.name.clone()
                } else {
                    format!("{} ({})", h.name, h.id)
                }
            })
            .collect();
        let clashes = official_name_clashes(&homebrew);
        Some(view! {
            <div class="script-summary" role="status" data-testid="script-summary">
                <p>
                    <strong data-testid="script-name">{Key::ScriptInUse.fill(lang, &[&name])}</strong>
                    {author.map(|a| view! { " " <span data-testid="script-author">{a}</span> })}
                </p>
                <p class="muted">{Key::ScriptCharacters.fill(lang, &[&official.to_string()])}</p>
                {(!homebrew.is_empty())
                    .then(|| {
                        view! {
                            <p class="muted" data-testid="script-homebrew">
                                {Key::ScriptHomebrew.fill(lang, &[&homebrew.len().to_string(), &homebrew.join(", ")])}
                            </p>
                        }
                    })}
                {(!unknown.is_empty())
                    .then(|| {
                        view! {
                            <p class="share-sheet__error" role="alert" data-testid="script-unknown">
                                {Key::ScriptUnknown
                                    .fill(
                                        lang,
                                        &[&unknown.len().to_string(), &share::unknown_list(&unknown, lang)],
                                    )}
                            </p>
                        }
                    })}
                {(!clashes.is_empty())
                    .then(|| {
                        view! {
                            <p class="share-sheet__error" role="alert" data-testid="script-name-clash">
                                {Key::ScriptNameClash.fill(lang, &[&clashes.join(", ")])}
                            </p>
                        }
                    })}
            </div>
        })
    };

    view! {
        {summary}
        <details class="script-import" data-testid="script-import">
            <summary>{move || t(Key::ImportScript)}</summary>
            <p class="muted">{move || t(Key::ImportScriptHelp)}</p>
            <textarea
                class="input script-import__text"
                rows="4"
                spellcheck="false"
                data-testid="script-json"
                aria-label=move || t(Key::ScriptJson)
                placeholder="[{\"id\":\"_meta\",\"name\":\"…\"}, \"washerwoman\", …]"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            ></textarea>
            <div class="row">
                <button
                    class="button button--primary"
                    data-testid="use-script"
                    disabled=move || text.with(|t| t.trim().is_empty())
                    on:click=move |_| use_text(text.get_untracked())
                >
                    {move || t(Key::UseScript)}
                </button>
                <label class="button file-button">
                    {move || t(Key::PickScriptFile)}
                    <input
                        type="file"
                        class="file-button__input"
                        accept=".json,application/json,text/plain"
                        data-testid="script-file"
                        on:change=pick
                    />
                </label>
            </div>
            <Show when=move || error.get().is_some()>
                <p class="share-sheet__error" role="alert" data-testid="script-error">{move || error.get()}</p>
            </Show>
        </details>
    }
}

/// The homebrew names that are also an official character's name (in English or French, case
/// and spaces aside): a homebrew "Imp" that is a Townsfolk would be taken for the Demon.
fn official_name_clashes(homebrew: &[String]) -> Vec<String> {
    let norm = |s: &str| s.trim().to_lowercase();
    homebrew
        .iter()
        .filter(|name| {
            let name = norm(name);
            crate::engine::character::all()
                .iter()
                .any(|c| norm(c.name.en()) == name || norm(c.name.fr()) == name)
        })
        .cloned()
        .collect()
}
