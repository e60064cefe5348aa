// PGlite allows one process per data directory and has no cross-process lock of its own: two processes on one
// directory both "work" and lose writes (verified-versions.md). This lock file makes the second one fail clearly.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirectoryInUseError extends Error {
  readonly dataDir: string;
  readonly holderPid: number;
  constructor(dataDir: string, holderPid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${holderPid}). ` +
        'Only one process may open an embedded (PGlite) database. Stop the other process, or point DATA_DIR at ' +
        'another directory, or use PostgreSQL through DATABASE_URL to run several processes.',
    );
    this.name = 'DataDirectoryInUseError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

/** Takes `<dataDir>/.lock` (exclusive create). A lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirectoryInUseError(dataDir, holder);
      }
      if (holder === process.pid) throw new DataDirectoryInUseError(dataDir, holder);
      rmSync(lockPath, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
