// Page load measured by Lighthouse (npm `lighthouse`, pinned in package.json) with its default
// mobile profile (a mid-range phone: simulated slow 4G, the processor slowed 4×), on the home
// page and each game's page of the release build served locally, in Debian's Chromium.
// The files are served brotli-compressed, as a static host that compresses serves them (the
// bytes `scripts/size.mjs` counts); served uncompressed, the slow network's simulation takes
// several seconds more.
//
// Each page is measured five times (--runs N), the pages taking turns, and reported as
// Lighthouse's documentation says to read a page's figures: the median run, the run nearest the
// median first paint and time to interactive (Lighthouse's own `computeMedianRun`, which Lighthouse
// CI uses). One run varies: the simulation scales this machine's own timings of that run, and they
// vary with what else the machine is doing. The range over the runs is printed beside the median.
// Per page: the performance score, first and largest contentful paint, total blocking time,
// layout shift (CLS) and the accessibility score; then, for the median run, what the largest
// paint waited for (its element, and how much of it was the render delay: the page's code arriving
// and running) and the page's longest tasks. A benchmark to read, not a test: it never fails.
//
// Given several builds (folders), it measures them in turns, page by page and run by run, and
// prints each build's figures: the way to compare two builds, as this machine's speed varies
// through the day (docs/performance.md, "How to read them").
//
// With --applied, the same profile is applied to the browser (Lighthouse's `devtools` throttling:
// the network slowed to its slow 4G, 562.5 ms a round trip and 1.5 Mbit/s, the processor 4×) and
// the figures are those measured, not simulated from an unthrottled run; the aim is set for the
// default (simulated) figures, this shows how far the simulation is from a slowed browser.
//
// Usage: node scripts/lighthouse.mjs [dist…] [--runs=N] [--json] [--applied]   (after scripts/build.sh)
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "../tests/browser/harness.mjs";
import { games } from "./games.mjs";

const args = process.argv.slice(2);
const dists = args.filter((a) => !a.startsWith("--"));
if (!dists.length) dists.push("dist");
const json = args.includes("--json");
const applied = args.includes("--applied");
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice(7)) || 5);
const PAGES = [["home", ""], ...games().map((g) => [g.id, `#/${g.id}`])];

const servers = await Promise.all(dists.map((dist) => serve(dist, { compress: true })));
// Each build's pages' Lighthouse results, one a run.
const lhrs = dists.map(() => Object.fromEntries(PAGES.map(([name]) => [name, []])));
try {
  for (let run = 0; run < runs; run++) {
    for (const [name, hash] of PAGES) for (const [build, server] of servers.entries()) {
      // A fresh profile per run: nothing cached, no offline copy.
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
        const result = await lighthouse(`${server.url}${hash}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          ...(applied ? { throttlingMethod: "devtools" } : {}),
        });
        lhrs[build][name].push(result.lhr);
      } finally {
        await chrome.kill();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

/** One run's figures. */
function figures(lhr) {
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp_ms: ms("first-contentful-paint"),
    lcp_ms: ms("largest-contentful-paint"),
    tbt_ms: ms("total-blocking-time"),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000) / 1000,
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    accessibility_failures: Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}
// Per page: the median run's figures and what its largest paint and longest tasks were, and
// every run's figures.
const results = lhrs.map((pages) => summary(pages));
function summary(pages) {
  const results = {};
  for (const [name, list] of Object.entries(pages)) {
    const median = computeMedianRun(list);
    results[name] = {
      ...figures(median),
      lcp_element: lcpElement(median),
      lcp_render_delay_ms: Math.round(lcpPhase(median, "Render Delay") ?? NaN),
      // Simulated on the slow phone (Lighthouse scales the observed tasks by its 4×); with
      // --applied, as measured on the slowed processor.
      longest_tasks_ms: longest(median).map((t) => Math.round(t.duration)),
      // Whose script each ran, as Lighthouse attributes it: a file of the site, the page itself
      // (its address), or "Unattributable" (the browser's own work: style, layout, paint).
      longest_tasks_files: longest(median).map((t) => scriptOf(t.url)),
      runs: list.map(figures),
    };
  }
  return results;
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
  // Lighthouse names the element from the page as its run ends; a game's page has removed the
  // card by then (the site's page took its place), and some runs find nothing to name.
  if (lhr.audits["largest-contentful-paint-element"]?.scoreDisplayMode === "notApplicable") return "(not named: no longer in the page)";
  const label = lcpTables(lhr)[0]?.items?.[0]?.node?.nodeLabel ?? "";
  return label.length > 40 ? label.slice(0, 39) + "…" : label;
}
function lcpPhase(lhr, phase) {
  return lcpTables(lhr)[1]?.items?.find((p) => p.phase === phase)?.timing;
}

if (json) {
  // One build: its pages; several: each build's pages, by its folder.
  console.log(JSON.stringify(dists.length > 1 ? Object.fromEntries(dists.map((d, i) => [d, results[i]])) : results[0], null, 2));
} else {
  const range = (r, key) => {
    const values = r.runs.map((x) => x[key]);
    const [lo, hi] = [Math.min(...values), Math.max(...values)];
    return lo === hi ? `${lo}` : `${lo}–${hi}`;
  };
  for (const [i, pages] of results.entries()) {
    if (dists.length > 1) console.log(`${i ? "\n" : ""}== ${dists[i]}`);
    console.log(`median of ${runs} run${runs > 1 ? "s" : ""} (Lighthouse's computeMedianRun); in brackets, every run's range`);
    console.log("page        performance        FCP      LCP            TBT               CLS  accessibility");
    for (const [name, r] of Object.entries(pages)) {
      console.log(
        `${name.padEnd(12)}${String(r.performance).padStart(4)} (${range(r, "performance").padEnd(7)})` +
          `${String(r.fcp_ms).padStart(6)} ms${String(r.lcp_ms).padStart(6)} ms (≤ ${Math.max(...r.runs.map((x) => x.lcp_ms))})` +
          `${String(r.tbt_ms).padStart(5)} ms (${range(r, "tbt_ms").padEnd(8)})` +
          `${String(r.cls).padStart(6)} (${range(r, "cls")})${String(r.accessibility).padStart(6)} (${range(r, "accessibility")})` +
          (r.accessibility_failures.length ? `  (failing: ${r.accessibility_failures.join(", ")})` : ""),
      );
    }
    console.log(`\nmedian run: the largest paint's element, and its render delay; longest tasks (${applied ? "measured" : "simulated"}) and whose script ran in each`);
    for (const [name, r] of Object.entries(pages)) {
      const tasks = r.longest_tasks_ms.map((ms, i) => `${ms} ms ${r.longest_tasks_files[i]}`).join(", ");
      const delay = Number.isNaN(r.lcp_render_delay_ms) ? "" : `, ${r.lcp_render_delay_ms} ms`;
      console.log(`${name.padEnd(12)}${JSON.stringify(r.lcp_element)}${delay}; ${tasks}`);
    }
  }
  const how = applied
    ? "slow 4G and the processor slowed 4×, applied to the browser: --applied"
    : "simulated slow 4G, processor slowed 4×";
  console.log(`\nLighthouse 12, default mobile profile (${how}), fresh profile per run, files served brotli-compressed.`);
}
