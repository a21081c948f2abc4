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
        if let Some(w) = web_sys::window() {
            if let Some(el) = w
                .document()
                .and_then(|d| d.get_element_by_id("qb-step-here"))
            {
                el.scroll_into_view();
            }
        }
    };
    let next = move |_| {
        let here = current.get_untracked();
        let to = sheet.with_untracked(|s| first_open(s, here));
        if let Some(step) = to {
            go_to(step);
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
        store.send(Command::EndNight);
    };

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
            {move || {
                let step = current.get();
                match step {
                    NightStep::Attack => view! { <WhoIsWhere /> <AttackPanel /> }.into_any(),
                    s => view! { <NightStepPanel step=s /> }.into_any(),
                }
            }}
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
    use quintebourg::model::{CampCard, Specialty, Weekday};
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
        .map(|(n, c, s)| PlayerSetup {
            name: n.to_string(),
            card: *c,
            specialty: *s,
            personal: vec![],
            card_label: None,
        })
        .collect();
        g.apply(Command::Setup {
            setup: Setup {
                start: Weekday::Mon,
                players,
                spare_houses: 0,
                edges: None,
                offices: vec![],
                options: Default::default(),
                accept_warnings: true,
            },
        })
        .unwrap();
        g.apply(Command::Start).unwrap();
        g
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
