//! Who wins (002, "Fin de partie").

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Team};
use super::pending::PendingKind;
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;

/// Why a team wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinReason {
    /// 002: "Les gentils gagnent si le Démon meurt" — every Demon is dead.
    DemonDead,
    /// 002: "Les maléfiques l'emportent s'il ne reste plus que deux joueurs en vie."
    TwoAlive,
    /// Saint: executed while their ability worked → their team (good) loses.
    SaintExecuted,
    /// Hermit: executed with the Saint's ability (no Saint in play), while their ability
    /// worked → their team loses.
    HermitExecuted,
    /// Mayor: 3 players alive and no execution today → good wins.
    MayorThreeAlive,
    /// Mastermind: the day after the Demon's execution, the executed player's team lost, or
    /// nobody was executed and evil wins.
    Mastermind,
    /// Klutz: once dead, he publicly chose an evil player → his team (good) loses.
    Klutz,
    /// Evil Twin: the good twin was executed → evil wins.
    EvilTwin,
    /// Goblin: executed on a day they claimed to be the Goblin when nominated → their team
    /// (evil) wins.
    Goblin,
    /// A day ended with no execution while an ability says evil then wins (character ability
    /// text, Vortox).
    NoExecution,
    /// A Minion publicly guessed the Damsel while her ability worked → evil wins (character
    /// ability text, Damsel).
    Damsel,
    /// A player a Minion chose at night was nominated by that Minion and executed while the
    /// ability worked → the executed player's team loses (character ability text, Fearmonger).
    ChosenExecuted,
    /// A second good player was executed while an ability says evil then wins (character
    /// ability text, Leviathan).
    GoodExecutions,
    /// The last day an ability allows ended (character ability text, Leviathan: after the
    /// fifth day, evil wins).
    DayLimit,
    /// A player publicly guessed which players are the Minions and which is the Demon, all
    /// right, while their ability worked → good wins (character ability text, Alsaahir).
    EvilTeamGuessed,
    /// The Storyteller ended the game for this team while no win condition the engine knows
    /// held for it (002: the Storyteller has the last word).
    Declared,
    /// Every good player joined the cult the Cult Leader called by day, while their ability
    /// worked → the Cult Leader's team wins (character ability text, Cult Leader).
    CultVote,
    /// The Storyteller was executed while the Atheist was in play and no Demon was → good wins
    /// (character ability text, Atheist).
    StorytellerExecuted,
    /// A Demon nominated a player another ability protected from it, who was executed (or
    /// nominated in the riot, where the nomination kills) → good wins (official jinxes of the
    /// Leviathan and the Riot with the Monk, the Soldier, the Innkeeper and the Exorcist).
    ProtectedNominee,
    /// The Grandmother's grandchild died by execution with the Leviathan or the Riot in play
    /// → evil wins (official jinxes of the Grandmother with those Demons).
    GrandchildExecuted,
    /// The Leviathan's last day (the fifth) ended with no execution, the Mayor and the
    /// Leviathan alive → good wins (official jinx Leviathan/Mayor).
    MayorLastDay,
    /// The Mayor stopped the riot: one Riot alive then, good wins; more, evil wins (official
    /// jinx Mayor/Riot).
    RiotStopped,
    /// The Alchemist holding the Summoner's ability died before naming the Demon to summon →
    /// evil wins (official jinx Alchemist/Summoner).
    DiedBeforeSummoning,
}

impl WinReason {
    /// 002: a win from an ability beats a win from a game rule.
    pub fn from_ability(self) -> bool {
        matches!(
            self,
            WinReason::SaintExecuted
                | WinReason::HermitExecuted
                | WinReason::MayorThreeAlive
                | WinReason::Mastermind
                | WinReason::Klutz
                | WinReason::EvilTwin
                | WinReason::Goblin
                | WinReason::NoExecution
                | WinReason::Damsel
                | WinReason::ChosenExecuted
                | WinReason::CultVote
                | WinReason::GoodExecutions
                | WinReason::DayLimit
                | WinReason::EvilTeamGuessed
                | WinReason::StorytellerExecuted
                | WinReason::ProtectedNominee
                | WinReason::GrandchildExecuted
                | WinReason::MayorLastDay
                | WinReason::RiotStopped
                | WinReason::DiedBeforeSummoning
        )
    }
}

/// A team's win and its reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Win {
    /// The winning team.
    pub winner: Alignment,
    /// Why.
    pub reason: WinReason,
}

/// Picks the winner among simultaneous wins. 002: "Deux conditions de victoire issues des
/// règles, le village gagne en cas d'égalité. Deux conditions issues de capacités, le village
/// gagne. Une de chaque, la capacité prévaut."
pub fn decide(wins: &[Win]) -> Option<Win> {
    let ability: Vec<Win> = wins
        .iter()
        .copied()
        .filter(|w| w.reason.from_ability())
        .collect();
    let pool = if ability.is_empty() {
        wins.to_vec()
    } else {
        ability
    };
    pool.iter()
        .copied()
        .find(|w| w.winner == Alignment::Good)
        .or_else(|| pool.first().copied())
}

/// The extra day an ability gives after the Demon's execution (the Mastermind, character
/// ability text): the day it is played, from the record the ability left on the day of the
/// execution ([`crate::ability::Ability::extra_day`]).
pub fn extra_day(state: &GameState) -> Option<u32> {
    state
        .choices
        .iter()
        .filter(|c| crate::ability::of(&c.character).is_some_and(|a| a.extra_day))
        .find_map(|c| c.phase.day_number())
        .map(|d| d + 1)
}

/// The extra day's outcome (character ability text: "if a player is then executed, their team
/// loses"; with no execution that day, evil wins). `None` while the day is still to be played,
/// and the game goes on: the Demon's death wins nothing yet.
fn extra_day_outcome(state: &GameState, day: u32) -> Option<Win> {
    let win = |winner| {
        Some(Win {
            winner,
            reason: WinReason::Mastermind,
        })
    };
    if let Some(e) = state.executions.iter().find(|e| e.day == day) {
        let good = state.seat(e.player).is_none_or(|s| s.is_good());
        return win(if good {
            Alignment::Evil
        } else {
            Alignment::Good
        });
    }
    let over = match state.phase {
        Phase::Day(d) => d > day,
        Phase::Night(n) => n > day,
        _ => false,
    };
    if over {
        win(Alignment::Evil)
    } else {
        None
    }
}

/// Character ability text (Vortox): today ends with no execution, and a living player's
/// ability says evil then wins ([`crate::ability::Ability::evil_wins_without_execution`],
/// working: a drunk or poisoned Vortox wins nothing).
pub fn no_execution_win(state: &GameState) -> Option<Win> {
    if state.day.executed.is_some() {
        return None;
    }
    state
        .seats
        .iter()
        .any(|s| {
            s.alive
                && crate::ability::has(s, |a| a.evil_wins_without_execution)
                && crate::status::ability_works(state, s.id)
        })
        .then_some(Win {
            winner: Alignment::Evil,
            reason: WinReason::NoExecution,
        })
}

/// Character ability text (Leviathan): evil wins once as many good players as a living
/// player's working ability says have been executed, dead or not (001: an executed player may
/// stay alive) ([`crate::ability::Ability::evil_wins_at_good_executions`]). Asked by the
/// execution of `player`, once it is recorded, when that player is good: every execution of
/// the game counts, those made while the ability did not work too (the game's record), but the
/// win needs the ability working now.
pub fn good_executions_win(state: &GameState, player: PlayerId) -> Option<Win> {
    if !state.seat(player).is_some_and(|s| s.is_good()) {
        return None;
    }
    let good = state
        .executions
        .iter()
        .filter(|e| state.seat(e.player).is_some_and(|s| s.is_good()))
        .count();
    evil_wins_by_a_living_ability(
        state,
        |a| a.evil_wins_at_good_executions.is_some_and(|n| good >= n),
        WinReason::GoodExecutions,
    )
}

/// Character ability text (Leviathan: "after day 5, evil wins"): day `day` ends, and a living
/// player's working ability says evil wins once that day, or an earlier one, is over
/// ([`crate::ability::Ability::evil_wins_after_day`]). A drunk or poisoned Leviathan wins
/// nothing that day; a later day's end, its ability working again, still does.
pub fn day_limit_win(state: &GameState, day: u32) -> Option<Win> {
    evil_wins_by_a_living_ability(
        state,
        |a| a.evil_wins_after_day.is_some_and(|last| day >= last),
        WinReason::DayLimit,
    )
}

/// Evil wins for `reason` when a living player's working ability says so now (`says`).
fn evil_wins_by_a_living_ability(
    state: &GameState,
    says: impl Fn(&crate::ability::Ability) -> bool,
    reason: WinReason,
) -> Option<Win> {
    state
        .seats
        .iter()
        .any(|s| {
            s.alive
                && crate::ability::of(s.ability_id()).is_some_and(&says)
                && crate::status::ability_works(state, s.id)
        })
        .then_some(Win {
            winner: Alignment::Evil,
            reason,
        })
}

/// Character ability text (Goblin): the win of `player`'s team when they are executed now,
/// their ability working and saying so ([`crate::ability::Ability::wins_if_executed`]: the
/// Goblin who claimed today). Asked by the execution, before the player dies or not (001: "une
/// joueuse peut être exécutée mais rester en vie").
pub fn executed_win(state: &GameState, player: PlayerId) -> Option<Win> {
    let seat = state.seat(player)?;
    let wins = crate::ability::of(seat.ability_id())?.wins_if_executed?;
    let winner = if seat.is_evil() {
        Alignment::Evil
    } else {
        Alignment::Good
    };
    (crate::status::ability_works(state, player) && wins(state, player)).then_some(Win {
        winner,
        reason: WinReason::Goblin,
    })
}

/// The win an execution of `player` gives now through another player's ability
/// ([`crate::ability::Ability::execution_loses`]: the Fearmonger's chosen player, nominated by
/// the Fearmonger): the executed player's team loses. Asked by the execution, before the
/// player dies or not (001: an execution need not kill).
pub fn execution_loss(state: &GameState, player: PlayerId) -> Option<Win> {
    let executed = state.seat(player)?;
    let winner = if executed.is_evil() {
        Alignment::Good
    } else {
        Alignment::Evil
    };
    state
        .seats
        .iter()
        .any(|h| {
            crate::ability::of(h.ability_id())
                .and_then(|a| a.execution_loses)
                .is_some_and(|loses| {
                    crate::status::ability_works(state, h.id) && loses(state, h.id, player)
                })
        })
        .then_some(Win {
            winner,
            reason: WinReason::ChosenExecuted,
        })
}

/// Official jinxes (the Leviathan and the Riot, each with the Monk, the Soldier, the Innkeeper
/// and the Exorcist): `nominator`, a Demon, nominated `nominee`, whom a player's ability
/// protects from the Demon now ([`crate::ability::Ability::protects_from_demon`]), that
/// player's jinx with the Demon in force: good wins. Asked by the execution of a player a Demon
/// nominated today, and by the riot's nomination (which kills, unvoted: the win comes with the
/// nomination). The Demon's own ability need not work: the jinx is about who nominated.
/// Asked of the nominator's own Demon character, whose jinx it is: Lil' Monsta has none of
/// these jinxes, so its babysitter nominating a protected player wins nothing.
pub fn protected_nominee_win(
    state: &GameState,
    nominator: PlayerId,
    nominee: PlayerId,
) -> Option<Win> {
    let demon = state
        .seat(nominator)
        .filter(|s| s.team() == Some(Team::Demon))?;
    state
        .seats
        .iter()
        .any(|h| {
            crate::ability::of(h.ability_id())
                .and_then(|a| a.protects_from_demon)
                .is_some_and(|protects| {
                    crate::jinx::active(state, demon.ability_id(), h.ability_id())
                        && protects(state, h.id, nominee)
                })
        })
        .then_some(Win {
            winner: Alignment::Good,
            reason: WinReason::ProtectedNominee,
        })
}

/// Every win condition that holds now, before choosing among them, less those an ability
/// forbids ([`crate::ability::Ability::blocks_win`]: the Evil Twin while both twins live).
pub fn conditions(state: &GameState) -> Vec<Win> {
    let mut wins = held(state);
    if wins.is_empty() {
        return wins;
    }
    for s in &state.seats {
        let Some(blocks) = crate::ability::of(s.ability_id()).and_then(|a| a.blocks_win) else {
            continue;
        };
        if crate::status::ability_works(state, s.id) {
            wins.retain(|w| !blocks(state, s.id, w));
        }
    }
    // An ability the Storyteller holds (the Summoner's, under its jinxes) forbids wins too.
    let held = crate::ability::ALL
        .iter()
        .filter_map(|a| a.blocks_win_when_storyteller_holds);
    for blocks in held {
        wins.retain(|w| !blocks(state, w));
    }
    wins
}

/// Every win condition that holds now, none forbidden.
fn held(state: &GameState) -> Vec<Win> {
    let mut wins: Vec<Win> = state.ability_wins.clone();
    if !state.phase.in_play() {
        return wins;
    }
    if let Some(day) = extra_day(state) {
        // The Demon was executed with the Mastermind's ability working: the extra day decides.
        match extra_day_outcome(state, day) {
            Some(w) => wins.push(w),
            None => return wins,
        }
    }
    // A Minion is about to become the Imp: the Demon is not gone yet.
    let succession = state
        .pending
        .iter()
        .any(|p| matches!(p.kind, PendingKind::StarPass { .. }));
    // A Demon dead to the town but living on (the Zombuul after its first death) is alive.
    let demons_alive = state
        .seats
        .iter()
        .any(|s| (s.alive || s.lives_on) && s.team() == Some(Team::Demon))
        // A Demon no seat holds (Lil' Monsta, while its babysitter lives).
        || crate::ability::unheld_demon_alive(state);
    if !demons_alive && !succession {
        wins.push(Win {
            winner: Alignment::Good,
            reason: WinReason::DemonDead,
        });
    }
    // Travellers do not count towards the last two (they are not part of the table of 002).
    let alive = state
        .seats
        .iter()
        .filter(|s| (s.alive || s.lives_on) && !s.traveller)
        .count();
    if alive <= 2 {
        wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::TwoAlive,
        });
    }
    wins
}

/// The win an `EndGame { winner }` records, worked out from the state just before it: the win
/// the rules offer now when it is this team's; otherwise a condition of this team that holds
/// (e.g. one the Storyteller set aside earlier); otherwise the Storyteller's own call
/// ([`WinReason::Declared`]).
pub fn ending(state: &GameState, winner: Alignment) -> Win {
    if let Some(w) = check(state).filter(|w| w.winner == winner) {
        return w;
    }
    let same: Vec<Win> = conditions(state)
        .into_iter()
        .map(|w| turn(state, w))
        .filter(|w| w.winner == winner)
        .collect();
    decide(&same).unwrap_or(Win {
        winner,
        reason: WinReason::Declared,
    })
}

/// The players on the losing side of a game won by `winner` whose ability may make them switch
/// sides and win, the Storyteller's judgement ([`crate::ability::Ability::switches_to_winners`]:
/// the Politician), working and not yet switched.
pub fn may_switch_to_winners(state: &GameState, winner: Alignment) -> Vec<PlayerId> {
    state
        .seats
        .iter()
        .filter(|s| s.is_good() != (winner == Alignment::Good))
        .filter(|s| {
            crate::ability::of(s.ability_id())
                .and_then(|a| a.switches_to_winners)
                .is_some_and(|may| may(state, s.id))
        })
        .filter(|s| crate::status::ability_works(state, s.id))
        .map(|s| s.id)
        .collect()
}

/// The game just ended for `winner`: each player whose ability may make them switch sides and
/// win ([`may_switch_to_winners`]) is offered to the Storyteller as a decision kept after the
/// end, its one suggestion the player's ability acting (they switch and win); setting it aside
/// says no.
pub fn side_switch_offers(state: &mut GameState, winner: Alignment) -> Vec<crate::event::Event> {
    let mut events = Vec::new();
    for player in may_switch_to_winners(state, winner) {
        let character = state.seat(player).unwrap().ability_id().to_string();
        let kind = PendingKind::Chooses {
            player,
            character: character.clone(),
        };
        events.push(crate::event::Event::PendingAdded { kind: kind.clone() });
        state.pending.push(crate::pending::Pending {
            kind,
            suggestions: vec![crate::command::Command::Act {
                character,
                by: Some(player),
                targets: vec![player],
                guess: None,
            }],
        });
    }
    events
}

/// The players who switched sides at the end of the game and won with the winners (the
/// Politician judged the most responsible for their team's loss): their ability's act recorded
/// once the game ended.
pub fn switched_to_winners(state: &GameState) -> Vec<PlayerId> {
    if !matches!(state.phase, Phase::Ended(_)) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for c in state.choices.iter().filter(|c| c.worked) {
        let switches =
            crate::ability::of(&c.character).is_some_and(|a| a.switches_to_winners.is_some());
        if switches && matches!(c.phase, Phase::Ended(_)) && !out.contains(&c.by) {
            out.push(c.by);
        }
    }
    out
}

/// 002: the win the rules give now, if any. The game ends only when the Storyteller confirms
/// it with `EndGame`; until then the win is offered as a pending decision.
pub fn check(state: &GameState) -> Option<Win> {
    if !state.phase.in_play() {
        return None;
    }
    decide(&conditions(state)).map(|w| turn(state, w))
}

/// Character ability text (Heretic): does an ability turn the win around now (whoever wins
/// loses, whoever loses wins)? A player's ability that says so ([`crate::ability::Ability::turns_win_around`])
/// and works, the player alive or dead (the Heretic's works even dead; 001: not while drunk
/// or poisoned). Two such abilities turn it around twice.
pub fn turned_around(state: &GameState) -> bool {
    let n = state
        .seats
        .iter()
        .filter(|s| {
            crate::ability::has(s, |a| a.turns_win_around)
                && crate::status::ability_works(state, s.id)
        })
        .count();
    n % 2 == 1
}

/// The win, turned around while an ability says so ([`turned_around`]): the other team wins,
/// for the same reason. The game's rules and abilities decide first (002: good wins ties),
/// then the win is turned.
fn turn(state: &GameState, win: Win) -> Win {
    if !turned_around(state) {
        return win;
    }
    let winner = match win.winner {
        Alignment::Good => Alignment::Evil,
        Alignment::Evil => Alignment::Good,
    };
    Win { winner, ..win }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(winner: Alignment, reason: WinReason) -> Win {
        Win { winner, reason }
    }

    /// 002: if both teams win at once, good wins (Demon dead with two players left).
    #[test]
    fn good_wins_ties_between_rules() {
        let d = decide(&[
            w(Alignment::Evil, WinReason::TwoAlive),
            w(Alignment::Good, WinReason::DemonDead),
        ]);
        assert_eq!(d.unwrap().winner, Alignment::Good);
    }

    /// 002: an ability's win beats a game rule's win.
    #[test]
    fn ability_beats_rule() {
        let d = decide(&[
            w(Alignment::Good, WinReason::DemonDead),
            w(Alignment::Evil, WinReason::SaintExecuted),
        ]);
        assert_eq!(d.unwrap(), w(Alignment::Evil, WinReason::SaintExecuted));
    }

    /// 002: two ability wins at once → good.
    #[test]
    fn good_wins_ties_between_abilities() {
        let d = decide(&[
            w(Alignment::Evil, WinReason::SaintExecuted),
            w(Alignment::Good, WinReason::MayorThreeAlive),
        ]);
        assert_eq!(d.unwrap().winner, Alignment::Good);
    }

    mod ending {
        use super::*;
        use crate::command::Command;
        use crate::death::DeathCause;
        use crate::game::Game;
        use crate::test_util::*;

        const CAST: &[&str] = &[
            "imp", "poisoner", "saint", "empath", "monk", "soldier", "mayor",
        ];

        fn ended(g: &Game) -> Option<Win> {
            g.state().win
        }

        /// The Demon is executed, the Storyteller confirms: the state keeps good's win and why.
        #[test]
        fn keeps_the_offered_win() {
            let mut g = tb_game(CAST);
            to_day(&mut g);
            assert_eq!(ended(&g), None);
            g.apply(Command::Die {
                player: P(0),
                cause: DeathCause::Storyteller,
            })
            .unwrap();
            g.apply(Command::EndGame {
                winner: Alignment::Good,
                reason: None,
            })
            .unwrap();
            assert_eq!(ended(&g), Some(w(Alignment::Good, WinReason::DemonDead)));
            // Undo forgets it, redo brings it back; the saved game loads with it.
            g.undo();
            assert_eq!(ended(&g), None);
            g.redo();
            assert_eq!(ended(&g), Some(w(Alignment::Good, WinReason::DemonDead)));
            let saved = serde_json::to_string(&g).unwrap();
            let back: Game = serde_json::from_str(&saved).unwrap();
            assert_eq!(back.state(), g.state());
        }

        /// A win set aside ("not yet") and confirmed later keeps its reason.
        #[test]
        fn a_win_set_aside_then_confirmed() {
            let mut g = tb_game(CAST);
            to_day(&mut g);
            g.apply(Command::Nominate {
                nominator: P(3),
                nominee: P(2),
            })
            .unwrap();
            g.apply(Command::Vote {
                voters: vec![P(3), P(4), P(5), P(6)],
            })
            .unwrap();
            g.apply(Command::Execute {
                player: P(2),
                survives: false,
            })
            .unwrap();
            let i = g
                .state()
                .pending
                .iter()
                .position(|p| matches!(p.kind, PendingKind::GameOver { .. }))
                .unwrap();
            g.apply(Command::DismissPending { index: i }).unwrap();
            g.apply(Command::EndGame {
                winner: Alignment::Evil,
                reason: None,
            })
            .unwrap();
            assert_eq!(
                ended(&g),
                Some(w(Alignment::Evil, WinReason::SaintExecuted))
            );
        }

        /// Ended by the Storyteller with no win the rules see: their call, said as such.
        #[test]
        fn the_storytellers_call() {
            let mut g = tb_game(CAST);
            to_day(&mut g);
            g.apply(Command::EndGame {
                winner: Alignment::Evil,
                reason: None,
            })
            .unwrap();
            assert_eq!(ended(&g), Some(w(Alignment::Evil, WinReason::Declared)));
            assert_eq!(
                serde_json::to_value(WinReason::Declared).unwrap(),
                serde_json::json!("declared")
            );
        }

        /// A win declared by hand, at night, with the Storyteller's words: kept in the state, in
        /// the history, through undo, a save and a link.
        #[test]
        fn a_win_declared_in_the_storytellers_words() {
            let mut g = tb_game(CAST);
            let end = Command::EndGame {
                winner: Alignment::Good,
                reason: Some("the Evil team conceded".into()),
            };
            g.apply(end.clone()).unwrap();
            assert_eq!(g.state().phase, crate::phase::Phase::Ended(Alignment::Good));
            assert_eq!(
                g.state().win_reason.as_deref(),
                Some("the Evil team conceded")
            );
            assert_eq!(ended(&g), Some(w(Alignment::Good, WinReason::Declared)));
            assert!(g
                .history(crate::character::Lang::En)
                .last()
                .unwrap()
                .contains("good wins (the Evil team conceded)"));
            let link = crate::share::encode_game(&g);
            let back = crate::share::decode_game(&link).unwrap();
            assert_eq!(back.state(), g.state());
            g.undo();
            assert_eq!(g.state().win_reason, None);
            assert!(g.state().phase.in_play());
        }

        /// A game saved before the win was kept (the saved format is the log, unchanged) loads
        /// with its win and reason worked out again, and saves without any new key.
        #[test]
        fn an_older_save_loads_with_its_win() {
            let saved = r#"{
              "version": 1,
              "config": { "seed": 3 },
              "log": [
                { "type": "add_player", "name": "Alex" }, { "type": "add_player", "name": "Sarah" },
                { "type": "add_player", "name": "Julian" }, { "type": "add_player", "name": "Amy" },
                { "type": "add_player", "name": "Evin" },
                { "type": "assign_characters", "assignments": [
                  { "player": 0, "character": "imp" }, { "player": 1, "character": "poisoner" },
                  { "player": 2, "character": "slayer" }, { "player": 3, "character": "chef" },
                  { "player": 4, "character": "empath" } ] },
                { "type": "start_game" },
                { "type": "end_night" },
                { "type": "slay", "slayer": 2, "target": 0 },
                { "type": "end_game", "winner": "good" }
              ]
            }"#;
            let g: Game = serde_json::from_str(saved).unwrap();
            assert_eq!(ended(&g), Some(w(Alignment::Good, WinReason::DemonDead)));
            let again = serde_json::to_string(&g).unwrap();
            assert!(!again.contains("demon_dead") && !again.contains("\"win\""));
        }

        /// A state saved before the field existed (no `win` key) still parses.
        #[test]
        fn older_state_json_parses() {
            let mut g = tb_game(CAST);
            to_day(&mut g);
            let mut v = serde_json::to_value(g.state()).unwrap();
            v.as_object_mut().unwrap().remove("win");
            let back: GameState = serde_json::from_value(v).unwrap();
            assert_eq!(back.win, None);
        }
    }
}
