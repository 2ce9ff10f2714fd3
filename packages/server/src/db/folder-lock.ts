import { open, readFile, rm } from "node:fs/promises";

/**
 * What tells a process apart from a later one given the same pid (after a restart of the
 * machine or the container, pids are handed out again): its pid, and on Linux the boot and the
 * moment it started. Null when no such process runs.
 */
async function identityOf(pid: number): Promise<string | null> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  try {
    const boot = (await readFile("/proc/sys/kernel/random/boot_id", "utf8")).trim();
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis; the start time is field 22.
    const startedAt = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return `${pid} ${boot} ${startedAt}`;
  } catch {
    return String(pid);
  }
}

/**
 * Takes `<folder>.lock` for this process; answers the release. A PGlite folder opened by two
 * processes at once loses one's commits without a word, so a second process is refused while
 * the first runs. A lock left by a process that died (SIGKILL, a crash) is taken over.
 */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const lockPath = `${folder}.lock`;
  const self = await identityOf(process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(lockPath, "wx");
      await handle.writeFile(self ?? String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = (await readFile(lockPath, "utf8").catch(() => "")).trim();
    const pid = Number.parseInt(holder, 10);
    if (Number.isInteger(pid) && holder !== self && (await identityOf(pid)) === holder) {
      throw new Error(
        `the database folder ${folder} is in use by process ${pid}: one process per PGlite ` +
          "folder (several processes need DATABASE_URL)",
      );
    }
    await rm(lockPath, { force: true });
  }
  throw new Error(`could not lock the database folder ${folder}`);
}
