// The site kept on the device: after a first visit the service worker has kept every file, so
// with the network gone the site reloads, every game page opens and a game is played to its end
// against the computer; back online, the games in progress are still listed. And a new version:
// the page says it is ready, reloads when asked, and the game in progress is still there.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { launch, serve, shot, moreOptions, playToEnd, umDyarMove } from "./harness.mjs";
import { games } from "../../scripts/games.mjs";

// Every game of the registry (`lab games --json`).
const GAMES = games().map((g) => g.id);

/** Waits until the service worker controls the page and has kept this version's files. */
async function kept(page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** Plays a single game of Um dyar as South against the computer, to its end. */
async function playUmDyar(page, base) {
  await page.goto(`${base}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
  await page.getByTestId("opt-mode").selectOption("game");
  await page.getByTestId("seat-kind-1").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  await page.getByTestId("speed").selectOption("0");
  return (await playToEnd(page, (page) => umDyarMove(page, 40), 600)).over;
}

test("offline after the first visit: every game opens and a game is played to its end", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sandgames-offline-"));
  cpSync("dist", dir, { recursive: true });
  const server = await serve(dir);
  const browser = await launch();
  const errors = [];
  try {
    const page = await browser.context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.getByTestId("home").waitFor();
    await kept(page);
    for (const g of GAMES) {
      await page.goto(`${server.url}#/${g}`);
      await page.getByTestId("setup").waitFor();
    }
    // The network goes.
    await browser.context.setOffline(true);
    await page.goto(server.url);
    await page.reload();
    await page.getByTestId("home").waitFor();
    for (const g of GAMES) {
      await page.goto(`${server.url}#/${g}`);
      await page.getByTestId("setup").waitFor();
      assert.equal(await page.getByTestId("offline-notice").count(), 0, `${g} opens offline`);
    }
    // The Dablot board's drawing is a file of its own: kept too.
    await page.goto(`${server.url}#/dablot`);
    await page.getByTestId("start").click();
    await page.getByTestId("board").waitFor();
    const sprite = await page.evaluate(async () => (await fetch("public/dablot.svg")).ok);
    assert.ok(sprite, "the Dablot drawing is there offline");
    assert.ok(await playUmDyar(page, server.url), "a whole game against the computer, offline");
    await shot(page, "offline-um-dyar-over");
    // Back online: the games played are still listed at home.
    await browser.context.setOffline(false);
    await page.goto(server.url);
    await page.getByTestId("in-progress").waitFor();
    assert.ok((await page.getByTestId("saved-game").count()) >= 2);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the offline copy waits until the page opened is shown", async () => {
  const server = await serve("dist");
  // The page held: its own texts (it cannot be built); a game's table, the address naming a game
  // (the page is built, its game cannot be put on it).
  const cases = [
    ["#/um-dyar", "**/texts/en/um-dyar.txt", "setup"],
    ["#/um-dyar?g=not-a-game", "**/split_page_um_dyar.wasm", "link-problem"],
  ];
  try {
    for (const [address, file, shown] of cases) {
      const browser = await launch();
      try {
        const page = await browser.context.newPage();
        let release;
        const held = new Promise((r) => (release = r));
        await page.route(file, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${server.url}${address}`);
        await page.waitForLoadState("load");
        await page.waitForTimeout(1500);
        const registered = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()));
        assert.equal(await registered(), false, `${address}: nothing of the offline copy while the page is loading`);
        release();
        await page.getByTestId(shown).waitFor();
        await kept(page);
        assert.equal(await registered(), true, `${address}: the offline copy once the page is shown`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.close();
  }
});

test("a new version: the page says so, reloads when asked, and the game in progress stays", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sandgames-update-"));
  cpSync("dist", dir, { recursive: true });
  const server = await serve(dir);
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}#/um-dyar`);
    await page.getByTestId("setup").waitFor();
    await kept(page);
    await page.getByTestId("seat-kind-1").selectOption("human");
    await page.getByTestId("start").click();
    await page.getByTestId("speed").selectOption("0");
    await page.locator(".ud-hit[tabindex='0']").first().click();
    await page.waitForTimeout(200);
    const before = await page.locator("[data-testid^=hole-]").evaluateAll((els) => els.map((e) => e.dataset.seeds).join());
    // A new version is published: its service worker differs.
    const sw = join(dir, "sw.js");
    writeFileSync(sw, readFileSync(sw, "utf8") + "\n// a new version\n");
    await page.reload();
    await page.getByTestId("update-banner").waitFor({ timeout: 60000 });
    await shot(page, "update-ready");
    await Promise.all([page.waitForEvent("load"), page.getByTestId("update-reload").click()]);
    await page.getByTestId("board").waitFor();
    assert.equal(await page.getByTestId("update-banner").count(), 0, "the new version runs");
    const after = await page.locator("[data-testid^=hole-]").evaluateAll((els) => els.map((e) => e.dataset.seeds).join());
    assert.equal(after, before, "the game in progress is the same after the update");
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
