//! Every Storyteller action is one [`Command`]; a game is its setup plus the log of commands.
//!
//! Commands serialise as readable JSON with a `"type"` tag, e.g.
//! `{"type":"demon_kill","demon":4,"target":2}` (see `docs/log-format.md`).

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Lang};
use super::death::DeathCause;
use super::info::Info;
use super::script::Script;
use super::seat::PlayerId;
use super::state::GameState;
use super::status::{Duration, StatusKind};

/// One player's character at setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    /// The player.
    pub player: PlayerId,
    /// The real character (official id).
    pub character: String,
    /// 002: the token the player is shown instead (the Drunk sees a Townsfolk).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shown: Option<String>,
    /// The alignment when it is not the character type's (Travellers: chosen by the
    /// Storyteller).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alignment: Option<Alignment>,
}

/// A Storyteller action. Checked and applied by [`super::game::Game::apply`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    // ---- Setup (002, "Mise en place") ----
    /// Seat a new player at the end of the circle (5–20 players).
    AddPlayer { name: String },
    /// Change a player's name (any phase).
    RenamePlayer { player: PlayerId, name: String },
    /// Remove a player (setup only).
    RemovePlayer { player: PlayerId },
    /// Move a player to another seat, 0-based (setup only; seat order sets the neighbours).
    MovePlayer { player: PlayerId, seat: usize },
    /// 002 step 3: choose the edition or a custom script.
    ChooseScript { script: Script },
    /// 002 steps 6–9: give characters to players (replaces those players' characters).
    AssignCharacters { assignments: Vec<Assignment> },
    /// 002: the three good characters not in play shown to the Demon.
    SetBluffs { bluffs: Vec<String> },
    /// Setup is over: the first night begins.
    StartGame,
    /// 002 ("Légendaires"): the Storyteller puts a Fabled in play, at setup or later.
    AddFabled { character: String },
    /// The Fabled leaves play.
    RemoveFabled { character: String },

    // ---- Characters' abilities (000) ----
    /// `character`'s ability acts on `targets`, as its definition says
    /// ([`crate::ability::Ability::acts`]): `by`'s choice at night (the Poisoner, the Monk, the
    /// Butler, the Demon) or by day (the Slayer's shot, which anyone may claim), or, with no
    /// `by`, what the Storyteller chooses for the character (the Fortune Teller's red herring).
    Act {
        character: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<PlayerId>,
        targets: Vec<PlayerId>,
        /// A character named with the choice (the Gambler's guess).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        guess: Option<String>,
    },

    // ---- Night (002, "La nuit") ----
    /// Jump to a step of tonight's sheet (0 = dusk).
    GoToStep { step: usize },
    /// Dawn: the night ends and day begins.
    EndNight,
    /// Record what the Storyteller told a waking player: the true answer, or — for a drunk or
    /// poisoned player — the false one given (001). `character` is the one they woke as (the
    /// Drunk's believed Townsfolk); `chosen` the players they chose first (the Fortune
    /// Teller's two, the Ravenkeeper's one). Tonight's step is then done.
    GiveInfo {
        player: PlayerId,
        character: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        chosen: Vec<PlayerId>,
        info: Info,
    },

    // ---- Day (002, "Le jour") ----
    /// `nominator` nominates `nominee`.
    Nominate {
        nominator: PlayerId,
        nominee: PlayerId,
    },
    /// The hands raised on the open nomination, all at once (closes the vote).
    Vote { voters: Vec<PlayerId> },
    /// 002: the Storyteller's arm, turning clockwise from the player after the nominee, reaches
    /// `voter`, whose hand is up (`raised`) or down. Players between the previous hand and
    /// `voter` are passed with their hands down.
    Hand { voter: PlayerId, raised: bool },
    /// 002: the count ends: the raised hands are the votes (dead voters spend their vote).
    CloseVote,
    /// Execute a player (the one about to die, unless overridden). `survives`: the execution
    /// leaves the player alive (001: execution is not death).
    Execute {
        player: PlayerId,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        survives: bool,
    },
    /// Dusk: the day ends and night begins. 002: the player about to die is executed first.
    EndDay,
    /// Dusk with no execution, even with a player about to die: the day's end as logs of
    /// version 1 recorded it (they are upgraded to this), or the Storyteller's decision.
    EndDayNoExecution,

    // ---- The Storyteller's hand on the grimoire (any phase in play) ----
    /// The player dies.
    Die { player: PlayerId, cause: DeathCause },
    /// The player comes back to life.
    Revive { player: PlayerId },
    /// Place a status; with `source`, it lasts only while that player keeps their ability.
    SetStatus {
        target: PlayerId,
        kind: StatusKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<PlayerId>,
        duration: Duration,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        about: Option<String>,
    },
    /// Remove every status of this kind from the player.
    RemoveStatus { target: PlayerId, kind: StatusKind },
    /// The player becomes another character (alignment unchanged, 001).
    ChangeCharacter { player: PlayerId, character: String },
    /// The player changes alignment (character unchanged, 001).
    ChangeAlignment {
        player: PlayerId,
        alignment: Alignment,
    },
    /// Mark the player's once-per-game ability as used.
    SpendAbility { player: PlayerId },
    /// Give the player their vote token back (`held`) or take it away, e.g. to fix a vote
    /// counted wrongly. 002: a dead player keeps one vote token ("ils ne peuvent voter qu'une
    /// seule fois pour le reste de la partie"); the Storyteller keeps the grimoire true.
    SetGhostVote { player: PlayerId, held: bool },
    /// Put a reminder token next to a player.
    PlaceReminder {
        player: PlayerId,
        character: String,
        reminder: String,
    },
    /// Take a reminder token away.
    RemoveReminder {
        player: PlayerId,
        character: String,
        reminder: String,
    },
    /// Write a note in the log (e.g. the false information given to a drunk player).
    Note {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<PlayerId>,
        text: String,
    },
    /// Set a pending decision aside without acting on it.
    DismissPending { index: usize },
    /// Settle pending decision `index` with its suggestion number `pick` (0 is the engine's).
    Decide { index: usize, pick: usize },
    /// 002: the Storyteller declares the winner and the game ends; `reason`, the Storyteller's
    /// own words, for a win by a rule the engine does not know.
    EndGame {
        winner: Alignment,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<String>,
    },
    /// Apply `command` while skipping the rule checks (the phase and the players must still
    /// fit). 002: the Storyteller may overrule; the log keeps the reason.
    Override {
        command: Box<Command>,
        reason: String,
    },
}

/// A reminder's text in `lang` (its id when the game does not know it: a homebrew reminder's
/// id is its text).
fn reminder_text(state: &GameState, character: &str, reminder: &str, lang: Lang) -> String {
    state
        .character(character)
        .and_then(|d| d.reminder(reminder))
        .map(|r| r.text.get(lang).to_string())
        .unwrap_or_else(|| reminder.to_string())
}

/// A voter's hand worth other than 1, and why, for the history: " (×3: Bureaucrat)".
fn weighted(state: &GameState, voter: PlayerId, lang: Lang) -> String {
    let sources = crate::ability::rules::weight_sources(state, voter);
    if sources.is_empty() {
        return String::new();
    }
    let why = sources
        .iter()
        .map(|(id, _)| state.character_name(id, lang))
        .collect::<Vec<_>>()
        .join(", ");
    let total: i32 = sources.iter().map(|(_, k)| k).product();
    let sep = if lang == Lang::En { ":" } else { " :" };
    format!(" (×{total}{sep} {why})")
}

/// French "de" before a name, elided before a vowel ("d'Alex", "de Bruno").
pub fn de(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ".contains(c));
    if vowel {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

impl Command {
    /// `by`'s ability as `character` acts on one chosen player.
    pub fn act(character: &str, by: PlayerId, target: PlayerId) -> Command {
        Command::Act {
            character: character.to_string(),
            by: Some(by),
            targets: vec![target],
            guess: None,
        }
    }

    /// The Storyteller chooses the Fortune Teller's red herring.
    pub fn red_herring(player: PlayerId) -> Command {
        Command::Act {
            character: "fortuneteller".into(),
            by: None,
            targets: vec![player],
            guess: None,
        }
    }

    /// The command's name as written in the log (`"type"`).
    pub fn name(&self) -> &'static str {
        match self {
            Command::AddPlayer { .. } => "add_player",
            Command::RenamePlayer { .. } => "rename_player",
            Command::RemovePlayer { .. } => "remove_player",
            Command::MovePlayer { .. } => "move_player",
            Command::ChooseScript { .. } => "choose_script",
            Command::AssignCharacters { .. } => "assign_characters",
            Command::SetBluffs { .. } => "set_bluffs",
            Command::StartGame => "start_game",
            Command::AddFabled { .. } => "add_fabled",
            Command::RemoveFabled { .. } => "remove_fabled",
            Command::Act { .. } => "act",
            Command::GoToStep { .. } => "go_to_step",
            Command::EndNight => "end_night",
            Command::GiveInfo { .. } => "give_info",
            Command::Nominate { .. } => "nominate",
            Command::Vote { .. } => "vote",
            Command::Hand { .. } => "hand",
            Command::CloseVote => "close_vote",
            Command::Execute { .. } => "execute",
            Command::EndDay => "end_day",
            Command::EndDayNoExecution => "end_day_no_execution",
            Command::Die { .. } => "die",
            Command::Revive { .. } => "revive",
            Command::SetStatus { .. } => "set_status",
            Command::RemoveStatus { .. } => "remove_status",
            Command::ChangeCharacter { .. } => "change_character",
            Command::ChangeAlignment { .. } => "change_alignment",
            Command::SpendAbility { .. } => "spend_ability",
            Command::SetGhostVote { .. } => "set_ghost_vote",
            Command::PlaceReminder { .. } => "place_reminder",
            Command::RemoveReminder { .. } => "remove_reminder",
            Command::Note { .. } => "note",
            Command::DismissPending { .. } => "dismiss_pending",
            Command::Decide { .. } => "decide",
            Command::EndGame { .. } => "end_game",
            Command::Override { .. } => "override",
        }
    }

    /// The command in plain words for the history view, in English or French. Player names
    /// come from `state` (a removed player shows as their id).
    pub fn describe(&self, state: &GameState, lang: Lang) -> String {
        let en = lang == Lang::En;
        let p = |id: &PlayerId| state.name(*id);
        let c = |id: &str| state.character_name(id, lang);
        let team = |a: &Alignment| match (a, en) {
            (Alignment::Good, true) => "good",
            (Alignment::Good, false) => "le Bien",
            (Alignment::Evil, true) => "evil",
            (Alignment::Evil, false) => "le Mal",
        };
        let kind = |k: &StatusKind| match k {
            StatusKind::Drunk => "drunk",
            StatusKind::Poisoned => "poisoned",
            StatusKind::Safe => "safe from the Demon",
            StatusKind::Mad => "mad",
            StatusKind::CannotDie => "unable to die tonight",
        };
        // French names the state, not the player, so no line agrees with a gender the app does
        // not know: "Bruno : poison jusqu'à l'aube", "Bruno : fin du poison".
        let state_fr = |k: &StatusKind| match k {
            StatusKind::Drunk => ("ivresse", "de l'"),
            StatusKind::Poisoned => ("poison", "du "),
            StatusKind::Safe => ("protection contre le Démon", "de la "),
            StatusKind::Mad => ("folie", "de la "),
            StatusKind::CannotDie => ("immunité à la mort cette nuit", "de l'"),
        };
        match self {
            Command::AddPlayer { name } => {
                if en {
                    format!("{name} joins the circle")
                } else {
                    format!("{name} rejoint le cercle")
                }
            }
            Command::RenamePlayer { player, name } => {
                if en {
                    format!("{} is renamed {name}", p(player))
                } else {
                    format!("{} s'appelle désormais {name}", p(player))
                }
            }
            Command::RemovePlayer { player } => {
                if en {
                    format!("{} leaves the circle", p(player))
                } else {
                    format!("{} quitte le cercle", p(player))
                }
            }
            Command::MovePlayer { player, seat } => {
                if en {
                    format!("{} moves to seat {}", p(player), seat + 1)
                } else {
                    format!("{} va à la place {}", p(player), seat + 1)
                }
            }
            Command::ChooseScript { script } => {
                let name = match script {
                    Script::Edition { edition } => edition.name().get(lang).to_string(),
                    Script::Custom {
                        name: Some(name), ..
                    } => format!("« {name} »"),
                    Script::Custom { characters, .. } => {
                        if en {
                            format!("a custom script of {} characters", characters.len())
                        } else {
                            format!("un module personnalisé de {} rôles", characters.len())
                        }
                    }
                };
                if en {
                    format!("Script: {name}")
                } else {
                    format!("Module : {name}")
                }
            }
            Command::AssignCharacters { assignments } => {
                let list = assignments
                    .iter()
                    .map(|a| match &a.shown {
                        Some(s) => format!(
                            "{} = {} ({} {})",
                            p(&a.player),
                            c(&a.character),
                            if en { "shown" } else { "voit" },
                            c(s)
                        ),
                        None => format!("{} = {}", p(&a.player), c(&a.character)),
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                if en {
                    format!("Characters: {list}")
                } else {
                    format!("Rôles : {list}")
                }
            }
            Command::AddFabled { character } => {
                if en {
                    format!("Fabled in play: {}", c(character))
                } else {
                    format!("Légendaire en jeu : {}", c(character))
                }
            }
            Command::RemoveFabled { character } => {
                if en {
                    format!("{} leaves play", c(character))
                } else {
                    format!("{} quitte le jeu", c(character))
                }
            }
            Command::SetBluffs { bluffs } => {
                let list = bluffs.iter().map(|b| c(b)).collect::<Vec<_>>().join(", ");
                if en {
                    format!("Demon bluffs: {list}")
                } else {
                    format!("Bluffs du Démon : {list}")
                }
            }
            Command::Act {
                character,
                by,
                targets,
                guess,
            } => {
                let no_target = targets.is_empty();
                let mut targets = targets.iter().map(p).collect::<Vec<_>>().join(", ");
                if let Some(g) = guess {
                    targets = format!("{targets} ({})", c(g));
                }
                let for_storyteller = by.is_none();
                let by = by.as_ref().map(p).unwrap_or_default();
                let words = crate::ability::acting(state, character)
                    .and_then(|a| {
                        if for_storyteller && no_target {
                            a.says_for_storyteller_naming_no_one
                                .or(a.says_for_storyteller)
                                .or(a.says)
                        } else if for_storyteller {
                            a.says_for_storyteller.or(a.says)
                        } else if no_target {
                            a.says_naming_no_one.or(a.says)
                        } else {
                            a.says
                        }
                    })
                    .map(|[e, f]| if en { e } else { f });
                words
                    .unwrap_or(if en {
                        "{by} ({character}) chooses {targets}"
                    } else {
                        "{by} ({character}) choisit {targets}"
                    })
                    .replace("{by}", &by)
                    .replace("{character}", &c(character))
                    .replace("{targets}", &targets)
            }
            Command::StartGame => {
                if en {
                    "The game starts: first night".into()
                } else {
                    "La partie commence : première nuit".into()
                }
            }
            Command::GoToStep { step } => {
                if en {
                    format!("Night sheet: step {step}")
                } else {
                    format!("Feuille de nuit : étape {step}")
                }
            }
            Command::EndNight => {
                if en {
                    "Dawn: the night ends".into()
                } else {
                    "Aube : la nuit se termine".into()
                }
            }
            Command::GiveInfo {
                player,
                character,
                chosen,
                info,
            } => {
                let told = info.describe(state, lang);
                let who = format!("{} ({})", p(player), c(character));
                let list = chosen.iter().map(p).collect::<Vec<_>>().join(", ");
                match (en, chosen.is_empty()) {
                    (true, true) => format!("{who} is told: {told}"),
                    (true, false) => format!("{who} chooses {list} and is told: {told}"),
                    (false, true) => format!("{who} apprend : {told}"),
                    (false, false) => format!("{who} choisit {list} et apprend : {told}"),
                }
            }
            Command::Nominate { nominator, nominee } => {
                if en {
                    format!("{} nominates {}", p(nominator), p(nominee))
                } else {
                    format!("{} nomine {}", p(nominator), p(nominee))
                }
            }
            Command::Vote { voters } => {
                let list = voters
                    .iter()
                    .map(|v| format!("{}{}", p(v), weighted(state, *v, lang)))
                    .collect::<Vec<_>>()
                    .join(", ");
                let n = crate::ability::rules::count(state, voters);
                match (en, n) {
                    (true, 1) => format!("1 vote: {list}"),
                    (true, _) => format!("{n} votes: {list}"),
                    (false, 0 | 1) => format!("{n} vote : {list}"),
                    (false, _) => format!("{n} votes : {list}"),
                }
            }
            Command::Hand { voter, raised } => match (en, raised) {
                (true, true) => format!("{} votes{}", p(voter), weighted(state, *voter, lang)),
                (true, false) => format!("{} does not vote", p(voter)),
                (false, true) => format!("{} vote{}", p(voter), weighted(state, *voter, lang)),
                (false, false) => format!("{} ne vote pas", p(voter)),
            },
            Command::CloseVote => {
                if en {
                    "The vote is counted".into()
                } else {
                    "Le vote est compté".into()
                }
            }
            Command::Execute { player, survives } => match (en, survives) {
                (true, false) => format!("{} is executed", p(player)),
                (true, true) => format!("{} is executed and survives", p(player)),
                (false, false) => format!("Exécution de {}", p(player)),
                (false, true) => format!("Exécution de {}, qui survit", p(player)),
            },
            Command::EndDay => match state.day.block.filter(|_| state.day.executed.is_none()) {
                Some(b) if en => format!("Dusk: {} is executed and the day ends", p(&b)),
                Some(b) => format!("Crépuscule : exécution de {} et fin de la journée", p(&b)),
                None if en => "Dusk: the day ends".into(),
                None => "Crépuscule : la journée se termine".into(),
            },
            Command::EndDayNoExecution => {
                if en {
                    "Dusk: the day ends with no execution".into()
                } else {
                    "Crépuscule : la journée se termine sans exécution".into()
                }
            }
            Command::Die { player, .. } => {
                if en {
                    format!("{} dies", p(player))
                } else {
                    format!("{} meurt", p(player))
                }
            }
            Command::Revive { player } => {
                if en {
                    format!("{} comes back to life", p(player))
                } else {
                    format!("{} revient à la vie", p(player))
                }
            }
            Command::SetStatus {
                target,
                kind: k,
                source,
                duration,
                ..
            } => {
                let until = match (duration, en) {
                    (Duration::UntilDawn, true) => " until dawn".to_string(),
                    (Duration::UntilDawn, false) => " jusqu'à l'aube".to_string(),
                    (Duration::UntilDusk, true) => " until dusk".to_string(),
                    (Duration::UntilDusk, false) => " jusqu'au crépuscule".to_string(),
                    (Duration::Dusks(n), true) => format!(" until dusk number {n}"),
                    (Duration::Dusks(n), false) => format!(" jusqu'au crépuscule numéro {n}"),
                    (Duration::Permanent, _) => String::new(),
                };
                match (source, en) {
                    (Some(s), true) => format!("{} is {}{until} (by {})", p(target), kind(k), p(s)),
                    (Some(s), false) => {
                        format!("{} : {}{until} (par {})", p(target), state_fr(k).0, p(s))
                    }
                    (None, true) => format!("{} is {}{until}", p(target), kind(k)),
                    (None, false) => format!("{} : {}{until}", p(target), state_fr(k).0),
                }
            }
            Command::RemoveStatus { target, kind: k } => {
                if en {
                    format!("{} is no longer {}", p(target), kind(k))
                } else {
                    let (name, of) = state_fr(k);
                    format!("{} : fin {of}{name}", p(target))
                }
            }
            Command::ChangeCharacter { player, character } => {
                if en {
                    format!("{} becomes the {}", p(player), c(character))
                } else {
                    format!("{} devient {}", p(player), c(character))
                }
            }
            Command::ChangeAlignment { player, alignment } => {
                if en {
                    format!("{} is now {}", p(player), team(alignment))
                } else {
                    format!("{} rejoint {}", p(player), team(alignment))
                }
            }
            Command::SpendAbility { player } => {
                if en {
                    format!("{} has used their ability", p(player))
                } else {
                    format!("{} a utilisé sa capacité", p(player))
                }
            }
            Command::SetGhostVote { player, held } => match (en, held) {
                (true, true) => format!("{} gets their vote token back", p(player)),
                (true, false) => format!("{} loses their vote token", p(player)),
                (false, true) => format!("{} récupère son jeton de vote", p(player)),
                (false, false) => format!("{} perd son jeton de vote", p(player)),
            },
            Command::PlaceReminder {
                player,
                character,
                reminder,
            } => {
                let reminder = reminder_text(state, character, reminder, lang);
                if en {
                    format!("“{reminder}” ({}) placed on {}", c(character), p(player))
                } else {
                    format!("« {reminder} » ({}) posé sur {}", c(character), p(player))
                }
            }
            Command::RemoveReminder {
                player,
                character,
                reminder,
            } => {
                let reminder = reminder_text(state, character, reminder, lang);
                if en {
                    format!("“{reminder}” ({}) removed from {}", c(character), p(player))
                } else {
                    format!(
                        "« {reminder} » ({}) retiré {}",
                        c(character),
                        de(&p(player))
                    )
                }
            }
            Command::Note { player, text } => match player {
                Some(pl) => format!("{}: {text}", p(pl)),
                None => text.clone(),
            },
            // A decision is named by what it decides, never by its place in the list.
            Command::DismissPending { index } => {
                match (
                    state
                        .pending
                        .get(*index)
                        .map(|d| d.kind.describe(state, lang)),
                    en,
                ) {
                    (Some(what), true) => format!("Decision set aside: {what}"),
                    (Some(what), false) => format!("Décision écartée : {what}"),
                    (None, true) => "A decision set aside".into(),
                    (None, false) => "Une décision écartée".into(),
                }
            }
            Command::Decide { index, pick } => {
                match state
                    .pending
                    .get(*index)
                    .and_then(|d| d.suggestions.get(*pick))
                {
                    Some(chosen) => chosen.describe(state, lang),
                    None if en => "A decision made".into(),
                    None => "Une décision prise".into(),
                }
            }
            Command::EndGame { winner, reason } => {
                let why = reason
                    .as_deref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                if en {
                    format!("The game ends: {} wins{why}", team(winner))
                } else {
                    format!(
                        "La partie se termine : victoire du {}{why}",
                        if *winner == Alignment::Good {
                            "Bien"
                        } else {
                            "Mal"
                        }
                    )
                }
            }
            Command::Override { command, reason } => {
                let inner = command.describe(state, lang);
                if en {
                    format!("{inner} (Storyteller's decision: {reason})")
                } else {
                    format!("{inner} (décision du Conteur : {reason})")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, GameConfig};

    #[test]
    fn the_history_says_how_long_a_status_lasts() {
        let mut game = Game::new(GameConfig::default());
        for name in ["Ada", "Bruno"] {
            game.apply(Command::AddPlayer { name: name.into() })
                .unwrap();
        }
        let status = |duration| Command::SetStatus {
            target: PlayerId(1),
            kind: StatusKind::Poisoned,
            source: Some(PlayerId(0)),
            duration,
            about: None,
        };
        let en = |d| status(d).describe(game.state(), Lang::En);
        assert_eq!(
            en(Duration::UntilDusk),
            "Bruno is poisoned until dusk (by Ada)"
        );
        assert_eq!(
            en(Duration::UntilDawn),
            "Bruno is poisoned until dawn (by Ada)"
        );
        assert_eq!(en(Duration::Permanent), "Bruno is poisoned (by Ada)");
        assert_eq!(
            status(Duration::UntilDawn).describe(game.state(), Lang::Fr),
            "Bruno : poison jusqu'à l'aube (par Ada)"
        );
    }

    /// The French history never agrees with a player's gender, which the app does not know:
    /// it names the state or the act, not the player as "exécuté", "renommé" or "fou".
    #[test]
    fn the_french_history_has_no_gender_agreement() {
        let mut game = Game::new(GameConfig::default());
        for name in ["Ada", "Bruno"] {
            game.apply(Command::AddPlayer { name: name.into() })
                .unwrap();
        }
        let fr = |c: Command| c.describe(game.state(), Lang::Fr);
        let bruno = PlayerId(1);
        assert_eq!(
            fr(Command::Execute {
                player: bruno,
                survives: false
            }),
            "Exécution de Bruno"
        );
        assert_eq!(
            fr(Command::Execute {
                player: bruno,
                survives: true
            }),
            "Exécution de Bruno, qui survit"
        );
        assert_eq!(
            fr(Command::RenamePlayer {
                player: bruno,
                name: "Bea".into()
            }),
            "Bruno s'appelle désormais Bea"
        );
        assert_eq!(
            fr(Command::SetStatus {
                target: bruno,
                kind: StatusKind::Mad,
                source: None,
                duration: Duration::UntilDusk,
                about: None,
            }),
            "Bruno : folie jusqu'au crépuscule"
        );
        assert_eq!(
            fr(Command::RemoveStatus {
                target: bruno,
                kind: StatusKind::Safe
            }),
            "Bruno : fin de la protection contre le Démon"
        );
        assert_eq!(
            fr(Command::RemoveStatus {
                target: bruno,
                kind: StatusKind::Drunk
            }),
            "Bruno : fin de l'ivresse"
        );
    }
}
