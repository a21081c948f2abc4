//! Ojo (Demon, outside the base editions). Character ability text: each night but the first,
//! the Ojo names a character; if it is in play, its player dies; if it is not, the Storyteller
//! chooses who dies.
//!
//! The character is the act's `guess` (no player is chosen, [`Choice::guess`], as the Courtier
//! names one). Its player is the one who really has it (a Drunk who believes they are that
//! character is not it); each such player is attacked through the Demon's one kill path
//! ([`demon_strike`]), so protections apply (the Monk, the Soldier…), and a player already dead
//! does not die again (001). The character not in play: the ability does not say "choose" for
//! the Ojo, so the Storyteller decides (000): a pending decision lists each living player
//! (recorded as the Ojo's act with no player: the Storyteller's pick, attacked the same way)
//! and "no one"; the Storyteller may kill more than one, each recorded the same way. 001: a
//! drunk or poisoned Ojo kills nobody and leaves nothing to decide.

use crate::ability::prelude::*;

const ID: &str = "ojo";

/// The Ojo's choice: a character, no player, from the second night, by the real Ojo.
const CHOICE: Choice = Choice {
    guess: true,
    when: When::NightAfterFirst,
    really: true,
    ..Choice::of(0, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: ID,
    // The player's choice; none for the Storyteller's pick of who dies (an act with no player).
    choice_now: Some(|_, _| Some(CHOICE)),
    acts: Some(acts),
    says: Some(["{by} names{targets}", "{by} nomme{targets}"]),
    says_for_storyteller: Some([
        "The Storyteller chooses {targets} to die for the Ojo",
        "Le Conteur choisit {targets}, qui meurt pour l'Ojo",
    ]),
    ..Ability::PLAIN
};

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    match act.by {
        Some(by) => names(state, act, by),
        None => storyteller_pick(state, act),
    }
}

/// The Ojo names a character: its players are attacked; none in play, the Storyteller decides.
fn names(state: &mut GameState, act: &Act, by: PlayerId) -> Result<Vec<Event>, RuleError> {
    let guess = named_character(state, act, ID)?.id;
    let works = ability_works(state, by) && really_alive(state, by);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: Vec::new(),
        phase: state.phase,
        worked: works,
    });
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let holders: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is(guess))
        .map(|s| s.id)
        .collect();
    if holders.is_empty() {
        let mut suggestions: Vec<Command> = state
            .seats
            .iter()
            .filter(|s| s.alive)
            .map(|s| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![s.id],
                guess: None,
            })
            .collect();
        suggestions.push(Command::Note {
            player: None,
            text: "Ojo: no one dies / Ojo : personne ne meurt".into(),
        });
        return Ok(vec![learn::offer_decision(state, by, ID, suggestions)]);
    }
    let mut events = Vec::new();
    for p in holders {
        events.extend(demon_strike(state, by, p));
    }
    Ok(events)
}

/// The Storyteller's pick of who dies, the character named not being in play: the Ojo's attack
/// on that player, at night, while the Ojo's ability works.
fn storyteller_pick(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    require_night(state, act)?;
    let ojo = state
        .seats
        .iter()
        .find(|s| s.is(ID))
        .map(|s| s.id)
        .ok_or_else(|| RuleError::CannotAct {
            character: ID.into(),
        })?;
    if !(ability_works(state, ojo) && really_alive(state, ojo)) {
        return Ok(vec![Event::NoEffect {
            player: ojo,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(demon_strike(state, ojo, target))
}
