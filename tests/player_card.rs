//! A player's card link (`c1.`) built from real games, encoded, decoded as the player's phone
//! decodes it: it says what that player believes they are, with its ability in both languages,
//! and holds no other player's secret (no other character's id or name, no other player's
//! name), nor anything the card does not show.

use grimoire::engine::card::{self, Card};
use grimoire::engine::character::{Edition, Lang};
use grimoire::engine::command::{Assignment, Command};
use grimoire::engine::game::{Game, GameConfig};
use grimoire::engine::night::{self, StepKind};
use grimoire::engine::script::Script;
use grimoire::engine::seat::PlayerId;
use grimoire::player_card;
use table::player_card::{decode, LineKind, PlayerCard};

/// The app's other link letters: a card is told apart from them.
const OTHERS: [char; 4] = ['g', 't', 'q', 'v'];

/// Every string of a card, for searching.
fn strings(card: &PlayerCard) -> Vec<String> {
    let mut out = vec![card.ruleset.clone(), card.player.clone()];
    for face in &card.faces {
        out.push(face.title.en.clone());
        out.push(face.title.fr.clone());
        for line in &face.lines {
            for w in [&line.name, &line.detail, &line.text] {
                out.push(w.en.clone());
                out.push(w.fr.clone());
            }
        }
    }
    out
}

/// `word` in `hay` as a whole word (not inside another), ignoring case.
fn has_word(hay: &str, word: &str) -> bool {
    let hay = hay.to_lowercase();
    let word = word.to_lowercase();
    let mut from = 0;
    while let Some(i) = hay[from..].find(&word) {
        let start = from + i;
        let end = start + word.len();
        let before = hay[..start].chars().next_back();
        let after = hay[end..].chars().next();
        let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        if edge(before) && edge(after) {
            return true;
        }
        from = start + word.len().max(1);
    }
    false
}

fn holds(card: &PlayerCard, word: &str) -> bool {
    strings(card).iter().any(|s| has_word(s, word))
}

/// A game of seven in setup: `cast` is (name, character, shown).
fn game(script: Script, cast: &[(&str, &str, Option<&str>)], bluffs: &[&str]) -> Game {
    let mut g = Game::new(GameConfig {
        seed: 1,
        name: "Card night".into(),
    });
    for (name, _, _) in cast {
        g.apply(Command::AddPlayer {
            name: (*name).into(),
        })
        .unwrap();
    }
    g.apply(Command::ChooseScript { script }).unwrap();
    let assignments = cast
        .iter()
        .enumerate()
        .map(|(i, (_, c, shown))| Assignment {
            player: PlayerId(i as u32),
            character: (*c).into(),
            shown: shown.map(str::to_string),
            alignment: None,
        })
        .collect();
    g.apply(Command::Override {
        command: Box::new(Command::AssignCharacters { assignments }),
        reason: String::new(),
    })
    .unwrap();
    g.apply(Command::SetBluffs {
        bluffs: bluffs.iter().map(|b| b.to_string()).collect(),
    })
    .unwrap();
    g
}

const TB_CAST: [(&str, &str, Option<&str>); 7] = [
    ("Ada", "chef", None),
    ("Bruno", "drunk", Some("washerwoman")),
    ("Clara", "imp", None),
    ("Dario", "poisoner", None),
    ("Elsa", "monk", None),
    ("Felix", "slayer", None),
    ("Greta", "virgin", None),
];

/// Asserts that `card` names none of the other players' characters (id, English and French
/// names) and none of their names, except those in `allowed` (a name or a character shown).
fn assert_no_other_secret(g: &Game, card: &PlayerCard, me: Option<usize>, allowed: &[&str]) {
    let state = g.state();
    for (i, seat) in state.seats.iter().enumerate() {
        if Some(i) == me {
            continue;
        }
        if !allowed.contains(&seat.name.as_str()) {
            assert!(!holds(card, &seat.name), "{} is on the card", seat.name);
        }
        for id in [seat.character.as_deref(), seat.shown.as_deref()]
            .into_iter()
            .flatten()
        {
            if allowed.contains(&id) {
                continue;
            }
            let def = state.character(id).unwrap();
            for word in [id, def.name.en(), def.name.fr()] {
                assert!(
                    !holds(card, word),
                    "{}'s {id} ({word}) is on the card: {card:?}",
                    seat.name
                );
            }
        }
    }
}

#[test]
fn the_drunks_card_says_the_townsfolk_they_believe_and_nothing_else() {
    let g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    let built = player_card::botc_bag(g.state(), PlayerId(1)).unwrap();
    let url = player_card::link("https://grimoire.example/app/botc.html", &built);
    assert!(
        url.starts_with("https://grimoire.example/app/#c1."),
        "{url}"
    );
    let card = decode(&url, &OTHERS).unwrap();
    assert_eq!(card, built);
    assert_eq!(card.ruleset, "botc");
    assert_eq!(card.player, "Bruno");
    assert_eq!(card.faces.len(), 1);
    assert_eq!(card.faces[0].title.get(Lang::En), "You are");
    assert_eq!(card.faces[0].title.get(Lang::Fr), "Vous êtes");
    let line = &card.faces[0].lines[0];
    assert_eq!(line.kind, LineKind::Character);
    let washerwoman = g.state().character("washerwoman").unwrap();
    assert_eq!(line.name.en, washerwoman.name.en());
    assert_eq!(line.name.fr, washerwoman.name.fr());
    assert_eq!(line.text.en, washerwoman.ability.en());
    assert_eq!(line.text.fr, washerwoman.ability.fr());
    assert_eq!(
        (line.detail.en.as_str(), line.detail.fr.as_str()),
        ("Townsfolk", "Villageois")
    );
    // Not the Drunk, not anyone else's character, not the bluffs, not another name.
    let drunk = g.state().character("drunk").unwrap();
    for word in [
        "drunk",
        drunk.name.en(),
        drunk.name.fr(),
        "empath",
        "mayor",
        "soldier",
    ] {
        assert!(!holds(&card, word), "{word} on the Drunk's card");
    }
    assert_no_other_secret(&g, &card, Some(1), &[]);
    // A QR code holds it at arm's length.
    let qr = table::qr::qr_svg(&url).unwrap();
    println!(
        "the Drunk's card: {} characters, QR version {}",
        url.len(),
        qr.version
    );
    assert!(url.len() < 600, "{} characters", url.len());
    assert!(table::qr::qr_svg(&url).is_ok());
}

#[test]
fn every_player_of_the_bag_gets_their_own_card_only() {
    let g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    for (i, (name, real, shown)) in TB_CAST.iter().enumerate() {
        let card = player_card::botc_bag(g.state(), PlayerId(i as u32)).unwrap();
        let card = decode(&table::player_card::encode(&card), &OTHERS).unwrap();
        let believed = shown.unwrap_or(real);
        let def = g.state().character(believed).unwrap();
        assert_eq!(card.player, *name);
        assert_eq!(card.faces[0].lines[0].name.en, def.name.en());
        assert_no_other_secret(&g, &card, Some(i), &[believed]);
    }
}

#[test]
fn the_lunatic_believes_the_demon_they_are_shown() {
    let cast = [
        ("Ada", "lunatic", Some("zombuul")),
        ("Bruno", "po", None),
        ("Clara", "godfather", None),
        ("Dario", "grandmother", None),
        ("Elsa", "sailor", None),
        ("Felix", "chambermaid", None),
        ("Greta", "exorcist", None),
    ];
    let g = game(
        Script::Edition {
            edition: Edition::BadMoonRising,
        },
        &cast,
        &["innkeeper", "gambler", "fool"],
    );
    let card = player_card::botc_bag(g.state(), PlayerId(0)).unwrap();
    let card = decode(&table::player_card::encode(&card), &OTHERS).unwrap();
    let zombuul = g.state().character("zombuul").unwrap();
    let line = &card.faces[0].lines[0];
    assert_eq!(line.name.fr, zombuul.name.fr());
    assert_eq!(line.text.en, zombuul.ability.en());
    assert_eq!(line.detail.en, "Demon");
    assert!(!holds(&card, "lunatic"));
    assert_no_other_secret(&g, &card, Some(0), &["zombuul"]);
}

#[test]
fn the_demons_night_card_holds_its_minions_and_bluffs_only() {
    let mut g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    g.apply(Command::StartGame).unwrap();
    let step = night::sheet(g.state())
        .into_iter()
        .find(|s| s.kind == StepKind::DemonInfo)
        .expect("the Demon wakes on the first night at seven");
    let cards = card::for_step(g.state(), &step);
    assert_eq!(cards.len(), 2, "{cards:?}");
    let built = player_card::botc_info(g.state(), &cards);
    let url = player_card::link("https://grimoire.example/app/botc.html", &built);
    let qr = table::qr::qr_svg(&url).unwrap();
    println!(
        "the Demon's card: {} characters, QR version {}",
        url.len(),
        qr.version
    );
    let card = decode(&url, &OTHERS).unwrap();
    assert_eq!(card, built);
    assert_eq!(card.player, "", "the night card names no one it is for");
    assert_eq!(card.faces[0].title.en, "These are your Minions");
    assert_eq!(card.faces[0].lines.len(), 1);
    assert_eq!(card.faces[0].lines[0].kind, LineKind::Player);
    assert_eq!(card.faces[0].lines[0].name.en, "Dario");
    assert_eq!(card.faces[1].title.fr, "Ces personnages ne sont pas en jeu");
    let bluffs: Vec<&str> = card.faces[1]
        .lines
        .iter()
        .map(|l| l.name.en.as_str())
        .collect();
    assert_eq!(bluffs, ["Empath", "Mayor", "Soldier"]);
    // The Minion's name is shown (the card points at him), not his character; nobody else.
    assert_no_other_secret(&g, &card, None, &["Dario"]);
    assert!(!holds(&card, "Clara"), "nor the Demon's own name");
}

#[test]
fn a_minions_card_points_at_the_demon_and_a_you_are_card_carries_its_ability() {
    let g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    let card = player_card::botc_info(
        g.state(),
        &[
            Card::ThisIsTheDemon {
                player: PlayerId(2),
            },
            Card::YouAre {
                character: Some("scarletwoman".into()),
                alignment: Some(grimoire::engine::character::Alignment::Evil),
            },
            Card::Number { value: 2 },
        ],
    );
    let card = decode(&table::player_card::encode(&card), &OTHERS).unwrap();
    assert_eq!(card.faces[0].lines[0].name.en, "Clara");
    let sw = g.state().character("scarletwoman").unwrap();
    assert_eq!(card.faces[1].lines[0].text.fr, sw.ability.fr());
    assert_eq!(card.faces[1].lines[1].name.en, "Evil");
    assert_eq!(card.faces[2].lines[0].name.en, "2");
    assert_no_other_secret(&g, &card, None, &["Clara"]);
}

#[test]
fn a_quintebourg_player_gets_their_two_cards_only() {
    use quintebourg::names::title_of;
    for seed in 0..20 {
        let g = quintebourg::sample::random_game(seed, 0);
        let state = g.state();
        for p in 0..state.players.len() {
            let me = &state.players[p];
            let built = player_card::qb_reveal(state, p as quintebourg::model::PlayerId).unwrap();
            let card = decode(&table::player_card::encode(&built), &OTHERS).unwrap();
            assert_eq!(card, built);
            assert_eq!(card.ruleset, "quintebourg");
            assert_eq!(card.player, me.name);
            assert_eq!(card.faces.len(), 2);
            assert_eq!(card.faces[0].lines.len(), 1 + me.personal.len());
            assert_eq!(card.faces[1].lines.len(), 1);
            let camp = &card.faces[0].lines[0];
            assert_eq!(camp.name.fr, title_of(&me.card, Lang::Fr));
            assert_eq!(
                camp.text.en,
                quintebourg::card_text::card(me.card).get(Lang::En)
            );
            let specialty = me
                .specialties
                .first()
                .map_or(quintebourg::model::Specialty::None, |h| h.role);
            assert_eq!(
                card.faces[1].lines[0].name.en,
                title_of(&specialty, Lang::En)
            );
            for (q, other) in state.players.iter().enumerate() {
                if q != p {
                    assert!(!holds(&card, &other.name), "seed {seed}: {}", other.name);
                }
            }
        }
    }
}

#[test]
fn a_card_link_opens_from_the_home_page_of_any_page() {
    let g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    let card = player_card::botc_bag(g.state(), PlayerId(0)).unwrap();
    for (base, home) in [
        ("https://x.example/g/botc.html", "https://x.example/g/#c1."),
        (
            "https://x.example/g/quintebourg.html#q1.abc",
            "https://x.example/g/#c1.",
        ),
        ("https://x.example/g/", "https://x.example/g/#c1."),
        (
            "http://127.0.0.1:8080/index.html",
            "http://127.0.0.1:8080/#c1.",
        ),
    ] {
        assert!(player_card::link(base, &card).starts_with(home), "{base}");
    }
}

#[test]
fn with_the_tor_a_players_card_on_their_phone_tells_nothing_of_their_character() {
    let mut g = game(
        Script::Edition {
            edition: Edition::TroubleBrewing,
        },
        &TB_CAST,
        &["empath", "mayor", "soldier"],
    );
    g.apply(Command::AddFabled {
        character: "tor".into(),
    })
    .unwrap();
    for (i, (name, real, shown)) in TB_CAST.iter().enumerate() {
        let card = player_card::botc_bag(g.state(), PlayerId(i as u32)).unwrap();
        let card = decode(&table::player_card::encode(&card), &OTHERS).unwrap();
        assert_eq!(card.player, *name);
        let words = strings(&card).join(" ");
        assert!(words.contains("Tor"), "the card says why: {words}");
        for id in [Some(*real), *shown].into_iter().flatten() {
            let def = g.state().character(id).unwrap();
            assert!(
                !holds(&card, def.name.en()) && !holds(&card, def.name.fr()),
                "{name}'s card names {id}: {words}"
            );
        }
        for team in [
            "Townsfolk",
            "Outsider",
            "Minion",
            "Demon",
            "Villageois",
            "Sbire",
        ] {
            assert!(!holds(&card, team), "{name}'s card names a team: {words}");
        }
    }
}
