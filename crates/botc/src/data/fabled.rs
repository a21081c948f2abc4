//! The Fabled (002: "Légendaire"): Storyteller characters that belong to no edition.
//!
//! The publisher's current `roles.json` classes the Storm Catcher, the Bootlegger and the Gardener
//! as "loric" (a newer Storyteller-character type, [`Team::Loric`]): they stay in this file, where
//! they were first published as Fabled, with the Loric team (the other Loric are in
//! `carousel_evil.rs`). The Ferryman and the Deus ex Fiasco are Fabled whose official `edition`
//! field is "carousel"; like every Fabled they get `edition: None` here.

use super::*;

pub(super) const ROWS: &[CharacterDef] = &[
    CharacterDef {
        id: "doomsayer",
        name: n("Doomsayer", "Prêcheur de l'Apocalypse"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // Each living player may use it once.
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "While four or more players live, each living player may once publicly call for a \
             player of their own alignment to die.",
            "Tant que quatre joueurs ou plus sont vivants, chaque joueur vivant peut une fois \
             demander publiquement la mort d'un joueur de son propre alignement.",
        ),
    },
    CharacterDef {
        id: "angel",
        name: n("Angel", "Ange"),
        edition: None,
        team: Fabled,
        first_night: Some(first("angel")),
        other_night: None,
        first_night_prompt: Some(t(
            "Announce which players the Angel protects.",
            "Annoncez quels joueurs l'Ange protège.",
        )),
        other_night_prompt: None,
        reminders: &[
            r("Protected", "Protégé"),
            r("Something Bad", "Quelque chose de grave"),
        ],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "The player most to blame when a newcomer dies may suffer for it.",
            "Le joueur le plus responsable de la mort d'un nouveau venu peut en subir les \
             conséquences.",
        ),
    },
    CharacterDef {
        id: "buddhist",
        name: n("Buddhist", "Bouddhiste"),
        edition: None,
        team: Fabled,
        first_night: Some(first("buddhist")),
        other_night: None,
        first_night_prompt: Some(t(
            "Announce which players count as veterans for the Buddhist.",
            "Annoncez quels joueurs comptent comme vétérans pour le Bouddhiste.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Each day opens with two minutes in which experienced players must keep \
             quiet.",
            "Chaque jour commence par deux minutes pendant lesquelles les joueurs \
             expérimentés doivent se taire.",
        ),
    },
    CharacterDef {
        id: "hellslibrarian",
        name: n("Hell's Librarian", "Archiviste de l'Enfer"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Something Bad", "Quelque chose de grave")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Breaking a silence the Storyteller called for may bring trouble on the \
             speaker.",
            "Rompre un silence demandé par le Conteur peut attirer des ennuis à celui qui \
             parle.",
        ),
    },
    CharacterDef {
        id: "revolutionary",
        name: n("Revolutionary", "Révolutionnaire"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[
            r("Register Falsely?", "Perçu à tort ?"),
            r("Aligned", "Même alignement"),
        ],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..STORYTELLER
        },
        ability: t(
            "Everyone knows two neighbours are on the same team; a single time, one of \
             them may register as the other team.",
            "Tous savent que deux voisins sont dans la même équipe ; une seule fois, l'un \
             d'eux peut être perçu comme de l'autre équipe.",
        ),
    },
    CharacterDef {
        id: "fiddler",
        name: n("Fiddler", "Violoneux"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // The Demon player makes the secret choice.
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, the Demon secretly picks a player of the other team; everyone then \
             decides which of the two wins.",
            "Une fois par partie, le Démon choisit en secret un joueur de l'autre équipe ; tous \
             décident alors lequel des deux l'emporte.",
        ),
    },
    CharacterDef {
        id: "toymaker",
        name: n("Toymaker", "Fabricant de jouets"),
        edition: None,
        team: Fabled,
        first_night: Some(first("toymaker")),
        other_night: Some(other("toymaker")),
        first_night_prompt: Some(t(
            "Give the Minion and Demon information tonight even with fewer than 7 players.",
            "Donnez les informations des Sbires et du Démon cette nuit, même à moins de 7 joueurs.",
        )),
        other_night_prompt: Some(t(
            "Skip waking the Demon if it carries the Final Night: No Attack token and its \
             attack could end the game.",
            "Ne réveillez pas le Démon s'il porte le rappel Dernière nuit : pas d'attaque \
             et que son attaque pourrait finir la partie.",
        )),
        reminders: &[r("Final Night: No Attack", "Dernière nuit : pas d'attaque")],
        setup: &[],
        // The Demon player chooses whether to attack.
        flags: PLAYER,
        ability: t(
            "The Demon can skip a night's attack and has to skip at least one; evil still \
             gets its starting information in small games.",
            "Le Démon peut renoncer à attaquer une nuit et doit le faire au moins une \
             fois ; le Mal reçoit ses informations de départ même à peu de joueurs.",
        ),
    },
    CharacterDef {
        id: "fibbin",
        name: n("Fibbin", "Baratineur"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..STORYTELLER
        },
        ability: t(
            "A single time, the Storyteller may hand a good player false information.",
            "Une seule fois, le Conteur peut donner une information fausse à un joueur \
             bon.",
        ),
    },
    CharacterDef {
        id: "duchess",
        name: n("Duchess", "Duchesse"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: Some(other("duchess")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Wake each player marked Visitor or False Info in turn, show the Duchess token and \
             show with your fingers how many visitors are evil (a wrong number to the False Info \
             player).",
            "Réveillez tour à tour chaque joueur marqué Visiteur ou Fausse info, montrez le jeton \
             Duchesse et montrez avec les doigts combien de visiteurs sont maléfiques (un nombre \
             faux au joueur Fausse info).",
        )),
        reminders: &[r("Visitor", "Visiteur"), r("False Info", "Fausse info")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each day, up to three players may visit the Duchess; each night except the first, \
             every visitor learns how many visitors are evil, but one is told wrong.",
            "Chaque jour, jusqu'à trois joueurs peuvent rendre visite à la Duchesse ; chaque nuit \
             sauf la première, chaque visiteur apprend combien de visiteurs sont maléfiques, mais \
             l'un reçoit une réponse fausse.",
        ),
    },
    CharacterDef {
        id: "sentinel",
        name: n("Sentinel", "Sentinelle"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[Outsiders(&[-1, 0, 1])],
        flags: STORYTELLER,
        ability: t(
            "There may be one Outsider more, or one fewer, than usual.",
            "Il peut y avoir un Étranger de plus, ou de moins, que d'habitude.",
        ),
    },
    CharacterDef {
        id: "spiritofivory",
        name: n("Spirit of Ivory", "Esprit d'Ivoire"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("No More Evil", "Plus de Mal en plus")],
        setup: &[],
        flags: NONE,
        ability: t(
            "Caps the number of extra evil players at one.",
            "Limite à un le nombre de joueurs maléfiques supplémentaires.",
        ),
    },
    CharacterDef {
        id: "djinn",
        name: n("Djinn", "Djinn"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "The script's special jinx rules apply, and every player knows them.",
            "Les règles spéciales (jinx) du script s'appliquent, et tous les joueurs les \
             connaissent.",
        ),
    },
    CharacterDef {
        id: "stormcatcher",
        name: n("Storm Catcher", "Attrape-Tempête"),
        edition: None,
        team: Team::Loric,
        first_night: Some(first("stormcatcher")),
        other_night: None,
        first_night_prompt: Some(t(
            "Announce the stormcaught character. If it is in play, mark its player Stormcaught, \
             then wake each evil player and show them that character and its player; if not, \
             show the evil players that it is not in play.",
            "Annoncez le rôle pris dans la tempête. S'il est en jeu, marquez son joueur Pris dans \
             la tempête, puis réveillez chaque joueur maléfique et montrez-lui ce rôle et son \
             joueur ; sinon, montrez aux joueurs maléfiques qu'il n'est pas en jeu.",
        )),
        other_night_prompt: None,
        reminders: &[r("Stormcaught", "Pris dans la tempête")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "A good character is named: if in play, it can only die by execution, but the evil \
             players learn who has it.",
            "Un rôle bon est nommé : s'il est en jeu, il ne peut mourir que par exécution, mais \
             les joueurs maléfiques apprennent qui l'a.",
        ),
    },
    CharacterDef {
        id: "bootlegger",
        name: n("Bootlegger", "Contrebandier"),
        edition: None,
        team: Team::Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("?", "?")],
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "Warns that house-made characters or rules are in use.",
            "Signale que des rôles ou des règles maison sont utilisés.",
        ),
    },
    CharacterDef {
        id: "gardener",
        name: n("Gardener", "Jardinier"),
        edition: None,
        team: Team::Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "Characters are dealt by the Storyteller instead of drawn from the bag.",
            "Les rôles sont attribués par le Conteur au lieu d'être tirés du sac.",
        ),
    },
    CharacterDef {
        id: "ferryman",
        name: n("Ferryman", "Passeur"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "When the final day comes, the dead can vote again: each gets a vote token \
             back.",
            "Au dernier jour, les morts peuvent voter de nouveau : chacun récupère un \
             jeton de vote.",
        ),
    },
    CharacterDef {
        id: "deusexfiasco",
        name: n("Deus ex Fiasco", "Deus ex Fiasco"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Whoopsie", "Oups")],
        // The official `setup` flag is set; nothing to automate, so the setup screen just shows it.
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "At least once per game, the Storyteller makes a mistake, fixes it and owns up to it \
             publicly.",
            "Au moins une fois par partie, le Conteur commet une erreur, la corrige et l'avoue \
             publiquement.",
        ),
    },
];
