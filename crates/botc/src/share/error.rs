//! Why a link, a file or a script was refused.
//!
//! Every decoder of this module returns a [`ShareError`] instead of panicking; the import
//! screens show [`ShareError::message`] and change nothing stored.

use thiserror::Error;

use crate::character::Lang;
use crate::error::RuleError;

/// A link, game file or script that cannot be imported, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShareError {
    /// Nothing was given.
    #[error("empty input")]
    Empty,
    /// The input is larger than the formats allow (64 KB for a link, 1 MB for a file).
    #[error("input of {len} bytes, at most {max} allowed")]
    TooLong { len: usize, max: usize },
    /// The text does not start with a Grimoire prefix (`g1.`, `t1.`).
    #[error("not a Grimoire link")]
    NotALink,
    /// A town-square link was given where a game was expected, or the other way round.
    #[error("a {found} link, not a {expected} link")]
    WrongKind {
        expected: &'static str,
        found: &'static str,
    },
    /// A Grimoire link of a version this app does not read (made by a newer app).
    #[error("link version {prefix} is not supported")]
    UnsupportedVersion { prefix: String },
    /// Characters outside base64url in the link.
    #[error("the link contains characters that do not belong in it")]
    BadEncoding,
    /// The compressed data is damaged (or its checksum does not match).
    #[error("the link is damaged (compressed data or checksum)")]
    BadCompression,
    /// The data unpacks to more than the formats allow (a "zip bomb" or a foreign payload).
    #[error("the data unpacks to more than {max} bytes")]
    TooLarge { max: usize },
    /// The data ends in the middle of a value.
    #[error("the data is truncated")]
    Truncated,
    /// A value that cannot be what the format says.
    #[error("malformed {what}")]
    Malformed { what: &'static str },
    /// Bytes left over after the whole value was read.
    #[error("{count} unexpected bytes after the data")]
    TrailingBytes { count: usize },
    /// More commands than any real game has.
    #[error("{count} commands, at most {max} allowed")]
    TooManyCommands { count: usize, max: usize },
    /// The log decodes but the rules refuse one of its commands (0-based `index`).
    #[error("command {index} is refused by the rules: {error}")]
    IllegalLog { index: usize, error: RuleError },
    /// The file is not JSON, or not JSON of the expected shape.
    #[error("invalid JSON at line {line}, column {column}: {detail}")]
    Json {
        line: usize,
        column: usize,
        detail: String,
    },
    /// A game file of a version this app does not read.
    #[error("game file version {version} is not supported")]
    UnsupportedFileVersion { version: u64 },
    /// JSON that is not a saved game (no `version`, `config` and `log`).
    #[error("not a Grimoire game file")]
    NotAGameFile,
    /// A saved game or link of another game than Blood on the Clocktower (its ruleset id).
    #[error("a game of another kind ({ruleset})")]
    OtherGame { ruleset: String },
    /// A script must be a JSON array.
    #[error("a script must be a JSON array of characters")]
    NotAScript,
    /// A script with no character.
    #[error("the script lists no character")]
    EmptyScript,
    /// An item of the script array that is neither an id nor an object with an id
    /// (0-based `index`).
    #[error("script item {index} is neither a character id nor an object with an id")]
    BadScriptItem { index: usize },
    /// A character defined in full in the script takes the id of an official character.
    #[error("homebrew character {id} takes the id of the official {official}")]
    HomebrewShadowsOfficial { id: String, official: String },
    /// A homebrew character's id is longer than Grimoire keeps.
    #[error("homebrew character id {id}… is too long")]
    HomebrewIdTooLong { id: String },
    /// The link is too long to fit in a QR code.
    #[error("{len} characters do not fit in a QR code")]
    QrTooLong { len: usize },
}

impl ShareError {
    /// What went wrong, for the Storyteller, in English or French.
    pub fn message(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        let kind_fr = |k: &str| {
            match k {
                "game" => "partie",
                "town square" => "place du village",
                other => other,
            }
            .to_string()
        };
        match self {
            ShareError::Empty => pick(
                en,
                "Nothing to import: the link or file is empty.",
                "Rien à importer : le lien ou le fichier est vide.",
            ),
            ShareError::TooLong { len, max } => {
                let (l, m) = (kb(*len), kb(*max));
                if en {
                    format!("This is too large ({l} KB); Grimoire accepts at most {m} KB.")
                } else {
                    format!("C'est trop volumineux ({l} Ko) ; Grimoire accepte au plus {m} Ko.")
                }
            }
            ShareError::NotALink => pick(
                en,
                "This is not a Grimoire link.",
                "Ce n'est pas un lien Grimoire.",
            ),
            ShareError::WrongKind { expected, found } => {
                if en {
                    format!("This is a {found} link, not a {expected} link.")
                } else {
                    format!(
                        "C'est un lien de {}, pas un lien de {}.",
                        kind_fr(found),
                        kind_fr(expected)
                    )
                }
            }
            ShareError::UnsupportedVersion { prefix } => {
                if en {
                    format!(
                        "This link ({prefix}) was made by a newer version of Grimoire: update the app to open it."
                    )
                } else {
                    format!(
                        "Ce lien ({prefix}) vient d'une version plus récente de Grimoire : mettez l'application à jour pour l'ouvrir."
                    )
                }
            }
            ShareError::BadEncoding => pick(
                en,
                "The link contains characters that do not belong in it: it was probably cut or changed while copying.",
                "Le lien contient des caractères qui n'en font pas partie : il a sans doute été coupé ou modifié en le copiant.",
            ),
            ShareError::BadCompression => pick(
                en,
                "The link is damaged: it was probably cut or changed while copying.",
                "Le lien est abîmé : il a sans doute été coupé ou modifié en le copiant.",
            ),
            ShareError::TooLarge { max } => {
                let m = kb(*max);
                if en {
                    format!("The data unpacks to more than {m} KB: this is not a Grimoire game.")
                } else {
                    format!(
                        "Les données dépassent {m} Ko une fois décompressées : ce n'est pas une partie Grimoire."
                    )
                }
            }
            ShareError::Truncated => pick(
                en,
                "The data is incomplete: the link or file was cut.",
                "Les données sont incomplètes : le lien ou le fichier a été coupé.",
            ),
            ShareError::Malformed { what } => {
                if en {
                    format!("The data is damaged (a {what} cannot be read).")
                } else {
                    let w = match *what {
                        "number" => "un nombre",
                        "text" => "un texte",
                        "command" => "une commande",
                        "script" => "le module",
                        "phase" => "la phase",
                        "seat" => "une place",
                        _ => "une valeur",
                    };
                    format!("Les données sont abîmées ({w} est illisible).")
                }
            }
            ShareError::TrailingBytes { .. } => pick(
                en,
                "The data is damaged: unexpected bytes after the end.",
                "Les données sont abîmées : des octets inattendus après la fin.",
            ),
            ShareError::TooManyCommands { count, max } => {
                if en {
                    format!("This game has {count} actions; Grimoire accepts at most {max}.")
                } else {
                    format!("Cette partie a {count} actions ; Grimoire en accepte au plus {max}.")
                }
            }
            ShareError::IllegalLog { index, error } => {
                let n = index + 1;
                let why = error.message(lang);
                if en {
                    format!("This game cannot be replayed: action {n} breaks the rules ({why}).")
                } else {
                    format!(
                        "Cette partie ne peut pas être rejouée : l'action {n} enfreint les règles ({why})."
                    )
                }
            }
            ShareError::Json {
                line,
                column,
                detail,
            } => {
                if en {
                    format!("The file is not valid (line {line}, column {column}): {detail}.")
                } else {
                    format!("Le fichier n'est pas valide (ligne {line}, colonne {column}) : {detail}.")
                }
            }
            ShareError::UnsupportedFileVersion { version } => {
                if en {
                    format!(
                        "This game file (version {version}) was made by a newer version of Grimoire: update the app to open it."
                    )
                } else {
                    format!(
                        "Ce fichier de partie (version {version}) vient d'une version plus récente de Grimoire : mettez l'application à jour pour l'ouvrir."
                    )
                }
            }
            ShareError::NotAGameFile => pick(
                en,
                "This file is not a Grimoire game (it needs \"version\", \"config\" and \"log\").",
                "Ce fichier n'est pas une partie Grimoire (il faut « version », « config » et « log »).",
            ),
            ShareError::OtherGame { ruleset } => {
                if en {
                    format!("This is a game of another kind (\"{ruleset}\"), not Blood on the Clocktower: it cannot be opened here.")
                } else {
                    format!("C'est une partie d'un autre jeu (« {ruleset} »), pas de Blood on the Clocktower : elle ne peut pas être ouverte ici.")
                }
            }
            ShareError::NotAScript => pick(
                en,
                "A script must be a JSON list of characters, as made by the official script tool.",
                "Un module doit être une liste JSON de rôles, comme celle de l'outil officiel.",
            ),
            ShareError::EmptyScript => pick(
                en,
                "The script lists no character.",
                "Le module ne contient aucun rôle.",
            ),
            ShareError::BadScriptItem { index } => {
                let n = index + 1;
                if en {
                    format!("Item {n} of the script is neither a character id nor an object with an \"id\".")
                } else {
                    format!("L'élément {n} du module n'est ni un identifiant de rôle ni un objet avec un « id ».")
                }
            }
            ShareError::HomebrewShadowsOfficial { id, official } => {
                if en {
                    format!("The script defines a character \"{id}\" with the id of the official {official}: give the homebrew character its own id, or list the official one by its id alone.")
                } else {
                    format!("Le module définit un rôle « {id} » avec l'identifiant du rôle officiel {official} : donnez au rôle maison son propre identifiant, ou citez le rôle officiel par son seul identifiant.")
                }
            }
            ShareError::HomebrewIdTooLong { id } => {
                if en {
                    format!("The id of the homebrew character \"{id}…\" is too long (at most 60 characters).")
                } else {
                    format!("L'identifiant du rôle maison « {id}… » est trop long (60 caractères au plus).")
                }
            }
            ShareError::QrTooLong { len } => {
                if en {
                    format!("The link ({len} characters) is too long for a QR code: share it as a link or a file.")
                } else {
                    format!("Le lien ({len} caractères) est trop long pour un QR code : partagez-le en lien ou en fichier.")
                }
            }
        }
    }
}

fn pick(en: bool, e: &str, f: &str) -> String {
    if en { e } else { f }.to_string()
}

fn kb(bytes: usize) -> usize {
    bytes.div_ceil(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_exist_in_both_languages() {
        let errors = [
            ShareError::Empty,
            ShareError::TooLong {
                len: 70_000,
                max: 65_536,
            },
            ShareError::NotALink,
            ShareError::WrongKind {
                expected: "game",
                found: "town square",
            },
            ShareError::UnsupportedVersion {
                prefix: "g2.".into(),
            },
            ShareError::BadEncoding,
            ShareError::BadCompression,
            ShareError::TooLarge { max: 65_536 },
            ShareError::Truncated,
            ShareError::Malformed { what: "command" },
            ShareError::TrailingBytes { count: 3 },
            ShareError::TooManyCommands {
                count: 20_000,
                max: 10_000,
            },
            ShareError::IllegalLog {
                index: 4,
                error: RuleError::EmptyName,
            },
            ShareError::Json {
                line: 1,
                column: 2,
                detail: "expected value".into(),
            },
            ShareError::UnsupportedFileVersion { version: 2 },
            ShareError::NotAGameFile,
            ShareError::OtherGame {
                ruleset: "quintebourg".into(),
            },
            ShareError::NotAScript,
            ShareError::EmptyScript,
            ShareError::BadScriptItem { index: 0 },
            ShareError::HomebrewShadowsOfficial {
                id: "Chef".into(),
                official: "Chef".into(),
            },
            ShareError::HomebrewIdTooLong { id: "x".into() },
            ShareError::QrTooLong { len: 5000 },
        ];
        for e in errors {
            let en = e.message(Lang::En);
            let fr = e.message(Lang::Fr);
            assert!(!en.is_empty() && !fr.is_empty());
            assert_ne!(en, fr, "{e:?}");
        }
    }
}
