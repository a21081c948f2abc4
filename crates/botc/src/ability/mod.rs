//! Each character's behaviour, one definition per character in one file
//! (`ability/<edition>/<id>.rs`), listed once in [`ALL`].
//!
//! A definition says when the character wakes ([`Wakes`]), what the waking player chooses
//! ([`Choice`]: how many players, and whether the choice acts at once or leads to an answer),
//! what they learn (the true answer, worked out from the grimoire), the false answer suggested
//! when they are drunk or poisoned, the answer once they have chosen, and how they may register
//! to other abilities. The night sheet ([`crate::night`]) and the screens read these
//! definitions; neither matches on a character's id.
//!
//! Adding a character: a new file beside the others and one line in [`ALL`].
//!
//! A definition imports only [`prelude`] (`use crate::ability::prelude::*;`): the one door
//! through which it reaches the engine, kept so by a test. The checks every choice needs (who
//! acts, how many players, which ones, when) are said by its [`Choice`] ([`Choice::when`]) and
//! made once by the dispatch of [`Command::Act`] ([`Choice::check_act`]), not in each file's
//! `acts`.

pub mod bmr;
pub mod carousel;
pub mod fabled;
pub mod learn;
pub mod prelude;
pub mod rules;
pub mod snv;
pub mod tb;
pub mod travellers;

use crate::character::Team;
use crate::command::Command;
use crate::death::{Died, Reaction};
use crate::error::RuleError;
use crate::event::Event;
use crate::night::{Answer, NightInfo, NightStep};
use crate::seat::{PlayerId, Seat};
use crate::state::GameState;

/// When a character wakes, besides having a place on tonight's sheet.
#[derive(Debug, Clone, Copy)]
pub enum Wakes {
    /// At its place every night it is on the sheet.
    Always,
    /// Only on a night after a player was executed (the Undertaker).
    AfterExecution,
    /// Only when killed tonight: the ability happens on death, at night (the Ravenkeeper).
    WhenKilledAtNight,
    /// Never by itself: the player is woken only to be told "You are" when the character
    /// becomes another one (the Scarlet Woman becoming the Demon).
    Never,
    /// When the character's own rule says so, asked of the living player for `night` (the
    /// Godfather after an Outsider died today, the Zombuul when nobody died today).
    If(WakeRule),
}

/// A character's own rule for waking: the game, the player, and the night.
pub type WakeRule = fn(&GameState, &Seat, u32) -> bool;

/// Which players a choice may name (000: "choose a player", "choose a dead player", "choose
/// another player"…).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Among {
    /// Any player, alive or dead, the chooser included.
    Anyone,
    /// Any player but the chooser.
    Others,
    /// A living player, the chooser included.
    Alive,
    /// A living player but the chooser.
    AliveOthers,
    /// A dead player.
    Dead,
}

/// What the Demon's attack does to a character whose ability works (000).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnderAttack {
    /// The player dies, unless protected.
    Dies,
    /// The player is safe from the Demon (the Soldier).
    Safe,
    /// Another player might die instead, the Storyteller's choice (the Mayor).
    MayRedirect,
}

/// What a choice does once made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Then {
    /// It is recorded at once as [`Command::Act`] and resolved by [`Ability::acts`].
    Acts,
    /// It leads to an answer the Storyteller gives ([`Ability::answers`]).
    Answer,
}

/// What a waking player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// How many players are chosen.
    pub players: usize,
    /// What the choice does.
    pub then: Then,
    /// Which players may be chosen.
    pub among: Among,
    /// The player may choose no one tonight (a once-per-game ability kept for later): the
    /// Storyteller moves on without recording a choice.
    pub optional: bool,
    /// The player also names a character (the Gambler's guess), recorded as the act's
    /// `guess`.
    pub guess: bool,
    /// Not the player chosen the previous time (the Exorcist).
    pub fresh: bool,
    /// The character named must be a good one, a Townsfolk or an Outsider (the Cerenovus's
    /// "a good character", the Philosopher's "a good character's ability").
    pub guess_good: bool,
    /// When the player makes the choice; anything but [`When::ByDefinition`] has the dispatch
    /// of the act check it, once, before the definition acts ([`Choice::check_act`]).
    pub when: When,
    /// Only a player who really has the character may make it (a Demon's choice: the Lunatic
    /// who believes they are the Demon chooses at the Demon's step, but as the Lunatic), checked
    /// with [`Choice::check_act`] in strict mode; otherwise a player who believes they have it
    /// (the Drunk) may too.
    pub really: bool,
    /// Of the characters the choice may name, only those this allows in this game (the
    /// Boffin's: a good character no one has, none its jinxes forbid); `None`: any.
    pub nameable: Option<Nameable>,
}

/// Which characters a choice may name in a game ([`Choice::nameable`]): says yes or no to a
/// character's id.
#[derive(Debug, Clone, Copy)]
pub struct Nameable(pub fn(&GameState, &str) -> bool);

impl PartialEq for Nameable {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

impl Eq for Nameable {}

/// When a choice that acts may be made, and so who checks it ([`Choice::check_act`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// The definition's act makes its own checks.
    ByDefinition,
    /// At night (each night, the first included).
    Night,
    /// At night, but not on the first night (000: "each night*").
    NightAfterFirst,
}

impl Choice {
    /// `players` players, any of them, acting as `then`: start from this and set the rest.
    pub const fn of(players: usize, then: Then) -> Choice {
        Choice {
            players,
            then,
            among: Among::Anyone,
            optional: false,
            guess: false,
            fresh: false,
            guess_good: false,
            when: When::ByDefinition,
            really: false,
            nameable: None,
        }
    }

    /// May the character `team` be named with this choice ([`Choice::guess_good`])?
    pub fn may_name(&self, team: crate::character::Team) -> bool {
        use crate::character::Team;
        !self.guess_good || matches!(team, Team::Townsfolk | Team::Outsider)
    }

    /// The characters this choice offers to name in this game: the script's (no Traveller),
    /// only good ones when it says so ([`Choice::may_name`]), and only those its
    /// [`Choice::nameable`] allows.
    pub fn names_offered(&self, state: &GameState) -> Vec<&'static crate::character::CharacterDef> {
        state
            .script
            .characters()
            .into_iter()
            .filter(|d| self.may_name(d.team))
            .filter(|d| self.nameable.is_none_or(|ok| ok.0(state, d.id)))
            .collect()
    }

    /// May `by` choose `target` with this choice? (`among`, and `fresh` against `by`'s last
    /// choice as `character`.) The screens dim the others; a definition's act refuses them.
    pub fn allows(
        &self,
        state: &GameState,
        character: &str,
        by: PlayerId,
        target: PlayerId,
    ) -> bool {
        let Some(t) = state.seat(target) else {
            return false;
        };
        let fits = match self.among {
            Among::Anyone => true,
            Among::Others => target != by,
            Among::Alive => t.alive,
            Among::AliveOthers => t.alive && target != by,
            Among::Dead => !t.alive,
        };
        fits && !(self.fresh && last_chosen(state, character, by).contains(&target))
    }
}

impl Choice {
    /// Every player of `act` may be chosen ([`Choice::allows`]), and no one twice; refused with
    /// `ChoiceNotAllowed` otherwise (000: an illegal choice is corrected). Only in strict mode.
    pub fn check(&self, state: &GameState, act: &Act) -> Result<(), RuleError> {
        if !act.strict {
            return Ok(());
        }
        let by = act.player()?;
        for (i, t) in act.targets.iter().enumerate() {
            if !self.allows(state, act.character, by, *t) || act.targets[..i].contains(t) {
                return Err(RuleError::ChoiceNotAllowed {
                    name: state.name(*t),
                    character: act.character.to_string(),
                });
            }
        }
        Ok(())
    }
}

impl Choice {
    /// The checks every act with this choice needs, made once by the dispatch of
    /// [`Command::Act`] before the definition's act, when the choice says when it is made
    /// ([`Choice::when`]). Whether or not the Storyteller overrides the rules: a player acts,
    /// choosing as many players as the choice says, who all exist, at night. In strict mode
    /// only: the player has the character (or believes they do: the Drunk; not when the choice
    /// says [`Choice::really`]), it is not the first
    /// night if the choice says so, the player does not choose themself when the choice names
    /// others (`CannotChooseSelf`), and every player chosen may be chosen ([`Choice::check`]).
    pub fn check_act(&self, state: &GameState, act: &Act) -> Result<(), RuleError> {
        if self.when == When::ByDefinition {
            return Ok(());
        }
        let by = act.player()?;
        if act.targets.len() != self.players {
            return Err(RuleError::WrongChoiceCount {
                character: act.character.to_string(),
                needed: self.players,
                got: act.targets.len(),
            });
        }
        state.require(by)?;
        for t in act.targets {
            state.require(*t)?;
        }
        crate::apply::require_night(state, act)?;
        if !act.strict {
            return Ok(());
        }
        if self.really {
            crate::apply::is_really(state, by, act.character)?;
        } else {
            crate::apply::is_character(state, by, act.character)?;
        }
        if self.when == When::NightAfterFirst && state.phase == crate::phase::Phase::FirstNight {
            return Err(RuleError::NoActionTonight {
                character: act.character.to_string(),
            });
        }
        let others = matches!(self.among, Among::Others | Among::AliveOthers);
        if others && act.targets.contains(&by) {
            return Err(RuleError::CannotChooseSelf {
                name: state.name(by),
                character: act.character.to_string(),
            });
        }
        self.check(state, act)
    }
}

/// The players `by` chose the last time they acted as `character` before tonight (the
/// Exorcist may not choose the same player twice in a row).
pub fn last_chosen(state: &GameState, character: &str, by: PlayerId) -> Vec<PlayerId> {
    state
        .choices
        .iter()
        .rev()
        .filter(|c| c.phase != state.phase)
        .find(|c| c.by == by && c.character == character)
        .map(|c| c.targets.clone())
        .unwrap_or_default()
}

/// The players `by` chose as `character` on the night just gone (tonight at night, last night
/// by day), with their ability working: the Monk's protected player of the night, by day.
pub fn chosen_last_night(state: &GameState, character: &str, by: PlayerId) -> Vec<PlayerId> {
    let night = match state.phase {
        crate::phase::Phase::Day(d) => Some(d),
        phase => phase.night_number(),
    };
    state
        .choices
        .iter()
        .filter(|c| night.is_some() && c.phase.night_number() == night)
        .filter(|c| c.by == by && c.character == character && c.worked)
        .flat_map(|c| c.targets.iter().copied())
        .collect()
}

impl Choice {
    /// The command recording `by`'s choice as `character`, when the choice acts at once
    /// (`None` for a choice that leads to an answer).
    pub fn command(&self, character: &str, by: PlayerId, targets: &[PlayerId]) -> Option<Command> {
        match self.then {
            Then::Acts => Some(Command::Act {
                character: character.to_string(),
                by: Some(by),
                targets: targets.to_vec(),
                guess: None,
            }),
            Then::Answer => None,
        }
    }
}

/// A character's ability acting, as [`Command::Act`] records it.
#[derive(Debug, Clone, Copy)]
pub struct Act<'a> {
    /// The character whose ability acts.
    pub character: &'a str,
    /// The player acting; `None` when the Storyteller chooses for the character (the Fortune
    /// Teller's red herring).
    pub by: Option<PlayerId>,
    /// The players chosen.
    pub targets: &'a [PlayerId],
    /// The character named with the choice (the Gambler's guess), if the choice names one.
    pub guess: Option<&'a str>,
    /// False when the Storyteller overrides the rules (002): only the players must exist.
    pub strict: bool,
}

impl Act<'_> {
    /// The acting player, required for a player's choice.
    pub fn player(&self) -> Result<PlayerId, RuleError> {
        self.by.ok_or_else(|| RuleError::CannotAct {
            character: self.character.to_string(),
        })
    }

    /// The one player chosen, when the ability chooses exactly one.
    pub fn target(&self) -> Result<PlayerId, RuleError> {
        match self.targets {
            [t] => Ok(*t),
            _ => Err(RuleError::WrongChoiceCount {
                character: self.character.to_string(),
                needed: 1,
                got: self.targets.len(),
            }),
        }
    }
}

/// How a character answers a death (its own or another's), as the one kill path's trigger
/// queue asks it ([`crate::death::answer_triggers`]).
#[derive(Debug, Clone, Copy)]
pub struct OnDeath {
    /// When it answers among the others: lower first (a Minion becoming the Demon, 0, comes
    /// before a Demon passing itself on, 1, which then finds a Demon alive).
    pub order: u8,
    /// The answer: `holder` is the player with this character, `died` the death.
    pub then: fn(&mut GameState, PlayerId, &Died) -> Reaction,
}

/// Does the holder's ability keep `target` alive against a death of this cause?
pub type KeepsAlive = fn(&GameState, PlayerId, PlayerId, &crate::death::DeathCause) -> bool;

/// What the holder's ability does when a player's ability chooses the holder at night (the
/// Goon): asked with the holder and the chooser before the choice acts ([`chosen`]).
pub type WhenChosen = fn(&mut GameState, PlayerId, PlayerId) -> Vec<Event>;

/// Cards the Storyteller shows at the character's step, when the answer alone does not say
/// them (the Lunatic's false Demon information, then the real Demon told about the Lunatic).
pub type Cards = fn(&GameState, &NightStep) -> Vec<crate::card::Card>;
/// What keeping a player alive does besides: the holder, the player kept alive, the cause.
pub type KeptAlive =
    fn(&mut GameState, PlayerId, PlayerId, &crate::death::DeathCause) -> Vec<Event>;

/// How a character's ability changes the game when it acts ([`Command::Act`]).
pub type Acts = fn(&mut GameState, &Act) -> Result<Vec<Event>, RuleError>;

/// What the player learns at their step, from the grimoire.
pub type Learns = fn(&GameState, &Seat) -> NightInfo;
/// A plausible false answer for a drunk or poisoned player, given the true one.
pub type FalseAnswer = fn(&GameState, &Seat, &NightInfo) -> Option<NightInfo>;
/// The answer at a step once the player has chosen `chosen`.
pub type Answers = fn(&GameState, &NightStep, &[PlayerId]) -> Result<Answer, RuleError>;

/// One character's behaviour.
#[derive(Debug, Clone, Copy)]
pub struct Ability {
    /// The official id.
    pub id: &'static str,
    /// When the character wakes.
    pub wakes: Wakes,
    /// What the waking player chooses, if anything.
    pub choice: Option<Choice>,
    /// The choice when it depends on the game, asked instead of `choice` for the waking
    /// player (the Po choosing three after a night of no one; `None`: no choice tonight).
    pub choice_now: Option<fn(&GameState, PlayerId) -> Option<Choice>>,
    /// What the ability does with a choice recorded as [`Command::Act`]: the player's choice
    /// at night or by day, or what the Storyteller chooses for the character.
    pub acts: Option<Acts>,
    /// How the history tells of the ability acting, in English and French: `{by}`, `{targets}`
    /// and `{character}` are replaced (by default "{by} ({character}) chooses {targets}").
    pub says: Option<[&'static str; 2]>,
    /// What the player learns at their step.
    pub learns: Option<Learns>,
    /// The false answer suggested when the player is drunk or poisoned (001).
    pub false_answer: FalseAnswer,
    /// The answer once the player has chosen (the Fortune Teller's yes or no).
    pub answers: Option<Answers>,
    /// The player is shown the whole grimoire (the Spy).
    pub sees_grimoire: bool,
    /// A good player registers as the Demon to this character, chosen at setup (the Fortune
    /// Teller's red herring).
    pub red_herring: bool,
    /// The types the player may register as, besides their own, while the ability works
    /// (002: the Recluse as a Minion or the Demon, the Spy as a Townsfolk or an Outsider).
    pub registers_as: &'static [Team],
    /// What the Demon's attack does to the player while the ability works.
    pub under_attack: UnderAttack,
    /// Once per game: the player wakes only while the ability is unused, and using it spends
    /// it (`Seat::ability_used`; the Professor, the Courtier, the Assassin).
    pub once: bool,
    /// Keeps a player alive when they would die (000: the Tea Lady's good neighbours, the
    /// Sailor, the Fool's first death): asked of every seat with this character whose ability
    /// works, with the holder, the player about to die and why. The one kill path asks it.
    pub keeps_alive: Option<KeepsAlive>,
    /// What keeping a player alive does besides (the Fool's first death is spent, the Zombuul
    /// registers as dead): called by the one kill path with the holder, the player kept alive
    /// and the death's cause, after [`Ability::keeps_alive`] said yes.
    pub kept_alive: Option<KeptAlive>,
    /// An executed player might not die, the Storyteller's decision (the Pacifist, for good
    /// players): asked of every seat with this character whose ability works, with the holder
    /// and the player executed. The execution then waits for [`crate::pending::PendingKind::Chooses`].
    /// A Fabled in play is asked too, with the executed player as the holder (the
    /// Ventriloquist's mad player).
    pub may_spare_executed: Option<fn(&GameState, PlayerId, PlayerId) -> bool>,
    /// What the character does when a player dies (the Scarlet Woman taking over, the Imp
    /// passing itself on): asked of the ability a player has, and of their own character too
    /// while they hold a gained one (the Cannibal's next executee). A Fabled in play answers
    /// too, with the dead player as the holder (the Hindu).
    pub on_death: Option<OnDeath>,
    /// The first time the player is nominated, a Townsfolk nominator is executed at once (the
    /// Virgin); the ability is then spent.
    pub executes_townsfolk_nominator: bool,
    /// Once per game, by day, the player publicly chooses a player, who dies if they are the
    /// Demon (the Slayer).
    pub day_shot: bool,
    /// If the player dies by execution while the ability works, their team loses (the Saint).
    pub loses_if_executed: bool,
    /// If the player is executed (whether or not they die: 001) while the ability works and
    /// this says so of them, their team wins (the Goblin who claimed today): asked of the
    /// executed player by the execution ([`crate::victory::executed_win`]).
    pub wins_if_executed: Option<fn(&GameState, PlayerId) -> bool>,
    /// With three players alive and no execution today, the player's team wins (the Mayor).
    pub wins_with_three_alive: bool,
    /// When a player's ability chooses this player at night (the Goon).
    pub when_chosen: Option<WhenChosen>,
    /// The Storyteller may kill the player at any time (the Tinker): the screens offer it on
    /// the seat and at the character's step, recorded as [`Command::Act`] on the player.
    pub dies_any_time: bool,
    /// By day, the player may make a public statement the Storyteller records (the Gossip): the
    /// screens offer it on the seat, as a note with the words and [`Command::Act`] with no
    /// player.
    pub speaks_by_day: bool,
    /// Once dead, the player publicly chooses a player by day, recorded as [`Command::Act`]
    /// (the Moonchild); the effect comes at the character's step that night.
    pub chooses_after_death: bool,
    /// The cards shown at the character's step, instead of those of its answer.
    pub cards: Option<Cards>,
    /// If the Demon dies by execution while the ability works, the game goes on for one more
    /// day, whose execution decides the winner (the Mastermind; [`crate::victory`]).
    pub extra_day: bool,
    /// The step is the Storyteller's alone: the player does not wake for it (002: "la
    /// capacité de la Commère peut tuer un joueur, mais le joueur Commère ne se réveille pas").
    /// Abilities that count who woke (the Chambermaid) leave it out.
    pub storyteller_step: bool,
    /// Keeps a player from waking tonight (the Exorcist's chosen Demon): asked of every seat
    /// with this character, with the holder, the player and the night. Their step leaves the
    /// sheet.
    pub holds_asleep: Option<HoldsAsleep>,
    /// What follows when the player is told something at their step ([`Command::GiveInfo`]):
    /// the Grandmother's grandchild marked with its reminder.
    pub on_told: Option<OnTold>,
    /// What the ability keeps true of the grimoire at every moment (the No Dashii's poisoned
    /// Townsfolk neighbours): asked of every seat with this character after every command
    /// ([`refresh_all`]), it brings the grimoire up to date and says what changed.
    pub refresh: Option<Refresh>,
    /// A dead player keeps their ability through the holder's (the Vigormortis's Minions):
    /// asked of every seat with this character, with the holder and the dead player. The
    /// ability is then worked out as a living player's, while the holder's own works.
    pub lends_ability: Option<LendsAbility>,
    /// What the holder's ability does when a player nominates (the Witch's cursed nominator
    /// dies): asked of every seat with this character, in seat order, once the nomination is
    /// recorded.
    pub on_nominate: Option<OnNominate>,
    /// A win the holder's ability forbids now (the Evil Twin: good cannot win while both twins
    /// live): asked of every seat with this character whose ability works, for each win the
    /// rules or abilities offer ([`crate::victory::conditions`]).
    pub blocks_win: Option<BlocksWin>,
    /// A win the ability forbids while the Storyteller holds it, whoever has the character and
    /// whether their ability works (the Summoner's summoning, held by the Storyteller under
    /// the Courtier's, the Preacher's or the Engineer's jinx, until it is done or too late):
    /// asked of every definition for each win ([`crate::victory::conditions`]).
    pub blocks_win_when_storyteller_holds: Option<fn(&GameState, &crate::victory::Win) -> bool>,
    /// The madness this ability asks for ([`crate::madness`]): the players it makes mad (or
    /// the holder itself) may be executed by the Storyteller for breaking it, without a
    /// nomination, recorded as [`Command::Act`] with no `by`.
    pub madness: Option<crate::madness::MadRule>,
    /// How the history tells of the Storyteller acting for the character (`by` is `None`: the
    /// madness execution), when it differs from [`Ability::says`].
    pub says_for_storyteller: Option<[&'static str; 2]>,
    /// The holder's ability makes the information of this told player false (the Vortox: every
    /// Townsfolk's): asked of every seat with this character, with the holder and the player
    /// told ([`crate::abnormal::false_required`]). The sheet then suggests a false answer, and
    /// a true one given is flagged ([`crate::event::Event::FalseRequired`]).
    pub forces_false: Option<ForcesFalse>,
    /// While the ability works, evil wins when a day ends with no execution (the Vortox).
    pub evil_wins_without_execution: bool,
    /// While the ability works, evil wins when this day, or any later one, ends (the
    /// Leviathan: the fifth) ([`crate::victory::day_limit_win`]).
    pub evil_wins_after_day: Option<u32>,
    /// While the ability works, evil wins once this many good players have been executed,
    /// dead or not (the Leviathan: two) ([`crate::victory::good_executions_win`]).
    pub evil_wins_at_good_executions: Option<usize>,
    /// While the ability works (dead or alive, as the character's flags say), whoever wins
    /// loses and whoever loses wins (the Heretic): the win the rules see is turned around
    /// ([`crate::victory::turned_around`]).
    pub turns_win_around: bool,
    /// Whether information given at this character's step is true, when the plain comparison
    /// with the worked-out answer cannot say (the Dreamer: any evil token beside a good
    /// player's own is true) ([`crate::abnormal`]).
    pub judges: Option<crate::abnormal::Judges>,
    /// What the Storyteller tells the player by day, in private (the Savant's two statements,
    /// the Artist's answer, the Fisherman's advice): the screens offer it on the seat, recorded
    /// as [`Command::GiveInfo`].
    pub told_by_day: Option<ToldByDay>,
    /// By day, the player publicly guesses players' characters (the Juggler): the screens offer
    /// it on the seat, each guess recorded as [`Command::Act`] naming one player and the
    /// character guessed.
    pub guesses_by_day: Option<GuessesByDay>,
    /// The day's rules the ability changes: votes, nominations, executions, public acts by day
    /// (the Travellers, [`rules::Rules`]).
    pub rules: rules::Rules,
    /// While a player has this character, the Storyteller may mark any player with what the
    /// ability counts and the engine cannot see (the Mathematician: a player's ability worked
    /// abnormally): the screens offer it on every seat, recorded as [`Command::Act`] with no
    /// player and the marked player as the target.
    pub storyteller_marks: bool,

    // ---- The Fabled (and the Loric put in play as Fabled): asked of the definitions of the
    // Fabled in play (`GameState::fabled`, [`fabled::in_play`]), never of a seat ----
    /// Said to the Storyteller at the start of each day while in play (the Buddhist's quiet
    /// minutes): the day panel shows it.
    pub day_note: Option<crate::character::Text>,
    /// By day, a player calls on this ability: the day panel offers it, the caller picked
    /// first, then this many players; recorded as [`Command::Act`] with the caller as `by`
    /// (the Doomsayer: 0; the Fiddler, called by the Demon: 1). Asked of a character in play
    /// too ([`called_by_day`]: the Damsel, whom a Minion guesses publicly).
    pub called_by_day: Option<usize>,
    /// The call is the nominee's, while their nomination waits for its vote (the Big Wig's
    /// speaker): the nomination panel offers it with the nominee as the caller, not the day
    /// panel between nominations ([`fabled::called_by_nominee`]).
    pub called_by_nominee: bool,
    /// The Demon may choose no one at its step (the Toymaker): its choice is optional.
    pub demon_may_skip: bool,
    /// The Minion and Demon info is given on the first night at any player count (the
    /// Toymaker).
    pub evil_info_always: bool,
    /// What the ability does when a day or a night begins, after the phase changed (the
    /// Ferryman's final day, the Hell's Librarian's night).
    pub at_phase_start: Option<fn(&mut GameState) -> Vec<Event>>,
    /// At most this many evil players beyond the count table's Minions and Demons (the Spirit
    /// of Ivory: one): the setup check warns beyond.
    pub most_extra_evil: Option<u8>,
    /// Information told to this player may be false though their ability works (the Fibbin:
    /// a good player, once per game): the sheet suggests a false answer, and a false answer
    /// given spends the Fabled ([`fabled::falsified`]).
    pub may_falsify: Option<fn(&GameState, &Seat) -> bool>,
    /// Said to the Storyteller on the setup screen while in play (the Gardener's hand-dealt
    /// characters, the Tor's tokens kept from the players): [`fabled::setup_notes`].
    pub setup_note: Option<crate::character::Text>,
    /// A good character (a Townsfolk or an Outsider) may be in play more than once, and one in
    /// play may be among the Demon's bluffs (the Pope): the setup check, the draw and the
    /// bluffs' check allow it ([`crate::setup`]).
    pub good_characters_repeat: bool,
    /// The evil players (the Minions and the Demons) sit in one line of neighbouring seats
    /// with this character in the middle (the Lord of Typhon): the random draw seats them so,
    /// and the setup check warns about a pick that does not (`SetupWarning::EvilNotInLine`),
    /// [`crate::setup`].
    pub evil_seated_in_line: bool,
    /// The Storyteller hands every character out by hand: no random draw is offered (the
    /// Gardener): [`crate::setup::hand_picked`].
    pub characters_hand_picked: bool,
    /// The players are not told their character nor their team; each learns them on dying
    /// (the Tor): no Minion or Demon info, and a "You are" step at this Fabled's place for
    /// each player who died tonight ([`crate::night::sheet`]), with their team.
    pub characters_kept_secret: bool,
    /// The Storyteller records words for this Fabled, as its act's `guess` (the Bootlegger's
    /// house rules, the names of the Knaves' two Storytellers), kept in
    /// [`GameState::fabled_words`]; what the day panel says of them: [`fabled::word_notes`].
    pub word_notes: Option<fn(&GameState, crate::character::Lang) -> Vec<String>>,
    /// What the Fabled panel's button records with the words typed (the Bootlegger's "Record a
    /// house rule"): its act with the words as `guess` ([`Ability::word_notes`]).
    pub words_label: Option<crate::character::Text>,
    /// What the Fabled panel's button records with no words, offered while the engine accepts
    /// it (the Knaves' swap at dusk): its act with no `guess`.
    pub act_label: Option<crate::character::Text>,
    /// When the Minions and the Demon learn each other, for the holder's ability (the Poppy
    /// Grower): asked of every seat with this character, with the night, by the night sheet
    /// ([`evil_info`]).
    pub evil_info: Option<EvilInfoRule>,

    /// What the ability changes in the evil team's first-night information while it works
    /// (the Snitch's bluffs for the Minions, the King shown to the Demon, the Magician among
    /// the Demons and among the Minions): asked of every seat with this character, with the
    /// holder and the answer of the Minion info or the Demon info step, which it changes. The
    /// step's cards show the answer ([`crate::card::for_step`]).
    pub changes_evil_info: Option<ChangesEvilInfo>,

    /// What the holder's ability does when a day or a night begins, after the phase changed
    /// (the first night included): asked of every seat with this character, with the holder,
    /// by [`phase_started`] (the Harpy's deaths offered at dawn, the Xaan's poison on its
    /// night, the Mezepheles's convert turning evil at dusk).
    pub when_phase_starts: Option<PhaseStarts>,
    /// What the Storyteller announces to everyone today for the holder's ability (the
    /// Fearmonger chose a new player last night, the Vizier named on the first day): asked of
    /// every seat with this character, with the holder; the day panel shows it beside the
    /// Fabled's notes ([`fabled::day_notes`]).
    pub announces: Option<fn(&GameState, PlayerId) -> Option<crate::character::Text>>,
    /// The executed player's team loses when this says so, asked by the execution of every
    /// seat with this character whose ability works, with the holder and the executed player
    /// (the Fearmonger's chosen player, nominated by the Fearmonger; execution, not death,
    /// 001): [`crate::victory::WinReason::ChosenExecuted`].
    pub execution_loses: Option<fn(&GameState, PlayerId, PlayerId) -> bool>,
    /// While the holder lives with a working ability, a note on every night step where other
    /// evil players wake (the Minion info, the Demon info, an evil player's own step), asking
    /// the Storyteller to wake the holder too (the Wraith): [`wake_notes`].
    pub wakes_with_evil: Option<crate::character::Text>,
    /// The holder's ability takes a player's ability away (the Preacher's chosen Minions):
    /// asked of every seat with this character, with the holder and the player. The player's
    /// ability then does not work for as long as the holder's does
    /// ([`crate::status::ability_works`]); it comes back when the holder dies, is drunk or
    /// poisoned, or changes character (000/003).
    pub removes_ability: Option<RemovesAbility>,

    /// While this says so of the holder (asked with the holder, while the ability works), they
    /// must vote on every nomination (the Zealot with five or more players alive): the vote
    /// walk marks their hand ([`crate::vote::must_vote`]) and, in strict mode, their hand cannot
    /// be counted down.
    pub must_vote: Option<fn(&GameState, PlayerId) -> bool>,

    /// How the history tells of the player's act that names no one, when it differs from
    /// [`Ability::says`] (the Cult Leader calling the cult vote by day, whose night act names
    /// a neighbour; the Yaggababble's phrase said by day, beside its kills at night).
    pub says_naming_no_one: Option<[&'static str; 2]>,
    /// When the game ends with the player on the losing side, the ability working (dead or
    /// alive, as its flags say) and this saying so of them, the Storyteller may judge that
    /// they switch sides and win (the Politician, the player most responsible for their
    /// team's loss): the end of the game offers the decision
    /// ([`crate::victory::side_switch_offers`]), answered by [`Command::Act`] after the end.
    pub switches_to_winners: Option<fn(&GameState, PlayerId) -> bool>,

    /// By day, once a day while alive, the player publicly names the player they guess is the
    /// Demon and those they guess are the Minions (the Alsaahir): the screens offer it on the
    /// seat, recorded as [`Command::Act`] naming the Demon first, then the Minions.
    pub guesses_evil_team: bool,

    /// At dawn, everyone is told that the holder has this character, when this says so of
    /// them for the night numbered (the Banshee killed by the Demon that night): asked of
    /// every seat with this character as the night ends and on the dawn screen of the day
    /// after ([`announced_at_dawn`]), which shows it.
    pub announced_at_dawn: Option<fn(&GameState, PlayerId, u32) -> bool>,

    /// The character is in play though no seat holds it (Lil' Monsta, minded by a Minion):
    /// asked of the script's characters, `None` when it is not in play, else whether it lives
    /// (for the win: [`unheld_demon_alive`]). In play, the night sheet gives it a step with no
    /// player at its place, as a Fabled's.
    pub held_by_no_one: Option<fn(&GameState) -> Option<bool>>,
    /// A character no seat holds ([`Ability::held_by_no_one`]), in play: the player who is it
    /// for every rule though it is not their character (Lil' Monsta's babysitter is the
    /// Demon), counted of its type wherever the engine asks who is ([`embodied`],
    /// [`GameState::of_team`], [`GameState::is_team`]).
    pub embodied_by: Option<fn(&GameState) -> Option<PlayerId>>,

    /// While this says so of the holder, [`Ability::keeps_alive`] is asked even though the
    /// ability does not work (the Vizier who lost it to the Courtier or the Preacher still
    /// cannot die by day: their jinx).
    pub keeps_alive_without_ability: Option<fn(&GameState, PlayerId) -> bool>,
    /// The holder's ability protects this player from the Demon now (the Monk's, the
    /// Innkeeper's and the Exorcist's choice of the night just gone, the Soldier himself):
    /// asked with the holder and the player by the official jinxes that make a Demon's
    /// nomination of a protected player a win for good (the Leviathan's and the Riot's,
    /// [`crate::victory::protected_nominee_win`]).
    pub protects_from_demon: Option<fn(&GameState, PlayerId, PlayerId) -> bool>,

    /// Under an official jinx, the Demon's nightly pick of a good player reaches this
    /// character (the Leviathan's and the Riot's with the Banshee, the Farmer, the Sage, the
    /// Ravenkeeper): what the holder's ability does when picked, asked with the holder and the
    /// Demon ([`carousel::leviathan::pick`]). The Demon is offered the pick only while such a
    /// jinx is in force.
    pub when_picked_by_demon: Option<PickedByDemon>,

    /// In strict mode, the holder's ability refuses the Storyteller's change of a player into
    /// a character now, with this error (the Hatter's tea party after day 5 and the Leviathan,
    /// under their jinx): asked with the holder, the player and the character by
    /// [`check_change`]. An override records the change.
    pub refuses_change: Option<RefusesChange>,

    /// The player is told the ability they gained since the last night, when this says so of
    /// them (the Cannibal, under its jinxes with the Butler and the Zealot): asked of the
    /// player's own character while they hold a gained one, the night sheet then has a step
    /// for them at the gained character's place (at dusk when it has none), before they use
    /// it, its answer [`crate::info::Info::HasAbility`] ([`crate::night::sheet`]).
    pub tells_gained: Option<fn(&GameState, &Seat) -> bool>,
    /// How the history tells of the Storyteller acting for the character naming no one, when it
    /// differs from [`Ability::says_for_storyteller`] (the Mastermind's verdict under its
    /// Al-Hadikhia jinx: not all three chose to live).
    pub says_for_storyteller_naming_no_one: Option<[&'static str; 2]>,
    /// What to do at the character's step tonight when it differs from the sheet's prompt
    /// (the dead Al-Hadikhia naming three good players under its Mastermind jinx): asked with
    /// the waking player by [`crate::night::sheet`].
    pub prompt_now: Option<fn(&GameState, &Seat) -> Option<crate::character::Text>>,
}

/// What the holder's ability does when a jinxed Demon picks them: holder, Demon
/// ([`Ability::when_picked_by_demon`]).
pub type PickedByDemon = fn(&mut GameState, PlayerId, PlayerId) -> Vec<Event>;

/// The error with which the holder's ability refuses a change of a player into a character:
/// holder, player, character ([`Ability::refuses_change`]).
pub type RefusesChange = fn(&GameState, PlayerId, PlayerId, &str) -> Option<RuleError>;

/// Refuses a character change (`Command::ChangeCharacter`, strict) that an ability in play
/// forbids now ([`Ability::refuses_change`]).
pub fn check_change(state: &GameState, player: PlayerId, character: &str) -> Result<(), RuleError> {
    for s in &state.seats {
        if let Some(refuses) = of(s.ability_id()).and_then(|a| a.refuses_change) {
            if let Some(e) = refuses(state, s.id, player, character) {
                return Err(e);
            }
        }
    }
    Ok(())
}

/// The players who are a character no seat holds, in play ([`Ability::embodied_by`]: Lil'
/// Monsta's babysitter), with that character's type.
pub fn embodied(state: &GameState) -> Vec<(PlayerId, Team)> {
    held_by_no_one(state)
        .into_iter()
        .filter_map(|(a, _)| {
            let player = a.embodied_by?(state)?;
            Some((player, state.character(a.id)?.team))
        })
        .collect()
}

/// The script's characters in play though no seat holds them ([`Ability::held_by_no_one`]),
/// with whether each lives.
pub fn held_by_no_one(state: &GameState) -> Vec<(&'static Ability, bool)> {
    state
        .script
        .characters()
        .into_iter()
        .filter_map(|d| {
            let a = of(d.id)?;
            Some((a, a.held_by_no_one?(state)?))
        })
        .collect()
}

/// A Demon no seat holds is in play and lives (Lil' Monsta while its babysitter lives).
pub fn unheld_demon_alive(state: &GameState) -> bool {
    held_by_no_one(state).into_iter().any(|(a, alive)| {
        alive && crate::character::official(a.id).is_some_and(|d| d.team == Team::Demon)
    })
}

/// The players everyone learns of at dawn, with their character ([`Ability::announced_at_dawn`]:
/// the Banshee killed by the Demon tonight), as events for the dawn announcement: asked at
/// night of tonight, by day of the night before (what the dawn screen reads out).
pub fn announced_at_dawn(state: &GameState) -> Vec<Event> {
    static ANNOUNCED: Holders = Holders::new(|a| a.announced_at_dawn.is_some());
    let Some(night) = state.phase.night_number().or(state.phase.day_number()) else {
        return Vec::new();
    };
    state
        .seats
        .iter()
        .filter_map(|s| {
            let a = ANNOUNCED.of(s.ability_id())?;
            a.announced_at_dawn?(state, s.id, night).then(|| Event::CharacterAnnounced {
                player: s.id,
                character: a.id.to_string(),
            })
        })
        .collect()
}

/// Whether the Minions and the Demon learn each other on a night, for an ability
/// ([`Ability::evil_info`]). The rules' own condition (002: 7 players or more, or the
/// Toymaker) still applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvilInfo {
    /// As the rules say (002: on the first night).
    Usual,
    /// Held back on the first night: no Minion info, and the Demon info shows only the
    /// characters not in play, with this prompt.
    Held(crate::character::Text),
    /// Tonight, at the holder's place on the sheet: the Minion info, then the Demon info
    /// showing the Minions (no characters not in play), with this prompt.
    Tonight(crate::character::Text),
}

/// What the holder's ability says of the evil team's information on night `night`.
pub type EvilInfoRule = fn(&GameState, &Seat, u32) -> EvilInfo;

/// What the abilities in play say of the evil team's information on night `night`
/// ([`Ability::evil_info`]): the first that holds it back or gives it tonight, with its
/// holder; else [`EvilInfo::Usual`].
pub fn evil_info(state: &GameState, night: u32) -> (EvilInfo, Option<PlayerId>) {
    static EVIL_INFO: Holders = Holders::new(|a| a.evil_info.is_some());
    state
        .seats
        .iter()
        .find_map(|s| {
            let rule = EVIL_INFO.of(s.ability_id())?.evil_info?;
            match rule(state, s, night) {
                EvilInfo::Usual => None,
                other => Some((other, Some(s.id))),
            }
        })
        .unwrap_or((EvilInfo::Usual, None))
}

/// Changes the Minion or Demon info ([`NightInfo::EvilTeam`], [`NightInfo::DemonInfo`]) for
/// the holder's ability ([`Ability::changes_evil_info`]).
pub type ChangesEvilInfo = fn(&GameState, &Seat, &mut NightInfo);

/// What the Storyteller tells a player by day ([`Ability::told_by_day`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToldByDay {
    /// Statements in the Storyteller's own words, this many, one true and the others false
    /// (the Savant): [`crate::info::Info::Statements`], one card each.
    Statements(usize),
    /// A yes or a no, answering what the player asked today with their ability (the Artist's
    /// question, recorded as their act): [`crate::info::Info::YesNo`].
    YesNoToAct,
    /// Advice in the Storyteller's own words, one statement neither true nor false, offered
    /// while the ability is unused (the Fisherman, once per game: the definition spends it
    /// when told): [`crate::info::Info::Statements`], one card.
    Advice,
    /// How close the guess the player made today with their ability is (their act, the words
    /// of the guess as a note), in the Storyteller's own words, offered once they have guessed
    /// (the Amnesiac, each day): [`crate::info::Info::Statements`], one card.
    HowCloseToAct,
}

/// The guesses a player makes by day ([`Ability::guesses_by_day`]).
#[derive(Debug, Clone, Copy)]
pub struct GuessesByDay {
    /// How many guesses at most on the day.
    pub most: usize,
    /// May the player guess today (the Juggler: on his first day)?
    pub today: fn(&GameState, PlayerId) -> bool,
}

impl GuessesByDay {
    /// The guesses `player` made today as `character` (acts naming a player).
    pub fn made_today(state: &GameState, character: &str, player: PlayerId) -> usize {
        state
            .choices
            .iter()
            .filter(|c| {
                c.by == player
                    && c.character == character
                    && c.phase == state.phase
                    && !c.targets.is_empty()
            })
            .count()
    }
}

/// What follows when `nominator` nominates `nominee`, for the holder's ability.
pub type OnNominate = fn(&mut GameState, PlayerId, PlayerId, PlayerId) -> Vec<Event>;

/// Does the holder's ability forbid this win now?
pub type BlocksWin = fn(&GameState, PlayerId, &crate::victory::Win) -> bool;

/// Brings the grimoire up to date with what the holder's ability keeps true.
pub type Refresh = fn(&mut GameState, PlayerId) -> Vec<Event>;

/// Does the holder's ability let the dead `player` keep their ability?
pub type LendsAbility = fn(&GameState, PlayerId, &Seat) -> bool;

/// What the holder's ability does as a day or a night begins ([`Ability::when_phase_starts`]).
pub type PhaseStarts = fn(&mut GameState, PlayerId) -> Vec<Event>;

/// A day or a night has begun (the first night included): what the abilities of the seats
/// do then ([`Ability::when_phase_starts`]), in seat order. The Fabled's are
/// [`fabled::phase_started`].
pub fn phase_started(state: &mut GameState) -> Vec<Event> {
    static STARTS: Holders = Holders::new(|a| a.when_phase_starts.is_some());
    let holders: Vec<(PlayerId, PhaseStarts)> = state
        .seats
        .iter()
        .filter_map(|s| Some((s.id, STARTS.of(s.ability_id())?.when_phase_starts?)))
        .collect();
    let mut events = Vec::new();
    for (holder, hook) in holders {
        events.extend(hook(state, holder));
    }
    events
}

/// The notes of the abilities that wake with the evil team ([`Ability::wakes_with_evil`]) for
/// `step`: a step where evil players wake (the Minion or Demon info, or the step of an evil
/// player who wakes for it), each living holder whose ability works and who is not the one
/// waking, with the character's id.
pub fn wake_notes(
    state: &GameState,
    step: &NightStep,
) -> Vec<(&'static str, crate::character::Text)> {
    use crate::night::StepKind;
    static WAKES: Holders = Holders::new(|a| a.wakes_with_evil.is_some());
    let evil_wakes = match step.kind {
        StepKind::MinionInfo | StepKind::DemonInfo => true,
        StepKind::Character => step.player.and_then(|p| state.seat(p)).is_some_and(|s| {
            s.is_evil() && !of_step(state, step).is_some_and(|a| a.storyteller_step)
        }),
        _ => false,
    };
    if !evil_wakes {
        return Vec::new();
    }
    state
        .seats
        .iter()
        .filter(|s| s.alive && Some(s.id) != step.player)
        .filter_map(|s| {
            let a = WAKES.of(s.ability_id())?;
            let note = a.wakes_with_evil?;
            crate::status::ability_works(state, s.id).then_some((a.id, note))
        })
        .collect()
}

/// Does the holder's ability take away the ability of `seat`?
pub type RemovesAbility = fn(&GameState, PlayerId, &Seat) -> bool;

/// The players whose ability takes away the ability of `seat` ([`Ability::removes_ability`]).
pub fn removers(state: &GameState, seat: &Seat) -> Vec<PlayerId> {
    static REMOVES: Holders = Holders::new(|a| a.removes_ability.is_some());
    state
        .seats
        .iter()
        .filter(|h| {
            REMOVES
                .of(h.ability_id())
                .and_then(|a| a.removes_ability)
                .is_some_and(|removes| removes(state, h.id, seat))
        })
        .map(|h| h.id)
        .collect()
}

/// Every ability that keeps something true of the grimoire brings it up to date
/// ([`Ability::refresh`]): called after every command, so that a death, a character change
/// or a new seat is followed at once.
pub fn refresh_all(state: &mut GameState) -> Vec<Event> {
    static REFRESH: Holders = Holders::new(|a| a.refresh.is_some());
    let holders: Vec<(PlayerId, Refresh)> = state
        .seats
        .iter()
        .filter_map(|s| Some((s.id, REFRESH.of(s.ability_id())?.refresh?)))
        .collect();
    let mut events = Vec::new();
    for (holder, refresh) in holders {
        events.extend(refresh(state, holder));
    }
    events
}

/// The players whose ability lets the dead `seat` keep theirs ([`Ability::lends_ability`]).
pub fn lenders(state: &GameState, seat: &Seat) -> Vec<PlayerId> {
    static LENDS: Holders = Holders::new(|a| a.lends_ability.is_some());
    if seat.alive {
        return Vec::new();
    }
    state
        .seats
        .iter()
        .filter(|h| {
            LENDS
                .of(h.ability_id())
                .and_then(|a| a.lends_ability)
                .is_some_and(|lends| lends(state, h.id, seat))
        })
        .map(|h| h.id)
        .collect()
}

/// Does the holder's ability make the information told to `told` false?
pub type ForcesFalse = fn(&GameState, PlayerId, &Seat) -> bool;

/// Does the holder's ability keep `sleeper` from waking on night `night`?
pub type HoldsAsleep = fn(&GameState, PlayerId, &Seat, u32) -> bool;

/// What follows when `player` is told `info` as this character.
pub type OnTold = fn(&mut GameState, PlayerId, &crate::info::Info) -> Vec<Event>;

/// Is `seat` kept from waking on night `night` by another player's ability
/// ([`Ability::holds_asleep`])?
pub fn held_asleep(state: &GameState, seat: &Seat, night: u32) -> bool {
    held_asleep_by(state, seat, night).is_some()
}

/// The player whose ability keeps `seat` from waking on night `night`, if any.
pub fn held_asleep_by(state: &GameState, seat: &Seat, night: u32) -> Option<PlayerId> {
    state
        .seats
        .iter()
        .find(|h| {
            of(h.ability_id())
                .and_then(|a| a.holds_asleep)
                .is_some_and(|holds| holds(state, h.id, seat, night))
        })
        .map(|h| h.id)
}

/// Refuses a choice at night by a player another ability keeps asleep tonight (character
/// ability text, Exorcist: the Demon chosen "does not wake tonight", so it chooses nothing and
/// attacks no one). An override still records it, in full.
pub fn check_awake(state: &GameState, by: PlayerId) -> Result<(), RuleError> {
    let Some(night) = state.phase.night_number() else {
        return Ok(());
    };
    let Some(seat) = state.seat(by) else {
        return Ok(());
    };
    match held_asleep_by(state, seat, night) {
        Some(holder) => Err(RuleError::HeldAsleep {
            name: seat.name.clone(),
            character: seat.character_id().to_string(),
            holder: state.name(holder),
            by: state
                .seat(holder)
                .map(|h| h.ability_id().to_string())
                .unwrap_or_default(),
        }),
        None => Ok(()),
    }
}

impl Ability {
    /// What `player` chooses with this ability now: `choice_now` when the definition has one,
    /// else `choice`.
    pub fn choice_for(&self, state: &GameState, player: Option<PlayerId>) -> Option<Choice> {
        let choice = match (self.choice_now, player) {
            (Some(now), Some(p)) => now(state, p),
            _ => self.choice,
        };
        fabled::demon_choice(state, player, choice)
    }

    /// A character that wakes at its place and does nothing the engine works out: start from
    /// this and set what the character does.
    pub const PLAIN: Ability = Ability {
        id: "",
        wakes: Wakes::Always,
        choice: None,
        choice_now: None,
        acts: None,
        says: None,
        learns: None,
        false_answer: learn::false_answer,
        answers: None,
        sees_grimoire: false,
        red_herring: false,
        registers_as: &[],
        under_attack: UnderAttack::Dies,
        once: false,
        keeps_alive: None,
        kept_alive: None,
        may_spare_executed: None,
        on_death: None,
        executes_townsfolk_nominator: false,
        day_shot: false,
        loses_if_executed: false,
        wins_if_executed: None,
        wins_with_three_alive: false,
        when_chosen: None,
        dies_any_time: false,
        chooses_after_death: false,
        speaks_by_day: false,
        cards: None,
        extra_day: false,
        storyteller_step: false,
        holds_asleep: None,
        on_told: None,
        refresh: None,
        lends_ability: None,
        on_nominate: None,
        blocks_win: None,
        blocks_win_when_storyteller_holds: None,
        madness: None,
        says_for_storyteller: None,
        forces_false: None,
        evil_wins_without_execution: false,
        evil_wins_after_day: None,
        evil_wins_at_good_executions: None,
        turns_win_around: false,
        judges: None,
        told_by_day: None,
        guesses_by_day: None,
        rules: rules::Rules::NONE,
        storyteller_marks: false,
        day_note: None,
        called_by_day: None,
        called_by_nominee: false,
        demon_may_skip: false,
        evil_info_always: false,
        at_phase_start: None,
        most_extra_evil: None,
        may_falsify: None,
        setup_note: None,
        good_characters_repeat: false,
        evil_seated_in_line: false,
        characters_hand_picked: false,
        characters_kept_secret: false,
        word_notes: None,
        words_label: None,
        act_label: None,
        evil_info: None,
        changes_evil_info: None,
        when_phase_starts: None,
        announces: None,
        execution_loses: None,
        wakes_with_evil: None,
        removes_ability: None,
        must_vote: None,
        says_naming_no_one: None,
        tells_gained: None,
        says_for_storyteller_naming_no_one: None,
        prompt_now: None,
        switches_to_winners: None,
        guesses_evil_team: false,
        announced_at_dawn: None,
        held_by_no_one: None,
        embodied_by: None,
        keeps_alive_without_ability: None,
        protects_from_demon: None,
        when_picked_by_demon: None,
        refuses_change: None,
    };
}

/// Every character with a definition.
pub static ALL: &[&Ability] = &[
    &tb::washerwoman::ABILITY,
    &tb::librarian::ABILITY,
    &tb::investigator::ABILITY,
    &tb::chef::ABILITY,
    &tb::empath::ABILITY,
    &tb::fortuneteller::ABILITY,
    &tb::undertaker::ABILITY,
    &tb::monk::ABILITY,
    &tb::ravenkeeper::ABILITY,
    &tb::virgin::ABILITY,
    &tb::slayer::ABILITY,
    &tb::soldier::ABILITY,
    &tb::mayor::ABILITY,
    &tb::butler::ABILITY,
    &tb::drunk::ABILITY,
    &tb::recluse::ABILITY,
    &tb::saint::ABILITY,
    &tb::poisoner::ABILITY,
    &tb::spy::ABILITY,
    &tb::scarletwoman::ABILITY,
    &tb::baron::ABILITY,
    &tb::imp::ABILITY,
    &bmr::innkeeper::ABILITY,
    &bmr::tinker::ABILITY,
    &bmr::moonchild::ABILITY,
    &bmr::goon::ABILITY,
    &bmr::lunatic::ABILITY,
    &bmr::godfather::ABILITY,
    &bmr::mastermind::ABILITY,
    &bmr::grandmother::ABILITY,
    &bmr::chambermaid::ABILITY,
    &bmr::exorcist::ABILITY,
    &bmr::gambler::ABILITY,
    &bmr::gossip::ABILITY,
    &bmr::courtier::ABILITY,
    &bmr::professor::ABILITY,
    &bmr::minstrel::ABILITY,
    &bmr::tealady::ABILITY,
    &bmr::sailor::ABILITY,
    &bmr::fool::ABILITY,
    &bmr::pacifist::ABILITY,
    &bmr::assassin::ABILITY,
    &bmr::devilsadvocate::ABILITY,
    &bmr::zombuul::ABILITY,
    &bmr::pukka::ABILITY,
    &bmr::shabaloth::ABILITY,
    &bmr::po::ABILITY,
    &snv::snakecharmer::ABILITY,
    &snv::philosopher::ABILITY,
    &snv::sweetheart::ABILITY,
    &snv::barber::ABILITY,
    &snv::pithag::ABILITY,
    &snv::fanggu::ABILITY,
    &snv::vigormortis::ABILITY,
    &snv::nodashii::ABILITY,
    &snv::mutant::ABILITY,
    &snv::cerenovus::ABILITY,
    &snv::witch::ABILITY,
    &snv::eviltwin::ABILITY,
    &snv::klutz::ABILITY,
    &snv::sage::ABILITY,
    &snv::flowergirl::ABILITY,
    &snv::towncrier::ABILITY,
    &snv::clockmaker::ABILITY,
    &snv::dreamer::ABILITY,
    &snv::mathematician::ABILITY,
    &snv::oracle::ABILITY,
    &snv::seamstress::ABILITY,
    &snv::juggler::ABILITY,
    &snv::savant::ABILITY,
    &snv::artist::ABILITY,
    &snv::vortox::ABILITY,
    &carousel::steward::ABILITY,
    &carousel::knight::ABILITY,
    &carousel::noble::ABILITY,
    &carousel::balloonist::ABILITY,
    &carousel::pixie::ABILITY,
    &carousel::cannibal::ABILITY,
    &carousel::fisherman::ABILITY,
    &carousel::widow::ABILITY,
    &carousel::farmer::ABILITY,
    &carousel::psychopath::ABILITY,
    &carousel::goblin::ABILITY,
    &carousel::poppygrower::ABILITY,
    &carousel::general::ABILITY,
    &carousel::amnesiac::ABILITY,
    &carousel::highpriestess::ABILITY,
    &carousel::villageidiot::ABILITY,
    &carousel::snitch::ABILITY,
    &carousel::king::ABILITY,
    &carousel::choirboy::ABILITY,
    &carousel::magician::ABILITY,
    &carousel::puzzlemaster::ABILITY,
    &carousel::kazali::ABILITY,
    &carousel::lordoftyphon::ABILITY,
    &carousel::lleech::ABILITY,
    &carousel::shugenja::ABILITY,
    &carousel::bountyhunter::ABILITY,
    &carousel::marionette::ABILITY,
    &carousel::damsel::ABILITY,
    &carousel::huntsman::ABILITY,
    &carousel::fearmonger::ABILITY,
    &carousel::harpy::ABILITY,
    &carousel::mezepheles::ABILITY,
    &carousel::xaan::ABILITY,
    &carousel::wraith::ABILITY,
    &carousel::vizier::ABILITY,
    &carousel::yaggababble::ABILITY,
    &carousel::lilmonsta::ABILITY,
    &carousel::ojo::ABILITY,
    &carousel::legion::ABILITY,
    &carousel::alhadikhia::ABILITY,
    &carousel::preacher::ABILITY,
    &carousel::acrobat::ABILITY,
    &carousel::lycanthrope::ABILITY,
    &carousel::ogre::ABILITY,
    &carousel::zealot::ABILITY,
    &carousel::cultleader::ABILITY,
    &carousel::riot::ABILITY,
    &carousel::politician::ABILITY,
    &carousel::golem::ABILITY,
    &carousel::princess::ABILITY,
    &carousel::alsaahir::ABILITY,
    &carousel::nightwatchman::ABILITY,
    &carousel::banshee::ABILITY,
    &carousel::atheist::ABILITY,
    &carousel::hatter::ABILITY,
    &carousel::plaguedoctor::ABILITY,
    &carousel::alchemist::ABILITY,
    &carousel::engineer::ABILITY,
    &carousel::hermit::ABILITY,
    // Travellers' abilities (issue 17)
    &travellers::scapegoat::ABILITY,
    &travellers::gunslinger::ABILITY,
    &travellers::beggar::ABILITY,
    &travellers::bureaucrat::ABILITY,
    &travellers::thief::ABILITY,
    &travellers::bishop::ABILITY,
    &travellers::butcher::ABILITY,
    &travellers::bonecollector::ABILITY,
    &travellers::harlot::ABILITY,
    &travellers::barista::ABILITY,
    &travellers::deviant::ABILITY,
    &travellers::apprentice::ABILITY,
    &travellers::matron::ABILITY,
    &travellers::judge::ABILITY,
    &travellers::voudon::ABILITY,
    &carousel::leviathan::ABILITY,
    &carousel::heretic::ABILITY,
    &carousel::boomdandy::ABILITY,
    &carousel::organgrinder::ABILITY,
    &carousel::wizard::ABILITY,
    &carousel::boffin::ABILITY,
    &carousel::summoner::ABILITY,
    &fabled::doomsayer::ABILITY,
    &fabled::angel::ABILITY,
    &fabled::buddhist::ABILITY,
    &fabled::hellslibrarian::ABILITY,
    &fabled::fiddler::ABILITY,
    &fabled::toymaker::ABILITY,
    &fabled::stormcatcher::ABILITY,
    &fabled::ferryman::ABILITY,
    &fabled::deusexfiasco::ABILITY,
    &fabled::spiritofivory::ABILITY,
    &fabled::fibbin::ABILITY,
    &fabled::revolutionary::ABILITY,
    &carousel::gnome::ABILITY,
    &carousel::gangster::ABILITY,
    &carousel::cacklejack::ABILITY,
    &fabled::duchess::ABILITY,
    &fabled::sentinel::ABILITY,
    &fabled::godofug::ABILITY,
    &fabled::ventriloquist::ABILITY,
    &fabled::bigwig::ABILITY,
    &fabled::hindu::ABILITY,
    &fabled::zenomancer::ABILITY,
    &fabled::pope::ABILITY,
    &fabled::gardener::ABILITY,
    &fabled::tor::ABILITY,
    &fabled::knaves::ABILITY,
    &fabled::bootlegger::ABILITY,
];

/// Any Demon without a definition of its own: it wakes and attacks one player.
pub static ANY_DEMON: Ability = Ability {
    id: "",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(learn::demon_attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    ..Ability::PLAIN
};

/// A player's ability chooses `targets` (a night choice, [`Command::Act`] or the players
/// chosen with an answer): each chosen player's definition that answers being chosen does so
/// first (the Goon makes the first chooser of the night drunk, so that choice then acts as a
/// drunk player's). A public choice made by day after death (the Moonchild's) is not a night
/// choice, nor is what the Storyteller chooses for a character (`by` is `None`).
pub fn chosen(
    state: &mut GameState,
    character: &str,
    by: Option<PlayerId>,
    targets: &[PlayerId],
) -> Vec<Event> {
    let Some(by) = by else {
        return Vec::new();
    };
    if !state.phase.is_night() || acting(state, character).is_some_and(|a| a.chooses_after_death) {
        return Vec::new();
    }
    let mut events = Vec::new();
    let mut seen = Vec::new();
    for t in targets.iter().copied() {
        if t == by || seen.contains(&t) {
            continue;
        }
        seen.push(t);
        let hook = state
            .seat(t)
            .and_then(|s| of(s.ability_id()))
            .and_then(|a| a.when_chosen);
        if let Some(hook) = hook {
            events.extend(hook(state, t, by));
        }
    }
    events
}

/// The abilities a player calls on by day ([`Ability::called_by_day`]): those of the Fabled in
/// play, then those of the characters in play (the Damsel), each once: id and how many players
/// the caller names.
pub fn called_by_day(state: &GameState) -> Vec<(&'static str, usize)> {
    let mut out = fabled::called_by_day(state);
    for s in &state.seats {
        if let Some(a) = of(s.character_id()) {
            if let Some(n) = a.called_by_day {
                if !out.iter().any(|(id, _)| *id == a.id) {
                    out.push((a.id, n));
                }
            }
        }
    }
    out
}

/// The definition of a character, by id.
pub fn of(id: &str) -> Option<&'static Ability> {
    // Asked for every seat by every hook of every command: an index built once
    // ([`crate::character::IdIndex`]) rather than a walk through `ALL`.
    static INDEX: std::sync::OnceLock<crate::character::IdIndex<&'static Ability>> =
        std::sync::OnceLock::new();
    INDEX
        .get_or_init(|| crate::character::IdIndex::new(ALL.iter().map(|a| (a.id, *a))))
        .get(id)
}

/// The definitions that have one of the rarer hooks, their ids listed once per hook. A walk
/// over the seats asking such a hook compares each seat's id with this short list (an id of
/// another length is told apart at once) before looking its definition up by hash: those walks,
/// made for every seat by every command, were half of the engine bench's instructions.
pub struct Holders {
    ids: std::sync::OnceLock<Vec<&'static str>>,
    has: fn(&Ability) -> bool,
}

impl Holders {
    pub const fn new(has: fn(&Ability) -> bool) -> Self {
        Holders {
            ids: std::sync::OnceLock::new(),
            has,
        }
    }

    /// The definition of `id`, when a definition of that id has the hook.
    pub fn of(&self, id: &str) -> Option<&'static Ability> {
        let ids = self
            .ids
            .get_or_init(|| ALL.iter().filter(|a| (self.has)(a)).map(|a| a.id).collect());
        if ids.contains(&id) {
            of(id)
        } else {
            None
        }
    }
}

/// True when the definition of the ability the player has ([`Seat::ability_id`]: their own
/// character's, or the one they gained) says `what`.
pub fn has(seat: &Seat, what: fn(&Ability) -> bool) -> bool {
    of(seat.ability_id()).is_some_and(what)
}

/// The definition a character of `team` acts by: its own, or the one every Demon shares.
pub fn acting_as(id: &str, team: Option<Team>) -> Option<&'static Ability> {
    of(id).or(match team {
        Some(Team::Demon) => Some(&ANY_DEMON),
        _ => None,
    })
}

/// The character whose public shot by day anyone may claim (the Slayer): the screens offer
/// the shot from its definition, never by naming it.
pub fn day_shot() -> Option<&'static Ability> {
    ALL.iter().copied().find(|a| a.day_shot)
}

/// The definition a character id acts by in this game (its own, or the Demons' for a Demon
/// without one, a homebrew Demon of the game's script included).
pub fn acting(state: &GameState, id: &str) -> Option<&'static Ability> {
    acting_as(id, state.character(id).map(|d| d.team))
}

/// The definition behind a step of tonight's sheet (a character's step only).
pub fn of_step(state: &GameState, step: &NightStep) -> Option<&'static Ability> {
    if step.kind != crate::night::StepKind::Character {
        return None;
    }
    acting(state, step.character.as_deref()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::{of_edition, Edition};

    /// Every Trouble Brewing and Bad Moon Rising character (Travellers aside) has exactly one
    /// definition, under its own id.
    #[test]
    fn every_trouble_brewing_and_bad_moon_rising_character_is_defined_once() {
        let editions =
            of_edition(Edition::TroubleBrewing).chain(of_edition(Edition::BadMoonRising));
        for def in editions.filter(|d| d.team != Team::Traveller) {
            let found: Vec<_> = ALL.iter().filter(|a| a.id == def.id).collect();
            assert_eq!(found.len(), 1, "{}", def.id);
        }
        for a in ALL {
            assert!(crate::character::official(a.id).is_some(), "{}", a.id);
        }
    }

    /// The shot by day is the one definition that says so (000: the Slayer's).
    #[test]
    fn one_character_shoots_by_day() {
        assert_eq!(day_shot().map(|a| a.id), Some("slayer"));
        assert_eq!(ALL.iter().filter(|a| a.day_shot).count(), 1);
    }

    /// A Demon without a file of its own (a homebrew Demon) attacks as every Demon does; other
    /// characters without one do nothing the engine works out.
    #[test]
    fn demons_without_a_file_attack() {
        let demon = acting_as("homebrewdemon", Some(Team::Demon)).unwrap();
        assert_eq!(demon.choice.map(|c| c.players), Some(1));
        assert!(acting_as("homebrewtownsfolk", Some(Team::Townsfolk)).is_none());
    }

    /// The checks of a choice come from its [`Choice`], made once by the dispatch of the act
    /// ([`Choice::check_act`]): the Monk's file checks none of them, yet his act is refused on
    /// the first night, for himself (000: "another player"), for two players, for a player who
    /// is not there, by a player who is not the Monk, and by day; the Storyteller's override
    /// still records what the rules refuse, at night.
    #[test]
    fn the_choice_checks_the_act() {
        use crate::command::Command;
        use crate::test_util::*;
        let mut g = tb_game(&["imp", "monk", "poisoner", "chef", "empath"]);
        let code = |g: &mut crate::game::Game, cmd: Command| g.apply(cmd).unwrap_err().code();
        assert_eq!(
            code(&mut g, Command::act("monk", P(1), P(3))),
            "NoActionTonight"
        );
        next_night(&mut g);
        assert_eq!(
            code(&mut g, Command::act("monk", P(1), P(1))),
            "CannotChooseSelf"
        );
        let two = Command::Act {
            character: "monk".into(),
            by: Some(P(1)),
            targets: vec![P(3), P(4)],
            guess: None,
        };
        assert_eq!(code(&mut g, two), "WrongChoiceCount");
        assert_eq!(
            code(&mut g, Command::act("monk", P(1), P(40))),
            "UnknownPlayer"
        );
        assert_eq!(
            code(&mut g, Command::act("monk", P(3), P(4))),
            "NotCharacter"
        );
        let itself = Command::Override {
            command: Box::new(Command::act("monk", P(1), P(1))),
            reason: "the Storyteller".into(),
        };
        g.apply(itself).unwrap();
        g.apply(Command::act("monk", P(1), P(3))).unwrap();
        g.apply(Command::EndNight).unwrap();
        assert_eq!(code(&mut g, Command::act("monk", P(1), P(3))), "WrongPhase");
        let by_day = Command::Override {
            command: Box::new(Command::act("poisoner", P(2), P(3))),
            reason: "the Storyteller".into(),
        };
        assert_eq!(code(&mut g, by_day), "WrongPhase");
    }

    /// A choice that says nothing of when it is made leaves every check to its definition: the
    /// dispatch refuses nothing on its behalf.
    #[test]
    fn a_choice_by_definition_checks_nothing() {
        let choice = Choice::of(1, Then::Acts);
        assert_eq!(choice.when, When::ByDefinition);
        let g = crate::test_util::tb_game(&["imp", "monk", "poisoner", "chef", "empath"]);
        let act = Act {
            character: "monk",
            by: None,
            targets: &[],
            guess: None,
            strict: true,
        };
        assert!(choice.check_act(g.state(), &act).is_ok());
    }

    /// Every carousel Demon has a definition: its own attack (the Ojo's names a character), or
    /// none where the Storyteller decides the deaths (the plain attack of [`ANY_DEMON`] would be wrong for them).
    #[test]
    fn every_carousel_demon_is_defined() {
        let demons = of_edition(Edition::Carousel).filter(|d| d.team == Team::Demon);
        let mut n = 0;
        for def in demons {
            let a = of(def.id).unwrap_or_else(|| panic!("{} has no definition", def.id));
            // The Yaggababble's and Legion's choice is the Storyteller's pick of who dies.
            let attacks = [
                "kazali",
                "lordoftyphon",
                "lleech",
                "ojo",
                "alhadikhia",
                "yaggababble",
                "legion",
            ]
            .contains(&def.id);
            let chooses = a.choice.is_some() || a.choice_now.is_some();
            // The Leviathan and the Riot choose only the jinxes' pick, which kills no one.
            let pick_only = ["leviathan", "riot"].contains(&def.id);
            assert_eq!(chooses && !pick_only, attacks, "{}", def.id);
            n += 1;
        }
        assert_eq!(n, 10);
    }
}
