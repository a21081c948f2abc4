use leptos::prelude::*;

use quintebourg::model::PlayerId;
use quintebourg::names::title_of;
use quintebourg::setup::WakeGroup;
use quintebourg::{Command, QbGame};

use crate::i18n::Key;
use crate::ui::quintebourg::game_bar::QbGameBar;
use crate::ui::quintebourg::store::{QbScreen, QbStore};

/// The first night's Cupid step (`TABLE.md` §1.6, §9 screen 6): the groups to wake in order
/// with their members, the Lovers the game master picks (the app never suggests them), then
/// the Romantic shown the Lovers, and the start of the first night.
#[component]
pub fn CupidScreen() -> impl IntoView {
    let store = expect_context::<QbStore>();
    let t = move |key: Key| store.t(key);
    let wake = Memo::new(move |_| store.game.with(|g| g.wake_list()));
    let lovers = Memo::new(move |_| store.game.with(|g| g.state().lovers));
    let players = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .players
                .iter()
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        })
    });
    let name = move |p: PlayerId| players.with(|n| n.get(p as usize).cloned().unwrap_or_default());
    // The picks live with the saved screens (`QbUi::cupid`): a reload keeps them.
    let picked = Memo::new(move |_| store.ui.with(|ui| ui.cupid.clone()));
    let toggle = move |p: PlayerId| {
        store.update_ui(|ui| {
            let list = &mut ui.cupid;
            if let Some(i) = list.iter().position(|x| *x == p) {
                list.remove(i);
            } else {
                if list.len() == 2 {
                    list.remove(0);
                }
                list.push(p);
            }
        })
    };
    let send_lovers = move |_| {
        let list = picked.get_untracked();
        if let [a, b] = list[..] {
            if store.send(Command::Lovers { a, b }).is_some() {
                store.update_ui(|ui| ui.cupid.clear());
            }
        }
    };
    let start = move |_| {
        store.send(Command::Start);
    };

    view! {
        <QbGameBar title=Signal::derive(move || t(Key::QbCupidTitle).to_string()) />
        <main class="screen qb-cupid" data-testid="qb-cupid">
            <section class="card">
                <h2>{move || t(Key::QbWakeList)}</h2>
                <p class="muted">{move || t(Key::QbWakeHelp)}</p>
                <ol class="qb-list" data-testid="qb-wake-list">
                    {move || {
                        wake.get()
                            .into_iter()
                            .map(|(group, members)| {
                                let who = members.iter().map(|p| name(*p)).collect::<Vec<_>>().join(", ");
                                view! {
                                    <li class="qb-wake" data-testid="qb-wake-group" data-group=format!("{group:?}")>
                                        <strong>{move || title_of(&group, store.lang())}</strong>
                                        <span>{who}</span>
                                        {(group == WakeGroup::Reptilians)
                                            .then(|| view! { <span class="muted">{move || t(Key::QbWakeReptilians)}</span> })}
                                        {(group == WakeGroup::Romantic)
                                            .then(|| view! { <span class="muted">{move || t(Key::QbWakeRomantic)}</span> })}
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ol>
            </section>
            <section class="card">
                <h2>{move || t(Key::QbLovers)}</h2>
                <Show
                    when=move || lovers.get().is_none()
                    fallback=move || {
                        view! {
                            <p data-testid="qb-lovers-chosen">
                                {move || {
                                    lovers
                                        .get()
                                        .map(|(a, b)| Key::QbLoversAre.fill(store.lang(), &[&name(a), &name(b)]))
                                }}
                            </p>
                        }
                    }
                >
                    <p class="muted">{move || t(Key::QbLoversHelp)}</p>
                    <div class="qb-pick" data-testid="qb-lover-pick">
                        {move || {
                            players
                                .get()
                                .into_iter()
                                .enumerate()
                                .map(|(i, n)| {
                                    let p = i as PlayerId;
                                    view! {
                                        <button
                                            class="button"
                                            data-testid="qb-lover"
                                            aria-pressed=move || picked.with(|l| l.contains(&p)).to_string()
                                            on:click=move |_| toggle(p)
                                        >
                                            {n}
                                        </button>
                                    }
                                })
                                .collect_view()
                        }}
                    </div>
                    <button
                        class="button button--primary"
                        data-testid="qb-lovers-send"
                        disabled=move || picked.with(Vec::len) != 2
                        on:click=send_lovers
                    >
                        {move || t(Key::QbLoversSend)}
                    </button>
                </Show>
            </section>
            <div class="row">
                <button class="button" data-testid="qb-cupid-reveal" on:click=move |_| store.go(QbScreen::Reveal)>
                    {move || t(Key::QbRevealTitle)}
                </button>
                <button class="button button--primary" data-testid="qb-start" on:click=start>
                    {move || t(Key::QbStartNight)}
                </button>
            </div>
        </main>
    }
}
