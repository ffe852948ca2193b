// The browser suite's times, from its TAP report: the whole run's and the slowest tests'.
// scripts/test.sh writes the report (target/browser-tests.tap) and prints this after the tests;
// docs/performance.md quotes it ("The test run").
//
// Usage: node scripts/test-times.mjs [FILE.tap] [--top=N]   (default target/browser-tests.tap, 12)
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--")) ?? "target/browser-tests.tap";
const top = Number(args.find((a) => a.startsWith("--top="))?.slice(6) ?? 12);

// A test's line ("ok 3 - name" / "not ok 3 - name", "# SKIP" when left out) is followed by its
// YAML block, whose "duration_ms" is its time.
const tests = [];
let current = null;
for (const line of readFileSync(file, "utf8").split("\n")) {
  const head = line.match(/^(not )?ok \d+ - (.*?)( # SKIP.*)?$/);
  if (head) {
    current = head[3] ? null : { name: head[2], ok: !head[1], ms: 0 };
    if (current) tests.push(current);
    continue;
  }
  const ms = line.match(/^ {2}duration_ms: ([\d.]+)/);
  if (current && ms) current.ms = Number(ms[1]);
}
const total = tests.reduce((s, t) => s + t.ms, 0);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`${tests.length} browser tests, ${s(total)} in all (the sum of their own times)`);
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(`${s(t.ms).padStart(8)}  ${t.name}${t.ok ? "" : "  (failed)"}`);
}
