//! Setup (`TABLE.md` §1): players in seat order with two cards each (004 L25), the personal
//! conditions of villager variants (L103–120), the village (a ring of houses by default), one
//! coin each (L179), the offices in play and their first holders (L166), the options, the setup
//! warnings, the Lovers (L66) and the start of night 1.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::apply::Cx;
use crate::calendar;
use crate::command::Setup;
use crate::error::QbError;
use crate::event::Event;
use crate::model::*;
use crate::state::*;

/// The most coins a player may start with (a count a table can hold; the sums stay far from
/// overflow).
pub const MAX_STARTING_COINS: u32 = 999;

/// Something odd in the setup the MJ may accept (`TABLE.md` §1.2, §1.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "warning", rename_all = "snake_case")]
pub enum Warning {
    /// No Reptilian dealt: the Villagers' condition (L47) holds at once.
    NoReptilian,
    /// No Alpha dealt: a huddle disagreement cannot be broken (L88, L187).
    NoAlpha,
    /// A group that needs three offices has fewer than three members (L43, L57–58).
    SmallGroup { group: String, members: usize },
    /// A group already holds three of its four offices.
    GroupHoldsThree { group: String },
    /// A mandatory office is not in play (L138).
    MandatoryMissing { office: Office },
    /// An office in play has no first holder (the Chief waits for the first ghost, L148).
    Vacant { office: Office },
    /// More offices than players: some can never be held together (L139, L142).
    MoreOfficesThanPlayers,
}

/// The four offices a group needs three of (004 L43, L57–58).
pub fn group_offices(group: &str) -> [Office; 4] {
    match group {
        "mice" => [
            Office::President,
            Office::Notary,
            Office::Senator,
            Office::MilitiaChief,
        ],
        "detectives" => [
            Office::President,
            Office::Prosecutor,
            Office::Senator,
            Office::MilitiaChief,
        ],
        _ => [
            Office::Prosecutor,
            Office::Notary,
            Office::Senator,
            Office::MilitiaChief,
        ],
    }
}

/// The members of a three-office group.
pub fn group_members(st: &State, group: &str) -> Vec<PlayerId> {
    st.ids()
        .filter(|&p| {
            let x = &st.players[p as usize];
            match group {
                "mice" => x.camps.contains(&Camp::Mice),
                "detectives" => x.personal.contains(&Personal::Detectives),
                _ => x.personal.contains(&Personal::Mathematicians),
            }
        })
        .collect()
}

/// How many of its four offices a group holds.
pub fn group_holds(st: &State, group: &str) -> usize {
    let members = group_members(st, group);
    group_offices(group)
        .iter()
        .filter(|o| st.holder(**o).is_some_and(|h| members.contains(&h)))
        .count()
}

/// The warnings of a state just set up.
pub fn warnings(st: &State) -> Vec<Warning> {
    let mut w = Vec::new();
    if !st.players.iter().any(|p| p.is_reptilian()) {
        w.push(Warning::NoReptilian);
    }
    if st.players.iter().any(|p| p.is_reptilian())
        && !st.players.iter().any(|p| p.card == CampCard::Alpha)
    {
        w.push(Warning::NoAlpha);
    }
    for g in ["mice", "detectives", "mathematicians"] {
        let m = group_members(st, g).len();
        if m > 0 && m < 3 {
            w.push(Warning::SmallGroup {
                group: g.into(),
                members: m,
            });
        }
        if m > 0 && group_holds(st, g) >= 3 {
            w.push(Warning::GroupHoldsThree { group: g.into() });
        }
    }
    for o in [
        Office::Scrutineer,
        Office::MilitiaChief,
        Office::President,
        Office::Prosecutor,
        Office::Notary,
        Office::Senator,
    ] {
        if !st.offices.contains_key(&o) {
            w.push(Warning::MandatoryMissing { office: o });
        }
    }
    for (o, h) in &st.offices {
        if h.is_none() && *o != Office::MilitiaChief {
            w.push(Warning::Vacant { office: *o });
        }
    }
    // The Chief is held by a ghost, the others by the living.
    let living_offices = st
        .offices
        .keys()
        .filter(|o| **o != Office::MilitiaChief)
        .count();
    if living_offices > st.players.len() {
        w.push(Warning::MoreOfficesThanPlayers);
    }
    w
}

/// Applies the setup command.
pub fn setup(st: &mut State, cx: Cx, s: &Setup, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Empty | Phase::Setup) {
        return Err(QbError::WrongPhase {
            action: "setup".into(),
        });
    }
    let n = s.players.len();
    if !(3..=40).contains(&n) {
        return Err(QbError::TooFewPlayers { count: n });
    }
    let mut names = BTreeSet::new();
    for p in &s.players {
        if p.name.trim().is_empty() || !names.insert(p.name.clone()) {
            return Err(QbError::DuplicateName {
                name: p.name.clone(),
            });
        }
        // Coins are counted, never negative (the type); a table holds a bounded count.
        if p.coins.is_some_and(|c| c > MAX_STARTING_COINS) {
            return Err(QbError::BadStartingCoins {
                name: p.name.clone(),
            });
        }
        for c in &p.personal {
            cx.rule(
                p.card.personal_options().contains(c),
                QbError::PersonalNotOnCard {
                    name: p.name.clone(),
                },
            )?;
        }
    }
    let total_houses = n + s.spare_houses as usize;
    let mut houses: Vec<House> = (0..total_houses)
        .map(|i| House {
            name: if i < n {
                s.players[i].name.clone()
            } else {
                format!("spare {}", i - n + 1)
            },
            neighbours: BTreeSet::new(),
        })
        .collect();
    let edges: Vec<(HouseId, HouseId)> = match &s.edges {
        Some(e) => e.clone(),
        // TABLE.md §1.1, A-18: a ring in seat order by default.
        None => (0..n)
            .map(|i| (i as HouseId, ((i + 1) % n) as HouseId))
            .collect(),
    };
    for (a, b) in edges {
        if a == b || a as usize >= total_houses || b as usize >= total_houses {
            return Err(QbError::BadMap);
        }
        houses[a as usize].neighbours.insert(b);
        houses[b as usize].neighbours.insert(a);
    }
    let players: Vec<Player> = s
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut personal = p.personal.clone();
            // 004 L102: the Greedy villager carries the Greedy condition.
            if p.card == CampCard::Greedy && !personal.contains(&Personal::Greedy) {
                personal.push(Personal::Greedy);
            }
            Player {
                name: p.name.clone(),
                card: p.card,
                card_label: p.card_label.clone(),
                camps: p.card.camps(),
                personal,
                specialties: if p.specialty == Specialty::None {
                    vec![]
                } else {
                    vec![Held {
                        role: p.specialty,
                        inherited: false,
                        equipped: false,
                    }]
                },
                house: i as HouseId,
                // 004 L179: "En début de partie, tout le monde reçoit une pièce." (or the
                // coins given for a game carried on from paper, or a variant).
                coins: p.coins.unwrap_or(1),
                life: Life::Alive,
                spouse: None,
                revealed: BTreeSet::new(),
                once_used: BTreeSet::new(),
                uses: Vec::new(),
            }
        })
        .collect();
    let mut players = players;
    // L191: marriages already made; two different players of the table (all alive at the
    // start), each married once.
    for &(a, b) in &s.marriages {
        for x in [a, b] {
            if x as usize >= n {
                return Err(QbError::UnknownPlayer { player: x });
            }
        }
        for x in [a, b] {
            if a == b || players[x as usize].spouse.is_some() {
                return Err(QbError::SetupMarriage {
                    name: players[x as usize].name.clone(),
                });
            }
        }
        players[a as usize].spouse = Some(b);
        players[b as usize].spouse = Some(a);
    }
    let starting_coins: u32 = players.iter().map(|p| p.coins).sum();
    let mut offices = std::collections::BTreeMap::new();
    let mut holders = BTreeSet::new();
    for o in &s.offices {
        if let Some(h) = o.holder {
            if h as usize >= n {
                return Err(QbError::UnknownPlayer { player: h });
            }
            let name = players[h as usize].name.clone();
            // L148: the Chief is a ghost; L139: nobody holds two offices.
            cx.rule(
                o.office != Office::MilitiaChief && holders.insert(h),
                QbError::NotEligible {
                    name,
                    office: format!("{:?}", o.office),
                },
            )?;
        }
        offices.insert(o.office, o.holder);
    }
    *st = State {
        options: s.options.clone(),
        start: Some(s.start),
        players,
        houses,
        offices,
        starting_coins,
        phase: Phase::Setup,
        night_decisions: s.night_decisions,
        ..State::default()
    };
    let w = warnings(st);
    cx.rule(
        w.is_empty() || s.accept_warnings,
        QbError::SetupWarnings {
            warnings: w.clone(),
        },
    )?;
    ev.extend(w.into_iter().map(|warning| Event::Warning { warning }));
    Ok(())
}

/// 004 L66: the MJ as Cupid picks two Lovers before the first night; they gain the Lovers camp
/// and keep their dealt camp as an alibi that still applies fully.
pub fn lovers(st: &mut State, cx: Cx, a: PlayerId, b: PlayerId) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Setup) {
        return Err(QbError::WrongPhase {
            action: "lovers".into(),
        });
    }
    crate::apply::player(st, a)?;
    crate::apply::player(st, b)?;
    cx.rule(a != b && st.lovers.is_none(), QbError::BadLovers)?;
    if a == b {
        return Err(QbError::BadLovers);
    }
    if let Some((x, y)) = st.lovers {
        st.players[x as usize].camps.remove(&Camp::Lovers);
        st.players[y as usize].camps.remove(&Camp::Lovers);
    }
    st.lovers = Some((a, b));
    st.players[a as usize].camps.insert(Camp::Lovers);
    st.players[b as usize].camps.insert(Camp::Lovers);
    Ok(())
}

fn map_phase(st: &State) -> Result<(), QbError> {
    if matches!(st.phase, Phase::Setup | Phase::Day(_)) {
        Ok(())
    } else {
        Err(QbError::WrongPhase {
            action: "map".into(),
        })
    }
}

/// The MJ adds a spare house, at setup or by day.
pub fn add_house(
    st: &mut State,
    name: &str,
    neighbours: &[HouseId],
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    map_phase(st)?;
    if name.trim().is_empty() || st.house_by_name(name).is_some() {
        return Err(QbError::BadMap);
    }
    let id = st.houses.len();
    if id >= HouseId::MAX as usize {
        return Err(QbError::BadMap);
    }
    for h in neighbours {
        crate::apply::house(st, *h)?;
    }
    st.houses.push(House {
        name: name.to_string(),
        neighbours: neighbours.iter().copied().collect(),
    });
    for h in neighbours {
        st.houses[*h as usize].neighbours.insert(id as HouseId);
    }
    ev.push(Event::MapChanged);
    Ok(())
}

/// The MJ links or unlinks two houses, at setup or by day.
pub fn set_neighbours(
    st: &mut State,
    a: HouseId,
    b: HouseId,
    linked: bool,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    map_phase(st)?;
    crate::apply::house(st, a)?;
    crate::apply::house(st, b)?;
    if a == b {
        return Err(QbError::BadMap);
    }
    if linked {
        st.houses[a as usize].neighbours.insert(b);
        st.houses[b as usize].neighbours.insert(a);
    } else {
        st.houses[a as usize].neighbours.remove(&b);
        st.houses[b as usize].neighbours.remove(&a);
    }
    ev.push(Event::MapChanged);
    Ok(())
}

/// Setup is over: night 1.
pub fn start(st: &mut State, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Setup) {
        return Err(QbError::WrongPhase {
            action: "start".into(),
        });
    }
    begin_night(st, 1, ev);
    Ok(())
}

/// Night `n` begins; it is the festival night when dated Sunday (§11-1, §11-2).
pub fn begin_night(st: &mut State, n: u16, ev: &mut Vec<Event>) {
    let festival = calendar::weekday_of_night(st, n) == Weekday::Sun;
    st.night_n = n;
    st.phase = Phase::Night(Night {
        n,
        festival,
        deaths_at_dusk: st.deaths.len(),
        ..Night::default()
    });
    ev.push(Event::NightBegins { n, festival });
}

/// The groups the MJ wakes before the first night, in order (004 L66: "il appelle, avant la
/// première nuit, tous les camps qui se connaissent"; `TABLE.md` §1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WakeGroup {
    /// L86: they know each other, not who is Seth, the Black or the Red.
    Reptilians,
    /// L77, L80: Seth and his ally.
    Seth,
    /// L82.
    Mice,
    /// L104.
    Detectives,
    /// L113.
    Mathematicians,
    /// L66: the Lovers recognise each other.
    Lovers,
    /// L117: the Romantic is shown the Lovers.
    Romantic,
}

/// The wake list of the Cupid step: each group and its members (empty groups left out).
pub fn wake_list(st: &State) -> Vec<(WakeGroup, Vec<PlayerId>)> {
    let with = |f: &dyn Fn(&Player) -> bool| -> Vec<PlayerId> {
        st.ids().filter(|p| f(&st.players[*p as usize])).collect()
    };
    let lovers: Vec<PlayerId> = st.lovers.map(|(a, b)| vec![a, b]).unwrap_or_default();
    let romantic = if lovers.is_empty() {
        vec![]
    } else {
        with(&|x| x.personal.contains(&Personal::Romantic))
    };
    [
        (WakeGroup::Reptilians, with(&|x| x.is_reptilian())),
        (
            WakeGroup::Seth,
            with(&|x| matches!(x.card, CampCard::Seth | CampCard::SethAlly)),
        ),
        (WakeGroup::Mice, with(&|x| x.camps.contains(&Camp::Mice))),
        (
            WakeGroup::Detectives,
            with(&|x| x.personal.contains(&Personal::Detectives)),
        ),
        (
            WakeGroup::Mathematicians,
            with(&|x| x.personal.contains(&Personal::Mathematicians)),
        ),
        (WakeGroup::Lovers, lovers),
        (WakeGroup::Romantic, romantic),
    ]
    .into_iter()
    .filter(|(_, v)| !v.is_empty())
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Command, PlayerSetup};

    /// 004 L66, L77, L82, L86, L117: the Cupid step wakes the groups that know each other.
    #[test]
    fn the_cupid_step_wakes_the_groups() {
        let mut st = State::default();
        let players = [
            (CampCard::Alpha, vec![]),
            (CampCard::Seth, vec![]),
            (CampCard::SethAlly, vec![]),
            (CampCard::Mouse, vec![]),
            (CampCard::VillagerE, vec![Personal::Romantic]),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, (card, personal))| PlayerSetup {
            name: format!("P{i}"),
            card,
            specialty: Specialty::None,
            personal,
            card_label: None,
            coins: None,
        })
        .collect();
        let setup = Setup::quick(players);
        crate::apply::apply(&mut st, &Command::Setup { setup }).unwrap();
        crate::apply::apply(&mut st, &Command::Lovers { a: 3, b: 4 }).unwrap();
        assert_eq!(
            wake_list(&st),
            vec![
                (WakeGroup::Reptilians, vec![0, 1]),
                (WakeGroup::Seth, vec![1, 2]),
                (WakeGroup::Mice, vec![3]),
                (WakeGroup::Lovers, vec![3, 4]),
                (WakeGroup::Romantic, vec![4]),
            ]
        );
    }
}
