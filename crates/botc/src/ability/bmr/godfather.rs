//! Godfather (Bad Moon Rising, Minion). Character ability text: on the first night he learns
//! which Outsiders are in play; on a night after an Outsider died that day, he chooses a
//! player, who dies. [One more or one fewer Outsider at setup: `SetupEffect::Outsiders` in the
//! table, checked by `crate::setup`.] 001: drunk or poisoned, he may be shown false Outsiders
//! and his choice kills nobody.

use crate::ability::prelude::*;

/// His choice on a night after an Outsider's death: one player, who dies.
const KILL: Choice = Choice::of(1, Then::Acts);

pub const ABILITY: Ability = Ability {
    id: "godfather",
    wakes: Wakes::If(wakes),
    choice: Some(KILL),
    choice_now: Some(|state, _| (state.phase != Phase::FirstNight).then_some(KILL)),
    acts: Some(strike),
    says: Some([
        "{by} (Godfather) kills {targets}",
        "{by} (Parrain) tue {targets}",
    ]),
    learns: Some(learns),
    false_answer: false_outsiders,
    ..Ability::PLAIN
};

/// Did an Outsider die on day `day` (executed or otherwise)?
pub fn outsider_died_on(state: &GameState, day: u32) -> bool {
    state.deaths.iter().any(|d| {
        d.phase == Phase::Day(day)
            && state
                .seat(d.player)
                .is_some_and(|s| s.team() == Some(Team::Outsider))
    })
}

/// The first night (he learns the Outsiders), then only the nights after a day when an
/// Outsider died.
fn wakes(state: &GameState, _seat: &Seat, night: u32) -> bool {
    night == 1 || outsider_died_on(state, night - 1)
}

/// The first night: the Outsiders in play, each once, in seat order. Other nights he learns
/// nothing; the Storyteller sees what his kill would do to each player (an ability that keeps
/// them alive, 000).
fn learns(state: &GameState, _seat: &Seat) -> NightInfo {
    if night_of(state) != Some(1) {
        let outcomes = state
            .seats
            .iter()
            .map(|s| {
                let o = if !s.alive {
                    KillOutcome::AlreadyDead
                } else if kept_alive_by(state, s.id, &DeathCause::Storyteller).is_some() {
                    KillOutcome::Protected
                } else {
                    KillOutcome::Dies
                };
                (s.id, o)
            })
            .collect();
        return NightInfo::Attack { outcomes };
    }
    let mut characters: Vec<String> = Vec::new();
    for s in state
        .seats
        .iter()
        .filter(|s| s.team() == Some(Team::Outsider))
    {
        let c = s.character_id().to_string();
        if !characters.contains(&c) {
            characters.push(c);
        }
    }
    NightInfo::Characters { characters }
}

/// A false list for a drunk or poisoned Godfather: the last Outsider in play swapped for one
/// that is not (or one not in play, when there are none).
fn false_outsiders(state: &GameState, _seat: &Seat, truth: &NightInfo) -> Option<NightInfo> {
    if night_of(state) != Some(1) {
        return None;
    }
    let NightInfo::Characters { characters } = truth else {
        return None;
    };
    let other = learn::not_in_play(state, Team::Outsider, None)?;
    let mut wrong = characters.clone();
    wrong.pop();
    wrong.push(other);
    Some(NightInfo::Characters { characters: wrong })
}

/// On a night after an Outsider's death by day, the chosen player dies, through the one kill
/// path; a drunk or poisoned Godfather kills nobody (001).
fn strike(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    state.require(by)?;
    state.require(target)?;
    require_night(state, act)?;
    let night = state.phase.night_number().unwrap_or(1);
    if act.strict {
        is_character(state, by, "godfather")?;
        if night == 1 || !outsider_died_on(state, night - 1) {
            return Err(RuleError::NoActionTonight {
                character: "godfather".into(),
            });
        }
    }
    let works = record_choice(state, by, "godfather", vec![target]);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(kill(state, target, DeathCause::Storyteller))
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::info::Info;
    use crate::test_util::*;

    /// What the Godfather was shown (several tokens) is kept in a saved game and in a link.
    #[test]
    fn the_outsiders_shown_survive_a_link() {
        let mut g = setup_game(
            Some(crate::character::Edition::BadMoonRising),
            &[
                "po",
                "godfather",
                "tinker",
                "chambermaid",
                "goon",
                "sailor",
                "gossip",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::GiveInfo {
            player: P(1),
            character: "godfather".into(),
            chosen: vec![],
            info: Info::Characters {
                characters: vec!["tinker".into(), "goon".into()],
            },
        })
        .unwrap();
        let back = crate::share::decode_game(&crate::share::encode_game(&g)).unwrap();
        assert_eq!(back.state(), g.state());
        assert_eq!(g.state().told[0].info.characters(), vec!["tinker", "goon"]);
    }
}
