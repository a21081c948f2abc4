//! Hermit (carousel, Outsider). Character ability text, in our words: the Hermit has the
//! ability of every Outsider of the script that is not in play. [One Outsider fewer, or no change.]
//!
//! Setup (`SetupEffect::Outsiders(&[-1, 0])` in the table): a pick with the Hermit and one
//! Outsider fewer than the count table (a Townsfolk more) is legal, as is the table's count;
//! the draw keeps the table's count. The one Outsider ability the engine works out for the
//! Hermit is the Saint's, when no Saint is in play: the Hermit's death by execution while
//! sober and healthy makes their team lose ([`WinReason::HermitExecuted`], from an ability, 002),
//! as the Saint's does ([`OnDeath`]). [`outsiders_not_in_play`] lists the abilities the Hermit
//! has. 001: drunk or poisoned, none of them works.
//!
//! Left to the Storyteller (the Hermit's place on the sheet holds none of them, and each needs
//! the Storyteller's judgement of how two abilities combine): the others — waking as the
//! Lunatic, the Ogre or the Hatter would, registering as the Recluse, the Butler's and the
//! Golem's limits, the Klutz's and the Moonchild's choices after death, the Tinker's death,
//! the Sweetheart's and the Barber's effects, and the rest — run from the reminders "1", "2",
//! "3" and recorded as the Storyteller records anything.

use crate::ability::prelude::*;

pub const ID: &str = "hermit";
const SAINT: &str = "saint";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    on_death: Some(OnDeath {
        order: 3,
        then: died,
    }),
    ..Ability::PLAIN
};

/// The Outsiders of the script not in play: the abilities the Hermit has.
pub fn outsiders_not_in_play(state: &GameState) -> Vec<&'static str> {
    state
        .script
        .characters()
        .into_iter()
        .filter(|d| d.team == Team::Outsider && d.id != ID && !state.in_play(d.id))
        .map(|d| d.id)
        .collect()
}

/// Executed with the Saint's ability (no Saint in play), sober and healthy: good loses.
fn died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let saint_ability = state.script.contains(SAINT) && !state.in_play(SAINT);
    if died.player == holder
        && died.cause == DeathCause::Execution
        && saint_ability
        && !is_impaired(state, holder)
    {
        let team_loses = if state.seat(holder).is_some_and(|s| s.is_evil()) {
            Alignment::Good
        } else {
            Alignment::Evil
        };
        state.ability_wins.push(Win {
            winner: team_loses,
            reason: WinReason::HermitExecuted,
        });
    }
    Reaction::default()
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Assignment;
    use crate::script::Script;
    use crate::setup::check_pick;
    use crate::test_util::P;
    use crate::warning::SetupWarning;

    fn pick(chars: &[&str]) -> Vec<Assignment> {
        chars
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: P(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect()
    }

    /// Nine players (two Outsiders by the table): with the Hermit, one Outsider (the Hermit)
    /// or two are legal; three are not.
    #[test]
    fn one_outsider_fewer_or_none() {
        let script = Script::Edition {
            edition: Edition::Carousel,
        };
        let evil = ["lleech", "widow"];
        let one = [
            &evil[..],
            &[
                "hermit",
                "noble",
                "knight",
                "steward",
                "fisherman",
                "farmer",
                "pixie",
            ],
        ]
        .concat();
        assert!(check_pick(&script, &pick(&one)).is_empty());
        let two = [
            &evil[..],
            &[
                "hermit",
                "ogre",
                "knight",
                "steward",
                "fisherman",
                "farmer",
                "pixie",
            ],
        ]
        .concat();
        assert!(check_pick(&script, &pick(&two)).is_empty());
        let three = [
            &evil[..],
            &[
                "hermit",
                "ogre",
                "politician",
                "steward",
                "fisherman",
                "farmer",
                "pixie",
            ],
        ]
        .concat();
        assert!(check_pick(&script, &pick(&three))
            .iter()
            .any(|w| matches!(w, SetupWarning::WrongCount { .. })));
    }
}
