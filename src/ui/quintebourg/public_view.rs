//! What arrives on Quinte-bourg's page by link or file: a whole game (`q1.`, or a game file),
//! shown in an "add this game?" dialog that can also bring a stored copy up to date; the public
//! view of the village (`v1.`), shown read-only with nothing stored; a link that does not open.
//! A Blood on the Clocktower link (`g2.`, `t2.`…) that lands here goes to that game's page.

use crate::ui::widgets::close_button::CloseButton;
use leptos::prelude::*;

use quintebourg::names::title_of;
use quintebourg::public::{self, LinkKind, PublicLife, PublicPhase, PublicVillage};
use quintebourg::Game;

use crate::i18n::{Key, Lang};
use crate::persist;
use crate::ui::home_screen::weekday_name;
use crate::ui::quintebourg::store::{QbStore, QbStored, QB_ID};
use crate::ui::saves::now;
use crate::ui::widgets::file_transfer;

/// Something that arrived and waits for the MJ.
#[derive(Debug, Clone)]
pub enum QbArrival {
    /// A whole game; `related` is the id of a stored copy of the same game (same setup, one log
    /// the start of the other).
    Game {
        game: Box<Game>,
        related: Option<String>,
    },
    /// The public view of the village: shown, nothing stored.
    Village(PublicVillage),
    /// A link or file that cannot be read (the message).
    Broken(String),
}

/// The one signal holding what arrived, provided by context from the app.
#[derive(Clone, Copy)]
pub struct QbArrivals(pub RwSignal<Option<QbArrival>>);

impl QbArrivals {
    /// Provides the signal, reads the address now and again on every `hashchange`.
    pub fn provide(store: QbStore) -> QbArrivals {
        let arrivals = QbArrivals(RwSignal::new(None));
        provide_context(arrivals);
        arrivals.read_address(store);
        let handle = window_event_listener(leptos::ev::hashchange, move |_| {
            arrivals.read_address(store);
        });
        on_cleanup(move || handle.remove());
        arrivals
    }

    fn read_address(self, store: QbStore) {
        let text = file_transfer::fragment();
        let lang = store.lang.get_untracked();
        match public::kind_of(&text) {
            Some(LinkKind::Game) => self.0.set(Some(match public::decode_game(&text) {
                Ok(game) => arrived_game(store, game),
                Err(e) => QbArrival::Broken(e.message(lang)),
            })),
            Some(LinkKind::Village) => self.0.set(Some(match public::decode_village(&text) {
                Ok(v) => QbArrival::Village(v),
                Err(e) => QbArrival::Broken(e.message(lang)),
            })),
            None => match table::envelope::prefix_of(&text, &crate::share::codec::LETTERS) {
                // A link of the other game: its page opens it.
                Ok(_) => crate::ui::saves::go_to_page(&format!(
                    "{}#{text}",
                    crate::ui::saves::page_of("botc")
                )),
                // Too long to be any link: said, not passed on.
                Err(table::envelope::EnvelopeError::TooLong { len, .. }) => {
                    self.0.set(Some(QbArrival::Broken(
                        Key::LinkTooLong.fill(lang, &[&len.div_ceil(1024).to_string()]),
                    )))
                }
                Err(_) => {}
            },
        }
    }

    /// A game read from a file (or the file's error).
    pub fn file(self, store: QbStore, result: Result<Game, String>) {
        self.0.set(Some(match result {
            Ok(game) => arrived_game(store, game),
            Err(e) => QbArrival::Broken(e),
        }));
    }

    /// Done with what arrived: the dialog closes and the link leaves the address.
    pub fn dismiss(self) {
        file_transfer::clear_fragment();
        self.0.set(None);
    }
}

fn arrived_game(store: QbStore, game: Game) -> QbArrival {
    let ids: Vec<String> = store.saves.index.with_untracked(|i| {
        i.games
            .iter()
            .filter(|g| g.ruleset == QB_ID)
            .map(|g| g.id.clone())
            .collect()
    });
    let related = ids.into_iter().find(|id| {
        let Ok(Some(stored)) = persist::load_game::<QbStored>(id) else {
            return false;
        };
        let (a, b) = (stored.game.log(), game.log());
        stored.game.config().seed == game.config().seed
            && !a.is_empty()
            && (b.starts_with(a) || a.starts_with(b))
    });
    QbArrival::Game {
        game: Box::new(game),
        related,
    }
}

/// The dialogs over any screen: a game to add, or a link that cannot be opened.
#[component]
pub fn QbLinkImport() -> impl IntoView {
    let arrivals = expect_context::<QbArrivals>();
    move || match arrivals.0.get() {
        Some(QbArrival::Game { game, related }) => {
            view! { <AddQbGame game=*game related=related /> }.into_any()
        }
        Some(QbArrival::Broken(message)) => view! { <QbBrokenLink message=message /> }.into_any(),
        _ => ().into_any(),
    }
}

#[component]
fn QbBrokenLink(message: String) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let arrivals = expect_context::<QbArrivals>();
    let t = move |key: Key| store.t(key);
    view! {
        <div class="scrim scrim--top"></div>
        <section class="sheet share-dialog" role="alertdialog" aria-modal="true" data-testid="broken-link">
            <h2>{move || t(Key::BrokenLink)}</h2>
            <p data-testid="broken-message">{message}</p>
            <p class="muted">{move || t(Key::NothingChanged)}</p>
            <button class="button button--primary" data-testid="broken-close" on:click=move |_| arrivals.dismiss()>
                {move || t(Key::Close)}
            </button>
        </section>
    }
}

#[component]
fn AddQbGame(game: Game, related: Option<String>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let arrivals = expect_context::<QbArrivals>();
    let t = move |key: Key| store.t(key);
    let game = StoredValue::new(game);
    let related = StoredValue::new(related);
    let summary = move || {
        let lang = store.lang();
        game.with_value(|g| {
            let st = g.state();
            let name = if g.config().name.is_empty() {
                t(Key::SharedGame).to_string()
            } else {
                g.config().name.clone()
            };
            let phase = crate::ui::quintebourg::game_bar::phase_text(g, lang);
            let players = Key::PreviewPlayers.fill(
                lang,
                &[
                    &st.players.len().to_string(),
                    &st.living().len().to_string(),
                ],
            );
            (name, phase, players)
        })
    };
    let add_copy = move |_| {
        let id = format!("g{}", now() as u64);
        store.store_arrived(id, game.get_value());
        arrivals.dismiss();
    };
    let update = move |_| {
        if let Some(id) = related.get_value() {
            store.store_arrived(id, game.get_value());
        }
        arrivals.dismiss();
    };
    view! {
        <div class="scrim scrim--top"></div>
        <section class="sheet share-dialog" role="dialog" aria-modal="true" data-testid="link-preview">
            <h2>{move || t(Key::AddGameQuestion)}</h2>
            {move || {
                let (name, phase, players) = summary();
                view! {
                    <div class="preview">
                        <p class="preview__title"><strong data-testid="qb-arrived-name">{name}</strong></p>
                        <p data-testid="qb-arrived-phase">{phase}</p>
                        <p class="muted">{players}</p>
                    </div>
                }
            }}
            <Show when=move || related.with_value(|r| r.is_some())>
                <p class="muted" data-testid="qb-arrived-related">{move || t(Key::QbSameGameStored)}</p>
                <button class="button button--primary" data-testid="qb-arrived-update" on:click=update>
                    {move || t(Key::QbUpdateStored)}
                </button>
            </Show>
            <button
                class=move || if related.with_value(|r| r.is_some()) { "button" } else { "button button--primary" }
                data-testid="link-add"
                on:click=add_copy
            >
                {move || t(Key::QbAddCopy)}
            </button>
            <button class="button" data-testid="link-cancel" on:click=move |_| arrivals.dismiss()>
                {move || t(Key::Cancel)}
            </button>
        </section>
    }
}

fn public_life(life: PublicLife, lang: Lang) -> &'static str {
    match life {
        PublicLife::Alive => Key::QbLifeAlive,
        PublicLife::Dead => Key::QbLifeDead,
        PublicLife::Ghost => Key::QbLifeGhost,
        PublicLife::Spirit => Key::QbLifeSpirit,
        PublicLife::Legacy => Key::QbLifeLegacy,
    }
    .get(lang)
}

/// The public view of the village, opened from a `v1.` link: names, life states, offices,
/// houses, marriages and coins when the MJ shares them; it reads only the decoded
/// [`PublicVillage`], and nothing is stored.
#[component]
pub fn PublicVillageScreen(village: PublicVillage) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let arrivals = expect_context::<QbArrivals>();
    let t = move |key: Key| store.t(key);
    let village = StoredValue::new(village);
    let phase = move || {
        let lang = store.lang();
        village.with_value(|v| {
            let when = match v.phase {
                PublicPhase::Setup => Key::QbStageSetup.get(lang).to_string(),
                PublicPhase::Night(n) => Key::QbStageNight.fill(lang, &[&n.to_string()]),
                PublicPhase::Day(n) => Key::QbStageDay.fill(lang, &[&n.to_string()]),
                PublicPhase::Over => Key::QbStageOver.get(lang).to_string(),
            };
            match v.weekday {
                Some(w) => format!("{when} · {}", weekday_name(w, lang)),
                None => when,
            }
        })
    };
    let rows = move || {
        let lang = store.lang();
        village.with_value(|v| {
            v.players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let house = quintebourg::names::house(&p.house, lang);
                    let mut meta = vec![Key::QbHouseOf.fill(lang, &[&house])];
                    if let Some(s) = p.spouse.and_then(|s| v.players.get(s as usize)) {
                        meta.push(Key::QbSpouseOf.fill(lang, &[&s.name]));
                    }
                    meta.extend(p.offices.iter().map(|o| title_of(o, lang)));
                    let class = if p.life == PublicLife::Alive {
                        "qb-seat"
                    } else {
                        "qb-seat qb-seat--dead"
                    };
                    view! {
                        <li class=class data-testid="qb-public-player" data-life=format!("{:?}", p.life).to_lowercase()>
                            <div class="qb-seat__head">
                                <span class="qb-seat__n" aria-hidden="true">{i + 1}</span>
                                <strong class="qb-seat__name">{p.name.clone()}</strong>
                                <span class="qb-life">{public_life(p.life, lang)}</span>
                                {p.coins.map(|c| view! { <span class="qb-coins" data-testid="qb-public-coins">{format!("{c} ◉")}</span> })}
                            </div>
                            <p class="qb-seat__meta muted">{meta.join(" · ")}</p>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let title = village.with_value(|v| v.name.clone());
    view! {
        <header class="bar">
            <div class="bar__title">
                <h1>{move || if title.is_empty() { t(Key::QbPublicTitle).to_string() } else { title.clone() }}</h1>
                <span class="bar__phase" data-testid="qb-public-phase">{phase}</span>
            </div>
            <CloseButton lang=store.lang testid="qb-public-close" on_close=move |_| arrivals.dismiss() />
        </header>
        <main class="screen qb-public" data-testid="qb-public-village">
            <p class="muted">
                {move || village.with_value(|v| Key::QbAliveOf.fill(store.lang(), &[&v.alive_count().to_string(), &v.players.len().to_string()]))}
            </p>
            <ul class="qb-seats">{rows}</ul>
            <p class="muted">{move || t(Key::QbPublicHelp)}</p>
        </main>
    }
}
