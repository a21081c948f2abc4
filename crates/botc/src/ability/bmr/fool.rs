//! Fool (Bad Moon Rising, Townsfolk). The first time he dies, he does not (character ability
//! text), by any means: the Demon's attack, an execution, another ability — the one kill path
//! asks him ([`crate::death::keeper`]) and the use is then spent (`Seat::ability_used`, the
//! "No Ability" reminder). 001: only while his ability works — a drunk or poisoned Fool dies,
//! and his first death is kept for later. An ability that kills "even if they could not" (the
//! Assassin's) goes through.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "fool",
    once: true,
    keeps_alive: Some(first_death),
    kept_alive: Some(spend),
    ..Ability::PLAIN
};

fn first_death(state: &GameState, holder: PlayerId, target: PlayerId, _: &DeathCause) -> bool {
    holder == target && state.seat(holder).is_some_and(|s| !s.ability_used)
}

/// The first death is spent: the Fool's "No Ability" reminder.
fn spend(state: &mut GameState, holder: PlayerId, _: PlayerId, _: &DeathCause) -> Vec<Event> {
    if let Some(s) = state.seat_mut(holder) {
        s.ability_used = true;
    }
    state.reminders.push(PlacedReminder {
        player: holder,
        character: "fool".into(),
        reminder: "No Ability".into(),
    });
    vec![Event::AbilitySpent { player: holder }]
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::attack_outcome;
    use crate::night::KillOutcome;
    use crate::seat::PlayerId as P;
    use crate::test_util::*;

    /// The first attack leaves him alive and spends the ability; the second kills him.
    #[test]
    fn first_death_only() {
        let mut g = bmr_game(&[
            "zombuul",
            "godfather",
            "fool",
            "chambermaid",
            "exorcist",
            "gambler",
            "sailor",
        ]);
        next_night(&mut g);
        assert_eq!(
            attack_outcome(g.state(), P(0), P(2)),
            KillOutcome::KeptAlive
        );
        g.apply(Command::act("zombuul", P(0), P(2))).unwrap();
        let s = g.state().seat(P(2)).unwrap();
        assert!(s.alive && s.ability_used);
        assert!(g
            .state()
            .reminders
            .iter()
            .any(|r| r.player == P(2) && r.reminder == "No Ability"));
        next_night(&mut g);
        assert_eq!(attack_outcome(g.state(), P(0), P(2)), KillOutcome::Dies);
        g.apply(Command::act("zombuul", P(0), P(2))).unwrap();
        assert!(!g.state().seat(P(2)).unwrap().alive);
    }
}
