// The phone's own voice and a short tone for Quinte-bourg's night: the Web Speech API
// (speechSynthesis, with the voices installed on the phone, so it works offline), the
// vibration of a timer's end and a tone made with Web Audio (no sound file). Every function
// does nothing where the browser lacks the API.

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

let audio = null;

/** Made ready on the tap that starts a timer (browsers let a page make sound after a tap). */
export function toneArm() {
  const C = window.AudioContext || window.webkitAudioContext;
  if (!C) return;
  try {
    audio = audio || new C();
    if (audio.state === "suspended" && typeof audio.resume === "function") audio.resume();
  } catch (_) {
    audio = null;
  }
}

/** A timer's end: a vibration and a short two-note tone at `volume` (0 to 1). */
export function timerEnd(volume) {
  try {
    if (typeof navigator.vibrate === "function") navigator.vibrate([250, 120, 250]);
  } catch (_) {
    // No vibration on this device.
  }
  if (!audio || !(volume > 0)) return;
  try {
    const t = audio.currentTime;
    for (const [freq, at] of [[880, 0], [660, 0.22]]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t + at);
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, 0.4 * volume), t + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + at + 0.2);
      osc.connect(gain);
      gain.connect(audio.destination);
      osc.start(t + at);
      osc.stop(t + at + 0.21);
    }
  } catch (_) {
    // No sound on this device.
  }
}
