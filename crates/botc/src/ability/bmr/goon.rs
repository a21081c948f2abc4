//! Goon (Bad Moon Rising, Outsider). Character ability text: each night, the first player whose
//! ability chooses the Goon is drunk until dusk, and the Goon takes that player's alignment.
//! 001: "Si la Brute devient maléfique, elle reste la Brute" (alignment and character are
//! independent); the drunkenness comes from the Goon's ability, so it ends if the Goon loses
//! it (000). Asked by [`crate::ability::chosen`] before the choice acts: the chooser is drunk
//! at once, so their choice of the Goon does nothing (001: a drunk player's ability does not
//! work) — a Demon attacking the Goon first kills nobody.
//!
//! Jinx with the Pit-Hag (official jinx list, [`crate::jinx`]): an evil player the Pit-Hag
//! turned into the Goon cannot turn good through this ability (the chooser is still drunk).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "goon",
    when_chosen: Some(chosen),
    ..Ability::PLAIN
};

/// Has a player other than the Goon already chosen them tonight (a recorded choice or the
/// players chosen with an answer), or has the Goon already made someone drunk tonight?
fn chosen_before_tonight(state: &GameState, goon: PlayerId) -> bool {
    let tonight = state.phase;
    let chose = state
        .choices
        .iter()
        .any(|c| c.phase == tonight && c.by != goon && c.targets.contains(&goon));
    let told = state
        .told
        .iter()
        .any(|t| t.phase == tonight && t.player != goon && t.chosen.contains(&goon));
    let drunk = state.statuses.iter().any(|s| {
        s.since == tonight
            && matches!(&s.source, Source::Player { player, character } if *player == goon && character == "goon")
    });
    chose || told || drunk
}

/// The first chooser tonight is drunk until dusk, by the Goon, and the Goon becomes their
/// alignment; later choosers, or a Goon whose ability does not work (dead, drunk, poisoned),
/// change nothing.
fn chosen(state: &mut GameState, goon: PlayerId, chooser: PlayerId) -> Vec<Event> {
    if !state.phase.is_night() || chosen_before_tonight(state, goon) || !ability_works(state, goon)
    {
        return Vec::new();
    }
    let Some(g) = state.seat(goon) else {
        return Vec::new();
    };
    let (epoch, character) = (g.epoch, g.ability_id().to_string());
    let Some(alignment) = state.seat(chooser).and_then(|s| s.alignment) else {
        return Vec::new();
    };
    state.statuses.push(Status {
        target: chooser,
        kind: StatusKind::Drunk,
        source: Source::Player {
            player: goon,
            character,
        },
        duration: Duration::UntilDusk,
        source_epoch: epoch,
        inert: false,
        since: state.phase,
        about: None,
    });
    let mut events = vec![Event::StatusPlaced {
        player: chooser,
        kind: StatusKind::Drunk,
        inert: false,
    }];
    let stays_evil =
        alignment == Alignment::Good && snv::pithag::keeps_evil(state, goon, ABILITY.id);
    let seat = state.seat_mut(goon).unwrap();
    if seat.alignment != Some(alignment) && !stays_evil {
        seat.alignment = Some(alignment);
        events.push(Event::AlignmentChanged { player: goon });
    }
    events
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::info::Info;
    use crate::status::is_drunk;
    use crate::test_util::*;

    /// Players chosen with an answer are chosen by the ability too: the Fortune Teller who
    /// picks the Goon first is drunk until dusk; the second chooser is not.
    #[test]
    fn an_answer_that_chooses_the_goon() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "goon",
            "fortuneteller",
            "monk",
            "chef",
            "empath",
        ]);
        g.apply(Command::GiveInfo {
            player: P(3),
            character: "fortuneteller".into(),
            chosen: vec![P(2), P(5)],
            info: Info::YesNo { yes: false },
        })
        .unwrap();
        assert!(is_drunk(g.state(), P(3)));
        assert!(g.state().seat(P(2)).unwrap().is_good());
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert!(!is_drunk(g.state(), P(1)), "only the first chooser");
        // By day, a choice of the Goon changes nothing.
        to_day(&mut g);
        g.apply(Command::act("slayer", P(4), P(2))).ok();
        assert!(!is_drunk(g.state(), P(4)));
    }
}
