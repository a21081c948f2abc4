//! Alsaahir (carousel, Townsfolk). Character ability text, in our words: once each day, the
//! Alsaahir may say in public which players they believe are the Minions and which is the
//! Demon; if they are all right, good wins.
//!
//! The guess is recorded by day as the Alsaahir's act: the first player named is the one
//! guessed to be the Demon, the others those guessed to be the Minions (the seat offers it by
//! day while the Alsaahir lives and has not guessed today, [`Ability::guesses_evil_team`]). It is right when the first player is the one Demon in play and the others are
//! exactly the Minions in play, the dead included (a player's character now, not what they may
//! register as: 002, a registration is the Storyteller's call, so a Recluse or a Spy named is
//! theirs to judge). Right while the ability works (alive, sober and healthy, 001): good wins
//! ([`WinReason::EvilTeamGuessed`], offered as every win is). Strict: by day, by the Alsaahir,
//! at least one player, no one twice, once a day (`AbilityAlreadyUsed`); a dead, drunk or
//! poisoned Alsaahir's guess is recorded and does nothing.
//!
//! Lil' Monsta's babysitter is the Demon (its character text, data/carousel_evil.rs: the
//! Minion minding it "counts as the Demon"; [`GameState::of_team`]): the guess is right when
//! it names the babysitter of the moment first and the other Minions after (the babysitter is
//! a Minion too, named once). No babysitter recorded: no Demon, the Storyteller's call.
//!
//! Left to the Storyteller: a game with more than one Demon, or none (the guess cannot say
//! which of several are Demons: recorded, not judged; the Storyteller may declare the win),
//! and the Vizier's jinx.

use crate::ability::prelude::*;

pub const ID: &str = "alsaahir";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    acts: Some(guess),
    guesses_evil_team: true,
    says: Some([
        "{by} (Alsaahir) publicly guesses the Demon, then the Minions: {targets}",
        "{by} (Alsaahir) devine publiquement le Démon, puis les Sbires : {targets}",
    ]),
    ..Ability::PLAIN
};

/// Has `player` guessed as the Alsaahir today?
pub fn guessed_today(state: &GameState, player: PlayerId) -> bool {
    state
        .choices
        .iter()
        .any(|c| c.by == player && c.character == ID && c.phase == state.phase)
}

/// Is this guess (the Demon first, then the Minions) right? `None` when the game has not
/// exactly one Demon: the Storyteller's call.
pub fn right(state: &GameState, targets: &[PlayerId]) -> Option<bool> {
    let of_team =
        |team: Team| -> Vec<PlayerId> { state.of_team(team).iter().map(|s| s.id).collect() };
    let demons = of_team(Team::Demon);
    let [demon] = demons.as_slice() else {
        return None;
    };
    let (first, rest) = targets.split_first()?;
    // Lil' Monsta's babysitter is the Demon and a Minion: named once, as the Demon.
    let mut minions = of_team(Team::Minion);
    minions.retain(|m| m != demon);
    let mut named = rest.to_vec();
    minions.sort();
    named.sort();
    Some(first == demon && named == minions)
}

fn guess(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let me = state.require(by)?.clone();
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        if !state.phase.is_day() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        is_character(state, by, ID)?;
        if act.targets.is_empty() {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed: 1,
                got: 0,
            });
        }
        if let Some((_, t)) = act
            .targets
            .iter()
            .enumerate()
            .find(|(i, t)| act.targets[..*i].contains(t))
        {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(*t),
                character: ID.into(),
            });
        }
        if guessed_today(state, by) {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: ID.into(),
            });
        }
    }
    let works = record_choice(state, by, ID, act.targets.to_vec());
    if !me.alive {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Dead,
        }]);
    }
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    match right(state, act.targets) {
        Some(true) => {
            state.ability_wins.push(Win {
                winner: Alignment::Good,
                reason: WinReason::EvilTeamGuessed,
            });
            Ok(Vec::new())
        }
        Some(false) => Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Missed,
        }]),
        None => Ok(Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    use crate::character::{Alignment, Edition};
    use crate::command::Command;
    use crate::test_util::*;
    use crate::victory::{self, WinReason};

    fn game() -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "imp",
                "widow",
                "alsaahir",
                "noble",
                "poisoner",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        to_day(&mut g);
        g
    }

    fn guess(targets: &[u32]) -> Command {
        Command::Act {
            character: "alsaahir".into(),
            by: Some(P(2)),
            targets: targets.iter().map(|t| P(*t)).collect(),
            guess: None,
        }
    }

    /// The Demon first, then the Minions in any order: good wins.
    #[test]
    fn a_right_guess_wins() {
        let mut g = game();
        g.apply(guess(&[0, 4, 1])).unwrap();
        let w = victory::check(g.state()).unwrap();
        assert_eq!(
            (w.winner, w.reason),
            (Alignment::Good, WinReason::EvilTeamGuessed)
        );
    }

    /// The Demon named as a Minion, or a Minion left out: wrong; once a day only.
    #[test]
    fn wrong_guesses_and_once_a_day() {
        let mut g = game();
        g.apply(guess(&[1, 0, 4])).unwrap();
        assert!(victory::check(g.state()).is_none());
        assert_eq!(
            g.apply(guess(&[0, 1, 4])).unwrap_err().code(),
            "AbilityAlreadyUsed"
        );
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(guess(&[0, 1])).unwrap();
        assert!(victory::check(g.state()).is_none());
        assert_eq!(
            g.apply(guess(&[0, 0])).unwrap_err().code(),
            "ChoiceNotAllowed"
        );
    }
}
