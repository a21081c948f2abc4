//! The open nomination: who nominated whom, and its vote counted hand by hand.

use leptos::prelude::*;

use crate::engine::command::Command;
use crate::engine::day;
use crate::engine::seat::PlayerId;
use crate::i18n::Key;

use crate::ui::botc::vote_counter::VoteCounter;
use crate::ui::store::Store;

/// The nomination waiting for its vote.
#[component]
pub fn NominationPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let title = move || {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            day::open_nomination(st)
                .map(|n| {
                    let key = if n.exile {
                        Key::CallsExile
                    } else {
                        Key::Nominates
                    };
                    key.fill(lang, &[&st.name(n.nominator), &st.name(n.nominee)])
                })
                .unwrap_or_default()
        })
    };
    view! {
        <section class="nomination" data-testid="nomination">
            <h2 class="nomination__title" data-testid="nomination-title">{title}</h2>
            <NomineeCalls />
            <VoteCounter />
        </section>
    }
}

/// What the nominee calls on while their nomination waits for its vote (a Fabled in play:
/// the Big Wig's speaker, [`crate::engine::ability::Ability::called_by_nominee`]): one player
/// picked, recorded as the act with the nominee as the caller.
#[component]
fn NomineeCalls() -> impl IntoView {
    let store = expect_context::<Store>();
    let calls = Memo::new(move |_| {
        let lang = store.lang();
        store.game.with(|g| {
            let st = g.state();
            crate::engine::ability::fabled::called_by_nominee(st)
                .into_iter()
                .filter(|(_, _, n)| *n == 1)
                .map(|(id, nominee, _)| {
                    // Once called on, what was recorded is shown instead of the pick.
                    let done = st
                        .choices
                        .iter()
                        .rev()
                        .find(|c| c.character == id && c.by == nominee && c.phase == st.phase)
                        .map(|c| {
                            Command::Act {
                                character: id.to_string(),
                                by: Some(nominee),
                                targets: c.targets.clone(),
                                guess: None,
                            }
                            .describe(st, lang)
                        });
                    let text = Key::NomineeCall
                        .fill(lang, &[&st.name(nominee), &st.character_name(id, lang)]);
                    (id, nominee, text, done)
                })
                .collect::<Vec<_>>()
        })
    });
    let players = Memo::new(move |_| {
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .map(|s| (s.id, s.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    move || {
        calls
            .get()
            .into_iter()
            .map(|(id, nominee, text, done)| {
                if let Some(done) = done {
                    return view! { <p data-testid="nominee-called" data-character=id>{done}</p> }
                        .into_any();
                }
                let target = RwSignal::new(String::new());
                view! {
                    <div class="row" data-testid="nominee-call" data-character=id>
                        <label class="row">
                            <span>{text}</span>
                            <select class="select" prop:value=move || target.get() on:change=move |ev| target.set(event_target_value(&ev))>
                                <option value="">"—"</option>
                                {move || players.get().into_iter().map(|(p, n)| view! { <option value=p.0.to_string()>{n}</option> }).collect_view()}
                            </select>
                        </label>
                        <button class="button" disabled=move || target.with(|t| t.is_empty()) on:click=move |_| {
                            if let Ok(p) = target.get_untracked().parse::<u32>() {
                                store.send(Command::Act {
                                    character: id.to_string(),
                                    by: Some(nominee),
                                    targets: vec![PlayerId(p)],
                                    guess: None,
                                });
                            }
                        }>
                            {move || store.t(Key::RecordChoice)}
                        </button>
                    </div>
                }
                .into_any()
            })
            .collect_view()
    }
}
