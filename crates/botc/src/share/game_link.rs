//! The game link (`g2.`): a whole game — the ruleset's id, its configuration and command log
//! — in a URL fragment, so that it never reaches a server (`docs/share-format.md`). Links of
//! format `g1.`, written before links named their game, carry no id and are still read.
//!
//! The engine's [`Command`] serialises as tagged JSON for the readable log; links need
//! something far smaller, so each command is written here as a one-byte tag and its fields as
//! varints, with character ids numbered ([`super::wire::WIRE_IDS`]) and strings written once.
//! Both directions are exhaustive `match`es on [`Command`]: a new engine command does not
//! compile until it has a wire tag. Tags are part of the format and never change meaning.
//!
//! A decoded log is always replayed through the engine ([`Game::from_log`]), so a link can
//! only bring in a game the rules accept.

use crate::character::{self, Alignment, Edition, HomebrewDef, Team};
use crate::command::{Assignment, Command};
use crate::death::DeathCause;
use crate::error::RuleError;
use crate::game::{Botc, Game, GameConfig};
use crate::info::Info;
use crate::jinx::{ScriptJinx, MAX_SCRIPT_JINXES};
use crate::script::Script;
use crate::seat::PlayerId;
use crate::status::{Duration, StatusKind};

use super::codec::{self, LinkKind};
use super::error::ShareError;
use super::wire::{Reader, Writer};
use table::Ruleset;

/// The most commands a link may carry (a long 20-player game has a few hundred).
pub const MAX_COMMANDS: usize = 10_000;

/// How deep an `override` may wrap commands on the wire (the engine allows one level); a bound
/// so that a hostile link cannot nest without end.
const MAX_OVERRIDE_DEPTH: u32 = 2;

// Wire tags of the commands (format g1). Never renumber; append new ones.
const ADD_PLAYER: u8 = 0;
const RENAME_PLAYER: u8 = 1;
const REMOVE_PLAYER: u8 = 2;
const MOVE_PLAYER: u8 = 3;
const CHOOSE_SCRIPT: u8 = 4;
const ASSIGN_CHARACTERS: u8 = 5;
const SET_BLUFFS: u8 = 6;
const SET_RED_HERRING: u8 = 7;
const START_GAME: u8 = 8;
const GO_TO_STEP: u8 = 9;
const POISON: u8 = 10;
const PROTECT: u8 = 11;
const CHOOSE_MASTER: u8 = 12;
const DEMON_KILL: u8 = 13;
const END_NIGHT: u8 = 14;
const NOMINATE: u8 = 15;
const VOTE: u8 = 16;
const EXECUTE: u8 = 17;
const SLAY: u8 = 18;
const END_DAY: u8 = 19;
const DIE: u8 = 20;
const REVIVE: u8 = 21;
const SET_STATUS: u8 = 22;
const REMOVE_STATUS: u8 = 23;
const CHANGE_CHARACTER: u8 = 24;
const CHANGE_ALIGNMENT: u8 = 25;
const SPEND_ABILITY: u8 = 26;
const PLACE_REMINDER: u8 = 27;
const REMOVE_REMINDER: u8 = 28;
const NOTE: u8 = 29;
const DISMISS_PENDING: u8 = 30;
const END_GAME: u8 = 31;
const OVERRIDE: u8 = 32;
/// `go_to_step` to the step after the previous `go_to_step` of the same night, with no
/// argument: the night sheet is walked step by step, so this is the common case.
const NEXT_STEP: u8 = 33;
const GIVE_INFO: u8 = 34;
const HAND: u8 = 35;
const CLOSE_VOTE: u8 = 36;
const SET_GHOST_VOTE: u8 = 37;
const END_DAY_NO_EXECUTION: u8 = 38;
/// A character's ability acting (`act`) when none of the shorter tags above says it: the
/// character, the acting player (0 for the Storyteller, else the player's id + 1), the chosen
/// players. `poison`, `protect`, `choose_master`, `slay`, `set_red_herring` and `demon_kill`
/// (the player's own Demon, [`crate::legacy::demon_of`]) are read as acts too.
const ACT: u8 = 39;
const DECIDE: u8 = 40;
/// `end_game` with the Storyteller's reason.
const END_GAME_DECLARED: u8 = 41;
/// An act that names a character besides its players (the Gambler's guess): as [`ACT`], then
/// the character named.
const ACT_GUESS: u8 = 42;
/// 002 ("Légendaires"): a Fabled put in play or taken out.
const ADD_FABLED: u8 = 43;
const REMOVE_FABLED: u8 = 44;

/// Largest `usize` field accepted (so a link reads the same on 32-bit WebAssembly).
const MAX_INDEX: usize = u32::MAX as usize;

/// The game as a link payload (`g2.…`), to put after `#` in the app's URL
/// ([`super::codec::link`]). The same game always gives the same payload.
pub fn encode_game(game: &Game) -> String {
    codec::pack(LinkKind::Game, &link_bytes(game.config(), game.log()))
}

/// The game of a link (a whole URL, a `#fragment` or the bare payload), replayed through the
/// engine. Never panics; every refusal says why; a link of another game is
/// [`ShareError::OtherGame`].
pub fn decode_game(link: &str) -> Result<Game, ShareError> {
    let (version, bytes) = codec::unpack_versioned(link, LinkKind::Game)?;
    if version == 1 {
        // Written under log version 1: upgraded so that it replays as it was played.
        let (config, log) = read_game(&bytes)?;
        return replay(
            config,
            crate::game::keep_refused_as_override(crate::game::upgrade_v1(log)),
        );
    }
    // A `g2.` link carries no log version: one written under older rules is replayed as it
    // was played (a command refused since is kept as an override; a newer log is unchanged).
    let (config, log) = read_game(without_ruleset(&bytes)?)?;
    if log.len() > MAX_COMMANDS {
        return replay(config, log);
    }
    replay(config, crate::game::keep_refused_as_override(log))
}

/// The uncompressed bytes of a `g2.` link: the ruleset's id, then [`game_bytes`].
pub fn link_bytes(config: &GameConfig, log: &[Command]) -> Vec<u8> {
    let mut w = Writer::new();
    w.str(Botc::ID);
    let mut bytes = w.into_bytes();
    bytes.extend(game_bytes(config, log));
    bytes
}

/// The game bytes after a `g2.` link's ruleset id, which must be this game's.
fn without_ruleset(bytes: &[u8]) -> Result<&[u8], ShareError> {
    let mut r = Reader::new(bytes);
    let id = r.str()?;
    if id != Botc::ID {
        return Err(ShareError::OtherGame {
            ruleset: id.chars().take(40).collect(),
        });
    }
    Ok(&bytes[bytes.len() - r.remaining()..])
}

/// The uncompressed bytes of a game (configuration, then the log), as in a `g1.` link.
pub fn game_bytes(config: &GameConfig, log: &[Command]) -> Vec<u8> {
    let mut w = Writer::new();
    w.varint(config.seed);
    w.str(&config.name);
    w.usize(log.len());
    let mut last_step = None;
    for (i, cmd) in log.iter().enumerate() {
        write_command(&mut w, cmd, &log[..i], &mut last_step);
    }
    w.into_bytes()
}

/// A game from its uncompressed bytes: decoded, then replayed through the engine.
pub fn game_from_bytes(bytes: &[u8]) -> Result<Game, ShareError> {
    let (config, log) = read_game(bytes)?;
    replay(config, log)
}

/// Rebuilds a game from a decoded configuration and log; a refused command is
/// [`ShareError::IllegalLog`].
pub(crate) fn replay(config: GameConfig, log: Vec<Command>) -> Result<Game, ShareError> {
    if log.len() > MAX_COMMANDS {
        return Err(ShareError::TooManyCommands {
            count: log.len(),
            max: MAX_COMMANDS,
        });
    }
    Game::from_log(config, log).map_err(|e| match e {
        RuleError::CorruptLog { index, source } => ShareError::IllegalLog {
            index,
            error: *source,
        },
        other => ShareError::IllegalLog {
            index: 0,
            error: other,
        },
    })
}

/// The configuration and log of a game's bytes, not yet checked against the rules.
fn read_game(bytes: &[u8]) -> Result<(GameConfig, Vec<Command>), ShareError> {
    let mut r = Reader::new(bytes);
    let seed = r.varint()?;
    let name = r.str()?;
    let count = r.count()?;
    if count > MAX_COMMANDS {
        return Err(ShareError::TooManyCommands {
            count,
            max: MAX_COMMANDS,
        });
    }
    let mut log = Vec::with_capacity(count);
    let mut last_step = None;
    for _ in 0..count {
        let cmd = read_command(&mut r, 0, &log, &mut last_step)?;
        log.push(cmd);
    }
    r.finish()?;
    Ok((GameConfig { seed, name }, log))
}

fn player(w: &mut Writer, p: PlayerId) {
    w.varint(u64::from(p.0));
}

fn read_player(r: &mut Reader) -> Result<PlayerId, ShareError> {
    Ok(PlayerId(r.u32()?))
}

/// The wire code of a character type (format g1; never renumber).
fn team_code(t: Team) -> u8 {
    match t {
        Team::Townsfolk => 0,
        Team::Outsider => 1,
        Team::Minion => 2,
        Team::Demon => 3,
        Team::Traveller => 4,
        Team::Fabled => 5,
        Team::Loric => 6,
    }
}

fn read_team(code: u8) -> Result<Team, ShareError> {
    Ok(match code {
        0 => Team::Townsfolk,
        1 => Team::Outsider,
        2 => Team::Minion,
        3 => Team::Demon,
        4 => Team::Traveller,
        5 => Team::Fabled,
        6 => Team::Loric,
        _ => return Err(ShareError::Malformed { what: "team" }),
    })
}

/// A script on the wire: an edition's code, or a custom script's ids, name, author, homebrew
/// definitions and jinxes (the body of `ChooseScript`, and of a handout link).
pub(super) fn write_script(w: &mut Writer, script: &Script) {
    match script {
        Script::Edition { edition } => w.byte(edition_code(*edition)),
        Script::Custom {
            characters,
            name,
            author,
            homebrew,
            jinxes,
        } => {
            // Code 3: the ids alone (links made before scripts carried more); code 4:
            // the ids, the name, the author and the homebrew definitions; code 6: the
            // same, then the script's own jinxes (code 5 is the carousel edition).
            let full = name.is_some() || author.is_some() || !homebrew.is_empty();
            let code = match (jinxes.is_empty(), full) {
                (false, _) => 6,
                (true, true) => 4,
                (true, false) => 3,
            };
            w.byte(code);
            w.usize(characters.len());
            for c in characters {
                w.character(c);
            }
            if code >= 4 {
                w.str(name.as_deref().unwrap_or(""));
                w.str(author.as_deref().unwrap_or(""));
                w.usize(homebrew.len());
                for h in homebrew {
                    write_homebrew(w, h);
                }
            }
            if code == 6 {
                w.usize(jinxes.len());
                for j in jinxes {
                    w.character(&j.a);
                    w.character(&j.b);
                    w.str(&j.reason);
                }
            }
        }
    }
}

/// A script written by [`write_script`].
pub(super) fn read_script(r: &mut Reader) -> Result<Script, ShareError> {
    Ok(match r.byte()? {
        0 => Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        1 => Script::Edition {
            edition: Edition::BadMoonRising,
        },
        2 => Script::Edition {
            edition: Edition::SectsAndViolets,
        },
        5 => Script::Edition {
            edition: Edition::Carousel,
        },
        code @ (3 | 4 | 6) => {
            let n = r.count()?;
            let mut characters = Vec::with_capacity(n);
            for _ in 0..n {
                characters.push(r.character()?);
            }
            if code == 3 {
                Script::custom(characters)
            } else {
                let name = r.str()?;
                let author = r.str()?;
                let n = r.count()?;
                let mut homebrew = Vec::with_capacity(n);
                for _ in 0..n {
                    homebrew.push(read_homebrew(r)?);
                }
                let mut jinxes = Vec::new();
                if code == 6 {
                    let n = r.count()?;
                    for _ in 0..n {
                        let (a, b) = (r.character()?, r.character()?);
                        let reason = r.str()?;
                        // Bounded like an imported jinx; a blank one is dropped.
                        if jinxes.len() < MAX_SCRIPT_JINXES {
                            jinxes.extend(ScriptJinx::bounded(&a, &b, &reason));
                        }
                    }
                }
                Script::Custom {
                    characters,
                    name: character::script_meta(&name),
                    author: character::script_meta(&author),
                    homebrew,
                    jinxes,
                }
            }
        }
        _ => return Err(ShareError::Malformed { what: "script" }),
    })
}

/// A homebrew definition: id, name, team byte, ability, night positions (0: does not wake),
/// night prompts, reminders, global reminders, a flags byte (1: setup text, 2: not known to the
/// rules; links written before the second flag hold 0 or 1).
fn write_homebrew(w: &mut Writer, h: &HomebrewDef) {
    w.str(&h.id);
    w.str(&h.name);
    w.byte(team_code(h.team));
    w.str(&h.ability);
    w.varint(u64::from(h.first_night.unwrap_or(0)));
    w.varint(u64::from(h.other_night.unwrap_or(0)));
    w.str(&h.first_night_reminder);
    w.str(&h.other_night_reminder);
    for list in [&h.reminders, &h.reminders_global] {
        w.usize(list.len());
        for r in list {
            w.str(r);
        }
    }
    w.byte(u8::from(h.setup) | u8::from(h.unknown) << 1);
}

/// Reads what [`write_homebrew`] wrote; texts are cut to the engine's bounds and an id that is
/// empty or official is refused (a homebrew character never replaces an official one).
fn read_homebrew(r: &mut Reader) -> Result<HomebrewDef, ShareError> {
    let bad = ShareError::Malformed { what: "homebrew" };
    let id = r.str()?;
    let name = r.str()?;
    let team = read_team(r.byte()?)?;
    let ability = r.str()?;
    let night = |r: &mut Reader| -> Result<Option<u16>, ShareError> {
        let n = u16::try_from(r.varint()?).map_err(|_| bad.clone())?;
        Ok((n > 0).then_some(n))
    };
    let first_night = night(r)?;
    let other_night = night(r)?;
    let first_night_reminder = r.str()?;
    let other_night_reminder = r.str()?;
    let mut lists = [Vec::new(), Vec::new()];
    for list in &mut lists {
        let n = r.count()?;
        for _ in 0..n {
            list.push(r.str()?);
        }
    }
    let [reminders, reminders_global] = lists;
    let flags = r.byte()?;
    if flags > 3 {
        return Err(bad);
    }
    let (setup, unknown) = (flags & 1 != 0, flags & 2 != 0);
    let def = HomebrewDef {
        id,
        name,
        team,
        ability,
        first_night,
        other_night,
        first_night_reminder,
        other_night_reminder,
        reminders,
        reminders_global,
        setup,
        unknown,
    }
    .bounded();
    if def.id.is_empty() || character::official(&def.id).is_some() {
        return Err(bad);
    }
    Ok(def)
}

fn edition_code(e: Edition) -> u8 {
    match e {
        Edition::TroubleBrewing => 0,
        Edition::BadMoonRising => 1,
        Edition::SectsAndViolets => 2,
        // Codes 3 and 4 are custom scripts.
        Edition::Carousel => 5,
    }
}

fn alignment_code(a: Alignment) -> u8 {
    match a {
        Alignment::Good => 0,
        Alignment::Evil => 1,
    }
}

fn read_alignment(code: u64) -> Result<Alignment, ShareError> {
    match code {
        0 => Ok(Alignment::Good),
        1 => Ok(Alignment::Evil),
        _ => Err(ShareError::Malformed { what: "command" }),
    }
}

fn cause_code(c: &DeathCause) -> u8 {
    match c {
        DeathCause::Execution => 0,
        DeathCause::Demon => 1,
        DeathCause::Slayer => 2,
        DeathCause::Storyteller => 3,
    }
}

fn kind_code(k: StatusKind) -> u8 {
    match k {
        StatusKind::Drunk => 0,
        StatusKind::Poisoned => 1,
        StatusKind::Safe => 2,
        StatusKind::Mad => 3,
        StatusKind::CannotDie => 4,
    }
}

fn read_kind(code: u64) -> Result<StatusKind, ShareError> {
    match code {
        0 => Ok(StatusKind::Drunk),
        1 => Ok(StatusKind::Poisoned),
        2 => Ok(StatusKind::Safe),
        3 => Ok(StatusKind::Mad),
        4 => Ok(StatusKind::CannotDie),
        _ => Err(ShareError::Malformed { what: "command" }),
    }
}

fn duration_code(d: Duration) -> u8 {
    match d {
        Duration::UntilDusk => 0,
        Duration::UntilDawn => 1,
        Duration::Permanent => 2,
        // The number of dusks follows the flags byte.
        Duration::Dusks(_) => 3,
    }
}

/// Writes the information of a `give_info` (a kind byte, then its fields).
fn write_info(w: &mut Writer, info: &Info) {
    match info {
        Info::Pair { players, character } => {
            w.byte(0);
            w.usize(players.len());
            for p in players {
                player(w, *p);
            }
            w.character(character);
        }
        Info::Number { value } => {
            w.byte(1);
            w.varint(u64::from(*value));
        }
        Info::YesNo { yes } => w.byte(2 + u8::from(*yes)),
        Info::Character { character } => {
            w.byte(4);
            w.character(character);
        }
        Info::Players { players } => {
            w.byte(5);
            w.usize(players.len());
            for p in players {
                player(w, *p);
            }
        }
        Info::YouAre {
            character,
            alignment,
        } => {
            w.byte(6);
            // character present | alignment (0 none, 1 good, 2 evil) << 1
            let align = alignment.map_or(0, |a| alignment_code(a) + 1);
            w.byte(u8::from(character.is_some()) | (align << 1));
            if let Some(c) = character {
                w.character(c);
            }
        }
        Info::SelectedYou { character } => {
            w.byte(7);
            w.character(character);
        }
        Info::Characters { characters } => {
            w.byte(8);
            w.usize(characters.len());
            for c in characters {
                w.character(c);
            }
        }
        Info::Statements { statements } => {
            w.byte(9);
            w.usize(statements.len());
            for t in statements {
                w.str(t);
            }
        }
        Info::Direction { clockwise } => w.byte(10 + u8::from(*clockwise)),
        // 0 neither, 1 good, 2 evil.
        Info::Alignment { alignment } => {
            w.byte(12);
            w.byte(alignment.map_or(0, |a| alignment_code(a) + 1));
        }
        Info::HasAbility { character } => {
            w.byte(17);
            w.character(character);
        }
    }
}

fn read_info(r: &mut Reader) -> Result<Info, ShareError> {
    let bad = ShareError::Malformed { what: "command" };
    let read_players = |r: &mut Reader| -> Result<Vec<PlayerId>, ShareError> {
        let n = r.count()?;
        let mut players = Vec::with_capacity(n);
        for _ in 0..n {
            players.push(read_player(r)?);
        }
        Ok(players)
    };
    Ok(match r.byte()? {
        0 => Info::Pair {
            players: read_players(r)?,
            character: r.character()?,
        },
        1 => Info::Number { value: r.u32()? },
        2 => Info::YesNo { yes: false },
        3 => Info::YesNo { yes: true },
        4 => Info::Character {
            character: r.character()?,
        },
        5 => Info::Players {
            players: read_players(r)?,
        },
        6 => {
            let flags = r.byte()?;
            if flags >> 3 != 0 {
                return Err(bad);
            }
            let alignment = match flags >> 1 {
                0 => None,
                a => Some(read_alignment(u64::from(a - 1))?),
            };
            let character = if flags & 1 == 1 {
                Some(r.character()?)
            } else {
                None
            };
            Info::YouAre {
                character,
                alignment,
            }
        }
        7 => Info::SelectedYou {
            character: r.character()?,
        },
        8 => {
            let n = r.count()?;
            let mut characters = Vec::with_capacity(n);
            for _ in 0..n {
                characters.push(r.character()?);
            }
            Info::Characters { characters }
        }
        9 => {
            let n = r.count()?;
            let mut statements = Vec::with_capacity(n);
            for _ in 0..n {
                statements.push(r.str()?);
            }
            Info::Statements { statements }
        }
        10 => Info::Direction { clockwise: false },
        11 => Info::Direction { clockwise: true },
        12 => Info::Alignment {
            alignment: match r.byte()? {
                0 => None,
                a => Some(read_alignment(u64::from(a - 1))?),
            },
        },
        17 => Info::HasAbility {
            character: r.character()?,
        },
        _ => return Err(bad),
    })
}

/// `character`'s act by `by` on one player.
fn act(character: &str, by: Option<PlayerId>, target: PlayerId) -> Command {
    Command::Act {
        character: character.to_string(),
        by,
        targets: vec![target],
        guess: None,
    }
}

/// An act in the shortest form that reads back as the same command: the tag of the old
/// command of its character (one player chosen), or [`ACT`].
fn write_act(
    w: &mut Writer,
    character: &str,
    by: Option<PlayerId>,
    targets: &[PlayerId],
    guess: Option<&str>,
    before: &[Command],
) {
    if let Some(guess) = guess {
        w.byte(ACT_GUESS);
        w.character(character);
        w.varint(by.map_or(0, |p| u64::from(p.0) + 1));
        w.usize(targets.len());
        for t in targets {
            player(w, *t);
        }
        w.character(guess);
        return;
    }
    if let [target] = targets {
        let tag = match (character, by) {
            ("poisoner", Some(_)) => Some(POISON),
            ("monk", Some(_)) => Some(PROTECT),
            ("butler", Some(_)) => Some(CHOOSE_MASTER),
            ("slayer", Some(_)) => Some(SLAY),
            ("fortuneteller", None) => Some(SET_RED_HERRING),
            (c, Some(b)) if crate::legacy::demon_of(before, b) == c => Some(DEMON_KILL),
            _ => None,
        };
        if let Some(tag) = tag {
            w.byte(tag);
            if let Some(b) = by {
                player(w, b);
            }
            player(w, *target);
            return;
        }
    }
    w.byte(ACT);
    w.character(character);
    w.varint(by.map_or(0, |p| u64::from(p.0) + 1));
    w.usize(targets.len());
    for t in targets {
        player(w, *t);
    }
}

/// Writes one command. `last_step` follows `go_to_step` so that "the next step" takes one byte;
/// a phase change (`end_night`, `end_day`, `start_game`) forgets it.
fn write_command(w: &mut Writer, cmd: &Command, before: &[Command], last_step: &mut Option<usize>) {
    match cmd {
        Command::AddPlayer { name } => {
            w.byte(ADD_PLAYER);
            w.str(name);
        }
        Command::RenamePlayer { player: p, name } => {
            w.byte(RENAME_PLAYER);
            player(w, *p);
            w.str(name);
        }
        Command::RemovePlayer { player: p } => {
            w.byte(REMOVE_PLAYER);
            player(w, *p);
        }
        Command::MovePlayer { player: p, seat } => {
            w.byte(MOVE_PLAYER);
            player(w, *p);
            w.usize(*seat);
        }
        Command::ChooseScript { script } => {
            w.byte(CHOOSE_SCRIPT);
            write_script(w, script);
        }
        Command::AssignCharacters { assignments } => {
            w.byte(ASSIGN_CHARACTERS);
            w.usize(assignments.len());
            for a in assignments {
                // player << 3 | alignment (0 none, 1 good, 2 evil) << 1 | shown present.
                let align = a.alignment.map_or(0, |x| u64::from(alignment_code(x)) + 1);
                let flags = (align << 1) | u64::from(a.shown.is_some());
                w.varint((u64::from(a.player.0) << 3) | flags);
                w.character(&a.character);
                if let Some(s) = &a.shown {
                    w.character(s);
                }
            }
        }
        Command::SetBluffs { bluffs } => {
            w.byte(SET_BLUFFS);
            w.usize(bluffs.len());
            for b in bluffs {
                w.character(b);
            }
        }
        Command::StartGame => w.byte(START_GAME),
        Command::AddFabled { character } => {
            w.byte(ADD_FABLED);
            w.character(character);
        }
        Command::RemoveFabled { character } => {
            w.byte(REMOVE_FABLED);
            w.character(character);
        }
        Command::GoToStep { step } => {
            if *last_step == Some(step.wrapping_sub(1)) && *step > 0 {
                w.byte(NEXT_STEP);
            } else {
                w.byte(GO_TO_STEP);
                w.usize(*step);
            }
        }
        Command::Act {
            character,
            by,
            targets,
            guess,
        } => write_act(w, character, *by, targets, guess.as_deref(), before),
        Command::EndNight => w.byte(END_NIGHT),
        Command::GiveInfo {
            player: p,
            character,
            chosen,
            info,
        } => {
            w.byte(GIVE_INFO);
            player(w, *p);
            w.character(character);
            w.usize(chosen.len());
            for c in chosen {
                player(w, *c);
            }
            write_info(w, info);
        }
        Command::Nominate { nominator, nominee } => {
            w.byte(NOMINATE);
            player(w, *nominator);
            player(w, *nominee);
        }
        Command::Vote { voters } => {
            w.byte(VOTE);
            w.usize(voters.len());
            for v in voters {
                player(w, *v);
            }
        }
        Command::Hand { voter, raised } => {
            w.byte(HAND);
            w.varint((u64::from(voter.0) << 1) | u64::from(*raised));
        }
        Command::CloseVote => w.byte(CLOSE_VOTE),
        Command::Execute {
            player: p,
            survives,
        } => {
            w.byte(EXECUTE);
            w.varint((u64::from(p.0) << 1) | u64::from(*survives));
        }
        Command::EndDay => w.byte(END_DAY),
        Command::EndDayNoExecution => w.byte(END_DAY_NO_EXECUTION),
        Command::Die { player: p, cause } => {
            w.byte(DIE);
            w.varint((u64::from(p.0) << 2) | u64::from(cause_code(cause)));
        }
        Command::Revive { player: p } => {
            w.byte(REVIVE);
            player(w, *p);
        }
        Command::SetStatus {
            target,
            kind,
            source,
            duration,
            about,
        } => {
            w.byte(SET_STATUS);
            player(w, *target);
            // kind's low 2 bits | duration (2 bits) << 2 | source present << 4 | about present
            // << 5 | kind's third bit << 6 (kinds 4 and up);
            // a number of dusks (duration 3) follows as one byte
            let flags = (kind_code(*kind) & 3)
                | ((kind_code(*kind) >> 2) << 6)
                | (duration_code(*duration) << 2)
                | (u8::from(source.is_some()) << 4)
                | (u8::from(about.is_some()) << 5);
            w.byte(flags);
            if let Duration::Dusks(n) = duration {
                w.byte(*n);
            }
            if let Some(s) = source {
                player(w, *s);
            }
            if let Some(a) = about {
                w.str(a);
            }
        }
        Command::RemoveStatus { target, kind } => {
            w.byte(REMOVE_STATUS);
            player(w, *target);
            w.byte(kind_code(*kind));
        }
        Command::ChangeCharacter {
            player: p,
            character,
        } => {
            w.byte(CHANGE_CHARACTER);
            player(w, *p);
            w.character(character);
        }
        Command::ChangeAlignment {
            player: p,
            alignment,
        } => {
            w.byte(CHANGE_ALIGNMENT);
            w.varint((u64::from(p.0) << 1) | u64::from(alignment_code(*alignment)));
        }
        Command::SpendAbility { player: p } => {
            w.byte(SPEND_ABILITY);
            player(w, *p);
        }
        Command::SetGhostVote { player: p, held } => {
            w.byte(SET_GHOST_VOTE);
            w.varint((u64::from(p.0) << 1) | u64::from(*held));
        }
        Command::PlaceReminder {
            player: p,
            character,
            reminder,
        } => {
            w.byte(PLACE_REMINDER);
            player(w, *p);
            w.character(character);
            w.str(reminder);
        }
        Command::RemoveReminder {
            player: p,
            character,
            reminder,
        } => {
            w.byte(REMOVE_REMINDER);
            player(w, *p);
            w.character(character);
            w.str(reminder);
        }
        Command::Note { player: p, text } => {
            w.byte(NOTE);
            w.varint(p.map_or(0, |p| u64::from(p.0) + 1));
            w.str(text);
        }
        Command::Decide { index, pick } => {
            w.byte(DECIDE);
            w.usize(*index);
            w.usize(*pick);
        }
        Command::DismissPending { index } => {
            w.byte(DISMISS_PENDING);
            w.usize(*index);
        }
        Command::EndGame { winner, reason } => match reason {
            None => {
                w.byte(END_GAME);
                w.byte(alignment_code(*winner));
            }
            Some(reason) => {
                w.byte(END_GAME_DECLARED);
                w.byte(alignment_code(*winner));
                w.str(reason);
            }
        },
        Command::Override { command, reason } => {
            w.byte(OVERRIDE);
            w.str(reason);
            write_command(w, command, before, last_step);
        }
    }
    match cmd {
        Command::GoToStep { step } => *last_step = Some(*step),
        Command::StartGame | Command::EndNight | Command::EndDay | Command::EndDayNoExecution => {
            *last_step = None
        }
        _ => {}
    }
}

/// Reads one command; `depth` counts the `override`s around it.
fn read_command(
    r: &mut Reader,
    depth: u32,
    before: &[Command],
    last_step: &mut Option<usize>,
) -> Result<Command, ShareError> {
    let bad = ShareError::Malformed { what: "command" };
    let tag = r.byte()?;
    let cmd = match tag {
        ADD_PLAYER => Command::AddPlayer { name: r.str()? },
        RENAME_PLAYER => Command::RenamePlayer {
            player: read_player(r)?,
            name: r.str()?,
        },
        REMOVE_PLAYER => Command::RemovePlayer {
            player: read_player(r)?,
        },
        MOVE_PLAYER => Command::MovePlayer {
            player: read_player(r)?,
            seat: r.usize_max(MAX_INDEX)?,
        },
        CHOOSE_SCRIPT => Command::ChooseScript {
            script: read_script(r)?,
        },
        ASSIGN_CHARACTERS => {
            let n = r.count()?;
            let mut assignments = Vec::with_capacity(n);
            for _ in 0..n {
                let packed = r.varint()?;
                let id = u32::try_from(packed >> 3).map_err(|_| bad.clone())?;
                let alignment = match (packed >> 1) & 3 {
                    0 => None,
                    a => Some(read_alignment(a - 1)?),
                };
                let character = r.character()?;
                let shown = if packed & 1 == 1 {
                    Some(r.character()?)
                } else {
                    None
                };
                assignments.push(Assignment {
                    player: PlayerId(id),
                    character,
                    shown,
                    alignment,
                });
            }
            Command::AssignCharacters { assignments }
        }
        SET_BLUFFS => {
            let n = r.count()?;
            let mut bluffs = Vec::with_capacity(n);
            for _ in 0..n {
                bluffs.push(r.character()?);
            }
            Command::SetBluffs { bluffs }
        }
        SET_RED_HERRING => act("fortuneteller", None, read_player(r)?),
        START_GAME => Command::StartGame,
        ADD_FABLED => Command::AddFabled {
            character: r.character()?,
        },
        REMOVE_FABLED => Command::RemoveFabled {
            character: r.character()?,
        },
        GO_TO_STEP => Command::GoToStep {
            step: r.usize_max(MAX_INDEX)?,
        },
        NEXT_STEP => match *last_step {
            Some(s) if s < MAX_INDEX => Command::GoToStep { step: s + 1 },
            _ => return Err(bad),
        },
        POISON | PROTECT | CHOOSE_MASTER | SLAY => {
            let by = read_player(r)?;
            let character = match tag {
                POISON => "poisoner",
                PROTECT => "monk",
                CHOOSE_MASTER => "butler",
                _ => "slayer",
            };
            act(character, Some(by), read_player(r)?)
        }
        DEMON_KILL => {
            let demon = read_player(r)?;
            act(
                &crate::legacy::demon_of(before, demon),
                Some(demon),
                read_player(r)?,
            )
        }
        ACT | ACT_GUESS => {
            let character = r.character()?;
            let by = match r.varint()? {
                0 => None,
                p => Some(PlayerId(u32::try_from(p - 1).map_err(|_| bad.clone())?)),
            };
            let n = r.count()?;
            let mut targets = Vec::with_capacity(n);
            for _ in 0..n {
                targets.push(read_player(r)?);
            }
            let guess = if tag == ACT_GUESS {
                Some(r.character()?)
            } else {
                None
            };
            Command::Act {
                character,
                by,
                targets,
                guess,
            }
        }
        DECIDE => Command::Decide {
            index: r.usize_max(MAX_INDEX)?,
            pick: r.usize_max(MAX_INDEX)?,
        },
        END_NIGHT => Command::EndNight,
        GIVE_INFO => {
            let player = read_player(r)?;
            let character = r.character()?;
            let n = r.count()?;
            let mut chosen = Vec::with_capacity(n);
            for _ in 0..n {
                chosen.push(read_player(r)?);
            }
            Command::GiveInfo {
                player,
                character,
                chosen,
                info: read_info(r)?,
            }
        }
        HAND => {
            let packed = r.varint()?;
            Command::Hand {
                voter: PlayerId(u32::try_from(packed >> 1).map_err(|_| bad.clone())?),
                raised: packed & 1 == 1,
            }
        }
        CLOSE_VOTE => Command::CloseVote,
        NOMINATE => Command::Nominate {
            nominator: read_player(r)?,
            nominee: read_player(r)?,
        },
        VOTE => {
            let n = r.count()?;
            let mut voters = Vec::with_capacity(n);
            for _ in 0..n {
                voters.push(read_player(r)?);
            }
            Command::Vote { voters }
        }
        EXECUTE => {
            let packed = r.varint()?;
            Command::Execute {
                player: PlayerId(u32::try_from(packed >> 1).map_err(|_| bad.clone())?),
                survives: packed & 1 == 1,
            }
        }
        END_DAY => Command::EndDay,
        END_DAY_NO_EXECUTION => Command::EndDayNoExecution,
        DIE => {
            let packed = r.varint()?;
            let cause = match packed & 3 {
                0 => DeathCause::Execution,
                1 => DeathCause::Demon,
                2 => DeathCause::Slayer,
                _ => DeathCause::Storyteller,
            };
            Command::Die {
                player: PlayerId(u32::try_from(packed >> 2).map_err(|_| bad.clone())?),
                cause,
            }
        }
        REVIVE => Command::Revive {
            player: read_player(r)?,
        },
        SET_STATUS => {
            let target = read_player(r)?;
            let flags = r.byte()?;
            if flags >> 7 != 0 {
                return Err(bad);
            }
            let kind = read_kind(u64::from((flags & 3) | ((flags >> 6) << 2)))?;
            let duration = match (flags >> 2) & 3 {
                0 => Duration::UntilDusk,
                1 => Duration::UntilDawn,
                2 => Duration::Permanent,
                _ => Duration::Dusks(r.byte()?),
            };
            let source = if flags & 0x10 != 0 {
                Some(read_player(r)?)
            } else {
                None
            };
            let about = if flags & 0x20 != 0 {
                Some(r.str()?)
            } else {
                None
            };
            Command::SetStatus {
                target,
                kind,
                source,
                duration,
                about,
            }
        }
        REMOVE_STATUS => Command::RemoveStatus {
            target: read_player(r)?,
            kind: read_kind(u64::from(r.byte()?))?,
        },
        CHANGE_CHARACTER => Command::ChangeCharacter {
            player: read_player(r)?,
            character: r.character()?,
        },
        CHANGE_ALIGNMENT => {
            let packed = r.varint()?;
            Command::ChangeAlignment {
                player: PlayerId(u32::try_from(packed >> 1).map_err(|_| bad.clone())?),
                alignment: read_alignment(packed & 1)?,
            }
        }
        SPEND_ABILITY => Command::SpendAbility {
            player: read_player(r)?,
        },
        SET_GHOST_VOTE => {
            let packed = r.varint()?;
            Command::SetGhostVote {
                player: PlayerId(u32::try_from(packed >> 1).map_err(|_| bad.clone())?),
                held: packed & 1 == 1,
            }
        }
        PLACE_REMINDER => Command::PlaceReminder {
            player: read_player(r)?,
            character: r.character()?,
            reminder: r.str()?,
        },
        REMOVE_REMINDER => Command::RemoveReminder {
            player: read_player(r)?,
            character: r.character()?,
            reminder: r.str()?,
        },
        NOTE => {
            let p = r.varint()?;
            let player = match p {
                0 => None,
                p => Some(PlayerId(u32::try_from(p - 1).map_err(|_| bad.clone())?)),
            };
            Command::Note {
                player,
                text: r.str()?,
            }
        }
        DISMISS_PENDING => Command::DismissPending {
            index: r.usize_max(MAX_INDEX)?,
        },
        END_GAME => Command::EndGame {
            winner: read_alignment(u64::from(r.byte()?))?,
            reason: None,
        },
        END_GAME_DECLARED => Command::EndGame {
            winner: read_alignment(u64::from(r.byte()?))?,
            reason: Some(r.str()?),
        },
        OVERRIDE => {
            if depth >= MAX_OVERRIDE_DEPTH {
                return Err(bad);
            }
            let reason = r.str()?;
            let command = read_command(r, depth + 1, before, last_step)?;
            Command::Override {
                command: Box::new(command),
                reason,
            }
        }
        _ => return Err(bad),
    };
    match &cmd {
        Command::GoToStep { step } => *last_step = Some(*step),
        Command::StartGame | Command::EndNight | Command::EndDay | Command::EndDayNoExecution => {
            *last_step = None
        }
        _ => {}
    }
    Ok(cmd)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::sample;

    /// Every command variant, with every optional field both ways, survives the wire.
    #[test]
    fn every_command_round_trips_on_the_wire() {
        let p = PlayerId;
        let mut log = vec![
            Command::AddPlayer {
                name: "Zoé".into()
            },
            Command::RenamePlayer {
                player: p(0),
                name: "Zoé B".into(),
            },
            Command::RemovePlayer { player: p(3) },
            Command::MovePlayer {
                player: p(1),
                seat: 4,
            },
            Command::ChooseScript {
                script: Script::Edition {
                    edition: Edition::SectsAndViolets,
                },
            },
            Command::ChooseScript {
                script: Script::custom(vec!["imp".into(), "my_homebrew".into(), "chef".into()]),
            },
            Command::ChooseScript {
                script: Script::Custom {
                    characters: vec!["imp".into(), "myhomebrew".into(), "chef".into()],
                    name: Some("Les Ivrognes".into()),
                    author: None,
                    homebrew: vec![HomebrewDef {
                        id: "myhomebrew".into(),
                        name: "Mon Rôle".into(),
                        team: Team::Outsider,
                        ability: "Something odd.".into(),
                        first_night: Some(40),
                        other_night: None,
                        first_night_reminder: "Wake them.".into(),
                        other_night_reminder: String::new(),
                        reminders: vec!["Odd".into()],
                        reminders_global: vec!["Global".into()],
                        setup: true,
                        unknown: false,
                    }],
                    jinxes: Vec::new(),
                },
            },
            Command::ChooseScript {
                script: Script::Custom {
                    characters: vec!["fanggu".into(), "scarletwoman".into(), "chef".into()],
                    name: None,
                    author: None,
                    homebrew: Vec::new(),
                    jinxes: vec![ScriptJinx {
                        a: "chef".into(),
                        b: "fanggu".into(),
                        reason: "Le Cuistot compte le Fang Gu deux fois.".into(),
                    }],
                },
            },
            Command::ChooseScript {
                script: Script::Custom {
                    characters: vec!["imp".into(), "notknown".into()],
                    name: None,
                    author: None,
                    homebrew: vec![HomebrewDef {
                        id: "notknown".into(),
                        name: "not_known".into(),
                        team: Team::Townsfolk,
                        ability: String::new(),
                        first_night: Some(30),
                        other_night: None,
                        first_night_reminder: String::new(),
                        other_night_reminder: String::new(),
                        reminders: Vec::new(),
                        reminders_global: Vec::new(),
                        setup: true,
                        unknown: true,
                    }],
                    jinxes: Vec::new(),
                },
            },
            Command::ChooseScript {
                script: Script::Edition {
                    edition: Edition::Carousel,
                },
            },
            Command::AssignCharacters {
                assignments: vec![
                    Assignment {
                        player: p(0),
                        character: "drunk".into(),
                        shown: Some("chef".into()),
                        alignment: None,
                    },
                    Assignment {
                        player: p(300),
                        character: "thief".into(),
                        shown: None,
                        alignment: Some(Alignment::Evil),
                    },
                    Assignment {
                        player: p(2),
                        character: "not_a_character".into(),
                        shown: Some("also_unknown".into()),
                        alignment: Some(Alignment::Good),
                    },
                ],
            },
            Command::SetBluffs {
                bluffs: vec!["chef".into(), "monk".into(), "saint".into()],
            },
            Command::red_herring(p(2)),
            Command::StartGame,
            Command::GoToStep { step: 0 },
            Command::GoToStep { step: 1 },
            Command::GoToStep { step: 2 },
            Command::GoToStep { step: 7 },
            Command::act("poisoner", p(1), p(2)),
            Command::act("monk", p(1), p(2)),
            Command::act("butler", p(1), p(2)),
            Command::act("imp", p(1), p(2)),
            Command::Act {
                character: "myhomebrew".into(),
                by: Some(p(3)),
                targets: vec![p(1), p(2)],
                guess: None,
            },
            Command::Act {
                character: "monk".into(),
                by: None,
                targets: vec![],
                guess: None,
            },
            Command::Act {
                character: "fortuneteller".into(),
                by: Some(p(7)),
                targets: vec![p(1)],
                guess: None,
            },
            Command::Act {
                character: "gambler".into(),
                by: Some(p(2)),
                targets: vec![p(4)],
                guess: Some("imp".into()),
            },
            Command::EndNight,
            Command::GoToStep { step: 1 },
            Command::Nominate {
                nominator: p(1),
                nominee: p(2),
            },
            Command::Vote {
                voters: vec![p(4), p(1), p(9)],
            },
            Command::Vote { voters: vec![] },
            Command::Hand {
                voter: p(5),
                raised: true,
            },
            Command::Hand {
                voter: p(6),
                raised: false,
            },
            Command::CloseVote,
            Command::GiveInfo {
                player: p(2),
                character: "fortuneteller".into(),
                chosen: vec![p(1), p(3)],
                info: Info::YesNo { yes: true },
            },
            Command::GiveInfo {
                player: p(2),
                character: "washerwoman".into(),
                chosen: vec![],
                info: Info::Pair {
                    players: vec![p(1), p(4)],
                    character: "chef".into(),
                },
            },
            Command::GiveInfo {
                player: p(2),
                character: "imp".into(),
                chosen: vec![],
                info: Info::YouAre {
                    character: Some("imp".into()),
                    alignment: Some(Alignment::Evil),
                },
            },
            Command::GiveInfo {
                player: p(2),
                character: "empath".into(),
                chosen: vec![],
                info: Info::Number { value: 2 },
            },
            Command::GiveInfo {
                player: p(2),
                character: "savant".into(),
                chosen: vec![],
                info: Info::Statements {
                    statements: vec!["Amy is good".into(), "Two Outsiders".into()],
                },
            },
            Command::GiveInfo {
                player: p(2),
                character: "cannibal".into(),
                chosen: vec![],
                info: Info::HasAbility {
                    character: "butler".into(),
                },
            },
            Command::GiveInfo {
                player: p(2),
                character: "shugenja".into(),
                chosen: vec![],
                info: Info::Direction { clockwise: false },
            },
            Command::GiveInfo {
                player: p(2),
                character: "shugenja".into(),
                chosen: vec![],
                info: Info::Direction { clockwise: true },
            },
            Command::GiveInfo {
                player: p(1),
                character: "villageidiot".into(),
                chosen: vec![p(1)],
                info: Info::Alignment {
                    alignment: Some(Alignment::Evil),
                },
            },
            Command::GiveInfo {
                player: p(2),
                character: "general".into(),
                chosen: vec![],
                info: Info::Alignment { alignment: None },
            },
            Command::Execute {
                player: p(2),
                survives: false,
            },
            Command::Execute {
                player: p(2),
                survives: true,
            },
            Command::act("slayer", p(1), p(2)),
            Command::EndDay,
            Command::EndDayNoExecution,
            Command::Revive { player: p(2) },
            Command::SetStatus {
                target: p(1),
                kind: StatusKind::Mad,
                source: Some(p(3)),
                duration: Duration::Permanent,
                about: Some("being the Chef".into()),
            },
            Command::SetStatus {
                target: p(1),
                kind: StatusKind::Drunk,
                source: None,
                duration: Duration::UntilDawn,
                about: None,
            },
            Command::SetStatus {
                target: p(2),
                kind: StatusKind::Drunk,
                source: Some(p(1)),
                duration: Duration::Dusks(3),
                about: None,
            },
            Command::RemoveStatus {
                target: p(1),
                kind: StatusKind::Safe,
            },
            Command::RemoveStatus {
                target: p(1),
                kind: StatusKind::CannotDie,
            },
            Command::SetStatus {
                target: p(2),
                kind: StatusKind::CannotDie,
                source: Some(p(3)),
                duration: Duration::UntilDawn,
                about: Some("x".into()),
            },
            Command::ChangeCharacter {
                player: p(1),
                character: "imp".into(),
            },
            Command::ChangeAlignment {
                player: p(1),
                alignment: Alignment::Evil,
            },
            Command::SpendAbility { player: p(1) },
            Command::SetGhostVote {
                player: p(1),
                held: false,
            },
            Command::SetGhostVote {
                player: p(7),
                held: true,
            },
            Command::PlaceReminder {
                player: p(1),
                character: "poisoner".into(),
                reminder: "Poisoned".into(),
            },
            Command::RemoveReminder {
                player: p(1),
                character: "poisoner".into(),
                reminder: "Poisoned".into(),
            },
            Command::Note {
                player: None,
                text: "told the Chef 1".into(),
            },
            Command::Note {
                player: Some(p(0)),
                text: String::new(),
            },
            Command::DismissPending { index: 2 },
            Command::Decide {
                index: 1,
                pick: 300,
            },
            Command::EndGame {
                winner: Alignment::Evil,
                reason: Some("conceded".into()),
            },
            Command::EndGame {
                winner: Alignment::Good,
                reason: None,
            },
            Command::Override {
                command: Box::new(Command::act("monk", p(4), p(4))),
                reason: "house rule".into(),
            },
        ];
        for cause in [
            DeathCause::Execution,
            DeathCause::Demon,
            DeathCause::Slayer,
            DeathCause::Storyteller,
        ] {
            log.push(Command::Die {
                player: p(u32::MAX),
                cause,
            });
        }
        let config = GameConfig {
            seed: u64::MAX,
            name: "Friday".into(),
        };
        let bytes = game_bytes(&config, &log);
        let (c2, l2) = read_game(&bytes).unwrap();
        assert_eq!(c2, config);
        assert_eq!(l2, log);
        // Every tag is used by the list above.
        let mut names: Vec<_> = log.iter().map(|c| c.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 34);
    }

    /// An act is written with the one-byte tag of the old command of its character when that
    /// reads back the same: the Demon's attack costs what `demon_kill` did.
    #[test]
    fn common_acts_take_three_bytes() {
        let p = PlayerId;
        let assign = Command::AssignCharacters {
            assignments: vec![Assignment {
                player: p(0),
                character: "po".into(),
                shown: None,
                alignment: None,
            }],
        };
        let before = vec![assign];
        let size = |cmd: Command| {
            let mut w = Writer::new();
            write_command(&mut w, &cmd, &before, &mut None);
            w.into_bytes().len()
        };
        assert_eq!(size(Command::act("po", p(0), p(2))), 3);
        assert_eq!(size(Command::act("poisoner", p(4), p(2))), 3);
        assert_eq!(size(Command::red_herring(p(2))), 2);
        // The Imp's attack by the Po's player is not what the short tag reads back.
        assert!(size(Command::act("imp", p(0), p(2))) > 3);
    }

    #[test]
    fn a_game_round_trips_through_its_link() {
        let game = sample::realistic_game(15, 3, 7);
        let link = encode_game(&game);
        let back = decode_game(&link).unwrap();
        assert_eq!(back.config(), game.config());
        assert_eq!(back.log(), game.log());
        assert_eq!(back.state(), game.state());
        assert_eq!(encode_game(&back), link);
    }

    #[test]
    fn an_illegal_log_is_refused_with_its_index() {
        let config = GameConfig::default();
        let log = vec![
            Command::AddPlayer { name: "A".into() },
            Command::AddPlayer { name: "A".into() },
        ];
        for link in [
            codec::pack(LinkKind::Game, &link_bytes(&config, &log)),
            codec::pack_version(LinkKind::Game, 1, &game_bytes(&config, &log)),
        ] {
            match decode_game(&link) {
                Err(ShareError::IllegalLog { index: 1, error }) => {
                    assert_eq!(error.code(), "NameTaken")
                }
                other => panic!("{other:?}"),
            }
        }
    }

    /// A `g2.` link names its game: Blood on the Clocktower's opens, another game's is refused
    /// by name; a `g1.` link, written before links named their game, holds the same game
    /// without the id.
    #[test]
    fn links_name_their_game_and_older_links_still_open() {
        let game = sample::realistic_game(7, 2, 1);
        let link = encode_game(&game);
        assert!(link.starts_with("g2."));
        let (version, bytes) = codec::unpack_versioned(&link, LinkKind::Game).unwrap();
        assert_eq!(version, 2);
        let mut w = Writer::new();
        w.str("botc");
        assert!(bytes.starts_with(&w.into_bytes()));
        assert_eq!(decode_game(&link).unwrap().log(), game.log());
        let old = codec::pack_version(LinkKind::Game, 1, &game_bytes(game.config(), game.log()));
        assert_eq!(decode_game(&old).unwrap().state(), game.state());
        let mut w = Writer::new();
        w.str("quintebourg");
        let mut other = w.into_bytes();
        other.extend(game_bytes(game.config(), game.log()));
        assert_eq!(
            decode_game(&codec::pack(LinkKind::Game, &other)).err(),
            Some(ShareError::OtherGame {
                ruleset: "quintebourg".into()
            })
        );
    }

    #[test]
    fn nested_overrides_and_unknown_tags_are_refused() {
        let mut bytes = vec![0, 0, 1];
        bytes.extend([OVERRIDE, 0, OVERRIDE, 0, OVERRIDE, 0, START_GAME]);
        assert!(matches!(
            game_from_bytes(&bytes),
            Err(ShareError::Malformed { .. })
        ));
        assert!(matches!(
            game_from_bytes(&[0, 0, 1, 200]),
            Err(ShareError::Malformed { .. })
        ));
        // "Next step" with no step before it.
        assert!(matches!(
            game_from_bytes(&[0, 0, 1, NEXT_STEP]),
            Err(ShareError::Malformed { .. })
        ));
        assert_eq!(
            game_from_bytes(&[0, 0, 2, START_GAME]).err(),
            Some(ShareError::Truncated)
        );
        assert!(matches!(
            game_from_bytes(&[0, 0, 0, 0]),
            Err(ShareError::TrailingBytes { count: 1 })
        ));
    }
}
