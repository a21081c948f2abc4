//! Trouble Brewing: 13 Townsfolk, 4 Outsiders, 4 Minions, 1 Demon (its Travellers are in
//! `travellers.rs`).

use super::*;

pub(super) const ROWS: &[CharacterDef] = &[
    // Townsfolk
    CharacterDef {
        id: "washerwoman",
        name: n("Washerwoman", "Lavandière"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("washerwoman")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show a Townsfolk token, then point at two players: one of them has that character.",
            "Montrez un jeton de Villageois, puis désignez deux joueurs : l'un d'eux a ce rôle.",
        )),
        other_night_prompt: None,
        reminders: &[r("Townsfolk", "Villageois"), r("Wrong", "Faux")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "On the first night, is shown two players and a Townsfolk character that one \
             of them has.",
            "La première nuit, voit deux joueurs et un rôle de Villageois que l'un d'eux \
             possède.",
        ),
    },
    CharacterDef {
        id: "librarian",
        name: n("Librarian", "Archiviste"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("librarian")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show an Outsider token and point at two players, one of whom has it; \
             with no Outsider in play, show zero fingers instead.",
            "Montrez un jeton d'Étranger et désignez deux joueurs dont l'un l'a ; \
             s'il n'y a aucun Étranger en jeu, montrez zéro avec les doigts.",
        )),
        other_night_prompt: None,
        reminders: &[r("Outsider", "Étranger"), r("Wrong", "Faux")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "On the first night, is shown two players and an Outsider character that one \
             of them has, or is told there is no Outsider.",
            "La première nuit, voit deux joueurs et un rôle d'Étranger que l'un d'eux \
             possède, ou apprend qu'il n'y a aucun Étranger.",
        ),
    },
    CharacterDef {
        id: "investigator",
        name: n("Investigator", "Enquêteur"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("investigator")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show a Minion token, then point at two players: one of them has that character.",
            "Montrez un jeton de Sbire, puis désignez deux joueurs : l'un d'eux a ce rôle.",
        )),
        other_night_prompt: None,
        reminders: &[r("Minion", "Sbire"), r("Wrong", "Faux")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "On the first night, is shown two players and a Minion character that one of \
             them has.",
            "La première nuit, voit deux joueurs et un rôle de Sbire que l'un d'eux \
             possède.",
        ),
    },
    CharacterDef {
        id: "chef",
        name: n("Chef", "Cuistot"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("chef")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show with your fingers how many pairs of evil players sit next to each other.",
            "Montrez avec les doigts combien de paires de joueurs maléfiques sont voisins.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Learns on the first night how many pairs of neighbouring players are both evil.",
            "Apprend la première nuit combien de paires de voisins sont tous deux maléfiques.",
        ),
    },
    CharacterDef {
        id: "empath",
        name: n("Empath", "Empathique"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("empath")),
        other_night: Some(other("empath")),
        first_night_prompt: Some(t(
            "Show with your fingers how many of the Empath's two nearest living neighbours are evil.",
            "Montrez avec les doigts combien des deux plus proches voisins vivants de l'Empathique \
             sont maléfiques.",
        )),
        other_night_prompt: Some(t(
            "Show with your fingers how many of the Empath's two nearest living neighbours are evil.",
            "Montrez avec les doigts combien des deux plus proches voisins vivants de l'Empathique \
             sont maléfiques.",
        )),
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Every night, learns how many of their two living neighbours are evil (0, 1 or 2).",
            "Chaque nuit, apprend combien de ses deux voisins vivants sont maléfiques (0, 1 ou 2).",
        ),
    },
    CharacterDef {
        id: "fortuneteller",
        name: n("Fortune Teller", "Voyante"),
        edition: TB,
        team: Townsfolk,
        first_night: Some(first("fortuneteller")),
        other_night: Some(other("fortuneteller")),
        first_night_prompt: Some(t(
            "The Fortune Teller points at two players; nod if one of them is the Demon or the \
             red herring, otherwise shake your head.",
            "La Voyante désigne deux joueurs ; hochez la tête si l'un d'eux est le Démon ou le \
             leurre, sinon secouez-la.",
        )),
        other_night_prompt: Some(t(
            "The Fortune Teller points at two players; nod if one of them is the Demon or the \
             red herring, otherwise shake your head.",
            "La Voyante désigne deux joueurs ; hochez la tête si l'un d'eux est le Démon ou le \
             leurre, sinon secouez-la.",
        )),
        reminders: &[r("Red Herring", "Leurre")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks two players and learns whether either is a Demon. One good player, \
             chosen at setup, reads as a Demon to them.",
            "Chaque nuit, choisit deux joueurs et apprend si l'un d'eux est un Démon. Un joueur bon, \
             fixé à la mise en place, compte comme Démon pour elle.",
        ),
    },
    CharacterDef {
        id: "undertaker",
        name: n("Undertaker", "Croque-mort"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("undertaker")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If someone was executed today and died, show the Undertaker that player's character \
             token.",
            "Si quelqu'un a été exécuté aujourd'hui et est mort, montrez au Croque-mort le jeton de \
             rôle de ce joueur.",
        )),
        reminders: &[r("Died Today", "Mort aujourd'hui")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each night except the first, learns the character of the player who died by execution \
             that day.",
            "Chaque nuit sauf la première, apprend le rôle du joueur mort par exécution ce jour-là.",
        ),
    },
    CharacterDef {
        id: "monk",
        name: n("Monk", "Moine"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("monk")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Monk points at another player; put the Safe token by them.",
            "Le Moine désigne un autre joueur ; placez le rappel Protégé à côté de lui.",
        )),
        reminders: &[r("Safe", "Protégé")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, protects another player from the Demon for that night.",
            "Chaque nuit sauf la première, protège un autre joueur du Démon pour la nuit.",
        ),
    },
    CharacterDef {
        id: "ravenkeeper",
        name: n("Ravenkeeper", "Gardien"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("ravenkeeper")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Ravenkeeper dead tonight? Wake them, let them pick any player, and show them \
             that player's character token.",
            "Le Gardien est mort cette nuit ? Réveillez-le, laissez-le choisir un joueur \
             et montrez-lui le jeton de rôle de ce joueur.",
        )),
        reminders: &[],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..PLAYER
        },
        ability: t(
            "Dying at night wakes them one last time to see the character of a player of \
             their choice.",
            "Mourir la nuit le réveille une dernière fois pour voir le rôle d'un joueur \
             de son choix.",
        ),
    },
    CharacterDef {
        id: "virgin",
        name: n("Virgin", "Pucelle"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..NONE
        },
        ability: t(
            "The first time they are nominated, a Townsfolk nominator is executed on the spot.",
            "La première fois qu'elle est nominée, si le nominateur est un Villageois, il est \
             exécuté sur-le-champ.",
        ),
    },
    CharacterDef {
        id: "slayer",
        name: n("Slayer", "Mercenaire"),
        edition: TB,
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
            "Has a single public daytime shot at a player, which kills only the Demon.",
            "Dispose d'un unique tir public, de jour, sur un joueur : seul le Démon en \
             meurt.",
        ),
    },
    CharacterDef {
        id: "soldier",
        name: n("Soldier", "Soldat"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "The Demon cannot kill them.",
            "Le Démon ne peut pas le tuer.",
        ),
    },
    CharacterDef {
        id: "mayor",
        name: n("Mayor", "Maire"),
        edition: TB,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // The Storyteller decides whether a night death is redirected, and to whom.
        flags: STORYTELLER,
        ability: t(
            "With three players alive and no execution that day, good wins. If killed at night, \
             someone else may die in their place.",
            "S'il reste trois joueurs vivants et qu'il n'y a pas d'exécution ce jour-là, le Bien \
             gagne. S'il est tué la nuit, un autre joueur peut mourir à sa place.",
        ),
    },
    // Outsiders
    CharacterDef {
        id: "butler",
        name: n("Butler", "Majordome"),
        edition: TB,
        team: Outsider,
        first_night: Some(first("butler")),
        other_night: Some(other("butler")),
        first_night_prompt: Some(t(
            "The Butler points at another player; put the Master token by them.",
            "Le Majordome désigne un autre joueur ; placez le rappel Maître à côté de lui.",
        )),
        other_night_prompt: Some(t(
            "The Butler points at another player; put the Master token by them.",
            "Le Majordome désigne un autre joueur ; placez le rappel Maître à côté de lui.",
        )),
        reminders: &[r("Master", "Maître")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a master; the next day, may vote only while the master votes too.",
            "Chaque nuit, choisit un maître ; le lendemain, ne peut voter que si son maître vote \
             aussi.",
        ),
    },
    CharacterDef {
        id: "drunk",
        name: n("Drunk", "Soulard"),
        edition: TB,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[rg("Is The Drunk", "Est le Soulard")],
        setup: &[NotInBag {
            shown_as: Townsfolk,
        }],
        // The Storyteller picks the Townsfolk the Drunk believes they are.
        flags: STORYTELLER,
        ability: t(
            "Believes they are a Townsfolk and is shown one, but has no ability.",
            "Se croit Villageois et en voit le jeton, mais n'a aucune capacité.",
        ),
    },
    CharacterDef {
        id: "recluse",
        name: n("Recluse", "Reclus"),
        edition: TB,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // "even if dead"; the Storyteller decides how they register.
        flags: Flags {
            works_when_dead: true,
            ..STORYTELLER
        },
        ability: t(
            "May read as evil, and as a Minion or a Demon, even once dead.",
            "Peut être perçu comme maléfique, et comme Sbire ou Démon, même mort.",
        ),
    },
    CharacterDef {
        id: "saint",
        name: n("Saint", "Vertueux"),
        edition: TB,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // The loss is judged when the Saint is already dead, so the ability works while dead too
        // (character.rs names the Saint's loss as the example of `works_when_dead`).
        flags: Flags {
            triggers_on_death: true,
            works_when_dead: true,
            ..NONE
        },
        ability: t(
            "If executed and killed, good loses.",
            "S'il meurt exécuté, le Bien perd.",
        ),
    },
    // Minions
    CharacterDef {
        id: "poisoner",
        name: n("Poisoner", "Empoisonneur"),
        edition: TB,
        team: Minion,
        first_night: Some(first("poisoner")),
        other_night: Some(other("poisoner")),
        first_night_prompt: Some(t(
            "The Poisoner points at a player; put the Poisoned token by them.",
            "L'Empoisonneur désigne un joueur ; placez le rappel Empoisonné à côté de lui.",
        )),
        other_night_prompt: Some(t(
            "The Poisoner points at a player; move the Poisoned token to them.",
            "L'Empoisonneur désigne un joueur ; déplacez le rappel Empoisonné à côté de lui.",
        )),
        reminders: &[r("Poisoned", "Empoisonné")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, poisons a player for that night and the following day.",
            "Chaque nuit, empoisonne un joueur pour la nuit et le jour suivant.",
        ),
    },
    CharacterDef {
        id: "spy",
        name: n("Spy", "Espion"),
        edition: TB,
        team: Minion,
        first_night: Some(first("spy")),
        other_night: Some(other("spy")),
        first_night_prompt: Some(t(
            "Hand the Spy the open Grimoire until they are done with it.",
            "Confiez le Grimoire ouvert à l'Espion jusqu'à ce qu'il ait fini.",
        )),
        other_night_prompt: Some(t(
            "Hand the Spy the open Grimoire until they are done with it.",
            "Confiez le Grimoire ouvert à l'Espion jusqu'à ce qu'il ait fini.",
        )),
        reminders: &[],
        setup: &[],
        // "even if dead"; the Storyteller decides how they register.
        flags: Flags {
            works_when_dead: true,
            ..STORYTELLER
        },
        ability: t(
            "Sees the Grimoire every night. May read as good, and as a Townsfolk or an Outsider, \
             even once dead.",
            "Consulte le Grimoire chaque nuit. Peut être perçu comme bon, et comme Villageois ou \
             Étranger, même mort.",
        ),
    },
    CharacterDef {
        id: "scarletwoman",
        name: n("Scarlet Woman", "Croqueuse d'hommes"),
        edition: TB,
        team: Minion,
        first_night: None,
        other_night: Some(other("scarletwoman")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Scarlet Woman became the Demon today, wake her and show her that she is now \
             the Demon.",
            "Si la Croqueuse d'hommes est devenue le Démon aujourd'hui, réveillez-la et montrez-lui \
             qu'elle est désormais le Démon.",
        )),
        reminders: &[r("Is The Demon", "Est le Démon")],
        setup: &[],
        flags: NONE,
        ability: t(
            "If the Demon dies while five or more players are alive (Travellers not counted), \
             she becomes the Demon.",
            "Si le Démon meurt alors que cinq joueurs ou plus sont vivants (hors Voyageurs), elle \
             devient le Démon.",
        ),
    },
    CharacterDef {
        id: "baron",
        name: n("Baron", "Baron"),
        edition: TB,
        team: Minion,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[Outsiders(&[2])],
        flags: NONE,
        ability: t(
            "Brings two extra Outsiders into the game, in place of two Townsfolk.",
            "Ajoute deux Étrangers à la partie, à la place de deux Villageois.",
        ),
    },
    // Demon
    CharacterDef {
        id: "imp",
        name: n("Imp", "Imp"),
        edition: TB,
        team: Demon,
        first_night: None,
        other_night: Some(other("imp")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Imp points at a player, who dies. If the Imp picked themself, swap a living \
             Minion's token for an Imp token, then wake that player and show them they are the Imp.",
            "L'Imp désigne un joueur, qui meurt. S'il s'est désigné lui-même, remplacez le jeton \
             d'un Sbire vivant par un jeton Imp, puis réveillez ce joueur et montrez-lui qu'il est \
             l'Imp.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        // Passing the Demon on happens inside the Imp's own (living) action, not because it dies.
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills a player. Killing themself turns a Minion into \
             the Imp.",
            "Chaque nuit sauf la première, tue un joueur. S'il se tue lui-même, un Sbire devient \
             l'Imp.",
        ),
    },
];
