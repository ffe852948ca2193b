// Games travel and are kept: the address holds the game, a reload shows it again, a link opens
// the same position in a fresh browser, a broken link says so, names stay text, the home page
// lists games in progress, stored data that fails is set aside, and two browsers play by links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, openPage, shot, sized, useSite, openShare, shareLink, playByLinks } from "./harness.mjs";

const EVIL = "<img src=x onerror=alert(1)>";
const site = useSite();

/** An Um dyar game between two people at this screen, South named `name`, `moves` moves in. */
async function playSome(page, name, moves) {
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("seat-name-0").fill(name);
  await page.getByTestId("seat-name-0").blur();
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await page.getByTestId("speed").selectOption("0");
  for (let i = 0; i < moves; i++) {
    await page.locator(".ud-hit[tabindex='0']").first().click();
    await page.waitForTimeout(50);
  }
}

const seeds = (page) =>
  page.locator("[data-testid^=hole-]").evaluateAll((els) => els.map((e) => e.dataset.seeds).join(","));

test("a game survives a reload, and its link opens the same position in a fresh browser", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await playSome(page, "Anna", 5);
  const position = await seeds(page);
  const moveList = await page.getByTestId("move-list").innerText();
  assert.match(page.url(), /#\/um-dyar\?s=\w+&g=/, "the address carries the game");
  await page.reload();
  await page.getByTestId("board").waitFor();
  assert.equal(await seeds(page), position, "same position after reload");
  assert.equal(await page.getByTestId("move-list").innerText(), moveList);
  const link = await shareLink(page);
  assert.ok(link.length < 2000);

  const other = await launch(); // a fresh profile: nothing stored
  try {
    const p2 = await openPage(other.context, link, errors);
    await p2.getByTestId("board").waitFor();
    assert.equal(await seeds(p2), position, "same position in a fresh browser");
    assert.equal(await p2.getByTestId("move-list").innerText(), moveList);
  } finally {
    await other.close();
  }
  // The QR code of the link, for a projector: its encoder is fetched when first asked for.
  const encoder = [];
  page.on("request", (r) => /\/split_qr\.wasm$/.test(r.url()) && encoder.push(r.url()));
  await page.getByTestId("share-link-qr").click();
  await page.getByTestId("qr").waitFor();
  assert.equal(encoder.length, 1, "the QR encoder arrives when the code is asked for");
  assert.ok((await page.getByTestId("qr").locator("path").getAttribute("d")).length > 100, "the code is drawn");
  // The game record: downloaded, then opened again on a fresh page of the game.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  const record = await download.path();
  await page.goto(`${site.server.url}#/um-dyar`);
  await page.getByTestId("setup").waitFor();
  await page.getByTestId("seat-kind-1").selectOption("human");
  await page.getByTestId("start").click();
  await openShare(page);
  await page.getByTestId("import").setInputFiles(record);
  await page.waitForFunction((p) => {
    const holes = [...document.querySelectorAll("[data-testid^=hole-]")].map((e) => e.dataset.seeds).join(",");
    return holes === p;
  }, position);
  assert.equal(await page.getByTestId("move-list").innerText(), moveList, "the record gives back the game");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a corrupted link shows what is wrong and a way on", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await playSome(page, "Bo", 3);
  const link = await shareLink(page);
  for (const broken of [link.slice(0, -7), link.replace(/g=(.)(.)/, "g=$2$1"), `${site.server.url}#/um-dyar?g=%3Cscript%3E`]) {
    await page.goto("about:blank");
    await page.goto(broken);
    await page.getByTestId("link-problem").waitFor();
    assert.match(await page.getByTestId("link-problem").innerText(), /could not be opened/);
    assert.ok(await page.getByTestId("new-game").isVisible(), "a way to start fresh");
    // It says truly what it shows: nothing of a game whose check fails, and no board.
    assert.match(await page.getByTestId("link-problem-help").innerText(), /Nothing of its game could be read/);
    assert.equal(await page.getByTestId("board").count(), 0, "no board for a game not read");
  }
  await shot(page, "link-broken");
  assert.deepEqual(errors, []);
  await page.close();
});

test("a name from a link is shown as text, never as markup", async () => {
  const errors = [];
  let dialogs = 0;
  const page = await openPage(site.browser.context, site.server.url, errors);
  page.on("dialog", (d) => {
    dialogs++;
    d.dismiss();
  });
  await playSome(page, EVIL, 2);
  const link = await shareLink(page);
  await page.goto("about:blank");
  await page.goto(link);
  await page.getByTestId("board").waitFor();
  const seats = await page.getByTestId("seat-list").innerText();
  assert.ok(seats.includes(EVIL), "the name appears as written");
  assert.equal(await page.locator("main img").count(), 0, "no image element was made from it");
  assert.equal(dialogs, 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the home page lists games in progress from their summaries; a broken one is kept, never lost", async () => {
  const errors = [];
  const page = await openPage(site.browser.context, site.server.url, errors);
  await playSome(page, "Cleo", 2);
  const broken = "#/um-dyar?g=AQEAAgAAAQAA_broken";
  await page.evaluate((b) => localStorage.setItem("sandgames.game.deadbeef", b), broken);
  await page.goto(site.server.url);
  await page.getByTestId("in-progress").waitFor();
  // The home page reads the summaries kept beside each game: who plays and how far.
  const listed = await page.getByTestId("saved-game").allInnerTexts();
  // (Earlier tests in this browser kept games of their own.)
  assert.ok(listed.length >= 2, listed.join(" | "));
  assert.ok(listed.some((t) => t.includes("Cleo") && /\d+ moves/.test(t)), listed.join(" | "));
  await shot(page, "home-in-progress");
  // Read in Arabic, the list of players takes Arabic's comma, not a comma written in the code.
  await page.getByTestId("language").selectOption("ar");
  await page.waitForFunction(() => document.documentElement.lang === "ar");
  const arabic = (await page.getByTestId("saved-game").filter({ hasText: "Cleo" }).first().innerText())
    // The names are isolated for right-to-left reading (U+2066–U+2069), which the match ignores.
    .replace(/[\u2066-\u2069]/g, "");
  assert.match(arabic, /\(Cleo\)، \S/, arabic);
  assert.doesNotMatch(arabic, /, /, arabic);
  await page.getByTestId("language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
  // The broken one opens on its page with what is wrong; its stored copy is left as it was.
  await page.locator("[data-testid=saved-continue][href*=deadbeef]").click();
  await page.getByTestId("link-problem").waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("sandgames.game.deadbeef")), broken);
  // Continue the good one from the list.
  await page.goto(site.server.url);
  await page.getByTestId("saved-game").filter({ hasText: "Cleo" }).getByTestId("saved-continue").click();
  await page.getByTestId("board").waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test("two browsers play by links", async () => {
  const errors = [];
  const { a, b, close } = await playByLinks(site, "um-dyar", errors);
  try {
    await a.getByTestId("speed").selectOption("0");
    await a.locator(".ud-hit[tabindex='0']").first().click();
    await a.getByTestId("corr-waiting").waitFor();
    const afterA = await a.getByTestId("corr-link").inputValue();
    // B receives A's move, plays one back.
    await b.goto(afterA);
    await b.getByTestId("corr-my-turn").waitFor();
    await b.getByTestId("speed").selectOption("0");
    await b.locator(".ud-hit[tabindex='0']").first().click();
    await b.getByTestId("corr-waiting").waitFor();
    const afterB = await b.getByTestId("corr-link").inputValue();
    await a.goto(afterB);
    await a.getByTestId("corr-my-turn").waitFor();
    assert.equal(await seeds(a), await seeds(b), "both browsers see the same position");
    // On A's screen, B's seat is not playable: only A's own seat is.
    assert.equal(await a.locator("[data-testid^=hole-1-].playable").count(), 0);
  } finally {
    await close();
  }
  assert.deepEqual(errors, []);
  await a.close();
});

test("a game by links says only what applies to it, and no page names a file of the repository", async () => {
  const errors = [];
  for (const [game, sticks] of [["dablot", false], ["hyena", true]]) {
    const page = await openPage(site.browser.context, `${site.server.url}#/${game}`, errors);
    await page.getByTestId("setup").waitFor();
    await page.getByTestId("setup-where").selectOption("link");
    await page.getByTestId("seat-kind-1").selectOption("human");
    await page.getByTestId("start").click();
    await page.getByTestId("corr").waitFor();
    // Before anyone has joined, the turn bar says so first, and no move is offered.
    assert.match(await page.getByTestId("turn").innerText(), /not started/);
    if (game === "dablot") assert.equal(await page.locator(".db-pt.mv").count(), 0, "no piece offered");
    // The word on how thrown sticks stay fair, only for a game of sticks.
    assert.equal(await page.getByTestId("corr-fair").count(), sticks ? 1 : 0, game);
    const text = await page.locator("body").innerText();
    assert.doesNotMatch(text, /docs\/|\.md\b|src\//, `${game}: no file of the repository named`);
    await page.close();
  }
  assert.deepEqual(errors, []);
});

test("on a phone, the invited player finds 'Join the game' in the first screen", async () => {
  const errors = [];
  const a = await openPage(site.browser.context, `${site.server.url}#/dablot`, errors);
  await a.getByTestId("setup").waitFor();
  await a.getByTestId("setup-where").selectOption("link");
  await a.getByTestId("seat-kind-1").selectOption("human");
  await a.getByTestId("start").click();
  const invitation = await a.getByTestId("corr-link").inputValue();
  const { page, errors: theirs, close } = await sized(390, 844, true);
  await page.goto(invitation);
  await page.getByTestId("join").waitFor();
  const join = await page.getByTestId("join").boundingBox();
  assert.ok(join.y + join.height <= 844, `'Join the game' at y=${Math.round(join.y)}`);
  await shot(page, "links-invited-phone");
  await close();
  await a.close();
  assert.deepEqual([...errors, ...theirs], []);
});
