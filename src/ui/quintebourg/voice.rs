//! The night's calls, read aloud by the phone so the game master keeps their eyes on the table
//! (`TABLE.md` §2: the night table's order, 004 L219–238), and the end of a timer felt and
//! heard.
//!
//! - Each night step has a call in English and French, in our own words ([`step_call`]): who
//!   opens their eyes and what they do. The night runner shows it and, when the voice is on,
//!   the phone says it as the step comes on screen (the Web Speech API's `speechSynthesis`,
//!   with the phone's own offline voices only, in the interface language).
//! - The voice is off by default; on/off, the volume and the voice chosen for each language
//!   are the app's settings ([`VoiceSettings`], stored under [`VOICE_KEY`], kept across games
//!   and reloads).
//! - A timer's end vibrates (`navigator.vibrate`) and plays a short tone made with Web Audio
//!   (no sound file), at the same volume (`widgets/countdown.rs`, shared with Blood on the
//!   Clocktower's day timer).
//!
//! The browser calls are a small JavaScript module (`voice.js`), bound with
//! `wasm_bindgen(module)` as the journal's are: lighter than the `web-sys` features they
//! would need, and each call does nothing where the browser lacks the API.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use web_sys::js_sys::Array;

use quintebourg::state::NightStep;

use crate::i18n::{Key, Lang};
use crate::persist;

#[wasm_bindgen(module = "/src/ui/quintebourg/voice.js")]
extern "C" {
    #[wasm_bindgen(js_name = voiceList)]
    fn js_voice_list(lang: &str) -> Array;
    #[wasm_bindgen(js_name = voiceWatch)]
    fn js_voice_watch(f: &Closure<dyn Fn()>);
    #[wasm_bindgen(js_name = voiceSpeak)]
    fn js_voice_speak(text: &str, lang: &str, volume: f64, uri: Option<String>) -> bool;
}

/// Where the voice settings are stored (beside the language, not in any game).
pub const VOICE_KEY: &str = "grimoire.voice";

/// The voice's settings: off by default, full volume, the phone's first offline voice of each
/// language unless one is chosen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VoiceSettings {
    /// Whether the calls are read aloud.
    #[serde(default)]
    pub on: bool,
    /// From 0 to 1, for the voice and the timers' tone.
    #[serde(default = "full")]
    pub volume: f64,
    /// The voice chosen for French (its `voiceURI`).
    #[serde(default)]
    pub voice_fr: Option<String>,
    /// The voice chosen for English.
    #[serde(default)]
    pub voice_en: Option<String>,
}

fn full() -> f64 {
    1.0
}

impl Default for VoiceSettings {
    fn default() -> Self {
        VoiceSettings {
            on: false,
            volume: 1.0,
            voice_fr: None,
            voice_en: None,
        }
    }
}

impl VoiceSettings {
    /// Reads stored settings; the defaults when there are none or they do not read.
    pub fn from_text(text: Option<&str>) -> VoiceSettings {
        let mut s: VoiceSettings = text
            .and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default();
        s.volume = if s.volume.is_finite() {
            s.volume.clamp(0.0, 1.0)
        } else {
            1.0
        };
        s
    }

    /// The voice chosen for `lang`.
    pub fn voice(&self, lang: Lang) -> Option<String> {
        match lang {
            Lang::Fr => self.voice_fr.clone(),
            Lang::En => self.voice_en.clone(),
        }
    }

    /// Chooses the voice for `lang` (`None`: the phone's first offline voice).
    pub fn set_voice(&mut self, lang: Lang, uri: Option<String>) {
        match lang {
            Lang::Fr => self.voice_fr = uri,
            Lang::En => self.voice_en = uri,
        }
    }
}

/// The settings' signal, provided by context by the page (saved at each change).
#[derive(Clone, Copy)]
pub struct Voice(pub RwSignal<VoiceSettings>);

impl Voice {
    /// Reads the stored settings and provides them to every screen.
    pub fn provide() -> Voice {
        let settings = VoiceSettings::from_text(persist::read_raw(VOICE_KEY).as_deref());
        let voice = Voice(RwSignal::new(settings));
        provide_context(voice);
        voice
    }

    /// Changes the settings and stores them.
    pub fn update(&self, f: impl FnOnce(&mut VoiceSettings)) {
        self.0.update(f);
        if let Ok(text) = serde_json::to_string(&self.0.get_untracked()) {
            let _ = persist::write_raw(VOICE_KEY, &text);
        }
    }

    /// Says `text` in `lang` when the voice is on (or `always`, for the "listen" button).
    pub fn say(&self, text: &str, lang: Lang, always: bool) {
        let s = self.0.get_untracked();
        if s.on || always {
            js_voice_speak(text, lang_code(lang), s.volume, s.voice(lang));
        }
    }
}

fn lang_code(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "fr",
        Lang::En => "en",
    }
}

/// The phone's offline voices for `lang`: (voiceURI, name).
fn voices(lang: Lang) -> Vec<(String, String)> {
    js_voice_list(lang_code(lang))
        .iter()
        .filter_map(|pair| {
            let pair: Array = pair.into();
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

/// What the game master says at a night step, as the phone reads it: who opens their eyes and
/// what they do (the seed's night table, L219–238, in our own words).
pub fn step_call(step: NightStep, lang: Lang) -> &'static str {
    let (en, fr) = match step {
        NightStep::Dusk => (
            "Night falls: everyone closes their eyes.",
            "La nuit tombe : tout le monde ferme les yeux.",
        ),
        NightStep::Militia => (
            "Ghosts, open your eyes. Point together at the house your militia guards tonight, not last night's.",
            "Fantômes, ouvrez les yeux. Désignez ensemble la maison que votre milice garde cette nuit, pas celle de la nuit dernière.",
        ),
        NightStep::Huddle => (
            "Reptilians, open your eyes. Agree on the house you attack tonight.",
            "Reptiliens, ouvrez les yeux. Mettez-vous d'accord sur la maison que vous attaquez cette nuit.",
        ),
        NightStep::Lovers => (
            "Lovers, open your eyes. You have thirty seconds to agree, by mime, on the house where you meet tonight.",
            "Amoureux, ouvrez les yeux. Vous avez trente secondes pour choisir en mime la maison où vous vous retrouvez cette nuit.",
        ),
        NightStep::Sandman => (
            "Sandman, open your eyes. Point at the person you put into a heavy sleep.",
            "Marchand de sable, ouvrez les yeux. Désignez la personne que vous plongez dans un sommeil lourd.",
        ),
        NightStep::Reporter => (
            "Reporter, open your eyes. Point at one of your two seat neighbours: you will see one of their cards.",
            "Reporter, ouvrez les yeux. Désignez l'un de vos deux voisins de table : vous verrez une de ses cartes.",
        ),
        NightStep::Burglar => (
            "Burglar, open your eyes. Point at the house you rob tonight.",
            "Cambrioleur, ouvrez les yeux. Désignez la maison que vous cambriolez cette nuit.",
        ),
        NightStep::Psychopath => (
            "Psychopath, open your eyes. Point at the person you kidnap tonight.",
            "Psychopathe, ouvrez les yeux. Désignez la personne que vous enlevez cette nuit.",
        ),
        NightStep::Artist => (
            "Artist, open your eyes. Show a sculpture or a caricature, and point at your model.",
            "Artiste, ouvrez les yeux. Indiquez sculpture ou caricature, et désignez votre modèle.",
        ),
        NightStep::Eris => (
            "Eris, open your eyes. Point at two people who will fight, or show your prank.",
            "Éris, ouvrez les yeux. Désignez deux personnes qui se battront, ou indiquez votre farce.",
        ),
        NightStep::Freyja => (
            "Freyja, open your eyes. Point at two people who will spend the night together, or at the person the village will admire.",
            "Freyja, ouvrez les yeux. Désignez deux personnes qui passeront la nuit ensemble, ou la personne que le village admirera.",
        ),
        NightStep::Offices => (
            "Pinky and the Brain, open your eyes. Use your power on the public offices.",
            "Minus et Cortex, ouvrez les yeux. Exercez votre pouvoir sur les postes publics.",
        ),
        NightStep::Musicians => (
            "Orpheus and the Siren, open your eyes. Each of you points at a new person to charm.",
            "Orphée et la Sirène, ouvrez les yeux. Chacun désigne une nouvelle personne à charmer.",
        ),
        NightStep::Laura => (
            "Laura, open your eyes. Point at the house where you squat tonight.",
            "Laura, ouvrez les yeux. Désignez la maison où vous squattez cette nuit.",
        ),
        NightStep::LoversMeet => (
            "Lovers, you meet in the house you chose.",
            "Amoureux, vous vous retrouvez dans la maison choisie.",
        ),
        NightStep::Raptor => (
            "Raptor Trainer, open your eyes. Point at a house, or at a body at the morgue, for your raptor.",
            "Dresseur de rapace, ouvrez les yeux. Désignez une maison, ou un corps à la morgue, pour votre rapace.",
        ),
        NightStep::Attack => (
            "Everyone sleeps: the attack takes place.",
            "Tout le monde dort : l'attaque a lieu.",
        ),
        NightStep::Dawn => (
            "Dawn breaks: heavy sleep ends.",
            "L'aube se lève : le sommeil lourd prend fin.",
        ),
        NightStep::Engineer => (
            "Engineer, open your eyes. Point at the person your invention watches tonight.",
            "Ingénieure, ouvrez les yeux. Désignez la personne que votre invention observe cette nuit.",
        ),
        NightStep::Couples => (
            "Married couples: open your eyes if I tap you, and see whether your spouse's eyes are open.",
            "Couples mariés : ouvrez les yeux si je vous touche, et regardez si l'autre a les yeux ouverts.",
        ),
        NightStep::Dream => (
            "Ghosts and spirits, open your eyes: five seconds to show the village your dream, by gesture only, pointing at no living player.",
            "Fantômes et esprits, ouvrez les yeux : cinq secondes pour montrer votre rêve au village, en gestes seulement, sans désigner de vivant.",
        ),
    };
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// The voice's settings, folded in the night runner: on or off, the volume, the voice of the
/// interface language (the phone's offline voices only) and a button to listen.
#[component]
pub fn VoicePanel(
    /// The text the "listen" button says (the step's call).
    #[prop(into)]
    sample: Signal<String>,
) -> impl IntoView {
    let voice = expect_context::<Voice>();
    let lang = expect_context::<RwSignal<Lang>>();
    let t = move |key: Key| key.get(lang.get());
    // The list loads after the page on some phones: read again when it changes.
    let voices_seen = RwSignal::new(0u32);
    let watch = Closure::<dyn Fn()>::new(move || {
        voices_seen.try_update(|n| *n += 1);
    });
    js_voice_watch(&watch);
    watch.forget();
    let list = Memo::new(move |_| {
        voices_seen.track();
        voices(lang.get())
    });
    let on = move || voice.0.with(|s| s.on);
    let chosen = move || voice.0.with(|s| s.voice(lang.get())).unwrap_or_default();
    view! {
        <details class="qb-voice" data-testid="qb-voice">
            <summary>{move || t(Key::QbVoice)} {move || if on() { " 🔊" } else { "" }}</summary>
            <p class="muted">{move || t(Key::QbVoiceHelp)}</p>
            <label class="check">
                <input type="checkbox" data-testid="qb-voice-on" prop:checked=on
                    on:change=move |ev| {
                        let checked = event_target_checked(&ev);
                        voice.update(|s| s.on = checked);
                        if checked {
                            voice.say(&sample.get_untracked(), lang.get_untracked(), false);
                        }
                    } />
                <span>{move || t(Key::QbVoiceOn)}</span>
            </label>
            <label class="field">
                <span>{move || t(Key::QbVoiceVolume)}</span>
                <input class="input" type="range" min="0" max="100" step="5" data-testid="qb-voice-volume"
                    prop:value=move || ((voice.0.with(|s| s.volume) * 100.0).round() as u32).to_string()
                    on:change=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<f64>() {
                            voice.update(|s| s.volume = (v / 100.0).clamp(0.0, 1.0));
                        }
                    } />
            </label>
            <label class="field">
                <span>{move || t(Key::QbVoiceChoice)}</span>
                <select class="select" data-testid="qb-voice-select" prop:value=chosen
                    on:change=move |ev| {
                        let uri = event_target_value(&ev);
                        let l = lang.get_untracked();
                        voice.update(|s| s.set_voice(l, (!uri.is_empty()).then_some(uri)));
                    }>
                    <option value="">{move || t(Key::QbVoiceDefault)}</option>
                    {move || list.get().into_iter().map(|(uri, name)| {
                        let selected = uri.clone();
                        view! { <option value=uri.clone() selected=move || chosen() == selected>{name}</option> }
                    }).collect_view()}
                </select>
            </label>
            <Show when=move || list.with(Vec::is_empty)>
                <p class="muted" data-testid="qb-voice-none">{move || t(Key::QbVoiceNone)}</p>
            </Show>
            <button class="button button--small" data-testid="qb-voice-test"
                on:click=move |_| voice.say(&sample.get_untracked(), lang.get_untracked(), true)>
                {move || t(Key::QbVoiceTest)}
            </button>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every step has a call in both languages, distinct from the others; the calls read to
    /// the table agree with no player's gender (who acts is "la personne", never "le joueur").
    #[test]
    fn every_step_has_its_call_in_both_languages() {
        let steps = [
            NightStep::Dusk,
            NightStep::Militia,
            NightStep::Huddle,
            NightStep::Lovers,
            NightStep::Sandman,
            NightStep::Reporter,
            NightStep::Burglar,
            NightStep::Psychopath,
            NightStep::Artist,
            NightStep::Eris,
            NightStep::Freyja,
            NightStep::Offices,
            NightStep::Musicians,
            NightStep::Laura,
            NightStep::LoversMeet,
            NightStep::Raptor,
            NightStep::Attack,
            NightStep::Dawn,
            NightStep::Engineer,
            NightStep::Couples,
            NightStep::Dream,
        ];
        let mut seen = std::collections::HashSet::new();
        for step in steps {
            let (en, fr) = (step_call(step, Lang::En), step_call(step, Lang::Fr));
            assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{step:?}");
            assert!(seen.insert(fr), "{step:?} repeats another call");
            assert!(!fr.contains("le joueur") && !fr.contains('·'), "{fr}");
        }
        assert_eq!(
            step_call(NightStep::Huddle, Lang::Fr),
            "Reptiliens, ouvrez les yeux. Mettez-vous d'accord sur la maison que vous attaquez cette nuit."
        );
    }

    /// Off by default at full volume; stored settings read back; a damaged or out-of-range
    /// value gives way to the defaults.
    #[test]
    fn settings_are_off_by_default_and_read_back() {
        let d = VoiceSettings::from_text(None);
        assert!(!d.on);
        assert_eq!(d.volume, 1.0);
        let mut s = VoiceSettings {
            on: true,
            volume: 0.5,
            ..VoiceSettings::default()
        };
        s.set_voice(Lang::Fr, Some("fr-local".into()));
        let text = serde_json::to_string(&s).unwrap();
        let back = VoiceSettings::from_text(Some(&text));
        assert_eq!(back, s);
        assert_eq!(back.voice(Lang::Fr).as_deref(), Some("fr-local"));
        assert_eq!(back.voice(Lang::En), None);
        assert_eq!(
            VoiceSettings::from_text(Some("{oops")),
            VoiceSettings::default()
        );
        assert_eq!(
            VoiceSettings::from_text(Some(r#"{"volume":7}"#)).volume,
            1.0
        );
        assert_eq!(VoiceSettings::from_text(Some(r#"{"on":true}"#)).volume, 1.0);
    }
}
