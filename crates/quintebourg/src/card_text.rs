//! What each card does, in our own words, French and English, for the reveal: a camp card's
//! camp, powers, limits and win condition (004 L38–58, L65–120), a specialty's power and its
//! weekly budget (L121–137), a personal condition (L48–58, L103–120). The game master reads
//! them to the player holding the card.

use table::Lang;

use crate::model::{CampCard, Personal, Specialty};

/// A text in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub fr: &'static str,
}

impl Text {
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Fr => self.fr,
        }
    }
}

const fn t(en: &'static str, fr: &'static str) -> Text {
    Text { en, fr }
}

/// What a camp card does and how its holder wins.
pub fn card(c: CampCard) -> Text {
    use CampCard::*;
    const REPTILIAN: Text = t(
        "Reptilians know each other. Each night they agree on a house, then go and attack it; if they disagree, the Alpha decides. They win when every non-Reptilian and Seth are dead.",
        "Les Reptiliens se connaissent. Chaque nuit, ils choisissent ensemble une maison puis vont l'attaquer ; en cas de désaccord, l'Alpha tranche. Ils gagnent quand tous les non-Reptiliens et Seth sont morts.",
    );
    const IDEALIST: Text = t(
        "Idealists do not know each other. They win if, when the game stops, at least half of the players who began are still alive.",
        "Les Idéalistes ne se connaissent pas. Ils gagnent si, quand la partie s'arrête, au moins la moitié des joueurs du départ sont encore en vie.",
    );
    const MOUSE: Text = t(
        "The Mice know each other. They win when they hold three of these offices: President, Notary, Senator, Chief of the ghost militia.",
        "Les Souris se connaissent. Elles gagnent quand elles occupent trois de ces postes : Président, Notaire, Sénateur, Chef de la milice fantôme.",
    );
    const VILLAGER: Text = t(
        "Villagers do not know each other. They win when every Reptilian is dead, Seth included.",
        "Les Villageois ne se connaissent pas. Ils gagnent quand tous les Reptiliens sont morts, Seth compris.",
    );
    const VARIANT: Text = t(
        "A Villager: wins when every Reptilian is dead, Seth included. The game master also gives this card a personal condition of its own, which wins on its own.",
        "Un Villageois : gagne quand tous les Reptiliens sont morts, Seth compris. Le MJ donne aussi à cette carte une condition personnelle, qui fait gagner à elle seule.",
    );
    match c {
        Reptilian => REPTILIAN,
        Alpha => t(
            "A Reptilian and their leader: when the Reptilians disagree on the house to attack, the Alpha's choice stands. Wins with the Reptilians, when every non-Reptilian and Seth are dead.",
            "Une Reptilienne, leur cheffe : quand les Reptiliens ne sont pas d'accord sur la maison à attaquer, c'est son choix qui compte. Gagne avec les Reptiliens, quand tous les non-Reptiliens et Seth sont morts.",
        ),
        Black => t(
            "A Reptilian. Once in the game, at any moment: the Black Conversion makes a player of her choice a Reptilian; and once: the Reptilicide kills a Reptilian of her choice. Wins with the Reptilians.",
            "Une Reptilienne. Une seule fois dans la partie, à tout moment : la conversion noire fait d'un joueur de son choix un Reptilien ; et une seule fois : le Repticide tue un Reptilien de son choix. Gagne avec les Reptiliens.",
        ),
        Red => t(
            "A Reptilian. Once in the game, at any moment, the Reptilicide kills a Reptilian of her choice. Wins with the Reptilians.",
            "Une Reptilienne. Une seule fois dans la partie, à tout moment, le Repticide tue un Reptilien de son choix. Gagne avec les Reptiliens.",
        ),
        Seth => t(
            "Seth is also a Reptilian: he joins their huddles and attacks, but wants everyone dead. Once in the game, at any moment, the Reptilicide kills a Reptilian of his choice. He and his Ally know each other; they win when only two players are alive, Seth one of them.",
            "Seth est aussi un Reptilien : il prend part à leurs concertations et à leurs attaques, mais veut la mort de tous. Une seule fois dans la partie, à tout moment, le Repticide tue un Reptilien de son choix. Lui et son allié se connaissent ; ils gagnent quand il ne reste que deux vivants, dont Seth.",
        ),
        SethAlly => t(
            "Seth's Ally is not a Reptilian, but wants Seth to win. Once in the game, at any moment, the Bite kills a player of their choice. Seth and the Ally know each other; they win when only two players are alive, Seth one of them.",
            "L'allié de Seth n'est pas un Reptilien, mais veut faire gagner Seth. Une seule fois dans la partie, à tout moment, la Morsure tue un joueur de son choix. Seth et son allié se connaissent ; ils gagnent quand il ne reste que deux vivants, dont Seth.",
        ),
        Scheherazade => t(
            "An Idealist. Once in the game, at any moment, the Radiant Conversion: she tells a player a story. If that player is the Black, the Red or Seth, the game stops; otherwise Scheherazade dies and the player joins the Idealists (a Lover stays a Lover). Wins if at least half of the players who began are alive when the game stops.",
            "Une Idéaliste. Une seule fois dans la partie, à tout moment, la conversion radieuse : elle raconte une histoire à un joueur. Si c'est la Reptilienne noire, la rouge ou Seth, la partie s'arrête ; sinon Shéhérazade meurt et le joueur rejoint les Idéalistes (un Amoureux reste Amoureux). Gagne si au moins la moitié des joueurs du départ sont en vie quand la partie s'arrête.",
        ),
        Prophet => t(
            "An Idealist. Once in the game, at any moment, the Resurrection brings a ghost back to life, himself included; he can use it only while alive or a ghost. Wins if at least half of the players who began are alive when the game stops.",
            "Un Idéaliste. Une seule fois dans la partie, à tout moment, la Résurrection ramène un fantôme à la vie, lui compris ; il ne peut s'en servir que vivant ou fantôme. Gagne si au moins la moitié des joueurs du départ sont en vie quand la partie s'arrête.",
        ),
        Idealist => IDEALIST,
        Mouse => MOUSE,
        Brain => t(
            "A Mouse. 3 nights a week, with Pinky: the Brain names a player, Pinky names another, and their offices are swapped (if the result breaks the rules, the Scrutineer gives the office again). Wins with the Mice, holding three of President, Notary, Senator, Chief of the ghost militia.",
            "Une Souris. 3 nuits par semaine, avec Minus : Cortex désigne un joueur, Minus en désigne un autre, et leurs postes sont échangés (si le résultat enfreint les règles, le Scrutateur réattribue le poste). Gagne avec les Souris, qui doivent occuper trois postes parmi Président, Notaire, Sénateur, Chef de la milice fantôme.",
        ),
        Pinky => t(
            "A Mouse. 3 nights a week, with the Brain: the Brain names a player, Pinky names another, and their offices are swapped (if the result breaks the rules, the Scrutineer gives the office again). Wins with the Mice, holding three of President, Notary, Senator, Chief of the ghost militia.",
            "Une Souris. 3 nuits par semaine, avec Cortex : Cortex désigne un joueur, Minus en désigne un autre, et leurs postes sont échangés (si le résultat enfreint les règles, le Scrutateur réattribue le poste). Gagne avec les Souris, qui doivent occuper trois postes parmi Président, Notaire, Sénateur, Chef de la milice fantôme.",
        ),
        Martyr => t(
            "The Martyr is alone. He wins if he is executed in a day session (a death at night does not count).",
            "Le Martyr est seul. Il gagne s'il est exécuté lors d'une session de jour (une mort de nuit ne compte pas).",
        ),
        Orpheus | Siren => t(
            "A Musician. Musicians do not know each other. Each night, charm a new player; a charm lasts. Musicians win when every living player has been charmed by one of them (they need not charm themselves).",
            "Un Musicien. Les Musiciens ne se connaissent pas. Chaque nuit, charmer une nouvelle personne ; le charme dure. Les Musiciens gagnent quand tous les vivants ont été charmés par l'un d'eux (ils n'ont pas à se charmer eux-mêmes).",
        ),
        Villager => VILLAGER,
        Greedy => t(
            "A Villager who wins alone if he holds every coin in play; the other Greedy Villagers then lose. Otherwise he wins with the Villagers, when every Reptilian is dead, Seth included.",
            "Un Villageois qui gagne seul s'il possède toutes les pièces en jeu ; les autres Villageois cupides perdent alors. Sinon il gagne avec les Villageois, quand tous les Reptiliens sont morts, Seth compris.",
        ),
        VillagerA | VillagerB | VillagerC | VillagerD | VillagerE | VillagerF => VARIANT,
    }
}

/// What a specialty card does, with its weekly budget.
pub fn specialty(s: Specialty) -> Text {
    use Specialty::*;
    match s {
        Engineer => t(
            "2 nights a week, one of two inventions: the Stalker (name a player: the game master says whether they spent most of the night at home) or the Revealer (name a dead player: see their camp card).",
            "2 nuits par semaine, une de ses deux inventions : le Stalkeur (désigner un joueur : le MJ dit s'il a passé la majeure partie de la nuit chez lui) ou le Révélateur (désigner un mort : voir sa carte de camp).",
        ),
        Reporter => t(
            "2 nights a week: look at the card of a player seated beside you.",
            "2 nuits par semaine : regarder la carte d'un joueur assis à côté de soi.",
        ),
        RaptorTrainer => t(
            "2 nights a week: leave the raptor before a house (it tells whether at least one Reptilian is inside, Seth included) or before a body at the morgue.",
            "2 nuits par semaine : poser le raptor devant une maison (il dit si au moins un Reptilien s'y trouve, Seth compris) ou devant un cadavre à la morgue.",
        ),
        Burglar => t(
            "Larceny, 2 nights a week: rob a house. A neighbouring house loses all its owner's coins, another house half of them (rounded up). The loot may be handed on at once to anyone.",
            "Larcin, 2 nuits par semaine : détrousser une maison. Une maison voisine perd toutes les pièces de son propriétaire, une autre la moitié (arrondie au-dessus). Le butin peut être donné aussitôt à qui l'on veut.",
        ),
        Assassin => t(
            "At any moment, if you can pay: assassinate a player. The first kill costs your whole fortune, then each bullet costs 2 coins; the coins leave the game.",
            "À tout moment, si l'on en a les moyens : assassiner un joueur. Le premier assassinat coûte toute sa fortune, puis chaque balle coûte 2 pièces ; les pièces sortent du jeu.",
        ),
        Sandman => t(
            "Each night: name a player who falls into a heavy sleep and does nothing more until dawn.",
            "Chaque nuit : désigner un joueur qui tombe dans un sommeil lourd et n'agit plus jusqu'à l'aube.",
        ),
        Psychopath => t(
            "3 nights a week: drug a player and keep them at your home for the night; they sleep heavily and do nothing more, and you stay home too.",
            "3 nuits par semaine : droguer un joueur et le garder chez soi pour la nuit ; il dort d'un sommeil lourd et n'agit plus, et l'on reste aussi chez soi.",
        ),
        Laura => t(
            "Never sleeps at home: each night, choose another house to spend the night in, empty or not.",
            "Ne dort jamais chez elle : chaque nuit, choisir une autre maison où passer la nuit, vide ou non.",
        ),
        Artist => t(
            "Sculpture, 2 nights a week: spend the night making a sculpture at a player's home; they must move house the next day. Caricature, 1 night a week: a player of your choice resigns their office at dawn.",
            "Sculpture, 2 nuits par semaine : passer la nuit à faire une sculpture chez un joueur ; il devra déménager le lendemain. Caricature, 1 nuit par semaine : un joueur de son choix démissionne de son poste à l'aube.",
        ),
        Eris => t(
            "Quarrel, 2 nights a week: name two players (yourself allowed) who fight all night; the first named picks whose house. Prank, 1 night a week: shift every living player's office one seat, clockwise or not.",
            "Querelle, 2 nuits par semaine : désigner deux joueurs (soi compris) qui se battent toute la nuit ; le premier désigné choisit chez qui. Farce, 1 nuit par semaine : décaler d'un rang les postes de tous les vivants, dans un sens ou dans l'autre.",
        ),
        Freyja => t(
            "Matchmaker, 2 nights a week: name two players (yourself allowed) who spend the night together; the first named picks whose house. Adoration, 1 night a week: name a player whom everyone admires the next day; they may swap offices with anyone.",
            "Allumeuse, 2 nuits par semaine : désigner deux joueurs (soi compris) qui passent la nuit ensemble ; le premier désigné choisit chez qui. Adoration, 1 nuit par semaine : désigner un joueur que tous admirent le lendemain ; il peut échanger de poste avec qui il veut.",
        ),
        None => t("No power.", "Aucun pouvoir."),
    }
}

/// A personal condition: how it wins.
pub fn personal(p: Personal) -> Text {
    use Personal::*;
    match p {
        Greedy => t(
            "Wins alone by holding every coin in play; the other Greedy lose.",
            "Gagne seul en possédant toutes les pièces en jeu ; les autres cupides perdent.",
        ),
        MusicLover => t(
            "Wins if the Musicians win (without knowing who they are).",
            "Gagne si les Musiciens gagnent (sans savoir qui ils sont).",
        ),
        Showman => t(
            "Once in the game, the Show: name every other player's camp card, the dead included. At most one error reported: the game stops and the Showman wins; a big error reported or more than 4 errors: the Showman dies of shame.",
            "Une seule fois dans la partie, le show : nommer la carte de camp de chaque autre joueur, morts compris. Au plus une erreur signalée : la partie s'arrête et le Showman gagne ; une grosse erreur signalée ou plus de 4 erreurs : il meurt de honte.",
        ),
        Maniac => t(
            "Wins if the game stops with a number of living players that is a multiple of 5.",
            "Gagne si la partie s'arrête avec un nombre de vivants multiple de 5.",
        ),
        Romantic => t(
            "Knows the Lovers and wins if they win.",
            "Connaît les Amoureux et gagne s'ils gagnent.",
        ),
        Bipartisan => t(
            "Wins if the game stops with exactly as many Reptilians (Seth included) as non-Reptilians among the living.",
            "Gagne si la partie s'arrête avec autant de Reptiliens (Seth compris) que de non-Reptiliens parmi les vivants.",
        ),
        FiveOrEight => t(
            "Wins if the game stops with exactly 5 or 8 players alive.",
            "Gagne si la partie s'arrête avec exactement 5 ou 8 vivants.",
        ),
        Detectives => t(
            "The Detectives know each other and win when they hold three of these offices: President, Prosecutor, Senator, Chief of the ghost militia.",
            "Les Détectives se connaissent et gagnent quand ils occupent trois de ces postes : Président, Procureur, Sénateur, Chef de la milice fantôme.",
        ),
        Mathematicians => t(
            "The Mathematicians know each other and win when they hold three of these offices: Prosecutor, Notary, Senator, Chief of the ghost militia.",
            "Les Mathématiciens se connaissent et gagnent quand ils occupent trois de ces postes : Procureur, Notaire, Sénateur, Chef de la milice fantôme.",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Power;
    use crate::setup::group_offices;

    const CARDS: [CampCard; 23] = CampCard::ALL;
    const SPECIALTIES: [Specialty; 12] = Specialty::ALL;
    const PERSONAL: [Personal; 9] = {
        use Personal::*;
        [
            Greedy,
            MusicLover,
            Showman,
            Maniac,
            Romantic,
            Bipartisan,
            FiveOrEight,
            Detectives,
            Mathematicians,
        ]
    };

    /// The weekly budgets a text names, in order: "2 nights a week" / "2 nuits par semaine".
    fn budgets_named(text: &str, lang: Lang) -> Vec<u8> {
        let marks: &[&str] = match lang {
            Lang::En => &[" nights a week", " night a week"],
            Lang::Fr => &[" nuits par semaine", " nuit par semaine"],
        };
        let mut found = Vec::new();
        for (i, _) in text.char_indices() {
            if marks.iter().any(|m| text[i..].starts_with(m)) {
                let digits: String = text[..i]
                    .chars()
                    .rev()
                    .take_while(|c| c.is_ascii_digit())
                    .collect();
                found.push(digits.parse().expect("a number before the budget"));
            }
        }
        found
    }

    /// The budgeted powers of a specialty (the same table as the calendar's).
    fn powers(s: Specialty) -> Vec<Power> {
        use Specialty::*;
        match s {
            Engineer => vec![Power::Stalker],
            Reporter => vec![Power::Peek],
            RaptorTrainer => vec![Power::Raptor],
            Burglar => vec![Power::Larceny],
            Psychopath => vec![Power::Kidnap],
            Artist => vec![Power::Sculpture, Power::Caricature],
            Eris => vec![Power::Quarrel, Power::Prank],
            Freyja => vec![Power::Matchmaker, Power::Adoration],
            _ => vec![],
        }
    }

    /// Every card, specialty and personal condition the game deals has a text in both
    /// languages, and no two different roles share one by mistake.
    #[test]
    fn every_card_has_both_texts() {
        let all: Vec<Text> = CARDS
            .iter()
            .map(|c| card(*c))
            .chain(SPECIALTIES.iter().map(|s| specialty(*s)))
            .chain(PERSONAL.iter().map(|p| personal(*p)))
            .collect();
        for x in &all {
            assert!(x.en.len() > 8 && x.fr.len() > 8, "{x:?}");
            assert_ne!(x.en, x.fr, "{x:?}");
            assert_eq!(x.get(Lang::En), x.en);
            assert_eq!(x.get(Lang::Fr), x.fr);
        }
        for c in CARDS {
            assert!(
                card(c).en.to_lowercase().contains("win") && card(c).fr.contains("agn"),
                "{c:?} says how it wins"
            );
        }
    }

    /// The budgets a specialty's text names are the engine's (004 L121–137), in both languages,
    /// and the Mice's swaps are 3 a week (L84–85).
    #[test]
    fn each_budget_named_is_the_rule_s() {
        for s in SPECIALTIES {
            let want: Vec<u8> = powers(s).iter().filter_map(|p| p.weekly_budget()).collect();
            for lang in [Lang::En, Lang::Fr] {
                assert_eq!(
                    budgets_named(specialty(s).get(lang), lang),
                    want,
                    "{s:?} in {lang:?}"
                );
            }
        }
        for c in [CampCard::Brain, CampCard::Pinky] {
            for lang in [Lang::En, Lang::Fr] {
                assert_eq!(
                    budgets_named(card(c).get(lang), lang),
                    vec![Power::OfficeSwap.weekly_budget().unwrap()]
                );
            }
        }
        for c in CARDS
            .iter()
            .filter(|c| !matches!(c, CampCard::Brain | CampCard::Pinky))
        {
            assert!(budgets_named(card(*c).en, Lang::En).is_empty(), "{c:?}");
        }
    }

    /// Costs and counts named are the rule's: the Assassin's 2 coins a bullet (L128), the
    /// Showman's one error and more than 4 (L111), 5 or 8 alive (L56), a multiple of 5 (L53),
    /// and each group's four offices (L43, L57–58).
    #[test]
    fn each_cost_and_count_named_is_the_rule_s() {
        assert!(specialty(Specialty::Assassin).en.contains("2 coins"));
        assert!(specialty(Specialty::Assassin).fr.contains("2 pièces"));
        assert!(personal(Personal::Showman)
            .en
            .contains("more than 4 errors"));
        assert!(personal(Personal::Showman).fr.contains("plus de 4 erreurs"));
        assert!(personal(Personal::FiveOrEight).en.contains("5 or 8"));
        assert!(personal(Personal::FiveOrEight).fr.contains("5 ou 8"));
        assert!(personal(Personal::Maniac).en.contains("multiple of 5"));
        let office = |o: crate::model::Office, lang: Lang| crate::names::title_of(&o, lang);
        for (text, group) in [
            (card(CampCard::Mouse), "mice"),
            (personal(Personal::Detectives), "detectives"),
            (personal(Personal::Mathematicians), "mathematicians"),
        ] {
            for o in group_offices(group) {
                for lang in [Lang::En, Lang::Fr] {
                    let name = office(o, lang);
                    let name = name.split(" (").next().unwrap_or(&name).to_string();
                    assert!(
                        text.get(lang).contains(&name),
                        "{group}: {name} missing in {lang:?}"
                    );
                }
            }
        }
    }
}
