//! "Show a card": a card of the Storyteller's own choosing, at any moment of the night or the
//! day (issue 5) — the kind first, then what it shows: players tapped by name, characters of
//! the script grouped by type with a search, "You are" with a character and/or an alignment, a
//! number on a stepper, a yes or a no. Then the same full-screen card as the night steps'
//! (see [`crate::ui::botc::info_card`]), closed with the same deliberate gesture.
//!
//! Showing the card writes a note in the log ([`card::shown_note`]): the history keeps what was
//! shown, to whom when the Storyteller says, and undo takes the note back like any command.
//! The composer itself is for the Storyteller's eyes: it leaves the page when the card goes up.

use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::card::{self, CardKind, Draft};
use crate::engine::character::{Alignment, CharacterDef, Lang, Team};
use crate::engine::seat::PlayerId;
use crate::i18n::Key;

use crate::ui::botc::characters::{script_choices, team_class, team_name};
use crate::ui::botc::info_card::CardState;
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::close_on_back;

/// The name of a kind on the composer's buttons.
fn kind_name(kind: CardKind) -> Key {
    match kind {
        CardKind::ThisIsTheDemon => Key::CardThisIsTheDemon,
        CardKind::TheseAreYourMinions => Key::CardYourMinions,
        CardKind::NotInPlay => Key::CardNotInPlay,
        CardKind::YouAre => Key::CardYouAre,
        CardKind::SelectedYou => Key::CardSelectedYou,
        CardKind::UsedAbilityToday => Key::CardUsedAbility,
        CardKind::Number => Key::KindNumber,
        CardKind::YesNo => Key::KindYesNo,
        CardKind::Character => Key::KindCharacter,
        CardKind::Players => Key::KindPlayers,
        CardKind::Alignment => Key::KindAlignment,
        CardKind::Characters => Key::KindCharacters,
        CardKind::PlayerIs => Key::KindPlayerIs,
        CardKind::Text => Key::KindText,
    }
}

/// Lower case without French accents, so "eveque" finds "Évêque".
fn fold(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect()
}

/// Does a character match the search, by its name in either language?
fn matches(def: &CharacterDef, query: &str) -> bool {
    let q = fold(query.trim());
    q.is_empty()
        || fold(def.name.get(Lang::En)).contains(&q)
        || fold(def.name.get(Lang::Fr)).contains(&q)
}

/// The "Show a card" button, and the composer it opens; only while the game is in play.
#[component]
pub fn ShowCardButton(
    /// The player the card is for, chosen beforehand (from a seat's sheet).
    #[prop(optional, into)]
    to: Option<PlayerId>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let open = RwSignal::new(false);
    let in_play = Memo::new(move |_| store.game.with(|g| g.phase().in_play()));
    view! {
        <Show when=move || in_play.get()>
            <button
                class="button card-tools__show"
                data-testid="compose-card"
                aria-haspopup="dialog"
                on:click=move |_| open.set(true)
            >
                {move || store.t(Key::ShowACard)}
            </button>
        </Show>
        <Show when=move || open.get()>
            <CardComposer open=open to=to />
        </Show>
    }
}

/// The composer, full screen over the board.
#[component]
fn CardComposer(open: RwSignal<bool>, to: Option<PlayerId>) -> impl IntoView {
    let store = expect_context::<Store>();
    close_on_back(move || open.set(false));
    let cards = expect_context::<CardState>();
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();
    let draft = RwSignal::new(Draft::default());
    let to = RwSignal::new(to);
    let search = RwSignal::new(String::new());
    let kind = Memo::new(move |_| draft.with(|d| d.kind));
    let ready = Memo::new(move |_| draft.with(|d| d.card().is_some()));
    let players = store.players;
    // The script does not change during play: its characters are read once.
    let choices: StoredValue<Vec<&'static CharacterDef>> = StoredValue::new(
        store
            .game
            .with_untracked(|g| script_choices(&g.state().script, true)),
    );

    let show = move |_| {
        let Some(card) = draft.with_untracked(|d| d.card()) else {
            return;
        };
        let note = store
            .game
            .with_untracked(|g| card::shown_note(&card, to.get_untracked(), g.state(), lang()));
        store.send(note);
        cards.show(vec![card]);
    };

    // Escape closes the composer wherever the focus is (a disabled button drops it).
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            open.set(false);
        }
    });
    on_cleanup(move || escape.remove());

    let kinds = CardKind::ALL
        .into_iter()
        .map(|k| {
            view! {
                <button
                    class="composer__kind"
                    role="radio"
                    data-testid="card-kind"
                    data-kind=k.id()
                    aria-checked=move || (kind.get() == Some(k)).to_string()
                    on:click=move |_| draft.update(|d| d.set_kind(k))
                >
                    {move || t(kind_name(k))}
                </button>
            }
        })
        .collect_view();

    // Players, by name, in seat order.
    let player_picker = move || {
        let max = kind.get().map_or(0, CardKind::max_players);
        (max > 0).then(|| {
            let chips = players
                .get()
                .into_iter()
                .map(|(id, name)| {
                    view! {
                        <button
                            class="chip composer__chip"
                            data-testid="composer-player"
                            data-player=id.0
                            aria-pressed=move || draft.with(|d| d.players.contains(&id)).to_string()
                            on:click=move |_| draft.update(|d| d.toggle_player(id))
                        >
                            {name}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <section class="composer__part">
                    <p class="composer__hint">
                        {move || t(if max == 1 { Key::ComposerPickOnePlayer } else { Key::ComposerPickPlayers })}
                    </p>
                    <div class="chips">{chips}</div>
                </section>
            }
        })
    };

    // Characters of the script by type, filtered by the search.
    let character_list = move || {
        let query = search.get();
        let lang = lang();
        let mut groups: Vec<(Team, Vec<&'static CharacterDef>)> = Vec::new();
        for d in choices
            .get_value()
            .into_iter()
            .filter(|d| matches(d, &query))
        {
            match groups.last_mut() {
                Some((team, list)) if *team == d.team => list.push(d),
                _ => groups.push((d.team, vec![d])),
            }
        }
        if groups.is_empty() {
            return view! { <p class="muted" data-testid="composer-no-match">{t(Key::NoCharacterMatches)}</p> }
                .into_any();
        }
        groups
            .into_iter()
            .map(|(team, list)| {
                let buttons = list
                    .into_iter()
                    .map(|d| {
                        let id = d.id;
                        view! {
                            <button
                                class=format!("composer__character team--{}", team_class(Some(d.team)))
                                data-testid="composer-character"
                                data-character=id
                                aria-pressed=move || draft.with(|x| x.characters.iter().any(|c| c == id)).to_string()
                                on:click=move |_| draft.update(|x| x.toggle_character(id))
                            >
                                <TokenArt character=Signal::derive(move || Some(d)) class="token-art--small" />
                                <span>{d.name.get(lang)}</span>
                            </button>
                        }
                    })
                    .collect_view();
                view! {
                    <h3 class="composer__group">{team_name(team, lang)}</h3>
                    <div class="composer__characters">{buttons}</div>
                }
            })
            .collect_view()
            .into_any()
    };
    let character_picker = move || {
        let k = kind.get()?;
        let max = k.max_characters();
        (max > 0).then(|| {
            let hint = move || match k {
                CardKind::NotInPlay => Key::ComposerPickThree
                    .fill(lang(), &[&draft.with(|d| d.characters.len()).to_string()]),
                CardKind::YouAre => t(Key::ComposerPickCharacterOptional).to_string(),
                CardKind::Characters => t(Key::ComposerPickCharacters).to_string(),
                _ => t(Key::ComposerPickCharacter).to_string(),
            };
            view! {
                <section class="composer__part">
                    <p class="composer__hint" data-testid="composer-character-hint">{hint}</p>
                    <input
                        class="input composer__search"
                        type="search"
                        data-testid="composer-search"
                        aria-label=move || t(Key::SearchCharacters)
                        placeholder=move || t(Key::SearchCharacters)
                        prop:value=move || search.get()
                        on:input=move |ev| search.set(event_target_value(&ev))
                    />
                    {character_list}
                </section>
            }
        })
    };

    let alignment_picker = move || {
        matches!(kind.get(), Some(CardKind::YouAre | CardKind::Alignment)).then(|| {
            let option = move |value: Option<Alignment>, key: Key, testid: &'static str| {
                view! {
                    <button
                        class="composer__choice"
                        role="radio"
                        data-testid="composer-alignment"
                        data-alignment=testid
                        aria-checked=move || draft.with(|d| d.alignment == value).to_string()
                        on:click=move |_| draft.update(|d| d.alignment = value)
                    >
                        {move || t(key)}
                    </button>
                }
            };
            view! {
                <section class="composer__part">
                    <p class="composer__hint">{move || t(Key::AlignmentLegend)}</p>
                    <div class="composer__choices" role="radiogroup" aria-label=move || t(Key::AlignmentLegend)>
                        {option(None, Key::NoAlignment, "none")}
                        {option(Some(Alignment::Good), Key::Good, "good")}
                        {option(Some(Alignment::Evil), Key::Evil, "evil")}
                    </div>
                </section>
            }
        })
    };

    let number_picker = move || {
        (kind.get() == Some(CardKind::Number)).then(|| {
            let value = move || draft.with(|d| d.number);
            view! {
                <section class="composer__part composer__stepper">
                    <button
                        class="composer__step"
                        data-testid="number-down"
                        aria-label=move || t(Key::NumberLess)
                        disabled=move || value() == 0
                        on:click=move |_| draft.update(|d| d.step_number(-1))
                    >
                        "−"
                    </button>
                    <output class="composer__number" data-testid="number-value" aria-live="polite">
                        {move || value().to_string()}
                    </output>
                    <button
                        class="composer__step"
                        data-testid="number-up"
                        aria-label=move || t(Key::NumberMore)
                        disabled=move || { value() >= card::MAX_NUMBER }
                        on:click=move |_| draft.update(|d| d.step_number(1))
                    >
                        "+"
                    </button>
                </section>
            }
        })
    };

    let yes_no_picker = move || {
        (kind.get() == Some(CardKind::YesNo)).then(|| {
            let option = move |yes: bool, key: Key, testid: &'static str| {
                view! {
                    <button
                        class=if yes { "composer__answer composer__answer--yes" } else { "composer__answer composer__answer--no" }
                        role="radio"
                        data-testid=testid
                        aria-checked=move || draft.with(|d| d.yes == Some(yes)).to_string()
                        on:click=move |_| draft.update(|d| d.yes = Some(yes))
                    >
                        {move || t(key)}
                    </button>
                }
            };
            view! {
                <section class="composer__part">
                    <div class="composer__answers" role="radiogroup" aria-label=move || t(Key::ComposerAnswerLegend)>
                        {option(true, Key::Yes, "composer-yes")}
                        {option(false, Key::No, "composer-no")}
                    </div>
                </section>
            }
        })
    };

    let text_field = move || {
        (kind.get() == Some(CardKind::Text)).then(|| {
            view! {
                <section class="composer__part">
                    <p class="composer__hint">{move || t(Key::ComposerText)}</p>
                    <input
                        class="input"
                        type="text"
                        maxlength=card::MAX_TEXT.to_string()
                        data-testid="composer-text"
                        aria-label=move || t(Key::ComposerText)
                        prop:value=move || draft.with(|d| d.text.clone())
                        on:input=move |ev| draft.update(|d| d.set_text(&event_target_value(&ev)))
                    />
                </section>
            }
        })
    };

    let asks = move || {
        (kind.get() == Some(CardKind::UsedAbilityToday))
            .then(|| view! { <p class="composer__hint">{move || t(Key::ComposerAsks)}</p> })
    };

    // Who the card is for: only for the record in the history.
    let recipient = move || {
        kind.get().map(|_| {
            let chips = players
                .get()
                .into_iter()
                .map(|(id, name)| {
                    view! {
                        <button
                            class="chip composer__chip"
                            role="radio"
                            data-testid="composer-to"
                            data-player=id.0
                            aria-checked=move || (to.get() == Some(id)).to_string()
                            on:click=move |_| to.update(|x| *x = if *x == Some(id) { None } else { Some(id) })
                        >
                            {name}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <section class="composer__part composer__to">
                    <p class="composer__hint">{move || t(Key::ShownToLegend)}</p>
                    <div class="chips" role="radiogroup" aria-label=move || t(Key::ShownToLegend)>
                        <button
                            class="chip composer__chip"
                            role="radio"
                            data-testid="composer-to-nobody"
                            aria-checked=move || to.get().is_none().to_string()
                            on:click=move |_| to.set(None)
                        >
                            {move || t(Key::ShownToNobody)}
                        </button>
                        {chips}
                    </div>
                </section>
            }
        })
    };

    view! {
        <div
            class="composer"
            role="dialog"
            aria-modal="true"
            aria-label=move || t(Key::ShowACard)
            data-testid="card-composer"
        >
            <header class="composer__head">
                <h2>{move || t(Key::ShowACard)}</h2>
                <button
                    class="icon-button"
                    data-testid="composer-cancel"
                    aria-label=move || t(Key::Cancel)
                    on:click=move |_| open.set(false)
                >
                    "✕"
                </button>
            </header>
            <div class="composer__body">
                <div class="composer__kinds" role="radiogroup" aria-label=move || t(Key::CardKindLegend)>
                    {kinds}
                </div>
                {player_picker}
                {character_picker}
                {alignment_picker}
                {text_field}
                {number_picker}
                {yes_no_picker}
                {asks}
                {recipient}
            </div>
            <footer class="composer__foot">
                <Show when=move || kind.get().is_some() && !ready.get()>
                    <p class="muted composer__missing" data-testid="composer-missing">{move || t(Key::ComposerIncomplete)}</p>
                </Show>
                <button
                    class="button button--primary composer__show"
                    data-testid="composer-show"
                    disabled=move || !ready.get()
                    on:click=show
                >
                    {move || t(Key::ShowTheCard)}
                </button>
            </footer>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The character table's row whose English name is `name`.
    fn named(name: &str) -> &'static crate::engine::character::CharacterDef {
        crate::engine::character::all()
            .iter()
            .find(|c| c.name.en() == name)
            .unwrap()
    }

    #[test]
    fn search_finds_either_language_without_accents() {
        let chef = named("Chef");
        assert!(matches(chef, "CHE"));
        assert!(matches(chef, "cuis"));
        assert!(matches(chef, ""));
        // Another character's name finds it not.
        assert!(!matches(chef, "Imp"));
        let ww = named("Washerwoman");
        assert!(matches(ww, "lavandie"));
        assert!(matches(ww, "lavandiè"));
    }

    #[test]
    fn every_kind_has_a_name() {
        for k in CardKind::ALL {
            assert!(!kind_name(k).get(Lang::En).is_empty());
        }
    }
}
