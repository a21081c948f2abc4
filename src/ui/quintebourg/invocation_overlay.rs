//! The invocation overlay (`TABLE.md` §2.19, §9 screen 9), opened from the game bar on every
//! screen of a game by night or by day: the invoker (the living, and the Prophet as a ghost),
//! the power their cards or office give, the target (only the legal ones), the cost, then the
//! public line to announce; and the condemned's 10-second window to invoke (L9).

use leptos::prelude::*;

use quintebourg::command::Invocation;
use quintebourg::event::Event;
use quintebourg::model::{CampCard, CardKind, Office, PlayerId, Power, Specialty};
use quintebourg::names::title_of;
use quintebourg::state::{Life, State};
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::night_parts::{card_text, pname, CardShown, Chips, Showing};
use crate::ui::quintebourg::store::{QbPhase, QbStore};
use crate::ui::quintebourg::timers::Countdown;

/// Whether the overlay is open, provided by the app shell.
#[derive(Clone, Copy)]
pub struct InvokeOpen(pub RwSignal<bool>);

/// A power that can be invoked: a once-a-game power of a card, the Assassin's, or the
/// Prosecutor's paid investigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invokable {
    Power(Power),
    Investigate,
}

impl Invokable {
    pub fn name(self, lang: Lang) -> String {
        match self {
            Invokable::Power(p) => title_of(&p, lang),
            Invokable::Investigate => Key::QbInvestigation.get(lang).to_string(),
        }
    }
}

/// The powers `p` may invoke now (unspent once-a-game powers of their cards, the Assassin, the
/// Prosecutor's investigation).
pub fn powers_of(st: &State, p: PlayerId) -> Vec<Invokable> {
    let Some(x) = st.player(p) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let alive = x.alive();
    let card_power = match x.card {
        CampCard::Scheherazade => Some(Power::RadiantConversion),
        CampCard::Prophet => Some(Power::Resurrection),
        CampCard::Seth | CampCard::Red => Some(Power::Reptilicide),
        CampCard::SethAlly => Some(Power::Bite),
        CampCard::Black => Some(Power::BlackConversion),
        _ => None,
    };
    if let Some(power) = card_power {
        let ghost_prophet = power == Power::Resurrection && x.life == Life::Ghost;
        if (alive || ghost_prophet) && !x.once_used.contains(&power) {
            out.push(Invokable::Power(power));
        }
    }
    if alive && x.has(Specialty::Assassin) {
        out.push(Invokable::Power(Power::Assassinate));
    }
    if alive && st.holder(Office::Prosecutor) == Some(p) {
        out.push(Invokable::Investigate);
    }
    out
}

/// The legal targets of a power used by `by`.
pub fn targets_of(st: &State, by: PlayerId, power: Invokable) -> Vec<PlayerId> {
    match power {
        Invokable::Power(Power::Resurrection) => st
            .ids()
            .filter(|q| st.players[*q as usize].life == Life::Ghost)
            .collect(),
        Invokable::Investigate => st
            .ids()
            .filter(|q| *q != by && !st.offices_of(*q).is_empty())
            .collect(),
        _ => st.living().into_iter().filter(|q| *q != by).collect(),
    }
}

/// What using the power costs, in words (empty when it costs nothing).
pub fn cost_of(st: &State, by: PlayerId, power: Invokable, lang: Lang) -> String {
    let Some(x) = st.player(by) else {
        return String::new();
    };
    match power {
        Invokable::Power(Power::Assassinate) => {
            let first = x
                .specialties
                .iter()
                .find(|h| h.role == Specialty::Assassin)
                .is_some_and(|h| !h.inherited && !h.equipped);
            if first {
                Key::QbCostFortune.fill(lang, &[&x.coins.to_string()])
            } else {
                Key::QbCostCoins.fill(lang, &["2"])
            }
        }
        Invokable::Investigate => Key::QbCostCoins.fill(lang, &["1"]),
        _ => Key::QbCostOnce.get(lang).to_string(),
    }
}

fn invocation(power: Invokable, target: PlayerId) -> Option<Invocation> {
    let power = match power {
        Invokable::Investigate => return Some(Invocation::Investigate { target }),
        Invokable::Power(p) => p,
    };
    Some(match power {
        Power::RadiantConversion => Invocation::RadiantConversion { target },
        Power::Resurrection => Invocation::Resurrection { target },
        Power::Reptilicide => Invocation::Reptilicide { target },
        Power::Bite => Invocation::Bite { target },
        Power::BlackConversion => Invocation::BlackConversion { target },
        Power::Assassinate => Invocation::Assassinate { target },
        _ => return None,
    })
}

/// The public line for the village, from what the invocation did: a conversion, a death, a
/// return to life (the cause of a death stays secret).
pub fn public_line(st: &State, events: &[Event], lang: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    for e in events {
        match e {
            Event::Conversion => out.push(Key::QbPublicConversion.get(lang).to_string()),
            Event::Dies { player, .. } => {
                out.push(Key::QbPublicDied.fill(lang, &[&pname(st, *player)]))
            }
            Event::Revived { player } => {
                out.push(Key::QbPublicRevived.fill(lang, &[&pname(st, *player)]))
            }
            _ => {}
        }
    }
    if out.is_empty() {
        Key::QbPublicNothing.get(lang).to_string()
    } else {
        out.join(" ")
    }
}

/// The button in the game bar that opens the overlay (shown by night and by day).
#[component]
pub fn InvokeButton() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let open = use_context::<InvokeOpen>();
    let active = move || matches!(store.phase.get(), QbPhase::Night(_) | QbPhase::Day(_));
    view! {
        {move || open.filter(|_| active()).map(|o| view! {
            <button class="icon-button qb-invoke-button" data-testid="qb-invoke-open"
                aria-label=move || store.t(Key::QbInvoke) title=move || store.t(Key::QbInvoke)
                on:click=move |_| o.0.set(true)>
                "☝"
            </button>
        })}
    }
}

/// The overlay itself (rendered by the app shell while open).
#[component]
pub fn InvocationOverlay() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let open = expect_context::<InvokeOpen>();
    let t = move |key: Key| store.t(key);
    let invoker = RwSignal::new(Vec::<u8>::new());
    let power = RwSignal::new(Vec::<u8>::new());
    let target = RwSignal::new(Vec::<u8>::new());
    let announced = RwSignal::new(None::<String>);
    let showing = expect_context::<Showing>();
    let invokers = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.ids()
                .filter(|p| !powers_of(st, *p).is_empty())
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    // The invoker picked, while he still has a power to invoke.
    let by = move || {
        invoker
            .with(|i| i.first().copied())
            .filter(|p| invokers.with(|list| list.iter().any(|(q, _)| q == p)))
    };
    let powers = Memo::new(move |_| {
        store
            .game
            .with(|g| by().map(|b| powers_of(g.state(), b)).unwrap_or_default())
    });
    let power_options = Signal::derive(move || {
        let l = store.lang();
        powers
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, p)| (i as u8, p.name(l)))
            .collect::<Vec<_>>()
    });
    let chosen = move || {
        power
            .with(|p| p.first().copied())
            .and_then(|i| powers.with(|ps| ps.get(i as usize).copied()))
    };
    // A new invoker: the first power, no target.
    Effect::new(move |_| {
        by();
        power.set(vec![0]);
        target.set(Vec::new());
    });
    let target_options = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            match (by(), chosen()) {
                (Some(b), Some(p)) => targets_of(st, b, p)
                    .into_iter()
                    .map(|q| (q, pname(st, q)))
                    .collect(),
                _ => Vec::new(),
            }
        })
    });
    let cost = move || {
        let l = store.lang();
        store.game.with(|g| match (by(), chosen()) {
            (Some(b), Some(p)) => cost_of(g.state(), b, p, l),
            _ => String::new(),
        })
    };
    let go = move |_| {
        let (Some(b), Some(p), Some(tg)) = (
            by(),
            chosen(),
            target.with_untracked(|t| t.first().copied()),
        ) else {
            return;
        };
        let Some(inv) = invocation(p, tg) else {
            return;
        };
        if let Some(events) = store.send(Command::Invoke {
            by: b,
            invocation: inv,
        }) {
            let lang = store.lang.get_untracked();
            store.game.with_untracked(|g| {
                let st = g.state();
                announced.set(Some(public_line(st, &events, lang)));
                if events
                    .iter()
                    .any(|e| matches!(e, Event::Investigated { .. }))
                {
                    showing.show(CardShown {
                        to: Key::QbShowTo.fill(lang, &[&pname(st, b)]),
                        title: Key::QbCardsOf.fill(lang, &[&pname(st, tg)]),
                        faces: vec![
                            card_text(st, tg, CardKind::Camp, lang),
                            card_text(st, tg, CardKind::Specialty, lang),
                        ],
                    });
                }
            });
            target.set(Vec::new());
            invoker.set(Vec::new());
        }
    };
    let condemned = move || {
        store.game.with(|g| {
            let st = g.state();
            st.day()
                .map(|d| {
                    d.condemned
                        .iter()
                        .map(|p| pname(st, *p))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let close = move |_| {
        announced.set(None);
        open.0.set(false);
    };

    let sheet = move || {
        view! {
            <div class="scrim" on:click=close></div>
            <section class="sheet qb-invoke" role="dialog" aria-modal="true" data-testid="qb-invoke">
                <header class="sheet__head">
                    <h2 class="sheet__title">{move || t(Key::QbInvokeTitle)}</h2>
                    <button class="icon-button" data-testid="qb-invoke-close" aria-label=move || t(Key::Close) on:click=close>"✕"</button>
                </header>
                <p class="muted">{move || t(Key::QbInvokeHelp)}</p>
                <p class="qb-label">{move || t(Key::QbInvoker)}</p>
                <Chips options=invokers picked=invoker testid="qb-invoker" />
                <Show when=move || by().is_some()>
                    <p class="qb-label">{move || t(Key::QbPower)}</p>
                    <Chips options=power_options picked=power testid="qb-power" />
                    <p class="muted" data-testid="qb-invoke-cost">{move || Key::QbCost.fill(store.lang(), &[&cost()])}</p>
                    <p class="qb-label">{move || t(Key::QbTarget)}</p>
                    <Chips options=target_options picked=target testid="qb-invoke-target" />
                    <button class="button button--primary" data-testid="qb-invoke-send"
                        disabled=move || target.with(Vec::is_empty) || chosen().is_none() on:click=go>
                        {move || t(Key::QbRecord)}
                    </button>
                </Show>
                {move || announced.get().map(|line| view! {
                    <div class="qb-announce" data-testid="qb-invoke-public" role="status">
                        <p class="qb-label">{move || t(Key::QbAnnounce)}</p>
                        <p class="qb-announce__line">{line}</p>
                    </div>
                })}
                <section class="qb-condemned" data-testid="qb-condemned">
                    <h3>{move || t(Key::QbCondemnedWindow)}</h3>
                    {move || {
                        let c = condemned();
                        (!c.is_empty()).then(|| view! { <p>{c.join(", ")}</p> })
                    }}
                    <Countdown seconds=10 label=Signal::derive(move || t(Key::QbCondemnedTimer).to_string()) testid="qb-timer-10" />
                </section>
            </section>
        }
    };
    sheet()
}
