//! Golem (carousel, Outsider). Character ability text, in our words: the Golem nominates only
//! once in the whole game; when they do, the player they nominate dies unless that player is
//! the Demon.
//!
//! The Golem's first nomination (not a call for a Traveller's exile, 002 "Voyageurs": that is
//! no nomination) spends the ability ("May Not Nominate"), drunk or poisoned too (001: a
//! once-per-game ability used while impaired is wasted). While the ability works, a nominee who
//! is not the Demon dies at once through the one kill path (the Tea Lady, the Sailor, the Fool
//! may keep them alive); the nomination stays open for its vote, as any other. A nominee who may
//! register as the Demon (the Recluse, 002) is the Storyteller's call, offered as the Slayer's
//! is: the suggestion is the death, set aside the Recluse registered as the Demon and lives. A
//! drunk or poisoned Golem kills no one (001). While the ability works, a second nomination by
//! the Golem is refused (`AbilityAlreadyUsed`); an override records it.

use crate::ability::prelude::*;

pub const ID: &str = "golem";
const MAY_NOT_NOMINATE: &str = "May Not Nominate";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    on_nominate: Some(nominated),
    rules: Rules {
        nominations: Some(once),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The Golem nominates only once: a second nomination of theirs is refused.
fn once(
    state: &GameState,
    holder: PlayerId,
    nominator: PlayerId,
    _nominee: PlayerId,
) -> Nominating {
    match state.seat(holder) {
        Some(g) if nominator == holder && g.ability_used => {
            Nominating::Refused(RuleError::AbilityAlreadyUsed {
                name: g.name.clone(),
                character: ID.into(),
            })
        }
        _ => Nominating::Usual,
    }
}

/// The Golem's first nomination: spent; working, a nominee who is not the Demon dies.
fn nominated(
    state: &mut GameState,
    holder: PlayerId,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Vec<Event> {
    let Some(golem) = state.seat(holder) else {
        return Vec::new();
    };
    if nominator != holder || golem.ability_used {
        return Vec::new();
    }
    let works = ability_works(state, holder);
    state.seat_mut(holder).unwrap().ability_used = true;
    reminder::place(state, holder, ID, MAY_NOT_NOMINATE);
    let mut events = vec![Event::AbilitySpent { player: holder }];
    if !works {
        events.push(Event::NoEffect {
            player: holder,
            reason: NoEffect::Impaired,
        });
        return events;
    }
    let Some(t) = state.seat(nominee) else {
        return events;
    };
    if state.is_team(nominee, Team::Demon) {
        events.push(Event::NoEffect {
            player: nominee,
            reason: NoEffect::Missed,
        });
    } else if learn::may_register_as(state, t).contains(&Team::Demon) {
        // 002: the Recluse may register as the Demon: the Storyteller says whether they die.
        let kind = PendingKind::Registration {
            player: nominee,
            character: ID.into(),
        };
        events.push(Event::PendingAdded { kind: kind.clone() });
        state.pending.push(Pending {
            kind,
            suggestions: vec![Command::Die {
                player: nominee,
                cause: DeathCause::Storyteller,
            }],
        });
    } else {
        events.extend(kill(state, nominee, DeathCause::Storyteller));
    }
    events
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::test_util::*;

    fn game() -> crate::Game {
        let mut g = setup_game(
            Some(Edition::Carousel),
            &[
                "lleech",
                "widow",
                "golem",
                "recluse",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        to_day(&mut g);
        g
    }

    fn nominate(
        g: &mut crate::Game,
        a: u32,
        b: u32,
    ) -> Result<Vec<crate::event::Event>, crate::error::RuleError> {
        g.apply(Command::Nominate {
            nominator: P(a),
            nominee: P(b),
        })
    }

    /// The Demon nominated survives, and the Golem may not nominate again.
    #[test]
    fn the_demon_survives_and_once_only() {
        let mut g = game();
        nominate(&mut g, 2, 0).unwrap();
        assert!(g.state().seat(P(0)).unwrap().alive);
        assert!(g.state().seat(P(2)).unwrap().ability_used);
        g.apply(Command::Vote { voters: vec![] }).unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert_eq!(
            nominate(&mut g, 2, 4).unwrap_err().code(),
            "AbilityAlreadyUsed"
        );
    }

    /// The Recluse may register as the Demon: the Storyteller's call, the death suggested.
    #[test]
    fn the_recluse_is_the_storytellers_call() {
        let mut g = game();
        nominate(&mut g, 2, 3).unwrap();
        assert!(g.state().seat(P(3)).unwrap().alive);
        let p = &g.state().pending[0];
        assert!(matches!(
            p.kind,
            crate::pending::PendingKind::Registration { player, .. } if player == P(3)
        ));
        g.apply(Command::Decide { index: 0, pick: 0 }).unwrap();
        assert!(!g.state().seat(P(3)).unwrap().alive);
    }
}
