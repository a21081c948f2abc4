//! Mutant (Sects & Violets, Outsider). Character ability text: if the Mutant is "mad" about
//! being an Outsider, the Storyteller might execute them. 001 ("Folie", example "le Mutant"):
//! the Mutant must not clearly claim to be an Outsider; if they do (the Storyteller judges, e.g.
//! a Minion reports "Alex told me he is the Mutant"), the Storyteller may execute them.
//!
//! No night step. The madness lasts the whole game while the ability works
//! ([`MadRule::NotOwnCharacter`]); 001: "Un Mutant mort n'a plus sa capacité" — a dead,
//! drunk or poisoned Mutant risks nothing. The execution is the Storyteller's, by day, without
//! a nomination: [`Command::Act`](crate::command::Command::Act) on the Mutant with no `by`
//! ([`crate::madness::execute`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mutant",
    wakes: Wakes::Never,
    acts: Some(act),
    says: Some([
        "{targets} is executed for claiming to be an Outsider (Mutant)",
        "Exécution de {targets}, qui a prétendu être un Étranger (Mutant)",
    ]),
    madness: Some(MadRule::NotOwnCharacter),
    ..Ability::PLAIN
};

/// The Storyteller's madness execution; the Mutant has no choice of their own.
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.by.is_some() {
        return Err(RuleError::CannotAct {
            character: "mutant".into(),
        });
    }
    madness::execute(state, act)
}

#[cfg(test)]
mod tests {
    use crate::command::Command;
    use crate::madness;
    use crate::test_util::*;

    fn snv(chars: &[&str]) -> crate::game::Game {
        setup_game(Some(crate::character::Edition::SectsAndViolets), chars)
    }

    /// 001: the living Mutant is under his madness all game and is offered for execution by
    /// day; poisoned, he is not.
    #[test]
    fn the_mutant_is_offered_by_day_while_his_ability_works() {
        let mut g = snv(&[
            "vortox",
            "witch",
            "mutant",
            "sage",
            "clockmaker",
            "dreamer",
            "oracle",
        ]);
        g.apply(Command::StartGame).unwrap();
        to_day(&mut g);
        assert_eq!(
            madness::offers(g.state()),
            vec![madness::execution("mutant", P(2))]
        );
        let m = madness::of(g.state(), P(2));
        assert_eq!(m.len(), 1);
        assert!(!m[0].must);
        assert_eq!(m[0].about, "mutant");
        g.apply(Command::SetStatus {
            target: P(2),
            kind: crate::status::StatusKind::Poisoned,
            source: None,
            duration: crate::status::Duration::UntilDusk,
            about: None,
        })
        .unwrap();
        assert!(madness::offers(g.state()).is_empty());
        assert_eq!(
            g.apply(madness::execution("mutant", P(2)))
                .unwrap_err()
                .code(),
            "NotMad"
        );
    }
}
