use leptos::prelude::*;

use quintebourg::model::PlayerId;
use quintebourg::names::{self, title_of};
use quintebourg::state::{Outcome, Phase, StopReason, WinReason};
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::share_sheet::QbShareSheet;
use crate::ui::quintebourg::store::{QbPhase, QbScreen, QbStore};

/// A stop reason in words.
pub fn stop_text(r: &StopReason, lang: Lang) -> String {
    match r {
        StopReason::TwoOrFewerAlive => Key::QbStopTwo.get(lang).to_string(),
        StopReason::RadiantConversion => Key::QbStopRadiant.get(lang).to_string(),
        // With their article, which French contracts: "la condition du Martyr", "des Souris".
        StopReason::Camp { camp } => Key::QbStopCamp.fill(lang, &[&names::of(camp, lang)]),
        StopReason::Personal { personal } => {
            Key::QbStopPersonal.fill(lang, &[&names::of(personal, lang)])
        }
        StopReason::Declared => Key::QbStopDeclared.get(lang).to_string(),
    }
}

/// The end the screens show: the confirmed outcome once over, else the engine's proposal.
fn shown_outcome(g: &quintebourg::Game) -> Option<(Outcome, bool)> {
    let st = g.state();
    match (&st.outcome, &st.proposed_end) {
        (Some(o), _) if st.phase == Phase::Over => Some((o.clone(), true)),
        (_, Some(p)) => Some((p.clone(), false)),
        _ => None,
    }
}

/// On the day hub: the engine says the game can stop, with a way to the end screen.
#[component]
pub fn EndBanner() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let reasons = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            g.state().proposed_end.as_ref().map(|o| {
                o.stop
                    .iter()
                    .map(|r| stop_text(r, lang))
                    .collect::<Vec<_>>()
                    .join(" · ")
            })
        })
    });
    view! {
        <Show when=move || reasons.with(|r| r.is_some())>
            <div class="qb-end-banner" role="alert" data-testid="qb-end-banner">
                <p>{move || Key::QbGameCanStop.fill(store.lang(), &[&reasons.get().unwrap_or_default()])}</p>
                <button class="button button--primary" data-testid="qb-see-end" on:click=move |_| store.go(QbScreen::End)>
                    {move || store.t(Key::QbSeeEnd)}
                </button>
            </div>
        </Show>
    }
}

/// The end (`TABLE.md` §7.4, §9 screen 19): why the game stops, every player's result with
/// its reason, the Greedy who lose, the consolation objectives of the camps that did not win.
/// The MJ confirms (`end_game`), confirms with a list of winners of their own (an override,
/// logged with its reason), or plays on; once over, the result stays and the game can be shared.
#[component]
pub fn EndScreen() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let outcome = Memo::new(move |_| store.game.with(shown_outcome));
    let over = move || store.phase.get() == QbPhase::Over;
    // The MJ's own list of winners, when they change the engine's.
    let mine = RwSignal::new(None::<Vec<PlayerId>>);
    let share_open = RwSignal::new(false);
    let rows = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let Some((o, _)) = shown_outcome(g) else {
                return Vec::new();
            };
            st.ids()
                .map(|p| {
                    let (won, why) = match o.winners.get(&p) {
                        Some(rs) => (
                            true,
                            rs.iter()
                                .map(|r| match r {
                                    WinReason::Mj => Key::QbWinMj.get(lang).to_string(),
                                    r => quintebourg::victory::win_text(st, p, r, lang),
                                })
                                .collect::<Vec<_>>()
                                .join(" · "),
                        ),
                        None if o.greedy_losers.contains(&p) => {
                            (false, Key::QbGreedyLoser.get(lang).to_string())
                        }
                        // The reason they lose: their camp's condition, with its count.
                        None => (false, quintebourg::victory::loss_text(st, p, lang)),
                    };
                    (p, st.players[p as usize].name.clone(), won, why)
                })
                .collect::<Vec<_>>()
        })
    });
    let winners_now = move |p: PlayerId| match mine.get() {
        Some(list) => list.contains(&p),
        None => rows.with(|r| r.iter().any(|(q, _, won, _)| *q == p && *won)),
    };
    let confirm = move |_| {
        match mine.get_untracked() {
            None => store.send(Command::EndGame { winners: None }),
            Some(mut list) => {
                list.sort_unstable();
                let reason = Key::QbMjWinners.get(store.lang.get_untracked());
                store.send_override(
                    Command::EndGame {
                        winners: Some(list),
                    },
                    reason,
                )
            }
        };
    };
    let toggle = move |p: PlayerId| {
        let current: Vec<PlayerId> = mine.get_untracked().unwrap_or_else(|| {
            rows.with_untracked(|r| {
                r.iter()
                    .filter(|(_, _, won, _)| *won)
                    .map(|(q, _, _, _)| *q)
                    .collect()
            })
        });
        let mut next = current;
        if let Some(i) = next.iter().position(|x| *x == p) {
            next.remove(i);
        } else {
            next.push(p);
        }
        mine.set(Some(next));
    };
    let play_on = move |_| {
        // Past a proposed end, the decision is the game's: logged, and the end is no longer
        // proposed until a new reason holds.
        let proposed = store
            .game
            .with_untracked(|g| g.state().proposed_end.is_some());
        if proposed && store.send(Command::PlayOn).is_none() {
            return;
        }
        let screen = match store.phase.get_untracked() {
            QbPhase::Night(_) => QbScreen::Night,
            _ => QbScreen::Day,
        };
        store.go(screen);
    };
    view! {
        <QbGameBar title=Signal::derive(move || store.t(Key::QbEndTitle).to_string()) />
        <main class="screen qb-end" data-testid="qb-end">
            {move || match outcome.get() {
                None => view! {
                    <section class="card">
                        <p class="muted" data-testid="qb-no-end">{move || t(Key::QbNoEnd)}</p>
                        <button class="button" data-testid="qb-play-on" on:click=play_on>{move || t(Key::QbPlayOn)}</button>
                    </section>
                }
                    .into_any(),
                Some((o, confirmed)) => {
                    let lang = store.lang();
                    let stops: Vec<String> = o.stop.iter().map(|r| stop_text(r, lang)).collect();
                    let consolation: Vec<(String, bool)> = o
                        .consolation
                        .iter()
                        .map(|(c, met)| (title_of(c, lang), *met))
                        .collect();
                    view! {
                        <section class="card qb-end__why" data-testid="qb-stop-reasons">
                            <h2>{move || if confirmed { t(Key::QbGameOver) } else { t(Key::QbGameCanStopTitle) }}</h2>
                            <ul class="plain-list">
                                {stops.into_iter().map(|s| view! { <li data-testid="qb-stop-reason">{s}</li> }).collect_view()}
                            </ul>
                        </section>
                        <section class="card qb-results" data-testid="qb-results">
                            <h3>{move || t(Key::QbResults)}</h3>
                            <ul class="qb-result-list">
                                {move || {
                                    rows.get()
                                        .into_iter()
                                        .map(|(p, name, _, why)| {
                                            let won = move || winners_now(p);
                                            view! {
                                                <li class=move || if won() { "qb-result qb-result--won" } else { "qb-result" } data-testid="qb-result" data-won=move || won().to_string()>
                                                    <div class="qb-result__head">
                                                        <strong>{name.clone()}</strong>
                                                        <span class="qb-result__verdict">{move || if won() { t(Key::QbWins) } else { t(Key::QbLoses) }}</span>
                                                    </div>
                                                    <span class="muted" data-testid="qb-result-why">{why.clone()}</span>
                                                    {(!confirmed).then(|| view! {
                                                        <button class="button button--small" data-testid="qb-result-toggle" on:click=move |_| toggle(p)>
                                                            {move || if won() { t(Key::QbMakeLose) } else { t(Key::QbMakeWin) }}
                                                        </button>
                                                    })}
                                                </li>
                                            }
                                        })
                                        .collect_view()
                                }}
                            </ul>
                        </section>
                        {(!consolation.is_empty()).then(|| view! {
                            <section class="card" data-testid="qb-consolation">
                                <h3>{move || t(Key::QbConsolation)}</h3>
                                <ul class="plain-list">
                                    {consolation
                                        .clone()
                                        .into_iter()
                                        .map(|(c, met)| {
                                            let text = if met { Key::QbConsolationMet } else { Key::QbConsolationMissed };
                                            view! { <li data-testid="qb-consolation-line">{text.fill(lang, &[&c])}</li> }
                                        })
                                        .collect_view()}
                                </ul>
                            </section>
                        })}
                        {(!confirmed).then(|| view! {
                            <section class="card qb-end__actions">
                                <Show when=move || mine.get().is_some()>
                                    <p class="muted" data-testid="qb-mj-winners">{move || t(Key::QbMjWinnersHelp)}</p>
                                </Show>
                                <button class="button button--primary" data-testid="qb-confirm-end" on:click=confirm>
                                    {move || if mine.get().is_some() { t(Key::QbConfirmMine) } else { t(Key::QbConfirmEnd) }}
                                </button>
                                <button class="button" data-testid="qb-play-on" on:click=play_on>{move || t(Key::QbPlayOn)}</button>
                            </section>
                        })}
                    }
                        .into_any()
                }
            }}
            <Show when=over>
                <button class="button" data-testid="qb-end-share" on:click=move |_| share_open.set(true)>{move || t(Key::Share)}</button>
            </Show>
        </main>
        <Show when=move || share_open.get()>
            <QbShareSheet on_close=Callback::new(move |_| share_open.set(false)) />
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quintebourg::model::{Camp, Personal};

    /// The reasons the MJ reads aloud contract their articles: "du Martyr", "des Souris".
    #[test]
    fn stop_reasons_read_as_french() {
        let camp = |camp: Camp, lang: Lang| stop_text(&StopReason::Camp { camp }, lang);
        assert_eq!(
            camp(Camp::Martyr, Lang::Fr),
            "La condition du Martyr est remplie."
        );
        assert_eq!(
            camp(Camp::Mice, Lang::Fr),
            "La condition des Souris est remplie."
        );
        assert_eq!(
            camp(Camp::Seth, Lang::Fr),
            "La condition de Seth est remplie."
        );
        assert_eq!(
            camp(Camp::Martyr, Lang::En),
            "The condition of the Martyr holds."
        );
        assert_eq!(
            stop_text(
                &StopReason::Personal {
                    personal: Personal::MusicLover
                },
                Lang::Fr
            ),
            "La condition du Mélomane est remplie."
        );
    }
}
