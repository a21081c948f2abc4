//! Ogre (carousel, Outsider). Character ability text: on the Ogre's first night, they pick
//! another player and secretly take that player's alignment; they are not told which it is,
//! and it happens even if the Ogre is drunk or poisoned.
//!
//! The pick is recorded as [`Command::Act`] on the first night only, marks the player "Friend",
//! and the Ogre's alignment becomes that player's at once, whatever the Ogre's state (the
//! ability's own words override 001 here: a drunk or poisoned Ogre still changes). Nothing is
//! shown to the Ogre (the step has no card).
//!
//! Registration (002): a player who might register as the other alignment (the Recluse as
//! evil) is the Storyteller's call: the Ogre takes the real alignment, and a registration
//! decision suggests the other one ([`Command::ChangeAlignment`]). Jinxes: to the Ogre the Spy
//! registers as evil, so no decision is offered for the Spy; if the Recluse registered as evil,
//! the Ogre learns that they are evil (the step's card then shows it). Jinx (the Pit-Hag): an
//! evil player the Pit-Hag turned into the Ogre does not become good by befriending a good
//! player ([`snv::pithag::keeps_evil`]; no registration is offered either). The Boffin's jinx is
//! the Storyteller's (shown as text).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "ogre",
    choice: Some(Choice {
        among: Among::Others,
        when: When::Night,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(befriend),
    says: Some([
        "{by} befriends {targets}",
        "{by} se lie d'amitié avec {targets}",
    ]),
    cards: Some(cards),
    ..Ability::PLAIN
};

/// The official reminder on the player picked.
const FRIEND: &str = "Friend";

/// On the first night only: the Ogre takes the pick's alignment; a registration may be offered.
fn befriend(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    if act.strict && state.phase != Phase::FirstNight {
        return Err(RuleError::NoActionTonight {
            character: ABILITY.id.into(),
        });
    }
    record_choice(state, by, ABILITY.id, vec![target]);
    reminder::remove_all(state, ABILITY.id, FRIEND);
    reminder::place(state, target, ABILITY.id, FRIEND);
    let t = state.require(target)?;
    let Some(alignment) = t.alignment else {
        return Ok(Vec::new());
    };
    let spy = t.is("spy") && jinx::active(state, "ogre", "spy");
    let stays_evil = snv::pithag::keeps_evil(state, by, ABILITY.id);
    if stays_evil && alignment == Alignment::Good {
        return Ok(Vec::new());
    }
    let may_flip = !spy && !stays_evil && !learn::may_register_as(state, t).is_empty();
    let character = t.character_id().to_string();
    let mut events = Vec::new();
    let ogre = state.seat_mut(by).unwrap();
    if ogre.alignment != Some(alignment) {
        ogre.alignment = Some(alignment);
        events.push(Event::AlignmentChanged { player: by });
    }
    if may_flip {
        let other = match alignment {
            Alignment::Good => Alignment::Evil,
            Alignment::Evil => Alignment::Good,
        };
        let kind = PendingKind::Registration {
            player: target,
            character,
        };
        state.pending.push(Pending {
            kind: kind.clone(),
            suggestions: vec![Command::ChangeAlignment {
                player: by,
                alignment: other,
            }],
        });
        events.push(Event::PendingAdded { kind });
    }
    Ok(events)
}

/// Jinx (Ogre & Recluse): the evil Ogre whose Friend is the Recluse learns that they are evil.
fn cards(state: &GameState, step: &NightStep) -> Vec<Card> {
    let Some(ogre) = step.player.and_then(|p| state.seat(p)) else {
        return Vec::new();
    };
    let friend_is_recluse = state.reminders.iter().any(|r| {
        r.character == ABILITY.id
            && r.reminder == FRIEND
            && state.seat(r.player).is_some_and(|s| s.is("recluse"))
    });
    if ogre.is_evil() && friend_is_recluse && jinx::active(state, "ogre", "recluse") {
        vec![Card::Alignment {
            alignment: Some(Alignment::Evil),
        }]
    } else {
        Vec::new()
    }
}
