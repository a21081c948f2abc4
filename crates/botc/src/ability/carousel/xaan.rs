//! Xaan (carousel, Minion). Character ability text: on night X every Townsfolk is poisoned
//! until dusk, X being the number of Outsiders; the Storyteller sets up the game with as many
//! Outsiders as they like.
//!
//! Setup ([`SetupEffect::OutsidersAny`] in the table): the setup check allows any number of
//! Outsiders with the Xaan (the other characters' changes to the count, a Baron's, do not
//! bind then). The draw picks X for the Storyteller: at random between 1 and the Outsiders the
//! bag holds (the script's Outsiders the draw may put in), at most the good seats less one
//! so the good keep at least one Townsfolk; never 0, since with no Outsider the ability would
//! do nothing. The Storyteller may change it by hand.
//!
//! X is the number of Outsiders in play when the game started: the players' characters at
//! setup (before any change, [`GameState::changes`]), Travellers left out; the Drunk counts,
//! being an Outsider. With no Outsider there is no night X and the ability does nothing.
//!
//! The poison is the engine's: as night X begins ([`Ability::when_phase_starts`]; the first
//! night when X is 1), while the Xaan's ability works (alive, sober and healthy, 001), every
//! Townsfolk is poisoned by the Xaan until the dusk that ends the next day
//! ([`Duration::UntilDusk`]). Like every status from a player's ability, it ends earlier if the
//! Xaan loses the ability (000/003). A player who becomes a Townsfolk after night X began is
//! not poisoned (the Storyteller may add it). The Xaan does not wake: the step is the
//! Storyteller's reminder ([`Ability::storyteller_step`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "xaan",
    storyteller_step: true,
    when_phase_starts: Some(poison_townsfolk),
    ..Ability::PLAIN
};

/// The Outsiders in play when the game started: X.
pub fn outsiders_at_setup(state: &GameState) -> u32 {
    state
        .seats
        .iter()
        .filter(|s| !s.traveller)
        .filter(|s| {
            let first = state
                .changes
                .iter()
                .find(|c| c.player == s.id)
                .map(|c| c.from.as_str())
                .or(s.character.as_deref());
            first
                .and_then(|id| state.character(id))
                .is_some_and(|d| d.team == Team::Outsider)
        })
        .count() as u32
}

/// As night X begins: every Townsfolk poisoned by the Xaan until dusk.
fn poison_townsfolk(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    let Some(night) = night_of(state) else {
        return Vec::new();
    };
    if !state.phase.is_night() || night != outsiders_at_setup(state) {
        return Vec::new();
    }
    let Some(xaan) = state.seat(holder) else {
        return Vec::new();
    };
    if !xaan.alive || !ability_works(state, holder) {
        return Vec::new();
    }
    let epoch = xaan.epoch;
    let townsfolk: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| !s.traveller && s.team() == Some(Team::Townsfolk))
        .map(|s| s.id)
        .collect();
    let mut events = Vec::new();
    for t in townsfolk {
        state.statuses.push(Status {
            target: t,
            kind: StatusKind::Poisoned,
            source: Source::Player {
                player: holder,
                character: ABILITY.id.into(),
            },
            duration: Duration::UntilDusk,
            source_epoch: epoch,
            inert: false,
            since: state.phase,
            about: None,
        });
        events.push(Event::StatusPlaced {
            player: t,
            kind: StatusKind::Poisoned,
            inert: false,
        });
    }
    events
}

#[cfg(test)]
mod tests {
    use crate::character::{official, Edition, Team};
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, count_table, random_draw};
    use crate::test_util::P;
    use crate::warning::SetupWarning;

    /// Every draw with the Xaan has X Outsiders, 1 to the Outsiders of the script, the good
    /// keeping a Townsfolk; the draw passes the count check; X varies.
    #[test]
    fn the_draw_picks_x_outsiders() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let on_script = script
            .characters()
            .iter()
            .filter(|d| d.team == Team::Outsider)
            .count();
        let mut xs = std::collections::BTreeSet::new();
        for players in [7usize, 9, 11, 15] {
            let seats: Vec<_> = (0..players as u32).map(P).collect();
            for seed in 0..500 {
                let draw = random_draw(&script, &seats, &mut Rng::new(seed));
                if !draw.iter().any(|a| a.character == "xaan") {
                    continue;
                }
                let team = |t: Team| {
                    draw.iter()
                        .filter(|a| official(&a.character).unwrap().team == t)
                        .count()
                };
                let x = team(Team::Outsider);
                assert!(x >= 1 && x <= on_script, "seed {seed}: {x}");
                assert!(team(Team::Townsfolk) >= 1, "seed {seed}: {draw:?}");
                let base = count_table(players).unwrap();
                // One Demon, or none seated (Lil' Monsta, minded by its Minion more).
                assert!(team(Team::Demon) <= 1, "seed {seed}");
                assert!(team(Team::Minion) >= base.minions as usize, "seed {seed}");
                xs.insert(x);
                let warnings = check_pick(&script, &draw);
                assert!(
                    !warnings.iter().any(|w| matches!(
                        w,
                        SetupWarning::WrongCount {
                            team: Team::Outsider | Team::Townsfolk,
                            ..
                        }
                    ) || matches!(w, SetupWarning::ManualSetup { .. })),
                    "seed {seed}: {warnings:?}"
                );
            }
        }
        assert!(xs.len() >= 3, "X varies: {xs:?}");
    }

    /// The check accepts any number of Outsiders with the Xaan, not without it.
    #[test]
    fn the_check_accepts_any_outsider_count() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let pick = crate::ability::carousel::tests::hand_pick;
        for chars in [
            [
                "kazali",
                "xaan",
                "steward",
                "knight",
                "noble",
                "balloonist",
                "fisherman",
            ],
            [
                "lleech", "xaan", "steward", "knight", "noble", "hatter", "damsel",
            ],
            [
                "lleech", "xaan", "steward", "snitch", "zealot", "hatter", "damsel",
            ],
        ] {
            let w = check_pick(&script, &pick(&chars));
            assert!(
                !w.iter().any(|w| matches!(
                    w,
                    SetupWarning::WrongCount {
                        team: Team::Outsider | Team::Townsfolk,
                        ..
                    }
                )),
                "{chars:?}: {w:?}"
            );
        }
        let w = check_pick(
            &script,
            &pick(&[
                "lleech", "widow", "steward", "snitch", "zealot", "hatter", "damsel",
            ]),
        );
        assert!(
            w.iter().any(|w| matches!(
                w,
                SetupWarning::WrongCount {
                    team: Team::Outsider,
                    ..
                }
            )),
            "{w:?}"
        );
    }
}
