//! Gossip (Bad Moon Rising, Townsfolk). Character ability text: each day she may make a public
//! statement; if it was true, a player dies that night.
//!
//! How it is recorded: by day, the Storyteller records the statement as the Gossip's act
//! (`act` with `by` the Gossip, any players the statement names as `targets`, possibly none);
//! the words themselves go in a `note` on the Gossip (the engine cannot judge words). That
//! night the Gossip's step is on the sheet, for the Storyteller alone (002: "le joueur Commère
//! ne se réveille pas"). If the statement was true, the Storyteller picks the living player who
//! dies (the step's choice, recorded as the Gossip's act at night); if false, no one (moving on
//! without a choice). The death goes through the one kill path. 001: if she was drunk or
//! poisoned when she spoke, or is now, no one dies.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "gossip",
    wakes: Wakes::If(spoke_yesterday),
    choice: Some(Choice {
        among: Among::Alive,
        optional: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(act),
    storyteller_step: true,
    speaks_by_day: true,
    ..Ability::PLAIN
};

/// The statement `gossip` made on day `day`, if any: the last one recorded that day.
pub fn statement(state: &GameState, gossip: PlayerId, day: u32) -> Option<&Chosen> {
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == gossip && c.character == "gossip" && c.phase == Phase::Day(day))
}

/// The step is on the sheet on a night after a day she made a statement.
fn spoke_yesterday(state: &GameState, seat: &Seat, night: u32) -> bool {
    statement(state, seat.id, night.saturating_sub(1)).is_some()
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        is_character(state, by, "gossip")?;
    }
    match state.phase {
        Phase::Day(_) => Ok(speak(state, by, act)),
        Phase::FirstNight | Phase::Night(_) => dies(state, by, act),
        phase => Err(RuleError::WrongPhase {
            action: "gossip",
            phase,
        }),
    }
}

/// By day: the statement, recorded with whether her ability worked as she spoke.
fn speak(state: &mut GameState, by: PlayerId, act: &Act) -> Vec<Event> {
    let worked = record_choice(state, by, "gossip", act.targets.to_vec());
    if worked {
        Vec::new()
    } else {
        vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]
    }
}

/// At night: the statement was true and the Storyteller picked who dies.
fn dies(state: &mut GameState, by: PlayerId, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let night = state.phase.night_number().unwrap_or(1);
    let spoke = statement(state, by, night.saturating_sub(1)).map(|s| s.worked);
    if act.strict {
        if spoke.is_none() {
            return Err(RuleError::NoActionTonight {
                character: "gossip".into(),
            });
        }
        if !state.seat(target).is_some_and(|s| s.alive) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: "gossip".into(),
            });
        }
    }
    let worked = spoke.unwrap_or(true) && ability_works(state, by);
    state.choices.push(Chosen {
        by,
        character: "gossip".into(),
        targets: vec![target],
        phase: state.phase,
        worked,
    });
    if !worked {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}
