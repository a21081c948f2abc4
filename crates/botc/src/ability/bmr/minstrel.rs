//! Minstrel (Bad Moon Rising, Townsfolk). Character ability text: when a Minion dies by
//! execution, every other player (Travellers aside) is drunk until dusk tomorrow.
//!
//! An answer to the death (`on_death`): each of them is drunk from the Minstrel, until the
//! second dusk from the day of the execution ([`Duration::Dusks`]), so the drunkenness ends
//! early if the Minstrel loses his ability — poisoned, drunk or dead (000/003). 001: it does not
//! happen if he is drunk, poisoned or dead when the Minion dies.

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

fn everyone_drunk(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.cause != DeathCause::Execution
        || died.team != Some(Team::Minion)
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    let epoch = state.seat(holder).map_or(0, |s| s.epoch);
    let others: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.id != holder && !s.traveller)
        .map(|s| s.id)
        .collect();
    let mut events = Vec::new();
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
