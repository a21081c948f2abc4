//! Small helpers the screens share about characters: the lists a picker offers, token initials
//! and the names of the character types.

use leptos::prelude::*;

use crate::engine::character::{CharacterDef, Edition, Lang, Team};
use crate::engine::script::Script;
use crate::i18n::Key;

/// The singular name of a character type.
pub fn team_name(team: Team, lang: Lang) -> &'static str {
    Key::of_team(team).get(lang)
}

/// The CSS modifier of a character type's colour.
pub fn team_class(team: Option<Team>) -> &'static str {
    match team {
        Some(Team::Townsfolk) => "townsfolk",
        Some(Team::Outsider) => "outsider",
        Some(Team::Minion) => "minion",
        Some(Team::Demon) => "demon",
        Some(Team::Traveller) => "traveller",
        Some(Team::Fabled) => "fabled",
        Some(Team::Loric) => "loric",
        None => "none",
    }
}

/// Up to two letters for a token: the first letters of the first two words that matter
/// ("Fortune Teller" → "FT"), or the first two letters of a one-word name ("Imp" → "Im").
pub fn initials(name: &str) -> String {
    const SMALL: [&str; 10] = ["the", "of", "le", "la", "les", "de", "du", "des", "l", "d"];
    let words: Vec<&str> = name
        .split(|c: char| c.is_whitespace() || c == '\'' || c == '’' || c == '-')
        .filter(|w| !w.is_empty() && !SMALL.contains(&w.to_lowercase().as_str()))
        .collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.chars().take(2).collect(),
        [a, b, ..] => a
            .chars()
            .take(1)
            .chain(b.chars().take(1))
            .collect::<String>()
            .to_uppercase(),
    }
}

/// The characters a picker offers for a script: its characters grouped by type (Townsfolk,
/// Outsiders, Minions, Demons), then, when `travellers`, its Travellers and every Traveller of
/// the three base editions: 002 ("Voyageurs") hands a volunteer the Travellers' sheet to choose
/// from, whatever the script lists.
pub fn script_choices(script: &Script, travellers: bool) -> Vec<&'static CharacterDef> {
    let mut all: Vec<&'static CharacterDef> = script
        .all()
        .into_iter()
        .filter(|d| !d.team.is_storyteller() && (travellers || d.team != Team::Traveller))
        .collect();
    if travellers {
        for d in Edition::ALL
            .into_iter()
            .flat_map(crate::engine::character::of_edition)
            .filter(|d| d.team == Team::Traveller)
        {
            if !all.iter().any(|a| a.id == d.id) {
                all.push(d);
            }
        }
    }
    all.sort_by_key(|d| d.team);
    all
}

/// A `<select>` of characters grouped by type. `current` is a character id ("" for none).
#[component]
pub fn CharacterSelect(
    /// The accessible name of the list.
    #[prop(into)]
    label: Signal<String>,
    /// The characters offered, grouped by type in this order.
    #[prop(into)]
    options: Signal<Vec<&'static CharacterDef>>,
    #[prop(into)] current: Signal<String>,
    /// Offer "none" as the first choice.
    #[prop(optional)]
    with_empty: bool,
    #[prop(into)] on_change: Callback<String>,
    #[prop(optional, into)] testid: String,
) -> impl IntoView {
    let lang = expect_context::<RwSignal<Lang>>();
    let groups = move || {
        let lang = lang.get();
        let mut out: Vec<(Team, Vec<(&'static str, String)>)> = Vec::new();
        for d in options.get() {
            // A custom script's own characters are marked as homebrew, and those the rules do
            // not know as such.
            let name = if d.is_unknown() {
                Key::UnknownMark.fill(lang, &[d.name.get(lang)])
            } else if d.is_homebrew() {
                Key::HomebrewMark.fill(lang, &[d.name.get(lang)])
            } else {
                d.name.get(lang).to_string()
            };
            match out.last_mut() {
                Some((team, list)) if *team == d.team => list.push((d.id, name)),
                _ => out.push((d.team, vec![(d.id, name)])),
            }
        }
        out.into_iter()
            .map(|(team, list)| {
                view! {
                    <optgroup label=team_name(team, lang)>
                        {list
                            .into_iter()
                            .map(|(id, name)| {
                                view! {
                                    <option value=id selected=move || current.with(|c| c == id)>
                                        {name}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </optgroup>
                }
            })
            .collect_view()
    };
    view! {
        <select
            class="select"
            aria-label=move || label.get()
            data-testid=testid
            prop:value=move || current.get()
            on:change=move |ev| on_change.run(event_target_value(&ev))
        >
            {with_empty
                .then(|| {
                    view! {
                        <option value="" selected=move || current.with(|c| c.is_empty())>
                            {move || Key::NoCharacter.get(lang.get())}
                        </option>
                    }
                })}
            {groups}
        </select>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_of_names() {
        assert_eq!(initials("Fortune Teller"), "FT");
        assert_eq!(initials("Imp"), "Im");
        assert_eq!(initials("Femme écarlate"), "FÉ");
        assert_eq!(initials("L'Ivrogne"), "Iv");
    }

    /// A custom script that lists no Traveller still offers every Traveller of the three base
    /// editions for a player who joins (002, "Voyageurs"), once each; without Travellers,
    /// none.
    #[test]
    fn every_base_traveller_is_offered_whatever_the_script() {
        let script = Script::custom(
            ["washerwoman", "chef", "empath", "butler", "poisoner", "imp"]
                .map(String::from)
                .to_vec(),
        );
        let offered = script_choices(&script, true);
        let travellers: Vec<&str> = offered
            .iter()
            .filter(|d| d.team == Team::Traveller)
            .map(|d| d.id)
            .collect();
        for id in [
            "scapegoat",
            "gunslinger",
            "beggar",
            "bureaucrat",
            "thief",
            "apprentice",
            "matron",
            "judge",
            "bishop",
            "voudon",
            "barista",
            "harlot",
            "butcher",
            "bonecollector",
            "deviant",
        ] {
            assert!(travellers.contains(&id), "{id}: {travellers:?}");
        }
        let mut unique = travellers.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), travellers.len(), "each once");
        assert!(script_choices(&script, false)
            .iter()
            .all(|d| d.team != Team::Traveller));
        // On an edition, its own Travellers and the others', each once.
        let tb = Script::Edition {
            edition: Edition::TroubleBrewing,
        };
        let tb_travellers = script_choices(&tb, true)
            .into_iter()
            .filter(|d| d.team == Team::Traveller)
            .count();
        assert_eq!(tb_travellers, travellers.len());
    }
}
