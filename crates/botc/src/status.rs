//! Drunkenness, poisoning, demon protection and madness: states with a source and a duration.
//!
//! 001: "À tout moment, un joueur est soit sobre, soit ivre, et soit sain, soit empoisonné" —
//! the two are independent and both switch the player's ability off. 000/003: the effects of an
//! ability end as soon as its holder loses the ability ("Julien poisons Clara, then Alexandre
//! poisons Julien → Clara is no longer poisoned"), so a status is never stored as simply "on":
//! whether it is in force is worked out from its source every time it is asked.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;

/// What a status does to its holder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StatusKind {
    /// 001: the ability does not work; the player may get false information.
    Drunk,
    /// 001: same effect as drunk, and independent of it.
    Poisoned,
    /// Safe from the Demon tonight (Monk's protection; 000/003: "if the Monk protects the Empath,
    /// then the Demon attacks the Empath, the Empath does not die").
    Safe,
    /// 001 (madness): the player must be "mad" about the character the status names
    /// ([`Status::about`]) for as long as it lasts (the Cerenovus's: until the dusk after the
    /// day it is for); the Storyteller judges it and may execute them for breaking it
    /// ([`crate::madness`]).
    Mad,
    /// Cannot die tonight, by any means but an ability that kills "even if they could not"
    /// (the Innkeeper's two players; character ability text). Unlike [`StatusKind::Safe`],
    /// which only stops the Demon.
    CannotDie,
}

/// Who caused a status.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Source {
    /// The Storyteller placed it (a rule, a Fabled, or a decision the engine does not model).
    Storyteller,
    /// A player's character ability placed it; it lasts only while that player keeps that
    /// ability (000/003).
    Player {
        /// The player whose ability caused it.
        player: PlayerId,
        /// The character whose ability caused it (the effect ends if the player changes
        /// character).
        character: String,
    },
}

/// How long a status lasts at most, even while its source keeps its ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Removed at the next dusk (the Poisoner's "tonight and tomorrow day").
    UntilDusk,
    /// Removed at the next dawn (the Monk's "tonight").
    UntilDawn,
    /// Stays until the Storyteller removes it or its source loses its ability.
    Permanent,
    /// Removed at the n-th dusk after it was placed, counting the dusk that ends the day it
    /// was placed in (or, placed at night, the day after): the Courtier's "3 nights & 3 days"
    /// is 3 from the night it is used, the Minstrel's "until dusk tomorrow" 2 from the day of
    /// the execution. `Dusks(1)` ends when `UntilDusk` does.
    Dusks(u8),
}

impl Duration {
    /// Does a status of this duration, placed during `since`, end at the dusk that closes day
    /// `day`?
    pub fn ends_at_dusk(self, since: Phase, day: u32) -> bool {
        match self {
            Duration::UntilDusk => true,
            Duration::UntilDawn | Duration::Permanent => false,
            Duration::Dusks(n) => {
                // The day that follows (or is) the phase it was placed in.
                let first_day = match since {
                    Phase::Setup | Phase::FirstNight => 1,
                    Phase::Night(n) | Phase::Day(n) => n,
                    Phase::Ended(_) => return true,
                };
                day + 1 >= first_day + u32::from(n)
            }
        }
    }
}

/// One status token in the grimoire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Status {
    /// The player who has the status.
    pub target: PlayerId,
    /// What it does.
    pub kind: StatusKind,
    /// Who caused it.
    pub source: Source,
    /// How long it lasts at most.
    pub duration: Duration,
    /// The source's character epoch when it was placed (see [`super::seat::Seat::epoch`]).
    pub source_epoch: u32,
    /// 001: an ability used while its holder was drunk or poisoned has no effect, "ni au moment
    /// où elle est utilisée, ni plus tard": such a status is kept for the record but never
    /// counts.
    pub inert: bool,
    /// When it was placed.
    pub since: Phase,
    /// What the player must be mad about, for [`StatusKind::Mad`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub about: Option<String>,
}

/// The Drunk's own character (002: the Drunk believes they are a Townsfolk) makes its player
/// drunk for the whole game, whatever happens to statuses.
pub const DRUNK_CHARACTER: &str = "drunk";

/// The Marionette (character ability text: they believe they are a good character but are a
/// Minion) has none of the ability of the token they were handed: like the Drunk, whatever
/// they do as that character does nothing, and what they are told may be false
/// ([`ability_works`] says no: their own ability is only what the Demon knows of them). They
/// are not drunk: no status shows.
pub const MARIONETTE_CHARACTER: &str = "marionette";

/// Does the player believe they are a character they are not, with none of its ability (the
/// Drunk, the Marionette)?
pub fn believes_falsely(state: &GameState, player: PlayerId) -> bool {
    state
        .seat(player)
        .is_some_and(|s| s.is(DRUNK_CHARACTER) || s.is(MARIONETTE_CHARACTER))
}

/// One question about abilities: the players whose ability is being worked out (the path), and
/// the answers already known for players whose answer does not depend on that path.
///
/// 000/003: a status placed by a player's ability is in force only while that player still has
/// that character and a working ability, so one question follows chains of sources. Without the
/// memo a grimoire where every player poisons every other would be followed path by path
/// (exponential in the number of players); with it each player is worked out once.
#[derive(Default)]
struct Check {
    path: Vec<PlayerId>,
    known: std::collections::HashMap<PlayerId, bool>,
}

/// An answer, and the shallowest place on the path it leaned on (`usize::MAX`: none). An
/// answer that leaned on a player above it on the path is true only for that path.
type Answer = (bool, usize);

fn lowest(a: usize, b: usize) -> usize {
    a.min(b)
}

/// Is this status in force now? See [`Check`].
fn in_force(state: &GameState, status: &Status, check: &mut Check) -> Answer {
    if status.inert {
        return (false, usize::MAX);
    }
    match &status.source {
        Source::Storyteller => (true, usize::MAX),
        Source::Player { player, character } => match state.seat(*player) {
            Some(seat)
                if (seat.character.as_deref() == Some(character.as_str())
                    || seat.gained_id() == Some(character.as_str()))
                    && seat.epoch == status.source_epoch =>
            {
                // A status an ability puts on its own holder (the Cannibal poisoned by an evil
                // executee) cannot switch that ability off and so undo itself: it stands while
                // the holder lives with that character.
                if *player == status.target {
                    (seat.alive || seat.lives_on, usize::MAX)
                } else {
                    works(state, *player, check)
                }
            }
            _ => (false, usize::MAX),
        },
    }
}

fn has_kind(state: &GameState, player: PlayerId, kind: StatusKind, check: &mut Check) -> Answer {
    let mut low = usize::MAX;
    for status in state
        .statuses
        .iter()
        .filter(|s| s.target == player && s.kind == kind)
    {
        let (yes, l) = in_force(state, status, check);
        low = lowest(low, l);
        if yes {
            return (true, low);
        }
    }
    (false, low)
}

/// Cycles (A's poison on B, B's poison on A): a player whose ability is already being worked
/// out further up the path counts as working, which breaks the loop at the newest question.
fn works(state: &GameState, player: PlayerId, check: &mut Check) -> Answer {
    if let Some(depth) = check.path.iter().position(|p| *p == player) {
        return (true, depth);
    }
    if let Some(known) = check.known.get(&player) {
        return (*known, usize::MAX);
    }
    let Some(seat) = state.seat(player) else {
        return (false, usize::MAX);
    };
    let Some(own) = seat.def() else {
        return (false, usize::MAX);
    };
    // The ability the player has: a gained one (the Philosopher's) says whether it works when
    // dead.
    let def = seat
        .gained_id()
        .and_then(|g| state.character(g))
        .unwrap_or(own);
    if believes_falsely(state, player) {
        return (false, usize::MAX);
    }
    let depth = check.path.len();
    // 002: dead players lose their ability at once; 000/003: unless it works "even if dead" or
    // happens because they die — or another ability lets them keep it (character ability
    // text, Vigormortis), while that ability works.
    let mut lent_low = usize::MAX;
    if !(seat.alive || def.flags.works_when_dead || def.flags.triggers_on_death) {
        let lenders = crate::ability::lenders(state, seat);
        if lenders.is_empty() {
            return (false, usize::MAX);
        }
        check.path.push(player);
        let mut lent = false;
        for l in lenders {
            let (w, low) = works(state, l, check);
            lent_low = lowest(lent_low, low);
            if w {
                lent = true;
                break;
            }
        }
        check.path.pop();
        if !lent {
            if lent_low >= depth {
                check.known.insert(player, false);
                return (false, usize::MAX);
            }
            return (false, lent_low);
        }
    }
    // An ability in play may take the player's away (the Preacher's chosen Minion), for as
    // long as that ability works.
    let removers = crate::ability::removers(state, seat);
    if !removers.is_empty() {
        check.path.push(player);
        let mut removed = false;
        for r in removers {
            let (w, low) = works(state, r, check);
            lent_low = lowest(lent_low, low);
            if w {
                removed = true;
                break;
            }
        }
        check.path.pop();
        if removed {
            if lent_low >= depth {
                check.known.insert(player, false);
                return (false, usize::MAX);
            }
            return (false, lent_low);
        }
    }
    check.path.push(player);
    let (drunk, low_drunk) = has_kind(state, player, StatusKind::Drunk, check);
    let (impaired, low) = if drunk {
        (true, low_drunk)
    } else {
        let (poisoned, low_poison) = has_kind(state, player, StatusKind::Poisoned, check);
        (poisoned, lowest(low_drunk, low_poison))
    };
    let (impaired, low) = if impaired {
        (impaired, low)
    } else {
        let (jinxed, low_jinx) = drunk_by_jinx(state, player, check);
        (jinxed, lowest(low, low_jinx))
    };
    check.path.pop();
    // Character ability text (Barista): a player served tonight is sober and healthy until
    // dusk (asked only of an impaired player).
    let impaired = impaired && !crate::ability::rules::kept_sober(state, player);
    let low = lowest(low, lent_low);
    if low >= depth {
        check.known.insert(player, !impaired);
        (!impaired, usize::MAX)
    } else {
        (!impaired, low)
    }
}

/// Official jinx Alchemist & Organ Grinder: `player` (not otherwise drunk or poisoned) is
/// drunk while an Alchemist holds the Organ Grinder's ability and neither they nor any
/// Organ Grinder is drunk or poisoned by a status (or is the Drunk). A state worked out when
/// asked, from [`crate::ability::carousel::alchemist::drunk_together`], never a token: it ends
/// by itself when either is poisoned, or the Alchemist loses the ability.
fn drunk_by_jinx(state: &GameState, player: PlayerId, check: &mut Check) -> Answer {
    let together = crate::ability::carousel::alchemist::drunk_together(state);
    if !together.contains(&player) {
        return (false, usize::MAX);
    }
    let mut low = usize::MAX;
    for other in together.into_iter().filter(|p| *p != player) {
        if state.seat(other).is_some_and(|s| s.is(DRUNK_CHARACTER)) {
            return (false, low);
        }
        for kind in [StatusKind::Drunk, StatusKind::Poisoned] {
            let (yes, l) = has_kind(state, other, kind, check);
            low = lowest(low, l);
            if yes {
                return (false, low);
            }
        }
    }
    (true, low)
}

/// Is `player` drunk by the jinx of the Alchemist and the Organ Grinder now ([`drunk_by_jinx`]),
/// not being otherwise drunk or poisoned?
fn jinx_drunk(state: &GameState, player: PlayerId) -> bool {
    let mut check = Check::default();
    !has_kind(state, player, StatusKind::Drunk, &mut check).0
        && !has_kind(state, player, StatusKind::Poisoned, &mut check).0
        && drunk_by_jinx(state, player, &mut check).0
}

/// Places a status by the Storyteller on `target` (a rule of the game, a jinx, a Fabled, or the
/// Storyteller's own decision): in force for as long as `duration` says, whatever happens to
/// any player's ability. Returns what happened, for the command's events.
pub fn place_by_storyteller(
    state: &mut GameState,
    target: PlayerId,
    kind: StatusKind,
    duration: Duration,
) -> Event {
    state.statuses.push(Status {
        target,
        kind,
        source: Source::Storyteller,
        duration,
        source_epoch: 0,
        inert: false,
        since: state.phase,
        about: None,
    });
    Event::StatusPlaced {
        player: target,
        kind,
        inert: false,
    }
}

/// 001/000/003: does the player's ability work right now? No when dead (unless the ability
/// works when dead or triggers on death), drunk or poisoned, or while another ability takes it
/// away (the Preacher's).
pub fn ability_works(state: &GameState, player: PlayerId) -> bool {
    works(state, player, &mut Check::default()).0
}

/// 001: is the player drunk (by the Drunk character or by a status in force)?
pub fn is_drunk(state: &GameState, player: PlayerId) -> bool {
    state.seat(player).is_some_and(|s| s.is(DRUNK_CHARACTER))
        || has_kind(state, player, StatusKind::Drunk, &mut Check::default()).0
        || jinx_drunk(state, player)
}

/// 001: is the player poisoned by a status in force?
pub fn is_poisoned(state: &GameState, player: PlayerId) -> bool {
    has_kind(state, player, StatusKind::Poisoned, &mut Check::default()).0
}

/// True when the player is drunk or poisoned (001: both have the same effect).
/// Character ability text (Barista): a player served tonight is sober and healthy until dusk.
pub fn is_impaired(state: &GameState, player: PlayerId) -> bool {
    (is_drunk(state, player) || is_poisoned(state, player))
        && !crate::ability::rules::kept_sober(state, player)
}

/// 000/003: is the player protected from the Demon tonight (Monk) by a status in force?
pub fn is_safe(state: &GameState, player: PlayerId) -> bool {
    has_kind(state, player, StatusKind::Safe, &mut Check::default()).0
}

/// Character ability text (Innkeeper): the player cannot die tonight, by a status in force
/// (so the protection ends when its source's ability stops working, 000).
pub fn cannot_die(state: &GameState, player: PlayerId) -> bool {
    has_kind(state, player, StatusKind::CannotDie, &mut Check::default()).0
}

/// 001 (madness): the things the player must be mad about, from statuses in force.
pub fn madness(state: &GameState, player: PlayerId) -> Vec<String> {
    state
        .statuses
        .iter()
        .filter(|s| s.target == player && s.kind == StatusKind::Mad)
        .filter(|s| in_force(state, s, &mut Check::default()).0)
        .map(|s| s.about.clone().unwrap_or_default())
        .collect()
}

/// Who makes the player `kind` right now: the sources of the statuses in force (the Drunk
/// character counts as its own source).
pub fn sources(state: &GameState, player: PlayerId, kind: StatusKind) -> Vec<Source> {
    let mut out = Vec::new();
    if kind == StatusKind::Drunk {
        if let Some(seat) = state.seat(player).filter(|s| s.is(DRUNK_CHARACTER)) {
            out.push(Source::Player {
                player: seat.id,
                character: DRUNK_CHARACTER.to_string(),
            });
        }
    }
    for s in state
        .statuses
        .iter()
        .filter(|s| s.target == player && s.kind == kind)
    {
        if in_force(state, s, &mut Check::default()).0 && !out.contains(&s.source) {
            out.push(s.source.clone());
        }
    }
    // A jinx the Storyteller applies (the Alchemist's with the Organ Grinder).
    if kind == StatusKind::Drunk && out.is_empty() && jinx_drunk(state, player) {
        out.push(Source::Storyteller);
    }
    out
}

/// The statuses in force, in the order they were placed (for the grimoire view).
pub fn in_force_list(state: &GameState) -> Vec<&Status> {
    state
        .statuses
        .iter()
        .filter(|s| in_force(state, s, &mut Check::default()).0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::test_util::*;

    /// 000/003: "if Julian poisons Amy, and then Evin poisons Julian, then Amy is no longer
    /// poisoned" — the poison on Amy lasts only while Julian's ability works.
    #[test]
    fn poison_chain_ends_the_first_poison() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert!(is_poisoned(g.state(), P(2)));
        g.apply(Command::SetStatus {
            target: P(1),
            kind: StatusKind::Poisoned,
            source: Some(P(3)),
            duration: Duration::Permanent,
            about: None,
        })
        .unwrap();
        assert!(is_poisoned(g.state(), P(1)));
        assert!(!is_poisoned(g.state(), P(2)));
        assert!(ability_works(g.state(), P(2)));
    }

    /// 000/003 applied along long chains: with 20 players each poisoned by every later player,
    /// only the last player's ability works (each earlier one is poisoned by the last, whose
    /// poison is in force). Followed path by path this grimoire never finishes.
    #[test]
    fn long_poison_webs_are_worked_out_once_per_player() {
        let chars: Vec<&str> = (0..20)
            .map(|i| if i == 0 { "imp" } else { "chef" })
            .collect();
        let mut g = tb_game(&chars);
        for target in 0..20u32 {
            for source in (target + 1)..20 {
                g.apply(Command::SetStatus {
                    target: P(target),
                    kind: StatusKind::Poisoned,
                    source: Some(P(source)),
                    duration: Duration::Permanent,
                    about: None,
                })
                .unwrap();
            }
        }
        assert!(ability_works(g.state(), P(19)));
        for p in 0..19 {
            assert!(is_poisoned(g.state(), P(p)), "P{p} is poisoned by P19");
            assert!(!ability_works(g.state(), P(p)));
        }
        assert_eq!(sources(g.state(), P(0), StatusKind::Poisoned).len(), 1);
    }

    /// 001: drunk and poisoned are independent; the Drunk is drunk by its own character.
    #[test]
    fn drunk_and_poisoned_are_independent() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "drunk:chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        assert!(is_drunk(g.state(), P(2)));
        assert!(!is_poisoned(g.state(), P(2)));
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert!(is_drunk(g.state(), P(2)) && is_poisoned(g.state(), P(2)));
        assert_eq!(
            sources(g.state(), P(2), StatusKind::Poisoned),
            vec![Source::Player {
                player: P(1),
                character: "poisoner".into()
            }]
        );
    }

    /// 000/003: "if a Poisoner poisons the Slayer at night, then the Poisoner dies later that
    /// same night, the Slayer is no longer poisoned".
    #[test]
    fn poison_ends_when_the_poisoner_dies() {
        let mut g = tb_game(&[
            "imp", "poisoner", "slayer", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        assert!(!ability_works(g.state(), P(2)));
        g.apply(Command::Die {
            player: P(1),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(ability_works(g.state(), P(2)));
    }

    /// A status lasting n dusks ends at the n-th dusk from the phase it was placed in: the
    /// Courtier's three nights and three days from night 2 end at the dusk closing day 4, the
    /// Minstrel's "until dusk tomorrow" from day 3 at the dusk closing day 4.
    #[test]
    fn dusks_count_from_the_phase_placed() {
        let courtier = Duration::Dusks(3);
        assert!(!courtier.ends_at_dusk(Phase::Night(2), 3));
        assert!(courtier.ends_at_dusk(Phase::Night(2), 4));
        assert!(!courtier.ends_at_dusk(Phase::FirstNight, 2));
        assert!(courtier.ends_at_dusk(Phase::FirstNight, 3));
        let minstrel = Duration::Dusks(2);
        assert!(!minstrel.ends_at_dusk(Phase::Day(3), 3));
        assert!(minstrel.ends_at_dusk(Phase::Day(3), 4));
        assert!(Duration::Dusks(1).ends_at_dusk(Phase::Night(5), 5));
        assert!(Duration::UntilDusk.ends_at_dusk(Phase::Night(5), 5));
        assert!(!Duration::UntilDawn.ends_at_dusk(Phase::Night(5), 5));
        // Older saves hold the unit durations; the new one is written with its count.
        let json = serde_json::to_string(&courtier).unwrap();
        assert_eq!(json, r#"{"dusks":3}"#);
        assert_eq!(serde_json::from_str::<Duration>(&json).unwrap(), courtier);
        assert_eq!(
            serde_json::from_str::<Duration>(r#""until_dusk""#).unwrap(),
            Duration::UntilDusk
        );
    }

    /// A cycle of poisons (each poisoner poisons the other) never loops forever.
    #[test]
    fn poison_cycle_terminates() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::SetStatus {
            target: P(1),
            kind: StatusKind::Poisoned,
            source: Some(P(2)),
            duration: Duration::Permanent,
            about: None,
        })
        .unwrap();
        g.apply(Command::Override {
            command: Box::new(Command::SetStatus {
                target: P(2),
                kind: StatusKind::Poisoned,
                source: Some(P(1)),
                duration: Duration::Permanent,
                about: None,
            }),
            reason: "test".into(),
        })
        .unwrap();
        let _ = ability_works(g.state(), P(1));
        let _ = ability_works(g.state(), P(2));
    }

    /// 001: a dead player has no ability, unless it works when dead.
    #[test]
    fn dead_players_lose_their_ability() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "recluse", "soldier", "mayor",
        ]);
        g.apply(Command::Die {
            player: P(3),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::Die {
            player: P(4),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(!ability_works(g.state(), P(3)));
        assert!(ability_works(g.state(), P(4)));
    }
}
