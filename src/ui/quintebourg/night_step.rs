//! The night step panel (`TABLE.md` §2, §9 screen 8): for the step on screen, the input it
//! needs (a player, two players and a house, a house, a corpse) with only the legal choices
//! offered, the command sent to the engine (a refusal shows its message, with "force it" where
//! the MJ may), what it did, and the card to hold up to the waking player.

use leptos::prelude::*;

use quintebourg::apply::asleep;
use quintebourg::command::{EngineerTool, Gift, HouseVote};
use quintebourg::event::Event;
use quintebourg::model::{CampCard, CardKind, HouseId, Office, PlayerId, Power, Specialty};
use quintebourg::names::title_of;
use quintebourg::night::budget_left;
use quintebourg::state::{Life, NightStep, RaptorAt, State};
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::night_parts::{
    card_text, event_text, hname, pname, CardShown, Chips, Showing,
};
use crate::ui::quintebourg::store::QbStore;
use crate::ui::quintebourg::timers::Countdown;

/// The living, awake players holding a specialty.
fn holders(st: &State, s: Specialty) -> Vec<PlayerId> {
    st.living()
        .into_iter()
        .filter(|p| st.players[*p as usize].has(s) && !asleep(st, *p))
        .collect()
}

/// The living, awake players holding one of these camp cards.
fn card_holders(st: &State, cards: &[CampCard]) -> Vec<PlayerId> {
    st.living()
        .into_iter()
        .filter(|p| cards.contains(&st.players[*p as usize].card) && !asleep(st, *p))
        .collect()
}

fn people(st: &State, ids: impl IntoIterator<Item = PlayerId>) -> Vec<(u8, String)> {
    ids.into_iter().map(|p| (p, pname(st, p))).collect()
}

fn houses(st: &State, ids: impl IntoIterator<Item = HouseId>) -> Vec<(u8, String)> {
    ids.into_iter().map(|h| (h, hname(st, h))).collect()
}

fn all_houses(st: &State) -> Vec<HouseId> {
    (0..st.houses.len()).map(|h| h as HouseId).collect()
}

/// The one pick of a chip row, if any.
fn one(picked: RwSignal<Vec<u8>>) -> Option<u8> {
    picked.with(|p| p.first().copied())
}

/// The panel of one step. Re-created when the step changes.
#[component]
pub fn NightStepPanel(step: NightStep) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let showing = expect_context::<Showing>();
    let t = move |key: Key| store.t(key);
    // What the last command of this panel did, in words.
    let said = RwSignal::new(Vec::<String>::new());
    let send = move |cmd: Command| -> Option<Vec<Event>> {
        let events = store.send(cmd)?;
        let lang = store.lang.get_untracked();
        // The militia's house and the Reptilians' target have a line of their own in their
        // panel: said once, not twice.
        let lines = store.game.with_untracked(|g| {
            events
                .iter()
                .filter(|e| !matches!(e, Event::Target { .. } | Event::MilitiaProtects { .. }))
                .filter_map(|e| event_text(g.state(), e, lang))
                .collect::<Vec<_>>()
        });
        said.set(lines);
        Some(events)
    };
    let st = move || store.game.with(|g| g.state().clone());
    let lang = move || store.lang();

    provide_context(PanelStep(step));
    let body = match step {
        NightStep::Militia => militia(store, send).into_any(),
        NightStep::Huddle => huddle(store, send).into_any(),
        NightStep::Lovers => lovers(store, send).into_any(),
        NightStep::Sandman => target_step(store, send, Specialty::Sandman, false, |by, target| {
            Command::Sandman { by, target }
        })
        .into_any(),
        NightStep::Psychopath => {
            target_step(store, send, Specialty::Psychopath, true, |by, target| {
                Command::Psychopath { by, target }
            })
            .into_any()
        }
        NightStep::Reporter => reporter(store, showing, send).into_any(),
        NightStep::Burglar => burglar(store, send).into_any(),
        NightStep::Artist => artist(store, send).into_any(),
        NightStep::Eris => pair_step(store, send, Specialty::Eris, false).into_any(),
        NightStep::Freyja => pair_step(store, send, Specialty::Freyja, true).into_any(),
        NightStep::Offices => offices_step(store, send).into_any(),
        NightStep::Musicians => musicians(store, send).into_any(),
        NightStep::Laura => laura(store, send).into_any(),
        NightStep::LoversMeet => {
            view! { <p class="muted" data-testid="qb-step-note">{move || t(Key::QbLoversMeetNote)}</p> }
                .into_any()
        }
        NightStep::Raptor => raptor(store, send).into_any(),
        NightStep::Dawn => view! {
            <p class="muted">{move || t(Key::QbDawnNote)}</p>
            <button class="button button--primary" data-testid="qb-dawn" on:click=move |_| { send(Command::Dawn); }>
                {move || t(Key::QbDawnSend)}
            </button>
        }
        .into_any(),
        NightStep::Engineer => engineer(store, showing, send).into_any(),
        NightStep::Couples => view! {
            <button class="button" data-testid="qb-couples" on:click=move |_| { send(Command::CouplesCheck); }>
                {move || t(Key::QbCouplesSend)}
            </button>
        }
        .into_any(),
        NightStep::Dream => dream(store, send).into_any(),
        NightStep::Attack | NightStep::Dusk => ().into_any(),
    };
    // Who wakes at this step (the sheet's line).
    let wakes = move || {
        let s = st();
        let l = lang();
        quintebourg::night::sheet(&s)
            .into_iter()
            .find(|line| line.step == step)
            .map(|line| {
                line.players
                    .iter()
                    .map(|p| {
                        let name = pname(&s, *p);
                        if asleep(&s, *p) {
                            format!("{name} ({})", Key::QbAsleep.get(l))
                        } else {
                            name
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .unwrap_or_default()
    };
    view! {
        <section class="card qb-step" data-testid="qb-step-panel" data-step=format!("{step:?}")>
            <h2 class="qb-step__title">{move || step_name(step, lang())}</h2>
            <Show when=move || !wakes().is_empty()>
                <p class="qb-step__wakes" data-testid="qb-step-wakes">{move || t(Key::QbWakes)} " " {wakes}</p>
            </Show>
            {body}
            <Show when=move || !said.with(Vec::is_empty)>
                <ul class="qb-said" data-testid="qb-step-result" role="status">
                    {move || said.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                </ul>
            </Show>
        </section>
    }
}

/// The name of a night step.
pub fn step_name(step: NightStep, lang: Lang) -> String {
    match step {
        NightStep::Sandman => title_of(&Specialty::Sandman, lang),
        NightStep::Reporter => title_of(&Specialty::Reporter, lang),
        NightStep::Burglar => title_of(&Specialty::Burglar, lang),
        NightStep::Psychopath => title_of(&Specialty::Psychopath, lang),
        NightStep::Artist => title_of(&Specialty::Artist, lang),
        NightStep::Eris => title_of(&Specialty::Eris, lang),
        NightStep::Freyja => title_of(&Specialty::Freyja, lang),
        NightStep::Laura => title_of(&Specialty::Laura, lang),
        NightStep::Raptor => title_of(&Specialty::RaptorTrainer, lang),
        NightStep::Engineer => title_of(&Specialty::Engineer, lang),
        NightStep::Dream => Key::QbDreamStep.get(lang).to_string(),
        s => quintebourg::names::title_of(&s, lang),
    }
}

/// The step whose panel is on screen (for the weekly budgets of its powers).
#[derive(Clone, Copy)]
struct PanelStep(NightStep);

/// The weekly-budgeted powers a step uses (`TABLE.md` §2: 2 or 3 nights a week).
fn step_powers(step: NightStep) -> &'static [Power] {
    match step {
        NightStep::Reporter => &[Power::Peek],
        NightStep::Burglar => &[Power::Larceny],
        NightStep::Psychopath => &[Power::Kidnap],
        NightStep::Artist => &[Power::Sculpture, Power::Caricature],
        NightStep::Eris => &[Power::Quarrel, Power::Prank],
        NightStep::Freyja => &[Power::Matchmaker, Power::Adoration],
        NightStep::Raptor => &[Power::Raptor],
        NightStep::Engineer => &[Power::Stalker],
        _ => &[],
    }
}

/// The actors of `step` whose budget is spent this week (none of its powers left).
fn spent(st: &State, step: NightStep, actors: &[PlayerId]) -> Vec<PlayerId> {
    let powers = step_powers(step);
    if powers.is_empty() {
        return Vec::new();
    }
    actors
        .iter()
        .copied()
        .filter(|p| !powers.iter().any(|w| budget_left(st, *p, *w)))
        .collect()
}

/// Who acts: the first awake holder with a use left, or the one picked when several hold the
/// role; a holder whose budget is spent this week shows greyed, with why (recording for him
/// asks the MJ to force it).
fn actor_row(store: QbStore, list: Memo<Vec<u8>>, actor: RwSignal<Vec<u8>>) -> impl IntoView {
    let step = use_context::<PanelStep>().map(|s| s.0);
    let greyed = Memo::new(move |_| {
        let l = list.get();
        step.map(|s| store.game.with(|g| spent(g.state(), s, &l)))
            .unwrap_or_default()
    });
    Effect::new(move |_| {
        let l = list.get();
        let g = greyed.get();
        if actor.with_untracked(|a| a.is_empty() || !l.contains(&a[0])) {
            let first = l.iter().find(|p| !g.contains(p)).or(l.first());
            actor.set(first.copied().into_iter().collect());
        }
    });
    let options = Signal::derive(move || {
        let lang = store.lang();
        let g = greyed.get();
        store.game.with(|gm| {
            people(gm.state(), list.get())
                .into_iter()
                .map(|(p, name)| {
                    if g.contains(&p) {
                        (p, format!("{name} ({})", Key::QbSkipBudget.get(lang)))
                    } else {
                        (p, name)
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <Show when=move || { list.with(Vec::len) > 1 || !greyed.with(Vec::is_empty) }>
            <p class="qb-label">{move || store.t(Key::QbWhoActs)}</p>
            <Chips options=options picked=actor testid="qb-actor" greyed=Signal::derive(move || greyed.get()) />
        </Show>
        <Show when=move || one(actor).is_some_and(|a| greyed.with(|g| g.contains(&a)))>
            <p class="warn" data-testid="qb-budget-spent">{move || store.t(Key::QbBudgetSpentNote)}</p>
        </Show>
    }
}

fn no_actor(store: QbStore, list: Memo<Vec<u8>>) -> impl IntoView {
    view! {
        <Show when=move || list.with(Vec::is_empty)>
            <p class="muted" data-testid="qb-step-nobody">{move || store.t(Key::QbNobodyAwake)}</p>
        </Show>
    }
}

fn send_button(
    store: QbStore,
    label: Key,
    testid: &'static str,
    ready: impl Fn() -> bool + Send + Sync + 'static,
    go: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <button class="button button--primary" data-testid=testid disabled=move || !ready() on:click=move |_| go()>
            {move || store.t(label)}
        </button>
    }
}

/// Each voter's own house (the ghosts of the militia, the Reptilians of the huddle), for a
/// night where they do not agree: a row per voter, sent as one command whose outcome the engine
/// decides (the Chief's or the Alpha's pick on a disagreement).
fn per_voter(
    store: QbStore,
    voters: Signal<Vec<(u8, String)>>,
    options: Signal<Vec<(u8, String)>>,
    votes: RwSignal<Vec<(u8, u8)>>,
) -> impl IntoView {
    view! {
        <details class="qb-votes" data-testid="qb-per-voter">
            <summary>{move || store.t(Key::QbEachVote)}</summary>
            <For
                each=move || voters.get()
                key=|(p, name)| (*p, name.clone())
                children=move |(p, name)| {
                    let set = move |ev: leptos::ev::Event| {
                        let v = event_target_value(&ev).parse::<u8>().ok();
                        votes.update(|vs| {
                            vs.retain(|(q, _)| *q != p);
                            if let Some(h) = v {
                                vs.push((p, h));
                            }
                        });
                    };
                    view! {
                        <label class="qb-vote-row">
                            <span>{name}</span>
                            <select class="input" data-testid="qb-vote" data-voter=p.to_string() on:change=set>
                                <option value="">"—"</option>
                                {move || options.get().into_iter().map(|(h, label)| view! {
                                    <option value=h.to_string() selected=move || votes.with(|vs| vs.contains(&(p, h)))>{label}</option>
                                }).collect_view()}
                            </select>
                        </label>
                    }
                }
            />
        </details>
    }
}

fn militia(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            houses(
                st,
                all_houses(st)
                    .into_iter()
                    .filter(|h| st.last_militia != Some(*h)),
            )
        })
    });
    let ghosts = move || {
        store.game.with(|g| {
            let st = g.state();
            st.ids()
                .filter(|p| st.players[*p as usize].life == Life::Ghost)
                .collect::<Vec<_>>()
        })
    };
    let chief = move || store.game.with(|g| g.state().holder(Office::MilitiaChief));
    let done = move || {
        store.game.with(|g| {
            let st = g.state();
            st.night().and_then(|n| n.militia).map(|h| hname(st, h))
        })
    };
    let votes = RwSignal::new(Vec::<(u8, u8)>::new());
    let voters = Signal::derive(move || store.game.with(|g| people(g.state(), ghosts())));
    view! {
        <p class="muted">{move || store.t(Key::QbMilitiaHelp)}</p>
        <Chips options=options picked=picked testid="qb-house" />
        {per_voter(store, voters, options, votes)}
        <Show when=move || !votes.with(Vec::is_empty)>
            // L148: the votes settle it (agreement, or the Chief's own vote); otherwise the
            // Chief is asked now, with the houses above, before anything is sent.
            {move || {
                let settled = store.game.with(|g| {
                    let list: Vec<HouseVote> = votes.get().into_iter().map(|(voter, house)| HouseVote { voter, house }).collect();
                    quintebourg::night::militia_house(g.state(), &list).is_some()
                });
                (!settled && one(picked).is_none()).then(|| view! {
                    <p class="notice" role="status" data-testid="qb-militia-ask-chief">{move || store.t(Key::QbMilitiaAskChief)}</p>
                })
            }}
            {send_button(store, Key::QbRecordVotes, "qb-votes-send", move || {
                let list: Vec<HouseVote> = votes.get().into_iter().map(|(voter, house)| HouseVote { voter, house }).collect();
                one(picked).is_some() || store.game.with(|g| quintebourg::night::militia_house(g.state(), &list).is_some())
            }, move || {
                let votes = votes.get_untracked().into_iter().map(|(voter, house)| HouseVote { voter, house }).collect();
                send(Command::Militia { votes, chief_pick: one(picked) });
            })}
        </Show>
        <div class="row">
            {send_button(store, Key::QbGhostsAgree, "qb-militia-agree", move || one(picked).is_some(), move || {
                if let Some(h) = one(picked) {
                    let votes = ghosts().into_iter().map(|voter| HouseVote { voter, house: h }).collect();
                    send(Command::Militia { votes, chief_pick: None });
                }
            })}
            <Show when=move || chief().is_some()>
                {send_button(store, Key::QbChiefPicks, "qb-militia-chief", move || one(picked).is_some(), move || {
                    if let Some(h) = one(picked) {
                        send(Command::Militia { votes: Vec::new(), chief_pick: Some(h) });
                    }
                })}
            </Show>
        </div>
        {move || done().map(|h| view! { <p class="ok" data-testid="qb-militia-done">{Key::QbMilitiaDone.fill(store.lang(), &[&h])}</p> })}
    }
}

fn huddle(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        store
            .game
            .with(|g| houses(g.state(), all_houses(g.state())))
    });
    let reptiles = move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .filter(|p| st.players[*p as usize].is_reptilian() && !asleep(st, *p))
                .collect::<Vec<_>>()
        })
    };
    let alpha = move || {
        store.game.with(|g| {
            let st = g.state();
            reptiles()
                .into_iter()
                .find(|p| st.players[*p as usize].card == CampCard::Alpha)
        })
    };
    let done = move || {
        store.game.with(|g| {
            let st = g.state();
            st.night().filter(|n| n.huddled).map(|n| match n.target {
                Some(h) => Key::QbTargetIs.fill(store.lang(), &[&hname(st, h)]),
                None => store.t(Key::QbNoTarget).to_string(),
            })
        })
    };
    let votes = RwSignal::new(Vec::<(u8, u8)>::new());
    let voters = Signal::derive(move || store.game.with(|g| people(g.state(), reptiles())));
    view! {
        <p class="muted">{move || store.t(Key::QbHuddleHelp)}</p>
        <Chips options=options picked=picked testid="qb-house" />
        {per_voter(store, voters, options, votes)}
        <Show when=move || !votes.with(Vec::is_empty)>
            {send_button(store, Key::QbRecordVotes, "qb-votes-send", || true, move || {
                let votes = votes.get_untracked().into_iter().map(|(voter, house)| HouseVote { voter, house }).collect();
                send(Command::Huddle { votes });
            })}
        </Show>
        <div class="row">
            {send_button(store, Key::QbReptilesAgree, "qb-huddle-agree", move || one(picked).is_some(), move || {
                if let Some(h) = one(picked) {
                    let votes = reptiles().into_iter().map(|voter| HouseVote { voter, house: h }).collect();
                    send(Command::Huddle { votes });
                }
            })}
            <Show when=move || alpha().is_some()>
                {send_button(store, Key::QbAlphaPicks, "qb-huddle-alpha", move || one(picked).is_some(), move || {
                    if let (Some(h), Some(a)) = (one(picked), alpha()) {
                        send(Command::Huddle { votes: vec![HouseVote { voter: a, house: h }] });
                    }
                })}
            </Show>
            <button class="button" data-testid="qb-huddle-none" on:click=move |_| { send(Command::Huddle { votes: Vec::new() }); }>
                {move || store.t(Key::QbNoAttackTonight)}
            </button>
        </div>
        {move || done().map(|d| view! { <p class="ok" data-testid="qb-huddle-done">{d}</p> })}
    }
}

fn lovers(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            match st.lovers {
                Some((a, b)) => houses(
                    st,
                    [st.players[a as usize].house, st.players[b as usize].house],
                ),
                None => Vec::new(),
            }
        })
    });
    let done = move || {
        store.game.with(|g| {
            let st = g.state();
            st.night()
                .and_then(|n| n.lovers_house)
                .map(|h| hname(st, h))
        })
    };
    view! {
        <Countdown seconds=30 label=Signal::derive(move || store.t(Key::QbMimeTimer).to_string()) testid="qb-timer-30" />
        <Chips options=options picked=picked testid="qb-house" />
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some(), move || {
            if let Some(house) = one(picked) {
                send(Command::LoversHouse { house });
            }
        })}
        {move || done().map(|h| view! { <p class="ok">{Key::QbLoversAt.fill(store.lang(), &[&h])}</p> })}
    }
}

/// A step with one actor and one living target (the Sandman, the Psychopath).
fn target_step(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
    role: Specialty,
    not_self: bool,
    make: fn(PlayerId, PlayerId) -> Command,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), role)));
    let actor = RwSignal::new(Vec::new());
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            people(
                st,
                st.living()
                    .into_iter()
                    .filter(|p| !(not_self && Some(*p) == by)),
            )
        })
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=options picked=picked testid="qb-target" />
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), move || {
            if let (Some(by), Some(t)) = (one(actor), one(picked)) {
                if send(make(by, t)).is_some() {
                    picked.set(Vec::new());
                }
            }
        })}
    }
}

fn reporter(
    store: QbStore,
    showing: Showing,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), Specialty::Reporter)));
    let actor = RwSignal::new(Vec::new());
    let picked = RwSignal::new(Vec::new());
    let kind = RwSignal::new(vec![0u8]);
    let both = move || store.game.with(|g| g.state().options.reporter_sees_both);
    let options = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            by.map(|b| people(st, st.seat_neighbours(b)))
                .unwrap_or_default()
        })
    });
    let kinds = Signal::derive(move || {
        let l = store.lang();
        vec![
            (0u8, Key::QbCampCard.get(l).to_string()),
            (1u8, Key::QbSpecialty.get(l).to_string()),
        ]
    });
    let go = move || {
        let (Some(by), Some(target)) = (one(actor), one(picked)) else {
            return;
        };
        let card = if one(kind) == Some(1) {
            CardKind::Specialty
        } else {
            CardKind::Camp
        };
        if let Some(events) = send(Command::Reporter { by, target, card }) {
            let lang = store.lang.get_untracked();
            store.game.with_untracked(|g| {
                let st = g.state();
                let faces: Vec<String> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::CardShown { player, card, .. } => {
                            Some(card_text(st, *player, *card, lang))
                        }
                        _ => None,
                    })
                    .collect();
                showing.show(CardShown {
                    to: Key::QbShowTo.fill(lang, &[&pname(st, by)]),
                    title: Key::QbCardsOf.fill(lang, &[&pname(st, target)]),
                    faces,
                });
            });
        }
    };
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=options picked=picked testid="qb-target" />
        <Show when=move || !both()>
            <Chips options=kinds picked=kind testid="qb-card-kind" />
        </Show>
        {send_button(store, Key::QbRecordAndShow, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), go)}
    }
}

fn burglar(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), Specialty::Burglar)));
    let actor = RwSignal::new(Vec::new());
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            let own = by.map(|b| st.players[b as usize].house);
            houses(
                st,
                all_houses(st)
                    .into_iter()
                    .filter(|h| Some(*h) != own && st.owner(*h).is_some() && st.owner(*h) != by),
            )
        })
    });
    // The loot the house gives (the engine's preview), and who gets some of it at once.
    let loot = move || match (one(actor), one(picked)) {
        (Some(by), Some(h)) => store
            .game
            .with(|g| quintebourg::night::larceny_loot(g.state(), by, h)),
        _ => 0,
    };
    let to = RwSignal::new(Vec::new());
    let coins = RwSignal::new(Vec::new());
    let receivers = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            people(st, st.living().into_iter().filter(|p| Some(*p) != by))
        })
    });
    let amounts = Signal::derive(move || {
        (1..=loot().min(u8::MAX as u32) as u8)
            .map(|c| (c, c.to_string()))
            .collect::<Vec<_>>()
    });
    let gifts = move || match (one(to), one(coins)) {
        (Some(to), Some(c)) if (c as u32) <= loot() => vec![Gift {
            to,
            coins: c as u32,
        }],
        _ => Vec::new(),
    };
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <p class="muted">{move || store.t(Key::QbBurglarHelp)}</p>
        <Chips options=options picked=picked testid="qb-house" />
        <Show when=move || { loot() > 0 }>
            <p class="qb-label" data-testid="qb-loot">{move || Key::QbLoot.fill(store.lang(), &[&loot().to_string()])}</p>
            <p class="muted">{move || store.t(Key::QbLootHandOn)}</p>
            <Chips options=receivers picked=to testid="qb-loot-to" />
            <Chips options=amounts picked=coins testid="qb-loot-coins" />
        </Show>
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), move || {
            if let (Some(by), Some(house)) = (one(actor), one(picked)) {
                send(Command::Burglar { by, house, gifts: gifts() });
            }
        })}
    }
}

fn artist(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), Specialty::Artist)));
    let actor = RwSignal::new(Vec::new());
    let mode = RwSignal::new(vec![0u8]);
    let picked = RwSignal::new(Vec::new());
    let modes = Signal::derive(move || {
        let l = store.lang();
        vec![
            (0u8, title_of(&Power::Sculpture, l)),
            (1u8, title_of(&Power::Caricature, l)),
        ]
    });
    let options = Signal::derive(move || {
        let by = one(actor);
        let caricature = one(mode) == Some(1);
        store.game.with(|g| {
            let st = g.state();
            if caricature {
                people(st, st.ids().filter(|p| !st.offices_of(*p).is_empty()))
            } else {
                people(st, st.living().into_iter().filter(|p| Some(*p) != by))
            }
        })
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=modes picked=mode testid="qb-mode" />
        <Chips options=options picked=picked testid="qb-target" />
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), move || {
            if let (Some(by), Some(target)) = (one(actor), one(picked)) {
                let cmd = if one(mode) == Some(1) {
                    Command::Caricature { by, target }
                } else {
                    Command::Sculpture { by, target }
                };
                if send(cmd).is_some() {
                    picked.set(Vec::new());
                }
            }
        })}
    }
}

/// Eris's Quarrel or Freyja's Matchmaker: two players, then the house of one of them.
fn pair_step(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
    role: Specialty,
    freyja: bool,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), role)));
    let actor = RwSignal::new(Vec::new());
    let two = RwSignal::new(Vec::new());
    let house = RwSignal::new(Vec::new());
    let options =
        Signal::derive(move || store.game.with(|g| people(g.state(), g.state().living())));
    let house_options = Signal::derive(move || {
        let picked = two.get();
        store.game.with(|g| {
            let st = g.state();
            houses(st, picked.iter().map(|p| st.players[*p as usize].house))
        })
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <p class="muted">{move || store.t(Key::QbPairHelp)}</p>
        <Chips options=options picked=two max=2 testid="qb-target" />
        <Show when=move || two.with(Vec::len) == 2>
            <p class="qb-label">{move || store.t(Key::QbFirstPicksHouse)}</p>
            <Chips options=house_options picked=house testid="qb-house" />
        </Show>
        {send_button(store, Key::QbRecord, "qb-step-send", move || two.with(Vec::len) == 2 && one(house).is_some() && one(actor).is_some(), move || {
            let p = two.get_untracked();
            if let (Some(by), &[first, second], Some(h)) = (one(actor), p.as_slice(), one(house)) {
                let cmd = if freyja {
                    Command::Matchmaker { by, first, second, house: h }
                } else {
                    Command::Quarrel { by, first, second, house: h }
                };
                send(cmd);
            }
        })}
    }
}

fn offices_step(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let mice = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let b = card_holders(st, &[CampCard::Brain]).first().copied();
            let p = card_holders(st, &[CampCard::Pinky]).first().copied();
            b.zip(p)
        })
    });
    let freyja = Memo::new(move |_| {
        store
            .game
            .with(|g| holders(g.state(), Specialty::Freyja).first().copied())
    });
    let eris = Memo::new(move |_| {
        store
            .game
            .with(|g| holders(g.state(), Specialty::Eris).first().copied())
    });
    let swap = RwSignal::new(Vec::new());
    let admired = RwSignal::new(Vec::new());
    let everyone = Signal::derive(move || store.game.with(|g| people(g.state(), g.state().ids())));
    let living = Signal::derive(move || store.game.with(|g| people(g.state(), g.state().living())));
    view! {
        <Show when=move || mice.get().is_some()>
            <h3>{move || title_of(&Power::OfficeSwap, store.lang())}</h3>
            <Chips options=everyone picked=swap max=2 testid="qb-swap" />
            {send_button(store, Key::QbRecord, "qb-swap-send", move || swap.with(Vec::len) == 2, move || {
                let p = swap.get_untracked();
                if let (Some((brain, pinky)), &[a, b]) = (mice.get_untracked(), p.as_slice()) {
                    send(Command::MiceSwap { brain, pinky, a, b });
                }
            })}
        </Show>
        <Show when=move || freyja.get().is_some()>
            <h3>{move || title_of(&Power::Adoration, store.lang())}</h3>
            <Chips options=living picked=admired testid="qb-admired" />
            {send_button(store, Key::QbRecord, "qb-adoration-send", move || one(admired).is_some(), move || {
                if let (Some(by), Some(target)) = (freyja.get_untracked(), one(admired)) {
                    send(Command::Adoration { by, target });
                }
            })}
        </Show>
        <Show when=move || eris.get().is_some()>
            <h3>{move || title_of(&Power::Prank, store.lang())}</h3>
            <div class="row">
                <button class="button" data-testid="qb-prank-cw" on:click=move |_| {
                    if let Some(by) = eris.get_untracked() { send(Command::Prank { by, clockwise: true }); }
                }>{move || store.t(Key::QbClockwise)}</button>
                <button class="button" data-testid="qb-prank-ccw" on:click=move |_| {
                    if let Some(by) = eris.get_untracked() { send(Command::Prank { by, clockwise: false }); }
                }>{move || store.t(Key::QbCounterClockwise)}</button>
            </div>
        </Show>
    }
}

fn musicians(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| {
        store
            .game
            .with(|g| card_holders(g.state(), &[CampCard::Orpheus, CampCard::Siren]))
    });
    let actor = RwSignal::new(Vec::new());
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            let charmed = by
                .and_then(|b| st.charmed.get(&b).cloned())
                .unwrap_or_default();
            people(
                st,
                st.living()
                    .into_iter()
                    .filter(|p| Some(*p) != by && !charmed.contains(p)),
            )
        })
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=options picked=picked testid="qb-target" />
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), move || {
            if let (Some(by), Some(target)) = (one(actor), one(picked)) {
                if send(Command::Charm { by, target }).is_some() {
                    picked.set(Vec::new());
                }
            }
        })}
    }
}

fn laura(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| store.game.with(|g| holders(g.state(), Specialty::Laura)));
    let actor = RwSignal::new(Vec::new());
    let picked = RwSignal::new(Vec::new());
    let options = Signal::derive(move || {
        let by = one(actor);
        store.game.with(|g| {
            let st = g.state();
            let own = by.map(|b| st.players[b as usize].house);
            houses(st, all_houses(st).into_iter().filter(|h| Some(*h) != own))
        })
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=options picked=picked testid="qb-house" />
        {send_button(store, Key::QbRecord, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), move || {
            if let (Some(by), Some(house)) = (one(actor), one(picked)) {
                send(Command::Squat { by, house });
            }
        })}
    }
}

fn raptor(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let list = Memo::new(move |_| {
        store
            .game
            .with(|g| holders(g.state(), Specialty::RaptorTrainer))
    });
    let actor = RwSignal::new(Vec::new());
    let house = RwSignal::new(Vec::new());
    let corpse = RwSignal::new(Vec::new());
    let house_options = Signal::derive(move || {
        store
            .game
            .with(|g| houses(g.state(), all_houses(g.state())))
    });
    let corpses = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            people(st, st.ids().filter(|p| !st.alive(*p)))
        })
    });
    // A house or a corpse, not both.
    Effect::new(move |_| {
        if house.with(|h| !h.is_empty()) {
            corpse.set(Vec::new());
        }
    });
    Effect::new(move |_| {
        if corpse.with(|c| !c.is_empty()) {
            house.set(Vec::new());
        }
    });
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <p class="qb-label">{move || store.t(Key::QbHouse)}</p>
        <Chips options=house_options picked=house testid="qb-house" />
        <Show when=move || !corpses.with(Vec::is_empty)>
            <p class="qb-label">{move || store.t(Key::QbCorpse)}</p>
            <Chips options=corpses picked=corpse testid="qb-corpse" />
        </Show>
        {send_button(store, Key::QbRecord, "qb-step-send", move || (one(house).is_some() || one(corpse).is_some()) && one(actor).is_some(), move || {
            let at = match (one(house), one(corpse)) {
                (Some(h), _) => RaptorAt::House(h),
                (None, Some(p)) => RaptorAt::Corpse(p),
                _ => return,
            };
            if let Some(by) = one(actor) {
                send(Command::Raptor { by, at });
            }
        })}
        <p class="muted">{move || store.t(Key::QbRaptorLater)}</p>
    }
}

fn engineer(
    store: QbStore,
    showing: Showing,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    // After dawn the sleepers wake: every living holder may act.
    let list = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .filter(|p| st.players[*p as usize].has(Specialty::Engineer))
                .collect::<Vec<_>>()
        })
    });
    let actor = RwSignal::new(Vec::new());
    let mode = RwSignal::new(vec![0u8]);
    let picked = RwSignal::new(Vec::new());
    let modes = Signal::derive(move || {
        let l = store.lang();
        vec![
            (0u8, title_of(&Power::Stalker, l)),
            (1u8, title_of(&Power::Revealer, l)),
        ]
    });
    let options = Signal::derive(move || {
        let revealer = one(mode) == Some(1);
        store.game.with(|g| {
            let st = g.state();
            people(
                st,
                st.ids().filter(|p| {
                    if revealer {
                        !st.alive(*p)
                    } else {
                        st.alive(*p)
                    }
                }),
            )
        })
    });
    let go = move || {
        let (Some(by), Some(target)) = (one(actor), one(picked)) else {
            return;
        };
        let tool = if one(mode) == Some(1) {
            EngineerTool::Revealer { target }
        } else {
            EngineerTool::Stalker { target }
        };
        if let Some(events) = send(Command::Engineer { by, tool }) {
            let lang = store.lang.get_untracked();
            store.game.with_untracked(|g| {
                let st = g.state();
                for e in &events {
                    let face = match e {
                        Event::StalkerAnswer { at_home, .. } => Some(if *at_home {
                            Key::QbYesHome.get(lang).to_string()
                        } else {
                            Key::QbNotHome.get(lang).to_string()
                        }),
                        Event::RevealerAnswer { card, .. } => Some(title_of(card, lang)),
                        _ => None,
                    };
                    if let Some(face) = face {
                        showing.show(CardShown {
                            to: Key::QbShowTo.fill(lang, &[&pname(st, by)]),
                            title: pname(st, target),
                            faces: vec![face],
                        });
                    }
                }
            });
        }
    };
    view! {
        {no_actor(store, list)}
        {actor_row(store, list, actor)}
        <Chips options=modes picked=mode testid="qb-mode" />
        <Chips options=options picked=picked testid="qb-target" />
        {send_button(store, Key::QbRecordAndShow, "qb-step-send", move || one(picked).is_some() && one(actor).is_some(), go)}
    }
}

fn dream(
    store: QbStore,
    send: impl Fn(Command) -> Option<Vec<Event>> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let has = move |life: Life| {
        store
            .game
            .with(|g| g.state().players.iter().any(|p| p.life == life))
    };
    view! {
        <p class="muted">{move || store.t(Key::QbDreamHelp)}</p>
        <Countdown seconds=5 label=Signal::derive(move || store.t(Key::QbDreamTimer).to_string()) testid="qb-timer-5" />
        <div class="row">
            <Show when=move || has(Life::Ghost)>
                <button class="button" data-testid="qb-dream" on:click=move |_| { send(Command::Dream { nightmare: false }); }>
                    {move || quintebourg::names::title("Dream", store.lang())}
                </button>
            </Show>
            <Show when=move || has(Life::Spirit)>
                <button class="button" data-testid="qb-nightmare" on:click=move |_| { send(Command::Dream { nightmare: true }); }>
                    {move || quintebourg::names::title("Nightmare", store.lang())}
                </button>
            </Show>
        </div>
    }
}
