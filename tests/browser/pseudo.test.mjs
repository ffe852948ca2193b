// The site in its pseudo-language (`?lang=en-XA`, docs/i18n.md: every English text accented,
// about 40 % longer and wrapped in ⟦…⟧), on a phone (390×844), page after page: the home page,
// each game's page before a game and its table after a few moves (a person and the computer, at
// full speed, with "Why?", sharing and what the computer sees open), each game's rules, story,
// print kit and throw lab, the lessons, the games kept on the device and a broken link's page.
//
// (a) Every text a reader meets is inside markers: a run of text outside them was never a catalog
//     text in the reader's language (English written in the code, a sentence glued from pieces).
//     What may stand outside is listed in ALLOWED, each with its reason.
// (b) Nothing is wider than the screen, sticks out of it or is cut: the longer texts still fit.
//
// It opens every page by its address and plays by script, to stay within about a minute.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cut, shot, sized, useSite } from "./harness.mjs";
import { games } from "../../scripts/games.mjs";
import { execFileSync } from "node:child_process";

const site = useSite();

/** A game's rules as implemented (`lab rules GAME --json`): id, title, source's citation… */
const rules = (id) =>
  JSON.parse(execFileSync("cargo", ["run", "--quiet", "--no-default-features", "--bin", "lab", "--", "rules", id, "--json"], { encoding: "utf8" }));
const LANG = "en-XA";

// What may stand outside the markers, and why.
const ALLOWED = {
  // Elements whose text is not ours to translate.
  elements: [
    // Text marked as written in another language (`lang`): the games' own words as the sources
    // spell them (their glossaries), the sources' words quoted as evidence (their translation
    // beside them is a catalog text, and is checked), each language's name in the menu.
    "[lang]:not(html):not([lang=en-XA])",
    // What the reader typed or a link carried: names, the address of a page that does not exist.
    "input, textarea, code",
  ],
  // A rule's citation (author, year, page), as the source is cited in every language: each
  // game's, as `lab rules GAME --json` gives them ("source"), taken out of a run before it is read.
  citations: games().flatMap((g) => rules(g.id).map((r) => r.source).filter(Boolean)),
  // Runs of text, once markers, isolates, citations and the elements above are taken out.
  runs: [
    // Numbers, punctuation and signs: counts, scores, coordinates (4,6), odds (3/8), arrows.
    /^[\p{N}\p{P}\p{S}\s]+$/u,
    // A line of the board named by its letter, as the source names it (Marin's lines A to D).
    /^[A-Z]$/,
    // Move notation and board coordinates, Latin letters and digits as every language writes
    // them: A3, B17-C20, 4,6×2,4, 10→12.
    /^[A-Za-z]?\d+([-–→×:,./][A-Za-z]?\d+)*[\p{P}\s]*$/u,
  ],
};

/** Opens `address` in the pseudo-language and waits for `ready` (a test id). */
async function open(page, address, ready) {
  const [path, query] = address.split("?");
  await page.goto("about:blank");
  await page.goto(`${site.server.url}#/${path}?${query ? `${query}&` : ""}lang=${LANG}`);
  await page.getByTestId(ready).first().waitFor();
  await page.waitForFunction((l) => document.documentElement.lang === l, LANG);
}

/** Everything folded unfolded, every rule laid out: what a reader can reach is checked. */
async function unfold(page) {
  await page.addStyleTag({ content: ".rule { content-visibility: visible !important; }" });
  await page.evaluate(() => {
    for (const d of document.querySelectorAll("details")) d.open = true;
  });
}

/** The texts of the page outside the pseudo-language's markers: each with where it stands. */
function unmarked(page) {
  return page.evaluate((allowed) => {
    const skip = allowed.elements.join(", ");
    const runs = allowed.runs.map(([source, flags]) => new RegExp(source, flags));
    const cited = [...allowed.citations].sort((a, b) => b.length - a.length);
    const ok = (run) => {
      const rest = cited.reduce((r, c) => r.split(c).join(" "), run).trim();
      return !rest || runs.some((re) => re.test(rest));
    };
    const out = [];
    const where = (el) => {
      const id = el.closest("[data-testid]")?.dataset.testid;
      return `${el.tagName.toLowerCase()}${id ? ` in ${id}` : ""}`;
    };
    // A text's runs outside ⟦…⟧, the isolates (U+2066–2069) taken out; `depth` carried in.
    const scan = (text, depth, found) => {
      let run = "";
      for (const c of text.replace(/[\u2066-\u2069]/g, "")) {
        if (c === "⟦") {
          if (depth === 0 && run.trim()) found.push(run.trim());
          run = "";
          depth++;
        } else if (c === "⟧") depth = Math.max(0, depth - 1);
        else if (depth === 0) run += c;
      }
      if (run.trim()) found.push(run.trim());
      return depth;
    };
    // Text nodes, grouped by the block they are laid out in: a marked text may hold a game's word
    // in an element of its own, but never crosses a block.
    const blockOf = (el) => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const d = getComputedStyle(e).display;
        if (!d.startsWith("inline") && d !== "contents") return e;
      }
      return document.body;
    };
    const blocks = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || el.closest(`script, style, noscript, ${skip}`)) continue;
      const option = el.closest("option");
      if (!option && !el.checkVisibility()) continue;
      const block = option ?? blockOf(el);
      if (!blocks.has(block)) blocks.set(block, []);
      blocks.get(block).push(n.textContent);
    }
    for (const [block, texts] of blocks) {
      const found = [];
      const depth = texts.reduce((d, t) => scan(t, d, found), 0);
      for (const run of found.filter((r) => !ok(r))) out.push(`"${run.slice(0, 60)}" (${where(block)})`);
      if (depth !== 0) out.push(`a text cut before its end: "${texts.join("").slice(-40)}" (${where(block)})`);
    }
    // What is said without being shown: labels, titles, placeholders; and the tab's title.
    const said = [["title", document.title, document.documentElement]];
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt], [aria-description]")) {
      if (el.closest(skip)) continue;
      if (el.matches("svg *") ? false : !el.checkVisibility() && !el.closest("select")) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt", "aria-description"]) {
        if (el.hasAttribute(a)) said.push([a, el.getAttribute(a), el]);
      }
    }
    for (const [name, value, el] of said) {
      if (!value.trim()) continue;
      const found = [];
      const depth = scan(value, 0, found);
      for (const run of found.filter((r) => !ok(r))) out.push(`${name} "${run.slice(0, 60)}" (${where(el)})`);
      if (depth !== 0) out.push(`${name} cut before its end: "${value.slice(-40)}" (${where(el)})`);
    }
    return [...new Set(out)];
  }, { elements: ALLOWED.elements, citations: ALLOWED.citations, runs: ALLOWED.runs.map((re) => [re.source, re.flags]) });
}

/** A few things the person at each game's table does, by script: one step a call, or none. */
const PLAY = {
  deleb: ["[data-testid=throw]", "[data-testid=choose-dug]", ".dl-man.target .dl-hit", "[data-testid=end-turn]", "[data-testid=let-be]"],
  hyena: ["[data-testid^=target-]", "[data-testid^=choice-]", "[data-testid=throw]"],
  "um-dyar": [".ud-hit[tabindex='0']", "[data-testid=pass]"],
  dablot: ["[data-testid=pass]:not(.gone)", ".db-pt.tg", ".db-pt.mv"],
};

async function playSome(page, id, steps) {
  for (let i = 0; i < steps; i++) {
    for (const sel of PLAY[id] ?? []) {
      const use = page.locator(sel).first();
      if (await use.isVisible().catch(() => false)) {
        await use.click({ timeout: 2000 }).catch(() => {});
        break;
      }
    }
    await page.waitForTimeout(120);
  }
}

test("the pseudo-language on a phone: every text marked, nothing wider than the screen or cut", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  const found = [];
  const check = async (name) => {
    await unfold(page);
    for (const u of await unmarked(page)) found.push(`${name}: unmarked ${u}`);
    for (const c of await cut(page, { clipped: true })) found.push(`${name}: ${c}`);
  };
  await open(page, "", "game-cards");
  await check("home");
  await shot(page, "pseudo-home-phone");
  for (const game of games()) {
    const id = game.id;
    await open(page, id, "setup");
    await page.locator("[data-testid=rule-list][aria-busy=false]").waitFor();
    await check(`${id} setup`);
    await page.getByTestId("start").click();
    await page.getByTestId("board").waitFor();
    await page.getByTestId("speed").selectOption("0");
    await playSome(page, id, 10);
    await page.getByTestId("share-open").click();
    const sees = page.getByTestId("coach-sees");
    if (await sees.isEnabled().catch(() => false)) await sees.click();
    const why = page.locator("[data-testid^=why-]").first();
    if (await why.isVisible().catch(() => false)) await why.click();
    await page.waitForTimeout(300);
    await check(`${id} table`);
    await page.locator("[data-testid=board] svg").first().evaluate((e) => e.scrollIntoView({ block: "center" }));
    await shot(page, `pseudo-${id}-table-phone`);
    await open(page, `${id}/about`, "about");
    await check(`${id} about`);
    await open(page, `${id}/print`, "print-kit");
    await check(`${id} print`);
    if (game.sticks) {
      await open(page, `${id}/lab`, "lab");
      await check(`${id} lab`);
    }
  }
  await open(page, "teach", "lessons");
  await check("lessons");
  // The games just played are kept on the device: the home page lists them.
  await open(page, "", "in-progress");
  await page.getByTestId("in-progress").scrollIntoViewIfNeeded();
  await check("saved games");
  await shot(page, "pseudo-saved-phone");
  await open(page, "um-dyar?g=%3Cscript%3E", "link-problem");
  await check("broken link");
  await close();
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
});

// The pseudo-language lengthens texts with short words; Somali and French have long ones, which a
// table's column cannot break: the kit's tables (the story's "what is known", the throw lab's
// odds) fit a phone in those too. (They were up to 190 px wider than the screen in Somali.)
test("the kit's tables fit a phone in Somali and French", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  const found = [];
  for (const lang of ["so", "fr"]) {
    for (const game of games()) {
      for (const [kind, ready] of [["about", "about"], ...(game.sticks ? [["lab", "lab"]] : [])]) {
        await page.goto("about:blank");
        await page.goto(`${site.server.url}#/${game.id}/${kind}?lang=${lang}`);
        await page.getByTestId(ready).waitFor();
        for (const c of await cut(page)) found.push(`${lang} ${game.id} ${kind}: ${c}`);
      }
    }
  }
  await close();
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
});
