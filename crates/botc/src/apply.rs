//! Applying one command to the state: the phase allows it → the players exist → the rules
//! allow it. The caller ([`super::game::Game::apply`]) works on a copy, so a refusal leaves the
//! game unchanged.

use super::ability::Act;
use super::character::{self, Alignment, Team};
use super::command::Command;
use super::day::{self, DayState};
use super::death;
use super::error::RuleError;
use super::event::{Event, NoEffect};
use super::info::Told;
use super::night::{self, Cursor};
use super::pending::{self, Pending, PendingKind};
use super::phase::Phase;
use super::reminder::PlacedReminder;
use super::seat::{PlayerId, Seat};
use super::setup;
use super::state::{Choice, GameState, NoteEntry};
use super::status::{self, Duration, Source, Status, StatusKind};
use super::victory;

/// The most players a game can seat (002: 5 to 20 players).
pub const MAX_PLAYERS: usize = 20;
/// The fewest players any game needs (002); the script may ask for more
/// ([`setup::min_players`]).
pub const MIN_PLAYERS: usize = 5;

/// Applies `cmd` to `state` in place. On error the state may be partly changed: callers apply
/// to a copy.
pub fn apply(state: &mut GameState, cmd: &Command) -> Result<Vec<Event>, RuleError> {
    // A decision settled by number is its suggestion applied, with the same checks.
    if let Command::Decide { index, pick } = cmd {
        let chosen = decision(state, *index, *pick)?;
        state.pending.remove(*index);
        return apply(state, &chosen);
    }
    // Checked before a picked suggestion settles its decision: a Minion offered the star pass
    // may have died since.
    if let Command::ChangeCharacter { player, character } = cmd {
        check_star_pass(state, *player, character)?;
        crate::ability::check_change(state, *player, character)?;
    }
    // A command the Storyteller picked from a pending decision settles that decision.
    state.pending.retain(|p| !p.suggestions.contains(cmd));
    let step = if state.phase.is_night() {
        night::step_of_command(state, cmd)
    } else {
        None
    };
    let mut events = run(state, cmd, true)?;
    if let Some(step) = step.filter(|_| state.phase.is_night()) {
        if !state.night_done.contains(&step) {
            state.night_done.push(step);
        }
    }
    night::resolve_cursor(state);
    after(state, &mut events);
    Ok(events)
}

/// Suggestion `pick` of pending decision `index`.
fn decision(state: &GameState, index: usize, pick: usize) -> Result<Command, RuleError> {
    state
        .pending
        .get(index)
        .and_then(|p| p.suggestions.get(pick))
        .cloned()
        .ok_or(RuleError::NoPending { index })
}

/// Imp: while the star pass waits, the dead Imp's character goes to a living Minion only (the
/// Storyteller picks which); anyone else is refused, unless overridden.
fn check_star_pass(state: &GameState, player: PlayerId, character: &str) -> Result<(), RuleError> {
    let Some((_, demon)) = pending::star_pass(state).filter(|(_, c)| c == character) else {
        return Ok(());
    };
    let seat = state.require(player)?;
    if pending::star_pass_candidates(state).contains(&player) {
        Ok(())
    } else {
        Err(RuleError::StarPassNotMinion {
            name: seat.name.clone(),
            character: demon,
        })
    }
}

/// 002: a win is offered, never forced: the game ends with the Storyteller's `EndGame`.
fn after(state: &mut GameState, events: &mut Vec<Event>) {
    if !state.phase.in_play() {
        return;
    }
    // What abilities keep true of the grimoire follows the command (the No Dashii's
    // neighbours after a death or a change of character).
    events.extend(crate::ability::refresh_all(state));
    let win = victory::check(state);
    state.pending.retain(|p| match &p.kind {
        PendingKind::GameOver { winner, reason } => {
            win.is_some_and(|w| w.winner == *winner && w.reason == *reason)
        }
        _ => true,
    });
    if let Some(w) = win {
        let offered = state
            .pending
            .iter()
            .any(|p| matches!(&p.kind, PendingKind::GameOver { winner, reason } if *winner == w.winner && *reason == w.reason));
        if !offered && !state.dismissed_wins.contains(&w) {
            let kind = PendingKind::GameOver {
                winner: w.winner,
                reason: w.reason,
            };
            events.push(Event::PendingAdded { kind: kind.clone() });
            state.pending.push(Pending {
                kind,
                suggestions: vec![Command::EndGame {
                    winner: w.winner,
                    reason: None,
                }],
            });
        }
    }
}

fn phase_allows(cmd: &Command, phase: Phase) -> bool {
    use Command::*;
    match cmd {
        // 002: players may join (a Traveller) or leave mid-game, and seats may change.
        AddPlayer { .. } | RemovePlayer { .. } | MovePlayer { .. } | AssignCharacters { .. } => {
            phase == Phase::Setup || phase.in_play()
        }
        ChooseScript { .. } | StartGame => phase == Phase::Setup,
        AddFabled { .. } | RemoveFabled { .. } => phase == Phase::Setup || phase.in_play(),
        RenamePlayer { .. } | Note { .. } => true,
        SetBluffs { .. } | PlaceReminder { .. } | RemoveReminder { .. } => {
            phase == Phase::Setup || phase.in_play()
        }
        // Once the game has ended, only an ability that switches sides to the winners acts.
        Act { character, .. } => {
            phase == Phase::Setup
                || phase.in_play()
                || (matches!(phase, Phase::Ended(_))
                    && crate::ability::of(character)
                        .is_some_and(|a| a.switches_to_winners.is_some()))
        }
        GoToStep { .. } | EndNight => phase.is_night(),
        Nominate { .. }
        | Vote { .. }
        | Hand { .. }
        | CloseVote
        | Execute { .. }
        | EndDay
        | EndDayNoExecution => phase.is_day(),
        Die { .. }
        | Revive { .. }
        | SetStatus { .. }
        | RemoveStatus { .. }
        | ChangeCharacter { .. }
        | ChangeAlignment { .. }
        | SpendAbility { .. }
        | SetGhostVote { .. }
        | GiveInfo { .. }
        | EndGame { .. } => phase.in_play(),
        // Once the game has ended, only the decisions it left are settled (the Politician's).
        DismissPending { .. } | Decide { .. } => {
            phase.in_play() || matches!(phase, Phase::Ended(_))
        }
        Override { command, .. } => phase_allows(command, phase),
    }
}

fn check_name(
    state: &GameState,
    name: &str,
    except: Option<PlayerId>,
) -> Result<String, RuleError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(RuleError::EmptyName);
    }
    if state
        .seats
        .iter()
        .any(|s| s.name == name && Some(s.id) != except)
    {
        return Err(RuleError::NameTaken {
            name: name.to_string(),
        });
    }
    Ok(name.to_string())
}

fn known(state: &GameState, id: &str) -> Result<&'static character::CharacterDef, RuleError> {
    state
        .character(id)
        .ok_or_else(|| RuleError::UnknownCharacter { id: id.to_string() })
}

/// The player has the character, or believes they do (002: the Drunk wakes as the Townsfolk
/// they were shown and chooses like it; their choice then has no effect, 001).
pub(crate) fn is_character(state: &GameState, player: PlayerId, id: &str) -> Result<(), RuleError> {
    let s = state.require(player)?;
    if s.is(id) || s.believed_character() == Some(id) || s.gained_id() == Some(id) {
        Ok(())
    } else {
        Err(RuleError::NotCharacter {
            name: s.name.clone(),
            expected: id.to_string(),
        })
    }
}

/// The player really has the character: a Demon's own act (the Lunatic believes they are the
/// Demon but is not, character ability text: their choice goes through the Lunatic's step and
/// kills nobody).
pub(crate) fn is_really(state: &GameState, player: PlayerId, id: &str) -> Result<(), RuleError> {
    let s = state.require(player)?;
    if s.is(id) {
        Ok(())
    } else {
        Err(RuleError::NotCharacter {
            name: s.name.clone(),
            expected: id.to_string(),
        })
    }
}

/// A night choice is recorded at night only.
pub(crate) fn require_night(state: &GameState, act: &Act) -> Result<(), RuleError> {
    if state.phase.is_night() {
        Ok(())
    } else {
        Err(RuleError::WrongPhase {
            action: night_action(act.character),
            phase: state.phase,
        })
    }
}

/// The character a player names at night (the Philosopher's, the Apprentice's, the
/// Courtier's choice): the act's guess, which must be a character the game knows.
pub(crate) fn named_character(
    state: &GameState,
    act: &Act,
    character: &str,
) -> Result<&'static crate::character::CharacterDef, RuleError> {
    let guess = act.guess.ok_or_else(|| RuleError::GuessNeeded {
        character: character.into(),
    })?;
    state
        .character(guess)
        .ok_or_else(|| RuleError::UnknownCharacter {
            id: guess.to_string(),
        })
}

/// The word for a character's action in a refusal.
fn night_action(character: &str) -> &'static str {
    crate::character::official(character)
        .map(|d| d.id)
        .unwrap_or("act")
}

/// Places a status caused by `by`'s ability; 001: inert if `by`'s ability does not work now.
/// Records `by`'s choice as `character` (the Chambermaid counts it, the Exorcist and the Devil's
/// Advocate compare with it, 001 keeps it even when it does nothing) and says whether the
/// ability works now.
pub(crate) fn record_choice(
    state: &mut GameState,
    by: PlayerId,
    character: &str,
    targets: Vec<PlayerId>,
) -> bool {
    let worked = crate::status::ability_works(state, by);
    state.choices.push(Choice {
        by,
        character: character.to_string(),
        targets,
        phase: state.phase,
        worked,
    });
    worked
}

pub(crate) fn place_status(
    state: &mut GameState,
    by: PlayerId,
    target: PlayerId,
    kind: StatusKind,
    duration: Duration,
) -> Vec<Event> {
    let seat = state.seat(by).unwrap();
    let works = status::ability_works(state, by);
    let character = seat.ability_id().to_string();
    let epoch = seat.epoch;
    state.choices.push(Choice {
        by,
        character: character.clone(),
        targets: vec![target],
        phase: state.phase,
        worked: works,
    });
    state.statuses.push(Status {
        target,
        kind,
        source: Source::Player {
            player: by,
            character,
        },
        duration,
        source_epoch: epoch,
        inert: !works,
        since: state.phase,
        about: None,
    });
    let mut events = vec![Event::StatusPlaced {
        player: target,
        kind,
        inert: !works,
    }];
    if !works {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    }
    events
}

fn expire(state: &mut GameState, duration: Duration) -> Vec<Event> {
    expire_if(state, |s| s.duration == duration)
}

/// The statuses that end at the dusk closing day `day` ([`Duration::ends_at_dusk`]).
fn expire_at_dusk(state: &mut GameState, day: u32) -> Vec<Event> {
    expire_if(state, |s| s.duration.ends_at_dusk(s.since, day))
}

fn expire_if(state: &mut GameState, ends: impl Fn(&Status) -> bool) -> Vec<Event> {
    let mut events = Vec::new();
    state.statuses.retain(|s| {
        if ends(s) {
            events.push(Event::StatusEnded {
                player: s.target,
                kind: s.kind,
            });
            false
        } else {
            true
        }
    });
    events
}

/// Records what a waking player was told (001: true, or false when drunk or poisoned).
/// Is this information told at the step of a Fabled in play (the Duchess's visitors), to a
/// player its answer accepts? The step's answer refuses the others. A Fabled with no step
/// tonight that marks players ([`crate::ability::Ability::storyteller_marks`]) tells only a
/// player bearing one of its reminders (the Zenomancer's goal reached).
fn told_by_fabled(
    state: &GameState,
    player: PlayerId,
    character: &str,
    chosen: &[PlayerId],
) -> Result<bool, RuleError> {
    if !state.has_fabled(character) {
        return Ok(false);
    }
    let step = crate::night::sheet(state)
        .into_iter()
        .find(|s| s.player.is_none() && s.character.as_deref() == Some(character));
    if let Some(step) = step {
        crate::night::answer(state, &step, chosen)?;
    } else if crate::ability::of(character).is_some_and(|a| a.storyteller_marks)
        && !state
            .reminders
            .iter()
            .any(|r| r.player == player && r.character == character)
    {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(player),
            character: character.to_string(),
        });
    }
    Ok(true)
}

fn give_info(
    state: &mut GameState,
    strict: bool,
    player: PlayerId,
    character: &str,
    chosen: &[PlayerId],
    info: &super::info::Info,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.require(player)?;
    known(state, character)?;
    for p in chosen.iter().chain(info.players()) {
        state.require(*p)?;
    }
    for c in info.characters() {
        known(state, c)?;
    }
    if strict {
        // The Drunk wakes as the Townsfolk they believe they are; a Fabled in play tells
        // players who do not have it (the Duchess's visitors).
        if !seat.is(character)
            && seat.believed_character() != Some(character)
            && seat.gained_id() != Some(character)
            && !told_by_fabled(state, player, character, chosen)?
        {
            return Err(RuleError::NotCharacter {
                name: seat.name.clone(),
                expected: character.to_string(),
            });
        }
        // A choice that leads to an answer (the Fortune Teller's two players) is recorded with it.
        let answer_choice = crate::ability::of(character)
            .and_then(|a| a.choice)
            .filter(|c| matches!(c.then, crate::ability::Then::Answer));
        // 000: "La Femme de Chambre ne peut choisir que des vivants": players the choice may not
        // name are refused.
        if let (Some(c), false) = (answer_choice, chosen.is_empty()) {
            if let Some(p) = chosen
                .iter()
                .find(|p| !c.allows(state, character, player, **p))
            {
                return Err(RuleError::ChoiceNotAllowed {
                    name: state.name(*p),
                    character: character.to_string(),
                });
            }
        }
        let needed = answer_choice.map(|c| c.players);
        if let Some(needed) = needed.filter(|n| *n != chosen.len()) {
            return Err(RuleError::WrongChoiceCount {
                character: character.to_string(),
                needed,
                got: chosen.len(),
            });
        }
    }
    // A true answer that must be false is flagged; an abnormal one is kept for the
    // Mathematician.
    let flagged = crate::abnormal::on_told(state, player, character, chosen, info);
    // The players chosen with an answer are chosen by the ability too (the Goon).
    let mut events = crate::ability::chosen(state, character, Some(player), chosen);
    events.extend(flagged);
    state.told.push(Told {
        player,
        character: character.to_string(),
        chosen: chosen.to_vec(),
        info: info.clone(),
        phase: state.phase,
    });
    events.push(Event::InfoGiven { player });
    if let Some(told) = crate::ability::of(character).and_then(|a| a.on_told) {
        events.extend(told(state, player, info));
    }
    Ok(events)
}

fn run(state: &mut GameState, cmd: &Command, strict: bool) -> Result<Vec<Event>, RuleError> {
    if !phase_allows(cmd, state.phase) {
        return Err(RuleError::WrongPhase {
            action: cmd.name(),
            phase: state.phase,
        });
    }
    use Command::*;
    let events = match cmd {
        AddPlayer { name } => {
            let name = check_name(state, name, None)?;
            if state.seats.len() >= MAX_PLAYERS {
                return Err(RuleError::TooManyPlayers { max: MAX_PLAYERS });
            }
            let id = PlayerId(state.next_id);
            state.next_id += 1;
            state.seats.push(Seat::new(id, name));
            vec![]
        }
        RenamePlayer { player, name } => {
            state.require(*player)?;
            let name = check_name(state, name, Some(*player))?;
            state.seat_mut(*player).unwrap().name = name;
            vec![]
        }
        RemovePlayer { player } => {
            let i = state
                .index_of(*player)
                .ok_or(RuleError::UnknownPlayer { player: *player })?;
            // A player leaving mid-game leaves between votes, never in the middle of one.
            if let Some(n) = day::open_nomination(state) {
                return Err(RuleError::NominationOpen {
                    name: state.name(n.nominee),
                });
            }
            let seat = state.seats.remove(i);
            state.left.push((*player, seat.name));
            state.reminders.retain(|r| r.player != *player);
            state.statuses.retain(|s| s.target != *player);
            if state.red_herring == Some(*player) {
                state.red_herring = None;
            }
            if state.day.block == Some(*player) {
                state.day.block = None;
            }
            vec![]
        }
        MovePlayer { player, seat } => {
            let i = state
                .index_of(*player)
                .ok_or(RuleError::UnknownPlayer { player: *player })?;
            let len = state.seats.len();
            if *seat >= len {
                return Err(RuleError::SeatOutOfRange { seat: *seat, len });
            }
            let s = state.seats.remove(i);
            state.seats.insert(*seat, s);
            vec![]
        }
        ChooseScript { script } => {
            // The script's homebrew characters are the game's own: seats read their rows again.
            state.script = script.clone();
            for i in 0..state.seats.len() {
                if let Some(id) = state.seats[i].character.clone() {
                    let row = state.homebrew_row(&id);
                    state.seats[i].set_character(&id, row);
                }
            }
            vec![]
        }
        AssignCharacters { assignments } => {
            for a in assignments {
                let seat = state.require(a.player)?;
                // In play, only a player who joined has no character yet (a late Traveller);
                // anyone else changes character with `change_character` (001).
                if strict && state.phase.in_play() && seat.character.is_some() {
                    return Err(RuleError::AlreadyAssigned {
                        name: seat.name.clone(),
                    });
                }
                known(state, &a.character)?;
                if let Some(s) = &a.shown {
                    known(state, s)?;
                }
            }
            for a in assignments {
                let def = known(state, &a.character)?;
                let row = state.homebrew_row(&a.character);
                let seat = state.seat_mut(a.player).unwrap();
                seat.set_character(&a.character, row);
                seat.shown = a.shown.clone();
                seat.traveller = def.team == Team::Traveller;
                seat.alignment = a
                    .alignment
                    .or(def.team.default_alignment())
                    .or(Some(Alignment::Good));
                // 002 ("Voyageurs"): a player joining mid-game learns their character and the
                // alignment the Storyteller chose: a "You are" step tonight (and the card
                // composer at once).
                let alignment = seat.alignment;
                if state.phase.in_play() {
                    let phase = state.phase;
                    let night_position = night::current_position(state);
                    state.changes.push(crate::death::CharacterChange {
                        player: a.player,
                        from: String::new(),
                        to: a.character.clone(),
                        phase,
                        alignment,
                        night_position,
                    });
                }
            }
            // The setup's counts are checked at setup; a player joining later is not counted.
            if state.phase == Phase::Setup {
                let warnings = setup::check_state(state);
                if strict && !warnings.is_empty() {
                    return Err(RuleError::SetupWarnings { warnings });
                }
                state.accepted_warnings = warnings;
            }
            vec![]
        }
        AddFabled { character } => {
            let def = known(state, character)?;
            // The Loric first published as Fabled (the Storm Catcher…) are put in play the same
            // way: Storyteller characters, public, held by no player.
            if !def.team.is_storyteller() {
                return Err(RuleError::NotFabled {
                    id: character.clone(),
                });
            }
            if !state.has_fabled(character) {
                state.fabled.push(character.clone());
            }
            vec![]
        }
        RemoveFabled { character } => {
            state.fabled.retain(|f| f != character);
            vec![]
        }
        SetBluffs { bluffs } => {
            for b in bluffs {
                known(state, b)?;
            }
            if strict {
                if !matches!(state.phase, Phase::Setup | Phase::FirstNight) {
                    return Err(RuleError::WrongPhase {
                        action: cmd.name(),
                        phase: state.phase,
                    });
                }
                setup::check_bluffs(state, bluffs)?;
            }
            state.bluffs = bluffs.clone();
            vec![]
        }
        Act {
            character,
            by,
            targets,
            guess,
        } => {
            let ability = crate::ability::acting(state, character);
            let acts = ability
                .and_then(|a| a.acts)
                .ok_or_else(|| RuleError::CannotAct {
                    character: character.clone(),
                })?;
            // A player another ability keeps asleep tonight chooses nothing (the Exorcist's
            // Demon).
            if let (true, Some(by)) = (strict, by) {
                crate::ability::check_awake(state, *by)?;
                // A Demon's pick at night, under the Alchemist's jinx with the Spy, the Widow
                // or the Wraith: the player named right must be among them.
                if state.phase.is_night() && state.seat(*by).is_some_and(|s| s.is(character)) {
                    crate::ability::carousel::alchemist::check_demon_pick(state, *by, targets)?;
                }
            }
            let act = crate::ability::Act {
                character,
                by: *by,
                targets,
                guess: guess.as_deref(),
                strict,
            };
            // The checks the choice says (who, how many, whom, when), made here once rather
            // than in each definition's act.
            if let Some(choice) = ability.and_then(|a| a.choice_for(state, *by)) {
                choice.check_act(state, &act)?;
            }
            // Being chosen may change the chooser first (the Goon).
            let mut events = crate::ability::chosen(state, character, *by, targets);
            events.extend(acts(state, &act)?);
            events
        }
        StartGame => {
            let count = state.seats.len();
            if strict {
                // 002: 5 players for Trouble Brewing, 7 for the other editions.
                let min = setup::min_players(&state.script).max(MIN_PLAYERS);
                if !(min..=MAX_PLAYERS).contains(&count) {
                    return Err(RuleError::WrongPlayerCount { count, min });
                }
                if let Some(s) = state.seats.iter().find(|s| s.character.is_none()) {
                    return Err(RuleError::Unassigned {
                        name: s.name.clone(),
                    });
                }
            }
            state.phase = Phase::FirstNight;
            state.night_step = 0;
            state.night_cursor = None;
            state.night_done.clear();
            let mut events = vec![Event::PhaseChanged { phase: state.phase }];
            // The abilities that act as the first night begins (the Xaan on night 1).
            events.extend(crate::ability::phase_started(state));
            events
        }
        GoToStep { step } => {
            let steps = night::sheet(state);
            let len = steps.len();
            let Some(to) = steps.get(*step) else {
                return Err(RuleError::StepOutOfRange { step: *step, len });
            };
            // "Next": moving on from a step marks it done; a jump marks nothing.
            if *step == state.night_step + 1 {
                let id = steps[state.night_step].id();
                if !state.night_done.contains(&id) {
                    state.night_done.push(id);
                }
            }
            state.night_cursor = Some(Cursor {
                step: to.id(),
                position: to.position,
            });
            state.night_step = *step;
            vec![]
        }
        EndNight => {
            let n = state.phase.night_number().unwrap_or(1);
            // 002: who died tonight, as the dawn step says (night::dawn).
            let died = crate::night::dawn(state);
            // Who everyone learns of at dawn (the Banshee killed by the Demon tonight).
            let announced = crate::ability::announced_at_dawn(state);
            let mut events = expire(state, Duration::UntilDawn);
            state.phase = Phase::Day(n);
            state.night_step = 0;
            state.night_cursor = None;
            state.night_done.clear();
            state.day = DayState::default();
            events.push(Event::Dawn { died });
            events.extend(announced);
            events.push(Event::PhaseChanged { phase: state.phase });
            events.extend(crate::madness::at_dawn(state));
            // The abilities that act as a day begins (the Harpy's deaths offered), then the
            // Fabled in play (the Ferryman's final day).
            events.extend(crate::ability::phase_started(state));
            events.extend(crate::ability::fabled::phase_started(state));
            events
        }
        Nominate { nominator, nominee } => day::nominate(state, strict, *nominator, *nominee)?,
        Vote { voters } => day::vote(state, strict, voters)?,
        Hand { voter, raised } => day::hand(state, strict, *voter, *raised)?,
        CloseVote => day::close_vote(state, strict)?,
        Execute { player, survives } => day::execute(state, strict, *player, *survives)?,
        EndDay | EndDayNoExecution => {
            if let Some(n) = day::open_nomination(state) {
                return Err(RuleError::NominationOpen {
                    name: state.name(n.nominee),
                });
            }
            // An ability may keep the day from ending yet (the Bishop's opposing nominee).
            if strict {
                if let Some(e) = crate::ability::rules::before_dusk(state) {
                    return Err(e);
                }
            }
            let mut events = Vec::new();
            let d = state.phase.day_number().unwrap_or(1);
            // 002: "Exécutez le joueur sur le point de mourir": the day ends with the player on
            // the block executed, as `Execute` would (Saint, Scarlet Woman, the win offered).
            let block_waits = state.day.executed.is_none()
                || state
                    .day
                    .block
                    .is_some_and(|p| day::second_execution(state, p));
            if block_waits && matches!(cmd, EndDay) {
                if let Some(p) = state.day.block {
                    events.extend(day::execute(state, false, p, false)?);
                }
            }
            if state.day.executed.is_none() {
                // Mayor: "if only 3 players live & no execution occurs, your team wins".
                let alive = state
                    .seats
                    .iter()
                    .filter(|s| s.alive && !s.traveller)
                    .count();
                let mayor = state
                    .seats
                    .iter()
                    .find(|s| s.alive && crate::ability::has(s, |a| a.wins_with_three_alive))
                    .map(|s| s.id);
                if alive == 3 && mayor.is_some_and(|m| status::ability_works(state, m)) {
                    state.ability_wins.push(victory::Win {
                        winner: Alignment::Good,
                        reason: victory::WinReason::MayorThreeAlive,
                    });
                }
                // Vortox: a day with no execution, evil wins.
                if let Some(win) = victory::no_execution_win(state) {
                    state.ability_wins.push(win);
                }
            }
            // The Leviathan: after the fifth day, evil wins.
            if let Some(win) = victory::day_limit_win(state, d) {
                state.ability_wins.push(win);
            }
            events.extend(expire_at_dusk(state, d));
            let nominations = std::mem::take(&mut state.day.nominations);
            state.past_days.push(day::PastDay {
                day: d,
                nominations,
            });
            events.extend(crate::madness::at_dusk(state));
            state.phase = Phase::Night(d + 1);
            state.night_step = 0;
            state.night_cursor = None;
            state.night_done.clear();
            state.day = DayState::default();
            events.push(Event::PhaseChanged { phase: state.phase });
            // The abilities that act as a night begins (the Xaan's poison), then the Fabled in
            // play (the Hell's Librarian).
            events.extend(crate::ability::phase_started(state));
            events.extend(crate::ability::fabled::phase_started(state));
            events
        }
        Die { player, cause } => {
            let s = state.require(*player)?;
            if !(s.alive || s.lives_on) {
                return Err(RuleError::AlreadyDead {
                    name: s.name.clone(),
                });
            }
            death::die(state, *player, cause.clone())
        }
        Revive { player } => {
            let s = state.require(*player)?;
            if s.alive {
                return Err(RuleError::NotDead {
                    name: s.name.clone(),
                });
            }
            let s = state.seat_mut(*player).unwrap();
            s.alive = true;
            s.lives_on = false;
            s.ghost_vote = true;
            vec![Event::Revived { player: *player }]
        }
        SetStatus {
            target,
            kind,
            source,
            duration,
            about,
        } => {
            state.require(*target)?;
            if let Some(src) = source {
                state.require(*src)?;
            }
            match source.filter(|s| state.seat(*s).is_some_and(|x| x.character.is_some())) {
                Some(src) => {
                    let mut ev = place_status(state, src, *target, *kind, *duration);
                    state.choices.pop();
                    state.statuses.last_mut().unwrap().about = about.clone();
                    ev.retain(|e| !matches!(e, Event::NoEffect { .. }));
                    ev
                }
                None => {
                    let placed = status::place_by_storyteller(state, *target, *kind, *duration);
                    state.statuses.last_mut().unwrap().about = about.clone();
                    vec![placed]
                }
            }
        }
        RemoveStatus { target, kind } => {
            state.require(*target)?;
            let before = state.statuses.len();
            state
                .statuses
                .retain(|s| !(s.target == *target && s.kind == *kind));
            if state.statuses.len() < before {
                vec![Event::StatusEnded {
                    player: *target,
                    kind: *kind,
                }]
            } else {
                vec![]
            }
        }
        ChangeCharacter { player, character } => {
            state.require(*player)?;
            known(state, character)?;
            // The dead Imp's character handed on settles the star pass (also when overridden).
            if pending::star_pass(state).is_some_and(|(_, c)| c == *character) {
                state
                    .pending
                    .retain(|p| !matches!(p.kind, PendingKind::StarPass { .. }));
            }
            vec![death::change_character(state, *player, character)]
        }
        ChangeAlignment { player, alignment } => {
            state.require(*player)?;
            state.seat_mut(*player).unwrap().alignment = Some(*alignment);
            vec![Event::AlignmentChanged { player: *player }]
        }
        GiveInfo {
            player,
            character,
            chosen,
            info,
        } => give_info(state, strict, *player, character, chosen, info)?,
        SpendAbility { player } => {
            state.require(*player)?;
            state.seat_mut(*player).unwrap().ability_used = true;
            vec![Event::AbilitySpent { player: *player }]
        }
        SetGhostVote { player, held } => {
            state.require(*player)?;
            state.seat_mut(*player).unwrap().ghost_vote = *held;
            vec![]
        }
        PlaceReminder {
            player,
            character,
            reminder,
        } => {
            state.require(*player)?;
            state.reminders.push(PlacedReminder {
                player: *player,
                character: character.clone(),
                reminder: reminder.clone(),
            });
            vec![]
        }
        RemoveReminder {
            player,
            character,
            reminder,
        } => {
            state.require(*player)?;
            if let Some(i) = state.reminders.iter().position(|r| {
                r.player == *player && &r.character == character && &r.reminder == reminder
            }) {
                state.reminders.remove(i);
            }
            vec![]
        }
        Note { player, text } => {
            if let Some(p) = player {
                state.require(*p)?;
            }
            state.notes.push(NoteEntry {
                player: *player,
                text: text.clone(),
                phase: state.phase,
            });
            vec![]
        }
        DismissPending { index } => {
            if *index >= state.pending.len() {
                return Err(RuleError::NoPending { index: *index });
            }
            let p = state.pending.remove(*index);
            if let PendingKind::GameOver { winner, reason } = p.kind {
                state.dismissed_wins.push(victory::Win { winner, reason });
            }
            vec![]
        }
        Decide { index, pick } => {
            let chosen = decision(state, *index, *pick)?;
            state.pending.remove(*index);
            run(state, &chosen, strict)?
        }
        EndGame { winner, reason } => {
            // Worked out before the phase changes: once ended, the rules offer nothing.
            state.win = Some(victory::ending(state, *winner));
            state.win_reason = reason.clone();
            state.phase = Phase::Ended(*winner);
            state.pending.clear();
            let mut events = vec![
                Event::PhaseChanged { phase: state.phase },
                Event::GameEnded { winner: *winner },
            ];
            // A player on the losing side may switch sides and win, the Storyteller's
            // judgement (the Politician): offered now that the winner is known.
            events.extend(victory::side_switch_offers(state, *winner));
            events
        }
        Override { command, .. } => {
            if matches!(**command, Override { .. }) {
                return Err(RuleError::NestedOverride);
            }
            state.pending.retain(|p| !p.suggestions.contains(command));
            run(state, command, false)?
        }
    };
    Ok(events)
}
