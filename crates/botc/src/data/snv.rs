//! Sects & Violets: 13 Townsfolk, 4 Outsiders, 4 Minions, 4 Demons (its Travellers are in
//! `travellers.rs`).

use super::*;

const DREAMER: Text = t(
    "The Dreamer points at a player (not themself, not a Traveller); show one good and one evil \
     character token, one of which is that player's.",
    "Le Rêveur désigne un joueur (ni lui-même ni un Voyageur) ; montrez un jeton de rôle bon et un \
     jeton de rôle maléfique, dont l'un est celui de ce joueur.",
);
const SNAKE_CHARMER: Text = t(
    "The Snake Charmer points at a living player. If it is the Demon, swap their tokens: show the \
     Snake Charmer they are now the Demon (thumbs down), then wake the old Demon, show them they \
     are now the Snake Charmer (thumbs up) and mark them Poisoned.",
    "Le Charmeur de serpent désigne un joueur vivant. Si c'est le Démon, échangez leurs jetons : \
     montrez au Charmeur qu'il est désormais le Démon (pouce vers le bas), puis réveillez l'ancien \
     Démon, montrez-lui qu'il est désormais le Charmeur de serpent (pouce vers le haut) et \
     marquez-le Empoisonné.",
);
const MATHEMATICIAN: Text = t(
    "Show with your fingers how many players' abilities went wrong since dawn because of another \
     character's ability.",
    "Montrez avec les doigts combien de capacités de joueurs ont mal fonctionné depuis l'aube à \
     cause de la capacité d'un autre rôle.",
);
const SEAMSTRESS: Text = t(
    "The Seamstress may point at two other players; nod if they share an alignment, shake your \
     head if not, then mark the Seamstress No Ability.",
    "La Couturière peut désigner deux autres joueurs ; hochez la tête s'ils ont le même \
     alignement, secouez-la sinon, puis marquez la Couturière Sans capacité.",
);
const PHILOSOPHER: Text = t(
    "The Philosopher may point at a good character on the sheet and gains its ability; if that \
     character is in play, mark its player Drunk. Swap tokens if needed.",
    "Le Faussaire peut désigner un rôle bon sur la feuille et en gagne la capacité ; si ce rôle \
     est en jeu, marquez son joueur Ivre. Échangez les jetons si besoin.",
);
const WITCH: Text = t(
    "The Witch points at a player; mark them Cursed.",
    "La Sorcière désigne un joueur ; marquez-le Maudit.",
);
const CERENOVUS: Text = t(
    "The Cerenovus points at a player and at a good character on the sheet; mark the player Mad, \
     then wake them and show the Cerenovus token and that character.",
    "Le Cerenovus désigne un joueur et un rôle bon sur la feuille ; marquez le joueur Fou, puis \
     réveillez-le et montrez-lui le jeton Cerenovus et ce rôle.",
);

pub(super) const ROWS: &[CharacterDef] = &[
    // Townsfolk
    CharacterDef {
        id: "clockmaker",
        name: n("Clockmaker", "Horloger"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("clockmaker")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show with your fingers how many seats separate the Demon from its closest Minion.",
            "Montrez avec les doigts combien de places séparent le Démon de son Sbire le plus \
             proche.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Learns on the first night the distance in seats from the Demon to its nearest Minion.",
            "Apprend la première nuit la distance en places entre le Démon et son Sbire le plus \
             proche.",
        ),
    },
    CharacterDef {
        id: "dreamer",
        name: n("Dreamer", "Rêveur"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("dreamer")),
        other_night: Some(other("dreamer")),
        first_night_prompt: Some(DREAMER),
        other_night_prompt: Some(DREAMER),
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a player (not themself, not a Traveller) and sees a good and an \
             evil character, one of them theirs.",
            "Chaque nuit, choisit un joueur (ni lui-même ni un Voyageur) et voit un rôle bon et un \
             rôle maléfique, dont l'un est le sien.",
        ),
    },
    CharacterDef {
        id: "snakecharmer",
        name: n("Snake Charmer", "Charmeur de serpent"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("snakecharmer")),
        other_night: Some(other("snakecharmer")),
        first_night_prompt: Some(SNAKE_CHARMER),
        other_night_prompt: Some(SNAKE_CHARMER),
        reminders: &[r("Poisoned", "Empoisonné")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a living player; a Demon picked swaps character and alignment with \
             the Snake Charmer and is then poisoned.",
            "Chaque nuit, choisit un joueur vivant ; un Démon choisi échange rôle et alignement \
             avec le Charmeur, puis est empoisonné.",
        ),
    },
    CharacterDef {
        id: "mathematician",
        name: n("Mathematician", "Mathématicien"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("mathematician")),
        other_night: Some(other("mathematician")),
        first_night_prompt: Some(MATHEMATICIAN),
        other_night_prompt: Some(MATHEMATICIAN),
        reminders: &[r("Abnormal", "Anormal")],
        setup: &[],
        flags: NONE,
        ability: t(
            "Every night, learns how many players' abilities misfired since dawn because of \
             another character.",
            "Chaque nuit, apprend combien de capacités de joueurs ont mal fonctionné depuis l'aube \
             à cause d'un autre rôle.",
        ),
    },
    CharacterDef {
        id: "flowergirl",
        name: n("Flowergirl", "Fleuriste"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("flowergirl")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Nod if a Demon voted today, otherwise shake your head.",
            "Hochez la tête si un Démon a voté aujourd'hui, sinon secouez-la.",
        )),
        reminders: &[
            r("Demon Voted", "Le Démon a voté"),
            r("Demon Not Voted", "Le Démon n'a pas voté"),
        ],
        setup: &[],
        flags: NONE,
        ability: t(
            "Each night except the first, learns whether a Demon voted that day.",
            "Chaque nuit sauf la première, apprend si un Démon a voté ce jour-là.",
        ),
    },
    CharacterDef {
        id: "towncrier",
        name: n("Town Crier", "Crieur"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("towncrier")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Nod if a Minion nominated today, otherwise shake your head.",
            "Hochez la tête si un Sbire a nominé aujourd'hui, sinon secouez-la.",
        )),
        reminders: &[
            r("Minions Not Nominated", "Aucun Sbire n'a nominé"),
            r("Minion Nominated", "Un Sbire a nominé"),
        ],
        setup: &[],
        flags: NONE,
        ability: t(
            "Each night except the first, learns whether a Minion nominated that day.",
            "Chaque nuit sauf la première, apprend si un Sbire a nominé ce jour-là.",
        ),
    },
    CharacterDef {
        id: "oracle",
        name: n("Oracle", "Oracle"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("oracle")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Show with your fingers how many dead players are evil.",
            "Montrez avec les doigts combien de joueurs morts sont maléfiques.",
        )),
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Each night except the first, learns how many of the dead are evil.",
            "Chaque nuit sauf la première, apprend combien de morts sont maléfiques.",
        ),
    },
    CharacterDef {
        id: "savant",
        // Pocket Grimoire keeps "Savant", but the seeds call the Sage "Savant"; this name avoids
        // two characters sharing one French name.
        name: n("Savant", "Érudit"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Can meet the Storyteller in private each day and be told two statements, \
             exactly one of them true.",
            "Peut voir le Conteur en privé chaque jour et entendre deux affirmations, \
             dont une seule est vraie.",
        ),
    },
    CharacterDef {
        id: "seamstress",
        name: n("Seamstress", "Couturière"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("seamstress")),
        other_night: Some(other("seamstress")),
        first_night_prompt: Some(SEAMSTRESS),
        other_night_prompt: Some(SEAMSTRESS),
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, at night, picks two other players and learns whether they share an \
             alignment.",
            "Une fois par partie, la nuit, choisit deux autres joueurs et apprend s'ils ont le même \
             alignement.",
        ),
    },
    CharacterDef {
        id: "philosopher",
        name: n("Philosopher", "Faussaire"),
        edition: SNV,
        team: Townsfolk,
        first_night: Some(first("philosopher")),
        other_night: Some(other("philosopher")),
        first_night_prompt: Some(PHILOSOPHER),
        other_night_prompt: Some(PHILOSOPHER),
        reminders: &[
            r("Drunk", "Ivre"),
            rg("Is The Philosopher", "Est le Faussaire"),
        ],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, at night, takes on the ability of a good character; if that character \
             is in play, its player is drunk.",
            "Une fois par partie, la nuit, prend la capacité d'un rôle bon ; si ce rôle est en \
             jeu, son joueur est ivre.",
        ),
    },
    CharacterDef {
        id: "artist",
        name: n("Artist", "Artiste"),
        edition: SNV,
        team: Townsfolk,
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
            "Gets one private yes/no answer from the Storyteller, on a day of their \
             choosing.",
            "Obtient du Conteur une réponse par oui ou non, en privé, le jour de son \
             choix.",
        ),
    },
    CharacterDef {
        id: "juggler",
        name: n("Juggler", "Jongleur"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("juggler")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "After the Juggler's first day, show with your fingers how many of their guesses were \
             right.",
            "Après le premier jour du Jongleur, montrez avec les doigts combien de ses suppositions \
             étaient justes.",
        )),
        reminders: &[r("Correct", "Juste")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "On their first day, publicly guesses the characters of up to five players; learns \
             that night how many guesses were right.",
            "Lors de son premier jour, devine publiquement le rôle de cinq joueurs au plus ; \
             apprend la nuit suivante combien de suppositions étaient justes.",
        ),
    },
    CharacterDef {
        id: "sage",
        name: n("Sage", "Savant"),
        edition: SNV,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("sage")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Sage killed by the Demon tonight? Wake them and point out the Demon together \
             with one other player.",
            "Le Savant a été tué par le Démon cette nuit ? Réveillez-le et désignez le \
             Démon ainsi qu'un autre joueur.",
        )),
        reminders: &[],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..STORYTELLER
        },
        ability: t(
            "Killed by the Demon, they are shown two players, the Demon among them.",
            "Tué par le Démon, il voit deux joueurs, dont le Démon.",
        ),
    },
    // Outsiders
    CharacterDef {
        id: "mutant",
        name: n("Mutant", "Mutant"),
        edition: SNV,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Must not convince anyone they are an Outsider, or the Storyteller may \
             execute them.",
            "Ne doit convaincre personne qu'il est un Étranger, sinon le Conteur peut \
             l'exécuter.",
        ),
    },
    CharacterDef {
        id: "sweetheart",
        name: n("Sweetheart", "Dulcinée"),
        edition: SNV,
        team: Outsider,
        first_night: None,
        other_night: Some(other("sweetheart")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Sweetheart has died and nobody was made drunk for it yet, pick a player and \
             mark them Drunk for the rest of the game.",
            "Si la Dulcinée est morte et que personne n'est encore devenu ivre à cause d'elle, \
             choisissez un joueur et marquez-le Ivre pour le reste de la partie.",
        )),
        reminders: &[r("Drunk", "Ivre")],
        setup: &[],
        // The drunkenness starts with the death and lasts while the Sweetheart stays dead.
        flags: Flags {
            triggers_on_death: true,
            works_when_dead: true,
            ..STORYTELLER
        },
        ability: t(
            "Their death leaves one player drunk for the rest of the game.",
            "Sa mort rend un joueur ivre pour le reste de la partie.",
        ),
    },
    CharacterDef {
        id: "barber",
        name: n("Barber", "Barbier"),
        edition: SNV,
        team: Outsider,
        first_night: None,
        other_night: Some(other("barber")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Barber died today or tonight, wake the Demon and show the Barber token; the \
             Demon may point at two players (no other Demon) to swap characters. Wake each swapped \
             player and show them their new character.",
            "Si le Barbier est mort aujourd'hui ou cette nuit, réveillez le Démon et montrez le \
             jeton Barbier ; le Démon peut désigner deux joueurs (pas un autre Démon) qui \
             échangent leurs rôles. Réveillez chacun d'eux et montrez-lui son nouveau rôle.",
        )),
        reminders: &[r("Haircuts Tonight", "Coupe de cheveux ce soir")],
        setup: &[],
        // The choice is the Demon player's.
        flags: Flags {
            triggers_on_death: true,
            ..PLAYER
        },
        ability: t(
            "If they died today or tonight, the Demon may have two players (no other Demon) swap \
             characters tonight.",
            "S'il est mort aujourd'hui ou cette nuit, le Démon peut faire échanger leurs rôles à \
             deux joueurs (pas un autre Démon) cette nuit.",
        ),
    },
    CharacterDef {
        id: "klutz",
        name: n("Klutz", "Maladroit"),
        edition: SNV,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..PLAYER
        },
        ability: t(
            "On learning they died, publicly names a living player; if that player is evil, good \
             loses.",
            "En apprenant sa mort, désigne publiquement un joueur vivant ; s'il est maléfique, le \
             Bien perd.",
        ),
    },
    // Minions
    CharacterDef {
        id: "eviltwin",
        name: n("Evil Twin", "Jumeau Maléfique"),
        edition: SNV,
        team: Minion,
        first_night: Some(first("eviltwin")),
        other_night: None,
        first_night_prompt: Some(t(
            "Wake the Evil Twin and their good twin together so they see each other; show each of \
             them the other's character token.",
            "Réveillez ensemble le Jumeau Maléfique et son jumeau bon pour qu'ils se voient ; \
             montrez à chacun le jeton de rôle de l'autre.",
        )),
        other_night_prompt: None,
        reminders: &[r("Twin", "Jumeau")],
        setup: &[],
        // The Storyteller picks the good twin.
        flags: STORYTELLER,
        ability: t(
            "Knows a player of the other team, who knows them too. If the good twin is executed, \
             evil wins; good cannot win while both twins live.",
            "Connaît un joueur de l'autre équipe, qui le connaît aussi. Si le jumeau bon est \
             exécuté, le Mal gagne ; le Bien ne peut pas gagner tant que les deux vivent.",
        ),
    },
    CharacterDef {
        id: "witch",
        name: n("Witch", "Sorcière"),
        edition: SNV,
        team: Minion,
        first_night: Some(first("witch")),
        other_night: Some(other("witch")),
        first_night_prompt: Some(WITCH),
        other_night_prompt: Some(WITCH),
        reminders: &[r("Cursed", "Maudit")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, curses a player, who dies if they nominate the next day. The curse stops \
             once only three players live.",
            "Chaque nuit, maudit un joueur, qui meurt s'il nomine le lendemain. La malédiction \
             cesse quand il ne reste que trois joueurs vivants.",
        ),
    },
    CharacterDef {
        id: "cerenovus",
        name: n("Cerenovus", "Cerenovus"),
        edition: SNV,
        team: Minion,
        first_night: Some(first("cerenovus")),
        other_night: Some(other("cerenovus")),
        first_night_prompt: Some(CERENOVUS),
        other_night_prompt: Some(CERENOVUS),
        reminders: &[r("Mad", "Fou")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a player and a good character: the next day, that player must be \
             mad about being that character or may be executed.",
            "Chaque nuit, choisit un joueur et un rôle bon : le lendemain, ce joueur doit être fou \
             d'être ce rôle, sinon il peut être exécuté.",
        ),
    },
    CharacterDef {
        id: "pithag",
        name: n("Pit-Hag", "Pit-Hag"),
        edition: SNV,
        team: Minion,
        first_night: None,
        other_night: Some(other("pithag")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Pit-Hag points at a player and at a character on the sheet. If that character is \
             not in play, swap the player's token, wake them and show their new character.",
            "La Pit-Hag désigne un joueur et un rôle sur la feuille. Si ce rôle n'est pas en jeu, \
             remplacez le jeton du joueur, réveillez-le et montrez-lui son nouveau rôle.",
        )),
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, turns a player into a character not in play. Creating a \
             Demon leaves that night's deaths to the Storyteller.",
            "Chaque nuit sauf la première, change un joueur en un rôle absent de la partie. Si un \
             Démon est créé, les morts de la nuit sont au choix du Conteur.",
        ),
    },
    // Demons
    CharacterDef {
        id: "fanggu",
        name: n("Fang Gu", "Fang Gu"),
        edition: SNV,
        team: Demon,
        first_night: None,
        other_night: Some(other("fanggu")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Fang Gu points at a player, who dies. If it is the first Outsider picked, that \
             player becomes an evil Fang Gu and the old one dies instead: mark Once, wake the new \
             Fang Gu, show the Fang Gu token and give a thumbs down.",
            "Le Fang Gu désigne un joueur, qui meurt. Si c'est le premier Étranger choisi, ce \
             joueur devient un Fang Gu maléfique et l'ancien meurt à sa place : posez le rappel \
             Une fois, réveillez le nouveau Fang Gu, montrez le jeton Fang Gu et un pouce vers le \
             bas.",
        )),
        reminders: &[r("Dead", "Mort"), r("Once", "Une fois")],
        setup: &[Outsiders(&[1])],
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills a player. The first Outsider it attacks becomes an \
             evil Fang Gu and the old one dies instead. One more Outsider at setup.",
            "Chaque nuit sauf la première, tue un joueur. Le premier Étranger attaqué devient un \
             Fang Gu maléfique et l'ancien meurt à sa place. Un Étranger de plus à la mise en \
             place.",
        ),
    },
    CharacterDef {
        id: "vigormortis",
        name: n("Vigormortis", "Vigormortis"),
        edition: SNV,
        team: Demon,
        first_night: None,
        other_night: Some(other("vigormortis")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Vigormortis points at a player, who dies. If it is a Minion, mark them Has \
             Ability and mark one of their Townsfolk neighbours Poisoned.",
            "Le Vigormortis désigne un joueur, qui meurt. Si c'est un Sbire, marquez-le Capacité \
             active et marquez Empoisonné l'un de ses voisins Villageois.",
        )),
        reminders: &[
            r("Dead", "Mort"),
            r("Has Ability", "Capacité active"),
            r("Poisoned", "Empoisonné"),
        ],
        setup: &[Outsiders(&[-1])],
        // Minions it kills keep their ability while dead: that is the Demon's effect, recorded by
        // the "Has Ability" token, not a flag of the Vigormortis.
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills a player. Minions it kills keep their ability and \
             poison a Townsfolk neighbour. One fewer Outsider at setup.",
            "Chaque nuit sauf la première, tue un joueur. Les Sbires qu'il tue gardent leur \
             capacité et empoisonnent un voisin Villageois. Un Étranger de moins à la mise en \
             place.",
        ),
    },
    CharacterDef {
        id: "nodashii",
        name: n("No Dashii", "No Dashii"),
        edition: SNV,
        team: Demon,
        first_night: None,
        other_night: Some(other("nodashii")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The No Dashii points at a player, who dies.",
            "Le No Dashii désigne un joueur, qui meurt.",
        )),
        reminders: &[r("Dead", "Mort"), r("Poisoned", "Empoisonné")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills a player. Its nearest Townsfolk on each side are \
             poisoned.",
            "Chaque nuit sauf la première, tue un joueur. Les Villageois les plus proches de \
             chaque côté sont empoisonnés.",
        ),
    },
    CharacterDef {
        id: "vortox",
        name: n("Vortox", "Vortox"),
        edition: SNV,
        team: Demon,
        first_night: None,
        other_night: Some(other("vortox")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Vortox points at a player, who dies.",
            "Le Vortox désigne un joueur, qui meurt.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills a player. Townsfolk abilities give false \
             information, and evil wins on a day without an execution.",
            "Chaque nuit sauf la première, tue un joueur. Les capacités des Villageois donnent de \
             fausses informations, et le Mal gagne après un jour sans exécution.",
        ),
    },
];
