//! Leviathan (carousel, Demon). Character ability text: the whole town knows a Leviathan is in
//! play; evil wins once more than one good player has been executed, and once the fifth day is
//! over. It kills no one.
//!
//! - It wakes at its places with its prompts (the announcement at the first dawn, the day
//!   token) and chooses nothing: the Demons' plain attack is not offered.
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
//! - The jinxes (the Mayor's on day 5, the Ravenkeeper's, the Monk's…) stay with the
//!   Storyteller, shown as text.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "leviathan",
    evil_wins_after_day: Some(5),
    evil_wins_at_good_executions: Some(2),
    ..Ability::PLAIN
};

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
