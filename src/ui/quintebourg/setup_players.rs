use leptos::prelude::*;
use web_sys::js_sys::Math;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::setup_carry_on::SetupCarryOn;
use crate::ui::quintebourg::setup_draft::{DraftPlayer, MAX_PLAYERS, MIN_PLAYERS};
use crate::ui::quintebourg::setup_first;
use crate::ui::quintebourg::store::QbStore;

/// Setup, players and seats (`TABLE.md` §1.1, §9 screen 2): the players in clockwise seat
/// order (add, rename, move, remove; 5 to 20), the seat circle, and the game carried on.
#[component]
pub fn SetupPlayers() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let names = store.draft_names();
    // What was being typed on the page's first screen, when this screen took its place.
    let new_name = RwSignal::new(setup_first::take_typed());
    let edit = move |edit: Edit| {
        store.update_ui(|ui| {
            let players = &mut ui.draft.players;
            match edit {
                Edit::Add(name) => players.push(DraftPlayer {
                    name,
                    ..DraftPlayer::default()
                }),
                Edit::Rename(index, name) => {
                    if let Some(p) = players.get_mut(index) {
                        p.name = name;
                    }
                }
                Edit::Swap(index, other) => {
                    if index < players.len() && other < players.len() {
                        players.swap(index, other);
                        // Holders follow their player.
                        for (_, holder) in ui.draft.offices.iter_mut() {
                            if *holder == Some(index as u8) {
                                *holder = Some(other as u8);
                            } else if *holder == Some(other as u8) {
                                *holder = Some(index as u8);
                            }
                        }
                    }
                }
                Edit::Remove(index) => {
                    if index < players.len() {
                        players.remove(index);
                        for (_, holder) in ui.draft.offices.iter_mut() {
                            *holder = match *holder {
                                Some(h) if h as usize == index => None,
                                Some(h) if h as usize > index => Some(h - 1),
                                other => other,
                            };
                        }
                    }
                }
            }
            ui.draft.tidy();
        });
    };
    view! {
        <PlayersAndSeats lang=store.lang names=names new_name=new_name edit=edit />
        <SetupCarryOn />
    }
}

/// A change to the list of players, by seat (0 the first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A new name (trimmed, checked), added last.
    Add(String),
    /// A seat's new name (trimmed, not empty).
    Rename(usize, String),
    /// Two seats' players swapped (nothing when either seat is not there).
    Swap(usize, usize),
    /// A seat's player taken out (nothing when the seat is not there).
    Remove(usize),
}

/// The players in clockwise seat order (add, rename, move, remove; 5 to 20) and the seat
/// circle, over a list of names: the setup's players step keeps them in the game's draft, the
/// page's first screen (`ui::quintebourg::setup_first`) until the app's code has come. A name is
/// refused here when it is empty, already taken, or one too many.
#[component]
pub fn PlayersAndSeats(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] names: Signal<Vec<String>>,
    /// What is typed in the new player's field.
    new_name: RwSignal<String>,
    /// A change to the list ([`Edit`]).
    #[prop(into)]
    edit: Callback<Edit>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    let count = move || names.with(Vec::len);
    let problem = RwSignal::new(None::<&'static str>);
    let add_typed = move || {
        let name = new_name.get_untracked().trim().to_string();
        if name.is_empty() {
            return;
        }
        let taken = names.with_untracked(|n| n.iter().any(|p| p.trim() == name));
        if taken {
            problem.set(Some(t(Key::QbNameTaken)));
            return;
        }
        if names.with_untracked(Vec::len) >= MAX_PLAYERS {
            problem.set(Some(t(Key::QbTooMany)));
            return;
        }
        problem.set(None);
        new_name.set(String::new());
        edit.run(Edit::Add(name));
    };

    view! {
        <section class="card">
            <h2>{move || t(Key::QbStepPlayers)}</h2>
            <p class="muted">{move || t(Key::QbPlayersHelp)}</p>
            <p data-testid="qb-player-count">
                {move || Key::PlayersCount.fill(lang.get(), &[&count().to_string()])}
                " (" {MIN_PLAYERS.to_string()} "–" {MAX_PLAYERS.to_string()} ")"
            </p>
            <ol class="qb-players" data-testid="qb-players">
                {move || {
                    let n = count();
                    (0..n)
                        .map(|i| view! { <PlayerRow lang=lang names=names index=i count=n edit=edit /> })
                        .collect_view()
                }}
            </ol>
            <form
                class="row add-player"
                on:submit=move |ev| {
                    ev.prevent_default();
                    add_typed();
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
            <SeatCircle names=names />
        </section>
    }
}

/// One player of the list: the seat number, the name (editable), move up, move down, remove.
#[component]
fn PlayerRow(
    lang: Signal<Lang>,
    names: Signal<Vec<String>>,
    index: usize,
    count: usize,
    edit: Callback<Edit>,
) -> impl IntoView {
    let name = move || names.with(|n| n.get(index).cloned().unwrap_or_default());
    let renamed = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev).trim().to_string();
        if !value.is_empty() {
            edit.run(Edit::Rename(index, value));
        }
    };
    view! {
        <li class="qb-player" data-testid="qb-player">
            <span class="qb-player__seat">{(index + 1).to_string()}</span>
            <input
                class="input qb-player__name"
                type="text"
                maxlength="24"
                data-testid="qb-player-name"
                aria-label=move || Key::QbSeatN.fill(lang.get(), &[&(index + 1).to_string()])
                prop:value=name
                on:change=renamed
            />
            <button
                class="icon-button"
                data-testid="qb-player-up"
                aria-label=move || Key::MoveUp.fill(lang.get(), &[&name()])
                disabled={index == 0}
                on:click=move |_| edit.run(Edit::Swap(index, index.wrapping_sub(1)))
            >
                "↑"
            </button>
            <button
                class="icon-button"
                data-testid="qb-player-down"
                aria-label=move || Key::MoveDown.fill(lang.get(), &[&name()])
                disabled={index + 1 >= count}
                on:click=move |_| edit.run(Edit::Swap(index, index + 1))
            >
                "↓"
            </button>
            <button
                class="icon-button"
                data-testid="qb-player-remove"
                aria-label=move || Key::RemovePlayer.fill(lang.get(), &[&name()])
                on:click=move |_| edit.run(Edit::Remove(index))
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
                        // The browser's sine and cosine: the page's first screen draws this
                        // circle, and Rust's own would add their tables to its WebAssembly.
                        let (cos, sin) = (Math::cos(a), Math::sin(a));
                        let (x, y) = (150.0 + 105.0 * cos, 150.0 + 105.0 * sin);
                        let short: String = name.chars().take(8).collect();
                        view! {
                            <g>
                                <circle cx=tenths(x) cy=tenths(y) r="16" class="qb-circle__seat" />
                                <text x=tenths(x) y=tenths(y + 5.0) class="qb-circle__num">
                                    {(i + 1).to_string()}
                                </text>
                                <text
                                    x=tenths(150.0 + 140.0 * cos)
                                    y=tenths(150.0 + 140.0 * sin + 4.0)
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

/// A coordinate to a tenth ("137.5", "-2.0"), written with integers only: formatting a float
/// would bring Rust's float printing into the page's first WebAssembly for one circle.
fn tenths(v: f64) -> String {
    let t = (v * 10.0 + 0.5).floor() as i64;
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", (t / 10).abs(), (t % 10).abs())
}

#[cfg(test)]
mod tests {
    use super::tenths;

    #[test]
    fn a_coordinate_is_written_to_a_tenth_as_the_float_printer_would() {
        for v in [
            0.0, 150.0, 255.0, 45.04, 45.06, 137.55, 9.95, 290.0, -0.3, -2.0, -12.34,
        ] {
            assert_eq!(
                tenths(v),
                format!("{:.1}", (v * 10.0 + 0.5).floor() / 10.0),
                "{v}"
            );
        }
        assert_eq!(tenths(150.0 + 105.0), "255.0");
        assert_eq!(tenths(44.96), "45.0");
        assert_eq!(tenths(-0.3), "-0.3");
    }
}
