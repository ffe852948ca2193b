// Texts right in form in every language: in Arabic a game's word keeps its own order inside a
// right-to-left sentence ("rab'" with its apostrophe after the word, on the hyena game's throw,
// on a phone).
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
