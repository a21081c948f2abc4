//! Pit-Hag (Sects & Violets, Minion). Character ability text: each night but the first, she
//! chooses a player and a character; if that character is not in play, the player becomes it;
//! if a Demon is made this way, that night's deaths are the Storyteller's choice.
//!
//! The character is the act's `guess`. A character in play changes nothing (the choice is
//! spent on nothing, not refused). 001: the player keeps their alignment (a good player made a
//! Demon is a good Demon) and is told "You are" (from the change recorded). 000/003: the new
//! character's [setup] text does not apply — nothing is added or removed from the bag. A new
//! Demon offers the Storyteller deaths tonight: a pending decision whose suggestions kill one
//! living player each, settled or dismissed, never forced (other deaths are `die` commands).
//! 001: a drunk or poisoned Pit-Hag's choice does nothing.
//!
//! Jinx (the Damsel): when she names the Damsel (not in play), the Storyteller picks who becomes
//! the Damsel: a decision whose suggestions make the player she chose, or any other, the
//! Damsel. Jinx (the Village Idiot): with fewer than three in play she may make one more
//! Village Idiot, and the Storyteller is offered to pick which one is the drunk one.
//!
//! Jinxes ([`jinx::PITHAG_STAYS_EVIL`]: the Cult Leader, the Goon, the Ogre, the Politician):
//! an evil player she turns into one of them cannot be made good by that character's own
//! ability ([`keeps_evil`], asked by each of those definitions where it changes alignment).
//!
//! Jinx with the Leviathan (official jinx list, [`crate::jinx`]): after day 5, naming the
//! Leviathan is refused in strict mode (`NamedNotAllowed`); an override records it.

use crate::ability::prelude::*;

/// Jinx partners the Pit-Hag's choice changes for.
const DAMSEL: &str = "damsel";
const VILLAGE_IDIOT: &str = "villageidiot";

/// Jinx (the Damsel): the Storyteller picks who becomes `character` — the player the Pit-Hag
/// chose first, then any other player.
fn storyteller_picks(
    state: &mut GameState,
    by: PlayerId,
    chosen: PlayerId,
    character: &str,
) -> Vec<Event> {
    let others = state
        .seats
        .iter()
        .filter(|s| s.id != chosen && !s.traveller)
        .map(|s| s.id);
    let suggestions = std::iter::once(chosen)
        .chain(others)
        .map(|player| Command::ChangeCharacter {
            player,
            character: character.into(),
        })
        .collect();
    vec![learn::offer_decision(state, by, ABILITY.id, suggestions)]
}

/// Jinx ([`jinx::PITHAG_STAYS_EVIL`]): `player` became `character` through the Pit-Hag's
/// choice while evil, with the jinx in force, so `character`'s own ability cannot make them
/// good.
pub fn keeps_evil(state: &GameState, player: PlayerId, character: &str) -> bool {
    if !jinx::partners(ABILITY.id, &jinx::PITHAG_STAYS_EVIL).contains(&character)
        || !jinx::active(state, character, ABILITY.id)
    {
        return false;
    }
    let Some(change) = state
        .changes
        .iter()
        .rev()
        .find(|c| c.player == player && c.to == character)
    else {
        return false;
    };
    let by_the_hag = state
        .choices
        .iter()
        .any(|c| c.phase == change.phase && c.character == ABILITY.id && c.targets == [player]);
    by_the_hag && change.alignment == Some(Alignment::Evil)
}

const CHOICE: Choice = Choice {
    guess: true,
    ..Choice::of(1, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: "pithag",
    wakes: Wakes::Always,
    choice: Some(CHOICE),
    acts: Some(hag),
    says: Some([
        "{by} (Pit-Hag) chooses {targets}",
        "{by} (Pit-Hag) choisit {targets}",
    ]),
    ..Ability::PLAIN
};

/// Jinx with the Leviathan (official jinx list): a character whose last day is over (the
/// Leviathan's fifth) cannot come into play, its jinx with the Pit-Hag on the script.
fn too_late(state: &GameState, id: &str) -> bool {
    let last = of(id).and_then(|a| a.evil_wins_after_day);
    let night = state.phase.night_number().unwrap_or(0);
    last.is_some_and(|d| night > d) && jinx::pair(&state.script, ABILITY.id, id).is_some()
}

fn hag(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    let named = act.guess.map(|g| {
        state
            .character(g)
            .ok_or_else(|| RuleError::UnknownCharacter { id: g.to_string() })
    });
    let named = named.transpose()?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: ABILITY.id.into(),
            });
        }
        let Some(def) = named else {
            return Err(RuleError::GuessNeeded {
                character: ABILITY.id.into(),
            });
        };
        if matches!(def.team, Team::Traveller | Team::Fabled | Team::Loric)
            || too_late(state, def.id)
        {
            return Err(RuleError::NamedNotAllowed {
                character: ABILITY.id.into(),
                named: def.id.into(),
            });
        }
    }
    let works = record_choice(state, by, ABILITY.id, vec![target]);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let Some(def) = named else {
        return Ok(Vec::new());
    };
    let spare_idiot = def.id == VILLAGE_IDIOT
        && jinx::active(state, ABILITY.id, VILLAGE_IDIOT)
        && state.seats.iter().filter(|s| s.is(VILLAGE_IDIOT)).count() < 3
        && state.seat(target).is_some_and(|s| !s.is(VILLAGE_IDIOT));
    if state.in_play(def.id) && !spare_idiot {
        return Ok(Vec::new());
    }
    if def.id == DAMSEL && jinx::scripted(state, ABILITY.id, DAMSEL) {
        return Ok(storyteller_picks(state, by, target, DAMSEL));
    }
    let mut events = vec![change_character(state, target, def.id)];
    if spare_idiot {
        events.extend(carousel::villageidiot::offer_drunk_one(state, target));
    }
    if def.team == Team::Demon {
        events.push(learn::offer_tonights_deaths(state, by, ABILITY.id));
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = snv_game(&[
            "nodashii", "pithag", "dreamer", "oracle", "sage", "klutz", "artist",
        ]);
        next_night(&mut g);
        g
    }

    fn hag(target: u32, character: &str) -> Command {
        Command::Act {
            character: "pithag".into(),
            by: Some(P(1)),
            targets: vec![P(target)],
            guess: Some(character.into()),
        }
    }

    /// A good player made a Demon stays good; the Storyteller is offered deaths, not forced.
    #[test]
    fn a_good_demon() {
        let mut g = game();
        g.apply(hag(2, "fanggu")).unwrap();
        let st = g.state();
        assert!(st.seat(P(2)).unwrap().is("fanggu"));
        assert_eq!(st.seat(P(2)).unwrap().alignment, Some(Alignment::Good));
        assert_eq!(st.pending.len(), 1);
        assert!(st.seats.iter().all(|s| s.alive));
    }

    /// A character in play changes nothing; a Traveller cannot be named.
    #[test]
    fn in_play_changes_nothing() {
        let mut g = game();
        g.apply(hag(2, "oracle")).unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("dreamer"));
        let err = g.apply(hag(2, "barista")).unwrap_err();
        assert_eq!(err.code(), "NamedNotAllowed");
    }
}
