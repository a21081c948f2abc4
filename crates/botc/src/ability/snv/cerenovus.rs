//! Cerenovus (Sects & Violets, Minion). Character ability text: each night, the Cerenovus
//! chooses a player and a good character; that player must be "mad" tomorrow about being that
//! character, or the Storyteller might execute them.
//!
//! The choice is the act's player and `guess` (the character). The madness is a
//! [`StatusKind::Mad`] status naming the character, from tonight until the dusk that ends
//! tomorrow ([`Duration::UntilDusk`]); it ends earlier if the Cerenovus loses the ability
//! (000/003; a drunk or poisoned Cerenovus's choice is kept but never counts, 001). The player
//! is woken and shown the Cerenovus token and the character (the step's cards).
//!
//! 001 ("Folie", example "le Cerenovus"): a player mad about being the Sage must try to
//! convince the town they are the Sage; if they do not, the Storyteller may execute them. The
//! madness execution is [`crate::madness::execute`], offered at dawn, never forced: recorded as
//! [`Command::Act`](crate::command::Command::Act) with no `by`.
//!
//! Jinx (the Goblin): the Cerenovus may also name the Goblin, an evil character; with the jinx
//! in force, the choice offers every character ([`Ability::choice_now`]) and strict mode
//! refuses the evil ones but the Goblin.

use crate::ability::prelude::*;

/// The choice: a player and a good character.
const CHOICE: Choice = Choice {
    guess: true,
    guess_good: true,
    ..Choice::of(1, Then::Acts)
};

/// The jinx partner the Cerenovus may name though evil.
const GOBLIN: &str = "goblin";

pub const ABILITY: Ability = Ability {
    id: "cerenovus",
    choice: Some(CHOICE),
    choice_now: Some(|state, _| {
        Some(Choice {
            guess_good: !jinx::active(state, ABILITY.id, GOBLIN),
            ..CHOICE
        })
    }),
    acts: Some(act),
    says: Some([
        "{by} (Cerenovus) makes {targets} mad",
        "{by} (Cerenovus) impose la folie à {targets}",
    ]),
    says_for_storyteller: Some([
        "{targets} is executed for breaking their madness (Cerenovus)",
        "Exécution de {targets} pour avoir rompu sa folie (Cerenovus)",
    ]),
    madness: Some(MadRule::Chosen),
    cards: Some(cards),
    ..Ability::PLAIN
};

/// With a player (at night): the choice. With none (by day): the Storyteller's madness
/// execution.
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let Some(by) = act.by else {
        return madness::execute(state, act);
    };
    let target = act.target()?;
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    if let Some(g) = act.guess {
        let Some(def) = state.character(g) else {
            return Err(RuleError::UnknownCharacter { id: g.to_string() });
        };
        // Character ability text: "a good character".
        let goblin = def.id == GOBLIN && jinx::active(state, ABILITY.id, GOBLIN);
        if act.strict && !goblin && !matches!(def.team, Team::Townsfolk | Team::Outsider) {
            return Err(RuleError::NotGoodCharacter { id: g.to_string() });
        }
    }
    if act.strict {
        is_character(state, by, "cerenovus")?;
        if act.guess.is_none() {
            return Err(RuleError::GuessNeeded {
                character: "cerenovus".into(),
            });
        }
    }
    // A choice recorded again tonight replaces tonight's first one.
    let phase = state.phase;
    state.statuses.retain(|s| {
        !(s.kind == StatusKind::Mad
            && s.since == phase
            && matches!(&s.source, Source::Player { player, character } if *player == by && character == "cerenovus"))
    });
    let events = place_status(state, by, target, StatusKind::Mad, Duration::UntilDusk);
    state.statuses.last_mut().expect("just placed").about = act.guess.map(str::to_string);
    Ok(events)
}

/// The mad player is woken and shown the Cerenovus token and the character, once chosen.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(by) = step.player else {
        return Vec::new();
    };
    let chosen = state.statuses.iter().rev().find(|s| {
        s.kind == StatusKind::Mad
            && s.since == state.phase
            && matches!(&s.source, Source::Player { player, character } if *player == by && character == "cerenovus")
    });
    match chosen.and_then(|s| s.about.clone()) {
        Some(about) => vec![
            Card::SelectedYou {
                character: "cerenovus".into(),
            },
            Card::Character { character: about },
        ],
        None => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::madness;
    use crate::status::StatusKind;
    use crate::test_util::*;

    fn mad(g: &crate::game::Game, p: u32) -> Vec<String> {
        crate::status::madness(g.state(), P(p))
    }

    /// The madness names its character and lasts until the dusk after the day it is for.
    #[test]
    fn madness_lasts_until_tomorrows_dusk() {
        let mut g = snv_game(&[
            "vortox",
            "cerenovus",
            "sage",
            "clockmaker",
            "dreamer",
            "oracle",
            "mutant",
        ]);
        g.apply(Command::Act {
            character: "cerenovus".into(),
            by: Some(P(1)),
            targets: vec![P(3)],
            guess: Some("sage".into()),
        })
        .unwrap();
        assert_eq!(mad(&g, 3), vec!["sage"]);
        let s = g
            .state()
            .statuses
            .iter()
            .find(|s| s.kind == StatusKind::Mad)
            .unwrap();
        assert_eq!(s.duration, crate::status::Duration::UntilDusk);
        to_day(&mut g);
        assert_eq!(mad(&g, 3), vec!["sage"]);
        assert!(madness::offers(g.state()).contains(&madness::execution("cerenovus", P(3))));
        g.apply(Command::EndDay).unwrap();
        assert!(mad(&g, 3).is_empty());
    }

    /// Character ability text: a good character; an evil one is refused.
    #[test]
    fn an_evil_character_is_refused() {
        let mut g = snv_game(&[
            "vortox",
            "cerenovus",
            "sage",
            "clockmaker",
            "dreamer",
            "oracle",
            "mutant",
        ]);
        let e = g
            .apply(Command::Act {
                character: "cerenovus".into(),
                by: Some(P(1)),
                targets: vec![P(3)],
                guess: Some("witch".into()),
            })
            .unwrap_err();
        assert_eq!(e.code(), "NotGoodCharacter");
    }
}
