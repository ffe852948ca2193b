// Um dyar in a real browser: a whole game against the computer, played to its end; the preview
// before a move; sowing animated seed by seed; the game survives a reload. The table as players
// meet it: the match's heading, the stores labelled, the seeds kept back named, why a game was
// decided by them; holes named as they read, no ring left on a clicked hole, a click on a hole
// that cannot be played says why; on a phone the piles go above and below the rows so that every
// hole's target is 44 px wide (a wider board scrolls in its frame); stepping through shows the
// step's stores; the board and the turn bar fit in one screen; the Hassaniya words are marked.
// A match: the new-game panel says what one is before it starts; mid-match its standing (games
// played, each side's holes and seeds, who is closing in); ended after the game in progress by
// both sides, against the computer on a phone and by two people on one screen, the standing then
// the result; the standing readable on a projector.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite, moreOptions, sized, playToEnd, umDyarMove, fromTurnBar, gameOver, reviewFinished } from "./harness.mjs";
import { KEPT } from "./games.mjs";

const site = useSite();

/**
 * Starts a game with the person at South and the computer (beginner) at North: a match (the
 * default since rules revision 2), or with `mode` "game" a single game.
 */
async function newGame(page, mode) {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
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
  await page.getByTestId("target-0-3").hover();
  await page.getByTestId("preview").getByText("last seed").waitFor();
  // At class speed, mid-sowing, the emptied hole has started filling again and the other holes
  // have not all received their seeds yet.
  await page.getByTestId("speed").selectOption("100");
  await page.getByTestId("target-0-3").click();
  await page.waitForTimeout(1500);
  await shot(page, "um-dyar-sowing");
  assert.ok(await page.getByTestId("skip").isVisible(), "a skip button during the animation");
  const seeds = await page.locator("[data-testid^=hole-1-]").evaluateAll((els) => els.map((e) => +e.dataset.seeds));
  assert.ok(seeds.some((n) => n === 12), "North's far holes have not been reached yet mid-sowing");
  await page.getByTestId("skip").click();
  assert.deepEqual(errors, []);
  await page.close();
});

test("a whole game against the computer, to its end, at the pace a player gets", async () => {
  // A browser of its own, nothing stored: the pace is the one a person alone gets (fast), every
  // sowing shown seed by seed. A single game on 2 × 4 holes of 8 seeds, to keep it short: a
  // match, the default, can last many games, and sowing is shown seed by seed.
  const { page, errors, close } = await sized(1280, 800, false);
  await newGameOn(page, "game", 4);
  assert.equal(await page.getByTestId("speed").inputValue(), "35", "a person alone gets the fast pace");
  const { over, moves } = await playToEnd(page, umDyarMove, 2000);
  assert.ok(over, "the game ended");
  assert.ok(moves > 5, `the person played ${moves} moves`);
  // The game is over as its last move is played; its sowing is still shown, seed by seed.
  await page.getByTestId("skip").waitFor({ state: "detached" });
  const total = await page.locator("[data-testid^=pile-]").evaluateAll((els) => els.map((e) => +e.dataset.seeds));
  const onBoard = await page.locator("[data-testid^=hole-]").evaluateAll((els) => els.reduce((a, e) => a + +e.dataset.seeds, 0));
  assert.equal(total[0] + total[1] + onBoard, 64, "every seed is on the board or in a pile");
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-end");
  // The game is kept: reloading shows the same finished game.
  const before = await page.getByTestId("move-list").innerText();
  await page.reload();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("move-list").innerText(), before);
  // Its review: a key moment on the board and, where a decision was worse, the better move.
  const { moment, better } = await reviewFinished(page);
  console.log(`# um-dyar, reviewed: ${moment}; ${better || "every decision the best found"}`);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-review");
  assert.deepEqual(errors, []);
  await close();
});

/** Starts a game like `newGame` on a page of its own size; `north`: who sits there (the
 *  computer, beginner, unless said). */
async function newGameOn(page, mode, holes, north = "beginner") {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
  if (mode) await page.getByTestId("opt-mode").selectOption(mode);
  if (holes) {
    await moreOptions(page);
    await page.getByTestId("opt-holes").fill(String(holes));
    await page.getByTestId("opt-holes").dispatchEvent("change");
  }
  await page.getByTestId("seat-kind-1").selectOption(north);
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
}

test("the match's heading, the stores labelled, holes named as they read", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page);
  const heading = await page.getByTestId("match").locator("h2").innerText();
  assert.equal(heading, "Match: game 1", "a match without a limit on games");
  assert.match(await page.getByTestId("pile-0").textContent(), /South.*captured/);
  assert.match(await page.getByTestId("pile-1").textContent(), /North.*captured/);
  assert.equal(await page.getByTestId("pile-0").getAttribute("aria-label"), "South's captured seeds: 0");
  // Every control's name holds the text it shows (axe: label-content-name-mismatch).
  const mismatched = await page.locator("[data-testid=board] [role=button]").evaluateAll((els) =>
    els
      .map((e) => [e.getAttribute("aria-label") ?? "", e.textContent.replace(/\s+/g, " ").trim()])
      .filter(([name, text]) => text && !name.toLowerCase().includes(text.toLowerCase())),
  );
  assert.deepEqual(mismatched, []);
  assert.equal(await page.locator("[data-testid=board] [role=button][aria-label^=\"South's hole\"]").count(), 6);
  // The keyboard reaches South's holes and marks the one it is on.
  await page.getByTestId("target-0-2").focus();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => [document.activeElement.dataset.testid, getComputedStyle(document.activeElement).stroke]);
  assert.equal(focused[0], "target-0-3");
  assert.notEqual(focused[1], "none", "a focus ring around the hole the keyboard is on");
  // The words of the source are marked as Hassaniya.
  const words = await page.getByTestId("words").locator("span[lang=mey-Latn]").allInnerTexts();
  assert.deepEqual(words, ["dyar", "dar", "kyétan", "kyit"]);
  const levels = await page.locator("h1, h2, h3, h4").evaluateAll((els) => els.map((e) => +e.tagName[1]));
  assert.ok(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1), `heading levels skip: ${levels}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a clicked hole keeps no ring; a hole that cannot be played says why", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page);
  await page.getByTestId("speed").selectOption("0");
  const why = page.getByTestId("why");
  // North's hole on South's turn.
  await page.getByTestId("target-1-2").click();
  assert.match(await why.innerText(), /That is North's hole: South sows from the holes of his own row/);
  // A hole played with the mouse, which stays on it while the computer answers.
  await page.getByTestId("target-0-3").click();
  assert.equal(await why.count(), 1);
  assert.equal((await why.innerText()).trim(), "", "a move clears the reason");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 2);
  const rims = await page.evaluate(() =>
    ["hole-0-3", "hole-0-1"].map((id) => {
      const r = getComputedStyle(document.querySelector(`[data-testid=${id}] .ud-rim`));
      return `${r.stroke} ${r.strokeWidth} ${r.strokeDasharray}`;
    }),
  );
  assert.equal(rims[0], rims[1], "the played hole looks like any other playable hole");
  await page.getByTestId("board").screenshot({ path: "screenshots/um-dyar-after-click.png" });
  assert.deepEqual(errors, []);
  await page.close();
});


test("seeds kept back: named on the pile, and why they decided the game before", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + KEPT, errors);
  await page.getByTestId("match").waitFor();
  assert.match(await page.getByTestId("pile-1").getAttribute("aria-label"), /^North's captured seeds: \d+, of which 4 kept back from the game before$/);
  assert.equal(await page.getByTestId("pile-0").getAttribute("aria-label"), `South's captured seeds: ${await page.getByTestId("pile-0").getAttribute("data-seeds")}`);
  assert.match(await page.getByTestId("last-game").innerText(), /was won by North/);
  assert.match(await page.getByTestId("last-game-why").innerText(), /North began it with 24 seeds kept back from the game before/);
  await page.getByTestId("match").screenshot({ path: "screenshots/um-dyar-kept.png" });
  // Stepping through: the stores, the labels and the match describe the step shown.
  await page.getByTestId("replay-start").click();
  for (const p of [0, 1]) {
    assert.equal(await page.getByTestId(`pile-${p}`).getAttribute("data-seeds"), "0");
    assert.match(await page.getByTestId(`pile-${p}`).getAttribute("aria-label"), /captured seeds: 0$/);
    assert.match(await page.getByTestId(`pile-${p}`).textContent(), /^\D*0\D*$/);
  }
  assert.equal(await page.getByTestId("match").locator("h2").innerText(), "Match: game 1");
  assert.equal(await page.getByTestId("last-game").count(), 0);
  assert.match(await page.getByTestId("target-0-1").getAttribute("aria-label"), /South's hole 1: 12 seeds/);
  // The why of a click while only looking.
  await page.getByTestId("target-0-1").click();
  assert.match(await page.getByTestId("why").innerText(), /earlier position/);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [name, width, height, mobile, projector] of [
  ["desktop", 1280, 800, false, false],
  ["phone", 390, 844, true, false],
  ["projector-small", 1024, 768, false, true],
]) {
  test(`the board and the turn bar fit in one screen: ${name} ${width}×${height}`, async () => {
    const { page, errors, close } = await sized(width, height, mobile);
    await page.goto(site.server.url);
    if (projector) await page.getByTestId("projector").click();
    await newGameOn(page);
    const at = await fromTurnBar(page, ["um-dyar-board"]);
    assert.ok(at.bar >= 0 && at["um-dyar-board"] <= at.screen, `the board ends at ${at["um-dyar-board"]} of ${at.screen}`);
    await shot(page, `um-dyar-fit-${name}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test("on a phone: holes of 44 px, readable numbers, a wide board scrolls in its frame, no ring after a tap", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await newGameOn(page);
  await page.getByTestId("speed").selectOption("0");
  assert.equal(await page.getByTestId("um-dyar-board").getAttribute("data-layout"), "narrow");
  const sizes = async () =>
    page.locator(".ud-hit").evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [Math.floor(r.width), Math.floor(r.height)]));
  for (const [w, h] of await sizes()) assert.ok(w >= 44 && h >= 44, `a hole's target of ${w}×${h} px`);
  const number = await page.locator(".ud-number").first().evaluate((e) => e.getBoundingClientRect().height);
  assert.ok(number >= 11, `hole numbers ${number} px high`);
  // A tap leaves no ring on the hole (a phone keeps :hover after a tap).
  await page.getByTestId("target-0-4").tap();
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 2);
  const rims = await page.evaluate(() =>
    ["hole-0-4", "hole-0-1"].map((id) => {
      const r = getComputedStyle(document.querySelector(`[data-testid=${id}] .ud-rim`));
      return `${r.stroke} ${r.strokeWidth} ${r.strokeDasharray}`;
    }),
  );
  assert.equal(rims[0], rims[1], "the tapped hole looks like any other playable hole");
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-phone");
  // Twelve holes a row: too wide for 44 px targets on this screen, so the board scrolls sideways
  // in its frame and the page does not.
  await newGameOn(page, "game", 12);
  for (const [w, h] of await sizes()) assert.ok(w >= 44 && h >= 44, `a hole's target of ${w}×${h} px`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, "the page does not scroll sideways");
  const field = await page.locator(".ud-field").evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(field[0] > field[1], `the board scrolls in its frame (${field})`);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-phone-12");
  assert.deepEqual(errors, []);
  await close();
});

/** Plays as South against the computer until the match is at game `n` (or over); whether it got there. */
async function playToGame(page, n, tries = 400) {
  const game = async () => +(await page.getByTestId("match").locator("h2").innerText()).match(/\d+/)[0];
  for (let i = 0; i < tries && (await game()) < n && !(await gameOver(page)); i++) await umDyarMove(page);
  return (await game()) >= n;
}

/** The match panel's standing: games played, each side's open holes (of the row) and seeds, who is closing in. */
async function standing(page) {
  const num = async (id) => +(await page.getByTestId(id).innerText()).trim();
  return {
    played: await page.getByTestId("match-played").innerText(),
    holes: [await page.getByTestId("holes-0").innerText(), await page.getByTestId("holes-1").innerText()],
    seeds: [await num("seeds-0"), await num("seeds-1")],
    closing: await page.getByTestId("closing").innerText(),
  };
}

/** The new-game panel, before a match starts, says what a match is and that it can be ended after any game. */
async function matchExplained(page) {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  const help = page.getByTestId("setup").getByText(/A match is a series of games/);
  assert.ok(await help.isVisible(), "the explanation is shown, not folded away");
  assert.match(await help.innerText(), /A match is a series of games.*agree to end it after any game.*more seeds wins/s);
}

/** Checks the match panel mid-match against the board: games played, each side's open holes (a
 *  row of 2) and seeds, and who is closing in. */
async function checkStanding(page) {
  const mid = await standing(page);
  assert.match(mid.played, /^[1-9]\d* games? played so far\.$/);
  for (const h of mid.holes) assert.match(h, /^[0-2] of 2$/);
  // Open holes on the board are the ones the panel counts.
  for (const p of [0, 1]) {
    const closed = await page.locator(`[data-testid^=target-${p}-]`).evaluateAll((els) => els.filter((e) => /closed/.test(e.getAttribute("aria-label"))).length);
    assert.equal(+mid.holes[p][0], 2 - closed, `player ${p}: ${closed} holes closed on the board`);
  }
  assert.ok(mid.seeds[0] + mid.seeds[1] <= 16 && mid.seeds.every((s) => s > 0), `seeds ${mid.seeds}`);
  if (mid.seeds[0] === mid.seeds[1]) assert.match(mid.closing, /level/);
  else {
    const [lead, other] = mid.seeds[0] > mid.seeds[1] ? ["South", "North"] : ["North", "South"];
    assert.match(mid.closing, new RegExp(`^${lead} is closing in: ${other} has (only )?\\d holes? left`));
  }
}

/** Both sides agree to end the match after the game in progress (`ask`: what the page asks),
 *  then it is played out: the standing at its end is the result. Returns the turn bar's text. */
async function endAfterThisGame(page, ask, name) {
  const game = +(await page.getByTestId("match").locator("h2").innerText()).match(/\d+/)[0];
  await page.getByTestId("stop-match").click();
  assert.match(await page.getByTestId("stop-ask").innerText(), ask);
  await page.getByTestId("match").scrollIntoViewIfNeeded();
  await shot(page, `um-dyar-stop-ask-${name}`);
  await page.getByTestId("stop-yes").click();
  await page.getByTestId("last-agreed").waitFor();
  assert.equal(await page.getByTestId("stop-match").count(), 0, "agreed once");
  const { over } = await playToEnd(page, umDyarMove);
  assert.ok(over, "the match ended");
  assert.equal(+(await page.getByTestId("match").locator("h2").innerText()).match(/\d+/)[0], game, "no game after the agreed one");
  // The standing at the end of that game is the result: more seeds wins, equal seeds draw.
  const end = await standing(page);
  const turn = await page.getByTestId("turn").innerText();
  const winner = end.seeds[0] > end.seeds[1] ? /Won by South/ : end.seeds[1] > end.seeds[0] ? /Won by North/ : /drawn/;
  assert.match(turn, winner);
  assert.match(turn, new RegExp(`The players ended the match after game ${game}\\. Seeds: South ${end.seeds[0]}, North ${end.seeds[1]}`));
  // The panel says so too, no longer who is closing in.
  const [hi, lo] = [Math.max(...end.seeds), Math.min(...end.seeds)];
  const final = end.seeds[0] === end.seeds[1] ? `The match ended in a draw on seeds, ${hi}–${hi}.` : `${end.seeds[0] > end.seeds[1] ? "South" : "North"} won the match on seeds, ${hi}–${lo}.`;
  assert.equal(end.closing, final);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, `um-dyar-stopped-${name}`);
  return turn;
}

test("on a phone against the computer: the match's standing, and ending it after this game", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await matchExplained(page);
  await shot(page, "um-dyar-setup-phone");
  // A match on 2 × 2 holes (4 seeds a hole) against the computer: game 2 comes quickly.
  await newGameOn(page, undefined, 2);
  await page.getByTestId("speed").selectOption("0");
  assert.ok(await playToGame(page, 2), "the match reached its second game");
  await checkStanding(page);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, "the page does not scroll sideways");
  await page.getByTestId("match").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-standing-phone");
  // The computer always agrees.
  const turn = await endAfterThisGame(page, /The computer agrees/, "phone");
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, "the page does not scroll sideways");
  // The address carries the agreement: reloading shows the same ending.
  await page.reload();
  await page.getByTestId("board").waitFor();
  assert.equal(await page.getByTestId("turn").innerText(), turn);
  assert.deepEqual(errors, []);
  await close();
});

test("on one screen (two people, desktop): the match's standing, and ending it after this game", async () => {
  const { page, errors, close } = await sized(1280, 800, false);
  await matchExplained(page);
  await newGameOn(page, undefined, 2, "human");
  await page.getByTestId("speed").selectOption("0");
  assert.ok(await playToGame(page, 2), "the match reached its second game");
  await checkStanding(page);
  await page.getByTestId("match").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-standing-desktop");
  // Not yet: "No" leaves the match as it was.
  await page.getByTestId("stop-match").click();
  await page.getByTestId("stop-no").click();
  assert.equal(await page.getByTestId("last-agreed").count(), 0);
  // Both people say that they agree.
  await endAfterThisGame(page, /Do both players agree\?/, "desktop");
  assert.deepEqual(errors, []);
  await close();
});

test("the match's standing reads on a projector (1920×1080)", async () => {
  const { page, errors, close } = await sized(1920, 1080, false);
  await newGameOn(page, undefined, 2);
  await page.getByTestId("speed").selectOption("0");
  assert.ok(await playToGame(page, 2), "the match reached its second game");
  // The projector hides the side column (and its speed menu): switched on once in game 2.
  await page.getByTestId("projector").click();
  await page.waitForFunction(() => document.body.classList.contains("projector"));
  const s = await standing(page);
  assert.match(s.played, /games? played so far/);
  const size = await page.getByTestId("seeds-0").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 24, `the seeds in the standing at ${size} px`);
  await page.getByTestId("match").scrollIntoViewIfNeeded();
  await shot(page, "um-dyar-standing-projector");
  assert.deepEqual(errors, []);
  await close();
});

test("names typed for the seats are used on the piles, the holes, the preview and the standing", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await page.getByTestId("setup").waitFor();
  for (const [s, who] of [[0, "Amina"], [1, "Sidi"]]) {
    await page.getByTestId(`seat-kind-${s}`).selectOption("human");
    await page.getByTestId(`seat-name-${s}`).fill(who);
  }
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
  // The piles under their players' names, the holes named by whose they are.
  assert.equal(await page.getByTestId("pile-0").locator(".ud-pile-name").textContent(), "Amina");
  assert.equal(await page.getByTestId("pile-1").locator(".ud-pile-name").textContent(), "Sidi");
  assert.match(await page.getByTestId("pile-1").getAttribute("aria-label"), /^Sidi's captured seeds: 0$/);
  assert.match(await page.getByTestId("target-0-3").getAttribute("aria-label"), /^Amina's hole 3: \d+ seeds$/);
  // The preview says in whose hole the last seed would land.
  await page.getByTestId("target-0-3").hover();
  assert.match(await page.getByTestId("preview").innerText(), /would land in (Amina|Sidi)'s hole/);
  // The match's standing: each row the side and the person.
  assert.match(await page.getByTestId("standing-0").locator("th").innerText(), /· Amina$/);
  assert.match(await page.getByTestId("standing-1").locator("th").innerText(), /· Sidi$/);
  await page.getByTestId("board").screenshot({ path: "screenshots/um-dyar-names.png" });
  assert.deepEqual(errors, []);
  await page.close();
});
