//! Flowergirl (Sects & Violets, Townsfolk). Character ability text: each night except the
//! first, the Flowergirl learns whether a Demon voted today.
//!
//! The votes of each day are kept at its dusk ([`crate::day::PastDay`]); the answer is yes when
//! a player who is a Demon now raised their hand on any of that day's nominations. 001: drunk or
//! poisoned, the other answer is suggested.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "flowergirl",
    learns: Some(learns),
    false_answer: |_, _, truth| match truth {
        NightInfo::YesNo { yes } => Some(NightInfo::YesNo { yes: !yes }),
        _ => None,
    },
    ..Ability::PLAIN
};

/// Did a Demon vote on day `day`?
pub fn demon_voted(state: &GameState, day: u32) -> bool {
    // Who is the Demon (Lil' Monsta's babysitter too), asked once rather than per voter.
    let demons: Vec<PlayerId> = state.of_team(Team::Demon).iter().map(|s| s.id).collect();
    nominations_of(state, day)
        .iter()
        .flat_map(|n| n.voters.iter().flatten())
        .any(|v| demons.contains(v))
}

/// Tonight's answer: the day that just ended.
fn learns(state: &GameState, _seat: &Seat) -> NightInfo {
    let day = night_of(state).unwrap_or(1).saturating_sub(1);
    NightInfo::YesNo {
        yes: demon_voted(state, day),
    }
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::night::{sheet, NightInfo};
    use crate::test_util::*;

    fn answer(g: &crate::game::Game) -> Option<NightInfo> {
        sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("flowergirl"))
            .and_then(|s| s.info)
    }

    /// During the day the coming night's answer follows today's votes; after dusk it is kept.
    #[test]
    fn todays_votes_then_the_record_of_the_day() {
        let mut g = snv_game(&[
            "nodashii",
            "witch",
            "flowergirl",
            "towncrier",
            "dreamer",
            "mutant",
            "oracle",
        ]);
        to_day(&mut g);
        assert_eq!(answer(&g), Some(NightInfo::YesNo { yes: false }));
        g.apply(Command::Nominate {
            nominator: P(4),
            nominee: P(5),
        })
        .unwrap();
        g.apply(Command::Vote { voters: vec![P(0)] }).unwrap();
        assert_eq!(answer(&g), Some(NightInfo::YesNo { yes: true }));
        g.apply(Command::EndDay).unwrap();
        assert_eq!(answer(&g), Some(NightInfo::YesNo { yes: true }));
        assert_eq!(g.state().past_days.len(), 1);
    }
}
