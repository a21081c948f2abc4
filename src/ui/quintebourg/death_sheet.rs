//! The death sheet (`TABLE.md` §6, §9 screen 13): for one dead player, the card they turn over
//! (both for a legacy), their choice of ghost, spirit or legacy (the heir, and the specialty an
//! heir holding two drops), the widow(er)'s look at both cards, the Notary's bequest of a
//! single player's coins, and the first ghost becoming the militia's Chief. By day the sheets
//! of the day's dead open at once on the day hub ([`DayDeaths`]), and the game master records a
//! death of their own with [`MjDeathForm`] (by night and by day).

use leptos::prelude::*;

use quintebourg::command::DeathChoice;
use quintebourg::event::Event;
use quintebourg::model::{CardKind, Office, PlayerId};
use quintebourg::names::title_of;
use quintebourg::state::Life;
use quintebourg::{Command, Game};

use crate::i18n::Key;
use crate::ui::quintebourg::night_parts::{
    card_text, events_since, pname, unwrap, CardShown, Chips, Showing,
};
use crate::ui::quintebourg::store::QbStore;

/// The sheets of these dead players, with the events that tell who inherited.
#[component]
pub fn DeathSheets(
    #[prop(into)] players: Signal<Vec<PlayerId>>,
    #[prop(into)] events: Signal<Vec<Event>>,
) -> impl IntoView {
    view! {
        <For
            each=move || players.get()
            key=|p| *p
            children=move |p| view! { <DeathSheet player=p events=events /> }
        />
    }
}

#[component]
pub fn DeathSheet(player: PlayerId, #[prop(into)] events: Signal<Vec<Event>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let showing = expect_context::<Showing>();
    let t = move |key: Key| store.t(key);
    let life = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().player(player).map(|x| x.life).unwrap_or_default())
    });
    let name = move || store.game.with(|g| pname(g.state(), player));
    // A legacy gives the specialty away: its name comes from the event.
    let legacy_event = Memo::new(move |_| {
        events.with(|ev| {
            ev.iter().rev().find_map(|e| match e {
                Event::Legacy {
                    player: p,
                    heir,
                    specialty,
                } if *p == player => Some((*heir, *specialty)),
                _ => None,
            })
        })
    });
    let cards = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let spec = match legacy_event.get() {
                Some((_, s)) if st.player(player).is_some_and(|x| x.life == Life::Legacy) => {
                    title_of(&s, lang)
                }
                _ => card_text(st, player, CardKind::Specialty, lang),
            };
            (card_text(st, player, CardKind::Camp, lang), spec)
        })
    };
    let reveal = RwSignal::new(vec![0u8]);
    let choice = RwSignal::new(vec![0u8]);
    let heir = RwSignal::new(Vec::<u8>::new());
    let drop = RwSignal::new(Vec::<u8>::new());
    let reveal_options = Signal::derive(move || {
        let (camp, spec) = cards();
        vec![(0u8, camp), (1u8, spec)]
    });
    let choices = Signal::derive(move || {
        let l = store.lang();
        vec![
            (0u8, Key::QbGhost.get(l).to_string()),
            (1u8, Key::QbSpirit.get(l).to_string()),
            (2u8, Key::QbLegacy.get(l).to_string()),
        ]
    });
    let living = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    // The heir's two specialties, when he holds two (he must drop one).
    let heir_two = Signal::derive(move || {
        let lang = store.lang();
        let h = heir.with(|h| h.first().copied());
        store.game.with(|g| {
            let st = g.state();
            h.and_then(|h| st.player(h))
                .filter(|x| x.specialties.len() >= 2)
                .map(|x| {
                    x.specialties
                        .iter()
                        .enumerate()
                        .map(|(i, s)| (i as u8, title_of(&s.role, lang)))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let first_ghost = move || {
        store.game.with(|g| {
            let st = g.state();
            st.offices.contains_key(&Office::MilitiaChief)
                && st.holder(Office::MilitiaChief).is_none()
                && st.ghosts.is_empty()
        })
    };
    let legacy = move || choice.with(|c| c.first() == Some(&2));
    let ready = move || {
        !legacy()
            || (!heir.with(Vec::is_empty)
                && (heir_two.with(Vec::is_empty) || !drop.with(Vec::is_empty)))
    };
    let confirm = move |_| {
        let c = choice.with_untracked(|c| c.first().copied().unwrap_or(0));
        let reveal_kind = if reveal.with_untracked(|r| r.first() == Some(&1)) {
            CardKind::Specialty
        } else {
            CardKind::Camp
        };
        let choice = match c {
            1 => DeathChoice::Spirit,
            2 => {
                let Some(h) = heir.with_untracked(|h| h.first().copied()) else {
                    return;
                };
                let dropped = drop.with_untracked(|d| d.first().copied()).and_then(|i| {
                    store.game.with_untracked(|g| {
                        g.state()
                            .player(h)
                            .and_then(|x| x.specialties.get(i as usize))
                            .map(|s| s.role)
                    })
                });
                DeathChoice::Legacy {
                    heir: h,
                    drop: dropped,
                }
            }
            _ => DeathChoice::Ghost,
        };
        store.send(Command::DeathChoice {
            player,
            choice,
            reveal: reveal_kind,
        });
    };
    // The widow(er) who inherited and looks at both cards.
    let spouse = Memo::new(move |_| {
        events.with(|ev| {
            ev.iter().rev().find_map(|e| match e {
                Event::Inherits {
                    spouse,
                    dead,
                    coins,
                } if *dead == player => Some((*spouse, *coins)),
                _ => None,
            })
        })
    });
    let show_spouse = move |_| {
        let Some((s, _)) = spouse.get_untracked() else {
            return;
        };
        let lang = store.lang.get_untracked();
        store.game.with_untracked(|g| {
            let st = g.state();
            showing.show(CardShown {
                to: Key::QbShowTo.fill(lang, &[&pname(st, s)]),
                title: Key::QbCardsOf.fill(lang, &[&pname(st, player)]),
                faces: vec![
                    card_text(st, player, CardKind::Camp, lang),
                    card_text(st, player, CardKind::Specialty, lang),
                ],
            });
        });
    };
    // The Notary's bequest.
    let estate = Memo::new(move |_| store.game.with(|g| g.state().estates.get(&player).copied()));
    let notary = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.holder(Office::Notary).filter(|n| st.alive(*n))
        })
    });
    let to = RwSignal::new(Vec::<u8>::new());
    let bequest_options = Signal::derive(move || {
        let n = notary.get();
        living
            .get()
            .into_iter()
            .filter(|(p, _)| Some(*p) != n)
            .collect::<Vec<_>>()
    });
    let bequest = move |_| {
        if let Some(t) = to.with_untracked(|t| t.first().copied()) {
            store.send(Command::Bequest {
                dead: player,
                to: t,
            });
        }
    };
    let chief = move || {
        store
            .game
            .with(|g| g.state().holder(Office::MilitiaChief) == Some(player))
    };
    let summary = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let x = st.player(player)?;
            let what = match x.life {
                Life::Ghost => Key::QbGhost,
                Life::Spirit => Key::QbSpirit,
                Life::Legacy => Key::QbLegacy,
                Life::Alive => Key::QbAliveAgain,
                Life::Dead => return None,
            }
            .get(lang);
            let (camp, spec) = cards();
            let shown: Vec<String> = x
                .revealed
                .iter()
                .map(|k| match k {
                    CardKind::Camp => camp.clone(),
                    CardKind::Specialty => spec.clone(),
                })
                .collect();
            let mut line = format!(
                "{what} · {}",
                Key::QbTurnedOver.fill(lang, &[&shown.join(" + ")])
            );
            if let Some((heir, s)) = legacy_event.get().filter(|_| x.life == Life::Legacy) {
                line.push_str(" · ");
                line.push_str(
                    &Key::QbLegacyTo.fill(lang, &[&title_of(&s, lang), &pname(st, heir)]),
                );
            }
            Some(line)
        })
    };

    view! {
        <section class="card qb-death" data-testid="qb-death-sheet" data-player=name>
            <h3>{move || Key::QbDeathOf.fill(store.lang(), &[&name()])}</h3>
            <p class="muted" data-testid="qb-death-cards">
                {move || { let (c, s) = cards(); format!("{c} · {s}") }}
            </p>
            <Show
                when=move || life.get() == Life::Dead
                fallback=move || view! { <p class="ok" data-testid="qb-death-done">{summary}</p> }
            >
                <p class="qb-label">{move || t(Key::QbWhichCard)}</p>
                <Show when=move || !legacy() fallback=move || view! { <p class="muted">{move || t(Key::QbLegacyBoth)}</p> }>
                    <Chips options=reveal_options picked=reveal testid="qb-death-reveal" />
                </Show>
                <p class="qb-label">{move || t(Key::QbDeathChoiceTitle)}</p>
                <Chips options=choices picked=choice testid="qb-death-choice" />
                <Show when=move || choice.with(|c| c.first() == Some(&0)) && first_ghost()>
                    <p class="muted" data-testid="qb-first-ghost">{move || t(Key::QbFirstGhostChief)}</p>
                </Show>
                <Show when=legacy>
                    <p class="qb-label">{move || t(Key::QbHeirPick)}</p>
                    <Chips options=living picked=heir testid="qb-heir" />
                    <Show when=move || !heir_two.with(Vec::is_empty)>
                        <p class="qb-label">{move || t(Key::QbHeirDrops)}</p>
                        <Chips options=heir_two picked=drop testid="qb-heir-drop" />
                    </Show>
                </Show>
                <button class="button button--primary" data-testid="qb-death-confirm" disabled=move || !ready() on:click=confirm>
                    {move || t(Key::QbRecord)}
                </button>
            </Show>
            <Show when=chief>
                <p class="ok" data-testid="qb-chief-now">{move || t(Key::QbNowChief)}</p>
            </Show>
            {move || spouse.get().map(|(s, coins)| {
                let who = store.game.with(|g| pname(g.state(), s));
                view! {
                    <p data-testid="qb-spouse-look">{move || Key::QbSpouseLooks.fill(store.lang(), &[&coins.to_string(), &who])}</p>
                    <button class="button" data-testid="qb-spouse-show" on:click=show_spouse>{move || t(Key::QbShowSpouse)}</button>
                }
            })}
            <Show when=move || estate.get().is_some() && notary.get().is_none()>
                <p class="muted" data-testid="qb-estate-waits">
                    {move || Key::QbEstateWaits.fill(store.lang(), &[&estate.get().unwrap_or(0).to_string()])}
                </p>
            </Show>
            <Show when=move || estate.get().is_some() && notary.get().is_some()>
                <p data-testid="qb-estate">
                    {move || {
                        let n = notary.get().map(|n| store.game.with(|g| pname(g.state(), n))).unwrap_or_else(|| "—".into());
                        Key::QbNotaryGives.fill(store.lang(), &[&estate.get().unwrap_or(0).to_string(), &n])
                    }}
                </p>
                <Chips options=bequest_options picked=to testid="qb-bequest-to" />
                <button class="button" data-testid="qb-bequest" disabled=move || to.with(Vec::is_empty) on:click=bequest>
                    {move || t(Key::QbRecord)}
                </button>
            </Show>
        </section>
    }
}

/// The dead player's coins wait for the Notary's bequest and a living Notary can hand them out
/// now (L157); with none in office (vacant, or no longer filled, L142) they wait, and the day
/// does not wait for them.
pub fn bequest_due(st: &quintebourg::state::State, p: PlayerId) -> bool {
    st.estates.contains_key(&p) && st.holder(Office::Notary).is_some_and(|n| st.alive(n))
}

/// Who the day's death sheets are for: today's dead (an execution, an invocation, the MJ), then
/// anyone still to choose or whose coins still wait for the Notary.
pub fn day_dead(game: &Game) -> Vec<PlayerId> {
    let st = game.state();
    let Some(d) = st.day() else {
        return Vec::new();
    };
    let mut list = d.died.clone();
    for p in st.ids() {
        let waiting = st.players[p as usize].life == Life::Dead || st.estates.contains_key(&p);
        if waiting && !list.contains(&p) {
            list.push(p);
        }
    }
    list
}

/// The events that tell who inherited (the widow's inheritance, a legacy): today's, from the
/// first command after the morning; from the game's start when a sheet of the day is an earlier
/// death still waiting for the Notary's bequest (a night's dead whose Notary was himself), so
/// his legacy is still named.
pub fn day_events(game: &Game) -> Vec<Event> {
    let log = game.log();
    let earlier = game
        .state()
        .day()
        .is_some_and(|d| day_dead(game).iter().any(|p| !d.died.contains(p)));
    let from = if earlier {
        0
    } else {
        log.iter()
            .rposition(|c| matches!(unwrap(c), Command::EndNight))
            .map(|i| i + 1)
            .unwrap_or(0)
    };
    events_since(game, from)
        .into_iter()
        .map(|(_, e)| e)
        .collect()
}

/// The death sheets of the day, open at once on the day hub above every panel (004 L157, L193,
/// L195): the card turned over, ghost, spirit or legacy, the widow(er)'s look at the cards and
/// the Notary's bequest; the engine does not let the night fall before they are done.
#[component]
pub fn DayDeaths() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let players = Memo::new(move |_| store.game.with(day_dead));
    let events = Memo::new(move |_| {
        if players.with(Vec::is_empty) {
            return Vec::new();
        }
        store.game.with(day_events)
    });
    let open = move || {
        store.game.with(|g| {
            let st = g.state();
            players.with(|ps| {
                ps.iter()
                    .any(|p| st.players[*p as usize].life == Life::Dead || bequest_due(st, *p))
            })
        })
    };
    view! {
        <Show when=move || !players.with(Vec::is_empty)>
            <section class="card qb-day-deaths" data-testid="qb-day-deaths">
                <h2>{move || t(Key::QbDayDeaths)}</h2>
                <Show when=open>
                    <p class="muted" data-testid="qb-day-deaths-help">{move || t(Key::QbDayDeathsHelp)}</p>
                </Show>
            </section>
            <DeathSheets players=Signal::derive(move || players.get()) events=Signal::derive(move || events.get()) />
        </Show>
    }
}

/// The game master records a death of their own (004 L4), by night or by day: a living player,
/// a note for the history, then the death sheet opens as for any death.
#[component]
pub fn MjDeathForm(#[prop(into)] on_done: Callback<()>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let who = RwSignal::new(Vec::<u8>::new());
    let note = RwSignal::new(String::new());
    let living = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    let send = move |_| {
        let Some(p) = who.with_untracked(|w| w.first().copied()) else {
            return;
        };
        if store
            .send(Command::MjKill {
                player: p,
                note: note.get_untracked().trim().to_string(),
            })
            .is_some()
        {
            who.set(Vec::new());
            note.set(String::new());
            on_done.run(());
        }
    };
    view! {
        <section class="card qb-mj-death" data-testid="qb-mj-death">
            <h3>{move || t(Key::QbMjDeath)}</h3>
            <p class="muted">{move || t(Key::QbMjDeathHelp)}</p>
            <p class="qb-label">{move || t(Key::QbMjDeathWho)}</p>
            <Chips options=living picked=who testid="qb-mj-death-who" />
            <label class="field">
                <span>{move || t(Key::QbMjDeathNote)}</span>
                <input class="input" type="text" maxlength="120" data-testid="qb-mj-death-note"
                    prop:value=move || note.get() on:input=move |ev| note.set(event_target_value(&ev)) />
            </label>
            <button class="button button--danger" data-testid="qb-mj-death-send"
                disabled=move || who.with(Vec::is_empty) on:click=send>
                {move || t(Key::QbMjDeathSend)}
            </button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Notary killed at night leaves his specialty to an heir; his coins wait for the next
    /// Notary, so his sheet is still on the day hub: it names the specialty he left, not "none".
    #[test]
    fn a_legacy_waiting_for_the_bequest_keeps_its_event_by_day() {
        let mut g = Game::new(quintebourg::QbConfig::default());
        let players: Vec<serde_json::Value> = ["Ana", "Bob", "Cid", "Dee", "Eve", "Fay"]
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let (card, spec) = match i {
                    0 => ("alpha", "none"),
                    3 => ("villager", "reporter"),
                    _ => ("villager", "none"),
                };
                serde_json::json!({ "name": n, "card": card, "specialty": spec })
            })
            .collect();
        let log = serde_json::json!([
            { "type": "setup", "setup": { "start": "mon", "players": players, "spare_houses": 0,
              "offices": [{ "office": "notary", "holder": 3 }], "accept_warnings": true } },
            { "type": "start" },
            { "type": "huddle", "votes": [{ "voter": 0, "house": 3 }] },
            { "type": "attack", "victims": [3] },
            { "type": "death_choice", "player": 3, "choice": "legacy", "heir": 4 },
            { "type": "end_night" },
        ]);
        for c in log.as_array().unwrap() {
            let c: Command = serde_json::from_value(c.clone()).unwrap();
            g.apply(c).unwrap();
        }
        assert!(
            g.state().estates.contains_key(&3),
            "Dee's coins wait for a Notary"
        );
        assert_eq!(day_dead(&g), vec![3]);
        assert!(
            !bequest_due(g.state(), 3),
            "no living Notary: the coins wait, nobody is asked to hand them out"
        );
        assert!(day_events(&g).iter().any(|e| matches!(
            e,
            Event::Legacy {
                player: 3,
                heir: 4,
                ..
            }
        )));
    }
}
