//! Minstrel (Bad Moon Rising, Townsfolk). Character ability text: when a Minion dies by
//! execution, every other player (Travellers aside) is drunk until dusk tomorrow.
//!
//! An answer to the death (`on_death`): each of them is drunk from the Minstrel, until the
//! second dusk from the day of the execution ([`Duration::Dusks`]), so the drunkenness ends
//! early if the Minstrel loses his ability — poisoned, drunk or dead (000/003). 001: it does not
//! happen if he is drunk, poisoned or dead when the Minion dies. Official jinx Legion &
//! Minstrel: a Legion player executed counts as a Minion here, the Legion players are not made
//! drunk, and the Storyteller is offered to tell the Minstrel that the player was Legion.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "minstrel",
    wakes: Wakes::Never,
    on_death: Some(OnDeath {
        order: 3,
        then: everyone_drunk,
    }),
    ..Ability::PLAIN
};

/// Until dusk tomorrow: the second dusk from the day of the execution.
pub const DRUNK_FOR: Duration = Duration::Dusks(2);

const LEGION: &str = "legion";

fn everyone_drunk(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    // Official jinx Legion & Minstrel: Legion executed registers as a Minion; Legion is not
    // made drunk, and the Minstrel may learn that the player was Legion.
    let legion = died.character == LEGION && jinx::active(state, LEGION, "minstrel");
    if died.cause != DeathCause::Execution
        || (died.team != Some(Team::Minion) && !legion)
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    let epoch = state.seat(holder).map_or(0, |s| s.epoch);
    let others: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.id != holder && !s.traveller && !(legion && s.is(LEGION)))
        .map(|s| s.id)
        .collect();
    let mut events = Vec::new();
    if legion {
        events.push(carousel::legion::offer_told_legion(
            state,
            holder,
            "minstrel",
            died.player,
        ));
    }
    for p in others {
        state.statuses.push(Status {
            target: p,
            kind: StatusKind::Drunk,
            source: Source::Player {
                player: holder,
                character: "minstrel".into(),
            },
            duration: DRUNK_FOR,
            source_epoch: epoch,
            inert: false,
            since: state.phase,
            about: None,
        });
        events.push(Event::StatusPlaced {
            player: p,
            kind: StatusKind::Drunk,
            inert: false,
        });
    }
    Reaction {
        events,
        triggers: vec![],
    }
}
