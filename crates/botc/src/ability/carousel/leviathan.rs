//! Leviathan (carousel, Demon). Character ability text: the whole town knows a Leviathan is in
//! play; evil wins once more than one good player has been executed, and once the fifth day is
//! over. It kills no one.
//!
//! - It wakes at its places with its prompts (the announcement at the first dawn, the day
//!   token) and chooses nothing (but the jinxes' pick, below): the Demons' plain attack is not
//!   offered.
//! - Each execution of a good player (dead or not: 001, "une joueuse peut être exécutée mais
//!   rester en vie") is counted; at the second, while the Leviathan lives and its ability
//!   works, evil wins ([`crate::victory::good_executions_win`]). Good executions made while it
//!   was drunk or poisoned still count (they happened), but a drunk or poisoned Leviathan wins
//!   nothing at that moment (001: no ability).
//! - When the fifth day (or a later one) ends, while the Leviathan lives and its ability works,
//!   evil wins ([`crate::victory::day_limit_win`]); a drunk or poisoned Leviathan wins nothing
//!   that day, and the next day's end decides again.
//! - 002: an ability's win beats a game rule's; two abilities' wins at once (the Mayor's too),
//!   good wins. Like every Demon, it dies as the rules say, and good then wins.
//! - Jinxes (official jinx list, [`crate::jinx`]), shared with the Riot:
//!   - with the Banshee, the Farmer, the Sage or the Ravenkeeper in play, each night but the
//!     first it picks a living good player never picked before ([`pick_choice`], [`pick`]): a
//!     Banshee picked dies (by the Demon) and gains her ability; a Farmer, a Sage, a
//!     Ravenkeeper picked uses their ability without dying (the Sage and the Ravenkeeper wake
//!     right after the Demon's step on the sheet, their own place coming before it);
//!   - its nomination of a player the Monk, the Innkeeper or the Exorcist protected last
//!     night, or of the Soldier, executed: good wins
//!     ([`crate::victory::protected_nominee_win`]);
//!   - the King learns once anyone is dead; the Grandmother's grandchild executed: evil wins.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "leviathan",
    evil_wins_after_day: Some(5),
    evil_wins_at_good_executions: Some(2),
    choice_now: Some(pick_choice),
    acts: Some(pick),
    says: Some([
        "{by} ({character}) picks {targets}",
        "{by} ({character}) choisit {targets}",
    ]),
    ..Ability::PLAIN
};

// ---- The nightly pick of the jinxes (shared with the Riot) ----

/// With a jinx of the Demon and a character the pick reaches in force (official jinx list:
/// the Banshee, the Farmer, the Sage, the Ravenkeeper, each with the Leviathan and the Riot;
/// [`Ability::when_picked_by_demon`]), the Demon `demon` picks a living good player each night
/// but the first.
pub fn pick_choice(state: &GameState, demon: PlayerId) -> Option<Choice> {
    (reaches(state, demon) && night_of(state) != Some(1)).then_some(Choice {
        among: Among::AliveOthers,
        when: When::NightAfterFirst,
        really: true,
        ..Choice::of(1, Then::Acts)
    })
}

/// Is a character the pick reaches in play, its jinx with `demon`'s character in force?
fn reaches(state: &GameState, demon: PlayerId) -> bool {
    let Some(id) = state.seat(demon).map(Seat::ability_id) else {
        return false;
    };
    state.seats.iter().any(|s| {
        of(s.ability_id()).is_some_and(|a| a.when_picked_by_demon.is_some())
            && jinx::active(state, id, s.ability_id())
    })
}

/// The Demon's pick (the Leviathan's or the Riot's, `act.character`): in strict mode, only
/// with such a jinx in force, not on the first night, a good player never picked before, once
/// a night. The choice is recorded; with the Demon's ability
/// working, a picked character the jinx reaches uses its ability
/// ([`Ability::when_picked_by_demon`]: the Banshee dies and gains hers, the Farmer, the Sage,
/// the Ravenkeeper use theirs without dying). 001: a drunk or poisoned Demon's pick does
/// nothing.
pub fn pick(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let character = act.character;
    if act.strict {
        if !reaches(state, by) {
            return Err(RuleError::CannotAct {
                character: character.to_string(),
            });
        }
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: character.to_string(),
            });
        }
        let before = state.choices.iter().any(|c| {
            c.by == by
                && c.character == character
                && (c.targets.contains(&target) || c.phase == state.phase)
        });
        let good = state.seat(target).is_some_and(|s| s.is_good());
        if before || !good {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: character.to_string(),
            });
        }
    }
    if !record_choice(state, by, character, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let Some(seat) = state.seat(target) else {
        return Ok(Vec::new());
    };
    let hook = of(seat.ability_id()).and_then(|a| a.when_picked_by_demon);
    match hook {
        Some(uses) if jinx::active(state, character, seat.ability_id()) => {
            Ok(uses(state, target, by))
        }
        _ => Ok(Vec::new()),
    }
}

/// Was `player` picked on night `night` (tonight) by a Demon's pick under its jinx with
/// `partner` (the Sage, the Ravenkeeper waking to use their ability alive)? A Demon whose jinx
/// with them is in force chooses at night only with this pick.
pub fn picked_tonight(state: &GameState, player: PlayerId, partner: &str, night: u32) -> bool {
    state.phase.night_number() == Some(night)
        && state.choices.iter().any(|c| {
            c.phase == state.phase
                && c.worked
                && c.targets.contains(&player)
                && state
                    .character(&c.character)
                    .is_some_and(|d| d.team == Team::Demon)
                && jinx::active(state, &c.character, partner)
        })
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::test_util::P;
    use crate::victory::{check, WinReason};

    const CAST: [&str; 7] = [
        "leviathan",
        "poisoner",
        "chef",
        "empath",
        "monk",
        "soldier",
        "saint",
    ];

    fn execute(g: &mut crate::game::Game, p: u32) {
        g.apply(Command::Override {
            command: Box::new(Command::Execute {
                player: P(p),
                survives: false,
            }),
            reason: "test".into(),
        })
        .unwrap();
    }

    /// Evil wins as the fifth day ends, not before.
    #[test]
    fn evil_wins_after_the_fifth_day() {
        let mut g = custom_game(&CAST);
        g.apply(Command::EndNight).unwrap();
        for _ in 1..5 {
            g.apply(Command::EndDayNoExecution).unwrap();
            assert_eq!(check(g.state()), None);
            g.apply(Command::EndNight).unwrap();
        }
        g.apply(Command::EndDayNoExecution).unwrap();
        assert_eq!(
            check(g.state()).map(|w| w.reason),
            Some(WinReason::DayLimit)
        );
    }

    /// Jinxes with the Sage and the Ravenkeeper: the step the pick makes them take comes after
    /// the Leviathan's on the sheet (the Storyteller does not go back), the night it is made.
    #[test]
    fn a_picked_step_comes_after_the_demon() {
        let mut g = custom_game(&[
            "leviathan",
            "poisoner",
            "chef",
            "sage",
            "empath",
            "soldier",
            "ravenkeeper",
        ]);
        let place = |g: &crate::game::Game, character: &str| {
            crate::night::sheet(g.state())
                .iter()
                .position(|s| s.character.as_deref() == Some(character))
        };
        g.apply(Command::EndNight).unwrap();
        for picked in ["sage", "ravenkeeper"] {
            g.apply(Command::EndDayNoExecution).unwrap();
            assert_eq!(place(&g, picked), None);
            let target = P(if picked == "sage" { 3 } else { 6 });
            g.apply(Command::Act {
                character: "leviathan".into(),
                by: Some(P(0)),
                targets: vec![target],
                guess: None,
            })
            .unwrap();
            let (demon, step) = (place(&g, "leviathan"), place(&g, picked));
            assert!(
                step.is_some() && demon < step,
                "{picked}: {demon:?} {step:?}"
            );
            g.apply(Command::EndNight).unwrap();
        }
    }

    /// One good player executed: nothing; an evil one: nothing; a second good one: evil wins.
    #[test]
    fn a_second_good_execution_wins() {
        let mut g = custom_game(&CAST);
        g.apply(Command::EndNight).unwrap();
        execute(&mut g, 2);
        assert_eq!(check(g.state()), None);
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        execute(&mut g, 1);
        assert_eq!(check(g.state()), None);
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        execute(&mut g, 3);
        assert_eq!(
            check(g.state()).map(|w| w.reason),
            Some(WinReason::GoodExecutions)
        );
    }
}
