//! One step of the night sheet: who wakes, what to do in our words, and what the rules say —
//! the worked-out answer, the false one when the player is drunk or poisoned, the choice the
//! player makes (tapped on the board) — recorded as engine commands, then shown to the player.

use leptos::prelude::*;

use crate::engine::ability::{self, Choice, Then};
use crate::engine::card;
use crate::engine::character::Alignment;
use crate::engine::command::Command;
use crate::engine::event::{Event, NoEffect};
use crate::engine::info::Info;
use crate::engine::night::{self, KillOutcome, NightInfo, NightStep, StepKind};
use crate::engine::seat::PlayerId;
use crate::engine::state::GameState;
use crate::engine::status::StatusKind;
use crate::i18n::{Key, Lang};
use crate::ui::settled::settled;

use crate::ui::botc::info_card::CardState;
use crate::ui::store::Store;
use crate::ui::widgets::pick::{Pick, PickRow};

/// What the waking player chooses at `step`, from their character's definition.
pub fn choice_of(state: &GameState, step: &NightStep) -> Option<Choice> {
    ability::of_step(state, step)?.choice_for(state, step.player)
}

/// The answers the Storyteller may give: the truth first, then what registration allows, then
/// the suggested false answer for a drunk or poisoned player. When another ability requires
/// the information to be false (`must_be_false`, the Vortox), the false answer comes first: it
/// is the one picked unless the Storyteller decides otherwise.
pub fn options(step: &NightStep, answer: &night::Answer, must_be_false: bool) -> Vec<(Key, Info)> {
    let mut out: Vec<(Key, Info)> = Vec::new();
    let push = |key, info: Info, out: &mut Vec<(Key, Info)>| {
        if !out.iter().any(|(_, i)| *i == info) {
            out.push((key, info));
        }
    };
    if must_be_false && answer.impaired {
        if let Some(f) = &answer.false_info {
            if answer.truth.as_ref() != Some(f) {
                push(Key::MustBeFalseAnswer, f.clone(), &mut out);
            }
        }
    }
    // The Storyteller's judgement (the General's team ahead, the High Priestess's player):
    // every answer is as true.
    if let Some(NightInfo::Judgement { answers }) = &step.info {
        for a in answers {
            push(Key::YourJudgement, a.clone(), &mut out);
        }
    }
    if let Some(t) = &answer.truth {
        push(Key::TrueAnswer, t.clone(), &mut out);
        if answer.storyteller_call {
            match (t, &step.info) {
                (Info::Number { .. }, Some(NightInfo::Number { may_be, .. })) => {
                    for v in may_be {
                        push(Key::AlsoLegal, Info::Number { value: *v }, &mut out);
                    }
                }
                (Info::YesNo { yes }, _) => {
                    push(Key::AlsoLegal, Info::YesNo { yes: !yes }, &mut out);
                }
                // Both sides as near (the Shugenja): the other side is as true.
                (Info::Direction { clockwise }, Some(NightInfo::Direction { tie, .. })) => {
                    let other = Info::Direction {
                        clockwise: !clockwise,
                    };
                    let key = if *tie { Key::AlsoTrue } else { Key::AlsoLegal };
                    push(key, other, &mut out);
                }
                // A player who may register as the other alignment (the Recluse, the Spy).
                (Info::Alignment { alignment: Some(a) }, _) => {
                    let other = match a {
                        Alignment::Good => Alignment::Evil,
                        Alignment::Evil => Alignment::Good,
                    };
                    let info = Info::Alignment {
                        alignment: Some(other),
                    };
                    push(Key::AlsoLegal, info, &mut out);
                }
                _ => {}
            }
        }
        // One player shown with their character, among candidates the Storyteller chooses
        // from (the Evil Twin's good twin): each other candidate is as legal.
        if let (Info::Pair { players, .. }, Some(NightInfo::Pair { candidates, .. })) =
            (t, &step.info)
        {
            if players.len() == 1 {
                for c in candidates {
                    if let Some(character) = &c.character {
                        let info = Info::Pair {
                            players: vec![c.player],
                            character: character.clone(),
                        };
                        push(Key::AlsoYourChoice, info, &mut out);
                    }
                }
            }
        }
    }
    if answer.impaired {
        if let Some(f) = &answer.false_info {
            push(Key::FalseAnswer, f.clone(), &mut out);
        }
    }
    out
}

/// Does another player's ability require the information of the player waking at `step` to
/// be false (the Vortox's)?
pub fn must_be_false(state: &GameState, step: &NightStep) -> bool {
    step.kind == StepKind::Character
        && step
            .player
            .and_then(|p| state.seat(p))
            .is_some_and(|s| crate::engine::abnormal::false_required(state, s))
}

/// What the last command of a night step did, in words, and which step it was: the app keeps
/// it while a card is held up to the player and the board is off the page.
#[derive(Debug, Clone, Copy)]
pub struct StepResult {
    result: RwSignal<Option<(usize, Vec<String>)>>,
    step: RwSignal<Option<night::StepId>>,
}

impl Default for StepResult {
    fn default() -> Self {
        StepResult {
            result: RwSignal::new(None),
            step: RwSignal::new(None),
        }
    }
}

/// What the engine did, in words, from a command's events.
pub fn event_lines(events: &[Event], state: &GameState, lang: Lang) -> Vec<String> {
    let name = |p: &PlayerId| state.name(*p);
    // A death an ability answers by keeping the player alive in secret (the Zombuul's first
    // death): the town sees a death, the player lives on. Said once, as that.
    let lives_on = |p: &PlayerId| {
        events.iter().any(
            |e| matches!(e, Event::NoEffect { player, reason: NoEffect::KeptAlive } if player == p),
        ) && events
            .iter()
            .any(|e| matches!(e, Event::Died { player, .. } if player == p))
    };
    // An ability that does not work (drunk or poisoned) says so once: the statuses it placed
    // without effect are not listed one by one.
    let impaired = events.iter().any(|e| {
        matches!(
            e,
            Event::NoEffect {
                reason: NoEffect::Impaired,
                ..
            }
        )
    });
    let mut lines: Vec<String> = Vec::new();
    for line in events.iter().filter_map(|e| match e {
        Event::Executed { player, died: true } if lives_on(player) => {
            Some(Key::EventExecutedLivesOn.fill(lang, &[&name(player)]))
        }
        Event::NoEffect {
            player,
            reason: NoEffect::KeptAlive,
        } if lives_on(player) => None,
        // An execution that kills says so itself.
        Event::Died { player, .. }
            if events
                .iter()
                .any(|x| matches!(x, Event::Executed { player: p, died: true } if p == player)) =>
        {
            None
        }
        Event::Died { player, .. } if lives_on(player) => {
            Some(Key::EventRegistersDead.fill(lang, &[&name(player)]))
        }
        Event::Died { player, .. } => Some(Key::EventDied.fill(lang, &[&name(player)])),
        Event::NoEffect { player, reason } => {
            let why = match reason {
                NoEffect::Impaired => Key::WhyImpaired,
                NoEffect::AlreadyDead => Key::WhyAlreadyDead,
                NoEffect::Soldier => Key::WhySoldier,
                NoEffect::Protected => Key::WhyProtected,
                NoEffect::AlreadyUsed => Key::WhyAlreadyUsed,
                NoEffect::NotTheCharacter => Key::WhyNotTheCharacter,
                NoEffect::Dead => Key::WhyDead,
                NoEffect::Missed => Key::WhyMissed,
                NoEffect::KeptAlive => Key::WhyKeptAlive,
            };
            Some(Key::EventNoEffect.fill(lang, &[&name(player), why.get(lang)]))
        }
        Event::StatusPlaced { inert: true, .. } if impaired => None,
        Event::StatusPlaced {
            player,
            kind,
            inert,
        } => {
            let what = match kind {
                StatusKind::Drunk => Key::Drunk,
                StatusKind::Poisoned => Key::Poisoned,
                StatusKind::Safe => Key::SafeWord,
                StatusKind::Mad => Key::MadWord,
                StatusKind::CannotDie => Key::CannotDieWord,
            };
            let key = if *inert {
                Key::EventStatusInert
            } else {
                Key::EventStatus
            };
            Some(key.fill(lang, &[&name(player), what.get(lang)]))
        }
        Event::CharacterChanged { player, to, .. } => {
            Some(Key::EventBecomes.fill(lang, &[&name(player), &state.character_name(to, lang)]))
        }
        Event::ScarletWomanTakesOver { player, .. } => {
            Some(Key::EventScarletWoman.fill(lang, &[&name(player)]))
        }
        Event::VirginTriggered { nominator, .. } => {
            Some(Key::EventVirgin.fill(lang, &[&name(nominator)]))
        }
        Event::Executed { player, died } => Some(
            if *died {
                Key::EventExecutedDies
            } else {
                Key::EventExecutedLives
            }
            .fill(lang, &[&name(player)]),
        ),
        Event::GhostVoteSpent { player } => Some(Key::EventGhostVote.fill(lang, &[&name(player)])),
        Event::PendingAdded { .. } => Some(Key::EventDecision.get(lang).to_string()),
        Event::FalseRequired { player } => {
            Some(Key::EventFalseRequired.fill(lang, &[&name(player)]))
        }
        Event::ChainStopped { after } => {
            Some(Key::EventChainStopped.fill(lang, &[&after.to_string()]))
        }
        _ => None,
    }) {
        // Each thing said once (two choices of one impaired ability are one "no effect").
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    lines
}

/// The Storyteller's view of a step's worked-out answer, beyond the answer itself: who makes
/// it true, what registration allows, the Demon's options.
fn notes(step: &NightStep, state: &GameState, lang: Lang) -> Vec<String> {
    let name = |p: &PlayerId| state.name(*p);
    let list = |ps: &[PlayerId]| ps.iter().map(name).collect::<Vec<_>>().join(", ");
    let mut out = Vec::new();
    match &step.info {
        Some(NightInfo::Pair { candidates, .. }) if !candidates.is_empty() => {
            let c = candidates
                .iter()
                .map(|c| match (&c.character, c.may_register_as) {
                    (Some(ch), _) => {
                        format!("{} ({})", name(&c.player), state.character_name(ch, lang))
                    }
                    (None, _) => Key::MayRegister.fill(lang, &[&name(&c.player)]),
                })
                .collect::<Vec<_>>()
                .join(", ");
            out.push(Key::Candidates.fill(lang, &[&c]));
        }
        Some(NightInfo::Pair {
            character: None, ..
        }) => {
            out.push(Key::NoCandidate.get(lang).to_string());
        }
        Some(NightInfo::Number { may_be, .. }) if !may_be.is_empty() => {
            let v = may_be
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            out.push(Key::RegistrationAllows.fill(lang, &[&v]));
        }
        Some(NightInfo::DemonCheck { yes, maybe }) => {
            out.push(Key::RegistersAsDemon.fill(lang, &[&list(yes)]));
            if !maybe.is_empty() {
                out.push(Key::MayRegisterAsDemon.fill(lang, &[&list(maybe)]));
            }
        }
        Some(NightInfo::Executed { player: None, .. }) => {
            out.push(Key::NobodyExecuted.get(lang).to_string());
        }
        Some(NightInfo::Master { current: Some(p) }) => {
            out.push(Key::CurrentMaster.fill(lang, &[&name(p)]));
        }
        Some(NightInfo::EvilTeam {
            demons, minions, ..
        }) => {
            out.push(Key::EvilTeamNote.fill(lang, &[&list(demons), &list(minions)]));
        }
        Some(NightInfo::DemonInfo {
            minions, bluffs, ..
        }) => {
            let b = bluffs
                .iter()
                .map(|b| state.character_name(b, lang))
                .collect::<Vec<_>>()
                .join(", ");
            // Only the bluffs while an ability holds the Minions back, only the Minions on a
            // later night (the Poppy Grower).
            out.push(match (minions.is_empty(), bluffs.is_empty()) {
                (true, false) => Key::DemonBluffsNote.fill(lang, &[&b]),
                (false, true) => Key::DemonMinionsNote.fill(lang, &[&list(minions)]),
                _ => Key::DemonInfoNote.fill(lang, &[&list(minions), &b]),
            });
        }
        Some(NightInfo::Direction { tie: true, .. }) => {
            out.push(Key::DirectionTie.get(lang).to_string());
        }
        Some(NightInfo::Direction { may_flip: true, .. }) => {
            out.push(Key::DirectionMayFlip.get(lang).to_string());
        }
        Some(NightInfo::Deaths { players }) => {
            if players.is_empty() {
                out.push(Key::NobodyDied.get(lang).to_string());
            } else {
                out.push(Key::DiedTonight.fill(lang, &[&list(players)]));
            }
        }
        _ => {}
    }
    // An ability that wakes with the evil team (the Wraith).
    for (_, note) in crate::engine::ability::wake_notes(state, step) {
        out.push(note.get(lang).to_string());
    }
    out
}

/// The players the rules bar from the choice at `step` (dimmed on the board).
fn barred(state: &GameState, step: &NightStep, c: &Choice) -> Vec<PlayerId> {
    let (Some(by), Some(character)) = (step.player, step.character.as_deref()) else {
        return Vec::new();
    };
    state
        .seats
        .iter()
        .map(|s| s.id)
        .filter(|p| !c.allows(state, character, by, *p))
        .collect()
}

/// The command recording the choice, once it is complete: as many players as it takes, and
/// the character named when it names one.
fn command(
    c: &Choice,
    character: &str,
    by: PlayerId,
    targets: &[PlayerId],
    guess: Option<String>,
) -> Option<Command> {
    if targets.len() != c.players || (c.guess && guess.is_none()) {
        return None;
    }
    match c.command(character, by, targets)? {
        Command::Act {
            character,
            by,
            targets,
            ..
        } => Some(Command::Act {
            character,
            by,
            targets,
            guess: if c.guess { guess } else { None },
        }),
        other => Some(other),
    }
}

/// What the Storyteller is told of a choice: how many players to tap, which ones the rules
/// allow, whether a character is named, and whether the player may choose no one.
fn choice_hint(c: &Choice) -> Vec<Key> {
    let mut keys = Vec::new();
    match c.players {
        0 => {}
        1 => keys.push(Key::TapOnePlayer),
        2 => keys.push(Key::TapTwoPlayers),
        _ => keys.push(Key::TapThreePlayers),
    }
    if c.players > 0 {
        keys.push(match c.among {
            ability::Among::Anyone => Key::HoldForSheet,
            ability::Among::Others => Key::AmongOthers,
            ability::Among::Alive => Key::AmongAlive,
            ability::Among::AliveOthers => Key::AmongAliveOthers,
            ability::Among::Dead => Key::AmongDead,
        });
        if c.fresh {
            keys.push(Key::AmongFresh);
        }
    }
    if c.guess {
        keys.push(Key::ChooseOnlyCharacter);
    }
    if c.optional {
        keys.push(Key::MayChooseNobody);
    }
    keys
}

/// The characters a choice may name (the Gambler's guess, the Cerenovus's madness): those the
/// engine offers ([`Choice::names_offered`]: the script's, no Traveller, only good ones when
/// the ability says "a good character", none its rules forbid); by name in `lang`.
pub fn guess_choices(state: &GameState, c: &Choice, lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = c
        .names_offered(state)
        .into_iter()
        .map(|d| (d.id.to_string(), state.character_name(d.id, lang)))
        .collect();
    out.sort_by(|a, b| a.1.cmp(&b.1));
    out
}

/// Is the waking player told something at this step: an answer to their choice, the grimoire,
/// or an answer worked out for them (not a note for the Storyteller, like the Butler's current
/// master)? Only then may a drunk or poisoned player be told something false.
pub fn learns_something(a: &ability::Ability, step: &NightStep) -> bool {
    a.sees_grimoire
        || a.answers.is_some()
        || matches!(
            a.choice,
            Some(Choice {
                then: Then::Answer,
                ..
            })
        )
        || step.info.as_ref().and_then(NightInfo::to_info).is_some()
        || matches!(step.info, Some(NightInfo::Judgement { .. }))
}

fn kill_outcome(step: &NightStep, target: PlayerId) -> Option<Key> {
    let Some(NightInfo::Attack { outcomes }) = &step.info else {
        return None;
    };
    outcomes
        .iter()
        .find(|(p, _)| *p == target)
        .map(|(_, o)| match o {
            KillOutcome::Dies => Key::OutcomeDies,
            KillOutcome::AlreadyDead => Key::OutcomeAlreadyDead,
            KillOutcome::Soldier => Key::OutcomeSoldier,
            KillOutcome::Protected => Key::OutcomeProtected,
            KillOutcome::MayorMayBounce => Key::OutcomeMayor,
            // Only the Imp's death passes it on (a Minion becomes the Imp); any other Demon
            // choosing itself simply dies.
            KillOutcome::StarPass if step.character.as_deref() == Some("imp") => {
                Key::OutcomeStarPass
            }
            KillOutcome::StarPass => Key::OutcomeSelfKill,
            KillOutcome::KeptAlive => Key::OutcomeKeptAlive,
            KillOutcome::Jumps => Key::OutcomeJumps,
        })
}

/// The step the Storyteller is on.
#[component]
pub fn NightStepView() -> impl IntoView {
    let store = expect_context::<Store>();
    let pick = expect_context::<Pick>();
    let cards = expect_context::<CardState>();
    let t = move |key: Key| store.t(key);
    let lang = move || store.lang();

    let at = store.night_step;
    // night::current_step, from the sheet the store works out once per command.
    let step = Memo::new(move |_| {
        if !store.phase.get().is_night() {
            return None;
        }
        let at = at.get();
        store.night_sheet.with(|s| s.get(at).cloned())
    });
    let id = Memo::new(move |_| step.with(|s| s.as_ref().map(|s| s.id())));
    let count = Memo::new(move |_| store.night_sheet.with(|s| s.len()));
    let choose = Memo::new(move |_| {
        step.with(|s| {
            let s = s.as_ref()?;
            store.game.with(|g| choice_of(g.state(), s))
        })
    });
    // What the last command of this step did, in words, with the length of the log it left:
    // once the log is another length (an undo, another command), it no longer says what is.
    // Kept by the app while a card is held up to the player (the board is then off the page),
    // so the engine's warning is still there when the card goes.
    let kept = use_context::<StepResult>().unwrap_or_default();
    let result = kept.result;
    let log_len = Memo::new(move |_| store.game.with(|g| g.log().len()));
    // The answer the Storyteller picked among the options; none picked: the one given at this
    // step tonight, else the first.
    let option = RwSignal::new(None::<usize>);

    // The character named with the choice (the Gambler's guess), when it names one.
    let guess = RwSignal::new(None::<String>);
    // A new step: the board takes the choice it needs, and what was said of the last one goes.
    Effect::new(move |_| {
        let now = id.get();
        // A step already done keeps the board ready for a correction.
        match (choose.get_untracked(), step.get_untracked()) {
            (Some(c), Some(s)) => {
                let barred = store.game.with_untracked(|g| barred(g.state(), &s, &c));
                pick.start_among(c.players, barred);
            }
            _ => pick.stop(),
        }
        // Back on the same step after a card: what was said of it stays. On another step, what
        // the last command did stays in view when that command itself moved the step (a
        // Philosopher's step leaves the sheet once recorded); any later command hides it.
        if kept.step.get_untracked() != now {
            kept.step.set(now);
            if result.with_untracked(|r| {
                r.as_ref()
                    .is_some_and(|(at, _)| *at != log_len.get_untracked())
            }) {
                result.set(None);
            }
        }
        option.set(None);
        guess.set(None);
    });
    Effect::new(move |_| {
        pick.picked.track();
        option.set(None);
    });
    on_cleanup(move || pick.stop());

    let players = Signal::from(store.players);

    // The answer to give, once the player has chosen (or at once for steps without a choice).
    let answer = settled(move || {
        let step = step.get()?;
        let chosen = match choose.get() {
            Some(c) if matches!(c.then, Then::Answer) => {
                let p = pick.picked.get();
                if p.len() != c.players {
                    return None;
                }
                p
            }
            Some(_) => return None,
            None => Vec::new(),
        };
        let (a, must) = store.game.with(|g| {
            (
                night::answer(g.state(), &step, &chosen).ok(),
                must_be_false(g.state(), &step),
            )
        });
        let opts = options(&step, &a?, must);
        (!opts.is_empty()).then_some((chosen, opts))
    });

    // The options in words, in a memo so that the options are redrawn only when they change.
    let answer_texts = settled(move || {
        answer.with(|a| {
            a.as_ref().map(|(_, opts)| {
                store.game.with(|g| {
                    opts.iter()
                        .map(|(k, i)| (*k, i.describe(g.state(), lang())))
                        .collect::<Vec<_>>()
                })
            })
        })
    });

    // What was given at this step tonight, to show again.
    let told = settled(move || {
        let s = step.get()?;
        if !s.done {
            return None;
        }
        store.game.with(|g| {
            let st = g.state();
            st.told
                .iter()
                .rev()
                .find(|t| {
                    Some(t.player) == s.player
                        && Some(&t.character) == s.character.as_ref()
                        && t.phase == st.phase
                })
                .map(|t| t.info.clone())
        })
    });

    // What was given at this step tonight, in words, and whether it was true: the step shows
    // it, and not the true answer offered again as if nothing had been given.
    let given = settled(move || {
        let s = step.get()?;
        let info = told.get()?;
        let lang = lang();
        store.game.with(|g| {
            let st = g.state();
            let chosen = st
                .told
                .iter()
                .rev()
                .find(|t| Some(t.player) == s.player && t.phase == st.phase && t.info == info)
                .map(|t| t.chosen.clone())
                .unwrap_or_default();
            let key = match night::answer(st, &s, &chosen) {
                Ok(a) => {
                    let opts = options(&s, &a, must_be_false(st, &s));
                    match opts.iter().find(|(_, i)| *i == info).map(|(k, _)| *k) {
                        Some(k) if k == Key::TrueAnswer => Key::GivenTrue,
                        Some(k) if k == Key::FalseAnswer || k == Key::MustBeFalseAnswer => {
                            Key::GivenFalse
                        }
                        Some(_) => Key::GivenLegal,
                        None if a.truth.as_ref() == Some(&info) => Key::GivenTrue,
                        None if a.truth.is_some() => Key::GivenFalse,
                        None => Key::Given,
                    }
                }
                Err(_) => Key::Given,
            };
            Some((info.clone(), key.fill(lang, &[&info.describe(st, lang)])))
        })
    });
    // The option showing: the one the Storyteller picked, else the one given, else the first.
    // Where the answer given is among the options on screen, if it is there.
    let given_at = move || {
        let info = given.with(|g| g.as_ref().map(|(i, _)| i.clone()))?;
        answer.with(|a| {
            let (_, opts) = a.as_ref()?;
            opts.iter().position(|(_, i)| *i == info)
        })
    };
    let selected = move || option.get().unwrap_or_else(|| given_at().unwrap_or(0));
    // "Give and show" is offered unless the answer picked is the one already given ("Show
    // again" shows that one).
    let may_give =
        move || answer_texts.with(|a| a.is_some()) && given_at().is_none_or(|at| at != selected());

    let give = move |_| {
        let Some(s) = step.get_untracked() else {
            return;
        };
        let Some((chosen, opts)) = answer.get_untracked() else {
            return;
        };
        let Some((_, info)) = opts.get(untrack(selected)).cloned() else {
            return;
        };
        // A Storyteller's step (no player: the Duchess's) tells the player chosen (a visitor).
        let player = s.player.or_else(|| chosen.first().copied());
        let (Some(player), Some(character)) = (player, s.character.clone()) else {
            return;
        };
        if let Some(events) = store.send(Command::GiveInfo {
            player,
            character,
            chosen,
            info: info.clone(),
        }) {
            let lines = store
                .game
                .with_untracked(|g| event_lines(&events, g.state(), lang()));
            result.set(Some((log_len.get_untracked(), lines)));
            // A character whose definition says its cards (the Evil Twin's pair, each shown
            // the other) shows them, worked out now that the answer is recorded.
            let own = store.game.with_untracked(|g| {
                let st = g.state();
                ability::of_step(st, &s)
                    .and_then(|a| a.cards)
                    .map(|_| card::for_step(st, &s))
                    .filter(|c| !c.is_empty())
            });
            cards.show(own.unwrap_or_else(|| card::for_info(&info)));
        }
    };
    // Cards shown without a record (Minion and Demon info): from the engine's card function.
    let step_cards = settled(move || {
        let s = step.get()?;
        // A character's own cards (the Cerenovus's madness, the Lunatic's Demon information),
        // when no answer gives them.
        let own = s.kind == StepKind::Character
            && store
                .game
                .with(|g| ability::of_step(g.state(), &s).is_some_and(|a| a.cards.is_some()))
            && answer.with(|a| a.is_none());
        if !own && !matches!(s.kind, StepKind::MinionInfo | StepKind::DemonInfo) {
            return None;
        }
        let c = store.game.with(|g| card::for_step(g.state(), &s));
        (!c.is_empty()).then_some(c)
    });
    // The Spy's step: the whole grimoire, shown on the card screen.
    let is_spy = settled(move || {
        step.with(|s| {
            s.as_ref().is_some_and(|s| {
                store.game.with(|g| {
                    s.player
                        .and_then(|p| g.state().seat(p))
                        .is_some_and(|seat| ability::learn::sees_grimoire(g.state(), seat))
                })
            })
        })
    });
    let act = move |_| {
        let (Some(s), Some(c)) = (step.get_untracked(), choose.get_untracked()) else {
            return;
        };
        let Some(by) = s.player else { return };
        let targets = pick.picked.get_untracked();
        let character = s.character.as_deref().unwrap_or_default();
        if let Some(cmd) = command(&c, character, by, &targets, guess.get_untracked()) {
            if let Some(events) = store.send(cmd) {
                let lines = store
                    .game
                    .with_untracked(|g| event_lines(&events, g.state(), lang()));
                let lines = if lines.is_empty() {
                    vec![t(Key::Recorded).to_string()]
                } else {
                    lines
                };
                result.set(Some((log_len.get_untracked(), lines)));
                // The choice is recorded: its preview, worked out before, would now describe a
                // state that is gone (the target already dead). A new tap starts a new choice.
                pick.start(c.players);
            }
        }
    };
    let pending_command = settled(move || {
        let s = step.get()?;
        let c = choose.get()?;
        let targets = pick.picked.get();
        let cmd = command(
            &c,
            s.character.as_deref()?,
            s.player?,
            &targets,
            guess.get(),
        )?;
        let lang = lang();
        let text = store.game.with(|g| cmd.describe(g.state(), lang));
        let outcomes: Vec<String> = store.game.with(|g| {
            targets
                .iter()
                .filter_map(|t| {
                    let k = kill_outcome(&s, *t)?.get(lang);
                    Some(if targets.len() > 1 {
                        format!("{} : {k}", g.state().name(*t))
                    } else {
                        k.to_string()
                    })
                })
                .collect()
        });
        let outcome = (!outcomes.is_empty()).then(|| outcomes.join(" · "));
        Some((text, outcome))
    });
    // The characters a guess may name: the script's, those the choice allows.
    let guess_options = settled(move || {
        let Some(c) = choose.get().filter(|c| c.guess) else {
            return Vec::new();
        };
        let lang = lang();
        store.game.with(|g| guess_choices(g.state(), &c, lang))
    });

    let go = move |step: usize| {
        if step != at.get_untracked() && step < count.get_untracked() {
            store.send(Command::GoToStep { step });
        }
    };
    let next = move |_| {
        let i = at.get_untracked();
        if i + 1 < count.get_untracked() {
            store.send(Command::GoToStep { step: i + 1 });
        }
    };
    let end_night = move |_| {
        store.send(Command::EndNight);
    };
    let is_dawn = move || step.with(|s| s.as_ref().is_some_and(|s| s.kind == StepKind::Dawn));

    // In a memo, so that a command that changes neither the step nor its words leaves the
    // step's view alone.
    let texts = settled(move || {
        let s = step.get()?;
        let lang = lang();
        Some(store.game.with(|g| {
            (
                crate::ui::botc::night_screen::step_title(&s, g.state(), lang),
                notes(&s, g.state(), lang),
            )
        }))
    });
    let body = move || {
        let Some(s) = step.get() else {
            return ().into_any();
        };
        let lang = lang();
        let Some((title, note_lines)) = texts.get() else {
            return ().into_any();
        };
        let prompt = match s.kind {
            StepKind::Dusk => Key::DuskPrompt.get(lang).to_string(),
            // An ability may change what the evil team is shown (the Poppy Grower): the step
            // then carries its own prompt.
            StepKind::MinionInfo => s
                .prompt
                .map(|p| p.get(lang).to_string())
                .unwrap_or_else(|| Key::MinionInfoPrompt.get(lang).to_string()),
            StepKind::DemonInfo => s
                .prompt
                .map(|p| p.get(lang).to_string())
                .unwrap_or_else(|| Key::DemonInfoPrompt.get(lang).to_string()),
            StepKind::Dawn => Key::DawnPrompt.get(lang).to_string(),
            StepKind::YouAre => Key::YouArePrompt.get(lang).to_string(),
            StepKind::Character => s
                .prompt
                .map(|p| p.get(lang).to_string())
                .unwrap_or_else(|| Key::StorytellerHandles.get(lang).to_string()),
        };
        let kind_class = match s.kind {
            StepKind::Dusk => "dusk",
            StepKind::MinionInfo => "minion-info",
            StepKind::DemonInfo => "demon-info",
            StepKind::Character => "character",
            StepKind::YouAre => "you-are",
            StepKind::Dawn => "dawn",
        };
        let character = s.character.as_deref().and_then(|c| store.character(c));
        // What a drunk or poisoned player's step says, from the character's definition: false
        // information only for a character who learns something.
        let impaired = s.impaired.then(|| {
            let learns = store.game.with_untracked(|g| {
                ability::of_step(g.state(), &s)
                    .map(|a| (learns_something(a, &s), a.storyteller_step))
            });
            match learns {
                // A step the player does not wake for (the Gossip's): nothing to tell them.
                Some((_, true)) | None => Key::ImpairedAbility,
                Some((true, false)) => Key::ImpairedStep,
                Some((false, false)) => Key::ImpairedNoEffect,
            }
        });
        let must_false = !s.impaired && store.game.with_untracked(|g| must_be_false(g.state(), &s));
        view! {
            <div class=format!("night-step night-step--{kind_class}") data-testid="night-step" data-kind=kind_class>
                // Who wakes and whether their ability works: kept at the top of the panel
                // however far the Storyteller scrolls to the answer (the notice that explains
                // it, under the heading, scrolls with the rest: on a small phone, a heading of
                // five lines would leave no room for the answer).
                <div class="night-step__top" data-testid="night-step-top">
                <div class="night-step__head">
                    <button
                        class="icon-button"
                        data-testid="night-prev"
                        aria-label=move || t(Key::PreviousStep)
                        disabled=move || at.get() == 0
                        on:click=move |_| go(at.get_untracked().saturating_sub(1))
                    >
                        "‹"
                    </button>
                    {character.map(|d| view! { <crate::ui::botc::token_art::TokenArt character=Signal::derive(move || Some(d)) class="token-art--small" /> })}
                    <div class="night-step__titles">
                        <h2 data-testid="night-step-title">{title}</h2>
                        <p class="night-panel__count" data-testid="night-count">
                            {move || Key::StepOf.fill(store.lang(), &[&(at.get() + 1).to_string(), &count.get().to_string()])}
                            {s.done.then(|| view! { " " <span class="badge badge--done" data-testid="step-done">{Key::StepDone.get(lang)}</span> })}
                            // Whether the ability works, in two words, kept in view with the
                            // heading (the notice under it says what that means).
                            {impaired.is_some().then(|| view! { " " <span class="badge badge--impaired" data-testid="impaired-badge">{Key::ImpairedBadge.get(lang)}</span> })}
                            {must_false.then(|| view! { " " <span class="badge badge--impaired" data-testid="must-be-false-badge">{Key::MustBeFalseBadge.get(lang)}</span> })}
                        </p>
                    </div>
                    <button
                        class="icon-button"
                        data-testid="night-next-icon"
                        aria-label=move || t(Key::NextStep)
                        disabled=move || { at.get() + 1 >= count.get() }
                        on:click=move |_| go(at.get_untracked() + 1)
                    >
                        "›"
                    </button>
                </div>
                </div>
                {impaired.map(|k| view! { <p class="night-step__impaired" data-testid="impaired">{k.get(lang)}</p> })}
                {must_false.then(|| view! { <p class="night-step__impaired" data-testid="must-be-false">{Key::MustBeFalseStep.get(lang)}</p> })}
                <p class="night-step__prompt">{prompt}</p>
                {(!note_lines.is_empty()).then(|| view! {
                    <ul class="night-step__notes" data-testid="step-notes">
                        {note_lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                })}
            </div>
        }
        .into_any()
    };

    // The answer, once it shows, is scrolled into view between the step's heading, kept at the
    // top, and the actions, kept at the foot: no further than needed to show as much of it as
    // there is room for (the notice under the heading stays in view when it can), and never
    // above the heading.
    let answer_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let Some(el) = answer_ref.get() else {
            return;
        };
        use wasm_bindgen::JsCast;
        let html = |e: web_sys::Element| e.dyn_into::<web_sys::HtmlElement>().ok();
        let dock = el.closest(".board-dock").ok().flatten().and_then(html);
        let panel = el.closest(".night-panel").ok().flatten();
        let find = |sel: &str| {
            panel
                .as_ref()
                .and_then(|p| p.query_selector(sel).ok().flatten())
                .and_then(html)
        };
        match (dock, find(".night-step__top")) {
            // Offsets from the same positioned ancestor: where the answer is in the dock's
            // content.
            (Some(dock), Some(top)) => {
                let inside = el
                    .offset_parent()
                    .is_some_and(|p| p == *dock.unchecked_ref::<web_sys::Element>());
                let at = if inside {
                    el.offset_top()
                } else {
                    el.offset_top() - dock.offset_top() - dock.client_top()
                };
                let head = top.offset_height() + 4;
                let foot = find(".night-actions").map_or(0, |a| a.offset_height());
                let room = (dock.client_height() - head - foot).max(0);
                // Enough to show the answer (or as much of it as fits), at most up to the
                // heading.
                let enough = at + el.offset_height().min(room) - (dock.client_height() - foot);
                let highest = at - head;
                dock.set_scroll_top(enough.min(highest).max(0));
            }
            _ => el.scroll_into_view_with_bool(true),
        }
    });

    view! {
        {body}
        <Show when=move || choose.get().is_some()>
            <div class="night-choice" data-testid="night-choice">
                <p class="muted">
                    {move || choose.get().map(|c| choice_hint(&c).into_iter().map(t).collect::<Vec<_>>().join(" "))}
                </p>
                <Show when=move || choose.get().is_some_and(|c| c.guess)>
                    <label class="night-choice__guess">
                        <span>{move || t(Key::GuessLabel)}</span>
                        <select
                            class="select"
                            data-testid="guess-character"
                            prop:value=move || guess.get().unwrap_or_default()
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                guess.set((!v.is_empty()).then_some(v));
                            }
                        >
                            <option value="">{move || t(Key::GuessNone)}</option>
                            {move || guess_options.get().into_iter().map(|(id, name)| view! {
                                <option value=id.clone()>{name}</option>
                            }).collect_view()}
                        </select>
                    </label>
                </Show>
                <Show when=move || choose.get().is_some_and(|c| c.players > 0)>
                    <details class="night-choice__list">
                        <summary>{move || t(Key::PickFromList)}</summary>
                        <PickRow players=players />
                    </details>
                </Show>
            </div>
        </Show>
        {move || answer_texts.get().map(|state_names| {
            let several = state_names.len() > 1;
            view! {
                <div class="answer" data-testid="answer" node_ref=answer_ref>
                    <div class="answer__options" role="radiogroup" aria-label=move || t(Key::AnswerToGive)>
                        {state_names.into_iter().enumerate().map(|(i, (k, text))| view! {
                            <button
                                class="answer__option"
                                role="radio"
                                data-testid="answer-option"
                                aria-checked=move || (selected() == i).to_string()
                                on:click=move |_| option.set(Some(i))
                            >
                                <span class="answer__label">{move || t(k)}</span>
                                <span class="answer__value">{text}</span>
                            </button>
                        }).collect_view()}
                    </div>
                    {several.then(|| view! { <p class="muted">{move || t(Key::YouDecide)}</p> })}
                </div>
            }
        })}
        // What to do now, kept in view at the foot of the step's panel: what the last command
        // did, the choice's preview and its confirmation, the answer to give, the cards, and
        // the way on.
        <div class="night-actions" data-testid="night-actions">
            // The answer given at this step, and whether it was true: kept in view with the
            // step's actions, whatever the options above show.
            {move || given.get().map(|(_, line)| view! {
                <p class="answer__given" data-testid="answer-given">{line}</p>
            })}
            {move || {
                let lines = result.get().filter(|(at, _)| *at == log_len.get()).map(|(_, l)| l)?;
                Some(view! {
                    <ul class="night-step__result" role="status" data-testid="step-result">
                        {lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
                    </ul>
                })
            }}
            {move || pending_command.get().and_then(|(_, outcome)| outcome).map(|o| view! {
                <p class="night-choice__outcome" data-testid="kill-outcome">{o}</p>
            })}
            <div class="night-actions__row">
                {move || pending_command.get().map(|(text, _)| view! {
                    <button class="button button--primary night-actions__main" data-testid="record-choice" on:click=act>
                        {text}
                    </button>
                })}
                {move || may_give().then(|| view! {
                    <button class="button button--primary night-actions__main" data-testid="give-info" on:click=give>
                        // The answer picked, in words, on the button that gives it.
                        {move || {
                            let picked = answer_texts.with(|a| {
                                a.as_ref().and_then(|a| a.get(selected()).map(|(_, text)| text.clone()))
                            });
                            match picked {
                                Some(text) => Key::GiveThis.fill(lang(), &[&text]),
                                None => t(Key::GiveAndShow).to_string(),
                            }
                        }}
                    </button>
                })}
                {move || step_cards.get().map(|c| {
                    let c = StoredValue::new(c);
                    view! {
                        <button class="button button--primary night-actions__main" data-testid="show-cards" on:click=move |_| cards.show(c.get_value())>
                            {move || t(Key::ShowToPlayer)}
                        </button>
                    }
                })}
                {move || is_spy.get().then(|| view! {
                    <button class="button button--primary night-actions__main" data-testid="show-grimoire" on:click=move |_| cards.show_grimoire()>
                        {move || t(Key::ShowGrimoireToSpy)}
                    </button>
                })}
                {move || told.get().map(|info| {
                    let info = StoredValue::new(info);
                    view! {
                        <button class="button" data-testid="show-again" on:click=move |_| cards.show(card::for_info(&info.get_value()))>
                            {move || t(Key::ShowAgain)}
                        </button>
                    }
                })}
                <Show
                    when=is_dawn
                    fallback=move || view! {
                        <button class="button button--primary night-actions__next" data-testid="night-next" on:click=next>
                            {move || t(Key::NextStep)}
                        </button>
                    }
                >
                    <button class="button button--primary night-actions__main" data-testid="end-night" on:click=end_night>
                        {move || t(Key::EndNight)}
                    </button>
                </Show>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::character::{Edition, Team};
    use crate::engine::command::Assignment;
    use crate::engine::game::{Game, GameConfig};
    use crate::engine::script::Script;
    use crate::engine::status::Duration;

    /// A game of `edition` with these characters, started: the first night.
    fn started(edition: Edition, chars: &[&str]) -> Game {
        let mut g = Game::new(GameConfig::default());
        for i in 0..chars.len() {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        g.apply(Command::ChooseScript {
            script: Script::Edition { edition },
        })
        .unwrap();
        let assignments = chars
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: PlayerId(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect();
        g.apply(Command::Override {
            command: Box::new(Command::AssignCharacters { assignments }),
            reason: "test".into(),
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// A Bad Moon Rising game with these characters, every player poisoned by the Storyteller
    /// for the whole game, on night `night`.
    fn poisoned_bmr(chars: &[&str], night: u32) -> Game {
        let mut g = started(Edition::BadMoonRising, chars);
        for _ in 1..night {
            g.apply(Command::EndNight).unwrap();
            g.apply(Command::EndDay).unwrap();
        }
        for i in 0..chars.len() {
            g.apply(Command::SetStatus {
                target: PlayerId(i as u32),
                kind: StatusKind::Poisoned,
                source: None,
                duration: Duration::Permanent,
                about: None,
            })
            .unwrap();
        }
        g
    }

    /// 001: false information only for a character who learns something. Of the Bad Moon
    /// Rising characters who wake, the Grandmother (first night), the Chambermaid and the
    /// Godfather (first night) are told something; the others choose and learn nothing, so a
    /// drunk or poisoned one is never offered a false answer.
    #[test]
    fn false_information_only_for_bad_moon_rising_characters_who_learn() {
        let cast = [
            "pukka",
            "godfather",
            "devilsadvocate",
            "assassin",
            "sailor",
            "grandmother",
            "chambermaid",
            "exorcist",
            "innkeeper",
            "gambler",
            "courtier",
            "professor",
        ];
        let learners = ["grandmother", "chambermaid", "godfather"];
        let mut seen = Vec::new();
        for night in [1, 2] {
            let g = poisoned_bmr(&cast, night);
            for step in night::sheet(g.state()) {
                if step.kind != StepKind::Character {
                    continue;
                }
                assert!(step.impaired, "{:?} poisoned", step.character);
                let character = step.character.clone().unwrap();
                let a = ability::of_step(g.state(), &step).expect("defined");
                let learns = learns_something(a, &step);
                let expected = learners.contains(&character.as_str())
                    && !(character == "godfather" && night > 1);
                assert_eq!(learns, expected, "{character} on night {night}");
                seen.push(character);
            }
        }
        for c in [
            "sailor",
            "pukka",
            "innkeeper",
            "gambler",
            "exorcist",
            "grandmother",
        ] {
            assert!(seen.iter().any(|s| s == c), "{c} woke");
        }
    }

    /// The Zombuul's first death by execution: the step says he is executed and lives on,
    /// never both "dies" and "kept alive".
    #[test]
    fn a_zombuul_executed_is_said_to_live_on_not_to_die() {
        let cast = [
            "zombuul",
            "godfather",
            "sailor",
            "chambermaid",
            "exorcist",
            "gambler",
            "tinker",
        ];
        let mut g = started(Edition::BadMoonRising, &cast);
        g.apply(Command::EndNight).unwrap();
        let events = g
            .apply(Command::Override {
                command: Box::new(Command::Execute {
                    player: PlayerId(0),
                    survives: false,
                }),
                reason: "test".into(),
            })
            .unwrap();
        for lang in [Lang::En, Lang::Fr] {
            let lines = event_lines(&events, g.state(), lang);
            let dies = Key::EventExecutedDies.fill(lang, &["P0"]);
            let kept = Key::EventNoEffect.fill(lang, &["P0", Key::WhyKeptAlive.get(lang)]);
            assert!(!lines.contains(&dies), "{lines:?}");
            assert!(!lines.contains(&kept), "{lines:?}");
            assert_eq!(
                lines,
                vec![Key::EventExecutedLivesOn.fill(lang, &["P0"])],
                "{lang:?}"
            );
        }
        // Executed again, he dies for real.
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        let events = g
            .apply(Command::Override {
                command: Box::new(Command::Execute {
                    player: PlayerId(0),
                    survives: false,
                }),
                reason: "test".into(),
            })
            .unwrap();
        // (The Demon dead, good's win waits for the Storyteller.)
        let lines = event_lines(&events, g.state(), Lang::En);
        assert_eq!(lines[0], Key::EventExecutedDies.fill(Lang::En, &["P0"]));
        assert!(!lines.contains(&Key::EventExecutedLivesOn.fill(Lang::En, &["P0"])));
    }

    /// A poisoned Innkeeper's two players: "no effect" is said once, not once per player.
    #[test]
    fn a_poisoned_innkeeper_says_no_effect_once() {
        let cast = [
            "pukka",
            "godfather",
            "sailor",
            "innkeeper",
            "exorcist",
            "gambler",
            "tinker",
        ];
        let mut g = poisoned_bmr(&cast, 2);
        let events = g
            .apply(Command::Act {
                character: "innkeeper".into(),
                by: Some(PlayerId(3)),
                targets: vec![PlayerId(4), PlayerId(5)],
                guess: None,
            })
            .unwrap();
        let lines = event_lines(&events, g.state(), Lang::En);
        let no_effect = lines.iter().filter(|l| l.contains("no effect")).count();
        assert_eq!(no_effect, 1, "{lines:?}");
        assert_eq!(
            lines,
            vec![Key::EventNoEffect.fill(Lang::En, &["P3", Key::WhyImpaired.get(Lang::En)])]
        );
    }

    /// A Sects & Violets game with these characters, on the first night.
    fn snv(chars: &[&str]) -> Game {
        started(Edition::SectsAndViolets, chars)
    }

    fn step_of(g: &Game, character: &str) -> NightStep {
        night::sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some(character))
            .expect("on the sheet")
    }

    /// The Vortox: a Townsfolk's information must be false, so the false answer is offered
    /// first (picked by default), the true one after it.
    #[test]
    fn vortox_puts_the_false_answer_first() {
        let g = snv(&[
            "vortox",
            "witch",
            "clockmaker",
            "dreamer",
            "oracle",
            "savant",
            "mutant",
        ]);
        let step = step_of(&g, "clockmaker");
        assert!(must_be_false(g.state(), &step));
        let a = night::answer(g.state(), &step, &[]).unwrap();
        let opts = options(&step, &a, true);
        assert_eq!(opts[0].0, Key::MustBeFalseAnswer);
        assert_eq!(opts[1].0, Key::TrueAnswer);
        assert_ne!(opts[0].1, opts[1].1);
        // Without the Vortox, the truth comes first.
        let g = snv(&[
            "nodashii",
            "witch",
            "clockmaker",
            "dreamer",
            "oracle",
            "savant",
            "mutant",
        ]);
        let step = step_of(&g, "clockmaker");
        assert!(!must_be_false(g.state(), &step));
        let a = night::answer(g.state(), &step, &[]).unwrap();
        assert_eq!(options(&step, &a, false)[0].0, Key::TrueAnswer);
    }

    /// The Cerenovus names a good character (character ability text): no Minion or Demon is
    /// offered; the Gambler may still guess any character.
    #[test]
    fn the_cerenovus_is_offered_good_characters_only() {
        let g = snv(&[
            "vortox",
            "cerenovus",
            "clockmaker",
            "dreamer",
            "oracle",
            "savant",
            "mutant",
        ]);
        let step = step_of(&g, "cerenovus");
        let c = choice_of(g.state(), &step).expect("the Cerenovus chooses");
        let offered = guess_choices(g.state(), &c, Lang::En);
        let team = |id: &str| g.state().character(id).unwrap().team;
        assert!(offered.iter().any(|(id, _)| id == "sage"));
        assert!(offered.iter().any(|(id, _)| id == "mutant"));
        for (id, _) in &offered {
            assert!(
                matches!(team(id), Team::Townsfolk | Team::Outsider),
                "{id} offered"
            );
        }
        let g = started(
            Edition::BadMoonRising,
            &[
                "pukka",
                "godfather",
                "gambler",
                "sailor",
                "exorcist",
                "tinker",
                "chambermaid",
            ],
        );
        let gambler = Choice {
            guess: true,
            ..Choice::of(1, Then::Answer)
        };
        let offered = guess_choices(g.state(), &gambler, Lang::En);
        assert!(offered.iter().any(|(id, _)| id == "zombuul"));
    }

    /// The Evil Twin's step offers every good player as the twin, the suggested one first.
    #[test]
    fn evil_twin_offers_every_good_player() {
        let g = snv(&[
            "vortox",
            "eviltwin",
            "clockmaker",
            "dreamer",
            "oracle",
            "savant",
            "mutant",
        ]);
        let step = step_of(&g, "eviltwin");
        let a = night::answer(g.state(), &step, &[]).unwrap();
        let opts = options(&step, &a, must_be_false(g.state(), &step));
        assert_eq!(opts[0].0, Key::TrueAnswer);
        let twins: Vec<PlayerId> = opts
            .iter()
            .filter_map(|(_, i)| match i {
                Info::Pair { players, .. } => players.first().copied(),
                _ => None,
            })
            .collect();
        assert_eq!(twins.len(), 5, "{twins:?}");
        assert!(!twins.contains(&PlayerId(0)) && !twins.contains(&PlayerId(1)));
    }
}
