//! Tea Lady (Bad Moon Rising, Townsfolk). She never wakes. While both of her living
//! neighbours are good, neither of them can die, by any means (character ability text): the
//! Demon's attack, an execution, another ability — the one kill path asks her
//! ([`crate::death::keeper`]). 001: "Une Dame de Thé empoisonnée ne protège pas ses voisins.
//! Quand elle redevient saine, elle les protège à nouveau" — she is asked only while her
//! ability works, so a drunk, poisoned or dead Tea Lady protects nobody.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "tealady",
    keeps_alive: Some(good_neighbours),
    ..Ability::PLAIN
};

/// Her two living neighbours (002: skipping the dead), when both are good: `target` is one of
/// them. With fewer than three living players she has no two distinct neighbours.
fn good_neighbours(
    state: &GameState,
    holder: PlayerId,
    target: PlayerId,
    _cause: &DeathCause,
) -> bool {
    let (Some(left), Some(right)) = (
        state.neighbour(holder, false, true),
        state.neighbour(holder, true, true),
    ) else {
        return false;
    };
    let good = |p: PlayerId| state.seat(p).is_some_and(|s| s.is_good());
    left != right && (target == left || target == right) && good(left) && good(right)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::{attack_outcome, DeathCause};
    use crate::night::KillOutcome;
    use crate::seat::PlayerId as P;
    use crate::status::{Duration, StatusKind};
    use crate::test_util::*;

    /// Both living neighbours good: kept alive against the Demon; a dead neighbour is skipped
    /// (the next living player counts); an evil neighbour ends the protection for both.
    #[test]
    fn good_neighbours_cannot_die() {
        let g = bmr_game(&[
            "po",
            "godfather",
            "chambermaid",
            "tealady",
            "sailor",
            "gambler",
            "fool",
        ]);
        let s = g.state();
        assert_eq!(attack_outcome(s, P(0), P(2)), KillOutcome::KeptAlive);
        assert_eq!(attack_outcome(s, P(0), P(4)), KillOutcome::KeptAlive);
        assert_eq!(attack_outcome(s, P(0), P(5)), KillOutcome::Dies);
        let mut g = bmr_game(&[
            "po",
            "chambermaid",
            "godfather",
            "tealady",
            "gambler",
            "sailor",
            "fool",
        ]);
        assert_eq!(attack_outcome(g.state(), P(0), P(4)), KillOutcome::Dies);
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        // Now her living neighbours are the Chambermaid and the Gambler, both good.
        assert_eq!(
            attack_outcome(g.state(), P(0), P(1)),
            KillOutcome::KeptAlive
        );
        g.apply(Command::SetStatus {
            target: P(3),
            kind: StatusKind::Drunk,
            source: None,
            duration: Duration::UntilDusk,
            about: None,
        })
        .unwrap();
        assert_eq!(attack_outcome(g.state(), P(0), P(1)), KillOutcome::Dies);
    }
}
