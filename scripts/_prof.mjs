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
const dt = new Map();
profile.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
const self = new Map(), incl = new Map();
const clean = (s) => s.replace(/::h[0-9a-f]{16}$/, "").slice(0, 150);
for (const [id, t] of dt) {
  const n = byId.get(id); const name = clean(n.callFrame.functionName || "(anon " + n.callFrame.url.split("/").pop() + ")");
  self.set(name, (self.get(name) ?? 0) + t);
  const seen = new Set();
  for (let x = id; x !== undefined; x = parent.get(x)) {
    const nm = clean(byId.get(x).callFrame.functionName || "(anon)");
    if (seen.has(nm)) continue; seen.add(nm);
    incl.set(nm, (incl.get(nm) ?? 0) + t);
  }
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `${(t / 1000).toFixed(1).padStart(8)} ms  ${n}`).join("\n");
console.log("SELF\n" + top(self, 40));
const pat = new RegExp(process.argv[4] ?? "sandgames");
console.log("INCLUSIVE (matching)\n" + top(new Map([...incl].filter(([n]) => pat.test(n))), 80));
