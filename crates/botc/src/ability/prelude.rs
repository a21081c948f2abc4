//! The one door of a character's definition: everything a file under
//! `ability/<edition>/` may use of the engine, and nothing else. A definition imports only this
//! (`use crate::ability::prelude::*;`), so its imports say what a character may do, and the
//! engine's insides can change behind the door without touching the definitions. A test
//! (`definitions_use_only_the_prelude`, below) keeps it the only door.
//!
//! The groups below say what each lets a character do. What is not here, a definition cannot
//! reach: the dispatch of commands, the night sheet's building, the kill path's trigger queue.

// ---- What a character is: the definition's own types ----

/// The definition itself and what it says: when the character wakes, what the player chooses
/// (and the checks that come with the choice, made once by the dispatch of the act), how it
/// answers a death, and the types of its hooks.
pub use crate::ability::{
    Ability, Act, Among, Answers, BlocksWin, Cards, Choice, EvilInfo, FalseAnswer, ForcesFalse,
    GuessesByDay, HoldsAsleep, KeepsAlive, KeptAlive, Learns, LendsAbility, OnDeath, OnNominate,
    OnTold, Refresh, RemovesAbility, Then, ToldByDay, UnderAttack, WakeRule, Wakes, When,
    WhenChosen,
};

/// What the definitions share: the common answers and the Demons' attack ([`learn`]), the
/// day's rules that Travellers change ([`rules`]).
pub use crate::ability::learn;
pub use crate::ability::rules::{self, ByDay, Nominating, Rules};
/// The characters a choice may name in a game (the Boffin's: none in play, none a jinx forbids).
pub use crate::ability::Nameable;

/// Refusing an act of a player another ability keeps asleep tonight (the Exorcist's chosen
/// Demon): a Demon no seat holds (Lil' Monsta) asks it of its babysitter before killing.
pub use crate::ability::check_awake;
/// The players a character chose on the night just gone (a protection asked of by day).
pub use crate::ability::chosen_last_night;
/// The other characters' definitions, to name what they mark (the Vigormortis's reminder), and
/// the definition behind a character or a step (the Lunatic shown as a Demon, the Chambermaid
/// counting who woke).
pub use crate::ability::{acting_as, bmr, carousel, fabled, of, of_step, snv, tb, travellers};

// ---- The game it reads and changes ----

/// The grimoire: the game state, the players' seats, the phase, the choices recorded, the
/// storyteller's notes.
pub use crate::phase::Phase;
pub use crate::seat::{Gained, PlayerId, Seat};
/// The words the Storyteller recorded for a Fabled (the Bootlegger's house rules, the Knaves'
/// Storytellers).
pub use crate::state::FabledWords;
pub use crate::state::{Choice as Chosen, GameState, NoteEntry};

/// Every official character, to offer any of a type (the Travellers a dead player may come back
/// as, with the Hindu).
pub use crate::character::all as all_characters;
/// The language a text is said in (a note built from the Storyteller's words).
pub use crate::character::Lang;
/// What the characters are: teams, alignments, the words of the rules, what a character
/// changes at setup.
pub use crate::character::{official, Alignment, SetupEffect, Team, Text};

/// The count table's Townsfolk, Outsiders, Minions and Demons for a number of players (the
/// Kazali makes as many Minions on the first night as the table has).
pub use crate::setup::count_table;

/// Refusing a command that breaks the rules (strict mode).
pub use crate::error::RuleError;

/// Saying what happened: the events of a command, and why an ability had no effect.
pub use crate::event::{Event, NoEffect};

/// The Storyteller's commands a definition records or waits for (a decision pending).
pub use crate::command::Command;
pub use crate::pending::{star_pass_candidates, Pending, PendingKind};

// ---- Checks and records of an act ----

/// Whether the player has the character (or believes they do), whether it is night, the
/// character named with a choice, and recording a choice (with whether the ability worked).
pub(crate) use crate::apply::{
    is_character, is_really, named_character, record_choice, require_night,
};

// ---- Statuses: drunk, poisoned, safe, mad… ----

pub(crate) use crate::apply::place_status;
/// Placing a status by the Storyteller (a rule or a jinx, not an ability: it never ends with
/// a player's ability).
pub use crate::status::place_by_storyteller;
/// Placing a status, and asking whether a player's ability works now (001).
pub use crate::status::{ability_works, is_impaired, Duration, Source, Status, StatusKind};

// ---- Reminders ----

/// The reminder tokens in the grimoire; placed and removed through [`reminder`].
pub use crate::reminder::PlacedReminder;

/// Placing and removing a character's reminder tokens.
pub mod reminder {
    pub(crate) use crate::reminder::{place, remove_all};
}

// ---- Deaths ----

/// Killing a player through the one kill path, and what a death says to the abilities that
/// answer it ([`OnDeath`]: [`Died`] in, [`Reaction`] out).
pub use crate::death::{
    attack_outcome, demon_strike, kept_alive_by, kill, kill_through, really_alive, record_death,
    DeathCause, Died, Reaction,
};
pub(crate) use crate::death::{change_character, demon_kill, die};

// ---- The night ----

/// What a player learns at their step, the answer to a choice, tonight's sheet and where it
/// stands, what the Storyteller shows.
pub use crate::card::{evil_team_learns, Card};
pub use crate::info::{Info, Told};
pub(crate) use crate::night::{chosen_count, night_of};
pub use crate::night::{
    current_position, sheet, Answer, Candidate, KillOutcome, Known, NightInfo, NightStep, StepKind,
};

// ---- The day ----

/// The day's nominations (who nominated whom, on a day).
pub use crate::day::nominations_of;

/// Executing a player, and the Slayer's shot.
pub mod day {
    pub(crate) use crate::day::{execute, slay};
}

/// A Demon's nomination of a player another ability protects from it, under a jinx (the Riot's).
pub use crate::victory::protected_nominee_win;
/// The wins an ability forbids or decides.
pub use crate::victory::{Win, WinReason};

// ---- Information that is false, abilities that work abnormally, jinxes, madness ----

/// Whether information must be false, what worked abnormally since dawn (the Mathematician).
pub use crate::abnormal::{
    count_since_dawn, jinx_only_since_dawn, working_townsfolk, Abnormal, Judges, Verdict, Why,
};

/// Whether a jinx between two characters is in play, or on the script for an ability that
/// brings the partner into play.
pub mod jinx {
    pub use crate::data::jinxes::{
        CANNIBAL_TOLD, DAMSEL_POISONED, PITHAG_STAYS_EVIL, POPPY_HIDES_GRIMOIRE, VIZIER_LOSES,
    };
    pub use crate::jinx::active;
    /// The jinx of a pair on the game's script, in play or not (a character not yet in play
    /// that a Pit-Hag may not make, the Leviathan after day 5).
    pub use crate::jinx::pair;
    /// The partners of a character under one shared rule, and those rules.
    pub use crate::jinx::partners;
    /// A jinx of the game's script, its characters in play or not yet.
    pub use crate::jinx::scripted;
}

/// The madness an ability asks for, and the Storyteller's execution for breaking it.
pub use crate::madness::MadRule;

/// Executing a mad player for breaking their madness.
pub mod madness {
    pub use crate::madness::execute;
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The code of a definition file, without its tests and comments.
    fn code(text: &str) -> impl Iterator<Item = (usize, &str)> {
        text.lines()
            .enumerate()
            .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
            .filter(|(_, l)| !l.trim_start().starts_with("//"))
    }

    /// Every definition (every file under `ability/<edition>/`, its tests aside) reaches the
    /// engine through the prelude only: its one `use crate::` is the prelude, and it names no
    /// other `crate::` path, nor climbs out of its edition (`super::super`).
    #[test]
    fn definitions_use_only_the_prelude() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ability");
        let mut files = 0;
        let mut wrong = Vec::new();
        for edition in ["tb", "bmr", "snv", "carousel", "fabled", "travellers"] {
            let mut entries: Vec<_> = std::fs::read_dir(root.join(edition))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|x| x == "rs"))
                .collect();
            entries.sort();
            for path in entries {
                files += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                let mut door = false;
                for (n, line) in code(&text) {
                    if line.trim() == "use crate::ability::prelude::*;" {
                        door = true;
                        continue;
                    }
                    if line.contains("crate::") || line.contains("super::super") {
                        wrong.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                    }
                }
                if !door && code(&text).any(|(_, l)| l.contains("Ability")) {
                    wrong.push(format!("{}: no prelude", path.display()));
                }
            }
        }
        assert!(files > 100, "{files} definition files");
        assert!(
            wrong.is_empty(),
            "outside the prelude:\n{}",
            wrong.join("\n")
        );
    }
}
