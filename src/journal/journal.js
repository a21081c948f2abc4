// The journal's IndexedDB work, in the browser's own API (see `mod.rs` for what the journal is
// and why this part is JavaScript: it runs on every tap, and here a write costs one transaction
// and its puts, nothing more).

const DB_NAME = "grimoire-journal";
const STORE = "journal";

let db = null;
// The transaction of the current task: the writes of one command share it.
let current = null;
let begun = 0;
let committed = 0;
let at = 0;
// Main-thread milliseconds the app spent writing, for the benchmark.
let spent = 0;

/** `window.grimoireJournal`, for the tests and the benchmark. */
function publish() {
  window.grimoireJournal = { begun, committed, at, spent, available: db !== null };
}

// Opened when the page loads this module, so while the WebAssembly downloads and compiles:
// a promise of every record, or of a string saying why IndexedDB cannot be used.
const opening = new Promise((resolve) => {
  let request;
  try {
    // Some browsers throw at the mere mention of `indexedDB` in private mode.
    if (!self.indexedDB) return resolve("IndexedDB is not available");
    request = indexedDB.open(DB_NAME, 1);
  } catch (err) {
    return resolve(String(err));
  }
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  request.onerror = () => resolve(String(request.error));
  request.onblocked = () => resolve("IndexedDB is blocked by another tab");
  request.onsuccess = () => {
    const opened = request.result;
    try {
      const all = opened.transaction(STORE).objectStore(STORE).getAll();
      all.onsuccess = () => {
        db = opened;
        publish();
        resolve(all.result);
      };
      all.onerror = () => resolve(String(all.error));
    } catch (err) {
      resolve(String(err));
    }
  };
});

/** Every record, or why the journal is off (a string). */
export function journalOpen() {
  return opening;
}

/** The transaction of this task, begun with strict durability on its first write. */
function transaction() {
  if (current) return current;
  const tx = db.transaction(STORE, "readwrite", { durability: "strict" });
  begun++;
  // Hearing of each commit is for the benchmark and the tests only (they set
  // `window.grimoireJournalWatch`): the app itself never waits for it.
  if (self.grimoireJournalWatch) {
    tx.oncomplete = () => {
      committed++;
      at = performance.now();
      publish();
    };
  }
  tx.onabort = () => console.warn(`journal: a write did not commit: ${tx.error}`);
  current = tx;
  // Requests can be added to a transaction only in the task that began it; once this task's
  // writes are in, it is committed at once rather than when the browser next finds it idle,
  // which shortens the time in which a killed browser can still lose the move.
  queueMicrotask(() => {
    if (current !== tx) return;
    current = null;
    const t0 = performance.now();
    try {
      tx.commit();
    } catch (err) {
      // Already committing (no request left): nothing to do.
    }
    spent += performance.now() - t0;
  });
  publish();
  return tx;
}

/** Writes one record (`text` null: the key was removed). False when the journal is off or the
 * browser refused the write. */
export function journalPut(key, seq, text, time) {
  if (!db) return false;
  try {
    transaction().objectStore(STORE).put({ key, seq, text: text ?? null, time }, key);
    return true;
  } catch (err) {
    console.warn(`journal: could not write: ${err}`);
    current = null;
    return false;
  }
}

/** Counts main-thread milliseconds the app spent writing to the journal (timed around its
 * calls, so that the text's passage from WebAssembly to JavaScript is counted too). */
export function journalSpent(ms) {
  spent += ms;
  publish();
}

/** Removes one record. */
export function journalDelete(key) {
  if (!db) return;
  try {
    transaction().objectStore(STORE).delete(key);
  } catch (err) {
    console.warn(`journal: could not trim: ${err}`);
    current = null;
  }
}
