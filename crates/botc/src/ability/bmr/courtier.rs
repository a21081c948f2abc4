//! Courtier (Bad Moon Rising, Townsfolk). Character ability text: once per game, at night, she
//! names a character; its player, if it is in play, is drunk for three nights and three days.
//!
//! The character is the act's `guess` (no player is chosen). The drunkenness is a status from
//! the Courtier ending at the third dusk from the night she uses it ([`Duration::Dusks`]), and,
//! like any effect of an ability, earlier if she loses her ability (000/003). The ability is
//! spent whether or not it works: 001: "Un Courtisan empoisonné ne rend aucun rôle ivre", and a
//! once-per-game use made drunk or poisoned is lost. She is marked "No Ability" once it is used.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "courtier",
    once: true,
    choice: Some(Choice {
        guess: true,
        optional: true,
        ..Choice::of(0, Then::Acts)
    }),
    acts: Some(name),
    says: Some(["{by} names{targets}", "{by} nomme{targets}"]),
    ..Ability::PLAIN
};

/// Three nights and three days: the third dusk from the night she uses it.
pub const DRUNK_FOR: Duration = Duration::Dusks(3);

fn name(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?;
    require_night(state, act)?;
    let guess = named_character(state, act, "courtier")?.id;
    if act.strict {
        is_character(state, by, "courtier")?;
        if seat.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: "courtier".into(),
            });
        }
    }
    let worked = ability_works(state, by);
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, "courtier", "No Ability");
    let mut events = vec![Event::AbilitySpent { player: by }];
    let players: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.is(guess))
        .map(|s| s.id)
        .collect();
    if players.is_empty() {
        // Not in play: the use is spent on nothing.
        state.choices.push(Chosen {
            by,
            character: "courtier".into(),
            targets: Vec::new(),
            phase: state.phase,
            worked,
        });
        if !worked {
            events.push(Event::NoEffect {
                player: by,
                reason: NoEffect::Impaired,
            });
        }
    }
    for p in players {
        // 001: placed inert when she is drunk or poisoned.
        events.extend(place_status(state, by, p, StatusKind::Drunk, DRUNK_FOR));
    }
    Ok(events)
}
