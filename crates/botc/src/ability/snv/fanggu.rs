//! Fang Gu (Sects & Violets, Demon). Character ability text: each night but the first, it
//! chooses a player, who dies; the first Outsider it kills this way instead becomes an evil
//! Fang Gu, and the old Fang Gu dies. This happens once per game. [One more Outsider at
//! setup: `SetupEffect::Outsiders` in the table.]
//!
//! The jump happens only when the attack would kill the Outsider (the one kill path's
//! [`attack_outcome`]: a Monk's protection or an ability that keeps them alive stops it, and
//! the Outsider simply lives). The Outsider becomes the Fang Gu and evil at once (001: they
//! are told "You are" with their new character and alignment at the Fang Gu's place, from the
//! change recorded), is marked "Once", and then the old Fang Gu dies.
//!
//! Without a jinx, the two happen together: the old Fang Gu's death is a Demon's death, so a
//! Scarlet Woman (with five or more alive) becomes a Fang Gu too — the old one dies first, she
//! finds no Demon alive ([`crate::ability::tb::scarletwoman`]), then the Outsider becomes the
//! Fang Gu. Jinx with the Scarlet Woman (official jinx list, [`crate::jinx`]): she stays a
//! Minion — the Outsider becomes the Fang Gu first, so she finds a Demon alive.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "fanggu",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(preview),
    ..Ability::PLAIN
};

/// The reminder marking that the jump has happened (once per game).
pub const ONCE: &str = "Once";

/// The jinx partner whose rule changes the jump (official jinx list).
const SCARLET_WOMAN: &str = "scarletwoman";

/// Would the Fang Gu `by` attacking `target` jump: the first Outsider the attack kills?
fn jumps(state: &GameState, by: PlayerId, target: PlayerId) -> bool {
    let outsider = state
        .seat(target)
        .is_some_and(|t| t.team() == Some(Team::Outsider));
    let jumped = state
        .reminders
        .iter()
        .any(|r| r.character == ABILITY.id && r.reminder == ONCE);
    outsider
        && !jumped
        && target != by
        && state.seat(by).is_some_and(|s| s.is(ABILITY.id))
        && ability_works(state, by)
        && really_alive(state, by)
        && attack_outcome(state, by, target) == KillOutcome::Dies
}

/// The night sheet's preview of the attack: as any Demon's, but the Outsider the Fang Gu
/// would jump to does not simply die (they become the Fang Gu, the old one dies).
fn preview(state: &GameState, demon: &Seat) -> NightInfo {
    let mut info = learn::attack(state, demon);
    if let NightInfo::Attack { outcomes } = &mut info {
        for (target, outcome) in outcomes.iter_mut() {
            if jumps(state, demon.id, *target) {
                *outcome = KillOutcome::Jumps;
            }
        }
    }
    info
}

fn attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    if !jumps(state, by, target) {
        return demon_kill(state, act.strict, by, target);
    }
    if act.strict {
        is_really(state, by, ABILITY.id)?;
        if state.phase == Phase::FirstNight || !state.phase.is_night() {
            return Err(RuleError::NoActionTonight {
                character: ABILITY.id.into(),
            });
        }
    }
    record_choice(state, by, ABILITY.id, vec![target]);
    let jinxed = jinx::active(state, ABILITY.id, SCARLET_WOMAN);
    let mut events = Vec::new();
    if !jinxed {
        events.extend(die(state, by, DeathCause::Demon));
    }
    events.push(change_character(state, target, ABILITY.id));
    if let Some(s) = state.seat_mut(target) {
        s.alignment = Some(Alignment::Evil);
    }
    events.push(Event::AlignmentChanged { player: target });
    reminder::place(state, target, ABILITY.id, ONCE);
    if jinxed {
        events.extend(die(state, by, DeathCause::Demon));
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::character::Alignment;
    use crate::command::Command;
    use crate::night::{sheet, StepKind};
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = snv_game(&[
            "fanggu",
            "scarletwoman",
            "klutz",
            "mutant",
            "dreamer",
            "oracle",
            "sage",
        ]);
        next_night(&mut g);
        g
    }

    /// The first Outsider attacked becomes the evil Fang Gu and the old one dies; the
    /// Scarlet Woman stays a Minion (the jinx); the new Fang Gu is told who they are tonight.
    #[test]
    fn the_first_outsider_becomes_the_fang_gu() {
        let mut g = game();
        g.apply(Command::act("fanggu", P(0), P(2))).unwrap();
        let st = g.state();
        assert!(st.seat(P(2)).unwrap().is("fanggu") && st.seat(P(2)).unwrap().alive);
        assert_eq!(st.seat(P(2)).unwrap().alignment, Some(Alignment::Evil));
        assert!(!st.seat(P(0)).unwrap().alive);
        assert!(st.seat(P(1)).unwrap().is("scarletwoman"));
        assert!(sheet(st)
            .iter()
            .any(|s| s.kind == StepKind::YouAre && s.player == Some(P(2))));
        // 001: the "You are" answer tells the new character and the new alignment.
        let step = sheet(st)
            .into_iter()
            .find(|s| s.kind == StepKind::YouAre && s.player == Some(P(2)))
            .unwrap();
        assert_eq!(
            crate::night::answer(st, &step, &[]).unwrap().truth,
            Some(crate::info::Info::YouAre {
                character: Some("fanggu".into()),
                alignment: Some(Alignment::Evil),
            })
        );
        // Once per game: the new Fang Gu's attack on the other Outsider kills her.
        next_night(&mut g);
        g.apply(Command::act("fanggu", P(2), P(3))).unwrap();
        assert!(!g.state().seat(P(3)).unwrap().alive);
        assert!(g.state().seat(P(3)).unwrap().is("mutant"));
    }

    /// The night sheet previews the jump: the first Outsider attacked does not simply "die"
    /// (they become the Fang Gu and the old one dies); the other players die; once the jump
    /// is made, an Outsider attacked dies.
    #[test]
    fn the_sheet_previews_the_jump() {
        use crate::night::{KillOutcome, NightInfo};
        let outcomes = |g: &crate::Game, demon| {
            let step = sheet(g.state())
                .into_iter()
                .find(|s| s.kind == StepKind::Character && s.player == Some(demon))
                .expect("the Fang Gu wakes");
            match step.info {
                Some(NightInfo::Attack { outcomes }) => outcomes,
                other => panic!("{other:?}"),
            }
        };
        let mut g = game();
        let o = outcomes(&g, P(0));
        assert_eq!(o[2], (P(2), KillOutcome::Jumps), "the Klutz");
        assert_eq!(o[3], (P(3), KillOutcome::Jumps), "the Mutant");
        assert_eq!(o[4], (P(4), KillOutcome::Dies), "the Dreamer");
        g.apply(Command::act("fanggu", P(0), P(2))).unwrap();
        next_night(&mut g);
        let o = outcomes(&g, P(2));
        assert_eq!(o[3], (P(3), KillOutcome::Dies), "the jump is made once");
    }

    /// A protected Outsider neither dies nor becomes the Fang Gu.
    #[test]
    fn no_jump_without_a_kill() {
        let mut g = game();
        g.apply(Command::SetStatus {
            target: P(2),
            kind: crate::status::StatusKind::Safe,
            source: None,
            duration: crate::status::Duration::UntilDawn,
            about: None,
        })
        .unwrap();
        g.apply(Command::act("fanggu", P(0), P(2))).unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("klutz"));
        assert!(g.state().seat(P(0)).unwrap().alive);
    }
}
