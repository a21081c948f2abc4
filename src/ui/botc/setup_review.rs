use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::character::Team;
use crate::engine::command::Command;
use crate::engine::phase::Phase;
use crate::engine::rng::Rng;
use crate::engine::seat::PlayerId;
use crate::engine::setup;
use crate::i18n::Key;
use crate::persist::Screen;

use crate::engine::jinx;
use crate::ui::botc::character_info::InfoButton;
use crate::ui::botc::characters::{script_choices, team_name, CharacterSelect};
use crate::ui::botc::jinxes::{self, JinxList, JinxNote};
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;
use crate::ui::widgets::game_bar::GameBar;

/// Setup, last screen: the Demon's bluffs (suggested, changeable), the Fortune Teller's red
/// herring, and every seat at a glance before the bag and the first night.
#[component]
pub fn SetupReview() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let kept = Memo::new(move |_| store.game.with(|g| g.state().bluffs.clone()));
    let asked = RwSignal::new(0u64);
    // The bluffs on screen: the kept ones, else the engine's suggestion.
    let proposal = RwSignal::new(Vec::<String>::new());
    Effect::new(move |_| {
        let kept = kept.get();
        let n = asked.get();
        let next = if !kept.is_empty() && n == 0 {
            kept
        } else {
            store.game.with_untracked(|g| {
                let mut rng =
                    Rng::new(g.config().seed ^ n.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0xB1FF);
                setup::suggest_bluffs(g.state(), &mut rng)
            })
        };
        proposal.set(next);
    });
    let bluff_options = Signal::derive(move || {
        store.game.with(|g| {
            let state = g.state();
            script_choices(&state.script, false)
                .into_iter()
                .filter(|d| {
                    matches!(d.team, Team::Townsfolk | Team::Outsider) && !state.in_play(d.id)
                })
                .collect::<Vec<_>>()
        })
    });
    let keep = move |_| {
        let bluffs = proposal.get_untracked();
        if store.send(Command::SetBluffs { bluffs }).is_some() {
            asked.set(0);
        }
    };
    let is_kept = move || !kept.with(|k| k.is_empty()) && kept.get() == proposal.get();
    let fortune_teller = move || store.game.with(|g| g.wants_red_herring());
    let herring = move || {
        store.game.with(|g| {
            g.state()
                .red_herring
                .map(|p| p.0.to_string())
                .unwrap_or_default()
        })
    };
    let good_players = move || {
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .filter(|s| s.is_good())
                .map(|s| (s.id, s.name.clone()))
                .collect::<Vec<_>>()
        })
    };
    let start = move |_| {
        if store.game.with_untracked(|g| g.phase() != Phase::Setup)
            || store.send(Command::StartGame).is_some()
        {
            store.go(Screen::Board);
        }
    };
    let seats = move || {
        store.game.with(|g| {
            let lang = store.lang();
            g.state()
                .seats
                .iter()
                .map(|s| {
                    let def = s.def();
                    let shown = s.shown.as_deref().and_then(|c| g.state().character(c));
                    let text = match (def, shown) {
                        (Some(d), Some(sh)) => format!("{} → {}", d.name.get(lang), sh.name.get(lang)),
                        (Some(d), None) => d.name.get(lang).to_string(),
                        _ => Key::NoCharacterYet.get(lang).to_string(),
                    };
                    let team = def.map(|d| team_name(d.team, lang)).unwrap_or_default();
                    view! {
                        <li class="review-row">
                            <TokenArt character=Signal::derive(move || def) class="token-art--small" />
                            <span class="review-row__name">{s.name.clone()}</span>
                            <span class="review-row__char">{text} <span class="muted">" · " {team}</span></span>
                        </li>
                    }
                })
                .collect_view()
        })
    };

    // The jinxes among the characters handed out (official jinx list, the script's own).
    let jinx_lines = Signal::derive(move || {
        store.game.with(|g| {
            let state = g.state();
            let ids = jinx::in_play_ids(state);
            jinxes::lines(jinx::among(&state.script, &ids), &ids)
        })
    });
    let has_jinxes = move || jinx_lines.with(|l| !l.is_empty());

    view! {
        <GameBar title=Signal::derive(move || t(Key::SetupReviewTitle).to_string()) />
        <main class="screen setup">
            <section class="card" data-testid="bluffs">
                <h2>{move || t(Key::Bluffs)}</h2>
                <p class="muted">{move || t(Key::BluffsHelp)}</p>
                {(0..3)
                    .map(|i| {
                        let current = Signal::derive(move || proposal.with(|p| p.get(i).cloned().unwrap_or_default()));
                        view! {
                            <div class="row bluff-row">
                                <CharacterSelect
                                    label=Signal::derive(move || Key::Bluff.fill(store.lang(), &[&(i + 1).to_string()]))
                                    options=bluff_options
                                    current=current
                                    with_empty=true
                                    testid=format!("bluff-{i}")
                                    on_change=Callback::new(move |id: String| {
                                        proposal.update(|p| {
                                            p.resize(3, String::new());
                                            p[i] = id;
                                        })
                                    })
                                />
                                <InfoButton character=current testid=format!("bluff-info-{i}") />
                            </div>
                        }
                    })
                    .collect_view()}
                <Show when=move || !is_kept()>
                    <p class="muted">{move || t(Key::BluffsNotSet)}</p>
                </Show>
                <div class="row">
                    <button class="button button--primary" data-testid="keep-bluffs" disabled=is_kept on:click=keep>
                        {move || t(Key::KeepBluffs)}
                    </button>
                    <button class="button" data-testid="suggest-bluffs" on:click=move |_| asked.update(|n| *n += 1)>
                        {move || t(Key::SuggestBluffs)}
                    </button>
                </div>
            </section>
            <Show when=fortune_teller>
                <section class="card">
                    <h2>{move || t(Key::RedHerring)}</h2>
                    <select
                        class="select"
                        aria-label=move || t(Key::RedHerring)
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<u32>() {
                                store.send(Command::red_herring(PlayerId(n)));
                            }
                        }
                    >
                        <option value="" selected=move || herring().is_empty()>{move || t(Key::NoCharacter)}</option>
                        {move || {
                            good_players()
                                .into_iter()
                                .map(|(id, name)| {
                                    let v = id.0.to_string();
                                    let v2 = v.clone();
                                    view! { <option value=v selected=move || herring() == v2>{name}</option> }
                                })
                                .collect_view()
                        }}
                    </select>
                </section>
            </Show>
            <section class="card">
                <ul class="plain-list" data-testid="review-seats">{seats}</ul>
            </section>
            <Show when=has_jinxes>
                <section class="card" data-testid="review-jinxes">
                    <h2>{move || t(Key::JinxesInPlay)}</h2>
                    <JinxNote />
                    <JinxList lines=jinx_lines testid="review-jinx-list" />
                </section>
            </Show>
            <button class="button button--primary" data-testid="pass-bag" on:click=move |_| store.go(Screen::Bag)>
                {move || t(Key::PassTheBag)}
            </button>
            <button class="button" data-testid="start-game" on:click=start>
                {move || t(Key::StartGame)}
            </button>
            <button class="button" on:click=move |_| store.go(Screen::SetupCharacters)>
                {move || t(Key::ChangeCharacters)}
            </button>
        </main>
    }
}
