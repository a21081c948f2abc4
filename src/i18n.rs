//! Interface text in English and French: one key per piece of text, one table holding both
//! languages, so a missing translation is a failing test rather than a blank on the screen.

pub use crate::engine::character::Lang;

macro_rules! texts {
    ($($key:ident => $en:expr, $fr:expr;)*) => {
        /// A piece of interface text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key { $($key,)* }

        impl Key {
            /// Every key, for tests and tooling.
            pub const ALL: &'static [Key] = &[$(Key::$key,)*];

            /// The text in English and in French.
            pub fn pair(self) -> (&'static str, &'static str) {
                match self { $(Key::$key => ($en, $fr),)* }
            }
        }
    };
}

texts! {
    AppName => "Grimoire", "Grimoire";
    Tagline => "The Storyteller's grimoire, offline at the table.",
        "Le grimoire du Conteur, hors ligne, à la table.";
    Language => "Language", "Langue";
    LanguageName => "English", "Français";
    SwitchLanguage => "Passer en français", "Switch to English";
    UpdateReady => "A new version is ready.", "Une nouvelle version est prête.";
    Reload => "Reload", "Recharger";
    CharactersKnown => "characters known", "personnages connus";

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
    PlayersCount => "{} players", "{} joueurs";
    LastChange => "last change {}", "modifiée le {}";
    CustomScript => "Custom script", "Module personnalisé";

    // Game bar
    Home => "Home", "Accueil";
    Undo => "Undo", "Annuler l'action";
    Redo => "Redo", "Rétablir";
    History => "History", "Historique";
    Close => "Close", "Fermer";
    Back => "Back", "Retour";

    // Notices
    ForceIt => "Do it anyway", "Le faire quand même";
    Dismiss => "Dismiss", "Masquer";
    OverrideReason => "the Storyteller's decision", "décision du Conteur";
    StorageFull => "Storage is full: this game goes on in memory only. Delete old games to save again.",
        "Le stockage est plein : la partie continue en mémoire seulement. Supprimez d'anciennes parties pour enregistrer à nouveau.";
    StorageFailed => "The game could not be saved: {}", "La partie n'a pas pu être enregistrée : {}";

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
    CountTable => "Setup for {} players", "Mise en place pour {} joueurs";
    NextCharacters => "Next: characters", "Suite : les rôles";

    // Setup: characters
    SetupCharactersTitle => "Characters", "Rôles";
    RandomDraw => "Draw at random", "Tirage au sort";
    RandomDrawAgain => "Draw again", "Nouveau tirage";
    SeedLabel => "Seed {}", "Graine {}";
    NoCharacter => "— choose —", "— choisir —";
    ShownAs => "Shown as", "Voit le jeton";
    AlignmentOf => "Alignment of {}", "Alignement de {}";
    CharacterOf => "Character of {}", "Rôle de {}";
    ShownTokenOf => "Token shown to {}", "Jeton montré à {}";
    SetupChanges => "Setup changes", "Modifications de mise en place";
    OutsidersChange => "Outsiders {} (Townsfolk the opposite).", "Étrangers {} (Villageois à l'inverse).";
    MinionsChange => "Minions {} (Townsfolk the opposite).", "Sbires {} (Villageois à l'inverse).";
    NotInBagChange => "Not in the bag: the player is shown a {} token and believes it.",
        "Pas dans le sac : le joueur voit un jeton {} et y croit.";
    NeighboursDemonChange => "Sits next to the Demon.", "Est assis à côté du Démon.";
    ManualChange => "Apply this change by hand.", "Appliquez cette modification à la main.";
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
    BagHelp => "Hand the phone round. Each player taps their own name, looks, then hides it.",
        "Faites passer le téléphone. Chaque joueur touche son nom, regarde, puis cache.";
    BagDone => "{} has looked", "{} a regardé";
    BagYouAre => "You are", "Vous êtes";
    BagHide => "Hide and pass on", "Cacher et passer";
    BagToBoard => "Back to the grimoire", "Retour au grimoire";
    Looked => "seen", "vu";

    // Board
    BoardTitle => "Grimoire", "Grimoire";
    Alive => "{} alive", "{} vivants";
    VotesNeeded => "{} votes to execute", "{} votes pour exécuter";
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
}
impl Key {
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
    pub fn fill(self, lang: Lang, args: &[&str]) -> String {
        let mut out = String::new();
        let mut args = args.iter();
        let mut parts = self.get(lang).split("{}").peekable();
        while let Some(part) = parts.next() {
            out.push_str(part);
            if parts.peek().is_some() {
                out.push_str(args.next().copied().unwrap_or(""));
            }
        }
        out
    }
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
