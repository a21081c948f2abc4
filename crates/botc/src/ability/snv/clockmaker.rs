//! Clockmaker (Sects & Violets, Townsfolk). Character ability text: on the first night he
//! learns how many steps it is from the Demon to its nearest Minion (the shorter way round
//! the circle, every seat counted, Travellers included: two neighbours are 1 step apart).
//!
//! 002: a player who may register as a Minion or as the Demon (the Recluse, the Spy's
//! registration as good aside) may make another number true: it is then the Storyteller's
//! call (`may_be`). 001: drunk or poisoned, he may be told a false number. Official jinx
//! Clockmaker & Summoner: the Summoner registers as the Demon (counted from, not as a Minion).

use crate::ability::prelude::*;

const SUMMONER: &str = "summoner";

pub const ABILITY: Ability = Ability {
    id: "clockmaker",
    learns: Some(|state, _| clockmaker_number(state)),
    false_answer: false_number,
    ..Ability::PLAIN
};

/// Steps between two seats, the shorter way round.
fn steps(state: &GameState, a: PlayerId, b: PlayerId) -> Option<u32> {
    let n = state.seats.len();
    let (i, j) = (state.index_of(a)?, state.index_of(b)?);
    let d = i.abs_diff(j);
    Some(d.min(n - d) as u32)
}

/// The nearest distance from any of `demons` to any of `minions` (`None` without either).
fn nearest(state: &GameState, demons: &[PlayerId], minions: &[PlayerId]) -> Option<u32> {
    demons
        .iter()
        .flat_map(|d| minions.iter().filter_map(|m| steps(state, *d, *m)))
        .filter(|d| *d > 0)
        .min()
}

/// The real distance from the Demon to its nearest Minion (0 without a Minion or Demon), and
/// the other distances a registration may make true.
pub fn clockmaker_number(state: &GameState) -> NightInfo {
    let of = |team: Team| -> Vec<PlayerId> { state.of_team(team).iter().map(|s| s.id).collect() };
    let mut demons = of(Team::Demon);
    let mut minions = of(Team::Minion);
    // Official jinx Clockmaker & Summoner: the Summoner registers as the Demon.
    if jinx::active(state, ABILITY.id, SUMMONER) {
        let summoners: Vec<PlayerId> = state
            .seats
            .iter()
            .filter(|s| s.is(SUMMONER))
            .map(|s| s.id)
            .collect();
        minions.retain(|m| !summoners.contains(m));
        demons.extend(summoners);
    }
    let value = nearest(state, &demons, &minions).unwrap_or(0);
    let mut may_be = Vec::new();
    let registers = |s: &Seat, team: Team| learn::may_register_as(state, s).contains(&team);
    for s in &state.seats {
        let mut extra = Vec::new();
        if registers(s, Team::Minion) {
            let mut m = minions.clone();
            m.push(s.id);
            extra.push(nearest(state, &demons, &m));
        }
        if registers(s, Team::Demon) {
            let mut d = demons.clone();
            d.push(s.id);
            extra.push(nearest(state, &d, &minions));
            // Registering as the Demon, the player is the one the Minions are counted from.
            extra.push(nearest(state, &[s.id], &minions));
        }
        for v in extra.into_iter().flatten() {
            if v != value && !may_be.contains(&v) {
                may_be.push(v);
            }
        }
    }
    may_be.sort_unstable();
    NightInfo::Number { value, may_be }
}

/// A false distance that could be true at this table: one more, or one less when one more
/// cannot be (never 0, never beyond half the circle).
fn false_number(state: &GameState, _seat: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    let NightInfo::Number { value, .. } = truth else {
        return None;
    };
    let most = (state.seats.len() / 2).max(1) as u32;
    let wrong = if *value < most { value + 1 } else { value - 1 };
    (wrong >= 1 && wrong != *value).then_some(NightInfo::Number {
        value: wrong,
        may_be: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::*;

    /// The shorter way round: a Minion three seats clockwise in a circle of eight is 3 steps
    /// away, one five seats away is 3 steps the other way.
    #[test]
    fn shorter_way_round() {
        let g = snv_game(&[
            "vortox",
            "clockmaker",
            "dreamer",
            "witch",
            "oracle",
            "savant",
            "mutant",
            "artist",
        ]);
        let NightInfo::Number { value, .. } = clockmaker_number(g.state()) else {
            panic!()
        };
        assert_eq!(value, 3);
        let g = snv_game(&[
            "vortox",
            "clockmaker",
            "dreamer",
            "oracle",
            "savant",
            "witch",
            "mutant",
            "artist",
        ]);
        let NightInfo::Number { value, .. } = clockmaker_number(g.state()) else {
            panic!()
        };
        assert_eq!(value, 3);
    }

    /// 002: a Recluse who may register as a Minion nearer the Demon makes the nearer
    /// distance the Storyteller's call.
    #[test]
    fn recluse_registration_may_be_nearer() {
        let mut g = crate::test_util::setup_game(
            None,
            &[
                "imp",
                "recluse",
                "clockmaker",
                "empath",
                "poisoner",
                "monk",
                "soldier",
            ],
        );
        g.apply(crate::command::Command::StartGame).unwrap();
        assert_eq!(
            clockmaker_number(g.state()),
            NightInfo::Number {
                value: 3,
                may_be: vec![1],
            }
        );
    }
}
