//! The attack (004 L182–190, L234): who attacks where, who occupies the house, whether it
//! fails (empty, militia, richest) and the victim — the only occupant, or a seeded draw among
//! several that the MJ's `attack` command carries so that replay is identical. Carnage mode
//! (L190) attacks every house holding awake Reptilians.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use table::Rng;

use crate::apply::{at_step, Cx};
use crate::death;
use crate::error::QbError;
use crate::event::{Cause, Event, NoVictim};
use crate::model::*;
use crate::night::whereabouts;
use crate::state::*;

/// What happens at one attacked house.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Result_ {
    Fails {
        why: NoVictim,
    },
    Victim {
        player: PlayerId,
    },
    /// L185: "le MJ détermine aléatoirement la victime".
    Draw {
        among: Vec<PlayerId>,
    },
}

/// One attacked house.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseAttack {
    pub house: HouseId,
    pub attackers: Vec<PlayerId>,
    pub occupants: Vec<PlayerId>,
    pub result: Result_,
}

/// The attack as the engine works it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Plan {
    pub target: Option<HouseId>,
    /// Why nothing is attacked at all.
    pub none: Option<NoVictim>,
    pub houses: Vec<HouseAttack>,
}

/// The attack tonight, from the claims so far.
pub fn plan(st: &State) -> Plan {
    plan_with(st, &whereabouts(st))
}

/// The attack tonight from who is where already worked out (`night::whereabouts(st)`): a
/// screen showing both works the board out once.
pub fn plan_with(st: &State, board: &[crate::night::Whereabouts]) -> Plan {
    let Some(n) = st.night() else {
        return Plan::default();
    };
    let locs: BTreeMap<PlayerId, HouseId> = board.iter().map(|w| (w.player, w.house)).collect();
    let awake_reptile =
        |p: PlayerId| st.players[p as usize].is_reptilian() && !n.asleep.contains_key(&p);
    let mut out = Plan {
        target: n.target,
        ..Plan::default()
    };
    // §11-2: the night dated Sunday has no attack (L3 "pas de morts").
    if n.festival && st.options.festival_night_quiet {
        out.none = Some(NoVictim::Festival);
        return out;
    }
    let houses: Vec<HouseId> = if st.options.carnage {
        // L190: every awake Reptilian attacks the house he is in.
        let mut hs: Vec<HouseId> = locs
            .iter()
            .filter(|(p, _)| awake_reptile(**p))
            .map(|(_, h)| *h)
            .collect();
        hs.sort_unstable();
        hs.dedup();
        hs
    } else {
        match n.target {
            None => {
                out.none = Some(NoVictim::NoTarget);
                return out;
            }
            Some(t) => vec![t],
        }
    };
    for h in houses {
        // L188: a Reptilian held elsewhere by a higher claim attacks only if that is the place.
        let attackers: Vec<PlayerId> = locs
            .iter()
            .filter(|(p, x)| **x == h && awake_reptile(**p))
            .map(|(p, _)| *p)
            .collect();
        if attackers.is_empty() {
            continue;
        }
        let richest = st.richest.filter(|r| st.alive(*r));
        let occupants: Vec<PlayerId> = locs
            .iter()
            .filter(|(p, x)| **x == h && !attackers.contains(p))
            .filter(|(p, _)| {
                // §11-9: a sleeping Reptilian can be the victim ("ne parviennent pas à
                // distinguer les visages", L189), unless the MJ reads it otherwise.
                st.options.sleeping_reptilian_can_be_victim
                    || !st.players[**p as usize].is_reptilian()
            })
            .filter(|(p, _)| st.options.richest_protects_house || richest != Some(**p))
            .map(|(p, _)| *p)
            .collect();
        let result = if n.militia == Some(h) {
            // L184: a house protected by the ghost militia.
            Result_::Fails {
                why: NoVictim::Militia,
            }
        } else if st.options.richest_protects_house
            && richest.is_some_and(|r| st.players[r as usize].house == h)
        {
            // L182: the richest of the day's house (§11-7).
            Result_::Fails {
                why: NoVictim::Richest,
            }
        } else if occupants.is_empty() {
            // L184: "Si la maison est vide … l'attaque échoue."
            Result_::Fails {
                why: NoVictim::Empty,
            }
        } else if occupants.len() == 1 {
            Result_::Victim {
                player: occupants[0],
            }
        } else {
            Result_::Draw {
                among: occupants.clone(),
            }
        };
        out.houses.push(HouseAttack {
            house: h,
            attackers,
            occupants,
            result,
        });
    }
    if out.houses.is_empty() {
        // §11-10, A-24: no attacker at the target means no attack.
        out.none = Some(NoVictim::NoAttacker);
    }
    out
}

/// The victims the engine suggests: the only occupants, and a draw from `rng` where there are
/// several.
pub fn suggest(p: &Plan, rng: &mut Rng) -> Vec<PlayerId> {
    p.houses
        .iter()
        .filter_map(|h| match &h.result {
            Result_::Victim { player } => Some(*player),
            Result_::Draw { among } => rng.pick(among).copied(),
            Result_::Fails { .. } => None,
        })
        .collect()
}

/// True when `victims` is what the plan allows: each single occupant, and one of each drawn
/// house's occupants.
fn matches_plan(p: &Plan, victims: &[PlayerId]) -> bool {
    let mut rest: Vec<PlayerId> = victims.to_vec();
    for h in &p.houses {
        let found = match &h.result {
            Result_::Victim { player } => rest.iter().position(|v| v == player),
            Result_::Draw { among } => rest.iter().position(|v| among.contains(v)),
            Result_::Fails { .. } => continue,
        };
        match found {
            Some(i) => {
                rest.remove(i);
            }
            None => return false,
        }
    }
    rest.is_empty()
}

/// Step 14: the MJ confirms the victims (or overrides them); the snapshot of who was where is
/// kept for the camera, the raptor and the Stalker.
pub fn resolve(
    st: &mut State,
    cx: Cx,
    victims: &[PlayerId],
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Attack)?;
    if st.night().is_some_and(|n| n.attack.is_some()) {
        return Err(QbError::AttackDone);
    }
    for v in victims {
        crate::apply::living(st, *v)?;
    }
    let p = plan(st);
    cx.rule(matches_plan(&p, victims), QbError::WrongVictims)?;
    if !victims.is_empty() {
        cx.rule(!crate::calendar::no_deaths_now(st), QbError::Festival)?;
    }
    if let Some(why) = p.none {
        ev.push(Event::AttackFails {
            house: p.target,
            why,
        });
    }
    for h in &p.houses {
        if let Result_::Fails { why } = h.result {
            ev.push(Event::AttackFails {
                house: Some(h.house),
                why,
            });
        }
    }
    record(st, p, victims, ev);
    for v in victims {
        death::kill(st, *v, Cause::Attack, ev);
    }
    Ok(())
}

/// Keeps what the attack found (who was where, the plan as it stood, the victims) and gives
/// the raptor's answers (L126), from the snapshot at the attack.
fn record(st: &mut State, p: Plan, victims: &[PlayerId], ev: &mut Vec<Event>) {
    let locations: BTreeMap<PlayerId, HouseId> = whereabouts(st)
        .into_iter()
        .map(|w| (w.player, w.house))
        .collect();
    let attackers: BTreeMap<HouseId, Vec<PlayerId>> = p
        .houses
        .iter()
        .map(|h| (h.house, h.attackers.clone()))
        .collect();
    let rec = AttackRecord {
        locations,
        attackers,
        victims: victims.to_vec(),
        plan: p,
    };
    let raptors = st.night().map(|n| n.raptors.clone()).unwrap_or_default();
    for (by, at) in raptors {
        let reptilian = match at {
            RaptorAt::House(h) => occupants_at(st, &rec, h)
                .iter()
                .any(|p| st.players[*p as usize].is_reptilian()),
            RaptorAt::Corpse(p) => st.players[p as usize].is_reptilian(),
        };
        ev.push(Event::RaptorAnswer { by, reptilian });
    }
    if let Some(n) = st.night_mut() {
        n.attack = Some(rec);
    }
}

/// The MJ skips the attack on purpose (`skip_step`), with the reason: nobody dies; who was
/// where is still kept for the camera, the raptor and the Stalker.
pub fn skip(st: &mut State, cx: Cx, reason: &str, ev: &mut Vec<Event>) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Attack)?;
    if st.night().is_some_and(|n| n.attack.is_some()) {
        return Err(QbError::AttackDone);
    }
    let p = plan(st);
    ev.push(Event::StepSkipped {
        step: NightStep::Attack,
        reason: reason.to_string(),
    });
    if let Some(n) = st.night_mut() {
        n.skipped.push((NightStep::Attack, reason.to_string()));
    }
    record(st, p, &[], ev);
    Ok(())
}

/// True when tonight's attack has not taken place and someone would die in it: dawn waits for
/// the MJ (the attack confirmed, or skipped on purpose).
pub fn undecided(st: &State) -> bool {
    st.night().is_some_and(|n| n.attack.is_none())
        && plan(st)
            .houses
            .iter()
            .any(|h| !matches!(h.result, Result_::Fails { .. }))
}

/// Dawn comes without an `attack` command: allowed when the attack needs no decision (nobody
/// would die); otherwise the attack waits for the MJ (confirmed, or skipped on purpose).
pub fn resolve_if_certain(st: &mut State, cx: Cx, ev: &mut Vec<Event>) -> Result<(), QbError> {
    let p = plan(st);
    let certain = p
        .houses
        .iter()
        .all(|h| matches!(h.result, Result_::Fails { .. }));
    cx.rule(
        certain,
        QbError::DecisionNeeded {
            step: NightStep::Attack,
        },
    )?;
    resolve(st, Cx { forced: true }, &[], ev)
}

/// The occupants of house `h` at the attack for the camera and the raptor: attackers are left
/// out unless §11-8 counts them.
pub fn occupants_at(st: &State, rec: &AttackRecord, h: HouseId) -> Vec<PlayerId> {
    let att = rec.attackers.get(&h).cloned().unwrap_or_default();
    rec.locations
        .iter()
        .filter(|(p, x)| **x == h && (st.options.attackers_count_as_occupants || !att.contains(p)))
        .map(|(p, _)| *p)
        .collect()
}
