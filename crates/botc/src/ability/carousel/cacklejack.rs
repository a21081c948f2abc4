//! Cacklejack (carousel, Traveller). Character ability text, in our words: each day, the
//! Cacklejack publicly picks a player; that night, some other player (the Storyteller's pick)
//! changes character.
//!
//! By day, a public act ([`ByDay`]): the living Cacklejack names one player, once a day; "Not
//! Me" moves to them. That night the step (at the Cacklejack's place on the sheet, the
//! Storyteller's alone: the Cacklejack does not wake) is offered when the day's pick was made
//! with a working ability: the Storyteller records, as the Cacklejack's act, the player who
//! changes and the new character (the act's `guess`); the player changes character, keeping
//! their alignment (as any character change, 001), and is woken to be told "You are". Strict
//! mode refuses the player marked "Not Me", a missing character, and a Traveller, Fabled or
//! Loric. 001: drunk or poisoned when picking by day, or at the night's act, the Cacklejack's
//! ability does nothing (recorded, nobody changes).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "cacklejack",
    wakes: Wakes::If(wakes),
    storyteller_step: true,
    // By day and by night: the definition's act makes its own checks.
    choice: Some(Choice {
        guess: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(act),
    says: Some([
        "{by} (Cacklejack) picks {targets}",
        "{by} (Voltingue) désigne {targets}",
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

/// The official reminder on the player picked by day.
pub const NOT_ME: &str = "Not Me";

/// The holder's pick on the day before `night`, if it worked then.
fn day_pick(state: &GameState, holder: PlayerId, night: u32) -> Option<PlayerId> {
    let day = Phase::Day(night.checked_sub(1)?);
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == holder && c.character == ABILITY.id && c.phase == day)
        .filter(|c| c.worked)
        .and_then(|c| c.targets.first().copied())
}

fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    day_pick(state, seat.id, night).is_some()
}

/// Alive, by day, no pick yet today.
fn now(state: &GameState, holder: PlayerId) -> bool {
    let picked = state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase);
    state.phase.is_day() && state.seat(holder).is_some_and(|s| s.alive) && !picked
}

fn may_choose(state: &GameState, _: PlayerId, target: PlayerId) -> bool {
    state.seat(target).is_some()
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    if state.phase.is_day() {
        pick(state, act, by, target)
    } else {
        change(state, act, by, target)
    }
}

/// By day: the public pick, marked "Not Me".
fn pick(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    travellers::require_day(state, act, ABILITY.id)?;
    if act.strict && !now(state, by) {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(target),
            character: ABILITY.id.into(),
        });
    }
    let worked = record_choice(state, by, ABILITY.id, vec![target]);
    reminder::remove_all(state, ABILITY.id, NOT_ME);
    reminder::place(state, target, ABILITY.id, NOT_ME);
    Ok(if worked {
        Vec::new()
    } else {
        vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]
    })
}

/// At night: the Storyteller's pick of who changes, and into what.
fn change(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let named = act
        .guess
        .map(|g| {
            state
                .character(g)
                .ok_or_else(|| RuleError::UnknownCharacter { id: g.to_string() })
        })
        .transpose()?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        let night = night_of(state);
        let picked = night.and_then(|n| day_pick(state, by, n));
        if picked.is_none() || picked == Some(target) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ABILITY.id.into(),
            });
        }
        let Some(def) = named else {
            return Err(RuleError::GuessNeeded {
                character: ABILITY.id.into(),
            });
        };
        if matches!(def.team, Team::Traveller | Team::Fabled | Team::Loric) {
            return Err(RuleError::NamedNotAllowed {
                character: ABILITY.id.into(),
                named: def.id.into(),
            });
        }
    }
    let works = record_choice(state, by, ABILITY.id, vec![target]);
    reminder::remove_all(state, ABILITY.id, NOT_ME);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let Some(def) = named else {
        return Ok(Vec::new());
    };
    let id = def.id.to_string();
    Ok(vec![change_character(state, target, &id)])
}
