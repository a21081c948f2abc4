use leptos::prelude::*;

use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::persist::Screen;

use super::game_bar::GameBar;
use super::seat_sheet::SeatSheet;
use super::seat_token::SeatToken;
use super::store::Store;

/// The board's height as a multiple of its width (CSS `aspect-ratio: 2 / 3`).
pub const ASPECT: f64 = 1.5;

/// Where the seats go: `n` points around an oval, clockwise from the top, spaced evenly along
/// the curve (not by angle, which would crowd the narrow ends of a tall oval). Each point is
/// `(x, y)` as fractions of the board's width and height.
pub fn seat_positions(n: usize) -> Vec<(f64, f64)> {
    if n == 0 {
        return Vec::new();
    }
    // In units of the board's width: half-axes leave room for a token at the edge.
    let (a, b) = (0.5 - 0.075, ASPECT / 2.0 - 0.08);
    let point = |t: f64| (a * t.cos(), b * t.sin());
    const STEPS: usize = 720;
    let mut lengths = Vec::with_capacity(STEPS + 1);
    let mut total = 0.0;
    let start = -std::f64::consts::FRAC_PI_2;
    let step = std::f64::consts::TAU / STEPS as f64;
    let mut prev = point(start);
    lengths.push(0.0);
    for i in 1..=STEPS {
        let p = point(start + step * i as f64);
        total += ((p.0 - prev.0).powi(2) + (p.1 - prev.1).powi(2)).sqrt();
        lengths.push(total);
        prev = p;
    }
    let mut out = Vec::with_capacity(n);
    let mut j = 0;
    for k in 0..n {
        let target = total * k as f64 / n as f64;
        while j < STEPS && lengths[j + 1] < target {
            j += 1;
        }
        let span = lengths[j + 1] - lengths[j];
        let frac = if span > 0.0 {
            (target - lengths[j]) / span
        } else {
            0.0
        };
        let (x, y) = point(start + step * (j as f64 + frac));
        out.push((0.5 + x, (ASPECT / 2.0 + y) / ASPECT));
    }
    out
}

/// The token size in CSS pixels for `n` seats: large for small games, and still a 44 px
/// target or more with 20 seats on a 360 px screen.
pub fn token_size(n: usize) -> u32 {
    match n {
        0..=8 => 64,
        9..=12 => 58,
        13..=16 => 52,
        _ => 48,
    }
}

/// The grimoire: the players as tokens around an oval in seat order. Tapping a token opens
/// its sheet.
#[component]
pub fn GrimoireBoard() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let selected = RwSignal::new(None::<PlayerId>);
    let ids = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().seats.iter().map(|s| s.id).collect::<Vec<_>>())
    });
    let positions = Memo::new(move |_| seat_positions(ids.with(|ids| ids.len())));
    let size = move || token_size(ids.with(|ids| ids.len()));
    let alive = move || store.game.with(|g| g.state().alive_count());
    let in_setup = move || store.game.with(|g| g.phase() == Phase::Setup);
    let close = Callback::new(move |_| selected.set(None));

    view! {
        <GameBar title=Signal::derive(move || t(Key::BoardTitle).to_string()) />
        <main class="screen board-screen">
            <div class="board" data-testid="board" style=move || format!("--token: {}px", size())>
                <div class="board__centre">
                    <p data-testid="alive">{move || Key::Alive.fill(store.lang(), &[&alive().to_string()])}</p>
                    <p class="muted">
                        {move || Key::VotesNeeded.fill(store.lang(), &[&alive().div_ceil(2).to_string()])}
                    </p>
                </div>
                <For
                    each=move || ids.get()
                    key=|id| *id
                    children=move |id| {
                        let position = Signal::derive(move || {
                            ids.with(|ids| ids.iter().position(|x| *x == id))
                                .and_then(|i| positions.with(|p| p.get(i).copied()))
                                .unwrap_or((0.5, 0.5))
                        });
                        view! { <SeatToken id=id position=position selected=selected /> }
                    }
                />
            </div>
            <nav class="board-actions">
                <button class="button" data-testid="open-bag" on:click=move |_| store.go(Screen::Bag)>
                    {move || t(Key::Bag)}
                </button>
                <Show when=in_setup>
                    <button class="button" data-testid="open-setup" on:click=move |_| store.go(Screen::SetupReview)>
                        {move || t(Key::Setup)}
                    </button>
                </Show>
            </nav>
        </main>
        {move || selected.get().map(|id| view! { <SeatSheet id=id on_close=close /> })}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 20 seats on a 360 px wide board: neighbouring tokens (48 px) do not overlap and every
    /// token stays inside the board.
    #[test]
    fn twenty_seats_fit_a_small_phone() {
        let width = 360.0;
        let height = width * ASPECT;
        let size = token_size(20) as f64;
        let points = seat_positions(20);
        for (i, (x, y)) in points.iter().enumerate() {
            let (px, py) = (x * width, y * height);
            assert!(
                px - size / 2.0 >= 0.0 && px + size / 2.0 <= width,
                "seat {i} x {px}"
            );
            assert!(
                py - size / 2.0 >= 0.0 && py + size / 2.0 <= height,
                "seat {i} y {py}"
            );
            let (nx, ny) = points[(i + 1) % 20];
            let d = ((nx * width - px).powi(2) + (ny * height - py).powi(2)).sqrt();
            assert!(d >= size + 8.0, "seats {i} and next are {d} px apart");
        }
        assert!(
            points[0].1 < 0.2 && (points[0].0 - 0.5).abs() < 1e-6,
            "first seat at the top"
        );
    }
}
