import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirectoryInUseError } from './data-dir-lock.ts';

describe('PGlite data directory lock', () => {
  it('a second holder gets a clear "in use" error; released locks can be taken again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirectoryInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(/is in use by another process/);
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('another live process holding the lock is refused with its pid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, '.lock'), String(child.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${child.pid})`);
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a process that is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(join(dir, '.lock'), String(child.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
