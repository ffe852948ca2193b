// "Why?" on a move, as a player or a teacher uses it: from the move list, the move step by step
// under the board, the board showing each step (Um dyar's seeds sown one by one, the capture
// counted back into the pile), each step's rule quoted from the source; back to the game as it
// was. A hole the rules do not let a player sow says why with the rule quoted. In French on a
// phone: no raw key, the source's words with their translation. (Dablot's chain, jump by jump:
// dablot.test.mjs.)
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openPage, shot, useSite, moreOptions } from "./harness.mjs";
import { KEPT } from "./games.mjs";

const site = useSite();

let other;
after(() => other?.close());

async function newGame(page) {
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
  await page.getByTestId("seat-kind-1").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
}

const seeds = (page, id) => page.getByTestId(id).getAttribute("data-seeds");

/** Waits until the panel shows step `n` (the board is drawn with it in the same update). */
const atStep = (page, n) =>
  page.getByTestId("explain-count").filter({ hasText: new RegExp(`^\\D*${n}\\D`) }).waitFor();

test("why? on a sowing: the seeds one by one, the rule quoted, then back to the game", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await newGame(page);
  await page.getByTestId("target-0-3").click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 2);
  const live = await seeds(page, "hole-0-4");

  await page.getByTestId("why-1").click();
  const panel = page.getByTestId("explain");
  await panel.waitFor();
  // 12 seeds taken, each sown, then why nothing is captured: 14 steps.
  assert.match(await page.getByTestId("explain-count").innerText(), /Step 1 of 14/);
  assert.match(await page.getByTestId("explain-now").innerText(), /South takes the 12 seeds of his hole 3/);
  assert.match(await panel.innerText(), /At his turn, a player takes the contents of any hole of his side/);
  assert.match(await panel.innerText(), /Wikimanqala/);
  assert.equal(await seeds(page, "hole-0-3"), "0", "the board shows the hole emptied");
  assert.ok(await page.getByTestId("past").isVisible(), "the turn bar says an earlier position is shown");

  await page.getByTestId("explain-next").click();
  await atStep(page, 2);
  assert.match(await page.getByTestId("explain-now").innerText(), /Seed 1 goes back into South's hole 3, which now holds 1/);
  assert.equal(await seeds(page, "hole-0-3"), "1");
  await page.getByTestId("explain-next").click();
  await atStep(page, 3);
  assert.equal(await seeds(page, "hole-0-4"), "13", "the next seed lands in the next hole");
  assert.equal(await seeds(page, "hole-1-1"), "12", "North's holes are not reached yet");
  await page.evaluate(() => document.querySelector(".turn-bar").scrollIntoView());
  await shot(page, "explain-um-dyar-seed");
  // The keyboard steps too.
  await page.getByTestId("explain-next").focus();
  await page.keyboard.press("ArrowRight");
  await atStep(page, 4);
  assert.match(await page.getByTestId("explain-count").innerText(), /Step 4 of 14/);

  await page.getByTestId("explain-step-14").click();
  await atStep(page, 14);
  assert.match(await page.getByTestId("explain-now").innerText(), /odd number: nothing is captured/);
  assert.match(await panel.innerText(), /If the last seed ends in a hole making a total of an even number/);
  // A hole cannot be played while a move is explained.
  const moves = await page.locator("[data-testid=move-list] li").count();
  await page.getByTestId("target-0-1").click();
  assert.equal(await page.locator("[data-testid=move-list] li").count(), moves);

  await page.getByTestId("explain-close").click();
  assert.equal(await panel.count(), 0);
  assert.equal(await page.getByTestId("past").count(), 0);
  assert.equal(await seeds(page, "hole-0-4"), live, "back to the game as it is");
  assert.deepEqual(errors, []);
  await page.close();
});

test("why? on a capture: counted back hole by hole into the captor's pile", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}${KEPT}`, errors);
  await page.getByTestId("board").waitFor();
  // The last move of the list that captured (it names the capture rule).
  const line = page.locator("[data-testid=move-list] li", { has: page.locator("a[href='#rule-capture']") }).first();
  await line.locator("button.why").click();
  const panel = page.getByTestId("explain");
  await panel.waitFor();
  const steps = await page.getByTestId("explain-steps").locator("li").allInnerTexts();
  const k = steps.findIndex((s) => /Its seeds are captured/.test(s));
  assert.ok(k > 0, `a step captures: ${steps.join(" | ")}`);
  assert.ok(steps.slice(k).some((s) => /Counting back|capture stops|come round/.test(s)), "a step says where the counting back stops");
  await page.getByTestId(`explain-step-${k}`).click();
  await atStep(page, k);
  const mover = /North/.test(steps[0]) ? 1 : 0;
  const before = +(await seeds(page, `pile-${mover}`));
  await page.getByTestId(`explain-step-${k + 1}`).click();
  await atStep(page, k + 1);
  const [count] = steps[k].match(/now holds (\d+)/).slice(1);
  assert.equal(+(await seeds(page, `pile-${mover}`)), before + +count, "the captured seeds go to the captor's pile");
  assert.match(await panel.innerText(), /these seeds are captured and removed from the board/);
  await shot(page, "explain-um-dyar-capture");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a hole the rules forbid says why, with the rule quoted", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await newGame(page);
  await page.getByTestId("target-1-2").click();
  const why = page.getByTestId("why");
  assert.match(await why.innerText(), /That is North's hole/);
  assert.equal(await why.locator("[data-testid=cited-rule]").getAttribute("data-rule"), "own-side");
  assert.match(await why.innerText(), /Each player controls the holes on his side of the board/);
  await page.getByTestId("board").screenshot({ path: "screenshots/explain-refused.png" });
  assert.deepEqual(errors, []);
  await page.close();
});

test("in French on a phone: the steps in French, the source's words with their translation", async () => {
  other ??= await launchBrowser();
  const context = await other.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("sandgames.lang", "fr"));
  const errors = [];
  const page = await openPage(context, `${site.server.url}#/um-dyar`, errors);
  await newGame(page);
  await page.getByTestId("target-0-3").click();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 1);
  await page.getByTestId("why-1").click();
  const panel = page.getByTestId("explain");
  await panel.waitFor();
  const text = await panel.innerText();
  assert.doesNotMatch(text, /\b(explain|um-dyar)\.[a-z_.]+/, "no raw catalog key");
  assert.doesNotMatch(text, /Step 1 of/, "the panel is in French");
  assert.ok(await panel.locator("[data-testid=quote-translation]").count() > 0, "the quote is translated beside it");
  const box = await panel.boundingBox();
  assert.ok(box.width <= 390, "the panel fits the phone's width");
  await page.getByTestId("explain-next").click();
  await atStep(page, 2);
  await shot(page, "explain-um-dyar-phone-fr");
  assert.deepEqual(errors, []);
  await context.close();
});
