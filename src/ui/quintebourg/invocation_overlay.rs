//! The invocation overlay (`TABLE.md` §2.19, §9 screen 9), opened from the game bar on every
//! screen of a game by night or by day: the invoker (the living, and the Prophet as a ghost),
//! the power their cards or office give, the target (only the legal ones), the cost, then the
//! public line to announce, with the death sheet of anyone it killed, at once, by night and by
//! day (L195); and the condemned's 10-second window to invoke (L9).

use leptos::prelude::*;

use quintebourg::command::{Invocation, ShowGuess, ShowReply};
use quintebourg::event::Event;
use quintebourg::model::{Camp, CampCard, CardKind, Office, Personal, PlayerId, Power, Specialty};
use quintebourg::names::title_of;
use quintebourg::state::{Life, State};
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::death_sheet::DeathSheets;
use crate::ui::quintebourg::night_parts::{card_text, pname, CardShown, Chips, Showing};
use crate::ui::quintebourg::store::{QbPhase, QbStore};
use crate::ui::quintebourg::timers::Countdown;

/// Whether the overlay is open, provided by the app shell.
#[derive(Clone, Copy)]
pub struct InvokeOpen(pub RwSignal<bool>);

/// What the overlay's form holds, provided by the app shell so that it outlives the overlay:
/// a refusal dismissed (or the overlay closed by a tap beside it) keeps the invoker, the power
/// and every guess of the Show entered.
#[derive(Clone, Copy)]
pub struct InvokeDraft {
    pub invoker: RwSignal<Vec<u8>>,
    pub power: RwSignal<Vec<u8>>,
    pub rows: RwSignal<Vec<ShowRow>>,
}

impl InvokeDraft {
    pub fn new() -> InvokeDraft {
        InvokeDraft {
            invoker: RwSignal::new(Vec::new()),
            power: RwSignal::new(vec![0]),
            rows: RwSignal::new(Vec::new()),
        }
    }
}

impl Default for InvokeDraft {
    fn default() -> Self {
        InvokeDraft::new()
    }
}

/// What the Showman names for one player (004 L111): a camp card, or the Lovers, a camp the
/// rules distinguish that has no card (L29–30, L66).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShowPick {
    Card(CampCard),
    Lovers,
}

impl ShowPick {
    fn card(self) -> Option<CampCard> {
        match self {
            ShowPick::Card(c) => Some(c),
            ShowPick::Lovers => None,
        }
    }
    fn camp(self) -> Option<Camp> {
        match self {
            ShowPick::Card(_) => None,
            ShowPick::Lovers => Some(Camp::Lovers),
        }
    }
    /// The value of its line in the form's list.
    fn id(self) -> String {
        match self {
            ShowPick::Card(c) => crate::ui::quintebourg::card_deal::card_id(c),
            ShowPick::Lovers => "lovers".to_string(),
        }
    }
    fn from_id(id: &str) -> Option<ShowPick> {
        if id == "lovers" {
            return Some(ShowPick::Lovers);
        }
        crate::ui::quintebourg::card_deal::card_from(id).map(ShowPick::Card)
    }
}

/// One line of the Show's form: the player, what the Showman named, the truth the engine
/// judges and the reply the player gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShowRow {
    pub player: PlayerId,
    pub pick: ShowPick,
    pub truth: ShowReply,
    pub reply: ShowReply,
}

impl ShowRow {
    /// The line for `pick`, its reply starting at the truth.
    pub fn judged(st: &State, player: PlayerId, pick: ShowPick) -> ShowRow {
        let truth = quintebourg::invoke::judge(st, player, pick.card(), pick.camp());
        ShowRow {
            player,
            pick,
            truth,
            reply: truth,
        }
    }
}

/// The replies the rules let a player give (L111): "ok" after a right guess; "erreur" or "ok"
/// after an error; any after a big error.
pub fn reply_allowed(truth: ShowReply, reply: ShowReply) -> bool {
    match truth {
        ShowReply::Ok => reply == ShowReply::Ok,
        ShowReply::Error => reply != ShowReply::BigError,
        ShowReply::BigError => true,
    }
}

/// A power that can be invoked: a once-a-game power of a card, the Assassin's, or the
/// Prosecutor's paid investigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invokable {
    Power(Power),
    Investigate,
}

impl Invokable {
    pub fn name(self, lang: Lang) -> String {
        match self {
            Invokable::Power(p) => title_of(&p, lang),
            Invokable::Investigate => Key::QbInvestigation.get(lang).to_string(),
        }
    }
}

/// The powers `p` may invoke now (unspent once-a-game powers of their cards, the Assassin, the
/// Prosecutor's investigation).
pub fn powers_of(st: &State, p: PlayerId) -> Vec<Invokable> {
    let Some(x) = st.player(p) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let alive = x.alive();
    let card_power = match x.card {
        CampCard::Scheherazade => Some(Power::RadiantConversion),
        CampCard::Prophet => Some(Power::Resurrection),
        CampCard::Seth | CampCard::Red => Some(Power::Reptilicide),
        CampCard::SethAlly => Some(Power::Bite),
        CampCard::Black => Some(Power::BlackConversion),
        _ => None,
    };
    if let Some(power) = card_power {
        let ghost_prophet = power == Power::Resurrection && x.life == Life::Ghost;
        if (alive || ghost_prophet) && !x.once_used.contains(&power) {
            out.push(Invokable::Power(power));
        }
    }
    if alive && x.has(Specialty::Assassin) {
        out.push(Invokable::Power(Power::Assassinate));
    }
    // L155–156: the paid investigation exists only "avec adjoint".
    if alive && st.holder(Office::Prosecutor) == Some(p) && quintebourg::day::deputy_in_play(st) {
        out.push(Invokable::Investigate);
    }
    if alive && x.personal.contains(&Personal::Showman) && !x.once_used.contains(&Power::Show) {
        out.push(Invokable::Power(Power::Show));
    }
    out
}

/// The Show's guesses (004 L111): one per other player, what was named and the reply given;
/// `None` until every other player has a guess.
pub fn show_guesses(st: &State, by: PlayerId, rows: &[ShowRow]) -> Option<Vec<ShowGuess>> {
    let others: Vec<PlayerId> = st.ids().filter(|p| *p != by).collect();
    let guesses: Vec<ShowGuess> = others
        .iter()
        .map(|p| {
            rows.iter().find(|r| r.player == *p).map(|r| ShowGuess {
                player: r.player,
                card: r.pick.card(),
                camp: r.pick.camp(),
                reply: r.reply,
            })
        })
        .collect::<Option<_>>()?;
    Some(guesses)
}

/// The legal targets of a power used by `by`.
pub fn targets_of(st: &State, by: PlayerId, power: Invokable) -> Vec<PlayerId> {
    match power {
        Invokable::Power(Power::Resurrection) => st
            .ids()
            .filter(|q| st.players[*q as usize].life == Life::Ghost)
            .collect(),
        Invokable::Investigate => st
            .ids()
            .filter(|q| *q != by && !st.offices_of(*q).is_empty())
            .collect(),
        Invokable::Power(Power::Show) => Vec::new(),
        _ => st.living().into_iter().filter(|q| *q != by).collect(),
    }
}

/// What using the power costs, in words (empty when it costs nothing).
pub fn cost_of(st: &State, by: PlayerId, power: Invokable, lang: Lang) -> String {
    let Some(x) = st.player(by) else {
        return String::new();
    };
    match power {
        Invokable::Power(Power::Assassinate) => {
            let first = x
                .specialties
                .iter()
                .find(|h| h.role == Specialty::Assassin)
                .is_some_and(|h| !h.inherited && !h.equipped);
            if first {
                Key::QbCostFortune.fill(lang, &[&x.coins.to_string()])
            } else {
                Key::QbCostCoins.fill(lang, &["2"])
            }
        }
        Invokable::Investigate => Key::QbCostCoins.fill(lang, &["1"]),
        _ => Key::QbCostOnce.get(lang).to_string(),
    }
}

fn invocation(power: Invokable, target: PlayerId) -> Option<Invocation> {
    let power = match power {
        Invokable::Investigate => return Some(Invocation::Investigate { target }),
        Invokable::Power(p) => p,
    };
    Some(match power {
        Power::RadiantConversion => Invocation::RadiantConversion { target },
        Power::Resurrection => Invocation::Resurrection { target },
        Power::Reptilicide => Invocation::Reptilicide { target },
        Power::Bite => Invocation::Bite { target },
        Power::BlackConversion => Invocation::BlackConversion { target },
        Power::Assassinate => Invocation::Assassinate { target },
        _ => return None,
    })
}

/// The public line for the village, from what the invocation did: a conversion, a death, a
/// return to life (the cause of a death stays secret).
pub fn public_line(st: &State, events: &[Event], lang: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    for e in events {
        match e {
            Event::Conversion => out.push(Key::QbPublicConversion.get(lang).to_string()),
            Event::Dies { player, .. } => {
                out.push(Key::QbPublicDied.fill(lang, &[&pname(st, *player)]))
            }
            Event::Revived { player } => {
                out.push(Key::QbPublicRevived.fill(lang, &[&pname(st, *player)]))
            }
            _ => {}
        }
    }
    if out.is_empty() {
        Key::QbPublicNothing.get(lang).to_string()
    } else {
        out.join(" ")
    }
}

/// The button in the game bar that opens the overlay (shown by night and by day).
#[component]
pub fn InvokeButton() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let open = use_context::<InvokeOpen>();
    let active = move || matches!(store.phase.get(), QbPhase::Night(_) | QbPhase::Day(_));
    view! {
        {move || open.filter(|_| active()).map(|o| view! {
            <button class="icon-button qb-invoke-button" data-testid="qb-invoke-open"
                aria-label=move || store.t(Key::QbInvoke) title=move || store.t(Key::QbInvoke)
                on:click=move |_| o.0.set(true)>
                "☝"
            </button>
        })}
    }
}

/// The overlay itself (rendered by the app shell while open).
#[component]
pub fn InvocationOverlay() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let open = expect_context::<InvokeOpen>();
    let t = move |key: Key| store.t(key);
    let draft = use_context::<InvokeDraft>().unwrap_or_default();
    let invoker = draft.invoker;
    let power = draft.power;
    let target = RwSignal::new(Vec::<u8>::new());
    let announced = RwSignal::new(None::<String>);
    // Who the last invocation killed, and its events (the widow's inheritance): their death
    // sheets open here at once.
    let killed = RwSignal::new(Vec::<PlayerId>::new());
    let killed_events = RwSignal::new(Vec::<Event>::new());
    let record_deaths = move |events: &[Event]| {
        let dead: Vec<PlayerId> = events
            .iter()
            .filter_map(|e| match e {
                Event::Dies { player, .. } => Some(*player),
                _ => None,
            })
            .collect();
        killed.set(dead);
        killed_events.set(events.to_vec());
    };
    // The Show's rows, kept by the app shell.
    let show_rows = draft.rows;
    let showing = expect_context::<Showing>();
    let invokers = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            st.ids()
                .filter(|p| !powers_of(st, *p).is_empty())
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    // The invoker picked, while he still has a power to invoke.
    let by = move || {
        invoker
            .with(|i| i.first().copied())
            .filter(|p| invokers.with(|list| list.iter().any(|(q, _)| q == p)))
    };
    let powers = Memo::new(move |_| {
        store
            .game
            .with(|g| by().map(|b| powers_of(g.state(), b)).unwrap_or_default())
    });
    let power_options = Signal::derive(move || {
        let l = store.lang();
        powers
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, p)| (i as u8, p.name(l)))
            .collect::<Vec<_>>()
    });
    let chosen = move || {
        power
            .with(|p| p.first().copied())
            .and_then(|i| powers.with(|ps| ps.get(i as usize).copied()))
    };
    // A new invoker: the first power, no target, no guesses (the form kept from before stays
    // as it was when the overlay opens again).
    Effect::new(move |prev: Option<Option<PlayerId>>| {
        let b = by();
        if prev.is_some_and(|p| p != b) {
            power.set(vec![0]);
            target.set(Vec::new());
            show_rows.set(Vec::new());
        }
        b
    });
    let target_options = Signal::derive(move || {
        store.game.with(|g| {
            let st = g.state();
            match (by(), chosen()) {
                (Some(b), Some(p)) => targets_of(st, b, p)
                    .into_iter()
                    .map(|q| (q, pname(st, q)))
                    .collect(),
                _ => Vec::new(),
            }
        })
    });
    let cost = move || {
        let l = store.lang();
        store.game.with(|g| match (by(), chosen()) {
            (Some(b), Some(p)) => cost_of(g.state(), b, p, l),
            _ => String::new(),
        })
    };
    let is_show = move || chosen() == Some(Invokable::Power(Power::Show));
    let show_ready = move || {
        by().is_some_and(|b| {
            store
                .game
                .with(|g| show_rows.with(|r| show_guesses(g.state(), b, r).is_some()))
        })
    };
    let go_show = move |_| {
        let Some(b) = by() else { return };
        let Some(guesses) = store
            .game
            .with_untracked(|g| show_rows.with_untracked(|r| show_guesses(g.state(), b, r)))
        else {
            return;
        };
        if let Some(events) = store.send(Command::Invoke {
            by: b,
            invocation: Invocation::Show { guesses },
        }) {
            record_deaths(&events);
            let lang = store.lang.get_untracked();
            store.game.with_untracked(|g| {
                let mut line = public_line(g.state(), &events, lang);
                for e in &events {
                    if let Event::ShowResult { errors, won, .. } = e {
                        line = format!(
                            "{} {}",
                            Key::QbShowErrors.fill(lang, &[&errors.to_string()]),
                            if *won { Key::QbShowWon.get(lang) } else { "" }
                        )
                        .trim()
                        .to_string()
                            + if line == Key::QbPublicNothing.get(lang) {
                                String::new()
                            } else {
                                format!(" {line}")
                            }
                            .as_str();
                    }
                }
                announced.set(Some(line));
            });
            show_rows.set(Vec::new());
            invoker.set(Vec::new());
            power.set(vec![0]);
        }
    };
    let go = move |_| {
        let (Some(b), Some(p), Some(tg)) = (
            by(),
            chosen(),
            target.with_untracked(|t| t.first().copied()),
        ) else {
            return;
        };
        let Some(inv) = invocation(p, tg) else {
            return;
        };
        if let Some(events) = store.send(Command::Invoke {
            by: b,
            invocation: inv,
        }) {
            record_deaths(&events);
            let lang = store.lang.get_untracked();
            store.game.with_untracked(|g| {
                let st = g.state();
                announced.set(Some(public_line(st, &events, lang)));
                if events
                    .iter()
                    .any(|e| matches!(e, Event::Investigated { .. }))
                {
                    showing.show(CardShown {
                        to: Key::QbShowTo.fill(lang, &[&pname(st, b)]),
                        title: Key::QbCardsOf.fill(lang, &[&pname(st, tg)]),
                        faces: vec![
                            card_text(st, tg, CardKind::Camp, lang),
                            card_text(st, tg, CardKind::Specialty, lang),
                        ],
                    });
                }
            });
            target.set(Vec::new());
            invoker.set(Vec::new());
            power.set(vec![0]);
        }
    };
    let condemned = move || {
        store.game.with(|g| {
            let st = g.state();
            in_window(st)
                .into_iter()
                .map(|p| pname(st, p))
                .collect::<Vec<_>>()
        })
    };
    let close = move |_| {
        announced.set(None);
        killed.set(Vec::new());
        killed_events.set(Vec::new());
        open.0.set(false);
    };

    let sheet = move || {
        view! {
            <div class="scrim" on:click=close></div>
            <section class="sheet qb-invoke" role="dialog" aria-modal="true" data-testid="qb-invoke">
                <header class="sheet__head">
                    <h2 class="sheet__title">{move || t(Key::QbInvokeTitle)}</h2>
                    <button class="icon-button" data-testid="qb-invoke-close" aria-label=move || t(Key::Close) on:click=close>"✕"</button>
                </header>
                <p class="muted">{move || t(Key::QbInvokeHelp)}</p>
                <p class="qb-label">{move || t(Key::QbInvoker)}</p>
                <Chips options=invokers picked=invoker testid="qb-invoker" />
                <Show when=move || by().is_some()>
                    <p class="qb-label">{move || t(Key::QbPower)}</p>
                    <Chips options=power_options picked=power testid="qb-power" required=true />
                    <p class="muted" data-testid="qb-invoke-cost">{move || Key::QbCost.fill(store.lang(), &[&cost()])}</p>
                    <Show when=move || !is_show() fallback=move || view! {
                        <ShowRows by=Signal::derive(by) rows=show_rows />
                        <button class="button button--primary" data-testid="qb-show-send"
                            disabled=move || !show_ready() on:click=go_show>
                            {move || t(Key::QbRecord)}
                        </button>
                    }>
                        <p class="qb-label">{move || t(Key::QbTarget)}</p>
                        <Chips options=target_options picked=target testid="qb-invoke-target" />
                        <button class="button button--primary" data-testid="qb-invoke-send"
                            disabled=move || target.with(Vec::is_empty) || chosen().is_none() on:click=go>
                            {move || t(Key::QbRecord)}
                        </button>
                    </Show>
                </Show>
                {move || announced.get().map(|line| view! {
                    <div class="qb-announce" data-testid="qb-invoke-public" role="status">
                        <p class="qb-label">{move || t(Key::QbAnnounce)}</p>
                        <p class="qb-announce__line">{line}</p>
                    </div>
                })}
                <Show when=move || !killed.with(Vec::is_empty)>
                    <div class="qb-invoke__deaths" data-testid="qb-invoke-deaths">
                        <DeathSheets players=Signal::derive(move || killed.get()) events=Signal::derive(move || killed_events.get()) />
                    </div>
                </Show>
                <Show when=move || !condemned().is_empty()>
                    <section class="qb-condemned" data-testid="qb-condemned">
                        <h3>{move || t(Key::QbCondemnedWindow)}</h3>
                        <p>{move || condemned().join(", ")}</p>
                        <Countdown seconds=10 label=Signal::derive(move || t(Key::QbCondemnedTimer).to_string()) testid="qb-timer-10" />
                    </section>
                </Show>
            </section>
        }
    };
    sheet()
}

/// The condemned whose ten-second window to invoke is open (L9): condemned today and still
/// alive. Nobody at night, nor by day before a verdict or once the condemned is executed, so
/// the overlay shows the window only when there is one.
fn in_window(st: &State) -> Vec<PlayerId> {
    st.day()
        .map(|d| {
            d.condemned
                .iter()
                .copied()
                .filter(|p| st.alive(*p))
                .collect()
        })
        .unwrap_or_default()
}

/// The Show's form (004 L111): for every other player, the camp card the Showman names (or
/// the Lovers, who have no card) and the reply the player gives; the reply starts at the truth
/// the engine judges, and only the replies the rules allow after it can be picked.
#[component]
fn ShowRows(by: Signal<Option<PlayerId>>, rows: RwSignal<Vec<ShowRow>>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let others = Signal::derive(move || {
        let b = by.get();
        store.game.with(|g| {
            let st = g.state();
            st.ids()
                .filter(|p| Some(*p) != b)
                .map(|p| (p, pname(st, p)))
                .collect::<Vec<_>>()
        })
    });
    let reply_id = |r: ShowReply| match r {
        ShowReply::Ok => "ok",
        ShowReply::Error => "error",
        ShowReply::BigError => "big_error",
    };
    view! {
        <p class="muted">{move || store.t(Key::QbShowHelp)}</p>
        <ol class="qb-show" data-testid="qb-show">
            <For
                each=move || others.get()
                key=|(p, name)| (*p, name.clone())
                children=move |(p, name)| {
                    let row = move || rows.with(|r| r.iter().find(|x| x.player == p).copied());
                    let set_pick = move |ev: leptos::ev::Event| {
                        let pick = ShowPick::from_id(&event_target_value(&ev));
                        rows.update(|r| {
                            r.retain(|x| x.player != p);
                            if let Some(pick) = pick {
                                r.push(store.game.with_untracked(|g| ShowRow::judged(g.state(), p, pick)));
                            }
                        });
                    };
                    let set_reply = move |reply: ShowReply| {
                        rows.update(|r| {
                            if let Some(x) = r.iter_mut().find(|x| x.player == p) {
                                if reply_allowed(x.truth, reply) {
                                    x.reply = reply;
                                }
                            }
                        })
                    };
                    let reply_button = move |reply: ShowReply, key: Key| view! {
                        <button class="qb-chip" data-testid="qb-show-reply" data-reply=reply_id(reply)
                            disabled=move || row().is_none_or(|r| !reply_allowed(r.truth, reply))
                            aria-pressed=move || (row().map(|r| r.reply) == Some(reply)).to_string()
                            on:click=move |_| set_reply(reply)>
                            {move || store.t(key)}
                        </button>
                    };
                    view! {
                        <li class="qb-show__row" data-testid="qb-show-row" data-player=p.to_string()>
                            <strong>{name}</strong>
                            <select class="input" data-testid="qb-show-card" on:change=set_pick
                                prop:value=move || row().map(|r| r.pick.id()).unwrap_or_default()>
                                <option value="">"—"</option>
                                {move || {
                                    let l = store.lang();
                                    let picked = row().map(|r| r.pick);
                                    CampCard::ALL
                                        .iter()
                                        .map(|c| (ShowPick::Card(*c), title_of(c, l).to_string()))
                                        .chain(std::iter::once((ShowPick::Lovers, store.t(Key::QbShowLovers).to_string())))
                                        .map(|(pick, label)| {
                                            view! { <option value=pick.id() selected=picked == Some(pick)>{label}</option> }
                                        })
                                        .collect_view()
                                }}
                            </select>
                            <div class="qb-chips-row">
                                {reply_button(ShowReply::Ok, Key::QbShowOk)}
                                {reply_button(ShowReply::Error, Key::QbShowError)}
                                {reply_button(ShowReply::BigError, Key::QbShowBigError)}
                            </div>
                        </li>
                    }
                }
            />
        </ol>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quintebourg::command::{PlayerSetup, Setup};
    use quintebourg::{Game, QbConfig};

    fn game() -> Game {
        let mut g = Game::new(QbConfig::default());
        let players = [
            ("Ana", CampCard::VillagerC, vec![Personal::Showman]),
            ("Bob", CampCard::Alpha, vec![]),
            ("Cid", CampCard::Villager, vec![]),
            ("Dee", CampCard::Villager, vec![]),
        ]
        .into_iter()
        .map(|(n, card, personal)| PlayerSetup {
            name: n.to_string(),
            card,
            specialty: Specialty::None,
            personal,
            card_label: None,
            coins: None,
        })
        .collect();
        g.apply(Command::Setup {
            setup: Setup::quick(players),
        })
        .unwrap();
        g.apply(Command::Start).unwrap();
        g
    }

    /// The Showman's power is offered once; his Show needs a guess for every other player,
    /// and a complete one is what the engine takes.
    #[test]
    fn the_show_is_offered_and_sent_only_with_every_guess() {
        let mut g = game();
        assert_eq!(powers_of(g.state(), 0), vec![Invokable::Power(Power::Show)]);
        assert!(targets_of(g.state(), 0, Invokable::Power(Power::Show)).is_empty());
        let row = |p, c| ShowRow::judged(g.state(), p, ShowPick::Card(c));
        let mut rows = vec![row(1, CampCard::Alpha), row(2, CampCard::Villager)];
        assert_eq!(show_guesses(g.state(), 0, &rows), None, "Dee is missing");
        rows.push(row(3, CampCard::Villager));
        let guesses = show_guesses(g.state(), 0, &rows).unwrap();
        assert_eq!(guesses.len(), 3);
        g.apply(Command::Invoke {
            by: 0,
            invocation: Invocation::Show { guesses },
        })
        .unwrap();
        assert!(g.state().show_won.contains(&0));
        assert!(powers_of(g.state(), 0).is_empty(), "once a game");
    }

    /// The condemned's window is open only for a living condemned, by day (L9): not at night,
    /// not on a day with no verdict.
    #[test]
    fn the_condemned_window_is_open_only_for_a_living_condemned() {
        let mut g = game();
        assert!(in_window(g.state()).is_empty(), "night 1");
        g.apply(Command::EndNight).unwrap();
        assert!(in_window(g.state()).is_empty(), "day 1, no session yet");
    }
}
