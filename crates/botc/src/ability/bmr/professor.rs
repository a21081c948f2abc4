//! Professor (Bad Moon Rising, Townsfolk). Character ability text: once per game, at night but
//! not the first, he chooses a dead player; if they are a Townsfolk, they come back to life.
//!
//! A player brought back is alive as after `revive`: their ability works again (000:
//! "Les joueurs ressuscités … obtiennent … leur nouvelle capacité immédiatement"), their vote is
//! a living player's and, should they die again, they have a ghost vote again; a
//! once-per-game ability they had used stays used (001). The revived player is marked "Alive",
//! the Professor "No Ability". 001: a drunk or poisoned Professor's use is spent for nothing.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "professor",
    once: true,
    choice: Some(Choice {
        among: Among::Dead,
        optional: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(revive),
    says: Some(["{by} chooses {targets}", "{by} choisit {targets}"]),
    ..Ability::PLAIN
};

fn revive(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let seat = state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "professor")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "professor".into(),
            });
        }
        if seat.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: "professor".into(),
            });
        }
        if state.seat(target).is_some_and(|t| t.alive) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: "professor".into(),
            });
        }
    }
    let worked = ability_works(state, by);
    state.seat_mut(by).expect("checked").ability_used = true;
    state.choices.push(Chosen {
        by,
        character: "professor".into(),
        targets: vec![target],
        phase: state.phase,
        worked,
    });
    reminder::place(state, by, "professor", "No Ability");
    let mut events = vec![Event::AbilitySpent { player: by }];
    let t = state.require(target)?;
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    } else if t.alive {
        events.push(Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        });
    } else if t.team() != Some(Team::Townsfolk) {
        // Character ability text: only a Townsfolk comes back.
        events.push(Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        });
    } else {
        let t = state.seat_mut(target).expect("checked");
        t.alive = true;
        t.ghost_vote = true;
        reminder::place(state, target, "professor", "Alive");
        events.push(Event::Revived { player: target });
    }
    Ok(events)
}
