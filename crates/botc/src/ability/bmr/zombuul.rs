//! Zombuul (Bad Moon Rising, Demon). Each night but the first, only if nobody died today, he
//! chooses a player, who dies (character ability text). The first time he dies, he lives on
//! but registers as dead.
//!
//! How the engine plays the first death (decided here, after the character's rulings: the
//! Zombuul's corpse counts as a dead player in almost every way):
//! - it goes through the one kill path like any death ([`crate::death::keeper`]): an
//!   execution, the Demon's attack, the Slayer's shot, another ability. Only while his ability
//!   works (001: a drunk or poisoned Zombuul dies for real), and an ability that kills "even if
//!   they could not" (the Assassin's) kills him for real;
//! - the town sees a death: the seat is dead (`alive` false), the death is recorded (announced
//!   at dawn when it happens at night, and a death today — so he does not wake tonight), his
//!   execution says he died. He has a ghost vote like the dead, cannot nominate, is not a
//!   living neighbour (the Tea Lady's, the Empath's), does not count among the living for the
//!   vote's threshold;
//! - but he lives on ([`crate::seat::Seat::lives_on`], the "Dead" reminder on him): he still
//!   wakes, his ability works, the Demon is not dead (the game goes on and he counts among the
//!   living for the last two), and he can die again, for real: executed again, he dies.
//!
//! Nothing answers the first death (it is not one: no Scarlet Woman, no Minion taking over).

use crate::ability::prelude::*;

const DEAD: &str = "Dead";

pub const ABILITY: Ability = Ability {
    id: "zombuul",
    wakes: Wakes::If(nobody_died_today),
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    keeps_alive: Some(first_death),
    kept_alive: Some(registers_as_dead),
    on_death: Some(OnDeath {
        order: 2,
        then: really_dead,
    }),
    ..Ability::PLAIN
};

/// Nobody died during the day before `night` (the Zombuul's own first death included: the
/// town saw it).
fn nobody_died_today(state: &GameState, _seat: &Seat, night: u32) -> bool {
    let today = Phase::Day(night.saturating_sub(1));
    !state.deaths.iter().any(|d| d.phase == today)
}

/// The attack, refused in strict mode on a night after a death today.
fn attack(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let by = act.player()?;
    if act.strict {
        if let (Some(night), Some(seat)) = (state.phase.night_number(), state.seat(by)) {
            if night > 1 && !nobody_died_today(state, seat, night) {
                return Err(RuleError::NoActionTonight {
                    character: "zombuul".into(),
                });
            }
        }
    }
    learn::demon_attack(state, act)
}

fn first_death(state: &GameState, holder: PlayerId, target: PlayerId, _: &DeathCause) -> bool {
    holder == target
        && state
            .seat(holder)
            .is_some_and(|s| s.alive && !s.ability_used)
}

/// He lives on but registers as dead: the death is recorded for the town, nothing answers it.
fn registers_as_dead(
    state: &mut GameState,
    holder: PlayerId,
    _target: PlayerId,
    cause: &DeathCause,
) -> Vec<Event> {
    let (events, _nothing_answers) = record_death(state, holder, cause.clone());
    let seat = state.seat_mut(holder).expect("the holder is seated");
    seat.ability_used = true;
    seat.lives_on = true;
    state.reminders.push(PlacedReminder {
        player: holder,
        character: "zombuul".into(),
        reminder: DEAD.into(),
    });
    events
}

/// A dead player made the Zombuul counts as having died once already (official jinx Summoner &
/// Zombuul): the first death is spent, and they live on, dead to the town.
pub fn counts_as_died_once(state: &mut GameState, player: PlayerId) {
    let Some(seat) = state.seat_mut(player) else {
        return;
    };
    if seat.alive {
        return;
    }
    seat.ability_used = true;
    seat.lives_on = true;
    reminder::place(state, player, "zombuul", DEAD);
}

/// His real death: the "Dead" reminder goes.
fn really_dead(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    if died.player == holder {
        state
            .reminders
            .retain(|r| !(r.player == holder && r.character == "zombuul" && r.reminder == DEAD));
    }
    Reaction::default()
}
