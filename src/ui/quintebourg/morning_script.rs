//! Dawn and the morning script (`TABLE.md` §3, §9 screen 12), read aloud by the MJ at the start
//! of each day, in order: the deaths with the cards to reveal (each dead player's death sheet),
//! the Lovers who came back to life, resignations and successions (vacancies the Scrutineer
//! fills), the Scrutineer's rotation, the camera's report, the Musicians' call (the true list
//! for the MJ only), the Adoration and the moves due. It ends on the village board.

use leptos::prelude::*;

use quintebourg::event::Event;
use quintebourg::model::{HouseId, Office, PlayerId};
use quintebourg::names::title_of;
use quintebourg::offices;
use quintebourg::Command;

use crate::i18n::Key;
use crate::ui::quintebourg::death_sheet::DeathSheets;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::night_parts::{event_text, hname, night_events, pname, Chips};
use crate::ui::quintebourg::store::{QbPhase, QbStore};

/// The dead whose choice (ghost, spirit or legacy) or bequest still waits, outside `tonight`:
/// earlier deaths, shown apart from the morning's announcement.
pub fn still_to_settle(st: &quintebourg::State, tonight: &[PlayerId]) -> Vec<PlayerId> {
    st.ids()
        .filter(|p| {
            (st.players[*p as usize].life == quintebourg::state::Life::Dead
                || st.estates.contains_key(p))
                && !tonight.contains(p)
        })
        .collect()
}

#[component]
pub fn MorningScript() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let events = Memo::new(move |_| {
        store.game.with(|g| {
            night_events(g)
                .into_iter()
                .map(|(_, e)| e)
                .collect::<Vec<_>>()
        })
    });
    let morning = Memo::new(move |_| {
        events.with(|ev| {
            ev.iter().find_map(|e| match e {
                Event::Morning { died, revived } => Some((died.clone(), revived.clone())),
                _ => None,
            })
        })
    });
    // Tonight's dead only: the engine's morning announcement.
    let died = Signal::derive(move || morning.get().map(|m| m.0).unwrap_or_default());
    // Earlier deaths still to settle (a choice or a bequest waiting): their sheets, apart, never
    // announced as tonight's.
    let pending = Signal::derive(move || {
        let tonight = died.get();
        store.game.with(|g| still_to_settle(g.state(), &tonight))
    });
    let revived = move || morning.get().map(|m| m.1).unwrap_or_default();
    let events_signal = Signal::derive(move || events.get());
    let office_lines = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            events.with(|ev| {
                office_events(ev, st.holder(Office::Scrutineer))
                    .into_iter()
                    .filter_map(|e| event_text(st, e, lang))
                    .collect::<Vec<_>>()
            })
        })
    };
    let scrutineer = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let now = st.holder(Office::Scrutineer).map(|p| pname(st, p))?;
            // §3: the Scrutineer in office names the night's successors, then the office turns.
            Some(match offices::next_scrutineer(st) {
                Some(next) if offices::rotation_waits(st) => {
                    Key::QbRotationWaits.fill(lang, &[&now, &pname(st, next)])
                }
                _ => Key::QbScrutineerNow.fill(lang, &[&now]),
            })
        })
    };
    // L155, L170–175: who reports the camera this morning (nobody: no camera to ask about).
    let camera_by = move || {
        store.game.with(|g| {
            let st = g.state();
            quintebourg::day::camera_reporter(st).map(|p| pname(st, p))
        })
    };
    let vacancies = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .vacancies
                .iter()
                .map(|v| v.office)
                .collect::<Vec<_>>()
        })
    });
    let day = Memo::new(move |_| match store.phase.get() {
        QbPhase::Day(n) => n,
        _ => 0,
    });
    let festival = move || {
        store
            .game
            .with(|g| quintebourg::calendar::is_festival_day(g.state(), day.get()))
    };
    let camera_done = move || {
        store
            .game
            .with(|g| g.state().day().is_some_and(|d| d.camera_done))
    };
    let camera_house = RwSignal::new(Vec::<u8>::new());
    let all_houses = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            (0..st.houses.len())
                .map(|h| (h as HouseId, hname(st, h as HouseId)))
                .collect::<Vec<_>>()
        })
    });
    let camera_report = RwSignal::new(None::<String>);
    let camera = move |_| {
        if let Some(h) = camera_house.with_untracked(|c| c.first().copied()) {
            if let Some(ev) = store.send(Command::Camera { house: h }) {
                let lang = store.lang.get_untracked();
                let text = store.game.with_untracked(|g| {
                    ev.iter()
                        .filter_map(|e| event_text(g.state(), e, lang))
                        .collect::<Vec<_>>()
                        .join(" ")
                });
                camera_report.set(Some(text));
            }
        }
    };
    let charmed = move || {
        events.with(|ev| {
            ev.iter().rev().find_map(|e| match e {
                Event::CharmedCall { players } => Some(players.clone()),
                _ => None,
            })
        })
    };
    let admired = move || store.game.with(|g| g.state().day().and_then(|d| d.admired));
    let must_move = move || {
        store.game.with(|g| {
            g.state()
                .day()
                .map(|d| d.must_move.iter().copied().collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    let names = move |ps: Vec<PlayerId>| -> String {
        store.game.with(|g| {
            ps.iter()
                .map(|p| pname(g.state(), *p))
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    let finish = move |_| {
        let n = day.get_untracked();
        store.update_ui(|ui| ui.morning_seen = n);
    };

    let page = move || {
        view! {
            <QbGameBar title=Signal::derive(move || t(Key::QbMorningTitle).to_string()) />
            <main class="screen qb-morning" data-testid="qb-morning">
                <section class="card" data-testid="qb-morning-deaths">
                    <h2>{move || t(Key::QbMorningDeaths)}</h2>
                    <Show when=move || died.with(Vec::is_empty)>
                        <p data-testid="qb-morning-nobody">{move || t(Key::QbNobodyDied)}</p>
                    </Show>
                    <Show when=move || !died.with(Vec::is_empty)>
                        <p data-testid="qb-morning-died">{move || Key::QbDiedTonight.fill(store.lang(), &[&names(died.get())])}</p>
                    </Show>
                    {move || {
                        let r = revived();
                        (!r.is_empty()).then(|| view! {
                            <p data-testid="qb-morning-revived">{Key::QbRevivedPublic.fill(store.lang(), &[&names(r)])}</p>
                        })
                    }}
                </section>
                <DeathSheets players=died events=events_signal />
                <Show when=move || !pending.with(Vec::is_empty)>
                    <section class="card" data-testid="qb-morning-pending">
                        <h2>{move || t(Key::QbStillToSettle)}</h2>
                        <p class="muted">{move || t(Key::QbStillToSettleHelp)}</p>
                        <p data-testid="qb-morning-pending-names">{move || names(pending.get())}</p>
                    </section>
                    <DeathSheets players=pending events=events_signal />
                </Show>
                <section class="card" data-testid="qb-morning-offices">
                    <h2>{move || t(Key::QbMorningOffices)}</h2>
                    <ul class="qb-list">
                        {move || office_lines().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                    <p data-testid="qb-scrutineer">
                        {scrutineer}
                    </p>
                    <For
                        each=move || vacancies.get()
                        key=|o| *o
                        children=move |office: Office| {
                            let picked = RwSignal::new(Vec::<u8>::new());
                            let options = Signal::derive(move || {
                                store.game.with(|g| {
                                    let st = g.state();
                                    offices::candidates(st, office)
                                        .into_iter()
                                        .map(|p| (p, pname(st, p)))
                                        .collect::<Vec<_>>()
                                })
                            });
                            view! {
                                <div class="qb-vacancy" data-testid="qb-vacancy" data-office=format!("{office:?}")>
                                    <p class="qb-label">{move || Key::QbScrutineerNamed.fill(store.lang(), &[&title_of(&office, store.lang())])}</p>
                                    <Chips options=options picked=picked testid="qb-appoint-to" />
                                    <button class="button" data-testid="qb-appoint" disabled=move || picked.with(Vec::is_empty)
                                        on:click=move |_| {
                                            if let Some(to) = picked.with_untracked(|p| p.first().copied()) {
                                                store.send(Command::Appoint { office, to });
                                            }
                                        }>
                                        {move || t(Key::QbRecord)}
                                    </button>
                                </div>
                            }
                        }
                    />
                </section>
                <Show when=move || !festival() && (camera_done() || camera_by().is_some())>
                    <section class="card" data-testid="qb-morning-camera">
                        <h2>{move || t(Key::QbCamera)}</h2>
                        <p data-testid="qb-camera-by">{move || camera_by().map(|p| Key::QbCameraBy.fill(store.lang(), &[&p]))}</p>
                        <Show
                            when=move || !camera_done()
                            fallback=move || view! { <p class="ok" data-testid="qb-camera-report">{move || camera_report.get().unwrap_or_else(|| t(Key::QbCameraDone).to_string())}</p> }
                        >
                            <p class="muted">{move || t(Key::QbCameraHelp)}</p>
                            <Chips options=all_houses picked=camera_house testid="qb-camera-house" />
                            <button class="button" data-testid="qb-camera" disabled=move || camera_house.with(Vec::is_empty) on:click=camera>
                                {move || t(Key::QbRecord)}
                            </button>
                        </Show>
                    </section>
                </Show>
                {move || charmed().map(|c| view! {
                    <section class="card" data-testid="qb-morning-charmed">
                        <h2>{move || t(Key::QbMusiciansCall)}</h2>
                        <p>{move || t(Key::QbMusiciansCallSay)}</p>
                        <p class="muted">{Key::QbTrulyCharmed.fill(store.lang(), &[&if c.is_empty() { "—".to_string() } else { names(c.clone()) }])}</p>
                    </section>
                })}
                {move || admired().map(|a| view! {
                    <section class="card" data-testid="qb-morning-adoration">
                        <p>{Key::QbEvAdmired.fill(store.lang(), &[&names(vec![a])])}</p>
                    </section>
                })}
                {move || {
                    let m = must_move();
                    (!m.is_empty()).then(|| view! {
                        <section class="card" data-testid="qb-morning-moves">
                            {m.into_iter().map(|p| view! { <p>{Key::QbEvMustMove.fill(store.lang(), &[&names(vec![p])])}</p> }).collect_view()}
                        </section>
                    })
                }}
                <button class="button button--primary" data-testid="qb-to-village" on:click=finish>
                    {move || t(Key::QbToVillage)}
                </button>
            </main>
        }
    };
    page()
}

/// The morning's office events, each said once: a vacancy no longer filled is said by its
/// "stays vacant" line alone (L142), and the Scrutineer named by the rotation by the line that
/// names the Scrutineer now.
fn office_events(ev: &[Event], scrutineer_now: Option<PlayerId>) -> Vec<&Event> {
    ev.iter()
        .filter(|e| match e {
            Event::Vacant { office } => !ev
                .iter()
                .any(|x| matches!(x, Event::NotRefilled { office: o } if o == office)),
            Event::Appointed { office, player } => {
                !(*office == Office::Scrutineer && Some(*player) == scrutineer_now)
            }
            Event::Resigns { .. } | Event::Illegal { .. } | Event::NotRefilled { .. } => true,
            _ => false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use quintebourg::command::{PlayerSetup, Setup};
    use quintebourg::model::{CampCard, Specialty};
    use quintebourg::{Game, QbConfig};

    /// No line printed twice: "President is vacant" then "President stays vacant", or "Cid
    /// becomes Scrutineer" above "The Scrutineer is now Cid".
    #[test]
    fn office_lines_say_each_fact_once() {
        let ev = vec![
            Event::Vacant {
                office: Office::President,
            },
            Event::NotRefilled {
                office: Office::President,
            },
            Event::Vacant {
                office: Office::Notary,
            },
            Event::Appointed {
                office: Office::Scrutineer,
                player: 2,
            },
        ];
        assert_eq!(
            office_events(&ev, Some(2)),
            vec![&ev[1], &ev[2]],
            "the Notary's vacancy waits for a name; the others are said elsewhere"
        );
    }

    /// An earlier death by day whose choice waits is to settle, apart from tonight's dead.
    #[test]
    fn earlier_deaths_are_set_apart_from_tonight() {
        let mut g = Game::new(QbConfig::default());
        let players = ["Ana", "Bob", "Cid", "Dee", "Eve"]
            .iter()
            .enumerate()
            .map(|(i, n)| PlayerSetup {
                name: n.to_string(),
                card: if i == 0 {
                    CampCard::Alpha
                } else {
                    CampCard::Villager
                },
                specialty: if i == 1 {
                    Specialty::Assassin
                } else {
                    Specialty::None
                },
                personal: vec![],
                card_label: None,
                coins: None,
            })
            .collect();
        g.apply(Command::Setup {
            setup: Setup::quick(players),
        })
        .unwrap();
        for c in [Command::Start, Command::EndNight] {
            g.apply(c).unwrap();
        }
        g.apply(Command::Invoke {
            by: 1,
            invocation: quintebourg::command::Invocation::Assassinate { target: 4 },
        })
        .unwrap();
        assert_eq!(still_to_settle(g.state(), &[]), vec![4]);
        assert_eq!(still_to_settle(g.state(), &[4]), Vec::<PlayerId>::new());
    }
}
