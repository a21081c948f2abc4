// Grimoire's service worker. The build writes the lists of files and the version below, so every
// file of the build is known and a new build gets a new cache.
//
// What is kept offline: the shell (the home page and what the pages share) at once, and a game's
// own files (its page, script, WebAssembly and style) once that game's page has been opened or
// the home page asks for it (in the background once its screen is up, unless the phone saves
// data): the home page's first screen waits for neither game. A new version keeps offline the
// games the old one kept.
const VERSION = "__VERSION__";
const SHELL = __SHELL__;
const GAMES = __GAMES__;
const CACHE = "grimoire-" + VERSION;
/** The app's plain address (the folder the worker serves, `/` on its own host). */
const SCOPE_PATH = new URL(self.registration.scope).pathname;

// A file whose name carries its content's hash (grimoire-<hash>_bg.wasm) is the same bytes
// wherever it comes from: the copy the page has just fetched, in the HTTP cache, is taken
// instead of downloading it a second time. Any other file (index.html, the manifest, icons)
// skips the HTTP cache (cache: "reload") so the cache holds this build's bytes.
const HASHED = /-[0-9a-f]{12,}(_bg)?\.[a-z0-9]+$/;

function requests(files) {
  return files.map((f) => new Request(f, { cache: HASHED.test(f) ? "default" : "reload" }));
}

/** The game whose page is at `pathname`, or null for the home page (any other address). */
function gameAt(pathname) {
  for (const [game, { page }] of Object.entries(GAMES)) {
    if (pathname.endsWith("/" + page)) return game;
  }
  return null;
}

/** Adds a game's files to this version's cache, unless they are there already. One game at a
 * time: the home page asks for both in the background, and on a slow link the first one asked
 * for (the game of the latest saved game) is then ready twice as soon. */
let keeping = Promise.resolve();
function keepGame(game) {
  keeping = keeping.then(() => keepOne(game)).catch(() => {});
  return keeping;
}

/** The files being fetched in the background now, by name, each with the promise of its end:
 * a page asking for one of them waits for that download rather than starting a second one
 * beside it on a slow link (Chromium's HTTP cache would also make the second request wait for
 * the first; not every browser's does), and waits for nothing else. */
const inflight = new Map();

/** The name of the file at `pathname`, relative to the worker's scope. */
function nameAt(pathname) {
  const base = new URL(self.registration.scope).pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
}

/** Fetches `files` into `cache`, side by side, each one known to `inflight` until it is in. */
async function fetchInto(cache, files) {
  await Promise.all(
    files.map((f) => {
      const done = (async () => {
        if (await cache.match(f)) return;
        const response = await fetch(requests([f])[0]);
        if (!response.ok) throw new Error(`${f}: ${response.status}`);
        await cache.put(f, response);
      })();
      inflight.set(f, done.catch(() => {}));
      return done.finally(() => inflight.delete(f));
    })
  );
}

/** A game's files, in the order its page needs them: its scripts, style and main WebAssembly,
 * then the chunks it loads later (a split page: `scripts/build-split.sh`), and its page last,
 * whose presence in the cache says the whole game is kept. A file the other game's list has
 * too and that is here already is not fetched again. */
async function keepOne(game) {
  const entry = GAMES[game];
  if (!entry) return;
  const cache = await caches.open(CACHE);
  if (await cache.match(entry.page)) return;
  const later = (f) => f.endsWith(".wasm") && !f.endsWith("_bg.wasm");
  const files = entry.files.filter((f) => f !== entry.page);
  await fetchInto(cache, files.filter((f) => !later(f)));
  await fetchInto(cache, files.filter(later));
  await fetchInto(cache, [entry.page]);
}

/** Whether an older version's cache kept `entry`'s game: its page, or, from a build before the
 * home page had a page of its own (Blood on the Clocktower's page was index.html), the game's
 * main WebAssembly under another build's hash. A build whose home page runs that WebAssembly
 * (with its split loader, `grimoire-split-<hash>.js`) kept the game only if it kept its page. */
async function keptIn(old, entry) {
  if (await old.match(entry.page)) return true;
  if (!entry.main) return false;
  const stem = entry.main.replace(/-[0-9a-f]+_bg\.wasm$/, "-");
  const names = (await old.keys()).map((r) => new URL(r.url).pathname.split("/").pop());
  if (names.some((name) => name.startsWith(stem + "split-"))) return false;
  return names.some((name) => name.startsWith(stem) && /^[0-9a-f]+_bg\.wasm$/.test(name.slice(stem.length)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const files = [...SHELL];
      // The games an older version kept offline stay offline.
      for (const key of await caches.keys()) {
        if (!key.startsWith("grimoire-") || key === CACHE) continue;
        const old = await caches.open(key);
        for (const [game, entry] of Object.entries(GAMES)) {
          // A module both games load is in both lists: once here (addAll refuses a repeat).
          if ((await keptIn(old, entry)) && !files.includes(entry.page)) {
            files.push(...entry.files.filter((f) => !files.includes(f)));
          }
        }
      }
      const cache = await caches.open(CACHE);
      await cache.addAll(requests(files));
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("grimoire-") && k !== CACHE).map((k) => caches.delete(k)))
      )
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "SKIP_WAITING") self.skipWaiting();
  // A page has started: keep its game offline (sw-register.js sends this once the worker is
  // active). The message names the game (the home page's "Keep offline"), or the page's
  // address says which (the home page itself has none).
  if (data.type === "KEEP_GAME") {
    const game =
      typeof data.game === "string" ? data.game : event.source && event.source.url ? gameAt(new URL(event.source.url).pathname) : null;
    if (game) event.waitUntil(keepGame(game));
  }
});

/** The cache where the pages write the page of the game left open (not a versioned cache: a new
 * version keeps it). */
const LAUNCH = "grimoire.launch";

/** The page of the game left open, as the pages last wrote it; null when none. */
async function launchPage() {
  if (!(await caches.has(LAUNCH))) return null;
  const record = await (await caches.open(LAUNCH)).match("open");
  const page = record ? await record.text() : "";
  return Object.values(GAMES).some((g) => g.page === page) ? page : null;
}

/** The page shown for a game not yet kept on this phone, when the network is out of reach. */
function notYetOffline(game) {
  const names = { botc: "Blood on the Clocktower", quintebourg: "Quinte-bourg" };
  const name = names[game] || "Grimoire";
  const html = `<!doctype html><html lang="fr"><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · Grimoire</title>
<body style="background:#17101f;color:#eee;font:18px/1.5 system-ui,sans-serif;margin:0;padding:24px;max-width:32em">
<h1 style="font-size:1.4em">${name}</h1>
<p data-testid="not-offline-en">${name} is not on this phone yet: open it once with a connection, and it works offline from then on. Your saved games are safe.</p>
<p lang="fr" data-testid="not-offline-fr">${name} n'est pas encore sur ce téléphone : ouvrez-le une fois connecté, et il marchera ensuite hors ligne. Vos parties enregistrées ne craignent rien.</p>
<p><a href="./" style="color:#e8c56a;display:inline-block;min-height:44px;line-height:44px">← Grimoire</a>
· <a href="" style="color:#e8c56a;display:inline-block;min-height:44px;line-height:44px">Réessayer · Try again</a></p>
</body></html>`;
  return new Response(html, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Navigations (any query or fragment) get their game's page: from the cache when that
      // game is kept, else from the network, else a page that says so.
      // A game being fetched in the background: its files come from that download once it
      // ends, rather than a second download beside it on a slow link (Chromium's HTTP cache
      // would also make the second request wait for the first; not every browser's does).
      const pending = inflight.get(nameAt(url.pathname));
      if (pending) await pending;
      if (request.mode === "navigate") {
        // Opened from the home-screen icon (the manifest's start_url) or at the app's plain
        // address: the page of the game left open, as the pages last said (`remember_launch`
        // in src/ui/saves.rs), when it is kept, rather than the home page, which would only
        // go on to it. That page checks the list itself and goes home if the record went
        // stale, or if the address has a fragment (a link, a player's card: the home page's
        // to read; the worker cannot see it).
        if (url.searchParams.has("launch") || (url.search === "" && url.pathname === SCOPE_PATH)) {
          const open = await launchPage();
          const kept = open && (await cache.match(open));
          if (kept) return kept;
        }
        const game = gameAt(url.pathname);
        const page = game ? GAMES[game].page : "index.html";
        const shell = await cache.match(page);
        if (shell) return shell;
        try {
          return await fetch(request);
        } catch (err) {
          return notYetOffline(game);
        }
      }
      // An exact match when the address has no query: a query-less match reads every entry
      // of the cache (about 50) at each request, and a page opened again asks for a dozen
      // modules at once (a reopen at 4x: about 50 ms sooner on its screen).
      const hit = await cache.match(request, { ignoreSearch: url.search !== "" });
      if (hit) return hit;
      return fetch(request);
    })
  );
});
