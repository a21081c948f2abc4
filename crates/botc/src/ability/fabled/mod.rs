//! The Fabled's abilities (002, "Légendaires": characters of the Storyteller, known to
//! everyone, held by no player). A Fabled is in play when the Storyteller puts it there
//! ([`crate::command::Command::AddFabled`], [`GameState::fabled`]); its definition is asked
//! through the hooks of [`Ability`] that name the Fabled, never by its id.
//!
//! What each one does, in our words: its file. A Fabled with a night position (the Angel, the
//! Buddhist, the Toymaker, the Duchess, the Storm Catcher) has its step on tonight's sheet,
//! the Storyteller's alone ([`crate::night::sheet`]).

pub mod angel;
pub mod bigwig;
pub mod bootlegger;
pub mod buddhist;
pub mod deusexfiasco;
pub mod doomsayer;
pub mod duchess;
pub mod ferryman;
pub mod fibbin;
pub mod fiddler;
pub mod gardener;
pub mod godofug;
pub mod hellslibrarian;
pub mod hindu;
pub mod knaves;
pub mod pope;
pub mod revolutionary;
pub mod sentinel;
pub mod spiritofivory;
pub mod stormcatcher;
pub mod tor;
pub mod toymaker;
pub mod ventriloquist;
pub mod zenomancer;

use crate::ability::prelude::*;

/// The definitions of the Fabled in play, in the order they were added.
pub fn in_play(state: &GameState) -> impl Iterator<Item = &'static Ability> + '_ {
    state.fabled.iter().filter_map(|f| of(f))
}

/// Does a Fabled in play say `what`?
pub fn any(state: &GameState, what: fn(&Ability) -> bool) -> bool {
    in_play(state).any(what)
}

/// A Fabled's act is refused when it is not in play (strict mode).
pub(crate) fn require_in_play(state: &GameState, id: &str) -> Result<(), RuleError> {
    if state.has_fabled(id) {
        Ok(())
    } else {
        Err(RuleError::CannotAct {
            character: id.to_string(),
        })
    }
}

/// The Demon's choice with the Fabled in play: optional when one lets the Demon skip its
/// attack ([`Ability::demon_may_skip`], character ability text: Toymaker). Asked of a seat's
/// own Demon character: Lil' Monsta's babysitter's choices are a Minion's, not the Demon's
/// attack, and Lil' Monsta's kill is the Storyteller's "might die", already optional.
pub fn demon_choice(
    state: &GameState,
    player: Option<PlayerId>,
    choice: Option<Choice>,
) -> Option<Choice> {
    let mut choice = choice?;
    let demon = player
        .and_then(|p| state.seat(p))
        .is_some_and(|s| s.team() == Some(Team::Demon));
    if demon && choice.players > 0 && any(state, |a| a.demon_may_skip) {
        choice.optional = true;
    }
    Some(choice)
}

/// A day or a night has begun: what each Fabled in play does then
/// ([`Ability::at_phase_start`]).
pub fn phase_started(state: &mut GameState) -> Vec<Event> {
    let hooks: Vec<_> = in_play(state).filter_map(|a| a.at_phase_start).collect();
    let mut events = Vec::new();
    for hook in hooks {
        events.extend(hook(state));
    }
    events
}

/// Does a Fabled in play keep `target` alive against a death of this cause
/// ([`Ability::keeps_alive`], asked with the target as the holder)?
pub fn keeps_alive(state: &GameState, target: PlayerId, cause: &DeathCause) -> bool {
    in_play(state)
        .filter_map(|a| a.keeps_alive)
        .any(|keeps| keeps(state, target, target, cause))
}

/// The notes said at the start of each day by the Fabled in play ([`Ability::day_note`]),
/// with the Fabled's id; then, by day, what the abilities of the seats have the Storyteller
/// announce today ([`Ability::announces`]: the Fearmonger's new choice), with the character's
/// id.
pub fn day_notes(state: &GameState) -> Vec<(&'static str, Text)> {
    let mut notes: Vec<(&'static str, Text)> = in_play(state)
        .filter_map(|a| a.day_note.map(|n| (a.id, n)))
        .collect();
    if state.phase.is_day() {
        for s in &state.seats {
            // The ability the player has, and their own character too while they hold a
            // gained one (the Cannibal told which ability they gained).
            let own = s.gained.is_some().then(|| s.character_id());
            for id in std::iter::once(s.ability_id()).chain(own) {
                let Some(a) = of(id) else {
                    continue;
                };
                if let Some(note) = a.announces.and_then(|say| say(state, s.id)) {
                    notes.push((a.id, note));
                }
            }
        }
    }
    notes
}

/// The notes shown on the setup screen for the Fabled in play ([`Ability::setup_note`]), with
/// the Fabled's id.
pub fn setup_notes(state: &GameState) -> Vec<(&'static str, Text)> {
    in_play(state)
        .filter_map(|a| a.setup_note.map(|n| (a.id, n)))
        .collect()
}

/// What the Fabled in play say of the words the Storyteller recorded for them
/// ([`Ability::word_notes`]: the Bootlegger's house rules, which Knave lies), with the
/// Fabled's id, in `lang`: shown beside [`day_notes`].
pub fn word_notes(state: &GameState, lang: Lang) -> Vec<(&'static str, String)> {
    in_play(state)
        .filter_map(|a| a.word_notes.map(|say| (a.id, say)))
        .flat_map(|(id, say)| say(state, lang).into_iter().map(move |n| (id, n)))
        .collect()
}

/// The words recorded for the Fabled `id` ([`GameState::fabled_words`]), in order.
pub fn words<'a>(state: &'a GameState, id: &'a str) -> impl Iterator<Item = &'a FabledWords> {
    state.fabled_words.iter().filter(move |w| w.character == id)
}

/// Records the act of a Fabled that keeps the Storyteller's words ([`Ability::word_notes`]):
/// the act's `guess` holds them (trimmed; `None`, or only blanks, for an act with no words).
pub(crate) fn record_words(state: &mut GameState, id: &str, words: Option<&str>) {
    let words = words.map(str::trim).filter(|w| !w.is_empty());
    state.fabled_words.push(FabledWords {
        character: id.to_string(),
        words: words.map(str::to_string),
        phase: state.phase,
    });
}

/// The Fabled in play that a player calls on by day ([`Ability::called_by_day`]): id and how
/// many players the caller names.
pub fn called_by_day(state: &GameState) -> Vec<(&'static str, usize)> {
    in_play(state)
        .filter(|a| !a.called_by_nominee)
        .filter_map(|a| a.called_by_day.map(|n| (a.id, n)))
        .collect()
}

/// The Fabled in play that the nominee of the open nomination calls on
/// ([`Ability::called_by_nominee`]: the Big Wig), with that nominee and how many players they
/// name; none while no nomination waits for its vote.
pub fn called_by_nominee(state: &GameState) -> Vec<(&'static str, PlayerId, usize)> {
    let Some(nominee) = state
        .day
        .nominations
        .last()
        .filter(|n| state.day.open && !n.exile)
        .map(|n| n.nominee)
    else {
        return Vec::new();
    };
    in_play(state)
        .filter(|a| a.called_by_nominee)
        .filter_map(|a| a.called_by_day.map(|n| (a.id, nominee, n)))
        .collect()
}

/// The Fabled in play that lets `seat` be told something false though their ability works
/// ([`Ability::may_falsify`], the Fibbin), if any.
pub fn may_falsify(state: &GameState, seat: &Seat) -> Option<&'static str> {
    in_play(state)
        .find(|a| a.may_falsify.is_some_and(|may| may(state, seat)))
        .map(|a| a.id)
}

/// `player` was told something false through the Fabled `id` ([`may_falsify`]): its use is
/// recorded, so it is spent.
pub(crate) fn falsified(state: &mut GameState, id: &str, player: PlayerId) {
    record(state, id, player, Vec::new());
}

/// Has `by` already used the Fabled `id` (an act recorded with them as the caller)?
pub(crate) fn used_by(state: &GameState, id: &str, by: Option<PlayerId>) -> bool {
    state
        .choices
        .iter()
        .any(|c| c.character == id && by.is_none_or(|b| c.by == b))
}

/// Records a call on the Fabled `id` by `by` (it always works: a Fabled is no player's
/// ability, nothing makes it drunk or poisoned).
pub(crate) fn record(state: &mut GameState, id: &str, by: PlayerId, targets: Vec<PlayerId>) {
    state.choices.push(Chosen {
        by,
        character: id.to_string(),
        targets,
        phase: state.phase,
        worked: true,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::test_util::{next_night, tb_game, P};

    const SEVEN: &[&str] = &[
        "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
    ];

    fn add(g: &mut crate::game::Game, id: &str) {
        g.apply(Command::AddFabled {
            character: id.into(),
        })
        .unwrap();
    }

    /// Character ability text (Toymaker): the Demon may choose not to attack; without it the
    /// attack is not optional. Other players' choices are left as they are.
    #[test]
    fn the_toymaker_makes_the_demon_s_attack_optional() {
        let mut g = tb_game(SEVEN);
        next_night(&mut g);
        assert_eq!(g.state().phase.night_number(), Some(2));
        let imp = crate::ability::acting(g.state(), "imp").unwrap();
        let monk = crate::ability::of("monk").unwrap();
        assert!(!imp.choice_for(g.state(), Some(P(0))).unwrap().optional);
        add(&mut g, "toymaker");
        assert!(imp.choice_for(g.state(), Some(P(0))).unwrap().optional);
        assert!(!monk.choice_for(g.state(), Some(P(4))).unwrap().optional);
    }

    /// The Buddhist's rule and the Deus ex Fiasco's are said each day while in play, from
    /// their definitions; a Fabled without a note says nothing.
    #[test]
    fn day_notes_come_from_the_fabled_in_play() {
        let mut g = tb_game(SEVEN);
        assert!(day_notes(g.state()).is_empty());
        add(&mut g, "sentinel");
        add(&mut g, "buddhist");
        add(&mut g, "deusexfiasco");
        let ids: Vec<_> = day_notes(g.state()).iter().map(|(id, _)| *id).collect();
        assert_eq!(ids, ["buddhist", "deusexfiasco"]);
        assert!(day_notes(g.state())[0].1.en().contains("two minutes"));
        g.apply(Command::RemoveFabled {
            character: "buddhist".into(),
        })
        .unwrap();
        assert_eq!(day_notes(g.state()).len(), 1);
    }

    /// The Doomsayer is called by a player alone, the Fiddler's Demon names one player.
    #[test]
    fn called_by_day_lists_the_callers_picks() {
        let mut g = tb_game(SEVEN);
        add(&mut g, "fiddler");
        add(&mut g, "doomsayer");
        assert_eq!(called_by_day(g.state()), [("fiddler", 1), ("doomsayer", 0)]);
    }

    /// The Big Wig's call is the open nomination's nominee's: offered with that nominee while
    /// the vote waits, never between nominations (the day panel's calls leave it out).
    #[test]
    fn the_big_wig_is_called_by_the_open_nominee() {
        let mut g = tb_game(SEVEN);
        add(&mut g, "bigwig");
        g.apply(Command::EndNight).unwrap();
        assert!(called_by_day(g.state()).is_empty());
        assert!(called_by_nominee(g.state()).is_empty());
        g.apply(Command::Nominate {
            nominator: P(3),
            nominee: P(0),
        })
        .unwrap();
        assert_eq!(called_by_nominee(g.state()), [("bigwig", P(0), 1)]);
        g.apply(Command::Vote { voters: vec![] }).unwrap();
        assert!(called_by_nominee(g.state()).is_empty());
    }

    /// The Loric first published as Fabled are put in play the same way; a player's
    /// character is not.
    #[test]
    fn a_loric_goes_in_play_like_a_fabled() {
        let mut g = tb_game(SEVEN);
        add(&mut g, "stormcatcher");
        assert!(g.state().has_fabled("stormcatcher"));
        assert!(g
            .apply(Command::AddFabled {
                character: "chef".into()
            })
            .is_err());
    }

    /// Character ability text (Toymaker): the first night's evil information at 5 players.
    #[test]
    fn the_toymaker_gives_evil_its_information_in_a_small_game() {
        let mut g = tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        assert!(!crate::card::evil_team_learns(g.state()));
        add(&mut g, "toymaker");
        assert!(crate::card::evil_team_learns(g.state()));
    }
}
