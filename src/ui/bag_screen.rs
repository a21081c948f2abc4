use leptos::prelude::*;

use crate::engine::character::{self, Alignment, Team};
use crate::engine::command::Command;
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::persist::Screen;

use super::characters::team_name;
use super::game_bar::GameBar;
use super::store::Store;
use super::token_art::TokenArt;

/// The bag, passed round the table: each player taps their own name and sees only their own
/// character (the Drunk sees the Townsfolk they believe they are) on an opaque full screen,
/// then hides it. Only the names are on this screen; the one character shown is rendered only
/// while it is shown, so no other player's character is ever in the page.
#[component]
pub fn BagScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let showing = RwSignal::new(None::<PlayerId>);
    let players = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .map(|s| (s.id, s.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    let done = move |id: PlayerId| store.ui.with(|ui| ui.bag_done.contains(&id));
    let hide = move |_| {
        if let Some(id) = showing.get_untracked() {
            store.update_ui(|ui| {
                if !ui.bag_done.contains(&id) {
                    ui.bag_done.push(id);
                }
            });
        }
        showing.set(None);
    };
    let in_setup = move || store.game.with(|g| g.phase() == Phase::Setup);
    let finish = move |_| {
        if !in_setup() || store.send(Command::StartGame).is_some() {
            store.go(Screen::Board);
        }
    };

    view! {
        <GameBar title=Signal::derive(move || t(Key::BagTitle).to_string()) />
        <main class="screen bag" data-testid="bag">
            <p class="muted">{move || t(Key::BagHelp)}</p>
            <ul class="bag__names">
                <For
                    each=move || players.get()
                    key=|p| p.clone()
                    children=move |(id, name)| {
                        let label = name.clone();
                        view! {
                            <li>
                                <button
                                    class=move || if done(id) { "button bag__name bag__name--done" } else { "button bag__name" }
                                    data-testid="bag-name"
                                    on:click=move |_| showing.set(Some(id))
                                >
                                    <span>{label}</span>
                                    <Show when=move || done(id)>
                                        <span class="bag__tick" aria-label=move || t(Key::Looked)>"✓"</span>
                                    </Show>
                                </button>
                            </li>
                        }
                    }
                />
            </ul>
            <button class="button button--primary" data-testid="bag-finish" on:click=finish>
                {move || if in_setup() { t(Key::StartGame) } else { t(Key::BagToBoard) }}
            </button>
        </main>
        {move || showing.get().map(|id| view! { <BagCard id=id on_hide=Callback::new(hide) /> })}
    }
}

/// What one player sees: the character they believe they are, full screen.
#[component]
fn BagCard(id: PlayerId, on_hide: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    // Read once: the card shows a moment of the game, and nothing else of it.
    let (name, believed, alignment) = store.game.with_untracked(|g| {
        let seat = g.state().seat(id);
        (
            seat.map(|s| s.name.clone()).unwrap_or_default(),
            seat.and_then(|s| s.believed_character())
                .and_then(character::by_id),
            seat.and_then(|s| s.alignment),
        )
    });
    let lang = move || store.lang();
    view! {
        <div class="bag-card" role="dialog" aria-modal="true" aria-label=name.clone() data-testid="bag-card">
            <p class="bag-card__name">{name.clone()}</p>
            <p class="bag-card__you">{move || t(Key::BagYouAre)}</p>
            <TokenArt character=Signal::derive(move || believed) class="token-art--huge" />
            <h2 class="bag-card__character">{move || believed.map(|d| d.name.get(lang())).unwrap_or_default()}</h2>
            <p class="bag-card__team">
                {move || believed.map(|d| team_name(d.team, lang())).unwrap_or_default()}
                {move || {
                    (believed.map(|d| d.team) == Some(Team::Traveller))
                        .then(|| match alignment {
                            Some(Alignment::Evil) => format!(" · {}", t(Key::Evil)),
                            _ => format!(" · {}", t(Key::Good)),
                        })
                }}
            </p>
            <p class="bag-card__ability">{move || believed.map(|d| d.ability.get(lang())).unwrap_or_default()}</p>
            <button class="button button--primary" data-testid="bag-hide" on:click=move |_| on_hide.run(())>
                {move || t(Key::BagHide)}
            </button>
        </div>
    }
}
