import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "tests: N passed, N failed, N skipped", that any CI reader
 * understands whatever the runner, and before it which suites against real servers (those whose
 * top-level name says "real") ran and which were skipped. Skipped suites print their reason where they skip.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const realServers: string[] = [];
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      for (const suite of module.children.suites()) {
        if (!/\breal\b/i.test(suite.name)) continue;
        const states = [...suite.children.allTests()].map((test) => test.result().state);
        const count = (state: string) => states.filter((s) => s === state).length;
        const ran = count('passed') + count('failed') > 0;
        realServers.push(`  ${ran ? 'ran    ' : 'SKIPPED'}  ${suite.name} (${count('passed')} passed, ${count('failed')} failed, ${count('skipped') + count('pending')} skipped)`);
      }
    }
    if (realServers.length > 0) console.log(`\nsuites against real servers:\n${realServers.sort().join('\n')}`);
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
