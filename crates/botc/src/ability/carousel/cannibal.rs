//! Cannibal (Townsfolk, outside the base editions). Character ability text: the Cannibal has
//! the ability of the last player who died by execution; when that player was evil, the
//! Cannibal is poisoned instead, until a good player dies by execution.
//!
//! The gain follows each death by execution through the one kill path ([`OnDeath`], asked of
//! the Cannibal's own character even while they hold another ability): the executee gets the
//! Cannibal's "Lunch" reminder. A good executee's ability becomes the Cannibal's gained one
//! ([`Seat::gained`], as the Philosopher's: they stay the Cannibal to every other ability),
//! replacing the previous one and ending the poisoning; a once-per-game ability gained is fresh
//! each time. An evil executee leaves the Cannibal with no gained ability, poisoned by their
//! own ability (a status from the Cannibal with no end of its own, and the "Poisoned"
//! reminder), which the next good executee ends. The player is not told which ability they
//! hold: the Storyteller knows it from the grimoire. The Cannibal has no place of their own on
//! the night sheet; they wake at the gained character's place, from the night after the
//! execution (000/003: a first-night ability gained functions that night).
//!
//! The ability is the Cannibal's state, not a choice: the gain is recorded whether or not the
//! Cannibal is drunk or poisoned then, and 001 decides each use: while drunk or poisoned (by
//! another player or by an evil executee), the gained ability has no effect and false
//! information may be given. A dead Cannibal has no ability and gains nothing more (002).
//!
//! Jinxes: with the Juggler, the living Cannibal who gained the ability of a Juggler executed
//! on their first day, having guessed, learns that night how many guesses were right (the rule
//! lives in the Juggler's wake rule). With the Butler and the Zealot ([`jinx::CANNIBAL_TOLD`]):
//! the living Cannibal who gained that Outsider's ability is woken the night after the
//! execution and shown "You have this character's ability" with its token
//! ([`Ability::tells_gained`]: a step of the night sheet at the Butler's place, before they
//! choose a master; at dusk for the Zealot, who has none), recorded as the information given.
//! Any other ability gained is not told. With the Princess: see [`super::princess`].

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "cannibal",
    tells_gained: Some(told_gain),
    on_death: Some(OnDeath {
        order: 3,
        then: lunch,
    }),
    ..Ability::PLAIN
};

/// Jinx ([`jinx::CANNIBAL_TOLD`]): the Cannibal holds the ability of an Outsider jinxed so with
/// them (the night sheet asks only of a gain since the last night).
fn told_gain(state: &GameState, seat: &Seat) -> bool {
    let Some(gained) = seat.gained.as_ref().filter(|_| seat.is(ABILITY.id)) else {
        return false;
    };
    jinx::partners(ABILITY.id, &jinx::CANNIBAL_TOLD).contains(&gained.character.as_str())
        && jinx::active(state, ABILITY.id, &gained.character)
}

/// The reminder on the last executee who died.
pub const LUNCH: &str = "Lunch";
/// The reminder on the Cannibal poisoned by an evil executee.
pub const POISONED: &str = "Poisoned";

/// The Cannibal's poisoning by their own ability (an evil executee).
fn own_poison(status: &Status, cannibal: PlayerId) -> bool {
    status.target == cannibal
        && status.kind == StatusKind::Poisoned
        && status.source
            == Source::Player {
                player: cannibal,
                character: ABILITY.id.into(),
            }
}

/// A player died by execution: the living Cannibal's ability is now theirs (good), or the
/// Cannibal is poisoned (evil).
fn lunch(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let cannibal_alive = state
        .seat(holder)
        .is_some_and(|s| s.alive && s.is(ABILITY.id));
    if died.cause != DeathCause::Execution || died.player == holder || !cannibal_alive {
        return Reaction::default();
    }
    let Some(executee) = state.seat(died.player) else {
        return Reaction::default();
    };
    let evil = executee.is_evil();
    reminder::remove_all(state, ABILITY.id, LUNCH);
    reminder::place(state, died.player, ABILITY.id, LUNCH);
    // When the death happened: an execution settled after dusk belongs to its day.
    let (phase, night_position) = state
        .deaths
        .iter()
        .rev()
        .find(|d| d.player == died.player)
        .map_or((state.phase, None), |d| (d.phase, d.night_position));
    let mut events = Vec::new();
    let poisoned = state.statuses.iter().any(|s| own_poison(s, holder));
    let epoch = state.seat(holder).map_or(0, |s| s.epoch);
    let seat = state.seat_mut(holder).expect("checked");
    seat.ability_used = false;
    if evil {
        seat.gained = None;
        reminder::place(state, holder, ABILITY.id, POISONED);
        if !poisoned {
            state.statuses.push(Status {
                target: holder,
                kind: StatusKind::Poisoned,
                source: Source::Player {
                    player: holder,
                    character: ABILITY.id.into(),
                },
                duration: Duration::Permanent,
                source_epoch: epoch,
                inert: false,
                since: phase,
                about: None,
            });
            events.push(Event::StatusPlaced {
                player: holder,
                kind: StatusKind::Poisoned,
                inert: false,
            });
        }
    } else {
        seat.gained = Some(Gained {
            character: died.character.clone(),
            phase,
            night_position,
        });
        reminder::remove_all(state, ABILITY.id, POISONED);
        if poisoned {
            state.statuses.retain(|s| !own_poison(s, holder));
            events.push(Event::StatusEnded {
                player: holder,
                kind: StatusKind::Poisoned,
            });
        }
    }
    Reaction {
        events,
        triggers: vec![],
    }
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::status::{ability_works, is_poisoned};
    use crate::test_util::P;

    const CHARS: [&str; 7] = [
        "imp",
        "poisoner",
        "cannibal",
        "undertaker",
        "monk",
        "virgin",
        "chef",
    ];

    /// The Storyteller executes `p` (no vote needed here).
    fn execute(g: &mut crate::game::Game, p: u32, survives: bool) {
        g.apply(Command::Override {
            command: Box::new(Command::Execute {
                player: P(p),
                survives,
            }),
            reason: "test".into(),
        })
        .unwrap();
    }

    fn day(g: &mut crate::game::Game) {
        g.apply(Command::EndNight).unwrap();
    }

    fn night(g: &mut crate::game::Game) {
        g.apply(Command::EndDayNoExecution).unwrap();
        g.apply(Command::EndNight).unwrap();
    }

    /// Each execution death replaces the ability; an evil executee poisons the Cannibal and
    /// takes the ability away; the next good one cures them.
    #[test]
    fn each_executee_replaces_the_last() {
        let mut g = custom_game(&CHARS);
        day(&mut g);
        execute(&mut g, 3, false);
        let s = g.state().seat(P(2)).unwrap();
        assert_eq!(s.gained_id(), Some("undertaker"));
        assert!(s.is("cannibal"));
        night(&mut g);
        execute(&mut g, 1, false);
        assert_eq!(g.state().seat(P(2)).unwrap().gained_id(), None);
        assert!(is_poisoned(g.state(), P(2)));
        assert!(!ability_works(g.state(), P(2)));
        night(&mut g);
        execute(&mut g, 4, false);
        assert_eq!(g.state().seat(P(2)).unwrap().gained_id(), Some("monk"));
        assert!(!is_poisoned(g.state(), P(2)));
        assert!(ability_works(g.state(), P(2)));
    }

    /// Only a death by execution feeds the Cannibal; an execution survived does not either.
    #[test]
    fn other_deaths_do_not_count() {
        let mut g = custom_game(&CHARS);
        g.apply(Command::Die {
            player: P(3),
            cause: DeathCause::Demon,
        })
        .unwrap();
        day(&mut g);
        execute(&mut g, 4, true);
        assert_eq!(g.state().seat(P(2)).unwrap().gained_id(), None);
        assert!(g.state().reminders.is_empty());
    }
}
