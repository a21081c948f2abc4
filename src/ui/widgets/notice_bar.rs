use leptos::prelude::*;

use crate::i18n::Key;

use crate::ui::saves::{Notice, NoticeHooks, Saves};

/// Messages for the Storyteller or the game master: a command the rules refused (with the
/// engine's words, and an override when it may be forced), or storage trouble. Either game's
/// page: it reads the shared [`Saves`] and the page's [`NoticeHooks`].
///
/// On the board the message shows beside the step or the day, where the Storyteller is
/// looking (`in_board`), and is scrolled into view; on other screens, at the top.
#[component]
pub fn NoticeBar(
    /// This bar is the board's: it shows only on the board, and the app's only elsewhere.
    #[prop(optional)]
    in_board: bool,
) -> impl IntoView {
    let store = expect_context::<Saves>();
    let hooks = expect_context::<NoticeHooks>();
    let lang = store.lang;
    let t = move |key: Key| key.get(lang.get());
    let on_board = hooks.on_board;
    let node = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = node.get() {
            if in_board {
                scroll_near(&el);
            }
        }
    });
    move || {
        if on_board.get() != in_board {
            return None;
        }
        store.notice.get().map(|notice| {
            let (text, retry, kind) = match notice.clone() {
                Notice::Refused { message, force } => (message, force, "notice notice--refused"),
                Notice::StorageFull(0) => (t(Key::StorageFull).to_string(), false, "notice notice--storage"),
                Notice::StorageFull(n) => {
                    (Key::StorageFullMoves.fill(lang.get(), &[&n.to_string()]), false, "notice notice--storage")
                }
                Notice::ChangedElsewhere { refused: None, .. } => {
                    (t(Key::ChangedElsewhere).to_string(), false, "notice notice--recovered")
                }
                Notice::ChangedElsewhere { refused: Some(what), .. } => {
                    (Key::ChangedElsewhereRefused.fill(lang.get(), &[&what]), false, "notice notice--refused")
                }
                Notice::DeletedElsewhere { refused: None } => {
                    (t(Key::DeletedElsewhere).to_string(), false, "notice notice--storage")
                }
                Notice::DeletedElsewhere { refused: Some(what) } => {
                    (Key::DeletedElsewhereRefused.fill(lang.get(), &[&what]), false, "notice notice--storage")
                }
                Notice::StorageFailed(msg) => {
                    (Key::StorageFailed.fill(lang.get(), &[&msg]), false, "notice notice--storage")
                }
                Notice::Recovered(n) => {
                    (Key::MovesRecovered.fill(lang.get(), &[&n.to_string()]), false, "notice notice--recovered")
                }
                Notice::JournalOff => (t(Key::JournalOff).to_string(), false, "notice notice--storage"),
                Notice::GameMissing(_) => (t(Key::GameMissing).to_string(), false, "notice notice--storage"),
                Notice::SetAsideFailed(why) => {
                    (Key::SetAsideFailed.fill(lang.get(), &[&why]), false, "notice notice--storage")
                }
            };
            let missing = match &notice {
                Notice::GameMissing(id) => Some(id.clone()),
                _ => None,
            };
            let missing = StoredValue::new(missing);
            // The game file, offered at once when the game lives only on this screen.
            let export = match &notice {
                Notice::StorageFull(_) | Notice::DeletedElsewhere { .. } => hooks.export,
                _ => None,
            };
            let again = matches!(notice, Notice::ChangedElsewhere { again: true, .. });
            view! {
                <div class=kind role="alert" data-testid="notice" node_ref=node>
                    <p>{text}</p>
                    <div class="row">
                        <Show when=move || retry>
                            <button
                                class="button button--danger"
                                data-testid="force"
                                on:click=move |_| hooks.force.run(())
                            >
                                {move || t(Key::ForceIt)}
                            </button>
                        </Show>
                        {export.map(|export| view! {
                            <button
                                class="button button--primary"
                                data-testid="notice-export"
                                on:click=move |_| export.run(())
                            >
                                {move || t(Key::DownloadGameFile)}
                            </button>
                        })}
                        <Show when=move || again>
                            <button
                                class="button"
                                data-testid="notice-again"
                                on:click=move |_| hooks.again.run(())
                            >
                                {move || t(Key::DoItAgain)}
                            </button>
                        </Show>
                        <Show when=move || missing.with_value(|m| m.is_some())>
                            <button
                                class="button button--danger"
                                data-testid="remove-missing"
                                on:click=move |_| {
                                    if let Some(id) = missing.get_value() {
                                        store.notice.set(None);
                                        store.delete_game(&id);
                                    }
                                }
                            >
                                {move || t(Key::RemoveFromList)}
                            </button>
                        </Show>
                        <button class="button" data-testid="dismiss" on:click=move |_| store.notice.set(None)>
                            {move || t(Key::Dismiss)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// Scrolls the least needed to bring `el` into view (`block: "nearest"`).
fn scroll_near(el: &web_sys::HtmlElement) {
    use web_sys::js_sys::{Function, Object, Reflect};
    use web_sys::wasm_bindgen::JsCast;
    let options = Object::new();
    let _ = Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(f) = Reflect::get(el, &"scrollIntoView".into()) {
        if let Ok(f) = f.dyn_into::<Function>() {
            let _ = f.call1(el, &options);
        }
    }
}
