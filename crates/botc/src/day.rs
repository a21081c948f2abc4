//! The day: nominations, votes and the execution (002, "Le jour").

use serde::{Deserialize, Serialize};

use super::character::Team;
use super::command::Command;
use super::death::{self, DeathCause, Execution};
use super::error::RuleError;
use super::event::{Event, NoEffect};
use super::pending::{Pending, PendingKind};
use super::seat::PlayerId;
use super::state::GameState;
use super::status::ability_works;
use super::vote::{self, VoteOutcome};
use crate::ability::{self, learn::may_register_as};

/// One nomination of the day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nomination {
    /// Who nominated.
    pub nominator: PlayerId,
    /// Who was nominated.
    pub nominee: PlayerId,
    /// The players who raised their hand, in the order counted; `None` until voted.
    pub voters: Option<Vec<PlayerId>>,
    /// The result, once voted.
    pub outcome: Option<VoteOutcome>,
    /// While the vote is counted hand by hand: the raised hands so far, in walk order.
    #[serde(default)]
    pub hands: Vec<PlayerId>,
    /// While the vote is counted hand by hand: how many places of the walk
    /// ([`vote::order`]) the Storyteller's arm has passed.
    #[serde(default)]
    pub passed: usize,
    /// 002 ("Voyageurs"): the nominee is a Traveller called for exile, not a nomination for
    /// execution.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exile: bool,
    /// Once voted: the votes counted, each hand at its weight ([`vote::weight`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    /// Once voted: the votes the nominee needed then (002 L343: half the living players,
    /// rounded up; an exile: half of all the players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needed: Option<u32>,
    /// Once voted: the voters who were dead when they voted (002 L369: with their vote token).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dead_voters: Vec<PlayerId>,
    /// Once voted: the voters whose hand counted other than 1, with what it counted (the
    /// Bureaucrat's 3, the Thief's −1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weights: Vec<(PlayerId, i32)>,
}

/// Today's nominations and the player about to die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DayState {
    /// Nominations in the order they were made.
    pub nominations: Vec<Nomination>,
    /// True while the last nomination waits for its vote (002: one at a time).
    pub open: bool,
    /// The player about to die, if any.
    pub block: Option<PlayerId>,
    /// The highest vote count that reached the threshold today (002: later nominees must beat
    /// it, even after a tie).
    pub highest: u32,
    /// The player executed today (002: at most one execution per day).
    pub executed: Option<PlayerId>,
}

/// A day that has ended, as the night after it remembers it (the Flowergirl asks whether the
/// Demon voted, the Town Crier whether a Minion nominated).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastDay {
    /// The day number.
    pub day: u32,
    /// Its nominations, with their votes.
    pub nominations: Vec<Nomination>,
}

/// The nominations of day `day`: today's during that day, else the record kept at its dusk.
pub fn nominations_of(state: &GameState, day: u32) -> &[Nomination] {
    if state.phase == super::phase::Phase::Day(day) {
        return &state.day.nominations;
    }
    state
        .past_days
        .iter()
        .rev()
        .find(|d| d.day == day)
        .map(|d| d.nominations.as_slice())
        .unwrap_or(&[])
}

/// The nomination waiting for its vote.
pub fn open_nomination(state: &GameState) -> Option<&Nomination> {
    if state.day.open {
        state.day.nominations.last()
    } else {
        None
    }
}

/// 002: the player about to die, if the day ended now.
pub fn about_to_die(state: &GameState) -> Option<PlayerId> {
    state.day.block
}

/// 002: has the player already nominated today? Calling for a Traveller's exile is not a
/// nomination (002, "Voyageurs").
pub fn has_nominated(state: &GameState, player: PlayerId) -> bool {
    state
        .day
        .nominations
        .iter()
        .any(|n| n.nominator == player && !n.exile)
}

/// 002 ("Voyageurs"): nominating a Traveller calls for their exile.
pub fn is_exile(state: &GameState, nominee: PlayerId) -> bool {
    state.seat(nominee).is_some_and(|s| s.traveller)
}

/// 002: has the player already been nominated today?
pub fn was_nominated(state: &GameState, player: PlayerId) -> bool {
    state.day.nominations.iter().any(|n| n.nominee == player)
}

/// 002: may `nominator` nominate `nominee` now? Returns the reason when not.
pub fn check_nomination(
    state: &GameState,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Result<(), RuleError> {
    let a = state.require(nominator)?;
    state.require(nominee)?;
    if let Some(n) = open_nomination(state) {
        return Err(RuleError::NominationOpen {
            name: state.name(n.nominee),
        });
    }
    // 002 ("Voyageurs"): anyone may call for a Traveller's exile, the dead and those who
    // nominated today too, even after the day's execution; once a day for each Traveller.
    if is_exile(state, nominee) {
        if was_nominated(state, nominee) {
            return Err(RuleError::AlreadyNominee {
                name: state.name(nominee),
            });
        }
        return Ok(());
    }
    // Travellers' abilities (issue 17): the Bishop's nominations are the Storyteller's, the
    // Butcher nominates again after the execution ([`ability::rules::nominating`]).
    let rule = ability::rules::nominating(state, nominator, nominee);
    if let ability::rules::Nominating::Refused(e) = rule {
        return Err(e);
    }
    let storyteller = rule == ability::rules::Nominating::Storyteller;
    let again = rule == ability::rules::Nominating::Again;
    if let Some(x) = state.day.executed.filter(|_| !again) {
        return Err(RuleError::DayOver {
            name: state.name(x),
        });
    }
    // Character ability text (Banshee): though dead, up to this many nominations a day.
    let up_to = match rule {
        ability::rules::Nominating::UpTo(n) => Some(n),
        _ => None,
    };
    if !a.alive && !storyteller && up_to.is_none() {
        return Err(RuleError::DeadCannotNominate {
            name: a.name.clone(),
        });
    }
    let made = state
        .day
        .nominations
        .iter()
        .filter(|n| n.nominator == nominator && !n.exile)
        .count();
    if made >= up_to.unwrap_or(1) && !storyteller && !again {
        return Err(RuleError::AlreadyNominated {
            name: a.name.clone(),
        });
    }
    if was_nominated(state, nominee) {
        return Err(RuleError::AlreadyNominee {
            name: state.name(nominee),
        });
    }
    Ok(())
}

/// 002: nominate; the Virgin's ability fires on her first nomination.
pub(super) fn nominate(
    state: &mut GameState,
    strict: bool,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    state.require(nominator)?;
    state.require(nominee)?;
    if let Some(n) = open_nomination(state) {
        // Even an override cannot run two votes at once: the day state holds one open vote.
        return Err(RuleError::NominationOpen {
            name: state.name(n.nominee),
        });
    }
    if strict {
        check_nomination(state, nominator, nominee)?;
    }
    state.day.nominations.push(Nomination {
        nominator,
        nominee,
        voters: None,
        outcome: None,
        hands: Vec::new(),
        passed: 0,
        exile: is_exile(state, nominee),
        count: None,
        needed: None,
        dead_voters: Vec::new(),
        weights: Vec::new(),
    });
    state.day.open = true;
    if state.day.executed.is_some() && !is_exile(state, nominee) {
        // Character ability text (Butcher): a nomination after the execution starts afresh:
        // nobody on the block, no count to beat.
        state.day.block = None;
        state.day.highest = 0;
    }
    let mut events = vec![Event::Nominated { nominator, nominee }];
    // 002 ("Voyageurs"): an exile is not a nomination: no ability reacts to it.
    if is_exile(state, nominee) {
        return Ok(events);
    }
    // What other abilities do when a player nominates (the Witch's curse).
    let hooks: Vec<(PlayerId, ability::OnNominate)> = state
        .seats
        .iter()
        .filter_map(|s| Some((s.id, ability::of(s.ability_id())?.on_nominate?)))
        .collect();
    for (holder, hook) in hooks {
        events.extend(hook(state, holder, nominator, nominee));
    }

    // Virgin: the first time she is nominated, a Townsfolk nominator is executed at once.
    let virgin = state.seat(nominee).unwrap();
    let virgin_id = virgin.character_id().to_string();
    if ability::has(virgin, |a| a.executes_townsfolk_nominator) && !virgin.ability_used {
        let works = ability_works(state, nominee);
        state.seat_mut(nominee).unwrap().ability_used = true;
        events.push(Event::AbilitySpent { player: nominee });
        let nom = state.seat(nominator).unwrap();
        if !works {
            // 001: "Une Vierge ivre ne provoque pas d'exécution avec sa capacité."
            events.push(Event::NoEffect {
                player: nominee,
                reason: NoEffect::Impaired,
            });
        } else if nom.team() == Some(Team::Townsfolk) {
            events.push(Event::VirginTriggered {
                virgin: nominee,
                nominator,
            });
            state.day.open = false;
            events.extend(execute(state, false, nominator, false)?);
        } else if ability::has(nom, |a| a.registers_as.contains(&Team::Townsfolk)) {
            // Asked even when the Spy is drunk or poisoned, as logs written so far expect.
            // 002: "l'espion peut s'enregistrer en tant que Villageois auprès de la Pucelle".
            let kind = PendingKind::Registration {
                player: nominator,
                character: virgin_id,
            };
            events.push(Event::PendingAdded { kind: kind.clone() });
            state.pending.push(Pending {
                kind,
                suggestions: vec![Command::Override {
                    command: Box::new(Command::Execute {
                        player: nominator,
                        survives: false,
                    }),
                    reason: "Virgin: the Spy registers as a Townsfolk".into(),
                }],
            });
        }
    }
    Ok(events)
}

/// 002: count the hands raised on the open nomination, all at once (any hand already tapped
/// with [`hand`] is replaced by this list).
pub(super) fn vote(
    state: &mut GameState,
    strict: bool,
    voters: &[PlayerId],
) -> Result<Vec<Event>, RuleError> {
    if open_nomination(state).is_none() {
        return Err(RuleError::NoOpenNomination);
    }
    for v in voters {
        state.require(*v)?;
    }
    let mut seen = Vec::new();
    for v in voters {
        if seen.contains(v) {
            return Err(RuleError::DuplicateVoter {
                name: state.name(*v),
            });
        }
        seen.push(*v);
        if strict && !vote::can_vote_on(state, *v, open_nomination(state).is_some_and(|n| n.exile))
        {
            return Err(RuleError::NoGhostVote {
                name: state.name(*v),
            });
        }
    }
    if strict {
        let exile = open_nomination(state).is_some_and(|n| n.exile);
        let missing = state
            .seats
            .iter()
            .find(|s| !voters.contains(&s.id) && vote::must_vote(state, s.id, exile));
        if let Some(s) = missing {
            return Err(RuleError::MustVote {
                name: s.name.clone(),
            });
        }
    }
    Ok(close(state, voters))
}

/// 002: the Storyteller's arm reaches `voter`, whose hand is up or down. The arm moves
/// clockwise only: the players between the last hand and `voter` had their hands down, and a
/// hand the arm has passed cannot change (undo takes a tap back).
pub(super) fn hand(
    state: &mut GameState,
    strict: bool,
    voter: PlayerId,
    raised: bool,
) -> Result<Vec<Event>, RuleError> {
    let Some(n) = open_nomination(state).cloned() else {
        return Err(RuleError::NoOpenNomination);
    };
    state.require(voter)?;
    if n.hands.contains(&voter) {
        // Even an override cannot count a hand twice.
        return Err(RuleError::DuplicateVoter {
            name: state.name(voter),
        });
    }
    let order = vote::order(state, n.nominee);
    let at = order.iter().position(|p| *p == voter).unwrap_or(0);
    if strict {
        if at < n.passed {
            return Err(RuleError::HandPassed {
                name: state.name(voter),
            });
        }
        if raised && !vote::can_vote_on(state, voter, n.exile) {
            return Err(RuleError::NoGhostVote {
                name: state.name(voter),
            });
        }
        // A hand counted down (this one lowered, or those the arm passes to reach it) may not
        // be one that must vote (the Zealot).
        let lowered = order[n.passed.min(at)..at]
            .iter()
            .chain((!raised).then_some(&voter))
            .find(|p| vote::must_vote(state, **p, n.exile));
        if let Some(p) = lowered {
            return Err(RuleError::MustVote {
                name: state.name(*p),
            });
        }
    }
    let last = state.day.nominations.last_mut().unwrap();
    if raised {
        last.hands.push(voter);
        last.hands
            .sort_by_key(|p| order.iter().position(|x| x == p).unwrap_or(usize::MAX));
    }
    last.passed = last.passed.max(at + 1);
    Ok(vec![Event::Hand {
        voter,
        raised,
        votes: last.hands.len() as u32,
    }])
}

/// 002: the arm has reached the nominee (or the Storyteller stops the count): the raised hands
/// are the votes, every hand not reached is down. Dead voters spend their vote token now.
pub(super) fn close_vote(state: &mut GameState, strict: bool) -> Result<Vec<Event>, RuleError> {
    let Some(n) = open_nomination(state).cloned() else {
        return Err(RuleError::NoOpenNomination);
    };
    if strict {
        // A hand not reached yet that must be raised (the Zealot) cannot be counted down.
        let order = vote::order(state, n.nominee);
        let unreached = order
            .iter()
            .skip(n.passed)
            .find(|p| !n.hands.contains(p) && vote::must_vote(state, **p, n.exile));
        if let Some(p) = unreached {
            return Err(RuleError::MustVote {
                name: state.name(*p),
            });
        }
    }
    Ok(close(state, &n.hands))
}

/// Counts `voters` on the open nomination and closes it.
fn close(state: &mut GameState, voters: &[PlayerId]) -> Vec<Event> {
    let nomination = open_nomination(state)
        .cloned()
        .expect("checked by the caller");
    let mut events = Vec::new();
    if nomination.exile {
        return close_exile(state, &nomination, voters);
    }
    // Character ability text (Voudon): the dead vote without spending their token.
    let spends = vote::spends_token(state);
    for v in voters {
        // Character ability text (Banshee): an ability may let the dead vote and keep it.
        let keeps = ability::rules::keeps_vote_token(state, *v);
        let seat = state.seat_mut(*v).unwrap();
        if !seat.alive && seat.ghost_vote && spends && !keeps {
            // 002: "Lorsqu'ils choisissent de voter par la suite, ils retirent leur jeton de vote".
            seat.ghost_vote = false;
            events.push(Event::GhostVoteSpent { player: *v });
        }
    }
    let order = vote::order(state, nomination.nominee);
    let mut counted: Vec<PlayerId> = order.into_iter().filter(|p| voters.contains(p)).collect();
    for v in voters {
        if !counted.contains(v) {
            counted.push(*v);
        }
    }
    // Each hand at its weight (the Bureaucrat's ×3, the Thief's ×−1).
    let count = ability::rules::count(state, &counted);
    let needed = vote::threshold(state);
    let dead_voters = dead_among(state, &counted);
    let weights = weights_of(state, &counted);
    let result = vote::outcome(count, needed, state.day.highest);
    match result {
        VoteOutcome::AboutToDie => {
            state.day.block = Some(nomination.nominee);
            state.day.highest = count;
        }
        VoteOutcome::Tied => state.day.block = None,
        VoteOutcome::Failed | VoteOutcome::Exiled => {}
    }
    let last = state.day.nominations.last_mut().unwrap();
    last.voters = Some(counted);
    last.outcome = Some(result);
    last.count = Some(count);
    last.needed = Some(needed);
    last.dead_voters = dead_voters;
    last.weights = weights;
    last.hands.clear();
    last.passed = 0;
    state.day.open = false;
    events.push(Event::VoteCounted {
        nominee: nomination.nominee,
        votes: count,
        needed,
        about_to_die: state.day.block,
        tie: result == VoteOutcome::Tied,
    });
    events
}

/// The players among `voters` who are dead (to the town: the Zombuul living on counts as dead),
/// in the order given.
fn dead_among(state: &GameState, voters: &[PlayerId]) -> Vec<PlayerId> {
    voters
        .iter()
        .copied()
        .filter(|v| state.seat(*v).is_some_and(|s| !s.alive))
        .collect()
}

/// The voters among `voters` whose hand counts other than 1 now ([`vote::weight`]).
fn weights_of(state: &GameState, voters: &[PlayerId]) -> Vec<(PlayerId, i32)> {
    voters
        .iter()
        .map(|v| (*v, vote::weight(state, *v)))
        .filter(|(_, w)| *w != 1)
        .collect()
}

/// 002 ("Voyageurs"): the exile vote closes. The dead keep their vote token; with at least half
/// of all players' votes the Traveller is exiled: the engine suggests their death (not an
/// execution: nobody is on the block and the day's execution is still to come), and the
/// Storyteller may let them leave the game alive instead.
fn close_exile(state: &mut GameState, nomination: &Nomination, voters: &[PlayerId]) -> Vec<Event> {
    let traveller = nomination.nominee;
    let order = vote::order(state, traveller);
    let counted: Vec<PlayerId> = order.into_iter().filter(|p| voters.contains(p)).collect();
    let count = ability::rules::count(state, &counted);
    let needed = vote::exile_threshold(state);
    let result = vote::exile_outcome(count, needed);
    let dead_voters = dead_among(state, &counted);
    let weights = weights_of(state, &counted);
    let last = state.day.nominations.last_mut().unwrap();
    last.voters = Some(counted);
    last.outcome = Some(result);
    last.count = Some(count);
    last.needed = Some(needed);
    last.dead_voters = dead_voters;
    last.weights = weights;
    last.hands.clear();
    last.passed = 0;
    state.day.open = false;
    let mut events = vec![Event::VoteCounted {
        nominee: traveller,
        votes: count,
        needed,
        about_to_die: state.day.block,
        tie: false,
    }];
    if result == VoteOutcome::Exiled {
        let kind = PendingKind::Exile { traveller };
        state.pending.push(Pending {
            kind: kind.clone(),
            suggestions: vec![
                Command::Die {
                    player: traveller,
                    cause: DeathCause::Storyteller,
                },
                Command::RemovePlayer { player: traveller },
            ],
        });
        // An ability may let the Storyteller spare the exiled Traveller (the Deviant).
        let note = state
            .seat(traveller)
            .and_then(|s| ability::of(s.ability_id()))
            .and_then(|a| a.rules.exile_note)
            .filter(|_| ability_works(state, traveller));
        if let (Some([en, fr]), Some(p)) = (note, state.pending.last_mut()) {
            let name = state
                .seats
                .iter()
                .find(|s| s.id == traveller)
                .map(|s| s.name.clone());
            let name = name.unwrap_or_default();
            p.suggestions.push(Command::Note {
                player: Some(traveller),
                text: format!("{name}: {en} / {name} : {fr}"),
            });
        }
        events.push(Event::PendingAdded { kind });
    }
    events
}

/// 002: execute a player. 001: a dead player can be executed again; it is the day's one
/// execution all the same, and they do not die twice.
pub(super) fn execute(
    state: &mut GameState,
    strict: bool,
    player: PlayerId,
    survives: bool,
) -> Result<Vec<Event>, RuleError> {
    state.require(player)?;
    if let Some(x) = state.day.executed {
        // A second execution only for a player put on the block after the first (the
        // Butcher's nomination again).
        if strict && !second_execution(state, player) {
            return Err(RuleError::DayOver {
                name: state.name(x),
            });
        }
    }
    if strict && state.day.block != Some(player) {
        return Err(RuleError::NotOnTheBlock {
            name: state.name(player),
        });
    }
    if strict {
        if let Some(n) = open_nomination(state) {
            return Err(RuleError::NominationOpen {
                name: state.name(n.nominee),
            });
        }
    }
    state.day.open = false;
    let day = state.phase.day_number().unwrap_or(0);
    let seat = state.seat(player).unwrap();
    // The Zombuul dead to the town is really alive: its execution can kill it.
    let was_alive = death::really_alive(state, player);
    let saint = ability::has(seat, |a| a.loses_if_executed) && ability_works(state, player);
    // The Goblin who claimed today: executed, dead or not, their team wins.
    if let Some(win) = super::victory::executed_win(state, player) {
        state.ability_wins.push(win);
    }
    // The Fearmonger's chosen player, nominated by the Fearmonger: their team loses.
    if let Some(win) = super::victory::execution_loss(state, player) {
        state.ability_wins.push(win);
    }
    // A Demon nominated a player protected from it (the Leviathan's and the Riot's jinxes),
    // asked before the death (the Soldier's ability works while he lives).
    let nominator = state
        .day
        .nominations
        .iter()
        .rev()
        .find(|n| n.nominee == player)
        .map(|n| n.nominator);
    if let Some(win) =
        nominator.and_then(|n| super::victory::protected_nominee_win(state, n, player))
    {
        state.ability_wins.push(win);
    }
    state.day.executed = Some(player);
    state.executions.push(Execution {
        day,
        player,
        died: false,
    });
    let mut events = Vec::new();
    if was_alive && !survives {
        if let Some(k) = death::keeper(state, player, &DeathCause::Execution) {
            // The Tea Lady, the Sailor, the Fool, the Devil's Advocate, the Zombuul (000).
            events.extend(death::kept_alive(state, player, k, &DeathCause::Execution));
        } else if let Some((holder, character)) = spares(state, player) {
            events.extend(may_spare(state, player, holder, character));
        } else if let Some((holder, character)) = ability::rules::takes_execution(state, player) {
            events.extend(may_take_place(state, player, holder, character));
        } else {
            events.extend(death::die(state, player, DeathCause::Execution));
            if saint {
                // Saint: "if you die by execution, your team loses".
                state.ability_wins.push(super::victory::Win {
                    winner: super::character::Alignment::Evil,
                    reason: super::victory::WinReason::SaintExecuted,
                });
            }
        }
    }
    // Died: dead now (the Zombuul registering as dead counts: the town saw a death).
    let died = was_alive && !state.seat(player).is_some_and(|s| s.alive);
    if let Some(e) = state.executions.last_mut() {
        e.died = died;
    }
    // The Leviathan: a second good player executed, evil wins.
    if let Some(win) = super::victory::good_executions_win(state, player) {
        state.ability_wins.push(win);
    }
    events.insert(0, Event::Executed { player, died });
    Ok(events)
}

/// The working ability that may spare `player` from death by execution, if any
/// ([`ability::Ability::may_spare_executed`]: the Pacifist for a good player).
fn spares(state: &GameState, player: PlayerId) -> Option<(PlayerId, String)> {
    let by_seat = state.seats.iter().find_map(|s| {
        let spare = ability::of(s.ability_id())?.may_spare_executed?;
        (ability_works(state, s.id) && spare(state, s.id, player))
            .then(|| (s.id, s.character_id().to_string()))
    });
    // A Fabled (or Loric) in play, held by no one, is asked with the executed player as the
    // holder (the Ventriloquist's mad player).
    by_seat.or_else(|| {
        ability::fabled::in_play(state)
            .find(|a| {
                a.may_spare_executed
                    .is_some_and(|f| f(state, player, player))
            })
            .map(|a| (player, a.id.to_string()))
    })
}

/// The execution waits for the Storyteller (character ability text, Pacifist: "might not
/// die"): the player is still alive; dying is the first suggestion, surviving (a note in the
/// log) the second. Settled after dusk, the death still belongs to the day
/// ([`death::record_death`]).
fn may_spare(
    state: &mut GameState,
    player: PlayerId,
    holder: PlayerId,
    character: String,
) -> Vec<Event> {
    let name = state.name(player);
    let kind = PendingKind::Chooses {
        player: holder,
        character,
    };
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions: vec![
            Command::Die {
                player,
                cause: DeathCause::Execution,
            },
            Command::Note {
                player: Some(player),
                text: format!("{name} survives the execution / {name} survit à l'exécution"),
            },
        ],
    });
    vec![Event::PendingAdded { kind }]
}

/// A player on the block after today's execution: a nomination made again after it (the
/// Butcher) put them there.
pub fn second_execution(state: &GameState, player: PlayerId) -> bool {
    state.day.executed.is_some_and(|x| x != player) && state.day.block == Some(player)
}

/// The execution waits for the Storyteller (character ability text, Scapegoat: "you might be
/// executed instead"): the executed player's death is the first suggestion, the holder's the
/// second.
fn may_take_place(
    state: &mut GameState,
    player: PlayerId,
    holder: PlayerId,
    character: String,
) -> Vec<Event> {
    let kind = PendingKind::Chooses {
        player: holder,
        character,
    };
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions: vec![
            Command::Die {
                player,
                cause: DeathCause::Execution,
            },
            Command::Die {
                player: holder,
                cause: DeathCause::Execution,
            },
        ],
    });
    vec![Event::PendingAdded { kind }]
}

/// Slayer: once per game, publicly choose a player; if they are the Demon, they die.
/// Anyone may claim to be the Slayer; only the real, sober and healthy Slayer's first shot
/// does anything (001: "Un Mercenaire ivre ne tue personne" — and the shot is spent).
pub(super) fn slay(
    state: &mut GameState,
    slayer: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let s = state.require(slayer)?.clone();
    state.require(target)?;
    if !ability::has(&s, |a| a.day_shot) {
        return Ok(vec![Event::NoEffect {
            player: slayer,
            reason: NoEffect::NotTheCharacter,
        }]);
    }
    if !s.alive {
        return Ok(vec![Event::NoEffect {
            player: slayer,
            reason: NoEffect::Dead,
        }]);
    }
    if s.ability_used {
        return Ok(vec![Event::NoEffect {
            player: slayer,
            reason: NoEffect::AlreadyUsed,
        }]);
    }
    let works = ability_works(state, slayer);
    state.seat_mut(slayer).unwrap().ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: slayer }];
    if !works {
        events.push(Event::NoEffect {
            player: slayer,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    let t = state.seat(target).unwrap();
    if !(t.alive || t.lives_on) {
        events.push(Event::NoEffect {
            player: slayer,
            reason: NoEffect::AlreadyDead,
        });
    } else if state.is_team(target, Team::Demon)
        || crate::ability::carousel::lleech::slayer_kills_host(state, target)
    {
        // Through the one kill path: the Zombuul's first death leaves it living on (000).
        events.extend(death::kill(state, target, DeathCause::Slayer));
    } else if may_register_as(state, t).contains(&Team::Demon) {
        // 002: "le Reclus peut s'enregistrer en tant que Démon auprès … du Mercenaire".
        let kind = PendingKind::Registration {
            player: target,
            character: s.character_id().to_string(),
        };
        events.push(Event::PendingAdded { kind: kind.clone() });
        state.pending.push(Pending {
            kind,
            suggestions: vec![Command::Die {
                player: target,
                cause: DeathCause::Slayer,
            }],
        });
        events.push(Event::NoEffect {
            player: slayer,
            reason: NoEffect::Missed,
        });
    } else {
        events.push(Event::NoEffect {
            player: slayer,
            reason: NoEffect::Missed,
        });
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::*;

    /// 002: only living players nominate; each nominates and is nominated once per day.
    #[test]
    fn nomination_limits() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "saint",
        ]);
        to_day(&mut g);
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(3),
        })
        .unwrap();
        assert_eq!(
            g.apply(Command::Nominate {
                nominator: P(4),
                nominee: P(5)
            })
            .unwrap_err()
            .code(),
            "NominationOpen"
        );
        g.apply(Command::Vote { voters: vec![] }).unwrap();
        assert_eq!(
            g.apply(Command::Nominate {
                nominator: P(2),
                nominee: P(4)
            })
            .unwrap_err()
            .code(),
            "AlreadyNominated"
        );
        assert_eq!(
            g.apply(Command::Nominate {
                nominator: P(4),
                nominee: P(3)
            })
            .unwrap_err()
            .code(),
            "AlreadyNominee"
        );
        g.apply(Command::Die {
            player: P(6),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        assert_eq!(
            g.apply(Command::Nominate {
                nominator: P(6),
                nominee: P(0)
            })
            .unwrap_err()
            .code(),
            "DeadCannotNominate"
        );
    }

    /// 001: a dead player can be executed; it counts as the day's execution.
    #[test]
    fn executing_the_dead_counts() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::Nominate {
            nominator: P(3),
            nominee: P(2),
        })
        .unwrap();
        g.apply(Command::Vote {
            voters: vec![P(0), P(1), P(3), P(4)],
        })
        .unwrap();
        let ev = g
            .apply(Command::Execute {
                player: P(2),
                survives: false,
            })
            .unwrap();
        assert!(ev.contains(&Event::Executed {
            player: P(2),
            died: false
        }));
        assert_eq!(
            g.apply(Command::Nominate {
                nominator: P(4),
                nominee: P(5)
            })
            .unwrap_err()
            .code(),
            "DayOver"
        );
    }

    /// 002: the arm turns clockwise from the player after the nominee and ends with the
    /// nominee; a tapped hand further along passes the hands in between as down; the count
    /// and the arm's position come back on undo.
    #[test]
    fn hand_by_hand_walk() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(4),
        })
        .unwrap();
        let w = vote::walk(g.state()).unwrap();
        let order: Vec<PlayerId> = w.order.iter().map(|e| e.player).collect();
        assert_eq!(order, vec![P(5), P(6), P(0), P(1), P(2), P(3), P(4)]);
        assert_eq!(w.next, Some(P(5)));
        assert_eq!((w.votes, w.threshold, w.to_block), (0, 4, 4));
        g.apply(Command::Hand {
            voter: P(5),
            raised: true,
        })
        .unwrap();
        // Tapping P0 passes P6 with the hand down.
        let ev = g
            .apply(Command::Hand {
                voter: P(0),
                raised: true,
            })
            .unwrap();
        assert!(ev.contains(&Event::Hand {
            voter: P(0),
            raised: true,
            votes: 2
        }));
        let w = vote::walk(g.state()).unwrap();
        assert_eq!(w.order[1].hand, vote::HandState::Down);
        assert_eq!(w.next, Some(P(1)));
        assert_eq!(
            g.apply(Command::Hand {
                voter: P(6),
                raised: true
            })
            .unwrap_err()
            .code(),
            "HandPassed"
        );
        let before = vote::walk(g.state());
        g.apply(Command::Hand {
            voter: P(1),
            raised: true,
        })
        .unwrap();
        g.undo();
        assert_eq!(vote::walk(g.state()), before);
        for v in [1, 2, 3] {
            g.apply(Command::Hand {
                voter: P(v),
                raised: true,
            })
            .unwrap();
        }
        let w = vote::walk(g.state()).unwrap();
        assert_eq!((w.votes, w.projected_block), (5, Some(P(4))));
        assert_eq!(w.next, Some(P(4)));
        g.apply(Command::CloseVote).unwrap();
        assert!(vote::walk(g.state()).is_none());
        assert_eq!(about_to_die(g.state()), Some(P(4)));
        let n = g.state().day.nominations.last().unwrap();
        assert_eq!(
            n.voters.as_deref(),
            Some(&[P(5), P(0), P(1), P(2), P(3)][..])
        );
    }

    /// 002: a dead player with their vote token may raise a hand; it is spent when the vote
    /// closes, and then they cannot vote again. Dead players without one are skipped.
    #[test]
    fn ghost_vote_spent_on_close() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(3),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(1),
        })
        .unwrap();
        g.apply(Command::Hand {
            voter: P(3),
            raised: true,
        })
        .unwrap();
        let w = vote::walk(g.state()).unwrap();
        assert!(w.order[1].ghost && w.order[1].hand == vote::HandState::Up);
        assert!(
            g.state().seat(P(3)).unwrap().ghost_vote,
            "spent only at close"
        );
        let ev = g.apply(Command::CloseVote).unwrap();
        assert!(ev.contains(&Event::GhostVoteSpent { player: P(3) }));
        g.apply(Command::Nominate {
            nominator: P(4),
            nominee: P(5),
        })
        .unwrap();
        let w = vote::walk(g.state()).unwrap();
        let e = w.order.iter().find(|e| e.player == P(3)).unwrap();
        assert_eq!(e.hand, vote::HandState::CannotVote);
        assert_eq!(
            g.apply(Command::Hand {
                voter: P(3),
                raised: true
            })
            .unwrap_err()
            .code(),
            "NoGhostVote"
        );
    }

    /// 002: a tie with today's highest clears the block; the walk says so beforehand.
    #[test]
    fn walk_projects_a_tie() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        to_day(&mut g);
        g.apply(Command::Nominate {
            nominator: P(2),
            nominee: P(4),
        })
        .unwrap();
        g.apply(Command::Vote {
            voters: vec![P(0), P(1), P(2), P(3)],
        })
        .unwrap();
        g.apply(Command::Nominate {
            nominator: P(3),
            nominee: P(5),
        })
        .unwrap();
        for v in [6, 0, 1, 2] {
            g.apply(Command::Hand {
                voter: P(v),
                raised: true,
            })
            .unwrap();
        }
        let w = vote::walk(g.state()).unwrap();
        assert_eq!((w.highest, w.to_block), (4, 5));
        assert!(w.tie_clears_block);
        assert_eq!(w.projected, VoteOutcome::Tied);
        assert_eq!(w.projected_block, None);
        g.apply(Command::CloseVote).unwrap();
        assert_eq!(about_to_die(g.state()), None);
    }

    /// 002: the Spy may register as a Townsfolk to the Virgin (from her definition): the
    /// Storyteller is asked and nobody is executed yet; a Townsfolk nominator is executed at
    /// once; another Minion nominating her is not.
    #[test]
    fn the_spy_may_register_to_the_virgin() {
        let nominate_virgin = |nominator: u32| {
            let mut g = tb_game(&["imp", "spy", "virgin", "poisoner", "chef", "empath", "monk"]);
            to_day(&mut g);
            let ev = g
                .apply(Command::Nominate {
                    nominator: P(nominator),
                    nominee: P(2),
                })
                .unwrap();
            (g, ev)
        };
        let (g, ev) = nominate_virgin(1);
        assert!(ev.iter().any(|e| matches!(
            e,
            Event::PendingAdded {
                kind: PendingKind::Registration { character, .. }
            } if character == "virgin"
        )));
        assert!(g.state().seat(P(1)).unwrap().alive);
        let (g, ev) = nominate_virgin(3);
        assert!(!ev.iter().any(|e| matches!(e, Event::PendingAdded { .. })));
        assert!(
            g.state().seat(P(3)).unwrap().alive,
            "the Poisoner is not executed"
        );
        let (g, _) = nominate_virgin(4);
        assert!(!g.state().seat(P(4)).unwrap().alive, "the Chef is executed");
    }
}
