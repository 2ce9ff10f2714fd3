import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockFolder } from "./folder-lock.js";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), "contour-lock-"));
  return path.join(dir, "pglite");
}

describe("lockFolder", () => {
  it("refuses a folder a running process holds, and frees it on release", async () => {
    const data = await folder();
    // Another process takes the lock and keeps it while it runs.
    const holder = spawn(
      process.execPath,
      [
        "--conditions=@contour/source",
        "--import",
        "tsx",
        "-e",
        `import("${path.join(import.meta.dirname, "folder-lock.ts")}")
          .then(({ lockFolder }) => lockFolder(${JSON.stringify(data)}))
          .then(() => { console.log("locked"); setTimeout(() => {}, 60000); });`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => holder.stdout?.once("data", resolve));
      await expect(lockFolder(data)).rejects.toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    // Killed without releasing: its lock is taken over.
    const release = await lockFolder(data);
    expect(await readFile(`${data}.lock`, "utf8")).toMatch(new RegExp(`^${process.pid}\\b`));
    await release();
    await expect(readFile(`${data}.lock`, "utf8")).rejects.toThrow();
  });

  it("takes over a lock whose pid now belongs to another process (a restart reused it)", async () => {
    const data = await folder();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      // The pid of a process that runs, written by an earlier one that had it.
      await writeFile(`${data}.lock`, `${other.pid} an-earlier-boot 12345`);
      const release = await lockFolder(data);
      await release();
    } finally {
      other.kill("SIGKILL");
    }
  });
});
