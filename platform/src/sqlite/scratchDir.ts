import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new scratch folder in the temp folder, named after this process (`<prefix><pid>-XXXXXX`). Folders of
 * the same prefix left by processes that no longer run (one killed in the middle of a bulk load keeps its
 * scratch file, as large as a text index) are removed first.
 */
export function makeScratchDir(prefix: string, parent: string = tmpdir()): string {
  removeOrphans(prefix, parent);
  return mkdtempSync(join(parent, `${prefix}${process.pid}-`));
}

function removeOrphans(prefix: string, parent: string): void {
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    // Folders without a pid (named before this) or of a running process are left alone.
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
