use crate::engine::BotcGame;
use leptos::prelude::*;

use crate::engine::character::{Alignment, Team};
use crate::engine::command::Command;
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;
use crate::persist::{Screen, UiState};

use crate::ui::botc::characters::team_name;
use crate::ui::botc::token_art::TokenArt;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::close_on_back;
use crate::ui::widgets::card_qr::CardQr;
use crate::ui::widgets::file_transfer;
use crate::ui::widgets::game_bar::GameBar;
use crate::ui::widgets::hold_button::HoldButton;

/// The bag, passed round the table: each player taps their own name, says it is theirs, and
/// sees only their own character (the Drunk sees the Townsfolk they believe they are) on an
/// opaque full screen, then hides it. Only the names are on this screen; the one character
/// shown is rendered only while it is shown, so no other player's character is ever in the
/// page. Instead of the phone, a player may be shown a QR code of their card ("Show on their
/// phone"): it opens on their own phone, read-only (`crate::player_card`).
///
/// While the phone goes round, the bag is locked: the game bar (home, undo, history, share) is
/// not on the page and the way out is a one-second hold on "Storyteller". A reload locks it
/// again.
#[component]
pub fn BagScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let showing = RwSignal::new(None::<PlayerId>);
    // A player's card shown as a QR code, for their own phone.
    let phone = RwSignal::new(None::<PlayerId>);
    // A name tapped, waiting for its player to say it is theirs.
    let asking = RwSignal::new(None::<PlayerId>);
    let unlocked = RwSignal::new(false);
    let players = store.players;
    // The character the bag shows this player now (read in Rust only: it never reaches the page).
    let believed = move |id: PlayerId| {
        store.game.with(|g| {
            g.state()
                .seat(id)
                .and_then(|s| s.believed_character())
                .map(str::to_string)
        })
    };
    let done = move |id: PlayerId| {
        let now = believed(id);
        store.ui.with(|ui| has_looked(ui, id, now.as_deref()))
    };
    // The player has seen their character (on this phone or their own).
    let seen = move |id: PlayerId| {
        let saw = believed(id).unwrap_or_default();
        store.update_ui(|ui| {
            if !ui.bag_done.contains(&id) {
                ui.bag_done.push(id);
            }
            ui.bag_saw.retain(|(p, _)| *p != id);
            ui.bag_saw.push((id, saw));
        });
    };
    let hide = move |_| {
        if let Some(id) = showing.get_untracked() {
            seen(id);
        }
        showing.set(None);
    };
    let phone_done = move |_| {
        if let Some(id) = phone.get_untracked() {
            seen(id);
        }
        phone.set(None);
    };
    let in_setup = move || store.game.with(|g| g.phase() == Phase::Setup);
    let finish = move |_| {
        if !in_setup() || store.send(Command::StartGame).is_some() {
            store.go(Screen::Board);
        }
    };
    let title = Signal::derive(move || t(Key::BagTitle).to_string());

    view! {
        <Show
            when=move || unlocked.get()
            fallback=move || {
                view! {
                    <header class="bar bar--locked" data-testid="bag-bar">
                        <div class="bar__title">
                            <h1>{move || title.get()}</h1>
                        </div>
                        <HoldButton
                            label=Signal::derive(move || t(Key::BagStoryteller).to_string())
                            testid="bag-storyteller"
                            class="bag__storyteller"
                            on_done=move |_| unlocked.set(true)
                        />
                    </header>
                }
            }
        >
            <GameBar title=title />
        </Show>
        <main class="screen bag" data-testid="bag">
            <p class="muted">{move || t(Key::BagHelp)}</p>
            <ul class="bag__names">
                <For
                    each=move || players.get()
                    key=|p| p.clone()
                    children=move |(id, name)| {
                        let label = name.clone();
                        view! {
                            <li>
                                <button
                                    class=move || if done(id) { "button bag__name bag__name--done" } else { "button bag__name" }
                                    data-testid="bag-name"
                                    on:click=move |_| asking.set(Some(id))
                                >
                                    <span>{label}</span>
                                    <Show when=move || done(id)>
                                        <span class="bag__tick" aria-label=move || t(Key::Looked)>"✓"</span>
                                    </Show>
                                </button>
                            </li>
                        }
                    }
                />
            </ul>
            <Show
                when=move || unlocked.get()
                fallback=move || view! { <p class="muted bag__locked">{move || t(Key::BagLockedHelp)}</p> }
            >
                <div class="bag__storyteller-tools" data-testid="bag-tools">
                    <button class="button button--primary" data-testid="bag-finish" on:click=finish>
                        {move || if in_setup() { t(Key::StartGame) } else { t(Key::BagToBoard) }}
                    </button>
                    <button class="button" data-testid="bag-lock" on:click=move |_| unlocked.set(false)>
                        {move || t(Key::BagLock)}
                    </button>
                </div>
            </Show>
        </main>
        {move || {
            asking
                .get()
                .map(|id| {
                    view! {
                        <BagAsk
                            id=id
                            on_yes=Callback::new(move |_| {
                                asking.set(None);
                                showing.set(Some(id));
                            })
                            on_no=Callback::new(move |_| asking.set(None))
                            on_phone=Callback::new(move |_| {
                                asking.set(None);
                                phone.set(Some(id));
                            })
                        />
                    }
                })
        }}
        {move || showing.get().map(|id| view! { <BagCard id=id on_hide=Callback::new(hide) /> })}
        {move || phone.get().map(|id| view! { <BagPhone id=id on_done=Callback::new(phone_done) /> })}
    }
}

/// The player's card as a QR code, for their own phone: the character they believe they are
/// and its ability, in the card link (nothing of it is written on this screen).
#[component]
fn BagPhone(id: PlayerId, on_done: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let (name, link) = store.game.with_untracked(|g| {
        let card = crate::player_card::botc_bag(g.state(), id);
        (
            g.state().name(id),
            card.map(|c| crate::player_card::link(&file_transfer::app_base(), &c)),
        )
    });
    match link {
        Some(link) => view! {
            <CardQr lang=store.lang link=link name=name on_close=on_done />
        }
        .into_any(),
        // No character yet: nothing to send (the bag is passed once characters are dealt).
        None => view! {
            <div class="bag-card" role="dialog" aria-modal="true" data-testid="card-qr">
                <button class="button button--primary" data-testid="card-qr-done" on:click=move |_| on_done.run(())>
                    {move || Key::CardQrDone.get(store.lang())}
                </button>
            </div>
        }
        .into_any(),
    }
}

/// The step between a tapped name and the character: "Are you Ana?", so a name tapped by
/// mistake shows nothing.
#[component]
fn BagAsk(
    id: PlayerId,
    on_yes: Callback<()>,
    on_no: Callback<()>,
    on_phone: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    close_on_back(move || on_no.run(()));
    let name = store.game.with_untracked(|g| {
        g.state()
            .seat(id)
            .map(|s| s.name.clone())
            .unwrap_or_default()
    });
    let question = {
        let name = name.clone();
        move || Key::BagAreYou.fill(store.lang(), &[&name])
    };
    view! {
        <div class="bag-card bag-ask" role="dialog" aria-modal="true" aria-label=name.clone() data-testid="bag-ask">
            <h2 class="bag-ask__question">{question}</h2>
            <p class="muted">{move || t(Key::BagAskHelp)}</p>
            <button class="button button--primary" data-testid="bag-confirm" on:click=move |_| on_yes.run(())>
                {move || t(Key::BagShowMine)}
            </button>
            <button class="button" data-testid="bag-phone" on:click=move |_| on_phone.run(())>
                {move || t(Key::ShowOnPhone)}
            </button>
            <button class="button" data-testid="bag-not-me" on:click=move |_| on_no.run(())>
                {move || t(Key::BagNotMe)}
            </button>
        </div>
    }
}

/// Has this player looked into the bag since it last changed for them? They have if they hid
/// the card and it showed what they would see now (`believed`); a save from before the
/// characters were remembered counts every player who looked.
pub fn has_looked(ui: &UiState, id: PlayerId, believed: Option<&str>) -> bool {
    ui.bag_done.contains(&id)
        && ui
            .bag_saw
            .iter()
            .find(|(p, _)| *p == id)
            .is_none_or(|(_, saw)| Some(saw.as_str()) == believed)
}

/// What one player sees: the character they believe they are, full screen.
#[component]
fn BagCard(id: PlayerId, on_hide: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    // Read once: the card shows a moment of the game, and nothing else of it.
    let (name, believed, alignment, secret) = store.game.with_untracked(|g| {
        let seat = g.state().seat(id);
        // The Tor: a player (not a Traveller) is shown nothing of their character.
        let secret = crate::engine::setup::characters_secret(g.state())
            && seat.is_some_and(|s| !s.traveller);
        (
            seat.map(|s| s.name.clone()).unwrap_or_default(),
            seat.and_then(|s| s.believed_character())
                .and_then(|c| store.character(c))
                .filter(|_| !secret),
            seat.and_then(|s| s.alignment),
            secret,
        )
    });
    let lang = move || store.lang();
    close_on_back(move || on_hide.run(()));
    view! {
        <div class="bag-card" role="dialog" aria-modal="true" aria-label=name.clone() data-testid="bag-card">
            <p class="bag-card__name">{name.clone()}</p>
            <Show when=move || secret>
                <p class="bag-card__ability" data-testid="bag-secret">{move || t(Key::BagSecret)}</p>
            </Show>
            <Show when=move || !secret>
                <p class="bag-card__you">{move || t(Key::BagYouAre)}</p>
            </Show>
            <TokenArt character=Signal::derive(move || believed) class="token-art--huge" />
            <h2 class="bag-card__character">{move || believed.map(|d| d.name.get(lang())).unwrap_or_default()}</h2>
            <p class="bag-card__team">
                {move || believed.map(|d| team_name(d.team, lang())).unwrap_or_default()}
                {move || {
                    (believed.map(|d| d.team) == Some(Team::Traveller))
                        .then(|| match alignment {
                            Some(Alignment::Evil) => format!(" · {}", t(Key::Evil)),
                            _ => format!(" · {}", t(Key::Good)),
                        })
                }}
            </p>
            <p class="bag-card__ability">{move || believed.map(|d| d.ability.get(lang())).unwrap_or_default()}</p>
            <button class="button button--primary" data-testid="bag-hide" on:click=move |_| on_hide.run(())>
                {move || t(Key::BagHide)}
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_is_done_while_the_bag_still_shows_what_they_saw() {
        let ui = UiState {
            bag_done: vec![PlayerId(0), PlayerId(3)],
            bag_saw: vec![(PlayerId(0), "chef".into()), (PlayerId(3), "imp".into())],
            ..UiState::default()
        };
        assert!(has_looked(&ui, PlayerId(0), Some("chef")));
        assert!(has_looked(&ui, PlayerId(3), Some("imp")));
        assert!(
            !has_looked(&ui, PlayerId(0), Some("virgin")),
            "a new character: look again"
        );
        assert!(!has_looked(&ui, PlayerId(0), None));
        assert!(!has_looked(&ui, PlayerId(1), Some("chef")), "never looked");
    }

    #[test]
    fn an_older_save_keeps_its_bag_progress() {
        let ui: UiState = serde_json::from_str(r#"{"screen":"bag","bag_done":[0,3]}"#).unwrap();
        assert_eq!(ui.screen, Screen::Bag);
        assert!(ui.bag_saw.is_empty());
        assert!(has_looked(&ui, PlayerId(0), Some("anything")));
        assert!(has_looked(&ui, PlayerId(3), None));
        assert!(!has_looked(&ui, PlayerId(1), Some("chef")));
    }
}
