import type { Reporter, SerializedError, TestCase, TestModule, TestSuite } from 'vitest/node';

/** How the closing line counts one run. */
export interface RunSummary {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** One line per suite against a real server (top-level name says "real"): ran, FAILED or SKIPPED. */
  readonly realServers: readonly string[];
}

type Entity = TestModule | TestSuite;

/**
 * Counts tests as vitest judges the run: a test under a suite or module whose own setup failed
 * (a `beforeAll` that throws: a broker that does not start) is reported by vitest as skipped, yet the
 * run fails; here it counts as failed. A suite or module that failed with no test of it counted failed
 * (an import that throws, an `afterAll` that throws after its tests passed) counts as one failure.
 */
export function summarise(testModules: ReadonlyArray<TestModule>): RunSummary {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const realServers: string[] = [];

  /** Counts the tests of `entity`; returns how many of them counted failed (and passed, skipped). */
  function visit(entity: Entity, underFailedSetup: boolean): { passed: number; failed: number; skipped: number } {
    const setupFailed = underFailedSetup || entity.errors().length > 0;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const child of entity.children) {
      if (child.type === 'test') {
        const state = outcome(child, setupFailed);
        counts[state]++;
      } else {
        const inner = visit(child, setupFailed);
        counts.passed += inner.passed;
        counts.failed += inner.failed;
        counts.skipped += inner.skipped;
      }
    }
    if (counts.failed === 0 && (entity.errors().length > 0 || entity.state() === 'failed')) counts.failed = 1;
    if (entity.type === 'suite' && entity.parent.type === 'module' && /\breal\b/i.test(entity.name)) {
      const status = counts.failed > 0 ? 'FAILED ' : counts.passed > 0 ? 'ran    ' : 'SKIPPED';
      realServers.push(
        `  ${status}  ${entity.name} (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`,
      );
    }
    return counts;
  }

  for (const module of testModules) {
    const counts = visit(module, false);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  return { passed, failed, skipped, realServers: realServers.sort() };
}

function outcome(test: TestCase, setupFailed: boolean): 'passed' | 'failed' | 'skipped' {
  const state = test.result().state;
  if (state === 'passed') return 'passed';
  if (state === 'failed' || setupFailed) return 'failed';
  return 'skipped';
}

/** The closing lines: the real-server suites, then "tests: N passed, N failed, N skipped" (CI reads this last line). */
export function closingLines(summary: RunSummary, unhandledErrors: number): string[] {
  const lines: string[] = [];
  if (summary.realServers.length > 0) lines.push('', 'suites against real servers:', ...summary.realServers);
  if (unhandledErrors > 0) lines.push('', `unhandled errors (they fail the run, outside any test): ${unhandledErrors}`);
  lines.push('', `tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  return lines;
}

/**
 * Prints one plain closing line, "tests: N passed, N failed, N skipped", that any CI reader
 * understands whatever the runner, and before it which suites against real servers (those whose
 * top-level name says "real") ran, FAILED or were SKIPPED. Skipped suites print their reason where they skip.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    console.log(closingLines(summarise(testModules), unhandledErrors.length).join('\n'));
  }
}
