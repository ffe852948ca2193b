// The suggested move drawn on the board: in every game, at a desk and on a phone, a hint asked of
// the coach is drawn on the board beside the last move (a dashed mark of its own, `suggested`),
// on the piece, man or hole the hint names and ending where the hint says it goes, and said in
// words under the board; once the move is played the mark is gone. Once in Arabic (right to
// left, the caption in Arabic) and once on a projector. Screenshots of each board with its mark
// are saved under screenshots/suggest-*.png to be looked at.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shot, sized, startTwoPeople, useSite } from "./harness.mjs";
import { SPEND, SPLIT } from "./games.mjs";

const site = useSite();

/** A new game between two people at this screen (Um dyar: a single game). */
async function twoPeople(page, game) {
  await page.goto(`${site.server.url}#/${game}`);
  await startTwoPeople(page, game);
}

/** What each game's hint is checked against: how its position is opened, the notation of a move
 *  (found in the hint's words), and what the mark must designate for that move. */
const GAMES = {
  dablot: {
    open: (page) => twoPeople(page, "dablot"),
    // `10,6-8,6`, or a capture's path `10,6x6,6x6,10`: the piece's point, then where it stops.
    notation: /\d+,\d+(?:[-x]\d+,\d+)+/,
    async check(page, mv, mark) {
      const pts = mv.split(/[-x]/);
      assert.equal(mark.from, pts[0], "the mark starts on the piece the hint moves");
      assert.equal(mark.to, pts[pts.length - 1], "and ends where the hint's move ends");
      const [x, y] = pts[0].split(",");
      const piece = await page.getByTestId(`pt-${x}-${y}`).getAttribute("aria-label");
      assert.doesNotMatch(piece, /empty/i, `a piece stands where the mark starts (${piece})`);
    },
  },
  "um-dyar": {
    open: (page) => twoPeople(page, "um-dyar"),
    // The hole sown, by its number.
    notation: /\b\d+\b/,
    async check(page, mv, mark) {
      assert.equal(mark.from, `0-${mv}`, "the mark is on the hole the hint sows (South's)");
      const seeds = await page.getByTestId(`hole-0-${mv}`).getAttribute("data-seeds");
      assert.ok(Number(seeds) > 0, "a hole with seeds");
    },
  },
  deleb: {
    open: (page) => page.goto(`${site.server.url}${SPLIT}`),
    // `sib:B3-B5`, `split:A2-A3`: the throw given (or a separation), the man, where he lands.
    notation: /([a-z]+):([A-D]\d+)-([A-D]\d+)/,
    async check(page, mv, mark) {
      const [, throwName, from, to] = mv.match(/([a-z]+):([A-D]\d+)-([A-D]\d+)/);
      assert.equal(mark.from, from, "the mark starts on the man the hint moves");
      assert.equal(mark.to, to, "and ends where he lands");
      assert.equal(await page.getByTestId("field").locator(`[data-at="${from}"]`).count() > 0, true, "a man stands there");
      if (throwName !== "split") {
        const chip = page.getByTestId(`pool-${throwName}`);
        assert.match(await chip.getAttribute("class"), /\bsuggested\b/, "the throw given is outlined in the pool");
      }
    },
  },
  hyena: {
    open: (page) => page.goto(`${site.server.url}${SPEND}`),
    // `spend:3`, `throw`, `end`, `step`, `pay`.
    notation: /\b(spend:\d+|throw|end|step|pay)\b/,
    async check(page, mv, mark) {
      // The choice is outlined among the choices, with a chip that names it as the hint.
      const choice = page.getByTestId(`choice-${mv.replace(":", "-")}`);
      assert.equal(await choice.getByTestId("suggested-choice").count(), 1, "the hint's choice carries the chip");
      if (mv.startsWith("spend")) {
        assert.ok(mark, "a move that moves the mother is drawn on the spiral");
        assert.equal(mark.from, await page.getByTestId("mother-0").getAttribute("data-place"), "from where the mother stands");
        assert.notEqual(mark.to, mark.from, "to where she stops");
      }
    },
  },
};

/** Asks the coach for a hint and waits until it is given; returns the move's notation. */
async function askHint(page, game) {
  await page.getByTestId("coach-hint").click();
  await page.getByTestId("coach-thinking").waitFor({ state: "detached", timeout: 120_000 });
  const text = await page.getByTestId("coach-hint-text").textContent();
  const found = text.match(GAMES[game].notation);
  assert.ok(found, `the hint names a move: ${text}`);
  return found[0];
}

/** The mark on the board, as data (null when there is none). */
async function markOf(page) {
  const mark = page.getByTestId("board").getByTestId("suggested");
  if ((await mark.count()) === 0) return null;
  return mark.evaluate((g) => ({
    from: g.dataset.from,
    to: g.dataset.to,
    why: g.dataset.why,
    label: g.getAttribute("aria-label"),
    dashed: getComputedStyle(g.querySelector(".line")).strokeDasharray,
  }));
}

const SIZES = [
  ["desktop", 1280, 800, false],
  ["phone", 390, 844, true],
];

for (const game of Object.keys(GAMES)) {
  for (const [size, width, height, mobile] of SIZES) {
    test(`${game}, ${size}: the coach's hint drawn on the board, gone once played`, async () => {
      const { page, errors, close } = await sized(width, height, mobile);
      await page.goto(site.server.url);
      await GAMES[game].open(page);
      await page.getByTestId("board").waitFor();
      await page.getByTestId("speed").selectOption("0");
      assert.equal(await page.getByTestId("suggested").count(), 0, "nothing suggested before the hint is asked");

      const mv = await askHint(page, game);
      const mark = await markOf(page);
      // A hyena game's choice that moves nothing is marked among the choices only.
      if (game !== "hyena" || mv.startsWith("spend")) {
        assert.ok(mark, "the hint is drawn on the board");
        assert.equal(mark.why, "hint");
        assert.notEqual(mark.dashed, "none", "dashed, unlike the last move's mark");
        assert.match(mark.label, new RegExp(`Coach's hint.*${mv.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      }
      await GAMES[game].check(page, mv, mark);
      const caption = page.getByTestId("suggest-caption");
      assert.match(await caption.textContent(), /Coach's hint, drawn dashed on the board/);
      assert.ok((await caption.textContent()).includes(mv), "the caption names the move");
      await page.getByTestId("board").screenshot({ path: `screenshots/suggest-${game}-${size}.png` });
      await shot(page, `suggest-${game}-${size}-page`);

      // Played: a new position, the hint and its mark are gone.
      await page.getByTestId("coach-play").click();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=move-list] li").length >= 1);
      await page.waitForFunction(() => !document.querySelector("[data-testid=suggested], [data-testid=suggest-caption], [data-testid=suggested-choice]"));
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

test("in Arabic, right to left: the hint drawn on Dablot's board and said in Arabic", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  await page.goto(site.server.url);
  await page.getByTestId("language").selectOption("ar");
  await page.waitForFunction(() => document.documentElement.lang === "ar");
  await twoPeople(page, "dablot");
  await page.getByTestId("speed").selectOption("0");
  const mv = await askHint(page, "dablot");
  assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
  const mark = await markOf(page);
  assert.ok(mark, "the hint is drawn on the board");
  await GAMES.dablot.check(page, mv, mark);
  const caption = await page.getByTestId("suggest-caption").textContent();
  assert.match(caption, /تلميح المدرب/);
  assert.ok(caption.includes(mv), "the move's notation as written");
  await page.getByTestId("board").screenshot({ path: "screenshots/suggest-dablot-ar.png" });
  assert.deepEqual(errors, []);
  await close();
});

test("on a projector: the hint's mark drawn on Um dyar's board, legible from afar", async () => {
  const { page, errors, close } = await sized(1920, 1080, false);
  await page.goto(site.server.url);
  await page.getByTestId("projector").click();
  await twoPeople(page, "um-dyar");
  // The coach is in the side panels, folded away on a projector until asked for.
  await page.getByTestId("panels").click();
  await page.getByTestId("speed").selectOption("0");
  const mv = await askHint(page, "um-dyar");
  const mark = await markOf(page);
  assert.ok(mark, "the hint is drawn on the board");
  await GAMES["um-dyar"].check(page, mv, mark);
  // Its line is wider than the last move's and legible: at least 5 drawing units.
  const width = await page.getByTestId("suggested").locator(".line").first().evaluate((e) => parseFloat(getComputedStyle(e).strokeWidth));
  assert.ok(width >= 5, `the mark's line is ${width} units wide`);
  await shot(page, "suggest-um-dyar-projector");
  assert.deepEqual(errors, []);
  await close();
});
