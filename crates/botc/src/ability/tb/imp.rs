//! Imp (Trouble Brewing, Demon). 000: each night but the first, he chooses a player, who dies;
//! if he chooses himself, he dies and a Minion becomes the Imp.

use crate::ability::prelude::*;

pub const ABILITY: Ability = Ability {
    id: "imp",
    choice: Some(learn::DEMON_ATTACK),
    acts: Some(learn::demon_attack),
    says: learn::DEMON_ATTACK_SAYS,
    learns: Some(learn::attack),
    on_death: Some(OnDeath {
        order: 1,
        then: star_pass,
    }),
    ..Ability::PLAIN
};

/// "If you kill yourself this way, a Minion becomes the Imp": the ability does not say which,
/// so the Storyteller picks among the living Minions (000: "c'est le Conteur qui décide") —
/// unless a Demon is already alive again (the Scarlet Woman took over first).
fn star_pass(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let self_kill = holder == died.player
        && died.cause == DeathCause::Demon
        && state
            .choices
            .last()
            .is_some_and(|c| c.by == holder && c.targets == [holder]);
    let demon_alive = state
        .seats
        .iter()
        .any(|s| s.alive && s.team() == Some(Team::Demon));
    let minions = star_pass_candidates(state);
    if !self_kill || demon_alive || minions.is_empty() {
        return Reaction::default();
    }
    let kind = PendingKind::StarPass { demon: holder };
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions: minions
            .into_iter()
            .map(|m| Command::ChangeCharacter {
                player: m,
                character: died.character.clone(),
            })
            .collect(),
    });
    Reaction {
        events: vec![Event::PendingAdded { kind }],
        triggers: vec![],
    }
}
