//! Wizard (Carousel, Minion). Character ability text, in our words: once per game, the Wizard
//! may make a wish; if the Storyteller grants it, it may come at a price and leave a clue to
//! what it was.
//!
//! Rule decisions: what may be wished, whether it is granted, its price and its clue are the
//! Storyteller's alone (000: the Storyteller decides what an ability leaves open), so the
//! engine records them and changes nothing by itself:
//! - the wish is the Wizard's act naming no one, at their place on the night sheet or in
//!   private by day (the screens offer it on the seat while the ability is unused); it spends
//!   the ability, and its words are the Storyteller's note;
//! - with a working ability, a decision (`chooses`) asks whether the wish is granted: either
//!   answer is recorded as a note; what granting it does (a death, a character change, a
//!   status, the "?" clue tokens) the Storyteller records as usual;
//! - a drunk or poisoned Wizard's wish is spent and granted by no one (001: the ability has no
//!   effect), and a dead Wizard has no wish (002).

use crate::ability::prelude::*;

const ID: &str = "wizard";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Always,
    once: true,
    choice: Some(Choice {
        optional: true,
        ..Choice::of(0, Then::Acts)
    }),
    acts: Some(wish),
    says: Some(["{by} (Wizard) makes a wish", "{by} (Sorcier) fait un vœu"]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now: may_wish,
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Alive with the wish unused.
fn may_wish(state: &GameState, holder: PlayerId) -> bool {
    state
        .seat(holder)
        .is_some_and(|s| s.alive && !s.ability_used)
}

/// The Storyteller's two answers, as notes.
pub const GRANTED: &str = "Wizard: the wish is granted / Sorcier : le vœu est exaucé";
pub const REFUSED: &str = "Wizard: the wish is not granted / Sorcier : le vœu n'est pas exaucé";

/// The wish: spent; with a working ability, whether it is granted is offered.
fn wish(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let me = state.require(by)?.clone();
    if act.strict {
        is_character(state, by, ID)?;
        if !me.alive {
            return Err(RuleError::AlreadyDead { name: me.name });
        }
        if me.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: ID.into(),
            });
        }
        if !act.targets.is_empty() {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed: 0,
                got: act.targets.len(),
            });
        }
    }
    let works = record_choice(state, by, ID, Vec::new());
    state.seat_mut(by).expect("checked").ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !works {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    let suggestions = [GRANTED, REFUSED]
        .into_iter()
        .map(|text| Command::Note {
            player: Some(by),
            text: text.into(),
        })
        .collect();
    events.push(learn::offer_decision(state, by, ID, suggestions));
    Ok(events)
}
