//! The attack panel (`TABLE.md` §2 step 14, §9 screen 11): the target, the protections that
//! apply (the ghost militia's house, the richest's), the attackers, the occupants, and the
//! outcome: empty, protected, one victim, or the engine's seeded draw among several, shown
//! for the MJ to confirm; other victims only under override. In carnage mode every attacked
//! house is listed. Once confirmed: who died and the raptor's answers.

use leptos::prelude::*;

use quintebourg::attack::{HouseAttack, Result_};
use quintebourg::event::NoVictim;
use quintebourg::model::PlayerId;
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::night_parts::{hname, pname, Chips};
use crate::ui::quintebourg::store::QbStore;

fn why_text(why: NoVictim, lang: Lang) -> &'static str {
    match why {
        NoVictim::NoTarget => Key::QbNoTarget,
        NoVictim::NoAttacker => Key::QbFailNoAttacker,
        NoVictim::Festival => Key::QbFailFestival,
        NoVictim::Militia => Key::QbFailMilitia,
        NoVictim::Richest => Key::QbFailRichest,
        NoVictim::Empty => Key::QbFailEmpty,
    }
    .get(lang)
}

/// What happened at one attacked house once the attack took place: who died there, or why
/// nobody did (the attack failed, or the MJ gave other victims or skipped it).
fn house_outcome(
    h: &HouseAttack,
    victims: &[PlayerId],
    lang: Lang,
    names: &dyn Fn(&[PlayerId]) -> String,
) -> (String, &'static str) {
    let here: Vec<PlayerId> = victims
        .iter()
        .copied()
        .filter(|v| h.occupants.contains(v))
        .collect();
    match (&h.result, here.len()) {
        (_, 1) => (
            Key::QbVictimIs.fill(lang, &[&names(&here)]),
            "qb-attack-victim",
        ),
        (_, n) if n > 1 => (
            Key::QbVictimsAre.fill(lang, &[&names(&here)]),
            "qb-attack-victim",
        ),
        (Result_::Fails { why }, _) => (why_text(*why, lang).to_string(), "qb-attack-fails"),
        _ => (
            Key::QbNobodyDiedHere.get(lang).to_string(),
            "qb-attack-spared",
        ),
    }
}

#[component]
pub fn AttackPanel() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    // The plan and the draw from the runner's who-is-where, worked out once per command.
    let board = crate::ui::quintebourg::who_is_where::NightBoard::here(store);
    let plan = Memo::new(move |_| {
        board.0.with(|b| {
            store
                .game
                .with(|g| quintebourg::attack::plan_with(g.state(), b))
        })
    });
    let suggested = Memo::new(move |_| {
        plan.with(|p| {
            store
                .game
                .with(|g| quintebourg::attack::suggest(p, &mut g.rng()))
        })
    });
    let done = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().night().and_then(|n| n.attack.clone()))
    });
    // Once the attack has taken place, the attack as it was then (the occupants before anyone
    // died), never worked out again from the state after the deaths.
    let shown = Memo::new(move |_| match done.get() {
        Some(rec) => rec.plan,
        None => plan.get(),
    });
    let skipped = Memo::new(move |_| {
        store.game.with(|g| {
            g.state().night().and_then(|n| {
                n.skipped
                    .iter()
                    .find(|(s, _)| *s == quintebourg::state::NightStep::Attack)
                    .map(|(_, r)| r.clone())
            })
        })
    });
    let names = move |ps: &[PlayerId]| -> String {
        store.game.with(|g| {
            let st = g.state();
            if ps.is_empty() {
                "—".to_string()
            } else {
                ps.iter()
                    .map(|p| pname(st, *p))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        })
    };
    let protections = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let mut out = Vec::new();
            if let Some(h) = st.night().and_then(|n| n.militia) {
                out.push(Key::QbProtMilitia.fill(lang, &[&hname(st, h)]));
            }
            if let Some(r) = st.richest.filter(|r| st.alive(*r)) {
                let what = if st.options.richest_protects_house {
                    hname(st, st.players[r as usize].house)
                } else {
                    pname(st, r)
                };
                out.push(Key::QbProtRichest.fill(lang, &[&pname(st, r), &what]));
            }
            out
        })
    };
    let confirm = move |_| {
        store.send(Command::Attack {
            victims: suggested.get_untracked(),
        });
    };
    // Other victims, forced by the MJ.
    let other = RwSignal::new(Vec::<u8>::new());
    let forcing = RwSignal::new(false);
    let living = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    let force = move |_| {
        let victims = other.get_untracked();
        let reason = t(Key::QbOtherVictimsReason);
        if store
            .send_override(Command::Attack { victims }, reason)
            .is_some()
        {
            forcing.set(false);
            other.set(Vec::new());
        }
    };

    let house_view = move |h: HouseAttack| {
        let lang = store.lang();
        let (result, testid) = match done.with_untracked(|d| d.as_ref().map(|d| d.victims.clone()))
        {
            // After the attack: who died in this house, or why nobody did.
            Some(victims) => house_outcome(&h, &victims, lang, &names),
            None => match &h.result {
                Result_::Fails { why } => (why_text(*why, lang).to_string(), "qb-attack-fails"),
                Result_::Victim { player } => (
                    Key::QbVictimIs.fill(lang, &[&names(&[*player])]),
                    "qb-attack-victim",
                ),
                Result_::Draw { among } => (
                    Key::QbDrawAmong.fill(lang, &[&names(among)]),
                    "qb-attack-draw-among",
                ),
            },
        };
        let house = store.game.with_untracked(|g| hname(g.state(), h.house));
        view! {
            <li class="qb-attack__house" data-testid="qb-attack-house" data-house=house.clone()>
                <strong>{house.clone()}</strong>
                <dl class="qb-attack__facts">
                    <dt>{move || t(Key::QbAttackers)}</dt>
                    <dd data-testid="qb-attackers">{names(&h.attackers)}</dd>
                    <dt>{move || t(Key::QbOccupants)}</dt>
                    <dd data-testid="qb-occupants">{names(&h.occupants)}</dd>
                </dl>
                <p class="qb-attack__result" data-testid=testid>{result}</p>
            </li>
        }
    };

    view! {
        <section class="card qb-attack" data-testid="qb-attack-panel">
            <h2>{move || t(Key::QbAttackTitle)}</h2>
            <p data-testid="qb-attack-target">
                {move || {
                    let lang = store.lang();
                    store.game.with(|g| match shown.get().target {
                        Some(h) => Key::QbTargetIs.fill(lang, &[&hname(g.state(), h)]),
                        None => t(Key::QbNoTarget).to_string(),
                    })
                }}
            </p>
            <ul class="qb-list" data-testid="qb-protections">
                {move || protections().into_iter().map(|p| view! { <li class="muted">{p}</li> }).collect_view()}
            </ul>
            {move || shown.get().none.map(|why| view! { <p class="qb-attack__none" data-testid="qb-attack-none">{why_text(why, store.lang())}</p> })}
            <ul class="qb-list">
                {move || {
                    done.track();
                    shown.get().houses.into_iter().map(house_view).collect_view()
                }}
            </ul>
            {move || skipped.get().map(|r| view! {
                <p class="warn" data-testid="qb-attack-skipped">{Key::QbAttackSkipped.fill(store.lang(), &[&r])}</p>
            })}
            <Show
                when=move || done.get().is_none()
                fallback=move || view! {
                    <p class="ok" data-testid="qb-attack-done">
                        {move || {
                            let v = done.get().map(|d| d.victims).unwrap_or_default();
                            if v.is_empty() { t(Key::QbNoVictim).to_string() } else { Key::QbVictimsWere.fill(store.lang(), &[&names(&v)]) }
                        }}
                    </p>
                }
            >
                <div class="qb-attack__confirm" data-testid="qb-attack-suggested">
                    <Show when=move || plan.with(|p| p.houses.iter().any(|h| matches!(h.result, Result_::Draw { .. })))>
                        <p class="qb-attack__drawn" data-testid="qb-attack-drawn">
                            {move || Key::QbDrawn.fill(store.lang(), &[&names(&suggested.get())])}
                        </p>
                    </Show>
                    <button class="button button--primary" data-testid="qb-attack-confirm" on:click=confirm>
                        {move || if suggested.with(Vec::is_empty) { t(Key::QbConfirmNoVictim).to_string() } else { Key::QbConfirmVictims.fill(store.lang(), &[&names(&suggested.get())]) }}
                    </button>
                    <button class="button" data-testid="qb-attack-other" aria-expanded=move || forcing.get().to_string()
                        on:click=move |_| forcing.update(|f| *f = !*f)>
                        {move || t(Key::QbOtherVictims)}
                    </button>
                    <Show when=move || forcing.get()>
                        <p class="muted">{move || t(Key::QbOtherVictimsHelp)}</p>
                        <Chips options=living picked=other max=20 testid="qb-attack-pick" />
                        <button class="button button--danger" data-testid="qb-attack-force" on:click=force>
                            {move || t(Key::QbForceVictims)}
                        </button>
                    </Show>
                </div>
            </Show>
        </section>
    }
}
