//! Beggar (Trouble Brewing, Traveller). Character ability text: they must use a vote token to
//! vote; if a dead player gives them theirs, they learn that player's alignment; they are sober
//! and healthy.
//!
//! A token given is a public act by day ([`crate::ability::rules::ByDay`]) naming the dead
//! player who gives it: that player's vote token is gone, and the Beggar's alignment reading
//! is written in the log for the Storyteller to tell. The Beggar's hand counts only while they
//! hold a token not used yet (each vote they took part in used one). Sober and healthy: a
//! drunk or poisoned status on the Beggar does nothing ([`Rules::keeps_sober`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "beggar",
    acts: Some(given),
    says: Some([
        "{targets} gives a vote token to {by} (Beggar)",
        "{targets} donne un jeton de vote à {by} (Mendiant)",
    ]),
    rules: Rules {
        may_vote: Some(may_vote),
        keeps_sober: Some(|_, holder, player| holder == player),
        by_day: Some(ByDay {
            players: 1,
            now: |state, holder| state.seat(holder).is_some_and(|s| s.alive),
            may_choose,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// A dead player with their vote token.
fn may_choose(state: &GameState, holder: PlayerId, giver: PlayerId) -> bool {
    giver != holder && state.seat(giver).is_some_and(|s| !s.alive && s.ghost_vote)
}

/// Tokens received, more than the votes (not exiles) the Beggar's hand counted in.
fn may_vote(state: &GameState, holder: PlayerId) -> bool {
    let received = state
        .choices
        .iter()
        .filter(|c| c.by == holder && c.character == ABILITY.id)
        .count();
    let days = state.phase.day_number().unwrap_or(0);
    let used = (1..=days)
        .flat_map(|d| nominations_of(state, d))
        .filter(|n| !n.exile && n.voters.as_ref().is_some_and(|v| v.contains(&holder)))
        .count();
    received > used
}

fn given(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, giver) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(giver)?;
    super::require_day(state, act, ABILITY.id)?;
    if act.strict && !may_choose(state, by, giver) {
        return Err(RuleError::NoGhostVote {
            name: state.name(giver),
        });
    }
    record_choice(state, by, ABILITY.id, vec![giver]);
    let seat = state.seat_mut(giver).expect("checked");
    seat.ghost_vote = false;
    let evil = seat.is_evil();
    let (beggar, name) = (state.name(by), state.name(giver));
    let text = match evil {
        true => {
            format!("{beggar} learns {name} is evil / {beggar} apprend que {name} est maléfique")
        }
        false => format!("{beggar} learns {name} is good / {beggar} apprend que {name} est bon"),
    };
    state.notes.push(NoteEntry {
        player: Some(by),
        text,
        phase: state.phase,
    });
    Ok(vec![Event::GhostVoteSpent { player: giver }])
}
