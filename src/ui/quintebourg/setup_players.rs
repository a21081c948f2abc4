use leptos::prelude::*;

use crate::i18n::Key;
use crate::ui::quintebourg::setup_carry_on::SetupCarryOn;
use crate::ui::quintebourg::setup_draft::{DraftPlayer, MAX_PLAYERS, MIN_PLAYERS};
use crate::ui::quintebourg::store::QbStore;

/// Setup, players and seats (`TABLE.md` §1.1, §9 screen 2): the players in clockwise seat
/// order (add, rename, move, remove; 5 to 20) and the seat circle.
#[component]
pub fn SetupPlayers() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let count = Memo::new(move |_| store.ui.with(|ui| ui.draft.players.len()));
    let new_name = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<&'static str>);
    let add = move || {
        let name = new_name.get_untracked().trim().to_string();
        if name.is_empty() {
            return;
        }
        let taken = store
            .ui
            .with_untracked(|ui| ui.draft.players.iter().any(|p| p.name.trim() == name));
        if taken {
            problem.set(Some(t(Key::QbNameTaken)));
            return;
        }
        if count.get_untracked() >= MAX_PLAYERS {
            problem.set(Some(t(Key::QbTooMany)));
            return;
        }
        problem.set(None);
        store.update_ui(|ui| {
            ui.draft.players.push(DraftPlayer {
                name,
                ..DraftPlayer::default()
            });
            ui.draft.tidy();
        });
        new_name.set(String::new());
    };
    let names = Memo::new(move |_| {
        store.ui.with(|ui| {
            ui.draft
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        })
    });

    view! {
        <section class="card">
            <h2>{move || t(Key::QbStepPlayers)}</h2>
            <p class="muted">{move || t(Key::QbPlayersHelp)}</p>
            <p data-testid="qb-player-count">
                {move || Key::PlayersCount.fill(store.lang(), &[&count.get().to_string()])}
                " (" {MIN_PLAYERS.to_string()} "–" {MAX_PLAYERS.to_string()} ")"
            </p>
            <ol class="qb-players" data-testid="qb-players">
                {move || {
                    let n = count.get();
                    (0..n).map(|i| view! { <PlayerRow index=i count=n /> }).collect_view()
                }}
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
                    maxlength="24"
                    data-testid="qb-new-player"
                    aria-label=move || t(Key::QbNewPlayer)
                    placeholder=move || t(Key::QbNewPlayer)
                    prop:value=move || new_name.get()
                    on:input=move |ev| new_name.set(event_target_value(&ev))
                />
                <button class="button button--primary" type="submit" data-testid="qb-add-player">
                    {move || t(Key::AddPlayer)}
                </button>
            </form>
            {move || problem.get().map(|p| view! { <p class="notice notice--refused" role="alert">{p}</p> })}
        </section>
        <section class="card">
            <h2>{move || t(Key::QbSeatCircle)}</h2>
            <SeatCircle names=Signal::derive(move || names.get()) />
        </section>
        <SetupCarryOn />
    }
}

/// One player of the list: the seat number, the name (editable), move up, move down, remove.
#[component]
fn PlayerRow(index: usize, count: usize) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let name = move || {
        store.ui.with(|ui| {
            ui.draft
                .players
                .get(index)
                .map(|p| p.name.clone())
                .unwrap_or_default()
        })
    };
    let rename = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev).trim().to_string();
        if value.is_empty() {
            return;
        }
        store.update_ui(|ui| {
            if let Some(p) = ui.draft.players.get_mut(index) {
                p.name = value;
            }
        });
    };
    let swap = move |other: usize| {
        store.update_ui(|ui| {
            if other < ui.draft.players.len() {
                ui.draft.players.swap(index, other);
                // Holders follow their player.
                for (_, holder) in ui.draft.offices.iter_mut() {
                    if *holder == Some(index as u8) {
                        *holder = Some(other as u8);
                    } else if *holder == Some(other as u8) {
                        *holder = Some(index as u8);
                    }
                }
            }
        });
    };
    let remove = move |_| {
        store.update_ui(|ui| {
            if index < ui.draft.players.len() {
                ui.draft.players.remove(index);
                for (_, holder) in ui.draft.offices.iter_mut() {
                    *holder = match *holder {
                        Some(h) if h as usize == index => None,
                        Some(h) if h as usize > index => Some(h - 1),
                        other => other,
                    };
                }
                ui.draft.tidy();
            }
        });
    };
    view! {
        <li class="qb-player" data-testid="qb-player">
            <span class="qb-player__seat">{(index + 1).to_string()}</span>
            <input
                class="input qb-player__name"
                type="text"
                maxlength="24"
                data-testid="qb-player-name"
                aria-label=move || Key::QbSeatN.fill(store.lang(), &[&(index + 1).to_string()])
                prop:value=name
                on:change=rename
            />
            <button
                class="icon-button"
                data-testid="qb-player-up"
                aria-label=move || Key::MoveUp.fill(store.lang(), &[&name()])
                disabled={index == 0}
                on:click=move |_| swap(index.wrapping_sub(1))
            >
                "↑"
            </button>
            <button
                class="icon-button"
                data-testid="qb-player-down"
                aria-label=move || Key::MoveDown.fill(store.lang(), &[&name()])
                disabled={index + 1 >= count}
                on:click=move |_| swap(index + 1)
            >
                "↓"
            </button>
            <button
                class="icon-button"
                data-testid="qb-player-remove"
                aria-label=move || Key::RemovePlayer.fill(store.lang(), &[&name()])
                on:click=remove
            >
                "✕"
            </button>
        </li>
    }
}

/// The seats round the table, clockwise from the top (an SVG that scales to the width).
#[component]
pub fn SeatCircle(#[prop(into)] names: Signal<Vec<String>>) -> impl IntoView {
    view! {
        <svg class="qb-circle" viewBox="0 0 300 300" role="img" data-testid="qb-seat-circle">
            <circle cx="150" cy="150" r="105" class="qb-circle__ring" />
            {move || {
                let names = names.get();
                let n = names.len().max(1) as f64;
                names
                    .into_iter()
                    .enumerate()
                    .map(|(i, name)| {
                        let a = std::f64::consts::TAU * i as f64 / n - std::f64::consts::FRAC_PI_2;
                        let (x, y) = (150.0 + 105.0 * a.cos(), 150.0 + 105.0 * a.sin());
                        let short: String = name.chars().take(8).collect();
                        view! {
                            <g>
                                <circle cx=format!("{x:.1}") cy=format!("{y:.1}") r="16" class="qb-circle__seat" />
                                <text x=format!("{x:.1}") y=format!("{:.1}", y + 5.0) class="qb-circle__num">
                                    {(i + 1).to_string()}
                                </text>
                                <text
                                    x=format!("{:.1}", 150.0 + 140.0 * a.cos())
                                    y=format!("{:.1}", 150.0 + 140.0 * a.sin() + 4.0)
                                    class="qb-circle__name"
                                >
                                    {short}
                                </text>
                            </g>
                        }
                    })
                    .collect_view()
            }}
        </svg>
    }
}
