//! Hatter (carousel, Outsider). Character ability text, in our words: on the night after the
//! Hatter dies (by day or that night), the Minions and the Demon may each swap to another
//! character of their own type, no two the same.
//!
//! The Hatter's death while the ability works (the one kill path or the Storyteller's record,
//! any cause) marks them "Tea Party Tonight" ([`OnDeath`]); that night (the night following a
//! death by day, or the night of the death) the Hatter's step is on the sheet, the
//! Storyteller's (the Hatter does not wake; the Minions and the Demon do, with the step's
//! prompt). Each swap is recorded with the character change command (`change_character`:
//! alignment unchanged, 001); whether the new character fits (same type, not in play, no two
//! the same) and its jinxes (Legion, Lil' Monsta, Summoner) are the Storyteller's.
//! Jinx with the Leviathan (official jinx list, [`crate::jinx`]): at a tea party after day 5,
//! a change into the Leviathan is refused in strict mode ([`Ability::refuses_change`]); an
//! override records it.
//! The reminder goes as the next day begins ([`Ability::when_phase_starts`]). 001: a drunk or
//! poisoned Hatter's death holds no tea party (no reminder, no step).

use crate::ability::prelude::*;

pub const ID: &str = "hatter";
const TEA_PARTY: &str = "Tea Party Tonight";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(tea_party_tonight),
    storyteller_step: true,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    when_phase_starts: Some(party_over),
    refuses_change: Some(too_late),
    ..Ability::PLAIN
};

/// The Hatter died while the ability worked ("Tea Party Tonight") on night `night` or on the
/// day before it.
fn tea_party_tonight(state: &GameState, seat: &Seat, night: u32) -> bool {
    let marked = state
        .reminders
        .iter()
        .any(|r| r.player == seat.id && r.character == ID && r.reminder == TEA_PARTY);
    marked
        && state.deaths.iter().any(|d| {
            d.player == seat.id
                && (d.phase.night_number() == Some(night) || d.phase == Phase::Day(night - 1))
        })
}

/// Tonight's tea party comes after the last day of `character` (the Leviathan's fifth), its
/// jinx with the Hatter on the script: the change is refused.
fn too_late(
    state: &GameState,
    hatter: PlayerId,
    _: PlayerId,
    character: &str,
) -> Option<RuleError> {
    let night = state.phase.night_number()?;
    let last = of(character)?.evil_wins_after_day?;
    let party = tea_party_tonight(state, state.seat(hatter)?, night);
    (party && night > last && jinx::pair(&state.script, ID, character).is_some()).then(|| {
        RuleError::NamedNotAllowed {
            character: ID.into(),
            named: character.into(),
        }
    })
}

/// Died while the ability works: "Tea Party Tonight".
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player == holder && ability_works(state, holder) {
        reminder::place(state, holder, ID, TEA_PARTY);
    }
    Reaction::default()
}

/// As a day begins, last night's tea party is over.
fn party_over(state: &mut GameState, _holder: PlayerId) -> Vec<Event> {
    if state.phase.is_day() {
        reminder::remove_all(state, ID, TEA_PARTY);
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::night::{sheet, StepKind};
    use crate::test_util::*;

    fn hatter_wakes(g: &crate::Game) -> bool {
        sheet(g.state())
            .iter()
            .any(|s| s.kind == StepKind::Character && s.character.as_deref() == Some(super::ID))
    }

    /// Dead by day: the step that night, not the night after; the reminder gone at dawn.
    #[test]
    fn one_tea_party_the_night_after_the_death() {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "imp",
                "widow",
                "hatter",
                "noble",
                "knight",
                "steward",
                "fisherman",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        assert!(hatter_wakes(&g));
        g.apply(Command::EndNight).unwrap();
        assert!(g.state().reminders.iter().all(|r| r.character != super::ID));
        g.apply(Command::EndDay).unwrap();
        assert!(!hatter_wakes(&g));
    }
}
