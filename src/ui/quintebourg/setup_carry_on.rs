use leptos::prelude::*;

use quintebourg::model::PlayerId;

use crate::i18n::Key;
use crate::ui::quintebourg::store::QbStore;

/// Setup, a game carried on from paper or a variant (004 L179, L191): each player's starting
/// coins (one unless changed) and the marriages already made. The engine checks them when the
/// setup is sent (two different players, each married once; coins counted from 0).
#[component]
pub fn SetupCarryOn() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let rows = Memo::new(move |_| {
        store.ui.with(|ui| {
            ui.draft
                .players
                .iter()
                .map(|p| (p.name.clone(), p.coins.unwrap_or(1)))
                .collect::<Vec<_>>()
        })
    });
    let marriages = Memo::new(move |_| {
        store.ui.with(|ui| {
            let name = |p: PlayerId| {
                ui.draft
                    .players
                    .get(p as usize)
                    .map(|x| x.name.clone())
                    .unwrap_or_default()
            };
            ui.draft
                .marriages
                .iter()
                .map(|(a, b)| (name(*a), name(*b)))
                .collect::<Vec<_>>()
        })
    });
    let total = Memo::new(move |_| rows.with(|r| r.iter().map(|(_, c)| *c).sum::<u32>()));
    // The two players picked for a marriage, as seats.
    let pick_a = RwSignal::new(String::new());
    let pick_b = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<&'static str>);
    let marry = move |_| {
        let (Ok(a), Ok(b)) = (
            pick_a.get_untracked().parse::<PlayerId>(),
            pick_b.get_untracked().parse::<PlayerId>(),
        ) else {
            return;
        };
        let married = store.ui.with_untracked(|ui| {
            ui.draft
                .marriages
                .iter()
                .any(|(x, y)| [*x, *y].contains(&a) || [*x, *y].contains(&b))
        });
        if a == b || married {
            problem.set(Some(t(Key::QbCarryMarryOnce)));
            return;
        }
        problem.set(None);
        store.update_ui(|ui| {
            ui.draft.marriages.push((a.min(b), a.max(b)));
            ui.draft.accept_warnings = false;
        });
        pick_a.set(String::new());
        pick_b.set(String::new());
    };
    let options = move || {
        rows.get()
            .into_iter()
            .enumerate()
            .map(|(i, (name, _))| view! { <option value=i.to_string()>{name}</option> })
            .collect_view()
    };
    view! {
        <section class="card" data-testid="qb-carry-on">
            <h2>{move || t(Key::QbCarryTitle)}</h2>
            <p class="muted">{move || t(Key::QbCarryHelp)}</p>
            <h3>{move || t(Key::QbCarryCoins)}</h3>
            <ul class="plain-list">
                {move || {
                    rows.get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, (name, coins))| {
                            let label = name.clone();
                            view! {
                                <li class="row">
                                    <label class="row">
                                        <span>{name}</span>
                                        <input
                                            class="input" style="max-width:6rem"
                                            type="number"
                                            min="0"
                                            max=quintebourg::setup::MAX_STARTING_COINS.to_string()
                                            inputmode="numeric"
                                            data-testid="qb-start-coins"
                                            aria-label=move || Key::QbCarryCoinsOf.fill(store.lang(), &[&label])
                                            prop:value=coins.to_string()
                                            on:change=move |ev| {
                                                let v = event_target_value(&ev).trim().parse::<u32>().ok();
                                                store.update_ui(|ui| {
                                                    if let Some(p) = ui.draft.players.get_mut(i) {
                                                        p.coins = v.filter(|c| *c != 1).map(|c| c.min(quintebourg::setup::MAX_STARTING_COINS));
                                                    }
                                                });
                                            }
                                        />
                                    </label>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <p data-testid="qb-start-total">{move || Key::QbCarryTotal.fill(store.lang(), &[&total.get().to_string()])}</p>
            <h3>{move || t(Key::QbCarryMarriages)}</h3>
            <ul class="plain-list" data-testid="qb-start-marriages">
                {move || {
                    marriages
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, (a, b))| {
                            view! {
                                <li class="row" data-testid="qb-start-marriage">
                                    <span>{Key::QbCarryCouple.fill(store.lang(), &[&a, &b])}</span>
                                    <button
                                        class="button button--small"
                                        data-testid="qb-start-unmarry"
                                        on:click=move |_| store.update_ui(|ui| {
                                            if i < ui.draft.marriages.len() {
                                                ui.draft.marriages.remove(i);
                                            }
                                        })
                                    >
                                        {move || t(Key::QbCarryUnmarry)}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <div class="row">
                <select class="input" data-testid="qb-start-spouse-a" aria-label=move || t(Key::QbCarrySpouse) prop:value=move || pick_a.get() on:change=move |ev| pick_a.set(event_target_value(&ev))>
                    <option value="">{move || t(Key::QbCarrySpouse)}</option>
                    {options}
                </select>
                <select class="input" data-testid="qb-start-spouse-b" aria-label=move || t(Key::QbCarrySpouse) prop:value=move || pick_b.get() on:change=move |ev| pick_b.set(event_target_value(&ev))>
                    <option value="">{move || t(Key::QbCarrySpouse)}</option>
                    {options}
                </select>
                <button class="button" data-testid="qb-start-marry" on:click=marry>{move || t(Key::QbCarryMarry)}</button>
            </div>
            {move || problem.get().map(|p| view! { <p class="notice notice--refused" role="alert">{p}</p> })}
        </section>
    }
}
