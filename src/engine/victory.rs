//! Who wins (002, "Fin de partie").

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Team};
use super::pending::PendingKind;
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
    /// Mayor: 3 players alive and no execution today → good wins.
    MayorThreeAlive,
}

impl WinReason {
    /// 002: a win from an ability beats a win from a game rule.
    pub fn from_ability(self) -> bool {
        matches!(self, WinReason::SaintExecuted | WinReason::MayorThreeAlive)
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

/// Every win condition that holds now, before choosing among them.
pub fn conditions(state: &GameState) -> Vec<Win> {
    let mut wins: Vec<Win> = state.ability_wins.clone();
    if !state.phase.in_play() {
        return wins;
    }
    // A Minion is about to become the Imp: the Demon is not gone yet.
    let succession = state
        .pending
        .iter()
        .any(|p| matches!(p.kind, PendingKind::StarPass { .. }));
    let demons_alive = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
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
        .filter(|s| s.alive && !s.traveller)
        .count();
    if alive <= 2 {
        wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::TwoAlive,
        });
    }
    wins
}

/// 002: the win the rules give now, if any. The game ends only when the Storyteller confirms
/// it with `EndGame`; until then the win is offered as a pending decision.
pub fn check(state: &GameState) -> Option<Win> {
    if !state.phase.in_play() {
        return None;
    }
    decide(&conditions(state))
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
}
