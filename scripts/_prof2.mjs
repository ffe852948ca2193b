import { launchBrowser, serve } from "../tests/browser/harness.mjs";
const [dist, hash] = process.argv.slice(2);
const server = await serve(dist, { compress: true });
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(server.url + hash);
await page.waitForLoadState("networkidle");
await page.waitForTimeout(3000);
const { profile } = await cdp.send("Profiler.stop");
await browser.close(); await server.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const clean = (s) => s.replace(/17h[0-9a-f]{16}E$/, "").replace(/^_ZN/, "").slice(0, 110);
const name = (id) => clean(byId.get(id).callFrame.functionName || "(anon)");
// tasks: runs of samples whose node is not (idle)
let t = profile.startTime, tasks = [], cur = null;
profile.samples.forEach((s, i) => {
  t += profile.timeDeltas[i];
  const idle = name(s) === "(idle)";
  if (!idle) { if (!cur || t - cur.end > 3000) { cur = { start: t, end: t, samples: [] }; tasks.push(cur); } cur.end = t; cur.samples.push([s, profile.timeDeltas[i + 1] ?? 0]); }
});
for (const task of tasks) {
  const len = (task.end - task.start) / 1000;
  if (len < 40) continue;
  const incl = new Map();
  for (const [s, d] of task.samples) { const seen = new Set(); for (let x = s; x !== undefined; x = parent.get(x)) { const nm = name(x); if (seen.has(nm)) continue; seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + d); } }
  console.log(`\n== task at ${((task.start - profile.startTime) / 1000).toFixed(0)} ms, ${len.toFixed(0)} ms`);
  console.log([...incl].filter(([n]) => /sandgames|\(program\)|\(garbage|CompileLazy|^\(anon|fetch|decode/.test(n)).sort((a, b) => b[1] - a[1]).slice(0, 18).map(([n, d]) => `${(d / 1000).toFixed(1).padStart(7)}  ${n}`).join("\n"));
}
