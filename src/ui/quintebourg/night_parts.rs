//! Pieces the night's screens share: the choice chips (players or houses, only the legal ones
//! offered), the full-screen card held up to one player, and what the commands of the night
//! made happen (the engine's events, found again by replaying the log).

use leptos::prelude::*;

use quintebourg::event::Event;
use quintebourg::model::{CampCard, CardKind, HouseId, LongAction, PlayerId, Specialty};
use quintebourg::names::title_of;
use quintebourg::{Command, Game, Quintebourg, State};
use table::Ruleset;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::store::QbStore;

/// A player's name, or "#n" when there is none.
pub fn pname(st: &State, p: PlayerId) -> String {
    st.name(p)
}

thread_local! {
    /// The language spare houses are named in (set by the app with the interface language).
    static HOUSE_LANG: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// Names spare houses in `lang` from now on.
pub fn set_house_lang(lang: Lang) {
    HOUSE_LANG.with(|l| l.set(lang));
}

/// A house's name ("Ana's house" reads as the name: houses are named after their first owner);
/// a spare house the engine named "spare n" is named in the interface language.
pub fn hname(st: &State, h: HouseId) -> String {
    let name = st.house_name(h);
    match name.strip_prefix("spare ") {
        Some(n) if (h as usize) >= st.players.len() => {
            Key::QbSpareShort.fill(HOUSE_LANG.with(|l| l.get()), &[n])
        }
        _ => name,
    }
}

/// The long action's name.
pub fn action_name(a: LongAction, lang: Lang) -> &'static str {
    let key = match a {
        LongAction::HeavySleep => Key::QbActHeavySleep,
        LongAction::Kidnap => Key::QbActKidnap,
        LongAction::Sculpt => Key::QbActSculpt,
        LongAction::Fight => Key::QbActFight,
        LongAction::Copulate => Key::QbActCopulate,
        LongAction::SleepTogether => Key::QbActSleepTogether,
        LongAction::Squat => Key::QbActSquat,
        LongAction::Attack => Key::QbActAttack,
        LongAction::Home => Key::QbActHome,
    };
    key.get(lang)
}

/// The name of one of a player's two cards.
pub fn card_text(st: &State, p: PlayerId, kind: CardKind, lang: Lang) -> String {
    let Some(x) = st.player(p) else {
        return String::new();
    };
    match kind {
        CardKind::Camp => title_of(&x.card, lang),
        CardKind::Specialty => {
            let s = x
                .specialties
                .first()
                .map(|h| h.role)
                .unwrap_or(Specialty::None);
            title_of(&s, lang)
        }
    }
}

/// A camp card's name.
pub fn camp_card_text(card: CampCard, lang: Lang) -> String {
    title_of(&card, lang)
}

/// The command index where the current night began (its `start` or `end_day`), and the index
/// of the `end_night` after it if any.
pub fn night_span(log: &[Command]) -> (usize, Option<usize>) {
    let start = log
        .iter()
        .rposition(|c| matches!(unwrap(c), Command::Start | Command::EndDay))
        .map(|i| i + 1)
        .unwrap_or(0);
    let end = log[start..]
        .iter()
        .position(|c| matches!(unwrap(c), Command::EndNight))
        .map(|i| start + i);
    (start, end)
}

/// The command itself, under an override.
pub fn unwrap(c: &Command) -> &Command {
    match c {
        Command::Override { command, .. } => unwrap(command),
        c => c,
    }
}

/// The events of every command from `from` on, each with its index in the log (the log is
/// replayed up to `from`, then each command applied again). Empty if the log does not replay.
pub fn events_since(game: &Game, from: usize) -> Vec<(usize, Event)> {
    let log = game.log();
    let from = from.min(log.len());
    let Ok(mut st) = table::replay::<Quintebourg>(&log[..from]) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, cmd) in log.iter().enumerate().skip(from) {
        match Quintebourg::apply(&mut st, cmd) {
            Ok(events) => out.extend(events.into_iter().map(|e| (i, e))),
            Err(_) => break,
        }
    }
    out
}

/// The events of the last night, from its first command to its `end_night` (or to now).
pub fn night_events(game: &Game) -> Vec<(usize, Event)> {
    let log = game.log();
    // By day, the night is the one before the last `end_night`.
    let last_end = log
        .iter()
        .rposition(|c| matches!(unwrap(c), Command::EndNight));
    let start = match (game.state().night(), last_end) {
        (None, Some(end)) => night_span(&log[..end]).0,
        _ => night_span(log).0,
    };
    events_since(game, start)
}

/// What an event says, for the game master (secret parts included: this is the MJ's phone).
/// `None` for events the screens show in their own way.
pub fn event_text(st: &State, e: &Event, lang: Lang) -> Option<String> {
    use quintebourg::event::{NoVictim, Occupancy};
    let p = |x: PlayerId| pname(st, x);
    let h = |x: HouseId| hname(st, x);
    let f = |k: Key, args: &[&str]| k.fill(lang, args);
    Some(match e {
        Event::MilitiaProtects { house } => f(Key::QbMilitiaDone, &[&h(*house)]),
        Event::Target { house: Some(x) } => f(Key::QbTargetIs, &[&h(*x)]),
        Event::Target { house: None } => Key::QbNoTarget.get(lang).to_string(),
        Event::FallsAsleep { player } => f(Key::QbEvAsleep, &[&p(*player)]),
        Event::CardShown { player, to, card } => f(
            Key::QbEvCardShown,
            &[&p(*to), &p(*player), &card_text(st, *player, *card, lang)],
        ),
        Event::Theft { from, to, coins } => {
            f(Key::QbEvTheft, &[&coins.to_string(), &p(*from), &p(*to)])
        }
        Event::Coins { from, to, coins } => {
            f(Key::QbEvCoins, &[&coins.to_string(), &p(*from), &p(*to)])
        }
        Event::OutOfPlay { from, coins } => f(Key::QbEvOutOfPlay, &[&coins.to_string(), &p(*from)]),
        Event::Charmed { by, player } => f(Key::QbEvCharmed, &[&p(*by), &p(*player)]),
        Event::OfficesChanged => Key::QbEvOfficesChanged.get(lang).to_string(),
        Event::Illegal { office, player } => {
            f(Key::QbEvIllegal, &[&title_of(office, lang), &p(*player)])
        }
        Event::RaptorAnswer { by, reptilian } => f(
            Key::QbEvRaptor,
            &[
                &p(*by),
                if *reptilian {
                    Key::QbYes.get(lang)
                } else {
                    Key::QbNo.get(lang)
                },
            ],
        ),
        Event::AttackFails { why, .. } => match why {
            NoVictim::NoTarget => Key::QbNoTarget,
            NoVictim::NoAttacker => Key::QbFailNoAttacker,
            NoVictim::Festival => Key::QbFailFestival,
            NoVictim::Militia => Key::QbFailMilitia,
            NoVictim::Richest => Key::QbFailRichest,
            NoVictim::Empty => Key::QbFailEmpty,
        }
        .get(lang)
        .to_string(),
        Event::Dies { player, .. } => f(Key::QbEvDies, &[&p(*player)]),
        Event::Revived { player } => f(Key::QbEvRevived, &[&p(*player)]),
        Event::Inherits {
            spouse,
            dead,
            coins,
        } => f(
            Key::QbEvInherits,
            &[&coins.to_string(), &p(*dead), &p(*spouse)],
        ),
        Event::Estate { dead, coins } => f(Key::QbEvEstate, &[&coins.to_string(), &p(*dead)]),
        Event::Resigns { player, office } => {
            f(Key::QbEvResigns, &[&p(*player), &title_of(office, lang)])
        }
        Event::Vacant { office } => f(Key::QbEvVacant, &[&title_of(office, lang)]),
        Event::Appointed { office, player } => {
            f(Key::QbEvAppointed, &[&p(*player), &title_of(office, lang)])
        }
        Event::StalkerAnswer { by, at_home } => f(
            Key::QbEvStalker,
            &[
                &p(*by),
                if *at_home {
                    Key::QbYesHome.get(lang)
                } else {
                    Key::QbNotHome.get(lang)
                },
            ],
        ),
        Event::RevealerAnswer { by, card } => {
            f(Key::QbEvRevealer, &[&p(*by), &title_of(card, lang)])
        }
        Event::CameraReport { house, occupancy } => f(
            Key::QbEvCamera,
            &[
                &h(*house),
                match occupancy {
                    Occupancy::Empty => Key::QbEmpty.get(lang),
                    Occupancy::One => Key::QbOneOccupant.get(lang),
                    Occupancy::Several => Key::QbSeveral.get(lang),
                },
            ],
        ),
        Event::MustMove { player } => f(Key::QbEvMustMove, &[&p(*player)]),
        Event::Admired { player } => f(Key::QbEvAdmired, &[&p(*player)]),
        Event::Tap { home, .. } => {
            if home.is_empty() {
                Key::QbTapNobody.get(lang).to_string()
            } else {
                let names: Vec<String> = home.iter().map(|x| p(*x)).collect();
                f(Key::QbTap, &[&names.join(", ")])
            }
        }
        Event::Dream { nightmare, .. } => if *nightmare {
            Key::QbEvNightmare
        } else {
            Key::QbEvDream
        }
        .get(lang)
        .to_string(),
        Event::Ghost { player } => f(Key::QbEvGhost, &[&p(*player)]),
        Event::Legacy {
            player,
            heir,
            specialty,
        } => f(
            Key::QbEvLegacy,
            &[&p(*player), &title_of(specialty, lang), &p(*heir)],
        ),
        Event::Conversion => Key::QbPublicConversion.get(lang).to_string(),
        Event::NothingHappens => Key::QbEvNothing.get(lang).to_string(),
        Event::Investigated { target } => f(Key::QbEvInvestigated, &[&p(*target)]),
        Event::NotRefilled { office } => f(Key::QbEvNotRefilled, &[&title_of(office, lang)]),
        Event::StopProposed => Key::QbEvStop.get(lang).to_string(),
        Event::StepSkipped { step, reason } => f(
            Key::QbEvStepSkipped,
            &[
                &crate::ui::quintebourg::night_step::step_name(*step, lang),
                reason,
            ],
        ),
        _ => return None,
    })
}

/// A choice among players or houses: one chip each, only the legal ones, pressed when picked.
/// Up to `max` picks; past it the oldest gives way.
#[component]
pub fn Chips(
    /// (id, label) of each choice, tracked.
    #[prop(into)]
    options: Signal<Vec<(u8, String)>>,
    /// The picks, in the order tapped.
    picked: RwSignal<Vec<u8>>,
    /// How many may be picked.
    #[prop(default = 1)]
    max: usize,
    /// `data-testid` of each chip.
    testid: &'static str,
    /// Choices shown greyed (still tappable: the engine refuses, the MJ may force); the label
    /// says why.
    #[prop(into, optional)]
    greyed: Option<Signal<Vec<u8>>>,
    /// One choice is always made (a power to invoke): tapping the picked chip keeps it.
    #[prop(optional)]
    required: bool,
) -> impl IntoView {
    let greyed = move |id: u8| greyed.is_some_and(|g| g.with(|g| g.contains(&id)));
    let tap = move |id: u8| {
        picked.update(|p| {
            if let Some(i) = p.iter().position(|x| *x == id) {
                if !required {
                    p.remove(i);
                }
            } else {
                if p.len() >= max {
                    p.remove(0);
                }
                p.push(id);
            }
        })
    };
    view! {
        <div class="qb-chips-row">
            <For
                each=move || options.get()
                key=|(id, label)| (*id, label.clone())
                children=move |(id, label)| {
                    view! {
                        <button
                            class=move || if greyed(id) { "qb-chip qb-chip--greyed" } else { "qb-chip" }
                            data-testid=testid
                            data-id=id.to_string()
                            data-greyed=move || greyed(id).to_string()
                            aria-pressed=move || picked.with(|p| p.contains(&id)).to_string()
                            on:click=move |_| tap(id)
                        >
                            {label}
                        </button>
                    }
                }
            />
        </div>
    }
}

/// What a full-screen card shows one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardShown {
    /// Who looks at it ("Show Bob").
    pub to: String,
    /// What it is ("Ana's camp card").
    pub title: String,
    /// The big text(s) on it.
    pub faces: Vec<String>,
}

/// The card held up to the waking player: nothing else on the page while it shows (the screen
/// that opens it renders only this). Closed by "Hide".
#[component]
pub fn ShowCardScreen(card: CardShown, on_hide: Callback<()>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    view! {
        <main class="show-card qb-show-card" role="dialog" aria-modal="true" data-testid="qb-show-card">
            <p class="show-card__player" data-testid="qb-show-card-to">{card.to.clone()}</p>
            <div class="show-card__faces">
                <p class="show-card__title" data-testid="qb-show-card-title">{card.title.clone()}</p>
                {card
                    .faces
                    .iter()
                    .map(|f| view! { <p class="show-card__big show-card__big--text" data-testid="qb-show-card-face">{f.clone()}</p> })
                    .collect_view()}
            </div>
            <button class="button button--primary" data-testid="qb-show-card-hide" on:click=move |_| on_hide.run(())>
                {move || store.t(Key::QbHideCard)}
            </button>
        </main>
    }
}

/// The card being shown, by context: the night runner and the morning render only the card
/// while it is set.
#[derive(Clone, Copy)]
pub struct Showing(pub RwSignal<Option<CardShown>>);

impl Showing {
    pub fn show(&self, card: CardShown) {
        self.0.set(Some(card));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quintebourg::QbConfig;

    #[test]
    fn the_night_span_starts_after_the_start_or_the_end_of_the_day() {
        let log = vec![
            Command::Start,
            Command::Dawn,
            Command::EndNight,
            Command::EndDay,
            Command::Dawn,
        ];
        assert_eq!(night_span(&log), (4, None));
        assert_eq!(night_span(&log[..3]), (1, Some(2)));
        let forced = vec![Command::Override {
            command: Box::new(Command::Start),
            reason: "x".into(),
        }];
        assert_eq!(night_span(&forced), (1, None));
        // An empty game has no events.
        assert!(events_since(&Game::new(QbConfig::default()), 0).is_empty());
    }
}
