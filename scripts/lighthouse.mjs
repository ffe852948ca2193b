// Page load measured by Lighthouse (npm `lighthouse`, pinned in package.json) with its default
// mobile profile (a mid-range phone: simulated slow 4G, the processor slowed 4×), on the home
// page and each game's page of the release build served locally, in Debian's Chromium.
// The files are served brotli-compressed, as a static host that compresses serves them (the
// bytes `scripts/size.mjs` counts); served uncompressed, the slow network's simulation takes
// several seconds more. Prints, per page: the performance score, first and largest contentful
// paint, total blocking time, layout shift (CLS) and the accessibility score; then what the
// largest paint waited for (its element, and how much of it was the render delay: the page's code
// arriving and running) and the page's longest tasks. A benchmark to read, not a test: it never
// fails.
//
// With --applied, the same profile is applied to the browser (Lighthouse's `devtools` throttling:
// the network slowed to its slow 4G, 562.5 ms a round trip and 1.5 Mbit/s, the processor 4×) and
// the figures are those measured, not simulated from an unthrottled run; the aim is set for the
// default (simulated) figures, this shows how far the simulation is from a slowed browser.
//
// Usage: node scripts/lighthouse.mjs [dist] [--json] [--applied]   (after scripts/build.sh)
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "../tests/browser/harness.mjs";

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith("--")) ?? "dist";
const json = args.includes("--json");
const applied = args.includes("--applied");
const PAGES = [["home", ""], ["deleb", "#/deleb"], ["hyena", "#/hyena"], ["um-dyar", "#/um-dyar"], ["dablot", "#/dablot"]];

const server = await serve(dist, { compress: true });
const results = {};
try {
  for (const [name, hash] of PAGES) {
    // A fresh profile per page: nothing cached, no offline copy.
    const profile = mkdtempSync(join(tmpdir(), "sandgames-lh-"));
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      userDataDir: profile,
      chromeFlags: [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    });
    try {
      const run = await lighthouse(`${server.url}${hash}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        ...(applied ? { throttlingMethod: "devtools" } : {}),
      });
      const lhr = run.lhr;
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      results[name] = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp_ms: ms("first-contentful-paint"),
        lcp_ms: ms("largest-contentful-paint"),
        tbt_ms: ms("total-blocking-time"),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000) / 1000,
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp_element: lcpElement(lhr),
        lcp_render_delay_ms: Math.round(lcpPhase(lhr, "Render Delay") ?? NaN),
        // Simulated on the slow phone (Lighthouse scales the observed tasks by its 4×); with
        // --applied, as measured on the slowed processor.
        longest_tasks_ms: longest(lhr).map((t) => Math.round(t.duration)),
        // Whose script each ran, as Lighthouse attributes it: a file of the site, the page itself
        // (its address), or "Unattributable" (the browser's own work: style, layout, paint).
        longest_tasks_files: longest(lhr).map((t) => scriptOf(t.url)),
        accessibility_failures: Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id),
      };
    } finally {
      await chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    }
  }
} finally {
  await server.close();
}

/** The three longest tasks of the page's start, as Lighthouse simulates them. */
function longest(lhr) {
  return [...(lhr.audits["long-tasks"]?.details?.items ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 3);
}
/** A task's script by its file's name ("sandgames.js"), "(page)" for the page's own. */
function scriptOf(url = "") {
  if (!/^https?:/.test(url)) return url || "?";
  return new URL(url).pathname.split("/").pop() || "(page)";
}
/** The largest paint's element, as Lighthouse names it ("2 to 16 players…"), and its phases. */
function lcpTables(lhr) {
  return lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
}
function lcpElement(lhr) {
  const label = lcpTables(lhr)[0]?.items?.[0]?.node?.nodeLabel ?? "";
  return label.length > 40 ? label.slice(0, 39) + "…" : label;
}
function lcpPhase(lhr, phase) {
  return lcpTables(lhr)[1]?.items?.find((p) => p.phase === phase)?.timing;
}

if (json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log("page        performance   FCP      LCP      TBT     CLS  accessibility");
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(12)}${String(r.performance).padStart(8)}  ${String(r.fcp_ms).padStart(6)} ms${String(r.lcp_ms).padStart(6)} ms` +
        `${String(r.tbt_ms).padStart(5)} ms${String(r.cls).padStart(8)}${String(r.accessibility).padStart(10)}` +
        (r.accessibility_failures.length ? `  (failing: ${r.accessibility_failures.join(", ")})` : ""),
    );
  }
  console.log(`\nlargest paint: its element, and its render delay; longest tasks (${applied ? "measured" : "simulated"}) and whose script ran in each`);
  for (const [name, r] of Object.entries(results)) {
    const tasks = r.longest_tasks_ms.map((ms, i) => `${ms} ms ${r.longest_tasks_files[i]}`).join(", ");
    console.log(`${name.padEnd(12)}${JSON.stringify(r.lcp_element)}, ${r.lcp_render_delay_ms} ms; ${tasks}`);
  }
  const how = applied
    ? "slow 4G and the processor slowed 4×, applied to the browser: --applied"
    : "simulated slow 4G, processor slowed 4×";
  console.log(`\nLighthouse 12, default mobile profile (${how}), fresh profile per page, files served brotli-compressed.`);
}
