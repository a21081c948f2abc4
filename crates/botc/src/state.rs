//! The grimoire at one moment: a fold of the command log.

use serde::{Deserialize, Serialize};

use super::character::Team;
use super::day::DayState;
use super::death::{CharacterChange, Death, Execution};
use super::info::Told;
use super::night::{Cursor, StepId};
use super::pending::Pending;
use super::phase::Phase;
use super::reminder::PlacedReminder;
use super::script::Script;
use super::seat::{PlayerId, Seat};
use super::status::Status;
use super::victory::Win;
use super::warning::SetupWarning;

/// Everything the Storyteller's grimoire shows, rebuilt by replaying the log
/// ([`super::game::Game::state`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct GameState {
    /// Where the game is.
    pub phase: Phase,
    /// The characters that may be in play.
    pub script: Script,
    /// The players in clockwise seat order (002: the order matters for neighbours).
    pub seats: Vec<Seat>,
    /// The id the next added player gets.
    pub next_id: u32,
    /// 002: the three good characters not in play shown to the Demon.
    pub bluffs: Vec<String>,
    /// Fortune Teller's red herring (a good player who registers as the Demon to them).
    pub red_herring: Option<PlayerId>,
    /// Drunk, poisoned, safe and mad tokens with their sources.
    pub statuses: Vec<Status>,
    /// Other reminder tokens.
    pub reminders: Vec<PlacedReminder>,
    /// The current step of tonight's sheet (an index into `night::sheet`); kept so that a
    /// reload returns to it.
    pub night_step: usize,
    /// Every death so far.
    pub deaths: Vec<Death>,
    /// Every execution so far.
    pub executions: Vec<Execution>,
    /// Every character change after setup.
    pub changes: Vec<CharacterChange>,
    /// Today's nominations and votes.
    pub day: DayState,
    /// Decisions waiting for the Storyteller.
    pub pending: Vec<Pending>,
    /// Wins triggered by abilities (Saint, Mayor), kept until the game ends.
    pub ability_wins: Vec<Win>,
    /// Wins the Storyteller set aside with `DismissPending` (not offered again).
    pub dismissed_wins: Vec<Win>,
    /// Setup warnings the Storyteller accepted with an override.
    pub accepted_warnings: Vec<SetupWarning>,
    /// Player choices recorded at night, newest last (who chose whom, with which character).
    pub choices: Vec<Choice>,
    /// The step of tonight's sheet the Storyteller is on, by identity (`night_step` is its
    /// index, worked out again after every command); `None`: dusk.
    #[serde(default)]
    pub night_cursor: Option<Cursor>,
    /// Tonight's steps the Storyteller has recorded or moved past (cleared at dusk and dawn).
    #[serde(default)]
    pub night_done: Vec<StepId>,
    /// Information given to players (`give_info`), oldest first.
    #[serde(default)]
    pub told: Vec<Told>,
    /// The Storyteller's notes (`note`), oldest first; see [`GameState::notes`].
    #[serde(default)]
    pub notes: Vec<NoteEntry>,
    /// Once the game has ended (`EndGame`): who won and why, as the rules saw it then
    /// ([`super::victory::ending`]). Derived from the log like everything here, so games saved
    /// before it existed load with it filled in.
    #[serde(default)]
    pub win: Option<Win>,
    /// The Storyteller's own words for a win declared by hand (`EndGame`'s `reason`).
    #[serde(default)]
    pub win_reason: Option<String>,
    /// The days that have ended, their nominations and votes (kept at each dusk).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub past_days: Vec<super::day::PastDay>,
    /// Abilities that worked abnormally because of another character's ability, as the
    /// information given showed them ([`super::abnormal`]), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abnormal: Vec<super::abnormal::Abnormal>,
    /// The Fabled in play (002, "Légendaires": chosen by the Storyteller, known to everyone),
    /// in the order they were added.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fabled: Vec<String>,
    /// Players who left the game mid-game (002, "Voyageurs": an exiled Traveller may leave),
    /// with the name they had: what they did earlier (a nomination, a vote) still names them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub left: Vec<(PlayerId, String)>,
    /// The Storyteller's words recorded for the Fabled in play that keep some
    /// ([`crate::ability::Ability::word_notes`]: the Bootlegger's house rules, the Knaves'
    /// Storytellers and their swap), in the order recorded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fabled_words: Vec<FabledWords>,
}

/// Words the Storyteller recorded for a Fabled ([`GameState::fabled_words`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FabledWords {
    /// The Fabled's id.
    pub character: String,
    /// The words as written; `None`: the Fabled's act with no words (the Knaves' swap).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub words: Option<String>,
    /// The phase they were recorded in.
    pub phase: Phase,
}

/// A note the Storyteller wrote in the log (e.g. the false information given to a drunk or
/// poisoned player, 001).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoteEntry {
    /// The player the note is about; `None`: a note about the game.
    pub player: Option<PlayerId>,
    /// The text as written.
    pub text: String,
    /// The phase it was written in.
    pub phase: Phase,
}

/// A choice a player made with their ability at night, kept for the record and for the
/// night sheet (e.g. the Butler's master).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// The player who chose.
    pub by: PlayerId,
    /// Their character at the time.
    pub character: String,
    /// The players chosen.
    pub targets: Vec<PlayerId>,
    /// When.
    pub phase: Phase,
    /// 001: whether the ability worked (false: drunk or poisoned, the choice had no effect).
    pub worked: bool,
}

impl GameState {
    /// True when the Fabled `id` is in play.
    pub fn has_fabled(&self, id: &str) -> bool {
        self.fabled.iter().any(|f| f == id)
    }

    /// The character with this id in this game: an official row, or a homebrew character of
    /// the game's script (a homebrew id never shadows an official one).
    pub fn character(&self, id: &str) -> Option<&'static crate::character::CharacterDef> {
        self.script.character(id)
    }

    /// The row of a homebrew character of the game's script (`None` for an official id).
    pub fn homebrew_row(&self, id: &str) -> Option<&'static crate::character::CharacterDef> {
        self.script
            .homebrew_def(id)
            .map(crate::character::HomebrewDef::row)
    }

    /// The character's name in `lang` (its id when the game does not know it).
    pub fn character_name(&self, id: &str, lang: crate::character::Lang) -> String {
        self.character(id)
            .map(|d| d.name.get(lang).to_string())
            .unwrap_or_else(|| id.to_string())
    }

    /// The seat of a player.
    pub fn seat(&self, player: PlayerId) -> Option<&Seat> {
        self.seats.iter().find(|s| s.id == player)
    }

    /// The seat of a player, mutable.
    pub fn seat_mut(&mut self, player: PlayerId) -> Option<&mut Seat> {
        self.seats.iter_mut().find(|s| s.id == player)
    }

    /// The seat index (0-based, clockwise) of a player.
    pub fn index_of(&self, player: PlayerId) -> Option<usize> {
        self.seats.iter().position(|s| s.id == player)
    }

    /// The player's name: seated, or the name they had when they left; their id otherwise.
    pub fn name(&self, player: PlayerId) -> String {
        self.seat(player)
            .map(|s| s.name.clone())
            .or_else(|| {
                self.left
                    .iter()
                    .rev()
                    .find(|(p, _)| *p == player)
                    .map(|(_, n)| n.clone())
            })
            .unwrap_or_else(|| player.to_string())
    }

    /// The player with this name.
    pub fn by_name(&self, name: &str) -> Option<PlayerId> {
        self.seats.iter().find(|s| s.name == name).map(|s| s.id)
    }

    /// Players alive now, Travellers included.
    pub fn alive_count(&self) -> usize {
        self.seats.iter().filter(|s| s.alive).count()
    }

    /// The first player with this real character.
    pub fn find(&self, character: &str) -> Option<&Seat> {
        self.seats.iter().find(|s| s.is(character))
    }

    /// True when some player really has this character.
    pub fn in_play(&self, character: &str) -> bool {
        self.find(character).is_some()
    }

    /// The script's characters of this type that no player has, in script order (what a
    /// Kazali, a Hatter or a Plague Doctor may hand out; the bluffs a Hermit may be).
    pub fn not_in_play(&self, team: Team) -> Vec<&'static str> {
        self.script
            .characters()
            .into_iter()
            .filter(|d| d.team == team && !self.in_play(d.id))
            .map(|d| d.id)
            .collect()
    }

    /// Players whose real character is of this type, in seat order, with the player who is a
    /// character of this type that no seat holds (Lil' Monsta's babysitter is the Demon, and
    /// still a Minion: [`crate::ability::embodied`]).
    pub fn of_team(&self, team: Team) -> Vec<&Seat> {
        let embodied = crate::ability::embodied(self);
        self.seats
            .iter()
            .filter(|s| s.team() == Some(team) || embodied.contains(&(s.id, team)))
            .collect()
    }

    /// Is the player of this type for every rule: by their real character, or as a character
    /// of this type that no seat holds (Lil' Monsta's babysitter is the Demon)? The one
    /// question of "is this player the Demon" that abilities ask.
    pub fn is_team(&self, player: PlayerId, team: Team) -> bool {
        self.seat(player).is_some_and(|s| s.team() == Some(team))
            || crate::ability::embodied(self).contains(&(player, team))
    }

    /// The player on the left (`step` = 1, clockwise) or right (`step` = -1) of `player`,
    /// skipping dead players when `living` (002: the Empath's "living neighbours").
    pub fn neighbour(&self, player: PlayerId, clockwise: bool, living: bool) -> Option<PlayerId> {
        let n = self.seats.len();
        let start = self.index_of(player)?;
        for k in 1..n {
            let i = if clockwise {
                (start + k) % n
            } else {
                (start + n - k) % n
            };
            let s = &self.seats[i];
            if !living || s.alive {
                return Some(s.id);
            }
        }
        None
    }

    /// Did the player die during the current night?
    pub fn died_tonight(&self, player: PlayerId) -> Option<&Death> {
        self.deaths
            .iter()
            .rev()
            .find(|d| d.player == player && d.phase == self.phase && self.phase.is_night())
    }
}

impl GameState {
    /// The texts of the notes about `player`, oldest first.
    pub fn notes(&self, player: PlayerId) -> Vec<&str> {
        self.notes_about(Some(player))
    }

    /// The texts of the notes about no player (the game itself), oldest first.
    pub fn game_notes(&self) -> Vec<&str> {
        self.notes_about(None)
    }

    fn notes_about(&self, player: Option<PlayerId>) -> Vec<&str> {
        self.notes
            .iter()
            .filter(|n| n.player == player)
            .map(|n| n.text.as_str())
            .collect()
    }

    /// The seat of a player, or `UnknownPlayer`.
    pub fn require(&self, player: PlayerId) -> Result<&Seat, super::error::RuleError> {
        self.seat(player)
            .ok_or(super::error::RuleError::UnknownPlayer { player })
    }
}
