// Dablot Prejjesne in a real browser: an opening played by click, keyboard and drag leads to a
// position where capture is compulsory; a non-capturing piece cannot be chosen there; the prince
// then takes three pieces jump by jump (the remaining jumps shown at each step), the pieces vanish
// and appear beside the board. With Keyland's optional capture a chain can stop after a jump. A
// game against the computer gets its reply. Nothing logs an error. The table as players meet it:
// a click on a piece that cannot move says why; stepping through, the pieces taken are those of
// the step shown; the players' colours are the pieces'; a long capture in the move list wraps;
// the board, the turn bar and the hint fit in one screen; headings in order; the Sámi words marked;
// names typed for the seats are used beside the board and in messages; each player's chip is
// drawn as his pieces are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite, moreOptions, sized, playToEnd, fromTurnBar, reviewFinished, dablotClick } from "./harness.mjs";

const site = useSite();

/** Opens the Dablot page and starts a game with the given options and seat kinds. */
async function newGame(errors, { options = {}, seats = ["human", "human"] } = {}) {
  const page = await openPage(site.browser.context, `${site.server.url}#/dablot`, errors);
  await page.getByTestId("setup").waitFor();
  await moreOptions(page);
  for (const [k, v] of Object.entries(options)) await page.getByTestId(`opt-${k}`).selectOption(v);
  for (const [i, kind] of seats.entries()) await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  await page.getByTestId("start").click();
  await page.getByTestId("pt-0-0").waitFor();
  await page.getByTestId("speed").selectOption("0");
  return page;
}

const pt = (page, p) => page.getByTestId(`pt-${p.replace(",", "-")}`);
const label = (page, p) => pt(page, p).getAttribute("aria-label");
const classes = async (page, p) => (await pt(page, p).getAttribute("class")).split(" ");
/** The points carrying a class (mv: can be chosen, tg: can go there, sel: chosen). */
const marked = (page, cls) =>
  page.locator(`.db-pt.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.testid.slice(3).replace("-", ",")).sort());
const moveList = (page) =>
  page.getByTestId("move-list").locator("code").evaluateAll((els) => els.map((e) => e.textContent).reverse());

async function clickMove(page, text) {
  const [from, to] = text.split("-");
  await pt(page, from).click();
  await pt(page, to).click();
}

async function dragMove(page, from, to) {
  const a = await pt(page, from).boundingBox();
  const b = await pt(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

// Leads to a position where the Sámi (side 0) must capture: the soldier on 6,4 or the prince on
// 8,6 can, and the prince has a three-jump chain with a choice at its third jump.
const OPENING = ["10,6-8,6", "0,6-2,6", "8,6-10,6", "2,8-3,7", "9,5-8,6", "6,8-6,6"];

test("opening, compulsory capture and a prince's chain taken jump by jump", async () => {
  const errors = [];
  const page = await newGame(errors);
  const board = page.getByTestId("board");
  assert.equal(await board.locator("[data-testid^=pt-]").count(), 72, "72 points");
  assert.equal(await board.locator(".db-board > svg .db-pc").count(), 60, "30 pieces a side");
  assert.match(await label(page, "10,6"), /Sámi king/);
  assert.match(await label(page, "0,6"), /Point 0,6: landowner\./);
  assert.match(await label(page, "1,7"), /landowner's son/);
  assert.match(await label(page, "5,5"), /empty/);
  assert.match(await page.getByTestId("turn").innerText(), /Sámi/);
  assert.deepEqual(
    (await page.getByTestId("seat-list").innerText()).split("\n").filter(Boolean).slice(0, 2),
    ["Sámi", "Landowners"],
  );
  await shot(page, "dablot-opening");

  // Move 1 by clicks; selecting shows the destinations.
  await pt(page, "10,6").click();
  assert.ok((await classes(page, "10,6")).includes("sel"));
  assert.deepEqual(await marked(page, "tg"), ["8,6", "9,7"]);
  await pt(page, "8,6").click();
  assert.match(await label(page, "8,6"), /Sámi king/);
  assert.match(await label(page, "10,6"), /empty/);
  assert.ok((await classes(page, "8,6")).includes("last"), "last move marked");

  // Move 2 by keyboard: focus the landowner, Enter, arrow right, Space.
  await pt(page, "0,6").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  assert.match(await label(page, "2,6"), /Point 2,6: landowner\./);

  // Move 3 by clicks, move 4 by dragging the peasant.
  await clickMove(page, OPENING[2]);
  await dragMove(page, "2,8", "3,7");
  assert.match(await label(page, "3,7"), /peasant/);
  await clickMove(page, OPENING[4]);
  await clickMove(page, OPENING[5]);
  assert.deepEqual(await moveList(page), OPENING);

  // Capture is compulsory: only the two capturing pieces can be chosen, and the game says why.
  assert.match(await page.getByTestId("hint").innerText(), /compulsory/);
  assert.deepEqual(await marked(page, "mv"), ["6,4", "8,6"]);
  await pt(page, "2,4").click(); // a warrior that could step to 1,5 or 3,5 were capture optional
  assert.deepEqual(await marked(page, "sel"), [], "a non-capturing piece cannot be chosen");
  assert.deepEqual(await marked(page, "tg"), []);
  // ... and the board says why; so it does for the other side's pieces and an empty point.
  const why = page.getByTestId("why");
  assert.match(await why.innerText(), /Capture is compulsory, and the warrior cannot capture/);
  await pt(page, "0,10").click();
  assert.match(await why.innerText(), /The peasant belongs to the Landowners; the Sámi are to move/);
  await pt(page, "5,5").click();
  assert.match(await why.innerText(), /Point 5,5 is empty/);
  await page.getByTestId("board").screenshot({ path: "screenshots/dablot-why.png" });

  // The prince's chain, jump by jump.
  await pt(page, "8,6").click();
  assert.deepEqual(await marked(page, "tg"), ["4,6"]);
  await pt(page, "4,6").click();
  assert.deepEqual(await marked(page, "tg"), ["2,8"], "after the first jump, the next one is shown");
  assert.equal(await board.locator(".db-pc.ghost").count(), 1, "the jumped peasant is crossed out");
  assert.match(await page.getByTestId("hint").innerText(), /Jump again/);
  assert.equal(await page.getByTestId("stop").isVisible(), false, "no stopping when capture is compulsory");
  await shot(page, "dablot-chain");
  await pt(page, "2,8").click();
  assert.deepEqual(await marked(page, "tg"), ["0,6", "6,8"], "two ways on after the second jump");
  await shot(page, "dablot-chain-branch");
  await pt(page, "0,6").click();

  assert.deepEqual((await moveList(page)).at(-1), "8,6x4,6x2,8x0,6");
  for (const p of ["6,6", "3,7", "1,7"]) assert.match(await label(page, p), /empty/, `${p} taken`);
  assert.match(await label(page, "0,6"), /Sámi prince/);
  assert.equal(await board.locator(".db-board > svg .db-pc:not(.ghost)").count(), 57);
  const tray = page.getByTestId("taken-1");
  assert.match(await tray.innerText(), /Taken from the Landowners/);
  assert.equal(await tray.locator("li[data-rank=prince]").getAttribute("data-n"), "1");
  assert.equal(await tray.locator("li[data-rank=soldier]").getAttribute("data-n"), "2");
  assert.match(await tray.innerText(), /2 peasants/);
  assert.match(await page.getByTestId("taken-0").innerText(), /none yet/);
  await shot(page, "dablot-after-chain");

  // "Why?" on the chain: each jump on the board in turn, with the rank rule quoted.
  await page.getByTestId("why-7").click();
  const steps = page.getByTestId("explain-steps").locator("li");
  assert.equal(await steps.count(), 3, "one step per jump");
  assert.match(await page.getByTestId("explain-now").innerText(), /The Sámi prince on 8,6 jumps over the .+ and lands on 4,6/);
  assert.match(await page.getByTestId("explain").innerText(), /Pieces can only capture opposing pieces of equal or lower rank/);
  assert.match(await label(page, "4,6"), /Sámi prince/, "the board shows the prince after his first jump");
  assert.match(await label(page, "0,6"), /empty/, "not yet at the end of the chain");
  await page.getByTestId("explain-next").click();
  await page.getByTestId("explain-count").filter({ hasText: /Step 2 of 3/ }).waitFor();
  assert.match(await label(page, "2,8"), /Sámi prince/);
  await page.evaluate(() => document.querySelector(".turn-bar").scrollIntoView());
  await shot(page, "dablot-why-chain");
  await page.getByTestId("explain-close").click();
  assert.match(await label(page, "0,6"), /Sámi prince/, "back to the game as it is");

  // Stepping through: the pieces beside the board are those taken up to the step shown.
  await page.getByTestId("replay-back").click();
  assert.match(await page.getByTestId("taken-1").innerText(), /none yet/);
  assert.equal(await tray.locator("li[data-rank=prince]").getAttribute("data-n"), "0");
  assert.match(await label(page, "1,7"), /landowner's son/);
  await pt(page, "6,4").click();
  assert.match(await page.getByTestId("why").innerText(), /earlier position/);
  await page.getByTestId("replay-end").click();
  assert.match(await tray.innerText(), /2 peasants/);

  // Undo (the shell's) brings the pieces back.
  await page.getByTestId("undo").click();
  assert.match(await label(page, "1,7"), /landowner's son/);
  assert.equal(await page.getByTestId("taken-1").locator("li[data-rank=prince]").getAttribute("data-n"), "0");
  assert.match(await page.getByTestId("taken-1").innerText(), /none yet/);

  // A phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await pt(page, "8,6").scrollIntoViewIfNeeded();
  await shot(page, "dablot-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("optional capture (Keyland): a chain may stop after a jump", async () => {
  const errors = [];
  const page = await newGame(errors, { options: { capture: "optional" } });
  for (const mv of OPENING) await clickMove(page, mv);
  assert.doesNotMatch(await page.getByTestId("hint").innerText(), /compulsory/);
  assert.ok((await marked(page, "mv")).includes("2,4"), "any piece may move");
  await pt(page, "8,6").click();
  await pt(page, "4,6").click();
  assert.deepEqual(await marked(page, "tg"), ["2,8"]);
  assert.match(await page.getByTestId("hint").innerText(), /or stop here/);
  await page.getByTestId("stop").click();
  assert.deepEqual((await moveList(page)).at(-1), "8,6x4,6");
  assert.match(await label(page, "4,6"), /Sámi prince/);
  assert.match(await label(page, "3,7"), /peasant/);
  const inForce = await page.getByTestId("options-in-force").innerText();
  assert.match(inForce, /optional \(Keyland's record\)/);
  await page.getByTestId("rules").scrollIntoViewIfNeeded();
  await shot(page, "dablot-rules");
  assert.deepEqual(errors, []);
  await page.close();
});

test("against the computer", async () => {
  const errors = [];
  const page = await newGame(errors, { seats: ["human", "beginner"] });
  await clickMove(page, "4,4-5,5");
  await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] code").length >= 2);
  assert.match(await page.getByTestId("turn").innerText(), /Sámi/);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [name, width, height, mobile, projector] of [
  ["desktop", 1280, 800, false, false],
  ["phone", 390, 844, true, false],
  ["projector", 1920, 1080, false, true],
  ["projector-small", 1024, 768, false, true],
]) {
  test(`the board, the turn bar and the hint fit in one screen: ${name} ${width}×${height}`, async () => {
    const { page, errors, close } = await sized(width, height, mobile);
    await page.goto(site.server.url);
    if (projector) await page.getByTestId("projector").click();
    await page.goto(`${site.server.url}#/dablot`);
    await page.getByTestId("setup").waitFor();
    await page.getByTestId("start").click();
    await page.getByTestId("pt-0-0").waitFor();
    const at = await fromTurnBar(page, ["hint"]);
    const board = await page.locator("[data-testid=board] svg").first().evaluate((e) => Math.round(e.getBoundingClientRect().bottom));
    assert.ok(at.bar >= 0, `the turn bar is on screen (${at.bar})`);
    assert.ok(board <= at.screen && at.hint <= at.screen, `the board ends at ${board}, the hint at ${at.hint}, of ${at.screen}`);
    await shot(page, `dablot-fit-${name}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test("the players' colours are their pieces'; headings in order; the Sámi words marked", async () => {
  const errors = [];
  const page = await newGame(errors, { seats: ["human", "beginner"] });
  const chips = await page.locator(".seat-list .seat-chip").evaluateAll((els) =>
    els.map((e) => {
      const [r, g, b] = getComputedStyle(e).backgroundColor.match(/\d+/g).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }),
  );
  // Seat 0 plays the Sámi (light pieces), seat 1 the landowners (dark pieces).
  assert.ok(chips[0] > 0.75, `the Sámi's colour is light (${chips[0]})`);
  assert.ok(chips[1] < 0.25, `the landowners' colour is dark (${chips[1]})`);
  const levels = await page.locator("h1, h2, h3, h4").evaluateAll((els) => els.map((e) => +e.tagName[1]));
  assert.ok(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1), `heading levels skip: ${levels}`);
  const words = await page.getByTestId("words").locator("span[lang=sma]").allInnerTexts();
  assert.deepEqual(words, ["gånneka", "gånnekan alke", "dårake"]);
  assert.deepEqual(errors, []);
  await page.close();
});

// A game of 87 random moves ending with a capture of seven jumps, 10,4x10,8x8,10x6,8x4,6x4,10x6,8
// (`seeded_link`, seed 1, default options, seat 0 a person, seat 1 a computer beginner).
const LONG_CHAIN =
  "#/dablot?g=AgEAAgAAAQAAAQAAAAAAAABXDggPAwAAAAMBCgASABsCHgABDhgBAAsbCxYIEhIAGAITDAAEGA0AABwBABsZAAsBBBcOEhoOCCEAABUFDAAZBxYdAgAHCgcAJRERChUoKwQYBQknFSgAAE7kITw";

for (const [name, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]]) {
  test(`a long capture in the move list does not widen the page: ${name}`, async () => {
    const { page, errors, close } = await sized(width, height, width < 600);
    await page.goto(site.server.url + LONG_CHAIN);
    await page.getByTestId("pt-0-0").waitFor();
    const codes = await page.getByTestId("move-list").locator("code").allInnerTexts();
    assert.ok(codes.includes("10,4x10,8x8,10x6,8x4,6x4,10x6,8"), "the long capture is listed");
    const wide = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(wide[0] <= wide[1], `the page is ${wide[0]} px wide on a ${wide[1]} px screen`);
    await page.getByTestId("move-list").scrollIntoViewIfNeeded();
    await shot(page, `dablot-long-chain-${name}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test("a whole game against the computer, played by clicks to its end", async () => {
  const errors = [];
  const page = await newGame(errors, { seats: ["human", "beginner"] });
  const { over, moves: clicks } = await playToEnd(page, dablotClick, 4000);
  assert.ok(over, "the game ended");
  const moves = await page.getByTestId("move-list").locator("li").count();
  console.log(`# ${clicks} clicks, ${moves} moves listed: ${await page.getByTestId("turn").innerText()}`);
  assert.ok(clicks > 20, `the person played (${clicks} clicks)`);
  assert.match(await page.getByTestId("hint").innerText(), /captured|could not move|draw/);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "dablot-end");
  assert.deepEqual(errors, []);
  await page.close();
});

// A game against the computer (beginner) 150 moves in, as the test above played it by clicks
// (tests/browser/data/dablot-late.txt).
const LATE =
  "#/dablot?g=AgEAAgAAAQAAkoYPr2d5sqOWAQUMAgAKAAMHABMAEAAAAAAKAAAHAAAAAAAYABIAAgARAA8AAwALAAQAEAABABAADAACAAYAAAATAAwAAAAWABwADwAJABsAFgAOAAEAEwAPAAwAIQAQACAACAABAAoAGgATAAUAAgApAAMAFQAWACwACgAtAAAHAAAMAR0AIAEaADYBBwAbAR4AMwEfAB8BGAApASgAJwDni-tu"; // dablot-late.txt

test("the end of a game against the computer, played by clicks at the pace a player gets", async () => {
  // A browser of its own, nothing stored: the pace a person alone gets (fast), every slide and
  // capture shown. From 150 moves in, so that the test stays short.
  const { page, errors, close } = await sized(1280, 800, false);
  await page.goto(`${site.server.url}${LATE}`);
  await page.getByTestId("pt-0-0").waitFor();
  assert.equal(await page.getByTestId("speed").inputValue(), "35", "a person alone gets the fast pace");
  const { over, moves: clicks } = await playToEnd(page, dablotClick, 4000);
  assert.ok(over, "the game ended");
  assert.ok(clicks > 5, `the person played (${clicks} clicks)`);
  assert.match(await page.getByTestId("turn").innerText(), /won|drawn/i);
  // Its review: a key moment on the board and, where a decision was worse, the better move.
  const { moment, better } = await reviewFinished(page);
  console.log(`# dablot, reviewed: ${moment}; ${better || "every decision the best found"}`);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "dablot-review");
  assert.deepEqual(errors, []);
  await close();
});

test("names typed for the seats are used beside the board and in messages", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/dablot`, errors);
  await page.getByTestId("setup").waitFor();
  for (const [s, who] of [[0, "Sara"], [1, "Jon"]]) {
    await page.getByTestId(`seat-kind-${s}`).selectOption("human");
    await page.getByTestId(`seat-name-${s}`).fill(who);
  }
  await page.getByTestId("start").click();
  await page.getByTestId("pt-0-0").waitFor();
  // Beside the board: the trays of taken pieces, each under its side and its player's name.
  assert.match(await page.getByTestId("taken-0").locator("h2").innerText(), /^Taken from the Sámi · Sara$/);
  assert.match(await page.getByTestId("taken-1").locator("h2").innerText(), /^Taken from the Landowners · Jon$/);
  assert.match(await page.getByTestId("seat-list").innerText(), /Sámi · Sara[\s\S]*Landowners · Jon/);
  // A message: the player to move offers a draw.
  await page.getByTestId("offer-draw").click();
  assert.match(await page.getByTestId("draw-offer").innerText(), /Sámi · Sara offers a draw/);
  await page.getByTestId("board").screenshot({ path: "screenshots/dablot-names.png" });
  assert.deepEqual(errors, []);
  await page.close();
});

test("each player's chip in the list of players is drawn as his pieces are", async () => {
  const errors = [];
  const page = await newGame(errors, { seats: ["human", "beginner"] });
  const seen = await page.evaluate(() => {
    const rgb = (hex) => `rgb(${hex.trim().slice(1).match(/../g).map((h) => parseInt(h, 16)).join(", ")})`;
    const colours = (el) => ["--body", "--rim", "--mark"].map((v) => rgb(getComputedStyle(el).getPropertyValue(v)));
    const sami = +document.querySelector(".db-board").dataset.sami;
    const piece = { [sami]: colours(document.querySelector(".db-pc.sa")), [1 - sami]: colours(document.querySelector(".db-pc.lo")) };
    return [0, 1].map((s) => {
      const chip = getComputedStyle(document.querySelector(`.seat-list [data-seat="${s}"] .seat-chip`));
      return { piece: piece[s], body: chip.backgroundColor, rim: chip.borderTopColor, image: chip.backgroundImage };
    });
  });
  for (const [s, c] of seen.entries()) {
    const [body, rim, mark] = c.piece;
    assert.equal(c.body, body, `seat ${s}: the chip's body is the pieces' (${c.body})`);
    assert.equal(c.rim, rim, `seat ${s}: the chip's rim is the pieces' (${c.rim})`);
    assert.ok(c.image.includes(mark), `seat ${s}: the chip's centre is the pieces' mark ${mark} (${c.image})`);
  }
  await page.locator(".seat-list").screenshot({ path: "screenshots/dablot-seat-chips.png" });
  assert.deepEqual(errors, []);
  await page.close();
});
