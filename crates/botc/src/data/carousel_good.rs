//! The official Townsfolk and Outsiders outside the three base editions (the publisher's
//! "carousel" of experimental characters): 30 Townsfolk and 11 Outsiders.
//!
//! Facts (ids, names, teams, night positions, reminder tokens, which characters change the
//! setup) come from the official data like the other tables; ability summaries and night
//! prompts are our own words. Characters with a definition in `ability/carousel/` are
//! automated; the others are prompt-only (see `docs/characters.md`).

use super::*;

const CAROUSEL: Option<Edition> = Some(Edition::Carousel);
const ONCE_PLAYER: Flags = Flags {
    once_per_game: true,
    chooser: Chooser::Player,
    ..NONE
};

const BOUNTY_HUNTER: Text = t(
    "Point at one evil player for the Bounty Hunter (mark them Know). On a later night, do it \
     again only if the marked player died since.",
    "Désignez au Chasseur de primes un joueur maléfique (marquez-le Connu). Les nuits suivantes, \
     recommencez seulement si le joueur marqué est mort entre-temps.",
);
const HIGH_PRIESTESS: Text = t(
    "Point at the player you think the High Priestess should talk to most tomorrow.",
    "Désignez le joueur à qui, selon vous, la Grande Prêtresse devrait le plus parler demain.",
);
const BALLOONIST: Text = t(
    "Point at one player whose character type differs from the one you pointed at last time \
     (mark them Know).",
    "Désignez un joueur dont le type de rôle diffère de celui du joueur désigné la fois \
     précédente (marquez-le Connu).",
);
const GENERAL: Text = t(
    "Show a thumb up if you think good is winning, down for evil, sideways if neither is.",
    "Montrez le pouce vers le haut si vous pensez que le bien mène, vers le bas pour le mal, à \
     l'horizontale si aucun des deux.",
);
const PREACHER: Text = t(
    "The Preacher points at a player. If it is a Minion, mark them No Ability, then wake them and \
     show the Preacher token.",
    "Le Confesseur désigne un joueur. Si c'est un Sbire, marquez-le Sans capacité, puis \
     réveillez-le et montrez-lui le jeton Confesseur.",
);
const VILLAGE_IDIOT: Text = t(
    "The Village Idiot points at a player; show a thumb up if that player is good, down if evil.",
    "L'Idiot du Village désigne un joueur ; montrez le pouce vers le haut s'il est bon, vers le \
     bas s'il est maléfique.",
);
const CULT_LEADER: Text = t(
    "The Cult Leader takes the alignment of one of their living neighbours, your pick: show them \
     a thumb up for good or down for evil.",
    "Le Chef de secte prend l'alignement d'un de ses voisins vivants, à votre choix : montrez-lui \
     le pouce vers le haut pour bon ou vers le bas pour maléfique.",
);
const ENGINEER: Text = t(
    "The Engineer may point at Minion characters or at one Demon character on the sheet; swap \
     the evil players into them, wake each changed player to show their new token, then mark \
     the Engineer No Ability.",
    "L'Ingénieur peut désigner des rôles de Sbire ou un rôle de Démon sur la feuille ; changez \
     les joueurs maléfiques en ces rôles, réveillez chaque joueur changé pour lui montrer son \
     nouveau jeton, puis marquez l'Ingénieur Sans capacité.",
);
const NIGHTWATCHMAN: Text = t(
    "The Nightwatchman may point at a player: wake that player, show the Nightwatchman token and \
     point at the Nightwatchman, then mark the Nightwatchman No Ability.",
    "Le Veilleur de Nuit peut désigner un joueur : réveillez ce joueur, montrez-lui le jeton \
     Veilleur de Nuit et désignez le Veilleur, puis marquez le Veilleur Sans capacité.",
);
const HUNTSMAN: Text = t(
    "The Huntsman may point at a living player, then mark the Huntsman No Ability. If it is the \
     Damsel, she becomes a Townsfolk not in play: wake her and show her new token.",
    "Le Chasseur peut désigner un joueur vivant, puis marquez le Chasseur Sans capacité. Si c'est \
     la Demoiselle, elle devient un Villageois absent du jeu : réveillez-la et montrez-lui son \
     nouveau jeton.",
);
const POPPY_GROWER: Text = t(
    "While the Poppy Grower lives and is sober, Minions and the Demon do not learn each other. If \
     the Poppy Grower died, wake the evil team now to show them to each other.",
    "Tant que le Cultivateur de pavot vit et est sobre, les Sbires et le Démon ne se connaissent \
     pas. S'il est mort, réveillez maintenant l'équipe maléfique pour qu'ils se voient.",
);
const AMNESIAC: Text = t(
    "Wake the Amnesiac if their secret ability acts tonight and run it as you decided it.",
    "Réveillez l'Amnésique si sa capacité secrète agit cette nuit et appliquez-la comme vous l'avez \
     décidée.",
);
const DAMSEL: Text = t(
    "Wake the Minions together and show them the Damsel token: one of the players is the Damsel.",
    "Réveillez les Sbires ensemble et montrez-leur le jeton Demoiselle : l'un des joueurs est la \
     Demoiselle.",
);

pub(super) const ROWS: &[CharacterDef] = &[
    // Townsfolk
    CharacterDef {
        id: "steward",
        name: n("Steward", "Intendant"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("steward")),
        other_night: None,
        first_night_prompt: Some(t(
            "Point at one good player other than the Steward (mark them Know).",
            "Désignez un joueur bon autre que l'Intendant (marquez-le Connu).",
        )),
        other_night_prompt: None,
        reminders: &[r("Know", "Connu")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Learns on the first night one player who is good.",
            "Apprend la première nuit un joueur qui est bon.",
        ),
    },
    CharacterDef {
        id: "knight",
        name: n("Knight", "Chevalier"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("knight")),
        other_night: None,
        first_night_prompt: Some(t(
            "Point at two players other than the Knight, neither of them the Demon (mark them Know).",
            "Désignez deux joueurs autres que le Chevalier, dont aucun n'est le Démon (marquez-les \
             Connu).",
        )),
        other_night_prompt: None,
        reminders: &[r("Know", "Connu")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Learns on the first night two players, neither of whom is the Demon.",
            "Apprend la première nuit deux joueurs dont aucun n'est le Démon.",
        ),
    },
    CharacterDef {
        id: "noble",
        name: n("Noble", "Noble"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("noble")),
        other_night: None,
        first_night_prompt: Some(t(
            "Point at three players other than the Noble, exactly one of them evil (mark them Know).",
            "Désignez trois joueurs autres que le Noble, dont exactement un maléfique (marquez-les \
             Connu).",
        )),
        other_night_prompt: None,
        reminders: &[r("Know", "Connu")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Learns on the first night three players; exactly one of them is evil.",
            "Apprend la première nuit trois joueurs ; exactement un d'entre eux est maléfique.",
        ),
    },
    CharacterDef {
        id: "shugenja",
        name: n("Shugenja", "Shugenja"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("shugenja")),
        other_night: None,
        first_night_prompt: Some(t(
            "Point your arm clockwise or anticlockwise: the side where the nearest evil player sits. \
             If both are as near, pick either side.",
            "Tendez le bras dans le sens horaire ou antihoraire : du côté où se trouve le joueur \
             maléfique le plus proche. S'ils sont aussi proches des deux côtés, choisissez.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        // A tie is the Storyteller's call.
        flags: STORYTELLER,
        ability: t(
            "Learns on the first night in which direction around the circle the nearest evil \
             player sits; a tie is the Storyteller's call.",
            "Apprend la première nuit dans quel sens du cercle se trouve le joueur maléfique le \
             plus proche ; en cas d'égalité, le Conteur décide.",
        ),
    },
    CharacterDef {
        id: "pixie",
        name: n("Pixie", "Lutin"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("pixie")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show the Pixie one Townsfolk token that is in play (mark its player Mad).",
            "Montrez au Lutin un jeton de Villageois en jeu (marquez son joueur Fou).",
        )),
        other_night_prompt: None,
        reminders: &[r("Mad", "Fou"), r("Has Ability", "Capacité active")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Sees one Townsfolk in play on the first night. If mad about being that character, \
             gains its ability once its player dies.",
            "Voit la première nuit un Villageois en jeu. S'il prétend avec folie être ce rôle, il \
             en gagne la capacité quand son joueur meurt.",
        ),
    },
    CharacterDef {
        id: "bountyhunter",
        name: n("Bounty Hunter", "Chasseur de primes"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("bountyhunter")),
        other_night: Some(other("bountyhunter")),
        first_night_prompt: Some(BOUNTY_HUNTER),
        other_night_prompt: Some(BOUNTY_HUNTER),
        reminders: &[r("Know", "Connu")],
        setup: &[SetupEffect::EvilTownsfolk],
        flags: STORYTELLER,
        ability: t(
            "Learns an evil player on the first night, and a new one each time the known one \
             dies. [One Townsfolk is evil.]",
            "Apprend un joueur maléfique la première nuit, puis un nouveau chaque fois que le \
             joueur connu meurt. [Un Villageois est maléfique.]",
        ),
    },
    CharacterDef {
        id: "highpriestess",
        name: n("High Priestess", "Grande Prêtresse"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("highpriestess")),
        other_night: Some(other("highpriestess")),
        first_night_prompt: Some(HIGH_PRIESTESS),
        other_night_prompt: Some(HIGH_PRIESTESS),
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each night, learns which player the Storyteller thinks is most worth talking to.",
            "Chaque nuit, apprend à quel joueur le Conteur pense qu'il vaut le plus la peine de \
             parler.",
        ),
    },
    CharacterDef {
        id: "balloonist",
        name: n("Balloonist", "Aéronaute"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("balloonist")),
        other_night: Some(other("balloonist")),
        first_night_prompt: Some(BALLOONIST),
        other_night_prompt: Some(BALLOONIST),
        reminders: &[r("Know", "Connu")],
        setup: &[Outsiders(&[0, 1])],
        flags: STORYTELLER,
        ability: t(
            "Each night, learns a player whose character type is not the type of the previous \
             one. [No change, or one more Outsider.]",
            "Chaque nuit, apprend un joueur dont le type de rôle n'est pas celui du précédent. \
             [Aucun changement, ou un Étranger de plus.]",
        ),
    },
    CharacterDef {
        id: "general",
        name: n("General", "Général"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("general")),
        other_night: Some(other("general")),
        first_night_prompt: Some(GENERAL),
        other_night_prompt: Some(GENERAL),
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each night, learns which team the Storyteller sees ahead: good, evil or neither.",
            "Chaque nuit, apprend quelle équipe le Conteur voit en tête : le bien, le mal ou \
             aucune.",
        ),
    },
    CharacterDef {
        id: "preacher",
        name: n("Preacher", "Confesseur"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("preacher")),
        other_night: Some(other("preacher")),
        first_night_prompt: Some(PREACHER),
        other_night_prompt: Some(PREACHER),
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night, picks a player; a Minion picked is told so and has no ability while the \
             Preacher's works.",
            "Chaque nuit, choisit un joueur ; un Sbire choisi l'apprend et n'a plus de capacité \
             tant que celle du Confesseur fonctionne.",
        ),
    },
    CharacterDef {
        id: "villageidiot",
        name: n("Village Idiot", "Idiot du Village"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("villageidiot")),
        other_night: Some(other("villageidiot")),
        first_night_prompt: Some(VILLAGE_IDIOT),
        other_night_prompt: Some(VILLAGE_IDIOT),
        reminders: &[r("Drunk", "Ivre")],
        setup: &[SetupEffect::Copies(2)],
        flags: PLAYER,
        ability: t(
            "Each night, picks a player and learns their alignment. [Up to two more Village \
             Idiots may be in play; if there is more than one, one of them is drunk.]",
            "Chaque nuit, choisit un joueur et apprend son alignement. [Jusqu'à deux Idiots du \
             Village de plus peuvent être en jeu ; s'il y en a plusieurs, l'un d'eux est ivre.]",
        ),
    },
    CharacterDef {
        id: "king",
        name: n("King", "Roi"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("king")),
        other_night: Some(other("king")),
        first_night_prompt: Some(t(
            "Wake the Demon, show the King token and point at the King.",
            "Réveillez le Démon, montrez-lui le jeton Roi et désignez le Roi.",
        )),
        other_night_prompt: Some(t(
            "If there are as many dead players as living ones or more, show the King the token of \
             one living player's character.",
            "S'il y a au moins autant de morts que de vivants, montrez au Roi le jeton du rôle \
             d'un joueur vivant.",
        )),
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "The Demon knows who the King is. Each night, once the dead are at least as many as \
             the living, learns the character of a living player.",
            "Le Démon sait qui est le Roi. Chaque nuit, dès que les morts sont au moins aussi \
             nombreux que les vivants, apprend le rôle d'un joueur vivant.",
        ),
    },
    CharacterDef {
        id: "cultleader",
        name: n("Cult Leader", "Chef de secte"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("cultleader")),
        other_night: Some(other("cultleader")),
        first_night_prompt: Some(CULT_LEADER),
        other_night_prompt: Some(CULT_LEADER),
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each night, takes the alignment of a living neighbour. By day may ask the good \
             players to join a cult; if they all do, the Cult Leader's team wins.",
            "Chaque nuit, prend l'alignement d'un voisin vivant. De jour, peut proposer aux joueurs \
             bons de rejoindre sa secte ; s'ils le font tous, son équipe gagne.",
        ),
    },
    CharacterDef {
        id: "acrobat",
        name: n("Acrobat", "Acrobate"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("acrobat")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Acrobat points at a player (mark them Chosen). If that player is drunk or \
             poisoned tonight, now or later, the Acrobat dies.",
            "L'Acrobate désigne un joueur (marquez-le Choisi). Si ce joueur est ivre ou empoisonné \
             cette nuit, maintenant ou plus tard, l'Acrobate meurt.",
        )),
        reminders: &[r("Dead", "Mort"), r("Chosen", "Choisi")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a player; if they are or become drunk or \
             poisoned that night, the Acrobat dies.",
            "Chaque nuit sauf la première, choisit un joueur ; s'il est ou devient ivre ou \
             empoisonné cette nuit, l'Acrobate meurt.",
        ),
    },
    CharacterDef {
        id: "lycanthrope",
        name: n("Lycanthrope", "Lycanthrope"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("lycanthrope")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "The Lycanthrope points at a living player. If that player is good (the Faux Paw player \
             counts as evil), they die and the Demon kills no one tonight.",
            "Le Lycanthrope désigne un joueur vivant. S'il est bon (le joueur Fausse Patte compte \
             comme maléfique), il meurt et le Démon ne tue personne cette nuit.",
        )),
        reminders: &[r("Faux Paw", "Fausse Patte"), r("Dead", "Mort")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "Each night except the first, picks a living player: a good one dies and the Demon \
             does not kill that night. One good player is seen as evil by this ability.",
            "Chaque nuit sauf la première, choisit un joueur vivant : s'il est bon, il meurt et le \
             Démon ne tue pas cette nuit. Un joueur bon est vu maléfique par cette capacité.",
        ),
    },
    CharacterDef {
        id: "alsaahir",
        name: n("Alsaahir", "Alsaahir"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "Once a day may name in public the Minions and the Demon; naming them all, and no one \
             else, makes good win.",
            "Une fois par jour, peut nommer en public les Sbires et le Démon ; s'il les nomme tous, \
             et personne d'autre, le bien gagne.",
        ),
    },
    CharacterDef {
        id: "engineer",
        name: n("Engineer", "Ingénieur"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("engineer")),
        other_night: Some(other("engineer")),
        first_night_prompt: Some(ENGINEER),
        other_night_prompt: Some(ENGINEER),
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: ONCE_PLAYER,
        ability: t(
            "Once per game, at night, picks which Minion characters or which Demon character the \
             evil players become.",
            "Une fois par partie, la nuit, choisit les rôles de Sbire ou le rôle de Démon que \
             deviennent les joueurs maléfiques.",
        ),
    },
    CharacterDef {
        id: "nightwatchman",
        name: n("Nightwatchman", "Veilleur de Nuit"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("nightwatchman")),
        other_night: Some(other("nightwatchman")),
        first_night_prompt: Some(NIGHTWATCHMAN),
        other_night_prompt: Some(NIGHTWATCHMAN),
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[],
        flags: ONCE_PLAYER,
        ability: t(
            "Once per game, at night, picks a player who learns who the Nightwatchman is.",
            "Une fois par partie, la nuit, choisit un joueur qui apprend qui est le Veilleur de \
             Nuit.",
        ),
    },
    CharacterDef {
        id: "huntsman",
        name: n("Huntsman", "Chasseur"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("huntsman")),
        other_night: Some(other("huntsman")),
        first_night_prompt: Some(HUNTSMAN),
        other_night_prompt: Some(HUNTSMAN),
        reminders: &[r("No Ability", "Sans capacité")],
        setup: &[Outsiders(&[0, 1]), SetupEffect::Adds("damsel")],
        flags: ONCE_PLAYER,
        ability: t(
            "Once per game, at night, picks a living player; if it is the Damsel, she becomes a \
             Townsfolk not in play. [The Damsel is in play.]",
            "Une fois par partie, la nuit, choisit un joueur vivant ; si c'est la Demoiselle, elle \
             devient un Villageois absent du jeu. [La Demoiselle est en jeu.]",
        ),
    },
    CharacterDef {
        id: "fisherman",
        name: n("Fisherman", "Pêcheur"),
        edition: CAROUSEL,
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
            "Once per game, by day, may come to the Storyteller for a piece of advice that helps \
             the team win.",
            "Une fois par partie, de jour, peut venir demander au Conteur un conseil qui aide son \
             équipe à gagner.",
        ),
    },
    CharacterDef {
        id: "princess",
        name: n("Princess", "Princesse"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("princess")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Princess, on her first day, nominated the player executed today, the Demon \
             kills no one tonight (mark the Demon Doesn't Kill).",
            "Si la Princesse, lors de son premier jour, a nominé le joueur exécuté aujourd'hui, le \
             Démon ne tue personne cette nuit (marquez le Démon Ne tue pas).",
        )),
        reminders: &[r("Doesn't Kill", "Ne tue pas")],
        setup: &[],
        flags: NONE,
        ability: t(
            "On her first day, if she nominates a player who is then executed, the Demon kills no \
             one that night.",
            "Lors de son premier jour, si elle nomine un joueur qui est ensuite exécuté, le Démon \
             ne tue personne la nuit suivante.",
        ),
    },
    CharacterDef {
        id: "alchemist",
        name: n("Alchemist", "Alchimiste"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("alchemist")),
        other_night: None,
        first_night_prompt: Some(t(
            "Show the Alchemist the token of a Minion not in play: they hold that ability.",
            "Montrez à l'Alchimiste le jeton d'un Sbire absent du jeu : il a cette capacité.",
        )),
        other_night_prompt: None,
        reminders: &[rg("Is The Alchemist", "Est l'Alchimiste")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Has the ability of a Minion not in play; when used, the Storyteller may ask for \
             another choice.",
            "A la capacité d'un Sbire absent du jeu ; quand il l'utilise, le Conteur peut lui \
             demander de choisir autrement.",
        ),
    },
    CharacterDef {
        id: "cannibal",
        name: n("Cannibal", "Cannibale"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Poisoned", "Empoisonné"), r("Lunch", "Repas")],
        setup: &[],
        flags: NONE,
        ability: t(
            "Has the ability of the last player executed who died. If that player was evil, the \
             Cannibal is poisoned until a good player dies by execution.",
            "A la capacité du dernier joueur exécuté qui est mort. Si ce joueur était maléfique, le \
             Cannibale est empoisonné jusqu'à ce qu'un joueur bon meure exécuté.",
        ),
    },
    CharacterDef {
        id: "amnesiac",
        name: n("Amnesiac", "Amnésique"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("amnesiac")),
        other_night: Some(other("amnesiac")),
        first_night_prompt: Some(AMNESIAC),
        other_night_prompt: Some(AMNESIAC),
        reminders: &[r("?", "?")],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Has an ability the Storyteller made up and keeps secret. Each day may guess it in \
             private and learns how close the guess is.",
            "A une capacité inventée par le Conteur et tenue secrète. Chaque jour, peut la deviner \
             en privé et apprend à quel point il s'en approche.",
        ),
    },
    CharacterDef {
        id: "farmer",
        name: n("Farmer", "Fermier"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("farmer")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Farmer died tonight, turn a living good player of your choice into a Farmer: \
             wake them and show the Farmer token.",
            "Si le Fermier est mort cette nuit, changez un joueur bon vivant de votre choix en \
             Fermier : réveillez-le et montrez-lui le jeton Fermier.",
        )),
        reminders: &[],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            chooser: Chooser::Storyteller,
            ..NONE
        },
        ability: t(
            "If killed at night, a living good player becomes a Farmer.",
            "S'il meurt la nuit, un joueur bon vivant devient Fermier.",
        ),
    },
    CharacterDef {
        id: "choirboy",
        name: n("Choirboy", "Enfant de Chœur"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("choirboy")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Demon killed the King tonight, point at the Demon for the Choirboy.",
            "Si le Démon a tué le Roi cette nuit, désignez le Démon à l'Enfant de Chœur.",
        )),
        reminders: &[],
        setup: &[SetupEffect::Needs("king")],
        flags: NONE,
        ability: t(
            "If the Demon kills the King, learns who the Demon is. [The King is in play.]",
            "Si le Démon tue le Roi, apprend qui est le Démon. [Le Roi est en jeu.]",
        ),
    },
    CharacterDef {
        id: "banshee",
        name: n("Banshee", "Banshee"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: Some(other("banshee")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Demon killed the Banshee tonight, mark her Has Ability and announce it at dawn.",
            "Si le Démon a tué la Banshee cette nuit, marquez-la Capacité active et annoncez-le à \
             l'aube.",
        )),
        reminders: &[r("Has Ability", "Capacité active")],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            works_when_dead: true,
            ..NONE
        },
        ability: t(
            "If killed by the Demon, everyone learns it; from then on she may nominate twice a \
             day and vote twice on each nomination.",
            "Si le Démon la tue, tout le monde l'apprend ; dès lors, elle peut nominer deux fois \
             par jour et voter deux fois à chaque nomination.",
        ),
    },
    CharacterDef {
        id: "magician",
        name: n("Magician", "Magicien"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("magician")),
        other_night: None,
        first_night_prompt: Some(t(
            "When the evil team meets, show the Magician among the Minions to the Demon and among \
             the Demons to the Minions.",
            "Quand l'équipe maléfique se découvre, montrez le Magicien parmi les Sbires au Démon et \
             parmi les Démons aux Sbires.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "The Demon believes the Magician is a Minion, and the Minions believe the Magician \
             is a Demon.",
            "Le Démon croit que le Magicien est un Sbire, et les Sbires croient que le Magicien \
             est un Démon.",
        ),
    },
    CharacterDef {
        id: "poppygrower",
        name: n("Poppy Grower", "Cultivateur de pavot"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: Some(first("poppygrower")),
        other_night: Some(other("poppygrower")),
        first_night_prompt: Some(POPPY_GROWER),
        other_night_prompt: Some(POPPY_GROWER),
        reminders: &[r("Evil Wakes", "Le mal se réveille")],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..NONE
        },
        ability: t(
            "Minions and the Demon do not learn each other. When the Poppy Grower dies, they do \
             that night.",
            "Les Sbires et le Démon ne se connaissent pas. Quand le Cultivateur de pavot meurt, ils \
             se découvrent la nuit suivante.",
        ),
    },
    CharacterDef {
        id: "atheist",
        name: n("Atheist", "Athée"),
        edition: CAROUSEL,
        team: Townsfolk,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[SetupEffect::NoEvil],
        flags: Flags {
            works_when_dead: true,
            ..NONE
        },
        ability: t(
            "The Storyteller may break the rules; if the Atheist is executed, good wins, even \
             when already dead. [No evil characters in play.]",
            "Le Conteur peut enfreindre les règles ; si l'Athée est exécuté, le bien gagne, même \
             s'il est déjà mort. [Aucun rôle maléfique en jeu.]",
        ),
    },
    // Outsiders
    CharacterDef {
        id: "hermit",
        name: n("Hermit", "Ermite"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("1", "1"), r("2", "2"), r("3", "3")],
        setup: &[Outsiders(&[-1, 0])],
        flags: NONE,
        ability: t(
            "Has the abilities of every Outsider not in play. [One Outsider fewer, or no \
             change.]",
            "A les capacités de tous les Étrangers absents du jeu. [Un Étranger de moins, ou \
             aucun changement.]",
        ),
    },
    CharacterDef {
        id: "ogre",
        name: n("Ogre", "Ogre"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: Some(first("ogre")),
        other_night: None,
        first_night_prompt: Some(t(
            "The Ogre points at another player (mark them Friend); the Ogre takes that player's \
             alignment without being told.",
            "L'Ogre désigne un autre joueur (marquez-le Ami) ; l'Ogre prend l'alignement de ce \
             joueur sans l'apprendre.",
        )),
        other_night_prompt: None,
        reminders: &[r("Friend", "Ami")],
        setup: &[],
        flags: PLAYER,
        ability: t(
            "On the first night, picks another player and secretly takes their alignment, even \
             if drunk or poisoned.",
            "La première nuit, choisit un autre joueur et prend en secret son alignement, même \
             ivre ou empoisonné.",
        ),
    },
    CharacterDef {
        id: "golem",
        name: n("Golem", "Golem"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("May Not Nominate", "Ne peut plus nominer")],
        setup: &[],
        flags: Flags {
            once_per_game: true,
            ..NONE
        },
        ability: t(
            "May nominate only once in the game; a nominee who is not the Demon dies.",
            "Ne peut nominer qu'une fois dans la partie ; si le joueur nominé n'est pas le Démon, \
             il meurt.",
        ),
    },
    CharacterDef {
        id: "plaguedoctor",
        name: n("Plague Doctor", "Médecin de la Peste"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: Some(other("plaguedoctor")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Plague Doctor has died, you hold a Minion ability of your choice: use it now if \
             it acts at night.",
            "Si le Médecin de la Peste est mort, vous avez la capacité d'un Sbire de votre choix : \
             utilisez-la maintenant si elle agit la nuit.",
        )),
        reminders: &[r("Storyteller Ability", "Capacité du Conteur")],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            works_when_dead: true,
            chooser: Chooser::Storyteller,
            ..NONE
        },
        ability: t(
            "When the Plague Doctor dies, the Storyteller gains the ability of a Minion.",
            "Quand le Médecin de la Peste meurt, le Conteur gagne la capacité d'un Sbire.",
        ),
    },
    CharacterDef {
        id: "hatter",
        name: n("Hatter", "Chapelier"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: Some(other("hatter")),
        first_night_prompt: None,
        other_night_prompt: Some(t(
            "If the Hatter died today or tonight, wake the Minions and the Demon: each may point \
             at a character of their own type to become (no two the same).",
            "Si le Chapelier est mort aujourd'hui ou cette nuit, réveillez les Sbires et le Démon : \
             chacun peut désigner un rôle de son type à devenir (jamais deux fois le même).",
        )),
        reminders: &[r("Tea Party Tonight", "Thé ce soir")],
        setup: &[],
        flags: Flags {
            triggers_on_death: true,
            ..NONE
        },
        ability: t(
            "On the night of the Hatter's death, the Minions and the Demon may swap to other \
             characters of their types.",
            "La nuit de la mort du Chapelier, les Sbires et le Démon peuvent changer pour d'autres \
             rôles de leurs types.",
        ),
    },
    CharacterDef {
        id: "politician",
        name: n("Politician", "Politicien"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: Flags {
            works_when_dead: true,
            ..NONE
        },
        ability: t(
            "If the Politician did the most to make their team lose, they switch sides and win, \
             even when dead.",
            "Si le Politicien a le plus contribué à la défaite de son équipe, il change de camp et \
             gagne, même mort.",
        ),
    },
    CharacterDef {
        id: "zealot",
        name: n("Zealot", "Fanatique"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: NONE,
        ability: t(
            "While five or more players are alive, must vote on every nomination.",
            "Tant qu'au moins cinq joueurs sont vivants, doit voter à chaque nomination.",
        ),
    },
    CharacterDef {
        id: "damsel",
        name: n("Damsel", "Demoiselle"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: Some(first("damsel")),
        other_night: Some(other("damsel")),
        first_night_prompt: Some(DAMSEL),
        other_night_prompt: Some(t(
            "Only if a player became the Damsel since last night: wake the Minions together and \
             show them the Damsel token.",
            "Seulement si un joueur est devenu la Demoiselle depuis la nuit dernière : réveillez \
             les Sbires ensemble et montrez-leur le jeton Demoiselle.",
        )),
        reminders: &[r("Guess Used", "Essai utilisé")],
        setup: &[],
        flags: NONE,
        ability: t(
            "The Minions know a Damsel is in play. If one Minion publicly guesses who she is (one \
             guess in all), her team loses.",
            "Les Sbires savent qu'une Demoiselle est en jeu. Si un Sbire devine publiquement qui \
             elle est (un seul essai en tout), son équipe perd.",
        ),
    },
    CharacterDef {
        id: "snitch",
        name: n("Snitch", "Balance"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: Some(first("snitch")),
        other_night: None,
        first_night_prompt: Some(t(
            "Wake each Minion in turn and show them three good characters not in play, as bluffs.",
            "Réveillez chaque Sbire à son tour et montrez-lui trois rôles bons absents du jeu, \
             comme bluffs.",
        )),
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: STORYTELLER,
        ability: t(
            "Each Minion is given three characters not in play to bluff as.",
            "Chaque Sbire reçoit trois rôles absents du jeu pour bluffer.",
        ),
    },
    CharacterDef {
        id: "heretic",
        name: n("Heretic", "Hérétique"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[],
        setup: &[],
        flags: Flags {
            works_when_dead: true,
            ..NONE
        },
        ability: t(
            "The winners lose and the losers win, even when the Heretic is dead.",
            "Les gagnants perdent et les perdants gagnent, même si l'Hérétique est mort.",
        ),
    },
    CharacterDef {
        id: "puzzlemaster",
        name: n("Puzzlemaster", "Maître des Puzzles"),
        edition: CAROUSEL,
        team: Outsider,
        first_night: None,
        other_night: None,
        first_night_prompt: None,
        other_night_prompt: None,
        reminders: &[r("Drunk", "Ivre"), r("Guess Used", "Essai utilisé")],
        setup: &[],
        flags: Flags {
            works_when_dead: true,
            once_per_game: true,
            chooser: Chooser::Storyteller,
            ..NONE
        },
        ability: t(
            "One player is drunk, even after the Puzzlemaster dies. One guess of who it is: right, \
             learn the Demon; wrong, learn false information.",
            "Un joueur est ivre, même après la mort du Maître des Puzzles. Un seul essai pour le \
             trouver : juste, il apprend le Démon ; faux, il reçoit une fausse information.",
        ),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// 30 Townsfolk and 11 Outsiders, all of the carousel edition, ids unique.
    #[test]
    fn counts_and_edition() {
        assert_eq!(ROWS.iter().filter(|c| c.team == Townsfolk).count(), 30);
        assert_eq!(ROWS.iter().filter(|c| c.team == Outsider).count(), 11);
        assert_eq!(ROWS.len(), 41);
        assert!(ROWS.iter().all(|c| c.edition == CAROUSEL));
    }

    /// The official `setup: true` characters among them, and what their brackets change.
    #[test]
    fn setup_changes() {
        let with: Vec<&str> = ROWS
            .iter()
            .filter(|c| c.modifies_setup())
            .map(|c| c.id)
            .collect();
        assert_eq!(
            with,
            [
                "bountyhunter",
                "balloonist",
                "villageidiot",
                "huntsman",
                "choirboy",
                "atheist",
                "hermit"
            ]
        );
        let get = |id: &str| ROWS.iter().find(|c| c.id == id).unwrap();
        assert_eq!(get("balloonist").setup, &[Outsiders(&[0, 1])]);
        assert_eq!(get("hermit").setup, &[Outsiders(&[-1, 0])]);
        assert_eq!(
            get("huntsman").setup,
            &[Outsiders(&[0, 1]), SetupEffect::Adds("damsel")]
        );
        assert_eq!(get("villageidiot").setup, &[SetupEffect::Copies(2)]);
        assert_eq!(get("choirboy").setup, &[SetupEffect::Needs("king")]);
    }

    /// The reminder tokens are the official labels (each once); the global one is the
    /// Alchemist's.
    #[test]
    fn reminders() {
        let get = |id: &str| ROWS.iter().find(|c| c.id == id).unwrap();
        assert!(
            get("alchemist")
                .reminder("Is The Alchemist")
                .unwrap()
                .global
        );
        assert!(get("lycanthrope").reminder("Faux Paw").is_some());
        assert!(get("puzzlemaster").reminder("Guess Used").is_some());
        assert_eq!(get("hermit").reminders.len(), 3);
        for c in ROWS {
            for r in c.reminders {
                assert_eq!(r.id, r.text.en(), "{}", c.id);
            }
        }
    }
}
