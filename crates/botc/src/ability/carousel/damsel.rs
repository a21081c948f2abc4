//! Damsel (carousel, Outsider). Character ability text, in our words: every Minion knows that a
//! Damsel is in play; if a Minion publicly guesses who she is, evil wins; the Minions have one
//! guess between them.
//!
//! The Minions are shown the Damsel token at her step (the Storyteller's: she does not wake):
//! on the first night, and on a later night when a player became the Damsel since the night
//! before. A public guess is recorded as the Damsel's act with the guessing Minion as `by` and
//! the player named as the target (the day panel offers it, [`Ability::called_by_day`]); a
//! guess may be made at any time, by a living or dead Minion. Strict: the game is under way and
//! the guesser is a Minion (a Demon posing as one guesses nothing). The first guess spends the
//! one guess ("Guess Used" by the Damsel); a later one has no effect. Right while her ability
//! works (alive, sober and healthy, 001), evil wins ([`WinReason::Damsel`]); right while it
//! does not, the guess is spent for nothing.
//!
//! Jinx (the Spy, the Widow): while that Minion is in play, or once it has been (a player who
//! was it changed character), the Damsel is poisoned: a status her own ability keeps on her
//! ([`Ability::refresh`]), placed once for as long as she lives as the Damsel. Left to the
//! Storyteller: the Pit-Hag's jinx (she picks who becomes the Damsel).

use crate::ability::prelude::*;

pub const ID: &str = "damsel";
const GUESS_USED: &str = "Guess Used";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(wakes),
    storyteller_step: true,
    cards: Some(|_, _| {
        vec![Card::Character {
            character: ID.into(),
        }]
    }),
    called_by_day: Some(1),
    refresh: Some(poisoned_by_jinx),
    acts: Some(guess),
    says: Some([
        "{by} publicly guesses that {targets} is the Damsel",
        "{by} devine publiquement que {targets} est la Demoiselle",
    ]),
    ..Ability::PLAIN
};

/// The Minions learn of her on the first night, and on a later night when this player became
/// the Damsel since the night before.
fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    if night == 1 {
        return true;
    }
    let since = [Phase::Day(night - 1), Phase::Night(night)];
    state
        .changes
        .iter()
        .any(|c| c.player == seat.id && c.to == ID && since.contains(&c.phase))
}

/// Jinx (the Spy, the Widow: [`jinx::DAMSEL_POISONED`]): one of those Minions is or was in
/// play.
fn poisoning_minion(state: &GameState) -> bool {
    jinx::partners(ID, &jinx::DAMSEL_POISONED)
        .iter()
        .any(|m| jinx::active(state, ID, m) || state.changes.iter().any(|c| c.from == *m))
}

/// The jinx's poison on the Damsel, placed once for her character (a status from her own
/// ability stands while she lives as the Damsel, 000/003).
fn poisoned_by_jinx(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let Some(seat) = state.seat(holder).filter(|s| s.is(ID)) else {
        return Vec::new();
    };
    let epoch = seat.epoch;
    let source = Source::Player {
        player: holder,
        character: ID.into(),
    };
    let placed = state.statuses.iter().any(|s| {
        s.target == holder
            && s.kind == StatusKind::Poisoned
            && s.source == source
            && s.source_epoch == epoch
    });
    if placed || !poisoning_minion(state) {
        return Vec::new();
    }
    state.statuses.push(Status {
        target: holder,
        kind: StatusKind::Poisoned,
        source,
        duration: Duration::Permanent,
        source_epoch: epoch,
        inert: false,
        since: state.phase,
        about: None,
    });
    vec![Event::StatusPlaced {
        player: holder,
        kind: StatusKind::Poisoned,
        inert: false,
    }]
}

/// Has a Minion guessed already (one guess between them)?
pub fn guessed(state: &GameState) -> bool {
    state.choices.iter().any(|c| c.character == ID)
}

fn guess(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let guesser = state.require(by)?.clone();
    state.require(target)?;
    if act.strict {
        if !state.phase.in_play() {
            return Err(RuleError::WrongPhase {
                action: ID,
                phase: state.phase,
            });
        }
        if guesser.team() != Some(Team::Minion) {
            return Err(RuleError::NotCharacter {
                name: guesser.name,
                expected: "minion".into(),
            });
        }
    }
    let first = !guessed(state);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: vec![target],
        phase: state.phase,
        worked: true,
    });
    if !first {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::AlreadyUsed,
        }]);
    }
    if let Some(damsel) = state.find(ID).map(|s| s.id) {
        reminder::place(state, damsel, ID, GUESS_USED);
    }
    let t = state.require(target)?;
    let right = t.is(ID);
    if !right {
        return Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        }]);
    }
    if !ability_works(state, target) {
        return Ok(vec![Event::NoEffect {
            player: target,
            reason: NoEffect::Impaired,
        }]);
    }
    state.ability_wins.push(Win {
        winner: Alignment::Evil,
        reason: WinReason::Damsel,
    });
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use crate::character::{Alignment, Edition};
    use crate::command::Command;
    use crate::test_util::*;
    use crate::victory;

    fn game() -> crate::Game {
        game_with("harpy")
    }

    fn game_with(minion: &str) -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "lleech",
                minion,
                "damsel",
                "noble",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        to_day(&mut g);
        g
    }

    fn guess(by: u32, target: u32) -> Command {
        Command::Act {
            character: "damsel".into(),
            by: Some(P(by)),
            targets: vec![P(target)],
            guess: None,
        }
    }

    /// A wrong guess spends the Minions' one guess: a right one after it wins nothing.
    #[test]
    fn one_guess_between_the_minions() {
        let mut g = game();
        g.apply(guess(1, 3)).unwrap();
        assert!(victory::check(g.state()).is_none());
        g.apply(guess(1, 2)).unwrap();
        assert!(victory::check(g.state()).is_none());
    }

    /// A Demon's guess is refused: only a Minion guesses.
    #[test]
    fn only_a_minion_guesses() {
        let mut g = game();
        assert_eq!(g.apply(guess(0, 2)).unwrap_err().code(), "NotCharacter");
        g.apply(guess(1, 2)).unwrap();
        assert_eq!(
            victory::check(g.state()).map(|w| w.winner),
            Some(Alignment::Evil)
        );
    }

    /// Jinx (the Widow): the Damsel is poisoned, so a right guess wins nothing; her poison
    /// stands when the Widow dies.
    #[test]
    fn poisoned_with_the_widow() {
        let mut g = game_with("widow");
        assert!(crate::status::is_poisoned(g.state(), P(2)));
        g.apply(Command::Die {
            player: P(1),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(crate::status::is_poisoned(g.state(), P(2)));
        g.apply(guess(1, 2)).unwrap();
        assert!(victory::check(g.state()).is_none());
        assert!(!crate::status::is_poisoned(game().state(), P(2)));
    }
}
