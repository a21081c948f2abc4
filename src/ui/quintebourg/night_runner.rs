use leptos::prelude::*;

use quintebourg::night::{SheetLine, Skip};
use quintebourg::state::NightStep;
use quintebourg::{Command, Game, QbGame};

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::attack_panel::AttackPanel;
use crate::ui::quintebourg::death_sheet::{DeathSheets, MjDeathForm};
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::night_parts::{night_events, pname};
use crate::ui::quintebourg::night_step::{step_name, NightStepPanel};
use crate::ui::quintebourg::store::{QbStore, QbUi};
use crate::ui::quintebourg::voice::{step_call, Voice, VoicePanel};
use crate::ui::quintebourg::who_is_where::WhoIsWhere;

/// The step on screen: the one the game master moved to (`QbUi::night_at`) when it is of
/// tonight and no command came after, else the later of it and the engine's step; at dusk the
/// first step that is not skipped. A command taken back makes the engine's step the guide
/// again (the log is shorter than when the game master moved).
pub fn current_step(game: &Game, ui: &QbUi) -> NightStep {
    let st = game.state();
    let Some(n) = st.night() else {
        return NightStep::Dusk;
    };
    let len = game.log().len();
    let base = match ui
        .night_at
        .filter(|(night, _, at)| *night == n.n && *at <= len)
    {
        Some((_, step, at)) if at == len => step,
        Some((_, step, _)) => step.max(n.step),
        None => n.step,
    };
    if base != NightStep::Dusk {
        return base;
    }
    first_open(&game.sheet(), NightStep::Dusk).unwrap_or(NightStep::Attack)
}

/// The step before `to` (included) that waits for a decision the game master has not made:
/// the huddle not held while the Reptilians are awake, or the attack not carried out while
/// someone would die in it. "Next step" and the night's end ask before passing it.
pub fn undecided_step(game: &Game, to: NightStep) -> Option<NightStep> {
    let st = game.state();
    if quintebourg::night::huddle_undecided(st) && to >= NightStep::Huddle {
        return Some(NightStep::Huddle);
    }
    if to >= NightStep::Attack && quintebourg::attack::undecided(st) {
        return Some(NightStep::Attack);
    }
    None
}

/// The first step after `after` that is not skipped.
pub fn first_open(sheet: &[SheetLine], after: NightStep) -> Option<NightStep> {
    sheet
        .iter()
        .find(|l| l.step > after && l.skip.is_none())
        .map(|l| l.step)
}

fn skip_text(skip: Skip, lang: Lang) -> &'static str {
    match skip {
        Skip::NoOne => Key::QbSkipNoOne,
        Skip::Asleep => Key::QbSkipAsleep,
        Skip::Budget => Key::QbSkipBudget,
        Skip::Festival => Key::QbSkipFestival,
        Skip::Off => Key::QbSkipOff,
        Skip::ByMj => Key::QbSkipByMj,
    }
    .get(lang)
}

/// The night runner: tonight's steps in the seed's table order (`TABLE.md` §2, §9 screens
/// 7–8), the skipped ones greyed with why, the current one highlighted and its panel below;
/// at the attack the who-is-where board and the attack panel; after it the death sheets; at
/// the end, the night ends into the morning. Shown for every night.
#[component]
pub fn NightRunner() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let sheet = Memo::new(move |_| store.game.with(|g| g.sheet()));
    provide_context(crate::ui::quintebourg::who_is_where::NightBoard::new(store));
    let current = Memo::new(move |_| store.game.with(|g| store.ui.with(|ui| current_step(g, ui))));
    let night_n = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().night().map(|n| n.n).unwrap_or(0))
    });
    let go_to = move |step: NightStep| {
        let len = store.game.with_untracked(|g| g.log().len());
        let n = night_n.get_untracked();
        store.update_ui(|ui| ui.night_at = Some((n, step, len)));
        // The step's panel, once drawn, comes into view (the list is below it).
        request_animation_frame(|| {
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("qb-step-here"))
            {
                el.scroll_into_view();
            }
        });
    };
    // A step that waits for a decision the MJ is about to pass: record it, or skip it on
    // purpose with a reason (kept in the log and the history).
    let asking = RwSignal::new(None::<NightStep>);
    let reason = RwSignal::new(String::new());
    let ask = move |step: NightStep| {
        reason.set(t(Key::QbSkipReasonDefault).to_string());
        asking.set(Some(step));
    };
    let next = move |_| {
        let here = current.get_untracked();
        if let Some(step) = store
            .game
            .with_untracked(|g| undecided_step(g, here))
            .filter(|s| *s == here || here > *s)
        {
            ask(step);
            return;
        }
        let to = sheet.with_untracked(|s| first_open(s, here));
        if let Some(step) = to {
            go_to(step);
        }
    };
    let skip = move |_| {
        let Some(step) = asking.get_untracked() else {
            return;
        };
        let why = reason.get_untracked().trim().to_string();
        if store
            .send(Command::SkipStep { step, reason: why })
            .is_some()
        {
            asking.set(None);
            let here = current.get_untracked();
            if let Some(to) = sheet.with_untracked(|s| first_open(s, here.max(step))) {
                go_to(to);
            }
        }
    };
    let has_next = move || sheet.with(|s| first_open(s, current.get()).is_some());
    let after_dawn = move || current.get() >= NightStep::Dawn;
    let show_board = RwSignal::new(false);
    let mj_death = RwSignal::new(false);
    let attack_done = Memo::new(move |_| {
        store
            .game
            .with(|g| g.state().night().is_some_and(|n| n.attack.is_some()))
    });
    // Tonight's dead (since dusk) and the events that tell who inherited.
    let dead_tonight = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.night()
                .map(|n| st.deaths[n.deaths_at_dusk.min(st.deaths.len())..].to_vec())
                .unwrap_or_default()
        })
    });
    let events = Memo::new(move |_| {
        if dead_tonight.with(Vec::is_empty) {
            return Vec::new();
        }
        store.game.with(|g| {
            night_events(g)
                .into_iter()
                .map(|(_, e)| e)
                .collect::<Vec<_>>()
        })
    });
    let end_night = move |_| {
        if let Some(step) = store
            .game
            .with_untracked(|g| undecided_step(g, NightStep::Dawn))
        {
            ask(step);
            return;
        }
        store.send(Command::EndNight);
    };
    // The step's call, said by the phone as the step comes on screen when the voice is on.
    let voice = expect_context::<Voice>();
    let call = Signal::derive(move || step_call(current.get(), store.lang()).to_string());
    Effect::new(move |_| {
        let text = call.get();
        voice.say(&text, store.lang.get_untracked(), false);
    });

    let row = move |line: SheetLine| {
        let step = line.step;
        let lang = store.lang();
        let who = store.game.with_untracked(|g| {
            line.players
                .iter()
                .map(|p| pname(g.state(), *p))
                .collect::<Vec<_>>()
                .join(", ")
        });
        let skip = line.skip;
        let past = line.past;
        let here = move || current.get() == step;
        let class = move || {
            let mut c = String::from("qb-night__step");
            if here() {
                c.push_str(" qb-night__step--here");
            }
            if skip.is_some() {
                c.push_str(" qb-night__step--skipped");
            }
            if past && !here() {
                c.push_str(" qb-night__step--done");
            }
            c
        };
        view! {
            <li>
                <button class=class data-testid="qb-night-step" data-step=format!("{step:?}")
                    data-skip=skip.map(|s| format!("{s:?}")).unwrap_or_default()
                    aria-current=move || if here() { "step" } else { "false" }
                    on:click=move |_| go_to(step)>
                    <span class="qb-night__tick" aria-hidden="true">{if past { "✓" } else { "" }}</span>
                    <span class="qb-night__name">{step_name(step, lang)}</span>
                    <span class="qb-night__who">{who}</span>
                    {skip.map(|s| view! { <span class="qb-night__why" data-testid="qb-skip-why">{skip_text(s, lang)}</span> })}
                </button>
            </li>
        }
    };

    view! {
        <QbGameBar title=Signal::derive(move || t(Key::QbNightTitle).to_string()) />
        <main class="screen qb-night" data-testid="qb-night-runner" data-step=move || format!("{:?}", current.get())>
            <div id="qb-step-here" class="qb-night__here" data-testid="qb-step-here">
                <p class="qb-call" data-testid="qb-call">
                    <span class="qb-call__label">{move || t(Key::QbCallLabel)}</span>
                    " "
                    <q data-testid="qb-step-call">{move || call.get()}</q>
                    " "
                    <button class="icon-button" data-testid="qb-call-say" aria-label=move || t(Key::QbCallSay)
                        title=move || t(Key::QbCallSay)
                        on:click=move |_| voice.say(&call.get_untracked(), store.lang.get_untracked(), true)>
                        "🔊"
                    </button>
                </p>
                {move || {
                    let step = current.get();
                    match step {
                        NightStep::Attack => view! { <WhoIsWhere /> <AttackPanel /> }.into_any(),
                        s => view! { <NightStepPanel step=s /> }.into_any(),
                    }
                }}
            </div>
            <Show when=move || !dead_tonight.with(Vec::is_empty)>
                <DeathSheets players=dead_tonight events=Signal::derive(move || events.get()) />
            </Show>
            <Show when=move || current.get() != NightStep::Attack && !attack_done.get()>
                <button class="button" data-testid="qb-show-board" aria-expanded=move || show_board.get().to_string()
                    on:click=move |_| show_board.update(|b| *b = !*b)>
                    {move || t(Key::QbWhoIsWhere)}
                </button>
                <Show when=move || show_board.get()>
                    <WhoIsWhere />
                </Show>
            </Show>
            {move || asking.get().filter(|s| store.game.with(|g| undecided_step(g, *s) == Some(*s))).map(|step| view! {
                <section class="card qb-night__ask" data-testid="qb-skip-ask" data-step=format!("{step:?}")>
                    <p class="warn" data-testid="qb-skip-ask-text">
                        {move || Key::QbStepWaits.fill(store.lang(), &[&step_name(step, store.lang())])}
                    </p>
                    <label class="qb-label" for="qb-skip-reason">{move || t(Key::QbSkipReason)}</label>
                    <input id="qb-skip-reason" class="input" data-testid="qb-skip-reason"
                        prop:value=move || reason.get()
                        on:input=move |ev| reason.set(event_target_value(&ev)) />
                    <button class="button button--danger" data-testid="qb-skip-step"
                        disabled=move || reason.with(|r| r.trim().is_empty())
                        on:click=skip>
                        {move || t(Key::QbSkipStepSend)}
                    </button>
                    <button class="button" data-testid="qb-skip-cancel" on:click=move |_| {
                        asking.set(None);
                        go_to(step);
                    }>
                        {move || t(Key::QbSkipStepBack)}
                    </button>
                </section>
            })}
            <div class="qb-night__nav">
                <Show when=has_next>
                    <button class="button button--primary" data-testid="qb-next-step" on:click=next>
                        {move || t(Key::QbNextStep)}
                    </button>
                </Show>
                <Show when=after_dawn>
                    <button class="button button--primary" data-testid="qb-end-night" on:click=end_night>
                        {move || t(Key::QbEndNight)}
                    </button>
                </Show>
            </div>
            <VoicePanel sample=call />
            <details class="qb-night__list" open>
                <summary>{move || t(Key::QbTonightSteps)}</summary>
                <ol class="qb-night__steps" data-testid="qb-night-steps">
                    {move || sheet.get().into_iter().map(row).collect_view()}
                </ol>
            </details>
            <button class="button" data-testid="qb-action-mj-death" aria-pressed=move || mj_death.get().to_string()
                on:click=move |_| mj_death.update(|m| *m = !*m)>
                {move || t(Key::QbMjDeath)}
            </button>
            <Show when=move || mj_death.get()>
                <MjDeathForm on_done=Callback::new(move |_| mj_death.set(false)) />
            </Show>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quintebourg::command::{PlayerSetup, Setup};
    use quintebourg::model::{CampCard, Specialty};
    use quintebourg::QbConfig;

    fn game() -> Game {
        let mut g = Game::new(QbConfig::default());
        let players = [
            ("Ana", CampCard::Alpha, Specialty::Sandman),
            ("Bob", CampCard::Villager, Specialty::Reporter),
            ("Cid", CampCard::Reptilian, Specialty::None),
            ("Dee", CampCard::Villager, Specialty::None),
            ("Eve", CampCard::Villager, Specialty::None),
        ]
        .iter()
        .map(|(n, c, s)| PlayerSetup::new(n, *c, *s))
        .collect();
        g.apply(Command::Setup {
            setup: Setup::quick(players),
        })
        .unwrap();
        g.apply(Command::Start).unwrap();
        g
    }

    /// "Next step" asks before passing the huddle not held or an attack with a victim; once
    /// they are recorded or skipped on purpose, it moves on.
    #[test]
    fn undecided_steps_are_the_huddle_and_an_attack_with_a_victim() {
        let mut g = game();
        assert_eq!(undecided_step(&g, NightStep::Militia), None);
        assert_eq!(
            undecided_step(&g, NightStep::Huddle),
            Some(NightStep::Huddle)
        );
        assert_eq!(undecided_step(&g, NightStep::Dawn), Some(NightStep::Huddle));
        let dee = g.state().players[3].house;
        g.apply(Command::Huddle {
            votes: vec![
                quintebourg::command::HouseVote {
                    voter: 0,
                    house: dee,
                },
                quintebourg::command::HouseVote {
                    voter: 2,
                    house: dee,
                },
            ],
        })
        .unwrap();
        assert_eq!(undecided_step(&g, NightStep::Laura), None);
        assert_eq!(
            undecided_step(&g, NightStep::Attack),
            Some(NightStep::Attack)
        );
        g.apply(Command::SkipStep {
            step: NightStep::Attack,
            reason: "late".into(),
        })
        .unwrap();
        assert_eq!(undecided_step(&g, NightStep::Dawn), None);
        assert!(g.state().alive(3), "a skipped attack kills nobody");
        let line = g
            .sheet()
            .into_iter()
            .find(|l| l.step == NightStep::Attack)
            .unwrap();
        assert_eq!(line.skip, Some(Skip::ByMj));
    }

    #[test]
    fn the_runner_starts_on_the_first_open_step_and_follows_the_engine_after_undo() {
        let mut g = game();
        let mut ui = QbUi::default();
        // No ghost: the militia is skipped; the huddle is first.
        assert_eq!(current_step(&g, &ui), NightStep::Huddle);
        // The MJ moves on to the Sandman's step, then records there.
        ui.night_at = Some((1, NightStep::Sandman, g.log().len()));
        assert_eq!(current_step(&g, &ui), NightStep::Sandman);
        g.apply(Command::Sandman { by: 0, target: 1 }).unwrap();
        assert_eq!(current_step(&g, &ui), NightStep::Sandman);
        // The Reporter is asleep: the next open step skips him.
        assert_eq!(
            first_open(&g.sheet(), NightStep::Sandman),
            Some(NightStep::Attack)
        );
        ui.night_at = Some((1, NightStep::Attack, g.log().len()));
        assert_eq!(current_step(&g, &ui), NightStep::Attack);
        // The Sandman's command taken back: the MJ's move came after it, so the engine leads
        // again (nothing recorded tonight: the first open step).
        g.undo();
        assert_eq!(current_step(&g, &ui), NightStep::Huddle);
    }
}
