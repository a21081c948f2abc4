//! The day: coin gifts (004 L179–180), moves (L132, L192), the morning camera (L155,
//! L170–175), marriages (L168–169, L191–193), the President's session (L149–154) with the law
//! of the day (L158–165), the Executioner's pardon (L178), the Collectors (L176–177) and the
//! richest of the day (L182).

use std::collections::{BTreeMap, BTreeSet};

use crate::apply::{house, living, player, Cx};
use crate::attack::occupants_at;
use crate::calendar::{self, Parity};
use crate::command::{Ballot, Command};
use crate::error::QbError;
use crate::event::{Cause, Event, Occupancy};
use crate::model::*;
use crate::state::*;
use crate::{death, night, offices};

fn today(st: &State) -> u16 {
    st.day().map(|d| d.n).unwrap_or(0)
}

fn festival(st: &State) -> bool {
    calendar::is_festival_day(st, today(st))
}

fn day(st: &mut State) -> &mut Day {
    st.day_mut().expect("checked")
}

/// Applies a day command.
pub fn apply(st: &mut State, cx: Cx, cmd: &Command, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if st.day().is_none() {
        return Err(QbError::WrongPhase {
            action: format!("{cmd:?}")
                .split([' ', '{'])
                .next()
                .unwrap_or("")
                .to_string(),
        });
    }
    match cmd {
        Command::Give { from, to, coins } => {
            // L179–180: anyone gives any part of their fortune to anyone, by day.
            let f = living(st, *from)?;
            if f.coins < *coins || *coins == 0 {
                return Err(QbError::NotEnoughCoins {
                    name: f.name.clone(),
                    needed: (*coins).max(1),
                });
            }
            living(st, *to)?;
            st.players[*from as usize].coins -= coins;
            st.players[*to as usize].coins += coins;
            ev.push(Event::Coins {
                from: *from,
                to: *to,
                coins: *coins,
            });
            Ok(())
        }
        Command::Move {
            player: p,
            house: h,
        } => {
            living(st, *p)?;
            house(st, *h)?;
            if let Some(o) = st.owner(*h) {
                if o != *p {
                    return Err(QbError::HouseTaken {
                        house: st.house_name(*h),
                    });
                }
            }
            st.players[*p as usize].house = *h;
            day(st).must_move.remove(p);
            Ok(())
        }
        Command::Camera { house: h } => camera(st, cx, *h, ev),
        Command::Apply { player: p, office } => {
            // L167: a player with no office applies for a vacant optional office.
            let name = living(st, *p)?.name.clone();
            match st.offices.get(office) {
                None => {
                    return Err(QbError::OfficeNotInPlay {
                        office: format!("{office:?}"),
                    })
                }
                Some(Some(_)) => {
                    return Err(QbError::OfficeHeld {
                        office: format!("{office:?}"),
                    })
                }
                Some(None) => {}
            }
            cx.rule(
                !office.mandatory() && st.offices_of(*p).is_empty(),
                QbError::NotEligible {
                    name,
                    office: format!("{office:?}"),
                },
            )?;
            day(st).applicants.entry(*office).or_default().insert(*p);
            ev.push(Event::Applied {
                player: *p,
                office: *office,
            });
            Ok(())
        }
        Command::AdorationSwap { with } => offices::adoration_swap(st, cx, *with, ev),
        Command::Marry {
            a,
            b,
            fee,
            forced,
            witnesses,
            house_a,
            house_b,
            officiant,
        } => marry(
            st,
            cx,
            (*a, *b),
            (*fee, *forced, *officiant),
            witnesses,
            (*house_a, *house_b),
            ev,
        ),
        Command::Session { kind } => session(st, cx, *kind),
        Command::Law {
            proposer,
            text,
            voters,
            accepted,
        } => law(st, cx, *proposer, text, voters, *accepted),
        Command::PassLaw { proposer } => pass_law(st, cx, *proposer),
        Command::Vote {
            ballots,
            clockwise: _,
            tie_pick,
        } => vote(st, cx, ballots, *tie_pick, ev),
        Command::Purge {
            ballots,
            prosecutor_order,
        } => purge(st, cx, ballots, prosecutor_order, ev),
        Command::Tribunal {
            accused,
            execute,
            spare,
        } => tribunal(st, cx, *accused, execute, spare, ev),
        Command::Pardon { player: p } => pardon(st, cx, *p, ev),
        Command::Execute { player: p } => {
            let name = player(st, *p)?.name.clone();
            if !st.day().is_some_and(|d| d.condemned.contains(p)) {
                return Err(QbError::NotCondemned { name });
            }
            living(st, *p)?;
            // L3: no execution on the festival (no session is opened then anyway).
            cx.rule(!festival(st), QbError::Festival)?;
            day(st).condemned.retain(|x| x != p);
            day(st).executed.push(*p);
            death::kill(st, *p, Cause::Execution, ev);
            Ok(())
        }
        Command::Collect { by, from } => collect(st, cx, *by, *from, ev),
        Command::EndDay => end_day(st, cx, ev),
        _ => Err(QbError::WrongPhase {
            action: "command".into(),
        }),
    }
}

/// L155, L170–175: the morning camera — the deputy of today's parity, or the Prosecutor when
/// no deputy is in play — reports the occupancy of a house at the attack.
fn camera(st: &mut State, cx: Cx, h: HouseId, ev: &mut Vec<Event>) -> Result<(), QbError> {
    house(st, h)?;
    cx.rule(camera_reporter(st).is_some(), QbError::WrongParity)?;
    cx.rule(!day(st).camera_done, QbError::AlreadyDone)?;
    day(st).camera_done = true;
    let rec = st.last_attack.clone().unwrap_or_default();
    let occupancy = match occupants_at(st, &rec, h).len() {
        0 => Occupancy::Empty,
        1 => Occupancy::One,
        _ => Occupancy::Several,
    };
    ev.push(Event::CameraReport {
        house: h,
        occupancy,
    });
    Ok(())
}

/// True when a camera deputy is in play (L155–156 "Avec adjoint"): the Prosecutor then has
/// the paid investigation and no camera of his own.
pub fn deputy_in_play(st: &State) -> bool {
    st.offices.contains_key(&Office::CameraOdd) || st.offices.contains_key(&Office::CameraEven)
}

/// Who reports the camera this morning (L155, L170–175): the living deputy of today's parity,
/// or the living Prosecutor when no deputy is in play; nobody on Sunday, when the office of
/// the day is vacant or its holder dead.
pub fn camera_reporter(st: &State) -> Option<PlayerId> {
    st.day()?;
    let par = calendar::parity(calendar::day_weekday(st, today(st)));
    let deputy = match par {
        Parity::Odd => Office::CameraOdd,
        Parity::Even => Office::CameraEven,
        Parity::Festival => return None,
    };
    let reporter = if st.offices.contains_key(&deputy) {
        st.holder(deputy)
    } else if !deputy_in_play(st) {
        st.holder(Office::Prosecutor)
    } else {
        None
    };
    reporter.filter(|r| st.alive(*r))
}

/// The priests who may marry a couple (L168–169): the living Capitalist Priest and forcing
/// priest for a marriage by consent, the forcing priest alone for a forced one.
pub fn priests(st: &State, forced: bool) -> Vec<PlayerId> {
    let priest = |o: Office| st.holder(o).filter(|p| st.alive(*p));
    if forced {
        priest(Office::ForcingPriest).into_iter().collect()
    } else {
        [priest(Office::Priest), priest(Office::ForcingPriest)]
            .into_iter()
            .flatten()
            .collect()
    }
}

/// L191–193, L168–169: a marriage, the priest's fee (0–2, paid to him), a forced marriage only
/// with the forcing priest and a strictly poorer unwilling partner after the fee; with no
/// priest, two witnesses. The spouses then live in two neighbouring, distinct houses.
fn marry(
    st: &mut State,
    cx: Cx,
    (a, b): (PlayerId, PlayerId),
    (fee, forced, named): (u32, bool, Option<PlayerId>),
    witnesses: &[PlayerId],
    (ha, hb): (HouseId, HouseId),
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    let xa = living(st, a)?;
    let na = xa.name.clone();
    let xb = living(st, b)?;
    let nb = xb.name.clone();
    if a == b {
        return Err(QbError::Married { name: na });
    }
    cx.rule(xa.spouse.is_none(), QbError::Married { name: na.clone() })?;
    cx.rule(xb.spouse.is_none(), QbError::Married { name: nb.clone() })?;
    house(st, ha)?;
    house(st, hb)?;
    let priests = priests(st, forced);
    if forced {
        cx.rule(!priests.is_empty(), QbError::NeedPriest)?;
    }
    // L168–169: the couple goes to a priest in office; a forced marriage to the forcing one.
    let officiant = match named {
        Some(o) => {
            let name = player(st, o)?.name.clone();
            cx.rule(
                priests.contains(&o) || (forced && priests.is_empty()),
                QbError::NotOfficiant { name },
            )?;
            Some(o)
        }
        None => priests.first().copied(),
    };
    match officiant {
        Some(pr) => {
            cx.rule(fee <= 2, QbError::FeeTooHigh)?;
            if st.players[a as usize].coins < fee {
                return Err(QbError::NotEnoughCoins {
                    name: na,
                    needed: fee,
                });
            }
            if forced {
                let after = st.players[a as usize].coins - fee;
                cx.rule(
                    st.players[b as usize].coins < after,
                    QbError::NotPoorer { name: nb },
                )?;
            }
            st.players[a as usize].coins -= fee;
            st.players[pr as usize].coins += fee;
            if fee > 0 {
                ev.push(Event::Coins {
                    from: a,
                    to: pr,
                    coins: fee,
                });
            }
        }
        None => {
            let w: BTreeSet<PlayerId> = witnesses
                .iter()
                .copied()
                .filter(|w| *w != a && *w != b && st.alive(*w))
                .collect();
            cx.rule(w.len() >= 2, QbError::NeedWitnesses)?;
        }
    }
    // L192: "dans des maisons voisines, mais distinctes".
    cx.rule(
        ha != hb && st.houses[ha as usize].neighbours.contains(&hb),
        QbError::NotNeighbours,
    )?;
    for (p, h) in [(a, ha), (b, hb)] {
        if let Some(o) = st.owner(h) {
            if o != a && o != b {
                return Err(QbError::HouseTaken {
                    house: st.house_name(h),
                });
            }
        }
        let _ = p;
    }
    st.players[a as usize].house = ha;
    st.players[b as usize].house = hb;
    st.players[a as usize].spouse = Some(b);
    st.players[b as usize].spouse = Some(a);
    let witnesses: Vec<PlayerId> = if officiant.is_some() {
        Vec::new()
    } else {
        witnesses
            .iter()
            .copied()
            .filter(|w| *w != a && *w != b && st.alive(*w))
            .collect()
    };
    ev.push(Event::Married {
        a,
        b,
        officiant,
        witnesses,
        forced,
    });
    Ok(())
}

/// L149: the President opens a normal or special session; special sessions never two days
/// running, and chosen before the law is proposed. L3: none on Sunday.
fn session(st: &mut State, cx: Cx, kind: SessionKind) -> Result<(), QbError> {
    cx.rule(!festival(st), QbError::Festival)?;
    let n = today(st);
    let d = day(st);
    cx.rule(d.session.is_none(), QbError::SessionChosen)?;
    let special = kind != SessionKind::Normal;
    if special {
        cx.rule(d.proposers.is_empty(), QbError::LawBeforeSpecial)?;
        cx.rule(
            st.last_special_day.map(|l| l + 1) != Some(n),
            QbError::SpecialTwoDaysRunning,
        )?;
        st.last_special_day = Some(n);
    }
    day(st).session = Some(kind);
    Ok(())
}

/// The ranks of law proposers (L160–164, A-20b): 1 the last ghost, 2 another ghost, 3 a living
/// player without office, 4 the poorest living player.
pub fn proposer_rank(st: &State, p: PlayerId) -> Option<u8> {
    let x = st.player(p)?;
    if x.life == Life::Ghost {
        return Some(
            if st
                .ghosts
                .iter()
                .rev()
                .find(|g| st.players[**g as usize].life == Life::Ghost)
                == Some(&p)
            {
                1
            } else {
                2
            },
        );
    }
    if !x.alive() {
        return None;
    }
    if st.offices_of(p).is_empty() {
        return Some(3);
    }
    let min = st
        .living()
        .iter()
        .map(|q| st.players[*q as usize].coins)
        .min();
    (Some(x.coins) == min).then_some(4)
}

/// L158–165: a law proposal and the Senator's answer; at most one law a day (A-20c). The law
/// lists who may vote today; it only restricts the living.
fn law(
    st: &mut State,
    cx: Cx,
    proposer: PlayerId,
    text: &str,
    voters: &[PlayerId],
    accepted: bool,
) -> Result<(), QbError> {
    proposer_turn(st, cx, proposer)?;
    for v in voters {
        let x = living(st, *v)?;
        let _ = x;
    }
    if accepted {
        cx.rule(
            st.holder(Office::Senator).is_some(),
            QbError::NotHolder {
                name: "—".into(),
                role: "Senator".into(),
            },
        )?;
    }
    let d = day(st);
    d.proposers.insert(proposer);
    d.passed.remove(&proposer);
    if accepted {
        d.law = Some(Law {
            proposer,
            text: text.to_string(),
            voters: voters.iter().copied().collect(),
        });
    }
    Ok(())
}

/// The checks a proposer's turn at the law shares with a pass: no festival, no law accepted
/// yet, the votes not yet counted (L159–164: the law is settled before the vote), one turn each
/// (§11-19), and the turn comes in rank order (L159 "dans cet ordre": the last ghost, the other
/// ghosts, the living without office, the poorest); within a rank, the fastest speaks first.
fn proposer_turn(st: &State, cx: Cx, proposer: PlayerId) -> Result<(), QbError> {
    let name = player(st, proposer)?.name.clone();
    let d = st.day().expect("checked");
    cx.rule(!festival(st), QbError::Festival)?;
    cx.rule(d.law.is_none(), QbError::LawAlreadyAccepted)?;
    cx.rule(!d.voted, QbError::LawAfterVote)?;
    cx.rule(
        !d.proposers.contains(&proposer),
        QbError::AlreadyProposed { name: name.clone() },
    )?;
    cx.rule(
        !d.passed.contains(&proposer),
        QbError::PassedTurn { name: name.clone() },
    )?;
    let Some(rank) = proposer_rank(st, proposer) else {
        return cx.rule(false, QbError::NotAProposer { name });
    };
    if let Some((first, _)) = proposers(st).into_iter().find(|(_, r)| *r < rank) {
        cx.rule(
            false,
            QbError::LawOutOfTurn {
                name,
                first: st.name(first),
            },
        )?;
    }
    Ok(())
}

/// L159: a proposer passes their turn; the next in rank order may then propose.
fn pass_law(st: &mut State, cx: Cx, proposer: PlayerId) -> Result<(), QbError> {
    proposer_turn(st, cx, proposer)?;
    day(st).passed.insert(proposer);
    Ok(())
}

/// Who votes today: the law's voters, or every living player (A-20d).
pub fn voters(st: &State) -> BTreeSet<PlayerId> {
    let living: BTreeSet<PlayerId> = st.living().into_iter().collect();
    match st.day().and_then(|d| d.law.as_ref()) {
        Some(l) => l.voters.intersection(&living).copied().collect(),
        None => living,
    }
}

fn check_ballots(st: &State, cx: Cx, ballots: &[Ballot]) -> Result<(), QbError> {
    let allowed = voters(st);
    let mut seen = BTreeSet::new();
    for b in ballots {
        let name = player(st, b.voter)?.name.clone();
        cx.rule(
            allowed.contains(&b.voter),
            QbError::NotAVoter { name: name.clone() },
        )?;
        if !seen.insert(b.voter) {
            return Err(QbError::VotedTwice { name });
        }
        if let Some(t) = b.target {
            living(st, t)?;
        }
    }
    Ok(())
}

fn condemn(st: &mut State, p: PlayerId, ev: &mut Vec<Event>) {
    day(st).condemned.push(p);
    ev.push(Event::Condemned { player: p });
}

/// L150–151: a normal session. The President votes first; the most named is condemned; on a
/// tie the President's vote decides, or his pick among the tied (§11-20).
fn vote(
    st: &mut State,
    cx: Cx,
    ballots: &[Ballot],
    tie_pick: Option<PlayerId>,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    cx.rule(!festival(st), QbError::Festival)?;
    if day(st).session.is_none() {
        day(st).session = Some(SessionKind::Normal);
    }
    cx.rule(
        day(st).session == Some(SessionKind::Normal),
        QbError::NoSession,
    )?;
    cx.rule(!day(st).voted, QbError::AlreadyVoted)?;
    check_ballots(st, cx, ballots)?;
    let president = st
        .holder(Office::President)
        .filter(|p| voters(st).contains(p));
    // L151: the President votes first. A session where nobody votes has no ballot at all and
    // is recorded as it is: nobody is condemned.
    if let Some(pr) = president.filter(|_| !ballots.is_empty()) {
        cx.rule(
            ballots.first().map(|b| b.voter) == Some(pr),
            QbError::PresidentVotesFirst,
        )?;
    }
    day(st).voted = true;
    let condemned = match vote_result(st, ballots) {
        VoteResult::Nobody => None,
        VoteResult::Condemned(p) => Some(p),
        VoteResult::Tied(tied) => match tie_pick.filter(|t| tied.contains(t)) {
            Some(t) => Some(t),
            None => {
                cx.rule(false, QbError::TieNeedsPick)?;
                None
            }
        },
    };
    if let Some(c) = condemned {
        condemn(st, c, ev);
    }
    Ok(())
}

/// What a normal session's ballots give (L151), before the President is asked anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VoteResult {
    /// Nobody is condemned: no ballot names anyone, or a tie with no pick (§11-20 off).
    Nobody,
    /// The most named, or the tied one the President voted for ("sa voix prime").
    Condemned(PlayerId),
    /// A tie the President's vote does not settle: he picks among these (§11-20).
    Tied(Vec<PlayerId>),
}

/// The result of a normal session's ballots (L151): the most named is condemned; on a tie the
/// President's own vote decides when it names one of the tied; otherwise the President picks
/// among the tied (§11-20), or nobody is condemned when that option is off. The screens ask
/// for the pick only when this says `Tied`.
pub fn vote_result(st: &State, ballots: &[Ballot]) -> VoteResult {
    let mut count: BTreeMap<PlayerId, u32> = BTreeMap::new();
    for b in ballots {
        if let Some(t) = b.target {
            *count.entry(t).or_insert(0) += 1;
        }
    }
    let Some(max) = count.values().max().copied() else {
        return VoteResult::Nobody;
    };
    let tied: Vec<PlayerId> = count
        .iter()
        .filter(|(_, c)| **c == max)
        .map(|(p, _)| *p)
        .collect();
    if tied.len() == 1 {
        return VoteResult::Condemned(tied[0]);
    }
    let president = st
        .holder(Office::President)
        .filter(|p| voters(st).contains(p));
    let pres_vote = president.and_then(|pr| {
        ballots
            .iter()
            .find(|b| b.voter == pr)
            .and_then(|b| b.target)
    });
    if let Some(v) = pres_vote.filter(|v| tied.contains(v)) {
        VoteResult::Condemned(v)
    } else if st.options.president_picks_tie {
        VoteResult::Tied(tied)
    } else {
        VoteResult::Nobody
    }
}

/// L153–154: the Purge. Every voter votes; the most named is executed; the next three are
/// accused before the tribunal; the Prosecutor settles ties (§11-20).
fn purge(
    st: &mut State,
    cx: Cx,
    ballots: &[Ballot],
    order: &[PlayerId],
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    cx.rule(
        day(st).session == Some(SessionKind::Purge),
        QbError::NoSession,
    )?;
    cx.rule(!day(st).voted, QbError::AlreadyVoted)?;
    check_ballots(st, cx, ballots)?;
    for v in voters(st) {
        // "Chaque personne ayant le droit de vote l'exerce."
        let voted = ballots.iter().any(|b| b.voter == v && b.target.is_some());
        cx.rule(voted, QbError::MustVote { name: st.name(v) })?;
    }
    let (ranked, unsettled) = purge_ranking(st, ballots, order);
    if !unsettled.is_empty() {
        cx.rule(false, QbError::TieNeedsPick)?;
    }
    day(st).voted = true;
    if let Some((first, _)) = ranked.first() {
        condemn(st, *first, ev);
    }
    let accused: Vec<PlayerId> = ranked.iter().skip(1).take(3).map(|(p, _)| *p).collect();
    if !accused.is_empty() {
        ev.push(Event::Accused {
            players: accused.clone(),
        });
    }
    day(st).accused = accused;
    Ok(())
}

/// The Purge's ranking (L153–154): the most named first; ties are settled by the Prosecutor
/// ("en cas d'égalité, le procureur tranche"): first by his order when he gave one, then by his
/// own ballot when it names one of the tied. Returns the ranking and the tied players the
/// Prosecutor must still order (a tie across the first place or the last accused place that
/// neither settles); the screens ask him for exactly these.
pub fn purge_ranking(
    st: &State,
    ballots: &[Ballot],
    order: &[PlayerId],
) -> (Vec<(PlayerId, u32)>, Vec<PlayerId>) {
    let mut count: BTreeMap<PlayerId, u32> = BTreeMap::new();
    for b in ballots {
        if let Some(t) = b.target {
            *count.entry(t).or_insert(0) += 1;
        }
    }
    let prosecutor = st.holder(Office::Prosecutor).filter(|p| st.alive(*p));
    let pros_vote = prosecutor.and_then(|pr| {
        ballots
            .iter()
            .find(|b| b.voter == pr)
            .and_then(|b| b.target)
    });
    let pos = |p: &PlayerId| match order.iter().position(|x| x == p) {
        Some(i) => i,
        None if Some(*p) == pros_vote => order.len(),
        None => usize::MAX,
    };
    let mut ranked: Vec<(PlayerId, u32)> = count.into_iter().collect();
    ranked.sort_by_key(|(p, c)| (std::cmp::Reverse(*c), pos(p), *p));
    let mut unsettled: Vec<PlayerId> = Vec::new();
    for cut in [1usize, 4] {
        if ranked.len() > cut {
            let (a, b) = (&ranked[cut - 1], &ranked[cut]);
            // Sorted, so a tie across the cut is settled when the one above is ranked.
            if a.1 == b.1 && pos(&a.0) == usize::MAX {
                for (p, c) in &ranked {
                    if *c == a.1 && pos(p) == usize::MAX && !unsettled.contains(p) {
                        unsettled.push(*p);
                    }
                }
            }
        }
    }
    (ranked, unsettled)
}

/// L154: every living player votes spare or execute on an accused (the law does not apply); a
/// tie spares.
fn tribunal(
    st: &mut State,
    cx: Cx,
    accused: PlayerId,
    execute: &[PlayerId],
    spare: &[PlayerId],
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    let name = player(st, accused)?.name.clone();
    if !day(st).accused.contains(&accused) {
        return Err(QbError::NotAccused { name });
    }
    let mut seen = BTreeSet::new();
    for v in execute.iter().chain(spare) {
        let n = living(st, *v)?.name.clone();
        if !seen.insert(*v) {
            return Err(QbError::VotedTwice { name: n });
        }
    }
    for v in st.living() {
        cx.rule(seen.contains(&v), QbError::MustVote { name: st.name(v) })?;
    }
    day(st).accused.retain(|a| *a != accused);
    if execute.len() > spare.len() && st.alive(accused) {
        condemn(st, accused, ev);
    } else {
        day(st).spared.push(accused);
        ev.push(Event::Spared { player: accused });
    }
    Ok(())
}

/// L178: the Executioner pardons one condemned player other than himself, once; the office then
/// leaves play. L9: killing the Executioner does not save the condemned.
fn pardon(st: &mut State, cx: Cx, p: PlayerId, ev: &mut Vec<Event>) -> Result<(), QbError> {
    let name = player(st, p)?.name.clone();
    if !day(st).condemned.contains(&p) {
        return Err(QbError::NotCondemned { name });
    }
    let ex = st.holder(Office::Executioner).filter(|e| st.alive(*e));
    cx.rule(
        ex.is_some(),
        QbError::NotHolder {
            name: "—".into(),
            role: "Executioner".into(),
        },
    )?;
    cx.rule(ex != Some(p), QbError::PardonSelf)?;
    day(st).condemned.retain(|x| *x != p);
    day(st).pardoned.push(p);
    st.offices.remove(&Office::Executioner);
    st.vacancies.retain(|v| v.office != Office::Executioner);
    ev.push(Event::Pardoned { player: p });
    Ok(())
}

/// L176–177: the Collector of today's parity takes 1 coin from anyone at the end of the day.
fn collect(
    st: &mut State,
    cx: Cx,
    by: PlayerId,
    from: PlayerId,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    living(st, by)?;
    let f = living(st, from)?;
    if f.coins == 0 {
        return Err(QbError::NotEnoughCoins {
            name: f.name.clone(),
            needed: 1,
        });
    }
    let office = match calendar::parity(calendar::day_weekday(st, today(st))) {
        Parity::Odd => Office::CollectorOdd,
        Parity::Even => Office::CollectorEven,
        Parity::Festival => return cx.rule(false, QbError::WrongParity),
    };
    cx.rule(st.holder(office) == Some(by), QbError::WrongParity)?;
    cx.rule(!day(st).collected.contains(&office), QbError::AlreadyDone)?;
    cx.rule(by != from, QbError::CannotTargetSelf { name: st.name(by) })?;
    day(st).collected.insert(office);
    st.players[from as usize].coins -= 1;
    st.players[by as usize].coins += 1;
    ev.push(Event::Theft {
        from,
        to: by,
        coins: 1,
    });
    Ok(())
}

/// The living player strictly richer than each other (L182), or nobody.
pub fn richest(st: &State) -> Option<PlayerId> {
    let living = st.living();
    let max = living.iter().map(|p| st.players[*p as usize].coins).max()?;
    let top: Vec<PlayerId> = living
        .into_iter()
        .filter(|p| st.players[*p as usize].coins == max)
        .collect();
    (top.len() == 1).then(|| top[0])
}

/// The end of the day (A-27b: after the Collectors): the richest's house is protected tonight
/// (L182); night n+1 begins.
fn end_day(st: &mut State, cx: Cx, ev: &mut Vec<Event>) -> Result<(), QbError> {
    // A condemned player who died meanwhile (an invocation in his window) waits for nothing.
    let condemned = day(st).condemned.clone();
    let waiting = condemned.into_iter().find(|c| st.alive(*c));
    if let Some(c) = waiting {
        cx.rule(false, QbError::Pending { name: st.name(c) })?;
    }
    // L195: a death by day is handled at once, as a night's is in the morning: the card turned
    // over and the choice of ghost, spirit or legacy are made before night falls.
    let died = day(st).died.clone();
    if let Some(d) = died
        .iter()
        .find(|p| st.players[**p as usize].life == Life::Dead)
    {
        cx.rule(false, QbError::ChoiceDue { name: st.name(*d) })?;
    }
    // L157, L182: the living Notary hands the coins of today's single dead out before the
    // richest of the day is named.
    if st.holder(Office::Notary).is_some_and(|n| st.alive(n)) {
        if let Some(d) = died.iter().find(|p| st.estates.contains_key(p)) {
            cx.rule(false, QbError::BequestDue { name: st.name(*d) })?;
        }
    }
    // L132: "La personne devra déménager le jour suivant."
    let movers = day(st).must_move.clone();
    if let Some(m) = movers.into_iter().find(|p| st.alive(*p)) {
        cx.rule(false, QbError::MustMove { name: st.name(m) })?;
    }
    // The morning rotation still waiting for successions nobody named happens now (L147).
    offices::rotate_if_due(st, true, ev);
    let r = richest(st);
    st.richest = r;
    ev.push(Event::Richest { player: r });
    night::next_night(st, ev);
    Ok(())
}

/// The law's possible proposers in priority order (L160–164): the last ghost, the other ghosts,
/// the living without office, the poorest living; each with their rank. Those who already
/// proposed or passed today are left out.
pub fn proposers(st: &State) -> Vec<(PlayerId, u8)> {
    let done: BTreeSet<PlayerId> = st
        .day()
        .map(|d| d.proposers.union(&d.passed).copied().collect())
        .unwrap_or_default();
    let mut out: Vec<(PlayerId, u8)> = st
        .ids()
        .filter(|p| !done.contains(p))
        .filter_map(|p| proposer_rank(st, p).map(|r| (p, r)))
        .collect();
    out.sort_by_key(|(p, r)| (*r, *p));
    out
}

/// The order the votes are announced in (L151): the President first, then the voters in seat
/// order clockwise or counter-clockwise from him.
pub fn vote_order(st: &State, clockwise: bool) -> Vec<PlayerId> {
    let allowed = voters(st);
    let Some(pr) = st.holder(Office::President).filter(|p| st.alive(*p)) else {
        return allowed.into_iter().collect();
    };
    let n = st.players.len();
    let mut out: Vec<PlayerId> = allowed.contains(&pr).then_some(pr).into_iter().collect();
    for k in 1..n {
        let i = if clockwise {
            (pr as usize + k) % n
        } else {
            (pr as usize + n - k) % n
        } as PlayerId;
        if allowed.contains(&i) {
            out.push(i);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Command, OfficeSetup, PlayerSetup, Setup};

    fn day_one() -> State {
        let mut st = State::default();
        let players = ["Ana", "Bob", "Cid", "Dee", "Eli"]
            .iter()
            .enumerate()
            .map(|(i, n)| PlayerSetup {
                name: n.to_string(),
                card: if i == 0 {
                    CampCard::Alpha
                } else {
                    CampCard::Villager
                },
                specialty: Specialty::None,
                personal: vec![],
                card_label: None,
                coins: None,
            })
            .collect();
        let setup = Setup {
            start: Weekday::Mon,
            players,
            spare_houses: 0,
            edges: None,
            offices: vec![
                OfficeSetup {
                    office: Office::President,
                    holder: Some(2),
                },
                OfficeSetup {
                    office: Office::Senator,
                    holder: Some(3),
                },
            ],
            options: Default::default(),
            accept_warnings: true,
            night_decisions: false,
            marriages: vec![],
        };
        for c in [Command::Setup { setup }, Command::Start, Command::EndNight] {
            crate::apply::apply(&mut st, &c).unwrap();
        }
        st
    }

    /// 004 L151: the President votes first, then the seats in the chosen direction.
    #[test]
    fn votes_are_announced_from_the_president() {
        let st = day_one();
        assert_eq!(vote_order(&st, true), vec![2, 3, 4, 0, 1]);
        assert_eq!(vote_order(&st, false), vec![2, 1, 0, 4, 3]);
    }

    /// 004 L160–164: without ghosts, the living without office propose first.
    #[test]
    fn law_proposers_in_rank_order() {
        let st = day_one();
        let ranks: Vec<u8> = proposers(&st).iter().map(|(_, r)| *r).collect();
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(proposers(&st)[0], (0, 3));
        assert!(
            proposers(&st).contains(&(2, 4)),
            "the President, poorest among equals"
        );
    }
}
