// "Review this game" (issue 31): in every game, on a desktop and a phone, a game opened from its
// link is reviewed (the button on the table), the review runs with its progress shown, then the
// graph of the chance of winning, a key moment shown on the board and a decision graded with the
// better move drawn beside the one played; in Arabic the graph runs right to left.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, sized, shot, eachAtOnce, shownMove, chooseWorseDecision } from "./harness.mjs";
import { GAMES, WHOLE } from "./review-games.mjs";

const site = useSite();

/** Opens `game`'s link on `page`, opens its review and waits for it to finish: a Dablot game's
 *  takes about half a minute alone, several reviews at once and another test file beside them
 *  on two processors a few times that (the time allowed only guards against a review that never
 *  ends; how long a review takes is measured by scripts/bench-review.mjs). */
async function reviewed(page, game) {
  await page.goto(`${site.server.url}${GAMES[game]}`);
  const open = page.getByTestId("review-open");
  await open.scrollIntoViewIfNeeded();
  await open.click();
  await page.getByTestId("game-review").waitFor();
  await page.getByTestId("review-graph").waitFor({ timeout: 240_000 });
}

const SIZES = [
  ["desktop", 1280, 800, false],
  ["phone", 390, 844, true],
];

test("every game is reviewed: graph, key moments on the board, the better move drawn", async () => {
  const cases = Object.keys(GAMES).flatMap((game) => SIZES.map((size) => [game, ...size]));
  const problems = await eachAtOnce(cases, 4, async ([game, name, w, h, mobile]) => {
    const { page, errors, close } = await sized(w, h, mobile);
    await reviewed(page, game);
    const [, len] = await shownMove(page);
    // The graph: a line per side, and as many positions as the game has, plus the start.
    const graph = page.getByTestId("review-graph");
    assert.equal(await graph.getAttribute("aria-valuemax"), String(len), `${game}: the graph spans the game`);
    assert.ok((await graph.locator("polyline").count()) >= 2, `${game}: a line per side`);
    // The graph fits the screen's width (a phone's too).
    const box = await graph.boundingBox();
    assert.ok(box.width <= w && box.x >= 0, `${game} (${name}): the graph is within the screen`);
    // A key moment, one click: the board shows the position after it.
    const moment = page.getByTestId("review-moment").first();
    const label = await moment.innerText();
    const number = Number(label.match(/\d+/)[0]);
    await moment.click();
    assert.equal((await shownMove(page))[0], number, `${game}: the key moment "${label}" is on the board`);
    // The keyboard moves along the graph: one position back.
    await graph.focus();
    await page.keyboard.press("ArrowLeft");
    assert.equal((await shownMove(page))[0], number - 1, `${game}: the left arrow steps back`);
    // A decision that was not the best: the better move is drawn on the board beside the one played.
    const caption = await chooseWorseDecision(page);
    let better = "";
    if (caption) {
      assert.equal(await caption.getAttribute("data-why"), "better");
      better = await caption.innerText();
      await page.getByTestId("review-why-open").click();
      assert.ok((await page.getByTestId("review-why").locator("li").count()) >= 1, `${game}: why it is better`);
      await page.getByTestId("turn").scrollIntoViewIfNeeded();
    }
    await shot(page, `game-review-${game}-${name}`);
    await page.getByTestId("game-review").scrollIntoViewIfNeeded();
    await shot(page, `game-review-${game}-${name}-panel`);
    await close();
    return { game, name, better, errors };
  });
  for (const p of problems) console.log(`# ${p.game} (${p.name}): ${p.better || "every decision the best found"}`);
  assert.deepEqual(problems.flatMap((p) => p.errors), []);
  // Where beginners played, some decision was worse than the best found, and drawn.
  for (const game of ["um-dyar", "dablot", "deleb"]) {
    assert.ok(problems.some((p) => p.game === game && p.better), `${game}: a better move was drawn`);
  }
});

test("in Arabic the graph's time runs right to left", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await page.addInitScript(() => localStorage.setItem("sandgames.lang", "ar"));
  await reviewed(page, "um-dyar");
  const graph = page.getByTestId("review-graph");
  assert.equal(await graph.getAttribute("data-direction"), "rtl");
  const start = await page.getByTestId("review-axis-start").boundingBox();
  const end = await page.getByTestId("review-axis-end").boundingBox();
  assert.ok(start.x > end.x, "the start is on the right, the last move on the left");
  // The scale's numbers are written as Arabic writes a percentage (each number isolated, as every
  // number put into a right-to-left text is).
  const scale = (await graph.locator("text.scale").allTextContents()).map((t) => t.replace(/[\u2066-\u2069]/g, ""));
  assert.deepEqual(scale, ["0٪", "50٪", "100٪"]);
  // The arrow that points to the left goes forward in time.
  await page.getByTestId("review-moment").first().click();
  const [at] = await shownMove(page);
  await graph.focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal((await shownMove(page))[0], at + 1, "left is later");
  // A click on the graph shows the position under it: three quarters of the way from the left
  // is a quarter of the game in, time running from the right.
  const hit = graph.locator("rect.hit");
  const area = await hit.boundingBox();
  await hit.click({ position: { x: area.width * 0.75, y: area.height / 2 } });
  const [clicked, len] = await shownMove(page);
  assert.ok(Math.abs(clicked - len / 4) <= 1, `the click showed move ${clicked} of ${len}`);
  // What the slider says of a position lists the sides with Arabic's comma, not a Latin one.
  const said = (await graph.getAttribute("aria-valuetext")).replace(/[\u2066-\u2069]/g, "");
  assert.match(said, /، /, said);
  assert.doesNotMatch(said, /, /, said);
  // The same line under the graph reads in order, right to left: each side's name, then its
  // chance, then the next side (once the list of sides was shown left to right, its parts
  // out of order).
  const names = await page.locator(".graph-key li").allInnerTexts();
  const seen = await page.locator(".graph-now").evaluate((p, names) => {
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode()) && !node.data.includes(names[0]));
    const text = node.data;
    const box = (from, to) => {
      const r = document.createRange();
      r.setStart(node, from);
      r.setEnd(node, to);
      const b = r.getClientRects()[0];
      return { what: text.slice(from, to), x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    // Each name, and its value's sign (the first "٪" after it), in the text's logical order.
    const parts = [];
    for (const name of names) {
      const i = text.indexOf(name);
      const pct = text.indexOf("٪", i);
      parts.push(box(i, i + name.length), box(pct, pct + 1));
    }
    return parts;
  }, names.map((n) => n.trim()));
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1], seen[i]];
    const later = b.y > a.y + 4 || (Math.abs(b.y - a.y) <= 4 && b.x < a.x);
    assert.ok(later, `"${b.what}" is read after "${a.what}": ${JSON.stringify(seen)}`);
  }
  await shot(page, "game-review-ar-phone");
  assert.deepEqual(errors, []);
  await close();
});

test("a long game's graph fills as the review goes, and the review stops when asked", async () => {
  // A whole Dèleb game on its default 20 lines (554 moves): its review takes a while, so the
  // graph of the moves reviewed so far is drawn as it goes, its line stopping where the review is.
  const { page, errors, close } = await sized(390, 844, true);
  await page.goto(`${site.server.url}${WHOLE["deleb-20"]}`);
  const [, len] = await shownMove(page);
  await page.getByTestId("review-open").click();
  const graph = page.getByTestId("review-graph-so-far");
  await graph.waitFor({ timeout: 60_000 });
  const reached = async () => (await graph.locator("polyline").first().getAttribute("points")).trim().split(/\s+/).length - 1;
  const first = await reached();
  assert.ok(first >= 1 && first < len, `the line stops at move ${first} of ${len}`);
  assert.equal(await graph.getAttribute("aria-valuemax"), String(len), "the graph spans the whole game");
  // It grows as the review goes on.
  const deadline = Date.now() + 60_000;
  while ((await reached()) <= first && Date.now() < deadline) await page.waitForTimeout(250);
  const later = await reached();
  assert.ok(later > first && later < len, `the line went on from move ${first} to ${later}`);
  await shot(page, "game-review-so-far-phone");
  await page.getByTestId("review-stop").click();
  await page.getByTestId("review-stopped").waitFor();
  assert.equal(await page.getByTestId("review-graph-so-far").count(), 0);
  assert.deepEqual(errors, []);
  await close();
});
