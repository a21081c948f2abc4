//! Kazali (carousel, Demon). Character ability text, in our words: each night but the first,
//! it chooses a player, who dies; no Minion is in play at setup (Townsfolk take their seats):
//! on the first night the Kazali points at players and names a Minion for each, and they
//! become those Minions, evil; the Storyteller may add or remove any number of Outsiders.
//!
//! Setup (in the table): [`SetupEffect::MinionsAsTownsfolk`] (the draw draws no Minion, good
//! characters fill their seats; a pick with a Minion is warned about) and
//! [`SetupEffect::OutsidersAny`] (the setup check allows any Outsider count; the draw picks
//! one at random between 1 and the Outsiders the bag holds, the Storyteller's call made for
//! them).
//!
//! The first night (its step, before the Minion info): one act per player made a Minion, the
//! player pointed at with the Minion named (`guess`, [`MAKES_MINION`]), as many as the count
//! table's Minions for the players seated (Travellers left out). The player becomes that Minion
//! (000/003: a new character, the old ability gone, as the Pit-Hag's change) and evil, and is
//! woken to be told ("You are", from the change recorded). Strict mode refuses another night,
//! a character that is not a Minion of the script, a Minion already in play (one named twice),
//! the Demon or a Traveller pointed at, a player already made a Minion tonight, and picks
//! beyond the count; an override records anything. An act naming no character on the first night is an attack,
//! refused ("each night*").
//!
//! 001: a drunk or poisoned Kazali's pick does nothing; the Storyteller decides who becomes
//! which Minion, if anyone: a decision offered at each pick (the Kazali's own pick suggested
//! first, then every player and Minion not in play), whose suggestions are the Storyteller's
//! picks (an act with no player, accepted in strict mode while the Kazali's ability does not
//! work).
//!
//! The kill from the second night is the Demon's plain attack through the one kill path.
//!
//! Official jinxes:
//! - Marionette: no Marionette is drawn with the Kazali (no Minion is); the Kazali may name
//!   the Marionette for one of its neighbours (strict mode refuses any other player), who
//!   becomes the Marionette, evil, and keeps believing they are their character (the seat's
//!   shown token, as a Marionette set up is held): they are not woken to be told, and the
//!   Marionette's own step later that night shows them to the Kazali.
//! - Bounty Hunter: with the Kazali no evil Townsfolk is made at setup (nor asked by the setup
//!   check); once the Kazali's picks are all made, if the Bounty Hunter is still in play (not
//!   made a Minion), the Storyteller is offered which Townsfolk turns evil
//!   ([`carousel::bountyhunter::offer_evil_townsfolk`]); none if the Bounty Hunter became a
//!   Minion.
//! - Summoner: as with the Pit-Hag, a second living Demon's deaths are the Storyteller's
//!   (the Summoner's definition).

use crate::ability::prelude::*;

const ID: &str = "kazali";
const MARIONETTE: &str = "marionette";
const BOUNTY_HUNTER: &str = "bountyhunter";

/// The first night's choice: a player, and the Minion they become.
pub const MAKES_MINION: Choice = Choice {
    guess: true,
    nameable: Some(Nameable(minion_not_in_play)),
    ..Choice::of(1, Then::Acts)
};

/// What the Kazali may name: a Minion of the script that no player has.
fn minion_not_in_play(state: &GameState, id: &str) -> bool {
    state.character(id).is_some_and(|d| d.team == Team::Minion) && !state.in_play(id)
}

pub const ABILITY: Ability = Ability {
    id: ID,
    choice: Some(learn::DEMON_ATTACK),
    choice_now: Some(choice_tonight),
    acts: Some(acts),
    says: Some([
        "{by} (Kazali) chooses {targets}",
        "{by} (Kazali) choisit {targets}",
    ]),
    says_for_storyteller: Some([
        "The Storyteller makes a Minion for the Kazali: {targets}",
        "Le Conteur crée un Sbire pour le Kazali : {targets}",
    ]),
    learns: Some(super::attack_info_after_first),
    ..Ability::PLAIN
};

/// The first night: a player and a Minion; then the attack.
fn choice_tonight(state: &GameState, demon: PlayerId) -> Option<Choice> {
    if night_of(state) == Some(1) {
        Some(MAKES_MINION)
    } else {
        super::attack_after_first(state, demon)
    }
}

/// A Minion named (or the Storyteller's pick): a player made a Minion; otherwise the attack.
fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.guess.is_some() || act.by.is_none() {
        makes_minion(state, act)
    } else {
        super::kill_after_first(state, act)
    }
}

/// How many Minions the Kazali makes: the count table's for the players seated.
pub fn minions_to_make(state: &GameState) -> usize {
    let players = state.seats.iter().filter(|s| !s.traveller).count();
    count_table(players).map_or(0, |c| usize::from(c.minions))
}

/// The players made Minions tonight (picks that worked, the Storyteller's included).
fn made_tonight(state: &GameState) -> Vec<PlayerId> {
    state
        .choices
        .iter()
        .filter(|c| c.character == ID && c.phase == state.phase && c.worked)
        .flat_map(|c| c.targets.iter().copied())
        .collect()
}

/// Strict checks of a pick: the first night, a Minion not in play, a player not the Demon nor
/// a Traveller nor made a Minion tonight, within the count; the Marionette beside the Kazali.
fn check_pick(
    state: &GameState,
    act: &Act,
    kazali: Option<PlayerId>,
    target: PlayerId,
    (team, minion): (Team, &str),
) -> Result<(), RuleError> {
    if state.phase != Phase::FirstNight {
        return Err(RuleError::NoActionTonight {
            character: ID.into(),
        });
    }
    if team != Team::Minion || !state.script.contains(minion) || state.in_play(minion) {
        return Err(RuleError::NamedNotAllowed {
            character: ID.into(),
            named: minion.into(),
        });
    }
    let seat = state.require(target)?;
    let refused = || RuleError::ChoiceNotAllowed {
        name: state.name(target),
        character: ID.into(),
    };
    let made = made_tonight(state);
    if seat.traveller || seat.team() == Some(Team::Demon) || made.contains(&target) {
        return Err(refused());
    }
    let needed = minions_to_make(state);
    let own = act.by.map_or(0, |by| {
        state
            .choices
            .iter()
            .filter(|c| c.character == ID && c.phase == state.phase && c.by == by)
            .count()
    });
    if made.len().max(own) >= needed {
        return Err(RuleError::WrongChoiceCount {
            character: ID.into(),
            needed,
            got: made.len().max(own) + 1,
        });
    }
    if minion == MARIONETTE && jinx::scripted(state, ID, MARIONETTE) {
        let beside = kazali.is_some_and(|k| {
            [true, false]
                .into_iter()
                .any(|cw| state.neighbour(k, cw, false) == Some(target))
        });
        if !beside {
            return Err(refused());
        }
    }
    Ok(())
}

/// The first night's pick: the Kazali's own, or the Storyteller's (no player).
fn makes_minion(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    require_night(state, act)?;
    let target = act.target()?;
    state.require(target)?;
    let minion = named_character(state, act, ID)?;
    let kazali = act.by.or_else(|| state.find(ID).map(|s| s.id));
    if act.strict {
        match act.by {
            Some(by) => is_really(state, by, ID)?,
            None => {
                if kazali.is_none_or(|k| ability_works(state, k)) {
                    return Err(RuleError::CannotAct {
                        character: ID.into(),
                    });
                }
            }
        }
        check_pick(state, act, kazali, target, (minion.team, minion.id))?;
    }
    let Some(by) = act.by else {
        state.choices.push(Chosen {
            by: kazali.unwrap_or(target),
            character: ID.into(),
            targets: vec![target],
            phase: state.phase,
            worked: true,
        });
        return Ok(make_minion(state, target, minion.id));
    };
    if !record_choice(state, by, ID, vec![target]) {
        let offer = storytellers_pick(state, by, target, minion.id);
        return Ok(vec![
            Event::NoEffect {
                player: by,
                reason: NoEffect::Impaired,
            },
            offer,
        ]);
    }
    Ok(make_minion(state, target, minion.id))
}

/// The player becomes the Minion, evil (the Marionette keeps believing their character); once
/// the picks are all made, the Bounty Hunter's jinx.
fn make_minion(state: &mut GameState, target: PlayerId, minion: &str) -> Vec<Event> {
    let believed = state
        .seat(target)
        .and_then(|s| s.believed_character())
        .map(str::to_string);
    let mut events = vec![change_character(state, target, minion)];
    let marionette = minion == MARIONETTE && jinx::scripted(state, ID, MARIONETTE);
    let seat = state.seat_mut(target).expect("checked");
    if marionette {
        seat.shown = believed;
    }
    if seat.alignment != Some(Alignment::Evil) {
        seat.alignment = Some(Alignment::Evil);
        events.push(Event::AlignmentChanged { player: target });
    }
    if made_tonight(state).len() >= minions_to_make(state)
        && jinx::scripted(state, BOUNTY_HUNTER, ID)
    {
        events.extend(carousel::bountyhunter::offer_evil_townsfolk(state));
    }
    events
}

/// 001: the drunk or poisoned Kazali's pick did nothing; the Storyteller may make the Minion:
/// the Kazali's pick first, then every other player (not the Demon, not a Traveller) with
/// every Minion of the script not in play.
fn storytellers_pick(state: &mut GameState, by: PlayerId, target: PlayerId, minion: &str) -> Event {
    let minions = state.not_in_play(Team::Minion);
    let players: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| !s.traveller && s.team() != Some(Team::Demon))
        .map(|s| s.id)
        .collect();
    let pick = |p: PlayerId, m: &str| Command::Act {
        character: ID.into(),
        by: None,
        targets: vec![p],
        guess: Some(m.to_string()),
    };
    let mut suggestions = vec![pick(target, minion)];
    for m in &minions {
        for p in &players {
            if (*p, *m) != (target, minion) {
                suggestions.push(pick(*p, m));
            }
        }
    }
    learn::offer_decision(state, by, ID, suggestions)
}

#[cfg(test)]
mod tests {
    use crate::character::{official, Alignment, Edition, Team};
    use crate::command::Command;
    use crate::night::{sheet, StepKind};
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::*;
    use crate::warning::SetupWarning;

    fn carousel() -> Script {
        Script::Edition {
            edition: Edition::Carousel,
        }
    }

    /// Seven players (one Minion to make): the Kazali, then six good players.
    fn kazali_game(chars: &[&str]) -> crate::Game {
        let mut g = setup_game(Some(Edition::Carousel), chars);
        g.apply(Command::StartGame).unwrap();
        g
    }

    fn pick(by: u32, target: u32, minion: &str) -> Command {
        Command::Act {
            character: "kazali".into(),
            by: Some(P(by)),
            targets: vec![P(target)],
            guess: Some(minion.into()),
        }
    }

    fn code(g: &mut crate::Game, c: Command) -> String {
        g.apply(c).unwrap_err().code().to_string()
    }

    const SEVEN: [&str; 7] = [
        "kazali",
        "steward",
        "knight",
        "noble",
        "balloonist",
        "fisherman",
        "shugenja",
    ];

    /// The draw never puts a Minion in with the Kazali; the good fill the seats and the pick
    /// passes the setup check (any Outsider count).
    #[test]
    fn no_minion_is_drawn_with_the_kazali() {
        let mut found = 0;
        for players in [7usize, 10, 12, 15] {
            let seats: Vec<_> = (0..players as u32).map(P).collect();
            for seed in 0..400 {
                let draw = random_draw(&carousel(), &seats, &mut Rng::new(seed));
                if !draw.iter().any(|a| a.character == "kazali") {
                    continue;
                }
                found += 1;
                let team = |c: &str| official(c).unwrap().team;
                assert!(
                    !draw.iter().any(|a| team(&a.character) == Team::Minion),
                    "seed {seed}: {draw:?}"
                );
                assert_eq!(draw.len(), players);
                assert_eq!(
                    draw.iter()
                        .filter(|a| team(&a.character) == Team::Demon)
                        .count(),
                    1
                );
                assert!(!draw.iter().any(|a| a.alignment == Some(Alignment::Evil)));
                let warnings = check_pick(&carousel(), &draw);
                assert!(
                    !warnings.iter().any(|w| matches!(
                        w,
                        SetupWarning::WrongCount { .. } | SetupWarning::ManualSetup { .. }
                    )),
                    "seed {seed}: {warnings:?}"
                );
            }
        }
        assert!(found > 10, "the Kazali is drawn now and then: {found}");
    }

    /// The check: any Outsider count with the Kazali, and a Minion warned about.
    #[test]
    fn the_check_wants_no_minion_and_any_outsiders() {
        let pick = crate::ability::carousel::tests::hand_pick;
        for chars in [
            SEVEN.to_vec(),
            vec![
                "kazali",
                "steward",
                "knight",
                "noble",
                "balloonist",
                "hatter",
                "damsel",
            ],
            vec![
                "kazali", "steward", "snitch", "zealot", "hatter", "golem", "damsel",
            ],
        ] {
            assert_eq!(check_pick(&carousel(), &pick(&chars)), vec![], "{chars:?}");
        }
        let with_minion = pick(&[
            "kazali",
            "widow",
            "knight",
            "noble",
            "balloonist",
            "fisherman",
            "steward",
        ]);
        let warnings = check_pick(&carousel(), &with_minion);
        assert!(
            warnings.iter().any(|w| matches!(
                w,
                SetupWarning::WrongCount {
                    team: Team::Minion,
                    actual: 1,
                    ..
                }
            )),
            "{warnings:?}"
        );
        // The same pick with the Imp is a legal one: the Kazali's rule makes the difference.
        let imp = pick(&[
            "imp",
            "widow",
            "knight",
            "noble",
            "balloonist",
            "fisherman",
            "steward",
        ]);
        let script = Script::custom(
            [
                "imp",
                "widow",
                "knight",
                "noble",
                "balloonist",
                "fisherman",
                "steward",
            ]
            .map(String::from)
            .to_vec(),
        );
        assert_eq!(check_pick(&script, &imp), vec![]);
    }

    /// The first night: the player pointed at becomes the Minion named, evil, and is told.
    #[test]
    fn the_player_becomes_the_minion_and_is_told() {
        let mut g = kazali_game(&SEVEN);
        let step = sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("kazali"))
            .unwrap();
        assert_eq!(step.player, Some(P(0)));
        g.apply(pick(0, 2, "widow")).unwrap();
        let s = g.state().seat(P(2)).unwrap();
        assert!(s.is("widow"));
        assert_eq!(s.alignment, Some(Alignment::Evil));
        assert!(sheet(g.state()).iter().any(|s| s.kind == StepKind::YouAre
            && s.player == Some(P(2))
            && s.character.as_deref() == Some("widow")));
    }

    /// The screen's list for the first night's pick: the script's Minions no one has, not
    /// every character of the script.
    #[test]
    fn the_pick_offers_the_minions_not_in_play() {
        let mut g = kazali_game(&SEVEN);
        let choice = super::choice_tonight(g.state(), P(0)).unwrap();
        let offered = |g: &crate::Game| {
            choice
                .names_offered(g.state())
                .iter()
                .map(|d| d.team)
                .collect::<Vec<_>>()
        };
        let before = offered(&g);
        assert!(!before.is_empty());
        assert!(before.iter().all(|t| *t == Team::Minion), "{before:?}");
        let minions = carousel()
            .characters()
            .into_iter()
            .filter(|d| d.team == Team::Minion)
            .count();
        assert_eq!(before.len(), minions);
        g.apply(pick(0, 2, "widow")).unwrap();
        let after = choice.names_offered(g.state());
        assert_eq!(after.len(), minions - 1);
        assert!(
            after.iter().all(|d| d.id != "widow"),
            "the Widow is in play now"
        );
    }

    /// Strict mode refuses what the ability does not allow; an override records it.
    #[test]
    fn strict_refusals() {
        let mut ten = SEVEN.to_vec();
        ten.extend(["pixie", "general", "preacher"]);
        let mut g = kazali_game(&ten);
        assert_eq!(code(&mut g, pick(0, 2, "steward")), "NamedNotAllowed");
        assert_eq!(code(&mut g, pick(0, 2, "imp")), "NamedNotAllowed");
        assert_eq!(code(&mut g, pick(0, 2, "poisoner")), "NamedNotAllowed");
        assert_eq!(code(&mut g, pick(0, 0, "widow")), "ChoiceNotAllowed");
        assert_eq!(code(&mut g, pick(1, 2, "widow")), "NotCharacter");
        g.apply(pick(0, 2, "widow")).unwrap();
        assert_eq!(code(&mut g, pick(0, 3, "widow")), "NamedNotAllowed");
        assert_eq!(code(&mut g, pick(0, 2, "harpy")), "ChoiceNotAllowed");
        // Ten players: two Minions.
        g.apply(pick(0, 3, "harpy")).unwrap();
        assert_eq!(code(&mut g, pick(0, 4, "wraith")), "WrongChoiceCount");
        // The Marionette only beside the Kazali (seats 1 and 9).
        let mut g2 = kazali_game(&ten);
        assert_eq!(code(&mut g2, pick(0, 4, "marionette")), "ChoiceNotAllowed");
        // An override passes.
        g.apply(Command::Override {
            command: Box::new(pick(0, 4, "steward")),
            reason: "test".into(),
        })
        .unwrap();
        assert!(g.state().seat(P(4)).unwrap().is("steward"));
        // Not another night.
        next_night(&mut g);
        assert_eq!(code(&mut g, pick(0, 5, "wraith")), "NoActionTonight");
    }

    /// 001: a poisoned Kazali's pick does nothing; the Storyteller is offered the decision,
    /// and may make the Minion.
    #[test]
    fn a_poisoned_kazali_leaves_it_to_the_storyteller() {
        let mut g = kazali_game(&SEVEN);
        let storyteller = Command::Act {
            character: "kazali".into(),
            by: None,
            targets: vec![P(3)],
            guess: Some("widow".into()),
        };
        assert_eq!(code(&mut g, storyteller.clone()), "CannotAct");
        poison(&mut g, P(0));
        g.apply(pick(0, 3, "widow")).unwrap();
        assert!(g.state().seat(P(3)).unwrap().is("noble"));
        let offered = &g.state().pending.last().unwrap().suggestions;
        assert_eq!(offered[0], storyteller);
        assert!(offered.len() > 1);
        g.apply(storyteller).unwrap();
        let s = g.state().seat(P(3)).unwrap();
        assert!(s.is("widow"));
        assert_eq!(s.alignment, Some(Alignment::Evil));
    }

    /// Jinx Kazali & Marionette: a neighbour made the Marionette keeps believing their
    /// character and is not told; the Marionette's step shows them to the Kazali.
    #[test]
    fn the_marionette_keeps_believing() {
        let mut g = kazali_game(&SEVEN);
        g.apply(pick(0, 1, "marionette")).unwrap();
        let s = g.state().seat(P(1)).unwrap();
        assert!(s.is("marionette"));
        assert_eq!(s.shown.as_deref(), Some("steward"));
        assert_eq!(s.alignment, Some(Alignment::Evil));
        let steps = sheet(g.state());
        assert!(!steps
            .iter()
            .any(|s| s.kind == StepKind::YouAre && s.player == Some(P(1))));
        assert!(steps
            .iter()
            .any(|s| s.character.as_deref() == Some("marionette") && s.player == Some(P(1))));
    }

    /// Jinx Bounty Hunter & Kazali: the draw makes no evil Townsfolk; after the Kazali's picks
    /// the Storyteller is offered one, unless the Bounty Hunter became a Minion.
    #[test]
    fn the_bounty_hunters_evil_townsfolk_after_the_picks() {
        let mut chars = SEVEN.to_vec();
        chars[6] = "bountyhunter";
        let mut g = kazali_game(&chars);
        g.apply(pick(0, 2, "widow")).unwrap();
        let pending = g.state().pending.last().expect("offered");
        assert_eq!(
            pending.kind,
            crate::pending::PendingKind::Chooses {
                player: P(6),
                character: "bountyhunter".into()
            }
        );
        assert!(pending.suggestions.contains(&Command::ChangeAlignment {
            player: P(1),
            alignment: Alignment::Evil
        }));
        let mut g = kazali_game(&chars);
        g.apply(pick(0, 6, "widow")).unwrap();
        assert!(g.state().pending.is_empty());
    }
}
