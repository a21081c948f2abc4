//! The 15 Travellers of the three editions (002: Travellers join games of more than 15 players, or
//! latecomers), five per edition, with the edition they belong to.

use super::*;

const BUREAUCRAT: Text = t(
    "The Bureaucrat points at another player; mark them 3 Votes: their vote counts three times \
     tomorrow.",
    "Le Bureaucrate désigne un autre joueur ; marquez-le 3 votes : son vote compte triple demain.",
);
const THIEF: Text = t(
    "The Thief points at another player; mark them Negative Vote: their vote counts against \
     tomorrow.",
    "Le Voleur désigne un autre joueur ; marquez-le Vote négatif : son vote compte en négatif \
     demain.",
);
const BARISTA: Text = t(
    "Pick a player and mark them Sober & Healthy or Acts Twice; wake them, show the Barista token \
     and hold up one finger (sober, healthy, true information) or two (ability works twice).",
    "Choisissez un joueur et marquez-le Sobre et sain ou Agit deux fois ; réveillez-le, montrez \
     le jeton Barista et levez un doigt (sobre, sain, informations vraies) ou deux (capacité \
     doublée).",
);

pub(super) const ROWS: &[CharacterDef] = &[
    // Trouble Brewing
    CharacterDef {
        id: "scapegoat",
        name: n("Scapegoat", "Bouc Émissaire"),
        edition: TB,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "May go to the block in place of an executed player of the same alignment.",
            "Peut prendre la place d'un joueur de même alignement au moment de son \
             exécution.",
        ),
    },
    CharacterDef {
        id: "gunslinger",
        name: n("Gunslinger", "Vengeur"),
        edition: TB,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "After the first vote tally of each day, may shoot one of the players who \
             voted, killing them.",
            "Après le décompte du premier vote de chaque jour, peut abattre l'un des \
             joueurs qui ont voté.",
        ),
    },
    CharacterDef {
        id: "beggar",
        name: n("Beggar", "Mendiant"),
        edition: TB,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Needs a vote token to vote; learns the alignment of any dead player who hands over \
             theirs. Always sober and healthy.",
            "A besoin d'un jeton de vote pour voter ; apprend l'alignement de tout joueur mort qui \
             lui donne le sien. Toujours sobre et sain.",
        ),
    },
    CharacterDef {
        id: "bureaucrat",
        name: n("Bureaucrat", "Bureaucrate"),
        edition: TB,
        team: Traveller,
        first_night: Some(first("bureaucrat")),
        other_night: Some(other("bureaucrat")),
        first_night_prompt: Some(BUREAUCRAT),
        other_night_prompt: Some(BUREAUCRAT),
        reminders: &[r("3 Votes", "3 votes")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks another player whose vote counts three times the next day.",
            "Chaque nuit, choisit un autre joueur dont le vote compte triple le lendemain.",
        ),
    },
    CharacterDef {
        id: "thief",
        name: n("Thief", "Voleur"),
        edition: TB,
        team: Traveller,
        first_night: Some(first("thief")),
        other_night: Some(other("thief")),
        first_night_prompt: Some(THIEF),
        other_night_prompt: Some(THIEF),
        reminders: &[r("Negative Vote", "Vote négatif")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks another player whose vote counts as a negative vote the next day.",
            "Chaque nuit, choisit un autre joueur dont le vote compte en négatif le lendemain.",
        ),
    },
    // Bad Moon Rising
    CharacterDef {
        id: "apprentice",
        name: n("Apprentice", "Apprenti"),
        edition: BMR,
        team: Traveller,
        first_night: Some(first("apprentice")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show the Apprentice the Townsfolk (if good) or Minion (if evil) whose ability they \
             now have, and mark that character Is The Apprentice.",
            "Montrez à l'Apprenti le Villageois (s'il est bon) ou le Sbire (s'il est maléfique) \
             dont il a désormais la capacité, et marquez ce rôle Est l'Apprenti.",
        )),
        other_night_prompt: None,
        reminders: &[r("Is The Apprentice", "Est l'Apprenti")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Starts with the ability of a Townsfolk if good, or of a Minion if evil, as \
             the Storyteller picks.",
            "Commence avec la capacité d'un Villageois s'il est bon, ou d'un Sbire s'il \
             est maléfique, au choix du Conteur.",
        ),
    },
    CharacterDef {
        id: "matron",
        name: n("Matron", "Matrone"),
        edition: BMR,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each day, may have up to three pairs of players swap seats. Nobody may leave their \
             seat to talk in private.",
            "Chaque jour, peut faire échanger de place jusqu'à trois paires de joueurs. Personne ne \
             peut quitter sa place pour parler en privé.",
        ),
    },
    CharacterDef {
        id: "judge",
        name: n("Judge", "Magistrat"),
        edition: BMR,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, when someone else nominated, may force the current execution to \
             succeed or to fail.",
            "Une fois par partie, quand un autre joueur a nominé, peut imposer que l'exécution en \
             cours réussisse ou échoue.",
        ),
    },
    CharacterDef {
        id: "bishop",
        name: n("Bishop", "Archevêque"),
        edition: BMR,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[
            r("Nominate Good", "Nominer un bon"),
            r("Nominate Evil", "Nominer un maléfique"),
        ],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Only the Storyteller nominates; each day, at least one player of the Bishop's \
             opposing team must be nominated.",
            "Seul le Conteur nomine ; chaque jour, au moins un joueur de l'équipe opposée à \
             l'Archevêque doit être nominé.",
        ),
    },
    CharacterDef {
        id: "voudon",
        name: n("Voudon", "Nécromant"),
        edition: BMR,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Only the Voudon and the dead may vote, without spending vote tokens; no majority of \
             half the living is needed.",
            "Seuls le Nécromant et les morts peuvent voter, sans dépenser de jeton de vote ; la \
             majorité de la moitié des vivants n'est pas requise.",
        ),
    },
    // Sects & Violets
    CharacterDef {
        id: "barista",
        name: n("Barista", "Barista"),
        edition: SNV,
        team: Traveller,
        first_night: Some(first("barista")),
        other_night: Some(other("barista")),
        first_night_prompt: Some(BARISTA),
        other_night_prompt: Some(BARISTA),
        reminders: &[
            r("Sober & Healthy", "Sobre et sain"),
            r("Acts Twice", "Agit deux fois"),
            r("?", "?"),
        ],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Every night, one player, until dusk, either becomes sober and healthy with true \
             information, or has their ability work twice; they learn which.",
            "Chaque nuit, un joueur, jusqu'au crépuscule, devient sobre et sain avec des \
             informations vraies, ou voit sa capacité agir deux fois ; il apprend lequel.",
        ),
    },
    CharacterDef {
        id: "harlot",
        name: n("Harlot", "Fille de joie"),
        edition: SNV,
        team: Traveller,
        first_night: None,
        other_night: Some(other("harlot")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Harlot points at a living player. Wake that player and show the Harlot token; if \
             they nod, wake the Harlot and show that player's character. You may then kill both.",
            "La Fille de joie désigne un joueur vivant. Réveillez-le et montrez le jeton Fille de \
             joie ; s'il hoche la tête, réveillez la Fille de joie et montrez-lui le rôle de ce \
             joueur. Vous pouvez alors les faire mourir tous les deux.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, invites a living player: if they accept, the \
             Harlot sees their character, and either or both may die.",
            "Chaque nuit sauf la première, invite un joueur vivant : s'il accepte, la \
             Fille de joie voit son rôle, et l'un ou les deux peuvent mourir.",
        ),
    },
    CharacterDef {
        id: "butcher",
        name: n("Butcher", "Boucher"),
        edition: SNV,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Gets a second nomination each day, once the first execution has happened.",
            "Obtient une deuxième nomination chaque jour, une fois la première exécution \
             faite.",
        ),
    },
    CharacterDef {
        id: "bonecollector",
        name: n("Bone Collector", "Collecteur d'os"),
        edition: SNV,
        team: Traveller,
        first_night: None,
        other_night: Some(other("bonecollector")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Bone Collector may point at a dead player, who has their ability back until dusk \
             (mark Has Ability, and the Bone Collector No Ability); wake that player if their \
             ability needs it.",
            "Le Collecteur d'os peut désigner un joueur mort, qui retrouve sa capacité jusqu'au \
             crépuscule (rappel Capacité active, et Sans capacité pour le Collecteur) ; \
             réveillez ce joueur si sa capacité l'exige.",
        )),
        reminders: &[
            r("No Ability", "Sans capacité"),
            r("Has Ability", "Capacité active"),
        ],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, on a night after the first, lends a dead player their ability \
             again until the next dusk.",
            "Une fois par partie, une nuit après la première, rend à un joueur mort sa \
             capacité jusqu'au crépuscule suivant.",
        ),
    },
    CharacterDef {
        id: "deviant",
        name: n("Deviant", "Déviant"),
        edition: SNV,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // Whether they were funny is the Storyteller's judgement.
        flags: STORYTELLER,
        ability: t(
            "If they made people laugh today, they cannot die by exile.",
            "S'il a fait rire aujourd'hui, il ne peut pas mourir par exil.",
        ),
    },
];
