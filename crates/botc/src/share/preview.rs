//! What the import dialog shows before a shared game is added: enough to recognise the game,
//! nothing that needs the grimoire open.

use serde::Serialize;

use crate::character::Lang;
use crate::game::Game;
use crate::phase::Phase;
use crate::script::Script;

/// A summary of a decoded game, for the "add this game?" dialog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GamePreview {
    /// The game's name (may be empty).
    pub name: String,
    /// The edition's name, the custom script's name, or "Custom script (N characters)".
    pub script: String,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// Living players.
    pub alive: usize,
    /// Where the game is.
    pub phase: Phase,
    /// The phase in words ("day 3", "nuit 2"…).
    pub phase_label: String,
    /// How many commands the log holds.
    pub actions: usize,
    /// The last command in words (`Command::describe`), if any.
    pub last_action: Option<String>,
}

impl GamePreview {
    /// The preview of `game`, in `lang`.
    pub fn of(game: &Game, lang: Lang) -> Self {
        let state = game.state();
        let script = match &state.script {
            Script::Edition { edition } => edition.name().get(lang).to_string(),
            Script::Custom {
                characters, name, ..
            } => match (name, lang) {
                (Some(name), _) => name.clone(),
                (None, Lang::En) => format!("Custom script ({} characters)", characters.len()),
                (None, Lang::Fr) => format!("Module personnalisé ({} rôles)", characters.len()),
            },
        };
        GamePreview {
            name: game.config().name.clone(),
            script,
            players: state.seats.iter().map(|s| s.name.clone()).collect(),
            alive: state.alive_count(),
            phase: state.phase,
            phase_label: state.phase.label(lang),
            actions: game.log().len(),
            // In the words it had when it was applied (a decision named by what it decided,
            // a player who then left by their name).
            last_action: game.history(lang).pop(),
        }
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
}

/// How an incoming game relates to one already stored, so that the dialog can say so and never
/// replace a game silently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relation {
    /// Same configuration and same log.
    Same,
    /// The incoming game continues the stored one: `n` more commands.
    Ahead(usize),
    /// The stored game is further on: the incoming one lacks its last `n` commands.
    Behind(usize),
    /// Another game, or the two logs went separate ways.
    Different,
}

/// How `incoming` relates to `stored`.
pub fn relation(stored: &Game, incoming: &Game) -> Relation {
    if stored.config() != incoming.config() {
        return Relation::Different;
    }
    let (a, b) = (stored.log(), incoming.log());
    let common = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    match (common == a.len(), common == b.len()) {
        (true, true) => Relation::Same,
        (true, false) => Relation::Ahead(b.len() - a.len()),
        (false, true) => Relation::Behind(a.len() - b.len()),
        (false, false) => Relation::Different,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::sample;

    #[test]
    fn preview_names_the_game_and_its_last_action() {
        let g = sample::realistic_game(10, 2, 5);
        let en = GamePreview::of(&g, Lang::En);
        assert_eq!(en.script, "Trouble Brewing");
        assert_eq!(en.player_count(), 10);
        assert_eq!(en.players[0], "Alex");
        assert_eq!(en.phase, Phase::Day(3));
        assert_eq!(en.phase_label, "day 3");
        assert_eq!(en.last_action.as_deref(), Some("Dawn: the night ends"));
        let fr = GamePreview::of(&g, Lang::Fr);
        assert_eq!(fr.phase_label, "jour 3");
        assert_ne!(fr.last_action, en.last_action);
        assert_eq!(en.actions, g.log().len());
    }

    /// A Traveller exiled who leaves the game: the last action, the history and the day's
    /// nominations name her and the decision by what it decided, never "Decision 0" or an id.
    #[test]
    fn a_decision_and_a_traveller_who_left_are_named() {
        use crate::command::Command;
        use crate::test_util::*;
        // The Scapegoat, a Traveller (P7), nominated and voted out: her exile waits.
        let exile_voted = || {
            let mut g = tb_game(&[
                "imp",
                "poisoner",
                "chef",
                "empath",
                "monk",
                "soldier",
                "mayor",
                "scapegoat",
            ]);
            to_day(&mut g);
            g.apply(Command::Nominate {
                nominator: P(2),
                nominee: P(7),
            })
            .unwrap();
            g.apply(Command::Vote {
                voters: (0..7).map(P).collect(),
            })
            .unwrap();
            g
        };
        let mut g = exile_voted();
        assert!(
            !g.state().pending.is_empty(),
            "the exile waits for the Storyteller"
        );
        // The second suggestion: she leaves the game alive.
        g.apply(Command::Decide { index: 0, pick: 1 }).unwrap();
        assert!(g.state().seat(P(7)).is_none(), "she left");
        for lang in [Lang::En, Lang::Fr] {
            let last = GamePreview::of(&g, lang).last_action.unwrap();
            assert!(
                !last.contains("Decision") && !last.contains("Décision"),
                "{last}"
            );
            assert!(!last.contains('#'), "{last}");
            assert!(last.contains("P7"), "{last}");
        }
        assert_eq!(
            GamePreview::of(&g, Lang::En).last_action.as_deref(),
            Some("P7 leaves the circle")
        );
        // What she did today still names her.
        assert_eq!(g.state().name(P(7)), "P7");
        // A decision set aside is named by what it decided.
        let mut h = exile_voted();
        h.apply(Command::DismissPending { index: 0 }).unwrap();
        let history = h.history(Lang::En);
        assert_eq!(
            history.last().map(String::as_str),
            Some("Decision set aside: the exile of P7")
        );
        assert_eq!(
            h.history(Lang::Fr).last().map(String::as_str),
            Some("Décision écartée : l'exil de P7")
        );
    }

    #[test]
    fn relation_tells_newer_older_and_other_games() {
        let g = sample::realistic_game(7, 2, 5);
        let mut shorter = g.clone();
        shorter.undo();
        shorter.undo();
        assert_eq!(relation(&g, &g), Relation::Same);
        assert_eq!(relation(&shorter, &g), Relation::Ahead(2));
        assert_eq!(relation(&g, &shorter), Relation::Behind(2));
        let other = sample::realistic_game(7, 2, 6);
        assert_eq!(relation(&g, &other), Relation::Different);
    }
}
