use leptos::prelude::*;

use crate::engine::character::{Edition, Team};
use crate::engine::command::Command;
use crate::engine::script::Script;
use crate::engine::seat::PlayerId;
use crate::engine::setup;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::botc::characters::team_name;
use crate::ui::botc::script_import::ScriptImport;
use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// Setup, first screen: the script and the players in seating order (add, rename, reorder,
/// remove), with the count table for the number of players.
#[component]
pub fn SetupPlayers() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let ids = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().seats.iter().map(|s| s.id).collect::<Vec<_>>())
    });
    let count = move || ids.with(|ids| ids.len());
    let new_name = RwSignal::new(String::new());
    let add = move || {
        let name = new_name.get_untracked();
        if store.send(Command::AddPlayer { name }).is_some() {
            new_name.set(String::new());
        }
    };
    let script = move || store.game.with(|g| g.state().script.clone());

    view! {
        <GameBar title=Signal::derive(move || t(Key::SetupPlayersTitle).to_string()) />
        <main class="screen setup">
            <section class="card">
                <h2>{move || t(Key::Script)}</h2>
                <div class="segmented" role="group" aria-label=move || t(Key::Script)>
                    {Edition::ALL
                        .into_iter()
                        .map(|edition| {
                            let chosen = move || script() == Script::Edition { edition };
                            view! {
                                <button
                                    class="button segmented__item"
                                    data-testid=format!("script-{}", edition.id())
                                    aria-pressed=move || chosen().to_string()
                                    on:click=move |_| {
                                        if !chosen() {
                                            store.send(Command::ChooseScript { script: Script::Edition { edition } });
                                        }
                                    }
                                >
                                    {move || edition.name().get(store.lang())}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <ScriptImport />
            </section>
            <section class="card">
                <p class="muted">{move || t(Key::SetupPlayersHelp)}</p>
                <ol class="player-list" data-testid="player-list">
                    <For
                        each=move || ids.get().into_iter().enumerate()
                        key=|(i, id)| (*i, *id)
                        children=move |(i, id)| view! { <PlayerRow id=id index=i count=Signal::derive(count) /> }
                    />
                </ol>
                <form
                    class="row add-player"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        add();
                    }
                >
                    <input
                        class="input"
                        type="text"
                        data-testid="new-player-name"
                        aria-label=move || t(Key::NewPlayerName)
                        placeholder=move || t(Key::NewPlayerName)
                        autocomplete="off"
                        prop:value=move || new_name.get()
                        on:input=move |ev| new_name.set(event_target_value(&ev))
                    />
                    <button class="button" type="submit" data-testid="add-player" disabled=move || { count() >= 20 }>
                        {move || t(Key::AddPlayer)}
                    </button>
                </form>
            </section>
            <CountTable count=Signal::derive(count) />
            // 002: "7 joueurs ou plus pour tous les autres modules".
            <Show when=move || {
                let n = count();
                (5..setup::MIN_PLAYERS_OTHER_SCRIPTS).contains(&n)
                    && script() != Script::Edition { edition: Edition::TroubleBrewing }
            }>
                <p class="card muted" data-testid="need-seven-players">{move || t(Key::NeedSevenPlayers)}</p>
            </Show>
            <button
                class="button button--primary"
                data-testid="next-characters"
                disabled=move || !(5..=20).contains(&count())
                on:click=move |_| store.go(Screen::SetupCharacters)
            >
                {move || t(Key::NextCharacters)}
            </button>
        </main>
    }
}

/// One player: the seat number, the name (renamed on change), up, down and remove.
#[component]
fn PlayerRow(id: PlayerId, index: usize, count: Signal<usize>) -> impl IntoView {
    let store = expect_context::<Store>();
    let name = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .seat(id)
                .map(|s| s.name.clone())
                .unwrap_or_default()
        })
    });
    let lang = move || store.lang();
    let rename = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        if value != name.get_untracked()
            && store
                .send(Command::RenamePlayer {
                    player: id,
                    name: value,
                })
                .is_none()
        {
            // Refused (empty or taken): show the saved name again.
            if let Some(input) = ev
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            {
                input.set_value(&name.get_untracked());
            }
        }
    };
    view! {
        <li class="player-row" data-testid="player-row">
            <span class="player-row__seat" aria-hidden="true">{index + 1}</span>
            <input
                class="input"
                type="text"
                aria-label=move || Key::SeatNumber.fill(lang(), &[&(index + 1).to_string()])
                prop:value=move || name.get()
                on:change=rename
            />
            <button
                class="icon-button"
                aria-label=move || Key::MoveUp.fill(lang(), &[&name.get()])
                disabled={ index == 0 }
                on:click=move |_| {
                    store.send(Command::MovePlayer { player: id, seat: index - 1 });
                }
            >
                "↑"
            </button>
            <button
                class="icon-button"
                aria-label=move || Key::MoveDown.fill(lang(), &[&name.get()])
                disabled=move || { index + 1 >= count.get() }
                on:click=move |_| {
                    store.send(Command::MovePlayer { player: id, seat: index + 1 });
                }
            >
                "↓"
            </button>
            <button
                class="icon-button icon-button--danger"
                data-testid="remove-player"
                aria-label=move || Key::RemovePlayer.fill(lang(), &[&name.get()])
                on:click=move |_| {
                    store.send(Command::RemovePlayer { player: id });
                }
            >
                "✕"
            </button>
        </li>
    }
}

/// 002: the count table's row for this number of players.
#[component]
pub fn CountTable(count: Signal<usize>) -> impl IntoView {
    let store = expect_context::<Store>();
    move || {
        let lang = store.lang();
        let n = count.get();
        match setup::count_table(n) {
            None => view! { <p class="card muted" data-testid="count-table">{Key::NeedPlayers.get(lang)}</p> }.into_any(),
            Some(c) => {
                let mut rows = vec![
                    (Team::Townsfolk, c.townsfolk),
                    (Team::Outsider, c.outsiders),
                    (Team::Minion, c.minions),
                    (Team::Demon, c.demons),
                ];
                if c.travellers > 0 {
                    rows.push((Team::Traveller, c.travellers));
                }
                view! {
                    <section class="card" data-testid="count-table">
                        <h2>{Key::CountTable.fill(lang, &[&n.to_string()])}</h2>
                        <dl class="counts">
                            {rows
                                .into_iter()
                                .map(|(team, k)| {
                                    view! {
                                        <div class=format!("counts__item team--{}", crate::ui::botc::characters::team_class(Some(team)))>
                                            <dt>{team_name(team, lang)}</dt>
                                            <dd>{k}</dd>
                                        </div>
                                    }
                                })
                                .collect_view()}
                        </dl>
                    </section>
                }
                    .into_any()
            }
        }
    }
}
