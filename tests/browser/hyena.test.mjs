// The hyena game in a real browser: a three-player game (one person, two computer seats) played
// to its end with the degrees of defeat listed; the spiral with 200 hollows on a desktop and on a
// phone, and a random hollow count shown; the hyena coming back from the well and eating a mother
// (a position opened from a link), with the sticks tumbling and the hyena moving hollow by hollow.
// The table as players meet it: a default game draws its spiral by itself; the spiral, the turn
// bar and the sticks fit in one screen (desktop, phone, projector); the throw's name waits for
// the sticks to land; a click on a mother that cannot move says why; stepping through shows that
// step's throw; the end lists safe mothers without a rank of arrival, their rings clear of each
// other in the village; the sticks' figure and the game's Arabic words are marked properly. On a
// projector whose turn it is and the throw's name read from the back of a room, with the players'
// cards in the same screen; the mothers in the village leave hollow 1's number clear. Names typed
// for the seats are used in the game's messages; each player's chip is his mother's stick.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite, moreOptions, sized, playToEnd, fromTurnBar, recordAttribute, reviewFinished } from "./harness.mjs";
import { SPEND } from "./games.mjs";

const site = useSite();

/** Starts a game with these options; seat 0 is a person, the others computer beginners. */
async function newGame(page, options, people = [0]) {
  await page.goto(`${site.server.url}#/hyena`);
  await page.getByTestId("setup").waitFor();
  for (const [key, value] of Object.entries(options)) {
    await moreOptions(page);
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

test("a three-player game, one person and two computer seats, to its end, at the pace a player gets", async () => {
  // A browser of its own, nothing stored: the pace a person alone gets (fast), every throw and
  // every walk shown.
  const { page, errors, close } = await sized(1280, 800, false);
  await newGame(page, { players: 3, hollows: 16, spread: 0 });
  assert.match(await page.getByTestId("hollow-count").innerText(), /16 hollows/);
  assert.equal(await page.locator(".hy-hollow").count(), 16);
  for (const s of [0, 1, 2]) assert.equal(await place(page, `mother-${s}`), "village");
  assert.equal(await page.getByTestId("speed").inputValue(), "35", "a person alone gets the fast pace");
  let throws = 0, choices = 0, targets = 0, keyboard = false, shotTaken = false;
  const { over } = await playToEnd(page, async (page) => {
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
    if (!shotTaken && throws > 12) {
      await shot(page, "hyena-game");
      shotTaken = true;
    }
    await page.waitForTimeout(40);
  }, 4000);
  assert.ok(over, "the game ended");
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
  // Its review: a key moment on the board and, where a decision was worse, the better move.
  const { moment, better } = await reviewFinished(page);
  console.log(`# hyena, reviewed: ${moment}; ${better || "every decision the best found"}`);
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "hyena-review");
  assert.deepEqual(errors, []);
  await close();
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

// Positions are opened by link. Each link is `cargo lab link hyena --record FILE` for a record
// with the header `game: hyena`, `options: players=3,hollows=40`, `seat 0: person`,
// `seat 1: computer beginner`, `seat 2: computer beginner`, `throws: recorded`, and the moves
// given (make the link again if the rules revision changes); SPEND is in games.mjs.
//
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
  // Slow, whatever an earlier test kept on this device (the speed is a kept preference).
  await page.getByTestId("speed").selectOption("100");
  const hyena = page.getByTestId("hyena");
  assert.equal(await hyena.getAttribute("data-place"), "well");
  assert.match(await hyena.getAttribute("class"), /hunting/);
  assert.equal(await place(page, "mother-1"), "hollow-39");
  assert.equal(await place(page, "mother-2"), "hollow-21");
  assert.match(await page.getByTestId("player-0").innerText(), /hyena/);
  // Slow speed (for a class): the sticks tumble, then the hyena moves hollow by hollow. The
  // person throws until the hyena moves (a tâba is only banked). Every place he takes is
  // recorded in the page; the test's own looks below only time the screenshot.
  const places = await recordAttribute(page, "[data-testid=hyena]", "data-place");
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
  const all = await places();
  const days = all.filter((p) => p?.startsWith("hollow-")).map((p) => +p.slice(7));
  assert.ok(days.length >= 4, `the hyena was seen on ${all}`);
  assert.ok(days.every((d, i) => i === 0 || d === days[i - 1] - 1), `one hollow at a time: ${days}`);
  await shot(page, "hyena-return-after");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a default game draws its spiral by itself (70 to 90 hollows) and shows the count", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, {});
  // No one threw for the spiral: the person is asked to throw for his mother at once.
  await page.getByTestId("throw").waitFor();
  assert.match(await page.getByTestId("turn").innerText(), /Player 1 throws the sticks/);
  const n = +(await page.getByTestId("spiral").getAttribute("data-hollows"));
  assert.ok(n >= 70 && n <= 90, `${n} hollows`);
  assert.equal(await page.locator(".hy-hollow").count(), n);
  assert.match(await page.getByTestId("hollow-count").innerText(), new RegExp(`has ${n} hollows .*drawn at random from 70 to 90`));
  const first = await page.getByTestId("move-list").locator("code").last().innerText();
  assert.equal(first, `spiral:${n}`, "the spiral's draw is the game's first move, by no player");
  assert.deepEqual(errors, []);
  await page.close();
});

const SIZES = [
  ["desktop", 1280, 800, false, false],
  ["phone", 390, 844, true, false],
  ["projector", 1920, 1080, false, true],
  ["projector-small", 1024, 768, false, true],
];

for (const [name, width, height, mobile, projector] of SIZES) {
  test(`the spiral, the turn bar and the sticks fit in one screen: ${name} ${width}×${height}`, async () => {
    const { page, errors, close } = await sized(width, height, mobile);
    await page.goto(site.server.url);
    if (projector) await page.getByTestId("projector").click();
    await newGame(page, {});
    await page.getByTestId("throw").click();
    // The sticks have landed when the throw's name shows.
    await page.waitForFunction(() => {
      const n = document.querySelector(".throw-name");
      return n && getComputedStyle(n).opacity === "1";
    });
    const at = await fromTurnBar(page, ["spiral", "sticks", "throw-result"]);
    assert.ok(at.bar >= 0, `the turn bar is on screen (${at.bar})`);
    for (const id of ["spiral", "sticks", "throw-result"]) {
      assert.ok(at[id] <= at.screen, `${id} ends at ${at[id]}, within the ${at.screen} px screen`);
    }
    // As large as the room allows: the spiral fills its column's width or the screen's height
    // (on a projector, what the players' cards under it leave).
    const fill = await page.evaluate((projector) => {
      const s = document.querySelector("[data-testid=spiral]").getBoundingClientRect();
      const f = document.querySelector(".hy-field").getBoundingClientRect();
      const bar = document.querySelector("[data-testid=turn]").getBoundingClientRect();
      const cards = projector ? document.querySelector("[data-testid=players]").getBoundingClientRect().height : 0;
      return { w: s.width, h: s.height, field: f.width, room: window.innerHeight - bar.height - cards };
    }, projector);
    assert.ok(fill.w >= fill.field - 2 || fill.h >= fill.room - 160, `the spiral is as large as it can be: ${JSON.stringify(fill)}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= width, `no sideways scrolling (${overflow} px)`);
    await shot(page, `hyena-fit-${name}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

test("the throw's name shows only when the sticks have landed", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, {});
  await page.getByTestId("speed").selectOption("100");
  await page.getByTestId("throw").click();
  await page.locator(".throw-name").waitFor({ state: "attached" });
  // Every animation held still, then shown mid-flight and at its end.
  const seen = await page.evaluate(() => {
    const all = document.getAnimations();
    all.forEach((a) => a.pause());
    const of = (sel) => all.filter((a) => a.effect?.target?.matches(sel));
    const sticks = of(".stick.fly");
    const name = of(".throw-name")[0];
    const timing = (a) => a.effect.getComputedTiming();
    const landed = Math.max(...sticks.map((a) => a.effect.getTiming().delay + 0.8 * timing(a).duration));
    const opacity = () => getComputedStyle(document.querySelector(".throw-name")).opacity;
    all.forEach((a) => (a.currentTime = 500));
    const flying = opacity();
    all.forEach((a) => (a.currentTime = 10000));
    const down = opacity();
    return { sticks: sticks.length, landed, delay: name && name.effect.getTiming().delay, flying, down };
  });
  assert.equal(seen.sticks, 3, "three sticks fly");
  assert.ok(seen.delay >= seen.landed, `the name waits ${seen.delay} ms for the sticks to land (${seen.landed} ms)`);
  assert.equal(seen.flying, "0", "no name while the sticks are in the air");
  assert.equal(seen.down, "1", "the name once they have landed");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a click on a mother that cannot move says why", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, {});
  await page.getByTestId("throw").waitFor();
  const why = page.getByTestId("why");
  await page.getByTestId("mother-1").click();
  assert.match(await why.innerText(), /That is Player 2's mother, and it is Player 1's turn/);
  await page.getByTestId("mother-0").click();
  assert.match(await why.innerText(), /The sticks decide how far Player 1's mother goes: throw them/);
  await page.getByTestId("board").screenshot({ path: "screenshots/hyena-why.png" });
  // An earlier position is only looked at.
  await page.getByTestId("replay-start").click();
  await page.getByTestId("mother-0").click();
  assert.match(await why.innerText(), /earlier position/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("stepping through the game, the sticks show that step's throw", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + RETURN, errors);
  await page.getByTestId("spiral").waitFor();
  // Slow, whatever an earlier test kept on this device (the speed is a kept preference).
  await page.getByTestId("speed").selectOption("100");
  // The move list shows the last move first.
  const moves = (await page.getByTestId("move-list").locator("code").allInnerTexts()).reverse();
  const NAMES = { taba: "tâba", ymn: "ymn", rab: "rab'", three: "three", sta: "sta" };
  await page.getByTestId("replay-start").click();
  assert.equal(await page.locator(".throw-name").count(), 0, "no throw before the first");
  assert.equal(await page.getByTestId("sticks").locator("svg").getAttribute("aria-label"), "The sticks, not yet thrown");
  // The first steps (throws, and choices that keep the last throw), then the last.
  let last;
  for (let i = 0; i < 14; i++) {
    await page.getByTestId("replay-forward").click();
    last = NAMES[moves[i]] ?? last;
    await page.waitForFunction((n) => document.querySelector(".throw-name")?.textContent === n, last);
    assert.match(await page.getByTestId("sticks").locator("svg").getAttribute("aria-label"), new RegExp(`Last throw: ${last}`));
  }
  assert.ok(new Set(moves.slice(0, 14)).size >= 3, `steps with different throws: ${moves.slice(0, 14)}`);
  assert.deepEqual(errors, []);
  await page.close();
});

// A finished game, all four mothers home (none eaten): `seeded_link` of a game of random moves,
// options players=4,hollows=10,spread=0, seed 0, seat 0 a person, the others computer beginners.
const ALL_HOME =
  "#/hyena?g=AgMTaG9sbG93cz0xMCxzcHJlYWQ9MAQAAAEAAQABAAAAAAAAAAAAAG8BAQAAAwAAAAAAAAEBAAMAAAIAAAIDAwEAAAABAAAAAAAAAAECAQEBAwIAAAEDAQABAQACAAICAAAAAwEAAwAAAAECAQABAAMDAAABAAEBAwEBAAECAAABAQABAgEAAAEBAQICAwAAAQEBAgEBAAAA_Yvqsw";

test("the end: safe mothers share their rank, and their rings stay clear in the village", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + ALL_HOME, errors);
  await page.getByTestId("result").waitFor();
  const lines = await page.getByTestId("result").locator("li").allInnerTexts();
  assert.equal(lines.length, 4);
  assert.match(lines[0], /the hyena/);
  const ranks = await page.getByTestId("result").locator("li").evaluateAll((els) => els.map((e) => e.dataset.rank));
  assert.deepEqual(ranks, ["1", "2", "2", "2"], "the safe mothers share rank 2 (home-rank=shared)");
  for (const line of lines) assert.doesNotMatch(line, /arrival/, "no arrival number beside a shared rank");
  assert.match(lines[1], /1 mother was home before her/);
  assert.match(lines[2], /2 mothers were home before her/);
  assert.match(lines[3], /3 mothers were home before her/);
  // Every mother is home, side by side in the village: no ring over another mother's number.
  const clash = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const meet = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const found = [];
    for (let i = 0; i < 4; i++) {
      const ring = box(document.querySelector(`[data-testid=mother-${i}] .hy-ring`));
      for (let j = 0; j < 4; j++) {
        if (i !== j && meet(ring, box(document.querySelector(`[data-testid=mother-${j}] .hy-num`)))) found.push([i, j]);
      }
      const hyena = box(document.querySelector("[data-testid=hyena] .hy-disc"));
      if (meet(ring, hyena)) found.push([i, "hyena"]);
    }
    return found;
  });
  assert.deepEqual(clash, [], "rings overlapping another piece");
  for (let i = 0; i < 4; i++) assert.equal(await place(page, `mother-${i}`), "home");
  await page.getByTestId("village").screenshot({ path: "screenshots/hyena-village-end.png" });
  await page.getByTestId("result").scrollIntoViewIfNeeded();
  await shot(page, "hyena-result");
  assert.deepEqual(errors, []);
  await page.close();
});

test("accessibility: the sticks' figure, the game's Arabic words, the headings", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url + SPEND, errors);
  await page.getByTestId("spiral").waitFor();
  assert.equal(await page.locator("figure[role]").count(), 0, "a figure takes no role=img");
  const img = page.getByTestId("sticks").locator("svg[role=img]");
  assert.match(await img.getAttribute("aria-label"), /Last throw: /);
  // Davies's words are marked as Sudanese Arabic wherever the board writes them.
  assert.equal(await page.locator(".throw-name").getAttribute("lang"), "apd-Latn");
  const marked = await page.locator("[data-testid=board] span[lang=apd-Latn]").allInnerTexts();
  for (const w of ["tâbas", "sta"]) assert.ok(marked.includes(w), `"${w}" marked (${marked})`);
  assert.ok(!marked.some((w) => /^(state|stay)/.test(w)), "only whole words");
  const levels = await page.locator("h1, h2, h3, h4").evaluateAll((els) => els.map((e) => +e.tagName[1]));
  assert.ok(levels.every((l, i) => i === 0 || l <= levels[i - 1] + 1), `heading levels skip: ${levels}`);
  assert.deepEqual(errors, []);
  await page.close();
});

// A projector at the front of a classroom: the throw, its name and whose turn it is read from the
// back (48 px on a 1080-line screen, the same share of a 768-line one), and the whole game is in
// one screen: the spiral, the sticks and every player's card.
for (const [name, width, height] of [["projector", 1920, 1080], ["projector-small", 1024, 768]]) {
  test(`on a projector the throw and whose turn it is read from the back, all in one screen: ${name}`, async () => {
    const { page, errors, close } = await sized(width, height);
    await page.goto(site.server.url);
    await page.getByTestId("projector").click();
    await newGame(page, {});
    await page.getByTestId("throw").click();
    await page.waitForFunction(() => {
      const n = document.querySelector(".throw-name");
      return n && getComputedStyle(n).opacity === "1";
    });
    const at = await fromTurnBar(page, ["spiral", "sticks", "players"]);
    const seen = await page.evaluate(() => {
      const size = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
      const cards = [...document.querySelectorAll("[data-testid^=player-]")].map((c) => {
        const r = c.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
      });
      return { name: size(".throw-name"), turn: size(".turn-text"), cards, wide: document.documentElement.scrollWidth };
    });
    const least = (48 * height) / 1080;
    assert.ok(seen.name >= least - 0.5, `the throw's name is ${seen.name} px (at least ${least.toFixed(1)})`);
    assert.ok(seen.turn >= least - 0.5, `whose turn it is: ${seen.turn} px (at least ${least.toFixed(1)})`);
    assert.ok(at.bar >= 0, `the turn bar is on screen (${at.bar})`);
    for (const id of ["spiral", "sticks", "players"]) assert.ok(at[id] <= at.screen, `${id} ends at ${at[id]} of ${at.screen}`);
    assert.equal(seen.cards.length, 4);
    for (const c of seen.cards) assert.ok(c.top >= 0 && c.bottom <= at.screen, `a player's card at ${c.top}–${c.bottom} of ${at.screen}`);
    assert.ok(seen.wide <= width, `no sideways scrolling (${seen.wide} px)`);
    await shot(page, `hyena-projector-${name}`);
    assert.deepEqual(errors, []);
    await close();
  });
}

// Spirals on which a mother in the village covered the number of hollow 1 before the village was
// drawn one place further on (hollows, players).
for (const [hollows, players] of [[99, 4], [80, 8], [70, 8], [190, 4]]) {
  test(`the mothers in the village leave hollow 1's number clear: ${hollows} hollows, ${players} players`, async () => {
    const errors = [];
    const page = await openPage(site.browser.context, site.server.url, errors);
    await newGame(page, { players, hollows, spread: 0 });
    const clash = await page.evaluate(() => {
      const one = [...document.querySelectorAll(".hy-day")].find((t) => t.textContent === "1").getBoundingClientRect();
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...document.querySelectorAll("[data-testid^=mother-] .hy-stick")]
        .map((s, i) => [i, s.getBoundingClientRect()])
        .filter(([, r]) => meet(r, one))
        .map(([i]) => i);
    });
    assert.deepEqual(clash, [], "mothers covering the number 1");
    await page.getByTestId("village").screenshot({ path: `screenshots/hyena-village-${hollows}-${players}.png` });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("names typed for the seats are used under the board and in the game's messages", async () => {
  // A browser of its own: the options other tests chose (and this device keeps) do not carry over.
  const { page, errors, close } = await sized(1280, 800, false);
  await page.goto(`${site.server.url}#/hyena`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("opt-players").fill("2");
  await page.getByTestId("opt-players").dispatchEvent("change");
  await page.getByTestId("setup-throws").selectOption("hand");
  for (const [s, who] of [[0, "Amina"], [1, "Bashir"]]) {
    await page.getByTestId(`seat-kind-${s}`).selectOption("human");
    await page.getByTestId(`seat-name-${s}`).fill(who);
  }
  await page.getByTestId("start").click();
  await page.getByTestId("spiral").waitFor();
  await page.getByTestId("speed").selectOption("0");
  // Under the board: the players' cards, and what a mother is, said when one is clicked.
  assert.match(await page.getByTestId("player-0").innerText(), /Amina/);
  assert.match(await page.getByTestId("player-1").innerText(), /Bashir/);
  await page.getByTestId("mother-1").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=why]")?.innerText.trim());
  const why = (await page.getByTestId("why").innerText()).trim();
  assert.match(why, /^That is Bashir's mother, and it is Amina's turn/);
  assert.match(await page.getByTestId("mother-0").getAttribute("aria-label"), /^Amina's mother/);
  // A tâba thrown by hand takes Amina's mother out of the village: what it did, and "Why?".
  await page.locator("[data-testid^=hand-throw-]", { hasText: "tâba" }).click();
  await page.waitForFunction(() => document.querySelector("[data-testid=mother-0]").dataset.place === "hollow-1");
  assert.match((await page.getByTestId("effect").innerText()).trim(), /^Amina's mother is now on hollow 1/);
  await page.getByTestId("move-list").locator("[data-testid^=why-]").first().click();
  const steps = await page.getByTestId("explain-steps").locator("li").allInnerTexts();
  assert.ok(steps.some((s) => /^Amina's mother goes one hollow/.test(s)), `the steps name her: ${steps.join(" | ")}`);
  assert.ok(!steps.join(" ").includes("Player 1"), "no seat number instead of a name");
  // Every message here begins with a capital.
  const now = (await page.getByTestId("explain-now").innerText()).trim();
  assert.match(now, /^\P{Ll}/u, `"${now}"`);
  await shot(page, "hyena-names");
  assert.deepEqual(errors, []);
  await close();
});

test("each player's chip in the list of players is his mother's stick", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await newGame(page, {});
  const seen = await page.evaluate(() =>
    [0, 1, 2, 3].map((s) => {
      const chip = document.querySelector(`.seat-list [data-seat="${s}"] .seat-chip`);
      const stick = document.querySelector(`[data-testid=mother-${s}] .hy-stick`);
      const r = chip.getBoundingClientRect();
      return { chip: getComputedStyle(chip).backgroundColor, stick: getComputedStyle(stick).fill, tall: r.height / r.width };
    }),
  );
  for (const [s, c] of seen.entries()) {
    assert.equal(c.chip, c.stick, `seat ${s}: the chip is the colour of the mother's stick`);
    assert.ok(c.tall >= 1.6, `seat ${s}: the chip stands upright as her stick does (${c.tall.toFixed(2)})`);
  }
  await page.locator(".seat-list").screenshot({ path: "screenshots/hyena-seat-chips.png" });
  assert.deepEqual(errors, []);
  await page.close();
});

// Five players or more stand in two rows in the village: its name, written above it, touched the
// top row (9.5 px apart at 1280×800, less than the name's own half height).
test("the village's name stays clear of its two rows of mothers, on a desktop and on a projector", async () => {
  for (const [w, h, projector] of [[1280, 800, false], [1920, 1080, true]]) {
    for (const players of [5, 8]) {
      const { page, errors, close } = await sized(w, h, false);
      await page.goto(site.server.url);
      if (projector) await page.getByTestId("projector").click();
      await newGame(page, { players, spread: 0 });
      const { gap, em } = await page.evaluate(() => {
        const label = document.querySelector(".hy-village-label");
        const l = label.getBoundingClientRect();
        const apart = (a, b) => Math.max(a.left - b.right, b.left - a.right, a.top - b.bottom, b.top - a.bottom);
        const sticks = [...document.querySelectorAll("[data-testid^=mother-] .hy-stick")];
        const spiral = document.querySelector("[data-testid=spiral]");
        const scale = spiral.getBoundingClientRect().width / spiral.viewBox.baseVal.width;
        return { gap: Math.min(...sticks.map((s) => apart(s.getBoundingClientRect(), l))), em: parseFloat(getComputedStyle(label).fontSize) * scale };
      });
      assert.ok(gap >= 0.75 * em, `${w}×${h}, ${players} players: the name is ${gap.toFixed(1)} px from a mother (its letters ${em.toFixed(1)} px)`);
      await page.getByTestId("village").screenshot({ path: `screenshots/hyena-village-name-${w}-${players}.png` });
      assert.deepEqual(errors, []);
      await close();
    }
  }
});
