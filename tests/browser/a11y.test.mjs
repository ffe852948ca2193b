// Accessibility, checked by axe-core (npm `axe-core`, pinned) in headless Chromium: the home page,
// every game's new-game panel and every game in progress, on a desktop and on a phone. Zero
// violations of any impact.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { openPage, sized, eachAtOnce, useSite } from "./harness.mjs";
import { games } from "../../scripts/games.mjs";

const site = useSite();
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
// Every game of the registry (`lab games --json`).
const GAMES = games().map((g) => g.id);
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The axe-core violations on the page, as "rule: target" lines. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`));
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`no accessibility violations on the home page and in every game (${size})`, async () => {
    const errors = [];
    const page = await openPage(site.browser.context, site.server.url, errors);
    await page.setViewportSize(viewport);
    await page.getByTestId("home").waitFor();
    const found = { home: await violations(page) };
    for (const game of GAMES) {
      await page.goto(`${site.server.url}#/${game}`);
      await page.getByTestId("setup").waitFor();
      found[`${game}: new game`] = await violations(page);
      await page.getByTestId("start").click();
      await page.getByTestId("board").waitFor();
      // A few moves in (the computer plays the other seats; throws happen by themselves).
      await page.getByTestId("speed").selectOption("0");
      await page.waitForTimeout(1500);
      found[`${game}: in progress`] = await violations(page);
    }
    const all = Object.entries(found).flatMap(([where, list]) => list.map((v) => `${where}: ${v}`));
    assert.deepEqual(all, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// The teacher's kit and the game pages on a phone, in every language: tables wider than the
// screen scroll in boxes a keyboard can reach, right-to-left included.
test("no accessibility violations on a phone in the kit's pages and the game pages, in every language", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  const langs = await page.locator("#site-language option[lang]").evaluateAll((os) => os.map((o) => o.value));
  await page.close();
  // Two languages at once, each on a phone of its own (axe keeps a processor busy: two, not more).
  const found = await eachAtOnce(langs, 2, async (lang) => {
    const phone = await sized(SIZES.phone.width, SIZES.phone.height, true);
    const seen = {};
    for (const { id, sticks } of games()) {
      const pages = [`#/${id}?lang=${lang}`, `#/${id}/about?lang=${lang}`, `#/${id}/print?lang=${lang}`];
      if (sticks) pages.push(`#/${id}/lab?lang=${lang}`);
      for (const hash of pages) {
        // A page loaded afresh (its address's language is read as the site starts).
        await phone.page.goto("about:blank");
        await phone.page.goto(`${site.server.url}${hash}`);
        await phone.page.locator("[data-testid=setup], [data-testid=about], [data-testid=print-kit], [data-testid=lab]").first().waitFor();
        await phone.page.waitForFunction((l) => document.documentElement.lang === l, lang);
        seen[hash] = await violations(phone.page);
      }
    }
    await phone.close();
    errors.push(...phone.errors);
    return seen;
  });
  const all = found.flatMap((seen) => Object.entries(seen).flatMap(([where, list]) => list.map((v) => `${where}: ${v}`)));
  assert.deepEqual(all, []);
  assert.deepEqual(errors, []);
});
