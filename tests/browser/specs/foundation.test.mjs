// The foundation in a real browser: the app renders, saves, installs a service worker that
// precaches the whole build, starts offline, offers updates, has a valid manifest and fits a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { start, shot, appReady, waitForControl, distFiles, DIST } from "../lib/harness.mjs";

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

test("the service worker controls the page and precaches every file of the build", async () => {
  await withApp({}, async ({ page, url }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, url);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const out = [];
      for (const name of names) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) out.push(new URL(req.url).pathname.slice(1));
      }
      return { names, files: out.sort() };
    });
    assert.equal(cached.names.length, 1, `one cache: ${cached.names}`);
    const expected = distFiles().filter((f) => f !== "sw.js" && !INSTALL_ONLY(f));
    for (const f of expected) assert.ok(cached.files.includes(f), `${f} is precached`);
    for (const f of distFiles().filter(INSTALL_ONLY)) assert.ok(!cached.files.includes(f), `${f} is left to install`);
    assert.ok(expected.some((f) => f.endsWith(".wasm")), "the build has a wasm file");
    await shot(page, "foundation-service-worker");
  });
});

test("after the first visit the app starts with the server gone", async () => {
  await withApp({}, async ({ page, url, stopServer }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    await page.click('[data-testid="lang-switch"]');
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

test("a new build waiting shows the reload banner, which activates it", async () => {
  await withApp({}, async ({ page, url, server }) => {
    await page.goto(url);
    await appReady(page);
    await waitForControl(page);
    assert.equal(await page.locator(".update-banner").count(), 0);
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
    await page.waitForFunction(async () => (await caches.keys()).every((n) => n.endsWith("-next")), null, {
      timeout: 20000,
    });
    assert.ok(names.length >= 1);
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
    for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
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

test("the build has no file the service worker would miss", () => {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  const listed = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  const files = distFiles().filter((f) => f !== "sw.js" && !INSTALL_ONLY(f));
  assert.deepEqual(listed.filter((f) => f !== "./").sort(), files);
  assert.ok(distFiles().some(INSTALL_ONLY), "the install icons are in the build");
});
