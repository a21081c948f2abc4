//! Mastermind (Bad Moon Rising, Minion). Character ability text: if the Demon dies by execution
//! and that would end the game, the game goes on for one more day; a player executed on that
//! day makes their team lose, and with no execution that day evil wins (good does not win).
//! The Mastermind must be alive with the ability working when the Demon is executed (000: a
//! dead, drunk or poisoned player has no ability). The win is worked out by
//! [`crate::victory`] from the record this hook leaves.

use crate::ability::{Ability, OnDeath, Wakes};
use crate::character::Team;
use crate::death::{DeathCause, Died, Reaction};
use crate::pending::PendingKind;
use crate::seat::PlayerId;
use crate::state::{Choice as Chose, GameState};
use crate::status::ability_works;

pub const ABILITY: Ability = Ability {
    id: "mastermind",
    wakes: Wakes::Never,
    extra_day: true,
    on_death: Some(OnDeath {
        // After a Minion who becomes the Demon (0) and a Demon passing itself on (1): the
        // game ends only if no Demon is left.
        order: 2,
        then: demon_executed,
    }),
    ..Ability::PLAIN
};

/// The Demon's execution would end the game: the extra day is recorded as the Mastermind's
/// choice of the executed Demon, on the day of the execution.
fn demon_executed(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let demon_left = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
    let succession = state
        .pending
        .iter()
        .any(|p| matches!(p.kind, PendingKind::StarPass { .. }));
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    if died.team != Some(Team::Demon)
        || died.cause != DeathCause::Execution
        || demon_left
        || succession
        || !alive
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    let character = state.seat(holder).unwrap().character_id().to_string();
    state.choices.push(Chose {
        by: holder,
        character,
        targets: vec![died.player],
        phase: state.phase,
        worked: true,
    });
    Reaction::default()
}
