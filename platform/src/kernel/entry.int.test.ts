import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const drivers = ['better-sqlite3', 'mongodb', 'kafkajs', '@eventstore/db-client'];

/** Which driver packages a fresh Node process has loaded after importing `specifier`. */
function driversLoadedBy(specifier: string): string[] {
  const script = `
    const { createRequire } = await import('node:module');
    await import(${JSON.stringify(specifier)});
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(${JSON.stringify(drivers)}.filter((d) => loaded.some((f) => f.includes('/node_modules/' + d + '/')))));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('platform entries', () => {
  it('given the kernel entry, when a process imports it or a decider, then no database or broker driver is loaded', () => {
    expect(driversLoadedBy('@gym/platform')).toEqual([]);
    expect(driversLoadedBy('./command-service/src/students/studentDecider.ts')).toEqual([]);
  });

  it('given an adapter entry, when a process imports it, then its driver is loaded (the check above can fail)', () => {
    expect(driversLoadedBy('@gym/platform/sqlite')).toContain('better-sqlite3');
  });
});
