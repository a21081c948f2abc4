//! Exorcist (Bad Moon Rising, Townsfolk). Character ability text: each night but the first, he
//! chooses a player, not the one he chose last night; if it is the Demon, the Demon learns who
//! the Exorcist is and does not wake tonight.
//!
//! The chosen player gets the "Chosen" reminder (moved each night). A Demon chosen leaves
//! tonight's sheet (`holds_asleep`); the Exorcist's step then holds the cards to show the Demon:
//! the Exorcist's token and the Exorcist pointed at. 001: a drunk or poisoned Exorcist's choice
//! does nothing (it still counts as last night's choice).
//!
//! Lil' Monsta's babysitter is the Demon (its character text, data/carousel_evil.rs: the
//! Minion minding it "counts as the Demon"; [`GameState::is_team`]): the Exorcist choosing
//! them keeps them asleep tonight (their own Minion steps leave the sheet too: the player who
//! is the Demon does not wake), they learn who the Exorcist is, and Lil' Monsta kills no one
//! tonight (in strict mode its kill is refused, `HeldAsleep`, asked by
//! [`carousel::lilmonsta`]). Whether the other Minions still move the token tonight is the
//! Storyteller's call (000/003: the night sheet is a guide); a new babysitter is not the
//! player the Exorcist chose.
//!
//! Jinxes with the Leviathan and the Riot (official jinx list, [`crate::jinx`]): if the Demon
//! nominates the player the Exorcist chose last night (his ability working then) and that
//! player is executed (or is nominated in the riot), good wins
//! ([`Ability::protects_from_demon`]).

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "exorcist",
    choice: Some(Choice {
        fresh: true,
        when: When::NightAfterFirst,
        ..Choice::of(1, Then::Acts)
    }),
    acts: Some(choose),
    says: Some(["{by} chooses {targets}", "{by} choisit {targets}"]),
    learns: Some(tell_demon),
    false_answer: |_, _, _| None,
    holds_asleep: Some(keeps_demon_asleep),
    protects_from_demon: Some(|state, exorcist, target| {
        chosen_last_night(state, "exorcist", exorcist).contains(&target)
    }),
    ..Ability::PLAIN
};

const CHOSEN: &str = "Chosen";

fn choose(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let (by, target) = (act.player()?, act.target()?);
    let worked = record_choice(state, by, "exorcist", vec![target]);
    reminder::remove_all(state, "exorcist", CHOSEN);
    reminder::place(state, target, "exorcist", CHOSEN);
    Ok(if worked {
        Vec::new()
    } else {
        vec![Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        }]
    })
}

/// The player the Exorcist `holder` chose tonight, if his choice worked.
fn chosen_tonight(state: &GameState, holder: PlayerId) -> Option<PlayerId> {
    if !state.phase.is_night() {
        return None;
    }
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.by == holder && c.character == "exorcist" && c.phase == state.phase)
        .filter(|c| c.worked)
        .and_then(|c| c.targets.first().copied())
}

/// The Demon the Exorcist `holder` chose tonight, if his choice worked.
pub fn chosen_demon(state: &GameState, holder: PlayerId) -> Option<PlayerId> {
    chosen_tonight(state, holder).filter(|t| state.is_team(*t, Team::Demon))
}

/// Asked of every seat as the sheet is built: who is the Demon is asked of the chosen player
/// only.
fn keeps_demon_asleep(state: &GameState, holder: PlayerId, sleeper: &Seat, night: u32) -> bool {
    state.phase.night_number() == Some(night)
        && chosen_tonight(state, holder) == Some(sleeper.id)
        && state.is_team(sleeper.id, Team::Demon)
}

/// Character ability text: the chosen Demon learns who the Exorcist is — the Exorcist's token
/// and the Exorcist pointed at, shown to the Demon.
fn tell_demon(state: &GameState, seat: &Seat) -> NightInfo {
    match chosen_demon(state, seat.id) {
        Some(_) => NightInfo::Pair {
            character: Some("exorcist".into()),
            players: vec![seat.id],
            candidates: Vec::new(),
        },
        None => NightInfo::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use crate::character::Edition;
    use crate::command::Command;
    use crate::night::sheet;
    use crate::test_util::*;

    fn wakes(g: &crate::Game, player: u32) -> bool {
        sheet(g.state()).iter().any(|s| s.player == Some(P(player)))
    }

    /// Character ability text: the Demon does not wake "tonight" only; a player who is not the
    /// Demon is not kept asleep.
    #[test]
    fn only_the_demon_and_only_tonight() {
        let mut g = setup_game(
            Some(Edition::BadMoonRising),
            &[
                "po",
                "assassin",
                "chambermaid",
                "grandmother",
                "exorcist",
                "sailor",
                "gambler",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("exorcist", P(4), P(5))).unwrap();
        assert!(wakes(&g, 5) && wakes(&g, 0));
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("exorcist", P(4), P(0))).unwrap();
        assert!(!wakes(&g, 0));
        g.apply(Command::EndNight).unwrap();
        // During the day, the coming night's sheet has the Demon again.
        assert!(wakes(&g, 0));
    }
}
