//! Bounty Hunter (Townsfolk, outside the base editions). Character ability text: on the first
//! night, they learn one evil player; whenever the player they know dies, they learn another
//! evil player that night. [One other Townsfolk is evil: `SetupEffect::EvilTownsfolk` in the
//! table, applied by the random draw, warned about in a pick by hand.]
//!
//! The player they know is the one the Storyteller last showed them (the "Know" reminder is
//! placed when the information is given, `on_told`; else the last player recorded for them).
//! They wake on the first night, and on a later night only while that player is dead (a death
//! by day or earlier tonight); once shown another player, they sleep again. Which evil player
//! is the Storyteller's choice: the sheet suggests the first evil player clockwise not shown
//! before, a living one first, leaving out players whose alignment can register otherwise (002:
//! the Recluse, the Spy) and Travellers. Any evil player given is judged true; a player who may
//! register as evil (the Recluse) true by registration (002). 001: drunk or poisoned (or with
//! the Vortox), a good player is suggested.
//!
//! Jinx (the Philosopher): a Philosopher who takes this ability may bring a Townsfolk to evil:
//! the Storyteller is offered which good Townsfolk turns evil (setting the decision aside
//! leaves them all good) — [`townsfolk_may_turn_evil`], asked by the Philosopher's gain.
//!
//! Jinx (the Kazali): with the Kazali no evil Townsfolk is made at setup (the draw makes none,
//! the setup check asks for none); once the Kazali has made its Minions on the first night, if
//! the Bounty Hunter is still in play, the Storyteller is offered which Townsfolk turns evil
//! ([`offer_evil_townsfolk`], asked by the Kazali's definition); if the Kazali made the Bounty
//! Hunter a Minion, nothing is offered.

use crate::ability::prelude::*;

use super::{plain_others, pointed};

const ID: &str = "bountyhunter";
const KNOW: &str = "Know";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::If(wakes),
    learns: Some(learns),
    false_answer: good_player,
    judges: Some(judge),
    on_told: Some(mark_known),
    ..Ability::PLAIN
};

/// The players shown to the Bounty Hunter, oldest first.
fn shown(state: &GameState, hunter: PlayerId) -> Vec<PlayerId> {
    state
        .told
        .iter()
        .filter(|t| t.player == hunter && t.character == ID)
        .filter_map(|t| match &t.info {
            Info::Players { players } if players.len() == 1 => Some(players[0]),
            _ => None,
        })
        .collect()
}

/// The player the Bounty Hunter knows: marked "Know", else the last one shown.
pub fn known(state: &GameState, hunter: PlayerId) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ID && r.reminder == KNOW)
        .map(|r| r.player)
        .or_else(|| shown(state, hunter).last().copied())
}

/// The first night; a later night while the player they know is dead.
fn wakes(state: &GameState, hunter: &Seat, night: u32) -> bool {
    night == 1
        || known(state, hunter.id)
            .and_then(|p| state.seat(p))
            .is_some_and(|s| !s.alive)
}

/// The first evil player clockwise not shown before, a living one first.
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    let before = shown(state, seat.id);
    let evil: Vec<&Seat> = plain_others(state, seat)
        .into_iter()
        .filter(|s| s.is_evil() && !before.contains(&s.id))
        .collect();
    evil.iter()
        .find(|s| s.alive)
        .or(evil.first())
        .map(|s| pointed(state, vec![s.id]))
        .unwrap_or(NightInfo::Nothing)
}

/// 001: the first good player clockwise.
fn good_player(state: &GameState, seat: &Seat, _truth: &NightInfo) -> Option<NightInfo> {
    let good = plain_others(state, seat)
        .into_iter()
        .find(|s| s.is_good())?;
    Some(pointed(state, vec![good.id]))
}

/// One evil player is true; one who may register as evil (002) true by registration.
fn judge(state: &GameState, _step: &NightStep, _chosen: &[PlayerId], info: &Info) -> Verdict {
    let Info::Players { players } = info else {
        return Verdict::Unknown;
    };
    let [p] = players.as_slice() else {
        return Verdict::False;
    };
    let Some(s) = state.seat(*p) else {
        return Verdict::Unknown;
    };
    if s.is_evil() {
        Verdict::True
    } else if !learn::may_register_as(state, s).is_empty() {
        Verdict::Registration
    } else {
        Verdict::False
    }
}

/// The player shown is the one they know now: the "Know" reminder moves to them.
fn mark_known(state: &mut GameState, _hunter: PlayerId, info: &Info) -> Vec<Event> {
    if let Info::Players { players } = info {
        if let [p] = players.as_slice() {
            reminder::remove_all(state, ID, KNOW);
            reminder::place(state, *p, ID, KNOW);
        }
    }
    Vec::new()
}

/// The jinx partner that may bring a Townsfolk to evil with this ability.
const PHILOSOPHER: &str = "philosopher";

/// Jinx (the Philosopher): `philosopher` just took this ability; the Storyteller may turn one
/// good Townsfolk evil (each a suggestion), or none (set aside).
pub fn townsfolk_may_turn_evil(state: &mut GameState, philosopher: PlayerId) -> Vec<Event> {
    if !jinx::scripted(state, ID, PHILOSOPHER) {
        return Vec::new();
    }
    townsfolk_turning_evil(state, philosopher)
}

/// Jinx (the Kazali): no evil Townsfolk is made at setup; once the Kazali has made its
/// Minions, if a Bounty Hunter is still in play (not made a Minion) and no other Townsfolk is
/// evil, the Storyteller is offered which good Townsfolk turns evil (each a suggestion, as the
/// Bounty Hunter's), or none (set aside).
pub fn offer_evil_townsfolk(state: &mut GameState) -> Vec<Event> {
    let Some(hunter) = state.find(ID).map(|s| s.id) else {
        return Vec::new();
    };
    let evil_townsfolk = state
        .seats
        .iter()
        .any(|s| s.id != hunter && s.team() == Some(Team::Townsfolk) && s.is_evil());
    if evil_townsfolk {
        return Vec::new();
    }
    townsfolk_turning_evil(state, hunter)
}

/// The Storyteller's decision of a good Townsfolk (not `by`) to turn evil, offered as `by`'s.
fn townsfolk_turning_evil(state: &mut GameState, by: PlayerId) -> Vec<Event> {
    let philosopher = by;
    let suggestions: Vec<Command> = state
        .seats
        .iter()
        .filter(|s| s.id != philosopher && s.team() == Some(Team::Townsfolk) && s.is_good())
        .map(|s| Command::ChangeAlignment {
            player: s.id,
            alignment: Alignment::Evil,
        })
        .collect();
    if suggestions.is_empty() {
        return Vec::new();
    }
    vec![learn::offer_decision(state, philosopher, ID, suggestions)]
}

#[cfg(test)]
mod tests {
    use crate::character::Alignment;
    use crate::command::Assignment;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::seat::PlayerId;
    use crate::setup::{check_pick, random_draw};
    use crate::warning::SetupWarning;

    fn bh_script() -> Script {
        Script::custom(
            [
                "bountyhunter",
                "chef",
                "empath",
                "monk",
                "mayor",
                "steward",
                "knight",
                "noble",
                "recluse",
                "saint",
                "poisoner",
                "spy",
                "imp",
            ]
            .map(String::from)
            .to_vec(),
        )
    }

    /// The draw with the Bounty Hunter makes one other Townsfolk evil, and the pick is then
    /// without that warning.
    #[test]
    fn the_draw_makes_one_other_townsfolk_evil() {
        let script = bh_script();
        let seats: Vec<PlayerId> = (0..9).map(PlayerId).collect();
        let mut seen = 0;
        for seed in 0..60 {
            let draw = random_draw(&script, &seats, &mut Rng::new(seed));
            let evil: Vec<&Assignment> = draw
                .iter()
                .filter(|a| a.alignment == Some(Alignment::Evil))
                .collect();
            if draw.iter().any(|a| a.character == "bountyhunter") {
                seen += 1;
                assert_eq!(evil.len(), 1, "{draw:?}");
                let t = crate::character::official(&evil[0].character).unwrap();
                assert_eq!(t.team, crate::character::Team::Townsfolk);
                assert_ne!(evil[0].character, "bountyhunter");
                assert!(!check_pick(&script, &draw)
                    .iter()
                    .any(|w| matches!(w, SetupWarning::NoEvilTownsfolk { .. })));
            } else {
                assert!(evil.is_empty());
            }
        }
        assert!(seen > 0);
    }

    /// A pick by hand with the Bounty Hunter and no evil Townsfolk is warned about.
    #[test]
    fn a_pick_without_an_evil_townsfolk_is_warned() {
        let script = bh_script();
        let pick = |c: &str, p: u32, alignment| Assignment {
            player: PlayerId(p),
            character: c.into(),
            shown: None,
            alignment,
        };
        let mut picks = vec![
            pick("imp", 0, None),
            pick("poisoner", 1, None),
            pick("bountyhunter", 2, None),
            pick("chef", 3, None),
            pick("empath", 4, None),
            pick("monk", 5, None),
            pick("saint", 6, None),
        ];
        let warned = |picks: &[Assignment]| {
            check_pick(&script, picks).contains(&SetupWarning::NoEvilTownsfolk {
                id: "bountyhunter".into(),
            })
        };
        assert!(warned(&picks));
        // The Bounty Hunter evil does not count: another Townsfolk must be.
        picks[2].alignment = Some(Alignment::Evil);
        assert!(warned(&picks));
        picks[2].alignment = None;
        picks[4].alignment = Some(Alignment::Evil);
        assert!(!warned(&picks));
    }
}
