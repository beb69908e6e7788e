// After `tsc -p tsconfig.build.json`: copies the data files the program reads at run time (maps, scenarios: every
// file under src/ and parsers/ that is neither TypeScript nor documentation) to the same place under dist/.
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let copied = 0;
for (const top of ["src", "parsers"]) {
  for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(ts|md)$/.test(entry.name)) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(root, "dist", relative(root, from));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied++;
  }
}
console.log(`build: copied ${copied} data files to dist/`);
