use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::character::{Alignment, CharacterDef, Lang, SetupEffect, Team};
use crate::engine::command::{Assignment, Command};
use crate::engine::script::Script;
use crate::engine::seat::PlayerId;
use crate::engine::setup;
use crate::engine::state::GameState;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::engine::jinx;
use crate::ui::botc::characters::{script_choices, team_name, CharacterSelect};
use crate::ui::botc::jinxes::{self, JinxList, JinxNote};
use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// 002: seats beyond the fifteenth are Travellers.
const TRAVELLER_FROM: usize = 15;

/// The draft in seat order: one entry per seated player, kept from the saved draft when
/// present, else from the characters already handed out.
fn reconcile(draft: &[Assignment], state: &GameState) -> Vec<Assignment> {
    state
        .seats
        .iter()
        .map(|s| {
            draft
                .iter()
                .find(|a| a.player == s.id)
                .cloned()
                .unwrap_or_else(|| Assignment {
                    player: s.id,
                    character: s.character.clone().unwrap_or_default(),
                    shown: s.shown.clone(),
                    alignment: if s.traveller { s.alignment } else { None },
                })
        })
        .collect()
}

/// The explanation of one [bracketed] setup change.
fn explain(effect: &SetupEffect, lang: Lang) -> String {
    let signed = |d: i8| {
        if d > 0 {
            format!("+{d}")
        } else {
            d.to_string()
        }
    };
    match effect {
        SetupEffect::Outsiders(options) => {
            let list = options
                .iter()
                .map(|d| signed(*d))
                .collect::<Vec<_>>()
                .join(" / ");
            Key::OutsidersChange.fill(lang, &[&list])
        }
        SetupEffect::Minions(d) => Key::MinionsChange.fill(lang, &[&signed(*d)]),
        SetupEffect::NotInBag { shown_as } => {
            Key::NotInBagChange.fill(lang, &[team_name(*shown_as, lang)])
        }
        SetupEffect::NeighboursDemon => Key::NeighboursDemonChange.get(lang).to_string(),
        SetupEffect::EvilTownsfolk => Key::EvilTownsfolkChange.get(lang).to_string(),
        SetupEffect::NoEvil => Key::NoEvilChange.get(lang).to_string(),
        SetupEffect::NoDemon => Key::NoDemonChange.get(lang).to_string(),
        SetupEffect::Needs(id) => {
            Key::NeedsChange.fill(lang, &[&crate::engine::warning::character_name(id, lang)])
        }
        SetupEffect::Manual => Key::ManualChange.get(lang).to_string(),
        SetupEffect::Adds(id) => {
            Key::AddsChange.fill(lang, &[&crate::engine::warning::character_name(id, lang)])
        }
        SetupEffect::Copies(n) => Key::CopiesChange.fill(lang, &[&n.to_string()]),
        SetupEffect::HeldByNoOne => Key::HeldByNoOneChange.get(lang).to_string(),
        SetupEffect::Majority => Key::MajorityChange.get(lang).to_string(),
        SetupEffect::OutsidersAny => Key::OutsidersAnyChange.get(lang).to_string(),
        SetupEffect::MinionsAsTownsfolk => Key::MinionsAsTownsfolkChange.get(lang).to_string(),
    }
}

fn shown_team(def: &CharacterDef) -> Option<Team> {
    def.setup.iter().find_map(|e| match e {
        SetupEffect::NotInBag { shown_as } => Some(*shown_as),
        _ => None,
    })
}

/// Setup, second screen: the characters, by a legal random draw (seeded, so a seed gives the
/// same draw) or by hand, with the setup changes explained and the engine's warnings, which the
/// Storyteller may accept.
#[component]
pub fn SetupCharacters() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let draft = Memo::new(move |_| {
        store
            .ui
            .with(|ui| store.game.with(|g| reconcile(&ui.draft, g.state())))
    });
    let script = Memo::new(move |_| store.game.with(|g| g.state().script.clone()));
    let set_row = move |player: PlayerId, f: &dyn Fn(&mut Assignment)| {
        let mut rows = draft.get_untracked();
        if let Some(row) = rows.iter_mut().find(|a| a.player == player) {
            f(row);
        }
        store.update_ui(|ui| ui.draft = rows);
    };
    let draw = move |_| {
        let draws = store.ui.with_untracked(|ui| ui.draws) + 1;
        // The engine's suggestions: the first tap gives `Game::suggest_characters`, so a seed
        // draws here exactly what the engine and the scenarios give; each later tap the next.
        let mut rows = store
            .game
            .with_untracked(|g| g.suggest_characters_nth(u64::from(draws - 1)));
        // Travellers are chosen by the Storyteller: keep what was picked for those seats.
        let old = draft.get_untracked();
        rows.extend(old.into_iter().skip(TRAVELLER_FROM));
        store.update_ui(|ui| {
            ui.draws = draws;
            ui.draft = rows;
        });
    };
    let complete = move || draft.with(|d| d.iter().all(|a| !a.character.is_empty()));
    let warnings = Memo::new(move |_| {
        if complete() {
            // The Fabled in play count too (the Sentinel's Outsiders, the Pope's repeats).
            let fabled = store.game.with(|g| g.state().fabled.clone());
            draft.with(|d| setup::check_pick_with_fabled(&script.get(), d, &fabled))
        } else {
            Vec::new()
        }
    });
    let accept = move |_| {
        let cmd = Command::AssignCharacters {
            assignments: draft.get_untracked(),
        };
        let sent = if warnings.with_untracked(|w| w.is_empty()) {
            store.send(cmd)
        } else {
            store.send_override(cmd)
        };
        if sent.is_some() {
            store.go(Screen::SetupReview);
        }
    };
    let changes = move || {
        let lang = store.lang();
        draft
            .get()
            .iter()
            .filter_map(|a| store.character(&a.character))
            .filter(|d| d.modifies_setup())
            .map(|d| {
                let effects = d
                    .setup
                    .iter()
                    .map(|e| explain(e, lang))
                    .collect::<Vec<_>>()
                    .join(" ");
                view! {
                    <li>
                        <strong>{d.name.get(lang)}</strong>
                        " — "
                        {effects}
                        <br />
                        <span class="muted">{d.ability.get(lang)}</span>
                    </li>
                }
            })
            .collect_view()
    };
    // What the Fabled in play change at setup (the Pope's repeated characters, the Gardener's
    // hand-dealt ones, the Tor's hidden tokens), from their definitions.
    let fabled_notes = move || {
        let lang = store.lang();
        store.game.with(|g| {
            crate::engine::ability::fabled::setup_notes(g.state())
                .into_iter()
                .map(|(_, n)| view! { <li data-testid="fabled-setup-note">{n.get(lang).to_string()}</li> })
                .collect_view()
        })
    };
    // The Gardener: the Storyteller hands every character out, no draw is offered.
    let drawable = Memo::new(move |_| store.game.with(|g| !setup::hand_picked(g.state())));
    let seed = move || store.game.with(|g| g.config().seed.to_string());
    // The script in use, by its own name and author (a custom script's from its `_meta`).
    let script_line = move || {
        let lang = store.lang();
        script.with(|s| {
            let name = s
                .name(lang)
                .unwrap_or_else(|| Key::CustomScript.get(lang).to_string());
            let author = s.author().map(|a| Key::ScriptBy.fill(lang, &[a]));
            view! {
                <p class="setup__script" data-testid="setup-script">
                    <strong data-testid="setup-script-name">{Key::ScriptInUse.fill(lang, &[&name])}</strong>
                    {author.map(|a| view! { " " <span class="muted" data-testid="setup-script-author">{a}</span> })}
                </p>
            }
        })
    };
    // A custom script's homebrew characters: the script author's own words, as given.
    let homebrew = move || {
        let lang = store.lang();
        script.with(|s: &Script| {
            s.homebrew()
                .iter()
                .filter_map(|h| s.character(&h.id))
                .map(|d| {
                    view! {
                        <li data-testid="homebrew-character">
                            <strong>
                                {if d.is_unknown() { Key::UnknownMark } else { Key::HomebrewMark }
                                    .fill(lang, &[d.name.get(lang)])}
                            </strong>
                            " — "
                            {crate::ui::botc::characters::team_name(d.team, lang)}
                            <br />
                            <span class="muted">{d.ability.get(lang)}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let has_homebrew = move || script.with(|s| !s.homebrew().is_empty());
    // The jinxes to state at the start: those of the script and any among the chosen
    // characters, the ones of this game first (official jinx list, the script's own).
    let jinx_lines = Signal::derive(move || {
        let chosen: Vec<String> = draft.with(|d| {
            d.iter()
                .filter(|a| !a.character.is_empty())
                .map(|a| a.character.clone())
                .collect()
        });
        script.with(|s| {
            let mut ids: Vec<&str> = s.all().iter().map(|d| d.id).collect();
            for c in &chosen {
                if !ids.contains(&c.as_str()) {
                    ids.push(c);
                }
            }
            let chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
            jinxes::lines(jinx::among(s, &ids), &chosen)
        })
    });
    let has_jinxes = move || jinx_lines.with(|l| !l.is_empty());
    let many = move || draft.with(|d| d.len() > TRAVELLER_FROM);

    view! {
        <GameBar title=Signal::derive(move || t(Key::SetupCharactersTitle).to_string()) />
        <main class="screen setup">
            <section class="card">
                {script_line}
                <div class="row">
                    <Show when=move || drawable.get()>
                    <button class="button button--primary" data-testid="random-draw" on:click=draw>
                        {move || if store.ui.with(|ui| ui.draws) == 0 { t(Key::RandomDraw) } else { t(Key::RandomDrawAgain) }}
                    </button>
                    </Show>
                    // The seed and which of its draws is on screen: the same seed and draw give
                    // the same characters again.
                    <span class="muted" data-testid="seed">
                        {move || match store.ui.with(|ui| ui.draws) {
                            0 => Key::SeedLabel.fill(store.lang(), &[&seed()]),
                            n => Key::SeedDrawLabel.fill(store.lang(), &[&seed(), &n.to_string()]),
                        }}
                    </span>
                </div>
                <Show when=many>
                    <p class="muted">{move || t(Key::TravellersHelp)}</p>
                </Show>
                <ol class="pick-list">
                    <For
                        each=move || draft.get().into_iter().enumerate()
                        key=|(i, a)| (*i, a.player)
                        children=move |(i, a)| {
                            let player = a.player;
                            let row = Memo::new(move |_| draft.with(|d| d.iter().find(|x| x.player == player).cloned()));
                            let name = move || store.game.with(|g| g.state().name(player));
                            // 002: seats beyond the fifteenth are Travellers; any other seat may
                            // hold a Traveller too (002, "Voyageurs": at any player count).
                            let forced = i >= TRAVELLER_FROM;
                            let options = Signal::derive(move || {
                                let all = script_choices(&script.get(), true);
                                all.into_iter().filter(|d| !forced || d.team == Team::Traveller).collect::<Vec<_>>()
                            });
                            let current = Signal::derive(move || row.get().map(|r| r.character).unwrap_or_default());
                            let def = move || store.character(&current.get());
                            let shown_options = Signal::derive(move || {
                                let team = def().and_then(shown_team);
                                let in_draft: Vec<String> = draft.with(|d| d.iter().map(|a| a.character.clone()).collect());
                                script_choices(&script.get(), false)
                                    .into_iter()
                                    .filter(|d| Some(d.team) == team && !in_draft.iter().any(|c| c == d.id))
                                    .collect::<Vec<_>>()
                            });
                            let shown = Signal::derive(move || row.get().and_then(|r| r.shown).unwrap_or_default());
                            let alignment = move || row.get().and_then(|r| r.alignment).unwrap_or(Alignment::Good);
                            view! {
                                <li class="pick-row" data-testid="pick-row">
                                    <span class="pick-row__name">{name}</span>
                                    <div class="pick-row__line">
                                        <CharacterSelect
                                            label=Signal::derive(move || Key::CharacterOf.fill(store.lang(), &[&name()]))
                                            options=options
                                            current=current
                                            with_empty=true
                                            testid="pick-character"
                                            on_change=Callback::new(move |id: String| {
                                                set_row(player, &|r| {
                                                    r.character = id.clone();
                                                    r.shown = None;
                                                })
                                            })
                                        />
                                        <crate::ui::botc::character_info::InfoButton character=current />
                                    </div>
                                    <Show when=move || def().and_then(shown_team).is_some()>
                                        <label class="pick-row__shown">
                                            <span>{move || t(Key::ShownAs)}</span>
                                            <CharacterSelect
                                                label=Signal::derive(move || Key::ShownTokenOf.fill(store.lang(), &[&name()]))
                                                options=shown_options
                                                current=shown
                                                with_empty=true
                                                testid="pick-shown"
                                                on_change=Callback::new(move |id: String| {
                                                    set_row(player, &|r| r.shown = (!id.is_empty()).then(|| id.clone()))
                                                })
                                            />
                                        </label>
                                    </Show>
                                    <Show when=move || forced || def().is_some_and(|d| d.team == Team::Traveller)>
                                        <select
                                            class="select"
                                            aria-label=move || Key::AlignmentOf.fill(store.lang(), &[&name()])
                                            on:change=move |ev| {
                                                let evil = event_target_value(&ev) == "evil";
                                                set_row(player, &|r| r.alignment = Some(if evil { Alignment::Evil } else { Alignment::Good }))
                                            }
                                        >
                                            <option value="good" selected=move || alignment() == Alignment::Good>{move || t(Key::Good)}</option>
                                            <option value="evil" selected=move || alignment() == Alignment::Evil>{move || t(Key::Evil)}</option>
                                        </select>
                                    </Show>
                                </li>
                            }
                        }
                    />
                </ol>
            </section>
            <crate::ui::botc::fabled::FabledPanel />
            <Show when=has_homebrew>
                <section class="card" data-testid="homebrew-characters">
                    <h2>{move || t(Key::HomebrewCharacters)}</h2>
                    <ul class="plain-list">{homebrew}</ul>
                </section>
            </Show>
            <Show when=has_jinxes>
                <section class="card" data-testid="setup-jinxes">
                    <h2>{move || t(Key::Jinxes)}</h2>
                    <JinxNote />
                    <JinxList lines=jinx_lines testid="setup-jinx-list" />
                </section>
            </Show>
            <section class="card" data-testid="setup-changes">
                <h2>{move || t(Key::SetupChanges)}</h2>
                <ul class="plain-list">{changes}{fabled_notes}</ul>
            </section>
            <section class="card" data-testid="warnings">
                <h2>{move || t(Key::Warnings)}</h2>
                {move || {
                    let lang = store.lang();
                    if !complete() {
                        view! { <p class="muted">{Key::IncompletePick.get(lang)}</p> }.into_any()
                    } else if warnings.with(|w| w.is_empty()) {
                        view! { <p class="ok">{Key::PickLegal.get(lang)}</p> }.into_any()
                    } else {
                        view! {
                            <ul class="plain-list warn">
                                {warnings.get().iter().map(|w| view! { <li>{w.message(lang)}</li> }).collect_view()}
                            </ul>
                        }
                            .into_any()
                    }
                }}
            </section>
            <button
                class=move || if warnings.with(|w| w.is_empty()) { "button button--primary" } else { "button button--danger" }
                data-testid="accept-characters"
                disabled=move || !complete()
                on:click=accept
            >
                {move || if warnings.with(|w| w.is_empty()) { t(Key::AcceptCharacters) } else { t(Key::AcceptAnyway) }}
            </button>
            <button class="button" on:click=move |_| store.go(Screen::SetupPlayers)>
                {move || t(Key::ChangePlayers)}
            </button>
        </main>
    }
}
