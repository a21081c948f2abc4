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
    ComingSoon => "Games, the bag and the grimoire board come next.",
        "Parties, sac et plateau du grimoire arrivent bientôt.";
    CharactersKnown => "characters known", "personnages connus";
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
