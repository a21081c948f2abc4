//! The day timer (002 "Le jour"): the Storyteller times the day's talk under a title
//! (discussion, private chats, nominations, a nominator's accusation, a nominee's defence),
//! with a length suggested by the number of players alive. Where the rulebook gives a length
//! the suggestion stays inside it and cites it; where it gives none, the screen says the
//! default is Grimoire's. It ends with a vibration and a tone (the shared countdown,
//! `widgets/countdown.rs`), and shows on the cover, the screen the phone shows the table.
//!
//! The timer is the Storyteller's device's state, not a game fact: no rule reads it, a shared
//! game or an undo has nothing to do with it, so it is not in the game's log. Its end time is
//! kept in localStorage under [`DAY_TIMER_KEY`] with the game's id and the day's number, so a
//! reload finds it running (or over); another game or another day starts with none. One key
//! for every game: starting a timer in a game replaces another game's, nothing piles up.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::engine::phase::Phase;
use crate::i18n::{Key, Lang};
use crate::persist;
use crate::ui::store::Store;
use crate::ui::widgets::countdown::{self, Ticker};

/// Where the running timer is kept.
pub const DAY_TIMER_KEY: &str = "grimoire.day-timer";

/// What is timed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Title {
    /// The talk before nominations (002 L317).
    Discussion,
    /// Players leave their seats to talk in private (002 L309).
    PrivateChats,
    /// The nominations and votes (002 L315–353).
    Nominations,
    /// The nominator explains the nomination (002 L329).
    Accusation,
    /// The nominee defends themself (002 L329).
    Defence,
}

impl Title {
    /// Every title, in the list's order.
    pub const ALL: [Title; 5] = [
        Title::Discussion,
        Title::PrivateChats,
        Title::Nominations,
        Title::Accusation,
        Title::Defence,
    ];

    /// Its name on screen.
    pub fn key(self) -> Key {
        match self {
            Title::Discussion => Key::DayTimerDiscussion,
            Title::PrivateChats => Key::DayTimerPrivate,
            Title::Nominations => Key::DayTimerNominations,
            Title::Accusation => Key::DayTimerAccusation,
            Title::Defence => Key::DayTimerDefence,
        }
    }

    /// Its value in the list.
    fn id(self) -> &'static str {
        match self {
            Title::Discussion => "discussion",
            Title::PrivateChats => "private_chats",
            Title::Nominations => "nominations",
            Title::Accusation => "accusation",
            Title::Defence => "defence",
        }
    }

    fn from_id(id: &str) -> Option<Title> {
        Title::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The suggested length in seconds with `alive` players alive.
    ///
    /// - Discussion: 002 L317, "après cinq à dix minutes de bavardage": within those five to
    ///   ten minutes, Grimoire's scale gives 5 minutes at 5 alive and 30 seconds more for each
    ///   one alive up to 15 (10 minutes).
    /// - Private chats: the rulebook gives no length (L309 only lets players leave their
    ///   seats): Grimoire's default, 20 seconds per player alive, from 2 to 5 minutes.
    /// - Nominations: the rulebook times each speech, not the phase (L329): Grimoire's
    ///   default, 30 seconds per player alive, from 3 to 10 minutes.
    /// - Accusation, defence: 002 L329, "Dix à trente secondes", whatever the number alive:
    ///   30 seconds.
    pub fn suggested(self, alive: usize) -> u32 {
        let alive = alive as u32;
        match self {
            Title::Discussion => 300 + 30 * alive.clamp(5, 15).saturating_sub(5),
            Title::PrivateChats => (20 * alive).clamp(120, 300),
            Title::Nominations => (30 * alive).clamp(180, 600),
            Title::Accusation | Title::Defence => 30,
        }
    }

    /// Where the suggestion comes from, as the screen says it.
    pub fn source(self) -> Key {
        match self {
            Title::Discussion => Key::DayTimerFromDiscussion,
            Title::PrivateChats => Key::DayTimerFromPrivate,
            Title::Nominations => Key::DayTimerFromNominations,
            Title::Accusation | Title::Defence => Key::DayTimerFromSpeech,
        }
    }
}

/// A length on the clock: "6:00", "0:30".
pub fn clock(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The shortest and longest lengths the Storyteller can set.
const SHORTEST: u32 = 10;
const LONGEST: u32 = 60 * 60;
/// What one tap on − or + changes.
const STEP: u32 = 30;

/// The day timer of one game's day, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DayClock {
    /// The game's storage id.
    pub game: String,
    /// The day's number.
    pub day: u32,
    /// What it times.
    pub title: Title,
    /// The length set by hand (none: the suggestion).
    #[serde(default)]
    pub length: Option<u32>,
    /// When it ends, on `Date.now()`'s clock (a test's scale applied); none until started.
    #[serde(default)]
    pub ends: Option<f64>,
}

impl DayClock {
    fn new(game: String, day: u32) -> DayClock {
        DayClock {
            game,
            day,
            title: Title::Discussion,
            length: None,
            ends: None,
        }
    }

    /// The length it runs for with `alive` players alive.
    pub fn length(&self, alive: usize) -> u32 {
        self.length.unwrap_or_else(|| self.title.suggested(alive))
    }

    /// The stored timer, when it is this game's and this day's.
    pub fn read(text: Option<&str>, game: &str, day: u32) -> Option<DayClock> {
        text.and_then(|t| serde_json::from_str::<DayClock>(t).ok())
            .filter(|c| c.game == game && c.day == day)
    }
}

/// The day timer of the open game, provided by context to the day panel and the cover; one
/// tick for the page, so it rings once whatever screen is up.
#[derive(Clone, Copy)]
pub struct DayTimer {
    /// Today's timer (none outside a day).
    clock: RwSignal<Option<DayClock>>,
    /// Seconds left while started (0: time is up); none when not started.
    left: RwSignal<Option<u32>>,
    ticker: Ticker,
    store: Store,
}

impl DayTimer {
    /// Reads the stored timer whenever the open game or the day changes, and provides it.
    pub fn provide(store: Store) -> DayTimer {
        let timer = DayTimer {
            clock: RwSignal::new(None),
            left: RwSignal::new(None),
            ticker: Ticker::new(),
            store,
        };
        let today = Memo::new(move |_| match (store.game_id.get(), store.phase.get()) {
            (Some(id), Phase::Day(n)) => Some((id, n)),
            _ => None,
        });
        Effect::new(move |_| {
            let clock = today.get().map(|(game, day)| {
                DayClock::read(persist::read_raw(DAY_TIMER_KEY).as_deref(), &game, day)
                    .unwrap_or_else(|| DayClock::new(game, day))
            });
            let ends = clock.as_ref().and_then(|c| c.ends);
            timer.clock.set(clock);
            match ends {
                Some(end) => {
                    // Found running (a reload): its end sounds once the page is tapped.
                    countdown::arm_on_tap();
                    timer.run(end);
                }
                None => timer.halt(),
            }
        });
        provide_context(timer);
        timer
    }

    /// Whether it is started (running, or time is up).
    pub fn started(self) -> bool {
        self.left.with(Option::is_some)
    }

    fn alive(self) -> usize {
        self.store.game.with(|g| g.state().alive_count())
    }

    fn run(self, end: f64) {
        self.ticker
            .run(end, countdown::timer_scale(), self.left, || 1.0);
    }

    fn halt(self) {
        self.ticker.stop();
        self.left.set(None);
    }

    fn change(self, f: impl FnOnce(&mut DayClock)) {
        self.clock.update(|c| {
            if let Some(c) = c {
                f(c);
            }
        });
        if let Some(text) = self
            .clock
            .with_untracked(|c| c.as_ref().and_then(|c| serde_json::to_string(c).ok()))
        {
            // A full storage only loses the timer across a reload.
            let _ = persist::write_raw(DAY_TIMER_KEY, &text);
        }
    }

    fn pick(self, title: Title) {
        self.change(|c| {
            c.title = title;
            c.length = None;
        });
    }

    fn adjust(self, more: bool) {
        let alive = self.store.game.with_untracked(|g| g.state().alive_count());
        self.change(|c| {
            let now = c.length(alive);
            let next = if more {
                now.saturating_add(STEP)
            } else {
                now.saturating_sub(STEP)
            };
            c.length = Some(next.clamp(SHORTEST, LONGEST));
        });
    }

    fn start(self) {
        countdown::arm();
        let alive = self.store.game.with_untracked(|g| g.state().alive_count());
        let scale = countdown::timer_scale();
        let now = countdown::now_ms();
        let mut end = None;
        self.change(|c| {
            let e = countdown::end_of(c.length(alive), now, scale);
            c.ends = Some(e);
            end = Some(e);
        });
        if let Some(end) = end {
            self.run(end);
        }
    }

    fn stop(self) {
        self.change(|c| c.ends = None);
        self.halt();
    }

    /// What it times, in `lang`.
    fn title(self, lang: Lang) -> String {
        self.clock
            .with(|c| c.as_ref().map(|c| c.title.key().get(lang).to_string()))
            .unwrap_or_default()
    }

    /// What the clock shows while started: the time left, or that time is up.
    fn shown(self, lang: Lang) -> Option<String> {
        self.left.get().map(|n| match n {
            0 => Key::DayTimerUp.get(lang).to_string(),
            n => clock(n),
        })
    }
}

/// The timer in the day panel: a title and a length (the suggestion, with where it comes
/// from), then the countdown.
#[component]
pub fn DayTimerPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let timer = expect_context::<DayTimer>();
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();
    let started = move || timer.started();
    let up = move || timer.left.get() == Some(0);
    let title = move || timer.clock.with(|c| c.as_ref().map(|c| c.title));
    let options = move || {
        let lang = lang();
        let chosen = title();
        Title::ALL
            .into_iter()
            .map(|t| {
                view! { <option value=t.id() selected=chosen == Some(t)>{t.key().get(lang)}</option> }
            })
            .collect_view()
    };
    let length = move || {
        let alive = timer.alive();
        timer
            .clock
            .with(|c| c.as_ref().map(|c| c.length(alive)).unwrap_or(0))
    };
    let suggested = move || {
        let alive = timer.alive();
        let s = title().map(|t| t.suggested(alive)).unwrap_or(0);
        Key::DayTimerSuggested.fill(lang(), &[&alive.to_string(), &clock(s)])
    };
    let source = move || title().map(|t| t.source().get(lang())).unwrap_or_default();
    view! {
        <section class="card day-timer" data-testid="day-timer" aria-label=move || t(Key::DayTimer)>
            <Show
                when=started
                fallback=move || view! {
                    <div class="day-timer__row">
                        <select class="select day-timer__title" data-testid="day-timer-title" aria-label=move || t(Key::DayTimer)
                            on:change=move |ev| {
                                if let Some(title) = Title::from_id(&event_target_value(&ev)) {
                                    timer.pick(title);
                                }
                            }>
                            {options}
                        </select>
                        <button class="button button--small" data-testid="day-timer-less" aria-label=move || t(Key::DayTimerLess)
                            title=move || t(Key::DayTimerLess) on:click=move |_| timer.adjust(false)>"−"</button>
                        <strong class="day-timer__time" data-testid="day-timer-time">{move || clock(length())}</strong>
                        <button class="button button--small" data-testid="day-timer-more" aria-label=move || t(Key::DayTimerMore)
                            title=move || t(Key::DayTimerMore) on:click=move |_| timer.adjust(true)>"+"</button>
                        <button class="button button--small button--primary" data-testid="day-timer-start" on:click=move |_| timer.start()>
                            {move || t(Key::DayTimerStart)}
                        </button>
                    </div>
                    <p class="day-timer__note" data-testid="day-timer-suggested">{suggested}</p>
                    <p class="day-timer__note muted" data-testid="day-timer-source">{source}</p>
                }
            >
                <div class="day-timer__row">
                    <span class="day-timer__label" data-testid="day-timer-running">{move || timer.title(lang())}</span>
                    <strong class=move || if up() { "day-timer__time day-timer__time--up" } else { "day-timer__time" }
                        role="timer" data-testid="day-timer-time">
                        {move || timer.shown(lang())}
                    </strong>
                    <button class="button button--small" data-testid="day-timer-stop" on:click=move |_| timer.stop()>
                        {move || if up() { t(Key::DayTimerDone) } else { t(Key::DayTimerStop) }}
                    </button>
                </div>
            </Show>
        </section>
    }
}

/// The timer on the cover, large, for the table to read: shown once started.
#[component]
pub fn DayTimerOnCover() -> impl IntoView {
    let store = expect_context::<Store>();
    let timer = expect_context::<DayTimer>();
    let lang = move || store.lang();
    let up = move || timer.left.get() == Some(0);
    view! {
        <Show when=move || timer.started()>
            <section class="cover__timer" data-testid="cover-timer">
                <p class="cover__timer-title" data-testid="cover-timer-title">{move || timer.title(lang())}</p>
                <p class=move || if up() { "cover__timer-time cover__timer-time--up" } else { "cover__timer-time" }
                    role="timer" data-testid="cover-timer-time">
                    {move || timer.shown(lang())}
                </p>
            </section>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_discussion_stays_within_the_rulebooks_five_to_ten_minutes() {
        // 002 L317: five to ten minutes.
        for alive in 0..=20 {
            let s = Title::Discussion.suggested(alive);
            assert!((300..=600).contains(&s), "{alive} alive: {s}");
        }
        assert_eq!(Title::Discussion.suggested(5), 300);
        assert_eq!(Title::Discussion.suggested(7), 360);
        assert_eq!(Title::Discussion.suggested(10), 450);
        assert_eq!(Title::Discussion.suggested(15), 600);
        assert_eq!(Title::Discussion.suggested(20), 600);
        assert_eq!(Title::Discussion.suggested(2), 300);
    }

    #[test]
    fn grimoires_defaults_follow_the_number_alive_within_their_bounds() {
        assert_eq!(Title::PrivateChats.suggested(3), 120);
        assert_eq!(Title::PrivateChats.suggested(7), 140);
        assert_eq!(Title::PrivateChats.suggested(20), 300);
        assert_eq!(Title::Nominations.suggested(4), 180);
        assert_eq!(Title::Nominations.suggested(7), 210);
        assert_eq!(Title::Nominations.suggested(20), 600);
        // 002 L329: ten to thirty seconds, whatever the number alive.
        for alive in [3, 7, 20] {
            assert_eq!(Title::Accusation.suggested(alive), 30);
            assert_eq!(Title::Defence.suggested(alive), 30);
        }
    }

    #[test]
    fn the_clock_reads_minutes_and_seconds() {
        assert_eq!(clock(360), "6:00");
        assert_eq!(clock(30), "0:30");
        assert_eq!(clock(3599), "59:59");
        assert_eq!(clock(0), "0:00");
    }

    #[test]
    fn a_stored_timer_is_read_only_for_its_game_and_day() {
        let clock = DayClock {
            game: "g1".into(),
            day: 2,
            title: Title::PrivateChats,
            length: Some(90),
            ends: Some(1.5e12),
        };
        let text = serde_json::to_string(&clock).unwrap();
        assert_eq!(DayClock::read(Some(&text), "g1", 2), Some(clock.clone()));
        assert_eq!(DayClock::read(Some(&text), "g1", 3), None);
        assert_eq!(DayClock::read(Some(&text), "g2", 2), None);
        assert_eq!(DayClock::read(Some("{not json"), "g1", 2), None);
        assert_eq!(DayClock::read(None, "g1", 2), None);
        assert_eq!(clock.length(7), 90);
        let suggested = DayClock {
            length: None,
            ..clock
        };
        assert_eq!(suggested.length(7), 140);
    }

    #[test]
    fn every_title_has_its_list_value() {
        for t in Title::ALL {
            assert_eq!(Title::from_id(t.id()), Some(t));
        }
        assert_eq!(Title::from_id("lunch"), None);
    }
}
