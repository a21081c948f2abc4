// The players' handout (issue: what Storytellers ask for): from a game's Share sheet, a link
// (`h1.`) and its QR code; opened on a player's phone it shows the script as players need it —
// every character and ability, the jinxes among them, the night order — and nothing of the
// game; in English and French, at 360 and 390 px, offline once the app is on the phone, and
// printable on A4.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appReady, botcOffline, shot, start } from "../lib/harness.mjs";
import { openApp, seatPlayers, SEVEN } from "./grimoire-helpers.mjs";

const SCRIPT = [
  { id: "_meta", name: "Petit Manoir", author: "Zoé" },
  "washerwoman",
  "chef",
  "empath",
  "magician",
  "saint",
  "spy",
  "widow",
  "imp",
];

/** The texts of every element matching `selector`. */
const texts = (page, selector) => page.locator(selector).allTextContents();
test("a script's handout: shared from the game, read on a player's phone in both languages, offline and in print", async () => {
  const st = await start();
  const player = await start({ phone: "medium" });
  try {
    // The Storyteller's phone: seven players and a pasted script with two jinxes.
    await openApp(st.page, st.url);
    await seatPlayers(st.page, SEVEN);
    await st.page.click('[data-testid="script-import"] summary');
    await st.page.fill('[data-testid="script-json"]', JSON.stringify(SCRIPT));
    await st.page.click('[data-testid="use-script"]');
    await st.page.waitForSelector('[data-testid="script-summary"]');
    await st.page.click('[data-testid="share"]');
    await st.page.waitForSelector('[data-testid="share-sheet"]');
    await st.page.click('[data-testid="share-handout-tab"]');
    await st.page.waitForFunction(() => document.querySelector('[data-testid="share-link"]')?.value.includes("#h1."));
    const link = await st.page.inputValue('[data-testid="share-link"]');
    assert.match(await st.page.textContent('[data-testid="share-sheet"]'), /It says nothing of who is in play/);
    assert.ok(await st.page.locator('[data-testid="share-sheet"] svg').count(), "a QR code is shown");
    assert.equal(await st.page.getAttribute('[data-testid="handout-open"]', "href"), link);
    await shot(st.page, "handout-share-sheet");

    // The player's phone (390 px): the link, opened on its own server.
    const onPlayer = `${player.url}#${new URL(link).hash.slice(1)}`;
    const p = player.page;
    await p.goto(onPlayer);
    await p.waitForSelector('[data-testid="handout"]', { timeout: 30000 });
    assert.match(p.url(), /botc\.html#h1\./);
    assert.equal(await p.textContent('[data-testid="handout-title"]'), "Petit Manoir");
    assert.match(await p.textContent('[data-testid="handout"]'), /by Zoé/);
    const teams = await texts(p, '[data-testid="handout-team"] h2');
    assert.deepEqual(teams, ["Townsfolk (4)", "Outsiders (1)", "Minions (2)", "Demons (1)"]);
    const names = await p.$$eval('[data-testid="handout-character"] .handout__name', (els) => els.map((e) => e.textContent));
    assert.deepEqual(names, ["Washerwoman", "Chef", "Empath", "Magician", "Saint", "Spy", "Widow", "Imp"]);
    const imp = await p.textContent('[data-testid="handout-character"][data-id="imp"] .handout__ability');
    assert.match(imp, /kill/i, imp);
    // The two official jinxes among them, in our words.
    const jinxes = await texts(p, '[data-testid="handout-jinx"]');
    assert.equal(jinxes.length, 2, jinxes.join(" | "));
    assert.ok(jinxes.every((j) => /Magician/.test(j) && /Demon's and the Magician's tokens/.test(j)), jinxes.join(" | "));
    // The night order: the Minions', then the Demon's information (the Magician's place is
    // just before, where the official sheet puts it), then the characters that wake, in the
    // official order; the Imp only after the first night; the Saint never.
    const first = await texts(p, '[data-testid="handout-first"]');
    const at = (list, re) => list.findIndex((x) => re.test(x));
    assert.ok(at(first, /^Magician$/) < at(first, /^Minions \(7 players or more\)/), first.join(" | "));
    assert.ok(at(first, /^Minions \(7 players or more\)/) < at(first, /^Demon \(7 players or more\)/), first.join(" | "));
    assert.ok(at(first, /^Demon \(7 players or more\)/) < at(first, /^Widow$/), first.join(" | "));
    assert.ok(at(first, /^Widow$/) < at(first, /^Washerwoman$/));
    assert.ok(at(first, /^Washerwoman$/) < at(first, /^Chef$/));
    assert.ok(at(first, /^Chef$/) < at(first, /^Empath$/));
    assert.ok(at(first, /^Empath$/) < at(first, /^Spy$/));
    assert.equal(at(first, /^Imp$/), -1);
    assert.equal(at(first, /^Saint$/), -1);
    const other = await texts(p, '[data-testid="handout-other"]');
    assert.ok(at(other, /^Imp$/) >= 0 && at(other, /^Imp$/) < at(other, /^Empath$/), other.join(" | "));
    assert.equal(at(other, /^Washerwoman$/), -1);
    // Nothing of the game: no player's name.
    const body = await p.textContent("body");
    for (const name of SEVEN) assert.ok(!body.includes(name), `${name} is not on the handout`);
    await shot(p, "handout-390");

    // Printed: the bar and the note are left out, black on white.
    await p.emulateMedia({ media: "print" });
    assert.equal(await p.locator('[data-testid="handout-print"]').isVisible(), false);
    assert.equal(await p.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgb(255, 255, 255)");
    await shot(p, "handout-print");
    await p.emulateMedia({ media: "screen" });

    // In French.
    await p.evaluate(() => localStorage.setItem("grimoire.lang", '"Fr"'));
    await p.reload();
    await p.waitForSelector('[data-testid="handout"]');
    assert.deepEqual(await texts(p, '[data-testid="handout-team"] h2'), ["Villageois (4)", "Étrangers (1)", "Sbires (2)", "Démons (1)"]);
    assert.match(await p.textContent('[data-testid="handout"]'), /Première nuit/);
    assert.match((await texts(p, '[data-testid="handout-first"]'))[1], /^Sbires \(7 joueurs ou plus\)/);
    assert.match((await texts(p, '[data-testid="handout-jinx"]')).join(" "), /les jetons du Démon et du Magicien/);
    await shot(p, "handout-390-fr");

    // Offline, once the app is on the phone: the same link opens from the cache.
    await botcOffline(p);
    await player.context.setOffline(true);
    const offline = await player.context.newPage();
    await offline.setViewportSize({ width: 360, height: 740 });
    await offline.goto(onPlayer);
    await offline.waitForSelector('[data-testid="handout"]', { timeout: 30000 });
    assert.equal(await offline.textContent('[data-testid="handout-title"]'), "Petit Manoir");
    assert.equal(await offline.locator('[data-testid="handout-character"]').count(), 8);
    await shot(offline, "handout-360-offline");
    await player.context.setOffline(false);

    // A damaged handout link says so in plain words, and the home page is one tap away.
    const broken = onPlayer.slice(0, -6) + "zzzzzz";
    await p.goto(broken);
    await appReady(p);
    await p.waitForSelector('[data-testid="broken-link"]', { timeout: 30000 });
    assert.doesNotMatch(await p.textContent('[data-testid="broken-link"]'), /undefined|\{|panic/);
    assert.deepEqual(st.errors, []);
    assert.deepEqual(player.errors, []);
  } finally {
    await st.stop();
    await player.stop();
  }
});

test("a link grown past what any phone opens is not handed over: the sheet says so and offers the file", async () => {
  const st = await start();
  try {
    // A custom script of 150 homebrew characters, each with 600 characters of text that does
    // not compress: its handout (and the game) no longer fit in a link.
    let x = 7;
    const noise = () => {
      let s = "";
      for (let i = 0; i < 600; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        s += "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[x % 63];
      }
      return s;
    };
    const script = [{ id: "_meta", name: "Too long" }, "imp", "chef", "empath", "saint", "spy"];
    for (let i = 0; i < 150; i++) {
      script.push({ id: `brew${i}`, name: `Brew ${i}`, team: "townsfolk", ability: noise() });
    }
    await openApp(st.page, st.url);
    await seatPlayers(st.page, SEVEN);
    await st.page.click('[data-testid="script-import"] summary');
    await st.page.fill('[data-testid="script-json"]', JSON.stringify(script));
    await st.page.click('[data-testid="use-script"]');
    await st.page.waitForSelector('[data-testid="script-summary"]');
    await st.page.click('[data-testid="share"]');
    await st.page.waitForSelector('[data-testid="share-sheet"]');
    await st.page.click('[data-testid="share-handout-tab"]');
    await st.page.waitForSelector('[data-testid="link-too-big"]');
    assert.equal(
      await st.page.textContent('[data-testid="link-too-big"]'),
      "This game has grown too long for a link: no phone could open it. Share the game file below instead; it keeps everything.",
    );
    assert.equal(await st.page.locator('[data-testid="share-link"]').count(), 0, "no link to copy");
    assert.equal(await st.page.locator('[data-testid="qr"]').count(), 0, "no QR code");
    assert.equal(await st.page.locator('[data-testid="export-file"]').count(), 1, "the file is offered");
    await shot(st.page, "share-link-too-big");
    // The town square, small, is still handed over.
    await st.page.click('[data-testid="share-square-tab"]');
    await st.page.waitForFunction(() => document.querySelector('[data-testid="share-link"]')?.value.includes("#t2."));
    assert.equal(await st.page.locator('[data-testid="link-too-big"]').count(), 0);
    assert.deepEqual(st.errors, []);
  } finally {
    await st.stop();
  }
});
