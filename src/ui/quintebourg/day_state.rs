//! What the day hub remembers between taps (saved with the game in [`super::store::QbUi`]):
//! the panel on screen and the vote being taken, so a reload in the middle of a vote comes back
//! to the same voter with the ballots already cast.

use serde::{Deserialize, Serialize};

use quintebourg::model::PlayerId;

/// The day hub's panels (`TABLE.md` §9 screens 14–18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum DayTab {
    /// The village board: seats, life, coins, offices, spouse, house.
    #[default]
    Board,
    /// The coins ledger.
    Coins,
    /// The offices panel.
    Offices,
    /// The session and the law.
    Session,
    /// The calendar and the weekly budgets.
    Calendar,
}

impl DayTab {
    pub const ALL: [DayTab; 5] = [
        DayTab::Board,
        DayTab::Session,
        DayTab::Coins,
        DayTab::Offices,
        DayTab::Calendar,
    ];
}

/// A vote in progress: the ballots cast so far in the order they were announced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct VoteDraft {
    /// The day the draft belongs to (a draft of another day is stale).
    pub day: u16,
    /// The direction the votes go round from the President (L151).
    #[serde(default = "yes")]
    pub clockwise: bool,
    /// (voter, whom they name).
    #[serde(default)]
    pub ballots: Vec<(PlayerId, Option<PlayerId>)>,
    /// The tie-break: the President's pick (first), or the Prosecutor's order in a Purge.
    #[serde(default)]
    pub tie_order: Vec<PlayerId>,
    /// The tribunal of the accused on trial: who votes to execute (the others spare).
    #[serde(default)]
    pub execute: Vec<PlayerId>,
}

fn yes() -> bool {
    true
}

impl VoteDraft {
    /// A fresh draft for day `day`.
    pub fn new(day: u16) -> VoteDraft {
        VoteDraft {
            day,
            clockwise: true,
            ..VoteDraft::default()
        }
    }

    /// The next voter in `order` who has not voted yet.
    pub fn next_voter(&self, order: &[PlayerId]) -> Option<PlayerId> {
        order
            .iter()
            .copied()
            .find(|v| !self.ballots.iter().any(|(b, _)| b == v))
    }

    /// Votes per named player, most first (ties by seat).
    pub fn tally(&self) -> Vec<(PlayerId, u32)> {
        let mut count: Vec<(PlayerId, u32)> = Vec::new();
        for (_, t) in &self.ballots {
            if let Some(t) = t {
                match count.iter_mut().find(|(p, _)| p == t) {
                    Some((_, c)) => *c += 1,
                    None => count.push((*t, 1)),
                }
            }
        }
        count.sort_by_key(|(p, c)| (std::cmp::Reverse(*c), *p));
        count
    }

    /// The players tied for the most votes, when more than one.
    pub fn tied_first(&self) -> Vec<PlayerId> {
        let tally = self.tally();
        let Some(max) = tally.first().map(|(_, c)| *c) else {
            return Vec::new();
        };
        let top: Vec<PlayerId> = tally
            .iter()
            .filter(|(_, c)| *c == max)
            .map(|(p, _)| *p)
            .collect();
        if top.len() > 1 {
            top
        } else {
            Vec::new()
        }
    }

    /// True when any two named players have as many votes (a Purge may need the Prosecutor's
    /// order).
    pub fn any_tie(&self) -> bool {
        self.tally().windows(2).any(|w| w[0].1 == w[1].1)
    }
}

/// Everything the day hub keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DayUi {
    #[serde(default)]
    pub tab: DayTab,
    #[serde(default)]
    pub vote: VoteDraft,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_draft_knows_the_next_voter_and_the_tally() {
        let mut d = VoteDraft::new(1);
        let order = [2, 3, 4, 0, 1];
        assert_eq!(d.next_voter(&order), Some(2));
        d.ballots = vec![(2, Some(4)), (3, Some(0)), (4, None), (0, Some(4))];
        assert_eq!(d.next_voter(&order), Some(1));
        assert_eq!(d.tally(), vec![(4, 2), (0, 1)]);
        assert!(d.tied_first().is_empty());
        d.ballots.push((1, Some(0)));
        assert_eq!(d.next_voter(&order), None);
        assert_eq!(d.tied_first(), vec![0, 4]);
        assert!(d.any_tie());
        // A reload reads the draft back.
        let text = serde_json::to_string(&d).unwrap();
        assert_eq!(serde_json::from_str::<VoteDraft>(&text).unwrap(), d);
    }
}
