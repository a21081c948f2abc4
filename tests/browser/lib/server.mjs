// A static file server for dist/ on 127.0.0.1, used by the browser tests and by scripts/serve.sh.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on 127.0.0.1. `port` 0 picks a free port.
 * `transform(relPath, buffer)` may replace a file's bytes (tests use it to publish a "new build");
 * `setDelay(fn)` makes some files slow (or held until a promise resolves); `setFail(fn)` makes some
 * fail (503, as a server gone).
 * Resolves to { url, port, close(), requests } where requests counts served paths.
 */
export function startServer(root, { port = 0, transform = null, quiet = true } = {}) {
  const absRoot = path.resolve(root);
  const requests = [];
  const state = { transform, delay: null, fail: null };
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    let rel = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    if (rel === "" || rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(absRoot, rel);
    requests.push(rel);
    if (!quiet) console.log(`${req.method} ${url.pathname}`);
    if (!file.startsWith(absRoot + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    // A file that cannot be had now (tests: the network lost before a chunk was kept).
    if (state.fail && state.fail(rel)) {
      res.writeHead(503, { "content-type": "text/plain", "cache-control": "no-store" });
      res.end("unavailable");
      return;
    }
    let body = fs.readFileSync(file);
    if (state.transform) body = state.transform(rel, body) ?? body;
    const type = TYPES[path.extname(file)] || "application/octet-stream";
    // The service worker and the page must always be revalidated; hashed files can be cached.
    const cache = /\.(html|webmanifest)$|sw\.js$|sw-register\.js$/.test(rel) ? "no-cache" : "public, max-age=31536000, immutable";
    const send = () => {
      res.writeHead(200, { "content-type": type, "cache-control": cache, "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    // A slow file (tests: a download still under way when the page asks for it).
    const wait = state.delay ? state.delay(rel) : 0;
    if (wait && typeof wait.then === "function") wait.then(send);
    else if (wait > 0) setTimeout(send, wait);
    else send();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const actual = server.address().port;
      resolve({
        url: `http://127.0.0.1:${actual}/`,
        port: actual,
        requests,
        setTransform(fn) {
          state.transform = fn;
        },
        /** `fn(relPath)` → milliseconds to wait before answering (0: at once), or a promise
         * the answer waits for (a file held until the test lets it go). */
        setDelay(fn) {
          state.delay = fn;
        },
        /** `fn(relPath)` → true to answer 503 (null: every file served again). */
        setFail(fn) {
          state.fail = fn;
        },
        close() {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      });
    });
  });
}
