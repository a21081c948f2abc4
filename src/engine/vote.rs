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
}

/// 002: the votes needed: half the living players, rounded up ("Six joueurs sont vivants…
/// trois votes, soit la moitié"). Travellers vote, so they count.
pub fn threshold(state: &GameState) -> u32 {
    let alive = state.alive_count() as u32;
    alive.div_ceil(2)
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
pub fn can_vote(state: &GameState, player: PlayerId) -> bool {
    state.seat(player).is_some_and(|s| s.alive || s.ghost_vote)
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
