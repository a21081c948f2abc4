//! The night sheet (002, "La nuit"): who wakes tonight, in the official order, with the
//! prompt and — where the character learns something — the true answer worked out from the
//! grimoire.
//!
//! What each character does is its definition's ([`crate::ability`]): when it wakes, what it
//! learns, what it chooses and the answer it then gets. A character without a definition falls
//! back to its prompt from the table ("the Storyteller handles it").

use serde::{Deserialize, Serialize};

use super::character::{self, Team, Text};
use super::command::Command;
use super::data::{DAWN_FIRST, DAWN_OTHER, DEMON_INFO_FIRST, DUSK, MINION_INFO_FIRST};
use super::error::RuleError;
use super::info::Info;
use super::phase::Phase;
use super::seat::{PlayerId, Seat};
use super::state::GameState;
use super::status::is_impaired;

use crate::ability::{self, EvilInfo, Wakes};

/// What a step of the sheet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// 002: "Tout le monde ferme les yeux".
    Dusk,
    /// 002: first night, 7+ players: wake the Minions and show them the Demon.
    MinionInfo,
    /// 002: first night, 7+ players: wake the Demon, show the Minions and three bluffs.
    DemonInfo,
    /// A player wakes for their character.
    Character,
    /// 001: a player whose character changed is told "You are" (they do not learn the evil
    /// team, 000/003).
    YouAre,
    /// 002: everyone wakes; announce who died tonight.
    Dawn,
}

/// How a player may register to an ability (002: "le Reclus peut s'enregistrer en tant que
/// Démon…", "l'espion peut s'enregistrer en tant que Villageois").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The player.
    pub player: PlayerId,
    /// Their real character when it fits the question; `None` when they only may register.
    pub character: Option<String>,
    /// The type they may register as instead of their own, if any.
    pub may_register_as: Option<Team>,
}

/// What the Demon's attack on a player would do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KillOutcome {
    /// The player dies.
    Dies,
    /// 001: already dead; nothing happens.
    AlreadyDead,
    /// Soldier.
    Soldier,
    /// Protected tonight (Monk).
    Protected,
    /// Mayor: the Storyteller may choose another player to die instead.
    MayorMayBounce,
    /// The Imp chooses itself: it dies and a Minion becomes the Imp.
    StarPass,
    /// Something keeps the player alive (000: the Innkeeper's "cannot die tonight", the Tea
    /// Lady's good neighbours, a sober Sailor, the Fool's first death).
    KeptAlive,
    /// The Fang Gu's first Outsider attacked: the Outsider lives on as the evil Fang Gu and the
    /// old Fang Gu dies.
    Jumps,
}

/// One player's character as the Storyteller sees it (Spy, Ravenkeeper).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GrimoireEntry {
    pub player: PlayerId,
    pub character: String,
    pub alive: bool,
    pub drunk: bool,
    pub poisoned: bool,
    /// The type the player may register as instead (Recluse, Spy).
    pub may_register_as: Vec<Team>,
}

/// The answer worked out for a step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NightInfo {
    /// Washerwoman / Librarian / Investigator: show `character` and point at `players` (one of
    /// them has it). `candidates` lists every player who makes the answer true.
    Pair {
        character: Option<String>,
        players: Vec<PlayerId>,
        candidates: Vec<Candidate>,
    },
    /// Librarian with no Outsider in play: show zero.
    Zero,
    /// Chef, Empath: a number; `may_be` lists other values registration allows.
    Number { value: u32, may_be: Vec<u32> },
    /// Fortune Teller: the players who register as the Demon (`yes`: Demon and red herring;
    /// `maybe`: may register, e.g. the Recluse). Nod if either chosen player is in `yes`.
    DemonCheck {
        yes: Vec<PlayerId>,
        maybe: Vec<PlayerId>,
    },
    /// Undertaker: the character of the player executed today (`None`: nobody was executed).
    Executed {
        player: Option<PlayerId>,
        character: Option<String>,
        may_register_as: Vec<Team>,
    },
    /// Ravenkeeper, Spy: characters in the grimoire.
    Grimoire { entries: Vec<GrimoireEntry> },
    /// Butler: the current master.
    Master { current: Option<PlayerId> },
    /// The Demon's choices: what an attack on each player does.
    Attack {
        outcomes: Vec<(PlayerId, KillOutcome)>,
    },
    /// 002 (Minion info): the Demon and the other Minions; with the Snitch, three good
    /// characters not in play for the Minions to bluff as. An ability may show a player among
    /// the Demons who is not one (the Magician).
    EvilTeam {
        demons: Vec<PlayerId>,
        minions: Vec<PlayerId>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        bluffs: Vec<String>,
    },
    /// 002 (Demon info): the Minions and three bluffs; and the players whose character the
    /// Demon is told (the King). An ability may show a player among the Minions who is not
    /// one (the Magician).
    DemonInfo {
        minions: Vec<PlayerId>,
        bluffs: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        known: Vec<Known>,
    },
    /// 001: the player's new character.
    YouAre { character: String },
    /// The ability the player holds now, though their character stays their own (the Cannibal
    /// told of a jinxed gain): [`Info::HasAbility`].
    HasAbility { character: String },
    /// 002 (dawn): who died tonight, and only that.
    Deaths { players: Vec<PlayerId> },
    /// Character tokens shown one after another (the Godfather's Outsiders in play; none
    /// when there are none).
    Characters { characters: Vec<String> },
    /// Nothing to tell tonight (the Exorcist who did not choose the Demon).
    Nothing,
    /// A nod or a shake of the head (the Flowergirl: did the Demon vote today?).
    YesNo { yes: bool },
    /// Players pointed at (the Sage's two players, one of them the Demon).
    Players { players: Vec<PlayerId> },
    /// A direction around the circle (the Shugenja: the side of the nearest evil player).
    /// `tie`: both sides are as near, either answer is true; `may_flip`: a player who may
    /// register with the other alignment (002: the Recluse, the Spy) makes the other side
    /// possible too, the Storyteller's call.
    Direction {
        clockwise: bool,
        tie: bool,
        may_flip: bool,
    },
    /// The Storyteller's judgement: no answer is worked out, each of `answers` is as true and
    /// the Storyteller picks one (the General's good, evil or neither; the High Priestess's
    /// player to talk to). What was picked is recorded as the information given.
    Judgement { answers: Vec<Info> },
}

/// A player the Demon is told about, with their character (the King).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Known {
    pub player: PlayerId,
    pub character: String,
}

/// One step of the night sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NightStep {
    /// What the step is.
    pub kind: StepKind,
    /// Its position in the official night order (from the character table).
    pub position: u16,
    /// The player who wakes, if any.
    pub player: Option<PlayerId>,
    /// The character the player wakes as (for the Drunk: the Townsfolk they believe they are).
    pub character: Option<String>,
    /// What to do, in our words (from the table).
    #[serde(skip)]
    pub prompt: Option<Text>,
    /// 001: the waking player is drunk or poisoned: false information is allowed.
    pub impaired: bool,
    /// The true answer, where the character learns something.
    pub info: Option<NightInfo>,
    /// When impaired: a suggested false answer.
    pub false_info: Option<NightInfo>,
    /// Tonight, the Storyteller has recorded this step: the information given (`give_info`),
    /// the player's choice (`poison`, `protect`, `choose_master`, `demon_kill`), or moved on
    /// to the next step with `go_to_step`.
    pub done: bool,
}

/// Which step of the sheet this is, independent of its place: a step inserted or removed
/// earlier in the night (a Ravenkeeper killed tonight gets a step) does not change it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StepId {
    /// What the step is.
    pub kind: StepKind,
    /// The character woken, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<String>,
    /// The player woken, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
}

/// The step the Storyteller is on, kept in the state so that a reload comes back to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    /// The step.
    pub step: StepId,
    /// Its night-order position, to land on the next step if this one leaves the sheet.
    pub position: u16,
}

impl NightStep {
    /// The step's identity.
    pub fn id(&self) -> StepId {
        StepId {
            kind: self.kind,
            character: self.character.clone(),
            player: self.player,
        }
    }
}

impl NightInfo {
    /// The worked-out answer as the information to give, when it does not wait for the
    /// player's choice (Fortune Teller, Ravenkeeper: see [`answer`]) and the step tells the
    /// player something.
    pub fn to_info(&self) -> Option<Info> {
        match self {
            NightInfo::Pair {
                character: Some(c),
                players,
                ..
            } => Some(Info::Pair {
                players: players.clone(),
                character: c.clone(),
            }),
            // 002: "Pour signaler un zéro, touchez votre pouce…" — the Librarian's zero.
            NightInfo::Zero => Some(Info::Number { value: 0 }),
            NightInfo::Number { value, .. } => Some(Info::Number { value: *value }),
            NightInfo::Executed {
                character: Some(c), ..
            } => Some(Info::Character {
                character: c.clone(),
            }),
            NightInfo::Characters { characters } => Some(Info::Characters {
                characters: characters.clone(),
            }),
            NightInfo::YesNo { yes } => Some(Info::YesNo { yes: *yes }),
            NightInfo::Players { players } => Some(Info::Players {
                players: players.clone(),
            }),
            NightInfo::YouAre { character } => Some(Info::YouAre {
                character: Some(character.clone()),
                alignment: None,
            }),
            NightInfo::Direction { clockwise, .. } => Some(Info::Direction {
                clockwise: *clockwise,
            }),
            NightInfo::HasAbility { character } => Some(Info::HasAbility {
                character: character.clone(),
            }),
            _ => None,
        }
    }
}

/// The night the sheet is for: tonight, or during setup/day the coming night.
pub(crate) fn night_of(state: &GameState) -> Option<u32> {
    match state.phase {
        Phase::Setup => Some(1),
        Phase::FirstNight => Some(1),
        Phase::Night(n) => Some(n),
        Phase::Day(n) => Some(n + 1),
        Phase::Ended(_) => None,
    }
}

/// A character's place on tonight's sheet. A homebrew character's number is on the official
/// scale (the script tool's `firstNight`/`otherNight`), so it interleaves with the official
/// characters; a number past dawn is read as "last before dawn".
fn position(def: &character::CharacterDef, first: bool) -> Option<u16> {
    if first {
        def.first_night.map(|p| p.min(DAWN_FIRST - 1))
    } else {
        def.other_night.map(|p| p.min(DAWN_OTHER - 1))
    }
}

/// The character whose night slot a player uses: their own, or — when their own never wakes
/// and they were shown another token (the Drunk) — the one they believe they are.
fn slot(
    state: &GameState,
    seat: &Seat,
    first: bool,
) -> Option<(&'static character::CharacterDef, u16)> {
    let real = seat.def()?;
    if let Some(p) = position(real, first) {
        return Some((real, p));
    }
    let shown = state.character(seat.shown.as_deref()?)?;
    position(shown, first).map(|p| (shown, p))
}

/// The character whose night slot a player uses tonight, its place and its rank among the
/// steps at that place ([`slot`]): an ability that only functions on the first night, gained
/// since last night (`gained_lately`), functions tonight (000: "Si elle s'active uniquement la
/// première nuit, elle s'applique cette nuit-là"), just before the character that follows it
/// on the first night's sheet and also wakes on other nights.
fn slot_tonight(
    state: &GameState,
    seat: &Seat,
    first: bool,
    gained_lately: bool,
) -> Option<(&'static character::CharacterDef, u16, u8)> {
    if let Some((def, pos)) = slot(state, seat, first) {
        return Some((def, pos, 1));
    }
    let real = seat.def()?;
    if first || !gained_lately || real.other_night.is_some() {
        return None;
    }
    first_night_place_tonight(real).map(|pos| (real, pos, 0))
}

/// Where a first-night ability goes on a later night's sheet: before the first character after
/// it in the first night's order that also has a place on other nights.
fn first_night_place_tonight(def: &character::CharacterDef) -> Option<u16> {
    use super::data::{FIRST_NIGHT_ORDER, OTHER_NIGHT_ORDER};
    let p = usize::from(def.first_night?);
    FIRST_NIGHT_ORDER
        .iter()
        .skip(p + 1)
        .find_map(|id| OTHER_NIGHT_ORDER.iter().position(|o| o == id))
        .map(|q| (q as u16).min(DAWN_OTHER - 1))
}

/// The place of the Demon's step whose pick tonight reached this player's ability (the
/// Leviathan's or the Riot's pick under their jinxes with the Sage, the Ravenkeeper…:
/// [`ability::Ability::when_picked_by_demon`]): the step the pick makes them take comes after
/// it, so the Storyteller need not go back on the sheet.
fn picked_by_demon_at(
    state: &GameState,
    seat: &Seat,
    def: &character::CharacterDef,
    first: bool,
) -> Option<u16> {
    ability::of(def.id)?.when_picked_by_demon?;
    state
        .choices
        .iter()
        .filter(|c| c.phase == state.phase && c.worked && c.targets.contains(&seat.id))
        .filter(|c| crate::jinx::active(state, &c.character, def.id))
        .filter_map(|c| {
            let demon = state
                .character(&c.character)
                .filter(|d| d.team == Team::Demon)?;
            position(demon, first)
        })
        .max()
}

/// Should this player wake at this slot tonight? 002: dead players do not wake ("Si un rôle
/// meurt la nuit avant de se réveiller, ce rôle ne se réveillera pas"), unless their ability
/// happens on death (Ravenkeeper killed tonight) or they had already woken before dying.
fn wakes(
    state: &GameState,
    seat: &Seat,
    def: &character::CharacterDef,
    pos: u16,
    night: u32,
) -> bool {
    let tonight = state.phase.night_number() == Some(night);
    let death = if tonight {
        state.died_tonight(seat.id)
    } else {
        None
    };
    let on_death = def.flags.triggers_on_death && def.team != Team::Demon;
    // An ability that happens on death with a wake rule of its own (the Moonchild: the night
    // after her public choice) wakes by that rule, alive or dead.
    if let Some(Wakes::If(rule)) = ability::of(def.id).filter(|_| on_death).map(|a| a.wakes) {
        return rule(state, seat, night);
    }
    // The Zombuul after its first death is dead to the town but wakes as the living do; so
    // does a dead player who keeps their ability through another's (the Vigormortis).
    if !(seat.alive || seat.lives_on) && ability::lenders(state, seat).is_empty() {
        if let Some(death) = death {
            let already_woken = death.night_position.is_some_and(|p| pos <= p);
            return already_woken || on_death;
        }
        // 000/003 (Sage/Sweetheart): an ability that happens on death is resolved at its place
        // on the sheet if the Storyteller has not done it yet — also for a death today. The
        // Ravenkeeper's needs a death at night.
        let today = Phase::Day(night.saturating_sub(1));
        let died_today = state
            .deaths
            .iter()
            .any(|d| d.player == seat.id && d.phase == today);
        let at_night_only =
            ability::of(def.id).is_some_and(|a| matches!(a.wakes, Wakes::WhenKilledAtNight));
        return on_death && died_today && !at_night_only;
    }
    if on_death {
        // Ravenkeeper, Sage…: nothing to do while alive.
        return false;
    }
    // Another ability keeps the player asleep tonight (the Exorcist's chosen Demon).
    if ability::held_asleep(state, seat, night) {
        return false;
    }
    let Some(a) = ability::of(def.id) else {
        return true;
    };
    // A spent once-per-game ability wakes no more — but the night it is used, its step stays
    // on the sheet, done. A player who gained another ability with theirs (the Philosopher)
    // has spent their own; `ability_used` is then the gained ability's.
    let spent = match seat.gained_id() {
        Some(g) if g != def.id => true,
        _ => seat.ability_used,
    };
    if a.once && spent {
        let this_phase = if night == 1 {
            Phase::FirstNight
        } else {
            Phase::Night(night)
        };
        let used_tonight = state.phase == this_phase
            && state
                .choices
                .iter()
                .any(|c| c.by == seat.id && c.character == def.id && c.phase == this_phase);
        if !used_tonight {
            return false;
        }
    }
    match a.wakes {
        Wakes::Always | Wakes::WhenKilledAtNight => true,
        Wakes::AfterExecution => state.executions.iter().any(|e| e.day + 1 == night),
        Wakes::Never => false,
        Wakes::If(rule) => rule(state, seat, night),
    }
}

/// What the Storyteller does at the step of a player told the ability they gained.
const TELL_GAINED: Text = Text::new(
    "Wake the player and show them the character whose ability they now have.",
    "Réveillez le joueur et montrez-lui le personnage dont il a désormais la capacité.",
);

/// 002: the night sheet for tonight (during setup, the first night; during a day, the coming
/// night): dusk, the Minion and Demon info on the first night with 7 or more players, each
/// player who should wake in the official order, "You are" reminders for changed characters,
/// and dawn.
pub fn sheet(state: &GameState) -> Vec<NightStep> {
    let Some(night) = night_of(state) else {
        return Vec::new();
    };
    let first = night == 1;
    let mut steps: Vec<(u16, u8, usize, NightStep)> = Vec::new();
    let bare = |kind, position| NightStep {
        kind,
        position,
        player: None,
        character: None,
        prompt: None,
        impaired: false,
        info: None,
        false_info: None,
        done: false,
    };
    steps.push((DUSK, 0, 0, bare(StepKind::Dusk, DUSK)));
    let players = state.seats.iter().filter(|s| !s.traveller).count();
    // The Toymaker (character ability text): evil gets its information at any count.
    let evil_info = players >= 7 || crate::ability::fabled::any(state, |a| a.evil_info_always);
    // The Tor (character ability text): nobody knows their character, so the Minions and the
    // Demon never learn each other; each player learns theirs on dying.
    let secret = crate::ability::fabled::any(state, |a| a.characters_kept_secret);
    let evil_info = evil_info && !secret;
    let minions = || state.of_team(Team::Minion).iter().map(|s| s.id).collect();
    // An ability may hold the information back on the first night, or give it on a later one
    // (the Poppy Grower).
    match crate::ability::evil_info(state, night) {
        (EvilInfo::Usual, _) if first && evil_info => {
            let mut m = bare(StepKind::MinionInfo, MINION_INFO_FIRST);
            m.info = Some(changed_by_abilities(state, evil_team(state)));
            steps.push((MINION_INFO_FIRST, 0, 0, m));
            let mut d = bare(StepKind::DemonInfo, DEMON_INFO_FIRST);
            d.info = Some(changed_by_abilities(
                state,
                NightInfo::DemonInfo {
                    minions: minions(),
                    bluffs: state.bluffs.clone(),
                    known: Vec::new(),
                },
            ));
            steps.push((DEMON_INFO_FIRST, 0, 0, d));
        }
        (EvilInfo::Held(prompt), _) if first && evil_info => {
            let mut d = bare(StepKind::DemonInfo, DEMON_INFO_FIRST);
            d.prompt = Some(prompt);
            d.info = Some(NightInfo::DemonInfo {
                minions: Vec::new(),
                bluffs: state.bluffs.clone(),
                known: Vec::new(),
            });
            steps.push((DEMON_INFO_FIRST, 0, 0, d));
        }
        (EvilInfo::Tonight(prompt), Some(holder)) if evil_info => {
            let pos = state
                .seat(holder)
                .and_then(|s| s.def())
                .and_then(|d| position(d, first))
                .unwrap_or(DUSK);
            // Killed tonight after that place (by the Demon): right after the step that killed.
            let killed_at = state
                .deaths
                .iter()
                .rev()
                .find(|d| d.player == holder && state.phase.is_night() && d.phase == state.phase)
                .and_then(|d| d.night_position);
            let (pos, sub) = match killed_at {
                Some(p) if p >= pos => (p, 2),
                _ => (pos, 1),
            };
            let mut m = bare(StepKind::MinionInfo, pos);
            m.info = Some(changed_by_abilities(state, evil_team(state)));
            steps.push((pos, sub, 0, m));
            let mut d = bare(StepKind::DemonInfo, pos);
            d.prompt = Some(prompt);
            d.info = Some(NightInfo::DemonInfo {
                minions: minions(),
                bluffs: Vec::new(),
                known: Vec::new(),
            });
            steps.push((pos, sub, 0, d));
        }
        _ => {}
    }
    let this_phase = if first {
        Phase::FirstNight
    } else {
        Phase::Night(night)
    };
    let tonight = state.phase == this_phase;
    let previous_day = Phase::Day(night.saturating_sub(1));
    for (i, seat) in state.seats.iter().enumerate() {
        // 000/003: a player who became a new character gains its ability at once: tonight, at
        // its place if that place is still ahead of the step where the change happened; an
        // ability that only functions on the first night, gained since last night, functions
        // tonight.
        let change = state.changes.iter().rev().find(|c| {
            c.player == seat.id && ((tonight && c.phase == this_phase) || c.phase == previous_day)
        });
        let changed_tonight = change.filter(|c| tonight && c.phase == this_phase);
        let own = slot_tonight(state, seat, first, change.is_some()).map(|(def, pos, sub)| {
            let ahead = changed_tonight.is_none_or(|c| c.night_position.is_some_and(|p| pos > p));
            (def, pos, sub, ahead)
        });
        // An ability gained with the player's own (the Philosopher's choice), by the same
        // rule: tonight if gained since last night and its place is still ahead.
        let gained = seat.gained.as_ref().and_then(|g| {
            let def = state.character(&g.character)?;
            let gained_tonight = tonight && g.phase == this_phase;
            let lately = gained_tonight || g.phase == previous_day;
            let (pos, sub) = match position(def, first) {
                Some(pos) => (pos, 1),
                None if !first && lately && def.other_night.is_none() => {
                    (first_night_place_tonight(def)?, 0)
                }
                None => return None,
            };
            let ahead = !gained_tonight || g.night_position.is_some_and(|p| pos > p);
            Some((def, pos, sub, ahead))
        });
        // A player handed another token whose own step is the Storyteller's alone (the
        // Marionette's: the Demon is shown them) also wakes as the character they believe they
        // are, as the Drunk does.
        let believed = own
            .filter(|(def, ..)| {
                def.id == seat.character_id()
                    && ability::of(def.id).is_some_and(|a| a.storyteller_step)
            })
            .and_then(|_| {
                let shown = state.character(seat.shown.as_deref()?)?;
                let pos = position(shown, first)?;
                let ahead =
                    changed_tonight.is_none_or(|c| c.night_position.is_some_and(|p| pos > p));
                Some((shown, pos, 1, ahead))
            });
        for (def, pos, sub, ahead) in own.into_iter().chain(gained).chain(believed) {
            if !(ahead && wakes(state, seat, def, pos, night)) {
                continue;
            }
            // 001 (the Drunk) and the Marionette: a player waking as a character they only
            // believe they are has none of its ability; false information may be given.
            let believes = seat.shown.as_deref() == Some(def.id) && !seat.is(def.id);
            let impaired = is_impaired(state, seat.id) || believes;
            // Information another ability requires to be false (the Vortox): a false
            // answer is suggested, as for a drunk player.
            let false_required = crate::abnormal::false_required(state, seat)
                // A Fabled may make it false once (the Fibbin).
                || crate::ability::fabled::may_falsify(state, seat).is_some();
            let (info, false_info) = info_for(state, seat, def.id, impaired || false_required);
            // Woken by a Demon's pick tonight: right after the Demon's step, if that is later.
            let (pos, sub) = match picked_by_demon_at(state, seat, def, first).filter(|_| tonight) {
                Some(p) if p >= pos => (p, 2),
                _ => (pos, sub),
            };
            steps.push((
                pos,
                sub,
                i,
                NightStep {
                    kind: StepKind::Character,
                    position: pos,
                    player: Some(seat.id),
                    character: Some(def.id.to_string()),
                    // A first-night ability functioning on a later night reads as on the first;
                    // the ability may say otherwise tonight.
                    prompt: ability::of(def.id)
                        .and_then(|a| a.prompt_now)
                        .and_then(|now| now(state, seat))
                        .or(if first || def.other_night.is_none() {
                            def.first_night_prompt
                        } else {
                            def.other_night_prompt
                        }),
                    impaired,
                    info,
                    false_info,
                    done: false,
                },
            ));
        }
    }
    // A character in play that no seat holds (Lil' Monsta): the Storyteller's step, with no
    // player, at its place.
    for (k, (a, _)) in crate::ability::held_by_no_one(state)
        .into_iter()
        .enumerate()
    {
        let Some(def) = state.character(a.id) else {
            continue;
        };
        let Some(pos) = position(def, first) else {
            continue;
        };
        let mut step = bare(StepKind::Character, pos);
        step.character = Some(a.id.to_string());
        step.prompt = if first {
            def.first_night_prompt
        } else {
            def.other_night_prompt
        };
        steps.push((pos, 1, state.seats.len() + state.fabled.len() + k, step));
    }
    // The Fabled in play with a place tonight (the Angel, the Toymaker, the Duchess, the Storm
    // Catcher…): the Storyteller's own steps, with no player (002: the Fabled are the
    // Storyteller's characters).
    for (k, id) in state.fabled.iter().enumerate() {
        let Some(def) = state.character(id) else {
            continue;
        };
        let Some(pos) = position(def, first) else {
            continue;
        };
        let mut step = bare(StepKind::Character, pos);
        step.character = Some(id.clone());
        step.prompt = if first {
            def.first_night_prompt
        } else {
            def.other_night_prompt
        };
        steps.push((pos, 1, state.seats.len() + k, step));
        // The Tor: each player who died tonight is woken to learn their character and team,
        // at its place (or right after the step that killed them, if later).
        if crate::ability::of(id).is_some_and(|a| a.characters_kept_secret) {
            for d in state
                .deaths
                .iter()
                .filter(|d| state.phase.is_night() && d.phase == state.phase)
            {
                let Some(seat) = state.seat(d.player) else {
                    continue;
                };
                let Some(character) = seat.character.clone() else {
                    continue;
                };
                let at = d.night_position.map_or(pos, |p| p.max(pos));
                steps.push((
                    at,
                    2,
                    state.index_of(d.player).unwrap_or(0),
                    NightStep {
                        kind: StepKind::YouAre,
                        position: at,
                        player: Some(d.player),
                        character: Some(character.clone()),
                        prompt: None,
                        impaired: false,
                        info: Some(NightInfo::YouAre { character }),
                        false_info: None,
                        done: false,
                    },
                ));
            }
        }
    }
    // 001: tell players whose character changed since the last night (today, or tonight).
    for (k, c) in state
        .changes
        .iter()
        .enumerate()
        .filter(|(_, c)| c.phase == this_phase || c.phase == previous_day)
    {
        let Some(i) = state.index_of(c.player) else {
            continue;
        };
        // The Tor: a player does not learn a new character while alive (a Traveller joining
        // still learns theirs).
        if secret
            && state
                .seat(c.player)
                .is_some_and(|s| !s.traveller && s.alive)
        {
            continue;
        }
        // A player made a character they are kept from knowing (the Marionette made by the
        // Kazali or the Plague Doctor keeps believing their own): not told.
        if state
            .seat(c.player)
            .is_some_and(|s| s.is(&c.to) && s.shown.is_some())
        {
            continue;
        }
        let at_new_place = state
            .character(&c.to)
            .and_then(|d| position(d, first))
            .unwrap_or(DUSK);
        // A change made today is told before the player acts tonight; one made tonight (the
        // Imp's star pass, the Snake Charmer's swap) right after the step that caused it, in
        // the order the changes happened (the Snake Charmer first becomes the Demon).
        let (pos, sub, order) = if c.phase == this_phase {
            (c.night_position.unwrap_or(at_new_place), 2, k)
        } else {
            (at_new_place, 0, i)
        };
        steps.push((
            pos,
            sub,
            order,
            NightStep {
                kind: StepKind::YouAre,
                position: pos,
                player: Some(c.player),
                character: Some(c.to.clone()),
                prompt: None,
                impaired: false,
                info: Some(NightInfo::YouAre {
                    character: c.to.clone(),
                }),
                false_info: None,
                done: false,
            },
        ));
    }
    // A player told the ability they gained since the last night, when their own character
    // says so ([`ability::Ability::tells_gained`]: the Cannibal under its jinxes): at the
    // gained character's place, before they use it (at dusk when it has none tonight).
    for (i, seat) in state.seats.iter().enumerate() {
        let Some(g) = seat.gained.as_ref() else {
            continue;
        };
        let lately = (tonight && g.phase == this_phase) || g.phase == previous_day;
        let tells = ability::of(seat.character_id()).and_then(|a| a.tells_gained);
        if !(lately && seat.alive && tells.is_some_and(|t| t(state, seat))) {
            continue;
        }
        let pos = state
            .character(&g.character)
            .and_then(|d| position(d, first))
            .unwrap_or(DUSK);
        let mut step = bare(StepKind::Character, pos);
        step.player = Some(seat.id);
        step.character = Some(seat.character_id().to_string());
        step.prompt = Some(TELL_GAINED);
        step.impaired = is_impaired(state, seat.id);
        step.info = Some(NightInfo::HasAbility {
            character: g.character.clone(),
        });
        steps.push((pos, 0, i, step));
    }
    let dawn = if first { DAWN_FIRST } else { DAWN_OTHER };
    let mut d = bare(StepKind::Dawn, dawn);
    d.info = Some(NightInfo::Deaths {
        players: died_tonight(state),
    });
    steps.push((dawn, 0, 0, d));
    steps.sort_by_key(|(p, sub, i, _)| (*p, *sub, *i));
    let tonight = state.phase.night_number() == Some(night);
    steps
        .into_iter()
        .map(|(_, _, _, mut s)| {
            s.done = tonight && state.night_done.contains(&s.id());
            s
        })
        .collect()
}

/// The players who died during the current night (002: at dawn, announce them, and only them).
pub fn died_tonight(state: &GameState) -> Vec<PlayerId> {
    if !state.phase.is_night() {
        return Vec::new();
    }
    state
        .deaths
        .iter()
        .filter(|d| d.phase == state.phase)
        .map(|d| d.player)
        .collect()
}

/// The night-order position of the current step, if it is night.
pub fn current_position(state: &GameState) -> Option<u16> {
    if !state.phase.is_night() {
        return None;
    }
    sheet(state).get(state.night_step).map(|s| s.position)
}

/// The current step, if it is night.
pub fn current_step(state: &GameState) -> Option<NightStep> {
    if !state.phase.is_night() {
        return None;
    }
    sheet(state).into_iter().nth(state.night_step)
}

/// 002 (Minion info): the Demon and the Minions who wake together. A Minion handed another
/// token (the Marionette, who believes they are good) does not wake for it and is not shown
/// to the others; the Demon's information still counts them among the Minions, and the
/// Marionette's own step then tells the Demon which one they are.
fn evil_team(state: &GameState) -> NightInfo {
    NightInfo::EvilTeam {
        demons: state.of_team(Team::Demon).iter().map(|s| s.id).collect(),
        minions: state
            .of_team(Team::Minion)
            .iter()
            .filter(|s| s.shown.is_none())
            .map(|s| s.id)
            .collect(),
        bluffs: Vec::new(),
    }
}

/// The Minion or Demon info as the abilities in play change it ([`ability::Ability::changes_evil_info`]:
/// the Snitch's bluffs, the King, the Magician), each while it works (001: a drunk or poisoned
/// player's ability has no effect).
fn changed_by_abilities(state: &GameState, mut info: NightInfo) -> NightInfo {
    static CHANGES: ability::Holders = ability::Holders::new(|a| a.changes_evil_info.is_some());
    for seat in &state.seats {
        let Some(change) = CHANGES
            .of(seat.ability_id())
            .and_then(|a| a.changes_evil_info)
        else {
            continue;
        };
        if crate::status::ability_works(state, seat.id) {
            change(state, seat, &mut info);
        }
    }
    info
}

/// The true answer for a waking player, and a suggested false one when impaired, from the
/// definition of the character they wake as (`slot`); a character without one falls back to
/// its prompt.
pub fn info_for(
    state: &GameState,
    seat: &Seat,
    slot: &str,
    impaired: bool,
) -> (Option<NightInfo>, Option<NightInfo>) {
    let Some(def) = ability::acting_as(slot, seat.team()) else {
        return (None, None);
    };
    let info = def.learns.map(|learns| learns(state, seat));
    let false_info = if impaired {
        info.as_ref()
            .and_then(|i| (def.false_answer)(state, seat, i))
    } else {
        None
    };
    (info, false_info)
}

/// 002 (dawn): the players to announce — who died during the night, and only that. At night,
/// the deaths so far tonight (the dawn step); during the day, last night's.
pub fn dawn(state: &GameState) -> Vec<PlayerId> {
    let night = match state.phase {
        Phase::FirstNight | Phase::Night(_) => state.phase,
        Phase::Day(1) => Phase::FirstNight,
        Phase::Day(n) => Phase::Night(n),
        Phase::Setup | Phase::Ended(_) => return Vec::new(),
    };
    let mut died = Vec::new();
    // A player brought back to life since (the Professor, the Storyteller's correction) is not
    // announced; one who only registers as dead (the Zombuul) is.
    let dead_now = |p: PlayerId| state.seat(p).is_some_and(|s| !s.alive);
    for d in state.deaths.iter().filter(|d| d.phase == night) {
        if dead_now(d.player) && !died.contains(&d.player) {
            died.push(d.player);
        }
    }
    died
}

/// The answer to give at a step once the waking player has chosen (the Fortune Teller's two
/// players, the Ravenkeeper's one; other steps take no choice).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// The true answer, to record with `give_info`; `None` when the step tells nothing.
    pub truth: Option<Info>,
    /// 002: a player may register as something else (Recluse, Spy): the Storyteller may also
    /// give the other answer — `truth` is the reading by the real character.
    pub storyteller_call: bool,
    /// 001: the waking player is drunk or poisoned: false information is allowed (also set
    /// when another ability requires it, the Vortox: [`crate::abnormal::false_required`]).
    pub impaired: bool,
    /// When impaired: a suggested false answer.
    pub false_info: Option<Info>,
}

pub(crate) fn chosen_count(
    step: &NightStep,
    chosen: &[PlayerId],
    needed: usize,
) -> Result<(), RuleError> {
    if chosen.len() == needed {
        Ok(())
    } else {
        Err(RuleError::WrongChoiceCount {
            character: step.character.clone().unwrap_or_default(),
            needed,
            got: chosen.len(),
        })
    }
}

/// The answer at `step` for the players the waking player `chosen`: the truth, whether a
/// registration makes it the Storyteller's call, and — when the player is drunk or poisoned —
/// a suggested false answer (001).
///
/// A character whose choice leads to an answer (the Fortune Teller, the Ravenkeeper) answers by
/// its definition ([`crate::ability::Ability::answers`]); other steps give
/// [`NightInfo::to_info`] of the step's answers.
pub fn answer(
    state: &GameState,
    step: &NightStep,
    chosen: &[PlayerId],
) -> Result<Answer, RuleError> {
    for p in chosen {
        state.require(*p)?;
    }
    // Information another ability requires to be false (the Vortox): the answer carries the
    // false suggestion, as for a drunk or poisoned player.
    let false_required = step.player.and_then(|p| state.seat(p)).is_some_and(|s| {
        crate::abnormal::false_required(state, s)
            // A Fabled may make it false once (the Fibbin): suggested the same way.
            || crate::ability::fabled::may_falsify(state, s).is_some()
    });
    if let Some(answers) = ability::of_step(state, step).and_then(|a| a.answers) {
        if false_required && !step.impaired {
            let mut must_lie = step.clone();
            must_lie.impaired = true;
            return answers(state, &must_lie, chosen);
        }
        return answers(state, step, chosen);
    }
    let call = match &step.info {
        Some(NightInfo::Number { may_be, .. }) => !may_be.is_empty(),
        Some(NightInfo::Pair { candidates, .. }) => {
            candidates.iter().any(|c| c.may_register_as.is_some())
        }
        Some(NightInfo::Executed {
            may_register_as, ..
        }) => !may_register_as.is_empty(),
        Some(NightInfo::Direction { tie, may_flip, .. }) => *tie || *may_flip,
        _ => false,
    };
    let mut truth = step.info.as_ref().and_then(NightInfo::to_info);
    // 001: "You are" tells the new character and the alignment the player has now (a Fang Gu's
    // Outsider turned evil), as the step's card does.
    if let Some(Info::YouAre { alignment, .. }) = &mut truth {
        *alignment = step
            .player
            .and_then(|p| state.seat(p))
            .and_then(|s| s.alignment);
    }
    Ok(Answer {
        truth,
        storyteller_call: call,
        impaired: step.impaired || false_required,
        false_info: step.false_info.as_ref().and_then(NightInfo::to_info),
    })
}

/// The step a command records, when it is a waking player's action tonight: the player's
/// choice (`poison`, `protect`, `choose_master`, `demon_kill`) or the information they were
/// given (`give_info`).
pub(super) fn step_of_command(state: &GameState, cmd: &Command) -> Option<StepId> {
    let cmd = match cmd {
        Command::Override { command, .. } => command.as_ref(),
        c => c,
    };
    let first = state.phase == Phase::FirstNight;
    let (player, kind, character) = match cmd {
        // An ability gained acts at its own step (the Philosopher's).
        Command::Act {
            by: Some(by),
            character,
            ..
        } if state.seat(*by).and_then(Seat::gained_id) == Some(character.as_str()) => {
            (*by, StepKind::Character, Some(character.clone()))
        }
        Command::Act { by: Some(by), .. } => (*by, StepKind::Character, None),
        Command::GiveInfo {
            player,
            character,
            info,
            ..
        } => (
            *player,
            if matches!(info, Info::YouAre { .. }) {
                StepKind::YouAre
            } else {
                StepKind::Character
            },
            Some(character.clone()),
        ),
        _ => return None,
    };
    let character = match character {
        Some(c) => c,
        None => slot(state, state.seat(player)?, first)?.0.id.to_string(),
    };
    Some(StepId {
        kind,
        character: Some(character),
        player: Some(player),
    })
}

/// Puts `night_step` back on the cursor's step after a command changed the sheet (a step
/// inserted or removed earlier keeps the Storyteller where they were). If the step itself left
/// the sheet, the next step in the night order.
pub(super) fn resolve_cursor(state: &mut GameState) {
    if !state.phase.is_night() {
        return;
    }
    let Some(c) = state.night_cursor.clone() else {
        state.night_step = 0;
        return;
    };
    let steps = sheet(state);
    state.night_step = steps
        .iter()
        .position(|s| s.id() == c.step)
        .or_else(|| steps.iter().position(|s| s.position >= c.position))
        .unwrap_or(steps.len().saturating_sub(1));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::death::DeathCause;
    use crate::test_util::*;

    fn labels(state: &GameState) -> Vec<String> {
        sheet(state)
            .iter()
            .map(|s| format!("{:?}:{}", s.kind, s.character.clone().unwrap_or_default()))
            .collect()
    }

    fn index_of(state: &GameState, character: &str) -> usize {
        sheet(state)
            .iter()
            .position(|s| s.character.as_deref() == Some(character))
            .unwrap()
    }

    /// 002: "Si le Démon assassine le Gardien, vous réveillerez le Gardien plus tard dans la
    /// nuit": the Ravenkeeper's step appears; a Storyteller already further down the sheet
    /// stays on their step.
    #[test]
    fn cursor_keeps_its_step_when_a_step_is_inserted_before() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "ravenkeeper",
            "empath",
            "monk",
            "soldier",
            "fortuneteller",
        ]);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        let empath = index_of(g.state(), "empath");
        g.apply(Command::GoToStep { step: empath }).unwrap();
        // Recorded late, from the Empath's step.
        g.apply(Command::act("imp", P(0), P(2))).unwrap();
        let st = g.state();
        assert!(labels(st).contains(&"Character:ravenkeeper".to_string()));
        assert_eq!(st.night_step, empath + 1);
        assert_eq!(
            current_step(st).unwrap().character.as_deref(),
            Some("empath")
        );
    }

    /// A step that leaves the sheet (its player changes character) sends the cursor to the
    /// next step in the night order.
    #[test]
    fn cursor_moves_on_when_its_step_leaves() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let chef = index_of(g.state(), "chef");
        g.apply(Command::GoToStep { step: chef }).unwrap();
        g.apply(Command::ChangeCharacter {
            player: P(2),
            character: "soldier".into(),
        })
        .unwrap();
        // First night: the player is told "You are" right where the change happened, then
        // the Empath.
        let s = current_step(g.state()).unwrap();
        assert_eq!(s.kind, StepKind::YouAre);
        assert_eq!(s.character.as_deref(), Some("soldier"));
        let next = sheet(g.state())[g.state().night_step + 1].clone();
        assert_eq!(next.character.as_deref(), Some("empath"));
    }

    /// 000/003: a character gained tonight acts tonight only if its place is still ahead: a
    /// player made the Monk at the Poisoner's step wakes as the Monk later; one made the
    /// Poisoner at the Monk's step does not go back.
    #[test]
    fn a_character_gained_tonight_acts_if_its_place_is_ahead() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        next_night(&mut g);
        let poisoner = index_of(g.state(), "poisoner");
        g.apply(Command::GoToStep { step: poisoner }).unwrap();
        g.apply(Command::ChangeCharacter {
            player: P(2),
            character: "monk".into(),
        })
        .unwrap();
        let wakers: Vec<_> = sheet(g.state())
            .iter()
            .filter(|s| s.kind == StepKind::Character && s.character.as_deref() == Some("monk"))
            .filter_map(|s| s.player)
            .collect();
        assert_eq!(wakers, vec![P(2), P(4)]);
        let monk = index_of(g.state(), "monk");
        g.apply(Command::GoToStep { step: monk }).unwrap();
        g.apply(Command::ChangeCharacter {
            player: P(3),
            character: "poisoner".into(),
        })
        .unwrap();
        let poisoners: Vec<_> = sheet(g.state())
            .iter()
            .filter(|s| s.kind == StepKind::Character && s.character.as_deref() == Some("poisoner"))
            .filter_map(|s| s.player)
            .collect();
        assert_eq!(poisoners, vec![P(1)], "its place is behind: not tonight");
    }

    /// A step is done once its information is recorded, its choice is made, or the
    /// Storyteller moves on to the next step; a jump marks nothing; dawn clears it all.
    #[test]
    fn steps_done_from_tonights_log() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let done =
            |g: &crate::Game| -> Vec<bool> { sheet(g.state()).iter().map(|s| s.done).collect() };
        assert!(done(&g).iter().all(|d| !d));
        g.apply(Command::GoToStep { step: 1 }).unwrap();
        assert!(done(&g)[0], "dusk left with next");
        g.apply(Command::GoToStep { step: 4 }).unwrap();
        assert!(!done(&g)[1], "a jump marks nothing");
        g.apply(Command::act("poisoner", P(1), P(3))).unwrap();
        assert!(sheet(g.state())[index_of(g.state(), "poisoner")].done);
        g.apply(Command::GiveInfo {
            player: P(2),
            character: "chef".into(),
            chosen: vec![],
            info: Info::Number { value: 1 },
        })
        .unwrap();
        assert!(sheet(g.state())[index_of(g.state(), "chef")].done);
        g.apply(Command::EndNight).unwrap();
        assert!(g.state().night_done.is_empty());
    }

    /// 002 (Fortune Teller, red herring) and 001 (false information for a poisoned player):
    /// the answer after the choice, and the other answer suggested when impaired.
    #[test]
    fn fortune_teller_answer_and_false_suggestion() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "fortuneteller",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        g.apply(Command::red_herring(P(5))).unwrap();
        let step = |g: &crate::Game| {
            sheet(g.state())
                .into_iter()
                .find(|s| s.character.as_deref() == Some("fortuneteller"))
                .unwrap()
        };
        let a = answer(g.state(), &step(&g), &[P(3), P(5)]).unwrap();
        assert_eq!(a.truth, Some(Info::YesNo { yes: true }));
        assert_eq!(a.false_info, None);
        let a = answer(g.state(), &step(&g), &[P(3), P(4)]).unwrap();
        assert_eq!(a.truth, Some(Info::YesNo { yes: false }));
        assert_eq!(
            answer(g.state(), &step(&g), &[P(3)]).unwrap_err().code(),
            "WrongChoiceCount"
        );
        g.apply(Command::act("poisoner", P(1), P(2))).unwrap();
        let s = step(&g);
        assert!(s.impaired);
        // The false world: a good player stands in for the Demon.
        let Some(NightInfo::DemonCheck { yes, .. }) = &s.false_info else {
            panic!("no false suggestion: {:?}", s.false_info)
        };
        assert_eq!(yes.len(), 1);
        assert!(g.state().seat(yes[0]).unwrap().is_good());
        let a = answer(g.state(), &s, &[P(0), P(3)]).unwrap();
        assert_eq!(a.truth, Some(Info::YesNo { yes: true }));
        assert_eq!(a.false_info, Some(Info::YesNo { yes: false }));
    }

    /// 002 (Ravenkeeper): the chosen player's character token; a Recluse makes it the
    /// Storyteller's call.
    #[test]
    fn ravenkeeper_answer() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "ravenkeeper",
            "recluse",
            "monk",
            "soldier",
            "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        g.apply(Command::act("imp", P(0), P(2))).unwrap();
        let s = sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("ravenkeeper"))
            .unwrap();
        let a = answer(g.state(), &s, &[P(1)]).unwrap();
        assert_eq!(
            a.truth,
            Some(Info::Character {
                character: "poisoner".into()
            })
        );
        assert!(!a.storyteller_call);
        assert!(answer(g.state(), &s, &[P(3)]).unwrap().storyteller_call);
    }

    /// 002 (dawn): who died tonight, and only that — also readable during the next day.
    #[test]
    fn dawn_lists_tonights_deaths() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        assert!(dawn(g.state()).is_empty());
        g.apply(Command::Die {
            player: P(2),
            cause: DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::EndDay).unwrap();
        assert!(
            dawn(g.state()).is_empty(),
            "a death by day is not tonight's"
        );
        g.apply(Command::act("imp", P(0), P(3))).unwrap();
        assert_eq!(dawn(g.state()), vec![P(3)]);
        g.apply(Command::EndNight).unwrap();
        assert_eq!(dawn(g.state()), vec![P(3)]);
    }

    /// 002: the Drunk who believes they are the Monk wakes and chooses; 001: the protection
    /// does not happen, and the Monk's step is done.
    #[test]
    fn drunk_monk_chooses_for_nothing() {
        let mut g = tb_game(&[
            "imp",
            "poisoner",
            "chef",
            "empath",
            "drunk:monk",
            "soldier",
            "mayor",
        ]);
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        let ev = g.apply(Command::act("monk", P(4), P(3))).unwrap();
        assert!(ev.contains(&crate::Event::StatusPlaced {
            player: P(3),
            kind: crate::status::StatusKind::Safe,
            inert: true
        }));
        assert!(sheet(g.state())[index_of(g.state(), "monk")].done);
        g.apply(Command::act("imp", P(0), P(3))).unwrap();
        assert!(!g.state().seat(P(3)).unwrap().alive);
    }
}
