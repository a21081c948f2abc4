//! Sweetheart (Sects & Violets, Outsider). Character ability text: when she dies, one player
//! is drunk from then on.
//!
//! Which player is the Storyteller's choice: her death, while her ability works, leaves a
//! pending decision whose suggestions make one player drunk for good (living Townsfolk first,
//! from her left), as a status from the Sweetheart with no end of its own. 001: "Une Dulcinée
//! empoisonnée meurt. Sa capacité ne rend personne ivre, même si elle redevient saine plus
//! tard" — no decision then. The drunkenness is an effect of her ability, which works while
//! she is dead: a later poisoning of her ability stops it, her return to health brings it back
//! (001). Her step on the sheet (000/003: resolved at its place if the Storyteller has not done
//! it yet) stays while the decision waits.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "sweetheart",
    wakes: Wakes::If(deciding),
    storyteller_step: true,
    on_death: Some(OnDeath {
        order: 2,
        then: died,
    }),
    ..Ability::PLAIN
};

fn pending_kind(holder: PlayerId) -> PendingKind {
    PendingKind::Chooses {
        player: holder,
        character: ABILITY.id.into(),
    }
}

/// Her step shows while the Storyteller has not chosen the drunk player.
fn deciding(state: &GameState, seat: &Seat, _night: u32) -> bool {
    let kind = pending_kind(seat.id);
    state.pending.iter().any(|p| p.kind == kind)
}

fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder || !ability_works(state, holder) {
        return Reaction::default();
    }
    let n = state.seats.len();
    let start = state.index_of(holder).unwrap_or(0);
    let mut order: Vec<&Seat> = (1..n).map(|k| &state.seats[(start + k) % n]).collect();
    // Living Townsfolk first (their information is what drunkenness spoils), then the rest.
    order.sort_by_key(|s| (!(s.alive && s.team() == Some(Team::Townsfolk)), !s.alive));
    let suggestions = order
        .into_iter()
        .map(|s| Command::SetStatus {
            target: s.id,
            kind: StatusKind::Drunk,
            source: Some(holder),
            duration: Duration::Permanent,
            about: None,
        })
        .collect();
    let kind = pending_kind(holder);
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions,
    });
    Reaction {
        events: vec![Event::PendingAdded { kind }],
        triggers: vec![],
    }
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::status::{is_drunk, StatusKind};
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = snv_game(&[
            "vortox",
            "witch",
            "sweetheart",
            "dreamer",
            "oracle",
            "sage",
            "mutant",
        ]);
        g.apply(Command::EndNight).unwrap();
        g
    }

    /// Her death: the Storyteller picks (the nearest living Townsfolk suggested first), and
    /// that player stays drunk while she is dead.
    #[test]
    fn her_death_makes_one_drunk() {
        let mut g = game();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        assert_eq!(g.state().pending.len(), 1);
        g.apply(Command::Decide { index: 0, pick: 0 }).unwrap();
        assert!(is_drunk(g.state(), P(3)));
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        assert!(is_drunk(g.state(), P(3)), "for the rest of the game");
    }

    /// 001: poisoned as she dies, she makes nobody drunk.
    #[test]
    fn poisoned_she_makes_nobody_drunk() {
        let mut g = game();
        g.apply(Command::SetStatus {
            target: P(2),
            kind: StatusKind::Poisoned,
            source: None,
            duration: crate::status::Duration::UntilDusk,
            about: None,
        })
        .unwrap();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        assert!(g.state().pending.is_empty());
    }
}
