//! High Priestess (Townsfolk, outside the base editions). Character ability text: each night,
//! she learns which player the Storyteller thinks is most worth talking to.
//!
//! Which player is the Storyteller's judgement: the step works out no answer and offers every
//! other player, clockwise from her, alive or dead, Travellers included
//! ([`NightInfo::Judgement`]); the Storyteller points at the one picked, recorded as the
//! information given ([`Command::GiveInfo`] with one player, [`Info::Players`]). The engine
//! never judges the pick true or false ([`Ability::judges`]). She is never pointed at herself:
//! talking to herself helps no one.
//!
//! 001: drunk or poisoned, her information may be false (a player not worth her time): the step
//! is flagged; no false answer is suggested, the engine not knowing whom the Storyteller means.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "highpriestess",
    learns: Some(learns),
    false_answer: |_, _, _| None,
    judges: Some(|_, _, _, _| Verdict::Unknown),
    ..Ability::PLAIN
};

/// Every other player, clockwise from her: the Storyteller points at one.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let n = state.seats.len();
    let start = state.index_of(seat.id).unwrap_or(0);
    NightInfo::Judgement {
        answers: (1..n)
            .map(|k| Info::Players {
                players: vec![state.seats[(start + k) % n].id],
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::info::Info;
    use crate::night::{sheet, NightInfo};
    use crate::test_util::{poison, P};

    const CHARS: [&str; 5] = ["imp", "poisoner", "highpriestess", "chef", "empath"];

    fn step(g: &crate::game::Game) -> crate::night::NightStep {
        sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("highpriestess"))
            .unwrap()
    }

    /// Every other player, clockwise from her, dead ones too; never herself.
    #[test]
    fn every_other_player_clockwise() {
        let mut g = custom_game(&CHARS);
        g.apply(Command::Die {
            player: P(4),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        let Some(NightInfo::Judgement { answers }) = step(&g).info else {
            panic!()
        };
        let order: Vec<_> = answers.iter().map(|a| a.players()[0]).collect();
        assert_eq!(order, [P(3), P(4), P(0), P(1)]);
    }

    /// Poisoned, the step is flagged, and the player pointed at is recorded.
    #[test]
    fn poisoned_flagged_and_recorded() {
        let mut g = custom_game(&CHARS);
        poison(&mut g, P(2));
        assert!(step(&g).impaired);
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "highpriestess".into(),
            chosen: Vec::new(),
            info: Info::Players {
                players: vec![P(0)],
            },
        })
        .unwrap();
        assert!(step(&g).done);
        assert!(g.state().abnormal.is_empty());
    }
}
