// The table as players meet it, for what every game shares: a game page opened from the home
// page after scrolling starts at its top; a game started by keyboard shows its turn bar; stepping
// through says which position is shown, whose turn it was there, and leads back to the game; on a
// projector the board takes the screen and the panels open on request.
import { test } from "node:test";
import assert from "node:assert/strict";
import { moreOptions, openPage, shot, useSite, sized } from "./harness.mjs";

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

test("a player alone gets the fast pace; in projector mode a class gets the slow one", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("speed").inputValue(), "35", "fast for a player alone");
  // The projector on (remembered), a new visit: slow, for the class to follow.
  await page.getByTestId("projector").click();
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.reload();
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("speed").inputValue(), "100", "slow on a projector");
  // A speed chosen is kept, projector or not (the panels, folded on a projector, opened to choose).
  await page.getByTestId("panels").click();
  await page.getByTestId("speed").selectOption("0");
  await page.reload();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("speed").inputValue(), "0", "the choice is kept");
  await page.getByTestId("projector").click();
  assert.equal(await page.evaluate(() => document.body.classList.contains("projector")), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a finished game offers to play again: the same options and seats, new throws", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await page.getByTestId("setup").waitFor();
  // A short game of two computers: a single game on two rows of two holes.
  await page.getByTestId("opt-mode").selectOption("game");
  await moreOptions(page);
  await page.getByTestId("opt-holes").fill("2");
  await page.getByTestId("opt-holes").dispatchEvent("change");
  await page.getByTestId("seat-kind-0").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
  await page.locator(".turn-bar.over").waitFor({ timeout: 60_000 });
  const before = new URLSearchParams(page.url().split("?")[1]);
  await page.getByTestId("play-again").click();
  await page.waitForFunction((s) => !location.hash.includes(`s=${s}&`), before.get("s"));
  const after = new URLSearchParams(page.url().split("?")[1]);
  assert.notEqual(after.get("s"), before.get("s"), "a game of its own on the device");
  assert.notEqual(after.get("g"), before.get("g"), "a new game");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the same game open in two tabs: the second tab is told, and both games are kept", async () => {
  const errors = [];
  const a = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await a.getByTestId("setup").waitFor();
  await a.getByTestId("opt-mode").selectOption("game");
  await a.getByTestId("seat-kind-1").selectOption("human");
  await a.getByTestId("start").click();
  await a.getByTestId("board").waitFor();
  await a.getByTestId("speed").selectOption("0");
  // The same address in a second tab.
  const b = await openPage(site.browser.context, a.url(), errors);
  await b.getByTestId("board").waitFor();
  const played = (page) => page.getByTestId("move-list").locator("li").count();
  // Each tab plays on its own.
  await a.locator(".ud-hit[tabindex='0']").first().click();
  await a.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length === 1);
  await b.getByTestId("notice").waitFor();
  assert.match(await b.getByTestId("notice").innerText(), /tab/i, "the second tab is told");
  await b.locator(".ud-hit[tabindex='0']").last().click();
  await b.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length === 1);
  assert.equal(await played(a), 1);
  const slots = (page) => new URLSearchParams(page.url().split("?")[1]).get("s");
  assert.notEqual(slots(a), slots(b), "two saved games");
  const kept = await a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sandgames.game.")).sort());
  assert.deepEqual(kept, [`sandgames.game.${slots(a)}`, `sandgames.game.${slots(b)}`].sort());
  const games = await a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sandgames.game.")).map((k) => localStorage.getItem(k)));
  assert.notEqual(games[0], games[1], "each tab's game, as it was played there");
  // The home page lists both.
  await a.goto(`${site.server.url}#/`);
  await a.getByTestId("in-progress").waitFor();
  assert.equal(await a.getByTestId("in-progress").locator("li").count(), 2);
  assert.deepEqual(errors, []);
  await a.close();
  await b.close();
});

test("after the computer's turns the focus is back on the control the player needs, and the turn is announced", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/hyena`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
  // The turn bar is a live region: its line changes as the turn passes.
  assert.equal(await page.getByTestId("turn").getAttribute("aria-live"), "polite");
  const control = "[data-testid=throw], [data-testid^=choice-]";
  await page.locator(control).first().focus();
  let returned = 0;
  for (let step = 0; step < 40 && !(await page.locator(".turn-bar.over").count()); step++) {
    // The person acts by keyboard alone: Enter on what has the focus.
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    // The person's next turn (or the next step of this one): a control of it is there, and the
    // focus comes to a control (a frame after it is drawn; the deadline only bounds a failure).
    await page.locator(control).first().waitFor({ timeout: 30_000 });
    await page
      .waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 5_000 })
      .catch(() => {});
    const focused = await page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.tagName);
    assert.notEqual(focused, "BODY", `step ${step}: the focus fell to the page's body`);
    if (focused === "throw") returned++;
  }
  assert.ok(returned > 2, `the focus came back to the throw button ${returned} times`);
  assert.deepEqual(errors, []);
  await page.close();
});
