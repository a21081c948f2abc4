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
//! the same) is the Storyteller's call. Official jinxes: Legion chosen makes every evil player
//! Legion, and with Legion in play the Hatter's death holds no tea party; the Demon choosing
//! Lil' Monsta is offered a Minion to become (a decision); a second Demon summoned by the
//! Summoner leaves tonight's deaths to the Storyteller ([`carousel::summoner`]). The
//! Leviathan: at a tea party after day 5, a change into the Leviathan is refused in strict
//! mode ([`Ability::refuses_change`]); an override records it.
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
    refresh: Some(new_characters_at_the_party),
    refuses_change: Some(too_late),
    ..Ability::PLAIN
};

const LEGION: &str = "legion";
const LIL_MONSTA: &str = "lilmonsta";

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

/// Died while the ability works: "Tea Party Tonight"; not with Legion in play (official jinx
/// Hatter & Legion: the Hatter has no ability).
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let legion = jinx::active(state, ID, LEGION);
    if died.player == holder && ability_works(state, holder) && !legion {
        reminder::place(state, holder, ID, TEA_PARTY);
    }
    Reaction::default()
}

/// At the tea party (the reminder on the holder), what the new characters bring with the
/// official jinxes: Legion chosen, every evil player becomes Legion (Hatter & Legion); Lil'
/// Monsta chosen by the Demon, the Storyteller is offered which Minion (of the script, not in
/// play) that player becomes (Hatter & Lil' Monsta), until settled.
fn new_characters_at_the_party(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let party = state
        .reminders
        .iter()
        .any(|r| r.player == holder && r.character == ID && r.reminder == TEA_PARTY);
    if !party {
        return Vec::new();
    }
    let mut events = Vec::new();
    let legion_made = state
        .changes
        .iter()
        .any(|c| c.to == LEGION && c.phase == state.phase);
    if legion_made && jinx::scripted(state, ID, LEGION) {
        events.extend(carousel::legion::every_evil_player_becomes_legion(state));
    }
    if !jinx::scripted(state, ID, LIL_MONSTA) {
        return events;
    }
    let became: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is(LIL_MONSTA))
        .map(|s| s.id)
        .collect();
    for p in became {
        let kind = PendingKind::Chooses {
            player: p,
            character: ID.into(),
        };
        if state.pending.iter().any(|x| x.kind == kind) {
            continue;
        }
        let minions: Vec<Command> = state
            .script
            .characters()
            .into_iter()
            .filter(|d| d.team == Team::Minion && !state.in_play(d.id))
            .map(|d| Command::ChangeCharacter {
                player: p,
                character: d.id.into(),
            })
            .collect();
        state.pending.push(Pending {
            kind: kind.clone(),
            suggestions: minions,
        });
        events.push(Event::PendingAdded { kind });
    }
    events
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
