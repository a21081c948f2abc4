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
//! Jinx with the Al-Hadikhia: when the executed Demon is the Al-Hadikhia, that night it names
//! three good players, and evil wins if all three choose to live, good otherwise. The
//! Mastermind's record still holds the game open, and the Storyteller is offered the verdict
//! at once, to settle that night once the three have chosen: evil wins (the first suggestion)
//! or good wins. The naming and the choices themselves are the Storyteller's to run; set
//! aside, the extra day decides as usual.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "mastermind",
    wakes: Wakes::Never,
    extra_day: true,
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
    if died.character == AL_HADIKHIA && jinx::active(state, ABILITY.id, AL_HADIKHIA) {
        return Reaction {
            events: three_good_players_decide(state, holder),
            triggers: vec![],
        };
    }
    Reaction::default()
}

/// The jinx partner whose execution is decided by three good players' choices.
const AL_HADIKHIA: &str = "alhadikhia";

/// Jinx (the Al-Hadikhia): the verdict of tonight's three good players, the Storyteller's to
/// give: evil wins (all three chose to live), or good wins.
fn three_good_players_decide(state: &mut GameState, holder: PlayerId) -> Vec<Event> {
    vec![learn::offer_decision(
        state,
        holder,
        AL_HADIKHIA,
        [Alignment::Evil, Alignment::Good]
            .into_iter()
            .map(|winner| Command::EndGame {
                winner,
                reason: None,
            })
            .collect(),
    )]
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
