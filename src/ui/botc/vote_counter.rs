//! The vote, hand by hand (002): the Storyteller's arm turns clockwise from the player after
//! the nominee and ends with the nominee; each hand it reaches is up or down. Dead players spend
//! their one ghost vote; those without one cannot vote and are passed.

use leptos::prelude::*;

use crate::engine::command::Command;
use crate::engine::vote::{self, HandState, VoteOutcome};
use crate::i18n::Key;

use crate::ui::settled::settled;
use crate::ui::store::Store;

/// One row of the walk, worked out from the engine's [`vote::Walk`].
#[derive(Debug, Clone, PartialEq)]
struct Row {
    player: crate::engine::seat::PlayerId,
    name: String,
    hand: HandState,
    ghost: bool,
    /// The hand's worth when not 1 (an ability in play: ×3, ×−1), from the engine.
    weight: i32,
    /// The player must vote (the Zealot), from the engine.
    must_vote: bool,
    next: bool,
}

/// The running count of the open nomination's vote.
#[component]
pub fn VoteCounter() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();
    let walk = Memo::new(move |_| store.game.with(|g| vote::walk(g.state())));
    let rows = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            walk.with(|w| {
                w.as_ref()
                    .map(|w| {
                        w.order
                            .iter()
                            .map(|e| Row {
                                player: e.player,
                                name: st.name(e.player),
                                hand: e.hand,
                                ghost: e.ghost,
                                weight: e.weight,
                                must_vote: e.must_vote,
                                next: w.next == Some(e.player),
                            })
                            .collect::<Vec<_>>()
                    })
                    .unwrap_or_default()
            })
        })
    });
    let next = Memo::new(move |_| {
        walk.with(|w| w.as_ref().and_then(|w| w.next))
            .map(|p| (p, store.game.with(|g| g.state().name(p))))
    });
    let hand = move |raised: bool| {
        if let Some((voter, _)) = next.get_untracked() {
            store.send(Command::Hand { voter, raised });
        }
    };
    let close = move |_| {
        store.send(Command::CloseVote);
    };
    let count = move || walk.with(|w| w.as_ref().map(|w| w.votes).unwrap_or(0));
    let summary = move || {
        walk.with(|w| {
            w.as_ref().map(|w| {
                let lang = lang();
                let mut parts = vec![Key::Threshold.fill(lang, &[&w.threshold.to_string()])];
                if w.exile {
                    parts.push(Key::ExileRule.get(lang).to_string());
                    return parts.join(" · ");
                }
                if w.dead_vote {
                    parts.push(Key::DeadVoteRule.get(lang).to_string());
                }
                if w.secret {
                    parts.push(Key::SecretVoteRule.get(lang).to_string());
                }
                if w.highest > 0 {
                    parts.push(Key::HighestToday.fill(lang, &[&w.highest.to_string()]));
                }
                parts.push(Key::ToBlock.fill(lang, &[&w.to_block.to_string()]));
                parts.join(" · ")
            })
        })
    };
    let projected = move || {
        let lang = lang();
        store.game.with(|g| {
            walk.with(|w| {
                w.as_ref().map(|w| {
                    let name = |p| g.state().name(p);
                    match (w.projected, w.projected_block) {
                        (VoteOutcome::Exiled, _) => {
                            Key::ProjectedExiled.fill(lang, &[&name(w.nominee)])
                        }
                        (VoteOutcome::Failed, _) if w.exile => {
                            Key::ProjectedNotExiled.get(lang).to_string()
                        }
                        (VoteOutcome::AboutToDie, Some(p)) => {
                            Key::ProjectedBlock.fill(lang, &[&name(p)])
                        }
                        (VoteOutcome::Tied, _) => Key::ProjectedTie.get(lang).to_string(),
                        (_, Some(p)) => Key::ProjectedStays.fill(lang, &[&name(p)]),
                        (_, None) => Key::ProjectedNobody.get(lang).to_string(),
                    }
                })
            })
        })
    };
    // One row per player, built once: a hand changes two rows (the hand raised or lowered, the
    // next one), and each row's parts follow its own line of the walk.
    let row = move |player: crate::engine::seat::PlayerId| {
        // Settled: a hand wakes the two rows it changes, not every part of all twenty.
        let line =
            settled(move || rows.with(|rows| rows.iter().find(|r| r.player == player).cloned()));
        let hand =
            Memo::new(move |_| line.with(|r| r.as_ref().map_or(HandState::Waiting, |r| r.hand)));
        let class = move || {
            let next = line.with(|r| r.as_ref().is_some_and(|r| r.next));
            let class = match hand.get() {
                HandState::Up => "walk__row walk__row--up",
                HandState::Down => "walk__row walk__row--down",
                HandState::CannotVote => "walk__row walk__row--cannot",
                HandState::Waiting => "walk__row",
            };
            if next {
                format!("{class} walk__row--next")
            } else {
                class.to_string()
            }
        };
        let state_key = move || match hand.get() {
            HandState::Up => Key::HandUp,
            HandState::Down => Key::HandDown,
            HandState::CannotVote => Key::CannotVote,
            HandState::Waiting => Key::Waiting,
        };
        let name = move || line.with(|r| r.as_ref().map(|r| r.name.clone()).unwrap_or_default());
        let ghost = Memo::new(move |_| line.with(|r| r.as_ref().is_some_and(|r| r.ghost)));
        let weight = Memo::new(move |_| line.with(|r| r.as_ref().map_or(1, |r| r.weight)));
        let must = Memo::new(move |_| line.with(|r| r.as_ref().is_some_and(|r| r.must_vote)));
        view! {
            <li>
                <button
                    class=class
                    data-testid="walk-row"
                    data-player=player.0
                    data-hand=move || format!("{:?}", hand.get()).to_lowercase()
                    // Tapping a hand further along: that hand is up, the ones before it down.
                    disabled=move || hand.get() != HandState::Waiting
                    on:click=move |_| {
                        store.send(Command::Hand { voter: player, raised: true });
                    }
                >
                    <span class="walk__name">{name}</span>
                    {move || ghost.get().then(|| view! { <span class="walk__ghost">{move || t(Key::GhostVote)}</span> })}
                    {move || {
                        let k = weight.get();
                        (k != 1).then(|| view! { <span class="walk__weight" data-testid="walk-weight">{move || Key::VoteWeight.fill(lang(), &[&k.to_string()])}</span> })
                    }}
                    {move || must.get().then(|| view! { <span class="walk__weight" data-testid="walk-must-vote">{move || t(Key::MustVote)}</span> })}
                    <span class="walk__hand">{move || t(state_key())}</span>
                </button>
            </li>
        }
    };

    view! {
        <div class="vote" data-testid="vote">
            <div class="vote__count">
                <span class="vote__votes" data-testid="vote-count">{count}</span>
                <span class="vote__of">{summary}</span>
            </div>
            <p class="vote__projected" data-testid="vote-projected">{projected}</p>
            // Built once while hands are left: a hand moves the arm on, which changes only the
            // name in it.
            <Show
                when=move || next.with(|n| n.is_some())
                fallback=move || view! { <p class="vote__who" data-testid="vote-next-none">{move || t(Key::ArmDone)}</p> }
            >
                <div class="vote__next">
                    <p class="vote__who" data-testid="vote-next">
                        {move || next.with(|n| n.as_ref().map(|(_, name)| Key::ArmReaches.fill(lang(), &[name])))}
                    </p>
                    <div class="row">
                        <button class="button button--primary vote__up" data-testid="hand-up" on:click=move |_| hand(true)>
                            {move || t(Key::RaiseHand)}
                        </button>
                        <button class="button vote__down" data-testid="hand-down" on:click=move |_| hand(false)>
                            {move || t(Key::LowerHand)}
                        </button>
                    </div>
                </div>
            </Show>
            <ol class="walk" data-testid="walk">
                <For each=move || rows.with(|rows| rows.iter().map(|r| r.player).collect::<Vec<_>>()) key=|p| *p children=row />
            </ol>
            <button
                class=move || if next.get().is_none() { "button button--primary" } else { "button" }
                data-testid="close-vote"
                on:click=close
            >
                {move || t(Key::CloseVote)}
            </button>
        </div>
    }
}
