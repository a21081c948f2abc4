use leptos::prelude::*;

use quintebourg::setup::Warning;
use quintebourg::Command;

use crate::i18n::{Key, Lang};
use crate::ui::quintebourg::card_deal::CardDeal;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::offices_setup::{OfficesSetup, OptionsSetup};
use crate::ui::quintebourg::setup_draft::{self, SetupDraft};
use crate::ui::quintebourg::setup_players::SetupPlayers;
use crate::ui::quintebourg::store::{QbScreen, QbStore, SetupStep};
use crate::ui::quintebourg::village_map::VillageMap;

/// The setup's parts in order, with their tab's label.
const STEPS: [(SetupStep, Key, &str); 5] = [
    (SetupStep::Players, Key::QbStepPlayers, "players"),
    (SetupStep::Deal, Key::QbStepDeal, "deal"),
    (SetupStep::Map, Key::QbStepMap, "map"),
    (SetupStep::Offices, Key::QbStepOffices, "offices"),
    (SetupStep::Options, Key::QbStepOptions, "options"),
];

/// The setup (`TABLE.md` §1): players and seats, the card deal, the village map, offices and
/// options, one tab each; every part edits the draft saved with the game, and the last sends
/// it to the rules as one `Setup` command.
#[component]
pub fn SetupScreen() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let step = Memo::new(move |_| store.ui.with(|ui| ui.setup_step));
    let go = Callback::new(move |s: SetupStep| {
        store.update_ui(|ui| ui.setup_step = s);
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    let next = move || {
        let i = STEPS
            .iter()
            .position(|(s, _, _)| *s == step.get_untracked());
        if let Some((s, _, _)) = i.and_then(|i| STEPS.get(i + 1)) {
            go.run(*s);
        }
    };
    let body = move || match step.get() {
        SetupStep::Players => view! { <SetupPlayers /> }.into_any(),
        SetupStep::Deal => view! { <CardDeal /> }.into_any(),
        SetupStep::Map => view! { <VillageMap /> }.into_any(),
        SetupStep::Offices => view! { <OfficesSetup /> }.into_any(),
        SetupStep::Options => view! { <OptionsSetup /> }.into_any(),
    };
    let last = move || step.get() == SetupStep::Options;

    view! {
        <QbGameBar title=Signal::derive(move || t(Key::QbSetupTitle).to_string()) />
        <SetupSteps lang=store.lang current=step go=go />
        <main class="screen qb-setup" data-testid="qb-setup">
            {body}
            <Show
                when=last
                fallback=move || {
                    view! {
                        <button class="button button--primary qb-next" data-testid="qb-next" on:click=move |_| next()>
                            {move || t(Key::QbNext)}
                        </button>
                    }
                }
            >
                <SetupSend />
            </Show>
        </main>
    }
}

/// The setup's tabs, one per part, the part on screen marked (also drawn by the page's first
/// screen, [`super::setup_first`]).
#[component]
pub fn SetupSteps(
    #[prop(into)] lang: Signal<Lang>,
    #[prop(into)] current: Signal<SetupStep>,
    #[prop(into)] go: Callback<SetupStep>,
) -> impl IntoView {
    let t = move |key: Key| key.get(lang.get());
    view! {
        <nav class="qb-steps" aria-label=move || t(Key::QbSetupTitle)>
            {STEPS
                .iter()
                .map(|(s, key, id)| {
                    let s = *s;
                    let key = *key;
                    view! {
                        <button
                            class="qb-steps__tab"
                            data-testid=format!("qb-step-{id}")
                            aria-current=move || (current.get() == s).then_some("step")
                            on:click=move |_| go.run(s)
                        >
                            {move || t(key)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}

/// The setup's warnings in words.
pub fn warning_text(w: &Warning, lang: Lang) -> String {
    use quintebourg::names::of;
    match w {
        Warning::NoReptilian => Key::QbWarnNoReptilian.get(lang).to_string(),
        Warning::NoAlpha => Key::QbWarnNoAlpha.get(lang).to_string(),
        Warning::SmallGroup { group, members } => Key::QbWarnSmallGroup.fill(
            lang,
            &[
                &members.to_string(),
                &quintebourg::names::title(&group_key(group), lang),
            ],
        ),
        Warning::GroupHoldsThree { group } => Key::QbWarnGroupHoldsThree
            .fill(lang, &[&quintebourg::names::title(&group_key(group), lang)]),
        Warning::MandatoryMissing { office } => {
            Key::QbWarnMandatoryMissing.fill(lang, &[&of(office, lang)])
        }
        Warning::Vacant { office } => Key::QbWarnVacant.fill(lang, &[&of(office, lang)]),
        Warning::MoreOfficesThanPlayers => Key::QbWarnMoreOffices.get(lang).to_string(),
    }
}

/// The names key of a three-office group ("mice" → "Mice").
fn group_key(group: &str) -> String {
    match group {
        "mice" => "Mice".into(),
        "detectives" => "Detectives".into(),
        "mathematicians" => "Mathematicians".into(),
        other => other.into(),
    }
}

/// The setup's warnings, or why the rules refuse it (the preview of the `Setup` command).
pub fn draft_check(draft: &SetupDraft, lang: Lang) -> Result<Vec<String>, String> {
    setup_draft::preview(draft)
        .map(|ws| ws.iter().map(|w| warning_text(w, lang)).collect())
        .map_err(|e| e.message(lang))
}

/// The setup's warnings (`data-testid="qb-warnings"`), tracked on the draft.
#[component]
pub fn SetupWarnings() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let warnings = Memo::new(move |_| {
        let lang = store.lang();
        store.ui.with(|ui| {
            if ui.draft.dealt() {
                draft_check(&ui.draft, lang).unwrap_or_default()
            } else {
                Vec::new()
            }
        })
    });
    view! {
        <Show when=move || warnings.with(|w| !w.is_empty())>
            <section class="card qb-warnings" data-testid="qb-warnings" role="status">
                <h2>{move || store.t(Key::QbWarnings)}</h2>
                <ul>
                    {move || {
                        warnings
                            .get()
                            .into_iter()
                            .map(|w| view! { <li data-testid="qb-warning">{w}</li> })
                            .collect_view()
                    }}
                </ul>
            </section>
        </Show>
    }
}

/// The end of the setup: the warnings to accept, then the `Setup` command and the reveal.
#[component]
fn SetupSend() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let check = Memo::new(move |_| {
        let lang = store.lang();
        store.ui.with(|ui| {
            if !ui.draft.names_ok() {
                Err(t(Key::QbNeedNames).to_string())
            } else if !ui.draft.dealt() {
                Err(t(Key::QbNeedDeal).to_string())
            } else {
                draft_check(&ui.draft, lang)
            }
        })
    });
    let has_warnings = move || check.with(|c| c.as_ref().is_ok_and(|w| !w.is_empty()));
    let accepted = move || store.ui.with(|ui| ui.draft.accept_warnings);
    let ready = move || check.with(|c| c.is_ok()) && (!has_warnings() || accepted());
    let send = move |_| {
        let setup = store.ui.with_untracked(|ui| ui.draft.command());
        if store.send(Command::Setup { setup }).is_some() {
            store.update_ui(|ui| ui.revealed.clear());
            store.go(QbScreen::Reveal);
        }
    };
    view! {
        <section class="card qb-send">
            <SetupWarnings />
            {move || check.get().err().map(|why| view! { <p class="muted" data-testid="qb-not-ready">{why}</p> })}
            <Show when=has_warnings>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="qb-accept-warnings"
                        prop:checked=accepted
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            store.update_ui(|ui| ui.draft.accept_warnings = on);
                        }
                    />
                    <span>{move || t(Key::QbAcceptWarnings)}</span>
                </label>
            </Show>
            <button class="button button--primary" data-testid="qb-setup-send" disabled=move || !ready() on:click=send>
                {move || t(Key::QbSetupSend)}
            </button>
        </section>
    }
}
