use leptos::prelude::*;

use quintebourg::calendar::{self, Parity};
use quintebourg::model::Weekday;
use quintebourg::names::title_of;
use quintebourg::state::Phase;

use crate::i18n::{Key, Lang};
use crate::ui::home_screen::weekday_name;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::widgets::hold_button::HoldButton;

/// The day number of the current phase (a night counts as the day of its date).
fn current_day(st: &quintebourg::State) -> Option<u16> {
    match &st.phase {
        Phase::Day(d) => Some(d.n),
        Phase::Night(n) => Some(calendar::night_day(st, n.n)),
        _ => None,
    }
}

fn parity_key(p: Parity) -> Key {
    match p {
        Parity::Odd => Key::QbOdd,
        Parity::Even => Key::QbEven,
        Parity::Festival => Key::QbFestival,
    }
}

/// One cell of the week.
#[derive(Debug, Clone, PartialEq)]
struct Cell {
    weekday: Weekday,
    /// The game's day number on that weekday this week, if the game has one there.
    n: Option<u16>,
    today: bool,
    special: bool,
}

fn week_cells(st: &quintebourg::State) -> Vec<Cell> {
    let Some(today) = current_day(st) else {
        return Vec::new();
    };
    let start = st.start.unwrap_or(Weekday::Mon);
    let wd = calendar::weekday_of_day(start, today).index() as i32;
    Weekday::ALL
        .iter()
        .map(|w| {
            let n = today as i32 + w.index() as i32 - wd;
            Cell {
                weekday: *w,
                n: (n >= 1).then_some(n as u16),
                today: n == today as i32,
                special: st.last_special_day == Some(n.max(0) as u16) && n >= 1,
            }
        })
        .collect()
}

/// The week strip at the top of the day hub (`TABLE.md` §9 screen 18): each weekday with its
/// parity (odd, even, the Sunday festival), today marked, the day of the last special session
/// marked.
#[component]
pub fn CalendarStrip() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let cells = Memo::new(move |_| store.game.with(|g| week_cells(g.state())));
    let cell = move |c: Cell, lang: Lang| {
        let parity = calendar::parity(c.weekday);
        let mut class = String::from("qb-week__day");
        if c.today {
            class.push_str(" qb-week__day--today");
        }
        if parity == Parity::Festival {
            class.push_str(" qb-week__day--festival");
        }
        if c.n.is_none() {
            class.push_str(" qb-week__day--none");
        }
        let short: String = weekday_name(c.weekday, lang).chars().take(3).collect();
        view! {
            <li class=class data-testid="qb-week-day" data-today=c.today.to_string() aria-current=c.today.then_some("date")>
                <span class="qb-week__name">{short}</span>
                <span class="qb-week__parity">{parity_key(parity).get(lang)}</span>
                <span class="qb-week__n">{c.n.map(|n| n.to_string()).unwrap_or_default()}{c.special.then_some(" ★")}</span>
            </li>
        }
    };
    view! {
        <ol class="qb-week" data-testid="qb-calendar-strip">
            {move || {
                let lang = store.lang();
                cells.get().into_iter().map(|c| cell(c, lang)).collect_view()
            }}
        </ol>
    }
}

/// The calendar panel: this week, today's parity, the last special session, and each power's
/// uses left this week (the MJ only: powers tell specialties, so they stay behind a hold).
#[component]
pub fn CalendarPanel() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let shown = RwSignal::new(false);
    let summary = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let Some(today) = current_day(st) else {
                return Vec::new();
            };
            let wd = calendar::day_weekday(st, today);
            let week = calendar::week_of_day(st.start.unwrap_or(Weekday::Mon), today);
            let mut lines = vec![
                Key::QbWeekN.fill(lang, &[&week.to_string()]),
                Key::QbTodayIs.fill(
                    lang,
                    &[
                        weekday_name(wd, lang),
                        parity_key(calendar::parity(wd)).get(lang),
                    ],
                ),
            ];
            lines.push(match st.last_special_day {
                Some(l) => Key::QbLastSpecial.fill(lang, &[&l.to_string()]),
                None => Key::QbNoSpecialYet.get(lang).to_string(),
            });
            lines
        })
    };
    let budgets = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            let week = calendar::current_week(st);
            calendar::budgets(st, week)
                .into_iter()
                .map(|(p, power, left, max)| (st.name(p), title_of(&power, lang), left, max))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <section class="card qb-calendar" data-testid="qb-calendar">
            <h2>{move || t(Key::QbTabCalendar)}</h2>
            <ul class="plain-list">
                {move || summary().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ul>
        </section>
        <section class="card qb-budgets" data-testid="qb-budgets">
            <h3>{move || t(Key::QbBudgets)}</h3>
            {move || {
                if shown.get() {
                    view! {
                        <button class="button button--small" data-testid="qb-hide-budgets" on:click=move |_| shown.set(false)>
                            {move || t(Key::QbHideCards)}
                        </button>
                        <table class="qb-budget-table">
                            <tbody>
                                {budgets
                                    .get()
                                    .into_iter()
                                    .map(|(name, power, left, max)| {
                                        let class = if left == 0 { "qb-budget qb-budget--spent" } else { "qb-budget" };
                                        view! {
                                            <tr class=class data-testid="qb-budget">
                                                <td>{name}</td>
                                                <td>{power}</td>
                                                <td class="qb-budget__left">{format!("{left}/{max}")}</td>
                                            </tr>
                                        }
                                    })
                                    .collect_view()}
                            </tbody>
                        </table>
                    }
                        .into_any()
                } else {
                    view! {
                        <HoldButton
                            label=Signal::derive(move || t(Key::QbShowBudgets).to_string())
                            testid="qb-show-budgets"
                            on_done=Callback::new(move |_| shown.set(true))
                        />
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
