// Dablot Prejjesne in a real browser: an opening played by click, keyboard and drag leads to a
// position where capture is compulsory; a non-capturing piece cannot be chosen there; the prince
// then takes three pieces jump by jump (the remaining jumps shown at each step), the pieces vanish
// and appear beside the board. With Keyland's optional capture a chain can stop after a jump. A
// game against the computer gets its reply. Nothing logs an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite } from "./harness.mjs";

const site = useSite();

/** Opens the Dablot page and starts a game with the given options and seat kinds. */
async function newGame(errors, { options = {}, seats = ["human", "human"] } = {}) {
  const page = await openPage(site.browser.context, `${site.server.url}#/dablot`, errors);
  await page.getByTestId("setup").waitFor();
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
  assert.match(await label(page, "0,6"), /landowner \(Landowners\)/);
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
  assert.match(await label(page, "2,6"), /landowner \(/);

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
