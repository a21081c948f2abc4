//! Mezepheles (carousel, Minion). Character ability text: the Mezepheles knows a secret word
//! from the first night; the first good player to say it aloud turns evil that night.
//!
//! The word is the Storyteller's: they show it at the Mezepheles's first-night step (a card they
//! compose, recorded as the information given). By day, the Storyteller marks the good player
//! who said it (the Mezepheles's act with no `by`, offered on every seat:
//! [`Ability::storyteller_marks`]), which places "Turns Evil" on them; strict mode refuses an
//! evil player (only a good one counts), a second player once one is marked, and a spent
//! ability. 001: marked while the Mezepheles is drunk or poisoned, or dead, the word does
//! nothing (nobody is marked, the ability is not spent: the word is still the first good
//! player's to say).
//!
//! That night (as it begins, [`Ability::when_phase_starts`]), while the Mezepheles's ability
//! still works and the marked player is still good, the player turns evil (their character
//! unchanged, 001), "Turns Evil" goes, the Mezepheles is marked "No Ability" and their ability
//! is spent; the conversion is recorded as the Mezepheles's choice of that night. The step
//! wakes that night (as on the first night) and shows the new evil player the "You are" card
//! with the evil alignment. A Mezepheles who lost the ability by then converts nobody; the mark
//! stays for the Storyteller to settle.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mezepheles",
    wakes: Wakes::If(wakes),
    storyteller_marks: true,
    acts: Some(mark),
    says_for_storyteller: Some([
        "{targets} said the Mezepheles's word",
        "{targets} a prononcé le mot du Mezepheles",
    ]),
    says: Some([
        "{by} (Mezepheles) turns {targets} evil",
        "{by} (Mezepheles) rend {targets} maléfique",
    ]),
    when_phase_starts: Some(turn_evil),
    cards: Some(cards),
    ..Ability::PLAIN
};

/// The official reminder on the good player who said the word.
pub const TURNS_EVIL: &str = "Turns Evil";
/// The official reminder on the Mezepheles once the ability is spent.
pub const NO_ABILITY: &str = "No Ability";

/// The first night (the word), and the night a player turned evil.
fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    night == 1 || turned_tonight(state, seat.id).is_some()
}

/// The player the holder turned evil tonight, if any.
fn turned_tonight(state: &GameState, holder: PlayerId) -> Option<PlayerId> {
    if !state.phase.is_night() {
        return None;
    }
    state
        .choices
        .iter()
        .find(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase)
        .and_then(|c| c.targets.first().copied())
}

/// The Mezepheles in play (alive), if any.
fn holder(state: &GameState) -> Option<PlayerId> {
    state
        .seats
        .iter()
        .find(|s| s.is(ABILITY.id) && s.alive)
        .map(|s| s.id)
}

/// By day, the Storyteller marks the good player who said the word.
fn mark(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "mezepheles",
            phase: state.phase,
        });
    }
    let holder = holder(state);
    if act.strict {
        let Some(h) = holder else {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        };
        let marked = state
            .reminders
            .iter()
            .any(|r| r.character == ABILITY.id && r.reminder == TURNS_EVIL);
        if marked || state.seat(h).is_some_and(|s| s.ability_used) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: state.name(h),
                character: ABILITY.id.into(),
            });
        }
        if seat.is_evil() {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ABILITY.id.into(),
            });
        }
    }
    match holder.filter(|h| ability_works(state, *h)) {
        Some(_) => {
            reminder::place(state, target, ABILITY.id, TURNS_EVIL);
            Ok(Vec::new())
        }
        None => Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::Impaired,
        }]),
    }
}

/// As the night begins: the marked player, still good, turns evil while the holder's ability
/// works.
fn turn_evil(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    if !state.phase.is_night() || !state.seat(holder).is_some_and(|s| s.alive) {
        return Vec::new();
    }
    let Some(target) = state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == TURNS_EVIL)
        .map(|r| r.player)
    else {
        return Vec::new();
    };
    if !ability_works(state, holder) {
        return Vec::new();
    }
    reminder::remove_all(state, ABILITY.id, TURNS_EVIL);
    if state.seat(target).is_none_or(|s| s.is_evil()) {
        return Vec::new();
    }
    record_choice(state, holder, ABILITY.id, vec![target]);
    reminder::place(state, holder, ABILITY.id, NO_ABILITY);
    if let Some(h) = state.seat_mut(holder) {
        h.ability_used = true;
    }
    if let Some(t) = state.seat_mut(target) {
        t.alignment = Some(Alignment::Evil);
    }
    vec![
        Event::AlignmentChanged { player: target },
        Event::AbilitySpent { player: holder },
    ]
}

/// The night a player turned evil: they are shown the "You are" card, evil.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    match step.player.and_then(|h| turned_tonight(state, h)) {
        Some(_) => vec![Card::YouAre {
            character: None,
            alignment: Some(Alignment::Evil),
        }],
        None => Vec::new(),
    }
}
