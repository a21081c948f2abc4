//! Engineer (carousel, Townsfolk). Character ability text, in our words: once per game, at
//! night, the Engineer picks which Minion characters or which Demon character the evil players
//! are.
//!
//! The pick names characters (the act's `guess`, no player), optional (kept for a later
//! night; the player wakes only while it is unused), and spends the ability ("No Ability").
//! A Demon named: every player whose character is a Demon becomes it at once (a character
//! change, alignment kept, 001; told "You are" at their step). Minions named: one act per
//! Minion, the same night, up to as many as there are Minions in play; each
//! leaves the Storyteller a decision of which Minion player becomes it (one
//! `change_character` suggested per Minion player), made at once when there is one Minion.
//! Not both the Demon and Minions (`AbilityAlreadyUsed`). 001: a drunk or poisoned Engineer's
//! pick is spent for nothing, as is the pick of a player who only believes they are the
//! Engineer. Strict: a Demon or a Minion of the game's characters.
//!
//! Official jinxes: Legion named, every evil player becomes Legion; with Legion in play, the
//! Engineer learns so on the first night and has no choice (strict mode refuses the pick).
//! The living Summoner turned into another Minion leaves the Storyteller their ability
//! ([`carousel::summoner`]: as the third night begins, the summoning is offered).
//!
//! Left to the Storyteller: which Minion player gets which Minion named (the decision), and
//! what a new character's setup text would have changed (000/003: none mid-game).

use crate::ability::prelude::*;

pub const ID: &str = "engineer";
const NO_ABILITY: &str = "No Ability";

const LEGION: &str = "legion";

const CHOICE: Choice = Choice {
    guess: true,
    optional: true,
    when: When::Night,
    ..Choice::of(0, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: ID,
    once: true,
    choice: Some(CHOICE),
    choice_now: Some(|state, _| (!legion_in_play(state)).then_some(CHOICE)),
    learns: Some(knows_legion),
    when_phase_starts: Some(|state, _| {
        carousel::summoner::offer_storyteller_summoning(state)
            .into_iter()
            .collect()
    }),
    acts: Some(build),
    says: Some([
        "{by} (Engineer) chooses{targets}",
        "{by} (Ingénieur) choisit{targets}",
    ]),
    ..Ability::PLAIN
};

/// Official jinx Engineer & Legion: with Legion in play, the Engineer has no ability.
fn legion_in_play(state: &GameState) -> bool {
    jinx::active(state, ID, LEGION)
}

/// Official jinx Engineer & Legion: with Legion in play, the Engineer learns so on the first
/// night.
fn knows_legion(state: &GameState, _: &Seat) -> NightInfo {
    if state.phase == Phase::FirstNight && legion_in_play(state) {
        NightInfo::Characters {
            characters: vec![LEGION.into()],
        }
    } else {
        NightInfo::Nothing
    }
}

fn of_team(state: &GameState, team: Team) -> Vec<PlayerId> {
    state
        .seats
        .iter()
        .filter(|s| s.team() == Some(team))
        .map(|s| s.id)
        .collect()
}

fn build(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let def = named_character(state, act, ID)?;
    let seat = state.require(by)?.clone();
    // The Engineer's picks tonight: a Demon's records the Demon players, a Minion's no one.
    let tonight: Vec<&Chosen> = state
        .choices
        .iter()
        .filter(|c| c.by == by && c.character == ID && c.phase == state.phase)
        .collect();
    let minions = of_team(state, Team::Minion);
    if act.strict {
        if legion_in_play(state) {
            return Err(RuleError::NoActionTonight {
                character: ID.into(),
            });
        }
        if !matches!(def.team, Team::Demon | Team::Minion) {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: def.id.into(),
            });
        }
        let more_minions = def.team == Team::Minion
            && !tonight.is_empty()
            && tonight.iter().all(|c| c.targets.is_empty())
            && tonight.len() < minions.len();
        if seat.ability_used && !more_minions {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    let demons = match def.team {
        Team::Demon => of_team(state, Team::Demon),
        _ => Vec::new(),
    };
    let worked = record_choice(state, by, ID, demons.clone());
    let mut events = Vec::new();
    if !state.require(by)?.ability_used {
        state.seat_mut(by).expect("checked").ability_used = true;
        reminder::place(state, by, ID, NO_ABILITY);
        events.push(Event::AbilitySpent { player: by });
    }
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    if def.team == Team::Demon {
        for d in demons {
            if !state.require(d)?.is(def.id) {
                events.push(change_character(state, d, def.id));
            }
        }
        // Official jinx Engineer & Legion: Legion created, every evil player becomes Legion.
        if def.id == LEGION && jinx::scripted(state, ID, LEGION) {
            events.extend(carousel::legion::every_evil_player_becomes_legion(state));
        }
        return Ok(events);
    }
    let candidates: Vec<PlayerId> = minions
        .into_iter()
        .filter(|m| state.seat(*m).is_some_and(|s| !s.is(def.id)))
        .collect();
    match candidates.as_slice() {
        [] => {}
        [one] if of_team(state, Team::Minion).len() == 1 => {
            events.push(change_character(state, *one, def.id));
        }
        _ => {
            events.push(learn::offer_decision(
                state,
                by,
                ID,
                candidates
                    .into_iter()
                    .map(|m| Command::ChangeCharacter {
                        player: m,
                        character: def.id.into(),
                    })
                    .collect(),
            ));
        }
    }
    Ok(events)
}
