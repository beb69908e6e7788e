import type { Command } from "commander";
import type { MapGraph } from "../../map/graph.ts";
import type { MapProblem } from "../../map/problem.ts";
import { builtInMaps } from "../../maps/built-in.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant map check FILE` and `adjutant map show MAP [--json]`. */
export function registerMapCommand(program: Command): void {
  const map = program
    .command("map")
    .description("check and show map files (provinces, sea zones, adjacency; see docs/map-format.md)");

  map
    .command("check")
    .description("validate a map file (or a built-in map id); exit 1 listing every problem")
    .argument("<file>", "path to a JSON map file, or a built-in map id")
    .option("--json", "print the result as JSON")
    .action(async (file: string, options: { json?: boolean }) => {
      const { loadMap } = await import("../../map/load.ts");
      const loaded = loadMap(file);
      if (options.json) {
        printJson(
          loaded.ok
            ? {
                file,
                ok: true,
                provinces: loaded.value.provinces.length,
                seas: loaded.value.seas.length,
                problems: [],
              }
            : { file, ok: false, problems: loaded.error },
        );
      }
      if (!loaded.ok) throw problemsError(file, loaded.error, !options.json);
      if (!options.json) {
        const { provinces, seas } = loaded.value;
        printLines([`${file}: ok (${plural(provinces.length, "province")}, ${plural(seas.length, "sea")})`]);
      }
    });

  map
    .command("show")
    .description(`print a map: provinces, sea zones and continents (built-in: ${builtInIds()})`)
    .argument("<map>", `a built-in map id (${builtInIds()}) or a path to a JSON map file`)
    .option("--json", "print the map as JSON")
    .action(async (ref: string, options: { json?: boolean }) => {
      const { loadMapGraph } = await import("../../map/load.ts");
      const loaded = loadMapGraph(ref);
      if (!loaded.ok) throw problemsError(ref, loaded.error, true);
      if (options.json) printJson(mapJson(loaded.value));
      else printLines(mapText(loaded.value));
    });
}

/** The `map show --json` document: land adjacency lists ferries too (W2); `ferries` says which links they are. */
export function mapJson(graph: MapGraph): unknown {
  const { data } = graph;
  return {
    id: data.id,
    name: data.name,
    ...(data.description === undefined ? {} : { description: data.description }),
    provinces: data.provinces.map((p) => ({
      id: p.id,
      name: p.name,
      aliases: p.aliases,
      production: p.production,
      port: p.port,
      owner: p.owner,
      homeOf: p.homeOf,
      coordinates: p.coordinates,
      adjacent: [...graph.neighbours(p.id)],
      ferries: p.ferries,
      coasts: p.coasts,
    })),
    seas: data.seas.map((s) => ({
      id: s.id,
      name: s.name,
      aliases: s.aliases,
      coordinates: s.coordinates,
      adjacent: [...graph.seaNeighboursOf(s.id)],
      ports: [...graph.portsOn(s.id)],
    })),
    ...(data.continents.length === 0
      ? {}
      : {
          continents: data.continents.map((c) => ({
            id: c.id,
            name: c.name,
            bonus: c.bonus,
            provinces: c.provinces,
          })),
        }),
  };
}

/** A readable listing of a map for `map show` without `--json`. */
export function mapText(graph: MapGraph): string[] {
  const { data } = graph;
  const list = (items: readonly string[]): string => (items.length > 0 ? items.join(", ") : "none");
  const aka = (aliases: readonly string[]): string =>
    aliases.length > 0 ? ` (also: ${aliases.join(", ")})` : "";
  const lines = [
    `${data.name} [${data.id}]: ${plural(data.provinces.length, "province")}, ${plural(data.seas.length, "sea")}` +
      (data.continents.length > 0 ? `, ${plural(data.continents.length, "continent")}` : ""),
  ];
  if (data.description) lines.push(data.description);
  lines.push("", "Provinces:");
  for (const p of data.provinces) {
    const owner = p.owner ? `, owner ${p.owner}` : "";
    lines.push(
      `  ${p.id}: ${p.name}${aka(p.aliases)}, ${p.production} pp, port: ${p.port ?? "none"}${owner}`,
    );
    const ferries = p.ferries.length > 0 ? `; ferries: ${list(p.ferries)}` : "";
    lines.push(`    land: ${list(p.adjacent)}${ferries}; coasts: ${list(p.coasts)}`);
  }
  if (data.seas.length > 0) {
    lines.push("", "Sea zones:");
    for (const s of data.seas) {
      lines.push(`  ${s.id}: ${s.name}${aka(s.aliases)}`);
      lines.push(`    seas: ${list(s.adjacent)}; ports: ${list(graph.portsOn(s.id))}`);
    }
  }
  if (data.continents.length > 0) {
    lines.push("", "Continents:");
    for (const c of data.continents) {
      lines.push(
        `  ${c.id}: ${c.name}, bonus ${c.bonus}, ${plural(c.provinces.length, "province")}: ${list(c.provinces)}`,
      );
    }
  }
  return lines;
}

function problemsError(ref: string, problems: readonly MapProblem[], listThem: boolean): UserError {
  const head = `${ref}: ${plural(problems.length, "problem")}`;
  if (!listThem) return new UserError(head);
  return new UserError([`${head}:`, ...problems.map((p) => p.message)].join("\n"));
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function builtInIds(): string {
  return builtInMaps.map((m) => m.id).join(", ");
}
