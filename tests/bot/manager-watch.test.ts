import { spawn } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ManagerWatchDeps, watchManager } from "../../src/bot/manager-watch.ts";

/** A shard's watch on its manager, with the parent id and the IPC channel played by the test. */
function fakeProcess(parent: number) {
  let ppid = parent;
  const listeners = new Set<() => void>();
  const deps: ManagerWatchDeps = {
    parentId: () => ppid,
    onDisconnect: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pollMs: 2_000,
  };
  return {
    deps,
    reparent: (to: number) => {
      ppid = to;
    },
    disconnect: () => {
      for (const l of [...listeners]) l();
    },
    listening: () => listeners.size,
  };
}

/** After the watch called `gone` once: a new parent, a closed channel and time call it no more, and it listens no more. */
function expectOver(p: ReturnType<typeof fakeProcess>, gone: ReturnType<typeof vi.fn>): void {
  p.reparent(1);
  p.disconnect();
  vi.advanceTimersByTime(10_000);
  expect(gone).toHaveBeenCalledTimes(1);
  expect(p.listening()).toBe(0);
}

/** A watch on a fake process whose parent is 4100, with fake timers. */
function watched() {
  vi.useFakeTimers();
  const p = fakeProcess(4100);
  const gone = vi.fn();
  const stop = watchManager(gone, p.deps);
  return { p, gone, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a shard notices that its manager went away", () => {
  it("when its IPC channel closes: at once, and only once", () => {
    const { p, gone } = watched();
    expect(gone).not.toHaveBeenCalled();
    p.disconnect();
    expect(gone).toHaveBeenCalledExactlyOnceWith("disconnect");
    expectOver(p, gone);
  });

  it("when the channel's close is never reported, by its new parent, within one look (2 s)", () => {
    const { p, gone } = watched();
    vi.advanceTimersByTime(6_000);
    expect(gone).not.toHaveBeenCalled();
    p.reparent(1);
    vi.advanceTimersByTime(2_000);
    expect(gone).toHaveBeenCalledExactlyOnceWith("reparented");
    expectOver(p, gone);
  });

  it("stopped, it calls nothing", () => {
    const { p, gone, stop } = watched();
    stop();
    p.reparent(1);
    p.disconnect();
    vi.advanceTimersByTime(10_000);
    expect(gone).not.toHaveBeenCalled();
  });

  it("process.ppid changes when the parent dies (the sign the watch reads), in a real child of a real child", async () => {
    // a middle process starts a child and exits at once; the child prints its parent id before and after
    const child = `
      const first = process.ppid;
      setTimeout(() => { process.stdout.write(first + " " + process.ppid + "\\n"); }, 700);
    `;
    const middle = `
      const { spawn } = require("node:child_process");
      const c = spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: ["ignore", "inherit", "ignore"] });
      process.stdout.write(process.pid + "\\n");
      setTimeout(() => process.exit(0), 200);
    `;
    const out = await new Promise<string>((resolve, reject) => {
      let text = "";
      const p = spawn(process.execPath, ["-e", middle], { stdio: ["ignore", "pipe", "ignore"] });
      p.stdout.on("data", (c: Buffer) => {
        text += c.toString();
        if (text.split("\n").filter((l) => l !== "").length === 2) resolve(text);
      });
      p.on("error", reject);
      setTimeout(() => reject(new Error(`no answer: ${text}`)), 10_000).unref();
    });
    const [middlePid, seen] = out.trim().split("\n");
    const [before, after] = (seen ?? "").split(" ").map(Number);
    expect(before).toBe(Number(middlePid));
    expect(after).not.toBe(before);
  });
});
