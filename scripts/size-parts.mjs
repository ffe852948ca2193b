// What a game's code is made of, with a game started on its page (the site's module and the game's
// table, its chunks): the release build's module cut again as scripts/wasm.sh cuts it, but with
// its function names kept, and each function counted (twiggy) under the part of the code it
// belongs to: Leptos's rendering and reactive code, Rust's standard library, the
// bindings to the browser, and the site's own (the table's panels, the board, the rules, links…).
// The shares are of the code before `wasm-opt` (which shrinks it by about half and drops the
// names), so they say where the bytes are, not how many are sent: `scripts/size.mjs` says that.
//
// Usage: node scripts/size-parts.mjs [dist]   (after scripts/build.sh; installs twiggy if needed)
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TWIGGY = "0.8.0";
const dist = process.argv[2] ?? "dist";
const built = join(process.env.CARGO_TARGET_DIR ?? "target", "wasm32-unknown-unknown/release/sandgames.wasm");
const run = (cmd, args) => execFileSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 28 });

if (!existsSync(built)) throw new Error(`${built} is missing: run scripts/build.sh first`);
try {
  run("twiggy", ["--version"]);
} catch {
  console.error(`installing twiggy ${TWIGGY}…`);
  run("cargo", ["install", "twiggy", "--version", `=${TWIGGY}`, "--locked"]);
}

// The files each page's split point needs, as the built index.html lists them for preloading.
const html = readFileSync(join(dist, "index.html"), "utf8");
const map = JSON.parse(html.match(/id="boot-preload">(.*?)<\/script>/)[1]);

// Each function's part, by the first path its name starts with (`<T as tachys::…>` counts as tachys).
const PARTS = [
  ["Leptos: rendering (tachys)", /^(tachys|leptos|leptos_dom)::/],
  ["Leptos: reactive (reactive_graph)", /^(reactive_graph|any_spawner|or_poisoned|throw_error)::/],
  ["site: the table's panels (ui::table)", /^sandgames::ui::table::/],
  ["site: the board (ui::games)", /^sandgames::ui::games::/],
  ["site: other pages and frame (ui)", /^sandgames::ui::/],
  ["rules (games::<game>)", /^sandgames::games::/],
  ["links, records, play by link (link)", /^sandgames::link::/],
  ["model, computer, texts", /^sandgames::/],
  ["browser bindings (wasm-bindgen, js-sys, web-sys)", /^(wasm_bindgen|js_sys|web_sys|wasm_bindgen_futures|gloo\w*|wasm_streams)::/],
  ["Rust's library (core, alloc, std: iterators, sorting, formatting, strings…)", /^(core|alloc|std|dlmalloc|hashbrown|indexmap|<char>|<str>|<\w+>)/],
];
const partOf = (raw) => {
  if (/^data segment|^data\[/.test(raw)) return "constant data (texts, tables)";
  // Legacy-mangled names as twiggy leaves some (`_ZN78_$LT$T$u20$as$u20$tachys..html..`), crate
  // hashes (`core[c5930c85a12de822]::`) and references read as plain paths.
  let name = raw.replace(/^_ZN\d+_/, "").replace(/\$LT\$/g, "<").replace(/\$GT\$/g, ">").replace(/\$u20\$/g, " ")
    .replace(/\.\./g, "::").replace(/\[[0-9a-f]{16}\]/g, "");
  // `<X as Trait>::f` belongs with X, unless X is a type parameter or a primitive.
  const impl = name.match(/^<(.+?) as (.+?)>::/);
  if (impl) name = /^(&(mut )?)?([A-Z]\w?|str|char|\[.*\]|[iu](8|16|32|64|size)|f32|f64|bool)$/.test(impl[1]) ? impl[2] : impl[1];
  // Dropping a value belongs with the value's type.
  name = name.replace(/^core::ptr::drop_in_place<(.*)>::.*$/, "$1").replace(/^[<&]+|^(mut|dyn) /g, "");
  if (/^(str|char|\[|[iu](8|16|32|64|128|size)\b|f32|f64|bool|__rust|__rdl|__rg_)/.test(name)) return PARTS.at(-1)[0];
  return PARTS.find(([, re]) => re.test(name))?.[0] ?? "other (the splitter's glue, function tables)";
};

const work = mkdtempSync(join(tmpdir(), "sandgames-parts-"));
try {
  run("wasm-split-cli", [built, work, "--out-name", "sandgames", "--target", "web"]);
  const counted = new Map();
  const count = (file) => {
    if (!counted.has(file)) {
      if (!existsSync(join(work, file))) throw new Error(`${file} is not in this cut: build again (scripts/build.sh)`);
      const parts = new Map();
      const rows = run("twiggy", ["top", "-n", "1000000", "-f", "csv", join(work, file)]).split("\n").slice(1);
      for (const row of rows) {
        const m = row.match(/^(?:"((?:[^"]|"")*)"|([^,]*)),(\d+),/);
        if (!m) continue;
        const name = (m[1] ?? m[2]).replace(/""/g, '"');
        // Names, custom sections and the splitter's exports are not code a browser runs.
        if (/^(custom section|export |import |"function names"|function names)/.test(name) || /describe/.test(name)) continue;
        const part = partOf(name);
        parts.set(part, (parts.get(part) ?? 0) + Number(m[3]));
      }
      counted.set(file, parts);
    }
    return counted.get(file);
  };
  for (const [game, files] of Object.entries(map.games)) {
    const total = new Map();
    for (const file of ["sandgames.wasm", ...files]) {
      for (const [part, bytes] of count(file)) total.set(part, (total.get(part) ?? 0) + bytes);
    }
    const all = [...total.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${game}: ${(all / 1024).toFixed(0)} KB of code before wasm-opt`);
    for (const [part, bytes] of [...total].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${((100 * bytes) / all).toFixed(1).padStart(5)} %  ${(bytes / 1024).toFixed(0).padStart(4)} KB  ${part}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
