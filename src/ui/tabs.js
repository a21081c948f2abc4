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

/** Calls `callback(key, seq, text)` for each change another tab makes. */
export function tabsListen(callback) {
  if (!channel) return;
  channel.onmessage = (event) => {
    const m = event.data;
    if (m && typeof m.key === "string" && typeof m.seq === "number") {
      callback(m.key, m.seq, typeof m.text === "string" ? m.text : undefined);
    }
  };
}
