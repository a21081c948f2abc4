//! Klutz (Sects & Violets, Outsider). Character ability text: when the Klutz learns that they
//! died, they publicly choose one living player; if that player is evil, the Klutz's team
//! (good) loses.
//!
//! His death offers the Storyteller his choice (a decision listing one suggestion per living
//! player); the choice, usually made by day (he learns of a death at night at dawn, of an
//! execution at once), is recorded as [`Command::Act`](crate::command::Command::Act) and judged
//! at once. 000 ("Capacités après la mort"): an ability that happens because its player dies
//! works though he is dead; 001: a drunk or poisoned Klutz's choice does nothing.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "klutz",
    wakes: Wakes::Never,
    choice: Some(Choice {
        among: Among::AliveOthers,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(choose),
    says: Some([
        "{by} (Klutz) names {targets}",
        "{by} (Maladroit) désigne {targets}",
    ]),
    chooses_after_death: true,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    ..Ability::PLAIN
};

/// The Klutz dies: his public choice is offered (one suggestion per living player), never made
/// for him.
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder || state.seat(holder).is_some_and(|s| s.ability_used) {
        return Reaction::default();
    }
    let suggestions = state
        .seats
        .iter()
        .filter(|s| s.alive && s.id != holder)
        .map(|s| Command::Act {
            character: "klutz".into(),
            by: Some(holder),
            targets: vec![s.id],
            guess: None,
        })
        .collect();
    Reaction {
        events: vec![learn::offer_decision(state, holder, "klutz", suggestions)],
        triggers: Vec::new(),
    }
}

/// His public choice: strict, he is the dead Klutz, has not chosen yet, and names a living
/// player. An evil player chosen while his ability works: good loses.
fn choose(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let me = state.require(by)?.clone();
    let t = state.require(target)?.clone();
    if act.strict {
        is_character(state, by, "klutz")?;
        if me.alive {
            return Err(RuleError::NotDead { name: me.name });
        }
        if me.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: "klutz".into(),
            });
        }
        if !t.alive {
            return Err(RuleError::AlreadyDead { name: t.name });
        }
    }
    let works = record_choice(state, by, "klutz", vec![target]);
    state.seat_mut(by).unwrap().ability_used = true;
    // One choice only: the decision offered at his death is settled.
    state.pending.retain(|p| {
        !matches!(&p.kind, PendingKind::Chooses { player, character } if *player == by && character == "klutz")
    });
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !(works && ability_works(state, by)) {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    } else if t.is_good() {
        events.push(Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        });
    } else {
        state.ability_wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::Klutz,
        });
    }
    Ok(events)
}
