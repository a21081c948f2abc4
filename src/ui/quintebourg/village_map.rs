use leptos::prelude::*;

use quintebourg::model::HouseId;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::setup_draft::ring;
use crate::ui::quintebourg::store::QbStore;

/// The most spare houses the map offers.
const MAX_SPARE: u8 = 10;

/// A house's name on the map: its first owner's, or "spare house n".
pub fn house_label(names: &[String], house: usize, lang: Lang) -> String {
    match names.get(house) {
        Some(name) => name.clone(),
        None => Key::QbSpareHouse.fill(lang, &[&(house - names.len() + 1).to_string()]),
    }
}

/// Where house `i` of `n` player houses and `spare` spare houses is drawn: the players' houses
/// on the outer ring in seat order, the spare ones on an inner ring.
fn position(i: usize, n: usize, spare: usize) -> (f64, f64) {
    let (k, count, r) = if i < n {
        (i, n.max(1), 118.0)
    } else {
        (i - n, spare.max(1), 55.0)
    };
    let a = std::f64::consts::TAU * k as f64 / count as f64 - std::f64::consts::FRAC_PI_2;
    (160.0 + r * a.cos(), 160.0 + r * a.sin())
}

/// Setup, the village map (`TABLE.md` §1.1, §9 screen 4): one house per player named after
/// its first owner, a ring in seat order by default, spare houses (for marriages and the
/// Sculpture), edges added or taken out; the map drawn.
#[component]
pub fn VillageMap() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let names = store.draft_names();
    let spare = Memo::new(move |_| store.ui.with(|ui| ui.draft.spare_houses));
    let edges = Memo::new(move |_| store.ui.with(|ui| ui.draft.edges()));
    let houses = move || names.with(Vec::len) + spare.get() as usize;
    let label = move |h: usize| names.with(|n| house_label(n, h, store.lang()));
    let set_spare = move |delta: i8| {
        store.update_ui(|ui| {
            let next = ui.draft.spare_houses as i16 + delta as i16;
            ui.draft.spare_houses = next.clamp(0, MAX_SPARE as i16) as u8;
            ui.draft.tidy();
        })
    };
    let remove = move |e: (HouseId, HouseId)| {
        store.update_ui(|ui| {
            let n = ui.draft.players.len();
            if let Some(i) = ui.draft.extra_edges.iter().position(|x| *x == e) {
                ui.draft.extra_edges.remove(i);
            }
            if ring(n).contains(&e) && !ui.draft.removed_edges.contains(&e) {
                ui.draft.removed_edges.push(e);
            }
        })
    };
    let a = RwSignal::new(String::new());
    let b = RwSignal::new(String::new());
    let add = move |_| {
        let (Ok(x), Ok(y)) = (
            a.get_untracked().parse::<HouseId>(),
            b.get_untracked().parse::<HouseId>(),
        ) else {
            return;
        };
        if x == y {
            return;
        }
        let e = (x.min(y), x.max(y));
        store.update_ui(|ui| {
            ui.draft.removed_edges.retain(|r| *r != e);
            if !ui.draft.edges().contains(&e) {
                ui.draft.extra_edges.push(e);
            }
        });
    };
    let house_options = move || {
        (0..houses())
            .map(|h| view! { <option value=h.to_string()>{label(h)}</option> })
            .collect_view()
    };

    view! {
        <section class="card">
            <h2>{move || t(Key::QbStepMap)}</h2>
            <p class="muted">{move || t(Key::QbMapHelp)}</p>
            <svg class="qb-map" viewBox="0 0 320 320" role="img" data-testid="qb-map"
                aria-label=move || t(Key::QbStepMap)>
                {move || {
                    let n = names.with(Vec::len);
                    let s = spare.get() as usize;
                    edges
                        .get()
                        .into_iter()
                        .map(|(x, y)| {
                            let (x1, y1) = position(x as usize, n, s);
                            let (x2, y2) = position(y as usize, n, s);
                            view! {
                                <line class="qb-map__edge" data-testid="qb-map-edge"
                                    x1=format!("{x1:.1}") y1=format!("{y1:.1}") x2=format!("{x2:.1}") y2=format!("{y2:.1}") />
                            }
                        })
                        .collect_view()
                }}
                {move || {
                    let n = names.with(Vec::len);
                    let s = spare.get() as usize;
                    (0..n + s)
                        .map(|h| {
                            let (x, y) = position(h, n, s);
                            let short: String = if h < n {
                                label(h).chars().take(7).collect()
                            } else {
                                Key::QbSpareShort.fill(store.lang(), &[&(h - n + 1).to_string()])
                            };
                            let class = if h < n { "qb-map__house" } else { "qb-map__house qb-map__house--spare" };
                            view! {
                                <g data-testid="qb-map-house">
                                    <rect class=class x=format!("{:.1}", x - 24.0) y=format!("{:.1}", y - 11.0) width="48" height="22" rx="5" />
                                    <text class="qb-map__label" x=format!("{x:.1}") y=format!("{:.1}", y + 4.0)>{short}</text>
                                </g>
                            }
                        })
                        .collect_view()
                }}
            </svg>
        </section>
        <section class="card">
            <h2>{move || t(Key::QbSpareHouses)}</h2>
            <p class="muted">{move || t(Key::QbSpareHelp)}</p>
            <div class="qb-stepper">
                <button class="icon-button" data-testid="qb-spare-minus" aria-label=move || t(Key::QbFewer) on:click=move |_| set_spare(-1)>"−"</button>
                <strong data-testid="qb-spare-count">{move || spare.get().to_string()}</strong>
                <button class="icon-button" data-testid="qb-spare-plus" aria-label=move || t(Key::QbMore) on:click=move |_| set_spare(1)>"+"</button>
            </div>
        </section>
        <section class="card">
            <h2>{move || t(Key::QbNeighbours)}</h2>
            <ul class="qb-list" data-testid="qb-edges">
                {move || {
                    edges
                        .get()
                        .into_iter()
                        .map(|(x, y)| {
                            let text = format!("{} — {}", label(x as usize), label(y as usize));
                            view! {
                                <li class="qb-edge" data-testid="qb-edge">
                                    <span>{text.clone()}</span>
                                    <button
                                        class="icon-button"
                                        data-testid="qb-edge-remove"
                                        aria-label=move || Key::RemovePlayer.fill(store.lang(), &[&text])
                                        on:click=move |_| remove((x, y))
                                    >
                                        "✕"
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <div class="row">
                <select class="input" data-testid="qb-edge-a" aria-label=move || t(Key::QbHouse)
                    on:change=move |ev| a.set(event_target_value(&ev))>
                    <option value="">{move || t(Key::QbHouse)}</option>
                    {house_options}
                </select>
                <select class="input" data-testid="qb-edge-b" aria-label=move || t(Key::QbHouse)
                    on:change=move |ev| b.set(event_target_value(&ev))>
                    <option value="">{move || t(Key::QbHouse)}</option>
                    {house_options}
                </select>
                <button class="button" data-testid="qb-edge-add" on:click=add>{move || t(Key::QbAddEdge)}</button>
            </div>
        </section>
    }
}
