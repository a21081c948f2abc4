//! Pukka (Bad Moon Rising, Demon). Each night, the first included, he chooses a player, who is
//! poisoned; the player he poisoned before dies, then is healthy (character ability text). His
//! first choice does not die at once: the kill comes a night later, through the Demon's one
//! kill path ([`crate::death::demon_strike`]: the Monk, the Soldier, the Innkeeper, the Tea
//! Lady, the Sailor, the Fool all apply).
//!
//! The poison is a status from the Pukka with no end of its own (`Duration::Permanent`): 000,
//! it lasts only while his ability works — so if the Pukka dies (or is drunk or poisoned)
//! before his victim's death, the victim is healthy and nobody dies of it; 001: a choice made
//! while he is drunk or poisoned poisons nobody. At his next choice the earlier poison ends
//! (the player is healthy), whether or not its victim died.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "pukka",
    choice: Some(Choice {
        when: When::Night,
        really: true,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(poison),
    says: Some(["{by} poisons {targets}", "{by} empoisonne {targets}"]),
    ..Ability::PLAIN
};

/// The players poisoned by this Pukka (his current character, `by`) before tonight, whose
/// poison has not ended yet.
fn earlier_victims(state: &GameState, by: PlayerId) -> Vec<PlayerId> {
    let Some(seat) = state.seat(by) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for s in state
        .statuses
        .iter()
        .filter(|s| is_his(s, by, seat.epoch, state))
    {
        if !s.inert && !out.contains(&s.target) {
            out.push(s.target);
        }
    }
    out
}

fn is_his(s: &Status, by: PlayerId, epoch: u32, state: &GameState) -> bool {
    s.kind == StatusKind::Poisoned
        && s.since != state.phase
        && s.source_epoch == epoch
        && s.source
            == Source::Player {
                player: by,
                character: "pukka".into(),
            }
}

/// The new player is poisoned; then the earlier victim dies — if the Pukka's ability works and
/// the poison is still in force — and is healthy again.
fn poison(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    // Who, whom and when: checked by the dispatch from the choice (`Choice::check_act`).
    let (by, target) = (act.player()?, act.target()?);
    let earlier = earlier_victims(state, by);
    let works = ability_works(state, by) && really_alive(state, by);
    let mut events = place_status(state, by, target, StatusKind::Poisoned, Duration::Permanent);
    for victim in earlier {
        if works {
            events.extend(demon_strike(state, by, victim));
        } else {
            events.push(Event::NoEffect {
                player: by,
                reason: NoEffect::Impaired,
            });
        }
        let epoch = state.seat(by).map_or(0, |s| s.epoch);
        let phase = state.phase;
        let before = state.statuses.len();
        state.statuses.retain(|s| {
            !(s.target == victim
                && s.since != phase
                && s.kind == StatusKind::Poisoned
                && s.source_epoch == epoch
                && s.source
                    == Source::Player {
                        player: by,
                        character: "pukka".into(),
                    })
        });
        if state.statuses.len() < before {
            events.push(Event::StatusEnded {
                player: victim,
                kind: StatusKind::Poisoned,
            });
        }
    }
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::seat::PlayerId as P;
    use crate::status::is_poisoned;
    use crate::test_util::*;

    /// Night 1: poisoned, alive. Night 2: the new one poisoned, the first dies and is healthy.
    #[test]
    fn poisons_then_kills_a_night_later() {
        let mut g = bmr_game(&[
            "pukka",
            "godfather",
            "chambermaid",
            "exorcist",
            "gambler",
            "grandmother",
            "minstrel",
        ]);
        g.apply(Command::act("pukka", P(0), P(2))).unwrap();
        assert!(g.state().seat(P(2)).unwrap().alive);
        assert!(is_poisoned(g.state(), P(2)));
        to_day(&mut g);
        assert!(is_poisoned(g.state(), P(2)), "still poisoned by day");
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("pukka", P(0), P(3))).unwrap();
        assert!(!g.state().seat(P(2)).unwrap().alive);
        assert!(!is_poisoned(g.state(), P(2)));
        assert!(is_poisoned(g.state(), P(3)) && g.state().seat(P(3)).unwrap().alive);
    }
}
