//! Bad Moon Rising: 13 Townsfolk, 4 Outsiders, 4 Minions, 4 Demons (its Travellers are in
//! `travellers.rs`).

use super::*;

const SAILOR: Text = t(
    "The Sailor points at a living player; mark either that player or the Sailor Drunk until dusk.",
    "Le Marin désigne un joueur vivant ; marquez ce joueur ou le Marin comme Ivre jusqu'au \
     crépuscule.",
);
const CHAMBERMAID: Text = t(
    "The Chambermaid points at two other living players; show with your fingers how many of them \
     woke tonight because of their own ability.",
    "La Femme de Chambre désigne deux autres joueurs vivants ; montrez avec les doigts combien \
     d'entre eux se sont réveillés cette nuit à cause de leur capacité.",
);
const COURTIER: Text = t(
    "The Courtier may point at a character on the sheet; if it is in play, its player is drunk \
     for three nights and three days (until the third dusk). Once used, the Courtier has no \
     ability left.",
    "Le Courtisan peut désigner un rôle sur la feuille ; s'il est en jeu, son joueur est ivre \
     pendant trois nuits et trois jours (jusqu'au troisième crépuscule). Une fois la capacité \
     utilisée, le Courtisan n'a plus de capacité.",
);
const DEVILS_ADVOCATE: Text = t(
    "The Devil's Advocate points at a living player other than last night's; mark them: they \
     survive execution tomorrow.",
    "L'Avocat du Diable désigne un joueur vivant différent de celui de la nuit précédente ; \
     marquez-le : il survivra à une exécution demain.",
);

pub(super) const ROWS: &[CharacterDef] = &[
    // Townsfolk
    CharacterDef {
        id: "grandmother",
        name: n("Grandmother", "Mamie"),
        edition: BMR,
        team: Townsfolk,
        first_night: Some(first("grandmother")),
        other_night: Some(other("grandmother")),
        first_night_prompt: Some(t(
            "Point at the grandchild (a good player you pick) and show their character token.",
            "Désignez le petit-enfant (un joueur bon de votre choix) et montrez son jeton de rôle.",
        )),
        other_night_prompt: Some(t(
            "If the Demon killed the grandchild tonight, the Grandmother dies as well.",
            "Si le Démon a tué le petit-enfant cette nuit, la Mamie meurt aussi.",
        )),
        reminders: &[r("Grandchild", "Petit-enfant"), r("Dead", "Mort")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Learns a good player and their character on the first night; dies too if the Demon \
             kills that player.",
            "Apprend la première nuit un joueur bon et son rôle ; meurt aussi si le Démon tue ce \
             joueur.",
        ),
    },
    CharacterDef {
        id: "sailor",
        name: n("Sailor", "Marin"),
        edition: BMR,
        team: Townsfolk,
        first_night: Some(first("sailor")),
        other_night: Some(other("sailor")),
        first_night_prompt: Some(SAILOR),
        other_night_prompt: Some(SAILOR),
        reminders: &[r("Drunk", "Ivre")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a living player: either they or the Sailor is drunk until dusk. \
             Cannot die while sober.",
            "Chaque nuit, choisit un joueur vivant : lui ou le Marin est ivre jusqu'au crépuscule. \
             Ne peut pas mourir tant qu'il est sobre.",
        ),
    },
    CharacterDef {
        id: "chambermaid",
        name: n("Chambermaid", "Femme de Chambre"),
        edition: BMR,
        team: Townsfolk,
        first_night: Some(first("chambermaid")),
        other_night: Some(other("chambermaid")),
        first_night_prompt: Some(CHAMBERMAID),
        other_night_prompt: Some(CHAMBERMAID),
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks two other living players and learns how many of them woke that \
             night because of their ability.",
            "Chaque nuit, choisit deux autres joueurs vivants et apprend combien d'entre eux se \
             sont réveillés cette nuit à cause de leur capacité.",
        ),
    },
    CharacterDef {
        id: "exorcist",
        name: n("Exorcist", "Exorciste"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("exorcist")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Exorcist points at a player other than last night's; mark them Chosen. If it is \
             the Demon, wake the Demon, show the Exorcist token and point at the Exorcist: the \
             Demon does not wake to act tonight.",
            "L'Exorciste désigne un joueur différent de celui de la nuit précédente ; marquez-le \
             Choisi. Si c'est le Démon, réveillez-le, montrez le jeton Exorciste et désignez \
             l'Exorciste : le Démon ne se réveillera pas pour agir cette nuit.",
        )),
        reminders: &[r("Chosen", "Choisi")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a player (not last night's); a Demon picked \
             learns who the Exorcist is and does not wake that night.",
            "Chaque nuit sauf la première, choisit un joueur (pas celui de la veille) ; un Démon \
             choisi apprend qui est l'Exorciste et ne se réveille pas cette nuit.",
        ),
    },
    CharacterDef {
        id: "innkeeper",
        name: n("Innkeeper", "Aubergiste"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("innkeeper")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Innkeeper points at two players; mark both Safe and one of them Drunk.",
            "L'Aubergiste désigne deux joueurs ; marquez-les tous deux Protégé et l'un d'eux Ivre.",
        )),
        reminders: &[r("Safe", "Protégé"), r("Drunk", "Ivre")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks two players who cannot die that night; one of \
             them is drunk until dusk.",
            "Chaque nuit sauf la première, choisit deux joueurs qui ne peuvent pas mourir cette \
             nuit ; l'un d'eux est ivre jusqu'au crépuscule.",
        ),
    },
    CharacterDef {
        id: "gambler",
        name: n("Gambler", "Parieur"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("gambler")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Gambler points at a player and at a character on the sheet; if the guess is \
             wrong, the Gambler dies.",
            "Le Parieur désigne un joueur et un rôle sur la feuille ; s'il se trompe, le Parieur \
             meurt.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, guesses a player's character and dies on a wrong guess.",
            "Chaque nuit sauf la première, devine le rôle d'un joueur et meurt s'il se trompe.",
        ),
    },
    CharacterDef {
        id: "gossip",
        name: n("Gossip", "Commère"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("gossip")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Gossip's public statement today was true, pick a player: they die.",
            "Si la déclaration publique de la Commère aujourd'hui était vraie, choisissez un \
             joueur : il meurt.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        // The statement is the player's; who dies is the Storyteller's call.
        flags: STORYTELLER,
        ability: t(
            "Each day may make a public statement; if it was true, a player dies that night.",
            "Chaque jour, peut faire une déclaration publique ; si elle est vraie, un joueur meurt \
             la nuit suivante.",
        ),
    },
    CharacterDef {
        id: "courtier",
        name: n("Courtier", "Courtisan"),
        edition: BMR,
        team: Townsfolk,
        first_night: Some(first("courtier")),
        other_night: Some(other("courtier")),
        first_night_prompt: Some(COURTIER),
        other_night_prompt: Some(COURTIER),
        reminders: &[
            r("Drunk 3", "Ivre 3"),
            r("Drunk 2", "Ivre 2"),
            r("Drunk 1", "Ivre 1"),
            r("No Ability", "Sans capacité"),
        ],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, at night, names a character: it is drunk for three nights and three \
             days.",
            "Une fois par partie, la nuit, nomme un rôle : il est ivre pendant trois nuits et trois \
             jours.",
        ),
    },
    CharacterDef {
        id: "professor",
        name: n("Professor", "Professeur"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("professor")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Professor may point at a dead player; if that player is a Townsfolk, they come \
             back to life (marked Alive). Once used, the Professor has no ability left.",
            "Le Professeur peut désigner un joueur mort ; si c'est un Villageois, il revient à la \
             vie (rappel Vivant). Une fois la capacité utilisée, le Professeur n'a plus de \
             capacité.",
        )),
        reminders: &[r("Alive", "Vivant"), r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, at night after the first, picks a dead player, who comes back to life \
             if they are a Townsfolk.",
            "Une fois par partie, une nuit après la première, choisit un joueur mort, qui revient \
             à la vie s'il est Villageois.",
        ),
    },
    CharacterDef {
        id: "minstrel",
        name: n("Minstrel", "Ménestrel"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Everyone Is Drunk", "Tous ivres")],
        setup: &[],
        flags: NONE,
        ability: t(
            "When a Minion dies by execution, every other player except Travellers is drunk until \
             dusk the next day.",
            "Quand un Sbire meurt exécuté, tous les autres joueurs sauf les Voyageurs sont ivres \
             jusqu'au crépuscule du lendemain.",
        ),
    },
    CharacterDef {
        id: "tealady",
        name: n("Tea Lady", "Dame de Thé"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Cannot Die", "Ne peut pas mourir")],
        setup: &[],
        flags: NONE,
        ability: t(
            "Shields both living neighbours from death as long as the two of them are \
             good.",
            "Protège de la mort ses deux voisins vivants tant qu'ils sont bons tous les \
             deux.",
        ),
    },
    CharacterDef {
        id: "pacifist",
        name: n("Pacifist", "Pacifiste"),
        edition: BMR,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // Whether an executed good player survives is the Storyteller's call.
        flags: STORYTELLER,
        ability: t(
            "A good player who is executed may survive.",
            "Un joueur bon exécuté peut survivre.",
        ),
    },
    CharacterDef {
        id: "fool",
        name: n("Fool", "Fou"),
        edition: BMR,
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
            "The first time they would die, they survive.",
            "La première fois qu'il devrait mourir, il survit.",
        ),
    },
    // Outsiders
    CharacterDef {
        id: "tinker",
        name: n("Tinker", "Inventeur"),
        edition: BMR,
        team: Outsider,
        first_night: None,
        other_night: Some(other("tinker")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Decide whether the Tinker dies now.",
            "Décidez si l'Inventeur meurt maintenant.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "May die at any moment the Storyteller picks.",
            "Peut mourir à tout moment, au choix du Conteur.",
        ),
    },
    CharacterDef {
        id: "moonchild",
        name: n("Moonchild", "Gitane"),
        edition: BMR,
        team: Outsider,
        first_night: None,
        other_night: Some(other("moonchild")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the player the Moonchild named after dying is good, that player dies now.",
            "Si le joueur désigné par la Gitane après sa mort est bon, il meurt maintenant.",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..PLAYER
        },
        ability: t(
            "On learning they died, publicly names a living player; that night, the player dies \
             if good.",
            "En apprenant sa mort, désigne publiquement un joueur vivant ; la nuit suivante, ce \
             joueur meurt s'il est bon.",
        ),
    },
    CharacterDef {
        id: "goon",
        name: n("Goon", "Brute"),
        edition: BMR,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Drunk", "Ivre")],
        setup: &[],
        flags: NONE,
        ability: t(
            "Each night, the first player whose ability picks the Goon is drunk until dusk, and \
             the Goon takes that player's alignment.",
            "Chaque nuit, le premier joueur dont la capacité choisit la Brute est ivre jusqu'au \
             crépuscule, et la Brute prend son alignement.",
        ),
    },
    CharacterDef {
        id: "lunatic",
        name: n("Lunatic", "Lunatique"),
        edition: BMR,
        team: Outsider,
        first_night: Some(first("lunatic")),
        other_night: Some(other("lunatic")),
        first_night_prompt: Some(t(
            "With 7 or more players, give the Lunatic a Demon's first night: point at any players \
             as their Minions and show three good tokens as bluffs. Then wake the real Demon, show \
             the Lunatic token and point at the Lunatic.",
            "À 7 joueurs ou plus, faites vivre au Lunatique une première nuit de Démon : désignez \
             des joueurs quelconques comme ses Sbires et montrez trois jetons bons comme bluffs. \
             Réveillez ensuite le vrai Démon, montrez le jeton Lunatique et désignez le Lunatique.",
        )),
        other_night_prompt: Some(t(
            "Let the Lunatic act as the Demon they believe they are and mark their targets Chosen \
             (nobody dies from it). Then wake the real Demon, show the Lunatic token, point at the \
             Lunatic and at their targets.",
            "Laissez le Lunatique agir comme le Démon qu'il croit être et marquez ses cibles \
             Choisi (personne n'en meurt). Réveillez ensuite le vrai Démon, montrez le jeton \
             Lunatique, désignez le Lunatique puis ses cibles.",
        )),
        reminders: &[r("Chosen", "Choisi")],
        // The official `setup` flag is false (no bracket text), but the Lunatic's player must be
        // handed a Demon token, so the engine treats it like the Drunk: shown as a Demon.
        setup: &[NotInBag { shown_as: Demon }],
        flags: PLAYER,
        ability: t(
            "Is handed a Demon and plays it without being one; the real Demon learns who \
             they are and sees their night choices.",
            "Reçoit un Démon et le joue sans l'être ; le vrai Démon sait qui il est et \
             voit ses choix de nuit.",
        ),
    },
    // Minions
    CharacterDef {
        id: "godfather",
        name: n("Godfather", "Parrain"),
        edition: BMR,
        team: Minion,
        first_night: Some(first("godfather")),
        other_night: Some(other("godfather")),
        first_night_prompt: Some(t(
            "One after another, show the Godfather each Outsider token that is in play.",
            "Montrez au Parrain, l'un après l'autre, chaque jeton d'Étranger présent en \
             jeu.",
        )),
        other_night_prompt: Some(t(
            "If an Outsider died today, the Godfather points at a player, who dies.",
            "Si un Étranger est mort aujourd'hui, le Parrain désigne un joueur, qui meurt.",
        )),
        reminders: &[r("Died Today", "Mort aujourd'hui"), r("Dead", "Mort")],
        setup: &[Outsiders(&[-1, 1])],
        flags: PLAYER,
        ability: t(
            "Knows from the start which Outsiders are in play; on a night after an Outsider died \
             that day, kills a player. Adds or removes one Outsider at setup.",
            "Sait dès le début quels Étrangers sont en jeu ; la nuit suivant le jour où un \
             Étranger est mort, tue un joueur. Ajoute ou retire un Étranger à la mise en place.",
        ),
    },
    CharacterDef {
        id: "devilsadvocate",
        name: n("Devil's Advocate", "Avocat du Diable"),
        edition: BMR,
        team: Minion,
        first_night: Some(first("devilsadvocate")),
        other_night: Some(other("devilsadvocate")),
        first_night_prompt: Some(DEVILS_ADVOCATE),
        other_night_prompt: Some(DEVILS_ADVOCATE),
        reminders: &[r("Survives Execution", "Survit à l'exécution")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a living player (not last night's); if executed the next day, \
             they do not die.",
            "Chaque nuit, choisit un joueur vivant (pas celui de la veille) ; s'il est exécuté le \
             lendemain, il ne meurt pas.",
        ),
    },
    CharacterDef {
        id: "assassin",
        name: n("Assassin", "Assassin"),
        edition: BMR,
        team: Minion,
        first_night: None,
        other_night: Some(other("assassin")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Assassin has not struck yet, they may point at a player, who dies whatever \
             protects them; then mark the Assassin No Ability.",
            "Si l'Assassin n'a pas encore frappé, il peut désigner un joueur, qui meurt malgré \
             toute protection ; marquez ensuite l'Assassin Sans capacité.",
        )),
        reminders: &[r("Dead", "Mort"), r("No Ability", "Sans capacité")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, at night after the first, kills a player even if something would \
             keep them alive.",
            "Une fois par partie, une nuit après la première, tue un joueur même si quelque chose \
             devait le protéger.",
        ),
    },
    CharacterDef {
        id: "mastermind",
        name: n("Mastermind", "Conspirateur"),
        edition: BMR,
        team: Minion,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "If the Demon dies by execution, the game goes on for one more day; a player executed \
             that day makes their team lose.",
            "Si le Démon meurt exécuté, la partie continue un jour de plus ; un joueur exécuté ce \
             jour-là fait perdre son équipe.",
        ),
    },
    // Demons
    CharacterDef {
        id: "zombuul",
        name: n("Zombuul", "Zombuul"),
        edition: BMR,
        team: Demon,
        first_night: None,
        other_night: Some(other("zombuul")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Only after a day without deaths: the Zombuul points at a player, who dies.",
            "Seulement après un jour sans mort : le Zombuul désigne un joueur, qui meurt.",
        )),
        reminders: &[r("Died Today", "Mort aujourd'hui"), r("Dead", "Mort")],
        setup: &[],
        // After its first death it keeps killing while everyone sees it as dead.
        flags: Flags {
            works_when_dead: true,
            ..PLAYER
        },
        ability: t(
            "Each night except the first, kills a player if nobody died that day. The first time \
             it dies, it lives on but reads as dead.",
            "Chaque nuit sauf la première, tue un joueur si personne n'est mort ce jour-là. La \
             première fois qu'il meurt, il reste en vie mais passe pour mort.",
        ),
    },
    CharacterDef {
        id: "pukka",
        name: n("Pukka", "Pukka"),
        edition: BMR,
        team: Demon,
        first_night: Some(first("pukka")),
        other_night: Some(other("pukka")),
        first_night_prompt: Some(t(
            "The Pukka points at a player; mark them Poisoned.",
            "Le Pukka désigne un joueur ; marquez-le Empoisonné.",
        )),
        other_night_prompt: Some(t(
            "The Pukka points at a player; mark them Poisoned. The player poisoned before dies, \
             then is no longer poisoned.",
            "Le Pukka désigne un joueur ; marquez-le Empoisonné. Le joueur empoisonné auparavant \
             meurt, puis n'est plus empoisonné.",
        )),
        reminders: &[r("Poisoned", "Empoisonné"), r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, poisons a player; the player it poisoned before dies, then recovers.",
            "Chaque nuit, empoisonne un joueur ; celui qu'il avait empoisonné avant meurt, puis \
             guérit.",
        ),
    },
    CharacterDef {
        id: "shabaloth",
        name: n("Shabaloth", "Shabaloth"),
        edition: BMR,
        team: Demon,
        first_night: None,
        other_night: Some(other("shabaloth")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "You may bring back to life one player the Shabaloth picked last night (mark Alive). \
             Then the Shabaloth points at two players, who die.",
            "Vous pouvez ramener à la vie un joueur choisi par le Shabaloth la nuit précédente \
             (rappel Vivant). Le Shabaloth désigne ensuite deux joueurs, qui meurent.",
        )),
        reminders: &[r("Dead", "Mort"), r("Alive", "Vivant")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, kills two players; one it picked the night before may \
             come back to life.",
            "Chaque nuit sauf la première, tue deux joueurs ; l'un de ceux choisis la veille peut \
             revenir à la vie.",
        ),
    },
    CharacterDef {
        id: "po",
        name: n("Po", "Po"),
        edition: BMR,
        team: Demon,
        first_night: None,
        other_night: Some(other("po")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Po picked nobody last time, they point at three players, who die; otherwise \
             they point at one player or at nobody (mark 3 Attacks for next time).",
            "Si le Po n'a choisi personne la dernière fois, il désigne trois joueurs, qui \
             meurent ; sinon il désigne un joueur ou personne (rappel 3 attaques pour la fois \
             suivante).",
        )),
        reminders: &[r("Dead", "Mort"), r("3 Attacks", "3 attaques")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, may kill a player; after a night without a choice, \
             kills three.",
            "Chaque nuit sauf la première, peut tuer un joueur ; après une nuit sans choix, en tue \
             trois.",
        ),
    },
];
