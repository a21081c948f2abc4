//! Acrobat (carousel, Townsfolk). Character ability text: each night but the first, the
//! Acrobat picks a player; if that player is drunk or poisoned that night, whether already or
//! later in the night, the Acrobat dies.
//!
//! The pick is recorded as [`Command::Act`] and marks the player "Chosen". The engine knows who
//! is drunk or poisoned (the statuses in force, the Drunk's own character), so it resolves the
//! ability itself, at once and for the rest of the night ([`Ability::refresh`], asked after
//! every command): at the pick if the player is drunk or poisoned then, or at the first later
//! command of the night that makes them so (a Sweetheart's death, the Storyteller's status).
//! Resolving as soon as it is true, rather than only at dawn, catches a poison that starts
//! and ends within the night (the Poisoner who dies before dawn) and puts the death at its
//! place in the night. The Acrobat then dies through the kill path (a Sailor or an Innkeeper's
//! protection keeps him alive), marked "Dead"; the "Chosen" mark is taken off, so the ability
//! acts once a night.
//!
//! 001: a pick made while the Acrobat is drunk or poisoned does nothing, then or later, and an
//! Acrobat drunk or poisoned when the player becomes so does not die of it. A player who only
//! might register as something else has no bearing here: drunkenness and poison do not
//! register (the Recluse's and the Spy's registrations are of alignment and character).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "acrobat",
    choice: Some(Choice {
        when: When::NightAfterFirst,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(pick),
    says: Some(["{by} watches {targets}", "{by} observe {targets}"]),
    refresh: Some(falls),
    ..Ability::PLAIN
};

/// The official reminder on tonight's pick.
const CHOSEN: &str = "Chosen";
/// The official reminder on the Acrobat killed by the ability.
const DEAD: &str = "Dead";

/// The pick is recorded (with whether the Acrobat's ability worked) and marked "Chosen".
fn pick(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    record_choice(state, by, ABILITY.id, vec![target]);
    reminder::remove_all(state, ABILITY.id, CHOSEN);
    reminder::place(state, target, ABILITY.id, CHOSEN);
    Ok(Vec::new())
}

/// Tonight's pick by `acrobat`, made while the ability worked, still marked "Chosen".
fn pick_tonight(state: &GameState, acrobat: PlayerId) -> Option<PlayerId> {
    if !state.phase.is_night() {
        return None;
    }
    let c = state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == acrobat && c.character == ABILITY.id && c.phase == state.phase)?;
    let target = *c.targets.first()?;
    let marked = state
        .reminders
        .iter()
        .any(|r| r.player == target && r.character == ABILITY.id && r.reminder == CHOSEN);
    (c.worked && marked).then_some(target)
}

/// The player picked tonight is drunk or poisoned, and the Acrobat's ability works: he dies.
fn falls(state: &mut GameState, acrobat: PlayerId) -> Vec<Event> {
    let Some(target) = pick_tonight(state, acrobat) else {
        return Vec::new();
    };
    if !is_impaired(state, target) || !ability_works(state, acrobat) {
        return Vec::new();
    }
    reminder::remove_all(state, ABILITY.id, CHOSEN);
    reminder::place(state, acrobat, ABILITY.id, DEAD);
    kill(state, acrobat, DeathCause::Storyteller)
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::status::{Duration, StatusKind};
    use crate::test_util::*;

    /// A poison placed later in the night, after the pick, kills the Acrobat then; once.
    #[test]
    fn a_poison_later_in_the_night_kills_him() {
        let mut g = custom_game(&[
            "imp", "poisoner", "acrobat", "chef", "empath", "monk", "saint",
        ]);
        next_night(&mut g);
        g.apply(Command::act("acrobat", P(2), P(3))).unwrap();
        assert!(g.state().seats[2].alive);
        g.apply(Command::SetStatus {
            target: P(3),
            kind: StatusKind::Poisoned,
            source: None,
            duration: Duration::UntilDusk,
            about: None,
        })
        .unwrap();
        assert!(!g.state().seats[2].alive);
        assert_eq!(g.state().deaths.len(), 1);
        g.apply(Command::Revive { player: P(2) }).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert!(g.state().seats[2].alive);
    }
}
