//! Knaves (Loric). Character ability text, in our words: two Storytellers run the game, one
//! lying and one truthful; once per game, at dusk, they may swap.
//!
//! How it is recorded, with the Storyteller's words ([`GameState::fabled_words`]):
//! - the two Storytellers' names, each as the Knaves' act with the name as its `guess` and no
//!   player: the first named is the one who lies at the start, the second the one who tells
//!   the truth (a third is refused: there are two);
//! - the swap, the Knaves' act with no words, once per game and only at dusk: on a night after
//!   the first, before its first step (the sheet at its dusk step).
//!
//! The Fabled panel offers both: a name typed and recorded ([`Ability::words_label`]), and the
//! swap while the engine accepts it ([`Ability::act_label`]). Each day opens with who lies now and whether the swap is still to come
//! ([`super::word_notes`]). Whether to swap, and what each says, are the Storytellers'.

use crate::ability::prelude::*;

pub const ID: &str = "knaves";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    acts: Some(act),
    word_notes: Some(notes),
    words_label: Some(Text::new(
        "Record a Storyteller (the liar first)",
        "Noter un Conteur (le menteur d'abord)",
    )),
    act_label: Some(Text::new(
        "The Storytellers swap (at dusk)",
        "Les Conteurs échangent (au crépuscule)",
    )),
    says: Some([
        "{character}: a Storyteller named, or their swap{targets}",
        "{character} : un Conteur nommé, ou leur échange{targets}",
    ]),
    ..Ability::PLAIN
};

/// The Storytellers' names recorded, in order (the liar at the start first).
fn names(state: &GameState) -> Vec<&str> {
    super::words(state, ID)
        .filter_map(|w| w.words.as_deref())
        .collect()
}

/// Have the Knaves swapped (an act with no words)?
pub fn swapped(state: &GameState) -> bool {
    super::words(state, ID).any(|w| w.words.is_none())
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let words = act.guess.map(str::trim).filter(|w| !w.is_empty());
    if act.strict {
        super::require_in_play(state, ID)?;
        let refused = || RuleError::CannotAct {
            character: ID.into(),
        };
        if act.by.is_some() || !act.targets.is_empty() {
            return Err(refused());
        }
        match words {
            // Two Storytellers, no more.
            Some(_) if names(state).len() >= 2 => return Err(refused()),
            Some(_) => {}
            // Once per game, at dusk.
            None if swapped(state) => return Err(refused()),
            None => {
                if !matches!(state.phase, Phase::Night(_)) || state.night_step != 0 {
                    return Err(RuleError::WrongPhase {
                        action: "knaves",
                        phase: state.phase,
                    });
                }
            }
        }
    }
    super::record_words(state, ID, words);
    Ok(Vec::new())
}

/// Who lies now, and whether they may still swap.
fn notes(state: &GameState, lang: Lang) -> Vec<String> {
    let names = names(state);
    let swapped = swapped(state);
    let (liar, truthful) = match (names.first(), names.get(1)) {
        (Some(a), Some(b)) if swapped => (Some(*b), Some(*a)),
        (Some(a), b) if !swapped => (Some(*a), b.copied()),
        _ => (None, None),
    };
    let en = lang == Lang::En;
    let who = match (liar, truthful) {
        (Some(l), Some(t)) if en => format!("Knaves: {l} lies, {t} tells the truth."),
        (Some(l), Some(t)) => format!("Fripons : {l} ment, {t} dit vrai."),
        (Some(l), None) if en => format!("Knaves: {l} lies."),
        (Some(l), None) => format!("Fripons : {l} ment."),
        _ if en => "Knaves: one Storyteller lies, the other tells the truth.".to_string(),
        _ => "Fripons : un Conteur ment, l'autre dit vrai.".to_string(),
    };
    let swap = match (swapped, en) {
        (false, true) => "They may swap once, at dusk.",
        (false, false) => "Ils peuvent échanger une fois, au crépuscule.",
        (true, true) => "They have swapped.",
        (true, false) => "Ils ont échangé.",
    };
    vec![format!("{who} {swap}")]
}

#[cfg(test)]
mod tests {
    use crate::ability::fabled::word_notes;
    use crate::character::Lang;
    use crate::command::Command;
    use crate::test_util::tb_game;

    fn knaves(words: Option<&str>) -> Command {
        Command::Act {
            character: "knaves".into(),
            by: None,
            targets: Vec::new(),
            guess: words.map(str::to_string),
        }
    }

    fn note(g: &crate::game::Game, lang: Lang) -> String {
        word_notes(g.state(), lang)[0].1.clone()
    }

    /// The liar is the first named until the swap, made once, at dusk only.
    #[test]
    fn the_knaves_swap_once_at_dusk() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::AddFabled {
            character: "knaves".into(),
        })
        .unwrap();
        assert!(note(&g, Lang::En).starts_with("Knaves: one Storyteller lies"));
        g.apply(knaves(Some("Anne"))).unwrap();
        g.apply(knaves(Some("Bob"))).unwrap();
        assert!(g.apply(knaves(Some("Carl"))).is_err());
        assert_eq!(
            note(&g, Lang::En),
            "Knaves: Anne lies, Bob tells the truth. They may swap once, at dusk."
        );
        assert_eq!(
            note(&g, Lang::Fr),
            "Fripons : Anne ment, Bob dit vrai. Ils peuvent échanger une fois, au crépuscule."
        );
        // The first night is no dusk of theirs; nor is a day.
        assert!(g.apply(knaves(None)).is_err());
        g.apply(Command::EndNight).unwrap();
        assert!(g.apply(knaves(None)).is_err());
        g.apply(Command::EndDay).unwrap();
        g.apply(knaves(None)).unwrap();
        assert_eq!(
            note(&g, Lang::En),
            "Knaves: Bob lies, Anne tells the truth. They have swapped."
        );
        assert!(g.apply(knaves(None)).is_err());
    }
}
