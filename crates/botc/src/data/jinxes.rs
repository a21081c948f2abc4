//! The official jinxes: one row per pair of characters (ids in alphabetical order, rows sorted),
//! with what changes when both are in play, in our own words (never the official wording).
//!
//! The pairs are facts (the publisher's `jinxes.json`, as `jinxes` in the shared facts file);
//! the rules are ours. Partners outside the table's editions are named by id: the table does
//! not need their rows. Rows that say the same thing for several pairs share one text.
//! Which rows the engine applies: [`crate::jinx`] and `docs/characters.md` ("Jinxes").

use super::*;

/// A row: the two character ids (`a` < `b`) and the rule.
pub type JinxRow = (&'static str, &'static str, Text);

/// The Heretic's jinxes: the pair is never in play together (applied by the setup check and
/// the draw, [`crate::jinx::never_together`]).
pub const ONLY_ONE: Text = t(
    "These two characters are never in play together.",
    "Ces deux personnages ne sont jamais en jeu ensemble.",
);
const ALCHEMIST_MINION: Text = t(
    "If the Alchemist would hold this Minion's ability, they hold none, and that Minion is in \
     play. After each execution, a living Alchemist may name a living player aloud as that \
     Minion: if right, the Demon must pick that player tonight.",
    "Si l'Alchimiste devait tenir la capacité de ce Sbire, il n'en a aucune, et ce Sbire est en \
     jeu. Après chaque exécution, l'Alchimiste vivant peut désigner à voix haute un joueur \
     vivant comme ce Sbire : s'il a raison, le Démon doit choisir ce joueur cette nuit.",
);
const BOFFIN_NOT: Text = t(
    "The Boffin cannot hand this ability to the Demon.",
    "Le Scientifique ne peut pas confier cette capacité au Démon.",
);
const BOFFIN_STAYS_EVIL: Text = t(
    "A Demon holding this ability through the Boffin cannot turn good by it.",
    "Un Démon qui tient cette capacité du Scientifique ne peut pas devenir bon par elle.",
);
pub const CANNIBAL_TOLD: Text = t(
    "A Cannibal who gains this Outsider's ability is told so.",
    "Un Cannibale qui obtient la capacité de cet Étranger en est informé.",
);
pub const PITHAG_STAYS_EVIL: Text = t(
    "If the Pit-Hag turns an evil player into this character, its own ability cannot make them \
     good.",
    "Si la Pit-Hag change un joueur maléfique en ce personnage, la capacité de celui-ci ne peut \
     pas le rendre bon.",
);
const PD_MINION_GAINS: Text = t(
    "If the Storyteller would get this Minion's ability, a Minion gets it instead and is told so.",
    "Si le Conteur devait obtenir la capacité de ce Sbire, un Sbire la reçoit à sa place et en \
     est informé.",
);
const PD_PLAYER_BECOMES: Text = t(
    "If the Storyteller would get this Minion's ability, a player becomes that Minion instead.",
    "Si le Conteur devait obtenir la capacité de ce Sbire, un joueur devient ce Sbire à sa place.",
);
pub const DAMSEL_POISONED: Text = t(
    "The Damsel is poisoned as long as this Minion is, or ever was, in play.",
    "La Demoiselle est empoisonnée dès lors que ce Sbire est, ou a été, en jeu.",
);
pub const POPPY_HIDES_GRIMOIRE: Text = t(
    "While the Poppy Grower has their ability, this Minion does not see the Grimoire.",
    "Tant que le Cultivateur de pavot a sa capacité, ce Sbire ne voit pas le Grimoire.",
);
const MAGICIAN_HIDDEN: Text = t(
    "Before this Minion looks at the Grimoire, the Demon's and the Magician's tokens are taken \
     out of it.",
    "Avant que ce Sbire regarde le Grimoire, les jetons du Démon et du Magicien en sont retirés.",
);
const MARIONETTE_AFTER: Text = t(
    "A Marionette, if there is to be one, comes into play after the Demon and must start as \
     their neighbour.",
    "S'il doit y avoir une Marionnette, elle entre en jeu après le Démon et commence forcément \
     à côté de lui.",
);
const SUMMONER_TWO_DEMONS: Text = t(
    "If the Summoner makes a second living Demon, who dies tonight is the Storyteller's call.",
    "Si l'Invocateur crée un second Démon vivant, les morts de cette nuit sont au choix du \
     Conteur.",
);
const SUMMONER_STORYTELLER: Text = t(
    "While the living Summoner has no ability, the Storyteller holds the Summoner's ability.",
    "Tant que l'Invocateur vivant n'a pas de capacité, c'est le Conteur qui tient la sienne.",
);
const VIZIER_SECRET: Text = t(
    "The Vizier's presence stays secret: the Storyteller does not reveal it.",
    "La présence du Vizir reste secrète : le Conteur ne la révèle pas.",
);
pub const VIZIER_LOSES: Text = t(
    "A Vizier who loses their ability is told so, and cannot die by day.",
    "Un Vizir qui perd sa capacité en est informé, et ne peut pas mourir de jour.",
);
const BABYSITTER_DIES: Text = t(
    "While babysitting Lil' Monsta, this Minion dies when executed.",
    "S'il garde P'tit Monstre, ce Sbire meurt quand il est exécuté.",
);
const LEVIATHAN_LATE: Text = t(
    "The Leviathan cannot come into play after day 5.",
    "Le Léviathan ne peut pas entrer en jeu après le jour 5.",
);
// The Leviathan and the Riot share these: "the Demon" is whichever of the two is in play.
const DEMON_BANSHEE: Text = t(
    "Each night*, the Demon picks a living good player not picked before: a Banshee picked \
     this way dies and gains her ability.",
    "Chaque nuit sauf la première, le Démon choisit un joueur bon vivant jamais choisi : une \
     Banshee ainsi choisie meurt et obtient sa capacité.",
);
const DEMON_EXORCIST: Text = t(
    "If the Demon nominates the player the Exorcist chose and that player is executed (or \
     nominated in the riot), good wins.",
    "Si le Démon nomme le joueur choisi par l'Exorciste et que ce joueur est exécuté (ou nommé \
     pendant l'émeute), le bien gagne.",
);
const DEMON_FARMER: Text = t(
    "Each night*, the Demon picks a living good player not picked before: a Farmer picked this \
     way uses their ability without dying.",
    "Chaque nuit sauf la première, le Démon choisit un joueur bon vivant jamais choisi : un \
     Fermier ainsi choisi utilise sa capacité sans mourir.",
);
const DEMON_GRANDCHILD: Text = t(
    "With this Demon in play, the Grandmother's grandchild dying by execution makes evil win.",
    "Avec ce Démon en jeu, la mort par exécution du petit-enfant de la Mamie fait gagner le \
     mal.",
);
const DEMON_INNKEEPER: Text = t(
    "If the Demon nominates a player the Innkeeper protects and that player is executed (or \
     nominated in the riot), good wins.",
    "Si le Démon nomme un joueur protégé par l'Aubergiste et que ce joueur est exécuté (ou \
     nommé pendant l'émeute), le bien gagne.",
);
const DEMON_KING: Text = t(
    "With this Demon in play and at least one player dead, the King learns one living \
     character each night.",
    "Avec ce Démon en jeu et au moins un joueur mort, le Roi apprend chaque nuit un personnage \
     vivant.",
);
const DEMON_MONK: Text = t(
    "If the Demon nominates the player the Monk protects and that player is executed (or \
     nominated in the riot), good wins.",
    "Si le Démon nomme le joueur protégé par le Moine et que ce joueur est exécuté (ou nommé \
     pendant l'émeute), le bien gagne.",
);
const DEMON_SAGE: Text = t(
    "Each night*, the Demon picks a living good player not picked before: a Sage picked this \
     way uses their ability without dying.",
    "Chaque nuit sauf la première, le Démon choisit un joueur bon vivant jamais choisi : un \
     Savant ainsi choisi utilise sa capacité sans mourir.",
);
const DEMON_SOLDIER: Text = t(
    "If the Demon nominates the Soldier and the Soldier is executed (or nominated in the riot), \
     good wins.",
    "Si le Démon nomme le Soldat et que le Soldat est exécuté (ou nommé pendant l'émeute), le \
     bien gagne.",
);

/// Every official jinx.
pub static JINXES: &[JinxRow] = &[
    ("alchemist", "boffin", t(
        "An Alchemist holding the Boffin's ability is not told which ability the Demon got.",
        "Un Alchimiste qui tient la capacité du Scientifique n'apprend pas quelle capacité le \
         Démon a reçue.",
    )),
    ("alchemist", "marionette", t(
        "If the Alchemist would hold the Marionette's ability, they hold none, and a real \
         Marionette is in play.",
        "Si l'Alchimiste devait tenir la capacité de la Marionnette, il n'en a aucune, et une \
         vraie Marionnette est en jeu.",
    )),
    ("alchemist", "mastermind", t(
        "If the Alchemist would hold the Mastermind's ability, they hold none, and no \
         Mastermind is in play.",
        "Si l'Alchimiste devait tenir la capacité du Conspirateur, il n'en a aucune, et aucun \
         Conspirateur n'est en jeu.",
    )),
    ("alchemist", "organgrinder", t(
        "An Alchemist holding the Organ Grinder's ability means an Organ Grinder is in play \
         too; while neither is drunk or poisoned, both are drunk.",
        "Un Alchimiste qui tient la capacité de l'Organiste Barbare implique qu'un Organiste \
         Barbare est aussi en jeu ; tant qu'aucun des deux n'est ivre ni empoisonné, les deux \
         sont ivres.",
    )),
    ("alchemist", "spy", ALCHEMIST_MINION),
    ("alchemist", "summoner", t(
        "An Alchemist holding the Summoner's ability is shown no bluffs and names only the \
         Demon character, not the player; dying before that hands the win to evil. [No Demon]",
        "Un Alchimiste qui tient la capacité de l'Invocateur ne reçoit pas de bluffs et ne \
         nomme que le personnage Démon, pas le joueur ; s'il meurt avant, le mal gagne. [Pas \
         de Démon]",
    )),
    ("alchemist", "widow", ALCHEMIST_MINION),
    ("alchemist", "wraith", ALCHEMIST_MINION),
    ("alhadikhia", "mastermind", t(
        "If the Al-Hadikhia is executed while the Mastermind lives, that night the Al-Hadikhia \
         names 3 good players: evil wins if all 3 choose to live, good wins otherwise.",
        "Si l'Al-Hadikhia est exécuté alors que le Conspirateur vit, cette nuit-là \
         l'Al-Hadikhia désigne 3 joueurs bons : si les 3 choisissent de vivre, le mal gagne ; \
         sinon, le bien gagne.",
    )),
    ("alhadikhia", "princess", t(
        "If the player the Princess nominated on her first day was executed, nobody dies to \
         the Al-Hadikhia that night.",
        "Si le joueur nommé par la Princesse lors de son premier jour a été exécuté, personne \
         ne meurt par l'Al-Hadikhia cette nuit-là.",
    )),
    ("alhadikhia", "scarletwoman", t(
        "If the Scarlet Woman would end up a second Demon, she turns back into the Scarlet \
         Woman.",
        "Si la Croqueuse d'hommes devait devenir un second Démon, elle redevient la Croqueuse \
         d'hommes.",
    )),
    ("alsaahir", "vizier", VIZIER_SECRET),
    ("atheist", "riot", t(
        "During a riot, nominating the Storyteller leads to a vote: if they would be about to \
         die, the game ends; if not, nominations go on.",
        "Pendant l'émeute, nommer le Conteur mène à un vote : s'il serait sur le point de \
         mourir, la partie s'arrête ; sinon, les nominations continuent.",
    )),
    ("balloonist", "marionette", t(
        "If the Marionette believes they are the Balloonist, an Outsider may have been added \
         at setup.",
        "Si la Marionnette se croit Aéronaute, un Étranger a pu être ajouté à la mise en place.",
    )),
    ("banshee", "leviathan", DEMON_BANSHEE),
    ("banshee", "riot", DEMON_BANSHEE),
    ("banshee", "vortox", t(
        "If the Vortox kills the Banshee, every player is told that the Banshee has died.",
        "Si le Vortox tue la Banshee, tous les joueurs apprennent que la Banshee est morte.",
    )),
    ("baron", "heretic", ONLY_ONE),
    ("baron", "plaguedoctor", t(
        "If the Storyteller would get the Baron's ability, up to two players become Outsiders \
         instead.",
        "Si le Conteur devait obtenir la capacité du Baron, jusqu'à deux joueurs deviennent des \
         Étrangers à la place.",
    )),
    ("boffin", "cultleader", BOFFIN_STAYS_EVIL),
    ("boffin", "drunk", BOFFIN_NOT),
    ("boffin", "goon", BOFFIN_STAYS_EVIL),
    ("boffin", "heretic", BOFFIN_NOT),
    ("boffin", "ogre", BOFFIN_NOT),
    ("boffin", "politician", BOFFIN_NOT),
    ("boffin", "villageidiot", t(
        "With a spare token, the Boffin may hand the Demon the Village Idiot's ability.",
        "S'il reste un jeton libre, le Scientifique peut confier au Démon la capacité de \
         l'Idiot du Village.",
    )),
    ("boomdandy", "plaguedoctor", PD_PLAYER_BECOMES),
    ("bountyhunter", "kazali", t(
        "If the Kazali makes the Bounty Hunter a Minion, no evil Townsfolk is created.",
        "Si le Kazali fait du Chasseur de primes un Sbire, aucun Villageois maléfique n'est \
         créé.",
    )),
    ("bountyhunter", "philosopher", t(
        "If the Philosopher takes the Bounty Hunter's ability, a Townsfolk may turn evil.",
        "Si le Faussaire prend la capacité du Chasseur de primes, un Villageois peut devenir \
         maléfique.",
    )),
    ("butler", "cannibal", CANNIBAL_TOLD),
    ("butler", "organgrinder", t(
        "In an eyes-closed vote caused by the Organ Grinder, the Butler may raise a hand, but \
         it counts only if their master voted too.",
        "Lors d'un vote les yeux fermés dû à l'Organiste Barbare, le Majordome peut lever la \
         main, mais son vote ne compte que si son maître a voté aussi.",
    )),
    ("cannibal", "juggler", t(
        "If the Juggler guessed on their first day and is then executed, that night the living \
         Cannibal learns how many of the guesses were right.",
        "Si le Jongleur a deviné lors de son premier jour puis est exécuté, cette nuit-là le \
         Cannibale vivant apprend combien de ses suppositions étaient justes.",
    )),
    ("cannibal", "princess", t(
        "If the Cannibal nominated the Princess and she was executed and died today, the Demon \
         does not kill tonight.",
        "Si le Cannibale a nommé la Princesse et qu'elle a été exécutée et est morte \
         aujourd'hui, le Démon ne tue pas cette nuit.",
    )),
    ("cannibal", "zealot", CANNIBAL_TOLD),
    ("cerenovus", "goblin", t(
        "The Cerenovus may make a player mad about being the Goblin.",
        "La Cerenovus peut rendre un joueur fou d'être le Gobelin.",
    )),
    ("chambermaid", "mathematician", t(
        "The Chambermaid counts the Mathematician as waking if he will wake tonight, although \
         he wakes after her.",
        "La Femme de Chambre compte le Mathématicien comme réveillé s'il se réveillera cette \
         nuit, bien qu'il se réveille après elle.",
    )),
    ("clockmaker", "summoner", t(
        "To the Clockmaker, the Summoner registers as the Demon.",
        "Pour l'Horloger, l'Invocateur compte comme le Démon.",
    )),
    ("courtier", "summoner", SUMMONER_STORYTELLER),
    ("courtier", "vizier", VIZIER_LOSES),
    ("cultleader", "pithag", PITHAG_STAYS_EVIL),
    ("damsel", "pithag", t(
        "If the Pit-Hag creates a Damsel, the Storyteller picks which player becomes her.",
        "Si la Pit-Hag crée une Demoiselle, le Conteur choisit quel joueur le devient.",
    )),
    ("damsel", "spy", DAMSEL_POISONED),
    ("damsel", "widow", DAMSEL_POISONED),
    ("drunk", "mathematician", t(
        "The Mathematician may count the Drunk when the Drunk's ability gave false information \
         or did not work.",
        "Le Mathématicien peut compter le Soulard quand la capacité du Soulard a donné une \
         fausse information ou n'a pas fonctionné.",
    )),
    ("engineer", "legion", t(
        "If the Engineer creates Legion, every evil player becomes Legion. With Legion in play, \
         the Engineer knows it from the start and has no ability.",
        "Si l'Ingénieur crée Légion, tous les joueurs maléfiques deviennent Légion. Avec Légion \
         en jeu, l'Ingénieur le sait dès le début et n'a pas de capacité.",
    )),
    ("engineer", "summoner", t(
        "If the living Summoner leaves play, the Storyteller holds the Summoner's ability.",
        "Si l'Invocateur vivant quitte le jeu, le Conteur tient la capacité de l'Invocateur.",
    )),
    ("eviltwin", "plaguedoctor", PD_PLAYER_BECOMES),
    ("exorcist", "leviathan", DEMON_EXORCIST),
    ("exorcist", "riot", DEMON_EXORCIST),
    ("exorcist", "yaggababble", t(
        "If the Exorcist picks the Yaggababble, it does not kill tonight.",
        "Si l'Exorciste choisit le Yaggablabla, celui-ci ne tue pas cette nuit.",
    )),
    ("fanggu", "scarletwoman", t(
        "When the Fang Gu jumps to an Outsider and dies, the Scarlet Woman does not become a \
         second Demon: she stays a Minion.",
        "Quand le Fang Gu passe à un Étranger et meurt, la Croqueuse d'hommes ne devient pas un \
         second Démon : elle reste un Sbire.",
    )),
    ("farmer", "leviathan", DEMON_FARMER),
    ("farmer", "riot", DEMON_FARMER),
    ("fearmonger", "plaguedoctor", PD_MINION_GAINS),
    ("fearmonger", "vizier", t(
        "The Vizier wakes with the Fearmonger, learns whom they pick, and may not have that \
         player executed at once.",
        "Le Vizir se réveille avec l'Épouvanteur, apprend qui il choisit, et ne peut pas faire \
         exécuter ce joueur sur-le-champ.",
    )),
    ("goblin", "plaguedoctor", PD_MINION_GAINS),
    ("godfather", "heretic", ONLY_ONE),
    ("goon", "pithag", PITHAG_STAYS_EVIL),
    ("grandmother", "leviathan", DEMON_GRANDCHILD),
    ("grandmother", "riot", DEMON_GRANDCHILD),
    ("hatter", "legion", t(
        "If the Hatter creates Legion, every evil player becomes Legion. With Legion in play, \
         the Hatter has no ability.",
        "Si le Chapelier crée Légion, tous les joueurs maléfiques deviennent Légion. Avec \
         Légion en jeu, le Chapelier n'a pas de capacité.",
    )),
    ("hatter", "leviathan", LEVIATHAN_LATE),
    ("hatter", "lilmonsta", t(
        "If the Hatter dies and the Demon picks Lil' Monsta, they also pick a Minion to become.",
        "Si le Chapelier meurt et que le Démon choisit P'tit Monstre, il choisit aussi un \
         Sbire à devenir.",
    )),
    ("hatter", "summoner", SUMMONER_TWO_DEMONS),
    ("heretic", "lleech", ONLY_ONE),
    ("heretic", "pithag", ONLY_ONE),
    ("heretic", "spy", ONLY_ONE),
    ("heretic", "widow", ONLY_ONE),
    ("huntsman", "marionette", t(
        "If the Marionette believes they are the Huntsman, the Damsel was added at setup.",
        "Si la Marionnette se croit Chasseur, la Demoiselle a été ajoutée à la mise en place.",
    )),
    ("innkeeper", "leviathan", DEMON_INNKEEPER),
    ("innkeeper", "riot", DEMON_INNKEEPER),
    ("investigator", "vizier", VIZIER_SECRET),
    ("kazali", "marionette", MARIONETTE_AFTER),
    ("kazali", "summoner", SUMMONER_TWO_DEMONS),
    ("king", "leviathan", DEMON_KING),
    ("king", "riot", DEMON_KING),
    ("legion", "magician", t(
        "The Magician wakes with Legion and may register as evil; Legion knows a Magician is in \
         play, but not who.",
        "Le Magicien se réveille avec Légion et peut compter comme maléfique ; Légion sait \
         qu'un Magicien est en jeu, mais pas qui.",
    )),
    ("legion", "minstrel", t(
        "If a Legion player died by execution today, Legion is not made drunk, but the \
         Minstrel may learn that they are Legion.",
        "Si un joueur Légion est mort exécuté aujourd'hui, Légion n'est pas rendu ivre, mais le \
         Ménestrel peut apprendre qu'il s'agit de Légion.",
    )),
    ("legion", "politician", t(
        "To Legion, the Politician may register as evil.",
        "Pour Légion, le Politicien peut compter comme maléfique.",
    )),
    ("legion", "preacher", t(
        "If the Preacher picks Legion, Legion keeps their ability, but the Preacher may learn \
         that they are Legion.",
        "Si le Confesseur choisit Légion, Légion garde sa capacité, mais le Confesseur peut \
         apprendre qu'il s'agit de Légion.",
    )),
    ("legion", "summoner", t(
        "If Legion is summoned, every evil player becomes Legion.",
        "Si Légion est invoqué, tous les joueurs maléfiques deviennent Légion.",
    )),
    ("legion", "zealot", t(
        "To Legion, the Zealot may register as evil.",
        "Pour Légion, le Fanatique peut compter comme maléfique.",
    )),
    ("leviathan", "mayor", t(
        "If the Leviathan and the Mayor are both alive on day 5 and nobody is executed, good \
         wins.",
        "Si le Léviathan et le Maire sont tous deux vivants au jour 5 et que personne n'est \
         exécuté, le bien gagne.",
    )),
    ("leviathan", "monk", DEMON_MONK),
    ("leviathan", "pithag", LEVIATHAN_LATE),
    ("leviathan", "ravenkeeper", t(
        "Each night*, the Leviathan picks a living good player not picked before: a Ravenkeeper \
         picked this way uses their ability without dying.",
        "Chaque nuit sauf la première, le Léviathan choisit un joueur bon vivant jamais choisi : \
         un Gardien ainsi choisi utilise sa capacité sans mourir.",
    )),
    ("leviathan", "sage", DEMON_SAGE),
    ("leviathan", "soldier", DEMON_SOLDIER),
    ("lilmonsta", "magician", t(
        "While the Magician lives, the Storyteller picks which Minion babysits Lil' Monsta.",
        "Tant que le Magicien vit, le Conteur choisit quel Sbire garde P'tit Monstre.",
    )),
    ("lilmonsta", "marionette", MARIONETTE_AFTER),
    ("lilmonsta", "poppygrower", t(
        "While Lil' Monsta and the Poppy Grower are alive, the Minions wake one at a time \
         until one of them takes the Lil' Monsta token.",
        "Tant que P'tit Monstre et le Cultivateur de pavot sont vivants, les Sbires se \
         réveillent un par un jusqu'à ce que l'un d'eux prenne le jeton P'tit Monstre.",
    )),
    ("lilmonsta", "psychopath", BABYSITTER_DIES),
    ("lilmonsta", "scarletwoman", t(
        "If Lil' Monsta dies with 5 or more players alive, the Scarlet Woman babysits Lil' \
         Monsta until the game ends.",
        "Si P'tit Monstre meurt alors que 5 joueurs ou plus sont vivants, la Croqueuse \
         d'hommes garde P'tit Monstre jusqu'à la fin de la partie.",
    )),
    ("lilmonsta", "vizier", BABYSITTER_DIES),
    ("lleech", "mastermind", t(
        "If the Lleech's host is executed while the Mastermind lives, the Lleech survives but \
         loses their ability.",
        "Si l'hôte de la Sangsue est exécuté alors que le Conspirateur vit, la Sangsue survit \
         mais perd sa capacité.",
    )),
    ("lleech", "slayer", t(
        "If the Slayer shoots the Lleech's host, the host dies.",
        "Si le Mercenaire vise l'hôte de la Sangsue, l'hôte meurt.",
    )),
    ("lordoftyphon", "summoner", t(
        "A summoned Lord of Typhon must sit next to a Minion, and their other neighbour becomes \
         an evil Minion.",
        "Un Seigneur du Typhon invoqué doit être assis à côté d'un Sbire, et son autre voisin \
         devient un Sbire maléfique.",
    )),
    ("lunatic", "mathematician", t(
        "The Mathematician may count the Lunatic when the Lunatic attacked someone other than \
         the real Demon's target.",
        "Le Mathématicien peut compter le Lunatique quand celui-ci a attaqué un autre joueur \
         que la cible du vrai Démon.",
    )),
    ("magician", "marionette", t(
        "While the Magician lives, the Demon does not know which neighbour is the Marionette.",
        "Tant que le Magicien vit, le Démon ne sait pas lequel de ses voisins est la \
         Marionnette.",
    )),
    ("magician", "spy", MAGICIAN_HIDDEN),
    ("magician", "vizier", t(
        "With the Vizier in play, the Magician has no ability, but the Vizier's cannot touch \
         them.",
        "Avec le Vizir en jeu, le Magicien n'a pas de capacité, mais celle du Vizir ne peut pas \
         l'atteindre.",
    )),
    ("magician", "widow", MAGICIAN_HIDDEN),
    ("magician", "wraith", t(
        "After each execution, the living Magician may name a living player aloud as the \
         Wraith: if right, the Demon must pick that player tonight.",
        "Après chaque exécution, le Magicien vivant peut désigner à voix haute un joueur vivant \
         comme le Spectre : s'il a raison, le Démon doit choisir ce joueur cette nuit.",
    )),
    ("marionette", "mathematician", t(
        "The Mathematician may count the Marionette when the Marionette's ability gave false \
         information or did not work.",
        "Le Mathématicien peut compter la Marionnette quand sa capacité a donné une fausse \
         information ou n'a pas fonctionné.",
    )),
    ("marionette", "plaguedoctor", t(
        "If the Storyteller would get the Marionette's ability, one of the Demon's good \
         neighbours becomes the Marionette.",
        "Si le Conteur devait obtenir la capacité de la Marionnette, un voisin bon du Démon \
         devient la Marionnette.",
    )),
    ("marionette", "summoner", MARIONETTE_AFTER),
    ("mastermind", "vigormortis", t(
        "A Mastermind whose ability the Vigormortis kept after death still has it once the \
         Vigormortis dies.",
        "Un Conspirateur qui a gardé sa capacité après sa mort grâce au Vigormortis la conserve \
         une fois le Vigormortis mort.",
    )),
    ("mayor", "riot", t(
        "The Mayor may choose to stop the riot: if only one Riot is alive then, good wins; \
         otherwise evil wins.",
        "Le Maire peut choisir d'arrêter l'émeute : si un seul Émeutier est alors vivant, le \
         bien gagne ; sinon, le mal gagne.",
    )),
    ("monk", "riot", DEMON_MONK),
    ("ogre", "pithag", PITHAG_STAYS_EVIL),
    ("ogre", "recluse", t(
        "If the Recluse registers as evil to the Ogre, the Ogre learns that they are evil.",
        "Si le Reclus compte comme maléfique pour l'Ogre, l'Ogre apprend qu'il est maléfique.",
    )),
    ("ogre", "spy", t(
        "To the Ogre, the Spy registers as evil.",
        "Pour l'Ogre, l'Espion compte comme maléfique.",
    )),
    ("pithag", "politician", PITHAG_STAYS_EVIL),
    ("pithag", "summoner", SUMMONER_TWO_DEMONS),
    ("pithag", "villageidiot", t(
        "With a spare token, the Pit-Hag may create a second Village Idiot; the drunk Village \
         Idiot may then change.",
        "S'il reste un jeton libre, la Pit-Hag peut créer un autre Idiot du Village ; l'Idiot \
         du Village ivre peut alors changer.",
    )),
    ("plaguedoctor", "scarletwoman", PD_MINION_GAINS),
    ("plaguedoctor", "spy", PD_MINION_GAINS),
    ("plaguedoctor", "wraith", PD_MINION_GAINS),
    ("politician", "vizier", t(
        "To the Vizier, the Politician may register as evil.",
        "Pour le Vizir, le Politicien peut compter comme maléfique.",
    )),
    ("poppygrower", "spy", POPPY_HIDES_GRIMOIRE),
    ("poppygrower", "summoner", t(
        "If the Poppy Grower is alive on the 3rd night, the Summoner names the Demon character \
         but not the player.",
        "Si le Cultivateur de pavot est vivant la 3e nuit, l'Invocateur nomme le personnage \
         Démon mais pas le joueur.",
    )),
    ("poppygrower", "widow", POPPY_HIDES_GRIMOIRE),
    ("preacher", "summoner", SUMMONER_STORYTELLER),
    ("preacher", "vizier", VIZIER_LOSES),
    ("pukka", "summoner", t(
        "The Summoner may summon a Pukka on the 2nd night rather than the 3rd.",
        "L'Invocateur peut invoquer un Pukka dès la 2e nuit plutôt qu'à la 3e.",
    )),
    ("ravenkeeper", "riot", t(
        "Each night*, the Riot picks a living good player not picked before: a Ravenkeeper \
         picked this way uses their ability without dying.",
        "Chaque nuit sauf la première, l'Émeutier choisit un joueur bon vivant jamais choisi : \
         un Gardien ainsi choisi utilise sa capacité sans mourir.",
    )),
    ("recluse", "sage", t(
        "To the Sage, the Recluse may register as the Demon.",
        "Pour le Savant, le Reclus peut compter comme le Démon.",
    )),
    ("riot", "sage", DEMON_SAGE),
    ("riot", "soldier", DEMON_SOLDIER),
    ("summoner", "zombuul", t(
        "A dead player summoned as the Zombuul counts as having died once already.",
        "Un joueur mort invoqué en Zombuul compte comme déjà mort une fois.",
    )),
    ("vizier", "zealot", t(
        "To the Vizier, the Zealot may register as evil.",
        "Pour le Vizir, le Fanatique peut compter comme maléfique.",
    )),
];
