import type { Command } from "commander";
import { printJson, printLines } from "../output.ts";

/** Registers `adjutant supply SCENARIO --nation ID [--json]`. */
export function registerSupplyCommand(program: Command): void {
  program
    .command("supply")
    .description("print a nation's supply groups (W4, W5): provinces, production and spendable pp")
    .argument("<scenario>", "a built-in scenario id (ww1907) or a path to a YAML or JSON scenario file")
    .requiredOption("--nation <id>", "the nation (id or name)")
    .option("--json", "print JSON")
    .action(async (ref: string, options: { nation: string; json?: boolean }) => {
      const { loadGame, resolveNation } = await import("../engine-game.ts");
      const { supplyGroups } = await import("../../rulesets/ww1907/supply.ts");
      const { state, map } = loadGame(ref);
      const nation = resolveNation(state, options.nation);
      const groups = supplyGroups(state, map, nation);
      if (options.json) {
        printJson({
          nation,
          groups: groups.map((g) => ({
            provinces: g.provinces,
            production: g.production,
            spendable: g.spendable,
          })),
        });
        return;
      }
      const name = state.nations[nation]?.name ?? nation;
      const lines = [`${name}: ${groups.length} supply group${groups.length === 1 ? "" : "s"}`];
      groups.forEach((g, i) => {
        const names = g.provinces.map((p) => map.province(p)?.name ?? p).join(", ");
        lines.push(
          `  ${i + 1}${g.main ? " (main)" : ""}: production ${g.production} pp, spendable ${g.spendable} pp: ${names}`,
        );
      });
      printLines(lines);
    });
}
