// The site in the languages of the games' peoples: every language chosen from the menu on the
// home page and on a game page, kept over a reload; no catalog key shown raw; Arabic right to
// left with the boards kept in the sources' geometry; nothing wider than the screen at 390 and
// 1280 px (screenshots of Arabic and Somali, desktop and phone); a whole game against the
// computer in Arabic; a lesson link that carries the teacher's language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openPage, shot, sized, eachAtOnce, useSite, openShare, rulesListed, playToEnd, umDyarMove, cut as cutOff } from "./harness.mjs";
import { games } from "../../scripts/games.mjs";

const site = useSite();

const LANGS = ["en", "so", "ar", "fr", "nb", "sv"];
// A catalog key shown instead of its text (`table.turn`, `um-dyar.rule.sow`…).
// (Not a file or address: `dablot.htm` in a citation, `…/um-dyar.html`.)
const RAW_KEY = /(?<![\w/.:-])(site|home|saved|setup|table|share|rules|corr|link|endings?|deleb|hyena|um-dyar|dablot)\.(?!html?\b)[a-z_]+(\.[a-z_-]+)*\b/;

async function choose(page, lang) {
  await page.getByTestId("language").selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** What a reader would see wrong: a raw key, or a page wider than the screen. */
async function problems(page) {
  // Every rule drawn, as when scrolled to: out of view they are not laid out, so neither their
  // text nor their width would count.
  await page.addStyleTag({ content: ".rule { content-visibility: visible !important; }" });
  return page.evaluate((raw) => {
    const out = [];
    const text = document.body.innerText;
    const m = text.match(new RegExp(raw));
    if (m) out.push(`raw key: ${m[0]}`);
    const wide = document.documentElement.scrollWidth - window.innerWidth;
    if (wide > 1) out.push(`page ${wide}px wider than the screen`);
    return out;
  }, RAW_KEY.source);
}

test("every language from the menu, on the home page and a game page, kept over a reload", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  const english = await page.locator("h1, .brand-tagline").first().innerText();
  for (const lang of LANGS) {
    await page.goto(`${site.server.url}#/`);
    await choose(page, lang);
    assert.equal(await page.evaluate(() => document.documentElement.dir), lang === "ar" ? "rtl" : "ltr");
    if (lang !== "en") {
      assert.notEqual(await page.locator("h1, .brand-tagline").first().innerText(), english, `${lang}: the home page is translated`);
      assert.match(await page.getByTestId("language").locator("option:checked").innerText(), /\(.+\)/, `${lang}: marked as a draft`);
    }
    assert.deepEqual(await problems(page), [], `${lang}: home`);
    for (const game of games().map((g) => g.id)) {
      await page.goto(`${site.server.url}#/${game}`);
      await page.getByTestId("setup").waitFor();
      await rulesListed(page);
      assert.deepEqual(await problems(page), [], `${lang}: ${game}`);
    }
    // The teacher's kit speaks the language too.
    for (const [address, id] of [["#/teach", "lessons"], ["#/hyena/lab", "lab"], ["#/dablot/about", "about"]]) {
      await page.goto(`${site.server.url}${address}`);
      await page.getByTestId(id).waitFor();
      assert.deepEqual(await problems(page), [], `${lang}: ${address}`);
    }
  }
  // The choice is kept on the device.
  await page.goto(`${site.server.url}#/dablot`);
  await page.getByTestId("setup").waitFor();
  await choose(page, "fr");
  await page.reload();
  await page.getByTestId("setup").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr");
  await choose(page, "en");
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [device, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  test(`Arabic and Somali on a ${device}: right to left where it should be, nothing overflows`, async () => {
    const errors = [];
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport, isMobile: device === "phone", hasTouch: device === "phone" });
    const page = await openPage(context, site.server.url, errors);
    for (const lang of ["ar", "so"]) {
      await page.goto(`${site.server.url}#/`);
      await choose(page, lang);
      assert.deepEqual(await problems(page), [], `${lang} home`);
      await shot(page, `lang-${lang}-home-${device}`);
      await page.goto(`${site.server.url}#/hyena`);
      await page.getByTestId("setup").waitFor();
      await page.getByTestId("start").click();
      await page.getByTestId("spiral").waitFor();
      assert.deepEqual(await problems(page), [], `${lang} hyena`);
      // The spiral keeps Davies's geometry: drawn left to right on a right-to-left page.
      assert.equal(await page.locator(".board-frame svg").first().evaluate((e) => getComputedStyle(e).direction), "ltr");
      const dir = await page.evaluate(() => getComputedStyle(document.body).direction);
      assert.equal(dir, lang === "ar" ? "rtl" : "ltr");
      await shot(page, `lang-${lang}-hyena-${device}`);
      // The rules panel: the source's words as written, a marked translation beside them.
      await page.goto(`${site.server.url}#/dablot`);
      await page.getByTestId("setup").waitFor();
      await rulesListed(page);
      const quote = page.locator(".rule blockquote").first();
      assert.equal(await quote.getAttribute("lang"), "en");
      assert.ok((await page.getByTestId("quote-translation").count()) > 10, `${lang}: quotes translated`);
      assert.deepEqual(await problems(page), [], `${lang} dablot`);
    }
    await browser.close();
    assert.deepEqual(errors, []);
  });
}

test("a whole game against the computer in Arabic; a lesson link carries the teacher's language", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await choose(page, "ar");
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("opt-mode").selectOption("game");
  await page.getByTestId("seat-kind-1").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
  const { over, moves } = await playToEnd(page, umDyarMove);
  assert.ok(over, "the game ended");
  assert.ok(moves > 5, `the person played ${moves} moves`);
  const result = await page.getByTestId("turn").innerText();
  assert.match(result, /[\u0600-\u06FF]/, `the result is in Arabic: ${result}`);
  assert.deepEqual(await problems(page), []);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "lang-ar-um-dyar-end");

  // The lesson link names the language only when the teacher asks.
  await openShare(page);
  const plain = await page.getByTestId("lesson-link").inputValue();
  assert.doesNotMatch(plain, /lang=/);
  await page.getByTestId("lesson-lang").check();
  const withLang = await page.getByTestId("lesson-link").inputValue();
  assert.match(withLang, /&lang=ar$/);
  assert.doesNotMatch(await page.getByTestId("share-link").inputValue(), /lang=/, "a game link never carries it");
  // A pupil whose device reads English opens it and reads Arabic.
  const browser = await launchBrowser();
  const pupil = await browser.newContext({ locale: "en-GB" });
  const there = await openPage(pupil, withLang, errors);
  await there.getByTestId("board").waitFor();
  assert.equal(await there.evaluate(() => document.documentElement.lang), "ar");
  await browser.close();
  await choose(page, "en");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a device that refuses to keep the choice of language: the tab keeps it, and the page says so", async () => {
  const { page, errors, close } = await sized(1280, 800);
  // Storage full: every write refused, as a browser whose storage is full refuses it.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("full", "QuotaExceededError");
    };
  });
  await page.goto(`${site.server.url}#/dablot`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("language").selectOption("fr");
  await page.waitForFunction(() => document.documentElement.lang === "fr");
  await page.getByTestId("language-unsaved").waitFor();
  assert.match(await page.getByTestId("language-unsaved").innerText(), /langue/);
  // A reload keeps it, and so does another page of the site.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "fr" && document.querySelector("[data-testid=setup]"));
  await page.getByTestId("home-link").click();
  await page.getByTestId("game-cards").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "fr");
  await close();
  assert.deepEqual(errors, []);
});

test("on a phone no page scrolls sideways in any language, during play and in the kit's prints", async () => {
  // Each language in a page of its own, three at once: the test mostly waits for the computer and
  // the panels, and the pages' waits overlap.
  const found = await eachAtOnce(LANGS, 3, async (lang) => {
    const { page, errors, close } = await sized(390, 844, true);
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const seen = [];
    for (const { id } of games()) {
      await page.goto("about:blank");
      await page.goto(`${site.server.url}#/${id}?lang=${lang}`);
      await page.getByTestId("setup").waitFor();
      // A person and the computer, at full speed; the side panels open and fill as the game goes on
      // (the sharing panel, what the computer sees, the move list).
      await page.getByTestId("start").click();
      await page.getByTestId("board").waitFor();
      await page.getByTestId("speed").selectOption("0");
      await page.getByTestId("share-open").click();
      for (let look = 0; look < 6; look++) {
        const sees = page.getByTestId("coach-sees");
        if ((await sees.isEnabled().catch(() => false)) && (await sees.getAttribute("aria-pressed")) === "false") await sees.click();
        const play = page.locator("[data-testid=throw], [data-testid^=say-], [data-testid^=choice-]");
        if (await play.first().isVisible().catch(() => false)) await play.first().click().catch(() => {});
        await page.waitForTimeout(700);
        const w = await wide();
        if (w > 1) seen.push(`${lang} ${id} after ${look + 1} looks: ${w}px wider`);
      }
      await page.goto(`${site.server.url}#/${id}/print?lang=${lang}`);
      await page.getByTestId("print-kit").waitFor();
      const w = await wide();
      if (w > 1) seen.push(`${lang} ${id} print: ${w}px wider`);
    }
    await close();
    return [...seen, ...errors.map((e) => `${lang}: ${e}`)];
  });
  assert.deepEqual(found.flat(), []);
});

test("Dèleb in Somali on a phone: nothing wider than the screen during play, nothing cut on its print page", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  // Every element's edges, and every scrolling box's content, within the screen (harness.mjs).
  const cut = () => cutOff(page);
  await page.goto(`${site.server.url}#/deleb?lang=so`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("start").click();
  await page.getByTestId("field").waitFor();
  await page.getByTestId("speed").selectOption("0");
  await page.getByTestId("share-open").click();
  const found = [];
  // Forty things a person does (the choice, throws, men moved, turns ended), with what the
  // computer sees shown, the side panels filling as the game goes on.
  for (let i = 0; i < 40; i++) {
    const sees = page.getByTestId("coach-sees");
    if ((await sees.isEnabled().catch(() => false)) && (await sees.getAttribute("aria-pressed")) === "false") await sees.click();
    for (const sel of ["[data-testid=throw]", "[data-testid=choose-dug]", ".dl-man.target .dl-hit", "[data-testid=end-turn]", "[data-testid=let-be]"]) {
      const use = page.locator(sel).first();
      if (await use.isVisible().catch(() => false)) {
        await use.click().catch(() => {});
        break;
      }
    }
    await page.waitForTimeout(200);
    for (const c of await cut()) found.push(`play ${i + 1}: ${c}`);
  }
  await shot(page, "lang-so-deleb-phone-play");
  await page.goto(`${site.server.url}#/deleb/print?lang=so`);
  await page.getByTestId("print-kit").waitFor();
  for (const c of await cut()) found.push(`print: ${c}`);
  await page.locator(".record-table").first().evaluate((e) => e.scrollIntoView({ block: "start" }));
  await shot(page, "lang-so-deleb-phone-print");
  await close();
  assert.deepEqual(found.slice(0, 8), []);
  assert.deepEqual(errors, []);
});
