//! "Show to player" cards: what the Storyteller holds up to a waking player (This is the Demon,
//! These are your Minions, a number, a nod, a character token, pointed players…), full screen on
//! an opaque background.
//!
//! While a card is up, `app.rs` renders the card alone: the board, the night sheet and every
//! other player's character leave the page, so the one looking at the phone can read nothing
//! but what the card shows. A card for one player closes only with a deliberate gesture (a
//! long press on "hold to hide"), so a stray tap does not show them the grimoire; a public card
//! (dawn, a Slayer's shot) closes with a tap. A card for one player can also go to their own
//! phone: "Show on their phone" puts it in a QR code (`crate::player_card::botc_info`).

use leptos::prelude::*;
use std::time::Duration;

use crate::engine::card::Card;
use crate::engine::character::{Alignment, Lang};
use crate::engine::seat::PlayerId;
use crate::engine::state::GameState;
use crate::i18n::Key;

use crate::ui::botc::spy_grimoire::SpyGrimoireView;
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::keep_on_back;
use crate::ui::widgets::card_qr::CardQr;
use crate::ui::widgets::file_transfer;

/// How long "hold to hide" must be held.
pub const HOLD: Duration = Duration::from_millis(700);

/// What is on the card screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    /// The cards, shown together top to bottom.
    pub cards: Vec<Card>,
    /// Read out to everyone: a tap closes it.
    pub public: bool,
    /// The whole grimoire, shown to the Spy (see [`crate::ui::botc::spy_grimoire`]) instead of cards.
    pub grimoire: bool,
}

/// The card on screen, if any; provided once from `app.rs`.
#[derive(Clone, Copy)]
pub struct CardState {
    pub shown: RwSignal<Option<Shown>>,
}

impl Default for CardState {
    fn default() -> Self {
        Self::new()
    }
}

impl CardState {
    pub fn new() -> Self {
        CardState {
            shown: RwSignal::new(None),
        }
    }

    /// Holds cards up to one player.
    pub fn show(&self, cards: Vec<Card>) {
        if !cards.is_empty() {
            self.shown.set(Some(Shown {
                cards,
                public: false,
                grimoire: false,
            }));
        }
    }

    /// Shows an announcement for everyone.
    pub fn announce(&self, cards: Vec<Card>) {
        if !cards.is_empty() {
            self.shown.set(Some(Shown {
                cards,
                public: true,
                grimoire: false,
            }));
        }
    }

    /// Shows the grimoire to the Spy: read-only, closed like a card for one player.
    pub fn show_grimoire(&self) {
        self.shown.set(Some(Shown {
            cards: Vec::new(),
            public: false,
            grimoire: true,
        }));
    }

    pub fn hide(&self) {
        self.shown.set(None);
    }
}

/// The names of players, read once from the game.
fn names(state: &GameState, players: &[PlayerId]) -> Vec<String> {
    players.iter().map(|p| state.name(*p)).collect()
}

/// One card's title, and what it shows: player names, character ids, a big word.
struct Face {
    title: Key,
    players: Vec<String>,
    characters: Vec<String>,
    big: Option<String>,
    alignment: Option<Alignment>,
}

fn face(card: &Card, state: &GameState, lang: Lang) -> Face {
    let blank = |title| Face {
        title,
        players: Vec::new(),
        characters: Vec::new(),
        big: None,
        alignment: None,
    };
    match card {
        Card::ThisIsTheDemon { player } => Face {
            players: names(state, &[*player]),
            ..blank(Key::CardThisIsTheDemon)
        },
        Card::TheseAreYourMinions { players } => Face {
            players: names(state, players),
            ..blank(Key::CardYourMinions)
        },
        Card::NotInPlay { characters } => Face {
            characters: characters.clone(),
            ..blank(Key::CardNotInPlay)
        },
        Card::YouAre {
            character,
            alignment,
        } => Face {
            characters: character.iter().cloned().collect(),
            alignment: *alignment,
            ..blank(Key::CardYouAre)
        },
        Card::SelectedYou { character } => Face {
            characters: vec![character.clone()],
            ..blank(Key::CardSelectedYou)
        },
        Card::HasAbility { character } => Face {
            characters: vec![character.clone()],
            ..blank(Key::CardHasAbility)
        },
        Card::UsedAbilityToday => blank(Key::CardUsedAbility),
        Card::Number { value } => Face {
            big: Some(value.to_string()),
            ..blank(Key::CardNumber)
        },
        Card::YesNo { yes } => Face {
            big: Some(if *yes { Key::Yes } else { Key::No }.get(lang).to_string()),
            ..blank(Key::CardYesNo)
        },
        Card::Character { character } => Face {
            characters: vec![character.clone()],
            ..blank(Key::CardCharacter)
        },
        Card::Players { players } => Face {
            players: names(state, players),
            ..blank(Key::CardPlayers)
        },
        Card::PlayerIs { player, character } => Face {
            players: names(state, &[*player]),
            characters: vec![character.clone()],
            ..blank(Key::CardPlayerIs)
        },
        Card::Characters { characters } => Face {
            characters: characters.clone(),
            ..blank(Key::CardCharacters)
        },
        Card::Text { text } => Face {
            big: Some(text.clone()),
            ..blank(Key::CardText)
        },
        Card::Direction { clockwise } => Face {
            big: Some(
                if *clockwise {
                    Key::Clockwise
                } else {
                    Key::Anticlockwise
                }
                .get(lang)
                .to_string(),
            ),
            ..blank(Key::CardDirection)
        },
        // A thumb: good and evil in their colours, neither as a word.
        Card::Alignment { alignment } => Face {
            alignment: *alignment,
            big: alignment
                .is_none()
                .then(|| Key::Neither.get(lang).to_string()),
            ..blank(Key::CardAlignment)
        },
        Card::Died { players } if players.is_empty() => Face {
            big: Some(Key::NobodyDied.get(lang).to_string()),
            ..blank(Key::CardDawn)
        },
        Card::Died { players } => Face {
            players: names(state, players),
            ..blank(Key::CardDied)
        },
        Card::Executed { player } => Face {
            players: names(state, &[*player]),
            ..blank(Key::CardExecuted)
        },
        Card::NothingHappens => Face {
            big: Some(Key::NothingHappens.get(lang).to_string()),
            ..blank(Key::CardSlayer)
        },
    }
}

/// The card screen. Everything on it is worked out once when it opens, from the cards alone.
#[component]
pub fn InfoCard() -> impl IntoView {
    let store = expect_context::<Store>();
    let cards = expect_context::<CardState>();
    let lang = store.lang.get_untracked();
    let Some(shown) = cards.shown.get_untracked() else {
        return ().into_any();
    };
    // Held up to a player: Back must not show them the grimoire.
    keep_on_back();
    if shown.grimoire {
        return view! {
            <div
                class="show-card spy-view"
                role="dialog"
                aria-modal="true"
                aria-label=Key::SpyGrimoireTitle.get(lang)
                data-testid="spy-grimoire"
                on:contextmenu=|ev| ev.prevent_default()
            >
                <SpyGrimoireView />
                <HoldToHide />
            </div>
        }
        .into_any();
    }
    let faces: Vec<Face> = store.game.with_untracked(|g| {
        shown
            .cards
            .iter()
            .map(|c| face(c, g.state(), lang))
            .collect()
    });
    let public = shown.public;
    // The same cards as a QR code, for the player's own phone.
    let phone = RwSignal::new(false);
    let link = (!public).then(|| {
        store.game.with_untracked(|g| {
            let card = crate::player_card::botc_info(g.state(), &shown.cards);
            crate::player_card::link(&file_transfer::app_base(), &card)
        })
    });
    let body = faces
        .into_iter()
        .map(|f| {
            let characters = f
                .characters
                .iter()
                .map(|id| {
                    let def = store.character(id);
                    let name = def
                        .map(|d| d.name.get(lang).to_string())
                        .unwrap_or_else(|| id.clone());
                    view! {
                        <div class="show-card__token">
                            <TokenArt character=Signal::derive(move || def) class="token-art--large" />
                            <span class="show-card__character" data-testid="card-character">{name}</span>
                        </div>
                    }
                })
                .collect_view();
            let players = f
                .players
                .iter()
                .map(|n| view! { <li class="show-card__player" data-testid="card-player">{n.clone()}</li> })
                .collect_view();
            let has_players = !f.players.is_empty();
            let alignment = f.alignment.map(|a| {
                let (key, class) = match a {
                    Alignment::Good => (Key::Good, "show-card__align show-card__align--good"),
                    Alignment::Evil => (Key::Evil, "show-card__align show-card__align--evil"),
                };
                view! { <p class=class>{key.get(lang)}</p> }
            });
            view! {
                <section class="show-card__face">
                    <h2 class="show-card__title" data-testid="card-title">{f.title.get(lang)}</h2>
                    {f.big.map(|b| {
                        // A sentence is set smaller than a number or a word, and wraps.
                        let class = if b.chars().count() > 12 { "show-card__big show-card__big--text" } else { "show-card__big" };
                        view! { <p class=class data-testid="card-big">{b}</p> }
                    })}
                    <div class="show-card__tokens">{characters}</div>
                    {has_players.then(|| view! { <ul class="show-card__players">{players}</ul> })}
                    {alignment}
                </section>
            }
        })
        .collect_view();

    view! {
        <div
            class=if public { "show-card show-card--public" } else { "show-card" }
            role="dialog"
            aria-modal="true"
            aria-label=Key::ShowToPlayer.get(lang)
            data-testid="info-card"
            on:contextmenu=|ev| ev.prevent_default()
        >
            <div class="show-card__faces">{body}</div>
            {link.map(|link| view! {
                <button class="button show-card__phone" data-testid="card-phone" on:click=move |_| phone.set(true)>
                    {Key::ShowOnPhone.get(lang)}
                </button>
                <Show when=move || phone.get()>
                    <CardQr lang=store.lang link=link.clone() on_close=move |_| phone.set(false) />
                </Show>
            })}
            {if public {
                view! {
                    <button class="button button--primary show-card__close" data-testid="card-close" on:click=move |_| cards.hide()>
                        {Key::Close.get(lang)}
                    </button>
                }
                    .into_any()
            } else {
                view! { <HoldToHide /> }
                    .into_any()
            }}
        </div>
    }
    .into_any()
}

/// The deliberate gesture that closes a card for one player: "hold to hide", held for
/// [`HOLD`] (a stray tap does nothing), or Enter/Space held on a keyboard.
#[component]
fn HoldToHide() -> impl IntoView {
    let store = expect_context::<Store>();
    let cards = expect_context::<CardState>();
    let lang = store.lang.get_untracked();
    let holding = RwSignal::new(false);
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let cancel = move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        timer.set_value(None);
        holding.set(false);
    };
    let press = move || {
        cancel();
        holding.set(true);
        let handle = set_timeout_with_handle(
            move || {
                holding.set(false);
                cards.hide();
            },
            HOLD,
        )
        .ok();
        timer.set_value(handle);
    };
    on_cleanup(move || {
        if let Some(h) = timer.try_get_value().flatten() {
            h.clear();
        }
    });
    view! {
        <button
            class=move || if holding.get() { "button show-card__hold show-card__hold--on" } else { "button show-card__hold" }
            data-testid="card-hide"
            aria-label=Key::HoldToHide.get(lang)
            on:pointerdown=move |_| press()
            on:pointerup=move |_| cancel()
            on:pointerleave=move |_| cancel()
            on:pointercancel=move |_| cancel()
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    if !holding.get_untracked() {
                        press();
                    }
                }
            }
            on:keyup=move |_| cancel()
        >
            <span class="show-card__hold-fill" aria-hidden="true"></span>
            <span class="show-card__hold-text">{Key::HoldToHide.get(lang)}</span>
        </button>
    }
}
