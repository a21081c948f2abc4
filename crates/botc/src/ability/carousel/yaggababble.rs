//! Yaggababble (carousel, Demon). Character ability text: it starts knowing a secret phrase;
//! for each time it said the phrase publicly today, a player might die.
//!
//! - The first night, the Storyteller tells it the phrase: recorded as the information given
//!   at its step, in the Storyteller's words ([`Command::GiveInfo`] with one statement,
//!   [`Info::Statements`]), read back by [`phrase`].
//! - By day, each time it says the phrase aloud, the Storyteller records it on the seat (the
//!   public statement, [`Ability::speaks_by_day`]: the Yaggababble's act naming no player),
//!   with whether its ability worked then (001: said while drunk or poisoned, it counts for
//!   nothing).
//! - The next night its step is on the sheet for the Storyteller alone (the Yaggababble does
//!   not wake after the first night), once for each time said: the Storyteller picks a living
//!   player who dies, or moves on (a player only "might" die), each recorded as the
//!   Yaggababble's act at night and killed through the Demon's one kill path
//!   ([`demon_strike`]: the Monk's protection and the Soldier apply, 000: the ability kills).
//!   In strict mode, no more deaths than the times the phrase was said (while the ability
//!   worked); an override records more.
//! - 001: drunk or poisoned at night (or dead), nobody dies.
//! - Jinx with the Exorcist (official jinx list, [`crate::jinx`]): the Yaggababble the
//!   Exorcist chose tonight kills no one: the Exorcist keeps it asleep
//!   ([`Ability::holds_asleep`]), so its step leaves the sheet and, in strict mode, a kill
//!   recorded for it is refused (`HeldAsleep`), though it need not wake to kill.

use crate::ability::prelude::*;

const ID: &str = "yaggababble";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(wakes),
    choice_now: Some(choice_now),
    acts: Some(acts),
    says: Some([
        "For the phrase {by} ({character}) said, the Storyteller picks {targets} to die",
        "Pour la phrase que {by} ({character}) a dite, le Conteur choisit {targets}, qui doit mourir",
    ]),
    says_naming_no_one: Some([
        "{by} ({character}) says the secret phrase",
        "{by} ({character}) dit la phrase secrète",
    ]),
    speaks_by_day: true,
    ..Ability::PLAIN
};

/// The secret phrase the Storyteller told `yaggababble`, if recorded.
pub fn phrase(state: &GameState, yaggababble: PlayerId) -> Option<&str> {
    state
        .told
        .iter()
        .rev()
        .filter(|t| t.player == yaggababble && t.character == ID)
        .find_map(|t| match &t.info {
            Info::Statements { statements } => statements.first().map(String::as_str),
            _ => None,
        })
}

/// How many times `yaggababble` said the phrase on day `day` while its ability worked.
pub fn times_said(state: &GameState, yaggababble: PlayerId, day: u32) -> usize {
    state
        .choices
        .iter()
        .filter(|c| c.by == yaggababble && c.character == ID && c.phase == Phase::Day(day))
        .filter(|c| c.worked)
        .count()
}

/// The kills made tonight for `yaggababble` so far.
fn killed_tonight(state: &GameState, yaggababble: PlayerId) -> usize {
    state
        .choices
        .iter()
        .filter(|c| c.by == yaggababble && c.character == ID && c.phase == state.phase)
        .count()
}

/// The first night, to learn the phrase; other nights, after a day the phrase was said.
fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    night == 1 || times_said(state, seat.id, night - 1) > 0
}

/// From the second night, the Storyteller picks a living player who dies, or no one.
fn choice_now(state: &GameState, _: PlayerId) -> Option<Choice> {
    (night_of(state) != Some(1)).then_some(Choice {
        among: Among::Alive,
        optional: true,
        ..Choice::of(1, Then::Acts)
    })
}

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        is_character(state, by, ID)?;
    }
    match state.phase {
        Phase::Day(_) => {
            let worked = record_choice(state, by, ID, Vec::new());
            Ok(if worked {
                Vec::new()
            } else {
                vec![Event::NoEffect {
                    player: by,
                    reason: NoEffect::Impaired,
                }]
            })
        }
        Phase::FirstNight | Phase::Night(_) => kills(state, by, act),
        phase => Err(RuleError::WrongPhase { action: ID, phase }),
    }
}

/// At night: one death for one time the phrase was said yesterday.
fn kills(state: &mut GameState, by: PlayerId, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let night = state.phase.night_number().unwrap_or(1);
    if act.strict {
        let said = times_said(state, by, night.saturating_sub(1));
        if night == 1 || killed_tonight(state, by) >= said {
            return Err(RuleError::NoActionTonight {
                character: ID.into(),
            });
        }
        if !state.seat(target).is_some_and(|s| s.alive) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ID.into(),
            });
        }
    }
    let worked = ability_works(state, by) && really_alive(state, by);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: vec![target],
        phase: state.phase,
        worked,
    });
    if !worked {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    reminder::place(state, target, ID, "Dead");
    Ok(demon_strike(state, by, target))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ability::carousel::tests::custom_game;
    use crate::test_util::P;

    /// The history tells the phrase said by day and the death at night apart.
    #[test]
    fn the_history_says_which() {
        let mut g = custom_game(&["yaggababble", "poisoner", "chef", "empath", "monk"]);
        g.apply(Command::EndNight).unwrap();
        let say = Command::Act {
            character: ID.into(),
            by: Some(P(0)),
            targets: vec![],
            guess: None,
        };
        assert_eq!(
            say.describe(g.state(), crate::character::Lang::En),
            "P0 (Yaggababble) says the secret phrase"
        );
        let kill = Command::act(ID, P(0), P(2));
        assert_eq!(
            kill.describe(g.state(), crate::character::Lang::En),
            "For the phrase P0 (Yaggababble) said, the Storyteller picks P2 to die"
        );
    }

    /// The phrase told on the first night is read back.
    #[test]
    fn the_phrase_is_recorded() {
        let mut g = custom_game(&["yaggababble", "poisoner", "chef", "empath", "monk"]);
        g.apply(Command::GiveInfo {
            player: P(0),
            character: ID.into(),
            chosen: vec![],
            info: Info::Statements {
                statements: vec!["banana bread".into()],
            },
        })
        .unwrap();
        assert_eq!(phrase(g.state(), P(0)), Some("banana bread"));
    }
}
