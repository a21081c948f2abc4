//! Deaths (004 L195–216): the Lovers' revival and grief (L69–70), coins that the dead never
//! keep (L181: the spouse inherits, L193; else the Notary hands them out, L157; else they leave
//! play, §11-25), offices left, and the dead's choice of ghost, spirit or legacy.

use crate::apply::{living, player, Cx};
use crate::calendar;
use crate::command::DeathChoice;
use crate::error::QbError;
use crate::event::{Cause, Event};
use crate::model::*;
use crate::offices;
use crate::state::*;

/// The key of the Lovers' death counter: the pair (§11-12 default) or each Lover.
fn lover_key(st: &State, p: PlayerId) -> Option<PlayerId> {
    let (a, b) = st.lovers?;
    if p != a && p != b {
        return None;
    }
    Some(if st.options.lovers_revival_per_pair {
        a.min(b)
    } else {
        p
    })
}

/// `p` dies of `cause`; the death procedure runs (`TABLE.md` §6.1).
pub fn kill(st: &mut State, p: PlayerId, cause: Cause, ev: &mut Vec<Event>) {
    if !st.alive(p) {
        return;
    }
    if let Some(key) = lover_key(st, p) {
        let deaths = st.lover_deaths.entry(key).or_insert(0);
        *deaths += 1;
        if *deaths == 1 && cause != Cause::Grief {
            // L69: "on le croyait mort … il est revenu à la vie" — once (§11-12).
            ev.push(Event::Revived { player: p });
            if let Some(n) = st.night_mut() {
                n.revived.push(p);
            }
            return;
        }
        die(st, p, cause, ev);
        // L70: "son amoureux meurt de chagrin dans la foulée".
        let (a, b) = st.lovers.expect("a lover");
        let other = if p == a { b } else { a };
        if st.alive(other) {
            die(st, other, Cause::Grief, ev);
        }
        return;
    }
    die(st, p, cause, ev);
}

fn die(st: &mut State, p: PlayerId, cause: Cause, ev: &mut Vec<Event>) {
    st.players[p as usize].life = Life::Dead;
    st.deaths.push(p);
    if let Some(d) = st.day_mut() {
        d.died.push(p);
    }
    ev.push(Event::Dies { player: p, cause });
    if cause == Cause::Execution && st.players[p as usize].camps.contains(&Camp::Martyr) {
        // L45, L95: the Martyr wins when executed in a day session.
        st.martyred.push(p);
    }
    // L181: "Un mort ne garde jamais son argent."
    let coins = std::mem::take(&mut st.players[p as usize].coins);
    match st.players[p as usize].spouse.take() {
        Some(s) if st.alive(s) => {
            // L193: the widow(er) inherits every coin and sees both cards.
            st.players[s as usize].coins += coins;
            st.players[s as usize].spouse = None;
            ev.push(Event::Inherits {
                spouse: s,
                dead: p,
                coins,
            });
        }
        _ if st.offices.contains_key(&Office::Notary) && coins > 0 => {
            // L157: the Notary hands out the coins of single dead players.
            *st.estates.entry(p).or_insert(0) += coins;
            ev.push(Event::Estate { dead: p, coins });
        }
        _ => {
            // §11-25: nobody to receive them: they leave play.
            st.out_of_play += coins;
            if coins > 0 {
                ev.push(Event::OutOfPlay { from: p, coins });
            }
        }
    }
    for o in st.offices_of(p) {
        if o == Office::Senator && st.options.senator_may_be_ghost {
            // §11-18: decided when the dead chooses (a ghost keeps it).
            continue;
        }
        offices::vacate(st, o, Some(p), true, ev);
    }
    offices::drop_short(st, ev);
}

/// The dead player's choice and the card they turn over (L195–216).
pub fn choose(
    st: &mut State,
    cx: Cx,
    p: PlayerId,
    choice: &DeathChoice,
    reveal: CardKind,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return Err(QbError::WrongPhase {
            action: "death_choice".into(),
        });
    }
    let x = player(st, p)?;
    if x.life != Life::Dead {
        return Err(QbError::NoChoiceDue {
            name: x.name.clone(),
        });
    }
    match choice {
        DeathChoice::Ghost => {
            st.players[p as usize].life = Life::Ghost;
            st.players[p as usize].revealed.insert(reveal);
            st.ghosts.push(p);
            ev.push(Event::Ghost { player: p });
            // L148: "Le premier fantôme occupe ce poste."
            offices::fill_chief(st, ev);
        }
        DeathChoice::Spirit => {
            st.players[p as usize].life = Life::Spirit;
            st.players[p as usize].revealed.insert(reveal);
        }
        DeathChoice::Legacy { heir, drop } => {
            let h = living(st, *heir)?;
            let hname = h.name.clone();
            let held: Vec<Specialty> = h.specialties.iter().map(|s| s.role).collect();
            // L212–213: both cards are turned over; the specialty goes to a living player.
            let Some(given) = st.players[p as usize].specialties.first().map(|s| s.role) else {
                return Err(QbError::NotHolder {
                    name: st.name(p),
                    role: "specialty".into(),
                });
            };
            if held.len() >= 2 {
                // L214–215: never three; the heir may give up one of his.
                let d = drop.filter(|d| held.contains(d));
                let Some(d) = d else {
                    return Err(QbError::HeirMustDrop { name: hname });
                };
                st.players[*heir as usize]
                    .specialties
                    .retain(|s| s.role != d);
            } else if let Some(d) = drop {
                cx.rule(held.contains(d), QbError::HeirMustDrop { name: hname })?;
                st.players[*heir as usize]
                    .specialties
                    .retain(|s| s.role != *d);
            }
            let x = &mut st.players[p as usize];
            x.life = Life::Legacy;
            x.revealed.insert(CardKind::Camp);
            x.revealed.insert(CardKind::Specialty);
            x.specialties.clear();
            st.players[*heir as usize].specialties.push(Held {
                role: given,
                inherited: true,
                equipped: false,
            });
            ev.push(Event::Legacy {
                player: p,
                heir: *heir,
                specialty: given,
            });
        }
    }
    // §11-18: a Senator keeps the office only as a ghost.
    if st.holder(Office::Senator) == Some(p) && !matches!(choice, DeathChoice::Ghost) {
        offices::vacate(st, Office::Senator, Some(p), true, ev);
    }
    offices::rotate_if_due(st, false, ev);
    Ok(())
}

/// L157: the Notary gives a dead single player's coins to anyone but himself.
pub fn bequest(
    st: &mut State,
    cx: Cx,
    dead: PlayerId,
    to: PlayerId,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return Err(QbError::WrongPhase {
            action: "bequest".into(),
        });
    }
    let name = player(st, dead)?.name.clone();
    let Some(coins) = st.estates.get(&dead).copied() else {
        return Err(QbError::NoEstate { name });
    };
    living(st, to)?;
    let notary = st.holder(Office::Notary).filter(|n| st.alive(*n));
    cx.rule(
        notary.is_some(),
        QbError::NotHolder {
            name: "—".into(),
            role: "Notary".into(),
        },
    )?;
    cx.rule(
        notary != Some(to),
        QbError::CannotTargetSelf { name: st.name(to) },
    )?;
    st.estates.remove(&dead);
    st.players[to as usize].coins += coins;
    ev.push(Event::Coins {
        from: dead,
        to,
        coins,
    });
    Ok(())
}

/// L4: the MJ records a death of their own (cause `Mj`), by night or by day; it goes through
/// the same death procedure (the Lovers, the coins, the offices, the choice). L3: none on the
/// festival unless the MJ overrules it.
pub fn mj_kill(st: &mut State, cx: Cx, p: PlayerId, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return Err(QbError::WrongPhase {
            action: "mj_kill".into(),
        });
    }
    living(st, p)?;
    cx.rule(!calendar::no_deaths_now(st), QbError::Festival)?;
    kill(st, p, Cause::Mj, ev);
    Ok(())
}
