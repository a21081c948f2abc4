//! Politician (carousel, Outsider). Character ability text, in our words: if the Politician was
//! the player who did the most to make their own team lose, they change alignment and win with
//! the winners, dead or alive.
//!
//! Who was "most responsible" is the Storyteller's judgement, made once the winner is known: the
//! end of the game (`EndGame`, a win the engine found and the Storyteller confirmed, or one the
//! Storyteller declared) offers a decision for each Politician on the losing side whose ability
//! works (000: an ability that says "even if dead" works dead; 001: a drunk or poisoned
//! Politician's ability does nothing, so none is offered). The decision is kept after the end;
//! its suggestion is the Politician's act (yes: they switch sides and win with the winners),
//! setting it aside says no. The act is recorded, the Politician's alignment becomes the
//! winners', and the end of the game names them among the winners
//! ([`crate::victory::switched_to_winners`]). The win itself stays the winning team's.
//!
//! Jinx (Pit-Hag): an evil player the Pit-Hag turned into the Politician cannot become good by
//! this ability: no decision is offered for them. Left to the Storyteller: the Boffin's jinx
//! (the Boffin is not automated), and the Politician registering as evil to Legion or the Vizier.

use crate::ability::prelude::*;

pub const ID: &str = "politician";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    switches_to_winners: Some(may_switch),
    acts: Some(switch),
    says: Some([
        "{by} (Politician) did the most to make their team lose: switches sides and wins",
        "{by} (Politicien) a le plus contribué à la défaite de son équipe : change de camp et \
         gagne",
    ]),
    ..Ability::PLAIN
};

/// Jinx (Pit-Hag): not an evil player the Pit-Hag made the Politician.
fn may_switch(state: &GameState, player: PlayerId) -> bool {
    state
        .seat(player)
        .is_some_and(|seat| !(seat.is_evil() && snv::pithag::keeps_evil(state, player, ID)))
}

/// The Storyteller judged the Politician the most responsible for their team's loss: strict,
/// the game has ended, the player is the Politician and on the losing side. Working, they take
/// the winners' alignment; otherwise the act is recorded with no effect.
fn switch(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?.clone();
    let Phase::Ended(winner) = state.phase else {
        return Err(RuleError::WrongPhase {
            action: ID,
            phase: state.phase,
        });
    };
    let losing = seat.is_good() != (winner == Alignment::Good);
    if act.strict {
        is_character(state, by, ID)?;
        if !losing {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
    }
    let works = ability_works(state, by) && may_switch(state, by);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: vec![by],
        phase: state.phase,
        worked: works,
    });
    state.pending.retain(|p| {
        !matches!(&p.kind, PendingKind::Chooses { player, character } if *player == by && character == ID)
    });
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    state.seat_mut(by).unwrap().alignment = Some(winner);
    Ok(vec![Event::AlignmentChanged { player: by }])
}

#[cfg(test)]
mod tests {
    use crate::character::{Alignment, Edition};
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::pending::PendingKind;
    use crate::test_util::*;
    use crate::victory;

    fn game() -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "lleech",
                "widow",
                "politician",
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

    fn offered(g: &crate::Game) -> Option<usize> {
        g.state().pending.iter().position(|p| {
            matches!(&p.kind, PendingKind::Chooses { character, .. } if character == "politician")
        })
    }

    /// Evil wins: the decision is offered after the end; the Storyteller's yes makes the
    /// Politician evil and names them among the winners, undo takes it back.
    #[test]
    fn switches_when_judged_most_responsible() {
        let mut g = game();
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        let i = offered(&g).expect("offered");
        g.apply(Command::Decide { index: i, pick: 0 }).unwrap();
        assert_eq!(
            g.state().seat(P(2)).unwrap().alignment,
            Some(Alignment::Evil)
        );
        assert_eq!(victory::switched_to_winners(g.state()), vec![P(2)]);
        assert!(g.state().pending.is_empty());
        g.undo();
        assert!(offered(&g).is_some());
        assert!(victory::switched_to_winners(g.state()).is_empty());
    }

    /// Good wins: the Politician won already, nothing is offered; a dead Politician on the
    /// losing side is offered (000: "even if dead"), a poisoned one is not (001).
    #[test]
    fn only_on_the_losing_side_and_working() {
        let mut g = game();
        g.apply(Command::EndGame {
            winner: Alignment::Good,
            reason: None,
        })
        .unwrap();
        assert!(offered(&g).is_none());

        let mut g = game();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        assert!(offered(&g).is_some());

        let mut g = game();
        poison(&mut g, P(2));
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        assert!(offered(&g).is_none());
    }

    /// The switch after the end travels in a game link and a saved game, and comes back the
    /// same; a game ended before the switch existed loads with the decision waiting.
    #[test]
    fn the_switch_keeps_through_links_and_saves() {
        let mut g = game();
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        let before = g.clone();
        let i = offered(&g).unwrap();
        g.apply(Command::Decide { index: i, pick: 0 }).unwrap();
        let back = crate::share::decode_game(&crate::share::encode_game(&g)).unwrap();
        assert_eq!(back.state(), g.state());
        let saved: crate::Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        assert_eq!(saved.state(), g.state());
        let older: crate::Game =
            serde_json::from_str(&serde_json::to_string(&before).unwrap()).unwrap();
        assert!(offered(&older).is_some());
    }

    /// Setting the decision aside says no: the Politician stays good, and after the end no
    /// other act is allowed than the Politician's.
    #[test]
    fn set_aside_says_no() {
        let mut g = game();
        g.apply(Command::EndGame {
            winner: Alignment::Evil,
            reason: None,
        })
        .unwrap();
        let i = offered(&g).unwrap();
        g.apply(Command::DismissPending { index: i }).unwrap();
        assert_eq!(
            g.state().seat(P(2)).unwrap().alignment,
            Some(Alignment::Good)
        );
        let other = Command::Act {
            character: "knight".into(),
            by: Some(P(6)),
            targets: vec![P(0), P(1)],
            guess: None,
        };
        assert_eq!(g.apply(other).unwrap_err().code(), "WrongPhase");
    }
}
