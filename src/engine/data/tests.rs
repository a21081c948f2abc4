//! Checks of the character table against the official data and the seeds.

use super::*;
use crate::engine::character::{all, by_id};

fn count(edition: Option<Edition>, team: Team) -> usize {
    CHARACTERS
        .iter()
        .filter(|c| c.edition == edition && c.team == team)
        .count()
}

/// 002: Trouble Brewing has 13 Townsfolk, 4 Outsiders, 4 Minions and 1 Demon.
#[test]
fn trouble_brewing_counts() {
    assert_eq!(count(TB, Team::Townsfolk), 13);
    assert_eq!(count(TB, Team::Outsider), 4);
    assert_eq!(count(TB, Team::Minion), 4);
    assert_eq!(count(TB, Team::Demon), 1);
}

#[test]
fn ids_are_unique() {
    let mut ids: Vec<_> = all().iter().map(|c| c.id).collect();
    ids.sort_unstable();
    let before = ids.len();
    ids.dedup();
    assert_eq!(before, ids.len());
    assert!(by_id("imp").is_some());
}
