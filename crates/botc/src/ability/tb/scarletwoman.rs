//! Scarlet Woman (Trouble Brewing, Minion). 000: with five or more players alive, if the Demon
//! dies she becomes the Demon. She wakes only to be told so. Official jinx Lil' Monsta & Scarlet
//! Woman: when Lil' Monsta's babysitter dies with five or more players alive, she babysits
//! Lil' Monsta until the game ends ([`carousel::lilmonsta::scarlet_woman_babysits`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "scarletwoman",
    wakes: Wakes::Never,
    on_death: Some(OnDeath {
        order: 0,
        then: take_over,
    }),
    ..Ability::PLAIN
};

/// 000: "s'il y a 5 joueurs ou plus en vie et que le Démon meurt, vous devenez le Démon" —
/// counted as the Demon dies, so the Demon is among the five (Travellers aside); she must be
/// alive with her ability working, and no other Demon alive.
fn take_over(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    // Official jinx Lil' Monsta & Scarlet Woman: she babysits instead.
    if carousel::lilmonsta::scarlet_woman_babysits(state, holder, died) {
        return Reaction::default();
    }
    let demon_alive = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    if died.team != Some(Team::Demon)
        || demon_alive
        || !alive
        || died.alive_before < 5
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    Reaction {
        events: vec![
            change_character(state, holder, &died.character),
            Event::ScarletWomanTakesOver {
                player: holder,
                demon: died.character.clone(),
            },
        ],
        triggers: vec![],
    }
}
