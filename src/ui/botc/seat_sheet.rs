use leptos::prelude::*;

use crate::engine::ability::{GuessesByDay, ToldByDay};
use crate::engine::character::Alignment;
use crate::engine::command::{Assignment, Command};
use crate::engine::death::DeathCause;
use crate::engine::madness;
use crate::engine::phase::Phase;
use crate::engine::seat::PlayerId;
use crate::engine::setup;
use crate::engine::status::{self, Duration, Source, StatusKind};
use crate::i18n::Key;

use crate::ui::botc::character_info::InfoButton;
use crate::ui::botc::characters::CharacterSelect;
use crate::ui::botc::seat_token::{mad_text, reminder_text};
use crate::ui::botc::token_art::TokenArt;
use crate::ui::settled::settled;
use crate::ui::store::Store;
use crate::ui::widgets::back_button::close_on_back;

/// The sheet that slides up when a token is tapped: everything the Storyteller's hand can do
/// to that player, each as an engine command.
#[component]
pub fn SeatSheet(id: PlayerId, on_close: Callback<()>) -> impl IntoView {
    let store = expect_context::<Store>();
    close_on_back(move || on_close.run(()));
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();
    // Settled (crate::ui::settled): a dozen parts of the sheet read the seat, and most
    // commands leave it as it was.
    let seat = settled(move || store.game.with(|g| g.state().seat(id).cloned()));
    // Every seat's player as "name (character)" in the current language, in seat order: the
    // sources the four status controls offer, redrawn only when a name, a character or the
    // language changes.
    let labels = settled(move || {
        let lang = store.lang();
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .map(|s| {
                    let c = s
                        .def()
                        .map(|d| format!(" ({})", d.name.get(lang)))
                        .unwrap_or_default();
                    (s.id, format!("{}{c}", s.name))
                })
                .collect::<Vec<_>>()
        })
    });
    let name = move || seat.with(|s| s.as_ref().map(|s| s.name.clone()).unwrap_or_default());
    let name_of = Signal::derive(name);
    let def = Signal::derive(move || seat.with(|s| s.as_ref().and_then(|s| s.def())));
    let alive = move || seat.with(|s| s.as_ref().is_some_and(|s| s.alive));
    let ghost_vote = move || seat.with(|s| s.as_ref().is_some_and(|s| s.ghost_vote));
    let is_day = move || store.phase.get().is_day();
    let alignment = move || seat.with(|s| s.as_ref().and_then(|s| s.alignment));
    let send = move |cmd: Command| {
        store.send(cmd);
    };
    let kill_or_revive = move |_| {
        if alive() {
            send(Command::Die {
                player: id,
                cause: DeathCause::Storyteller,
            });
        } else {
            send(Command::Revive { player: id });
        }
    };
    // Memos: these lists change with the script or the seats, not at every command, so their
    // <option>s are not rebuilt on each tap.
    let character_options = store.script_characters;
    // A memo, so the staged choice below is reset only when the character really changes.
    let current_character = Memo::new(move |_| {
        seat.with(|s| {
            s.as_ref()
                .and_then(|s| s.character.clone())
                .unwrap_or_default()
        })
    });
    // The character chosen in the list, applied only with the button: the Storyteller can read
    // its ability first (the "i" beside the list) without changing anything.
    let chosen = RwSignal::new(current_character.get_untracked());
    Effect::new(move |_| chosen.set(current_character.get()));
    let can_change =
        move || chosen.with(|c| !c.is_empty()) && chosen.get() != current_character.get();
    let change = move |_| {
        let character = chosen.get_untracked();
        if character.is_empty() {
            return;
        }
        // A player who joined mid-game is given their first character (a Traveller's team
        // and alignment come with it); anyone else changes character (001).
        if current_character.get_untracked().is_empty() {
            send(Command::AssignCharacters {
                assignments: vec![Assignment {
                    player: id,
                    character,
                    shown: None,
                    alignment: None,
                }],
            });
        } else {
            send(Command::ChangeCharacter {
                player: id,
                character,
            });
        }
    };

    // The lower groups (statuses, reminders, note, seat), half the sheet's elements and below
    // the fold on a phone, are drawn at the next frame: the tap paints the sheet's head, its
    // actions and the character at once. Until then an empty block keeps the sheet at its full
    // height, so that it does not grow under the finger.
    let rest = RwSignal::new(false);
    request_animation_frame(move || {
        request_animation_frame(move || {
            let _ = rest.try_set(true);
        })
    });

    view! {
        <div class="scrim" on:click=move |_| on_close.run(()) aria-hidden="true"></div>
        <section class="sheet" role="dialog" aria-modal="true" aria-label=name data-testid="seat-sheet">
            <header class="sheet__head">
                <TokenArt character=def class="token-art--small" />
                <div class="sheet__title">
                    <h2 data-testid="sheet-name">{name}</h2>
                    <span class="muted">
                        {move || def.get().map(|d| d.name.get(lang())).unwrap_or(Key::NoCharacterYet.get(lang()))}
                    </span>
                </div>
                <Show when=move || def.get().is_some()>
                    <button
                        class="icon-button icon-button--info"
                        data-testid="ability"
                        aria-label=move || Key::AbilityOf.fill(lang(), &[def.get().map(|d| d.name.get(lang())).unwrap_or_default()])
                        on:click=move |_| store.info.set(def.get_untracked().map(|d| d.id))
                    >
                        "i"
                    </button>
                </Show>
                <button class="icon-button" data-testid="sheet-close" aria-label=move || t(Key::Close) on:click=move |_| on_close.run(())>
                    "✕"
                </button>
            </header>

            <div class="row sheet__actions">
                <button
                    class=move || if alive() { "button button--danger" } else { "button" }
                    data-testid="kill"
                    on:click=kill_or_revive
                >
                    {move || if alive() { t(Key::Kill) } else { t(Key::Revive) }}
                </button>
                <Show when=is_day>
                    <button
                        class="button button--danger"
                        data-testid="execute"
                        on:click=move |_| send(Command::Execute { player: id, survives: false })
                    >
                        {move || t(Key::Execute)}
                    </button>
                </Show>
                <crate::ui::botc::card_composer::ShowCardButton to=id />
            </div>
            <AbilityActions id=id />
            <crate::ui::botc::day_act::DayAct id=id />
            <crate::ui::botc::day_act::EvilTeamGuess id=id />
            <StorytellerMarks id=id />
            <Show when=move || !alive()>
                <button
                    class="button ghost-toggle"
                    role="switch"
                    data-testid="ghost-vote-toggle"
                    aria-checked=move || ghost_vote().to_string()
                    on:click=move |_| send(Command::SetGhostVote { player: id, held: !ghost_vote() })
                >
                    <span class=move || if ghost_vote() { "ghost-toggle__dot" } else { "ghost-toggle__dot ghost-toggle__dot--spent" } aria-hidden="true"></span>
                    <span>{move || t(Key::GhostVoteSwitch)}</span>
                    <span class="muted" aria-hidden="true">
                        {move || if ghost_vote() { t(Key::GhostVoteHeld) } else { t(Key::GhostVoteGone) }}
                    </span>
                </button>
            </Show>

            <div class="sheet__group">
                <h3>{move || t(Key::ChangeCharacter)}</h3>
                <div class="row sheet__character">
                    <CharacterSelect
                        label=Signal::derive(move || Key::CharacterOf.fill(lang(), &[&name()]))
                        options=character_options
                        current=chosen
                        with_empty=true
                        testid="change-character"
                        on_change=Callback::new(move |c: String| chosen.set(c))
                    />
                    <InfoButton character=chosen testid="change-character-info" />
                </div>
                <button class="button" data-testid="apply-character" disabled=move || !can_change() on:click=change>
                    {move || t(Key::ApplyCharacter)}
                </button>
            </div>

            <div class="sheet__group">
                <h3>{move || t(Key::Alignment)}</h3>
                <div class="segmented" role="group" aria-label=move || t(Key::Alignment)>
                    {[(Alignment::Good, Key::Good, "align-good"), (Alignment::Evil, Key::Evil, "align-evil")]
                        .into_iter()
                        .map(|(a, key, testid)| {
                            view! {
                                <button
                                    class="button segmented__item"
                                    data-testid=testid
                                    aria-pressed=move || (alignment() == Some(a)).to_string()
                                    on:click=move |_| {
                                        if alignment() != Some(a) {
                                            send(Command::ChangeAlignment { player: id, alignment: a });
                                        }
                                    }
                                >
                                    {move || t(key)}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </div>

            <Show
                when=move || rest.get()
                fallback=|| view! { <div class="sheet__later" aria-hidden="true"></div> }
            >
                <div class="sheet__group">
                    <h3>{move || t(Key::Status)}</h3>
                    <StatusControl id=id kind=StatusKind::Drunk labels=labels />
                    <StatusControl id=id kind=StatusKind::Poisoned labels=labels />
                    <StatusControl id=id kind=StatusKind::Safe labels=labels />
                    <StatusControl id=id kind=StatusKind::CannotDie labels=labels />
                    <MadnessControl id=id />
                </div>

                <ReminderControl id=id />
                <NoteControl id=id name=name_of />
                <SeatControl id=id on_close=on_close name=name_of />
            </Show>
        </section>
    }
}

/// Drunk, poisoned or safe from the Demon: who causes it now, with a way to end it, or a source to pick to start it.
#[component]
fn StatusControl(
    id: PlayerId,
    kind: StatusKind,
    /// Every seat's player as "name (character)", in seat order (from the sheet).
    labels: ReadSignal<Vec<(PlayerId, String)>>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let (on_key, off_key, by_key, testid) = match kind {
        StatusKind::Drunk => (Key::MakeDrunk, Key::Sober, Key::DrunkBy, "drunk"),
        StatusKind::Safe => (Key::Protect, Key::Unprotect, Key::SafeBy, "safe"),
        StatusKind::CannotDie => (
            Key::MakeUndying,
            Key::EndUndying,
            Key::UndyingBy,
            "cannot-die",
        ),
        _ => (Key::Poison, Key::Cure, Key::PoisonedBy, "poisoned"),
    };
    let sources = settled(move || {
        store.game.with(|g| {
            let state = g.state();
            let lang = store.lang();
            status::sources(state, id, kind)
                .into_iter()
                .map(|s| {
                    // How long it lasts, when it ends by itself (the last one placed counts).
                    let until = state
                        .statuses
                        .iter()
                        .filter(|x| x.target == id && x.kind == kind && x.source == s && !x.inert)
                        .map(|x| x.duration)
                        .next_back()
                        .filter(|d| *d != Duration::Permanent)
                        .map(|d| {
                            format!(" ({})", duration_text(d, state.phase, lang).to_lowercase())
                        })
                        .unwrap_or_default();
                    let who = match s {
                        Source::Storyteller => Key::StorytellerSource.get(lang).to_string(),
                        Source::Player { player, character } => format!(
                            "{} ({})",
                            state.name(player),
                            store.character_name(&character, lang)
                        ),
                    };
                    format!("{who}{until}")
                })
                .collect::<Vec<_>>()
        })
    });
    let source = RwSignal::new(String::new());
    let duration = RwSignal::new(Duration::Permanent);
    let phase = store.phase;
    let add = move |_| {
        let source = source.get_untracked().parse::<u32>().ok().map(PlayerId);
        store.send(Command::SetStatus {
            target: id,
            kind,
            source,
            duration: duration.get_untracked(),
            about: None,
        });
    };
    let label = move || on_key.get(store.lang());
    view! {
        <div class="status-control" data-testid=format!("status-{testid}")>
            {move || {
                let list = sources.get();
                (!list.is_empty())
                    .then(|| {
                        view! {
                            <p class=format!("status-control__now mark-text--{testid}")>
                                {by_key.fill(store.lang(), &[&list.join(", ")])}
                            </p>
                            <button class="button" data-testid=format!("end-{testid}") on:click=move |_| {
                                store.send(Command::RemoveStatus { target: id, kind });
                            }>{move || t(off_key)}</button>
                        }
                    })
            }}
            <div class="row">
                <select
                    class="select"
                    data-testid=format!("source-{testid}")
                    aria-label=move || format!("{} — {}", label(), t(Key::Source))
                    on:change=move |ev| source.set(event_target_value(&ev))
                >
                    <option value="" selected=move || source.get().is_empty()>{move || t(Key::StorytellerSource)}</option>
                    // The other players, from the sheet's list.
                    {move || {
                        labels.with(|all| {
                            all.iter()
                                .filter(|(p, _)| *p != id)
                                .map(|(p, text)| {
                                    let v = p.0.to_string();
                                    let v2 = v.clone();
                                    view! { <option value=v selected=move || source.get() == v2>{text.clone()}</option> }
                                })
                                .collect_view()
                        })
                    }}
                </select>
            </div>
            <div class="row">
                <select
                    class="select"
                    data-testid=format!("duration-{testid}")
                    aria-label=move || format!("{} — {}", label(), t(Key::HowLong))
                    on:change=move |ev| {
                        if let Some(d) = DURATIONS.iter().find(|d| duration_value(**d) == event_target_value(&ev)) {
                            duration.set(*d);
                        }
                    }
                >
                    {move || {
                        let (phase, lang) = (phase.get(), store.lang());
                        DURATIONS
                            .iter()
                            .map(|d| {
                                let d = *d;
                                view! {
                                    <option value=duration_value(d) selected=move || duration.get() == d>
                                        {duration_text(d, phase, lang)}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
            </div>
            <button class="button status-control__add" data-testid=format!("add-{testid}") on:click=add>
                {label}
            </button>
        </div>
    }
}

/// The madness the player is under (001), about which character and until when, and the
/// madness executions the engine offers for them now ([`madness::offers`]): the Storyteller's
/// call, never forced.
#[component]
fn MadnessControl(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    // (text, until, source) of each madness, then (command, label) of each execution offered.
    let what = settled(move || {
        store.game.with(|g| {
            let state = g.state();
            let lang = store.lang();
            let list = madness::of(state, id)
                .into_iter()
                .map(|m| {
                    let until = state
                        .statuses
                        .iter()
                        .filter(|x| {
                            x.target == id
                                && x.kind == StatusKind::Mad
                                && !x.inert
                                && x.about.as_deref().unwrap_or_default() == m.about
                        })
                        .map(|x| x.duration)
                        .next_back()
                        .filter(|d| *d != Duration::Permanent)
                        .map(|d| duration_text(d, state.phase, lang).to_string());
                    let by = (!m.by.is_empty()).then(|| state.character_name(&m.by, lang));
                    (mad_text(&m.about, m.must, lang), until, by)
                })
                .collect::<Vec<_>>();
            let offers = madness::offers(state)
                .into_iter()
                .filter_map(|c| match &c {
                    Command::Act {
                        character, targets, ..
                    } if targets.as_slice() == [id] => {
                        let label = Key::ExecuteForMadness.fill(
                            lang,
                            &[&state.name(id), &state.character_name(character, lang)],
                        );
                        Some((c, label))
                    }
                    _ => None,
                })
                .collect::<Vec<_>>();
            (list, offers)
        })
    });
    move || {
        let (list, offers) = what.get();
        if list.is_empty() && offers.is_empty() {
            return None;
        }
        let lang = store.lang();
        Some(view! {
            <div class="status-control" data-testid="madness">
                {list.into_iter().map(|(text, until, by)| {
                    let mut line = text;
                    if let Some(by) = by {
                        line.push_str(&format!(" · {by}"));
                    }
                    if let Some(u) = until {
                        line.push_str(&format!(" ({})", u.to_lowercase()));
                    }
                    view! { <p class="status-control__now mark-text--mad" data-testid="mad-about">{line}</p> }
                }).collect_view()}
                {(!offers.is_empty()).then(|| view! { <p class="muted">{Key::MadnessYourCall.get(lang)}</p> })}
                {offers.into_iter().map(|(cmd, label)| {
                    let cmd = StoredValue::new(cmd);
                    view! {
                        <button class="button button--danger" data-testid="madness-execute" on:click=move |_| {
                            store.send(cmd.get_value());
                        }>{label}</button>
                    }
                }).collect_view()}
            </div>
        })
    }
}

/// The durations offered for drunk and poisoned, the longest first (the one kept by default).
const DURATIONS: [Duration; 3] = [
    Duration::Permanent,
    Duration::UntilDusk,
    Duration::UntilDawn,
];

fn duration_value(d: Duration) -> &'static str {
    match d {
        Duration::Permanent => "permanent",
        Duration::UntilDusk => "until_dusk",
        Duration::UntilDawn => "until_dawn",
        Duration::Dusks(_) => "dusks",
    }
}

/// How long a status lasts, in words that fit the phase it is placed in: at night "until
/// dusk" is tonight and tomorrow (the Poisoner's), "until dawn" is tonight (the Monk's); by
/// day "until dusk" is today.
pub fn duration_text(d: Duration, phase: Phase, lang: crate::i18n::Lang) -> &'static str {
    let night = phase.is_night() || phase == Phase::Setup;
    let key = match (d, night, phase.is_day()) {
        (Duration::Permanent, _, _) => Key::UntilRemoved,
        (Duration::UntilDusk, true, _) => Key::TonightAndTomorrow,
        (Duration::UntilDawn, true, _) => Key::Tonight,
        (Duration::UntilDusk, _, true) => Key::Today,
        (Duration::UntilDawn, _, true) => Key::TodayAndTonight,
        (Duration::UntilDusk, _, _) => Key::UntilDusk,
        (Duration::UntilDawn, _, _) => Key::UntilDawn,
        (Duration::Dusks(_), _, _) => Key::ForSomeDays,
    };
    key.get(lang)
}

/// The reminder tokens beside the player (tap to remove), and the ones to add: the
/// characters in play first, then the rest of the script.
#[component]
fn ReminderControl(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let placed = settled(move || {
        store.game.with(|g| {
            g.state()
                .reminders
                .iter()
                .filter(|r| r.player == id)
                .map(|r| (r.character.clone(), r.reminder.clone()))
                .collect::<Vec<_>>()
        })
    });
    // (character, reminder) pairs: in play (and global) first, then the others of the script.
    let offered = settled(move || {
        let script = store.script_characters.get();
        store.game.with(|g| {
            let state = g.state();
            let first: Vec<(&'static str, &'static str)> = setup::reminder_tokens(state)
                .into_iter()
                .map(|(c, r)| (c, r.id))
                .collect();
            let mut rest = Vec::new();
            for d in script {
                for r in d.reminders {
                    if !first.contains(&(d.id, r.id)) && !rest.contains(&(d.id, r.id)) {
                        rest.push((d.id, r.id));
                    }
                }
            }
            let mut dedup: Vec<(&'static str, &'static str)> = Vec::new();
            for p in first {
                if !dedup.contains(&p) {
                    dedup.push(p);
                }
            }
            (dedup, rest)
        })
    });
    let more = RwSignal::new(false);
    let button = move |c: &'static str, r: &'static str| {
        let lang = store.lang();
        let text = reminder_text(c, r, lang);
        let who = store.character(c).map(|d| d.name.get(lang)).unwrap_or(c);
        let team = store.character(c).map(|d| d.team);
        view! {
            <button
                class=format!("chip team--{}", crate::ui::botc::characters::team_class(team))
                data-testid="add-reminder"
                data-reminder=format!("{c}:{r}")
                on:click=move |_| {
                    store.send(Command::PlaceReminder { player: id, character: c.to_string(), reminder: r.to_string() });
                }
            >
                {format!("{text} · {who}")}
            </button>
        }
    };
    view! {
        <div class="sheet__group" data-testid="reminders">
            <h3>{move || t(Key::Reminders)}</h3>
            <div class="chips">
                {move || {
                    let lang = store.lang();
                    placed
                        .get()
                        .into_iter()
                        .map(|(c, r)| {
                            let text = reminder_text(&c, &r, lang);
                            let label = Key::RemoveReminder.fill(lang, &[&text]);
                            let (c2, r2) = (c.clone(), r.clone());
                            view! {
                                <button
                                    class="chip chip--placed"
                                    data-testid="placed-reminder"
                                    aria-label=label
                                    on:click=move |_| {
                                        store.send(Command::RemoveReminder { player: id, character: c2.clone(), reminder: r2.clone() });
                                    }
                                >
                                    {text} " ✕"
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <h3>{move || t(Key::AddReminder)}</h3>
            <div class="chips">{move || offered.get().0.into_iter().map(|(c, r)| button(c, r)).collect_view()}</div>
            // The rest of the script's reminders are rendered only while the list is open: the
            // sheet stays small, so a tap repaints quickly.
            <details class="more" on:toggle=move |ev| more.set(crate::ui::widgets::details_open(&ev))>
                <summary>{move || t(Key::OtherReminders)}</summary>
                <Show when=move || more.get()>
                    <div class="chips">{move || offered.get().1.into_iter().map(|(c, r)| button(c, r)).collect_view()}</div>
                </Show>
            </details>
        </div>
    }
}

/// The player's seat mid-game (002: a Traveller may join or leave; seats set the neighbours):
/// rename, swap with a neighbour, seat a new player after this one, or remove the player.
/// What the player's character lets the Storyteller record from the seat, from its definition:
/// a death the Storyteller decides (the Tinker), a public choice made once dead (the
/// Moonchild, the Klutz), a statement or a question by day (the Gossip, the Artist) and the
/// Storyteller's answer, what the Storyteller tells the player by day (the Savant's
/// statements, the Fisherman's advice once), guesses by day (the Juggler).
#[derive(Debug, Clone, PartialEq)]
struct Actions {
    character: &'static str,
    name: String,
    /// The Storyteller may kill the player now.
    dies: bool,
    /// The dead player's public choice.
    chooses: bool,
    /// A statement (or the question, when `asks`) to record today.
    speaks: bool,
    /// The words are a question the Storyteller answers (yes or no, or in their own words when
    /// `how_close`).
    asks: bool,
    /// The words are a guess at the player's ability, answered with how close it is in the
    /// Storyteller's own words (the Amnesiac's).
    how_close: bool,
    /// The question was asked today and is not answered yet.
    answer: bool,
    /// The Storyteller's statements to write today: how many.
    statements: Option<usize>,
    /// The statement is advice, neither true nor false (the Fisherman's).
    advice: bool,
    /// What the player was told today as this character, in words.
    told_today: Vec<String>,
    /// Guesses today: (made, most), while the player may guess.
    guesses: Option<(usize, usize)>,
    /// Their guesses today, in words.
    guessed: Vec<String>,
    /// Their information must be false now (the Vortox).
    must_be_false: bool,
}

#[component]
fn AbilityActions(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    let cards = expect_context::<crate::ui::botc::info_card::CardState>();
    let lang = move || store.lang();
    let what = settled(move || {
        store.game.with(|g| {
            let st = g.state();
            let lang = store.lang();
            let s = st.seat(id)?;
            // The ability they act by: one gained (the Philosopher's, the Pixie's, the
            // Cannibal's) rather than their own.
            let a = crate::engine::ability::of(s.ability_id())?;
            if !st.phase.in_play() {
                return None;
            }
            let day = st.phase.is_day();
            let how_close = a.told_by_day == Some(ToldByDay::HowCloseToAct);
            let asks = a.told_by_day == Some(ToldByDay::YesNoToAct) || how_close;
            let asked_today = st
                .choices
                .iter()
                .any(|c| c.by == id && c.character == a.id && c.phase == st.phase);
            let told: Vec<&crate::engine::info::Told> = st
                .told
                .iter()
                .filter(|t| t.player == id && t.character == a.id && t.phase == st.phase)
                .collect();
            let guesses = a
                .guesses_by_day
                .filter(|gs| day && s.alive && (gs.today)(st, id))
                .map(|gs| (GuessesByDay::made_today(st, a.id, id), gs.most));
            // Today's guesses, from the log: the commands since the night ended.
            let mut guessed = Vec::new();
            if guesses.is_some() {
                for c in g.log().iter().rev() {
                    let c = match c {
                        Command::Override { command, .. } => command.as_ref(),
                        c => c,
                    };
                    match c {
                        Command::EndNight => break,
                        Command::Act {
                            character,
                            by: Some(b),
                            targets,
                            guess: Some(guess),
                        } if *b == id && character == a.id && !targets.is_empty() => {
                            guessed.push(format!(
                                "{} : {}",
                                st.name(targets[0]),
                                st.character_name(guess, lang)
                            ));
                        }
                        _ => {}
                    }
                }
                guessed.reverse();
            }
            let out = Actions {
                character: a.id,
                name: st.character_name(a.id, lang),
                dies: a.dies_any_time && s.alive,
                chooses: a.chooses_after_death && !s.alive && !s.ability_used,
                speaks: a.speaks_by_day
                    && s.alive
                    && day
                    && !(a.once && s.ability_used)
                    && !(asks && asked_today),
                asks,
                how_close,
                answer: asks && day && asked_today && told.is_empty(),
                statements: match a.told_by_day {
                    Some(ToldByDay::Statements(n)) if day && s.alive => Some(n),
                    // Advice once: offered while the ability is unused.
                    Some(ToldByDay::Advice) if day && s.alive && !s.ability_used => Some(1),
                    _ => None,
                },
                advice: a.told_by_day == Some(ToldByDay::Advice),
                told_today: told.iter().map(|t| t.info.describe(st, lang)).collect(),
                guesses,
                guessed,
                // What the Storyteller tells the player on this sheet must be false.
                // (Advice is neither true nor false.)
                must_be_false: a.told_by_day.is_some_and(|t| t != ToldByDay::Advice)
                    && crate::engine::abnormal::false_required(st, s),
            };
            let any = out.dies
                || out.chooses
                || out.speaks
                || out.answer
                || out.statements.is_some()
                || out.guesses.is_some()
                || !out.told_today.is_empty();
            any.then_some(out)
        })
    });
    let living = settled(move || {
        store.game.with(|g| {
            g.state()
                .seats
                .iter()
                .filter(|s| s.alive && s.id != id)
                .map(|s| (s.id, s.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    let everyone = store.players;
    let script = store.script_characters;
    let target = RwSignal::new(String::new());
    let act = move |character: &str, targets: Vec<PlayerId>, guess: Option<String>| {
        store.send(Command::Act {
            character: character.to_string(),
            by: Some(id),
            targets,
            guess,
        })
    };
    let words = RwSignal::new(String::new());
    let speak = move |character: &str| {
        let text = words.get_untracked().trim().to_string();
        if text.is_empty() {
            return;
        }
        let name = store.game.with_untracked(|g| g.state().name(id));
        store.send(Command::Note {
            player: Some(id),
            text: format!("{name}: « {text} »"),
        });
        act(character, Vec::new(), None);
        words.set(String::new());
    };
    // What the Storyteller tells the player by day, recorded and shown on cards.
    let tell = move |character: &str, info: crate::engine::info::Info| {
        give_and_show(store, cards, id, character, info);
    };
    let statements = RwSignal::new(Vec::<String>::new());
    let statement = move |i: usize| statements.with(|s| s.get(i).cloned().unwrap_or_default());
    let set_statement = move |i: usize, v: String| {
        statements.update(|s| {
            if s.len() <= i {
                s.resize(i + 1, String::new());
            }
            s[i] = v;
        })
    };
    let guess_player = RwSignal::new(String::new());
    let guess_character = RwSignal::new(String::new());
    move || {
        let w = what.get()?;
        let character = w.character;
        let name = w.name.clone();
        Some(view! {
            <div class="sheet__group" data-testid="ability-actions">
                {w.must_be_false.then(|| view! {
                    <p class="night-step__impaired" data-testid="must-be-false">{Key::MustBeFalseNow.get(lang())}</p>
                })}
                {w.dies.then(|| view! {
                    <button class="button button--danger" data-testid="dies-now" on:click=move |_| { act(character, vec![id], None); }>
                        {Key::DiesNow.fill(lang(), &[&name])}
                    </button>
                })}
                {w.speaks.then(|| view! {
                    <label class="row">
                        <span>{if w.how_close { Key::GuessOfAbility } else if w.asks { Key::QuestionOf } else { Key::StatementOf }.fill(lang(), &[&w.name])}</span>
                        <input class="input" data-testid="statement-text" prop:value=move || words.get() on:input=move |ev| words.set(event_target_value(&ev)) />
                    </label>
                    <button class="button" data-testid="record-statement" disabled=move || words.with(|w| w.trim().is_empty()) on:click=move |_| speak(character)>
                        {move || store.t(if w.how_close { Key::RecordGuess } else if w.asks { Key::RecordQuestion } else { Key::RecordStatement })}
                    </button>
                })}
                {(w.answer && w.how_close).then(|| view! {
                    <label class="row">
                        <span>{Key::HowCloseOf.fill(lang(), &[&w.name])}</span>
                        <input class="input" data-testid="how-close" aria-label=move || store.t(Key::HowCloseLabel) prop:value=move || statement(0) on:input=move |ev| set_statement(0, event_target_value(&ev)) />
                    </label>
                    <button class="button button--primary" data-testid="give-how-close" disabled=move || statement(0).trim().is_empty() on:click=move |_| {
                        let text = statement(0).trim().to_string();
                        tell(character, crate::engine::info::Info::Statements { statements: vec![text] });
                        statements.set(Vec::new());
                    }>
                        {move || store.t(Key::GiveAndShow)}
                    </button>
                })}
                {(w.answer && !w.how_close).then(|| view! {
                    <p>{Key::AnswerQuestionOf.fill(lang(), &[&w.name])}</p>
                    <div class="row">
                        <button class="button" data-testid="answer-yes" on:click=move |_| tell(character, crate::engine::info::Info::YesNo { yes: true })>
                            {move || store.t(Key::Yes)}
                        </button>
                        <button class="button" data-testid="answer-no" on:click=move |_| tell(character, crate::engine::info::Info::YesNo { yes: false })>
                            {move || store.t(Key::No)}
                        </button>
                    </div>
                })}
                {w.statements.map(|n| {
                    let ready = move || (0..n).all(|i| !statement(i).trim().is_empty());
                    view! {
                        <h3>{Key::StatementsFor.fill(lang(), &[&w.name])}</h3>
                        <p class="muted">{move || store.t(if w.advice { Key::AdviceInYourWords } else if w.must_be_false { Key::AllStatementsFalse } else { Key::OneTrueOthersFalse })}</p>
                        {(0..n).map(|i| view! {
                            <label class="row">
                                <span>{if w.advice { store.t(Key::AdviceLabel).to_string() } else { Key::StatementNumber.fill(lang(), &[&(i + 1).to_string()]) }}</span>
                                <input class="input" data-testid="day-statement" prop:value=move || statement(i) on:input=move |ev| set_statement(i, event_target_value(&ev)) />
                            </label>
                        }).collect_view()}
                        <button class="button button--primary" data-testid="give-statements" disabled=move || !ready() on:click=move |_| {
                            let list: Vec<String> = (0..n).map(|i| statement(i).trim().to_string()).collect();
                            tell(character, crate::engine::info::Info::Statements { statements: list });
                            statements.set(Vec::new());
                        }>
                            {move || store.t(Key::GiveAndShow)}
                        </button>
                    }
                })}
                {(!w.told_today.is_empty()).then(|| view! {
                    <ul class="plain-list" data-testid="told-today">
                        {w.told_today.iter().map(|t| view! { <li>{Key::ToldToday.fill(lang(), &[t])}</li> }).collect_view()}
                    </ul>
                })}
                {w.guesses.map(|(made, most)| view! {
                    <h3>{Key::GuessesOf.fill(lang(), &[&w.name, &made.to_string(), &most.to_string()])}</h3>
                    <ul class="plain-list" data-testid="guesses">
                        {w.guessed.iter().map(|t| view! { <li>{t.clone()}</li> }).collect_view()}
                    </ul>
                    {(made < most).then(|| view! {
                        <label class="row">
                            <span>{move || store.t(Key::GuessedPlayer)}</span>
                            <select class="select" data-testid="guess-player" prop:value=move || guess_player.get() on:change=move |ev| guess_player.set(event_target_value(&ev))>
                                <option value="">"—"</option>
                                {move || everyone.get().into_iter().map(|(p, n)| view! { <option value=p.0.to_string()>{n}</option> }).collect_view()}
                            </select>
                        </label>
                        <span>{move || store.t(Key::GuessLabel)}</span>
                        <CharacterSelect
                            label=Signal::derive(move || store.t(Key::GuessLabel).to_string())
                            options=script
                            current=guess_character
                            with_empty=true
                            testid="guess-character"
                            on_change=Callback::new(move |c: String| guess_character.set(c))
                        />
                        <button
                            class="button"
                            data-testid="record-guess"
                            disabled=move || guess_player.with(|p| p.is_empty()) || guess_character.with(|c| c.is_empty())
                            on:click=move |_| {
                                if let Ok(p) = guess_player.get_untracked().parse::<u32>() {
                                    if act(character, vec![PlayerId(p)], Some(guess_character.get_untracked())).is_some() {
                                        guess_player.set(String::new());
                                        guess_character.set(String::new());
                                    }
                                }
                            }
                        >
                            {move || store.t(Key::RecordGuess)}
                        </button>
                    })}
                })}
                {w.chooses.then(|| view! {
                    <label class="row">
                        <span>{Key::ChoiceAfterDeath.fill(lang(), &[&w.name])}</span>
                        <select class="select" data-testid="after-death-target" prop:value=move || target.get() on:change=move |ev| target.set(event_target_value(&ev))>
                            <option value="">"—"</option>
                            {move || living.get().into_iter().map(|(p, n)| view! { <option value=p.0.to_string()>{n}</option> }).collect_view()}
                        </select>
                    </label>
                    <button class="button" data-testid="after-death-choice" disabled=move || target.with(|t| t.is_empty()) on:click=move |_| {
                        if let Ok(p) = target.get_untracked().parse::<u32>() {
                            act(character, vec![PlayerId(p)], None);
                        }
                    }>
                        {move || store.t(Key::RecordChoice)}
                    </button>
                })}
            </div>
        })
    }
}

/// What the Storyteller tells a player for a character (recorded in the game) and shows them
/// on a card; false when the engine refused it (the refusal is shown by the store).
fn give_and_show(
    store: Store,
    cards: crate::ui::botc::info_card::CardState,
    player: PlayerId,
    character: &str,
    info: crate::engine::info::Info,
) -> bool {
    let given = store
        .send(Command::GiveInfo {
            player,
            character: character.to_string(),
            chosen: Vec::new(),
            info: info.clone(),
        })
        .is_some();
    if given {
        cards.show(crate::engine::card::for_info(&info));
    }
    given
}

/// What the Storyteller may mark on any player for a character in play (the Mathematician's
/// count: this player's ability worked abnormally), from the definitions: one button each,
/// saying what it records.
#[component]
fn StorytellerMarks(id: PlayerId) -> impl IntoView {
    let store = expect_context::<Store>();
    let marks = settled(move || {
        store.game.with(|g| {
            let st = g.state();
            if !st.phase.in_play() {
                return Vec::new();
            }
            let mut out: Vec<(Command, String)> = Vec::new();
            // The players' characters, then the Fabled in play (the Storm Catcher's player, the
            // Hell's Librarian's silence broken).
            let defs = st
                .seats
                .iter()
                .filter_map(|s| crate::engine::ability::of(s.character_id()))
                .chain(crate::engine::ability::fabled::in_play(st));
            for a in defs {
                if !a.storyteller_marks
                    || out.iter().any(
                        |(c, _)| matches!(c, Command::Act { character, .. } if character == a.id),
                    )
                {
                    continue;
                }
                let cmd = Command::Act {
                    character: a.id.to_string(),
                    by: None,
                    targets: vec![id],
                    guess: None,
                };
                let text = cmd.describe(st, store.lang());
                out.push((cmd, text));
            }
            out
        })
    });
    // A Fabled in play that tells the players it marked (the Zenomancer's goal reached): what
    // this player learns, in the Storyteller's words, while they bear its reminder.
    let tellers = settled(move || {
        store.game.with(|g| {
            let st = g.state();
            if !st.phase.in_play() {
                return Vec::new();
            }
            let lang = store.lang();
            crate::engine::ability::fabled::in_play(st)
                .filter(|a| a.storyteller_marks && a.on_told.is_some())
                .filter(|a| {
                    st.reminders
                        .iter()
                        .any(|r| r.player == id && r.character == a.id)
                })
                .map(|a| {
                    let label = Key::FabledTells
                        .fill(lang, &[&st.name(id), &st.character_name(a.id, lang)]);
                    (a.id, label)
                })
                .collect::<Vec<_>>()
        })
    });
    let cards = expect_context::<crate::ui::botc::info_card::CardState>();
    let words = RwSignal::new(String::new());
    let tell = move |character: &'static str| {
        let text = words.get_untracked().trim().to_string();
        if text.is_empty() {
            return;
        }
        let info = crate::engine::info::Info::Statements {
            statements: vec![text],
        };
        if give_and_show(store, cards, id, character, info) {
            words.set(String::new());
        }
    };
    move || {
        let list = marks.get();
        let told = tellers.get();
        (!list.is_empty() || !told.is_empty()).then(|| view! {
            <div class="sheet__group" data-testid="storyteller-marks">
                {list.into_iter().map(|(cmd, text)| {
                    let cmd = StoredValue::new(cmd);
                    view! {
                        <button class="button" data-testid="storyteller-mark" on:click=move |_| { store.send(cmd.get_value()); }>
                            {Key::MarkThis.fill(store.lang(), &[&text])}
                        </button>
                    }
                }).collect_view()}
                {told.into_iter().map(|(character, label)| view! {
                    <label class="row">
                        <span>{label}</span>
                        <input class="input" data-testid="fabled-tells-text" prop:value=move || words.get() on:input=move |ev| words.set(event_target_value(&ev)) />
                    </label>
                    <button class="button button--primary" data-testid="fabled-tells" disabled=move || words.with(|w| w.trim().is_empty()) on:click=move |_| tell(character)>
                        {move || store.t(Key::GiveAndShow)}
                    </button>
                }).collect_view()}
            </div>
        })
    }
}

#[component]
fn SeatControl(
    id: PlayerId,
    on_close: Callback<()>,
    /// The player's name (from the sheet).
    name: Signal<String>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let name = move || name.get();
    let new_name = RwSignal::new(String::new());
    let newcomer = RwSignal::new(String::new());
    let confirm_remove = RwSignal::new(false);
    let index = move || store.game.with_untracked(|g| g.state().index_of(id));
    let len = move || store.game.with_untracked(|g| g.state().seats.len());
    let rename = move |_| {
        let value = new_name.get_untracked();
        if store
            .send(Command::RenamePlayer {
                player: id,
                name: value,
            })
            .is_some()
        {
            new_name.set(String::new());
        }
    };
    // Swapping with a neighbour: the player moves one seat; around the circle at the ends.
    let step = move |by: isize| {
        if let Some(i) = index() {
            let n = len() as isize;
            let seat = (i as isize + by).rem_euclid(n) as usize;
            store.send(Command::MovePlayer { player: id, seat });
        }
    };
    let seat_newcomer = move |_| {
        let name = newcomer.get_untracked();
        let Some(i) = index() else { return };
        let new_id = store.game.with_untracked(|g| PlayerId(g.state().next_id));
        if store.send(Command::AddPlayer { name }).is_some() {
            store.send(Command::MovePlayer {
                player: new_id,
                seat: i + 1,
            });
            newcomer.set(String::new());
        }
    };
    let remove = move |_| {
        if !confirm_remove.get_untracked() {
            confirm_remove.set(true);
            return;
        }
        if store.send(Command::RemovePlayer { player: id }).is_some() {
            on_close.run(());
        }
    };
    view! {
        <details class="sheet__group seat-control" data-testid="seat-control">
            <summary><h3>{move || t(Key::SeatGroup)}</h3></summary>
            <div class="field">
                <label for=format!("rename-{}", id.0)>{move || Key::RenameWho.fill(store.lang(), &[&name()])}</label>
                <div class="row">
                    <input
                        class="input"
                        id=format!("rename-{}", id.0)
                        data-testid="rename-input"
                        prop:value=move || new_name.get()
                        on:input=move |ev| new_name.set(event_target_value(&ev))
                    />
                    <button class="button" data-testid="rename" on:click=rename>{move || t(Key::Rename)}</button>
                </div>
            </div>
            <div class="row">
                <button class="button" data-testid="move-left" on:click=move |_| step(-1)>{move || t(Key::MoveLeft)}</button>
                <button class="button" data-testid="move-right" on:click=move |_| step(1)>{move || t(Key::MoveRight)}</button>
            </div>
            <div class="field">
                <label for=format!("newcomer-{}", id.0)>{move || t(Key::NewcomerName)}</label>
                <div class="row">
                    <input
                        class="input"
                        id=format!("newcomer-{}", id.0)
                        data-testid="newcomer-name"
                        prop:value=move || newcomer.get()
                        on:input=move |ev| newcomer.set(event_target_value(&ev))
                    />
                    <button class="button" data-testid="seat-newcomer" on:click=seat_newcomer>
                        {move || Key::SeatAfter.fill(store.lang(), &[&name()])}
                    </button>
                </div>
            </div>
            <button class="button button--danger" data-testid="remove-player" on:click=remove>
                {move || if confirm_remove.get() { t(Key::RemovePlayerConfirm) } else { t(Key::LeaveGame) }}
            </button>
        </details>
    }
}

/// A free note about the player, kept in the log; the player's earlier notes are listed.
#[component]
fn NoteControl(
    id: PlayerId,
    /// The player's name (from the sheet).
    name: Signal<String>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let t = move |key: Key| store.t(key);
    let text = RwSignal::new(String::new());
    let notes = settled(move || {
        store.game.with(|g| {
            g.log()
                .iter()
                .filter_map(|c| match c {
                    Command::Note {
                        player: Some(p),
                        text,
                    } if *p == id => Some(text.clone()),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
    });
    let name = move || name.get();
    let add = move |_| {
        let value = text.get_untracked();
        if !value.trim().is_empty()
            && store
                .send(Command::Note {
                    player: Some(id),
                    text: value.trim().to_string(),
                })
                .is_some()
        {
            text.set(String::new());
        }
    };
    view! {
        <div class="sheet__group">
            <h3>{move || t(Key::Notes)}</h3>
            <ul class="plain-list" data-testid="notes">
                {move || notes.get().into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
            </ul>
            <textarea
                class="input"
                rows="2"
                data-testid="note-text"
                aria-label=move || Key::NoteText.fill(store.lang(), &[&name()])
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            ></textarea>
            <button class="button" data-testid="add-note" on:click=add>
                {move || t(Key::AddNote)}
            </button>
        </div>
    }
}
