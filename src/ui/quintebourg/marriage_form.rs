use leptos::prelude::*;

use quintebourg::model::{HouseId, Office, PlayerId};
use quintebourg::Command;

use crate::i18n::Key;
use crate::ui::quintebourg::coins_ledger::PlayerSelect;
use crate::ui::quintebourg::store::QbStore;

/// A marriage (L168–169, L191–193): the two spouses, the two neighbouring houses they will
/// live in (their own when they neighbour, else the first free neighbour is suggested), the
/// priest's fee (0–2 coins) or, with no priest, two witnesses; a forced marriage with the
/// forcing priest.
#[component]
pub fn MarriageForm(#[prop(into)] on_done: Callback<()>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let a = RwSignal::new(None::<PlayerId>);
    let b = RwSignal::new(None::<PlayerId>);
    let house_a = RwSignal::new(None::<HouseId>);
    let house_b = RwSignal::new(None::<HouseId>);
    let fee = RwSignal::new(0u32);
    let forced = RwSignal::new(false);
    let witnesses = RwSignal::new(Vec::<PlayerId>::new());
    let single = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .filter(|p| st.players[*p as usize].spouse.is_none())
                .map(|p| (p, st.name(p)))
                .collect::<Vec<_>>()
        })
    });
    let houses = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            (0..st.houses.len() as HouseId)
                .map(|h| (h, crate::ui::quintebourg::night_parts::hname(st, h)))
                .collect::<Vec<_>>()
        })
    });
    let priest = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let alive = |o: Office| st.holder(o).filter(|p| st.alive(*p));
            (
                alive(Office::Priest)
                    .or(alive(Office::ForcingPriest))
                    .is_some(),
                alive(Office::ForcingPriest).is_some(),
            )
        })
    });
    // The priests who may celebrate it (L168–169): either priest in office by consent, the
    // forcing priest alone for a forced marriage.
    let officiant = RwSignal::new(None::<PlayerId>);
    let officiants = Memo::new(move |_| {
        let forced = forced.get();
        store.game.with(|g| {
            let st = g.state();
            quintebourg::day::priests(st, forced)
                .into_iter()
                .map(|p| (p, st.name(p)))
                .collect::<Vec<_>>()
        })
    });
    let officiant_now = move || {
        let list = officiants.get_untracked();
        officiant
            .get_untracked()
            .filter(|p| list.iter().any(|(q, _)| q == p))
            .or(list.first().map(|(p, _)| *p))
    };
    // The suggested houses once both spouses are chosen.
    Effect::new(move |_| {
        let (Some(pa), Some(pb)) = (a.get(), b.get()) else {
            return;
        };
        let (ha, hb) = store.game.with_untracked(|g| {
            let st = g.state();
            let ha = st.players[pa as usize].house;
            let own_b = st.players[pb as usize].house;
            let free = |h: &HouseId| st.owner(*h).is_none_or(|o| o == pa || o == pb);
            let neighbours = &st.houses[ha as usize].neighbours;
            let hb = if neighbours.contains(&own_b) {
                Some(own_b)
            } else {
                neighbours.iter().copied().find(|h| *h != ha && free(h))
            };
            (ha, hb)
        });
        house_a.set(Some(ha));
        house_b.set(hb);
    });
    let marry = move |_| {
        let (Some(pa), Some(pb), Some(ha), Some(hb)) = (
            a.get_untracked(),
            b.get_untracked(),
            house_a.get_untracked(),
            house_b.get_untracked(),
        ) else {
            return;
        };
        let cmd = Command::Marry {
            a: pa,
            b: pb,
            fee: fee.get_untracked(),
            forced: forced.get_untracked(),
            witnesses: witnesses.get_untracked(),
            house_a: ha,
            house_b: hb,
            officiant: officiant_now(),
        };
        if store.send(cmd).is_some() {
            on_done.run(());
        }
    };
    let house_select = move |value: RwSignal<Option<HouseId>>, testid: &'static str, label: Key| {
        view! {
            <label class="field">
                <span>{move || t(label)}</span>
                <select
                    class="select"
                    data-testid=testid
                    on:change=move |ev| value.set(event_target_value(&ev).parse().ok())
                >
                    <option value="">"—"</option>
                    {move || {
                        houses
                            .get()
                            .into_iter()
                            .map(|(h, n)| view! { <option value=h.to_string() selected=move || value.get() == Some(h)>{n}</option> })
                            .collect_view()
                    }}
                </select>
            </label>
        }
    };
    view! {
        <div class="qb-form qb-marriage" data-testid="qb-marriage">
            <PlayerSelect label=Signal::derive(move || t(Key::QbSpouseA).to_string()) testid="qb-marry-a" value=a choices=single />
            <PlayerSelect label=Signal::derive(move || t(Key::QbSpouseB).to_string()) testid="qb-marry-b" value=b choices=single />
            {house_select(house_a, "qb-marry-house-a", Key::QbHouseA)}
            {house_select(house_b, "qb-marry-house-b", Key::QbHouseB)}
            <p class="muted">{move || t(Key::QbHousesRule)}</p>
            {move || {
                let (has_priest, has_forcing) = priest.get();
                if has_priest {
                    view! {
                        <div class="segmented" role="group" aria-label=move || t(Key::QbFee)>
                            {(0..=2u32)
                                .map(|n| view! {
                                    <button
                                        class="button segmented__item"
                                        data-testid="qb-marry-fee"
                                        aria-pressed=move || (fee.get() == n).to_string()
                                        on:click=move |_| fee.set(n)
                                    >
                                        {move || Key::QbFeeN.fill(store.lang(), &[&n.to_string()])}
                                    </button>
                                })
                                .collect_view()}
                        </div>
                        <div class="qb-marriage__officiant" data-testid="qb-marry-officiant">
                            <p class="muted">{move || t(Key::QbOfficiant)}</p>
                            <div class="chips">
                                {move || {
                                    let list = officiants.get();
                                    let first = list.first().map(|(p, _)| *p);
                                    list.into_iter()
                                        .map(|(p, n)| view! {
                                            <button
                                                class="chip"
                                                data-testid="qb-marry-priest"
                                                aria-pressed=move || {
                                                    let chosen = officiant.get().filter(|q| officiants.with(|l| l.iter().any(|(x, _)| x == q))).or(first);
                                                    (chosen == Some(p)).to_string()
                                                }
                                                on:click=move |_| officiant.set(Some(p))
                                            >
                                                {n}
                                            </button>
                                        })
                                        .collect_view()
                                }}
                            </div>
                        </div>
                        {has_forcing.then(|| view! {
                            <label class="check">
                                <input type="checkbox" data-testid="qb-marry-forced" prop:checked=move || forced.get() on:change=move |ev| forced.set(event_target_checked(&ev)) />
                                <span>{move || t(Key::QbForced)}</span>
                            </label>
                        })}
                    }
                        .into_any()
                } else {
                    view! {
                        <p class="muted">{move || t(Key::QbWitnesses)}</p>
                        <div class="chips">
                            {move || {
                                single
                                    .get()
                                    .into_iter()
                                    .chain(store.game.with(|g| {
                                        let st = g.state();
                                        st.living()
                                            .into_iter()
                                            .filter(|p| st.players[*p as usize].spouse.is_some())
                                            .map(|p| (p, st.name(p)))
                                            .collect::<Vec<_>>()
                                    }))
                                    .map(|(p, n)| view! {
                                        <button
                                            class="chip"
                                            data-testid="qb-marry-witness"
                                            aria-pressed=move || witnesses.with(|w| w.contains(&p)).to_string()
                                            on:click=move |_| witnesses.update(|w| {
                                                if let Some(i) = w.iter().position(|x| *x == p) { w.remove(i); } else { w.push(p); }
                                            })
                                        >
                                            {n}
                                        </button>
                                    })
                                    .collect_view()
                            }}
                        </div>
                    }
                        .into_any()
                }
            }}
            <button
                class="button button--primary"
                data-testid="qb-marry-send"
                disabled=move || a.get().is_none() || b.get().is_none() || a.get() == b.get() || house_a.get().is_none() || house_b.get().is_none()
                on:click=marry
            >
                {move || t(Key::QbMarry)}
            </button>
        </div>
    }
}
