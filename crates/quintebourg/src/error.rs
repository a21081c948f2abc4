//! Why the engine refuses a command. Every refusal leaves the game unchanged; each kind has a
//! sentence for the MJ in English and in French ([`QbError::message`]). The JSON form carries
//! the kind as `"kind"`, which the scenario files name.

use std::fmt;

use serde::Serialize;
use table::Lang;

use crate::setup::{Warning, MAX_STARTING_COINS};

/// A command the rules (or the facts of the game) do not allow now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum QbError {
    WrongPhase {
        action: String,
    },
    UnknownPlayer {
        player: u8,
    },
    UnknownHouse {
        house: u8,
    },
    TooFewPlayers {
        count: usize,
    },
    DuplicateName {
        name: String,
    },
    BadMap,
    PersonalNotOnCard {
        name: String,
    },
    SetupWarnings {
        warnings: Vec<Warning>,
    },
    BadLovers,
    NotAlive {
        name: String,
    },
    NotDead {
        name: String,
    },
    NotHolder {
        name: String,
        role: String,
    },
    Asleep {
        name: String,
    },
    StepPassed {
        step: String,
    },
    BudgetSpent {
        name: String,
        power: String,
    },
    AlreadyActed {
        name: String,
        power: String,
    },
    OnceUsed {
        name: String,
        power: String,
    },
    NoGhosts,
    MilitiaRepeat,
    NeedChiefPick,
    NotAReptilian {
        name: String,
    },
    NotLoversHouse,
    NotSeatNeighbour {
        name: String,
    },
    CannotTargetSelf {
        name: String,
    },
    AlreadyCharmed {
        name: String,
    },
    OwnHouse {
        name: String,
    },
    NotOneOfTheirHouses,
    Festival,
    WrongVictims,
    AttackDone,
    /// A step of tonight that needs a decision would be passed without it.
    DecisionNeeded {
        step: crate::state::NightStep,
    },
    /// `skip_step` without a reason, or for a step that cannot be skipped.
    CannotSkip {
        step: crate::state::NightStep,
    },
    NotEnoughCoins {
        name: String,
        needed: u32,
    },
    NoDeputy,
    OfficeNotInPlay {
        office: String,
    },
    OfficeHeld {
        office: String,
    },
    NotEligible {
        name: String,
        office: String,
    },
    NoOffice {
        name: String,
    },
    NotApplicant {
        name: String,
        office: String,
    },
    NotRefilled {
        office: String,
    },
    SpecialTwoDaysRunning,
    SessionChosen,
    LawBeforeSpecial,
    NoSession,
    NotAProposer {
        name: String,
    },
    LawAlreadyAccepted,
    AlreadyProposed {
        name: String,
    },
    LawOutOfTurn {
        name: String,
        first: String,
    },
    PassedTurn {
        name: String,
    },
    LawAfterVote,
    NotAVoter {
        name: String,
    },
    VotedTwice {
        name: String,
    },
    PresidentVotesFirst,
    TieNeedsPick,
    MustVote {
        name: String,
    },
    AlreadyVoted,
    NotCondemned {
        name: String,
    },
    NotAccused {
        name: String,
    },
    PardonSelf,
    WrongParity,
    AlreadyDone,
    Married {
        name: String,
    },
    SetupMarriage {
        name: String,
    },
    BadStartingCoins {
        name: String,
    },
    NeedPriest,
    NotOfficiant {
        name: String,
    },
    NeedWitnesses,
    FeeTooHigh,
    NotPoorer {
        name: String,
    },
    NotNeighbours,
    HouseTaken {
        house: String,
    },
    NoEstate {
        name: String,
    },
    NoChoiceDue {
        name: String,
    },
    HeirMustDrop {
        name: String,
    },
    IllegalReply {
        name: String,
    },
    ShowIncomplete,
    NoAdmired,
    NoEnd,
    NotTheWinners,
    Pending {
        name: String,
    },
    ChoiceDue {
        name: String,
    },
    BequestDue {
        name: String,
    },
    MustMove {
        name: String,
    },
    GameOver,
    CorruptLog {
        index: usize,
        source: Box<QbError>,
    },
    UnsupportedVersion {
        version: u32,
    },
}

impl QbError {
    /// The kind as the scenario files name it.
    pub fn kind(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v["kind"].as_str().map(String::from))
            .unwrap_or_default()
    }

    /// True when an MJ override may apply the command anyway: the refusal is a rule, not a fact
    /// (an unknown player, a dead player acting, coins nobody has).
    pub fn overridable(&self) -> bool {
        !matches!(
            self,
            QbError::WrongPhase { .. }
                | QbError::UnknownPlayer { .. }
                | QbError::UnknownHouse { .. }
                | QbError::TooFewPlayers { .. }
                | QbError::DuplicateName { .. }
                | QbError::SetupMarriage { .. }
                | QbError::BadStartingCoins { .. }
                | QbError::BadMap
                | QbError::NotAlive { .. }
                | QbError::NotDead { .. }
                | QbError::NotEnoughCoins { .. }
                | QbError::NoEstate { .. }
                | QbError::NoChoiceDue { .. }
                | QbError::OfficeNotInPlay { .. }
                | QbError::GameOver
                | QbError::CorruptLog { .. }
                | QbError::UnsupportedVersion { .. }
        )
    }

    /// The sentence for the MJ.
    pub fn message(&self, lang: Lang) -> String {
        use QbError::*;
        let fr = lang == Lang::Fr;
        let m = |en: String, f: String| if fr { f } else { en };
        match self {
            // The action is the command's or the step's identifier: named in words when the
            // names table knows it, else left out (never shown as code).
            WrongPhase { action } => match crate::names::known(action, lang) {
                Some(what) => m(
                    format!("{what}: not possible at this point of the game"),
                    format!("{what} : impossible à ce moment de la partie"),
                ),
                None => m(
                    "not possible at this point of the game".into(),
                    "impossible à ce moment de la partie".into(),
                ),
            },
            UnknownPlayer { player } => m(
                format!("there is no player {player}"),
                format!("aucun joueur n°{player}"),
            ),
            UnknownHouse { house } => m(
                format!("there is no house {house}"),
                format!("aucune maison n°{house}"),
            ),
            TooFewPlayers { count } => m(
                format!("{}: at least 3 are needed", crate::names::count(*count as u64, lang, ("player", "players"), ("joueur", "joueurs"))),
                format!("{} : il en faut au moins 3", crate::names::count(*count as u64, lang, ("player", "players"), ("joueur", "joueurs"))),
            ),
            DuplicateName { name } => m(
                format!("two players are called {name}"),
                format!("deux joueurs s'appellent {name}"),
            ),
            BadMap => m(
                "the village map names a house that does not exist, or a house next to itself".into(),
                "le plan du village cite une maison inexistante, ou une maison voisine d'elle-même".into(),
            ),
            PersonalNotOnCard { name } => m(
                format!("{name}'s card does not offer that personal condition"),
                format!("la carte {} ne propose pas cette condition personnelle", crate::names::de(name, lang)),
            ),
            SetupWarnings { warnings } => m(
                format!("the setup has {} to accept", crate::names::count(warnings.len() as u64, lang, ("warning", "warnings"), ("avertissement", "avertissements"))),
                format!("la mise en place a {} à accepter", crate::names::count(warnings.len() as u64, lang, ("warning", "warnings"), ("avertissement", "avertissements"))),
            ),
            BadLovers => m(
                "the Lovers are two different living players, chosen once before the first night".into(),
                "les Amoureux sont deux joueurs vivants distincts, choisis une fois avant la première nuit".into(),
            ),
            NotAlive { name } => m(format!("{name} is not alive"), format!("{name} n'est pas en vie")),
            NotDead { name } => m(format!("{name} is not dead"), format!("{name} est en vie")),
            NotHolder { name, role } => m(
                format!("{name} is not {}", crate::names::name(role, lang)),
                format!("{name} n'est pas {}", crate::names::name(role, lang)),
            ),
            Asleep { name } => m(
                format!("{name} is in heavy sleep until dawn"),
                format!("{name} dort d'un sommeil lourd jusqu'à l'aube"),
            ),
            StepPassed { step } => m(
                format!("the night is past this step: {}", crate::names::name(step, lang)),
                format!("la nuit a dépassé cette étape : {}", crate::names::name(step, lang)),
            ),
            BudgetSpent { name, power } => m(
                format!("{name} has used {} as often as the week allows", crate::names::name(power, lang)),
                format!("{name} a déjà utilisé {} autant que la semaine le permet", crate::names::name(power, lang)),
            ),
            AlreadyActed { name, power } => m(
                format!("{name} has already used {} tonight", crate::names::name(power, lang)),
                format!("{name} a déjà utilisé {} cette nuit", crate::names::name(power, lang)),
            ),
            OnceUsed { name, power } => m(
                format!("{name} has already used {}, which works once a game", crate::names::name(power, lang)),
                format!("{name} a déjà utilisé {}, qui ne sert qu'une fois par partie", crate::names::name(power, lang)),
            ),
            NoGhosts => m(
                "there is no ghost to protect a house".into(),
                "aucun fantôme ne peut protéger de maison".into(),
            ),
            MilitiaRepeat => m(
                "the militia cannot protect the same house two nights running".into(),
                "la milice ne peut pas protéger la même maison deux nuits de suite".into(),
            ),
            NeedChiefPick => m(
                "the ghosts disagree: the Chief of the militia must pick".into(),
                "les fantômes ne s'accordent pas : le Chef de la milice doit trancher".into(),
            ),
            NotAReptilian { name } => m(
                format!("{name} is not a living, awake Reptilian"),
                format!("{name} n'est pas parmi les Reptiliens vivants et éveillés"),
            ),
            NotLoversHouse => m(
                "the Lovers meet in the house of one of them".into(),
                "les Amoureux se retrouvent chez l'un des deux".into(),
            ),
            NotSeatNeighbour { name } => m(
                format!("{name} is not seated next to the Reporter"),
                format!("{name} n'a pas sa place à côté du Reporter"),
            ),
            CannotTargetSelf { name } => m(
                format!("{name} cannot choose themself"),
                format!("{name} ne peut pas se choisir"),
            ),
            AlreadyCharmed { name } => m(
                format!("{name} is already charmed by this musician"),
                format!("{name} a déjà subi le charme de ce musicien"),
            ),
            OwnHouse { name } => m(
                format!("{name} never sleeps at home"),
                format!("{name} ne dort jamais dans sa propre maison"),
            ),
            NotOneOfTheirHouses => m(
                "the place must be the house of one of the two".into(),
                "le lieu doit être la maison de l'un des deux".into(),
            ),
            Festival => m(
                "it is the village festival: no deaths".into(),
                "c'est la fête au village : pas de morts".into(),
            ),
            WrongVictims => m(
                "these victims do not match the attack (one occupant, or one drawn among several)".into(),
                "ces victimes ne correspondent pas à l'attaque (l'unique occupant, ou un tiré parmi plusieurs)".into(),
            ),
            DecisionNeeded { step } => {
                let what = crate::names::name(&format!("{step:?}"), lang);
                match step {
                    crate::state::NightStep::Attack => m(
                        "the attack has not taken place yet: confirm its victims, or skip the step on purpose and say why".into(),
                        "l'attaque n'a pas encore eu lieu : confirmez ses victimes, ou passez l'étape exprès en disant pourquoi".into(),
                    ),
                    _ => m(
                        format!("this step waits for a decision: {what}. Record it, or skip the step on purpose and say why"),
                        format!("cette étape attend une décision : {what}. Enregistrez-la, ou passez l'étape exprès en disant pourquoi"),
                    ),
                }
            }
            CannotSkip { step } => m(
                format!("this step cannot be skipped now, or the reason is missing: {}", crate::names::name(&format!("{step:?}"), lang)),
                format!("impossible de passer cette étape maintenant, ou la raison manque : {}", crate::names::name(&format!("{step:?}"), lang)),
            ),
            AttackDone => m(
                "the attack has already taken place tonight".into(),
                "l'attaque a déjà eu lieu cette nuit".into(),
            ),
            NotEnoughCoins { name, needed } => m(
                format!("{name} does not have {}", crate::names::coins(u64::from(*needed), lang)),
                format!("{name} n'a pas {}", crate::names::coins(u64::from(*needed), lang)),
            ),
            NoDeputy => m(
                "the Prosecutor investigates only when a camera deputy is in play".into(),
                "le Procureur n'enquête que si un adjoint à la caméra est en jeu".into(),
            ),
            OfficeNotInPlay { office } => m(
                format!("this office is not in play: {}", crate::names::name(office, lang)),
                format!("ce poste n'est pas en jeu : {}", crate::names::name(office, lang)),
            ),
            OfficeHeld { office } => m(
                format!("this office is not vacant: {}", crate::names::name(office, lang)),
                format!("ce poste n'est pas vacant : {}", crate::names::name(office, lang)),
            ),
            NotEligible { name, office } => m(
                format!("{name} cannot be {}", crate::names::name(office, lang)),
                format!("{name} ne peut pas être {}", crate::names::name(office, lang)),
            ),
            NoOffice { name } => m(
                format!("{name} holds no public office"),
                format!("{name} n'occupe aucun poste public"),
            ),
            NotApplicant { name, office } => m(
                format!(
                    "{name} has not applied to be {}: a vacant optional office goes to those who apply",
                    crate::names::name(office, lang)
                ),
                format!(
                    "{name} n'a pas postulé au poste de {} : un poste optionnel vacant va à ceux qui postulent",
                    crate::names::title(office, lang)
                ),
            ),
            NotRefilled { office } => m(
                format!(
                    "fewer players are alive than there are mandatory offices: the office of {} is no longer filled",
                    crate::names::title(office, lang)
                ),
                format!(
                    "il y a moins de vivants que de postes obligatoires : le poste de {} n'est plus pourvu",
                    crate::names::title(office, lang)
                ),
            ),
            SpecialTwoDaysRunning => m(
                "special sessions cannot take place two days running".into(),
                "les sessions spéciales ne peuvent avoir lieu deux jours de suite".into(),
            ),
            SessionChosen => m(
                "today's session is already chosen".into(),
                "la session du jour est déjà choisie".into(),
            ),
            LawBeforeSpecial => m(
                "a special session must be chosen before the law is proposed".into(),
                "une session spéciale se choisit avant la proposition de loi".into(),
            ),
            NoSession => m(
                "the President has not opened this kind of session".into(),
                "le Président n'a pas ouvert ce type de session".into(),
            ),
            NotAProposer { name } => m(
                format!("{name} may not propose the law (ghosts, then living players without office, then the poorest)"),
                format!("{name} ne peut pas proposer la loi (fantômes, puis vivants sans poste, puis le plus pauvre)"),
            ),
            LawAlreadyAccepted => m(
                "a law is already in force today".into(),
                "une loi est déjà en vigueur aujourd'hui".into(),
            ),
            AlreadyProposed { name } => m(
                format!("{name} has already proposed a law today"),
                format!("{name} a déjà proposé une loi aujourd'hui"),
            ),
            LawOutOfTurn { name, first } => m(
                format!("{first} speaks before {name}: {first} proposes a law or passes first"),
                format!(
                    "{first} parle avant {name} : {first} propose une loi ou passe son tour d'abord"
                ),
            ),
            PassedTurn { name } => m(
                format!("{name} has passed their turn at the law today"),
                format!("{name} a passé son tour pour la loi aujourd'hui"),
            ),
            LawAfterVote => m(
                "the votes are counted: no law can change today's voters any more".into(),
                "les votes sont comptés : plus aucune loi ne peut changer qui vote aujourd'hui"
                    .into(),
            ),
            NotAVoter { name } => m(
                format!("{name} may not vote today"),
                format!("{name} n'a pas le droit de vote aujourd'hui"),
            ),
            VotedTwice { name } => m(
                format!("{name} votes twice"),
                format!("{name} vote deux fois"),
            ),
            PresidentVotesFirst => m(
                "the President votes first".into(),
                "le Président vote en premier".into(),
            ),
            TieNeedsPick => m(
                "the vote is tied: the tie-break is missing or not among the tied".into(),
                "égalité : le départage manque ou ne porte pas sur les ex æquo".into(),
            ),
            MustVote { name } => m(
                format!("in a Purge every voter votes: {name} has not"),
                format!("lors d'une Purge chacun vote : {name} ne l'a pas fait"),
            ),
            AlreadyVoted => m(
                "the session's vote has already taken place".into(),
                "le vote de la session a déjà eu lieu".into(),
            ),
            NotCondemned { name } => m(
                format!("{name} is not condemned"),
                format!("{name} n'est pas sous le coup d'une condamnation"),
            ),
            NotAccused { name } => m(
                format!("{name} is not before the tribunal"),
                format!("{name} n'est pas devant le tribunal"),
            ),
            PardonSelf => m(
                "the Executioner cannot pardon himself".into(),
                "le Bourreau ne peut pas se gracier lui-même".into(),
            ),
            WrongParity => m(
                "this office does not act today".into(),
                "ce poste n'agit pas aujourd'hui".into(),
            ),
            AlreadyDone => m(
                "this is already done today".into(),
                "c'est déjà fait aujourd'hui".into(),
            ),
            Married { name } => m(
                format!("{name} is married or cannot marry"),
                format!("{name} a déjà un mariage ou ne peut pas se marier"),
            ),
            NotOfficiant { name } => m(
                format!("{name} cannot celebrate this marriage: a priest in office marries, and only the forcing priest a forced marriage"),
                format!("{name} ne peut pas célébrer ce mariage : c'est un prêtre en poste qui marie, et seul le prêtre forceur célèbre un mariage forcé"),
            ),
            SetupMarriage { name } => m(
                format!("{name} cannot be married at the start: a marriage joins two different players, each married once"),
                format!("{name} ne peut pas être marié·e au départ : un mariage unit deux joueurs différents, chacun marié une seule fois"),
            ),
            BadStartingCoins { name } => m(
                format!("{name}'s starting coins: from 0 to {MAX_STARTING_COINS}"),
                format!("pièces de départ de {name} : de 0 à {MAX_STARTING_COINS}"),
            ),
            NeedPriest => m(
                "a forced marriage needs the forcing priest".into(),
                "un mariage forcé exige le prêtre qui y consent".into(),
            ),
            NeedWitnesses => m(
                "with no priest, two consenting witnesses are needed".into(),
                "sans prêtre, il faut deux témoins consentants".into(),
            ),
            FeeTooHigh => m(
                "the priest's fee is 0 to 2 coins".into(),
                "le tarif du prêtre va de 0 à 2 pièces".into(),
            ),
            NotPoorer { name } => m(
                format!("{name} is not strictly poorer than the requester after the fee"),
                format!("{name} n'est pas strictement plus pauvre que le demandeur après le tarif"),
            ),
            NotNeighbours => m(
                "spouses live in two neighbouring, distinct houses".into(),
                "les époux vivent dans deux maisons voisines et distinctes".into(),
            ),
            HouseTaken { house } => m(
                format!("someone else lives in {house}'s house"),
                format!("quelqu'un d'autre habite la maison {}", crate::names::de(&crate::names::house(house, lang), lang)),
            ),
            NoEstate { name } => m(
                format!("no coins of {name} are waiting for the Notary"),
                format!("aucune pièce {} n'attend le Notaire", crate::names::de(name, lang)),
            ),
            NoChoiceDue { name } => m(
                format!("{name} has no death choice to make"),
                format!("{name} n'a pas de choix de mort à faire"),
            ),
            HeirMustDrop { name } => m(
                format!("{name} already holds two specialties and must give one up"),
                format!("{name} a déjà deux spécialités et doit renoncer à l'une"),
            ),
            IllegalReply { name } => m(
                format!("{name}'s reply is not allowed for this guess"),
                format!("la réponse {} n'est pas permise pour cette assertion", crate::names::de(name, lang)),
            ),
            ShowIncomplete => m(
                "the Show names every other player once".into(),
                "le show nomme chaque autre joueur une fois".into(),
            ),
            NoAdmired => m(
                "nobody is admired today, or the swap is used".into(),
                "personne n'est admiré aujourd'hui, ou l'échange est fait".into(),
            ),
            NoEnd => m(
                "no rule stops the game now".into(),
                "aucune règle n'arrête la partie maintenant".into(),
            ),
            Pending { name } => m(
                format!("{name} is condemned: pardon or execute first"),
                format!("la condamnation {} attend : graciez ou exécutez d'abord", crate::names::de(name, lang)),
            ),
            ChoiceDue { name } => m(
                format!("{name} is dead: turn a card over and choose ghost, spirit or legacy first"),
                format!("{name} est mort·e : retournez une carte et choisissez fantôme, esprit ou legs d'abord"),
            ),
            BequestDue { name } => m(
                format!("the Notary has not yet given {name}'s coins to anyone"),
                format!("le Notaire n'a pas encore légué les pièces de {name}"),
            ),
            MustMove { name } => m(
                format!("{name} must move house today (the Artist's sculpture)"),
                format!("{name} doit déménager aujourd'hui (la sculpture de l'Artiste)"),
            ),
            NotTheWinners => m(
                "these are not the winners the rules give: confirm them as an MJ decision".into(),
                "ce ne sont pas les gagnants selon les règles : confirmez-les comme décision du MJ".into(),
            ),
            GameOver => m("the game is over".into(), "la partie est terminée".into()),
            CorruptLog { index, source } => m(
                format!("command {index} of the log is refused: {}", source.message(lang)),
                format!("la commande {index} du journal est refusée : {}", source.message(lang)),
            ),
            UnsupportedVersion { version } => m(
                format!("this save has log version {version}, which this build does not read"),
                format!("cette sauvegarde est au format {version}, que cette version ne lit pas"),
            ),
        }
    }
}

impl fmt::Display for QbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for QbError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal reads in both languages, with the roles' own names.
    #[test]
    fn messages_in_both_languages() {
        let e = QbError::NotHolder {
            name: "Ana".into(),
            role: "Sandman".into(),
        };
        assert_eq!(e.message(Lang::Fr), "Ana n'est pas le Marchand de sable");
        assert_eq!(e.message(Lang::En), "Ana is not the Sandman");
        assert_eq!(e.kind(), "NotHolder");
        let e = QbError::BudgetSpent {
            name: "Bob".into(),
            power: "Larceny".into(),
        };
        assert_eq!(
            e.message(Lang::Fr),
            "Bob a déjà utilisé le larcin autant que la semaine le permet"
        );
        assert!(!QbError::GameOver.overridable() && QbError::Festival.overridable());
    }

    /// The MJ reads refusals aloud: the French agrees with counts, holds whatever a player's
    /// gender ("Iris" or "Hugo"), contracts "de" and never shows an identifier of the code.
    #[test]
    fn refusals_read_aloud_in_correct_french() {
        let iris = || "Iris".to_string();
        let fr = |e: QbError| e.message(Lang::Fr);
        assert_eq!(
            fr(QbError::NotEnoughCoins {
                name: iris(),
                needed: 1
            }),
            "Iris n'a pas 1 pièce"
        );
        assert_eq!(
            fr(QbError::NotEnoughCoins {
                name: iris(),
                needed: 2
            }),
            "Iris n'a pas 2 pièces"
        );
        assert_eq!(
            QbError::NotEnoughCoins {
                name: iris(),
                needed: 1
            }
            .message(Lang::En),
            "Iris does not have 1 coin"
        );
        assert_eq!(
            fr(QbError::SetupWarnings {
                warnings: vec![Warning::NoAlpha]
            }),
            "la mise en place a 1 avertissement à accepter"
        );
        assert_eq!(
            fr(QbError::NoEstate { name: "Ana".into() }),
            "aucune pièce d'Ana n'attend le Notaire"
        );
        assert_eq!(
            fr(QbError::HouseTaken {
                house: "spare 2".into()
            }),
            "quelqu'un d'autre habite la maison de libre 2"
        );
        // No word that agrees with a gender the app cannot know, no "(s)" or "·e".
        let all = [
            QbError::NotDead { name: iris() },
            QbError::NotSeatNeighbour { name: iris() },
            QbError::AlreadyCharmed { name: iris() },
            QbError::OwnHouse { name: iris() },
            QbError::NotCondemned { name: iris() },
            QbError::Married { name: iris() },
            QbError::Pending { name: iris() },
            QbError::NotAReptilian { name: iris() },
            QbError::TooFewPlayers { count: 1 },
        ];
        for e in all {
            let text = fr(e.clone());
            for bad in [
                "·",
                "(s)",
                " morte",
                " mort ",
                "assise",
                "charmée",
                "mariée",
                "condamnée",
                " elle",
                " un Reptilien ",
                "1 joueurs",
            ] {
                assert!(!text.contains(bad), "{text:?} ({bad})");
            }
        }
        // A refused step is named in words; a command's identifier is never shown.
        let step = fr(QbError::WrongPhase {
            action: "Huddle".into(),
        });
        assert_eq!(
            step,
            "la concertation des Reptiliens : impossible à ce moment de la partie"
        );
        let cmd = fr(QbError::WrongPhase {
            action: "death_choice".into(),
        });
        assert_eq!(cmd, "impossible à ce moment de la partie");
    }
}
