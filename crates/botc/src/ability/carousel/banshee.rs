//! Banshee (carousel, Townsfolk). Character ability text, in our words: if the Demon kills the
//! Banshee, everyone is told; from then on she may nominate two times each day and vote two
//! times on each nomination.
//!
//! Her death by the Demon (a death whose cause is the Demon, through the one kill path or
//! recorded by the Storyteller) while her ability works marks her "Has Ability" ([`OnDeath`]);
//! that night her step is on the sheet (the Storyteller's: she does not wake), and at dawn
//! the announcement tells everyone that she was the Banshee ([`Ability::announced_at_dawn`]).
//! From then on, while her ability works (dead, as the ability says, but not drunk or
//! poisoned: 001) and the reminder is on her, she may nominate, dead too, up to twice a day
//! ([`Nominating::UpTo`]); she may vote on every nomination, dead too, without spending her
//! vote token ([`Rules::keeps_vote_token`]), and her raised hand counts two votes (the vote
//! count and the walk weigh it, [`Rules::vote_weight`]). The Storyteller may take the reminder
//! off (or put it on) by hand to say otherwise.
//!
//! Jinxes: the Vortox's is followed (the death is announced whatever the Vortox does to
//! information); with the Leviathan and the Riot, picked by that Demon at night
//! ([`crate::ability::carousel::leviathan::pick`]), she dies by the Demon through the one kill
//! path, and so gains her ability as above.

use crate::ability::prelude::*;

pub const ID: &str = "banshee";
const HAS_ABILITY: &str = "Has Ability";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(killed_tonight_by_the_demon),
    storyteller_step: true,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    when_picked_by_demon: Some(|state, banshee, _demon| kill(state, banshee, DeathCause::Demon)),
    announced_at_dawn: Some(killed_by_the_demon_on),
    rules: Rules {
        nominations: Some(nominations),
        vote_weight: Some(two_votes),
        may_vote: Some(may_vote),
        keeps_vote_token: Some(awakened),
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// Is the Banshee's ability awakened (the Demon killed her while it worked: "Has Ability")?
pub fn awakened(state: &GameState, banshee: PlayerId) -> bool {
    state
        .reminders
        .iter()
        .any(|r| r.player == banshee && r.character == ID && r.reminder == HAS_ABILITY)
}

/// The Demon killed her on night `night`, her ability awakened.
fn killed_by_the_demon_on(state: &GameState, banshee: PlayerId, night: u32) -> bool {
    awakened(state, banshee)
        && state.deaths.iter().any(|d| {
            d.player == banshee
                && d.cause == DeathCause::Demon
                && d.phase.night_number() == Some(night)
        })
}

fn killed_tonight_by_the_demon(state: &GameState, seat: &Seat, night: u32) -> bool {
    killed_by_the_demon_on(state, seat.id, night)
}

/// Killed by the Demon while her ability works: "Has Ability".
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player == holder && died.cause == DeathCause::Demon && ability_works(state, holder) {
        reminder::place(state, holder, ID, HAS_ABILITY);
    }
    Reaction::default()
}

/// Awakened, she nominates though dead, twice a day.
fn nominations(
    state: &GameState,
    holder: PlayerId,
    nominator: PlayerId,
    _: PlayerId,
) -> Nominating {
    if nominator == holder && awakened(state, holder) {
        Nominating::UpTo(2)
    } else {
        Nominating::Usual
    }
}

/// Awakened, her hand counts two votes.
fn two_votes(state: &GameState, holder: PlayerId, voter: PlayerId) -> Option<i32> {
    (voter == holder && awakened(state, holder)).then_some(2)
}

/// Awakened and working, she votes on every nomination though dead; otherwise the usual rule.
fn may_vote(state: &GameState, holder: PlayerId) -> bool {
    let Some(s) = state.seat(holder) else {
        return false;
    };
    s.alive || s.ghost_vote || (awakened(state, holder) && ability_works(state, holder))
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
                "imp",
                "widow",
                "banshee",
                "noble",
                "steward",
                "fisherman",
                "knight",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        next_night(&mut g);
        g
    }

    /// Killed by the Demon: announced at dawn, she nominates twice though dead, and each of
    /// her votes counts two, on every nomination.
    #[test]
    fn killed_by_the_demon() {
        let mut g = game();
        g.apply(Command::act("imp", P(0), P(2))).unwrap();
        let events = g.apply(Command::EndNight).unwrap();
        let cards = crate::card::announcement(&Command::EndNight, &events);
        assert!(cards.contains(&crate::card::Card::PlayerIs {
            player: P(2),
            character: "banshee".into()
        }));
        // The dawn screen, by day, reads the same announcement of the night before.
        assert_eq!(
            crate::ability::announced_at_dawn(g.state()),
            vec![crate::event::Event::CharacterAnnounced {
                player: P(2),
                character: "banshee".into()
            }]
        );
        for (nominee, voters) in [(3, vec![P(2), P(4)]), (5, vec![P(2)])] {
            g.apply(Command::Nominate {
                nominator: P(2),
                nominee: P(nominee),
            })
            .unwrap();
            g.apply(Command::Vote { voters }).unwrap();
        }
        let third = Command::Nominate {
            nominator: P(2),
            nominee: P(6),
        };
        assert_eq!(g.apply(third).unwrap_err().code(), "AlreadyNominated");
        // 6 alive: 3 needed; the Banshee's two and one more put the Noble on the block.
        assert_eq!(crate::day::about_to_die(g.state()), Some(P(3)));
    }

    /// Dead by execution, she is nothing more than a dead player.
    #[test]
    fn executed_stays_plain() {
        let mut g = game();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Die {
            player: P(2),
            cause: crate::death::DeathCause::Execution,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::EndNight).unwrap();
        let n = Command::Nominate {
            nominator: P(2),
            nominee: P(3),
        };
        assert_eq!(g.apply(n).unwrap_err().code(), "DeadCannotNominate");
    }
}
