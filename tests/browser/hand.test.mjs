// Throws by hand (a class's own sticks and billets): the hyena game and Dèleb played a few moves
// with every throw entered by its button or by its key, one throw taken back; the game survives a
// reload, its record lists the throws as recorded, and its link opens the same position in a
// fresh browser. Desktop and phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { launchBrowser, openPage, shot, useSite, shareLink } from "./harness.mjs";

const site = useSite();

const visible = (l) => l.isVisible().catch(() => false);
const moves = (page) => page.getByTestId("move-list").locator("li").count();

/** Starts `game` with two people at the table and throws entered by hand. */
async function start(page, game) {
  await page.goto(`${site.server.url}#/${game}`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("setup-throws").selectOption("hand");
  for (const s of [0, 1]) await page.getByTestId(`seat-kind-${s}`).selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("turn").waitFor();
  await page.getByTestId("speed").selectOption("0");
}

/** One step of play: a throw entered (by button or key, alternately: `n` counts them), or the
 *  first move offered to the person (a hyena-game choice or target, a Dèleb man or an end). */
async function step(page, n, pick) {
  const before = await moves(page);
  const buttons = page.locator("[data-testid^=hand-throw-]");
  if (await visible(page.getByTestId("hand-throws"))) {
    const count = await buttons.count();
    const i = pick(count);
    const label = await buttons.nth(i).innerText();
    assert.match(label, /(\d+\/\d+ · )?\d+\.\d\s%/, `the button gives the exact odds: ${label}`);
    if (n % 2 === 0) await buttons.nth(i).click();
    else await page.keyboard.press(await buttons.nth(i).locator("kbd").innerText());
    await page.waitForFunction((b) => document.querySelectorAll("[data-testid=move-list] li").length > b, before);
    return "throw";
  }
  for (const sel of [
    "[data-testid^=target-]", "[data-testid^=choice-]", ".dl-man.target", "[data-testid=end-turn]",
    "[data-testid=let-be]", "[data-testid^=choose-]", "[data-testid=throw]",
  ]) {
    const l = page.locator(sel).first();
    if ((await l.count()) && (await visible(l))) {
      await l.click();
      await page.waitForFunction((b) => document.querySelectorAll("[data-testid=move-list] li").length > b, before);
      return "move";
    }
  }
  return null;
}

for (const [device, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  for (const [game, pick] of [
    // The hyena game: a tâba (the first button, one flat side up) now and then lets a mother out.
    ["hyena", (count) => 0 % count],
    // Dèleb: the named throws come first (dèleb, dug, tələ·də, gàsse, sìtte); a dug now and then.
    ["deleb", (count) => Math.min(1, count - 1)],
  ]) {
    test(`${game}: throws entered by button and by key, kept on reload, in the record and the link (${device})`, async () => {
      const errors = [];
      const browser = await launchBrowser();
      const context = await browser.newContext({ viewport, isMobile: device === "phone", hasTouch: device === "phone" });
      const page = await openPage(context, site.server.url, errors);
      await start(page, game);
      // What the site draws itself (the hyena spiral's count) comes by itself, and what a player
      // decides on the board (Dèleb's word) is chosen; then the class's own throws. Waiting for one
      // or the other: a step taken while the site was still drawing once pressed "let the site
      // throw" (a random throw for the first player, which could end his turn at once).
      const handOrChoice = page.getByTestId("hand-throws").or(page.locator("[data-testid^=choose-]").first());
      for (let i = 0; i < 5; i++) {
        await handOrChoice.first().waitFor();
        if (await visible(page.getByTestId("hand-throws"))) break;
        await step(page, 0, () => 0);
      }
      await page.getByTestId("hand-throws").waitFor();
      // The buttons draw the sticks as they fell and name the throw.
      const first = page.locator("[data-testid=hand-throw-0]");
      assert.equal(await first.locator("svg.hand-fallen rect").count(), game === "hyena" ? 3 : 4);
      await shot(page, `hand-${game}-${device}`);

      // A wrong tap taken back like a move.
      const firstThrow = await page.locator("[data-testid^=hand-throw-]").nth(1).innerText();
      const n0 = await moves(page);
      await page.locator("[data-testid^=hand-throw-]").nth(1).click();
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] li").length === n + 1, n0);
      await page.getByTestId("undo").click();
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] li").length === n, n0);
      assert.ok(await visible(page.getByTestId("hand-throws")), `taken back: ${firstThrow}`);

      let throws = 0, played = 0, alternate = 0;
      for (let i = 0; i < 60 && (throws < 8 || (game === "deleb" && played < 2)); i++) {
        const did = await step(page, alternate, (count) => (alternate % 3 === 2 ? (alternate + 1) % count : pick(count)));
        if (did === "throw") throws++, alternate++;
        else if (did === "move") played++;
        else break;
      }
      assert.ok(throws >= 8, `${throws} throws entered`);
      if (game === "deleb") assert.ok(played >= 1, `${played} moves played between throws`);
      // In the hyena game the throws move the mothers by themselves: a tâba let one out.
      else assert.notEqual(await page.getByTestId("mother-0").getAttribute("data-place"), "village");
      const list = await page.getByTestId("move-list").innerText();
      const n = await moves(page);

      // A reload keeps the game, its throws by hand and the panel for the next one.
      await page.reload();
      await page.getByTestId("move-list").waitFor();
      await page.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] li").length === n, n);
      assert.equal(await page.getByTestId("move-list").innerText(), list);

      // The record lists the throws as recorded.
      await shareLink(page);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
      const record = await readFile(await download.path(), "utf8");
      assert.match(record, /^throws: recorded$/m, record);

      // The link opens the same position in a fresh browser.
      const link = await shareLink(page);
      const fresh = await launchBrowser();
      const other = await fresh.newContext({ viewport });
      const there = await openPage(other, link, errors);
      await there.getByTestId("move-list").waitFor();
      await there.waitForFunction((n) => document.querySelectorAll("[data-testid=move-list] li").length === n, n);
      assert.equal(await there.getByTestId("move-list").innerText(), list);
      assert.equal(await there.getByTestId("turn").innerText(), await page.getByTestId("turn").innerText());
      await shot(page, `hand-${game}-${device}-played`);
      await fresh.close();
      await browser.close();
      assert.deepEqual(errors, []);
    });
  }
}
