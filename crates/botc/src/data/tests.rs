//! Checks of the character table against the official data (roles.json, nightsheet.json of the
//! publisher) and the seed documents.

use std::collections::{BTreeSet, HashSet};

use super::*;
use crate::character::{all, of_edition, official as by_id};

fn get(id: &str) -> &'static CharacterDef {
    by_id(id).unwrap_or_else(|| panic!("{id} missing from the table"))
}

fn count(edition: Option<Edition>, team: Team) -> usize {
    CHARACTERS
        .iter()
        .filter(|c| c.edition == edition && c.team == team)
        .count()
}

fn ids(filter: impl Fn(&CharacterDef) -> bool) -> BTreeSet<&'static str> {
    CHARACTERS
        .iter()
        .filter(|c| filter(c))
        .map(|c| c.id)
        .collect()
}

fn set(list: &[&'static str]) -> BTreeSet<&'static str> {
    list.iter().copied().collect()
}

/// 002: each edition is 13 Townsfolk, 4 Outsiders, 4 Minions and its Demons (Trouble Brewing has
/// only the Imp).
#[test]
fn trouble_brewing_counts() {
    assert_eq!(count(TB, Team::Townsfolk), 13);
    assert_eq!(count(TB, Team::Outsider), 4);
    assert_eq!(count(TB, Team::Minion), 4);
    assert_eq!(count(TB, Team::Demon), 1);
}

/// 002: Bad Moon Rising has 25 characters: 13 Townsfolk, 4 Outsiders, 4 Minions, 4 Demons.
#[test]
fn bad_moon_rising_counts() {
    assert_eq!(count(BMR, Team::Townsfolk), 13);
    assert_eq!(count(BMR, Team::Outsider), 4);
    assert_eq!(count(BMR, Team::Minion), 4);
    assert_eq!(count(BMR, Team::Demon), 4);
}

/// 002: Sects & Violets has 25 characters: 13 Townsfolk, 4 Outsiders, 4 Minions, 4 Demons.
#[test]
fn sects_and_violets_counts() {
    assert_eq!(count(SNV, Team::Townsfolk), 13);
    assert_eq!(count(SNV, Team::Outsider), 4);
    assert_eq!(count(SNV, Team::Minion), 4);
    assert_eq!(count(SNV, Team::Demon), 4);
}

/// 002: 15 Traveller tokens, five per edition.
#[test]
fn five_travellers_per_edition() {
    assert_eq!(
        ids(|c| c.edition == TB && c.team == Team::Traveller),
        set(&["scapegoat", "gunslinger", "beggar", "bureaucrat", "thief"])
    );
    assert_eq!(
        ids(|c| c.edition == BMR && c.team == Team::Traveller),
        set(&["apprentice", "matron", "judge", "bishop", "voudon"])
    );
    assert_eq!(
        ids(|c| c.edition == SNV && c.team == Team::Traveller),
        set(&["barista", "harlot", "butcher", "bonecollector", "deviant"])
    );
    assert_eq!(count(None, Team::Traveller), 0);
}

/// 002 ("Légendaire"): the Fabled belong to no edition, and only they (and the Loric, the other
/// Storyteller characters) have no edition.
#[test]
fn fabled_have_no_edition() {
    assert_eq!(
        ids(|c| c.team == Team::Fabled),
        set(&[
            "doomsayer",
            "angel",
            "buddhist",
            "hellslibrarian",
            "revolutionary",
            "fiddler",
            "toymaker",
            "fibbin",
            "duchess",
            "sentinel",
            "spiritofivory",
            "djinn",
            "ferryman",
            "deusexfiasco",
        ])
    );
    for c in all() {
        assert_eq!(c.edition.is_none(), c.team.is_storyteller(), "{}", c.id);
    }
    // The three editions, their Travellers, the Fabled, then the other official Townsfolk and
    // Outsiders, then the carousel Minions, Demons and Travellers and the
    // other Loric.
    assert_eq!(all().len(), 22 + 25 + 25 + 15 + 17 + 41 + 36);
}

#[test]
fn of_edition_includes_travellers() {
    assert_eq!(of_edition(Edition::TroubleBrewing).count(), 27);
    assert_eq!(of_edition(Edition::BadMoonRising).count(), 30);
    assert_eq!(of_edition(Edition::SectsAndViolets).count(), 30);
}

/// Official ids: lowercase letters only, no separators, each used once.
#[test]
fn ids_are_official_and_unique() {
    let mut seen = HashSet::new();
    for c in all() {
        assert!(
            !c.id.is_empty() && c.id.bytes().all(|b| b.is_ascii_lowercase()),
            "{}",
            c.id
        );
        assert!(seen.insert(c.id), "{} listed twice", c.id);
    }
    for id in [
        "scarletwoman",
        "fortuneteller",
        "fanggu",
        "nodashii",
        "pithag",
        "eviltwin",
    ] {
        get(id);
    }
    for id in [
        "snakecharmer",
        "towncrier",
        "bonecollector",
        "devilsadvocate",
        "tealady",
    ] {
        get(id);
    }
}

/// Characters outside the base editions are on no base edition's script (the Balloonist is a
/// "carousel" character in the official data).
#[test]
fn no_character_outside_the_three_editions() {
    assert_eq!(get("balloonist").edition, Some(Edition::Carousel));
    assert!(!Edition::ALL.contains(&Edition::Carousel));
    for e in Edition::ALL {
        assert!(of_edition(e).all(|c| c.id != "balloonist"));
    }
}

/// Characters outside the base editions have the official data's "carousel" edition (the
/// Marionette and Lil' Monsta are "carousel" characters there).
#[test]
fn carousel_characters_have_their_edition() {
    assert_eq!(
        by_id("marionette").unwrap().edition,
        Some(Edition::Carousel)
    );
    assert_eq!(by_id("lilmonsta").unwrap().edition, Some(Edition::Carousel));
    assert!(!Edition::ALL.contains(&Edition::Carousel));
}

/// 002 (the night sheet): no two entries share a position, pseudo-entries included.
#[test]
fn night_positions_are_unique() {
    let mut firsts = vec![DUSK, MINION_INFO_FIRST, DEMON_INFO_FIRST, DAWN_FIRST];
    firsts.extend(all().iter().filter_map(|c| c.first_night));
    let mut others = vec![DUSK_OTHER, DAWN_OTHER];
    others.extend(all().iter().filter_map(|c| c.other_night));
    for list in [firsts, others] {
        let unique: HashSet<_> = list.iter().collect();
        assert_eq!(unique.len(), list.len());
    }
}

/// Each position is the character's index in the official sheet, and every character of the
/// table that the sheet lists has its position.
#[test]
fn night_positions_follow_the_official_sheet() {
    for c in all() {
        let in_first = FIRST_NIGHT_ORDER.iter().position(|&id| id == c.id);
        let in_other = OTHER_NIGHT_ORDER.iter().position(|&id| id == c.id);
        assert_eq!(c.first_night.map(usize::from), in_first, "{} first", c.id);
        assert_eq!(c.other_night.map(usize::from), in_other, "{} other", c.id);
    }
    assert_eq!(FIRST_NIGHT_ORDER.len(), 80);
    assert_eq!(OTHER_NIGHT_ORDER.len(), 99);
}

/// The pseudo-entries of the official sheet: dusk first, dawn near the end (the Leviathan and the
/// Vizier come after dawn on the first night).
#[test]
fn pseudo_entries() {
    assert_eq!(DUSK, 0);
    assert_eq!(DUSK_OTHER, 0);
    assert_eq!(MINION_INFO_FIRST, 19);
    assert_eq!(DEMON_INFO_FIRST, 23);
    assert_eq!(DAWN_FIRST, 77);
    assert_eq!(DAWN_OTHER, 97);
}

fn assert_order(night: fn(&CharacterDef) -> Option<u16>, sequence: &[(&str, Option<u16>)]) {
    let positions: Vec<u16> = sequence
        .iter()
        .map(|(id, fixed)| fixed.unwrap_or_else(|| night(get(id)).expect(id)))
        .collect();
    for (pair, ids) in positions.windows(2).zip(sequence.windows(2)) {
        assert!(
            pair[0] < pair[1],
            "{} must come before {}",
            ids[0].0,
            ids[1].0
        );
    }
}

fn c(id: &str) -> (&str, Option<u16>) {
    (id, None)
}

/// 002 (first night): Minion info, then Demon info, then the characters in sheet order; the
/// Trouble Brewing sheet wakes the Poisoner first and the Spy last.
#[test]
fn trouble_brewing_first_night_order() {
    assert_order(
        |c| c.first_night,
        &[
            ("dusk", Some(DUSK)),
            ("minioninfo", Some(MINION_INFO_FIRST)),
            ("demoninfo", Some(DEMON_INFO_FIRST)),
            c("poisoner"),
            c("washerwoman"),
            c("librarian"),
            c("investigator"),
            c("chef"),
            c("empath"),
            c("fortuneteller"),
            c("butler"),
            c("spy"),
            ("dawn", Some(DAWN_FIRST)),
        ],
    );
    assert_eq!(
        ids(|c| c.edition == TB && c.first_night.is_some()),
        set(&[
            "poisoner",
            "washerwoman",
            "librarian",
            "investigator",
            "chef",
            "empath",
            "fortuneteller",
            "butler",
            "spy",
            "bureaucrat",
            "thief",
        ])
    );
}

/// 002 (other nights): the Poisoner acts before the Monk protects, the Demon kills after both,
/// and the information characters wake after the kills.
#[test]
fn trouble_brewing_other_night_order() {
    assert_order(
        |c| c.other_night,
        &[
            ("dusk", Some(DUSK_OTHER)),
            c("poisoner"),
            c("monk"),
            c("scarletwoman"),
            c("imp"),
            c("ravenkeeper"),
            c("empath"),
            c("fortuneteller"),
            c("undertaker"),
            c("butler"),
            c("spy"),
            ("dawn", Some(DAWN_OTHER)),
        ],
    );
    assert_eq!(
        ids(|c| c.edition == TB && c.other_night.is_some()),
        set(&[
            "poisoner",
            "monk",
            "scarletwoman",
            "imp",
            "ravenkeeper",
            "empath",
            "fortuneteller",
            "undertaker",
            "butler",
            "spy",
            "bureaucrat",
            "thief",
        ])
    );
}

#[test]
fn bad_moon_rising_night_order() {
    assert_order(
        |c| c.first_night,
        &[
            ("minioninfo", Some(MINION_INFO_FIRST)),
            c("lunatic"),
            ("demoninfo", Some(DEMON_INFO_FIRST)),
            c("sailor"),
            c("courtier"),
            c("godfather"),
            c("devilsadvocate"),
            c("pukka"),
            c("grandmother"),
            c("chambermaid"),
        ],
    );
    assert_order(
        |c| c.other_night,
        &[
            c("sailor"),
            c("courtier"),
            c("innkeeper"),
            c("gambler"),
            c("devilsadvocate"),
            c("lunatic"),
            c("exorcist"),
            c("zombuul"),
            c("pukka"),
            c("shabaloth"),
            c("po"),
            c("assassin"),
            c("godfather"),
            c("gossip"),
            c("professor"),
            c("tinker"),
            c("moonchild"),
            c("grandmother"),
            c("chambermaid"),
        ],
    );
}

#[test]
fn sects_and_violets_night_order() {
    assert_order(
        |c| c.first_night,
        &[
            c("philosopher"),
            ("minioninfo", Some(MINION_INFO_FIRST)),
            ("demoninfo", Some(DEMON_INFO_FIRST)),
            c("snakecharmer"),
            c("eviltwin"),
            c("witch"),
            c("cerenovus"),
            c("clockmaker"),
            c("dreamer"),
            c("seamstress"),
            c("mathematician"),
        ],
    );
    assert_order(
        |c| c.other_night,
        &[
            c("barista"),
            c("harlot"),
            c("bonecollector"),
            c("philosopher"),
            c("snakecharmer"),
            c("witch"),
            c("cerenovus"),
            c("pithag"),
            c("fanggu"),
            c("nodashii"),
            c("vortox"),
            c("vigormortis"),
            c("barber"),
            c("sweetheart"),
            c("sage"),
            c("dreamer"),
            c("flowergirl"),
            c("towncrier"),
            c("oracle"),
            c("seamstress"),
            c("juggler"),
            c("mathematician"),
        ],
    );
}

/// A prompt exists exactly when the character wakes that night.
#[test]
fn prompts_iff_positions() {
    for c in all() {
        assert_eq!(
            c.first_night.is_some(),
            c.first_night_prompt.is_some(),
            "{}",
            c.id
        );
        assert_eq!(
            c.other_night.is_some(),
            c.other_night_prompt.is_some(),
            "{}",
            c.id
        );
    }
}

fn non_empty(text: &Text, what: &str) {
    assert!(!text.en().trim().is_empty(), "{what}: empty English");
    assert!(!text.fr().trim().is_empty(), "{what}: empty French");
    assert!(
        !text.en().contains("  ") && !text.fr().contains("  "),
        "{what}: double space"
    );
}

#[test]
fn every_text_has_both_languages() {
    for c in all() {
        non_empty(&c.name, c.id);
        non_empty(&c.ability, c.id);
        for p in [c.first_night_prompt, c.other_night_prompt]
            .iter()
            .flatten()
        {
            non_empty(p, c.id);
        }
        for r in c.reminders {
            non_empty(&r.text, r.id);
        }
    }
}

/// The reminder id is its official English text, listed once per character.
#[test]
fn reminder_ids_unique_per_character() {
    for c in all() {
        let mut seen = HashSet::new();
        for r in c.reminders {
            assert_eq!(r.id, r.text.en(), "{}", c.id);
            assert!(seen.insert(r.id), "{}: {} twice", c.id, r.id);
        }
    }
}

/// The official `remindersGlobal` tokens of the table: the Drunk's, the Philosopher's, the
/// Marionette's and Lil' Monsta's.
#[test]
fn global_reminders() {
    let globals: BTreeSet<_> = all()
        .iter()
        .flat_map(|c| {
            c.reminders
                .iter()
                .filter(|r| r.global)
                .map(|r| (c.id, r.id))
        })
        .collect();
    assert_eq!(
        globals,
        [
            ("alchemist", "Is The Alchemist"),
            ("drunk", "Is The Drunk"),
            ("philosopher", "Is The Philosopher"),
            ("marionette", "Is The Marionette"),
            ("lilmonsta", "Is The Demon"),
            ("lilmonsta", "Dead"),
        ]
        .into_iter()
        .collect()
    );
}

/// A few official reminder tokens the engine relies on.
#[test]
fn known_reminders() {
    assert!(get("poisoner").reminder("Poisoned").is_some());
    assert!(get("monk").reminder("Safe").is_some());
    assert!(get("fortuneteller").reminder("Red Herring").is_some());
    assert!(get("washerwoman").reminder("Townsfolk").is_some());
    assert!(get("washerwoman").reminder("Wrong").is_some());
    assert!(get("slayer").reminder("No Ability").is_some());
    assert!(get("imp").reminder("Dead").is_some());
    assert!(get("scarletwoman").reminder("Is The Demon").is_some());
    assert!(get("butler").reminder("Master").is_some());
    assert!(get("undertaker").reminder("Died Today").is_some());
    assert!(get("spy").reminders.is_empty());
}

/// A Townsfolk or Outsider outside the base editions (`carousel_good.rs`): checked against the
/// official facts by `tests/official_characters.rs`.
fn carousel_good(c: &CharacterDef) -> bool {
    c.edition == Some(Edition::Carousel) && matches!(c.team, Team::Townsfolk | Team::Outsider)
}

/// 002 (setup-modifying characters) and 000/003 ([bracket] text changes only the setup).
#[test]
fn setup_effects() {
    use SetupEffect::*;
    assert_eq!(get("baron").setup, &[Outsiders(&[2])]);
    assert_eq!(
        get("drunk").setup,
        &[NotInBag {
            shown_as: Team::Townsfolk
        }]
    );
    assert_eq!(get("godfather").setup, &[Outsiders(&[-1, 1])]);
    assert_eq!(get("fanggu").setup, &[Outsiders(&[1])]);
    assert_eq!(get("vigormortis").setup, &[Outsiders(&[-1])]);
    assert_eq!(
        get("lunatic").setup,
        &[NotInBag {
            shown_as: Team::Demon
        }]
    );
    assert_eq!(get("sentinel").setup, &[Outsiders(&[-1, 0, 1])]);
    // The official `setup: true` characters, plus the Lunatic (see its row).
    assert_eq!(
        ids(|c| c.modifies_setup() && !carousel_good(c)),
        set(&[
            "drunk",
            "baron",
            "godfather",
            "lunatic",
            "fanggu",
            "vigormortis",
            "sentinel",
            "bootlegger",
            "gardener",
            "deusexfiasco",
            "xaan",
            "marionette",
            "summoner",
            "lilmonsta",
            "kazali",
            "legion",
            "lordoftyphon",
            "pope",
            "tor",
        ])
    );
}

/// 000/003 (who chooses): "choose" means the player chooses; otherwise the Storyteller decides.
#[test]
fn choosers() {
    for id in [
        "monk",
        "poisoner",
        "imp",
        "fortuneteller",
        "butler",
        "ravenkeeper",
    ] {
        assert_eq!(get(id).flags.chooser, Chooser::Player, "{id}");
    }
    for id in ["washerwoman", "librarian", "investigator", "undertaker"] {
        assert_eq!(get(id).flags.chooser, Chooser::Storyteller, "{id}");
    }
    for id in ["chef", "empath", "soldier"] {
        assert_eq!(get(id).flags.chooser, Chooser::Nobody, "{id}");
    }
}

/// 000/003 (abilities after death): the Ravenkeeper's ability fires when they die; "even if dead"
/// abilities keep working.
#[test]
fn death_flags() {
    let triggers = ids(|c| c.flags.triggers_on_death);
    for id in [
        "ravenkeeper",
        "sage",
        "klutz",
        "sweetheart",
        "moonchild",
        "barber",
        "saint",
    ] {
        assert!(triggers.contains(id), "{id}");
    }
    let while_dead = ids(|c| c.flags.works_when_dead);
    for id in ["recluse", "spy", "sweetheart", "saint"] {
        assert!(while_dead.contains(id), "{id}");
    }
    for id in ["empath", "monk", "soldier", "poisoner", "imp"] {
        let f = get(id).flags;
        assert!(!f.triggers_on_death && !f.works_when_dead, "{id}");
    }
}

/// 001: once-per-game abilities are wasted if used while drunk or poisoned; they must be marked.
#[test]
fn once_per_game() {
    let once = ids(|c| c.flags.once_per_game && c.edition.is_some() && !carousel_good(c));
    assert_eq!(
        once,
        set(&[
            "slayer",
            "virgin",
            "courtier",
            "professor",
            "fool",
            "assassin",
            "seamstress",
            "philosopher",
            "artist",
            "judge",
            "bonecollector",
            "mezepheles",
            "wizard",
        ])
    );
}

/// Seed README: the French names used by the seeds (000, 001, 002) are the table's names.
#[test]
fn french_names_from_the_seeds() {
    let names = [
        ("washerwoman", "Lavandière"),
        ("investigator", "Enquêteur"),
        ("chef", "Cuistot"),
        ("empath", "Empathique"),
        ("fortuneteller", "Voyante"),
        ("undertaker", "Croque-mort"),
        ("monk", "Moine"),
        ("ravenkeeper", "Gardien"),
        ("virgin", "Pucelle"),
        ("slayer", "Mercenaire"),
        ("soldier", "Soldat"),
        ("mayor", "Maire"),
        ("drunk", "Soulard"),
        ("recluse", "Reclus"),
        ("saint", "Vertueux"),
        ("poisoner", "Empoisonneur"),
        ("spy", "Espion"),
        ("scarletwoman", "Croqueuse d'hommes"),
        ("imp", "Imp"),
        ("innkeeper", "Aubergiste"),
        ("chambermaid", "Femme de Chambre"),
        ("sweetheart", "Dulcinée"),
        ("sage", "Savant"),
        ("courtier", "Courtisan"),
        ("juggler", "Jongleur"),
        ("tealady", "Dame de Thé"),
        ("witch", "Sorcière"),
        ("goon", "Brute"),
        ("flowergirl", "Fleuriste"),
        ("pithag", "Pit-Hag"),
        ("mutant", "Mutant"),
        ("cerenovus", "Cerenovus"),
        ("gossip", "Commère"),
    ];
    for (id, fr) in names {
        assert_eq!(get(id).name.fr(), fr, "{id}");
    }
}

/// French names are unique, so the French UI never shows two characters under one name.
#[test]
fn french_names_unique() {
    let mut seen = HashSet::new();
    for c in all() {
        assert!(seen.insert(c.name.fr()), "{} shares its French name", c.id);
    }
}

/// The official facts (the repository's copy in `tests/fixtures/characters-official.json`, or
/// the path in `GRIMOIRE_FACTS`): every official character's id and jinx partners.
fn official_facts() -> Vec<serde_json::Value> {
    let path = std::env::var("GRIMOIRE_FACTS").unwrap_or_else(|_| {
        format!(
            "{}/../../tests/fixtures/characters-official.json",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the official facts at {path}: {e} (set GRIMOIRE_FACTS)"));
    serde_json::from_str::<Vec<serde_json::Value>>(&text).expect("the facts file is JSON")
}

/// Official jinx list: every pair of the facts is in the jinx table exactly once, every row's
/// ids are official characters, and no row is a pair the facts do not list.
#[test]
fn every_official_jinx_pair_once() {
    let facts = official_facts();
    let ids: HashSet<&str> = facts.iter().filter_map(|c| c["id"].as_str()).collect();
    let mut pairs: BTreeSet<(&str, &str)> = BTreeSet::new();
    for c in &facts {
        let a = c["id"].as_str().unwrap();
        for b in c["jinxes"].as_array().unwrap() {
            let b = b.as_str().unwrap();
            pairs.insert(if a < b { (a, b) } else { (b, a) });
        }
    }
    assert_eq!(pairs.len(), 131, "the facts list 131 pairs");
    let mut rows: BTreeSet<(&str, &str)> = BTreeSet::new();
    for (a, b, _) in jinxes::JINXES {
        assert!(a < b, "{a} & {b}: ids in alphabetical order");
        assert!(
            ids.contains(a) && ids.contains(b),
            "{a} & {b}: official ids"
        );
        assert!(rows.insert((*a, *b)), "{a} & {b} listed twice");
    }
    assert_eq!(rows, pairs);
}

/// Every jinx has a rule in both languages, each its own (not the other language copied).
#[test]
fn every_jinx_has_its_rule_in_english_and_french() {
    for (a, b, text) in jinxes::JINXES {
        assert!(text.en().len() > 20 && text.fr().len() > 20, "{a} & {b}");
        assert_ne!(text.en(), text.fr(), "{a} & {b}");
        assert!(
            !text.en().contains("  ") && !text.fr().contains("  "),
            "{a} & {b}"
        );
    }
}

/// `docs/characters.md`'s table of every official character: each official id once, and its
/// "engine" column true to the code: "automated" only with a definition that runs something,
/// "by hand" only without one (the Demons whose definition only keeps the plain attack away
/// count as by hand), "partly" either way.
#[test]
fn every_official_character_is_in_the_glance_table() {
    let doc = include_str!("../../../../docs/characters.md");
    let start = doc
        .find("## Every official character at a glance")
        .expect("the section");
    let section = &doc[start..];
    let end = section[3..].find("\n## ").map_or(section.len(), |e| e + 3);
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for line in section[..end].lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 5 || !cells[2].starts_with('`') {
            continue;
        }
        let id = cells[2].trim_matches('`');
        let engine = cells[3];
        assert!(seen.insert(id), "{id} is listed twice");
        assert!(by_id(id).is_some(), "{id} is not an official id");
        let runs = crate::ability::of(id).is_some();
        match engine {
            "automated" => assert!(runs, "{id} is said automated without a definition"),
            "by hand" => assert!(!runs, "{id} has a definition but is said by hand"),
            "partly" => {}
            other => panic!("{id}: unknown engine word {other:?}"),
        }
        assert!(!cells[4].is_empty(), "{id}: say what is left, or —");
    }
    let facts = official_facts();
    let official: BTreeSet<&str> = facts.iter().filter_map(|c| c["id"].as_str()).collect();
    assert_eq!(
        seen, official,
        "the table lists every official character once"
    );
}

/// `docs/characters.md`'s table of the official jinxes ("Applied, or advice"): every official
/// pair once; an applied or partly applied pair has its scenario (`tests/scenarios/jinx_<a>_<b>_*.json`, the
/// file named in the row), an "advice" pair says why, and every jinx scenario's pair is applied.
#[test]
fn every_official_jinx_is_applied_or_advice() {
    let doc = include_str!("../../../../docs/characters.md");
    let start = doc.find("### Applied, or advice").expect("the table");
    let section = &doc[start..];
    let end = section.find("\n## ").unwrap_or(section.len());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/scenarios");
    let files: BTreeSet<String> = std::fs::read_dir(&dir)
        .expect("tests/scenarios")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.starts_with("jinx_") && f.ends_with(".json"))
        .collect();
    let mut seen: BTreeSet<(&str, &str)> = BTreeSet::new();
    let mut applied: BTreeSet<(&str, &str)> = BTreeSet::new();
    for line in section[..end].lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 6 || !cells[1].ends_with("`)") {
            continue;
        }
        let ids: Vec<&str> = cells[1].split('`').skip(1).step_by(2).collect();
        let [a, b] = ids[..] else {
            panic!("{line}: two ids");
        };
        assert!(seen.insert((a, b)), "{a} & {b} listed twice");
        assert!(
            !cells[3].is_empty(),
            "{a} & {b}: say what it does, or why not"
        );
        match cells[2] {
            "applied" | "partly" => {
                applied.insert((a, b));
                let named = cells[4].trim_matches('`');
                let prefix = format!("jinx_{a}_{b}");
                assert!(
                    named.starts_with(&prefix) && files.contains(&format!("{named}.json")),
                    "{a} & {b}: applied, but its scenario {named:?} is not a file {prefix}*.json"
                );
            }
            "advice" | "text" => {}
            other => panic!("{a} & {b}: unknown engine word {other:?}"),
        }
    }
    let official: BTreeSet<(&str, &str)> =
        jinxes::JINXES.iter().map(|(a, b, _)| (*a, *b)).collect();
    assert_eq!(seen, official, "the table lists every official pair once");
    for f in &files {
        assert!(
            applied.iter().any(|(a, b)| {
                let p = format!("jinx_{a}_{b}");
                f.strip_prefix(&p)
                    .is_some_and(|r| r == ".json" || r.starts_with('_'))
            }),
            "{f}: a jinx scenario of a pair the table does not say applied"
        );
    }
}
