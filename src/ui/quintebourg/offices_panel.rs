use leptos::prelude::*;

use quintebourg::model::{Office, PlayerId};
use quintebourg::names::title_of;
use quintebourg::offices;
use quintebourg::Command;

use crate::i18n::Key;
use crate::ui::quintebourg::coins_ledger::PlayerSelect;
use crate::ui::quintebourg::store::QbStore;

/// One office in play as the panel shows it.
#[derive(Debug, Clone, PartialEq)]
struct OfficeRow {
    office: Office,
    holder: Option<String>,
    /// Waiting for the Scrutineer (a vacancy or an illegal holding).
    queued: bool,
    /// Whom the Scrutineer may name (L143–146), or the applicants of a vacant optional office
    /// (L167).
    candidates: Vec<(PlayerId, String, bool)>,
    /// How the office is filled now.
    how: Filling,
}

/// How a vacant office is filled.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Filling {
    /// Held.
    Held,
    /// The Scrutineer names a successor (L143–146).
    Named,
    /// A vacant optional office goes to those who apply (L167).
    Applications,
    /// L142: fewer alive than mandatory offices, it stays vacant.
    NotRefilled,
    /// The Chief's office waits for the first ghost (L148).
    Waits,
}

/// The offices panel (`TABLE.md` §4, §9 screen 16): each office in play with its holder or
/// vacant; the queue of offices the Scrutineer must fill (deaths, resignations, swaps that left
/// an office illegally held) with the legal candidates to tap; applications for vacant optional
/// offices; the Scrutineer's rotation tomorrow morning; the admired player's swap.
#[component]
pub fn OfficesPanel() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let rows = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let applicants = st.day().map(|d| d.applicants.clone()).unwrap_or_default();
            st.offices
                .iter()
                .map(|(o, h)| {
                    let queued = st.vacancies.iter().any(|v| v.office == *o);
                    let applied = applicants.get(o).cloned().unwrap_or_default();
                    let how = if queued {
                        Filling::Named
                    } else if h.is_some() {
                        Filling::Held
                    } else if offices::by_application(st, *o) {
                        Filling::Applications
                    } else if *o == Office::MilitiaChief {
                        Filling::Waits
                    } else if offices::short_of_players(st) {
                        Filling::NotRefilled
                    } else {
                        Filling::Named
                    };
                    let candidates: Vec<(PlayerId, String, bool)> = match how {
                        Filling::Named => offices::candidates(st, *o)
                            .into_iter()
                            .map(|p| (p, st.name(p), false))
                            .collect(),
                        // L167: only those who applied; the Scrutineer picks among several.
                        Filling::Applications => {
                            applied.iter().map(|p| (*p, st.name(*p), true)).collect()
                        }
                        _ => Vec::new(),
                    };
                    let _ = lang;
                    OfficeRow {
                        office: *o,
                        holder: h.map(|p| st.name(p)),
                        queued,
                        candidates,
                        how,
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    let next = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            if !st.offices.contains_key(&Office::Scrutineer) {
                return None;
            }
            Some(match offices::next_scrutineer(st) {
                // §3: the rotation waits for the successions the Scrutineer in office names.
                Some(p) if offices::rotation_waits(st) => Key::QbRotationWaits.fill(
                    lang,
                    &[
                        &st.holder(Office::Scrutineer)
                            .map(|s| st.name(s))
                            .unwrap_or_default(),
                        &st.name(p),
                    ],
                ),
                Some(p) => Key::QbNextScrutineer.fill(lang, &[&st.name(p)]),
                None => Key::QbNoNextScrutineer.get(lang).to_string(),
            })
        })
    };
    let row = move |r: OfficeRow| {
        let lang = store.lang();
        let office = r.office;
        let holder = r
            .holder
            .clone()
            .unwrap_or_else(|| Key::QbVacant.get(lang).to_string());
        let class = if r.holder.is_none() || r.queued {
            "qb-office-row qb-office-row--vacant"
        } else {
            "qb-office-row"
        };
        let candidates = r.candidates.clone();
        let how = r.how;
        let scrutineer = store.game.with_untracked(|g| {
            let st = g.state();
            st.holder(Office::Scrutineer)
                .map(|p| st.name(p))
                .unwrap_or_default()
        });
        let help = match how {
            Filling::Named if !candidates.is_empty() => {
                Some(Key::QbScrutineerNamesNow.fill(lang, &[&scrutineer]))
            }
            Filling::Applications => Some(match candidates.len() {
                0 => Key::QbVacantApply.get(lang).to_string(),
                1 => Key::QbOneApplicant.get(lang).to_string(),
                _ => Key::QbApplicantsPick.fill(lang, &[&scrutineer]),
            }),
            Filling::NotRefilled => Some(Key::QbNotRefilled.get(lang).to_string()),
            Filling::Waits => Some(Key::QbChiefWaitsGhost.get(lang).to_string()),
            _ => None,
        };
        view! {
            <li class=class data-testid="qb-office-row" data-office=format!("{office:?}")>
                <div class="qb-office-row__head">
                    <span>{title_of(&office, lang)}</span>
                    <strong data-testid="qb-office-holder">{holder}</strong>
                </div>
                {help.map(|h| view! { <p class="muted" data-testid="qb-office-how">{h}</p> })}
                {(!candidates.is_empty())
                    .then(|| {
                        view! {
                            <div class="chips">
                                {candidates
                                    .into_iter()
                                    .map(|(p, name, applied)| {
                                        let label = if applied { format!("{name} ✋") } else { name };
                                        view! {
                                            <button
                                                class="chip"
                                                data-testid="qb-appoint"
                                                on:click=move |_| {
                                                    store.send(Command::Appoint { office, to: p });
                                                }
                                            >
                                                {label}
                                            </button>
                                        }
                                    })
                                    .collect_view()}
                            </div>
                        }
                    })}
            </li>
        }
    };
    view! {
        <section class="card qb-offices" data-testid="qb-offices-panel">
            <h2>{move || t(Key::QbTabOffices)}</h2>
            {move || next().map(|n| view! { <p class="qb-next-scrutineer" data-testid="qb-next-scrutineer">{n}</p> })}
            <ul class="qb-office-list">{move || rows.get().into_iter().map(row).collect_view()}</ul>
        </section>
        <ApplyForm />
        <AdorationForm />
    }
}

/// A player without office applies for a vacant optional office (L167).
#[component]
fn ApplyForm() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let vacant = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.offices
                .keys()
                .filter(|o| offices::by_application(st, **o))
                .copied()
                .collect::<Vec<_>>()
        })
    });
    let free = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .filter(|p| st.offices_of(*p).is_empty())
                .map(|p| (p, st.name(p)))
                .collect::<Vec<_>>()
        })
    });
    let who = RwSignal::new(None::<PlayerId>);
    let office = RwSignal::new(None::<Office>);
    view! {
        <Show when=move || vacant.with(|v| !v.is_empty())>
            <section class="card qb-form" data-testid="qb-apply">
                <h3>{move || t(Key::QbApplications)}</h3>
                <PlayerSelect label=Signal::derive(move || t(Key::QbApplicant).to_string()) testid="qb-apply-player" value=who choices=free />
                <label class="field">
                    <span>{move || t(Key::QbTabOffices)}</span>
                    <select
                        class="select"
                        data-testid="qb-apply-office"
                        on:change=move |ev| {
                            let i: Option<usize> = event_target_value(&ev).parse().ok();
                            office.set(i.and_then(|i| vacant.get_untracked().get(i).copied()));
                        }
                    >
                        <option value="">"—"</option>
                        {move || {
                            let lang = store.lang();
                            vacant
                                .get()
                                .into_iter()
                                .enumerate()
                                .map(|(i, o)| view! { <option value=i.to_string()>{title_of(&o, lang)}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <button
                    class="button"
                    data-testid="qb-apply-send"
                    disabled=move || who.get().is_none() || office.get().is_none()
                    on:click=move |_| {
                        if let (Some(p), Some(o)) = (who.get_untracked(), office.get_untracked()) {
                            store.send(Command::Apply { player: p, office: o });
                        }
                    }
                >
                    {move || t(Key::QbApply)}
                </button>
            </section>
        </Show>
    }
}

/// Freyja's admired player swaps offices with anyone today (L137).
#[component]
fn AdorationForm() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let admired = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.day()
                .filter(|d| !d.adoration_used)
                .and_then(|d| d.admired)
                .map(|p| st.name(p))
        })
    });
    let with = RwSignal::new(None::<PlayerId>);
    let everyone = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.ids().map(|p| (p, st.name(p))).collect::<Vec<_>>()
        })
    });
    view! {
        <Show when=move || admired.get().is_some()>
            <section class="card qb-form" data-testid="qb-adoration">
                <h3>{move || Key::QbAdmired.fill(store.lang(), &[&admired.get().unwrap_or_default()])}</h3>
                <PlayerSelect label=Signal::derive(move || t(Key::QbSwapWith).to_string()) testid="qb-adoration-with" value=with choices=everyone />
                <button
                    class="button"
                    data-testid="qb-adoration-send"
                    disabled=move || with.get().is_none()
                    on:click=move |_| {
                        if let Some(w) = with.get_untracked() {
                            store.send(Command::AdorationSwap { with: w });
                        }
                    }
                >
                    {move || t(Key::QbSwap)}
                </button>
            </section>
        </Show>
    }
}
