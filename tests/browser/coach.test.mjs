// The coach in a real browser: in Dablot and Um dyar, a hint names the move the strong computer
// would play and why, and "Play this move" plays it; "What the computer sees" lists every legal
// move of the position once, each with its estimate as a percentage and how often the search
// tried it; the page never freezes while the coach thinks (no long task of 150 ms or more, and
// the page keeps painting frames). Nothing logs an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, startTwoPeople, useSite } from "./harness.mjs";
import { SPEND, SPLIT } from "./games.mjs";

const site = useSite();

// Legal moves of the opening position (`cargo lab moves dablot | wc -l`: 15;
// `cargo lab moves um-dyar | wc -l`: 6), and the places they end on (Dablot's 15 steps end on 9
// points; each Um dyar move is a hole).
const GAMES = { dablot: 15, "um-dyar": 6 };
const PLACES = { dablot: 9, "um-dyar": 6 };

/** Records long tasks and the gaps between painted frames while the coach thinks. */
function watch() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  window.__frames = [];
  const frame = (t) => {
    window.__frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function newGame(errors, game) {
  const page = await openPage(site.browser.context, `${site.server.url}#/${game}`, errors);
  await page.addInitScript(watch);
  await page.reload();
  await startTwoPeople(page, game);
  await page.getByTestId("speed").selectOption("0");
  return page;
}

/** Clicks `button`, waits for the coach to finish thinking; returns the longest long task and
 *  the longest gap between painted frames meanwhile. */
async function thought(page, button) {
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId(button).click();
  await page.getByTestId("coach-thinking").waitFor({ state: "detached", timeout: 120_000 });
  return page.evaluate((t0) => {
    const tasks = window.__longTasks.filter(([s]) => s >= t0).map(([, d]) => d);
    const frames = window.__frames.filter((t) => t >= t0);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    return { task: Math.max(0, ...tasks), gap: Math.max(0, ...gaps), frames: frames.length };
  }, t0);
}

const moveList = (page) =>
  page.getByTestId("move-list").locator("code").evaluateAll((els) => els.map((e) => e.textContent).reverse());

for (const [game, legal] of Object.entries(GAMES)) {
  test(`${game}: a hint, played; what the computer sees, one line per legal move; the page stays responsive`, async () => {
    const errors = [];
    const page = await newGame(errors, game);

    // What the computer sees: every legal move once, with a percentage and its visits.
    const busy = await thought(page, "coach-sees");
    console.log(`# ${game}: coach thought with ${busy.frames} frames painted, longest gap ${Math.round(busy.gap)} ms, longest task ${Math.round(busy.task)} ms`);
    assert.ok(busy.task < 150, `no long task of 150 ms or more while the coach thinks (${busy.task} ms)`);
    assert.ok(busy.frames >= 2 && busy.gap < 250, `the page kept painting while the coach thought (${busy.gap} ms)`);
    const items = page.getByTestId("coach-list").getByTestId("coach-item");
    assert.equal(await items.count(), legal);
    const lines = await items.evaluateAll((els) => els.map((e) => [e.dataset.move, e.textContent]));
    assert.equal(new Set(lines.map(([m]) => m)).size, legal, "each legal move once");
    for (const [, text] of lines) assert.match(text, /\d+ % chance of winning.*tried (1 time(?!s)|\d+ times)/);
    // ... and drawn on the board, where each move goes, for a class to see on the projector.
    const marks = page.getByTestId("board").getByTestId("estimate");
    assert.equal(await marks.count(), PLACES[game], "an estimate at each place a move goes");
    for (const m of await marks.allTextContents()) assert.match(m, /^\d+ %$/);
    await page.getByTestId("board").screenshot({ path: `screenshots/coach-board-${game}.png` });
    await shot(page, `coach-sees-${game}`);

    // The hint: the most-searched move (the list's first), with its estimate; played by its button.
    await page.getByTestId("coach-hint").click();
    const hint = page.getByTestId("coach-hint-text");
    await hint.waitFor();
    const best = lines[0][0];
    assert.match(await hint.textContent(), new RegExp(`would play ${best.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:.*% chance of winning`));
    await shot(page, `coach-hint-${game}`);
    await page.getByTestId("coach-play").click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 1);
    assert.deepEqual(await moveList(page), [best]);
    // A new position: the old advice is gone (from the board too); the next player may ask again.
    assert.equal(await page.getByTestId("coach-hint-text").count(), 0);
    assert.equal(await page.getByTestId("estimate").count(), 0);
    assert.equal(await page.getByTestId("coach-hint").isEnabled(), true);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Dèleb after the billets (lines=4): the men the throws can move; the hyena game with banked
// throws to spend.
const BOARDS = { deleb: [SPLIT, 4], hyena: [SPEND, 3] };
for (const [game, [link, places]] of Object.entries(BOARDS)) {
  test(`${game}: what the computer sees, drawn where each move goes`, async () => {
    const errors = [];
    const page = await openPage(site.browser.context, `${site.server.url}${link}`, errors);
    await page.addInitScript(watch);
    await page.reload();
    await page.getByTestId("board").waitFor();
    await thought(page, "coach-sees");
    // Dèleb: on each man a throw can move (his best throw); the hyena game: on each choice.
    const marks = page.getByTestId("board").getByTestId("estimate");
    assert.equal(await marks.count(), places);
    for (const m of await marks.allTextContents()) assert.match(m.trim(), /^\d+ %$/);
    await page.getByTestId("board").screenshot({ path: `screenshots/coach-board-${game}.png` });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("the coach is silent while the computer is to move", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/dablot`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("seat-kind-0").selectOption("strong");
  await page.getByTestId("seat-kind-1").selectOption("human");
  // The button as each frame showed it, from the start: looked at from here, the computer's
  // first move (a pause and a fraction of a second of thinking) could be over before a look.
  await page.evaluate(() => {
    window.coachFrames = [];
    const look = () => {
      const hint = document.querySelector("[data-testid=coach-hint]");
      const moves = document.querySelectorAll("[data-testid=move-list] li").length;
      if (hint) window.coachFrames.push({ moves, disabled: hint.disabled });
      if (!hint || moves === 0) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  // Once the computer has played, the person's turn: the coach can be asked.
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 1, null, { timeout: 60_000 });
  await page.getByTestId("coach-hint").waitFor({ state: "visible" });
  await page.waitForFunction(() => !document.querySelector("[data-testid=coach-hint]").disabled);
  const frames = await page.evaluate(() => window.coachFrames);
  const before = frames.filter((f) => f.moves === 0);
  assert.ok(before.length > 0, "frames were drawn while the computer was to move");
  assert.deepEqual(before.filter((f) => !f.disabled), [], `the hint was offered before the computer played (${before.length} frames)`);
  assert.deepEqual(errors, []);
  await page.close();
});
