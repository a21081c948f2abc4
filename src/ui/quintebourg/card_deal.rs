use leptos::prelude::*;

use quintebourg::model::{CampCard, Personal, Specialty};
use quintebourg::names::title_of;

use crate::i18n::Key;
use crate::ui::quintebourg::setup_draft::{
    random_deal, suggested_cards, suggested_specialties, suggestion, CARDS, SPECIALTIES,
};
use crate::ui::quintebourg::setup_screen::SetupWarnings;
use crate::ui::quintebourg::store::QbStore;

/// Setup, the card deal (`TABLE.md` §1.2, §9 screen 3): the cards in the deal and a seeded
/// random deal of them, or each player's camp card and specialty by hand; card labels, the
/// personal conditions of villager variants, each player's dominant camp, the warnings.
#[component]
pub fn CardDeal() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let count = Memo::new(move |_| store.ui.with(|ui| ui.draft.players.len()));
    let pool = Memo::new(move |_| store.ui.with(|ui| ui.draft.pool_cards.clone()));
    let suggest = move |_| {
        let n = count.get_untracked();
        store.update_ui(|ui| {
            ui.draft.pool_cards = suggested_cards(n);
            ui.draft.pool_specialties = suggested_specialties(n);
        });
    };
    let adding = RwSignal::new(String::new());
    let add_card = move |_| {
        let Some(card) = card_from(&adding.get_untracked()) else {
            return;
        };
        store.update_ui(|ui| ui.draft.pool_cards.push(card));
    };
    let deal = move |_| {
        let n = count.get_untracked();
        let draws = store.ui.with_untracked(|ui| ui.draft.deals) + 1;
        let mut rng = store.game.with_untracked(|g| g.rng_nth(draws as u64));
        store.update_ui(|ui| {
            let dealt = random_deal(
                &ui.draft.pool_cards,
                &ui.draft.pool_specialties,
                n,
                &mut rng,
            );
            for (p, (card, specialty)) in ui.draft.players.iter_mut().zip(dealt) {
                p.card = Some(card);
                p.specialty = Some(specialty);
                p.personal = card.personal_options().to_vec();
                p.personal.truncate(1);
            }
            ui.draft.deals = draws;
            ui.draft.accept_warnings = false;
        });
    };
    let is_suggested =
        Memo::new(move |_| count.get() != 0 && pool.with(|p| *p == suggested_cards(count.get())));
    let pool_fits = move || pool.with(Vec::len) == count.get() && count.get() > 0;

    view! {
        <section class="card">
            <h2>{move || t(Key::QbDealPool)}</h2>
            <p class="muted" data-testid="qb-pool-count">
                {move || Key::QbPoolCount.fill(store.lang(), &[&pool.with(Vec::len).to_string(), &count.get().to_string()])}
            </p>
            <ul class="qb-chips">
                {move || {
                    pool.get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, card)| {
                            view! {
                                <li>
                                    <button
                                        class="qb-chip"
                                        data-testid="qb-pool-card"
                                        aria-label=move || Key::RemovePlayer.fill(store.lang(), &[&title_of(&card, store.lang())])
                                        on:click=move |_| store.update_ui(|ui| {
                                            if i < ui.draft.pool_cards.len() {
                                                ui.draft.pool_cards.remove(i);
                                            }
                                        })
                                    >
                                        {move || title_of(&card, store.lang())} " ✕"
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <div class="row">
                <select
                    class="input"
                    data-testid="qb-pool-add-select"
                    aria-label=move || t(Key::QbAddCard)
                    on:change=move |ev| adding.set(event_target_value(&ev))
                >
                    <option value="">{move || t(Key::QbAddCard)}</option>
                    {CARDS
                        .iter()
                        .map(|c| {
                            let c = *c;
                            view! { <option value=card_id(c)>{move || title_of(&c, store.lang())}</option> }
                        })
                        .collect_view()}
                </select>
                <button class="button" data-testid="qb-pool-add" on:click=add_card>{move || t(Key::AddPlayer)}</button>
            </div>
            <h3>{move || t(Key::QbSpecialties)}</h3>
            <div class="qb-chips">
                {SPECIALTIES
                    .iter()
                    .filter(|s| **s != Specialty::None)
                    .map(|s| {
                        let s = *s;
                        let on = move || store.ui.with(|ui| ui.draft.pool_specialties.contains(&s));
                        view! {
                            <button
                                class="qb-chip"
                                data-testid="qb-pool-specialty"
                                aria-pressed=move || on().to_string()
                                on:click=move |_| store.update_ui(|ui| {
                                    let list = &mut ui.draft.pool_specialties;
                                    if let Some(i) = list.iter().position(|x| *x == s) {
                                        list.remove(i);
                                    } else {
                                        list.push(s);
                                    }
                                })
                            >
                                {move || title_of(&s, store.lang())}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            // Beside the suggestion, what it aims for (shown while the deal is the suggested one).
            <Show when=move || is_suggested.get()>
                <p class="muted" data-testid="qb-suggest-why">
                    {move || {
                        let n = count.get();
                        let s = suggestion(n);
                        Key::QbSuggestWhy.fill(
                            store.lang(),
                            &[&n.to_string(), &s.reptilians.to_string(), &s.villagers.to_string(), &s.small.to_string()],
                        )
                    }}
                </p>
            </Show>
            <div class="row">
                <button class="button" data-testid="qb-pool-suggest" on:click=suggest>
                    {move || t(Key::QbSuggestPool)}
                </button>
                <button
                    class="button button--primary"
                    data-testid="qb-deal-random"
                    disabled=move || !pool_fits()
                    on:click=deal
                >
                    {move || t(Key::QbDealRandom)}
                </button>
            </div>
        </section>
        <SetupWarnings />
        <section class="card">
            <h2>{move || t(Key::QbDealByHand)}</h2>
            <ol class="qb-deal" data-testid="qb-deal">
                {move || (0..count.get()).map(|i| view! { <DealRow index=i /> }).collect_view()}
            </ol>
        </section>
    }
}

/// A camp card's id in a `<select>` (its serde name).
pub fn card_id(card: CampCard) -> String {
    serde_json::to_value(card)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The camp card with this id.
pub fn card_from(id: &str) -> Option<CampCard> {
    serde_json::from_value(serde_json::Value::String(id.to_string())).ok()
}

/// A specialty's id in a `<select>`.
pub fn specialty_id(s: Specialty) -> String {
    serde_json::to_value(s)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The specialty with this id.
pub fn specialty_from(id: &str) -> Option<Specialty> {
    serde_json::from_value(serde_json::Value::String(id.to_string())).ok()
}

/// One player's two cards, the card label, the personal conditions of a villager variant and
/// the dominant camp.
#[component]
fn DealRow(index: usize) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let player = Memo::new(move |_| store.ui.with(|ui| ui.draft.players.get(index).cloned()));
    let name = move || player.with(|p| p.as_ref().map(|p| p.name.clone()).unwrap_or_default());
    let card = move || player.with(|p| p.as_ref().and_then(|p| p.card));
    let specialty = move || player.with(|p| p.as_ref().and_then(|p| p.specialty));
    let set_card = move |ev: leptos::ev::Event| {
        let card = card_from(&event_target_value(&ev));
        store.update_ui(|ui| {
            if let Some(p) = ui.draft.players.get_mut(index) {
                p.card = card;
                let options = card.map(|c| c.personal_options()).unwrap_or(&[]);
                p.personal.retain(|c| options.contains(c));
                if p.personal.is_empty() {
                    p.personal.extend(options.first());
                }
            }
            ui.draft.accept_warnings = false;
        });
    };
    let set_specialty = move |ev: leptos::ev::Event| {
        let s = specialty_from(&event_target_value(&ev));
        store.update_ui(|ui| {
            if let Some(p) = ui.draft.players.get_mut(index) {
                p.specialty = s;
            }
        });
    };
    let set_label = move |ev: leptos::ev::Event| {
        let label = event_target_value(&ev);
        store.update_ui(|ui| {
            if let Some(p) = ui.draft.players.get_mut(index) {
                p.label = label;
            }
        });
    };
    let dominant = move || {
        card()
            .and_then(|c| c.camps().into_iter().next())
            .map(|camp| {
                Key::QbDominant.fill(
                    store.lang(),
                    &[&quintebourg::names::title_of(&camp, store.lang())],
                )
            })
    };
    view! {
        <li class="qb-deal__row" data-testid="qb-deal-row">
            <div class="qb-deal__head">
                <strong class="qb-deal__name">{name}</strong>
                <input
                    class="input qb-deal__label"
                    type="text"
                    maxlength="8"
                    data-testid="qb-card-label"
                    aria-label=move || Key::QbCardLabelOf.fill(store.lang(), &[&name()])
                    placeholder=move || t(Key::QbCardLabel)
                    prop:value=move || player.with(|p| p.as_ref().map(|p| p.label.clone()).unwrap_or_default())
                    on:change=set_label
                />
            </div>
            <div class="qb-deal__cards">
                <select
                    class="input"
                    data-testid="qb-card-select"
                    aria-label=move || Key::QbCardOf.fill(store.lang(), &[&name()])
                    prop:value=move || card().map(card_id).unwrap_or_default()
                    on:change=set_card
                >
                    <option value="">{move || t(Key::QbCampCard)}</option>
                    {CARDS
                        .iter()
                        .map(|c| {
                            let c = *c;
                            view! { <option value=card_id(c)>{move || title_of(&c, store.lang())}</option> }
                        })
                        .collect_view()}
                </select>
                <select
                    class="input"
                    data-testid="qb-specialty-select"
                    aria-label=move || Key::QbSpecialtyOf.fill(store.lang(), &[&name()])
                    prop:value=move || specialty().map(specialty_id).unwrap_or_default()
                    on:change=set_specialty
                >
                    <option value="">{move || t(Key::QbSpecialty)}</option>
                    {SPECIALTIES
                        .iter()
                        .map(|s| {
                            let s = *s;
                            view! { <option value=specialty_id(s)>{move || title_of(&s, store.lang())}</option> }
                        })
                        .collect_view()}
                </select>

            </div>
            {move || {
                let options = card().map(|c| c.personal_options()).unwrap_or(&[]);
                (!options.is_empty())
                    .then(|| {
                        view! {
                            <fieldset class="qb-deal__personal" data-testid="qb-personal">
                                <legend>{move || t(Key::QbPersonal)}</legend>
                                {options
                                    .iter()
                                    .map(|c| view! { <PersonalBox index=index condition=*c /> })
                                    .collect_view()}
                            </fieldset>
                        }
                    })
            }}
            <span class="muted" data-testid="qb-dominant">{dominant}</span>
        </li>
    }
}

/// One personal condition a villager variant card may carry, on or off.
#[component]
fn PersonalBox(index: usize, condition: Personal) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let on = move || {
        store.ui.with(|ui| {
            ui.draft
                .players
                .get(index)
                .is_some_and(|p| p.personal.contains(&condition))
        })
    };
    view! {
        <label class="check">
            <input
                type="checkbox"
                prop:checked=on
                on:change=move |ev| {
                    let checked = event_target_checked(&ev);
                    store.update_ui(|ui| {
                        if let Some(p) = ui.draft.players.get_mut(index) {
                            p.personal.retain(|c| *c != condition);
                            if checked {
                                p.personal.push(condition);
                            }
                        }
                        ui.draft.accept_warnings = false;
                    });
                }
            />
            <span>{move || title_of(&condition, store.lang())}</span>
        </label>
    }
}
