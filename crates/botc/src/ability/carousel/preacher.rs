//! Preacher (carousel, Townsfolk). Character ability text: each night the Preacher picks a
//! player; a Minion picked is told so, and every Minion the Preacher has picked has no ability.
//!
//! The pick is recorded as [`Command::Act`] (any player, alive or dead, the Preacher included).
//! A Minion picked by a Preacher whose ability worked then has none
//! ([`Ability::removes_ability`]): not a drunk or poisoned player (no status, no false
//! information for it), only a player whose ability does nothing, as long as the Preacher's
//! ability works. The Minion's ability comes back when the Preacher dies, is drunk or poisoned,
//! or changes character (000/003: the effects of an ability end when its holder loses it), and
//! the statuses the Minion placed end with it (the Poisoner's poison). 001: a pick made while
//! the Preacher is drunk or poisoned does nothing, then or later.
//!
//! The Minion is the player's real character type (a Recluse who might register as a Minion is
//! the Storyteller's call: they may tell the Recluse and mark them by hand). A player who
//! stops being a Minion (the Scarlet Woman who becomes the Demon) gets an ability back.
//!
//! Told at the step: the Minion picked tonight is woken and shown the Preacher's token (the
//! step's card); the "No Ability" reminder marks them. Official jinxes: Legion picked keeps
//! the ability (a Demon, untouched here) and the Storyteller is offered to tell the Preacher
//! that the player is Legion ([`carousel::legion::offer_told_legion`]); the Summoner without
//! ability leaves it to the Storyteller ([`carousel::summoner`]). The Vizier's jinx is the
//! Storyteller's (shown as text).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "preacher",
    choice: Some(Choice {
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(preach),
    says: Some(["{by} preaches to {targets}", "{by} prêche à {targets}"]),
    cards: Some(cards),
    removes_ability: Some(removes),
    ..Ability::PLAIN
};

const LEGION: &str = "legion";

/// The official reminder on a Minion picked.
const NO_ABILITY: &str = "No Ability";

fn is_minion(seat: &Seat) -> bool {
    seat.def().is_some_and(|d| d.team == Team::Minion)
}

/// The pick is recorded (with whether the Preacher's ability worked); a Minion picked by a
/// working Preacher is marked "No Ability".
fn preach(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let worked = record_choice(state, by, ABILITY.id, vec![target]);
    let minion = state.seat(target).is_some_and(is_minion);
    if worked && minion {
        reminder::place(state, target, ABILITY.id, NO_ABILITY);
    }
    // Official jinx Legion & Preacher: Legion keeps the ability (not a Minion), but the
    // Preacher may learn that the player is Legion.
    let legion = state.seat(target).is_some_and(|s| s.is(LEGION));
    if worked && legion && jinx::active(state, LEGION, ABILITY.id) {
        return Ok(vec![carousel::legion::offer_told_legion(
            state, by, ABILITY.id, target,
        )]);
    }
    Ok(Vec::new())
}

/// Every Minion the holder picked while the ability worked has none.
fn removes(state: &GameState, holder: PlayerId, seat: &Seat) -> bool {
    is_minion(seat)
        && state.choices.iter().any(|c| {
            c.by == holder && c.character == ABILITY.id && c.worked && c.targets.contains(&seat.id)
        })
}

/// The Minion picked tonight by a working Preacher is shown the Preacher's token.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(preacher) = step.player else {
        return Vec::new();
    };
    let picked = state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == preacher && c.character == ABILITY.id && c.phase == state.phase);
    match picked {
        Some(c) if c.worked => c
            .targets
            .iter()
            .filter(|t| state.seat(**t).is_some_and(is_minion))
            .flat_map(|t| {
                [
                    Card::Players { players: vec![*t] },
                    Card::SelectedYou {
                        character: ABILITY.id.into(),
                    },
                ]
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::card::{for_step, Card};
    use crate::command::Command;
    use crate::night::sheet;
    use crate::status::ability_works;
    use crate::test_util::*;

    /// The Minion picked is shown the Preacher's token at the step; a good player picked is
    /// not woken.
    #[test]
    fn the_minion_picked_is_told() {
        let mut g = custom_game(&[
            "imp", "poisoner", "preacher", "chef", "empath", "monk", "saint",
        ]);
        let step = |g: &crate::game::Game| {
            sheet(g.state())
                .into_iter()
                .find(|s| s.character.as_deref() == Some("preacher"))
                .unwrap()
        };
        g.apply(Command::act("preacher", P(2), P(3))).unwrap();
        assert!(for_step(g.state(), &step(&g)).is_empty());
        assert!(ability_works(g.state(), P(3)));
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("preacher", P(2), P(1))).unwrap();
        let cards = for_step(g.state(), &step(&g));
        assert!(cards.contains(&Card::SelectedYou {
            character: "preacher".into()
        }));
        assert!(!ability_works(g.state(), P(1)));
    }
}
