//! Summoner (Carousel, Minion). Character ability text, in our words: no Demon starts in play;
//! the Summoner is shown three bluffs on the first night, and on the third night chooses a
//! player, who becomes an evil Demon of the Summoner's choice.
//!
//! Rule decisions:
//! - Setup ([`SetupEffect::NoDemon`] in the table): the draw that puts the Summoner in draws no
//!   Demon and one more Townsfolk in its place; the setup check accepts a pick with the
//!   Summoner and no Demon, and warns about a Demon picked with them. The bluffs are the
//!   game's bluffs (`set_bluffs`), shown to the Summoner at their step on the first night.
//! - Until the summoning, no Demon in play is not a good win: the Demon-dead win is held back
//!   while the Summoner's ability works and is unused, or while the Storyteller holds it
//!   (below: [`Ability::blocks_win`], [`Ability::blocks_win_when_storyteller_holds`]), up to
//!   the end of the third night, when the summoning can no longer be done. A Summoner who died
//!   or lost the ability before summoning, with no jinx giving the Storyteller the ability,
//!   holds nothing back: the game-over decision then waits for the Storyteller (002), who may
//!   keep the game going.
//! - On the third night the Summoner names a player and a Demon (`guess`): that player
//!   becomes that Demon (000/003: a new character, the old ability gone) and evil, and is woken
//!   to be told. Strict mode refuses another night, a character that is not a Demon, and a
//!   second summoning. A drunk or poisoned Summoner's choice does nothing (001); the ability is
//!   spent, and the Storyteller makes the Demon by hand if they wish (a character change).
//!
//! The official jinxes (each asked where the rule lives, one mechanism per rule):
//! - The Storyteller's summoning: an act with no player (`by` empty) names the player and the
//!   Demon. Strict mode accepts it only when the Storyteller holds the ability: the living
//!   Summoner has no ability (drunk, poisoned, or their ability taken) with the Courtier or
//!   the Preacher in play; the living Summoner left play with the Engineer in the game (a
//!   step with no player on the third night, [`Ability::held_by_no_one`], and a decision
//!   offered as the night begins, one suggestion per Demon and player); or the Poppy
//!   Grower is alive as the Summoner summons, who then names the Demon only (no player) and
//!   the Storyteller is offered the player (a decision, one suggestion per player). A
//!   Summoner without ability whose choice did nothing leaves the Storyteller the decision,
//!   their own choice suggested first.
//! - With the Pukka on the script, the Summoner may summon a Pukka on the second night (a
//!   choice that may be skipped; strict mode refuses another Demon that night).
//! - A second living Demon made (the Hatter, the Kazali, the Pit-Hag): the Storyteller is
//!   offered tonight's deaths, as the Pit-Hag's new Demon does.
//! - Legion summoned: every evil player becomes Legion ([`carousel::legion`]).
//! - A dead player summoned as the Zombuul counts as having died once: dead to the town, they
//!   live on ([`bmr::zombuul::counts_as_died_once`]).
//! - A Lord of Typhon summoned: strict mode refuses a player with no Minion beside them; the
//!   other neighbour turns evil, and the Storyteller is offered which Minion they become.
//! - The Clockmaker counts from the Summoner as the Demon ([`snv::clockmaker`]).
//! - An Alchemist holding the Summoner's ability ([`carousel::alchemist`]: given only in a game
//!   set up with no Demon, where the setup check accepts the Alchemist with no Demon and the
//!   Summoner on the script) is shown no bluffs, names the Demon only on the third night (the
//!   Storyteller is offered the player, as with the Poppy Grower), and dying before naming it
//!   hands the win to evil ([`WinReason::DiedBeforeSummoning`], offered as any win).
//! - The Marionette comes into play after the Demon, as their neighbour: the draw puts no
//!   Marionette in with the Summoner, and once a Demon is summoned the Storyteller is offered
//!   whether a good neighbour of theirs becomes the Marionette (an act with no player naming
//!   that neighbour and the Marionette; they turn evil and still believe they are their old
//!   character). Strict mode refuses it on another night, for another player, or with a
//!   Marionette in play.

use crate::ability::prelude::*;

const ID: &str = "summoner";

/// The night the Summoner summons.
pub const SUMMONING_NIGHT: u32 = 3;

/// The night a Pukka may be summoned (official jinx Pukka & Summoner).
const PUKKA_NIGHT: u32 = 2;
const PUKKA: &str = "pukka";

/// A player and a Demon.
const CHOICE: Choice = Choice {
    guess: true,
    nameable: Some(Nameable(summonable)),
    ..Choice::of(1, Then::Acts)
};

/// The Demon only: the Storyteller picks the player (official jinx Poppy Grower & Summoner).
const DEMON_ONLY: Choice = Choice {
    guess: true,
    nameable: Some(Nameable(summonable)),
    ..Choice::of(0, Then::Acts)
};

/// What the Summoner may name tonight: a Demon of the script (on the second night, only the
/// Pukka: official jinx Pukka & Summoner).
fn summonable(state: &GameState, id: &str) -> bool {
    state.character(id).is_some_and(|d| d.team == Team::Demon)
        && (state.phase != Phase::Night(PUKKA_NIGHT) || id == PUKKA)
}

pub const ABILITY: Ability = Ability {
    id: ID,
    wakes: Wakes::Always,
    choice_now: Some(choice_tonight),
    acts: Some(summon),
    says: Some([
        "{by} (Summoner) summons the Demon: {targets}",
        "{by} (Invocateur) invoque le Démon : {targets}",
    ]),
    says_naming_no_one: Some([
        "{by} (Summoner) names the Demon to summon{targets}; the Storyteller picks the player",
        "{by} (Invocateur) nomme le Démon à invoquer{targets} ; le Conteur choisit le joueur",
    ]),
    says_for_storyteller: Some([
        "The Storyteller acts for the Summoner: {targets}",
        "Le Conteur agit pour l'Invocateur : {targets}",
    ]),
    learns: Some(bluffs),
    blocks_win: Some(|state, holder, win| {
        win.reason == WinReason::DemonDead
            && summoning_ahead(state)
            && (state.seat(holder).is_some_and(|s| !s.ability_used)
                || storyteller_holds(state).is_some())
    }),
    blocks_win_when_storyteller_holds: Some(|state, win| {
        win.reason == WinReason::DemonDead
            && summoning_ahead(state)
            && storyteller_holds(state).is_some()
    }),
    held_by_no_one: Some(held_by_the_storyteller),
    on_death: Some(OnDeath {
        order: 3,
        then: alchemist_died,
    }),
    ..Ability::PLAIN
};

/// The summoning may still be done: up to the end of the third night.
fn summoning_ahead(state: &GameState) -> bool {
    match state.phase {
        Phase::FirstNight => true,
        Phase::Day(n) => n < SUMMONING_NIGHT,
        Phase::Night(n) => n <= SUMMONING_NIGHT,
        _ => false,
    }
}

const ALCHEMIST: &str = "alchemist";

/// Official jinx Alchemist & Summoner: the player is the Alchemist holding the Summoner's
/// ability.
fn alchemist_holds(state: &GameState, player: PlayerId) -> bool {
    jinx::scripted(state, ALCHEMIST, ID)
        && state
            .seat(player)
            .is_some_and(|s| s.is(ALCHEMIST) && s.gained_id() == Some(ID))
}

/// Official jinx Alchemist & Summoner: the Alchemist holding the Summoner's ability dies before
/// naming the Demon: evil wins.
fn alchemist_died(state: &mut GameState, holder: PlayerId, died: &Died) -> Reaction {
    let named = state
        .choices
        .iter()
        .any(|c| c.by == holder && c.character == ID);
    if died.player == holder && alchemist_holds(state, holder) && !named && !summoned(state) {
        state.ability_wins.push(Win {
            winner: Alignment::Evil,
            reason: WinReason::DiedBeforeSummoning,
        });
    }
    Reaction::default()
}

/// The choice tonight: on the third night, or the second with the Pukka's jinx (optional then);
/// the Demon only while the Poppy Grower lives.
fn choice_tonight(state: &GameState, holder: PlayerId) -> Option<Choice> {
    let night = state.phase.night_number()?;
    let early = night == PUKKA_NIGHT && jinx::scripted(state, PUKKA, ID);
    if night != SUMMONING_NIGHT && !early {
        return None;
    }
    let choice = if poppy_grower_alive(state) || alchemist_holds(state, holder) {
        DEMON_ONLY
    } else {
        CHOICE
    };
    Some(Choice {
        optional: early,
        ..choice
    })
}

/// Is the summoning allowed tonight for this Demon (the third night; the second for a Pukka)?
fn night_allows(state: &GameState, demon: &str) -> bool {
    match state.phase {
        Phase::Night(SUMMONING_NIGHT) => true,
        Phase::Night(PUKKA_NIGHT) => demon == PUKKA && jinx::scripted(state, PUKKA, ID),
        _ => false,
    }
}

/// Official jinx Poppy Grower & Summoner: the Poppy Grower is alive.
fn poppy_grower_alive(state: &GameState) -> bool {
    jinx::active(state, "poppygrower", ID)
        && state
            .seats
            .iter()
            .any(|s| s.is("poppygrower") && really_alive(state, s.id))
}

/// The first night: the three bluffs (none for the Alchemist holding the ability: their jinx).
fn bluffs(state: &GameState, seat: &Seat) -> NightInfo {
    if state.phase == Phase::FirstNight && !alchemist_holds(state, seat.id) {
        NightInfo::Characters {
            characters: state.bluffs.clone(),
        }
    } else {
        NightInfo::Nothing
    }
}

/// Has a Demon been summoned (a summoning that worked, by the Summoner or the Storyteller)?
fn summoned(state: &GameState) -> bool {
    state
        .choices
        .iter()
        .any(|c| c.character == ID && c.worked && !c.targets.is_empty())
}

/// The player who was the Summoner and left play alive (a character change), if no one is
/// the Summoner now.
fn left_play_alive(state: &GameState) -> Option<PlayerId> {
    if state.in_play(ID) {
        return None;
    }
    state
        .changes
        .iter()
        .rev()
        .find(|c| c.from == ID && really_alive(state, c.player))
        .map(|c| c.player)
}

/// Official jinx Engineer & Summoner: the living Summoner left play, so the Storyteller holds
/// the ability: a step with no player on the third night until the summoning.
fn held_by_the_storyteller(state: &GameState) -> Option<bool> {
    (state.phase == Phase::Night(SUMMONING_NIGHT)
        && !summoned(state)
        && left_play_alive(state).is_some()
        && jinx::scripted(state, "engineer", ID))
    .then_some(true)
}

/// The living Summoner has no ability (drunk, poisoned, or taken) and the Courtier or the
/// Preacher is in play: the Storyteller holds it (official jinxes).
fn no_ability_storyteller_holds(state: &GameState) -> Option<PlayerId> {
    let jinxed = ["courtier", "preacher"]
        .iter()
        .any(|p| jinx::active(state, p, ID));
    if !jinxed {
        return None;
    }
    state
        .seats
        .iter()
        .find(|s| s.is(ID) && really_alive(state, s.id) && !ability_works(state, s.id))
        .map(|s| s.id)
}

/// The Summoner named the Demon tonight without a player (the Poppy Grower's jinx).
fn named_the_demon_tonight(state: &GameState) -> Option<PlayerId> {
    state
        .choices
        .iter()
        .find(|c| c.character == ID && c.phase == state.phase && c.worked && c.targets.is_empty())
        .map(|c| c.by)
}

/// The Storyteller may summon now, for this player (the Summoner, or who was): `None` when
/// the Storyteller does not hold the ability.
fn storyteller_holds(state: &GameState) -> Option<PlayerId> {
    if summoned(state) {
        return None;
    }
    named_the_demon_tonight(state)
        .or_else(|| no_ability_storyteller_holds(state))
        .or_else(|| {
            jinx::scripted(state, "engineer", ID)
                .then(|| left_play_alive(state))
                .flatten()
        })
}

/// Official jinx Engineer & Summoner: as the third night begins with the living Summoner out
/// of play, the Storyteller is offered the summoning: one suggestion per Demon of the script
/// and player (asked by the Engineer's ability, [`carousel::engineer`]).
pub fn offer_storyteller_summoning(state: &mut GameState) -> Option<Event> {
    held_by_the_storyteller(state)?;
    let by = left_play_alive(state)?;
    let kind = PendingKind::Chooses {
        player: by,
        character: ID.into(),
    };
    if state.pending.iter().any(|p| p.kind == kind) {
        return None;
    }
    let demons: Vec<&'static str> = state
        .script
        .characters()
        .into_iter()
        .filter(|d| d.team == Team::Demon)
        .map(|d| d.id)
        .collect();
    let players: Vec<PlayerId> = state
        .seats
        .iter()
        .filter(|s| !s.traveller)
        .map(|s| s.id)
        .collect();
    let suggestions = demons
        .iter()
        .flat_map(|d| {
            players.iter().map(move |p| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![*p],
                guess: Some(d.to_string()),
            })
        })
        .collect();
    state.pending.push(Pending {
        kind: kind.clone(),
        suggestions,
    });
    Some(Event::PendingAdded { kind })
}

/// The summoning: the player named becomes the Demon named, evil; the Summoner's own choice,
/// or the Storyteller's (no player).
fn summon(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    require_night(state, act)?;
    match act.by {
        Some(by) => summoner_summons(state, act, by),
        None => storyteller_summons(state, act),
    }
}

/// A Demon character, summoned tonight; a Lord of Typhon beside a Minion (strict mode).
fn check_demon(
    state: &GameState,
    act: &Act,
    (team, demon): (Team, &str),
    target: Option<PlayerId>,
) -> Result<(), RuleError> {
    if !act.strict {
        return Ok(());
    }
    if team != Team::Demon {
        return Err(RuleError::NamedNotAllowed {
            character: ID.into(),
            named: demon.into(),
        });
    }
    if !night_allows(state, demon) {
        return Err(RuleError::NoActionTonight {
            character: ID.into(),
        });
    }
    if let Some(t) = target.filter(|_| demon == TYPHON && jinx::scripted(state, TYPHON, ID)) {
        let beside = [false, true]
            .into_iter()
            .filter_map(|way| state.neighbour(t, way, false))
            .any(|n| is_minion(state, n));
        if !beside {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(t),
                character: ID.into(),
            });
        }
    }
    Ok(())
}

fn summoner_summons(
    state: &mut GameState,
    act: &Act,
    by: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    let me = state.require(by)?.clone();
    let def = named_character(state, act, ID)?;
    let demon_only = poppy_grower_alive(state) || alchemist_holds(state, by);
    if act.strict {
        is_character(state, by, ID)?;
        if me.ability_used {
            return Err(RuleError::AbilityAlreadyUsed {
                name: me.name,
                character: ID.into(),
            });
        }
        check_demon(state, act, (def.team, def.id), act.targets.first().copied())?;
        let needed = usize::from(!demon_only);
        if act.targets.len() != needed {
            return Err(RuleError::WrongChoiceCount {
                character: ID.into(),
                needed,
                got: act.targets.len(),
            });
        }
    }
    for t in act.targets {
        state.require(*t)?;
    }
    let target = act.targets.first().copied();
    let works = record_choice(state, by, ID, target.into_iter().collect());
    state.seat_mut(by).expect("checked").ability_used = true;
    let mut events = vec![Event::AbilitySpent { player: by }];
    if !works {
        events.push(Event::NoEffect {
            player: by,
            reason: NoEffect::Impaired,
        });
        if no_ability_storyteller_holds(state).is_some() && !summoned(state) {
            events.push(offer_the_player(state, by, def.id, target));
        }
        return Ok(events);
    }
    match target {
        Some(target) => events.extend(make_demon(state, by, target, def.id)),
        None => events.push(offer_the_player(state, by, def.id, None)),
    }
    Ok(events)
}

/// The Storyteller's decision of the player to summon as `demon` (first the one `first`).
fn offer_the_player(
    state: &mut GameState,
    by: PlayerId,
    demon: &str,
    first: Option<PlayerId>,
) -> Event {
    let mut players: Vec<PlayerId> = first.into_iter().collect();
    players.extend(
        state
            .seats
            .iter()
            .filter(|s| s.id != by && !s.traveller && Some(s.id) != first)
            .map(|s| s.id),
    );
    offer_storytellers_acts(state, by, players, demon)
}

fn storyteller_summons(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    let target = act.target()?;
    state.require(target)?;
    let def = named_character(state, act, ID)?;
    if def.id == MARIONETTE {
        return marionette_beside(state, act, target);
    }
    let holder = storyteller_holds(state);
    if act.strict {
        if holder.is_none() {
            return Err(RuleError::CannotAct {
                character: ID.into(),
            });
        }
        check_demon(state, act, (def.team, def.id), Some(target))?;
    }
    let by = holder
        .or_else(|| state.find(ID).map(|s| s.id))
        .unwrap_or(target);
    state.choices.push(Chosen {
        by,
        character: ID.into(),
        targets: vec![target],
        phase: state.phase,
        worked: true,
    });
    Ok(make_demon(state, by, target, def.id))
}

/// The player becomes the Demon, evil, and what the jinxes add.
fn make_demon(state: &mut GameState, by: PlayerId, target: PlayerId, demon: &str) -> Vec<Event> {
    let mut events = Vec::new();
    if demon == TYPHON && jinx::scripted(state, TYPHON, ID) {
        events.extend(typhon_neighbour(state, by, target));
    }
    events.push(change_character(state, target, demon));
    let seat = state.seat_mut(target).expect("checked");
    if seat.alignment != Some(Alignment::Evil) {
        seat.alignment = Some(Alignment::Evil);
        events.push(Event::AlignmentChanged { player: target });
    }
    if demon == "zombuul" && jinx::scripted(state, ID, demon) {
        bmr::zombuul::counts_as_died_once(state, target);
    }
    if demon == "legion" && jinx::scripted(state, ID, demon) {
        events.extend(carousel::legion::every_evil_player_becomes_legion(state));
    }
    let second_demon = state
        .seats
        .iter()
        .filter(|s| s.team() == Some(Team::Demon) && really_alive(state, s.id))
        .count()
        > 1;
    let makers = ["hatter", "kazali", "pithag"];
    if second_demon && makers.iter().any(|m| jinx::scripted(state, m, ID)) {
        events.push(offer_deaths(state, by));
    }
    events.extend(offer_marionette(state, by, target));
    events
}

const MARIONETTE: &str = "marionette";

/// The good neighbours of the summoned Demon `demon` who may become the Marionette (official
/// jinx Marionette & Summoner), while no one is the Marionette.
fn marionette_candidates(state: &GameState, demon: PlayerId) -> Vec<PlayerId> {
    if !jinx::scripted(state, MARIONETTE, ID) || state.in_play(MARIONETTE) {
        return Vec::new();
    }
    let mut players: Vec<PlayerId> = [false, true]
        .into_iter()
        .filter_map(|way| state.neighbour(demon, way, false))
        .filter(|p| {
            state
                .seat(*p)
                .is_some_and(|s| s.is_good() && !s.traveller && s.id != demon)
        })
        .collect();
    players.dedup();
    players
}

/// Official jinx Marionette & Summoner: the Marionette comes into play after the Demon, as
/// their neighbour. The Demon summoned, the Storyteller is offered whether a good neighbour
/// becomes the Marionette (one suggestion each; dismissed, no Marionette).
fn offer_marionette(state: &mut GameState, by: PlayerId, demon: PlayerId) -> Option<Event> {
    let players = marionette_candidates(state, demon);
    if players.is_empty() {
        return None;
    }
    Some(offer_storytellers_acts(state, by, players, MARIONETTE))
}

/// Offers the Storyteller, for the Summoner `by`, their act making one of `players` this
/// character (a Demon summoned, the Marionette beside it).
fn offer_storytellers_acts(
    state: &mut GameState,
    by: PlayerId,
    players: Vec<PlayerId>,
    character: &str,
) -> Event {
    learn::offer_decision(
        state,
        by,
        ID,
        players
            .into_iter()
            .map(|p| Command::Act {
                character: ID.into(),
                by: None,
                targets: vec![p],
                guess: Some(character.to_string()),
            })
            .collect(),
    )
}

/// The Demon summoned tonight (the last summoning that worked, tonight).
fn summoned_tonight(state: &GameState) -> Option<PlayerId> {
    state
        .choices
        .iter()
        .rev()
        .find(|c| c.character == ID && c.worked && c.phase == state.phase)
        .and_then(|c| c.targets.first().copied())
}

/// The Storyteller makes a neighbour of the Demon summoned tonight the Marionette: evil, still
/// believing they are their good character (strict: only then, only a good neighbour, and
/// while no one is the Marionette).
fn marionette_beside(
    state: &mut GameState,
    act: &Act,
    target: PlayerId,
) -> Result<Vec<Event>, RuleError> {
    if act.strict {
        let demon = summoned_tonight(state).ok_or(RuleError::CannotAct {
            character: ID.into(),
        })?;
        if !marionette_candidates(state, demon).contains(&target) {
            return Err(RuleError::ChoiceNotAllowed {
                name: state.name(target),
                character: ID.into(),
            });
        }
    }
    let was = state.seat(target).map(|s| s.character_id().to_string());
    let mut events = vec![change_character(state, target, MARIONETTE)];
    let seat = state.seat_mut(target).expect("checked");
    seat.shown = was;
    if seat.alignment != Some(Alignment::Evil) {
        seat.alignment = Some(Alignment::Evil);
        events.push(Event::AlignmentChanged { player: target });
    }
    Ok(events)
}

/// Official jinxes of the Summoner with the Hatter, the Kazali and the Pit-Hag: a second
/// living Demon made, tonight's deaths are the Storyteller's (one suggestion per living player,
/// settled or dismissed, never forced).
fn offer_deaths(state: &mut GameState, by: PlayerId) -> Event {
    learn::offer_tonights_deaths(state, by, ID)
}

const TYPHON: &str = "lordoftyphon";

fn is_minion(state: &GameState, p: PlayerId) -> bool {
    state
        .seat(p)
        .is_some_and(|s| s.team() == Some(Team::Minion))
}

/// The summoned Lord of Typhon's neighbours (official jinx): one beside them is a Minion; the
/// other turns evil and the Storyteller is offered which Minion (of the script, not in play)
/// they become.
fn typhon_neighbour(state: &mut GameState, by: PlayerId, target: PlayerId) -> Vec<Event> {
    let (Some(left), Some(right)) = (
        state.neighbour(target, false, false),
        state.neighbour(target, true, false),
    ) else {
        return Vec::new();
    };
    let other = match (is_minion(state, left), is_minion(state, right)) {
        (true, false) => right,
        (false, true) => left,
        _ => return Vec::new(),
    };
    let mut events = Vec::new();
    let seat = state.seat_mut(other).expect("a neighbour");
    if seat.alignment != Some(Alignment::Evil) {
        seat.alignment = Some(Alignment::Evil);
        events.push(Event::AlignmentChanged { player: other });
    }
    let minions = state.not_in_play(Team::Minion);
    if !minions.is_empty() {
        events.push(learn::offer_decision(
            state,
            by,
            ID,
            minions
                .into_iter()
                .map(|m| Command::ChangeCharacter {
                    player: other,
                    character: m.into(),
                })
                .collect(),
        ));
    }
    events
}

#[cfg(test)]
mod tests {
    use crate::ability::carousel::tests::custom_game;
    use crate::command::Command;
    use crate::error::RuleError;
    use crate::test_util::*;

    fn summon(g: &mut crate::Game, target: u32, demon: &str) -> Result<(), RuleError> {
        g.apply(Command::Act {
            character: "summoner".into(),
            by: Some(P(0)),
            targets: vec![P(target)],
            guess: Some(demon.into()),
        })
        .map(|_| ())
    }

    /// The screen's list on the third night: the script's Demons, not every character.
    #[test]
    fn the_summoning_offers_the_demons() {
        let mut g = setup_game(
            Some(crate::character::Edition::Carousel),
            &[
                "summoner", "steward", "knight", "noble", "pixie", "general", "preacher",
            ],
        );
        g.apply(Command::StartGame).unwrap();
        next_night(&mut g);
        next_night(&mut g);
        let choice = super::choice_tonight(g.state(), P(0)).unwrap();
        let offered = choice.names_offered(g.state());
        let demons = g
            .state()
            .script
            .characters()
            .into_iter()
            .filter(|d| d.team == crate::character::Team::Demon)
            .count();
        assert!(demons > 0);
        assert_eq!(offered.len(), demons);
        assert!(
            offered
                .iter()
                .all(|d| d.team == crate::character::Team::Demon),
            "{:?}",
            offered.iter().map(|d| d.id).collect::<Vec<_>>()
        );
    }

    /// Without the Pukka on the script (no jinx), a Pukka waits for the third night.
    #[test]
    fn a_pukka_waits_for_the_third_night_without_the_jinx() {
        let mut g = custom_game(&[
            "summoner", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        next_night(&mut g);
        assert!(matches!(
            summon(&mut g, 2, "pukka"),
            Err(RuleError::NoActionTonight { .. })
        ));
        next_night(&mut g);
        summon(&mut g, 2, "pukka").unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("pukka"));
    }

    /// Official jinx Courtier & Summoner: while the Storyteller holds the ability of the
    /// Summoner the Courtier made drunk, no Demon is no good win, up to the end of the third
    /// night (no summoning done then, the win is offered); the same Summoner poisoned without
    /// the jinx holds nothing back.
    #[test]
    fn the_storyteller_holding_the_ability_holds_the_win_back_until_night_three_ends() {
        let win = |g: &crate::Game| crate::victory::check(g.state());
        let game_over = |g: &crate::Game| {
            g.state()
                .pending
                .iter()
                .any(|p| matches!(p.kind, crate::pending::PendingKind::GameOver { .. }))
        };
        let mut g = custom_game(&[
            "summoner", "courtier", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::Act {
            character: "courtier".into(),
            by: Some(P(1)),
            targets: vec![],
            guess: Some("summoner".into()),
        })
        .unwrap();
        for _ in 0..2 {
            assert_eq!(win(&g), None);
            assert!(!game_over(&g));
            next_night(&mut g);
        }
        assert_eq!(g.state().phase, crate::phase::Phase::Night(3));
        assert_eq!(win(&g), None);
        assert!(!game_over(&g));
        g.apply(Command::EndNight).unwrap();
        assert_eq!(
            win(&g).map(|w| (w.winner, w.reason)),
            Some((
                crate::character::Alignment::Good,
                crate::victory::WinReason::DemonDead
            ))
        );
        assert!(game_over(&g));

        let mut g = custom_game(&[
            "summoner", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        poison(&mut g, P(0));
        assert!(win(&g).is_some());
    }

    /// Official jinx Marionette & Summoner: without the Marionette on the script, a summoning
    /// offers no Marionette.
    #[test]
    fn no_marionette_offered_without_the_jinx() {
        let mut g = custom_game(&[
            "summoner", "chef", "empath", "monk", "soldier", "mayor", "virgin",
        ]);
        next_night(&mut g);
        next_night(&mut g);
        summon(&mut g, 2, "imp").unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("imp"));
        assert!(g.state().pending.is_empty());
    }

    /// A second living Demon summoned without the Hatter, the Kazali or the Pit-Hag: no
    /// decision of deaths is offered.
    #[test]
    fn a_second_demon_offers_deaths_only_with_the_jinx() {
        let mut g = custom_game(&[
            "summoner", "imp", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        next_night(&mut g);
        next_night(&mut g);
        summon(&mut g, 2, "nodashii").unwrap();
        assert!(g.state().seat(P(2)).unwrap().is("nodashii"));
        assert!(g.state().pending.is_empty());
    }
}
