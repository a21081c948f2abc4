//! General (Townsfolk, outside the base editions). Character ability text: each night, he
//! learns which team the Storyteller sees ahead: good, evil, or neither.
//!
//! Which team is ahead is the Storyteller's judgement, not something the grimoire says: the
//! step works out no answer and offers the three ([`NightInfo::Judgement`]), good, evil and
//! neither, each shown with a thumb (up, down, sideways); the Storyteller picks one and it is
//! recorded as the information given ([`Command::GiveInfo`] with [`Info::Alignment`]). Any of
//! the three is legal, so the engine never judges it true or false ([`Ability::judges`]).
//!
//! 001: drunk or poisoned, his information may be false: the step is flagged (the Storyteller
//! may show the team they do not see ahead); no false answer is suggested, since the engine
//! does not know which one the Storyteller believes.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "general",
    learns: Some(learns),
    false_answer: |_, _, _| None,
    judges: Some(|_, _, _, _| Verdict::Unknown),
    ..Ability::PLAIN
};

/// The three answers, the Storyteller's to pick: good, evil, neither.
fn learns(_state: &GameState, _seat: &Seat) -> NightInfo {
    NightInfo::Judgement {
        answers: [Some(Alignment::Good), Some(Alignment::Evil), None]
            .into_iter()
            .map(|alignment| Info::Alignment { alignment })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::info::Info;
    use crate::night::{answer, sheet, NightInfo};
    use crate::test_util::{poison, P};

    const CHARS: [&str; 5] = ["imp", "poisoner", "general", "chef", "empath"];

    fn step(g: &crate::game::Game) -> crate::night::NightStep {
        sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("general"))
            .unwrap()
    }

    /// The step offers good, evil and neither, and works out no single true answer.
    #[test]
    fn three_answers_none_worked_out() {
        let g = custom_game(&CHARS);
        let s = step(&g);
        let Some(NightInfo::Judgement { answers }) = &s.info else {
            panic!("{:?}", s.info)
        };
        assert_eq!(answers.len(), 3);
        assert!(answers.contains(&Info::Alignment { alignment: None }));
        let a = answer(g.state(), &s, &[]).unwrap();
        assert_eq!(a.truth, None);
        assert!(!a.impaired);
    }

    /// Whatever the Storyteller picks is recorded and never counted as abnormal; poisoned, the
    /// step is flagged.
    #[test]
    fn the_pick_is_recorded() {
        let mut g = custom_game(&CHARS);
        poison(&mut g, P(2));
        assert!(step(&g).impaired);
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "general".into(),
            chosen: Vec::new(),
            info: Info::Alignment {
                alignment: Some(Alignment::Evil),
            },
        })
        .unwrap();
        assert_eq!(
            g.state().told.last().unwrap().info,
            Info::Alignment {
                alignment: Some(Alignment::Evil)
            }
        );
        assert!(g.state().abnormal.is_empty());
    }
}
