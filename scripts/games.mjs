// The registry of games (each game's src/games/<folder>/info.rs) as `lab games --json` prints it,
// for the scripts to iterate over instead of naming games: each game's id, folder, table chunk
// (split point), benchmark options, whether it is thrown with sticks, and its English name.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The games, in the order the site lists them. (`lab` in the profile the native tests build it
 * in: after them it is built already.) */
export function games() {
  const out = execFileSync("cargo", ["run", "--quiet", "--profile", "test", "--no-default-features", "--bin", "lab", "--", "games", "--json"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(out);
}
