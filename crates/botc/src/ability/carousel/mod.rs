//! The official characters outside the three base editions (the official data's "carousel"):
//! one file per character the engine automates. A carousel character without a definition is
//! prompt-only: it wakes at its place with its prompt from the table and the Storyteller runs
//! it (a Demon without one would attack as every Demon does, [`super::ANY_DEMON`]).

pub mod acrobat;
pub mod alchemist;
pub mod alhadikhia;
pub mod alsaahir;
pub mod amnesiac;
pub mod atheist;
pub mod balloonist;
pub mod banshee;
pub mod boffin;
pub mod boomdandy;
pub mod bountyhunter;
pub mod cacklejack;
pub mod cannibal;
pub mod choirboy;
pub mod cultleader;
pub mod damsel;
pub mod engineer;
pub mod farmer;
pub mod fearmonger;
pub mod fisherman;
pub mod gangster;
pub mod general;
pub mod gnome;
pub mod goblin;
pub mod golem;
pub mod harpy;
pub mod hatter;
pub mod heretic;
pub mod hermit;
pub mod highpriestess;
pub mod huntsman;
pub mod kazali;
pub mod king;
pub mod knight;
pub mod legion;
pub mod leviathan;
pub mod lilmonsta;
pub mod lleech;
pub mod lordoftyphon;
pub mod lycanthrope;
pub mod magician;
pub mod marionette;
pub mod mezepheles;
pub mod nightwatchman;
pub mod noble;
pub mod ogre;
pub mod ojo;
pub mod organgrinder;
pub mod pixie;
pub mod plaguedoctor;
pub mod politician;
pub mod poppygrower;
pub mod preacher;
pub mod princess;
pub mod psychopath;
pub mod puzzlemaster;
pub mod riot;
pub mod shugenja;
pub mod snitch;
pub mod steward;
pub mod summoner;
pub mod villageidiot;
pub mod vizier;
pub mod widow;
pub mod wizard;
pub mod wraith;
pub mod xaan;
pub mod yaggababble;
pub mod zealot;

use crate::ability::prelude::*;

/// The other players clockwise from `from`, Travellers left out (their alignment is the
/// Storyteller's), whose alignment and type cannot register otherwise (002: the Recluse, the
/// Spy): the players a suggested answer may safely name.
pub(crate) fn plain_others<'a>(state: &'a GameState, from: &'a Seat) -> Vec<&'a Seat> {
    let n = state.seats.len();
    let start = state.index_of(from.id).unwrap_or(0);
    (1..n)
        .map(|k| &state.seats[(start + k) % n])
        .filter(|s| !s.traveller && learn::may_register_as(state, s).is_empty())
        .collect()
}

/// `players` pointed at in seat order (the order must not tell which is which).
pub(crate) fn pointed(state: &GameState, mut players: Vec<PlayerId>) -> NightInfo {
    players.sort_by_key(|p| state.index_of(*p));
    NightInfo::Players { players }
}

/// Character ability text ("each night*"): a Demon that wakes on the first night for its
/// setup (the Kazali's Minions, the Lord of Typhon's neighbours) attacks only from the second
/// night on; on the first night its step has no choice.
pub(crate) fn attack_after_first(state: &GameState, _demon: PlayerId) -> Option<Choice> {
    (night_of(state) != Some(1)).then_some(learn::DEMON_ATTACK)
}

/// What the attack would do, from the second night on; nothing to work out on the first.
pub(crate) fn attack_info_after_first(state: &GameState, demon: &Seat) -> NightInfo {
    if night_of(state) == Some(1) {
        NightInfo::Nothing
    } else {
        learn::attack(state, demon)
    }
}

/// The attack, refused on the first night ("each night*").
pub(crate) fn kill_after_first(state: &mut GameState, act: &Act) -> Result<Vec<Event>, RuleError> {
    if act.strict && state.phase == Phase::FirstNight {
        return Err(RuleError::NoActionTonight {
            character: act.character.to_string(),
        });
    }
    learn::demon_attack(state, act)
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::character::official;
    use crate::command::{Assignment, Command};
    use crate::game::{Game, GameConfig};
    use crate::night::{sheet, StepKind};
    use crate::script::Script;
    use crate::test_util::P;

    /// A hand pick, one player per character in seat order; `"real:shown"` hands the player
    /// another token (the Marionette who believes they are the Huntsman).
    pub(crate) fn hand_pick(chars: &[&str]) -> Vec<Assignment> {
        chars
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let (real, shown) = match c.split_once(':') {
                    Some((r, s)) => (r, Some(s.to_string())),
                    None => (*c, None),
                };
                Assignment {
                    player: P(i as u32),
                    character: real.into(),
                    shown,
                    alignment: None,
                }
            })
            .collect()
    }

    /// A game of a custom script naming carousel characters and Loric, one player per
    /// character in seat order, in its first night (counts overridden).
    pub(crate) fn custom_game(chars: &[&str]) -> Game {
        let mut g = Game::new(GameConfig {
            seed: 3,
            name: String::new(),
        });
        for i in 0..chars.len() {
            g.apply(Command::AddPlayer {
                name: format!("P{i}"),
            })
            .unwrap();
        }
        let mut ids: Vec<String> = chars.iter().map(|c| c.to_string()).collect();
        ids.extend(["tor", "zenomancer", "ferryman", "gnome"].map(String::from));
        g.apply(Command::ChooseScript {
            script: Script::custom(ids),
        })
        .unwrap();
        let assignments = chars
            .iter()
            .enumerate()
            .map(|(i, c)| Assignment {
                player: P(i as u32),
                character: c.to_string(),
                shown: None,
                alignment: None,
            })
            .collect();
        g.apply(Command::Override {
            command: Box::new(Command::AssignCharacters { assignments }),
            reason: "test".into(),
        })
        .unwrap();
        g.apply(Command::StartGame).unwrap();
        g
    }

    /// The characters of tonight's sheet, in order, with the prompt each step carries.
    fn steps(g: &Game) -> Vec<(String, Option<&'static str>)> {
        sheet(g.state())
            .into_iter()
            .filter(|s| s.kind == StepKind::Character)
            .map(|s| (s.character.unwrap(), s.prompt.map(|p| p.en())))
            .collect()
    }

    /// 002 (the night sheet): prompt-only characters wake at their official place with their
    /// table prompt, first night and other nights; the Storyteller records the rest.
    #[test]
    fn a_custom_script_of_carousel_characters_plays_as_a_token_board() {
        let chars = [
            "riot",
            "wraith",
            "harpy",
            "fearmonger",
            "xaan",
            "organgrinder",
            "chef",
            "empath",
        ];
        let mut g = custom_game(&chars);
        let first: Vec<String> = steps(&g).into_iter().map(|(c, _)| c).collect();
        // Official first-night order; the Riot does not wake on the first night.
        assert_eq!(
            first,
            [
                "wraith",
                "xaan",
                "organgrinder",
                "fearmonger",
                "harpy",
                "chef",
                "empath"
            ]
        );
        for (id, prompt) in steps(&g) {
            assert_eq!(
                prompt,
                official(&id).unwrap().first_night_prompt.map(|p| p.en())
            );
        }
        g.apply(Command::EndNight).unwrap();
        g.apply(Command::EndDay).unwrap();
        let other: Vec<String> = steps(&g).into_iter().map(|(c, _)| c).collect();
        assert_eq!(
            other,
            [
                "wraith",
                "xaan",
                "organgrinder",
                "fearmonger",
                "harpy",
                "empath",
                "riot"
            ]
        );
        for (id, prompt) in steps(&g) {
            assert!(prompt.is_some(), "{id}");
            assert_eq!(
                prompt,
                official(&id).unwrap().other_night_prompt.map(|p| p.en())
            );
        }
        // The Storyteller kills for the Riot's team by hand.
        g.apply(Command::Die {
            player: P(6),
            cause: crate::death::DeathCause::Storyteller,
        })
        .unwrap();
        assert!(!g.state().seats[6].alive);
    }

    /// A script naming carousel characters and Loric (odd spellings included) imports whole:
    /// every id is known to the table.
    #[test]
    fn a_script_of_carousel_characters_imports() {
        let text = r#"[
            {"id": "_meta", "name": "Carrousel"},
            "lleech", "widow", {"id": "lil_monsta"}, "Organ Grinder", "cacklejack",
            "big_wig", "tor", "al-hadikhia", "chef"
        ]"#;
        let s = crate::share::script_import::parse_script(text).unwrap();
        let ids: Vec<&str> = s.script.all().iter().map(|d| d.id).collect();
        assert_eq!(
            ids,
            [
                "lleech",
                "widow",
                "lilmonsta",
                "organgrinder",
                "cacklejack",
                "bigwig",
                "tor",
                "alhadikhia",
                "chef"
            ]
        );
        // Loric are never drawn.
        assert!(s
            .script
            .characters()
            .iter()
            .all(|d| d.id != "bigwig" && d.id != "tor"));
    }
}
