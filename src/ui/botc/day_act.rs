//! What a player does in public by day with their ability (the Travellers: the Gunslinger's
//! shot, the Judge's ruling, the Matron's swaps, a vote token given to the Beggar), from the
//! definition's [`crate::engine::ability::rules::ByDay`]: the players it may name now, and one
//! button recording [`Command::Act`]. Nothing here knows a character's id.

use leptos::prelude::*;

use crate::engine::command::Command;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::ui::store::Store;

/// The act offered on `id`'s sheet while their definition allows one now.
#[derive(Debug, Clone, PartialEq)]
struct Offer {
    character: &'static str,
    name: String,
    players: usize,
    allowed: Vec<(PlayerId, String)>,
}

#[component]
pub fn DayAct(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.lang();
    let offer = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let (a, by_day) = crate::engine::ability::rules::by_day(st, id)?;
            let allowed: Vec<(PlayerId, String)> = st
                .seats
                .iter()
                .filter(|s| (by_day.may_choose)(st, id, s.id))
                .map(|s| (s.id, s.name.clone()))
                .collect();
            Some(Offer {
                character: a.id,
                name: st.character_name(a.id, store.lang()),
                players: by_day.players,
                allowed,
            })
        })
    });
    let picks = RwSignal::new(Vec::<String>::new());
    let pick = move |i: usize| picks.with(|p| p.get(i).cloned().unwrap_or_default());
    let set_pick = move |i: usize, v: String| {
        picks.update(|p| {
            if p.len() <= i {
                p.resize(i + 1, String::new());
            }
            p[i] = v;
        })
    };
    move || {
        let o = offer.get()?;
        let n = o.players;
        let character = o.character;
        let allowed = StoredValue::new(o.allowed.clone());
        let chosen = move || -> Option<Vec<PlayerId>> {
            (0..n)
                .map(|i| pick(i).parse::<u32>().ok().map(PlayerId))
                .collect()
        };
        Some(view! {
            <div class="sheet__group" data-testid="day-act">
                <h3>{Key::DayActOf.fill(lang(), &[&o.name])}</h3>
                {(0..n).map(|i| view! {
                    <label class="row">
                        <span>{Key::DayActPlayer.fill(lang(), &[&(i + 1).to_string()])}</span>
                        <select class="select" data-testid="day-act-player" prop:value=move || pick(i) on:change=move |ev| set_pick(i, event_target_value(&ev))>
                            <option value="">"—"</option>
                            {allowed.get_value().into_iter().map(|(p, name)| view! { <option value=p.0.to_string()>{name}</option> }).collect_view()}
                        </select>
                    </label>
                }).collect_view()}
                <button class="button button--primary" data-testid="day-act-record" disabled=move || chosen().is_none() on:click=move |_| {
                    if let Some(targets) = chosen() {
                        if store.send(Command::Act { character: character.to_string(), by: Some(id), targets, guess: None }).is_some() {
                            picks.set(Vec::new());
                        }
                    }
                }>
                    {move || store.t(Key::DayActRecord)}
                </button>
            </div>
        })
    }
}

/// The public guess of the evil team offered on `id`'s sheet by day, while their definition
/// says they make one ([`crate::engine::ability::Ability::guesses_evil_team`]: the Alsaahir),
/// they live and have not guessed today: the player named as the Demon, then the players named
/// as the Minions, recorded as one [`Command::Act`] (the Demon first).
#[component]
pub fn EvilTeamGuess(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.lang();
    let offer = Memo::new(move |_| {
        store.game.with(|g| {
            let st = g.state();
            let s = st.seat(id)?;
            let a = crate::engine::ability::of(s.ability_id()).filter(|a| a.guesses_evil_team)?;
            let today = st
                .choices
                .iter()
                .any(|c| c.by == id && c.character == a.id && c.phase == st.phase);
            (st.phase.is_day() && s.alive && !today).then(|| {
                let players: Vec<(PlayerId, String)> = st
                    .seats
                    .iter()
                    .filter(|p| p.id != id)
                    .map(|p| (p.id, p.name.clone()))
                    .collect();
                (a.id, st.character_name(a.id, store.lang()), players)
            })
        })
    });
    let demon = RwSignal::new(String::new());
    let minions = RwSignal::new(Vec::<PlayerId>::new());
    move || {
        let (character, name, players) = offer.get()?;
        let players = StoredValue::new(players);
        let chosen = move || -> Option<Vec<PlayerId>> {
            let d = PlayerId(demon.get().parse::<u32>().ok()?);
            let mut out = vec![d];
            out.extend(minions.get().into_iter().filter(|m| *m != d));
            Some(out)
        };
        Some(view! {
            <div class="sheet__group" data-testid="evil-team-guess">
                <h3>{Key::DayActOf.fill(lang(), &[&name])}</h3>
                <label class="row">
                    <span>{move || store.t(Key::GuessTheDemon)}</span>
                    <select class="select" data-testid="guess-demon" prop:value=move || demon.get() on:change=move |ev| demon.set(event_target_value(&ev))>
                        <option value="">"—"</option>
                        {players.get_value().into_iter().map(|(p, n)| view! { <option value=p.0.to_string()>{n}</option> }).collect_view()}
                    </select>
                </label>
                <fieldset class="chips" data-testid="guess-minions">
                    <legend>{move || store.t(Key::GuessTheMinions)}</legend>
                    {players.get_value().into_iter().map(|(p, n)| view! {
                        <label class="chip">
                            <input
                                type="checkbox"
                                prop:checked=move || minions.with(|m| m.contains(&p))
                                on:change=move |_| minions.update(|m| {
                                    if let Some(i) = m.iter().position(|x| *x == p) {
                                        m.remove(i);
                                    } else {
                                        m.push(p);
                                    }
                                })
                            />
                            {n}
                        </label>
                    }).collect_view()}
                </fieldset>
                <button class="button button--primary" data-testid="guess-record" disabled=move || chosen().is_none() on:click=move |_| {
                    if let Some(targets) = chosen() {
                        if store.send(Command::Act { character: character.to_string(), by: Some(id), targets, guess: None }).is_some() {
                            demon.set(String::new());
                            minions.set(Vec::new());
                        }
                    }
                }>
                    {move || store.t(Key::DayActRecord)}
                </button>
            </div>
        })
    }
}
