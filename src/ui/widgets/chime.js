// A countdown's end, felt and heard: the vibration (navigator.vibrate) and a short two-note
// tone made with Web Audio (no sound file), for every game's timers. Each function does
// nothing where the browser lacks the API.

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

/** Readies the sound on the page's next tap: a timer still running after a reload may sound
 * only once the page has been tapped. */
export function toneArmOnTap() {
  document.addEventListener("pointerdown", toneArm, { once: true, capture: true });
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
