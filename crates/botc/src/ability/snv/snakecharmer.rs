//! Snake Charmer (Sects & Violets, Townsfolk). Character ability text: each night, they choose
//! a living player; if it is the Demon, the two swap characters and alignments, and the old
//! Demon is poisoned.
//!
//! The swap is at once: the Snake Charmer becomes the Demon (evil), the Demon becomes the
//! Snake Charmer (good); each is told "You are" with the new character and alignment (001),
//! from the changes recorded. The old Demon's poison has no end and no source that could end
//! it: it lasts the rest of the game (marked with the Snake Charmer's "Poisoned" reminder).
//! 001: a drunk or poisoned Snake Charmer's choice does nothing, even on the Demon.
//!
//! Lil' Monsta's babysitter is the Demon (its character text, data/carousel_evil.rs: the
//! Minion minding it "counts as the Demon"; [`GameState::is_team`]): the Snake Charmer
//! choosing them swaps as with any Demon, characters and alignments, so the Snake Charmer
//! becomes that Minion (evil) and the old babysitter the Snake Charmer (good, poisoned). Only a
//! Minion minds Lil' Monsta, so nobody does until the Minions choose again at its step
//! ([`carousel::lilmonsta::babysitter`]).

use crate::ability::prelude::*;

/// One living player.
const CHOICE: Choice = Choice {
    among: Among::Alive,
    when: When::Night,
    ..Choice::of(1, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: "snakecharmer",
    choice: Some(CHOICE),
    acts: Some(charm),
    says: Some([
        "{by} (Snake Charmer) chooses {targets}",
        "{by} (Charmeur de serpents) choisit {targets}",
    ]),
    ..Ability::PLAIN
};

/// The reminder on the old Demon, poisoned for the rest of the game.
pub const POISONED: &str = "Poisoned";

fn charm(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let works = record_choice(state, by, ABILITY.id, vec![target]);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let (charmer, demon) = (state.require(by)?.clone(), state.require(target)?.clone());
    if target == by || !state.is_team(target, Team::Demon) {
        return Ok(Vec::new());
    }
    let mut events = vec![
        change_character(state, by, demon.character_id()),
        change_character(state, target, charmer.character_id()),
    ];
    state.seat_mut(by).expect("checked").alignment = demon.alignment;
    state.seat_mut(target).expect("checked").alignment = charmer.alignment;
    events.push(Event::AlignmentChanged { player: by });
    events.push(Event::AlignmentChanged { player: target });
    let poisoned = place_by_storyteller(state, target, StatusKind::Poisoned, Duration::Permanent);
    reminder::place(state, target, ABILITY.id, POISONED);
    events.push(poisoned);
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::status::is_poisoned;
    use crate::test_util::*;

    /// Choosing the Demon swaps characters and alignments; the old Demon stays poisoned even
    /// after the new Demon dies.
    #[test]
    fn charming_the_demon_swaps() {
        let mut g = snv_game(&[
            "vortox",
            "witch",
            "snakecharmer",
            "dreamer",
            "oracle",
            "sage",
            "mutant",
        ]);
        g.apply(Command::act("snakecharmer", P(2), P(0))).unwrap();
        let st = g.state();
        assert!(st.seat(P(2)).unwrap().is("vortox"));
        assert_eq!(st.seat(P(2)).unwrap().alignment, Some(Alignment::Evil));
        assert!(st.seat(P(0)).unwrap().is("snakecharmer"));
        assert_eq!(st.seat(P(0)).unwrap().alignment, Some(Alignment::Good));
        assert!(is_poisoned(st, P(0)));
        g.apply(Command::Die {
            player: P(2),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(is_poisoned(g.state(), P(0)));
    }

    /// A choice that is not the Demon changes nothing.
    #[test]
    fn a_miss_changes_nothing() {
        let mut g = snv_game(&[
            "vortox",
            "witch",
            "snakecharmer",
            "dreamer",
            "oracle",
            "sage",
            "mutant",
        ]);
        g.apply(Command::act("snakecharmer", P(2), P(1))).unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("snakecharmer"));
        assert!(g.state().seat(P(1)).unwrap().is("witch"));
    }
}
