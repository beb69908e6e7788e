import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { allCommands } from "../../src/cli/all-commands.ts";
import { commandModuleFor, commandModules, commandsFor } from "../../src/cli/registry.ts";
import { useCli } from "../helpers/cli.ts";

/**
 * The CLI loads only the file of the command a command line names (issue #26: `adjutant status` imports no other
 * command's code), so the registry's table of names must be what each file really registers.
 */

const cli = useCli();

/** The top-level command names a register function adds to an empty program. */
function namesOf(register: (program: Command) => void): string[] {
  const program = new Command("adjutant");
  register(program);
  return program.commands.map((c) => c.name());
}

describe("the CLI's command registry", () => {
  it("names exactly the commands each file registers, in the order of the full list", async () => {
    expect(commandModules).toHaveLength(allCommands.length);
    for (const [i, module] of commandModules.entries()) {
      const register = await module.load();
      expect(register).toBe(allCommands[i]);
      expect(namesOf(register)).toEqual([...module.names]);
    }
  });

  it("gives no command name to two files", () => {
    const names = commandModules.flatMap((m) => m.names);
    expect(new Set(names).size).toBe(names.length);
  });

  it("loads the one file of a named command, and every file for help, options or an unknown word", async () => {
    expect(commandModuleFor(["status", "--game", "x"])?.names).toContain("status");
    expect(commandModuleFor(["vacation", "start"])?.names).toEqual(["vacation", "boot", "claim"]);
    for (const args of [[], ["--help"], ["-V"], ["help", "status"], ["stauts"]]) {
      expect(commandModuleFor(args), args.join(" ")).toBeUndefined();
      expect(await commandsFor(args)).toBe(allCommands);
    }
    expect(await commandsFor(["status"])).toHaveLength(1);
  });

  it("lists every command in the help, and still suggests the command a misspelt word means", async () => {
    expect(await cli.run("--help")).toBe(0);
    for (const name of commandModules.flatMap((m) => m.names)) expect(cli.stdout).toContain(`  ${name}`);
    cli.reset();
    expect(await cli.run("stauts")).toBe(1);
    expect(cli.stderr).toContain("(Did you mean status?)");
  });
});
