// Tells the app's other tabs of this browser of each change to a saved game, and hears theirs
// (see `saves.rs`): a BroadcastChannel, where the browser has one.

let channel = null;
try {
  if (self.BroadcastChannel) channel = new BroadcastChannel("grimoire-saves");
} catch (err) {
  channel = null;
}

/** Says that `key` was written as the `seq`-th write, with its text (null: deleted). */
export function tabsPost(key, seq, text) {
  if (!channel) return;
  try {
    channel.postMessage({ key, seq, text: text ?? null });
  } catch (err) {
    console.warn(`tabs: could not tell the other tabs: ${err}`);
  }
}

/** The `storage` listener of the latest `tabsListen`. */
let onStorage = null;

/** Calls `callback(key, seq, text)` for each change another tab makes: told through the
 * channel, or seen in localStorage (a tab without the channel, or of an earlier build). One
 * listener at a time: a later call (a game started in the home page's place) replaces the
 * earlier one. */
export function tabsListen(callback) {
  if (channel) {
    channel.onmessage = (event) => {
      const m = event.data;
      if (m && typeof m.key === "string" && typeof m.seq === "number") {
        callback(m.key, m.seq, typeof m.text === "string" ? m.text : undefined);
      }
    };
  }
  if (onStorage) self.removeEventListener("storage", onStorage);
  onStorage = (event) => {
    const key = event.key;
    if (event.storageArea !== self.localStorage || !key) return;
    if (key === "grimoire.index") {
      callback(key, 0, undefined);
      return;
    }
    if (!key.startsWith("grimoire.game.")) return;
    if (event.newValue === null) {
      // A deletion, as late as now.
      callback(key, Date.now(), undefined);
      return;
    }
    const m = /^\{"schema":\d+,"seq":(\d+)[,}]/.exec(event.newValue.slice(0, 64));
    if (m) callback(key, Number(m[1]), event.newValue);
  };
  self.addEventListener("storage", onStorage);
}
