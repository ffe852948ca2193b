#!/usr/bin/env bash
# Trunk hook (post_build, see Trunk.toml): builds the site's WebAssembly and splits it into the
# home page's module and a chunk per game, loaded when a game's page first opens.
#
# Trunk 0.21 builds a single module and cannot split it, so index.html tells Trunk to skip the
# Rust build (`data-trunk-skip`) and this script does it:
#   1. cargo builds `sandgames` for wasm32 with relocations kept (`--emit-relocs`), which the
#      splitter needs to move code between modules;
#   2. wasm-split-cli (the splitter behind Leptos's `#[lazy]`) cuts the module at each split
#      point (`#[lazy]`, or `wasm_split` for a game's table): the main module, one chunk per
#      game's table, one for the teacher's kit, and chunks they share;
#   3. wasm-bindgen writes the JavaScript glue for the main module;
#   4. wasm-opt shrinks every module and terser the glue (release builds);
#   5. everything goes into `app-<hash>/` named by a hash of its content, so a new version never
#      mixes with files a browser or the offline copy kept from an old one; the catalogs
#      (`texts/`), the sources' words (`quotes/`) and the games' style sheets go there too, and
#      index.html is pointed at it;
#   6. release builds get the service worker (`sw.js`, from scripts/sw.js) with the list of this
#      version's files, which keeps the site on the device for use offline.
set -euo pipefail
cd "${TRUNK_SOURCE_DIR:-$(dirname "$0")/..}"
staging="${TRUNK_STAGING_DIR:?run by trunk (scripts/build.sh or scripts/serve.sh)}"
profile="${TRUNK_PROFILE:-release}"

# The registry of games (each game's src/games/<folder>/info.rs), as `lab games --json` prints it:
# the home page's cards, the sources' words and the table chunks below are written for each game it
# lists, so that nothing here names a game. `lab` is built in the profile the native tests build it
# in (`test`), so that after the tests it costs nothing, and no third build of the library is made.
games_json="target/split-games.json"
mkdir -p target
cargo run --quiet --profile test --no-default-features --bin lab -- games --json > "$games_json"

# Leptos's `erase_components`: views are type-erased (AnyView) instead of one deeply nested type
# each, which compiles the rendering code once instead of once per view (measured: the chunks of
# the game pages 15–25 % smaller, the home page's module the same).
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C link-args=--emit-relocs --cfg erase_components"
cargo build --target wasm32-unknown-unknown --bin sandgames $([ "$profile" = release ] && echo --release)

work="target/split"
rm -rf "$work" && mkdir -p "$work/app"
wasm-split-cli "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/$profile/sandgames.wasm" "$work/app" \
  --out-name sandgames --target web
wasm-bindgen --target web --no-typescript --keep-lld-exports --no-demangle \
  --out-dir "$work/app" --out-name sandgames "$work/app/sandgames.wasm"
rm "$work/app/sandgames.wasm"
# The splitter's loader as written, from which each page's files are read (below): release builds
# minify the one they ship.
cp "$work/app/__wasm_split.js" "$work/loader.js"

if [ "$profile" = release ]; then
  for f in "$work"/app/*.wasm; do
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types -o "$f" "$f"
  done
  # wasm-bindgen's JavaScript glue, which every page but the home page loads: minified (its
  # inner names shortened, comments and spaces dropped; what it exports keeps its name). Measured
  # (brotli, quality 11, as scripts/size.mjs counts): 7.7 KB before, 6.0 KB after.
  terser "$work/app/sandgames.js" --module --compress --mangle -o "$work/app/sandgames.js"
  # The splitter's loader too, which every game page loads (1.1 → 0.6 KB brotli, measured the
  # same way).
  terser "$work/app/__wasm_split.js" --module --compress --mangle -o "$work/app/__wasm_split.js"
fi

cp -r src/i18n/texts "$work/app/texts"
# The pseudo-language of the tests (`en-XA`, docs/i18n.md): written here from the English
# catalogs, never committed, so it is always the English of this version; no reader's download
# carries a byte of it (the site only fetches it for an address that asks for it).
mkdir -p "$work/app/texts/en-XA"
cargo build --quiet --profile test --no-default-features --bin lab
for f in src/i18n/texts/en/*.txt; do
  "${CARGO_TARGET_DIR:-target}/debug/lab" pseudo "$f" > "$work/app/texts/en-XA/$(basename "$f")"
done
# The sources' words each game's rules quote (src/games/<folder>/quotes.txt, kept true to the rules
# by tests/quotes.rs), fetched with the game's page as quotes/<game id>.txt.
mkdir -p "$work/app/quotes"
node -e '
  for (const g of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")))
    require("fs").copyFileSync(`src/games/${g.folder}/quotes.txt`, `${process.argv[2]}/${g.id}.txt`);
' "$games_json" "$work/app/quotes"
# The games' and the kit's style sheets, fetched with their pages, minified as Trunk minifies the
# site's own (main.css): comments and the spaces around braces and semicolons go, strings are kept.
mkdir -p "$work/app/style"
node -e '
  const fs = require("fs");
  for (const file of process.argv.slice(2)) {
    if (file.endsWith("/main.css")) continue;
    const strings = [];
    const css = fs.readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/"(?:[^"\\]|\\.)*"|\x27(?:[^\x27\\]|\\.)*\x27/g, (s) => `\u0000${strings.push(s) - 1}\u0000`)
      .replace(/\s+/g, " ")
      .replace(/\s*([{};])\s*/g, "$1")
      .replace(/,\s+/g, ",")
      .replace(/;}/g, "}")
      .trim()
      .replace(/\u0000(\d+)\u0000/g, (_, i) => strings[i]);
    fs.writeFileSync(`${process.argv[1]}/${file.split("/").pop()}`, css + "\n");
  }
' "$work/app/style" style/*.css

# The home page is written in index.html (it opens without the site's code): its texts, every
# element marked data-t="key" (or data-t-content, an attribute), are the English catalog's
# (src/i18n/texts/en/site.txt), so the page reads even without JavaScript; for another reader the
# page's script puts in that language's, from texts/<lang>/home.json, written here. The catalogs
# are read by the site's own parser (`lab catalog`), so their format is parsed in one place.
node - "$staging/index.html" "$games_json" "$work/app/texts" <<'JS'
const fs = require("fs"), path = require("path");
const { execFileSync } = require("child_process");
const [file, gamesFile, textsDir] = process.argv.slice(2);
const games = JSON.parse(fs.readFileSync(gamesFile, "utf8"));
const catalog = (lang) => JSON.parse(execFileSync("cargo", ["run", "--quiet", "--no-default-features", "--bin", "lab", "--", "catalog", `src/i18n/texts/${lang}/site.txt`], { encoding: "utf8" }));
const en = catalog("en");
const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const text = (key) => {
  if (!(key in en)) throw new Error(`index.html names a text the English catalog lacks: ${key}`);
  return escape(en[key]);
};
// The home page's cards: the page's one card, written out for each game of the registry, in order.
const card = /[ \t]*<li class="game-card" data-card-template>.*<\/li>\n/;
const written = fs.readFileSync(file, "utf8");
if (!card.test(written)) throw new Error("index.html lacks its card template (data-card-template)");
const source = written.replace(card, (li) =>
  games.map((g) => li.replace(" data-card-template", "").replace(/\{id\}/g, () => g.id)).join(""),
);
// Every language's texts of the written page (texts/<lang>/home.json: its data-t and
// data-t-content keys, and the word the language menu adds to a draft), and what the page says
// when the site cannot start (opened as a file, offline before it was kept, WebAssembly refused, a
// browser too old), in every language: then no catalog can be fetched.
const keys = [...source.matchAll(/data-t(?:-content)?="([^"]+)"/g)].map((m) => m[1]).concat("site.draft");
const said = {};
// The web manifest (the name and description an installed site shows) in each language, beside the
// English one the page links to until its script knows the reader's language (index.html).
const manifest = JSON.parse(fs.readFileSync("public/manifest.webmanifest", "utf8"));
const publicDir = path.join(path.dirname(file), "public");
fs.mkdirSync(publicDir, { recursive: true });
// What the page says without JavaScript, in every language (no script can choose one then).
const noscript = [];
// The pseudo-language of the tests (en-XA, in no menu) too, from its catalog written above.
const langs = [...source.matchAll(/<option value="([a-z]+)"/g)].map((m) => m[1]).concat("en-XA");
for (const lang of langs) {
  const texts = lang === "en-XA" ? JSON.parse(execFileSync("cargo", ["run", "--quiet", "--no-default-features", "--bin", "lab", "--", "catalog", path.join(textsDir, lang, "site.txt")], { encoding: "utf8" })) : catalog(lang);
  const home = Object.fromEntries(keys.filter((k) => k in texts).map((k) => [k, texts[k]]));
  fs.writeFileSync(path.join(textsDir, lang, "home.json"), JSON.stringify(home));
  for (const key of ["site.title", "site.name", "site.description", "site.noscript"]) {
    if (!texts[key]) throw new Error(`${lang}/site.txt lacks ${key}`);
  }
  const own = { ...manifest, lang, dir: lang === "ar" ? "rtl" : "ltr", name: texts["site.title"], short_name: texts["site.name"], description: texts["site.description"] };
  fs.writeFileSync(path.join(publicDir, `manifest-${lang}.webmanifest`), JSON.stringify(own, null, 1));
  if (lang === "en-XA") continue;
  noscript.push(`<p class="noscript" lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">${escape(texts["site.noscript"])}</p>`);
  said[lang] = {};
  for (const why of ["file", "offline", "failed", "old"]) {
    if (!texts[`site.boot.${why}`]) throw new Error(`${lang}/site.txt lacks site.boot.${why}`);
    said[lang][why] = texts[`site.boot.${why}`];
  }
}
const saidMarker = '<script type="application/json" id="boot-said">{}</script>';
if (!source.includes(saidMarker)) throw new Error("index.html lacks its boot-said element");
// The games' pictures written into the page (data: addresses), not fetched as files. A card's
// picture is the largest paint of the home page and of a game's page while its code arrives (the
// card shown under the loading line); as files, on a connection slow to answer, two of the four
// arrived after the page's first paint (`node scripts/lighthouse.mjs --applied`: those two games'
// pages had their largest paint at 1.9 s, their first at 1.4 s); written in, they are painted with
// it. The files stay, for the home page the site draws itself (src/ui/home.rs).
const picture = (thumb) => {
  const svg = fs.readFileSync(thumb, "utf8").trim();
  if (svg.includes("'")) throw new Error(`${thumb}: a single quote, which its data: address cannot hold as written`);
  return "data:image/svg+xml," + svg.replace(/"/g, "'").replace(/[%#<>&\n]/g, (c) => encodeURIComponent(c));
};
const noscriptMarker = "<noscript data-boot data-t-every=\"site.noscript\"></noscript>";
if (!source.includes(noscriptMarker)) throw new Error("index.html lacks its <noscript> marker");
const html = source
  .replace(noscriptMarker, () => `<noscript data-boot>${noscript.join("")}</noscript>`)
  .replace(/src="(public\/thumbs\/[a-z-]+\.svg)"/g, (_, thumb) => `src="${picture(thumb)}"`)
  .replace(saidMarker, () => saidMarker.replace("{}", () => JSON.stringify(said).replace(/</g, "\\u003c")))
  .replace(/(data-t="([^"]+)"[^>]*>)(<\/)/g, (_, open, key, close) => open + text(key) + close)
  .replace(/content=""(\s+data-t-content="([^"]+)")/g, (_, attr, key) => `content="${text(key)}"${attr}`)
  .replace(/(<option [^>]*data-draft>)([^<]*)/g, (_, open, name) => `${open}${name} (${text("site.draft")})`)
  // Every page downloads this one: its comments (HTML, and the scripts' whole-line ones) and
  // indentation stay in the source (about 0.8 KB brotli).
  .replace(/<!--[\s\S]*?-->\n?/g, "")
  .replace(/^[ \t]*\/\/.*\n/gm, "")
  .replace(/^[ \t]+/gm, "");
// The site's style sheet written into the page (Trunk builds and minifies it; this moves it in).
// The first paint waits for the page's styles: as a file of their own they came a round trip
// after the page (`node scripts/lighthouse.mjs --applied`: first paint 1.4–1.5 s; written in,
// 0.8–1.1 s). The games' and the kit's sheets stay files, fetched with their pages.
const sheet = /<link rel="stylesheet" href="\.\/(main-[0-9a-f]+\.css)"[^>]*>/;
const link = html.match(sheet);
if (!link) throw new Error("index.html: Trunk's link to the site's style sheet (main-<hash>.css) not found");
const sheetFile = path.join(path.dirname(file), link[1]);
const css = fs.readFileSync(sheetFile, "utf8").trim();
if (/<\/style/i.test(css)) throw new Error(`${link[1]} holds "</style", which would end it in the page`);
fs.writeFileSync(file, html.replace(sheet, () => `<style>${css}</style>`));
fs.unlinkSync(sheetFile);
JS

hash=$(cd "$work/app" && find . -type f | sort | xargs sha256sum | sha256sum | cut -c1-16)
rm -rf "$staging"/app-*
mv "$work/app" "$staging/app-$hash"
sed -i "s/%APP%/app-$hash/g" "$staging/index.html"

# What each page's code needs, for index.html to fetch it alongside the site's module instead of
# after it (the loader, __wasm_split.js, asks for a page's chunks only once the module runs): for
# each split point named in the loader (a game's table, `page_<folder>`; the kit, `kit`), its
# module and the chunks it depends on, written into the page's `boot-preload` element by game id
# (`games`) and for the kit (`kit`).
node - "$staging/index.html" "$work/loader.js" "$games_json" <<'JS'
const fs = require("fs");
const [file, loader, gamesFile] = process.argv.slice(2);
const games = JSON.parse(fs.readFileSync(gamesFile, "utf8"));
const js = fs.readFileSync(loader, "utf8");
const chunks = {};
for (const m of js.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"/g)) chunks[m[1]] = m[2];
const preload = {};
const point = /export const __wasm_split_load_(\w+?)(?:_\d+)? = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"[\s\S]*?\n, \[([^\]]*)\]\)\)/g;
for (const m of js.matchAll(point)) {
  const deps = m[3].split(",").map((d) => d.trim()).filter(Boolean).map((d) => {
    if (!chunks[d]) throw new Error(`__wasm_split.js: ${m[1]} needs ${d}, which it does not define`);
    return chunks[d];
  });
  preload[m[1]] = [m[2], ...deps];
}
for (const point of [...games.map((g) => g.split), "kit"]) {
  if (!preload[point]) throw new Error(`__wasm_split.js has no split point ${point} (renamed? see src/games/info.rs, GameInfo::folder)`);
}
const map = { games: Object.fromEntries(games.map((g) => [g.id, preload[g.split]])), kit: preload.kit };
const html = fs.readFileSync(file, "utf8");
const marker = '<script type="application/json" id="boot-preload">{}</script>';
if (!html.includes(marker)) throw new Error("index.html lacks its boot-preload element");
fs.writeFileSync(file, html.replace(marker, marker.replace("{}", JSON.stringify(map))));
JS

rm -f "$staging/sw.js"
if [ "$profile" = release ]; then
  node - "$staging" "$hash" <<'JS'
const fs = require("fs"), path = require("path");
const [dir, hash] = process.argv.slice(2);
const files = [];
(function walk(rel) {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(r); else files.push(r);
  }
})("");
const app = `app-${hash}/texts/`;
const texts = {};
// A language's glossary (texts/<lang>/glossary.txt) is for reviewers, fetched only by the review
// mode: a reader who keeps the language on the device does not download it.
for (const f of files.filter((f) => f.startsWith(app) && !f.endsWith("/glossary.txt"))) {
  const lang = f.slice(app.length).split("/")[0];
  (texts[lang] = texts[lang] || []).push(f);
}
const kept = ["./", ...files.filter((f) => !f.startsWith(app) && f !== "sw.js").sort()];
const sw = fs.readFileSync("scripts/sw.js", "utf8")
  .replace("%VERSION%", hash)
  .replace("%FILES%", JSON.stringify(kept))
  .replace("%TEXTS%", JSON.stringify(texts));
fs.writeFileSync(path.join(dir, "sw.js"), sw);
JS
fi
echo "wasm.sh: app-$hash ($(du -sh "$staging/app-$hash" | cut -f1))"
