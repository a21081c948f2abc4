//! Snitch (carousel, Outsider). Character ability text: every Minion is given three good
//! characters not in play to bluff as, as the Demon is (002: the Demon's bluffs).
//!
//! On the first night the Minion info step (002: 7 or more players) shows them: its answer
//! carries three bluffs the sheet suggests, good characters not in play that no player believes
//! they are, other than the Demon's where the script allows, and its cards end with the "These
//! characters are not in play" card. The same three are suggested for every Minion; the
//! Storyteller may show each Minion others, in turn. With fewer players (no Minion info), the
//! Snitch's own step comes, the Storyteller's alone, with the same card for each Minion.
//! 001: while the Snitch is drunk or poisoned the ability has no effect and no bluffs are
//! suggested (the Storyteller may still show the Minions anything, true or false).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "snitch",
    wakes: Wakes::If(|state, _, night| night == 1 && !evil_team_learns(state)),
    learns: Some(|state, _| NightInfo::Characters {
        characters: minion_bluffs(state),
    }),
    false_answer: |_, _, _| None,
    cards: Some(|state, step| {
        if step.impaired {
            return Vec::new();
        }
        vec![Card::NotInPlay {
            characters: minion_bluffs(state),
        }]
    }),
    storyteller_step: true,
    changes_evil_info: Some(give_bluffs),
    ..Ability::PLAIN
};

/// Three good characters not in play for the Minions: those the Demon was not given first,
/// then the Demon's if the script has too few others.
pub fn minion_bluffs(state: &GameState) -> Vec<String> {
    let free = learn::bluffable(state);
    let (others, demons): (Vec<String>, Vec<String>) =
        free.into_iter().partition(|c| !state.bluffs.contains(c));
    others.into_iter().chain(demons).take(3).collect()
}

/// The Minion info carries the Minions' bluffs.
fn give_bluffs(state: &GameState, _snitch: &Seat, info: &mut NightInfo) {
    if let NightInfo::EvilTeam { bluffs, .. } = info {
        if bluffs.is_empty() {
            *bluffs = minion_bluffs(state);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::test_util::*;

    /// The Minions' bluffs are good characters not in play, not the Demon's, and the Minion
    /// info step shows them after the Demon; nothing for the Demon info.
    #[test]
    fn the_minion_info_shows_three_bluffs() {
        let mut g = setup_game(
            None,
            &[
                "imp", "poisoner", "snitch", "chef", "empath", "monk", "soldier",
            ],
        );
        g.apply(Command::SetBluffs {
            bluffs: vec!["washerwoman".into(), "librarian".into(), "saint".into()],
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        let bluffs = minion_bluffs(g.state());
        assert_eq!(bluffs.len(), 3);
        for b in &bluffs {
            assert!(
                !g.state().in_play(b) && !g.state().bluffs.contains(b),
                "{b}"
            );
            let team = g.state().character(b).unwrap().team;
            assert!(matches!(team, Team::Townsfolk | Team::Outsider), "{b}");
        }
        let steps = sheet(g.state());
        let minion_info = steps
            .iter()
            .find(|s| s.kind == StepKind::MinionInfo)
            .unwrap();
        assert_eq!(
            crate::card::for_step(g.state(), minion_info),
            vec![
                Card::ThisIsTheDemon { player: P(0) },
                Card::NotInPlay {
                    characters: bluffs.clone()
                }
            ]
        );
        // The Snitch's own step is left out: the Minion info did it.
        assert!(!steps
            .iter()
            .any(|s| s.character.as_deref() == Some("snitch")));
    }

    /// With fewer than seven players there is no Minion info: the Snitch's step comes, the
    /// Storyteller's alone, with the bluffs' card.
    #[test]
    fn below_seven_the_snitch_step_shows_them() {
        let mut g = setup_game(None, &["imp", "poisoner", "snitch", "chef", "empath"]);
        g.apply(Command::StartGame).unwrap();
        let steps = sheet(g.state());
        let step = steps
            .iter()
            .find(|s| s.character.as_deref() == Some("snitch"))
            .unwrap();
        assert_eq!(
            crate::card::for_step(g.state(), step),
            vec![Card::NotInPlay {
                characters: minion_bluffs(g.state())
            }]
        );
    }
}
