//! Organ Grinder (Carousel, Minion). Character ability text, in our words: while the Organ
//! Grinder's ability works, everyone votes with their eyes closed and the count stays secret;
//! each night, the Organ Grinder may choose to be drunk until dusk.
//!
//! Rule decisions:
//! - The secret vote is a rule of the day while the ability works ([`Rules::secret_votes`]):
//!   the vote counter tells the Storyteller to have the players close their eyes and to keep
//!   the total to themself; the hands are counted as usual (002: the Storyteller counts). A
//!   drunk or poisoned Organ Grinder, by their own choice or not, keeps no vote secret (001).
//! - At night the nod is recorded as the Organ Grinder choosing themself: they are drunk until
//!   dusk (a status from their own ability); choosing no one keeps them sober. Another player
//!   cannot be chosen.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "organgrinder",
    wakes: Wakes::Always,
    choice: Some(Choice {
        optional: true,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(act),
    says: Some([
        "{by} (Organ Grinder) chooses to be drunk until dusk",
        "{by} (Organiste Barbare) choisit d'être ivre jusqu'au crépuscule",
    ]),
    rules: Rules {
        secret_votes: true,
        ..Rules::NONE
    },
    ..Ability::PLAIN
};

/// The Organ Grinder chooses themself: drunk until dusk.
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    if act.strict && target != by {
        return Err(RuleError::ChoiceNotAllowed {
            name: state.name(target),
            character: "organgrinder".into(),
        });
    }
    Ok(place_status(
        state,
        by,
        target,
        StatusKind::Drunk,
        Duration::UntilDusk,
    ))
}
