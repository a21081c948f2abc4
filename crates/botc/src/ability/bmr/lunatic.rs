//! Lunatic (Bad Moon Rising, Outsider). Character ability text: the Lunatic believes they are
//! the Demon and plays as one, but is not; the real Demon knows who they are and whom they
//! choose at night. Set up like the Drunk (002: the player is handed another token): the seat's
//! `shown` is the Demon they believe they are (`NotInBag { shown_as: Demon }` in the table).
//!
//! At the Lunatic's step (just after the Minion info on the first night, before the Demons on
//! the others): with 7 or more players, the first night gives them a Demon's information, false
//! (002, Demon info: their "Minions" and three "bluffs", the Storyteller's choice, suggested
//! here); each night the shown Demon acts, they choose as it would, and nobody dies from it
//! (the "Chosen" reminders mark their targets). Then the real Demon wakes and is shown the
//! Lunatic and their targets (the step's cards).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "lunatic",
    wakes: Wakes::If(wakes),
    choice: Some(learn::DEMON_ATTACK),
    choice_now: Some(choice_now),
    acts: Some(attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learns),
    false_answer: |_, _, _| None,
    cards: Some(cards),
    ..Ability::PLAIN
};

/// The reminder by each of tonight's targets.
const CHOSEN: &str = "Chosen";

/// The Demon the Lunatic believes they are: their shown token's definition (every Demon
/// without a file of its own attacks one player).
fn shown_demon(state: &GameState, seat: &Seat) -> Option<&'static Ability> {
    let shown = seat.shown.as_deref()?;
    acting_as(shown, state.character(shown).map(|d| d.team))
}

/// Does the shown Demon act on night `night`? On the first night only a Demon that acts then
/// (the Pukka); later, by its own wake rule if it has one.
fn demon_acts(state: &GameState, seat: &Seat, night: u32) -> bool {
    let Some(def) = seat.shown.as_deref().and_then(|s| state.character(s)) else {
        return night > 1;
    };
    if night == 1 {
        return def.first_night.is_some();
    }
    match shown_demon(state, seat).map(|a| a.wakes) {
        Some(Wakes::If(rule)) => rule(state, seat, night),
        _ => def.other_night.is_some(),
    }
}

/// 002: on the first night the Lunatic's step always comes (the real Demon learns who the
/// Lunatic is, with 7 or more players the Lunatic gets a Demon's information); later, on the
/// nights the shown Demon acts.
fn wakes(state: &GameState, seat: &Seat, night: u32) -> bool {
    night == 1 || demon_acts(state, seat, night)
}

/// The shown Demon's choice, on the nights it acts.
fn choice_now(state: &GameState, player: PlayerId) -> Option<Choice> {
    let seat = state.seat(player)?;
    let night = night_of(state)?;
    if !demon_acts(state, seat, night) {
        return None;
    }
    shown_demon(state, seat)
        .and_then(|a| a.choice_for(state, Some(player)))
        .or(Some(learn::DEMON_ATTACK))
}

/// 002 (first night, 7 or more players): the first night of a Demon, false: as many "Minions"
/// as there are Minions, among the other players (good ones first, so the Lunatic's team is
/// plainly not the real one), and three good characters not in play that are not the real
/// Demon's bluffs.
pub fn false_demon_info(state: &GameState, lunatic: PlayerId) -> NightInfo {
    let count = state.of_team(Team::Minion).len().max(1);
    let mut others: Vec<&Seat> = state
        .seats
        .iter()
        .filter(|s| s.id != lunatic && !s.traveller)
        .collect();
    others.sort_by_key(|s| (s.is_evil(), state.index_of(s.id)));
    let minions = others.iter().take(count).map(|s| s.id).collect();
    let free = learn::bluffable(state);
    let mut bluffs: Vec<String> = free
        .iter()
        .filter(|c| !state.bluffs.contains(c))
        .take(3)
        .cloned()
        .collect();
    for c in &free {
        if bluffs.len() == 3 {
            break;
        }
        if !bluffs.contains(c) {
            bluffs.push(c.clone());
        }
    }
    NightInfo::DemonInfo {
        minions,
        bluffs,
        known: Vec::new(),
    }
}

/// The first night with 7 or more players: the false Demon information. Otherwise what the
/// shown Demon's attack would do (it does nothing: the Lunatic is not the Demon).
fn learns(state: &GameState, seat: &Seat) -> NightInfo {
    if night_of(state) == Some(1) && evil_team_learns(state) {
        false_demon_info(state, seat.id)
    } else {
        NightInfo::Attack {
            outcomes: state
                .seats
                .iter()
                .filter(|s| s.alive)
                .map(|s| (s.id, KillOutcome::Dies))
                .collect(),
        }
    }
}

/// The Lunatic's choices tonight, if they have chosen.
pub fn chosen_tonight(state: &GameState, lunatic: PlayerId) -> Vec<PlayerId> {
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == lunatic && c.character == "lunatic" && c.phase == state.phase)
        .map(|c| c.targets.clone())
        .unwrap_or_default()
}

/// The cards of the step: for the Lunatic, the false Demon information on the first night
/// with 7 or more players; then for the real Demon, the Lunatic pointed at with the Lunatic's
/// token, and the players the Lunatic chose tonight.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(lunatic) = step.player else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some(NightInfo::DemonInfo {
        minions, bluffs, ..
    }) = &step.info
    {
        out.push(Card::TheseAreYourMinions {
            players: minions.clone(),
        });
        out.push(Card::NotInPlay {
            characters: bluffs.clone(),
        });
    }
    out.push(Card::PlayerIs {
        player: lunatic,
        character: "lunatic".into(),
    });
    let chosen = chosen_tonight(state, lunatic);
    if !chosen.is_empty() {
        out.push(Card::Players { players: chosen });
    }
    out
}

/// The Lunatic "attacks" as the Demon they believe they are: the choice is recorded (the real
/// Demon is shown it) and the "Chosen" reminders move to tonight's targets; nobody dies.
fn attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    state.require(by)?;
    for t in act.targets {
        state.require(*t)?;
    }
    require_night(state, act)?;
    if act.strict {
        is_character(state, by, "lunatic")?;
        let choice = choice_now(state, by);
        let expected = choice.map_or(0, |c| c.players);
        if expected == 0 {
            return Err(RuleError::NoActionTonight {
                character: "lunatic".into(),
            });
        }
        // As the shown Demon would: the Po may choose no one (character ability text).
        let no_one = act.targets.is_empty() && choice.is_some_and(|c| c.optional);
        if act.targets.len() != expected && !no_one {
            return Err(RuleError::WrongChoiceCount {
                character: "lunatic".into(),
                needed: expected,
                got: act.targets.len(),
            });
        }
    }
    state.choices.push(Chosen {
        by,
        character: "lunatic".into(),
        targets: act.targets.to_vec(),
        phase: state.phase,
        worked: true,
    });
    state
        .reminders
        .retain(|r| !(r.character == "lunatic" && r.reminder == CHOSEN));
    for t in act.targets {
        state.reminders.push(PlacedReminder {
            player: *t,
            character: "lunatic".into(),
            reminder: CHOSEN.into(),
        });
    }
    Ok(Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Edition;
    use crate::command::Command;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::test_util::*;

    fn bmr_game(chars: &[&str]) -> crate::game::Game {
        let mut g = setup_game(Some(Edition::BadMoonRising), chars);
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// 002 (the bag): a Lunatic drawn for a seat is handed the Demon in play as the token they
    /// believe; the draw stays legal; their character is never one of the Demon's bluffs.
    #[test]
    fn the_bag_hands_the_lunatic_the_demon() {
        let script = Script::Edition {
            edition: Edition::BadMoonRising,
        };
        let seats: Vec<_> = (0..10).map(P).collect();
        let mut found = 0;
        for seed in 0..400 {
            let draw = crate::setup::random_draw(&script, &seats, &mut Rng::new(seed));
            let Some(l) = draw.iter().find(|a| a.character == "lunatic") else {
                continue;
            };
            found += 1;
            let demon = draw
                .iter()
                .find(|a| crate::character::official(&a.character).unwrap().team == Team::Demon)
                .unwrap();
            assert_eq!(
                l.shown.as_deref(),
                Some(demon.character.as_str()),
                "seed {seed}"
            );
            assert!(
                crate::setup::check_pick(&script, &draw).is_empty(),
                "seed {seed}"
            );
        }
        assert!(found > 0, "a Lunatic is drawn now and then");
        let g = bmr_game(&[
            "po",
            "godfather",
            "lunatic:po",
            "chambermaid",
            "exorcist",
            "sailor",
            "gossip",
        ]);
        for seed in 0..50 {
            let bluffs = crate::setup::suggest_bluffs(g.state(), &mut Rng::new(seed));
            assert!(!bluffs.iter().any(|b| b == "lunatic" || b == "po"));
        }
    }

    /// The Lunatic's "Minions" are as many as the real ones, never the Lunatic, good players
    /// first; their bluffs are good characters not in play, not the Lunatic and not the real
    /// Demon's.
    #[test]
    fn the_false_demon_information() {
        let mut g = setup_game(
            Some(Edition::BadMoonRising),
            &[
                "po",
                "godfather",
                "lunatic:po",
                "chambermaid",
                "exorcist",
                "sailor",
                "gossip",
                "assassin",
                "innkeeper",
                "fool",
            ],
        );
        g.apply(Command::SetBluffs {
            bluffs: vec!["grandmother".into(), "minstrel".into(), "tealady".into()],
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        let NightInfo::DemonInfo {
            minions, bluffs, ..
        } = false_demon_info(g.state(), P(2))
        else {
            panic!()
        };
        assert_eq!(minions.len(), 2);
        assert!(!minions.contains(&P(2)));
        assert!(minions
            .iter()
            .all(|m| g.state().seat(*m).unwrap().is_good()));
        assert_eq!(bluffs.len(), 3);
        for b in &bluffs {
            let d = crate::character::official(b).unwrap();
            assert!(matches!(d.team, Team::Townsfolk | Team::Outsider), "{b}");
            assert!(
                !g.state().in_play(b) && !g.state().bluffs.contains(b),
                "{b}"
            );
            assert_ne!(b, "lunatic");
        }
    }

    /// The Lunatic's "attack" kills nobody and is recorded for the real Demon to see; a choice
    /// of the wrong size is refused.
    #[test]
    fn the_attack_kills_nobody() {
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "lunatic:po",
            "chambermaid",
            "exorcist",
            "sailor",
            "gossip",
        ]);
        to_day(&mut g);
        g.apply(Command::EndDay).unwrap();
        let ev = g.apply(Command::act("lunatic", P(2), P(3))).unwrap();
        assert!(ev.iter().all(|e| !matches!(e, Event::Died { .. })));
        assert!(g.state().seats.iter().all(|s| s.alive));
        assert_eq!(chosen_tonight(g.state(), P(2)), vec![P(3)]);
        let two = Command::Act {
            character: "lunatic".into(),
            by: Some(P(2)),
            targets: vec![P(3), P(4)],
            guess: None,
        };
        assert_eq!(g.apply(two).unwrap_err().code(), "WrongChoiceCount");
    }
    /// A Lunatic who believes they are the Po chooses as the Po would, after their own choices:
    /// one (or no one) after a night of one, three after a night of no one; the Po's own act is
    /// not theirs (they are not the Demon), and nobody dies.
    #[test]
    fn the_lunatic_as_the_po() {
        let mut g = bmr_game(&[
            "po",
            "godfather",
            "lunatic:po",
            "chambermaid",
            "exorcist",
            "minstrel",
            "gossip",
        ]);
        to_day(&mut g);
        g.apply(Command::EndDay).unwrap();
        let chooses = |g: &crate::game::Game| choice_now(g.state(), P(2)).unwrap();
        assert_eq!(chooses(&g).players, 1);
        let as_po = Command::act("po", P(2), P(3));
        assert_eq!(g.apply(as_po).unwrap_err().code(), "NotCharacter");
        g.apply(Command::act("lunatic", P(2), P(3))).unwrap();
        next_night(&mut g);
        assert_eq!(chooses(&g).players, 1, "one chosen last night: one tonight");
        let no_one = Command::Act {
            character: "lunatic".into(),
            by: Some(P(2)),
            targets: vec![],
            guess: None,
        };
        g.apply(no_one).unwrap();
        next_night(&mut g);
        assert_eq!(chooses(&g).players, 3, "no one last night: three tonight");
        assert_eq!(
            g.apply(Command::act("lunatic", P(2), P(3)))
                .unwrap_err()
                .code(),
            "WrongChoiceCount"
        );
        g.apply(Command::Act {
            character: "lunatic".into(),
            by: Some(P(2)),
            targets: vec![P(3), P(4), P(5)],
            guess: None,
        })
        .unwrap();
        assert!(g.state().seats.iter().all(|s| s.alive));
        assert_eq!(chosen_tonight(g.state(), P(2)), vec![P(3), P(4), P(5)]);
    }
    /// Whatever Demon the Lunatic believes they are, that Demon's own act is refused to them.
    #[test]
    fn the_demon_act_is_not_the_lunatic_s() {
        for (demon, targets) in [("pukka", vec![P(3)]), ("shabaloth", vec![P(3), P(4)])] {
            let shown = format!("lunatic:{demon}");
            let mut g = bmr_game(&[
                demon,
                "godfather",
                &shown,
                "chambermaid",
                "exorcist",
                "minstrel",
                "gossip",
            ]);
            to_day(&mut g);
            g.apply(Command::EndDay).unwrap();
            let act = Command::Act {
                character: demon.into(),
                by: Some(P(2)),
                targets,
                guess: None,
            };
            assert_eq!(g.apply(act).unwrap_err().code(), "NotCharacter", "{demon}");
        }
    }
}
