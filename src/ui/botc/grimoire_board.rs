use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::botc::phase_panel::PhasePanel;
use crate::ui::botc::seat_sheet::SeatSheet;
use crate::ui::botc::seat_token::{SeatToken, TokenViews};
use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// The board's height as a multiple of its width (CSS `aspect-ratio: 2 / 3`).
pub const ASPECT: f64 = 1.5;
/// Room kept between a token and the board's side edges, in CSS pixels.
pub const SIDE_GAP: f64 = 6.0;
/// Room kept above and below, in CSS pixels (the name sits on the token's lower edge).
pub const END_GAP: f64 = 12.0;

/// The half-axes of the oval the tokens' centres follow, in CSS pixels, on a board `width`
/// wide with tokens of `token` pixels. The CSS of [`SeatToken`](crate::ui::botc::seat_token::SeatToken)
/// uses the same formula with `50%` for half the board.
pub fn half_axes(width: f64, token: f64) -> (f64, f64) {
    (
        width / 2.0 - token / 2.0 - SIDE_GAP,
        width * ASPECT / 2.0 - token / 2.0 - END_GAP,
    )
}

/// Where the seats go: `n` points around an oval, clockwise from the top, spaced evenly along
/// the curve (not by angle, which would crowd the narrow ends of a tall oval). Each point is
/// `(x, y)` in units of the oval's half-axes (from -1 to 1), worked out for a 360 px board.
pub fn seat_positions(n: usize) -> Vec<(f64, f64)> {
    if n == 0 {
        return Vec::new();
    }
    let (a, b) = half_axes(360.0, token_size(n) as f64);
    let point = |t: f64| (t.cos(), t.sin());
    let dist = |p: (f64, f64), q: (f64, f64)| {
        ((a * (p.0 - q.0)).powi(2) + (b * (p.1 - q.1)).powi(2)).sqrt()
    };
    const STEPS: usize = 720;
    let start = -std::f64::consts::FRAC_PI_2;
    let step = std::f64::consts::TAU / STEPS as f64;
    let mut lengths = Vec::with_capacity(STEPS + 1);
    let mut total = 0.0;
    let mut prev = point(start);
    lengths.push(0.0);
    for i in 1..=STEPS {
        let p = point(start + step * i as f64);
        total += dist(p, prev);
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
        out.push(point(start + step * (j as f64 + frac)));
    }
    out
}

/// The CSS `left` and `top` of a point of [`seat_positions`], pulled towards the centre by
/// `k` (1: on the oval).
pub fn place_style(p: (f64, f64), k: f64) -> String {
    format!(
        "left: calc(50% + {:.4} * (50% - var(--token) / 2 - {SIDE_GAP}px)); top: calc(50% + {:.4} * (50% - var(--token) / 2 - {END_GAP}px))",
        p.0 * k,
        p.1 * k
    )
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
    // Memos: most commands change neither, so what shows them is not woken.
    let alive = Memo::new(move |_| store.game.with(|g| g.state().alive_count()));
    let in_setup = Memo::new(move |_| store.game.with(|g| g.phase() == Phase::Setup));
    let views = TokenViews::new(store);
    let is_selected = Selector::new(move || selected.get());
    let close = Callback::new(move |_| selected.set(None));

    view! {
        <GameBar title=Signal::derive(move || t(Key::BoardTitle).to_string()) />
        <main class="screen board-screen">
            <div class="board" data-testid="board" style=move || format!("--token: {}px", size())>
                <div class="board__centre">
                    <p data-testid="alive">{move || Key::Alive.fill(store.lang(), &[&alive.get().to_string()])}</p>
                    <p class="muted">
                        {move || Key::VotesNeeded.fill(store.lang(), &[&alive.get().div_ceil(2).to_string()])}
                    </p>
                </div>
                <For
                    each=move || ids.get()
                    key=|id| *id
                    children=move |id| {
                        let position = Signal::derive(move || {
                            ids.with(|ids| ids.iter().position(|x| *x == id))
                                .and_then(|i| positions.with(|p| p.get(i).copied()))
                                .unwrap_or((0.0, 0.0))
                        });
                        let view = views.of(store, id);
                        view! {
                            <SeatToken
                                id=id
                                position=position
                                selected=selected
                                is_selected=is_selected.clone()
                                view=view
                            />
                        }
                    }
                />
            </div>
            <PhasePanel />
            <nav class="board-actions">
                <button class="button" data-testid="open-bag" on:click=move |_| store.go(Screen::Bag)>
                    {move || t(Key::Bag)}
                </button>
                <Show when=move || in_setup.get()>
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

    /// 5 to 20 seats on a 360 px wide board: neighbouring tokens do not overlap, every token
    /// stays inside the board, and tokens are at least 44 px.
    #[test]
    fn seats_fit_a_small_phone() {
        for n in 5..=20 {
            let width = 360.0;
            let size = token_size(n) as f64;
            assert!(size >= 44.0);
            let (a, b) = half_axes(width, size);
            let points: Vec<(f64, f64)> = seat_positions(n)
                .into_iter()
                .map(|(x, y)| (width / 2.0 + x * a, width * ASPECT / 2.0 + y * b))
                .collect();
            for (i, (px, py)) in points.iter().enumerate() {
                assert!(
                    px - size / 2.0 >= 0.0 && px + size / 2.0 <= width,
                    "{n}: seat {i} x {px}"
                );
                assert!(
                    py - size / 2.0 >= 0.0 && py + size / 2.0 <= width * ASPECT,
                    "{n}: seat {i} y {py}"
                );
                let (nx, ny) = points[(i + 1) % n];
                let d = ((nx - px).powi(2) + (ny - py).powi(2)).sqrt();
                assert!(d >= size + 8.0, "{n}: seats {i} and next are {d} px apart");
            }
            assert!(
                points[0].1 < 100.0 && (points[0].0 - 180.0).abs() < 1e-6,
                "first seat at the top"
            );
        }
    }
}
