//! The Fabled in play (002, "Légendaires"): the Storyteller adds one at setup or later; they are
//! public, so they show on the board and on the town square. Rendered from the character table:
//! any row of the Fabled team is offered.

use leptos::prelude::*;

use crate::engine::character;
use crate::engine::command::Command;
use crate::i18n::Key;

use crate::ui::botc::character_info::InfoButton;
use crate::ui::botc::characters::CharacterSelect;
use crate::ui::store::Store;

/// The Fabled in play, each with its ability behind "i" and a remove button, and a list to add
/// one.
#[component]
pub fn FabledPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let in_play = Memo::new(move |_| store.game.with(|g| g.state().fabled.clone()));
    let options = Memo::new(move |_| {
        let taken = in_play.get();
        character::all()
            .iter()
            .filter(|d| d.team.is_storyteller() && !taken.iter().any(|f| f == d.id))
            .collect::<Vec<_>>()
    });
    let chosen = RwSignal::new(String::new());
    let adding = RwSignal::new(false);
    let add = move |_| {
        let character = chosen.get_untracked();
        if !character.is_empty() && store.send(Command::AddFabled { character }).is_some() {
            chosen.set(String::new());
        }
    };
    view! {
        <section class="card fabled" data-testid="fabled-panel">
            <h2>{move || t(Key::FabledInPlay)}</h2>
            <ul class="plain-list" data-testid="fabled-list">
                <For
                    each=move || in_play.get()
                    key=|id| id.clone()
                    children=move |id: String| {
                        let name = {
                            let id = id.clone();
                            move || store.game.with(|g| g.state().character_name(&id, store.lang()))
                        };
                        let remove = {
                            let id = id.clone();
                            move |_| {
                                store.send(Command::RemoveFabled { character: id.clone() });
                            }
                        };
                        let current = Signal::derive({
                            let id = id.clone();
                            move || id.clone()
                        });
                        // What the Storyteller records for this Fabled: words (the Bootlegger's
                        // house rules, the Knaves' names) and an act with none (their swap).
                        let ability = crate::engine::ability::of(&id);
                        let words_label = ability.and_then(|a| a.words_label);
                        let act_label = ability.and_then(|a| a.act_label);
                        let words = RwSignal::new(String::new());
                        let act = move |guess: Option<String>| Command::Act {
                            character: id.clone(),
                            by: None,
                            targets: Vec::new(),
                            guess,
                        };
                        let act = StoredValue::new(act);
                        let record = move |_| {
                            let text = words.get_untracked();
                            let cmd = act.with_value(|a| a(Some(text)));
                            if store.send(cmd).is_some() {
                                words.set(String::new());
                            }
                        };
                        let wordless = move |_| {
                            store.send(act.with_value(|a| a(None)));
                        };
                        let wordless_now = move || {
                            act_label.is_some()
                                && store.game.with(|g| g.accepts(&act.with_value(|a| a(None))))
                        };
                        view! {
                            <li class="row fabled__item" data-testid="fabled-item">
                                <span class="fabled__name">{name}</span>
                                <InfoButton character=current />
                                <button class="button" data-testid="fabled-remove" on:click=remove>
                                    {move || t(Key::FabledRemove)}
                                </button>
                            </li>
                            {words_label.map(|label| view! {
                                <li class="row fabled__words">
                                    <input
                                        class="input"
                                        type="text"
                                        aria-label=move || t(Key::FabledWords)
                                        data-testid="fabled-words"
                                        prop:value=move || words.get()
                                        on:input=move |ev| words.set(event_target_value(&ev))
                                    />
                                    <button class="button" data-testid="fabled-record" disabled=move || words.with(|w| w.trim().is_empty()) on:click=record>
                                        {move || label.get(store.lang())}
                                    </button>
                                </li>
                            })}
                            <Show when=wordless_now>
                                <li class="row fabled__act">
                                    <button class="button" data-testid="fabled-act" on:click=wordless>
                                        {move || act_label.map(|l| l.get(store.lang())).unwrap_or_default()}
                                    </button>
                                </li>
                            </Show>
                        }
                    }
                />
            </ul>
            // The list to add one is built only while "Add a Fabled" is open: most games have
            // none, and the board (or the setup) builds and repaints without it.
            <details
                class="fabled__add"
                data-testid="fabled-adder"
                on:toggle=move |ev| adding.set(crate::ui::widgets::details_open(&ev))
            >
                <summary>{move || t(Key::FabledAdd)}</summary>
                <Show when=move || adding.get()>
                    <div class="row">
                        <CharacterSelect
                            label=Signal::derive(move || t(Key::FabledAdd).to_string())
                            options=options
                            current=chosen
                            with_empty=true
                            testid="fabled-select"
                            on_change=Callback::new(move |c: String| chosen.set(c))
                        />
                        <button class="button" data-testid="fabled-add" disabled=move || chosen.with(|c| c.is_empty()) on:click=add>
                            {move || t(Key::FabledAdd)}
                        </button>
                    </div>
                </Show>
            </details>
        </section>
    }
}
