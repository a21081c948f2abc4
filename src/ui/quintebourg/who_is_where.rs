//! The who-is-where board (`TABLE.md` §2 step 14, §9 screen 10): for each living player the
//! long action that wins tonight and where it puts them, at home or not, each losing claim and
//! what beat it; and an override per player (the engine's `place`), logged as the MJ's call.

use leptos::prelude::*;

use quintebourg::model::{HouseId, PlayerId};
use quintebourg::night::Whereabouts;
use quintebourg::{Command, QbGame};

use crate::i18n::Key;
use crate::ui::quintebourg::night_parts::{action_name, hname, pname};
use crate::ui::quintebourg::store::QbStore;

/// One row of the board, in words (built once per change of the game).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Row {
    player: PlayerId,
    name: String,
    action: String,
    house: HouseId,
    house_name: String,
    at_home: bool,
    placed: bool,
    by: Option<String>,
    lost: Vec<String>,
    /// One of the Lovers (the MJ's phone: marked for the night's meeting).
    lover: bool,
}

/// Who is where tonight, worked out once per command for every panel that shows it or builds
/// on it (the board, the attack plan, the suggested draw): provided by the night runner.
#[derive(Clone, Copy)]
pub struct NightBoard(pub Memo<Vec<Whereabouts>>);

impl NightBoard {
    pub fn new(store: QbStore) -> NightBoard {
        NightBoard(Memo::new(move |_| store.game.with(|g| g.whereabouts())))
    }

    /// The runner's, or one of this panel's own when shown elsewhere.
    pub fn here(store: QbStore) -> NightBoard {
        use_context::<NightBoard>().unwrap_or_else(|| NightBoard::new(store))
    }
}

#[component]
pub fn WhoIsWhere() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let board = NightBoard::here(store);
    let rows = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            board
                .0
                .get()
                .into_iter()
                .map(|w: Whereabouts| Row {
                    player: w.player,
                    name: pname(st, w.player),
                    action: action_name(w.action, lang).to_string(),
                    house: w.house,
                    house_name: hname(st, w.house),
                    at_home: w.at_home,
                    placed: w.placed,
                    by: w.by.map(|b| pname(st, b)),
                    lover: st
                        .lovers
                        .is_some_and(|(a, b)| a == w.player || b == w.player),
                    lost: w
                        .lost
                        .iter()
                        .map(|l| match l.beaten_by {
                            Some(b) => Key::QbLostTo.fill(
                                lang,
                                &[
                                    action_name(l.action, lang),
                                    &hname(st, l.house),
                                    action_name(b, lang),
                                ],
                            ),
                            None => Key::QbLostToMj
                                .fill(lang, &[action_name(l.action, lang), &hname(st, l.house)]),
                        })
                        .collect(),
                })
                .collect::<Vec<_>>()
        })
    });
    let house_names = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            (0..st.houses.len())
                .map(|h| (h as HouseId, hname(st, h as HouseId)))
                .collect::<Vec<_>>()
        })
    });
    let attack_done = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().night().is_some_and(|n| n.attack.is_some()))
    });
    // The player whose override is open.
    let open = RwSignal::new(None::<PlayerId>);

    view! {
        <section class="card qb-wiw" data-testid="qb-who-is-where">
            <h2>{move || t(Key::QbWhoIsWhere)}</h2>
            <p class="muted">{move || t(Key::QbWhoIsWhereHelp)}</p>
            <ul class="qb-wiw__rows">
                <For
                    each=move || rows.get()
                    key=|r| r.clone()
                    children=move |r: Row| {
                        let p = r.player;
                        let here = r.house;
                        view! {
                            <li class="qb-wiw__row" data-testid="qb-wiw-row" data-player=r.name.clone()
                                data-house=r.house_name.clone() data-at-home=r.at_home.to_string()>
                                <div class="qb-wiw__line">
                                    <strong class="qb-wiw__name">{r.name.clone()}</strong>
                                    {r.lover.then(|| view! { <span class="qb-wiw__lover" data-testid="qb-wiw-lover">{move || t(Key::QbLoverMark)}</span> })}
                                    <span class="qb-wiw__action" data-testid="qb-wiw-action">{r.action.clone()}</span>
                                    <span class="qb-wiw__house" data-testid="qb-wiw-house">"→ " {r.house_name.clone()}</span>
                                    <span class=if r.at_home { "qb-wiw__home" } else { "qb-wiw__home qb-wiw__home--away" }>
                                        {move || if r.at_home { t(Key::QbAtHome) } else { t(Key::QbAway) }}
                                    </span>
                                </div>
                                {r.by.clone().map(|b| view! { <p class="muted qb-wiw__by">{move || Key::QbImposedBy.fill(store.lang(), &[&b])}</p> })}
                                {r.placed.then(|| view! { <p class="qb-wiw__placed" data-testid="qb-wiw-placed">{move || t(Key::QbPlacedByMj)}</p> })}
                                <ul class="qb-wiw__lost">
                                    {r.lost.iter().map(|l| view! { <li data-testid="qb-wiw-lost">{l.clone()}</li> }).collect_view()}
                                </ul>
                                <Show when=move || !attack_done.get()>
                                    <button class="button button--small" data-testid="qb-wiw-override"
                                        aria-expanded=move || (open.get() == Some(p)).to_string()
                                        on:click=move |_| open.update(|o| *o = if *o == Some(p) { None } else { Some(p) })>
                                        {move || t(Key::QbPlaceElsewhere)}
                                    </button>
                                </Show>
                                <Show when=move || open.get() == Some(p) && !attack_done.get()>
                                    <div class="qb-chips-row" data-testid="qb-wiw-houses">
                                        {move || house_names.get().into_iter().map(|(h, name)| {
                                            view! {
                                                <button class="qb-chip" data-testid="qb-wiw-place" data-id=h.to_string()
                                                    aria-pressed=(h == here).to_string()
                                                    on:click=move |_| { store.send(Command::Place { player: p, house: h }); }>
                                                    {name}
                                                </button>
                                            }
                                        }).collect_view()}
                                    </div>
                                </Show>
                            </li>
                        }
                    }
                />
            </ul>
        </section>
    }
}
