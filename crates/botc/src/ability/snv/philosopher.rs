//! Philosopher (Sects & Violets, Townsfolk). Character ability text: once per game, at night,
//! they choose a good character and gain its ability; if that character is in play, its
//! player is drunk.
//!
//! The character is the act's `guess` (no player is chosen). The player gains its ability
//! and stays the Philosopher ([`crate::seat::Seat::gained`], marked "Is The Philosopher"):
//! every other ability (the Dreamer's, the Juggler's, "in play") still sees a Philosopher,
//! while they wake and act as the chosen character from now on, tonight included when its
//! place comes later (a first-night ability chosen on a later night functions that night,
//! 000/003) — they chose it, so no "You are" step is needed. Each player with that character
//! is drunk, as a status from the Philosopher's new ability with no end of its own: it ends if
//! the Philosopher loses that ability (000/003: dies, changes character). A once-per-game
//! ability gained is fresh. 001: the use is spent whether or not it works, and a drunk or
//! poisoned Philosopher gains nothing.
//!
//! Jinx (the Bounty Hunter): taking its ability may bring a Townsfolk to evil, the
//! Storyteller's decision ([`carousel::bountyhunter::townsfolk_may_turn_evil`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "philosopher",
    once: true,
    choice: Some(Choice {
        guess: true,
        guess_good: true,
        optional: true,
        ..Choice::of(0, Then::Acts)
    }),
    acts: Some(gain),
    says: Some([
        "{by} (Philosopher) chooses{targets}",
        "{by} (Philosophe) choisit{targets}",
    ]),
    ..Ability::PLAIN
};

/// The global reminder on the player who is really the Philosopher.
pub const IS_THE_PHILOSOPHER: &str = "Is The Philosopher";

fn gain(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let seat = state.require(by)?.clone();
    require_night(state, act)?;
    let def = named_character(state, act, ABILITY.id)?;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if seat.ability_used || seat.gained.is_some() {
            return Err(RuleError::AbilityAlreadyUsed {
                name: seat.name.clone(),
                character: ABILITY.id.into(),
            });
        }
        if !matches!(def.team, Team::Townsfolk | Team::Outsider) || def.id == ABILITY.id {
            return Err(RuleError::NamedNotAllowed {
                character: ABILITY.id.into(),
                named: def.id.into(),
            });
        }
    }
    let worked = ability_works(state, by);
    let night_position = current_position(state);
    record_choice(state, by, ABILITY.id, Vec::new());
    state.seat_mut(by).expect("checked").ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    let holders: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| s.id != by && s.is(def.id))
        .map(|s| s.id)
        .collect();
    // They stay the Philosopher, with the chosen ability; having gained it spends their own,
    // and a once-per-game ability gained has its use (`ability_used` is now the gained one's).
    let phase = state.phase;
    let seat = state.seat_mut(by).expect("checked");
    seat.gained = Some(Gained {
        character: def.id.to_string(),
        phase,
        night_position,
    });
    seat.ability_used = false;
    reminder::place(state, by, ABILITY.id, IS_THE_PHILOSOPHER);
    if def.id == carousel::bountyhunter::ABILITY.id {
        events.extend(carousel::bountyhunter::townsfolk_may_turn_evil(state, by));
    }
    let epoch = state.seat(by).map_or(0, |s| s.epoch);
    for p in holders {
        state.statuses.push(Status {
            target: p,
            kind: StatusKind::Drunk,
            source: Source::Player {
                player: by,
                character: def.id.into(),
            },
            duration: Duration::Permanent,
            source_epoch: epoch,
            inert: false,
            since: state.phase,
            about: None,
        });
        events.push(Event::StatusPlaced {
            player: p,
            kind: StatusKind::Drunk,
            inert: false,
        });
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::night::sheet;
    use crate::status::is_drunk;
    use crate::test_util::*;

    fn game() -> crate::Game {
        snv_game(&[
            "vortox",
            "witch",
            "philosopher",
            "snakecharmer",
            "oracle",
            "sage",
            "mutant",
        ])
    }

    fn choose(character: &str) -> Command {
        Command::Act {
            character: "philosopher".into(),
            by: Some(P(2)),
            targets: vec![],
            guess: Some(character.into()),
        }
    }

    /// A character in play: its player is drunk, and the Philosopher acts as it tonight.
    #[test]
    fn a_character_in_play() {
        let mut g = game();
        g.apply(choose("snakecharmer")).unwrap();
        let st = g.state();
        assert!(st.seat(P(2)).unwrap().is("philosopher"));
        assert_eq!(st.seat(P(2)).unwrap().ability_id(), "snakecharmer");
        assert!(is_drunk(st, P(3)));
        let wakers: Vec<_> = sheet(st)
            .iter()
            .filter(|s| s.character.as_deref() == Some("snakecharmer"))
            .filter_map(|s| s.player)
            .collect();
        assert!(wakers.contains(&P(2)));
    }

    /// An evil character cannot be chosen; a second use is refused.
    #[test]
    fn good_characters_once() {
        let mut g = game();
        assert_eq!(
            g.apply(choose("witch")).unwrap_err().code(),
            "NamedNotAllowed"
        );
        g.apply(choose("savant")).unwrap();
        assert_eq!(g.state().seat(P(2)).unwrap().gained_id(), Some("savant"));
        assert_eq!(
            g.apply(choose("oracle")).unwrap_err().code(),
            "AbilityAlreadyUsed"
        );
    }
}
