//! The character table against the official facts (`tests/fixtures/characters-official.json`,
//! a copy of the shared facts file: ids, teams, editions, night positions, reminder labels,
//! setup flags): every official Townsfolk and Outsider is known with the official team and
//! night positions, and has its texts in both languages.

use grimoire::engine::character::{self, Edition, Team};
use serde_json::Value;

const FACTS: &str = include_str!("fixtures/characters-official.json");

fn facts() -> Vec<Value> {
    serde_json::from_str::<Value>(FACTS)
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

fn team(name: &str) -> Option<Team> {
    Some(match name {
        "townsfolk" => Team::Townsfolk,
        "outsider" => Team::Outsider,
        "minion" => Team::Minion,
        "demon" => Team::Demon,
        "traveller" => Team::Traveller,
        "fabled" => Team::Fabled,
        _ => return None,
    })
}

fn night(v: &Value) -> Option<u16> {
    v.as_u64().map(|n| u16::try_from(n).unwrap())
}

fn non_empty(what: &str, en: &str, fr: &str) {
    assert!(!en.trim().is_empty(), "{what}: no English text");
    assert!(!fr.trim().is_empty(), "{what}: no French text");
}

/// Every official Townsfolk and Outsider, of any edition: present, with its team, edition,
/// English name, night positions, reminder labels and setup flag as the facts say, and its
/// name, ability and night prompts in English and French.
#[test]
fn every_official_townsfolk_and_outsider_is_known() {
    let mut checked = 0;
    for f in facts() {
        let id = f["id"].as_str().unwrap();
        let t = team(f["team"].as_str().unwrap());
        if !matches!(t, Some(Team::Townsfolk | Team::Outsider)) {
            continue;
        }
        let def = character::official(id).unwrap_or_else(|| panic!("{id} is not known"));
        assert_eq!(Some(def.team), t, "{id}: team");
        assert_eq!(def.name.en(), f["name_en"].as_str().unwrap(), "{id}: name");
        let edition = match f["edition"].as_str().unwrap() {
            "tb" => Edition::TroubleBrewing,
            "bmr" => Edition::BadMoonRising,
            "snv" => Edition::SectsAndViolets,
            "carousel" => Edition::Carousel,
            other => panic!("{id}: edition {other}"),
        };
        assert_eq!(def.edition, Some(edition), "{id}: edition");
        assert_eq!(
            def.first_night,
            night(&f["first_night"]),
            "{id}: first night"
        );
        assert_eq!(
            def.other_night,
            night(&f["other_night"]),
            "{id}: other nights"
        );
        // The table lists each distinct token once; the facts once per physical token.
        let mut labels: Vec<&str> = f["reminders"]
            .as_array()
            .unwrap()
            .iter()
            .chain(f["reminders_global"].as_array().unwrap())
            .map(|r| r.as_str().unwrap())
            .collect();
        labels.sort_unstable();
        labels.dedup();
        let mut ours: Vec<&str> = def.reminders.iter().map(|r| r.id).collect();
        ours.sort_unstable();
        assert_eq!(ours, labels, "{id}: reminders");
        for r in def.reminders {
            let global = f["reminders_global"]
                .as_array()
                .unwrap()
                .iter()
                .any(|g| g.as_str() == Some(r.id));
            assert_eq!(r.global, global, "{id}: {} global", r.id);
            non_empty(r.id, r.text.en(), r.text.fr());
        }
        // The Lunatic's token is not in the bag although the official flag is false (see its
        // row): the one difference.
        assert_eq!(
            def.modifies_setup(),
            f["setup"].as_bool().unwrap() || id == "lunatic",
            "{id}: setup"
        );
        non_empty(id, def.name.en(), def.name.fr());
        non_empty(id, def.ability.en(), def.ability.fr());
        assert_eq!(def.first_night_prompt.is_some(), def.first_night.is_some());
        assert_eq!(def.other_night_prompt.is_some(), def.other_night.is_some());
        for p in [def.first_night_prompt, def.other_night_prompt]
            .into_iter()
            .flatten()
        {
            non_empty(id, p.en(), p.fr());
        }
        checked += 1;
    }
    // 69 Townsfolk and 23 Outsiders in the facts.
    assert_eq!(checked, 92);
}

/// The French names of the characters outside the base editions are the facts file's, except
/// where it is misspelt.
#[test]
fn french_names_of_the_other_townsfolk_and_outsiders() {
    // "Hermite" in the facts file: the French word is "Ermite".
    let corrected = [("hermit", "Ermite")];
    for f in facts() {
        if f["edition"] != "carousel"
            || !matches!(f["team"].as_str(), Some("townsfolk" | "outsider"))
        {
            continue;
        }
        let id = f["id"].as_str().unwrap();
        let expected = corrected
            .iter()
            .find(|(c, _)| *c == id)
            .map(|(_, fr)| *fr)
            .unwrap_or_else(|| f["name_fr"].as_str().unwrap());
        assert_eq!(character::official(id).unwrap().name.fr(), expected, "{id}");
    }
}
