//! The evil characters and Travellers published outside the three base editions (the official
//! data's edition "carousel": 15 Minions, 10 Demons, 3 Travellers), then the Loric that are not
//! yet in `fabled.rs` (the official data's team and edition "loric").
//!
//! Facts (ids, teams, night positions, reminder tokens, setup flags) follow the official data;
//! French names follow Pocket Grimoire's French data, except for the Loric it does not name
//! (Big Wig, God of Ug, Hindu, Knaves, Pope, Tor, Ventriloquist, Zenomancer: ours). Abilities
//! and prompts are our own words.
//!
//! Setup effects: a bracket the engine can count is given as such (the Lord of Typhon's extra
//! Minion, the Marionette kept out of the bag and seated by the Demon, the Kazali's Townsfolk
//! in the Minions' seats and the Kazali's and the Xaan's any number of Outsiders); any other
//! bracket, or a character that changes setup in a way the counts cannot say (the official
//! `setup` flag), is [`SetupEffect::Manual`]: the setup screen shows it and the Storyteller
//! applies it.

use super::*;
use Team::Loric;

const CAROUSEL: Option<Edition> = Some(Edition::Carousel);

const HARPY: Text = t(
    "The Harpy points at two players. Wake the first, show the Harpy token and point at the \
     second: tomorrow the first must act convinced the second is evil, or one or both may die.",
    "La Harpie désigne deux joueurs. Réveillez le premier, montrez le jeton Harpie et désignez \
     le second : demain, le premier doit se montrer convaincu que le second est maléfique, sinon \
     l'un d'eux ou les deux peuvent mourir.",
);
const FEARMONGER: Text = t(
    "The Fearmonger points at a player; mark them Fear. If the mark moved to a new player, \
     tell everyone at dawn that the Fearmonger chose someone new.",
    "L'Épouvanteur désigne un joueur ; marquez-le Peur. Si la marque a changé de joueur, \
     annoncez à l'aube que l'Épouvanteur a choisi quelqu'un d'autre.",
);
const MEZEPHELES_OTHER: Text = t(
    "If a good player said the Mezepheles's word today (marked Turns Evil), wake them and tell \
     them they are now evil; mark the Mezepheles No Ability.",
    "Si un joueur bon a prononcé le mot du Mezepheles aujourd'hui (marqué Devient maléfique), \
     réveillez-le et dites-lui qu'il est désormais maléfique ; marquez le Mezepheles Sans \
     capacité.",
);
const WIZARD: Text = t(
    "If the Wizard makes a wish tonight, hear it; if you grant it, decide its cost and leave a \
     clue (the ? tokens).",
    "Si le Sorcier fait un vœu cette nuit, écoutez-le ; si vous l'exaucez, décidez de son prix \
     et laissez un indice (les jetons ?).",
);
const XAAN: Text = t(
    "If tonight's number equals the Outsiders in play at setup (the X token), every Townsfolk \
     is poisoned until dusk. Move the night token on.",
    "Si le numéro de cette nuit est égal au nombre d'Étrangers en jeu à la mise en place (le \
     jeton X), tous les Villageois sont empoisonnés jusqu'au crépuscule. Avancez le jeton de \
     nuit.",
);
const WRAITH: Text = t(
    "The Wraith may open their eyes tonight: wake them whenever other evil players wake.",
    "Le Spectre peut ouvrir les yeux cette nuit : réveillez-le chaque fois que d'autres joueurs \
     maléfiques se réveillent.",
);
const ORGAN_GRINDER: Text = t(
    "The Organ Grinder nods to be drunk until dusk, or shakes their head to stay sober; mark \
     them Drunk if they nod.",
    "L'Organiste Barbare hoche la tête pour être ivre jusqu'au crépuscule, ou la secoue pour \
     rester sobre ; marquez-le Ivre s'il hoche la tête.",
);
const DEMON_KILLS: Text = t(
    "The Demon points at a player: they die.",
    "Le Démon désigne un joueur : il meurt.",
);

pub(super) const ROWS: &[CharacterDef] = &[
    // Minions
    CharacterDef {
        id: "mezepheles",
        name: n("Mezepheles", "Mezepheles"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("mezepheles")),
        other_night: Some(other("mezepheles")),
        first_night_prompt: Some(t(
            "Show the Mezepheles their secret word.",
            "Montrez au Mezepheles son mot secret.",
        )),
        other_night_prompt: Some(MEZEPHELES_OTHER),
        reminders: &[
            r("Turns Evil", "Devient maléfique"),
            r("No Ability", "Sans capacité"),
        ],
        setup: &[],
        // The word is the Storyteller's; it works for the first good player only.
        flags: Flags {
            once_per_game: true,
            ..STORYTELLER
        },
        ability: t(
            "Knows a secret word from the first night; the first good player to say it aloud \
             turns evil that night.",
            "Connaît un mot secret dès la première nuit ; le premier joueur bon qui le prononce \
             devient maléfique la nuit suivante.",
        ),
    },
    CharacterDef {
        id: "harpy",
        name: n("Harpy", "Harpie"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("harpy")),
        other_night: Some(other("harpy")),
        first_night_prompt: Some(HARPY),
        other_night_prompt: Some(HARPY),
        reminders: &[r("Mad", "Fou"), r("2nd", "2e")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks two players: the next day, the first must seem convinced the \
             second is evil, or either of them may die.",
            "Chaque nuit, choisit deux joueurs : le lendemain, le premier doit sembler convaincu \
             que le second est maléfique, sinon l'un ou l'autre peut mourir.",
        ),
    },
    CharacterDef {
        id: "fearmonger",
        name: n("Fearmonger", "Épouvanteur"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("fearmonger")),
        other_night: Some(other("fearmonger")),
        first_night_prompt: Some(FEARMONGER),
        other_night_prompt: Some(FEARMONGER),
        reminders: &[r("Fear", "Peur")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Every night, picks a player; if the Fearmonger nominates that player and they are \
             executed, their team loses. Everyone hears when the pick changes.",
            "Chaque nuit, choisit un joueur ; si l'Épouvanteur le nomme et qu'il est exécuté, son \
             équipe perd. Tous apprennent quand le choix change.",
        ),
    },
    CharacterDef {
        id: "psychopath",
        name: n("Psychopath", "Psychopathe"),
        edition: CAROUSEL,
        team: Minion,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each day, before nominations, may publicly pick a player, who dies. If executed, \
             dies only on losing a game of rock-paper-scissors against the nominator.",
            "Chaque jour, avant les nominations, peut désigner publiquement un joueur, qui meurt. \
             S'il est exécuté, ne meurt que s'il perd une partie de pierre-feuille-ciseaux contre \
             celui qui l'a nommé.",
        ),
    },
    CharacterDef {
        id: "wizard",
        name: n("Wizard", "Sorcier"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("wizard")),
        other_night: Some(other("wizard")),
        first_night_prompt: Some(WIZARD),
        other_night_prompt: Some(WIZARD),
        reminders: &[r("?", "?")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..PLAYER
        },
        ability: t(
            "Once per game, may make a wish; if the Storyteller grants it, it may come at a cost \
             and leave a hint of what it was.",
            "Une fois par partie, peut faire un vœu ; si le Conteur l'exauce, il peut avoir un \
             prix et laisser un indice de sa nature.",
        ),
    },
    CharacterDef {
        id: "widow",
        name: n("Widow", "Veuve"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("widow")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show the Widow the grimoire for as long as they need; they point at a player: mark \
             them Poisoned. Then wake a good player of your choice, mark them Know and show them \
             the Widow token.",
            "Montrez le grimoire à la Veuve aussi longtemps qu'il lui faut ; elle désigne un \
             joueur : marquez-le Empoisonné. Réveillez ensuite un joueur bon de votre choix, \
             marquez-le Sait et montrez-lui le jeton Veuve.",
        )),
        other_night_prompt: None,
        reminders: &[r("Poisoned", "Empoisonné"), r("Know", "Sait")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "On the first night, sees the grimoire and picks a player, who stays poisoned; one \
             good player learns that a Widow is in play.",
            "La première nuit, voit le grimoire et choisit un joueur, qui reste empoisonné ; un \
             joueur bon apprend qu'une Veuve est en jeu.",
        ),
    },
    CharacterDef {
        id: "xaan",
        name: n("Xaan", "Xaan"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("xaan")),
        other_night: Some(other("xaan")),
        first_night_prompt: Some(XAAN),
        other_night_prompt: Some(XAAN),
        reminders: &[
            r("Night 1", "Nuit 1"),
            r("Night 2", "Nuit 2"),
            r("Night 3", "Nuit 3"),
            r("X", "X"),
        ],
        setup: &[SetupEffect::OutsidersAny],
        flags: NONE,
        ability: t(
            "On night X, every Townsfolk is poisoned until dusk. There are X Outsiders, X being \
             the Storyteller's pick.",
            "La nuit X, tous les Villageois sont empoisonnés jusqu'au crépuscule. Il y a X \
             Étrangers, X étant choisi par le Conteur.",
        ),
    },
    CharacterDef {
        id: "marionette",
        name: n("Marionette", "Marionnette"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("marionette")),
        other_night: None,
        first_night_prompt: Some(t(
            "Wake the Demon, show the Marionette token and point at the Marionette.",
            "Réveillez le Démon, montrez le jeton Marionnette et désignez la Marionnette.",
        )),
        other_night_prompt: None,
        reminders: &[rg("Is The Marionette", "Est la Marionnette")],
        setup: &[
            NotInBag {
                shown_as: Townsfolk,
            },
            SetupEffect::NeighboursDemon,
        ],
        flags: NONE,
        ability: t(
            "Believes they are a good character but is a Minion sitting next to the Demon, who \
             knows them.",
            "Se croit un personnage bon mais est un Sbire assis à côté du Démon, qui le connaît.",
        ),
    },
    CharacterDef {
        id: "wraith",
        name: n("Wraith", "Spectre"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("wraith")),
        other_night: Some(other("wraith")),
        first_night_prompt: Some(WRAITH),
        other_night_prompt: Some(WRAITH),
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "May keep their eyes open at night, and is woken whenever other evil players are.",
            "Peut garder les yeux ouverts la nuit, et est réveillé chaque fois que d'autres \
             joueurs maléfiques le sont.",
        ),
    },
    CharacterDef {
        id: "summoner",
        name: n("Summoner", "Invocateur"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("summoner")),
        other_night: Some(other("summoner")),
        first_night_prompt: Some(t(
            "Show the Summoner three good characters not in play as bluffs (none to an Alchemist \
             with the ability); mark Night 1.",
            "Montrez à l'Invocateur trois personnages bons hors jeu comme bluffs (aucun à un \
             Alchimiste qui a la capacité) ; marquez Nuit 1.",
        )),
        other_night_prompt: Some(t(
            "Move the night token on. On the third night, the Summoner points at a player and at \
             a Demon: that player becomes that Demon and evil; wake them and tell them. (An \
             Alchemist with the ability points at the Demon only: you pick the player.)",
            "Avancez le jeton de nuit. La troisième nuit, l'Invocateur désigne un joueur et un \
             Démon : ce joueur devient ce Démon et maléfique ; réveillez-le et dites-le-lui. (Un \
             Alchimiste qui a la capacité ne désigne que le Démon : vous choisissez le joueur.)",
        )),
        reminders: &[
            r("Night 1", "Nuit 1"),
            r("Night 2", "Nuit 2"),
            r("Night 3", "Nuit 3"),
        ],
        setup: &[SetupEffect::NoDemon],
        flags: PLAYER,
        ability: t(
            "Gets three bluffs; on the third night, makes a player an evil Demon of their choice. \
             No Demon starts in play.",
            "Reçoit trois bluffs ; la troisième nuit, fait d'un joueur un Démon maléfique de son \
             choix. Aucun Démon n'est en jeu au départ.",
        ),
    },
    CharacterDef {
        id: "goblin",
        name: n("Goblin", "Gobelin"),
        edition: CAROUSEL,
        team: Minion,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Claimed", "Revendiqué")],
        setup: &[],
        flags: NONE,
        ability: t(
            "If they say publicly that they are the Goblin when nominated, and are executed that \
             day, evil wins.",
            "S'il déclare publiquement être le Gobelin quand il est nommé, et qu'il est exécuté \
             ce jour-là, le Mal gagne.",
        ),
    },
    CharacterDef {
        id: "boomdandy",
        name: n("Boomdandy", "Dynamiteur"),
        edition: CAROUSEL,
        team: Minion,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // What happens is fixed; the players point, no one "chooses" for the ability.
        flags: Flags {
            triggers_on_death: true,
            ..NONE
        },
        ability: t(
            "If executed, every player but three dies; a minute later, the player most pointed \
             at by the others dies too.",
            "S'il est exécuté, tous les joueurs sauf trois meurent ; une minute plus tard, le \
             joueur le plus désigné par les autres meurt aussi.",
        ),
    },
    CharacterDef {
        id: "vizier",
        name: n("Vizier", "Vizir"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("vizier")),
        other_night: None,
        first_night_prompt: Some(t(
            "At dawn, announce who the Vizier is.",
            "À l'aube, annoncez qui est le Vizir.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Everyone knows who the Vizier is. Cannot die by day; when good players voted, may \
             have the nominee executed at once.",
            "Tous savent qui est le Vizir. Ne peut pas mourir le jour ; quand des joueurs bons \
             ont voté, peut faire exécuter le joueur nommé sur-le-champ.",
        ),
    },
    CharacterDef {
        id: "organgrinder",
        name: n("Organ Grinder", "Organiste Barbare"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("organgrinder")),
        other_night: Some(other("organgrinder")),
        first_night_prompt: Some(ORGAN_GRINDER),
        other_night_prompt: Some(ORGAN_GRINDER),
        reminders: &[r("About To Die", "Va mourir"), r("Drunk", "Ivre")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Everyone votes with eyes closed and the count stays secret; each night, chooses \
             whether to be drunk until dusk.",
            "Tous votent les yeux fermés et le décompte reste secret ; chaque nuit, choisit \
             d'être ivre ou non jusqu'au crépuscule.",
        ),
    },
    CharacterDef {
        id: "boffin",
        name: n("Boffin", "Scientifique"),
        edition: CAROUSEL,
        team: Minion,
        first_night: Some(first("boffin")),
        other_night: None,
        first_night_prompt: Some(t(
            "Wake the Boffin and show them a good character not in play; then wake the Demon and \
             show them the same character: the Demon has its ability.",
            "Réveillez le Scientifique et montrez-lui un personnage bon hors jeu ; réveillez \
             ensuite le Démon et montrez-lui le même personnage : le Démon a sa capacité.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "The Demon has the ability of a good character not in play, even while drunk or \
             poisoned; the Boffin and the Demon both know which.",
            "Le Démon a la capacité d'un personnage bon hors jeu, même ivre ou empoisonné ; le \
             Scientifique et le Démon savent lequel.",
        ),
    },
    // Demons
    CharacterDef {
        id: "yaggababble",
        name: n("Yaggababble", "Yaggablabla"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("yaggababble")),
        other_night: Some(other("yaggababble")),
        first_night_prompt: Some(t(
            "Show the Yaggababble their secret phrase.",
            "Montrez au Yaggablabla sa phrase secrète.",
        )),
        other_night_prompt: Some(t(
            "For each time the Yaggababble said the phrase aloud today, you may kill a player \
             (mark Dead).",
            "Pour chaque fois où le Yaggablabla a prononcé sa phrase aujourd'hui, vous pouvez \
             tuer un joueur (marquez Mort).",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Knows a secret phrase; each time they say it aloud by day, a player may die that \
             night.",
            "Connaît une phrase secrète ; chaque fois qu'il la prononce le jour, un joueur peut \
             mourir la nuit suivante.",
        ),
    },
    CharacterDef {
        id: "lilmonsta",
        name: n("Lil' Monsta", "P'tit Monstre"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("lilmonsta")),
        other_night: Some(other("lilmonsta")),
        first_night_prompt: Some(t(
            "Wake the Minions: they point at one of them, who minds Lil' Monsta; mark that \
             player Is The Demon and show them the Lil' Monsta token.",
            "Réveillez les Sbires : ils désignent l'un d'eux, qui garde le P'tit Monstre ; \
             marquez ce joueur Est le Démon et montrez-lui le jeton P'tit Monstre.",
        )),
        other_night_prompt: Some(t(
            "Wake the Minions to pick who minds Lil' Monsta tonight (move Is The Demon); then \
             you may kill a player (mark Dead).",
            "Réveillez les Sbires pour choisir qui garde le P'tit Monstre cette nuit (déplacez \
             Est le Démon) ; vous pouvez ensuite tuer un joueur (marquez Mort).",
        )),
        reminders: &[rg("Is The Demon", "Est le Démon"), rg("Dead", "Mort")],
        setup: &[SetupEffect::Minions(1), SetupEffect::HeldByNoOne],
        flags: PLAYER,
        ability: t(
            "No player draws it: each night the Minions pick one of them to mind it, who counts \
             as the Demon; each night except the first, a player may die. One Minion more.",
            "Aucun joueur ne le tire : chaque nuit, les Sbires choisissent l'un d'eux pour le \
             garder, qui compte comme le Démon ; chaque nuit sauf la première, un joueur peut \
             mourir. Un Sbire de plus.",
        ),
    },
    CharacterDef {
        id: "ojo",
        name: n("Ojo", "Ojo"),
        edition: CAROUSEL,
        team: Demon,
        first_night: None,
        other_night: Some(other("ojo")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Ojo points at a character on the sheet: its player dies. If no one has it, \
             choose who dies (one player or more).",
            "L'Ojo désigne un personnage sur la feuille : son joueur meurt. Si personne ne l'a, \
             choisissez qui meurt (un joueur ou plus).",
        )),
        reminders: &[r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, names a character, whose player dies; if it is not \
             in play, the Storyteller picks who dies.",
            "Chaque nuit sauf la première, nomme un personnage, dont le joueur meurt ; s'il \
             n'est pas en jeu, le Conteur choisit qui meurt.",
        ),
    },
    CharacterDef {
        id: "kazali",
        name: n("Kazali", "Kazali"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("kazali")),
        other_night: Some(other("kazali")),
        first_night_prompt: Some(t(
            "The Kazali points at a player and names a Minion, once for each Minion of the \
             setup table: record each pick (the player becomes that Minion, evil; a Marionette \
             only beside the Kazali, and not told). Then wake each new Minion and show them \
             their Minion and that they are evil.",
            "Le Kazali désigne un joueur et nomme un Sbire, une fois par Sbire de la table de \
             mise en place : enregistrez chaque choix (le joueur devient ce Sbire, maléfique ; \
             une Marionnette seulement à côté du Kazali, et sans le lui dire). Puis réveillez \
             chaque nouveau Sbire et montrez-lui son Sbire et qu'il est maléfique.",
        )),
        other_night_prompt: Some(DEMON_KILLS),
        reminders: &[r("Dead", "Mort")],
        setup: &[SetupEffect::MinionsAsTownsfolk, SetupEffect::OutsidersAny],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a player, who dies. No Minions at setup: on the \
             first night, picks which players become its Minions; the Outsiders may change.",
            "Chaque nuit sauf la première, choisit un joueur, qui meurt. Pas de Sbires à la mise \
             en place : la première nuit, choisit quels joueurs deviennent ses Sbires ; le \
             nombre d'Étrangers peut changer.",
        ),
    },
    CharacterDef {
        id: "legion",
        name: n("Legion", "Légion"),
        edition: CAROUSEL,
        team: Demon,
        first_night: None,
        other_night: Some(other("legion")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "You may kill a player (mark Dead).",
            "Vous pouvez tuer un joueur (marquez Mort).",
        )),
        reminders: &[r("Dead", "Mort"), r("About To Die", "Va mourir")],
        setup: &[SetupEffect::Majority],
        flags: STORYTELLER,
        ability: t(
            "Most players are Legion. Each night except the first, a player may die; an \
             execution fails if only evil players voted. Also registers as a Minion.",
            "La plupart des joueurs sont Légion. Chaque nuit sauf la première, un joueur peut \
             mourir ; une exécution échoue si seuls des joueurs maléfiques ont voté. Est aussi \
             perçu comme un Sbire.",
        ),
    },
    CharacterDef {
        id: "lordoftyphon",
        name: n("Lord of Typhon", "Seigneur du Typhon"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("lordoftyphon")),
        other_night: Some(other("lordoftyphon")),
        first_night_prompt: Some(t(
            "Wake the players on each side of the Lord of Typhon: show each their Minion token \
             and that they are evil.",
            "Réveillez les joueurs de chaque côté du Seigneur du Typhon : montrez à chacun son \
             jeton de Sbire et qu'il est maléfique.",
        )),
        other_night_prompt: Some(DEMON_KILLS),
        reminders: &[r("Dead", "Mort")],
        setup: &[SetupEffect::Minions(1), SetupEffect::OutsidersAny],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a player, who dies. The evil players sit in a \
             row with it in the middle; one Minion more, and the Outsiders may change.",
            "Chaque nuit sauf la première, choisit un joueur, qui meurt. Les joueurs maléfiques \
             sont assis en rang avec lui au milieu ; un Sbire de plus, et le nombre d'Étrangers \
             peut changer.",
        ),
    },
    CharacterDef {
        id: "lleech",
        name: n("Lleech", "Sangsue"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("lleech")),
        other_night: Some(other("lleech")),
        first_night_prompt: Some(t(
            "The Lleech points at a player, its host: mark them Poisoned.",
            "La Sangsue désigne un joueur, son hôte : marquez-le Empoisonné.",
        )),
        other_night_prompt: Some(DEMON_KILLS),
        reminders: &[r("Dead", "Mort"), r("Poisoned", "Empoisonné")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a player, who dies. Starts by picking a host, \
             who stays poisoned; the Lleech dies when, and only when, the host is dead.",
            "Chaque nuit sauf la première, choisit un joueur, qui meurt. Choisit d'abord un \
             hôte, qui reste empoisonné ; la Sangsue meurt quand l'hôte est mort, et seulement \
             alors.",
        ),
    },
    CharacterDef {
        id: "alhadikhia",
        name: n("Al-Hadikhia", "Al-Hadikhia"),
        edition: CAROUSEL,
        team: Demon,
        first_night: None,
        other_night: Some(other("alhadikhia")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Al-Hadikhia may point at three players (mark 1, 2, 3). Wake each in turn and \
             say who was chosen: they nod to live or shake their head to die. If all three chose \
             to live, all three die. Announce the three at dawn.",
            "L'Al-Hadikhia peut désigner trois joueurs (marquez 1, 2, 3). Réveillez-les tour à \
             tour en disant qui a été choisi : chacun hoche la tête pour vivre ou la secoue pour \
             mourir. Si les trois ont choisi de vivre, les trois meurent. Annoncez les trois à \
             l'aube.",
        )),
        reminders: &[r("1", "1"), r("2", "2"), r("3", "3")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, may pick three players, named to all; each secretly \
             chooses to live or die, but if all three live, all three die.",
            "Chaque nuit sauf la première, peut choisir trois joueurs, annoncés à tous ; chacun \
             choisit en secret de vivre ou de mourir, mais si les trois vivent, les trois \
             meurent.",
        ),
    },
    CharacterDef {
        id: "riot",
        name: n("Riot", "Émeutier"),
        edition: CAROUSEL,
        team: Demon,
        first_night: None,
        other_night: Some(other("riot")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Move the Riot's day token on; on the third day, the Minions become Riot.",
            "Avancez le jeton de jour de l'Émeutier ; le troisième jour, les Sbires deviennent \
             Émeutiers.",
        )),
        reminders: &[
            r("Day 1", "Jour 1"),
            r("Day 2", "Jour 2"),
            r("Day 3", "Jour 3"),
        ],
        setup: &[],
        flags: NONE,
        ability: t(
            "On the third day, the Minions become Riot too: every nominee dies but first \
             nominates a living player at once. This must happen.",
            "Le troisième jour, les Sbires deviennent aussi Émeutiers : chaque joueur nommé meurt \
             mais nomme d'abord aussitôt un joueur vivant. Cela doit arriver.",
        ),
    },
    CharacterDef {
        id: "leviathan",
        name: n("Leviathan", "Léviathan"),
        edition: CAROUSEL,
        team: Demon,
        first_night: Some(first("leviathan")),
        other_night: Some(other("leviathan")),
        first_night_prompt: Some(t(
            "At dawn, announce that the Leviathan is in play.",
            "À l'aube, annoncez que le Léviathan est en jeu.",
        )),
        other_night_prompt: Some(t(
            "At dawn, move the day token on: after the fifth day, evil wins.",
            "À l'aube, avancez le jeton de jour : après le cinquième jour, le Mal gagne.",
        )),
        reminders: &[
            r("Day 1", "Jour 1"),
            r("Day 2", "Jour 2"),
            r("Day 3", "Jour 3"),
            r("Day 4", "Jour 4"),
            r("Day 5", "Jour 5"),
            r("Good Player Executed", "Joueur bon exécuté"),
        ],
        setup: &[],
        flags: NONE,
        ability: t(
            "Everyone knows the Leviathan is in play. Evil wins once a second good player is \
             executed, or when the fifth day is over.",
            "Tous savent que le Léviathan est en jeu. Le Mal gagne dès qu'un deuxième joueur bon \
             est exécuté, ou à la fin du cinquième jour.",
        ),
    },
    // Travellers
    CharacterDef {
        id: "cacklejack",
        name: n("Cacklejack", "Voltingue"),
        edition: CAROUSEL,
        team: Traveller,
        first_night: None,
        other_night: Some(other("cacklejack")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "Pick a player other than the one the Cacklejack chose today (marked Not Me): give \
             them a new character, then wake them and show it.",
            "Choisissez un joueur autre que celui que le Voltingue a désigné aujourd'hui (marqué \
             Pas moi) : donnez-lui un nouveau personnage, puis réveillez-le et montrez-le-lui.",
        )),
        reminders: &[r("Not Me", "Pas moi")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each day, picks a player; that night, some other player changes character.",
            "Chaque jour, choisit un joueur ; la nuit suivante, un autre joueur change de \
             personnage.",
        ),
    },
    CharacterDef {
        id: "gangster",
        name: n("Gangster", "Gangster"),
        edition: CAROUSEL,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Once per day, may kill a living neighbour if their other living neighbour agrees.",
            "Une fois par jour, peut tuer un voisin vivant si son autre voisin vivant est \
             d'accord.",
        ),
    },
    CharacterDef {
        id: "gnome",
        name: n("Gnome", "Gnome"),
        edition: CAROUSEL,
        team: Traveller,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Amigo", "Amigo")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Everyone starts knowing a player on the Gnome's team (the Amigo); the Gnome may \
             kill anyone who nominates that player.",
            "Tous savent dès le départ qu'un joueur est dans l'équipe du Gnome (l'Amigo) ; le \
             Gnome peut tuer quiconque nomme ce joueur.",
        ),
    },
    // Loric (the Storm Catcher, the Bootlegger and the Gardener are in `fabled.rs`)
    CharacterDef {
        id: "bigwig",
        name: n("Big Wig", "Gros Bonnet"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // The nominee picks the speaker.
        flags: PLAYER,
        ability: t(
            "Each nominee picks a player who alone may speak until the vote; that player must \
             seem convinced the nominee is good, or may die.",
            "Chaque joueur nommé choisit un joueur qui seul peut parler jusqu'au vote ; celui-ci \
             doit sembler convaincu que le joueur nommé est bon, sinon il peut mourir.",
        ),
    },
    CharacterDef {
        id: "godofug",
        name: n("God of Ug", "Dieu d'Ug"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Hat", "Chapeau")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "One player wears the Ug hat: they may utter only one sound at a time and their vote \
             counts twice; if they slip, the hat moves on.",
            "Un joueur porte le chapeau d'Ug : il ne peut émettre qu'un son à la fois et son vote \
             compte double ; s'il se trompe, le chapeau change de tête.",
        ),
    },
    CharacterDef {
        id: "hindu",
        name: n("Hindu", "Hindou"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "The first four players to die come straight back as Travellers on the same team.",
            "Les quatre premiers joueurs qui meurent reviennent aussitôt comme Voyageurs de la \
             même équipe.",
        ),
    },
    CharacterDef {
        id: "knaves",
        name: n("Knaves", "Fripons"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Two Storytellers run the game, one lying and one truthful; once per game, at dusk, \
             they may swap.",
            "Deux Conteurs mènent la partie, l'un ment et l'autre dit vrai ; une fois par \
             partie, au crépuscule, ils peuvent échanger.",
        ),
    },
    CharacterDef {
        id: "pope",
        name: n("Pope", "Pape"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[SetupEffect::Manual],
        flags: STORYTELLER,
        ability: t(
            "Some good characters are in play more than once, and may also be among the bluffs.",
            "Certains personnages bons sont en jeu plusieurs fois, et peuvent aussi faire partie \
             des bluffs.",
        ),
    },
    CharacterDef {
        id: "tor",
        name: n("Tor", "Tor"),
        edition: None,
        team: Loric,
        first_night: Some(first("tor")),
        other_night: Some(other("tor")),
        first_night_prompt: Some(t(
            "Give no Minion or Demon information tonight: nobody knows their character.",
            "Ne donnez pas les informations des Sbires et du Démon cette nuit : personne ne \
             connaît son personnage.",
        )),
        other_night_prompt: Some(t(
            "Wake each player who died tonight: show them their character and, with a thumb, \
             their team.",
            "Réveillez chaque joueur mort cette nuit : montrez-lui son personnage et, d'un pouce, \
             son équipe.",
        )),
        reminders: &[],
        setup: &[SetupEffect::Manual],
        flags: NONE,
        ability: t(
            "Players do not know their character or team; each learns them on dying. The \
             Storyteller places the characters without the bag.",
            "Les joueurs ne connaissent ni leur personnage ni leur équipe ; chacun les apprend en \
             mourant. Le Conteur place les personnages sans le sac.",
        ),
    },
    CharacterDef {
        id: "ventriloquist",
        name: n("Ventriloquist", "Ventriloque"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Mad", "Fou")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "A player who acts convinced, during their own nomination, that they are a character \
             new to the game may survive an execution that day.",
            "Un joueur qui se montre convaincu, pendant sa propre nomination, d'être un \
             personnage nouveau dans la partie peut survivre à une exécution ce jour-là.",
        ),
    },
    CharacterDef {
        id: "zenomancer",
        name: n("Zenomancer", "Zénomancien"),
        edition: None,
        team: Loric,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Goal", "Objectif")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "The Storyteller may give players secret goals; a player who reaches one learns \
             something true.",
            "Le Conteur peut donner des objectifs secrets à des joueurs ; un joueur qui en \
             atteint un apprend quelque chose de vrai.",
        ),
    },
];

#[cfg(test)]
mod tests {
    use super::super::CHARACTERS;
    use super::*;
    use crate::character::official;
    use Team::{Demon, Fabled, Minion, Traveller};

    /// One character's facts, as `/work/shared/botc/characters-official.json` (the publisher's
    /// `roles.json` and `nightsheet.json`, Pocket Grimoire's French names) gives them: every
    /// character of the official data whose team is Minion, Demon, Traveller, Fabled or Loric
    /// and whose edition is not one of the three base editions nor "fabled" (the twelve Fabled
    /// of `fabled.rs`). Reminders are listed once each.
    struct Fact {
        id: &'static str,
        en: &'static str,
        fr: Option<&'static str>,
        team: Team,
        first: Option<u16>,
        other: Option<u16>,
        setup: bool,
        reminders: &'static [&'static str],
        global: &'static [&'static str],
    }

    #[rustfmt::skip]
    const FACTS: &[Fact] = &[
    Fact { id: "mezepheles", en: "Mezepheles", fr: Some("Mezepheles"), team: Minion, first: Some(45), other: Some(31), setup: false, reminders: &["Turns Evil", "No Ability"], global: &[] },
    Fact { id: "harpy", en: "Harpy", fr: Some("Harpie"), team: Minion, first: Some(44), other: Some(30), setup: false, reminders: &["Mad", "2nd"], global: &[] },
    Fact { id: "fearmonger", en: "Fearmonger", fr: Some("Épouvanteur"), team: Minion, first: Some(43), other: Some(29), setup: false, reminders: &["Fear"], global: &[] },
    Fact { id: "psychopath", en: "Psychopath", fr: Some("Psychopathe"), team: Minion, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "wizard", en: "Wizard", fr: Some("Sorcier"), team: Minion, first: Some(35), other: Some(19), setup: false, reminders: &["?"], global: &[] },
    Fact { id: "widow", en: "Widow", fr: Some("Veuve"), team: Minion, first: Some(33), other: None, setup: false, reminders: &["Poisoned", "Know"], global: &[] },
    Fact { id: "xaan", en: "Xaan", fr: Some("Xaan"), team: Minion, first: Some(31), other: Some(15), setup: true, reminders: &["Night 1", "Night 2", "Night 3", "X"], global: &[] },
    Fact { id: "marionette", en: "Marionette", fr: Some("Marionnette"), team: Minion, first: Some(26), other: None, setup: true, reminders: &[], global: &["Is The Marionette"] },
    Fact { id: "wraith", en: "Wraith", fr: Some("Spectre"), team: Minion, first: Some(5), other: Some(3), setup: false, reminders: &[], global: &[] },
    Fact { id: "summoner", en: "Summoner", fr: Some("Invocateur"), team: Minion, first: Some(22), other: Some(33), setup: true, reminders: &["Night 1", "Night 2", "Night 3"], global: &[] },
    Fact { id: "goblin", en: "Goblin", fr: Some("Gobelin"), team: Minion, first: None, other: None, setup: false, reminders: &["Claimed"], global: &[] },
    Fact { id: "boomdandy", en: "Boomdandy", fr: Some("Dynamiteur"), team: Minion, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "vizier", en: "Vizier", fr: Some("Vizir"), team: Minion, first: Some(79), other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "organgrinder", en: "Organ Grinder", fr: Some("Organiste Barbare"), team: Minion, first: Some(38), other: Some(24), setup: false, reminders: &["About To Die", "Drunk"], global: &[] },
    Fact { id: "boffin", en: "Boffin", fr: Some("Scientifique"), team: Minion, first: Some(12), other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "yaggababble", en: "Yaggababble", fr: Some("Yaggablabla"), team: Demon, first: Some(16), other: Some(53), setup: false, reminders: &["Dead"], global: &[] },
    Fact { id: "lilmonsta", en: "Lil' Monsta", fr: Some("P'tit Monstre"), team: Demon, first: Some(29), other: Some(52), setup: true, reminders: &[], global: &["Is The Demon", "Dead"] },
    Fact { id: "ojo", en: "Ojo", fr: Some("Ojo"), team: Demon, first: None, other: Some(49), setup: false, reminders: &["Dead"], global: &[] },
    Fact { id: "kazali", en: "Kazali", fr: Some("Kazali"), team: Demon, first: Some(7), other: Some(54), setup: true, reminders: &["Dead"], global: &[] },
    Fact { id: "legion", en: "Legion", fr: Some("Légion"), team: Demon, first: None, other: Some(38), setup: true, reminders: &["Dead", "About To Die"], global: &[] },
    Fact { id: "lordoftyphon", en: "Lord of Typhon", fr: Some("Seigneur du Typhon"), team: Demon, first: Some(6), other: Some(47), setup: true, reminders: &["Dead"], global: &[] },
    Fact { id: "lleech", en: "Lleech", fr: Some("Sangsue"), team: Demon, first: Some(30), other: Some(51), setup: false, reminders: &["Dead", "Poisoned"], global: &[] },
    Fact { id: "alhadikhia", en: "Al-Hadikhia", fr: Some("Al-Hadikhia"), team: Demon, first: None, other: Some(50), setup: false, reminders: &["1", "2", "3"], global: &[] },
    Fact { id: "riot", en: "Riot", fr: Some("Émeutier"), team: Demon, first: None, other: Some(96), setup: false, reminders: &["Day 1", "Day 2", "Day 3"], global: &[] },
    Fact { id: "leviathan", en: "Leviathan", fr: Some("Léviathan"), team: Demon, first: Some(78), other: Some(98), setup: false, reminders: &["Day 1", "Day 2", "Day 3", "Day 4", "Day 5", "Good Player Executed"], global: &[] },
    Fact { id: "cacklejack", en: "Cacklejack", fr: Some("Voltingue"), team: Traveller, first: None, other: Some(4), setup: false, reminders: &["Not Me"], global: &[] },
    Fact { id: "gangster", en: "Gangster", fr: Some("Gangster"), team: Traveller, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "gnome", en: "Gnome", fr: Some("Gnome"), team: Traveller, first: None, other: None, setup: false, reminders: &["Amigo"], global: &[] },
    Fact { id: "deusexfiasco", en: "Deus ex Fiasco", fr: Some("Deus ex Fiasco"), team: Fabled, first: None, other: None, setup: true, reminders: &["Whoopsie"], global: &[] },
    Fact { id: "ferryman", en: "Ferryman", fr: Some("Passeur"), team: Fabled, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "bootlegger", en: "Bootlegger", fr: Some("Contrebandier"), team: Loric, first: None, other: None, setup: true, reminders: &["?"], global: &[] },
    Fact { id: "bigwig", en: "Big Wig", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "gardener", en: "Gardener", fr: Some("Jardinier"), team: Loric, first: None, other: None, setup: true, reminders: &[], global: &[] },
    Fact { id: "godofug", en: "God of Ug", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &["Hat"], global: &[] },
    Fact { id: "hindu", en: "Hindu", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "knaves", en: "Knaves", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &[], global: &[] },
    Fact { id: "pope", en: "Pope", fr: None, team: Loric, first: None, other: None, setup: true, reminders: &[], global: &[] },
    Fact { id: "stormcatcher", en: "Storm Catcher", fr: Some("Attrape-Tempête"), team: Loric, first: Some(4), other: None, setup: false, reminders: &["Stormcaught"], global: &[] },
    Fact { id: "tor", en: "Tor", fr: None, team: Loric, first: Some(18), other: Some(73), setup: true, reminders: &[], global: &[] },
    Fact { id: "ventriloquist", en: "Ventriloquist", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &["Mad"], global: &[] },
    Fact { id: "zenomancer", en: "Zenomancer", fr: None, team: Loric, first: None, other: None, setup: false, reminders: &["Goal"], global: &[] },
    ];

    /// 15 carousel Minions, 10 Demons, 3 Travellers, 2 Fabled and 11 Loric.
    #[test]
    fn the_facts_cover_every_official_character_of_these_teams() {
        let count = |team| FACTS.iter().filter(|f| f.team == team).count();
        assert_eq!(count(Minion), 15);
        assert_eq!(count(Demon), 10);
        assert_eq!(count(Traveller), 3);
        assert_eq!(count(Fabled), 2);
        assert_eq!(count(Team::Loric), 11);
        assert_eq!(
            CHARACTERS.iter().filter(|c| c.team == Team::Loric).count(),
            11
        );
    }

    /// Every official id of these teams is in the table with its name, team, night positions,
    /// setup flag and reminder tokens; carousel Minions, Demons and Travellers have the carousel
    /// edition, Fabled and Loric none.
    #[test]
    fn every_official_character_is_in_the_table_as_the_facts_say() {
        for f in FACTS {
            let c = official(f.id).unwrap_or_else(|| panic!("{} missing", f.id));
            assert_eq!(c.name.en(), f.en, "{}", f.id);
            if let Some(fr) = f.fr {
                assert_eq!(c.name.fr(), fr, "{}", f.id);
            }
            assert_eq!(c.team, f.team, "{}", f.id);
            assert_eq!(c.first_night, f.first, "{} first night", f.id);
            assert_eq!(c.other_night, f.other, "{} other nights", f.id);
            assert_eq!(c.modifies_setup(), f.setup, "{} setup", f.id);
            let edition = if f.team.is_storyteller() {
                None
            } else {
                Some(Edition::Carousel)
            };
            assert_eq!(c.edition, edition, "{}", f.id);
            let listed: Vec<(&str, bool)> = c.reminders.iter().map(|r| (r.id, r.global)).collect();
            let facts: Vec<(&str, bool)> = f
                .reminders
                .iter()
                .map(|r| (*r, false))
                .chain(f.global.iter().map(|r| (*r, true)))
                .collect();
            assert_eq!(listed, facts, "{} reminders", f.id);
        }
    }

    /// Every text of these rows is written in English and in French: name, ability, a prompt
    /// for each night the character wakes (and none otherwise), reminder tokens.
    #[test]
    fn every_text_is_in_both_languages() {
        let filled = |t: &Text, what: &str| {
            assert!(!t.en().trim().is_empty(), "{what}: no English");
            assert!(!t.fr().trim().is_empty(), "{what}: no French");
        };
        for f in FACTS {
            let c = official(f.id).unwrap();
            filled(&c.name, f.id);
            filled(&c.ability, f.id);
            assert_eq!(
                c.first_night_prompt.is_some(),
                f.first.is_some(),
                "{}",
                f.id
            );
            assert_eq!(
                c.other_night_prompt.is_some(),
                f.other.is_some(),
                "{}",
                f.id
            );
            for p in c
                .first_night_prompt
                .iter()
                .chain(c.other_night_prompt.iter())
            {
                filled(p, f.id);
            }
            for r in c.reminders {
                filled(&r.text, r.id);
            }
        }
    }

    /// The rows of this file are the carousel Minions, Demons and Travellers and the Loric not
    /// in `fabled.rs`, each of them in the facts.
    #[test]
    fn this_file_holds_only_characters_of_the_facts() {
        assert_eq!(ROWS.len(), 15 + 10 + 3 + 8);
        for c in ROWS {
            assert!(FACTS.iter().any(|f| f.id == c.id), "{}", c.id);
        }
    }

    /// The setup brackets the engine counts: the Lord of Typhon's extra Minion, the Marionette
    /// out of the bag (shown a Townsfolk) and beside the Demon, the Kazali's Townsfolk for
    /// Minions and the Kazali's, the Xaan's and the Lord of Typhon's any number of Outsiders.
    #[test]
    fn setup_effects_the_engine_counts() {
        assert_eq!(
            official("kazali").unwrap().setup,
            &[SetupEffect::MinionsAsTownsfolk, SetupEffect::OutsidersAny]
        );
        assert_eq!(
            official("xaan").unwrap().setup,
            &[SetupEffect::OutsidersAny]
        );
        assert_eq!(
            official("lordoftyphon").unwrap().setup,
            &[SetupEffect::Minions(1), SetupEffect::OutsidersAny]
        );
        assert_eq!(
            official("marionette").unwrap().setup,
            &[
                SetupEffect::NotInBag {
                    shown_as: Townsfolk
                },
                SetupEffect::NeighboursDemon
            ]
        );
    }
}
