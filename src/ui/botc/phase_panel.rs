//! What the board screen shows above the board, by phase: tonight's step, the day, or the end
//! of the game; and the decisions waiting for the Storyteller (a win to confirm, a Minion to
//! make the Imp, a Mayor's bounce, a registration).

use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::pending::PendingKind;
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;

use crate::ui::botc::day_screen::DayScreen;
use crate::ui::botc::night_screen::NightScreen;
use crate::ui::botc::victory_screen::{DeclareWin, VictoryConfirm, VictoryScreen};
use crate::ui::store::Store;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    None,
    Night,
    Day,
    Ended,
}

/// The panel for the phase the game is in.
#[component]
pub fn PhasePanel() -> impl IntoView {
    let store = expect_context::<Store>();
    // Only the kind of phase picks the panel, so a command inside a night keeps the panel.
    let part = Memo::new(move |_| match store.phase.get() {
        Phase::Setup => Part::None,
        Phase::FirstNight | Phase::Night(_) => Part::Night,
        Phase::Day(_) => Part::Day,
        Phase::Ended(_) => Part::Ended,
    });
    // A new day or night is a new panel (the day's picks and dawn start afresh).
    move || {
        store.phase.track();
        match part.get() {
            Part::None => ().into_any(),
            Part::Night => {
                view! { <PendingPanel /> <VictoryConfirm /> <NightScreen /> <DeclareWin /> }
                    .into_any()
            }
            Part::Day => view! { <PendingPanel /> <VictoryConfirm /> <DayScreen /> <DeclareWin /> }
                .into_any(),
            // A decision the end of the game left (the Politician's), then the result.
            Part::Ended => view! { <PendingPanel /> <VictoryScreen /> }.into_any(),
        }
    }
}

/// Decisions other than a win: what the engine suggests, each as a button, or set aside.
#[component]
pub fn PendingPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let cards = expect_context::<crate::ui::botc::info_card::CardState>();
    let t = move |key: Key| store.t(key);
    let items = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            st.pending
                .iter()
                .enumerate()
                .filter_map(|(i, p)| {
                    let title = match &p.kind {
                        PendingKind::GameOver { .. } => return None,
                        PendingKind::MayorBounce { mayor, .. } => {
                            Key::PendingMayor.fill(lang, &[&st.name(*mayor)])
                        }
                        PendingKind::Exile { traveller } => {
                            Key::PendingExile.fill(lang, &[&st.name(*traveller)])
                        }
                        PendingKind::StarPass { demon } => {
                            Key::PendingStarPass.fill(lang, &[&st.name(*demon)])
                        }
                        PendingKind::Chooses { player, character } => Key::PendingChooses.fill(
                            lang,
                            &[&st.character_name(character, lang), &st.name(*player)],
                        ),
                        PendingKind::Registration { player, character } => Key::PendingRegistration
                            .fill(
                                lang,
                                &[&st.name(*player), &store.character_name(character, lang)],
                            ),
                    };
                    let choices = p
                        .suggestions
                        .iter()
                        .map(|c| c.describe(st, lang))
                        .collect::<Vec<_>>();
                    let picker = player_picker(&p.suggestions).map(|(n, ids, sets)| {
                        let players: Vec<(PlayerId, String)> =
                            ids.into_iter().map(|id| (id, st.name(id))).collect();
                        (n, players, sets)
                    });
                    Some((i, title, choices, picker))
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        items
            .get()
            .into_iter()
            .map(|(index, title, choices, picker)| {
                let decide = move |pick: usize| {
                    let cmd = crate::engine::command::Command::Decide { index, pick };
                    if let Some(events) = store.send(cmd) {
                        let phase = store.game.with_untracked(|g| g.phase());
                        cards.announce(crate::engine::card::decision_announcement(phase, &events));
                    }
                };
                // Many sets of players (the Boomdandy's three survivors of fifteen: 455): the
                // players to tap instead, then the one suggestion they make.
                let picker = picker.map(|(n, players, sets)| {
                    let picked = RwSignal::new(Vec::<PlayerId>::new());
                    let found = move || {
                        picked.with(|p| {
                            let mut p = p.clone();
                            p.sort();
                            sets.iter().position(|s| *s == p)
                        })
                    };
                    let found = Memo::new(move |_| found());
                    let texts = StoredValue::new(choices.clone());
                    view! {
                        <p class="pending__hint">{Key::PendingPickPlayers.fill(store.lang(), &[&n.to_string()])}</p>
                        <div class="chips" data-testid="pending-players">
                            {players.into_iter().map(|(id, name)| view! {
                                <button class="chip" data-testid="pending-player"
                                    aria-pressed=move || picked.with(|p| p.contains(&id)).to_string()
                                    on:click=move |_| picked.update(|p| {
                                        if let Some(at) = p.iter().position(|x| *x == id) {
                                            p.remove(at);
                                        } else if p.len() < n {
                                            p.push(id);
                                        }
                                    })>
                                    {name}
                                </button>
                            }).collect_view()}
                        </div>
                        <div class="chips">
                            <button class="button button--primary" data-testid="pending-choice"
                                disabled=move || found.get().is_none()
                                on:click=move |_| if let Some(pick) = found.get_untracked() { decide(pick) }>
                                {move || match found.get() {
                                    Some(pick) => texts.with_value(|t| t[pick].clone()),
                                    None => Key::PendingPickIncomplete.fill(
                                        store.lang(),
                                        &[&(n - picked.with(|p| p.len()).min(n)).to_string()],
                                    ),
                                }}
                            </button>
                            <button class="button" data-testid="pending-dismiss" on:click=move |_| {
                                store.send(crate::engine::command::Command::DismissPending { index });
                            }>
                                {move || t(Key::SetAsideDecision)}
                            </button>
                        </div>
                    }
                });
                if let Some(picker) = picker {
                    return view! {
                        <section class="pending" role="alert" data-testid="pending">
                            <p class="pending__title">{title}</p>
                            {picker}
                        </section>
                    }
                    .into_any();
                }
                view! {
                    <section class="pending" role="alert" data-testid="pending">
                        <p class="pending__title">{title}</p>
                        <div class="chips">
                            {choices
                                .into_iter()
                                .enumerate()
                                .map(|(pick, text)| {
                                    view! {
                                        <button class="button" data-testid="pending-choice" on:click=move |_| decide(pick)>
                                            {text}
                                        </button>
                                    }
                                })
                                .collect_view()}
                            <button class="button" data-testid="pending-dismiss" on:click=move |_| {
                                store.send(crate::engine::command::Command::DismissPending { index });
                            }>
                                {move || t(Key::SetAsideDecision)}
                            </button>
                        </div>
                    </section>
                }
                .into_any()
            })
            .collect_view()
    }
}

/// The most suggestions shown as buttons; beyond, a decision whose suggestions are all one
/// act naming the same number of players is made by tapping the players.
const MOST_BUTTONS: usize = 12;

/// When a decision's suggestions are many sets of players for one act (the same character, the
/// same player acting, as many players each, nothing else named): how many to pick, the
/// players they name (in order of first mention) and each suggestion's set, sorted. One
/// player each stays buttons (one per player, twenty at most).
fn player_picker(
    suggestions: &[crate::engine::command::Command],
) -> Option<(usize, Vec<PlayerId>, Vec<Vec<PlayerId>>)> {
    use crate::engine::command::Command;
    if suggestions.len() <= MOST_BUTTONS {
        return None;
    }
    let mut first: Option<(&str, Option<PlayerId>, usize)> = None;
    let mut players = Vec::new();
    let mut sets = Vec::new();
    for c in suggestions {
        let Command::Act {
            character,
            by,
            targets,
            guess: None,
        } = c
        else {
            return None;
        };
        let key = (character.as_str(), *by, targets.len());
        if *first.get_or_insert(key) != key || targets.len() < 2 {
            return None;
        }
        for t in targets {
            if !players.contains(t) {
                players.push(*t);
            }
        }
        let mut set = targets.clone();
        set.sort();
        sets.push(set);
    }
    let (_, _, n) = first?;
    Some((n, players, sets))
}
