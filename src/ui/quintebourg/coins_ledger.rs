use leptos::prelude::*;

use quintebourg::calendar::{self, Parity};
use quintebourg::day;
use quintebourg::model::{Office, PlayerId};
use quintebourg::Command;

use crate::i18n::Key;
use crate::ui::quintebourg::store::QbStore;

/// The coins ledger (`TABLE.md` §4, §9 screen 15): every balance, the coins waiting for the
/// Notary, out of play and still in play, tonight's protected richest as it stands (L182: the
/// strictly richest at the end of the day), the movements of coins so far (gifts, fees,
/// thefts), a gift and the Collector's coin.
#[component]
pub fn CoinsLedger() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let balances = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let mut rows: Vec<(PlayerId, String, u32, bool)> = st
                .ids()
                .map(|p| {
                    let x = &st.players[p as usize];
                    (p, x.name.clone(), x.coins, x.alive())
                })
                .collect();
            rows.sort_by_key(|(p, _, c, alive)| (!alive, std::cmp::Reverse(*c), *p));
            rows
        })
    });
    let totals = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let estates: u32 = st.estates.values().sum();
            vec![
                (
                    "qb-coins-in-play",
                    Key::QbCoinsInPlay.fill(lang, &[&st.coins_in_play().to_string()]),
                ),
                (
                    "qb-coins-estates",
                    Key::QbCoinsEstates.fill(lang, &[&estates.to_string()]),
                ),
                (
                    "qb-coins-out",
                    Key::QbCoinsOut.fill(lang, &[&st.out_of_play.to_string()]),
                ),
            ]
        })
    };
    let richest = move || {
        let lang = store.lang();
        store.game.with(|g| match day::richest(g.state()) {
            Some(p) => Key::QbRichest.fill(lang, &[&g.state().name(p)]),
            None => Key::QbNoRichest.get(lang).to_string(),
        })
    };
    // The coin movements of the log, in plain words (the engine's own sentences).
    let movements = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            g.log()
                .iter()
                .filter(|c| {
                    let c = match c {
                        Command::Override { command, .. } => command.as_ref(),
                        c => c,
                    };
                    matches!(
                        c,
                        Command::Give { .. }
                            | Command::Collect { .. }
                            | Command::Burglar { .. }
                            | Command::Bequest { .. }
                    ) || matches!(c, Command::Marry { fee, .. } if *fee > 0)
                })
                .map(|c| quintebourg::describe::describe(st, c, lang))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="card qb-ledger" data-testid="qb-coins-ledger">
            <h2>{move || t(Key::QbTabCoins)}</h2>
            <p class="qb-richest" data-testid="qb-richest">{richest}</p>
            <ul class="qb-ledger__totals">
                {move || totals().into_iter().map(|(id, text)| view! { <li data-testid=id>{text}</li> }).collect_view()}
            </ul>
            <ul class="qb-ledger__rows">
                {move || {
                    balances
                        .get()
                        .into_iter()
                        .map(|(_, name, coins, alive)| {
                            let class = if alive { "qb-ledger__row" } else { "qb-ledger__row qb-ledger__row--dead" };
                            view! {
                                <li class=class data-testid="qb-balance">
                                    <span>{name}</span>
                                    <strong data-testid="qb-balance-coins">{coins}</strong>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
        <GiftForm />
        <CollectorForm />
        <section class="card" data-testid="qb-coin-movements">
            <h3>{move || t(Key::QbMovements)}</h3>
            <Show
                when=move || movements.with(|m| !m.is_empty())
                fallback=move || view! { <p class="muted">{move || t(Key::QbNoMovement)}</p> }
            >
                <ol class="qb-movements">
                    {move || movements.get().into_iter().map(|m| view! { <li data-testid="qb-movement">{m}</li> }).collect_view()}
                </ol>
            </Show>
        </section>
    }
}

/// The living players as (id, name), for pickers.
pub fn living_names(store: QbStore) -> Vec<(PlayerId, String)> {
    store.game.with(|g| {
        let st = g.state();
        st.living().into_iter().map(|p| (p, st.name(p))).collect()
    })
}

/// A `<select>` of players with an empty first choice.
#[component]
pub fn PlayerSelect(
    #[prop(into)] label: Signal<String>,
    testid: &'static str,
    value: RwSignal<Option<PlayerId>>,
    #[prop(into)] choices: Signal<Vec<(PlayerId, String)>>,
) -> impl IntoView {
    view! {
        <label class="field">
            <span>{move || label.get()}</span>
            <select
                class="select"
                data-testid=testid
                prop:value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
                on:change=move |ev| value.set(event_target_value(&ev).parse().ok())
            >
                <option value="">"—"</option>
                {move || {
                    choices
                        .get()
                        .into_iter()
                        .map(|(p, n)| {
                            view! { <option value=p.to_string() selected=move || value.get() == Some(p)>{n}</option> }
                        })
                        .collect_view()
                }}
            </select>
        </label>
    }
}

/// A gift by day (L179–180): anyone gives any part of their fortune to anyone.
#[component]
fn GiftForm() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let from = RwSignal::new(None::<PlayerId>);
    let to = RwSignal::new(None::<PlayerId>);
    let coins = RwSignal::new(1u32);
    let living = Signal::derive(move || living_names(store));
    let give = move |_| {
        if let (Some(f), Some(t)) = (from.get_untracked(), to.get_untracked()) {
            if store
                .send(Command::Give {
                    from: f,
                    to: t,
                    coins: coins.get_untracked(),
                })
                .is_some()
            {
                from.set(None);
                to.set(None);
                coins.set(1);
            }
        }
    };
    view! {
        <section class="card qb-form" data-testid="qb-gift">
            <h3>{move || t(Key::QbGift)}</h3>
            <PlayerSelect label=Signal::derive(move || t(Key::QbGiftFrom).to_string()) testid="qb-gift-from" value=from choices=living />
            <PlayerSelect label=Signal::derive(move || t(Key::QbGiftTo).to_string()) testid="qb-gift-to" value=to choices=living />
            <label class="field">
                <span>{move || t(Key::QbCoins)}</span>
                <input
                    class="input"
                    type="number"
                    min="1"
                    inputmode="numeric"
                    data-testid="qb-gift-coins"
                    prop:value=move || coins.get().to_string()
                    on:input=move |ev| coins.set(event_target_value(&ev).parse().unwrap_or(0))
                />
            </label>
            <button
                class="button button--primary"
                data-testid="qb-gift-send"
                disabled=move || from.get().is_none() || to.get().is_none() || from.get() == to.get()
                on:click=give
            >
                {move || t(Key::QbGiftSend)}
            </button>
        </section>
    }
}

/// The Collector of today's parity takes one coin at the end of the day (L176–177).
#[component]
fn CollectorForm() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let collector = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let d = st.day()?;
            let office = match calendar::parity(calendar::day_weekday(st, d.n)) {
                Parity::Odd => Office::CollectorOdd,
                Parity::Even => Office::CollectorEven,
                Parity::Festival => return None,
            };
            if d.collected.contains(&office) {
                return None;
            }
            st.holder(office)
                .filter(|p| st.alive(*p))
                .map(|p| (p, st.name(p)))
        })
    });
    let from = RwSignal::new(None::<PlayerId>);
    let living = Signal::derive(move || living_names(store));
    view! {
        <Show when=move || collector.get().is_some()>
            <section class="card qb-form" data-testid="qb-collect">
                <h3>{move || Key::QbCollector.fill(store.lang(), &[&collector.get().map(|c| c.1).unwrap_or_default()])}</h3>
                <PlayerSelect label=Signal::derive(move || t(Key::QbGiftFrom).to_string()) testid="qb-collect-from" value=from choices=living />
                <button
                    class="button"
                    data-testid="qb-collect-send"
                    disabled=move || from.get().is_none()
                    on:click=move |_| {
                        if let (Some((by, _)), Some(f)) = (collector.get_untracked(), from.get_untracked()) {
                            store.send(Command::Collect { by, from: f });
                        }
                    }
                >
                    {move || t(Key::QbCollect)}
                </button>
            </section>
        </Show>
    }
}
