// A player's card on their own phone, with no server: the Storyteller shows a QR code instead
// of the phone (the bag after "Are you …?", a night card, Quinte-bourg's reveal); the link it
// holds is decoded here and holds that player's card and nothing else of the game; opened on
// another phone (a fresh browser profile that opened the app once, then lost the network), it
// shows the card read-only, in that phone's language, at 360 and 390 px.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { start, shot, appReady, waitForControl, waitCached, DIST } from "../lib/harness.mjs";
import { SEVEN, openApp, setUpGame, characters, unlockBag } from "./grimoire-helpers.mjs";
import { newQbGame, addQbPlayers, randomDeal, sendSetup, assertNoSideScroll } from "./qb-helpers.mjs";

// ---- The card link, decoded as docs/share-format.md describes it ----

/** The card in a `…#c1.<base64url(zlib(body))>` link. */
function decodeCard(link) {
  const fragment = link.slice(link.lastIndexOf("#") + 1);
  assert.match(fragment, /^c1\.[A-Za-z0-9_-]+$/, "a c1. card link");
  const body = zlib.inflateSync(Buffer.from(fragment.slice(3), "base64url"));
  let at = 0;
  const varint = () => {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      const b = body[at++];
      v |= (b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
    }
  };
  const str = () => {
    const n = varint();
    const s = body.subarray(at, at + n).toString("utf8");
    at += n;
    return s;
  };
  const words = () => ({ en: str(), fr: str() });
  const card = { ruleset: str(), player: str(), faces: [] };
  for (let f = varint(); f > 0; f--) {
    const face = { title: words(), lines: [] };
    for (let n = varint(); n > 0; n--) {
      const kind = ["character", "player", "big"][body[at++]];
      face.lines.push({ kind, name: words(), detail: words(), text: words() });
    }
    card.faces.push(face);
  }
  assert.equal(at, body.length, "nothing after the card");
  return card;
}

/** Every string of a card. */
function strings(card) {
  const out = [card.ruleset, card.player];
  for (const face of card.faces) {
    out.push(face.title.en, face.title.fr);
    for (const l of face.lines) out.push(...[l.name, l.detail, l.text].flatMap((w) => [w.en, w.fr]));
  }
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const hasWord = (hay, word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, "iu").test(hay);

/** Fails if the card holds any of `words` (whole words). */
function assertHoldsNone(card, words, why) {
  for (const w of words) {
    for (const s of strings(card)) assert.ok(!hasWord(s, w), `${why}: “${w}” in “${s}”`);
  }
}

// ---- The two phones ----

/** The shell the service worker keeps at once (the home page and what the pages share). */
function shellFiles() {
  const sw = fs.readFileSync(path.join(DIST, "sw.js"), "utf8");
  return JSON.parse(sw.match(/const SHELL = (.*);/)[1]);
}
/**
 * The player's phone: a fresh profile opens the app once (home page only; French when
 * `french`), its service worker keeps it, then the network goes; the card link is opened in a
 * new tab. Returns the app (its `page` is the card's tab).
 */
async function playerPhone(link, { phone, french = false }) {
  const app = await start({ phone });
  await app.page.goto(app.url);
  await appReady(app.page);
  await waitForControl(app.page);
  if (french) {
    await app.page.click('[data-testid="lang-switch"]');
    await app.page.waitForFunction(() => document.documentElement.lang === "fr");
  }
  await waitCached(app.page, shellFiles());
  await app.stopServer();
  await app.context.setOffline(true);
  const page = await app.context.newPage();
  page.on("pageerror", (e) => app.errors.push(String(e)));
  // The card link as scanned, on this phone's own address (the fragment is the card).
  await page.goto(app.url + link.slice(link.indexOf("#")));
  await page.waitForSelector('[data-testid="player-card"]', { timeout: 20000 });
  // Styled as a card (black, centred), not bare text.
  const style = await page.$eval('[data-testid="player-card"]', (e) => {
    const s = getComputedStyle(e);
    return { bg: s.backgroundColor, align: s.textAlign };
  });
  assert.deepEqual(style, { bg: "rgb(0, 0, 0)", align: "center" });
  app.page = page;
  return app;
}

const text = async (page, id) => (await page.textContent(`[data-testid="${id}"]`)).trim();
const texts = async (page, id) => (await page.locator(`[data-testid="${id}"]`).allTextContents()).map((t) => t.trim());

/** The names every character in play goes by in the Storyteller's language, from the review
 * screen ("Imp", "Drunk → Chef"). */
async function reviewNames(page, cast) {
  const rows = await page.$$eval(".review-row", (els) => els.map((e) => e.querySelector(".review-row__char").firstChild.textContent));
  const names = {};
  cast.forEach((c, i) => {
    const [real, shown] = rows[i].split(" → ");
    names[c.character] = real.trim();
    if (c.shown) names[c.shown] = shown.trim();
  });
  return names;
}

// ---- Blood on the Clocktower: the bag ----

for (const [phone, french] of [["small", false], ["medium", true]]) {
  const px = phone === "small" ? 360 : 390;
  const lang = french ? "fr" : "en";
  test(`${px} px, player's phone in ${french ? "French" : "English"}: the Drunk's QR from the bag opens the Townsfolk they believe, offline`, async () => {
    const st = await start({ phone });
    let player;
    try {
      const { page } = st;
      // Seed 9 draws a Baron and a Drunk shown a Townsfolk.
      await openApp(page, st.url, 9);
      await setUpGame(page, SEVEN);
      const cast = await characters(page);
      const drunk = cast.find((c) => c.character === "drunk");
      assert.ok(drunk?.shown, `a Drunk in ${JSON.stringify(cast)}`);
      const names = await reviewNames(page, cast);
      await page.click('[data-testid="pass-bag"]');
      await page.waitForSelector('[data-testid="bag"]');
      const seat = cast.indexOf(drunk);

      // What the bag shows the Drunk on this phone: the Townsfolk and its ability.
      await page.locator('[data-testid="bag-name"]').nth(seat).click();
      await page.click('[data-testid="bag-confirm"]');
      const believed = (await page.textContent(".bag-card__character")).trim();
      const ability = (await page.textContent(".bag-card__ability")).trim();
      assert.equal(believed, names[drunk.shown]);
      await page.click('[data-testid="bag-hide"]');

      // "Are you …?", then their own phone: a large QR code and the link, no words of the card.
      await page.locator('[data-testid="bag-name"]').nth(seat).click();
      assert.match(await text(page, "bag-ask"), new RegExp(`Are you ${drunk.name}\\?`));
      assert.equal(await text(page, "bag-phone"), "Show on their phone");
      await page.click('[data-testid="bag-phone"]');
      await page.waitForSelector('[data-testid="card-qr"]');
      assert.equal(await text(page, "card-qr-title"), `${drunk.name}'s card`);
      const qr = await page.locator('[data-testid="card-qr-code"] svg').boundingBox();
      assert.ok(qr.width >= 280, `a large code: ${qr.width} px`);
      const screen = await page.textContent('[data-testid="card-qr"]');
      for (const w of [believed, names.drunk, ability]) assert.ok(!screen.includes(w), `“${w}” is not written on the QR screen`);
      const link = await page.inputValue('[data-testid="card-qr-link"]');
      assert.ok(link.startsWith(st.url + "#c1."), link);
      await shot(page, `player-card-bag-qr-${px}`);

      // The link holds the Drunk's card: the Townsfolk, its ability, their own name; nothing else.
      const card = decodeCard(link);
      assert.equal(card.ruleset, "botc");
      assert.equal(card.player, drunk.name);
      assert.equal(card.faces.length, 1);
      assert.deepEqual(card.faces[0].title, { en: "You are", fr: "Vous êtes" });
      assert.equal(card.faces[0].lines.length, 1);
      const line = card.faces[0].lines[0];
      assert.equal(line.name.en, believed);
      assert.equal(line.text.en, ability);
      assert.equal(line.detail.en, "Townsfolk");
      assert.ok(line.text.fr.length > 20 && line.text.fr !== line.text.en, "the French ability too");
      const others = cast.filter((c) => c !== drunk);
      assertHoldsNone(card, [names.drunk, "drunk", "ivrogne"], "not the Drunk");
      assertHoldsNone(card, others.flatMap((c) => [names[c.character], c.character]), "no other player's character");
      assertHoldsNone(card, others.map((c) => c.name), "no other player's name");

      // Done: the Drunk has looked.
      await page.click('[data-testid="card-qr-done"]');
      await page.waitForSelector('[data-testid="card-qr"]', { state: "detached" });
      assert.equal(await page.locator(".bag__name--done").count(), 1);
      // A card link opened on the game's page goes on to the home page, which shows it (the
      // game left open does not take over).
      await page.goto("about:blank");
      await page.goto(st.url + "botc.html" + link.slice(link.indexOf("#")));
      await page.waitForSelector('[data-testid="player-card"]');
      assert.equal(new URL(page.url()).pathname, "/index.html");
      assert.equal(await text(page, "player-card-character"), believed);
      // The link itself (the app's plain address, where the worker answers with the game left
      // open's page): the card too.
      await page.goto("about:blank");
      await page.goto(link);
      await page.waitForSelector('[data-testid="player-card"]');
      assert.match(new URL(page.url()).pathname, /^\/(index\.html)?$/);
      assert.equal(await text(page, "player-card-character"), believed);
      assert.deepEqual(st.errors, []);

      // The player's phone, offline.
      player = await playerPhone(link, { phone, french });
      const p = player.page;
      assert.equal(await p.getAttribute("html", "lang"), lang);
      assert.equal(await text(p, "player-card-player-name"), drunk.name);
      assert.equal(await text(p, "player-card-title"), french ? "Vous êtes" : "You are");
      assert.equal(await text(p, "player-card-character"), french ? line.name.fr : believed);
      assert.equal(await text(p, "player-card-text"), french ? line.text.fr : ability);
      assert.equal(await text(p, "player-card-detail"), french ? "Villageois" : "Townsfolk");
      const body = await p.textContent("body");
      for (const w of [names.drunk, "Drunk", "Ivrogne"]) assert.ok(!hasWord(body, w), `“${w}” on the player's phone`);
      await assertNoSideScroll(p, `card at ${px} px`);
      await shot(p, `player-card-phone-drunk-${px}-${lang}`);

      // The reader's language: one tap switches the card.
      await p.click('[data-testid="player-card-lang"]');
      assert.equal(await text(p, "player-card-character"), french ? believed : line.name.fr);
      assert.equal(await text(p, "player-card-text"), french ? ability : line.text.fr);
      await p.click('[data-testid="player-card-lang"]');

      // A damaged or newer card says so in plain words (still offline).
      const broken = link.slice(link.indexOf("#")).replace(/.{6}$/, "AAAAAA");
      await p.goto("about:blank");
      await p.goto(player.url + broken);
      await p.waitForSelector('[data-testid="player-card-error"]');
      assert.equal(
        await text(p, "player-card-error"),
        french
          ? "Cette carte est abîmée : elle a été coupée ou modifiée en chemin. Demandez qu'on vous montre à nouveau son code QR."
          : "This card is damaged: it was cut or changed on the way. Ask for its QR code again.",
      );
      await shot(p, `player-card-phone-damaged-${px}-${lang}`);
      await p.goto("about:blank");
      await p.goto(player.url + "#c9.AAAA");
      await p.waitForSelector('[data-testid="player-card-error"]');
      assert.match(await text(p, "player-card-error"), french ? /version plus récente/ : /newer version of Grimoire/);
      assert.deepEqual(player.errors, []);
    } finally {
      await st.stop();
      if (player) await player.stop();
    }
  });
}

// ---- Blood on the Clocktower: the Demon's night card ----

test("390 px, French: the Demon's night card (Minions and bluffs) goes to the Demon's phone, and nothing else", async () => {
  const st = await start({ phone: "medium" });
  let player;
  try {
    const { page } = st;
    await openApp(page, st.url, 9);
    await page.click('[data-testid="lang-switch"]');
    await setUpGame(page, SEVEN);
    const cast = await characters(page);
    const names = await reviewNames(page, cast);
    await page.click('[data-testid="pass-bag"]');
    await unlockBag(page);
    await page.click('[data-testid="bag-finish"]');
    await page.waitForSelector('[data-testid="night-panel"]');
    await page.click(".night-list summary");
    await page.locator('[data-testid="night-step-link"]', { hasText: "Infos du Démon" }).click();
    await page.waitForSelector('[data-testid="show-cards"]');
    await page.click('[data-testid="show-cards"]');
    await page.waitForSelector('[data-testid="info-card"]');
    const titles = await texts(page, "card-title");
    assert.deepEqual(titles, ["Voici vos Sbires", "Ces personnages ne sont pas en jeu"]);
    const minions = await texts(page, "card-player");
    const bluffs = await texts(page, "card-character");
    assert.equal(bluffs.length, 3);
    const minion = cast.find((c) => c.character === "baron");
    assert.deepEqual(minions, [minion.name]);
    assert.equal(await text(page, "card-phone"), "Montrer sur son téléphone");
    await shot(page, "player-card-demon-info-card-390-fr");

    await page.click('[data-testid="card-phone"]');
    await page.waitForSelector('[data-testid="card-qr"]');
    assert.equal(await text(page, "card-qr-title"), "Montrer sur son téléphone");
    const link = await page.inputValue('[data-testid="card-qr-link"]');
    await shot(page, "player-card-demon-qr-390-fr");
    const card = decodeCard(link);
    assert.equal(card.player, "", "a night card names nobody it is for");
    assert.deepEqual(card.faces.map((f) => f.title.fr), titles);
    assert.deepEqual(card.faces[0].lines.map((l) => [l.kind, l.name.fr]), [["player", minion.name]]);
    assert.deepEqual(card.faces[1].lines.map((l) => l.name.fr), bluffs);
    // The Minion is pointed at by name: not their character; no other player; no character in play.
    const demon = cast.find((c) => c.character === "imp");
    assertHoldsNone(card, cast.flatMap((c) => [names[c.character], c.character]), "no character in play");
    assertHoldsNone(card, cast.filter((c) => c !== minion).map((c) => c.name), "nobody but the Minion");
    assert.ok(demon, "the Demon is the Imp");
    // Back to the card, still up for the Demon.
    await page.click('[data-testid="card-qr-done"]');
    await page.waitForSelector('[data-testid="card-qr"]', { state: "detached" });
    assert.equal(await page.locator('[data-testid="info-card"]').count(), 1);
    assert.deepEqual(st.errors, []);

    player = await playerPhone(link, { phone: "medium", french: true });
    const p = player.page;
    assert.deepEqual(await texts(p, "player-card-title"), titles);
    assert.deepEqual(await texts(p, "player-card-pointed"), [minion.name]);
    assert.deepEqual(await texts(p, "player-card-character"), bluffs);
    const body = await p.textContent("body");
    for (const c of cast) assert.ok(!hasWord(body, names[c.character]), `${names[c.character]} on the Demon's phone`);
    await assertNoSideScroll(p, "the Demon's card at 390 px");
    await shot(p, "player-card-phone-demon-390-fr");
    // In English, the same bluffs under their English names.
    await p.click('[data-testid="player-card-lang"]');
    assert.deepEqual(await texts(p, "player-card-title"), ["These are your Minions", "These characters are not in play"]);
    assert.deepEqual(await texts(p, "player-card-character"), card.faces[1].lines.map((l) => l.name.en));
    assert.deepEqual(player.errors, []);
  } finally {
    await st.stop();
    if (player) await player.stop();
  }
});

// ---- Quinte-bourg: the reveal ----

test("Quinte-bourg at 360 px: a player's two cards go to their phone (390 px, French), and no one else's", async () => {
  const st = await start({ phone: "small" });
  let player;
  try {
    const { page } = st;
    const names = ["Alice", "Benoît", "Chloé", "David", "Emma", "Fanny"];
    await page.goto(st.url);
    await appReady(page);
    await newQbGame(page);
    await addQbPlayers(page, names);
    await randomDeal(page);
    await sendSetup(page);

    // What the reveal shows Benoît on this phone.
    await page.locator('[data-testid="qb-reveal-name"]').nth(1).click();
    await page.click('[data-testid="qb-reveal-confirm"]');
    await page.waitForSelector('[data-testid="qb-reveal-cards"]');
    const camp = (await page.textContent('[data-testid="qb-reveal-camp"] .qb-reveal__role')).trim();
    const campText = await text(page, "qb-reveal-camp-text");
    const specialty = (await page.textContent('[data-testid="qb-reveal-specialty"] .qb-reveal__role')).trim();
    const specialtyText = await text(page, "qb-reveal-specialty-text");
    await page.click('[data-testid="qb-reveal-hide"]');

    await page.locator('[data-testid="qb-reveal-name"]').nth(1).click();
    await page.click('[data-testid="qb-reveal-phone"]');
    await page.waitForSelector('[data-testid="card-qr"]');
    assert.equal(await text(page, "card-qr-title"), "Benoît's card");
    await assertNoSideScroll(page, "the QR at 360 px");
    const link = await page.inputValue('[data-testid="card-qr-link"]');
    await shot(page, "player-card-qb-qr-360");
    const card = decodeCard(link);
    assert.equal(card.ruleset, "quintebourg");
    assert.equal(card.player, "Benoît");
    assert.deepEqual(card.faces.map((f) => f.title.en), ["Camp card", "Specialty"]);
    assert.equal(card.faces[0].lines[0].name.en, camp);
    assert.equal(card.faces[0].lines[0].text.en, campText);
    assert.equal(card.faces[1].lines[0].name.en, specialty);
    assert.equal(card.faces[1].lines[0].text.en, specialtyText);
    assertHoldsNone(card, names.filter((n) => n !== "Benoît"), "no other player's name");
    await page.click('[data-testid="card-qr-done"]');
    await page.waitForSelector('[data-testid="qb-reveal"]');
    assert.match(await text(page, "qb-reveal-count"), /^1 /);
    assert.deepEqual(st.errors, []);

    player = await playerPhone(link, { phone: "medium", french: true });
    const p = player.page;
    assert.equal(await text(p, "player-card-game"), "Quinte-bourg");
    assert.equal(await text(p, "player-card-player-name"), "Benoît");
    assert.deepEqual(await texts(p, "player-card-title"), ["Carte de camp", "Spécialité"]);
    const shown = await texts(p, "player-card-character");
    assert.equal(shown[0], card.faces[0].lines[0].name.fr);
    assert.equal(shown.at(-1), card.faces[1].lines[0].name.fr);
    const bodies = await texts(p, "player-card-text");
    assert.equal(bodies[0], card.faces[0].lines[0].text.fr);
    assert.equal(bodies.at(-1), card.faces[1].lines[0].text.fr);
    await assertNoSideScroll(p, "the Quinte-bourg card at 390 px");
    await shot(p, "player-card-phone-qb-390-fr");
    assert.deepEqual(player.errors, []);
  } finally {
    await st.stop();
    if (player) await player.stop();
  }
});
