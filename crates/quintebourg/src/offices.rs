//! Public offices changing hands (004 L138–178): vacancies and the Scrutineer's successions
//! (L143–146), the rules on who may hold what (L138–142), the morning rotation of the
//! Scrutineer (L147), the Chief taken by the first ghost (L148), swaps by the Mice, Freyja and
//! Eris with the legality check (L84–85, L135, L137), and the offices the MJ withdraws (L166).

use crate::apply::{player, Cx};
use crate::error::QbError;
use crate::event::Event;
use crate::model::*;
use crate::state::*;

/// True when `p` may hold `o` by its life state (L138: the living, except the Chief — a ghost —
/// and possibly the Senator, §11-18).
pub fn may_hold(st: &State, o: Office, p: PlayerId) -> bool {
    let life = st.players[p as usize].life;
    match o {
        Office::MilitiaChief => life == Life::Ghost,
        Office::Senator => {
            life == Life::Alive || (st.options.senator_may_be_ghost && life == Life::Ghost)
        }
        _ => life == Life::Alive,
    }
}

/// True when every living player holds an office (L139–141).
fn everyone_holds(st: &State, except: Office) -> bool {
    st.living().iter().all(|p| {
        st.offices
            .iter()
            .any(|(o, h)| *o != except && *h == Some(*p))
    })
}

/// The office `o` loses its holder. A mandatory office, or any office when `succession` (a
/// resignation under §11-16), waits for the Scrutineer's pick; an optional office left by a
/// death becomes vacant for applications (L167); the Scrutineer's own office turns (L147).
pub fn vacate(
    st: &mut State,
    o: Office,
    outgoing: Option<PlayerId>,
    death: bool,
    ev: &mut Vec<Event>,
) {
    let Some(h) = st.offices.get_mut(&o) else {
        return;
    };
    *h = None;
    ev.push(Event::Vacant { office: o });
    if o == Office::Scrutineer {
        rotate_from(st, outgoing, ev);
        return;
    }
    if o == Office::MilitiaChief {
        fill_chief_except(st, outgoing, ev);
        if st.holder(o).is_some() {
            return;
        }
    }
    let queued = o.mandatory() || (!death && st.options.caricature_optional_replaced);
    if queued && !st.vacancies.iter().any(|v| v.office == o) {
        st.vacancies.push(Vacancy {
            office: o,
            outgoing,
        });
    }
    drop_short(st, ev);
}

/// L142: "Lorsqu'il y a moins de joueurs que de postes obligatoires, les postes obligatoires
/// ne sont plus remplacés." The living are counted against every mandatory office in play,
/// the Chief's included (§11-15 option: only those the living must hold).
pub fn short_of_players(st: &State) -> bool {
    let mandatory = st
        .offices
        .iter()
        .filter(|(o, h)| {
            o.mandatory()
                && (st.options.short_counts_every_mandatory
                    || !(**o == Office::MilitiaChief
                        || (**o == Office::Senator && h.is_some_and(|p| !st.alive(p)))))
        })
        .count();
    st.living().len() < mandatory
}

/// L142: when the living are fewer than the mandatory offices, the mandatory offices waiting
/// for a successor stay vacant (the Chief's, filled by the first ghost, excepted).
pub fn drop_short(st: &mut State, ev: &mut Vec<Event>) {
    if !short_of_players(st) {
        return;
    }
    let dropped: Vec<Office> = st
        .vacancies
        .iter()
        .map(|v| v.office)
        .filter(|o| o.mandatory() && *o != Office::MilitiaChief && *o != Office::Scrutineer)
        .collect();
    for o in dropped {
        st.vacancies.retain(|v| v.office != o);
        ev.push(Event::NotRefilled { office: o });
    }
}

/// The offices waiting for the Scrutineer that someone may take now.
pub fn pending(st: &State) -> Vec<Office> {
    st.vacancies
        .iter()
        .map(|v| v.office)
        .filter(|o| !candidates(st, *o).is_empty())
        .collect()
}

/// Successions are still open: an office waits for the Scrutineer, or a dead holder (the
/// Senator, §11-18) has not chosen between ghost, spirit and legacy yet.
pub fn successions_open(st: &State) -> bool {
    !pending(st).is_empty()
        || st
            .ids()
            .any(|p| st.players[p as usize].life == Life::Dead && !st.offices_of(p).is_empty())
}

/// A vacant optional office that is not waiting for the Scrutineer goes to those who apply
/// (L167): the only applicant, or the Scrutineer's pick among several.
pub fn by_application(st: &State, o: Office) -> bool {
    !o.mandatory()
        && st.offices.get(&o) == Some(&None)
        && !st.vacancies.iter().any(|v| v.office == o)
}

/// `TABLE.md` §3: the morning rotation waits for the successions the Scrutineer in office
/// names; once none is left to name, the office turns (L147).
pub fn rotation_waits(st: &State) -> bool {
    st.day().is_some_and(|d| d.rotation_due)
}

/// Turns the Scrutineer's office if the morning rotation was waiting and nothing is left to
/// name, or `now` (the day ends).
pub fn rotate_if_due(st: &mut State, now: bool, ev: &mut Vec<Event>) {
    if rotation_waits(st) && (now || !successions_open(st)) {
        if let Some(d) = st.day_mut() {
            d.rotation_due = false;
        }
        rotate_scrutineer(st, ev);
    }
}

/// L148: the Chief's office goes to the first ghost (the earliest still a ghost, A-12).
pub fn fill_chief(st: &mut State, ev: &mut Vec<Event>) {
    fill_chief_except(st, None, ev)
}

fn fill_chief_except(st: &mut State, except: Option<PlayerId>, ev: &mut Vec<Event>) {
    if st.offices.get(&Office::MilitiaChief) != Some(&None) {
        return;
    }
    // §11-18 option: a ghost Senator keeps the Senate; the Chief waits for a ghost without
    // office.
    let keeps = st.options.first_ghost_keeps_senate;
    let first = st.ghosts.iter().copied().find(|g| {
        st.players[*g as usize].life == Life::Ghost
            && Some(*g) != except
            && (!keeps || st.offices_of(*g).is_empty())
    });
    if let Some(g) = first {
        // L148 "Le premier fantôme occupe ce poste", L139 "Le cumul des postes publics est
        // impossible": a ghost Senator becomes the Chief and leaves the Senate, which the
        // Scrutineer fills (L143).
        for o in st.offices_of(g) {
            ev.push(Event::Resigns {
                player: g,
                office: o,
            });
            vacate(st, o, Some(g), true, ev);
        }
        st.offices.insert(Office::MilitiaChief, Some(g));
        st.vacancies.retain(|v| v.office != Office::MilitiaChief);
        ev.push(Event::Appointed {
            office: Office::MilitiaChief,
            player: g,
        });
    }
}

/// L147: each morning the Scrutineer's office passes to the next living player clockwise with
/// no office; when every living player has one, it turns over all of them (L140).
pub fn rotate_scrutineer(st: &mut State, ev: &mut Vec<Event>) {
    if !st.offices.contains_key(&Office::Scrutineer) {
        return;
    }
    let from = st.holder(Office::Scrutineer);
    rotate_from(st, from, ev);
}

fn rotate_from(st: &mut State, from: Option<PlayerId>, ev: &mut Vec<Event>) {
    let n = st.players.len();
    let start = from.unwrap_or((n - 1) as PlayerId);
    let circle: Vec<PlayerId> = (1..=n)
        .map(|k| ((start as usize + k) % n) as PlayerId)
        .filter(|p| st.alive(*p))
        .collect();
    let free = circle.iter().copied().find(|p| {
        !st.offices
            .iter()
            .any(|(o, h)| *o != Office::Scrutineer && *h == Some(*p))
            && Some(*p) != from
    });
    let next = free.or_else(|| {
        circle
            .iter()
            .copied()
            .find(|p| Some(*p) != from)
            .or(circle.first().copied())
    });
    st.offices.insert(Office::Scrutineer, next);
    if let Some(n) = st.night_mut() {
        n.scrutineer_moved = true;
    }
    if let Some(p) = next {
        ev.push(Event::Appointed {
            office: Office::Scrutineer,
            player: p,
        });
    }
}

/// L133, L143: a caricatured holder resigns at dawn; the Scrutineer names a successor.
pub fn resign(st: &mut State, p: PlayerId, ev: &mut Vec<Event>) {
    for o in st.offices_of(p) {
        ev.push(Event::Resigns {
            player: p,
            office: o,
        });
        vacate(st, o, Some(p), false, ev);
    }
}

/// The living (or, for the Chief, ghost) players the Scrutineer may name to `o`
/// (L143–146, A-14b): not the outgoing holder, holding no office — or, when everyone holds
/// one and `o` is mandatory, an optional office they give up (L141). The Scrutineer himself
/// only when nobody else qualifies ("la première restriction prime").
pub fn candidates(st: &State, o: Office) -> Vec<PlayerId> {
    let outgoing = st
        .vacancies
        .iter()
        .find(|v| v.office == o)
        .and_then(|v| v.outgoing);
    let all_hold = everyone_holds(st, o);
    let scrutineer = st.holder(Office::Scrutineer);
    let free = |p: PlayerId| {
        let held: Vec<Office> = st.offices_of(p).into_iter().filter(|x| *x != o).collect();
        held.is_empty()
            || (o == Office::Scrutineer && all_hold)
            || (all_hold && o.mandatory() && held.len() == 1 && !held[0].mandatory())
    };
    let able = |p: &PlayerId| may_hold(st, o, *p) && Some(*p) != outgoing;
    let others: Vec<PlayerId> = st
        .ids()
        .filter(able)
        .filter(|p| Some(*p) != scrutineer && free(*p))
        .collect();
    if !others.is_empty() {
        return others;
    }
    // "En cas de conflit, la première restriction prime": the Scrutineer takes it himself.
    scrutineer.filter(able).into_iter().collect()
}

/// The Scrutineer (or the MJ for an optional office's applicants, L167) names `to` to `o`.
pub fn appoint(
    st: &mut State,
    cx: Cx,
    o: Office,
    to: PlayerId,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_) | Phase::Setup) {
        return Err(QbError::WrongPhase {
            action: "appoint".into(),
        });
    }
    let name = player(st, to)?.name.clone();
    let Some(holder) = st.offices.get(&o).copied() else {
        return Err(QbError::OfficeNotInPlay {
            office: format!("{o:?}"),
        });
    };
    cx.rule(
        holder.is_none(),
        QbError::OfficeHeld {
            office: format!("{o:?}"),
        },
    )?;
    let playing = matches!(st.phase, Phase::Night(_) | Phase::Day(_));
    let queued = st.vacancies.iter().any(|v| v.office == o);
    // L142: a mandatory office no longer refilled.
    cx.rule(
        !(playing && !queued && o.mandatory() && o != Office::MilitiaChief && short_of_players(st)),
        QbError::NotRefilled {
            office: format!("{o:?}"),
        },
    )?;
    // L167: a vacant optional office goes to those who apply; the Scrutineer picks only
    // among several.
    let applicants = st
        .day()
        .and_then(|d| d.applicants.get(&o))
        .filter(|a| !a.is_empty());
    if playing && by_application(st, o) {
        cx.rule(
            applicants.is_some_and(|a| a.contains(&to)),
            QbError::NotApplicant {
                name: name.clone(),
                office: format!("{o:?}"),
            },
        )?;
    }
    let ok = candidates(st, o).contains(&to) && applicants.is_none_or(|a| a.contains(&to));
    cx.rule(
        ok,
        QbError::NotEligible {
            name,
            office: format!("{o:?}"),
        },
    )?;
    // L141: an optional office given up for a mandatory one.
    if o.mandatory() && o != Office::Scrutineer {
        for x in st.offices_of(to) {
            if !x.mandatory() {
                vacate(st, x, Some(to), true, ev);
            }
        }
    }
    if let Some(prev) = holder {
        if prev != to {
            ev.push(Event::Resigns {
                player: prev,
                office: o,
            });
        }
    }
    st.offices.insert(o, Some(to));
    st.vacancies.retain(|v| v.office != o);
    if let Some(d) = st.day_mut() {
        d.applicants.remove(&o);
    }
    ev.push(Event::Appointed {
        office: o,
        player: to,
    });
    rotate_if_due(st, false, ev);
    Ok(())
}

/// L166: the MJ takes an office out of play. The Notary's waiting estates then leave play.
pub fn withdraw(st: &mut State, o: Office, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_) | Phase::Setup) {
        return Err(QbError::WrongPhase {
            action: "withdraw".into(),
        });
    }
    if st.offices.remove(&o).is_none() {
        return Err(QbError::OfficeNotInPlay {
            office: format!("{o:?}"),
        });
    }
    st.vacancies.retain(|v| v.office != o);
    rotate_if_due(st, false, ev);
    if o == Office::Notary {
        for (dead, coins) in std::mem::take(&mut st.estates) {
            st.out_of_play += coins;
            ev.push(Event::OutOfPlay { from: dead, coins });
        }
    }
    Ok(())
}

/// Swaps every office of `a` and `b` ("none" included), then the legality check.
pub fn swap(st: &mut State, a: PlayerId, b: PlayerId, ev: &mut Vec<Event>) {
    for h in st.offices.values_mut() {
        if *h == Some(a) {
            *h = Some(b);
        } else if *h == Some(b) {
            *h = Some(a);
        }
    }
    ev.push(Event::OfficesChanged);
    enforce(st, ev);
}

/// L135: every living player's office ("none" included) moves one seat among the living,
/// clockwise or not; offices held by the dead do not move.
pub fn prank(st: &mut State, clockwise: bool, ev: &mut Vec<Event>) {
    let living = st.living();
    if living.len() < 2 {
        return;
    }
    let k = living.len();
    let mut next = st.offices.clone();
    for (o, h) in &st.offices {
        if let Some(p) = h {
            if let Some(i) = living.iter().position(|x| x == p) {
                let j = if clockwise {
                    (i + 1) % k
                } else {
                    (i + k - 1) % k
                };
                next.insert(*o, Some(living[j]));
            }
        }
    }
    st.offices = next;
    ev.push(Event::OfficesChanged);
    enforce(st, ev);
}

/// L84–85, §11-17: an office held against the rules after a swap goes to the Scrutineer, who
/// names a legal holder.
pub fn enforce(st: &mut State, ev: &mut Vec<Event>) {
    let held: Vec<(Office, PlayerId)> = st
        .offices
        .iter()
        .filter_map(|(o, h)| h.map(|p| (*o, p)))
        .collect();
    for (o, p) in held {
        if !may_hold(st, o, p) {
            ev.push(Event::Illegal {
                office: o,
                player: p,
            });
            st.offices.insert(o, None);
            if !st.vacancies.iter().any(|v| v.office == o) {
                st.vacancies.push(Vacancy {
                    office: o,
                    outgoing: None,
                });
            }
        }
    }
}

/// The admired player swaps offices with anyone (L137).
pub fn adoration_swap(
    st: &mut State,
    cx: Cx,
    with: PlayerId,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    let Some(d) = st.day() else {
        return Err(QbError::WrongPhase {
            action: "adoration_swap".into(),
        });
    };
    let admired = d.admired.filter(|_| !d.adoration_used);
    let Some(a) = admired else {
        return Err(QbError::NoAdmired);
    };
    player(st, with)?;
    crate::apply::living(st, a)?;
    cx.rule(a != with, QbError::CannotTargetSelf { name: st.name(a) })?;
    if let Some(d) = st.day_mut() {
        d.adoration_used = true;
    }
    swap(st, a, with, ev);
    Ok(())
}

/// Who the Scrutineer's office goes to next morning (L147), for the MJ's preview.
pub fn next_scrutineer(st: &State) -> Option<PlayerId> {
    let mut copy = st.clone();
    let mut ev = Vec::new();
    rotate_scrutineer(&mut copy, &mut ev);
    copy.holder(Office::Scrutineer)
}
