// Where a page's start goes, on this machine: opens one page of the release build in headless
// Chromium with the processor slowed 4× (as Lighthouse's mobile profile), files served
// brotli-compressed, records a performance trace, and prints when each file was asked for and
// arrived, then the main thread's long tasks (over 50 ms) with what filled them (layout, style,
// WebAssembly compiled as first called, scripts…). Not throttled on the network: for that, and
// for scores, see scripts/lighthouse.mjs. Last, the blocking time after the first paint (as
// Lighthouse's TBT, measured rather than simulated). A tool to read, not a test.
//
// Usage: node scripts/trace.mjs [dist] [#/page]   (default: dist, the first game's page; after
// scripts/build.sh)
import { launchBrowser, serve } from "../tests/browser/harness.mjs";
import { games } from "./games.mjs";

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith("#")) ?? "dist";
const hash = args.find((a) => a.startsWith("#")) ?? `#/${games()[0].id}`;

const server = await serve(dist, { compress: true });
const browser = await launchBrowser();
let events;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.wasm", "toplevel", "loading"],
  });
  await page.goto(server.url + hash);
  // Until the page's files are in and its start is over. Nothing is asked of the page itself:
  // Playwright's script for that would show as a long task of its own (about 100 ms, measured).
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  events = trace.traceEvents ?? trace;
} finally {
  await browser.close();
  await server.close();
}

const mainThread = new Set(
  events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
);
const onMain = events.filter((e) => e.ph === "X" && mainThread.has(`${e.pid}:${e.tid}`));
const t0 = Math.min(...onMain.map((e) => e.ts));
const ms = (us) => Math.round(us / 1000);

console.log(`${hash}: files (asked for, arrived, ms from the page's start)`);
const requests = new Map();
for (const e of events) {
  const data = e.args?.data;
  if (!data?.requestId) continue;
  const r = requests.get(data.requestId) ?? {};
  if (e.name === "ResourceSendRequest") Object.assign(r, { url: data.url, sent: e.ts });
  if (e.name === "ResourceFinish") r.done = e.ts;
  requests.set(data.requestId, r);
}
for (const r of [...requests.values()].filter((r) => r.url && r.done).sort((a, b) => a.sent - b.sent)) {
  const name = r.url.replace(server.url, "").replace(/^app-[0-9a-f]+\//, "") || "(page)";
  console.log(`  ${String(ms(r.sent - t0)).padStart(6)} ${String(ms(r.done - t0)).padStart(6)}  ${name}`);
}

console.log("\nlong tasks (ms from the start, length, what filled them)");
// A task is recorded under either name, often both, one inside the other: the outermost counts.
const long = onMain.filter((e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.dur > 50_000);
const within = (a, b) => a !== b && a.ts >= b.ts && a.ts + a.dur <= b.ts + b.dur && (a.ts !== b.ts || a.dur !== b.dur || a.name === "RunTask");
const tasks = long.filter((t) => !long.some((o) => within(t, o)));
const inside = ["Layout", "UpdateLayoutTree", "Paint", "PrePaint", "wasm.CompileLazy", "v8.evaluateModule", "EvaluateScript", "FunctionCall", "ParseHTML"];
for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
  const filled = new Map();
  for (const e of onMain) {
    if (e.ts >= task.ts && e.ts < task.ts + task.dur && inside.includes(e.name)) filled.set(e.name, (filled.get(e.name) ?? 0) + e.dur);
  }
  const parts = [...filled].sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${ms(d)}`).join(", ");
  // The scripts that ran in it, by file (the page itself for its inline scripts).
  const scripts = new Set(
    onMain
      .filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && /evaluate|FunctionCall/i.test(e.name))
      .map((e) => e.args?.data?.url ?? e.args?.data?.scriptName ?? e.args?.data?.fileName)
      .filter(Boolean)
      .map((u) => u.replace(server.url, "").replace(/^app-[0-9a-f]+\//, "").replace(/^$|^index\.html$/, "(page)")),
  );
  const ran = scripts.size ? `  [${[...scripts].join(", ")}]` : "";
  console.log(`  ${String(ms(task.ts - t0)).padStart(6)} ${String(ms(task.dur)).padStart(5)} ms  ${parts}${ran}`);
}

// Lighthouse's blocking time, unsimulated: each long task's time beyond 50 ms, summed from the
// first contentful paint on; a task under way at that paint counts from it, as Lighthouse clips
// it (Lighthouse also stops at the page's "interactive" point; these runs end a few seconds after
// the files are in).
const paints = events.filter((e) => e.name === "firstContentfulPaint" && e.ts >= t0).map((e) => e.ts);
if (paints.length) {
  const fcp = Math.min(...paints);
  const blocking = tasks.reduce((sum, t) => {
    const after = t.ts + t.dur - Math.max(t.ts, fcp);
    return after > 50_000 ? sum + after - 50_000 : sum;
  }, 0);
  console.log(`\nfirst contentful paint ${ms(fcp - t0)} ms; blocking time after it ${ms(blocking)} ms`);
}
