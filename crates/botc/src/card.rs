//! "Show to player" cards: what the Storyteller holds up to a waking player (002, "Communiquer
//! la nuit": the info cards, a number, a nod or a shake, a character token, a pointed player),
//! and the public announcements of the day.
//!
//! A pure function of the game, like a player view: a card carries only what it shows, never
//! the rest of the grimoire (a Washerwoman's pair does not say which of the two is the
//! character; a Slayer's miss does not say why), so a screen that renders a card cannot leak
//! another player's secret.

use serde::{Deserialize, Serialize};

use super::character::{Alignment, Lang, Team};
use super::command::Command;
use super::event::Event;
use super::info::Info;
use super::night::{NightInfo, NightStep, StepKind};
use super::phase::Phase;
use super::seat::PlayerId;
use super::state::GameState;

/// One card, shown full screen to one player (or, for the public ones, read out to all).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "card", rename_all = "snake_case")]
pub enum Card {
    /// 002 (Minion info): the "This is the Demon" card, pointing at the Demon.
    ThisIsTheDemon { player: PlayerId },
    /// 002 (Demon info): the "These are your Minions" card, pointing at each Minion.
    TheseAreYourMinions { players: Vec<PlayerId> },
    /// 002 (Demon info): the "These characters are not in play" card with three good tokens.
    NotInPlay { characters: Vec<String> },
    /// 001: "You are" — a new character and/or alignment.
    YouAre {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        character: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alignment: Option<Alignment>,
    },
    /// "This character selected you", with the character's token.
    SelectedYou { character: String },
    /// "Did you use your ability today?" (the player answers).
    UsedAbilityToday,
    /// 002: a number held up on the fingers.
    Number { value: u32 },
    /// 002: a nod (yes) or a shake of the head (no).
    YesNo { yes: bool },
    /// 002: a character token held close to the player.
    Character { character: String },
    /// 002: one or more players pointed at.
    Players { players: Vec<PlayerId> },
    /// A player pointed at with a character token beside them ("this player is the …").
    PlayerIs { player: PlayerId, character: String },
    /// Several character tokens at once.
    Characters { characters: Vec<String> },
    /// A short text of the Storyteller's own.
    Text { text: String },
    /// The Storyteller's arm pointing one way around the circle (the Shugenja).
    Direction { clockwise: bool },
    /// A thumb: up for good, down for evil, sideways for neither (`None`).
    Alignment {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        alignment: Option<Alignment>,
    },
    /// "You have this character's ability", with the character's token (the player keeps
    /// their own character).
    HasAbility { character: String },
    /// Public: these players died (dawn, a Slayer's hit); empty: nobody died.
    Died { players: Vec<PlayerId> },
    /// Public: this player is executed (the Virgin).
    Executed { player: PlayerId },
    /// Public: nothing happens (a Slayer's shot that kills nobody, whatever the reason).
    NothingHappens,
}

/// 002: "Si c'est la première nuit et que vous jouez avec 7 joueurs ou plus": the Minions
/// and the Demon learn each other only then (Travellers do not count).
pub fn evil_team_learns(state: &GameState) -> bool {
    let first = matches!(state.phase, Phase::Setup | Phase::FirstNight);
    first
        && (state.seats.iter().filter(|s| !s.traveller).count() >= 7
            // The Toymaker (character ability text): at any count.
            || crate::ability::fabled::any(state, |a| a.evil_info_always))
        // The Tor: nobody knows their character, the evil team neither.
        && !crate::ability::fabled::any(state, |a| a.characters_kept_secret)
}

/// Do the Minions and the Demon learn each other tonight: on the first night by the rules
/// ([`evil_team_learns`]) unless an ability holds it back, or on a later night an ability
/// gives it (the Poppy Grower, [`crate::ability::Ability::evil_info`]).
pub fn evil_team_meets(state: &GameState) -> bool {
    use crate::ability::EvilInfo;
    let Some(night) = crate::night::night_of(state) else {
        return false;
    };
    match crate::ability::evil_info(state, night).0 {
        EvilInfo::Usual => evil_team_learns(state),
        EvilInfo::Held(_) => false,
        EvilInfo::Tonight(_) => !crate::ability::fabled::any(state, |a| a.characters_kept_secret),
    }
}

/// The cards for a piece of information given to a player.
pub fn for_info(info: &Info) -> Vec<Card> {
    match info {
        Info::Pair { players, character } => vec![
            Card::Character {
                character: character.clone(),
            },
            Card::Players {
                players: players.clone(),
            },
        ],
        Info::Number { value } => vec![Card::Number { value: *value }],
        Info::YesNo { yes } => vec![Card::YesNo { yes: *yes }],
        Info::Character { character } => vec![Card::Character {
            character: character.clone(),
        }],
        Info::Players { players } => vec![Card::Players {
            players: players.clone(),
        }],
        Info::YouAre {
            character,
            alignment,
        } => vec![Card::YouAre {
            character: character.clone(),
            alignment: *alignment,
        }],
        Info::SelectedYou { character } => vec![Card::SelectedYou {
            character: character.clone(),
        }],
        Info::Characters { characters } => vec![Card::Characters {
            characters: characters.clone(),
        }],
        Info::Statements { statements } => statements
            .iter()
            .map(|t| Card::Text { text: t.clone() })
            .collect(),
        Info::Direction { clockwise } => vec![Card::Direction {
            clockwise: *clockwise,
        }],
        Info::Alignment { alignment } => vec![Card::Alignment {
            alignment: *alignment,
        }],
        Info::HasAbility { character } => vec![Card::HasAbility {
            character: character.clone(),
        }],
    }
}

/// The cards the Storyteller shows at a step of the night sheet, from the true answer.
///
/// Empty when the step shows nothing (dusk, dawn — read out, see [`announcement`] —, a player
/// who only chooses) or when the answer waits for the player's choice (Fortune Teller,
/// Ravenkeeper: see [`super::night::answer`], then [`for_info`]). For a drunk or poisoned
/// player the Storyteller may show [`for_info`] of a false answer instead.
pub fn for_step(state: &GameState, step: &NightStep) -> Vec<Card> {
    match step.kind {
        StepKind::Dusk | StepKind::Dawn => Vec::new(),
        StepKind::MinionInfo => {
            if !evil_team_meets(state) {
                return Vec::new();
            }
            // The step's answer: the Demons as the abilities in play show them (the Magician
            // among them), and the Snitch's bluffs.
            let (demons, bluffs) = match &step.info {
                Some(NightInfo::EvilTeam { demons, bluffs, .. }) => {
                    (demons.clone(), bluffs.clone())
                }
                _ => (
                    state.of_team(Team::Demon).iter().map(|s| s.id).collect(),
                    Vec::new(),
                ),
            };
            let mut cards: Vec<Card> = demons
                .into_iter()
                .map(|player| Card::ThisIsTheDemon { player })
                .collect();
            if !bluffs.is_empty() {
                cards.push(Card::NotInPlay { characters: bluffs });
            }
            cards
        }
        StepKind::DemonInfo => {
            // The step's answer: the Minions as the abilities in play show them (the Magician
            // among them), the bluffs, and the players the Demon is told about (the King).
            let (minions, bluffs, known) = match &step.info {
                Some(NightInfo::DemonInfo {
                    minions,
                    bluffs,
                    known,
                }) => (minions.clone(), bluffs.clone(), known.clone()),
                _ => (
                    state.of_team(Team::Minion).iter().map(|s| s.id).collect(),
                    state.bluffs.clone(),
                    Vec::new(),
                ),
            };
            let mut cards = Vec::new();
            if evil_team_meets(state) {
                cards.push(Card::TheseAreYourMinions { players: minions });
            }
            // The characters not in play: on the first night only, even when an ability holds
            // the Minions back (the Poppy Grower).
            if evil_team_learns(state) && !bluffs.is_empty() {
                cards.push(Card::NotInPlay { characters: bluffs });
            }
            cards.extend(known.into_iter().map(|k| Card::PlayerIs {
                player: k.player,
                character: k.character,
            }));
            cards
        }
        StepKind::YouAre => vec![Card::YouAre {
            character: step.character.clone(),
            alignment: step
                .player
                .and_then(|p| state.seat(p))
                .and_then(|s| s.alignment),
        }],
        StepKind::Character => match crate::ability::of_step(state, step).and_then(|a| a.cards) {
            Some(cards) => cards(state, step),
            None => step
                .info
                .as_ref()
                .and_then(|i| i.to_info())
                .map(|i| for_info(&i))
                .unwrap_or_default(),
        },
    }
}

/// What the Storyteller announces to everyone after a public command, from its events: who
/// died at dawn (002: who died, and nothing about how), the Virgin's nominator executed, a
/// Slayer's shot (someone dies, or nothing happens — never why).
pub fn announcement(cmd: &Command, events: &[Event]) -> Vec<Card> {
    let cmd = match cmd {
        Command::Override { command, .. } => command.as_ref(),
        c => c,
    };
    let died = || -> Vec<PlayerId> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Died { player, .. } => Some(*player),
                _ => None,
            })
            .collect()
    };
    match cmd {
        Command::EndNight => {
            let mut cards: Vec<Card> = events
                .iter()
                .find_map(|e| match e {
                    Event::Dawn { died } => Some(vec![Card::Died {
                        players: died.clone(),
                    }]),
                    _ => None,
                })
                .unwrap_or_default();
            // A character everyone learns of at dawn (the Banshee killed by the Demon).
            cards.extend(events.iter().filter_map(|e| match e {
                Event::CharacterAnnounced { player, character } => Some(Card::PlayerIs {
                    player: *player,
                    character: character.clone(),
                }),
                _ => None,
            }));
            cards
        }
        Command::Nominate { .. } => events
            .iter()
            .find_map(|e| match e {
                Event::VirginTriggered { nominator, .. } => {
                    Some(vec![Card::Executed { player: *nominator }])
                }
                _ => None,
            })
            .unwrap_or_default(),
        Command::Act { character, .. }
            if crate::ability::of(character).is_some_and(|a| a.day_shot) =>
        {
            let d = died();
            if d.is_empty() {
                vec![Card::NothingHappens]
            } else {
                vec![Card::Died { players: d }]
            }
        }
        _ => Vec::new(),
    }
}

/// The public result of a Storyteller's decision settled by day: when the Spy registers as a
/// Townsfolk to the Virgin (002), the nominator is executed at once, as the Virgin's own
/// trigger would have announced; when the Recluse registers as the Demon to the Slayer (002),
/// the Recluse dies of the shot. At night nothing is announced (dawn says who died, 002).
pub fn decision_announcement(phase: Phase, events: &[Event]) -> Vec<Card> {
    if !phase.is_day() {
        return Vec::new();
    }
    let mut died = Vec::new();
    for e in events {
        match e {
            Event::Executed { player, .. } => return vec![Card::Executed { player: *player }],
            Event::Died { player, .. } => died.push(*player),
            _ => {}
        }
    }
    if died.is_empty() {
        Vec::new()
    } else {
        vec![Card::Died { players: died }]
    }
}

/// The kinds of card the Storyteller composes by hand (issue 5: "Show to player" cards at any
/// moment, night or day), in the order the composer offers them. The public announcements
/// (dawn, an execution, a Slayer's shot) are not among them: the engine works them out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardKind {
    ThisIsTheDemon,
    TheseAreYourMinions,
    NotInPlay,
    YouAre,
    /// "You are good" / "You are evil": the "You are" card with an alignment alone.
    Alignment,
    SelectedYou,
    UsedAbilityToday,
    Number,
    YesNo,
    Character,
    Characters,
    Players,
    PlayerIs,
    Text,
}

impl CardKind {
    /// Every kind, in the composer's order.
    pub const ALL: [CardKind; 14] = [
        CardKind::ThisIsTheDemon,
        CardKind::TheseAreYourMinions,
        CardKind::NotInPlay,
        CardKind::YouAre,
        CardKind::Alignment,
        CardKind::SelectedYou,
        CardKind::UsedAbilityToday,
        CardKind::Number,
        CardKind::YesNo,
        CardKind::Character,
        CardKind::Characters,
        CardKind::Players,
        CardKind::PlayerIs,
        CardKind::Text,
    ];

    /// A short name for the kind, as used in `data-kind` attributes and tests.
    pub fn id(self) -> &'static str {
        match self {
            CardKind::ThisIsTheDemon => "this_is_the_demon",
            CardKind::TheseAreYourMinions => "these_are_your_minions",
            CardKind::NotInPlay => "not_in_play",
            CardKind::YouAre => "you_are",
            CardKind::Alignment => "alignment",
            CardKind::Characters => "characters",
            CardKind::PlayerIs => "player_is",
            CardKind::Text => "text",
            CardKind::SelectedYou => "selected_you",
            CardKind::UsedAbilityToday => "used_ability_today",
            CardKind::Number => "number",
            CardKind::YesNo => "yes_no",
            CardKind::Character => "character",
            CardKind::Players => "players",
        }
    }

    /// How many players the card points at, at most (0: none).
    pub fn max_players(self) -> usize {
        match self {
            CardKind::ThisIsTheDemon | CardKind::PlayerIs => 1,
            CardKind::TheseAreYourMinions | CardKind::Players => MAX_POINTED,
            _ => 0,
        }
    }

    /// How many character tokens the card shows, at most (0: none). 002: the Demon is shown
    /// three good characters not in play.
    pub fn max_characters(self) -> usize {
        match self {
            CardKind::NotInPlay => 3,
            CardKind::YouAre | CardKind::SelectedYou | CardKind::Character | CardKind::PlayerIs => {
                1
            }
            CardKind::Characters => MAX_TOKENS,
            _ => 0,
        }
    }
}

/// The most players one card points at (the circle's largest size).
pub const MAX_POINTED: usize = 20;

/// The most character tokens a card of several characters shows.
pub const MAX_TOKENS: usize = 6;

/// The longest text of a text card, in characters: a few words read across the table.
pub const MAX_TEXT: usize = 80;

/// The largest number the composer offers (002: a number is held up on the fingers; a
/// Storyteller rarely needs more than the circle's size).
pub const MAX_NUMBER: u32 = 20;

/// A card being composed: the kind, then what it shows. Filled in by the composer a tap at a
/// time; [`Draft::card`] says whether it is complete.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Draft {
    pub kind: Option<CardKind>,
    pub number: u32,
    pub yes: Option<bool>,
    pub players: Vec<PlayerId>,
    pub characters: Vec<String>,
    pub alignment: Option<Alignment>,
    pub text: String,
}

impl Draft {
    /// Picks a kind: what was chosen for another kind that this one cannot show is dropped.
    pub fn set_kind(&mut self, kind: CardKind) {
        self.kind = Some(kind);
        self.players.truncate(kind.max_players());
        self.characters.truncate(kind.max_characters());
        if !matches!(kind, CardKind::YouAre | CardKind::Alignment) {
            self.alignment = None;
        }
    }

    /// Types the text of a text card, cut to [`MAX_TEXT`] characters.
    pub fn set_text(&mut self, text: &str) {
        self.text = text.chars().take(MAX_TEXT).collect();
    }

    /// Taps a player: picked, or unpicked when already picked; past the card's limit the
    /// oldest pick gives way (so a one-player card simply takes the new player).
    pub fn toggle_player(&mut self, player: PlayerId) {
        let max = self.kind.map_or(0, CardKind::max_players);
        toggle(&mut self.players, player, max);
    }

    /// Taps a character token, the same way as [`Draft::toggle_player`].
    pub fn toggle_character(&mut self, id: &str) {
        let max = self.kind.map_or(0, CardKind::max_characters);
        toggle(&mut self.characters, id.to_string(), max);
    }

    /// Steps the number by `delta`, kept within 0 and [`MAX_NUMBER`].
    pub fn step_number(&mut self, delta: i32) {
        let n = i64::from(self.number) + i64::from(delta);
        self.number = n.clamp(0, i64::from(MAX_NUMBER)) as u32;
    }

    /// The card, once it shows something: a player for the pointing cards, a character for
    /// the token cards, a character or an alignment for "You are", an answer for yes/no.
    /// "These characters are not in play" takes one to three tokens (002: three, unless the
    /// script leaves fewer).
    pub fn card(&self) -> Option<Card> {
        let kind = self.kind?;
        let one_character = || self.characters.first().cloned();
        let card = match kind {
            CardKind::ThisIsTheDemon => Card::ThisIsTheDemon {
                player: *self.players.first()?,
            },
            CardKind::TheseAreYourMinions if !self.players.is_empty() => {
                Card::TheseAreYourMinions {
                    players: self.players.clone(),
                }
            }
            CardKind::NotInPlay if !self.characters.is_empty() => Card::NotInPlay {
                characters: self.characters.clone(),
            },
            CardKind::YouAre if !self.characters.is_empty() || self.alignment.is_some() => {
                Card::YouAre {
                    character: one_character(),
                    alignment: self.alignment,
                }
            }
            CardKind::SelectedYou => Card::SelectedYou {
                character: one_character()?,
            },
            CardKind::UsedAbilityToday => Card::UsedAbilityToday,
            CardKind::Number => Card::Number { value: self.number },
            CardKind::YesNo => Card::YesNo { yes: self.yes? },
            CardKind::Character => Card::Character {
                character: one_character()?,
            },
            CardKind::Players if !self.players.is_empty() => Card::Players {
                players: self.players.clone(),
            },
            CardKind::Alignment => Card::YouAre {
                character: None,
                alignment: Some(self.alignment?),
            },
            CardKind::Characters if !self.characters.is_empty() => Card::Characters {
                characters: self.characters.clone(),
            },
            CardKind::PlayerIs => Card::PlayerIs {
                player: *self.players.first()?,
                character: one_character()?,
            },
            CardKind::Text if !self.text.trim().is_empty() => Card::Text {
                text: self.text.trim().to_string(),
            },
            _ => return None,
        };
        Some(card)
    }
}

fn toggle<T: PartialEq>(list: &mut Vec<T>, item: T, max: usize) {
    if let Some(i) = list.iter().position(|x| *x == item) {
        list.remove(i);
    } else if max > 0 {
        if list.len() >= max {
            list.remove(0);
        }
        list.push(item);
    }
}

impl Card {
    /// The card in plain words, for the Storyteller's record of what was shown (player names
    /// from `state`).
    pub fn describe(&self, state: &GameState, lang: Lang) -> String {
        let en = lang == Lang::En;
        let names = |ps: &[PlayerId]| {
            ps.iter()
                .map(|p| state.name(*p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let chars = |cs: &[String]| {
            cs.iter()
                .map(|c| state.character_name(c, lang))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let pick = |e: &str, f: &str| if en { e.to_string() } else { f.to_string() };
        match self {
            Card::ThisIsTheDemon { player } => {
                pick("This is the Demon: ", "Voici le Démon : ") + &names(&[*player])
            }
            Card::TheseAreYourMinions { players } => {
                pick("These are your Minions: ", "Voici vos Sbires : ") + &names(players)
            }
            Card::NotInPlay { characters } => {
                pick("Not in play: ", "Pas en jeu : ") + &chars(characters)
            }
            Card::YouAre {
                character,
                alignment,
            } => {
                let mut parts: Vec<String> = character
                    .iter()
                    .map(|c| state.character_name(c, lang))
                    .collect();
                if let Some(a) = alignment {
                    parts.push(match (a, en) {
                        (Alignment::Good, true) => "good".into(),
                        (Alignment::Good, false) => "Bien".into(),
                        (Alignment::Evil, true) => "evil".into(),
                        (Alignment::Evil, false) => "Mal".into(),
                    });
                }
                pick("You are: ", "Vous êtes : ") + &parts.join(", ")
            }
            Card::SelectedYou { character } => {
                pick(
                    "This character selected you: ",
                    "Ce personnage vous a choisi : ",
                ) + &state.character_name(character, lang)
            }
            Card::HasAbility { character } => {
                pick(
                    "You have this character's ability: ",
                    "Vous avez la capacité de ce personnage : ",
                ) + &state.character_name(character, lang)
            }
            Card::UsedAbilityToday => pick(
                "Did you use your ability today?",
                "Avez-vous utilisé votre capacité aujourd'hui ?",
            ),
            Card::Number { value } => pick("Number: ", "Nombre : ") + &value.to_string(),
            Card::YesNo { yes } => match (yes, en) {
                (true, true) => "Yes".into(),
                (true, false) => "Oui".into(),
                (false, true) => "No".into(),
                (false, false) => "Non".into(),
            },
            Card::Character { character } => {
                pick("Character: ", "Personnage : ") + &state.character_name(character, lang)
            }
            Card::Players { players } => pick("Players: ", "Joueurs : ") + &names(players),
            Card::PlayerIs { player, character } => {
                names(&[*player])
                    + pick(" is ", " est ").as_str()
                    + &state.character_name(character, lang)
            }
            Card::Characters { characters } => {
                pick("Characters: ", "Personnages : ") + &chars(characters)
            }
            Card::Text { text } => format!("« {text} »"),
            Card::Direction { clockwise } => {
                pick("Direction: ", "Sens : ") + crate::info::direction(*clockwise, lang)
            }
            Card::Alignment { alignment } => match alignment {
                Some(Alignment::Good) => pick("Thumb up: good", "Pouce levé : Bien"),
                Some(Alignment::Evil) => pick("Thumb down: evil", "Pouce baissé : Mal"),
                None => pick(
                    "Thumb sideways: neither",
                    "Pouce à l'horizontale : ni l'un ni l'autre",
                ),
            },
            Card::Died { players } if players.is_empty() => {
                pick("Nobody died", "Personne n'est mort")
            }
            Card::Died { players } => pick("Died: ", "Morts : ") + &names(players),
            Card::Executed { player } => pick("Executed: ", "Exécuté : ") + &names(&[*player]),
            Card::NothingHappens => pick("Nothing happens", "Il ne se passe rien"),
        }
    }
}

/// What the Storyteller writes in the log when a card composed by hand is shown: a note
/// ([`Command::Note`], for the player it was shown to when the Storyteller says who), so the
/// history keeps it and undo takes it back like any command. A note rather than a command of
/// its own: showing a card changes nothing in the game, and the note already travels in game
/// files and links.
pub fn shown_note(card: &Card, to: Option<PlayerId>, state: &GameState, lang: Lang) -> Command {
    let what = card.describe(state, lang);
    let text = match lang {
        Lang::En => format!("Card shown: {what}"),
        Lang::Fr => format!("Carte montrée : {what}"),
    };
    Command::Note { player: to, text }
}

/// The Magician's id: jinxed with the characters that see the grimoire (official jinx list).
const MAGICIAN: &str = "magician";

/// One seat of the grimoire as the Spy sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrimoireSeat {
    pub player: PlayerId,
    pub name: String,
    /// The real character (`None`: not assigned, or hidden by a jinx).
    pub character: Option<String>,
    /// The character the player believes they have, when it differs (the Drunk's Townsfolk).
    pub believes: Option<String>,
    /// The alignment, when it is not the one the character's type starts with.
    pub odd_alignment: Option<Alignment>,
    pub alive: bool,
    /// A dead player's vote token is still there.
    pub ghost_vote: bool,
    pub drunk: bool,
    pub poisoned: bool,
    /// (character id, reminder id) of the reminder tokens beside the player.
    pub reminders: Vec<(String, String)>,
}

/// The grimoire shown to the Spy: every seat in order, and the Demon's bluffs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpyGrimoire {
    pub seats: Vec<GrimoireSeat>,
    pub bluffs: Vec<String>,
}

/// The reminder tokens beside a player, the Fortune Teller's red herring among them (the engine
/// keeps it apart from the other reminders; 002 sets it next to the player in the grimoire).
fn reminders_of(state: &GameState, player: PlayerId) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = state
        .reminders
        .iter()
        .filter(|r| r.player == player)
        .map(|r| (r.character.clone(), r.reminder.clone()))
        .collect();
    let herring = ("fortuneteller".to_string(), "Red Herring".to_string());
    if state.red_herring == Some(player) && !out.contains(&herring) {
        out.push(herring);
    }
    out
}

/// The Spy "sees the Grimoire": what the Storyteller's grimoire shows, as it is. 002 ("Qu'est
/// ce que le grimoire?"): it tells "quel est le rôle de chaque joueur, qui est mort et qui est
/// vivant, … qui est ivre ou qui empoisonné", with the reminder tokens beside the role tokens,
/// and it is "la boîte … avec toutes les informations secrètes" (the bluffs set aside for the
/// Demon among them); 002 (death): a shroud on the dead player's token. 001 (madness): "On ne
/// voit pas dans le Grimoire qui est fou", so madness is not shown. 002 (jinxes): with the
/// Magician in play, "Quand l'Espion voit le grimoire, les jetons du démon et du Magicien sont
/// retirés" — for any character that sees the grimoire and is jinxed with the Magician (the
/// Spy, the Widow: official jinx list, [`crate::jinx`]).
pub fn for_spy(state: &GameState) -> SpyGrimoire {
    let magician = state.seats.iter().any(|s| {
        crate::ability::of(s.character_id()).is_some_and(|a| a.sees_grimoire)
            && crate::jinx::active(state, s.character_id(), MAGICIAN)
    });
    let seats = state
        .seats
        .iter()
        .map(|s| {
            let def = s.def();
            let hidden = magician && (s.team() == Some(Team::Demon) || s.is(MAGICIAN));
            let odd_alignment = match (def.and_then(|d| d.team.default_alignment()), s.alignment) {
                (Some(default), Some(a)) if a != default => Some(a),
                (None, Some(a)) if def.is_some() => Some(a),
                _ => None,
            };
            GrimoireSeat {
                player: s.id,
                name: s.name.clone(),
                character: if hidden { None } else { s.character.clone() },
                believes: if hidden {
                    None
                } else {
                    s.shown.clone().filter(|b| Some(b) != s.character.as_ref())
                },
                odd_alignment: if hidden { None } else { odd_alignment },
                alive: s.alive,
                ghost_vote: s.ghost_vote,
                drunk: super::status::is_drunk(state, s.id),
                poisoned: super::status::is_poisoned(state, s.id),
                reminders: reminders_of(state, s.id),
            }
        })
        .collect();
    SpyGrimoire {
        seats,
        bluffs: state.bluffs.clone(),
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_decision_settled_by_day_is_announced_and_one_at_night_is_not() {
        let executed = [Event::Executed {
            player: PlayerId(3),
            died: true,
        }];
        assert_eq!(
            decision_announcement(Phase::Day(1), &executed),
            vec![Card::Executed {
                player: PlayerId(3)
            }]
        );
        assert!(decision_announcement(Phase::Night(2), &executed).is_empty());
        assert!(decision_announcement(Phase::Day(2), &[]).is_empty());
    }

    use super::*;
    use crate::night;
    use crate::test_util::*;

    fn step(g: &crate::Game, kind: StepKind) -> NightStep {
        night::sheet(g.state())
            .into_iter()
            .find(|s| s.kind == kind)
            .unwrap()
    }

    /// 002: with 7 or more players, the Minions are shown "This is the Demon" and the Demon
    /// "These are your Minions" and three characters not in play.
    #[test]
    fn evil_team_cards_with_seven_players() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        g.apply(Command::Override {
            command: Box::new(Command::SetBluffs {
                bluffs: vec!["washerwoman".into(), "librarian".into(), "butler".into()],
            }),
            reason: "test".into(),
        })
        .unwrap();
        let m = for_step(g.state(), &step(&g, StepKind::MinionInfo));
        assert_eq!(m, vec![Card::ThisIsTheDemon { player: P(0) }]);
        let d = for_step(g.state(), &step(&g, StepKind::DemonInfo));
        assert_eq!(
            d,
            vec![
                Card::TheseAreYourMinions {
                    players: vec![P(1)]
                },
                Card::NotInPlay {
                    characters: vec!["washerwoman".into(), "librarian".into(), "butler".into()]
                }
            ]
        );
    }

    /// 002: with fewer than 7 players there is no Minion or Demon info.
    #[test]
    fn no_evil_team_cards_below_seven() {
        let g = tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        assert!(!evil_team_learns(g.state()));
        assert!(night::sheet(g.state())
            .iter()
            .all(|s| !matches!(s.kind, StepKind::MinionInfo | StepKind::DemonInfo)));
    }

    /// 002: the Washerwoman is shown a token and two players; the card does not say which of
    /// the two has it.
    #[test]
    fn pair_card_shows_only_token_and_players() {
        let g = tb_game(&[
            "imp",
            "poisoner",
            "washerwoman",
            "empath",
            "monk",
            "soldier",
            "mayor",
        ]);
        let s = night::sheet(g.state())
            .into_iter()
            .find(|s| s.character.as_deref() == Some("washerwoman"))
            .unwrap();
        let cards = for_step(g.state(), &s);
        assert_eq!(cards.len(), 2);
        assert!(matches!(&cards[0], Card::Character { character } if character == "empath"));
        let json = serde_json::to_string(&cards).unwrap();
        assert!(!json.contains("candidates") && !json.contains("imp"));
    }

    /// 002 (dawn): announce who died, and only that; a Slayer's miss says nothing about why.
    #[test]
    fn announcements_say_only_the_outcome() {
        let mut g = tb_game(&[
            "imp", "poisoner", "slayer", "empath", "monk", "soldier", "mayor",
        ]);
        let ev = g.apply(Command::EndNight).unwrap();
        assert_eq!(
            announcement(&Command::EndNight, &ev),
            vec![Card::Died { players: vec![] }]
        );
        let shot = Command::act("slayer", P(2), P(1));
        let ev = g.apply(shot.clone()).unwrap();
        assert_eq!(announcement(&shot, &ev), vec![Card::NothingHappens]);
    }

    /// Issue 5: each composed card is complete only once it shows something, and a kind takes
    /// only what it can show.
    #[test]
    fn a_draft_becomes_a_card_once_complete() {
        let mut d = Draft::default();
        assert_eq!(d.card(), None, "no kind yet");
        d.set_kind(CardKind::ThisIsTheDemon);
        assert_eq!(d.card(), None, "nobody pointed at yet");
        d.toggle_player(P(2));
        d.toggle_player(P(4));
        assert_eq!(d.card(), Some(Card::ThisIsTheDemon { player: P(4) }));
        d.set_kind(CardKind::TheseAreYourMinions);
        d.toggle_player(P(1));
        assert_eq!(
            d.card(),
            Some(Card::TheseAreYourMinions {
                players: vec![P(4), P(1)]
            })
        );
        d.toggle_player(P(4));
        assert_eq!(
            d.card(),
            Some(Card::TheseAreYourMinions {
                players: vec![P(1)]
            })
        );
        // A kind without players drops them.
        d.set_kind(CardKind::Number);
        assert!(d.players.is_empty());
        assert_eq!(d.card(), Some(Card::Number { value: 0 }));
        d.step_number(-1);
        assert_eq!(d.number, 0);
        d.step_number(25);
        assert_eq!(d.card(), Some(Card::Number { value: MAX_NUMBER }));
        d.set_kind(CardKind::YesNo);
        assert_eq!(d.card(), None, "no answer picked yet");
        d.yes = Some(false);
        assert_eq!(d.card(), Some(Card::YesNo { yes: false }));
        d.set_kind(CardKind::UsedAbilityToday);
        assert_eq!(d.card(), Some(Card::UsedAbilityToday));
    }

    /// The Storyteller's own cards: good or evil, a player with a character, several
    /// characters, a short text; each complete only once it shows something.
    #[test]
    fn cards_of_the_storytellers_choosing() {
        let g = crate::test_util::tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        let mut d = Draft::default();
        d.set_kind(CardKind::Alignment);
        assert_eq!(d.card(), None, "no alignment yet");
        d.alignment = Some(Alignment::Evil);
        let card = d.card().unwrap();
        assert_eq!(
            card,
            Card::YouAre {
                character: None,
                alignment: Some(Alignment::Evil)
            }
        );
        assert_eq!(card.describe(g.state(), Lang::En), "You are: evil");

        d.set_kind(CardKind::PlayerIs);
        assert_eq!(d.alignment, None, "this kind shows no alignment");
        d.toggle_player(P(2));
        assert_eq!(d.card(), None, "a character is still missing");
        d.toggle_character("chef");
        d.toggle_character("monk");
        let card = d.card().unwrap();
        assert_eq!(
            card,
            Card::PlayerIs {
                player: P(2),
                character: "monk".into()
            }
        );
        assert_eq!(card.describe(g.state(), Lang::Fr), "P2 est Moine");

        d.set_kind(CardKind::Characters);
        assert!(d.players.is_empty());
        for c in ["chef", "empath", "saint", "imp", "baron", "spy", "drunk"] {
            d.toggle_character(c);
        }
        let Some(Card::Characters { characters }) = d.card() else {
            panic!("several characters");
        };
        assert_eq!(characters.len(), MAX_TOKENS);
        assert_eq!(characters.first().map(String::as_str), Some("empath"));

        d.set_kind(CardKind::Text);
        assert_eq!(d.card(), None, "no text yet");
        d.set_text("   ");
        assert_eq!(d.card(), None, "blank text shows nothing");
        d.set_text(&"x".repeat(200));
        assert_eq!(d.text.chars().count(), MAX_TEXT);
        d.set_text(" Wake up quietly ");
        assert_eq!(
            d.card(),
            Some(Card::Text {
                text: "Wake up quietly".into()
            })
        );
    }

    /// 002: the Demon is shown three characters not in play: a fourth token replaces the
    /// oldest; the token cards take one character.
    #[test]
    fn token_cards_take_their_number_of_characters() {
        let mut d = Draft::default();
        d.set_kind(CardKind::NotInPlay);
        for c in ["chef", "empath", "monk", "saint"] {
            d.toggle_character(c);
        }
        assert_eq!(
            d.card(),
            Some(Card::NotInPlay {
                characters: vec!["empath".into(), "monk".into(), "saint".into()]
            })
        );
        d.set_kind(CardKind::SelectedYou);
        assert_eq!(
            d.card(),
            Some(Card::SelectedYou {
                character: "empath".into()
            })
        );
        d.set_kind(CardKind::YouAre);
        d.toggle_character("empath");
        assert_eq!(d.card(), None, "neither a character nor an alignment");
        d.alignment = Some(Alignment::Evil);
        assert_eq!(
            d.card(),
            Some(Card::YouAre {
                character: None,
                alignment: Some(Alignment::Evil)
            })
        );
        d.toggle_character("imp");
        assert_eq!(
            d.card(),
            Some(Card::YouAre {
                character: Some("imp".into()),
                alignment: Some(Alignment::Evil)
            })
        );
        // Another kind forgets the alignment.
        d.set_kind(CardKind::Character);
        assert_eq!(d.alignment, None);
        assert_eq!(
            d.card(),
            Some(Card::Character {
                character: "imp".into()
            })
        );
        d.set_kind(CardKind::UsedAbilityToday);
        assert!(d.characters.is_empty());
    }

    /// A card shown by hand is written in the log as a note: it is in the history, a replay of
    /// the log keeps it, and undo takes it back; the game itself is unchanged.
    #[test]
    fn a_shown_card_is_a_note_that_replays_and_undoes() {
        let mut g = tb_game(&[
            "imp", "poisoner", "chef", "empath", "monk", "soldier", "mayor",
        ]);
        let card = Card::YouAre {
            character: Some("imp".into()),
            alignment: Some(Alignment::Evil),
        };
        let cmd = shown_note(&card, Some(P(3)), g.state(), Lang::En);
        assert_eq!(
            cmd,
            Command::Note {
                player: Some(P(3)),
                text: "Card shown: You are: Imp, evil".into()
            }
        );
        let before = g.state().clone();
        g.apply(cmd.clone()).unwrap();
        assert_eq!(
            g.state().notes(P(3)),
            vec!["Card shown: You are: Imp, evil"]
        );
        assert_eq!(g.state().seats, before.seats);
        assert_eq!(
            cmd.describe(g.state(), Lang::En),
            "P3: Card shown: You are: Imp, evil"
        );
        let replayed = crate::Game::from_log(g.config().clone(), g.log().to_vec()).unwrap();
        assert_eq!(replayed.state(), g.state());
        assert!(g.undo());
        assert_eq!(g.state(), &before);
        let fr = shown_note(
            &Card::Players {
                players: vec![P(0), P(2)],
            },
            None,
            g.state(),
            Lang::Fr,
        );
        assert_eq!(
            fr,
            Command::Note {
                player: None,
                text: "Carte montrée : Joueurs : P0, P2".into()
            }
        );
    }

    /// Every composed card has words for the record, in both languages.
    #[test]
    fn every_card_describes_itself() {
        let g = tb_game(&["imp", "poisoner", "chef", "empath", "monk"]);
        let st = g.state();
        let cards = [
            (
                Card::ThisIsTheDemon { player: P(0) },
                "This is the Demon: P0",
            ),
            (
                Card::TheseAreYourMinions {
                    players: vec![P(1)],
                },
                "These are your Minions: P1",
            ),
            (
                Card::NotInPlay {
                    characters: vec!["chef".into(), "saint".into(), "mayor".into()],
                },
                "Not in play: Chef, Saint, Mayor",
            ),
            (
                Card::SelectedYou {
                    character: "poisoner".into(),
                },
                "This character selected you: Poisoner",
            ),
            (Card::UsedAbilityToday, "Did you use your ability today?"),
            (Card::Number { value: 3 }, "Number: 3"),
            (Card::YesNo { yes: true }, "Yes"),
            (
                Card::Character {
                    character: "empath".into(),
                },
                "Character: Empath",
            ),
        ];
        for (card, en) in cards {
            assert_eq!(card.describe(st, Lang::En), en);
            let fr = card.describe(st, Lang::Fr);
            assert!(!fr.is_empty() && fr != en || en == "Number: 3", "{fr}");
        }
        assert_eq!(
            Card::NotInPlay {
                characters: vec!["chef".into()]
            }
            .describe(st, Lang::Fr),
            "Pas en jeu : Cuistot"
        );
    }

    /// 002 ("Qu'est ce que le grimoire?"): the Spy sees who is who, who is dead, who is drunk
    /// or poisoned, and the reminder tokens; the Drunk's true character with the one they
    /// believe; the bluffs; 001: never who is mad.
    #[test]
    fn the_spy_sees_the_grimoire_as_it_is() {
        let mut g = tb_game(&[
            "imp",
            "spy",
            "drunk:chef",
            "empath",
            "monk",
            "soldier",
            "poisoner",
        ]);
        g.apply(Command::Override {
            command: Box::new(Command::SetBluffs {
                bluffs: vec!["washerwoman".into(), "librarian".into(), "butler".into()],
            }),
            reason: "test".into(),
        })
        .unwrap();
        g.apply(Command::act("poisoner", P(6), P(3))).unwrap();
        g.apply(Command::PlaceReminder {
            player: P(3),
            character: "poisoner".into(),
            reminder: "Poisoned".into(),
        })
        .unwrap();
        g.apply(Command::Die {
            player: P(5),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        g.apply(Command::SetStatus {
            target: P(4),
            kind: crate::status::StatusKind::Mad,
            source: None,
            duration: crate::status::Duration::Permanent,
            about: Some("chef".into()),
        })
        .unwrap();
        let view = for_spy(g.state());
        assert_eq!(view.seats.len(), 7);
        let chars: Vec<_> = view
            .seats
            .iter()
            .map(|s| s.character.as_deref().unwrap())
            .collect();
        assert_eq!(
            chars,
            ["imp", "spy", "drunk", "empath", "monk", "soldier", "poisoner"]
        );
        assert_eq!(view.seats[2].believes.as_deref(), Some("chef"));
        assert!(view.seats[3].poisoned && !view.seats[3].drunk);
        assert!(view.seats[3]
            .reminders
            .contains(&("poisoner".to_string(), "Poisoned".to_string())));
        assert!(!view.seats[5].alive && view.seats[5].ghost_vote);
        assert!(view.seats.iter().filter(|s| !s.alive).count() == 1);
        assert_eq!(view.bluffs, vec!["washerwoman", "librarian", "butler"]);
        // The red herring sits beside its player like any reminder.
        g.apply(Command::red_herring(P(5))).unwrap();
        assert_eq!(
            for_spy(g.state()).seats[5].reminders,
            vec![("fortuneteller".to_string(), "Red Herring".to_string())]
        );
        // Madness leaves no mark the Spy could see.
        assert_eq!(view.seats[4].reminders, Vec::<(String, String)>::new());
        assert!(!view.seats[4].drunk && !view.seats[4].poisoned);
    }

    /// 002 (jinxes): with the Magician in play, the Demon's and the Magician's tokens are
    /// taken out before the Spy sees the grimoire.
    #[test]
    fn the_magician_jinx_hides_the_demon_from_the_spy() {
        let g = tb_game(&["imp", "spy", "chef", "empath", "monk"]);
        let mut st = g.state().clone();
        st.seats[4].character = Some("magician".into());
        let view = for_spy(&st);
        assert_eq!(view.seats[0].character, None);
        assert_eq!(view.seats[4].character, None);
        assert_eq!(view.seats[1].character.as_deref(), Some("spy"));
        assert_eq!(
            for_spy(g.state()).seats[0].character.as_deref(),
            Some("imp")
        );
    }
}
