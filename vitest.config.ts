import { defineConfig } from 'vitest/config';

// Three tiers recognisable by file name: *.unit.test.ts, *.int.test.ts (real SQLite files, real HTTP),
// *.e2e.test.ts (real Chromium against the real server).
export default defineConfig({
  test: {
    include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx', 'e2e/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
