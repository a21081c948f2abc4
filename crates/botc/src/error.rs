//! Why the engine refuses a command.
//!
//! Every refusal leaves the game unchanged (the command is checked in a fixed order: the phase
//! allows it → the players exist → the rules allow it). Each variant has typed fields and a
//! sentence for the Storyteller in English and French ([`RuleError::message`]).

use thiserror::Error;

use super::character::Lang;
use super::phase::Phase;
use super::seat::PlayerId;
use super::warning::{character_name, SetupWarning};

/// A command the rules do not allow now.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The command does not belong to the current phase.
    #[error("{action} is not possible during {phase:?}")]
    WrongPhase { action: &'static str, phase: Phase },
    /// No player has this id.
    #[error("no player {player}")]
    UnknownPlayer { player: PlayerId },
    /// No character has this id in the table.
    #[error("unknown character {id}")]
    UnknownCharacter { id: String },
    /// 002 ("Légendaires"): only a Fabled is put in play as a Fabled.
    #[error("{id} is not a Fabled")]
    NotFabled { id: String },
    /// A player needs a name.
    #[error("empty name")]
    EmptyName,
    /// Two players cannot share a name (the grimoire would be ambiguous).
    #[error("name {name} already taken")]
    NameTaken { name: String },
    /// 002: a game has at most 20 players.
    #[error("at most {max} players")]
    TooManyPlayers { max: usize },
    /// 002: a game has 5 to 20 players, and 7 or more for every script but Trouble Brewing
    /// ("7 joueurs ou plus pour tous les autres modules"); `min` is the script's minimum.
    #[error("{count} players; {min} to 20 needed")]
    WrongPlayerCount { count: usize, min: usize },
    /// The seat number is outside the circle.
    #[error("seat {seat} out of range (0..{len})")]
    SeatOutOfRange { seat: usize, len: usize },
    /// Every player needs a character before the first night.
    #[error("{name} has no character")]
    Unassigned { name: String },
    /// 002: the pick breaks the setup rules; an `Override` accepts it.
    #[error("setup warnings: {warnings:?}")]
    SetupWarnings { warnings: Vec<SetupWarning> },
    /// 001: a dead player cannot die again.
    #[error("{name} is already dead")]
    AlreadyDead { name: String },
    /// Only a dead player can be brought back.
    #[error("{name} is alive")]
    NotDead { name: String },
    /// The action belongs to a character the player does not have.
    #[error("{name} is not the {expected}")]
    NotCharacter { name: String, expected: String },
    /// The character does not act on this night (e.g. the Imp and the Monk on the first night).
    #[error("{character} does not act tonight")]
    NoActionTonight { character: String },
    /// 000/003: "The Monk cannot choose themself".
    #[error("{name} cannot choose themself as {character}")]
    CannotChooseSelf { name: String, character: String },
    /// 000: "Si un joueur tente d'utiliser sa capacité de manière illégale, corrigez-le
    /// discrètement": the player may not be chosen with this ability now (a dead player for
    /// a choice of the living, last night's player again…).
    #[error("{name} cannot be chosen by the {character}")]
    ChoiceNotAllowed { name: String, character: String },
    /// Character ability text (Exorcist): the player is kept asleep tonight by another
    /// player's ability (`holder`, by the character `by`), so their own does nothing tonight.
    #[error("{name} ({character}) is kept asleep tonight by {holder} ({by})")]
    HeldAsleep {
        name: String,
        character: String,
        holder: String,
        by: String,
    },
    /// Imp: "a Minion becomes the Imp" — the star pass goes to a living Minion the Storyteller
    /// chooses (000: "Si une capacité ne mentionne pas « choisissez », c'est le Conteur qui
    /// décide"), not to any other player.
    #[error("{name} is not a living Minion and cannot become the {character}")]
    StarPassNotMinion { name: String, character: String },
    /// 002: only living players nominate.
    #[error("{name} is dead and cannot nominate")]
    DeadCannotNominate { name: String },
    /// 002: each player nominates once per day.
    #[error("{name} already nominated today")]
    AlreadyNominated { name: String },
    /// A Traveller's ability forbids this now (issue 17): the reason in English and French.
    #[error("{character}: {}", reason[0])]
    ForbiddenBy {
        character: String,
        reason: [&'static str; 2],
    },
    /// 002: each player is nominated once per day.
    #[error("{name} was already nominated today")]
    AlreadyNominee { name: String },
    /// 002: one nomination at a time.
    #[error("the nomination of {name} has not been voted yet")]
    NominationOpen { name: String },
    /// A vote needs an open nomination.
    #[error("no nomination is waiting for a vote")]
    NoOpenNomination,
    /// 002: after an execution the day is effectively over.
    #[error("{name} was executed today; the day is over")]
    DayOver { name: String },
    /// 002: the player on the block is the one executed.
    #[error("{name} is not about to die")]
    NotOnTheBlock { name: String },
    /// 002: a dead player without their vote token cannot vote.
    #[error("{name} has no vote left")]
    NoGhostVote { name: String },
    /// A player raises their hand once per vote.
    #[error("{name} is counted twice")]
    DuplicateVoter { name: String },
    /// 002: the Storyteller's arm turns clockwise once; a hand it has passed is counted as it
    /// was.
    #[error("the vote has already passed {name}")]
    HandPassed { name: String },
    /// A player whose ability makes them vote on every nomination (the Zealot, with five or
    /// more players alive) would not vote.
    #[error("{name} must vote on every nomination")]
    MustVote { name: String },
    /// The step's answer needs the players the waking player chose.
    #[error("{character} needs {needed} chosen players, got {got}")]
    WrongChoiceCount {
        character: String,
        needed: usize,
        got: usize,
    },
    /// 002: the Demon is shown three characters.
    #[error("{count} bluffs; 3 needed")]
    BluffCount { count: usize },
    /// 002: the bluffs are good characters.
    #[error("{id} is not a good character")]
    BluffNotGood { id: String },
    /// 002: the bluffs are characters not in play.
    #[error("{id} is in play")]
    BluffInPlay { id: String },
    /// The bluff is the token the Drunk believes they are (see `setup::suggest_bluffs`).
    #[error("{id} is shown to the Drunk")]
    BluffShownToDrunk { id: String },
    /// The same bluff twice.
    #[error("{id} is shown twice")]
    DuplicateBluff { id: String },
    /// 002 (Fortune Teller): the red herring is a good player.
    #[error("{name} is evil")]
    RedHerringEvil { name: String },
    /// In play, a player who has a character changes it (`change_character`); only a player
    /// who joined mid-game is given one.
    #[error("{name} already has a character")]
    AlreadyAssigned { name: String },
    /// The ability names a character with its choice, and none was named (the Gambler's guess,
    /// the Courtier's character).
    #[error("the {character} must name a character")]
    GuessNeeded { character: String },
    /// The character named with the choice is not one the ability may name (the
    /// Philosopher's must be good; the Pit-Hag's not a Traveller nor a Fabled).
    #[error("the {character} cannot name {named}")]
    NamedNotAllowed { character: String, named: String },
    /// A once-per-game ability already used (001: a use while drunk or poisoned is lost too).
    #[error("{name} has already used the {character}'s ability")]
    AbilityAlreadyUsed { name: String, character: String },
    /// The character's ability does not act this way: it has no choice to record, or the
    /// wrong one chose (a player for the Storyteller's choice, or the reverse).
    #[error("{character} does not act this way")]
    CannotAct { character: String },
    /// The player named is not the one the character chose earlier (the Moonchild's choice by
    /// day, resolved that night).
    #[error("{name} is not the player the {character} chose")]
    NotTheChosen { name: String, character: String },
    /// 001 (madness): the player is not mad about what this character's ability asks, so the
    /// Storyteller cannot execute them for breaking it (the Cerenovus's chosen, the Mutant).
    #[error("{name} is not mad because of the {character}")]
    NotMad { name: String, character: String },
    /// The character named is not a good one (the Cerenovus names a Townsfolk or an Outsider).
    #[error("{id} is not a good character")]
    NotGoodCharacter { id: String },
    /// An ability used once a day, used again the same day (the Amnesiac's guess).
    #[error("{name} has already used the {character}'s ability today")]
    AlreadyToday { name: String, character: String },
    /// More guesses than the ability allows (the Juggler's five).
    #[error("{name} has already made {limit} guesses as the {character}")]
    TooManyGuesses {
        name: String,
        character: String,
        limit: usize,
    },
    /// The night sheet has no such step.
    #[error("step {step} out of range (0..{len})")]
    StepOutOfRange { step: usize, len: usize },
    /// No pending decision has this number.
    #[error("no pending decision {index}")]
    NoPending { index: usize },
    /// An override cannot wrap another override.
    #[error("nested override")]
    NestedOverride,
    /// A saved log holds a command that its game refuses.
    #[error("command {index} of the log is refused: {source}")]
    CorruptLog {
        index: usize,
        #[source]
        source: Box<RuleError>,
    },
    /// The saved game was written by an unknown version of the format.
    #[error("unsupported log version {version}")]
    UnsupportedVersion { version: u32 },
}

impl RuleError {
    /// The variant's name, stable across versions (used by scenario files to expect an error).
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::WrongPhase { .. } => "WrongPhase",
            RuleError::UnknownPlayer { .. } => "UnknownPlayer",
            RuleError::UnknownCharacter { .. } => "UnknownCharacter",
            RuleError::NotFabled { .. } => "NotFabled",
            RuleError::EmptyName => "EmptyName",
            RuleError::NameTaken { .. } => "NameTaken",
            RuleError::TooManyPlayers { .. } => "TooManyPlayers",
            RuleError::WrongPlayerCount { .. } => "WrongPlayerCount",
            RuleError::SeatOutOfRange { .. } => "SeatOutOfRange",
            RuleError::Unassigned { .. } => "Unassigned",
            RuleError::SetupWarnings { .. } => "SetupWarnings",
            RuleError::AlreadyDead { .. } => "AlreadyDead",
            RuleError::NotDead { .. } => "NotDead",
            RuleError::NotCharacter { .. } => "NotCharacter",
            RuleError::NoActionTonight { .. } => "NoActionTonight",
            RuleError::CannotChooseSelf { .. } => "CannotChooseSelf",
            RuleError::ChoiceNotAllowed { .. } => "ChoiceNotAllowed",
            RuleError::StarPassNotMinion { .. } => "StarPassNotMinion",
            RuleError::HeldAsleep { .. } => "HeldAsleep",
            RuleError::DeadCannotNominate { .. } => "DeadCannotNominate",
            RuleError::AlreadyNominated { .. } => "AlreadyNominated",
            RuleError::ForbiddenBy { .. } => "ForbiddenBy",
            RuleError::AlreadyNominee { .. } => "AlreadyNominee",
            RuleError::NominationOpen { .. } => "NominationOpen",
            RuleError::NoOpenNomination => "NoOpenNomination",
            RuleError::DayOver { .. } => "DayOver",
            RuleError::NotOnTheBlock { .. } => "NotOnTheBlock",
            RuleError::NoGhostVote { .. } => "NoGhostVote",
            RuleError::DuplicateVoter { .. } => "DuplicateVoter",
            RuleError::HandPassed { .. } => "HandPassed",
            RuleError::MustVote { .. } => "MustVote",
            RuleError::WrongChoiceCount { .. } => "WrongChoiceCount",
            RuleError::BluffCount { .. } => "BluffCount",
            RuleError::BluffNotGood { .. } => "BluffNotGood",
            RuleError::BluffInPlay { .. } => "BluffInPlay",
            RuleError::BluffShownToDrunk { .. } => "BluffShownToDrunk",
            RuleError::DuplicateBluff { .. } => "DuplicateBluff",
            RuleError::RedHerringEvil { .. } => "RedHerringEvil",
            RuleError::CannotAct { .. } => "CannotAct",
            RuleError::NotTheChosen { .. } => "NotTheChosen",
            RuleError::NotMad { .. } => "NotMad",
            RuleError::NotGoodCharacter { .. } => "NotGoodCharacter",
            RuleError::AlreadyAssigned { .. } => "AlreadyAssigned",
            RuleError::GuessNeeded { .. } => "GuessNeeded",
            RuleError::NamedNotAllowed { .. } => "NamedNotAllowed",
            RuleError::AbilityAlreadyUsed { .. } => "AbilityAlreadyUsed",
            RuleError::TooManyGuesses { .. } => "TooManyGuesses",
            RuleError::AlreadyToday { .. } => "AlreadyToday",
            RuleError::StepOutOfRange { .. } => "StepOutOfRange",
            RuleError::NoPending { .. } => "NoPending",
            RuleError::NestedOverride => "NestedOverride",
            RuleError::CorruptLog { .. } => "CorruptLog",
            RuleError::UnsupportedVersion { .. } => "UnsupportedVersion",
        }
    }

    /// True when `Override { command, reason }` of the refused command would be accepted:
    /// the refusal is a game-rule check the Storyteller may overrule (002: "the Storyteller
    /// may decide to break the rules"; setup counts, bluffs, the red herring, a second
    /// nomination, an execution of someone not on the block, a vote without a vote token, a
    /// character acting when it should not). False for facts of the grimoire that no ruling
    /// changes: an unknown player or character, a command of another phase, a malformed
    /// command, a dead player dying again (001), a hand counted twice, an override inside an
    /// override, a damaged save.
    ///
    /// `WrongPhase` is overruled only for `set_bluffs` during play (002: the Demon learns its
    /// bluffs on the first night; showing them later is a ruling). `NominationOpen` answers
    /// false: while a vote is open, an override may still execute (the Spy registering to the
    /// Virgin, 002) but never open a second nomination nor end the day, and this error does
    /// not say which command it refused — [`super::game::Game::can_override`] answers for a
    /// given command.
    pub fn can_override(&self) -> bool {
        match self {
            RuleError::WrongPhase { action, phase } => *action == "set_bluffs" && phase.in_play(),
            RuleError::SetupWarnings { .. }
            | RuleError::WrongPlayerCount { .. }
            | RuleError::Unassigned { .. }
            | RuleError::BluffCount { .. }
            | RuleError::BluffNotGood { .. }
            | RuleError::BluffInPlay { .. }
            | RuleError::BluffShownToDrunk { .. }
            | RuleError::DuplicateBluff { .. }
            | RuleError::RedHerringEvil { .. }
            | RuleError::NotCharacter { .. }
            | RuleError::NoActionTonight { .. }
            | RuleError::CannotChooseSelf { .. }
            | RuleError::ChoiceNotAllowed { .. }
            | RuleError::StarPassNotMinion { .. }
            | RuleError::HeldAsleep { .. }
            | RuleError::WrongChoiceCount { .. }
            | RuleError::DeadCannotNominate { .. }
            | RuleError::AlreadyNominated { .. }
            | RuleError::AlreadyNominee { .. }
            | RuleError::ForbiddenBy { .. }
            | RuleError::DayOver { .. }
            | RuleError::NotOnTheBlock { .. }
            | RuleError::NoGhostVote { .. }
            | RuleError::HandPassed { .. }
            | RuleError::MustVote { .. }
            | RuleError::AlreadyAssigned { .. }
            | RuleError::NotTheChosen { .. }
            | RuleError::NotMad { .. }
            | RuleError::NotGoodCharacter { .. }
            | RuleError::GuessNeeded { .. }
            | RuleError::NamedNotAllowed { .. }
            | RuleError::AbilityAlreadyUsed { .. }
            | RuleError::TooManyGuesses { .. }
            | RuleError::AlreadyToday { .. } => true,
            RuleError::UnknownPlayer { .. }
            | RuleError::UnknownCharacter { .. }
            | RuleError::NotFabled { .. }
            | RuleError::EmptyName
            | RuleError::NameTaken { .. }
            | RuleError::TooManyPlayers { .. }
            | RuleError::SeatOutOfRange { .. }
            | RuleError::AlreadyDead { .. }
            | RuleError::NotDead { .. }
            | RuleError::NominationOpen { .. }
            | RuleError::NoOpenNomination
            | RuleError::DuplicateVoter { .. }
            | RuleError::StepOutOfRange { .. }
            | RuleError::CannotAct { .. }
            | RuleError::NoPending { .. }
            | RuleError::NestedOverride
            | RuleError::CorruptLog { .. }
            | RuleError::UnsupportedVersion { .. } => false,
        }
    }

    /// A sentence a Storyteller understands, in English or French.
    pub fn message(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        let c = |id: &str| character_name(id, lang);
        match self {
            RuleError::WrongPhase { action, phase } => {
                if en {
                    format!("“{action}” cannot be done during {}.", phase.label(lang))
                } else {
                    format!("« {action} » est impossible pendant {}.", phase.label(lang))
                }
            }
            RuleError::UnknownPlayer { player } => {
                if en {
                    format!("There is no player {player}.")
                } else {
                    format!("Il n'y a pas de joueur {player}.")
                }
            }
            RuleError::UnknownCharacter { id } => {
                if en {
                    format!("“{id}” is not a character Grimoire knows.")
                } else {
                    format!("« {id} » n'est pas un rôle connu de Grimoire.")
                }
            }
            RuleError::EmptyName => {
                if en {
                    "A player needs a name.".into()
                } else {
                    "Un joueur doit avoir un nom.".into()
                }
            }
            RuleError::NameTaken { name } => {
                if en {
                    format!("A player is already called {name}.")
                } else {
                    format!("Un joueur s'appelle déjà {name}.")
                }
            }
            RuleError::TooManyPlayers { max } => {
                if en {
                    format!("A game has at most {max} players.")
                } else {
                    format!("Une partie compte au plus {max} joueurs.")
                }
            }
            RuleError::WrongPlayerCount { count, min } => match (en, *min > 5) {
                (true, false) => format!("The game needs 5 to 20 players; there are {count}."),
                (false, false) => {
                    format!("La partie demande de 5 à 20 joueurs ; il y en a {count}.")
                }
                (true, true) => format!(
                    "This script needs {min} to 20 players (only Trouble Brewing can be played with 5 or 6); there are {count}."
                ),
                (false, true) => format!(
                    "Ce module demande de {min} à 20 joueurs (seul Trouble Brewing se joue à 5 ou 6) ; il y en a {count}."
                ),
            },
            RuleError::SeatOutOfRange { seat, len } => {
                if en {
                    format!("Seat {seat} does not exist; the circle has {len} seats.")
                } else {
                    format!("La place {seat} n'existe pas ; le cercle compte {len} places.")
                }
            }
            RuleError::Unassigned { name } => {
                if en {
                    format!("{name} has no character yet.")
                } else {
                    format!("{name} n'a pas encore de rôle.")
                }
            }
            RuleError::SetupWarnings { warnings } => {
                let list = warnings
                    .iter()
                    .map(|w| w.message(lang))
                    .collect::<Vec<_>>()
                    .join(" ");
                if en {
                    format!("This setup breaks the rules: {list} Accept it with an override if you mean it.")
                } else {
                    format!("Cette mise en place enfreint les règles : {list} Acceptez-la avec un passe-droit si c'est voulu.")
                }
            }
            RuleError::AlreadyDead { name } => {
                if en {
                    format!("{name} is already dead and cannot die again.")
                } else {
                    format!("{name} est déjà mort et ne peut pas mourir à nouveau.")
                }
            }
            RuleError::NotDead { name } => {
                if en {
                    format!("{name} is alive.")
                } else {
                    format!("{name} est vivant.")
                }
            }
            RuleError::NotCharacter { name, expected } => {
                if en {
                    format!("{name} is not the {}.", c(expected))
                } else {
                    format!("{name} n'est pas {}.", c(expected))
                }
            }
            RuleError::NoActionTonight { character } => {
                if en {
                    format!("The {} does not act tonight.", c(character))
                } else {
                    format!("{} n'agit pas cette nuit.", c(character))
                }
            }
            RuleError::CannotChooseSelf { name, character } => {
                if en {
                    format!("{name}, the {}, cannot choose themself: shake your head and let them choose again.", c(character))
                } else {
                    format!("{name} ({}) ne peut pas se choisir : secouez la tête et laissez-le choisir à nouveau.", c(character))
                }
            }
            RuleError::ChoiceNotAllowed { name, character } => {
                if en {
                    format!("{name} cannot be chosen by the {} now: shake your head and let them choose again.", c(character))
                } else {
                    format!("{name} ne peut pas être choisi par {} maintenant : secouez la tête et laissez choisir à nouveau.", c(character))
                }
            }
            RuleError::StarPassNotMinion { name, character } => {
                if en {
                    format!("{name} is not a living Minion: when the {0} kills themself, a living Minion of your choice becomes the {0}. Choose a Minion, or override.", c(character))
                } else {
                    format!("{name} n'est pas un Sbire vivant : quand l'{0} se tue, c'est un Sbire vivant de votre choix qui devient l'{0}. Choisissez un Sbire, ou passez outre.", c(character))
                }
            }
            RuleError::HeldAsleep {
                name,
                character,
                holder,
                by,
            } => {
                if en {
                    format!("{name} ({}) does not wake tonight: {holder} ({}) chose them. Nothing they choose happens; override only to record it anyway, with its full effect.", c(character), c(by))
                } else {
                    format!("{name} ({}) ne se réveille pas cette nuit : {holder} ({}) l'a choisi. Aucun de ses choix n'a lieu ; passez outre seulement pour l'enregistrer malgré tout, avec tout son effet.", c(character), c(by))
                }
            }
            RuleError::DeadCannotNominate { name } => {
                if en {
                    format!("{name} is dead: only living players nominate.")
                } else {
                    format!("{name} est mort : seuls les vivants peuvent nominer.")
                }
            }
            RuleError::AlreadyNominated { name } => {
                if en {
                    format!("{name} has already nominated today.")
                } else {
                    format!("{name} a déjà nominé aujourd'hui.")
                }
            }
            RuleError::ForbiddenBy { character, reason } => {
                let name = character_name(character, lang);
                if en {
                    format!("{name}: {}", reason[0])
                } else {
                    format!("{name} : {}", reason[1])
                }
            }
            RuleError::AlreadyNominee { name } => {
                if en {
                    format!("{name} has already been nominated today.")
                } else {
                    format!("{name} a déjà été nominé aujourd'hui.")
                }
            }
            RuleError::NominationOpen { name } => {
                if en {
                    format!("Count the votes on {name} first: one nomination at a time.")
                } else {
                    format!(
                        "Comptez d'abord les votes sur {name} : une seule nomination à la fois."
                    )
                }
            }
            RuleError::NoOpenNomination => {
                if en {
                    "Nobody is nominated: there is no vote to count.".into()
                } else {
                    "Personne n'est nominé : il n'y a pas de vote à compter.".into()
                }
            }
            RuleError::DayOver { name } => {
                if en {
                    format!("{name} was executed today: there is at most one execution per day, so the day is over.")
                } else {
                    format!("Exécution de {name} aujourd'hui déjà : une seule exécution par jour, la journée est finie.")
                }
            }
            RuleError::NotOnTheBlock { name } => {
                if en {
                    format!("{name} is not about to die: execute the player with the most votes, or override.")
                } else {
                    format!("{name} n'est pas sur le point de mourir : exécutez le joueur qui a le plus de votes, ou passez outre.")
                }
            }
            RuleError::NoGhostVote { name } => {
                if en {
                    format!("{name} is dead and has already used their vote.")
                } else {
                    format!("{name} a perdu la vie et a déjà utilisé son vote.")
                }
            }
            RuleError::DuplicateVoter { name } => {
                if en {
                    format!("{name} is counted twice in this vote.")
                } else {
                    format!("{name} figure deux fois dans ce vote.")
                }
            }
            RuleError::MustVote { name } => {
                if en {
                    format!("{name} must vote on every nomination while five or more players are alive: their hand is up.")
                } else {
                    format!("{name} doit voter à chaque nomination tant qu'au moins cinq joueurs sont vivants : sa main est levée.")
                }
            }
            RuleError::HandPassed { name } => {
                if en {
                    format!("The vote has already passed {name}: a hand counts as it was when your arm passed it (undo to correct a tap).")
                } else {
                    format!("Le vote est déjà passé sur {name} : une main compte comme elle était quand votre bras est passé (annulez pour corriger).")
                }
            }
            RuleError::WrongChoiceCount {
                character,
                needed,
                got,
            } => {
                if en {
                    format!(
                        "The {} chooses {needed} player(s); {got} given.",
                        c(character)
                    )
                } else {
                    format!(
                        "{} choisit {needed} joueur(s) ; {got} indiqué(s).",
                        c(character)
                    )
                }
            }
            RuleError::BluffCount { count } => {
                if en {
                    format!("Show the Demon 3 characters, not {count}.")
                } else {
                    format!("Montrez 3 rôles au Démon, pas {count}.")
                }
            }
            RuleError::BluffNotGood { id } => {
                if en {
                    format!(
                        "{} is not a good character: bluffs are Townsfolk or Outsiders.",
                        c(id)
                    )
                } else {
                    format!("{} n'est pas un rôle du Bien : les bluffs sont des Villageois ou des Étrangers.", c(id))
                }
            }
            RuleError::BluffInPlay { id } => {
                if en {
                    format!("{} is in play: bluffs are characters not in play.", c(id))
                } else {
                    format!(
                        "{} est en jeu : les bluffs sont des rôles absents de la partie.",
                        c(id)
                    )
                }
            }
            RuleError::BluffShownToDrunk { id } => {
                if en {
                    format!("The Drunk believes they are the {}: showing it to the Demon would clash with the Drunk's claim.", c(id))
                } else {
                    format!("Le Soulard croit être {} : le montrer au Démon entrerait en conflit avec ce que dira le Soulard.", c(id))
                }
            }
            RuleError::NotFabled { id } => {
                if en {
                    format!("{} is not a Fabled.", c(id))
                } else {
                    format!("{} n'est pas un Légendaire.", c(id))
                }
            }
            RuleError::DuplicateBluff { id } => {
                if en {
                    format!("{} is shown twice.", c(id))
                } else {
                    format!("{} est montré deux fois.", c(id))
                }
            }
            RuleError::RedHerringEvil { name } => {
                if en {
                    format!("{name} is evil: the red herring must be a good player.")
                } else {
                    format!("{name} est maléfique : le leurre doit être un joueur du Bien.")
                }
            }
            RuleError::GuessNeeded { character } => {
                if en {
                    format!("The {} names a character with the choice: pick one.", c(character))
                } else {
                    format!("{} nomme un rôle avec son choix : choisissez-en un.", c(character))
                }
            }
            RuleError::NamedNotAllowed { character, named } => {
                if en {
                    format!("The {} cannot name the {}: shake your head and let them name another character.", c(character), c(named))
                } else {
                    format!("{} ne peut pas nommer {} : secouez la tête et laissez-le nommer un autre rôle.", c(character), c(named))
                }
            }
            RuleError::AbilityAlreadyUsed { name, character } => {
                if en {
                    format!("{name} has already used the {}'s once-per-game ability.", c(character))
                } else {
                    format!("{name} a déjà utilisé la capacité unique de {}.", c(character))
                }
            }
            RuleError::AlreadyToday { name, character } => {
                if en {
                    format!("{name} has already used the {}'s ability today.", c(character))
                } else {
                    format!(
                        "{name} a déjà utilisé aujourd'hui la capacité de {}.",
                        c(character)
                    )
                }
            }
            RuleError::TooManyGuesses {
                name,
                character,
                limit,
            } => {
                if en {
                    format!("{name} has already made {limit} guesses as the {}.", c(character))
                } else {
                    format!(
                        "{name} a déjà fait {limit} suppositions en tant que {}.",
                        c(character)
                    )
                }
            }
            RuleError::AlreadyAssigned { name } => {
                if en {
                    format!("{name} already has a character: change it from their sheet instead.")
                } else {
                    format!("{name} a déjà un rôle : changez-le plutôt depuis sa fiche.")
                }
            }
            RuleError::CannotAct { character } => {
                if en {
                    format!("{} has nothing to record this way.", c(character))
                } else {
                    format!("{} n’a rien à enregistrer ainsi.", c(character))
                }
            }
            RuleError::StepOutOfRange { step, len } => {
                if en {
                    format!("Tonight's sheet has {len} steps; there is no step {step}.")
                } else {
                    format!(
                        "La feuille de cette nuit a {len} étapes ; il n'y a pas d'étape {step}."
                    )
                }
            }
            RuleError::NotTheChosen { name, character } => {
                if en {
                    format!("{name} is not the player the {} chose: name that player again.", c(character))
                } else {
                    format!("{name} n'est pas le joueur choisi par {} : désignez à nouveau ce joueur.", c(character))
                }
            }
            RuleError::NotMad { name, character } => {
                if en {
                    format!("{name} has no madness from the {} to break: execute them only after a nomination.", c(character))
                } else {
                    format!("{name} n'a aucune folie imposée par le rôle {} à rompre : exécutez-le seulement après une nomination.", c(character))
                }
            }
            RuleError::NotGoodCharacter { id } => {
                if en {
                    format!("{} is not a good character: name a Townsfolk or an Outsider.", c(id))
                } else {
                    format!("{} n'est pas un rôle bon : désignez un Villageois ou un Étranger.", c(id))
                }
            }
            RuleError::NoPending { index } => {
                if en {
                    format!("There is no pending decision number {index}.")
                } else {
                    format!("Il n'y a pas de décision en attente numéro {index}.")
                }
            }
            RuleError::NestedOverride => {
                if en {
                    "An override cannot contain another override.".into()
                } else {
                    "Un passe-droit ne peut pas en contenir un autre.".into()
                }
            }
            RuleError::CorruptLog { index, source } => {
                if en {
                    format!(
                        "The saved game is damaged at step {index}: {}",
                        source.message(lang)
                    )
                } else {
                    format!(
                        "La partie enregistrée est abîmée à l'étape {index} : {}",
                        source.message(lang)
                    )
                }
            }
            RuleError::UnsupportedVersion { version } => {
                if en {
                    format!("This saved game uses format version {version}, which this Grimoire cannot read.")
                } else {
                    format!("Cette partie utilise la version {version} du format, que ce Grimoire ne sait pas lire.")
                }
            }
        }
    }
}
