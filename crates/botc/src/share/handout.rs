//! The players' handout: the script as the players need it, and nothing of the game.
//!
//! Every character of the script with its ability (our own words, or a custom script's own
//! text for its homebrew characters), the jinxes among them, the Fabled and Loric the
//! Storyteller has put in play (public, 002 "Légendaires"), and the order in which characters
//! wake, for the first night and the others. Who holds which character is never in it: a
//! handout is the same whoever is in play. [`handout`] draws that line from a game's state;
//! its link (`h1.`) carries the ruleset's id, the script (as a game link writes it) and the
//! ids in play; [`sheet`] lays it out in a language for the screen and the printed page.

use crate::character::{self, Lang, Team};
use crate::data::{DEMON_INFO_FIRST, MINION_INFO_FIRST};
use crate::game::Botc;
use crate::jinx;
use crate::script::Script;
use crate::state::GameState;
use table::Ruleset;

use super::codec::{self, LinkKind};
use super::error::ShareError;
use super::game_link::{read_script, write_script};
use super::wire::{Reader, Writer};

/// The most Fabled and Loric a handout names (no table puts more in play).
const MAX_IN_PLAY: usize = 20;

/// What a handout carries.
#[derive(Debug, Clone, PartialEq)]
pub struct Handout {
    /// The script, homebrew definitions and the script's own jinxes included.
    pub script: Script,
    /// The Fabled and Loric in play, in the order they were added.
    pub in_play: Vec<String>,
}

/// The handout of a game: its script and the Fabled and Loric in play. Nothing else of the
/// state is read.
pub fn handout(state: &GameState) -> Handout {
    Handout {
        script: state.script.clone(),
        in_play: state.fabled.clone(),
    }
}

/// The handout as a link payload (`h1.…`).
pub fn encode_handout(handout: &Handout) -> String {
    let mut w = Writer::new();
    w.str(Botc::ID);
    write_script(&mut w, &handout.script);
    w.usize(handout.in_play.len());
    for id in &handout.in_play {
        w.character(id);
    }
    codec::pack(LinkKind::Handout, &w.into_bytes())
}

/// The handout of a link (a whole URL, a `#fragment` or the bare payload). A Fabled or Loric
/// in play that neither the rules nor the script know is refused: the page could not say what
/// it does.
pub fn decode_handout(link: &str) -> Result<Handout, ShareError> {
    let bytes = codec::unpack(link, LinkKind::Handout)?;
    let mut r = Reader::new(&bytes);
    let id = r.str()?;
    if id != Botc::ID {
        return Err(ShareError::OtherGame {
            ruleset: id.chars().take(40).collect(),
        });
    }
    let script = read_script(&mut r)?;
    let n = r.count()?;
    if n > MAX_IN_PLAY {
        return Err(ShareError::Malformed { what: "fabled" });
    }
    let mut in_play = Vec::with_capacity(n);
    for _ in 0..n {
        let id = r.character()?;
        match script.character(&id) {
            Some(def) if def.team.is_storyteller() => in_play.push(id),
            _ => return Err(ShareError::Malformed { what: "fabled" }),
        }
    }
    if r.remaining() > 0 {
        return Err(ShareError::TrailingBytes {
            count: r.remaining(),
        });
    }
    Ok(Handout { script, in_play })
}

/// One character on the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub id: String,
    pub name: String,
    pub team: Team,
    pub ability: String,
}

/// A jinx between two characters of the script (or in play).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetJinx {
    /// The two characters' names.
    pub a: String,
    pub b: String,
    pub text: String,
    /// The script's own rule rather than an official one.
    pub from_script: bool,
}

/// One waking on the night order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Waking {
    /// 002: with 7 or more players, the Minions learn who the Demon is (first night).
    MinionInfo,
    /// 002: with 7 or more players, the Demon learns its Minions and three bluffs.
    DemonInfo,
    /// A character of the script (or in play) that wakes, by name.
    Character { id: String, name: String },
}

/// The handout laid out in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// The script's name (an edition's, or what a custom script calls itself).
    pub title: Option<String>,
    pub author: Option<String>,
    /// The script's characters by type, in the order Townsfolk, Outsiders, Minions, Demons,
    /// Travellers; each type in the script's order. Types with none are left out.
    pub teams: Vec<(Team, Vec<Entry>)>,
    /// The Fabled and Loric in play.
    pub in_play: Vec<Entry>,
    pub jinxes: Vec<SheetJinx>,
    pub first_night: Vec<Waking>,
    pub other_nights: Vec<Waking>,
}

/// The handout laid out in `lang`.
pub fn sheet(handout: &Handout, lang: Lang) -> Sheet {
    let script = &handout.script;
    let entry = |def: &character::CharacterDef| Entry {
        id: def.id.to_string(),
        name: def.name.get(lang).to_string(),
        team: def.team,
        ability: def.ability.get(lang).to_string(),
    };
    let all = script.all();
    let teams = [
        Team::Townsfolk,
        Team::Outsider,
        Team::Minion,
        Team::Demon,
        Team::Traveller,
    ]
    .into_iter()
    .map(|team| {
        let entries: Vec<Entry> = all
            .iter()
            .filter(|d| d.team == team)
            .map(|d| entry(d))
            .collect();
        (team, entries)
    })
    .filter(|(_, entries)| !entries.is_empty())
    .collect();
    let in_play_defs: Vec<&character::CharacterDef> = handout
        .in_play
        .iter()
        .filter_map(|id| script.character(id))
        .collect();
    let in_play = in_play_defs.iter().map(|d| entry(d)).collect();

    // The jinxes among every character on the sheet, each pair once.
    let mut ids: Vec<&str> = all.iter().map(|d| d.id).collect();
    for d in &in_play_defs {
        if !ids.contains(&d.id) {
            ids.push(d.id);
        }
    }
    let name = |id: &str| jinx::name(script, id, lang);
    let jinxes = jinx::among(script, &ids)
        .into_iter()
        .map(|j| SheetJinx {
            a: name(&j.a),
            b: name(&j.b),
            text: j.text(lang).to_string(),
            from_script: j.from_script(),
        })
        .collect();

    // Who wakes, by position on the official night sheet (a homebrew character's position is
    // on the same scale); the Minions' and the Demon's first-night information at theirs.
    let wakers: Vec<&character::CharacterDef> = all
        .iter()
        .copied()
        .chain(in_play_defs.iter().copied())
        .collect();
    let order = |at: fn(&character::CharacterDef) -> Option<u16>, info: bool| {
        let mut list: Vec<(u16, Waking)> = wakers
            .iter()
            .filter_map(|d| {
                Some((
                    at(d)?,
                    Waking::Character {
                        id: d.id.to_string(),
                        name: d.name.get(lang).to_string(),
                    },
                ))
            })
            .collect();
        if info {
            list.push((MINION_INFO_FIRST, Waking::MinionInfo));
            list.push((DEMON_INFO_FIRST, Waking::DemonInfo));
        }
        // Stable: two characters at one position keep the script's order.
        list.sort_by_key(|(at, _)| *at);
        list.into_iter().map(|(_, w)| w).collect::<Vec<_>>()
    };
    Sheet {
        title: script.name(lang),
        author: script.author().map(str::to_string),
        teams,
        in_play,
        jinxes,
        first_night: order(|d| d.first_night, true),
        other_nights: order(|d| d.other_night, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::{Edition, HomebrewDef};
    use crate::jinx::ScriptJinx;
    use crate::share::wire::Writer;

    fn tb() -> Handout {
        Handout {
            script: Script::Edition {
                edition: Edition::TroubleBrewing,
            },
            in_play: vec![],
        }
    }

    fn names(list: &[Waking]) -> Vec<String> {
        list.iter()
            .map(|w| match w {
                Waking::MinionInfo => "[minions]".to_string(),
                Waking::DemonInfo => "[demon]".to_string(),
                Waking::Character { name, .. } => name.clone(),
            })
            .collect()
    }

    #[test]
    fn trouble_brewing_sheet_lists_every_character_by_type() {
        let s = sheet(&tb(), Lang::En);
        assert_eq!(s.title.as_deref(), Some("Trouble Brewing"));
        let counts: Vec<(Team, usize)> = s.teams.iter().map(|(t, e)| (*t, e.len())).collect();
        // 13 Townsfolk, 4 Outsiders, 4 Minions, 1 Demon, and the edition's 5 Travellers.
        assert_eq!(
            counts,
            vec![
                (Team::Townsfolk, 13),
                (Team::Outsider, 4),
                (Team::Minion, 4),
                (Team::Demon, 1),
                (Team::Traveller, 5)
            ]
        );
        let imp = &s.teams[3].1[0];
        assert_eq!(imp.name, "Imp");
        assert_eq!(
            imp.ability,
            character::official("imp").unwrap().ability.en(),
            "the ability is the engine's own text"
        );
        assert!(s.jinxes.is_empty(), "Trouble Brewing has no jinxes");
    }

    #[test]
    fn night_order_follows_the_official_positions() {
        let s = sheet(&tb(), Lang::En);
        let first = names(&s.first_night);
        // The Minions' then the Demon's information come before the Poisoner acts, who acts
        // before the Washerwoman learns; only Travellers wake earlier.
        let at = |n: &str| first.iter().position(|x| x == n).unwrap();
        assert!(at("[minions]") < at("[demon]"));
        assert!(at("[demon]") < at("Poisoner"));
        assert!(first[..at("[minions]")].iter().all(|n| [
            "Bureaucrat",
            "Thief",
            "Gunslinger",
            "Scapegoat",
            "Beggar"
        ]
        .contains(&n.as_str())));
        assert!(at("Poisoner") < at("Washerwoman"));
        assert!(at("Washerwoman") < at("Librarian"));
        assert!(at("Librarian") < at("Investigator"));
        assert!(
            !first.contains(&"Imp".to_string()),
            "the Imp does not wake the first night"
        );
        let other = names(&s.other_nights);
        assert!(!other.contains(&"[minions]".to_string()));
        let at = |n: &str| other.iter().position(|x| x == n).unwrap();
        assert!(at("Poisoner") < at("Monk"));
        assert!(at("Monk") < at("Imp"));
        assert!(at("Imp") < at("Ravenkeeper"));
        assert!(!other.contains(&"Washerwoman".to_string()));
    }

    #[test]
    fn french_sheet_uses_french_names_and_texts() {
        let s = sheet(&tb(), Lang::Fr);
        let imp = &s.teams[3].1[0];
        assert_eq!(imp.name, character::official("imp").unwrap().name.fr());
        assert_eq!(
            imp.ability,
            character::official("imp").unwrap().ability.fr()
        );
    }

    #[test]
    fn custom_script_with_jinx_homebrew_and_fabled_round_trips() {
        let homebrew = HomebrewDef {
            id: "lamplighter".into(),
            name: "Lamplighter".into(),
            team: Team::Townsfolk,
            ability: "Each night, learn whether a lamp is lit.".into(),
            first_night: Some(30),
            other_night: Some(40),
            first_night_reminder: String::new(),
            other_night_reminder: String::new(),
            reminders: vec![],
            reminders_global: vec![],
            setup: false,
            unknown: false,
        };
        let script = Script::Custom {
            characters: vec![
                "chef".into(),
                "lamplighter".into(),
                "spy".into(),
                "magician".into(),
                "widow".into(),
                "imp".into(),
            ],
            name: Some("Lamps".into()),
            author: Some("Ana".into()),
            homebrew: vec![homebrew],
            jinxes: ScriptJinx::bounded("chef", "imp", "Our own rule.")
                .into_iter()
                .collect(),
        };
        let h = Handout {
            script,
            in_play: vec!["djinn".into()],
        };
        let link = encode_handout(&h);
        assert!(link.starts_with("h1."), "{link}");
        let back = decode_handout(&format!("https://example.org/botc.html#{link}")).unwrap();
        assert_eq!(back, h);
        let s = sheet(&back, Lang::En);
        assert_eq!(s.title.as_deref(), Some("Lamps"));
        assert_eq!(s.author.as_deref(), Some("Ana"));
        let town: Vec<&str> = s.teams[0].1.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(town, ["Chef", "Lamplighter", "Magician"]);
        assert_eq!(
            s.teams[0].1[1].ability,
            "Each night, learn whether a lamp is lit."
        );
        assert_eq!(s.in_play.len(), 1);
        assert_eq!(s.in_play[0].name, "Djinn");
        // The official Spy–Magician and Widow–Magician jinxes, and the script's own Chef–Imp.
        let pairs: Vec<(String, String, bool)> = s
            .jinxes
            .iter()
            .map(|j| (j.a.clone(), j.b.clone(), j.from_script))
            .collect();
        assert!(
            pairs.contains(&("Chef".into(), "Imp".into(), true)),
            "{pairs:?}"
        );
        assert!(
            pairs
                .iter()
                .any(|(a, b, s)| !s && [a.as_str(), b.as_str()].contains(&"Magician")),
            "{pairs:?}"
        );
        let own = s.jinxes.iter().find(|j| j.from_script).unwrap();
        assert_eq!(own.text, "Our own rule.");
        // The homebrew character wakes at its positions.
        assert!(names(&s.first_night).contains(&"Lamplighter".to_string()));
        assert!(names(&s.other_nights).contains(&"Lamplighter".to_string()));
    }

    #[test]
    fn a_handout_holds_nothing_of_who_is_in_play() {
        // Two games of one script, different players and characters dealt: the same link.
        use crate::test_util::tb_game;
        let a = tb_game(&["washerwoman", "chef", "empath", "poisoner", "imp"]);
        let b = tb_game(&["monk", "virgin", "slayer", "spy", "imp"]);
        assert_eq!(
            encode_handout(&handout(a.state())),
            encode_handout(&handout(b.state()))
        );
        let text = format!("{:?}", decode_handout(&encode_handout(&handout(a.state()))));
        assert!(!text.contains("P0") && !text.contains("P3"), "{text}");
    }

    #[test]
    fn bad_handout_links_are_refused_in_plain_words() {
        let link = encode_handout(&tb());
        // Cut, changed, of another kind, from a newer version.
        assert!(decode_handout(&link[..link.len() - 4]).is_err());
        assert!(!decode_handout("h9.AAAA")
            .unwrap_err()
            .message(Lang::En)
            .is_empty());
        assert!(matches!(
            decode_handout("h9.AAAA"),
            Err(ShareError::UnsupportedVersion { .. })
        ));
        assert!(matches!(
            decode_handout(&crate::share::encode_town_square(
                &crate::share::town_square(tb_state().state())
            )),
            Err(ShareError::WrongKind { .. })
        ));
        // A Fabled the page could not explain.
        let mut w = Writer::new();
        w.str(Botc::ID);
        write_script(&mut w, &tb().script);
        w.usize(1);
        w.character("imp");
        let bad = codec::pack(LinkKind::Handout, &w.into_bytes());
        assert_eq!(
            decode_handout(&bad),
            Err(ShareError::Malformed { what: "fabled" })
        );
        // Another game's handout.
        let mut w = Writer::new();
        w.str("quintebourg");
        let other = codec::pack(LinkKind::Handout, &w.into_bytes());
        assert!(matches!(
            decode_handout(&other),
            Err(ShareError::OtherGame { .. })
        ));
    }

    fn tb_state() -> crate::game::Game {
        crate::test_util::tb_game(&["washerwoman", "chef", "empath", "poisoner", "imp"])
    }

    /// 50,000 inputs made from valid handout links (mutated, truncated, repacked): each is
    /// refused or read, never a panic; and whatever is read lays out.
    #[test]
    fn fuzzed_handout_links_never_panic() {
        use table::fuzz::{link_input, Links};
        let samples = [
            tb(),
            Handout {
                script: Script::Edition {
                    edition: Edition::SectsAndViolets,
                },
                in_play: vec!["djinn".into(), "doomsayer".into()],
            },
        ];
        let links: Vec<String> = samples.iter().map(encode_handout).collect();
        let payloads: Vec<Vec<u8>> = links
            .iter()
            .map(|l| codec::unpack(l, LinkKind::Handout).unwrap())
            .collect();
        let kind = Links {
            prefix: "h1.",
            links: &links,
            payloads: &payloads,
            text_payloads: false,
        };
        let mut rng = table::Rng::new(39);
        let mut read = 0;
        for _ in 0..50_000 {
            let input = link_input(&mut rng, &kind, |b| codec::pack(LinkKind::Handout, b));
            if let Ok(h) = decode_handout(&input) {
                read += 1;
                let _ = sheet(&h, Lang::Fr);
            }
        }
        assert!(read > 0, "some inputs still read");
    }
}
