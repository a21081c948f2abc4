//! Innkeeper (Bad Moon Rising, Townsfolk). Each night but the first, he chooses two players:
//! neither can die tonight, by any means (character ability text: not only the Demon, unlike
//! the Monk's protection; only an ability that kills "even if they could not", the
//! Assassin's, goes through), and one of them, the Storyteller's choice, is drunk until dusk.
//! 000: "Si l'Aubergiste protège la Femme de Chambre mais devient ivre, la protection cesse";
//! 001: "Un Aubergiste ivre choisit deux personnes à protéger. Elles ne sont pas protégées".
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): if the Demon
//! nominates a player the Innkeeper protected last night (his ability working then) and that
//! player is executed (or is nominated in the riot), good wins
//! ([`Ability::protects_from_demon`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "innkeeper",
    choice: Some(Choice::of(2, Then::Acts)),
    acts: Some(shelter),
    says: Some(["{by} shelters {targets}", "{by} abrite {targets}"]),
    protects_from_demon: Some(|state, innkeeper, target| {
        chosen_last_night(state, "innkeeper", innkeeper).contains(&target)
    }),
    ..Ability::PLAIN
};

/// Both players cannot die until dawn ([`StatusKind::CannotDie`], asked by the one kill path
/// for every death), from the Innkeeper (so the protection ends when his
/// ability stops working, 000); which one is drunk is left to the Storyteller (a pending
/// decision, settled with `decide`). A drunk or poisoned Innkeeper protects nobody and makes
/// nobody drunk (001).
fn shelter(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    let [a, b] = *act.targets else {
        return Err(RuleError::WrongChoiceCount {
            character: "innkeeper".into(),
            needed: 2,
            got: act.targets.len(),
        });
    };
    state.require(by)?;
    state.require(a)?;
    state.require(b)?;
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "innkeeper")?;
        if state.phase == Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: "innkeeper".into(),
            });
        }
        if a == b {
            return Err(RuleError::WrongChoiceCount {
                character: "innkeeper".into(),
                needed: 2,
                got: 1,
            });
        }
    }
    let works = ability_works(state, by);
    let mut events = place_status(state, by, a, StatusKind::CannotDie, Duration::UntilDawn);
    events.extend(place_status(
        state,
        by,
        b,
        StatusKind::CannotDie,
        Duration::UntilDawn,
    ));
    if works {
        let drunk = |target| Command::SetStatus {
            target,
            kind: StatusKind::Drunk,
            source: Some(by),
            duration: Duration::UntilDusk,
            about: None,
        };
        events.push(learn::offer_decision(
            state,
            by,
            "innkeeper",
            vec![drunk(a), drunk(b)],
        ));
    }
    Ok(events)
}
