import { defineConfig } from 'vitest/config';

// Browser journeys against the real server and the built client: one server, one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    // Feeds the one-line summary CI prints (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: '../test-results/e2e.json' }]],
    hookTimeout: 120_000,
  },
});
