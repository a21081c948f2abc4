//! The players' handout opened from an `h1.` link: the script as players need it (every
//! character and its ability, the jinxes among them, the Fabled and Loric in play, who wakes in
//! what order), in the reader's language, and nothing of the game. It reads only the decoded
//! [`Handout`] (laid out by [`share::handout::sheet`]); no game is stored. It prints on A4 with
//! the print style sheet (`style/print.css`).

use crate::ui::widgets::close_button::CloseButton;
use leptos::prelude::*;

use crate::i18n::Key;
use crate::share::handout::{self, Waking};
use crate::share::Handout;

use crate::ui::botc::characters::{team_class, team_name};
use crate::ui::botc::link_import::Arrivals;
use crate::ui::store::Store;

/// The plural heading of a character type on the sheet.
fn team_heading(team: crate::engine::character::Team, lang: crate::i18n::Lang) -> &'static str {
    use crate::engine::character::Team;
    let key = match team {
        Team::Townsfolk => Key::HandoutTownsfolk,
        Team::Outsider => Key::HandoutOutsiders,
        Team::Minion => Key::HandoutMinions,
        Team::Demon => Key::HandoutDemons,
        Team::Traveller => Key::HandoutTravellers,
        Team::Fabled | Team::Loric => return team_name(team, lang),
    };
    key.get(lang)
}

#[component]
pub fn HandoutScreen(handout: Handout) -> impl IntoView {
    let store = expect_context::<Store>();
    let arrivals = expect_context::<Arrivals>();
    let t = move |key: Key| store.t(key);
    let handout = StoredValue::new(handout);
    let sheet = Memo::new(move |_| {
        let lang = store.lang();
        handout.with_value(|h| handout::sheet(h, lang))
    });
    let title = move || {
        sheet
            .with(|s| s.title.clone())
            .unwrap_or_else(|| t(Key::CustomScript).to_string())
    };
    let author = move || {
        sheet
            .with(|s| s.author.clone())
            .map(|a| Key::HandoutBy.fill(store.lang(), &[&a]))
    };
    let teams = move || {
        let lang = store.lang();
        sheet.with(|s| {
            s.teams
                .iter()
                .map(|(team, entries)| {
                    let class = format!("handout__team handout__team--{}", team_class(Some(*team)));
                    let rows = entries
                        .iter()
                        .map(|e| {
                            view! {
                                <li class="handout__character" data-testid="handout-character" data-id=e.id.clone()>
                                    <strong class="handout__name">{e.name.clone()}</strong>
                                    <span class="handout__ability">{e.ability.clone()}</span>
                                </li>
                            }
                        })
                        .collect_view();
                    view! {
                        <section class=class data-testid="handout-team">
                            <h2>{team_heading(*team, lang)} <span class="muted">{format!(" ({})", entries.len())}</span></h2>
                            <ul class="plain-list handout__list">{rows}</ul>
                        </section>
                    }
                })
                .collect_view()
        })
    };
    let in_play = move || {
        sheet.with(|s| {
            (!s.in_play.is_empty()).then(|| {
                let rows = s
                    .in_play
                    .iter()
                    .map(|e| {
                        view! {
                            <li class="handout__character" data-testid="handout-in-play">
                                <strong class="handout__name">{e.name.clone()}</strong>
                                <span class="handout__ability">{e.ability.clone()}</span>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="handout__team handout__team--fabled">
                        <h2>{move || t(Key::HandoutInPlay)}</h2>
                        <ul class="plain-list handout__list">{rows}</ul>
                    </section>
                }
            })
        })
    };
    let jinxes = move || {
        let lang = store.lang();
        sheet.with(|s| {
            (!s.jinxes.is_empty()).then(|| {
                let rows = s
                    .jinxes
                    .iter()
                    .map(|j| {
                        let pair = Key::JinxPair.fill(lang, &[&j.a, &j.b]);
                        let mark = j
                            .from_script
                            .then(|| format!(" ({})", Key::JinxFromScript.get(lang)));
                        view! {
                            <li class="jinx" data-testid="handout-jinx">
                                <strong>{pair}</strong>
                                <span class="muted">{mark}</span>
                                " — "
                                {j.text.clone()}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <section class="handout__jinxes">
                        <h2>{move || t(Key::HandoutJinxes)}</h2>
                        <ul class="plain-list jinx-list">{rows}</ul>
                    </section>
                }
            })
        })
    };
    let order = move |list: Vec<Waking>, testid: &'static str| {
        let lang = store.lang();
        list.into_iter()
            .map(|w| {
                let text = match w {
                    Waking::MinionInfo => Key::HandoutMinionInfo.get(lang).to_string(),
                    Waking::DemonInfo => Key::HandoutDemonInfo.get(lang).to_string(),
                    Waking::Character { name, .. } => name,
                };
                view! { <li data-testid=testid>{text}</li> }
            })
            .collect_view()
    };
    let first = move || order(sheet.with(|s| s.first_night.clone()), "handout-first");
    let other = move || order(sheet.with(|s| s.other_nights.clone()), "handout-other");
    let print = move |_| {
        let _ = window().print();
    };

    view! {
        <header class="bar handout__bar">
            <div class="bar__title">
                <h1>{move || t(Key::HandoutTitle)}</h1>
            </div>
            <button class="button" data-testid="handout-print" on:click=print>
                {move || t(Key::HandoutPrint)}
            </button>
            <CloseButton lang=store.lang testid="handout-close" on_close=move |_| arrivals.dismiss() />
        </header>
        <main class="screen handout" data-testid="handout">
            <h2 class="handout__title" data-testid="handout-title">{title}</h2>
            {move || author().map(|a| view! { <p class="muted">{a}</p> })}
            <div class="handout__teams">{teams}</div>
            {in_play}
            {jinxes}
            <section class="handout__nights">
                <div>
                    <h2>{move || t(Key::HandoutFirstNight)}</h2>
                    <ol class="handout__order" data-testid="handout-first-night">{first}</ol>
                </div>
                <div>
                    <h2>{move || t(Key::HandoutOtherNights)}</h2>
                    <ol class="handout__order" data-testid="handout-other-nights">{other}</ol>
                </div>
            </section>
            <p class="muted handout__note">{move || t(Key::HandoutNote)}</p>
        </main>
    }
}
