import { defineConfig } from 'vitest/config';
import { JOURNEY_WORKERS } from './support/workers';

// Browser journeys against the real server and the built client: files run side by side, each
// worker against a server of its own (support/globalSetup.ts), so they share no data.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: JOURNEY_WORKERS,
    testTimeout: 90_000,
    // Feeds the one-line summary CI prints (scripts/test-summary.mjs).
    reporters: ['default', ['json', { outputFile: '../test-results/e2e.json' }]],
    hookTimeout: 120_000,
  },
});
