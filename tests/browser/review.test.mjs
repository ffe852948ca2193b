// Review mode (docs/i18n.md, "Review mode"): a native speaker turns it on from the language menu,
// selects a text on the page, corrects it and sees it at once, finds it again after a reload, lists
// the corrections, downloads them as a file, and that file is merged into a copy of the catalogs
// by `lab merge-corrections` (a broken one refused). On a desktop in Somali (with its glossary),
// and on a phone in Arabic, right to left (by touch and by keyboard).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shot, sized, useSite } from "./harness.mjs";

const site = useSite();

/** `lab merge-corrections FILE --texts DIR`: its exit status and what it said. */
function merge(file, texts) {
  try {
    const out = execFileSync("cargo", ["run", "--quiet", "--no-default-features", "--bin", "lab", "--", "merge-corrections", file, "--texts", texts], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return { status: 0, out };
  } catch (e) {
    return { status: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

/** Review mode turned on from the language menu, in the language the page is shown in. */
async function turnOn(page) {
  await page.getByTestId("language").selectOption("review");
  await page.getByTestId("review-bar").waitFor();
}

test("a correction made in review mode is shown at once, kept, listed, exported and merged", async () => {
  const { page, errors, close } = await sized(1280, 800);
  await page.goto(`${site.server.url}#/`);
  await page.getByTestId("language").selectOption("so");
  await page.waitForFunction(() => document.documentElement.lang === "so");
  await turnOn(page);
  assert.equal(await page.getByTestId("language").inputValue(), "so", "the menu still shows the language");
  const title = page.locator(".home h1");
  const before = await title.innerText();

  // A click selects a text instead of following its link.
  await page.getByTestId("game-card-deleb").locator("h2").click();
  await page.getByTestId("review-panel").waitFor();
  assert.equal(await page.getByTestId("review-key").innerText(), "deleb.name");
  assert.ok(!/deleb/.test(new URL(page.url()).hash), "the card's link was not followed");
  await page.getByTestId("review-close").click();

  await title.click();
  assert.equal(await page.getByTestId("review-key").innerText(), "home.title");
  // The English original, fetched for the panel.
  await page.getByTestId("review-english").filter({ hasText: "Play, study and teach four traditional games" }).waitFor();
  // The Somali glossary's terms found in the English text, each with its forms (read from the file
  // the site fetches, src/i18n/texts/so/glossary.txt).
  const english = await page.getByTestId("review-english").innerText();
  const expected = readFileSync("src/i18n/texts/so/glossary.txt", "utf8").split("\n")
    .filter((l) => l.trim() && !/^\s*[#!]/.test(l) && l.includes(" = "))
    .map((l) => l.split(" = ").map((s) => s.trim()))
    .filter(([term]) => new RegExp(`(^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "iu").test(english));
  const terms = expected.length ? await page.getByTestId("review-terms").innerText() : "";
  assert.equal(await page.getByTestId("review-terms").count(), expected.length ? 1 : 0);
  for (const [term, forms] of expected) assert.ok(terms.includes(`${term} → ${forms.split("|").map((f) => f.trim()).join(" | ")}`), `${term} in ${terms}`);
  const input = page.getByTestId("review-input");
  assert.equal(await input.inputValue(), before, "the translation now, to correct");

  // Checked as it is typed: an argument English does not have is refused, and not applied.
  await input.fill("Ciyaar {3}");
  assert.match(await page.getByTestId("review-problem").innerText(), /\{3\}/);
  assert.equal(await title.innerText(), before);
  const corrected = "Ciyaar, baro oo bar afar ciyaarood oo dhaqan ah";
  assert.notEqual(corrected, before);
  await input.fill(corrected);
  await page.getByTestId("review-applied").waitFor();
  assert.equal(await title.innerText(), corrected, "applied on the page at once");
  await page.waitForFunction(() => /1/.test(document.querySelector("[data-testid=review-count]").innerText));
  await shot(page, "review-desktop-panel");

  await page.reload();
  await page.getByTestId("review-bar").waitFor();
  await page.waitForFunction((t) => document.querySelector(".home h1")?.innerText === t, corrected);

  await page.getByTestId("review-list").click();
  const item = page.getByTestId("review-item-home.title");
  await item.waitFor();
  assert.match(await item.innerText(), new RegExp(corrected));
  assert.match(await item.innerText(), new RegExp(before.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), "the text it replaces");
  await page.getByTestId("qr").waitFor();
  await shot(page, "review-desktop-list");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("review-download").click()]);
  assert.equal(download.suggestedFilename(), "corrections-so.txt");
  const file = readFileSync(await download.path(), "utf8");
  assert.match(file, /^# lang: so$/m);
  assert.match(file, new RegExp(`^home\\.title = ${corrected}$`, "m"));

  // The maintainer's command, on a copy of the catalogs.
  const dir = mkdtempSync(join(tmpdir(), "sandgames-review-"));
  try {
    cpSync("src/i18n/texts", join(dir, "texts"), { recursive: true });
    writeFileSync(join(dir, "corrections-so.txt"), file);
    const merged = merge(join(dir, "corrections-so.txt"), join(dir, "texts"));
    assert.equal(merged.status, 0, merged.out);
    assert.match(merged.out, /so\/site\.txt: home\.title/);
    assert.match(readFileSync(join(dir, "texts/so/site.txt"), "utf8"), new RegExp(`^home\\.title = ${corrected}$`, "m"));
    writeFileSync(join(dir, "broken.txt"), file.replace(`home.title = ${corrected}`, `home.title = ${corrected} {3}`));
    const refused = merge(join(dir, "broken.txt"), join(dir, "texts"));
    assert.equal(refused.status, 1, refused.out);
    assert.match(refused.out, /broken\.txt:3: \{3\} is not in the English text.*nothing was written/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Undone from the list: gone from it and from the page.
  await item.getByTestId("review-item-undo").click();
  await page.getByTestId("review-empty").waitFor();
  await page.goto(`${site.server.url}#/`);
  await page.waitForFunction((t) => document.querySelector(".home h1")?.innerText === t, before);
  // Turned off from the bar: the page is as every reader has it.
  await page.getByTestId("review-stop").click();
  await page.waitForLoadState("load");
  await page.waitForFunction(() => !document.querySelector("[data-testid=review-bar]"));
  assert.deepEqual(errors, []);
  await close();
});

test("review mode on a phone, right to left: by touch and by keyboard, nothing wider than the screen", async () => {
  const { page, errors, close } = await sized(390, 844, true);
  // A language without a glossary yet (the panel then lists no terms) answers 404 for it, and only
  // for it.
  const missing = [];
  page.on("response", (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname.replace(/.*\/texts\//, "texts/")));
  await page.goto(`${site.server.url}#/`);
  await page.getByTestId("language").selectOption("ar");
  await page.waitForFunction(() => document.documentElement.dir === "rtl");
  await turnOn(page);
  const title = page.locator(".home h1");
  await title.tap();
  assert.equal(await page.getByTestId("review-key").innerText(), "home.title");
  const corrected = "العب وتعلّم وعلّم أربع ألعاب تقليدية";
  assert.notEqual(corrected, await title.innerText());
  await page.getByTestId("review-input").fill(corrected);
  await page.getByTestId("review-applied").waitFor();
  assert.equal(await title.innerText(), corrected);
  const panel = await page.getByTestId("review-panel").boundingBox();
  assert.ok(panel.x >= 0 && panel.x + panel.width <= 390, `the panel within the screen: ${JSON.stringify(panel)}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wide <= 1, `page ${wide}px wider than the screen`);
  await shot(page, "review-phone-ar-panel");
  await page.getByTestId("review-close").click();

  // By keyboard: Enter on the focused link selects its text, and does not follow it.
  await page.getByTestId("teach-link").focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("review-panel").waitFor();
  assert.equal(await page.getByTestId("review-key").innerText(), "home.teach");
  assert.ok(!/teach/.test(new URL(page.url()).hash), "the link was not followed");
  await page.getByTestId("review-close").click();

  // Several texts in what is selected (the section around them): a list to choose from.
  await page.locator(".home .about").evaluate((e) => e.click());
  const choices = page.locator("[data-testid^=review-choice-]");
  await choices.first().waitFor();
  assert.ok((await choices.count()) >= 2);
  await page.getByTestId("review-choice-home.about.text").click();
  assert.equal(await page.getByTestId("review-key").innerText(), "home.about.text");
  await page.getByTestId("review-close").click();

  await page.getByTestId("review-list").click();
  await page.getByTestId("review-item-home.title").waitFor();
  const wideList = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wideList <= 1, `list page ${wideList}px wider than the screen`);
  await shot(page, "review-phone-ar-list");
  assert.ok(missing.every((m) => m === "texts/ar/glossary.txt"), missing.join(", "));
  assert.deepEqual(errors.filter((e) => !(missing.length && /404/.test(e))), []);
  await close();
});
