//! Interface text in English and French: one key per piece of text, one table holding both
//! languages, so a missing translation is a failing test rather than a blank on the screen.

pub use crate::engine::character::Lang;

macro_rules! texts {
    ($($key:ident => $en:expr, $fr:expr;)*) => {
        /// A piece of interface text: its English and its French. Each key is a constant of its
        /// own pointing at its two texts (no table of every text), so a build keeps only the
        /// texts its screens name: each game's page carries its own, not the other game's.
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct Key(&'static (&'static str, &'static str));

        #[allow(non_upper_case_globals)]
        impl Key {
            $(pub const $key: Key = Key(&($en, $fr));)*

            /// Every key, for tests and tooling.
            pub const ALL: &'static [Key] = &[$(Key::$key,)*];

            /// The keys' names, in the order of `ALL`, for tests and tooling.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($key),)*];
        }
    };
}

impl Key {
    /// The text in English and in French.
    pub fn pair(self) -> (&'static str, &'static str) {
        *self.0
    }
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Key({:?})", self.0 .0)
    }
}

texts! {
    AppName => "Grimoire", "Grimoire";
    Tagline => "The Storyteller's grimoire, offline at the table.",
        "Le grimoire du Conteur, hors ligne, à la table.";
    Language => "Language", "Langue";
    LanguageName => "English", "Français";
    LanguageIs => "Language: {}", "Langue : {}";
    SwitchLanguage => "Passer en français", "Switch to English";
    UpdateReady => "A new version is ready.", "Une nouvelle version est prête.";
    Reload => "Reload", "Recharger";
    CharactersKnown => "characters known", "personnages connus";
    OfflineGames => "Offline on this phone", "Hors ligne sur ce téléphone";
    OfflineReady => "ready", "prêt";
    OfflineNotYet => "downloaded when first opened", "téléchargé à la première ouverture";
    KeepOffline => "Download now", "Télécharger maintenant";
    RenameOpenFirst => "This game was saved by an earlier version: open it once, then rename it.", "Cette partie a été enregistrée par une version antérieure : ouvrez-la une fois, puis renommez-la.";
    OfflineDownloading => "downloading…", "téléchargement…";
    ScreenLoading => "Loading…", "Chargement…";
    ScreenLoadFailed => "This screen could not be loaded: the connection was lost before it was kept on this phone. The game is saved; check the connection and try again.", "Cet écran n'a pas pu être chargé : la connexion a été perdue avant qu'il soit gardé sur ce téléphone. La partie est enregistrée ; vérifiez la connexion et réessayez.";
    TryAgain => "Try again", "Réessayer";

    // Home
    NewGame => "New game", "Nouvelle partie";
    Continue => "Continue", "Reprendre";
    SavedGames => "Saved games", "Parties enregistrées";
    NoSavedGames => "No saved game yet.", "Aucune partie enregistrée.";
    Open => "Open", "Ouvrir";
    Delete => "Delete", "Supprimer";
    DeleteGameQuestion => "Delete this game for good?", "Supprimer définitivement cette partie ?";
    YesDelete => "Yes, delete", "Oui, supprimer";
    Cancel => "Cancel", "Annuler";
    PlayersCount => "{} player{s}", "{} joueur{s}";
    LastChange => "last change {}", "modifiée le {}";
    CustomScript => "Custom script", "Module personnalisé";
    RulesetBotc => "Blood on the Clocktower", "Blood on the Clocktower";

    // Game bar
    Home => "Home", "Accueil";
    Undo => "Undo", "Annuler l'action";
    Redo => "Redo", "Rétablir";
    History => "History", "Historique";
    Close => "Close", "Fermer";
    Back => "Back", "Retour";

    // Privacy at the table: the locked bag, the cover, the secret link
    BagStoryteller => "Storyteller (hold)", "Conteur (maintenir)";
    BagLockedHelp => "Only the Storyteller leaves the bag: hold “Storyteller” for a second.",
        "Seul le Conteur quitte le sac : maintenez « Conteur » une seconde.";
    BagLock => "Pass the phone again", "Refaire passer le téléphone";
    BagAreYou => "Are you {}?", "Êtes-vous {} ?";
    BagAskHelp => "Not your name? Go back: nothing has been shown.",
        "Ce n'est pas votre nom ? Revenez : rien n'a été montré.";
    BagShowMine => "Yes, show my character", "Oui, montrer mon personnage";
    BagNotMe => "Not me", "Ce n'est pas moi";
    Cover => "Cover the grimoire", "Couvrir le grimoire";
    CoverTitle => "Grimoire closed", "Grimoire fermé";
    CoverHelp => "Nothing of the game is on the screen.", "Rien de la partie n'est à l'écran.";
    CoverReturn => "Hold to open", "Maintenir pour ouvrir";
    SecretLinkWarning => "This link shows every secret: every character, every poison, every note. Never let a player see it.",
        "Ce lien montre tous les secrets : chaque personnage, chaque poison, chaque note. Qu'aucun joueur ne le voie.";
    SecretLinkReveal => "Show the secret link", "Afficher le lien secret";

    // Going back in the history, naming a game
    HistoryBackTo => "Back to here", "Revenir ici";
    HistoryBackToQuestion => "Take back the {} later actions? Redo brings them back.",
        "Annuler les {} actions suivantes ? « Rétablir » les ramène.";
    HistoryBackToYes => "Take them back", "Les annuler";
    GameName => "Name of the game", "Nom de la partie";
    GameNamePlaceholder => "e.g. Friday at Sam's", "ex. Vendredi chez Sam";
    SaveName => "Save the name", "Enregistrer le nom";

    // Notices
    ForceIt => "Do it anyway", "Le faire quand même";
    Dismiss => "Dismiss", "Masquer";
    OverrideReason => "the Storyteller's decision", "décision du Conteur";
    StorageFull => "Storage is full: this game goes on in memory only. Delete old games to save again.",
        "Le stockage est plein : la partie continue en mémoire seulement. Supprimez d'anciennes parties pour enregistrer à nouveau.";
    StorageFailed => "The game could not be saved: {}", "La partie n'a pas pu être enregistrée : {}";
    UnsavedLeaveQuestion => "This game could not be saved on this phone (storage is full): leaving it now loses its last moves. Export it as a file first?",
        "Cette partie n'a pas pu être enregistrée sur ce téléphone (stockage plein) : la quitter maintenant perd ses dernières actions. L'exporter d'abord dans un fichier ?";
    LeaveAnyway => "Leave without it", "Quitter sans elle";
    StayInGame => "Stay in the game", "Rester dans la partie";
    GameMissing => "This game's data is no longer in this phone's storage: it cannot be opened.",
        "Les données de cette partie ne sont plus dans le stockage du téléphone : elle ne peut pas être ouverte.";
    RemoveFromList => "Remove it from the list", "La retirer de la liste";
    SetAsideFailed => "The data could not be set aside ({}): it stays where it was. Download it, or delete it.",
        "Les données n'ont pas pu être mises de côté ({}) : elles restent où elles étaient. Téléchargez-les, ou supprimez-les.";
    StorageIsFull => "storage is full", "stockage plein";
    ScriptNameClash => "Careful: homebrew characters named like an official character: {}. Players may take them for the official ones.",
        "Attention : des personnages maison portent le nom d'un personnage officiel : {}. Les joueurs pourraient les confondre avec les officiels.";
    MovesRecovered => "{} move{s} recovered: the browser closed before it had saved them.",
        "{} action{s} récupérée{s} : le navigateur s'est fermé avant de les avoir enregistrées.";
    JournalOff => "Durability reduced: this browser keeps no journal (private browsing?). A move made just before it closes may be lost.",
        "Sauvegarde moins sûre : ce navigateur ne tient pas de journal (navigation privée ?). Une action faite juste avant sa fermeture peut être perdue.";
    StorageFullMoves => "Storage is full: {} move{s} of this game {is|are} kept only in memory and in the journal, not in the phone's storage. Download the game file now to keep {it|them}; delete old games to save again.",
        "Le stockage est plein : {} action{s} de cette partie {est|sont} gardée{s} seulement en mémoire et dans le journal, pas dans le stockage du téléphone. Téléchargez le fichier de la partie dès maintenant pour {la|les} garder ; supprimez d'anciennes parties pour enregistrer à nouveau.";
    ChangedElsewhere => "This game changed in another tab: now showing its latest move.",
        "Cette partie a changé dans un autre onglet : voici sa dernière action.";
    ChangedElsewhereRefused => "This game changed in another tab, so this move was not saved: “{}”. Now showing the game's latest move; make it again if it still applies.",
        "Cette partie a changé dans un autre onglet, donc cette action n'a pas été enregistrée : « {} ». Voici la dernière action de la partie ; refaites-la si elle vaut toujours.";
    DeletedElsewhere => "This game was deleted in another tab: it is no longer saved on this phone. Download the game file to keep it.",
        "Cette partie a été supprimée dans un autre onglet : elle n'est plus enregistrée sur ce téléphone. Téléchargez le fichier de la partie pour la garder.";
    DeletedElsewhereRefused => "This game was deleted in another tab, so this move was not saved: “{}”. Download the game file to keep the game with it.",
        "Cette partie a été supprimée dans un autre onglet, donc cette action n'a pas été enregistrée : « {} ». Téléchargez le fichier de la partie pour la garder avec elle.";
    DoItAgain => "Make it again", "La refaire";
    DownloadGameFile => "Download the game file", "Télécharger le fichier de la partie";

    // Setup: players
    SetupPlayersTitle => "Players and seats", "Joueurs et places";
    SetupPlayersHelp => "Add the players in clockwise seating order: neighbours matter.",
        "Ajoutez les joueurs dans l'ordre des places, dans le sens des aiguilles d'une montre : les voisins comptent.";
    Script => "Script", "Module";
    PlayerName => "Player name", "Nom du joueur";
    NewPlayerName => "New player's name", "Nom du nouveau joueur";
    AddPlayer => "Add", "Ajouter";
    RemovePlayer => "Remove {}", "Retirer {}";
    MoveUp => "Move {} up", "Monter {}";
    MoveDown => "Move {} down", "Descendre {}";
    SeatNumber => "Seat {}", "Place {}";
    NeedPlayers => "A game needs 5 to 20 players.", "Une partie demande de 5 à 20 joueurs.";
    CountTable => "Setup for {} player{s}", "Mise en place pour {} joueur{s}";
    NeedSevenPlayers => "Only Trouble Brewing is played with fewer than 7 players: this script needs 7 or more.",
        "Seul Trouble Brewing se joue à moins de 7 joueurs : ce module en demande 7 ou plus.";
    NextCharacters => "Next: characters", "Suite : les rôles";

    // Setup: characters
    SetupCharactersTitle => "Characters", "Rôles";
    RandomDraw => "Draw at random", "Tirage au sort";
    RandomDrawAgain => "Draw again", "Nouveau tirage";
    SeedLabel => "Seed {}", "Code du tirage : {}";
    SeedDrawLabel => "Seed {} · draw {}", "Code du tirage : {} · tirage n° {}";
    NoCharacter => "— choose —", "— choisir —";
    ShownAs => "Shown as", "Voit le jeton";
    AlignmentOf => "Alignment of {}", "Alignement de {}";
    CharacterOf => "Character of {}", "Rôle de {}";
    ShownTokenOf => "Token shown to {}", "Jeton montré à {}";
    SetupChanges => "Setup changes", "Modifications de mise en place";
    OutsidersChange => "Outsiders {} (Townsfolk the opposite).", "Étrangers {} (Villageois à l'inverse).";
    MinionsChange => "Minions {} (Townsfolk the opposite).", "Sbires {} (Villageois à l'inverse).";
    CopiesChange => "Up to {} more may be in play, in place of other Townsfolk.", "Jusqu'à {} de plus peuvent être en jeu, à la place d'autres Villageois.";
    HeldByNoOneChange => "No player has it: its token stays out of the bag.", "Aucun joueur ne l'a : son jeton reste hors du sac.";
    MajorityChange => "More than half the players have it; no Minions, the others good.", "Plus de la moitié des joueurs l'ont ; pas de Sbires, les autres sont bons.";
    NotInBagChange => "Not in the bag: the player is shown a {} token and believes it.",
        "Pas dans le sac : le joueur voit un jeton {} et y croit.";
    NeighboursDemonChange => "Sits next to the Demon.", "Est assis à côté du Démon.";
    NeedsChange => "The {} is in play too.", "Le rôle {} est en jeu aussi.";
    ManualChange => "Apply this change by hand.", "Appliquez cette modification à la main.";
    EvilTownsfolkChange => "One other Townsfolk is evil.", "Un autre Villageois est maléfique.";
    NoEvilChange => "No Demon and no Minions: every player is good.", "Ni Démon ni Sbires : tous les joueurs sont bons.";
    NoDemonChange => "No Demon at the start: one more Townsfolk takes its place.", "Pas de Démon au départ : un Villageois de plus prend sa place.";
    OutsidersAnyChange => "Any number of Outsiders (the draw picks one); Townsfolk fill the other good seats.", "Autant d'Étrangers qu'on veut (le tirage en choisit un nombre) ; des Villageois occupent les autres places bonnes.";
    MinionsAsTownsfolkChange => "No Minions at setup: Townsfolk take their seats; the Minions are made on the first night.", "Pas de Sbires à la mise en place : des Villageois prennent leurs places ; les Sbires sont créés la première nuit.";
    AddsChange => "The {} is in play too.", "Le rôle {} est aussi en jeu.";
    Warnings => "Warnings", "Avertissements";
    PickLegal => "This pick follows the setup rules.", "Ce choix respecte les règles de mise en place.";
    AcceptCharacters => "Hand out these characters", "Distribuer ces rôles";
    AcceptAnyway => "Hand out anyway", "Distribuer quand même";
    IncompletePick => "Every player needs a character.", "Chaque joueur doit avoir un rôle.";
    TravellersHelp => "Beyond 15 players, the extra players are Travellers: choose their character and alignment.",
        "Au-delà de 15 joueurs, les joueurs en plus sont des Voyageurs : choisissez leur rôle et leur alignement.";

    // Setup: review
    SetupReviewTitle => "Before the game", "Avant la partie";
    Bluffs => "Demon bluffs", "Bluffs du Démon";
    BluffsHelp => "Three good characters not in play, shown to the Demon.",
        "Trois rôles bons absents du jeu, montrés au Démon.";
    Bluff => "Bluff {}", "Bluff {}";
    KeepBluffs => "Keep these bluffs", "Garder ces bluffs";
    SuggestBluffs => "Suggest others", "En suggérer d'autres";
    BluffsNotSet => "Suggested, not kept yet.", "Suggérés, pas encore gardés.";
    RedHerring => "Fortune Teller's red herring", "Leurre de la Voyante";
    PassTheBag => "Pass the phone: the bag", "Faire passer le téléphone : le sac";
    StartGame => "Start the first night", "Commencer la première nuit";
    ChangeCharacters => "Change the characters", "Changer les rôles";
    ChangePlayers => "Change the players", "Changer les joueurs";

    // Bag
    BagTitle => "The bag", "Le sac";
    BagHelp => "Hand the phone round. Each player taps their own name, says it is theirs, looks, then hides it.",
        "Faites passer le téléphone. Chaque joueur touche son nom, confirme que c'est le sien, regarde, puis cache.";
    BagDone => "{} has looked", "{} a regardé";
    BagYouAre => "You are", "Vous êtes";
    BagSecret => "The Tor is in play: you do not know your character or your team. You learn them when you die.",
        "Le Tor est en jeu : vous ne connaissez ni votre personnage ni votre équipe. Vous les apprendrez en mourant.";
    BagHide => "Hide and pass on", "Cacher et passer";
    BagToBoard => "Back to the grimoire", "Retour au grimoire";
    Looked => "seen", "vu";

    // Board
    BoardTitle => "Grimoire", "Grimoire";
    Alive => "{} alive", "{} vivant{s}";
    VotesNeeded => "{} vote{s} to execute", "{} vote{s} pour exécuter";

    // The day timer (002 L317, L329)
    DayTimer => "Day timer", "Minuteur du jour";
    DayTimerDiscussion => "Discussion", "Discussion";
    DayTimerPrivate => "Private chats", "Conversations privées";
    DayTimerNominations => "Nominations", "Nominations";
    DayTimerAccusation => "Accusation", "Accusation";
    DayTimerDefence => "Defence", "Défense";
    DayTimerSuggested => "Suggested for {} alive: {}.", "Durée suggérée pour {} en vie : {}.";
    DayTimerFromDiscussion => "Rulebook: five to ten minutes of talk before nominations (002 L317). Grimoire's scale within it: 5 minutes at 5 alive, 30 s more per player alive up to 15.",
        "Livret : cinq à dix minutes de discussion avant les nominations (002 L317). Échelle de Grimoire dans cet intervalle : 5 minutes à 5 en vie, 30 s de plus par personne en vie jusqu'à 15.";
    DayTimerFromPrivate => "Grimoire's default: 20 s per player alive, from 2 to 5 minutes (the rulebook gives no length).",
        "Valeur de Grimoire : 20 s par personne en vie, de 2 à 5 minutes (le livret ne donne pas de durée).";
    DayTimerFromNominations => "Grimoire's default: 30 s per player alive, from 3 to 10 minutes (the rulebook times only each speech, 002 L329).",
        "Valeur de Grimoire : 30 s par personne en vie, de 3 à 10 minutes (le livret ne minute que chaque prise de parole, 002 L329).";
    DayTimerFromSpeech => "Rulebook: ten to thirty seconds, whatever the number alive (002 L329).",
        "Livret : dix à trente secondes, quel que soit le nombre en vie (002 L329).";
    DayTimerStart => "Start", "Lancer";
    DayTimerStop => "Stop", "Arrêter";
    DayTimerDone => "Done", "Fini";
    DayTimerUp => "Time's up", "Temps écoulé";
    DayTimerLess => "30 seconds less", "30 secondes de moins";
    DayTimerMore => "30 seconds more", "30 secondes de plus";
    Dead => "dead", "mort";
    GhostVote => "ghost vote", "vote fantôme";
    NoGhostVote => "ghost vote spent", "vote fantôme utilisé";
    Drunk => "drunk", "ivre";
    Poisoned => "poisoned", "empoisonné";
    GoodWord => "good", "Bien";
    EvilWord => "evil", "Mal";
    NoCharacterYet => "no character", "sans rôle";
    OpenSeat => "{}: open", "{} : ouvrir";
    Bag => "Bag", "Sac";
    Setup => "Setup", "Mise en place";

    // Seat sheet
    Kill => "Kill", "Tuer";
    Revive => "Revive", "Ressusciter";
    Execute => "Execute", "Exécuter";
    ChangeCharacter => "Change character", "Changer de rôle";
    Alignment => "Alignment", "Alignement";
    Good => "Good", "Bien";
    Evil => "Evil", "Mal";
    MakeDrunk => "Make drunk", "Rendre ivre";
    Poison => "Poison", "Empoisonner";
    Sober => "Sober up", "Dégriser";
    Cure => "Cure", "Soigner";
    Source => "Because of", "À cause de";
    StorytellerSource => "the Storyteller", "le Conteur";
    DrunkBy => "drunk because of {}", "ivre à cause de {}";
    PoisonedBy => "poisoned because of {}", "empoisonné à cause de {}";
    Protect => "Protect from the Demon", "Protéger du Démon";
    Unprotect => "Remove the protection", "Retirer la protection";
    SafeBy => "safe from the Demon because of {}", "protégé du Démon grâce à {}";
    MakeUndying => "Cannot die tonight", "Ne peut pas mourir cette nuit";
    EndUndying => "Can die again", "Peut mourir à nouveau";
    UndyingBy => "cannot die tonight because of {}", "ne peut pas mourir cette nuit grâce à {}";
    Reminders => "Reminders", "Rappels";
    AddReminder => "Add a reminder", "Ajouter un rappel";
    OtherReminders => "Other characters' reminders", "Rappels des autres rôles";
    RemoveReminder => "Remove reminder {}", "Retirer le rappel {}";
    Notes => "Notes", "Notes";
    NoteText => "A note about {}", "Une note sur {}";
    AddNote => "Add note", "Ajouter la note";
    Ability => "Ability", "Capacité";
    AbilityOf => "Ability of {}", "Capacité de {}";
    Rename => "Rename", "Renommer";
    SeatGroup => "Seat: rename, move, someone joins, leaves", "Place : renommer, déplacer, une arrivée, un départ";
    RenameWho => "New name for {}", "Nouveau nom pour {}";
    MoveLeft => "◀ Swap with the left", "◀ Échanger avec la gauche";
    MoveRight => "Swap with the right ▶", "Échanger avec la droite ▶";
    NewcomerName => "Name of a player joining", "Nom d'un joueur qui arrive";
    SeatAfter => "Seat them after {}", "L'asseoir après {}";
    LeaveGame => "Remove from the game", "Retirer de la partie";
    RemovePlayerConfirm => "Tap again to remove", "Touchez encore pour retirer";
    Status => "Drunk and poisoned", "Ivre et empoisonné";

    // Character types (one)
    TeamTownsfolk => "Townsfolk", "Villageois";
    TeamOutsider => "Outsider", "Étranger";
    TeamMinion => "Minion", "Sbire";
    TeamDemon => "Demon", "Démon";
    TeamTraveller => "Traveller", "Voyageur";
    TeamFabled => "Fabled", "Légendaire";

    // Character info
    Team => "Team", "Type";
    ReminderTokens => "Reminder tokens", "Jetons de rappel";

    // History
    HistoryTitle => "History", "Historique";
    HistoryEmpty => "Nothing has happened yet.", "Rien ne s'est encore passé.";
    RedoAvailable => "{} action(s) can be redone.", "{} action(s) peuvent être rétablies.";

    // Recovery
    RecoveryTitle => "Saved data could not be read", "Des données enregistrées sont illisibles";
    RecoveryUnreadable => "The data under “{}” could not be read. Nothing has been deleted.",
        "Les données de « {} » sont illisibles. Rien n'a été supprimé.";
    RecoveryFuture => "The data under “{}” was written by a newer version of Grimoire (format {}). Nothing has been deleted.",
        "Les données de « {} » viennent d'une version plus récente de Grimoire (format {}). Rien n'a été supprimé.";
    RecoveryDetail => "Details", "Détails";
    DownloadData => "Download the data", "Télécharger les données";
    SetAside => "Set it aside and continue", "La mettre de côté et continuer";
    SetAsideHelp => "The data is kept under another key; the app goes on without it.",
        "Les données sont gardées sous une autre clé ; l'application continue sans elles.";
    DiscardData => "Delete it for good", "La supprimer définitivement";
    DiscardQuestion => "Delete this data for good? Download it first if in doubt.",
        "Supprimer ces données définitivement ? Téléchargez-les d'abord en cas de doute.";
    RecoveryNewerCopy => "The journal kept a newer copy of “{}”, but that copy cannot be read: it was not written over the copy saved on this phone. Nothing has been deleted.",
        "Le journal a gardé une copie plus récente de « {} », mais cette copie ne se lit pas : elle n'a pas remplacé la copie enregistrée sur ce téléphone. Rien n'a été supprimé.";
    RecoveryKeptCopy => "Saved on this phone: reads ({} move{s}), kept as it was.",
        "Enregistrée sur ce téléphone : se lit ({} action{s}), gardée telle quelle.";
    RecoveryKeptList => "Saved on this phone: reads, kept as it was.",
        "Enregistrée sur ce téléphone : se lit, gardée telle quelle.";
    RecoveryNoKept => "Saved on this phone: nothing under this key.",
        "Enregistrée sur ce téléphone : rien sous cette clé.";
    RecoveryNewerDamaged => "Newer copy in the journal: does not read ({} move{s}).",
        "Copie plus récente dans le journal : ne se lit pas ({} action{s}).";
    DownloadKept => "Download the copy saved on this phone", "Télécharger la copie enregistrée sur ce téléphone";
    DownloadNewer => "Download the newer copy (it does not read)", "Télécharger la copie plus récente (illisible)";
    RecoveryWhatGame => "This is the game “{}”: {}, {}, {}.", "Il s'agit de la partie « {} » : {}, {}, {}.";
    RecoveryWhatUnnamed => "This is a game of {}: {}, {}.", "Il s'agit d'une partie de {} : {}, {}.";
    RecoveryWhatUnlisted => "This game is not in the list of saved games.",
        "Cette partie n'est pas dans la liste des parties enregistrées.";
    RecoveryWhatList => "This is the list of saved games; each game is stored apart, and none has been touched.",
        "Il s'agit de la liste des parties enregistrées ; chaque partie est gardée à part, et aucune n'a été touchée.";
    SetAsideNewer => "Set the newer copy aside and continue with the saved one",
        "Mettre la copie plus récente de côté et continuer avec celle enregistrée";
    SetAsideNewerHelp => "The newer copy is kept under another key; the copy saved on this phone opens as it was.",
        "La copie plus récente est gardée sous une autre clé ; la copie enregistrée sur ce téléphone s'ouvre telle quelle.";
    DiscardNewer => "Delete the newer copy for good", "Supprimer définitivement la copie plus récente";

    // ---- Nights and days ----
    // Night sheet
    Dusk => "Dusk", "Crépuscule";
    DuskPrompt => "Everyone closes their eyes.", "Tout le monde ferme les yeux.";
    MinionInfo => "Minion info", "Infos des Sbires";
    MinionInfoPrompt => "Wake the Minions. Show them the “This is the Demon” card and point at the Demon.",
        "Réveillez les Sbires. Montrez-leur la carte « Voici le Démon » et désignez le Démon.";
    DemonInfo => "Demon info", "Infos du Démon";
    DemonInfoPrompt => "Wake the Demon. Show “These are your Minions” and point at them, then three good characters not in play.",
        "Réveillez le Démon. Montrez « Voici vos Sbires » en les désignant, puis trois personnages bons absents du jeu.";
    Dawn => "Dawn", "Aube";
    DawnPrompt => "Everyone opens their eyes. Announce who died tonight, and nothing more.",
        "Tout le monde ouvre les yeux. Annoncez qui est mort cette nuit, et rien de plus.";
    YouAreStep => "You are · {} ({})", "Vous êtes · {} ({})";
    YouArePrompt => "Wake the player and show them their new character.",
        "Réveillez le joueur et montrez-lui son nouveau personnage.";
    StorytellerHandles => "Wake the player; the Storyteller handles this ability.",
        "Réveillez le joueur ; le Conteur gère cette capacité.";
    StepOf => "Step {} of {}", "Étape {} sur {}";
    PreviousStep => "Previous step", "Étape précédente";
    NextStep => "Next step", "Étape suivante";
    EndNight => "Dawn: start the day", "Aube : commencer la journée";
    TonightsSheet => "Tonight's sheet", "La feuille de cette nuit";
    StepDone => "done", "fait";
    ImpairedStep => "Drunk or poisoned: you may give false information.",
        "Ivre ou empoisonné : vous pouvez donner une fausse information.";
    ImpairedNoEffect => "Drunk or poisoned: wake them as usual; what they choose has no effect tonight.",
        "Ivre ou empoisonné : réveillez-le comme d'habitude ; son choix n'a aucun effet cette nuit.";
    ImpairedAbility => "Drunk or poisoned: their ability does not work tonight.",
        "Ivre ou empoisonné : sa capacité ne fonctionne pas cette nuit.";
    TapOnePlayer => "Tap the player they choose on the board (or in the list).",
        "Touchez sur le plateau (ou dans la liste) le joueur choisi.";
    TapTwoPlayers => "Tap the two players they choose on the board (or in the list).",
        "Touchez sur le plateau (ou dans la liste) les deux joueurs choisis.";
    TapThreePlayers => "Tap the three players they choose on the board (or in the list).",
        "Touchez sur le plateau (ou dans la liste) les trois joueurs choisis.";
    ChooseOnlyCharacter => "They name a character: pick it below.",
        "Il nomme un rôle : choisissez-le ci-dessous.";
    AmongOthers => "Not themselves.", "Pas lui-même.";
    AmongAlive => "A living player.", "Un joueur vivant.";
    AmongAliveOthers => "A living player, not themselves.", "Un joueur vivant, pas lui-même.";
    AmongDead => "A dead player.", "Un joueur mort.";
    AmongFresh => "Not the same player as last time.", "Pas le même joueur que la dernière fois.";
    MayChooseNobody => "They may choose no one: then go on with Next.",
        "Il peut ne choisir personne : passez alors à la suite.";
    GuessLabel => "Character named", "Rôle nommé";
    GuessNone => "— choose a character —", "— choisir un rôle —";
    DiesNow => "{} dies now (your call)", "{} meurt maintenant (votre décision)";
    ChoiceAfterDeath => "{}'s public choice", "Choix public : {}";
    RecordChoice => "Record the choice", "Enregistrer le choix";
    StatementOf => "{}'s public statement", "Déclaration publique : {}";
    RecordStatement => "Record the statement", "Enregistrer la déclaration";
    QuestionOf => "{}'s question, asked in private", "Question de {}, posée en privé";
    RecordQuestion => "Record the question", "Enregistrer la question";
    AnswerQuestionOf => "Your answer to the {}'s question:", "Votre réponse à la question : {}";
    GuessOfAbility => "{}'s guess at their ability, made in private", "Supposition ({}) sur sa capacité, faite en privé";
    HowCloseOf => "How close is the {}'s guess? In your own words:", "À quel point la supposition ({}) est-elle proche ? Avec vos mots :";
    HowCloseLabel => "How close", "Proximité";
    StatementsFor => "What the {} learns today", "Ce qu'apprend aujourd'hui : {}";
    OneTrueOthersFalse => "In your own words: one true, the other false.",
        "Avec vos mots : une vraie, l'autre fausse.";
    AllStatementsFalse => "In your own words: all false now.",
        "Avec vos mots : toutes fausses maintenant.";
    AdviceInYourWords => "In your own words: advice that helps their team win.",
        "Avec vos mots : un conseil qui aide son équipe à gagner.";
    StatementNumber => "Statement {}", "Affirmation {}";
    AdviceLabel => "Advice", "Conseil";
    ToldToday => "Told today: {}", "Dit aujourd'hui : {}";
    GuessesOf => "{} guesses: {} of {}", "Suppositions ({}) : {} sur {}";
    GuessedPlayer => "Player guessed", "Joueur visé";
    MarkThis => "Mark — {}", "Marquer — {}";
    RecordGuess => "Record the guess", "Enregistrer la supposition";
    MustBeFalseNow => "This player's information must be false now.",
        "Les informations de ce joueur doivent être fausses maintenant.";
    HoldForSheet => "Hold a token to open its sheet.",
        "Maintenez le doigt sur un jeton pour ouvrir sa fiche.";
    PickFromList => "Choose from a list", "Choisir dans une liste";
    Recorded => "Recorded.", "Enregistré.";
    TrueAnswer => "True", "Vrai";
    FalseAnswer => "False (suggested)", "Faux (suggéré)";
    ImpairedBadge => "Drunk or poisoned", "Ivresse ou poison";
    MustBeFalseBadge => "Must be false", "Information fausse obligatoire";
    AlsoYourChoice => "Also possible (your choice)", "Aussi possible (votre choix)";
    AlsoTrue => "Also true (as near on both sides)", "Aussi vrai (aussi proche des deux côtés)";
    YourJudgement => "Your judgement", "Votre jugement";
    MustBeFalseAnswer => "False (required)", "Faux (obligatoire)";
    MustBeFalseStep => "Another ability makes this player's information false: the false answer is suggested first.",
        "Une autre capacité rend fausses les informations de ce joueur : la réponse fausse est proposée en premier.";
    AlsoLegal => "Also legal (registration)", "Aussi possible (enregistrement)";
    AnswerToGive => "The answer to give", "La réponse à donner";
    YouDecide => "You decide which one to give.", "Vous décidez laquelle donner.";
    GiveAndShow => "Give and show to the player", "Donner et montrer au joueur";
    GiveThis => "Give and show: {}", "Donner et montrer : {}";
    ShowToPlayer => "Show to the player", "Montrer au joueur";
    ShowAgain => "Show again", "Montrer à nouveau";
    Given => "Given: {}.", "Information donnée : {}.";
    GivenTrue => "Given: {} (true).", "Information donnée : {} (vraie).";
    GivenFalse => "Given: {} (false).", "Information donnée : {} (fausse).";
    GivenLegal => "Given: {} (legal: your choice).", "Information donnée : {} (possible : votre choix).";
    Candidates => "Candidates: {}", "Candidats : {}";
    MayRegister => "{} (may register)", "{} (peut s'enregistrer)";
    NoCandidate => "Nobody fits: give what you like.", "Personne ne correspond : donnez ce que vous voulez.";
    RegistrationAllows => "Registration also allows: {}", "L'enregistrement permet aussi : {}";
    RegistersAsDemon => "Registers as the Demon: {}", "S'enregistre comme Démon : {}";
    MayRegisterAsDemon => "May register as the Demon: {}", "Peut s'enregistrer comme Démon : {}";
    NobodyExecuted => "Nobody was executed today.", "Personne n'a été exécuté aujourd'hui.";
    CurrentMaster => "Current master: {}", "Maître actuel : {}";
    EvilTeamNote => "Demon: {}. Minions: {}.", "Démon : {}. Sbires : {}.";
    DemonInfoNote => "Minions: {}. Bluffs: {}.", "Sbires : {}. Bluffs : {}.";
    DemonBluffsNote => "Bluffs: {}.", "Bluffs : {}.";
    DemonMinionsNote => "Minions: {}.", "Sbires : {}.";
    DiedTonight => "Died tonight: {}", "Morts cette nuit : {}";
    NobodyDied => "Nobody died.", "Personne n'est mort.";
    OutcomeDies => "This player dies.", "Ce joueur meurt.";
    OutcomeAlreadyDead => "Already dead: nothing happens.", "Déjà mort : rien ne se passe.";
    OutcomeSoldier => "The Soldier: nothing happens.", "Le Soldat : rien ne se passe.";
    OutcomeProtected => "Protected tonight: nothing happens.", "Protégé cette nuit : rien ne se passe.";
    OutcomeMayor => "The Mayor: you may choose another player to die.", "Le Maire : vous pouvez choisir un autre joueur qui meurt.";
    OutcomeStarPass => "The Imp chooses itself: it dies and a Minion becomes the Imp.",
        "L'Imp se choisit : il meurt et un Sbire devient l'Imp.";
    OutcomeKeptAlive => "An ability keeps this player alive: nothing happens.", "Une capacité garde ce joueur en vie : rien ne se passe.";
    OutcomeSelfKill => "The Demon chooses itself: it dies.", "Le Démon se choisit : il meurt.";
    OutcomeJumps => "The first Outsider attacked: this player becomes the Fang Gu (evil) and the old Fang Gu dies.",
        "Premier Étranger attaqué : ce joueur devient le Fang Gu (maléfique) et l'ancien Fang Gu meurt.";
    // What the engine did
    EventDied => "{} dies.", "{} meurt.";
    EventNoEffect => "{}: no effect ({}).", "{} : sans effet ({}).";
    WhyImpaired => "drunk or poisoned", "ivre ou empoisonné";
    WhyAlreadyDead => "already dead", "déjà mort";
    WhySoldier => "the Soldier", "le Soldat";
    WhyProtected => "protected", "protégé";
    WhyKeptAlive => "an ability keeps them alive", "une capacité le garde en vie";
    WhyAlreadyUsed => "ability already used", "capacité déjà utilisée";
    WhyNotTheCharacter => "not that character", "n'a pas ce rôle";
    WhyDead => "dead", "mort";
    WhyMissed => "missed", "raté";
    EventStatus => "{} is {}.", "{} : {}.";
    EventStatusInert => "{} is {} (no effect: the ability does not work).", "{} : {} (sans effet : la capacité ne marche pas).";
    SafeWord => "safe from the Demon", "protégé du Démon";
    MadWord => "mad", "fou";
    MadAbout => "Mad about being {}", "Fou d'être {}";
    MadNotAbout => "Must not claim to be {} (nor its type)", "Ne doit pas se dire {} (ni de son type)";
    ExecuteForMadness => "Execute {} for breaking madness ({})", "Exécuter {} pour folie rompue ({})";
    MadnessYourCall => "Only if they broke their madness: your call, no nomination.",
        "Seulement s'il a rompu sa folie : à vous de juger, sans nomination.";
    CannotDieWord => "unable to die tonight", "ne peut pas mourir cette nuit";
    EventBecomes => "{} becomes the {}.", "{} devient {}.";
    EventScarletWoman => "{} becomes the Demon.", "{} devient le Démon.";
    EventVirgin => "The Virgin: {} is executed.", "La Vierge : exécution de {}.";
    EventExecutedDies => "{} is executed and dies.", "Exécution de {}, qui meurt.";
    EventExecutedLives => "{} is executed (no death).", "Exécution de {}, qui ne meurt pas.";
    EventExecutedLivesOn => "{} is executed: the town sees a death, but their ability keeps them alive.",
        "Exécution de {} : le village voit une mort, mais sa capacité lui laisse la vie.";
    EventRegistersDead => "{}: the town sees a death, but their ability keeps them alive.",
        "{} : le village voit une mort, mais sa capacité lui laisse la vie.";
    EventGhostVote => "{} spends their ghost vote.", "{} utilise son vote fantôme.";
    EventDecision => "A decision is waiting for you above.", "Une décision vous attend plus haut.";
    EventFalseRequired => "This is the true answer, and {}'s information must be false now (Vortox): recorded as given.",
        "C'est la vraie réponse, et l'information de {} doit être fausse désormais (Vortox) : enregistrée telle quelle.";
    EventChainStopped => "Abilities kept answering each other: stopped after {} steps. Settle the rest by hand.", "Les capacités se répondaient sans fin : arrêt après {} étapes. Réglez la suite à la main.";
    // Show-to-player cards
    HoldToHide => "Hold to hide", "Maintenir pour cacher";
    CardThisIsTheDemon => "This is the Demon", "Voici le Démon";
    CardYourMinions => "These are your Minions", "Voici vos Sbires";
    CardNotInPlay => "These characters are not in play", "Ces personnages ne sont pas en jeu";
    CardYouAre => "You are", "Vous êtes";
    CardSelectedYou => "This character selected you", "Ce personnage vous a choisi";
    CardHasAbility => "You have this character's ability", "Vous avez la capacité de ce personnage";
    CardUsedAbility => "Did you use your ability today?", "Avez-vous utilisé votre capacité aujourd'hui ?";
    CardNumber => "Your number", "Votre nombre";
    CardYesNo => "Your answer", "Votre réponse";
    CardAlignment => "Alignment", "Alignement";
    Neither => "Neither", "Ni l'un ni l'autre";
    CardCharacter => "This character", "Ce personnage";
    CardPlayers => "These players", "Ces joueurs";
    CardDawn => "Dawn", "L'aube";
    CardDied => "Died", "Sont morts";
    CardExecuted => "Executed", "Exécuté";
    CardSlayer => "The shot", "Le tir";
    Yes => "Yes", "Oui";
    Clockwise => "Clockwise", "Sens horaire";
    Anticlockwise => "Anticlockwise", "Sens antihoraire";
    No => "No", "Non";
    NothingHappens => "Nothing happens.", "Rien ne se passe.";
    // A player's card on their own phone (a QR code instead of the phone)
    ShowOnPhone => "Show on their phone", "Montrer sur son téléphone";
    CardQrFor => "{}'s card", "Carte de {}";
    CardQrHelp => "Scan this code with your own phone: your card opens there, for you alone, even offline once Grimoire has been opened on it. Nothing is sent anywhere.",
        "Scannez ce code avec votre téléphone : votre carte s'y ouvre, rien que pour vous, même hors ligne une fois Grimoire ouvert dessus. Rien n'est envoyé nulle part.";
    CardQrLink => "The card's link", "Le lien de la carte";
    CardQrDone => "Done", "Terminé";
    PlayerCardNote => "This card came in the QR code and stays on this phone: nothing was sent anywhere. Keep it to yourself.",
        "Cette carte est venue dans le code QR et reste sur ce téléphone : rien n'a été envoyé. Gardez-la pour vous.";
    PlayerCardHome => "Open Grimoire", "Ouvrir Grimoire";
    // Dawn
    DawnReadOut => "Read this out to everyone.", "Lisez ceci à tout le monde.";
    DiedLastNight => "Died last night:", "Morts cette nuit :";
    DawnPlayerIs => "Tell everyone too: {} is the {}.", "Annoncez aussi à tous : {} a pour personnage {}.";
    DawnDone => "Read out: on to the day", "Annoncé : place à la journée";
    // Day
    Nominate => "Nominate", "Nominer";
    Nominates => "{} nominates {}", "{} nomine {}";
    SlayerShot => "Slayer shot", "Tir du Mercenaire";
    Shoots => "{} shoots {}", "{} tire sur {}";
    TapNominator => "Tap the nominator on the board (or below).", "Touchez celui qui nomine sur le plateau (ou ci-dessous).";
    TapNominee => "Now tap the nominee.", "Touchez maintenant le joueur nominé.";
    TapSlayer => "Tap the player who shoots.", "Touchez le joueur qui tire.";
    TapTarget => "Now tap the target.", "Touchez maintenant la cible.";
    AboutToDie => "{} is about to die.", "{} est sur le point de mourir.";
    NobodyOnBlock => "Nobody is about to die.", "Personne n'est sur le point de mourir.";
    ExecutedToday => "{} was executed today.", "Exécution aujourd'hui : {}.";
    ExecuteName => "Execute {}", "Exécuter {}";
    EndDay => "End the day: dusk", "Finir la journée : crépuscule";
    ExecuteAndEndDay => "Execute {} and end the day", "Exécuter {} et finir la journée";
    VotesCount => "{} vote{s}", "{} vote{s}";
    // The vote
    Threshold => "{} needed", "{} nécessaire{s}";
    HighestToday => "highest today {}", "record du jour {}";
    ToBlock => "{} to put on the block", "{} pour y mettre";
    ProjectedBlock => "Now: {} would be about to die.", "Pour l'instant : {} serait sur le point de mourir.";
    ProjectedTie => "Now: a tie, nobody would be about to die.", "Pour l'instant : égalité, personne ne serait sur le point de mourir.";
    ProjectedStays => "Now: not enough; {} stays about to die.", "Pour l'instant : pas assez ; {} reste sur le point de mourir.";
    ProjectedNobody => "Now: not enough.", "Pour l'instant : pas assez.";
    ArmReaches => "The arm reaches {}", "Le bras arrive à {}";
    ArmDone => "Every hand is counted.", "Toutes les mains sont comptées.";
    RaiseHand => "Hand up", "Main levée";
    LowerHand => "Hand down", "Main baissée";
    HandUp => "up", "levée";
    HandDown => "down", "baissée";
    CannotVote => "cannot vote", "ne peut pas voter";
    Waiting => "—", "—";
    CloseVote => "Close the vote", "Clore le vote";
    // Decisions and victory
    PendingMayor => "The Demon attacked the Mayor {}: who dies?", "Le Démon a attaqué le Maire {} : qui meurt ?";
    PendingChooses => "{} ({}): the Storyteller chooses.", "{} ({}) : le Conteur choisit.";
    PendingStarPass => "{} killed themself: which Minion becomes the Imp?", "{} se choisit et meurt : quel Sbire devient l'Imp ?";
    PendingRegistration => "{} may register for the {}: your call.", "{} peut s'enregistrer pour {} : à vous de décider.";
    PendingPickPlayers => "Pick {} players:", "Choisissez {} joueurs :";
    PendingPickIncomplete => "Pick {} more", "Encore {} à choisir";
    SetAsideDecision => "Set aside", "Écarter";
    GoodWins => "Good wins", "Le Bien gagne";
    EvilWins => "Evil wins", "Le Mal gagne";
    WinDemonDead => "The Demon is dead.", "Le Démon est mort.";
    WinTwoAlive => "Only two players are alive.", "Il ne reste que deux joueurs en vie.";
    WinSaint => "The Saint was executed.", "Le Vertueux a été exécuté.";
    WinHermitSaint => "The Hermit, who has the Saint's ability, died by execution.", "L'Ermite, qui a la capacité du Vertueux, est mort exécuté.";
    WinMayor => "Three players are alive and nobody was executed: the Mayor's town wins.",
        "Trois joueurs en vie et personne n'a été exécuté : la ville du Maire gagne.";
    WinMastermind => "The extra day after the Demon's execution decided it (Mastermind).",
        "Le jour de plus après l'exécution du Démon a tranché (Conspirateur).";
    WinKlutz => "The dead Klutz named an evil player: good loses.",
        "Le Maladroit mort a désigné un joueur maléfique : le Bien perd.";
    WinEvilTwin => "The good twin was executed (Evil Twin).",
        "Le jumeau bon a été exécuté (Jumeau Maléfique).";
    WinGoblin => "The Goblin claimed to be the Goblin when nominated, and was executed that day.",
        "Le Gobelin a déclaré être le Gobelin quand il a été nommé, et a été exécuté ce jour-là.";
    WinDamsel => "A Minion publicly guessed the Damsel.",
        "Un Sbire a deviné publiquement qui est la Demoiselle.";
    WinChosenExecuted => "The Fearmonger nominated the player they had chosen, who was executed: that player's team loses.",
        "L'Épouvanteur a nommé le joueur qu'il avait choisi, qui a été exécuté : l'équipe de ce joueur perd.";
    WinCultVote => "Every good player joined the Cult Leader's cult.",
        "Tous les joueurs bons ont rejoint la secte du Chef de secte.";
    WinStorytellerExecuted => "The Storyteller was executed with the Atheist in play and no Demon.",
        "Le Conteur a été exécuté, avec l'Athée en jeu et aucun Démon.";
    WinProtectedNominee => "The Demon nominated a player protected from it, who was executed (or nominated in the riot).",
        "Le Démon a nommé un joueur protégé contre lui, qui a été exécuté (ou nommé pendant l'émeute).";
    WinGrandchildExecuted => "The Grandmother's grandchild died by execution while this Demon is in play.",
        "Le petit-enfant de la Mamie est mort exécuté alors que ce Démon est en jeu.";
    WinMayorLastDay => "The fifth day ended with no execution, the Mayor and the Leviathan alive.",
        "Le cinquième jour s'est fini sans exécution, le Maire et le Léviathan vivants.";
    WinRiotStopped => "The Mayor stopped the riot: good wins with only one Riot alive, evil wins otherwise.",
        "Le Maire a arrêté l'émeute : le bien gagne s'il ne reste qu'un Émeutier vivant, sinon le mal gagne.";
    WinDiedBeforeSummoning => "The Alchemist holding the Summoner's ability died before naming the Demon.",
        "L'Alchimiste qui tenait la capacité de l'Invocateur est mort avant de nommer le Démon.";
    WinEvilTeamGuessed => "The Alsaahir publicly named the Demon and every Minion.",
        "L'Alsaahir a nommé publiquement le Démon et chacun des Sbires.";
    WinNoExecution => "A day ended with no execution while the Vortox lives.",
        "Un jour s'est fini sans exécution alors que le Vortox vit.";
    WinGoodExecutions => "A second good player was executed while the Leviathan lives.",
        "Un deuxième joueur bon a été exécuté alors que le Léviathan vit.";
    WinTurnedAround => "The Heretic turned the win around: the winners lose and the losers win.",
        "L'Hérétique a renversé la victoire : les gagnants perdent et les perdants gagnent.";
    WinDayLimit => "The fifth day is over and the Leviathan lives.",
        "Le cinquième jour est fini et le Léviathan vit.";
    ConfirmWinHelp => "The rules see a win. End the game, or not yet.", "Les règles voient une victoire. Finir la partie, ou pas encore.";
    ConfirmWin => "End the game", "Finir la partie";
    DeclareWin => "Declare a winner", "Déclarer un vainqueur";
    DeclareWinHelp => "For a win the app does not know: choose the team, say why, end the game.", "Pour une victoire que l'appli ne connaît pas : choisissez l'équipe, dites pourquoi, finissez la partie.";
    DeclareWinReason => "Why (shown at the end)", "Pourquoi (montré à la fin)";
    NotYet => "Not yet", "Pas encore";
    TheGrimoire => "The grimoire", "Le grimoire";
    BelievedTo => "believed {}", "croyait être {}";
    WakeLockFailed => "The screen may go to sleep: it could not be kept awake.", "L'écran peut se mettre en veille : impossible de le garder allumé.";

    // Sharing
    Share => "Share", "Partager";
    ShareTitle => "Share this game", "Partager cette partie";
    GameLink => "Game link", "Lien de la partie";
    GameLinkHelp => "The whole game, secrets included: for your own phone or a co-Storyteller.",
        "Toute la partie, secrets compris : pour votre autre téléphone ou un co-Conteur.";
    TownSquareLink => "Town square", "Place du village";
    LinkTooBig => "This game has grown too long for a link: no phone could open it. Share the game file below instead; it keeps everything.",
        "Cette partie est devenue trop longue pour un lien : aucun téléphone ne pourrait l'ouvrir. Partagez plutôt le fichier de la partie ci-dessous ; il garde tout.";
    HandoutLink => "Handout", "Aide de jeu";
    HandoutLinkHelp => "For the players, before or during the game: every character of the script and its ability, the jinxes, the Fabled and Loric in play and the night order. It says nothing of who is in play.",
        "Pour les joueurs, avant ou pendant la partie : chaque personnage du script et son pouvoir, les incompatibilités, les Légendaires et Loric en jeu et l'ordre de la nuit. Rien de qui est en jeu.";
    HandoutOpen => "Open the handout (to read or print)", "Ouvrir l'aide de jeu (lire ou imprimer)";
    HandoutTitle => "Players' handout", "Aide de jeu";
    HandoutPrint => "Print", "Imprimer";
    HandoutBy => "by {}", "par {}";
    HandoutTownsfolk => "Townsfolk", "Villageois";
    HandoutOutsiders => "Outsiders", "Étrangers";
    HandoutMinions => "Minions", "Sbires";
    HandoutDemons => "Demons", "Démons";
    HandoutTravellers => "Travellers", "Voyageurs";
    HandoutInPlay => "In play (Fabled and Loric)", "En jeu (Légendaires et Loric)";
    HandoutJinxes => "Jinxes", "Jinx";
    HandoutFirstNight => "First night", "Première nuit";
    HandoutOtherNights => "Other nights", "Autres nuits";
    HandoutMinionInfo => "Minions (7 players or more): they learn who the Demon is and who the other Minions are",
        "Sbires (7 joueurs ou plus) : ils apprennent qui est le Démon et qui sont les autres Sbires";
    HandoutDemonInfo => "Demon (7 players or more): learns who its Minions are and three good characters not in play",
        "Démon (7 joueurs ou plus) : apprend qui sont ses Sbires et trois personnages bons qui ne sont pas en jeu";
    HandoutNote => "The night order lists every character of the script that wakes; only those in play are woken.",
        "L'ordre de la nuit liste chaque personnage du script qui se réveille ; seuls ceux en jeu sont réveillés.";
    TownSquareLinkHelp => "For the players: seats, names, deaths, ghost votes and today's votes. No secret.",
        "Pour les joueurs : places, noms, morts, votes fantômes et votes du jour. Aucun secret.";
    CopyLink => "Copy the link", "Copier le lien";
    Copied => "Link copied.", "Lien copié.";
    CopyFailed => "Could not copy: select the link above and copy it.", "Copie impossible : sélectionnez le lien ci-dessus et copiez-le.";
    QrCaption => "Scan with another phone's camera.", "À scanner avec l'appareil photo d'un autre téléphone.";
    QrTooLong => "This link is too long for a QR code: share the link instead.", "Ce lien est trop long pour un code QR : partagez plutôt le lien.";
    LinkLength => "{} characters", "{} caractères";
    Files => "File", "Fichier";
    FilesHelp => "A readable JSON file of the whole game, to keep or to open on another phone.",
        "Un fichier JSON lisible de toute la partie, à garder ou à ouvrir sur un autre téléphone.";
    ExportFile => "Export file", "Exporter le fichier";
    ImportFile => "Import a file", "Importer un fichier";
    FileUnreadable => "The file could not be read.", "Le fichier n'a pas pu être lu.";
    FileTooLarge => "This file is too large: Grimoire opens files of at most 1 MB. Nothing was imported.",
        "Ce fichier est trop gros : Grimoire ouvre des fichiers de 1 Mo au plus. Rien n'a été importé.";
    LinkTooLong => "This link is too long ({} KB): Grimoire opens links of at most 64 KB. Nothing was changed.",
        "Ce lien est trop long ({} Ko) : Grimoire ouvre des liens de 64 Ko au plus. Rien n'a été modifié.";
    FileNotUtf8 => "This file is not UTF-8 text (it holds bytes that are not text): it was not imported.",
        "Ce fichier n'est pas du texte UTF-8 (il contient des octets qui ne sont pas du texte) : il n'a pas été importé.";
    AddGameQuestion => "Add this game?", "Ajouter cette partie ?";
    SharedGame => "A shared game", "Une partie partagée";
    PreviewPlayers => "{} player{s}, {} alive", "{} joueur{s}, {} en vie";
    PreviewWhere => "Now: {}", "En ce moment : {}";
    PreviewLast => "Last action: {}", "Dernière action : {}";
    PreviewNoAction => "Nothing played yet.", "Rien n'a encore été joué.";
    PreviewActions => "{} action{s}", "{} action{s}";
    AddGame => "Add this game", "Ajouter cette partie";
    AddAsCopy => "Add as a copy", "Ajouter comme copie";
    ReplaceGame => "Replace the saved game", "Remplacer la partie enregistrée";
    ReplaceQuestion => "Replace the saved game with this one? Its own moves will be lost.",
        "Remplacer la partie enregistrée par celle-ci ? Ses propres actions seront perdues.";
    YesReplace => "Yes, replace", "Oui, remplacer";
    RelationSame => "You already have this exact game.", "Vous avez déjà exactement cette partie.";
    RelationAhead => "You have this game: this link is {} action{s} further on.", "Vous avez cette partie : ce lien a {} action{s} de plus.";
    RelationBehind => "You have this game, {} action{s} further on than this link.", "Vous avez cette partie, avec {} action{s} de plus que ce lien.";
    BrokenLink => "This link cannot be opened", "Ce lien ne peut pas être ouvert";
    NothingChanged => "Nothing saved was changed.", "Rien d'enregistré n'a été modifié.";
    TownSquareTitle => "Town square", "Place du village";
    PublicSetup => "Players are sitting down", "Les joueurs s'installent";
    PublicNight => "Night {}", "Nuit {}";
    PublicDay => "Day {}", "Jour {}";
    PublicEnded => "The game is over", "La partie est finie";
    AliveOf => "{} of {} alive", "{} sur {} en vie";
    IsAlive => "alive", "en vie";
    IsDead => "dead", "mort";
    GhostVoteLeft => "ghost vote left", "vote fantôme restant";
    GhostVoteUsed => "no vote left", "plus de vote";
    TodaysNominations => "Today's nominations", "Nominations du jour";
    NoNominations => "No nomination yet.", "Aucune nomination pour l'instant.";
    NotVotedYet => "not voted yet", "pas encore voté";
    VotedBy => "{} vote{s}: {}", "{} vote{s} : {}";
    ReadOnlyView => "A snapshot shared by the Storyteller; it does not update by itself.",
        "Un instantané partagé par le Conteur ; il ne se met pas à jour tout seul.";
    ImportScript => "Import a script", "Importer un module";
    ImportScriptHelp => "Paste the script tool's JSON, or pick its file.", "Collez le JSON de l'outil de module, ou choisissez son fichier.";
    ScriptJson => "Script JSON", "JSON du module";
    UseScript => "Use this script", "Utiliser ce module";
    PickScriptFile => "Pick a file", "Choisir un fichier";
    ScriptBy => "by {}", "par {}";
    ScriptCharacters => "{} character{s}", "{} rôle{s}";
    ScriptHomebrew => "Homebrew ({}): {}", "Rôles maison ({}) : {}";
    ScriptInUse => "In use: {}", "Utilisé : {}";

    // ---- Day abilities and the kept win ----
    WinDeclared => "The Storyteller declared this win.", "Le Conteur a déclaré cette victoire.";
    SwitchedToWinners => "{} switched sides and wins with the winners (Politician).",
        "{} a changé de camp et gagne avec les vainqueurs (Politicien).";
    GoodWon => "good won", "le Bien a gagné";
    EvilWon => "evil won", "le Mal a gagné";

    // ---- Cards of the Storyteller's choosing and the Spy's grimoire ----
    ShowACard => "Show a card", "Montrer une carte";
    CardKindLegend => "Which card", "Quelle carte";
    KindNumber => "A number", "Un nombre";
    KindAlignment => "Good or evil", "Bien ou Mal";
    KindCharacters => "Several characters", "Plusieurs personnages";
    KindPlayerIs => "A player and a character", "Un joueur et un personnage";
    KindText => "A short text", "Un court texte";
    ComposerPickCharacters => "Tap the characters to show.", "Touchez les personnages à montrer.";
    ComposerText => "The text to show (a few words).", "Le texte à montrer (quelques mots).";
    CardPlayerIs => "This player is", "Ce joueur est";
    CardCharacters => "These characters", "Ces personnages";
    CardText => "The Storyteller says", "Le Conteur dit";
    CardDirection => "Direction", "Sens";
    DirectionTie => "Evil players as near on both sides: either side is true.", "Des joueurs maléfiques aussi proches des deux côtés : les deux sens sont vrais.";
    DirectionMayFlip => "A player who may register with another alignment makes the other side possible: your call.", "Un joueur qui peut s'enregistrer dans l'autre camp rend l'autre sens possible : à vous de décider.";
    KindYesNo => "Yes or no", "Oui ou non";
    KindCharacter => "A character", "Un personnage";
    KindPlayers => "Players", "Des joueurs";
    ComposerPickOnePlayer => "Tap the player the card points at.", "Touchez le joueur que la carte désigne.";
    ComposerPickPlayers => "Tap the players the card points at.", "Touchez les joueurs que la carte désigne.";
    ComposerPickCharacter => "Pick the character.", "Choisissez le personnage.";
    ComposerPickCharacterOptional => "Pick the character, an alignment, or both.", "Choisissez le personnage, un alignement, ou les deux.";
    ComposerPickThree => "Pick three characters: {} of 3.", "Choisissez trois personnages : {} sur 3.";
    SearchCharacters => "Search characters", "Chercher un personnage";
    NoCharacterMatches => "No character matches.", "Aucun personnage ne correspond.";
    AlignmentLegend => "Alignment", "Alignement";
    NoAlignment => "None", "Aucun";
    NumberLess => "One less", "Un de moins";
    NumberMore => "One more", "Un de plus";
    ComposerAnswerLegend => "The answer", "La réponse";
    ComposerAsks => "The card asks; the player answers with a nod or a shake of the head.", "La carte pose la question ; le joueur répond d'un signe de tête.";
    ShownToLegend => "Shown to (kept in the history)", "Montrée à (gardé dans l'historique)";
    ShownToNobody => "Not said", "Non précisé";
    ShowTheCard => "Show", "Montrer";
    ComposerIncomplete => "Pick what the card shows first.", "Choisissez d'abord ce que la carte montre.";
    ShowGrimoireToSpy => "Show the grimoire to the Spy", "Montrer le grimoire à l'Espion";
    SpyGrimoireTitle => "The grimoire", "Le grimoire";
    SpyBelieves => "believes they are the {}", "se croit {}";
    SpyBluffs => "Not in play (the Demon's bluffs): {}", "Pas en jeu (bluffs du Démon) : {}";

    // ---- Board details: ghost vote, durations, town square circle ----
    GhostVoteSwitch => "Ghost vote", "Vote fantôme";
    GhostVoteHeld => "still held", "encore disponible";
    GhostVoteGone => "spent", "utilisé";
    ApplyCharacter => "Give this character", "Donner ce rôle";
    HowLong => "how long", "durée";
    UntilRemoved => "Until removed", "Jusqu'à ce qu'on le retire";
    TonightAndTomorrow => "Tonight and tomorrow", "Cette nuit et demain";
    Tonight => "Tonight", "Cette nuit";
    Today => "Today", "Aujourd'hui";
    TodayAndTonight => "Today and tonight", "Aujourd'hui et cette nuit";
    UntilDusk => "Until dusk", "Jusqu'au crépuscule";
    UntilDawn => "Until dawn", "Jusqu'à l'aube";
    ForSomeDays => "For some days and nights, until a dusk", "Quelques jours et nuits, jusqu'à un crépuscule";
    SquareLegend => "● ghost vote left · ○ no vote left", "● vote fantôme restant · ○ plus de vote";
    // ---- Custom scripts: homebrew characters ----
    HomebrewMark => "{} (homebrew)", "{} (maison)";
    HomebrewCharacters => "Homebrew characters", "Rôles maison";
    // ---- Every official character: ids not known to the rules (issue 17, good characters) ----
    UnknownMark => "{} (not known to the rules)", "{} (inconnu des règles)";
    ScriptUnknown => "Not known to the rules, kept as plain tokens the Storyteller runs by hand ({}): {}",
        "Inconnus des règles, gardés comme simples jetons que le Conteur gère à la main ({}) : {}";
    // ---- Jinxes ----
    Jinxes => "Jinxes", "Jinx";
    JinxesInPlay => "Jinxes in play", "Jinx en jeu";
    JinxesHelp => "Special rules for pairs of characters: state the script's jinxes at the start of the game; each applies when both characters are in play.",
        "Règles spéciales pour des paires de personnages : annoncez les jinx du module en début de partie ; chacun s'applique quand les deux personnages sont en jeu.";
    JinxesPublic => "The Djinn is in play: every player knows these jinxes.",
        "Le Djinn est en jeu : tous les joueurs connaissent ces jinx.";
    JinxesNone => "No jinx between these characters.", "Aucun jinx entre ces personnages.";
    JinxPair => "{} & {}", "{} & {}";
    JinxInGame => "in this game", "dans cette partie";
    JinxFromScript => "the script's own", "propre au module";
    // Quinte-bourg: home and the game frame
    WhichGame => "Which game?", "Quel jeu ?";
    RulesetQuintebourg => "Quinte-bourg", "Quinte-bourg";
    QbStageSetup => "Setup", "Préparation";
    QbStageNight => "Night {}", "Nuit {}";
    QbStageDay => "Day {}", "Jour {}";
    QbStageOver => "Game over", "Partie terminée";
    QbAlive => "{} alive", "{} en vie";
    Monday => "Monday", "lundi";
    Tuesday => "Tuesday", "mardi";
    Wednesday => "Wednesday", "mercredi";
    Thursday => "Thursday", "jeudi";
    Friday => "Friday", "vendredi";
    Saturday => "Saturday", "samedi";
    Sunday => "Sunday", "dimanche";
    QbSetupTitle => "Setup", "Préparation";
    QbSetupLoadFailed => "The rest of the setup could not be loaded: the connection was lost before Quinte-bourg was kept on this phone. The names typed stay on this screen; check the connection and try again.", "La suite de la préparation n'a pas pu être chargée : la connexion a été perdue avant que Quinte-bourg soit gardé sur ce téléphone. Les noms saisis restent sur cet écran ; vérifiez la connexion et réessayez.";
    QbNightTitle => "The night", "La nuit";
    QbDayTitle => "The village", "Le village";
    QbEndTitle => "The end", "La fin";
    QbNightRunnerSoon => "Tonight's steps will show here.", "Les étapes de la nuit s'afficheront ici.";
    QbVillageBoardSoon => "The village board will show here.", "Le plateau du village s'affichera ici.";
    // Quinte-bourg: setup
    QbStepPlayers => "Players", "Joueurs";
    QbStepDeal => "Cards", "Cartes";
    QbStepMap => "Village", "Village";
    QbStepOffices => "Offices", "Postes";
    QbStepOptions => "Options", "Options";
    QbNext => "Next", "Suite";
    QbPlayersHelp => "Enter the players clockwise round the table, starting anywhere: seat order is used for seat neighbours, the Scrutineer's rotation and the order of votes.",
        "Saisissez les joueurs dans le sens des aiguilles d'une montre : l'ordre des places sert aux voisins, à la rotation du Scrutateur et à l'ordre des votes.";
    QbNewPlayer => "New player's name", "Nom du nouveau joueur";
    QbNameTaken => "Two players cannot have the same name.", "Deux joueurs ne peuvent pas avoir le même nom.";
    QbTooMany => "Twenty players at most.", "Vingt joueurs au plus.";
    QbSeatN => "Seat {}", "Place {}";
    QbSeatCircle => "Round the table", "Autour de la table";
    QbDealPool => "Cards in the deal", "Cartes de la distribution";
    QbPoolCount => "{} camp card{s} for {} player{2:s}", "{} carte{s} de camp pour {} joueur{2:s}";
    QbAddCard => "Add a card", "Ajouter une carte";
    QbSpecialties => "Specialties in the deal", "Spécialités distribuées";
    QbCarryTitle => "A game already under way", "Une partie déjà commencée";
    QbCarryHelp => "To carry on a game begun on paper, or for a variant: each player's coins at the start (one unless changed) and the marriages already made.",
        "Pour poursuivre une partie commencée sur papier, ou pour une variante : les pièces de chacun au départ (une sauf changement) et les mariages déjà célébrés.";
    QbCarryCoins => "Coins at the start", "Pièces au départ";
    QbCarryCoinsOf => "Coins of {} at the start", "Pièces de {} au départ";
    QbCarryTotal => "Coins in play: {}", "Pièces en jeu : {}";
    QbCarryMarriages => "Marriages already made", "Mariages déjà célébrés";
    QbCarryCouple => "{} and {}", "{} et {}";
    QbCarryUnmarry => "Remove", "Retirer";
    QbCarrySpouse => "Spouse", "Époux ou épouse";
    QbCarryMarry => "Marry them", "Les marier";
    QbCarryMarryOnce => "A marriage joins two different players, each married once.", "Un mariage unit deux joueurs différents, chacun marié une seule fois.";
    QbSuggestPool => "Suggest cards for this table", "Proposer des cartes pour cette table";
    QbSuggestWhy => "Suggested for {} players: Reptilians {} (the Alpha among them) · Villagers {} · small factions {}. The aim: camps balanced for the table, the Villagers the largest camp, about a quarter of the table attacking at night, small factions rare. Change any card.",
        "Proposition pour {} joueurs : Reptiliens {} (dont l'Alpha) · Villageois {} · petites factions {}. Le but : des camps équilibrés pour la table, les Villageois le plus grand camp, environ un quart de la table qui attaque la nuit, de petites factions rares. Chaque carte peut être changée.";
    QbDealRandom => "Deal at random", "Distribuer au hasard";
    QbDealByHand => "Each player's cards", "Les cartes de chaque joueur";
    QbCampCard => "Camp card", "Carte de camp";
    QbSpecialty => "Specialty", "Spécialité";
    QbCardOf => "{}'s camp card", "Carte de camp de {}";
    QbSpecialtyOf => "{}'s specialty", "Spécialité de {}";
    QbCardLabel => "Label", "Étiquette";
    QbCardLabelOf => "Label of {}'s card (e.g. 7♦)", "Étiquette de la carte de {} (ex. 7♦)";
    QbPersonal => "Personal conditions", "Conditions personnelles";
    QbDominant => "Dominant camp: {}", "Camp dominant : {}";
    QbWarnings => "Setup warnings", "Avertissements";
    QbWarnNoReptilian => "No Reptilian is dealt: the Villagers' condition holds at once.",
        "Aucun Reptilien distribué : la condition des Villageois est remplie d'emblée.";
    QbWarnNoAlpha => "No Alpha Reptilian: a disagreement in the huddle cannot be broken.",
        "Pas de Reptilienne alpha : un désaccord pendant la concertation ne peut pas être tranché.";
    QbWarnSmallGroup => "Only {} of {}: their condition needs three offices, and nobody holds two.",
        "Seulement {} pour {} : leur condition demande trois postes, et personne n'en tient deux.";
    QbWarnGroupHoldsThree => "{} already hold three of their four offices.", "{} tiennent déjà trois de leurs quatre postes.";
    QbWarnMandatoryMissing => "A mandatory office is not in play: {}.", "Un poste obligatoire n'est pas en jeu : {}.";
    QbWarnVacant => "No first holder for {}.", "Pas de premier titulaire pour {}.";
    QbWarnMoreOffices => "More offices than players: some can never all be held.", "Plus de postes que de joueurs : certains ne seront jamais tous tenus.";
    QbAcceptWarnings => "Play with these warnings", "Jouer malgré ces avertissements";
    QbSetupSend => "Set up and pass the phone", "Valider et faire passer le téléphone";
    QbNeedNames => "Five to twenty players, each with a name of their own.", "De cinq à vingt joueurs, chacun avec son propre nom.";
    QbNeedDeal => "Every player needs a camp card and a specialty.", "Chaque joueur doit avoir une carte de camp et une spécialité.";
    QbMapHelp => "One house per player, named after its first owner; by default each house neighbours the next round the table. Neighbouring houses matter to the Burglar and to married couples.",
        "Une maison par joueur, au nom de son premier propriétaire ; par défaut chaque maison est voisine de la suivante autour de la table. Les maisons voisines comptent pour le Cambrioleur et les couples mariés.";
    QbSpareHouse => "Spare house {}", "Maison libre {}";
    QbSpareShort => "spare {}", "libre {}";
    QbSpareHouses => "Spare houses", "Maisons libres";
    QbSpareHelp => "Empty houses for marriages and the Sculpture's moves.", "Des maisons vides pour les mariages et les déménagements de la Sculpture.";
    QbFewer => "One fewer", "Une de moins";
    QbMore => "One more", "Une de plus";
    QbNeighbours => "Neighbouring houses", "Maisons voisines";
    QbHouse => "House", "Maison";
    QbAddEdge => "Make neighbours", "Rendre voisines";
    QbOfficesHelp => "Choose the offices in play and their first holders. Nobody holds two offices.",
        "Choisissez les postes en jeu et leurs premiers titulaires. Personne ne tient deux postes.";
    QbMandatory => "Mandatory offices", "Postes obligatoires";
    QbOptional => "Optional offices", "Postes facultatifs";
    QbDrawHolders => "Draw the holders at random", "Tirer les titulaires au hasard";
    QbChiefWaits => "The first ghost", "Le premier fantôme";
    QbHolderOf => "Holder of {}", "Titulaire : {}";
    QbVacant => "Vacant", "Vacant";
    QbStartDay => "Day 1 is a…", "Le jour 1 est un…";
    QbStartDayHelp => "Odd days, even days and the Sunday festival follow from it.", "Les jours impairs, pairs et la fête du dimanche en découlent.";
    QbOptionsHelp => "Where the rules leave a choice, the default is the reading that fits them best.",
        "Là où les règles laissent un choix, le réglage par défaut est la lecture qui leur correspond le mieux.";
    QbDefaultOn => "Default: on.", "Par défaut : oui.";
    QbDefaultOff => "Default: off.", "Par défaut : non.";
    QbOptNightDate => "Night N has the date of day N (off: of day N−1)", "La nuit N a la date du jour N (sinon : du jour N−1)";
    QbWhyNightDate => "It matches the camera: a morning report on the night just ended.", "Cela colle à la caméra : un rapport du matin sur la nuit qui s'achève.";
    QbOptFestivalNight => "The night dated Sunday has no attack and no death", "La nuit datée dimanche n'a ni attaque ni mort";
    QbWhyFestivalNight => "\"No deaths\" on the festival needs a night to apply to.", "« Pas de morts » le jour de fête a besoin d'une nuit où s'appliquer.";
    QbOptFestivalLethal => "On Sunday, refuse every power that can kill", "Le dimanche, refuser tout pouvoir qui peut tuer";
    QbWhyFestivalLethal => "\"No deaths\" has no exception; the Radiant Conversion and the Show can kill their own user.", "« Pas de morts » n'a pas d'exception ; la Conversion radieuse et le Show peuvent tuer leur auteur.";
    QbOptNightTable => "Office swaps on odd nights only, the Adoration on even nights only", "Échanges de postes les nuits impaires, Adoration les nuits paires";
    QbWhyNightTable => "Off: the weekday header of the night table reads as a flattening mistake; the role texts give weekly budgets.", "Non : l'en-tête des jours du tableau de nuit se lit comme une erreur de mise à plat ; les rôles donnent des quotas par semaine.";
    QbOptDeadAlpha => "A dead Alpha cancels every attack (off: only a disputed one)", "Une Alpha morte annule toute attaque (sinon : seulement une attaque contestée)";
    QbWhyDeadAlpha => "The rule's sentence order ties the dead Alpha to a disagreement.", "L'ordre des phrases de la règle lie l'Alpha morte au désaccord.";
    QbOptRichest => "The richest protects their house (off: only themselves)", "Le plus riche protège sa maison (sinon : lui seul)";
    QbWhyRichest => "The rule says \"in his house\".", "La règle dit « dans sa maison ».";
    QbOptOccupants => "Attackers count as occupants for the camera and the raptor", "Les attaquants comptent comme occupants pour la caméra et le rapace";
    QbWhyOccupants => "Off: the attack's \"empty\" or \"occupied\" leaves the attackers out.", "Non : le « vide » ou « occupé » de l'attaque ne compte pas les attaquants.";
    QbOptSleepingReptilian => "A sleeping Reptilian in the target house can be the victim", "Un Reptilien endormi dans la maison visée peut être la victime";
    QbWhySleepingReptilian => "The attackers cannot tell faces apart.", "Les attaquants ne distinguent pas les visages.";
    QbOptCarnage => "Carnage mode: one victim per house holding awake Reptilians", "Mode carnage : une victime par maison où sont des Reptiliens éveillés";
    QbWhyCarnage => "Off: a named variant of the rules.", "Non : une variante nommée des règles.";
    QbOptRevival => "One revival per pair of Lovers (off: one per Lover)", "Une résurrection par couple d'Amoureux (sinon : une par Amoureux)";
    QbWhyRevival => "\"The first or second death of one of them\" counts the pair's deaths.", "« La 1ère ou 2ème mort de l'un d'eux » compte les morts du couple.";
    QbOptKidnap => "The kidnapped sleep at the Psychopath's house (off: at home)", "Les enlevés dorment chez le Psychopathe (sinon : chez eux)";
    QbWhyKidnap => "\"Her guest\" and \"to kidnap\" outweigh \"at her place\".", "« Son invité » et « enlever » l'emportent sur « chez elle ».";
    QbOptReporter => "The Reporter sees both cards (off: one, of his choice)", "Le Reporter voit les deux cartes (sinon : une, à son choix)";
    QbWhyReporter => "Off: the role's own text says \"the card\".", "Non : le texte du rôle dit « la carte ».";
    QbOptCaricature => "A caricatured optional-office holder is replaced (off: the office stays vacant)", "Le titulaire caricaturé d'un poste facultatif est remplacé (sinon : le poste reste vacant)";
    QbWhyCaricature => "The Scrutineer names successors for any forced resignation; \"vacant\" is about death.", "Le Scrutateur nomme un successeur à toute démission forcée ; « vacant » concerne la mort.";
    QbOptSenator => "The Senator may be a ghost", "Le Sénateur peut être un fantôme";
    QbWhySenator => "The rules say \"possibly the Senator\".", "Les règles disent « éventuellement du Sénateur ».";
    QbOfficiant => "Celebrated by (the priest in office the couple goes to)", "Célébré par (le prêtre en poste auquel le couple s'adresse)";
    QbOptFirstGhostSenate => "A ghost Senator who is the first ghost keeps the Senate, and the Chief waits for a ghost without office (off: he becomes the Chief and leaves the Senate)", "Un Sénateur fantôme qui est le premier fantôme garde le Sénat, et le Chef attend un fantôme sans poste (sinon : il devient le Chef et quitte le Sénat)";
    QbWhyFirstGhostSenate => "\"The first ghost holds this office\", and nobody holds two: the Scrutineer names a new Senator.", "« Le premier fantôme occupe ce poste », et personne ne cumule : le Scrutateur nomme un nouveau Sénateur.";
    QbOptShortCount => "Offices are no longer refilled once fewer are alive than mandatory offices in play, the Chief's included (off: only the offices the living hold count)", "Les postes ne sont plus pourvus dès qu'il y a moins de vivants que de postes obligatoires en jeu, Chef compris (sinon : seuls comptent ceux que tiennent les vivants)";
    QbWhyShortCount => "The rules compare the players with the mandatory offices, leaving none out.", "Les règles comparent les joueurs aux postes obligatoires, sans en exclure aucun.";
    QbOptTie => "In a tie, the President picks when his vote is not among the tied", "En cas d'égalité, le Président tranche si son vote n'est pas parmi les ex æquo";
    QbWhyTie => "As the normal session's rule says; a Purge tie goes to the Prosecutor.", "Comme le dit la séance normale ; une égalité de Purge revient au Procureur.";
    QbOptShowAlibi => "The Show: a Lover named by the alibi card is an error", "Le show : un Amoureux nommé par sa carte alibi est une erreur";
    QbWhyShowAlibi => "Off: the Lover plays the alibi in full, so naming it is right; on: the Lovers' camp was missed. Never a big error.", "Désactivé : l'Amoureux joue son alibi à part entière, le nommer est juste ; activé : le camp des Amoureux est manqué. Jamais une grosse erreur.";
    QbOptIdealists => "Idealists win with half the starting players alive (off: a majority)", "Les Idéalistes gagnent avec la moitié des joueurs de départ en vie (sinon : une majorité)";
    QbWhyIdealists => "The detailed text beats the table's summary.", "Le texte détaillé l'emporte sur le résumé du tableau.";
    QbOptRadiantStop => "A Radiant Conversion of the Black, the Red or Seth makes them Idealists before the winners are counted", "Une Conversion radieuse de la Noire, de la Rouge ou de Seth les rend Idéalistes avant le décompte";
    QbWhyRadiantStop => "The converted \"joins the Idealists\", and camps stack.", "Le converti « passe dans le camp des idéalistes », et les camps se cumulent.";
    QbOptRadiantTarget => "Scheherazade may convert any other living player", "Shéhérazade peut convertir tout autre joueur vivant";
    QbWhyRadiantTarget => "\"An enemy\" read as anyone but herself.", "« Un ennemi » lu comme n'importe qui sauf elle.";
    QbOptAssassin => "The Assassin's first kill needs a coin", "Le premier meurtre de l'Assassin demande une pièce";
    QbWhyAssassin => "\"If he can afford it\".", "« S'il en a les moyens ».";
    QbOptGreedy => "Other camps still win beside a Greedy", "Les autres camps gagnent encore à côté d'un Cupide";
    QbWhyGreedy => "\"Alone\" is read as: the other Greedy lose.", "« Seul » se lit : les autres Cupides perdent.";
    QbOptDeadCircle => "The dead leave the circle for seat rules", "Les morts quittent le cercle pour les règles de places";
    QbWhyDeadCircle => "The dead move to the dead corner.", "Les morts se déplacent dans le coin des morts.";
    QbOptCouples => "The couples' check (brave game master mode)", "Le bilan des couples (mode MJ courageux)";
    QbWhyCouples => "Off: a named optional mode.", "Non : un mode optionnel nommé.";
    QbOptStopTwo => "The game stops at two or fewer alive (off: exactly two)", "La partie s'arrête à deux vivants ou moins (sinon : exactement deux)";
    QbWhyStopTwo => "Grief and carnage can skip from three to one.", "Le chagrin et le carnage peuvent passer de trois à un.";
    // Quinte-bourg: the reveal and Cupid
    QbRevealTitle => "The cards", "Les cartes";
    QbRevealMj => "Game master", "MJ";
    QbRevealHelp => "Pass the phone round: each player taps their own name and sees their two cards, then hides them.",
        "Faites passer le téléphone : chaque joueur touche son nom et voit ses deux cartes, puis les cache.";
    QbRevealLocked => "The game master holds \"Game master\" for a second to take the phone back.",
        "Le MJ appuie une seconde sur « MJ » pour reprendre le téléphone.";
    QbRevealSeen => "{} of {} {has|have} seen their cards", "{} sur {} {a vu ses|ont vu leurs} cartes";
    QbShowMine => "Yes, show my cards", "Oui, montrer mes cartes";
    QbToCupid => "Everyone has seen: to the first night", "Tout le monde a vu : vers la première nuit";
    QbToCupidAnyway => "To the first night", "Vers la première nuit";
    QbBackToSetup => "Change the setup", "Modifier la préparation";
    QbCupidTitle => "Cupid", "Cupidon";
    QbWakeList => "Groups to wake", "Groupes à réveiller";
    QbWakeHelp => "Wake each group in this order: they see each other, then sleep again.",
        "Réveillez chaque groupe dans cet ordre : ils se voient, puis se rendorment.";
    QbWakeReptilians => "Do not reveal who is Seth, the Black or the Red.", "Ne révélez pas qui est Seth, la Noire ou la Rouge.";
    QbWakeRomantic => "Show the Romantic who the Lovers are.", "Montrez au Romantique qui sont les Amoureux.";
    QbLovers => "The Lovers", "Les Amoureux";
    QbLoverMark => "♥ Lovers", "♥ Amoureux";
    QbLoversHelp => "As Cupid, tap the two Lovers your game plan needs: they wake and recognise each other.",
        "En Cupidon, touchez les deux Amoureux de votre plan de jeu : ils se réveillent et se reconnaissent.";
    QbLoversSend => "These two are the Lovers", "Ces deux-là sont les Amoureux";
    QbLoversAre => "The Lovers: {} and {}", "Les Amoureux : {} et {}";
    QbStartNight => "Start the first night", "Commencer la première nuit";

    // ---- Travellers and Fabled in play (issue 17) ----
    PendingExile => "{} is exiled: dies, or leaves the game alive?",
        "Exil de {} : la mort, ou le départ de la partie en vie ?";
    CallsExile => "{} calls for the exile of {}", "{} demande l'exil de {}";
    ExileRule => "Exile: everyone votes, the dead too (they keep their vote token).",
        "Exil : tout le monde vote, les morts aussi (ils gardent leur jeton de vote).";
    ProjectedExiled => "{} would be exiled", "L'exil de {} passerait";
    ProjectedNotExiled => "Not enough votes to exile", "Pas assez de votes pour l'exil";
    TravellerJoins => "A Traveller joins", "Un Voyageur arrive";
    TravellerName => "Traveller's name", "Nom du Voyageur";
    TravellerSeatAfter => "Seated after", "Assis après";
    TravellerLastSeat => "The last seat of the circle", "La dernière place du cercle";
    TravellerCharacter => "Traveller", "Voyageur";
    TravellerAlignment => "Alignment (chosen by the Storyteller)", "Camp (choisi par le Conteur)";
    TravellerAdd => "Seat the Traveller", "Asseoir le Voyageur";
    TravellerLeaves => "Leaves the game", "Quitte la partie";
    TravellerBadge => "Traveller", "Voyageur";
    FabledInPlay => "Fabled", "Légendaires";
    FabledAdd => "Add a Fabled", "Ajouter un Légendaire";
    FabledRemove => "Remove", "Retirer";
    FabledWords => "Words to record", "Mots à noter";
    // Fabled abilities
    FabledNotes => "Fabled: today's rules", "Légendaires : règles du jour";
    FabledCall => "Call on the {}", "Invoquer {}";
    FabledTapCaller => "Tap the player who calls on the {}.", "Touchez le joueur qui invoque {}.";
    FabledTapNamed => "Tap the player they name.", "Touchez le joueur désigné.";
    NomineeCall => "{}, nominated, names a player ({})", "{}, en nomination, désigne un joueur ({})";
    FabledTells => "What {} learns ({}), in your words", "Ce qu'apprend {} ({}), avec vos mots";
    FabledStep => "Storyteller", "Conteur";

    // Travellers' abilities
    DayActOf => "{} by day", "{} de jour";
    DayActPlayer => "Player {}", "Joueur {}";
    DayActRecord => "Record", "Enregistrer";
    GuessTheDemon => "Guessed to be the Demon", "Deviné comme Démon";
    GuessTheMinions => "Guessed to be the Minions", "Devinés comme Sbires";
    VoteWeight => "×{}", "×{}";
    MustVote => "must vote", "doit voter";
    DeadVoteRule => "Only the dead vote (and the Traveller whose ability says so), keeping their token; the most votes wins.",
        "Seuls les morts votent (et le Voyageur dont c'est la capacité), sans perdre leur jeton ; le plus de votes l'emporte.";
    SecretVoteRule => "Everyone votes with eyes closed: count the hands and tell no one the total (Organ Grinder).",
        "Tous votent les yeux fermés : comptez les mains et ne dites le total à personne (Organiste Barbare).";

    // ---- Carousel Minions, Demons and Travellers; the Loric ----
    TeamLoric => "Loric", "Lorique";
    // Quinte-bourg: the day, the end and sharing
    QbTabBoard => "Board", "Plateau";
    QbTabSession => "Session", "Séance";
    QbTabCoins => "Coins", "Pièces";
    QbTabOffices => "Offices", "Postes";
    QbTabCalendar => "Week", "Semaine";
    QbLifeAlive => "alive", "en vie";
    QbLifeDead => "dead", "décès";
    QbLifeGhost => "ghost", "fantôme";
    QbLifeSpirit => "spirit", "esprit";
    QbLifeLegacy => "legacy", "legs";
    QbHouseOf => "house {}", "maison {}";
    QbSpouseOf => "married to {}", "mariage avec {}";
    QbCoins => "Coins", "Pièces";
    QbShowCards => "Cards (hold)", "Cartes (maintenir)";
    QbHideCards => "Hide", "Cacher";
    QbQuickActions => "Today", "Aujourd'hui";
    QbMarriage => "Marriage", "Mariage";
    QbGift => "Gift", "Don";
    QbEndDay => "End the day: night falls", "Finir la journée : la nuit tombe";
    QbDeathChoice => "Dead: their choice, in front of the table", "Mort : son choix, devant la table";
    QbHeir => "Heir", "Qui hérite";
    QbMustMove => "Must move today", "Doit déménager aujourd'hui";
    QbCoinsInPlay => "In play: {}", "En jeu : {}";
    QbCoinsEstates => "Waiting for the Notary: {}", "En attente du Notaire : {}";
    QbCoinsOut => "Out of play: {}", "Hors jeu : {}";
    QbRichest => "Tonight's richest: {} (protected)", "Plus grande fortune ce soir : {} (sous protection)";
    QbNoRichest => "Tonight nobody is strictly the richest: no protection.", "Personne n'est strictement le plus riche ce soir : pas de protection.";
    QbMovements => "Coins moved", "Mouvements de pièces";
    QbNoMovement => "No coin has changed hands yet.", "Aucune pièce n'a encore changé de main.";
    QbGiftFrom => "From", "De";
    QbGiftTo => "To", "À";
    QbGiftSend => "Give", "Donner";
    QbCollector => "{}, Collector of the day", "{}, Percepteur du jour";
    QbCollect => "Take one coin", "Prendre une pièce";
    QbNextScrutineer => "Tomorrow morning the Scrutineer's office goes to {}.", "Demain matin, le poste de Scrutateur passe à {}.";
    QbNoNextScrutineer => "Tomorrow morning nobody can take the Scrutineer's office.", "Demain matin, personne ne peut reprendre le poste de Scrutateur.";
    QbScrutineerNames => "The Scrutineer names one of:", "Le Scrutateur nomme l'un de :";
    QbScrutineerNamesNow => "{}, the Scrutineer in office, names one of:", "{}, Scrutateur en poste, nomme l'un de :";
    QbRotationWaits => "{} names the successors first; then the Scrutineer's office goes to {}.", "{} nomme d'abord les successeurs ; ensuite le poste de Scrutateur passe à {}.";
    QbCameraBy => "Ask {} where the camera was placed.", "Demandez à {} où la caméra était placée.";
    QbChiefWaitsGhost => "Waits for the first ghost.", "Attend le premier fantôme.";
    QbVacantApply => "Vacant: players without an office may apply.", "Vacant : les joueurs sans poste peuvent postuler.";
    QbOneApplicant => "One applicant: ask whether anyone else applies, then give the office.", "Une seule candidature : demandez si d'autres postulent, puis attribuez le poste.";
    QbApplicantsPick => "Several applicants: {}, the Scrutineer, picks one.", "Plusieurs candidatures : {}, le Scrutateur, choisit.";
    QbNotRefilled => "No longer filled: fewer players are alive than there are mandatory offices.", "N'est plus pourvu : il y a moins de vivants que de postes obligatoires.";
    QbApplications => "Applications", "Candidatures";
    QbApplicant => "Applicant", "Candidature";
    QbApply => "Apply", "Poser sa candidature";
    QbAdmired => "{} is admired: one swap of offices with anyone today", "Tout le monde admire {} : un échange de postes avec n'importe qui aujourd'hui";
    QbSwapWith => "Swap with", "Échanger avec";
    QbSwap => "Swap offices", "Échanger les postes";
    QbFestivalNoSession => "Sunday, the village festival: no session, no law, no execution.", "Dimanche, fête au village : ni séance, ni loi, ni exécution.";
    QbSessionKind => "Session", "Séance";
    QbSessionNormal => "Normal", "Normale";
    QbSessionPeace => "Peace", "Paix";
    QbSessionPurge => "Purge", "Purge";
    QbLastSpecial => "Last special session: day {}.", "Dernière séance spéciale : jour {}.";
    QbNoSpecialYet => "No special session yet.", "Pas encore de séance spéciale.";
    QbSpecialBlocked => "No Peace or Purge today: never two days running.", "Ni Paix ni Purge aujourd'hui : jamais deux jours de suite.";
    QbSpecialAllowed => "Peace or Purge allowed today, before any law is proposed.", "Paix ou Purge possible aujourd'hui, avant toute proposition de loi.";
    QbPeaceHelp => "Peace: no vote and no execution today.", "Paix : ni vote ni exécution aujourd'hui.";
    QbLaw => "Law of the day", "Loi du jour";
    QbProposers => "Who may propose, in order:", "Qui peut proposer, dans l'ordre :";
    QbRankLastGhost => "last ghost", "dernier fantôme";
    QbRankGhost => "ghost", "fantôme";
    QbRankNoOffice => "no office", "sans poste";
    QbRankPoorest => "poorest", "plus petite fortune";
    QbLawText => "{}'s proposal", "Proposition de {}";
    QbLawVoters => "Who may vote under this law (tap to leave out):", "Qui peut voter selon cette loi (toucher pour exclure) :";
    QbSenatorAccepts => "The Senator accepts", "Le Sénateur accepte";
    QbSenatorRefuses => "The Senator refuses", "Le Sénateur refuse";
    QbLawPassed => "Today's law, by {}: {}", "Loi du jour, par {} : {}";
    QbVotersToday => "Voters today: {}", "Votants aujourd'hui : {}";
    QbBallots => "Ballots", "Votes";
    QbPurgeBallots => "Purge: every voter names someone", "Purge : chaque votant désigne quelqu'un";
    QbDirection => "Direction of the votes", "Sens des votes";
    QbClockwise => "Clockwise", "Sens horaire";
    QbCounterClockwise => "Counter-clockwise", "Sens antihoraire";
    QbVotesFor => "{} votes for…", "{} vote pour…";
    QbNoOne => "No one", "Personne";
    QbCountVotes => "Count the votes", "Compter les votes";
    QbBallotBack => "Take back the last ballot", "Reprendre le dernier vote";
    QbPresidentPicks => "A tie his vote does not settle: the President picks among the tied.", "Égalité que son vote ne tranche pas : le Président choisit parmi les ex æquo.";
    QbProsecutorOrder => "A tie his vote does not settle: the Prosecutor orders the tied, tap them in order.", "Égalité que son vote ne tranche pas : le Procureur départage les ex æquo, touchez-les dans l'ordre.";
    QbMilitiaAskChief => "The ghosts disagree and the Chief gave no vote: the Chief picks the house above.", "Les fantômes ne s'accordent pas et le Chef n'a pas voté : le Chef choisit la maison ci-dessus.";
    QbProposes => "Proposes", "Propose";
    QbPasses => "Passes", "Passe";
    QbWaitsTurn => "waits for the rank above", "attend le rang au-dessus";
    QbLawClosed => "The vote has begun: no law today.", "Le vote a commencé : pas de loi aujourd'hui.";
    QbBallotSetAside => "Set aside, today's law does not let them vote: {}", "Mis de côté, la loi du jour ne leur permet pas de voter : {}";
    QbNobodyVotes => "Nobody votes: record the session without ballots", "Personne ne vote : enregistrer la séance sans vote";
    QbOutcome => "What the session gave", "Ce qu'a donné la séance";
    QbOutcomePeace => "Peace: no execution today.", "Paix : pas d'exécution aujourd'hui.";
    QbOutcomeExecuted => "The village executed: {}", "Le village a exécuté : {}";
    QbOutcomePardoned => "The Executioner pardoned: {}", "Le Bourreau a gracié : {}";
    QbOutcomeSpared => "The tribunal spared: {}", "Le tribunal a épargné : {}";
    QbOutcomeNoExecution => "No execution today.", "Pas d'exécution aujourd'hui.";
    QbOutcomeNoLaw => "No law today (proposals refused: {} · passes: {}).", "Pas de loi aujourd'hui (propositions refusées : {} · tours passés : {}).";
    QbOutcomeNext => "Still today: gifts and moves, the offices, the Collectors, then the end of the day on the board.", "Reste aujourd'hui : dons et déménagements, les postes, les Collecteurs, puis la fin de la journée sur le plateau.";
    QbOutcomeToEnd => "To the board (end of the day)", "Au plateau (fin de la journée)";
    QbTribunalOf => "Tribunal: {}", "Tribunal : {}";
    QbTribunalHelp => "Every living player votes; tap those who vote to execute. A tie spares.", "Chaque vivant vote ; touchez ceux qui votent l'exécution. L'égalité épargne.";
    QbExecuteVote => "execute", "exécuter";
    QbSpareVote => "spare", "épargner";
    QbTribunalCount => "Execute {} · spare {}", "Exécuter {} · épargner {}";
    QbVerdict => "Verdict", "Verdict";
    QbStillAccused => "Still to try: {}", "Encore à juger : {}";
    QbCondemned => "Condemned", "Condamnés";
    QbPardon => "The Executioner pardons", "Le Bourreau gracie";
    QbExecute => "Execute", "Exécuter";
    QbSpouseA => "First spouse", "Premier époux";
    QbSpouseB => "Second spouse", "Second époux";
    QbHouseA => "First spouse's house", "Maison du premier";
    QbHouseB => "Second spouse's house", "Maison du second";
    QbHousesRule => "Spouses live in two neighbouring, distinct houses.", "Les époux vivent dans deux maisons voisines et distinctes.";
    QbFee => "The priest's fee", "Le prix du prêtre";
    QbFeeN => "Fee {}", "Prix {}";
    QbForced => "A forced marriage", "Un mariage forcé";
    QbWitnesses => "No priest: tap two witnesses.", "Pas de prêtre : touchez deux témoins.";
    QbMarry => "Marry them", "Les marier";
    QbOdd => "odd", "impair";
    QbEven => "even", "pair";
    QbFestival => "festival", "fête";
    QbWeekN => "Week {}", "Semaine {}";
    QbTodayIs => "Today: {}, {} day", "Aujourd'hui : {}, jour {}";
    QbBudgets => "Uses left this week", "Utilisations restantes cette semaine";
    QbShowBudgets => "Powers (hold)", "Pouvoirs (maintenir)";
    QbStopTwo => "Two players or fewer are alive.", "Il reste deux vivants ou moins.";
    QbStopRadiant => "A Radiant Conversion stopped the game.", "Une Conversion radieuse a arrêté la partie.";
    QbStopCamp => "The condition of {} holds.", "La condition de {} est remplie.";
    QbStopPersonal => "The condition of {} holds.", "La condition de {} est remplie.";
    QbStopDeclared => "The game master declared the end.", "Le MJ a déclaré la fin.";
    QbWinMj => "the game master's decision", "décision du MJ";
    QbGameCanStop => "The game can stop. {}", "La partie peut s'arrêter. {}";
    QbSeeEnd => "See the end", "Voir la fin";
    QbGameCanStopTitle => "The game can stop", "La partie peut s'arrêter";
    QbGameOver => "Game over", "Partie terminée";
    QbNoEnd => "No rule stops the game now.", "Aucune règle n'arrête la partie maintenant.";
    QbResults => "Each player's result", "Le résultat de chacun";
    QbWins => "wins", "gagne";
    QbLoses => "loses", "perd";
    QbGreedyLoser => "Greedy: another Greedy holds every coin", "Cupide : un autre Cupide détient toutes les pièces";
    QbMakeWin => "Make them win", "Faire gagner";
    QbMakeLose => "Make them lose", "Faire perdre";
    QbConsolation => "Consolation objectives", "Objectifs de consolation";
    QbConsolationMet => "{}: met", "{} : atteint";
    QbConsolationMissed => "{}: missed", "{} : manqué";
    QbConfirmEnd => "Confirm the end", "Confirmer la fin";
    QbConfirmMine => "Confirm with my winners", "Confirmer avec mes gagnants";
    QbMjWinners => "The game master's list of winners", "La liste de gagnants du MJ";
    QbMjWinnersHelp => "Your list differs from the rules': it is recorded as your decision.", "Votre liste diffère de celle des règles : elle est notée comme votre décision.";
    QbPlayOn => "Play on", "Continuer la partie";
    QbPublicLink => "The village", "Le village";
    QbPublicLinkHelp => "For the players: names, life, offices, houses and marriages. No card.", "Pour les joueurs : noms, vie, postes, maisons et mariages. Aucune carte.";
    QbCoinsPublic => "Fortunes are public: show the coins", "Les fortunes sont publiques : montrer les pièces";
    QbPublicTitle => "The village", "Le village";
    QbPublicHelp => "What the whole table knows; the cards stay with the game master.", "Ce que toute la table sait ; les cartes restent chez le MJ.";
    QbAliveOf => "{} alive of {}", "{} en vie sur {}";
    QbSameGameStored => "This phone already holds this game.", "Ce téléphone a déjà cette partie.";
    QbUpdateStored => "Update the game on this phone", "Mettre à jour la partie de ce téléphone";
    QbAddCopy => "Add as another game", "Ajouter comme une autre partie";
    QbVoice => "Read the calls aloud", "Lire les appels à voix haute";
    QbVoiceHelp => "The phone says each step's call with its own voices (no network needed), so your eyes stay on the table.", "Le téléphone dit l'appel de chaque étape avec ses propres voix (sans réseau) : vos yeux restent sur la table.";
    QbVoiceOn => "Read each step's call aloud", "Lire l'appel de chaque étape";
    QbVoiceVolume => "Volume (voice and timers)", "Volume (voix et minuteurs)";
    QbVoiceChoice => "Voice", "Voix";
    QbVoiceDefault => "The phone's first voice", "La première voix du téléphone";
    QbVoiceNone => "This phone offers no offline voice in this language.", "Ce téléphone n'a aucune voix hors ligne dans cette langue.";
    QbVoiceTest => "Listen", "Écouter";
    QbCallLabel => "To say", "À dire";
    QbCallSay => "Say it", "Le dire";
    // Quinte-bourg: the night
    QbTonightSteps => "Tonight's steps", "Les étapes de la nuit";
    QbNextStep => "Next step", "Étape suivante";
    QbEndNight => "End the night: to the morning", "Finir la nuit : vers le matin";
    QbWakes => "Wake:", "Réveiller :";
    QbAsleep => "asleep", "sommeil lourd";
    QbWhoActs => "Who acts", "Qui agit";
    QbNobodyAwake => "Nobody awake holds this role tonight.", "Personne d'éveillé ne tient ce rôle cette nuit.";
    QbRecord => "Record", "Enregistrer";
    QbRecordAndShow => "Record and show the card", "Enregistrer et montrer la carte";
    QbSkipNoOne => "nobody", "personne";
    QbSkipAsleep => "asleep", "sommeil lourd";
    QbSkipBudget => "spent this week", "épuisé cette semaine";
    QbSkipFestival => "Sunday festival", "fête du dimanche";
    QbSkipOff => "option off", "option désactivée";
    QbSkipByMj => "skipped on purpose", "passée exprès";
    QbEvStepSkipped => "Skipped on purpose: {} ({})", "Passée exprès : {} ({})";
    QbStepWaits => "This step waits for a decision: {}. Record it above, or skip it on purpose and say why (the history keeps it).", "Cette étape attend une décision : {}. Enregistrez-la plus haut, ou passez-la exprès en disant pourquoi (l'historique le garde).";
    QbSkipReason => "Why it is skipped", "Pourquoi elle est passée";
    QbSkipReasonDefault => "decided at the table", "décidé à la table";
    QbSkipStepSend => "Skip this step on purpose", "Passer cette étape exprès";
    QbSkipStepBack => "Back to the step", "Revenir à l'étape";
    QbCorpse => "A corpse at the morgue", "Un corps à la morgue";
    QbMilitiaHelp => "Each ghost points at a house (not last night's). If they disagree, the Chief picks.",
        "Chaque fantôme désigne une maison (pas celle de la nuit dernière). En cas de désaccord, le Chef tranche.";
    QbGhostsAgree => "The ghosts agree", "Les fantômes sont d'accord";
    QbChiefPicks => "The Chief picks it", "Le Chef la choisit";
    QbMilitiaDone => "The militia protects {}'s house.", "La milice protège la maison de {}.";
    QbHuddleHelp => "The awake Reptilians agree on a house. On a disagreement the Alpha's pick stands; with no Alpha, no attack.",
        "Les Reptiliens éveillés s'accordent sur une maison. En cas de désaccord, le choix de l'Alpha l'emporte ; sans Alpha, pas d'attaque.";
    QbReptilesAgree => "They agree", "Ils sont d'accord";
    QbAlphaPicks => "The Alpha decides", "L'Alpha tranche";
    QbNoAttackTonight => "No attack (disagreement)", "Pas d'attaque (désaccord)";
    QbTargetIs => "Target: {}'s house", "Cible : la maison de {}";
    QbNoTarget => "No target: no attack tonight.", "Pas de cible : pas d'attaque cette nuit.";
    QbMimeTimer => "Lovers' mime", "Mime des Amoureux";
    QbLoversAt => "The Lovers sleep at {}'s house.", "Les Amoureux dorment chez {}.";
    QbBurglarHelp => "A neighbouring house loses all its owner's coins; another, half rounded up.",
        "Une maison voisine perd toutes les pièces de son propriétaire ; une autre, la moitié arrondie au-dessus.";
    QbPairHelp => "Tap the two people, the first named first; then the house the first named picks.",
        "Touchez les deux personnes, la première nommée d'abord ; puis la maison qu'elle choisit.";
    QbFirstPicksHouse => "The first named picks the house", "La première nommée choisit la maison";
    QbLoversMeetNote => "The Lovers meet at the house they chose: nothing to record.", "Les Amoureux se retrouvent dans la maison choisie : rien à enregistrer.";
    QbRaptorLater => "The raptor's answer comes at the attack.", "La réponse du rapace vient à l'attaque.";
    QbDawnNote => "Heavy sleep ends; caricatured holders resign.", "Le sommeil lourd prend fin ; les caricaturés démissionnent.";
    QbDawnSend => "Dawn", "L'aube";
    QbCouplesSend => "Check the couples", "Faire le bilan des couples";
    QbTap => "Tap: {}", "Toucher : {}";
    QbTapNobody => "Tap: nobody", "Toucher : personne";
    QbDreamStep => "Dream and nightmare", "Rêve et cauchemar";
    QbDreamHelp => "Five seconds of mime; no pointing at a living player.", "Cinq secondes de mime ; ne désigner aucun vivant.";
    QbDreamTimer => "Dream", "Rêve";
    QbBudgetSpentNote => "Spent this week: recording it asks you to force it.", "Épuisé cette semaine : l'enregistrer demande de forcer.";
    QbYesHome => "Home most of the night", "À la maison la majeure partie de la nuit";
    QbNotHome => "Not home most of the night", "Pas à la maison la majeure partie de la nuit";
    QbYes => "yes", "oui";
    QbNo => "no", "non";
    QbShowTo => "Show {}", "Montrer à {}";
    QbCardsOf => "{}'s card", "Carte de {}";
    QbHideCard => "Hide", "Cacher";
    QbTimeUp => "Time!", "Temps !";
    QbTimerStart => "Start", "Lancer";
    QbTimerRestart => "Again", "Relancer";
    QbActHeavySleep => "heavy sleep", "sommeil lourd";
    QbActKidnap => "kidnap", "enlèvement";
    QbActSculpt => "sculpture", "sculpture";
    QbActFight => "fight", "bagarre";
    QbActCopulate => "night together", "nuit d'amour";
    QbActSleepTogether => "Lovers' night", "nuit des Amoureux";
    QbActSquat => "squat", "squat";
    QbActAttack => "attack", "attaque";
    QbActHome => "home", "chez soi";
    QbWhoIsWhere => "Who is where", "Qui est où";
    QbWhoIsWhereHelp => "Each player's winning long action and where it puts them; the claims it beat below.",
        "L'action longue qui l'emporte pour chacun et où elle le place ; les actions battues en dessous.";
    QbAtHome => "at home", "chez soi";
    QbAway => "away", "dehors";
    QbImposedBy => "by {}", "par {}";
    QbPlacedByMj => "Placed by the game master", "Place choisie par le MJ";
    QbLostTo => "{} at {}'s: beaten by {}", "{} (maison de {}) : priorité à {}";
    QbLostToMj => "{} at {}'s: the game master placed them", "{} (maison de {}) : le MJ en a décidé autrement";
    QbPlaceElsewhere => "Place elsewhere", "Placer ailleurs";
    QbAttackTitle => "The attack", "L'attaque";
    QbProtMilitia => "Militia: {}'s house", "Milice : maison de {}";
    QbProtRichest => "Richest of the day: {} (protects {})", "Plus riche du jour : {} (protège {})";
    QbAttackers => "Attackers", "Attaquants";
    QbOccupants => "Occupants", "Occupants";
    QbFailNoAttacker => "No attacker at the target: no attack.", "Aucun attaquant à la cible : pas d'attaque.";
    QbFailFestival => "Sunday festival: no attack.", "Fête du dimanche : pas d'attaque.";
    QbFailMilitia => "The ghost militia protects the house: the attack fails.", "La milice fantôme protège la maison : l'attaque échoue.";
    QbFailRichest => "The richest's house: the attack fails.", "La maison du plus riche : l'attaque échoue.";
    QbFailEmpty => "The house is empty: the attack fails.", "La maison est vide : l'attaque échoue.";
    QbVictimIs => "Victim: {}", "Victime : {}";
    QbVictimsAre => "Victims: {}", "Victimes : {}";
    QbNobodyDiedHere => "Nobody died here: the game master decided otherwise.", "Personne n'est mort ici : le MJ en a décidé autrement.";
    QbAttackSkipped => "Attack skipped on purpose: {}", "Attaque passée exprès : {}";
    QbDrawAmong => "Several occupants: a draw among {}", "Plusieurs occupants : tirage parmi {}";
    QbDrawn => "The seeded draw: {}", "Le tirage : {}";
    QbConfirmVictims => "Confirm: {} dies", "Confirmer : {} meurt";
    QbConfirmNoVictim => "Confirm: no victim", "Confirmer : pas de victime";
    QbOtherVictims => "Other victims…", "D'autres victimes…";
    QbOtherVictimsHelp => "Your decision over the rules, logged as such.", "Votre décision au-delà des règles, notée comme telle.";
    QbOtherVictimsReason => "The game master chose the victims", "Le MJ a choisi les victimes";
    QbForceVictims => "Force these victims", "Imposer ces victimes";
    QbNoVictim => "No victim tonight.", "Pas de victime cette nuit.";
    QbVictimsWere => "Died in the attack: {}", "L'attaque a tué : {}";
    QbEmpty => "empty", "vide";
    QbOneOccupant => "one occupant", "un occupant";
    QbSeveral => "several occupants", "plusieurs occupants";
    QbEvAsleep => "{} sleeps heavily until dawn.", "{} dort d'un sommeil lourd jusqu'à l'aube.";
    QbEvCardShown => "Show {} {}'s card: {}", "Montrer à {} la carte de {} : {}";
    QbEvTheft => "{} coin{s} stolen from {} by {}.", "{} pièce{s} volée{s} à {} par {}.";
    QbEvCoins => "{} coin{s} from {} to {}.", "{} pièce{s} de {} à {}.";
    QbEvOutOfPlay => "{} coin{s} of {} {leaves|leave} play.", "{} pièce{s} de {} {quitte|quittent} le jeu.";
    QbEvCharmed => "{} charms {}.", "{} charme {}.";
    QbEvOfficesChanged => "The offices changed hands.", "Les postes ont changé de mains.";
    QbEvIllegal => "{} is illegally held by {}: the Scrutineer reassigns it.", "{} est tenu illégalement par {} : le Scrutateur le réattribue.";
    QbEvRaptor => "Raptor of {}: a Reptilian there? {}", "Rapace de {} : un Reptilien ? {}";
    QbEvDies => "{} dies.", "{} meurt.";
    QbEvRevived => "{} comes back to life.", "{} revient à la vie.";
    QbEvInherits => "{} coin{s} of {} {goes|go} to {}, who inherits.", "{} pièce{s} de {} {va|vont} à {}, qui hérite.";
    QbEvEstate => "{} coin{s} of {} {waits|wait} for the Notary.", "{} pièce{s} de {} {attend|attendent} le Notaire.";
    QbEvResigns => "{} resigns as {}.", "{} démissionne : {}.";
    QbEvVacant => "{} is vacant.", "{} : poste vacant.";
    QbEvAppointed => "{} becomes {}.", "{} devient {}.";
    QbEvStalker => "Stalker of {}: {}", "Stalkeur de {} : {}";
    QbEvRevealer => "Revealer of {}: {}", "Révélateur de {} : {}";
    QbEvCamera => "Camera on {}'s house: {}", "Caméra sur la maison de {} : {}";
    QbEvMustMove => "{} must move house today.", "{} doit déménager aujourd'hui.";
    QbEvAdmired => "Everyone admires {} today.", "Tout le monde admire {} aujourd'hui.";
    QbEvDream => "The village dreams.", "Le village rêve.";
    QbEvNightmare => "The village has a nightmare.", "Le village fait un cauchemar.";
    QbEvGhost => "{} is a ghost.", "{} est un fantôme.";
    QbEvLegacy => "{} leaves {} to {}.", "{} lègue {} à {}.";
    QbLegacyTo => "Legacy of {} to {}", "Legs de {} à {}";
    QbEvNothing => "Nothing happens.", "Rien ne se passe.";
    QbEvInvestigated => "Show the Prosecutor both of {}'s cards.", "Montrer au Procureur les deux cartes de {}.";
    QbEvNotRefilled => "{} stays vacant: fewer players than offices.", "{} reste vacant : moins de joueurs que de postes.";
    QbEvStop => "A stop rule holds: the end is proposed.", "Une règle d'arrêt est remplie : la fin est proposée.";
    QbMorningTitle => "The morning", "Le matin";
    QbMorningDeaths => "Deaths", "Les décès";
    QbNobodyDied => "Nobody died tonight.", "Personne n'est mort cette nuit.";
    QbDiedTonight => "Died: {}", "Décès : {}";
    QbStillToSettle => "Still to settle from earlier deaths", "Encore à régler, morts d'avant cette nuit";
    QbStillToSettleHelp => "These players did not die tonight: do not announce them. Their choice or their coins still wait.", "Ces joueurs ne sont pas morts cette nuit : ne les annoncez pas. Leur choix ou leurs pièces attendent encore.";
    QbRevivedPublic => "Back to life (no card turned over): {}", "Retour à la vie (aucune carte retournée) : {}";
    QbMorningOffices => "Offices", "Postes";
    QbScrutineerNow => "The Scrutineer is now {}.", "Le Scrutateur est maintenant {}.";
    QbScrutineerNamed => "The Scrutineer names: {}", "Le Scrutateur nomme : {}";
    QbCamera => "The camera", "La caméra";
    QbCameraHelp => "The house the deputy (or the Prosecutor) had chosen: the app says empty, one or several.",
        "La maison que l'adjoint (ou le Procureur) avait choisie : l'app dit vide, un ou plusieurs.";
    QbCameraDone => "Reported.", "Rapport fait.";
    QbMusiciansCall => "The Musicians' call", "L'appel des Musiciens";
    QbMusiciansCallSay => "\"Charmed, raise your hand.\"", "« Charmés, levez la main. »";
    QbTrulyCharmed => "Truly charmed (for you only): {}", "Vraiment charmés (pour vous seul) : {}";
    QbToVillage => "To the village", "Vers le village";
    QbDeathOf => "Death of {}", "Mort de {}";
    QbWhichCard => "The card they turn over", "La carte retournée";
    QbLegacyBoth => "A legacy turns over both cards.", "Un legs retourne les deux cartes.";
    QbDeathChoiceTitle => "Ghost, spirit or legacy", "Fantôme, esprit ou legs";
    QbGhost => "Ghost", "Fantôme";
    QbSpirit => "Spirit", "Esprit";
    QbLegacy => "Legacy", "Legs";
    QbAliveAgain => "Alive again", "De nouveau en vie";
    QbTurnedOver => "turned over: {}", "face visible : {}";
    QbHeirPick => "The heir (a living player)", "Qui hérite (une personne en vie)";
    QbHeirDrops => "The heir holds two specialties: the one he gives up", "Qui hérite tient déjà deux spécialités : celle à abandonner";
    QbFirstGhostChief => "The first ghost becomes the Chief of the ghost militia.", "Le premier fantôme devient Chef de la milice fantôme.";
    QbNowChief => "Chief of the ghost militia.", "Chef de la milice fantôme.";
    QbSpouseLooks => "{} coin{s} {goes|go} to the spouse, {}, who looks at both cards.", "{} pièce{s} {va|vont} à {}, qui hérite et regarde les deux cartes.";
    QbShowSpouse => "Show the spouse both cards", "Montrer les deux cartes au veuf ou à la veuve";
    QbNotaryGives => "{} coin{s} for the Notary ({}) to give to:", "{} pièce{s} que le Notaire ({}) donne à :";
    QbEstateWaits => "{} coin{s} {waits|wait} for a Notary: none is in office to hand {it|them} out.", "{} pièce{s} {attend|attendent} un Notaire : aucun n'est en poste pour les donner.";
    QbInvoke => "Invoke", "Invoquer";
    QbInvokeTitle => "An invocation", "Une invocation";
    QbInvokeHelp => "The invoker raises a hand; everyone else closes their eyes; the invoker points.",
        "L'invocateur lève la main ; les autres ferment les yeux ; l'invocateur désigne.";
    QbInvoker => "Invoker", "Invocateur";
    QbPower => "Power", "Pouvoir";
    QbTarget => "Target", "Cible";
    QbCost => "Cost: {}", "Coût : {}";
    QbCostFortune => "the whole fortune ({} coin{s}), out of play", "toute sa fortune ({} pièce{s}), retirée du jeu";
    QbCostCoins => "{} coin{s}, out of play", "{} pièce{s}, retirée{s} du jeu";
    QbCostOnce => "once a game", "une fois par partie";
    QbAnnounce => "Announce", "Annoncer";
    QbPublicConversion => "A conversion took place.", "Une conversion a eu lieu.";
    QbPublicDied => "{} has died.", "{} a perdu la vie.";
    QbPublicRevived => "{} is back to life.", "{} revient à la vie.";
    QbPublicNothing => "Nothing to announce.", "Rien à annoncer.";
    QbCondemnedWindow => "The condemned's window", "La fenêtre du condamné";
    QbCondemnedTimer => "Ten seconds to invoke", "Dix secondes pour invoquer";
    QbCondemnedMayInvoke => "{}'s window to invoke is open: ten seconds.", "La fenêtre d'invocation de {} est ouverte : dix secondes.";
    QbDayDeaths => "Deaths today", "Les morts du jour";
    QbDayDeathsHelp => "Each one turns a card over and chooses now, before the day goes on; the night does not fall before.",
        "Chacun retourne une carte et choisit maintenant, avant que la journée continue ; la nuit ne tombe pas avant.";
    QbMjDeath => "Record a death (MJ)", "Enregistrer une mort (MJ)";
    QbMjDeathHelp => "A death of your own, charged to nobody (a player leaves the table, a ruling). It is then handled as any other.",
        "Une mort de votre fait, imputée à personne (un joueur quitte la table, une décision). Elle suit ensuite son cours comme toute autre.";
    QbMjDeathWho => "Who dies", "Qui meurt";
    QbMjDeathNote => "Why (kept in the history)", "Pourquoi (gardé dans l'historique)";
    QbMjDeathSend => "Record the death", "Enregistrer la mort";
    QbInvestigation => "The investigation", "L'enquête";
    // Quinte-bourg: the week's finishing touches (loot, per-voter votes, the Show, budgets,
    // recovery, playing on)
    QbLoot => "Loot: {} coin{s}", "Butin : {} pièce{s}";
    QbEachVote => "Each one's vote", "Le vote de chacun";
    QbRecordVotes => "Record these votes", "Enregistrer ces votes";
    QbShowHelp => "Name each player's camp role (a card, or the Lovers); the reply starts at the truth, and only the replies the rules allow can be picked.", "Nommez le rôle de camp de chaque joueur (une carte, ou les Amoureux) ; la réponse part de la vérité, et seules les réponses permises par les règles sont proposées.";
    QbShowLovers => "The Lovers (no card)", "Les Amoureux (sans carte)";
    QbShowOk => "OK", "OK";
    QbShowError => "Error", "Erreur";
    QbShowBigError => "Big error", "Grosse erreur";
    QbShowErrors => "The Show: {} error{s} reported.", "Le Show : {} erreur{s} annoncée{s}.";
    QbShowWon => "The Showman wins.", "Le Showman gagne.";
    QbLootHandOn => "Handed on at once (optional): to whom, how many", "Donné aussitôt (facultatif) : à qui, combien";

    // ---- The day's record: the table of votes and the game record ----
    TodayVotes => "Today's votes", "Votes du jour";
    VoteColNomination => "Nomination", "Nomination";
    VoteColVotes => "Votes / needed", "Votes / requis";
    VoteColResult => "Result", "Résultat";
    VotedList => "Voted: {}", "Ont voté : {}";
    NobodyVoted => "Nobody voted", "Personne n'a voté";
    ExileMark => "(exile)", "(exil)";
    VoteTableLegend => "Needed: half the living players, rounded up (rulebook); for an exile, half of all the players. † a dead player's vote (their vote token).",
        "Requis : la moitié des joueurs vivants, arrondie au supérieur (livret) ; pour un exil, la moitié de tous les joueurs. † vote d'un joueur mort (son jeton de vote).";
    RowOnTheBlock => "about to die", "sur le point de mourir";
    RowExecuted => "executed", "exécution";
    RowBeaten => "about to die, until a later vote had more", "sur le point de mourir, jusqu'à un vote plus fort";
    RowTieCleared => "about to die, until a later tie", "sur le point de mourir, jusqu'à une égalité";
    RowNotExecuted => "about to die, no execution", "sur le point de mourir, pas d'exécution";
    RowTied => "tie: nobody about to die", "égalité : personne sur le point de mourir";
    RowNotEnough => "not enough", "pas assez";
    RowFewer => "fewer than an earlier vote", "moins qu'un vote précédent";
    RowExiled => "exiled", "exil";
    RowNotExiled => "not enough for the exile", "pas assez pour l'exil";
    RowNoVote => "no vote", "pas de vote";
    GameRecord => "Game record", "Compte rendu de la partie";
    OpenGameRecord => "Game record", "Compte rendu";
    RecordSecret => "This page shows every secret of the grimoire: keep it from the players until the game ends.",
        "Cette page montre tous les secrets du grimoire : ne la montrez pas aux joueurs avant la fin de la partie.";
    RecordPrint => "Print", "Imprimer";
    RecordDownloadHtml => "Download the record (HTML)", "Télécharger le compte rendu (HTML)";
    RecordDownloadText => "Download the record (text)", "Télécharger le compte rendu (texte)";
    RecordGameOn => "The game is not over.", "La partie n'est pas terminée.";
    RecordCast => "The players", "Les joueurs";
    RecordColPlayer => "Player", "Joueur";
    RecordColCharacter => "Character", "Rôle";
    RecordColAlignment => "Alignment", "Alignement";
    RecordColLife => "At the end", "À la fin";
    RecordColNow => "Now", "Maintenant";
    RecordNight => "Night {}", "Nuit {}";
    RecordDay => "Day {}", "Jour {}";
    RecordNobodyDied => "Nobody died.", "Aucun décès.";
    RecordNobodyDiedYet => "Nobody has died so far.", "Aucun décès pour l'instant.";
    RecordDied => "Died: {}.", "Décès : {}.";
    RecordDrunk => "Drunk: {}.", "Ivre : {}.";
    RecordPoisoned => "Poisoned: {}.", "Poison : {}.";
    RecordExecuted => "Executed: {}.", "Exécution : {}.";
    RecordExecutedLives => "Executed: {}, who did not die.", "Exécution : {}, sans décès.";
    RecordNoExecution => "No execution.", "Pas d'exécution.";
    RecordNoExecutionYet => "No execution yet.", "Pas encore d'exécution.";
    RecordNoNomination => "No nomination.", "Aucune nomination.";
    CauseExecution => "execution", "exécution";
    CauseDemon => "the Demon", "le Démon";
    CauseShot => "a shot", "un tir";
    CauseOther => "an ability or the Storyteller", "une capacité ou le Conteur";
}
impl Key {
    /// The singular name of a character type.
    pub fn of_team(team: crate::engine::character::Team) -> Key {
        use crate::engine::character::Team;
        match team {
            Team::Townsfolk => Key::TeamTownsfolk,
            Team::Outsider => Key::TeamOutsider,
            Team::Minion => Key::TeamMinion,
            Team::Demon => Key::TeamDemon,
            Team::Traveller => Key::TeamTraveller,
            Team::Fabled => Key::TeamFabled,
            Team::Loric => Key::TeamLoric,
        }
    }

    /// The text in the given language.
    pub fn get(self, lang: Lang) -> &'static str {
        let (en, fr) = self.pair();
        match lang {
            Lang::En => en,
            Lang::Fr => fr,
        }
    }
}

impl Key {
    /// The text with each `{}` replaced by the next argument.
    ///
    /// Counts agree with their words: `{s}` is "s" when plural and nothing when singular, and
    /// `{one|many}` picks a word ("{} pièce{s} {va|vont}"). Both agree with the first argument
    /// when it is a number (plural otherwise); `{2:s}` and `{2:one|many}` agree with the second
    /// argument ("{} carte{s} pour {} joueur{2:s}"). In French 0 and 1 are singular.
    ///
    /// French articles after "de" and "à" are contracted when an argument starts with one:
    /// "de le Martyr" reads "du Martyr", "à les Souris" reads "aux Souris"; and "de" is elided
    /// before a vowel ("d'Ana").
    pub fn fill(self, lang: Lang, args: &[&str]) -> String {
        fill_template(self.get(lang), lang, args)
    }
}

/// True when the count `n` takes the plural in `lang` ("1 vote", "2 votes"; French "0 vote").
pub fn is_plural(n: u64, lang: Lang) -> bool {
    match lang {
        Lang::En => n != 1,
        Lang::Fr => n > 1,
    }
}

/// Whether the argument `i` (0-based) is a plural count; plural when it is not a number.
fn plural_of(args: &[&str], i: usize, lang: Lang) -> bool {
    match args.get(i).and_then(|a| a.trim().parse::<u64>().ok()) {
        Some(n) => is_plural(n, lang),
        None => true,
    }
}

/// [`Key::fill`] on any template.
pub fn fill_template(template: &str, lang: Lang, args: &[&str]) -> String {
    let mut out = String::new();
    let mut next = args.iter();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inside = &after[..close];
        rest = &after[close + 1..];
        if inside.is_empty() {
            let arg = next.next().copied().unwrap_or("");
            push_arg(&mut out, arg, lang);
            continue;
        }
        // An agreement marker: `s`, `one|many`, each with an optional `N:` (argument N).
        let (index, choice) = match inside.split_once(':') {
            Some((n, c)) if n.chars().all(|d| d.is_ascii_digit()) && !n.is_empty() => {
                (n.parse::<usize>().unwrap_or(1).saturating_sub(1), c)
            }
            _ => (0, inside),
        };
        let plural = plural_of(args, index, lang);
        let word = match choice.split_once('|') {
            Some((one, many)) => {
                if plural {
                    many
                } else {
                    one
                }
            }
            None if choice == "s" => {
                if plural {
                    "s"
                } else {
                    ""
                }
            }
            // Not a marker: kept as written.
            None => {
                out.push('{');
                out.push_str(inside);
                out.push('}');
                continue;
            }
        };
        out.push_str(word);
    }
    out.push_str(rest);
    out
}

/// Appends an argument, contracting or eliding a French "de"/"à" before it.
fn push_arg(out: &mut String, arg: &str, lang: Lang) {
    if lang == Lang::Fr {
        let contracted = [
            ("de", "le ", "du "),
            ("de", "les ", "des "),
            ("à", "le ", "au "),
            ("à", "les ", "aux "),
        ];
        for (word, article, merged) in contracted {
            if let Some(rest) = arg.strip_prefix(article) {
                if ends_with_word(out, word) {
                    out.truncate(out.len() - word.len() - 1);
                    out.push_str(merged);
                    out.push_str(rest);
                    return;
                }
            }
        }
        // French elides "de" before a vowel: "Capacité d'Archiviste", "Rôle d'Alex".
        if starts_with_vowel(arg) && ends_with_word(out, "de") {
            out.pop();
            out.pop();
            out.push('\'');
        }
    }
    out.push_str(arg);
}

/// True when `text` starts with a vowel sound in French (a mute "h" aside: names vary).
fn starts_with_vowel(text: &str) -> bool {
    text.chars()
        .next()
        .is_some_and(|c| "aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ".contains(c))
}

/// True when `text` ends with the word `word` and one space ("… de ").
fn ends_with_word(text: &str, word: &str) -> bool {
    let Some(rest) = text.strip_suffix(' ') else {
        return false;
    };
    let Some(before) = rest.strip_suffix(word) else {
        return false;
    };
    before.is_empty() || before.ends_with([' ', '(', '\u{a0}'])
}

/// The language to start in when none was saved: French if the browser's first language is
/// French, English otherwise.
pub fn lang_from_browser(tag: &str) -> Lang {
    if tag.to_ascii_lowercase().starts_with("fr") {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// The locale dates are written in: the phone's own for the app's language (a phone in
/// en-GB writes 04/12/2026, not the US 12/4/2026), else British English or French from France.
pub fn date_locale(lang: Lang) -> String {
    let own = html_lang(lang);
    let phone: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default();
    phone
        .into_iter()
        .find(|tag| {
            tag.split('-')
                .next()
                .is_some_and(|p| p.eq_ignore_ascii_case(own))
                && tag.contains('-')
        })
        .unwrap_or_else(|| match lang {
            Lang::En => "en-GB".to_string(),
            Lang::Fr => "fr-FR".to_string(),
        })
}

/// The short code used in `<html lang>`.
pub fn html_lang(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// French about a player agrees with nobody's gender: the app does not know it, so a
    /// player's name is never followed by a participle that would have to agree ("Iris est
    /// exécuté" is wrong French; "Exécution d'Iris, qui meurt" is right for anyone).
    #[test]
    fn french_about_a_player_needs_no_agreement() {
        for key in [
            Key::EventExecutedDies,
            Key::EventExecutedLives,
            Key::EventExecutedLivesOn,
            Key::EventRegistersDead,
            Key::ExecutedToday,
            Key::PendingStarPass,
            Key::PendingExile,
            Key::ProjectedExiled,
            Key::EventVirgin,
        ] {
            let fr = key.fill(Lang::Fr, &["Iris", "Iris"]);
            for participle in [
                " est exécuté",
                " a été exécuté",
                " s'est tué",
                " est exilé",
                " serait exilé",
                " vivant ",
                "-il",
            ] {
                assert!(!fr.contains(participle), "{fr}");
            }
        }
        assert_eq!(
            Key::EventExecutedDies.fill(Lang::Fr, &["Iris"]),
            "Exécution d'Iris, qui meurt."
        );
    }

    /// French elides "de" before a vowel, for characters and players alike.
    #[test]
    fn french_elides_de_before_a_vowel() {
        assert_eq!(
            Key::AbilityOf.fill(Lang::Fr, &["Archiviste"]),
            "Capacité d'Archiviste"
        );
        assert_eq!(
            Key::AbilityOf.fill(Lang::Fr, &["Moine"]),
            "Capacité de Moine"
        );
        assert_eq!(Key::CharacterOf.fill(Lang::Fr, &["Émile"]), "Rôle d'Émile");
        assert_eq!(
            Key::AbilityOf.fill(Lang::En, &["Archiviste"]),
            "Ability of Archiviste"
        );
    }

    /// Numbers agree with their noun in the app's language: "1 vote", "2 votes"; in French
    /// 0 and 1 are singular.
    #[test]
    fn counts_agree_with_their_noun() {
        assert_eq!(Key::VotesCount.fill(Lang::En, &["1"]), "1 vote");
        assert_eq!(Key::VotesCount.fill(Lang::En, &["0"]), "0 votes");
        assert_eq!(Key::VotesCount.fill(Lang::En, &["3"]), "3 votes");
        assert_eq!(Key::VotesCount.fill(Lang::Fr, &["0"]), "0 vote");
        assert_eq!(Key::VotesCount.fill(Lang::Fr, &["1"]), "1 vote");
        assert_eq!(Key::VotesCount.fill(Lang::Fr, &["2"]), "2 votes");
        assert_eq!(Key::Alive.fill(Lang::Fr, &["1"]), "1 vivant");
        assert_eq!(Key::VotedBy.fill(Lang::En, &["1", "Ana"]), "1 vote: Ana");
        // No template keeps a marker once filled.
        for key in Key::ALL {
            for n in ["0", "1", "2"] {
                for lang in [Lang::En, Lang::Fr] {
                    assert!(!key.fill(lang, &[n, "x", "y"]).contains("{s}"), "{key:?}");
                }
            }
        }
    }

    /// Verbs agree with their count ("1 pièce va", "3 pièces vont"), a second count with its
    /// own noun, and French contracts "de le" and "de les" ("du Mélomane", "des Souris").
    #[test]
    fn verbs_second_counts_and_articles_agree() {
        let fr = |k: Key, a: &[&str]| k.fill(Lang::Fr, a);
        assert_eq!(
            fr(Key::QbEvInherits, &["1", "Ana", "Bob"]),
            "1 pièce d'Ana va à Bob, qui hérite."
        );
        assert_eq!(
            fr(Key::QbEvInherits, &["3", "Ana", "Bob"]),
            "3 pièces d'Ana vont à Bob, qui hérite."
        );
        assert_eq!(
            Key::QbEvInherits.fill(Lang::En, &["1", "Ana", "Bob"]),
            "1 coin of Ana goes to Bob, who inherits."
        );
        assert_eq!(
            fr(Key::QbEvEstate, &["1", "Bob"]),
            "1 pièce de Bob attend le Notaire."
        );
        assert_eq!(
            fr(Key::QbSpouseLooks, &["1", "Iris"]),
            "1 pièce va à Iris, qui hérite et regarde les deux cartes."
        );
        assert_eq!(
            fr(Key::QbPoolCount, &["1", "1"]),
            "1 carte de camp pour 1 joueur"
        );
        assert_eq!(
            Key::QbPoolCount.fill(Lang::En, &["2", "1"]),
            "2 camp cards for 1 player"
        );
        assert_eq!(
            fr(Key::QbRevealSeen, &["1", "10"]),
            "1 sur 10 a vu ses cartes"
        );
        assert_eq!(
            fr(Key::QbStopPersonal, &["le Mélomane"]),
            "La condition du Mélomane est remplie."
        );
        assert_eq!(
            fr(Key::QbStopCamp, &["les Souris"]),
            "La condition des Souris est remplie."
        );
        assert_eq!(fr(Key::QbDeathOf, &["Iris"]), "Mort d'Iris");
        // No marker is left once filled, whatever the counts.
        for key in Key::ALL {
            for n in ["0", "1", "2"] {
                for lang in [Lang::En, Lang::Fr] {
                    let text = key.fill(lang, &[n, n, "x", "y"]);
                    assert!(
                        !text.contains('{') && !text.contains('|'),
                        "{key:?}: {text}"
                    );
                }
            }
        }
    }

    /// Quinte-bourg's French is read aloud to the table: no "(s)" or "·e" (counts agree, and
    /// no word agrees with a player's gender, which the app cannot know).
    #[test]
    fn quintebourg_french_has_no_written_only_forms() {
        for (key, name) in Key::ALL.iter().zip(Key::NAMES) {
            if !name.starts_with("Qb") {
                continue;
            }
            let fr = key.get(Lang::Fr);
            for bad in [
                "(s)",
                "·e",
                "(e)",
                "{} est mort",
                "Morts :",
                "{} est revenu",
                "(protégé)",
            ] {
                assert!(!fr.contains(bad), "{name}: {fr:?} has {bad:?}");
            }
        }
    }

    #[test]
    fn every_key_has_a_name() {
        assert_eq!(Key::ALL.len(), Key::NAMES.len());
        let i = Key::NAMES.iter().position(|n| *n == "Reload").unwrap();
        assert_eq!(Key::ALL[i], Key::Reload);
        assert_ne!(Key::Reload, Key::Undo);
        assert_eq!(format!("{:?}", Key::Reload), "Key(\"Reload\")");
    }

    #[test]
    fn every_key_has_both_languages() {
        for key in Key::ALL {
            let (en, fr) = key.pair();
            assert!(!en.trim().is_empty(), "{key:?} has no English text");
            assert!(!fr.trim().is_empty(), "{key:?} has no French text");
        }
    }

    #[test]
    fn both_languages_have_the_same_placeholders() {
        for key in Key::ALL {
            let (en, fr) = key.pair();
            assert_eq!(
                en.matches("{}").count(),
                fr.matches("{}").count(),
                "{key:?}"
            );
        }
    }

    #[test]
    fn fill_replaces_placeholders_in_order() {
        assert_eq!(Key::PlayersCount.fill(Lang::En, &["7"]), "7 players");
        assert!(Key::RecoveryFuture
            .fill(Lang::Fr, &["k", "9"])
            .contains("(format 9)"));
    }

    #[test]
    fn get_picks_the_language() {
        assert_eq!(Key::Reload.get(Lang::En), "Reload");
        assert_eq!(Key::Reload.get(Lang::Fr), "Recharger");
    }

    #[test]
    fn browser_language_decides_the_default() {
        assert_eq!(lang_from_browser("fr-FR"), Lang::Fr);
        assert_eq!(lang_from_browser("FR"), Lang::Fr);
        assert_eq!(lang_from_browser("en-GB"), Lang::En);
        assert_eq!(lang_from_browser("de"), Lang::En);
    }
}
