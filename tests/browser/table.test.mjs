// The table as players meet it, for what every game shares: a game page opened from the home
// page after scrolling starts at its top; a game started by keyboard shows its turn bar; stepping
// through says which position is shown, whose turn it was there, and leads back to the game; on a
// projector the board takes the screen and the panels open on request.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite, sized } from "./harness.mjs";

const site = useSite();

test("on a phone, a game chosen after scrolling the home page opens at its top; a keyboard start shows the turn bar", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await page.goto(site.server.url);
  for (const game of ["hyena", "um-dyar", "dablot"]) {
    await page.goto(`${site.server.url}#/`);
    const card = page.getByTestId(`game-card-${game}`);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    assert.ok((await page.evaluate(() => window.scrollY)) > 100, "the home page was scrolled");
    await card.click();
    await page.getByTestId("setup").waitFor();
    // At its top: the page's head and the new-game panel's title in view (not 9,000 px down).
    const top = await page.evaluate(() => Math.round(window.scrollY));
    assert.ok(top < 60, `${game} opens at its top (scrolled ${top} px)`);
    // The start button is in reach at once (the rarer options are folded).
    const start = await page.getByTestId("start").boundingBox();
    assert.ok(start.y + start.height < 1.5 * 844, `${game}: start at y=${Math.round(start.y)}`);
    // Started by keyboard: the turn bar is in view.
    await page.getByTestId("start").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("turn").waitFor();
    const bar = await page.getByTestId("turn").boundingBox();
    assert.ok(bar.y >= -1 && bar.y < 844, `${game}: turn bar at y=${Math.round(bar.y)}`);
  }
  await shot(page, "table-phone-started");
  await close();
  assert.deepEqual(errors, []);
});

test("stepping through shows the past position's turn, says it is past, and leads back", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("opt-mode").selectOption("game");
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
  // Two people: South plays, then North.
  for (let i = 0; i < 2; i++) {
    const n = await page.getByTestId("move-list").locator("li").count();
    await page.locator(".ud-hit[tabindex='0']").first().click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] li").length > n, n);
  }
  const live = await page.getByTestId("turn").innerText();
  assert.equal(await page.getByTestId("past").count(), 0);
  await page.getByTestId("replay-start").click();
  await page.getByTestId("replay-forward").click();
  await page.waitForFunction(() => /1/.test(document.querySelector("[data-testid=past]")?.textContent ?? ""));
  // Move 1 shown: North was to play there, though South is to play in the game now.
  assert.match(live, /South/, live);
  const past = await page.getByTestId("turn").innerText();
  assert.match(await page.getByTestId("past").innerText(), /1/);
  assert.match(past, /North/, past);
  await shot(page, "table-past-position");
  await page.getByTestId("to-present").click();
  assert.equal(await page.getByTestId("past").count(), 0);
  assert.equal(await page.getByTestId("turn").innerText(), live);
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a projector the board takes the screen; the panels open on request", async () => {
  const { page, errors, close } = await sized(1920, 1080);
  await page.goto(site.server.url);
  await page.goto(`${site.server.url}#/dablot`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("projector").click();
  await page.waitForFunction(() => document.body.classList.contains("projector"));
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  const board = await page.getByTestId("board").boundingBox();
  assert.ok(board.width > 1500, `the board is ${Math.round(board.width)} px wide on a 1920 px screen`);
  assert.equal(await page.locator(".side-column").isVisible(), false, "the panels are folded");
  await shot(page, "table-projector");
  await page.getByTestId("panels").click();
  assert.equal(await page.locator(".side-column").isVisible(), true, "the panels open");
  await close();
  assert.deepEqual(errors, []);
});
