//! The public town square opened from a `t2.` link (or an older `t1.` one): what every player may see and nothing else
//! (seats, names, alive or dead, ghost votes, the day, today's nominations and votes). It reads
//! only the decoded [`TownSquare`]; no game is stored. The seats sit around the same oval as
//! the grimoire's board (its layout functions), with plain numbered discs instead of tokens.

use crate::ui::widgets::close_button::CloseButton;
use leptos::prelude::*;

use crate::i18n::Key;
use crate::share::{PublicPhase, TownSquare};

use crate::ui::botc::grimoire_board::{place_style, seat_positions, token_size};
use crate::ui::botc::link_import::Arrivals;
use crate::ui::store::Store;

#[component]
pub fn TownSquareScreen(square: TownSquare) -> impl IntoView {
    let store = expect_context::<Store>();
    let arrivals = expect_context::<Arrivals>();
    let t = move |key: Key| store.t(key);
    let square = StoredValue::new(square);
    let phase = move || {
        let lang = store.lang();
        match square.with_value(|s| s.phase) {
            PublicPhase::Setup => Key::PublicSetup.get(lang).to_string(),
            PublicPhase::Night(n) => Key::PublicNight.fill(lang, &[&n.to_string()]),
            PublicPhase::Day(n) => Key::PublicDay.fill(lang, &[&n.to_string()]),
            PublicPhase::Ended => Key::PublicEnded.get(lang).to_string(),
        }
    };
    let alive = move || {
        square.with_value(|s| {
            Key::AliveOf.fill(
                store.lang(),
                &[&s.alive_count().to_string(), &s.seats.len().to_string()],
            )
        })
    };
    let is_day = square.with_value(|s| matches!(s.phase, PublicPhase::Day(_)));
    let name = move |i: usize| {
        square.with_value(|s| s.seats.get(i).map(|p| p.name.clone()).unwrap_or_default())
    };

    let count = square.with_value(|s| s.seats.len());
    let positions = seat_positions(count);
    let seats = move || {
        let lang = store.lang();
        square.with_value(|s| {
            s.seats
                .iter()
                .zip(positions.iter())
                .enumerate()
                .map(|(i, (seat, p))| {
                    let state = if seat.alive {
                        Key::IsAlive.get(lang)
                    } else {
                        Key::IsDead.get(lang)
                    };
                    let vote = (!seat.alive).then(|| {
                        if seat.ghost_vote {
                            Key::GhostVoteLeft.get(lang)
                        } else {
                            Key::GhostVoteUsed.get(lang)
                        }
                    });
                    let class = if seat.alive {
                        "square-seat"
                    } else {
                        "square-seat square-seat--dead"
                    };
                    let vote_class = if seat.ghost_vote {
                        "square-seat__vote"
                    } else {
                        "square-seat__vote square-seat__vote--spent"
                    };
                    view! {
                        <li class=class style=place_style(*p, 1.0) data-testid="square-seat" data-alive=seat.alive.to_string()>
                            <span class="square-seat__disc" aria-hidden="true">{i + 1}</span>
                            {(!seat.alive).then(|| view! {
                                <span class="square-seat__shroud" aria-hidden="true"></span>
                                <span class=vote_class aria-hidden="true"></span>
                            })}
                            <span class="square-seat__name" title=seat.name.clone()>{seat.name.clone()}</span>
                            <span class="visually-hidden">
                                {format!(" {}", state)}
                                {vote.map(|v| format!(" · {v}"))}
                            </span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let votes_needed = move || {
        square.with_value(|s| {
            Key::VotesNeeded.fill(store.lang(), &[&s.alive_count().div_ceil(2).to_string()])
        })
    };

    let nominations = move || {
        let lang = store.lang();
        square.with_value(|s| {
            s.nominations
                .iter()
                .map(|n| {
                    let head = Key::Nominates.fill(lang, &[&name(n.nominator), &name(n.nominee)]);
                    let votes = match &n.voters {
                        None => Key::NotVotedYet.get(lang).to_string(),
                        Some(v) => {
                            let who: Vec<String> = v.iter().map(|i| name(*i)).collect();
                            Key::VotedBy.fill(lang, &[&v.len().to_string(), &who.join(", ")])
                        }
                    };
                    view! {
                        <li class="square-nomination" data-testid="square-nomination">
                            <strong>{head}</strong>
                            <span>{votes}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let no_nominations = square.with_value(|s| s.nominations.is_empty());

    view! {
        <header class="bar">
            <div class="bar__title">
                <h1>{move || t(Key::TownSquareTitle)}</h1>
                <span class="bar__phase" data-testid="square-phase">{phase}</span>
            </div>
            <CloseButton lang=store.lang testid="square-close" on_close=move |_| arrivals.dismiss() />
        </header>
        <main class="screen town-square" data-testid="town-square">
            <div class="square-board" style=format!("--token: {}px", token_size(count))>
                <div class="square-board__centre">
                    <p class="square-board__phase" aria-hidden="true">{phase}</p>
                    <p class="town-square__alive" data-testid="square-alive">{alive}</p>
                    <Show when=move || is_day>
                        <p class="muted">{votes_needed}</p>
                    </Show>
                </div>
                <ol class="square-board__seats">{seats}</ol>
            </div>
            <p class="muted square-legend" aria-hidden="true">{move || t(Key::SquareLegend)}</p>
            {move || {
                let lang = store.lang();
                let names = square.with_value(|s| {
                    s.fabled
                        .iter()
                        .map(|f| {
                            crate::engine::character::official(f)
                                .map(|d| d.name.get(lang).to_string())
                                .unwrap_or_else(|| f.clone())
                        })
                        .collect::<Vec<_>>()
                });
                (!names.is_empty()).then(|| view! {
                    <section class="card" data-testid="square-fabled">
                        <h2>{move || t(Key::FabledInPlay)}</h2>
                        <ul class="plain-list">
                            {names.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
                        </ul>
                    </section>
                })
            }}
            <Show when=move || is_day>
                <section class="card">
                    <h2>{move || t(Key::TodaysNominations)}</h2>
                    <Show when=move || no_nominations>
                        <p class="muted">{move || t(Key::NoNominations)}</p>
                    </Show>
                    <ul class="plain-list">{nominations}</ul>
                </section>
            </Show>
            <p class="muted">{move || t(Key::ReadOnlyView)}</p>
        </main>
    }
}
