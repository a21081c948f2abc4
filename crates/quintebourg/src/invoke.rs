//! Invoked powers (004 L9–10): at any moment, by a living player (the Prophet even as a ghost),
//! never in heavy sleep, no lethal power on the festival (L3, §11-3).

use crate::apply::{asleep, living, player, spend_once, Cx};
use crate::calendar;
use crate::command::{Invocation, ShowReply};
use crate::error::QbError;
use crate::event::{Cause, Event};
use crate::model::*;
use crate::state::*;
use crate::{death, offices};

/// True when the power can cause a death (§11-3: every one whose result can be a death).
fn lethal(i: &Invocation) -> bool {
    !matches!(
        i,
        Invocation::Resurrection { .. }
            | Invocation::BlackConversion { .. }
            | Invocation::Investigate { .. }
    )
}

fn need_card(st: &State, cx: Cx, by: PlayerId, cards: &[CampCard]) -> Result<(), QbError> {
    let x = &st.players[by as usize];
    cx.rule(
        cards.contains(&x.card),
        QbError::NotHolder {
            name: x.name.clone(),
            role: format!("{:?}", cards[0]),
        },
    )
}

/// The guess judged (004 L111, A-33): a camp other than the dominant one is a big error; the
/// right camp with another card (when the player's card belongs to that camp) an error. A guess
/// names a card, or a camp with no card (the Lovers), or both.
///
/// A Lover (L29–30, L66) plays the alibi card "à part entière": a guess of the Lovers is right,
/// and a guess of the alibi is not a big error. The alibi card itself is right (an error under
/// the option `show_alibi_is_error`), another card of the alibi's camp an error.
pub fn judge(st: &State, p: PlayerId, card: Option<CampCard>, camp: Option<Camp>) -> ShowReply {
    let x = &st.players[p as usize];
    let guessed = camp.or_else(|| card.and_then(|c| c.camps().into_iter().next()));
    let against = |dominant: Option<Camp>| {
        if guessed != dominant {
            return ShowReply::BigError;
        }
        match card {
            Some(c) if c != x.card && dominant.is_some_and(|d| x.card.camps().contains(&d)) => {
                ShowReply::Error
            }
            _ => ShowReply::Ok,
        }
    };
    let truth = against(x.dominant());
    if truth != ShowReply::BigError || !x.camps.contains(&Camp::Lovers) {
        return truth;
    }
    let alibi = x.camps.iter().copied().find(|c| *c != Camp::Lovers);
    match against(alibi) {
        ShowReply::BigError => ShowReply::BigError,
        ShowReply::Ok if !st.options.show_alibi_is_error => ShowReply::Ok,
        _ => ShowReply::Error,
    }
}

/// Applies an invocation.
pub fn invoke(
    st: &mut State,
    cx: Cx,
    by: PlayerId,
    inv: &Invocation,
    ev: &mut Vec<Event>,
) -> Result<(), QbError> {
    if !matches!(st.phase, Phase::Night(_) | Phase::Day(_)) {
        return Err(QbError::WrongPhase {
            action: "invoke".into(),
        });
    }
    let x = player(st, by)?;
    let name = x.name.clone();
    // L9: "tant que le joueur est vivant (sauf pour le prophète …)".
    let prophet_ghost = matches!(inv, Invocation::Resurrection { .. })
        && x.card == CampCard::Prophet
        && x.life == Life::Ghost;
    if !x.alive() && !prophet_ghost {
        return Err(QbError::NotAlive { name });
    }
    cx.rule(!asleep(st, by), QbError::Asleep { name: name.clone() })?;
    if lethal(inv) && st.options.festival_refuses_lethal {
        cx.rule(!calendar::no_deaths_now(st), QbError::Festival)?;
    }
    match inv {
        Invocation::RadiantConversion { target } => {
            need_card(st, cx, by, &[CampCard::Scheherazade])?;
            let t = living(st, *target)?;
            let tname = t.name.clone();
            let tcard = t.card;
            cx.rule(
                *target != by,
                QbError::CannotTargetSelf {
                    name: tname.clone(),
                },
            )?;
            if !st.options.radiant_any_target {
                cx.rule(
                    !t.camps.contains(&Camp::Idealists),
                    QbError::NotEligible {
                        name: tname,
                        office: "enemy".into(),
                    },
                )?;
            }
            spend_once(st, cx, by, Power::RadiantConversion)?;
            ev.push(Event::Conversion);
            if matches!(tcard, CampCard::Black | CampCard::Red | CampCard::Seth) {
                // L62, L73: the game stops; §11-22: the target joins the Idealists first.
                st.radiant_stop = true;
                if st.options.radiant_stop_converts {
                    st.players[*target as usize].camps.insert(Camp::Idealists);
                }
            } else {
                // L74: Scheherazade dies; the convert joins the Idealists (a Lover stays a
                // Lover: the Lovers camp still dominates).
                st.players[*target as usize].camps.insert(Camp::Idealists);
                death::kill(st, by, Cause::Sacrifice, ev);
            }
        }
        Invocation::Resurrection { target } => {
            need_card(st, cx, by, &[CampCard::Prophet])?;
            let t = player(st, *target)?;
            // L76: "ressusciter un fantôme, y compris lui-même".
            if t.life != Life::Ghost {
                return Err(QbError::NotEligible {
                    name: t.name.clone(),
                    office: "ghost".into(),
                });
            }
            spend_once(st, cx, by, Power::Resurrection)?;
            let t = &mut st.players[*target as usize];
            t.life = Life::Alive;
            t.coins = 0;
            st.ghosts.retain(|g| g != target);
            // a resurrected Chief leaves the office to the earliest remaining ghost.
            for o in st.offices_of(*target) {
                if !offices::may_hold(st, o, *target) {
                    offices::vacate(st, o, Some(*target), true, ev);
                }
            }
            ev.push(Event::Revived { player: *target });
        }
        Invocation::Reptilicide { target } => {
            need_card(st, cx, by, &[CampCard::Seth, CampCard::Red])?;
            living(st, *target)?;
            spend_once(st, cx, by, Power::Reptilicide)?;
            if st.players[*target as usize].is_reptilian() {
                // L79, L94.
                death::kill(st, *target, Cause::Reptilicide, ev);
            } else {
                // §11-23: used up, nothing happens.
                ev.push(Event::NothingHappens);
            }
        }
        Invocation::Bite { target } => {
            need_card(st, cx, by, &[CampCard::SethAlly])?;
            living(st, *target)?;
            spend_once(st, cx, by, Power::Bite)?;
            // L81.
            death::kill(st, *target, Cause::Bite, ev);
        }
        Invocation::BlackConversion { target } => {
            need_card(st, cx, by, &[CampCard::Black])?;
            living(st, *target)?;
            spend_once(st, cx, by, Power::BlackConversion)?;
            // L92–93: the target becomes a Reptilian (a higher camp keeps its condition).
            st.players[*target as usize].camps.insert(Camp::Reptilians);
            ev.push(Event::Conversion);
        }
        Invocation::Assassinate { target } => {
            let x = &st.players[by as usize];
            let Some(held) = x
                .specialties
                .iter()
                .position(|h| h.role == Specialty::Assassin)
            else {
                return cx.rule(
                    false,
                    QbError::NotHolder {
                        name,
                        role: "Assassin".into(),
                    },
                );
            };
            living(st, *target)?;
            let h = &x.specialties[held];
            // L128: the first kill costs his whole fortune, each later bullet 2 coins; an heir
            // skips the equipment clause (§11-24).
            let first = !h.inherited && !h.equipped;
            let cost = if first { x.coins } else { 2 };
            let enough = if first {
                x.coins >= 1 || !st.options.assassin_first_needs_coin
            } else {
                x.coins >= 2
            };
            if !enough {
                return Err(QbError::NotEnoughCoins {
                    name,
                    needed: if first { 1 } else { 2 },
                });
            }
            st.players[by as usize].coins -= cost;
            st.players[by as usize].specialties[held].equipped = true;
            st.out_of_play += cost;
            ev.push(Event::OutOfPlay {
                from: by,
                coins: cost,
            });
            death::kill(st, *target, Cause::Assassination, ev);
        }
        Invocation::Investigate { target } => {
            // L156: with a deputy, the Prosecutor pays 1 coin (out of play) to see an office
            // holder's two cards.
            cx.rule(
                st.holder(Office::Prosecutor) == Some(by),
                QbError::NotHolder {
                    name,
                    role: "Prosecutor".into(),
                },
            )?;
            cx.rule(crate::day::deputy_in_play(st), QbError::NoDeputy)?;
            let t = player(st, *target)?;
            let tname = t.name.clone();
            cx.rule(
                !st.offices_of(*target).is_empty(),
                QbError::NoOffice { name: tname },
            )?;
            if st.players[by as usize].coins < 1 {
                return Err(QbError::NotEnoughCoins {
                    name: st.name(by),
                    needed: 1,
                });
            }
            st.players[by as usize].coins -= 1;
            st.out_of_play += 1;
            ev.push(Event::OutOfPlay { from: by, coins: 1 });
            ev.push(Event::Investigated { target: *target });
        }
        Invocation::Show { guesses } => {
            let x = &st.players[by as usize];
            cx.rule(
                x.personal.contains(&Personal::Showman),
                QbError::NotHolder {
                    name,
                    role: "Showman".into(),
                },
            )?;
            // L111: every player's camp role, the dead included.
            let mut named: Vec<PlayerId> = guesses.iter().map(|g| g.player).collect();
            named.sort_unstable();
            let others: Vec<PlayerId> = st.ids().filter(|p| *p != by).collect();
            cx.rule(named == others, QbError::ShowIncomplete)?;
            let mut real = 0;
            let mut reported = 0;
            let mut big = false;
            for g in guesses {
                let truth = judge(st, g.player, g.card, g.camp);
                let legal = match truth {
                    ShowReply::Ok => g.reply == ShowReply::Ok,
                    ShowReply::Error => g.reply != ShowReply::BigError,
                    ShowReply::BigError => true,
                };
                cx.rule(
                    legal,
                    QbError::IllegalReply {
                        name: st.name(g.player),
                    },
                )?;
                if truth != ShowReply::Ok {
                    real += 1;
                }
                match g.reply {
                    ShowReply::Ok => {}
                    ShowReply::Error => reported += 1,
                    ShowReply::BigError => {
                        reported += 1;
                        big = true;
                    }
                }
            }
            spend_once(st, cx, by, Power::Show)?;
            // §11-28: death first, then a win on at most one reported error, else go on.
            let died = big || real > 4;
            let won = !died && reported <= 1;
            ev.push(Event::ShowResult {
                errors: reported,
                big,
                won,
                died,
            });
            if died {
                death::kill(st, by, Cause::Shame, ev);
            } else if won {
                st.show_won.push(by);
            }
        }
    }
    Ok(())
}
