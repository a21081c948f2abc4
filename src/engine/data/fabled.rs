//! The Fabled (002: "Légendaire"): Storyteller characters that belong to no edition.
//!
//! The publisher's current `roles.json` classes the Storm Catcher, the Bootlegger and the Gardener
//! as "loric" (a newer Storyteller-character type); Grimoire has no such team and keeps them with
//! the Fabled, as they were first published. The Ferryman and the Deus ex Fiasco are Fabled whose
//! official `edition` field is "carousel"; like every Fabled they get `edition: None` here.

use super::*;

pub(super) const ROWS: &[CharacterDef] = &[
    CharacterDef {
        id: "doomsayer",
        name: t("Doomsayer", "Prêcheur de l'Apocalypse"),
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
        name: t("Angel", "Ange"),
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
            "Something bad may happen to whoever is most to blame for the death of a new player.",
            "Il peut arriver malheur à celui qui est le plus responsable de la mort d'un nouveau \
             joueur.",
        ),
    },
    CharacterDef {
        id: "buddhist",
        name: t("Buddhist", "Bouddhiste"),
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
            "Veteran players may not speak during the first two minutes of each day.",
            "Les joueurs vétérans ne peuvent pas parler pendant les deux premières minutes de \
             chaque jour.",
        ),
    },
    CharacterDef {
        id: "hellslibrarian",
        name: t("Hell's Librarian", "Archiviste de l'Enfer"),
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
            "Something bad may happen to anyone who talks after the Storyteller asked for silence.",
            "Il peut arriver malheur à quiconque parle après que le Conteur a demandé le silence.",
        ),
    },
    CharacterDef {
        id: "revolutionary",
        name: t("Revolutionary", "Révolutionnaire"),
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
            "Two neighbouring players are known to share an alignment; once per game, one of them \
             reads falsely.",
            "Deux joueurs voisins sont connus pour avoir le même alignement ; une fois par partie, \
             l'un d'eux est perçu à tort.",
        ),
    },
    CharacterDef {
        id: "fiddler",
        name: t("Fiddler", "Violoneux"),
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
        name: t("Toymaker", "Fabricant de jouets"),
        edition: None,
        team: Fabled,
        first_night: Some(first("toymaker")),
        other_night: Some(other("toymaker")),
        first_night_prompt: Some(t(
            "Give the Minion and Demon information tonight even with fewer than 7 players.",
            "Donnez les informations des Sbires et du Démon cette nuit, même à moins de 7 joueurs.",
        )),
        other_night_prompt: Some(t(
            "If a Demon attack could end the game and the Demon is marked Final Night: No Attack, \
             do not wake the Demon.",
            "Si une attaque du Démon pourrait finir la partie et que le Démon porte le rappel \
             Dernière nuit : pas d'attaque, ne réveillez pas le Démon.",
        )),
        reminders: &[r("Final Night: No Attack", "Dernière nuit : pas d'attaque")],
        setup: &[],
        // The Demon player chooses whether to attack.
        flags: PLAYER,
        ability: t(
            "The Demon may choose not to attack, and must do so at least once. Evil players get \
             their usual starting information.",
            "Le Démon peut choisir de ne pas attaquer, et doit le faire au moins une fois. Les \
             joueurs maléfiques reçoivent leurs informations de départ habituelles.",
        ),
    },
    CharacterDef {
        id: "fibbin",
        name: t("Fibbin", "Baratineur"),
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
            "Once per game, a good player may be given wrong information.",
            "Une fois par partie, un joueur bon peut recevoir une information fausse.",
        ),
    },
    CharacterDef {
        id: "duchess",
        name: t("Duchess", "Duchesse"),
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
        name: t("Sentinel", "Sentinelle"),
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
        name: t("Spirit of Ivory", "Esprit d'Ivoire"),
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
            "There can never be more than one extra evil player.",
            "Il ne peut jamais y avoir plus d'un joueur maléfique en plus.",
        ),
    },
    CharacterDef {
        id: "djinn",
        name: t("Djinn", "Djinn"),
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
        name: t("Storm Catcher", "Attrape-tempête"),
        edition: None,
        team: Fabled,
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
        name: t("Bootlegger", "Bootlegger"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("?", "?")],
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "The script uses homebrew characters or rules.",
            "Le script utilise des rôles ou des règles maison.",
        ),
    },
    CharacterDef {
        id: "gardener",
        name: t("Gardener", "Jardinier"),
        edition: None,
        team: Fabled,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "The Storyteller hands out every player's character.",
            "Le Conteur attribue lui-même le rôle de chaque joueur.",
        ),
    },
    CharacterDef {
        id: "ferryman",
        name: t("Ferryman", "Passeur"),
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
            "On the last day, every dead player gets their vote token back.",
            "Le dernier jour, chaque joueur mort récupère son jeton de vote.",
        ),
    },
    CharacterDef {
        id: "deusexfiasco",
        name: t("Deus ex Fiasco", "Deus ex Fiasco"),
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
