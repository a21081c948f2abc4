// The phone's own voice for Quinte-bourg's night: the Web Speech API (speechSynthesis, with
// the voices installed on the phone, so it works offline). A timer's end, its vibration and
// tone, is the shared countdown's (src/ui/widgets/chime.js). Every function does nothing where
// the browser lacks the API.

const speech = () =>
  typeof window.speechSynthesis === "object" && window.speechSynthesis !== null &&
  typeof window.SpeechSynthesisUtterance === "function"
    ? window.speechSynthesis
    : null;

/** The phone's offline voices of a language ("fr", "en"): [[voiceURI, name], …]. */
export function voiceList(lang) {
  const s = speech();
  if (!s) return [];
  return s
    .getVoices()
    .filter((v) => v.localService !== false && String(v.lang || "").toLowerCase().startsWith(lang))
    .map((v) => [v.voiceURI, v.name]);
}

/** Calls `f` when the list of voices changes (it loads after the page on some phones). */
export function voiceWatch(f) {
  const s = speech();
  if (s && typeof s.addEventListener === "function") s.addEventListener("voiceschanged", () => f());
}

/** Says `text` in `lang` ("fr", "en") at `volume` (0 to 1) with the voice `uri` when it is one
 * of the phone's offline voices of that language, else the first of them. What was being said
 * stops first. False when the browser cannot speak. */
export function voiceSpeak(text, lang, volume, uri) {
  const s = speech();
  if (!s) return false;
  const u = new window.SpeechSynthesisUtterance(text);
  u.lang = lang === "fr" ? "fr-FR" : "en-GB";
  u.volume = volume;
  const local = s
    .getVoices()
    .filter((v) => v.localService !== false && String(v.lang || "").toLowerCase().startsWith(lang));
  const voice = local.find((v) => v.voiceURI === uri) || local[0];
  if (voice) u.voice = voice;
  s.cancel();
  s.speak(u);
  return true;
}
