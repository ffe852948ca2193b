// Dablot's endgame in a real browser, on a phone: a person who plays carelessly (always the first
// piece that can move, to the first point it can go to) against the strong computer loses the
// game by the rules — every piece captured, or no move left — not by a draw when too many turns
// pass without a capture. The page never froze while the computer thought (Long Tasks API),
// building an exact table of the last three pieces included.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, useSite, sized, playToEnd, watchThinking, dablotClick } from "./harness.mjs";

const site = useSite();

test("on a phone, a careless player loses to the strong computer by the rules, not by the draw rule", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await page.addInitScript(watchThinking);
  await page.goto(`${site.server.url}#/dablot`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("seat-kind-0").selectOption("human");
  await page.getByTestId("seat-kind-1").selectOption("strong");
  await page.getByTestId("start").click();
  await page.getByTestId("pt-0-0").waitFor();
  await page.getByTestId("speed").selectOption("0");
  const { over, moves: clicks } = await playToEnd(page, dablotClick, 4000);
  assert.ok(over, "the game ended");
  const turn = await page.getByTestId("turn").innerText();
  const hint = await page.getByTestId("hint").innerText();
  const moves = await page.getByTestId("move-list").locator("li").count();
  const { longTasks, thinking } = await page.evaluate(() => ({ longTasks: window.__longTasks, thinking: window.__thinking }));
  const during = longTasks.filter(([s, d]) => thinking.some(([a, b]) => s < b && s + d > a));
  const longest = Math.max(...thinking.map(([a, b]) => b - a));
  console.log(
    `# ${clicks} clicks, ${moves} moves: ${turn} | ${hint} | thought ${thinking.length} times, longest ${Math.round(longest)} ms;` +
      ` long tasks then: ${JSON.stringify(during)}`,
  );
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "dablot-endgame-phone");
  assert.doesNotMatch(hint, /draw/i, "not a draw");
  assert.match(hint, /captured|could not move/, "won by the rules");
  assert.match(turn, /landowners? .*won|won/i);
  // Thinking is cut into slices; a machine busy with other work may stretch one now and then.
  assert.ok(during.every(([, d]) => d < 150), `no freeze while thinking: ${JSON.stringify(during)}`);
  assert.deepEqual(errors, []);
  await close();
});
