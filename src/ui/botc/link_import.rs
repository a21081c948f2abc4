//! A shared game arriving by link or file: the "add this game?" dialog, and the message for a
//! link that cannot be opened. Nothing stored changes until the Storyteller chooses, and a game
//! already stored is never replaced without a second confirmation.

use leptos::prelude::*;

use crate::engine::game::Game;
use crate::engine::phase::Phase;
use crate::i18n::Key;
use crate::persist::{Screen, UiState};
use crate::share::{self, GamePreview, Relation, ShareError, Shared, TownSquare};

use crate::ui::rules::{self, Rules};
use crate::ui::store::{now, Store, View};
use crate::ui::widgets::file_transfer;

/// Something that arrived by link or file and waits for the Storyteller.
#[derive(Debug, Clone)]
pub enum Incoming {
    /// A whole game; `related` is a stored game that is the same game (its id and how they
    /// relate).
    Game {
        game: Box<Game>,
        related: Option<(String, Relation)>,
    },
    /// A public town square: shown read-only, nothing stored.
    TownSquare(TownSquare),
    /// The players' handout of a script: shown read-only, nothing stored.
    Handout(Box<share::Handout>),
    /// A link or file that cannot be read.
    Broken(ShareError),
}

/// The one signal holding what arrived, provided by context from the app.
#[derive(Clone, Copy)]
pub struct Arrivals(pub RwSignal<Option<Incoming>>);

impl Arrivals {
    /// Provides the signal, reads the address now and again on every `hashchange`.
    pub fn provide(store: Store) -> Arrivals {
        let arrivals = Arrivals(RwSignal::new(None));
        provide_context(arrivals);
        arrivals.read_address(store);
        let handle = window_event_listener(leptos::ev::hashchange, move |_| {
            arrivals.read_address(store);
        });
        on_cleanup(move || handle.remove());
        arrivals
    }

    /// A game or town-square link (`g2.`, `g1.`, `t2.`, `t1.`) in the address fragment (anything
    /// else there, like `seed=42`, is not ours and is left alone).
    fn read_address(self, store: Store) {
        let text = file_transfer::fragment();
        // A Quinte-bourg link (`q1.`, `v1.`) opens on that game's page.
        if table::envelope::prefix_of(&text, &quintebourg::public::LETTERS).is_ok() {
            crate::ui::saves::go_to_page(&format!("quintebourg.html#{text}"));
            return;
        }
        match share::codec::kind_of(&text) {
            Err(ShareError::NotALink) | Err(ShareError::Empty) => {}
            _ => rules::run(move |rules| {
                self.0
                    .set(Some(examine(rules, (rules.decode_link)(&text), store)))
            }),
        }
    }

    /// A game file's text, read (or the file's error).
    pub fn file(self, store: Store, text: String) {
        rules::run(move |rules| {
            let read = (rules.import_file)(&text).map(|g| Shared::Game(Box::new(g)));
            self.0.set(Some(examine(rules, read, store)));
        });
    }

    /// Done with what arrived: the dialog closes and the link leaves the address.
    pub fn dismiss(self) {
        file_transfer::clear_fragment();
        self.0.set(None);
    }
}

fn examine(rules: Rules, result: Result<Shared, ShareError>, store: Store) -> Incoming {
    match result {
        Err(err) => Incoming::Broken(err),
        Ok(Shared::TownSquare(square)) => Incoming::TownSquare(square),
        Ok(Shared::Handout(handout)) => Incoming::Handout(handout),
        Ok(Shared::Game(game)) => {
            let related = related_game(rules, store, &game);
            Incoming::Game { game, related }
        }
    }
}

/// The first stored game that is the same game as `incoming` (same configuration, one log the
/// start of the other, or equal).
fn related_game(rules: Rules, store: Store, incoming: &Game) -> Option<(String, Relation)> {
    let ids: Vec<String> = store
        .index
        .with_untracked(|i| i.games.iter().map(|g| g.id.clone()).collect());
    ids.into_iter().find_map(|id| {
        let (game, _, _) = (rules.load_game)(&id).ok().flatten()?;
        match share::relation(&game, incoming) {
            Relation::Different => None,
            r => Some((id, r)),
        }
    })
}

/// Stores `game` under `id` (new or replaced) and opens it.
fn store_and_open(store: Store, id: String, game: Game) {
    let screen = if game.state().phase == Phase::Setup {
        Screen::SetupPlayers
    } else {
        Screen::Board
    };
    store.info.set(None);
    store.game_id.set(Some(id));
    store.game.set(game);
    store.ui.set(UiState {
        screen,
        ..UiState::default()
    });
    store.notice.set(None);
    store.save();
    store.view.set(View::Game);
}

/// The dialog over any screen: a game to add, or a link that cannot be opened.
#[component]
pub fn LinkImport() -> impl IntoView {
    let arrivals = expect_context::<Arrivals>();
    move || match arrivals.0.get() {
        Some(Incoming::Game { game, related }) => {
            view! { <AddGameDialog game=*game related=related /> }.into_any()
        }
        Some(Incoming::Broken(err)) => view! { <BrokenLink err=err /> }.into_any(),
        _ => ().into_any(),
    }
}

#[component]
fn BrokenLink(err: ShareError) -> impl IntoView {
    let store = expect_context::<Store>();
    let arrivals = expect_context::<Arrivals>();
    let t = move |key: Key| store.t(key);
    let message = move || err.message(store.lang());
    view! {
        <div class="scrim scrim--top"></div>
        <section class="sheet share-dialog" role="alertdialog" aria-modal="true" aria-labelledby="broken-title" data-testid="broken-link">
            <h2 id="broken-title">{move || t(Key::BrokenLink)}</h2>
            <p data-testid="broken-message">{message}</p>
            <p class="muted">{move || t(Key::NothingChanged)}</p>
            <button class="button button--primary" data-testid="broken-close" on:click=move |_| arrivals.dismiss()>
                {move || t(Key::Close)}
            </button>
        </section>
    }
}

#[component]
fn AddGameDialog(game: Game, related: Option<(String, Relation)>) -> impl IntoView {
    let store = expect_context::<Store>();
    let arrivals = expect_context::<Arrivals>();
    let t = move |key: Key| store.t(key);
    let game = StoredValue::new(game);
    let preview = move || game.with_value(|g| GamePreview::of(g, store.lang()));
    let relation = related.as_ref().map(|(_, r)| *r);
    let related_id = StoredValue::new(related.map(|(id, _)| id));
    let replacing = RwSignal::new(false);

    let add_copy = move |_| {
        let id = format!("g{}", now() as u64);
        store_and_open(store, id, game.get_value());
        arrivals.dismiss();
    };
    let replace = move |_| {
        if let Some(id) = related_id.get_value() {
            store_and_open(store, id, game.get_value());
        }
        arrivals.dismiss();
    };
    let relation_text = move || {
        let lang = store.lang();
        match relation {
            None | Some(Relation::Different) => None,
            Some(Relation::Same) => Some(Key::RelationSame.get(lang).to_string()),
            Some(Relation::Ahead(n)) => Some(Key::RelationAhead.fill(lang, &[&n.to_string()])),
            Some(Relation::Behind(n)) => Some(Key::RelationBehind.fill(lang, &[&n.to_string()])),
        }
    };
    let is_related = relation.is_some();

    view! {
        <div class="scrim scrim--top"></div>
        <section class="sheet share-dialog" role="dialog" aria-modal="true" aria-labelledby="add-title" data-testid="link-preview">
            <h2 id="add-title">{move || t(Key::AddGameQuestion)}</h2>
            {move || {
                let p = preview();
                let lang = store.lang();
                let title = if p.name.is_empty() { t(Key::SharedGame).to_string() } else { p.name.clone() };
                let players = Key::PreviewPlayers
                    .fill(lang, &[&p.player_count().to_string(), &p.alive.to_string()]);
                let last = match &p.last_action {
                    Some(a) => Key::PreviewLast.fill(lang, &[a]),
                    None => Key::PreviewNoAction.get(lang).to_string(),
                };
                view! {
                    <div class="preview">
                        <p class="preview__title"><strong>{title}</strong></p>
                        <p data-testid="preview-script">{p.script.clone()}</p>
                        <p data-testid="preview-phase">{Key::PreviewWhere.fill(lang, &[&p.phase_label])}</p>
                        <p data-testid="preview-players">{players}</p>
                        <p class="preview__names" data-testid="preview-names">{p.players.join(", ")}</p>
                        <p data-testid="preview-last">{last}</p>
                        <p class="muted">{Key::PreviewActions.fill(lang, &[&p.actions.to_string()])}</p>
                    </div>
                }
            }}
            <Show when=move || relation_text().is_some()>
                <p class="preview__relation" role="status" data-testid="preview-relation">{relation_text}</p>
            </Show>
            <Show
                when=move || replacing.get()
                fallback=move || {
                    view! {
                        <div class="share-dialog__actions">
                            <button class="button button--primary" data-testid="add-game" on:click=add_copy>
                                {move || if is_related { t(Key::AddAsCopy) } else { t(Key::AddGame) }}
                            </button>
                            <Show when=move || is_related>
                                <button class="button button--danger" data-testid="replace-game" on:click=move |_| replacing.set(true)>
                                    {move || t(Key::ReplaceGame)}
                                </button>
                            </Show>
                            <button class="button" data-testid="cancel-import" on:click=move |_| arrivals.dismiss()>
                                {move || t(Key::Cancel)}
                            </button>
                        </div>
                    }
                }
            >
                <div class="confirm" role="alertdialog" aria-label=move || t(Key::ReplaceQuestion)>
                    <p>{move || t(Key::ReplaceQuestion)}</p>
                    <div class="row">
                        <button class="button button--danger" data-testid="confirm-replace" on:click=replace>
                            {move || t(Key::YesReplace)}
                        </button>
                        <button class="button" on:click=move |_| replacing.set(false)>
                            {move || t(Key::Cancel)}
                        </button>
                    </div>
                </div>
            </Show>
        </section>
    }
}
