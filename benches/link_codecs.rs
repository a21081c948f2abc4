//! Game-link length and speed of library encodings against the hand-written codec, under the
//! same envelope: `cargo bench --bench link_codecs [runs]`.
//!
//! The games are those of `benches/share.rs`: realistic Trouble Brewing games of 5, 10, 15 and
//! 20 players after 1, 3 and 6 days (`sample::realistic_game(players, days, 20 + players)`).
//! The hand codec is today's `g2.` link (`share::encode_game`). Each library writes the pair
//! (configuration, log), and the bytes are packed with `table::envelope::pack('g', 2, …)`, so
//! only the body differs: zlib, base64url and the prefix are the same for every column.
//!
//! The engine's serde derives are shaped for readable JSON: internally tagged enums (`"type"`,
//! `"kind"`), fields left out when empty (`skip_serializing_if`), the same in `GameConfig`.
//! A format that is not self-describing (postcard, bincode) writes such types, but cannot read
//! them back: an internally tagged enum needs `deserialize_any`, and a left-out field shifts
//! every field after it. So the libraries are measured two ways:
//!
//! - on `LinkGame`, below: the same configuration and commands as serde types shaped for a
//!   binary format (externally tagged enums, every field written), converted from and back to
//!   the engine's types; the conversion is counted in the times. Every decode is checked to
//!   give back the original configuration and log, on the benchmark's games and on random
//!   games that use every command.
//! - on the engine's types as derived: MessagePack with field names (`rmp_serde::to_vec_named`)
//!   reads them back (checked the same way); postcard, bincode and compact MessagePack are
//!   shown for their length only when they cannot read back their own bytes.
//!
//! Printed: the link length (characters of the fragment) and the raw, uncompressed byte count
//! of each encoding, then the medians of encoding (game → link) and decoding (link →
//! configuration and log; the replay through the engine is the same for every codec and is
//! left out), every codec timed in turn within each run. The hand codec's only public decoder
//! replays the game, so it is timed on the same log after one command the rules refuse at once:
//! every command is read, and the replay stops at the first.

use std::time::{Duration as Elapsed, Instant};

use botc::character::{Alignment, Edition, HomebrewDef};
use botc::command::{Assignment, Command};
use botc::death::DeathCause;
use botc::info::Info;
use botc::script::Script;
use botc::seat::PlayerId;
use botc::share::{self, sample};
use botc::status::{Duration, StatusKind};
use botc::{Game, GameConfig};
use serde::{Deserialize, Serialize};

// ---- The same game as serde types shaped for a binary format ----

/// The configuration with every field written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct LinkConfig {
    seed: u64,
    name: String,
}

/// [`Assignment`] with every field written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct LinkAssignment {
    player: PlayerId,
    character: String,
    shown: Option<String>,
    alignment: Option<Alignment>,
}

/// [`Script`], externally tagged. Homebrew characters (custom scripts only; none in the
/// benchmark's games) travel as their JSON, since their own serde shape is JSON's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum LinkScript {
    Edition {
        edition: Edition,
    },
    Custom {
        characters: Vec<String>,
        name: Option<String>,
        author: Option<String>,
        homebrew_json: String,
    },
}

/// [`Info`], externally tagged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum LinkInfo {
    Pair {
        players: Vec<PlayerId>,
        character: String,
    },
    Number {
        value: u32,
    },
    YesNo {
        yes: bool,
    },
    Character {
        character: String,
    },
    Players {
        players: Vec<PlayerId>,
    },
    YouAre {
        character: Option<String>,
        alignment: Option<Alignment>,
    },
    SelectedYou {
        character: String,
    },
    Characters {
        characters: Vec<String>,
    },
    Statements {
        statements: Vec<String>,
    },
    Direction {
        clockwise: bool,
    },
    Alignment {
        alignment: Option<Alignment>,
    },
}

/// [`Command`], externally tagged (a varint variant index in postcard and bincode), every
/// field written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum LinkCommand {
    AddPlayer {
        name: String,
    },
    RenamePlayer {
        player: PlayerId,
        name: String,
    },
    RemovePlayer {
        player: PlayerId,
    },
    MovePlayer {
        player: PlayerId,
        seat: usize,
    },
    ChooseScript {
        script: LinkScript,
    },
    AssignCharacters {
        assignments: Vec<LinkAssignment>,
    },
    SetBluffs {
        bluffs: Vec<String>,
    },
    StartGame,
    Act {
        character: String,
        by: Option<PlayerId>,
        targets: Vec<PlayerId>,
        guess: Option<String>,
    },
    GoToStep {
        step: usize,
    },
    EndNight,
    GiveInfo {
        player: PlayerId,
        character: String,
        chosen: Vec<PlayerId>,
        info: LinkInfo,
    },
    Nominate {
        nominator: PlayerId,
        nominee: PlayerId,
    },
    Vote {
        voters: Vec<PlayerId>,
    },
    Hand {
        voter: PlayerId,
        raised: bool,
    },
    CloseVote,
    Execute {
        player: PlayerId,
        survives: bool,
    },
    EndDay,
    EndDayNoExecution,
    Die {
        player: PlayerId,
        cause: DeathCause,
    },
    Revive {
        player: PlayerId,
    },
    SetStatus {
        target: PlayerId,
        kind: StatusKind,
        source: Option<PlayerId>,
        duration: Duration,
        about: Option<String>,
    },
    RemoveStatus {
        target: PlayerId,
        kind: StatusKind,
    },
    ChangeCharacter {
        player: PlayerId,
        character: String,
    },
    ChangeAlignment {
        player: PlayerId,
        alignment: Alignment,
    },
    SpendAbility {
        player: PlayerId,
    },
    SetGhostVote {
        player: PlayerId,
        held: bool,
    },
    PlaceReminder {
        player: PlayerId,
        character: String,
        reminder: String,
    },
    RemoveReminder {
        player: PlayerId,
        character: String,
        reminder: String,
    },
    Note {
        player: Option<PlayerId>,
        text: String,
    },
    Decide {
        index: usize,
        pick: usize,
    },
    DismissPending {
        index: usize,
    },
    EndGame {
        winner: Alignment,
        reason: Option<String>,
    },
    Override {
        command: Box<LinkCommand>,
        reason: String,
    },
}

/// A game's configuration and log, as the libraries write them.
type LinkGame = (LinkConfig, Vec<LinkCommand>);

fn link_script(s: &Script) -> LinkScript {
    match s {
        Script::Edition { edition } => LinkScript::Edition { edition: *edition },
        Script::Custom {
            characters,
            name,
            author,
            homebrew,
            ..
        } => LinkScript::Custom {
            characters: characters.clone(),
            name: name.clone(),
            author: author.clone(),
            homebrew_json: if homebrew.is_empty() {
                String::new()
            } else {
                serde_json::to_string(homebrew).expect("homebrew characters as JSON")
            },
        },
    }
}

fn engine_script(s: LinkScript) -> Script {
    match s {
        LinkScript::Edition { edition } => Script::Edition { edition },
        LinkScript::Custom {
            characters,
            name,
            author,
            homebrew_json,
        } => Script::Custom {
            characters,
            name,
            author,
            homebrew: if homebrew_json.is_empty() {
                Vec::new()
            } else {
                serde_json::from_str::<Vec<HomebrewDef>>(&homebrew_json)
                    .expect("homebrew characters from JSON")
            },
            jinxes: Vec::new(),
        },
    }
}

fn link_info(i: &Info) -> LinkInfo {
    match i {
        Info::Pair { players, character } => LinkInfo::Pair {
            players: players.clone(),
            character: character.clone(),
        },
        Info::Number { value } => LinkInfo::Number { value: *value },
        Info::YesNo { yes } => LinkInfo::YesNo { yes: *yes },
        Info::Character { character } => LinkInfo::Character {
            character: character.clone(),
        },
        Info::Players { players } => LinkInfo::Players {
            players: players.clone(),
        },
        Info::YouAre {
            character,
            alignment,
        } => LinkInfo::YouAre {
            character: character.clone(),
            alignment: *alignment,
        },
        Info::SelectedYou { character } => LinkInfo::SelectedYou {
            character: character.clone(),
        },
        Info::Characters { characters } => LinkInfo::Characters {
            characters: characters.clone(),
        },
        Info::Statements { statements } => LinkInfo::Statements {
            statements: statements.clone(),
        },
        Info::Direction { clockwise } => LinkInfo::Direction {
            clockwise: *clockwise,
        },
        Info::Alignment { alignment } => LinkInfo::Alignment {
            alignment: *alignment,
        },
        // A character's ability gained (the Cannibal told): the same shape as a character.
        Info::HasAbility { character } => LinkInfo::Character {
            character: character.clone(),
        },
    }
}

fn engine_info(i: LinkInfo) -> Info {
    match i {
        LinkInfo::Pair { players, character } => Info::Pair { players, character },
        LinkInfo::Number { value } => Info::Number { value },
        LinkInfo::YesNo { yes } => Info::YesNo { yes },
        LinkInfo::Character { character } => Info::Character { character },
        LinkInfo::Players { players } => Info::Players { players },
        LinkInfo::YouAre {
            character,
            alignment,
        } => Info::YouAre {
            character,
            alignment,
        },
        LinkInfo::SelectedYou { character } => Info::SelectedYou { character },
        LinkInfo::Characters { characters } => Info::Characters { characters },
        LinkInfo::Statements { statements } => Info::Statements { statements },
        LinkInfo::Direction { clockwise } => Info::Direction { clockwise },
        LinkInfo::Alignment { alignment } => Info::Alignment { alignment },
    }
}

fn link_command(c: &Command) -> LinkCommand {
    use Command as C;
    use LinkCommand as L;
    match c {
        C::AddPlayer { name } => L::AddPlayer { name: name.clone() },
        C::RenamePlayer { player, name } => L::RenamePlayer {
            player: *player,
            name: name.clone(),
        },
        C::RemovePlayer { player } => L::RemovePlayer { player: *player },
        C::MovePlayer { player, seat } => L::MovePlayer {
            player: *player,
            seat: *seat,
        },
        C::ChooseScript { script } => L::ChooseScript {
            script: link_script(script),
        },
        C::AssignCharacters { assignments } => L::AssignCharacters {
            assignments: assignments
                .iter()
                .map(|a| LinkAssignment {
                    player: a.player,
                    character: a.character.clone(),
                    shown: a.shown.clone(),
                    alignment: a.alignment,
                })
                .collect(),
        },
        C::SetBluffs { bluffs } => L::SetBluffs {
            bluffs: bluffs.clone(),
        },
        C::StartGame => L::StartGame,
        // The compared codecs have no Fabled command: measured as a note of the same length.
        C::AddFabled { character } | C::RemoveFabled { character } => L::Note {
            player: None,
            text: character.clone(),
        },
        C::Act {
            character,
            by,
            targets,
            guess,
        } => L::Act {
            character: character.clone(),
            by: *by,
            targets: targets.clone(),
            guess: guess.clone(),
        },
        C::GoToStep { step } => L::GoToStep { step: *step },
        C::EndNight => L::EndNight,
        C::GiveInfo {
            player,
            character,
            chosen,
            info,
        } => L::GiveInfo {
            player: *player,
            character: character.clone(),
            chosen: chosen.clone(),
            info: link_info(info),
        },
        C::Nominate { nominator, nominee } => L::Nominate {
            nominator: *nominator,
            nominee: *nominee,
        },
        C::Vote { voters } => L::Vote {
            voters: voters.clone(),
        },
        C::Hand { voter, raised } => L::Hand {
            voter: *voter,
            raised: *raised,
        },
        C::CloseVote => L::CloseVote,
        C::Execute { player, survives } => L::Execute {
            player: *player,
            survives: *survives,
        },
        C::EndDay => L::EndDay,
        C::EndDayNoExecution => L::EndDayNoExecution,
        C::Die { player, cause } => L::Die {
            player: *player,
            cause: cause.clone(),
        },
        C::Revive { player } => L::Revive { player: *player },
        C::SetStatus {
            target,
            kind,
            source,
            duration,
            about,
        } => L::SetStatus {
            target: *target,
            kind: *kind,
            source: *source,
            duration: *duration,
            about: about.clone(),
        },
        C::RemoveStatus { target, kind } => L::RemoveStatus {
            target: *target,
            kind: *kind,
        },
        C::ChangeCharacter { player, character } => L::ChangeCharacter {
            player: *player,
            character: character.clone(),
        },
        C::ChangeAlignment { player, alignment } => L::ChangeAlignment {
            player: *player,
            alignment: *alignment,
        },
        C::SpendAbility { player } => L::SpendAbility { player: *player },
        C::SetGhostVote { player, held } => L::SetGhostVote {
            player: *player,
            held: *held,
        },
        C::PlaceReminder {
            player,
            character,
            reminder,
        } => L::PlaceReminder {
            player: *player,
            character: character.clone(),
            reminder: reminder.clone(),
        },
        C::RemoveReminder {
            player,
            character,
            reminder,
        } => L::RemoveReminder {
            player: *player,
            character: character.clone(),
            reminder: reminder.clone(),
        },
        C::Note { player, text } => L::Note {
            player: *player,
            text: text.clone(),
        },
        C::DismissPending { index } => L::DismissPending { index: *index },
        C::Decide { index, pick } => L::Decide {
            index: *index,
            pick: *pick,
        },
        C::EndGame { winner, reason } => L::EndGame {
            winner: *winner,
            reason: reason.clone(),
        },
        C::Override { command, reason } => L::Override {
            command: Box::new(link_command(command)),
            reason: reason.clone(),
        },
    }
}

fn engine_command(c: LinkCommand) -> Command {
    use Command as C;
    use LinkCommand as L;
    match c {
        L::AddPlayer { name } => C::AddPlayer { name },
        L::RenamePlayer { player, name } => C::RenamePlayer { player, name },
        L::RemovePlayer { player } => C::RemovePlayer { player },
        L::MovePlayer { player, seat } => C::MovePlayer { player, seat },
        L::ChooseScript { script } => C::ChooseScript {
            script: engine_script(script),
        },
        L::AssignCharacters { assignments } => C::AssignCharacters {
            assignments: assignments
                .into_iter()
                .map(|a| Assignment {
                    player: a.player,
                    character: a.character,
                    shown: a.shown,
                    alignment: a.alignment,
                })
                .collect(),
        },
        L::SetBluffs { bluffs } => C::SetBluffs { bluffs },
        L::Act {
            character,
            by,
            targets,
            guess,
        } => C::Act {
            character,
            by,
            targets,
            guess,
        },
        L::StartGame => C::StartGame,
        L::GoToStep { step } => C::GoToStep { step },
        L::EndNight => C::EndNight,
        L::GiveInfo {
            player,
            character,
            chosen,
            info,
        } => C::GiveInfo {
            player,
            character,
            chosen,
            info: engine_info(info),
        },
        L::Nominate { nominator, nominee } => C::Nominate { nominator, nominee },
        L::Vote { voters } => C::Vote { voters },
        L::Hand { voter, raised } => C::Hand { voter, raised },
        L::CloseVote => C::CloseVote,
        L::Execute { player, survives } => C::Execute { player, survives },
        L::EndDay => C::EndDay,
        L::EndDayNoExecution => C::EndDayNoExecution,
        L::Die { player, cause } => C::Die { player, cause },
        L::Revive { player } => C::Revive { player },
        L::SetStatus {
            target,
            kind,
            source,
            duration,
            about,
        } => C::SetStatus {
            target,
            kind,
            source,
            duration,
            about,
        },
        L::RemoveStatus { target, kind } => C::RemoveStatus { target, kind },
        L::ChangeCharacter { player, character } => C::ChangeCharacter { player, character },
        L::ChangeAlignment { player, alignment } => C::ChangeAlignment { player, alignment },
        L::SpendAbility { player } => C::SpendAbility { player },
        L::SetGhostVote { player, held } => C::SetGhostVote { player, held },
        L::PlaceReminder {
            player,
            character,
            reminder,
        } => C::PlaceReminder {
            player,
            character,
            reminder,
        },
        L::RemoveReminder {
            player,
            character,
            reminder,
        } => C::RemoveReminder {
            player,
            character,
            reminder,
        },
        L::Note { player, text } => C::Note { player, text },
        L::DismissPending { index } => C::DismissPending { index },
        L::Decide { index, pick } => C::Decide { index, pick },
        L::EndGame { winner, reason } => C::EndGame { winner, reason },
        L::Override { command, reason } => C::Override {
            command: Box::new(engine_command(*command)),
            reason,
        },
    }
}

fn to_link_game(config: &GameConfig, log: &[Command]) -> LinkGame {
    (
        LinkConfig {
            seed: config.seed,
            name: config.name.clone(),
        },
        log.iter().map(link_command).collect(),
    )
}

fn from_link_game((config, log): LinkGame) -> (GameConfig, Vec<Command>) {
    (
        GameConfig {
            seed: config.seed,
            name: config.name,
        },
        log.into_iter().map(engine_command).collect(),
    )
}

// ---- The codecs ----

/// A game's configuration and log, decoded.
type Decoded = (GameConfig, Vec<Command>);

/// A library encoding: the body bytes of a game, and the game back from them (`Err` with the
/// library's message when it cannot read them).
struct Codec {
    name: &'static str,
    encode: fn(&GameConfig, &[Command]) -> Vec<u8>,
    decode: fn(&[u8]) -> Result<Decoded, String>,
}

fn bincode_config() -> bincode::config::Configuration {
    // Little-endian, varint integers: bincode 2's standard.
    bincode::config::standard()
}

/// Game → bytes → `g2.` link, for a library.
fn library_link(codec: &Codec, game: &Game) -> String {
    table::envelope::pack('g', 2, &(codec.encode)(game.config(), game.log()))
}

/// `g2.` link → bytes → configuration and log, for a library.
fn library_unlink(codec: &Codec, link: &str) -> Result<Decoded, String> {
    let (version, bytes) = table::envelope::unpack(link, 'g', &[2], &['g'])
        .map_err(|e| e.to_string())?
        .map_err(|letter| format!("a link of kind {letter}"))?;
    assert_eq!(version, 2);
    (codec.decode)(&bytes)
}

fn codecs() -> Vec<Codec> {
    vec![
        Codec {
            name: "postcard",
            encode: |c, l| postcard::to_allocvec(&to_link_game(c, l)).expect("postcard"),
            decode: |b| {
                postcard::from_bytes::<LinkGame>(b)
                    .map(from_link_game)
                    .map_err(|e| e.to_string())
            },
        },
        Codec {
            name: "bincode 2",
            encode: |c, l| {
                bincode::serde::encode_to_vec(to_link_game(c, l), bincode_config())
                    .expect("bincode")
            },
            decode: |b| {
                bincode::serde::decode_from_slice::<LinkGame, _>(b, bincode_config())
                    .map(|(g, _)| from_link_game(g))
                    .map_err(|e| e.to_string())
            },
        },
        Codec {
            name: "msgpack",
            encode: |c, l| rmp_serde::to_vec(&to_link_game(c, l)).expect("rmp-serde"),
            decode: |b| {
                rmp_serde::from_slice::<LinkGame>(b)
                    .map(from_link_game)
                    .map_err(|e| e.to_string())
            },
        },
        Codec {
            name: "msgpack named, engine types",
            encode: |c, l| rmp_serde::to_vec_named(&(c, l)).expect("rmp-serde"),
            decode: |b| rmp_serde::from_slice::<Decoded>(b).map_err(|e| e.to_string()),
        },
        Codec {
            name: "msgpack, engine types",
            encode: |c, l| rmp_serde::to_vec(&(c, l)).expect("rmp-serde"),
            decode: |b| rmp_serde::from_slice::<Decoded>(b).map_err(|e| e.to_string()),
        },
        Codec {
            name: "postcard, engine types",
            encode: |c, l| postcard::to_allocvec(&(c, l)).expect("postcard"),
            decode: |b| postcard::from_bytes::<Decoded>(b).map_err(|e| e.to_string()),
        },
        Codec {
            name: "bincode 2, engine types",
            encode: |c, l| {
                bincode::serde::encode_to_vec((c, l), bincode_config()).expect("bincode")
            },
            decode: |b| {
                bincode::serde::decode_from_slice::<Decoded, _>(b, bincode_config())
                    .map(|(g, _)| g)
                    .map_err(|e| e.to_string())
            },
        },
    ]
}

/// Whether `codec` reads its own link of `game` back to the same configuration and log.
fn round_trips(codec: &Codec, game: &Game) -> Result<(), String> {
    let link = library_link(codec, game);
    let (config, log) = library_unlink(codec, &link)?;
    if &config != game.config() {
        return Err("another configuration".into());
    }
    match log.iter().zip(game.log()).position(|(a, b)| a != b) {
        Some(i) => Err(format!("command {i} differs")),
        None if log.len() != game.log().len() => Err("another number of commands".into()),
        None => Ok(()),
    }
}

// ---- Timing ----

/// The median time of each of `fs`, timed in turn within each run, so that a busy machine
/// slows them alike.
fn medians(runs: usize, fs: &mut [Box<dyn FnMut() + '_>]) -> Vec<Elapsed> {
    for f in fs.iter_mut() {
        f();
    }
    let mut times = vec![Vec::with_capacity(runs); fs.len()];
    for _ in 0..runs {
        for (f, t) in fs.iter_mut().zip(&mut times) {
            let start = Instant::now();
            f();
            t.push(start.elapsed());
        }
    }
    times
        .into_iter()
        .map(|mut t| {
            t.sort_unstable();
            t[t.len() / 2]
        })
        .collect()
}

/// A `g2.` link of `game`'s log after one command the rules refuse at once (`EndNight`
/// during setup): `decode_game` reads every command, then its replay stops at the first, so
/// it times the hand decoder without the replay.
fn refused_at_once(game: &Game) -> String {
    let mut log = vec![Command::EndNight];
    log.extend_from_slice(game.log());
    let link = share::codec::pack(
        share::LinkKind::Game,
        &share::game_link::link_bytes(game.config(), &log),
    );
    match share::decode_game(&link) {
        Err(share::ShareError::IllegalLog { index: 0, .. }) => link,
        other => panic!("expected a log refused at its first command, got {other:?}"),
    }
}

fn us(d: Elapsed) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e6)
}

fn main() {
    let runs = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(200);
    let codecs = codecs();
    let cases: Vec<(usize, u32, Game)> = [5, 10, 15, 20]
        .into_iter()
        .flat_map(|players| {
            [1, 3, 6].into_iter().map(move |days| {
                (
                    players,
                    days,
                    sample::realistic_game(players, days, 20 + players as u64),
                )
            })
        })
        .collect();

    // Which codecs read their own links back: the benchmark's games, then random games of
    // every command type (custom scripts, overrides, notes, statuses).
    let random: Vec<Game> = (0..40).map(|seed| sample::random_game(seed, 400)).collect();
    let readable: Vec<bool> = codecs
        .iter()
        .map(|codec| {
            let failure = cases
                .iter()
                .map(|(_, _, g)| g)
                .chain(&random)
                .find_map(|g| round_trips(codec, g).err());
            match failure {
                None => {
                    println!("{}: every game reads back as it was", codec.name);
                    true
                }
                Some(e) => {
                    println!("{}: does not read back ({e})", codec.name);
                    false
                }
            }
        })
        .collect();
    // The encodings measured on binary-shaped types must read back; so must MessagePack with
    // field names on the engine's own types.
    for (codec, ok) in codecs.iter().zip(&readable) {
        if !codec.name.ends_with("engine types") || codec.name.starts_with("msgpack named") {
            assert!(ok, "{} must read its links back", codec.name);
        }
    }

    let short = |name: &str| -> String {
        name.replace("msgpack named, engine types", "mp-named*")
            .replace(", engine types", "*")
    };
    let header = |what: &str| {
        print!(
            "{:>7} {:>4} {:>8} {:>9}",
            "players", "days", "commands", what
        );
        for c in &codecs {
            print!(" {:>10}", short(c.name));
        }
        println!();
    };

    println!("\nLink length in characters (the fragment: `g2.` + base64url(zlib(body)))");
    println!("* the engine's own serde types; those that do not read back are marked (x)");
    header("hand g2");
    for (players, days, game) in &cases {
        print!(
            "{:>7} {:>4} {:>8} {:>9}",
            players,
            days,
            game.log().len(),
            share::encode_game(game).len()
        );
        for (c, ok) in codecs.iter().zip(&readable) {
            let len = library_link(c, game).len();
            let cell = if *ok {
                len.to_string()
            } else {
                format!("{len}(x)")
            };
            print!(" {cell:>10}");
        }
        println!();
    }

    println!("\nRaw body in bytes (uncompressed; the hand codec's includes the ruleset id `botc`, 5 bytes)");
    header("hand g2");
    for (players, days, game) in &cases {
        print!(
            "{:>7} {:>4} {:>8} {:>9}",
            players,
            days,
            game.log().len(),
            share::game_link::link_bytes(game.config(), game.log()).len()
        );
        for c in &codecs {
            print!(" {:>10}", (c.encode)(game.config(), game.log()).len());
        }
        println!();
    }

    println!(
        "\nMedian times in µs ({runs} runs, every codec timed in turn within each run): \
         encode = game → link; decode = link → configuration and log, without the replay"
    );
    println!(
        "hand dec = decode_game of the same log after one command refused at once (the replay \
         stops there); replay = Game::from_log of the log, for scale"
    );
    let timed: Vec<&Codec> = codecs
        .iter()
        .zip(&readable)
        .filter(|(_, ok)| **ok)
        .map(|(c, _)| c)
        .collect();
    print!(
        "{:>7} {:>4} {:>9} {:>9} {:>9}",
        "players", "days", "hand enc", "hand dec", "replay"
    );
    for c in &timed {
        let name = short(c.name);
        print!(
            " {:>13} {:>13}",
            format!("{name} enc"),
            format!("{name} dec")
        );
    }
    println!();
    for (players, days, game) in &cases {
        let hand = refused_at_once(game);
        let links: Vec<String> = timed.iter().map(|c| library_link(c, game)).collect();
        let mut fs: Vec<Box<dyn FnMut()>> = vec![
            Box::new(|| {
                std::hint::black_box(share::encode_game(std::hint::black_box(game)));
            }),
            Box::new(|| {
                std::hint::black_box(share::decode_game(std::hint::black_box(&hand)).ok());
            }),
            Box::new(|| {
                let (config, log) = (game.config().clone(), game.log().to_vec());
                std::hint::black_box(Game::from_log(config, log).ok());
            }),
        ];
        for (c, link) in timed.iter().zip(&links) {
            fs.push(Box::new(move || {
                std::hint::black_box(library_link(c, std::hint::black_box(game)));
            }));
            fs.push(Box::new(move || {
                std::hint::black_box(library_unlink(c, std::hint::black_box(link)).ok());
            }));
        }
        let m = medians(runs, &mut fs);
        print!(
            "{:>7} {:>4} {:>9} {:>9} {:>9}",
            players,
            days,
            us(m[0]),
            us(m[1]),
            us(m[2])
        );
        for pair in m[3..].chunks(2) {
            print!(" {:>13} {:>13}", us(pair[0]), us(pair[1]));
        }
        println!();
    }

    let case = cases
        .iter()
        .find(|(p, d, _)| *p == 15 && *d == 3)
        .map(|(_, _, g)| g)
        .expect("15 players after 3 days");
    let best = timed
        .iter()
        .map(|c| (library_link(c, case).len(), c.name))
        .min()
        .expect("a library that reads back");
    println!(
        "\n15 players after 3 days: hand g2 {} characters; shortest library that reads back: {} \
         at {} characters ({} 600)",
        share::encode_game(case).len(),
        best.1,
        best.0,
        if best.0 <= 600 { "within" } else { "over" }
    );
}
