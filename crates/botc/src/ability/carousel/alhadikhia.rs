//! Al-Hadikhia (carousel, Demon). Character ability text: each night but the first, it may
//! choose three players, and everyone learns who; each of them secretly chooses to live or to
//! die, but if all three choose to live, all three die.
//!
//! - The choice: three different players (anyone), from the second night, by the real
//!   Al-Hadikhia, and optional ("may"). They are marked 1, 2 and 3 (the reminders move each
//!   night); the Storyteller says who they are at dawn (the prompt).
//! - The players' choices are the Storyteller's to collect (each wakes and nods or shakes their
//!   head): the engine then offers one decision ([`PendingKind::Chooses`]) listing who dies,
//!   every way it can end: each player who chose to die dies, and if all three chose to live,
//!   all three die, so "nobody dies" is not among them. The pick is recorded as the
//!   Al-Hadikhia's act with no player ([`Ability::says_for_storyteller`]), each death through
//!   the Demon's one kill path ([`demon_strike`]): the deaths are the Demon's, so the Monk's
//!   protection and the Soldier keep a player alive (000: the ability kills, not the player).
//! - 001: a drunk or poisoned Al-Hadikhia (or a dead one) kills nobody: its choice is recorded,
//!   nothing is left to decide.
//! - Strict mode: the Storyteller's pick names only players chosen tonight, at least one; an
//!   override records anything.
//! - Jinx (the Princess): her night stops these deaths as any Demon's (see
//!   [`super::princess`]). Jinx (the Scarlet Woman): a Scarlet Woman who became the Al-Hadikhia
//!   turns back into the Scarlet Woman as soon as another Al-Hadikhia lives beside her (a dead
//!   one brought back to life): [`Ability::refresh`]. Jinx (the Mastermind): the night after
//!   its execution while the Mastermind lived, the dead Al-Hadikhia wakes at its place and
//!   names three players ([`bmr::mastermind::al_hadikhia_names_tonight`]): three different
//!   living players, not optional, and in strict mode only good ones (the jinx's "3 good
//!   players": their real alignment; a player who might register otherwise is the
//!   Storyteller's to override). Nobody dies of it: the Storyteller is offered the verdict of
//!   their choices, which the Mastermind's definition turns into the win.

use crate::ability::prelude::*;

const ID: &str = "alhadikhia";
const MARKS: [&str; 3] = ["1", "2", "3"];

/// The Al-Hadikhia's choice: three players, from the second night, by the real Al-Hadikhia.
const CHOICE: Choice = Choice {
    optional: true,
    when: When::NightAfterFirst,
    really: true,
    ..Choice::of(3, Then::Acts)
};

/// Jinx (the Mastermind): what the Storyteller does the night after the Al-Hadikhia's execution.
const NAMES_THREE_GOOD: Text = Text::new(
    "Mastermind jinx: the dead Al-Hadikhia points at three living good players (mark 1, 2, \
         3). Wake each in turn: they nod to live or shake their head to die. Nobody dies: if \
         all three chose to live, evil wins; otherwise good wins.",
    "Jinx du Conspirateur : l'Al-Hadikhia mort désigne trois joueurs bons vivants (marquez \
         1, 2, 3). Réveillez-les tour à tour : chacun hoche la tête pour vivre ou la secoue pour \
         mourir. Personne ne meurt : si les trois ont choisi de vivre, le Mal gagne ; sinon, le \
         Bien gagne.",
);

/// Jinx (the Mastermind): the dead Al-Hadikhia's three, the night after its execution: three
/// different living players, named without fail.
const JINX_CHOICE: Choice = Choice {
    among: Among::Alive,
    when: When::NightAfterFirst,
    really: true,
    ..Choice::of(3, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: ID,
    // The player's choice; none for the Storyteller's pick of who dies (an act with no player).
    choice_now: Some(|state, player| {
        Some(
            if bmr::mastermind::al_hadikhia_names_tonight(state, player) {
                JINX_CHOICE
            } else {
                CHOICE
            },
        )
    }),
    acts: Some(acts),
    says_for_storyteller: Some([
        "Of the Al-Hadikhia's three, these die: {targets}",
        "Parmi les trois de l'Al-Hadikhia, ceux-ci meurent : {targets}",
    ]),
    refresh: Some(one_demon),
    prompt_now: Some(|state, seat| {
        bmr::mastermind::al_hadikhia_names_tonight(state, seat.id).then_some(NAMES_THREE_GOOD)
    }),
    ..Ability::PLAIN
};

/// The jinx partner who turns back when she would be a second Al-Hadikhia.
const SCARLET_WOMAN: &str = "scarletwoman";

/// Jinx (the Scarlet Woman): the holder, alive, became the Al-Hadikhia as the Scarlet Woman,
/// and another Al-Hadikhia lives: the holder is the Scarlet Woman again.
fn one_demon(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let alive = |s: &Seat| s.alive && s.is(ID);
    let Some(seat) = state.seat(holder).filter(|s| alive(s)) else {
        return Vec::new();
    };
    let was_scarlet_woman = state
        .changes
        .iter()
        .rev()
        .find(|c| c.player == holder)
        .is_some_and(|c| c.from == SCARLET_WOMAN && c.to == ID && c.player == seat.id);
    let another = state.seats.iter().any(|s| s.id != holder && alive(s));
    if !was_scarlet_woman || !another || !jinx::scripted(state, ID, SCARLET_WOMAN) {
        return Vec::new();
    }
    vec![change_character(state, holder, SCARLET_WOMAN)]
}

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    match act.by {
        Some(by) => chooses(state, act, by),
        None => who_dies(state, act),
    }
}

/// The Al-Hadikhia chooses three players: marked 1, 2, 3; its ability working, the
/// Storyteller decides who dies once the three have chosen.
fn chooses(state: &mut GameState, act: &Act, by: PlayerId) -> Result<Vec<Event>, RuleError> {
    if bmr::mastermind::al_hadikhia_names_tonight(state, by) {
        return names_three_good(state, act, by);
    }
    let works = ability_works(state, by) && really_alive(state, by);
    mark_three(state, by, act.targets, works);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    let suggestions = who_may_die(act.targets)
        .into_iter()
        .map(|targets| Command::Act {
            character: ID.into(),
            by: None,
            targets,
            guess: None,
        })
        .collect();
    Ok(vec![learn::offer_decision(state, by, ID, suggestions)])
}

/// Jinx (the Mastermind): the dead Al-Hadikhia names its three (good ones, in strict mode):
/// marked 1, 2, 3, and the Storyteller is offered the verdict of their choices.
fn names_three_good(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    if act.strict {
        if let Some(t) = act
            .targets
            .iter()
            .find(|t| !state.seat(**t).is_some_and(|s| s.is_good()))
        {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(*t),
                character: ID.into(),
            });
        }
    }
    mark_three(state, by, act.targets, true);
    Ok(vec![bmr::mastermind::offer_three_chose(
        state,
        by,
        act.targets,
    )])
}

/// Every group of the chosen players that may die: any but none (if all three live, all
/// three die), one player first, then two, then all.
fn who_may_die(chosen: &[PlayerId]) -> Vec<Vec<PlayerId>> {
    let n = chosen.len();
    let mut groups: Vec<Vec<PlayerId>> = (1u32..(1 << n))
        .map(|mask| {
            chosen
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, p)| *p)
                .collect()
        })
        .collect();
    groups.sort_by_key(|g| g.len());
    groups
}

/// The Storyteller's pick of who dies among tonight's three: each attacked by the
/// Al-Hadikhia through the kill path, while its ability works.
fn who_dies(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    require_night(state, act)?;
    for t in act.targets {
        state.require(*t)?;
    }
    let tonight = state
        .choices
        .iter()
        .rev()
        .find(|c| c.character == ID && c.phase == state.phase && c.targets.len() > 1)
        .map(|c| (c.by, c.targets.clone()));
    let holder = match &tonight {
        Some((by, _)) => *by,
        None => state
            .seats
            .iter()
            .find(|s| s.is(ID))
            .map(|s| s.id)
            .ok_or_else(|| RuleError::CannotAct {
                character: ID.into(),
            })?,
    };
    if act.strict {
        let chosen = tonight.map(|(_, t)| t).unwrap_or_default();
        if act.targets.is_empty() {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed: 1,
                got: 0,
            });
        }
        for (i, t) in act.targets.iter().enumerate() {
            if !chosen.contains(t) || act.targets[..i].contains(t) {
                return Err(RuleError::ChoiceNotAllowed {
                    name: state.name(*t),
                    character: ID.into(),
                });
            }
        }
    }
    if !(ability_works(state, holder) && really_alive(state, holder)) {
        return Ok(vec![Event::NoEffect {
            player: holder,
            reason: NoEffect::Impaired,
        }]);
    }
    let mut events = Vec::new();
    for t in act.targets {
        events.extend(demon_strike(state, holder, *t));
    }
    Ok(events)
}

/// The three players chosen, recorded (`worked`: whether the choice had its effect) and
/// marked 1 to 3 in the grimoire, last night's marks taken away.
fn mark_three(state: &mut GameState, by: PlayerId, targets: &[PlayerId], worked: bool) {
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: targets.to_vec(),
        phase: state.phase,
        worked,
    });
    for mark in MARKS {
        reminder::remove_all(state, ID, mark);
    }
    for (t, mark) in targets.iter().zip(MARKS) {
        reminder::place(state, *t, ID, mark);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::P;

    /// The decision reads as who dies, one player or more.
    #[test]
    fn the_decision_says_who_dies() {
        let g = crate::ability::carousel::tests::custom_game(&[
            "alhadikhia",
            "poisoner",
            "chef",
            "empath",
            "monk",
        ]);
        let pick = Command::Act {
            character: ID.into(),
            by: None,
            targets: vec![P(2)],
            guess: None,
        };
        assert_eq!(
            pick.describe(g.state(), crate::character::Lang::En),
            "Of the Al-Hadikhia's three, these die: P2"
        );
    }

    /// Jinx (the Mastermind): the night after its execution, the dead Al-Hadikhia's step says
    /// what the jinx asks, not the usual deaths; without the Mastermind it does not wake.
    #[test]
    fn the_jinx_night_has_its_own_prompt() {
        let night_after_execution = |chars: &[&str]| {
            let mut g = crate::ability::carousel::tests::custom_game(chars);
            g.apply(Command::EndNight).unwrap();
            g.apply(Command::Override {
                command: Box::new(Command::Execute {
                    player: P(0),
                    survives: false,
                }),
                reason: "test".into(),
            })
            .unwrap();
            g
        };
        let mut chars = [
            "alhadikhia",
            "mastermind",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ];
        let g = night_after_execution(&chars);
        let step = crate::night::sheet(g.state())
            .into_iter()
            .find(|s| s.player == Some(P(0)))
            .expect("the dead Al-Hadikhia wakes");
        assert_eq!(step.prompt, Some(NAMES_THREE_GOOD));
        chars[1] = "poisoner";
        let g = night_after_execution(&chars);
        assert!(crate::night::sheet(g.state())
            .iter()
            .all(|s| s.player != Some(P(0))));
    }

    /// Seven ways it can end for three players: never "nobody dies".
    #[test]
    fn seven_ways_never_none() {
        let groups = who_may_die(&[P(1), P(2), P(3)]);
        assert_eq!(groups.len(), 7);
        assert!(groups.iter().all(|g| !g.is_empty()));
        assert_eq!(groups[0], vec![P(1)]);
        assert_eq!(groups[6], vec![P(1), P(2), P(3)]);
    }
}
