//! Poppy Grower (carousel, Townsfolk). Character ability text: the Minions and the Demon do not
//! learn each other; when the Poppy Grower dies, they do, that night.
//!
//! The night sheet reads [`Ability::evil_info`]:
//! - On the first night, while the Poppy Grower lives and their ability works, the Minion info
//!   leaves the sheet and the Demon info shows the Demon only the three characters not in play
//!   (the Demon still gets its bluffs; the step's prompt says so). 001: a Poppy Grower drunk or
//!   poisoned from the start (the Philosopher's drunkenness, a Storyteller's poison) holds
//!   nothing back. Made drunk or poisoned later in the first night, by a character waking after
//!   the Poppy Grower's place (the Poisoner), they still held it back: the evil team does not
//!   suddenly learn each other.
//! - When the Poppy Grower dies with their ability working (000: an ability that happens
//!   because its player dies works though they are dead), they are marked "Evil Wakes"; that
//!   night (the night of a death at night, or the night after a death by day), the Minion info
//!   and the Demon info (the Minions, no characters not in play) are on the sheet at the Poppy
//!   Grower's place. 001: drunk or poisoned when they die, the Poppy Grower has no ability: the
//!   evil team does not learn each other. A Poppy Grower made drunk or poisoned later in the
//!   game reveals nothing either: the ability speaks of their death.
//!
//! The rules' own condition stands (002: 7 players or more, or the Toymaker): with fewer, the
//! evil team never learns each other, Poppy Grower or not. The Poppy Grower never wakes: the
//! steps are the evil team's.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "poppygrower",
    // The Poppy Grower's own step never wakes anyone: the evil team's steps take its place.
    wakes: Wakes::If(|_, _, _| false),
    evil_info: Some(evil_info),
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    ..Ability::PLAIN
};

/// The official reminder on the dead Poppy Grower: the evil team wakes to learn each other.
const EVIL_WAKES: &str = "Evil Wakes";

/// The Demon info's prompt while the Poppy Grower holds the evil team's information back.
const BLUFFS_ONLY: Text = Text::new(
    "Wake the Demon. Do not show their Minions (Poppy Grower): show only three good \
         characters not in play.",
    "Réveillez le Démon. Ne lui montrez pas ses Sbires (Cultivateur de pavot) : montrez \
         seulement trois personnages bons absents du jeu.",
);

/// The Demon info's prompt on the night the dead Poppy Grower's evil team learns each other.
const MINIONS_NOW: Text = Text::new(
    "The Poppy Grower died: wake the Demon, show “These are your Minions” and point at them.",
    "Le Cultivateur de pavot est mort : réveillez le Démon, montrez « Voici vos Sbires » en \
         les désignant.",
);

fn evil_info(state: &GameState, seat: &Seat, night: u32) -> EvilInfo {
    if night == 1 {
        return if holds_first_night(state, seat) {
            EvilInfo::Held(BLUFFS_ONLY)
        } else {
            EvilInfo::Usual
        };
    }
    let marked = state
        .reminders
        .iter()
        .any(|r| r.player == seat.id && r.character == ABILITY.id && r.reminder == EVIL_WAKES);
    let since_last_night = state.deaths.iter().any(|d| {
        d.player == seat.id && (d.phase == Phase::Night(night) || d.phase == Phase::Day(night - 1))
    });
    if marked && since_last_night {
        EvilInfo::Tonight(MINIONS_NOW)
    } else {
        EvilInfo::Usual
    }
}

/// On the first night: alive, and the ability works, or stopped working only through a
/// status placed tonight by a character waking after the Poppy Grower (after the evil team's
/// information).
fn holds_first_night(state: &GameState, seat: &Seat) -> bool {
    if !seat.alive {
        return false;
    }
    if ability_works(state, seat.id) {
        return true;
    }
    let own = seat.def().and_then(|d| d.first_night);
    let impairing: Vec<&Status> = state
        .statuses
        .iter()
        .filter(|s| {
            s.target == seat.id
                && !s.inert
                && matches!(s.kind, StatusKind::Drunk | StatusKind::Poisoned)
        })
        .collect();
    let later = |s: &&Status| {
        s.since == Phase::FirstNight
            && match &s.source {
                Source::Player { character, .. } => state
                    .character(character)
                    .and_then(|d| d.first_night)
                    .zip(own)
                    .is_some_and(|(theirs, own)| theirs > own),
                Source::Storyteller => false,
            }
    };
    !impairing.is_empty() && impairing.iter().all(later)
}

/// The Poppy Grower dies with a working ability: the evil team wakes that night.
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player != holder {
        return Reaction::default();
    }
    if !ability_works(state, holder) {
        return Reaction {
            events: vec![Event::NoEffect {
                player: holder,
                reason: NoEffect::Impaired,
            }],
            triggers: Vec::new(),
        };
    }
    reminder::place(state, holder, ABILITY.id, EVIL_WAKES);
    Reaction::default()
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::card::{for_step, Card};
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::night::{sheet, NightStep, StepKind};
    use crate::test_util::*;

    const CAST: &[&str] = &[
        "imp",
        "poisoner",
        "poppygrower",
        "chef",
        "empath",
        "monk",
        "soldier",
    ];

    fn step(g: &crate::game::Game, kind: StepKind) -> Option<NightStep> {
        sheet(g.state()).into_iter().find(|s| s.kind == kind)
    }

    /// The first night: no Minion info; the Demon is shown only the characters not in play.
    #[test]
    fn the_demon_gets_only_bluffs() {
        let mut g = custom_game(CAST);
        g.apply(Command::Override {
            command: Box::new(Command::SetBluffs {
                bluffs: vec!["washerwoman".into(), "librarian".into(), "butler".into()],
            }),
            reason: "test".into(),
        })
        .unwrap();
        assert!(step(&g, StepKind::MinionInfo).is_none());
        let d = step(&g, StepKind::DemonInfo).unwrap();
        assert!(d.prompt.is_some_and(|p| p.en().contains("Do not show")));
        assert_eq!(
            for_step(g.state(), &d),
            vec![Card::NotInPlay {
                characters: vec!["washerwoman".into(), "librarian".into(), "butler".into()]
            }]
        );
        // The Poisoner's poison, later tonight, does not bring the Minion info back.
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert!(step(&g, StepKind::MinionInfo).is_none());
    }

    /// Executed, the Poppy Grower wakes the evil team that night, at their place; not the
    /// night after.
    #[test]
    fn the_night_after_the_death() {
        let mut g = custom_game(CAST);
        to_day(&mut g);
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Execution,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        let m = step(&g, StepKind::MinionInfo).unwrap();
        assert_eq!(
            for_step(g.state(), &m),
            vec![Card::ThisIsTheDemon { player: P(0) }]
        );
        let d = step(&g, StepKind::DemonInfo).unwrap();
        assert_eq!(
            for_step(g.state(), &d),
            vec![Card::TheseAreYourMinions {
                players: vec![P(1)]
            }]
        );
        next_night(&mut g);
        assert!(step(&g, StepKind::MinionInfo).is_none());
        assert!(step(&g, StepKind::DemonInfo).is_none());
    }
}
