// The foundation in a real browser: the app renders, saves, installs a service worker that
// keeps the opened game offline, starts offline, offers updates, has a valid manifest and fits a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { start, shot, appReady, waitForControl, waitCached, distFiles, DIST } from "../lib/harness.mjs";

async function withApp(options, fn) {
  const app = await start(options);
  try {
    await fn(app);
  } finally {
    await app.stop();
  }
}

test("the app renders its home screen", async () => {
  await withApp({}, async ({ page, url, errors }) => {
    await page.goto(url);
    await appReady(page);
    assert.equal(await page.textContent("h1"), "Grimoire");
    const count = await page.textContent('[data-testid="character-count"]');
    assert.match(count, /^\d+ characters known$/);
    assert.ok(parseInt(count, 10) >= 22, `the character table is loaded: ${count}`);
    assert.deepEqual(errors, []);
    await shot(page, "foundation-renders");
  });
});

test("a value saved through gloo-storage survives a reload", async () => {
  await withApp({}, async ({ page, url }) => {
    await page.goto(url);
    await appReady(page);
    assert.match(await page.textContent('[data-testid="lang-current"]'), /English/);
    await page.click('[data-testid="lang-switch"]');
    assert.match(await page.textContent('[data-testid="lang-current"]'), /Français/);
    assert.equal(await page.evaluate(() => localStorage.getItem("grimoire.lang")), '"Fr"');
    await page.reload();
    await appReady(page);
    assert.match(await page.textContent('[data-testid="lang-current"]'), /Français/);
    assert.equal(await page.getAttribute("html", "lang"), "fr");
    await shot(page, "foundation-saved-language");
  });
});

/** Install-only icons: the browser fetches them when the app is installed; not precached. */
const INSTALL_ONLY = (f) => /^icons\/.*-512\.png$/.test(f);

/** The worker's lists, as the build wrote them: the shell and each game's own files. */
function workerLists() {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const shell = JSON.parse(sw.match(/const SHELL = (.*);/)[1]);
  const games = JSON.parse(sw.match(/const GAMES = (.*);/)[1]);
  return { shell, games };
}

/** Every file path in the page's caches, and the caches' names. */
async function cachedFiles(page) {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const out = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) out.push(new URL(req.url).pathname.slice(1));
    }
    return { names, files: out.sort() };
  });
}
// A phone that saves data: the home page fetches no game in the background (home-page.test.mjs
// covers the phones that do), so each game's files are kept once its page is opened.
test("the service worker keeps the home page, then each game's files once its page is opened (data saver)", async () => {
  await withApp({ saveData: true }, async ({ page, url }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, url);
    const { shell, games } = workerLists();
    // Every file of the build is listed, but the install-only icons; only a module both games'
    // split points load is in two lists (the shell holds none of a game's).
    const listed = [...shell, ...games.botc.files, ...games.quintebourg.files].filter((f) => f !== "./");
    const expected = distFiles().filter((f) => f !== "sw.js" && !INSTALL_ONLY(f));
    assert.deepEqual([...new Set(listed)].sort(), [...expected].sort(), "every file listed");
    for (const f of listed.filter((f, i) => listed.indexOf(f) !== i)) {
      assert.ok(games.botc.files.includes(f) && games.quintebourg.files.includes(f) && /^chunk_/.test(f), `${f} listed twice`);
    }
    // The split build (Trunk's single WebAssembly, GRIMOIRE_SPLIT=0, is the shell's alone).
    if (distFiles().some((f) => /^split_/.test(f))) {
      assert.ok(games.botc.files.some((f) => f.endsWith(".wasm")), "the game has its wasm files");
      assert.ok(games.quintebourg.files.some((f) => f.endsWith(".wasm")), "Quinte-bourg has its wasm files");
    }
    await waitCached(page, shell);
    let cached = await cachedFiles(page);
    assert.equal(cached.names.length, 1, `one cache: ${cached.names}`);
    for (const f of [...games.botc.files, ...games.quintebourg.files]) {
      assert.ok(!cached.files.includes(f), `${f} waits until its page is opened`);
    }
    for (const f of distFiles().filter(INSTALL_ONLY)) assert.ok(!cached.files.includes(f), `${f} is left to install`);
    await shot(page, "foundation-service-worker");
    // A Blood on the Clocktower game started: its page's files are kept.
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]');
    assert.match(page.url(), /botc\.html$/);
    await waitCached(page, games.botc.files);
    // Quinte-bourg's page opened once: its files are kept too.
    await page.goto(url + "quintebourg.html");
    await appReady(page);
    await waitCached(page, games.quintebourg.files);
    cached = await cachedFiles(page);
    for (const f of [...shell, ...games.botc.files].filter((f) => f !== "./")) assert.ok(cached.files.includes(f), `${f} still kept`);
  });
});

test("offline, a game never opened on this phone says so and the other still starts (data saver)", async () => {
  await withApp({ saveData: true }, async ({ page, url, stopServer }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    const { shell, games } = workerLists();
    await page.goto(url + "botc.html");
    await appReady(page);
    await waitCached(page, [...shell, ...games.botc.files]);
    await stopServer();
    await page.goto(url + "quintebourg.html");
    await page.waitForSelector('[data-testid="not-offline-en"]');
    assert.match(await page.textContent('[data-testid="not-offline-en"]'), /Quinte-bourg is not on this phone yet/);
    assert.match(await page.textContent('[data-testid="not-offline-fr"]'), /ouvrez-le une fois connecté/);
    await shot(page, "foundation-not-offline-yet");
    await page.click("text=← Grimoire");
    await appReady(page);
    assert.equal(await page.textContent("h1"), "Grimoire");
    // The game opened once starts offline.
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="new-game-botc"]');
    await page.waitForSelector('[data-testid="new-player-name"]');
  });
});

test("after the first visit the app starts with the server gone", async () => {
  await withApp({}, async ({ page, url, stopServer }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    await page.click('[data-testid="lang-switch"]');
    const { shell } = workerLists();
    await waitCached(page, shell);
    await stopServer();
    // The server is gone: a direct request now fails, so what renders comes from the cache.
    const direct = await page.evaluate(async (u) => {
      try {
        await fetch(u + "definitely-not-cached.txt", { cache: "no-store" });
        return "reached";
      } catch {
        return "unreachable";
      }
    }, url);
    assert.equal(direct, "unreachable");
    await page.reload();
    await appReady(page);
    assert.equal(await page.textContent("h1"), "Grimoire");
    assert.match(await page.textContent('[data-testid="lang-current"]'), /Français/);
    await shot(page, "foundation-offline");
  });
});

// On a phone that saves data, so that the games kept are only those the earlier build kept.
test("a new build waiting shows the reload banner, which activates it", async () => {
  await withApp({ saveData: true }, async ({ page, url, server }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    assert.equal(await page.locator(".update-banner").count(), 0);
    // Blood on the Clocktower kept offline by an earlier build, whose page for it was
    // index.html: its cache holds its WebAssembly under another hash.
    await page.evaluate(async () => {
      const old = await caches.open("grimoire-0000000000000000");
      await old.put("grimoire-00000000000000ff_bg.wasm", new Response("earlier build"));
      await old.put("index.html", new Response("earlier build"));
    });
    // Publish a "new build": the same files under a new service-worker version.
    server.setTransform((rel, body) =>
      rel === "sw.js" ? Buffer.from(body.toString().replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"')) : body
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector(".update-banner", { timeout: 20000 });
    assert.match(await page.textContent(".update-banner"), /A new version is ready/);
    await shot(page, "foundation-update-banner");
    await Promise.all([page.waitForEvent("load"), page.click(".update-banner button")]);
    await appReady(page);
    const names = await page.evaluate(() => caches.keys());
    for (let tries = 0; !(await page.evaluate(async () => (await caches.keys()).every((n) => n.endsWith("-next")))); tries++) {
      assert.ok(tries < 100, "the older caches are deleted");
      await page.waitForTimeout(200);
    }
    assert.ok(names.length >= 1);
    // The new version keeps offline the game the earlier build kept, under its new page.
    const { games } = workerLists();
    await waitCached(page, games.botc.files);
    const cached = await cachedFiles(page);
    assert.ok(cached.names.every((n) => n.endsWith("-next")), `only the new cache: ${cached.names}`);
    for (const f of games.quintebourg.files.filter((f) => !games.botc.files.includes(f))) {
      assert.ok(!cached.files.includes(f), `${f} was never opened`);
    }
  });
});

test("the manifest is linked and valid, with our icons", async () => {
  await withApp({}, async ({ page, url }) => {
    await page.goto(url);
    await appReady(page);
    const href = await page.getAttribute('link[rel="manifest"]', "href");
    assert.ok(href, "a manifest is linked");
    const res = await page.request.get(new URL(href, url).href);
    assert.equal(res.status(), 200);
    assert.match(res.headers()["content-type"], /manifest\+json/);
    const manifest = await res.json();
    assert.equal(manifest.short_name, "Grimoire");
    assert.ok(manifest.name.startsWith("Grimoire"));
    assert.equal(manifest.display, "standalone");
    assert.equal(manifest.orientation, "portrait");
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    const sizes = {};
    // Every icon is a PNG (see the tab icon's test below: an SVG one is a document of its own).
    for (const icon of manifest.icons) {
      assert.equal(icon.type, "image/png", JSON.stringify(icon));
      assert.match(icon.src, /\.png$/, JSON.stringify(icon));
      const r = await page.request.get(new URL(icon.src, url).href);
      assert.equal(r.status(), 200, icon.src);
      const png = await r.body();
      // PNG header: width and height are big-endian at bytes 16 and 20.
      const w = png.readUInt32BE(16);
      const h = png.readUInt32BE(20);
      assert.equal(`${w}x${h}`, icon.sizes, `${icon.src} is really ${icon.sizes}`);
      sizes[`${icon.sizes}/${icon.purpose}`] = true;
    }
    assert.ok(sizes["192x192/any"] && sizes["512x512/any"] && sizes["512x512/maskable"], JSON.stringify(sizes));
    const theme = await page.getAttribute('meta[name="theme-color"]', "content");
    assert.equal(theme, manifest.theme_color);
  });
});

// Chromium draws a page's tab icon and its manifest's install icon in the page's own process, once
// the page has loaded: an SVG icon is a document of its own, made on the page's main thread
// (16–20 ms at 4× in a trace of the board reopened, before the board was built), where a PNG is
// only decoded. The tab icon is the manifest's 192-pixel one (the test above checks that every
// icon of the manifest is a PNG), so one file serves both.
test("every page's tab icon is the manifest's 192-pixel PNG", async () => {
  await withApp({}, async ({ page, url }) => {
    for (const file of ["index.html", "botc.html", "quintebourg.html"]) {
      const html = await (await page.request.get(`${url}${file}`)).text();
      const links = html.match(/<link[^>]*rel="?icon"?[^>]*>/g) || [];
      assert.equal(links.length, 1, `${file} names one tab icon: ${links}`);
      assert.match(links[0], /href="?icons\/icon-192\.png"?/, `${file}: ${links[0]}`);
      assert.match(links[0], /type="?image\/png"?/, `${file}: ${links[0]}`);
    }
  });
});

for (const phone of ["small", "medium"]) {
  test(`nothing scrolls sideways on a ${phone} phone`, async () => {
    await withApp({ phone }, async ({ page, url }) => {
      await page.goto(url);
      await appReady(page);
      const m = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        width: window.innerWidth,
      }));
      assert.ok(m.scroll <= m.client, `scrollWidth ${m.scroll} > clientWidth ${m.client}`);
      const button = await page.locator('[data-testid="lang-switch"]').boundingBox();
      assert.ok(button.height >= 44, `the language button is a 44 px target (${button.height})`);
      await shot(page, `foundation-phone-${phone}`);
    });
  });
}

test("the build has no file the service worker would miss, and each game's files are its own", () => {
  const { shell, games } = workerLists();
  const listed = [...shell, ...games.botc.files, ...games.quintebourg.files].filter((f) => f !== "./");
  const files = distFiles().filter((f) => f !== "sw.js" && !INSTALL_ONLY(f));
  assert.deepEqual([...new Set(listed)].sort(), files);
  // Only a module of the split build that both games' split points load is in both lists.
  for (const f of games.botc.files.filter((f) => games.quintebourg.files.includes(f))) {
    assert.match(f, /^chunk_\d+-[0-9a-f]+\.wasm$/, `${f} is in both games' lists`);
  }
  assert.ok(!shell.some((f) => games.botc.files.includes(f) || games.quintebourg.files.includes(f)));
  assert.ok(distFiles().some(INSTALL_ONLY), "the install icons are in the build");
  // The home page and the WebAssembly it runs (the main module: one binary for the three
  // pages) are in the shell; each game's page and the modules its split points load are in
  // that game's list.
  assert.equal(games.botc.page, "botc.html");
  assert.equal(games.quintebourg.page, "quintebourg.html");
  assert.ok(shell.includes("index.html") && shell.includes("./"));
  const home = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
  const homeWasm = home.match(/grimoire-[0-9a-f]+_bg\.wasm/)[0];
  assert.ok(shell.includes(homeWasm), "the home page's WebAssembly is in the shell");
  assert.ok(fs.readFileSync(path.join(DIST, "botc.html"), "utf8").includes(homeWasm), "and is Blood on the Clocktower's main one");
  for (const f of shell.filter((f) => /\.(wasm|html)$/.test(f))) {
    assert.ok(f === "index.html" || f === homeWasm, `${f} is not a game's file`);
  }
  assert.ok(games.botc.files.includes("botc.html"));
  if (games.botc.files.some((f) => /^split_/.test(f))) {
    assert.ok(games.botc.files.some((f) => /^split_game-.*\.wasm$/.test(f)), "the chunks are the game's");
  } else {
    // Trunk's single WebAssembly (GRIMOIRE_SPLIT=0): the home page's and the game's.
    assert.ok(!games.botc.files.some((f) => /\.wasm$/.test(f)));
  }
  // Quinte-bourg's page runs the same main module; its app is a split point of its own
  // (`qb`), in its list only.
  const qbPage = fs.readFileSync(path.join(DIST, "quintebourg.html"), "utf8");
  assert.ok(qbPage.includes(homeWasm), "Quinte-bourg's page runs the home page's WebAssembly");
  assert.ok(!games.quintebourg.files.some((f) => /_bg\.wasm$/.test(f)));
  if (games.botc.files.some((f) => /^split_/.test(f))) {
    assert.ok(games.quintebourg.files.some((f) => /^split_qb-.*\.wasm$/.test(f)), "Quinte-bourg's app is its own");
    assert.ok(!games.botc.files.some((f) => /^split_qb-/.test(f)));
    assert.ok(!games.quintebourg.files.some((f) => /^split_(game|rules|links)-/.test(f)));
  }
});

test("no page waits for a script from the network before its parse goes on: each game's launch check is in its page", () => {
  for (const name of ["index.html", "botc.html", "quintebourg.html"]) {
    const html = fs.readFileSync(path.join(DIST, name), "utf8");
    // A classic script with a source and neither `defer` nor `async` stops the parser until it
    // has come: on a slow link, one more round trip between "New game" and the game's screen.
    for (const tag of html.match(/<script\b[^>]*>/g) || []) {
      if (!/\bsrc=/.test(tag)) continue;
      assert.match(tag, /\b(defer|async)\b|type=["']?module/, `${name}: ${tag} blocks the page's parse`);
    }
  }
  // The game pages' launch check (web/page-launch.js) is the page's first script, written in
  // the page, and knows which page it is in.
  for (const [name, lang] of [["botc.html", "en"], ["quintebourg.html", "fr"]]) {
    const html = fs.readFileSync(path.join(DIST, name), "utf8");
    const [, attributes, text] = html.match(/<script\b([^>]*)>([\s\S]*?)<\/script>/);
    assert.equal(attributes, "", `${name}'s first script is written in the page`);
    assert.match(text, /grimoire\.index/, `${name} reads the saved list in its first script`);
    assert.match(html, new RegExp(`<html [^>]*data-page=["']?${name.replace(".", "\\.")}`), `${name} names itself`);
    assert.match(html, new RegExp(`<html [^>]*lang=["']?${lang}`));
  }
  assert.ok(!distFiles().includes("page-launch.js"), "the launch check is no file of its own");
});
