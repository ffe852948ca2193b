// The hyena game in a real browser: a three-player game (one person, two computer seats) played
// to its end with the degrees of defeat listed; the spiral with 200 hollows on a desktop and on a
// phone, and a random hollow count shown; the hyena coming back from the well and eating a mother
// (a position opened from a link), with the sticks tumbling and the hyena moving hollow by hollow.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite } from "./harness.mjs";

const site = useSite();

/** Starts a game with these options; seat 0 is a person, the others computer beginners. */
async function newGame(page, options, people = [0]) {
  await page.goto(`${site.server.url}#/hyena`);
  await page.getByTestId("setup").waitFor();
  for (const [key, value] of Object.entries(options)) {
    await page.getByTestId(`opt-${key}`).fill(String(value));
    await page.getByTestId(`opt-${key}`).dispatchEvent("change");
  }
  const seats = options.players ?? 4;
  for (let s = 0; s < seats; s++) {
    await page.getByTestId(`seat-kind-${s}`).selectOption(people.includes(s) ? "human" : "beginner");
  }
  await page.getByTestId("start").click();
  await page.getByTestId("spiral").waitFor();
}

const place = (page, id) => page.getByTestId(id).getAttribute("data-place");

test("a three-player game, one person and two computer seats, to its end", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, { players: 3, hollows: 24 });
  assert.match(await page.getByTestId("hollow-count").innerText(), /24 hollows/);
  assert.equal(await page.locator(".hy-hollow").count(), 24);
  for (const s of [0, 1, 2]) assert.equal(await place(page, `mother-${s}`), "village");
  await page.getByTestId("speed").selectOption("0");
  let throws = 0, choices = 0, targets = 0, keyboard = false, shotTaken = false;
  for (let i = 0; i < 4000; i++) {
    if (await page.locator(".turn-bar.over").count()) break;
    const target = page.locator("[data-testid^=target-]");
    if (await target.count()) {
      // A choice that moves her: her target hollow is clickable (and reachable by keyboard).
      const label = await target.first().getAttribute("aria-label");
      assert.ok(label.length > 10, "the target hollow says what it does");
      if (!keyboard) {
        await target.first().focus();
        await page.keyboard.press("Enter");
        keyboard = true;
      } else {
        await target.first().click();
      }
      targets++;
    } else if (await page.locator("[data-testid^=choice-]").count()) {
      const buttons = await page.locator("[data-testid^=choice-]").allInnerTexts();
      assert.ok(buttons.every((b) => b.trim().length > 3), "every choice is labelled");
      const spend = page.locator("[data-testid^=choice-pay], [data-testid^=choice-step], [data-testid^=choice-spend]");
      await (await spend.count() ? spend.first() : page.locator("[data-testid^=choice-]").first()).click();
      choices++;
    } else if (await page.getByTestId("throw").isVisible().catch(() => false)) {
      await page.getByTestId("throw").click();
      throws++;
    }
    if (!shotTaken && throws > 30) {
      await shot(page, "hyena-game");
      shotTaken = true;
    }
    await page.waitForTimeout(40);
  }
  assert.ok(await page.locator(".turn-bar.over").count(), "the game ended");
  assert.ok(throws > 10, `the person threw ${throws} times`);
  // The degrees of defeat: every player in a rank, the hyena first.
  const result = page.getByTestId("result");
  await result.waitFor();
  const ranks = [];
  for (const s of [0, 1, 2]) {
    const line = result.getByTestId(`rank-${s}`);
    assert.equal(await line.count(), 1, `player ${s + 1} is listed`);
    ranks.push(+(await line.getAttribute("data-rank")));
  }
  assert.ok(ranks.every((r) => r >= 1 && r <= 3), `ranks ${ranks}`);
  assert.equal(ranks.filter((r) => r === 1).length, 1, "one hyena");
  const first = await result.locator("li").first().innerText();
  assert.match(first, /hyena/, "the hyena's player comes first");
  for (const s of [0, 1, 2]) assert.match(await place(page, `mother-${s}`), /^(home|eaten-\d+)$/);
  console.log(`# person: ${throws} throws, ${choices} choices, ${targets} targets; ranks ${ranks}`);
  await result.scrollIntoViewIfNeeded();
  await shot(page, "hyena-end");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the spiral with 200 hollows, on a desktop and on a phone; a random count is shown", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, { players: 8, hollows: 200 }, []);
  assert.equal(await page.locator(".hy-hollow").count(), 200);
  assert.equal(await page.getByTestId("spiral").getAttribute("data-hollows"), "200");
  await page.getByTestId("speed").selectOption("0");
  // Let the computer seats spread out along the groove.
  await page.waitForFunction(() => document.querySelectorAll("[data-place^=hollow-]").length >= 5, null, {
    timeout: 120000,
  });
  await page.getByTestId("board").scrollIntoViewIfNeeded();
  await page.getByTestId("board").screenshot({ path: "screenshots/hyena-spiral-200.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("board").scrollIntoViewIfNeeded();
  await shot(page, "hyena-spiral-200-phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 390, `no sideways scrolling on a phone (${overflow} px)`);
  const box = await page.getByTestId("spiral").boundingBox();
  assert.ok(box.width >= 300, `the spiral fills the phone's width (${box.width} px)`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await newGame(page, { players: 2, hollows: 50, spread: 10 }, []);
  await page.getByTestId("hollow-count").getByText(/drawn at random from 40 to 60/).waitFor();
  const n = +(await page.getByTestId("spiral").getAttribute("data-hollows"));
  assert.ok(n >= 40 && n <= 60, `${n} hollows`);
  assert.equal(await page.locator(".hy-hollow").count(), n);
  assert.deepEqual(errors, []);
  await page.close();
});

// Positions are opened by link. Each link is `cargo lab link hyena --record FILE` for a record
// with the header `game: hyena`, `options: players=3,hollows=40`, `seat 0: person`,
// `seat 1: computer beginner`, `seat 2: computer beginner`, `throws: recorded`, and the moves
// given (make the link again if the rules revision changes).
//
// Moves: taba sta×6 rab sta rab taba×5. The first player's mother waited at the well and banked a
// sta and a rab' there; her five tâbas are paid and she starts home.
const SPEND = "#/hyena?g=AQIUcGxheWVycz0zLGhvbGxvd3M9NDADAAABAAEAAQAAAAAAAAAADwADAwMDAwMCAwIAAAAAAPknKnc";

test("spending banked throws: labelled buttons, and the target hollow by mouse or keyboard", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + SPEND, errors);
  await page.getByTestId("spiral").waitFor();
  await page.getByTestId("speed").selectOption("0");
  assert.equal(await place(page, "mother-0"), "well");
  assert.match(await page.getByTestId("player-0").innerText(), /throws banked: 4 ×1, 6 ×1/);
  const ids = await page.locator("[data-testid^=choice-]").evaluateAll((els) => els.map((e) => e.dataset.testid));
  assert.deepEqual(ids, ["choice-throw", "choice-spend-4", "choice-spend-6"]);
  assert.match(await page.getByTestId("choice-spend-6").innerText(), /spend a banked sta: she moves 6 days/i);
  // Pointing at a choice marks its target hollow.
  await page.getByTestId("choice-spend-6").hover();
  assert.match(await page.getByTestId("target-spend-6").getAttribute("class"), /hot/);
  await page.getByTestId("board").screenshot({ path: "screenshots/hyena-choice.png" });
  // The sta by its target hollow (hollow 35), with the keyboard.
  await page.getByTestId("target-spend-6").focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-testid=mother-0]").dataset.place === "hollow-35");
  // The rab' by its button.
  await page.getByTestId("choice-spend-4").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=mother-0]").dataset.place === "hollow-31");
  assert.deepEqual(
    await page.locator("[data-testid^=choice-]").evaluateAll((els) => els.map((e) => e.dataset.testid)),
    [],
    "nothing left to spend: the person throws",
  );
  assert.ok(await page.getByTestId("throw").isVisible());
  assert.deepEqual(errors, []);
  await page.close();
});

// Moves: ymn | taba sta×6 rab taba×5 ymn | taba sta×6 rab taba×5 sta sta sta ymn |
// taba sta×6 rab taba×5 sta×6 rab taba step taba taba sta sta sta rab taba×10. The first
// player's mother is home, so he is the hyena; the hyena has drunk at the well and comes
// back; the second player's mother is on hollow 39 on her way home, the third's on hollow 21.
// Seat 0 is a person, who throws for the hyena.
const RETURN =
  "#/hyena?g=AQIUcGxheWVycz0zLGhvbGxvd3M9NDADAAABAAEAAQAAAAAAAAAARgEAAwMDAwMDAgAAAAAAAQADAwMDAwMCAAAAAAADAwMBAAMDAwMDAwIAAAAAAAMDAwMDAwIAAAAAAwMDAgAAAAAAAAAAAADAiGyX";

test("the hyena comes back from the well and eats the mother he overtakes", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + RETURN, errors);
  await page.getByTestId("spiral").waitFor();
  const hyena = page.getByTestId("hyena");
  assert.equal(await hyena.getAttribute("data-place"), "well");
  assert.match(await hyena.getAttribute("class"), /hunting/);
  assert.equal(await place(page, "mother-1"), "hollow-39");
  assert.equal(await place(page, "mother-2"), "hollow-21");
  assert.match(await page.getByTestId("player-0").innerText(), /hyena/);
  // Slow speed (for a class): the sticks tumble, then the hyena moves hollow by hollow. The
  // person throws until the hyena moves (a tâba is only banked).
  const seen = [];
  let shotDone = false;
  let effect = "";
  for (let i = 0; i < 30 && !effect; i++) {
    await page.getByTestId("throw").click();
    await page.waitForTimeout(150);
    assert.ok(await page.locator(".sticks .stick.fly").count(), "the sticks fly");
    // Watch the hyena's place until this throw's animation is over (what the move did is read
    // as soon as she is eaten: the computer's turn comes soon after the animation).
    const t0 = Date.now();
    while (Date.now() - t0 < 6000) {
      const p = await hyena.getAttribute("data-place");
      if (seen.at(-1) !== p) seen.push(p);
      // The moment the hyena has gone past her hollow (well, 40, 39, 38).
      if (seen.length === 4 && !shotDone) {
        await shot(page, "hyena-return");
        shotDone = true;
      }
      if (!effect && (await place(page, "mother-1")).startsWith("eaten")) {
        effect = await page.getByTestId("effect").innerText();
        assert.match(await place(page, "mother-2"), /^hollow-/, "the mother further ahead is safe for now");
      }
      if (!(await page.getByTestId("skip").isVisible().catch(() => false)) && Date.now() - t0 > 1500) break;
      await page.waitForTimeout(60);
    }
  }
  assert.equal(await place(page, "mother-1"), "eaten-39", "the hyena ate the mother he overtook");
  assert.match(effect, /eats Player 2's mother/);
  // Hollow by hollow: the well, then 40, 39, 38… one at a time.
  const days = seen.filter((p) => p.startsWith("hollow-")).map((p) => +p.slice(7));
  assert.ok(days.length >= 4, `the hyena was seen on ${seen}`);
  assert.ok(days.every((d, i) => i === 0 || d === days[i - 1] - 1), `one hollow at a time: ${days}`);
  await shot(page, "hyena-return-after");
  assert.deepEqual(errors, []);
  await page.close();
});
