//! God of Ug (Loric). Character ability text, in our words: one player wears the Ug hat; they
//! may utter only one sound at a time, and their vote counts twice; when they slip, the hat
//! goes to another player.
//!
//! How it is recorded: the Storyteller puts the hat on a player (the God of Ug's act with no
//! `by`, offered on every seat: [`Ability::storyteller_marks`]), which places the public "Hat"
//! reminder, one at a time: putting it on another player moves it. While the God of Ug is in
//! play, the hat-wearer's raised hand counts two votes ([`Rules::vote_weight`], official
//! facts: vote multiplier 2), in the count and the vote walk, whether they are alive or dead
//! (a dead wearer still spends their vote token). Whether they slipped, and who gets the hat
//! then, is the Storyteller's; each day opens with the rule as a note.

use crate::ability::prelude::*;

pub const ID: &str = "godofug";
/// The official reminder, public.
pub const HAT: &str = "Hat";

/// Official facts: the hat-wearer's vote counts this many times.
pub const VOTES: i32 = 2;

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    storyteller_marks: true,
    acts: Some(act),
    says: Some([
        "{targets} wears the Ug hat (God of Ug)",
        "{targets} porte le chapeau d'Ug (Dieu d'Ug)",
    ]),
    rules: Rules {
        vote_weight: Some(hat_counts_twice),
        ..Rules::NONE
    },
    day_note: Some(Text::new(
        "God of Ug: the player wearing the Hat may utter only one sound at a time and their \
             vote counts twice; if they slip, the hat moves to another player.",
        "Dieu d'Ug : le joueur qui porte le Chapeau ne peut émettre qu'un son à la fois et \
             son vote compte double ; s'il se trompe, le chapeau passe à un autre joueur.",
    )),
    ..Ability::PLAIN
};

/// The player wearing the hat, if any.
pub fn wearer(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ID && r.reminder == HAT)
        .map(|r| r.player)
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    if act.strict {
        super::require_in_play(state, ID)?;
    }
    reminder::remove_all(state, ID, HAT);
    reminder::place(state, target, ID, HAT);
    Ok(Vec::new())
}

/// Asked with the voter as the holder (a Fabled is held by no one): the hat-wearer's hand
/// counts twice.
fn hat_counts_twice(state: &GameState, _: PlayerId, voter: PlayerId) -> Option<i32> {
    (wearer(state) == Some(voter)).then_some(VOTES)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::test_util::{tb_game, P};

    /// The hat moves: one wearer at a time, whose hand alone counts two.
    #[test]
    fn one_hat_whose_hand_counts_two() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::AddFabled {
            character: super::ID.into(),
        })
        .unwrap();
        let hat = |g: &mut crate::game::Game, p| {
            g.apply(Command::Act {
                character: super::ID.into(),
                by: None,
                targets: vec![p],
                guess: None,
            })
            .unwrap();
        };
        hat(&mut g, P(2));
        assert_eq!(crate::ability::rules::weight(g.state(), P(2)), 2);
        hat(&mut g, P(3));
        assert_eq!(super::wearer(g.state()), Some(P(3)));
        assert_eq!(crate::ability::rules::weight(g.state(), P(2)), 1);
        assert_eq!(crate::ability::rules::weight(g.state(), P(3)), 2);
        g.apply(Command::RemoveFabled {
            character: super::ID.into(),
        })
        .unwrap();
        assert_eq!(crate::ability::rules::weight(g.state(), P(3)), 1);
    }
}
