//! The night, step by step in the seed's table order (004 L219–238), and the resolution of the
//! long actions by the priority table (L11–23) into who is where, with the reason each losing
//! claim lost.

use serde::{Deserialize, Serialize};

use crate::apply::{actor, at_step, card_actor, house, living, player, spend, Cx};
use crate::command::{Command, EngineerTool, Gift, HouseVote};
use crate::error::QbError;
use crate::event::Event;
use crate::model::*;
use crate::state::*;
use crate::{attack, calendar, offices, setup};

/// True for the commands of the night.
pub fn handles(c: &Command) -> bool {
    use Command::*;
    matches!(
        c,
        Militia { .. }
            | Huddle { .. }
            | LoversHouse { .. }
            | Sandman { .. }
            | Reporter { .. }
            | Burglar { .. }
            | Psychopath { .. }
            | Sculpture { .. }
            | Caricature { .. }
            | Quarrel { .. }
            | Matchmaker { .. }
            | MiceSwap { .. }
            | Adoration { .. }
            | Prank { .. }
            | Charm { .. }
            | Squat { .. }
            | Raptor { .. }
            | Place { .. }
            | Attack { .. }
            | Dawn
            | Engineer { .. }
            | CouplesCheck
            | Dream { .. }
            | EndNight
            | SkipStep { .. }
    )
}

/// True when tonight's huddle waits for a decision (004 L87–88, L222): awake Reptilians, an
/// attack possible tonight, and neither a `huddle` nor a `skip_step` recorded. Checked only in
/// games set up with `night_decisions`.
pub fn huddle_pending(st: &State) -> bool {
    st.night_decisions && huddle_undecided(st)
}

/// True when tonight's huddle has neither been held nor skipped while the Reptilians are
/// awake and an attack is possible (the screens ask before passing it, in every game).
pub fn huddle_undecided(st: &State) -> bool {
    let Some(n) = st.night() else {
        return false;
    };
    // Passed already (an override is the MJ's decision), held, or skipped.
    if n.step > NightStep::Huddle
        || n.huddled
        || n.skipped.iter().any(|(s, _)| *s == NightStep::Huddle)
    {
        return false;
    }
    // §11-2: the night dated Sunday has no attack; L190: in carnage the target is not used.
    if (n.festival && st.options.festival_night_quiet) || st.options.carnage {
        return false;
    }
    st.living().into_iter().any(|p| {
        st.players[p as usize].is_reptilian()
            && n.asleep.get(&p).is_none_or(|s| *s >= NightStep::Huddle)
    })
}

/// The night may move on to `step`: a step before it that needs a decision has it, or was
/// skipped on purpose (`skip_step`); the MJ may overrule.
pub fn decided(st: &State, cx: Cx, step: NightStep) -> Result<(), QbError> {
    if step > NightStep::Huddle && huddle_pending(st) {
        cx.rule(
            false,
            QbError::DecisionNeeded {
                step: NightStep::Huddle,
            },
        )?;
    }
    Ok(())
}

fn night(st: &mut State) -> &mut Night {
    st.night_mut().expect("checked by at_step")
}

fn claim(st: &mut State, p: PlayerId, action: LongAction, h: HouseId, by: Option<PlayerId>) {
    night(st).claims.push(Claim {
        player: p,
        action,
        house: h,
        by,
    });
}

/// Applies a night command.
pub fn apply(st: &mut State, cx: Cx, cmd: &Command, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if st.night().is_none() {
        return Err(QbError::WrongPhase {
            action: format!("{cmd:?}")
                .split([' ', '{'])
                .next()
                .unwrap_or("")
                .to_string(),
        });
    }
    match cmd {
        Command::Militia { votes, chief_pick } => militia(st, cx, votes, *chief_pick, ev),
        Command::Huddle { votes } => huddle(st, cx, votes, ev),
        Command::LoversHouse { house: h } => lovers_house(st, cx, *h),
        Command::Sandman { by, target } => {
            at_step(st, cx, NightStep::Sandman)?;
            actor(st, cx, *by, Specialty::Sandman)?;
            living(st, *target)?;
            spend(st, cx, *by, Power::Sleep)?;
            // 004 L129: the target sleeps heavily and does nothing more until dawn.
            let h = st.players[*target as usize].house;
            claim(st, *target, LongAction::HeavySleep, h, Some(*by));
            night(st)
                .asleep
                .entry(*target)
                .or_insert(NightStep::Sandman);
            ev.push(Event::FallsAsleep { player: *target });
            Ok(())
        }
        Command::Reporter { by, target, card } => {
            at_step(st, cx, NightStep::Reporter)?;
            actor(st, cx, *by, Specialty::Reporter)?;
            let t = player(st, *target)?.name.clone();
            // 004 L125: a player seated next to him.
            cx.rule(
                st.seat_neighbours(*by).contains(target),
                QbError::NotSeatNeighbour { name: t },
            )?;
            spend(st, cx, *by, Power::Peek)?;
            if st.options.reporter_sees_both {
                for c in [CardKind::Camp, CardKind::Specialty] {
                    ev.push(Event::CardShown {
                        player: *target,
                        to: *by,
                        card: c,
                    });
                }
            } else {
                ev.push(Event::CardShown {
                    player: *target,
                    to: *by,
                    card: *card,
                });
            }
            Ok(())
        }
        Command::Burglar {
            by,
            house: h,
            gifts,
        } => burglar(st, cx, *by, *h, gifts, ev),
        Command::Psychopath { by, target } => {
            at_step(st, cx, NightStep::Psychopath)?;
            actor(st, cx, *by, Specialty::Psychopath)?;
            let t = living(st, *target)?.name.clone();
            cx.rule(*target != *by, QbError::CannotTargetSelf { name: t })?;
            spend(st, cx, *by, Power::Kidnap)?;
            // 004 L130: the target is drugged (heavy sleep) and spends the night with the
            // Psychopath, who stays home "pour profiter de son invité" (§11-13).
            let home = st.players[*by as usize].house;
            let at = if st.options.kidnap_at_psychopath {
                home
            } else {
                st.players[*target as usize].house
            };
            claim(st, *target, LongAction::HeavySleep, at, Some(*by));
            claim(st, *target, LongAction::Kidnap, at, Some(*by));
            claim(st, *by, LongAction::Kidnap, home, None);
            night(st)
                .asleep
                .entry(*target)
                .or_insert(NightStep::Psychopath);
            ev.push(Event::FallsAsleep { player: *target });
            Ok(())
        }
        Command::Sculpture { by, target } => {
            at_step(st, cx, NightStep::Artist)?;
            actor(st, cx, *by, Specialty::Artist)?;
            let t = living(st, *target)?.name.clone();
            cx.rule(*target != *by, QbError::CannotTargetSelf { name: t })?;
            spend(st, cx, *by, Power::Sculpture)?;
            // 004 L132: he spends the night at the target's, who must move the next day.
            let h = st.players[*target as usize].house;
            claim(st, *by, LongAction::Sculpt, h, None);
            night(st).sculpted.push(*target);
            Ok(())
        }
        Command::Caricature { by, target } => {
            at_step(st, cx, NightStep::Artist)?;
            actor(st, cx, *by, Specialty::Artist)?;
            player(st, *target)?;
            spend(st, cx, *by, Power::Caricature)?;
            // 004 L133: the target resigns their office at dawn.
            night(st).caricatured.push(*target);
            Ok(())
        }
        Command::Quarrel {
            by,
            first,
            second,
            house: h,
        } => pair(
            st,
            cx,
            (*by, Specialty::Eris, Power::Quarrel, NightStep::Eris),
            (*first, *second, *h),
            LongAction::Fight,
        ),
        Command::Matchmaker {
            by,
            first,
            second,
            house: h,
        } => pair(
            st,
            cx,
            (*by, Specialty::Freyja, Power::Matchmaker, NightStep::Freyja),
            (*first, *second, *h),
            LongAction::Copulate,
        ),
        Command::MiceSwap { brain, pinky, a, b } => {
            at_step(st, cx, NightStep::Offices)?;
            // 004 L84–85: the Brain names first, then Pinky; both must be awake.
            card_actor(st, cx, *brain, &[CampCard::Brain])?;
            card_actor(st, cx, *pinky, &[CampCard::Pinky])?;
            player(st, *a)?;
            player(st, *b)?;
            h2_parity(st, cx, calendar::Parity::Odd)?;
            // One shared budget of 3 a week, counted on the Brain.
            spend(st, cx, *brain, Power::OfficeSwap)?;
            offices::swap(st, *a, *b, ev);
            Ok(())
        }
        Command::Adoration { by, target } => {
            at_step(st, cx, NightStep::Offices)?;
            actor(st, cx, *by, Specialty::Freyja)?;
            living(st, *target)?;
            h2_parity(st, cx, calendar::Parity::Even)?;
            spend(st, cx, *by, Power::Adoration)?;
            // 004 L137: tomorrow everyone admires the target.
            night(st).admired = Some(*target);
            Ok(())
        }
        Command::Prank { by, clockwise } => {
            at_step(st, cx, NightStep::Offices)?;
            actor(st, cx, *by, Specialty::Eris)?;
            spend(st, cx, *by, Power::Prank)?;
            offices::prank(st, *clockwise, ev);
            Ok(())
        }
        Command::Charm { by, target } => {
            at_step(st, cx, NightStep::Musicians)?;
            card_actor(st, cx, *by, &[CampCard::Orpheus, CampCard::Siren])?;
            let t = living(st, *target)?.name.clone();
            cx.rule(
                *target != *by,
                QbError::CannotTargetSelf { name: t.clone() },
            )?;
            spend(st, cx, *by, Power::Charm)?;
            // 004 L98–99: "une nouvelle personne", judged per musician (§11-27).
            let set = st.charmed.entry(*by).or_default();
            cx.rule(!set.contains(target), QbError::AlreadyCharmed { name: t })?;
            set.insert(*target);
            ev.push(Event::Charmed {
                by: *by,
                player: *target,
            });
            Ok(())
        }
        Command::Squat { by, house: h } => {
            at_step(st, cx, NightStep::Laura)?;
            actor(st, cx, *by, Specialty::Laura)?;
            house(st, *h)?;
            let x = &st.players[*by as usize];
            // 004 L131: "une maison autre que la sienne … que la maison soit vide ou non".
            cx.rule(
                x.house != *h,
                QbError::OwnHouse {
                    name: x.name.clone(),
                },
            )?;
            spend(st, cx, *by, Power::Squat)?;
            claim(st, *by, LongAction::Squat, *h, None);
            Ok(())
        }
        Command::Raptor { by, at } => {
            at_step(st, cx, NightStep::Raptor)?;
            actor(st, cx, *by, Specialty::RaptorTrainer)?;
            match at {
                RaptorAt::House(h) => house(st, *h)?,
                RaptorAt::Corpse(p) => {
                    let x = player(st, *p)?;
                    if x.alive() {
                        return Err(QbError::NotDead {
                            name: x.name.clone(),
                        });
                    }
                }
            }
            spend(st, cx, *by, Power::Raptor)?;
            night(st).raptors.push((*by, at.clone()));
            Ok(())
        }
        Command::Place {
            player: p,
            house: h,
        } => {
            living(st, *p)?;
            house(st, *h)?;
            let n = night(st);
            if n.attack.is_some() {
                return Err(QbError::AttackDone);
            }
            n.placed.insert(*p, *h);
            Ok(())
        }
        Command::Attack { victims } => attack::resolve(st, cx, victims, ev),
        Command::Dawn => dawn(st, cx, ev),
        Command::Engineer { by, tool } => engineer(st, cx, *by, tool, ev),
        Command::CouplesCheck => {
            if st.night().is_some_and(|n| n.step < NightStep::Dawn) {
                dawn(st, cx, ev)?;
            }
            at_step(st, cx, NightStep::Couples)?;
            // L24, L194: a named optional mode (§11-31).
            cx.rule(
                st.options.couples_check,
                QbError::WrongPhase {
                    action: "couples_check".into(),
                },
            )?;
            for (a, b, home) in couples_check_always(st) {
                ev.push(Event::Tap {
                    couple: (a, b),
                    home,
                });
            }
            Ok(())
        }
        Command::Dream { nightmare } => {
            if st.night().is_some_and(|n| n.step < NightStep::Dawn) {
                dawn(st, cx, ev)?;
            }
            at_step(st, cx, NightStep::Dream)?;
            // L217–218: ghosts dream, spirits give nightmares, 2 nights a week each.
            let want = if *nightmare {
                Life::Spirit
            } else {
                Life::Ghost
            };
            let dreamers: Vec<PlayerId> = st
                .ids()
                .filter(|p| st.players[*p as usize].life == want)
                .collect();
            cx.rule(!dreamers.is_empty(), QbError::NoGhosts)?;
            let week = calendar::current_week(st);
            let used = st
                .dreams
                .iter()
                .filter(|(k, w)| k == nightmare && *w == week)
                .count();
            cx.rule(
                used < 2,
                QbError::BudgetSpent {
                    name: "—".into(),
                    power: if *nightmare { "Nightmare" } else { "Dream" }.into(),
                },
            )?;
            st.dreams.push((*nightmare, week));
            ev.push(Event::Dream {
                nightmare: *nightmare,
                dreamers,
            });
            Ok(())
        }
        Command::EndNight => end_night(st, cx, ev),
        Command::SkipStep { step, reason } => skip_step(st, cx, *step, reason, ev),
        _ => unreachable!("handles() lists the night's commands"),
    }
}

/// §11-4 H2 reading: office swaps on odd nights, Adoration on even nights.
fn h2_parity(st: &State, cx: Cx, want: calendar::Parity) -> Result<(), QbError> {
    if !st.options.night_table_h2 {
        return Ok(());
    }
    let n = st.night().map(|n| n.n).unwrap_or(0);
    let p = calendar::parity(calendar::weekday_of_night(st, n));
    cx.rule(p == want, QbError::WrongParity)
}

/// Step 1 (004 L221, L148, L198): the ghosts protect a house, not last night's; the Chief
/// breaks a disagreement.
fn militia(
    st: &mut State,
    cx: Cx,
    votes: &[HouseVote],
    chief_pick: Option<HouseId>,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Militia)?;
    if st.night().is_some_and(|n| n.militia.is_some()) {
        return Err(QbError::AlreadyDone);
    }
    cx.rule(
        st.players.iter().any(|p| p.life == Life::Ghost),
        QbError::NoGhosts,
    )?;
    for v in votes {
        house(st, v.house)?;
        let x = player(st, v.voter)?;
        // L197: only ghosts join the militia.
        cx.rule(
            x.life == Life::Ghost,
            QbError::NotHolder {
                name: x.name.clone(),
                role: "Ghost".into(),
            },
        )?;
    }
    let agreed = votes
        .first()
        .filter(|f| votes.iter().all(|v| v.house == f.house))
        .map(|f| f.house);
    // Agreement, else the Chief's pick when given, else his own vote (L148).
    let h = match (agreed, chief_pick) {
        (Some(h), _) => h,
        (None, Some(h)) => {
            house(st, h)?;
            cx.rule(
                st.holder(Office::MilitiaChief).is_some(),
                QbError::NeedChiefPick,
            )?;
            h
        }
        (None, None) => militia_house(st, votes).ok_or(QbError::NeedChiefPick)?,
    };
    // L198: "Une même maison ne peut être défendue deux nuits de suite."
    cx.rule(st.last_militia != Some(h), QbError::MilitiaRepeat)?;
    night(st).militia = Some(h);
    ev.push(Event::MilitiaProtects { house: h });
    Ok(())
}

/// The house the militia's votes give (004 L148): the one they agree on, or, when they
/// disagree, the one the Chief of the militia voted for ("c'est lui qui tranche"). `None` when
/// nobody voted, or they disagree and the Chief gave no vote: the Chief is then asked.
pub fn militia_house(st: &State, votes: &[HouseVote]) -> Option<HouseId> {
    let first = votes.first()?;
    if votes.iter().all(|v| v.house == first.house) {
        return Some(first.house);
    }
    let chief = st.holder(Office::MilitiaChief)?;
    votes.iter().find(|v| v.voter == chief).map(|v| v.house)
}

/// Step 2 (004 L87–88, L187, L222): the huddle's target; the Alpha's vote breaks a
/// disagreement; with the Alpha dead (or none dealt) a disagreement means no attack (§11-5,
/// §11-6).
fn huddle(st: &mut State, cx: Cx, votes: &[HouseVote], ev: &mut Vec<Event>) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Huddle)?;
    if st
        .night()
        .is_some_and(|n| n.huddled || n.skipped.iter().any(|(s, _)| *s == NightStep::Huddle))
    {
        return Err(QbError::AlreadyDone);
    }
    for v in votes {
        house(st, v.house)?;
        let x = living(st, v.voter)?;
        cx.rule(
            x.is_reptilian() && !crate::apply::asleep(st, v.voter),
            QbError::NotAReptilian {
                name: x.name.clone(),
            },
        )?;
    }
    let agreed = votes
        .first()
        .filter(|f| votes.iter().all(|v| v.house == f.house))
        .map(|f| f.house);
    let alpha_vote = votes
        .iter()
        .find(|v| st.players[v.voter as usize].card == CampCard::Alpha)
        .map(|v| v.house);
    let alpha_dealt = st.players.iter().any(|p| p.card == CampCard::Alpha);
    let alpha_alive = st
        .players
        .iter()
        .any(|p| p.card == CampCard::Alpha && p.alive());
    let cancelled = st.options.dead_alpha_cancels_all && alpha_dealt && !alpha_alive;
    let target = if votes.is_empty() || cancelled {
        None
    } else {
        agreed.or(alpha_vote)
    };
    let n = night(st);
    n.huddled = true;
    n.target = target;
    ev.push(Event::Target { house: target });
    Ok(())
}

/// Step 3 (004 L68, L223): the Lovers pick which of their two houses.
fn lovers_house(st: &mut State, cx: Cx, h: HouseId) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Lovers)?;
    house(st, h)?;
    let Some((a, b)) = st.lovers else {
        return Err(QbError::BadLovers);
    };
    living(st, a)?;
    living(st, b)?;
    cx.rule(
        st.players[a as usize].house == h || st.players[b as usize].house == h,
        QbError::NotLoversHouse,
    )?;
    night(st).lovers_house = Some(h);
    Ok(())
}

/// The coins the Burglar `by` takes from house `h`'s owner (004 L127): all of them from a
/// house neighbouring his own, otherwise half rounded up; none from an empty house. A preview
/// for the screens (the loot he may hand on at once).
pub fn larceny_loot(st: &State, by: PlayerId, h: HouseId) -> u32 {
    let Some(o) = st.owner(h) else {
        return 0;
    };
    let Some(own) = st.players.get(by as usize).map(|p| p.house) else {
        return 0;
    };
    let c = st.players[o as usize].coins;
    if st.houses[own as usize].neighbours.contains(&h) {
        c
    } else {
        c.div_ceil(2)
    }
}

/// Step 6 (004 L127): the Burglar robs a house's owner: everything from a neighbouring house,
/// otherwise half rounded up; he may hand the loot on at once.
fn burglar(
    st: &mut State,
    cx: Cx,
    by: PlayerId,
    h: HouseId,
    gifts: &[Gift],
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    at_step(st, cx, NightStep::Burglar)?;
    actor(st, cx, by, Specialty::Burglar)?;
    house(st, h)?;
    for g in gifts {
        living(st, g.to)?;
    }
    let own = st.players[by as usize].house;
    let owner = st.owner(h);
    if owner == Some(by) || own == h {
        return Err(QbError::CannotTargetSelf { name: st.name(by) });
    }
    spend(st, cx, by, Power::Larceny)?;
    let loot = match owner {
        Some(o) => {
            let take = larceny_loot(st, by, h);
            st.players[o as usize].coins -= take;
            st.players[by as usize].coins += take;
            ev.push(Event::Theft {
                from: o,
                to: by,
                coins: take,
            });
            take
        }
        None => {
            ev.push(Event::NothingHappens);
            0
        }
    };
    let given: u32 = gifts.iter().map(|g| g.coins).sum();
    if given > loot {
        return Err(QbError::NotEnoughCoins {
            name: st.name(by),
            needed: given,
        });
    }
    for g in gifts {
        st.players[by as usize].coins -= g.coins;
        st.players[g.to as usize].coins += g.coins;
        ev.push(Event::Coins {
            from: by,
            to: g.to,
            coins: g.coins,
        });
    }
    Ok(())
}

/// Steps 8 and 8a (004 L134, L136): two people spend the night fighting or together at the
/// house of one of them, chosen by the first named.
fn pair(
    st: &mut State,
    cx: Cx,
    (by, role, power, step): (PlayerId, Specialty, Power, NightStep),
    (first, second, h): (PlayerId, PlayerId, HouseId),
    action: LongAction,
) -> Result<(), QbError> {
    at_step(st, cx, step)?;
    actor(st, cx, by, role)?;
    house(st, h)?;
    let f = living(st, first)?.house;
    let s = living(st, second)?.house;
    if first == second {
        return Err(QbError::CannotTargetSelf {
            name: st.name(first),
        });
    }
    cx.rule(h == f || h == s, QbError::NotOneOfTheirHouses)?;
    spend(st, cx, by, power)?;
    claim(st, first, action, h, Some(by));
    claim(st, second, action, h, Some(by));
    Ok(())
}

/// Why a claim lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lost {
    pub action: LongAction,
    pub house: HouseId,
    /// The winning claim that outranks it (004 L12: "celle qui est le plus haut dans le
    /// tableau"), or `None` when the MJ placed the player.
    pub beaten_by: Option<LongAction>,
}

/// Where one player spends the night and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Whereabouts {
    pub player: PlayerId,
    pub action: LongAction,
    pub house: HouseId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<PlayerId>,
    /// The MJ placed the player here over the table.
    pub placed: bool,
    pub at_home: bool,
    pub lost: Vec<Lost>,
}

/// Every claim on `p` tonight, highest priority first.
fn claims_of(st: &State, n: &Night, p: PlayerId) -> Vec<Claim> {
    let x = &st.players[p as usize];
    let mut c: Vec<Claim> = n.claims.iter().filter(|c| c.player == p).cloned().collect();
    // L68: the Lovers sleep together every night at the house they chose.
    if let (Some((a, b)), Some(h)) = (st.lovers, n.lovers_house) {
        if (p == a || p == b) && st.alive(a) && st.alive(b) {
            c.push(Claim {
                player: p,
                action: LongAction::SleepTogether,
                house: h,
                by: None,
            });
        }
    }
    // L22, §11-10: every awake Reptilian attacks the target unless a higher claim holds him.
    if let Some(t) = n.target {
        if x.is_reptilian() && !n.asleep.contains_key(&p) {
            c.push(Claim {
                player: p,
                action: LongAction::Attack,
                house: t,
                by: None,
            });
        }
    }
    // L23: everyone sleeps at home by default.
    c.push(Claim {
        player: p,
        action: LongAction::Home,
        house: x.house,
        by: None,
    });
    // Highest first; among heavy sleeps the kidnapper's place wins (the kidnap sets it).
    c.sort_by_key(|k| {
        (
            k.action,
            k.house == x.house && k.action == LongAction::HeavySleep,
        )
    });
    c
}

/// Who is where tonight (004 L11–23, L188): for each living player the winning long action, its
/// house and the claims that lost. The MJ's placements override the table.
pub fn whereabouts(st: &State) -> Vec<Whereabouts> {
    let Some(n) = st.night() else {
        return Vec::new();
    };
    st.living()
        .into_iter()
        .map(|p| {
            let mut c = claims_of(st, n, p);
            let win = c.remove(0);
            let placed = n.placed.get(&p).copied();
            let h = placed.unwrap_or(win.house);
            Whereabouts {
                player: p,
                action: win.action,
                house: h,
                by: win.by,
                placed: placed.is_some(),
                at_home: h == st.players[p as usize].house,
                lost: c
                    .into_iter()
                    .map(|l| Lost {
                        action: l.action,
                        house: l.house,
                        beaten_by: if placed.is_some() {
                            None
                        } else {
                            Some(win.action)
                        },
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Step 15 (004 L235): heavy sleep ends; caricatured holders resign (L133) and the Scrutineer
/// names successors (L143).
fn dawn(st: &mut State, cx: Cx, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if st.night().is_some_and(|n| n.step >= NightStep::Dawn) {
        return Err(QbError::AlreadyDone);
    }
    decided(st, cx, NightStep::Dawn)?;
    if st.night().is_some_and(|n| n.attack.is_none()) {
        attack::resolve_if_certain(st, cx, ev)?;
    }
    at_step(st, cx, NightStep::Dawn)?;
    let car = night(st).caricatured.clone();
    for p in car {
        offices::resign(st, p, ev);
    }
    Ok(())
}

/// The MJ passes a step on purpose without its decision, with the reason: the huddle not held
/// (no target tonight), the attack not carried out (nobody dies; who was where is kept for the
/// camera, the raptor and the Stalker). The night moves on to that step.
fn skip_step(
    st: &mut State,
    cx: Cx,
    step: NightStep,
    reason: &str,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    let reason = reason.trim();
    if reason.is_empty() || step == NightStep::Dusk || step >= NightStep::Dawn {
        return Err(QbError::CannotSkip { step });
    }
    match step {
        NightStep::Attack => attack::skip(st, cx, reason, ev)?,
        NightStep::Huddle if st.night().is_some_and(|n| n.huddled) => {
            return Err(QbError::AlreadyDone)
        }
        _ => {
            at_step(st, cx, step)?;
            night(st).skipped.push((step, reason.to_string()));
            ev.push(Event::StepSkipped {
                step,
                reason: reason.to_string(),
            });
        }
    }
    Ok(())
}

/// Step 16 (004 L121–124, L236): Stalker (was the target home most of the night?) xor Revealer
/// (a dead player's camp card).
fn engineer(
    st: &mut State,
    cx: Cx,
    by: PlayerId,
    tool: &EngineerTool,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if st.night().is_some_and(|n| n.step < NightStep::Dawn) {
        dawn(st, cx, ev)?;
    }
    at_step(st, cx, NightStep::Engineer)?;
    actor(st, cx, by, Specialty::Engineer)?;
    match tool {
        EngineerTool::Stalker { target } => {
            player(st, *target)?;
            spend(st, cx, by, Power::Stalker)?;
            let rec = night(st).attack.clone().unwrap_or_default();
            let home = st.players[*target as usize].house;
            let at_home = rec.locations.get(target) == Some(&home);
            ev.push(Event::StalkerAnswer { by, at_home });
        }
        EngineerTool::Revealer { target } => {
            let x = player(st, *target)?;
            if x.alive() {
                return Err(QbError::NotDead {
                    name: x.name.clone(),
                });
            }
            let card = x.card;
            spend(st, cx, by, Power::Revealer)?;
            // the physical card (a Lover shows the alibi).
            ev.push(Event::RevealerAnswer { by, card });
        }
    }
    Ok(())
}

/// The night ends: the morning begins (004 L147: the Scrutineer's office turns).
fn end_night(st: &mut State, cx: Cx, ev: &mut Vec<Event>) -> Result<(), QbError> {
    if st.night().is_some_and(|n| n.step < NightStep::Dawn) {
        dawn(st, cx, ev)?;
    }
    let n = night(st).clone();
    st.last_militia = n.militia;
    st.last_attack = n.attack.clone();
    let mut day = Day {
        n: n.n,
        admired: n.admired.filter(|p| st.alive(*p)),
        ..Day::default()
    };
    for p in &n.sculpted {
        if st.alive(*p) {
            day.must_move.insert(*p);
            ev.push(Event::MustMove { player: *p });
        }
    }
    if let Some(p) = day.admired {
        ev.push(Event::Admired { player: p });
    }
    ev.push(Event::Morning {
        died: st.deaths[n.deaths_at_dusk.min(st.deaths.len())..].to_vec(),
        revived: n.revived.clone(),
    });
    // `TABLE.md` §3: the Scrutineer in office names the night's successors (L143), then the
    // office turns (L147) — once: a Scrutineer who died or resigned tonight passed it already.
    if !n.scrutineer_moved {
        let names = st.holder(Office::Scrutineer).is_some();
        if !names || !offices::successions_open(st) {
            st.phase = Phase::Day(day);
            offices::rotate_scrutineer(st, ev);
        } else {
            day.rotation_due = true;
            st.phase = Phase::Day(day);
        }
    } else {
        st.phase = Phase::Day(day);
    }
    if st
        .players
        .iter()
        .any(|p| p.camps.contains(&Camp::Musicians))
    {
        let charmed: std::collections::BTreeSet<PlayerId> =
            st.charmed.values().flatten().copied().collect();
        ev.push(Event::CharmedCall {
            players: charmed.into_iter().filter(|p| st.alive(*p)).collect(),
        });
    }
    ev.push(Event::DayBegins {
        n: n.n,
        festival: calendar::is_festival_day(st, n.n),
    });
    Ok(())
}

/// The couples' check (004 L24, L194; §11-31): for each married couple, the spouses who spent
/// most of the night at home (each spouse's own house, A-17). Empty unless the option is on.
pub fn couples_check(st: &State) -> Vec<(PlayerId, PlayerId, Vec<PlayerId>)> {
    if !st.options.couples_check {
        return Vec::new();
    }
    couples_check_always(st)
}

fn couples_check_always(st: &State) -> Vec<(PlayerId, PlayerId, Vec<PlayerId>)> {
    let Some(rec) = st.night().and_then(|n| n.attack.as_ref()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for p in st.living() {
        if let Some(s) = st.players[p as usize].spouse {
            if p < s {
                let home: Vec<PlayerId> = [p, s]
                    .into_iter()
                    .filter(|x| rec.locations.get(x) == Some(&st.players[*x as usize].house))
                    .collect();
                out.push((p, s, home));
            }
        }
    }
    out
}

/// Begins the next night (used by the end of the day).
pub fn next_night(st: &mut State, ev: &mut Vec<Event>) {
    let n = st.night_n + 1;
    setup::begin_night(st, n, ev);
}

/// Why a step of tonight's sheet is skipped (`TABLE.md` §2, "When the app skips a step").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skip {
    /// Nobody living holds the role (the Prophet aside, the dead lose their powers, L205).
    NoOne,
    /// Every holder is in heavy sleep since an earlier step (L129).
    Asleep,
    /// The weekly budget is spent (§11-4).
    Budget,
    /// The night dated Sunday (§11-2).
    Festival,
    /// The option is off (the couples' check, §11-31).
    Off,
    /// The MJ skipped it on purpose, with a reason (`skip_step`).
    ByMj,
}

/// One line of tonight's sheet: the step, who wakes, and why it is skipped if it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    pub step: NightStep,
    pub players: Vec<PlayerId>,
    pub skip: Option<Skip>,
    /// The step is done or passed.
    pub past: bool,
}

/// True when `p` may still use `power` this week.
pub fn budget_left(st: &State, p: PlayerId, power: Power) -> bool {
    let Some(max) = power.weekly_budget() else {
        return true;
    };
    let week = calendar::current_week(st);
    let key = power.budget_key();
    st.players[p as usize]
        .uses
        .iter()
        .filter(|(k, w)| *k == key && *w == week)
        .count()
        < max as usize
}

/// Tonight's steps in the seed's order (L219–238) with who wakes and the skips.
pub fn sheet(st: &State) -> Vec<SheetLine> {
    let Some(n) = st.night() else {
        return Vec::new();
    };
    let living = st.living();
    let with_spec = |s: Specialty| -> Vec<PlayerId> {
        living
            .iter()
            .copied()
            .filter(|p| st.players[*p as usize].has(s))
            .collect()
    };
    let with_card = |c: &[CampCard]| -> Vec<PlayerId> {
        living
            .iter()
            .copied()
            .filter(|p| c.contains(&st.players[*p as usize].card))
            .collect()
    };
    let life = |l: Life| -> Vec<PlayerId> {
        st.ids()
            .filter(|p| st.players[*p as usize].life == l)
            .collect()
    };
    let lovers: Vec<PlayerId> = st
        .lovers
        .map(|(a, b)| vec![a, b])
        .unwrap_or_default()
        .into_iter()
        .filter(|p| st.alive(*p))
        .collect();
    let reptiles: Vec<PlayerId> = living
        .iter()
        .copied()
        .filter(|p| st.players[*p as usize].is_reptilian())
        .collect();
    let rows: Vec<(NightStep, Vec<PlayerId>, Vec<Power>)> = vec![
        (NightStep::Militia, life(Life::Ghost), vec![]),
        (NightStep::Huddle, reptiles, vec![]),
        (NightStep::Lovers, lovers.clone(), vec![]),
        (
            NightStep::Sandman,
            with_spec(Specialty::Sandman),
            vec![Power::Sleep],
        ),
        (
            NightStep::Reporter,
            with_spec(Specialty::Reporter),
            vec![Power::Peek],
        ),
        (
            NightStep::Burglar,
            with_spec(Specialty::Burglar),
            vec![Power::Larceny],
        ),
        (
            NightStep::Psychopath,
            with_spec(Specialty::Psychopath),
            vec![Power::Kidnap],
        ),
        (
            NightStep::Artist,
            with_spec(Specialty::Artist),
            vec![Power::Sculpture, Power::Caricature],
        ),
        (
            NightStep::Eris,
            with_spec(Specialty::Eris),
            vec![Power::Quarrel],
        ),
        (
            NightStep::Freyja,
            with_spec(Specialty::Freyja),
            vec![Power::Matchmaker],
        ),
        (
            NightStep::Offices,
            [
                with_card(&[CampCard::Brain, CampCard::Pinky]),
                with_spec(Specialty::Freyja),
                with_spec(Specialty::Eris),
            ]
            .concat(),
            vec![Power::OfficeSwap, Power::Adoration, Power::Prank],
        ),
        (
            NightStep::Musicians,
            with_card(&[CampCard::Orpheus, CampCard::Siren]),
            vec![Power::Charm],
        ),
        (
            NightStep::Laura,
            with_spec(Specialty::Laura),
            vec![Power::Squat],
        ),
        (NightStep::LoversMeet, lovers, vec![]),
        (
            NightStep::Raptor,
            with_spec(Specialty::RaptorTrainer),
            vec![Power::Raptor],
        ),
        (NightStep::Attack, vec![], vec![]),
        (NightStep::Dawn, vec![], vec![]),
        (
            NightStep::Engineer,
            with_spec(Specialty::Engineer),
            vec![Power::Stalker],
        ),
        (NightStep::Couples, vec![], vec![]),
        (
            NightStep::Dream,
            [life(Life::Ghost), life(Life::Spirit)].concat(),
            vec![],
        ),
    ];
    rows.into_iter()
        .map(|(step, players, powers)| {
            let always = matches!(
                step,
                NightStep::Attack | NightStep::Dawn | NightStep::Couples
            );
            let before_dawn = step < NightStep::Dawn;
            let awake: Vec<PlayerId> = players
                .iter()
                .copied()
                .filter(|p| !(before_dawn && n.asleep.get(p).is_some_and(|s| *s < step)))
                .collect();
            let skip = if n.skipped.iter().any(|(s, _)| *s == step) {
                Some(Skip::ByMj)
            } else if step == NightStep::Attack && n.festival && st.options.festival_night_quiet {
                Some(Skip::Festival)
            } else if step == NightStep::Couples && !st.options.couples_check {
                Some(Skip::Off)
            } else if always {
                None
            } else if players.is_empty() {
                Some(Skip::NoOne)
            } else if awake.is_empty() {
                Some(Skip::Asleep)
            } else if !powers.is_empty()
                && !awake
                    .iter()
                    .any(|p| powers.iter().any(|w| budget_left(st, *p, *w)))
            {
                Some(Skip::Budget)
            } else {
                None
            };
            SheetLine {
                step,
                players,
                skip,
                past: n.step > step,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Command, PlayerSetup, Setup};

    fn game() -> State {
        let mut st = State::default();
        let players = [
            ("Ana", CampCard::Alpha, Specialty::Sandman),
            ("Bob", CampCard::Villager, Specialty::Reporter),
            ("Cid", CampCard::Reptilian, Specialty::None),
            ("Dee", CampCard::Villager, Specialty::None),
        ]
        .iter()
        .map(|(n, c, s)| PlayerSetup::new(n, *c, *s))
        .collect();
        let setup = Setup::quick(players);
        crate::apply::apply(&mut st, &Command::Setup { setup }).unwrap();
        crate::apply::apply(&mut st, &Command::Start).unwrap();
        st
    }

    /// The attack planned from who-is-where worked out once is the engine's plan.
    #[test]
    fn the_plan_from_a_board_is_the_plan() {
        let mut st = game();
        let target = st.players[3].house;
        crate::apply::apply(
            &mut st,
            &Command::Huddle {
                votes: vec![
                    HouseVote {
                        voter: 0,
                        house: target,
                    },
                    HouseVote {
                        voter: 2,
                        house: target,
                    },
                ],
            },
        )
        .unwrap();
        let board = whereabouts(&st);
        let plan = crate::attack::plan_with(&st, &board);
        assert_eq!(plan, crate::attack::plan(&st));
        assert_eq!(plan.target, Some(target));
    }

    /// 004 L127: the loot previewed is the loot taken, and it may be handed on at once.
    #[test]
    fn the_larceny_preview_matches_the_theft() {
        let mut st = game();
        st.players[1].specialties[0].role = Specialty::Burglar;
        st.players[2].coins = 3;
        st.players[3].coins = 3;
        // Bob's neighbour Cid loses everything; Dee, across the ring of four, is a neighbour of
        // Ana and Cid only: half, rounded up.
        assert_eq!(larceny_loot(&st, 1, st.players[2].house), 3);
        assert_eq!(larceny_loot(&st, 1, st.players[3].house), 2);
        let before = st.players[0].coins;
        let house = st.players[3].house;
        crate::apply::apply(
            &mut st,
            &Command::Burglar {
                by: 1,
                house,
                gifts: vec![Gift { to: 0, coins: 2 }],
            },
        )
        .unwrap();
        assert_eq!(st.players[3].coins, 1);
        assert_eq!(st.players[0].coins, before + 2);
    }

    /// 004 L184–185: once the attack has taken place, the record keeps the attack as it was
    /// worked out (the occupants before anyone died), while the plan worked out again from the
    /// state after the death finds the house empty: the screens show the record.
    #[test]
    fn the_attack_record_keeps_the_occupants_as_they_were() {
        let mut st = game();
        let target = st.players[3].house;
        let votes = vec![
            HouseVote {
                voter: 0,
                house: target,
            },
            HouseVote {
                voter: 2,
                house: target,
            },
        ];
        crate::apply::apply(&mut st, &Command::Huddle { votes }).unwrap();
        crate::apply::apply(&mut st, &Command::Attack { victims: vec![3] }).unwrap();
        let rec = st.night().unwrap().attack.clone().unwrap();
        assert_eq!(rec.victims, vec![3]);
        assert_eq!(rec.plan.target, Some(target));
        assert_eq!(rec.plan.houses.len(), 1);
        assert_eq!(rec.plan.houses[0].occupants, vec![3]);
        assert_eq!(
            rec.plan.houses[0].result,
            crate::attack::Result_::Victim { player: 3 }
        );
        let after = crate::attack::plan(&st);
        assert_eq!(
            after.houses[0].result,
            crate::attack::Result_::Fails {
                why: crate::event::NoVictim::Empty
            }
        );
    }

    /// 004 L129, L219–238: the sheet follows the table; a sleeper's later steps are skipped.
    #[test]
    fn the_sheet_skips_sleepers_and_absent_roles() {
        let mut st = game();
        let line = |st: &State, s: NightStep| sheet(st).into_iter().find(|l| l.step == s).unwrap();
        assert_eq!(line(&st, NightStep::Militia).skip, Some(Skip::NoOne));
        assert_eq!(line(&st, NightStep::Reporter).skip, None);
        crate::apply::apply(&mut st, &Command::Sandman { by: 0, target: 1 }).unwrap();
        assert_eq!(line(&st, NightStep::Reporter).skip, Some(Skip::Asleep));
        assert!(line(&st, NightStep::Huddle).past);
        assert_eq!(line(&st, NightStep::Couples).skip, Some(Skip::Off));
    }
}
