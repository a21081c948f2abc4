//! The names of roles, offices, powers and night steps in English and French, for messages and
//! descriptions. Keys are the code's identifiers (`format!("{x:?}")`); an unknown key is shown
//! as it is.

use table::Lang;

/// (key, English, French).
const NAMES: &[(&str, &str, &str)] = &[
    // Offices (004 L138–178).
    ("Scrutineer", "the Scrutineer", "le Scrutateur"),
    (
        "MilitiaChief",
        "the Chief of the ghost militia",
        "le Chef de la milice fantôme",
    ),
    ("President", "the President", "le Président"),
    ("Prosecutor", "the Prosecutor", "le Procureur"),
    ("Notary", "the Notary", "le Notaire"),
    ("Senator", "the Senator", "le Sénateur"),
    ("Priest", "the Capitalist Priest", "le Prêtre capitaliste"),
    (
        "ForcingPriest",
        "the forcing priest",
        "le prêtre des mariages forcés",
    ),
    (
        "CameraOdd",
        "the odd-day camera deputy",
        "l'adjoint à la caméra des jours impairs",
    ),
    (
        "CameraEven",
        "the even-day camera deputy",
        "l'adjoint à la caméra des jours pairs",
    ),
    (
        "CollectorOdd",
        "the odd-day Collector",
        "le Percepteur des jours impairs",
    ),
    (
        "CollectorEven",
        "the even-day Collector",
        "le Percepteur des jours pairs",
    ),
    ("Executioner", "the Executioner", "le Bourreau"),
    // Specialties (004 L121–137).
    ("Engineer", "the Engineer", "l'Ingénieure"),
    ("Reporter", "the Reporter", "le Reporter"),
    (
        "RaptorTrainer",
        "the Raptor Trainer",
        "le Dresseur de rapace",
    ),
    ("Burglar", "the Burglar", "le Cambrioleur"),
    ("Assassin", "the Assassin", "l'Assassin"),
    ("Sandman", "the Sandman", "le Marchand de sable"),
    ("Psychopath", "the Psychopath", "le Psychopathe"),
    ("Laura", "Laura de la Riponne", "Laura de la Riponne"),
    ("Artist", "the Artist", "l'Artiste"),
    ("Eris", "Eris", "Éris"),
    ("Freyja", "Freyja", "Freyja"),
    // Camp cards (004 L65–120).
    ("Reptilian", "a Reptilian", "un Reptilien"),
    ("Alpha", "the Alpha Reptilian", "la Reptilienne alpha"),
    ("Black", "the Black Reptilian", "la Reptilienne noire"),
    ("Red", "the Red Reptilian", "la Reptilienne rouge"),
    ("Seth", "Seth", "Seth"),
    ("SethAlly", "Seth's ally", "l'allié de Seth"),
    ("Scheherazade", "Scheherazade", "Shéhérazade"),
    ("Prophet", "the Prophet", "le Prophète"),
    ("Brain", "the Brain", "Cortex"),
    ("Pinky", "Pinky", "Minus"),
    ("Orpheus", "Orpheus", "Orphée"),
    ("Siren", "the Siren", "la Sirène"),
    ("Showman", "the Showman", "le Showman"),
    // Cards, camps and personal conditions the setup screens name (RULES.md §1's table).
    ("Mouse", "a Mouse", "une Souris"),
    ("Idealist", "an Idealist", "un Idéaliste"),
    ("Martyr", "the Martyr", "le Martyr"),
    ("Villager", "a Villager", "un Villageois"),
    ("Greedy", "the Greedy Villager", "le Villageois cupide"),
    ("VillagerA", "villager A", "villageois A"),
    ("VillagerB", "villager B", "villageois B"),
    ("VillagerC", "villager C", "villageois C"),
    ("VillagerD", "villager D", "villageois D"),
    ("VillagerE", "villager E", "villageois E"),
    ("VillagerF", "villager F", "villageois F"),
    ("None", "no specialty", "aucune spécialité"),
    ("Idealists", "the Idealists", "les Idéalistes"),
    ("Mice", "the Mice", "les Souris"),
    ("Reptilians", "the Reptilians", "les Reptiliens"),
    ("Villagers", "the Villagers", "les Villageois"),
    ("MusicLover", "the Music Lover", "le Mélomane"),
    ("Maniac", "the Maniac", "le Maniaque"),
    ("Romantic", "the Romantic", "le Romantique"),
    ("Bipartisan", "the Bipartisan", "le Bipartie"),
    ("FiveOrEight", "the Five-or-Eighter", "le 58-ard"),
    ("Detectives", "the Detectives", "les Détectives"),
    ("Mathematicians", "the Mathematicians", "les Mathématiciens"),
    ("Ghost", "a ghost", "un fantôme"),
    ("ghost", "a ghost", "un fantôme"),
    ("enemy", "an enemy", "un ennemi"),
    ("specialty", "a specialty", "une spécialité"),
    // Powers.
    ("Stalker", "the Stalker", "le Stalkeur"),
    ("Revealer", "the Revealer", "le Révélateur"),
    (
        "Peek",
        "the look at a neighbour's card",
        "le regard sur la carte d'un voisin",
    ),
    ("Raptor", "the raptor", "le rapace"),
    ("Larceny", "the larceny", "le larcin"),
    ("Assassinate", "the assassination", "l'assassinat"),
    ("Sleep", "the heavy sleep", "le sommeil lourd"),
    ("Kidnap", "the kidnapping", "l'enlèvement"),
    ("Squat", "the squat", "le squat"),
    ("Sculpture", "the Sculpture", "la Sculpture"),
    ("Caricature", "the Caricature", "la Caricature"),
    ("Quarrel", "the Quarrel", "la Querelle"),
    ("Prank", "the Prank", "la Farce"),
    ("Matchmaker", "the Matchmaker", "l'Allumeuse"),
    ("Adoration", "the Adoration", "l'Adoration"),
    ("OfficeSwap", "the swap of offices", "l'échange de postes"),
    ("Charm", "the charm", "le charme"),
    (
        "RadiantConversion",
        "the Radiant Conversion",
        "la Conversion radieuse",
    ),
    ("Resurrection", "the Resurrection", "la Résurrection"),
    ("Reptilicide", "the Reptilicide", "le Repticide"),
    ("Bite", "the Bite", "la Morsure"),
    (
        "BlackConversion",
        "the Black Conversion",
        "la Conversion noire",
    ),
    ("Show", "the Show", "le Show"),
    ("Dream", "the village dream", "le rêve du village"),
    (
        "Nightmare",
        "the village nightmare",
        "le cauchemar du village",
    ),
    // Night steps (004 L219–238).
    ("Dusk", "dusk", "la tombée de la nuit"),
    ("Militia", "the militia", "la milice"),
    (
        "Huddle",
        "the Reptilians' huddle",
        "la concertation des Reptiliens",
    ),
    ("Lovers", "the Lovers", "les Amoureux"),
    ("Offices", "the offices", "les postes publics"),
    ("Musicians", "the Musicians", "les Musiciens"),
    (
        "LoversMeet",
        "the Lovers' meeting",
        "les retrouvailles des Amoureux",
    ),
    ("Attack", "the attack", "l'attaque"),
    ("Dawn", "dawn", "l'aube"),
    ("Couples", "the couples' check", "le bilan des couples"),
];

/// The name of `key` in `lang`.
pub fn name(key: &str, lang: Lang) -> String {
    match NAMES.iter().find(|(k, _, _)| *k == key) {
        Some((_, en, fr)) => if lang == Lang::Fr { fr } else { en }.to_string(),
        None => key.to_string(),
    }
}

/// The name of `key` in `lang` as a title, without its article and capitalised ("Alpha
/// Reptilian", "Ingénieure"): for labels on cards and buttons.
pub fn title(key: &str, lang: Lang) -> String {
    let full = name(key, lang);
    let bare = [
        "the ", "a ", "an ", "le ", "la ", "les ", "un ", "une ", "l'",
    ]
    .iter()
    .find_map(|article| full.strip_prefix(article))
    .unwrap_or(&full);
    let mut chars = bare.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The name of `key` in `lang` when the table has one.
pub fn known(key: &str, lang: Lang) -> Option<String> {
    NAMES
        .iter()
        .find(|(k, _, _)| *k == key)
        .map(|(_, en, fr)| if lang == Lang::Fr { fr } else { en }.to_string())
}

/// True when the count `n` takes the plural in `lang`: "1 coin", "0 coins"; in French 0 and 1
/// are singular ("0 pièce", "1 pièce", "2 pièces").
pub fn plural(n: u64, lang: Lang) -> bool {
    match lang {
        Lang::Fr => n > 1,
        Lang::En => n != 1,
    }
}

/// A count with its noun agreeing: `count(1, lang, ("coin", "coins"), ("pièce", "pièces"))`
/// is "1 coin" or "1 pièce".
pub fn count(n: u64, lang: Lang, en: (&str, &str), fr: (&str, &str)) -> String {
    let (one, many) = if lang == Lang::Fr { fr } else { en };
    format!("{n} {}", if plural(n, lang) { many } else { one })
}

/// Coins, counted: "1 coin", "3 pièces".
pub fn coins(n: u64, lang: Lang) -> String {
    count(n, lang, ("coin", "coins"), ("pièce", "pièces"))
}

/// French "de" before a name, elided or contracted as French wants: "d'Ana", "de Bob",
/// "du Martyr" (for "le Martyr"), "des Souris" (for "les Souris"). In English, "of Ana".
pub fn de(x: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return format!("of {x}");
    }
    if let Some(rest) = x.strip_prefix("le ") {
        return format!("du {rest}");
    }
    if let Some(rest) = x.strip_prefix("les ") {
        return format!("des {rest}");
    }
    let vowel = x
        .chars()
        .next()
        .is_some_and(|c| "aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ".contains(c));
    if vowel {
        format!("d'{x}")
    } else {
        format!("de {x}")
    }
}

/// A house's name as the engine keeps it, in `lang`: players' houses carry their first owner's
/// name; a spare house ("spare 2") is "libre 2" in French.
pub fn house(name: &str, lang: Lang) -> String {
    match (lang, name.strip_prefix("spare ")) {
        (Lang::Fr, Some(n)) if n.chars().all(|c| c.is_ascii_digit()) => format!("libre {n}"),
        _ => name.to_string(),
    }
}

/// [`title`] of any enum value by its identifier.
pub fn title_of<T: std::fmt::Debug>(x: &T, lang: Lang) -> String {
    title(&format!("{x:?}"), lang)
}

/// The name of any enum value by its identifier.
pub fn of<T: std::fmt::Debug>(x: &T, lang: Lang) -> String {
    name(&format!("{x:?}"), lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Office;

    #[test]
    fn offices_have_both_names() {
        assert_eq!(of(&Office::Notary, Lang::Fr), "le Notaire");
        assert_eq!(
            of(&Office::MilitiaChief, Lang::En),
            "the Chief of the ghost militia"
        );
        assert_eq!(name("unknown", Lang::Fr), "unknown");
    }

    #[test]
    fn titles_drop_the_article_and_every_card_has_a_name() {
        use crate::model::{CampCard, Personal, Specialty};
        assert_eq!(title_of(&CampCard::Alpha, Lang::En), "Alpha Reptilian");
        assert_eq!(title_of(&Specialty::Engineer, Lang::Fr), "Ingénieure");
        assert_eq!(title_of(&CampCard::Mouse, Lang::Fr), "Souris");
        assert_eq!(
            title_of(&Personal::FiveOrEight, Lang::En),
            "Five-or-Eighter"
        );
        assert_eq!(title_of(&CampCard::SethAlly, Lang::En), "Seth's ally");
        for lang in [Lang::En, Lang::Fr] {
            for key in [
                "Reptilian",
                "Alpha",
                "Black",
                "Red",
                "SethAlly",
                "Prophet",
                "Idealist",
                "Mouse",
                "Brain",
                "Martyr",
                "Siren",
                "Villager",
                "Greedy",
                "VillagerA",
                "VillagerF",
                "Engineer",
                "None",
                "MusicLover",
                "Detectives",
                "Mathematicians",
                "Romantic",
            ] {
                assert_ne!(name(key, lang), key, "{key} has a name in {lang:?}");
            }
        }
    }

    /// Counts agree with their noun; "de" is elided and contracted; a spare house is named in
    /// French; every power the screens name has a name (the Assassin's too).
    #[test]
    fn counts_articles_and_houses_read_as_french() {
        use crate::model::{Camp, Power};
        assert_eq!(coins(1, Lang::Fr), "1 pièce");
        assert_eq!(coins(0, Lang::Fr), "0 pièce");
        assert_eq!(coins(3, Lang::Fr), "3 pièces");
        assert_eq!(coins(1, Lang::En), "1 coin");
        assert_eq!(coins(0, Lang::En), "0 coins");
        assert_eq!(de("Ana", Lang::Fr), "d'Ana");
        assert_eq!(de("Bob", Lang::Fr), "de Bob");
        assert_eq!(de(&of(&Camp::Martyr, Lang::Fr), Lang::Fr), "du Martyr");
        assert_eq!(de(&of(&Camp::Mice, Lang::Fr), Lang::Fr), "des Souris");
        assert_eq!(de("Éric", Lang::Fr), "d'Éric");
        assert_eq!(house("spare 2", Lang::Fr), "libre 2");
        assert_eq!(house("spare 2", Lang::En), "spare 2");
        assert_eq!(house("Ana", Lang::Fr), "Ana");
        let powers = [
            Power::Stalker,
            Power::Revealer,
            Power::Peek,
            Power::Raptor,
            Power::Larceny,
            Power::Assassinate,
            Power::Sleep,
            Power::Kidnap,
            Power::Squat,
            Power::Sculpture,
            Power::Caricature,
            Power::Quarrel,
            Power::Prank,
            Power::Matchmaker,
            Power::Adoration,
            Power::OfficeSwap,
            Power::Charm,
            Power::RadiantConversion,
            Power::Resurrection,
            Power::Reptilicide,
            Power::Bite,
            Power::BlackConversion,
            Power::Show,
        ];
        for p in powers {
            // Every variant is listed above (a new power fails to build here until it is).
            match p {
                Power::Stalker
                | Power::Revealer
                | Power::Peek
                | Power::Raptor
                | Power::Larceny
                | Power::Assassinate
                | Power::Sleep
                | Power::Kidnap
                | Power::Squat
                | Power::Sculpture
                | Power::Caricature
                | Power::Quarrel
                | Power::Prank
                | Power::Matchmaker
                | Power::Adoration
                | Power::OfficeSwap
                | Power::Charm
                | Power::RadiantConversion
                | Power::Resurrection
                | Power::Reptilicide
                | Power::Bite
                | Power::BlackConversion
                | Power::Show => {}
            }
            for lang in [Lang::En, Lang::Fr] {
                assert!(
                    known(&format!("{p:?}"), lang).is_some(),
                    "{p:?} has no name"
                );
            }
        }
        assert_eq!(title_of(&Power::Assassinate, Lang::Fr), "Assassinat");
        assert_eq!(title_of(&Power::Assassinate, Lang::En), "Assassination");
    }
}
