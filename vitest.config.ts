import { defineConfig } from 'vitest/config';

// Three tiers recognisable by file name: *.unit.test.ts, *.int.test.ts (real SQLite files, real HTTP),
// *.e2e.test.ts (real Chromium against the real server).
export default defineConfig({
  test: {
    include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx', 'e2e/**/*.test.ts', 'scripts/*.test.ts'],
    testTimeout: 30_000,
    reporters: ['default', './scripts/summaryReporter.ts'],
    hookTimeout: 120_000,
    // A poll without its own timeout waits 20 s, not vitest's 1 s: a browser assertion waits for the state it
    // asserts, and on a loaded host Chromium can take seconds to get there (issue 35, 'CI that holds under load').
    expect: { poll: { timeout: 20_000, interval: 100 } },
    pool: 'forks',
    // graphql must be one module instance: let vite resolve graphql-helix and graphql-armor's own
    // imports of graphql too, or they get the CommonJS copy while our code gets the ES module.
    server: { deps: { inline: ['graphql-helix', /@escape\.tech/] } },
  },
});
