//! The setup being prepared on the setup screens, before it becomes the engine's one `Setup`
//! command (`TABLE.md` §1). Pure Rust: tested natively.
//!
//! The draft is saved with the game (in [`super::store::QbUi`]), so a reload in the middle of
//! the setup loses nothing; the rules see it only when the MJ sends it.

use serde::{Deserialize, Serialize};

use quintebourg::command::{OfficeSetup, PlayerSetup, Setup};
use quintebourg::model::{CampCard, HouseId, Office, Personal, PlayerId, Specialty, Weekday};
use quintebourg::options::Options;
use table::Rng;

/// The fewest and the most players the setup screens take (`TABLE.md` §1.1).
pub const MIN_PLAYERS: usize = 5;
pub const MAX_PLAYERS: usize = 20;

/// One player of the draft, in clockwise seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct DraftPlayer {
    pub name: String,
    /// The camp card, once dealt.
    #[serde(default)]
    pub card: Option<CampCard>,
    /// The specialty card, once dealt.
    #[serde(default)]
    pub specialty: Option<Specialty>,
    /// The personal conditions chosen for a villager variant card.
    #[serde(default)]
    pub personal: Vec<Personal>,
    /// The physical card's label ("7♦"), empty when none.
    #[serde(default)]
    pub label: String,
    /// Starting coins other than one (a game carried on from paper, or a variant).
    #[serde(default)]
    pub coins: Option<u32>,
}

/// The whole setup being prepared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetupDraft {
    pub players: Vec<DraftPlayer>,
    /// The camp cards the random deal draws from (as many as players).
    pub pool_cards: Vec<CampCard>,
    /// The specialty cards the random deal draws from (missing ones are dealt as "none").
    pub pool_specialties: Vec<Specialty>,
    /// How many random deals were asked for (each gives a new deal from the game's seed).
    pub deals: u32,
    /// How many random draws of the office holders were asked for.
    pub office_draws: u32,
    /// Spare empty houses beyond one per player.
    pub spare_houses: u8,
    /// Edges added to the ring (house numbers).
    pub extra_edges: Vec<(HouseId, HouseId)>,
    /// Ring edges taken out (house numbers, the lower first).
    pub removed_edges: Vec<(HouseId, HouseId)>,
    /// The offices in play and their first holders.
    pub offices: Vec<(Office, Option<PlayerId>)>,
    pub options: Options,
    /// The weekday of day 1.
    pub start: Weekday,
    /// The MJ accepted the setup warnings shown.
    pub accept_warnings: bool,
    /// Marriages already made when the game starts (seats).
    pub marriages: Vec<(PlayerId, PlayerId)>,
}

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft {
            players: Vec::new(),
            pool_cards: Vec::new(),
            pool_specialties: Vec::new(),
            deals: 0,
            office_draws: 0,
            spare_houses: 2,
            extra_edges: Vec::new(),
            removed_edges: Vec::new(),
            offices: MANDATORY.iter().map(|o| (*o, None)).collect(),
            options: Options::default(),
            start: Weekday::Mon,
            accept_warnings: false,
            marriages: vec![],
        }
    }
}

/// The six mandatory offices (004 L138), in the order the screens list them.
pub const MANDATORY: [Office; 6] = [
    Office::Scrutineer,
    Office::MilitiaChief,
    Office::President,
    Office::Prosecutor,
    Office::Notary,
    Office::Senator,
];

/// The optional offices (004 L166–167).
pub const OPTIONAL: [Office; 7] = [
    Office::Priest,
    Office::ForcingPriest,
    Office::CameraOdd,
    Office::CameraEven,
    Office::CollectorOdd,
    Office::CollectorEven,
    Office::Executioner,
];

/// Every camp card, in the order the deal screen lists them.
pub const CARDS: [CampCard; 23] = CampCard::ALL;

/// Every specialty card (the powerless one last).
pub const SPECIALTIES: [Specialty; 12] = Specialty::ALL;

/// What the suggested deal for `n` players holds, for the line the deal screen shows beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Suggestion {
    /// Players who attack at night (the Alpha among them, Seth when dealt).
    pub reptilians: usize,
    /// Players of the Villagers' camp (plain villagers and the Greedy).
    pub villagers: usize,
    /// Players of the small factions (Idealists, the Martyr, Seth's pair, the Musicians).
    pub small: usize,
}

/// A starting composition for `n` players the MJ can change. The seed has no count table
/// (`TABLE.md` §1.2); the suggestion aims for camps balanced for the table: about a quarter of
/// the table attacks at night (the Alpha first, L88), the Villagers are the largest camp (at
/// least half the table), and small factions are rare (one from 8 players, Scheherazade; the
/// Martyr from 11; Seth and his Ally from 16, Seth being one of the attackers; Orpheus at 20).
/// The Mice are never suggested: they need three cards and three offices (L43).
pub fn suggested_cards(n: usize) -> Vec<CampCard> {
    use CampCard::*;
    let attackers = (n + 2) / 4;
    let mut cards = Vec::with_capacity(n);
    let seth = n >= 16;
    let plain = attackers - usize::from(seth);
    let reptilians = [Alpha, Reptilian, Black, Red];
    for i in 0..plain {
        cards.push(*reptilians.get(i).unwrap_or(&Reptilian));
    }
    if seth {
        cards.push(Seth);
        cards.push(SethAlly);
    }
    if n >= 8 {
        cards.push(Scheherazade);
    }
    if n >= 11 {
        cards.push(Martyr);
    }
    if n >= 20 {
        cards.push(Orpheus);
    }
    if n >= 10 {
        cards.push(Greedy);
    }
    while cards.len() < n {
        cards.push(Villager);
    }
    cards.truncate(n);
    cards
}

/// The counts of [`suggested_cards`] for `n` players.
pub fn suggestion(n: usize) -> Suggestion {
    use quintebourg::model::Camp;
    let cards = suggested_cards(n);
    let dominant = |c: &CampCard| c.camps().iter().next().copied();
    Suggestion {
        reptilians: cards
            .iter()
            .filter(|c| c.camps().contains(&Camp::Reptilians))
            .count(),
        villagers: cards
            .iter()
            .filter(|c| dominant(c) == Some(Camp::Villagers))
            .count(),
        small: cards
            .iter()
            .filter(|c| !matches!(dominant(c), Some(Camp::Villagers | Camp::Reptilians)))
            .count(),
    }
}

/// The specialties dealt with [`suggested_cards`]: each of the eleven once, then no power.
pub fn suggested_specialties(n: usize) -> Vec<Specialty> {
    SPECIALTIES
        .iter()
        .copied()
        .filter(|s| *s != Specialty::None)
        .take(n)
        .collect()
}

/// A random deal of the chosen cards to `n` players: each gets one camp card and one specialty
/// (a specialty pool shorter than the table deals "no power" to the rest). The same seed gives
/// the same deal on every device.
pub fn random_deal(
    cards: &[CampCard],
    specialties: &[Specialty],
    n: usize,
    rng: &mut Rng,
) -> Vec<(CampCard, Specialty)> {
    let mut cards = cards.to_vec();
    cards.truncate(n);
    while cards.len() < n {
        cards.push(CampCard::Villager);
    }
    let mut specs = specialties.to_vec();
    specs.truncate(n);
    while specs.len() < n {
        specs.push(Specialty::None);
    }
    rng.shuffle(&mut cards);
    rng.shuffle(&mut specs);
    cards.into_iter().zip(specs).collect()
}

/// The ring's edges for `n` houses in seat order (house i beside i+1, the last beside the
/// first), each with the lower number first.
pub fn ring(n: usize) -> Vec<(HouseId, HouseId)> {
    if n < 2 {
        return Vec::new();
    }
    (0..n)
        .map(|i| {
            let (a, b) = (i as HouseId, ((i + 1) % n) as HouseId);
            (a.min(b), a.max(b))
        })
        .collect()
}

/// What the rules say of the draft: the setup's warnings, or why they refuse it.
pub fn preview(
    draft: &SetupDraft,
) -> Result<Vec<quintebourg::setup::Warning>, quintebourg::QbError> {
    let mut setup = draft.command();
    setup.accept_warnings = true;
    let mut game = quintebourg::Game::new(quintebourg::QbConfig::default());
    game.apply(quintebourg::Command::Setup { setup })?;
    Ok(quintebourg::setup::warnings(game.state()))
}

impl SetupDraft {
    /// The village map's edges: the ring less the removed edges, plus the added ones.
    pub fn edges(&self) -> Vec<(HouseId, HouseId)> {
        let mut edges: Vec<(HouseId, HouseId)> = ring(self.players.len())
            .into_iter()
            .filter(|e| !self.removed_edges.contains(e))
            .collect();
        for e in &self.extra_edges {
            if !edges.contains(e) {
                edges.push(*e);
            }
        }
        edges
    }

    /// True when every player has a name (unique) and both cards.
    pub fn dealt(&self) -> bool {
        !self.players.is_empty()
            && self
                .players
                .iter()
                .all(|p| p.card.is_some() && p.specialty.is_some())
    }

    /// The names are all given and all different, and the count is within bounds.
    pub fn names_ok(&self) -> bool {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return false;
        }
        let mut seen = std::collections::BTreeSet::new();
        self.players
            .iter()
            .all(|p| !p.name.trim().is_empty() && seen.insert(p.name.trim().to_string()))
    }

    /// Keeps what depends on the players consistent after players were added, removed or
    /// moved: holders and edges that name a seat no longer there are dropped.
    pub fn tidy(&mut self) {
        let n = self.players.len();
        let houses = n + self.spare_houses as usize;
        for (_, holder) in self.offices.iter_mut() {
            if holder.is_some_and(|h| h as usize >= n) {
                *holder = None;
            }
        }
        self.extra_edges
            .retain(|(a, b)| (*a as usize) < houses && (*b as usize) < houses);
        self.marriages
            .retain(|(a, b)| (*a as usize) < n && (*b as usize) < n);
        self.removed_edges
            .retain(|(a, b)| (*a as usize) < n && (*b as usize) < n);
    }

    /// The engine's `Setup` command for this draft (a player not dealt yet gets a plain
    /// villager with no power: the screens send only a dealt draft).
    pub fn command(&self) -> Setup {
        Setup {
            start: self.start,
            players: self
                .players
                .iter()
                .map(|p| {
                    let card = p.card.unwrap_or(CampCard::Villager);
                    PlayerSetup {
                        name: p.name.trim().to_string(),
                        card,
                        specialty: p.specialty.unwrap_or(Specialty::None),
                        personal: p
                            .personal
                            .iter()
                            .copied()
                            .filter(|c| card.personal_options().contains(c))
                            .collect(),
                        card_label: Some(p.label.trim().to_string()).filter(|l| !l.is_empty()),
                        coins: p.coins,
                    }
                })
                .collect(),
            spare_houses: self.spare_houses,
            edges: Some(self.edges()),
            offices: self
                .offices
                .iter()
                .map(|(office, holder)| OfficeSetup {
                    office: *office,
                    holder: *holder,
                })
                .collect(),
            options: self.options.clone(),
            accept_warnings: self.accept_warnings,
            night_decisions: true,
            marriages: self.marriages.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(n: usize) -> SetupDraft {
        SetupDraft {
            players: (0..n)
                .map(|i| DraftPlayer {
                    name: format!("P{i}"),
                    ..DraftPlayer::default()
                })
                .collect(),
            ..SetupDraft::default()
        }
    }

    #[test]
    fn a_random_deal_hands_out_exactly_the_chosen_cards_and_repeats_with_its_seed() {
        let cards = suggested_cards(10);
        let specs = suggested_specialties(8);
        let a = random_deal(&cards, &specs, 10, &mut Rng::new(42));
        let b = random_deal(&cards, &specs, 10, &mut Rng::new(42));
        assert_eq!(a, b, "the same seed deals the same cards");
        let mut dealt: Vec<CampCard> = a.iter().map(|(c, _)| *c).collect();
        let mut chosen = cards.clone();
        dealt.sort();
        chosen.sort();
        assert_eq!(dealt, chosen);
        let none = a.iter().filter(|(_, s)| *s == Specialty::None).count();
        assert_eq!(
            none, 2,
            "two players past the eight specialties get no power"
        );
        let c = random_deal(&cards, &specs, 10, &mut Rng::new(43));
        assert_ne!(a, c, "another seed, another deal");
    }

    #[test]
    fn the_map_is_the_ring_with_the_mj_edits() {
        let mut d = draft(5);
        assert_eq!(d.edges(), vec![(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]);
        d.removed_edges.push((0, 4));
        d.extra_edges.push((4, 5));
        assert_eq!(d.edges(), vec![(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
        d.players.pop();
        d.tidy();
        assert!(d.removed_edges.is_empty() && d.extra_edges == vec![(4, 5)]);
    }

    #[test]
    fn the_command_carries_the_deal_and_only_the_card_s_own_conditions() {
        let mut d = draft(6);
        for (p, (card, spec)) in d
            .players
            .iter_mut()
            .zip(suggested_cards(6).into_iter().zip(suggested_specialties(6)))
        {
            p.card = Some(card);
            p.specialty = Some(spec);
        }
        d.players[5].card = Some(CampCard::VillagerE);
        d.players[5].personal = vec![Personal::Romantic, Personal::Greedy];
        d.players[5].label = " 7♦ ".into();
        d.offices[0].1 = Some(2);
        assert!(d.dealt() && d.names_ok());
        let cmd = d.command();
        assert_eq!(cmd.players[5].personal, vec![Personal::Romantic]);
        assert_eq!(cmd.players[5].card_label.as_deref(), Some("7♦"));
        assert_eq!(cmd.offices[0].holder, Some(2));
        assert_eq!(cmd.spare_houses, 2);
        let mut game = quintebourg::Game::new(quintebourg::QbConfig::default());
        let mut setup = cmd.clone();
        setup.accept_warnings = true;
        game.apply(quintebourg::Command::Setup { setup }).unwrap();
        assert_eq!(game.state().players.len(), 6);
        assert_eq!(game.state().houses.len(), 8);
    }

    /// Each card's dominant camp (the first in the camps' table, 004 L29–30).
    fn dominant(c: CampCard) -> quintebourg::model::Camp {
        *c.camps().iter().next().unwrap()
    }

    /// The suggestion a new game master can trust, at every table size the screens take:
    /// exactly the table's count, Villagers the largest camp (at least half the table),
    /// Reptilians about a quarter with their Alpha, small factions rare.
    #[test]
    fn the_suggested_deal_has_villagers_as_the_largest_camp_at_every_table_size() {
        use quintebourg::model::Camp;
        for n in MIN_PLAYERS..=MAX_PLAYERS {
            let cards = suggested_cards(n);
            assert_eq!(cards.len(), n, "{n} players");
            let mut count = std::collections::BTreeMap::new();
            for c in &cards {
                *count.entry(dominant(*c)).or_insert(0usize) += 1;
            }
            let villagers = count.get(&Camp::Villagers).copied().unwrap_or(0);
            for (camp, k) in &count {
                if *camp != Camp::Villagers {
                    assert!(
                        villagers > *k,
                        "{n} players: {villagers} Villagers, {k} {camp:?}"
                    );
                }
            }
            assert!(
                villagers * 2 >= n,
                "{n} players: only {villagers} Villagers"
            );
            let alphas = cards.iter().filter(|c| **c == CampCard::Alpha).count();
            assert_eq!(alphas, 1, "{n} players: one Alpha");
            let attackers = cards
                .iter()
                .filter(|c| c.camps().contains(&Camp::Reptilians))
                .count();
            assert!(
                attackers * 5 >= n && attackers * 3 <= n,
                "{n} players: {attackers} attackers"
            );
            let small: usize = count
                .iter()
                .filter(|(c, _)| !matches!(c, Camp::Villagers | Camp::Reptilians))
                .map(|(_, k)| *k)
                .sum();
            assert!(small * 4 <= n, "{n} players: {small} in small factions");
            let s = suggestion(n);
            assert_eq!(
                (s.reptilians, s.villagers, s.small),
                (attackers, villagers, small),
                "{n} players: the reason on screen counts the cards suggested"
            );
        }
        // The tables where the old suggestion dealt no Villager at all.
        for n in [10, 12] {
            assert!(
                suggested_cards(n).contains(&CampCard::Villager),
                "{n} players"
            );
        }
    }

    /// A game carried on from paper: the coins and marriages entered reach the engine, which
    /// counts the starting total from them.
    #[test]
    fn the_command_carries_starting_coins_and_marriages() {
        let mut d = draft(5);
        for p in d.players.iter_mut() {
            p.card = Some(CampCard::Villager);
            p.specialty = Some(Specialty::None);
        }
        d.players[0].card = Some(CampCard::Alpha);
        d.players[1].coins = Some(3);
        d.players[2].coins = Some(0);
        d.marriages = vec![(1, 2), (3, 7)];
        d.tidy();
        assert_eq!(
            d.marriages,
            vec![(1, 2)],
            "a seat no longer there is dropped"
        );
        let mut setup = d.command();
        assert_eq!(setup.players[1].coins, Some(3));
        assert_eq!(setup.players[0].coins, None);
        setup.accept_warnings = true;
        let mut game = quintebourg::Game::new(quintebourg::QbConfig::default());
        game.apply(quintebourg::Command::Setup { setup }).unwrap();
        let st = game.state();
        let coins: [u32; 5] = [1, 3, 0, 1, 1];
        assert_eq!(st.starting_coins, coins.iter().sum::<u32>());
        assert_eq!(st.players[1].spouse, Some(2));
    }

    #[test]
    fn names_must_be_given_unique_and_five_to_twenty() {
        assert!(!draft(4).names_ok());
        assert!(draft(5).names_ok());
        assert!(!draft(21).names_ok());
        let mut d = draft(6);
        d.players[3].name = "P1".into();
        assert!(!d.names_ok());
    }
}
