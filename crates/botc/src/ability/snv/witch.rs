//! Witch (Sects & Violets, Minion). Character ability text: each night, the Witch chooses a
//! player; if that player nominates tomorrow, they die. With 3 or fewer players alive, the
//! ability does not work.
//!
//! The curse is tonight's choice (kept in `state.choices`, the "Cursed" reminder by the player);
//! it lasts until the next night: only the day after the choice counts. 001: "Une Sorcière
//! sobre maudit une joueuse. Devenue ivre, cette malédiction cesse. Quand elle redevient sobre,
//! la malédiction revient" — so the curse is asked of the Witch's ability when the player
//! nominates (drunk or poisoned then, nobody dies), and a choice made while she was drunk or
//! poisoned curses nobody (001: no effect "ni au moment où elle est utilisée, ni plus tard").
//! The death goes through the one kill path (what keeps a player alive does, 000).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "witch",
    choice: Some(Choice {
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(curse),
    says: Some([
        "{by} (Witch) curses {targets}",
        "{by} (Sorcière) maudit {targets}",
    ]),
    on_nominate: Some(nominated),
    on_death: Some(OnDeath {
        order: 3,
        then: curse_ends,
    }),
    ..Ability::PLAIN
};

/// 000/003: the Witch's death ends her curse; its reminder goes.
fn curse_ends(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player == holder {
        reminder::remove_all(state, "witch", CURSED);
    }
    Reaction::default()
}

/// The official reminder by the cursed player.
const CURSED: &str = "Cursed";

/// Character ability text: the ability does not work with 3 or fewer players alive
/// (Travellers aside, as for the Mayor's three).
pub fn too_few_alive(state: &GameState) -> bool {
    state
        .seats
        .iter()
        .filter(|s| s.alive && !s.traveller)
        .count()
        <= 3
}

/// Tonight's curse: the chosen player, recorded and marked.
fn curse(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    // A new curse: yesterday's has ended (and a choice recorded again tonight replaces the
    // first one).
    reminder::remove_all(state, "witch", CURSED);
    let phase = state.phase;
    state
        .choices
        .retain(|c| !(c.by == by && c.character == "witch" && c.phase == phase));
    let works = record_choice(state, by, "witch", vec![target]);
    reminder::place(state, target, "witch", CURSED);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(Vec::new())
}

/// The player `witch` cursed for today (the choice of the night before), if the curse worked
/// when made.
pub fn cursed_today(state: &GameState, witch: PlayerId) -> Option<PlayerId> {
    let day = state.phase.day_number()?;
    let night = if day == 1 {
        Phase::FirstNight
    } else {
        Phase::Night(day)
    };
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == witch && c.character == "witch" && c.phase == night)
        .filter(|c| c.worked)
        .and_then(|c| c.targets.first().copied())
}

/// The cursed player nominates: they die, while the Witch's ability works and more than 3
/// players live.
fn nominated(
    state: &mut GameState,
    witch: PlayerId,
    nominator: PlayerId,
    _nominee: PlayerId,
) -> Vec<Event> {
    if cursed_today(state, witch) != Some(nominator) {
        return Vec::new();
    }
    if !ability_works(state, witch) {
        return vec![Event::NoEffect {
            player: witch,
            reason: NoEffect::Impaired,
        }];
    }
    if too_few_alive(state) {
        // Character ability text: not with 3 or fewer players alive.
        return vec![Event::NoEffect {
            player: witch,
            reason: NoEffect::Missed,
        }];
    }
    let events = kill(state, nominator, DeathCause::Storyteller);
    if !state.seat(nominator).is_some_and(|s| s.alive) {
        reminder::remove_all(state, "witch", CURSED);
    }
    events
}
