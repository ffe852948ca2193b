// The site shell in a real browser: the home page shows every game, opens without the site's
// code (its own HTML, in the reader's language) and matches the page the code draws; opened as a
// file, it says how to serve the folder (a browser without modules, that it is too old), in the
// reader's language; while a game's code is fetched, its page shows that game's card (nothing
// jumping); a page fetches its code, texts and style sheet alongside the site's module, each
// once; every game page opens with its new-game panel, a wrong address says so, in-page links
// keep the game, leaving a game goes where the player asked even while the game changes, and
// nothing logs an error.
import { test } from "node:test";
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowser, openPage, rulesListed, shot, useSite } from "./harness.mjs";

const GAMES = ["deleb", "hyena", "um-dyar", "dablot"];
const site = useSite();

test("home page presents the games, served from a sub-path", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await page.getByTestId("game-cards").waitFor();
  const cards = await page.locator("[data-testid^=game-card-]").evaluateAll((els) =>
    els.map((e) => e.dataset.testid.replace("game-card-", "")),
  );
  assert.deepEqual([...cards].sort(), [...GAMES].filter((g) => cards.includes(g)).sort());
  assert.ok(cards.length >= 1, "at least one game is listed");
  for (const id of cards) {
    const card = page.getByTestId(`game-card-${id}`);
    assert.ok((await card.locator("h2").innerText()).trim().length > 0, `${id} has a name`);
    // The drawing is a static picture (no game's code on the home page), and it loaded.
    const drawn = await card.locator("img.thumb").evaluate((img) => img.complete && img.naturalWidth > 0);
    assert.ok(drawn, `${id} has a drawing`);
  }
  await shot(page, "home-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "home-phone");
  assert.deepEqual(errors, []);
  await page.close();
});

/** A first visit in a browser of its own (no storage, no cache), in `locale`: the page, the
 *  addresses it requested, and the errors it logged. */
async function firstVisit(browser, url, locale) {
  const context = await browser.newContext({ locale, serviceWorkers: "block" });
  // Every request from the first one on (the context's, so nothing before the page's load is missed).
  const requested = [];
  context.on("request", (r) => requested.push(r.url()));
  const errors = [];
  const page = await openPage(context, url, errors);
  return { context, page, requested, errors };
}

/** The home page's words as a reader sees them. */
const homeText = (page) => page.getByTestId("home").evaluate((e) => e.innerText.replace(/\s+/g, " ").trim());

test("the home page opens without the site's code, in the reader's language, as the code draws it", async () => {
  const browser = await launchBrowser();
  try {
    // English: the page's own HTML; no WebAssembly or script of the site is fetched.
    const en = await firstVisit(browser, site.server.url, "en-GB");
    await en.page.getByTestId("game-cards").waitFor();
    await en.page.waitForLoadState("networkidle");
    const fetched = (v) => v.requested.filter((u) => /\.(wasm|js)$/.test(new URL(u).pathname));
    assert.deepEqual(fetched(en), [], "no code on the home page");
    // The games' pictures and the site's style sheet are written into the page, not fetched:
    // the first paint waits for no other file.
    assert.deepEqual(en.requested.filter((u) => /\/thumbs\/|\.css$/.test(new URL(u).pathname)), []);
    assert.equal(await en.page.locator("h1").innerText(), "Play, study and teach four traditional games");
    const written = await homeText(en.page);
    // The home page's own address changes nothing; a game's page starts the code, whose home
    // page (the site's name, top left) reads the same as the written one.
    await en.page.evaluate(() => { location.hash = "#/"; });
    await en.page.waitForTimeout(200);
    assert.deepEqual(fetched(en), [], "the home page's own address starts nothing");
    await en.page.getByTestId("game-card-dablot").click();
    await en.page.getByTestId("setup").waitFor();
    assert.ok(fetched(en).some((u) => u.endsWith(".wasm")), "a game's page brings the code");
    await en.page.getByTestId("home-link").click();
    await en.page.getByTestId("game-cards").waitFor();
    assert.equal(await en.page.locator("[data-boot]").count(), 0, "drawn by the site's code");
    assert.equal(await homeText(en.page), written, "the HTML's home page is the one the site draws");
    assert.deepEqual(en.errors, []);
    await en.context.close();

    // A French browser: the same page in French (its catalog, which the site fetches anyway),
    // still without code; then a game card opens the game, in French.
    const fr = await firstVisit(browser, site.server.url, "fr-FR");
    await fr.page.waitForFunction(() => document.documentElement.lang === "fr");
    assert.equal(await fr.page.locator("h1").innerText(), "Jouer, étudier et enseigner quatre jeux traditionnels");
    assert.match(await fr.page.getByTestId("language").locator("option:checked").innerText(), /^Français \(.+\)$/);
    await fr.page.waitForLoadState("networkidle");
    assert.deepEqual(fetched(fr), [], "no code on the home page");
    await shot(fr.page, "home-static-fr");
    await fr.page.getByTestId("game-card-um-dyar").click();
    await fr.page.getByTestId("setup").waitFor();
    assert.equal(await fr.page.evaluate(() => document.documentElement.lang), "fr");
    assert.ok(fetched(fr).some((u) => u.endsWith(".wasm")), "the game's page brings the code");
    await fr.page.waitForLoadState("networkidle");
    const texts = (v) => v.requested.filter((u) => u.endsWith(".txt")).map((u) => u.replace(/^.*\/(texts|quotes)\//, "$1/"));
    // Only French texts, and the sources' words (in the sources' language), each once (this server
    // sends no caching headers): the home texts the written page fetched are handed to the site,
    // the game's early fetch is the one it uses.
    const french = ["quotes/um-dyar.txt", "texts/fr/site.txt", "texts/fr/table.txt", "texts/fr/um-dyar.txt"];
    assert.deepEqual([...new Set(texts(fr))].sort(), french, "the French texts");
    assert.equal(texts(fr).length, 4, "each text once");
    assert.deepEqual(fr.errors, []);
    await fr.context.close();

    // Another language chosen on the written page: the site starts in it, fetching no other.
    const sv = await firstVisit(browser, site.server.url, "en-GB");
    await sv.page.getByTestId("game-cards").waitFor();
    await sv.page.getByTestId("language").selectOption("sv");
    await sv.page.waitForFunction(() => document.documentElement.lang === "sv" && !document.querySelector("[data-boot]"));
    await sv.page.waitForLoadState("networkidle");
    assert.deepEqual(texts(sv), ["texts/sv/site.txt"], "only the Swedish home texts");
    assert.deepEqual(sv.errors, []);
    await sv.context.close();
  } finally {
    await browser.close();
  }
});

test("opened as a file (a USB stick), the home page shows and a game says how to serve the folder", async () => {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(pathToFileURL(resolve("dist/index.html")).href);
    assert.equal(await page.locator("h1").innerText(), "Play, study and teach four traditional games");
    // Styled: a file has no origin to check a style sheet's integrity against, so none is asked.
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), "rgba(0, 0, 0, 0)");
    await page.getByTestId("game-card-dablot").click();
    await page.locator("#boot-line[role=alert]").waitFor();
    assert.match(await page.locator("#boot-line").innerText(), /Opened as a file.*python3 -m http\.server/);
    // In the reader's language, though no catalog can be fetched from a file.
    const fr = await (await browser.newContext({ locale: "fr-FR" })).newPage();
    await fr.goto(pathToFileURL(resolve("dist/index.html")).href + "#/dablot");
    await fr.locator("#boot-line[role=alert]").waitFor();
    assert.match(await fr.locator("#boot-line").innerText(), /^Ouverte comme un fichier.*python3 -m http\.server/);
    assert.equal(await fr.locator("#boot-line").getAttribute("lang"), "fr");
  } finally {
    await browser.close();
  }
});

test("while a game's code is fetched, its page shows that game's card under the loading line, and nothing jumps; the page is shown whole", async () => {
  const browser = await launchBrowser();
  try {
    for (const [hash, fromHome] of [["#/hyena", false], ["#/dablot", true]]) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 }, isMobile: true });
      // Layout shifts the reader did not cause (a click's own are not counted), and whether the
      // page knew which page was being opened before its body was read (before it is drawn).
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.getElementById("boot-home")) return;
          window.decidedFirst = document.documentElement.hasAttribute("data-opening");
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
        window.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifted += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        // Each frame about to be drawn: a game's page shown without its new-game panel's seats
        // (the page is built in several tasks, and shown once they are done).
        window.partial = 0;
        const look = () => {
          const shown = document.querySelector("[data-testid=game-page]")?.checkVisibility();
          if (shown && !document.querySelector("[data-testid=seat-1]")) window.partial += 1;
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      // The site's module is held back until the page has been looked at.
      let release;
      const held = new Promise((ok) => (release = ok));
      await context.route("**/sandgames.js", async (route) => {
        await held;
        await route.continue();
      });
      const errors = [];
      const page = await openPage(context, "about:blank", errors);
      // A slow phone's processor: the page is drawn while it is still being read (a page
      // rearranged after it was first drawn jumped by most of the screen).
      await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(site.server.url + (fromHome ? "" : hash));
      if (fromHome) await page.getByTestId(`game-card-${hash.slice(2)}`).click();
      else assert.equal(await page.evaluate(() => window.decidedFirst), true, `${hash}: decided before the page is drawn`);
      await page.locator("#boot-line").waitFor();
      const shown = await page.locator("[data-testid^=game-card-]").evaluateAll((cards) =>
        cards.filter((c) => c.checkVisibility()).map((c) => c.dataset.testid),
      );
      assert.deepEqual(shown, [`game-card-${hash.slice(2)}`], hash);
      assert.equal(await page.locator("#boot-home h1").isVisible(), false, `${hash}: the home page's title is not shown`);
      // The card is a picture of the page being opened: the keyboard passes it by.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest("#boot-home")), false, `${hash}: tab ${i + 1}`);
      }
      await shot(page, `opening-${hash.slice(2)}`);
      release();
      // Then the game's own page replaces it.
      await page.getByTestId("setup").waitFor();
      assert.equal(await page.locator("[data-testid^=game-card-]").count(), 0, hash);
      assert.ok((await page.evaluate(() => window.shifted)) < 0.01, `${hash}: the layout shifted by ${await page.evaluate(() => window.shifted)}`);
      assert.equal(await page.evaluate(() => window.partial), 0, `${hash}: frames with the page but not its seats`);
      assert.deepEqual(errors, [], hash);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});

/** Opens `hash` (from the home page when `fromHome`, by its card) in a fresh browser context and
 *  returns every file of the site's version it fetched (name → times) and the preloaded ones. With
 *  `withoutPreload`, the page preloads nothing: what the page asks for by itself. */
async function pageFiles(browser, hash, { fromHome = false, withoutPreload = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  if (withoutPreload) {
    // The page's preloads are dropped as it adds them.
    await context.addInitScript(() => {
      const append = HTMLHeadElement.prototype.append;
      HTMLHeadElement.prototype.append = function (...nodes) {
        return append.apply(this, nodes.filter((n) => !(n instanceof HTMLLinkElement && n.rel === "preload")));
      };
    });
  }
  const times = new Map();
  context.on("request", (r) => {
    const m = new URL(r.url()).pathname.match(/\/app-[0-9a-f]+\/(.+)$/);
    if (m) times.set(m[1], (times.get(m[1]) || 0) + 1);
  });
  const errors = [];
  const page = await openPage(context, site.server.url + (fromHome ? "" : hash), errors);
  if (fromHome) {
    await page.getByTestId("game-cards").waitFor();
    await page.getByTestId(`game-card-${hash.slice(2)}`).click();
  }
  // A game's address with a game in it (?g=…) opens its board; a game's page without one, the
  // new-game panel.
  await page.getByTestId(hash.endsWith("/lab") ? "lab" : hash.includes("?g=") ? "board" : "setup").waitFor();
  await page.waitForLoadState("networkidle");
  const preloaded = await page.locator("link[rel=preload]").evaluateAll((ls) =>
    ls.map((l) => new URL(l.href).pathname.replace(/^.*\/app-[0-9a-f]+\//, "")),
  );
  await context.close();
  assert.deepEqual(errors, [], hash);
  return { times, preloaded };
}

// A Dèleb game in progress, as its link holds it (tests/browser/deleb.test.mjs, MIDGAME).
const DELEB_GAME = "#/deleb?g=AQEAAgAEQXNoYQAEQmlsZQEHAAAAAAAAABsAAAAAAgEAAAAAAgEABAQCAQUCAQEBAgEBAwFwFWL-";

test("a page fetches what its code will need alongside the site's module, each file once", async () => {
  const browser = await launchBrowser();
  try {
    const pages = [["#/deleb", false], ["#/um-dyar", true], ["#/hyena", false], ["#/dablot", true], ["#/deleb/lab", false], [DELEB_GAME, false]];
    for (const [hash, fromHome] of pages) {
      const alone = await pageFiles(browser, hash, { fromHome, withoutPreload: true });
      const early = await pageFiles(browser, hash, { fromHome });
      assert.equal(alone.preloaded.length, 0, `${hash}: nothing preloaded`);
      // The same files as the page asks for by itself, none fetched twice (a preload the page's
      // own request did not use would be fetched again)…
      assert.deepEqual([...early.times.keys()].sort(), [...alone.times.keys()].sort(), hash);
      for (const [file, n] of early.times) assert.equal(n, 1, `${hash}: ${file} fetched ${n} times`);
      // …and early: the page's own code, every chunk of it, its texts and its style sheet.
      const wasm = [...alone.times.keys()].filter((f) => f.endsWith(".wasm"));
      assert.deepEqual(early.preloaded.filter((f) => f.endsWith(".wasm")).sort(), wasm.sort(), hash);
      if (!hash.endsWith("/lab")) {
        const game = hash.slice(2).split("?")[0];
        for (const f of ["texts/en/site.txt", "texts/en/table.txt", `texts/en/${game}.txt`, `quotes/${game}.txt`, `style/${game}.css`]) {
          assert.ok(early.preloaded.includes(f), `${hash}: ${f} preloaded`);
        }
        // The game's table (its own chunk) only when the address holds a game: a page without
        // one shows the new-game panel and fetches the table when a game starts.
        assert.equal(wasm.some((f) => f.startsWith("split_page_")), hash.includes("?g="), `${hash}: ${wasm}`);
      }
    }
  } finally {
    await browser.close();
  }
});

test("a browser without modules is told, in its language, that it is too old", async () => {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ locale: "sv-SE", serviceWorkers: "block" })).newPage();
    await page.goto(site.server.url);
    await page.getByTestId("game-cards").waitFor();
    // Chromium runs modules, so it skips the page's `nomodule` script: run it as an old browser would.
    await page.evaluate(() => new Function(document.querySelector("script[nomodule]").textContent)());
    assert.match(await page.locator("#boot-line[role=alert]").innerText(), /^Den här webbläsaren är för gammal/);
  } finally {
    await browser.close();
  }
});

test("every listed game page opens with its new-game panel", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await page.getByTestId("game-cards").waitFor();
  const ids = await page.locator("[data-testid^=game-card-]").evaluateAll((els) =>
    els.map((e) => e.dataset.testid.replace("game-card-", "")),
  );
  for (const id of ids) {
    await page.goto(`${site.server.url}#/${id}`);
    await page.getByTestId("game-page").waitFor();
    assert.equal(await page.getByTestId("game-page").getAttribute("data-game"), id);
    await page.getByTestId("setup").waitFor();
    assert.ok(await page.getByTestId("start").isEnabled(), `${id}: default options make a game`);
    await rulesListed(page);
    assert.ok((await page.getByTestId("rules").locator("article.rule").count()) > 3, `${id}: rules listed`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a game's page opens without its table; a table that cannot be fetched is said, and the page starts the game once back online", async () => {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const wasm = [];
    context.on("request", (r) => {
      const m = new URL(r.url()).pathname.match(/\/app-[0-9a-f]+\/(.+\.wasm)$/);
      if (m) wasm.push(m[1]);
    });
    const errors = [];
    const page = await openPage(context, `${site.server.url}#/hyena`, errors);
    await page.getByTestId("setup").waitFor();
    // The new-game panel and the rules, with the sources' words, from the site's module alone.
    await rulesListed(page);
    assert.ok((await page.getByTestId("rules").locator("blockquote").count()) > 3, "the sources' words");
    assert.deepEqual(wasm, ["sandgames_bg.wasm"]);
    // The connection drops before the first game: the start button says so, nothing is lost.
    await context.setOffline(true);
    await page.getByTestId("seat-name-0").fill("Amna");
    await page.getByTestId("seat-name-0").dispatchEvent("change");
    await page.getByTestId("start").click();
    await page.getByTestId("setup-problem").waitFor();
    assert.match(await page.getByTestId("setup-problem").innerText(), /could not be fetched/);
    assert.ok(await page.getByTestId("start").isEnabled(), "the start button is offered again");
    assert.equal(await page.getByTestId("seat-name-0").inputValue(), "Amna");
    // Back online, the same button starts the game with the same seats.
    await context.setOffline(false);
    await page.getByTestId("start").click();
    await page.getByTestId("board").waitFor();
    assert.match(await page.getByTestId("seat-list").innerText(), /Amna/);
    assert.ok(wasm.some((f) => f.startsWith("split_page_hyena")), `${wasm}`);
    // The failed fetch is logged by the browser and by the splitter's loader (__wasm_split.js);
    // the page itself raised nothing.
    const fetchLines = /ERR_INTERNET_DISCONNECTED|Failed to load resource|^console: TypeError: Failed to fetch/;
    assert.deepEqual(errors.filter((e) => !fetchLines.test(e)), []);
    await context.close();
  } finally {
    await browser.close();
  }
});

test("an unknown page says so and links home", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/no-such-game`, errors);
  await page.getByTestId("not-found").waitFor();
  await page.getByTestId("not-found").getByRole("link").click();
  await page.getByTestId("home").waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a game page, the rules, rule and skip links keep the game; leaving mid-move goes where asked", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, `${site.server.url}#/um-dyar`, errors);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("speed").selectOption("0");
  await page.getByTestId("target-0-3").click();
  await page.waitForFunction(() => location.hash.includes("g="));
  const address = await page.evaluate(() => location.hash);

  // "Rules" brings the rules into view; the board stays, and the address still holds the game.
  await page.getByTestId("rules-link").click();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === "rules");
  assert.ok(await page.getByTestId("rules").isVisible());
  assert.equal(await page.getByTestId("board").count(), 1, "the game is still on the page");
  assert.equal(await page.evaluate(() => location.hash), address);
  // So does a rule named beside a move in the list: that rule gets the focus.
  const chip = page.locator("[data-testid=move-list] .rule-chip").first();
  const rule = (await chip.getAttribute("href")).slice(1);
  await chip.click();
  await page.waitForFunction((id) => document.activeElement?.id === id, rule);
  assert.equal(await page.evaluate(() => location.hash), address);
  // The skip link, reached by keyboard, too.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.id === "main");
  assert.equal(await page.evaluate(() => location.hash), address);

  // Going home in the very task in which the game changes (as when a computer's move lands just
  // then): the game must not write itself back over the address the player asked for.
  await page.evaluate(() => {
    location.hash = "#/";
    document.querySelector("[data-testid=undo]").click();
  });
  await page.getByTestId("home").waitFor();
  assert.equal(await page.evaluate(() => location.hash), "#/");
  assert.equal(await page.getByTestId("game-page").count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
