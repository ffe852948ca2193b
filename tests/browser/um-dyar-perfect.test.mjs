// The coach on Um dyar's solved board (a single game on 2 × 2 holes of 4 seeds, solved exactly:
// src/games/um_dyar/solve.rs): the hint and "what the computer sees" say "perfect: …" — the
// exact result with perfect play, moves counted — instead of a percentage, on a phone and on a
// desktop; on the default board the coach still gives percentages. Nothing logs an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { moreOptions, shot, sized, useSite } from "./harness.mjs";

const site = useSite();

/** A single game, both seats people here, on `holes` holes a row (the default board if not said). */
async function start(page, holes) {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
  await page.getByTestId("opt-mode").selectOption("game");
  if (holes) {
    await page.getByTestId("opt-holes").fill(String(holes));
    await page.getByTestId("opt-holes").dispatchEvent("change");
  }
  await page.getByTestId("seat-kind-0").selectOption("human");
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
}

async function ask(page, button) {
  await page.getByTestId(button).click();
  await page.getByTestId("coach-thinking").waitFor({ state: "detached", timeout: 120_000 });
}

const PERFECT = /^perfect: (wins in \d+ moves?|a draw|loses in \d+ moves?)$/;

for (const [name, width, height, mobile] of [["phone", 390, 844, true], ["desktop", 1280, 800, false]]) {
  test(`${name}: on the solved 2 × 2 board the coach says "perfect", not a percentage`, async () => {
    const { page, errors, close } = await sized(width, height, mobile);
    await start(page, 2);
    // The start is a draw with perfect play (`cargo lab solve um-dyar --opt mode=game --opt holes=2`).
    await ask(page, "coach-hint");
    const hint = page.getByTestId("coach-hint-text");
    assert.match(await hint.innerText(), /perfect: a draw/);
    assert.doesNotMatch(await hint.innerText(), /%/);
    // Both moves, each with its exact result; the help says what "perfect" means.
    await ask(page, "coach-sees");
    const values = await page.getByTestId("coach-list").locator(".coach-value").allInnerTexts();
    assert.equal(values.length, 2);
    for (const v of values) assert.match(v, PERFECT);
    assert.match(await page.getByTestId("coach-perfect-help").innerText(), /solved/);
    // The hint's move is the first listed: of the best result.
    assert.match(values[0], /perfect: a draw|wins/);
    await page.getByTestId("coach").scrollIntoViewIfNeeded();
    await shot(page, `um-dyar-perfect-${name}`);

    // One move on, the hint again: still exact, whoever is to move.
    await ask(page, "coach-hint");
    await page.getByTestId("coach-play").click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 1);
    await ask(page, "coach-hint");
    assert.match(await page.getByTestId("coach-hint-text").innerText(), /perfect: /);

    // The default board is not solved: a percentage, no "perfect".
    await start(page);
    await ask(page, "coach-hint");
    const plain = await page.getByTestId("coach-hint-text").innerText();
    assert.match(plain, /% chance of winning/);
    assert.doesNotMatch(plain, /perfect/);
    assert.deepEqual(errors, []);
    await close();
  });
}
