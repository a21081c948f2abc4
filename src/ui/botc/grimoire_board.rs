use leptos::leptos_dom::helpers::TimeoutHandle;
use leptos::prelude::*;

use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::botc::phase_panel::PhasePanel;
use crate::ui::botc::seat_sheet::SeatSheet;
use crate::ui::botc::seat_token::{SeatToken, TokenViews};
use crate::ui::settled::settled;
use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;
use crate::ui::widgets::notice_bar::NoticeBar;

/// The board's height as a multiple of its width (CSS `aspect-ratio: 2 / 3`).
pub const ASPECT: f64 = 1.5;
/// Room kept between a token and the board's side edges, in CSS pixels.
pub const SIDE_GAP: f64 = 6.0;
/// Room kept above and below, in CSS pixels (the name sits on the token's lower edge).
pub const END_GAP: f64 = 12.0;

/// The half-axes of the oval the tokens' centres follow, in CSS pixels, on a board `width`
/// wide and `aspect` times as high, with tokens of `token` pixels. The CSS of
/// [`SeatToken`](crate::ui::botc::seat_token::SeatToken) uses the same formula with `50%` for
/// half the board.
pub fn half_axes_on(width: f64, aspect: f64, token: f64) -> (f64, f64) {
    (
        width / 2.0 - token / 2.0 - SIDE_GAP,
        width * aspect / 2.0 - token / 2.0 - END_GAP,
    )
}

/// The night board's height as a multiple of its width: shorter than by day, so that the
/// step's panel fits under it on a phone's screen (CSS `aspect-ratio: 5 / 6`).
pub const NIGHT_ASPECT: f64 = 1.2;

/// Where the seats go: `n` points around an oval, clockwise from the top, spaced evenly along
/// the curve (not by angle, which would crowd the narrow ends of a tall oval). Each point is
/// `(x, y)` in units of the oval's half-axes (from -1 to 1), worked out for a 360 px board.
pub fn seat_positions(n: usize) -> Vec<(f64, f64)> {
    seat_positions_on(n, ASPECT, token_size(n))
}

/// [`seat_positions`] on a board whose height is `aspect` times its width, with tokens of
/// `token` pixels.
pub fn seat_positions_on(n: usize, aspect: f64, token: u32) -> Vec<(f64, f64)> {
    if n == 0 {
        return Vec::new();
    }
    let (a, b) = half_axes_on(360.0, aspect, token as f64);
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

/// The token size at night, on the shorter board that leaves room for the step: still a
/// 44 px target with 20 seats.
pub fn night_token_size(n: usize) -> u32 {
    match n {
        0..=8 => 60,
        9..=12 => 54,
        13..=16 => 48,
        _ => 44,
    }
}

/// How long a finger rests on a token to open its sheet while a tap picks players.
const HOLD_MS: u64 = 450;
/// How far a finger may move and still be holding, in CSS pixels.
const HOLD_SLOP: f64 = 10.0;

/// The player whose seat an event happened in, from the seat's `data-player`.
fn seat_of(ev: &web_sys::Event) -> Option<PlayerId> {
    use wasm_bindgen::JsCast;
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let seat = target.closest("[data-testid=\"seat\"]").ok()??;
    seat.get_attribute("data-player")?
        .parse()
        .ok()
        .map(PlayerId)
}

/// The grimoire: the players as tokens around an oval in seat order. Tapping a token opens
/// its sheet; while a step asks for players, a tap picks and a hold opens the sheet.
///
/// At night the board is shorter and the step sits under it in a panel of its own height, so
/// that the board, the step's choice and its confirmation are on one screen.
#[component]
pub fn GrimoireBoard() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let selected = RwSignal::new(None::<PlayerId>);
    // Settled (crate::ui::settled): every token's place follows it, and few commands move a
    // seat.
    let ids = settled(move || {
        store
            .game
            .with(|g| g.state().seats.iter().map(|s| s.id).collect::<Vec<_>>())
    });
    let night = Memo::new(move |_| store.phase.get().is_night());
    let size = move || {
        let n = ids.with(|ids| ids.len());
        if night.get() {
            night_token_size(n)
        } else {
            token_size(n)
        }
    };
    let positions = Memo::new(move |_| {
        let n = ids.with(|ids| ids.len());
        if night.get() {
            seat_positions_on(n, NIGHT_ASPECT, night_token_size(n))
        } else {
            seat_positions(n)
        }
    });
    // A hold on a token opens its sheet, whatever a tap would do.
    let hold = StoredValue::new(None::<(TimeoutHandle, f64, f64)>);
    let held = StoredValue::new(false);
    let cancel_hold = move || {
        if let Some((handle, _, _)) = hold.get_value() {
            handle.clear();
            hold.set_value(None);
        }
    };
    let press = move |ev: web_sys::PointerEvent| {
        cancel_hold();
        held.set_value(false);
        if !ev.is_primary() || ev.button() > 0 {
            return;
        }
        let Some(id) = seat_of(&ev) else { return };
        let handle = set_timeout_with_handle(
            move || {
                hold.set_value(None);
                held.set_value(true);
                selected.set(Some(id));
            },
            std::time::Duration::from_millis(HOLD_MS),
        );
        if let Ok(handle) = handle {
            hold.set_value(Some((handle, ev.client_x() as f64, ev.client_y() as f64)));
        }
    };
    let moved = move |ev: web_sys::PointerEvent| {
        if let Some((_, x, y)) = hold.get_value() {
            let (dx, dy) = (ev.client_x() as f64 - x, ev.client_y() as f64 - y);
            if dx.hypot(dy) > HOLD_SLOP {
                cancel_hold();
            }
        }
    };
    // The click that ends a hold is not a tap.
    let click = move |ev: web_sys::MouseEvent| {
        if held.get_value() {
            held.set_value(false);
            ev.stop_propagation();
            ev.prevent_default();
        }
    };
    // The page is the screen's height while the night's board shows (the stylesheet reads
    // this mark on the root, which costs less to follow than a selector on the page's content).
    let mark = move |on: bool| {
        if let Some(root) = document().document_element() {
            let _ = if on {
                root.set_attribute("data-night-board", "")
            } else {
                root.remove_attribute("data-night-board")
            };
        }
    };
    Effect::new(move |_| mark(night.get()));
    on_cleanup(move || mark(false));
    let dock = NodeRef::<leptos::html::Div>::new();
    // A new step starts at the top of the panel. Not on the effect's first run: the panel is
    // new and at its top, and setting the scroll there would make the browser lay the page
    // out in the middle of building it (about 20 ms of a reopen at 4×).
    Effect::new(move |first: Option<()>| {
        let _ = store.night_step.get();
        if first.is_some() {
            if let Some(el) = dock.get_untracked() {
                el.set_scroll_top(0);
            }
        }
    });
    // Most commands change neither, so what shows them is not woken.
    let alive = settled(move || store.game.with(|g| g.state().alive_count()));
    let in_setup = Memo::new(move |_| store.phase.get() == Phase::Setup);
    let views = TokenViews::new(store);
    let is_selected = Selector::new(move || selected.get());
    let close = Callback::new(move |_| selected.set(None));

    view! {
        <GameBar title=Signal::derive(move || t(Key::BoardTitle).to_string()) />
        <main class=move || if night.get() { "screen board-screen board-screen--night" } else { "screen board-screen" }>
            <div class="board-frame">
            <crate::ui::widgets::game_bar::CoverButton />
            <div
                class="board"
                data-testid="board"
                style=move || format!("--token: {}px", size())
                on:pointerdown=press
                on:pointermove=moved
                on:pointerup=move |_| cancel_hold()
                on:pointercancel=move |_| cancel_hold()
                on:pointerleave=move |_| cancel_hold()
                on:click:capture=click
                on:contextmenu=move |ev| {
                    if seat_of(&ev).is_some() {
                        ev.prevent_default();
                    }
                }
            >
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
            </div>
            <div class="board-dock" data-testid="board-dock" node_ref=dock>
            <NoticeBar in_board=true />
            <PhasePanel />
            <crate::ui::botc::fabled::FabledPanel />
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
            <Show when=move || store.phase.with(|p| p.in_play())>
                <crate::ui::botc::traveller_join::TravellerJoin />
            </Show>
            </div>
        </main>
        {move || selected.get().map(|id| view! { <SeatSheet id=id on_close=close /> })}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 5 to 20 seats on the night's shorter board, 340 to 390 px wide: neighbouring tokens do
    /// not overlap, every token stays inside, and tokens are at least 44 px.
    #[test]
    fn seats_fit_the_night_board() {
        for width in [340.0, 360.0, 390.0] {
            for n in 5..=20 {
                let size = night_token_size(n) as f64;
                assert!(size >= 44.0);
                let height = width * NIGHT_ASPECT;
                let (a, b) = half_axes_on(width, NIGHT_ASPECT, size);
                let points: Vec<(f64, f64)> = seat_positions_on(n, NIGHT_ASPECT, size as u32)
                    .into_iter()
                    .map(|(x, y)| (width / 2.0 + x * a, height / 2.0 + y * b))
                    .collect();
                for (i, (px, py)) in points.iter().enumerate() {
                    assert!(px - size / 2.0 >= 0.0 && px + size / 2.0 <= width);
                    assert!(py - size / 2.0 >= 0.0 && py + size / 2.0 <= height);
                    let (nx, ny) = points[(i + 1) % n];
                    let d = ((nx - px).powi(2) + (ny - py).powi(2)).sqrt();
                    assert!(
                        d >= size + 4.0,
                        "{width}/{n}: seats {i} and next are {d} px apart"
                    );
                }
            }
        }
    }

    /// 5 to 20 seats on a 360 px wide board: neighbouring tokens do not overlap, every token
    /// stays inside the board, and tokens are at least 44 px.
    #[test]
    fn seats_fit_a_small_phone() {
        for n in 5..=20 {
            let width = 360.0;
            let size = token_size(n) as f64;
            assert!(size >= 44.0);
            let (a, b) = half_axes_on(width, ASPECT, size);
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
