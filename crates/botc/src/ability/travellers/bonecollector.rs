//! Bone Collector (Sects & Violets, Traveller). Character ability text: once per game, at
//! night, they may choose a dead player, who regains their ability until dusk.
//!
//! The choice lends the dead player their ability ([`Ability::lends_ability`], as the
//! Vigormortis does): from tonight until the next dusk it works as a living player's, so they
//! wake tonight if their character does. Marked "Has Ability", the Bone Collector "No
//! Ability". 001: the use is spent whether or not it works.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "bonecollector",
    once: true,
    choice: Some(Choice {
        among: Among::Dead,
        optional: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(collect),
    says: Some([
        "{by} (Bone Collector) gives {targets} their ability back until dusk",
        "{by} (Collecteur d'os) rend sa capacité à {targets} jusqu'au crépuscule",
    ]),
    lends_ability: Some(lends),
    ..Ability::PLAIN
};

fn collect(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let seat = state.require(by)?.clone();
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: ABILITY.id.into(),
            });
        }
        if seat.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ABILITY.id.into(),
            });
        }
        if state.require(target)?.alive {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ABILITY.id.into(),
            });
        }
    }
    let worked = record_choice(state, by, ABILITY.id, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, ABILITY.id, "No Ability");
    let mut events = vec![Event::AbilitySpent { player: by }];
    if worked {
        reminder::place(state, target, ABILITY.id, "Has Ability");
    } else {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    }
    Ok(events)
}

/// The dead player chosen tonight, until the next dusk, if the choice worked.
fn lends(state: &GameState, holder: PlayerId, dead: &Seat) -> bool {
    rules::chosen_this_cycle(state, holder, ABILITY.id)
        .any(|(targets, worked)| worked && targets.contains(&dead.id))
}
