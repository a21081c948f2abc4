//! Bootlegger (Loric). Character ability text, in our words: it warns that house-made
//! characters or rules are in use.
//!
//! How it is recorded: each house rule, in the Storyteller's own words, is the Bootlegger's act
//! with the words as its `guess` and no player (at setup or later), kept in
//! [`GameState::fabled_words`] (the Fabled panel offers it: [`Ability::words_label`]). While the Bootlegger is in play, the setup screen reminds the
//! Storyteller to tell everyone, and each day opens with every rule recorded
//! ([`super::word_notes`]). What the rules say and do is the Storyteller's: the engine cannot
//! judge words.

use crate::ability::prelude::*;

pub const ID: &str = "bootlegger";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    acts: Some(act),
    word_notes: Some(notes),
    words_label: Some(Text::new("Record a house rule", "Noter une règle maison")),
    says: Some([
        "{character}: house rule recorded{targets}",
        "{character} : règle maison notée{targets}",
    ]),
    setup_note: Some(Text::new(
        "Bootlegger: tell everyone the house rules in use, and record each one.",
        "Contrebandier : annoncez à tous les règles maison utilisées, et notez chacune.",
    )),
    ..Ability::PLAIN
};

/// A house rule recorded: its words are the act's `guess`.
fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let words = act.guess.map(str::trim).filter(|w| !w.is_empty());
    if act.strict {
        super::require_in_play(state, ID)?;
        if words.is_none() || act.by.is_some() || !act.targets.is_empty() {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
    }
    super::record_words(state, ID, words);
    Ok(Vec::new())
}

/// Each house rule recorded, as the day panel says it.
fn notes(state: &GameState, lang: Lang) -> Vec<String> {
    super::words(state, ID)
        .filter_map(|w| w.words.as_deref())
        .map(|w| match lang {
            Lang::En => format!("Bootlegger's house rule: {w}"),
            Lang::Fr => format!("Règle maison du Contrebandier : {w}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::ability::fabled::word_notes;
    use crate::character::Lang;
    use crate::command::Command;
    use crate::test_util::tb_game;

    fn rule(words: &str) -> Command {
        Command::Act {
            character: "bootlegger".into(),
            by: None,
            targets: Vec::new(),
            guess: Some(words.into()),
        }
    }

    /// The rules are said each day while the Bootlegger is in play, in both languages; an
    /// empty rule, or one without the Bootlegger in play, is refused.
    #[test]
    fn house_rules_are_recorded_and_said() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        assert!(g.apply(rule("No talking at night")).is_err());
        g.apply(Command::AddFabled {
            character: "bootlegger".into(),
        })
        .unwrap();
        assert!(g.apply(rule("   ")).is_err());
        g.apply(rule("  No talking at night ")).unwrap();
        let en = word_notes(g.state(), Lang::En);
        assert_eq!(
            en,
            [(
                "bootlegger",
                "Bootlegger's house rule: No talking at night".to_string()
            )]
        );
        let fr = word_notes(g.state(), Lang::Fr);
        assert!(fr[0].1.starts_with("Règle maison du Contrebandier"));
        g.apply(Command::RemoveFabled {
            character: "bootlegger".into(),
        })
        .unwrap();
        assert!(word_notes(g.state(), Lang::En).is_empty());
    }
}
