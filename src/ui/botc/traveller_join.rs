//! A player joins mid-game as a Traveller (002, "Voyageurs": a Traveller may join a game in
//! progress; the Storyteller chooses their alignment), from the board itself: their name,
//! the seat they take, their Traveller and their alignment, each field labelled.

use leptos::prelude::*;

use crate::engine::character::{Alignment, Team};
use crate::engine::command::{Assignment, Command};
use crate::engine::seat::PlayerId;
use crate::i18n::Key;

use crate::ui::botc::characters::CharacterSelect;
use crate::ui::store::Store;

/// "A Traveller joins": the form under the board, by day and by night.
#[component]
pub fn TravellerJoin() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let name = RwSignal::new(String::new());
    // The player the newcomer sits after ("" until one is chosen: the last seat).
    let after = RwSignal::new(String::new());
    let character = RwSignal::new(String::new());
    let alignment = RwSignal::new(Alignment::Good);
    let details = NodeRef::<leptos::html::Details>::new();
    let open = RwSignal::new(false);
    let travellers = Memo::new(move |_| {
        store
            .script_characters
            .get()
            .into_iter()
            .filter(|d| d.team == Team::Traveller)
            .collect::<Vec<_>>()
    });
    let ready = move || name.with(|n| !n.trim().is_empty()) && character.with(|c| !c.is_empty());
    let seat = move |_| {
        let (new_name, traveller) = (name.get_untracked(), character.get_untracked());
        let new_id = store.game.with_untracked(|g| PlayerId(g.state().next_id));
        let at = store.game.with_untracked(|g| {
            let st = g.state();
            after
                .get_untracked()
                .parse::<u32>()
                .ok()
                .and_then(|p| st.index_of(PlayerId(p)))
                .map(|i| i + 1)
        });
        if store.send(Command::AddPlayer { name: new_name }).is_none() {
            return;
        }
        if let Some(seat) = at {
            store.send(Command::MovePlayer {
                player: new_id,
                seat,
            });
        }
        store.send(Command::AssignCharacters {
            assignments: vec![Assignment {
                player: new_id,
                character: traveller,
                shown: None,
                alignment: Some(alignment.get_untracked()),
            }],
        });
        name.set(String::new());
        character.set(String::new());
        after.set(String::new());
        if let Some(el) = details.get_untracked() {
            let _ = el.remove_attribute("open");
        }
    };
    view! {
        // The form is built only while it is open: the board reopened mid-game builds without it.
        <details
            class="traveller-join"
            data-testid="traveller-join"
            node_ref=details
            on:toggle=move |ev| open.set(crate::ui::widgets::details_open(&ev))
        >
            <summary>{move || t(Key::TravellerJoins)}</summary>
            <Show when=move || open.get()>
                <label class="field">
                    <span>{move || t(Key::TravellerName)}</span>
                    <input
                        class="input"
                        data-testid="traveller-name"
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                </label>
                <label class="field">
                    <span>{move || t(Key::TravellerSeatAfter)}</span>
                    <select
                        class="select"
                        data-testid="traveller-after"
                        prop:value=move || after.get()
                        on:change=move |ev| after.set(event_target_value(&ev))
                    >
                        <option value="">{move || t(Key::TravellerLastSeat)}</option>
                        {move || store.players.get().into_iter().map(|(id, n)| view! {
                            <option value=id.0.to_string()>{n}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>{move || t(Key::TravellerCharacter)}</span>
                    <CharacterSelect
                        label=Signal::derive(move || t(Key::TravellerCharacter).to_string())
                        options=travellers
                        current=character
                        with_empty=true
                        testid="traveller-character"
                        on_change=Callback::new(move |c: String| character.set(c))
                    />
                </label>
                <div class="field" role="group" aria-labelledby="traveller-alignment-label">
                    <span id="traveller-alignment-label">{move || t(Key::TravellerAlignment)}</span>
                    <div class="segmented">
                        {[(Alignment::Good, Key::Good, "traveller-good"), (Alignment::Evil, Key::Evil, "traveller-evil")]
                            .into_iter()
                            .map(|(a, key, testid)| view! {
                                <button
                                    class="button segmented__item"
                                    data-testid=testid
                                    aria-pressed=move || (alignment.get() == a).to_string()
                                    on:click=move |_| alignment.set(a)
                                >
                                    {move || t(key)}
                                </button>
                            })
                            .collect_view()}
                    </div>
                </div>
                <button
                    class="button button--primary"
                    data-testid="traveller-add"
                    disabled=move || !ready()
                    on:click=seat
                >
                    {move || t(Key::TravellerAdd)}
                </button>
            </Show>
        </details>
    }
}
