//! Counting votes (002, "Nominations et votes").

use serde::{Deserialize, Serialize};

use super::seat::PlayerId;
use super::state::GameState;

/// The result of one vote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteOutcome {
    /// 002: enough votes (at least half the living) and more than anyone earlier today: the
    /// nominee is about to die.
    AboutToDie,
    /// 002: as many votes as the highest so far: nobody is about to die, and later nominees
    /// must beat that count.
    Tied,
    /// Not enough votes, or fewer than the highest so far.
    Failed,
    /// Exile of a Traveller (002, "Voyageurs"): at least half of all players voted; the
    /// Traveller is exiled (the Storyteller settles whether they die or leave alive).
    Exiled,
}

/// 002: the votes needed: half the living players, rounded up ("Six joueurs sont vivants…
/// trois votes, soit la moitié"). Travellers vote, so they count.
pub fn threshold(state: &GameState) -> u32 {
    // Character ability text (Voudon): no majority is needed; the most votes wins.
    if crate::ability::rules::dead_vote(state).is_some() {
        return 1;
    }
    let alive = state.alive_count() as u32;
    alive.div_ceil(2)
}

/// 002 ("Voyageurs"): the votes needed to exile a Traveller: half of all the players, living
/// and dead, rounded up.
pub fn exile_threshold(state: &GameState) -> u32 {
    (state.seats.len() as u32).div_ceil(2)
}

/// 002 ("Voyageurs"): on an exile every player may vote, the dead too, and a dead player's
/// vote does not spend their vote token.
pub fn can_vote_on(state: &GameState, player: PlayerId, exile: bool) -> bool {
    if exile {
        return state.seat(player).is_some();
    }
    can_vote(state, player)
}

/// 002: the order the Storyteller's arm passes the players: clockwise from the player after
/// the nominee, ending with the nominee ("son vote est compté en dernier").
pub fn order(state: &GameState, nominee: PlayerId) -> Vec<PlayerId> {
    let n = state.seats.len();
    let Some(start) = state.index_of(nominee) else {
        return Vec::new();
    };
    (1..=n).map(|k| state.seats[(start + k) % n].id).collect()
}

/// 002: living players vote freely; a dead player votes only while they keep their vote token.
/// An ability in play may say otherwise ([`crate::ability::rules::may_vote`]: the Voudon, the
/// Beggar).
pub fn can_vote(state: &GameState, player: PlayerId) -> bool {
    if let Some(may) = crate::ability::rules::may_vote(state, player) {
        return may && state.seat(player).is_some();
    }
    state.seat(player).is_some_and(|s| s.alive || s.ghost_vote)
}

/// Must `player` vote on the open nomination: their ability says so while it works (the
/// Zealot, [`crate::ability::Ability::must_vote`]); never on an exile, which is not a
/// nomination (002).
pub fn must_vote(state: &GameState, player: PlayerId, exile: bool) -> bool {
    if exile {
        return false;
    }
    let Some(seat) = state.seat(player) else {
        return false;
    };
    crate::ability::of(seat.ability_id())
        .and_then(|a| a.must_vote)
        .is_some_and(|rule| rule(state, player))
        && crate::status::ability_works(state, player)
}

/// How many votes `voter`'s raised hand is worth (1 unless an ability in play changes it:
/// the Bureaucrat's ×3, the Thief's ×−1). The vote screen shows it beside the voter.
pub fn weight(state: &GameState, voter: PlayerId) -> i32 {
    crate::ability::rules::weight(state, voter)
}

/// A dead voter spends their vote token when the vote closes (002), unless an ability lets the
/// dead vote for free (the Voudon).
pub fn spends_token(state: &GameState) -> bool {
    crate::ability::rules::dead_vote(state).is_none()
}

/// 002: the outcome of `votes` given the `needed` count and the day's `highest` count so far
/// (0 when nobody reached the threshold yet).
pub fn outcome(votes: u32, needed: u32, highest: u32) -> VoteOutcome {
    if votes < needed || votes < highest {
        VoteOutcome::Failed
    } else if votes == highest {
        VoteOutcome::Tied
    } else {
        VoteOutcome::AboutToDie
    }
}

/// 002 ("Voyageurs"): an exile succeeds with at least half of all players' votes; earlier
/// counts of the day do not matter.
pub fn exile_outcome(votes: u32, needed: u32) -> VoteOutcome {
    if votes >= needed {
        VoteOutcome::Exiled
    } else {
        VoteOutcome::Failed
    }
}

/// Where a player's hand is in the vote being counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandState {
    /// The Storyteller's arm has not reached the player yet.
    Waiting,
    /// 002: "Si un joueur lève la main lorsque votre bras arrive à lui, c'est un vote."
    Up,
    /// The arm passed a lowered hand ("Si un joueur a la main baissée, ce n'est pas un vote").
    Down,
    /// 002: "Les joueurs morts sans jeton de vote ne peuvent pas voter" — the arm does not stop.
    CannotVote,
}

/// One player on the vote walk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WalkEntry {
    /// The player.
    pub player: PlayerId,
    /// Their hand.
    pub hand: HandState,
    /// 002: a dead player with their vote token: a raised hand spends it when the vote closes.
    pub ghost: bool,
    /// How many votes the raised hand is worth ([`weight`]: 1 unless an ability changes it).
    pub weight: i32,
    /// The player must vote ([`must_vote`]: the Zealot).
    pub must_vote: bool,
}

/// The vote on the open nomination as the Storyteller counts it, hand by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Walk {
    /// Who nominated.
    pub nominator: PlayerId,
    /// Who is nominated.
    pub nominee: PlayerId,
    /// 002: clockwise from the player after the nominee, ending with the nominee.
    pub order: Vec<WalkEntry>,
    /// The hand the arm reaches next: the first player not passed yet who may vote; `None`
    /// when the arm has reached the nominee (close the vote).
    pub next: Option<PlayerId>,
    /// Hands raised so far.
    pub votes: u32,
    /// 002: half the living players, rounded up.
    pub threshold: u32,
    /// The highest count that reached the threshold earlier today (0: none).
    pub highest: u32,
    /// 002 ("Voyageurs"): the vote is a Traveller's exile: everyone votes, the dead keep their
    /// token, the threshold is half of all players, and nobody goes on the block.
    pub exile: bool,
    /// Character ability text (Voudon): only the dead and the Voudon vote, the dead without
    /// spending their token, and the most votes wins (`threshold` is 1).
    pub dead_vote: bool,
    /// Character ability text (Organ Grinder): the players vote with their eyes closed and
    /// the count stays secret (the Storyteller counts, and tells no one the total).
    pub secret: bool,
    /// The player about to die before this vote.
    pub block: Option<PlayerId>,
    /// The votes that put the nominee on the block: the threshold, and more than `highest`.
    pub to_block: u32,
    /// 002: a count equal to `highest` clears the block (nobody is about to die).
    pub tie_clears_block: bool,
    /// The result if the vote closed now (the hands not reached yet counted as lowered).
    pub projected: VoteOutcome,
    /// Who would be about to die if the vote closed now.
    pub projected_block: Option<PlayerId>,
}

/// The walk of the open nomination's vote, or `None` when no nomination is open.
///
/// The log records each hand the arm passes (`hand`, raised or lowered); a hand tapped further
/// along the circle means the arm passed the players in between with their hands down, so
/// the position of the arm is always in the log and a reload or an undo brings it back.
pub fn walk(state: &GameState) -> Option<Walk> {
    let n = super::day::open_nomination(state)?;
    let passed = n.passed;
    let order: Vec<WalkEntry> = order(state, n.nominee)
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = state.seat(p);
            let alive = seat.is_some_and(|s| s.alive);
            let hand = if n.hands.contains(&p) {
                HandState::Up
            } else if !can_vote_on(state, p, n.exile) {
                HandState::CannotVote
            } else if i < passed {
                HandState::Down
            } else {
                HandState::Waiting
            };
            WalkEntry {
                player: p,
                hand,
                ghost: !n.exile
                    && !alive
                    && seat.is_some_and(|s| s.ghost_vote)
                    && spends_token(state),
                weight: weight(state, p),
                must_vote: must_vote(state, p, n.exile),
            }
        })
        .collect();
    let next = order
        .iter()
        .find(|e| e.hand == HandState::Waiting)
        .map(|e| e.player);
    let votes = crate::ability::rules::count(state, &n.hands);
    let exile = n.exile;
    let threshold = if exile {
        exile_threshold(state)
    } else {
        threshold(state)
    };
    let highest = state.day.highest;
    let projected = if exile {
        exile_outcome(votes, threshold)
    } else {
        outcome(votes, threshold, highest)
    };
    let block = state.day.block;
    Some(Walk {
        nominator: n.nominator,
        nominee: n.nominee,
        order,
        next,
        votes,
        threshold,
        highest,
        exile,
        dead_vote: !exile && !spends_token(state),
        secret: !exile && crate::ability::rules::secret_votes(state).is_some(),
        block,
        to_block: if exile {
            threshold
        } else {
            threshold.max(highest + 1)
        },
        tie_clears_block: !exile && block.is_some(),
        projected,
        projected_block: match projected {
            VoteOutcome::AboutToDie => Some(n.nominee),
            VoteOutcome::Tied => None,
            VoteOutcome::Failed => block,
            VoteOutcome::Exiled => block,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 002: "Six joueurs sont vivants et quatre sont morts. Steven obtient trois votes, donc le
    /// vote réussit."
    #[test]
    fn six_alive_three_votes_succeed() {
        assert_eq!(outcome(3, 6u32.div_ceil(2), 0), VoteOutcome::AboutToDie);
        assert_eq!(outcome(2, 3, 0), VoteOutcome::Failed);
    }

    /// 002: a tie with the highest clears the block; later nominees must beat it.
    #[test]
    fn ties_and_beating() {
        assert_eq!(outcome(4, 3, 4), VoteOutcome::Tied);
        assert_eq!(outcome(5, 3, 4), VoteOutcome::AboutToDie);
        assert_eq!(outcome(3, 3, 4), VoteOutcome::Failed);
    }
}
