//! Alchemist (carousel, Townsfolk). Character ability text, in our words: the Alchemist has the
//! ability of a Minion that is not in play; when they use it, the Storyteller may ask them to
//! choose again.
//!
//! Which Minion is the Storyteller's pick: as the first night begins, a decision offers each
//! Minion of the script not in play (its suggestions are the Storyteller's act naming the
//! Alchemist and the Minion). The act gives the Alchemist that ability, as the Philosopher
//! gains one ([`Gained`]: they stay the Alchemist, marked "Is The Alchemist"), held since the
//! setup: from the first night on they wake and act as that Minion at its place, and every
//! other ability still sees an Alchemist (a good Townsfolk). The Alchemist's own step shows
//! the Minion's token (the step's card). 001: while drunk or poisoned, the Minion ability has
//! no effect (the gained ability's own definition asks whether it works). Strict: the act names
//! the Alchemist and a Minion not in play, once.
//!
//! Left to the Storyteller: asking for another choice (they may refuse a choice by hand or
//! override it), and the jinxes (Boffin, Marionette, Mastermind, Organ Grinder, Spy, Summoner,
//! Widow, Wraith: shown as text).

use crate::ability::prelude::*;

pub const ID: &str = "alchemist";
/// The global reminder on the player who is really the Alchemist.
pub const IS_THE_ALCHEMIST: &str = "Is The Alchemist";

pub const ABILITY: Ability = Ability {
    id: ID,
    acts: Some(gains),
    says_for_storyteller: Some([
        "The Alchemist {targets} has the ability of the Minion named",
        "L'Alchimiste {targets} a la capacité du Sbire nommé",
    ]),
    when_phase_starts: Some(offer_minions),
    cards: Some(cards),
    ..Ability::PLAIN
};

/// The Minions of the script not in play: the abilities the Alchemist may have.
pub fn minions_not_in_play(state: &GameState) -> Vec<&'static str> {
    state
        .script
        .characters()
        .into_iter()
        .filter(|d| d.team == Team::Minion && !state.in_play(d.id))
        .map(|d| d.id)
        .collect()
}

/// As the first night begins, the Storyteller's pick of the Minion.
fn offer_minions(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let fresh = state
        .seat(holder)
        .is_some_and(|s| s.is(ID) && s.gained.is_none());
    let minions = minions_not_in_play(state);
    if state.phase != Phase::FirstNight || !fresh || minions.is_empty() {
        return Vec::new();
    }
    let kind = PendingKind::Chooses {
        player: holder,
        character: ID.into(),
    };
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions: minions
            .into_iter()
            .map(|m| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![holder],
                guess: Some(m.into()),
            })
            .collect(),
    });
    vec![Event::PendingAdded { kind }]
}

/// The Storyteller gives the Alchemist the Minion's ability.
fn gains(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let holder = act.target()?;
    let minion = named_character(state, act, ID)?;
    let seat = state.require(holder)?;
    if act.strict {
        if !seat.is(ID) {
            return Err(RuleError::NotCharacter {
                name: seat.name.clone(),
                expected: ID.into(),
            });
        }
        if seat.gained.is_some() {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ID.into(),
            });
        }
        if minion.team != Team::Minion || state.in_play(minion.id) {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: minion.id.into(),
            });
        }
    }
    let phase = state.phase;
    let seat = state.seat_mut(holder).expect("checked");
    // Held since the setup: tonight at its place, wherever the night has got to.
    seat.gained = Some(Gained {
        character: minion.id.to_string(),
        phase,
        night_position: Some(0),
    });
    seat.ability_used = false;
    reminder::place(state, holder, ID, IS_THE_ALCHEMIST);
    Ok(Vec::new())
}

/// The Alchemist is shown the Minion's token.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    step.player
        .and_then(|p| state.seat(p))
        .and_then(|s| s.gained_id())
        .map(|m| {
            vec![Card::Character {
                character: m.to_string(),
            }]
        })
        .unwrap_or_default()
}
