//! No Dashii (Sects & Violets, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; its two Townsfolk neighbours are poisoned.
//!
//! The neighbours are the nearest Townsfolk on each side, the players between (Outsiders,
//! Minions, Demons, Travellers) skipped. The text says "neighbours", not "alive neighbours"
//! (the Empath's and the Tea Lady's say "alive" when they mean it), so a dead Townsfolk is
//! still a neighbour: the poison moves when a Townsfolk stops being one (a character change)
//! or a seat changes, not when the Townsfolk dies. The poison is a status from the No Dashii
//! with no end of its own, kept up to date after every command ([`Ability::refresh`]): like
//! any effect of an ability it lasts only while the No Dashii's ability works (000/003), so
//! its death, drunkenness or poisoning ends it and its return to health brings it back.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "nodashii",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(learn::demon_attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    refresh: Some(refresh),
    ..Ability::PLAIN
};

/// Whether a dead Townsfolk still counts as a neighbour (character ability text: yes).
const DEAD_ARE_NEIGHBOURS: bool = true;

/// The nearest Townsfolk clockwise and anticlockwise of `player` (one player when it is the
/// same both ways, none when there is no other Townsfolk), skipping every other type; the dead
/// skipped only when `living`.
pub fn townsfolk_neighbours(state: &GameState, player: PlayerId, living: bool) -> Vec<PlayerId> {
    let n = state.seats.len();
    let Some(start) = state.index_of(player) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for clockwise in [true, false] {
        let found = (1..n)
            .map(|k| {
                if clockwise {
                    (start + k) % n
                } else {
                    (start + n - k) % n
                }
            })
            .map(|i| &state.seats[i])
            .find(|s| s.team() == Some(Team::Townsfolk) && (s.alive || !living));
        if let Some(s) = found {
            if !out.contains(&s.id) {
                out.push(s.id);
            }
        }
    }
    out
}

fn source(holder: PlayerId) -> Source {
    Source::Player {
        player: holder,
        character: ABILITY.id.into(),
    }
}

/// The poisoned neighbours follow the grimoire: the statuses of this No Dashii (its current
/// epoch) are set to its Townsfolk neighbours now.
fn refresh(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let Some(epoch) = state.seat(holder).map(|s| s.epoch) else {
        return Vec::new();
    };
    let want = townsfolk_neighbours(state, holder, !DEAD_ARE_NEIGHBOURS);
    let src = source(holder);
    let ours = |s: &Status| {
        s.kind == StatusKind::Poisoned
            && s.source == src
            && s.source_epoch == epoch
            && s.duration == Duration::Permanent
    };
    let mut events = Vec::new();
    state.statuses.retain(|s| {
        if ours(s) && !want.contains(&s.target) {
            events.push(Event::StatusEnded {
                player: s.target,
                kind: StatusKind::Poisoned,
            });
            false
        } else {
            true
        }
    });
    for t in want {
        if state.statuses.iter().any(|s| ours(s) && s.target == t) {
            continue;
        }
        state.statuses.push(Status {
            target: t,
            kind: StatusKind::Poisoned,
            source: src.clone(),
            duration: Duration::Permanent,
            source_epoch: epoch,
            inert: false,
            since: state.phase,
            about: None,
        });
        events.push(Event::StatusPlaced {
            player: t,
            kind: StatusKind::Poisoned,
            inert: false,
        });
    }
    events
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::status::is_poisoned;
    use crate::test_util::*;

    fn snv(chars: &[&str]) -> crate::Game {
        let mut g = setup_game(Some(crate::character::Edition::SectsAndViolets), chars);
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// The nearest Townsfolk each way, skipping the Outsider and the Minion between.
    #[test]
    fn neighbours_skip_other_types() {
        let g = snv(&[
            "nodashii",
            "sweetheart",
            "clockmaker",
            "dreamer",
            "oracle",
            "witch",
            "mutant",
        ]);
        assert_eq!(
            townsfolk_neighbours(g.state(), P(0), false),
            vec![P(2), P(4)]
        );
        assert!(is_poisoned(g.state(), P(2)) && is_poisoned(g.state(), P(4)));
        assert!(!is_poisoned(g.state(), P(3)) && !is_poisoned(g.state(), P(1)));
    }

    /// A Townsfolk neighbour who becomes an Outsider passes the poison on to the next
    /// Townsfolk; the No Dashii's death ends it all.
    #[test]
    fn the_poison_follows_the_grimoire() {
        let mut g = snv(&[
            "nodashii",
            "clockmaker",
            "dreamer",
            "oracle",
            "witch",
            "sage",
            "mutant",
        ]);
        assert!(is_poisoned(g.state(), P(1)) && is_poisoned(g.state(), P(5)));
        g.apply(Command::ChangeCharacter {
            player: P(1),
            character: "klutz".into(),
        })
        .unwrap();
        assert!(!is_poisoned(g.state(), P(1)));
        assert!(is_poisoned(g.state(), P(2)));
        g.apply(Command::Die {
            player: P(0),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(!is_poisoned(g.state(), P(2)) && !is_poisoned(g.state(), P(5)));
    }
}
