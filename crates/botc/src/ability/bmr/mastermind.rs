//! Mastermind (Bad Moon Rising, Minion). Character ability text: if the Demon dies by execution
//! and that would end the game, the game goes on for one more day; a player executed on that
//! day makes their team lose, and with no execution that day evil wins (good does not win).
//! The Mastermind must be alive with the ability working when the Demon is executed (000: a
//! dead, drunk or poisoned player has no ability). The win is worked out by
//! [`crate::victory`] from the record this hook leaves.
//!
//! A Mastermind the Vigormortis killed keeps their ability while dead, through the
//! Vigormortis's ability — which ends when the Vigormortis dies, so its execution would find
//! the Mastermind without one. Jinx with the Vigormortis (official jinx list,
//! [`crate::jinx`]): that Mastermind keeps the ability even so (unless drunk or poisoned).
//!
//! Jinx with the Al-Hadikhia: when the executed Demon is the Al-Hadikhia (the Mastermind alive,
//! its ability working), that night the dead Al-Hadikhia acts by the jinx: the Mastermind's
//! record holds the game open and lends it its ability for that night only
//! ([`Ability::lends_ability`], [`al_hadikhia_names_tonight`]), so it wakes at its place and
//! names three players, in strict mode three different living good players (the
//! Al-Hadikhia's own act, [`carousel::alhadikhia`]). Each of them then chooses to live or to
//! die, which the Storyteller runs and records as the Mastermind's act with no player: the
//! three named when all three chose to live (evil wins), no one otherwise (good wins), the
//! two suggestions of the decision offered once they are named. The win is then declared as
//! any other ability's ([`WinReason::Mastermind`]), for the Storyteller to confirm. Set aside,
//! the extra day decides as usual.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mastermind",
    wakes: Wakes::Never,
    extra_day: true,
    lends_ability: Some(lends_to_al_hadikhia),
    acts: Some(three_chose),
    says_for_storyteller: Some([
        "The Al-Hadikhia's three all chose to live ({targets}): evil wins",
        "Les trois de l'Al-Hadikhia ont tous choisi de vivre ({targets}) : le Mal gagne",
    ]),
    says_for_storyteller_naming_no_one: Some([
        "Not all of the Al-Hadikhia's three chose to live: good wins",
        "Les trois de l'Al-Hadikhia n'ont pas tous choisi de vivre : le Bien gagne",
    ]),
    on_death: Some(OnDeath {
        // After a Minion who becomes the Demon (0) and a Demon passing itself on (1): the
        // game ends only if no Demon is left.
        order: 2,
        then: demon_executed,
    }),
    ..Ability::PLAIN
};

/// The Demon's execution would end the game: the extra day is recorded as the Mastermind's
/// choice of the executed Demon, on the day of the execution.
fn demon_executed(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let demon_left = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
    let succession = state
        .pending
        .iter()
        .any(|p| matches!(p.kind, PendingKind::StarPass { .. }));
    let alive = state.seat(holder).is_some_and(|s| s.alive);
    let works = if alive {
        ability_works(state, holder)
    } else {
        kept_by_vigormortis(state, holder)
    };
    if died.team != Some(Team::Demon)
        || died.cause != DeathCause::Execution
        || demon_left
        || succession
        || !works
    {
        return Reaction::default();
    }
    let character = state.seat(holder).unwrap().character_id().to_string();
    state.choices.push(Chosen {
        by: holder,
        character,
        targets: vec![died.player],
        phase: state.phase,
        worked: true,
    });
    Reaction::default()
}

/// The jinx partner whose execution is decided by three good players' choices.
const AL_HADIKHIA: &str = "alhadikhia";

/// The record of the Mastermind `holder` holding the game open after `demon` was executed on
/// the day before the night of the sheet (tonight, or the coming night by day).
fn held_open_last_day(state: &GameState, holder: Option<PlayerId>, demon: PlayerId) -> bool {
    let Some(night) = night_of(state) else {
        return false;
    };
    let day = Phase::Day(night.saturating_sub(1));
    state.choices.iter().any(|c| {
        holder.is_none_or(|h| c.by == h)
            && c.character == ABILITY.id
            && c.targets == [demon]
            && c.phase == day
    })
}

/// Jinx (the Al-Hadikhia): `player` is the Al-Hadikhia executed on the day before the night
/// of the sheet while the Mastermind's ability held the game open, the jinx in force: that
/// night they name three good players.
pub fn al_hadikhia_names_tonight(state: &GameState, player: PlayerId) -> bool {
    jinx::active(state, ABILITY.id, AL_HADIKHIA)
        && state
            .seat(player)
            .is_some_and(|s| !s.alive && s.is(AL_HADIKHIA))
        && held_open_last_day(state, None, player)
}

/// The dead Al-Hadikhia acts that night by the jinx, through the Mastermind who held the game
/// open.
fn lends_to_al_hadikhia(state: &GameState, holder: PlayerId, dead: &Seat) -> bool {
    al_hadikhia_names_tonight(state, dead.id) && held_open_last_day(state, Some(holder), dead.id)
}

/// Jinx (the Al-Hadikhia): the Al-Hadikhia named its three tonight: the Storyteller is offered
/// the verdict of their choices, all three chose to live (evil wins) or not (good wins).
pub fn offer_three_chose(
    state: &mut GameState,
    al_hadikhia: PlayerId,
    named: &[PlayerId],
) -> Event {
    let verdict = |targets: Vec<PlayerId>| Command::Act {
        character: ABILITY.id.into(),
        by: None,
        targets,
        guess: None,
    };
    learn::offer_decision(
        state,
        al_hadikhia,
        AL_HADIKHIA,
        vec![verdict(named.to_vec()), verdict(Vec::new())],
    )
}

/// The three players the Al-Hadikhia named tonight by the jinx, if it did.
fn named_tonight(state: &GameState) -> Option<Vec<PlayerId>> {
    state
        .choices
        .iter()
        .rev()
        .find(|c| {
            c.character == AL_HADIKHIA
                && c.phase == state.phase
                && c.worked
                && al_hadikhia_names_tonight(state, c.by)
        })
        .map(|c| c.targets.clone())
}

/// Jinx (the Al-Hadikhia): the Storyteller records the three's choices, naming them when all
/// three chose to live, no one otherwise; the win follows (evil, or good). Strict: at night,
/// after the naming, the three named or no one.
fn three_chose(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    require_night(state, act)?;
    for t in act.targets {
        state.require(*t)?;
    }
    if act.strict {
        let named = named_tonight(state).ok_or_else(|| RuleError::CannotAct {
            character: ABILITY.id.into(),
        })?;
        let all = act.targets.len() == named.len() && named.iter().all(|p| act.targets.contains(p));
        if let Some(t) = act.targets.iter().find(|_| !all) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(*t),
                character: ABILITY.id.into(),
            });
        }
    }
    let winner = if act.targets.is_empty() {
        Alignment::Good
    } else {
        Alignment::Evil
    };
    state.ability_wins.push(Win {
        winner,
        reason: WinReason::Mastermind,
    });
    Ok(Vec::new())
}

/// The jinx partner that lets a dead Mastermind keep the ability (official jinx list).
const VIGORMORTIS: &str = "vigormortis";

/// A dead Mastermind the Vigormortis killed (marked "Has Ability"), with the jinx in force:
/// the ability stays when the Vigormortis dies, unless the Mastermind is drunk or poisoned.
fn kept_by_vigormortis(state: &GameState, holder: PlayerId) -> bool {
    let marked = state.reminders.iter().any(|r| {
        r.player == holder
            && r.character == VIGORMORTIS
            && r.reminder == snv::vigormortis::HAS_ABILITY
    });
    marked && jinx::active(state, ABILITY.id, VIGORMORTIS) && !is_impaired(state, holder)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Lang;
    use crate::test_util::P;

    /// Jinx (the Al-Hadikhia): the two suggestions of the verdict read as what the three chose
    /// and who wins, in both languages.
    #[test]
    fn the_verdict_reads_as_the_win() {
        let g = crate::ability::carousel::tests::custom_game(&[
            "alhadikhia",
            "mastermind",
            "chef",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        let verdict = |targets: Vec<PlayerId>| Command::Act {
            character: ABILITY.id.into(),
            by: None,
            targets,
            guess: None,
        };
        let all = verdict(vec![P(2), P(3), P(4)]);
        assert_eq!(
            all.describe(g.state(), Lang::En),
            "The Al-Hadikhia's three all chose to live (P2, P3, P4): evil wins"
        );
        assert_eq!(
            verdict(Vec::new()).describe(g.state(), Lang::Fr),
            "Les trois de l'Al-Hadikhia n'ont pas tous choisi de vivre : le Bien gagne"
        );
    }
}
