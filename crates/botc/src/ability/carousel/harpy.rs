//! Harpy (carousel, Minion). Character ability text: every night the Harpy picks two players;
//! the next day the first must be "mad" that the second is evil, or one or both of them might
//! die.
//!
//! The pick is a night choice of two different players (the first night included), recorded as
//! [`Command::Act`] in order: the first is the mad one. While the ability works it marks the
//! board: the first player gets the Harpy's "Mad" reminder and a [`StatusKind::Mad`] status
//! (naming no character: the madness is about a player, shown by the "2nd" reminder on the
//! second player), from tonight until the dusk that ends tomorrow ([`Duration::UntilDusk`]);
//! the status ends earlier if the Harpy loses the ability (000/003). The first player is woken,
//! shown the Harpy token and the second player (the step's cards). 001: a drunk or poisoned
//! Harpy's pick does nothing, then or later: nobody is marked, nobody may die of it.
//!
//! The deaths are the Storyteller's judgement (001, "Folie": the Storyteller is the final
//! judge of madness): at dawn, while the first player is still mad and alive, the engine offers
//! a pending decision whose suggestions are the three outcomes (the first dies, the second
//! dies, both die), each recorded as [`Command::Act`] of the Harpy with no `by` and the dying
//! players as targets; dismiss it when the madness was kept. It may be taken at any time of the
//! day (the madness is judged as the day goes) and is gone at dusk, with the two reminders. The deaths go through the
//! one kill path (a player who cannot die by day, the Vizier, stays alive). There is no
//! madness execution: breaking this madness is punished by death, not by execution.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "harpy",
    choice: Some(Choice::of(2, Then::Acts)),
    acts: Some(act),
    says: Some([
        "{by} (Harpy) makes the first of {targets} mad that the second is evil",
        "{by} (Harpie) rend le premier de {targets} fou que le second soit maléfique",
    ]),
    says_for_storyteller: Some([
        "Harpy: {targets} killed for the broken madness",
        "Harpie : {targets} tué(s) pour la folie rompue",
    ]),
    cards: Some(cards),
    when_phase_starts: Some(offer_deaths),
    ..Ability::PLAIN
};

/// The official reminder on the mad player.
pub const MAD: &str = "Mad";
/// The official reminder on the player the mad one must think evil.
pub const SECOND: &str = "2nd";

/// With a player (at night): the pick. With none (by day): the Storyteller's deaths.
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let Some(by) = act.by else {
        return deaths(state, act);
    };
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    require_night(state, act)?;
    let [first, second] = act.targets else {
        return Err(RuleError::WrongChoiceCount {
            character: ABILITY.id.into(),
            needed: 2,
            got: act.targets.len(),
        });
    };
    let (first, second) = (*first, *second);
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if first == second {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(second),
                character: ABILITY.id.into(),
            });
        }
    }
    // A pick recorded again tonight replaces tonight's first one.
    let phase = state.phase;
    state
        .statuses
        .retain(|s| !(s.kind == StatusKind::Mad && s.since == phase && from_harpy(&s.source, by)));
    if !record_choice(state, by, ABILITY.id, vec![first, second]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    reminder::remove_all(state, ABILITY.id, MAD);
    reminder::remove_all(state, ABILITY.id, SECOND);
    reminder::place(state, first, ABILITY.id, MAD);
    reminder::place(state, second, ABILITY.id, SECOND);
    let epoch = state.seat(by).map(|s| s.epoch).unwrap_or_default();
    state.statuses.push(Status {
        target: first,
        kind: StatusKind::Mad,
        source: Source::Player {
            player: by,
            character: ABILITY.id.into(),
        },
        duration: Duration::UntilDusk,
        source_epoch: epoch,
        inert: false,
        since: phase,
        about: None,
    });
    Ok(vec![Event::StatusPlaced {
        player: first,
        kind: StatusKind::Mad,
        inert: false,
    }])
}

fn from_harpy(source: &Source, by: PlayerId) -> bool {
    matches!(source, Source::Player { player, character } if *player == by && character == ABILITY.id)
}

/// The Storyteller's deaths for a broken madness: strict, by day, one or both of the two
/// players the Harpy picked last night.
fn deaths(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.targets.is_empty() || act.targets.len() > 2 {
        return Err(RuleError::WrongChoiceCount {
            character: ABILITY.id.into(),
            needed: 2,
            got: act.targets.len(),
        });
    }
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: "harpy",
                phase: state.phase,
            });
        }
        let picked = last_pick(state);
        if let Some(t) = act.targets.iter().find(|t| !picked.contains(t)) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(*t),
                character: ABILITY.id.into(),
            });
        }
    }
    let mut events = Vec::new();
    for t in act.targets {
        events.extend(kill(state, *t, DeathCause::Storyteller));
    }
    Ok(events)
}

/// The two players the Harpy picked, with effect, the night before today (empty otherwise).
fn last_pick(state: &GameState) -> Vec<PlayerId> {
    let Some(day) = state.phase.day_number() else {
        return Vec::new();
    };
    let night = if day <= 1 {
        Phase::FirstNight
    } else {
        Phase::Night(day)
    };
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.character == ABILITY.id && c.phase == night && c.worked)
        .map(|c| c.targets.clone())
        .unwrap_or_default()
}

/// Is this decision the Harpy's deaths offered at dawn?
fn is_offer(p: &Pending) -> bool {
    p.suggestions
        .iter()
        .any(|c| matches!(c, Command::Act { character, by: None, .. } if character == ABILITY.id))
}

/// Dawn: the first player still mad (the status in force) and alive, the three outcomes are
/// offered; dusk: an offer not taken is gone.
fn offer_deaths(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    if !state.phase.is_day() {
        // Dusk: the day's madness is over, and so is its offer.
        state.pending.retain(|p| !is_offer(p));
        reminder::remove_all(state, ABILITY.id, MAD);
        reminder::remove_all(state, ABILITY.id, SECOND);
        return Vec::new();
    }
    let pick = last_pick(state);
    let [first, second] = pick[..] else {
        return Vec::new();
    };
    // In force: placed by this Harpy, who still has the ability (000/003).
    let epoch = state.seat(holder).map(|s| s.epoch);
    let mad = ability_works(state, holder)
        && state.statuses.iter().any(|s| {
            s.kind == StatusKind::Mad
                && s.target == first
                && !s.inert
                && from_harpy(&s.source, holder)
                && Some(s.source_epoch) == epoch
        });
    let alive = state.seat(first).is_some_and(|s| s.alive);
    if !mad || !alive || state.pending.iter().any(is_offer) {
        return Vec::new();
    }
    let dies = |targets: Vec<PlayerId>| Command::Act {
        character: ABILITY.id.into(),
        by: None,
        targets,
        guess: None,
    };
    vec![learn::offer_decision(
        state,
        first,
        ABILITY.id,
        vec![
            dies(vec![first]),
            dies(vec![second]),
            dies(vec![first, second]),
        ],
    )]
}

/// The mad player is woken and shown the Harpy token, then the second player, once picked.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(by) = step.player else {
        return Vec::new();
    };
    let tonight = state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == by && c.character == ABILITY.id && c.phase == state.phase);
    match tonight.map(|c| &c.targets[..]) {
        Some([_, second]) => vec![
            Card::SelectedYou {
                character: ABILITY.id.into(),
            },
            Card::Players {
                players: vec![*second],
            },
        ],
        _ => Vec::new(),
    }
}
