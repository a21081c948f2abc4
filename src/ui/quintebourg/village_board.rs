use leptos::prelude::*;

use quintebourg::model::PlayerId;
use quintebourg::names::title_of;
use quintebourg::state::Life;
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::calendar_strip::{CalendarPanel, CalendarStrip};
use crate::ui::quintebourg::coins_ledger::CoinsLedger;
use crate::ui::quintebourg::day_state::DayTab;
use crate::ui::quintebourg::death_sheet::{DayDeaths, MjDeathForm};
use crate::ui::quintebourg::end_screen::EndBanner;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::marriage_form::MarriageForm;
use crate::ui::quintebourg::offices_panel::OfficesPanel;
use crate::ui::quintebourg::session_panel::SessionPanel;
use crate::ui::quintebourg::share_sheet::QbShareSheet;
use crate::ui::quintebourg::store::QbStore;
use crate::ui::widgets::hold_button::HoldButton;

/// A player's life state in words.
pub fn life_text(life: Life, lang: Lang) -> &'static str {
    match life {
        Life::Alive => Key::QbLifeAlive,
        Life::Dead => Key::QbLifeDead,
        Life::Ghost => Key::QbLifeGhost,
        Life::Spirit => Key::QbLifeSpirit,
        Life::Legacy => Key::QbLifeLegacy,
    }
    .get(lang)
}

/// The name of each player, in seat order (for pickers).
pub fn player_names(store: QbStore) -> Vec<String> {
    store
        .game
        .with(|g| g.state().players.iter().map(|p| p.name.clone()).collect())
}

/// The village board, the day hub (`TABLE.md` §4, §9 screens 14–18): the calendar strip, the
/// end when the engine proposes one, then one panel at a time — the board (seats with life,
/// coins, offices, spouse and house; the cards for the MJ only, behind a hold), the session and
/// the law, the coins ledger, the offices, the calendar's budgets — and the day's quick actions.
/// The death sheets of the day's dead stand above the panels, open at once (004 L195).
#[component]
pub fn VillageBoard() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let tab = Memo::new(move |_| store.ui.with(|ui| ui.day.tab));
    let share_open = RwSignal::new(false);
    let tab_button = move |which: DayTab| {
        let (key, testid) = match which {
            DayTab::Board => (Key::QbTabBoard, "qb-tab-board"),
            DayTab::Session => (Key::QbTabSession, "qb-tab-session"),
            DayTab::Coins => (Key::QbTabCoins, "qb-tab-coins"),
            DayTab::Offices => (Key::QbTabOffices, "qb-tab-offices"),
            DayTab::Calendar => (Key::QbTabCalendar, "qb-tab-calendar"),
        };
        view! {
            <button
                class="qb-tabs__tab"
                data-testid=testid
                aria-pressed=move || (tab.get() == which).to_string()
                on:click=move |_| store.update_ui(|ui| ui.day.tab = which)
            >
                {move || t(key)}
            </button>
        }
    };
    let panel = move || match tab.get() {
        DayTab::Board => view! { <BoardPanel share_open=share_open /> }.into_any(),
        DayTab::Session => view! { <SessionPanel /> }.into_any(),
        DayTab::Coins => view! { <CoinsLedger /> }.into_any(),
        DayTab::Offices => view! { <OfficesPanel /> }.into_any(),
        DayTab::Calendar => view! { <CalendarPanel /> }.into_any(),
    };
    view! {
        <QbGameBar title=Signal::derive(move || store.t(Key::QbDayTitle).to_string()) />
        <main class="screen qb-day" data-testid="qb-village-board">
            <CalendarStrip />
            <EndBanner />
            <DayDeaths />
            <nav class="qb-tabs" aria-label=move || t(Key::QbDayTitle)>
                {DayTab::ALL.into_iter().map(tab_button).collect_view()}
            </nav>
            {panel}
        </main>
        <Show when=move || share_open.get()>
            <QbShareSheet on_close=Callback::new(move |_| share_open.set(false)) />
        </Show>
    }
}

/// One seat as the board shows it.
#[derive(Debug, Clone, PartialEq)]
struct SeatRow {
    id: PlayerId,
    name: String,
    life: Life,
    coins: u32,
    offices: Vec<String>,
    spouse: Option<String>,
    house: String,
    must_move: bool,
    /// The cards, dominant camp and specialties (shown to the MJ only).
    secret: String,
}

fn seat_rows(g: &quintebourg::Game, lang: Lang) -> Vec<SeatRow> {
    let st = g.state();
    let must_move = st.day().map(|d| d.must_move.clone()).unwrap_or_default();
    st.ids()
        .map(|p| {
            let x = &st.players[p as usize];
            let mut secret = vec![title_of(&x.card, lang)];
            if let Some(d) = x.dominant() {
                secret.push(Key::QbDominant.fill(lang, &[&title_of(&d, lang)]));
            }
            for h in &x.specialties {
                secret.push(title_of(&h.role, lang));
            }
            if let Some((a, b)) = st.lovers {
                if a == p || b == p {
                    secret.push(title_of(&quintebourg::model::Camp::Lovers, lang));
                }
            }
            SeatRow {
                id: p,
                name: x.name.clone(),
                life: x.life,
                coins: x.coins,
                offices: st.offices_of(p).iter().map(|o| title_of(o, lang)).collect(),
                spouse: x.spouse.map(|s| st.name(s)),
                house: crate::ui::quintebourg::night_parts::hname(st, x.house),
                must_move: must_move.contains(&p),
                secret: secret.join(" · "),
            }
        })
        .collect()
}

/// The seats, the MJ's cover over the cards, and the quick actions.
#[component]
fn BoardPanel(share_open: RwSignal<bool>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    // The cards are never on the page unless the MJ held the button (a player leaning over
    // sees only what the table knows); leaving the board hides them again.
    let secrets = RwSignal::new(false);
    let marrying = RwSignal::new(false);
    let mj_death = RwSignal::new(false);
    let rows = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| seat_rows(g, lang))
    });
    let alive = move || {
        store.game.with(|g| {
            let st = g.state();
            Key::QbAlive.fill(store.lang(), &[&st.living().len().to_string()])
        })
    };
    let seat = move |row: SeatRow| {
        let lang = store.lang();
        let id = row.id;
        let mut meta = vec![Key::QbHouseOf.fill(lang, &[&row.house])];
        if let Some(s) = &row.spouse {
            meta.push(Key::QbSpouseOf.fill(lang, &[s]));
        }
        meta.extend(row.offices.iter().cloned());
        let class = if row.life == Life::Alive {
            "qb-seat"
        } else {
            "qb-seat qb-seat--dead"
        };
        let secret = row.secret.clone();
        view! {
            <li class=class data-testid="qb-seat" data-life=format!("{:?}", row.life).to_lowercase()>
                <div class="qb-seat__head">
                    <span class="qb-seat__n" aria-hidden="true">{id as usize + 1}</span>
                    <strong class="qb-seat__name" data-testid="qb-seat-name">{row.name.clone()}</strong>
                    <span class="qb-life" data-testid="qb-seat-life">{life_text(row.life, lang)}</span>
                    <span class="qb-coins" data-testid="qb-seat-coins" title=move || t(Key::QbCoins)>
                        {format!("{} ◉", row.coins)}
                    </span>
                </div>
                <p class="qb-seat__meta muted" data-testid="qb-seat-meta">{meta.join(" · ")}</p>
                <Show when=move || secrets.get()>
                    <p class="qb-seat__secret" data-testid="qb-seat-secret">{secret.clone()}</p>
                </Show>
                {row.must_move.then(|| view! { <MoveRow player=id /> })}
            </li>
        }
    };
    let end_day = move |_| {
        store.send(Command::EndDay);
    };
    view! {
        <section class="card qb-board" data-testid="qb-board">
            <div class="qb-board__head">
                <h2>{move || t(Key::QbTabBoard)}</h2>
                <span class="muted">{alive}</span>
            </div>
            {move || {
                if secrets.get() {
                    view! {
                        <button class="button button--small" data-testid="qb-hide-cards" on:click=move |_| secrets.set(false)>
                            {move || t(Key::QbHideCards)}
                        </button>
                    }
                        .into_any()
                } else {
                    view! {
                        <HoldButton
                            label=Signal::derive(move || t(Key::QbShowCards).to_string())
                            testid="qb-show-cards"
                            on_done=Callback::new(move |_| secrets.set(true))
                        />
                    }
                        .into_any()
                }
            }}
            <ul class="qb-seats">{move || rows.get().into_iter().map(seat).collect_view()}</ul>
        </section>
        <section class="card qb-actions" data-testid="qb-quick-actions">
            <h2>{move || t(Key::QbQuickActions)}</h2>
            <div class="qb-actions__grid">
                <button class="button" data-testid="qb-action-marry" aria-pressed=move || marrying.get().to_string() on:click=move |_| marrying.update(|m| *m = !*m)>
                    {move || t(Key::QbMarriage)}
                </button>
                <button class="button" data-testid="qb-action-gift" on:click=move |_| store.update_ui(|ui| ui.day.tab = DayTab::Coins)>
                    {move || t(Key::QbGift)}
                </button>
                <button class="button" data-testid="qb-action-session" on:click=move |_| store.update_ui(|ui| ui.day.tab = DayTab::Session)>
                    {move || t(Key::QbTabSession)}
                </button>
                <button class="button" data-testid="qb-action-share" on:click=move |_| share_open.set(true)>
                    {move || t(Key::Share)}
                </button>
                <button class="button" data-testid="qb-action-mj-death" aria-pressed=move || mj_death.get().to_string() on:click=move |_| mj_death.update(|m| *m = !*m)>
                    {move || t(Key::QbMjDeath)}
                </button>
            </div>
            <Show when=move || marrying.get()>
                <MarriageForm on_done=Callback::new(move |_| marrying.set(false)) />
            </Show>
            <Show when=move || mj_death.get()>
                <MjDeathForm on_done=Callback::new(move |_| mj_death.set(false)) />
            </Show>
            <button class="button button--primary qb-end-day" data-testid="qb-end-day" on:click=end_day>
                {move || t(Key::QbEndDay)}
            </button>
        </section>
    }
}

/// A sculpted player must move today (L132): a house with no living owner.
#[component]
fn MoveRow(player: PlayerId) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let free = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            (0..st.houses.len() as u8)
                .filter(|h| st.owner(*h).is_none())
                .map(|h| (h, crate::ui::quintebourg::night_parts::hname(st, h)))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <div class="row qb-move" data-testid="qb-must-move">
            <span class="muted">{move || t(Key::QbMustMove)}</span>
            <select
                class="select"
                data-testid="qb-move-house"
                aria-label=move || t(Key::QbMustMove)
                on:change=move |ev| {
                    if let Ok(house) = event_target_value(&ev).parse() {
                        store.send(Command::Move { player, house });
                    }
                }
            >
                <option value="">"—"</option>
                {move || free.get().into_iter().map(|(h, n)| view! { <option value=h.to_string()>{n}</option> }).collect_view()}
            </select>
        </div>
    }
}
