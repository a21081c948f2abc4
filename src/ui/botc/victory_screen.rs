//! Victory (002, "Fin de partie"): when the engine sees a win, the Storyteller confirms it (or
//! sets it aside); once the game has ended, the winning team, why, and the whole grimoire
//! revealed for the table.

use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::character::{Alignment, Lang};
use crate::engine::command::Command;
use crate::engine::pending::PendingKind;
use crate::engine::phase::Phase;
use crate::engine::victory::WinReason;
use crate::i18n::Key;

use crate::ui::botc::characters::team_class;
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;

pub(crate) fn reason_key(reason: WinReason) -> Key {
    match reason {
        WinReason::DemonDead => Key::WinDemonDead,
        WinReason::TwoAlive => Key::WinTwoAlive,
        WinReason::SaintExecuted => Key::WinSaint,
        WinReason::HermitExecuted => Key::WinHermitSaint,
        WinReason::MayorThreeAlive => Key::WinMayor,
        WinReason::Mastermind => Key::WinMastermind,
        WinReason::Klutz => Key::WinKlutz,
        WinReason::EvilTwin => Key::WinEvilTwin,
        WinReason::Goblin => Key::WinGoblin,
        WinReason::Damsel => Key::WinDamsel,
        WinReason::ChosenExecuted => Key::WinChosenExecuted,
        WinReason::EvilTeamGuessed => Key::WinEvilTeamGuessed,
        WinReason::NoExecution => Key::WinNoExecution,
        WinReason::GoodExecutions => Key::WinGoodExecutions,
        WinReason::DayLimit => Key::WinDayLimit,
        WinReason::Declared => Key::WinDeclared,
        WinReason::CultVote => Key::WinCultVote,
        WinReason::StorytellerExecuted => Key::WinStorytellerExecuted,
        WinReason::ProtectedNominee => Key::WinProtectedNominee,
        WinReason::GrandchildExecuted => Key::WinGrandchildExecuted,
        WinReason::MayorLastDay => Key::WinMayorLastDay,
        WinReason::RiotStopped => Key::WinRiotStopped,
        WinReason::DiedBeforeSummoning => Key::WinDiedBeforeSummoning,
    }
}

pub(crate) fn winner_key(winner: Alignment) -> Key {
    match winner {
        Alignment::Good => Key::GoodWins,
        Alignment::Evil => Key::EvilWins,
    }
}

/// The win the engine offers, waiting for the Storyteller's word.
#[component]
pub fn VictoryConfirm() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let offer = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .pending
                .iter()
                .enumerate()
                .find_map(|(i, p)| match p.kind {
                    PendingKind::GameOver { winner, reason } => Some((i, winner, reason)),
                    _ => None,
                })
        })
    });
    let turned = Memo::new(move |_| {
        store
            .game
            .with(|g| crate::engine::victory::turned_around(g.state()))
    });
    move || {
        offer.get().map(|(index, winner, reason)| {
            view! {
                <section class="victory-confirm" role="alertdialog" aria-labelledby="victory-confirm-title" data-testid="victory-confirm">
                    <h2 id="victory-confirm-title">{move || t(winner_key(winner))}</h2>
                    <p>{move || t(reason_key(reason))}</p>
                    {move || turned.get().then(|| view! { <p data-testid="victory-turned">{t(Key::WinTurnedAround)}</p> })}
                    <p class="muted">{move || t(Key::ConfirmWinHelp)}</p>
                    <div class="row">
                        <button class="button button--primary" data-testid="confirm-win" on:click=move |_| {
                            store.send(Command::EndGame { winner, reason: None });
                        }>
                            {move || t(Key::ConfirmWin)}
                        </button>
                        <button class="button" data-testid="not-yet" on:click=move |_| {
                            store.send(Command::DismissPending { index });
                        }>
                            {move || t(Key::NotYet)}
                        </button>
                    </div>
                </section>
            }
        })
    }
}

/// The Storyteller ends the game by hand, for a team and in their own words, at any time: a
/// win by a rule the engine does not know (002: the Storyteller has the last word).
#[component]
pub fn DeclareWin() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let winner = RwSignal::new(None::<Alignment>);
    let words = RwSignal::new(String::new());
    let declare = move |_| {
        let Some(winner) = winner.get_untracked() else {
            return;
        };
        let text = words.get_untracked();
        let reason = Some(text.trim().to_string()).filter(|r| !r.is_empty());
        store.send(Command::EndGame { winner, reason });
    };
    let team_button = move |team: Alignment, key: Key, testid: &'static str| {
        view! {
            <button
                class="button"
                class:button--primary=move || winner.get() == Some(team)
                aria-pressed=move || (winner.get() == Some(team)).to_string()
                data-testid=testid
                on:click=move |_| winner.set(Some(team))
            >
                {move || t(key)}
            </button>
        }
    };
    view! {
        <details class="declare-win" data-testid="declare-win">
            <summary>{move || t(Key::DeclareWin)}</summary>
            <p class="muted">{move || t(Key::DeclareWinHelp)}</p>
            <div class="row">
                {team_button(Alignment::Good, Key::GoodWins, "declare-good")}
                {team_button(Alignment::Evil, Key::EvilWins, "declare-evil")}
            </div>
            <label class="field">
                <span>{move || t(Key::DeclareWinReason)}</span>
                <input
                    type="text"
                    maxlength="200"
                    data-testid="declare-reason"
                    prop:value=move || words.get()
                    on:input=move |ev| words.set(event_target_value(&ev))
                />
            </label>
            <button
                class="button button--primary"
                data-testid="declare-confirm"
                disabled=move || winner.get().is_none()
                on:click=declare
            >
                {move || t(Key::ConfirmWin)}
            </button>
        </details>
    }
}

/// One player revealed: name, real character (and the one they believed), alignment, alive.
#[derive(Debug, Clone, PartialEq)]
struct Revealed {
    name: String,
    character: Option<&'static crate::engine::character::CharacterDef>,
    shown: Option<String>,
    alignment: Option<Alignment>,
    alive: bool,
}

/// The game is over: who won and why, and every player's character for the table.
#[component]
pub fn VictoryScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let winner = Memo::new(move |_| match store.game.with(|g| g.phase()) {
        Phase::Ended(w) => Some(w),
        _ => None,
    });
    // Why: kept in the state when the game ended.
    let reason = Memo::new(move |_| store.game.with(|g| g.state().win.map(|w| w.reason)));
    let words = Memo::new(move |_| store.game.with(|g| g.state().win_reason.clone()));
    // The Heretic turned the win around (not the Storyteller's own call).
    let turned = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .win
                .is_some_and(|w| w.reason != WinReason::Declared)
                && crate::engine::victory::turned_around(g.state())
        })
    });
    // Players on the losing side the Storyteller judged to switch sides and win (the
    // Politician).
    let switched = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            crate::engine::victory::switched_to_winners(st)
                .into_iter()
                .map(|p| st.name(p))
                .collect::<Vec<_>>()
        })
    });
    let players = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .map(|s| Revealed {
                    name: s.name.clone(),
                    character: s.def(),
                    shown: s.shown.clone(),
                    alignment: s.alignment,
                    alive: s.alive,
                })
                .collect::<Vec<_>>()
        })
    });
    let rows = move || {
        let lang: Lang = store.lang();
        players
            .get()
            .into_iter()
            .map(|r| {
                let def = r.character;
                let team = team_class(def.map(|d| d.team));
                let name = def.map(|d| d.name.get(lang)).unwrap_or_default();
                let shown = r
                    .shown
                    .as_deref()
                    .map(|s| Key::BelievedTo.fill(lang, &[&store.character_name(s, lang)]));
                let align = match r.alignment {
                    Some(Alignment::Evil) => Key::Evil.get(lang),
                    _ => Key::Good.get(lang),
                };
                let class = if r.alive { "reveal__row" } else { "reveal__row reveal__row--dead" };
                view! {
                    <li class=class data-testid="reveal-row">
                        <TokenArt character=Signal::derive(move || def) class="token-art--small" />
                        <span class="reveal__name">{r.name}</span>
                        <span class=format!("reveal__character team-text--{team}")>
                            {name}
                            {shown.map(|s| view! { <span class="muted">" · " {s}</span> })}
                        </span>
                        <span class="reveal__align">{align} {(!r.alive).then(|| format!(" · {}", Key::Dead.get(lang)))}</span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section
            class=move || match winner.get() {
                Some(Alignment::Evil) => "phase-panel victory victory--evil",
                _ => "phase-panel victory victory--good",
            }
            data-testid="victory"
        >
            <h2 class="victory__title" data-testid="victory-title">
                {move || winner.get().map(|w| t(winner_key(w)))}
            </h2>
            <p class="victory__why" data-testid="victory-why">{move || reason.get().map(|r| t(reason_key(r)))}</p>
            {move || turned.get().then(|| view! { <p class="victory__why" data-testid="victory-turned">{t(Key::WinTurnedAround)}</p> })}
            {move || words.get().map(|w| view! { <p class="victory__words" data-testid="victory-words">"« " {w} " »"</p> })}
            {move || {
                switched
                    .get()
                    .into_iter()
                    .map(|name| {
                        let text = Key::SwitchedToWinners.fill(store.lang(), &[&name]);
                        view! { <p class="victory__switched" data-testid="victory-switched">{text}</p> }
                    })
                    .collect_view()
            }}
            <div class="row">
                <button class="button button--primary" data-testid="open-record" on:click=move |_| store.go(crate::persist::Screen::Record)>
                    {move || t(Key::GameRecord)}
                </button>
            </div>
            <h3>{move || t(Key::TheGrimoire)}</h3>
            <ul class="reveal" data-testid="reveal">{rows}</ul>
        </section>
    }
}
