import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every operation of both games, each in a process of its own on a database another process wrote: the GM's CLI
 * (`adjutant game new`, then status, status --json, schedule show, a post, report, adjust, resolve, game record,
 * verify, picture, undo) and the console of `npm start` (posts typed on stdin, no GAME_SCENARIO: it carries on the
 * current game). The other tests create and play a game in one process, where a state kept in memory hides what a
 * fresh process reads back from the database (Risk on PostgreSQL failed every command after `game new`).
 */
export interface FreshDatabase {
  /** The environment that points a process at the database (DATABASE_URL, or DATA_DIR's SQLite file). */
  env: Record<string, string>;
  /** A folder for the record and the picture, removed by the caller. */
  dir: string;
}

const root = resolve(import.meta.dirname, "../../..");
/** Settings of the test's own environment that would pick another database, game or job. */
const INHERITED = [
  "DATABASE_URL",
  "DATABASE_FILE",
  "DATA_DIR",
  "GAME_SCENARIO",
  "GAME_PLAYERS",
  "DISCORD_TOKEN",
  "FORUM_THREAD_URL",
  "SHARD_COUNT",
  "SHARD_IDS",
];

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point in a new Node process (under tsx) and waits for it to end. */
function runProcess(entry: string, args: string[], env: Record<string, string>, input = ""): Promise<Ran> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED) delete childEnv[key];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, entry), ...args], {
      cwd: root,
      env: { ...childEnv, LOG_LEVEL: "silent", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString("utf8");
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString("utf8");
    });
    child.once("error", fail);
    child.once("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** `adjutant ARGS` in a new process; fails the test with what it printed unless it exits 0. */
async function adjutant(db: FreshDatabase, ...args: string[]): Promise<string> {
  const [out] = await adjutantSteps(db, args);
  return out ?? "";
}

/**
 * Several read-only `adjutant` commands in one new process (each opens the database anew), for views of the same
 * moment; their outputs in order. Fails the test unless each exits 0.
 */
async function adjutantSteps(db: FreshDatabase, ...steps: string[][]): Promise<string[]> {
  const ran = await runProcess("tests/storage/helpers/cli-steps.ts", [JSON.stringify(steps)], db.env);
  const what = steps.map((s) => `adjutant ${s.join(" ")}`).join("; ");
  expect(ran.code, `${what}\n${ran.stderr}${ran.stdout}`).toBe(0);
  expect(ran.stderr, what).toBe("");
  const outputs = ran.stdout.split(/\n<<exit 0>>\n/);
  expect(outputs.pop(), what).toBe("");
  expect(outputs).toHaveLength(steps.length);
  return outputs;
}

/** `npm start` (the console) in a new process, with `lines` typed on stdin. */
async function consoleWith(db: FreshDatabase, lines: string[]): Promise<string> {
  const ran = await runProcess("src/main.ts", [], db.env, lines.map((l) => `${l}\n`).join(""));
  expect(ran.code, `npm start\n${ran.stderr}${ran.stdout}`).toBe(0);
  return ran.stdout;
}

/** The record of the last resolved phase or turn, and `adjutant verify` of it (one process: verify reads the file). */
async function recordAndVerify(db: FreshDatabase): Promise<void> {
  const record = join(db.dir, "record.json");
  const [wrote, verified] = await adjutantSteps(db, ["game", "record", "--out", record], ["verify", record]);
  expect(wrote).toContain(`Wrote ${record}`);
  expect(verified).toMatch(/verified: the seed matches the commitment/);
}

/** The map picture, as a PNG file. */
async function picture(db: FreshDatabase): Promise<void> {
  const file = join(db.dir, "map.png");
  expect(await adjutant(db, "picture", "--out", file)).toContain(`Wrote ${file}`);
  expect(readFileSync(file).subarray(1, 4).toString("latin1")).toBe("PNG");
}

/** The suite on one engine: `open` gives each test a fresh, empty database. */
export function freshProcessSuite(engine: string, open: (name: string) => Promise<FreshDatabase>): void {
  // the two games on their own databases at once: each test waits on its processes, not on the CPU alone
  describe.concurrent(`every operation in a fresh process, on ${engine}`, () => {
    it("World War 1907: W32 bold orders, W7 builds, a GM adjustment, resolve, record, verify, picture, undo", async () => {
      const db = await open("ww1907");
      const created = await adjutant(db, "game", "new", "--scenario", "ww1907");
      const id = /Created game (\S+) \(World War 1907\)/.exec(created)?.[1] ?? "";
      expect(id).not.toBe("");

      const [status, json, schedule] = await adjutantSteps(
        db,
        ["status"],
        ["status", "--json"],
        ["schedule", "show"],
      );
      expect(status).toContain(`World War 1907 (game ${id}): 1907, deployment phase.`);
      const parsed = JSON.parse(json ?? "") as {
        game: { id: string; phase: string };
        nations: { name: string; player: string }[];
      };
      expect(parsed.game).toMatchObject({ id, phase: "deployment" });
      expect(parsed.nations.find((n) => n.name === "Russian Empire")?.player).toBe("Osmano");
      expect(schedule).toMatch(/Schedule of World War 1907[\s\S]*Waiting for: .*Russian Empire/);

      expect(await adjutant(db, "post", "Osmano", "**Build 1 division in Moscow**")).toContain(
        "✅ build 1 division in Moscow",
      );
      expect(await adjutant(db, "report")).toMatch(
        /Russian Empire \(Osmano\)[\s\S]*✅ build 1 division in Moscow/,
      );
      expect(await adjutant(db, "adjust", "treasury", "Russia", "30", "--reason", "a bank error")).toContain(
        "Russian Empire's treasury is now 30 pp",
      );
      // the console of npm start takes a post for the current game (no GAME_SCENARIO: it carries on this one)
      const typed = await consoleWith(db, ["Shrink: **Build 1 division in Berlin**"]);
      expect(typed).toContain("✅ build 1 division in Berlin");

      const resolved = await adjutant(db, "resolve", "--yes");
      expect(resolved).toContain("Resolved: 1907, Deployment/Free Move phase.");
      expect(resolved).toContain("Russian Empire built 1 division in Moscow");
      expect(resolved).toContain("German Empire built 1 division in Berlin");
      expect(resolved).toContain("Russian Empire's treasury is now 30 pp");
      await recordAndVerify(db);
      await picture(db);
      expect(await adjutant(db, "undo")).toContain("The game is back to 1907, deployment phase");
    }, 180_000);

    it("Risk Variant One: V3 set-up, V6 passes, V9 turn over, a GM adjustment, resolve, record, verify, picture, undo", async () => {
      const db = await open("risk");
      const seats = ["Ann", "Ben", "Cy"];
      const created = await adjutant(
        db,
        "game",
        "new",
        "--scenario",
        "risk-v1",
        "--players",
        seats.join(","),
        "--armies",
        "1",
      );
      const id = /Created game (\S+) \(Risk Variant One\)/.exec(created)?.[1] ?? "";
      expect(id).not.toBe("");

      // the status says whose set-up step it is and what is for sale (the dealer is drawn at random)
      const [status = "", json, schedule] = await adjutantSteps(
        db,
        ["status"],
        ["status", "--json"],
        ["schedule", "show"],
      );
      expect(status).toContain(`Risk Variant One (game ${id}): set-up.`);
      const first = /Waiting for: (\w+) \(set-up step/.exec(status)?.[1] ?? "";
      expect(seats).toContain(first);
      const cheap = [...status.matchAll(/^- cost and income [01]: (.*)$/gm)].flatMap((m) =>
        (m[1] ?? "").split(", "),
      );
      expect(cheap.length).toBeGreaterThanOrEqual(3);
      const [t1, t2, t3] = cheap as [string, string, string];
      const at = seats.indexOf(first);
      const order = [0, 1, 2].map((k) => seats[(at + k) % 3] as string);
      const parsed = JSON.parse(json ?? "") as {
        game: { id: string; phase: string; actor: string };
        players: { name: string }[];
      };
      expect(parsed.game).toMatchObject({ id, phase: "setup", actor: first });
      expect(parsed.players.map((p) => p.name)).toEqual(seats);
      expect(schedule).toMatch(new RegExp(`Schedule of Risk Variant One[\\s\\S]*Waiting for: ${first}\\.`));

      expect(await adjutant(db, "post", first, `**Buy ${t1}**`)).toContain(`✅ buy ${t1}`);
      expect(await adjutant(db, "report")).toContain(`${first} bought ${t1}`);

      // the console of npm start: the other two set-up steps, then every player passes (no GAME_SCENARIO)
      const typed = await consoleWith(db, [
        `${order[1]}: **Buy ${t2}**`,
        `${order[2]}: **Buy ${t3}**`,
        ...order.map((p) => `${p}: **pass**`),
      ]);
      expect(typed).not.toContain("❌");
      expect(typed).toContain("The set-up is over");
      expect(typed).toContain("Turn 1 is over (V9).");

      expect(await adjutant(db, "adjust", "armies", t1, "9", "--reason", "a lost army found")).toMatch(
        new RegExp(`The GM set the armies of ${t1} to 9 \\(it was \\d+\\)\\.`),
      );
      expect(await adjutant(db, "resolve", "--yes")).toContain(`GM skipped ${first}'s action`);
      await recordAndVerify(db);
      await picture(db);
      const undone = await adjutant(db, "undo");
      expect(undone).toContain("The game is back to the state before it.");
      expect(undone).toContain(`Waiting for: ${first} (action, round 1)`);
    }, 180_000);
  });
}
