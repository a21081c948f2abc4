use leptos::prelude::*;

use quintebourg::card_text;
use quintebourg::model::PlayerId;
use quintebourg::names::title_of;

use crate::i18n::Key;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::store::{QbScreen, QbStore};
use crate::ui::widgets::back_button::close_on_back;
use crate::ui::widgets::card_qr::CardQr;
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::hold_button::HoldButton;

/// What the reveal shows: the names, a name tapped ("are you…?"), one player's cards, or their
/// cards as a QR code for their own phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Names,
    Ask(PlayerId),
    Cards(PlayerId),
    Phone(PlayerId),
}

/// The pass-the-phone reveal (`TABLE.md` §1.2): each player taps their name, says it is theirs
/// and sees their own two cards full screen, then hides them. While a name is asked or cards
/// are shown, they are the only thing on the page (no names, no bar, no other player's card
/// in the DOM). While the phone goes round the screen is locked: the game bar is not on the
/// page and the way out is the game master's one-second hold.
#[component]
pub fn RevealScreen() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let stage = RwSignal::new(Stage::Names);
    let unlocked = RwSignal::new(false);
    let names = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        })
    });
    let done = move |p: PlayerId| store.ui.with(|ui| ui.revealed.contains(&p));
    let all_done =
        move || names.with(Vec::len) > 0 && (0..names.with(Vec::len)).all(|p| done(p as PlayerId));
    let hide = Callback::new(move |_| {
        if let Stage::Cards(p) | Stage::Phone(p) = stage.get_untracked() {
            store.update_ui(|ui| {
                if !ui.revealed.contains(&p) {
                    ui.revealed.push(p);
                }
            });
        }
        stage.set(Stage::Names);
    });
    let title = Signal::derive(move || t(Key::QbRevealTitle).to_string());

    move || {
        match stage.get() {
        Stage::Ask(p) => view! {
            <RevealAsk
                player=p
                on_yes=Callback::new(move |_| stage.set(Stage::Cards(p)))
                on_no=Callback::new(move |_| stage.set(Stage::Names))
                on_phone=Callback::new(move |_| stage.set(Stage::Phone(p)))
            />
        }
        .into_any(),
        Stage::Cards(p) => view! { <RevealCards player=p on_hide=hide /> }.into_any(),
        Stage::Phone(p) => {
            let (name, link) = store.game.with_untracked(|g| {
                (
                    g.state().name(p),
                    crate::player_card::qb_reveal(g.state(), p)
                        .map(|c| crate::player_card::link(&file_transfer::app_base(), &c))
                        .unwrap_or_default(),
                )
            });
            view! { <CardQr lang=store.lang link=link name=name on_close=hide /> }.into_any()
        }
        Stage::Names => view! {
            <Show
                when=move || unlocked.get()
                fallback=move || {
                    view! {
                        <header class="bar bar--locked" data-testid="qb-reveal-bar">
                            <div class="bar__title">
                                <h1>{move || title.get()}</h1>
                            </div>
                            <HoldButton
                                label=Signal::derive(move || t(Key::QbRevealMj).to_string())
                                testid="qb-reveal-mj"
                                class="bag__storyteller"
                                on_done=move |_| unlocked.set(true)
                            />
                        </header>
                    }
                }
            >
                <QbGameBar title=title />
            </Show>
            <main class="screen qb-reveal-list" data-testid="qb-reveal">
                <p class="muted">{move || t(Key::QbRevealHelp)}</p>
                <ul class="bag__names">
                    {move || {
                        names
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(i, name)| {
                                let p = i as PlayerId;
                                view! {
                                    <li>
                                        <button
                                            class=move || if done(p) { "button bag__name bag__name--done" } else { "button bag__name" }
                                            data-testid="qb-reveal-name"
                                            on:click=move |_| stage.set(Stage::Ask(p))
                                        >
                                            <span>{name}</span>
                                            <Show when=move || done(p)>
                                                <span class="bag__tick" aria-label=move || t(Key::Looked)>"✓"</span>
                                            </Show>
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
                <p class="muted" data-testid="qb-reveal-count">
                    {move || {
                        let seen = store.ui.with(|ui| ui.revealed.len());
                        Key::QbRevealSeen.fill(store.lang(), &[&seen.to_string(), &names.with(Vec::len).to_string()])
                    }}
                </p>
                <Show
                    when=move || unlocked.get()
                    fallback=move || view! { <p class="muted bag__locked">{move || t(Key::QbRevealLocked)}</p> }
                >
                    <div class="bag__storyteller-tools" data-testid="qb-reveal-tools">
                        <button class="button button--primary" data-testid="qb-reveal-done" on:click=move |_| store.go(QbScreen::Cupid)>
                            {move || if all_done() { t(Key::QbToCupid) } else { t(Key::QbToCupidAnyway) }}
                        </button>
                        <button class="button" data-testid="qb-reveal-edit" on:click=move |_| store.go(QbScreen::Setup)>
                            {move || t(Key::QbBackToSetup)}
                        </button>
                        <button class="button" data-testid="qb-reveal-lock" on:click=move |_| unlocked.set(false)>
                            {move || t(Key::BagLock)}
                        </button>
                    </div>
                </Show>
            </main>
        }
        .into_any(),
    }
    }
}

/// "Are you Ana?": a name tapped by mistake shows nothing.
#[component]
fn RevealAsk(
    player: PlayerId,
    on_yes: Callback<()>,
    on_no: Callback<()>,
    on_phone: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    close_on_back(move || on_no.run(()));
    let name = store.game.with_untracked(|g| g.state().name(player));
    let question = {
        let name = name.clone();
        move || Key::BagAreYou.fill(store.lang(), &[&name])
    };
    view! {
        <main class="screen qb-reveal" role="dialog" aria-modal="true" aria-label=name data-testid="qb-reveal-ask">
            <h2 class="bag-ask__question">{question}</h2>
            <p class="muted">{move || t(Key::BagAskHelp)}</p>
            <button class="button button--primary" data-testid="qb-reveal-confirm" on:click=move |_| on_yes.run(())>
                {move || t(Key::QbShowMine)}
            </button>
            <button class="button" data-testid="qb-reveal-phone" on:click=move |_| on_phone.run(())>
                {move || t(Key::ShowOnPhone)}
            </button>
            <button class="button" data-testid="qb-reveal-not-me" on:click=move |_| on_no.run(())>
                {move || t(Key::BagNotMe)}
            </button>
        </main>
    }
}

/// One player's two cards, full screen: the camp card (with its label and, for a villager
/// variant, the personal conditions the game master gave it) and the specialty.
#[component]
fn RevealCards(player: PlayerId, on_hide: Callback<()>) -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    close_on_back(move || on_hide.run(()));
    // Read once: only this player's cards, and nothing else of the game, reach the page.
    let me = store
        .game
        .with_untracked(|g| g.state().player(player).cloned());
    let Some(me) = me else {
        return view! { <main class="screen qb-reveal"></main> }.into_any();
    };
    let name = me.name.clone();
    let card = me.card;
    let label = me.card_label.clone();
    let specialty = me.specialties.first().map(|h| h.role);
    let personal = me.personal.clone();
    let camps: Vec<_> = me.camps.iter().copied().collect();
    view! {
        <main class="screen qb-reveal" role="dialog" aria-modal="true" aria-label=name.clone() data-testid="qb-reveal-cards">
            <p class="bag-card__name" data-testid="qb-reveal-player">{name.clone()}</p>
            <div class="qb-reveal__card" data-testid="qb-reveal-camp">
                <span class="qb-reveal__kind">{move || t(Key::QbCampCard)}</span>
                <h2 class="qb-reveal__role">{move || title_of(&card, store.lang())}</h2>
                {label.map(|l| view! { <span class="muted">{l}</span> })}
                <span class="muted">
                    {move || {
                        camps
                            .iter()
                            .map(|c| title_of(c, store.lang()))
                            .collect::<Vec<_>>()
                            .join(" · ")
                    }}
                </span>
                // What the card does and how it wins, in our own words (read to the player).
                <p class="qb-reveal__text" data-testid="qb-reveal-camp-text">
                    {move || card_text::card(card).get(store.lang())}
                </p>
                {(!personal.is_empty())
                    .then(|| {
                        let personal = personal.clone();
                        let texts = personal.clone();
                        view! {
                            <span data-testid="qb-reveal-personal">
                                {move || t(Key::QbPersonal)} ": "
                                {move || {
                                    personal
                                        .iter()
                                        .map(|c| title_of(c, store.lang()))
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                }}
                            </span>
                            {texts
                                .into_iter()
                                .map(|c| view! {
                                    <p class="qb-reveal__text" data-testid="qb-reveal-personal-text">
                                        {move || format!("{} — {}", title_of(&c, store.lang()), card_text::personal(c).get(store.lang()))}
                                    </p>
                                })
                                .collect_view()}
                        }
                    })}
            </div>
            <div class="qb-reveal__card" data-testid="qb-reveal-specialty">
                <span class="qb-reveal__kind">{move || t(Key::QbSpecialty)}</span>
                <h2 class="qb-reveal__role">
                    {move || match specialty {
                        Some(s) => title_of(&s, store.lang()),
                        None => title_of(&quintebourg::model::Specialty::None, store.lang()),
                    }}
                </h2>
                <p class="qb-reveal__text" data-testid="qb-reveal-specialty-text">
                    {move || card_text::specialty(specialty.unwrap_or(quintebourg::model::Specialty::None)).get(store.lang())}
                </p>
            </div>
            <button class="button button--primary" data-testid="qb-reveal-hide" on:click=move |_| on_hide.run(())>
                {move || t(Key::BagHide)}
            </button>
        </main>
    }
    .into_any()
}
