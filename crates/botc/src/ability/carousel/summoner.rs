//! Summoner (Carousel, Minion). Character ability text, in our words: no Demon starts in play;
//! the Summoner is shown three bluffs on the first night, and on the third night chooses a
//! player, who becomes an evil Demon of the Summoner's choice.
//!
//! Rule decisions:
//! - Setup without a Demon is the Storyteller's (the setup screen reminds of it: `Manual`);
//!   the bluffs are the game's bluffs (`set_bluffs`), shown to the Summoner at their step on
//!   the first night.
//! - Until the Summoner has chosen, no Demon in play is not a good win: the Demon-dead win is
//!   held back while the Summoner's ability works and is unused ([`Ability::blocks_win`]). A
//!   Summoner who died or lost the ability before summoning holds nothing back: the game-over
//!   decision then waits for the Storyteller (002), who may keep the game going.
//! - On the third night the Summoner names a player and a Demon (`guess`): that player
//!   becomes that Demon (000/003: a new character, the old ability gone) and evil, and is woken
//!   to be told. Strict mode refuses another night, a character that is not a Demon, and a
//!   second summoning. A drunk or poisoned Summoner's choice does nothing (001); the ability is
//!   spent, and the Storyteller makes the Demon by hand if they wish (a character change).

use crate::ability::prelude::*;

const ID: &str = "summoner";

/// The night the Summoner summons.
pub const SUMMONING_NIGHT: u32 = 3;

const CHOICE: Choice = Choice {
    guess: true,
    ..Choice::of(1, Then::Acts)
};

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Always,
    choice_now: Some(|state, _| (state.phase == Phase::Night(SUMMONING_NIGHT)).then_some(CHOICE)),
    acts: Some(summon),
    says: Some([
        "{by} (Summoner) summons the Demon: {targets}",
        "{by} (Invocateur) invoque le Démon : {targets}",
    ]),
    learns: Some(bluffs),
    blocks_win: Some(|state, holder, win| {
        win.reason == WinReason::DemonDead && state.seat(holder).is_some_and(|s| !s.ability_used)
    }),
    ..Ability::PLAIN
};

/// The first night: the three bluffs.
fn bluffs(state: &GameState, _: &Seat) -> NightInfo {
    if state.phase == Phase::FirstNight {
        NightInfo::Characters {
            characters: state.bluffs.clone(),
        }
    } else {
        NightInfo::Nothing
    }
}

/// The summoning: the player named becomes the Demon named, evil.
fn summon(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let me = state.require(by)?.clone();
    state.require(target)?;
    require_night(state, act)?;
    let def = named_character(state, act, ID)?;
    if act.strict {
        is_character(state, by, ID)?;
        if state.phase != Phase::Night(SUMMONING_NIGHT) {
            return Err(RuleError::NoActionTonight {
                character: ID.into(),
            });
        }
        if me.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: ID.into(),
            });
        }
        if def.team != Team::Demon {
            return Err(RuleError::NamedNotAllowed {
                character: ID.into(),
                named: def.id.into(),
            });
        }
    }
    let works = record_choice(state, by, ID, vec![target]);
    state.seat_mut(by).expect("checked").ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !works {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        return Ok(events);
    }
    events.push(change_character(state, target, def.id));
    let seat = state.seat_mut(target).expect("checked");
    if seat.alignment != Some(Alignment::Evil) {
        seat.alignment = Some(Alignment::Evil);
        events.push(Event::AlignmentChanged { player: target });
    }
    Ok(events)
}
