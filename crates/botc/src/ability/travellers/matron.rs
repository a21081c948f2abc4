//! Matron (Bad Moon Rising, Traveller). Character ability text: each day, they may choose up
//! to three pairs of players to swap seats; players may not leave their seats to talk in
//! private.
//!
//! A public act by day ([`crate::ability::rules::ByDay`]) naming two players, who swap seats
//! (the neighbours change at once), at most three times a day. Nobody leaving their seat to talk
//! is the Storyteller's to watch: the prompt says so.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "matron",
    acts: Some(swap),
    says: Some([
        "{by} (Matron) swaps the seats of {targets}",
        "{by} (Matrone) fait échanger de place {targets}",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 2,
            now,
            may_choose: |_, _, _| true,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Character ability text: "up to 3 sets of 2 players" a day.
const MOST: usize = 3;

fn now(state: &GameState, holder: PlayerId) -> bool {
    let today = state
        .choices
        .iter()
        .filter(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase)
        .count();
    state.seat(holder).is_some_and(|s| s.alive) && today < MOST
}

fn swap(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    super::require_day(state, act, ABILITY.id)?;
    let [a, b] = act.targets else {
        return Err(RuleError::WrongChoiceCount {
            character: ABILITY.id.into(),
            needed: 2,
            got: act.targets.len(),
        });
    };
    let (a, b) = (*a, *b);
    let (Some(i), Some(j)) = (state.index_of(a), state.index_of(b)) else {
        return Err(RuleError::UnknownPlayer { player: a });
    };
    if act.strict && (a == b || !now(state, by)) {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(b),
            character: ABILITY.id.into(),
        });
    }
    if !record_choice(state, by, ABILITY.id, vec![a, b]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    state.seats.swap(i, j);
    Ok(Vec::new())
}
