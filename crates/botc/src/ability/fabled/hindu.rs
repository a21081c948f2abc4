//! Hindu (Loric). Character ability text, in our words: the first four players to die come
//! straight back as Travellers on the same team.
//!
//! How it is recorded: while the Hindu is in play, each player's first death (its answer to
//! the death, [`Ability::on_death`], asked with the dead player) is counted, up to four, as
//! the Hindu's use by that player; a player counted already, or a fifth death, is not. Each
//! counted death leaves a decision, which Traveller the player comes back as: the Travellers
//! of the script no one holds (any official Traveller no one holds when the script has none),
//! each the Hindu's act with no `by`, the player as the target and the Traveller as the
//! `guess`. The act revives the player on the same seat as that Traveller (a Traveller seat:
//! outside the count table), keeping their alignment (001), with their vote token back; the
//! night sheet then tells them "You are". Strict: the Hindu is in play, the player is dead
//! and was counted, and the character is a Traveller. Set aside, the player stays dead (the
//! death still counts). Deaths before the Hindu was in play are not counted.

use crate::ability::prelude::*;

pub const ID: &str = "hindu";

/// Character ability text: "the first four players to die".
pub const RETURNS: usize = 4;

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    on_death: Some(OnDeath {
        order: 9,
        then: died,
    }),
    acts: Some(act),
    says: Some([
        "{targets}: back as a Traveller (Hindu)",
        "{targets} : de retour en Voyageur (Hindou)",
    ]),
    day_note: Some(Text::new(
        "Hindu: the first four players to die come straight back as Travellers on the same \
             team.",
        "Hindou : les quatre premiers joueurs qui meurent reviennent aussitôt comme \
             Voyageurs de la même équipe.",
    )),
    ..Ability::PLAIN
};

/// The deaths counted so far (at most [`RETURNS`]).
pub fn counted(state: &GameState) -> usize {
    state.choices.iter().filter(|c| c.character == ID).count()
}

/// The Travellers a player may come back as: the script's no one holds, else any official one
/// no one holds.
fn travellers(state: &GameState) -> Vec<&'static str> {
    let free = |id: &str| !state.seats.iter().any(|s| s.is(id));
    let of_script: Vec<_> = state
        .script
        .all()
        .into_iter()
        .filter(|d| d.team == Team::Traveller && free(d.id))
        .map(|d| d.id)
        .collect();
    if !of_script.is_empty() {
        return of_script;
    }
    all_characters()
        .iter()
        .filter(|d| d.team == Team::Traveller && free(d.id))
        .map(|d| d.id)
        .collect()
}

/// A player's first death, among the first four: the decision of which Traveller they come
/// back as.
fn died(state: &mut GameState, player: PlayerId, _: &Died) -> Reaction {
    if counted(state) >= RETURNS || super::used_by(state, ID, Some(player)) {
        return Reaction::default();
    }
    super::record(state, ID, player, Vec::new());
    let suggestions = travellers(state)
        .into_iter()
        .map(|t| Command::Act {
            character: ID.into(),
            by: None,
            targets: vec![player],
            guess: Some(t.into()),
        })
        .collect();
    Reaction {
        events: vec![learn::offer_decision(state, player, ID, suggestions)],
        triggers: Vec::new(),
    }
}

fn act(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    let seat = state.require(target)?.clone();
    let traveller = named_character(state, act, ID)?;
    if act.strict {
        super::require_in_play(state, ID)?;
        if seat.alive {
            return Err(RuleError::NotDead { name: seat.name });
        }
        if !super::used_by(state, ID, Some(target)) || traveller.team != Team::Traveller {
            return Err(RuleError::ChoiceNotAllowed {
                name: seat.name,
                character: ID.into(),
            });
        }
    }
    let mut events = vec![change_character(state, target, traveller.id)];
    let s = state.seat_mut(target).expect("required above");
    s.traveller = true;
    s.alive = true;
    s.lives_on = false;
    s.ghost_vote = true;
    events.push(Event::Revived { player: target });
    Ok(events)
}

#[cfg(test)]
mod tests {
    use crate::character::Team;
    use crate::command::Command;
    use crate::death::DeathCause;
    use crate::game::Game;
    use crate::script::Script;
    use crate::test_util::{setup_game, P};

    const SEVEN: &[&str] = &[
        "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
    ];

    /// The Travellers offered when `P(3)` dies with the Hindu in play.
    fn offered(mut g: Game) -> Vec<String> {
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::AddFabled {
            character: super::ID.into(),
        })
        .unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::Die {
            player: P(3),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.state().pending[0]
            .suggestions
            .iter()
            .filter_map(|c| match c {
                Command::Act { guess, .. } => guess.clone(),
                _ => None,
            })
            .collect()
    }

    /// The script's Travellers no one holds: Trouble Brewing's five, less one seated.
    #[test]
    fn the_script_s_travellers_no_one_holds() {
        assert_eq!(
            offered(setup_game(None, SEVEN)),
            ["scapegoat", "gunslinger", "beggar", "bureaucrat", "thief"]
        );
        let mut eight = SEVEN.to_vec();
        eight.push("gunslinger");
        assert_eq!(
            offered(setup_game(None, &eight)),
            ["scapegoat", "beggar", "bureaucrat", "thief"]
        );
    }

    /// A script with no Traveller: every official Traveller may be picked.
    #[test]
    fn any_official_traveller_when_the_script_has_none() {
        let mut g = setup_game(None, SEVEN);
        g.apply(Command::ChooseScript {
            script: Script::custom(SEVEN.iter().map(|c| c.to_string()).collect()),
        })
        .unwrap();
        let all = crate::character::all()
            .iter()
            .filter(|d| d.team == Team::Traveller)
            .count();
        assert!(all > 5);
        assert_eq!(offered(g).len(), all);
    }
}
