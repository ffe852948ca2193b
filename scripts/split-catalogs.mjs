// Splits each game's catalog, in every language, into what its page shows before a game
// (`<id>.txt`: the new-game panel, the rules) and what only play needs (`<id>-play.txt`: the
// board's words, "Why?" and its walks, effects, refusals, end texts), fetched with the game's
// table as the `links` part is (docs/i18n.md, "Loading"). Texts are moved, never changed: each
// entry keeps its lines (and the comment lines before it) as they are.
//
// It can be run again at any time: it first joins the two files of each game back into one, then
// splits them, so a change made to either (a translation reviewed, a key added) is kept and the
// key lands in the right file. After merging a branch that changed texts before they were split,
// take that branch's side of each catalog file in conflict (it holds every key, unsplit) and run
// this again: where a key is then in both files, the unsplit file's text (<id>.txt, table.txt)
// wins over the one moved before.
//
// A key stays in the page's part when its page can show it before a game starts:
//   - `<id>.opt.*` (the new-game panel's options), `<id>.rule.*` (the rules panel), `<id>.quote.*`
//     (the sources' words translated), `<id>.words` and `<id>.words.lang` (the game's own words,
//     marked in every text);
//   - any key named in the game's `options.rs` or `setup.rs` (why a setup is refused, said under
//     the start button before the table's code is fetched).
// Every other key of the game goes to the play part.
//
// The same for the texts around every game's board: those only a table shows (the turn bar, the
// move list and "Why?", endings, refusals of a move: the keys matching TABLE_PLAY below) move
// from `table.txt` (fetched with a game's page) to `links.txt` (fetched with its table).
//
// Usage: node scripts/split-catalogs.mjs   (then `cargo test --no-default-features --test catalogs`)
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { games } from "./games.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const textsDir = join(root, "src/i18n/texts");
const FRONT_SECTIONS = ["opt", "rule", "quote", "words"];

/** The keys the game's setup code names (`"<id>.…"` literals in options.rs and setup.rs). */
function setupKeys(game) {
  const keys = new Set();
  for (const file of ["options.rs", "setup.rs"]) {
    const path = join(root, "src/games", game.folder, file);
    if (!existsSync(path)) continue;
    const escaped = game.id.replace(/[-.]/g, "\\$&");
    for (const m of readFileSync(path, "utf8").matchAll(new RegExp(`"(${escaped}\\.[A-Za-z0-9._-]+)"`, "g"))) keys.add(m[1]);
  }
  return keys;
}

/** A catalog file as its header (the comment lines it opens with) and its entries, each with the
 * lines before it (comments, blank lines) and its own line. */
function read(path) {
  if (!existsSync(path)) return { header: [], entries: [] };
  const lines = readFileSync(path, "utf8").split("\n");
  if (lines.at(-1) === "") lines.pop();
  const header = [];
  let i = 0;
  while (i < lines.length && (lines[i].startsWith("#") || lines[i].trim() === "")) header.push(lines[i++]);
  // The header is the file's opening comment, up to its first blank line; later comment lines
  // belong to the entry they come before.
  const blank = header.indexOf("");
  const before = blank >= 0 ? header.splice(blank) : [];
  const entries = [];
  let pending = before;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("#") || line.trim() === "") {
      pending.push(line);
      continue;
    }
    const key = line.split(" = ")[0].replace(/\[[a-z]+\]$/, "");
    entries.push({ key, lines: [...pending, line] });
    pending = [];
  }
  return { header, entries, trailing: pending };
}

function write(path, header, entries) {
  const body = entries.flatMap((e) => e.lines);
  // No blank lines at the start of the body other than the one after the header.
  while (body.length && body[0].trim() === "") body.shift();
  writeFileSync(path, [...header, "", ...body].join("\n") + "\n");
}

const PLAY_HEADER = (id) => [
  `# The game ${id}: the texts only play needs (the board, "Why?", refusals, endings), fetched with`,
  `# its table; what its page shows first is in ${id}.txt. Split by scripts/split-catalogs.mjs.`,
  "# Format: one \"key = text\" per line; see src/i18n/catalog.rs.",
];

// Keys of table.txt that only the table's code (src/ui/table/: status, log, explain, endings,
// view, save, prefs) names, or the rules panel only once a table is there (the options in force),
// never the page before a game (setup, rules, page).
const TABLE_PLAY = [
  /^table\.(play_again|other_tab|computer|to_move|to_throw|chance|why|thinking|throw|draw|winner|place|players|undo|speed|moves|past|to_present|panels|hand|throw_by_site)(\.|$)/,
  /^keep\.not_saved$/,
  /^rules\.in_force$/,
  /^explain\./,
  /^ending\.(?!rule\.)/,
  /^error\.(?!option_)/,
];
const TABLE_PLAY_NOTE = "# Around the board while a game is played (the turn bar, the move list, \"Why?\", endings, refusals): moved from table.txt by scripts/split-catalogs.mjs.";

/** An entry's key with its plural category (`table.moves[one]`). */
const fullKey = (e) => e.lines.at(-1).split(" = ")[0].replace(/ =$/, "");

let moved = 0;
let replaced = 0;
for (const lang of readdirSync(textsDir).sort()) {
  const tablePath = join(textsDir, lang, "table.txt");
  const linksPath = join(textsDir, lang, "links.txt");
  const table = read(tablePath);
  const links = read(linksPath);
  const going = table.entries.filter((e) => TABLE_PLAY.some((re) => re.test(e.key)));
  if (!going.length) continue;
  // A key in both (table.txt merged whole from a branch that changed its texts before the split):
  // table.txt's text wins, and replaces the one moved before.
  const coming = new Set(going.map(fullKey));
  const before = links.entries.length;
  links.entries = links.entries.filter((e) => !coming.has(fullKey(e)));
  replaced += before - links.entries.length;
  if (!links.entries.some((e) => e.lines.includes(TABLE_PLAY_NOTE))) going[0] = { ...going[0], lines: ["", TABLE_PLAY_NOTE, ...going[0].lines.filter((l) => l.trim() !== "")] };
  moved += going.length;
  write(tablePath, table.header, table.entries.filter((e) => !going.includes(e) && !TABLE_PLAY.some((re) => re.test(e.key))));
  writeFileSync(linksPath, [...links.header, ...links.entries.flatMap((e) => e.lines), ...going.flatMap((e) => e.lines)].join("\n") + "\n");
}

for (const game of games()) {
  const front = setupKeys(game);
  const inFront = (key) => FRONT_SECTIONS.includes(key.split(".")[1]) || front.has(key);
  for (const lang of readdirSync(textsDir).sort()) {
    const pagePath = join(textsDir, lang, `${game.id}.txt`);
    const playPath = join(textsDir, lang, `${game.id}-play.txt`);
    const page = read(pagePath);
    const play = read(playPath);
    // A key in both files (the game's file merged whole from a branch that changed its texts
    // before the split): the game's file's text wins, and replaces the one moved before.
    const inPage = new Set(page.entries.map(fullKey));
    const kept = play.entries.filter((e) => !inPage.has(fullKey(e)));
    replaced += play.entries.length - kept.length;
    const all = [...page.entries, ...kept];
    const pageEntries = all.filter((e) => inFront(e.key));
    const playEntries = all.filter((e) => !inFront(e.key));
    moved += playEntries.length - kept.length;
    write(pagePath, page.header, pageEntries);
    write(playPath, PLAY_HEADER(game.id), playEntries);
  }
}
console.log(`split-catalogs: ${moved} entries moved to the parts fetched with a table; ${replaced} moved before replaced by a text merged since`);
