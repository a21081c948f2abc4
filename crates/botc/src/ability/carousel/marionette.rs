//! Marionette (carousel, Minion). Character ability text, in our words: the player believes
//! they are a good character, but they are an evil Minion, seated next to the Demon, and the
//! Demon knows who they are.
//!
//! Set up like the Drunk (002: the player is handed another token, `NotInBag` in the table):
//! the seat's `shown` is the Townsfolk or Outsider they believe they are (a hand pick of
//! another type is warned about), and they sit next to the Demon (`NeighboursDemon`: the draw
//! seats them there, a hand pick elsewhere is warned about). They wake as that character, whose
//! ability they do not have: what they do as it does nothing and what they are told may be
//! false (the sheet flags the step and suggests a false answer, as for the Drunk, 001); they
//! are not drunk for all that ([`crate::status::MARIONETTE_CHARACTER`]).
//!
//! Decisions (the rules we have say no more): the Marionette does not wake for the Minion info
//! and is not shown to the other Minions; the Demon's information counts them among its Minions,
//! and at the Marionette's own step on the first night (the Storyteller's: the Marionette does
//! not wake) the Demon is shown the Marionette token and the Marionette pointed at.
//!
//! Jinxes applied: with the Magician alive, the Demon is pointed at both of their neighbours,
//! not told which is the Marionette; the Mathematician may count the Marionette's false
//! information or choices that did nothing (`crate::abnormal`); a Marionette who believes they
//! are the Balloonist or the Huntsman brings that character's [bracket] into the setup check (an
//! Outsider more, the Damsel). Applied by the other character: the Alchemist, the Kazali (a
//! Marionette made on the first night beside it, keeping their belief), the Plague Doctor and
//! the Summoner ([`carousel::summoner`]: no Marionette drawn with them, a neighbour of the
//! summoned Demon offered). Left to the Storyteller, as a note: Lil' Monsta.

use crate::ability::prelude::*;

pub const ID: &str = "marionette";
const MAGICIAN: &str = "magician";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(|_, _, night| night == 1),
    storyteller_step: true,
    cards: Some(cards),
    ..Ability::PLAIN
};

/// A living Magician in play, jinxed with the Marionette: the Demon is not told which
/// neighbour is the Marionette.
fn magician_hides(state: &GameState) -> bool {
    jinx::active(state, ID, MAGICIAN) && state.seats.iter().any(|s| s.is(MAGICIAN) && s.alive)
}

/// The Demon next to the Marionette (the first found, either side).
fn demon_beside(state: &GameState, marionette: PlayerId) -> Option<PlayerId> {
    [true, false]
        .into_iter()
        .filter_map(|cw| state.neighbour(marionette, cw, false))
        .find(|p| {
            state
                .seat(*p)
                .is_some_and(|s| s.team() == Some(Team::Demon))
        })
}

/// The cards shown to the Demon: the Marionette pointed at with the Marionette token; with the
/// Magician's jinx, the token and both of the Demon's neighbours.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(marionette) = step.player else {
        return Vec::new();
    };
    if magician_hides(state) {
        if let Some(demon) = demon_beside(state, marionette) {
            let mut players: Vec<PlayerId> = [true, false]
                .into_iter()
                .filter_map(|cw| state.neighbour(demon, cw, false))
                .collect();
            players.dedup();
            return vec![
                Card::Character {
                    character: ID.into(),
                },
                Card::Players { players },
            ];
        }
    }
    vec![Card::PlayerIs {
        player: marionette,
        character: ID.into(),
    }]
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::night::{sheet, StepKind};
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::*;
    use crate::warning::SetupWarning;

    /// The draw hands the Marionette a good token not in play and seats them beside the Demon;
    /// the draw passes the setup check.
    #[test]
    fn the_draw_seats_the_marionette_by_the_demon() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let seats: Vec<_> = (0..12).map(P).collect();
        let mut found = 0;
        for seed in 0..600 {
            let draw = random_draw(&script, &seats, &mut Rng::new(seed));
            let Some(i) = draw.iter().position(|a| a.character == "marionette") else {
                continue;
            };
            found += 1;
            let team = |a: &crate::command::Assignment| {
                crate::character::official(&a.character).unwrap().team
            };
            let n = draw.len();
            let beside = [(i + 1) % n, (i + n - 1) % n]
                .iter()
                .any(|j| team(&draw[*j]) == crate::character::Team::Demon);
            assert!(beside, "seed {seed}");
            let shown = crate::character::official(draw[i].shown.as_deref().unwrap()).unwrap();
            assert_eq!(shown.team, crate::character::Team::Townsfolk, "seed {seed}");
            assert!(!draw.iter().any(|a| a.character == shown.id), "seed {seed}");
            let warnings: Vec<_> = check_pick(&script, &draw)
                .into_iter()
                .filter(|w| !matches!(w, SetupWarning::ManualSetup { .. }))
                .collect();
            assert!(
                warnings
                    .iter()
                    .all(|w| matches!(w, SetupWarning::WrongCount { .. })),
                "seed {seed}: {warnings:?}"
            );
        }
        assert!(found > 0, "a Marionette is drawn now and then");
    }

    /// A hand pick away from the Demon is warned about; an Outsider shown is a good character
    /// they may believe.
    #[test]
    fn a_hand_pick_away_from_the_demon_is_warned() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let pick = crate::ability::carousel::tests::hand_pick;
        let away = pick(&[
            "kazali",
            "steward",
            "marionette:knight",
            "noble",
            "balloonist",
            "fisherman",
            "widow",
        ]);
        assert!(
            check_pick(&script, &away).contains(&SetupWarning::NotNextToDemon {
                id: "marionette".into()
            })
        );
        let beside = pick(&[
            "kazali",
            "marionette:hermit",
            "steward",
            "noble",
            "balloonist",
            "fisherman",
            "widow",
        ]);
        let w = check_pick(&script, &beside);
        assert!(!w.iter().any(|w| matches!(
            w,
            SetupWarning::NotNextToDemon { .. } | SetupWarning::ShownWrongType { .. }
        )));
    }

    /// The first night: the Marionette wakes as the character they believe they are, flagged
    /// impaired; their own step (the Demon's) comes after the Demon info; the Minion info does
    /// not show them to the other Minions.
    #[test]
    fn the_first_night() {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "lleech",
                "marionette:steward",
                "widow",
                "noble",
                "balloonist",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        let steps = sheet(g.state());
        let of = |c: &str| steps.iter().find(|s| s.character.as_deref() == Some(c));
        let steward = of("steward").expect("the Marionette wakes as the Steward");
        assert_eq!(steward.player, Some(P(1)));
        assert!(steward.impaired);
        let own = of("marionette").expect("the Demon is shown the Marionette");
        let demon_info = steps
            .iter()
            .position(|s| s.kind == StepKind::DemonInfo)
            .unwrap();
        let at = steps
            .iter()
            .position(|s| s.character.as_deref() == Some("marionette"))
            .unwrap();
        assert!(at > demon_info);
        assert_eq!(own.player, Some(P(1)));
        let minion_info = steps
            .iter()
            .find(|s| s.kind == StepKind::MinionInfo)
            .unwrap();
        let Some(crate::night::NightInfo::EvilTeam { minions, .. }) = &minion_info.info else {
            panic!()
        };
        assert_eq!(minions, &vec![P(2)]);
        assert!(!crate::status::ability_works(g.state(), P(1)));
        assert!(!crate::status::is_drunk(g.state(), P(1)));
    }
}
