// Grimoire's service worker. The build writes the list of files and the version below, so every
// file of the build is precached and a new build gets a new cache.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = "grimoire-" + VERSION;

// A file whose name carries its content's hash (grimoire-<hash>_bg.wasm) is the same bytes
// wherever it comes from: the copy the page has just fetched, in the HTTP cache, is taken
// instead of downloading it a second time. Any other file (index.html, the manifest, icons)
// skips the HTTP cache (cache: "reload") so the precache holds this build's bytes.
const HASHED = /-[0-9a-f]{12,}(_bg)?\.[a-z0-9]+$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((f) => new Request(f, { cache: HASHED.test(f) ? "default" : "reload" })))
    )
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
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Navigations (any query or fragment) get their page: Quinte-bourg's page for its
      // address, the app shell (index.html) for any other.
      if (request.mode === "navigate") {
        const page = /\/quintebourg\.html$/.test(url.pathname) ? "quintebourg.html" : "index.html";
        const shell = await cache.match(page);
        if (shell) return shell;
      }
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      return fetch(request);
    })
  );
});
