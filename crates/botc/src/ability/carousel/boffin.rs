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

use crate::ability::prelude::*;

const ID: &str = "boffin";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Always,
    choice: Some(Choice {
        guess: true,
        guess_good: true,
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
        let in_play = state.seats.iter().any(|s| s.is(def.id));
        if !matches!(def.team, Team::Townsfolk | Team::Outsider) || in_play {
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
