//! Butler (Trouble Brewing, Outsider). 000: each night he chooses a player (not himself) as
//! his master; tomorrow he may vote only if his master votes too.
//!
//! Jinx (the Organ Grinder): in a vote with eyes closed that the Organ Grinder causes, the
//! Butler may raise a hand, but it counts only if the master's hand is raised too: the count
//! leaves it out otherwise ([`hand_counts`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "butler",
    choice: Some(Choice {
        among: Among::Others,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(choose_master),
    says: Some([
        "{by} chooses {targets} as master",
        "{by} choisit {targets} comme maître",
    ]),
    learns: Some(|state, _| NightInfo::Master {
        current: state
            .reminders
            .iter()
            .find(|r| r.character == "butler" && r.reminder == "Master")
            .map(|r| r.player),
    }),
    ..Ability::PLAIN
};

/// The master is marked with the Butler's "Master" reminder, moved from the last one.
fn choose_master(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (butler, master) = (act.player()?, act.target()?);
    let works = ability_works(state, butler);
    let character = state.seat(butler).unwrap().ability_id().to_string();
    state.choices.push(Chosen {
        by: butler,
        character: character.clone(),
        targets: vec![master],
        phase: state.phase,
        worked: works,
    });
    state
        .reminders
        .retain(|r| !(r.character == character && r.reminder == "Master"));
    state.reminders.push(PlacedReminder {
        player: master,
        character,
        reminder: "Master".into(),
    });
    Ok(if works {
        vec![]
    } else {
        vec![Event::NoEffect {
            player: butler,
            reason: NoEffect::Impaired,
        }]
    })
}

/// The jinx partner whose secret vote lets the Butler raise a hand that may not count.
const ORGAN_GRINDER: &str = "organgrinder";

/// Jinx (the Organ Grinder): does `voter`'s raised hand count among `hands`? Not the hand of a
/// Butler (with a working ability) whose master's hand is down, in a secret vote the Organ
/// Grinder causes; every other hand does.
pub fn hand_counts(state: &GameState, voter: PlayerId, hands: &[PlayerId]) -> bool {
    let Some(seat) = state.seat(voter) else {
        return true;
    };
    if seat.ability_id() != ABILITY.id || !ability_works(state, voter) {
        return true;
    }
    let by_the_grinder = rules::secret_votes(state)
        .and_then(|h| state.seat(h))
        .is_some_and(|h| h.is(ORGAN_GRINDER))
        && jinx::active(state, ABILITY.id, ORGAN_GRINDER);
    if !by_the_grinder {
        return true;
    }
    state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == "Master")
        .is_none_or(|r| hands.contains(&r.player))
}
