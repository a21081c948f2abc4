use leptos::prelude::*;

use quintebourg::calendar;
use quintebourg::command::Ballot;
use quintebourg::day;
use quintebourg::model::{Office, PlayerId};
use quintebourg::state::SessionKind;
use quintebourg::Command;

use crate::i18n::Key;
use crate::ui::quintebourg::day_state::{DayTab, VoteDraft};
use crate::ui::quintebourg::invocation_overlay::InvokeOpen;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::quintebourg::timers::Countdown;

/// Today at a glance, for the session's sections.
#[derive(Debug, Clone, PartialEq)]
struct Today {
    n: u16,
    festival: bool,
    session: Option<SessionKind>,
    voted: bool,
    law: Option<(String, String)>,
    last_special: Option<u16>,
    condemned: Vec<PlayerId>,
    accused: Vec<PlayerId>,
    executioner: Option<PlayerId>,
    executed: Vec<PlayerId>,
    pardoned: Vec<PlayerId>,
    spared: Vec<PlayerId>,
    /// Proposals the Senator refused today, and the proposers who passed.
    refused: usize,
    passed: usize,
}

fn today(g: &quintebourg::Game) -> Option<Today> {
    let st = g.state();
    let d = st.day()?;
    Some(Today {
        n: d.n,
        festival: calendar::is_festival_day(st, d.n),
        session: d.session,
        voted: d.voted,
        law: d
            .law
            .as_ref()
            .map(|l| (st.name(l.proposer), l.text.clone())),
        last_special: st.last_special_day,
        condemned: d
            .condemned
            .iter()
            .copied()
            .filter(|p| st.alive(*p))
            .collect(),
        accused: d.accused.clone(),
        executioner: st.holder(Office::Executioner).filter(|p| st.alive(*p)),
        executed: d.executed.clone(),
        pardoned: d.pardoned.clone(),
        spared: d.spared.clone(),
        refused: d.proposers.len() - usize::from(d.law.is_some()),
        passed: d.passed.len(),
    })
}

/// The session and the law (`TABLE.md` §4, §9 screen 17): the President's session (normal,
/// Peace, Purge) with the rule on special sessions, the law's proposers in rank order and the
/// Senator's answer with the voters it allows, the ballots in the order they are announced, the
/// tie-break, the Purge's tribunal, the Executioner's pardon and the execution.
#[component]
pub fn SessionPanel() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let today = Memo::new(move |_| store.game.with(today));
    let festival = move || today.with(|d| d.as_ref().is_some_and(|d| d.festival));
    view! {
        <section class="card qb-session" data-testid="qb-session">
            <h2>{move || t(Key::QbTabSession)}</h2>
            <Show when=festival>
                <p class="qb-festival" data-testid="qb-festival">{move || t(Key::QbFestivalNoSession)}</p>
            </Show>
            <SessionKindRow today=today />
        </section>
        <Show when=move || !festival()>
            <LawSection today=today />
            <BallotSection today=today />
            <TribunalSection today=today />
            <CondemnedSection today=today />
            <OutcomeSection today=today />
        </Show>
    }
}

/// The rule on special sessions for today, in words: the last one, and whether Peace or Purge
/// may be chosen today. Nothing on the Sunday festival (004 L3: no session, no execution).
fn session_rule(d: &Today, lang: crate::i18n::Lang) -> String {
    if d.festival {
        return String::new();
    }
    let last = match d.last_special {
        Some(l) => Key::QbLastSpecial.fill(lang, &[&l.to_string()]),
        None => Key::QbNoSpecialYet.get(lang).to_string(),
    };
    if d.session.is_some() {
        return last;
    }
    let blocked = d.last_special.map(|l| l + 1) == Some(d.n);
    let now = if blocked {
        Key::QbSpecialBlocked.get(lang)
    } else {
        Key::QbSpecialAllowed.get(lang)
    };
    format!("{last} {now}")
}

/// The President's choice of session and the rule on special sessions (L149, L152–154).
#[component]
fn SessionKindRow(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let rule = move || {
        let lang = store.lang();
        today.with(|d| {
            d.as_ref()
                .map(|d| session_rule(d, lang))
                .unwrap_or_default()
        })
    };
    let chosen = move || today.with(|d| d.as_ref().and_then(|d| d.session));
    let kind_button = move |kind: SessionKind, key: Key, testid: &'static str| {
        view! {
            <button
                class="button segmented__item"
                data-testid=testid
                aria-pressed=move || (chosen() == Some(kind)).to_string()
                disabled=move || chosen().is_some() || today.with(|d| d.as_ref().is_none_or(|d| d.festival))
                on:click=move |_| {
                    store.send(Command::Session { kind });
                }
            >
                {move || t(key)}
            </button>
        }
    };
    view! {
        <p class="muted" data-testid="qb-session-rule">{rule}</p>
        <div class="segmented" role="group" aria-label=move || t(Key::QbSessionKind)>
            {kind_button(SessionKind::Normal, Key::QbSessionNormal, "qb-session-normal")}
            {kind_button(SessionKind::Peace, Key::QbSessionPeace, "qb-session-peace")}
            {kind_button(SessionKind::Purge, Key::QbSessionPurge, "qb-session-purge")}
        </div>
        <Show when=move || chosen() == Some(SessionKind::Peace)>
            <p class="qb-peace" data-testid="qb-peace">{move || t(Key::QbPeaceHelp)}</p>
        </Show>
    }
}

/// The law of the day (L158–165): the proposers in rank order, the proposal's text and the
/// voters it names, and the Senator's answer; one accepted law a day.
#[component]
fn LawSection(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let queue = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            day::proposers(st)
                .into_iter()
                .map(|(p, r)| (p, st.name(p), r))
                .collect::<Vec<_>>()
        })
    });
    let living = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .map(|p| (p, st.name(p)))
                .collect::<Vec<_>>()
        })
    });
    let text = RwSignal::new(String::new());
    // The living left out of the vote by the proposal (all vote by default).
    let left_out = RwSignal::new(Vec::<PlayerId>::new());
    // L159: the turn goes in rank order; within the first rank waiting, the fastest speaks
    // (the MJ taps who), else the first listed.
    let top_rank = Memo::new(move |_| queue.with(|q| q.first().map(|(_, _, r)| *r)));
    let picked = RwSignal::new(None::<PlayerId>);
    let proposer = Memo::new(move |_| {
        let top = top_rank.get();
        queue.with(|q| {
            q.iter()
                .find(|(p, _, r)| Some(*p) == picked.get() && Some(*r) == top)
                .or(q.first())
                .map(|(p, n, _)| (*p, n.clone()))
        })
    });
    // The law is settled before the vote (L159–165): once a ballot is cast or the votes are
    // counted, no proposal is taken.
    let vote_begun = Memo::new(move |_| {
        let (n, voted) = today.with(|d| d.as_ref().map(|d| (d.n, d.voted)).unwrap_or_default());
        voted
            || store
                .ui
                .with(|ui| ui.day.vote.day == n && !ui.day.vote.ballots.is_empty())
    });
    let pass = move |p: PlayerId| {
        if store.send(Command::PassLaw { proposer: p }).is_some() {
            picked.set(None);
        }
    };
    let has_senator = move || {
        store
            .game
            .with(|g| g.state().holder(Office::Senator).is_some())
    };
    let answer = move |accepted: bool| {
        let Some((p, _)) = proposer.get_untracked() else {
            return;
        };
        let out = left_out.get_untracked();
        let voters: Vec<PlayerId> = living
            .get_untracked()
            .into_iter()
            .map(|(v, _)| v)
            .filter(|v| !out.contains(v))
            .collect();
        if store
            .send(Command::Law {
                proposer: p,
                text: text.get_untracked(),
                voters,
                accepted,
            })
            .is_some()
        {
            text.set(String::new());
            left_out.set(Vec::new());
            picked.set(None);
        }
    };
    let rank_text = move |r: u8| {
        match r {
            1 => Key::QbRankLastGhost,
            2 => Key::QbRankGhost,
            3 => Key::QbRankNoOffice,
            _ => Key::QbRankPoorest,
        }
        .get(store.lang())
    };
    let voters = move || {
        store.game.with(|g| {
            let st = g.state();
            day::voters(st)
                .into_iter()
                .map(|p| st.name(p))
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    view! {
        <section class="card qb-law" data-testid="qb-law">
            <h3>{move || t(Key::QbLaw)}</h3>
            {move || {
                let lang = store.lang();
                match today.with(|d| d.as_ref().and_then(|d| d.law.clone())) {
                    Some((who, text)) => view! {
                        <p class="qb-law__passed" data-testid="qb-law-passed">
                            {Key::QbLawPassed.fill(lang, &[&who, &text])}
                        </p>
                    }
                        .into_any(),
                    None if vote_begun.get() => view! {
                        <p class="muted" data-testid="qb-law-closed">{move || t(Key::QbLawClosed)}</p>
                    }
                        .into_any(),
                    None => view! {
                        <div>
                            <p class="muted">{move || t(Key::QbProposers)}</p>
                            <ol class="qb-proposers" data-testid="qb-proposers">
                                {move || {
                                    queue
                                        .get()
                                        .into_iter()
                                        .map(|(p, name, r)| {
                                            let turn = top_rank.get() == Some(r);
                                            let next = move || proposer.with(|x| x.as_ref().map(|x| x.0)) == Some(p);
                                            let class = move || if next() { "qb-proposer qb-proposer--next" } else { "qb-proposer" };
                                            view! {
                                                <li class=class data-testid="qb-proposer" data-turn=turn.to_string()>
                                                    <span>{name.clone()}</span>
                                                    <span class="muted">{rank_text(r)}</span>
                                                    {if turn {
                                                        view! {
                                                            <span class="row">
                                                                <button class="button button--small" data-testid="qb-proposer-speaks"
                                                                    aria-pressed=move || next().to_string()
                                                                    on:click=move |_| picked.set(Some(p))>
                                                                    {move || t(Key::QbProposes)}
                                                                </button>
                                                                <button class="button button--small" data-testid="qb-proposer-pass"
                                                                    on:click=move |_| pass(p)>
                                                                    {move || t(Key::QbPasses)}
                                                                </button>
                                                            </span>
                                                        }
                                                            .into_any()
                                                    } else {
                                                        view! { <span class="muted" data-testid="qb-proposer-waits">{move || t(Key::QbWaitsTurn)}</span> }.into_any()
                                                    }}
                                                </li>
                                            }
                                        })
                                        .collect_view()
                                }}
                            </ol>
                            <Show when=move || proposer.get().is_some()>
                                <label class="field">
                                    <span>{move || Key::QbLawText.fill(store.lang(), &[&proposer.get().map(|p| p.1).unwrap_or_default()])}</span>
                                    <input
                                        class="input"
                                        type="text"
                                        maxlength="120"
                                        data-testid="qb-law-text"
                                        prop:value=move || text.get()
                                        on:input=move |ev| text.set(event_target_value(&ev))
                                    />
                                </label>
                                <p class="muted">{move || t(Key::QbLawVoters)}</p>
                                <div class="chips" data-testid="qb-law-voters">
                                    {move || {
                                        living
                                            .get()
                                            .into_iter()
                                            .map(|(p, name)| {
                                                view! {
                                                    <button
                                                        class="chip"
                                                        data-testid="qb-law-voter"
                                                        aria-pressed=move || (!left_out.with(|o| o.contains(&p))).to_string()
                                                        on:click=move |_| {
                                                            left_out.update(|o| {
                                                                if let Some(i) = o.iter().position(|x| *x == p) {
                                                                    o.remove(i);
                                                                } else {
                                                                    o.push(p);
                                                                }
                                                            })
                                                        }
                                                    >
                                                        {name}
                                                    </button>
                                                }
                                            })
                                            .collect_view()
                                    }}
                                </div>
                                <div class="row">
                                    <button class="button button--primary" data-testid="qb-law-accept" disabled=move || !has_senator() on:click=move |_| answer(true)>
                                        {move || t(Key::QbSenatorAccepts)}
                                    </button>
                                    <button class="button" data-testid="qb-law-refuse" on:click=move |_| answer(false)>
                                        {move || t(Key::QbSenatorRefuses)}
                                    </button>
                                </div>
                            </Show>
                        </div>
                    }
                        .into_any(),
                }
            }}
            <p class="muted qb-voters" data-testid="qb-voters">{move || Key::QbVotersToday.fill(store.lang(), &[&voters()])}</p>
        </section>
    }
}

/// The ballots of a normal session or a Purge, announced from the President in the chosen
/// direction (L151); a tap per ballot, saved at once so a reload resumes the vote.
#[component]
fn BallotSection(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let open = move || {
        today.with(|d| {
            d.as_ref().is_some_and(|d| {
                !d.voted
                    && matches!(
                        d.session,
                        None | Some(SessionKind::Normal | SessionKind::Purge)
                    )
            })
        })
    };
    let purge =
        move || today.with(|d| d.as_ref().and_then(|d| d.session) == Some(SessionKind::Purge));
    let day_n = move || today.with(|d| d.as_ref().map(|d| d.n).unwrap_or(0));
    // The draft of today (a draft left from another day starts over).
    let draft = Memo::new(move |_| {
        let n = day_n();
        store.ui.with(|ui| {
            if ui.day.vote.day == n {
                ui.day.vote.clone()
            } else {
                VoteDraft::new(n)
            }
        })
    });
    let edit = move |f: &dyn Fn(&mut VoteDraft)| {
        let n = day_n();
        store.update_ui(|ui| {
            if ui.day.vote.day != n {
                ui.day.vote = VoteDraft::new(n);
            }
            f(&mut ui.day.vote);
        });
    };
    let order = Memo::new(move |_| {
        let clockwise = draft.with(|d| d.clockwise);
        store.game.with(|g| day::vote_order(g.state(), clockwise))
    });
    // A ballot the law forbids (cast before the law, from a draft kept over a reload) is set
    // aside with a notice; only the allowed ballots are shown and counted (L165).
    let allowed = Memo::new(move |_| store.game.with(|g| day::voters(g.state())));
    let set_aside = Memo::new(move |_| {
        draft.with(|d| {
            allowed.with(|a| {
                d.ballots
                    .iter()
                    .map(|(v, _)| *v)
                    .filter(|v| !a.contains(v))
                    .collect::<Vec<_>>()
            })
        })
    });
    let valid = Memo::new(move |_| {
        let mut d = draft.get();
        allowed.with(|a| d.ballots.retain(|(v, _)| a.contains(v)));
        d
    });
    let ballots_of = |d: &VoteDraft| -> Vec<Ballot> {
        d.ballots
            .iter()
            .map(|(voter, target)| Ballot {
                voter: *voter,
                target: *target,
            })
            .collect()
    };
    // The tie the rules leave to a named player, asked now (L151, L154): the President's pick
    // when his vote does not settle it; the Prosecutor's order for the ties his ballot leaves.
    let tied = Memo::new(move |_| {
        let d = valid.get();
        let ballots = ballots_of(&d);
        store.game.with(|g| {
            let st = g.state();
            if purge() {
                let (_, unsettled) = day::purge_ranking(st, &ballots, &d.tie_order);
                if unsettled.is_empty() {
                    Vec::new()
                } else {
                    d.tie_order.iter().copied().chain(unsettled).collect()
                }
            } else {
                match day::vote_result(st, &ballots) {
                    day::VoteResult::Tied(t) => t,
                    _ => Vec::new(),
                }
            }
        })
    });
    // The count waits for that answer instead of being refused.
    let answered = move || {
        let d = valid.get();
        let ballots = ballots_of(&d);
        store.game.with(|g| {
            let st = g.state();
            if purge() {
                day::purge_ranking(st, &ballots, &d.tie_order).1.is_empty()
            } else {
                match day::vote_result(st, &ballots) {
                    day::VoteResult::Tied(t) => d.tie_order.first().is_some_and(|p| t.contains(p)),
                    _ => true,
                }
            }
        })
    };
    let names = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.ids().map(|p| st.name(p)).collect::<Vec<_>>()
        })
    });
    let name = move |p: PlayerId| names.with(|n| n.get(p as usize).cloned().unwrap_or_default());
    let living = Memo::new(move |_| store.game.with(|g| g.state().living()));
    let next = Memo::new(move |_| draft.with(|d| order.with(|o| d.next_voter(o))));
    let cast = move |target: Option<PlayerId>| {
        if let Some(v) = next.get_untracked() {
            edit(&|d| d.ballots.push((v, target)));
        }
    };
    let count = move |_| {
        let d = valid.get_untracked();
        let ballots = ballots_of(&d);
        let cmd = if purge() {
            Command::Purge {
                ballots,
                prosecutor_order: d.tie_order.clone(),
            }
        } else {
            Command::Vote {
                ballots,
                clockwise: d.clockwise,
                tie_pick: d.tie_order.first().copied(),
            }
        };
        if store.send(cmd).is_some() {
            edit(&|d| {
                d.ballots.clear();
                d.tie_order.clear();
            });
        }
    };
    let nobody = move |_| {
        if store
            .send(Command::Vote {
                ballots: Vec::new(),
                clockwise: draft.with_untracked(|d| d.clockwise),
                tie_pick: None,
            })
            .is_some()
        {
            edit(&|d| {
                d.ballots.clear();
                d.tie_order.clear();
            });
        }
    };
    let tally = move || {
        valid.with(|d| {
            d.tally()
                .into_iter()
                .map(|(p, c)| format!("{} {c}", name(p)))
                .collect::<Vec<_>>()
                .join(" · ")
        })
    };
    view! {
        <Show when=open>
            <section class="card qb-ballots" data-testid="qb-ballots">
                <h3>{move || if purge() { t(Key::QbPurgeBallots) } else { t(Key::QbBallots) }}</h3>
                <div class="segmented" role="group" aria-label=move || t(Key::QbDirection)>
                    <button
                        class="button segmented__item"
                        data-testid="qb-clockwise"
                        aria-pressed=move || draft.with(|d| d.clockwise).to_string()
                        disabled=move || draft.with(|d| !d.ballots.is_empty())
                        on:click=move |_| edit(&|d| d.clockwise = true)
                    >
                        {move || t(Key::QbClockwise)}
                    </button>
                    <button
                        class="button segmented__item"
                        data-testid="qb-counter-clockwise"
                        aria-pressed=move || (!draft.with(|d| d.clockwise)).to_string()
                        disabled=move || draft.with(|d| !d.ballots.is_empty())
                        on:click=move |_| edit(&|d| d.clockwise = false)
                    >
                        {move || t(Key::QbCounterClockwise)}
                    </button>
                </div>
                {move || {
                    let aside = set_aside.get();
                    (!aside.is_empty()).then(|| {
                        let who = aside.into_iter().map(name).collect::<Vec<_>>().join(", ");
                        view! { <p class="notice" role="status" data-testid="qb-ballot-set-aside">{Key::QbBallotSetAside.fill(store.lang(), &[&who])}</p> }
                    })
                }}
                <ol class="qb-ballot-list" data-testid="qb-ballot-list">
                    {move || {
                        let lang = store.lang();
                        valid
                            .get()
                            .ballots
                            .into_iter()
                            .map(|(v, target)| {
                                let whom = target.map(name).unwrap_or_else(|| Key::QbNoOne.get(lang).to_string());
                                view! { <li data-testid="qb-ballot">{format!("{} → {whom}", name(v))}</li> }
                            })
                            .collect_view()
                    }}
                </ol>
                <p class="qb-tally" data-testid="qb-tally">{tally}</p>
                {move || match next.get() {
                    Some(v) => view! {
                        <div class="qb-voter" data-testid="qb-voter" data-voter=v.to_string()>
                            <p class="qb-voter__who">{Key::QbVotesFor.fill(store.lang(), &[&name(v)])}</p>
                            <div class="chips qb-targets">
                                {move || {
                                    living
                                        .get()
                                        .into_iter()
                                        .map(|p| view! {
                                            <button class="chip" data-testid="qb-target" data-target=p.to_string() on:click=move |_| cast(Some(p))>
                                                {name(p)}
                                            </button>
                                        })
                                        .collect_view()
                                }}
                                <Show when=move || !purge()>
                                    <button class="chip" data-testid="qb-target-none" on:click=move |_| cast(None)>
                                        {move || t(Key::QbNoOne)}
                                    </button>
                                </Show>
                            </div>
                        </div>
                    }
                        .into_any(),
                    None => view! {
                        <div class="qb-count">
                            {move || {
                                let tied = tied.get();
                                (!tied.is_empty())
                                    .then(|| {
                                        let help = if purge() { t(Key::QbProsecutorOrder) } else { t(Key::QbPresidentPicks) };
                                        view! {
                                            <p class="muted">{help}</p>
                                            <div class="chips" data-testid="qb-tie">
                                                {tied
                                                    .into_iter()
                                                    .map(|p| {
                                                        let pos = move || draft.with(|d| d.tie_order.iter().position(|x| *x == p));
                                                        view! {
                                                            <button
                                                                class="chip"
                                                                data-testid="qb-tie-pick"
                                                                aria-pressed=move || pos().is_some().to_string()
                                                                on:click=move |_| {
                                                                    let purge = purge();
                                                                    edit(&|d| {
                                                                        if let Some(i) = d.tie_order.iter().position(|x| *x == p) {
                                                                            d.tie_order.remove(i);
                                                                        } else if purge {
                                                                            d.tie_order.push(p);
                                                                        } else {
                                                                            d.tie_order = vec![p];
                                                                        }
                                                                    })
                                                                }
                                                            >
                                                                {move || match pos() {
                                                                    Some(i) if purge() => format!("{}. {}", i + 1, name(p)),
                                                                    _ => name(p),
                                                                }}
                                                            </button>
                                                        }
                                                    })
                                                    .collect_view()}
                                            </div>
                                        }
                                    })
                            }}
                            <button class="button button--primary" data-testid="qb-count-votes" disabled=move || !answered() on:click=count>
                                {move || t(Key::QbCountVotes)}
                            </button>
                        </div>
                    }
                        .into_any(),
                }}
                <Show when=move || !purge() && draft.with(|d| d.ballots.is_empty())>
                    <button class="button button--small" data-testid="qb-nobody-votes" on:click=nobody>
                        {move || t(Key::QbNobodyVotes)}
                    </button>
                </Show>
                <Show when=move || draft.with(|d| !d.ballots.is_empty())>
                    <button class="button button--small" data-testid="qb-ballot-back" on:click=move |_| edit(&|d| {
                        d.ballots.pop();
                        d.tie_order.clear();
                    })>
                        {move || t(Key::QbBallotBack)}
                    </button>
                </Show>
            </section>
        </Show>
    }
}

/// The Purge's tribunal (L154): every living player votes on each accused in turn; a tie
/// spares.
#[component]
fn TribunalSection(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let accused = move || today.with(|d| d.as_ref().and_then(|d| d.accused.first().copied()));
    let living = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.living()
                .into_iter()
                .map(|p| (p, st.name(p)))
                .collect::<Vec<_>>()
        })
    });
    let execute = Memo::new(move |_| store.ui.with(|ui| ui.day.vote.execute.clone()));
    let verdict = move |_| {
        let Some(a) = accused() else { return };
        let ex = execute.get_untracked();
        let spare: Vec<PlayerId> = living
            .get_untracked()
            .into_iter()
            .map(|(p, _)| p)
            .filter(|p| !ex.contains(p))
            .collect();
        if store
            .send(Command::Tribunal {
                accused: a,
                execute: ex,
                spare,
            })
            .is_some()
        {
            store.update_ui(|ui| ui.day.vote.execute.clear());
        }
    };
    let others = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            today.with(|d| {
                d.as_ref()
                    .map(|d| {
                        d.accused
                            .iter()
                            .skip(1)
                            .map(|p| st.name(*p))
                            .collect::<Vec<_>>()
                    })
                    .filter(|v| !v.is_empty())
                    .map(|v| Key::QbStillAccused.fill(lang, &[&v.join(", ")]))
            })
        })
    };
    view! {
        <Show when=move || accused().is_some()>
            <section class="card qb-tribunal" data-testid="qb-tribunal">
                <h3>
                    {move || {
                        let name = store.game.with(|g| accused().map(|a| g.state().name(a)).unwrap_or_default());
                        Key::QbTribunalOf.fill(store.lang(), &[&name])
                    }}
                </h3>
                <p class="muted">{move || t(Key::QbTribunalHelp)}</p>
                <div class="chips">
                    {move || {
                        living
                            .get()
                            .into_iter()
                            .map(|(p, name)| {
                                let on = move || execute.with(|e| e.contains(&p));
                                view! {
                                    <button
                                        class="chip qb-tribunal__vote"
                                        data-testid="qb-tribunal-vote"
                                        aria-pressed=move || on().to_string()
                                        on:click=move |_| store.update_ui(|ui| {
                                            let e = &mut ui.day.vote.execute;
                                            if let Some(i) = e.iter().position(|x| *x == p) {
                                                e.remove(i);
                                            } else {
                                                e.push(p);
                                            }
                                        })
                                    >
                                        {move || format!("{name} · {}", if on() { t(Key::QbExecuteVote) } else { t(Key::QbSpareVote) })}
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </div>
                <p class="qb-tally" data-testid="qb-tribunal-count">
                    {move || {
                        let n = execute.with(|e| e.len());
                        let all = living.with(|l| l.len());
                        Key::QbTribunalCount.fill(store.lang(), &[&n.to_string(), &(all - n).to_string()])
                    }}
                </p>
                <button class="button button--primary" data-testid="qb-tribunal-send" on:click=verdict>
                    {move || t(Key::QbVerdict)}
                </button>
                {move || others().map(|o| view! { <p class="muted">{o}</p> })}
            </section>
        </Show>
    }
}

/// The condemned: their 10-second window to invoke, open with its timer (L9), then the
/// Executioner's one pardon (L178), or the execution.
#[component]
fn CondemnedSection(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let invoking = use_context::<InvokeOpen>();
    let condemned =
        move || today.with(|d| d.as_ref().map(|d| d.condemned.clone()).unwrap_or_default());
    let executioner = move || today.with(|d| d.as_ref().and_then(|d| d.executioner));
    view! {
        <Show when=move || !condemned().is_empty()>
            <section class="card qb-condemned" data-testid="qb-condemned">
                <h3>{move || t(Key::QbCondemned)}</h3>
                {move || {
                    condemned()
                        .into_iter()
                        .map(|p| {
                            let name = store.game.with(|g| g.state().name(p));
                            let may_pardon = executioner().is_some_and(|e| e != p);
                            view! {
                                <div class="qb-condemned__row" data-testid="qb-condemned-row">
                                    <strong>{name.clone()}</strong>
                                    <p class="qb-condemned__window" data-testid="qb-condemned-window">
                                        {move || Key::QbCondemnedMayInvoke.fill(store.lang(), &[&name])}
                                    </p>
                                    <div class="row">
                                        <Countdown seconds=10 autostart=true label=Signal::derive(move || t(Key::QbCondemnedTimer).to_string()) testid="qb-condemned-timer" />
                                        {invoking.map(|o| view! {
                                            <button class="button" data-testid="qb-condemned-invoke" on:click=move |_| o.0.set(true)>
                                                {move || t(Key::QbInvoke)}
                                            </button>
                                        })}
                                    </div>
                                    <div class="row">
                                        {may_pardon
                                            .then(|| view! {
                                                <button class="button" data-testid="qb-pardon" on:click=move |_| {
                                                    store.send(Command::Pardon { player: p });
                                                }>
                                                    {move || t(Key::QbPardon)}
                                                </button>
                                            })}
                                        <button class="button button--danger" data-testid="qb-execute" on:click=move |_| {
                                            store.send(Command::Execute { player: p });
                                        }>
                                            {move || t(Key::QbExecute)}
                                        </button>
                                    </div>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </section>
        </Show>
    }
}

/// What the day's session gave, once its votes are counted or Peace is chosen (L149–154, L178):
/// who was executed, whom the tribunal spared, the Executioner's pardon, or no execution today;
/// the law's fate; and, when nothing is left to decide, the day's next choices.
#[component]
fn OutcomeSection(today: Memo<Option<Today>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let shown = move || {
        today.with(|d| {
            d.as_ref()
                .is_some_and(|d| d.voted || d.session == Some(SessionKind::Peace))
        })
    };
    let lines = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            today.with(|d| {
                let Some(d) = d else { return Vec::new() };
                let names =
                    |v: &[PlayerId]| v.iter().map(|p| st.name(*p)).collect::<Vec<_>>().join(", ");
                let mut out: Vec<(&'static str, String)> = Vec::new();
                if d.session == Some(SessionKind::Peace) {
                    out.push(("peace", Key::QbOutcomePeace.get(lang).to_string()));
                }
                if !d.executed.is_empty() {
                    out.push((
                        "executed",
                        Key::QbOutcomeExecuted.fill(lang, &[&names(&d.executed)]),
                    ));
                }
                if !d.pardoned.is_empty() {
                    out.push((
                        "pardoned",
                        Key::QbOutcomePardoned.fill(lang, &[&names(&d.pardoned)]),
                    ));
                }
                if !d.spared.is_empty() {
                    out.push((
                        "spared",
                        Key::QbOutcomeSpared.fill(lang, &[&names(&d.spared)]),
                    ));
                }
                let pending = !d.condemned.is_empty() || !d.accused.is_empty();
                if d.executed.is_empty() && !pending && d.session != Some(SessionKind::Peace) {
                    out.push(("none", Key::QbOutcomeNoExecution.get(lang).to_string()));
                }
                let law = match &d.law {
                    Some((who, text)) => Key::QbLawPassed.fill(lang, &[who, text]),
                    None => Key::QbOutcomeNoLaw
                        .fill(lang, &[&d.refused.to_string(), &d.passed.to_string()]),
                };
                out.push(("law", law));
                out
            })
        })
    };
    let settled = move || {
        today.with(|d| {
            d.as_ref()
                .is_some_and(|d| d.condemned.is_empty() && d.accused.is_empty())
        })
    };
    let go = move |tab: DayTab| store.update_ui(|ui| ui.day.tab = tab);
    view! {
        <Show when=shown>
            <section class="card qb-outcome" data-testid="qb-outcome" role="status">
                <h3>{move || t(Key::QbOutcome)}</h3>
                <ul>
                    {move || {
                        lines()
                            .into_iter()
                            .map(|(kind, line)| view! { <li data-testid="qb-outcome-line" data-kind=kind>{line}</li> })
                            .collect_view()
                    }}
                </ul>
                <Show when=settled>
                    <p class="muted" data-testid="qb-outcome-next">{move || t(Key::QbOutcomeNext)}</p>
                    <div class="row">
                        <button class="button" data-testid="qb-outcome-coins" on:click=move |_| go(DayTab::Coins)>
                            {move || t(Key::QbTabCoins)}
                        </button>
                        <button class="button" data-testid="qb-outcome-offices" on:click=move |_| go(DayTab::Offices)>
                            {move || t(Key::QbTabOffices)}
                        </button>
                        <button class="button button--primary" data-testid="qb-outcome-board" on:click=move |_| go(DayTab::Board)>
                            {move || t(Key::QbOutcomeToEnd)}
                        </button>
                    </div>
                </Show>
            </section>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn day(n: u16, festival: bool) -> Today {
        Today {
            n,
            festival,
            session: None,
            voted: false,
            law: None,
            last_special: None,
            condemned: Vec::new(),
            accused: Vec::new(),
            executioner: None,
            executed: Vec::new(),
            pardoned: Vec::new(),
            spared: Vec::new(),
            refused: 0,
            passed: 0,
        }
    }

    /// On the Sunday festival no line offers Peace or Purge (004 L3: no execution that day);
    /// another day says they are allowed.
    #[test]
    fn sunday_offers_no_special_session() {
        assert_eq!(session_rule(&day(7, true), Lang::Fr), "");
        let monday = session_rule(&day(8, false), Lang::Fr);
        assert!(monday.contains("Paix ou Purge possible"), "{monday}");
    }
}
