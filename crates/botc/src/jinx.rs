//! Jinxes: pairs of characters whose abilities need a special rule when both are in play (002,
//! "jinx" examples: the Storyteller states the rule at the start of the game).
//!
//! Two sources, one list:
//! - the official pairs, with our own words for each rule ([`crate::data::jinxes::JINXES`]);
//! - a custom script's own jinxes (the script tool's `jinxes` field of a character object),
//!   kept with the script ([`ScriptJinx`]); for a pair both give, the script's words are shown.
//!
//! The engine applies a jinx where the rule it changes lives: each definition asks [`active`]
//! for its pair (both in play), [`scripted`] for a pair whose partner an ability brings into
//! play (the Pit-Hag's Damsel, the Summoner's Pukka), and rows that share one text share one
//! mechanism ([`partners`]: the Damsel poisoned by the Spy or the Widow, the Pit-Hag's evil
//! players kept evil…). Which pairs are applied, and how, is the table "Applied, or advice" of
//! `docs/characters.md`, checked against the scenario files (`jinx_<a>_<b>_*.json`) by the
//! test `every_official_jinx_is_applied_or_advice`. Every jinx is also shown to the
//! Storyteller (setup, the character's card, the board).

use serde::{Deserialize, Serialize};

use crate::character::{self, Lang, Text, MAX_HOMEBREW_NAME, MAX_HOMEBREW_TEXT};
use crate::data::jinxes::JINXES;
use crate::script::Script;
use crate::state::GameState;

/// The most jinxes a custom script keeps.
pub const MAX_SCRIPT_JINXES: usize = 200;

/// A custom script's own jinx: two character ids (as the table writes ids) and the script
/// author's words, shown as given in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ScriptJinx {
    pub a: String,
    pub b: String,
    pub reason: String,
}

impl ScriptJinx {
    /// The jinx with its ids and words cut to the engine's bounds; `None` when an id is blank,
    /// both ids are the same, or the reason is blank.
    pub fn bounded(a: &str, b: &str, reason: &str) -> Option<ScriptJinx> {
        let cut = |s: &str, max: usize| s.trim().chars().take(max).collect::<String>();
        let (a, b) = (cut(a, MAX_HOMEBREW_NAME), cut(b, MAX_HOMEBREW_NAME));
        let reason = cut(reason, MAX_HOMEBREW_TEXT).trim().to_string();
        (!a.is_empty() && !b.is_empty() && a != b && !reason.is_empty()).then_some(ScriptJinx {
            a,
            b,
            reason,
        })
    }

    fn pairs(&self, a: &str, b: &str) -> bool {
        (self.a == a && self.b == b) || (self.a == b && self.b == a)
    }
}

/// The words of a jinx: ours for an official pair, the script author's for a script's own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JinxText {
    Official(Text),
    Script(String),
}

/// One jinx to show: the two characters and the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Jinx {
    pub a: String,
    pub b: String,
    pub text: JinxText,
}

impl Jinx {
    /// The rule in the given language (a script's words are the same in both).
    pub fn text(&self, lang: Lang) -> &str {
        match &self.text {
            JinxText::Official(t) => t.get(lang),
            JinxText::Script(s) => s,
        }
    }

    /// True for a jinx the script brought (not an official pair's rule).
    pub fn from_script(&self) -> bool {
        matches!(self.text, JinxText::Script(_))
    }

    /// The character paired with `id` in this jinx.
    pub fn partner(&self, id: &str) -> &str {
        if self.a == id {
            &self.b
        } else {
            &self.a
        }
    }
}

/// The official rule for the pair, in either order.
/// Is the pair one of the official jinxes saying that the two are never in play together (the
/// Heretic's with the Baron, the Godfather, the Lleech, the Pit-Hag, the Spy and the Widow)?
/// The setup check warns about them ([`crate::warning::SetupWarning::NeverTogether`]) and the
/// bag's draw never draws both.
pub fn never_together(a: &str, b: &str) -> bool {
    official(a, b).is_some_and(|t| *t == crate::data::jinxes::ONLY_ONE)
}

pub fn official(a: &str, b: &str) -> Option<&'static Text> {
    JINXES
        .iter()
        .find(|(x, y, _)| (*x == a && *y == b) || (*x == b && *y == a))
        .map(|(_, _, text)| text)
}

/// The jinx of the pair as the script knows it: its own words first, else the official rule.
pub fn pair(script: &Script, a: &str, b: &str) -> Option<Jinx> {
    let text = match script.jinxes().iter().find(|j| j.pairs(a, b)) {
        Some(j) => JinxText::Script(j.reason.clone()),
        None => JinxText::Official(*official(a, b)?),
    };
    Some(Jinx {
        a: a.to_string(),
        b: b.to_string(),
        text,
    })
}

/// The jinxes among `ids` (each pair once, in the order of `ids`).
pub fn among(script: &Script, ids: &[&str]) -> Vec<Jinx> {
    let mut out = Vec::new();
    for (i, a) in ids.iter().enumerate() {
        for b in &ids[i + 1..] {
            if a != b {
                out.extend(pair(script, a, b));
            }
        }
    }
    out
}

/// The jinxes of `id` with the characters `others`.
pub fn of(script: &Script, id: &str, others: &[&str]) -> Vec<Jinx> {
    others
        .iter()
        .filter(|o| **o != id)
        .filter_map(|o| pair(script, id, o))
        .collect()
}

/// The characters in play (real characters of the seats, each once, in seat order).
pub fn in_play_ids(state: &GameState) -> Vec<&str> {
    let mut ids: Vec<&str> = Vec::new();
    for s in &state.seats {
        if let Some(c) = s.character.as_deref() {
            if !ids.contains(&c) {
                ids.push(c);
            }
        }
    }
    ids
}

/// The jinxes among the characters in play.
pub fn in_play(state: &GameState) -> Vec<Jinx> {
    among(&state.script, &in_play_ids(state))
}

/// The jinxes among the script's characters (what the Storyteller states at the start, 002).
pub fn on_script(script: &Script) -> Vec<Jinx> {
    let ids: Vec<&str> = script.all().iter().map(|d| d.id).collect();
    among(script, &ids)
}

/// Is the jinx of `a` and `b` in force: a jinx of the game (official, or the script's own) with
/// both characters in play. The definitions whose rule a jinx changes ask this.
pub fn active(state: &GameState, a: &str, b: &str) -> bool {
    pair(&state.script, a, b).is_some() && in_game(state, a) && in_game(state, b)
}

/// In play: a player has the character, or it is in play though no seat holds it (Lil'
/// Monsta, [`crate::ability::Ability::held_by_no_one`]).
fn in_game(state: &GameState, id: &str) -> bool {
    state.in_play(id)
        || crate::ability::held_by_no_one(state)
            .iter()
            .any(|(a, _)| a.id == id)
}

/// Is the jinx of `a` and `b` one of the game's, though a character may not be in play yet:
/// both are on the script (or in play). Asked where an ability brings the partner into play
/// (the Summoner summoning a Pukka on the second night, the Engineer creating Legion).
pub fn scripted(state: &GameState, a: &str, b: &str) -> bool {
    let listed = |id: &str| state.in_play(id) || state.script.contains(id);
    listed(a) && listed(b) && pair(&state.script, a, b).is_some()
}

/// The characters paired with `id` in the official table under the rule `rule`: the pairs
/// that share one text share one mechanism (the Spy and the Widow poisoning the Damsel).
pub fn partners(id: &str, rule: &Text) -> Vec<&'static str> {
    JINXES
        .iter()
        .filter(|(_, _, text)| text == rule)
        .filter_map(|(a, b, _)| {
            if *a == id {
                Some(*b)
            } else if *b == id {
                Some(*a)
            } else {
                None
            }
        })
        .collect()
}

/// The Djinn's id (a Fabled: "jinxes are public").
pub const DJINN: &str = "djinn";

/// Character ability text (Djinn): with the Djinn in play, every player knows the jinxes.
/// The Djinn counts when the Storyteller put it in play (002, "Légendaires"), and also when the
/// script lists it or a seat holds it.
pub fn public(state: &GameState) -> bool {
    state.has_fabled(DJINN) || state.in_play(DJINN) || state.script.contains(DJINN)
}

#[cfg(test)]
mod djinn_tests {
    use super::*;
    use crate::command::Command;

    /// Character ability text (Djinn): a Djinn put in play as a Fabled makes the jinxes public.
    #[test]
    fn djinn_in_play_makes_jinxes_public() {
        let mut g = crate::test_util::tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        assert!(!public(g.state()));
        g.apply(Command::AddFabled {
            character: DJINN.into(),
        })
        .unwrap();
        assert!(public(g.state()));
    }
}

/// The name of a character in a jinx: the script's row, else the id as given.
pub fn name(script: &Script, id: &str, lang: Lang) -> String {
    script
        .character(id)
        .or_else(|| character::official(id))
        .map(|d| d.name.get(lang).to_string())
        .unwrap_or_else(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_official_rule_is_found_in_either_order() {
        let a = official("fanggu", "scarletwoman").unwrap();
        let b = official("scarletwoman", "fanggu").unwrap();
        assert_eq!(a, b);
        assert!(a.en().contains("Scarlet Woman") && a.fr().contains("Croqueuse"));
        assert!(official("imp", "chef").is_none());
    }

    /// A script's own words replace the official rule for its pair, and add pairs of their own.
    #[test]
    fn a_script_jinx_is_shown_like_an_official_one() {
        let mut script = Script::custom(vec![
            "fanggu".into(),
            "scarletwoman".into(),
            "chef".into(),
            "imp".into(),
        ]);
        let ids = ["fanggu", "scarletwoman", "chef", "imp"];
        let official_only = among(&script, &ids);
        assert_eq!(official_only.len(), 1);
        assert!(!official_only[0].from_script());
        if let Script::Custom { jinxes, .. } = &mut script {
            jinxes.push(ScriptJinx::bounded("chef", "imp", "The Chef counts twice.").unwrap());
            jinxes.push(ScriptJinx::bounded("scarletwoman", "fanggu", "Our rule.").unwrap());
        }
        let all = among(&script, &ids);
        assert_eq!(all.len(), 2);
        assert_eq!(all[0].text(Lang::Fr), "Our rule.");
        assert_eq!(all[1].text(Lang::En), "The Chef counts twice.");
        assert_eq!(all[1].partner("imp"), "chef");
        assert_eq!(of(&script, "imp", &ids).len(), 1);
    }

    #[test]
    fn a_script_jinx_needs_two_ids_and_words() {
        assert!(ScriptJinx::bounded("chef", "chef", "x").is_none());
        assert!(ScriptJinx::bounded("chef", "", "x").is_none());
        assert!(ScriptJinx::bounded("chef", "imp", "  ").is_none());
        let long = "w".repeat(MAX_HOMEBREW_TEXT + 50);
        let j = ScriptJinx::bounded("chef", "imp", &long).unwrap();
        assert_eq!(j.reason.chars().count(), MAX_HOMEBREW_TEXT);
    }
}
