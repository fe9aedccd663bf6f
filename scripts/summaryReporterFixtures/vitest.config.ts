import { defineConfig } from 'vitest/config';

// Only for scripts/summaryReporter.test.ts: runs these fixtures (some fail on purpose) with the summary reporter.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.fixture.ts'],
    reporters: ['../summaryReporter.ts'],
    pool: 'forks',
    maxWorkers: 1,
  },
});
