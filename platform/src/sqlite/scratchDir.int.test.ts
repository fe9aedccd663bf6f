import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeScratchDir } from './scratchDir.ts';

describe('makeScratchDir', () => {
  let parent: string;
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('names the folder after this process and removes those of processes that ended, not of running ones', () => {
    parent = mkdtempSync(path.join(tmpdir(), 'gym-scratch-test-'));
    // A pid that surely ended: a child that has exited and been waited for.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const orphan = path.join(parent, `gym-x-${ended}-abc123`);
    const running = path.join(parent, `gym-x-${process.pid}-def456`);
    const unnamed = path.join(parent, 'gym-x-ghi789');
    const other = path.join(parent, `gym-y-${ended}-jkl012`);
    for (const dir of [orphan, running, unnamed, other]) mkdirSync(dir);

    const made = makeScratchDir('gym-x-', parent);

    expect(path.basename(made)).toMatch(new RegExp(`^gym-x-${process.pid}-`));
    expect(existsSync(made)).toBe(true);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(unnamed)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });
});
