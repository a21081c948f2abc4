//! Farmer (carousel, Townsfolk). Character ability text: when the Farmer dies at night, a
//! living good player becomes a Farmer.
//!
//! The ability does not say "choose", so the Storyteller picks the new Farmer (000: "Si une
//! capacité ne mentionne pas « choisissez », c'est le Conteur qui décide"). The Farmer's death
//! at night offers that decision: one suggestion per living good player (Travellers aside),
//! clockwise from the dead Farmer, the first being the engine's; each is a
//! [`Command::ChangeCharacter`] to the Farmer, so the choice is recorded as a character change
//! and the sheet tells the new Farmer "You are the Farmer" (001: a player whose character
//! changes is told). The new Farmer keeps their alignment and loses their old ability
//! (000/003), and their own death at night makes another Farmer in turn.
//!
//! A death by day (an execution) makes no Farmer. 000 ("Capacités après la mort"): an ability
//! that happens because its player dies works though they are dead; 001: a drunk or poisoned
//! Farmer's death makes no Farmer. The Farmer's step, on the night of the death, is the
//! Storyteller's alone: the dead Farmer does not wake, the new one is woken at the "You are"
//! step.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): picked by that
//! Demon at night ([`crate::ability::carousel::leviathan::pick`]), a Farmer whose ability works
//! uses it without dying: the same pick of a new Farmer is offered.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "farmer",
    wakes: Wakes::WhenKilledAtNight,
    storyteller_step: true,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    when_picked_by_demon: Some(|state, farmer, _demon| offer_new_farmer(state, farmer)),
    ..Ability::PLAIN
};

/// The living good players who may become the Farmer, clockwise from `farmer`.
pub fn candidates(state: &GameState, farmer: PlayerId) -> Vec<PlayerId> {
    let n = state.seats.len();
    let start = state.index_of(farmer).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.alive && s.is_good() && !s.traveller && s.character.is_some())
        .map(|s| s.id)
        .collect()
}

/// The Farmer dies at night: the Storyteller's pick of the new Farmer is offered (nothing if
/// the ability does not work, or no good player lives).
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder || !state.phase.is_night() {
        return Reaction::default();
    }
    if !ability_works(state, holder) {
        return Reaction {
            events: vec![Event::NoEffect {
                player: holder,
                reason: NoEffect::Impaired,
            }],
            triggers: Vec::new(),
        };
    }
    Reaction {
        events: offer_new_farmer(state, holder),
        triggers: Vec::new(),
    }
}

/// The Storyteller's pick of a living good player who becomes a Farmer, offered (nothing if
/// no good player lives, or the Farmer's ability does not work).
fn offer_new_farmer(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    if !ability_works(state, holder) {
        return Vec::new();
    }
    let suggestions: Vec<Command> = candidates(state, holder)
        .into_iter()
        .map(|p| Command::ChangeCharacter {
            player: p,
            character: ABILITY.id.into(),
        })
        .collect();
    if suggestions.is_empty() {
        return Vec::new();
    }
    vec![learn::offer_decision(
        state,
        holder,
        ABILITY.id,
        suggestions,
    )]
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::night::{sheet, StepKind};
    use crate::pending::PendingKind;
    use crate::test_util::*;

    const CAST: &[&str] = &[
        "imp", "poisoner", "farmer", "chef", "empath", "monk", "soldier",
    ];

    fn farmer_pending(g: &crate::game::Game) -> Option<&crate::pending::Pending> {
        g.state().pending.iter().find(
            |p| matches!(&p.kind, PendingKind::Chooses { character, .. } if character == "farmer"),
        )
    }

    /// Killed at night, the Farmer offers every living good player, clockwise, the Minion left
    /// out; the pick becomes the Farmer and is told so tonight.
    #[test]
    fn the_storyteller_picks_the_new_farmer() {
        let mut g = custom_game(CAST);
        next_night(&mut g);
        g.apply(Command::act("imp", P(0), P(2))).unwrap();
        let p = farmer_pending(&g).expect("offered");
        let offered: Vec<_> = p
            .suggestions
            .iter()
            .map(|c| match c {
                Command::ChangeCharacter { player, .. } => *player,
                _ => panic!("{c:?}"),
            })
            .collect();
        assert_eq!(offered, vec![P(3), P(4), P(5), P(6)]);
        g.apply(p.suggestions[1].clone()).unwrap();
        assert!(farmer_pending(&g).is_none());
        assert!(g.state().seat(P(4)).unwrap().is("farmer"));
        assert!(sheet(g.state()).iter().any(|s| s.kind == StepKind::YouAre
            && s.player == Some(P(4))
            && s.character.as_deref() == Some("farmer")));
    }

    /// Executed by day, the Farmer makes no Farmer.
    #[test]
    fn an_execution_makes_no_farmer() {
        let mut g = custom_game(CAST);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        assert!(farmer_pending(&g).is_none());
    }
}
