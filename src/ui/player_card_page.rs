//! The player's card, on the player's own phone (`index.html#c1.…`): read-only, what the
//! Storyteller or game master sent them in a QR code and nothing else. It is part of the home
//! page's WebAssembly, which every phone that opened the app once keeps offline; it reads no
//! saved game, starts no journal and stores nothing but the language picked.
//!
//! The card carries its words in both languages (`table::player_card`): the reader picks theirs.

use leptos::prelude::*;

use table::player_card::{self, CardError, LineKind, PlayerCard};

use crate::i18n::{Key, Lang};
use crate::ui::widgets::language::provide_language;

/// The app's other link letters, so a game or town-square link is told apart from garbage.
const OTHER_LETTERS: [char; 4] = ['g', 't', 'q', 'v'];

/// The card page, for the card in `fragment`.
#[component]
pub fn PlayerCardPage(fragment: String) -> impl IntoView {
    let lang = provide_language(|_| {});
    let card: Result<PlayerCard, CardError> = player_card::decode(&fragment, &OTHER_LETTERS);
    let t = move |key: Key| key.get(lang.get());
    let game = match card.as_ref().map(|c| c.ruleset.as_str()) {
        Ok("quintebourg") => Some(Key::RulesetQuintebourg),
        Ok("botc") => Some(Key::RulesetBotc),
        _ => None,
    };
    let body = match card {
        Ok(card) => view! { <CardFaces card=card lang=lang /> }.into_any(),
        Err(e) => view! {
            <p class="player-card__error" role="alert" data-testid="player-card-error">
                {move || e.message(lang.get())}
            </p>
            <a class="button" href="./" data-testid="player-card-home">{move || t(Key::PlayerCardHome)}</a>
        }
        .into_any(),
    };
    view! {
        <main class="player-card" data-testid="player-card">
            <header class="player-card__bar">
                <span class="player-card__game" data-testid="player-card-game">
                    {move || game.map(t).unwrap_or_else(|| t(Key::AppName))}
                </span>
                <button
                    class="button player-card__lang"
                    data-testid="player-card-lang"
                    lang=move || if lang.get() == Lang::En { "fr" } else { "en" }
                    on:click=move |_| lang.update(|l| *l = if *l == Lang::En { Lang::Fr } else { Lang::En })
                >
                    {move || t(Key::SwitchLanguage)}
                </button>
            </header>
            {body}
        </main>
    }
}

/// The card's faces, each with its title and lines.
#[component]
fn CardFaces(card: PlayerCard, lang: RwSignal<Lang>) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    let player = (!card.player.is_empty()).then(|| {
        let name = card.player.clone();
        view! { <p class="player-card__name" data-testid="player-card-player-name">{name}</p> }
    });
    let faces = card
        .faces
        .into_iter()
        .map(|face| {
            let title = face.title;
            let players: Vec<_> = face
                .lines
                .iter()
                .filter(|l| l.kind == LineKind::Player)
                .map(|l| l.name.clone())
                .collect();
            let others = face
                .lines
                .into_iter()
                .filter(|l| l.kind != LineKind::Player)
                .map(|line| match line.kind {
                    LineKind::Big => {
                        let text = line.name;
                        // A sentence is set smaller than a number or a word, and wraps.
                        let class = if text.en.chars().count() > 12 {
                            "player-card__big player-card__big--text"
                        } else {
                            "player-card__big"
                        };
                        view! {
                            <p class=class data-testid="player-card-big">
                                {move || text.get(lang.get()).to_string()}
                            </p>
                        }
                        .into_any()
                    }
                    _ => {
                        let (name, detail, text) = (line.name, line.detail, line.text);
                        let has_detail = !detail.is_empty();
                        let has_text = !text.is_empty();
                        view! {
                            <div class="player-card__character" data-testid="player-card-line">
                                <h3 class="player-card__character-name" data-testid="player-card-character">
                                    {move || name.get(lang.get()).to_string()}
                                </h3>
                                {has_detail.then(|| view! {
                                    <p class="player-card__detail" data-testid="player-card-detail">{move || detail.get(lang.get()).to_string()}</p>
                                })}
                                {has_text.then(|| view! {
                                    <p class="player-card__text" data-testid="player-card-text">{move || text.get(lang.get()).to_string()}</p>
                                })}
                            </div>
                        }
                        .into_any()
                    }
                })
                .collect_view();
            let has_players = !players.is_empty();
            view! {
                <section class="player-card__face" data-testid="player-card-face">
                    <h2 class="player-card__title" data-testid="player-card-title">{move || title.get(lang.get()).to_string()}</h2>
                    {others}
                    {has_players.then(|| view! {
                        <ul class="show-card__players player-card__players">
                            {players.into_iter().map(|n| view! { <li data-testid="player-card-pointed">{n.en}</li> }).collect_view()}
                        </ul>
                    })}
                </section>
            }
        })
        .collect_view();
    view! {
        {player}
        <div class="player-card__faces">{faces}</div>
        <p class="muted player-card__note" data-testid="player-card-note">{move || t(Key::PlayerCardNote)}</p>
    }
}
