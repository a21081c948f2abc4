//! The calendar (004 L1–3): odd days (Mon, Wed, Fri), even days (Tue, Thu, Sat), Sunday the
//! village festival; the date of each night (§11-1) and the calendar week of the weekly budgets
//! (§11-4: a week runs Monday to Sunday).

use serde::{Deserialize, Serialize};

use crate::model::Weekday;
use crate::state::State;

/// The parity of a day (004 L1–2); Sunday has none (L3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Parity {
    Odd,
    Even,
    Festival,
}

/// 004 L1: "Jours impairs : lundis - mercredis - vendredis"; L2: "Jours pairs : mardis - jeudis -
/// samedis"; L3: "Dimanche : C'est la fête au village".
pub fn parity(d: Weekday) -> Parity {
    match d {
        Weekday::Mon | Weekday::Wed | Weekday::Fri => Parity::Odd,
        Weekday::Tue | Weekday::Thu | Weekday::Sat => Parity::Even,
        Weekday::Sun => Parity::Festival,
    }
}

/// Days since the Monday of the first week, for day `n` (day 1 is the starting weekday). Day 0
/// is the day before day 1 (the date of night 1 when nights are dated by the evening).
fn offset(start: Weekday, n: u16) -> i32 {
    start.index() as i32 + n as i32 - 1
}

/// The weekday of day `n`.
pub fn weekday_of_day(start: Weekday, n: u16) -> Weekday {
    Weekday::ALL[offset(start, n).rem_euclid(7) as usize]
}

/// The calendar week of day `n` (week 0 holds day 1).
pub fn week_of_day(start: Weekday, n: u16) -> u16 {
    (offset(start, n).div_euclid(7) + 1) as u16
}

/// The day whose date night `n` has: day n (§11-1 default) or day n−1.
pub fn night_day(state: &State, n: u16) -> u16 {
    if state.options.night_dated_by_morning {
        n
    } else {
        n.saturating_sub(1)
    }
}

/// The weekday of night `n`.
pub fn weekday_of_night(state: &State, n: u16) -> Weekday {
    weekday_of_day(state.start.unwrap_or(Weekday::Mon), night_day(state, n))
}

/// The calendar week of night `n`, the week its weekly budgets count in (§11-4).
pub fn week_of_night(state: &State, n: u16) -> u16 {
    week_of_day(state.start.unwrap_or(Weekday::Mon), night_day(state, n))
}

/// Day `n`'s weekday in this game.
pub fn day_weekday(state: &State, n: u16) -> Weekday {
    weekday_of_day(state.start.unwrap_or(Weekday::Mon), n)
}

/// True when day `n` is a Sunday, the festival (004 L3).
pub fn is_festival_day(state: &State, n: u16) -> bool {
    day_weekday(state, n) == Weekday::Sun
}

/// The week the current phase counts budgets in: tonight's, or today's.
pub fn current_week(state: &State) -> u16 {
    let start = state.start.unwrap_or(Weekday::Mon);
    match &state.phase {
        crate::state::Phase::Night(n) => week_of_night(state, n.n),
        crate::state::Phase::Day(d) => week_of_day(start, d.n),
        _ => 0,
    }
}

/// True when the festival forbids deaths now: Sunday's day, or the night dated Sunday when
/// §11-2 makes it quiet.
pub fn no_deaths_now(state: &State) -> bool {
    match &state.phase {
        crate::state::Phase::Day(d) => is_festival_day(state, d.n),
        crate::state::Phase::Night(n) => n.festival && state.options.festival_night_quiet,
        _ => false,
    }
}

/// The budgeted powers a player's cards give (004 L84–85, L121–137), for the calendar's
/// "uses left this week".
pub fn budgeted_powers(p: &crate::state::Player) -> Vec<crate::model::Power> {
    use crate::model::{CampCard, Power, Specialty};
    let mut out = Vec::new();
    if matches!(p.card, CampCard::Brain | CampCard::Pinky) {
        out.push(Power::OfficeSwap);
    }
    for h in &p.specialties {
        let powers: &[Power] = match h.role {
            Specialty::Engineer => &[Power::Stalker],
            Specialty::Reporter => &[Power::Peek],
            Specialty::RaptorTrainer => &[Power::Raptor],
            Specialty::Burglar => &[Power::Larceny],
            Specialty::Psychopath => &[Power::Kidnap],
            Specialty::Artist => &[Power::Sculpture, Power::Caricature],
            Specialty::Eris => &[Power::Quarrel, Power::Prank],
            Specialty::Freyja => &[Power::Matchmaker, Power::Adoration],
            _ => &[],
        };
        out.extend(
            powers
                .iter()
                .copied()
                .filter(|w| w.weekly_budget().is_some()),
        );
    }
    out
}

/// Each living player's budgeted powers with the uses left in `week` and the weekly budget
/// (`TABLE.md` §9 screen 18), in seat order.
pub fn budgets(
    st: &State,
    week: u16,
) -> Vec<(crate::model::PlayerId, crate::model::Power, u8, u8)> {
    let mut out = Vec::new();
    for p in st.living() {
        let x = &st.players[p as usize];
        for power in budgeted_powers(x) {
            let max = power.weekly_budget().unwrap_or(0);
            let used = x
                .uses
                .iter()
                .filter(|(k, w)| *k == power.budget_key() && *w == week)
                .count() as u8;
            out.push((p, power, max.saturating_sub(used), max));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 004 L1–3: parity of each weekday.
    #[test]
    fn parity_of_the_week() {
        use Weekday::*;
        assert_eq!(parity(Mon), Parity::Odd);
        assert_eq!(parity(Thu), Parity::Even);
        assert_eq!(parity(Sun), Parity::Festival);
        assert_eq!(weekday_of_day(Mon, 7), Sun);
        assert_eq!(weekday_of_day(Sat, 2), Sun);
        assert_eq!(week_of_day(Mon, 7), 1);
        assert_eq!(week_of_day(Mon, 8), 2);
        assert_eq!(week_of_day(Sat, 3), 2);
        assert_eq!(weekday_of_day(Mon, 0), Sun);
        assert_eq!(week_of_day(Mon, 0), 0);
    }

    /// The calendar's budgets: one line per budgeted power of each living player, uses
    /// counted in the given week only.
    #[test]
    fn budgets_count_this_week_s_uses() {
        use crate::model::{CampCard, Power, Specialty};
        use crate::state::{Held, Player};
        let mut st = State::default();
        let held = |role| Held {
            role,
            inherited: false,
            equipped: false,
        };
        st.players.push(Player {
            name: "Ana".into(),
            card: CampCard::Brain,
            card_label: None,
            camps: Default::default(),
            personal: vec![],
            specialties: vec![held(Specialty::Eris)],
            house: 0,
            coins: 1,
            life: crate::state::Life::Alive,
            spouse: None,
            revealed: Default::default(),
            once_used: Default::default(),
            uses: vec![
                (Power::Quarrel, 1),
                (Power::Quarrel, 2),
                (Power::OfficeSwap, 2),
            ],
        });
        let b = budgets(&st, 2);
        assert_eq!(
            b,
            vec![
                (0, Power::OfficeSwap, 2, 3),
                (0, Power::Quarrel, 1, 2),
                (0, Power::Prank, 1, 1)
            ]
        );
    }
}
