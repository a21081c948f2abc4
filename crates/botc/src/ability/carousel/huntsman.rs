//! Huntsman (carousel, Townsfolk). Character ability text, in our words: once per game, at
//! night, the Huntsman picks a living player; if that player is the Damsel, she becomes a
//! Townsfolk that is not in play. [The Damsel is in play.]
//!
//! Setup: `Adds("damsel")` with one Outsider more or none in the table: the draw puts the Damsel
//! in play (in an Outsider's place, else a Townsfolk's), a hand pick without her is warned
//! about. The pick is optional (kept for a later night) and spends the ability ("No Ability").
//! When the Damsel is picked, which Townsfolk she becomes is the Storyteller's choice: a
//! decision offers each Townsfolk of the script not in play (settled with `change_character`,
//! after which she is told "You are"). 001: a drunk or poisoned Huntsman's pick is spent for
//! nothing; so is the pick of a player who only believes they are the Huntsman (the Drunk, the
//! Marionette).

use crate::ability::prelude::*;

pub const ID: &str = "huntsman";
const DAMSEL: &str = "damsel";

pub const ABILITY: Ability = Ability {
    id: ID,
    once: true,
    choice: Some(Choice {
        among: Among::Alive,
        optional: true,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(hunt),
    says: Some([
        "{by} (Huntsman) chooses {targets}",
        "{by} (Chasseur) choisit {targets}",
    ]),
    ..Ability::PLAIN
};

/// The Townsfolk of the script that are not in play: what the Damsel may become.
pub fn townsfolk_not_in_play(state: &GameState) -> Vec<&'static str> {
    state.not_in_play(Team::Townsfolk)
}

fn hunt(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let seat = state.require(by)?;
    if act.strict && seat.ability_used {
        return Err(RuleError::AbilityAlreadyUsed {
            name: seat.name.clone(),
            character: ID.into(),
        });
    }
    let worked = record_choice(state, by, ID, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    reminder::place(state, by, ID, "No Ability");
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !worked {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    if !state.require(target)?.is(DAMSEL) {
        events.push(Event::NoEffect {
            player: target,
            reason: NoEffect::Missed,
        });
        return Ok(events);
    }
    events.push(learn::offer_decision(
        state,
        by,
        ID,
        townsfolk_not_in_play(state)
            .into_iter()
            .map(|c| Command::ChangeCharacter {
                player: target,
                character: c.into(),
            })
            .collect(),
    ));
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::*;
    use crate::warning::SetupWarning;

    /// Every draw with the Huntsman has the Damsel, and passes the setup check.
    #[test]
    fn the_draw_brings_the_damsel() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let mut found = 0;
        for players in [7, 10, 13] {
            let seats: Vec<_> = (0..players).map(P).collect();
            for seed in 0..300 {
                let draw = random_draw(&script, &seats, &mut Rng::new(seed));
                if !draw.iter().any(|a| a.character == "huntsman") {
                    continue;
                }
                found += 1;
                assert!(
                    draw.iter().any(|a| a.character == "damsel"),
                    "seed {seed}, {players} players"
                );
                assert_eq!(draw.len(), players as usize);
                let warnings: Vec<_> = check_pick(&script, &draw)
                    .into_iter()
                    .filter(|w| !matches!(w, SetupWarning::ManualSetup { .. }))
                    .collect();
                assert!(
                    !warnings.iter().any(|w| matches!(
                        w,
                        SetupWarning::AddedMissing { .. } | SetupWarning::Duplicate { .. }
                    )),
                    "seed {seed}: {warnings:?}"
                );
            }
        }
        assert!(found > 0);
    }

    /// A hand pick with the Huntsman and no Damsel is warned about, and so is a Marionette who
    /// believes they are the Huntsman (the jinx).
    #[test]
    fn a_pick_without_the_damsel_is_warned() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let pick = crate::ability::carousel::tests::hand_pick;
        let missing = SetupWarning::AddedMissing {
            id: "huntsman".into(),
            needs: "damsel".into(),
        };
        let without = pick(&[
            "lleech",
            "widow",
            "huntsman",
            "noble",
            "steward",
            "fisherman",
            "knight",
        ]);
        assert!(check_pick(&script, &without).contains(&missing));
        let with = pick(&[
            "lleech",
            "widow",
            "huntsman",
            "damsel",
            "steward",
            "fisherman",
            "knight",
        ]);
        let w = check_pick(&script, &with);
        assert!(w.is_empty(), "{w:?}");
        let believed = pick(&[
            "lleech",
            "marionette:huntsman",
            "noble",
            "balloonist",
            "steward",
            "fisherman",
            "knight",
        ]);
        assert!(check_pick(&script, &believed).contains(&missing));
    }

    /// The Huntsman picks someone else: spent, nothing happens, he wakes no more.
    #[test]
    fn a_miss_spends_the_ability() {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "lleech",
                "widow",
                "huntsman",
                "damsel",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::act("huntsman", P(2), P(4))).unwrap();
        assert!(g.state().seat(P(2)).unwrap().ability_used);
        assert!(g.state().pending.is_empty());
        assert_eq!(
            g.apply(Command::act("huntsman", P(2), P(3)))
                .unwrap_err()
                .code(),
            "AbilityAlreadyUsed"
        );
        next_night(&mut g);
        assert!(!crate::night::sheet(g.state())
            .iter()
            .any(|s| s.character.as_deref() == Some("huntsman")));
    }
}
