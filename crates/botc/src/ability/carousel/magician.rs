//! Magician (carousel, Townsfolk). Character ability text: the Demon believes the Magician is
//! a Minion, and the Minions believe the Magician is a Demon.
//!
//! The evil team's first-night information shows it (002: 7 or more players): the Minion info
//! points at the Magician among the Demons, the Demon info at the Magician among the Minions,
//! all in seat order so that the cards do not tell which is which. The Magician does not wake:
//! the step of the first night's sheet is left out, the evil team's steps doing it. 001: a
//! drunk or poisoned Magician is not shown. The grimoire jinxes (the Spy, the Widow: the
//! Demon's and the Magician's tokens are taken out of the grimoire they see) are applied where
//! the grimoire is shown ([`learn::grimoire`], [`crate::card::for_spy`]). Official jinxes:
//! Lil' Monsta's babysitter is the Storyteller's pick while the Magician lives (a decision as
//! each night begins); the Magician may register as evil to Legion's vote rule
//! ([`carousel::legion`]), and Legion's Demon info does not point at the Magician. The Vizier:
//! with the Vizier in play, the Magician has no ability (the evil team's information is as
//! usual), and the Vizier cannot have them executed at once ([`super::vizier`]). The Wraith:
//! after each execution, the living Magician may name a living player aloud as the Wraith, a
//! public act by day ([`Rules::by_day`], once after the day's execution); if that player is
//! the Wraith, the Demon must pick them that night (strict mode refuses the Demon's attack on
//! anyone else: [`demon_must_pick`]). The others (the Magician waking with Legion, Legion told
//! that a Magician is in play, the Marionette) stay with the Storyteller.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "magician",
    wakes: Wakes::Never,
    changes_evil_info: Some(mixed_in),
    when_phase_starts: Some(storyteller_picks_babysitter),
    acts: Some(name_the_wraith),
    says: Some([
        "{by} (Magician) names {targets} aloud as the Wraith",
        "{by} (Magicien) désigne à voix haute {targets} comme le Spectre",
    ]),
    rules: Rules {
        by_day: Some(ByDay {
            players: 1,
            now: may_name_now,
            may_choose: |state, holder, target| {
                target != holder && state.seat(target).is_some_and(|s| s.alive)
            },
        }),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The jinx partner the Magician may name after an execution.
const WRAITH: &str = "wraith";

/// Jinx (the Wraith): today's execution has happened, the Magician lives and has not named
/// anyone since.
fn may_name_now(state: &GameState, holder: PlayerId) -> bool {
    state.phase.is_day()
        && state.day.executed.is_some()
        && jinx::active(state, ABILITY.id, WRAITH)
        && state.seat(holder).is_some_and(|s| s.alive)
        && !state
            .choices
            .iter()
            .any(|c| c.by == holder && c.character == ABILITY.id && c.phase == state.phase)
}

/// The Magician names a living player aloud as the Wraith (recorded with whether the ability
/// worked, 001).
fn name_the_wraith(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    let alive = state.require(target)?.alive;
    if act.strict {
        is_character(state, by, ABILITY.id)?;
        if !may_name_now(state, by) || !alive || target == by {
            return Err(RuleError::CannotAct {
                character: ABILITY.id.into(),
            });
        }
    }
    if !record_choice(state, by, ABILITY.id, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(Vec::new())
}

/// Jinx (the Wraith): tonight the Demon must pick the living Wraith the Magician named right
/// yesterday, with a working ability.
pub fn demon_must_pick(state: &GameState) -> Option<PlayerId> {
    let Phase::Night(n) = state.phase else {
        return None;
    };
    if !jinx::active(state, ABILITY.id, WRAITH) {
        return None;
    }
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.character == ABILITY.id && c.phase == Phase::Day(n - 1) && c.worked)
        .and_then(|c| c.targets.first().copied())
        .filter(|t| state.seat(*t).is_some_and(|s| s.is(WRAITH) && s.alive))
}

const LIL_MONSTA: &str = "lilmonsta";
const LEGION: &str = "legion";

/// Official jinx Lil' Monsta & Magician: while the Magician lives, the Storyteller picks which
/// Minion babysits Lil' Monsta: as each night begins, a decision, one suggestion per living
/// Minion (recorded as Lil' Monsta's act).
fn storyteller_picks_babysitter(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    if !state.phase.is_night() || !alive || !jinx::active(state, LIL_MONSTA, ABILITY.id) {
        return Vec::new();
    }
    let minions: Vec<Command> = state
        .seats
        .iter()
        .filter(|s| s.alive && s.team() == Some(Team::Minion))
        .map(|s| Command::Act {
            character: LIL_MONSTA.into(),
            by: Some(s.id),
            targets: vec![s.id],
            guess: None,
        })
        .collect();
    if minions.is_empty() {
        return Vec::new();
    }
    vec![learn::offer_decision(state, holder, LIL_MONSTA, minions)]
}

/// The Magician among the Demons at the Minion info, among the Minions at the Demon info.
///
/// Official jinx Legion & Magician: Legion learns that a Magician is in play, not who (the
/// Storyteller says so), so the Demon info does not point at the Magician.
fn mixed_in(state: &GameState, magician: &Seat, info: &mut NightInfo) {
    if jinx::active(state, ABILITY.id, "vizier") {
        return;
    }
    let legion = jinx::active(state, LEGION, ABILITY.id);
    let list = match info {
        NightInfo::EvilTeam { demons, .. } => demons,
        NightInfo::DemonInfo { minions, .. } if !legion => minions,
        _ => return,
    };
    if !list.contains(&magician.id) {
        list.push(magician.id);
        list.sort_by_key(|p| state.index_of(*p));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::*;

    /// Official jinx Legion & Magician: Legion's Demon info points at no Magician.
    #[test]
    fn legion_is_not_shown_the_magician() {
        let g = crate::ability::carousel::tests::custom_game(&[
            "legion", "legion", "legion", "legion", "magician", "chef", "empath",
        ]);
        let steps = sheet(g.state());
        let step = steps
            .iter()
            .find(|s| s.kind == StepKind::DemonInfo)
            .unwrap();
        let cards = crate::card::for_step(g.state(), step);
        assert!(cards
            .iter()
            .any(|c| matches!(c, Card::TheseAreYourMinions { players } if players.is_empty())));
    }

    /// Seven players: the Minions see two Demons, the Demon two Minions, in seat order.
    #[test]
    fn the_evil_team_sees_the_magician() {
        let g = tb_game(&[
            "chef", "magician", "imp", "poisoner", "empath", "monk", "soldier",
        ]);
        let steps = sheet(g.state());
        let cards = |kind| {
            let step = steps.iter().find(|s| s.kind == kind).unwrap();
            crate::card::for_step(g.state(), step)
        };
        assert_eq!(
            cards(StepKind::MinionInfo),
            vec![
                Card::ThisIsTheDemon { player: P(1) },
                Card::ThisIsTheDemon { player: P(2) }
            ]
        );
        assert_eq!(
            cards(StepKind::DemonInfo),
            vec![Card::TheseAreYourMinions {
                players: vec![P(1), P(3)]
            }]
        );
    }
}
