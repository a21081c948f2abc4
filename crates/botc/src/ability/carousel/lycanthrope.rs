//! Lycanthrope (carousel, Townsfolk). Character ability text: each night but the first, the
//! Lycanthrope picks a living player; a good one dies, and then the Demon kills no one that
//! night. One good player (the "Faux Paw") is seen as evil by this ability.
//!
//! The Faux Paw is the Storyteller's pick at setup: [`Command::Act`] with no player names them
//! (a good player other than the Lycanthrope, in strict mode) and moves the "Faux Paw"
//! reminder, which is what the ability reads. So that the rule always holds, once the game has
//! begun with no Faux Paw marked, the first good player clockwise from the Lycanthrope is
//! marked ([`Ability::refresh`]); the Storyteller moves it with the same act.
//!
//! The pick ([`Command::Act`] by the Lycanthrope): the Faux Paw, or an evil player, changes
//! nothing; a good player dies through the kill path. A player who might register otherwise
//! (002: the Recluse as evil, the Spy as good) is the Storyteller's call: a registration
//! decision is left whose suggestion is that player's death; dismissing it means they
//! registered as evil. 001: a pick made drunk or poisoned does nothing.
//!
//! The Demon's kill: while the Lycanthrope's ability works, a player picked tonight who died
//! tonight other than by the Demon (the pick's death, or the Storyteller's after the
//! registration) keeps every other player alive against the Demon that night
//! ([`Ability::keeps_alive`], asked by the kill path and its preview: the Lycanthrope's step
//! comes before every Demon's). A good pick that something else keeps alive (a Sailor, an
//! Innkeeper's guest) did not die: the Demon then kills as usual.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "lycanthrope",
    // The Storyteller's act names no player: the pick's checks are made by `hunt`, with
    // [`HUNT`].
    choice: Some(Choice {
        when: When::ByDefinition,
        ..HUNT
    }),
    acts: Some(acts),
    says: Some(["{by} hunts {targets}", "{by} chasse {targets}"]),
    says_for_storyteller: Some([
        "{targets} is the Lycanthrope's Faux Paw",
        "{targets} est la Fausse Patte du Lycanthrope",
    ]),
    keeps_alive: Some(demon_kills_no_one),
    refresh: Some(faux_paw_marked),
    ..Ability::PLAIN
};

/// The Lycanthrope's pick: a living player, each night but the first.
const HUNT: Choice = Choice {
    among: Among::Alive,
    when: When::NightAfterFirst,
    ..Choice::of(1, Then::Acts)
};

/// The official reminder on the good player seen as evil.
const FAUX_PAW: &str = "Faux Paw";
/// The official reminder on a player the Lycanthrope killed.
const DEAD: &str = "Dead";

fn faux_paw(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == FAUX_PAW)
        .map(|r| r.player)
}

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    match act.by {
        Some(by) => hunt(state, act, by),
        None => mark_faux_paw(state, act),
    }
}

/// The Storyteller names the Faux Paw: a good player, not the Lycanthrope (strict mode).
fn mark_faux_paw(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?;
    if act.strict && (seat.is_evil() || seat.is(ABILITY.id)) {
        return Err(RuleError::ChoiceNotAllowed {
            name: seat.name.clone(),
            character: ABILITY.id.into(),
        });
    }
    reminder::remove_all(state, ABILITY.id, FAUX_PAW);
    reminder::place(state, target, ABILITY.id, FAUX_PAW);
    Ok(Vec::new())
}

/// Once the game has begun, a Faux Paw is marked: the first good player clockwise from the
/// Lycanthrope, unless the Storyteller named one.
fn faux_paw_marked(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    if faux_paw(state).is_some() || state.phase == Phase::Setup {
        return Vec::new();
    }
    let n = state.seats.len();
    let start = state.index_of(holder).unwrap_or(0);
    let pick = (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .find(|s| s.is_good() && !s.traveller && !s.is(ABILITY.id))
        .map(|s| s.id);
    if let Some(p) = pick {
        reminder::place(state, p, ABILITY.id, FAUX_PAW);
    }
    Vec::new()
}

/// How `target` registers to the Lycanthrope: good (`Some(true)`), evil, or the Storyteller's
/// call (`None`: a Recluse or a Spy whose ability works, 002).
pub fn registers_good(state: &GameState, target: PlayerId) -> Option<bool> {
    let seat = state.seat(target)?;
    if faux_paw(state) == Some(target) {
        return Some(false);
    }
    if !learn::may_register_as(state, seat).is_empty() {
        return None;
    }
    Some(seat.is_good())
}

/// The pick: a good player dies; a player who may register otherwise is the Storyteller's
/// call; 001: nothing when the Lycanthrope is drunk or poisoned.
fn hunt(state: &mut GameState, act: &Act, by: PlayerId) -> Result<Vec<Event>, RuleError> {
    HUNT.check_act(state, act)?;
    let target = act.target()?;
    if !record_choice(state, by, ABILITY.id, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    match registers_good(state, target) {
        Some(true) => {
            reminder::place(state, target, ABILITY.id, DEAD);
            Ok(kill(state, target, DeathCause::Storyteller))
        }
        Some(false) => Ok(Vec::new()),
        None => {
            let kind = PendingKind::Registration {
                player: target,
                character: state.seat(target).map_or("", |s| s.character_id()).into(),
            };
            state.pending.push(Pending {
                kind: kind.clone(),
                suggestions: vec![Command::Die {
                    player: target,
                    cause: DeathCause::Storyteller,
                }],
            });
            Ok(vec![Event::PendingAdded { kind }])
        }
    }
}

/// The Demon kills no one tonight once a player the Lycanthrope picked tonight died tonight
/// other than by the Demon.
fn demon_kills_no_one(
    state: &GameState,
    holder: PlayerId,
    _target: PlayerId,
    cause: &DeathCause,
) -> bool {
    if *cause != DeathCause::Demon || !state.phase.is_night() {
        return false;
    }
    state
        .choices
        .iter()
        .filter(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase)
        .filter(|c| c.worked)
        .flat_map(|c| c.targets.iter())
        .any(|t| {
            state
                .died_tonight(*t)
                .is_some_and(|d| d.cause != DeathCause::Demon)
        })
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::pending::PendingKind;
    use crate::test_util::*;

    /// Once the game has begun a Faux Paw is marked, a good player; the Storyteller moves it,
    /// never to an evil player (strict).
    #[test]
    fn the_faux_paw_is_marked_and_moved() {
        let mut g = custom_game(&[
            "imp",
            "poisoner",
            "lycanthrope",
            "chef",
            "empath",
            "monk",
            "saint",
        ]);
        let paw = |g: &crate::game::Game| {
            g.state()
                .reminders
                .iter()
                .filter(|r| r.reminder == "Faux Paw")
                .map(|r| r.player)
                .collect::<Vec<_>>()
        };
        assert_eq!(paw(&g), vec![P(3)]);
        let by_st = |t| Command::Act {
            character: "lycanthrope".into(),
            by: None,
            targets: vec![t],
            guess: None,
        };
        assert!(g.apply(by_st(P(1))).is_err());
        g.apply(by_st(P(5))).unwrap();
        assert_eq!(paw(&g), vec![P(5)]);
    }

    /// A Recluse picked is the Storyteller's call: the decision offers the death.
    #[test]
    fn a_recluse_is_the_storytellers_call() {
        let mut g = custom_game(&[
            "imp",
            "poisoner",
            "lycanthrope",
            "saint",
            "recluse",
            "monk",
            "chef",
        ]);
        next_night(&mut g);
        g.apply(Command::act("lycanthrope", P(2), P(4))).unwrap();
        assert!(g.state().seats[4].alive);
        assert!(g
            .state()
            .pending
            .iter()
            .any(|p| matches!(p.kind, PendingKind::Registration { player, .. } if player == P(4))));
    }
}
