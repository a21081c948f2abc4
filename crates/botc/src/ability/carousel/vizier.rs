//! Vizier (carousel, Minion). Character ability text: everyone knows who the Vizier is; the
//! Vizier cannot die by day; when at least one good player voted for a nomination, the Vizier
//! may have the nominee executed at once.
//!
//! The announcement: on the first day the day panel asks the Storyteller to tell everyone who
//! the Vizier is ([`Ability::announces`]); not when the Investigator or the Alsaahir is in play
//! (their jinx: the Vizier's presence stays secret).
//!
//! By day, while the ability works, the Vizier does not die: the one kill path keeps them alive
//! whatever the cause, execution included ([`Ability::keeps_alive`]; 001: "exécuté mais rester
//! en vie" — the execution still happens and is the day's one). Babysitting Lil' Monsta, the
//! Vizier executed dies (official jinx Lil' Monsta & Vizier).
//!
//! The execution at once is a public act by day ([`Rules::by_day`], naming no player),
//! recorded as [`Command::Act`] by the Vizier: once today's latest nomination has been voted on
//! with at least one good player's hand raised, before any execution today, the nominee is
//! executed at once, whatever the count (the day's one execution, 002). Strict mode refuses it
//! otherwise, and for the Fearmonger's chosen player (their jinx). 001: a drunk or poisoned
//! Vizier's act does nothing.
//!
//! Left to the Storyteller: the Courtier's and the Preacher's jinx (a Vizier who loses the
//! ability is told so and still cannot die by day), the Politician and the Zealot registering
//! as evil to the Vizier, the Magician's jinx.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "vizier",
    storyteller_step: true,
    announces: Some(announce),
    keeps_alive: Some(not_by_day),
    acts: Some(execute_now),
    says: Some([
        "{by} (Vizier) has the nominee executed at once",
        "{by} (Vizir) fait exécuter le joueur nommé sur-le-champ",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 0,
            now,
            may_choose: |_, _, _| false,
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// What the day panel asks the Storyteller to say on the first day.
const NAME_THE_VIZIER: Text = Text {
    en: "Tell everyone who the Vizier is (point at them).",
    fr: "Annoncez à tous qui est le Vizir (désignez-le).",
};

/// The first day, unless a jinx keeps the Vizier secret.
fn announce(state: &GameState, _holder: PlayerId) -> Option<Text> {
    let secret = jinx::active(state, "investigator", ABILITY.id)
        || jinx::active(state, "alsaahir", ABILITY.id);
    (state.phase == Phase::Day(1) && !secret).then_some(NAME_THE_VIZIER)
}

/// By day, the holder does not die.
fn not_by_day(state: &GameState, holder: PlayerId, target: PlayerId, cause: &DeathCause) -> bool {
    // Official jinx Lil' Monsta & Vizier: babysitting, the Vizier dies when executed.
    let babysitter_executed = *cause == DeathCause::Execution
        && carousel::lilmonsta::babysitter_dies_when_executed(state, holder, ABILITY.id);
    holder == target && state.phase.is_day() && !babysitter_executed
}

/// The nominee of today's latest nomination, voted on with a good player's hand up, and no
/// execution yet today.
fn nominee_voted_by_good(state: &GameState) -> Option<PlayerId> {
    if !state.phase.is_day() || state.day.executed.is_some() {
        return None;
    }
    let n = state.day.nominations.last().filter(|n| !n.exile)?;
    let voters = n.voters.as_ref()?;
    let good = voters.iter().any(|v| {
        state
            .seat(*v)
            .is_some_and(|s| s.alignment == Some(Alignment::Good))
    });
    good.then_some(n.nominee)
}

/// May the Vizier execute now?
fn now(state: &GameState, holder: PlayerId) -> bool {
    state.seat(holder).is_some_and(|s| s.alive) && nominee_voted_by_good(state).is_some()
}

/// The nominee is executed at once.
fn execute_now(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    if !state.phase.is_day() {
        return Err(RuleError::WrongPhase {
            action: "vizier",
            phase: state.phase,
        });
    }
    let nominee = match (nominee_voted_by_good(state), state.day.nominations.last()) {
        (Some(n), _) => n,
        (None, Some(n)) if !act.strict => n.nominee,
        _ => {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            })
        }
    };
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !now(state, by) {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        }
        if jinx::active(state, "fearmonger", ABILITY.id)
            && carousel::fearmonger::feared(state) == Some(nominee)
        {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(nominee),
                character: ABILITY.id.into(),
            });
        }
    }
    if !record_choice(state, by, ABILITY.id, vec![nominee]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    day::execute(state, false, nominee, false)
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::ability::fabled::day_notes;
    use crate::command::Command;

    fn noted(g: &crate::game::Game) -> bool {
        day_notes(g.state()).iter().any(|(id, _)| *id == "vizier")
    }

    /// The day panel says to name the Vizier on the first day only, and not at all with the
    /// Investigator in play (their jinx).
    #[test]
    fn the_vizier_is_named_on_the_first_day() {
        let mut g = custom_game(&[
            "imp", "vizier", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        assert!(!noted(&g));
        g.apply(Command::EndNight).unwrap();
        assert!(noted(&g));
        g.apply(Command::EndDayNoExecution).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert!(!noted(&g));
        let mut g = custom_game(&[
            "imp",
            "vizier",
            "investigator",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        assert!(!noted(&g));
    }
}
