// How many texts of each language's catalogs changed between two commits, and which words left
// or came in with the change: the figures docs/i18n.md gives for each round of review.
//
//   node scripts/catalog-changes.mjs FROM [TO] [--words N] [--lang TAG]
//
// FROM and TO are commits (TO defaults to the work tree's HEAD). A text is one key with its plural
// category (`key[one]`), read from every catalog file of the language (src/i18n/texts/<lang>/*.txt,
// not glossary.txt), so a key moved from one file to another is not counted as changed. For each
// language the script prints the texts changed, added and removed, out of the texts at TO, and the
// N words most often gone from a changed text (in the old text, not the new) and come into one:
// the reasons, counted.
import { execFileSync } from "node:child_process";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const top = Number(option("--words", "8"));
const only = option("--lang", null);
const [from, to = "HEAD"] = args;
if (!from) {
  console.error("usage: node scripts/catalog-changes.mjs FROM [TO] [--words N] [--lang TAG]");
  process.exit(2);
}

const git = (...a) => execFileSync("git", a, { encoding: "utf8", maxBuffer: 64 << 20 });
const dir = "src/i18n/texts";

/** The texts of one language at a commit: key (with its plural category) to text. */
function texts(rev, lang) {
  const files = git("ls-tree", "--name-only", `${rev}:${dir}/${lang}`).split("\n");
  const out = new Map();
  for (const file of files.filter((f) => f.endsWith(".txt") && f !== "glossary.txt")) {
    for (const line of git("show", `${rev}:${dir}/${lang}/${file}`).split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      const at = line.indexOf(" = ");
      const [key, text] = at < 0 ? [line.replace(/ =$/, ""), ""] : [line.slice(0, at), line.slice(at + 3)];
      out.set(key, text);
    }
  }
  return out;
}

const words = (text) => new Set(text.toLowerCase().match(/[\p{L}\p{M}'·-]+/gu) ?? []);
const counted = (map) =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top).map(([w, n]) => `${w} ${n}`).join(", ");

const langs = git("ls-tree", "--name-only", `${to}:${dir}`).split("\n").filter((l) => l && l !== "en");
for (const lang of langs.filter((l) => !only || l === only)) {
  const [before, after] = [texts(from, lang), texts(to, lang)];
  let changed = 0;
  const gone = new Map();
  const came = new Map();
  for (const [key, text] of after) {
    const old = before.get(key);
    if (old === undefined || old === text) continue;
    changed++;
    const [o, n] = [words(old), words(text)];
    for (const w of o) if (!n.has(w)) gone.set(w, (gone.get(w) ?? 0) + 1);
    for (const w of n) if (!o.has(w)) came.set(w, (came.get(w) ?? 0) + 1);
  }
  const added = [...after.keys()].filter((k) => !before.has(k)).length;
  const removed = [...before.keys()].filter((k) => !after.has(k)).length;
  const pct = ((100 * changed) / after.size).toFixed(1);
  console.log(`${lang}: ${changed} of ${after.size} texts changed (${pct} %), ${added} added, ${removed} removed`);
  if (changed) {
    console.log(`  words gone: ${counted(gone)}`);
    console.log(`  words come: ${counted(came)}`);
  }
}
