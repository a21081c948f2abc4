//! Boomdandy (Carousel, Minion). Character ability text, in our words: when the Boomdandy is
//! executed, every player but three dies; a minute later, the player most pointed at by the
//! others dies too.
//!
//! Rule decisions:
//! - The ability answers the Boomdandy's death by execution (000: an ability that happens
//!   because its player dies works though they are dead), and only if it works then (001: a
//!   drunk or poisoned Boomdandy's execution does nothing).
//! - Which three live is the Storyteller's (000: who decides what the ability leaves open):
//!   the execution offers the decision (every trio of living players), and the Storyteller's
//!   act names the survivors (all the living, when three or fewer are left). Every other
//!   living player then dies, through the one kill path (what keeps a player alive still does).
//! - The pointing is the players', counted at the table: once the survivors are named, a second
//!   decision offers each living player, and the Storyteller's act names the one most pointed
//!   at, who dies. That ends the ability.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "boomdandy",
    wakes: Wakes::Never,
    acts: Some(act),
    says: Some([
        "For the Boomdandy {by}, the Storyteller names {targets}",
        "Pour le Dynamiteur {by}, le Conteur désigne {targets}",
    ]),
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    ..Ability::PLAIN
};

const ID: &str = "boomdandy";

fn act_on(holder: PlayerId, targets: Vec<PlayerId>) -> Command {
    Command::Act {
        character: ID.into(),
        by: Some(holder),
        targets,
        guess: None,
    }
}

fn living(state: &GameState) -> Vec<PlayerId> {
    state
        .seats
        .iter()
        .filter(|s| s.alive)
        .map(|s| s.id)
        .collect()
}

/// Offers the Storyteller `suggestions` for the Boomdandy `holder`.
fn offer(state: &mut GameState, holder: PlayerId, suggestions: Vec<Command>) -> Event {
    learn::offer_decision(state, holder, ID, suggestions)
}

/// The Boomdandy executed while the ability works: the survivors are offered (every trio of
/// living players, or all of them when three or fewer live).
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder
        || died.cause != DeathCause::Execution
        || !ability_works(state, holder)
        || state.seat(holder).is_some_and(|s| s.ability_used)
    {
        return Reaction::default();
    }
    let alive = living(state);
    let mut suggestions = Vec::new();
    if alive.len() <= 3 {
        suggestions.push(act_on(holder, alive));
    } else {
        for i in 0..alive.len() {
            for j in i + 1..alive.len() {
                for k in j + 1..alive.len() {
                    suggestions.push(act_on(holder, vec![alive[i], alive[j], alive[k]]));
                }
            }
        }
    }
    let event = offer(state, holder, suggestions);
    Reaction {
        events: vec![event],
        triggers: Vec::new(),
    }
}

/// The Storyteller's act for the Boomdandy: first the survivors (every other living player
/// dies), then the player most pointed at (who dies).
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let me = state.require(by)?.clone();
    for t in act.targets {
        state.require(*t)?;
    }
    let stage = state
        .choices
        .iter()
        .filter(|c| c.by == by && c.character == ID)
        .count();
    let alive = living(state);
    if act.strict {
        is_character(state, by, ID)?;
        if me.alive {
            return Err(RuleError::NotDead { name: me.name });
        }
        if stage >= 2 {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: ID.into(),
            });
        }
        let needed = if stage == 0 { alive.len().min(3) } else { 1 };
        if act.targets.len() != needed {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed,
                got: act.targets.len(),
            });
        }
        for (i, t) in act.targets.iter().enumerate() {
            if !alive.contains(t) {
                return Err(RuleError::AlreadyDead {
                    name: state.name(*t),
                });
            }
            if act.targets[..i].contains(t) {
                return Err(RuleError::ChoiceNotAllowed {
                    name: state.name(*t),
                    character: ID.into(),
                });
            }
        }
    }
    let works = record_choice(state, by, ID, act.targets.to_vec());
    state.pending.retain(|p| {
        !matches!(&p.kind, PendingKind::Chooses { player, character } if *player == by && character == ID)
    });
    let mut events = Vec::new();
    if !works {
        state.seat_mut(by).expect("checked").ability_used = true;
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    if stage == 0 {
        state.seat_mut(by).expect("checked").ability_used = true;
        events.push(Event::AbilitySpent { player: by });
        for p in alive.iter().filter(|p| !act.targets.contains(p)) {
            events.extend(kill(state, *p, DeathCause::Storyteller));
        }
        let suggestions = living(state)
            .into_iter()
            .map(|p| act_on(by, vec![p]))
            .collect();
        events.push(offer(state, by, suggestions));
    } else {
        for t in act.targets {
            events.extend(kill(state, *t, DeathCause::Storyteller));
        }
    }
    Ok(events)
}
