//! The grimoire shown to the Spy: when the Spy wakes, the Storyteller hands over the grimoire
//! as it is (see [`crate::engine::card::for_spy`] for what it holds and the rules it follows).
//!
//! Read-only and opaque: every seat around the circle with its name, our token art for the
//! character, the shroud of the dead and their vote token, the drunk and poisoned marks and the
//! reminder tokens, then the same in words, seat by seat, and the bluffs. Nothing on it is a
//! control: the only button is the card screen's "hold to hide" (see [`crate::ui::botc::info_card`]).
//! Everything is worked out once when it opens.

use leptos::prelude::*;

use crate::engine::card::{self, GrimoireSeat};
use crate::engine::character::{Alignment, Lang};
use crate::i18n::Key;

use crate::ui::botc::characters::team_class;
use crate::ui::botc::glyphs::Mark;
use crate::ui::botc::grimoire_board::{place_style, seat_positions, token_size};
use crate::ui::botc::seat_token::{marks_view, reminder_tag, reminder_text};
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;

/// The state of one seat in words: dead, vote token, believed character, alignment, drunk,
/// poisoned, reminders.
fn details(store: Store, s: &GrimoireSeat, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if !s.alive {
        out.push(Key::Dead.get(lang).to_string());
        out.push(
            if s.ghost_vote {
                Key::GhostVote
            } else {
                Key::NoGhostVote
            }
            .get(lang)
            .to_string(),
        );
    }
    if let Some(b) = &s.believes {
        out.push(Key::SpyBelieves.fill(lang, &[&store.character_name(b, lang)]));
    }
    match s.odd_alignment {
        Some(Alignment::Evil) => out.push(Key::EvilWord.get(lang).to_string()),
        Some(Alignment::Good) => out.push(Key::GoodWord.get(lang).to_string()),
        None => {}
    }
    if s.drunk {
        out.push(Key::Drunk.get(lang).to_string());
    }
    if s.poisoned {
        out.push(Key::Poisoned.get(lang).to_string());
    }
    for (c, r) in &s.reminders {
        out.push(reminder_text(c, r, lang));
    }
    out
}

/// The Spy's view of the grimoire (the card screen holds it and its close gesture).
#[component]
pub fn SpyGrimoireView() -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = store.lang.get_untracked();
    let view_of = store.game.with_untracked(|g| card::for_spy(g.state()));
    let n = view_of.seats.len();
    let positions = seat_positions(n);
    let size = token_size(n);
    let name_of = |id: &Option<String>| {
        id.as_deref()
            .map(|c| store.character_name(c, lang))
            .unwrap_or_else(|| Key::NoCharacterYet.get(lang).to_string())
    };

    let circle = view_of
        .seats
        .iter()
        .zip(positions.iter().copied())
        .map(|(s, p)| {
            let def = s.character.as_deref().and_then(|c| store.character(c));
            let class = if s.alive {
                "seat spy-seat"
            } else {
                "seat spy-seat seat--dead"
            };
            let reminders = s
                .reminders
                .iter()
                .map(|(c, r)| reminder_tag(store.character(c), reminder_text(c, r, lang)))
                .collect_view();
            let dead = !s.alive;
            let vote_class = if s.ghost_vote {
                "seat__vote"
            } else {
                "seat__vote seat__vote--spent"
            };
            let align = s.odd_alignment.map(|a| match a {
                Alignment::Evil => view! { <span class="seat__align seat__align--evil">"E"</span> },
                Alignment::Good => view! { <span class="seat__align seat__align--good">"G"</span> },
            });
            let marks: Vec<Mark> = [(Mark::Drunk, s.drunk), (Mark::Poisoned, s.poisoned)]
                .into_iter()
                .filter_map(|(m, on)| on.then_some(m))
                .collect();
            view! {
                <div class=class style=place_style(p, 1.0) data-testid="spy-seat" data-player=s.player.0>
                    <div class="spy-seat__token">
                        <TokenArt character=Signal::derive(move || def) class="seat__art" />
                        {dead.then(|| view! {
                            <span class="seat__shroud"></span>
                            <span class=vote_class></span>
                        })}
                        {align}
                        <span class="seat__marks">
                            {marks_view(marks)}
                        </span>
                        <span class="seat__name">{s.name.clone()}</span>
                    </div>
                </div>
                <div class="seat-reminders" style=place_style(p, 0.62)>
                    <div class="seat-reminders__tags">{reminders}</div>
                </div>
            }
        })
        .collect_view();

    let rows = view_of
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let def = s.character.as_deref().and_then(|c| store.character(c));
            let team = def.map(|d| d.team);
            let more = details(store, s, lang).join(" · ");
            view! {
                <li class=if s.alive { "spy-row" } else { "spy-row spy-row--dead" } data-testid="spy-row">
                    <span class="spy-row__seat">{(i + 1).to_string()}</span>
                    <span class="spy-row__name">{s.name.clone()}</span>
                    <span class=format!("spy-row__character team-text--{}", team_class(team)) data-testid="spy-character">
                        {name_of(&s.character)}
                    </span>
                    {(!more.is_empty()).then(|| view! { <span class="spy-row__more" data-testid="spy-details">{more}</span> })}
                </li>
            }
        })
        .collect_view();

    let bluffs = (!view_of.bluffs.is_empty()).then(|| {
        let list = view_of
            .bluffs
            .iter()
            .map(|b| store.character_name(b, lang))
            .collect::<Vec<_>>()
            .join(", ");
        view! {
            <p class="spy-view__bluffs" data-testid="spy-bluffs">
                {Key::SpyBluffs.fill(lang, &[&list])}
            </p>
        }
    });

    view! {
        <h2 class="show-card__title">{Key::SpyGrimoireTitle.get(lang)}</h2>
        <div class="board spy-view__board" data-testid="spy-board" style=format!("--token: {size}px")>
            {circle}
        </div>
        <ol class="spy-view__rows">{rows}</ol>
        {bluffs}
    }
}
