//! Fisherman (Townsfolk, outside the base editions). Character ability text: once per game, by
//! day, he may come to the Storyteller for a piece of advice that helps his team win.
//!
//! By day, while his ability is unused and he lives, the seat offers the advice: the
//! Storyteller writes it in their own words and it is recorded as the information given to him
//! ([`Command::GiveInfo`] with one statement, [`Info::Statements`]), shown on one card. Told it,
//! his ability is spent ("No Ability" reminder), also when drunk or poisoned (001: he may then be
//! given poor advice; the engine cannot judge words, so nothing is counted as abnormal unless
//! the Storyteller marks it). He never wakes at night.

use crate::ability::prelude::*;

const ID: &str = "fisherman";

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Never,
    once: true,
    told_by_day: Some(ToldByDay::Advice),
    on_told: Some(spent),
    ..Ability::PLAIN
};

/// Told his advice: the ability is spent.
fn spent(state: &mut GameState, player: PlayerId, _info: &Info) -> Vec<Event> {
    let Some(seat) = state.seat_mut(player) else {
        return Vec::new();
    };
    if seat.ability_used {
        return Vec::new();
    }
    seat.ability_used = true;
    reminder::place(state, player, ID, "No Ability");
    vec![Event::AbilitySpent { player }]
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::info::Info;
    use crate::test_util::P;

    fn advise(g: &mut crate::game::Game) -> Result<Vec<crate::event::Event>, crate::RuleError> {
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "fisherman".into(),
            chosen: Vec::new(),
            info: Info::Statements {
                statements: vec!["Talk to the Chef".into()],
            },
        })
    }

    /// Told his advice by day, the Fisherman's ability is spent, once.
    #[test]
    fn advice_spends_the_ability() {
        let mut g = custom_game(&["imp", "poisoner", "fisherman", "chef", "empath"]);
        g.apply(Command::EndNight).unwrap();
        assert!(!g.state().seats[2].ability_used);
        let events = advise(&mut g).unwrap();
        assert!(events.contains(&crate::event::Event::AbilitySpent { player: P(2) }));
        assert!(g.state().seats[2].ability_used);
        let again = advise(&mut g).unwrap();
        assert!(!again.contains(&crate::event::Event::AbilitySpent { player: P(2) }));
    }

    /// He never wakes at night.
    #[test]
    fn never_on_the_night_sheet() {
        let g = custom_game(&["imp", "poisoner", "fisherman", "chef", "empath"]);
        assert!(crate::night::sheet(g.state())
            .iter()
            .all(|s| s.character.as_deref() != Some("fisherman")));
    }
}
