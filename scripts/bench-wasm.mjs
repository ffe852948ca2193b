// Runs the same random playouts natively (lab bench --json) and in headless Chromium (the
// wasm_bench module), one game after the other, and prints both and their ratio.
import { execFileSync } from "node:child_process";
import { serve, launch } from "../tests/browser/harness.mjs";
import { games } from "./games.mjs";

const [dir, secs] = [process.argv[2], Number(process.argv[3] ?? 5)];
// Each game with the options its entry in the registry benchmarks it with (GameInfo::bench).
const CASES = games().map((g) => [g.id, g.bench]);
const lab = "target/bench-native/lab";
const server = await serve(dir);
const browser = await launch();
const page = await browser.context.newPage();
await page.goto(server.url);
await page.waitForFunction(() => document.title === "ready");
console.log("game      options             native/s     wasm/s   native:wasm");
for (const [game, opts] of CASES) {
  const args = ["bench", game, "--seconds", String(secs), "--json"];
  if (opts) args.push("--opt", opts);
  const native = JSON.parse(execFileSync(lab, args, { encoding: "utf8" })).playouts_per_sec;
  const wasm = JSON.parse(await page.evaluate(([g, o, ms]) => window.bench(g, o, ms), [game, opts, secs * 1000]));
  if (wasm.error) throw new Error(wasm.error);
  const w = wasm.playouts_per_sec;
  console.log(
    `${game.padEnd(9)} ${(opts || "defaults").padEnd(18)} ${native.toFixed(1).padStart(10)} ${w.toFixed(1).padStart(10)} ${(native / w).toFixed(2).padStart(10)}×`,
  );
}
await browser.close();
await server.close();
