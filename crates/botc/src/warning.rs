//! Setup warnings: things the rules advise against but the Storyteller may accept.
//!
//! 002 lets the Storyteller choose the characters ("Choisissez ce que vous pensez être
//! amusant"), so a manual pick that breaks the count table or a setup change is not refused
//! outright: [`super::setup::check_pick`] lists the warnings, and the Storyteller accepts them
//! with an explicit `Override` command that the log records.

use serde::{Deserialize, Serialize};

use super::character::{self, Lang, Team};

/// One reason a character pick breaks the setup rules of 002.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "warning", rename_all = "snake_case")]
pub enum SetupWarning {
    /// 002 (count table, [bracketed] changes): the number of characters of a type is not one the
    /// table allows.
    WrongCount {
        /// The character type counted.
        team: Team,
        /// The counts the table and the setup changes in play allow.
        allowed: Vec<u8>,
        /// The count picked.
        actual: u8,
    },
    /// The character is not on the chosen script.
    NotOnScript { id: String },
    /// The same character was given to two players (each character is one token).
    Duplicate { id: String },
    /// 002: the Drunk (or a similar character) is shown another token, and none was chosen.
    NothingShown { id: String },
    /// 002: the Drunk must be shown a Townsfolk (or the type its row says).
    ShownWrongType { id: String, shown: String },
    /// 002: the token shown to the Drunk must be a character not in play.
    ShownInPlay { shown: String },
    /// The character must sit next to the Demon (Marionette).
    NotNextToDemon { id: String },
    /// The evil players (Minions and Demons, Travellers left out) must sit in one line of
    /// neighbouring seats with the character in the middle (the Lord of Typhon), and do not.
    EvilNotInLine { id: String },
    /// An official jinx says the two characters are never in play together (the Heretic's).
    NeverTogether { a: String, b: String },
    /// The character needs another Townsfolk to be evil (the Bounty Hunter), and none is.
    NoEvilTownsfolk { id: String },
    /// The character brings another into play (the Huntsman's "+the Damsel"), and no player
    /// has it.
    AddedMissing { id: String, needs: String },
    /// The character needs another in play (character ability text, Choirboy: "the King is in
    /// play"), and it is not.
    Needs { id: String, needs: String },
    /// The character changes the setup in a way the engine does not check; count warnings may
    /// be expected.
    ManualSetup { id: String },
    /// 002: a game needs a Demon.
    NoDemon,
    /// The character keeps the Demon out of play at the start (the Summoner, who makes one
    /// later), and a player has a Demon.
    NoDemonAtStart { id: String },
    /// 002: "vous aurez besoin de 7 joueurs ou plus pour tous les autres modules" — a custom
    /// script with fewer players than that (only Trouble Brewing is meant for 5 or 6).
    FewPlayers { players: u8, min: u8 },
    /// 002: "S'il y a plus de 15 joueurs … tous les joueurs supplémentaires doivent se porter
    /// volontaires pour être des Voyageurs" — fewer Travellers than players beyond 15.
    TooFewTravellers { players: u8, needed: u8, actual: u8 },
    /// A Fabled in play caps the evil players beyond the count table's Minions and Demons
    /// (character ability text, Spirit of Ivory: at most one extra evil player).
    TooManyEvil { id: String, extra: u8, most: u8 },
}

fn team_name(team: Team, lang: Lang) -> &'static str {
    match (team, lang) {
        (Team::Townsfolk, Lang::En) => "Townsfolk",
        (Team::Townsfolk, Lang::Fr) => "Villageois",
        (Team::Outsider, Lang::En) => "Outsiders",
        (Team::Outsider, Lang::Fr) => "Étrangers",
        (Team::Minion, Lang::En) => "Minions",
        (Team::Minion, Lang::Fr) => "Sbires",
        (Team::Demon, Lang::En) => "Demons",
        (Team::Demon, Lang::Fr) => "Démons",
        (Team::Traveller, Lang::En) => "Travellers",
        (Team::Traveller, Lang::Fr) => "Voyageurs",
        (Team::Fabled, Lang::En) => "Fabled",
        (Team::Fabled, Lang::Fr) => "Légendaires",
        (Team::Loric, Lang::En) => "Loric",
        (Team::Loric, Lang::Fr) => "Loriques",
    }
}

/// The name of an official character in the language, or the id otherwise (a game's own
/// homebrew names: [`crate::state::GameState::character_name`]).
pub fn character_name(id: &str, lang: Lang) -> String {
    character::official(id)
        .map(|d| d.name.get(lang).to_string())
        .unwrap_or_else(|| id.to_string())
}

/// The name of a character type in the language (plural).
pub fn team_label(team: Team, lang: Lang) -> &'static str {
    team_name(team, lang)
}

impl SetupWarning {
    /// A sentence for the Storyteller.
    pub fn message(&self, lang: Lang) -> String {
        let n = |id: &str| character_name(id, lang);
        match (self, lang) {
            (SetupWarning::WrongCount { team, allowed, actual }, _) => {
                let allowed = allowed
                    .iter()
                    .map(|a| a.to_string())
                    .collect::<Vec<_>>()
                    .join(if lang == Lang::En { " or " } else { " ou " });
                match lang {
                    Lang::En => format!(
                        "{} picked: {actual}; the setup table asks for {allowed}.",
                        team_name(*team, lang)
                    ),
                    Lang::Fr => format!(
                        "{} choisis : {actual} ; le tableau de mise en place en demande {allowed}.",
                        team_name(*team, lang)
                    ),
                }
            }
            (SetupWarning::NotOnScript { id }, Lang::En) => {
                format!("{} is not on the chosen script.", n(id))
            }
            (SetupWarning::NotOnScript { id }, Lang::Fr) => {
                format!("{} n'est pas dans le module choisi.", n(id))
            }
            (SetupWarning::Duplicate { id }, Lang::En) => {
                format!("{} is given to more than one player.", n(id))
            }
            (SetupWarning::Duplicate { id }, Lang::Fr) => {
                format!("{} est donné à plus d'un joueur.", n(id))
            }
            (SetupWarning::NothingShown { id }, Lang::En) => {
                format!("The {} must be shown another character's token; choose one.", n(id))
            }
            (SetupWarning::NothingShown { id }, Lang::Fr) => {
                format!("Il faut montrer au {} le jeton d'un autre rôle ; choisissez-le.", n(id))
            }
            (SetupWarning::ShownWrongType { id, shown }, Lang::En) => {
                format!("The {} cannot be shown {}: it is the wrong character type.", n(id), n(shown))
            }
            (SetupWarning::ShownWrongType { id, shown }, Lang::Fr) => {
                format!("On ne peut pas montrer {} au {} : ce n'est pas le bon type de rôle.", n(shown), n(id))
            }
            (SetupWarning::ShownInPlay { shown }, Lang::En) => {
                format!("{} is shown to a player but is also in play.", n(shown))
            }
            (SetupWarning::ShownInPlay { shown }, Lang::Fr) => {
                format!("{} est montré à un joueur mais il est aussi en jeu.", n(shown))
            }
            (SetupWarning::NotNextToDemon { id }, Lang::En) => {
                format!("The {} must sit next to the Demon.", n(id))
            }
            (SetupWarning::NotNextToDemon { id }, Lang::Fr) => {
                format!("Le joueur {} doit être assis à côté du Démon.", n(id))
            }
            (SetupWarning::EvilNotInLine { id }, Lang::En) => format!(
                "The {} must sit in the middle of a line of the evil players, side by side.",
                n(id)
            ),
            (SetupWarning::EvilNotInLine { id }, Lang::Fr) => format!(
                "Le {} doit être assis au milieu d'une rangée formée des joueurs maléfiques, côte à côte.",
                n(id)
            ),
            (SetupWarning::NeverTogether { a, b }, Lang::En) => {
                format!("The {} and the {} are never in play together (their jinx).", n(a), n(b))
            }
            (SetupWarning::NeverTogether { a, b }, Lang::Fr) => format!(
                "{} et {} ne sont jamais en jeu ensemble (leur jinx).",
                n(a),
                n(b)
            ),
            (SetupWarning::NoEvilTownsfolk { id }, Lang::En) => format!(
                "With the {} in play, one other Townsfolk should be evil: none is.",
                n(id)
            ),
            (SetupWarning::NoEvilTownsfolk { id }, Lang::Fr) => format!(
                "Avec le {} en jeu, un autre Villageois devrait être maléfique : aucun ne l'est.",
                n(id)
            ),
            (SetupWarning::AddedMissing { id, needs }, Lang::En) => format!(
                "With the {} in play, the {} is in play too: give it to a player.",
                n(id),
                n(needs)
            ),
            (SetupWarning::AddedMissing { id, needs }, Lang::Fr) => format!(
                "Avec le rôle {} en jeu, le rôle {} l'est aussi : donnez-le à un joueur.",
                n(id),
                n(needs)
            ),
            (SetupWarning::Needs { id, needs }, Lang::En) => {
                format!("The {} needs the {} in play, and it is not.", n(id), n(needs))
            }
            (SetupWarning::Needs { id, needs }, Lang::Fr) => {
                format!("Le rôle {} demande que le rôle {} soit en jeu, et il n'y est pas.", n(id), n(needs))
            }
            (SetupWarning::ManualSetup { id }, Lang::En) => format!(
                "{} changes the setup in a way you apply by hand; check the counts yourself.",
                n(id)
            ),
            (SetupWarning::ManualSetup { id }, Lang::Fr) => format!(
                "{} modifie la mise en place d'une façon à appliquer à la main ; vérifiez les nombres vous-même.",
                n(id)
            ),
            (SetupWarning::NoDemon, Lang::En) => "No Demon is in play.".into(),
            (SetupWarning::NoDemon, Lang::Fr) => "Aucun Démon n'est en jeu.".into(),
            (SetupWarning::NoDemonAtStart { id }, Lang::En) => format!(
                "With the {} in play, no Demon starts in play: no player should have a Demon.",
                n(id)
            ),
            (SetupWarning::NoDemonAtStart { id }, Lang::Fr) => format!(
                "Avec le rôle {} en jeu, aucun Démon n'est en jeu au départ : aucun joueur ne devrait avoir de Démon.",
                n(id)
            ),
            (SetupWarning::FewPlayers { players, min }, Lang::En) => format!(
                "{players} players: only Trouble Brewing is meant for fewer than {min}; a custom script needs {min} or more."
            ),
            (SetupWarning::TooFewTravellers { players, needed, actual }, Lang::En) => format!(
                "{players} players: the {needed} beyond 15 are Travellers, and {actual} Traveller(s) picked; the others follow the 15-player row."
            ),
            (SetupWarning::TooFewTravellers { players, needed, actual }, Lang::Fr) => format!(
                "{players} joueurs : les {needed} au-delà de 15 sont des Voyageurs, et {actual} Voyageur(s) choisi(s) ; les autres suivent la ligne à 15 joueurs."
            ),
            (SetupWarning::TooManyEvil { id, extra, most }, Lang::En) => format!(
                "{extra} extra evil players: the {} allows {most} at most.",
                n(id)
            ),
            (SetupWarning::TooManyEvil { id, extra, most }, Lang::Fr) => format!(
                "{extra} joueurs maléfiques en plus : {} en permet {most} au plus.",
                n(id)
            ),
            (SetupWarning::FewPlayers { players, min }, Lang::Fr) => format!(
                "{players} joueurs : seul Trouble Brewing se joue à moins de {min} ; un module personnalisé en demande {min} ou plus."
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_count_reads_true_for_one_character_as_for_many() {
        let one = SetupWarning::WrongCount {
            team: Team::Minion,
            allowed: vec![0],
            actual: 1,
        };
        assert_eq!(
            one.message(Lang::En),
            "Minions picked: 1; the setup table asks for 0."
        );
        assert_eq!(
            one.message(Lang::Fr),
            "Sbires choisis : 1 ; le tableau de mise en place en demande 0."
        );
        let two = SetupWarning::WrongCount {
            team: Team::Outsider,
            allowed: vec![0, 2],
            actual: 1,
        };
        assert_eq!(
            two.message(Lang::En),
            "Outsiders picked: 1; the setup table asks for 0 or 2."
        );
    }
}
