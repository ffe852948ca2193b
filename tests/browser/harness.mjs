// Shared by the browser tests: serves the release build (dist/) under a sub-path, as a school's
// web space would, and drives Debian's Chromium through playwright-core; and the steps several
// test files take alike (a page at another size, the board measured from the turn bar, a game
// played to its end, a game by links).
import { createServer } from "node:http";
import { readFile, readdir, stat } from "node:fs/promises";
import { join, extname, normalize } from "node:path";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { before, after, beforeEach } from "node:test";
import { tmpdir } from "node:os";
import { brotliCompress, constants as zlib } from "node:zlib";
import { promisify } from "node:util";
import { chromium } from "playwright-core";

export const SUB_PATH = "/school/games/";
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Serves `dir` at SUB_PATH on a free port; resolves to { url, close }. With `compress`, sends
 *  every file but images brotli-compressed (quality 11) to a browser that accepts it, as a static
 *  host that compresses does (Lighthouse's page-load figures; `scripts/size.mjs` counts the same
 *  bytes). The files are compressed before the server starts, as such a host keeps them:
 *  compressed on a page's first request, each large file held up every request queued behind it
 *  (seen in a trace of a game page: its files arrived seconds late). */
export async function serve(dir = "dist", { compress = false } = {}) {
  const compressed = compress ? await compressAll(dir) : new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!path.startsWith(SUB_PATH)) {
      res.writeHead(404).end("not here");
      return;
    }
    let file = normalize(join(dir, path.slice(SUB_PATH.length)));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream" };
      if (compress && extname(file) !== ".png" && /\bbr\b/.test(req.headers["accept-encoding"] ?? "")) {
        body = compressed.get(file) ?? (await brotli(body));
        headers["content-encoding"] = "br";
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const url = `http://127.0.0.1:${server.address().port}${SUB_PATH}`;
  return { url, close: () => new Promise((ok) => server.close(ok)) };
}

const brotli = (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });

/** Every file under `dir` but images, brotli-compressed, by path (compressed in parallel). */
async function compressAll(dir) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && extname(e.name) !== ".png")
    .map((e) => join(e.parentPath ?? e.path, e.name));
  return new Map(await Promise.all(files.map(async (f) => [normalize(f), await brotli(await readFile(f))])));
}

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Browsers launched by this file's tests and not yet closed: `useSite` closes them after the
 *  tests, so a test that fails before closing its own does not keep the file running forever. */
const launched = new Set();

/** A headless Chromium without a profile, for scripts that open each page in a context of its
 *  own (`browser.newContext()`: empty cache and storage). */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  launched.add(browser);
  browser.on("disconnected", () => launched.delete(browser));
  return browser;
}

/** A headless Chromium with a fresh profile. */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), "sandgames-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A new page that records console errors and uncaught exceptions into `errors`. */
export async function openPage(context, url, errors) {
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  await page.goto(url);
  return page;
}

/** Saves a screenshot under screenshots/ (looked at by people, not compared by tests). */
export async function shot(page, name) {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
}

/** For a test file: serves dist/ and launches Chromium before its tests, closes both after.
 *  Returns `{ server, browser }`, filled in once the tests start. Each test starts as a new
 *  visitor would: what the site keeps on the device (saved games, the language, the animation
 *  speed…) is cleared before it, so no test depends on what another left behind (a test once
 *  waited 30 s for a computer's turn played at the speed the test before had chosen). The offline
 *  copy stays, as for a visitor who has been here before. */
export function useSite() {
  const site = {};
  before(async () => {
    mkdirSync("screenshots", { recursive: true });
    site.server = await serve();
    site.browser = await launch();
  });
  beforeEach(async () => {
    const page = await site.browser.context.newPage();
    // A file of the site, so that the page has its origin without starting the site.
    await page.goto(`${site.server.url}public/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
  after(async () => {
    for (const browser of launched) await browser.close().catch(() => {});
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** Opens the folded "Share and keep" panel of a game page (its links, QR codes, records). */
export async function openShare(page) {
  const open = page.getByTestId("share-open");
  if ((await open.getAttribute("aria-expanded")) !== "true") await open.click();
  await page.getByTestId("share-link").waitFor();
}

/** The link of the game on the page, from its sharing panel. */
export async function shareLink(page) {
  await openShare(page);
  return page.getByTestId("share-link").inputValue();
}

/// Waits until a game page's rules are all listed: they arrive in a task after the page is drawn,
/// and the list is busy until they are in.
export async function rulesListed(page) {
  await page.locator("[data-testid=rule-list][aria-busy=false]").waitFor();
}

/// Opens the new-game panel's folded options ("More rules and options"), as a player would, if
/// they are folded; the main options stand above it.
export async function moreOptions(page) {
  const more = page.getByTestId("more-options");
  if ((await more.count()) && !(await more.evaluate((e) => e.open))) await more.locator("summary").click();
}

/** From `game`'s new-game panel (shown on `page`), starts a game between two people at this
 *  screen (Um dyar: a single game, not a match) and waits for its board. */
export async function startTwoPeople(page, game) {
  await page.getByTestId("setup").waitFor();
  if (game === "um-dyar") {
    await moreOptions(page);
    await page.getByTestId("opt-mode").selectOption("game");
  }
  await page.getByTestId("seat-kind-0").selectOption("human");
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("board").waitFor();
}

/** The browser that `sized` opens its contexts in, launched when first needed; `useSite` closes
 *  it after the file's tests with the others `launchBrowser` started. */
let sizedBrowser;

/** A page at a size of its own (a phone with touch when `mobile`, a projector, another pupil's
 *  device), in a browser context of its own: storage and cache apart from the site's browser and
 *  from each other. Records console errors and uncaught exceptions into the returned `errors`;
 *  `close` closes the context. The page is blank: the test opens what it needs. */
export async function sized(width = 1280, height = 800, mobile = false) {
  if (!sizedBrowser?.isConnected()) sizedBrowser = await launchBrowser();
  const context = await sizedBrowser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
  page.on("console", (msg) => msg.type() === "error" && errors.push(`console: ${msg.text()}`));
  return { page, errors, close: () => context.close() };
}

/** Runs `work(item)` for every item, `at` of them at once, and resolves to their results in the
 *  items' order. For tests that mostly wait on pages (a browser's idle time, not the processor):
 *  several pages waiting at once finish sooner than one after another. */
export async function eachAtOnce(items, at, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(at, items.length) }, lane));
  return results;
}

/** With a game page's turn bar scrolled to the top of the screen, where the bottom of each element
 *  named (by test id) in `ids` lies, the bar's top and the screen's height (`screen`): the board,
 *  the turn bar and what stands below it fit in one screen when every bottom is within. */
export async function fromTurnBar(page, ids) {
  return page.evaluate((ids) => {
    const bar = document.querySelector("[data-testid=turn]");
    window.scrollTo(0, bar.getBoundingClientRect().top + window.scrollY);
    const out = { screen: window.innerHeight, bar: Math.round(bar.getBoundingClientRect().top) };
    for (const id of ids) out[id] = Math.round(document.querySelector(`[data-testid=${id}]`).getBoundingClientRect().bottom);
    return out;
  }, ids);
}

/** Whether the game on a game page is over (its turn bar says so). */
export async function gameOver(page) {
  return (await page.locator(".turn-bar.over").count()) > 0;
}

/** Starts recording, in the page, each value the attribute `attr` of the first element matching
 *  `selector` takes (`null` while there is none), at every change of the page: a value held for
 *  less than a frame, as a piece's walk on a busy machine, is not missed, as a look from the
 *  test between two frames would miss it. Returns a function that reads the values so far, in
 *  order (each once in a row). */
export async function recordAttribute(page, selector, attr) {
  const key = await page.evaluate(
    ([selector, attr]) => {
      window.__records = (window.__records ?? 0) + 1;
      const key = `__record${window.__records}`;
      const log = (window[key] = []);
      const look = () => {
        const v = document.querySelector(selector)?.getAttribute(attr) ?? null;
        if (log.at(-1) !== v) log.push(v);
      };
      look();
      new MutationObserver(look).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["class", attr],
      });
      return key;
    },
    [selector, attr],
  );
  return () => page.evaluate((key) => window[key], key);
}

/** Plays on the game on `page` until it is over, as a person at the screen would: `move(page)`
 *  does one thing that person does now (or nothing, when it is not their turn) and waits as that
 *  game needs; it is called at most `tries` times. Returns `{ over, moves }`: whether the game
 *  ended, and how many calls of `move` returned true (did something). */
export async function playToEnd(page, move, tries = 400) {
  let moves = 0;
  for (let i = 0; i < tries && !(await gameOver(page)); i++) if (await move(page)) moves++;
  return { over: await gameOver(page), moves };
}

/** One thing the person at an Um dyar table does, for `playToEnd`: sow from the first hole that
 *  can be played, or pass when there is none; then waits `pause` ms (the computer's turn, the
 *  sowing). Returns whether the person played. */
export async function umDyarMove(page, pause = 60) {
  const playable = page.locator(".ud-hit[tabindex='0']");
  const pass = page.getByTestId("pass");
  let played = false;
  if (await playable.count()) {
    await playable.first().click();
    played = true;
  } else if (await pass.isVisible().catch(() => false)) {
    await pass.click();
    played = true;
  }
  await page.waitForTimeout(pause);
  return played;
}

/** Starts a game of `game` played by links between two people: `a`, a page in the site's
 *  browser, starts it; `b`, a page in a fresh browser (nothing stored), joins by the invitation,
 *  and `a` opens the joined link and starts: it is `a`'s turn when this returns. Both pages record
 *  errors into `errors`; `close` closes the second browser (the test closes `a`). */
export async function playByLinks(site, game, errors) {
  const a = await openPage(site.browser.context, `${site.server.url}#/${game}`, errors);
  await a.getByTestId("setup").waitFor();
  await a.getByTestId("setup-where").selectOption("link");
  await a.getByTestId("seat-kind-1").selectOption("human");
  await a.getByTestId("start").click();
  const invitation = await a.getByTestId("corr-link").inputValue();
  const other = await launch();
  try {
    const b = await openPage(other.context, invitation, errors);
    await b.getByTestId("join").click();
    await a.goto(await b.getByTestId("corr-link").inputValue());
    await a.getByTestId("corr-start").click();
    await a.getByTestId("corr-my-turn").waitFor();
    return { a, b, close: () => other.close() };
  } catch (e) {
    await other.close();
    throw e;
  }
}

/** What sticks out of the screen or is cut on `page`, at most five: the page wider than the
 *  screen, an element of the page's <main> whose edge lies beyond the screen's, a scrolling box
 *  whose content is wider than the box; with `clipped`, also an element that hides what is wider
 *  than itself (its text cut off), unless it is one pixel wide (text for screen readers only) or
 *  a field (which scrolls what is typed or pasted in it). */
export function cut(page, { clipped = false } = {}) {
  return page.evaluate((clipped) => {
    const out = [];
    const wide = document.documentElement.scrollWidth - window.innerWidth;
    if (wide > 1) out.push(`page ${wide}px wider`);
    const name = (el) => `${el.tagName}.${el.className?.baseVal ?? el.className}${el.dataset?.testid ? `[${el.dataset.testid}]` : ""}`;
    for (const el of document.querySelectorAll("main *")) {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && s.position !== "fixed") out.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)}px`);
      else if (/auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} holds ${el.scrollWidth}px in ${el.clientWidth}px`);
      else if (clipped && /hidden|clip/.test(s.overflowX) && !el.matches("input, textarea, select") && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} cuts ${el.scrollWidth}px to ${el.clientWidth}px`);
    }
    return out.slice(0, 5);
  }, clipped);
}

/** The move the board shows, from the replay panel ("Move 12 of 63"): [12, 63]. */
export async function shownMove(page) {
  const text = await page.getByTestId("replay-at").innerText();
  return text.match(/\d+/g).map(Number);
}

/** In a finished review on `page`: chooses the first decision graded worse than best (its list
 *  comes a task after the graph), once the better move is drawn on the board. Returns the
 *  caption under the board that names it, or null when every decision was the best found. */
export async function chooseWorseDecision(page) {
  await page.getByTestId("review-decisions").waitFor({ state: "attached" });
  const worse = page.locator("li:not(.mark-best) > [data-testid^=review-decision-]");
  if (!(await worse.count())) return null;
  await page.locator(".review-decisions summary").click();
  await worse.first().click();
  await page.getByTestId("review-better").waitFor();
  const caption = page.getByTestId("suggest-caption");
  await caption.waitFor();
  return caption;
}

/** After a game finished on `page`: opens "Review this game", waits for the finished review,
 *  steps to its first key moment (the board shows the position after that move) and, where a
 *  decision was worse than the best found, chooses it: the better move is drawn on the board.
 *  Returns `{ moment, better }` (the moment's label and the better move's caption, or ""). */
export async function reviewFinished(page, timeout = 240_000) {
  const open = page.getByTestId("review-open");
  await open.scrollIntoViewIfNeeded();
  await open.click();
  await page.getByTestId("review-graph").waitFor({ timeout });
  const moment = page.getByTestId("review-moment").first();
  const label = await moment.innerText();
  await moment.click();
  const number = Number(label.match(/\d+/)[0]);
  const [shown] = await shownMove(page);
  if (shown !== number) throw new Error(`the key moment "${label}" shows move ${shown}`);
  const caption = await chooseWorseDecision(page);
  return { moment: label, better: caption ? await caption.innerText() : "" };
}

/** For `page.addInitScript`: records the page's long tasks (`window.__longTasks`, [start,
 *  duration]) and the times the thinking indicator was shown (`window.__thinking`, [from, to]),
 *  so that a test can hold that the page never froze while the computer thought. */
export function watchThinking() {
  window.__longTasks = [];
  window.__thinking = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  let since = null;
  new MutationObserver(() => {
    const on = !!document.querySelector("[data-testid=thinking]");
    if (on && since === null) since = performance.now();
    if (!on && since !== null) {
      window.__thinking.push([since, performance.now()]);
      since = null;
    }
  }).observe(document, { subtree: true, childList: true });
}

/** One click of a person playing Dablot on, for `playToEnd`: pass when offered, else the first
 *  point the chosen piece can go to, else the first piece that can move; when nothing can be
 *  clicked (the computer's turn), a pause. Returns whether the person clicked. */
export async function dablotClick(page) {
  const pass = page.locator("[data-testid=pass]:not(.gone)");
  const target = page.locator(".db-pt.tg");
  const piece = page.locator(".db-pt.mv");
  if (await pass.count()) await pass.click();
  else if (await target.count()) await target.first().click();
  else if (await piece.count()) await piece.first().click();
  else {
    await page.waitForTimeout(40);
    return false;
  }
  return true;
}
