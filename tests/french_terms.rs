//! French terms are the same everywhere: a character is called by the French name of the
//! character table (the seeds' names, `../shared/seeds/README.md`: Mercenaire, Vertueux, …) in
//! every French text the app shows — the interface, the character texts, the history, the
//! refusals — never by its English name nor by another French name in use elsewhere
//! ("Pourfendeur" beside "Mercenaire" was one).

use grimoire::engine::character::{self, Lang};
use grimoire::engine::game::Game;
use grimoire::i18n::Key;
use grimoire::share::sample;

/// Other French names some characters go by elsewhere (names are facts). Ours is in the
/// character table; a French text of the app must not use these.
const OTHER_FRENCH_NAMES: &[(&str, &str)] = &[
    ("chef", "Cuisinier"),
    ("investigator", "Détective"),
    ("undertaker", "Fossoyeur"),
    ("slayer", "Pourfendeur"),
    ("slayer", "Pourfendeuse"),
    ("ravenkeeper", "Corneille"),
    ("virgin", "Immaculée"),
    ("grandmother", "Grand-mère"),
    ("tealady", "Tisanière"),
    ("fool", "Fou du roi"),
    ("snakecharmer", "Charmeur de serpents"),
    ("towncrier", "Crieur public"),
    ("drunk", "Ivrogne"),
    ("recluse", "Recluse"),
    ("saint", "Saint"),
    ("goon", "Gros bras"),
    ("tinker", "Bricoleur"),
    ("moonchild", "Sélénite"),
    ("mutant", "Bête de foire"),
    ("spy", "Espionne"),
    ("scarletwoman", "Femme écarlate"),
    ("devilsadvocate", "Avocat du diable"),
    ("pithag", "Guenaude"),
    ("eviltwin", "Jumelle maléfique"),
    ("imp", "Diablotin"),
];

/// True when `name` is in `text` as a whole word (not inside a longer word).
fn names(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Every French text the app can show that names characters, with where it comes from.
fn french_texts() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (key, name) in Key::ALL.iter().zip(Key::NAMES) {
        // Quinte-bourg's texts use its own words ("Chef de la milice"), not Blood on the
        // Clocktower's characters.
        if name.starts_with("Qb") {
            continue;
        }
        out.push((format!("interface {name}"), key.pair().1.to_string()));
    }
    for def in character::all() {
        let mut push = |what: &str, text: &str| {
            out.push((format!("{} {what}", def.id), text.to_string()));
        };
        push("name", def.name.fr());
        push("ability", def.ability.fr());
        if let Some(p) = def.first_night_prompt {
            push("first night", p.fr());
        }
        if let Some(p) = def.other_night_prompt {
            push("other nights", p.fr());
        }
        for r in def.reminders {
            push("reminder", r.text.fr());
        }
    }
    // The history of games, as the Storyteller reads it in French (the realistic ones: the
    // random ones hold made-up notes, which are the Storyteller's own words).
    let games: Vec<Game> = [5, 7, 10, 12, 15, 20]
        .map(|n| sample::realistic_game(n, 4, n as u64))
        .into();
    for (g, game) in games.iter().enumerate() {
        for (i, line) in game.history(Lang::Fr).into_iter().enumerate() {
            out.push((format!("game {g} history {i}"), line));
        }
    }
    out
}

#[test]
fn french_texts_name_characters_as_the_table_does() {
    let mut wrong = Vec::new();
    let texts = french_texts();
    assert!(texts.len() > 1000, "the scan reads {} texts", texts.len());
    for def in character::all() {
        let ours = def.name.fr();
        let others = OTHER_FRENCH_NAMES
            .iter()
            .filter(|(id, _)| *id == def.id)
            .map(|(_, n)| *n)
            // The English name, unless it is the French name of another character (the
            // Sage is "Savant" in French, the Savant "Érudit").
            .chain(Some(def.name.en()).filter(|en| {
                *en != ours && en.len() > 3 && character::all().iter().all(|d| d.name.fr() != *en)
            }));
        for other in others {
            // Another character's French name may hold the word ("Chef de secte", the Cult
            // Leader, holds the Chef's English name): those names are not the word.
            let longer: Vec<&str> = character::all()
                .iter()
                .map(|d| d.name.fr())
                .filter(|n| *n != other && names(n, other))
                .collect();
            for (from, text) in &texts {
                let mut text = text.clone();
                for n in &longer {
                    text = text.replace(n, "");
                }
                if names(&text, other) {
                    wrong.push(format!(
                        "{from}: “{other}” for the {} ({ours}): {text}",
                        def.id
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The scan itself finds a wrong name, and only as a whole word.
#[test]
fn the_scan_finds_names_as_words() {
    assert!(names("Tir du Pourfendeur", "Pourfendeur"));
    assert!(!names("Le Mercenaire", "Pourfendeur"));
    assert!(!names("Saintes", "Saint"));
    assert!(names("(Saint)", "Saint"));
}
