// How long "Review this game" takes in Chromium, on the release build: for each game the browser
// test reviews, and a whole Dèleb game on 20 lines (tests/browser/review-games.mjs), the wall
// time from the button to the finished review, the decisions graded, and the longest task the
// page ran meanwhile (Long Tasks API).
// A benchmark that prints figures, not a test: docs/ai.md, "Reviewing a game", gives them.
//
// Usage: node scripts/bench-review.mjs [dist] [--slowdown=4] [--runs=1]
//   --slowdown: the processor slowed that many times (Chromium's CPU throttling), as on a phone.
import { serve, launchBrowser } from "../tests/browser/harness.mjs";
import { GAMES, WHOLE } from "../tests/browser/review-games.mjs";

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith("--")) ?? "dist";
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const slowdown = option("slowdown", 1);
const runs = option("runs", 1);

const server = await serve(dist);
const browser = await launchBrowser();
try {
  console.log(`processor slowed ${slowdown}×; seconds from "Review this game" to the finished review`);
  console.log("game       moves  decisions  seconds (each run)   longest task");
  for (const [game, link] of Object.entries({ ...GAMES, ...WHOLE })) {
    const times = [];
    let decisions = 0;
    let moves = 0;
    let longest = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
      }
      await page.goto(`${server.url}${link}`);
      const open = page.getByTestId("review-open");
      await open.waitFor();
      await page.evaluate(() => {
        window.__longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
        }).observe({ type: "longtask" });
      });
      const start = Date.now();
      await open.click();
      await page.getByTestId("review-graph").waitFor({ timeout: 600_000 });
      await page.getByTestId("review-decisions").waitFor({ state: "attached", timeout: 60_000 });
      times.push((Date.now() - start) / 1000);
      decisions = await page.locator("[data-testid^=review-decision-]").count();
      moves = Number((await page.getByTestId("replay-at").innerText()).match(/\d+/g)?.[1] ?? 0);
      longest = Math.max(longest, await page.evaluate(() => window.__longest));
      await context.close();
    }
    const shown = times.map((t) => t.toFixed(1)).join(", ");
    console.log(
      `${game.padEnd(10)} ${String(moves).padStart(5)}  ${String(decisions).padStart(9)}  ${shown.padEnd(20)} ${Math.round(longest)} ms`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
