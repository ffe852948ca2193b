import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "../tests/browser/harness.mjs";
const [dist, hash] = process.argv.slice(2);
const server = await serve(dist, { compress: true });
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", userDataDir: mkdtempSync(join(tmpdir(), "lh-")),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const { lhr } = await lighthouse(server.url + hash, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.kill(); await server.close();
console.log("TBT", lhr.audits["total-blocking-time"].numericValue, "FCP", lhr.audits["first-contentful-paint"].numericValue, "TTI", lhr.audits["interactive"]?.numericValue);
for (const t of lhr.audits["long-tasks"].details.items) console.log("task", Math.round(t.startTime), Math.round(t.duration), t.url);
for (const t of lhr.audits["mainthread-work-breakdown"].details.items) console.log("cat", t.group, Math.round(t.duration));
for (const t of lhr.audits["bootup-time"].details.items) console.log("boot", t.url, Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile));
