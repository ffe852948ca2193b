// Ending a game by agreement: a draw offered and accepted on one screen (Dablot's own rule of
// agreement, with its source), a draw declined by the computer and a resignation taken back
// (Um dyar), and a draw agreed between two browsers by links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite, moreOptions, playByLinks } from "./harness.mjs";

const site = useSite();

async function newGame(page, game, setup = async () => {}) {
  await page.goto(`${site.server.url}#/${game}`);
  await page.getByTestId("setup").waitFor();
  await setup();
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
}

test("a draw by agreement on one screen: Dablot's own rule, with its source", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, "dablot", () => page.getByTestId("seat-kind-1").selectOption("human"));
  await page.getByTestId("offer-draw").click();
  // The other player, at the same screen, answers.
  await page.getByTestId("draw-offer").waitFor();
  await shot(page, "dablot-draw-offered");
  await page.getByTestId("draw-accept").click();
  await page.locator(".turn-bar.over").waitFor();
  const line = await page.getByTestId("turn").innerText();
  assert.match(line, /drawn/i);
  assert.match(line, /agreement/i, "the rule that ended the game is named");
  // The rule is the source's, with its citation, in the rules panel.
  const rule = page.locator("[data-rule=agreement]");
  // Looked at: a rule out of view is not laid out (it has no text as drawn) until it comes near.
  await rule.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("[data-rule=agreement]").innerText !== "");
  assert.match(await rule.innerText(), /Wikipedia|Keyland/);
  // Taking back undoes the agreement: play goes on.
  await page.getByTestId("undo").click();
  assert.equal(await page.locator(".turn-bar.over").count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test("against the computer: it declines a draw in a level game; a resignation can be taken back", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, "um-dyar", async () => {
    await moreOptions(page);
    await page.getByTestId("opt-mode").selectOption("game");
    await page.getByTestId("seat-kind-1").selectOption("beginner");
  });
  await page.getByTestId("offer-draw").click();
  await page.getByTestId("notice").waitFor();
  assert.match(await page.getByTestId("notice").innerText(), /declines/);
  assert.equal(await page.locator(".turn-bar.over").count(), 0, "the game goes on");
  // Resigning asks once more, then ends the game: the computer has won.
  await page.getByTestId("resign").click();
  assert.match(await page.getByTestId("resign").innerText(), /\?/, "asked to confirm");
  await page.getByTestId("resign").click();
  await page.locator(".turn-bar.over").waitFor();
  assert.match(await page.getByTestId("turn").innerText(), /North/);
  assert.match(await page.getByTestId("turn").innerText(), /Resign/i);
  await shot(page, "um-dyar-resigned");
  await page.getByTestId("undo").click();
  assert.equal(await page.locator(".turn-bar.over").count(), 0, "taken back");
  assert.deepEqual(errors, []);
  await page.close();
});

test("by links: a draw offered in one browser is accepted in the other", async () => {
  const errors = [];
  const { a, b, close } = await playByLinks(site, "dablot", errors);
  try {
    // A offers a draw instead of moving, and sends the link.
    await a.getByTestId("offer-draw").click();
    await a.getByTestId("corr-waiting").waitFor();
    await b.goto(await a.getByTestId("corr-link").inputValue());
    await b.getByTestId("corr-answer").waitFor();
    await b.getByTestId("draw-accept").click();
    await b.locator(".turn-bar.over").waitFor();
    assert.match(await b.getByTestId("turn").innerText(), /drawn/i);
    // A receives the answer: drawn on both screens.
    await a.goto(await b.getByTestId("corr-link").inputValue());
    await a.locator(".turn-bar.over").waitFor();
    assert.match(await a.getByTestId("turn").innerText(), /agreement/i);
  } finally {
    await close();
  }
  assert.deepEqual(errors, []);
  await a.close();
});
