//! The day (002): dawn's news, nominations picked on the board, the vote, the execution, a
//! Slayer's shot, and the end of the day. Every action is an engine command; a nomination the
//! rules refuse shows the engine's reason.

use std::cell::RefCell;

use leptos::prelude::*;

use crate::engine::card;
use crate::engine::command::Command;
use crate::engine::day;
use crate::engine::record;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::ui::botc::card_composer::ShowCardButton;
use crate::ui::botc::dawn_screen::DawnScreen;
use crate::ui::botc::day_timer::DayTimerPanel;
use crate::ui::botc::info_card::CardState;
use crate::ui::botc::night_step::event_lines;
use crate::ui::botc::nomination_panel::NominationPanel;
use crate::ui::botc::vote_table::{row_words, VoteTable};
use crate::ui::store::Store;
use crate::ui::widgets::pick::{Pick, PickRow};

/// What the Storyteller is picking on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Idle,
    /// The nominator, then the nominee.
    Nominate,
    /// The player who shoots, then the target.
    Slay,
    /// An ability called on by day ([`crate::engine::ability::Ability::called_by_day`]: a
    /// Fabled's, the Damsel's guess): the caller, then this many players.
    Call(&'static str, usize),
}

/// Where a game is: its storage id and the length of its log. What the panel remembers is tied
/// to it, so another game, a new command or an undo forgets it.
type Mark = (Option<String>, usize);

/// What the day panel remembers across its own rebuilds: a full-screen card (the Virgin's or a
/// Slayer's announcement) takes the place of the whole grimoire, so the panel is made afresh
/// when the card closes — without this, dawn's news would come back and the result of the
/// action just taken would be gone.
#[derive(Default)]
struct Memory {
    /// Dawn's news was read out at this mark.
    dawn_read: Option<Mark>,
    /// The result of the last action, with the mark just after it.
    result: Option<(Mark, Vec<String>)>,
}

thread_local! {
    static MEMORY: RefCell<Memory> = RefCell::default();
}

/// The day's panel above the board.
#[component]
pub fn DayScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let pick = expect_context::<Pick>();
    let cards = expect_context::<CardState>();
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();
    let mode = RwSignal::new(Mode::Idle);
    let mark = move || -> Mark {
        (
            store.game_id.get_untracked(),
            store.game.with_untracked(|g| g.log().len()),
        )
    };
    let here = mark();
    // The result of the last action, with the log's length just after it: shown only while
    // no other command has followed (a decision settled above, a hand, an undo).
    let result = RwSignal::new(MEMORY.with_borrow(|m| match &m.result {
        Some((at, lines)) if *at == here => Some((here.1, lines.clone())),
        _ => None,
    }));
    let log_len = Memo::new(move |_| store.game.with(|g| g.log().len()));
    // Dawn's news stays up until read out, or until the day has begun (any command since the
    // night ended).
    let night_just_ended = store.game.with_untracked(|g| match g.log().last() {
        Some(Command::Override { command, .. }) => matches!(**command, Command::EndNight),
        last => matches!(last, Some(Command::EndNight)),
    });
    let dawn = RwSignal::new(
        night_just_ended && MEMORY.with_borrow(|m| m.dawn_read.as_ref() != Some(&here)),
    );
    let dawn_done = move || {
        dawn.set(false);
        let at = mark();
        MEMORY.with_borrow_mut(|m| m.dawn_read = Some(at));
    };
    Effect::new(move |_| match mode.get() {
        Mode::Idle => pick.stop(),
        Mode::Call(_, n) => pick.start(n + 1),
        _ => pick.start(2),
    });
    // The Fabled in play: their notes for the day and those a player calls on.
    let fabled_notes = Memo::new(move |_| {
        let lang = lang();
        store.game.with(|g| {
            let st = g.state();
            crate::engine::ability::fabled::day_notes(st)
                .into_iter()
                .map(|(_, n)| n.get(lang).to_string())
                // What the Storyteller recorded for a Fabled (the Bootlegger's house rules,
                // which Knave lies).
                .chain(
                    crate::engine::ability::fabled::word_notes(st, lang)
                        .into_iter()
                        .map(|(_, n)| n),
                )
                .collect::<Vec<_>>()
        })
    });
    let fabled_calls = Memo::new(move |_| {
        store
            .game
            .with(|g| crate::engine::ability::called_by_day(g.state()))
    });
    on_cleanup(move || pick.stop());

    let open = Memo::new(move |_| {
        store
            .game
            .with(|g| day::open_nomination(g.state()).is_some())
    });
    let block = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            day::about_to_die(st).map(|p| (p, st.name(p)))
        })
    });
    let executed = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            st.day.executed.map(|p| st.name(p))
        })
    });
    let players = Signal::from(store.players);
    let picked_names = move || {
        store.game.with(|g| {
            pick.picked
                .get()
                .into_iter()
                .map(|p| g.state().name(p))
                .collect::<Vec<_>>()
        })
    };
    let report = move |events: &[crate::engine::event::Event]| {
        let lines = store
            .game
            .with_untracked(|g| event_lines(events, g.state(), lang()));
        let at = mark();
        let len = at.1;
        MEMORY.with_borrow_mut(|m| m.result = Some((at, lines.clone())));
        result.set(Some((len, lines)));
    };
    let confirm = move |_| {
        let picked = pick.picked.get_untracked();
        let cmd = if let Mode::Call(id, n) = mode.get_untracked() {
            if picked.len() != n + 1 {
                return;
            }
            Command::Act {
                character: id.to_string(),
                by: Some(picked[0]),
                targets: picked[1..].to_vec(),
                guess: None,
            }
        } else {
            let [a, b] = picked[..] else { return };
            match mode.get_untracked() {
                Mode::Nominate => Command::Nominate {
                    nominator: a,
                    nominee: b,
                },
                Mode::Slay => match crate::engine::ability::day_shot() {
                    Some(shot) => Command::act(shot.id, a, b),
                    None => return,
                },
                Mode::Idle | Mode::Call(..) => return,
            }
        };
        let sent = store.send(cmd.clone());
        mode.set(Mode::Idle);
        if let Some(events) = sent {
            report(&events);
            cards.announce(card::announcement(&cmd, &events));
        }
    };
    let execute = move |_| {
        if let Some((player, _)) = block.get_untracked() {
            if let Some(events) = store.send(Command::Execute {
                player,
                survives: false,
            }) {
                report(&events);
            }
        }
    };
    // 002: "Exécutez le joueur sur le point de mourir": the day ends with the player on the
    // block executed. The execution is its own command first, so the history says so; a win it
    // brings (the Demon, the Saint) is offered before dusk.
    let end_day = move |_| {
        if let (Some((player, _)), None) = (block.get_untracked(), executed.get_untracked()) {
            let Some(events) = store.send(Command::Execute {
                player,
                survives: false,
            }) else {
                return;
            };
            let win = events.iter().any(|e| {
                matches!(
                    e,
                    crate::engine::event::Event::PendingAdded {
                        kind: crate::engine::pending::PendingKind::GameOver { .. }
                    }
                )
            });
            if win {
                report(&events);
                return;
            }
        }
        store.send(Command::EndDay);
    };
    let end_day_text = move || match (block.get(), executed.get()) {
        (Some((_, name)), None) => Key::ExecuteAndEndDay.fill(lang(), &[&name]),
        _ => t(Key::EndDay).to_string(),
    };
    // Today's table of votes, from the engine's record of the day.
    let today = Memo::new(move |_| {
        let lang = lang();
        store.game.with(|g| {
            let st = g.state();
            let day = st.phase.day_number().unwrap_or(0);
            row_words(st, &record::day_votes(st, day), lang)
        })
    });
    let hint = move || match (mode.get(), pick.picked.with(|p| p.len())) {
        (Mode::Nominate, 0) => t(Key::TapNominator).to_string(),
        (Mode::Nominate, 1) => t(Key::TapNominee).to_string(),
        (Mode::Slay, 0) => t(Key::TapSlayer).to_string(),
        (Mode::Slay, 1) => t(Key::TapTarget).to_string(),
        (Mode::Call(id, _), 0) => {
            let name = store.game.with(|g| g.state().character_name(id, lang()));
            Key::FabledTapCaller.fill(lang(), &[&name])
        }
        (Mode::Call(..), _) => t(Key::FabledTapNamed).to_string(),
        _ => String::new(),
    };
    let confirm_text = move || {
        if let Mode::Call(id, n) = mode.get() {
            let picked = pick.picked.get();
            if picked.len() != n + 1 {
                return None;
            }
            let cmd = Command::Act {
                character: id.to_string(),
                by: Some(picked[0]),
                targets: picked[1..].to_vec(),
                guess: None,
            };
            return Some(store.game.with(|g| cmd.describe(g.state(), lang())));
        }
        let n = picked_names();
        match (mode.get(), n.as_slice()) {
            (Mode::Nominate, [a, b]) => Some(Key::Nominates.fill(lang(), &[a, b])),
            (Mode::Slay, [a, b]) => Some(Key::Shoots.fill(lang(), &[a, b])),
            _ => None,
        }
    };

    view! {
        <section class="phase-panel day-panel" data-testid="day-panel">
            <Show when=move || dawn.get()>
                <DawnScreen on_done=Callback::new(move |_| dawn_done()) />
            </Show>
            // All day, dawn's news included (a reload brings dawn's news back until the day's
            // first command; a timer started stays in sight).
            <DayTimerPanel />
            {move || {
                let notes = fabled_notes.get();
                (!notes.is_empty() && !dawn.get()).then(|| view! {
                    <aside class="card day-panel__fabled" data-testid="fabled-notes">
                        <h3>{move || t(Key::FabledNotes)}</h3>
                        <ul class="plain-list">
                            {notes.into_iter().map(|n| view! { <li data-testid="fabled-note">{n}</li> }).collect_view()}
                        </ul>
                    </aside>
                })
            }}
            <Show when=move || open.get()>
                <NominationPanel />
            </Show>
            <Show when=move || !open.get() && !dawn.get()>
                <div class="day-panel__state">
                    {move || match (executed.get(), block.get()) {
                        (Some(name), _) => view! { <p data-testid="executed-today">{Key::ExecutedToday.fill(lang(), &[&name])}</p> }.into_any(),
                        (None, Some((_, name))) => view! { <p class="day-panel__block" data-testid="about-to-die">{Key::AboutToDie.fill(lang(), &[&name])}</p> }.into_any(),
                        (None, None) => view! { <p class="muted" data-testid="nobody-on-block">{move || t(Key::NobodyOnBlock)}</p> }.into_any(),
                    }}
                </div>
                <Show
                    when=move || mode.get() != Mode::Idle
                    fallback=move || view! {
                        <div class="row day-panel__actions">
                            <button class="button button--primary" data-testid="nominate" on:click=move |_| mode.set(Mode::Nominate)>
                                {move || t(Key::Nominate)}
                            </button>
                            <button class="button" data-testid="slayer-shot" on:click=move |_| mode.set(Mode::Slay)>
                                {move || t(Key::SlayerShot)}
                            </button>
                            {move || fabled_calls.get().into_iter().map(|(id, n)| {
                                let name = store.game.with(|g| g.state().character_name(id, lang()));
                                view! {
                                    <button class="button" data-testid="fabled-call" data-character=id on:click=move |_| mode.set(Mode::Call(id, n))>
                                        {Key::FabledCall.fill(lang(), &[&name])}
                                    </button>
                                }
                            }).collect_view()}
                        </div>
                        <div class="row day-panel__actions">
                            <Show when=move || block.get().is_some() && executed.get().is_none()>
                                <button class="button button--danger" data-testid="execute-block" on:click=execute>
                                    {move || Key::ExecuteName.fill(lang(), &[&block.get().map(|b| b.1).unwrap_or_default()])}
                                </button>
                            </Show>
                            <ShowCardButton />
                            <button class="button" data-testid="end-day" on:click=end_day>
                                {end_day_text}
                            </button>
                        </div>
                    }
                >
                    <div class="day-panel__pick" data-testid="day-pick">
                        <p class="day-panel__hint" data-testid="pick-hint">{hint}</p>
                        <PickRow players=players />
                        <div class="row">
                            {move || confirm_text().map(|text| view! {
                                <button class="button button--primary" data-testid="confirm-pick" on:click=confirm>{text}</button>
                            })}
                            <button class="button" data-testid="cancel-pick" on:click=move |_| mode.set(Mode::Idle)>
                                {move || t(Key::Cancel)}
                            </button>
                        </div>
                    </div>
                </Show>
            </Show>
            {move || {
                let lines = result
                    .get()
                    .filter(|(at, _)| *at == log_len.get())
                    .map(|(_, lines)| lines)
                    .unwrap_or_default();
                (!lines.is_empty()).then(|| view! {
                    <ul class="night-step__result" role="status" data-testid="day-result">
                        {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                })
            }}
            <Show when=move || today.with(|rows| !rows.is_empty())>
                <section class="day-votes" data-testid="today-votes">
                    <h3>{move || t(Key::TodayVotes)}</h3>
                    <VoteTable rows=today />
                </section>
            </Show>
            <div class="row">
                <button class="button" data-testid="open-record" on:click=move |_| store.go(Screen::Record)>
                    {move || t(Key::OpenGameRecord)}
                </button>
            </div>
        </section>
    }
}
