//! Courtier (Bad Moon Rising, Townsfolk). Character ability text: once per game, at night, she
//! names a character; its player, if it is in play, is drunk for three nights and three days.
//!
//! The character is the act's `guess` (no player is chosen). The drunkenness is a status from
//! the Courtier ending at the third dusk from the night she uses it ([`Duration::Dusks`]), and,
//! like any effect of an ability, earlier if she loses her ability (000/003). The ability is
//! spent whether or not it works: 001: "Un Courtisan empoisonné ne rend aucun rôle ivre", and a
//! once-per-game use made drunk or poisoned is lost. She is marked "No Ability" once it is used.
//!
//! Jinx (the Vizier, [`jinx::VIZIER_LOSES`]): the Vizier she makes drunk is told so, woken at her
//! step and shown her token (the step's cards); they still cannot die by day
//! ([`carousel::vizier`]).

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
    cards: Some(cards),
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

/// Jinx ([`jinx::VIZIER_LOSES`]): a player she made drunk tonight whose character is jinxed so
/// with her is woken and shown her token.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(courtier) = step.player else {
        return Vec::new();
    };
    let told = jinx::partners(ABILITY.id, &jinx::VIZIER_LOSES);
    state
        .statuses
        .iter()
        .filter(|s| {
            s.since == state.phase
                && !s.inert
                && s.kind == StatusKind::Drunk
                && matches!(&s.source, Source::Player { player, character } if *player == courtier && character == ABILITY.id)
        })
        .filter(|s| {
            state.seat(s.target).is_some_and(|t| {
                told.iter()
                    .any(|c| t.is(c) && jinx::active(state, ABILITY.id, c))
            })
        })
        .flat_map(|s| {
            [
                Card::Players {
                    players: vec![s.target],
                },
                Card::SelectedYou {
                    character: ABILITY.id.into(),
                },
            ]
        })
        .collect()
}
