// Prints the release build's sizes: each wasm, JS and CSS file in dist/, raw, gzip and brotli.
// Usage: node scripts/size.mjs [dist]   (after scripts/build.sh)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";

const dist = process.argv[2] ?? "dist";
const BUDGET_KB = 150;
const files = readdirSync(dist)
  .filter((f) => [".wasm", ".js", ".css"].includes(extname(f)) && statSync(join(dist, f)).isFile())
  .sort();
if (!files.some((f) => f.endsWith(".wasm"))) {
  console.error(`no wasm file in ${dist}/: run scripts/build.sh first`);
  process.exit(1);
}
const kb = (n) => (n / 1024).toFixed(1).padStart(8) + " KB";
let total = { raw: 0, gzip: 0, brotli: 0 };
console.log("file".padEnd(44) + "raw".padStart(11) + "gzip".padStart(11) + "brotli".padStart(11));
for (const f of files) {
  const data = readFileSync(join(dist, f));
  const raw = data.length;
  const gzip = gzipSync(data, { level: 9 }).length;
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw },
  }).length;
  total = { raw: total.raw + raw, gzip: total.gzip + gzip, brotli: total.brotli + brotli };
  console.log(f.padEnd(44) + kb(raw) + kb(gzip) + kb(brotli));
}
console.log("total".padEnd(44) + kb(total.raw) + kb(total.gzip) + kb(total.brotli));
const within = total.brotli <= BUDGET_KB * 1024;
console.log(
  `\nBudget: home page plus any one game <= ${BUDGET_KB} KB brotli. The site is one wasm module, ` +
    `so every page loads all of the above: ${(total.brotli / 1024).toFixed(1)} KB — ` +
    (within ? "within budget." : "OVER BUDGET."),
);
