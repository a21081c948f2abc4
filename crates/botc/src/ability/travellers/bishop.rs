//! Bishop (Bad Moon Rising, Traveller). Character ability text: only the Storyteller
//! nominates; each day, at least one player of the Bishop's opposing team must be nominated.
//!
//! While the Bishop's ability works, a nomination is recorded with the Bishop as the nominator
//! (the Storyteller nominates in their name: the nominator's own limits do not apply); any other
//! nominator is refused. The day cannot end before an opposing player (by alignment) was
//! nominated today, unless the Storyteller overrides.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "bishop",
    rules: Rules {
        nominations: Some(nominations),
        before_dusk: Some(before_dusk),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

fn nominations(_: &GameState, holder: PlayerId, nominator: PlayerId, _: PlayerId) -> Nominating {
    if nominator == holder {
        Nominating::Storyteller
    } else {
        Nominating::Refused(RuleError::ForbiddenBy {
            character: ABILITY.id.into(),
            reason: [
                "only the Storyteller nominates: record the nomination with the Bishop as the \
                 nominator.",
                "seul le Conteur nomine : enregistrez la nomination avec l'Archevêque comme \
                 nominateur.",
            ],
        })
    }
}

/// Character ability text: "at least 1 opposing player must be nominated each day".
fn before_dusk(state: &GameState, holder: PlayerId) -> Option<RuleError> {
    let own = state.seat(holder)?.is_evil();
    let opposing = state
        .day
        .nominations
        .iter()
        .any(|n| !n.exile && state.seat(n.nominee).is_some_and(|s| s.is_evil() != own));
    (!opposing).then(|| RuleError::ForbiddenBy {
        character: ABILITY.id.into(),
        reason: [
            "a player of the Bishop's opposing team must be nominated today.",
            "un joueur de l'équipe opposée à l'Archevêque doit être nominé aujourd'hui.",
        ],
    })
}
