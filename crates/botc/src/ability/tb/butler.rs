//! Butler (Trouble Brewing, Outsider). 000: each night he chooses a player (not himself) as
//! his master; tomorrow he may vote only if his master votes too.

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
