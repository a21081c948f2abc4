//! Boffin (Carousel, Minion). Character ability text, in our words: the Demon has the ability
//! of a good character not in play, and keeps it even while drunk or poisoned; the Boffin and
//! the Demon both learn which.
//!
//! Rule decisions:
//! - Which character is the Storyteller's (000: what the ability leaves open): at the Boffin's
//!   step on the first night, the Storyteller records it as the Boffin's act naming the Demon
//!   and the character (`guess`): a Townsfolk or an Outsider no one has. Strict mode refuses
//!   another player, an evil character, or a character in play.
//! - The engine gives a player one ability at a time (a gained ability replaces their own, as
//!   the Philosopher's does), and the Demon keeps its own: the good ability the Demon has is
//!   therefore run by the Storyteller from this record (its waking, its answers), not given as
//!   a gained ability.
//! - A drunk or poisoned Boffin gives the Demon nothing (001): the act then records no effect.
//!   The Demon's own drunkenness or poisoning does not matter.
//! - Jinxes (rules of the game as soon as both are on the script, the good character being
//!   one no one has): the Boffin cannot hand over the Drunk's, the Heretic's, the Ogre's or the
//!   Politician's ability (strict mode refuses it, and the choice does not offer them, nor a
//!   character in play); the Village Idiot's may be handed over even while a Village Idiot is
//!   in play (the Storyteller has a spare token). The Cult Leader and
//!   Goon jinxes (the Demon cannot turn good by the ability) and the Alchemist's (not told which
//!   ability) are the Storyteller's: the Demon's good ability is run by hand, and the engine
//!   changes no alignment and tells no one through it.

use crate::ability::prelude::*;

const ID: &str = "boffin";

/// The good characters whose ability the Boffin cannot hand to the Demon, each by its jinx
/// with the Boffin.
const NEVER_HANDED: &[&str] = &["drunk", "heretic", "ogre", "politician"];

/// The good characters the Boffin may hand over though one is in play (a spare token), each by
/// its jinx with the Boffin.
const HANDED_THOUGH_IN_PLAY: &[&str] = &["villageidiot"];

/// May the Boffin hand `id`'s ability to the Demon: a good character no one has (or one a jinx
/// allows though in play), and none a jinx forbids.
fn may_hand(state: &GameState, id: &str) -> bool {
    let jinxed = |list: &[&str]| list.contains(&id) && jinx::scripted(state, ID, id);
    let in_play = state.seats.iter().any(|s| s.is(id));
    (!in_play || jinxed(HANDED_THOUGH_IN_PLAY)) && !jinxed(NEVER_HANDED)
}

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Always,
    choice: Some(Choice {
        guess: true,
        guess_good: true,
        nameable: Some(Nameable(may_hand)),
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(give),
    says: Some([
        "{by} (Boffin): the Demon has a good ability: {targets}",
        "{by} (Scientifique) : le Démon a une capacité bonne : {targets}",
    ]),
    ..Ability::PLAIN
};

/// The Storyteller's pick, recorded as the Boffin's act: the Demon and the good character.
fn give(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, demon) = (act.player()?, act.target()?);
    state.require(by)?;
    require_night(state, act)?;
    let d = state.require(demon)?.clone();
    let def = named_character(state, act, ID)?;
    if act.strict {
        is_character(state, by, ID)?;
        if d.team() != Some(Team::Demon) {
            return Err(RuleError::ChoiceNotAllowed {
                name: d.name,
                character: ID.into(),
            });
        }
        if !matches!(def.team, Team::Townsfolk | Team::Outsider) || !may_hand(state, def.id) {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: def.id.into(),
            });
        }
    }
    let works = record_choice(state, by, ID, vec![demon]);
    if !works {
        return Ok(vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::script::Script;
    use crate::test_util::*;

    /// The Boffin's choice offers the good characters no one has, less those its jinxes forbid
    /// (the Drunk's, the Heretic's, the Ogre's, the Politician's): strict mode would refuse
    /// them. The Village Idiot is offered though one is in play (its jinx).
    #[test]
    fn the_choice_offers_what_may_be_handed() {
        let mut g = setup_game(
            None,
            &[
                "imp",
                "boffin",
                "chef",
                "empath",
                "monk",
                "soldier",
                "villageidiot",
            ],
        );
        let script = [
            "imp",
            "boffin",
            "chef",
            "empath",
            "monk",
            "soldier",
            "villageidiot",
            "mayor",
            "drunk",
            "heretic",
            "ogre",
            "politician",
            "poisoner",
        ];
        g.apply(Command::ChooseScript {
            script: Script::custom(script.iter().map(|s| s.to_string()).collect()),
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        let choice = ABILITY.choice_for(g.state(), Some(P(1))).unwrap();
        let mut offered: Vec<&str> = choice
            .names_offered(g.state())
            .iter()
            .map(|d| d.id)
            .collect();
        offered.sort_unstable();
        assert_eq!(offered, ["mayor", "villageidiot"]);
    }
}
