//! Lil' Monsta (carousel, Demon). Character ability text: each night, the Minions choose which
//! of them minds Lil' Monsta and "is the Demon"; each night but the first, a player might die.
//! [One Minion more; no player draws Lil' Monsta.]
//!
//! - Setup: no player has it ([`SetupEffect::HeldByNoOne`]: the draw leaves the Demon's place
//!   to its Minion more, `Minions(1)`; a pick with no Demon seated and Lil' Monsta on the
//!   script is checked that way). It is in play when it is on the script and no player has a
//!   Demon.
//! - In play, the night sheet gives it a step with no player at its place each night
//!   ([`Ability::held_by_no_one`]). The Minions' choice is recorded as Lil' Monsta's act by a
//!   Minion naming the babysitter (one of the Minions, in strict mode): the "Is The Demon"
//!   reminder moves to them.
//! - Each night but the first, the Storyteller may pick a player who dies ("a player might
//!   die", 000: the ability does not say "choose" for the Minions, so the Storyteller
//!   decides): Lil' Monsta's act with no player, the Demon's attack by the babysitter through
//!   the one kill path ([`demon_strike`]: the Monk, the Soldier apply). 001: the babysitter
//!   drunk or poisoned (or none recorded), nobody dies.
//! - The win: Lil' Monsta lives while no babysitter is recorded or the babysitter lives
//!   (002: good wins when the Demon dies; the babysitter dying is Lil' Monsta's death), as the
//!   victory check asks ([`crate::ability::unheld_demon_alive`]).
//! - Official jinxes: the Psychopath or the Vizier babysitting dies when executed
//!   ([`babysitter_dies_when_executed`], asked by them); the babysitter dying with five or
//!   more alive, the Scarlet Woman babysits for good ([`scarlet_woman_babysits`], asked by
//!   her; strict mode then refuses another babysitter); while the Magician lives, the
//!   Storyteller is offered the babysitter as each night begins ([`carousel::magician`]); the
//!   Demon choosing Lil' Monsta at the Hatter's tea party is offered a Minion to become
//!   ([`carousel::hatter`]).
//!   While the Poppy Grower lives, the Minions wake one at a time and the one who takes the
//!   token babysits: strict mode accepts only a Minion naming themself.
//! - The babysitter is the Demon for every rule while they mind it, and still a Minion
//!   ([`Ability::embodied_by`]: counted wherever the engine asks who the Demon is,
//!   [`GameState::is_team`], [`GameState::of_team`]): the Fortune Teller's yes, the Clockmaker's
//!   distance (to the nearest other Minion), the Slayer's shot, the Golem's nomination, the
//!   Flowergirl's vote, the Sage's pair, the Exorcist's pick (the babysitter chosen does not
//!   wake and Lil' Monsta kills no one that night: strict mode refuses its kill,
//!   `HeldAsleep`), the Snake Charmer's swap (the Snake Charmer becomes the babysitter's
//!   Minion, evil; the old babysitter, now the good Snake Charmer and poisoned, minds it no
//!   more: only a Minion babysits, so nobody does until the Minions choose again, at Lil'
//!   Monsta's step later that night), the Princess's "Doesn't Kill", the Knight's pair, the
//!   Alsaahir's guess (the babysitter named once, as the Demon, the other Minions after).
//! - Where the engine asks a Demon's own character, the babysitter does not count, by decision:
//!   the Lunatic's attack compared with the Demon's (Lil' Monsta's kill is the Storyteller's
//!   pick, "a player might die", 000/003: no choice of the Demon to compare; the babysitter's
//!   own Minion choices are not it), the Toymaker letting the Demon skip its attack (the
//!   babysitter's choices are a Minion's; Lil' Monsta's kill is already optional), the
//!   Leviathan's and the Riot's jinxes (the Mayor's last day, the protected nominee's win: Lil'
//!   Monsta has no such jinx, so the babysitter nominating a protected player wins nothing; the
//!   Mayor attacked by Lil' Monsta may bounce to anyone but the babysitter, as with any Demon).
//! - Left to the Storyteller: the Marionette's jinx, and waking the Minions one at a time (the
//!   Poppy Grower's).

use crate::ability::prelude::*;

const ID: &str = "lilmonsta";
const MARK: &str = "Is The Demon";
const SCARLET_WOMAN: &str = "scarletwoman";
const POPPY_GROWER: &str = "poppygrower";

pub const ABILITY: Ability = Ability {
    id: ID,
    acts: Some(acts),
    says: Some([
        "The Minions choose {targets} to mind Lil' Monsta",
        "Les Sbires choisissent {targets} pour garder le P'tit Monstre",
    ]),
    says_for_storyteller: Some([
        "For Lil' Monsta, the Storyteller picks {targets} to die",
        "Pour le P'tit Monstre, le Conteur choisit {targets}, qui doit mourir",
    ]),
    held_by_no_one: Some(lives),
    embodied_by: Some(babysitter),
    ..Ability::PLAIN
};

/// Is Lil' Monsta in play: on the script, and no player has a Demon?
fn in_play(state: &GameState) -> bool {
    state.script.contains(ID)
        && state.seats.iter().any(|s| s.character.is_some())
        && !state.seats.iter().any(|s| s.team() == Some(Team::Demon))
}

/// The player minding Lil' Monsta, if recorded and still a Minion (its character text: the
/// Minions choose which of them minds it; a babysitter made good and not a Minion, the Snake
/// Charmer's swap, minds it no more until the Minions choose again).
pub fn babysitter(state: &GameState) -> Option<PlayerId> {
    state
        .reminders
        .iter()
        .find(|r| r.character == ID && r.reminder == MARK)
        .map(|r| r.player)
        .filter(|p| is_minion(state, *p))
}

/// Official jinxes of Lil' Monsta with the Psychopath and the Vizier: the babysitter with that
/// character (`character`, asked by its definition) dies when executed, whatever their
/// ability says.
pub fn babysitter_dies_when_executed(state: &GameState, player: PlayerId, character: &str) -> bool {
    babysitter(state) == Some(player) && jinx::active(state, ID, character)
}

/// Official jinx Lil' Monsta & Scarlet Woman: the babysitter died with five or more players
/// alive, the Scarlet Woman `sw` babysits from now on, for good (her "Is The Demon" reminder
/// says so: the Minions' choice no longer moves it).
pub fn scarlet_woman_babysits(state: &mut GameState, sw: PlayerId, died: &Died) -> bool {
    let alive = state.seat(sw).is_some_and(|s| s.alive);
    if babysitter(state) != Some(died.player)
        || died.player == sw
        || !alive
        || died.alive_before < 5
        || !ability_works(state, sw)
        || !jinx::active(state, ID, SCARLET_WOMAN)
    {
        return false;
    }
    reminder::remove_all(state, ID, MARK);
    reminder::place(state, sw, ID, MARK);
    reminder::place(state, sw, SCARLET_WOMAN, MARK);
    true
}

/// The Scarlet Woman babysits for good (her jinx).
fn kept_by_scarlet_woman(state: &GameState) -> bool {
    babysitter(state).is_some_and(|b| {
        state
            .reminders
            .iter()
            .any(|r| r.player == b && r.character == SCARLET_WOMAN && r.reminder == MARK)
    })
}

/// `None` when not in play; else whether Lil' Monsta lives (no babysitter yet, or a living one).
fn lives(state: &GameState) -> Option<bool> {
    in_play(state).then(|| babysitter(state).is_none_or(|b| really_alive(state, b)))
}

fn is_minion(state: &GameState, p: PlayerId) -> bool {
    state
        .seat(p)
        .is_some_and(|s| s.team() == Some(Team::Minion))
}

fn acts(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    require_night(state, act)?;
    let target = act.target()?;
    state.require(target)?;
    match act.by {
        Some(by) => minds(state, act, by, target),
        None => kills(state, act, target),
    }
}

/// The Minions choose who minds Lil' Monsta: the reminder moves to them.
fn minds(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    state.require(by)?;
    if act.strict {
        // Official jinx Lil' Monsta & Poppy Grower: while the Poppy Grower lives, the Minions
        // wake one at a time and the one who takes the token babysits: only themself.
        let poppy = state
            .seats
            .iter()
            .any(|s| s.is(POPPY_GROWER) && really_alive(state, s.id));
        let one_at_a_time = poppy && by != target && jinx::active(state, ID, POPPY_GROWER);
        if one_at_a_time || (kept_by_scarlet_woman(state) && babysitter(state) != Some(target)) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ID.into(),
            });
        }
        for p in [by, target] {
            if !is_minion(state, p) {
                return Err(RuleError::ChoiceNotAllowed {
                    name: state.name(p),
                    character: ID.into(),
                });
            }
        }
    }
    record_choice(state, by, ID, vec![target]);
    reminder::remove_all(state, ID, MARK);
    reminder::place(state, target, ID, MARK);
    Ok(Vec::new())
}

/// The Storyteller's pick of who dies: the babysitter's attack.
fn kills(state: &mut GameState, act: &Act, target: PlayerId) -> Result<Vec<Event>, RuleError> {
    if act.strict && state.phase == Phase::FirstNight {
        return Err(RuleError::NoActionTonight {
            character: ID.into(),
        });
    }
    let Some(demon) = babysitter(state) else {
        return Ok(Vec::new());
    };
    // The Exorcist chose the babysitter tonight: the Demon does not wake, nobody dies.
    if act.strict {
        check_awake(state, demon)?;
    }
    if !(ability_works(state, demon) && really_alive(state, demon)) {
        return Ok(vec![Event::NoEffect {
            player: demon,
            reason: NoEffect::Impaired,
        }]);
    }
    Ok(demon_strike(state, demon, target))
}

#[cfg(test)]
mod tests {
    use crate::character::Team;
    use crate::command::{Assignment, Command};
    use crate::game::{Game, GameConfig};
    use crate::night::sheet;
    use crate::night::NightInfo;
    use crate::pending::PendingKind;
    use crate::rng::Rng;
    use crate::script::Script;
    use crate::seat::PlayerId;
    use crate::setup::{check_pick, random_draw};
    use crate::test_util::{next_night, P};

    const CHARS: [&str; 9] = [
        "lilmonsta",
        "poisoner",
        "spy",
        "chef",
        "empath",
        "monk",
        "soldier",
        "undertaker",
        "mayor",
    ];

    fn script() -> Script {
        Script::custom(CHARS.map(String::from).to_vec())
    }

    fn pick(chars: &[&str]) -> Vec<Assignment> {
        chars
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: P(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect()
    }

    /// The draw with Lil' Monsta seats no Demon and one Minion more; the setup check agrees,
    /// and warns about a pick with the usual single Minion.
    #[test]
    fn the_draw_seats_a_minion_more_and_no_demon() {
        let script = script();
        let seats: Vec<PlayerId> = (0..7).map(PlayerId).collect();
        let draw = random_draw(&script, &seats, &mut Rng::new(3));
        let team = |t| {
            draw.iter()
                .filter(|a| crate::character::official(&a.character).is_some_and(|d| d.team == t))
                .count()
        };
        assert_eq!(team(crate::character::Team::Demon), 0, "{draw:?}");
        assert_eq!(team(crate::character::Team::Minion), 2, "{draw:?}");
        assert_eq!(check_pick(&script, &draw), Vec::new());
        let one_minion = pick(&[
            "poisoner",
            "chef",
            "empath",
            "monk",
            "soldier",
            "undertaker",
            "mayor",
        ]);
        assert!(!check_pick(&script, &one_minion).is_empty());
    }

    /// In play, Lil' Monsta has a step with no player on the first night and the next ones.
    #[test]
    fn the_sheet_has_its_step_each_night() {
        let mut g = Game::new(GameConfig {
            seed: 1,
            name: String::new(),
        });
        for i in 0..7 {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        g.apply(Command::ChooseScript { script: script() }).unwrap();
        let chars = [
            "poisoner",
            "spy",
            "chef",
            "empath",
            "monk",
            "soldier",
            "undertaker",
        ];
        g.apply(Command::AssignCharacters {
            assignments: pick(&chars),
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        let has_step = |g: &Game| {
            sheet(g.state())
                .iter()
                .any(|s| s.character.as_deref() == Some("lilmonsta") && s.player.is_none())
        };
        assert!(has_step(&g));
        next_night(&mut g);
        assert!(has_step(&g));
    }

    /// A game of [`CHARS`] with the Poisoner, Spy, Chef, Empath, Monk, Mayor and Undertaker
    /// seated in order, the Spy (P1) minding Lil' Monsta, at the start of night 2.
    fn babysat_game() -> Game {
        let mut g = game_of(&[
            "poisoner",
            "spy",
            "chef",
            "empath",
            "monk",
            "mayor",
            "undertaker",
        ]);
        g.apply(Command::act("lilmonsta", P(0), P(1))).unwrap();
        next_night(&mut g);
        g
    }

    /// A started game of Lil' Monsta and `chars`, seated in order (counts overridden).
    fn game_of(chars: &[&str]) -> Game {
        let mut g = Game::new(GameConfig {
            seed: 1,
            name: String::new(),
        });
        for i in 0..chars.len() {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        let mut on_script = vec!["lilmonsta".to_string()];
        on_script.extend(chars.iter().map(|c| c.to_string()));
        g.apply(Command::ChooseScript {
            script: Script::custom(on_script),
        })
        .unwrap();
        g.apply(Command::Override {
            command: Box::new(Command::AssignCharacters {
                assignments: pick(chars),
            }),
            reason: "test".into(),
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// Puzzlemaster's text: a wrong guess shows a player who is not the Demon. The babysitter
    /// is the Demon: never among the players suggested.
    #[test]
    fn the_puzzlemaster_wrong_guess_never_shows_the_babysitter() {
        let mut g = game_of(&[
            "puzzlemaster",
            "poisoner",
            "chef",
            "empath",
            "soldier",
            "undertaker",
            "spy",
        ]);
        g.apply(Command::Act {
            character: "puzzlemaster".into(),
            by: None,
            targets: vec![P(2)],
            guess: None,
        })
        .unwrap();
        g.apply(Command::act("lilmonsta", P(1), P(1))).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::act("puzzlemaster", P(0), P(3))).unwrap();
        let shown: Vec<PlayerId> = g
            .state()
            .pending
            .last()
            .expect("the Storyteller picks whom to show")
            .suggestions
            .iter()
            .filter_map(|c| match c {
                Command::GiveInfo {
                    info: crate::info::Info::Players { players },
                    ..
                } => players.first().copied(),
                _ => None,
            })
            .collect();
        assert!(!shown.is_empty());
        assert!(!shown.contains(&P(1)), "{shown:?}");
    }

    /// 001, Choirboy: a drunk or poisoned Choirboy may be shown a player who is not the Demon.
    /// The babysitter sitting next to him is the Demon: the false answer passes them by.
    #[test]
    fn the_choirboys_false_demon_is_never_the_babysitter() {
        let mut g = game_of(&[
            "choirboy",
            "poisoner",
            "king",
            "chef",
            "empath",
            "soldier",
            "undertaker",
        ]);
        g.apply(Command::act("lilmonsta", P(1), P(1))).unwrap();
        let st = g.state();
        let truth = NightInfo::Players {
            players: st.of_team(Team::Demon).iter().map(|s| s.id).collect(),
        };
        assert_eq!(
            truth,
            NightInfo::Players {
                players: vec![P(1)]
            }
        );
        let choirboy = st.seat(P(0)).unwrap();
        let shown =
            (crate::ability::carousel::choirboy::ABILITY.false_answer)(st, choirboy, &truth);
        assert_eq!(
            shown,
            Some(NightInfo::Players {
                players: vec![P(2)]
            })
        );
    }

    fn kill(target: PlayerId) -> Command {
        Command::Act {
            character: "lilmonsta".into(),
            by: None,
            targets: vec![target],
            guess: None,
        }
    }

    /// Mayor's text (000): attacked at night, another player might die instead. Lil' Monsta's
    /// kill is the babysitter's attack: the bounce is offered to every living player but the
    /// babysitter, as with any Demon.
    #[test]
    fn the_mayor_bounces_past_the_babysitter() {
        let mut g = babysat_game();
        g.apply(kill(P(5))).unwrap();
        let st = g.state();
        let bounce = st
            .pending
            .iter()
            .find(|p| matches!(p.kind, PendingKind::MayorBounce { .. }))
            .expect("the Mayor's bounce is offered");
        assert_eq!(
            bounce.kind,
            PendingKind::MayorBounce {
                mayor: P(5),
                demon: P(1)
            }
        );
        let offered: Vec<PlayerId> = bounce
            .suggestions
            .iter()
            .filter_map(|c| match c {
                Command::Die { player, .. } => Some(*player),
                _ => None,
            })
            .collect();
        assert_eq!(offered, vec![P(5), P(0), P(2), P(3), P(4), P(6)]);
    }

    /// The Leviathan's and the Riot's jinxes (official jinx list): a Demon nominating a player
    /// the Monk protects makes good win. The babysitter is the Demon, but Lil' Monsta has no
    /// such jinx: no win.
    #[test]
    fn the_babysitter_nominating_a_protected_player_wins_nothing() {
        let mut g = babysat_game();
        g.apply(Command::act("monk", P(4), P(3))).unwrap();
        g.apply(Command::act("lilmonsta", P(0), P(1))).unwrap();
        g.apply(Command::EndNight).unwrap();
        let st = g.state();
        assert!(st.is_team(P(1), crate::character::Team::Demon));
        assert!(crate::ability::chosen_last_night(st, "monk", P(4)).contains(&P(3)));
        assert_eq!(crate::victory::protected_nominee_win(st, P(1), P(3)), None);
    }
}
