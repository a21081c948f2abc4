//! Abilities that worked abnormally since dawn, the Mathematician's count (character ability
//! text: how many players' abilities worked abnormally since dawn because of another
//! character's ability), and information that must be false (the Vortox).
//!
//! The engine knows these abnormal results, each caused by another character's ability:
//! - **a choice that did nothing**: a drunk or poisoned player's choice is recorded with
//!   `worked: false` (001: "sa capacité ne fonctionne pas"), in [`GameState::choices`];
//! - **false information**: what a waking player is told ([`crate::command::Command::GiveInfo`])
//!   is judged against the worked-out answer as it is recorded. It is abnormal when it is false
//!   and the player is drunk or poisoned (001: "le Conteur peut lui donner une information
//!   fausse"), when it is false because another ability requires it (the Vortox: every
//!   Townsfolk's information is false), or when it is true only by a registration (002: the
//!   Recluse registering as evil, the Spy as good — the Storyteller's registration). Kept in
//!   [`GameState::abnormal`] with why;
//! - **the Storyteller's mark**: what the engine cannot see (a poisoned Soldier's death…) is
//!   recorded as the Mathematician's act with no player, naming the player whose ability went
//!   wrong ([`crate::ability::snv::mathematician`]).
//!
//! Two jinxes with the Mathematician (official jinx list, [`crate::jinx`]) add players he
//! *might* learn about, whose ability went wrong through no other character's ability:
//! - the Drunk (Drunk & Mathematician): false information told to the Drunk, or a choice that
//!   did nothing, while only their own character makes them drunk;
//! - the Lunatic (Lunatic & Mathematician): their attack tonight did not pick the players the
//!   real Demon picked;
//! - the Marionette (Marionette & Mathematician): false information told to them as the
//!   character they believe they are, or a choice as it that did nothing, while nothing but
//!   their own character is at work.
//!
//! Without those jinxes they are not counted at all; with them, [`since_dawn`] counts them and
//! [`jinx_only_since_dawn`] says which, so the number without them stays a true answer too.
//!
//! "Since dawn": during night `n`, the day before it and the night so far; on the first night,
//! the night so far; during a day, that day.
//!
//! The information that must be false: a definition's [`crate::ability::Ability::forces_false`]
//! says which players it covers ([`false_required`]); the sheet then suggests a false answer
//! (as for a drunk player), and a true answer given is flagged ([`Event::FalseRequired`]: the
//! Storyteller decides, the answer is recorded as given, so no saved game stops replaying). A
//! drunk or poisoned
//! Townsfolk has no working ability for the Vortox to turn: they may be told the truth.

use serde::{Deserialize, Serialize};

use crate::character::Team;
use crate::event::Event;
use crate::info::Info;
use crate::jinx;
use crate::night::{self, NightInfo, NightStep, StepKind};
use crate::phase::Phase;
use crate::seat::{PlayerId, Seat};
use crate::state::GameState;

/// Why an ability worked abnormally.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// 001: the player was drunk or poisoned and was told something false.
    Impaired,
    /// Another ability made the information false (the Vortox).
    MustBeFalse,
    /// 002: a player registered as something else, and the information followed it.
    Registration,
    /// The Storyteller marked it (what the engine cannot see).
    Storyteller,
    /// The player is the Drunk and was told something false: their own character, not another
    /// one's ability (counted only with the Drunk & Mathematician jinx).
    OwnDrunk,
    /// The player is the Marionette and was told something false as the character they believe
    /// they are (counted only with the Marionette & Mathematician jinx).
    OwnMarionette,
}

/// One ability that worked abnormally.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Abnormal {
    /// The player whose ability it was.
    pub player: PlayerId,
    /// The character they acted as.
    pub character: String,
    /// When.
    pub phase: Phase,
    /// Why.
    pub why: Why,
}

/// Whether a piece of information is true, judged against the worked-out answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// True by the players' real characters and alignments.
    True,
    /// True only because a player registered as something else (002).
    Registration,
    /// False.
    False,
    /// The engine cannot say (no worked-out answer, words).
    Unknown,
}

/// Whether the information `info`, given at `step` after the choice `chosen`, is true: a
/// definition's own judgement ([`crate::ability::Ability::judges`]), else a comparison with
/// the worked-out answer.
pub type Judges = fn(&GameState, &NightStep, &[PlayerId], &Info) -> Verdict;

/// Is the information told to `told` required to be false by another player's ability (the
/// Vortox's)? Asked of every seat whose character says so.
pub fn false_required(state: &GameState, told: &Seat) -> bool {
    static FORCES: crate::ability::Holders =
        crate::ability::Holders::new(|a| a.forces_false.is_some());
    state.seats.iter().any(|h| {
        FORCES
            .of(h.ability_id())
            .and_then(|a| a.forces_false)
            .is_some_and(|f| f(state, h.id, told))
    })
}

/// Judges `info` given at `step` after `chosen` (see [`Judges`]).
pub fn judge(state: &GameState, step: &NightStep, chosen: &[PlayerId], info: &Info) -> Verdict {
    if let Some(j) = crate::ability::of_step(state, step).and_then(|a| a.judges) {
        return j(state, step, chosen, info);
    }
    let Ok(answer) = night::answer(state, step, chosen) else {
        return Verdict::Unknown;
    };
    let Some(truth) = answer.truth else {
        return Verdict::Unknown;
    };
    if *info == truth {
        return Verdict::True;
    }
    match (info, &step.info) {
        (Info::Number { value }, Some(NightInfo::Number { may_be, .. })) => {
            if may_be.contains(value) {
                Verdict::Registration
            } else {
                Verdict::False
            }
        }
        // Another pair than the suggested one may be as true: one of the players has the
        // character (or may register as its type).
        (Info::Pair { players, character }, Some(NightInfo::Pair { candidates, .. })) => {
            let team = state.character(character).map(|d| d.team);
            let real = players
                .iter()
                .any(|p| state.seat(*p).is_some_and(|s| s.is(character)));
            let registers = candidates.iter().any(|c| {
                players.contains(&c.player)
                    && c.may_register_as.is_some()
                    && c.may_register_as == team
            });
            if real {
                Verdict::True
            } else if registers {
                Verdict::Registration
            } else {
                Verdict::False
            }
        }
        _ if answer.storyteller_call => Verdict::Registration,
        _ => Verdict::False,
    }
}

/// The player's step on tonight's sheet as `character`, if they wake for it.
fn step_of(state: &GameState, player: PlayerId, character: &str) -> Option<NightStep> {
    if !state.phase.is_night() {
        return None;
    }
    night::sheet(state).into_iter().find(|s| {
        s.kind == StepKind::Character
            && s.player == Some(player)
            && s.character.as_deref() == Some(character)
    })
}

/// Information is being given ([`crate::command::Command::GiveInfo`]): flagged
/// ([`Event::FalseRequired`]) when it is true and must be false; recorded as abnormal when it
/// is false for a drunk or poisoned player or by another ability, or true only by a
/// registration.
pub(crate) fn on_told(
    state: &mut GameState,
    player: PlayerId,
    character: &str,
    chosen: &[PlayerId],
    info: &Info,
) -> Vec<Event> {
    let Some(step) = step_of(state, player, character) else {
        return Vec::new();
    };
    let Some(seat) = state.seat(player) else {
        return Vec::new();
    };
    let forced = false_required(state, seat);
    let fibbed = crate::ability::fabled::may_falsify(state, seat);
    let verdict = judge(state, &step, chosen, info);
    let mut events = Vec::new();
    // A false answer to a player whose ability works, through a Fabled (the Fibbin): spent.
    if let (Verdict::False, false, false, Some(id)) = (verdict, step.impaired, forced, fibbed) {
        crate::ability::fabled::falsified(state, id, player);
    }
    if forced && verdict == Verdict::True {
        events.push(Event::FalseRequired { player });
    }
    let why = match verdict {
        Verdict::False if step.impaired && only_own_drunk(state, player) => Some(Why::OwnDrunk),
        Verdict::False if step.impaired && only_own_marionette(state, player) => {
            Some(Why::OwnMarionette)
        }
        Verdict::False if step.impaired => Some(Why::Impaired),
        Verdict::False if forced => Some(Why::MustBeFalse),
        Verdict::Registration => Some(Why::Registration),
        _ => None,
    };
    if let Some(why) = why {
        state.abnormal.push(Abnormal {
            player,
            character: character.to_string(),
            phase: state.phase,
            why,
        });
    }
    events
}

/// The phases since the last dawn: during night `n`, the day before and the night; on the
/// first night, the night; during a day, that day.
fn since_dawn_phases(phase: Phase) -> Vec<Phase> {
    match phase {
        Phase::Night(n) => vec![Phase::Day(n.saturating_sub(1)), phase],
        Phase::FirstNight | Phase::Day(_) => vec![phase],
        _ => Vec::new(),
    }
}

/// The player is the Drunk character, and nothing else makes them drunk or poisoned now.
fn only_own_drunk(state: &GameState, player: PlayerId) -> bool {
    use crate::status::{sources, Source, StatusKind};
    let own = |s: &Source| matches!(s, Source::Player { player: p, .. } if *p == player);
    state.seat(player).is_some_and(|s| s.is(DRUNK))
        && sources(state, player, StatusKind::Drunk).iter().all(own)
        && sources(state, player, StatusKind::Poisoned).is_empty()
}

/// The player is the Marionette, and nothing makes them drunk or poisoned now: what went wrong
/// is only their own character's doing.
fn only_own_marionette(state: &GameState, player: PlayerId) -> bool {
    use crate::status::{sources, StatusKind};
    state.seat(player).is_some_and(|s| s.is(MARIONETTE))
        && sources(state, player, StatusKind::Drunk).is_empty()
        && sources(state, player, StatusKind::Poisoned).is_empty()
}

/// The character whose jinx with the Mathematician alone counts what went wrong for `player`
/// (the Drunk's or the Marionette's own character), if any.
fn own_failure(state: &GameState, player: PlayerId) -> Option<&'static str> {
    if only_own_drunk(state, player) {
        Some(DRUNK)
    } else if only_own_marionette(state, player) {
        Some(MARIONETTE)
    } else {
        None
    }
}

/// The Drunk's id (jinx partner of the Mathematician).
const DRUNK: &str = "drunk";
/// The Marionette's id (jinx partner of the Mathematician).
const MARIONETTE: &str = "marionette";
/// The Lunatic's id (jinx partner of the Mathematician).
const LUNATIC: &str = "lunatic";
/// The Mathematician's id.
const MATHEMATICIAN: &str = "mathematician";

/// The players whose abilities worked abnormally since dawn, each once, in the order it
/// happened: choices with no effect, then information judged abnormal, then the Storyteller's
/// marks; then those only the Mathematician's jinxes count ([`jinx_only_since_dawn`]).
pub fn since_dawn(state: &GameState) -> Vec<PlayerId> {
    let (mut players, jinxed) = split_since_dawn(state);
    players.extend(jinxed);
    players
}

/// The players counted since dawn only because a jinx with the Mathematician lets him learn
/// about them (the Drunk's own failures, the Lunatic's attack gone elsewhere): he *might* be
/// told about them, so the number without them is true as well.
pub fn jinx_only_since_dawn(state: &GameState) -> Vec<PlayerId> {
    split_since_dawn(state).1
}

/// (players counted by the rules, players counted only by a jinx), each once.
fn split_since_dawn(state: &GameState) -> (Vec<PlayerId>, Vec<PlayerId>) {
    let phases = since_dawn_phases(state.phase);
    let lunatic_jinx = jinx::active(state, LUNATIC, MATHEMATICIAN);
    let mut jinxed: Vec<PlayerId> = Vec::new();
    // A choice that leads to information (the Seamstress's two players) is judged by what
    // was told; a statement or question with no player (the Gossip's, the Artist's) acts on
    // no one.
    let leads_to_answer = |character: &str| {
        crate::ability::of(character)
            .and_then(|a| a.choice)
            .is_some_and(|c| c.then == crate::ability::Then::Answer)
    };
    let mut players: Vec<PlayerId> = Vec::new();
    let choices = state
        .choices
        .iter()
        .filter(|c| !c.worked && phases.contains(&c.phase))
        .filter(|c| !c.targets.is_empty() && !leads_to_answer(&c.character))
        .map(|c| (c.by, own_failure(state, c.by)));
    let told = state
        .abnormal
        .iter()
        .filter(|a| phases.contains(&a.phase))
        .map(|a| {
            let own = match a.why {
                Why::OwnDrunk => Some(DRUNK),
                Why::OwnMarionette => Some(MARIONETTE),
                _ => None,
            };
            (a.player, own)
        });
    for (p, own) in choices.chain(told) {
        if let Some(partner) = own {
            if jinx::active(state, partner, MATHEMATICIAN) && !jinxed.contains(&p) {
                jinxed.push(p);
            }
        } else if !players.contains(&p) {
            players.push(p);
        }
    }
    if lunatic_jinx {
        for p in lunatics_astray(state, &phases) {
            if !jinxed.contains(&p) {
                jinxed.push(p);
            }
        }
    }
    jinxed.retain(|p| !players.contains(p));
    (players, jinxed)
}

/// Lunatics whose attack, on a night of `phases`, did not pick the players the real Demon
/// picked that night (both having chosen). The Demon here is a seat's own Demon character:
/// Lil' Monsta's kill is the Storyteller's pick ("a player might die", 000/003: no "choose"),
/// not a choice of its babysitter, whose recorded choices are a Minion's; with Lil' Monsta,
/// whether the Lunatic's attack matched is the Storyteller's call.
fn lunatics_astray(state: &GameState, phases: &[Phase]) -> Vec<PlayerId> {
    let is_demon = |p: PlayerId| state.seat(p).is_some_and(|s| s.team() == Some(Team::Demon));
    let mut out = Vec::new();
    for l in state
        .choices
        .iter()
        .filter(|c| c.character == LUNATIC && phases.contains(&c.phase) && c.phase.is_night())
    {
        let demon = state
            .choices
            .iter()
            .rev()
            .find(|c| c.phase == l.phase && is_demon(c.by) && c.character != LUNATIC);
        let mut mine = l.targets.clone();
        mine.sort();
        if let Some(d) = demon {
            let mut theirs = d.targets.clone();
            theirs.sort();
            if mine != theirs && !out.contains(&l.by) {
                out.push(l.by);
            }
        }
    }
    out
}

/// The Mathematician's number: players whose abilities worked abnormally since dawn, `except`
/// the Mathematician (whose own answer is not given yet).
pub fn count_since_dawn(state: &GameState, except: PlayerId) -> u32 {
    since_dawn(state).iter().filter(|p| **p != except).count() as u32
}

/// Is `seat` a Townsfolk whose ability works (the players the Vortox's rule covers)?
pub fn working_townsfolk(state: &GameState, seat: &Seat) -> bool {
    seat.team() == Some(Team::Townsfolk) && crate::status::ability_works(state, seat.id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use crate::test_util::*;

    fn tell(g: &mut crate::Game, player: u32, character: &str, chosen: &[u32], info: Info) {
        g.apply(Command::GiveInfo {
            player: P(player),
            character: character.into(),
            chosen: chosen.iter().map(|p| P(*p)).collect(),
            info,
        })
        .unwrap();
    }

    /// 002 (the Recluse may register as evil to the Empath): a number true only by the
    /// registration is an abnormal result (the Recluse's ability made the Empath's read
    /// otherwise); the real count is not.
    #[test]
    fn a_registration_is_abnormal() {
        let mut g = tb_game(&[
            "imp", "poisoner", "recluse", "empath", "monk", "soldier", "mayor",
        ]);
        tell(&mut g, 3, "empath", &[], Info::Number { value: 0 });
        assert!(since_dawn(g.state()).is_empty());
        tell(&mut g, 3, "empath", &[], Info::Number { value: 1 });
        assert_eq!(since_dawn(g.state()), vec![P(3)]);
        assert_eq!(g.state().abnormal[0].why, Why::Registration);
    }

    /// 001: a drunk player told the truth worked normally; told something false, abnormally.
    #[test]
    fn drunk_and_told_false_is_abnormal() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "chef",
            "empath",
            "monk",
            "soldier",
            "drunk:investigator",
        ]);
        tell(&mut g, 2, "chef", &[], Info::Number { value: 1 });
        assert!(
            since_dawn(g.state()).is_empty(),
            "a sober Chef's wrong number is the Storyteller's own"
        );
        tell(
            &mut g,
            6,
            "investigator",
            &[],
            Info::Pair {
                players: vec![P(1), P(2)],
                character: "poisoner".into(),
            },
        );
        assert!(
            since_dawn(g.state()).is_empty(),
            "the Drunk told a true pair"
        );
        tell(
            &mut g,
            6,
            "investigator",
            &[],
            Info::Pair {
                players: vec![P(2), P(3)],
                character: "poisoner".into(),
            },
        );
        // The Drunk's own character made it false, not another one's ability: without a
        // Mathematician (and his jinx with the Drunk) it is not counted.
        assert!(since_dawn(g.state()).is_empty());
        assert_eq!(g.state().abnormal[0].why, Why::OwnDrunk);
        // A poisoned player told something false worked abnormally by the Poisoner's ability.
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        tell(&mut g, 2, "chef", &[], Info::Number { value: 2 });
        assert_eq!(since_dawn(g.state()), vec![P(2)]);
        assert_eq!(g.state().abnormal[1].why, Why::Impaired);
    }

    /// Official jinx list (Drunk & Mathematician): with a Mathematician in play, the Drunk told
    /// something false is counted, as one he only *might* learn about.
    #[test]
    fn the_drunk_counts_with_the_mathematician_jinx() {
        let mut g = setup_game(
            None,
            &[
                "imp",
                "poisoner",
                "chef",
                "mathematician",
                "monk",
                "soldier",
                "drunk:investigator",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        tell(
            &mut g,
            6,
            "investigator",
            &[],
            Info::Pair {
                players: vec![P(2), P(3)],
                character: "poisoner".into(),
            },
        );
        assert_eq!(since_dawn(g.state()), vec![P(6)]);
        assert_eq!(jinx_only_since_dawn(g.state()), vec![P(6)]);
    }

    /// Character ability text (Vortox): a choice-based answer (the Fortune Teller's) carries
    /// the other answer as the suggestion, and giving the truth is flagged.
    #[test]
    fn vortox_turns_a_chosen_answer() {
        let mut g = setup_game(
            None,
            &[
                "vortox",
                "poisoner",
                "fortuneteller",
                "empath",
                "monk",
                "soldier",
                "mayor",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        let step = night::sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("fortuneteller"))
            .unwrap();
        assert!(!step.impaired);
        let a = night::answer(g.state(), &step, &[P(0), P(3)]).unwrap();
        assert_eq!(a.truth, Some(Info::YesNo { yes: true }));
        assert!(a.impaired);
        assert_eq!(a.false_info, Some(Info::YesNo { yes: false }));
        let ev = g
            .apply(Command::GiveInfo {
                player: P(2),
                character: "fortuneteller".into(),
                chosen: vec![P(0), P(3)],
                info: Info::YesNo { yes: true },
            })
            .unwrap();
        assert!(ev.contains(&Event::FalseRequired { player: P(2) }));
    }

    /// The window: during night `n`, the day before and the night; not the night before.
    #[test]
    fn since_dawn_window() {
        assert_eq!(
            since_dawn_phases(Phase::Night(3)),
            vec![Phase::Day(2), Phase::Night(3)]
        );
        assert_eq!(
            since_dawn_phases(Phase::FirstNight),
            vec![Phase::FirstNight]
        );
        assert!(since_dawn_phases(Phase::Setup).is_empty());
    }
}
