//! The day's rules an ability changes (the Travellers of the three editions, issue 17): how
//! much a vote counts, who may vote, who may nominate, an executed player replaced, what a
//! player does in public by day. The day and vote code ([`crate::day`], [`crate::vote`]) asks
//! these of the definitions in play, never of a character's id.

use super::{Ability, Holders};
use crate::error::RuleError;
use crate::seat::PlayerId;
use crate::state::GameState;
use crate::status::ability_works;

/// May a nomination be made, for the holder's ability ([`Rules::nominations`])?
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Nominating {
    /// The usual rules (002).
    Usual,
    /// The Storyteller nominates (the Bishop): the nominator's own limits (alive, once a day)
    /// do not apply.
    Storyteller,
    /// A nomination again after the day's execution (the Butcher): the day is not over for it,
    /// and the nominator may nominate a second time.
    Again,
    /// Refused.
    Refused(RuleError),
    /// The nominator may nominate though dead, up to this many times a day (the Banshee's two,
    /// once the Demon killed her).
    UpTo(usize),
}

/// What a player does in public by day with their ability, recorded as
/// [`crate::command::Command::Act`] naming `players` players: the screens offer it on the
/// player's sheet with the players [`ByDay::may_choose`] allows now.
#[derive(Debug, Clone, Copy)]
pub struct ByDay {
    /// How many players are named.
    pub players: usize,
    /// May the holder use it now at all?
    pub now: fn(&GameState, PlayerId) -> bool,
    /// May the holder name this player now?
    pub may_choose: fn(&GameState, PlayerId, PlayerId) -> bool,
}

/// How many votes a voter's hand is worth, for the holder's ability: holder, voter.
pub type VoteWeight = fn(&GameState, PlayerId, PlayerId) -> Option<i32>;

/// A nomination rule of the holder's ability: holder, nominator, nominee.
pub type NominationRule = fn(&GameState, PlayerId, PlayerId, PlayerId) -> Nominating;

/// The day rules of one character's ability. Each is asked of every seat with that character
/// (the holder), while the holder's ability works unless said otherwise.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// How many votes `voter`'s raised hand is worth (character ability text: the
    /// Bureaucrat's chosen player 3, the Thief's −1), asked with the holder and the voter;
    /// `None`: the holder does not change it. Several multiply. A Fabled in play is asked with
    /// the voter as the holder (the God of Ug's hat-wearer: 2).
    pub vote_weight: Option<VoteWeight>,
    /// Only the dead and the holder vote, the dead without spending their vote token, and no
    /// threshold: the most votes wins, a tie puts nobody on the block (the Voudon).
    pub dead_vote: bool,
    /// The holder's own hand counts only when this says so (the Beggar needs a vote token
    /// someone gave them): asked with the holder, even when their ability does not work.
    pub may_vote: Option<fn(&GameState, PlayerId) -> bool>,
    /// A nomination rule: holder, nominator, nominee.
    pub nominations: Option<NominationRule>,
    /// The day may not end yet (the Bishop: an opposing player must be nominated): holder.
    pub before_dusk: Option<fn(&GameState, PlayerId) -> Option<RuleError>>,
    /// The holder might be executed instead of `executed` (the Scapegoat): holder, executed.
    /// The execution then waits for the Storyteller.
    pub takes_execution: Option<fn(&GameState, PlayerId, PlayerId) -> bool>,
    /// What the holder does in public by day (the Gunslinger, the Judge, the Matron, the
    /// Beggar's vote tokens).
    pub by_day: Option<ByDay>,
    /// When the holder is exiled, the Storyteller may spare them for this reason, in English
    /// and French (the Deviant): a third way to settle the exile, as a note.
    pub exile_note: Option<[&'static str; 2]>,
    /// The holder's choice keeps `player` sober and healthy now (the Barista): holder, player.
    /// Asked from the choice as recorded (whether it worked then), so that a player's ability
    /// is never worked out in a loop.
    pub keeps_sober: Option<fn(&GameState, PlayerId, PlayerId) -> bool>,
    /// The holder, dead, votes without spending their vote token when this says so (the
    /// Banshee killed by the Demon): asked with the holder, while their ability works.
    pub keeps_vote_token: Option<fn(&GameState, PlayerId) -> bool>,
    /// The players vote with their eyes closed and the count is told to no one (the Organ
    /// Grinder): the vote walk says so ([`secret_votes`]); the Storyteller counts as usual.
    pub secret_votes: bool,
}

impl Rules {
    /// No rule changed.
    pub const NONE: Rules = Rules {
        vote_weight: None,
        dead_vote: false,
        may_vote: None,
        nominations: None,
        before_dusk: None,
        takes_execution: None,
        by_day: None,
        exile_note: None,
        keeps_sober: None,
        keeps_vote_token: None,
        secret_votes: false,
    };
}

/// The seats whose definition has a rule, with that definition.
fn holders<'a>(
    state: &'a GameState,
    list: &'static Holders,
) -> impl Iterator<Item = (PlayerId, &'static Ability)> + 'a {
    state
        .seats
        .iter()
        .filter_map(move |s| Some((s.id, list.of(s.ability_id())?)))
}

/// How many votes `voter`'s raised hand is worth today: 1, times every working ability that
/// changes it (character ability text: Bureaucrat ×3, Thief ×−1).
pub fn weight(state: &GameState, voter: PlayerId) -> i32 {
    weight_sources(state, voter)
        .iter()
        .map(|(_, k)| k)
        .product()
}

/// The abilities that change `voter`'s vote today: each character's id and its factor (the
/// history says why a hand counted 3 or −1).
pub fn weight_sources(state: &GameState, voter: PlayerId) -> Vec<(&'static str, i32)> {
    static WEIGHT: Holders = Holders::new(|a| a.rules.vote_weight.is_some());
    let mut out = Vec::new();
    for (holder, a) in holders(state, &WEIGHT) {
        if let Some(k) = (a.rules.vote_weight.expect("listed"))(state, holder, voter) {
            if ability_works(state, holder) {
                out.push((a.id, k));
            }
        }
    }
    // A Fabled (or Loric) in play, held by no one, is asked with the voter as the holder (the
    // God of Ug's hat).
    for a in super::fabled::in_play(state) {
        if let Some(k) = a.rules.vote_weight.and_then(|w| w(state, voter, voter)) {
            out.push((a.id, k));
        }
    }
    out
}

/// The count of these raised hands, each at its weight (never below zero); a hand the rules
/// void is left out (the Butler's without their master's, in the Organ Grinder's secret vote).
pub fn count(state: &GameState, hands: &[PlayerId]) -> u32 {
    hands
        .iter()
        .filter(|v| super::tb::butler::hand_counts(state, **v, hands))
        .map(|v| weight(state, *v))
        .sum::<i32>()
        .max(0) as u32
}

/// The player whose working ability lets only the dead (and themselves) vote (the Voudon).
pub fn dead_vote(state: &GameState) -> Option<PlayerId> {
    static DEAD_VOTE: Holders = Holders::new(|a| a.rules.dead_vote);
    holders(state, &DEAD_VOTE)
        .map(|(h, _)| h)
        .find(|h| ability_works(state, *h))
}

/// The player whose working ability keeps today's votes secret (the Organ Grinder), if any.
pub fn secret_votes(state: &GameState) -> Option<PlayerId> {
    static SECRET: Holders = Holders::new(|a| a.rules.secret_votes);
    holders(state, &SECRET)
        .map(|(h, _)| h)
        .find(|h| ability_works(state, *h))
}

/// May `voter` raise a hand on a nomination (not an exile), by the abilities in play? `None`:
/// no ability speaks, the usual rule (002) holds.
pub fn may_vote(state: &GameState, voter: PlayerId) -> Option<bool> {
    static MAY_VOTE: Holders = Holders::new(|a| a.rules.may_vote.is_some());
    let own = state
        .seat(voter)
        .and_then(|s| MAY_VOTE.of(s.ability_id()))
        .and_then(|a| a.rules.may_vote)
        .map(|f| f(state, voter));
    if let Some(voudon) = dead_vote(state) {
        // Character ability text (Voudon): only the Voudon and the dead vote, for free.
        let dead = state.seat(voter).is_some_and(|s| !s.alive);
        return Some((voter == voudon || dead) && own != Some(false));
    }
    own
}

/// What the abilities in play say of `nominator` nominating `nominee`: the first refusal, else
/// the freest rule.
pub fn nominating(state: &GameState, nominator: PlayerId, nominee: PlayerId) -> Nominating {
    static NOMINATIONS: Holders = Holders::new(|a| a.rules.nominations.is_some());
    let mut out = Nominating::Usual;
    for (holder, a) in holders(state, &NOMINATIONS) {
        if !ability_works(state, holder) {
            continue;
        }
        match (a.rules.nominations.expect("listed"))(state, holder, nominator, nominee) {
            Nominating::Usual => {}
            Nominating::Refused(e) => return Nominating::Refused(e),
            other => out = other,
        }
    }
    out
}

/// Why the day may not end yet, by an ability in play.
pub fn before_dusk(state: &GameState) -> Option<RuleError> {
    static BEFORE_DUSK: Holders = Holders::new(|a| a.rules.before_dusk.is_some());
    holders(state, &BEFORE_DUSK)
        .filter(|(h, _)| ability_works(state, *h))
        .find_map(|(h, a)| (a.rules.before_dusk.expect("listed"))(state, h))
}

/// The living player whose working ability might take `executed`'s place, and their
/// character (the Scapegoat).
pub fn takes_execution(state: &GameState, executed: PlayerId) -> Option<(PlayerId, String)> {
    static TAKES: Holders = Holders::new(|a| a.rules.takes_execution.is_some());
    holders(state, &TAKES)
        .filter(|(h, _)| *h != executed && ability_works(state, *h))
        .find(|(h, a)| (a.rules.takes_execution.expect("listed"))(state, *h, executed))
        .map(|(h, a)| (h, a.id.to_string()))
}

/// Does the dead `voter` vote without spending their vote token, by their own working ability
/// ([`Rules::keeps_vote_token`]: the Banshee killed by the Demon)?
pub fn keeps_vote_token(state: &GameState, voter: PlayerId) -> bool {
    state
        .seat(voter)
        .and_then(|s| super::of(s.ability_id()))
        .and_then(|a| a.rules.keeps_vote_token)
        .is_some_and(|keeps| keeps(state, voter) && ability_works(state, voter))
}

/// Is `player` kept sober and healthy now by another player's choice (the Barista)?
pub fn kept_sober(state: &GameState, player: PlayerId) -> bool {
    static SOBER: Holders = Holders::new(|a| a.rules.keeps_sober.is_some());
    holders(state, &SOBER).any(|(h, a)| (a.rules.keeps_sober.expect("listed"))(state, h, player))
}

/// What `holder` does in public by day with their ability, if they may now.
pub fn by_day(state: &GameState, holder: PlayerId) -> Option<(&'static Ability, ByDay)> {
    let a = super::of(state.seat(holder)?.ability_id())?;
    let b = a.rules.by_day?;
    (state.phase.is_day() && (b.now)(state, holder)).then_some((a, b))
}

/// The night whose choices last until this phase's dusk: tonight, or the night before today
/// (the Bureaucrat's, the Thief's and the Barista's choices last "tomorrow" / "until dusk").
pub fn this_cycle(state: &GameState, phase: crate::phase::Phase) -> bool {
    let now = state.phase.night_number().or(state.phase.day_number());
    now.is_some() && phase.night_number() == now
}

/// The players `holder` chose as `character` in this cycle's night ([`this_cycle`]), with
/// whether the ability worked then.
pub fn chosen_this_cycle<'a>(
    state: &'a GameState,
    holder: PlayerId,
    character: &'a str,
) -> impl Iterator<Item = (&'a [PlayerId], bool)> + 'a {
    state
        .choices
        .iter()
        .filter(move |c| c.by == holder && c.character == character && this_cycle(state, c.phase))
        .map(|c| (c.targets.as_slice(), c.worked))
}
