import { defineConfig } from 'vitest/config';

// Mutation testing (npm run mutation, scripts/mutation.ts): the unit tests of the mutated workspaces only,
// pure and fast (no server, no SQLite file, no browser), run once per mutant by Stryker.
export default defineConfig({
  test: {
    include: ['{contracts,command-service,projection-service,campaign-engine}/src/**/*.unit.test.ts'],
    testTimeout: 30_000,
    server: { deps: { inline: ['graphql-helix', /@escape\.tech/] } },
  },
});
