//! Sailor (Bad Moon Rising, Townsfolk). Each night he chooses a living player: either that
//! player or the Sailor himself is drunk until dusk, the Storyteller's choice (000: "Si une
//! capacité ne mentionne pas « choisissez », c'est le Conteur qui décide" — a pending
//! decision). While his ability works he cannot die, by any means (character ability text):
//! the one kill path asks him ([`crate::death::keeper`]). 001: a drunk or poisoned Sailor has
//! no ability, so he can die — his own drunkenness included.

use crate::ability::prelude::*;

const CHOICE: Choice = Choice {
    among: Among::Alive,
    when: When::Night,
    ..Choice::of(1, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: "sailor",
    choice: Some(CHOICE),
    acts: Some(drink),
    says: Some(["{by} drinks with {targets}", "{by} boit avec {targets}"]),
    keeps_alive: Some(himself),
    ..Ability::PLAIN
};

/// The Sailor cannot die while his ability works (asked only then).
fn himself(_: &GameState, holder: PlayerId, target: PlayerId, _: &DeathCause) -> bool {
    holder == target
}

/// The choice is recorded; which of the two is drunk until dusk waits for the Storyteller.
/// The chosen player's drunkenness comes from the Sailor (it ends if his ability does, 000);
/// his own is the Storyteller's token, since a drunk Sailor has no ability to keep it going.
/// A drunk or poisoned Sailor's choice makes nobody drunk (001).
fn drink(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let works = record_choice(state, by, "sailor", vec![target]);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let drunk = |who: PlayerId, source: Option<PlayerId>| Command::SetStatus {
        target: who,
        kind: StatusKind::Drunk,
        source,
        duration: Duration::UntilDusk,
        about: None,
    };
    let mut suggestions = Vec::new();
    if target != by {
        suggestions.push(drunk(target, Some(by)));
    }
    suggestions.push(drunk(by, None));
    Ok(vec![learn::offer_decision(
        state,
        by,
        "sailor",
        suggestions,
    )])
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::death::{attack_outcome, DeathCause};
    use crate::night::KillOutcome;
    use crate::seat::PlayerId as P;
    use crate::status::is_drunk;
    use crate::test_util::*;

    /// A sober Sailor cannot die, executed or attacked; once he is drunk by his own choice, he
    /// can.
    #[test]
    fn sober_sailor_cannot_die() {
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "sailor",
            "chambermaid",
            "exorcist",
            "gambler",
            "fool",
        ]);
        assert_eq!(
            attack_outcome(g.state(), P(0), P(2)),
            KillOutcome::KeptAlive
        );
        g.apply(Command::act("sailor", P(2), P(3))).unwrap();
        // Pick 1: the Sailor himself is drunk.
        g.apply(Command::Decide { index: 0, pick: 1 }).unwrap();
        assert!(is_drunk(g.state(), P(2)) && !is_drunk(g.state(), P(3)));
        assert_eq!(attack_outcome(g.state(), P(0), P(2)), KillOutcome::Dies);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(4),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        assert!(!is_drunk(g.state(), P(2)), "until dusk");
        assert_eq!(
            attack_outcome(g.state(), P(0), P(2)),
            KillOutcome::KeptAlive
        );
    }
}
