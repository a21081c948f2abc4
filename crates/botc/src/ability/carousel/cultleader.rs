//! Cult Leader (carousel, Townsfolk). Character ability text: each night the Cult Leader takes
//! the alignment of one of their living neighbours; by day they may call on the good players to
//! join their cult, and if every good player does, the Cult Leader's team wins.
//!
//! The night: the neighbour is the Storyteller's pick (the ability does not say "choose"),
//! recorded at the Cult Leader's step as their [`Command::Act`] naming that neighbour (strict:
//! a living neighbour on either side). The Cult Leader takes that player's alignment (their
//! real one: a Recluse or a Spy who might register otherwise is the Storyteller's, who may
//! change the alignment by hand) and is shown it, a thumb up or down (the step's card). 001: a
//! pick made drunk or poisoned does nothing and shows nothing.
//!
//! The day: the cult vote is called on the Cult Leader's seat ([`Rules::by_day`]: their act
//! naming no one, while alive, any number of times). Who joins is the players' secret and the
//! Storyteller's to judge, so the call leaves a decision: its first suggestion records that
//! every good player joined (the Storyteller's act naming the Cult Leader), the other that not
//! all did (a note). Every good player joined while the Cult Leader's ability works: their
//! team, as it is then, wins ([`WinReason::CultVote`], from an ability, 002).
//!
//! Jinx (the Pit-Hag): an evil player the Pit-Hag turned into the Cult Leader does not become
//! good by following a good neighbour ([`snv::pithag::keeps_evil`]). The Boffin's jinx is the
//! Storyteller's (shown as text).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "cultleader",
    // Two acts share the ability: the night's (checked with [`FOLLOW`]) and the day's call.
    choice: Some(Choice {
        when: When::ByDefinition,
        ..FOLLOW
    }),
    acts: Some(acts),
    says: Some(["{by} follows {targets}", "{by} suit {targets}"]),
    says_naming_no_one: Some(["{by} calls a cult vote", "{by} appelle au vote de la secte"]),
    says_for_storyteller: Some([
        "Every good player joins the cult of {targets}",
        "Tous les joueurs bons rejoignent la secte de {targets}",
    ]),
    cards: Some(cards),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now: |state, holder| {
                state.phase.is_day() && state.seat(holder).is_some_and(|s| s.alive)
            },
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The night's pick: one other living player, each night.
const FOLLOW: Choice = Choice {
    among: Among::AliveOthers,
    when: When::Night,
    ..Choice::of(1, Then::Acts)
};

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    match act.by {
        None => all_joined(state, act),
        Some(by) if act.targets.is_empty() => call(state, act, by),
        Some(by) => follow(state, act, by),
    }
}

/// The night: a living neighbour's alignment becomes the Cult Leader's.
fn follow(state: &mut GameState, act: &Act, by: PlayerId) -> Result<Vec<Event>, RuleError> {
    FOLLOW.check_act(state, act)?;
    let target = act.target()?;
    let neighbours = [
        state.neighbour(by, true, true),
        state.neighbour(by, false, true),
    ];
    if act.strict && !neighbours.contains(&Some(target)) {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(target),
            character: ABILITY.id.into(),
        });
    }
    if !record_choice(state, by, ABILITY.id, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let Some(alignment) = state.seat(target).and_then(|s| s.alignment) else {
        return Ok(Vec::new());
    };
    if alignment == Alignment::Good && snv::pithag::keeps_evil(state, by, ABILITY.id) {
        return Ok(Vec::new());
    }
    let leader = state.seat_mut(by).unwrap();
    if leader.alignment == Some(alignment) {
        return Ok(Vec::new());
    }
    leader.alignment = Some(alignment);
    Ok(vec![Event::AlignmentChanged { player: by }])
}

/// The day: the cult vote is called; the Storyteller records whether every good player joined.
fn call(state: &mut GameState, act: &Act, by: PlayerId) -> Result<Vec<Event>, RuleError> {
    let seat = state.require(by)?;
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "cultleader",
            phase: state.phase,
        });
    }
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !seat.alive {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        }
    }
    record_choice(state, by, ABILITY.id, Vec::new());
    Ok(vec![learn::offer_decision(
        state,
        by,
        ABILITY.id,
        vec![
            Command::Act {
                character: ABILITY.id.into(),
                by: None,
                targets: vec![by],
                guess: None,
            },
            Command::Note {
                player: Some(by),
                text: "Not every good player joined the cult / Les joueurs bons n'ont pas tous \
                       rejoint la secte"
                    .into(),
            },
        ],
    )])
}

/// The Storyteller records that every good player joined: while the Cult Leader's ability
/// works, their team wins.
fn all_joined(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let leader = act.target()?;
    let seat = state.require(leader)?;
    if act.strict && !seat.is(ABILITY.id) {
        return Err(RuleError::NotCharacter {
            name: seat.name.clone(),
            expected: ABILITY.id.into(),
        });
    }
    let Some(winner) = seat.alignment else {
        return Ok(Vec::new());
    };
    if !ability_works(state, leader) {
        return Ok(vec![Event::NoEffect {
            player: leader,
            reason: NoEffect::Impaired,
        }]);
    }
    state.ability_wins.push(Win {
        winner,
        reason: WinReason::CultVote,
    });
    Ok(Vec::new())
}

/// After tonight's pick, the Cult Leader is shown their alignment.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(leader) = step.player.and_then(|p| state.seat(p)) else {
        return Vec::new();
    };
    let picked = state.choices.iter().any(|c| {
        c.by == leader.id && c.character == ABILITY.id && c.phase == state.phase && c.worked
    });
    if picked && state.phase.is_night() {
        vec![Card::Alignment {
            alignment: leader.alignment,
        }]
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::character::Lang;
    use crate::command::Command;
    use crate::test_util::*;

    /// The history tells the Storyteller's record of the cult vote in both languages.
    #[test]
    fn the_cult_vote_is_told() {
        let mut g = custom_game(&[
            "imp",
            "poisoner",
            "cultleader",
            "chef",
            "empath",
            "monk",
            "saint",
        ]);
        to_day(&mut g);
        let joined = Command::Act {
            character: "cultleader".into(),
            by: None,
            targets: vec![P(2)],
            guess: None,
        };
        assert_eq!(
            joined.describe(g.state(), Lang::En),
            "Every good player joins the cult of P2"
        );
        assert_eq!(
            joined.describe(g.state(), Lang::Fr),
            "Tous les joueurs bons rejoignent la secte de P2"
        );
        // A Storyteller's record naming another player is refused (strict).
        let other = Command::Act {
            character: "cultleader".into(),
            by: None,
            targets: vec![P(3)],
            guess: None,
        };
        assert_eq!(g.apply(other).unwrap_err().code(), "NotCharacter");
    }
}
