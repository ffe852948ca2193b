// Texts right in form in every language: in Arabic a game's word keeps its own order inside a
// right-to-left sentence ("rab'" with its apostrophe after the word, on the hyena game's throw
// buttons, on a phone); the page's title and the web manifest (the name an installed site has)
// speak the reader's language, and the title names the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, sized, useSite } from "./harness.mjs";

const site = useSite();

/** A page at the size given, with the reader's language chosen before (as kept on the device). */
async function reading(lang, width, height, mobile) {
  const s = await sized(width, height, mobile);
  await s.page.addInitScript((l) => localStorage.setItem("sandgames.lang", l), lang);
  return s;
}

/** Every place `word` is drawn on the page: the element (its test id) and whether its letters
 *  stand left to right in the order written, its last character after the one before (read from
 *  where each character is drawn, `Range` rectangles). */
async function drawn(page, word) {
  return page.evaluate((word) => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.data.indexOf(word);
      if (at < 0) continue;
      const rect = (i) => {
        const range = document.createRange();
        range.setStart(node, at + i);
        range.setEnd(node, at + i + 1);
        return range.getBoundingClientRect();
      };
      const chars = [...word].map((_, i) => rect(i));
      if (!chars[0].width) continue; // not drawn (a folded panel)
      const inOrder = chars.every((r, i) => i === 0 || r.left >= chars[i - 1].right - 1);
      const where = node.parentElement.closest("[data-testid]")?.dataset.testid ?? node.parentElement.tagName;
      out.push({ where, inOrder, text: node.parentElement.textContent.slice(0, 50) });
    }
    return out;
  }, word);
}

test("Arabic, the hyena game on a phone: the throw reads rab' with its apostrophe after the word", async () => {
  const { page, errors, close } = await reading("ar", 390, 844, true);
  await page.goto(`${site.server.url}#/hyena`);
  await page.getByTestId("setup").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  // Throws by hand: a button for each fall of the sticks; rab' (three flat sides up) is thrown.
  await page.getByTestId("setup-throws").selectOption("hand");
  for (const s of [0, 1]) await page.getByTestId(`seat-kind-${s}`).selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("hand-throws").waitFor();
  await page.getByTestId("speed").selectOption("0");
  await page.locator("[data-testid^=hand-throw-]", { hasText: "rab'" }).click();
  const result = page.getByTestId("throw-result");
  await result.getByText("rab'").waitFor();
  await result.scrollIntoViewIfNeeded();
  const places = await drawn(page, "rab'");
  assert.ok(places.some((p) => p.where === "throw-result"), `the throw's caption names it: ${JSON.stringify(places)}`);
  assert.ok(places.some((p) => p.where.startsWith("hand-throw-")), "its button too");
  // Left to right on the screen, as the source writes it: r, a, b, then the apostrophe; on the
  // throw's caption, its button, the options in force and the rules alike.
  assert.deepEqual(places.filter((p) => !p.inOrder), [], "every rab' in its own order");
  await shot(page, "forms-ar-hyena-rab-phone");
  assert.deepEqual(errors, []);
  await close();
});

test("the page's title and the web manifest speak the reader's language", async () => {
  for (const lang of ["so", "ar", "fr"]) {
    const { page, errors, close } = await reading(lang, 1280, 800, false);
    // The site's name and a game's in this language, from its catalog as the build wrote it.
    const texts = await (await fetch(`${site.server.url}${await appBase(page)}texts/${lang}/home.json`)).json();
    const name = texts["site.name"];
    assert.ok(name && name !== "Sand & Board", `${lang}: a name of its own`);
    await page.goto(site.server.url);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await page.waitForFunction((n) => document.title.includes(n), name);
    assert.doesNotMatch(await page.title(), /four traditional games/, `${lang}: home page title`);
    // The manifest the page links to is the reader's language's.
    const href = await page.evaluate(() => document.querySelector("link[rel=manifest]").href);
    const manifest = await (await fetch(href)).json();
    assert.equal(manifest.short_name, name, `${lang}: the manifest's short name`);
    assert.ok(manifest.name.includes(name), `${lang}: the manifest's name: ${manifest.name}`);
    assert.notEqual(manifest.description, "", `${lang}: a description`);
    assert.doesNotMatch(manifest.description, /Play, study and teach/, `${lang}: the description translated`);
    // A game's page: its title names the game, in this language.
    await page.goto(`${site.server.url}#/hyena`);
    await page.getByTestId("setup").waitFor();
    const game = texts["hyena.name"];
    await page.waitForFunction(([g, n]) => {
      const title = document.title.replace(/[\u2066-\u2069]/g, "");
      return title.includes(g) && title.includes(n);
    }, [game, name]);
    // The description read by search engines and link previews.
    const description = await page.evaluate(() => document.querySelector("meta[name=description]").content);
    assert.equal(plain(description), texts["site.description"], `${lang}: meta description`);
    if (lang === "ar") await shot(page, "forms-ar-title");
    assert.deepEqual(errors, [], lang);
    await close();
  }
});

test("without JavaScript, the page says so in every language", async () => {
  const html = await (await fetch(site.server.url)).text();
  const noscript = html.match(/<noscript[^>]*>([\s\S]*?)<\/noscript>/)?.[1] ?? "";
  for (const lang of ["en", "so", "ar", "fr", "nb", "sv"]) {
    assert.match(noscript, new RegExp(`lang="${lang}"`), `${lang} in <noscript>`);
  }
});

/** Text without the marks that isolate words inside right-to-left text. */
const plain = (s) => s.replace(/[\u2066-\u2069]/g, "");

async function appBase(page) {
  await page.goto(site.server.url);
  return page.evaluate(() => document.documentElement.dataset.app.replace(/^\.\//, ""));
}
