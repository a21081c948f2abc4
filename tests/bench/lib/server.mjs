// A static server of a build for the benchmarks: sends brotli when asked (as a phone's host
// would) and counts what it sends.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** Brotli bodies by file, made once. */
const compressed = new Map();

/** A static server of the build that sends brotli when asked and counts what it sends. */
export function brotliServer(root) {
  const cache = compressed;
  const log = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    let rel = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    if (rel === "" || rel.endsWith("/")) rel += "index.html";
    const file = path.resolve(root, rel);
    if (!file.startsWith(path.resolve(root) + path.sep) || !fs.existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    const raw = fs.readFileSync(file);
    const br = /\bbr\b/.test(req.headers["accept-encoding"] || "") && !/\.png$/.test(rel);
    let body = raw;
    if (br) {
      if (!cache.has(rel)) cache.set(rel, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      body = cache.get(rel);
    }
    const revalidate = /\.(html|webmanifest)$|sw\.js$|sw-register\.js$/.test(rel);
    const headers = {
      "content-type": TYPES[path.extname(rel)] || "application/octet-stream",
      "cache-control": revalidate ? "no-cache" : "public, max-age=31536000, immutable",
      "content-length": body.length,
    };
    if (br) headers["content-encoding"] = "br";
    res.writeHead(200, headers);
    res.end(body);
    log.push({ rel, bytes: body.length + 200, at: performance.now() });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, log, close: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

/** Compresses every file of `root` once, before any timing (a real host serves precompressed
 * files). */
export function compressAll(root) {
  for (const f of fs.readdirSync(root, { recursive: true })) {
    const p = path.join(root, f);
    if (fs.statSync(p).isFile() && !/\.png$/.test(f)) {
      compressed.set(f.split(path.sep).join("/"), zlib.brotliCompressSync(fs.readFileSync(p), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
