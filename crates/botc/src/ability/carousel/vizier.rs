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
//! Jinxes:
//! - The Courtier, the Preacher ([`jinx::VIZIER_LOSES`]): a Vizier who lost the ability to one
//!   of them (drunk by the Courtier's naming, picked by the Preacher) is told so at that
//!   character's step (its cards) and still cannot die by day
//!   ([`Ability::keeps_alive_without_ability`]).
//! - The Politician, the Zealot: a good voter who is one of them may register as evil to the
//!   Vizier. When such voters are the only good hands raised, the Vizier's act waits for the
//!   Storyteller: a registration decision whose suggestion (they registered as good) executes
//!   the nominee; setting it aside says they registered as evil, and nobody is executed.
//! - The Magician: the Vizier's ability cannot touch the Magician (strict mode refuses to have
//!   them executed at once); the Magician has no ability ([`super::magician`]).
//!
//! - Lil' Monsta: babysitting, the Vizier dies when executed ([`not_by_day`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "vizier",
    storyteller_step: true,
    announces: Some(announce),
    keeps_alive: Some(not_by_day),
    keeps_alive_without_ability: Some(lost_to_jinx),
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
const NAME_THE_VIZIER: Text = Text::new(
    "Tell everyone who the Vizier is (point at them).",
    "Annoncez à tous qui est le Vizir (désignez-le).",
);

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

/// Jinx partners who, voting good, may register as evil to the Vizier.
const MAY_REGISTER_EVIL: [&str; 2] = ["politician", "zealot"];

/// The hands of good players raised for today's latest nomination: `Ok` when a good player
/// voted for sure, `Err` with the good voters who may register as evil (their jinx) when only
/// they did.
type GoodHands = Result<(), Vec<PlayerId>>;

/// Today's latest nomination, voted on with a good player's hand up, and no execution yet
/// today: the nominee and the good hands.
fn nominee_voted(state: &GameState) -> Option<(PlayerId, GoodHands)> {
    if !state.phase.is_day() || state.day.executed.is_some() {
        return None;
    }
    let n = state.day.nominations.last().filter(|n| !n.exile)?;
    let voters = n.voters.as_ref()?;
    let good: Vec<&Seat> = voters
        .iter()
        .filter_map(|v| state.seat(*v))
        .filter(|s| s.alignment == Some(Alignment::Good))
        .collect();
    let may_register = |s: &Seat| {
        MAY_REGISTER_EVIL
            .iter()
            .any(|c| s.is(c) && jinx::active(state, c, ABILITY.id))
    };
    if good.is_empty() {
        None
    } else if good.iter().any(|s| !may_register(s)) {
        Some((n.nominee, Ok(())))
    } else {
        Some((n.nominee, Err(good.iter().map(|s| s.id).collect())))
    }
}

/// May the Vizier execute now (perhaps waiting for a registration)?
fn now(state: &GameState, holder: PlayerId) -> bool {
    state.seat(holder).is_some_and(|s| s.alive) && nominee_voted(state).is_some()
}

/// Jinx (the Courtier, the Preacher: [`jinx::VIZIER_LOSES`]): the Vizier's ability is lost to
/// one of them — drunk by that character's status, or taken away by its holder's ability.
pub fn lost_to_jinx(state: &GameState, vizier: PlayerId) -> bool {
    let Some(seat) = state.seat(vizier) else {
        return false;
    };
    jinx::partners(ABILITY.id, &jinx::VIZIER_LOSES)
        .into_iter()
        .filter(|p| jinx::active(state, ABILITY.id, p))
        .any(|p| {
            let drunk_by = is_impaired(state, vizier)
                && state.statuses.iter().any(|s| {
                    s.target == vizier
                        && !s.inert
                        && s.kind == StatusKind::Drunk
                        && matches!(&s.source, Source::Player { character, .. } if character == p)
                });
            let removed_by = state.seats.iter().any(|h| {
                h.is(p)
                    && ability_works(state, h.id)
                    && of(p)
                        .and_then(|a| a.removes_ability)
                        .is_some_and(|removes| removes(state, h.id, seat))
            });
            drunk_by || removed_by
        })
}

/// The jinx partner the Vizier's ability cannot touch.
const MAGICIAN: &str = "magician";

/// Jinx (the Politician, the Zealot): only good voters who may register as evil raised a hand.
/// The Storyteller decides: the suggestion (they registered as good) records the act again,
/// which executes the nominee; setting it aside leaves nobody executed.
fn wait_for_registration(
    state: &mut GameState,
    by: PlayerId,
    registering: &[PlayerId],
) -> Vec<Event> {
    let Some(voter) = registering.first().and_then(|p| state.seat(*p)) else {
        return Vec::new();
    };
    let kind = PendingKind::Registration {
        player: voter.id,
        character: voter.character_id().to_string(),
    };
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions: vec![Command::Override {
            command: Box::new(Command::Act {
                character: ABILITY.id.into(),
                by: Some(by),
                targets: Vec::new(),
                guess: None,
            }),
            reason: "Vizier: the good voters registered as good".into(),
        }],
    });
    vec![Event::PendingAdded { kind }]
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
    let voted = nominee_voted(state);
    let nominee = match (&voted, state.day.nominations.last()) {
        (Some((n, _)), _) => *n,
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
        if jinx::active(state, MAGICIAN, ABILITY.id)
            && state.seat(nominee).is_some_and(|s| s.is(MAGICIAN))
        {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(nominee),
                character: ABILITY.id.into(),
            });
        }
        if let Some((_, Err(registering))) = voted {
            return Ok(wait_for_registration(state, by, &registering));
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
