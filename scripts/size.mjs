// What each page of the site costs to open, measured in the browser: every file headless
// Chromium requests when the page opens, brotli-compressed (quality 11, as a static host or CDN
// serves it), split into code (WebAssembly and JavaScript), texts (the catalogs and the sources'
// words), styles and the rest (the HTML, pictures).
//
//   home       the site's address opened in a fresh browser
//   <game>     the home page, then that game's card clicked (home + that game), until the
//              new-game panel is shown
//   <game> +   the same, then a game started with the panel's proposal, until the board is
//              drawn: the game's table (board, computer, panels of play) is fetched then
//   offline    what the offline copy (the service worker) fetches once, in the background,
//              once the first page opened is shown: every file of the version but the catalogs of languages
//              the reader does not use
//
// Usage: node scripts/size.mjs [dist] [--json] [--lang=so]   (after scripts/build.sh; --lang: a
// reader whose browser asks for that language, English by default)
// Budget: home <= 60 KB, home + any one game <= 150 KB (exit status 1 if over, with --check).
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { serve, launchBrowser } from "../tests/browser/harness.mjs";
import { games } from "./games.mjs";

const args = process.argv.slice(2);
const lang = args.find((a) => a.startsWith("--lang="))?.slice("--lang=".length) ?? "en";
const dist = args.find((a) => !a.startsWith("--")) ?? "dist";
const json = args.includes("--json");
const check = args.includes("--check");
const GAMES = games().map((g) => g.id);
const BUDGET = { home: 60 * 1024, game: 150 * 1024 };

if (!existsSync(join(dist, "index.html"))) {
  console.error(`no ${dist}/index.html: run scripts/build.sh first`);
  process.exit(2);
}

const brotli = (data) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }).length;
// Each file of dist/ compressed once, however many pages request it (quality 11 is slow: the
// home page's module alone, compressed again for every page, took most of a run's time).
const compressed = new Map();
const sizeOf = (p) => {
  if (!compressed.has(p)) compressed.set(p, brotli(readFileSync(join(dist, p))));
  return compressed.get(p);
};

function kind(path) {
  if (/\.(wasm|js)$/.test(path)) return "code";
  if (/\/(texts|quotes)\/.*\.txt$/.test(path)) return "texts";
  if (/\.css$/.test(path)) return "styles";
  return "other";
}

/** The files a page requested, as paths within dist/, in order, once each. */
async function requested(browser, url, base, steps) {
  const context = await browser.newContext({ serviceWorkers: "block", locale: lang });
  const page = await context.newPage();
  const paths = [];
  page.on("requestfinished", (r) => {
    const u = new URL(r.url());
    if (!r.url().startsWith(base)) return;
    let p = decodeURIComponent(u.pathname).slice(new URL(base).pathname.length);
    if (p === "" || p.endsWith("/")) p += "index.html";
    if (!paths.includes(p)) paths.push(p);
  });
  await page.goto(url);
  await steps(page);
  await page.waitForLoadState("networkidle");
  await context.close();
  return paths;
}

function measure(paths) {
  const out = { total: 0, code: 0, texts: 0, styles: 0, other: 0, files: {} };
  for (const p of paths) {
    const b = sizeOf(p);
    out.files[p] = b;
    out[kind(p)] += b;
    out.total += b;
  }
  return out;
}

const server = await serve(dist);
const browser = await launchBrowser();
const pages = {};
try {
  pages.home = measure(
    await requested(browser, server.url, server.url, async (page) => {
      await page.waitForSelector("[data-testid=home]");
    }),
  );
  for (const game of GAMES) {
    const open = async (page) => {
      await page.waitForSelector("[data-testid=home]");
      await page.click(`[data-testid=game-card-${game}]`);
      await page.waitForSelector("[data-testid=setup]");
    };
    pages[game] = measure(await requested(browser, server.url, server.url, open));
    pages[`${game} +`] = measure(
      await requested(browser, server.url, server.url, async (page) => {
        await open(page);
        await page.click("[data-testid=start]");
        await page.waitForSelector("[data-testid=board] svg");
      }),
    );
  }
} finally {
  await browser.close();
  await server.close();
}

// The offline copy: sw.js lists every file it keeps and, by language, the catalogs it keeps
// once a reader uses that language.
const offline = { total: 0, language: 0 };
const sw = existsSync(join(dist, "sw.js")) ? readFileSync(join(dist, "sw.js"), "utf8") : "";
const files = JSON.parse(sw.match(/const FILES = (\[.*?\]);/s)?.[1] ?? "[]");
const texts = JSON.parse(sw.match(/const TEXTS = (\{.*?\});/s)?.[1] ?? "{}");
for (const f of files) offline.total += sizeOf(f === "./" ? "index.html" : f);
for (const f of texts[lang] ?? []) offline.language += sizeOf(f);

const over = [];
if (pages.home.total > BUDGET.home) over.push("home");
for (const g of GAMES) if (pages[g].total > BUDGET.game) over.push(g);

if (json) {
  const strip = (p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== "files"));
  const out = { pages: Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, strip(v)])), offline };
  out.budget = { home: BUDGET.home, game: BUDGET.game, over };
  console.log(JSON.stringify(out, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
  console.log("page".padEnd(12) + ["total", "code", "texts", "styles", "other"].map((h) => h.padStart(10)).join(""));
  for (const [name, p] of Object.entries(pages)) {
    console.log(name.padEnd(12) + [p.total, p.code, p.texts, p.styles, p.other].map(kb).join(""));
  }
  console.log(`\nbrotli, quality 11; a game page is the home page, then that game's card (home + that game);`);
  console.log(`"<game> +" is that page with a game started on it (its table fetched).`);
  console.log(`offline copy, fetched once in the background once the first page opened is shown: ${kb(offline.total).trim()} ` +
    `(+ ${kb(offline.language).trim()} of texts per language the reader uses)`);
  console.log(`budget: home <= 60 KB, home + one game <= 150 KB: ` + (over.length ? `OVER for ${over.join(", ")}` : "met"));
  if (args.includes("--files")) {
    for (const [name, p] of Object.entries(pages)) {
      console.log(`\n${name}`);
      for (const [f, b] of Object.entries(p.files)) console.log(`  ${kb(b)}  ${f}`);
    }
  }
}
if (check && over.length) process.exit(1);
