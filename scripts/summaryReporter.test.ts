import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLines } from './summaryReporter.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Runs vitest in a child process on the fixture folder (some suites fail on purpose) with the summary reporter. */
function runFixtures(): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'scripts/summaryReporterFixtures/vitest.config.ts',
      ],
      { cwd: root, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 60_000 },
      (error, stdout) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
    );
  });
}

describe('summary reporter', () => {
  it('given suites whose setup fails (a beforeAll that throws, an import that throws), when vitest runs them, then their tests count as failed and the suite is listed FAILED', async () => {
    const { code, stdout } = await runFixtures();
    // vitest itself fails the run ...
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    // ... and the closing line agrees. Fixtures: 3 tests under the broker suite's failed beforeAll, 2 under a
    // module's failed beforeAll, 1 module whose import throws, 1 plain failing test = 7 failed; 2 passed; the
    // 2 skipped are it.skip in suites whose setup ran.
    expect(lines.at(-1)).toBe('tests: 2 passed, 7 failed, 2 skipped');
    expect(lines).toContain('  FAILED   real Broker (fixture) (0 passed, 3 failed, 0 skipped)');
    expect(lines).toContain('  FAILED   real Server that ran (fixture) (1 passed, 1 failed, 1 skipped)');
    expect(stdout).not.toContain('SKIPPED');
  });

  it('keeps the closing line CI reads: "tests: N passed, N failed, N skipped", last', () => {
    const lines = closingLines(
      { passed: 3, failed: 0, skipped: 1, realServers: ['  SKIPPED  real Kafka (0 passed, 0 failed, 2 skipped)'] },
      0,
    );
    expect(lines).toEqual([
      '',
      'suites against real servers:',
      '  SKIPPED  real Kafka (0 passed, 0 failed, 2 skipped)',
      '',
      'tests: 3 passed, 0 failed, 1 skipped',
    ]);
    expect(closingLines({ passed: 0, failed: 0, skipped: 0, realServers: [] }, 2).at(-1)).toBe(
      'tests: 0 passed, 0 failed, 0 skipped',
    );
  });
});
