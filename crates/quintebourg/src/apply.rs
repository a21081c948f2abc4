//! How a command applies: the dispatcher, the MJ's override and the checks shared by every
//! module. The state is changed on a copy, so a refusal changes nothing.

use crate::command::Command;
use crate::error::QbError;
use crate::event::Event;
use crate::model::*;
use crate::state::*;
use crate::{calendar, day, death, invoke, night, offices, setup, victory};

/// The context of one command: whether the MJ overrules the rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Cx {
    pub forced: bool,
}

impl Cx {
    /// Refuses with `e` unless `ok`, or the MJ overrules a rule (not a fact).
    pub fn rule(&self, ok: bool, e: QbError) -> Result<(), QbError> {
        if ok || (self.forced && e.overridable()) {
            Ok(())
        } else {
            Err(e)
        }
    }
}

/// The checked player id.
pub fn player(st: &State, p: PlayerId) -> Result<&Player, QbError> {
    st.player(p).ok_or(QbError::UnknownPlayer { player: p })
}

/// The player exists and is alive.
pub fn living(st: &State, p: PlayerId) -> Result<&Player, QbError> {
    let x = player(st, p)?;
    if x.alive() {
        Ok(x)
    } else {
        Err(QbError::NotAlive {
            name: x.name.clone(),
        })
    }
}

/// The house exists.
pub fn house(st: &State, h: HouseId) -> Result<(), QbError> {
    if (h as usize) < st.houses.len() {
        Ok(())
    } else {
        Err(QbError::UnknownHouse { house: h })
    }
}

/// True when `p` is in heavy sleep now (004 L129: "n'agira plus jusqu'à l'aube").
pub fn asleep(st: &State, p: PlayerId) -> bool {
    st.night()
        .is_some_and(|n| n.step < NightStep::Dawn && n.asleep.contains_key(&p))
}

/// The actor is alive, awake and holds the specialty.
pub fn actor(st: &State, cx: Cx, p: PlayerId, s: Specialty) -> Result<(), QbError> {
    let x = living(st, p)?;
    cx.rule(
        x.has(s),
        QbError::NotHolder {
            name: x.name.clone(),
            role: format!("{s:?}"),
        },
    )?;
    cx.rule(
        !asleep(st, p),
        QbError::Asleep {
            name: x.name.clone(),
        },
    )
}

/// The actor is alive, awake and holds the camp card.
pub fn card_actor(st: &State, cx: Cx, p: PlayerId, cards: &[CampCard]) -> Result<(), QbError> {
    let x = living(st, p)?;
    cx.rule(
        cards.contains(&x.card),
        QbError::NotHolder {
            name: x.name.clone(),
            role: format!("{:?}", cards[0]),
        },
    )?;
    cx.rule(
        !asleep(st, p),
        QbError::Asleep {
            name: x.name.clone(),
        },
    )
}

/// Moves the night to `step` (004 L219–238: the table's order is the waking order); a step
/// already passed is refused.
pub fn at_step(st: &mut State, cx: Cx, step: NightStep) -> Result<(), QbError> {
    let Some(n) = st.night_mut() else {
        return Err(QbError::WrongPhase {
            action: format!("{step:?}"),
        });
    };
    if n.step > step && !cx.forced {
        return Err(QbError::StepPassed {
            step: format!("{step:?}"),
        });
    }
    if n.step < step {
        night::decided(st, cx, step)?;
        if let Some(n) = st.night_mut() {
            n.step = step;
        }
    }
    Ok(())
}

/// Counts one use of a budgeted power: once a night, and within the weekly budget counted per
/// calendar week (§11-4).
pub fn spend(st: &mut State, cx: Cx, p: PlayerId, power: Power) -> Result<(), QbError> {
    let key = power.budget_key();
    let week = calendar::current_week(st);
    let name = st.name(p);
    if let Some(n) = st.night() {
        cx.rule(
            !n.acted.contains(&(p, key)),
            QbError::AlreadyActed {
                name: name.clone(),
                power: format!("{power:?}"),
            },
        )?;
    }
    if let Some(max) = power.weekly_budget() {
        let used = st.players[p as usize]
            .uses
            .iter()
            .filter(|(k, w)| *k == key && *w == week)
            .count();
        cx.rule(
            used < max as usize,
            QbError::BudgetSpent {
                name,
                power: format!("{power:?}"),
            },
        )?;
    }
    st.players[p as usize].uses.push((key, week));
    if let Some(n) = st.night_mut() {
        n.acted.insert((p, key));
    }
    Ok(())
}

/// Uses a once-a-game power.
pub fn spend_once(st: &mut State, cx: Cx, p: PlayerId, power: Power) -> Result<(), QbError> {
    let x = &st.players[p as usize];
    cx.rule(
        !x.once_used.contains(&power),
        QbError::OnceUsed {
            name: x.name.clone(),
            power: format!("{power:?}"),
        },
    )?;
    st.players[p as usize].once_used.insert(power);
    Ok(())
}

/// Applies `cmd` to a copy of `state`; on success the copy replaces it.
pub fn apply(state: &mut State, cmd: &Command) -> Result<Vec<Event>, QbError> {
    let mut next = state.clone();
    let events = apply_in(&mut next, cmd, Cx::default())?;
    *state = next;
    Ok(events)
}

fn apply_in(st: &mut State, cmd: &Command, cx: Cx) -> Result<Vec<Event>, QbError> {
    if matches!(st.phase, Phase::Over) {
        return Err(QbError::GameOver);
    }
    let mut ev = Vec::new();
    match cmd {
        Command::Override { command, .. } => {
            return apply_in(st, command, Cx { forced: true });
        }
        Command::Setup { setup } => setup::setup(st, cx, setup, &mut ev)?,
        Command::Lovers { a, b } => setup::lovers(st, cx, *a, *b)?,
        Command::Start => setup::start(st, &mut ev)?,
        Command::PlayOn => victory::play_on(st, &mut ev)?,
        Command::EndGame { winners } => {
            victory::end_game(st, cx, winners.as_deref(), &mut ev)?;
            return Ok(ev);
        }
        Command::Invoke { by, invocation } => invoke::invoke(st, cx, *by, invocation, &mut ev)?,
        Command::DeathChoice {
            player,
            choice,
            reveal,
        } => death::choose(st, cx, *player, choice, *reveal, &mut ev)?,
        Command::Bequest { dead, to } => death::bequest(st, cx, *dead, *to, &mut ev)?,
        Command::MjKill { player, .. } => death::mj_kill(st, cx, *player, &mut ev)?,
        Command::Appoint { office, to } => offices::appoint(st, cx, *office, *to, &mut ev)?,
        Command::Withdraw { office } => offices::withdraw(st, *office, &mut ev)?,
        Command::AddHouse { name, neighbours } => setup::add_house(st, name, neighbours, &mut ev)?,
        Command::SetNeighbours { a, b, linked } => {
            setup::set_neighbours(st, *a, *b, *linked, &mut ev)?
        }
        c if night::handles(c) => night::apply(st, cx, c, &mut ev)?,
        c => day::apply(st, cx, c, &mut ev)?,
    }
    victory::propose(st, &mut ev);
    Ok(ev)
}
