// Dèleb in a real site.browser. A known start (a link made from a record, see tests/browser/data/)
// brings two people past the entry stages; the test then eats a man, makes a double man, throws
// the billets and plays on by clicking throws and men; a double man is separated on a small field;
// a hundred cross-lines fold on a phone; night is proposed at night.
import { test } from "node:test";
import assert from "node:assert/strict";
import { openPage, shot, useSite } from "./harness.mjs";

// `cargo lab link deleb --record tests/browser/data/deleb-midgame.txt`
const MIDGAME = "#/deleb?g=AQEAAgAEQXNoYQAEQmlsZQEHAAAAAAAAABsAAAAAAgEAAAAAAgEABAQCAQUCAQEBAgEBAwFwFWL-";
// `cargo lab link deleb --record tests/browser/data/deleb-split.txt`
const SPLIT = "#/deleb?g=AQEHbGluZXM9NAIAAAAAAQMAAAAAAAAADgAAAAABAgEAAAAAAQABo3AT1g";

const site = useSite();

const man = (page, at) => page.getByTestId(`man-${at}`);
const data = (loc, key) => loc.evaluate((e, k) => e.dataset[k], key);
// A man is clicked on his stone (his group also holds the ring where he would land, shown on hover).
const click = (loc) => loc.locator(".dl-hit").click();

async function open(page, link) {
  await page.goto(`${site.server.url}${link}`);
  await page.getByTestId("field").waitFor();
}

test("past the entry stages: a capture, a double man, throws and play by clicks", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await open(page, MIDGAME);
  await page.getByTestId("speed").selectOption("0");

  // Both players entered the game; stepping back shows a player in the second stage, with the
  // three billets of that stage and his score.
  assert.equal(await data(page.getByTestId("player-0"), "v"), "entered");
  assert.equal(await data(page.getByTestId("player-1"), "v"), "entered");
  await page.getByTestId("replay-start").click();
  for (let i = 0; i < 4; i++) await page.getByTestId("replay-forward").click();
  assert.equal(await data(page.getByTestId("player-0"), "v"), "2");
  assert.match(await page.getByTestId("player-0").innerText(), /stage 2.*scored 3 dèleb, 0 gàsse/);
  assert.equal(await page.locator("[data-testid=sticks] g.stick").count(), 3);
  assert.match(await page.getByTestId("throw-result").innerText(), /three black/);
  await page.getByTestId("replay-end").click();
  assert.equal(await page.locator("[data-testid=sticks] g.stick").count(), 4);
  assert.match(await page.getByTestId("throw-result").innerText(), /dug.*counts 2/s);

  // Team A gives out its pool: a gàsse and a dug. The turn bar names the seat and its team.
  assert.match(await page.getByTestId("turn").innerText(), /Team A · player 1 · Asha/);
  assert.ok(await page.getByTestId("pool-gasse").isVisible());
  assert.ok(await page.getByTestId("pool-dug").isVisible());
  // A slave takes only a dèleb: clicking one says so.
  await page.getByTestId("pool-dug").click();
  assert.equal(await page.getByTestId("pool-dug").getAttribute("aria-pressed"), "true");
  await click(man(page, "A5"));
  assert.match(await page.getByTestId("notice").innerText(), /slave on A5 can only be freed by a dèleb/);

  // The gàsse takes B17 four junctions on, round the end of the sea onto C20: team D's man is eaten.
  await page.getByTestId("pool-gasse").click();
  assert.match(await man(page, "B17").getAttribute("class"), /target/);
  await man(page, "B17").hover();
  assert.ok(await man(page, "B17").locator(".dl-land").isVisible(), "hovering shows where he lands");
  assert.match(await man(page, "B17").getAttribute("aria-label"), /B17: team A, man\. The chosen throw takes him to C20/);
  assert.equal(await data(page.getByTestId("team-1"), "v"), "20/0");
  await click(man(page, "B17"));
  await page.waitForFunction(() => document.querySelector("[data-testid=team-1]")?.dataset.v === "19/0");
  assert.equal(await data(man(page, "C20"), "team"), "0");

  // The dug takes A2 onto B1, where a man of his team stands: a double man.
  await click(man(page, "A2"));
  await page.waitForFunction(() => document.querySelector("[data-testid=man-B1]")?.dataset.count === "2");
  assert.match(await man(page, "B1").getAttribute("class"), /double/);
  assert.equal(await man(page, "A2").count(), 0);

  // Team D's player throws the billets now (a person); they fly at class speed.
  await page.getByTestId("throw").waitFor();
  assert.match(await page.getByTestId("turn").innerText(), /Team D · player 1 · Bile/);
  await page.getByTestId("speed").selectOption("100");
  await page.getByTestId("throw").click();
  await page.waitForTimeout(450);
  await page.locator(".dl-desk").screenshot({ path: "screenshots/deleb-throw-flight.png" });
  assert.ok(await page.locator("[data-testid=sticks] g.stick.fly").count(), "the billets fly");
  await page.getByTestId("speed").selectOption("0");

  // Play on by clicks: throw when it is a person's throw, else give the chosen throw to the first
  // man who may take it, else end the turn.
  const names = new Set();
  let given = 0;
  let throws = 1;
  for (let i = 0; i < 120 && given < 12; i++) {
    if (await page.locator(".turn-bar.over").count()) break;
    const result = (await page.getByTestId("throw-result").innerText()).trim();
    if (result) names.add(result.split(/\s/)[0]);
    const throwButton = page.getByTestId("throw");
    const target = page.locator(".dl-man.target").first();
    if (await throwButton.isVisible().catch(() => false)) {
      await throwButton.click();
      throws++;
    } else if (await target.count()) {
      await click(target);
      given++;
    } else if (await page.getByTestId("end-turn").isVisible().catch(() => false)) {
      await page.getByTestId("end-turn").click();
    }
    await page.waitForTimeout(40);
  }
  assert.ok(given >= 6, `the players gave ${given} throws to men`);
  assert.ok(throws >= 4, `the players threw ${throws} times`);
  assert.ok([...names].every((n) => ["dèleb", "dug", "tələ·də", "gàsse", "sìtte"].includes(n)), [...names].join(" "));

  await page.getByTestId("board").scrollIntoViewIfNeeded();
  await shot(page, "deleb-midgame");
  await page.getByTestId("field").screenshot({ path: "screenshots/deleb-midgame-field.png" });
  assert.deepEqual(errors, []);
  await page.close();
});

test("a double man is separated by a dèleb; keyboard play", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await open(page, SPLIT);
  await page.getByTestId("speed").selectOption("0");
  // Keyboard: choose the dug, then Tab to a circled man and press Enter.
  await page.getByTestId("pool-dug").click();
  await man(page, "A2").focus();
  assert.ok(await man(page, "A2").locator(".dl-land").isVisible(), "focus shows where he lands");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("[data-testid=man-B1]")?.dataset.count === "2");
  // The dèleb left may move the double man one step, or one of the two: the separation is offered.
  await page.getByTestId("split-B1").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=man-B1]")?.dataset.count === "1");
  assert.equal(await data(man(page, "B2"), "count"), "1");
  assert.equal(await data(man(page, "B2"), "team"), "0");

  // Throw after throw at class speed: the billets fly each time, and the name comes after them.
  await page.getByTestId("speed").selectOption("100");
  const flying = () =>
    page.evaluate(() =>
      document.querySelector("[data-testid=sticks]").getAnimations({ subtree: true }).filter((a) => a.playState === "running").length,
    );
  for (let i = 0; i < 3; i++) {
    await page.getByTestId("throw").click();
    await page.waitForTimeout(250);
    assert.ok((await flying()) >= 2, `throw ${i + 1}: the billets fly`);
    const opacity = await page.locator(".throw-name").evaluate((e) => getComputedStyle(e).opacity);
    assert.equal(opacity, "0", "the name waits for the billets to land");
    await page.waitForFunction(() => !document.querySelector("[data-testid=sticks]").getAnimations({ subtree: true }).some((a) => a.playState === "running"), null, { timeout: 5000 });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a hundred cross-lines fold into bands, on a phone too", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/deleb`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("opt-lines").fill("100");
  await page.getByTestId("opt-lines").dispatchEvent("change");
  await page.getByTestId("seat-kind-1").selectOption("beginner");
  await page.getByTestId("start").click();
  await page.getByTestId("field").waitFor();
  assert.equal(await data(page.getByTestId("field"), "lines"), "100");
  assert.equal(await data(page.getByTestId("field"), "band"), "20");
  assert.equal(await page.locator("[data-testid^=man-]").count(), 200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.querySelector("[data-testid=field]")?.dataset.band === "10");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  // A junction far down the field is on screen once scrolled to, and big enough to touch.
  const box = await man(page, "D100").boundingBox();
  assert.ok(box.width >= 24, `a man is ${box.width}px wide`);
  await page.getByTestId("field").screenshot({ path: "screenshots/deleb-100-phone.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("turn").scrollIntoViewIfNeeded();
  await shot(page, "deleb-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

test("night is proposed by the player's clock", async () => {
  for (const [hour, time] of [[22, "night"], [12, "day"], [5, "night"]]) {
    const errors = [];
    const page = await site.browser.context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.clock.setFixedTime(new Date(2026, 5, 1, hour, 30));
    await page.goto(`${site.server.url}#/deleb`);
    await page.getByTestId("setup").waitFor();
    assert.equal(await page.getByTestId("opt-time").inputValue(), time, `at ${hour}:30`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});
