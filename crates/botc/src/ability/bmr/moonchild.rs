//! Moonchild (Bad Moon Rising, Outsider). Character ability text: when she learns that she
//! died, she publicly chooses a living player; if that player is good, they die. She learns it
//! at dawn (a death at night) or at once (an execution), so her choice is usually made by day,
//! recorded as [`Command::Act`](crate::command::Command::Act); the death comes that night, at
//! her step of the night sheet, through the one kill path. 000 ("Capacités après la mort": an
//! ability that happens because its player dies works though she is dead); 001: a drunk or
//! poisoned Moonchild's choice kills nobody, "ni au moment où elle est utilisée, ni plus tard".

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "moonchild",
    wakes: Wakes::If(choice_tonight),
    choice: Some(Choice {
        among: Among::AliveOthers,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(moonchild),
    says: Some([
        "{by} (Moonchild) names {targets}",
        "{by} (Gitane) désigne {targets}",
    ]),
    chooses_after_death: true,
    ..Ability::PLAIN
};

/// The official reminder placed by the chosen player until the choice is resolved.
const DEAD: &str = "Dead";

/// The phase of night `n`.
fn night_phase(n: u32) -> Phase {
    if n <= 1 {
        Phase::FirstNight
    } else {
        Phase::Night(n)
    }
}

/// Her choice as recorded, if she made one during `phase`.
fn chose_during(state: &GameState, by: PlayerId, phase: Phase) -> Option<&Chosen> {
    state
        .choices
        .iter()
        .find(|c| c.by == by && c.character == "moonchild" && c.phase == phase)
}

/// Her step is on night `n`'s sheet when she chose the day before (the death comes tonight) or
/// during this night (a choice made and resolved at once).
fn choice_tonight(state: &GameState, seat: &Seat, night: u32) -> bool {
    let day = Phase::Day(night.saturating_sub(1));
    chose_during(state, seat.id, day).is_some()
        || chose_during(state, seat.id, night_phase(night)).is_some()
}

/// By day: her public choice, recorded (the "Dead" reminder by the chosen player). At night:
/// the death of the player she chose the day before, if good; a choice made at night (she
/// learnt of her death then) is made and resolved at once.
fn moonchild(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let me = state.require(by)?.clone();
    let t = state.require(target)?.clone();
    let night = state.phase.is_night();
    let n = state.phase.night_number().unwrap_or(0);
    let earlier = if night {
        chose_during(state, by, Phase::Day(n.saturating_sub(1))).cloned()
    } else {
        None
    };
    if act.strict {
        is_character(state, by, "moonchild")?;
        if !state.phase.in_play() {
            return Err(RuleError::WrongPhase {
                action: "moonchild",
                phase: state.phase,
            });
        }
        if me.alive {
            return Err(RuleError::NotDead { name: me.name });
        }
        match &earlier {
            // Tonight resolves the choice she made by day: the same player.
            Some(c) if c.targets != [target] => {
                return Err(RuleError::NotTheChosen {
                    name: t.name,
                    character: "moonchild".into(),
                })
            }
            Some(_) => {}
            None if me.ability_used => {
                return Err(RuleError::NoActionTonight {
                    character: "moonchild".into(),
                })
            }
            None if !t.alive => return Err(RuleError::AlreadyDead { name: t.name }),
            None => {}
        }
    }
    let mut events = Vec::new();
    let worked = match &earlier {
        Some(c) => c.worked,
        None => {
            // The choice itself, by day or at night.
            let works = record_choice(state, by, "moonchild", vec![target]);
            state.seat_mut(by).unwrap().ability_used = true;
            events.push(Event::AbilitySpent { player: by });
            state.reminders.push(PlacedReminder {
                player: target,
                character: "moonchild".into(),
                reminder: DEAD.into(),
            });
            if !night {
                return Ok(events);
            }
            works
        }
    };
    // Tonight: the chosen player dies if good, while her ability works (then and now).
    state
        .reminders
        .retain(|r| !(r.character == "moonchild" && r.reminder == DEAD && r.player == target));
    if !(worked && ability_works(state, by)) {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
    } else if !state.seat(target).is_some_and(|s| s.is_good()) {
        events.push(Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        });
    } else {
        events.extend(kill(state, target, DeathCause::Storyteller));
    }
    Ok(events)
}
