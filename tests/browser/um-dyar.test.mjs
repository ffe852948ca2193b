// Um dyar in a real browser: a whole game against the computer, played to its end; the preview
// before a move; sowing animated seed by seed; the game survives a reload.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite } from "./harness.mjs";

const site = useSite();

/**
 * Starts a game with the person at South and the computer (beginner) at North: a match (the
 * default since rules revision 2), or with `mode` "game" a single game.
 */
async function newGame(page, mode) {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  if (mode) await page.getByTestId("opt-mode").selectOption(mode);
  await page.getByTestId("seat-kind-1").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
}

test("preview, then sowing seed by seed", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page);
  // Hovering South's hole 3 previews where the last seed lands.
  await page.getByTestId("hole-0-3").hover();
  await page.getByTestId("preview").getByText("last seed").waitFor();
  // Slow animation (the default): mid-sowing, the emptied hole has started filling again
  // and the other holes have not all received their seeds yet.
  await page.getByTestId("hole-0-3").click();
  await page.waitForTimeout(1500);
  await shot(page, "um-dyar-sowing");
  assert.ok(await page.getByTestId("skip").isVisible(), "a skip button during the animation");
  const seeds = await page.locator("[data-testid^=hole-1-]").evaluateAll((els) => els.map((e) => +e.dataset.seeds));
  assert.ok(seeds.some((n) => n === 12), "North's far holes have not been reached yet mid-sowing");
  await page.getByTestId("skip").click();
  assert.deepEqual(errors, []);
  await page.close();
});

test("a whole game against the computer, to its end", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  // A single game: a match, the default, can last many games.
  await newGame(page, "game");
  await page.getByTestId("speed").selectOption("0");
  let moves = 0;
  for (let i = 0; i < 400; i++) {
    if (await page.locator(".turn-bar.over").count()) break;
    const playable = page.locator(".ud-hole-group.playable");
    const pass = page.getByTestId("pass");
    if (await playable.count()) {
      await playable.first().click();
      moves++;
    } else if (await pass.isVisible().catch(() => false)) {
      await pass.click();
      moves++;
    }
    await page.waitForTimeout(60);
  }
  assert.ok(await page.locator(".turn-bar.over").count(), "the game ended");
  assert.ok(moves > 5, `the person played ${moves} moves`);
  const total = await page.locator("[data-testid^=pile-]").evaluateAll((els) => els.map((e) => +e.dataset.seeds));
  const onBoard = await page.locator("[data-testid^=hole-]").evaluateAll((els) => els.reduce((a, e) => a + +e.dataset.seeds, 0));
  assert.equal(total[0] + total[1] + onBoard, 144, "every seed is on the board or in a pile");
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-end");
  // The game is kept: reloading shows the same finished game.
  const before = await page.getByTestId("move-list").innerText();
  await page.reload();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("move-list").innerText(), before);
  assert.deepEqual(errors, []);
  await page.close();
});
