//! Atheist (carousel, Townsfolk). Character ability text, in our words: the Storyteller may
//! break the game's rules; if the Storyteller is executed, good wins, even when the Atheist is
//! dead. [No evil character is in play.]
//!
//! Setup ([`SetupEffect::NoEvil`] in the table): the draw that puts the Atheist in draws no
//! Demon and no Minions (every seat good), and the setup check allows such a pick (no "no
//! Demon" warning, no Minion or Demon counted). Breaking the rules is the Storyteller's (what
//! they tell, who dies at night: recorded as the Storyteller records anything).
//!
//! The day: a player nominates the Storyteller, who is executed; the Storyteller records it on
//! the Atheist's seat ([`Rules::by_day`]: the Atheist's act naming no one, by day, alive or
//! dead). With the Atheist in play and no Demon in play (no seat whose character is a Demon,
//! dead or alive), good wins ([`WinReason::StorytellerExecuted`], from an ability, 002). With a
//! Demon in play the Atheist cannot be real (the bracket): the act is recorded and the outcome
//! is the Storyteller's to declare. Strict: by day only.

use crate::ability::prelude::*;

pub const ID: &str = "atheist";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    acts: Some(storyteller_executed),
    says_naming_no_one: Some([
        "The Storyteller is nominated and executed ({by} is the Atheist)",
        "Le Conteur est nommé et exécuté ({by} est l'Athée)",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now: |state, _| state.phase.is_day(),
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Is a Demon in play (a seat whose character is a Demon, dead or alive)?
pub fn demon_in_play(state: &GameState) -> bool {
    state.seats.iter().any(|s| s.team() == Some(Team::Demon))
}

fn storyteller_executed(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    if act.strict {
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        is_character(state, by, ID)?;
        if !act.targets.is_empty() {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed: 0,
                got: act.targets.len(),
            });
        }
    }
    record_choice(state, by, ID, Vec::new());
    if demon_in_play(state) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Missed,
        }]);
    }
    state.ability_wins.push(Win {
        winner: Alignment::Good,
        reason: WinReason::StorytellerExecuted,
    });
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use crate::character::{official, Alignment, Edition};
    use crate::command::Assignment;
    use crate::command::Command;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::*;
    use crate::victory::WinReason;

    /// The draw that puts the Atheist in has no Demon and no Minion; a draw without the Atheist
    /// has its Demon.
    #[test]
    fn the_draw_with_the_atheist_has_no_evil() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let seats: Vec<_> = (0..9).map(P).collect();
        let (mut with, mut without) = (0, 0);
        for seed in 0..400 {
            let mut rng = crate::rng::Rng::new(seed);
            let draw = random_draw(&script, &seats, &mut rng);
            assert_eq!(draw.len(), 9);
            let evil = draw.iter().any(|a| {
                official(&a.character).is_some_and(|d| {
                    matches!(
                        d.team,
                        crate::character::Team::Demon | crate::character::Team::Minion
                    )
                })
            });
            if draw.iter().any(|a| a.character == super::ID) {
                with += 1;
                assert!(!evil, "seed {seed}");
                let w = check_pick(&script, &draw);
                assert!(w.is_empty(), "seed {seed}: {w:?} {draw:?}");
            } else {
                without += 1;
                assert!(evil, "seed {seed}");
            }
        }
        assert!(with > 0 && without > 0);
    }

    /// A hand pick with the Atheist and no evil is legal; without the Atheist it lacks a Demon.
    #[test]
    fn a_pick_without_evil_needs_the_atheist() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let pick = |chars: &[&str]| -> Vec<Assignment> {
            chars
                .iter()
                .enumerate()
                .map(|(i, c)| Assignment {
                    player: P(i as u32),
                    character: c.to_string(),
                    shown: None,
                    alignment: None,
                })
                .collect()
        };
        let good = [
            "atheist",
            "noble",
            "knight",
            "steward",
            "fisherman",
            "balloonist",
            "pixie",
        ];
        assert!(check_pick(&script, &pick(&good)).is_empty());
        let mut no_atheist = good;
        no_atheist[0] = "farmer";
        assert!(!check_pick(&script, &pick(&no_atheist)).is_empty());
    }

    /// Dead, the Atheist still wins when the Storyteller is executed; at night it is refused.
    #[test]
    fn dead_atheist_still_wins() {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "atheist",
                "noble",
                "knight",
                "steward",
                "fisherman",
                "farmer",
                "pixie",
            ],
        );
        let act = Command::Act {
            character: super::ID.into(),
            by: Some(P(0)),
            targets: vec![],
            guess: None,
        };
        g.apply(Command::StartGame).unwrap();
        assert_eq!(g.apply(act.clone()).unwrap_err().code(), "WrongPhase");
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Die {
            player: P(0),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(act).unwrap();
        let win = crate::victory::check(g.state()).unwrap();
        assert_eq!(
            (win.winner, win.reason),
            (Alignment::Good, WinReason::StorytellerExecuted)
        );
    }
}
