//! Setting up a game (002, "Mise en place"): the count table, a legal random draw, the check
//! of a manual pick, the Demon's bluffs and the reminder tokens.

use serde::{Deserialize, Serialize};

use super::character::{CharacterDef, Edition, Reminder, SetupEffect, Team};
use super::command::Assignment;
use super::error::RuleError;
use super::rng::Rng;
use super::script::Script;
use super::seat::PlayerId;
use super::state::GameState;
use super::warning::SetupWarning;

/// How many characters of each type a game has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub townsfolk: u8,
    pub outsiders: u8,
    pub minions: u8,
    pub demons: u8,
    /// 002: "S'il y a plus de 15 joueurs … tous les joueurs supplémentaires doivent se porter
    /// volontaires pour être des Voyageurs."
    pub travellers: u8,
}

impl Counts {
    /// The count for one character type.
    pub fn of(&self, team: Team) -> u8 {
        match team {
            Team::Townsfolk => self.townsfolk,
            Team::Outsider => self.outsiders,
            Team::Minion => self.minions,
            Team::Demon => self.demons,
            Team::Traveller => self.travellers,
            Team::Fabled | Team::Loric => 0,
        }
    }
}

/// 002 (the setup sheet's table): Townsfolk / Outsiders / Minions / Demons for 5 to 15
/// players; 16 to 20 players use the 15-player row and the extra players are Travellers.
/// `None` outside 5–20.
pub fn count_table(players: usize) -> Option<Counts> {
    const ROWS: [(u8, u8, u8); 11] = [
        (3, 0, 1), // 5
        (3, 1, 1), // 6
        (5, 0, 1), // 7
        (5, 1, 1), // 8
        (5, 2, 1), // 9
        (7, 0, 2), // 10
        (7, 1, 2), // 11
        (7, 2, 2), // 12
        (9, 0, 3), // 13
        (9, 1, 3), // 14
        (9, 2, 3), // 15
    ];
    if !(5..=20).contains(&players) {
        return None;
    }
    let (townsfolk, outsiders, minions) = ROWS[players.min(15) - 5];
    Some(Counts {
        townsfolk,
        outsiders,
        minions,
        demons: 1,
        travellers: players.saturating_sub(15) as u8,
    })
}

/// 002: "Vous aurez besoin de 5 joueurs ou plus pour Trouble Brewing, et vous aurez besoin de 7
/// joueurs ou plus pour tous les autres modules."
pub const MIN_PLAYERS_OTHER_SCRIPTS: usize = 7;

/// 002: the fewest players the script can start with; fewer is refused (`WrongPlayerCount`)
/// unless the Storyteller overrides. Trouble Brewing needs 5, the other editions 7. A custom
/// script may be anything in between: it is held to the table's 5 here, and below 7 its pick
/// is warned about ([`SetupWarning::FewPlayers`]).
pub fn min_players(script: &Script) -> usize {
    match script {
        Script::Edition {
            edition: Edition::TroubleBrewing,
        }
        | Script::Custom { .. } => 5,
        Script::Edition { .. } => MIN_PLAYERS_OTHER_SCRIPTS,
    }
}

/// One character drawn for a seat.
fn pick_n(
    rng: &mut Rng,
    pool: &mut Vec<&'static CharacterDef>,
    n: usize,
) -> Vec<&'static CharacterDef> {
    rng.shuffle(pool);
    let n = n.min(pool.len());
    pool.drain(..n).collect()
}

fn outsider_options(def: &CharacterDef) -> &'static [i8] {
    def.setup
        .iter()
        .find_map(|e| match e {
            SetupEffect::Outsiders(o) => Some(*o),
            _ => None,
        })
        .unwrap_or(&[0])
}

fn minion_delta(def: &CharacterDef) -> i8 {
    def.setup
        .iter()
        .map(|e| match e {
            SetupEffect::Minions(d) => *d,
            _ => 0,
        })
        .sum()
}

fn not_in_bag(def: &CharacterDef) -> Option<Team> {
    def.setup.iter().find_map(|e| match e {
        SetupEffect::NotInBag { shown_as } => Some(*shown_as),
        _ => None,
    })
}

/// The character this one brings into play ([`SetupEffect::Adds`]: the Huntsman's Damsel).
fn adds(def: &CharacterDef) -> Option<&'static str> {
    def.setup.iter().find_map(|e| match e {
        SetupEffect::Adds(id) => Some(*id),
        _ => None,
    })
}

/// The characters this one needs in play too (the Choirboy's King).
fn needs(def: &CharacterDef) -> impl Iterator<Item = &'static str> + '_ {
    def.setup.iter().filter_map(|e| match e {
        SetupEffect::Needs(id) => Some(*id),
        _ => None,
    })
}

/// How many more players may have the character too ([`SetupEffect::Copies`]).
fn copies(def: &CharacterDef) -> u8 {
    def.setup
        .iter()
        .map(|e| match e {
            SetupEffect::Copies(n) => *n,
            _ => 0,
        })
        .sum()
}

/// Is the character held by no player ([`SetupEffect::HeldByNoOne`]: Lil' Monsta)?
fn held_by_no_one(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::HeldByNoOne)
}

/// Do most players have the character ([`SetupEffect::Majority`]: Legion)?
fn majority(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::Majority)
}

/// Does the character leave the evil team out of play ([`SetupEffect::NoEvil`]: the Atheist)?
fn no_evil(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::NoEvil)
}

/// Does the character keep the Demon out of play at the start ([`SetupEffect::NoDemon`]: the
/// Summoner)?
fn no_demon(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::NoDemon)
}

/// Official jinx Alchemist & Summoner ("[No Demon]"): the Alchemist who is to hold the
/// Summoner's ability starts with no Demon in play.
const ALCHEMIST: &str = "alchemist";
const SUMMONER: &str = "summoner";

/// May any number of Outsiders be in play with the character ([`SetupEffect::OutsidersAny`]:
/// the Kazali, the Xaan)?
fn outsiders_any(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::OutsidersAny)
}

/// Does the character keep the Minions out of play at setup, Townsfolk in their seats
/// ([`SetupEffect::MinionsAsTownsfolk`]: the Kazali)?
fn minions_as_townsfolk(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::MinionsAsTownsfolk)
}

/// Do the evil players sit in a line with the character in the middle
/// ([`crate::ability::Ability::evil_seated_in_line`]: the Lord of Typhon)?
fn evil_in_line(def: &CharacterDef) -> bool {
    crate::ability::of(def.id).is_some_and(|a| a.evil_seated_in_line)
}

/// Where the character who wants the evil in a line sits in it, counted from the line's first
/// seat in seat order, for `k` evil players: the middle, or with an even number of them one
/// seat after the middle (one more evil player before it than after it). The draw uses the
/// first answer; the setup check accepts both.
fn line_middles(k: usize) -> [usize; 2] {
    [k / 2, k.saturating_sub(1) / 2]
}

/// The draw's seating for [`evil_in_line`] (the Lord of Typhon): the Minions and
/// the Demon take neighbouring seats from a random first seat (the circle wraps), the Demon at
/// [`line_middles`]'s first place; the Minions keep their drawn order on each side, save a
/// Minion who must neighbour the Demon (the Marionette), moved beside it; the good keep their
/// drawn order in the other seats. Without such a Demon drawn, the seating is left alone.
fn seat_evil_in_line(drawn: &mut Vec<(&'static CharacterDef, Option<String>)>, rng: &mut Rng) {
    let Some(at) = drawn
        .iter()
        .position(|(d, _)| d.team == Team::Demon && evil_in_line(d))
    else {
        return;
    };
    let len = drawn.len();
    let centre = drawn.remove(at);
    let (mut evil, good): (Vec<_>, Vec<_>) = drawn
        .drain(..)
        .partition(|(d, _)| matches!(d.team, Team::Minion | Team::Demon));
    let mid = line_middles(evil.len() + 1)[0];
    // Beside the Demon: evil[mid - 1] before it, evil[mid] after it.
    let beside: Vec<usize> = [mid.checked_sub(1), Some(mid)]
        .into_iter()
        .flatten()
        .filter(|i| *i < evil.len())
        .collect();
    if let Some(m) = evil.iter().position(|(d, _)| needs_demon_neighbour(d)) {
        if !beside.contains(&m) {
            if let Some(to) = rng.pick(&beside) {
                evil.swap(m, *to);
            }
        }
    }
    let after = evil.split_off(mid);
    let line: Vec<_> = evil.into_iter().chain([centre]).chain(after).collect();
    let start = rng.below(len);
    let mut seats: Vec<Option<(&'static CharacterDef, Option<String>)>> = vec![None; len];
    for (i, x) in line.into_iter().enumerate() {
        seats[(start + i) % len] = Some(x);
    }
    let mut good = good.into_iter();
    *drawn = seats
        .into_iter()
        .map(|x| x.or_else(|| good.next()))
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default();
}

fn needs_demon_neighbour(def: &CharacterDef) -> bool {
    def.setup
        .iter()
        .any(|e| matches!(e, SetupEffect::NeighboursDemon))
}

/// Does a Fabled among `fabled` let a good character be in play more than once, and be a bluff
/// while in play ([`crate::ability::Ability::good_characters_repeat`]: the Pope)?
fn good_repeats<'a>(fabled: impl IntoIterator<Item = &'a str>) -> bool {
    fabled
        .into_iter()
        .filter_map(crate::ability::of)
        .any(|a| a.good_characters_repeat)
}

/// Does a Fabled in play have the Storyteller hand every character out, with no random draw
/// ([`crate::ability::Ability::characters_hand_picked`]: the Gardener)? The setup screen then
/// offers no draw, and [`crate::game::BotcGame::suggest_characters`] suggests none.
pub fn hand_picked(state: &GameState) -> bool {
    crate::ability::fabled::any(state, |a| a.characters_hand_picked)
}

/// Does a Fabled in play keep the players from knowing their character and team
/// ([`crate::ability::Ability::characters_kept_secret`]: the Tor)? The bag's screen then shows
/// them nothing.
pub fn characters_secret(state: &GameState) -> bool {
    crate::ability::fabled::any(state, |a| a.characters_kept_secret)
}

/// A legal random draw for the first `min(15, seats)` seats, in seat order (002: the bag).
///
/// The Demon and Minions are drawn first, then their [bracketed] changes fix the number of
/// Outsiders (002: "Le Baron retire deux Villageois qui seront remplacés par deux Étrangers");
/// good characters whose bracket text would change the counts again are left out of the bag.
/// A character that is not put in the bag (the Drunk) gets a `shown` Townsfolk not in play; a
/// character that must sit next to the Demon is moved there. Seats beyond 15 are left for
/// Travellers. The Storyteller accepts the result with `AssignCharacters`.
pub fn random_draw(script: &Script, seats: &[PlayerId], rng: &mut Rng) -> Vec<Assignment> {
    random_draw_with_fabled(script, seats, &[], rng)
}

/// [`random_draw`] with the Fabled in play: their setup changes count too, after the evil
/// team's (the Sentinel: one Outsider more, or fewer, or as usual, drawn like a Baron's).
pub fn random_draw_with_fabled(
    script: &Script,
    seats: &[PlayerId],
    fabled: &[&CharacterDef],
    rng: &mut Rng,
) -> Vec<Assignment> {
    let n = seats.len().min(15);
    let Some(base) = count_table(n.max(5)) else {
        return Vec::new();
    };
    let chars = script.characters();
    let pool = |team: Team| -> Vec<&'static CharacterDef> {
        chars.iter().copied().filter(|d| d.team == team).collect()
    };
    // A Townsfolk with no evil team (the Atheist) is in the bag with the chance any Townsfolk
    // has; then no Demon and no Minions are drawn, and the good fill every seat.
    let atheist = chars
        .iter()
        .copied()
        .find(|d| d.team == Team::Townsfolk && no_evil(d))
        .filter(|_| {
            let townsfolk = pool(Team::Townsfolk).len();
            townsfolk > 0 && rng.below(townsfolk) < base.townsfolk as usize
        });
    // A Minion with no Demon at the start (the Summoner) is in the bag with the chance any
    // Minion has; then no Demon is drawn, and one more Townsfolk takes its place.
    let summoner = chars
        .iter()
        .copied()
        .find(|d| d.team == Team::Minion && no_demon(d))
        .filter(|_| {
            let minions = pool(Team::Minion).len();
            atheist.is_none() && minions > 0 && rng.below(minions) < base.minions as usize
        });
    let mut demons = pool(Team::Demon);
    let mut demons = match atheist.or(summoner) {
        Some(_) => Vec::new(),
        None => pick_n(rng, &mut demons, base.demons as usize),
    };
    // A Demon most players have (Legion): just over half the players, and no Minions.
    let most = demons.first().copied().filter(|d| majority(d));
    if let Some(d) = most {
        while demons.len() < n / 2 + 1 {
            demons.push(d);
        }
    }
    let mut minions_pool = pool(Team::Minion);
    // With a Demon no player holds (Lil' Monsta), a Minion who must neighbour the Demon (the
    // Marionette) comes into play only later (the jinx): not drawn.
    if demons.iter().any(|d| held_by_no_one(d)) {
        minions_pool.retain(|d| !needs_demon_neighbour(d));
    }
    // A Minion with no Demon at the start is drawn only as above (never beside a Demon); with
    // it, the Marionette comes into play only after the Demon (the jinx): not drawn.
    if chars.iter().any(|d| no_demon(d)) {
        minions_pool.retain(|d| !no_demon(d));
    }
    if summoner.is_some() {
        minions_pool.retain(|d| !needs_demon_neighbour(d));
    }
    let minion_change: i8 =
        demons.iter().map(|d| minion_delta(d)).sum::<i8>() - i8::from(summoner.is_some());
    // A Demon who makes its Minions on the first night (the Kazali): no Minion is drawn, the
    // good fill their seats.
    let no_minions = demons.iter().any(|d| minions_as_townsfolk(d));
    let mut minions = if most.is_some() || atheist.is_some() || no_minions {
        Vec::new()
    } else {
        pick_n(
            rng,
            &mut minions_pool,
            (base.minions as i8 + minion_change).max(0) as usize,
        )
    };
    minions.extend(summoner);
    // A Demon no player holds (Lil' Monsta) leaves its place: its Minion more takes it.
    demons.retain(|d| !held_by_no_one(d));
    let mut outsiders_n = base.outsiders as i32;
    for d in demons.iter().chain(minions.iter()) {
        let opts: Vec<i8> = outsider_options(d)
            .iter()
            .copied()
            .filter(|o| outsiders_n + *o as i32 >= 0)
            .collect();
        if let Some(o) = rng.pick(&opts) {
            outsiders_n += *o as i32;
        }
    }
    for d in fabled {
        let opts: Vec<i8> = outsider_options(d)
            .iter()
            .copied()
            .filter(|o| outsiders_n + *o as i32 >= 0)
            .collect();
        if let Some(o) = rng.pick(&opts) {
            outsiders_n += *o as i32;
        }
    }
    // A character that brings another into play (the Huntsman's Damsel) is drawn only when
    // the script has that one.
    let brings = |d: &&CharacterDef| adds(d).is_none_or(|x| chars.iter().any(|c| c.id == x));
    let neutral = |d: &&CharacterDef| {
        outsider_options(d).contains(&0) && minion_delta(d) == 0 && brings(d) && !no_evil(d)
    };
    // Official jinxes (the Heretic's): a good character never in play with an evil one drawn
    // is not drawn.
    let allowed_with_evil = |d: &&CharacterDef| {
        !demons
            .iter()
            .chain(minions.iter())
            .any(|e| crate::jinx::never_together(d.id, e.id))
    };
    let mut outsider_pool: Vec<_> = pool(Team::Outsider)
        .into_iter()
        .filter(neutral)
        .filter(allowed_with_evil)
        .collect();
    let mut townsfolk_pool: Vec<_> = pool(Team::Townsfolk)
        .into_iter()
        .filter(neutral)
        .filter(allowed_with_evil)
        .collect();
    let evil = demons.len() + minions.len();
    // Any number of Outsiders (the Xaan's X, the Kazali's): the Storyteller's pick, drawn at
    // random between 1 and the Outsiders the bag holds, leaving the good at least one
    // Townsfolk; the other characters' changes to the count do not apply then.
    if demons
        .iter()
        .chain(minions.iter())
        .any(|d| outsiders_any(d))
    {
        let cap = outsider_pool.len().min(n.saturating_sub(evil + 1)).max(1);
        outsiders_n = 1 + rng.below(cap) as i32;
    }
    let outsiders_n = (outsiders_n.max(0) as usize)
        .min(outsider_pool.len())
        .min(n.saturating_sub(evil));
    let mut outsiders = pick_n(rng, &mut outsider_pool, outsiders_n);
    let mut townsfolk = pick_n(
        rng,
        &mut townsfolk_pool,
        n.saturating_sub(evil + outsiders.len()),
    );
    // A Townsfolk that may be in play more than once (the Village Idiot) takes the places of
    // none, one or more of the other Townsfolk drawn, who go back to the ones not in play.
    if let Some(d) = townsfolk.iter().copied().find(|d| copies(d) > 0) {
        let others = townsfolk.iter().filter(|t| t.id != d.id).count();
        let most = usize::from(copies(d)).min(others);
        let extra = rng
            .pick(&(0..=most).collect::<Vec<_>>())
            .copied()
            .unwrap_or(0);
        for _ in 0..extra {
            if let Some(i) = townsfolk.iter().rposition(|t| t.id != d.id) {
                townsfolk_pool.push(townsfolk[i]);
                townsfolk[i] = d;
            }
        }
    }
    // A Fabled letting good characters repeat (the Pope): one Townsfolk drawn is drawn a
    // second time, in the place of another Townsfolk drawn, who goes back to the ones not in
    // play. Only plain Townsfolk (bringing, needing or repeating nothing) take part.
    if good_repeats(fabled.iter().map(|d| d.id)) {
        let plain = |d: &CharacterDef| {
            adds(d).is_none()
                && needs(d).next().is_none()
                && copies(d) == 0
                && !no_evil(d)
                && !townsfolk.iter().any(|t| needs(t).any(|n| n == d.id))
        };
        let plain_at: Vec<usize> = (0..townsfolk.len())
            .filter(|i| plain(townsfolk[*i]))
            .collect();
        if plain_at.len() >= 2 {
            let copied = *rng.pick(&plain_at).unwrap_or(&plain_at[0]);
            let others: Vec<usize> = plain_at.into_iter().filter(|i| *i != copied).collect();
            let out = *rng.pick(&others).unwrap_or(&others[0]);
            let copy = townsfolk[copied];
            townsfolk_pool.push(std::mem::replace(&mut townsfolk[out], copy));
        }
    }
    // A good character drawn that brings another into play ([+the Damsel]): that character
    // takes the place of one of its own type drawn, else of a Townsfolk (its bracket allows the
    // count change: the Huntsman's one Outsider more).
    let adders: Vec<&'static str> = townsfolk
        .iter()
        .chain(&outsiders)
        .filter_map(|d| adds(d))
        .collect();
    for added in adders {
        let Some(def) = chars.iter().copied().find(|c| c.id == added) else {
            continue;
        };
        let all = demons.iter().chain(&minions).chain(&outsiders);
        if all.chain(&townsfolk).any(|d| d.id == added) {
            continue;
        }
        // An Outsider replaces an Outsider drawn, if any; otherwise a Townsfolk.
        let outsider = outsiders.iter().rposition(|d| adds(d).is_none());
        match outsider.filter(|_| def.team == Team::Outsider) {
            Some(i) => outsiders[i] = def,
            None => {
                if let Some(i) = townsfolk.iter().rposition(|d| adds(d).is_none()) {
                    let out = std::mem::replace(&mut townsfolk[i], def);
                    townsfolk_pool.push(out);
                }
            }
        }
    }
    // A player who believes they are another character is never shown one that brings a third
    // into play: that character would be missing.
    townsfolk_pool.retain(|d| adds(d).is_none());
    // A character that needs another in play (the Choirboy, the King): the other takes the
    // place of a Townsfolk that needs nothing; without it on the script, or without a place
    // for it, the character itself gives way to a Townsfolk left in the bag.
    let drawn_ids = |t: &[&CharacterDef], o: &[&CharacterDef]| -> Vec<&'static str> {
        t.iter().chain(o).map(|d| d.id).collect()
    };
    for needer in drawn_ids(&townsfolk, &outsiders) {
        let Some(def) = chars.iter().copied().find(|d| d.id == needer) else {
            continue;
        };
        for need in needs(def) {
            let ids = drawn_ids(&townsfolk, &outsiders);
            if !ids.contains(&needer) || ids.contains(&need) {
                continue;
            }
            let wanted = townsfolk_pool.iter().position(|d| d.id == need);
            let free = townsfolk
                .iter()
                .position(|d| d.id != needer && needs(d).next().is_none());
            match (wanted, free) {
                (Some(w), Some(f)) => {
                    let put = townsfolk_pool.remove(w);
                    let out = std::mem::replace(&mut townsfolk[f], put);
                    townsfolk_pool.push(out);
                }
                _ => {
                    let other = townsfolk_pool
                        .iter()
                        .position(|d| needs(d).next().is_none());
                    if let (Some(i), Some(o)) =
                        (townsfolk.iter().position(|d| d.id == needer), other)
                    {
                        let put = townsfolk_pool.remove(o);
                        let out = std::mem::replace(&mut townsfolk[i], put);
                        townsfolk_pool.push(out);
                    }
                }
            }
        }
    }
    // The Atheist takes the place of a Townsfolk that neither brings, needs nor is needed.
    if let Some(a) = atheist {
        let needed: Vec<&str> = townsfolk.iter().flat_map(|d| needs(d)).collect();
        let plain = townsfolk.iter().position(|d| {
            adds(d).is_none()
                && needs(d).next().is_none()
                && copies(d) == 0
                && !needed.contains(&d.id)
        });
        match plain {
            Some(i) => townsfolk_pool.push(std::mem::replace(&mut townsfolk[i], a)),
            None => {
                if let Some(first) = townsfolk.first_mut() {
                    townsfolk_pool.push(std::mem::replace(first, a));
                }
            }
        }
    }
    // townsfolk_pool now holds the Townsfolk not in play: the Drunk's shown token comes from it.
    let mut drawn: Vec<(&'static CharacterDef, Option<String>)> = Vec::new();
    for d in demons
        .iter()
        .chain(&minions)
        .chain(&outsiders)
        .chain(&townsfolk)
    {
        let shown = match not_in_bag(d) {
            Some(Team::Townsfolk) => townsfolk_pool.pop().map(|t| t.id.to_string()),
            Some(Team::Demon) => demons.first().map(|t| t.id.to_string()),
            Some(team) => chars
                .iter()
                .find(|c| {
                    c.team == team
                        && !demons
                            .iter()
                            .chain(&minions)
                            .chain(&outsiders)
                            .chain(&townsfolk)
                            .any(|x| x.id == c.id)
                })
                .map(|t| t.id.to_string()),
            None => None,
        };
        drawn.push((d, shown));
    }
    rng.shuffle(&mut drawn);
    // A character that must neighbour the Demon swaps into the seat after the Demon.
    if let Some(m) = drawn.iter().position(|(d, _)| needs_demon_neighbour(d)) {
        if let Some(dm) = drawn.iter().position(|(d, _)| d.team == Team::Demon) {
            let len = drawn.len();
            let next = (dm + 1) % len;
            let prev = (dm + len - 1) % len;
            if m != next && m != prev {
                drawn.swap(m, next);
            }
        }
    }
    // The evil players in a line with the Demon in the middle (the Lord of Typhon).
    seat_evil_in_line(&mut drawn, rng);
    let mut out: Vec<Assignment> = drawn
        .into_iter()
        .zip(seats)
        .map(|((d, shown), p)| Assignment {
            player: *p,
            character: d.id.to_string(),
            shown,
            alignment: None,
        })
        .collect();
    // Official jinx Bounty Hunter & Kazali: the Kazali may make the Bounty Hunter a Minion on
    // the first night, so the evil Townsfolk is not made at setup (the Storyteller is offered
    // it after the Kazali's picks, [`crate::ability::carousel::kazali`]).
    if !(demons.iter().any(|d| d.id == KAZALI)
        && crate::jinx::pair(script, KAZALI, BOUNTY_HUNTER).is_some())
    {
        make_townsfolk_evil(&mut out, rng);
    }
    out
}

/// The Demon whose jinx with the Bounty Hunter leaves the evil Townsfolk to the first night.
const KAZALI: &str = "kazali";
const BOUNTY_HUNTER: &str = "bountyhunter";

/// Does the character need another Townsfolk to be evil (the Bounty Hunter)?
fn needs_evil_townsfolk(def: &CharacterDef) -> bool {
    def.setup.contains(&SetupEffect::EvilTownsfolk)
}

/// The Townsfolk of `picks` that may be made evil for `holder` (not the holder's own).
fn evil_townsfolk_candidates<'a>(
    picks: &'a [Assignment],
    holder: &'a str,
) -> impl Iterator<Item = (usize, &'a Assignment)> {
    picks.iter().enumerate().filter(move |(_, a)| {
        a.character != holder
            && crate::character::official(&a.character).is_some_and(|d| d.team == Team::Townsfolk)
    })
}

/// [`SetupEffect::EvilTownsfolk`] in the draw: for each character that asks it, one other
/// Townsfolk drawn, at random, is evil (its assignment's alignment records who).
fn make_townsfolk_evil(picks: &mut [Assignment], rng: &mut Rng) {
    let holders: Vec<String> = picks
        .iter()
        .filter(|a| crate::character::official(&a.character).is_some_and(needs_evil_townsfolk))
        .map(|a| a.character.clone())
        .collect();
    for holder in holders {
        let evil = |a: &Assignment| a.alignment == Some(crate::character::Alignment::Evil);
        if evil_townsfolk_candidates(picks, &holder).any(|(_, a)| evil(a)) {
            continue;
        }
        let options: Vec<usize> = evil_townsfolk_candidates(picks, &holder)
            .map(|(i, _)| i)
            .collect();
        if let Some(i) = rng.pick(&options) {
            picks[*i].alignment = Some(crate::character::Alignment::Evil);
        }
    }
}

/// The Outsider counts allowed by the in-play characters' [bracketed] changes, never below 0.
fn allowed_outsiders(base: u8, picks: &[&CharacterDef]) -> Vec<u8> {
    let mut sums: Vec<i32> = vec![0];
    for d in picks {
        let opts = outsider_options(d);
        sums = sums
            .iter()
            .flat_map(|s| opts.iter().map(move |o| s + *o as i32))
            .collect();
    }
    let mut out: Vec<u8> = sums
        .into_iter()
        .map(|s| (base as i32 + s).max(0) as u8)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// 002: checks a manual pick (in seat order) against the count table and the setup changes of
/// the characters in it. Returns every warning; an empty list means the pick is legal.
pub fn check_pick(script: &Script, picks: &[Assignment]) -> Vec<SetupWarning> {
    check_pick_with_fabled(script, picks, &[])
}

/// [`check_pick`] with the Fabled in play, whose setup changes count too (character ability
/// text, Sentinel: there might be one extra or one fewer Outsider in play).
pub fn check_pick_with_fabled(
    script: &Script,
    picks: &[Assignment],
    fabled: &[String],
) -> Vec<SetupWarning> {
    let mut warnings = Vec::new();
    // The script's own homebrew characters first, so a pick is checked against the script
    // being set up even before it is chosen.
    let lookup = |id: &str| script.character(id);
    let defs: Vec<&'static CharacterDef> =
        picks.iter().filter_map(|a| lookup(&a.character)).collect();
    let mut seen: Vec<&str> = Vec::new();
    let repeat_good = good_repeats(fabled.iter().map(String::as_str));
    for a in picks {
        // A character that may be in play several times (the Village Idiot) is a duplicate
        // only beyond its copies; with the Pope, no good character is.
        let times = seen.iter().filter(|c| **c == a.character).count();
        let allowed = lookup(&a.character).map_or(0, |d| {
            if majority(d) || (repeat_good && matches!(d.team, Team::Townsfolk | Team::Outsider)) {
                usize::MAX
            } else {
                usize::from(copies(d))
            }
        });
        if times > allowed {
            warnings.push(SetupWarning::Duplicate {
                id: a.character.clone(),
            });
        }
        seen.push(&a.character);
        if !script.contains(&a.character)
            && lookup(&a.character).is_some_and(|d| d.team != Team::Traveller)
        {
            warnings.push(SetupWarning::NotOnScript {
                id: a.character.clone(),
            });
        }
        let Some(def) = lookup(&a.character) else {
            continue;
        };
        if let Some(team) = not_in_bag(def) {
            // A Minion handed another token believes they are good (the Marionette): a
            // Townsfolk or an Outsider.
            let fits = |s: &CharacterDef| {
                s.team == team
                    || (def.team == Team::Minion
                        && matches!(s.team, Team::Townsfolk | Team::Outsider))
            };
            match a.shown.as_deref().and_then(lookup) {
                None => warnings.push(SetupWarning::NothingShown { id: def.id.into() }),
                Some(s) if !fits(s) => warnings.push(SetupWarning::ShownWrongType {
                    id: def.id.into(),
                    shown: s.id.into(),
                }),
                Some(s) if team != Team::Demon && picks.iter().any(|p| p.character == s.id) => {
                    warnings.push(SetupWarning::ShownInPlay { shown: s.id.into() })
                }
                _ => {}
            }
        }
    }
    let players: Vec<&CharacterDef> = defs
        .iter()
        .copied()
        .filter(|d| d.team != Team::Traveller)
        .collect();
    let count = |team: Team| players.iter().filter(|d| d.team == team).count() as u8;
    let without_evil = players.iter().any(|d| no_evil(d));
    // No Demon at the start (the Summoner; the Alchemist who is to hold the Summoner's
    // ability, by their jinx's "[No Demon]", the Summoner on the script and not picked): the
    // Demon's place is a Townsfolk's.
    let keeps_out: Vec<&str> = players
        .iter()
        .filter(|d| no_demon(d))
        .map(|d| d.id)
        .collect();
    let alchemist_summons = count(Team::Demon) == 0
        && players.iter().any(|d| d.id == ALCHEMIST)
        && !picks.iter().any(|a| a.character == SUMMONER)
        && crate::jinx::pair(script, ALCHEMIST, SUMMONER).is_some()
        && script.contains(SUMMONER);
    let no_demon_start = !keeps_out.is_empty() || alchemist_summons;
    if count(Team::Demon) > 0 {
        for id in &keeps_out {
            warnings.push(SetupWarning::NoDemonAtStart { id: id.to_string() });
        }
    }
    // The Kazali: no Minion at setup; the Kazali or the Xaan: any number of Outsiders.
    let no_minions = players.iter().any(|d| minions_as_townsfolk(d));
    let any_outsiders = players.iter().any(|d| outsiders_any(d));
    // With no player a Demon, a Demon of the script that no player holds is in play (Lil'
    // Monsta): its setup change counts and no Demon is seated.
    let unheld: Option<&'static CharacterDef> = (count(Team::Demon) == 0 && !no_demon_start)
        .then(|| {
            script
                .characters()
                .into_iter()
                .find(|d| d.team == Team::Demon && held_by_no_one(d))
        })
        .flatten();
    if count(Team::Demon) == 0 && unheld.is_none() && !without_evil && !no_demon_start {
        warnings.push(SetupWarning::NoDemon);
    }
    // 002: 7 or more players for every script but Trouble Brewing; the editions refuse to
    // start with fewer (`min_players`), a custom script is warned about.
    if matches!(script, Script::Custom { .. }) && picks.len() < MIN_PLAYERS_OTHER_SCRIPTS {
        warnings.push(SetupWarning::FewPlayers {
            players: picks.len() as u8,
            min: MIN_PLAYERS_OTHER_SCRIPTS as u8,
        });
    }
    // Jinx (Bounty Hunter & Kazali): the Kazali makes its Minions on the first night; if it
    // makes the Bounty Hunter one, no Townsfolk is evil, so the evil Townsfolk is not required
    // at setup (the Storyteller is offered it after the Kazali's picks).
    let kazali = picks.iter().any(|a| {
        a.character == KAZALI && crate::jinx::pair(script, KAZALI, BOUNTY_HUNTER).is_some()
    });
    for d in defs
        .iter()
        .filter(|d| needs_evil_townsfolk(d))
        .filter(|d| !(kazali && d.id == BOUNTY_HUNTER))
    {
        let evil = picks.iter().any(|a| {
            a.character != d.id
                && a.alignment == Some(crate::character::Alignment::Evil)
                && lookup(&a.character).is_some_and(|t| t.team == Team::Townsfolk)
        });
        if !evil {
            warnings.push(SetupWarning::NoEvilTownsfolk { id: d.id.into() });
        }
    }
    // The characters whose setup changes count: those in play, and the one a player is shown
    // when a jinx says its bracket applies (the Marionette who believes they are the Balloonist
    // or the Huntsman).
    let jinxed_shown: Vec<&'static CharacterDef> = picks
        .iter()
        .filter_map(|a| {
            let shown = lookup(a.shown.as_deref()?)?;
            crate::jinx::pair(script, &a.character, shown.id).map(|_| shown)
        })
        .collect();
    for d in players.iter().chain(&jinxed_shown) {
        if let Some(needs) = adds(d) {
            if !picks.iter().any(|p| p.character == needs) {
                warnings.push(SetupWarning::AddedMissing {
                    id: d.id.into(),
                    needs: needs.into(),
                });
            }
        }
    }
    for d in &defs {
        for need in needs(d) {
            if !picks.iter().any(|p| p.character == need) {
                warnings.push(SetupWarning::Needs {
                    id: d.id.into(),
                    needs: need.into(),
                });
            }
        }
    }
    // Official jinxes (the Heretic's): two characters never in play together.
    for (i, a) in picks.iter().enumerate() {
        for b in &picks[i + 1..] {
            if a.character != b.character && crate::jinx::never_together(&a.character, &b.character)
            {
                let w = SetupWarning::NeverTogether {
                    a: a.character.clone(),
                    b: b.character.clone(),
                };
                if !warnings.contains(&w) {
                    warnings.push(w);
                }
            }
        }
    }
    let len = picks.len();
    for (i, a) in picks.iter().enumerate() {
        if unheld.is_none() && lookup(&a.character).is_some_and(needs_demon_neighbour) {
            let is_demon =
                |j: usize| lookup(&picks[j].character).is_some_and(|d| d.team == Team::Demon);
            if len < 2 || !(is_demon((i + 1) % len) || is_demon((i + len - 1) % len)) {
                warnings.push(SetupWarning::NotNextToDemon {
                    id: a.character.clone(),
                });
            }
        }
    }
    // The evil players in one line of neighbouring seats with the character in the middle
    // (the Lord of Typhon), in seat order, the circle wrapping; Travellers are left out of the
    // circle, and the evil are the Minions and the Demons (a Townsfolk made evil, the Bounty
    // Hunter's, is not asked to sit in the line).
    let circle: Vec<&CharacterDef> = picks
        .iter()
        .filter_map(|a| lookup(&a.character))
        .filter(|d| d.team != Team::Traveller)
        .collect();
    for (i, d) in circle.iter().enumerate() {
        if !evil_in_line(d) {
            continue;
        }
        let n = circle.len();
        let evil: Vec<bool> = circle
            .iter()
            .map(|d| matches!(d.team, Team::Minion | Team::Demon))
            .collect();
        let k = evil.iter().filter(|e| **e).count();
        let in_line = line_middles(k).iter().any(|m| {
            let start = (i + n - m % n) % n;
            (0..n).all(|j| evil[(start + j) % n] == (j < k))
        });
        if !in_line {
            warnings.push(SetupWarning::EvilNotInLine { id: d.id.into() });
        }
    }
    // 002: "S'il y a plus de 15 joueurs dans votre partie, tous les joueurs supplémentaires
    // doivent se porter volontaires pour être des Voyageurs": above 15, the players beyond 15
    // are Travellers, and the others follow the 15-player row.
    let travellers = defs.iter().filter(|d| d.team == Team::Traveller).count();
    if players.len() > 15 {
        warnings.push(SetupWarning::TooFewTravellers {
            players: picks.len() as u8,
            needed: picks.len().saturating_sub(15) as u8,
            actual: travellers as u8,
        });
    }
    // A Demon most players have (Legion): more than half the players have it, whatever the
    // count table says of the others.
    let most = players.iter().find(|d| majority(d)).map(|d| d.id);
    if let Some(id) = most {
        let seated = players.len().min(15) as u8;
        let actual = players.iter().filter(|d| d.id == id).count() as u8;
        if actual <= seated / 2 {
            warnings.push(SetupWarning::WrongCount {
                team: Team::Demon,
                allowed: (seated / 2 + 1..=seated).collect(),
                actual: count(Team::Demon),
            });
        }
    } else if let Some(base) = count_table(players.len()) {
        let seated = players.len().min(15) as u8;
        let mut counts = Vec::new();
        let minions = (base.minions as i32
            + players
                .iter()
                .chain(&unheld)
                .map(|d| minion_delta(d) as i32)
                .sum::<i32>())
        .max(0) as u8;
        let demons = if unheld.is_some() || no_demon_start {
            0
        } else {
            base.demons
        };
        let mut changes = players.clone();
        changes.extend(jinxed_shown.iter().copied());
        changes.extend(fabled.iter().filter_map(|f| crate::character::official(f)));
        let mut outs = allowed_outsiders(base.outsiders, &changes);
        let minions = if no_minions { 0 } else { minions };
        if any_outsiders {
            outs = (0..=seated.saturating_sub(minions + demons)).collect();
        }
        // With the Pope, each copy of an Outsider beyond the first may stand in a Townsfolk's
        // place: that many more Outsiders are allowed.
        if repeat_good {
            let mut outsiders: Vec<&str> = players
                .iter()
                .filter(|d| d.team == Team::Outsider)
                .map(|d| d.id)
                .collect();
            let all = outsiders.len();
            outsiders.sort_unstable();
            outsiders.dedup();
            let extra = (all - outsiders.len()) as u8;
            let more: Vec<u8> = outs
                .iter()
                .flat_map(|o| (1..=extra).map(move |k| o + k))
                .collect();
            outs.extend(more);
            outs.sort_unstable();
            outs.dedup();
        }
        // No evil team (the Atheist): the good fill the Minions' and the Demon's seats.
        let (minions, demons) = match without_evil {
            true => (0, 0),
            false => (minions, demons),
        };
        let fixed = minions + demons;
        let towns: Vec<u8> = outs
            .iter()
            .map(|o| seated.saturating_sub(fixed + o))
            .collect();
        counts.push((Team::Townsfolk, towns));
        counts.push((Team::Outsider, outs));
        counts.push((Team::Minion, vec![minions]));
        counts.push((Team::Demon, vec![demons]));
        let mut wrong = Vec::new();
        for (team, allowed) in counts {
            let actual = count(team);
            if !allowed.contains(&actual) {
                wrong.push(SetupWarning::WrongCount {
                    team,
                    allowed,
                    actual,
                });
            }
        }
        // A Fabled capping the extra evil players (the Spirit of Ivory): every evil player
        // beyond the table's Minions and Demons counts, an evil Traveller too.
        let cap = fabled
            .iter()
            .filter_map(|f| crate::ability::of(f))
            .find_map(|a| a.most_extra_evil.map(|m| (a.id, m)));
        if let Some((id, most)) = cap {
            let evil = picks
                .iter()
                .filter(|a| match a.alignment {
                    Some(al) => al == crate::character::Alignment::Evil,
                    None => lookup(&a.character)
                        .is_some_and(|d| matches!(d.team, Team::Minion | Team::Demon)),
                })
                .count() as u8;
            let extra = evil.saturating_sub(base.minions + base.demons);
            if extra > most {
                warnings.push(SetupWarning::TooManyEvil {
                    id: id.into(),
                    extra,
                    most,
                });
            }
        }
        if !wrong.is_empty() {
            for d in &players {
                if d.setup.iter().any(|e| matches!(e, SetupEffect::Manual)) {
                    warnings.push(SetupWarning::ManualSetup { id: d.id.into() });
                }
            }
            warnings.extend(wrong);
        }
    }
    warnings
}

/// The checks of [`check_pick`] on the grimoire being set up: counts only once every seat has
/// a character.
pub fn check_state(state: &GameState) -> Vec<SetupWarning> {
    let picks: Vec<Assignment> = state
        .seats
        .iter()
        .filter_map(|s| {
            s.character.as_ref().map(|c| Assignment {
                player: s.id,
                character: c.clone(),
                shown: s.shown.clone(),
                alignment: s.alignment,
            })
        })
        .collect();
    let mut w = check_pick_with_fabled(&state.script, &picks, &state.fabled);
    if picks.len() < state.seats.len() {
        w.retain(|w| {
            !matches!(
                w,
                SetupWarning::WrongCount { .. }
                    | SetupWarning::NoDemon
                    | SetupWarning::FewPlayers { .. }
                    | SetupWarning::TooFewTravellers { .. }
                    | SetupWarning::ManualSetup { .. }
                    | SetupWarning::NotNextToDemon { .. }
                    | SetupWarning::EvilNotInLine { .. }
                    | SetupWarning::NoEvilTownsfolk { .. }
                    | SetupWarning::AddedMissing { .. }
                    | SetupWarning::Needs { .. }
            )
        });
    }
    w
}

/// The tokens the Drunk-like players believe they are; they are not in play but must not be
/// shown to the Demon as bluffs (see [`suggest_bluffs`]).
fn shown_tokens(state: &GameState) -> Vec<&str> {
    state
        .seats
        .iter()
        .filter_map(|s| s.shown.as_deref())
        .collect()
}

/// 002: the Demon is shown three good characters not in play, "généralement deux Villageois et
/// un Étranger". The Drunk's token is not in play, yet it is left out: the Drunk will claim it
/// in good faith, and a Demon bluffing the same character would expose the Drunk at once —
/// the bluffs are meant to help evil hide, not to out a good player by accident (002: "Montrer
/// ces jetons de rôle aidera le Démon à bluffer"). The Storyteller can still show it with an
/// override.
pub fn suggest_bluffs(state: &GameState, rng: &mut Rng) -> Vec<String> {
    let shown = shown_tokens(state);
    // A character whose player believes they are another (the Drunk, the Lunatic) is never a
    // bluff: no player would claim it.
    let believable = |d: &CharacterDef| {
        !d.setup
            .iter()
            .any(|e| matches!(e, SetupEffect::NotInBag { .. }))
    };
    let free = |team: Team| -> Vec<&'static CharacterDef> {
        state
            .script
            .characters()
            .into_iter()
            .filter(|d| {
                d.team == team && !state.in_play(d.id) && !shown.contains(&d.id) && believable(d)
            })
            .collect()
    };
    let mut towns = free(Team::Townsfolk);
    let mut outs = free(Team::Outsider);
    // An Outsider bluff in a game without Outsiders gives the Demon away: Townsfolk only, unless
    // there are too few of them.
    let outsiders_in_play = state.seats.iter().any(|s| s.team() == Some(Team::Outsider));
    let mut picked = pick_n(rng, &mut towns, if outsiders_in_play { 2 } else { 3 });
    if outsiders_in_play {
        picked.extend(pick_n(rng, &mut outs, 1));
    }
    // Not enough of one type: fill with the other.
    let mut rest: Vec<_> = towns.into_iter().chain(outs).collect();
    let missing = 3usize.saturating_sub(picked.len());
    picked.extend(pick_n(rng, &mut rest, missing));
    picked.into_iter().map(|d| d.id.to_string()).collect()
}

/// 002: checks the bluffs: three distinct good characters not in play (and not the Drunk's
/// token, see [`suggest_bluffs`]).
pub fn check_bluffs(state: &GameState, bluffs: &[String]) -> Result<(), RuleError> {
    if bluffs.len() != 3 {
        return Err(RuleError::BluffCount {
            count: bluffs.len(),
        });
    }
    let shown = shown_tokens(state);
    for (i, b) in bluffs.iter().enumerate() {
        let def = state
            .character(b)
            .ok_or_else(|| RuleError::UnknownCharacter { id: b.clone() })?;
        if !matches!(def.team, Team::Townsfolk | Team::Outsider) {
            return Err(RuleError::BluffNotGood { id: b.clone() });
        }
        // With the Pope, a good character in play may be a bluff too.
        if state.in_play(b) && !good_repeats(state.fabled.iter().map(String::as_str)) {
            return Err(RuleError::BluffInPlay { id: b.clone() });
        }
        if shown.contains(&b.as_str()) {
            return Err(RuleError::BluffShownToDrunk { id: b.clone() });
        }
        if bluffs[..i].contains(b) {
            return Err(RuleError::DuplicateBluff { id: b.clone() });
        }
    }
    Ok(())
}

/// 002 step 8: the reminder tokens to put in the grimoire: those of the characters in play,
/// plus the global ones of the script's characters.
pub fn reminder_tokens(state: &GameState) -> Vec<(&'static str, &'static Reminder)> {
    let mut out = Vec::new();
    for s in &state.seats {
        if let Some(def) = s.def() {
            for r in def.reminders.iter().filter(|r| !r.global) {
                out.push((def.id, r));
            }
        }
    }
    // The Fabled in play (002: the Storyteller's characters) offer their reminders too.
    for def in state.fabled.iter().filter_map(|f| state.character(f)) {
        for r in def.reminders.iter().filter(|r| !r.global) {
            out.push((def.id, r));
        }
    }
    for def in state.script.all() {
        for r in def.reminders.iter().filter(|r| r.global) {
            out.push((def.id, r));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Edition;

    /// One player per character, in seat order.
    fn pick(chars: &[&str]) -> Vec<Assignment> {
        chars
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: PlayerId(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect()
    }

    /// Character ability text (Pope): with the Pope in play, the bag's draw gives one Townsfolk
    /// twice, and every such draw passes the setup check with the Pope (not without it); a
    /// draw without the Pope never repeats a character. The Drunk's shown token is never a
    /// character in play.
    /// Official jinxes (the Heretic's "never in play together"): the check warns about the pair
    /// picked by hand, and the draw never draws the Heretic with the Spy, the only Minion.
    #[test]
    fn the_heretic_is_never_with_its_jinxed_minion() {
        let ids = [
            "imp", "spy", "heretic", "saint", "chef", "empath", "monk", "soldier", "mayor",
            "virgin",
        ];
        let script = Script::custom(ids.iter().map(|s| s.to_string()).collect());
        let with = pick(&[
            "imp", "spy", "heretic", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        assert_eq!(
            check_pick(&script, &with),
            vec![SetupWarning::NeverTogether {
                a: "spy".into(),
                b: "heretic".into()
            }]
        );
        let without = pick(&[
            "imp", "spy", "saint", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        assert!(check_pick(&script, &without).is_empty());
        let seats: Vec<_> = (0..8).map(PlayerId).collect();
        let mut saints = 0;
        for seed in 0..200 {
            let draw = random_draw(&script, &seats, &mut Rng::new(seed));
            let has = |id: &str| draw.iter().any(|a| a.character == id);
            assert!(has("spy"), "seed {seed}: the only Minion");
            assert!(!has("heretic"), "seed {seed}: {draw:?}");
            saints += usize::from(has("saint"));
            assert!(check_pick(&script, &draw).is_empty(), "seed {seed}");
        }
        assert_eq!(saints, 200, "the one Outsider left is drawn each time");
    }

    #[test]
    fn the_pope_repeats_a_townsfolk_in_the_draw() {
        let script = Script::Edition {
            edition: Edition::TroubleBrewing,
        };
        let seats: Vec<_> = (0..9).map(PlayerId).collect();
        let pope = crate::character::official("pope").unwrap();
        let repeats = |draw: &[Assignment]| {
            let mut ids: Vec<&str> = draw.iter().map(|a| a.character.as_str()).collect();
            let all = ids.len();
            ids.sort_unstable();
            ids.dedup();
            all - ids.len()
        };
        let fabled = ["pope".to_string()];
        for seed in 0..100 {
            let plain = random_draw(&script, &seats, &mut Rng::new(seed));
            assert_eq!(repeats(&plain), 0, "seed {seed}");
            let draw = random_draw_with_fabled(&script, &seats, &[pope], &mut Rng::new(seed));
            assert_eq!(repeats(&draw), 1, "seed {seed}: {draw:?}");
            let w = check_pick_with_fabled(&script, &draw, &fabled);
            assert!(w.is_empty(), "seed {seed}: {w:?}");
            assert!(check_pick(&script, &draw)
                .iter()
                .any(|w| matches!(w, SetupWarning::Duplicate { .. })));
            for shown in draw.iter().filter_map(|a| a.shown.as_deref()) {
                assert!(draw.iter().all(|a| a.character != shown), "seed {seed}");
            }
        }
    }

    /// Character ability text (Sentinel): with the Sentinel in play, the bag may hold one
    /// Outsider more or one fewer than the table says (never below none); without it, seven
    /// players of Trouble Brewing with no Baron draw none. Every draw passes the setup check
    /// with the Sentinel.
    #[test]
    fn the_sentinel_changes_the_outsiders_drawn() {
        let script = Script::Edition {
            edition: Edition::TroubleBrewing,
        };
        let seats: Vec<_> = (0..7).map(PlayerId).collect();
        let sentinel = crate::character::official("sentinel").unwrap();
        let outsiders = |draw: &[Assignment]| {
            draw.iter()
                .filter(|a| {
                    crate::character::official(&a.character).unwrap().team == Team::Outsider
                })
                .count()
        };
        let baron = |draw: &[Assignment]| draw.iter().any(|a| a.character == "baron");
        let mut seen = [0; 3];
        for seed in 0..200 {
            let plain = random_draw(&script, &seats, &mut Rng::new(seed));
            if !baron(&plain) {
                assert_eq!(outsiders(&plain), 0, "seed {seed}");
            }
            let draw = random_draw_with_fabled(&script, &seats, &[sentinel], &mut Rng::new(seed));
            if !baron(&draw) {
                seen[outsiders(&draw)] += 1;
            }
            let fabled = ["sentinel".to_string()];
            assert!(
                check_pick_with_fabled(&script, &draw, &fabled).is_empty(),
                "seed {seed}: {draw:?}"
            );
        }
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }

    fn team_of(a: &Assignment) -> Team {
        crate::character::official(&a.character).unwrap().team
    }

    /// Character ability text (Summoner: no Demon starts in play): the draw that puts the
    /// Summoner in draws no Demon and one more Townsfolk (and no Marionette: their jinx), the
    /// Summoner in as often as any Minion; every draw, with the Summoner or not, passes the
    /// setup check, for every player count and many seeds.
    #[test]
    fn the_summoner_keeps_the_demon_out_of_the_draw() {
        let chars = [
            "imp",
            "summoner",
            "poisoner",
            "spy",
            "scarletwoman",
            "marionette",
            "washerwoman",
            "librarian",
            "investigator",
            "chef",
            "empath",
            "fortuneteller",
            "undertaker",
            "monk",
            "ravenkeeper",
            "virgin",
            "slayer",
            "soldier",
            "mayor",
            "butler",
            "saint",
            "recluse",
        ];
        let script = Script::custom(chars.iter().map(|s| s.to_string()).collect());
        let (mut with, mut without) = (0, 0);
        for n in 7..=15 {
            let table = count_table(n).unwrap();
            for seed in 0..120 {
                let draw = random_draw(&script, &ids(n), &mut Rng::new(seed * 7919 + n as u64));
                assert_eq!(draw.len(), n);
                let count = |team: Team| draw.iter().filter(|a| team_of(a) == team).count();
                let w = check_pick(&script, &draw);
                assert!(w.is_empty(), "{n} players seed {seed}: {w:?} in {draw:?}");
                if draw.iter().any(|a| a.character == "summoner") {
                    with += 1;
                    assert_eq!(count(Team::Demon), 0, "seed {seed}: {draw:?}");
                    assert_eq!(count(Team::Minion), table.minions as usize);
                    assert!(!draw.iter().any(|a| a.character == "marionette"));
                    // No Baron on this script: the table's Outsiders, one more Townsfolk.
                    assert_eq!(count(Team::Outsider), table.outsiders as usize);
                    assert_eq!(count(Team::Townsfolk), table.townsfolk as usize + 1);
                } else {
                    without += 1;
                    assert_eq!(count(Team::Demon), 1, "seed {seed}: {draw:?}");
                }
            }
        }
        // Five Minions on the script: the Summoner in about one draw in five to three in five.
        assert!(
            with > 100 && without > 300,
            "{with} with, {without} without"
        );
    }

    /// Character ability text (Summoner): a pick with the Summoner and no Demon is legal; one
    /// with a Demon is warned about (the Summoner's own warning and the counts); with neither,
    /// a game needs a Demon. Official jinx Alchemist & Summoner ("[No Demon]"): the Alchemist
    /// with the Summoner on the script (not picked) may start with no Demon too.
    #[test]
    fn the_summoner_s_pick_has_no_demon() {
        let ids = [
            "imp",
            "summoner",
            "poisoner",
            "alchemist",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
            "virgin",
        ];
        let script = Script::custom(ids.iter().map(|s| s.to_string()).collect());
        let ok = pick(&[
            "summoner", "chef", "empath", "monk", "soldier", "mayor", "virgin",
        ]);
        assert_eq!(check_pick(&script, &ok), vec![]);
        let demon = pick(&[
            "summoner", "imp", "empath", "monk", "soldier", "mayor", "virgin",
        ]);
        let w = check_pick(&script, &demon);
        assert!(w.contains(&SetupWarning::NoDemonAtStart {
            id: "summoner".into()
        }));
        assert!(w.contains(&SetupWarning::WrongCount {
            team: Team::Demon,
            allowed: vec![0],
            actual: 1
        }));
        let neither = pick(&[
            "poisoner", "chef", "empath", "monk", "soldier", "mayor", "virgin",
        ]);
        assert!(check_pick(&script, &neither).contains(&SetupWarning::NoDemon));
        let alchemist = pick(&[
            "poisoner",
            "alchemist",
            "empath",
            "monk",
            "soldier",
            "mayor",
            "virgin",
        ]);
        assert_eq!(check_pick(&script, &alchemist), vec![]);
        let no_summoner = Script::custom(
            ids.iter()
                .filter(|c| **c != "summoner")
                .map(|s| s.to_string())
                .collect(),
        );
        assert!(check_pick(&no_summoner, &alchemist).contains(&SetupWarning::NoDemon));
    }

    /// 002: the count table (5: 3/0/1/1 … 15: 9/2/3/1; 16–20: Travellers).
    #[test]
    fn table_rows() {
        let c = count_table(5).unwrap();
        assert_eq!(
            (c.townsfolk, c.outsiders, c.minions, c.demons),
            (3, 0, 1, 1)
        );
        let c = count_table(12).unwrap();
        assert_eq!(
            (c.townsfolk, c.outsiders, c.minions, c.demons),
            (7, 2, 2, 1)
        );
        let c = count_table(18).unwrap();
        assert_eq!(
            (c.townsfolk, c.outsiders, c.minions, c.demons, c.travellers),
            (9, 2, 3, 1, 3)
        );
        assert!(count_table(4).is_none());
        assert!(count_table(21).is_none());
        for n in 5..=15 {
            let c = count_table(n).unwrap();
            assert_eq!(
                (c.townsfolk + c.outsiders + c.minions + c.demons) as usize,
                n
            );
        }
    }

    /// Bluffs a Demon can use: with no Outsider in play, three Townsfolk (an Outsider bluff
    /// would give the Demon away); with one, two Townsfolk and an Outsider; never a character
    /// whose player believes they are another (the Drunk, the Lunatic), in any draw.
    #[test]
    fn bluffs_a_demon_can_use() {
        let game =
            |edition: Edition, chars: &[&str]| crate::test_util::setup_game(Some(edition), chars);
        let team = |id: &str| crate::character::official(id).unwrap().team;
        let no_outsider = game(
            Edition::TroubleBrewing,
            &["imp", "poisoner", "chef", "empath", "monk"],
        );
        let with_outsider = game(
            Edition::TroubleBrewing,
            &["imp", "baron", "chef", "empath", "saint", "recluse", "monk"],
        );
        let bmr = game(
            Edition::BadMoonRising,
            &[
                "zombuul",
                "godfather",
                "grandmother",
                "sailor",
                "chambermaid",
                "tinker",
                "moonchild",
            ],
        );
        for seed in 0..200 {
            let b = suggest_bluffs(no_outsider.state(), &mut Rng::new(seed));
            assert_eq!(b.len(), 3);
            assert!(b.iter().all(|id| team(id) == Team::Townsfolk), "{b:?}");
            let b = suggest_bluffs(with_outsider.state(), &mut Rng::new(seed));
            let outs = b.iter().filter(|id| team(id) == Team::Outsider).count();
            assert_eq!(outs, 1, "{b:?}");
            assert!(!b.contains(&"drunk".to_string()), "{b:?}");
            let b = suggest_bluffs(bmr.state(), &mut Rng::new(seed));
            assert!(!b.contains(&"lunatic".to_string()), "{b:?}");
            assert!(check_bluffs(bmr.state(), &b).is_ok());
        }
    }

    fn ids(n: usize) -> Vec<PlayerId> {
        (0..n as u32).map(PlayerId).collect()
    }

    /// Character ability text (Village Idiot): up to two more may be in play, in place of other
    /// Townsfolk. The draw adds none, one or two, and the check allows three but not four.
    #[test]
    fn village_idiots_drawn_and_allowed() {
        let script = Script::custom(
            [
                "imp",
                "poisoner",
                "villageidiot",
                "chef",
                "empath",
                "washerwoman",
                "librarian",
                "investigator",
                "undertaker",
                "butler",
                "saint",
            ]
            .map(String::from)
            .to_vec(),
        );
        let mut seen = [false; 3];
        for seed in 0..300 {
            let draw = random_draw(&script, &ids(8), &mut Rng::new(seed));
            let idiots = draw
                .iter()
                .filter(|a| a.character == "villageidiot")
                .count();
            if idiots > 0 {
                seen[idiots - 1] = true;
            }
            assert!(idiots <= 3, "{draw:?}");
            assert!(check_pick(&script, &draw).is_empty(), "{draw:?}");
        }
        assert_eq!(seen, [true, true, true]);
        let dup = |idiots: usize| {
            let picks: Vec<Assignment> = ["imp", "poisoner", "butler"]
                .into_iter()
                .chain(std::iter::repeat_n("villageidiot", idiots))
                .chain(["chef", "empath", "washerwoman", "librarian"])
                .take(8)
                .zip(ids(8))
                .map(|(c, p)| Assignment {
                    player: p,
                    character: c.into(),
                    shown: None,
                    alignment: None,
                })
                .collect();
            check_pick(&script, &picks)
                .iter()
                .any(|w| matches!(w, SetupWarning::Duplicate { .. }))
        };
        assert!(!dup(3));
        assert!(dup(4));
    }

    /// 002: the random draw is legal for every player count and every edition, many seeds.
    #[test]
    fn random_draws_pass_the_check() {
        for edition in Edition::ALL {
            let script = Script::Edition { edition };
            for n in 5..=15 {
                for seed in 0..40 {
                    let mut rng = Rng::new(seed * 131 + n as u64);
                    let draw = random_draw(&script, &ids(n), &mut rng);
                    assert_eq!(draw.len(), n);
                    let w: Vec<_> = check_pick(&script, &draw)
                        .into_iter()
                        .filter(|w| !matches!(w, SetupWarning::ManualSetup { .. }))
                        .collect();
                    let manual = draw.iter().any(|a| {
                        crate::character::official(&a.character)
                            .unwrap()
                            .setup
                            .contains(&SetupEffect::Manual)
                    });
                    if !manual {
                        assert!(
                            w.is_empty(),
                            "{edition:?} {n} players seed {seed}: {w:?} in {draw:?}"
                        );
                    }
                }
            }
        }
    }

    /// 002: the Baron adds two Outsiders; a pick without them is warned about.
    #[test]
    fn baron_needs_two_more_outsiders() {
        let script = Script::default();
        let ok = pick(&["imp", "baron", "saint", "recluse", "chef", "empath", "monk"]);
        assert!(
            check_pick(&script, &ok).is_empty(),
            "{:?}",
            check_pick(&script, &ok)
        );
        let bad = pick(&["imp", "baron", "chef", "empath", "monk", "soldier", "mayor"]);
        assert!(check_pick(&script, &bad).iter().any(|w| matches!(
            w,
            SetupWarning::WrongCount {
                team: Team::Outsider,
                ..
            }
        )));
    }

    /// 002: "5 joueurs ou plus pour Trouble Brewing … 7 joueurs ou plus pour tous les autres
    /// modules": the editions' minimum, and a custom script's warning below 7.
    #[test]
    fn seven_players_for_other_scripts() {
        let edition = |edition| Script::Edition { edition };
        assert_eq!(min_players(&edition(Edition::TroubleBrewing)), 5);
        assert_eq!(min_players(&edition(Edition::BadMoonRising)), 7);
        assert_eq!(min_players(&edition(Edition::SectsAndViolets)), 7);
        let tb: Vec<String> = crate::character::of_edition(Edition::TroubleBrewing)
            .map(|d| d.id.to_string())
            .collect();
        let custom = Script::custom(tb);
        let six = pick(&["imp", "poisoner", "chef", "empath", "saint", "monk"]);
        assert!(check_pick(&Script::default(), &six).is_empty());
        assert_eq!(
            check_pick(&custom, &six),
            vec![SetupWarning::FewPlayers { players: 6, min: 7 }]
        );
        let seven = pick(&[
            "imp", "poisoner", "chef", "empath", "monk", "mayor", "soldier",
        ]);
        assert!(check_pick(&custom, &seven).is_empty());
    }

    /// 002: above 15 players the extra players are Travellers and the others follow the
    /// 15-player row (9 Townsfolk, 2 Outsiders, 3 Minions, 1 Demon).
    #[test]
    fn players_beyond_fifteen_are_travellers() {
        let script = Script::default();
        let fifteen = [
            "imp",
            "poisoner",
            "spy",
            "scarletwoman",
            "butler",
            "saint",
            "washerwoman",
            "librarian",
            "investigator",
            "chef",
            "empath",
            "fortuneteller",
            "undertaker",
            "monk",
            "ravenkeeper",
        ];
        let pick = |extra: &[&str]| -> Vec<Assignment> {
            fifteen
                .iter()
                .chain(extra)
                .enumerate()
                .map(|(i, c)| Assignment {
                    player: PlayerId(i as u32),
                    character: c.to_string(),
                    shown: None,
                    alignment: None,
                })
                .collect()
        };
        assert!(check_pick(&script, &pick(&[])).is_empty());
        assert!(check_pick(&script, &pick(&["scapegoat", "beggar"])).is_empty());
        let w = check_pick(&script, &pick(&["virgin", "scapegoat"]));
        assert!(w.contains(&SetupWarning::TooFewTravellers {
            players: 17,
            needed: 2,
            actual: 1
        }));
        assert!(w.contains(&SetupWarning::WrongCount {
            team: Team::Townsfolk,
            allowed: vec![9],
            actual: 10
        }));
        let w = check_pick(&script, &pick(&["virgin", "slayer"]));
        assert!(w.contains(&SetupWarning::TooFewTravellers {
            players: 17,
            needed: 2,
            actual: 0
        }));
    }

    /// 002: the Drunk is not in the bag and is shown a Townsfolk not in play.
    #[test]
    fn drunk_needs_a_shown_townsfolk() {
        let script = Script::default();
        let mut pick: Vec<Assignment> = [
            "imp", "poisoner", "drunk", "chef", "empath", "monk", "mayor", "soldier",
        ]
        .iter()
        .enumerate()
        .map(|(i, c)| Assignment {
            player: PlayerId(i as u32),
            character: c.to_string(),
            shown: None,
            alignment: None,
        })
        .collect();
        assert!(
            check_pick(&script, &pick).contains(&SetupWarning::NothingShown { id: "drunk".into() })
        );
        pick[2].shown = Some("chef".into());
        assert!(
            check_pick(&script, &pick).contains(&SetupWarning::ShownInPlay {
                shown: "chef".into()
            })
        );
        pick[2].shown = Some("investigator".into());
        assert!(check_pick(&script, &pick).is_empty());
    }
}
