//! Pixie (Townsfolk, outside the base editions). Character ability text: on the first night
//! the Pixie is shown one Townsfolk in play; if they are "mad" about being that character, they
//! gain its ability when its player dies.
//!
//! The first night the sheet suggests the first Townsfolk in play clockwise from the Pixie,
//! never the Pixie itself; any Townsfolk a player has is judged true ([`Ability::judges`]).
//! 001: drunk or poisoned, a Townsfolk not in play is suggested, flagged. Being told a
//! Townsfolk that a player has, while the ability works, marks that player with the Pixie's
//! "Mad" reminder (`on_told`; the Storyteller may also place it by hand); told while drunk or
//! poisoned, the ability does nothing, then or later (001), so nobody is marked.
//!
//! Whether the Pixie was mad enough is the Storyteller's judgement, asked when the marked
//! player dies (any death, through the one kill path, [`OnDeath`]) while the Pixie lives with
//! their ability working and has gained nothing yet: a pending decision whose one suggestion is
//! the gain, recorded as [`Command::Act`] of the Pixie with no `by` and the Pixie as the target
//! (dismiss it when the Pixie was not mad). The Pixie gains the ability of the character they
//! were shown (or, with nothing recorded, the marked player's) as the Philosopher does
//! ([`Seat::gained`], "Has Ability"): they stay the Pixie to every other ability and wake at
//! the gained character's place (000/003: a first-night ability gained functions the next
//! night, or tonight if its place is still ahead); a once-per-game ability gained is fresh.
//! 001: drunk, poisoned or dead when the Storyteller records the gain, it has no effect.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "pixie",
    learns: Some(learns),
    false_answer: not_in_play,
    judges: Some(judge),
    on_told: Some(mark_mad),
    on_death: Some(OnDeath {
        order: 3,
        then: offer_gain,
    }),
    acts: Some(gain),
    says_for_storyteller: Some([
        "Pixie: {targets} gains that character's ability (was mad about being it)",
        "Lutin : {targets} gagne la capacité de ce rôle (était fou d'être ce rôle)",
    ]),
    ..Ability::PLAIN
};

/// The reminder on the player whose character the Pixie was shown.
pub const MAD: &str = "Mad";
/// The reminder on the Pixie once they have gained that ability.
pub const HAS_ABILITY: &str = "Has Ability";

/// The Townsfolk players other than the Pixie, clockwise from them.
fn townsfolk_others<'a>(state: &'a GameState, pixie: &'a Seat) -> Vec<&'a Seat> {
    let n = state.seats.len();
    let start = state.index_of(pixie.id).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| s.team() == Some(Team::Townsfolk) && !s.is(ABILITY.id))
        .collect()
}

/// The first Townsfolk in play clockwise from the Pixie, not the Pixie itself.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    match townsfolk_others(state, seat).first() {
        Some(s) => NightInfo::Characters {
            characters: vec![s.character_id().to_string()],
        },
        None => NightInfo::Nothing,
    }
}

/// 001: a Townsfolk nobody has.
fn not_in_play(state: &GameState, _seat: &Seat, _truth: &NightInfo) -> Option<NightInfo> {
    let wrong = learn::not_in_play(state, Team::Townsfolk, Some(ABILITY.id))?;
    Some(NightInfo::Characters {
        characters: vec![wrong],
    })
}

/// The one character token shown, if the information is one.
fn shown_character(info: &Info) -> Option<&str> {
    match info {
        Info::Character { character } => Some(character),
        Info::Characters { characters } if characters.len() == 1 => Some(&characters[0]),
        _ => None,
    }
}

/// One Townsfolk token that another player has is true; anything else is false.
fn judge(state: &GameState, step: &NightStep, _chosen: &[PlayerId], info: &Info) -> Verdict {
    let Some(pixie) = step.player.and_then(|p| state.seat(p)) else {
        return Verdict::Unknown;
    };
    match shown_character(info) {
        Some(c) if townsfolk_others(state, pixie).iter().any(|s| s.is(c)) => Verdict::True,
        _ => Verdict::False,
    }
}

/// Told a Townsfolk a player has, while the ability works: that player is marked "Mad".
fn mark_mad(state: &mut GameState, pixie: PlayerId, info: &Info) -> Vec<Event> {
    let Some(seat) = state.seat(pixie) else {
        return Vec::new();
    };
    let Some(c) = shown_character(info) else {
        return Vec::new();
    };
    let marked = townsfolk_others(state, seat)
        .into_iter()
        .find(|s| s.is(c))
        .map(|s| s.id);
    if let (Some(p), true) = (marked, ability_works(state, pixie)) {
        reminder::remove_all(state, ABILITY.id, MAD);
        reminder::place(state, p, ABILITY.id, MAD);
    }
    Vec::new()
}

/// The player marked "Mad".
fn marked(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == MAD)
        .map(|r| r.player)
}

/// The character the Pixie was shown (the last recorded at their step), else the marked
/// player's.
fn character_shown(state: &GameState, pixie: PlayerId) -> Option<String> {
    state
        .told
        .iter()
        .rev()
        .filter(|t| t.player == pixie && t.character == ABILITY.id)
        .find_map(|t| shown_character(&t.info).map(str::to_string))
        .or_else(|| {
            let p = marked(state)?;
            state.seat(p).map(|s| s.character_id().to_string())
        })
}

/// The gain the Storyteller records, for the pending decision.
/// It names the character, so the decision says which ability is gained.
fn gain_command(pixie: PlayerId, character: Option<String>) -> Command {
    Command::Act {
        character: ABILITY.id.into(),
        by: None,
        targets: vec![pixie],
        guess: character,
    }
}

/// The marked player died: was the Pixie mad about being that character? The Storyteller's
/// decision, offered while the Pixie lives with their ability working and nothing gained.
fn offer_gain(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let Some(seat) = state.seat(holder) else {
        return Reaction::default();
    };
    let waiting = state.pending.iter().any(|p| {
        p.suggestions.iter().any(|c| {
            matches!(c, Command::Act { character, by: None, targets, .. }
                    if character == ABILITY.id && targets == &[holder])
        })
    });
    if marked(state) != Some(died.player)
        || !seat.is(ABILITY.id)
        || !seat.alive
        || seat.gained.is_some()
        || waiting
        || !ability_works(state, holder)
    {
        return Reaction::default();
    }
    Reaction {
        events: vec![learn::offer_decision(
            state,
            holder,
            ABILITY.id,
            vec![gain_command(holder, character_shown(state, holder))],
        )],
        triggers: vec![],
    }
}

/// The Storyteller records that the Pixie was mad: they gain the ability of the character
/// shown. Strict: recorded by the Storyteller (no `by`), for the real Pixie, who has gained
/// nothing yet, once the marked player is dead; an override may name the character (`guess`).
fn gain(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let pixie = act.target()?;
    let seat = state.require(pixie)?.clone();
    let nothing = || RuleError::CannotAct {
        character: ABILITY.id.into(),
    };
    let character = match (act.strict, act.guess) {
        (false, Some(g)) => Some(g.to_string()),
        _ => character_shown(state, pixie),
    };
    let character = character.ok_or_else(nothing)?;
    let def = state
        .character(&character)
        .ok_or_else(|| RuleError::UnknownCharacter {
            id: character.clone(),
        })?;
    if act.strict {
        if act.by.is_some() || seat.gained.is_some() {
            return Err(nothing());
        }
        is_really(state, pixie, ABILITY.id)?;
        let m = marked(state).ok_or_else(nothing)?;
        if state.seat(m).is_some_and(|s| s.alive) {
            return Err(RuleError::NotDead {
                name: state.name(m),
            });
        }
        if act.guess.is_some_and(|g| g != def.id) {
            return Err(nothing());
        }
    }
    if !seat.alive || !ability_works(state, pixie) {
        return Ok(vec![Event::NoEffect {
            player: pixie,
            reason: if seat.alive {
                NoEffect::Impaired
            } else {
                NoEffect::Dead
            },
        }]);
    }
    let phase = state.phase;
    let night_position = current_position(state);
    let s = state.seat_mut(pixie).expect("checked");
    s.gained = Some(Gained {
        character: def.id.to_string(),
        phase,
        night_position,
    });
    s.ability_used = false;
    reminder::place(state, pixie, ABILITY.id, HAS_ABILITY);
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::info::Info;
    use crate::night::{sheet, NightInfo};
    use crate::test_util::P;

    const CHARS: [&str; 7] = [
        "imp", "poisoner", "pixie", "recluse", "virgin", "slayer", "chef",
    ];

    fn show(g: &mut crate::game::Game, c: &str) {
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "pixie".into(),
            chosen: Vec::new(),
            info: Info::Characters {
                characters: vec![c.into()],
            },
        })
        .unwrap();
    }

    /// The first Townsfolk clockwise is suggested (the Recluse, an Outsider, is passed over).
    #[test]
    fn the_first_townsfolk_clockwise() {
        let g = custom_game(&CHARS);
        let step = sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("pixie"))
            .unwrap();
        assert_eq!(
            step.info,
            Some(NightInfo::Characters {
                characters: vec!["virgin".into()]
            })
        );
    }

    /// Strict: the gain waits for the marked player's death, and comes once.
    #[test]
    fn the_gain_waits_for_the_death() {
        let mut g = custom_game(&CHARS);
        show(&mut g, "slayer");
        let gain = Command::Act {
            character: "pixie".into(),
            by: None,
            targets: vec![P(2)],
            guess: None,
        };
        assert_eq!(g.apply(gain.clone()).unwrap_err().code(), "NotDead");
        g.apply(Command::Die {
            player: P(5),
            cause: DeathCause::Demon,
        })
        .unwrap();
        assert_eq!(g.state().pending.len(), 1);
        g.apply(Command::Decide { index: 0, pick: 0 }).unwrap();
        assert_eq!(g.state().seat(P(2)).unwrap().gained_id(), Some("slayer"));
        assert!(g.state().seat(P(2)).unwrap().is("pixie"));
        assert_eq!(g.apply(gain).unwrap_err().code(), "CannotAct");
    }
}
