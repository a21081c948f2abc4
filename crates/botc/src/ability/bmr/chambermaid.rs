//! Chambermaid (Bad Moon Rising, Townsfolk). Character ability text: each night she chooses two
//! living players other than herself and learns how many of them woke tonight because of their
//! own ability. 000: "La Femme de Chambre ne peut choisir que des vivants".
//!
//! Who woke is read from tonight's sheet: the character steps before hers (she wakes late in
//! the order). A player woken only to be told something (the Minion and Demon info, "You are")
//! has no character step; a step the Storyteller runs alone (the Gossip's, 002: "le joueur
//! Commère ne se réveille pas") does not count; a player kept asleep (the Exorcist's Demon) or
//! dead before their step (002: "ce rôle ne se réveillera pas") has no step; a drunk or poisoned
//! player still wakes (001: "un Moine ivre se réveille").
//!
//! Jinx with the Mathematician (official jinx list, [`crate::jinx`]): he wakes after her, yet
//! she counts him when he has a step later tonight.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "chambermaid",
    choice: Some(Choice {
        among: Among::AliveOthers,
        ..Choice::of(2, Then::Answer)
    }),
    answers: Some(answer),
    ..Ability::PLAIN
};

/// Did `player` wake tonight for their own ability, before `at` (a step of tonight's sheet)?
pub fn woke_before(state: &GameState, at: &NightStep, player: PlayerId) -> bool {
    let sheet = sheet(state);
    let end = sheet
        .iter()
        .position(|s| s.id() == at.id())
        .unwrap_or(sheet.len());
    sheet[..end].iter().any(|s| {
        s.kind == StepKind::Character
            && s.player == Some(player)
            && !of_step(state, s).is_some_and(|a| a.storyteller_step)
    })
}

/// The jinx partner she counts before he wakes (official jinx list).
const MATHEMATICIAN: &str = "mathematician";

/// Does `player` have a step as the Mathematician after `at` on tonight's sheet?
fn wakes_after(state: &GameState, at: &NightStep, player: PlayerId) -> bool {
    let sheet = sheet(state);
    let start = sheet.iter().position(|s| s.id() == at.id()).unwrap_or(0);
    sheet[start..].iter().any(|s| {
        s.kind == StepKind::Character
            && s.player == Some(player)
            && s.character.as_deref() == Some(MATHEMATICIAN)
    })
}

/// The number of the two chosen players who woke; 001: when she is drunk or poisoned, another
/// number is suggested (one less, or one when none woke).
fn answer(state: &GameState, step: &NightStep, chosen: &[PlayerId]) -> Result<Answer, RuleError> {
    chosen_count(step, chosen, 2)?;
    let later = jinx::active(state, ABILITY.id, MATHEMATICIAN);
    let value = chosen
        .iter()
        .filter(|p| woke_before(state, step, **p) || (later && wakes_after(state, step, **p)))
        .count() as u32;
    Ok(Answer {
        truth: Some(Info::Number { value }),
        storyteller_call: false,
        impaired: step.impaired,
        false_info: step.impaired.then_some(Info::Number {
            value: if value == 0 { 1 } else { value - 1 },
        }),
    })
}
