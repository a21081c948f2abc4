//! Shabaloth (Bad Moon Rising, Demon). Each night but the first, he chooses two players, who
//! die; a dead player he chose last night might come back to life (character ability text).
//! The ability does not say "choose" for the return, so the Storyteller decides (000: "Si une
//! capacité ne mentionne pas « choisissez », c'est le Conteur qui décide"): when the Shabaloth
//! acts, a pending decision lists last night's chosen players now dead (bring one back) and
//! "no one". Each kill goes through the Demon's one kill path
//! ([`crate::death::demon_strike`]). 001: a drunk or poisoned Shabaloth kills nobody and
//! brings nobody back.

use crate::ability::prelude::*;

const CHOICE: Choice = Choice::of(2, Then::Acts);

pub const ABILITY: Ability = Ability {
    id: "shabaloth",
    choice: Some(CHOICE),
    acts: Some(feed),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    ..Ability::PLAIN
};

fn feed(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    require_night(state, act)?;
    if act.strict {
        is_really(state, by, "shabaloth")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "shabaloth".into(),
            });
        }
        if act.targets.len() != 2 {
            return Err(RuleError::WrongChoiceCount {
                character: "shabaloth".into(),
                needed: 2,
                got: act.targets.len(),
            });
        }
        CHOICE.check(state, act)?;
    }
    let works = ability_works(state, by) && really_alive(state, by);
    // Last night's players, before tonight's choice is recorded.
    let last_night = match state.phase {
        Phase::Night(n) if n > 2 => Some(Phase::Night(n - 1)),
        _ => None,
    };
    let regurgitable: Vec<_> = state
        .choices
        .iter()
        .filter(|c| {
            Some(c.phase) == last_night && c.by == by && c.character == "shabaloth" && c.worked
        })
        .flat_map(|c| c.targets.clone())
        .filter(|p| state.seat(*p).is_some_and(|s| !s.alive && !s.lives_on))
        .collect();
    state.choices.push(Chosen {
        by,
        character: "shabaloth".into(),
        targets: act.targets.to_vec(),
        phase: state.phase,
        worked: works,
    });
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let mut events = Vec::new();
    if !regurgitable.is_empty() {
        let mut suggestions: Vec<Command> = regurgitable
            .iter()
            .map(|p| Command::Revive { player: *p })
            .collect();
        suggestions.push(Command::Note {
            player: None,
            text: "Shabaloth: no one comes back / Shabaloth : personne ne revient".into(),
        });
        events.push(learn::offer_decision(state, by, "shabaloth", suggestions));
    }
    for t in act.targets {
        events.extend(demon_strike(state, by, *t));
    }
    Ok(events)
}
