//! Fearmonger (carousel, Minion). Character ability text: every night the Fearmonger picks a
//! player; should the Fearmonger nominate that player and the player be executed, the
//! player's team loses. Whenever the pick moves to another player, everyone is told so (not
//! whom).
//!
//! The pick is a night choice of one player (the first night included), recorded as
//! [`Command::Act`]; while the ability works it moves the "Fear" reminder to the player picked.
//! 001: a drunk or poisoned Fearmonger's pick does nothing, then or later: the reminder stays
//! where it was (a Fearmonger impaired all along has no one chosen).
//!
//! The announcement: the day after a pick that moved the reminder (the first pick too: a
//! player is now chosen), the day panel asks the Storyteller to tell everyone that the
//! Fearmonger chose someone new ([`Ability::announces`]).
//!
//! The loss: the player bearing "Fear", nominated today by the Fearmonger and executed while
//! the Fearmonger's ability works, loses for their team ([`Ability::execution_loses`],
//! [`WinReason::ChosenExecuted`]). It is the execution that counts, not the death (001: "une
//! joueuse peut être exécutée mais rester en vie"); 002: a win from an ability beats the
//! rules'. The Vizier's jinx (the Vizier may not execute the Fearmonger's player at once) is
//! checked by the Vizier's act.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "fearmonger",
    choice: Some(Choice {
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(pick),
    says: Some([
        "{by} (Fearmonger) chooses {targets}",
        "{by} (Épouvanteur) choisit {targets}",
    ]),
    announces: Some(announce),
    execution_loses: Some(feared_and_nominated),
    ..Ability::PLAIN
};

/// The official reminder on the player chosen.
pub const FEAR: &str = "Fear";

/// What the day panel asks the Storyteller to say, the day after a new pick.
const NEW_PICK: Text = Text::new(
    "Tell everyone: the Fearmonger has chosen a new player (do not say whom).",
    "Annoncez à tous : l'Épouvanteur a choisi un nouveau joueur (sans dire lequel).",
);

/// The pick: while the ability works, "Fear" moves to the player picked.
fn pick(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    if !record_choice(state, by, ABILITY.id, vec![target]) {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    reminder::remove_all(state, ABILITY.id, FEAR);
    reminder::place(state, target, ABILITY.id, FEAR);
    Ok(Vec::new())
}

/// The player bearing "Fear", if any.
pub fn feared(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ABILITY.id && r.reminder == FEAR)
        .map(|r| r.player)
}

/// The night before day `day`.
fn night_before(day: u32) -> Phase {
    if day <= 1 {
        Phase::FirstNight
    } else {
        Phase::Night(day)
    }
}

/// By day: the holder's pick of last night worked and differs from their previous working
/// pick (or is their first).
fn announce(state: &GameState, holder: PlayerId) -> Option<Text> {
    let day = state.phase.day_number()?;
    let night = night_before(day);
    let picks: Vec<&Chosen> = state
        .choices
        .iter()
        .filter(|c| c.by == holder && c.character == ABILITY.id && c.worked)
        .collect();
    let last = picks.iter().rposition(|c| c.phase == night)?;
    let before = picks[..last].iter().rev().find(|c| c.phase != night);
    let moved = before.is_none_or(|b| b.targets != picks[last].targets);
    moved.then_some(NEW_PICK)
}

/// The executed player bears "Fear" and the holder nominated them today.
fn feared_and_nominated(state: &GameState, holder: PlayerId, executed: PlayerId) -> bool {
    let Some(day) = state.phase.day_number() else {
        return false;
    };
    feared(state) == Some(executed)
        && nominations_of(state, day)
            .iter()
            .any(|n| n.nominator == holder && n.nominee == executed && !n.exile)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::test_util::P;

    /// The panel says a new pick the day after it, and not the day after the same pick again.
    #[test]
    fn a_new_pick_is_announced_once() {
        let mut g = custom_game(&[
            "imp",
            "fearmonger",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        g.apply(Command::act("fearmonger", P(1), P(2))).unwrap();
        g.apply(Command::EndNight).unwrap();
        let notes = fabled::day_notes(g.state());
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].0, "fearmonger");
        g.apply(Command::EndDayNoExecution).unwrap();
        g.apply(Command::act("fearmonger", P(1), P(2))).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert!(fabled::day_notes(g.state()).is_empty());
        g.apply(Command::EndDayNoExecution).unwrap();
        g.apply(Command::act("fearmonger", P(1), P(3))).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert_eq!(fabled::day_notes(g.state()).len(), 1);
    }
}
