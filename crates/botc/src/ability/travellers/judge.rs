//! Judge (Bad Moon Rising, Traveller). Character ability text: once per game, if another
//! player nominated, they may force the current execution to pass or fail.
//!
//! A public act by day ([`crate::ability::rules::ByDay`]) naming the nominee of the vote just
//! counted (nominated by someone else, before the day's execution): a nominee on the block is
//! pardoned (nobody is about to die), any other is executed at once. The use is spent either
//! way (001), and a drunk or poisoned Judge changes nothing.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "judge",
    once: true,
    acts: Some(rule),
    says: Some([
        "{by} (Judge) rules on {targets}'s execution",
        "{by} (Magistrat) tranche sur l'exécution de {targets}",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 1,
            now,
            may_choose,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The nominee of the vote just counted, when someone else nominated and nobody was executed
/// today yet.
fn current(state: &GameState, holder: PlayerId) -> Option<PlayerId> {
    if state.day.open || state.day.executed.is_some() {
        return None;
    }
    let n = state.day.nominations.last()?;
    (!n.exile && n.voters.is_some() && n.nominator != holder).then_some(n.nominee)
}

fn now(state: &GameState, holder: PlayerId) -> bool {
    state
        .seat(holder)
        .is_some_and(|s| s.alive && !s.ability_used)
        && current(state, holder).is_some()
}

fn may_choose(state: &GameState, holder: PlayerId, target: PlayerId) -> bool {
    current(state, holder) == Some(target)
}

fn rule(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    super::require_day(state, act, ABILITY.id)?;
    if act.strict && !(now(state, by) && may_choose(state, by, target)) {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(target),
            character: ABILITY.id.into(),
        });
    }
    let worked = record_choice(state, by, ABILITY.id, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    } else if state.day.block == Some(target) {
        // The execution fails: a pardon.
        state.day.block = None;
    } else {
        // The execution passes.
        state.day.block = Some(target);
        events.extend(day::execute(state, false, target, false)?);
    }
    Ok(events)
}
